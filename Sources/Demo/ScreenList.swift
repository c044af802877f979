import CursesKit
import TermUI

/// The home list: a representable over ``ScreenListWidget`` whose
/// coordinator is the widget's target, writing the selection and the opened
/// screen back through bindings.
///
/// Bindings rather than a closure: TermUI compares bindings (and the
/// `Equatable` screens) between renders, so a re-render of the home screen
/// that changes none of them makes no `updateWidget` call.
struct ScreenList: WidgetRepresentable {
    let screens: [DemoScreen]
    @Binding var selection: Int
    @Binding var openedScreen: DemoScreen?

    func makeWidget(context: Context) -> ScreenListWidget {
        let list = ScreenListWidget()
        list.addTarget(context.coordinator, action: Coordinator.selectionChanged, for: .valueChanged)
        list.addTarget(context.coordinator, action: Coordinator.opened, for: .primaryActionTriggered)
        context.coordinator.list = list
        return list
    }

    func updateWidget(_ widget: ScreenListWidget, context: Context) {
        widget.entries = screens.map {
            ScreenListWidget.Entry(title: $0.title, note: "\($0.rawValue) · \($0.seed)", summary: $0.summary)
        }
        widget.selectedIndex = selection
        widget.accent = context.environment.accentColor ?? .cyan
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// The list's target: it always reads the current ``ScreenList`` through `parent`.
    final class Coordinator: RepresentableCoordinator {
        var parent: ScreenList
        weak var list: ScreenListWidget?

        init(parent: ScreenList) { self.parent = parent }

        func selectionChanged() {
            guard let list else { return }
            parent.selection = list.selectedIndex
        }

        func opened() {
            guard let list, parent.screens.indices.contains(list.selectedIndex) else { return }
            parent.openedScreen = parent.screens[list.selectedIndex]
        }
    }
}
