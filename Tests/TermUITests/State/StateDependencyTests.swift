import CursesKit
import Observation
import Testing

@testable import TermUI

/// A change re-evaluates the views that read it, not the view that owns it
/// (docs/ARCHITECTURE.md, "Dependencies and the stale-binding rule"):
/// bodies counted, screens read.
@MainActor
@Suite struct StateDependencyTests {
    /// Counts body evaluations by name, and keeps what a view hands out.
    final class Tally {
        var bodies: [String: Int] = [:]
        /// A binding a child kept from its first pass.
        var kept: Binding<Int>?
        /// Writes the state under test from outside any view (a timer, a task).
        var write: (Int) -> Void = { _ in }

        func count(_ name: String) { bodies[name, default: 0] += 1 }
        subscript(name: String) -> Int { bodies[name, default: 0] }
        func reset() { bodies = [:] }
    }

    // MARK: A binding passed down

    /// Owns `value` and only passes `$value` down.
    struct Passer: View {
        let tally: Tally
        @State private var value = 0

        var body: some View {
            let _ = tally.count("parent")
            VStack(alignment: .leading, spacing: 0) {
                Text("parent")
                BindingReader(tally: tally, value: $value)
            }
        }
    }

    /// Shows the bound value, and adds one to it when its button is pressed.
    struct BindingReader: View {
        let tally: Tally
        @Binding var value: Int

        var body: some View {
            let _ = tally.count("child")
            VStack(alignment: .leading, spacing: 0) {
                Button("add") { value += 1 }
                Text("value \(value)")
            }
        }
    }

    @Test func aParentThatOnlyPassesABindingIsNotReEvaluatedAndItsReaderIs() {
        let tally = Tally()
        let host = HeadlessHost(size: Size(width: 20, height: 3), root: Passer(tally: tally))
        #expect(tally["parent"] == 1)
        #expect(tally["child"] == 1)
        tally.reset()

        host.send(KeyEvent(.enter))
        #expect(host.lines.contains { $0.hasPrefix("value 1") }, "the reader shows the new value")
        #expect(tally["child"] == 1, "the child that reads the value is re-evaluated")
        #expect(tally["parent"] == 0, "the parent that only passed $value is not")

        tally.reset()
        host.send(KeyEvent(.enter))
        #expect(host.lines.contains { $0.hasPrefix("value 2") })
        #expect(tally["child"] == 1)
        #expect(tally["parent"] == 0)
    }

    // MARK: A binding made from closures

    /// Owns `choice` and hands its list a binding made from closures, as code
    /// adapting a value to `List(selection:)` does; never reads `choice` itself.
    struct ClosureBindingMaker: View {
        let tally: Tally
        @State private var choice = 0

        var body: some View {
            let _ = tally.count("maker")
            List(selection: Binding(get: { Optional(choice) }, set: { choice = $0 ?? 0 })) {
                ForEach(0..<4, id: \.self) { index in Text("row \(index)") }
            }
        }
    }

    @Test func makingABindingFromClosuresDoesNotReadIt() {
        var reads = 0
        let binding = Binding(
            get: {
                reads += 1
                return 5
            }, set: { _ in })
        #expect(reads == 0, "SwiftUI's Binding(get:set:) does not call get when it is made")
        #expect(binding.wrappedValue == 5)
        #expect(reads == 1)
    }

    /// A selection move re-evaluates no body: the list reads the selection
    /// (as its own evaluation, though it reads it while placing its rows) and
    /// makes again only the two rows whose look changed.
    @Test func aViewThatMakesABindingFromClosuresIsNotReEvaluatedWhenItsValueMoves() throws {
        let tally = Tally()
        let host = HeadlessHost(size: Size(width: 20, height: 6), root: ClosureBindingMaker(tally: tally))
        try #require(host.focusedWidget is ListWidget)
        #expect(host.lines[0].hasPrefix("›row 0"))
        tally.reset()
        let before = host.listRowWork
        host.send(KeyEvent(.down))
        #expect(host.lines[1].hasPrefix("›row 1"), "the list shows the new selection: \(host.lines)")
        #expect(tally["maker"] == 0, "the view that made the binding is not evaluated again")
        #expect(host.listRowWork.since(before).rowViewsMade == 2, "the rows that were and are selected")
    }

    // MARK: Two states, two readers

    /// Owns two values and hands one to each child; the tally can write either.
    struct TwoStates: View {
        let tally: Tally
        @State private var first = 0
        @State private var second = 0

        var body: some View {
            let _ = tally.count("parent")
            VStack(alignment: .leading, spacing: 0) {
                Reader(name: "first", tally: tally, value: $first)
                Reader(name: "second", tally: tally, value: $second)
            }
            .onAppear {
                let first = $first
                let second = $second
                tally.write = { which in
                    if which == 1 { first.wrappedValue += 1 } else { second.wrappedValue += 1 }
                }
            }
        }
    }

    struct Reader: View {
        let name: String
        let tally: Tally
        @Binding var value: Int

        var body: some View {
            let _ = tally.count(name)
            Text("\(name) \(value)")
        }
    }

    @Test func twoChildrenReadingDifferentStatesAreReEvaluatedAlone() {
        let tally = Tally()
        let host = HeadlessHost(size: Size(width: 20, height: 2), root: TwoStates(tally: tally))
        host.runPendingWork()
        tally.reset()

        tally.write(1)
        host.runPendingWork()
        #expect(Array(host.lines.prefix(2)) == ["first 1", "second 0"].map { $0.padding(toLength: 20) })
        #expect(tally.bodies == ["first": 1])

        tally.reset()
        tally.write(2)
        host.runPendingWork()
        #expect(Array(host.lines.prefix(2)) == ["first 1", "second 1"].map { $0.padding(toLength: 20) })
        #expect(tally.bodies == ["second": 1])
    }

    // MARK: A binding kept from an earlier pass

    /// Keeps the binding it was handed in its first pass, in the tally.
    struct Keeper: View {
        let tally: Tally
        @Binding var value: Int

        var body: some View {
            let _ = tally.count("keeper")
            Text("kept \(value)")
                .onAppear {
                    if tally.kept == nil { tally.kept = $value }
                }
        }
    }

    struct KeeperScreen: View {
        let tally: Tally
        @State private var value = 0

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Keeper(tally: tally, value: $value)
                Button("add") { value += 1 }
            }
        }
    }

    @Test func aBindingKeptFromAnEarlierPassReadsAndWritesTheCurrentValue() throws {
        let tally = Tally()
        let host = HeadlessHost(size: Size(width: 20, height: 2), root: KeeperScreen(tally: tally))
        host.runPendingWork()
        let kept = try #require(tally.kept)
        #expect(kept.wrappedValue == 0)

        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))
        #expect(host.lines.first?.hasPrefix("kept 2") == true)
        #expect(kept.wrappedValue == 2, "a binding made two passes ago reads the value now")

        tally.reset()
        kept.wrappedValue = 7
        host.runPendingWork()
        #expect(host.lines.first?.hasPrefix("kept 7") == true, "its write reaches the reader")
        #expect(tally["keeper"] == 1)
    }

    // MARK: Environment keys

    struct AccentReader: View {
        let tally: Tally
        @Environment(\.accentColor) private var accent

        var body: some View {
            let _ = tally.count("accent")
            Text(accent == .red ? "red" : "other")
        }
    }

    struct SchemeReader: View {
        let tally: Tally
        @Environment(\.colorScheme) private var scheme

        var body: some View {
            let _ = tally.count("scheme")
            Text(scheme == .dark ? "dark" : "light")
        }
    }

    struct NoReader: View {
        let tally: Tally

        var body: some View {
            let _ = tally.count("none")
            Text("plain")
        }
    }

    /// Sets the accent from its own state; three children read different keys.
    struct EnvironmentScreen: View {
        let tally: Tally
        @State private var red = false

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                AccentReader(tally: tally)
                SchemeReader(tally: tally)
                NoReader(tally: tally)
            }
            .environment(\.accentColor, red ? .red : .green)
            .onAppear {
                let red = $red
                tally.write = { _ in red.wrappedValue.toggle() }
            }
        }
    }

    @Test func anEnvironmentKeyChangeReEvaluatesOnlyThatKeysReaders() {
        let tally = Tally()
        let host = HeadlessHost(size: Size(width: 20, height: 3), root: EnvironmentScreen(tally: tally))
        host.runPendingWork()
        #expect(host.lines.first?.hasPrefix("other") == true)
        tally.reset()

        tally.write(0)
        host.runPendingWork()
        #expect(host.lines.first?.hasPrefix("red") == true)
        #expect(tally.bodies == ["accent": 1])
    }

    // MARK: @Observable properties

    @Observable final class Model {
        var left = 0
        var right = 0
    }

    struct LeftReader: View {
        let model: Model
        let tally: Tally

        var body: some View {
            let _ = tally.count("left")
            Text("left \(model.left)")
        }
    }

    struct RightReader: View {
        let model: Model
        let tally: Tally

        var body: some View {
            let _ = tally.count("right")
            Text("right \(model.right)")
        }
    }

    struct ModelScreen: View {
        let model: Model
        let tally: Tally

        var body: some View {
            let _ = tally.count("screen")
            VStack(alignment: .leading, spacing: 0) {
                LeftReader(model: model, tally: tally)
                RightReader(model: model, tally: tally)
            }
        }
    }

    @Test func anObservablePropertyChangeReEvaluatesOnlyItsReaders() {
        let tally = Tally()
        let model = Model()
        let host = HeadlessHost(
            size: Size(width: 20, height: 2), root: ModelScreen(model: model, tally: tally))
        tally.reset()

        model.right = 5
        host.runPendingWork()
        #expect(Array(host.lines.prefix(2)) == ["left 0", "right 5"].map { $0.padding(toLength: 20) })
        #expect(tally.bodies == ["right": 1])

        tally.reset()
        model.left = 3
        host.runPendingWork()
        #expect(host.lines.first?.hasPrefix("left 3") == true)
        #expect(tally.bodies == ["left": 1])
    }

    // MARK: Many readers of one slot

    /// Owns `value` and hands the binding to `count` readers.
    struct ManyReaders: View {
        let tally: Tally
        let count: Int
        @State private var value = 0

        var body: some View {
            let _ = tally.count("parent")
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    NumberedReader(tally: tally, index: index, value: $value)
                }
            }
            .onAppear {
                let value = $value
                tally.write = { value.wrappedValue = $0 }
            }
        }
    }

    /// Reads the bound value under its own name.
    struct NumberedReader: View {
        let tally: Tally
        let index: Int
        @Binding var value: Int

        var body: some View {
            let _ = tally.count("reader \(index)")
            Text("\(index): \(value)")
        }
    }

    /// A slot finds its readers by a scan while they are few and by a table
    /// once they are many; either way each write re-evaluates every reader
    /// once, and the owner, which reads nothing, not at all.
    @Test(arguments: [3, 8, 9, 20])
    func everyReaderOfASlotIsReEvaluatedOncePerWrite(readers: Int) {
        let tally = Tally()
        let host = HeadlessHost(
            size: Size(width: 12, height: readers), root: ManyReaders(tally: tally, count: readers))
        for write in 1...3 {
            tally.reset()
            tally.write(write)
            host.runPendingWork()
            #expect(tally["parent"] == 0)
            for index in 0..<readers {
                #expect(tally["reader \(index)"] == 1, "write \(write), reader \(index)")
            }
            #expect(host.lines[readers - 1].hasPrefix("\(readers - 1): \(write)"))
        }
    }
}

extension String {
    /// The string padded with spaces to `length` characters (a screen line).
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
