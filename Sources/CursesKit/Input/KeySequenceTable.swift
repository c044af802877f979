/// The byte sequences the terminal sends for its special keys, from its
/// terminfo entry (`kcuu1`, `khome`, `kf5`, `kUP5`, …), longest match first.
///
/// ``TerminalInputDecoder`` looks here first at every Esc, so a terminal whose
/// keys are not xterm's (the Linux console's `ESC [ [ A` for F1, rxvt's
/// `ESC [ a` for Shift-Up) is decoded as its terminfo entry says; what the
/// table does not know falls through to the generic CSI/SS3 decoding.
package struct KeySequenceTable: Sendable {
    /// One key: the bytes that stand for it (Esc first) and what it means.
    package struct Entry: Sendable, Equatable {
        package var bytes: [UInt8]
        package var key: KeyEvent

        /// An entry for `bytes` (which must start with Esc) standing for `key`.
        package init(bytes: [UInt8], key: KeyEvent) {
            self.bytes = bytes
            self.key = key
        }
    }

    /// What the bytes at a position are.
    package enum Match: Equatable {
        /// A whole key sequence of `length` bytes.
        case key(KeyEvent, length: Int)
        /// The bytes so far begin a key sequence; more must be read to know.
        case incomplete
        /// No key sequence starts here.
        case none
    }

    /// Entries sorted longest first, so the first whole match is the longest.
    package let entries: [Entry]

    /// A table of `entries`; ones that do not start with Esc (a single-byte
    /// `kbs`) are left to the character decoding.
    package init(_ entries: [Entry]) {
        var seen = Set<[UInt8]>()
        self.entries = entries.filter {
            $0.bytes.count > 1 && $0.bytes.first == 0x1B && seen.insert($0.bytes).inserted
        }
        .sorted { $0.bytes.count > $1.bytes.count }
    }

    /// The longest key sequence at the start of `bytes`. `incomplete` when
    /// `bytes` ends inside a sequence that may still be completed and no
    /// shorter sequence is whole; `none` when no sequence matches.
    package func match(_ bytes: ArraySlice<UInt8>) -> Match {
        var isPrefix = false
        for entry in entries {
            if bytes.count >= entry.bytes.count {
                if bytes.prefix(entry.bytes.count).elementsEqual(entry.bytes) {
                    // Longest first: a longer sequence still being read was seen above.
                    return isPrefix ? .incomplete : .key(entry.key, length: entry.bytes.count)
                }
            } else if entry.bytes.starts(with: bytes) {
                isPrefix = true
            }
        }
        return isPrefix ? .incomplete : .none
    }

    /// The standard key capabilities and what they mean (function keys and the
    /// extended modifier names are added by ``fromTerminfo(_:)``).
    static let standardCapabilities: [(String, KeyEvent)] = [
        ("kcuu1", KeyEvent(.up)), ("kcud1", KeyEvent(.down)), ("kcub1", KeyEvent(.left)),
        ("kcuf1", KeyEvent(.right)), ("khome", KeyEvent(.home)), ("kend", KeyEvent(.end)),
        ("kpp", KeyEvent(.pageUp)), ("knp", KeyEvent(.pageDown)), ("kdch1", KeyEvent(.delete)),
        ("kich1", KeyEvent(.insert)), ("kcbt", KeyEvent(.backTab)), ("kent", KeyEvent(.enter)),
        ("kbs", KeyEvent(.backspace)),
        ("kri", KeyEvent(.up, modifiers: .shift)), ("kind", KeyEvent(.down, modifiers: .shift)),
        ("kLFT", KeyEvent(.left, modifiers: .shift)), ("kRIT", KeyEvent(.right, modifiers: .shift)),
        ("kHOM", KeyEvent(.home, modifiers: .shift)), ("kEND", KeyEvent(.end, modifiers: .shift)),
        ("kDC", KeyEvent(.delete, modifiers: .shift)),
    ]

    /// Every capability name the table reads, with its key: the standard ones,
    /// `kf1`–`kf48` (xterm numbers Shift-F1 as F13, Ctrl-F1 as F25,
    /// Ctrl-Shift-F1 as F37) and the extended names for modified keys
    /// (`kUP5` is Ctrl-Up, see ``InputDecoder/key(forExtendedName:)``).
    package static let capabilityNames: [(String, KeyEvent)] = {
        var names = standardCapabilities
        let modifiers: [KeyModifiers] = [[], .shift, .control, [.control, .shift]]
        for n in 0..<48 {
            names.append(("kf\(n + 1)", KeyEvent(.function(n % 12 + 1), modifiers: modifiers[n / 12])))
        }
        for prefix in ["kUP", "kDN", "kLFT", "kRIT", "kHOM", "kEND", "kPRV", "kNXT", "kDC", "kIC"] {
            for level in 2...8 {
                let name = "\(prefix)\(level)"
                if let key = InputDecoder.key(forExtendedName: name) { names.append((name, key)) }
            }
        }
        return names
    }()

    /// The table of the terminal whose terminfo entry is loaded; `string`
    /// reads one capability (`nil` when the entry lacks it).
    package static func fromTerminfo(_ string: (String) -> String?) -> KeySequenceTable {
        KeySequenceTable(
            capabilityNames.compactMap { name, key in
                string(name).map { Entry(bytes: Array($0.utf8), key: key) }
            })
    }
}
