import CursesKit
import Foundation
import Testing

@testable import TermUI

/// `.onReceive` as SwiftUI code writes it: an autoconnected timer ticks on
/// the main queue while the view is on screen and stops when it goes; an
/// object's `objectWillChange` runs the action after each change.
@MainActor
@Suite struct OnReceiveTests {
    struct Clock: View {
        let timer: Publishers.Autoconnect<Timer.TimerPublisher>
        @State private var ticks = 0
        var body: some View {
            Text("Ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
        }
    }

    struct Screen: View {
        let model: TestModel
        let timer: Publishers.Autoconnect<Timer.TimerPublisher>
        var body: some View {
            VStack(spacing: 0) {
                if model.flag { Clock(timer: timer) } else { Text("Gone") }
            }
        }
    }

    @Test func aTimerTicksWhileTheViewIsShownAndStopsWhenItGoes() async {
        let timer = Timer.publish(every: 0.005, on: .main, in: .common).autoconnect()
        let model = TestModel()
        #expect(!timer.isConnected)
        let host = HeadlessHost(size: Size(width: 12, height: 1)) { Screen(model: model, timer: timer) }
        #expect(await wait(host) { host.lines[0].hasPrefix("Ticks 2") })
        #expect(timer.isConnected)
        model.flag = false
        host.runPendingWork()
        #expect(host.lines[0].hasPrefix("Gone"))
        #expect(!timer.isConnected)
    }

    final class Store: ObservableObject {
        @Published var value = 0
    }

    struct Watcher: View {
        let store: Store
        @State private var seen = 0
        var body: some View {
            Text("Seen \(seen)").onReceive(store.objectWillChange) { _ in seen += 1 }
        }
    }

    @Test func objectWillChangeRunsTheActionAfterEachChange() async {
        let store = Store()
        let host = HeadlessHost(size: Size(width: 12, height: 1)) { Watcher(store: store) }
        #expect(host.lines[0].hasPrefix("Seen 0"))
        store.value = 1
        #expect(await wait(host) { host.lines[0].hasPrefix("Seen 1") })
        store.value = 2
        #expect(await wait(host) { host.lines[0].hasPrefix("Seen 2") })
    }

    @Test func aLocalizedStringKeyShowsItsString() {
        let name = "Ada"
        let key: LocalizedStringKey = "Hello, \(name)"
        let host = HeadlessHost(size: Size(width: 20, height: 2)) {
            VStack(alignment: .leading, spacing: 0) {
                Text(key)
                Text(LocalizedStringKey("Plain"), tableName: nil, bundle: nil, comment: "a comment")
            }
        }
        #expect(host.lines[0].hasPrefix("Hello, Ada"))
        #expect(host.lines[1].hasPrefix("Plain"))
    }
}
