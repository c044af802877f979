import CursesKit

/// A view that hosts a CursesKit ``WidgetController`` (SwiftUI's
/// `UIViewControllerRepresentable`): the same contract as
/// ``WidgetRepresentable``, with the controller's root widget on screen and
/// its appearance callbacks driven by the view's life.
///
/// ```swift
/// struct ScannerView: ControllerRepresentable {
///     @Binding var code: String?
///     func makeController(context: Context) -> ScannerController {
///         let controller = ScannerController()
///         controller.delegate = context.coordinator
///         return controller
///     }
///     func updateController(_ controller: ScannerController, context: Context) {}
///     func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
/// }
/// ```
public protocol ControllerRepresentable: View where Body == Never {
    /// The controller this view hosts.
    associatedtype ControllerType: WidgetController
    /// The object that receives the controller's delegate calls.
    associatedtype Coordinator = Void
    /// What each call receives: coordinator, environment and transaction.
    typealias Context = ControllerRepresentableContext<Self>

    /// Creates the controller, once per identity.
    func makeController(context: Context) -> ControllerType
    /// Brings the controller up to date with this value and `context.environment`.
    func updateController(_ controller: ControllerType, context: Context)
    /// Tears the controller down when the view leaves for good.
    static func dismantleController(_ controller: ControllerType, coordinator: Coordinator)
    /// Creates the coordinator, once per identity, before the controller.
    func makeCoordinator() -> Coordinator
    /// The size the controller's widget wants for `proposal`, or `nil` for its intrinsic size.
    func sizeThatFits(_ proposal: ProposedSize, controller: ControllerType, context: Context) -> Size?
}

extension ControllerRepresentable {
    /// Does nothing by default.
    public static func dismantleController(_ controller: ControllerType, coordinator: Coordinator) {}

    /// `nil` by default: the controller widget's intrinsic size.
    public func sizeThatFits(_ proposal: ProposedSize, controller: ControllerType, context: Context) -> Size?
    {
        nil
    }
}

extension ControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

/// What TermUI hands a ``ControllerRepresentable`` in each call; you never create one.
@MainActor
public struct ControllerRepresentableContext<Representable: ControllerRepresentable> {
    /// The object ``ControllerRepresentable/makeCoordinator()`` returned, the same for the view's whole life.
    public let coordinator: Representable.Coordinator
    /// The environment at the view's position; reads are tracked.
    public let environment: EnvironmentValues
    /// The transaction of the change being applied.
    public let transaction: Transaction

}

/// The node behaviour of a ``ControllerRepresentable``.
@MainActor
final class ControllerRepresentableBehavior<Representable: ControllerRepresentable>: NodeBehavior {
    private var coordinator: Representable.Coordinator?
    private var controller: Representable.ControllerType?
    private var hasAppeared = false

    override var widget: Widget? { controller?.widget }
    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        guard let representable = node.view as? Representable, let graph = node.graph else { return }
        let name = node.typeName
        node.environmentReads.reset()
        if controller == nil {
            let made = representable.makeCoordinator()
            coordinator = made
            CoordinatorCensus.note(made)
            graph.trace(LifecycleEvent(kind: .makeCoordinator, view: name))
            let created = representable.makeController(context: context(node, made, transaction))
            controller = created
            graph.trace(LifecycleEvent(kind: .makeController, view: name))
            created.beginAppearanceTransition(true)
        }
        guard let controller, let coordinator else { return }
        (coordinator as? any RepresentableCoordinator)?.refreshParent(representable)
        graph.withTrackedAccess(of: node) {
            representable.updateController(controller, context: context(node, coordinator, transaction))
        }
        graph.trace(
            LifecycleEvent(
                kind: .updateController, view: name, reasons: reasons,
                animation: transaction.effectiveAnimation))
        if !hasAppeared {
            hasAppeared = true
            // Did-appear once the widget is in the tree and placed: after this pass.
            graph.submitWrite { [weak controller] in controller?.endAppearanceTransition() }
        }
    }

    private func context(
        _ node: ViewNode, _ coordinator: Representable.Coordinator, _ transaction: Transaction
    ) -> ControllerRepresentableContext<Representable> {
        ControllerRepresentableContext(
            coordinator: coordinator, environment: node.trackedEnvironment, transaction: transaction)
    }

    override var refreshesBeforeEvents: Bool { true }

    override func prepareForEvent(_ node: ViewNode) {
        if let representable = node.view as? Representable {
            (coordinator as? any RepresentableCoordinator)?.refreshParent(representable)
        }
    }

    override func unmount(_ node: ViewNode) {
        guard let controller, let coordinator else { return }
        controller.beginAppearanceTransition(false)
        controller.endAppearanceTransition()
        Representable.dismantleController(controller, coordinator: coordinator)
        node.graph?.trace(LifecycleEvent(kind: .dismantleController, view: node.typeName))
        controller.widget.removeFromSuperwidget()
        self.controller = nil
        self.coordinator = nil
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard let controller, let coordinator, let representable = node.view as? Representable else {
            return .zero
        }
        noteIntrinsicSize(of: controller.widget, for: proposal)
        let answer = representable.sizeThatFits(
            proposal, controller: controller,
            context: ControllerRepresentableContext(
                coordinator: coordinator, environment: node.environment, transaction: Transaction()))
        return answer ?? IntrinsicSizing.size(of: controller.widget, for: proposal)
    }

    override func place(_ node: ViewNode, in rect: Rect) {}
}
