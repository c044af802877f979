import CursesKit

/// A modifier that draws a widget behind or around its content.
struct DecorationModifier: View, PrimitiveView {
    typealias Body = Never
    enum Kind: Equatable {
        case background(Color)
        case border(Color?)
    }
    let content: any View
    let kind: Kind

    func makeBehavior() -> NodeBehavior { DecorationBehavior(view: self) }
}

@MainActor
final class DecorationBehavior: ViewBehavior<DecorationModifier> {
    private let box = DecorationWidget()
    /// True when the last change of inputs added or removed the border (a colour change only repaints).
    private var insetChanged = true
    override var widget: Widget? { box }
    override var isLayoutTransparent: Bool { false }

    private static func inset(of kind: DecorationModifier.Kind) -> Int {
        if case .border = kind { return 1 }
        return 0
    }

    private func inset(_ node: ViewNode) -> Int { Self.inset(of: view.kind) }

    override func willChange(from old: DecorationModifier, to new: DecorationModifier) {
        insetChanged = Self.inset(of: old.kind) != Self.inset(of: new.kind)
    }

    /// Only a border that comes or goes changes the size; colours (its own,
    /// or the foreground colour a border reads) repaint.
    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool {
        for reason in reasons {
            switch reason {
            case .inputsChanged where !insetChanged, .environmentChanged: continue
            default: return true
            }
        }
        return false
    }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        let modifier = view
        switch modifier.kind {
        case .background(let color):
            box.fillStyle = Style(background: color)
            box.borderStyle = nil
        case .border(let color):
            box.fillStyle = nil
            box.borderStyle = Style(foreground: color ?? node.trackedEnvironment.foregroundColor ?? .default)
        }
        node.reconcile([ChildSpec(key: .index(0), view: modifier.content)], transaction: transaction)
    }

    override func unmount(_ node: ViewNode) { box.removeFromSuperwidget() }

    /// Content drawn over a background colour paints its cells in that colour.
    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        guard case .background(let color) = view.kind else {
            return node.environment
        }
        var environment = node.environment
        environment.backgroundColor = color
        return environment
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let i = inset(node)
        let inner = StackLayout(axis: .vertical, alignment: HorizontalAlignment.center, spacing: 0)
            .sizeThatFits(
                ProposedSize(
                    width: proposal.width.map { max(0, $0 - 2 * i) },
                    height: proposal.height.map { max(0, $0 - 2 * i) }),
                units: node.layoutUnitsOfChildren)
        return Size(width: inner.width + 2 * i, height: inner.height + 2 * i)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let i = inset(node)
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.center, spacing: 0)
            .place(node.layoutUnitsOfChildren, in: rect.inset(top: i, left: i, bottom: i, right: i))
    }
}

struct BackgroundColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The colour of the nearest `.background(_:)` behind a view, if any.
    var backgroundColor: Color? {
        get { self[BackgroundColorKey.self] }
        set { self[BackgroundColorKey.self] = newValue }
    }
}

/// Fills its bounds with a background, or draws a single-line border around them.
@MainActor
final class DecorationWidget: Widget {
    var fillStyle: Style? {
        didSet { if fillStyle != oldValue { setNeedsDisplay() } }
    }
    var borderStyle: Style? {
        didSet { if borderStyle != oldValue { setNeedsDisplay() } }
    }

    override func draw(in surface: Surface) {
        if let fillStyle { surface.fill(bounds, with: " ", style: fillStyle) }
        guard let style = borderStyle, bounds.width >= 2, bounds.height >= 2 else { return }
        // Only the rows the draw reaches: a repaint of the content's cells
        // drew (and measured) both long rules and every side.
        let visible = surface.visibleRect
        let top = max(0, visible.minY)
        let end = min(bounds.height, visible.maxY)
        guard top < end else { return }
        let bottom = bounds.height - 1
        if top == 0 || end > bottom {
            let line = String(repeating: "─", count: bounds.width - 2)
            if top == 0 { surface.draw("┌" + line + "┐", at: .zero, style: style) }
            if end > bottom { surface.draw("└" + line + "┘", at: Point(x: 0, y: bottom), style: style) }
        }
        for y in max(1, top)..<max(1, min(bottom, end)) {
            surface.draw("│", at: Point(x: 0, y: y), style: style)
            surface.draw("│", at: Point(x: bounds.width - 1, y: y), style: style)
        }
    }
}

/// `.overlay` and `.background(view)`: a second view laid out in the first one's frame.
struct LayeredModifier: View, PrimitiveView {
    typealias Body = Never
    let content: any View
    let layer: any View
    let layerAbove: Bool
    let alignment: Alignment

    func makeBehavior() -> NodeBehavior { LayeredBehavior(view: self) }
}

@MainActor
final class LayeredBehavior: ViewBehavior<LayeredModifier> {
    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        let modifier = view
        let content = ChildSpec(key: .index(0), view: modifier.content)
        let layer = ChildSpec(key: .index(1), view: modifier.layer)
        node.reconcile(modifier.layerAbove ? [content, layer] : [layer, content], transaction: transaction)
    }

    private func parts(_ node: ViewNode) -> (content: ViewNode, layer: ViewNode)? {
        guard node.children.count == 2 else { return nil }
        return view.layerAbove
            ? (node.children[0], node.children[1]) : (node.children[1], node.children[0])
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        parts(node)?.content.sizeThatFits(proposal) ?? .zero
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        guard let (content, layer) = parts(node) else { return }
        content.place(in: rect)
        let size = layer.sizeThatFits(ProposedSize(rect.size))
        let clamped = Size(width: min(size.width, rect.width), height: min(size.height, rect.height))
        let offset = view.alignment.offset(of: clamped, in: rect.size)
        layer.place(in: Rect(origin: rect.origin.offsetBy(dx: offset.x, dy: offset.y), size: clamped))
    }
}

extension View {
    /// Fills the view's frame with `color` behind it.
    public func background(_ color: Color) -> some View {
        DecorationModifier(content: self, kind: .background(color))
    }

    /// Draws `content` behind the view, in its frame.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> some View {
        LayeredModifier(content: self, layer: content(), layerAbove: false, alignment: alignment)
    }

    /// Draws `content` above the view, in its frame.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
    ) -> some View {
        LayeredModifier(content: self, layer: content(), layerAbove: true, alignment: alignment)
    }

    /// Draws a one-cell border around the view (the view grows by one cell on each side).
    public func border(_ color: Color? = nil) -> some View {
        DecorationModifier(content: self, kind: .border(color))
    }
}

extension DecorationModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension LayeredModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
