import CursesKit

/// What ncurses sends to the terminal: the first full frame, then a frame in
/// which exactly one cell changed (counted by reading the pty master).
enum UpdateBytesSection: BenchSection {
    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title: "Bytes written by ncurses",
            note: "Counted on the pty master. One cell: a single character changes between two commits "
                + "(`wnoutrefresh` + `doupdate`); nothing else differs.",
            headers: ["size", "first frame", "unchanged frame", "one cell changed", "one cell, new style"])
        for size in FrameCostSection.sizes {
            let sink = try PtySink(size: size)
            let terminal = try OffscreenTerminal(size: size, outputDescriptor: sink.slave)
            defer { terminal.close() }
            let screen = WidgetScreen(size: size)
            _ = try sink.bytesSinceLastMark()  // newterm's own setup
            screen.renderAll(into: terminal.surface)
            terminal.commit()
            let first = try sink.bytesSinceLastMark()
            terminal.commit()
            let unchanged = try sink.bytesSinceLastMark()
            let point = Point(x: size.width / 2, y: size.height - 1)
            terminal.surface.draw("X", at: point, style: Style(background: .indexed(235)))
            terminal.commit()
            let oneCell = try sink.bytesSinceLastMark()
            terminal.surface.draw("X", at: point, style: Style(foreground: .red, background: .indexed(235)))
            terminal.commit()
            let oneStyled = try sink.bytesSinceLastMark()
            table.rows.append(["\(size)", "\(first) B", "\(unchanged) B", "\(oneCell) B", "\(oneStyled) B"])
        }
        return [table]
    }
}
