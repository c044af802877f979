import CursesKit
import Foundation

/// `.offset`: draws the content moved by some points, where its parent
/// placed it; the parent lays out around the original place, as in SwiftUI.
struct OffsetModifier: LayoutModifierView {
    typealias Body = Never
    let content: any View
    /// In points.
    let offset: CGSize

    func size(_ proposal: ProposedSize, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Size {
        child(proposal)
    }

    func childRect(in rect: Rect, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Rect {
        Rect(
            origin: Point(
                x: rect.minX + metrics.columns(offset.width), y: rect.minY + metrics.rows(offset.height)),
            size: rect.size)
    }
}

/// `.position`: takes all the room it is offered and centres the content on
/// a point of it, in points from its top-left corner.
struct PositionModifier: LayoutModifierView {
    typealias Body = Never
    let content: any View
    /// In points.
    let position: CGPoint

    func size(_ proposal: ProposedSize, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Size {
        let ideal = child(.unspecified)
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    func childRect(in rect: Rect, metrics: CellMetrics, child: (ProposedSize) -> Size) -> Rect {
        let size = child(.unspecified)
        let centre = metrics.cells(position)
        return Rect(
            x: rect.minX + centre.x - size.width / 2, y: rect.minY + centre.y - size.height / 2,
            width: size.width,
            height: size.height)
    }
}

extension View {
    /// Draws the view `x` points right and `y` points down of where it is
    /// laid out; its siblings keep their places.
    ///
    /// ```swift
    /// Text("Shadow").offset(x: 8, y: 16)  // one column right, one row down
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        OffsetModifier(content: self, offset: CGSize(width: x, height: y))
    }

    /// Draws the view moved by `offset` points.
    public func offset(_ offset: CGSize) -> some View { OffsetModifier(content: self, offset: offset) }

    /// Centres the view on `position`, in points from the top-left corner
    /// of the room its parent offers, which it takes whole.
    public func position(_ position: CGPoint) -> some View {
        PositionModifier(content: self, position: position)
    }

    /// Centres the view on the point (`x`, `y`) of the room its parent offers.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

extension OffsetModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension PositionModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
