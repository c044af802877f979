import CursesKit

/// What a ``ScrollView`` shows of its content, for the lazy stacks and
/// grids inside it: the content's visible rows (in the unscrolled root
/// coordinates the content is placed in), and a call to each lazy view
/// when the offset changes, so it builds the cells that came into view.
@MainActor
final class ScrollViewport {
    private weak var node: ViewNode?
    private weak var container: ScrollContainer?
    private var observers: [ObjectIdentifier: () -> Void] = [:]

    /// Connects the viewport to its scroll view's node and container.
    func attach(node: ViewNode, container: ScrollContainer) {
        self.node = node
        self.container = container
        container.didScroll = { [weak self] in self?.offsetChanged() }
    }

    /// The content's rows on screen, as the content is placed (unscrolled).
    var visibleRect: Rect? {
        guard let node, let container else { return nil }
        let frame = node.frame
        return Rect(
            x: frame.minX + container.horizontalContentOffset, y: frame.minY + container.contentOffset,
            width: frame.width, height: frame.height)
    }

    /// Calls `action` whenever the scroll offset changes, until `owner` stops.
    func observe(_ owner: AnyObject, _ action: @escaping () -> Void) {
        observers[ObjectIdentifier(owner)] = action
    }

    /// Forgets `owner`'s action.
    func stopObserving(_ owner: AnyObject) {
        observers[ObjectIdentifier(owner)] = nil
    }

    private func offsetChanged() {
        for action in observers.values { action() }
    }
}

struct ScrollViewportKey: EnvironmentKey {
    static var defaultValue: ScrollViewport? { nil }
}

extension EnvironmentValues {
    /// The viewport of the scroll view a view is in, if any.
    var scrollViewport: ScrollViewport? {
        get { self[ScrollViewportKey.self] }
        set { self[ScrollViewportKey.self] = newValue }
    }
}
