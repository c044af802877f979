import CursesKit

/// A node's part in layout: its layout units, the marks a change leaves on
/// the path to the root (``setNeedsLayout(childrenChanged:)``), its size by
/// proposal, and its placement. The layout pass itself is
/// `ViewGraph+Layout.swift`.
extension ViewNode {
    /// The nodes that take part in the layout of this node's parent.
    var layoutUnits: [ViewNode] {
        behavior.isLayoutTransparent ? layoutUnitsOfChildren : [self]
    }

    /// Where the node's content is on screen, in root coordinates: its frame,
    /// or for a node that layout sees through, what its layout units cover.
    var placedFrame: Rect {
        guard behavior.isLayoutTransparent else { return frame }
        let frames = layoutUnits.map(\.frame).filter { !$0.isEmpty }
        guard let first = frames.first else { return .zero }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }

    /// The layout units of the node's children, flattened through transparent nodes
    /// (kept until the node or a descendant renders again).
    var layoutUnitsOfChildren: [ViewNode] {
        if let cached = unitsCache { return cached }
        // One array, filled by walking down through the layout-transparent
        // children (a composite view, a modifier with no frame of its own):
        // asking each of them for its own units made and cached an array in
        // every one, and `flatMap(\.layoutUnits)` a one-node array per opaque child.
        var units: [ViewNode] = []
        units.reserveCapacity(children.count)
        Self.appendLayoutUnits(of: children, to: &units)
        unitsCache = units
        return units
    }

    private static func appendLayoutUnits(of children: [ViewNode], to units: inout [ViewNode]) {
        for child in children {
            if child.behavior.isLayoutTransparent {
                appendLayoutUnits(of: child.children, to: &units)
            } else {
                units.append(child)
            }
        }
    }

    /// Says the node's size may have changed: drops the cached sizes of this
    /// node and of its ancestors up to the first whose size ignores its
    /// content (which keeps its size and lays its subtree out again in
    /// place), and makes the next layout visit the path.
    /// `childrenChanged`: the node's own inputs did not change, only its
    /// children did, so a node whose size ignores its content stops the walk
    /// at once.
    func setNeedsLayout(childrenChanged: Bool = false) {
        var node: ViewNode? = self
        while let current = node {
            // Already on a marked path (a relayout root's own size may now change: go on).
            if current.needsLayout && !current.isRelayoutRoot { return }
            current.needsLayout = true
            current.isRelayoutRoot = false
            current.sizeCache.removeAll(keepingCapacity: true)
            current.childSizeCache.removeAll(keepingCapacity: true)
            current.unitsCache = nil
            if current !== self || childrenChanged, current.behavior.sizeIgnoresContent(current) {
                current.isRelayoutRoot = true
                graph?.noteRelayoutRoot(current)
                return
            }
            node = current.parent
        }
    }

    /// Ends a layout: clears the marks, visiting only marked nodes.
    func clearNeedsLayout() {
        guard needsLayout else { return }
        needsLayout = false
        isRelayoutRoot = false
        for child in children where child.needsLayout { child.clearNeedsLayout() }
    }

    /// The size this node wants for `proposal` (cached until the node or a descendant changes).
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        graph?.noteMeasured(self)
        let size = Evaluation.layout(of: self) { behavior.sizeThatFits(proposal, node: self) }
        sizeCache[proposal] = size
        return size
    }

    /// Places the node in `rect` (root coordinates); a node placed where it
    /// was, with nothing changed beneath it, keeps its whole subtree as is.
    func place(in rect: Rect) {
        guard rect != frame || needsLayout else { return }
        frame = rect
        layOutInFrame()
    }

    /// Places the node's content in its frame again (a relayout root), unless
    /// this layout already placed it.
    func relayoutInPlace() {
        guard isMounted, needsLayout, let graph, placedInLayout != graph.layoutGeneration else { return }
        layOutInFrame()
    }

    private func layOutInFrame() {
        guard let graph else { return }
        placedInLayout = graph.layoutGeneration
        graph.layoutWork.placed += 1
        Evaluation.layout(of: self) { behavior.place(self, in: frame) }
        if behavior.widget != nil { graph.notePlaced(self) }
    }
}
