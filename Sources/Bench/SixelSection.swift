import CursesKit
import Foundation

/// Sixel encoding (CursesKit's `Sixel.encode`): what drawing a picture as
/// sixels costs, at the sizes a picture fills on a terminal with 10 × 20
/// pixel cells, for a photo-like picture (smooth gradients with noise, so
/// runs are short and most cube colours are used) and a flat one.
enum SixelSection: BenchSection {
    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title: "Sixel encoding",
            note: "Median of 20 encodings after 5 warm-up ones, release build; the bytes are what "
                + "one drawing of the picture sends. A rectangle's bytes are kept while it stays, so "
                + "this is paid when a picture first shows, changes or moves, not when it is drawn again.",
            headers: ["picture", "cells (10×20 px)", "median", "bytes"])
        for (columns, rows) in [(8, 4), (40, 12), (80, 23)] {
            for photo in [true, false] {
                let picture = Self.picture(width: columns * 10, height: rows * 20 / 6 * 6, photo: photo)
                var bytes = 0
                let median = Benchmark.median(iterations: 20) { bytes = Sixel.encode(picture).count }
                table.rows.append([
                    photo ? "photo-like" : "flat", "\(columns) × \(rows)", formatNanoseconds(median),
                    "\(bytes)",
                ])
            }
        }
        return [table]
    }

    static func picture(width: Int, height: Int, photo: Bool) -> PixelImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let noise = photo ? Int(seed >> 16 & 31) - 16 : 0
                func channel(_ value: Int) -> UInt8 { UInt8(max(0, min(255, value + noise))) }
                pixels +=
                    photo
                    ? [
                        channel(x * 255 / width), channel(y * 255 / height),
                        channel((x + y) * 128 / (width + height)), 255,
                    ]
                    : [40, 90, 160, 255]
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}
