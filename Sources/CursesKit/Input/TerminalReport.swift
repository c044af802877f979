/// Something the terminal said about itself rather than a key: an answer to
/// one of the start-up queries (``TerminalQueries``), or a focus change it
/// reports on its own once asked to (mode 1004).
///
/// The input decoders take these out of the byte stream wherever they come,
/// whole or cut across reads, early or late, so a reply is never read as typed text.
package enum TerminalReport: Hashable, Sendable {
    /// DA1, `CSI ? 1 ; 2 c`: the terminal's primary device attributes. Every
    /// terminal answers it, and answers in order, so it is the sentinel: the
    /// queries sent before it were answered by the time it comes, or never will be.
    case primaryDeviceAttributes([Int])
    /// DECRPM, `CSI ? mode ; value $ y`: 0 the mode is unknown, 1 set, 2 reset,
    /// 3 permanently set, 4 permanently reset.
    case modeReport(mode: Int, value: Int)
    /// `CSI ? flags u`: the terminal speaks the kitty keyboard protocol; its
    /// current enhancement flags.
    case keyboardFlags(Int)
    /// CPR, `CSI row ; column R` (1-based), the answer to `CSI 6 n`.
    case cursorPosition(row: Int, column: Int)
    /// XTVERSION, `DCS > | text ST`: the terminal's name and version.
    case version(String)
    /// A kitty graphics answer, `ESC _ G text ST`: the text after the `G`
    /// (`i=31;OK` to the picture query).
    case graphics(String)
    /// XTWINOPS, `CSI 6 ; height ; width t`: a character cell's size in
    /// pixels, the answer to `CSI 16 t` (what a sixel picture is drawn at).
    case cellSize(width: Int, height: Int)
    /// Mode 1004: the terminal's window gained (`true`) or lost the keyboard focus.
    case focus(Bool)
}
