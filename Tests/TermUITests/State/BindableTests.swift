import CursesKit
import Observation
import Testing

@testable import TermUI

/// `@Bindable`: `$model.property` writes through to an `@Observable` model,
/// the views that read the property show the new value, and handing the same
/// model down again is the same input (the child's body does not run again).
@MainActor
@Suite struct BindableTests {
    @Observable final class Trip {
        var name = "Lisbon"
        var isBooked = false
    }

    struct Editor: View {
        @Bindable var trip: Trip
        let tally: BodyTally
        var body: some View {
            tally.body("editor")
            return VStack(alignment: .leading, spacing: 0) {
                TextField("Name", text: $trip.name)
                Toggle("Booked", isOn: Bindable(trip).isBooked)
            }
        }
    }

    struct Screen: View {
        let trip: Trip
        let tally: BodyTally
        @State private var counter = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Editor(trip: trip, tally: tally)
                Text("\(trip.name) booked: \(trip.isBooked)")
                Button("Count \(counter)") { counter += 1 }
                LocalBindable(trip: trip)
            }
        }
    }

    /// `@Bindable var` as a local in `body`.
    struct LocalBindable: View {
        let trip: Trip
        var body: some View {
            @Bindable var trip = trip
            return Button("Rename") { $trip.name.wrappedValue = "Porto" }
        }
    }

    @Test func editsWriteThroughToTheModelAndItsReadersShowThem() {
        let trip = Trip()
        let host = HeadlessHost(size: Size(width: 30, height: 5), focusesFirstControl: false) {
            Screen(trip: trip, tally: BodyTally())
        }
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.end))
        host.type(" Old Town")
        host.runPendingWork()
        #expect(trip.name == "Lisbon Old Town")
        #expect(host.lines[2].hasPrefix("Lisbon Old Town booked: false"))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.character(" ")))
        #expect(trip.isBooked)
        #expect(host.lines[2].hasPrefix("Lisbon Old Town booked: true"))
    }

    @Test func aLocalBindableWritesTooAndTheSameModelIsTheSameInput() {
        let trip = Trip()
        let tally = BodyTally()
        let host = HeadlessHost(size: Size(width: 30, height: 5), focusesFirstControl: false) {
            Screen(trip: trip, tally: tally)
        }
        #expect(tally.bodies["editor"] == 1)
        // The parent's own state changes: it renders again, handing the same trip down.
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[3].hasPrefix("[ Count 1 ]"))
        #expect(tally.bodies["editor"] == 1, "the same model is the same input")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(trip.name == "Porto")
        #expect(host.lines[2].hasPrefix("Porto booked: false"))
    }
}
