import Testing

@testable import CursesKit

/// A focused field of `width` columns holding `text`, with its own kill ring.
@MainActor
private func field(_ text: String, width: Int = 20) -> (TextInput, TestHost, EditCounter) {
    let input = TextInput(text: text)
    input.killRing = KillRing()
    let (host, edits) = hostFocused(input, width: width, height: 1)
    return (input, host, edits)
}

@MainActor
private func alt(_ character: Character) -> KeyEvent { KeyEvent(.character(character), modifiers: .alt) }

@MainActor
private func type(_ text: String, into host: TestHost) {
    for character in text { host.send(.character(character)) }
}

/// Readline's keys in a one-line field, checked on the screen a user sees.
@MainActor
@Suite struct TextInputReadlineTests {
    @Test func ctrlKKillsToTheEndAndCtrlYYanksItBackWhereTheCursorIs() {
        let (input, host, changes) = field("hello brave world")
        host.send(.control("a"))
        for _ in 0..<6 { host.send(KeyEvent(.right)) }
        host.send(.control("k"))
        #expect(host.render() == ["hello               "])
        #expect(host.buffer.cursor == Point(x: 6, y: 0))
        host.send(.control("a"))
        host.send(.control("y"))
        #expect(host.render() == ["brave worldhello    "])
        #expect(host.buffer.cursor == Point(x: 11, y: 0))
        #expect(input.killRing?.entries == ["brave world"])
        #expect(changes.count == 2)
    }

    @Test func ctrlUKillsToTheStartAndCtrlEGoesToTheEnd() {
        let (input, host, _) = field("path/to/file")
        for _ in 0..<4 { host.send(KeyEvent(.left)) }
        host.send(.control("u"))
        #expect(input.text == "file")
        #expect(host.buffer.cursor == Point(x: 0, y: 0) || host.render() == ["file                "])
        host.send(.control("e"))
        host.send(.control("y"))
        #expect(host.render() == ["filepath/to/        "])
    }

    /// Kills in a row join one entry, so one yank brings back everything killed.
    @Test func ctrlWKillsWhitespaceWordsAndKillsInARowYankAsOne() {
        let (input, host, _) = field("git commit --amend")
        host.send(.control("w"))
        #expect(host.render() == ["git commit          "])
        host.send(.control("w"))
        #expect(input.text == "git ")
        #expect(input.killRing?.entries == ["commit --amend"])
        host.send(.control("y"))
        #expect(host.render() == ["git commit --amend  "])
        // A move ends the run: the next kill is a new entry.
        host.send(KeyEvent(.left))
        host.send(KeyEvent(.right))
        host.send(.control("w"))
        #expect(input.killRing?.entries == ["commit --amend", "--amend"])
    }

    @Test func altBAndAltFAndCtrlArrowsMoveByWords() {
        let (input, host, _) = field("say hello, world_2 now")
        host.send(alt("b"))
        #expect(input.cursorIndex == 19)
        host.send(alt("b"))
        #expect(input.cursorIndex == 11)
        host.send(KeyEvent(.left, modifiers: .control))
        #expect(input.cursorIndex == 4)
        host.send(alt("f"))
        #expect(input.cursorIndex == 9, "the end of hello, before the comma")
        host.send(KeyEvent(.right, modifiers: .control))
        #expect(input.cursorIndex == 18)
        host.send(.control("a"))
        host.send(KeyEvent(.right, modifiers: .control))
        #expect(input.cursorIndex == 3)
        host.render()
        #expect(host.buffer.cursor == Point(x: 3, y: 0))
    }

    @Test func altDAndAltBackspaceKillWords() {
        let (input, host, _) = field("one two three")
        host.send(.control("a"))
        host.send(alt("d"))
        #expect(input.text == " two three")
        host.send(alt("d"))
        #expect(input.text == " three")
        #expect(input.killRing?.entries == ["one two"])
        host.send(.control("e"))
        host.send(KeyEvent(.backspace, modifiers: .alt))
        #expect(host.render() == ["                    "])
        #expect(input.text == " ")
    }

    @Test func altYAfterAYankTurnsToTheOlderKill() {
        let (input, host, _) = field("alpha beta")
        host.send(.control("w"))
        host.send(KeyEvent(.backspace))
        host.send(.control("w"))
        #expect(input.text == "")
        #expect(input.killRing?.entries == ["beta", "alpha"])
        host.send(.control("y"))
        #expect(input.text == "alpha")
        host.send(alt("y"))
        #expect(host.render() == ["beta                "])
        host.send(alt("y"))
        #expect(input.text == "alpha", "the ring wraps")
        // Not right after a yank: Alt-Y does nothing.
        host.send(KeyEvent(.left))
        host.send(alt("y"))
        #expect(input.text == "alpha")
    }

    /// A typed run is one step, a paste is one, a kill is one; Ctrl-Y redoes
    /// right after an undo, and yanks again once something else happened.
    @Test func undoStepsAreTypedRunsPastesAndKills() {
        let (input, host, changes) = field("")
        type("hello", into: host)
        host.send(.character(" "))
        _ = host.focus.dispatch(paste: "big world")
        host.send(.control("w"))
        #expect(input.text == "hello big ")
        host.send(.control("z"))
        #expect(input.text == "hello big world")
        host.send(.control("z"))
        #expect(host.render() == ["hello               "])
        #expect(host.buffer.cursor == Point(x: 6, y: 0))
        host.send(.control("z"))
        #expect(input.text == "")
        host.send(.control("z"))
        #expect(input.text == "", "nothing more to undo")
        host.send(.control("y"))
        #expect(input.text == "hello ")
        host.send(alt("z"))
        #expect(input.text == "hello big world")
        #expect(host.render() == ["hello big world     "])
        // After a move Ctrl-Y is a yank again: the kill ring still holds "world".
        host.send(KeyEvent(.home))
        host.send(.control("y"))
        #expect(input.text == "worldhello big world")
        #expect(changes.count == 14, "6 typed, a paste, a kill, 3 undos, 2 redos, a yank")
    }

    @Test func backspaceRunsUndoAsOneStepAndANewEditClearsRedo() {
        let (input, host, _) = field("abcdef")
        for _ in 0..<3 { host.send(KeyEvent(.backspace)) }
        host.send(.control("_"))
        #expect(input.text == "abcdef")
        #expect(input.cursorIndex == 6)
        host.send(.control("z"))
        #expect(input.text == "abcdef", "setting the text was not an edit")
        host.send(.character("x"))
        host.send(.control("z"))
        host.send(.control("z"))
        #expect(input.text == "abcdef")
        #expect(!input.redo() || input.text == "abcdefx")
    }

    /// A field without a kill ring deletes, keeps nothing, and yanks nothing.
    @Test func withoutAKillRingKillsOnlyDelete() {
        let (input, host, _) = field("secret")
        input.killRing = nil
        host.send(.control("u"))
        #expect(input.text == "")
        host.send(.control("y"))
        #expect(input.text == "")
        #expect(KillRing.shared.entries.contains("secret") == false)
    }

    @Test func settingTextFromCodeForgetsTheHistory() {
        let (input, host, _) = field("")
        type("abc", into: host)
        input.text = "new"
        host.send(.control("z"))
        #expect(input.text == "new")
    }

    /// A word command at character 1,000,000 measures what one near the end of
    /// a 1,000-character text does (both end in the same words: the pattern of
    /// ``TextCostTests/words(_:)`` repeats every 54 characters): it walks to the
    /// next boundary, never the text.
    @Test func wordKillsCostTheSameAtCharacterOneMillionAsInAShortText() {
        func cost(_ text: String, at index: Int?) -> Int {
            let (input, host, _) = field(text, width: 30)
            if let index { input.cursorIndex = index }
            host.render(full: true)
            return TextMeasurement.counting {
                host.send(.control("w"))
                host.send(alt("b"))
                host.send(.control("y"))
                host.send(alt("f"))
                host.send(KeyEvent(.left, modifiers: .control))
                host.render()
            }
        }
        let long = TextCostTests.words(1_000_000)
        let short = TextCostTests.words(1_000)
        #expect(cost(long, at: nil) == cost(short, at: nil))
        #expect(cost(long, at: 10) == cost(short, at: 10))
        #expect(cost(long, at: nil) <= 5 * 8 * 31, "five keys, each a field's width or so")
    }
}
