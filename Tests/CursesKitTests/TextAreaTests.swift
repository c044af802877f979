import Testing

@testable import CursesKit

/// A focused editor of `width`×`height` holding `text`, with its own kill ring, drawn once.
@MainActor
private func editor(_ text: String, width: Int = 12, height: Int = 4) -> (TextArea, TestHost, EditCounter) {
    let area = TextArea(text: text)
    area.killRing = KillRing()
    let (host, edits) = hostFocused(area, width: width, height: height)
    return (area, host, edits)
}

@MainActor
private func type(_ text: String, into host: TestHost) {
    for character in text { host.send(character == "\n" ? KeyEvent(.enter) : .character(character)) }
}

@MainActor
private func shift(_ key: KeyEvent.Key) -> KeyEvent { KeyEvent(key, modifiers: .shift) }

/// The multi-line editor, checked on the screen a user sees.
@MainActor
@Suite struct TextAreaTests {
    @Test func softWrapsBetweenWordsAndBreaksLongWords() {
        let (_, host, _) = editor("The quick brown fox\njumps\nabcdefghijklmnop", width: 10, height: 6)
        #expect(
            host.render(full: true) == [
                "The quick ",
                "brown fox ",
                "jumps     ",
                "abcdefghi ",
                "jklmnop   ",
                "          ",
            ], "the last column is the cursor's (or a space's)")
        #expect(host.buffer.cursor == Point(x: 7, y: 4))
    }

    @Test func typingEnterAndBackspaceEditLines() {
        let (area, host, edits) = editor("")
        type("ab\ncd", into: host)
        #expect(host.render() == ["ab          ", "cd          ", "            ", "            "])
        #expect(host.buffer.cursor == Point(x: 2, y: 1))
        host.send(KeyEvent(.home))
        host.send(KeyEvent(.backspace))
        #expect(area.text == "abcd")
        #expect(host.render() == ["abcd        ", "            ", "            ", "            "])
        #expect(host.buffer.cursor == Point(x: 2, y: 0))
        host.send(KeyEvent(.delete))
        #expect(area.text == "abd")
        #expect(edits.count == 7)
    }

    @Test func scrollingKeepsTheCursorOnScreen() {
        let text = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let (_, host, _) = editor(text, width: 8, height: 3)
        #expect(host.render() == ["line 8  ", "line 9  ", "line 10 "], "the cursor starts at the end")
        host.send(KeyEvent(.home, modifiers: .control))
        #expect(host.render() == ["line 1  ", "line 2  ", "line 3  "])
        #expect(host.buffer.cursor == Point(x: 0, y: 0))
        for _ in 0..<3 { host.send(KeyEvent(.down)) }
        #expect(host.render() == ["line 2  ", "line 3  ", "line 4  "])
        #expect(host.buffer.cursor == Point(x: 0, y: 2))
        host.send(KeyEvent(.pageDown))
        #expect(host.render() == ["line 4  ", "line 5  ", "line 6  "])
        #expect(host.buffer.cursor == Point(x: 0, y: 2), "a page moves the view as far as the cursor")
        host.send(KeyEvent(.pageUp))
        #expect(host.render() == ["line 2  ", "line 3  ", "line 4  "])
        host.send(KeyEvent(.end, modifiers: .control))
        #expect(host.render() == ["line 8  ", "line 9  ", "line 10 "])
        #expect(host.buffer.cursor == Point(x: 7, y: 2))
        // Deleting at the end keeps the screen full.
        host.send(KeyEvent(.up))
        host.send(.control("k"))
        host.send(.control("k"))
        #expect(host.render() == ["line 7  ", "line 8  ", "line 9  "])
    }

    @Test func upAndDownMoveByRowsKeepingTheColumn() {
        let (area, host, _) = editor("abcdefgh\nab\nabcdefgh\nxx yy zz ww", width: 6, height: 6)
        host.send(KeyEvent(.home, modifiers: .control))
        for _ in 0..<4 { host.send(KeyEvent(.right)) }
        host.send(KeyEvent(.down))
        host.render()
        #expect(host.buffer.cursor == Point(x: 3, y: 1), "the wrapped row is shorter: its end")
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.down))
        #expect(area.cursorIndex == 9 + 3 + 4, "back in the goal column")
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.down))
        host.render()
        #expect(host.buffer.cursor == Point(x: 4, y: 5))
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.down))
        #expect(area.cursorIndex == area.text.count, "Down on the last row goes to the end")
    }

    @Test func homeAndEndAreTheRowCtrlAAndCtrlETheLine() {
        let (area, host, _) = editor("one two three four", width: 11, height: 3)
        host.send(KeyEvent(.home))
        #expect(area.cursorIndex == 8)
        host.send(.control("a"))
        #expect(area.cursorIndex == 0)
        host.send(KeyEvent(.end))
        #expect(area.cursorIndex == 7, "before the row's trailing space")
        host.send(.control("e"))
        #expect(area.cursorIndex == 18)
    }

    @Test func shiftArrowsSelectReversedAndTypingReplacesTheSelection() {
        let (area, host, _) = editor("hello\nworld", width: 8, height: 2)
        host.send(KeyEvent(.home, modifiers: .control))
        for _ in 0..<3 { host.send(KeyEvent(.right)) }
        host.send(shift(.right))
        host.send(shift(.right))
        host.send(shift(.down))
        #expect(area.selectedText == "lo\nworld")
        host.render()
        let reversed = (0..<2).map { y in
            (0..<8).map { x in
                host.buffer.cell(at: Point(x: x, y: y)).style.attributes.contains(.reverse) ? "#" : "."
            }
            .joined()
        }
        #expect(reversed == ["...###..", "#####..."], "the selected line break shows as one cell")
        type("p!", into: host)
        #expect(area.text == "help!")
        #expect(host.render() == ["help!   ", "        "])
        host.send(.control("z"))
        #expect(area.text == "hello\nworld")
        host.send(shift(.left))
        host.send(KeyEvent(.backspace))
        #expect(area.text == "hello\nworl")
    }

    @Test func anArrowWithoutShiftCollapsesTheSelection() {
        let (area, host, _) = editor("abcdef")
        host.send(shift(.left))
        host.send(shift(.left))
        host.send(KeyEvent(.left))
        #expect(area.cursorIndex == 4)
        #expect(area.selectedText == "")
        host.send(KeyEvent(.left, modifiers: [.control, .shift]))
        #expect(area.selectedText == "abcd")
        host.send(KeyEvent(.right))
        #expect(area.cursorIndex == 4)
    }

    /// A typed run is one step, a paste is one, Ctrl-Y redoes right after an undo.
    @Test func undoAndRedoWalkTypedRunsPastesAndKills() {
        let (area, host, edits) = editor("")
        type("hello", into: host)
        host.send(KeyEvent(.enter))
        _ = host.focus.dispatch(paste: "one\r\ntwo\rthree")
        #expect(area.text == "hello\none\ntwo\nthree")
        host.send(.control("w"))
        #expect(area.text == "hello\none\ntwo\n")
        host.send(.control("z"))
        host.send(.control("z"))
        #expect(host.render() == ["hello       ", "            ", "            ", "            "])
        host.send(.control("z"))
        host.send(.control("z"))
        #expect(area.text == "")
        host.send(.control("y"))
        host.send(.control("y"))
        #expect(area.text == "hello\n")
        host.send(KeyEvent(.character("z"), modifiers: .alt))
        #expect(area.text == "hello\none\ntwo\nthree")
        #expect(host.buffer.cursor == Point(x: 0, y: 1) || host.render().count == 4)
        #expect(edits.count == 6 + 1 + 1 + 4 + 3)
    }

    @Test func killsAcrossLinesAndYanks() {
        let (area, host, _) = editor("alpha beta\ngamma")
        host.send(KeyEvent(.home, modifiers: .control))
        host.send(.control("e"))
        host.send(.control("k"))
        #expect(area.text == "alpha betagamma", "Ctrl-K at a line's end kills the line break")
        host.send(.control("k"))
        #expect(area.text == "alpha beta")
        #expect(area.killRing?.entries == ["\ngamma"])
        host.send(KeyEvent(.character("b"), modifiers: .alt))
        host.send(.control("u"))
        #expect(area.text == "beta")
        host.send(.control("e"))
        host.send(.control("y"))
        #expect(host.render() == ["betaalpha   ", "            ", "            ", "            "])
        host.send(KeyEvent(.character("y"), modifiers: .alt))
        #expect(area.text == "beta\ngamma")
        host.send(KeyEvent(.backspace, modifiers: .alt))
        host.send(KeyEvent(.backspace, modifiers: .alt))
        #expect(area.text == "")
        #expect(area.killRing?.entries.last == "beta\ngamma")
    }

    @Test func wordMovesCrossLines() {
        let (area, host, _) = editor("one two\n  three")
        host.send(KeyEvent(.home, modifiers: .control))
        host.send(KeyEvent(.right, modifiers: .control))
        host.send(KeyEvent(.right, modifiers: .control))
        #expect(area.cursorIndex == 7)
        host.send(KeyEvent(.character("f"), modifiers: .alt))
        #expect(area.cursorIndex == 15)
        host.send(KeyEvent(.character("b"), modifiers: .alt))
        host.send(KeyEvent(.character("b"), modifiers: .alt))
        #expect(area.cursorIndex == 4)
        host.send(KeyEvent(.character("d"), modifiers: .alt))
        #expect(area.text == "one \n  three")
    }

    @Test func aPasteIsOneEditWithItsControlsDroppedAndTabsInert() {
        let (area, host, edits) = editor("ab", width: 10, height: 3)
        host.send(KeyEvent(.left))
        _ = host.focus.dispatch(paste: "x\u{1B}[2J\ty\r\nz")
        #expect(area.text == "ax[2J\ty\nzb")
        #expect(edits.count == 1)
        #expect(host.render() == ["ax[2J\u{FFFD}y   ", "zb        ", "          "])
        #expect(host.buffer.cursor == Point(x: 1, y: 1))
        host.send(.control("z"))
        #expect(area.text == "ab")
    }

    @Test func wideCharactersWrapByDisplayWidth() {
        let (area, host, _) = editor("漢字かな交じり文", width: 5, height: 4)
        #expect(host.render(full: true) == ["漢字 ", "かな ", "交じ ", "り文 "])
        #expect(host.buffer.cursor == Point(x: 4, y: 3))
        // Up lands before the wrapped row's last character, in the column it can.
        host.send(KeyEvent(.up))
        host.render()
        #expect(host.buffer.cursor == Point(x: 2, y: 2))
        host.send(KeyEvent(.backspace))
        #expect(area.text == "漢字かなじり文")
        #expect(host.render() == ["漢字 ", "かな ", "じり ", "文   "])
    }

    @Test func theLastColumnIsLeftForTheCursorOrASpace() {
        let (area, host, _) = editor("abcd", width: 4, height: 3)
        #expect(host.render(full: true) == ["abc ", "d   ", "    "])
        #expect(host.buffer.cursor == Point(x: 1, y: 1))
        area.text = "abc d"
        #expect(host.render(full: true) == ["abc ", "d   ", "    "], "the space stands in the last column")
        area.text = "abc "
        #expect(host.render(full: true) == ["abc ", "    ", "    "])
        #expect(host.buffer.cursor == Point(x: 0, y: 1), "after a row ending in that space: a row of its own")
    }

    @Test func clickPlacesTheCursorDragSelectsWheelScrolls() {
        let text = (1...8).map { "row \($0)" }.joined(separator: "\n")
        let (area, host, _) = editor(text, width: 6, height: 3)
        host.send(KeyEvent(.home, modifiers: .control))
        host.render()
        _ = host.focus.dispatch(MouseEvent(.press, at: Point(x: 2, y: 1)))
        #expect(area.cursorIndex == 8)
        _ = host.focus.dispatch(MouseEvent(.drag, at: Point(x: 5, y: 2), button: 1))
        #expect(area.selectedText == "w 2\nrow 3")
        _ = host.focus.dispatch(MouseEvent(.press, at: Point(x: 5, y: 0)))
        #expect(area.cursorIndex == 5, "past a line's end: the end")
        _ = host.focus.dispatch(MouseEvent(.click, at: Point(x: 2, y: 0)))
        #expect(area.cursorIndex == 2)
        #expect(area.selectedText == "")
        _ = host.focus.dispatch(MouseEvent(.wheelDown, at: Point(x: 0, y: 0), button: 0))
        #expect(host.render() == ["row 4 ", "row 5 ", "row 6 "])
        #expect(host.buffer.cursor == nil, "the cursor scrolled away")
        _ = host.focus.dispatch(MouseEvent(.wheelDown, at: Point(x: 0, y: 0), button: 0))
        #expect(host.render() == ["row 6 ", "row 7 ", "row 8 "], "never past the end")
        host.send(.character("!"))
        #expect(host.render() == ["ro!w  ", "1     ", "row 2 "], "an edit brings the cursor back")
    }

    /// Shift-click extends the selection from the cursor, and the next frame shows it.
    @Test func shiftClickExtendsTheSelectionAndTheFrameShowsIt() {
        let (area, host, _) = editor("hello world")
        host.send(.control("a"))
        host.render()
        _ = host.focus.dispatch(MouseEvent(.press, at: Point(x: 5, y: 0), modifiers: .shift))
        #expect(area.selectedText == "hello")
        host.render()
        let reversed = (0..<7).map {
            host.buffer.cell(at: Point(x: $0, y: 0)).style.attributes.contains(.reverse)
        }
        #expect(reversed == [true, true, true, true, true, false, false])
        // A plain arrow key then collapses it, and the frame shows that too.
        host.send(KeyEvent(.right))
        host.render()
        #expect(!host.buffer.cell(at: .zero).style.attributes.contains(.reverse))
    }

    @Test func maximumLengthRefusesTypingAndCutsAPaste() {
        let (area, host, edits) = editor("abc")
        area.maximumLength = 6
        _ = host.focus.dispatch(paste: "12\n456")
        #expect(area.text == "abc12\n")
        host.send(.character("x"))
        #expect(area.text == "abc12\n")
        host.send(KeyEvent(.backspace))
        host.send(.character("x"))
        #expect(area.text == "abc12x")
        #expect(edits.count == 3)
    }

    @Test func settingTextSendsNothingForgetsTheHistoryAndCountsLineBreaks() {
        let (area, host, edits) = editor("")
        type("abc", into: host)
        area.text = "one\r\ntwo"
        #expect(area.text == "one\ntwo")
        host.send(.control("z"))
        #expect(area.text == "one\ntwo")
        #expect(edits.count == 3)
        #expect(area.cursorIndex == 7)
        area.cursorIndex = 4
        #expect(host.render() == ["one         ", "two         ", "            ", "            "])
        #expect(host.buffer.cursor == Point(x: 0, y: 1))
    }

    @Test func disabledIgnoresInputAndHidesTheCursor() {
        let (area, host, edits) = editor("x")
        area.isEnabled = false
        #expect(!area.handle(.character("y")))
        #expect(!area.handlePaste("y"))
        host.render(full: true)
        #expect(host.buffer.cursor == nil)
        #expect(edits.count == 0)
        #expect(!area.handle(KeyEvent(.tab)), "Tab is left to focus")
    }
}
