import CursesKit
import Testing

@testable import TermUI

/// `SwitchToggleStyle(tint:)` draws the switch in its own tint, over the
/// accent colour around it.
@MainActor
@Suite struct SwitchTintTests {
    struct Alarm: View {
        @State var on = true
        var body: some View {
            Toggle("Alarm", isOn: $on)
                .toggleStyle(SwitchToggleStyle(tint: .orange))
                .tint(.red)
        }
    }

    @Test func theSwitchTakesItsOwnTintOverTheAccent() {
        let host = HeadlessHost(size: Size(width: 12, height: 1), focusesFirstControl: false, root: Alarm())
        #expect(host.lines == ["[━●] Alarm  "])
        let colours = (1...2).map { host.cell(at: Point(x: $0, y: 0)).style.foreground }
        #expect(colours.contains(.orange), "\(colours)")
        #expect(!colours.contains(.red), "\(colours)")
    }
}
