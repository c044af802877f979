import CursesKit

/// Where a presentation's panel goes on the screen.
enum PresentationPlacement: Equatable {
    /// A bordered box in the middle of the dimmed screen: a sheet, an alert, a dialog.
    case centered
    /// The whole screen, no border: `.fullScreenCover`.
    case fullScreen
    /// A bordered box beside the view that presented it, the screen not
    /// dimmed: a popover, a menu, a context menu, attached to `spot`.
    /// `padding` is the blank columns between the border and the content.
    case anchored(edge: Edge?, spot: AnchorSpot, padding: Int)

    /// What an anchored panel is attached to.
    enum AnchorSpot: Equatable {
        /// The presenting view's frame.
        case bounds
        /// A rectangle in the presenting view's own coordinates.
        case rect(Rect)
        /// A point of the presenting view's frame (`.topLeading`, `.center`…).
        case unit(UnitPoint)
        /// A cell of the screen (where a right click was).
        case screen(Point)
        /// Right of the presenter, its first row level with the presenter's: a submenu.
        case trailingRow

        /// The rectangle attached to, in root coordinates, for a presenter framed `frame`.
        func rect(in frame: Rect) -> Rect {
            switch self {
            case .bounds: return frame
            case .rect(let rect):
                return Rect(
                    origin: Point(x: frame.minX + rect.minX, y: frame.minY + rect.minY), size: rect.size)
            case .unit(let unit):
                let x = frame.minX + Int((Double(max(0, frame.width - 1)) * unit.x).rounded())
                let y = frame.minY + Int((Double(max(0, frame.height - 1)) * unit.y).rounded())
                return Rect(x: x, y: y, width: 1, height: 1)
            case .screen(let point): return Rect(origin: point, size: Size(width: 1, height: 1))
            case .trailingRow: return Rect(x: frame.maxX, y: frame.minY - 2, width: 1, height: 1)
            }
        }
    }

    /// True when what the panel covers is drawn dimmed beneath it.
    var dimsBeneath: Bool {
        if case .anchored = self { return false }
        return true
    }

    /// True when the panel has a border.
    var hasBorder: Bool { self != .fullScreen }

    /// The most room the content may have on `screen`: what it is offered.
    func contentLimit(in screen: Rect) -> Size {
        switch self {
        case .fullScreen: screen.size
        case .centered: Size(width: max(0, screen.width - 8), height: max(0, screen.height - 4))
        case .anchored(_, _, let padding):
            Size(width: max(0, screen.width - 2 - 2 * padding), height: max(0, screen.height - 2))
        }
    }

    /// The panel's box for content of size `wanted` in `screen`, attached to
    /// `anchor` (the presenter's frame in root coordinates) when anchored.
    ///
    /// An anchored box goes below its anchor (above for `edge: .top`, or
    /// when there is no room below), its left edge on the anchor's, moved in
    /// to stay on screen; when it fits neither below nor above it falls back
    /// to the middle of the screen, as SwiftUI's popover becomes a sheet
    /// where there is no room for it.
    func box(for wanted: Size, in screen: Rect, anchor: Rect) -> (box: Rect, content: Rect) {
        switch self {
        case .fullScreen:
            return (screen, screen)
        case .centered:
            return Self.centeredBox(for: wanted, in: screen, padding: 1)
        case .anchored(let edge, let spot, let padding):
            let anchor = spot.rect(in: anchor)
            let inner = Size(
                width: min(wanted.width, max(0, screen.width - 2 - 2 * padding)),
                height: min(wanted.height, max(0, screen.height - 2)))
            let size = Size(width: inner.width + 2 + 2 * padding, height: inner.height + 2)
            let below = anchor.maxY
            let above = anchor.minY - size.height
            let fitsBelow = below + size.height <= screen.maxY
            let fitsAbove = above >= screen.minY
            let y: Int
            // SwiftUI's `arrowEdge` is the edge of the anchor the popover
            // points from: `.top` puts it above; below is the default.
            if edge == .top, fitsAbove {
                y = above
            } else if fitsBelow {
                y = below
            } else if fitsAbove {
                y = above
            } else {
                return Self.centeredBox(for: wanted, in: screen, padding: padding)
            }
            let x = max(screen.minX, min(anchor.minX, screen.maxX - size.width))
            let box = Rect(origin: Point(x: x, y: y), size: size)
            return (box, Rect(origin: Point(x: x + 1 + padding, y: y + 1), size: inner))
        }
    }

    private static func centeredBox(for wanted: Size, in screen: Rect, padding: Int) -> (
        box: Rect, content: Rect
    ) {
        // Two columns of the screen stay clear on each side of the box.
        let limit = Size(
            width: max(0, screen.width - 2 * (1 + padding) - 4), height: max(0, screen.height - 4))
        let inner = Size(
            width: min(max(wanted.width, 20), limit.width), height: min(wanted.height, limit.height))
        let box = Rect(
            x: screen.minX + (screen.width - inner.width - 2 - 2 * padding) / 2,
            y: screen.minY + (screen.height - inner.height - 2) / 2,
            width: inner.width + 2 + 2 * padding, height: inner.height + 2)
        return (box, Rect(origin: Point(x: box.minX + 1 + padding, y: box.minY + 1), size: inner))
    }
}
