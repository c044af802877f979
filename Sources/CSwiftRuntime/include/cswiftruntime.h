#ifndef CSWIFTRUNTIME_H
#define CSWIFTRUNTIME_H

#include <stdbool.h>

// Three entry points of the Swift runtime that TermUI's conformance index
// (Sources/TermUI/Graph/ConformanceIndex.swift) calls. All three are exported by
// the runtime with the C calling convention; Swift code may not name runtime
// symbols itself, so they are declared here.

/// Calls `body` with each loaded image's `MetadataSections` (the runtime's
/// list, as Swift Testing reads it to find tests) until it returns false.
void swift_enumerateAllMetadataSections(bool (*body)(const void *sections, void *context), void *context);

/// The witness table of `conformance` (a protocol conformance descriptor)
/// for `type` (its metadata), made or found as a cast makes it once it has
/// found the descriptor. `instantiationArgs` holds the witness tables of a
/// conditional conformance's requirements; NULL when it has none.
const void *swift_getWitnessTable(const void *conformance, const void *type, const void *const *instantiationArgs);

/// The context descriptor of a struct, enum or class (its metadata), or NULL.
const void *swift_getTypeContextDescriptor(const void *type);

#endif
