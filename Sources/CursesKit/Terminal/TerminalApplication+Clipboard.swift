#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What became of a copy to the terminal's clipboard.
public enum ClipboardResult: Hashable, Sendable {
    /// The text went to the terminal (OSC 52); `characters` counts it.
    case copied(characters: Int)
    /// The terminal takes no OSC 52 (``TerminalCapabilities/clipboard``), or
    /// no terminal is running: nothing was sent.
    case unavailable
    /// The text is longer than one copy may send (`maximumBytes` of UTF-8):
    /// nothing was sent.
    case tooLong(maximumBytes: Int)
}

extension TerminalApplication {
    /// Puts `text` on the terminal's clipboard with OSC 52, in one write
    /// between frames (never inside one), when the terminal takes it.
    ///
    /// The text is sent as base64, so nothing in it reaches the terminal as
    /// a control. Inside tmux it is sent for tmux and through its passthrough
    /// (see docs/TERMINAL-FEATURES.md). Nothing is sent, and the result says
    /// why, when ``TerminalCapabilities/clipboard`` is off or the text is
    /// over 75,000 bytes.
    ///
    /// ```swift
    /// if case .unavailable = application.copyToClipboard(row.title) { status.text = "Cannot copy here" }
    /// ```
    @discardableResult
    public func copyToClipboard(_ text: String) -> ClipboardResult {
        guard let display, display.isActive, display.capabilities.clipboard else { return .unavailable }
        guard text.utf8.count <= ClipboardSequence.maximumTextBytes else {
            return .tooLong(maximumBytes: ClipboardSequence.maximumTextBytes)
        }
        let inTmux = ClipboardSupport(environment: terminal.environment).inTmux
        Self.writeAll(ClipboardSequence.bytes(for: text, inTmux: inTmux), to: display.outputFD)
        return .copied(characters: text.count)
    }

    /// Writes all of `bytes` (a write cut short or interrupted goes on).
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while offset < buffer.count {
                let written = write(fd, base + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
