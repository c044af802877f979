import TermUITesting
import Testing

@testable import TermUI

/// `ObservableObject` with `@Published`, held by `@StateObject`,
/// `@ObservedObject` and `@EnvironmentObject`: a change re-renders the views
/// that hold the object and no other, the owner keeps one object, and
/// `$object.property` writes through.
@MainActor
@Suite struct ObservableObjectTests {
    /// A row's text without the spaces around it (stacks centre their rows).
    private func row(_ index: Int, of host: HeadlessHost) -> String {
        host.lines[index].split(separator: " ").joined(separator: " ")
    }

    final class Order: ObservableObject {
        @Published var quantity = 1
        @Published var isGift = false
        var note = ""  // not published: writing it announces nothing

        init(tally: BodyTally? = nil) { tally?.made += 1 }
    }

    struct Reader: View {
        @ObservedObject var order: Order
        let tally: BodyTally
        var body: some View {
            let _ = tally.body("reader")
            Text("quantity \(order.quantity)")
        }
    }

    struct Bystander: View {
        let tally: BodyTally
        var body: some View {
            let _ = tally.body("bystander")
            Text("bystander")
        }
    }

    /// Holds the order as a plain property: it does not observe it.
    struct Holder: View {
        let order: Order
        let tally: BodyTally
        var body: some View {
            let _ = tally.body("holder")
            VStack {
                Reader(order: order, tally: tally)
                Bystander(tally: tally)
            }
        }
    }

    @Test func aPublishedWriteRendersOnlyTheViewThatObservesTheObject() {
        let tally = BodyTally()
        let order = Order()
        let host = HeadlessHost(
            size: Size(width: 20, height: 2), focusesFirstControl: false,
            root: Holder(order: order, tally: tally))
        #expect(row(0, of: host).hasPrefix("quantity 1"))
        tally.reset()

        order.quantity = 2
        order.quantity = 3  // two sends, one pass
        host.runPendingWork()
        #expect(tally.bodies == ["reader": 1])
        #expect(row(0, of: host).hasPrefix("quantity 3"))

        tally.reset()
        order.note = "left at the door"
        host.runPendingWork()
        #expect(tally.bodies.isEmpty, "an unpublished property announces nothing")
    }

    /// Owns its order; `thunks` counts how often the autoclosure ran.
    struct Owner: View {
        @StateObject private var order: Order
        let tally: BodyTally
        init(tally: BodyTally) {
            self.tally = tally
            _order = StateObject(wrappedValue: Order(tally: tally))
        }
        var body: some View {
            let _ = tally.body("owner")
            VStack {
                Text("owner \(order.quantity)")
                Toggle("Gift", isOn: $order.isGift)
                Text(order.isGift ? "gift" : "not a gift")
                Button("More") { order.quantity += 1 }
            }
        }
    }

    struct OwnerParent: View {
        @State private var renders = 0
        let tally: BodyTally
        var body: some View {
            VStack {
                Button("Parent \(renders)") { renders += 1 }
                Owner(tally: tally)
            }
        }
    }

    @Test func aStateObjectIsMadeOnceAcrossParentRenders() {
        let tally = BodyTally()
        let host = HeadlessHost(
            size: Size(width: 30, height: 5), focusesFirstControl: false, root: OwnerParent(tally: tally))
        #expect(tally.made == 1)
        host.send(KeyEvent(.tab))  // the parent's button
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].contains("Parent 2"))
        #expect(tally.made == 1, "the parent's renders made no second order")
        // The Button's action writes the object the owner keeps.
        host.send(KeyEvent(.tab))  // Gift
        host.send(KeyEvent(.tab))  // More
        host.send(KeyEvent(.enter))
        #expect(row(1, of: host).hasPrefix("owner 2"))
        #expect(tally.made == 1)
    }

    @Test func aBindingToAPublishedPropertyWritesThroughAndRenders() {
        let tally = BodyTally()
        let host = HeadlessHost(
            size: Size(width: 30, height: 5), focusesFirstControl: false, root: Owner(tally: tally))
        #expect(row(2, of: host).hasPrefix("not a gift"))
        tally.reset()
        host.send(KeyEvent(.tab))  // Gift
        host.send(KeyEvent(.enter))  // toggled through $order.isGift
        #expect(row(2, of: host).hasPrefix("gift"))
        #expect(tally.bodies["owner"] == 1)
    }

    @Test func bindingsToTheSamePropertyOfTheSameObjectAreTheSameInput() {
        let order = Order()
        let one = ObservedObject(wrappedValue: order).projectedValue.quantity
        let two = ObservedObject(wrappedValue: order).projectedValue.quantity
        #expect(one.isSameInput(as: two))
        #expect(!one.isSameInput(as: ObservedObject(wrappedValue: Order()).projectedValue.quantity))
        two.wrappedValue = 7
        #expect(order.quantity == 7)
    }

    struct EnvironmentReader: View {
        @EnvironmentObject var order: Order
        let tally: BodyTally
        var body: some View {
            let _ = tally.body("environment reader")
            Text("env \(order.quantity)")
        }
    }

    struct EnvironmentRoot: View {
        let tally: BodyTally
        var body: some View {
            VStack {
                EnvironmentReader(tally: tally)
                Bystander(tally: tally)
            }
        }
    }

    @Test func anEnvironmentObjectReachesDescendantsAndRendersOnlyItsReaders() {
        let tally = BodyTally()
        let order = Order()
        let host = HeadlessHost(
            size: Size(width: 20, height: 2), focusesFirstControl: false,
            root: EnvironmentRoot(tally: tally).environmentObject(order))
        #expect(row(0, of: host).hasPrefix("env 1"))
        tally.reset()
        order.quantity = 5
        host.runPendingWork()
        #expect(row(0, of: host).hasPrefix("env 5"))
        #expect(tally.bodies == ["environment reader": 1])
    }

    /// Published off the main actor (a model a background job updates): the
    /// send only posts, and the view renders on the main actor.
    @Test func aWriteFromAnotherThreadRendersTheReader() async {
        let tally = BodyTally()
        let order = Order()
        let host = HeadlessHost(
            size: Size(width: 20, height: 2), focusesFirstControl: false,
            root: Holder(order: order, tally: tally))
        nonisolated(unsafe) let model = order
        await Task.detached { model.quantity = 8 }.value
        #expect(await wait(host) { row(0, of: host).hasPrefix("quantity 8") })
    }

    struct GiftToggle: View {
        @EnvironmentObject var order: Order
        var body: some View { Toggle("Gift", isOn: $order.isGift) }
    }

    @Test func aBindingThroughAnEnvironmentObjectWritesThrough() {
        let order = Order()
        let host = HeadlessHost(
            size: Size(width: 12, height: 1), focusesFirstControl: false,
            root: GiftToggle().environmentObject(order))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(order.isGift)
        #expect(host.lines[0].hasPrefix("[x] Gift"))
    }

    struct Switcher: View {
        @State var useSecond = false
        let first: Order
        let second: Order
        let tally: BodyTally
        var body: some View {
            VStack {
                Button("Switch") { useSecond = true }
                Reader(order: useSecond ? second : first, tally: tally)
            }
        }
    }

    @Test func aViewHandedAnotherObjectStopsObservingTheFirst() {
        let tally = BodyTally()
        let first = Order()
        let second = Order()
        let host = HeadlessHost(
            size: Size(width: 20, height: 2),
            focusesFirstControl: false, root: Switcher(first: first, second: second, tally: tally))
        #expect(first.objectWillChange.subscriberCount == 1)
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(first.objectWillChange.subscriberCount == 0)
        #expect(second.objectWillChange.subscriberCount == 1)
        tally.reset()
        first.quantity = 9
        host.runPendingWork()
        #expect(tally.bodies.isEmpty)
        second.quantity = 4
        host.runPendingWork()
        #expect(row(1, of: host).hasPrefix("quantity 4"))
        host.tearDown()
        #expect(second.objectWillChange.subscriberCount == 0, "an unmounted view leaves the publisher")
    }

    @Observable final class Library {
        var books = 3
    }

    @Observable final class Shelf {
        var label = "A"
    }

    struct LibraryReader: View {
        @Environment(Library.self) private var library
        @Environment(Shelf.self) private var shelf: Shelf?
        var body: some View {
            Text("books \(library.books) \(shelf?.label ?? "none")")
        }
    }

    @Test func anObservableObjectInTheEnvironmentIsFoundByItsType() {
        let library = Library()
        let host = HeadlessHost(
            size: Size(width: 20, height: 1), focusesFirstControl: false,
            root: LibraryReader().environment(library))
        #expect(row(0, of: host).hasPrefix("books 3 none"))
        library.books = 4
        host.runPendingWork()
        #expect(row(0, of: host).hasPrefix("books 4 none"))
    }

    struct Orphan: View {
        @EnvironmentObject var order: Order
        var body: some View { Text("\(order.quantity)") }
    }

    @Test nonisolated func aMissingEnvironmentObjectStopsTheProgramNamingItsType() async {
        let result = await SeparateTestProcess.run(expecting: .failure) {
            await MainActor.run {
                _ = HeadlessHost(size: Size(width: 6, height: 1), focusesFirstControl: false) { Orphan() }
            }
        }
        let output = result?.output ?? ""
        #expect(
            output.contains(
                "No ObservableObject of type Order found. A View.environmentObject(_:) for Order "
                    + "may be missing as an ancestor of this view."))
    }

    struct ObservableOrphan: View {
        @Environment(Library.self) private var library
        var body: some View { Text("\(library.books)") }
    }

    @Test nonisolated func aMissingObservableInTheEnvironmentStopsTheProgramNamingItsType() async {
        let result = await SeparateTestProcess.run(expecting: .failure) {
            await MainActor.run {
                _ = HeadlessHost(size: Size(width: 6, height: 1), focusesFirstControl: false) {
                    ObservableOrphan()
                }
            }
        }
        let output = result?.output ?? ""
        #expect(output.contains("No Observable object of type Library found."))
    }

    /// A class with no `@Published` property sends its own default publisher.
    final class Clock: ObservableObject {
        var ticks = 0 {
            willSet { objectWillChange.send() }
        }
    }

    struct ClockFace: View {
        @ObservedObject var clock: Clock
        var body: some View { Text("ticks \(clock.ticks)") }
    }

    @Test func theDefaultPublisherIsOnePerObject() {
        let clock = Clock()
        #expect(clock.objectWillChange === clock.objectWillChange)
        #expect(clock.objectWillChange !== Clock().objectWillChange)
        let host = HeadlessHost(
            size: Size(width: 20, height: 1), focusesFirstControl: false, root: ClockFace(clock: clock))
        clock.ticks = 2
        host.runPendingWork()
        #expect(row(0, of: host).hasPrefix("ticks 2"))
    }
}
