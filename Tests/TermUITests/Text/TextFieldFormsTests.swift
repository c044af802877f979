import CursesKit
import Testing

@testable import TermUI

/// `TextField`'s forms: a prompt, readline's keys through the binding, a
/// field that grows in lines, `.onSubmit(of:)` and `.submitLabel`.
@MainActor
@Suite struct TextFieldFormsTests {
    struct Note: View {
        @State var text = ""
        @State var submits = 0
        var axis = Axis.horizontal
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Title", text: $text, prompt: Text("say something"), axis: axis)
                    .frame(width: 128)
                    .onSubmit { submits += 1 }
                    .submitLabel(.send)
                Text("[\(text)] \(submits)")
            }
        }
    }

    static func host(axis: Axis = .horizontal, height: Int = 2) -> HeadlessHost {
        let host = HeadlessHost(size: Size(width: 30, height: height)) { Note(axis: axis) }
        host.send(KeyEvent(.tab))
        return host
    }

    @Test func thePromptShowsDimmedWhileEmptyAndGoesWhenTyping() {
        let host = Self.host()
        #expect(host.lines[0] == "say something                 ")
        #expect(host.cell(at: .zero).style.attributes.contains(.dim))
        host.type("hi")
        #expect(host.lines[0] == "hi                            ")
        #expect(!host.cell(at: .zero).style.attributes.contains(.dim))
    }

    @Test func withoutAPromptTheTitleIsThePlaceholder() {
        let host = HeadlessHost(size: Size(width: 10, height: 1)) {
            TextField("Title", text: .constant("")).frame(width: 80)
        }
        #expect(host.lines == ["Title     "])
    }

    /// Each key's effect, read from the binding.
    @Test func readlineKeysEditThroughTheBinding() {
        let host = Self.host()
        host.type("hello big world")
        host.send(KeyEvent.control("w"))
        #expect(host.lines[1].hasPrefix("[hello big ] 0"))
        host.send(KeyEvent.control("y"))
        #expect(host.lines[1].hasPrefix("[hello big world] 0"))
        host.send(KeyEvent(.character("b"), modifiers: .alt))
        host.send(KeyEvent(.character("b"), modifiers: .alt))
        host.send(KeyEvent(.character("d"), modifiers: .alt))
        // The field shows both spaces (a `Text` would fold them).
        #expect(host.lines[0].hasPrefix("hello  world    "))
        #expect(host.cursor == Point(x: 6, y: 0))
        host.send(KeyEvent.control("a"))
        host.type(">")
        host.send(KeyEvent(.right, modifiers: .control))
        host.send(KeyEvent.control("k"))
        #expect(host.lines[1].hasPrefix("[>hello] 0"))
        host.send(KeyEvent.control("e"))
        host.send(KeyEvent(.left, modifiers: .control))
        host.send(KeyEvent.control("u"))
        #expect(host.lines[1].hasPrefix("[hello] 0"))
        host.send(KeyEvent(.character("f"), modifiers: .alt))
        host.send(KeyEvent.control("y"))
        #expect(host.lines[1].hasPrefix("[hello>] 0"))
        host.send(KeyEvent.control("z"))
        #expect(host.lines[1].hasPrefix("[hello] 0"))
        host.send(KeyEvent(.character("z"), modifiers: .alt))
        #expect(host.lines[1].hasPrefix("[hello>] 0"))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("[hello>] 1"))
    }

    @Test func aVerticalFieldWrapsAndGrowsALineAtATime() {
        let host = Self.host(axis: .vertical, height: 5)
        #expect(host.lines[0] == "say something                 ")
        #expect(host.lines[1].hasPrefix("[] 0"))
        host.type("the quick brown fox jumps")
        #expect(
            Array(host.lines.prefix(3)) == [
                "the quick brown               ", "fox jumps                     ",
                "[the quick brown fox jumps] 0 ",
            ])
        host.type(" over the lazy dog")
        #expect(
            Array(host.lines.prefix(4)) == [
                "the quick brown               ", "fox jumps over                ",
                "the lazy dog                  ", "[the quick brown fox jumps    ",
            ])
    }

    @Test func enterSubmitsAVerticalFieldAndAltEnterBreaksItsLine() {
        let host = Self.host(axis: .vertical, height: 4)
        host.type("one")
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("[one] 1"))
        host.send(KeyEvent(.enter, modifiers: .alt))
        host.type("two")
        #expect(
            Array(host.lines.prefix(2)) == [
                "one                           ", "two                           ",
            ])
        #expect(host.lines[2].hasPrefix("[one"))
        #expect(host.lines[3].hasPrefix("two] 1"))
    }

    @Test func onSubmitOfSearchLeavesTheFieldsActionAlone() {
        struct Search: View {
            @State var log = ""
            var body: some View {
                VStack {
                    TextField("q", text: .constant("x"))
                        .onSubmit(of: .search) { log += "search " }
                    Text("log: \(log)")
                }
                .onSubmit { log += "text " }
            }
        }
        let host = HeadlessHost(size: Size(width: 20, height: 2)) { Search() }
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1] == "     log: text      ")
    }
}
