import CursesKit

/// `.textSelection(.enabled)`, keyboard first: each `Text` inside can take
/// the focus (Tab reaches it, a click focuses it), shows reversed while it
/// has it, and the copy key (`y`, Alt-W) copies its whole text. There is no
/// selection of part of a text: the terminal's own selection (Shift with the
/// mouse in most terminals) still does that.
extension TextWidget: CopySource {
    var textToCopy: String? {
        guard isSelectable else { return nil }
        let shown = styledText?.string ?? text
        return shown.isEmpty ? nil : shown
    }
}

/// A surface that draws everything in reverse video (a focused selectable text).
@MainActor
final class ReversedSurface: Surface {
    private let base: Surface

    init(_ base: Surface) {
        self.base = base
    }

    var size: Size { base.size }

    @discardableResult
    func draw(_ text: String, at point: Point, style: Style) -> Int {
        base.draw(text, at: point, style: Self.reversed(style))
    }

    func fill(_ rect: Rect, with character: Character, style: Style) {
        base.fill(rect, with: character, style: Self.reversed(style))
    }

    func subsurface(_ rect: Rect) -> Surface {
        ReversedSurface(base.subsurface(rect))
    }

    func setCursor(_ point: Point?) { base.setCursor(point) }
    var canDrawUnicode: Bool { base.canDrawUnicode }
    var colorCapability: ColorCapability { base.colorCapability }

    private static func reversed(_ style: Style) -> Style {
        var style = style
        style.attributes.insert(.reverse)
        return style
    }
}
