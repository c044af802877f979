/// Where widgets draw: a grid of cells with a local coordinate space that
/// starts at (0, 0) and a clip outside which nothing is written.
///
/// Two surfaces implement it and agree cell for cell: ``WindowSurface`` draws
/// with ncurses into a window, ``CellBuffer`` into memory for tests.
/// Text is measured in display columns: CJK and emoji take two cells,
/// combining marks none, and a wide glyph that would straddle the clip edge is
/// never split (the visible half is left blank).
@MainActor
public protocol Surface: AnyObject {
    /// The size of the area this surface covers, in its own coordinates.
    var size: Size { get }

    /// Draws `text` starting at `point`, clipped, and returns the number of
    /// columns the text advanced (clipped columns included).
    ///
    /// Control characters (C0, DEL, C1) are drawn as U+FFFD, so nothing the
    /// text contains can reach the terminal as an escape sequence.
    @discardableResult
    func draw(_ text: String, at point: Point, style: Style) -> Int

    /// Fills every cell of `rect` (clipped) with `character` in `style`.
    func fill(_ rect: Rect, with character: Character, style: Style)

    /// A surface for the cells of `rect`, whose (0, 0) is `rect.origin`,
    /// clipped to both `rect` and this surface's own clip.
    func subsurface(_ rect: Rect) -> Surface

    /// Shows the terminal cursor at `point` (local coordinates), or hides it for `nil`.
    func setCursor(_ point: Point?)
    /// False on a terminal without a UTF-8 locale (`LANG=C`): glyphs outside ASCII are
    /// drawn as stand-ins of the same width (line-drawing characters, ASCII), so a
    /// widget whose picture is made of such glyphs (a half-block QR code) shows
    /// something else instead.
    var canDrawUnicode: Bool { get }
    /// How many colours the terminal shows (ncurses resolves every style to
    /// it): a widget whose picture is made of colours (an image, a gradient)
    /// reads it to draw shades instead where there are none.
    var colorCapability: ColorCapability { get }
    /// The part of the surface whose cells this draw can change, in its own
    /// coordinates (the rect UIKit hands `draw(_:)`): the renderer clips a
    /// widget's draw to the area marked with `setNeedsDisplay(_:)`, and a
    /// widget whose drawing is costly by the line may leave out what lies
    /// outside. Drawing there anyway is harmless: it is clipped.
    var visibleRect: Rect { get }
}

extension Surface {
    /// The whole surface unless the surface says otherwise.
    public var visibleRect: Rect { Rect(origin: .zero, size: size) }
    /// True unless the surface says otherwise.
    public var canDrawUnicode: Bool { true }
    /// True colour unless the surface says otherwise.
    public var colorCapability: ColorCapability { .trueColor }
}
