import CursesKit

/// Layout, and the CursesKit widget tree kept in step with the nodes.
extension ViewGraph {

    /// Lays the tree out in the root widget's bounds and puts widgets in place.
    func layout() {
        guard let root else { return }
        let wasInPass = isInPass
        isInPass = true
        for node in nodesToPrepareForEvents where node.isMounted && node.behavior.widgetSizeChanged {
            node.setNeedsLayout()
        }
        resolveSizeChecks()
        defersSizeChecks = false
        defer { defersSizeChecks = true }
        layoutGeneration += 1
        let bounds = rootWidget.bounds
        root.place(in: bounds)
        let roots = relayoutRoots.sorted { $0.depth < $1.depth }
        relayoutRoots.removeAll()
        for node in roots { node.relayoutInPlace() }
        for sheet in presentedSheets { sheet.placePanel(in: bounds) }
        if structureIsDirty {
            syncWidgets()
        } else if !nodesWithNewChildren.isEmpty {
            syncChangedWidgets()
        }
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
        // Within a read of keys, its end refreshes once for all of them.
        if !keyHints.isInRead { keyHints.refresh() }
    }

    /// Measures again, deepest first, the nodes beneath which a size
    /// changed; each whose answers changed hands the check to its parent.
    private func resolveSizeChecks() {
        while !pendingSizeChecks.isEmpty {
            var deepest = 0
            for index in pendingSizeChecks.indices
            where pendingSizeChecks[index].node.depth > pendingSizeChecks[deepest].node.depth {
                deepest = index
            }
            pendingSizeChecks.swapAt(deepest, pendingSizeChecks.count - 1)
            let check = pendingSizeChecks.removeLast()
            check.node.resolveSizeCheck(against: check.previous)
        }
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
            if node.behavior.containerWidget != nil { followContainer(node) }
        }
    }

    /// Moves the widgets inside `container` whose nodes kept their rectangle
    /// (so were not placed again) to their frames relative to it: when the
    /// container moves (a list pushed up by a row above it going away) and a
    /// row's place on screen stays, the row's frame inside the list changes
    /// all the same, or it would be drawn where it was inside the list.
    private func followContainer(_ container: ViewNode) {
        guard let holder = container.behavior.containerWidget else { return }
        let origin = container.behavior.containerOrigin(container)
        func follow(_ node: ViewNode) {
            if let widget = node.behavior.widget {
                // A widget another widget took in (a toolbar in the title row) is placed by that one.
                if widget.superwidget === holder {
                    widget.frame = node.behavior.widgetFrame(node).offsetBy(dx: -origin.x, dy: -origin.y)
                }
                // What a widget's container holds is placed relative to it.
                if node.behavior.containerWidget != nil { return }
            }
            for child in node.children { follow(child) }
        }
        for child in container.behavior.containedChildren(container) { follow(child) }
    }

    /// The root-coordinate origin of the container widget `node`'s widget sits in.
    private func containerOrigin(of node: ViewNode) -> Point {
        var child = node
        while let parent = child.parent {
            let behavior = parent.behavior
            if behavior.containerWidget != nil {
                for contained in behavior.containedChildren(parent) where contained === child {
                    return behavior.containerOrigin(parent)
                }
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
}
