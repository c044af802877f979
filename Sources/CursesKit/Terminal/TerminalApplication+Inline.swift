#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a ``TerminalApplication`` shows its root.
package enum TerminalPresentation: Equatable, Sendable {
    /// The alternate screen, all of it (the default).
    case fullScreen
    /// A region below the shell's lines, as tall as its content up to
    /// `maxRows` rows (the terminal's height when `nil`); see ``InlineScreen``.
    case inline(maxRows: Int?)
}

extension TerminalApplication {
    /// The most rows inline content is laid out in (a region shows at most the terminal's height of them).
    static let inlineContentRowLimit = 1000

    /// Writes `text` as permanent lines: inline, above the region (into the
    /// scrollback as ordinary text) with the next frame, or at once as plain
    /// text when the output is not a terminal; full screen, after the app
    /// ends and the shell's screen is back.
    package func printAbove(_ text: String) {
        if let inline = display as? InlineScreen {
            inline.printAbove(text)
            if inline.output == .terminal { loop.setNeedsFrame() }
        } else {
            linesAfterExit.append(text)
        }
    }

    /// Writes the lines a full-screen app printed, once the terminal is restored.
    func writeLinesAfterExit() {
        guard !linesAfterExit.isEmpty else { return }
        let text = linesAfterExit.map { $0.escapingControlCharacters + "\n" }.joined()
        linesAfterExit.removeAll()
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(terminal.outputFD, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Lays the root out as tall as its content at the terminal's width, draws
    /// it into memory and sends the rows the region shows. `final` draws the
    /// frame that stays after the app ends, while it quits.
    func drawInlineFrame(final: Bool) {
        guard let inline = display as? InlineScreen, inline.isActive, final || !isQuitting else { return }
        let width = inline.size.width
        var limit = inline.size.height
        if case .inline(let maxRows?) = presentation { limit = min(limit, max(1, maxRows)) }
        let wanted = contentHeight?(width).flatMap { $0 } ?? limit
        let contentRows = max(0, min(wanted, Self.inlineContentRowLimit))
        let regionRows = min(contentRows, limit)
        let contentSize = Size(width: width, height: contentRows)
        var full = false
        let buffer: CellBuffer
        if let existing = inlineBuffer, existing.size == contentSize {
            buffer = existing
        } else {
            buffer = CellBuffer(size: contentSize)
            buffer.canDrawUnicode = inline.canDrawUnicode
            buffer.colorCapability = inline.colorCapability
            inlineBuffer = buffer
            full = true
        }
        root.frame = Rect(origin: .zero, size: contentSize)
        focusChain.validateFocus()
        let cursor = WidgetRenderer.render(root, in: buffer, full: full, focused: focusChain.focused)
        inlineScrollOffset = scrollOffset(contentRows: contentRows, regionRows: regionRows, cursor: cursor)
        let rows = inlineScrollOffset..<(inlineScrollOffset + regionRows)
        inline.present(buffer, rows: rows, cursor: cursor, animating: animator.isAnimating)
    }

    /// The first content row the region shows: as before, moved just enough
    /// to show the focused widget (or the text cursor); the last rows when
    /// nothing is focused, as a log shows its newest lines.
    private func scrollOffset(contentRows: Int, regionRows: Int, cursor: Point?) -> Int {
        let maxOffset = max(0, contentRows - regionRows)
        guard maxOffset > 0 else { return 0 }
        var offset = inlineScrollOffset
        if let focused = focusChain.focused, focused.isDescendant(of: root) {
            let top = cursor?.y ?? focused.convertToRoot(.zero).y
            let bottom = cursor.map { $0.y + 1 } ?? top + focused.frame.height
            if top < offset {
                offset = top
            } else if bottom > offset + regionRows {
                offset = bottom - regionRows
            }
        } else {
            offset = maxOffset
        }
        return min(max(0, offset), maxOffset)
    }
}

extension TerminalApplication {
    /// Opens the display as ``run(exit:)`` would, without the event loop: a
    /// benchmark then draws frames by hand (``drawFrameForMeasuring()``) and
    /// counts what each sends.
    package func openDisplayForMeasuring() {
        exitPath = { code in preconditionFailure("the measured display could not open (status \(code))") }
        display = openDisplayOrExit()
        root.rootHost = self
    }

    /// Draws one frame now.
    package func drawFrameForMeasuring() {
        drawFrame()
    }

    /// Restores the terminal as every way out does.
    package func closeDisplayForMeasuring() {
        display?.end()
        display = nil
    }
}
