/// The text that readline's kill commands removed, for yanking back (Emacs's
/// and readline's kill ring).
///
/// Ctrl-K, Ctrl-U, Ctrl-W and Alt-D put what they remove here, Ctrl-Y inserts
/// the newest entry and Alt-Y, right after a yank, swaps it for the entry
/// before. Kills in a row grow one entry, as in readline: Ctrl-W Ctrl-W yanks
/// back both words at once. Text controls share ``shared`` unless given their
/// own, so text killed in one field can be yanked into another; a control
/// whose text must not leave it (a password field) has none.
///
/// ```swift
/// field.killRing = KillRing()  // this field's kills stay its own
/// secret.killRing = nil        // kills delete, and nothing is kept
/// ```
@MainActor
public final class KillRing {
    /// The ring every text control uses unless given another.
    public static let shared = KillRing()

    /// The killed texts, oldest first.
    public private(set) var entries: [String] = []

    /// How many entries are kept; the oldest are dropped beyond it.
    public let capacity: Int

    /// The entry the next yank inserts (an index into ``entries``).
    private var yankIndex = 0

    /// Creates an empty ring keeping `capacity` entries (at least one).
    public init(capacity: Int = 32) {
        self.capacity = max(1, capacity)
    }

    /// Which side of the newest entry a kill that continues it joins.
    package enum Direction {
        /// Killed forward (Ctrl-K, Alt-D): appended to the entry.
        case forward
        /// Killed backward (Ctrl-U, Ctrl-W, Alt-Backspace): put before the entry.
        case backward
    }

    /// Keeps `text`, as a new entry or, when `continuing` the previous kill,
    /// joined to the newest one.
    package func kill(_ text: String, direction: Direction, continuing: Bool) {
        guard !text.isEmpty else { return }
        if continuing, let newest = entries.indices.last {
            switch direction {
            case .forward: entries[newest] += text
            case .backward: entries[newest] = text + entries[newest]
            }
        } else {
            entries.append(text)
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
        yankIndex = entries.count - 1
    }

    /// The text a yank inserts: the newest entry, or the one Alt-Y turned to.
    package var yankText: String? {
        entries.indices.contains(yankIndex) ? entries[yankIndex] : nil
    }

    /// Turns to the entry before the one just yanked (wrapping to the newest)
    /// and returns it: Alt-Y after Ctrl-Y.
    package func rotate() -> String? {
        guard !entries.isEmpty else { return nil }
        yankIndex = yankIndex > 0 ? yankIndex - 1 : entries.count - 1
        return entries[yankIndex]
    }

    /// Forgets every entry.
    public func removeAll() {
        entries.removeAll()
        yankIndex = 0
    }
}
