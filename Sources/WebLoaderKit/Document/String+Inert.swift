extension Unicode.Scalar {
    /// True for what must never reach a terminal as it is: C0 and C1 controls,
    /// DEL, and the bidirectional embeddings, overrides and isolates that can
    /// reorder what a person reads (a "Trojan Source" line).
    var isInertReplaced: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x061C: true  // LRM, RLM, ALM
        case 0x202A...0x202E: true  // LRE, RLE, PDF, LRO, RLO
        case 0x2066...0x2069: true  // LRI, RLI, FSI, PDI
        default: false
        }
    }
}

extension String {
    /// The text with every control and bidi formatting character replaced by
    /// U+FFFD, so a page's text, title, link targets and alt text are shown
    /// inert: seen, never obeyed.
    package var inertForTerminal: String {
        // Printable ASCII, the common case, is a byte scan.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        guard unicodeScalars.contains(where: \.isInertReplaced) else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            result.append(scalar.isInertReplaced ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }
}
