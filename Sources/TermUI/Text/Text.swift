import CursesKit

/// A run of text, wrapped to the offered width (or truncated with
/// `.lineLimit(1)`), styled by its own modifiers and by the environment's
/// font, foreground colour and type size, and drawn on the colour of the
/// nearest `.background(_:)` behind it.
///
/// Texts joined with `+` keep each part's style (see ``Text/+(_:_:)``), as
/// does text made from an `AttributedString`; a modifier applied to the
/// joined text styles the parts that did not choose for themselves.
///
/// ```swift
/// Text("Add to Wallet").font(.headline).foregroundColor(.blue)
/// Text("Total: ") + Text("42").bold() + Text(" items").foregroundColor(.gray)
/// ```
public struct Text: View, Equatable {
    /// Body is `Never`: Text is hosted on a `LabelWidget`.
    public typealias Body = Never

    /// All the text, every run's joined.
    var content: String
    /// The first styled stretch of ``content``: all of it for text in one style.
    var firstRun: TextRun
    /// The stretches after the first, for joined or attributed text. Kept
    /// apart so that a plain `Text`, made in every body, allocates no array.
    var moreRuns: [TextRun] = []
    var lineLimit: Int?
    /// True when the text takes its line limit's height even when shorter.
    var reservesSpace = false
    var alignment: TextAlignment = .leading

    /// Creates text showing `content` as is.
    public init(_ content: String) {
        self.content = content
        firstRun = TextRun(end: content.utf8.count)
    }

    /// Creates text showing `content` as is.
    public init(verbatim content: String) { self.init(content) }

    init(content: String, runs: [TextRun]) {
        self.content = content
        firstRun = runs.first ?? TextRun(end: content.utf8.count)
        moreRuns = Array(runs.dropFirst())
    }

    /// The styled stretches of ``content`` in order; at least one.
    var runs: [TextRun] { [firstRun] + moreRuns }

    /// This text in bold (where its parts did not say otherwise).
    public func bold(_ isActive: Bool = true) -> Text { setting(.bold, isActive) }
    /// This text in italics (where its parts did not say otherwise).
    public func italic(_ isActive: Bool = true) -> Text { setting(.italic, isActive) }
    /// This text underlined (where its parts did not say otherwise).
    ///
    /// A terminal draws one kind of underline, in the text's colour: every
    /// `pattern` draws it, and `color` is accepted but not drawn.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> Text {
        setting(.underline, isActive)
    }

    /// This text struck through (where its parts did not say otherwise).
    ///
    /// ncurses has no strikethrough attribute: the terminal shows the line as
    /// a combining long stroke overlay on each glyph, in the text's colour
    /// (so `pattern` and `color` are accepted but not drawn), or dim text
    /// without a UTF-8 locale (see `TextAttributes.strikethrough`).
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> Text {
        setting(.strikethrough, isActive)
    }

    /// This text in `color`, where its parts have no colour of their own.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return updatingRuns { if $0.color == nil { $0.color = color } }
    }

    /// This text in `style`'s colour (a gradient's middle colour), where its
    /// parts have no colour of their own; `.foreground` leaves the environment's.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        foregroundColor(style.shapeColor)
    }

    /// This text in `font`, where its parts have no font of their own.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return updatingRuns { if $0.font == nil { $0.font = font } }
    }

    /// This text in `weight` (bold from `.semibold` up, dim up to `.light`),
    /// where its parts have no weight of their own.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return updatingRuns { if $0.weight == nil { $0.weight = weight } }
    }

    /// At most `limit` lines; with 1 the text is truncated with "…" instead of wrapped.
    public func lineLimit(_ limit: Int?) -> Text {
        var copy = self
        copy.lineLimit = limit
        return copy
    }

    /// At most `limit` lines; with `reservesSpace` the text takes all `limit`
    /// lines' height even when it is shorter, so views of it line up.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> Text {
        var copy = self
        copy.lineLimit = limit
        copy.reservesSpace = reservesSpace
        return copy
    }

    /// How the lines of wrapped text line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
        var copy = self
        copy.alignment = alignment
        return copy
    }

    /// A run's own choice wins over one made around it, as in SwiftUI.
    private func setting(_ attribute: TextAttributes, _ isActive: Bool) -> Text {
        updatingRuns { run in
            if isActive {
                if !run.cleared.contains(attribute) { run.set.insert(attribute) }
            } else if !run.set.contains(attribute) {
                run.cleared.insert(attribute)
            }
        }
    }

    private func updatingRuns(_ change: (inout TextRun) -> Void) -> Text {
        var copy = self
        change(&copy.firstRun)
        for index in copy.moreRuns.indices { change(&copy.moreRuns[index]) }
        return copy
    }

    /// The style of the first run in `environment` (all of it for text in one style).
    func resolvedStyle(in environment: EnvironmentValues) -> Style {
        firstRun.style(in: environment)
    }

    /// The text with each run's style in `environment`.
    func styledText(in environment: EnvironmentValues) -> StyledText {
        var styled = StyledText()
        let scalars = content.unicodeScalars
        let utf8 = content.utf8
        var start = utf8.startIndex
        for run in runs {
            let end = utf8.index(utf8.startIndex, offsetBy: run.end)
            styled.append(String(scalars[start..<end]), style: run.style(in: environment))
            start = end
        }
        return styled
    }
}

extension Text: HostedView {
    static var firesActions: Bool { false }
    func makeWidget(target: ActionTarget) -> TextWidget { TextWidget() }

    func update(_ widget: TextWidget, environment: EnvironmentValues, transaction: Transaction) {
        let lineLimit = self.lineLimit ?? environment.lineLimit
        widget.lineBreak = lineLimit == 1 ? .truncate : .wrap
        widget.numberOfLines = lineLimit ?? 0
        widget.reservedLines = reservesSpace || environment.textStyle.reservesSpace ? lineLimit ?? 0 : 0
        widget.alignment = alignment
        // Opaque: a changed text repaints its own cells, not its container and every sibling;
        // its blank cells take the background colour behind it too.
        widget.backgroundStyle = Style(background: environment.backgroundColor ?? .default)
        widget.truncationMode = environment.truncationMode
        widget.isSelectable = environment.allowsTextSelection && !environment.redactsText
        if environment.redactsText {
            // A placeholder: the text's shape in grey blocks (`.redacted(reason:)`).
            widget.styledText = nil
            widget.text = Redaction.redact(content)
            var style = resolvedStyle(in: environment)
            style.foreground = .gray
            widget.style = style
            return
        }
        guard moreRuns.isEmpty else {
            // Runs are drawn in their own styles as they are; only one style animates.
            widget.styledText = styledText(in: environment)
            return
        }
        widget.styledText = nil
        widget.text = content
        let style = resolvedStyle(in: environment)
        if let animation = transaction.effectiveAnimation, widget.style != style {
            Widget.animate(duration: animation.duration, curve: animation.timingCurve) {
                widget.style = style
            }
        } else {
            widget.style = style
        }
    }

    static var paintOnlyProperties: [PartialKeyPath<Text>] { [\.firstRun, \.moreRuns, \.alignment] }
    static var paintOnlyEnvironment: [any EnvironmentKey.Type] {
        [ForegroundColorKey.self, BackgroundColorKey.self, AccentColorKey.self]
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: TextWidget) -> Size {
        let size = widget.sizeThatFits(
            Size(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity))
        return Size(width: size.width, height: max(size.height, widget.reservedLines))
    }
}

/// A `Text`'s widget: a label that can keep room for more lines than it shows
/// (`.lineLimit(_:reservesSpace:)`).
@MainActor
final class TextWidget: LabelWidget {
    /// The least height the text takes, in lines.
    var reservedLines = 0
    /// Where a one-line text too wide for its width is cut (`.truncationMode(_:)`).
    var truncationMode: Text.TruncationMode = .tail {
        didSet { if truncationMode != oldValue { setNeedsDisplay() } }
    }
    /// Inside `.textSelection(.enabled)`: focusable, and the copy key copies it (``CopySource``).
    var isSelectable = false

    override var canBecomeFocused: Bool { isSelectable }

    override func draw(in surface: Surface) {
        // Focused selectable text is drawn reversed, as a selection is.
        let surface = isSelectable && isFocused ? ReversedSurface(surface) : surface
        // `.head` and `.middle` for a one-line text in one style; the layout cuts tails itself.
        guard truncationMode != .tail, lineBreak == .truncate, styledText == nil, !text.contains("\n"),
            let line = Truncation.cut(text, width: bounds.width, mode: truncationMode)
        else {
            super.draw(in: surface)
            return
        }
        surface.draw(line, at: Point(x: 0, y: 0), style: presentedStyle)
    }
}
