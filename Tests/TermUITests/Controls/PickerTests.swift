import CursesKit
import Testing

@testable import TermUI

/// `Picker` in each style: the selection through its binding, by keys and clicks.
@MainActor
@Suite struct PickerTests {
    enum Accent: String, CaseIterable, Hashable, Identifiable {
        case purple, orange, green
        var id: Self { self }
    }

    struct Choice: View {
        let style: PickerKind
        @State var accent = Accent.orange
        var body: some View {
            VStack(alignment: .leading) {
                styled(
                    Picker("Accent", selection: $accent) {
                        Text("Purple").tag(Accent.purple)
                        Text("Orange").tag(Accent.orange)
                        Text("Green").tag(Accent.green)
                    })
                Text("is \(accent.rawValue)")
            }
        }

        @ViewBuilder func styled(_ picker: some View) -> some View {
            switch style {
            case .menu: picker.pickerStyle(.menu)
            case .inline: picker.pickerStyle(.inline)
            case .segmented: picker.pickerStyle(.segmented)
            case .radioGroup: picker.pickerStyle(.radioGroup)
            case .wheel: picker.pickerStyle(.wheel)
            }
        }
    }

    private func host(_ style: PickerKind, width: Int = 30, height: Int = 6) -> HeadlessHost {
        HeadlessHost(
            size: Size(width: width, height: height), focusesFirstControl: false, root: Choice(style: style))
    }

    @Test func aMenuOpensBelowItsControlAndChoosesWithArrowsAndEnter() {
        let host = host(.menu, width: 24, height: 7)
        #expect(host.lines[0] == "Accent        [Orange ▾]")
        #expect(host.lines[1] == "is orange               ")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(
            host.lines == [
                "Accent        [Orange ▾]",
                "is orange   ┌──────────┐",
                "            │   Purple │",
                "            │ ✓ Orange │",
                "            │   Green  │",
                "            └──────────┘",
                "                        ",
            ])
        host.send([KeyEvent(.down), KeyEvent(.enter)])
        #expect(host.lines[0] == "Accent        [Green  ▾]")
        #expect(host.lines[1] == "is green                ")
        #expect(host.lines[2] == "                        ", "the menu closed")
    }

    @Test func escClosesTheMenuAndKeepsTheSelection() {
        let host = host(.menu, width: 24, height: 7)
        host.send(KeyEvent(.tab))
        host.send([KeyEvent(.enter), KeyEvent(.up), KeyEvent(.escape)])
        #expect(host.lines[1] == "is orange               ")
        #expect(host.lines[2] == "                        ")
    }

    @Test func aClickOpensTheMenuAndAClickOnAnOptionChoosesIt() {
        let host = host(.menu, width: 24, height: 7)
        host.click(at: Point(x: 15, y: 0))
        #expect(host.lines[2] == "            │   Purple │")
        host.click(at: Point(x: 16, y: 2))
        #expect(host.lines[1] == "is purple               ")
        #expect(host.lines[2] == "                        ")
    }

    @Test func segmentsChooseWithLeftRightAndClicks() {
        let host = host(.segmented, width: 32, height: 2)
        #expect(host.lines == ["Accent  Purple │[Orange]│ Green ", "is orange                       "])
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.right))
        #expect(host.lines == ["Accent  Purple │ Orange │[Green]", "is green                        "])
        host.send(KeyEvent(.right))
        #expect(host.lines[1] == "is green                        ", "no wrap past the last")
        host.click(at: Point(x: 9, y: 0))
        #expect(host.lines[1] == "is purple                       ")
    }

    @Test func radioGroupAndInlineRowsChooseWithUpDown() {
        let radio = host(.radioGroup, width: 14, height: 5)
        #expect(
            radio.lines == [
                "Accent        ", "  ( ) Purple  ", "  (•) Orange  ", "  ( ) Green   ", "is orange     ",
            ])
        radio.send(KeyEvent(.tab))
        radio.send(KeyEvent(.up))
        #expect(radio.lines[1] == "  (•) Purple  ")
        #expect(radio.lines[4] == "is purple     ")
        radio.click(at: Point(x: 3, y: 3))
        #expect(radio.lines[4] == "is green      ")
        // k and j are ↑ and ↓, as in less and vim.
        radio.send(.character("k"))
        #expect(radio.lines[4] == "is orange     ")
        radio.send(.character("j"))
        #expect(radio.lines[4] == "is green      ")

        let inline = host(.inline, width: 14, height: 5)
        #expect(
            inline.lines == [
                "Accent        ", "    Purple    ", "  ✓ Orange    ", "    Green     ", "is orange     ",
            ])
        inline.send(KeyEvent(.tab))
        inline.send(KeyEvent(.end))
        #expect(inline.lines[3] == "  ✓ Green     ")
        #expect(inline.lines[4] == "is green      ")
    }

    struct Months: View {
        @State var month = 6
        var body: some View {
            VStack(alignment: .leading) {
                Picker("Month", selection: $month) {
                    ForEach(1...12, id: \.self) { Text("M\($0)") }
                }
                .pickerStyle(.wheel)
                Text("m \(month)")
            }
        }
    }

    /// A wheel is a list of five rows around the chosen one; a `ForEach`
    /// row's tag is its element's id.
    @Test func aWheelShowsFiveRowsAroundTheChoice() {
        let host = HeadlessHost(size: Size(width: 8, height: 7), focusesFirstControl: false, root: Months())
        #expect(
            host.lines == [
                "Month   ", "    M4  ", "    M5  ", "  › M6  ", "    M7  ", "    M8  ", "m 6     ",
            ])
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.end))
        #expect(
            host.lines == [
                "Month   ", "    M8  ", "    M9  ", "    M10 ", "    M11 ", "  › M12 ", "m 12    ",
            ])
        host.send(KeyEvent(.home))
        #expect(host.lines[1] == "  › M1  ")
    }
}

/// The open menu closes when focus moves on, and lives only while its picker is shown.
@MainActor
@Suite struct PickerMenuLifetimeTests {
    struct Two: View {
        @State var value = 1
        @State var shows = true
        var body: some View {
            VStack(alignment: .leading) {
                if shows {
                    Picker("N", selection: $value) {
                        Text("one").tag(1)
                        Text("two").tag(2)
                    }
                }
                Button("Other") {}
            }
            .onKeyPress("h") {
                shows = false
                return .handled
            }
        }
    }

    @Test func tabClosesTheMenuAndMovesOn() {
        let host = HeadlessHost(size: Size(width: 12, height: 6), focusesFirstControl: false, root: Two())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[2].contains("one"))
        host.send(KeyEvent(.tab))
        #expect(host.focusedWidget is CursesKit.Button)
        #expect(!host.lines[2].contains("one"))
    }

    @Test func clickingAnotherControlClosesTheMenu() {
        let host = HeadlessHost(size: Size(width: 12, height: 6), focusesFirstControl: false, root: Two())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[3].contains("two"))
        host.click(at: Point(x: 0, y: 1))
        #expect(host.focusedWidget is CursesKit.Button)
        #expect(!host.lines[3].contains("two"))
    }

    @Test func aPickerRemovedWhileOpenTakesItsMenuAlong() {
        let host = HeadlessHost(size: Size(width: 12, height: 6), focusesFirstControl: false, root: Two())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[3].contains("two"))
        host.send(.character("h"))
        #expect(
            host.lines == [
                "[ Other ]   ", "            ", "            ", "            ", "            ",
                "            ",
            ])
    }
}
