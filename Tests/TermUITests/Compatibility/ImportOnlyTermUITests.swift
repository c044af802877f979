import TermUI
import Testing

/// `import TermUI` alone names CursesKit's types, as `import SwiftUI` names UIKit's:
/// this file imports nothing else, so it would not compile without the re-export.
@MainActor
@Suite struct ImportOnlyTermUITests {
    /// A widget of one's own, written with only `import TermUI`.
    final class Dot: Widget {
        override var intrinsicContentSize: Size { Size(width: 1, height: 1) }
        override func draw(in surface: Surface) {
            surface.draw("•", at: .zero, style: Style(foreground: Color.orange))
        }
    }

    struct DotView: WidgetRepresentable {
        func makeWidget(context: Context) -> Dot { Dot() }
        func updateWidget(_ widget: Dot, context: Context) {}
    }

    @Test func cursesKitTypesAreNamedThroughTermUI() {
        let host = HeadlessHost(size: Size(width: 3, height: 1)) { DotView() }
        let key: KeyEvent = .character("x")
        host.send(key)
        #expect(host.lines == ["•  "])
        #expect(host.cell(at: Point(x: 0, y: 0)).style.foreground == Color.orange)
    }

    /// Where both modules name a type, TermUI's wins and CursesKit's is qualified.
    @Test func buttonIsTheViewAndCursesKitButtonTheWidget() {
        let view: Button = Button("OK") {}
        let widget: Widget = CursesKit.Button(title: "OK")
        let host = HeadlessHost(size: Size(width: 6, height: 1)) { view }
        #expect(host.lines == ["[ OK ]"])
        #expect(widget.intrinsicContentSize.width > 0)
    }

    /// `Label` is the SwiftUI view: CursesKit's text widget is `LabelWidget`
    /// (as UIKit's is `UILabel`), so the two never clash.
    @Test func labelIsTheViewAndLabelWidgetTheWidget() {
        let host = HeadlessHost(size: Size(width: 7, height: 1)) { Label("Inbox", systemImage: "tray") }
        let widget: Widget = LabelWidget("Inbox")
        #expect(host.lines == ["⊔ Inbox"])
        #expect(widget.intrinsicContentSize.width == 5)
    }
}
