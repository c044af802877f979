import CursesKit

/// A screen full of widgets for the benchmark: a grid of bordered cards, each
/// with a wrapped label, a progress bar and a button, in several colours.
@MainActor
final class WidgetScreen {
    let root = Widget()
    private(set) var bars: [ProgressBar] = []
    private(set) var labels: [LabelWidget] = []

    init(size: Size) {
        root.frame = Rect(origin: .zero, size: size)
        root.backgroundStyle = Style(background: .indexed(235))
        let cardWidth = 26
        let cardHeight = 6
        let columns = max(1, size.width / cardWidth)
        let rows = max(1, size.height / cardHeight)
        let accents: [Color] = [.orange, .purple, .cyan, .rgb(52, 199, 89), .indexed(33)]
        for row in 0..<rows {
            for column in 0..<columns {
                let index = row * columns + column
                let accent = accents[index % accents.count]
                let card = BoxWidget(title: "Card \(index) 日本", border: .rounded)
                card.frame = Rect(
                    x: column * cardWidth, y: row * cardHeight, width: cardWidth, height: cardHeight)
                card.lineStyle = Style(foreground: accent)
                card.backgroundStyle = Style(background: .indexed(236))
                let label = LabelWidget(
                    "Boarding pass SFO → JFK 🎫 seat \(index)", style: Style(foreground: .white))
                label.frame = Rect(x: 1, y: 1, width: cardWidth - 2, height: 2)
                let bar = ProgressBar(progress: Double(index % 10) / 10)
                bar.frame = Rect(x: 1, y: 3, width: cardWidth - 12, height: 1)
                bar.barStyle = Style(background: accent)
                bar.trackStyle = Style(background: .indexed(238))
                let button = Button(title: "Add")
                button.frame = Rect(x: cardWidth - 10, y: 3, width: 8, height: 1)
                button.style = Style(foreground: .black, background: accent, attributes: .bold)
                card.addSubwidget(label)
                card.addSubwidget(bar)
                card.addSubwidget(button)
                root.addSubwidget(card)
                bars.append(bar)
                labels.append(label)
            }
        }
    }

    /// Draws every widget (a full frame).
    func renderAll(into surface: Surface) {
        WidgetRenderer.render(root, in: surface, full: true)
    }

    /// Moves one progress bar and draws what changed.
    func renderOneChange(into surface: Surface, step: Int) {
        bars.first?.progress = Double(step % 2) * 0.5 + 0.25
        WidgetRenderer.render(root, in: surface)
    }
}
