import CursesKit

/// A picture: an SF Symbol drawn as a terminal glyph, or a picture file drawn
/// in half blocks.
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
/// `Image(_:)` and `Image(decorative:)` show a PNG, JPEG, PPM/PGM, BMP or GIF
/// file: a name with a `/` is a path; any other is looked for, as given and
/// with the extensions `png`, `jpg`, `jpeg`, `ppm`, `pgm`, `bmp` and `gif`,
/// in the directories of `TERMUI_IMAGE_PATH`, the working directory and the
/// executable's directory (and its `Resources` folder). Each cell shows
/// two pixels, `▀` with the upper one as its colour and the lower one as its
/// background, in the nearest colours the terminal has; without colour each
/// cell is a shade of its brightness (`░▒▓█`, or ASCII `.:-=+*#%@` without
/// Unicode). A picture is its size in pixels (a column per pixel, a row per
/// two) unless ``resizable(resizingMode:)`` lets it take its frame
/// (stretched; `.aspectRatio(contentMode:)` / `.scaledToFit()` keep its
/// proportions). A file that is missing or cannot be read shows `▯` and is
/// reported once, with the reason.
///
/// ```swift
/// HStack {
///     Image(systemName: "star.fill").foregroundColor(.yellow)
///     Text("Favourites")
/// }
/// Image("avatar").resizable().scaledToFit().frame(width: 20, height: 10)
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

    /// How a resizable image fills a frame larger than itself: stretched (tiling is drawn stretched).
    public enum ResizingMode: Hashable, Sendable {
        /// Repeated: drawn stretched.
        case tile
        /// Stretched to the frame.
        case stretch
    }

    /// A symbol's glyph, or a picture file's name.
    enum Source: Equatable {
        case symbol(name: String, SymbolTable.Symbol)
        case file(name: String)
        /// Pixels already in memory (`Image(uiImage:)`).
        case pixels(PixelImage)
    }

    let source: Source
    var isResizable = false

    /// The SF Symbol named `systemName`, as a terminal glyph.
    public init(systemName: String) {
        if let symbol = SymbolTable.symbol(named: systemName) {
            source = .symbol(name: systemName, symbol)
        } else {
            source = .symbol(name: systemName, SymbolTable.placeholder)
            Image.reportUnknown(systemName)
        }
    }

    /// The picture file `name` (a path, or a name looked up as ``Image`` says).
    public init(_ name: String) {
        source = .file(name: name)
    }

    /// The picture file `name`, as decoration (no accessibility label to give in a terminal).
    public init(decorative name: String) {
        source = .file(name: name)
    }

    /// The pixels of `picture`.
    init(picture: PixelImage) {
        source = .pixels(picture)
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

    /// The image, free to take the size of its frame (a picture is stretched
    /// to it; a symbol's glyph stays one cell).
    public func resizable(resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

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
    static var firesActions: Bool { false }
    func makeWidget(target: ActionTarget) -> SymbolWidget { SymbolWidget() }

    func update(_ widget: SymbolWidget, environment: EnvironmentValues, transaction: Transaction) {
        switch source {
        case .symbol(let name, var symbol):
            let variant = environment.symbolVariants
            if variant != .none, let varied = SymbolTable.symbol(named: variant.symbolName(name)) {
                symbol = varied
            }
            widget.picture = nil
            widget.symbol = symbol
            widget.style = Text(symbol.glyph).resolvedStyle(in: environment)
        case .file(let name):
            switch PictureFiles.picture(named: name) {
            case .success(let picture):
                widget.picture = picture
            case .failure(let error):
                widget.picture = nil
                widget.symbol = SymbolTable.placeholder
                widget.style = Text(SymbolTable.placeholder.glyph).resolvedStyle(in: environment)
                PictureFiles.reportUnreadable(name, error)
            }
        case .pixels(let picture):
            widget.picture = picture
        }
        widget.backgroundStyle = Style(background: environment.backgroundColor ?? .default)
    }

    static var paintOnlyEnvironment: [any EnvironmentKey.Type] {
        [ForegroundColorKey.self, BackgroundColorKey.self, FontKey.self]
    }

    /// A symbol is its glyph; a picture its pixels (a column each, a row per
    /// two), or with `.resizable()` the size it is offered.
    func sizeThatFits(_ proposal: ProposedSize, widget: SymbolWidget) -> Size {
        guard let picture = widget.picture else { return widget.intrinsicContentSize }
        let natural = Size(width: picture.width, height: (picture.height + 1) / 2)
        guard isResizable else { return natural }
        func offered(_ value: Int?, _ fallback: Int) -> Int {
            guard let value, value < Int.infinity else { return fallback }
            return value
        }
        return Size(
            width: offered(proposal.width, natural.width), height: offered(proposal.height, natural.height))
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
