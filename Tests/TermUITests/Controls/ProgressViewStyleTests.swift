import CursesKit
import Testing

@testable import TermUI

/// `ProgressViewStyle`: `.circular` as a spinner that turns only while shown,
/// a quarter circle for a fraction, `.linear` as before, and an app's own
/// style made from the configuration.
@MainActor
@Suite struct ProgressViewStyleTests {
    struct Loading: View {
        @State var shown = true
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                if shown { ProgressView("Loading").progressViewStyle(.circular) }
                Button("Hide") { shown = false }
            }
        }
    }

    @Test func anIndeterminateCircularViewIsASpinnerThatTurnsWithTheClock() {
        let host = HeadlessHost(size: Size(width: 12, height: 2), root: Loading())
        #expect(host.lines[0] == "⠋ Loading   ", "the spinner, then the label, as wide as they are")
        #expect(host.animator.isAnimating)
        var frames: [String] = []
        for _ in 0..<3 {
            host.animationClock.advance(by: 0.16)
            host.animator.tick()
            frames.append(String(host.lines[0].prefix(1)))
        }
        #expect(frames == ["⠙", "⠹", "⠸"], "one turn each 1.5 s, ten frames")
    }

    @Test func aHiddenSpinnerStopsAnimatingSoNothingWakesTheApp() {
        let host = HeadlessHost(size: Size(width: 12, height: 2), root: Loading())
        #expect(host.animator.isAnimating)
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("[ Hide ]"))
        host.animationClock.advance(by: 0.15)
        host.animator.tick()
        #expect(!host.animator.isAnimating, "no track left, so no frame timer")
    }

    /// A tab view keeps a tab's content built while another is shown: its spinner stops anyway.
    @Test func aSpinnerInATabNotShownStopsAndTurnsAgainWhenShown() {
        let host = HeadlessHost(size: Size(width: 24, height: 4)) {
            TabView {
                ProgressView("Loading").progressViewStyle(.circular).tabItem { Text("One") }
                Text("Other").tabItem { Text("Two") }
            }
        }
        #expect(host.lines[2].hasPrefix("⠋ Loading"))
        host.send([KeyEvent(.tab), KeyEvent(.right)])
        #expect(host.lines[2].hasPrefix("Other"))
        host.animationClock.advance(by: 0.16)
        host.animator.tick()
        #expect(!host.animator.isAnimating, "hidden, so no track and no frame timer")
        host.send(KeyEvent(.left))
        #expect(host.lines[2].hasPrefix("⠙ Loading") || host.lines[2].hasPrefix("⠋ Loading"))
        #expect(host.animator.isAnimating, "shown again, turning again")
    }

    @Test func aSpinnerRepaintsOnlyWhenItsFrameChanges() {
        let host = HeadlessHost(size: Size(width: 12, height: 2), root: Loading())
        _ = host.lines
        let before = host.framesDrawn
        for _ in 0..<5 {
            host.animationClock.advance(by: 0.01)
            host.animator.tick()
            _ = host.lines
        }
        #expect(host.framesDrawn == before, "0.05 s is inside the first frame: nothing drawn")
        host.animationClock.advance(by: 0.15)
        host.animator.tick()
        _ = host.lines
        #expect(host.framesDrawn == before + 1, "the next frame draws once")
    }

    @Test(arguments: [(0.0, "○"), (0.3, "◔"), (0.5, "◑"), (0.8, "◕"), (1.0, "●")])
    func aDeterminateCircularViewIsAQuarterCircle(value: Double, glyph: String) {
        let host = HeadlessHost(size: Size(width: 10, height: 1)) {
            ProgressView("Copy", value: value).progressViewStyle(.circular)
        }
        #expect(host.lines[0] == "\(glyph) Copy    ")
        #expect(!host.animator.isAnimating)
    }

    @Test func linearStaysTheDefaultAndTakesATrack() {
        let host = HeadlessHost(size: Size(width: 10, height: 2)) {
            VStack(spacing: 0) {
                ProgressView(value: 0.5)
                ProgressView(value: 0.5).progressViewStyle(.linear(track: "─"))
            }
        }
        #expect(host.lines == ["█████     ", "█████─────"])
    }

    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 8) {
                configuration.label
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
            }
        }
    }

    struct Framed: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("[")
                ProgressView(configuration).frame(width: 32)
                Text("]")
            }
        }
    }

    @Test func anAppsOwnStyleDrawsFromTheConfiguration() {
        let host = HeadlessHost(size: Size(width: 12, height: 2)) {
            VStack(alignment: .leading, spacing: 0) {
                ProgressView("Sync", value: 0.25).progressViewStyle(Percent())
                ProgressView(value: 0.5).progressViewStyle(Framed())
            }
        }
        #expect(host.lines == ["Sync 25%    ", "[██  ]      "])
    }
}
