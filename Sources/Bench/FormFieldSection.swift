import CursesForm
import CursesKit
import TermUITesting

/// Bytes per keystroke into one 8-column form field: libformw in plain C
/// (its window refreshed by ncurses, or stacked with libpanelw), the same
/// library hosted by CursesKit's ``FormWidget`` (read back into the cell
/// buffer), CursesKit's own ``TextInput``, and the hosted field in the demo.
/// Then covering the field with a sheet and uncovering it, with panels and
/// with the read-back: the two ways to compose a foreign window.
enum FormFieldSection: BenchSection {
    /// One key of the script and the column its figure goes in.
    enum Kind: String, CaseIterable {
        case character = "typed character"
        case backspace = "Backspace"
        case motion = "Home / End"
    }

    /// Type the field full, jump to both ends, then empty it: 18 keys a round.
    static let script: [(key: Key, event: KeyEvent, kind: Kind)] =
        "ABC-1234".map { (Key.character($0), KeyEvent.character($0), Kind.character) }
        + [(.home, KeyEvent(.home), .motion), (.end, KeyEvent(.end), .motion)]
        + Array(repeating: (Key.backspace, KeyEvent(.backspace), Kind.backspace), count: 8)
    static let rounds = 10
    static let size = Size(width: 80, height: 24)
    /// Where the field sits in every variant (the C program's layout).
    static let fieldFrame = Rect(x: 10, y: 2, width: 8, height: 1)

    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title: "Bytes per keystroke into one form field (80x24)",
            note: "An 8-column field at row 2, column 10. Script: type `ABC-1234`, Home, End, 8 × Backspace, "
                + "\(rounds) rounds (\(script.count * rounds) keys); medians per kind of key, bytes as "
                + "written to the pty (the C programs' and the demo's ready markers excluded). C: "
                + "`Sources/BenchApps/CForm`, `form_driver` on stdscr, or its window in a libpanelw panel "
                + "(`update_panels`). CursesKit: the widget on a 1-cell-per-cell `OffscreenTerminal`, "
                + "`WidgetRenderer` then `doupdate`, cursor placed. Demo: the ncurses screen's code field.",
            headers: ["program", "composition"] + Kind.allCases.map(\.rawValue) + ["mean over the script"])
        table.rows.append(
            row("C libformw", "ncurses refreshes the form's window", try process("termui-bench-cform")))
        table.rows.append(
            row(
                "C libformw + libpanelw", "panels", try process("termui-bench-cform", arguments: ["--panels"])
            ))
        table.rows.append(
            row(
                "CursesKit FormWidget", "read back into the cell buffer",
                try hosted { FormWidget.benchField() }))
        table.rows.append(row("CursesKit TextInput", "CursesKit's own widget", try hosted { TextInput() }))
        table.rows.append(
            row("termui-demo, ncurses screen", "FormView (read back), whole app", try demoCodeField()))
        return [table, try coverTable()]
    }

    /// Bytes per key of `samples` (kind and bytes), as table cells.
    static func row(_ program: String, _ composition: String, _ samples: [(Kind, Int)]) -> [String] {
        var cells = [program, composition]
        for kind in Kind.allCases {
            let bytes = samples.filter { $0.0 == kind }.map(\.1).sorted()
            cells.append(bytes.isEmpty ? "–" : "\(bytes[bytes.count / 2]) B")
        }
        let mean = Double(samples.map(\.1).reduce(0, +)) / Double(max(1, samples.count))
        cells.append(String(format: "%.1f B", mean))
        return cells
    }

    /// A release-built program on a pty, one key at a time (``DemoSession``).
    static func process(_ product: String, arguments: [String] = []) throws -> [(Kind, Int)] {
        let session = try DemoSession(product: product, arguments: arguments)
        defer { session.close() }
        return try type(into: session)
    }

    static func type(into session: DemoSession) throws -> [(Kind, Int)] {
        var samples: [(Kind, Int)] = []
        for _ in 0..<rounds {
            for step in script {
                // A key that changes nothing draws no frame (TermUI skips it): 0 bytes.
                samples.append((step.kind, try session.measure(step.key)?.bytes ?? 0))
            }
        }
        return samples
    }

    /// The demo's ncurses screen: Tab Tab to the form, Enter to the code field, then the script.
    static func demoCodeField() throws -> [(Kind, Int)] {
        let session = try DemoSession(arguments: ["--screen", "ncurses"])
        defer { session.close() }
        for key in [Key.tab, .tab, .enter] { _ = try session.measure(key) }
        return try type(into: session)
    }

    /// `make` hosted at the field's place on an off-screen terminal drawing to a pty.
    static func hosted(_ make: () -> Widget) throws -> [(Kind, Int)] {
        let stage = try Stage(field: make())
        defer { stage.close() }
        var samples: [(Kind, Int)] = []
        for _ in 0..<rounds {
            for step in script {
                samples.append((step.kind, try stage.press(step.event)))
            }
        }
        return samples
    }

    /// Showing a sheet over the field and hiding it again.
    static func coverTable() throws -> BenchTable {
        var table = BenchTable(
            title: "Covering the field with a sheet and uncovering it (80x24)",
            note: "A 30×5 box over the field (row 1, column 6), shown then hidden, 10 times; medians. "
                + "Panels: the C program's F2 (`show_panel` / `hide_panel`, `update_panels`). Read-back: a "
                + "`BoxWidget` added over a `FormWidget` and removed; the renderer repaints what it uncovers "
                + "from the widgets, the form's cells read back from its off-screen window.",
            headers: ["composition", "cover", "uncover"])
        let session = try DemoSession(product: "termui-bench-cform", arguments: ["--panels"])
        var shown: [Int] = []
        var hidden: [Int] = []
        for _ in 0..<10 {
            guard let over = try session.measure(.function(2)), let off = try session.measure(.function(2))
            else {
                session.close()
                throw BenchError("no frame after F2")
            }
            shown.append(over.bytes)
            hidden.append(off.bytes)
        }
        session.close()
        table.rows.append(["panels (C, libpanelw)", median(shown), median(hidden)])
        let stage = try Stage(field: FormWidget.benchField())
        defer { stage.close() }
        shown = []
        hidden = []
        for _ in 0..<10 {
            let (over, off) = try stage.coverAndUncover()
            shown.append(over)
            hidden.append(off)
        }
        table.rows.append(["read-back (CursesKit FormWidget)", median(shown), median(hidden)])
        return table
    }

    static func median(_ values: [Int]) -> String {
        let sorted = values.sorted()
        return sorted.isEmpty ? "–" : "\(sorted[sorted.count / 2]) B"
    }

    /// The C program's screen in CursesKit: a title, a label and `field`, focused.
    @MainActor
    final class Stage {
        let sink: PtySink
        let terminal: OffscreenTerminal
        let root = Widget()
        let focus: FocusChain
        let field: Widget

        init(field: Widget) throws {
            sink = try PtySink(size: FormFieldSection.size)
            terminal = try OffscreenTerminal(size: FormFieldSection.size, outputDescriptor: sink.slave)
            self.field = field
            root.frame = Rect(origin: .zero, size: FormFieldSection.size)
            let title = LabelWidget("Bench: one form field", style: Style(attributes: .bold))
            title.frame = Rect(x: 2, y: 0, width: 21, height: 1)
            let label = LabelWidget("Code")
            label.frame = Rect(x: 2, y: 2, width: 4, height: 1)
            field.frame = FormFieldSection.fieldFrame
            for child in [title, label, field] { root.addSubwidget(child) }
            focus = FocusChain(root: root)
            _ = focus.focus(field)
            _ = try sink.bytesSinceLastMark()
            commit(full: true)
            _ = try sink.bytesSinceLastMark()
        }

        func commit(full: Bool = false) {
            let cursor = WidgetRenderer.render(root, in: terminal.surface, full: full, focused: focus.focused)
            terminal.commit(cursor: cursor)
        }

        /// Sends `event` to the field, commits the frame, and returns the bytes it wrote.
        func press(_ event: KeyEvent) throws -> Int {
            _ = focus.dispatch(event)
            commit()
            return try sink.bytesSinceLastMark()
        }

        func coverAndUncover() throws -> (Int, Int) {
            let sheet = BoxWidget()
            sheet.frame = Rect(x: 6, y: 1, width: 30, height: 5)
            sheet.backgroundStyle = .plain
            let text = LabelWidget("A sheet over the field")
            text.frame = Rect(x: 2, y: 2, width: 22, height: 1)
            sheet.addSubwidget(text)
            root.addSubwidget(sheet)
            commit()
            let over = try sink.bytesSinceLastMark()
            sheet.removeFromSuperwidget()
            commit()
            return (over, try sink.bytesSinceLastMark())
        }

        /// Frees the hosted form before its terminal: a foreign window's calls
        /// make their own terminal current and then the previous one again,
        /// which must still exist.
        func close() {
            (field as? FormWidget)?.close()
            terminal.close()
        }
    }
}

extension FormWidget {
    /// One plain 8-column field filling the widget, underlined as the C program's.
    @MainActor
    static func benchField() -> FormWidget {
        let form = FormWidget()
        form.fields = [FormField("code", frame: Rect(x: 0, y: 0, width: 8, height: 1))]
        return form
    }
}
