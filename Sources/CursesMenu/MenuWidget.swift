import CMenu
import CursesKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ncurses' own menu (libmenu) as a CursesKit widget: libmenu draws the
/// items, marks and descriptions into the widget's ``ForeignWindow`` and
/// takes the keys as `menu_driver` requests; CursesKit composes what it drew.
///
/// Every libmenu option a user would set is a property: ``rows`` ×
/// ``columns`` (`set_menu_format`), ``mark``, ``allowsMultipleSelection``
/// (`O_ONEVALUE` off), ``spacing``, pattern matching (``ignoresCase``,
/// ``showsMatch``), ``showsDescriptions``, ``isRowMajor``, ``isCyclic`` and the
/// three item styles. Changing one rebuilds the menu, keeping the current item
/// and the marks. The ``delegate`` hears libmenu's item hook, mark changes and Enter.
///
/// Keys: ↑ ↓ ← → move (`REQ_UP_ITEM` …), Home End the first and last item,
/// PgUp PgDn a page (`REQ_SCR_UPAGE` / `REQ_SCR_DPAGE`), Space toggles a mark
/// in a multi-valued menu, printable characters search (`menu_driver`'s
/// pattern), Backspace and Esc undo the search, Enter chooses. A key libmenu
/// refuses (↑ on the first item, a character nothing matches) is not taken,
/// so it goes on to the app's focus chain. A click moves to the item under the
/// pointer (and toggles its mark in a multi-valued menu); the wheel scrolls.
///
/// ```swift
/// let menu = MenuWidget()
/// menu.items = [MenuItem("Espresso", description: "short"), MenuItem("Latte", description: "milky")]
/// menu.mark = "> "
/// menu.delegate = coordinator
/// ```
@MainActor
public final class MenuWidget: ForeignWindowWidget {
    /// The items, in order. Setting different items rebuilds the menu.
    public var items: [MenuItem] = [] { didSet { if items != oldValue { rebuild() } } }

    /// Lets the user mark any number of items (libmenu's multi-valued menu, `O_ONEVALUE` off).
    public var allowsMultipleSelection = false {
        didSet { if allowsMultipleSelection != oldValue { rebuild() } }
    }

    /// Rows of items shown at once; 0 for as many as the items need. Fewer
    /// rows than the widget is high are shown as they are; more scroll.
    public var rows = 0 { didSet { if rows != oldValue { rebuild() } } }

    /// Columns of items (`set_menu_format`'s second argument).
    public var columns = 1 { didSet { if columns != oldValue { rebuild() } } }

    /// Drawn before the current item and, in a multi-valued menu, before each selected one.
    public var mark = "-" { didSet { if mark != oldValue { rebuild() } } }

    /// Shows each item's description in a column after the names (`O_SHOWDESC`).
    public var showsDescriptions = true { didSet { if showsDescriptions != oldValue { rebuild() } } }

    /// Lays the items out row by row rather than column by column (`O_ROWMAJOR`).
    public var isRowMajor = true { didSet { if isRowMajor != oldValue { rebuild() } } }

    /// Pattern matching ignores case (`O_IGNORECASE`).
    public var ignoresCase = true { didSet { if ignoresCase != oldValue { rebuild() } } }

    /// The cursor shows how much of the name the pattern matched (`O_SHOWMATCH`).
    public var showsMatch = true { didSet { if showsMatch != oldValue { rebuild() } } }

    /// Moving past the last item wraps to the first (`O_NONCYCLIC` off).
    public var isCyclic = false { didSet { if isCyclic != oldValue { rebuild() } } }

    /// Blank columns between name and description, rows between item rows and
    /// columns between item columns (`set_menu_spacing`).
    public var spacing = MenuSpacing() { didSet { if spacing != oldValue { rebuild() } } }

    /// How the current item (single-valued) or marked items (multi-valued) look (`set_menu_fore`).
    public var selectedItemStyle = Style(attributes: .reverse) {
        didSet { if selectedItemStyle != oldValue { rebuild() } }
    }

    /// How ``selectedItemStyle``'s items look while the menu does not have focus.
    public var unfocusedSelectedItemStyle = Style(attributes: .bold) {
        didSet { if unfocusedSelectedItemStyle != oldValue { setNeedsDisplay() } }
    }

    /// How the other selectable items look (`set_menu_back`).
    public var itemStyle = Style.plain { didSet { if itemStyle != oldValue { rebuild() } } }

    /// How items that cannot be chosen look (`set_menu_grey`).
    public var unselectableItemStyle = Style(foreground: .ansi(.brightBlack)) {
        didSet { if unselectableItemStyle != oldValue { rebuild() } }
    }

    /// Hears the item hook, mark changes and Enter.
    public weak var delegate: MenuWidgetDelegate?

    private var menu: UnsafeMutablePointer<MENU>?
    private var itemArray: UnsafeMutablePointer<UnsafeMutablePointer<ITEM>?>?
    private var itemCount = 0
    private var strings: [UnsafeMutablePointer<CChar>] = []
    /// The window size the posted menu needs (`scale_menu`).
    private var neededSize = Size.zero
    /// True while the menu changes because the app said so: hooks tell nobody.
    private var isApplyingChange = false
    /// The current item and marks to restore across a rebuild before the first post.
    private var pendingCurrent = 0
    private var pendingSelection: Set<Int> = []
    /// The style libmenu draws selected items in now (focused or not).
    private var appliedSelectedStyle = Style.plain

    /// Creates an empty menu.
    public override init() {
        super.init()
    }

    isolated deinit { freeMenu() }

    // MARK: - State

    /// The current item's index (0 when there are none). Setting it moves the
    /// cursor without telling the delegate.
    public var currentIndex: Int {
        get {
            guard let menu, let item = current_item(menu) else { return pendingCurrent }
            return Int(item_index(item))
        }
        set {
            pendingCurrent = newValue
            guard let menu, let item = item(at: newValue), current_item(menu) != item else { return }
            applying { _ = set_current_item(menu, item) }
            setNeedsDisplay()
        }
    }

    /// The marked items of a multi-valued menu; empty for a single-valued one.
    /// Setting it marks those items without telling the delegate.
    public var selection: Set<Int> {
        get {
            guard menu != nil else { return pendingSelection }
            return Set((0..<itemCount).filter { index in item(at: index).map { item_value($0) } ?? false })
        }
        set {
            pendingSelection = newValue
            guard menu != nil, allowsMultipleSelection, newValue != selection else { return }
            let current = currentIndex
            applying {
                for index in 0..<itemCount {
                    guard let item = item(at: index), item_value(item) != newValue.contains(index) else {
                        continue
                    }
                    if index == current, let menu, let window {
                        // libmenu does not redraw the current item when set_item_value
                        // changes its mark; its own toggle request does.
                        _ = window.perform { menu_driver(menu, Int32(REQ_TOGGLE_ITEM)) }
                    } else {
                        set_item_value(item, newValue.contains(index))
                    }
                }
            }
            setNeedsDisplay()
        }
    }

    /// What the user has typed to find an item (libmenu's pattern buffer).
    public var pattern: String {
        guard let menu, let text = menu_pattern(menu) else { return "" }
        return String(cString: text)
    }

    /// The size the items need: as wide as libmenu lays them out, as many rows as ``rows`` (or all).
    public override var intrinsicContentSize: Size {
        if let measuredSize { return measuredSize }
        let size = measureItems()
        measuredSize = size
        return size
    }

    /// What ``intrinsicContentSize`` says until a property it reads changes
    /// (each of them rebuilds the menu): a layout asks for it several times.
    private var measuredSize: Size?

    /// The rows and columns libmenu lays the items out in, and their widths.
    private func measureItems() -> Size {
        let count = max(1, items.count)
        let columnCount = max(1, columns)
        let rowCount = rows > 0 ? rows : (count + columnCount - 1) / columnCount
        // Loops, not `map`: a main-actor closure checks its executor per item.
        var nameWidth = 0
        var descriptionWidth = 0
        for index in items.indices {
            nameWidth = max(nameWidth, displayWidth(items[index].name))
            if showsDescriptions {
                descriptionWidth = max(descriptionWidth, displayWidth(items[index].description))
            }
        }
        let itemWidth =
            displayWidth(mark) + nameWidth
            + (descriptionWidth > 0 ? spacing.description + descriptionWidth : 0)
        return Size(
            width: columnCount * itemWidth + (columnCount - 1) * spacing.columns,
            height: rowCount + (rowCount - 1) * (spacing.rows - 1))
    }

    // MARK: - Foreign window

    /// In a multi-valued menu libmenu marks the current item as it marks the
    /// selected ones; the terminal cursor, which libmenu puts on the current
    /// item, tells them apart.
    public override var showsCursor: Bool { allowsMultipleSelection }

    /// At least what libmenu needs for the rows that fit, so posting never fails.
    public override func windowSize(for size: Size) -> Size {
        Size(width: max(size.width, neededSize.width), height: max(size.height, neededSize.height))
    }

    /// Shows focus: the selected style while focused, the unfocused one otherwise
    /// (`set_menu_fore` redraws the posted menu), then reads the window back.
    public override func draw(in surface: Surface) {
        let wanted = isFocused ? selectedItemStyle : unfocusedSelectedItemStyle
        if let menu, let window, wanted != appliedSelectedStyle {
            appliedSelectedStyle = wanted
            let attributes = window.attributes(for: wanted)
            window.perform { _ = set_menu_fore(menu, attributes) }
        }
        super.draw(in: surface)
    }

    /// The rows shown depend on the height: build the menu again for it.
    public override func windowDidResize() { rebuild() }

    // MARK: - Building

    /// Frees the menu, its items and the window (a representable's dismantle);
    /// the widget shows nothing afterwards.
    public func close() {
        freeMenu()
        closeWindow()
    }

    /// Builds the library's object again from the properties, on the window's terminal.
    private func rebuild() {
        measuredSize = nil
        onWindowTerminal { build() }
    }

    private func build() {
        if menu != nil {
            pendingCurrent = currentIndex
            pendingSelection = selection
        }
        freeMenu()
        defer { setNeedsDisplay() }
        guard !items.isEmpty, let window, let pointer = window.pointer else { return }
        let array = UnsafeMutablePointer<UnsafeMutablePointer<ITEM>?>.allocate(capacity: items.count + 1)
        itemArray = array
        for (index, entry) in items.enumerated() {
            let name = copy(entry.name)
            let description = copy(entry.description)
            let item = new_item(name, description)
            if let item {
                LiveInstanceCounter.menuItems.increment()
                if !entry.isSelectable { item_opts_off(item, Int32(O_SELECTABLE)) }
            }
            array[index] = item
        }
        array[items.count] = nil
        itemCount = items.count
        guard let made = new_menu(array) else { return }
        menu = made
        LiveInstanceCounter.menus.increment()
        configure(made, window: window, pointer: pointer)
    }

    private func configure(_ menu: UnsafeMutablePointer<MENU>, window: ForeignWindow, pointer: OpaquePointer)
    {
        set_menu_userptr(menu, Unmanaged.passUnretained(self).toOpaque())
        var options: Int32 = 0
        if !allowsMultipleSelection { options |= Int32(O_ONEVALUE) }
        if showsDescriptions { options |= Int32(O_SHOWDESC) }
        if isRowMajor { options |= Int32(O_ROWMAJOR) }
        if ignoresCase { options |= Int32(O_IGNORECASE) }
        if showsMatch { options |= Int32(O_SHOWMATCH) }
        if !isCyclic { options |= Int32(O_NONCYCLIC) }
        set_menu_opts(menu, options)
        set_menu_mark(menu, mark)
        set_menu_spacing(menu, Int32(spacing.description), Int32(spacing.rows), Int32(spacing.columns))
        appliedSelectedStyle = isFocused ? selectedItemStyle : unfocusedSelectedItemStyle
        set_menu_fore(menu, window.attributes(for: appliedSelectedStyle))
        set_menu_back(menu, window.attributes(for: itemStyle))
        set_menu_grey(menu, window.attributes(for: unselectableItemStyle))
        let columnCount = max(1, columns)
        let allRows = (itemCount + columnCount - 1) / columnCount
        let wanted = rows > 0 ? rows : allRows
        let fitting = max(1, (bounds.height + spacing.rows - 1) / max(1, spacing.rows))
        set_menu_format(menu, Int32(max(1, min(wanted, fitting))), Int32(columnCount))
        var neededRows: Int32 = 0
        var neededColumns: Int32 = 0
        scale_menu(menu, &neededRows, &neededColumns)
        neededSize = Size(width: Int(neededColumns), height: Int(neededRows))
        window.resize(to: windowSize(for: bounds.size))
        let cursesWindow = UnsafeMutablePointer<WINDOW>(pointer)
        set_menu_win(menu, cursesWindow)
        set_menu_sub(menu, cursesWindow)
        set_item_init(menu) { menu in
            guard let menu, let owner = menu_userptr(menu) else { return }
            MainActor.assumeIsolated {
                Unmanaged<MenuWidget>.fromOpaque(owner).takeUnretainedValue().itemDidBecomeCurrent()
            }
        }
        applying {
            window.perform {
                wclear(cursesWindow)
                _ = post_menu(menu)
            }
            if allowsMultipleSelection {
                for index in pendingSelection where index < itemCount {
                    if let item = item(at: index) { set_item_value(item, true) }
                }
            }
            if let item = item(at: pendingCurrent) { set_current_item(menu, item) }
        }
    }

    private func freeMenu() {
        onWindowTerminal { release() }
    }

    /// Unposts and frees the library's object and what it points to.
    private func release() {
        if let menu {
            unpost_menu(menu)
            free_menu(menu)
            LiveInstanceCounter.menus.decrement()
            self.menu = nil
        }
        if let itemArray {
            for index in 0..<itemCount where itemArray[index] != nil {
                free_item(itemArray[index])
                LiveInstanceCounter.menuItems.decrement()
            }
            itemArray.deallocate()
            self.itemArray = nil
        }
        itemCount = 0
        for string in strings { free(string) }
        strings.removeAll()
    }

    /// A C copy of `text` that lives as long as the menu (new_item keeps the pointer).
    private func copy(_ text: String) -> UnsafeMutablePointer<CChar>? {
        guard let copied = strdup(text.escapingControlCharacters) else { return nil }
        strings.append(copied)
        return copied
    }

    func item(at index: Int) -> UnsafeMutablePointer<ITEM>? {
        guard let itemArray, index >= 0, index < itemCount else { return nil }
        return itemArray[index]
    }

    /// Runs a change the app made: libmenu's hooks stay quiet meanwhile.
    private func applying(_ change: () -> Void) {
        let was = isApplyingChange
        isApplyingChange = true
        change()
        isApplyingChange = was
    }

    // MARK: - libmenu's hooks and requests

    /// Sends the key to libmenu as its driver request (see the type's
    /// summary); false when libmenu refuses it, so it goes on to the focus chain.
    public override func handle(_ event: KeyEvent) -> Bool { handleKey(event) }

    /// ↑↓ move through the items; Space marks one in a multi-valued menu.
    public override var keyHints: [KeyHint] {
        guard menu != nil, itemCount > 0 else { return [] }
        var hints = [KeyHint([KeyEvent(.down), KeyEvent(.up)], "move", symbol: "↑↓")]
        if allowsMultipleSelection { hints.append(KeyHint(.character(" "), "mark", priority: .high)) }
        return hints
    }

    /// A press chooses the item under the pointer; the wheel scrolls.
    public override func handle(_ event: MouseEvent) -> Bool { handleMouse(event) }

    /// Makes the item at `index` current as the user's move: the delegate hears it.
    func moveByUser(to index: Int) {
        guard let menu, let item = item(at: index), let window else { return }
        window.perform { _ = set_current_item(menu, item) }
        setNeedsDisplay()
    }

    private func itemDidBecomeCurrent() {
        guard !isApplyingChange else { return }
        delegate?.menuWidget(self, didMoveToItemAt: currentIndex)
    }

    /// Sends `request` to `menu_driver`; true when libmenu took it.
    @discardableResult
    func drive(_ request: Int32) -> Bool {
        guard let menu, let window else { return false }
        let before = selection
        let result = window.perform { menu_driver(menu, request) }
        guard result == E_OK else { return false }
        setNeedsDisplay()
        if allowsMultipleSelection {
            let after = selection
            if after != before { delegate?.menuWidget(self, didChangeSelection: after) }
        }
        return true
    }

    /// Enter: the delegate hears the choice of the current item.
    func choose() -> Bool {
        guard menu != nil, itemCount > 0 else { return false }
        delegate?.menuWidget(self, didChooseItemAt: currentIndex)
        return true
    }

    /// Where libmenu drew the item at `index`, in the window's coordinates
    /// (the formula `pos_menu_cursor` uses); `nil` when it is scrolled off.
    func frame(ofItemAt index: Int) -> Rect? {
        guard let menu, let item = item(at: index) else { return nil }
        let row = Int(item.pointee.y) - Int(menu.pointee.toprow)
        guard row >= 0, row < Int(menu.pointee.arows) else { return nil }
        let width = Int(menu.pointee.itemlen)
        let x = Int(item.pointee.x) * (width + Int(menu.pointee.spc_cols))
        return Rect(x: x, y: row * Int(menu.pointee.spc_rows), width: width, height: 1)
    }

    private func displayWidth(_ text: String) -> Int { text.displayWidth }
}
