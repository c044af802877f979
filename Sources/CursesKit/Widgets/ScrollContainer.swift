/// A vertical viewport onto a content widget taller than itself (UIKit's
/// `UIScrollView`, SwiftUI's `ScrollView`).
///
/// The content is as wide as the viewport (less the indicator column) and as
/// tall as ``contentSize`` or, when that is `nil`, as its
/// ``Widget/sizeThatFits(_:)`` says. The wheel, Page Up/Down and (when no
/// widget inside took them) Up/Down scroll; a widget inside that gains focus
/// is scrolled into view. With nothing focusable inside, the container
/// itself takes focus so the keyboard can scroll it.
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

    /// Called after ``contentOffset`` changes (a key, the wheel, a focused
    /// widget scrolled into view): lazy content builds what came into view.
    public var didScroll: (() -> Void)?

    /// Draws a scroll bar in the rightmost column.
    public var showsScrollIndicator = true {
        didSet { if showsScrollIndicator != oldValue { setNeedsLayout() } }
    }

    /// Rows moved by one wheel notch.
    public var wheelStep = 3

    /// Creates a container scrolling `content`.
    public init(content: Widget? = nil) {
        self.content = content
        super.init()
        install()
    }

    private func install() {
        if let content, content.superwidget !== self { addSubwidget(content) }
        contentOffset = 0
        setNeedsLayout()
    }

    private var viewportWidth: Int { max(0, bounds.width - (showsScrollIndicator ? 1 : 0)) }

    /// The content's height for the current width.
    public var contentHeight: Int {
        if let contentSize { return contentSize.height }
        guard let content else { return 0 }
        return content.sizeThatFits(Size(width: viewportWidth, height: Int.max / 4)).height
    }

    /// The largest offset: the content's last row at the bottom of the viewport.
    public var maxOffset: Int { max(0, contentHeight - bounds.height) }

    public override var isOpaque: Bool { true }

    public override var canBecomeFocused: Bool {
        guard !isHidden, maxOffset > 0, let content else { return false }
        return !Self.containsFocusable(content)
    }

    public override var intrinsicContentSize: Size {
        let inner = content?.intrinsicContentSize ?? .zero
        return Size(width: inner.width + (showsScrollIndicator ? 1 : 0), height: inner.height)
    }

    public override func sizeThatFits(_ proposal: Size) -> Size { proposal }

    public override func layoutSubwidgets() {
        let clamped = min(max(0, contentOffset), maxOffset)
        if clamped != contentOffset { contentOffset = clamped }
        content?.frame = Rect(
            x: 0, y: -contentOffset, width: viewportWidth, height: max(contentHeight, bounds.height))
    }

    public override func draw(in surface: Surface) {
        surface.fill(bounds, with: " ", style: backgroundStyle ?? .plain)
        guard showsScrollIndicator, bounds.width > 0, bounds.height > 0 else { return }
        let height = bounds.height
        let total = max(contentHeight, height)
        let thumb = max(1, height * height / max(1, total))
        let top = maxOffset == 0 ? 0 : ((height - thumb) * contentOffset * 2 + maxOffset) / (2 * maxOffset)
        let column = bounds.width - 1
        surface.fill(
            Rect(x: column, y: 0, width: 1, height: height), with: "│", style: Style(attributes: .dim))
        surface.fill(Rect(x: column, y: top, width: 1, height: thumb), with: "┃", style: .plain)
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
        let page = max(1, bounds.height - 1)
        switch event.key {
        case .pageUp: return scroll(by: -page)
        case .pageDown: return scroll(by: page)
        case .up: return scroll(by: -1)
        case .down: return scroll(by: 1)
        case .home where isFocused: return scroll(by: -contentOffset)
        case .end where isFocused: return scroll(by: maxOffset - contentOffset)
        default: return false
        }
    }

    public override func handle(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp: return scroll(by: -wheelStep)
        case .wheelDown: return scroll(by: wheelStep)
        default: return false
        }
    }

    public override func didFocusDescendant(_ widget: Widget) {
        guard let content, widget !== self, widget.isDescendant(of: content) else { return }
        var top = 0
        var node = widget
        while node !== content, let parent = node.superwidget {
            top += node.frame.minY
            node = parent
        }
        let bottom = top + widget.frame.height
        if top < contentOffset {
            contentOffset = top
        } else if bottom > contentOffset + bounds.height {
            contentOffset = min(top, bottom - bounds.height)
        }
    }

    /// Scrolls by `rows`; returns whether the event counts as handled (it
    /// does whenever there is anything to scroll, so it does not bubble on).
    private func scroll(by rows: Int) -> Bool {
        guard maxOffset > 0 else { return false }
        contentOffset += rows
        return true
    }

    private static func containsFocusable(_ widget: Widget) -> Bool {
        if widget.isHidden { return false }
        if widget.canBecomeFocused { return true }
        return widget.subwidgets.contains { containsFocusable($0) }
    }
}
