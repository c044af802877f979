import CursesKit

/// What a ``ScrollViewReader`` hands its content: scrolls the scroll views
/// and lists inside the reader to a view (SwiftUI's `ScrollViewProxy`).
@MainActor
public struct ScrollViewProxy {
    let target: ScrollTarget

    /// Scrolls the scroll view or list that holds the view identified by
    /// `id` (a `ForEach` element's id, or an `.id(_:)`) so that the view's
    /// `anchor` point lines up with the same point of the visible area:
    /// `.top` puts it at the top, `.center` in the middle, `.bottom` at the
    /// bottom. Without an anchor it scrolls as little as brings the view
    /// into sight. An id no view has does nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        target.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// A container that scrolls to one of its views on request: a
/// ``ScrollView`` or a ``List``.
@MainActor
protocol ScrollTargetHost {
    /// Scrolls to the view identified by `id` inside `node`, as
    /// ``ScrollViewProxy/scrollTo(_:anchor:)`` says; false when no view there has that id.
    func scroll(to id: AnyHashable, anchor: UnitPoint?, node: ViewNode) -> Bool
}

/// The reader's end of its proxies: finds, once the next layout is done,
/// the first scroll view or list inside the reader that holds the view.
@MainActor
final class ScrollTarget {
    weak var node: ViewNode?

    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        guard let graph = node?.graph else { return }
        graph.afterNextLayout { [weak self] in
            guard let node = self?.node, node.isMounted else { return }
            _ = Self.scroll(in: node, to: id, anchor: anchor)
        }
    }

    /// Depth first: the first scroll host that finds the view scrolls.
    private static func scroll(in node: ViewNode, to id: AnyHashable, anchor: UnitPoint?) -> Bool {
        if let host = node.behavior as? any ScrollTargetHost, host.scroll(to: id, anchor: anchor, node: node)
        {
            return true
        }
        return node.children.contains { scroll(in: $0, to: id, anchor: anchor) }
    }

    /// The offset that puts a span `top ..< top + height` (in content rows)
    /// at `anchor` of a viewport `viewport` rows tall now scrolled to
    /// `current`; with no anchor, the least scroll that shows it.
    static func offset(top: Int, height: Int, viewport: Int, current: Int, anchor: UnitPoint?) -> Int {
        guard let anchor else {
            if top < current || height > viewport { return top }
            if top + height > current + viewport { return top + height - viewport }
            return current
        }
        return top + Int((Double(height - viewport) * anchor.y).rounded())
    }
}

extension ViewNode {
    /// The node with explicit identity `id` (`.id(_:)` or a `ForEach`
    /// element's), this one or below, depth first.
    func descendant(identifiedBy id: AnyHashable) -> ViewNode? {
        if identity.key == .id(id) { return self }
        for child in children {
            if let found = child.descendant(identifiedBy: id) { return found }
        }
        return nil
    }

    /// The rows the node's layout units cover (a transparent node is where
    /// its units were placed), in root coordinates.
    var laidOutRows: (top: Int, bottom: Int)? {
        let frames = layoutUnits.map(\.frame)
        guard let top = frames.map(\.minY).min(), let bottom = frames.map(\.maxY).max() else { return nil }
        return (top, bottom)
    }
}
