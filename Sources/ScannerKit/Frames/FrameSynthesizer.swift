import FoundationEssentials
import Glibc

/// Where a QR symbol lands in a synthesised frame.
package struct SymbolPlacement: Sendable {
    /// The symbol's centre, in frame pixels.
    package var centerX: Double
    /// The symbol's centre, in frame pixels.
    package var centerY: Double
    /// The side of one module, in pixels.
    package var moduleSize: Double
    /// The turn, in degrees, clockwise.
    package var rotation: Double

    package init(centerX: Double, centerY: Double, moduleSize: Double, rotation: Double = 0) {
        self.centerX = centerX
        self.centerY = centerY
        self.moduleSize = moduleSize
        self.rotation = rotation
    }
}

/// Draws QR symbols into grey frames the way a camera would see them:
/// placed, scaled and turned, then blurred, dimmed and speckled with noise.
/// The demo feed animates it; the tests print codes with it.
package struct FrameSynthesizer: Sendable {
    package var width: Int
    package var height: Int
    /// The light level of paper and the quiet zone.
    package var light: UInt8 = 235
    /// The dark level of modules.
    package var dark: UInt8 = 20
    /// The level of the scene around the code.
    package var background: UInt8 = 120
    /// Box-blur radius in pixels (0: sharp).
    package var blurRadius = 0
    /// Uniform noise amplitude, ± levels.
    package var noise = 0
    /// Seeds the noise, so a frame is the same every time it is made.
    package var seed: UInt64 = 1
    /// Light modules around the symbol.
    package var quietZone = 4

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The frame showing `symbols` at their placements.
    package func render(_ symbols: [(QRSymbol, SymbolPlacement)]) -> GreyFrame {
        var pixels = [UInt8](repeating: background, count: width * height)
        for (symbol, placement) in symbols { draw(symbol, placement, into: &pixels) }
        if blurRadius > 0 { Self.boxBlur(&pixels, width: width, height: height, radius: blurRadius) }
        if noise > 0 { addNoise(&pixels) }
        return GreyFrame(width: width, height: height, pixels: pixels)
    }

    private func draw(_ symbol: QRSymbol, _ placement: SymbolPlacement, into pixels: inout [UInt8]) {
        let side = Double(symbol.size + 2 * quietZone)
        let half = side * placement.moduleSize / 2
        let angle = placement.rotation * Double.pi / 180
        let (cosine, sine) = (cos(angle), sin(angle))
        // The bounding box of the turned square, clipped to the frame.
        let reach = half * (abs(cosine) + abs(sine)) + 1
        let minX = max(0, Int(placement.centerX - reach))
        let maxX = min(width - 1, Int(placement.centerX + reach))
        let minY = max(0, Int(placement.centerY - reach))
        let maxY = min(height - 1, Int(placement.centerY + reach))
        guard minX <= maxX, minY <= maxY else { return }
        let offsets = [0.25, 0.75]
        for y in minY...maxY {
            for x in minX...maxX {
                // 2×2 samples per pixel: edges come out grey, as through a lens.
                var darkSamples = 0
                var inside = 0
                for sy in offsets {
                    for sx in offsets {
                        let dx = Double(x) + sx - placement.centerX
                        let dy = Double(y) + sy - placement.centerY
                        let u = (dx * cosine + dy * sine + half) / placement.moduleSize
                        let v = (-dx * sine + dy * cosine + half) / placement.moduleSize
                        guard u >= 0, v >= 0, u < side, v < side else { continue }
                        inside += 1
                        let column = Int(u) - quietZone
                        let row = Int(v) - quietZone
                        if row >= 0, column >= 0, row < symbol.size, column < symbol.size,
                            symbol.modules[row][column]
                        {
                            darkSamples += 1
                        }
                    }
                }
                guard inside > 0 else { continue }
                let outside = 4 - inside
                let lightSamples = inside - darkSamples
                let total =
                    darkSamples * Int(dark) + lightSamples * Int(light) + outside * Int(pixels[y * width + x])
                pixels[y * width + x] = UInt8(total / 4)
            }
        }
    }

    /// Separable box blur, edges clamped.
    package static func boxBlur(_ pixels: inout [UInt8], width: Int, height: Int, radius: Int) {
        guard width > 0, height > 0, radius > 0 else { return }
        var scratch = pixels
        let span = 2 * radius + 1
        for y in 0..<height {
            let row = y * width
            var sum = 0
            for k in -radius...radius { sum += Int(pixels[row + min(max(k, 0), width - 1)]) }
            for x in 0..<width {
                scratch[row + x] = UInt8(sum / span)
                sum +=
                    Int(pixels[row + min(x + radius + 1, width - 1)]) - Int(pixels[row + max(x - radius, 0)])
            }
        }
        for x in 0..<width {
            var sum = 0
            for k in -radius...radius { sum += Int(scratch[min(max(k, 0), height - 1) * width + x]) }
            for y in 0..<height {
                pixels[y * width + x] = UInt8(sum / span)
                sum +=
                    Int(scratch[min(y + radius + 1, height - 1) * width + x])
                    - Int(scratch[max(y - radius, 0) * width + x])
            }
        }
    }

    private func addNoise(_ pixels: inout [UInt8]) {
        var state = seed | 1
        let range = 2 * noise + 1
        for index in pixels.indices {
            // xorshift64: fast, and the same noise for the same seed.
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let delta = Int(state % UInt64(range)) - noise
            pixels[index] = UInt8(min(255, max(0, Int(pixels[index]) + delta)))
        }
    }
}
