import CursesKit

/// Which hints a footer of a given width shows, and in what order.
///
/// The order is the priority order, highest first, with the essential hints
/// (back, close, help, quit) last, at the right end where a person looks for
/// the ways out; hints of one priority keep the router's order (innermost
/// first). When the row is too narrow, whole hints go, the lowest priority
/// (and latest) first, never an essential one while another is left: `?`,
/// itself essential, lists the rest.
enum KeyHintsLayout {
    /// The cells between two hints.
    static let gap = 2

    /// The hints shown in `width` cells, in the order shown.
    static func fit(_ hints: [KeyHint], width: Int) -> [KeyHint] {
        var shown = ordered(hints)
        while totalWidth(of: shown) > width, let drop = indexToDrop(in: shown) {
            shown.remove(at: drop)
        }
        return shown
    }

    /// `hints` in display order: non-essential by priority (stable), then the essential ones.
    static func ordered(_ hints: [KeyHint]) -> [KeyHint] {
        let indexed = hints.enumerated().filter { $0.element.priority != .essential }
        let sorted = indexed.sorted { lhs, rhs in
            lhs.element.priority != rhs.element.priority
                ? lhs.element.priority > rhs.element.priority : lhs.offset < rhs.offset
        }
        return sorted.map(\.element) + hints.filter { $0.priority == .essential }
    }

    /// The cells `hints` take on one row.
    static func totalWidth(of hints: [KeyHint]) -> Int {
        hints.reduce(0) { $0 + width(of: $1) } + max(0, hints.count - 1) * gap
    }

    /// `symbol label`.
    static func width(of hint: KeyHint) -> Int { hint.symbol.displayWidth + 1 + hint.label.displayWidth }

    /// The hint to give up next: the last of the lowest priority; an essential
    /// one only when nothing else is left (the last, keeping `?` if it is first).
    private static func indexToDrop(in hints: [KeyHint]) -> Int? {
        guard !hints.isEmpty else { return nil }
        let lowest = hints.map(\.priority).min() ?? .essential
        return hints.lastIndex { $0.priority == lowest }
    }
}
