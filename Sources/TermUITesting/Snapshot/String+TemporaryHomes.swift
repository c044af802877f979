extension String {
    /// The text with the random part of every temporary HOME the harness made
    /// (`/tmp/termui-pty-<UUID>`) replaced by as many `X`s, so a screen that shows a path
    /// under HOME snapshots the same on every run and keeps its layout.
    ///
    /// A path cut short on screen (`termui-pty-3F2A…`) is masked as far as it goes.
    public var maskingTemporaryHomes: String {
        let prefix = ChildEnvironment.homePrefix
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: prefix) {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let random = rest.prefix { $0.isHexDigit || $0 == "-" }.prefix(36)
            result += String(repeating: "X", count: random.count)
            rest = rest.dropFirst(random.count)
        }
        return result + rest
    }
}

extension TerminalScreen {
    /// The screen with the random part of temporary HOME paths masked cell by cell, as
    /// `String.maskingTemporaryHomes` does for text (used for goldens and screenshots).
    public var maskingTemporaryHomes: TerminalScreen {
        masking(after: ChildEnvironment.homePrefix, upTo: 36) { $0.isHexDigit || $0 == "-" }
    }

    /// The screen with the run of one-column characters that `isMasked` accepts
    /// after each occurrence of `prefix` (at most `limit` of them) replaced by
    /// `X`s: for what changes from run to run, such as a port or a random name.
    ///
    /// ```swift
    /// assertSnapshot(of: terminal.screen.masking(after: "127.0.0.1:") { $0.isNumber }, named: "page")
    /// ```
    public func masking(
        after prefix: String, upTo limit: Int = .max, where isMasked: (Character) -> Bool
    ) -> TerminalScreen {
        let prefix = Array(prefix).map(String.init)
        let masked = cells.map { row -> [TerminalCell] in
            var row = row
            var col = 0
            while col + prefix.count <= row.count {
                guard row[col..<(col + prefix.count)].map(\.text) == prefix else {
                    col += 1
                    continue
                }
                col += prefix.count
                var count = 0
                while col < row.count, count < limit, row[col].text.count == 1,
                    let character = row[col].text.first, isMasked(character)
                {
                    row[col].text = "X"
                    col += 1
                    count += 1
                }
            }
            return row
        }
        return TerminalScreen(cells: masked, cursor: cursor)
    }
}
