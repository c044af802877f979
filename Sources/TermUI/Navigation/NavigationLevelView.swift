import CursesKit

/// One level of a stack: its content in a container widget of its own, with
/// the level in the environment (and, above the root, `dismiss` popping it).
struct NavigationLevelView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let level: NavigationLevel

    func makeBehavior() -> NodeBehavior { NavigationLevelBehavior(view: self) }
}

/// The level is the input; the content compares itself.
extension NavigationLevelView {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

@MainActor
final class NavigationLevelBehavior<Content: View>: ViewBehavior<NavigationLevelView<Content>> {
    override var widget: Widget? { view.level.widget }
    override var containerWidget: Widget? { view.level.widget }
    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        node.reconcile([ChildSpec(key: .index(0), view: view.content)], transaction: transaction)
    }

    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { false }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.navigationLevel = view.level
        if view.level.index > 0 { environment.dismiss = DismissAction(target: view.level.dismissTarget) }
        return environment
    }
}
