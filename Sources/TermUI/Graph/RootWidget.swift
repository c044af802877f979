import CursesKit

/// The widget a graph shows: a content layer with the view tree's widgets and,
/// above it, one layer per presented sheet, and over all of them the open
/// menu of a `.menu` Picker, if any. Lays the graph out when resized.
@MainActor
final class RootWidget: Widget {
    weak var graph: ViewGraph?
    let content = Widget()
    /// The open menu pop-up: placed under its control after every layout,
    /// closed when focus moves to another widget.
    weak var popup: MenuPopup?

    override init() {
        super.init()
        backgroundStyle = .plain
        addSubwidget(content)
    }

    override func layoutSubwidgets() {
        content.frame = bounds
        // A new size can change the screen's size classes (`\.horizontalSizeClass`).
        graph?.screenSizeChanged()
        graph?.layout()
        popup?.reposition(in: self)
        if let help = graph?.keyHints, help.isShowingHelp { help.helpPanel.place(in: bounds) }
    }

    override func didFocusDescendant(_ widget: Widget) {
        if let popup, popup.owner !== widget { popup.owner?.closeMenu() }
    }
}
