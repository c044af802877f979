import CursesKit

/// A view that hosts a CursesKit ``WidgetController`` (SwiftUI's
/// `UIViewControllerRepresentable`): the same contract as
/// ``WidgetRepresentable``, with the controller's root widget on screen and
/// its appearance callbacks driven by the view's life.
///
/// A controller whose root widget is a label, shown with the current
/// message (no coordinator: `Coordinator` defaults to `Void`):
///
/// ```swift
/// final class StatusController: WidgetController {
///     override func loadWidget() { widget = LabelWidget("Ready") }
/// }
///
/// struct StatusView: ControllerRepresentable {
///     let message: String
///     func makeController(context: Context) -> StatusController { StatusController() }
///     func updateController(_ controller: StatusController, context: Context) {
///         (controller.widget as? LabelWidget)?.text = message
///     }
/// }
/// ```
public protocol ControllerRepresentable: View, _ViewGraphSpecial where Body == Never {
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

    init(_ context: RepresentableCallContext<Representable.Coordinator>) {
        coordinator = context.coordinator
        environment = context.environment
        transaction = context.transaction
    }
}
