/// A surface with the coordinates of `base` that writes only inside `clip`:
/// the renderer repaints part of a widget (the cells a child left) by running
/// the widget's ordinary ``Widget/draw(in:)`` through it.
///
/// A wide glyph straddling the clip's edge is left blank on the inside, as at
/// any clip edge.
@MainActor
final class ClippedSurface: Surface {
    private let base: Surface
    let clip: Rect
    let inner: Surface

    init(base: Surface, clip: Rect) {
        self.base = base
        self.clip = clip
        inner = base.subsurface(clip)
    }

    var size: Size { base.size }
    var visibleRect: Rect { clip.intersection(base.visibleRect) }

    @discardableResult
    func draw(_ text: String, at point: Point, style: Style) -> Int {
        inner.draw(text, at: point.offsetBy(dx: -clip.minX, dy: -clip.minY), style: style)
    }

    func fill(_ rect: Rect, with character: Character, style: Style) {
        inner.fill(rect.offsetBy(dx: -clip.minX, dy: -clip.minY), with: character, style: style)
    }

    func subsurface(_ rect: Rect) -> Surface {
        ClippedSurface(
            base: base.subsurface(rect),
            clip: clip.intersection(rect).offsetBy(dx: -rect.minX, dy: -rect.minY))
    }

    func setCursor(_ point: Point?) { base.setCursor(point) }
    var canDrawUnicode: Bool { base.canDrawUnicode }
    var colorCapability: ColorCapability { base.colorCapability }
}
