import CursesKit

/// The app's clipboard, behind ``UIPasteboard`` and ``NSPasteboard``: the
/// text copied last, kept in the process (so a later read in the same app
/// returns it), and the terminal each copy is sent to (OSC 52).
///
/// The terminal's clipboard is never read: terminals that let an app write
/// it refuse reading it, or ask the person first.
@MainActor
final class Clipboard {
    /// The one clipboard of the process, as the pasteboards' `general`.
    static let shared = Clipboard()

    /// The text copied last; `nil` after a clear (or before any copy).
    private(set) var string: String?
    /// Counts the copies and clears, as `changeCount` does on a Mac.
    private(set) var changeCount = 0
    /// The running terminal's copy (``TerminalApplication/copyToClipboard(_:)``):
    /// `nil` while none runs (a headless host), when copies stay in the process.
    var terminal: ((String) -> ClipboardResult)?
    /// True when a copy reaches the terminal's clipboard now
    /// (``TerminalCapabilities/clipboard``): the copy key's hint shows then.
    var reachesTerminal: () -> Bool = { false }

    /// Keeps `text` and sends it to the terminal; says what the terminal did with it.
    @discardableResult
    func copy(_ text: String) -> ClipboardResult {
        string = text
        changeCount += 1
        return terminal?(text) ?? .unavailable
    }

    /// Forgets the text copied (the terminal's clipboard keeps what it has).
    func clear() {
        string = nil
        changeCount += 1
    }

    /// Sends the copies of the app hosted on `application` to its terminal.
    func connect(to application: TerminalApplication) {
        terminal = { [weak application] text in application?.copyToClipboard(text) ?? .unavailable }
        reachesTerminal = { [weak application] in application?.capabilities.clipboard ?? false }
    }
}
