/// A border of line characters with an optional title, around one content
/// widget placed inside it.
///
/// ```swift
/// let card = BoxWidget(title: "Boarding pass", border: .rounded)
/// card.contentInset = 1
/// card.content = LabelWidget("SFO → JFK")
/// ```
open class BoxWidget: Widget {
    /// The line characters.
    public var border: BorderStyle {
        didSet { if border != oldValue { setNeedsDisplay() } }
    }

    /// Text set into the top edge, if any.
    public var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// The style of the border lines.
    public var lineStyle: Style = .plain {
        didSet { if lineStyle != oldValue { setNeedsDisplay() } }
    }

    /// The style of the title.
    public var titleStyle = Style(attributes: .bold) {
        didSet { if titleStyle != oldValue { setNeedsDisplay() } }
    }

    /// Empty cells between the border and the content, on every side.
    public var contentInset = 0 {
        didSet { if contentInset != oldValue { setNeedsLayout() } }
    }

    /// The widget inside the box, sized to ``contentRect``.
    public var content: Widget? {
        didSet {
            guard content !== oldValue else { return }
            oldValue?.removeFromSuperwidget()
            if let content { addSubwidget(content) }
            setNeedsLayout()
        }
    }

    /// Creates a box with `border` and an optional `title`.
    public init(title: String? = nil, border: BorderStyle = .single) {
        self.title = title
        self.border = border
        super.init()
    }

    /// The area inside the border and the inset, in the box's coordinates.
    public var contentRect: Rect {
        let edge = 1 + max(0, contentInset)
        return bounds.inset(top: edge, left: edge, bottom: edge, right: edge)
    }

    private var chrome: Int { 2 + 2 * max(0, contentInset) }

    open override var intrinsicContentSize: Size {
        let inner = content?.intrinsicContentSize ?? .zero
        let titleWidth = (title?.displayWidth).map { $0 + 4 } ?? 0
        return Size(width: max(inner.width + chrome, titleWidth), height: inner.height + chrome)
    }

    open override func sizeThatFits(_ proposal: Size) -> Size {
        let inner = Size(width: max(0, proposal.width - chrome), height: max(0, proposal.height - chrome))
        let fitted = content?.sizeThatFits(inner) ?? .zero
        return Size(
            width: min(proposal.width, fitted.width + chrome),
            height: min(proposal.height, fitted.height + chrome))
    }

    open override func layoutSubwidgets() {
        content?.frame = contentRect
    }

    open override func draw(in surface: Surface) {
        surface.drawBox(bounds, border: border, style: lineStyle)
        if let title, !title.isEmpty, bounds.width > 4 {
            let shown = " " + TextLayout.truncate(title, width: bounds.width - 6) + " "
            surface.draw(shown, at: Point(x: 2, y: 0), style: titleStyle)
        }
    }
}
