import CursesKit

/// The bytes one view costs per frame inline (``InlineScreen``: relative
/// motion, the region's rows only) and full screen (ncurses on the alternate
/// screen), through the same ``TerminalApplication`` on a pty: a step's name
/// and a progress bar, as the inline example shows them.
enum InlineBytesSection: BenchSection {
    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title: "Bytes per frame, inline and full screen",
            note: "Counted on the pty master (raw, so no newline translation). The view: a label "
                + "(\"Step 3 of 5: Run tests\") over a ProgressBar as wide as the terminal, at the top. "
                + "Open: the modes set when the display opens. Tick: the bar from 40 % to 41 %. "
                + "Label: the step's name changes. Print: one line printed above the region "
                + "(inline only; full screen writes it after exit). Exit: the restore.",
            headers: ["size", "mode", "open", "first frame", "unchanged", "tick", "label", "print", "exit"])
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            for inline in [false, true] {
                table.rows.append(try measure(size: size, inline: inline))
            }
        }
        return [table]
    }

    @MainActor
    private static func measure(size: Size, inline: Bool) throws -> [String] {
        let sink = try PtySink(size: size)
        let label = LabelWidget("Step 3 of 5: Run tests")
        label.frame = Rect(x: 0, y: 0, width: size.width, height: 1)
        let bar = ProgressBar(progress: 0.40)
        bar.frame = Rect(x: 0, y: 1, width: size.width, height: 1)
        let root = Widget()
        root.addSubwidget(label)
        root.addSubwidget(bar)
        let terminal = TerminalIO(
            inputFD: sink.slave, outputFD: sink.slave, environment: ["TERM": "xterm-256color"])
        let app = TerminalApplication(root: root, minimumSize: Size(width: 1, height: 1), terminal: terminal)
        if inline {
            app.presentation = .inline(maxRows: nil)
            app.contentHeight = { _ in 2 }
        }
        _ = try sink.bytesSinceLastMark()
        app.openDisplayForMeasuring()
        let open = try sink.bytesSinceLastMark()
        app.drawFrameForMeasuring()
        let first = try sink.bytesSinceLastMark()
        app.drawFrameForMeasuring()
        let unchanged = try sink.bytesSinceLastMark()
        bar.progress = 0.41
        app.drawFrameForMeasuring()
        let tick = try sink.bytesSinceLastMark()
        label.text = "Step 4 of 5: Link release"
        app.drawFrameForMeasuring()
        let text = try sink.bytesSinceLastMark()
        var printed = "–"
        if inline {
            app.printAbove("✓ Run tests")
            app.drawFrameForMeasuring()
            printed = "\(try sink.bytesSinceLastMark()) B"
        }
        app.closeDisplayForMeasuring()
        let exit = try sink.bytesSinceLastMark()
        return [
            "\(size)", inline ? "inline" : "full screen", "\(open) B", "\(first) B", "\(unchanged) B",
            "\(tick) B", "\(text) B", printed, "\(exit) B",
        ]
    }
}
