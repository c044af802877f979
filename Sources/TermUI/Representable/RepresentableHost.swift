import CursesKit

/// The node behaviour of every representable, ``WidgetRepresentable`` and
/// ``ControllerRepresentable`` alike: the contract of docs/architecture/REPRESENTABLE-CONTRACT.md is
/// kept here once, and `Adapter` says only which calls to make.
///
/// - First render: `makeCoordinator`, `make…`, then the first update, all
///   before the first frame (rules 1 and 2).
/// - Every update reads the environment and `@Observable` models tracked,
///   and receives the transaction of the change (rules 3 and 4).
/// - Before every update and every event the coordinator's `parent` is the
///   current representable value, also when only a binding's transaction
///   changed and no update ran (rule 5).
/// - Removal: `dismantle…` once, then the widget leaves the tree and both
///   objects are released (rule 7).
@MainActor
final class RepresentableHost<Adapter: RepresentableAdapter>: ViewBehavior<Adapter.Representable> {
    private var coordinator: Adapter.Coordinator?
    private var hosted: Adapter.Hosted?
    private var hostedWidget: Widget?
    /// Sets the coordinator's `parent`; `nil` when it is no ``RepresentableCoordinator``.
    private var refreshParent: ((Adapter.Representable) -> Void)?

    override var widget: Widget? { hostedWidget }
    override var isLayoutTransparent: Bool { false }
    override var refreshesBeforeEvents: Bool { true }
    /// The representable is measured again after its update, for the
    /// proposals it was asked, and laid out only if an answer changed.
    private var sizeCheck = SizeCheckAfterUpdate()

    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool {
        !sizeCheck.waitsForUpdate(node, reasons: reasons, hasWidget: hosted != nil)
    }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        let representable = view
        guard let graph = node.graph else { return }
        let name = node.typeName
        node.environmentReads?.reset()
        if hosted == nil {
            let made = Adapter.makeCoordinator(representable)
            coordinator = made
            CoordinatorCensus.note(made)
            refreshParent = CoordinatorParent.refresher(for: made, madeBy: Adapter.Representable.self)
            graph.trace(LifecycleEvent(kind: .makeCoordinator, view: name))
            let created = Adapter.make(representable, context(node, made, transaction))
            hosted = created
            hostedWidget = Adapter.widget(of: created)
            graph.trace(LifecycleEvent(kind: Adapter.makeKind, view: name))
            Adapter.didMake(created)
            // Did-appear once the widget is in the tree and placed: after this pass.
            graph.submitWrite { [weak created] in if let created { Adapter.didAppear(created) } }
        }
        guard let hosted, let coordinator else {
            preconditionFailure("TermUI: \(name) has no \(Adapter.makeKind) result after making it")
        }
        refreshParent?(representable)
        graph.withTrackedAccess(of: node) {
            Adapter.update(representable, hosted, context(node, coordinator, transaction))
        }
        graph.trace(
            LifecycleEvent(
                kind: Adapter.updateKind, view: name, reasons: reasons,
                animation: transaction.effectiveAnimation))
        sizeCheck.run(node) { sizeThatFits($0, node: node) }
    }

    private func context(
        _ node: ViewNode, _ coordinator: Adapter.Coordinator, _ transaction: Transaction
    ) -> RepresentableCallContext<Adapter.Coordinator> {
        RepresentableCallContext(
            coordinator: coordinator, environment: node.trackedEnvironment, transaction: transaction)
    }

    override func prepareForEvent(_ node: ViewNode) {
        refreshParent?(view)
    }

    override func unmount(_ node: ViewNode) {
        guard let hosted, let coordinator, let widget = hostedWidget else { return }
        Adapter.willDismantle(hosted)
        Adapter.dismantle(hosted, coordinator: coordinator)
        node.graph?.trace(LifecycleEvent(kind: Adapter.dismantleKind, view: node.typeName))
        widget.removeFromSuperwidget()
        self.hosted = nil
        self.hostedWidget = nil
        self.coordinator = nil
        self.refreshParent = nil
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard let hosted, let coordinator, let widget = hostedWidget else { return .zero }
        let representable = view
        noteIntrinsicSize(of: widget, for: proposal)
        let context = RepresentableCallContext(
            coordinator: coordinator, environment: node.environment, transaction: Transaction())
        let answer = Adapter.sizeThatFits(representable, proposal, hosted, context)
        return answer ?? IntrinsicSizing.size(of: widget, for: proposal)
    }

    override func place(_ node: ViewNode, in rect: Rect) {}
}
