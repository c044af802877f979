import CursesKit
import Observation
import Testing

@testable import TermUI

/// A container or a modifier hands its content on to its child's node, which
/// compares it: the container compares only its own inputs. Were the content
/// compared at each level too, a view deep in a screen would be compared
/// once per ancestor on every pass that reaches it (a scroll view, a text
/// style, a focus modifier and a layer above a list row: four comparisons
/// of the row, then a fifth by its own node).
@MainActor
@Suite struct ContentForwardingTests {
    final class Counter {
        var count = 0
    }

    @Observable
    final class Driver {
        var tick = 0
    }

    /// Counts the calls of its `==`: each is one comparison of the view.
    struct Probe: View, Equatable {
        let counter: Counter
        var body: some View { Text("probe") }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
            MainActor.assumeIsolated {
                lhs.counter.count += 1
                return lhs.counter === rhs.counter
            }
        }
    }

    /// The containers and modifiers that hold content without a closure (one
    /// with a closure is a new input on every pass, and never compares its content).
    enum Wrapper: CaseIterable {
        case vStack, zStack, scrollView, viewThatFits, bold, help, accessibility, background,
            overlay, focused, defaultFocus, navigationTitle, id, presentationDetents
    }

    struct Parent: View {
        let wrapper: Wrapper
        let driver: Driver
        let counter: Counter
        @FocusState private var isFocused: Bool

        var body: some View {
            let tick = driver.tick
            switch wrapper {
            case .vStack: VStack { content(tick) }
            case .zStack: ZStack { content(tick) }
            case .scrollView: ScrollView { content(tick) }
            case .viewThatFits: ViewThatFits { VStack { content(tick) } }
            case .bold: VStack { content(tick) }.bold()
            case .help: VStack { content(tick) }.help("help")
            case .accessibility: VStack { content(tick) }.accessibilityLabel("label")
            case .background: VStack { content(tick) }.background { Text("under") }
            case .overlay: VStack { content(tick) }.overlay { Text("over") }
            case .focused: VStack { content(tick) }.focused($isFocused)
            case .defaultFocus: VStack { content(tick) }.defaultFocus($isFocused, true)
            case .navigationTitle: VStack { content(tick) }.navigationTitle("title")
            case .id: VStack { content(tick) }.id(1)
            case .presentationDetents: VStack { content(tick) }.presentationDetents([.medium])
            }
        }

        /// The probe first, so a comparison of the whole content reaches it
        /// before it finds the text changed.
        @ViewBuilder func content(_ tick: Int) -> some View {
            Probe(counter: counter)
            Text("tick \(tick)")
        }
    }

    @Test(arguments: Wrapper.allCases)
    func aViewIsComparedOncePerPassWhateverHoldsIt(_ wrapper: Wrapper) {
        let driver = Driver()
        let counter = Counter()
        let host = HeadlessHost(size: Size(width: 30, height: 6)) {
            Parent(wrapper: wrapper, driver: driver, counter: counter)
        }
        #expect(host.lines.contains { $0.contains("tick 0") })
        counter.count = 0
        driver.tick = 1
        host.runPendingWork()
        #expect(host.lines.contains { $0.contains("tick 1") }, "the pass reached the text")
        #expect(counter.count == 1, "the probe's own node compares it, and nothing above it")
    }
}
