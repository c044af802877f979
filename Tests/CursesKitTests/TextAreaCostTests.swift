import Testing

@testable import CursesKit

/// A key costs the same wherever it lands: rows wrapped, cells drawn and
/// graphemes measured are counted exactly, at character 10 and at character
/// 1,000,000 of a long text, and in a short one.
@MainActor
@Suite struct TextAreaCostTests {
    /// One line of prose, 60 characters with its line break.
    static let line = "the quick brown fox jumps over the lazy dog again and again"

    /// `count` characters of identical lines, so the text around any line's
    /// tenth character looks the same.
    static func lines(_ count: Int) -> String {
        let lineCount = count / (line.count + 1) + 1
        return Array(repeating: line, count: lineCount).joined(separator: "\n")
    }

    struct Cost: Equatable {
        var rowsLaidOut = 0
        var cellsDrawn = 0
        var graphemesMeasured = 0
    }

    /// An editor of 30×8 holding `text` with the cursor at character `index`,
    /// and what typing `keys` and drawing each costs.
    func cost(of keys: [KeyEvent], in text: String, at index: Int, width: Int = 30) -> Cost {
        let area = TextArea(text: text)
        area.killRing = KillRing()
        let (host, _) = hostFocused(area, width: width, height: 8)
        area.cursorIndex = index
        host.render()
        let rows = area.rowsLaidOut
        let cells = area.cellsDrawn
        let measured = TextMeasurement.counting {
            for key in keys {
                host.send(key)
                host.render()
            }
        }
        return Cost(
            rowsLaidOut: area.rowsLaidOut - rows, cellsDrawn: area.cellsDrawn - cells,
            graphemesMeasured: measured)
    }

    /// Where character `n` of a line is, `line` lines in.
    static func index(line: Int, column: Int) -> Int { line * (Self.line.count + 1) + column }

    @Test(arguments: [
        [KeyEvent.character("k")],
        [KeyEvent(.backspace)],
        [KeyEvent(.enter)],
        [KeyEvent.control("w"), KeyEvent.control("y")],
        [KeyEvent(.down), KeyEvent(.right, modifiers: [.control, .shift])],
        [KeyEvent.control("k"), KeyEvent.control("z")],
    ])
    func aKeyCostsTheSameAtCharacterTenAndAtOneMillion(keys: [KeyEvent]) {
        let long = Self.lines(1_100_000)
        let farLine = 1_000_000 / (Self.line.count + 1)
        let atTen = cost(of: keys, in: long, at: 10)
        let atAMillion = cost(of: keys, in: long, at: Self.index(line: farLine, column: 10))
        let short = cost(of: keys, in: Self.lines(2_000), at: 10)
        #expect(Self.index(line: farLine, column: 10) >= 999_950)
        #expect(atTen == atAMillion)
        #expect(atTen == short, "the long text costs what a short one does")
        // A few rows wrapped, one screen drawn per key: never the text.
        #expect(atTen.rowsLaidOut <= 8 * keys.count)
        #expect(atTen.cellsDrawn <= 2 * 30 * 8 * keys.count)
    }

    /// In one line a million characters long, an edit wraps again only the
    /// rows near it. Rows of 14 columns hold one "abcd efgh ij " each, so the
    /// text near character 10 and near character 1,000,000 wraps alike. Typing
    /// and Backspace meet the old rows right after the edit; Ctrl-W moves every
    /// later word to another row, so it wraps ``RowLayout/editLookahead`` rows
    /// and leaves the rest to be wrapped when scrolled to.
    @Test func anEditInAMillionCharacterLineWrapsOnlyTheRowsNearIt() {
        let unit = "abcd efgh ij "
        let long = String(repeating: unit, count: 1_000_000 / unit.count + 100)
        let far = (1_000_000 / unit.count) * unit.count + 10
        #expect(far >= 1_000_000)
        let typing = [KeyEvent.character("k"), KeyEvent(.backspace), KeyEvent.character("k")]
        let typedAtTen = cost(of: typing, in: long, at: 10, width: 14)
        let typedFar = cost(of: typing, in: long, at: far, width: 14)
        #expect(typedAtTen.rowsLaidOut == 3)
        #expect(typedFar.rowsLaidOut == 3 * 3, "two rows above the edit's are wrapped again too")
        #expect(typedAtTen.cellsDrawn == typedFar.cellsDrawn)
        let kills = [
            KeyEvent.control("w"), KeyEvent.control("y"), KeyEvent(.character("d"), modifiers: .alt),
        ]
        let bound = kills.count * (RowLayout.editLookahead + 4)
        let killedAtTen = cost(of: kills, in: long, at: 10, width: 14)
        let killedFar = cost(of: kills, in: long, at: far, width: 14)
        #expect(killedAtTen.rowsLaidOut <= bound)
        #expect(killedFar.rowsLaidOut <= bound)
        #expect(killedAtTen.cellsDrawn == killedFar.cellsDrawn)
    }

    /// A megabyte line pasted shows its end: wrapping it once is the paste's
    /// cost; keys after that cost rows near the cursor.
    @Test func aMegabyteLineScrolledToItsStartWrapsOnlyTheRowsShown() {
        let root = Widget()
        let host = TestHost(root: root, width: 14, height: 8)
        let area = TextArea(text: String(repeating: "abcd efgh ij ", count: 80_000))
        area.frame = Rect(x: 0, y: 0, width: 14, height: 8)
        root.addSubwidget(area)
        let before = area.rowsLaidOut
        area.cursorIndex = 0
        host.render(full: true)
        #expect(area.rowsLaidOut - before <= 8 + 1, "the rows on screen, not the line's 80,000")
        #expect(host.render().first == "abcd efgh ij  ")
    }

    /// Wrapping again around an edit gives the rows wrapping the whole line
    /// does: from a layout wrapped only partly, and in lines long enough for an
    /// edit to stop after ``RowLayout/editLookahead`` rows.
    @Test(arguments: [3, 5, 8, 13])
    func rewrappingAroundAnEditMatchesWrappingTheWholeLine(width: Int) {
        var generator = SeededGenerator(seed: UInt64(width))
        let alphabet: [Character] = ["a", "b", " ", " ", "東", "e\u{301}", "\u{301}", "🇫🇷", "x"]
        for _ in 0..<300 {
            let length = Int.random(in: 0..<(Bool.random(using: &generator) ? 60 : 400), using: &generator)
            var line = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            var rows = 0
            var layout = RowLayout(width: width)
            layout.extend(line, through: Int.random(in: 0..<80, using: &generator), rowsLaidOut: &rows)
            for _ in 0..<4 {
                let characters = Array(line)
                // The editor edits only where it has wrapped (the cursor's row is known).
                let known = layout.isComplete ? characters.count : 0
                let start = Int.random(in: 0...max(known, min(characters.count, 20)), using: &generator)
                let end = Int.random(in: start...min(characters.count, start + 3), using: &generator)
                let inserted = String(
                    (0..<Int.random(in: 0..<4, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator) ?? "a"
                    })
                let prefix = String(characters[..<start])
                let removed = String(characters[start..<end])
                let edited = prefix + inserted + String(characters[end...])
                layout.update(
                    edited, editAt: prefix.utf8.count, removed: removed.utf8.count,
                    inserted: inserted.utf8.count, rowsLaidOut: &rows)
                line = edited
                layout.extend(line, through: Int.max - 1, rowsLaidOut: &rows)
                let whole = RowLayout(line, width: width, rowsLaidOut: &rows)
                #expect(layout.starts == whole.starts, "\(line.debugDescription) at \(width)")
            }
        }
    }

    /// A megabyte pasted is one edit; the screen shows its end and drawing it
    /// lays out only the rows shown and the lines they belong to.
    @Test func aMegabytePasteIsOneEditAndLaysOutOnlyWhatIsShown() {
        let area = TextArea()
        let (host, edits) = hostFocused(area, width: 30, height: 8)
        let paste = Self.lines(1_000_000)
        let rows = area.rowsLaidOut
        _ = host.focus.dispatch(paste: paste)
        let screen = host.render()
        #expect(edits.count == 1)
        #expect(area.text == paste)
        #expect(area.rowsLaidOut - rows <= 2 * 8, "the last lines, never the text")
        #expect(screen.last == "again" + String(repeating: " ", count: 25))
        host.send(.control("z"))
        #expect(area.text == "")
    }
}
