import CursesKit

/// Hosts a lazy grid or stack: flattens its content into items without
/// building them (``ListRows``), cuts them into lines (``GridLines``) and
/// keeps nodes only for the lines on screen, as ``ListBehavior`` does for
/// rows. A line not built counts as long as the built lines of its kind
/// are on average, so the grid's length is known without building it.
///
/// On screen means inside the grid's frame and, in a ``ScrollView``, inside
/// the scroll view's viewport, plus one line on each side there, so Tab
/// reaches the next line and scrolls it into view (which builds the one
/// after it). Scrolling builds the lines that come into view.
@MainActor
final class LazyGridBehavior<Grid: LazyGridView>: ViewBehavior<Grid>, ListWorkReporting {
    private weak var node: ViewNode?
    private var rows: ListRows?
    private var lines = GridLines([], perLine: 1)
    /// The lines that have nodes, in order, and their items' nodes.
    private var shownLines: [Int] = []
    private var lineNodes: [Int: [ViewNode]] = [:]
    private weak var viewport: ScrollViewport?
    private var placedRect: Rect?
    /// The length reported for each set of tracks, to tell when building lines changed it.
    private var reportedLength: [[GridTrack]: Int] = [:]
    /// The last known average length of a line of cells (kept while no line is built).
    private var knownCellLength = 1
    /// True when the next render comes from scrolling alone: the place that follows builds the new lines.
    private var scrolledOnly = false
    private var transaction = Transaction()
    var work = ListRowWork()

    override var isLayoutTransparent: Bool { false }
    override func layoutPriority(_ node: ViewNode) -> Double { 0 }

    private var layout: LazyGridLayout { view.gridLayout }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        if self.node == nil {
            self.node = node
            if layout.axis == .vertical, let viewport = node.environment.scrollViewport {
                self.viewport = viewport
                viewport.observe(self) { [weak self] in self?.scrolled() }
            }
        }
        self.transaction = transaction
        let rows = ListRows(view.content)
        self.rows = rows
        lines = GridLines(rows.kindRuns, perLine: lines.perLine)
        defer { scrolledOnly = false }
        if scrolledOnly, reasons == [.stateChanged] { return }
        // The lines shown stay built with their new views (so a measure
        // before the place sees them); the first time, the first line
        // (and the first line of cells) gives the lengths to estimate with.
        var window = shownLines.filter { $0 < lines.count }
        if window.isEmpty, lines.count > 0 {
            window = [0]
            if let first = lines.runs.first(where: \.isCell), first.firstLine > 0 {
                window.append(first.firstLine)
            }
        }
        build(window, in: node)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.stackAxis = nil
        return environment
    }

    override func unmount(_ node: ViewNode) {
        viewport?.stopObserving(self)
        lineNodes = [:]
        self.node = nil
    }

    // MARK: Lines

    /// Makes the items of `window`'s lines the grid's children; lines
    /// already built keep their nodes, new ones are made, the rest removed.
    private func build(_ window: [Int], in node: ViewNode) {
        guard let rows else { return }
        var specs: [ChildSpec] = []
        var spans: [(line: Int, count: Int)] = []
        for line in window {
            let items = lines.items(in: line).items
            for index in items {
                let row = rows.row(at: index)
                if row.isLazy { work.rowViewsMade += 1 }
                // The item's content runs the app's closure: what it reads invalidates the grid.
                let content = node.graph?.withTrackedAccess(of: node) { row.makeView() } ?? row.makeView()
                specs.append(ChildSpec(key: .row(row.key), view: content))
            }
            spans.append((line, items.count))
        }
        let before = Set(node.children.map(ObjectIdentifier.init))
        node.reconcile(specs, transaction: transaction)
        work.rowsBuilt += node.children.count(where: { !before.contains(ObjectIdentifier($0)) })
        var built: [Int: [ViewNode]] = [:]
        var position = 0
        for span in spans {
            let end = min(position + span.count, node.children.count)
            built[span.line] = Array(node.children[min(position, end)..<end])
            position += span.count
        }
        lineNodes = built
        shownLines = window
    }

    /// The offset scrolled: renders again when other lines come into view.
    private func scrolled() {
        guard let node, let rect = placedRect else { return }
        let tracks = layout.tracks.resolve(layout.items, in: rect.size.value(layout.crossAxis))
        if window(in: rect, metrics: metrics(tracks, crossLength: rect.size.value(layout.crossAxis)))
            != shownLines
        {
            scrolledOnly = true
            node.invalidate(.stateChanged, transaction: Transaction())
        }
    }

    // MARK: Lengths

    /// The lines' lengths: measured for built lines, estimated for the rest.
    private struct Metrics {
        let lines: GridLines
        let tracks: [GridTrack]
        let spacing: Int
        let cellLength: Int
        let otherLength: Int
        /// Built lines and how much longer they are than their estimate, in order.
        let corrections: [(line: Int, delta: Int)]
        let measured: [Int: Int]

        func length(of line: Int) -> Int {
            measured[line] ?? (lines.items(in: line).isCell ? cellLength : otherLength)
        }

        func offset(of line: Int) -> Int {
            let cells = lines.cellLines(before: line)
            var offset = cells * cellLength + (line - cells) * otherLength + line * spacing
            for correction in corrections where correction.line < line { offset += correction.delta }
            return offset
        }

        var total: Int { lines.count == 0 ? 0 : offset(of: lines.count) - spacing }
    }

    private func metrics(_ tracks: [GridTrack], crossLength: Int?) -> Metrics {
        let plan =
            tracks.count == lines.perLine ? lines : GridLines(rows?.kindRuns ?? [], perLine: tracks.count)
        let across = crossLength ?? GridTracks.extent(tracks)
        var measured: [Int: Int] = [:]
        var sums = (cell: 0, cells: 0, other: 0, others: 0)
        for line in shownLines where line < plan.count {
            guard let nodes = lineNodes[line] else { continue }
            let isCell = plan.items(in: line).isCell
            var longest = 0
            for (position, child) in nodes.enumerated() {
                let cross = isCell ? (position < tracks.count ? tracks[position].length : 0) : across
                longest = max(
                    longest,
                    child.sizeThatFits(ProposedSize.make(layout.axis, main: nil, cross: cross)).value(
                        layout.axis))
            }
            measured[line] = longest
            if isCell {
                sums.cell += longest
                sums.cells += 1
            } else {
                sums.other += longest
                sums.others += 1
            }
        }
        if sums.cells > 0 { knownCellLength = max(1, (sums.cell + sums.cells / 2) / sums.cells) }
        let other = sums.others > 0 ? max(1, (sums.other + sums.others / 2) / sums.others) : 1
        let corrections = measured.keys.sorted().map { line in
            (line, measured[line, default: 0] - (plan.items(in: line).isCell ? knownCellLength : other))
        }
        return Metrics(
            lines: plan, tracks: tracks, spacing: layout.lineSpacing, cellLength: knownCellLength,
            otherLength: other, corrections: corrections, measured: measured)
    }

    /// The lines in `rect` (and the scroll view's viewport), with a line
    /// more on each side inside a scroll view.
    private func window(in rect: Rect, metrics: Metrics) -> [Int] {
        let count = metrics.lines.count
        var low = 0
        var high = rect.size.value(layout.axis)
        var margin = 0
        if let visible = viewport?.visibleRect {
            low = max(low, visible.minY - rect.minY)
            high = min(high, visible.maxY - rect.minY)
            margin = 1
        }
        guard count > 0, high > low else { return [] }
        // The first line ending after `low`, then the last starting before `high`.
        var first = 0
        var last = count - 1
        var bottom = 0
        var top = count - 1
        while bottom < top {
            let middle = (bottom + top) / 2
            if metrics.offset(of: middle) + metrics.length(of: middle) > low {
                top = middle
            } else {
                bottom = middle + 1
            }
        }
        first = bottom
        bottom = first
        top = count - 1
        while bottom < top {
            let middle = (bottom + top + 1) / 2
            if metrics.offset(of: middle) < high { bottom = middle } else { top = middle - 1 }
        }
        last = max(first, bottom)
        return Array(max(0, first - margin)...min(count - 1, last + margin))
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let crossLength = proposal.value(layout.crossAxis)
        let tracks = layout.tracks.resolve(layout.items, in: crossLength)
        let metrics = metrics(tracks, crossLength: crossLength)
        let extent = GridTracks.extent(tracks)
        let cross = GridTracks.fills(layout.items) ? (crossLength ?? extent) : extent
        reportedLength[tracks] = metrics.total
        return Size.make(layout.axis, main: metrics.total, cross: cross)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let crossLength = rect.size.value(layout.crossAxis)
        let tracks = layout.tracks.resolve(layout.items, in: crossLength)
        let perLineChanged = tracks.count != lines.perLine && !tracks.isEmpty
        if perLineChanged, let rows { lines = GridLines(rows.kindRuns, perLine: tracks.count) }
        placedRect = rect
        var metrics = metrics(tracks, crossLength: crossLength)
        var window = window(in: rect, metrics: metrics)
        if window != shownLines || perLineChanged { build(window, in: node) }
        // Lines just built have their real lengths now: a second look settles the window.
        metrics = self.metrics(tracks, crossLength: crossLength)
        window = self.window(in: rect, metrics: metrics)
        if window != shownLines {
            build(window, in: node)
            metrics = self.metrics(tracks, crossLength: crossLength)
        }
        let spanLength = GridTracks.fills(layout.items) ? crossLength : GridTracks.extent(tracks)
        for line in shownLines {
            guard let nodes = lineNodes[line] else { continue }
            let start = metrics.offset(of: line)
            let length = metrics.length(of: line)
            let isCell = metrics.lines.items(in: line).isCell
            for (position, child) in nodes.enumerated() {
                guard !isCell || position < tracks.count else { continue }
                let slot =
                    isCell ? tracks[position] : GridTrack(offset: 0, length: spanLength, alignment: nil)
                let wanted = child.sizeThatFits(ProposedSize.make(layout.axis, main: nil, cross: slot.length))
                let size = Size.make(
                    layout.axis, main: min(wanted.value(layout.axis), length),
                    cross: min(wanted.value(layout.crossAxis), slot.length))
                let inSlot = (slot.alignment ?? layout.alignment).offset(
                    of: size, in: Size.make(layout.axis, main: length, cross: slot.length))
                let along = Size.make(layout.axis, main: start, cross: slot.offset)
                child.place(
                    in: Rect(
                        x: rect.minX + along.width + inSlot.x, y: rect.minY + along.height + inSlot.y,
                        width: size.width, height: size.height))
            }
        }
        // Built lines longer or shorter than estimated change the grid's length: lay out again.
        if let reported = reportedLength[tracks], reported != metrics.total {
            reportedLength[tracks] = metrics.total
            node.invalidate(.stateChanged, transaction: Transaction())
        }
    }
}
