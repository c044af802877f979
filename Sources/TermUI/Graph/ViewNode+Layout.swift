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

    /// Says the node's size may have changed: drops its cached sizes and
    /// makes the next layout visit it. Its parent's size is checked before
    /// that layout (``contentMayHaveChanged()``).
    /// `childrenChanged`: the node's own inputs did not change, only its
    /// children did, so the node's own size is checked first.
    func setNeedsLayout(childrenChanged: Bool = false) {
        if childrenChanged {
            contentMayHaveChanged()
            return
        }
        // Already marked: a node that waited for its size check changed itself.
        if needsLayout && !isRelayoutRoot {
            awaitsSizeCheck = false
            return
        }
        markForLayout()
        parent?.contentMayHaveChanged()
    }

    /// A child's size, or what the node lays out, may have changed. The walk
    /// marks this node and its ancestors up to the first of them whose size
    /// cannot follow: one whose size ignores its content, which lays its
    /// subtree out again in place (a relayout root), or one whose earlier
    /// sizes the graph checks before the layout (``resolveSizeCheck(against:)``):
    /// a text that grows inside a row of fixed width stops at the row.
    /// Within a layout, the walk goes on to the root at once.
    private func contentMayHaveChanged() {
        var node: ViewNode? = self
        while let current = node {
            // Already on a marked path (a relayout root's own size may now change: go on).
            if current.needsLayout && !current.isRelayoutRoot { return }
            if current.behavior.sizeIgnoresContent(current) {
                current.markForLayout()
                current.becomeRelayoutRoot()
                return
            }
            if let graph = current.graph, graph.defersSizeChecks, current.sizeCache.isComplete,
                !current.sizeCache.isEmpty, !current.behavior.isLayoutTransparent
            {
                var previous = ProposalCache<Size>()
                swap(&previous, &current.sizeCache)
                current.markForLayout()
                current.awaitsSizeCheck = true
                graph.noteSizeCheck(current, previous: previous)
                return
            }
            current.markForLayout()
            node = current.parent
        }
    }

    /// Before a layout, deepest first: measures the node again for the
    /// proposals it answered before. The same answers leave its parent's
    /// layout as it was, so only its content is laid out again, in its
    /// frame; another answer, or a change of its own since, goes on upward.
    func resolveSizeCheck(against previous: ProposalCache<Size>) {
        guard isMounted, needsLayout else { return }
        let unchanged =
            awaitsSizeCheck && previous.allSatisfy { proposal, size in sizeThatFits(proposal) == size }
        awaitsSizeCheck = false
        if unchanged {
            becomeRelayoutRoot()
        } else {
            parent?.contentMayHaveChanged()
        }
    }

    private func markForLayout() {
        needsLayout = true
        isRelayoutRoot = false
        sizeCache.removeAll(keepingCapacity: true)
        childSizeCache.removeAll(keepingCapacity: true)
        unitsCache = nil
    }

    private func becomeRelayoutRoot() {
        isRelayoutRoot = true
        graph?.noteRelayoutRoot(self)
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
