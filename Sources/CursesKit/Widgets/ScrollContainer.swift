/// A viewport onto a content widget larger than itself (UIKit's
/// `UIScrollView`, SwiftUI's `ScrollView`), vertical by default.
///
/// The content is as wide as the viewport (less the indicator column) and as
/// tall as ``contentSize`` or, when that is `nil`, as its
/// ``Widget/sizeThatFits(_:)`` says. The wheel, Page Up/Down and (when no
/// widget inside took them) Up/Down scroll; a widget inside that gains focus
/// is scrolled into view. With nothing focusable inside, the container
/// itself takes focus so the keyboard can scroll it.
///
/// With ``scrollsHorizontally`` the content is as wide as ``contentSize``
/// says and Left/Right (when no widget inside took them) and the wheel with
/// Shift scroll it sideways (Home/End too, when it does not scroll
/// vertically); the indicator is then a row at the bottom.
///
/// ```swift
/// let scroll = ScrollContainer(content: articleLabel)
/// scroll.showsScrollIndicator = true
/// ```
public final class ScrollContainer: Widget {
    /// The scrolled widget.
    public var content: Widget? {
        didSet {
            guard content !== oldValue else { return }
            oldValue?.removeFromSuperwidget()
            install()
        }
    }

    /// The content's size when set; `nil` measures the content.
    public var contentSize: Size? {
        didSet { if contentSize != oldValue { setNeedsLayout() } }
    }

    /// How many rows of content are scrolled off the top.
    public var contentOffset = 0 {
        didSet {
            let clamped = min(max(0, contentOffset), maxOffset)
            if clamped != contentOffset { contentOffset = clamped }
            if contentOffset != oldValue {
                setNeedsLayout()
                didScroll?()
            }
        }
    }

    /// How many columns of content are scrolled off the left edge.
    public var horizontalContentOffset = 0 {
        didSet {
            let clamped = min(max(0, horizontalContentOffset), maxHorizontalOffset)
            if clamped != horizontalContentOffset { horizontalContentOffset = clamped }
            if horizontalContentOffset != oldValue {
                setNeedsLayout()
                didScroll?()
            }
        }
    }

    /// True when the content scrolls up and down (the default).
    public var scrollsVertically = true {
        didSet { if scrollsVertically != oldValue { setNeedsLayout() } }
    }

    /// True when the content scrolls sideways: it is as wide as ``contentSize`` says.
    public var scrollsHorizontally = false {
        didSet {
            guard scrollsHorizontally != oldValue else { return }
            install()
        }
    }

    /// Called after ``contentOffset`` changes (a key, the wheel, a focused
    /// widget scrolled into view): lazy content builds what came into view.
    public var didScroll: (() -> Void)?

    /// Draws a scroll bar in the rightmost column.
    public var showsScrollIndicator = true {
        didSet { if showsScrollIndicator != oldValue { setNeedsLayout() } }
    }

    /// Rows moved by one wheel notch.
    public var wheelStep = 3

    /// The viewport's cells, which clip the content away from the bottom
    /// indicator row and the column beside it. Only a container that scrolls
    /// sideways has it: a vertical one's content is never wider than the
    /// viewport and its own bounds clip the rest, with one widget less to draw.
    private let clip = Widget()

    /// Creates a container scrolling `content`.
    public init(content: Widget? = nil) {
        self.content = content
        super.init()
        install()
    }

    private func install() {
        let holder = scrollsHorizontally ? clip : self
        if scrollsHorizontally, clip.superwidget !== self { addSubwidget(clip) }
        if let content, content.superwidget !== holder { holder.addSubwidget(content) }
        if !scrollsHorizontally, clip.superwidget != nil { clip.removeFromSuperwidget() }
        contentOffset = 0
        setNeedsLayout()
    }

    private var viewportWidth: Int { max(0, bounds.width - (showsVerticalIndicator ? 1 : 0)) }

    private var viewportHeight: Int { max(0, bounds.height - (showsHorizontalIndicator ? 1 : 0)) }

    private var showsVerticalIndicator: Bool { showsScrollIndicator && scrollsVertically }

    private var showsHorizontalIndicator: Bool { showsScrollIndicator && scrollsHorizontally }

    /// The content's width: the viewport's, unless it scrolls sideways.
    public var contentWidth: Int {
        guard scrollsHorizontally else { return viewportWidth }
        if let contentSize { return contentSize.width }
        return content?.intrinsicContentSize.width ?? 0
    }

    /// The largest sideways offset: the content's last column at the right edge.
    public var maxHorizontalOffset: Int { scrollsHorizontally ? max(0, contentWidth - viewportWidth) : 0 }

    /// The content's height for the current width.
    public var contentHeight: Int {
        if let contentSize { return contentSize.height }
        guard let content else { return 0 }
        return content.sizeThatFits(Size(width: viewportWidth, height: Int.max / 4)).height
    }

    /// The largest offset: the content's last row at the bottom of the viewport.
    public var maxOffset: Int { scrollsVertically ? max(0, contentHeight - viewportHeight) : 0 }

    public override var isOpaque: Bool { true }

    public override var canBecomeFocused: Bool {
        guard !isHidden, maxOffset > 0 || maxHorizontalOffset > 0, let content else { return false }
        return !Self.containsFocusable(content)
    }

    public override var intrinsicContentSize: Size {
        let inner = content?.intrinsicContentSize ?? .zero
        return Size(
            width: inner.width + (showsVerticalIndicator ? 1 : 0),
            height: inner.height + (showsHorizontalIndicator ? 1 : 0))
    }

    public override func sizeThatFits(_ proposal: Size) -> Size { proposal }

    public override func layoutSubwidgets() {
        let clamped = min(max(0, contentOffset), maxOffset)
        if clamped != contentOffset { contentOffset = clamped }
        let clampedX = min(max(0, horizontalContentOffset), maxHorizontalOffset)
        if clampedX != horizontalContentOffset { horizontalContentOffset = clampedX }
        clip.frame = Rect(x: 0, y: 0, width: viewportWidth, height: viewportHeight)
        content?.frame = Rect(
            x: -horizontalContentOffset, y: -contentOffset, width: max(contentWidth, viewportWidth),
            height: max(contentHeight, viewportHeight))
    }

    public override func draw(in surface: Surface) {
        surface.fill(bounds, with: " ", style: backgroundStyle ?? .plain)
        guard bounds.width > 0, bounds.height > 0 else { return }
        if showsVerticalIndicator {
            let (top, thumb) = Self.thumb(
                length: viewportHeight, content: contentHeight, offset: contentOffset)
            let column = bounds.width - 1
            surface.fill(
                Rect(x: column, y: 0, width: 1, height: viewportHeight), with: "│",
                style: Style(attributes: .dim))
            surface.fill(Rect(x: column, y: top, width: 1, height: thumb), with: "┃", style: .plain)
        }
        if showsHorizontalIndicator {
            let (left, thumb) = Self.thumb(
                length: viewportWidth, content: contentWidth, offset: horizontalContentOffset)
            let row = bounds.height - 1
            surface.fill(
                Rect(x: 0, y: row, width: viewportWidth, height: 1), with: "─", style: Style(attributes: .dim)
            )
            surface.fill(Rect(x: left, y: row, width: thumb, height: 1), with: "━", style: .plain)
        }
    }

    /// Where an indicator's thumb starts and how long it is, for a viewport
    /// of `length` onto `content` scrolled by `offset`.
    private static func thumb(length: Int, content: Int, offset: Int) -> (start: Int, length: Int) {
        let total = max(content, length)
        let thumb = max(1, length * length / max(1, total))
        let maximum = max(0, content - length)
        let start = maximum == 0 ? 0 : ((length - thumb) * offset * 2 + maximum) / (2 * maximum)
        return (start, thumb)
    }

    /// ↑↓ and the page keys scroll, while there is more than fits.
    public override var keyHints: [KeyHint] {
        guard maxOffset > 0 else { return [] }
        return [
            KeyHint([KeyEvent(.down), KeyEvent(.up)], "scroll", symbol: "↑↓", priority: .low),
            KeyHint([KeyEvent(.pageDown), KeyEvent(.pageUp)], "page", priority: .low),
        ]
    }

    public override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        let page = max(1, viewportHeight - 1)
        switch event.key {
        case .left where scrollsHorizontally: return scroll(columns: -1)
        case .right where scrollsHorizontally: return scroll(columns: 1)
        case .pageUp: return scroll(by: -page)
        case .pageDown: return scroll(by: page)
        case .up: return scroll(by: -1)
        case .down: return scroll(by: 1)
        case .home where isFocused && !scrollsVertically: return scroll(columns: -horizontalContentOffset)
        case .end where isFocused && !scrollsVertically:
            return scroll(columns: maxHorizontalOffset - horizontalContentOffset)
        case .home where isFocused: return scroll(by: -contentOffset)
        case .end where isFocused: return scroll(by: maxOffset - contentOffset)
        default: return false
        }
    }

    public override func handle(_ event: MouseEvent) -> Bool {
        let sideways = scrollsHorizontally && (event.modifiers.contains(.shift) || !scrollsVertically)
        switch event.kind {
        case .wheelUp where sideways: return scroll(columns: -wheelStep)
        case .wheelDown where sideways: return scroll(columns: wheelStep)
        case .wheelUp: return scroll(by: -wheelStep)
        case .wheelDown: return scroll(by: wheelStep)
        default: return false
        }
    }

    public override func didFocusDescendant(_ widget: Widget) {
        guard let content, widget !== self, widget !== clip, widget.isDescendant(of: content) else { return }
        var origin = Point(x: 0, y: 0)
        var node = widget
        while node !== content, let parent = node.superwidget {
            origin = Point(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY)
            node = parent
        }
        contentOffset = Self.reveal(
            origin.y, length: widget.frame.height, offset: contentOffset, viewport: viewportHeight)
        if scrollsHorizontally {
            horizontalContentOffset = Self.reveal(
                origin.x, length: widget.frame.width, offset: horizontalContentOffset, viewport: viewportWidth
            )
        }
    }

    /// The offset that shows `start..<start + length` in a viewport now at `offset`.
    private static func reveal(_ start: Int, length: Int, offset: Int, viewport: Int) -> Int {
        let end = start + length
        if start < offset { return start }
        if end > offset + viewport { return min(start, end - viewport) }
        return offset
    }

    /// Scrolls by `rows`; returns whether the event counts as handled (it
    /// does whenever there is anything to scroll, so it does not bubble on).
    private func scroll(by rows: Int) -> Bool {
        guard maxOffset > 0 else { return false }
        contentOffset += rows
        return true
    }

    /// Scrolls sideways by `columns`, as ``scroll(by:)`` does.
    private func scroll(columns: Int) -> Bool {
        guard maxHorizontalOffset > 0 else { return false }
        horizontalContentOffset += columns
        return true
    }

    private static func containsFocusable(_ widget: Widget) -> Bool {
        if widget.isHidden { return false }
        if widget.canBecomeFocused { return true }
        return widget.subwidgets.contains { containsFocusable($0) }
    }
}
