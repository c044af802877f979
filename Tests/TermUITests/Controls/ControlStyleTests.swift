import CursesKit
import Testing

@testable import TermUI

/// Button and toggle styles, `.tint` and `.controlSize`, as drawn and pressed.
@MainActor
@Suite struct ControlStyleTests {
    @Test func builtInButtonStylesFrameTheTitle() {
        let host = HeadlessHost(size: Size(width: 10, height: 5), focusesFirstControl: false) {
            VStack(alignment: .leading) {
                Button("Go") {}.buttonStyle(.bordered)
                Button("Go") {}.buttonStyle(.borderedProminent)
                Button("Go") {}.buttonStyle(.borderless)
                Button("Go") {}.buttonStyle(.plain)
                Button("Go") {}
            }
            .tint(.orange)
        }
        #expect(host.lines == ["[ Go ]    ", " Go       ", "Go        ", "Go        ", "[ Go ]    "])
        #expect(host.cell(at: Point(x: 2, y: 0)).style.foreground == .orange)
        #expect(host.cell(at: Point(x: 1, y: 1)).style.background == .orange)
        #expect(host.cell(at: Point(x: 1, y: 1)).style.attributes.contains(.bold))
        #expect(host.cell(at: Point(x: 0, y: 2)).style.foreground == .orange, "borderless takes the tint")
        #expect(host.cell(at: Point(x: 0, y: 3)).style.foreground == .default, "plain does not")
    }

    @Test func controlSizeSetsTheRoomAroundAButtonTitle() {
        let host = HeadlessHost(size: Size(width: 10, height: 3), focusesFirstControl: false) {
            VStack(alignment: .leading) {
                Button("Go") {}.controlSize(.small)
                Button("Go") {}
                Button("Go") {}.controlSize(.large)
            }
        }
        #expect(host.lines == ["[Go]      ", "[ Go ]    ", "[  Go  ]  "])
    }

    struct Chevrons: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text(configuration.isPressed ? "»" : "›")
                configuration.label
            }
        }
    }

    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Button("Add") { count += 1 }.buttonStyle(Chevrons())
                Text("\(count)")
            }
        }
    }

    @Test func aCustomButtonStyleDrawsTheLabelAndKeepsTheButtonsKeysAndClicks() {
        let host = HeadlessHost(size: Size(width: 6, height: 2), focusesFirstControl: false, root: Counter())
        #expect(host.lines == ["›Add  ", "0     "])
        host.send(KeyEvent(.tab))
        #expect(host.cursor == Point(x: 0, y: 0), "the cursor marks the focused button")
        host.send(KeyEvent(.enter))
        host.send(.character(" "))
        #expect(host.lines[1] == "2     ")
        host.send(MouseEvent(.press, at: Point(x: 2, y: 0), button: 1))
        #expect(host.lines[0] == "»Add  ", "pressed while the mouse button is down")
        host.send(MouseEvent(.release, at: Point(x: 2, y: 0), button: 1))
        #expect(host.lines == ["›Add  ", "3     "])
    }

    struct Bang: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 8) {
                Text("!")
                Button(configuration)
            }
        }
    }

    @Test func aPrimitiveStyleWrapsAButtonMadeFromItsConfiguration() {
        struct Screen: View {
            @State var fired = false
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Fire") { fired = true }.buttonStyle(Bang())
                    Text(fired ? "fired" : "idle")
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 10, height: 2), focusesFirstControl: false, root: Screen())
        #expect(host.lines == ["! [ Fire ]", "idle      "])
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1] == "fired     ")
    }

    struct Switches: View {
        @State var wifi = false
        @State var bold = true
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
                Toggle("Bold", isOn: $bold).toggleStyle(.button)
                Toggle("Mail", isOn: $wifi).toggleStyle(.checkbox)
            }
        }
    }

    @Test func toggleStylesDrawTheValueAndFlipTheBinding() {
        let host = HeadlessHost(
            size: Size(width: 10, height: 3), focusesFirstControl: false, root: Switches())
        #expect(host.lines == ["[○─] Wi-Fi", "[ Bold ]  ", "[ ] Mail  "])
        #expect(
            host.cell(at: Point(x: 2, y: 1)).style.attributes.contains(.underline),
            "a button toggle on is underlined")
        host.send(KeyEvent(.tab))
        host.send(.character(" "))
        #expect(host.lines == ["[━●] Wi-Fi", "[ Bold ]  ", "[x] Mail  "])
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(!host.cell(at: Point(x: 2, y: 1)).style.attributes.contains(.underline))
    }

    struct Star: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration.isOn ? "★" : "☆") { configuration.isOn.toggle() }.buttonStyle(.plain)
        }
    }

    @Test func aCustomToggleStyleWritesThroughItsConfiguration() {
        struct Favourite: View {
            @State var on = false
            var body: some View {
                VStack(alignment: .leading) {
                    Toggle("Fav", isOn: $on).toggleStyle(Star())
                    Text(on ? "yes" : "no")
                }
            }
        }
        let host = HeadlessHost(
            size: Size(width: 4, height: 2), focusesFirstControl: false, root: Favourite())
        #expect(host.lines == ["☆   ", "no  "])
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines == ["★   ", "yes "])
    }
}
