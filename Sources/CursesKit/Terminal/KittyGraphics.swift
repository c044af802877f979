/// The kitty graphics protocol's commands, as TermUI sends them: an APC
/// string `ESC _ G keys ; payload ESC \`. Every command carries `q=2`, so
/// the terminal answers none of them (an answer would arrive as input).
///
/// See <https://sw.kovidgoyal.net/kitty/graphics-protocol/>.
enum KittyGraphics {
    /// The most payload bytes one command carries (the protocol's limit).
    static let chunkSize = 4096

    /// The id the support query uses (a 1×1 picture that is never stored).
    static let queryID = 31

    /// Asks whether the terminal takes graphics: a 1×1 RGB picture sent
    /// for checking only (`a=q`). kitty, WezTerm and Ghostty answer
    /// `ESC _ G i=31 ; OK ESC \`; a terminal that does not know APC strings
    /// ignores it.
    static let query: [UInt8] = Array("\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)

    /// True when a graphics answer (the text after `ESC _ G`) is the query's `OK`.
    static func isQueryAccepted(_ answer: String) -> Bool {
        let parts = answer.split(separator: ";", maxSplits: 1)
        guard parts.count == 2 else { return false }
        return parts[0].split(separator: ",").contains("i=\(queryID)") && parts[1] == "OK"
    }

    /// Deletes every picture on the screen and frees its data (`d=A`): at
    /// every way out, while the alternate screen (whose pictures they are) is up.
    static let deleteAll: [UInt8] = command("a=d,d=A,q=2")

    /// The commands that store `picture` (width × height pixels) as picture
    /// `id`: RGB where every pixel is opaque, RGBA otherwise, in base64
    /// chunks of at most ``chunkSize`` bytes.
    static func transmit(_ picture: PixelImage, id: UInt32) -> [UInt8] {
        let opaque = stride(from: 3, to: picture.pixels.count, by: 4).allSatisfy { picture.pixels[$0] == 255 }
        var raw: [UInt8]
        if opaque {
            raw = []
            raw.reserveCapacity(picture.width * picture.height * 3)
            for index in stride(from: 0, to: picture.pixels.count, by: 4) {
                raw += picture.pixels[index..<(index + 3)]
            }
        } else {
            raw = picture.pixels
        }
        let payload = ClipboardSequence.base64(raw)
        let keys = "a=t,f=\(opaque ? 24 : 32),s=\(picture.width),v=\(picture.height),i=\(id),q=2"
        var bytes: [UInt8] = []
        var start = 0
        repeat {
            let end = min(payload.count, start + chunkSize)
            let more = end < payload.count
            let head = start == 0 ? "\(keys),m=\(more ? 1 : 0)" : "m=\(more ? 1 : 0),q=2"
            bytes += command(head, payload: payload[start..<end])
            start = end
        } while start < payload.count
        return bytes
    }

    /// Shows cells of stored picture `id` as placement `number`, at the
    /// cursor: `source` (in the picture's pixels) over `columns × rows`
    /// cells, the cursor left where it was (`C=1`).
    static func place(
        id: UInt32, number: Int, source: (x: Int, y: Int, width: Int, height: Int), columns: Int, rows: Int
    ) -> [UInt8] {
        command(
            "a=p,i=\(id),p=\(number),x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height),"
                + "c=\(columns),r=\(rows),C=1,q=2")
    }

    /// Removes placement `number` of picture `id` (the picture stays stored).
    static func deletePlacement(id: UInt32, number: Int) -> [UInt8] {
        command("a=d,d=i,i=\(id),p=\(number),q=2")
    }

    /// Removes every placement of picture `id` and frees its data.
    static func deletePicture(id: UInt32) -> [UInt8] {
        command("a=d,d=I,i=\(id),q=2")
    }

    private static func command(_ keys: String, payload: ArraySlice<UInt8> = []) -> [UInt8] {
        var bytes: [UInt8] = [0x1B, 0x5F, 0x47] + Array(keys.utf8)
        if !payload.isEmpty {
            bytes.append(0x3B)
            bytes += payload
        }
        return bytes + [0x1B, 0x5C]
    }
}
