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
    /// the final byte included. Replies to queries become ``TerminalReport``s
    /// (see ``report(_:)``), never keys; a sequence with a private marker that
    /// is not understood is dropped.
    mutating func decodeCSI(_ body: [UInt32]) -> [InputEvent] {
        guard let final = body.last else { return [] }
        // Scalar by scalar: building the view from a sequence instantiated a
        // generic type by name on the first arrow key, which scans every
        // conformance record in the program for its requirements.
        var scalars = String.UnicodeScalarView()
        for value in body.dropLast() {
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        let paramText = String(scalars)
        if paramText.hasPrefix("<"), final == 0x4D || final == 0x6D {
            let numbers = paramText.dropFirst().split(separator: ";").compactMap(Self.parameter)
            guard numbers.count == 3 else { return [] }
            return sgrMouseEvents(
                code: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1, isRelease: final == 0x6D)
        }
        if let marker = paramText.unicodeScalars.first, ["?", ">", "="].contains(marker) {
            decodeReply(String(paramText.dropFirst()), private: marker, final: final)
            return []
        }
        if paramText == "200", final == 0x7E {
            pasteBegan = true
            return []
        }
        // Parameters may carry sub-parameters after colons (the kitty keyboard
        // protocol's `5:2`, modifiers then the event type): the first is the value.
        let fields = paramText.split(separator: ";", omittingEmptySubsequences: false).map {
            $0.split(separator: ":", omittingEmptySubsequences: false).map(Self.parameter)
        }
        let params = fields.map { $0.first.flatMap { $0 } }
        let modifierParameter = params.count > 1 ? (params[1] ?? 1) : 1
        let modifiers = Self.modifiers(xtermParameter: modifierParameter)
        let phase = fields.count > 1 && fields[1].count > 1 ? Self.phase(fields[1][1] ?? 1) : .down
        if paramText.isEmpty, final == 0x49 || final == 0x4F {  // CSI I, CSI O: focus in, out
            report(.focus(final == 0x49))
            return []
        }
        if final == 0x52, params.count == 2, expectedCursorReports > 0, let row = params[0],
            let column = params[1]
        {
            report(.cursorPosition(row: row, column: column))
            return []
        }
        if final == 0x74, params.count == 3, params[0] == 6, let height = params[1], let width = params[2] {
            // CSI 6 ; height ; width t: the cell size in pixels (no key ends in `t`).
            report(.cellSize(width: width, height: height))
            return []
        }
        let key: KeyEvent.Key?
        switch final {
        case 0x41: key = .up
        case 0x42: key = .down
        case 0x43: key = .right
        case 0x44: key = .left
        case 0x48: key = .home
        case 0x46: key = .end
        case 0x5A: return [.key(KeyEvent(.backTab, phase: phase))]
        case 0x50...0x53: key = .function(Int(final - 0x50) + 1)
        case 0x75:  // CSI code ; modifiers u: the kitty keyboard protocol
            return Self.kittyKey(code: params.first.flatMap { $0 } ?? 0, modifiers: modifiers, phase: phase)
                .map { [.key($0)] } ?? []
        case 0x7E:
            if params.count == 3, params[0] == 27, let code = params[2] {
                // xterm's modifyOtherKeys form, CSI 27 ; modifiers ; code ~
                return Self.kittyKey(code: code, modifiers: modifiers, phase: phase).map { [.key($0)] } ?? []
            }
            key = Self.tildeKey(params.first.flatMap { $0 } ?? 0)
        default: key = nil
        }
        return key.map { [.key(KeyEvent($0, modifiers: modifiers, phase: phase))] } ?? []
    }

    /// A reply with a private marker (`?`, `>`, `=`): a report, or nothing.
    private mutating func decodeReply(_ text: String, private marker: Unicode.Scalar, final: UInt32) {
        guard marker == "?" else { return }  // DA2 (`>`) and DA3 (`=`) are not asked for
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false)
        switch final {
        case 0x63:  // c
            report(.primaryDeviceAttributes(numbers.compactMap(Self.parameter)))
        case 0x75:  // u
            if let flags = numbers.first.flatMap(Self.parameter) { report(.keyboardFlags(flags)) }
        case 0x79:  // y, after the intermediate $
            guard text.hasSuffix("$"), numbers.count == 2 else { return }
            let values = [numbers[0], numbers[1].dropLast()].compactMap(Self.parameter)
            if values.count == 2 { report(.modeReport(mode: values[0], value: values[1])) }
        default:
            break
        }
    }

    /// The kitty protocol's event type: 1 press, 2 repeat, 3 release.
    static func phase(_ value: Int) -> KeyEvent.Phase {
        switch value {
        case 2: return .repeat
        case 3: return .up
        default: return .down
        }
    }

    /// The key a kitty keyboard protocol code stands for: a Unicode code point
    /// (the unshifted character) or one of the protocol's functional keys.
    /// Keys TermUI has no name for (modifier keys, media keys) are nil.
    static func kittyKey(code: Int, modifiers: KeyModifiers, phase: KeyEvent.Phase) -> KeyEvent? {
        let named: KeyEvent.Key?
        switch code {
        case 9: named = modifiers == .shift ? .backTab : .tab
        case 13, 57414: named = .enter
        case 27: named = .escape
        case 8, 127: named = .backspace
        case 57376...57398: named = .function(code - 57376 + 13)
        case 57399...57408: named = .character(Character(String(code - 57399)))
        case 57417: named = .left
        case 57418: named = .right
        case 57419: named = .up
        case 57420: named = .down
        case 57421: named = .pageUp
        case 57422: named = .pageDown
        case 57423: named = .home
        case 57424: named = .end
        case 57425: named = .insert
        case 57426: named = .delete
        case 57344...63743: named = nil  // the protocol's other functional keys
        case 32...:
            guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            named = .character(Character(scalar))
        default: named = nil
        }
        guard let named else { return nil }
        let kept = named == .backTab ? modifiers.subtracting(.shift) : modifiers
        return KeyEvent(named, modifiers: kept, phase: phase)
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
