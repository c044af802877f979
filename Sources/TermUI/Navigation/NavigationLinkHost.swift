import CursesKit

/// The primitive under a ``NavigationLink``: its label in a widget that
/// takes focus (outside a list), keys and clicks.
struct NavigationLinkHost<Label: View, Destination: View>: View, PrimitiveView {
    typealias Body = Never
    let label: Label
    let target: NavigationLinkTarget<Destination>
    let isHighlighted: Bool

    func makeBehavior() -> NodeBehavior { NavigationLinkBehavior(view: self) }
}

@MainActor
final class NavigationLinkBehavior<Label: View, Destination: View>: ViewBehavior<
    NavigationLinkHost<Label, Destination>
>,
ListRowActivating
{
    private let linkWidget = NavigationLinkWidget()
    private weak var node: ViewNode?

    override var widget: Widget? { linkWidget }
    override var containerWidget: Widget? { linkWidget }
    override var isLayoutTransparent: Bool { false }

    /// The colours of a focused link.
    static var highlightForeground: Color { .black }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        if self.node == nil {
            self.node = node
            linkWidget.activate = { [weak self] in self?.activate() }
        }
        node.environmentReads?.reset()
        let environment = node.trackedEnvironment
        let accent = environment.accentColor ?? .cyan
        linkWidget.isHighlighted = view.isHighlighted
        // Opaque on the background it is on (a list row's selection colour), so
        // a change of the row repaints the link once, from here.
        linkWidget.backgroundStyle = Style(
            background: view.isHighlighted ? accent : environment.backgroundColor ?? .default)
        node.reconcile([ChildSpec(key: .index(0), view: view.label)], transaction: transaction)
        // A pushed destination view follows the link's newest value.
        if case .view(let destination) = view.target, let registry = viewRegistry,
            registry.hasPushedView(owner: owner)
        {
            registry.pushView(owner: owner, build: { AnyView(destination) }, pop: {})
        }
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        if view.isHighlighted {
            environment.backgroundColor = environment.accentColor ?? .cyan
            environment.foregroundColor = Self.highlightForeground
        }
        return environment
    }

    override func unmount(_ node: ViewNode) {
        if case .view = view.target { viewRegistry?.removePushedView(owner: owner) }
        self.node = nil
    }

    private var owner: ObjectIdentifier { ObjectIdentifier(self) }

    private var registry: NavigationRegistry? { node?.environment.navigationLevel?.registry }

    /// Where a destination view goes: the detail column, for a link in the
    /// sidebar of a two-column `NavigationView`; else the link's own stack.
    private var viewRegistry: NavigationRegistry? {
        node?.environment.navigationDetailColumn?.registry ?? registry
    }

    /// Pushes the link's value or view.
    func activate() {
        guard let node else { return }
        guard let registry else {
            node.graph?.warn(
                "a NavigationLink outside a NavigationStack was activated: it has nowhere to push")
            return
        }
        switch view.target {
        case .value(let value?):
            if !registry.push(value) {
                node.graph?.warn(
                    "a NavigationLink's value of type \(type(of: value.base)) does not fit its stack's path")
            }
        case .value(nil):
            break
        case .view(let destination):
            if let detail = node.environment.navigationDetailColumn?.registry {
                // The sidebar's link replaces what the detail column shows.
                detail.pop(to: 0)
                detail.pushView(owner: owner, build: { AnyView(destination) }, pop: {})
            } else {
                registry.pushView(owner: owner, build: { AnyView(destination) }, pop: {})
            }
        }
    }

    func activateRow() -> Bool {
        activate()
        return true
    }

    // MARK: Layout: the label, then `›` in the last column.

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height)
        let label = StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .sizeThatFits(inner, units: node.layoutUnitsOfChildren)
        return Size(width: proposal.width ?? (label.width + 2), height: max(1, label.height))
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let inner = Rect(x: rect.minX, y: rect.minY, width: max(0, rect.width - 2), height: rect.height)
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .place(node.layoutUnitsOfChildren, in: inner)
    }
}

/// A link's widget: its label's widgets inside, `›` in the last column.
/// Outside a list it takes focus, Enter, Space and clicks; inside one the
/// list has the focus and activates the row's link on Enter.
@MainActor
final class NavigationLinkWidget: Widget {
    var activate: () -> Void = {}
    var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    override var canBecomeFocused: Bool { !isInsideListWidget }

    override func draw(in surface: Surface) {
        guard bounds.width > 0 else { return }
        let style = (backgroundStyle ?? .plain).adding(isHighlighted ? .bold : [])
        surface.draw(
            "›", at: Point(x: bounds.width - 1, y: 0), style: isHighlighted ? style : style.adding(.dim))
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, !isInsideListWidget else { return false }
        switch event.key {
        case .enter, .character(" "):
            activate()
            return true
        default:
            return false
        }
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard !isInsideListWidget, event.button == 1 else { return false }
        switch event.kind {
        case .press, .click:
            activate()
            return true
        case .release, .drag:
            return true
        default:
            return false
        }
    }
}
