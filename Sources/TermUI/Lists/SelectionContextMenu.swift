import CursesKit

extension View {
    /// Adds a menu for the selected rows of the ``List`` or ``Table`` inside:
    /// Shift-F10 opens it under the cursor row, a right click on a row at the
    /// pointer. `menu` is given the rows it acts on, as SwiftUI's: the whole
    /// selection when the row is selected, else that row alone (empty on no
    /// row). Enter on a row, or a double click, runs `primaryAction` with the
    /// same rows instead of the row's own action.
    ///
    /// ```swift
    /// Table(files, selection: $selection) { ... }
    ///     .contextMenu(forSelectionType: File.ID.self) { ids in
    ///         Button("Delete \(ids.count) Files", role: .destructive) { delete(ids) }
    ///     } primaryAction: { ids in
    ///         open(ids)
    ///     }
    /// ```
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        SelectionContextMenuModifier(content: self, menu: menu, primaryAction: primaryAction)
    }
}

/// What a ``View/contextMenu(forSelectionType:menu:primaryAction:)`` gives
/// the lists inside it: opening the menu for some rows' tags, and the
/// primary action.
struct ListSelectionMenu {
    /// Opens the menu for the rows tagged `tags`, attached at a root cell.
    let open: @MainActor (Set<AnyHashable>, Point) -> Void
    /// Runs the primary action for the rows tagged `tags` (nil: none given).
    let primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?
}

struct ListSelectionMenuKey: EnvironmentKey {
    static var defaultValue: ListSelectionMenu? { nil }
}

extension EnvironmentValues {
    /// The selection menu of the nearest `.contextMenu(forSelectionType:)`.
    var listSelectionMenu: ListSelectionMenu? {
        get { self[ListSelectionMenuKey.self] }
        set { self[ListSelectionMenuKey.self] = newValue }
    }
}

struct SelectionContextMenuModifier<Content: View, Item: Hashable, MenuItems: View>: View {
    let content: Content
    let menu: (Set<Item>) -> MenuItems
    let primaryAction: ((Set<Item>) -> Void)?
    /// Where the open menu is attached, in root coordinates; nil while closed.
    @State private var openAt: Point?
    /// The rows the open menu acts on.
    @State private var items: Set<Item> = []

    var body: some View {
        let items = $items
        let openAt = $openAt
        let open: @MainActor (Set<AnyHashable>, Point) -> Void = { tags, point in
            items.wrappedValue = Self.items(tags)
            openAt.wrappedValue = point
        }
        var primary: (@MainActor (Set<AnyHashable>) -> Void)?
        if let action = primaryAction {
            primary = { tags in action(Self.items(tags)) }
        }
        let selectionMenu = ListSelectionMenu(open: open, primaryAction: primary)
        var presentation = SheetModifier(
            base: content.environment(\.listSelectionMenu, selectionMenu),
            contentKey: self.openAt.map { AnyHashable($0) },
            content: { AnyView(MenuPanel(content: menu(self.items), level: 1, enclosingDismissals: [])) },
            dismiss: { openAt.wrappedValue = nil }, onDismiss: nil)
        presentation.placement = .anchored(
            edge: nil, spot: self.openAt.map { .screen($0) } ?? .bounds, padding: 0)
        return presentation
    }

    private static func items(_ tags: Set<AnyHashable>) -> Set<Item> {
        Set(tags.compactMap { $0.base as? Item })
    }
}

extension ListBehavior {
    /// The tags the selection menu acts on from row `index`: the whole
    /// selection when the row is selected, else the row alone (none off a row).
    func menuTags(forRow index: Int?) -> Set<AnyHashable> {
        guard let rows, let index, index < rows.count else { return [] }
        let row = rows.row(at: index)
        guard isSelectable(row), let tag = row.tag else { return [] }
        guard selection.contains(tag) else { return [tag] }
        switch selection {
        case .none: return [tag]
        case .single: return [tag]
        case .multiple(let binding): return Set(binding.wrappedValue.map { AnyHashable($0) })
        }
    }

    /// Shift-F10: the selection menu under the cursor row.
    func openSelectionMenu(_ menu: ListSelectionMenu) -> Bool {
        guard let node else { return false }
        var spot = node.placedFrame.origin
        if let cursor, let row = rowNode(for: cursor.key) {
            spot = Point(x: row.placedFrame.minX, y: row.placedFrame.maxY - 1)
        }
        menu.open(menuTags(forRow: cursor?.index), spot)
        return true
    }

    /// Enter with a primary action: runs it for the cursor row's rows.
    func runPrimaryAction() -> Bool {
        guard let action = node?.environment.listSelectionMenu?.primaryAction, let index = cursor?.index
        else {
            return false
        }
        action(menuTags(forRow: index))
        return true
    }
}
