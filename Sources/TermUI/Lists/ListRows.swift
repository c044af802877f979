/// The rows of a list, flattened from its content into segments (a static
/// view is a segment of one row, a `ForEach` one segment of as many rows as
/// its data has) with their first row indices, so the row at any index is a
/// binary search over segments, not a walk over rows, and no row view is
/// built until the row is shown.
@MainActor
struct ListRows {
    private let segments: [ListSegment]
    private let starts: [Int]
    /// How many rows there are (headers and footers included).
    let count: Int
    /// Runs of rows of one kind, in order (a `ForEach`'s rows and static
    /// rows side by side make one `.row` run; a header or footer is a run of
    /// its own): what a lazy grid lays out in lines, found without a row.
    let kindRuns: [ListKindRun]

    /// The rows of `content`; an `OutlineGroup` in it shows the children of
    /// the rows `expansion` holds (none without one).
    init(_ content: some View, expansion: ListOutlineExpansion? = nil) {
        var segments: [ListSegment] = []
        var context = ListFlattening()
        context.expansion = expansion
        ListSegment.append(content, to: &segments, context: context)
        var starts: [Int] = []
        var runs: [ListKindRun] = []
        var total = 0
        for segment in segments {
            starts.append(total)
            let kind: ListRow.Kind
            switch segment {
            case .lazy: kind = .row
            case .single(let row): kind = row.kind
            }
            if kind == .row, let last = runs.last, last.kind == .row {
                runs[runs.count - 1].count += segment.count
            } else if segment.count > 0 {
                runs.append(ListKindRun(first: total, count: segment.count, kind: kind))
            }
            total += segment.count
        }
        self.segments = segments
        self.starts = starts
        kindRuns = runs
        count = total
    }

    /// The row at `index` (`0 ..< count`); builds no view.
    func row(at index: Int) -> ListRow {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return segments[low].row(at: index - starts[low], firstRow: starts[low])
    }
}

/// Consecutive rows of one kind (see ``ListRows/kindRuns``).
struct ListKindRun: Equatable {
    let first: Int
    var count: Int
    let kind: ListRow.Kind
}

/// Where the flattening is: the path of positions to the view, the `.tag`
/// and editing actions around it, and whether it is inside a `Section`.
@MainActor
struct ListFlattening {
    var path: [AnyHashable] = []
    var tag: AnyHashable?
    var editing: ListEditActions?
    var isInSection = false
    /// The expanded rows of the list's outline groups.
    var expansion: ListOutlineExpansion?
    /// True under a `ForEach` whose element closure ran while flattening (a
    /// `ForEach` of sections): the views there, and what their own closures
    /// capture, may differ from the last build although the list's view did
    /// not (the closure read a state the list is invalidated by).
    var isMadeWhileFlattening = false

    func appending(_ position: AnyHashable) -> ListFlattening {
        var copy = self
        copy.path.append(position)
        return copy
    }

    func appending(_ position: Int) -> ListFlattening { appending(AnyHashable(position)) }
}

/// One run of rows: a `ForEach` (lazy) or one static row.
@MainActor
enum ListSegment {
    case lazy(any ListLazyRows, ListFlattening)
    case single(ListRow)

    var count: Int {
        switch self {
        case .lazy(let rows, _): rows.listRowCount
        case .single: 1
        }
    }

    func row(at index: Int, firstRow: Int) -> ListRow {
        switch self {
        case .lazy(let rows, let context): rows.listRow(at: index, firstRow: firstRow, context: context)
        case .single(let row): row
        }
    }

    /// Flattens `view`: containers give their parts, a `ForEach` one lazy
    /// segment, any other view is one row.
    /// (The view's type is looked up in ``ConformanceIndex``: a list shown
    /// for the first time after the first frame scans no conformance records.)
    static func append(_ view: any View, to segments: inout [ListSegment], context: ListFlattening) {
        if let container = ConformanceIndex.cast(type(of: view), to: (any ListContent.Type).self) {
            func append<C: ListContent>(_: C.Type) {
                (view as! C).appendListSegments(to: &segments, context: context)
            }
            append(container)
        } else {
            segments.append(.single(staticRow(view, kind: .row, context: context)))
        }
    }

    /// A row for a view the list holds already (static content, a header).
    static func staticRow(_ view: any View, kind: ListRow.Kind, context: ListFlattening) -> ListRow {
        ListRow(
            key: ListRowKey(path: context.path, id: nil), kind: kind,
            tag: kind == .row ? context.tag : nil, isInSection: context.isInSection, isLazy: false,
            makeView: { view }, editing: nil, isMadeWhileFlattening: context.isMadeWhileFlattening)
    }
}

/// A view made of parts a list shows as rows of their own: tuples, groups,
/// branches, sections, `.tag`, `ForEach` and its editing actions.
@MainActor
protocol ListContent {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening)
}

/// A `ForEach` in a list: its rows, counted and made one at a time.
@MainActor
protocol ListLazyRows {
    /// How many rows (the data's count: O(1) for random-access data).
    var listRowCount: Int { get }
    /// The row at `index`, whose segment starts at list row `firstRow`.
    func listRow(at index: Int, firstRow: Int, context: ListFlattening) -> ListRow
}

extension TupleView: ListContent {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {
        for (position, view) in views.enumerated() {
            ListSegment.append(view, to: &segments, context: context.appending(position))
        }
    }
}

extension Group: ListContent {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {
        ListSegment.append(content, to: &segments, context: context.appending(0))
    }
}

extension ConditionalContent: ListContent {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {
        if let trueContent { ListSegment.append(trueContent, to: &segments, context: context.appending(0)) }
        if let falseContent { ListSegment.append(falseContent, to: &segments, context: context.appending(1)) }
    }
}

extension Optional: ListContent where Wrapped: View {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {
        if let content = self { ListSegment.append(content, to: &segments, context: context.appending(0)) }
    }
}

extension EmptyView: ListContent {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {}
}

extension AnyView: ListContent {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {
        ListSegment.append(wrapped, to: &segments, context: context.appending(0))
    }
}

extension ForEach: ListContent where Content: View {
    func appendListSegments(to segments: inout [ListSegment], context: ListFlattening) {
        if ConformanceIndex.conforms(Content.self, to: (any ListContent.Type).self),
            !ConformanceIndex.conforms(Content.self, to: (any ListTaggedContent.Type).self)
        {
            // Each element is several rows (a section, a tuple): flattened now,
            // one closure per element (such a ForEach is short: groups of rows).
            for element in data {
                var inner = context.appending(AnyHashable(idOf(element)))
                inner.isMadeWhileFlattening = true
                ListSegment.append(content(element), to: &segments, context: inner)
            }
        } else {
            segments.append(.lazy(self, context))
        }
    }
}

extension ForEach: ListLazyRows where Content: View {
    var listRowCount: Int { data.count }

    func listRow(at index: Int, firstRow: Int, context: ListFlattening) -> ListRow {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        let id = AnyHashable(idOf(element))
        let content = self.content
        // SwiftUI's rule: a row's `.tag` is its selection value, else its
        // element's id. Reading a tag builds the row, so only when the row
        // closure's type is a tagged view.
        let tag = Content.self is any ListTaggedContent.Type ? ListSegment.tag(of: content(element)) : id
        let editing = context.editing.map {
            ListRowEditing(actions: $0, offset: index, count: data.count, firstRow: firstRow)
        }
        return ListRow(
            key: ListRowKey(path: context.path, id: id), kind: .row, tag: tag ?? id,
            isInSection: context.isInSection, isLazy: true, makeView: { content(element) },
            editing: editing, isMadeWhileFlattening: context.isMadeWhileFlattening)
    }
}

extension ListSegment {
    /// The `.tag` of a row view built from a `ForEach` whose rows are tagged.
    static func tag(of view: any View) -> AnyHashable? {
        (view as? any ListTaggedContent)?.listTag
    }
}
