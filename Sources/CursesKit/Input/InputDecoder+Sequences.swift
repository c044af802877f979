extension InputDecoder {
    /// SS3 sequences (`ESC O x`): arrows and Home/End in application mode, F1–F4.
    static func decodeSS3(_ final: UInt32) -> KeyEvent? {
        switch final {
        case 0x41: return KeyEvent(.up)
        case 0x42: return KeyEvent(.down)
        case 0x43: return KeyEvent(.right)
        case 0x44: return KeyEvent(.left)
        case 0x48: return KeyEvent(.home)
        case 0x46: return KeyEvent(.end)
        case 0x4D: return KeyEvent(.enter)
        case 0x50...0x53: return KeyEvent(.function(Int(final - 0x50) + 1))
        default: return nil
        }
    }

    /// A CSI sequence the terminfo table did not name; `body` is everything after `ESC [`,
    /// the final byte included.
    mutating func decodeCSI(_ body: [UInt32]) -> [InputEvent] {
        guard let final = body.last else { return [] }
        let paramText = String(
            String.UnicodeScalarView(body.dropLast().compactMap(Unicode.Scalar.init)))
        if paramText.hasPrefix("<"), final == 0x4D || final == 0x6D {
            let numbers = paramText.dropFirst().split(separator: ";").compactMap(Self.parameter)
            guard numbers.count == 3 else { return [] }
            return sgrMouseEvents(
                code: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1, isRelease: final == 0x6D)
        }
        if paramText == "200", final == 0x7E {
            pasteBegan = true
            return []
        }
        let params = paramText.split(separator: ";", omittingEmptySubsequences: false).map(Self.parameter)
        let modifierParameter = params.count > 1 ? (params[1] ?? 1) : 1
        let modifiers = Self.modifiers(xtermParameter: modifierParameter)
        let key: KeyEvent.Key?
        switch final {
        case 0x41: key = .up
        case 0x42: key = .down
        case 0x43: key = .right
        case 0x44: key = .left
        case 0x48: key = .home
        case 0x46: key = .end
        case 0x5A: return [.key(KeyEvent(.backTab))]
        case 0x50...0x53: key = .function(Int(final - 0x50) + 1)
        case 0x7E: key = Self.tildeKey(params.first.flatMap { $0 } ?? 0)
        default: key = nil
        }
        return key.map { [.key(KeyEvent($0, modifiers: modifiers))] } ?? []
    }

    /// A numeric parameter: decimal digits only, at most nine, else nil. Terminals
    /// send no sign, and `Int(_:)` would take `-9223372036854775808`, whose
    /// `- 1` (a mouse column, a modifier) overflowed and trapped: any program
    /// writing to the pty could end the app (found by the terminal-input fuzz target).
    static func parameter(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        return Int(text)
    }

    /// The VT220-style `CSI n ~` keys.
    private static func tildeKey(_ n: Int) -> KeyEvent.Key? {
        switch n {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(n - 10)
        case 17...21: return .function(n - 11)
        case 23, 24: return .function(n - 12)
        default: return nil
        }
    }
}
