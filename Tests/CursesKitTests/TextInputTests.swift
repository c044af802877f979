import CursesKit
import Testing

@MainActor
private final class Edits {
    var changes: [String] = []
    var submits = 0
    weak var field: TextInput?
    func changed() { changes.append(field?.text ?? "?") }
    func submitted() { submits += 1 }
}

@MainActor
private func hostedField(width: Int = 6, text: String = "") -> (TextInput, TestHost, Edits) {
    let root = Widget()
    let host = TestHost(root: root, width: width, height: 1)
    let field = TextInput(text: text, placeholder: "Name")
    field.frame = Rect(x: 0, y: 0, width: width, height: 1)
    root.addSubwidget(field)
    host.focus.focus(field)
    let edits = Edits()
    edits.field = field
    field.addTarget(edits, action: Edits.changed, for: .editingChanged)
    field.addTarget(edits, action: Edits.submitted, for: .primaryActionTriggered)
    return (field, host, edits)
}

@MainActor
private func type(_ text: String, into host: TestHost) {
    for character in text { host.send(.character(character)) }
}

@MainActor
@Suite struct TextInputTests {
    /// Without focus a field longer than its frame shows its beginning and ends in
    /// "…", instead of the tail the cursor left in view; with focus, the cursor's part.
    @Test func atRestALongTextShowsItsBeginningWithAnEllipsis() {
        let (field, host, _) = hostedField(width: 8, text: "Hosted Label text")
        #expect(host.render(full: true) == ["el text "], "focused: the end, where the cursor is")
        _ = host.focus.focus(nil)
        #expect(host.render(full: true) == ["Hosted …"])
        field.text = "Short"
        #expect(host.render(full: true) == ["Short   "])
    }

    @Test func placeholderShowsWhileEmptyInItsDimStyle() {
        let (_, host, _) = hostedField()
        #expect(host.render(full: true) == ["Name  "])
        #expect(host.buffer.cell(at: .zero).style.attributes == [.underline, .dim])
        #expect(host.buffer.cursor == Point(x: 0, y: 0))
    }

    @Test func typingInsertsAtTheCursorAndReportsEachEdit() {
        let (field, host, edits) = hostedField()
        type("ac", into: host)
        host.send(KeyEvent(.left))
        type("b", into: host)
        #expect(field.text == "abc")
        #expect(edits.changes == ["a", "ac", "abc"])
        #expect(host.render() == ["abc   "])
        #expect(host.buffer.cursor == Point(x: 2, y: 0))
    }

    @Test func backspaceDeleteAndMovement() {
        let (field, host, edits) = hostedField(text: "hello")
        host.send(KeyEvent(.backspace))
        #expect(field.text == "hell")
        host.send(KeyEvent(.home))
        host.send(KeyEvent(.delete))
        #expect(field.text == "ell")
        host.send(KeyEvent(.right))
        host.send(KeyEvent(.backspace))
        #expect(field.text == "ll")
        host.send(KeyEvent(.end))
        host.send(KeyEvent(.delete))
        host.send(.control("a"))
        host.send(KeyEvent(.backspace))
        #expect(field.text == "ll")
        #expect(field.cursorIndex == 0)
        #expect(edits.changes == ["hell", "ell", "ll"])
    }

    @Test func enterSubmitsWithoutEditing() {
        let (_, host, edits) = hostedField(text: "x")
        host.send(KeyEvent(.enter))
        #expect(edits.submits == 1)
        #expect(edits.changes.isEmpty)
    }

    @Test func settingTextFromCodeSendsNothingAndMovesTheCursorToTheEnd() {
        let (field, host, edits) = hostedField()
        field.text = "abc"
        field.text = "abc"
        #expect(edits.changes.isEmpty)
        #expect(field.cursorIndex == 3)
        host.render(full: true)
        #expect(host.buffer.cursor == Point(x: 3, y: 0))
    }

    @Test func longTextScrollsHorizontallyToKeepTheCursorVisible() {
        let (_, host, _) = hostedField(width: 5)
        type("abcdefgh", into: host)
        #expect(host.render() == ["efgh "])
        #expect(host.buffer.cursor == Point(x: 4, y: 0))
        host.send(KeyEvent(.home))
        #expect(host.render() == ["abcde"])
        #expect(host.buffer.cursor == Point(x: 0, y: 0))
        host.send(KeyEvent(.end))
        host.send(KeyEvent(.backspace))
        host.send(KeyEvent(.backspace))
        #expect(host.render() == ["cdef "])
    }

    @Test func wideCharactersScrollByDisplayWidth() {
        let (field, host, _) = hostedField(width: 6)
        type("東京都庁", into: host)
        #expect(field.text == "東京都庁")
        #expect(host.render() == ["都庁  "])
        #expect(host.buffer.cursor == Point(x: 4, y: 0))
        host.send(KeyEvent(.left))
        host.send(KeyEvent(.left))
        host.send(KeyEvent(.left))
        #expect(host.render() == ["京都庁"])
        #expect(host.buffer.cursor == Point(x: 0, y: 0))
        host.send(KeyEvent(.backspace))
        #expect(field.text == "京都庁")
    }

    @Test func clickPlacesTheCursor() {
        let (field, host, _) = hostedField(width: 8, text: "ab東c")
        host.render(full: true)
        _ = host.focus.dispatch(MouseEvent(.press, at: Point(x: 3, y: 0)))
        #expect(field.cursorIndex == 2)
        _ = host.focus.dispatch(MouseEvent(.press, at: Point(x: 7, y: 0)))
        #expect(field.cursorIndex == 4)
    }

    @Test func disabledFieldIgnoresKeysAndHidesTheCursor() {
        let (field, host, edits) = hostedField(text: "x")
        field.isEnabled = false
        #expect(!field.handle(.character("y")))
        host.render(full: true)
        #expect(host.buffer.cursor == nil)
        #expect(edits.changes.isEmpty)
    }
}
