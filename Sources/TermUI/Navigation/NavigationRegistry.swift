import CursesKit

/// What one ``NavigationStack`` knows: its path, the destinations declared
/// inside it (`.navigationDestination`), the views pushed without a path
/// (`NavigationLink(destination:)`, `.navigationDestination(isPresented:)`)
/// and its levels as last shown. Links, destinations and titles reach it
/// through the ``NavigationLevel`` in their environment.
@MainActor
final class NavigationRegistry {
    /// A destination declared for a type of value.
    private struct Destination {
        let owner: ObjectIdentifier
        var build: (AnyHashable) -> AnyView
    }

    /// A view pushed on top of the path's levels.
    struct PushedView {
        let owner: ObjectIdentifier
        var build: () -> AnyView
        /// Tells the owner its view was popped (writes `false` to its binding).
        let pop: () -> Void
    }

    /// The identity of a path level: its place and its value.
    private struct PathLevelKey: Hashable {
        let index: Int
        let value: AnyHashable
    }

    /// The identity of a pushed view's level: who pushed it.
    private struct PushedLevelKey: Hashable {
        let owner: ObjectIdentifier
    }

    /// The node of the pushed levels, rendered again when what they show changes.
    weak var levelsNode: ViewNode?
    /// The title row's node, rendered again when a title changes.
    weak var headerNode: ViewNode?
    /// The path as of the stack's last render.
    var path = NavigationPathAccess(elements: [], append: { _ in false }, removeLast: { _ in })
    /// True from the start of the stack's render until its levels render in
    /// the same reconcile (after the root): what the root declares meanwhile
    /// is read by that render, so it asks for no other.
    var levelsAwaitRender = false
    /// True while the levels render: their views declaring again what they
    /// declared (a closure never compares equal, so they render every time)
    /// is that render's echo, and asks for no other (it would never settle).
    var isRenderingLevels = false
    /// True while the stack renders: its title row renders last and reads every title then.
    var isRenderingStack = false
    private(set) lazy var rootLevel = NavigationLevel(registry: self)
    /// The levels shown, root first (the last is on top).
    private(set) var levels: [NavigationLevel] = []
    private var destinations: [ObjectIdentifier: [Destination]] = [:]
    private(set) var pushedViews: [PushedView] = []
    private var levelsByKey: [AnyHashable: NavigationLevel] = [:]

    // MARK: The levels

    /// The specs of the levels above the root, for the path and then the
    /// pushed views; only these destinations are built (lazily: a value not
    /// on the path builds nothing).
    func makeLevelSpecs() -> [ChildSpec] {
        var specs: [ChildSpec] = []
        var shown = [rootLevel]
        var byKey: [AnyHashable: NavigationLevel] = [:]
        func add(key: AnyHashable, content: AnyView) {
            let level = levelsByKey[key] ?? NavigationLevel(registry: self)
            level.index = shown.count
            shown.append(level)
            byKey[key] = level
            specs.append(ChildSpec(key: .id(key), view: NavigationLevelView(content: content, level: level)))
        }
        for (index, element) in path.elements.enumerated() {
            add(
                key: AnyHashable(PathLevelKey(index: index, value: element)),
                content: destination(for: element))
        }
        for pushed in pushedViews {
            add(key: AnyHashable(PushedLevelKey(owner: pushed.owner)), content: pushed.build())
        }
        levels = shown
        levelsByKey = byKey
        return specs
    }

    /// The view the innermost `.navigationDestination` for the value's type makes.
    private func destination(for element: AnyHashable) -> AnyView {
        let type = Swift.type(of: element.base)
        if let destination = destinations[ObjectIdentifier(type)]?.last {
            return destination.build(element)
        }
        return AnyView(Text("No navigationDestination for \(type)").foregroundColor(.red))
    }

    // MARK: Changes

    /// Pushes `value` on the path; false when the path cannot hold its type.
    func push(_ value: AnyHashable) -> Bool {
        path.append(value)
    }

    /// Pushes (or, when `owner` already has, updates) a view above the path's levels.
    func pushView(owner: ObjectIdentifier, build: @escaping () -> AnyView, pop: @escaping () -> Void) {
        if let index = pushedViews.firstIndex(where: { $0.owner == owner }) {
            pushedViews[index].build = build
            levelsNeedUpdate(redeclared: true)
        } else {
            pushedViews.append(PushedView(owner: owner, build: build, pop: pop))
            levelsNeedUpdate(redeclared: false)
        }
    }

    /// True when `owner` has a view pushed.
    func hasPushedView(owner: ObjectIdentifier) -> Bool {
        pushedViews.contains { $0.owner == owner }
    }

    /// Takes `owner`'s pushed view off the stack.
    func removePushedView(owner: ObjectIdentifier) {
        guard let index = pushedViews.firstIndex(where: { $0.owner == owner }) else { return }
        pushedViews.remove(at: index)
        levelsNeedUpdate(redeclared: false)
    }

    /// Pops every level above `index` (0: back to the root): pushed views
    /// first, then values from the end of the path.
    func pop(to index: Int) {
        guard index >= 0, index < levels.count - 1 else { return }
        var excess = levels.count - 1 - index
        var poppedViews = false
        while excess > 0, let last = pushedViews.popLast() {
            last.pop()
            poppedViews = true
            excess -= 1
        }
        if excess > 0 { path.removeLast(excess) }
        if poppedViews { levelsNeedUpdate(redeclared: false) }
    }

    /// Declares (or updates) `owner`'s destination for values of `type`.
    func registerDestination(
        for type: ObjectIdentifier, owner: ObjectIdentifier, build: @escaping (AnyHashable) -> AnyView
    ) {
        var entries = destinations[type, default: []]
        let redeclared: Bool
        if let index = entries.firstIndex(where: { $0.owner == owner }) {
            entries[index].build = build
            redeclared = true
        } else {
            entries.append(Destination(owner: owner, build: build))
            redeclared = false
        }
        destinations[type] = entries
        if pathHolds(type) { levelsNeedUpdate(redeclared: redeclared) }
    }

    /// Forgets `owner`'s destinations (its modifier went away).
    func unregisterDestinations(owner: ObjectIdentifier) {
        for (type, entries) in destinations where entries.contains(where: { $0.owner == owner }) {
            destinations[type] = entries.filter { $0.owner != owner }
            if pathHolds(type) { levelsNeedUpdate(redeclared: false) }
        }
    }

    /// A title or the levels changed: the title row shows it (in this render
    /// of the stack, if one runs: the row renders last).
    func titlesChanged() {
        guard !isRenderingStack else { return }
        headerNode?.invalidate(.stateChanged, transaction: Transaction())
    }

    private func pathHolds(_ type: ObjectIdentifier) -> Bool {
        path.elements.contains { ObjectIdentifier(Swift.type(of: $0.base)) == type }
    }

    /// Renders the levels again, unless a render of them is about to read
    /// the change, or the change is a declaration made again by their own render.
    private func levelsNeedUpdate(redeclared: Bool) {
        if levelsAwaitRender || (redeclared && isRenderingLevels) { return }
        levelsNode?.invalidate(.stateChanged, transaction: Transaction())
    }
}
