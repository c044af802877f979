import CursesKit

/// Where a popover attaches to the view that presents it: SwiftUI's
/// `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable, Hashable {
    /// A rectangle of the presenting view: `.rect(.bounds)`, the whole view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the presenting view, such as `.top` or `.bottomTrailing`.
    case point(UnitPoint)

    var spot: PresentationPlacement.AnchorSpot {
        switch self {
        case .rect(let source):
            guard let rect = source.rect else { return .bounds }
            return .rect(
                Rect(
                    x: Int(rect.origin.x.rounded()), y: Int(rect.origin.y.rounded()),
                    width: Int(rect.size.width.rounded()), height: Int(rect.size.height.rounded())))
        case .point(let unit): return .unit(unit)
        }
    }
}

/// A value of a view's geometry named before the view is laid out: here,
/// only its sources, which say what a popover attaches to.
public struct Anchor<Value> {
    /// Names a value of the geometry: `.bounds`, or a fixed rectangle.
    public struct Source: Sendable, Hashable {
        /// The rectangle in the view's own coordinates, or `nil` for its bounds.
        let rect: CGRect?
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's whole frame.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: nil) }

    /// A rectangle in the view's own coordinates (cells: x columns, y rows).
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: rect) }
}
