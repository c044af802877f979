import CursesKit

/// A picture: an SF Symbol drawn as a terminal glyph.
///
/// `Image(systemName:)` looks the name up in TermUI's symbol table (a few
/// hundred common names, with their `.fill`, `.circle` and `.square`
/// variants): `checkmark.circle.fill` is `✔`, `trash` is `⌫`, `star.fill`
/// is `★`. Where the terminal cannot draw Unicode (no UTF-8 locale) each
/// symbol is drawn as ASCII of the same width (`✔` as `V`). A name the table
/// does not know shows `▯` (`?` in ASCII), and is reported once on standard
/// error. The image takes the foreground colour and font of its environment,
/// as text does.
///
/// ```swift
/// HStack {
///     Image(systemName: "star.fill").foregroundColor(.yellow)
///     Text("Favourites")
/// }
/// ```
public struct Image: View, Equatable {
    /// Body is `Never`: an image is hosted on a widget of its own.
    public typealias Body = Never

    /// The scale SwiftUI draws a symbol at, relative to the text around it.
    ///
    /// A terminal draws every symbol in one cell: TermUI accepts the scale
    /// (`.imageScale(_:)`) and draws the same glyph at each.
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text around it.
        case small
        /// The size of the text around it.
        case medium
        /// Larger than the text around it.
        case large
    }

    let systemName: String
    let symbol: SymbolTable.Symbol

    /// The SF Symbol named `systemName`, as a terminal glyph.
    public init(systemName: String) {
        self.systemName = systemName
        if let symbol = SymbolTable.symbol(named: systemName) {
            self.symbol = symbol
        } else {
            symbol = SymbolTable.placeholder
            Image.reportUnknown(systemName)
        }
    }

    /// The names already reported as unknown: each is reported once per run.
    private(set) static var reportedUnknownNames: Set<String> = []

    /// Reports `name` on standard error the first time; true when it did.
    @discardableResult
    static func reportUnknown(_ name: String) -> Bool {
        guard reportedUnknownNames.insert(name).inserted else { return false }
        LifecycleTracer.reportOnStandardError(unknownMessage(name))
        return true
    }

    static func unknownMessage(_ name: String) -> String {
        "warning: Image(systemName: \"\(name)\"): TermUI has no glyph for this symbol; it shows "
            + "\(SymbolTable.placeholder.glyph)"
    }

    /// The same image: a terminal glyph has no size of its own to stretch.
    public func resizable() -> Image { self }

    /// The same image: a glyph is drawn in the foreground colour whatever the mode.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    /// How SwiftUI would colour the image's layers; a glyph has one, in the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's own colours.
        case original
        /// The foreground colour.
        case template
    }
}

extension Image: HostedView {
    func makeWidget(target: ActionTarget) -> SymbolWidget { SymbolWidget() }

    func update(_ widget: SymbolWidget, environment: EnvironmentValues, transaction: Transaction) {
        widget.symbol = symbol
        widget.style = Text(symbol.glyph).resolvedStyle(in: environment)
        widget.backgroundStyle = Style(background: environment.backgroundColor ?? .default)
    }

    static var paintOnlyEnvironment: [any EnvironmentKey.Type] {
        [ForegroundColorKey.self, BackgroundColorKey.self, FontKey.self]
    }
}

/// Draws one symbol: its glyph, or its ASCII where the surface cannot draw Unicode.
@MainActor
final class SymbolWidget: Widget {
    var symbol = SymbolTable.placeholder {
        didSet { if symbol != oldValue { setNeedsDisplay() } }
    }
    var style = Style() {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    override var intrinsicContentSize: Size { Size(width: symbol.glyph.displayWidth, height: 1) }

    override func draw(in surface: Surface) {
        _ = surface.draw(surface.canDrawUnicode ? symbol.glyph : symbol.ascii, at: .zero, style: style)
    }
}

/// The image scale in the environment: accepted, and drawn the same (see ``Image/Scale``).
struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
    /// The scale images in this environment are drawn at (one cell each in a terminal).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets the scale of the images in this view: accepted, and drawn the
    /// same, since a terminal symbol is one cell at every scale.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
