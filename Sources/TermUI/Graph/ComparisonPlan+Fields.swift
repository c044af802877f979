@_spi(Reflection) import Swift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The rules for a type's stored parts: plain-data byte ranges, fields one
/// by one, an enum's case and payload (ComparisonPlan.swift holds the rules
/// for a whole type and the plan itself).
extension ComparisonPlan {
    /// Byte ranges, compared with `memcmp` (a range per run of fields, so padding is never read).
    static func bytesRule(_ ranges: [Range<Int>]) -> Compare {
        if ranges.count == 1, let range = ranges.first, range.lowerBound == 0, range.count == 8 {
            return { lhs, rhs in lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self) }
        }
        return { lhs, rhs in
            for range in ranges where memcmp(lhs + range.lowerBound, rhs + range.lowerBound, range.count) != 0
            {
                return false
            }
            return true
        }
    }

    /// The bytes of plain data, field by field down to the leaves, merged where they touch.
    static func plainDataRanges(of type: Any.Type, at base: Int, into ranges: inout [Range<Int>]) {
        let kind = FieldKind.of(type)
        if kind == .struct || kind == .tuple {
            var fields: [(offset: Int, type: Any.Type)] = []
            _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
                fields.append((offset, fieldType))
                return true
            }
            if !fields.isEmpty || size(of: type) == 0 {
                for field in fields {
                    plainDataRanges(of: field.type, at: base + field.offset, into: &ranges)
                }
                return
            }
        }
        let size = size(of: type)
        guard size > 0 else { return }
        if let last = ranges.last, last.upperBound == base {
            ranges[ranges.count - 1] = last.lowerBound..<(base + size)
        } else {
            ranges.append(base..<(base + size))
        }
    }

    static func size(of type: Any.Type) -> Int {
        func measure<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: measure)
    }

    /// Field by field, in declaration order (each field's own plan).
    static func fieldsRule<T>(
        for _: T.Type, skippingViews: Bool, excluding excluded: Set<Int> = []
    ) -> (Compare, isNeverEqual: Bool) {
        var fields: [(offset: Int, compare: Compare)] = []
        var isNeverEqual = false
        _ = _forEachField(of: T.self, options: []) { _, offset, fieldType, kind in
            if excluded.contains(offset) { return true }
            if skippingViews, isViewContent(fieldType, kind: kind) { return true }
            if skippingViews, kind == .enum,
                !ConformanceIndex.conforms(fieldType, to: (any Equatable.Type).self)
            {
                // A branch's storage: its case matters, its view payload is content.
                fields.append((offset, enumRule(fieldType, payloadViewsAreContent: true)))
                return true
            }
            let plan = ValueComparison.plan(for: fieldType)
            if plan.isNeverEqual {
                isNeverEqual = true
                return false
            }
            fields.append((offset, plan.compare))
            return true
        }
        if isNeverEqual { return ({ _, _ in false }, true) }
        if fields.isEmpty { return ({ _, _ in true }, false) }
        if fields.count == 1, let only = fields.first {
            let (offset, compare) = only
            return ({ lhs, rhs in compare(lhs + offset, rhs + offset) }, false)
        }
        return (
            { lhs, rhs in
                for field in fields where !field.compare(lhs + field.offset, rhs + field.offset) {
                    return false
                }
                return true
            }, false
        )
    }

    /// A view, an existential view or an array of them: a child of a content-forwarding view.
    /// A shape style that is also a view (a `Color`, a gradient) is a value the
    /// modifier holds (`.background(.blue)`, `.accentColor(.green)`), compared as data.
    static func isViewContent(_ type: Any.Type, kind: FieldKind) -> Bool {
        switch kind {
        case .optional:
            guard let optional = ConformanceIndex.cast(type, to: (any StoredOptional.Type).self) else {
                return false
            }
            return isViewContent(optional.storedWrappedType, kind: FieldKind.of(optional.storedWrappedType))
        case .existential:
            return type == (any View).self
        case .struct, .enum, .class:
            if type == [any View].self { return true }
            // Plain data is compared as data, a view or not (a `Spacer` is
            // compared by the stack that holds it, cheaply): lengths,
            // alignments and insets are never asked whether they are views,
            // a scan of every conformance record for each type's first time.
            if PropertyBinder.isPlainData(type) { return false }
            return ConformanceIndex.conforms(type, to: (any View.Type).self)
                && !ConformanceIndex.conforms(type, to: (any ShapeStyle.Type).self)
        default:
            // A function, a tuple or a metatype is never a view.
            return false
        }
    }

    /// An enum that is neither `Equatable` nor plain data: the same case, then
    /// the same payload. The runtime shows an enum's case only through a
    /// `Mirror`, so this one rule reflects (on the values, never a description).
    static func enumRule(_ type: Any.Type, payloadViewsAreContent: Bool) -> Compare {
        func make<T>(_: T.Type) -> Compare {
            { lhs, rhs in
                let left = Mirror(reflecting: lhs.assumingMemoryBound(to: T.self).pointee).children.first
                let right = Mirror(reflecting: rhs.assumingMemoryBound(to: T.self).pointee).children.first
                switch (left, right) {
                case (nil, nil): return true
                case (let left?, let right?):
                    guard left.label == right.label else { return false }
                    if payloadViewsAreContent, left.value is any View, !(left.value is any ShapeStyle) {
                        return true
                    }
                    return ValueComparison.areEqual(left.value, right.value)
                default: return false
                }
            }
        }
        return _openExistential(type, do: make)
    }
}

/// The runtime's kind of a type (struct, enum, class, function, existential...).
typealias FieldKind = _MetadataKind

extension _MetadataKind {
    /// The kind of `type`: the standard library reports it for fields, so this
    /// asks for the one field of a wrapper.
    @MainActor static func of(_ type: Any.Type) -> _MetadataKind {
        func probe<T>(_: T.Type) -> _MetadataKind {
            var kind = _MetadataKind.unknown
            _ = _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, fieldKind in
                kind = fieldKind
                return false
            }
            return kind
        }
        return _openExistential(type, do: probe)
    }
}

/// A struct of one field, whose kind `_forEachField` reports.
private struct KindProbe<T> {
    var value: T
}
