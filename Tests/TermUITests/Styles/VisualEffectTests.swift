import Testing

@testable import TermUI

/// Visual modifiers a terminal can only approximate: opacity and blur dim
/// or hide (keeping the place), the rest draw the view as it is.
@MainActor
@Suite struct VisualEffectTests {
    struct Faded: View {
        @State var opacity: Double
        var body: some View {
            VStack(alignment: .leading) {
                Text("faded").opacity(opacity)
                Button("Next") { opacity = opacity > 0 ? 0 : 1 }
            }
        }
    }

    @Test(arguments: [(1.0, false), (0.5, false), (0.49, true), (0.1, true)])
    func opacityBelowOneHalfDims(opacity: Double, dims: Bool) {
        let host = HeadlessHost(size: Size(width: 10, height: 2), root: Faded(opacity: opacity))
        #expect(host.lines[0].hasPrefix("faded"))
        let style = host.cell(at: Point(x: 0, y: 0)).style
        #expect(style.attributes.contains(.dim) == dims)
        #expect((style.foreground == .gray) == dims)
    }

    @Test func opacityZeroHidesTheViewAndKeepsItsPlace() {
        let host = HeadlessHost(size: Size(width: 10, height: 2), root: Faded(opacity: 0.3))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))  // opacity 0
        #expect(host.lines[0] == "          ")
        #expect(host.lines[1].hasPrefix("[ Next ]"), "the button stays on the second row")
        host.send(KeyEvent(.enter))  // opacity 1
        #expect(host.lines[0].hasPrefix("faded"))
        #expect(!host.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.dim))
    }

    struct HiddenButton: View {
        @State private var pressed = ""
        var body: some View {
            VStack(alignment: .leading) {
                Button("Hidden") { pressed = "hidden" }.opacity(0)
                Button("Shown") { pressed = "shown" }
                Text("pressed \(pressed)")
            }
        }
    }

    @Test func aControlAtOpacityZeroTakesNoFocus() {
        let host = HeadlessHost(size: Size(width: 16, height: 3), root: HiddenButton())
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[2].hasPrefix("pressed shown"))
    }

    @Test func blurDimsTheView() {
        let host = HeadlessHost(size: Size(width: 10, height: 2)) {
            VStack(alignment: .leading) {
                Text("blurred").blur(radius: 3)
                Text("sharp").blur(radius: 0)
            }
        }
        #expect(host.lines[0].hasPrefix("blurred"))
        #expect(host.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.dim))
        #expect(!host.cell(at: Point(x: 0, y: 1)).style.attributes.contains(.dim))
    }

    @Test func theOtherEffectsDrawTheViewAsItIs() {
        let plain = HeadlessHost(size: Size(width: 12, height: 2)) {
            VStack(alignment: .leading) {
                Text("Hello").foregroundColor(.red)
                TextField("Amount", text: .constant("12"))
            }
        }
        let decorated = HeadlessHost(size: Size(width: 12, height: 2)) {
            VStack(alignment: .leading) {
                Text("Hello").foregroundColor(.red)
                    .shadow(color: .gray, radius: 4, x: 1, y: 1)
                    .cornerRadius(8)
                    .rotationEffect(.degrees(45))
                    .scaleEffect(1.5)
                    .scaleEffect(x: 2, y: 0.5, anchor: .topLeading)
                TextField("Amount", text: .constant("12"))
                    .keyboardType(.decimalPad)
                    .autocorrectionDisabled()
                    .textInputAutocapitalization(.never)
            }
            .navigationBarTitleDisplayMode(.inline)
        }
        #expect(decorated.lines == plain.lines)
        #expect(decorated.cell(at: .zero) == plain.cell(at: .zero))
    }
}
