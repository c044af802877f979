import CursesKit

/// What an open ``Menu`` (or a `.contextMenu`) shows in its box: its items
/// one under the other, drawn plain and highlighted when focused. ↑↓ move
/// between them (wrapping), ← closes a submenu; a pressed item closes this
/// menu and every menu it was opened from.
struct MenuPanel<Content: View>: View {
    let content: Content
    /// 1 for a menu opened from a button, 2 for its submenus, and so on.
    let level: Int
    /// Closes the menus this one was opened from, innermost first.
    let enclosingDismissals: [DismissAction]

    var body: some View {
        MenuKeys(
            content: VStack(alignment: .leading, spacing: 0) { content }
                .buttonStyle(.plain),
            closesOnLeft: level > 1
        )
        .environment(\.buttonsDismissPresentation, true)
        .environment(\.menuLevel, level)
        .environment(\.enclosingMenuDismissals, enclosingDismissals)
    }
}

/// The keys of an open menu: ↑↓ move focus among its items, ← closes a submenu.
struct MenuKeys<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let closesOnLeft: Bool

    func makeBehavior() -> NodeBehavior { MenuKeysBehavior(view: self) }
}

@MainActor
final class MenuKeysBehavior<Content: View>: SingleChildBehavior<MenuKeys<Content>> {
    override var handlesKeyPresses: Bool { true }

    override func handleKeyPress(_ key: KeyEvent, node: ViewNode) -> Bool {
        guard key.modifiers.isEmpty, let chain = node.graph?.focusChain else { return false }
        switch key.key {
        case .up, .character("k"): chain.focusPrevious()
        case .down, .character("j"): chain.focusNext()
        case .left where view.closesOnLeft: node.environment.dismiss()
        default: return false
        }
        return true
    }
}

struct MenuLevelKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

struct EnclosingMenuDismissalsKey: EnvironmentKey {
    static var defaultValue: [DismissAction] { [] }
}

extension EnvironmentValues {
    /// How many menus deep a view is: 0 outside any menu.
    var menuLevel: Int {
        get { self[MenuLevelKey.self] }
        set { self[MenuLevelKey.self] = newValue }
    }

    /// Inside a submenu: closes the menus it was opened from, innermost first.
    var enclosingMenuDismissals: [DismissAction] {
        get { self[EnclosingMenuDismissalsKey.self] }
        set { self[EnclosingMenuDismissalsKey.self] = newValue }
    }
}

extension MenuKeys {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
