/// A one-line editable text field (UIKit's `UITextField`, SwiftUI's `TextField`).
///
/// Typing inserts any character at the cursor; Backspace and Delete remove,
/// Left/Right/Home/End move, and readline's keys work as in a shell: Ctrl-A/E,
/// Ctrl-K/U/W and Alt-D kill into the ``killRing``, Ctrl-Y yanks (Alt-Y turns
/// to older kills), Alt-B/F and Ctrl-←/→ move by words, Ctrl-Z undoes and
/// Alt-Z redoes (see ``TextArea`` for the whole table). Typed runs and runs of
/// Backspace undo as one step; a paste is one step. Text wider than the field
/// scrolls horizontally, measured in display columns, so CJK and emoji fit.
/// Each edit sends ``ControlEvents/editingChanged``; Enter sends
/// ``ControlEvents/primaryActionTriggered``. Setting ``text`` from code sends
/// nothing, forgets the undo history and moves the cursor to the end. A paste
/// (``handlePaste(_:)``) is one edit: its line breaks become spaces, as in a
/// browser's one-line field.
///
/// Editing costs what is shown: the text is kept as a `String` with the cursor
/// and the scroll as positions in it, so a key at character 1,000,000 measures
/// the same few graphemes as one at character 10. Word commands walk only to
/// the next word boundary, and the undo history keeps the edits, not copies.
///
/// ```swift
/// let name = TextInput(placeholder: "Name")
/// name.addTarget(coordinator, action: Coordinator.nameChanged, for: .editingChanged)
/// ```
public final class TextInput: Control {
    private var storage: String
    /// The cursor and the first character shown (the horizontal scroll), as
    /// UTF-8 offsets into ``storage``, always on grapheme boundaries.
    private(set) var cursorOffset = 0
    private(set) var firstVisibleOffset = 0
    /// The columns from the first visible character to the cursor, as the
    /// last scroll left them in a field ``scrolledWidth`` wide (nil: unknown).
    /// Plain text typed at the cursor then scrolls by what it added, without
    /// walking the field: a burst of typed keys costs its length, not its
    /// length times the field's width.
    private(set) var columnsToCursor: Int?
    private var scrolledWidth = 0

    /// The text being edited.
    public var text: String {
        get { storage }
        set {
            // The same storage compares equal at once; otherwise bytes, no measuring.
            guard newValue != storage else { return }
            storage = newValue
            cursorOffset = storage.utf8.count
            firstVisibleOffset = 0
            history.removeAll()
            lastCommand = .other
            scrollToCursor()
            setNeedsDisplay()
        }
    }

    /// Shown, dimmed, while the text is empty.
    public var placeholder: String {
        didSet { if placeholder != oldValue && storage.isEmpty { setNeedsDisplay() } }
    }

    /// The cursor's place, in characters from the start (0...text.count).
    ///
    /// Counting characters walks the text; editing never does.
    public var cursorIndex: Int {
        get { storage.distance(from: storage.startIndex, to: cursor) }
        set {
            let clamped = min(max(0, newValue), storage.count)
            let index = storage.index(storage.startIndex, offsetBy: clamped)
            history.endGroup()
            lastCommand = .other
            move(to: index)
        }
    }

    /// Where kills go and yanks come from: ``KillRing/shared`` unless set;
    /// `nil` keeps nothing (a kill only deletes), for text that must not leave the field.
    public var killRing: KillRing? = .shared

    /// True for a password field (UIKit's name): every character is drawn as
    /// ``secureTextCharacter``, one column each, and kills keep nothing (the
    /// text never leaves the field; yanking into it still works). The text is
    /// never drawn, so it is in no cell, frame or snapshot of the screen.
    public var isSecureTextEntry = false {
        didSet {
            guard isSecureTextEntry != oldValue else { return }
            columnsToCursor = nil
            scrollToCursor()
            setNeedsDisplay()
        }
    }

    /// What a secure field draws for each character: `•` (a terminal without
    /// UTF-8 shows its ASCII stand-in, `*`, as it does for every glyph).
    public static let secureTextCharacter: Character = "\u{2022}"

    /// The undo and redo steps.
    var history = EditHistory<Int>()
    /// What the previous key did, for kills in a row, Alt-Y and Ctrl-Y after an undo.
    var lastCommand = PreviousCommand<Int>.other

    /// The style of the field and its text.
    public var style = Style(attributes: .underline) {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// The style of the placeholder.
    public var placeholderStyle = Style(attributes: [.underline, .dim]) {
        didSet { if placeholderStyle != oldValue { setNeedsDisplay() } }
    }

    /// Creates a field holding `text`, with the cursor at its end.
    public init(text: String = "", placeholder: String = "") {
        storage = text
        cursorOffset = text.utf8.count
        self.placeholder = placeholder
        super.init()
    }

    public override var isOpaque: Bool { true }

    /// The text's width (measured up to ``LabelWidget/measurementLimit``) plus the cursor cell.
    public override var intrinsicContentSize: Size {
        intrinsicContentSize(limitedTo: LabelWidget.measurementLimit)
    }

    public override func intrinsicContentSize(limitedTo limit: Size) -> Size {
        let textWidth = columns(from: storage.startIndex, upTo: storage.endIndex, limit: limit.width)
        let width = max(textWidth, placeholder.displayWidth) + 1
        return Size(width: min(width, limit.width), height: min(1, limit.height))
    }

    public override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: min(1, proposal.height))
    }

    public override var cursorPosition: Point? {
        guard isFocused, isEnabled else { return nil }
        return Point(x: columns(from: firstVisible, upTo: cursor, limit: bounds.width), y: 0)
    }

    public override func layoutSubwidgets() {
        scrollToCursor()
    }

    public override func draw(in surface: Surface) {
        scrollToCursor()
        let lineStyle = isEnabled ? style : style.adding(.dim)
        surface.fill(bounds, with: " ", style: lineStyle)
        if storage.isEmpty {
            surface.draw(
                TextLayout.prefix(of: placeholder, width: bounds.width), at: .zero, style: placeholderStyle)
            return
        }
        guard isFocused else {
            // At rest the field shows its beginning, ending in "…" when the text is longer
            // (only the characters that can be seen are measured).
            let head = shownText(String(storage.prefix(bounds.width + 1)))
            let fits = head.count <= bounds.width && head.displayWidth <= bounds.width
            let shown = fits ? head : TextLayout.prefix(of: head, width: bounds.width - 1) + "…"
            surface.draw(shown, at: .zero, style: lineStyle)
            return
        }
        // Only the window shown is read and measured.
        var shown = ""
        var used = 0
        var index = firstVisible
        while index < storage.endIndex {
            let character = storage[index]
            let width = measure(character)
            if used + width > bounds.width { break }
            shown.append(isSecureTextEntry ? Self.secureTextCharacter : character)
            used += width
            index = storage.index(after: index)
        }
        surface.draw(shown, at: .zero, style: lineStyle)
    }

    /// Enter submits; every typed character is text; Ctrl-U deletes back to the start.
    public override var keyHints: [KeyHint] {
        guard isEnabled else { return [] }
        return [
            KeyHint(KeyEvent(.enter), "submit", priority: .high),
            KeyHint(.control("u"), "clear", priority: .low),
        ]
    }

    /// True while enabled: typed characters go into the text.
    public override var takesTypedText: Bool { isEnabled }

    public override func handle(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        if event.key == .enter {
            sendActions(for: .primaryActionTriggered)
            return true
        }
        guard let command = TextCommand(event) else { return false }
        return perform(command)
    }

    /// Inserts pasted text at the cursor as one edit: line breaks and tabs
    /// become spaces (a one-line field flattens a paste, as a browser's does),
    /// other control characters are dropped.
    public override func handlePaste(_ text: String) -> Bool {
        guard isEnabled else { return false }
        let flattened = Self.flattened(text)
        if !flattened.isEmpty {
            replace(cursorOffset..<cursorOffset, with: flattened, group: .single)
        }
        lastCommand = .other
        return true
    }

    public override func handle(_ event: MouseEvent) -> Bool {
        guard isEnabled, event.kind == .press || event.kind == .click else { return false }
        var column = 0
        var index = firstVisible
        while index < storage.endIndex {
            let width = measure(storage[index])
            if column + width > event.location.x { break }
            column += width
            index = storage.index(after: index)
        }
        history.endGroup()
        lastCommand = .other
        move(to: index)
        return true
    }

    // MARK: - Editing

    /// Replaces the text at UTF-8 offsets `range` (grapheme boundaries) with
    /// `inserted`, leaves the cursor after it, and keeps the step for undo.
    func replace(_ range: Range<Int>, with inserted: String, group: EditGroup) {
        guard !range.isEmpty || !inserted.isEmpty else { return }
        let removed = String(storage[index(atOffset: range.lowerBound)..<index(atOffset: range.upperBound)])
        history.record(
            TextEdit(
                start: range.lowerBound, removed: removed, inserted: inserted, cursorBefore: cursorOffset),
            group: group)
        apply(at: range.lowerBound, removingCount: range.count, inserting: inserted)
    }

    /// Puts `inserted` in place of `count` UTF-8 bytes at `start`, the cursor
    /// at `cursor` (by default after the insertion).
    func apply(at start: Int, removingCount count: Int, inserting inserted: String, cursor: Int? = nil) {
        // Indices first, no second reference to the text: the edit then moves
        // bytes in place instead of copying the string.
        let lower = index(atOffset: start)
        let upper = index(atOffset: start + count)
        storage.replaceSubrange(lower..<upper, with: inserted)
        let delta = inserted.utf8.count - count
        if firstVisibleOffset > start {
            firstVisibleOffset = firstVisibleOffset >= start + count ? firstVisibleOffset + delta : start
        }
        cursorOffset = cursor ?? start + inserted.utf8.count
        // Plain ASCII typed (or pasted) between ASCII neighbours joins no
        // grapheme, and each of its characters is one column: the window
        // scrolls by what it added.
        let isPlainInsertion =
            cursor == nil && count == 0 && Self.isPrintableASCII(inserted) && isBetweenASCII(start)
            && isBetweenASCII(cursorOffset)
        if isPlainInsertion, let columns = columnsToCursor, scrolledWidth == bounds.width, bounds.width > 0 {
            scrollAfterInsertion(columnsToCursor: columns + inserted.utf8.count)
            setNeedsDisplay()
            sendActions(for: .editingChanged)
        } else {
            if !isPlainInsertion { keepOffsetsOnGraphemeBoundaries() }
            edited()
        }
    }

    /// Text that joined a grapheme on either side (a combining mark typed
    /// after a letter, a deletion that brought a letter and a mark together)
    /// leaves no offset inside a character: the window starts at the
    /// character's start, the cursor goes after it.
    private func keepOffsetsOnGraphemeBoundaries() {
        if firstVisibleOffset > 0, firstVisibleOffset < storage.utf8.count {
            let next = storage.index(after: index(atOffset: firstVisibleOffset))
            firstVisibleOffset = offset(of: storage.index(before: next))
        }
        if cursorOffset > 0, cursorOffset < storage.utf8.count {
            let next = storage.index(after: index(atOffset: cursorOffset))
            if offset(of: storage.index(before: next)) != cursorOffset { cursorOffset = offset(of: next) }
        }
    }

    /// True when every byte of `text` is a printable ASCII character (one
    /// grapheme, one column each).
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// True when the bytes on both sides of UTF-8 offset `offset` are ASCII
    /// (or the text ends there): no grapheme can join across it.
    private func isBetweenASCII(_ offset: Int) -> Bool {
        let utf8 = storage.utf8
        if offset > 0, utf8[utf8.index(utf8.startIndex, offsetBy: offset - 1)] >= 0x80 { return false }
        if offset < utf8.count, utf8[utf8.index(utf8.startIndex, offsetBy: offset)] >= 0x80 { return false }
        return true
    }

    /// Scrolls right just far enough to show the cursor cell after an
    /// insertion at the cursor that left `columns` columns before it.
    private func scrollAfterInsertion(columnsToCursor columns: Int) {
        let width = bounds.width
        let cursor = self.cursor
        let cursorWidth = cursor == storage.endIndex ? 1 : measure(storage[cursor])
        var columns = columns
        var first = firstVisible
        while columns + cursorWidth > width && first < cursor {
            columns -= measure(storage[first])
            first = storage.index(after: first)
        }
        firstVisibleOffset = offset(of: first)
        columnsToCursor = columns
    }

    func move(to index: String.Index) {
        let offset = offset(of: index)
        guard offset != cursorOffset else { return }
        cursorOffset = offset
        scrollToCursor()
        setNeedsDisplay()
    }

    func edited() {
        scrollToCursor()
        setNeedsDisplay()
        sendActions(for: .editingChanged)
    }

    /// Keeps the cursor cell inside the field, and the field full when text was
    /// deleted, walking only the graphemes around the cursor that fit.
    func scrollToCursor() {
        let width = bounds.width
        firstVisibleOffset = min(firstVisibleOffset, storage.utf8.count)
        columnsToCursor = nil
        guard width > 0 else { return }
        if cursorOffset < firstVisibleOffset { firstVisibleOffset = cursorOffset }
        let cursor = self.cursor
        let atEnd = cursor == storage.endIndex
        let cursorWidth = atEnd ? 1 : measure(storage[cursor])
        // The earliest start that still shows the cursor cell.
        var start = cursor
        var used = cursorWidth
        while start > storage.startIndex && offset(of: start) > firstVisibleOffset {
            let previous = storage.index(before: start)
            let w = measure(storage[previous])
            if used + w > width { break }
            used += w
            start = previous
        }
        if offset(of: start) > firstVisibleOffset { firstVisibleOffset = offset(of: start) }
        // The loop stopped at the first visible character or at the width:
        // either way, it is where the window now starts.
        var toCursor = used - cursorWidth
        // Deleted text leaves room at the end: show more of the start.
        var first = firstVisible
        var shown = columns(from: first, upTo: storage.endIndex, limit: width) + (atEnd ? 1 : 0)
        while first > storage.startIndex {
            let previous = storage.index(before: first)
            let w = measure(storage[previous])
            if shown + w > width { break }
            shown += w
            toCursor += w
            first = previous
        }
        firstVisibleOffset = offset(of: first)
        columnsToCursor = toCursor
        scrolledWidth = width
    }
}
