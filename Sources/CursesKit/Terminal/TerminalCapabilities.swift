/// What the terminal does beyond its terminfo entry, learned at start-up from
/// its answers to a few queries (never waited for) or set by the environment.
///
/// Every feature starts off, so a terminal that answers nothing is driven
/// exactly as one that has none of them; each is turned on when the
/// terminal's answer arrives, and can be forced on or off:
///
/// | feature | asked with | environment |
/// |---|---|---|
/// | ``synchronizedOutput`` | DECRQM `CSI ? 2026 $ p` | `TERMUI_SYNCHRONIZED_OUTPUT` |
/// | ``kittyKeyboard`` | `CSI ? u` | `TERMUI_KITTY_KEYBOARD` |
/// | ``focusEvents`` | DECRQM `CSI ? 1004 $ p` | `TERMUI_FOCUS_EVENTS` |
/// | ``clipboard`` | (by name: environment, XTVERSION) | `TERMUI_CLIPBOARD` |
/// | ``hyperlinks`` | XTVERSION, the environment | `TERMUI_HYPERLINKS` |
/// | ``graphics`` | kitty's picture query (`a=q`), where XTVERSION or the environment names kitty, WezTerm or Ghostty | `TERMUI_GRAPHICS` |
/// | ``sixel`` | DA1's attribute 4, the cell size with `CSI 16 t` | `TERMUI_SIXEL` |
///
/// `1` turns a feature on without asking, `0` off; `TERMUI_QUERIES=0` sends
/// no query at all. See docs/TERMINAL-FEATURES.md.
public struct TerminalCapabilities: Hashable, Sendable {
    /// Frames are sent between `CSI ? 2026 h` and `CSI ? 2026 l`, so the
    /// terminal shows each one whole (no tearing under tmux or over SSH).
    public var synchronizedOutput = false
    /// The kitty keyboard protocol's first enhancement is on: Shift-Enter,
    /// Ctrl-Enter, Ctrl-I (not Tab) and Ctrl-M (not Enter) arrive as
    /// themselves, and Esc without a wait.
    public var kittyKeyboard = false
    /// The terminal reports when its window gains or loses focus (mode 1004),
    /// which drives TermUI's `scenePhase`.
    public var focusEvents = false
    /// Copying sends the text to the terminal's clipboard (OSC 52); decided
    /// from the environment and XTVERSION's answer, as no query tells.
    public var clipboard = false
    /// Links are sent as OSC 8 hyperlinks, so a click in the terminal opens
    /// them. No query tells, so it is on only for a terminal known to take
    /// them: one that names itself in XTVERSION or the environment (kitty,
    /// WezTerm, foot, Ghostty, iTerm2, VTE, Windows Terminal), never under
    /// tmux or screen unless `TERMUI_HYPERLINKS=1`.
    public var hyperlinks = false
    /// Pictures (`Image` from a file) are shown with the kitty graphics
    /// protocol over their half blocks. Asked only of a terminal that names
    /// itself kitty, WezTerm or Ghostty (in XTVERSION's answer or the
    /// environment), never through tmux or screen; on when it says `OK`.
    public var graphics = false
    /// Pictures are drawn as sixel images over their half blocks, on a
    /// terminal without the kitty protocol whose DA1 answer lists sixel
    /// graphics (attribute 4: foot, xterm, Windows Terminal, tmux 3.4 built
    /// with them) and that says how big a cell is in pixels (the window size
    /// in pixels, or `CSI 16 t`). Never together with ``graphics``.
    public var sixel = false
    /// The terminal's name and version from XTVERSION (`tmux 3.3a`,
    /// `kitty(0.26.5)`), when it said.
    public var terminalVersion: String?
    /// True once the terminal answered the last query (DA1): whatever it has
    /// not reported by then, it does not have.
    public var hasAnswered = false

    /// Nothing known: the terminal of 2005, as before any answer.
    public init() {}
}
