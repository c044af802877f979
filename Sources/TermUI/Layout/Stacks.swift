import CursesKit

/// Arranges views top to bottom, sharing the height by flexibility.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 16) { Text("Title"); Text("Body") }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
    /// Body is `Never`: stacks lay out their children themselves.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    /// In points; `nil` for the default.
    let spacing: CGFloat?
    let content: Content

    /// A vertical stack; `spacing` points between children.
    ///
    /// By default (`nil`), SwiftUI's 8 points, which is half a row and so
    /// no blank row; `spacing: 16` leaves one.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeBehavior() -> NodeBehavior {
        StackBehavior(view: self) { stack, metrics in
            (
                StackLayout(
                    axis: .vertical, alignment: stack.alignment,
                    spacing: StackLayout.spacing(stack.spacing, axis: .vertical, metrics)),
                stack.content
            )
        }
    }
}

/// Arranges views left to right, sharing the width by flexibility.
///
/// ```swift
/// HStack { Text("Name:"); TextField("name", text: $name) }
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
    /// Body is `Never`: stacks lay out their children themselves.
    public typealias Body = Never
    let alignment: VerticalAlignment
    /// In points; `nil` for the default.
    let spacing: CGFloat?
    let content: Content

    /// A horizontal stack; `spacing` points between children.
    ///
    /// By default (`nil`), SwiftUI's 8 points, which is one column, so
    /// words stay apart.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeBehavior() -> NodeBehavior {
        StackBehavior(view: self) { stack, metrics in
            (
                StackLayout(
                    axis: .horizontal, alignment: stack.alignment,
                    spacing: StackLayout.spacing(stack.spacing, axis: .horizontal, metrics)),
                stack.content
            )
        }
    }
}

/// Layers views on top of each other, later ones above, aligned in the largest one's frame.
///
/// ```swift
/// ZStack(alignment: .bottomLeading) { WebView(); ProgressView(value: 0.4) }
/// ```
public struct ZStack<Content: View>: View, PrimitiveView {
    /// Body is `Never`: stacks lay out their children themselves.
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// A stack of layers.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeBehavior() -> NodeBehavior { ZStackBehavior(view: self) }
}

@MainActor
final class StackBehavior<Stack: View>: ViewBehavior<Stack> {
    private let resolve: (Stack, CellMetrics) -> (StackLayout, any View)

    init(view: Stack, _ resolve: @escaping (Stack, CellMetrics) -> (StackLayout, any View)) {
        self.resolve = resolve
        super.init(view: view)
    }

    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        node.reconcile(
            [ChildSpec(key: .index(0), view: resolve(view, .standard).1)], transaction: transaction)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.stackAxis = resolve(view, .standard).0.axis
        return environment
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        resolve(view, node.environment.cellMetrics).0.sizeThatFits(
            proposal, units: node.layoutUnitsOfChildren, owner: node)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        resolve(view, node.environment.cellMetrics).0.place(node.layoutUnitsOfChildren, in: rect, owner: node)
    }

    override func layoutPriority(_ node: ViewNode) -> Double { 0 }
}

@MainActor
final class ZStackBehavior<Content: View>: ViewBehavior<ZStack<Content>> {
    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        node.reconcile([ChildSpec(key: .index(0), view: view.content)], transaction: transaction)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.stackAxis = nil
        return environment
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let sizes = node.layoutUnitsOfChildren.map { $0.sizeThatFits(proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        let alignment = view.alignment
        for unit in node.layoutUnitsOfChildren {
            let wanted = unit.sizeThatFits(ProposedSize(rect.size))
            // Never beyond the stack's own rectangle (see StackLayout.place).
            let size = Size(width: min(wanted.width, rect.width), height: min(wanted.height, rect.height))
            let offset = alignment.offset(of: size, in: rect.size)
            unit.place(
                in: Rect(
                    x: rect.minX + offset.x, y: rect.minY + offset.y, width: size.width, height: size.height))
        }
    }

    override func layoutPriority(_ node: ViewNode) -> Double { 0 }
}

struct StackAxisKey: EnvironmentKey {
    static var defaultValue: Axis? { nil }

    /// The three values, one object each: every stack and modifier writes the
    /// key for its children, and a new object at each level made every
    /// reader below compare the value again when anything above changed.
    static let entries: [SharedEnvironmentEntry<Axis?>] = [
        SharedEnvironmentEntry(nil), SharedEnvironmentEntry(.horizontal), SharedEnvironmentEntry(.vertical),
    ]
}

extension EnvironmentValues {
    /// The axis of the stack a view sits in directly (Spacer and Divider need it).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set {
            let index =
                switch newValue {
                case nil: 0
                case .horizontal: 1
                case .vertical: 2
                }
            set(StackAxisKey.self, to: StackAxisKey.entries[index])
        }
    }
}

extension VStack {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension HStack {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension ZStack {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
