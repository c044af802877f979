extension DocumentBuilder {
    /// True for the characters HTML collapses into one space.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// `text` with whitespace collapsed and trimmed, made inert.
    func collapsed(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var space = false
        for byte in text.utf8 {
            if Self.isSpace(byte) {
                space = !bytes.isEmpty
            } else {
                if space { bytes.append(0x20) }
                space = false
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self).inertForTerminal
    }

    /// `pre` text as lines: tabs expanded to 8 columns, the first newline
    /// after the tag dropped (as HTML does), trailing empty lines dropped.
    static func preformattedLines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var column = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n":
                lines.append(line)
                line = ""
                column = 0
            case "\r":
                continue
            case "\t":
                let spaces = 8 - column % 8
                line += String(repeating: " ", count: spaces)
                column += spaces
            default:
                line.unicodeScalars.append(scalar.isInertReplaced ? "\u{FFFD}" : scalar)
                column += 1
            }
        }
        lines.append(line)
        if lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
