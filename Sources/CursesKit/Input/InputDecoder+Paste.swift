extension InputDecoder {
    /// What ends a bracketed paste: `ESC [201~`.
    private static let pasteEnd: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]

    /// Collects one input of a paste; the end marker turns the text into one
    /// ``InputEvent/paste(_:)``. Key codes ncurses decoded from bytes inside the
    /// paste (and mouse reports) are not text and are dropped.
    mutating func continuePaste(_ input: RawInput) -> [InputEvent] {
        guard case .character(let c) = input, let scalar = Unicode.Scalar(c) else { return [] }
        paste?.append(scalar)
        guard let text = paste, scalar == "~", text.count >= Self.pasteEnd.count,
            text[(text.count - Self.pasteEnd.count)...].elementsEqual(Self.pasteEnd)
        else { return [] }
        paste = nil
        var result = ""
        result.unicodeScalars.append(contentsOf: text.dropLast(Self.pasteEnd.count))
        return [.paste(result)]
    }
}
