import CursesKit
import Foundation
import Testing

@testable import TermUI

/// `TextField(_:value:format:)` with Foundation's `.number`, which an app
/// imports itself (TermUI defines none, so nothing is ambiguous here): edits
/// are a draft until Enter or focus leaving commits them.
@MainActor
@Suite struct TextFieldFormatTests {
    /// One locale whatever the machine's: "2.5", not "2,5".
    static let locale = Locale(identifier: "en_US")

    struct Order: View {
        @State var quantity = 3
        @State var price = 2.5
        @State var submits = 0
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Quantity", value: $quantity, format: .number.locale(TextFieldFormatTests.locale))
                    .frame(width: 80)
                TextField(
                    "Price", value: $price, format: .number.locale(TextFieldFormatTests.locale),
                    prompt: Text("price")
                ).frame(width: 80)
                Text("q=\(quantity) p=\(price) s=\(submits)")
            }
            .onSubmit { submits += 1 }
        }
    }

    static func host() -> HeadlessHost {
        HeadlessHost(size: Size(width: 20, height: 3), focusesFirstControl: false) { Order() }
    }

    @Test func theFieldShowsTheValueFormattedAndEnterCommitsWhatParses() {
        let host = Self.host()
        #expect(host.lines == ["3                   ", "2.5                 ", "q=3 p=2.5 s=0       "])
        host.send(KeyEvent(.tab))
        host.type("0")
        // A draft: the value is not written while typing.
        #expect(host.lines[0] == "30                  ")
        #expect(host.lines[2] == "q=3 p=2.5 s=0       ")
        host.send(KeyEvent(.enter))
        #expect(host.lines[2] == "q=30 p=2.5 s=1      ")
        #expect(host.lines[0] == "30                  ")
    }

    @Test func textThatDoesNotParseIsDroppedAndTheValueShowsAgain() {
        let host = Self.host()
        host.send(KeyEvent(.tab))
        host.send(KeyEvent.control("u"))
        host.type("lots")
        #expect(host.lines[0] == "lots                ")
        host.send(KeyEvent(.enter))
        #expect(host.lines[0] == "3                   ")
        #expect(host.lines[2] == "q=3 p=2.5 s=1       ")
    }

    @Test func leavingTheFieldCommitsItsDraft() {
        let host = Self.host()
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.tab))
        host.send(KeyEvent.control("u"))
        host.type("4.75")
        host.send(KeyEvent(.tab))
        #expect(host.lines[2] == "q=3 p=4.75 s=0      ")
        #expect(host.lines[1] == "4.75                ")
    }

    @Test func aRenderOfTheParentKeepsTheDraft() {
        struct Ticking: View {
            @State var value = 1
            @State var ticks = 0
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("n", value: $value, format: .number.locale(TextFieldFormatTests.locale))
                        .frame(width: 80)
                    Text("ticks \(ticks)")
                }
                .onKeyPress { key in
                    guard key == KeyEvent(.function(5)) else { return false }
                    ticks += 1
                    return true
                }
            }
        }
        let host = HeadlessHost(size: Size(width: 12, height: 2), focusesFirstControl: false) { Ticking() }
        host.send(KeyEvent(.tab))
        host.type("23")
        host.send(KeyEvent(.function(5)))
        #expect(host.lines == ["123         ", "ticks 1     "])
    }

    @Test func anAppsOwnFocusStateStillMovesFocusToTheField() {
        struct Focused: View {
            @State var value = 7
            @FocusState var isEditing: Bool
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("n", value: $value, format: .number.locale(TextFieldFormatTests.locale))
                        .frame(width: 80)
                        .focused($isEditing)
                    Text(isEditing ? "editing \(value)" : "idle \(value)")
                }
                .defaultFocus($isEditing, true)
                .onSubmit { isEditing = false }
            }
        }
        let host = HeadlessHost(size: Size(width: 12, height: 2), focusesFirstControl: false) { Focused() }
        #expect(host.lines[1] == "editing 7   ")
        host.type("5")
        host.send(KeyEvent(.enter))
        #expect(host.lines == ["75          ", "idle 75     "])
    }
}
