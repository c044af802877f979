import CursesKit

/// A run of text, wrapped to the offered width (or truncated with
/// `.lineLimit(1)`), styled by its own modifiers and by the environment's
/// font, foreground colour and type size, and drawn on the colour of the
/// nearest `.background(_:)` behind it.
///
/// ```swift
/// Text("Add to Wallet").font(.headline).foregroundColor(.blue)
/// ```
public struct Text: View, Equatable {
    /// Body is `Never`: Text is hosted on a `LabelWidget`.
    public typealias Body = Never

    var content: String
    var color: Color?
    var font: Font?
    var attributes: TextAttributes = []
    var lineLimit: Int?
    var alignment: TextAlignment = .leading

    /// Creates text showing `content` as is.
    public init(_ content: String) { self.content = content }

    /// Creates text showing `content` as is.
    public init(verbatim content: String) { self.content = content }

    /// This text in bold.
    public func bold(_ isActive: Bool = true) -> Text { adding(.bold, isActive) }
    /// This text in italics.
    public func italic(_ isActive: Bool = true) -> Text { adding(.italic, isActive) }
    /// This text underlined.
    public func underline(_ isActive: Bool = true) -> Text { adding(.underline, isActive) }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// At most `limit` lines; with 1 the text is truncated with "…" instead of wrapped.
    public func lineLimit(_ limit: Int?) -> Text {
        var copy = self
        copy.lineLimit = limit
        return copy
    }

    /// How the lines of wrapped text line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
        var copy = self
        copy.alignment = alignment
        return copy
    }

    private func adding(_ attribute: TextAttributes, _ isActive: Bool) -> Text {
        var copy = self
        if isActive { copy.attributes.insert(attribute) } else { copy.attributes.remove(attribute) }
        return copy
    }

    /// The style the text draws with in `environment`.
    func resolvedStyle(in environment: EnvironmentValues) -> Style {
        let font = self.font ?? environment.font ?? .body
        var attributes = font.attributes(for: environment.dynamicTypeSize).union(self.attributes)
        if !environment.isEnabled { attributes.insert(.dim) }
        // Glyphs sit on the colour of the nearest `.background` behind the text,
        // so a bar of Text views on a colour has no holes under its words.
        return Style(
            foreground: color ?? environment.foregroundColor ?? .default,
            background: environment.backgroundColor ?? .default, attributes: attributes)
    }
}

extension Text: HostedView {
    func makeWidget(target: ActionTarget) -> LabelWidget { LabelWidget() }

    func update(_ widget: LabelWidget, environment: EnvironmentValues, transaction: Transaction) {
        widget.text = content
        widget.lineBreak = lineLimit == 1 ? .truncate : .wrap
        widget.numberOfLines = lineLimit ?? 0
        widget.alignment = alignment
        let style = resolvedStyle(in: environment)
        // Opaque: a changed text repaints its own cells, not its container and every sibling;
        // its blank cells take the background colour behind it too.
        widget.backgroundStyle = Style(background: environment.backgroundColor ?? .default)
        if let animation = transaction.effectiveAnimation, widget.style != style {
            Widget.animate(duration: animation.duration, curve: animation.timingCurve) {
                widget.style = style
            }
        } else {
            widget.style = style
        }
    }

    static var paintOnlyProperties: [PartialKeyPath<Text>] { [\.color, \.attributes, \.alignment] }
    static var paintOnlyEnvironment: [any EnvironmentKey.Type] {
        [ForegroundColorKey.self, BackgroundColorKey.self, AccentColorKey.self]
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: LabelWidget) -> Size {
        widget.sizeThatFits(
            Size(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity))
    }
}
