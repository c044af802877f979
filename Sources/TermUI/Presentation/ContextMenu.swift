import CursesKit

extension View {
    /// Adds a menu of `menuItems` that a right click on this view opens at
    /// the pointer, or Shift-F10 while focus is inside it opens under the
    /// focused control (the context-menu key of Windows and GNOME). It is a
    /// ``Menu``'s list: ↑↓ move, Enter runs an item and closes it, Esc or a
    /// click outside closes it, and focus goes back where it was.
    ///
    /// ```swift
    /// Text(pass.name)
    ///     .contextMenu {
    ///         Button("Copy Name") { copy(pass.name) }
    ///         Button("Remove", role: .destructive) { remove(pass) }
    ///     }
    /// ```
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuModifier(content: self, menuItems: menuItems())
    }

    /// Adds a context menu; a terminal has no room for a preview beside it, so
    /// `preview` is not shown and the menu opens as without one.
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        ContextMenuModifier(content: self, menuItems: menuItems())
    }
}

/// The key that opens a context menu: Shift-F10.
let contextMenuKey = KeyEvent(.function(10), modifiers: .shift)

struct ContextMenuModifier<Content: View, MenuItems: View>: View {
    let content: Content
    let menuItems: MenuItems
    /// Where the open menu is attached, in root coordinates; nil while closed.
    @State private var openAt: Point?

    var body: some View {
        var presentation = SheetModifier(
            base: ContextMenuTrigger(content: content) { openAt = $0 },
            contentKey: openAt.map { AnyHashable($0) },
            content: { AnyView(MenuPanel(content: menuItems, level: 1, enclosingDismissals: [])) },
            dismiss: { openAt = nil }, onDismiss: nil)
        presentation.placement = .anchored(edge: nil, spot: openAt.map { .screen($0) } ?? .bounds, padding: 0)
        return presentation
    }
}

/// Takes the right click and Shift-F10 for a `.contextMenu`.
struct ContextMenuTrigger<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    /// Opens the menu attached below the root cell given.
    let open: (Point) -> Void

    func makeBehavior() -> NodeBehavior { ContextMenuTriggerBehavior(view: self) }
}

@MainActor
final class ContextMenuTriggerBehavior<Content: View>: SingleChildBehavior<ContextMenuTrigger<Content>> {
    override var handlesKeyPresses: Bool { true }
    override var opensContextMenu: Bool { true }

    override func handleKeyPress(_ key: KeyEvent, node: ViewNode) -> Bool {
        guard key == contextMenuKey else { return false }
        // Under the focused control, or at the view's top left with nothing focused in it.
        var spot = node.placedFrame.origin
        if let focused = node.graph?.focusChain.focused, let owner = node.graph?.node(containing: focused),
            Self.is(owner, inside: node)
        {
            let origin = focused.convertToRoot(.zero)
            spot = Point(x: origin.x, y: origin.y + max(0, focused.frame.height - 1))
        }
        view.open(spot)
        return true
    }

    private static func `is`(_ node: ViewNode, inside ancestor: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let next = current {
            if next === ancestor { return true }
            current = next.parent
        }
        return false
    }

    override func openContextMenu(at location: Point, node: ViewNode) -> Bool {
        view.open(location)
        return true
    }
}
