/// A read-only run of text (UIKit's `UILabel`, SwiftUI's `Text`).
///
/// The label is transparent: cells its text does not cover show what is
/// beneath. Every setter ignores an equal value, so update methods can assign
/// freely. `style` is animatable: inside ``Widget/animate(duration:curve:changes:completion:)``
/// its colours blend.
///
/// Text in several styles is set as ``styledText`` (UILabel's
/// `attributedText`): each run keeps its style through wrapping and
/// truncation, and ``style`` is not used while it is set.
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

    /// The style while no animation has changed it, and the storage that
    /// animates it from the first animation that does: most labels never
    /// animate, so most never make one (an object less to make and free for
    /// each `Text` on screen).
    @exclusivity(unchecked) private var plainStyle: Style
    @exclusivity(unchecked) private var animatedStyle: AnimatableValue<Style>?

    /// The text shown; `\n` starts a new line. Setting other text than
    /// ``styledText``'s clears it, as UILabel's `text` clears `attributedText`.
    @exclusivity(unchecked) public var text: String {
        didSet {
            if text != oldValue {
                layouts.removeAll()
                plainLineWidth = BoundedTextLayout.plainLineWidth(text)
                if styledText != nil, styledText?.string != text { setRuns(nil) }
                setNeedsDisplay()
            }
        }
    }

    /// The text with a style per run; `nil` for ``text`` in ``style``.
    /// Setting it sets ``text`` to its string.
    public var styledText: StyledText? {
        get { runs }
        set {
            guard newValue != runs else { return }
            setRuns(newValue)
            if let newValue, newValue.string != text { text = newValue.string }
            layouts.removeAll()
            setNeedsDisplay()
        }
    }

    private var runs: StyledText?
    /// Where each run ends in ``text``, for the layout; empty without runs.
    private(set) var runEnds: [String.Index] = []

    private func setRuns(_ styled: StyledText?) {
        runs = styled
        guard let styled, styled.runs.count > 1 else {
            runEnds = []
            return
        }
        let utf8 = styled.string.utf8
        runEnds = styled.runs.map { utf8.index(utf8.startIndex, offsetBy: $0.end) }
    }

    /// How the text looks.
    public var style: Style {
        get { animatedStyle?.value ?? plainStyle }
        set {
            if let animatedStyle {
                animatedStyle.set(newValue, for: self)
            } else if newValue != plainStyle {
                guard AnimatableValue<Style>.animation(for: self) != nil else {
                    plainStyle = newValue
                    setNeedsDisplay()
                    return
                }
                let storage = AnimatableValue(plainStyle)
                animatedStyle = storage
                storage.set(newValue, for: self)
            }
        }
    }

    /// The style on screen now, which differs from ``style`` while an animation runs.
    public var presentedStyle: Style { animatedStyle?.presentedValue ?? plainStyle }

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
    @exclusivity(unchecked) public var numberOfLines = 0 {
        didSet {
            if numberOfLines != oldValue {
                layouts.removeAll()
                setNeedsDisplay()
            }
        }
    }

    /// ``text``'s width when it is one line a layout leaves as it is
    /// (``BoundedTextLayout/plainLineWidth(_:)``), found when the text is set.
    @exclusivity(unchecked) var plainLineWidth: Int?

    /// Layouts of ``text`` already measured, by width, rows and mode: a
    /// layout pass asks several proposals, and asks them again next pass.
    @exclusivity(unchecked) var layouts: [LayoutKey: BoundedTextLayout] = [:]

    /// Creates a label showing `text` in `style`.
    public init(_ text: String = "", style: Style = .plain) {
        self.text = text
        plainLineWidth = BoundedTextLayout.plainLineWidth(text)
        plainStyle = style
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
        // Only the rows the draw reaches (a repaint of part of a long text).
        let visible = surface.visibleRect
        for (row, line) in layout(width: bounds.width, maxRows: bounds.height).rows.enumerated()
        where row >= visible.minY && row < visible.maxY {
            let spare = bounds.width - line.width
            let x =
                switch alignment {
                case .leading: 0
                case .center: spare / 2
                case .trailing: spare
                }
            guard let runs, !line.spans.isEmpty else {
                surface.draw(line.text, at: Point(x: x, y: row), style: runs?.runs.first?.style ?? style)
                continue
            }
            // Each stretch in its run's style, one draw call per stretch.
            let utf8 = line.text.utf8
            var start = utf8.startIndex
            var column = x
            for span in line.spans {
                let end = utf8.index(start, offsetBy: span.length)
                let stretch = String(line.text[start..<end])
                column += surface.draw(
                    stretch, at: Point(x: column, y: row), style: runs.runs[span.run].style)
                start = end
            }
        }
    }
}
