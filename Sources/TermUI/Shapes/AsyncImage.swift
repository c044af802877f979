import CursesKit
import Foundation

/// Where an ``AsyncImage`` is in loading its picture (SwiftUI's `AsyncImagePhase`).
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet (or no URL).
    case empty
    /// Loaded.
    case success(Image)
    /// Could not be loaded.
    case failure(any Error)

    /// The image, when loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when it could not be loaded.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A picture loaded from a URL (SwiftUI's `AsyncImage`), approximated: a
/// `file:` URL is read (PNG, JPEG, PPM/PGM, BMP or GIF) off the main actor and
/// drawn as ``Image`` draws a picture file; a web URL is not fetched (TermUI
/// does no HTTP itself), so its phase is `.failure` and the placeholder
/// stays. Until then, and with no URL, the placeholder shows.
///
/// ```swift
/// AsyncImage(url: photo.url) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// ```
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let content: @MainActor (AsyncImagePhase) -> Content
    @State private var phase = AsyncImagePhase.empty

    /// An image that shows what `content` makes of each phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping @MainActor (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.content = content
    }

    /// The view for the current phase, loading the picture when the URL changes.
    public var body: some View {
        let url = self.url
        let phase = $phase
        return content(self.phase).task(id: url) {
            phase.wrappedValue = .empty
            guard let url else { return }
            phase.wrappedValue = await AsyncImageLoader.load(url)
        }
    }
}

extension AsyncImage {
    /// An image that shows `content` with the loaded picture and `placeholder` until then (or when it fails).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping @MainActor (Image) -> I,
        @ViewBuilder placeholder: @escaping @MainActor () -> P
    ) where Content == ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                return ConditionalContent(trueContent: content(image), falseContent: nil)
            }
            return ConditionalContent(trueContent: nil, falseContent: placeholder())
        }
    }
}

extension AsyncImage where Content == Image {
    /// The loaded picture as it is, a grey cell until then.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in
            phase.image
                ?? Image(
                    picture: PixelImage(
                        width: 1, height: 2, pixels: [128, 128, 128, 255, 128, 128, 128, 255]))
        }
    }
}

/// Why an ``AsyncImage`` shows no picture.
struct AsyncImageError: Error, CustomStringConvertible {
    let description: String
}

@MainActor
enum AsyncImageLoader {
    /// The picture at `url`: read off the main actor, decoded here.
    static func load(_ url: URL) async -> AsyncImagePhase {
        guard url.isFileURL else {
            return .failure(AsyncImageError(description: "\(url): TermUI reads file: URLs only, not the web"))
        }
        let read = await Task.detached { () -> Result<Data, AsyncImageError> in
            do {
                return .success(try Data(contentsOf: url))
            } catch {
                return .failure(AsyncImageError(description: "\(url.path): \(error)"))
            }
        }.value
        switch read {
        case .failure(let error):
            return .failure(error)
        case .success(let data):
            do throws(PixelImage.LoadError) {
                return .success(Image(picture: try PixelImage(encoded: [UInt8](data))))
            } catch {
                return .failure(AsyncImageError(description: "\(url.path): \(error.description)"))
            }
        }
    }
}
