import CursesKit
import CursesMenu
import TermUI

/// ncurses' own menu library (libmenu, hosted by CursesMenu's ``MenuWidget``)
/// in a representable, in the seeds' style: the coordinator is the menu's
/// delegate and turns libmenu's item hook (single-valued) or its marks
/// (multi-valued) into the `@Binding` selection.
///
/// `updateWidget` shows the binding's value in the menu; a value the menu
/// itself reported comes back equal and changes nothing (the widget's setters
/// ignore equal values, and the app's own changes are not reported back).
struct MenuView<Selection: MenuSelection>: WidgetRepresentable {
    let items: [MenuItem]
    @Binding var selection: Selection
    /// The mark libmenu draws before the current item (and the marked ones).
    var mark = Selection.isMultiValued ? "* " : "> "

    func makeWidget(context: Context) -> MenuWidget {
        let menu = MenuWidget()
        menu.allowsMultipleSelection = Selection.isMultiValued
        menu.mark = mark
        menu.delegate = context.coordinator
        return menu
    }

    func updateWidget(_ menu: MenuWidget, context: Context) {
        menu.items = items
        menu.selectedItemStyle = Style(
            foreground: context.environment.accentColor ?? .cyan, attributes: .reverse)
        selection.apply(to: menu, items: items)
    }

    /// libmenu's menu, items and window are freed here, and the delegate let go.
    static func dismantleWidget(_ menu: MenuWidget, coordinator: Coordinator) {
        menu.delegate = nil
        menu.close()
    }

    /// As big as libmenu lays the items out; fewer rows scroll.
    func sizeThatFits(_ proposal: ProposedSize, widget: MenuWidget, context: Context) -> Size? {
        let intrinsic = widget.intrinsicContentSize
        return Size(
            width: min(proposal.width ?? intrinsic.width, intrinsic.width),
            height: min(proposal.height ?? intrinsic.height, intrinsic.height))
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// The menu's delegate; it writes through `parent`, which TermUI keeps current.
    final class Coordinator: RepresentableCoordinator, MenuWidgetDelegate {
        var parent: MenuView

        init(parent: MenuView) { self.parent = parent }

        func menuWidget(_ menu: MenuWidget, didMoveToItemAt index: Int) {
            guard !Selection.isMultiValued else { return }
            parent.selection = Selection.read(from: menu, items: parent.items)
        }

        func menuWidget(_ menu: MenuWidget, didChangeSelection selection: Set<Int>) {
            parent.selection = Selection.read(from: menu, items: parent.items)
        }
    }
}
