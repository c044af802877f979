import CSwiftRuntime

/// Answers "does this type conform to that protocol?" from the program's
/// conformance records, read once, instead of a scan of them all per type.
///
/// The runtime answers a cast it has not seen before (`T.self as? any P.Type`)
/// by scanning every conformance record in the program (6,788 in the demo,
/// most from the standard library and Foundation) for that one type, and
/// caches the answer for that type only. The engine asks a few protocols
/// about every stored property's type of every view type it meets, so those
/// scans were most of the work to a first frame and to a first key. This
/// index reads the records of the protocols the engine asks about in one
/// pass and keeps the types they name; a type is then answered by a
/// dictionary look-up:
/// - no record for the type's descriptor (nor a superclass's): it does not
///   conform;
/// - a record names it (or a superclass of it), without conditions or with
///   conditions its generic arguments meet (each asked of the index in turn):
///   it conforms, and the runtime makes its witness table from that record
///   (`swift_getWitnessTable`), as a cast does once it has found the record;
/// - otherwise (a condition of another kind than a protocol, a type the
///   records cannot name uniquely, a function or a tuple): the runtime's own
///   cast decides.
///
/// The records are read through `swift_enumerateAllMetadataSections`, the
/// runtime's list of loaded images (Swift Testing finds its tests the same
/// way); the layouts read are the runtime's stable ABI
/// (`TargetProtocolConformanceDescriptor`). `ConformanceIndexTests` checks
/// every answer against the runtime's cast.
@MainActor
enum ConformanceIndex {
    /// What the records say about one type and one protocol.
    enum Answer: Equatable {
        /// No record names the type: it does not conform.
        case no
        /// A record names it, or a superclass of it, and its conditions
        /// hold: the record's address, the metadata of the type it names and
        /// the witness tables its conditions pass to the witness table's making.
        case yes(conformance: UnsafeRawPointer, type: UnsafeRawPointer, conditions: [UnsafeRawPointer])
        /// The records do not settle it: ask the runtime.
        case unknown
    }

    /// `type` as an existential metatype of one protocol (`(any P.Type).self`),
    /// as `type as? Existential` answers, but without a scan where the
    /// records settle it.
    static func cast<Existential>(_ type: Any.Type, to _: Existential.Type) -> Existential? {
        switch answer(for: type, protocolOf: Existential.self) {
        case .no: return nil
        case .unknown: return type as? Existential
        case .yes(let conformance, let conforming, let conditions):
            guard let table = witnessTable(conformance, conforming, conditions) else {
                return type as? Existential
            }
            let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
            // An existential metatype of one protocol is its type's metadata and the witness table.
            return unsafeBitCast((metadata, table), to: Existential.self)
        }
    }

    /// Whether `type` conforms to the protocol of `existential` (`(any P.Type).self`).
    static func conforms(_ type: Any.Type, to existential: Any.Type) -> Bool {
        switch answer(for: type, protocolOf: existential) {
        case .no: return false
        case .yes: return true
        case .unknown:
            func check<M>(_: M.Type) -> Bool { type is M }
            return _openExistential(existential, do: check)
        }
    }

    /// What the records say about `type` and the one protocol of the
    /// existential metatype `existential`.
    static func answer(for type: Any.Type, protocolOf existential: Any.Type) -> Answer {
        guard let proto = protocolDescriptor(ofExistentialMetatype: existential) else { return .unknown }
        let found = answer(for: type, to: proto, depth: 0)
        // No record: unless an image was loaded since the index was made (a
        // plug-in), whose records count too.
        guard found == .no, imageCount() != sections.count else { return found }
        indexes.removeAll()
        sections = []
        return answer(for: type, to: proto, depth: 0)
    }

    private static func answer(for type: Any.Type, to proto: UnsafeRawPointer, depth: Int) -> Answer {
        let records = index(of: proto)
        var metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        switch metadata.load(as: UInt.self) {
        case 0x200...0x202:
            // A struct, an enum or an optional. A unique descriptor is one
            // address, so a record of this type names that address.
            guard let descriptor = uniqueDescriptor(of: metadata) else { return .unknown }
            guard let record = records[descriptor] else { return .no }
            return answer(for: record, of: metadata, isValueType: true, depth: depth)
        case 0:
            // A class conforms through its own records or its superclasses'.
            while true {
                guard let descriptor = uniqueDescriptor(of: metadata) else { return .unknown }
                if let record = records[descriptor] {
                    return answer(for: record, of: metadata, isValueType: false, depth: depth)
                }
                guard let superclass = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer?.self) else {
                    return .no
                }
                metadata = superclass
            }
        default:
            // A function, a tuple, an existential, a metatype: the runtime knows.
            return .unknown
        }
    }

    /// What a record says of `metadata`: its conditions checked, each a
    /// protocol a generic argument of a struct or an enum conforms to.
    private static func answer(
        for record: Record, of metadata: UnsafeRawPointer, isValueType: Bool, depth: Int
    ) -> Answer {
        guard !record.asksRuntime else { return .unknown }
        let conformance = record.conformance
        let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
        let count = Int((flags >> 8) & 0xFF)
        if count == 0 { return .yes(conformance: conformance, type: metadata, conditions: []) }
        guard isValueType, depth < 8, let arguments = typeArguments(of: metadata) else { return .unknown }
        // The requirements follow the four fields, and a retroactive conformance's context.
        var requirement = conformance + 16 + (flags & (1 << 6) != 0 ? 4 : 0)
        var conditions: [UnsafeRawPointer] = []
        for _ in 0..<count {
            defer { requirement += 12 }
            let requirementFlags = requirement.load(as: UInt32.self)
            // A protocol (kind 0), not a pack's; another kind is the runtime's to check.
            guard requirementFlags & 0x3F == 0,
                let index = parameterIndex(mangledName: relativeDirect(requirement + 4)),
                index < arguments.count,
                let required = protocolReference(requirement + 8)
            else { return .unknown }
            let argument = unsafeBitCast(arguments[index], to: Any.Type.self)
            switch answer(for: argument, to: required, depth: depth + 1) {
            case .no: return .no
            case .unknown: return .unknown
            case .yes(let inner, let innerType, let innerConditions):
                // A requirement with a key argument passes its witness table on.
                guard requirementFlags & 0x80 != 0 else { continue }
                guard let table = witnessTable(inner, innerType, innerConditions) else { return .unknown }
                conditions.append(table)
            }
        }
        return .yes(conformance: conformance, type: metadata, conditions: conditions)
    }

    private static func witnessTable(
        _ conformance: UnsafeRawPointer, _ type: UnsafeRawPointer, _ conditions: [UnsafeRawPointer]
    ) -> UnsafeRawPointer? {
        if conditions.isEmpty { return swift_getWitnessTable(conformance, type, nil) }
        return conditions.withUnsafeBufferPointer { tables in
            tables.withMemoryRebound(to: UnsafeRawPointer?.self) {
                swift_getWitnessTable(conformance, type, $0.baseAddress)
            }
        }
    }
}
