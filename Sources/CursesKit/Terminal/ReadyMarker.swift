/// The marker a TermUI app writes after each frame when `TERMUI_READY_MARKER`
/// is set, for test harnesses and the benchmarks:
/// `ESC ] 5379 ; ready ; <frame> ; in=<bytes> [; animating] BEL`.
///
/// `<frame>` counts the frames committed; `<bytes>` counts the bytes the app
/// has read from the terminal before drawing it, so a harness that knows how
/// many it wrote can tell the frame that follows its last input from one drawn
/// while that input still waited in the pty, however slow the app is.
/// `animating` says an animation will draw more frames. Terminals ignore an
/// OSC they do not know.
package enum ReadyMarker {
    /// The marker's text for a frame.
    package static func text(frame: Int, bytesRead: Int, animating: Bool) -> String {
        "\u{1B}]5379;ready;\(frame);in=\(bytesRead)\(animating ? ";animating" : "")\u{07}"
    }
}
