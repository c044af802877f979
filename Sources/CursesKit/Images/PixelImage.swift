import CStbImage
import Glibc

/// A picture decoded from a PNG, JPEG, PPM/PGM, BMP or GIF file: its pixels
/// as red, green, blue and alpha bytes, row by row.
///
/// Decoding is stb_image's, from libstb opened on first use (CStbImage), so
/// an app that shows no picture loads none of it. The decoder only ever
/// turns bytes into pixel values: nothing in a file reaches the terminal
/// but colours. A file larger than ``largestFileBytes``, or whose header
/// declares more than ``largestPixelCount`` pixels, is refused before
/// anything is allocated for it.
package struct PixelImage: Equatable, Sendable {
    /// Why a picture could not be had, as a sentence a person can act on.
    package struct LoadError: Error, Equatable, CustomStringConvertible {
        package var description: String

        /// An error saying `description`.
        package init(description: String) {
            self.description = description
        }
    }

    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// `width × height` pixels of four bytes: red, green, blue, alpha.
    package let pixels: [UInt8]

    /// The most bytes a picture file may have (32 MiB).
    package static let largestFileBytes = 32 << 20
    /// The most pixels a picture may declare (4096×4096): stb_image allocates
    /// what the header says before it reads a pixel.
    package static let largestPixelCount = 4096 * 4096

    /// A picture of `width × height` RGBA `pixels` (tests, generated pictures).
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "four bytes per pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The picture in the file at `path`.
    ///
    /// - Throws: ``LoadError`` saying what is wrong: missing, not a regular
    ///   file, too large, not a picture stb_image reads (with its reason).
    package init(contentsOfFile path: String) throws(LoadError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw LoadError(description: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw LoadError(description: "\(path) is not a regular file")
        }
        guard Int(status.st_size) <= Self.largestFileBytes else {
            throw LoadError(
                description: "\(path) has \(status.st_size) bytes, more than the 32 MiB a picture may have")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileContents.bytes(atPath: path)
        } catch {
            throw LoadError(description: "cannot read \(path): \(String(cString: strerror(error.code)))")
        }
        do {
            try self.init(encoded: bytes)
        } catch {
            throw LoadError(description: "\(path): \(error.description)")
        }
    }

    /// The picture encoded in `bytes`.
    package init(encoded bytes: [UInt8]) throws(LoadError) {
        if let missing = termui_stbi_load() {
            throw LoadError(description: "cannot decode pictures: \(String(cString: missing))")
        }
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else {
            throw LoadError(description: "the file is empty")
        }
        var width: Int32 = 0
        var height: Int32 = 0
        var channels: Int32 = 0
        let decoded = try bytes.withUnsafeBufferPointer {
            buffer throws(LoadError) -> UnsafeMutablePointer<UInt8>? in
            guard let base = buffer.baseAddress,
                termui_stbi_info_from_memory(base, Int32(buffer.count), &width, &height, &channels) != 0
            else { return nil }
            guard Int(width) * Int(height) <= Self.largestPixelCount else {
                throw LoadError(description: "the picture is \(width)×\(height), more than 4096×4096 pixels")
            }
            // In the file's own channels, widened to RGBA below (stb_image's own
            // conversion of a 16-bit PPM reads past its buffer; see ScannerKit).
            return termui_stbi_load_from_memory(base, Int32(buffer.count), &width, &height, &channels, 0)
        }
        guard let decoded else {
            let reason = termui_stbi_failure_reason().map { String(cString: $0) } ?? "unknown format"
            throw LoadError(description: "not a picture TermUI can read (\(reason))")
        }
        defer { termui_stbi_image_free(decoded) }
        guard width > 0, height > 0, (1...4).contains(channels) else {
            throw LoadError(
                description: "the picture has no pixels (\(width)×\(height), \(channels) channels)")
        }
        let count = Int(width) * Int(height)
        let samples = UnsafeBufferPointer(start: decoded, count: count * Int(channels))
        var rgba = [UInt8](repeating: 255, count: count * 4)
        let step = Int(channels)
        for index in 0..<count {
            let source = index * step
            let target = index * 4
            switch step {
            case 1, 2:
                rgba[target] = samples[source]
                rgba[target + 1] = samples[source]
                rgba[target + 2] = samples[source]
                if step == 2 { rgba[target + 3] = samples[source + 1] }
            default:
                rgba[target] = samples[source]
                rgba[target + 1] = samples[source + 1]
                rgba[target + 2] = samples[source + 2]
                if step == 4 { rgba[target + 3] = samples[source + 3] }
            }
        }
        self.init(width: Int(width), height: Int(height), pixels: rgba)
    }

    /// The pixel at (`x`, `y`): red, green, blue, alpha.
    package subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// The picture stretched or shrunk to `newWidth × newHeight`: each new
    /// pixel the average of the pixels it covers (weighted by alpha), or the
    /// nearest one when enlarging.
    package func scaled(toWidth newWidth: Int, height newHeight: Int) -> PixelImage {
        let newWidth = max(1, newWidth)
        let newHeight = max(1, newHeight)
        if newWidth == width, newHeight == height { return self }
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<newHeight {
            let y0 = y * height / newHeight
            let y1 = max(y0 + 1, (y + 1) * height / newHeight)
            for x in 0..<newWidth {
                let x0 = x * width / newWidth
                let x1 = max(x0 + 1, (x + 1) * width / newWidth)
                var sums = (0, 0, 0, 0)
                for sourceY in y0..<min(y1, height) {
                    for sourceX in x0..<min(x1, width) {
                        let pixel = self[sourceX, sourceY]
                        let alpha = Int(pixel.alpha)
                        sums.0 += Int(pixel.red) * alpha
                        sums.1 += Int(pixel.green) * alpha
                        sums.2 += Int(pixel.blue) * alpha
                        sums.3 += alpha
                    }
                }
                let count = max(1, (min(y1, height) - y0) * (min(x1, width) - x0))
                let target = (y * newWidth + x) * 4
                if sums.3 > 0 {
                    result[target] = UInt8(sums.0 / sums.3)
                    result[target + 1] = UInt8(sums.1 / sums.3)
                    result[target + 2] = UInt8(sums.2 / sums.3)
                }
                result[target + 3] = UInt8(sums.3 / count)
            }
        }
        return PixelImage(width: newWidth, height: newHeight, pixels: result)
    }
}
