/// A read-only run of text (UIKit's `UILabel`, SwiftUI's `Text`).
///
/// The label is transparent: cells its text does not cover show what is
/// beneath. Every setter ignores an equal value, so update methods can assign
/// freely. `style` is animatable: inside ``Widget/animate(duration:curve:changes:completion:)``
/// its colours blend.
///
/// ```swift
/// let title = Label("Boarding pass", style: Style().adding(.bold))
/// title.lineBreak = .truncate
/// ```
open class Label: Widget {
    /// How text wider than the label is fitted.
    public enum LineBreak: Hashable, Sendable {
        /// Break between words onto further lines.
        case wrap
        /// One row per line of text, cut with "…".
        case truncate
    }

    private let styleValue: AnimatableValue<Style>

    /// The text shown; `\n` starts a new line.
    public var text: String {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    /// How the text looks.
    public var style: Style {
        get { styleValue.value }
        set { styleValue.set(newValue, for: self) }
    }

    /// The style on screen now, which differs from ``style`` while an animation runs.
    public var presentedStyle: Style { styleValue.presentedValue }

    /// Where each line sits horizontally.
    public var alignment: TextAlignment = .leading {
        didSet { if alignment != oldValue { setNeedsDisplay() } }
    }

    /// Wrap or truncate text wider than the label.
    public var lineBreak: LineBreak = .wrap {
        didSet { if lineBreak != oldValue { setNeedsDisplay() } }
    }

    /// The most rows shown; 0 means as many as fit.
    public var numberOfLines = 0 {
        didSet { if numberOfLines != oldValue { setNeedsDisplay() } }
    }

    /// Creates a label showing `text` in `style`.
    public init(_ text: String = "", style: Style = .plain) {
        self.text = text
        styleValue = AnimatableValue(style)
        super.init()
    }

    /// The lines drawn for a width of `width` columns, limited by ``numberOfLines``
    /// and `maxRows`; the last line ends in "…" when rows were cut.
    public func lines(forWidth width: Int, maxRows: Int = Int.max) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String]
        switch lineBreak {
        case .wrap:
            lines = TextLayout.wrap(text, width: width)
        case .truncate:
            lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { TextLayout.truncate(String($0), width: width) }
        }
        let limit = min(maxRows, numberOfLines > 0 ? numberOfLines : Int.max)
        if lines.count > limit {
            lines = Array(lines.prefix(limit))
            if let last = lines.last {
                lines[lines.count - 1] = TextLayout.prefix(of: last, width: width - 1) + "…"
            }
        }
        return lines
    }

    open override var intrinsicContentSize: Size {
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = numberOfLines > 0 ? Array(rows.prefix(numberOfLines)) : rows
        return Size(width: shown.map(\.displayWidth).max() ?? 0, height: text.isEmpty ? 0 : shown.count)
    }

    open override func sizeThatFits(_ proposal: Size) -> Size {
        let intrinsic = intrinsicContentSize
        if intrinsic.width <= proposal.width {
            return Size(width: intrinsic.width, height: min(intrinsic.height, proposal.height))
        }
        let lines = lines(forWidth: proposal.width, maxRows: proposal.height)
        return Size(width: lines.map(\.displayWidth).max() ?? 0, height: lines.count)
    }

    open override func draw(in surface: Surface) {
        let style = presentedStyle
        for (row, line) in lines(forWidth: bounds.width, maxRows: bounds.height).enumerated() {
            let spare = bounds.width - line.displayWidth
            let x =
                switch alignment {
                case .leading: 0
                case .center: spare / 2
                case .trailing: spare
                }
            surface.draw(line, at: Point(x: x, y: row), style: style)
        }
    }
}
