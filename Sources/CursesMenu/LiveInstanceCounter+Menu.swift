import CursesKit

extension LiveInstanceCounter {
    /// Live libmenu menus (`new_menu` not yet undone by `free_menu`).
    package static let menus = LiveInstanceCounter(slot: 13)
    /// Live libmenu items (`new_item` not yet undone by `free_item`).
    package static let menuItems = LiveInstanceCounter(slot: 11)
}
