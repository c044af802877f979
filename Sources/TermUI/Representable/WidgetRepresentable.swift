import CursesKit

/// A view that hosts a CursesKit ``Widget`` (SwiftUI's `UIViewRepresentable`).
///
/// TermUI calls ``makeCoordinator()`` once, then ``makeWidget(context:)`` once,
/// then ``updateWidget(_:context:)`` before the first frame and again whenever
/// the representable's inputs, an environment value it read, or a transaction
/// change it; removal calls ``dismantleWidget(_:coordinator:)`` exactly once.
///
/// CursesKit's `Checkbox` as a view bound to a `Bool`: the coordinator is the
/// checkbox's target and writes the binding it reads through `parent`.
///
/// ```swift
/// struct CheckboxView: WidgetRepresentable {
///     let title: String
///     @Binding var isOn: Bool
///
///     func makeWidget(context: Context) -> Checkbox {
///         let checkbox = Checkbox(title: title)
///         checkbox.addTarget(context.coordinator, action: Coordinator.toggled, for: .valueChanged)
///         context.coordinator.checkbox = checkbox
///         return checkbox
///     }
///
///     func updateWidget(_ widget: Checkbox, context: Context) {
///         widget.title = title
///         widget.isOn = isOn
///     }
///
///     func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
///
///     final class Coordinator: RepresentableCoordinator {
///         var parent: CheckboxView
///         weak var checkbox: Checkbox?
///         init(parent: CheckboxView) { self.parent = parent }
///         func toggled() { if let checkbox { parent.isOn = checkbox.isOn } }
///     }
/// }
/// ```
public protocol WidgetRepresentable: View, _ViewGraphSpecial where Body == Never {
    /// The widget this view hosts.
    associatedtype WidgetType: Widget
    /// The object that receives the widget's actions and delegate calls.
    associatedtype Coordinator = Void
    /// What each call receives: coordinator, environment and transaction.
    typealias Context = WidgetRepresentableContext<Self>

    /// Creates the widget, once per identity. Wire targets and delegates here.
    func makeWidget(context: Context) -> WidgetType
    /// Brings the widget up to date with this value and `context.environment`.
    func updateWidget(_ widget: WidgetType, context: Context)
    /// Tears the widget down when the view leaves for good; no call reaches it afterwards.
    static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator)
    /// Creates the coordinator, once per identity, before the widget.
    func makeCoordinator() -> Coordinator
    /// The size the widget wants for `proposal`, or `nil` for its intrinsic size.
    func sizeThatFits(_ proposal: ProposedSize, widget: WidgetType, context: Context) -> Size?
}

extension WidgetRepresentable {
    /// Does nothing by default.
    public static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator) {}

    /// `nil` by default: the widget's intrinsic size.
    public func sizeThatFits(_ proposal: ProposedSize, widget: WidgetType, context: Context) -> Size? { nil }
}

extension WidgetRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

/// What TermUI hands a representable in each call: the coordinator, the
/// environment at the view's position and the transaction of the change.
///
/// TermUI creates a fresh context for every call; you never create one.
/// Reading a key of ``environment`` subscribes the representable to it.
@MainActor
public struct WidgetRepresentableContext<Representable: WidgetRepresentable> {
    /// The object ``WidgetRepresentable/makeCoordinator()`` returned, the same for the view's whole life.
    public let coordinator: Representable.Coordinator
    /// The environment at the view's position; reads are tracked.
    public let environment: EnvironmentValues
    /// The transaction of the change being applied (`animation` is `nil` for a plain write).
    public let transaction: Transaction

    init(_ context: RepresentableCallContext<Representable.Coordinator>) {
        coordinator = context.coordinator
        environment = context.environment
        transaction = context.transaction
    }
}
