import CursesKit

/// One row of a ``List`` on screen: the row's view, inset as the list's
/// style says, on a widget that shows the selection and the cursor.
///
/// Every stored property is an input: the row renders again, and makes its
/// view again, when its look (a flag) or the list's build changes.
struct ListRowView: View, PrimitiveView, Equatable {
    typealias Body = Never

    let content: ListRowContent
    let kind: ListRow.Kind
    let isSelected: Bool
    let isCursor: Bool
    /// Columns for the cursor (and, with a set of selections, the check mark).
    let gutter: Int
    let showsCheckMark: Bool
    let leading: Int
    let trailing: Int
    let topMargin: Int
    let style: ListStyle.Kind
    /// True in edit mode on a row its `ForEach` can delete: `⊖` before the content.
    var showsDeleteMarker = false
    /// An outline row with children: `▸` or `▾` in the column before its content.
    var disclosure: ListDisclosureMark?

    /// Columns the delete marker takes (the mark and a space).
    static let deleteMarkerWidth = 2

    func makeBehavior() -> NodeBehavior { ListRowBehavior(view: self) }
}

/// Hosts a row: its widget lies under the content's widgets, which go into
/// the list's widget beside it. The row makes its view: what the app's row
/// closure reads is this node's dependency, so a change of it renders this
/// row, not the list.
@MainActor
final class ListRowBehavior: ViewBehavior<ListRowView> {
    private let rowWidget = ListRowWidget()

    override var widget: Widget? { rowWidget }
    override var isLayoutTransparent: Bool { false }

    /// The colours a selected row's content is drawn in.
    static let selectedForeground = Color.white
    static let selectedBackground = Color.blue

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        rowWidget.isCursor = view.isCursor
        rowWidget.isSelected = view.isSelected
        rowWidget.gutter = view.gutter
        rowWidget.showsCheckMark = view.showsCheckMark
        rowWidget.deleteMarkerColumn = view.showsDeleteMarker ? view.gutter + view.leading : nil
        rowWidget.disclosure = view.disclosure
        let background = view.isSelected ? Self.selectedBackground : node.environment.backgroundColor
        rowWidget.backgroundStyle = Style(background: background ?? .default)
        let make = view.content.make
        let content = node.graph?.withTrackedAccess(of: node) { make() } ?? make()
        node.reconcile([ChildSpec(key: .index(0), view: content)], transaction: transaction)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.stackAxis = nil
        if view.isSelected {
            environment.backgroundColor = Self.selectedBackground
            environment.foregroundColor = Self.selectedForeground
        }
        switch view.kind {
        case .row: environment.isListRow = true
        case .header:
            environment.font = .headline
            if view.style != .sidebar { environment.foregroundColor = .gray }
        case .footer:
            environment.foregroundColor = .gray
        }
        return environment
    }

    private var markerWidth: Int { view.showsDeleteMarker ? ListRowView.deleteMarkerWidth : 0 }
    private var horizontalInsets: Int { view.gutter + view.leading + markerWidth + view.trailing }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let inner = proposal.width.map { max(0, $0 - horizontalInsets) }
        let content = StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .sizeThatFits(ProposedSize(width: inner, height: nil), units: node.layoutUnitsOfChildren)
        return Size(
            width: proposal.width ?? (content.width + horizontalInsets),
            height: content.height + view.topMargin)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let content = Rect(
            x: rect.minX + view.gutter + view.leading + markerWidth, y: rect.minY + view.topMargin,
            width: max(0, rect.width - horizontalInsets), height: max(0, rect.height - view.topMargin))
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .place(node.layoutUnitsOfChildren, in: content)
    }

    /// The margin above a header is the list's background, not the row's.
    override func widgetFrame(_ node: ViewNode) -> Rect {
        let frame = node.frame
        return Rect(
            x: frame.minX, y: frame.minY + view.topMargin, width: frame.width,
            height: max(0, frame.height - view.topMargin))
    }
}

/// A row's background: the selection colour, the cursor's `›` while the
/// list has focus and, in a list with a set of selections, `✓` on the
/// selected rows (so a selection shows without colours too).
@MainActor
final class ListRowWidget: Widget {
    var isCursor = false {
        didSet { if isCursor != oldValue { setNeedsDisplay() } }
    }
    var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }
    var gutter = 1 {
        didSet { if gutter != oldValue { setNeedsDisplay() } }
    }
    var showsCheckMark = false {
        didSet { if showsCheckMark != oldValue { setNeedsDisplay() } }
    }
    /// Where `⊖` goes, in edit mode on a deletable row.
    var deleteMarkerColumn: Int? {
        didSet { if deleteMarkerColumn != oldValue { setNeedsDisplay() } }
    }
    /// An outline row's `▸` / `▾`.
    var disclosure: ListDisclosureMark? {
        didSet { if disclosure != oldValue { setNeedsDisplay() } }
    }

    override func draw(in surface: Surface) {
        let style = backgroundStyle ?? .plain
        if isCursor, (superwidget as? ListWidget)?.isFocused == true, gutter > 0 {
            surface.draw("›", at: Point(x: 0, y: 0), style: style.adding(.bold))
        }
        if showsCheckMark, isSelected, gutter > 1 {
            surface.draw("✓", at: Point(x: 1, y: 0), style: style)
        }
        if let disclosure {
            surface.draw(
                disclosure.isExpanded ? "▾" : "▸", at: Point(x: disclosure.column, y: 0), style: style)
        }
        if let column = deleteMarkerColumn {
            surface.draw("⊖", at: Point(x: column, y: 0), style: style.adding(.bold).foreground(.red))
        }
    }
}
