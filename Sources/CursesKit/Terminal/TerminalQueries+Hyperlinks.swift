/// Whether to send OSC 8 hyperlinks. No terminal can be asked, and one that
/// does not know OSC 8 may show its URL as text, so they are sent only to a
/// terminal that is known to take them: named so by its XTVERSION answer or
/// by the environment it set, and never through tmux or screen (tmux 3.3a
/// drops them; 3.4 passes them only with `terminal-features hyperlinks`, which
/// cannot be seen from inside) unless `TERMUI_HYPERLINKS=1` says so.
extension TerminalQueries {
    /// `0` never sends hyperlinks, `1` always; unset, the evidence decides.
    package static let hyperlinksVariable = "TERMUI_HYPERLINKS"

    /// The XTVERSION names (lowercased, up to the first space or parenthesis)
    /// of terminals that take OSC 8.
    static let hyperlinkTerminals: Set<String> = [
        "kitty", "wezterm", "foot", "ghostty", "iterm2", "xterm.js",
    ]

    /// The setting, or else what the environment says of the terminal.
    static func hyperlinks(_ setting: Setting, environment: [String: String]) -> Bool {
        switch setting {
        case .on: return true
        case .off: return false
        case .ask: return environmentTakesHyperlinks(environment)
        }
    }

    /// True when the environment names a terminal that takes OSC 8 and no
    /// multiplexer stands between (variables such as `TERM_PROGRAM` stay set
    /// inside tmux, but tmux is what the app talks to).
    static func environmentTakesHyperlinks(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen")
            || term.hasPrefix("tmux")
        {
            return false
        }
        if ["xterm-kitty", "xterm-ghostty", "wezterm", "foot", "foot-extra"].contains(term) { return true }
        if let program = environment["TERM_PROGRAM"],
            ["iTerm.app", "WezTerm", "ghostty", "vscode"].contains(program)
        {
            return true
        }
        if environment["KITTY_WINDOW_ID"] != nil || environment["WT_SESSION"] != nil { return true }
        // VTE (GNOME Terminal and others) reads OSC 8 from 0.50 (VTE_VERSION 5000).
        if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
        return false
    }

    /// What an XTVERSION answer says: `true` for a terminal that takes OSC 8,
    /// `false` for a multiplexer (which answers for itself), `nil` when it
    /// says nothing either way.
    static func takesHyperlinks(version: String) -> Bool? {
        let name = version.lowercased().prefix { $0 != " " && $0 != "(" }
        if name == "tmux" || name == "screen" { return false }
        return hyperlinkTerminals.contains(String(name)) ? true : nil
    }
}
