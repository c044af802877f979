/// How the headless terminal answers what the app asks it (DA1, DECRQM, the
/// kitty keyboard query, CPR, …): as libvterm does, not at all, or as a test
/// plays some other terminal.
///
/// ```swift
/// // A terminal that never answers: the app must behave exactly as before.
/// let terminal = try Terminal.launch(executable: path, answers: .silent)
/// // One that also speaks the kitty keyboard protocol.
/// let kitty = try Terminal.launch(executable: path, answers: QueryAnswers { output, libvterm in
///     libvterm + (output.contains("\u{1B}[?u") ? Array("\u{1B}[?0u".utf8) : [])
/// })
/// ```
public struct QueryAnswers: Sendable {
    /// Given a chunk of the app's output and libvterm's own answers to it,
    /// the bytes sent back to the app.
    let answer: @Sendable (_ output: [UInt8], _ libvterm: [UInt8]) -> [UInt8]

    /// Answers with `answer(output, libvterm)`: the app's output chunk (as it
    /// was read from the pty) and the replies libvterm made to it.
    public init(_ answer: @escaping @Sendable (_ output: [UInt8], _ libvterm: [UInt8]) -> [UInt8]) {
        self.answer = answer
    }

    /// libvterm's own answers (DA1, DECRQM for the modes it knows, CPR): the default.
    public static let libvterm = QueryAnswers { _, replies in replies }

    /// No answer to anything, as a terminal (or a link) that drops every query.
    public static let silent = QueryAnswers { _, _ in [] }

    /// A terminal that draws sixels, as foot does: DA1 lists them
    /// (`CSI ? 62 ; 4 ; 22 c`), and `CSI 16 t` is answered with a cell of
    /// 10 × 20 pixels, the size the harness draws them at
    /// (``Terminal/sixelImages``). libvterm answers the rest.
    public static let sixel = QueryAnswers { output, libvterm in
        var reply = libvterm.removing("\u{1B}[?1;2c")
        if output.contains("\u{1B}[16t") {
            reply += Array("\u{1B}[6;\(SixelModel.cellHeight);\(SixelModel.cellWidth)t".utf8)
        }
        if output.contains("\u{1B}[c") { reply += Array("\u{1B}[?62;4;22c".utf8) }
        return reply
    }
}

extension [UInt8] {
    /// True when the bytes contain `text`'s UTF-8 bytes.
    public func contains(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The bytes without any occurrence of `text`'s UTF-8 bytes.
    func removing(_ text: String) -> [UInt8] {
        let needle = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < count {
            if index + needle.count <= count, self[index..<(index + needle.count)].elementsEqual(needle) {
                index += needle.count
            } else {
                result.append(self[index])
                index += 1
            }
        }
        return result
    }

    /// How many times `text`'s UTF-8 bytes occur (not overlapping).
    public func occurrences(of text: String) -> Int {
        let needle = Array(text.utf8)
        guard !needle.isEmpty else { return 0 }
        var found = 0
        var index = 0
        while index + needle.count <= count {
            if self[index..<(index + needle.count)].elementsEqual(needle) {
                found += 1
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }
}
