import CursesKit

/// The state of a running view tree: every `@State` and `@FocusState` value
/// by the position of its view, and the position of the focused view.
///
/// A host built from it renders the same state from scratch (new nodes, new
/// widgets, a full frame), so a test can compare a screen reached through
/// thousands of incremental updates with a fresh render of the state it
/// ended in. State kept inside widgets (a field's cursor) is not view state
/// and is not carried over.
package struct ViewStateSnapshot {
    /// Each node's slot values, in slot order, by the node's path from the root.
    var slots: [[ChildIdentity]: [Any?]] = [:]
    /// The path of the node whose widget had focus.
    var focusedPath: [ChildIdentity]?
}

/// A node storage slot whose value a snapshot can carry (`@State`, `@FocusState`).
@MainActor
protocol SnapshotSlot: AnyObject {
    /// The value held.
    var snapshotValue: Any { get }
    /// Takes `value` when it is of the slot's type, without invalidating anything.
    func restore(from value: Any)
}

extension ViewNode {
    /// The identities from the root down to this node.
    var path: [ChildIdentity] {
        var identities = [identity]
        var node = parent
        while let current = node {
            identities.append(current.identity)
            node = current.parent
        }
        return identities.reversed()
    }
}

extension ViewGraph {
    /// The state of every mounted node, and where focus is.
    func snapshot() -> ViewStateSnapshot {
        var snapshot = ViewStateSnapshot()
        root?.forEachNode { node in
            guard !node.stateSlots.isEmpty else { return }
            snapshot.slots[node.path] = node.stateSlots.map { ($0 as? any SnapshotSlot)?.snapshotValue }
        }
        if let focused = focusChain.focused, let owner = node(containing: focused) {
            snapshot.focusedPath = owner.path
        }
        return snapshot
    }

    /// Mounts `view` with the state of `snapshot` instead of its views'
    /// initial values, lets it settle (`.onAppear` effects, focus requests),
    /// then focuses where the snapshot was focused.
    func mount<Root: View>(_ view: Root, restoring snapshot: ViewStateSnapshot) {
        restoring = snapshot
        mount(view)
        settle()
        rootWidget.layoutIfNeeded()
        restoreFocus()
        restoring = nil
    }

    /// Gives a slot just made for `node` the value the snapshot being restored holds for it.
    func restoreSlot(_ slot: AnyObject, of node: ViewNode, at index: Int) {
        guard let restoring, let values = restoring.slots[node.path], index < values.count,
            let value = values[index], let slot = slot as? any SnapshotSlot
        else { return }
        slot.restore(from: value)
    }

    /// Focuses the widget of the node the restored snapshot had focus in.
    private func restoreFocus() {
        guard let path = restoring?.focusedPath else { return }
        var found: Widget?
        root?.forEachNode { node in
            if found == nil, let widget = node.behavior.widget, node.path == path { found = widget }
        }
        if let found, found.canBecomeFocused { focusChain.focus(found) }
        syncFocusState()
    }
}
