/// Sixel images, as TermUI sends them to a terminal that draws sixels and
/// has no kitty graphics (foot, xterm, Windows Terminal, tmux 3.4 built with
/// them): `ESC P 0 ; 1 ; 0 q`, the raster attributes (`" 1 ; 1 ; width ;
/// height`, square pixels), the colour registers used, the pixels in bands
/// six rows high, `ESC \`.
///
/// The colours are the 6 × 6 × 6 cube (216 registers, within the 256 every
/// one of those terminals has), each pixel taking its nearest; a pixel less
/// than half opaque is left unpainted (`P2 = 1`: a zero bit keeps what the
/// cell shows). Runs of one sixel are sent as `! count sixel`.
///
/// See <https://vt100.net/docs/vt3xx-gp/chapter14.html>.
package enum Sixel {
    /// XTWINOPS 16, the size of a character cell in pixels; the answer is
    /// `CSI 6 ; height ; width t` (``TerminalReport/cellSize(width:height:)``).
    static let cellSizeQuery: [UInt8] = Array("\u{1B}[16t".utf8)

    /// The band height: a sixel is six pixels high.
    static let bandHeight = 6

    /// The cube register nearest to a colour.
    static func register(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        func level(_ value: UInt8) -> Int { (Int(value) * 5 + 127) / 255 }
        return level(red) * 36 + level(green) * 6 + level(blue)
    }

    /// The bytes that draw `picture` at the cursor, its top-left pixel at the
    /// top-left of the cursor's cell.
    package static func encode(_ picture: PixelImage) -> [UInt8] {
        let width = picture.width
        let height = picture.height
        var registers = [Int16](repeating: -1, count: width * height)
        var used = [Bool](repeating: false, count: 216)
        for index in 0..<(width * height) where picture.pixels[index * 4 + 3] >= 128 {
            let base = index * 4
            let register = register(
                red: picture.pixels[base], green: picture.pixels[base + 1], blue: picture.pixels[base + 2])
            registers[index] = Int16(register)
            used[register] = true
        }
        var bytes = Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for register in 0..<216 where used[register] {
            let (red, green, blue) = (register / 36, register / 6 % 6, register % 6)
            bytes += Array("#\(register);2;\(red * 20);\(green * 20);\(blue * 20)".utf8)
        }
        // Per band: each register's columns from its first to its last, as
        // runs of sixels; `$` back to the band's left edge between registers.
        var first = [Int](repeating: 0, count: 216)
        var last = [Int](repeating: -1, count: 216)
        var order: [Int] = []
        for top in stride(from: 0, to: height, by: bandHeight) {
            let bottom = min(height, top + bandHeight)
            order.removeAll(keepingCapacity: true)
            for y in top..<bottom {
                for x in 0..<width {
                    let register = Int(registers[y * width + x])
                    guard register >= 0 else { continue }
                    if last[register] < 0 {
                        order.append(register)
                        first[register] = x
                        last[register] = x
                    } else {
                        first[register] = min(first[register], x)
                        last[register] = max(last[register], x)
                    }
                }
            }
            for (number, register) in order.enumerated() {
                if number > 0 { bytes.append(UInt8(ascii: "$")) }
                bytes += Array("#\(register)".utf8)
                var run = RunWriter()
                if first[register] > 0 { run.add(0x3F, count: first[register], to: &bytes) }
                for x in first[register]...last[register] {
                    var bits: UInt8 = 0
                    for row in top..<bottom where registers[row * width + x] == register {
                        bits |= 1 << UInt8(row - top)
                    }
                    run.add(0x3F + bits, count: 1, to: &bytes)
                }
                run.finish(&bytes)
                last[register] = -1
            }
            if bottom < height { bytes.append(UInt8(ascii: "-")) }
        }
        return bytes + [0x1B, 0x5C]
    }

    /// Writes equal sixels as one `! count sixel` from four on.
    private struct RunWriter {
        private var sixel: UInt8 = 0
        private var count = 0

        mutating func add(_ next: UInt8, count added: Int, to bytes: inout [UInt8]) {
            if next != sixel { finish(&bytes) }
            sixel = next
            count += added
        }

        mutating func finish(_ bytes: inout [UInt8]) {
            guard count > 0 else { return }
            if count >= 4 {
                bytes += Array("!\(count)".utf8)
                bytes.append(sixel)
            } else {
                bytes += [UInt8](repeating: sixel, count: count)
            }
            count = 0
        }
    }
}
