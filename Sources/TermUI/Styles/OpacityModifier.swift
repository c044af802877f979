import CursesKit

/// `.opacity` and `.blur` as a terminal shows them: a cell is drawn or not,
/// and is bright or dim, so the content is drawn as it is, dimmed (grey and
/// `dim`, the look of inactive content), or not drawn at all (keeping its place).
struct OpacityModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never

    /// How the content is drawn.
    enum Look: Equatable {
        case normal
        case dimmed
        case hidden
    }

    let content: Content
    let look: Look

    func makeBehavior() -> NodeBehavior { OpacityBehavior(view: self) }
}

extension OpacityModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

@MainActor
final class OpacityBehavior<Content: View>: ViewBehavior<OpacityModifier<Content>> {
    private let box = Widget()

    override var widget: Widget? { box }
    override var containerWidget: Widget? { box }
    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        box.isDimmed = view.look == .dimmed
        box.isHidden = view.look == .hidden
        node.reconcile([ChildSpec(key: .index(0), view: view.content)], transaction: transaction)
    }

    /// A new look only repaints: the content keeps its size and place.
    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool {
        reasons.contains { $0 != .inputsChanged }
    }

    override func containerOrigin(_ node: ViewNode) -> Point { node.frame.origin }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.center, spacing: 0)
            .sizeThatFits(proposal, units: node.layoutUnitsOfChildren)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.center, spacing: 0)
            .place(node.layoutUnitsOfChildren, in: rect)
    }

    override func unmount(_ node: ViewNode) { box.removeFromSuperwidget() }
}

extension View {
    /// The view at `opacity` (0 to 1), approximated: at 0.5 and above it is
    /// drawn as it is, below 0.5 dimmed (grey, `dim`), at 0 not drawn (and
    /// its controls take no focus); it keeps its size and place at every
    /// opacity, as in SwiftUI.
    ///
    /// ```swift
    /// Text("Done").opacity(isDone ? 0.4 : 1)
    /// ```
    public func opacity(_ opacity: Double) -> some View {
        let look: OpacityModifier<Self>.Look = opacity <= 0 ? .hidden : opacity < 0.5 ? .dimmed : .normal
        return OpacityModifier(content: self, look: look)
    }

    /// The view blurred by `radius`, approximated: any radius above zero
    /// draws it dimmed (grey, `dim`), as content one should look past; zero
    /// draws it as it is. `opaque` is accepted.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        OpacityModifier(content: self, look: radius > 0 ? .dimmed : .normal)
    }
}
