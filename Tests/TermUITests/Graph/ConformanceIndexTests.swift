import Testing

@testable import TermUI

/// The conformance index answers every question as the runtime's cast does,
/// and settles from the records alone what the records can settle.
@MainActor
@Suite struct ConformanceIndexTests {
    private struct Plain { var name: String }
    private struct Same: Equatable { var name: String }
    private enum Choice: Hashable {
        case one
        case two(String)
    }
    private final class Object: Equatable {
        static func == (lhs: Object, rhs: Object) -> Bool { lhs === rhs }
    }
    private final class Derived: Base {}
    private class Base: CustomStringConvertible { var description: String { "base" } }
    private struct Counter: View {
        @State var count = 0
        var body: some View { Text("\(count)") }
    }

    static let types: [Any.Type] = [
        Int.self, String.self, Substring.self, Double.self, Bool.self, [Int].self, [Plain].self, Int?.self,
        Plain?.self, [String: Int].self, Set<Int>.self, Plain.self, Same.self, Choice.self, Object.self,
        Derived.self, Text.self, Counter.self, EmptyView.self, TupleView.self,
        VStack<Text>.self, Text?.self, ModifiedContent<Text, PaddingModifierProbe>.self, State<Int>.self,
        Binding<Int>.self, Environment<Int>.self, Color.self, Font.self, HorizontalAlignment.self,
        ForEach<[Int], Int, Text>.self, AnyView.self, (() -> Void).self, (Int, Int).self, Any.self,
        (any View).self, Int.Type.self,
    ]

    @Test func everyAnswerIsTheRuntimesAnswer() {
        for type in Self.types {
            #expect(
                ConformanceIndex.conforms(type, to: (any Equatable.Type).self) == (type is any Equatable.Type)
            )
            #expect(
                ConformanceIndex.conforms(type, to: (any Hashable.Type).self) == (type is any Hashable.Type))
            #expect(ConformanceIndex.conforms(type, to: (any View.Type).self) == (type is any View.Type))
            #expect(
                ConformanceIndex.conforms(type, to: (any _ViewGraphSpecial.Type).self)
                    == (type is any _ViewGraphSpecial.Type))
            #expect(
                ConformanceIndex.conforms(type, to: (any DynamicProperty.Type).self)
                    == (type is any DynamicProperty.Type))
            #expect(
                ConformanceIndex.conforms(type, to: (any CustomStringConvertible.Type).self)
                    == (type is any CustomStringConvertible.Type))
            #expect(
                ConformanceIndex.conforms(type, to: (any Collection.Type).self)
                    == (type is any Collection.Type))
            #expect(
                (ConformanceIndex.cast(type, to: (any Equatable.Type).self) != nil)
                    == (type is any Equatable.Type))
        }
    }

    /// What the records settle: a type with no record (nor a superclass with
    /// one) does not conform, one with a record without conditions does; a
    /// conditional conformance and a function are the runtime's to answer.
    @Test func theRecordsSettleValueTypesWithoutConditions() {
        #expect(ConformanceIndex.answer(for: Plain.self, protocolOf: (any Equatable.Type).self) == .no)
        #expect(ConformanceIndex.answer(for: TupleView.self, protocolOf: (any Equatable.Type).self) == .no)
        #expect(isYes(ConformanceIndex.answer(for: Same.self, protocolOf: (any Equatable.Type).self)))
        #expect(isYes(ConformanceIndex.answer(for: Text.self, protocolOf: (any _ViewGraphSpecial.Type).self)))
        #expect(isYes(ConformanceIndex.answer(for: Counter.self, protocolOf: (any View.Type).self)))
        #expect(ConformanceIndex.answer(for: [Int].self, protocolOf: (any Equatable.Type).self) == .unknown)
        #expect(isYes(ConformanceIndex.answer(for: Object.self, protocolOf: (any Equatable.Type).self)))
        #expect(
            isYes(
                ConformanceIndex.answer(
                    for: Derived.self, protocolOf: (any CustomStringConvertible.Type).self)))
        #expect(ConformanceIndex.answer(for: Derived.self, protocolOf: (any Equatable.Type).self) == .no)
        #expect(
            ConformanceIndex.answer(for: (() -> Void).self, protocolOf: (any Equatable.Type).self) == .unknown
        )
    }

    /// A witness table made from a record works as the runtime's does: `==` through it compares.
    @Test func aCastFromARecordCallsTheTypesOwnWitnesses() throws {
        let equatable = try #require(ConformanceIndex.cast(Same.self, to: (any Equatable.Type).self))
        func compare<E: Equatable>(_: E.Type, _ lhs: Any, _ rhs: Any) -> Bool { lhs as! E == rhs as! E }
        let same = compare(equatable, Same(name: "a"), Same(name: "a"))
        let different = compare(equatable, Same(name: "a"), Same(name: "b"))
        #expect(same && !different)
        let hashable = try #require(ConformanceIndex.cast(Choice.self, to: (any Hashable.Type).self))
        func hash<H: Hashable>(_: H.Type, _ value: Any) -> Int { (value as! H).hashValue }
        let hashed = hash(hashable, Choice.two("x"))
        #expect(hashed == Choice.two("x").hashValue)
        // Through a superclass's record, with the superclass's witnesses.
        let describable = try #require(
            ConformanceIndex.cast(Derived.self, to: (any CustomStringConvertible.Type).self))
        func describe<D: CustomStringConvertible>(_: D.Type, _ value: Any) -> String {
            (value as! D).description
        }
        let description = describe(describable, Derived())
        #expect(description == "base")
    }

    private func isYes(_ answer: ConformanceIndex.Answer) -> Bool {
        if case .yes = answer { return true }
        return false
    }
}

/// A view modifier for the list above (a `ModifiedContent` of a modifier with no conformances of its own).
struct PaddingModifierProbe: ViewModifier {
    func body(content: Content) -> some View { content }
}
