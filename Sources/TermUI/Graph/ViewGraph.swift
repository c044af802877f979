import CursesKit

/// The view graph of one host: the node tree, the dirty set, the FIFO of
/// writes and the coalesced pass that re-renders, lays out and draws once.
@MainActor
final class ViewGraph {
    private(set) var root: ViewNode?
    let rootWidget: RootWidget
    let focusChain: FocusChain
    let lifecycle: LifecycleLog
    let tracer: LifecycleTracer?

    /// True while a pass runs; effects and invalidations then wait in ``writeQueue``.
    var isInPass = false
    /// True while the effects a pass queued (`.onAppear`, `.onChange`, ...) run.
    private var isApplyingEffects = false
    /// True when the running pass (or its effects) invalidated a node: the
    /// next pass is one it caused, not one an event or a timer asked for.
    private var passCausedWork = false
    /// Passes in a row each caused by the one before (see ``chainedPassLimit``).
    var chainedPasses = 0
    /// What TermUI warned about at run time, oldest first (see ``warn(_:)``).
    var runtimeWarnings: [String] = []
    var dirty: [ViewNode] = []
    private var writeQueue = WriteQueue()
    /// Work waiting for the next layout (``afterNextLayout(_:)``).
    var afterLayoutWork: [() -> Void] = []
    var passScheduled = false
    /// Each widget's node, and the representable nodes (their coordinators are
    /// refreshed before an event, their widgets re-measured when their size
    /// changed on its own); rebuilt with the widget tree on structural changes,
    /// so neither an event nor a layout walks the whole graph.
    var widgetOwners: [ObjectIdentifier: ViewNode] = [:]
    var nodesToPrepareForEvents: [ViewNode] = []
    /// Nodes placed in the running layout whose widgets need their frames set.
    var placed: [ViewNode] = []
    /// Nodes whose size ignores their content and beneath which a size
    /// changed: laid out again in place (``ViewNode/setNeedsLayout()``).
    var relayoutRoots: [ViewNode] = []
    /// Nodes beneath which a size changed, with the sizes they answered
    /// before: measured again at the next layout (``ViewNode/resolveSizeCheck(against:)``).
    var pendingSizeChecks: [(node: ViewNode, previous: ProposalCache<Size>)] = []
    /// False while a layout places nodes: a size that changes then is
    /// walked to the root at once.
    var defersSizeChecks = true
    /// Counts the layouts run, so a node placed by the root's walk is not placed again as a relayout root.
    var layoutGeneration = 0
    /// The layout work done so far: sizes measured (cache misses) and nodes placed.
    @exclusivity(unchecked) var layoutWork = LayoutWork()
    /// True when the whole widget tree is synced at the next layout (at the
    /// start, and when a sheet comes or goes); else only where children
    /// changed (``nodesWithNewChildren``, ViewGraph+Widgets.swift).
    var structureIsDirty = true
    @exclusivity(unchecked) var nodesWithNewChildren: [ViewNode] = []
    /// Asks the host for a pass soon (a main-queue turn in the app, `runPendingWork` in tests).
    var schedulePass: () -> Void = {}
    /// Nodes that present modal sheets, outermost first.
    var presentedSheets: [any SheetPresenter] = []
    let observationInbox = ObservationInbox()
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
    /// The views that want key releases; the host asks the terminal for them.
    let keyReleases = KeyReleaseRequests()
    /// Which keys are active now: the footers' and the `?` help's one source.
    private(set) lazy var keyHints = KeyHintRegistry(graph: self)
    /// The graph's one event path and key policy: every host, and a view
    /// that sends a key as if typed, go through it and share its state (the
    /// run of typed text under way, the read the key hints wait for).
    private(set) lazy var router = EventRouter(graph: self)
    weak var pendingFocusRestore: Widget?

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

    func noteSizeCheck(_ node: ViewNode, previous: ProposalCache<Size>) {
        pendingSizeChecks.append((node, previous))
    }

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

    private func nextDirtyNode() -> ViewNode? {
        dirty.removeAll { !$0.isDirty || !$0.isMounted }
        guard let index = dirty.indices.min(by: { dirty[$0].depth < dirty[$1].depth }) else { return nil }
        return dirty.remove(at: index)
    }

    // MARK: Lifecycle log

    func trace(_ event: LifecycleEvent) {
        lifecycle.append(event)
        tracer?.write(event)
    }
}
