import CursesKit

/// The widget a graph shows: a content layer with the view tree's widgets and,
/// above it, one layer per presented sheet. Lays the graph out when resized.
@MainActor
final class RootWidget: Widget {
    weak var graph: ViewGraph?
    let content = Widget()

    override init() {
        super.init()
        backgroundStyle = .plain
        addSubwidget(content)
    }

    override func layoutSubwidgets() {
        content.frame = bounds
        graph?.layout()
    }
}
