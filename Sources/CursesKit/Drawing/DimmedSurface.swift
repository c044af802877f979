/// A surface that draws everything in the dimmed look of inactive content:
/// grey (bright black) foreground, the default background and only `.dim`,
/// characters unchanged.
///
/// The grey foreground carries the look on terminals without a dim
/// attribute (libvterm has none), so the content stays readable but clearly
/// inactive everywhere. The renderer draws a ``Widget/isDimmed`` subtree
/// through it; subsurfaces are dimmed too.
@MainActor
package final class DimmedSurface: Surface {
    /// The one style every cell drawn through a dimmed surface gets.
    package static let style = Style(foreground: .gray, background: .default, attributes: .dim)

    private let base: Surface

    package init(_ base: Surface) {
        self.base = base
    }

    package var size: Size { base.size }

    @discardableResult
    package func draw(_ text: String, at point: Point, style: Style) -> Int {
        base.draw(text, at: point, style: Self.style)
    }

    package func fill(_ rect: Rect, with character: Character, style: Style) {
        base.fill(rect, with: character, style: Self.style)
    }

    package func subsurface(_ rect: Rect) -> Surface {
        DimmedSurface(base.subsurface(rect))
    }

    package func setCursor(_ point: Point?) { base.setCursor(point) }
    package var canDrawUnicode: Bool { base.canDrawUnicode }
    package var colorCapability: ColorCapability { base.colorCapability }
}
