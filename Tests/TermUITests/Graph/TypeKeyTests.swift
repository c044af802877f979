import Testing

@testable import TermUI

/// A type's identity as a table key: equal for one type, apart for two, and
/// a table keyed by it finds each type's entry.
@Suite struct TypeKeyTests {
    @Test func aTableFindsEachTypesEntry() {
        let types: [Any.Type] = [
            Int.self, String.self, Double.self, Bool.self, [Int].self, Int?.self, Text.self, EmptyView.self,
            Color.self, Font.self, Axis.self, UInt8.self,
        ]
        var table: [TypeKey: Int] = [:]
        for (index, type) in types.enumerated() { table[TypeKey(type)] = index }
        #expect(table.count == types.count)
        for (index, type) in types.enumerated() { #expect(table[TypeKey(type)] == index) }
        #expect(TypeKey(Int.self) == TypeKey(ObjectIdentifier(Int.self)))
        #expect(TypeKey(Int.self)._rawHashValue(seed: 7) == TypeKey(Int.self)._rawHashValue(seed: 7))
        #expect(TypeKey(Int.self) != TypeKey(String.self))
        // The address's low bits are all zero (aligned metadata); the mixed hash's are not.
        let lowBits = Set(types.map { TypeKey($0)._rawHashValue(seed: 0) & 0xF })
        #expect(lowBits.count > 1)
    }
}
