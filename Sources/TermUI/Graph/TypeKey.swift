/// A type's identity as a dictionary key, hashed by its address alone.
///
/// The engine keeps tables by type: an environment's values by key type, the
/// comparison plans by view type. A type's identity is no input an attacker
/// chooses, and the full hash of an `ObjectIdentifier` was a third of a look-up
/// (about 350 look-ups a key on the context screen, as environments are handed
/// down and compared).
struct TypeKey: Hashable {
    let id: ObjectIdentifier

    init(_ id: ObjectIdentifier) { self.id = id }
    init(_ type: Any.Type) { id = ObjectIdentifier(type) }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    func _rawHashValue(seed: Int) -> Int {
        // Mixed so the low bits a table uses differ (type metadata is aligned).
        var bits = UInt(bitPattern: id) ^ UInt(bitPattern: seed)
        bits ^= bits >> 29
        bits &*= 0xBF58_476D_1CE4_E5B9
        bits ^= bits >> 32
        return Int(bitPattern: bits)
    }
}
