import CursesKit
import Testing

@testable import TermUI

/// Keys that arrive together (an unbracketed paste, a keyboard-wedge scanner,
/// key repeat over a slow link) are applied before one frame is drawn: the
/// focused field takes a run of typed text with one pass, every `.onKeyPress`
/// handler still sees every key in order, and a key that moves focus or
/// changes the screen routes the keys after it as if they were typed slowly.
@MainActor
@Suite struct InputBurstTests {
    /// A field bound to `text`, a second field, and a handler that records
    /// every key it sees; `!` moves focus to the second field, `#` counts.
    struct Form: View {
        let seen: KeyLog
        @State private var first = ""
        @State private var second = ""
        @State private var hashes = 0
        @FocusState private var field: Field?

        enum Field: Hashable { case first, second }

        var body: some View {
            VStack(alignment: .leading) {
                TextField("first", text: $first).focused($field, equals: .first)
                TextField("second", text: $second).focused($field, equals: .second)
                Text("first: \(first.count) second: \(second.count) #: \(hashes)")
            }
            .defaultFocus($field, .first)
            .onKeyPress { key in
                seen.keys.append(key)
                switch key {
                case .character("!"):
                    field = .second
                    return true
                case .character("#"):
                    hashes += 1
                    return true
                default: return false
                }
            }
        }
    }

    /// What the form's handler saw, in order.
    @MainActor final class KeyLog {
        var keys: [KeyEvent] = []
    }

    static let size = Size(width: 40, height: 3)

    static func keys(_ text: String) -> [KeyEvent] { text.map { KeyEvent.character($0) } }

    @Test func aBurstOfTypedKeysIsOnePassAndOneFrameWithEveryKeyApplied() throws {
        let log = KeyLog()
        let host = HeadlessHost(size: Self.size, root: Form(seen: log))
        let text = String(repeating: "lorem ipsum q dolor ", count: 25)
        let (passes, frames) = (host.passCount, host.framesDrawn)
        host.send(Self.keys(text))
        #expect(host.passCount - passes == 1, "one pass for \(text.count) typed keys")
        #expect(host.framesDrawn - frames == 1, "one frame for the burst")
        #expect(log.keys == Self.keys(text), "the handler saw every key, in order")
        #expect(host.lines[2].hasPrefix("first: \(text.count) second: 0 #: 0"))
        // The field shows the end of what was typed, its cursor after it.
        let field = try #require(host.focusedWidget as? TextInput)
        #expect(field.text == text)
    }

    /// A field whose text a child view holds as a plain value (not state)
    /// beside the binding, and reads when Enter reaches its handler.
    struct SubmitForm: View {
        let submitted: KeyLog
        @State private var text = ""

        var body: some View {
            Submitter(text: text, binding: $text, submitted: submitted)
        }
    }

    struct Submitter: View {
        let text: String
        @Binding var binding: String
        let submitted: KeyLog

        var body: some View {
            VStack(alignment: .leading) {
                TextField("code", text: $binding)
                Text("\(text.count) typed")
            }
            .onKeyPress(.return) {
                submitted.keys += text.map { KeyEvent.character($0) }
                return .handled
            }
        }
    }

    /// The key after a run of typed text sees the views that show the text
    /// brought up to date, as if the text had been typed slowly.
    @Test func theKeyAfterARunSeesTheTextInTheViewsThatShowIt() {
        let submitted = KeyLog()
        let host = HeadlessHost(size: Self.size, root: SubmitForm(submitted: submitted))
        host.send(KeyEvent(.tab))
        let passes = host.passCount
        host.send(Self.keys("4006-1234") + [KeyEvent(.enter)])
        #expect(submitted.keys == Self.keys("4006-1234"))
        #expect(host.lines[1].hasPrefix("9 typed"))
        #expect(host.passCount - passes == 1, "one pass for the run, before Enter")
    }

    @Test func backspaceInARunEditsWithoutAPassOfItsOwn() {
        let host = HeadlessHost(size: Self.size, root: Form(seen: KeyLog()))
        let passes = host.passCount
        host.send(Self.keys("abcd") + [KeyEvent(.backspace), KeyEvent(.backspace)] + Self.keys("x"))
        #expect(host.passCount - passes == 1)
        #expect(host.lines[2].hasPrefix("first: 3 second: 0"))
        #expect((host.focusedWidget as? TextInput)?.text == "abx")
    }

    /// Keys a handler takes, and keys that move focus, settle the graph first:
    /// what follows them lands where it would had they been typed slowly.
    @Test(arguments: [
        ("ab!cd", "first: 2 second: 2 #: 0"),
        ("ab#c#d", "first: 4 second: 0 #: 2"),
        ("ab\tcd", "first: 2 second: 2 #: 0"),
        ("a!b\tc", "first: 2 second: 1 #: 0"),
    ])
    func keysThatMoveFocusOrAreHandledRouteTheKeysAfterThem(script: String, expected: String) {
        let keys = script.map { $0 == "\t" ? KeyEvent(.tab) : KeyEvent.character($0) }
        let slow = HeadlessHost(size: Self.size, root: Form(seen: KeyLog()))
        for key in keys { slow.send(key) }
        let log = KeyLog()
        let burst = HeadlessHost(size: Self.size, root: Form(seen: log))
        let frames = burst.framesDrawn
        burst.send(keys)
        #expect(burst.framesDrawn - frames == 1)
        #expect(burst.lines == slow.lines)
        #expect(burst.lines[2].hasPrefix(expected))
        // Tab is Tab/Shift-Tab focus movement, after the handlers (which see it too).
        #expect(log.keys == keys)
    }
}
