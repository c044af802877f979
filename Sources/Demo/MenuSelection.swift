import CursesMenu

/// What a ``MenuView`` binds: one item's name for a single-valued menu, a set
/// of names for a multi-valued one, as SwiftUI's `List(selection:)` takes a
/// value or a `Set`.
@MainActor
protocol MenuSelection: Equatable {
    /// True for a multi-valued menu (libmenu's `O_ONEVALUE` off).
    static var isMultiValued: Bool { get }
    /// Shows the selection in `menu`, whose items are `items`.
    func apply(to menu: MenuWidget, items: [MenuItem])
    /// The selection `menu` shows now.
    static func read(from menu: MenuWidget, items: [MenuItem]) -> Self
}

extension String: MenuSelection {
    static var isMultiValued: Bool { false }

    func apply(to menu: MenuWidget, items: [MenuItem]) {
        menu.currentIndex = items.firstIndex { $0.name == self } ?? 0
    }

    static func read(from menu: MenuWidget, items: [MenuItem]) -> String {
        items.indices.contains(menu.currentIndex) ? items[menu.currentIndex].name : ""
    }
}

extension Set: MenuSelection where Element == String {
    static var isMultiValued: Bool { true }

    func apply(to menu: MenuWidget, items: [MenuItem]) {
        menu.selection = Set<Int>(items.indices.filter { contains(items[$0].name) })
    }

    static func read(from menu: MenuWidget, items: [MenuItem]) -> Set<String> {
        Set(menu.selection.filter { items.indices.contains($0) }.map { items[$0].name })
    }
}
