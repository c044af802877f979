import CursesKit
import Dispatch
import FoundationEssentials

/// A still image (PNG, JPEG, PGM/PPM, BMP, GIF) as the scanner's only frame:
/// read once at start, decoded by stb_image. Deterministic, so the demo's
/// tests scan files.
public final class ImageFileSource: FrameSource {
    /// The file's path.
    public let path: String
    /// The source's name, as the status line shows it.
    public var name: String { "image \(URL(filePath: path).lastPathComponent)" }
    /// Whether frames keep coming (a camera or feed) rather than one still picture.
    public var isLive: Bool { false }

    /// A source for the image at `path` (read when scanning starts).
    public init(path: String) {
        self.path = path
    }

    /// Reads and decodes the file.
    ///
    /// - Throws: ``ScannerError/unreadableImage(path:reason:)``.
    public func frame() throws(ScannerError) -> GreyFrame {
        let data: [UInt8]
        do {
            data = try FileContents.bytes(atPath: path)
        } catch {
            let reason =
                FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "there is no such file"
            throw .unreadableImage(path: path, reason: reason)
        }
        do {
            return try GreyFrame(encodedImage: data)
        } catch {
            // A size refusal says the size; stb_image's own reasons mean nothing to a user.
            if case .unreadableFrame(let reason) = error, reason.hasPrefix(GreyFrame.tooLargePrefix) {
                throw .unreadableImage(path: path, reason: reason)
            }
            throw .unreadableImage(path: path, reason: "it is not a PNG, JPEG or PGM image")
        }
    }

    /// Checks the file can be read, then decodes it off the main thread (a
    /// photo can take a while) and delivers it once, or why it failed.
    public func start(delivering deliver: @escaping @Sendable (FrameSourceOutput) -> Void)
        throws(ScannerError)
    {
        guard FileManager.default.isReadableFile(atPath: path) else {
            let reason =
                FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "there is no such file"
            throw .unreadableImage(path: path, reason: reason)
        }
        DispatchQueue.global().async { [self] in
            do throws(ScannerError) {
                deliver(.frame(try frame()))
            } catch {
                deliver(.failure(error))
            }
        }
    }

    /// Stops producing frames; no frame is delivered after it returns.
    public func stop() {}
}
