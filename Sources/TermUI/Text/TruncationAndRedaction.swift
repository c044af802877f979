import CursesKit

extension Text {
    /// Where a line too long for its width is cut (SwiftUI's `Text.TruncationMode`).
    public enum TruncationMode: Hashable, Sendable {
        /// The start is cut: `…rt of the line`.
        case head
        /// The end is cut: `The start of…` (the default).
        case tail
        /// The middle is cut: `The st…e line`.
        case middle
    }
}

/// Why the views inside are drawn redacted (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The content is a placeholder until the real one comes: every text is drawn as blocks.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private: texts marked `.privacySensitive()` are drawn as blocks.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date (accepted; drawn as it is).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

struct PrivacySensitiveKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Where the texts inside cut a line too long for them (`.tail` unless set).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Why the views inside are drawn redacted; empty unless `.redacted(reason:)` says.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Written by `.redacted(reason:)`: adds to the reasons around, as SwiftUI's does.
    var addedRedactionReasons: RedactionReasons {
        get { [] }
        set { redactionReasons.formUnion(newValue) }
    }

    /// True inside `.privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// True when a text here is drawn as blocks: a placeholder, or private
    /// content marked sensitive.
    var redactsText: Bool {
        redactionReasons.contains(.placeholder)
            || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Where the texts inside cut a line too long for their width, when they
    /// are one line (`.lineLimit(1)`): `.head` keeps the end (`…end of it`),
    /// `.middle` both ends (`The st…of it`), `.tail` the start (the default).
    /// A text of several lines cut at its last line ends in "…" whatever the mode.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Draws the texts inside redacted for `reason`: with `.placeholder`
    /// each letter of every text is a grey block (`████ ██`), keeping the
    /// text's shape while the real content loads; with `.privacy`, only the
    /// texts inside `.privacySensitive()`. Controls keep working, as in SwiftUI.
    ///
    /// ```swift
    /// ArticleRow(article: .sample).redacted(reason: isLoading ? .placeholder : [])
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        environment(\.addedRedactionReasons, reason)
    }

    /// Draws the texts inside as they are, inside a `.redacted(reason:)`.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the texts inside as private: `.redacted(reason: .privacy)` around them draws them as blocks.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }

    /// Hides the view: it keeps its size and place, as in SwiftUI, and
    /// nothing of it is drawn; its controls take no focus, no key and no click.
    ///
    /// ```swift
    /// Button("Undo") { undo() }.hidden()
    /// ```
    public func hidden() -> some View {
        OpacityModifier(content: self, look: .hidden)
    }
}

enum Redaction {
    /// The block a redacted letter is drawn as.
    static let block: Character = "█"

    /// `text` with each letter a block, spaces and line breaks kept.
    static func redact(_ text: String) -> String {
        String(text.map { $0.isWhitespace ? $0 : block })
    }
}

enum Truncation {
    /// `line` fitted to `width` columns with "…" where `mode` cuts it; `nil`
    /// when it fits, or for `.tail` (the layout cuts the tail itself).
    static func cut(_ line: String, width: Int, mode: Text.TruncationMode) -> String? {
        guard mode != .tail, width > 0, line.displayWidth > width else { return nil }
        let room = width - 1
        switch mode {
        case .head:
            return "…" + suffix(of: line, columns: room)
        case .middle:
            let front = prefix(of: line, columns: (room + 1) / 2)
            return front + "…" + suffix(of: line, columns: room - front.displayWidth)
        case .tail:
            return nil
        }
    }

    private static func prefix(of line: String, columns: Int) -> String {
        var result = ""
        var used = 0
        for character in line {
            let w = character.displayWidth
            if used + w > columns { break }
            result.append(character)
            used += w
        }
        return result
    }

    private static func suffix(of line: String, columns: Int) -> String {
        var result: [Character] = []
        var used = 0
        for character in line.reversed() {
            let w = character.displayWidth
            if used + w > columns { break }
            result.append(character)
            used += w
        }
        return String(result.reversed())
    }
}
