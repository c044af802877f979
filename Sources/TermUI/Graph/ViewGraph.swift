import CursesKit
import Locking
import Observation

/// The view graph of one host: the node tree, the dirty set, the FIFO of
/// writes and the coalesced pass that re-renders, lays out and draws once.
@MainActor
final class ViewGraph {
    private(set) var root: ViewNode?
    let rootWidget: RootWidget
    let focusChain: FocusChain
    let lifecycle: LifecycleLog
    private let tracer: LifecycleTracer?

    /// True while a pass runs; effects and invalidations then wait in ``writeQueue``.
    private(set) var isInPass = false
    /// True while the effects a pass queued (`.onAppear`, `.onChange`, ...) run.
    private var isApplyingEffects = false
    /// True when the running pass (or its effects) invalidated a node: the
    /// next pass is one it caused, not one an event or a timer asked for.
    private var passCausedWork = false
    /// Passes in a row each caused by the one before (see ``chainedPassLimit``).
    private var chainedPasses = 0
    /// What TermUI warned about at run time, oldest first (see ``warn(_:)``).
    private(set) var runtimeWarnings: [String] = []
    private var dirty: [ViewNode] = []
    private var writeQueue = WriteQueue()
    /// Work waiting for the next layout (``afterNextLayout(_:)``).
    private var afterLayoutWork: [() -> Void] = []
    private var passScheduled = false
    /// Each widget's node, and the representable nodes (their coordinators are
    /// refreshed before an event, their widgets re-measured when their size
    /// changed on its own); rebuilt with the widget tree on structural changes,
    /// so neither an event nor a layout walks the whole graph.
    private var widgetOwners: [ObjectIdentifier: ViewNode] = [:]
    private(set) var nodesToPrepareForEvents: [ViewNode] = []
    /// Nodes placed in the running layout whose widgets need their frames set.
    private var placed: [ViewNode] = []
    /// Nodes whose size ignores their content and beneath which a size
    /// changed: laid out again in place (``ViewNode/setNeedsLayout()``).
    private var relayoutRoots: [ViewNode] = []
    /// Counts the layouts run, so a node placed by the root's walk is not placed again as a relayout root.
    private(set) var layoutGeneration = 0
    /// The layout work done so far: sizes measured (cache misses) and nodes placed.
    var layoutWork = LayoutWork()
    private var structureIsDirty = true
    /// Asks the host for a pass soon (a main-queue turn in the app, `runPendingWork` in tests).
    var schedulePass: () -> Void = {}
    /// Nodes that present modal sheets, outermost first.
    var presentedSheets: [any SheetPresenter] = []
    private let observationInbox = ObservationInbox()
    /// Called (from any thread) after an observed change was posted; the app hops to the main queue.
    var observationWake: @Sendable () -> Void = {}
    /// How many passes ran (for tests of coalescing).
    private(set) var passCount = 0
    /// The state a new graph mounts with instead of its views' initial values (tests).
    var restoring: ViewStateSnapshot?

    init(environment: EnvironmentValues = EnvironmentValues(), tracePath: String? = nil) {
        rootWidget = RootWidget()
        focusChain = FocusChain(root: rootWidget)
        lifecycle = LifecycleLog()
        tracer = tracePath.flatMap { LifecycleTracer(path: $0) }
        baseEnvironment = environment
        baseEnvironment.lifecycleLog = lifecycle
        baseEnvironment.quit = QuitAction(handler: quitHandler)
        baseEnvironment.print = PrintAction(handler: printHandler)
        // One scene per graph: its `@SceneStorage` values live as long as it.
        baseEnvironment.sceneStorage = SettingsStore()
        rootWidget.graph = self
    }

    private var baseEnvironment: EnvironmentValues
    /// What ``EnvironmentValues/quit`` and the quit keys call; the host sets it.
    let quitHandler = QuitHandler()
    /// What ``EnvironmentValues/print`` calls; the host sets it.
    let printHandler = PrintHandler()
    /// Keeps `@FocusState` values and ``focusChain`` in step.
    let focusRegistry = FocusRegistry()
    /// Which keys are active now: the footers' and the `?` help's one source.
    private(set) lazy var keyHints = KeyHintRegistry(graph: self)
    private weak var pendingFocusRestore: Widget?

    /// Mounts `view` as the root and runs the first pass.
    func mount<Root: View>(_ view: Root) {
        screenSizeChanged()
        let node = ViewNode(
            graph: self, parent: nil,
            identity: ChildIdentity(key: .index(0), type: ObjectIdentifier(Root.self)),
            view: view, environment: baseEnvironment)
        root = node
        isInPass = true
        PassScope.$isRunning.withValue(true) {
            node.mount(transaction: Transaction())
            finishPass()
        }
    }

    /// Removes every node (app exit): dismantles every representable once.
    func unmountAll() {
        guard let root else { return }
        isInPass = true
        root.unmount()
        self.root = nil
        isInPass = false
        writeQueue.removeAll()
        afterLayoutWork.removeAll()
        dirty.removeAll()
        syncWidgets()
    }

    // MARK: Writes and dirtiness

    /// Runs `write` (an effect: `.onAppear`, `.onChange`, a deferred
    /// invalidation) now, or after earlier queued ones and after the running pass.
    func submitWrite(_ write: @escaping () -> Void) {
        if !isInPass && writeQueue.isEmpty {
            write()
        } else {
            writeQueue.append(write)
        }
    }

    /// Runs `work` once the next pass has laid out (scheduling one), before
    /// that pass's effects: work that needs the frames of what the caller
    /// just changed (`ScrollViewProxy.scrollTo` right after adding a row).
    func afterNextLayout(_ work: @escaping () -> Void) {
        afterLayoutWork.append(work)
        requestPass()
    }

    /// Notes that the running pass, or an effect it queued, invalidated a node.
    func noteInvalidation() {
        if isInPass || isApplyingEffects { passCausedWork = true }
    }

    func markDirty(_ node: ViewNode) {
        dirty.append(node)
        requestPass()
    }

    func structureChanged() { structureIsDirty = true }

    func noteRelayoutRoot(_ node: ViewNode) { relayoutRoots.append(node) }

    /// True when ``layoutWork`` also lists the views measured (tests).
    var recordsLayoutDetail = false

    /// Counts a size worked out for `node`.
    func noteMeasured(_ node: ViewNode) {
        layoutWork.measured += 1
        if recordsLayoutDetail { layoutWork.measuredViews.append(node.typeName) }
    }

    /// Schedules one pass; any number of requests before it runs cost one pass.
    func requestPass() {
        guard !passScheduled else { return }
        passScheduled = true
        schedulePass()
    }

    /// True when a pass is scheduled or writes wait.
    var hasPendingWork: Bool {
        passScheduled || !writeQueue.isEmpty || !observationInbox.isEmpty || sizeClassesChanged
    }

    /// True when a resize changed the screen's size classes and the root has not been told yet.
    private var sizeClassesChanged = false

    /// The screen was resized: brings the environment's size classes in step
    /// with it, and has the next pass hand the root the new environment (only
    /// views that read a size class render again).
    func screenSizeChanged() {
        let size = rootWidget.bounds.size
        // Not placed yet (a terminal app mounts before its first layout): the first layout sets them.
        guard size.width > 0, size.height > 0 else { return }
        let horizontal = UserInterfaceSizeClass.horizontal(columns: size.width)
        let vertical = UserInterfaceSizeClass.vertical(rows: size.height)
        guard
            horizontal != baseEnvironment.horizontalSizeClass || vertical != baseEnvironment.verticalSizeClass
        else { return }
        baseEnvironment.horizontalSizeClass = horizontal
        baseEnvironment.verticalSizeClass = vertical
        guard root != nil else { return }
        sizeClassesChanged = true
        if isInPass { schedulePass() } else { runPass() }
    }

    /// Turns posted observation changes into dirty nodes.
    private func drainObservations() {
        for post in observationInbox.take() {
            post.reference.invalidate(transaction: post.transaction)
        }
    }

    /// Runs a pass when one is scheduled or writes or observed changes wait.
    func runPassIfNeeded() {
        if hasPendingWork { runPass() }
    }

    /// Runs passes until nothing is left to do: the writes, `.onAppear`
    /// effects and focus requests one pass causes are applied by the next, so
    /// a key that follows sees the screen a person would have seen before
    /// typing it. At most `limit` passes, so a view that writes on every
    /// update cannot hang the app; returns how many ran.
    @discardableResult
    func settle(limit: Int = 100) -> Int {
        var passes = 0
        while hasPendingWork && passes < limit {
            runPass()
            passes += 1
        }
        return passes
    }

    /// Applies `@FocusState` writes to the focus chain and writes focus moves back.
    func syncFocusState() {
        focusRegistry.sync(with: focusChain)
    }

    /// Runs the coalesced pass: re-render dirty nodes top-down, lay out, sync widgets.
    func runPass() {
        guard !isInPass else { return }
        drainObservations()
        passScheduled = false
        isInPass = true
        PassScope.$isRunning.withValue(true) {
            if sizeClassesChanged, let root {
                sizeClassesChanged = false
                root.receive(view: root.view, environment: baseEnvironment, transaction: Transaction())
            }
            while let next = nextDirtyNode() { next.renderIfDirty() }
            finishPass()
        }
    }

    private func finishPass() {
        layout()
        passCount += 1
        isInPass = false
        // The effects and invalidations queued during the pass run now, in
        // order; an invalidation schedules the next pass.
        isApplyingEffects = true
        let laidOut = afterLayoutWork
        afterLayoutWork = []
        for work in laidOut { work() }
        while let write = writeQueue.popFirst() { write() }
        isApplyingEffects = false
        if observationInbox.hasPostsFromPass { passCausedWork = true }
        chainedPasses = passCausedWork ? chainedPasses + 1 : 0
        passCausedWork = false
        if chainedPasses >= Self.chainedPassLimit { stopRunawayUpdates() }
    }

    /// How many passes in a row may each be caused by the one before. A view
    /// that writes state on every update (from its body, `updateWidget` or an
    /// `.onChange` that changes what it watches) would otherwise re-render for
    /// ever; SwiftUI warns "Modifying state during view update" for it.
    static let chainedPassLimit = 50

    /// Drops the pending re-renders of a chain that reached
    /// ``chainedPassLimit``, and says which views kept writing. Their state
    /// keeps the values written; they render again on the next change that
    /// does not come from their own updates (a key, a timer, a task).
    private func stopRunawayUpdates() {
        let names = dirty.filter { $0.isDirty && $0.isMounted }.map(\.typeName)
        for node in dirty { node.discardPendingUpdate() }
        dirty.removeAll()
        passScheduled = false
        chainedPasses = 0
        // Observed changes the chain made are dropped too; others (a model
        // written from another thread meanwhile) still re-render.
        var observedNames: [String] = []
        for post in observationInbox.take() {
            if post.fromPass {
                if let name = post.reference.typeName { observedNames.append(name) }
            } else {
                post.reference.invalidate(transaction: post.transaction)
            }
        }
        let unique = (names + observedNames).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        warn(
            "state modified during view update: \(unique.joined(separator: ", ")) "
                + "changed state on \(Self.chainedPassLimit) passes in a row, each caused by the one "
                + "before; updates stopped until something else changes. Make the change in an "
                + "action, a task, or an .onChange whose write settles.")
    }

    /// Records a runtime warning: kept in ``runtimeWarnings``, appended to
    /// the `TERMUI_TRACE` file, and written to standard error. On the
    /// terminal, standard error is captured while the app runs and replayed
    /// after the terminal is restored (``Screen``), so a warning never
    /// draws over the screen.
    func warn(_ message: String) {
        runtimeWarnings.append(message)
        tracer?.write(line: "warning: " + message)
        LifecycleTracer.reportOnStandardError("warning: " + message)
    }

    private func nextDirtyNode() -> ViewNode? {
        dirty.removeAll { !$0.isDirty || !$0.isMounted }
        guard let index = dirty.indices.min(by: { dirty[$0].depth < dirty[$1].depth }) else { return nil }
        return dirty.remove(at: index)
    }

    // MARK: Observation

    /// Runs `body` recording `@Observable` reads; a later change of one invalidates `node`.
    ///
    /// The registration holds only a weak reference to the node. Observation
    /// offers no public way to cancel it, so one made by a view that goes
    /// away (or renders again) stays in the model's registrar, about 700
    /// bytes, until the model next changes one of the properties it read.
    /// `LiveInstanceCounter.observations` counts them.
    /// The `@State` slots read meanwhile record `node` as a reader too (``Evaluation``).
    func withTrackedAccess<T>(of node: ViewNode, _ body: () -> T) -> T {
        Evaluation.run(of: node) { withObservationTracking(body, onChange: changeNotifier(for: node)) }
    }

    /// What invalidates `node` when an observed model changes, callable from
    /// any thread: an `@Observable` change callback, or an
    /// ``ObservableObjectPublisher``'s `send()` (see ``ObservationInbox``).
    func changeNotifier(for node: ViewNode) -> @Sendable () -> Void {
        let reference = WeakNodeReference(node)
        let inbox = observationInbox
        let wake = observationWake
        return {
            inbox.post(
                ObservationPost(
                    reference: reference, transaction: Transaction.currentOnThisThread,
                    fromPass: PassScope.isRunning))
            wake()
        }
    }

    // MARK: Layout and widgets

    /// Lays the tree out in the root widget's bounds and puts widgets in place.
    func layout() {
        guard let root else { return }
        let wasInPass = isInPass
        isInPass = true
        for node in nodesToPrepareForEvents where node.isMounted && node.behavior.widgetSizeChanged {
            node.setNeedsLayout()
        }
        layoutGeneration += 1
        let bounds = rootWidget.bounds
        root.place(in: bounds)
        let roots = relayoutRoots.sorted { $0.depth < $1.depth }
        relayoutRoots.removeAll()
        for node in roots { node.relayoutInPlace() }
        for sheet in presentedSheets { sheet.placePanel(in: bounds) }
        if structureIsDirty { syncWidgets() }
        placeWidgets()
        root.clearNeedsLayout()
        for node in roots { node.clearNeedsLayout() }
        let focusedBefore = focusChain.focused
        focusChain.focusScope = presentedSheets.last?.panel
        focusChain.validateFocus()
        // Focus goes back once the scope it was taken from is on top again:
        // the screen, or the sheet (or menu) a closed one was opened from,
        // where the new scope would otherwise have focused its first control.
        if let restore = pendingFocusRestore,
            presentedSheets.last.map({ restore.isDescendant(of: $0.panel) }) ?? true
        {
            pendingFocusRestore = nil
            if focusChain.focused == nil || focusChain.focused !== focusedBefore { focusChain.focus(restore) }
        }
        syncFocusState()
        isInPass = wasInPass
        // After every layout, in a pass or not (a resize, the first frame):
        // a list's rows, and so its Enter, exist only once it is laid out.
        keyHints.refresh()
    }

    /// Makes every container's subwidgets the widgets of its descendant nodes, in tree order.
    private func syncWidgets() {
        structureIsDirty = false
        var layers: [Widget] = [rootWidget.content]
        for sheet in presentedSheets { layers.append(sheet.panel) }
        if keyHints.isShowingHelp { layers.append(keyHints.helpPanel) }
        Self.setSubwidgets(of: rootWidget, to: layers)
        Self.setSubwidgets(of: rootWidget.content, to: root.map { Self.widgets(under: $0) } ?? [])
        var owners: [ObjectIdentifier: ViewNode] = [:]
        var preparing: [ViewNode] = []
        root?.forEachNode { node in
            if let widget = node.behavior.widget { owners[ObjectIdentifier(widget)] = node }
            if node.behavior.refreshesBeforeEvents { preparing.append(node) }
            guard let container = node.behavior.containerWidget else { return }
            let contained = node.behavior.containedChildren(node).flatMap { Self.widgets(under: $0) }
            Self.setSubwidgets(of: container, to: contained)
        }
        widgetOwners = owners
        nodesToPrepareForEvents = preparing
    }

    /// The widgets that belong directly in the container above `node`, in drawing order.
    static func widgets(under node: ViewNode) -> [Widget] {
        let passthrough = node.behavior.passthroughChildren(node).flatMap { widgets(under: $0) }
        guard let widget = node.behavior.widget else { return passthrough }
        return node.behavior.drawsAboveContent ? passthrough + [widget] : [widget] + passthrough
    }

    private static func setSubwidgets(of container: Widget, to wanted: [Widget]) {
        let current = container.subwidgets
        if current.count == wanted.count, !zip(current, wanted).contains(where: { $0 !== $1 }) { return }
        container.replaceSubwidgets(with: wanted)
    }

    /// Notes a node whose widget must be moved to its new frame.
    func notePlaced(_ node: ViewNode) { placed.append(node) }

    /// Sets the widget frame of each node placed in this layout, relative to its container.
    private func placeWidgets() {
        let nodes = placed
        placed.removeAll(keepingCapacity: true)
        for node in nodes where node.isMounted {
            guard let widget = node.behavior.widget else { continue }
            let origin = containerOrigin(of: node)
            widget.frame = node.behavior.widgetFrame(node).offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The root-coordinate origin of the container widget `node`'s widget sits in.
    private func containerOrigin(of node: ViewNode) -> Point {
        var child = node
        while let parent = child.parent {
            let behavior = parent.behavior
            if behavior.containerWidget != nil,
                behavior.containedChildren(parent).contains(where: { $0 === child })
            {
                return behavior.containerOrigin(parent)
            }
            child = parent
        }
        return .zero
    }

    /// The innermost mounted node whose widget is `widget` or one of its ancestors.
    func node(containing widget: Widget) -> ViewNode? {
        var current: Widget? = widget
        while let candidate = current {
            if let node = widgetOwners[ObjectIdentifier(candidate)], node.isMounted { return node }
            current = candidate.superwidget
        }
        return nil
    }

    /// Focuses `widget` again after a sheet closed, once the pass has run.
    func restoreFocus(to widget: Widget?) {
        pendingFocusRestore = widget
    }

    // MARK: Lifecycle log

    func trace(_ event: LifecycleEvent) {
        lifecycle.append(event)
        tracer?.write(event)
    }
}

/// Invalidations posted by `@Observable` change callbacks.
///
/// Observation calls `onChange` synchronously on the thread of the write. A
/// write made on the main actor runs there, but a model that is not
/// main-actor isolated may be written from any thread, and the callback
/// cannot prove which (nor can it test: `MainActor.assumeIsolated` traps,
/// and the main actor is not always the main thread: Swift Testing on Linux
/// runs it elsewhere). So the callback only posts here, under a lock, with
/// the transaction of its own thread, and wakes the host; the graph drains
/// the inbox on the main actor at the start of the next pass.
private final class ObservationInbox: Sendable {
    private struct State {
        var pending: [ObservationPost] = []
        var postsFromPass = false
    }

    private let state = Locked(State())

    func post(_ post: ObservationPost) {
        state.withLock { state in
            state.pending.append(post)
            if post.fromPass { state.postsFromPass = true }
        }
    }

    func take() -> [ObservationPost] {
        state.withLock { state in
            defer { state = State() }
            return state.pending
        }
    }

    var isEmpty: Bool {
        state.withLock { $0.pending.isEmpty }
    }

    /// True when a waiting change was written by a pass (on the pass's own thread).
    var hasPostsFromPass: Bool {
        state.withLock { $0.postsFromPass }
    }
}

/// One observed change: whose node it invalidates, with which transaction,
/// and whether a pass made it (a write from a body or an `updateWidget`).
private struct ObservationPost: Sendable {
    let reference: WeakNodeReference
    let transaction: Transaction
    let fromPass: Bool
}

/// Marks the thread (or task) running a pass, so an observation callback,
/// which runs on the writer's thread, can tell a write the pass made.
private enum PassScope {
    @TaskLocal static var isRunning = false
}

/// A node reference the observation callback may carry across isolation.
private final class WeakNodeReference: @unchecked Sendable {
    private weak var node: ViewNode?

    @MainActor init(_ node: ViewNode) {
        self.node = node
        LiveInstanceCounter.observations.increment()
    }

    deinit { LiveInstanceCounter.observations.decrement() }

    @MainActor func invalidate(transaction: Transaction) {
        node?.invalidate(.observedChanged, transaction: transaction)
    }

    /// The view type of the node, while it is mounted (for the runaway warning).
    @MainActor var typeName: String? { node.flatMap { $0.isMounted ? $0.typeName : nil } }
}
