import CursesKit

/// A view that hosts a CursesKit ``Widget`` (SwiftUI's `UIViewRepresentable`).
///
/// TermUI calls ``makeCoordinator()`` once, then ``makeWidget(context:)`` once,
/// then ``updateWidget(_:context:)`` before the first frame and again whenever
/// the representable's inputs, an environment value it read, or a transaction
/// change it; removal calls ``dismantleWidget(_:coordinator:)`` exactly once.
///
/// ```swift
/// struct AddToWalletButton: WidgetRepresentable {
///     let onTap: () -> Void
///     func makeWidget(context: Context) -> AddPassButton {
///         let button = AddPassButton()
///         button.addTarget(context.coordinator, action: Coordinator.tapped, for: .primaryActionTriggered)
///         return button
///     }
///     func updateWidget(_ widget: AddPassButton, context: Context) {}
///     func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
///     final class Coordinator: RepresentableCoordinator {
///         var parent: AddToWalletButton
///         init(parent: AddToWalletButton) { self.parent = parent }
///         func tapped() { parent.onTap() }
///     }
/// }
/// ```
public protocol WidgetRepresentable: View where Body == Never {
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

}

/// A coordinator that keeps a reference to the current representable value.
///
/// TermUI sets ``parent`` to the newest value before every update and before
/// every key or mouse event reaches the widget, so closures and bindings read
/// through `parent` are never stale.
@MainActor
public protocol RepresentableCoordinator: AnyObject {
    /// The representable type.
    associatedtype Parent
    /// The current representable value.
    var parent: Parent { get set }
}

extension RepresentableCoordinator {
    /// Sets ``parent`` when `value` is of the right type.
    func refreshParent(_ value: Any) {
        if let value = value as? Parent { parent = value }
    }
}

/// The node behaviour of a ``WidgetRepresentable``.
@MainActor
final class WidgetRepresentableBehavior<Representable: WidgetRepresentable>: NodeBehavior {
    private var coordinator: Representable.Coordinator?
    private var hosted: Representable.WidgetType?

    override var widget: Widget? { hosted }
    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        guard let representable = node.view as? Representable, let graph = node.graph else { return }
        let name = node.typeName
        node.environmentReads.reset()
        if hosted == nil {
            let made = representable.makeCoordinator()
            coordinator = made
            CoordinatorCensus.note(made)
            graph.trace(LifecycleEvent(kind: .makeCoordinator, view: name))
            hosted = representable.makeWidget(context: context(node, made, transaction))
            graph.trace(LifecycleEvent(kind: .makeWidget, view: name))
        }
        guard let widget = hosted, let coordinator else { return }
        refreshCoordinator(representable)
        graph.withTrackedAccess(of: node) {
            representable.updateWidget(widget, context: context(node, coordinator, transaction))
        }
        graph.trace(
            LifecycleEvent(
                kind: .updateWidget, view: name, reasons: reasons, animation: transaction.effectiveAnimation))
    }

    private func context(
        _ node: ViewNode, _ coordinator: Representable.Coordinator, _ transaction: Transaction
    ) -> WidgetRepresentableContext<Representable> {
        WidgetRepresentableContext(
            coordinator: coordinator, environment: node.trackedEnvironment, transaction: transaction)
    }

    private func refreshCoordinator(_ representable: Representable) {
        (coordinator as? any RepresentableCoordinator)?.refreshParent(representable)
    }

    override var refreshesBeforeEvents: Bool { true }

    override func prepareForEvent(_ node: ViewNode) {
        if let representable = node.view as? Representable { refreshCoordinator(representable) }
    }

    override func unmount(_ node: ViewNode) {
        guard let widget = hosted, let coordinator else { return }
        Representable.dismantleWidget(widget, coordinator: coordinator)
        node.graph?.trace(LifecycleEvent(kind: .dismantleWidget, view: node.typeName))
        widget.removeFromSuperwidget()
        hosted = nil
        self.coordinator = nil
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard let widget = hosted, let coordinator, let representable = node.view as? Representable else {
            return .zero
        }
        noteIntrinsicSize(of: widget, for: proposal)
        let answer = representable.sizeThatFits(
            proposal, widget: widget,
            context: WidgetRepresentableContext(
                coordinator: coordinator, environment: node.environment, transaction: Transaction()))
        return answer ?? IntrinsicSizing.size(of: widget, for: proposal)
    }

    override func place(_ node: ViewNode, in rect: Rect) {}
}

/// How a hosted widget without a `sizeThatFits` answer is sized.
@MainActor
enum IntrinsicSizing {
    /// Each axis with an intrinsic length keeps it (within the proposal); an
    /// axis without one (zero) is flexible and takes what is offered.
    static func size(of widget: Widget, for proposal: ProposedSize) -> Size {
        // Measured no further than offered: a long text costs what can be shown.
        let intrinsic = widget.intrinsicContentSize(
            limitedTo: Size(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity))
        func axis(_ length: Int, _ offered: Int?) -> Int {
            if length > 0 { return min(length, offered ?? length) }
            return offered.map { min($0, Int.infinity) } ?? 0
        }
        return Size(
            width: axis(intrinsic.width, proposal.width), height: axis(intrinsic.height, proposal.height))
    }
}
