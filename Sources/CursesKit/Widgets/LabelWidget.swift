/// A read-only run of text (UIKit's `UILabel`, SwiftUI's `Text`).
///
/// The label is transparent: cells its text does not cover show what is
/// beneath. Every setter ignores an equal value, so update methods can assign
/// freely. `style` is animatable: inside ``Widget/animate(duration:curve:changes:completion:)``
/// its colours blend.
///
/// ```swift
/// let title = LabelWidget("Boarding pass", style: Style().adding(.bold))
/// title.lineBreak = .truncate
/// ```
open class LabelWidget: Widget {
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
        didSet {
            if text != oldValue {
                layouts.removeAll()
                setNeedsDisplay()
            }
        }
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
        didSet {
            if lineBreak != oldValue {
                layouts.removeAll()
                setNeedsDisplay()
            }
        }
    }

    /// The most rows shown; 0 means as many as fit.
    public var numberOfLines = 0 {
        didSet {
            if numberOfLines != oldValue {
                layouts.removeAll()
                setNeedsDisplay()
            }
        }
    }

    /// Layouts of ``text`` already measured, by width, rows and mode: a
    /// layout pass asks several proposals, and asks them again next pass.
    var layouts: [LayoutKey: BoundedTextLayout] = [:]

    /// Creates a label showing `text` in `style`.
    public init(_ text: String = "", style: Style = .plain) {
        self.text = text
        styleValue = AnimatableValue(style)
        super.init()
    }

    /// The lines drawn for a width of `width` columns, limited by ``numberOfLines``
    /// and `maxRows`; the last line ends in "…" when rows were cut.
    ///
    /// Only what those rows show is measured: a long text costs its visible rows.
    public func lines(forWidth width: Int, maxRows: Int = Int.max) -> [String] {
        layout(width: width, maxRows: maxRows).rows.map(\.text)
    }

    /// The widest line and the number of lines, within ``measurementLimit``.
    ///
    /// Layout asks ``intrinsicContentSize(limitedTo:)`` instead, which measures
    /// no further than what can be shown.
    open override var intrinsicContentSize: Size {
        intrinsicContentSize(limitedTo: Self.measurementLimit)
    }

    /// The intrinsic size, measuring only the first `limit.height` lines and
    /// each no further than `limit.width` columns: each axis is the smaller of
    /// the intrinsic length (of those lines) and the limit.
    open override func intrinsicContentSize(limitedTo limit: Size) -> Size {
        measureLines(limitedTo: limit).size
    }

    open override func sizeThatFits(_ proposal: Size) -> Size {
        let measured = measureLines(limitedTo: proposal)
        if !measured.overflows { return measured.size }
        let layout = layout(width: proposal.width, maxRows: proposal.height)
        return Size(width: layout.width, height: layout.rows.count)
    }

    open override func draw(in surface: Surface) {
        let style = presentedStyle
        for (row, line) in layout(width: bounds.width, maxRows: bounds.height).rows.enumerated() {
            let spare = bounds.width - line.width
            let x =
                switch alignment {
                case .leading: 0
                case .center: spare / 2
                case .trailing: spare
                }
            surface.draw(line.text, at: Point(x: x, y: row), style: style)
        }
    }
}
