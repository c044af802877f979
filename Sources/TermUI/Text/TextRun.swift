import CursesKit
import Foundation

/// One stretch of a ``Text`` with the style its parts chose: a whole `Text`
/// before `+` joins it, or a run of an `AttributedString`.
///
/// Each field is what the stretch chose itself; `nil` (or absent from both
/// attribute sets) leaves the choice to the modifiers around it and then to
/// the environment.
struct TextRun: Hashable, Sendable {
    /// Where the stretch ends in the text's content, in UTF-8 code units.
    var end: Int
    var color: Color?
    var background: Color?
    var font: Font?
    var weight: Font.Weight?
    /// Attributes turned on (`.bold()`), and off (`.bold(false)`).
    var set: TextAttributes = []
    var cleared: TextAttributes = []
    /// Where the stretch links (an `AttributedString`'s `.link`): sent to the
    /// terminal as an OSC 8 hyperlink where it takes them, and drawn in the
    /// accent colour unless the stretch chose its own, as SwiftUI draws a link.
    var link: URL?

    /// The stretch's style: its own choices, then the environment's font,
    /// colour, type size, enabled state and background.
    func style(in environment: EnvironmentValues) -> Style {
        var font = self.font ?? environment.font ?? .body
        let around = environment.textStyle
        if let weight = weight ?? around.weight { font = font.weight(weight) }
        var attributes = font.attributes(for: environment.dynamicTypeSize)
        // A `.bold()` around the text (on a view, not the text) first, then the text's own choices.
        attributes.formUnion(around.set)
        attributes.subtract(around.cleared)
        attributes.formUnion(set)
        attributes.subtract(cleared)
        if !environment.isEnabled { attributes.insert(.dim) }
        // Glyphs sit on the colour of the nearest `.background` behind the text,
        // so a bar of Text views on a colour has no holes under its words.
        let linkColor = link == nil ? nil : environment.accentColor ?? .blue
        return Style(
            foreground: color ?? linkColor ?? environment.foregroundColor ?? .default,
            background: background ?? environment.backgroundColor ?? .default, attributes: attributes
        )
        .link(link?.absoluteString)
    }
}

extension Text {
    /// `lhs` followed by `rhs`, each part keeping its own style: SwiftUI's
    /// text concatenation. The result wraps and truncates as one text, and
    /// keeps `lhs`'s line limit and alignment.
    ///
    /// ```swift
    /// Text("Due ") + Text("today").bold().foregroundColor(.red)
    /// ```
    public static func + (lhs: Text, rhs: Text) -> Text {
        let offset = lhs.content.utf8.count
        // An empty part adds no stretch; an empty left side gives way to the right one.
        var runs = offset == 0 ? [] : lhs.runs
        for var run in rhs.runs {
            run.end += offset
            if let last = runs.last, last.end == run.end { continue }
            runs.append(run)
        }
        var result = Text(content: lhs.content + rhs.content, runs: runs.isEmpty ? rhs.runs : runs)
        result.lineLimit = lhs.lineLimit
        result.alignment = lhs.alignment
        return result
    }
}
