import CursesKit

/// Shows the first of its views whose ideal size fits the space offered, or
/// the last one when none does (SwiftUI's `ViewThatFits`).
///
/// List the views from the most to the least complete: a row of key hints,
/// then shorter rows, so a narrow terminal drops whole hints instead of
/// cutting each one. Only the chosen view is drawn and can take focus; the
/// others stay alive (their state is kept) but hidden.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Tab focus  Enter press  Esc home  q quit")
///     Text("Esc home  q quit")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    /// Body is `Never`: the choice is made at layout.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Chooses among `content`'s views by their ideal size along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeBehavior() -> NodeBehavior { ViewThatFitsBehavior(view: self) }
}

/// Lays out the chosen view in the node's frame and hides the others' widgets.
@MainActor
final class ViewThatFitsBehavior<Content: View>: ViewBehavior<ViewThatFits<Content>> {
    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        node.reconcile([ChildSpec(key: .index(0), view: view.content)], transaction: transaction)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        choice(for: proposal, node: node)?.sizeThatFits(proposal) ?? .zero
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let chosen = choice(for: ProposedSize(rect.size), node: node)
        for unit in node.layoutUnitsOfChildren {
            let isChosen = unit === chosen
            unit.place(in: isChosen ? rect : Rect(origin: rect.origin, size: .zero))
            for widget in ViewGraph.widgets(under: unit) where widget.isHidden == isChosen {
                widget.isHidden = !isChosen
            }
        }
    }

    override func layoutPriority(_ node: ViewNode) -> Double { 0 }

    /// The first unit whose ideal size along the constrained axes fits `proposal`, else the last.
    private func choice(for proposal: ProposedSize, node: ViewNode) -> ViewNode? {
        let axes = view.axes
        let units = node.layoutUnitsOfChildren
        let ideal = ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        let fitting = units.first { unit in
            let size = unit.sizeThatFits(ideal)
            return (!axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity))
                && (!axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity))
        }
        return fitting ?? units.last
    }
}

extension ViewThatFits {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
