import CursesKit
import Testing

@testable import TermUI

/// Toggle on CursesKit's Checkbox, and ScrollView on ScrollContainer.
@MainActor
@Suite struct ToggleAndScrollTests {
    struct Settings: View {
        @State private var wifi = false
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Wi-Fi", isOn: $wifi)
                Text(wifi ? "on" : "off")
            }
        }
    }

    @Test func toggleFlipsItsBindingWithSpaceAndClick() {
        let host = HeadlessHost(
            size: Size(width: 10, height: 2), focusesFirstControl: false, root: Settings())
        #expect(host.lines == ["[ ] Wi-Fi ", "off       "])
        host.send(KeyEvent(.tab))
        host.send(.character(" "))
        #expect(host.lines == ["[x] Wi-Fi ", "on        "])
        #expect(host.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.reverse))
        host.click(at: Point(x: 1, y: 0))
        #expect(host.lines == ["[ ] Wi-Fi ", "off       "])
    }

    @Test func aToggleOnAConstantBindingDoesNotFlip() {
        let host = HeadlessHost(size: Size(width: 8, height: 1), focusesFirstControl: false) {
            Toggle("Lock", isOn: .constant(true))
        }
        host.send(KeyEvent(.tab))
        host.send(.character(" "))
        #expect(host.lines == ["[x] Lock"])
    }

    struct Long: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(0..<10) { index in Text("row \(index)") }
                    Button("End") {}
                }
            }
        }
    }

    @Test func scrollViewShowsTheTopAndTheWheelScrolls() {
        let host = HeadlessHost(size: Size(width: 8, height: 3), focusesFirstControl: false, root: Long())
        #expect(host.lines == ["row 0  ┃", "row 1  │", "row 2  │"])
        host.send(MouseEvent(.wheelDown, at: Point(x: 2, y: 1), button: 0))
        #expect(host.lines.map { String($0.prefix(7)) } == ["row 3  ", "row 4  ", "row 5  "])
        host.send(MouseEvent(.wheelUp, at: Point(x: 2, y: 1), button: 0))
        #expect(host.lines[0].hasPrefix("row 0"))
    }

    @Test func focusingAWidgetBelowTheFoldScrollsItIntoView() {
        let host = HeadlessHost(size: Size(width: 10, height: 3), focusesFirstControl: false, root: Long())
        host.send(KeyEvent(.tab))
        #expect(host.focusedWidget is CursesKit.Button)
        #expect(host.lines.map { String($0.prefix(9)) } == ["row 8    ", "row 9    ", "[ End ]  "])
    }
}
