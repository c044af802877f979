/// Whether the terminal takes OSC 52 (``ClipboardSequence``), decided from
/// the environment and the terminal's XTVERSION answer.
///
/// No query asks whether a terminal lets an application write its clipboard
/// (the OSC 52 query reads it, and the terminals that allow writing refuse
/// reading), so the rule goes by name:
///
/// - `TERMUI_CLIPBOARD=1` on, `=0` off, whatever else is known;
/// - on inside tmux (`TMUX` set: see ``ClipboardSequence`` for what tmux
///   needs), under `TERM_PROGRAM` `iTerm.app`, `WezTerm`, `ghostty`,
///   `vscode` or `tmux`, in Windows Terminal (`WT_SESSION`), in kitty
///   (`KITTY_WINDOW_ID`), or with a `TERM` of `xterm-kitty`, `foot`,
///   `alacritty`, `wezterm`, `xterm-ghostty` or `tmux` (with any suffix);
/// - on once XTVERSION names kitty, WezTerm, foot, Ghostty, iTerm2 or tmux;
/// - off otherwise: xterm (its `allowWindowOps` is off by default), GNOME
///   Terminal and the other VTE terminals, the Linux console, macOS
///   Terminal and GNU screen do not take it.
package struct ClipboardSupport: Sendable, Equatable {
    /// The environment variable that forces the clipboard on (`1`) or off (`0`).
    package static let variable = "TERMUI_CLIPBOARD"

    /// `TERMUI_CLIPBOARD`, read as the other feature switches are.
    let setting: TerminalQueries.Setting
    /// The environment names a terminal that takes OSC 52.
    let environmentSays: Bool
    /// Inside tmux: the sequence also goes out wrapped for its passthrough.
    package let inTmux: Bool

    package init(environment: [String: String]) {
        setting = TerminalQueries.Setting(environment[Self.variable])
        inTmux = !(environment["TMUX"] ?? "").isEmpty
        let program = environment["TERM_PROGRAM"] ?? ""
        let term = environment["TERM"] ?? ""
        environmentSays =
            inTmux || ["iTerm.app", "WezTerm", "ghostty", "vscode", "tmux"].contains(program)
            || !(environment["WT_SESSION"] ?? "").isEmpty || !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty
            || ["xterm-kitty", "foot", "alacritty", "wezterm", "xterm-ghostty", "tmux"].contains {
                term.hasPrefix($0)
            }
    }

    /// True when copying should send OSC 52, given XTVERSION's answer (if any).
    package func isAvailable(terminalVersion: String?) -> Bool {
        switch setting {
        case .on: return true
        case .off: return false
        case .ask:
            if environmentSays { return true }
            guard let version = terminalVersion?.lowercased() else { return false }
            return ["kitty", "wezterm", "foot", "ghostty", "iterm2", "tmux"].contains {
                version.hasPrefix($0)
            }
        }
    }
}
