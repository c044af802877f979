import CursesKit

/// A list of entries, two lines each (a title with a note, then a summary),
/// one of them selected: its marker and title show it, the summaries never
/// change look. Up and Down move the selection and send `.valueChanged`;
/// Enter, Space or a click sends `.primaryActionTriggered`.
@MainActor
final class ScreenListWidget: Control {
    /// One entry of the list.
    struct Entry: Hashable {
        var title: String
        var note: String
        var summary: String
    }

    var entries: [Entry] = [] {
        didSet {
            guard entries != oldValue else { return }
            selectedIndex = min(selectedIndex, max(0, entries.count - 1))
            setNeedsDisplay()
        }
    }

    /// The selected entry's index.
    var selectedIndex = 0 {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the selection marker and title.
    var accent: Color = .cyan {
        didSet { if accent != oldValue { setNeedsDisplay() } }
    }

    /// Rows per entry: two lines and a blank one.
    static let rowsPerEntry = 3

    override var intrinsicContentSize: Size {
        let width =
            entries.map { max($0.title.displayWidth + $0.note.displayWidth + 6, $0.summary.displayWidth + 4) }
            .max() ?? 0
        return Size(width: width, height: max(0, entries.count * Self.rowsPerEntry - 1))
    }

    override func draw(in surface: Surface) {
        for (index, entry) in entries.enumerated() {
            let y = index * Self.rowsPerEntry
            let isSelected = index == selectedIndex
            let marker = isSelected ? "▸ " : "  "
            var titleStyle = Style(foreground: isSelected ? accent : .default, attributes: .bold)
            if isSelected && (isFocused || isHighlighted) { titleStyle = titleStyle.adding(.reverse) }
            let advance = surface.draw(marker, at: Point(x: 0, y: y), style: Style(foreground: accent))
            let title = TextLayout.truncate(" \(entry.title) ", width: bounds.width - advance)
            let titleWidth = surface.draw(title, at: Point(x: advance, y: y), style: titleStyle)
            let noteX = advance + titleWidth + 1
            // What does not fit the row ends in "…" rather than being cut at the edge.
            surface.draw(
                TextLayout.truncate(entry.note, width: bounds.width - noteX), at: Point(x: noteX, y: y),
                style: Style(foreground: .gray))
            // The summary's look does not follow the selection: a move then
            // rewrites only the markers and the two titles, not two whole lines.
            surface.draw(
                TextLayout.truncate(entry.summary, width: bounds.width - 3), at: Point(x: 3, y: y + 1),
                style: .plain)
        }
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty, !entries.isEmpty else { return false }
        switch event.key {
        case .up: select(selectedIndex - 1)
        case .down: select(selectedIndex + 1)
        case .enter, .character(" "): sendActions(for: .primaryActionTriggered)
        default: return false
        }
        return true
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard isEnabled, event.button == 1 else { return false }
        let index = event.location.y / Self.rowsPerEntry
        let onEntry =
            bounds.contains(event.location) && entries.indices.contains(index)
            && event.location.y % Self.rowsPerEntry < 2
        switch event.kind {
        case .press:
            guard onEntry else { return false }
            select(index)
            isHighlighted = true
            return true
        case .release, .click:
            let wasTracking = isHighlighted || event.kind == .click
            isHighlighted = false
            guard wasTracking, onEntry, index == selectedIndex else { return wasTracking }
            sendActions(for: .primaryActionTriggered)
            return true
        default:
            return false
        }
    }

    /// Selects `index` (clamped) and reports the change.
    private func select(_ index: Int) {
        let clamped = min(max(0, index), entries.count - 1)
        guard clamped != selectedIndex else { return }
        selectedIndex = clamped
        sendActions(for: .valueChanged)
    }
}
