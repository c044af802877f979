/// One picture shown by a kitty graphics terminal: which stored picture,
/// where (cells), and which of its pixels.
public struct PicturePlacement: Equatable, Sendable, CustomStringConvertible {
    /// The stored picture's id (`i`).
    public var picture: UInt32
    /// The placement's number (`p`).
    public var number: Int
    /// The top-left cell's row (0-based).
    public var row: Int
    /// The top-left cell's column (0-based).
    public var col: Int
    /// How many rows of cells it covers (`r`).
    public var rows: Int
    /// How many columns of cells it covers (`c`).
    public var cols: Int
    /// The left edge of the pixels shown (`x`).
    public var sourceX: Int
    /// The top edge of the pixels shown (`y`).
    public var sourceY: Int
    /// How many pixels wide the part shown is (`w`).
    public var sourceWidth: Int
    /// How many pixels high the part shown is (`h`).
    public var sourceHeight: Int

    /// A placement of `picture`'s pixels `sourceX`, `sourceY`, `sourceWidth` ×
    /// `sourceHeight` over `cols` × `rows` cells from `row`, `col`.
    public init(
        picture: UInt32, number: Int, row: Int, col: Int, rows: Int, cols: Int, sourceX: Int, sourceY: Int,
        sourceWidth: Int, sourceHeight: Int
    ) {
        self.picture = picture
        self.number = number
        self.row = row
        self.col = col
        self.rows = rows
        self.cols = cols
        self.sourceX = sourceX
        self.sourceY = sourceY
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
    }

    /// `#picture.number at row,col cols×rows cells from x,y w×h px`.
    public var description: String {
        "#\(picture).\(number) at \(row),\(col) \(cols)×\(rows) cells from "
            + "\(sourceX),\(sourceY) \(sourceWidth)×\(sourceHeight) px"
    }
}

/// What a terminal with the kitty graphics protocol holds of an app's
/// pictures, rebuilt from the APC strings it was sent (libvterm 0.1 knows
/// none: it would print their text). Stored pictures, placements, and
/// every command that a real terminal would refuse, as `errors`.
final class KittyGraphicsModel {
    /// Stored pictures: their size in pixels.
    private(set) var pictures: [UInt32: (width: Int, height: Int)] = [:]
    private(set) var placements: [PicturePlacement] = []
    /// Every command's keys (without its payload), in order.
    private(set) var commands: [String] = []
    /// Commands a terminal would refuse (an unknown picture, a payload of the wrong size).
    private(set) var errors: [String] = []
    /// The picture being sent in chunks: its keys and the payload so far.
    private var transmission: (keys: [String: String], payload: [UInt8])?

    /// Takes one APC string's body (after `ESC _`), sent with the cursor at `row`, `col`.
    func handle(_ body: [UInt8], row: Int, col: Int) {
        guard body.first == 0x47 else { return }  // G; any other APC string is ignored
        let content = body.dropFirst()
        let split = content.firstIndex(of: 0x3B)
        let keyText = String(decoding: content[..<(split ?? content.endIndex)], as: UTF8.self)
        let payload = split.map { Array(content[content.index(after: $0)...]) } ?? []
        commands.append(keyText)
        var keys: [String: String] = [:]
        for pair in keyText.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
        }
        if var sending = transmission {
            // A following chunk: only `m` (and `q`) are allowed.
            if keys.keys.contains(where: { $0 != "m" && $0 != "q" }) {
                errors.append("chunk with keys \(keyText)")
            }
            sending.payload += payload
            transmission = sending
            if keys["m"] != "1" { finishTransmission() }
            return
        }
        switch keys["a"] ?? "t" {
        case "t", "T":
            transmission = (keys, payload)
            if keys["m"] != "1" { finishTransmission() }
        case "p": place(keys, row: row, col: col)
        case "d": delete(keys)
        case "q": break
        default: errors.append("unknown action in \(keyText)")
        }
    }

    private func finishTransmission() {
        guard let (keys, payload) = transmission else { return }
        transmission = nil
        guard let id = keys["i"].flatMap(UInt32.init), let width = keys["s"].flatMap(Int.init),
            let height = keys["v"].flatMap(Int.init)
        else {
            errors.append("transmission without i, s or v")
            return
        }
        let perPixel = keys["f"] == "24" ? 3 : 4
        guard let data = Self.base64Decoded(payload), data.count == width * height * perPixel else {
            errors.append("picture \(id): the payload is not \(width)×\(height)×\(perPixel) bytes")
            return
        }
        // A picture sent again replaces the old one and its placements.
        placements.removeAll { $0.picture == id }
        pictures[id] = (width, height)
    }

    private func place(_ keys: [String: String], row: Int, col: Int) {
        guard let id = keys["i"].flatMap(UInt32.init), let picture = pictures[id] else {
            errors.append("placement of an unknown picture: \(keys)")
            return
        }
        func number(_ key: String, _ fallback: Int = 0) -> Int { keys[key].flatMap(Int.init) ?? fallback }
        if keys["C"] != "1" { errors.append("placement that moves the cursor: \(keys)") }
        let placement = PicturePlacement(
            picture: id, number: number("p"), row: row, col: col, rows: number("r"), cols: number("c"),
            sourceX: number("x"), sourceY: number("y"), sourceWidth: number("w", picture.width),
            sourceHeight: number("h", picture.height))
        if placement.sourceX + placement.sourceWidth > picture.width
            || placement.sourceY + placement.sourceHeight > picture.height
        {
            errors.append("placement outside its picture: \(placement)")
        }
        placements.removeAll { $0.picture == id && $0.number == placement.number }
        placements.append(placement)
    }

    private func delete(_ keys: [String: String]) {
        let id = keys["i"].flatMap(UInt32.init)
        switch keys["d"] ?? "a" {
        case "a", "A":
            placements.removeAll()
            if keys["d"] == "A" { pictures.removeAll() }
        case "i", "I":
            guard let id else { return errors.append("delete by id without one: \(keys)") }
            let number = keys["p"].flatMap(Int.init)
            placements.removeAll { $0.picture == id && (number == nil || $0.number == number) }
            if keys["d"] == "I" { pictures[id] = nil }
        default:
            errors.append("unknown delete in \(keys)")
        }
    }

    /// The pictures on screen, top to bottom, left to right.
    var shown: [PicturePlacement] {
        placements.sorted { ($0.row, $0.col, $0.picture) < ($1.row, $1.col, $1.picture) }
    }

    private static func base64Decoded(_ bytes: [UInt8]) -> [UInt8]? {
        var values: [UInt8] = []
        values.reserveCapacity(bytes.count)
        for byte in bytes where byte != 0x3D {
            switch byte {
            case 0x41...0x5A: values.append(byte - 0x41)
            case 0x61...0x7A: values.append(byte - 0x61 + 26)
            case 0x30...0x39: values.append(byte - 0x30 + 52)
            case 0x2B: values.append(62)
            case 0x2F: values.append(63)
            default: return nil
            }
        }
        var out: [UInt8] = []
        var index = 0
        while index + 1 < values.count {
            let chunk = values[index..<min(values.count, index + 4)]
            var value: UInt32 = 0
            for (offset, sextet) in chunk.enumerated() { value |= UInt32(sextet) << (18 - 6 * offset) }
            out.append(UInt8(value >> 16 & 0xFF))
            if chunk.count > 2 { out.append(UInt8(value >> 8 & 0xFF)) }
            if chunk.count > 3 { out.append(UInt8(value & 0xFF)) }
            index += 4
        }
        return out
    }
}
