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
    struct Box<Value> { var value: Value }
    struct Pair<First, Second> {
        var first: First
        var second: Second
    }
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
        (any View).self, Int.Type.self, Box<Int>.self, Box<Plain>.self, Box<Box<Int>>.self,
        Box<Box<Plain>>.self, Pair<Int, String>.self, Pair<Int, Plain>.self, [[Int]].self,
        [String: [Int]].self,
        Set<Int>?.self, [Same].self, Box<[Int]>.self,
    ]

    /// Each protocol as an existential metatype, with the runtime's own answer.
    static let protocols: [(existential: Any.Type, runtime: (Any.Type) -> Bool)] = [
        ((any Equatable.Type).self, { $0 is any Equatable.Type }),
        ((any Hashable.Type).self, { $0 is any Hashable.Type }),
        ((any View.Type).self, { $0 is any View.Type }),
        ((any _ViewGraphSpecial.Type).self, { $0 is any _ViewGraphSpecial.Type }),
        ((any DynamicProperty.Type).self, { $0 is any DynamicProperty.Type }),
        ((any CustomStringConvertible.Type).self, { $0 is any CustomStringConvertible.Type }),
        ((any Collection.Type).self, { $0 is any Collection.Type }),
    ]

    @Test func everyAnswerIsTheRuntimesAnswer() {
        for type in Self.types {
            for (existential, runtime) in Self.protocols {
                #expect(
                    ConformanceIndex.conforms(type, to: existential) == runtime(type),
                    "\(type), \(existential)")
            }
            #expect(
                (ConformanceIndex.cast(type, to: (any Equatable.Type).self) != nil)
                    == (type is any Equatable.Type),
                "\(type)")
        }
    }

    /// What the records settle: a type with no record (nor a superclass with
    /// one) does not conform; one with a record without conditions does, and
    /// one whose conditions its generic arguments meet; a function is the
    /// runtime's to answer.
    @Test func theRecordsSettleValueTypesWithoutConditions() {
        #expect(ConformanceIndex.answer(for: Plain.self, protocolOf: (any Equatable.Type).self) == .no)
        #expect(ConformanceIndex.answer(for: TupleView.self, protocolOf: (any Equatable.Type).self) == .no)
        #expect(isYes(ConformanceIndex.answer(for: Same.self, protocolOf: (any Equatable.Type).self)))
        #expect(isYes(ConformanceIndex.answer(for: Text.self, protocolOf: (any _ViewGraphSpecial.Type).self)))
        #expect(isYes(ConformanceIndex.answer(for: Counter.self, protocolOf: (any View.Type).self)))
        #expect(isYes(ConformanceIndex.answer(for: [Int].self, protocolOf: (any Equatable.Type).self)))
        #expect(ConformanceIndex.answer(for: [Plain].self, protocolOf: (any Equatable.Type).self) == .no)
        #expect(
            isYes(ConformanceIndex.answer(for: Box<Box<Int>>.self, protocolOf: (any Equatable.Type).self)))
        #expect(
            ConformanceIndex.answer(for: Box<Box<Plain>>.self, protocolOf: (any Equatable.Type).self) == .no)
        #expect(
            isYes(ConformanceIndex.answer(for: Pair<Int, String>.self, protocolOf: (any Hashable.Type).self)))
        #expect(
            ConformanceIndex.answer(for: Pair<Int, Plain>.self, protocolOf: (any Hashable.Type).self) == .no)
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
        // Through a conditional record, with its conditions' witnesses.
        let box = try #require(ConformanceIndex.cast(Box<[Int]>.self, to: (any Equatable.Type).self))
        let boxes = (
            compare(box, Box(value: [1, 2]), Box(value: [1, 2])),
            compare(box, Box(value: [1]), Box(value: [2]))
        )
        #expect(boxes == (true, false))
        let pair = try #require(ConformanceIndex.cast(Pair<Int, String>.self, to: (any Hashable.Type).self))
        #expect(hash(pair, Pair(first: 1, second: "a")) == Pair(first: 1, second: "a").hashValue)
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

extension ConformanceIndexTests.Box: Equatable where Value: Equatable {}
extension ConformanceIndexTests.Pair: Equatable where First: Equatable, Second: Equatable {}
extension ConformanceIndexTests.Pair: Hashable where First: Hashable, Second: Hashable {}
