@preconcurrency import CNcurses

/// Reads strings from the current terminal's terminfo entry (after `newterm`
/// or `setupterm`) and turns them into the bytes the terminal must receive.
///
/// terminfo strings may hold padding (`$<2>` in vt100's `sgr0`), which only
/// `tputs` interprets; written as is, it appears on the screen as text.
/// ``bytes(of:)`` runs a string through `tputs` into memory, so what is
/// written later, even from a signal handler, is exactly what ncurses would send.
@MainActor
enum Terminfo {
    /// The capability `name`, or `nil` when the terminal lacks it.
    static func string(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    /// The capability `name` with its one parameter filled in, or `nil` when absent.
    static func string(_ name: String, parameter: Int32) -> String? {
        guard let template = tigetstr(name), Int(bitPattern: template) != -1,
            let value = termui_tiparm1(template, parameter)
        else { return nil }
        return String(cString: value)
    }

    /// `string` as `tputs` sends it: padding expanded to the terminal's pad
    /// characters or dropped, never left as `$<…>` text.
    static func bytes(of string: String) -> [UInt8] {
        collected.removeAll(keepingCapacity: true)
        _ = tputs(string, 1) { character in
            Terminfo.collected.append(UInt8(truncatingIfNeeded: character))
            return character
        }
        defer { collected.removeAll() }
        return collected
    }

    /// Where `tputs`'s callback puts bytes (a C function pointer cannot capture).
    nonisolated(unsafe) private static var collected: [UInt8] = []

    /// Whether the terminal can move the cursor anywhere (`cup`); without it
    /// (TERM=dumb, a printing terminal) a full-screen app cannot draw.
    static var canAddressCursor: Bool { string("cup") != nil }

    /// What turns on mouse reporting (presses and releases): terminfo's `XM`
    /// with 1, or, for a terminal whose `kmous` says it reports like xterm but
    /// which has no `XM` (tmux, screen), xterm's mode 1000 with SGR reports
    /// (1006) asked for too; a terminal that ignores 1006 sends X10 reports,
    /// which are decoded as well.
    static var mouseOn: String? {
        if let on = string("XM", parameter: 1) { return on }
        return reportsMouseLikeXterm ? "\u{1B}[?1000h\u{1B}[?1006h" : nil
    }

    /// What turns ``mouseOn``'s reporting off again.
    static var mouseOff: String? {
        if let off = string("XM", parameter: 0) { return off }
        return reportsMouseLikeXterm ? "\u{1B}[?1006l\u{1B}[?1000l" : nil
    }

    private static var reportsMouseLikeXterm: Bool {
        guard let kmous = string("kmous") else { return false }
        return kmous == "\u{1B}[M" || kmous == "\u{1B}[<"
    }
}
