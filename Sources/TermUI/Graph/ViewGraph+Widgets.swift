import CursesKit

/// The CursesKit widget tree kept in step with the nodes: each container's
/// subwidgets are the widgets of the nodes beneath it, in tree order, and
/// each widget's node is known (``ViewGraph/widgetOwners``).
///
/// The whole tree is synced once at the start, and when a sheet comes or
/// goes; otherwise only where children came, went or moved (the nodes the
/// reconcile names), so a list that scrolled syncs its own rows, not the screen.
extension ViewGraph {
    /// Makes every container's subwidgets the widgets of its descendant nodes, in tree order.
    func syncWidgets() {
        structureIsDirty = false
        nodesWithNewChildren.removeAll()
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
            Self.setSubwidgets(of: container, to: Self.containedWidgets(of: node))
        }
        widgetOwners = owners
        nodesToPrepareForEvents = preparing
    }

    /// Notes that `node`'s children came, went or moved: the next layout syncs
    /// the container holding their widgets, and knows the new ones' widgets.
    func childrenChanged(of node: ViewNode) { nodesWithNewChildren.append(node) }

    /// Syncs only what the noted nodes' new children touch: each child's
    /// widget is known by its node (a new child's own children noted it in
    /// turn when they were made), and the container holding the children's
    /// widgets (the node's own, or the one above it their widgets pass
    /// through to) takes its subwidgets again. A node that went was forgotten
    /// when it was unmounted (``forgetWidget(of:)``).
    func syncChangedWidgets() {
        let changed = nodesWithNewChildren
        nodesWithNewChildren.removeAll()
        var holders: [ViewNode] = []
        var syncsRootContent = false
        for node in changed where node.isMounted {
            for child in node.children {
                if let widget = child.behavior.widget { widgetOwners[ObjectIdentifier(widget)] = child }
                if child.behavior.refreshesBeforeEvents, !Self.holds(nodesToPrepareForEvents, child) {
                    nodesToPrepareForEvents.append(child)
                }
            }
            if node.behavior.containerWidget != nil, !Self.holds(holders, node) { holders.append(node) }
            // Without a container of its own, its children's widgets (gone
            // ones too) are where its own are; a container passes some on
            // only when it says so (a sheet's presenter, its content).
            guard node.behavior.containerWidget == nil || !node.behavior.passthroughChildren(node).isEmpty
            else { continue }
            switch containerHolding(node) {
            case .node(let holder): if !Self.holds(holders, holder) { holders.append(holder) }
            case .rootContent: syncsRootContent = true
            case .none: break
            }
        }
        for holder in holders {
            guard let container = holder.behavior.containerWidget else { continue }
            Self.setSubwidgets(of: container, to: Self.containedWidgets(of: holder))
        }
        if syncsRootContent, let root {
            Self.setSubwidgets(of: rootWidget.content, to: Self.widgets(under: root))
        }
        var index = 0
        while index < nodesToPrepareForEvents.count {
            if nodesToPrepareForEvents[index].isMounted {
                index += 1
            } else {
                nodesToPrepareForEvents.remove(at: index)
            }
        }
    }

    /// Forgets the widget of `node`, which is being unmounted.
    func forgetWidget(of node: ViewNode) {
        guard let widget = node.behavior.widget else { return }
        let key = ObjectIdentifier(widget)
        if widgetOwners[key] === node { widgetOwners[key] = nil }
    }

    /// Where the widgets of `node` (and so of its passthrough children) are subwidgets.
    private enum Holder {
        case node(ViewNode)
        case rootContent
        case none
    }

    private func containerHolding(_ node: ViewNode) -> Holder {
        var current = node
        while let parent = current.parent {
            if parent.behavior.containerWidget != nil,
                Self.holds(parent.behavior.containedChildren(parent), current)
            {
                return .node(parent)
            }
            guard Self.holds(parent.behavior.passthroughChildren(parent), current) else { return .none }
            current = parent
        }
        return current === root ? .rootContent : .none
    }

    // Loops, not `flatMap` or `contains(where:)`: a main-actor closure handed
    // to the standard library checks its executor on every call, and these
    // run for every node a layout or a change of structure touches.

    private static func holds(_ nodes: [ViewNode], _ node: ViewNode) -> Bool {
        for candidate in nodes where candidate === node { return true }
        return false
    }

    /// The widgets that belong directly in the container above `node`, in drawing order.
    static func widgets(under node: ViewNode) -> [Widget] {
        var widgets: [Widget] = []
        appendWidgets(under: node, to: &widgets)
        return widgets
    }

    private static func containedWidgets(of node: ViewNode) -> [Widget] {
        var contained: [Widget] = []
        for child in node.behavior.containedChildren(node) { appendWidgets(under: child, to: &contained) }
        return contained
    }

    private static func appendWidgets(under node: ViewNode, to widgets: inout [Widget]) {
        let widget = node.behavior.widget
        let above = widget != nil && node.behavior.drawsAboveContent
        if let widget, !above { widgets.append(widget) }
        for child in node.behavior.passthroughChildren(node) { appendWidgets(under: child, to: &widgets) }
        if let widget, above { widgets.append(widget) }
    }

    private static func setSubwidgets(of container: Widget, to wanted: [Widget]) {
        let current = container.subwidgets
        if current.count == wanted.count {
            var same = true
            for index in current.indices where current[index] !== wanted[index] {
                same = false
                break
            }
            if same { return }
        }
        container.replaceSubwidgets(with: wanted)
    }
}
