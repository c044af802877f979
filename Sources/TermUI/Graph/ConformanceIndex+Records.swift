import CSwiftRuntime

/// The index itself and what it reads: the records' sections, a
/// conformance descriptor's fields, a type's descriptor and arguments
/// (ConformanceIndex.swift answers from them).
extension ConformanceIndex {
    // MARK: The index

    /// A type's record for one protocol: one without conditions when there is
    /// one, else the one with conditions, which the index checks when it is
    /// the only one and it can read them all.
    struct Record {
        var conformance: UnsafeRawPointer
        /// Several conditional records, or one whose conditions this index
        /// does not read (a pack's, a protocol's own conformance): the
        /// runtime's cast decides.
        var asksRuntime = false
    }

    /// One protocol's records, by type descriptor.
    typealias Records = [UnsafeRawPointer: Record]

    static var indexes: [UnsafeRawPointer: Records] = [:]

    /// Each loaded image's conformance records (`swift5_protocol_conformances`):
    /// 32-bit offsets, each from its own address to a conformance descriptor.
    static var sections: [UnsafeBufferPointer<Int32>] = []

    /// The protocols the engine asks about, indexed together in one pass
    /// over the records the first time any is asked (a pass per protocol
    /// cost 2.1 M instructions to the demo's first frame). Another protocol
    /// gets a pass of its own.
    static let engineProtocols: [Any.Type] = [
        (any _ViewGraphSpecial.Type).self, (any Equatable.Type).self, (any InputComparable.Type).self,
        (any StoredOptional.Type).self, (any StoredCollection.Type).self, (any View.Type).self,
        (any ShapeStyle.Type).self, (any GraphBindable.Type).self, (any DynamicProperty.Type).self,
        (any ViewModifier.Type).self, (any ListRowTextContent.Type).self,
        (any SingleContentView.Type).self, (any ListRowActivating.Type).self, (any CopySource.Type).self,
        (any ListContent.Type).self, (any ListTaggedContent.Type).self,
    ]

    static func index(of proto: UnsafeRawPointer) -> Records {
        if let records = indexes[proto] { return records }
        if sections.isEmpty { sections = conformanceSections() }
        var wanted = [proto]
        for type in engineProtocols {
            if let other = protocolDescriptor(ofExistentialMetatype: type), other != proto,
                indexes[other] == nil
            {
                wanted.append(other)
            }
        }
        var found = [Records](repeating: [:], count: wanted.count)
        for section in sections {
            guard let base = section.baseAddress else { continue }
            for index in 0..<section.count {
                let record = UnsafeRawPointer(base + index)
                let conformance = record + Int(section[index])
                guard let recordProtocol = relativeIndirectable(conformance),
                    let slot = wanted.firstIndex(of: recordProtocol)
                else { continue }
                let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
                guard let type = typeDescriptor(of: conformance, flags: flags) else { continue }
                // A pack's conditions and a protocol's own conformance are not read here.
                let readable = (flags >> 24) & 0xFF == 0 && flags & (1 << 18) == 0
                let unconditional = readable && (flags >> 8) & 0xFF == 0
                if var known = found[slot][type] {
                    let knownFlags = known.conformance.load(fromByteOffset: 12, as: UInt32.self)
                    if !known.asksRuntime && (knownFlags >> 8) & 0xFF == 0 { continue }
                    if unconditional {
                        known = Record(conformance: conformance)
                    } else {
                        known.asksRuntime = true
                    }
                    found[slot][type] = known
                } else {
                    found[slot][type] = Record(conformance: conformance, asksRuntime: !readable)
                }
            }
        }
        for (slot, wantedProtocol) in wanted.enumerated() { indexes[wantedProtocol] = found[slot] }
        return found[0]
    }

    // MARK: Reading the records

    /// The conformance record sections of every loaded image.
    static func conformanceSections() -> [UnsafeBufferPointer<Int32>] {
        var found: [UnsafeBufferPointer<Int32>] = []
        withUnsafeMutablePointer(to: &found) { context in
            swift_enumerateAllMetadataSections(
                { sections, context in
                    guard let sections, let context else { return true }
                    // `swift5_protocol_conformances`: start and length, after
                    // the version, a reserved word, two links and `swift5_protocols`.
                    let start = sections.load(fromByteOffset: 48, as: UInt.self)
                    let length = sections.load(fromByteOffset: 56, as: UInt.self)
                    let records = UnsafePointer<Int32>(bitPattern: start)
                    context.assumingMemoryBound(to: [UnsafeBufferPointer<Int32>].self).pointee.append(
                        UnsafeBufferPointer(start: records, count: records == nil ? 0 : Int(length) / 4))
                    return true
                }, context)
        }
        return found
    }

    static func imageCount() -> Int {
        var count = 0
        withUnsafeMutablePointer(to: &count) { context in
            swift_enumerateAllMetadataSections(
                { _, context in
                    context?.assumingMemoryBound(to: Int.self).pointee += 1
                    return true
                }, context)
        }
        return count
    }

    /// The protocol a conformance is of: a relative pointer, indirect when its low bit is set.
    static func relativeIndirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.load(as: Int32.self))
        if offset & 1 == 0 { return field + offset }
        return (field + (offset & ~1)).load(as: UnsafeRawPointer?.self)
    }

    /// The conforming type's descriptor, or nil for a kind this index does
    /// not read (an Objective-C class).
    static func typeDescriptor(of conformance: UnsafeRawPointer, flags: UInt32) -> UnsafeRawPointer? {
        let field = conformance + 4
        let offset = Int(field.load(as: Int32.self))
        switch (flags >> 3) & 0x7 {
        case 0: return field + offset
        case 1: return (field + offset).load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// A context descriptor's "unique" flag: two descriptors of one type are one address.
    static func isUnique(_ descriptor: UnsafeRawPointer) -> Bool {
        descriptor.load(as: UInt32.self) & 0x40 != 0
    }

    /// A relative pointer's target.
    static func relativeDirect(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.load(as: Int32.self))
    }

    /// A requirement's protocol: a relative pointer, indirect when its low
    /// bit is set; the next bit marks an Objective-C protocol (nil).
    static func protocolReference(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.load(as: Int32.self))
        guard offset & 2 == 0 else { return nil }
        if offset & 1 == 0 { return field + offset }
        return (field + (offset & ~3)).load(as: UnsafeRawPointer?.self)
    }

    /// The index of the generic parameter a mangled name names, when it is
    /// one of the type's own (depth 0): `x`, `q_`, `q0_`, `q1_`...
    static func parameterIndex(mangledName name: UnsafeRawPointer) -> Int? {
        let bytes = name.assumingMemoryBound(to: UInt8.self)
        if bytes[0] == UInt8(ascii: "x") { return bytes[1] == 0 ? 0 : nil }
        guard bytes[0] == UInt8(ascii: "q") else { return nil }
        if bytes[1] == UInt8(ascii: "_") { return bytes[2] == 0 ? 1 : nil }
        var index = 0
        var position = 1
        while (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            index = index * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        guard position > 1, bytes[position] == UInt8(ascii: "_"), bytes[position + 1] == 0 else { return nil }
        return index + 2
    }

    /// A generic struct's or enum's type arguments, which its metadata keeps
    /// after its kind and its descriptor, when every generic parameter is a
    /// type (nil for a pack or a value parameter, laid out otherwise).
    static func typeArguments(of metadata: UnsafeRawPointer) -> [UnsafeRawPointer]? {
        guard let descriptor = uniqueDescriptor(of: metadata),
            descriptor.load(as: UInt32.self) & 0x80 != 0
        else { return nil }
        // A struct's and an enum's descriptor: seven 32-bit fields, two more
        // of the generic header, the parameter count, and a byte a parameter.
        let count = Int(descriptor.load(fromByteOffset: 36, as: UInt16.self))
        var arguments: [UnsafeRawPointer] = []
        for index in 0..<count {
            // A type parameter with a key argument.
            guard descriptor.load(fromByteOffset: 44 + index, as: UInt8.self) == 0x80 else { return nil }
            arguments.append(metadata.load(fromByteOffset: 16 + 8 * index, as: UnsafeRawPointer.self))
        }
        return arguments
    }

    /// A nominal type's descriptor when it is unique (an imported C type's is not).
    static func uniqueDescriptor(of metadata: UnsafeRawPointer) -> UnsafeRawPointer? {
        guard let descriptor = swift_getTypeContextDescriptor(metadata), isUnique(descriptor) else {
            return nil
        }
        return descriptor
    }

    /// The protocol of `(any P).Type`: an existential metatype's instance
    /// type is an existential whose one protocol (and no superclass) it names.
    static func protocolDescriptor(ofExistentialMetatype type: Any.Type) -> UnsafeRawPointer? {
        let metatype = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // Existential metatype 0x306, existential 0x303.
        guard metatype.load(as: UInt.self) == 0x306,
            let existential = metatype.load(fromByteOffset: 8, as: UnsafeRawPointer?.self),
            existential.load(as: UInt.self) == 0x303
        else { return nil }
        let flags = existential.load(fromByteOffset: 8, as: UInt32.self)
        let protocols = existential.load(fromByteOffset: 12, as: UInt32.self)
        // One protocol, no superclass constraint, a Swift protocol (not Objective-C).
        guard protocols == 1, flags & 0x4000_0000 == 0,
            let proto = existential.load(fromByteOffset: 16, as: UnsafeRawPointer?.self),
            UInt(bitPattern: proto) & 1 == 0
        else { return nil }
        return proto
    }
}
