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

/// Whether to draw pictures as sixels: where DA1's answer lists them and the
/// kitty protocol is not there (``TerminalCapabilities/sixel``).
/// `TERMUI_SIXEL=1` turns them on without asking, `0` off.
extension TerminalQueries {
    /// `0` never draws sixels, `1` always (unless kitty's pictures are on);
    /// unset, DA1's answer decides.
    package static let sixelVariable = "TERMUI_SIXEL"

    /// True when a DA1 answer (`CSI ? 62 ; 4 ; 22 c`) lists sixel graphics:
    /// attribute 4 after a VT200-or-later class (a VT100's `CSI ? 1 ; 4 c`
    /// is an option mask, where 4 means something else).
    static func attributesHaveSixel(_ attributes: [Int]) -> Bool {
        guard let deviceClass = attributes.first, deviceClass >= 62 else { return false }
        return attributes.dropFirst().contains(4)
    }
}
