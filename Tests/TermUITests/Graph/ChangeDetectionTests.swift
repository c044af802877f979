import CursesKit
import Observation
import Testing

@testable import TermUI

/// A view's body is evaluated again exactly when one of its stored
/// properties changed, whatever the property's kind and depth, with no list
/// of fields kept anywhere: each change below is one evaluation, each
/// re-render of the parent that hands the same values on is none.
@MainActor
@Suite struct ChangeDetectionTests {
    final class Counter {
        var count = 0
        func bump() { count += 1 }
    }

    final class Reference {}

    /// Plain data with padding between its fields (compared field by field, never the padding).
    struct PlainData {
        var small: Int8 = 0
        var large: Int64 = 0
        var ratio = 0.5
        var flag = false
    }

    /// An enum whose payload is not plain data, and that is not `Equatable`.
    enum Payload {
        case none
        case named(String, [Int])
    }

    /// Twenty structs deep, a string at the bottom.
    struct Nest<Inner> {
        var inner: Inner
    }
    typealias Nest4<Inner> = Nest<Nest<Nest<Nest<Inner>>>>
    typealias Deep = Nest4<Nest4<Nest4<Nest4<Nest4<String>>>>>

    nonisolated static func nest4<Inner>(_ inner: Inner) -> Nest4<Inner> {
        Nest(inner: Nest(inner: Nest(inner: Nest(inner: inner))))
    }

    nonisolated static func deep(_ leaf: String) -> Deep {
        nest4(nest4(nest4(nest4(nest4(leaf)))))
    }

    /// `==` ignores `note`: an Equatable field is compared with its own `==`.
    struct Tagged: Equatable {
        var id: Int
        var note: String
        static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
    }

    /// Not Equatable: compared field by field.
    struct Custom {
        var name: String
        var scores: [Double]
    }

    /// One field of each kind.
    struct Fields {
        var plain = PlainData()
        var payload = Payload.named("a", [1])
        var deep = ChangeDetectionTests.deep("bottom")
        var array = [1, 2, 3]
        var customs = [Custom(name: "x", scores: [1])]
        var dictionary: [String: Custom] = ["k": Custom(name: "y", scores: [2])]
        var reference = Reference()
        var tagged = Tagged(id: 1, note: "first")
        var custom = Custom(name: "z", scores: [3])
        var optional: Custom? = Custom(name: "o", scores: [])
        var existential: Any = Custom(name: "e", scores: [4])
    }

    @Observable
    final class Driver {
        var fields = Fields()
        var tick = 0
    }

    struct Parent: View {
        let driver: Driver
        let counter: Counter
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("tick \(driver.tick)")
                FieldView(field: driver.fields, counter: counter)
            }
        }
    }

    /// Holds one value as a field, and counts its evaluations.
    struct FieldView<Field>: View {
        let field: Field
        let counter: Counter
        var body: some View {
            let _ = counter.bump()
            Text("field")
        }
    }

    enum Change: String, CaseIterable, Sendable {
        case plainSmall, plainLarge, plainDouble, plainBool
        case enumCase, enumPayload, deepLeaf, arrayElement, arrayCount, nonEquatableArrayElement
        case dictionaryValue, dictionaryKey, reference, equatableCompared, custom, optionalToNil
        case optionalPayload, existentialPayload, existentialType

        /// Makes the change, which must be seen.
        func apply(to fields: inout Fields) {
            switch self {
            case .plainSmall: fields.plain.small = 1
            case .plainLarge: fields.plain.large = 1 << 40
            case .plainDouble: fields.plain.ratio = 0.25
            case .plainBool: fields.plain.flag = true
            case .enumCase: fields.payload = .none
            case .enumPayload: fields.payload = .named("a", [1, 2])
            case .deepLeaf: fields.deep = ChangeDetectionTests.deep("changed")
            case .arrayElement: fields.array[1] = 20
            case .arrayCount: fields.array.append(4)
            case .nonEquatableArrayElement: fields.customs[0].scores[0] = 9
            case .dictionaryValue: fields.dictionary["k"]?.name = "changed"
            case .dictionaryKey: fields.dictionary = ["other": Custom(name: "y", scores: [2])]
            case .reference: fields.reference = Reference()
            case .equatableCompared: fields.tagged.id = 2
            case .custom: fields.custom.name = "changed"
            case .optionalToNil: fields.optional = nil
            case .optionalPayload: fields.optional?.scores.append(1)
            case .existentialPayload: fields.existential = Custom(name: "e", scores: [5])
            case .existentialType: fields.existential = "a string now"
            }
        }
    }

    @Test(arguments: Change.allCases)
    func eachChangeEvaluatesTheBodyOnceAndEachNonChangeNever(_ change: Change) {
        let driver = Driver()
        let counter = Counter()
        let host = HeadlessHost(size: Size(width: 20, height: 2)) { Parent(driver: driver, counter: counter) }
        #expect(counter.count == 1)

        driver.tick += 1
        host.runPendingWork()
        #expect(host.lines[0].hasPrefix("tick 1"), "the parent rendered again")
        #expect(counter.count == 1, "the same fields, handed on again: no evaluation")

        // The same values rebuilt from scratch (new arrays, strings, boxes) are the same input.
        let reference = driver.fields.reference
        driver.fields = Fields()
        driver.fields.reference = reference
        host.runPendingWork()
        #expect(counter.count == 1, "equal values, newly made: no evaluation")

        change.apply(to: &driver.fields)
        host.runPendingWork()
        #expect(counter.count == 2, "\(change): one evaluation")

        driver.tick += 1
        host.runPendingWork()
        #expect(counter.count == 2, "\(change): unchanged since, no evaluation")
    }

    @Test func aFieldThatEqualsIgnoresIsNoChange() {
        let driver = Driver()
        let counter = Counter()
        let host = HeadlessHost(size: Size(width: 20, height: 2)) { Parent(driver: driver, counter: counter) }
        driver.fields.tagged.note = "ignored by =="
        host.runPendingWork()
        #expect(counter.count == 1)
    }

    /// Plain data whose `==` ignores `shade`.
    struct Shaded: Equatable {
        var value: Int
        var shade: Int
        static func == (lhs: Shaded, rhs: Shaded) -> Bool { lhs.value == rhs.value }
    }

    @Observable
    final class ShadedDriver {
        var shaded = Shaded(value: 1, shade: 1)
    }

    /// Plain data itself (it counts its evaluations in a static), and
    /// `Equatable` through ``Shaded``'s `==`.
    struct ShadedView: View, Equatable {
        static var evaluations = 0
        static func evaluated() { evaluations += 1 }
        let shaded: Shaded
        var body: some View {
            let _ = Self.evaluated()
            Text("view")
        }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.shaded == rhs.shaded }
    }

    struct ShadedParent: View {
        let driver: ShadedDriver
        let field: Counter
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                FieldView(field: driver.shaded, counter: field)
                ShadedView(shaded: driver.shaded)
            }
        }
    }

    /// SwiftUI compares a plain-data field by its bytes rather than its `==`;
    /// a view's own `==` still decides for the view, plain data or not.
    @Test func aPlainDataFieldIsComparedByItsBytesAndAViewByItsEquals() {
        #expect(_isPOD(Shaded.self) && _isPOD(ShadedView.self))
        ShadedView.evaluations = 0
        let driver = ShadedDriver()
        let field = Counter()
        let host = HeadlessHost(size: Size(width: 20, height: 2)) {
            ShadedParent(driver: driver, field: field)
        }
        driver.shaded.shade = 2
        host.runPendingWork()
        #expect(field.count == 2, "the field's bytes changed: one evaluation")
        #expect(ShadedView.evaluations == 1, "the view's == ignores the shade: none")
        driver.shaded.value = 2
        host.runPendingWork()
        #expect(field.count == 3)
        #expect(ShadedView.evaluations == 2)
    }

    /// A closure is never the same input: the view re-renders with its parent.
    struct ClosureView: View {
        let action: () -> Void
        let counter: Counter
        var body: some View {
            let _ = counter.bump()
            Text("closure")
        }
    }

    /// The same view, `Equatable` on its counter only: its `==` says the closure does not matter.
    struct EquatableClosureView: View, Equatable {
        let action: () -> Void
        let counter: Counter
        var body: some View {
            let _ = counter.bump()
            Text("closure")
        }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
            MainActor.assumeIsolated { lhs.counter === rhs.counter }
        }
    }

    struct ClosureParent: View {
        let driver: Driver
        let plain: Counter
        let equatable: Counter
        let wrapped: Counter
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("tick \(driver.tick)")
                ClosureView(action: {}, counter: plain)
                EquatableClosureView(action: {}, counter: equatable)
                ClosureView(action: {}, counter: wrapped).equatableByCounter()
            }
        }
    }

    @Test func aClosureAlwaysChangesUnlessTheViewsEqualitySaysOtherwise() {
        let driver = Driver()
        let plain = Counter()
        let equatable = Counter()
        let wrapped = Counter()
        let host = HeadlessHost(size: Size(width: 20, height: 4)) {
            ClosureParent(driver: driver, plain: plain, equatable: equatable, wrapped: wrapped)
        }
        driver.tick += 1
        host.runPendingWork()
        driver.tick += 1
        host.runPendingWork()
        #expect(plain.count == 3, "a closure field: every re-render of the parent")
        #expect(equatable.count == 1, "an Equatable view: its == decides")
        #expect(wrapped.count == 1, "EquatableView: the wrapped view's == decides")
    }

    /// `.frame(alignment:)` is a stored property like any other: a change moves the text.
    struct Aligned: View {
        let driver: Driver
        var body: some View {
            Text("ab").frame(width: 48, alignment: driver.tick == 0 ? .leading : .trailing)
        }
    }

    @Test func aChangedFrameAlignmentIsSeen() {
        let driver = Driver()
        let host = HeadlessHost(size: Size(width: 6, height: 1)) { Aligned(driver: driver) }
        #expect(host.lines == ["ab    "])
        driver.tick = 1
        #expect(host.lines == ["    ab"])
    }
}

/// A ``ChangeDetectionTests/ClosureView`` compared by its counter only.
struct ClosureViewByCounter: View, Equatable {
    let view: ChangeDetectionTests.ClosureView
    var body: some View { view }
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated { lhs.view.counter === rhs.view.counter }
    }
}

extension ChangeDetectionTests.ClosureView {
    func equatableByCounter() -> EquatableView<ClosureViewByCounter> {
        ClosureViewByCounter(view: self).equatable()
    }
}
