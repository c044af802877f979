import CursesKit
import Foundation

/// A picture in memory (UIKit's `UIImage`; `NSImage` is the same type):
/// read from a file or from the bytes of a PNG, JPEG, PPM/PGM, BMP or GIF,
/// or an SF Symbol, for `Image(uiImage:)` and `Image(nsImage:)`, which draw
/// it as ``Image`` draws a picture file (two pixels a cell) or a symbol.
///
/// It has what a terminal can keep of a platform image: its pixels and
/// size. UIKit's drawing and resizing methods are not there.
///
/// ```swift
/// if let photo = UIImage(data: downloaded) {
///     Image(uiImage: photo).resizable().scaledToFit()
/// }
/// ```
public final class UIImage: Sendable {
    enum Content: Equatable, Sendable {
        case picture(PixelImage)
        case symbol(String)
    }

    let content: Content

    /// An empty image (no pixels): drawn as nothing.
    public init() {
        content = .picture(PixelImage(width: 0, height: 0, pixels: []))
    }

    /// The picture file at `path`, or nil when it cannot be read.
    public init?(contentsOfFile path: String) {
        guard let picture = try? PixelImage(contentsOfFile: path) else { return nil }
        content = .picture(picture)
    }

    /// The picture encoded in `data` (PNG, JPEG, PPM/PGM, BMP or GIF), or nil.
    public init?(data: Data) {
        guard let picture = try? PixelImage(encoded: [UInt8](data)) else { return nil }
        content = .picture(picture)
    }

    /// The picture file named `name`, looked for as `Image(_:)` looks (the
    /// name with the picture extensions, in `TERMUI_IMAGE_PATH`, the working
    /// directory and the executable's), or nil when there is none.
    @MainActor
    public convenience init?(named name: String) {
        guard case .success(let picture) = PictureFiles.picture(named: name) else { return nil }
        self.init(picture: picture)
    }

    /// The SF Symbol `systemName`, or nil when TermUI has no glyph for it.
    public init?(systemName: String) {
        guard SymbolTable.symbol(named: systemName) != nil else { return nil }
        content = .symbol(systemName)
    }

    /// The SF Symbol `systemSymbolName` (AppKit's spelling), or nil when TermUI has no glyph for it.
    public convenience init?(systemSymbolName: String, accessibilityDescription: String?) {
        self.init(systemName: systemSymbolName)
    }

    init(picture: PixelImage) {
        content = .picture(picture)
    }

    /// The size in pixels (a symbol is one cell: 1 by 2).
    public var size: CGSize {
        switch content {
        case .picture(let picture): CGSize(width: picture.width, height: picture.height)
        case .symbol: CGSize(width: 1, height: 2)
        }
    }
}

/// AppKit's image type: TermUI's ``UIImage``.
public typealias NSImage = UIImage

extension Image {
    /// The picture or symbol `uiImage` holds.
    public init(uiImage: UIImage) {
        switch uiImage.content {
        case .picture(let picture): self.init(picture: picture)
        case .symbol(let name): self.init(systemName: name)
        }
    }

    /// The picture or symbol `nsImage` holds.
    public init(nsImage: NSImage) {
        self.init(uiImage: nsImage)
    }
}
