/// Whether to show pictures with the kitty graphics protocol. A terminal
/// that knows nothing of APC strings may print the query's text, so it is
/// asked only where there is evidence: the environment names a terminal
/// that has the protocol (kitty, WezTerm, Ghostty), or XTVERSION's answer
/// does. The picture query (``KittyGraphics/query``) goes out then, and its
/// `OK` turns pictures on. Never through tmux or screen, which do not pass
/// the protocol on. `TERMUI_GRAPHICS=1` turns pictures on without asking,
/// `0` off.
extension TerminalQueries {
    /// `0` never sends pictures, `1` always; unset, the terminal's answer decides.
    package static let graphicsVariable = "TERMUI_GRAPHICS"

    /// The XTVERSION names (lowercased, up to the first space or parenthesis)
    /// of terminals that have the kitty graphics protocol.
    static let graphicsTerminals: Set<String> = ["kitty", "wezterm", "ghostty"]

    /// True when the environment names a terminal with the kitty graphics
    /// protocol and no multiplexer stands between.
    static func environmentHasGraphics(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen")
            || term.hasPrefix("tmux")
        {
            return false
        }
        if ["xterm-kitty", "xterm-ghostty", "wezterm"].contains(term) { return true }
        if let program = environment["TERM_PROGRAM"], ["WezTerm", "ghostty"].contains(program) {
            return true
        }
        return environment["KITTY_WINDOW_ID"] != nil
    }

    /// True when an XTVERSION answer names a terminal with the protocol.
    static func versionHasGraphics(_ version: String) -> Bool {
        graphicsTerminals.contains(String(version.lowercased().prefix { $0 != " " && $0 != "(" }))
    }
}
