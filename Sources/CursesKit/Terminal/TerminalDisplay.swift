/// What a ``TerminalApplication`` runs on besides the frames themselves: the
/// full-screen ``Screen`` or the ``InlineScreen`` below the shell's lines.
/// The event loop, the signals and every way out go through it alike.
@MainActor
package protocol TerminalDisplay: AnyObject {
    /// The terminal's size in cells.
    var size: Size { get }
    /// False after ``end()`` (and while suspended).
    var isActive: Bool { get }
    /// The descriptor keys are read from, or -1 when there is none to read.
    var inputFD: Int32 { get }
    /// The descriptor frames go to (bytes between frames, such as OSC 52, too).
    var outputFD: Int32 { get }
    /// True once reading the terminal met its end (it hung up).
    var inputEnded: Bool { get }
    /// Writes `ESC ] 5379 ; ready ; <frame> ; in=<bytes read> BEL` after each frame,
    /// for test harnesses (see ``ReadyMarker``).
    var writesReadyMarker: Bool { get set }
    /// The bytes read from the terminal so far.
    var inputBytesRead: Int { get }
    /// The colours styles are resolved to.
    var colorCapability: ColorCapability { get }
    /// Reads everything waiting and decodes it.
    func readEvents() -> [InputEvent]
    /// What the terminal reported in the input read so far (answers to the
    /// start-up queries, already applied to ``capabilities``; focus changes).
    func takeReports() -> [TerminalReport]
    /// What the terminal is known to do beyond terminfo, and is used.
    var capabilities: TerminalCapabilities { get }
    /// Asks the terminal for key releases (and repeats) where it can tell them
    /// (the kitty keyboard protocol's flag 2), or stops asking.
    func setReportsKeyReleases(_ on: Bool)
    /// Makes the next frame repaint everything (after a resize or resume).
    func setNeedsFullRedraw()
    /// True when the next frame repaints everything.
    var isFullRedrawPending: Bool { get }
    /// Reads the window size from the terminal; true when it changed.
    @discardableResult func updateSizeFromTerminal() -> Bool
    /// Gives the terminal back to the shell (before SIGSTOP).
    func suspend()
    /// Takes the terminal again after ``suspend()``.
    func resume()
    /// Restores the terminal for good.
    func end()
}

extension Screen: TerminalDisplay {
    package var colorCapability: ColorCapability { colors.capability }
}
