import CursesKit

extension View {
    /// Presents `content` as a modal panel over the dimmed screen while
    /// `isPresented` is true: what the sheet covers stays visible in grey,
    /// readable but inactive. Focus stays inside the panel and clicks outside
    /// it go nowhere; Esc dismisses it by writing `false` to the binding,
    /// then `onDismiss` runs.
    ///
    /// ```swift
    /// Button("Scan QR code") { showingScanner = true }
    ///     .sheet(isPresented: $showingScanner) { ScannerView(code: $code) }
    /// ```
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        SheetModifier(
            base: self, contentKey: isPresented.wrappedValue ? AnyHashable(true) : nil,
            content: { AnyView(content()) }, dismiss: { isPresented.wrappedValue = false },
            onDismiss: onDismiss)
    }

    /// Presents `content` for `item` while it is non-nil; a different item
    /// replaces the sheet's content. Esc writes `nil` to the binding.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return SheetModifier(
            base: self, contentKey: current.map { AnyHashable($0.id) },
            content: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }
}

struct SheetModifier<Base: View>: View, PrimitiveView {
    typealias Body = Never
    let base: Base
    /// Non-nil while presented; a change of key replaces the content.
    let contentKey: AnyHashable?
    let content: () -> AnyView
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?
    /// True for alerts and dialogs: Esc first runs the content's `.cancel` button.
    var escapeRunsCancelAction = false
    /// Where the panel goes: the middle of the screen, the whole screen, or
    /// beside the presenting view.
    var placement = PresentationPlacement.centered

    func makeBehavior() -> NodeBehavior { SheetBehavior(view: self) }
}

/// A presented sheet, as the graph and the event router see it.
@MainActor
protocol SheetPresenter: AnyObject {
    /// The layer the sheet's widgets are in.
    var panel: SheetPanel { get }
    /// The node of the `.sheet` modifier: the view that presented the sheet.
    var presentingNode: ViewNode? { get }
    /// The node of the presented content.
    var contentNode: ViewNode? { get }
    /// Esc: writes the dismissal to the binding.
    func dismiss()
    /// Sizes the panel for the screen and places the sheet content in its box.
    func placePanel(in screen: Rect)
    /// True for a popover or a menu: a press outside its panel dismisses it.
    var dismissesOnOutsideClick: Bool { get }
    /// False for a popover or a menu: what it covers is not dimmed.
    var dimsBeneath: Bool { get }
}

/// Hosts a sheet: the base content in place, the sheet content in a panel layer.
@MainActor
final class SheetBehavior<Base: View>: ViewBehavior<SheetModifier<Base>>, SheetPresenter {
    let panel = SheetPanel()
    private(set) var isPresented = false
    private var dismissAction: () -> Void = {}
    /// What `\.dismiss` calls inside the sheet: one object for the sheet's life.
    private let dismissTarget = DismissTarget()
    private var onDismiss: (() -> Void)?
    private weak var node: ViewNode?
    private weak var focusBeforePresenting: Widget?

    override var containerWidget: Widget? { panel }
    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        self.node = node
        let sheet = view
        dismissAction = sheet.dismiss
        onDismiss = sheet.onDismiss
        var specs = [ChildSpec(key: .index(0), view: sheet.base)]
        if let key = sheet.contentKey {
            dismissTarget.perform = { [weak self] in self?.dismissAction() }
            // The sheet is not in the presenter's navigation stack: its
            // titles and toolbar items are its own (or its own stack's).
            let content = sheet.content().environment(\.dismiss, DismissAction(target: dismissTarget))
                .environment(\.navigationLevel, nil)
            specs.append(ChildSpec(key: .id(key), view: content))
        }
        // Presented before its content is mounted: a dialog or sheet inside that
        // is shown from the start (or restored shown) is presented by the
        // content's mount, and must come after this one, above it.
        let presented = sheet.contentKey != nil
        if presented { setPresented(true, graph: node.graph) }
        node.reconcile(specs, transaction: transaction)
        if !presented { setPresented(false, graph: node.graph) }
    }

    private func setPresented(_ presented: Bool, graph: ViewGraph?) {
        guard presented != isPresented, let graph else { return }
        isPresented = presented
        if presented {
            focusBeforePresenting = graph.focusChain.focused
            graph.presentedSheets.append(self)
        } else {
            graph.presentedSheets.removeAll { $0 === self }
            graph.restoreFocus(to: focusBeforePresenting)
            if let onDismiss { graph.submitWrite(onDismiss) }
        }
        Self.dimBeneathTopSheet(in: graph)
        graph.structureChanged()
    }

    /// Dims everything beneath the topmost sheet: the screen's content and
    /// any sheet it was presented from. The top panel is drawn normally.
    private static func dimBeneathTopSheet(in graph: ViewGraph) {
        let sheets = graph.presentedSheets
        let dimming = sheets.filter(\.dimsBeneath)
        graph.rootWidget.content.isDimmed = !dimming.isEmpty
        for (index, sheet) in sheets.enumerated() {
            // A sheet is dimmed when a later one dims what it covers.
            sheet.panel.isDimmed = sheets[(index + 1)...].contains { $0.dimsBeneath }
        }
    }

    override func unmount(_ node: ViewNode) {
        setPresented(false, graph: node.graph)
    }

    /// The node of the `.sheet` modifier: the view that presented the sheet.
    var presentingNode: ViewNode? { isPresented ? node : nil }

    var dimsBeneath: Bool { view.placement.dimsBeneath }
    var dismissesOnOutsideClick: Bool { !view.placement.dimsBeneath }

    /// The node of the presented content, if presented.
    var contentNode: ViewNode? { isPresented ? node?.children.dropFirst().first : nil }

    /// Esc: writes the dismissal to the binding (the next pass removes the
    /// panel); an alert or a dialog first runs its `.cancel` button's action.
    func dismiss() {
        if view.escapeRunsCancelAction, let content = contentNode {
            var cancel: (() -> Void)?
            content.forEachNode { node in
                if cancel == nil { cancel = node.behavior.cancelAction(node) }
            }
            cancel?()
        }
        dismissAction()
    }

    override func passthroughChildren(_ node: ViewNode) -> [ViewNode] { Array(node.children.prefix(1)) }
    override func containedChildren(_ node: ViewNode) -> [ViewNode] { Array(node.children.dropFirst()) }
    override func widgetFrame(_ node: ViewNode) -> Rect { panel.frame }
    override func containerOrigin(_ node: ViewNode) -> Point { panel.frame.origin }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard let base = node.children.first else { return .zero }
        return StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)
            .sizeThatFits(proposal, units: base.layoutUnits)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        guard let base = node.children.first else { return }
        StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0).place(
            base.layoutUnits, in: rect)
    }

    /// Sizes the panel for the screen and places the sheet content in its box.
    func placePanel(in screen: Rect) {
        guard let node, node.children.count > 1 else { return }
        let content = node.children[1]
        let units = content.layoutUnits
        let stack = StackLayout(axis: .vertical, alignment: .leading, spacing: 0)
        let placement = view.placement
        if placement == .centered, let rows = Self.detentRows(of: content, screen: screen) {
            // `.presentationDetents`: a sheet rising from the bottom, as tall as its detent.
            let (box, inner) = PresentationPlacement.bottomBox(rows: rows, in: screen)
            panel.frame = box
            panel.hasBorder = true
            stack.place(units, in: inner)
            return
        }
        let limit = placement.contentLimit(in: screen)
        var wanted = stack.sizeThatFits(ProposedSize(limit), units: units)
        if case .anchored = placement {
            // As wide as its content wants, not the screen: measured at its
            // ideal width, then again at that width (capped) for the height.
            let ideal = stack.sizeThatFits(ProposedSize(width: nil, height: limit.height), units: units)
            wanted = stack.sizeThatFits(
                ProposedSize(width: min(ideal.width, limit.width), height: limit.height), units: units)
        }
        var anchor = node.frame
        if case .anchored(_, .trailingRow, _) = placement,
            let enclosing = node.graph?.presentedSheets.first(where: {
                $0 !== self && $0.panel.frame.contains(anchor.origin)
            })
        {
            // A submenu opens right of the whole menu it is in, not of its item's title.
            anchor.size.width = enclosing.panel.frame.maxX - anchor.minX
        }
        let (box, inner) = placement.box(for: wanted, in: screen, anchor: anchor)
        panel.frame = box
        panel.hasBorder = placement.hasBorder
        stack.place(units, in: inner)
    }
}

extension SheetBehavior {
    /// The rows the content's `.presentationDetents` give the sheet, if it has any.
    fileprivate static func detentRows(of content: ViewNode, screen: Rect) -> Int? {
        var rows: Int?
        content.forEachNode { node in
            if rows == nil, let source = node.behavior as? any PresentationDetentSource {
                rows = source.sheetRows(onScreenOf: screen.height)
            }
        }
        return rows
    }
}

/// The layer of a presented sheet: a bordered box in the middle of the
/// screen holding the sheet's widgets. It covers only the box, so the dimmed
/// content around it shows and a click outside it hits nothing in the
/// sheet's focus scope.
@MainActor
final class SheetPanel: Widget {
    override init() {
        super.init()
        backgroundStyle = .plain
    }

    /// False for a full-screen cover.
    var hasBorder = true {
        didSet { if hasBorder != oldValue { setNeedsDisplay() } }
    }

    override func draw(in surface: Surface) {
        if hasBorder { drawBorder(bounds, in: surface) }
    }

    private func drawBorder(_ rect: Rect, in surface: Surface) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        surface.draw("┌" + horizontal + "┐", at: rect.origin, style: .plain)
        surface.draw("└" + horizontal + "┘", at: Point(x: rect.minX, y: rect.maxY - 1), style: .plain)
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            surface.draw("│", at: Point(x: rect.minX, y: y), style: .plain)
            surface.draw("│", at: Point(x: rect.maxX - 1, y: y), style: .plain)
        }
    }
}
