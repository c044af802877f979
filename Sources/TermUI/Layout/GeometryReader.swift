import CursesKit

/// A container whose content is made from its own size and position
/// (SwiftUI's `GeometryReader`).
///
/// It takes all the space it is offered (ten columns or rows along an
/// unspecified dimension, as SwiftUI's takes ten points) and places its
/// content at its top-leading corner, offering it that whole space.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) columns wide")
/// }
/// ```
///
/// The content is made when the reader is laid out, and again only when
/// its frame changes: at first it sees a size of zero.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Body is `Never`: the content is made at layout.
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    /// A reader that makes `content` from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeBehavior() -> NodeBehavior { GeometryReaderBehavior(view: self) }
}

/// The size and position of a ``GeometryReader`` (SwiftUI's `GeometryProxy`),
/// in points: a reader 49 columns wide is 392 points wide at the default
/// cell size (``EnvironmentValues/cellSize``).
public struct GeometryProxy: Sendable {
    /// The reader's frame in the screen's columns and rows.
    let frame: Rect
    /// The cell size its points are measured with.
    let metrics: CellMetrics

    /// The reader's size in points.
    public var size: CGSize { metrics.points(frame.size) }

    /// The reader's frame in `coordinateSpace`: `.local` starts at zero,
    /// `.global` is the screen's (the content of a scroll view as laid out,
    /// before it is scrolled).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global: metrics.points(frame)
        }
    }
}

/// Where a ``GeometryProxy`` measures a frame from (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Hashable, Sendable {
    /// The whole screen: cell (0, 0) is its top-left corner.
    case global
    /// The view's own: its top-left cell is (0, 0).
    case local
}

/// Makes the content again when the reader's frame changes, and lays it
/// out from the reader's corner.
@MainActor
final class GeometryReaderBehavior<Content: View>: ViewBehavior<GeometryReader<Content>> {
    /// The frame the content was last made for.
    private var madeFor: Rect = .zero
    private var transaction = Transaction()

    override var isLayoutTransparent: Bool { false }

    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        self.transaction = transaction
        makeContent(node, frame: madeFor)
    }

    private func makeContent(_ node: ViewNode, frame: Rect) {
        madeFor = frame
        let content = view.content(GeometryProxy(frame: frame, metrics: node.environment.cellMetrics))
        node.reconcile([ChildSpec(key: .index(0), view: content)], transaction: transaction)
    }

    override func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var environment = node.environment
        environment.stackAxis = nil
        return environment
    }

    /// All it is offered: the content's size never changes the reader's.
    override func sizeIgnoresContent(_ node: ViewNode) -> Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    override func place(_ node: ViewNode, in rect: Rect) {
        if rect != madeFor { makeContent(node, frame: rect) }
        for unit in node.layoutUnitsOfChildren {
            let wanted = unit.sizeThatFits(ProposedSize(rect.size))
            unit.place(
                in: Rect(
                    origin: rect.origin,
                    size: Size(width: min(wanted.width, rect.width), height: min(wanted.height, rect.height)))
            )
        }
    }

    override func layoutPriority(_ node: ViewNode) -> Double { 0 }
}
