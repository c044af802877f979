import CursesKit

/// A view with toolbar items: the content, then a bar of the top items and
/// a bar of the bottom items, each present when it has items.
struct ToolbarModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let entries: [ToolbarEntry]

    func makeBehavior() -> NodeBehavior { ToolbarBehavior(view: self) }
}

/// Hosts the content and the bars. Inside a ``NavigationStack`` the top bar
/// takes no room of its own: its widgets go into the stack's title row (the
/// level hands the bar to the row) and it is placed over that row; outside
/// one it is a row above the content. The bottom bar is a row below the content.
@MainActor
final class ToolbarBehavior<Content: View>: ViewBehavior<ToolbarModifier<Content>> {
    private weak var level: NavigationLevel?

    override var isLayoutTransparent: Bool { false }
    override func layoutPriority(_ node: ViewNode) -> Double { 0 }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        let level = node.environment.navigationLevel
        self.level = level
        let top = view.entries.filter(\.placement.isTop)
        let bottom = view.entries.filter { !$0.placement.isTop }
        var specs = [ChildSpec(key: .index(0), view: view.content)]
        if !top.isEmpty {
            specs.append(
                ChildSpec(key: .index(1), view: ToolbarBar(entries: top, isInTitleRow: level != nil)))
        }
        if !bottom.isEmpty {
            specs.append(ChildSpec(key: .index(2), view: ToolbarBar(entries: bottom, isInTitleRow: false)))
        }
        node.reconcile(specs, transaction: transaction)
        let titleBar = bar(in: node, key: 1).flatMap { $0.behavior as? ToolbarBarBehavior }
        level?.setToolbar(
            titleBar?.isInTitleRow == true ? titleBar?.barWidget : nil, owner: ObjectIdentifier(self))
    }

    override func unmount(_ node: ViewNode) {
        level?.setToolbar(nil, owner: ObjectIdentifier(self))
    }

    private func bar(in node: ViewNode, key: Int) -> ViewNode? {
        node.children.first { $0.identity.key == .index(key) }
    }

    /// The rows the bars take from the content: a title-row bar takes none.
    private func barRows(_ node: ViewNode) -> (top: Int, bottom: Int) {
        let top = level == nil && bar(in: node, key: 1) != nil ? 1 : 0
        return (top, bar(in: node, key: 2) != nil ? 1 : 0)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard let content = node.children.first else { return .zero }
        let rows = barRows(node)
        let inner = ProposedSize(
            width: proposal.width, height: proposal.height.map { max(0, $0 - rows.top - rows.bottom) })
        let size = content.sizeThatFits(inner)
        return Size(width: size.width, height: size.height + rows.top + rows.bottom)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        guard let content = node.children.first else { return }
        let rows = barRows(node)
        let height = max(0, rect.height - rows.top - rows.bottom)
        if let top = bar(in: node, key: 1) {
            if let header = level?.registry?.headerNode {
                top.place(in: header.frame)
            } else {
                top.place(
                    in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(1, rect.height)))
            }
        }
        content.place(in: Rect(x: rect.minX, y: rect.minY + rows.top, width: rect.width, height: height))
        if let bottom = bar(in: node, key: 2) {
            bottom.place(
                in: Rect(
                    x: rect.minX, y: rect.minY + rows.top + height, width: rect.width, height: rows.bottom))
        }
    }
}
