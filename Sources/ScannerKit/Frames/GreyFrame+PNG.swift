import CStb

extension GreyFrame {
    /// The frame as an 8-bit grey PNG (stb_image_write), for test pictures
    /// and fixtures; `nil` if encoding fails.
    package func pngData() -> [UInt8]? {
        final class Sink {
            var bytes: [UInt8] = []
        }
        let sink = Sink()
        let written = withExtendedLifetime(sink) {
            pixels.withUnsafeBufferPointer { buffer in
                stbi_write_png_to_func(
                    { context, data, size in
                        guard let context, let data, size > 0 else { return }
                        Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue().bytes +=
                            UnsafeRawBufferPointer(start: data, count: Int(size))
                    }, Unmanaged.passUnretained(sink).toOpaque(), Int32(width), Int32(height), 1,
                    buffer.baseAddress, Int32(width))
            }
        }
        return written != 0 ? sink.bytes : nil
    }
}
