import CSwiftRuntime

/// Answers "does this type conform to that protocol?" from the program's
/// conformance records, one pass over them per protocol, instead of one
/// pass per type.
///
/// The runtime answers a cast it has not seen before (`T.self as? any P.Type`)
/// by scanning every conformance record in the program (6,800 in the demo,
/// most from the standard library and Foundation) for that one type, and
/// caches the answer for that type only. The engine asks a few protocols
/// about every stored property's type of every view type it meets, so those
/// scans were most of the work to a first frame and to a first key. This
/// index reads the records of one protocol once and keeps the types they
/// name; a type is then answered by a dictionary look-up:
/// - no record for the type's descriptor: it does not conform;
/// - a record without conditions: it conforms, and the runtime makes its
///   witness table from that record (`swift_getWitnessTable`), as a cast does
///   once it has found the record;
/// - otherwise (a conditional conformance, a class, which inherits its
///   superclass's, a type the records cannot name uniquely): the runtime's
///   own cast decides.
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
        /// A record without conditions names it, or a superclass of it: the
        /// record's address and the metadata of the type it names.
        case yes(conformance: UnsafeRawPointer, type: UnsafeRawPointer)
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
        case .yes(let conformance, let conforming):
            guard let table = swift_getWitnessTable(conformance, conforming, nil) else {
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
        let found = answer(for: type, in: index(of: proto))
        // No record: unless an image was loaded since the index was made (a
        // plug-in), whose records count too.
        guard found == .no, imageCount() != sections.count else { return found }
        indexes.removeAll()
        sections = []
        return answer(for: type, in: index(of: proto))
    }

    private static func answer(for type: Any.Type, in records: Records) -> Answer {
        var metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        switch metadata.load(as: UInt.self) {
        case 0x200...0x202:
            // A struct, an enum or an optional.
            break
        case 0:
            // A class conforms through its own records or its superclasses'.
            while true {
                guard let descriptor = uniqueDescriptor(of: metadata) else { return .unknown }
                if let found = records[descriptor] {
                    return found.map { .yes(conformance: $0, type: metadata) } ?? .unknown
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
        // A unique descriptor is one address, so a record of this type names that address.
        guard let descriptor = uniqueDescriptor(of: metadata) else { return .unknown }
        guard let found = records[descriptor] else { return .no }
        return found.map { .yes(conformance: $0, type: metadata) } ?? .unknown
    }

    // MARK: The index

    /// One protocol's records: for each type descriptor, the record without
    /// conditions (nil when every record of it has some).
    private typealias Records = [UnsafeRawPointer: UnsafeRawPointer?]

    private static var indexes: [UnsafeRawPointer: Records] = [:]

    /// Each loaded image's conformance records (`swift5_protocol_conformances`):
    /// 32-bit offsets, each from its own address to a conformance descriptor.
    private static var sections: [UnsafeBufferPointer<Int32>] = []

    /// The protocols the engine asks about, indexed together in one pass
    /// over the records the first time any is asked (a pass per protocol
    /// cost 2.1 M instructions to the demo's first frame). Another protocol
    /// gets a pass of its own.
    private static let engineProtocols: [Any.Type] = [
        (any _ViewGraphSpecial.Type).self, (any Equatable.Type).self, (any InputComparable.Type).self,
        (any StoredOptional.Type).self, (any StoredCollection.Type).self, (any View.Type).self,
        (any ShapeStyle.Type).self, (any GraphBindable.Type).self, (any DynamicProperty.Type).self,
        (any ViewModifier.Type).self, (any OptionalField.Type).self, (any ListRowTextContent.Type).self,
        (any SingleContentView.Type).self, (any ListRowActivating.Type).self,
    ]

    private static func index(of proto: UnsafeRawPointer) -> Records {
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
                let conditions = (flags >> 8) & 0xFF
                let packConditions = (flags >> 24) & 0xFF
                let unconditional = conditions == 0 && packConditions == 0 && flags & (1 << 18) == 0
                if let known = found[slot][type], known != nil { continue }
                found[slot][type] = unconditional ? conformance : nil
            }
        }
        for (slot, wantedProtocol) in wanted.enumerated() { indexes[wantedProtocol] = found[slot] }
        return found[0]
    }

    // MARK: Reading the records

    /// The conformance record sections of every loaded image.
    private static func conformanceSections() -> [UnsafeBufferPointer<Int32>] {
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

    private static func imageCount() -> Int {
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
    private static func relativeIndirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.load(as: Int32.self))
        if offset & 1 == 0 { return field + offset }
        return (field + (offset & ~1)).load(as: UnsafeRawPointer?.self)
    }

    /// The conforming type's descriptor, or nil for a kind this index does
    /// not read (an Objective-C class).
    private static func typeDescriptor(of conformance: UnsafeRawPointer, flags: UInt32) -> UnsafeRawPointer? {
        let field = conformance + 4
        let offset = Int(field.load(as: Int32.self))
        switch (flags >> 3) & 0x7 {
        case 0: return field + offset
        case 1: return (field + offset).load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// A context descriptor's "unique" flag: two descriptors of one type are one address.
    private static func isUnique(_ descriptor: UnsafeRawPointer) -> Bool {
        descriptor.load(as: UInt32.self) & 0x40 != 0
    }

    /// A nominal type's descriptor when it is unique (an imported C type's is not).
    private static func uniqueDescriptor(of metadata: UnsafeRawPointer) -> UnsafeRawPointer? {
        guard let descriptor = swift_getTypeContextDescriptor(metadata), isUnique(descriptor) else {
            return nil
        }
        return descriptor
    }

    /// The protocol of `(any P).Type`: an existential metatype's instance
    /// type is an existential whose one protocol (and no superclass) it names.
    private static func protocolDescriptor(ofExistentialMetatype type: Any.Type) -> UnsafeRawPointer? {
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
