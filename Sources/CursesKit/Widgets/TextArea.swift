/// A multi-line editable text that wraps to its width and scrolls to keep the
/// cursor in view (UIKit's `UITextView`, SwiftUI's `TextEditor`).
///
/// Keys: typing inserts, Enter breaks the line, Backspace and Delete remove;
/// the arrows, Home/End (the row), PgUp/PgDn and Ctrl-Home/End move, and Shift
/// with any of them selects (drawn reversed; typing or a paste replaces the
/// selection, Backspace deletes it). Readline's keys work as in a shell and in
/// ``TextInput``: Ctrl-A/E (the line), Ctrl-K/U/W and Alt-D/Alt-Backspace kill
/// into the ``killRing`` (Ctrl-W kills the selection when there is one),
/// Ctrl-Y yanks and Alt-Y turns to older kills, Alt-B/F and Ctrl-←/→ move by
/// words. Ctrl-Z (or Ctrl-_) undoes; Alt-Z, or Ctrl-Y right after an undo,
/// redoes. A typed run is one undo step, as is a run of Backspaces, a paste
/// and a kill. Tab and Esc are left to focus and the app. A click places the
/// cursor, a drag selects, the wheel scrolls.
///
/// Each edit sends ``ControlEvents/editingChanged``. Setting ``text`` from
/// code sends nothing, forgets the undo history and puts the cursor at the end.
/// A paste (``handlePaste(_:)``) is one edit; its `"\r\n"` and `"\r"` become
/// line breaks and control characters other than tabs are dropped. Drawn
/// text is inert: a tab or any other control character shows as U+FFFD.
///
/// A key costs the same at character 10 and at character 1,000,000: the lines
/// are kept in a gap buffer at the cursor, each line remembers its wrapped
/// rows, an edit wraps again only the rows around it, and drawing and
/// scrolling walk only the rows on screen. Reading ``text`` joins the lines
/// (once per change: the result is kept until the next edit).
///
/// ```swift
/// let notes = TextArea(text: "Shopping:\n- milk")
/// notes.maximumLength = 500
/// notes.addTarget(coordinator, action: Coordinator.notesChanged, for: .editingChanged)
/// ```
public final class TextArea: Control {
    /// One line of the text and its wrapped rows, when laid out.
    struct Line {
        var text: String
        var layout: RowLayout?
    }

    var lines = LineBuffer([Line(text: "")])
    var cursor = TextPosition.zero
    /// The other end of the selection, when one is being made (it may equal the cursor).
    var anchor: TextPosition?
    /// The first row shown: the row of this line holding this offset.
    var top = TextPosition.zero
    /// The column Up and Down aim for, kept across rows shorter than it.
    var goalColumn: Int?
    var history = EditHistory<TextPosition>()
    var lastCommand = PreviousCommand<TextPosition>.other
    /// The characters in the text, once counted (for ``maximumLength``).
    var characterCount: Int?
    /// ``text``, joined once per change.
    var joinedText: String? = ""
    /// Set by edits and moves made while the widget had no size.
    var needsScrollToCursor = false

    /// Rows wrapped since the widget was made: a key costs the rows around it,
    /// never the text's (tests compare keys at character 10 and 1,000,000).
    package internal(set) var rowsLaidOut = 0
    /// Cells painted since the widget was made (fills and text columns).
    package internal(set) var cellsDrawn = 0

    /// The text being edited; lines are separated by `"\n"` (a `"\r\n"` or
    /// `"\r"` set here reads back as `"\n"`).
    public var text: String {
        get {
            if let joinedText { return joinedText }
            // One allocation of the final size: appending line by line into a
            // growing string cost more than the copy itself (a binding reads
            // this after every edit).
            var byteCount = lines.count - 1
            for index in 0..<lines.count { byteCount += lines[index].text.utf8.count }
            var joined = ""
            joined.reserveCapacity(byteCount)
            for index in 0..<lines.count {
                if index > 0 { joined += "\n" }
                joined += lines[index].text
            }
            joinedText = joined
            return joined
        }
        set {
            // The string read back compares equal at once: a host writing back what it read costs nothing.
            guard newValue != text else { return }
            let normalized = Self.normalizingLineBreaks(newValue)
            lines = LineBuffer(
                normalized.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
                    Line(text: String(decoding: $0, as: UTF8.self))
                })
            if lines.count == 0 { lines = LineBuffer([Line(text: "")]) }
            joinedText = normalized
            characterCount = nil
            cursor = TextPosition(line: lines.count - 1, offset: lines[lines.count - 1].text.utf8.count)
            anchor = nil
            top = .zero
            goalColumn = nil
            history.removeAll()
            lastCommand = .other
            scrollToCursorOrLater()
            setNeedsDisplay()
        }
    }

    /// The most characters the text may hold (a line break counts one), or
    /// `nil` for no limit. An edit that would pass it is cut to fit (a typed
    /// character is refused); text set from code is kept whole.
    public var maximumLength: Int? {
        didSet { if let maximumLength, maximumLength < 0 { self.maximumLength = 0 } }
    }

    /// Where kills go and yanks come from: ``KillRing/shared`` unless set;
    /// `nil` keeps nothing (a kill only deletes).
    public var killRing: KillRing? = .shared

    /// True for a field that grows in lines (SwiftUI's `TextField(_:text:axis: .vertical)`):
    /// Enter sends ``ControlEvents/primaryActionTriggered`` and Alt-Enter breaks the line.
    /// False (an editor): Enter breaks the line.
    public var submitsOnEnter = false

    /// The style of the text and the empty cells.
    public var style = Style.plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Shown, dimmed, while the text is empty (a vertical field's prompt).
    public var placeholder = "" {
        didSet { if placeholder != oldValue && isEmpty { setNeedsDisplay() } }
    }

    /// The style of the placeholder.
    public var placeholderStyle = Style(attributes: .dim) {
        didSet { if placeholderStyle != oldValue && isEmpty { setNeedsDisplay() } }
    }

    /// True when the text is empty: one line, with nothing in it.
    var isEmpty: Bool { lines.count == 1 && lines[0].text.isEmpty }

    /// The style of selected text.
    public var selectionStyle = Style(attributes: .reverse) {
        didSet { if selectionStyle != oldValue { setNeedsDisplay() } }
    }

    /// Creates an editor holding `text`, with the cursor at its end.
    public init(text: String = "") {
        super.init()
        self.text = text
    }

    /// The cursor's place, in characters from the start (a line break counts one).
    ///
    /// Counting characters walks the text; editing never does.
    public var cursorIndex: Int {
        get { characters(upTo: cursor) }
        set {
            anchor = nil
            endRun()
            moveCursor(to: position(atCharacter: max(0, newValue)))
        }
    }

    /// The selected text; empty when nothing is selected.
    public var selectedText: String {
        selection.map { string(in: $0) } ?? ""
    }

    /// True when there is a step to undo.
    public var canUndo: Bool { history.canUndo }
    /// True when there is an undone step to redo.
    public var canRedo: Bool { history.canRedo }

    public override var isOpaque: Bool { true }

    /// One cell, for the cursor: the editor takes whatever room it is given.
    public override var intrinsicContentSize: Size { Size(width: 1, height: 1) }

    /// The whole proposal: an editor fills the room it is given, as SwiftUI's `TextEditor` does.
    public override func sizeThatFits(_ proposal: Size) -> Size { proposal }

    public override var cursorPosition: Point? {
        guard isFocused, isEnabled, bounds.width > 0, bounds.height > 0 else { return nil }
        if needsScrollToCursor { scrollToCursor() }
        let cursorRow = rowReference(of: cursor)
        var row = rowReference(of: top)
        guard cursorRow >= row else { return nil }
        var y = 0
        while row != cursorRow {
            guard y < bounds.height - 1, let next = self.row(after: row) else { return nil }
            row = next
            y += 1
        }
        return Point(x: cursorColumn, y: y)
    }

    public override func handle(_ event: KeyEvent) -> Bool { handleKey(event) }

    /// Enter submits (a growing one-value field) or breaks the line; Ctrl-Z undoes.
    public override var keyHints: [KeyHint] {
        guard isEnabled else { return [] }
        return [
            KeyHint(KeyEvent(.enter), submitsOnEnter ? "submit" : "new line", priority: .high),
            KeyHint(.control("z"), "undo", priority: .low),
        ]
    }

    /// True while enabled: typed characters go into the text.
    public override var takesTypedText: Bool { isEnabled }

    /// Inserts pasted text at the cursor (over the selection) as one edit.
    public override func handlePaste(_ text: String) -> Bool { handlePasted(text) }

    /// A click places the cursor (Shift-click extends the selection), a drag
    /// selects, the wheel scrolls three rows.
    public override func handle(_ event: MouseEvent) -> Bool { handleMouse(event) }

    public override func layoutSubwidgets() {
        // Rows wrapped to another width are wrapped again when next needed.
        needsScrollToCursor = true
    }

    public override func draw(in surface: Surface) {
        let width = bounds.width
        let height = bounds.height
        guard width > 0, height > 0 else { return }
        if needsScrollToCursor { scrollToCursor() }
        let textStyle = isEnabled ? style : style.adding(.dim)
        surface.fill(bounds, with: " ", style: textStyle)
        cellsDrawn += width * height
        if isEmpty && !placeholder.isEmpty {
            cellsDrawn += surface.draw(
                TextLayout.prefix(of: placeholder, width: width), at: .zero, style: placeholderStyle)
            return
        }
        let selection = self.selection
        var row: RowReference? = rowReference(of: top)
        for y in 0..<height {
            guard let current = row else { break }
            drawRow(current, at: y, in: surface, style: textStyle, selection: selection)
            row = self.row(after: current)
        }
    }

    /// Draws one visual row, its selected part reversed; a selected line break
    /// shows as one reversed cell after the line's last row.
    private func drawRow(
        _ row: RowReference, at y: Int, in surface: Surface, style: Style, selection: Range<TextPosition>?
    ) {
        let line = lines[row.line].text
        let range = range(of: row)
        var pieces: [(Range<Int>, Bool)] = [(range, false)]
        if let selection {
            let low = selection.lowerBound.line < row.line ? range.lowerBound : selection.lowerBound.offset
            let high = selection.upperBound.line > row.line ? range.upperBound : selection.upperBound.offset
            if selection.lowerBound.line <= row.line, selection.upperBound.line >= row.line {
                let from = min(max(low, range.lowerBound), range.upperBound)
                let to = min(max(high, from), range.upperBound)
                pieces = [
                    (range.lowerBound..<from, false), (from..<to, true), (to..<range.upperBound, false),
                ]
            }
        }
        var x = 0
        for (piece, selected) in pieces where !piece.isEmpty {
            let shown = String(
                line[line.index(atUTF8Offset: piece.lowerBound)..<line.index(atUTF8Offset: piece.upperBound)])
            let drawn = surface.draw(shown, at: Point(x: x, y: y), style: selected ? selectionStyle : style)
            cellsDrawn += drawn
            x += drawn
        }
        if let selection, x < bounds.width, isLastRow(row),
            selection.lowerBound <= TextPosition(line: row.line, offset: line.utf8.count),
            selection.upperBound.line > row.line
        {
            surface.draw(" ", at: Point(x: x, y: y), style: selectionStyle)
            cellsDrawn += 1
        }
    }

    /// `text` with `"\r\n"` and `"\r"` as `"\n"`.
    static func normalizingLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            if scalar == "\n" && afterCR { continue }
            result.unicodeScalars.append(scalar == "\r" ? "\n" : scalar)
        }
        return result
    }
}
