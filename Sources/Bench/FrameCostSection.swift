import CursesKit

/// What a frame costs: a screen full of widgets drawn into CellBuffer and into
/// ncurses (WindowSurface), fully and with one widget changed, and the ncurses
/// commit (`wnoutrefresh` + `doupdate`) to a real pty.
enum FrameCostSection: BenchSection {
    static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title: "Frame cost (median)",
            note: "Full frame: every widget repainted, so every cell is written (per-cell = frame / cells). "
                + "One change: one progress bar moves and only it repaints. "
                + "Commit: the full frame drawn into ncurses plus `wnoutrefresh` + `doupdate` to a pty, "
                + "alternating two contents so every frame really changes cells.",
            headers: ["surface", "size", "full frame", "per cell", "one change", "full frame + commit"])
        for size in sizes {
            let cells = Double(size.width * size.height)
            let iterations = size.width > 100 ? 100 : 300

            let buffer = CellBuffer(size: size)
            let screen = WidgetScreen(size: size)
            let full = Benchmark.median(iterations: iterations) { screen.renderAll(into: buffer) }
            var step = 0
            let one = Benchmark.median(iterations: iterations) {
                step += 1
                screen.renderOneChange(into: buffer, step: step)
            }
            table.rows.append([
                "CellBuffer", "\(size)", formatNanoseconds(full), formatNanoseconds(full / cells),
                formatNanoseconds(one), "–",
            ])

            let sink = try PtySink(size: size)
            let terminal = try OffscreenTerminal(size: size, outputDescriptor: sink.slave)
            defer { terminal.close() }
            let ncursesScreen = WidgetScreen(size: size)
            let ncursesFull = Benchmark.median(iterations: iterations) {
                ncursesScreen.renderAll(into: terminal.surface)
            }
            let ncursesOne = Benchmark.median(iterations: iterations) {
                step += 1
                ncursesScreen.renderOneChange(into: terminal.surface, step: step)
            }
            var flip = false
            let commit = Benchmark.median(iterations: iterations / 2) {
                flip.toggle()
                ncursesScreen.root.backgroundStyle = Style(background: .indexed(flip ? 235 : 234))
                for label in ncursesScreen.labels { label.style = Style(foreground: flip ? .white : .yellow) }
                ncursesScreen.renderAll(into: terminal.surface)
                terminal.commit()
            }
            _ = try sink.bytesSinceLastMark()
            table.rows.append([
                "WindowSurface", "\(size)", formatNanoseconds(ncursesFull),
                formatNanoseconds(ncursesFull / cells),
                formatNanoseconds(ncursesOne), formatNanoseconds(commit),
            ])
        }
        return [table]
    }
}
