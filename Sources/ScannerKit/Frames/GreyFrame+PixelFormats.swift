import CStb

/// The camera pixel formats a frame can be converted from.
public enum CameraPixelFormat: String, Sendable, CaseIterable {
    /// 4:2:2 packed: Y0 U Y1 V for every two pixels.
    case yuyv = "YUYV"
    /// Motion JPEG: each frame a JPEG image.
    case mjpeg = "MJPG"
    /// 8-bit grey, one byte per pixel.
    case grey = "GREY"
    /// Planar 4:2:0: a full-size Y plane, then quarter-size U and V.
    case yuv420 = "YU12"

    /// The V4L2 four-character code.
    package var fourCC: UInt32 {
        let bytes = Array(rawValue.utf8)
        return UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
    }

    /// The format of a V4L2 four-character code, if it is one of these.
    package init?(fourCC: UInt32) {
        guard let format = Self.allCases.first(where: { $0.fourCC == fourCC }) else { return nil }
        self = format
    }
}

extension GreyFrame {
    /// Converts one camera buffer to grey: the luminance of YUYV, YUV 4:2:0
    /// and GREY is taken as is; MJPEG is decoded.
    ///
    /// - Throws: ``ScannerError/unreadableFrame(_:)`` when the buffer is too
    ///   short for the size or the JPEG does not decode.
    public init(converting bytes: [UInt8], format: CameraPixelFormat, width: Int, height: Int)
        throws(ScannerError)
    {
        let count = width * height
        switch format {
        case .yuyv:
            guard width > 0, height > 0, bytes.count >= count * 2 else {
                throw .unreadableFrame(
                    "a \(width)×\(height) YUYV frame needs \(count * 2) bytes, got \(bytes.count)")
            }
            var luma = [UInt8](repeating: 0, count: count)
            bytes.withUnsafeBufferPointer { source in
                luma.withUnsafeMutableBufferPointer { target in
                    for index in 0..<count { target[index] = source[index &* 2] }
                }
            }
            self.init(width: width, height: height, pixels: luma)
        case .grey, .yuv420:
            guard width > 0, height > 0, bytes.count >= count else {
                throw .unreadableFrame(
                    "a \(width)×\(height) \(format.rawValue) frame needs \(count) bytes, got \(bytes.count)")
            }
            self.init(width: width, height: height, pixels: Array(bytes.prefix(count)))
        case .mjpeg:
            self = try Self(encodedImage: bytes)
        }
    }

    /// The most pixels an encoded image may declare (4096×4096, more than a 12-megapixel
    /// phone photo): stb_image allocates what the header says before it reads a pixel,
    /// so a 30-byte PPM header claiming 30000×30000 asked for 2.7 GB (the image-file
    /// fuzzer's out-of-memory find), and a 674-byte BMP declaring 59 megapixels took
    /// the fuzzer past its 10 s to decode and turn grey.
    public static let largestEncodedImagePixels = 4096 * 4096
    /// How the reason for refusing an image that is too large begins.
    static let tooLargePrefix = "the image is"

    /// Decodes a PNG, JPEG, PGM/PPM, BMP or GIF image held in memory to grey (stb_image).
    ///
    /// - Throws: ``ScannerError/unreadableFrame(_:)`` with stb_image's reason, or the
    ///   size when the header declares more than ``largestEncodedImagePixels``.
    public init(encodedImage bytes: [UInt8]) throws(ScannerError) {
        var width: Int32 = 0
        var height: Int32 = 0
        var channels: Int32 = 0
        let decoded = try bytes.withUnsafeBufferPointer {
            buffer throws(ScannerError) -> UnsafeMutablePointer<UInt8>? in
            guard let base = buffer.baseAddress, buffer.count > 0, buffer.count <= Int(Int32.max) else {
                return nil
            }
            // The header first: its size decides whether decoding may allocate at all.
            guard stbi_info_from_memory(base, Int32(buffer.count), &width, &height, &channels) != 0 else {
                return nil
            }
            guard Int(width) * Int(height) <= Self.largestEncodedImagePixels else {
                throw .unreadableFrame(
                    "\(Self.tooLargePrefix) \(width)×\(height), more than the 4096×4096 pixels the scanner decodes"
                )
            }
            // In the image's own channels (0), turned grey below: stb_image's own conversion
            // of a 16-bit PPM to one channel converts it as 8-bit and then reads twice the
            // buffer it made (the image-file fuzzer's heap overflow, 22 bytes of PPM).
            return stbi_load_from_memory(base, Int32(buffer.count), &width, &height, &channels, 0)
        }
        guard let decoded else {
            let reason = stbi_failure_reason().map { String(cString: $0) } ?? "empty data"
            throw .unreadableFrame("not an image stb_image can read (\(reason))")
        }
        defer { stbi_image_free(decoded) }
        // stb_image takes a PNM header whose size reads as 0 (a width of bad digits) for an empty image.
        guard width > 0, height > 0 else {
            throw .unreadableFrame("the image has no pixels (\(width)×\(height))")
        }
        let count = Int(width) * Int(height)
        guard (1...4).contains(channels) else {
            throw .unreadableFrame("the image has \(channels) channels")
        }
        let samples = UnsafeBufferPointer(start: decoded, count: count * Int(channels))
        self.init(
            width: Int(width), height: Int(height),
            pixels: Self.luma(of: samples, channels: Int(channels), count: count))
    }

    /// Grey from grey, grey and alpha, RGB or RGBA samples (alpha is left out), with the
    /// weights stb_image's own conversion uses: (77 R + 150 G + 29 B) / 256. One loop
    /// per layout, without a branch or a bounds check per pixel: a 33-megapixel image
    /// (a 100-byte BMP may declare one) is converted in one pass over its samples.
    static func luma(of samples: UnsafeBufferPointer<UInt8>, channels: Int, count: Int) -> [UInt8] {
        guard channels > 1, let source = samples.baseAddress else { return Array(samples) }
        return [UInt8](unsafeUninitializedCapacity: count) { grey, initialized in
            guard let target = grey.baseAddress else { return }
            if channels == 2 {
                for index in 0..<count { target[index] = source[index &* 2] }
            } else {
                var pixel = source
                for index in 0..<count {
                    let weighted = Int(pixel[0]) &* 77 &+ Int(pixel[1]) &* 150 &+ Int(pixel[2]) &* 29
                    target[index] = UInt8(truncatingIfNeeded: weighted &>> 8)
                    pixel += channels
                }
            }
            initialized = count
        }
    }
}
