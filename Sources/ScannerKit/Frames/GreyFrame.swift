/// One 8-bit grey image, row after row, 0 black to 255 white: what every frame
/// source delivers and what the recognizer reads.
///
/// ```swift
/// let frame = GreyFrame(width: 2, height: 1, pixels: [0, 255])
/// frame[1, 0]   // 255
/// ```
public struct GreyFrame: Hashable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width * height` luminance values, top row first.
    public var pixels: [UInt8]

    /// A frame of the given pixels; `pixels.count` must be `width * height`
    /// (a shorter array is padded with black, a longer one cut).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        if pixels.count == count {
            self.pixels = pixels
        } else {
            self.pixels =
                Array(pixels.prefix(count)) + [UInt8](repeating: 0, count: max(0, count - pixels.count))
        }
    }

    /// A frame filled with one grey level.
    public init(width: Int, height: Int, filledWith level: UInt8) {
        self.init(
            width: width, height: height,
            pixels: [UInt8](repeating: level, count: max(0, width) * max(0, height)))
    }

    /// The pixel at column `x`, row `y` (clamped to the frame's edge).
    public subscript(x: Int, y: Int) -> UInt8 {
        guard width > 0, height > 0 else { return 0 }
        let cx = min(max(0, x), width - 1)
        let cy = min(max(0, y), height - 1)
        return pixels[cy * width + cx]
    }
}
