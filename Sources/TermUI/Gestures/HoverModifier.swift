import CursesKit

extension View {
    /// Runs `action` with `true` when the mouse pointer comes over the view
    /// and `false` when it leaves, as the terminal reports the pointer: with
    /// every motion reported (xterm's any-motion mode, `?1003h`) as it moves;
    /// otherwise at each click, drag or wheel turn, which say where the
    /// pointer is. A keyboard-only session never hovers.
    ///
    /// ```swift
    /// Text("Help").foregroundColor(isHovering ? .accentColor : .primary)
    ///     .onHover { isHovering = $0 }
    /// ```
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        HoverModifier(content: self, action: action)
    }
}

struct HoverModifier<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let action: @MainActor (Bool) -> Void

    func makeBehavior() -> NodeBehavior { HoverBehavior(view: self) }
}

/// A view that hears where the pointer is.
@MainActor
protocol HoverTarget: AnyObject {
    /// The pointer is at `location` (root coordinates), over the view's frame `frame` or not.
    func pointerMoved(to location: Point, node: ViewNode)
}

@MainActor
final class HoverBehavior<Content: View>: SingleChildBehavior<HoverModifier<Content>>, HoverTarget {
    /// True while the pointer is over the view, as last told to the action.
    private var isHovering = false

    func pointerMoved(to location: Point, node: ViewNode) {
        let inside = node.placedFrame.contains(location)
        guard inside != isHovering else { return }
        isHovering = inside
        let action = view.action
        node.graph?.submitWrite { action(inside) }
    }
}

extension ViewGraph {
    /// Tells every `.onHover` view in the scope that takes input where the pointer is.
    func pointerMoved(to location: Point) {
        inputScopeNode?.forEachInputNode { node in
            (node.behavior as? any HoverTarget)?.pointerMoved(to: location, node: node)
        }
    }
}
