/// A list row with swipe actions: the buttons `.swipeActions` declared, which
/// the list offers in a menu (a terminal has no swipe). Outside a list it
/// shows its content alone.
struct SwipeActionsModifier<Content: View, Actions: View>: View, PrimitiveView, SingleContentView {
    typealias Body = Never
    let content: Content
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    func makeBehavior() -> NodeBehavior { SwipeActionsBehavior(view: self) }
}

extension SwipeActionsModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}

extension SwipeActionsModifier: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: content) }
}

/// A row view's swipe actions, as the list finds them in the cursor row's nodes.
@MainActor
protocol ListRowSwipeActions {
    var swipeEdge: HorizontalEdge { get }
    var swipeButtons: [SwipeButton] { get }
}

/// Hosts the content; keeps the actions for the list to offer.
@MainActor
final class SwipeActionsBehavior<Content: View, Actions: View>: ViewBehavior<
    SwipeActionsModifier<Content, Actions>
>,
ListRowSwipeActions
{
    override func render(_ node: ViewNode, reasons: [UpdateReason], transaction: Transaction) {
        node.reconcile([ChildSpec(key: .index(0), view: view.content)], transaction: transaction)
    }

    override func renderMayChangeSize(_ node: ViewNode, reasons: [UpdateReason]) -> Bool { false }

    var swipeEdge: HorizontalEdge { view.edge }
    var swipeButtons: [SwipeButton] { SwipeButton.buttons(in: view.actions) }
}

/// One swipe action: a button's title, role and action.
@MainActor
struct SwipeButton {
    let title: String
    let role: ButtonRole?
    let action: () -> Void

    /// The buttons in `view`, in order: through tuples, groups, branches and
    /// one-child modifiers (`.tint`); other views offer none.
    static func buttons(in view: any View) -> [SwipeButton] {
        switch view {
        case let button as Button:
            return [SwipeButton(title: button.title, role: button.role, action: button.action)]
        case let tuple as TupleView: return tuple.views.flatMap { buttons(in: $0) }
        case let content as any SwipeButtonContainer: return content.contained.flatMap { buttons(in: $0) }
        case let modifier as any SingleContentView: return buttons(in: modifier.content)
        default: return []
        }
    }
}

/// A container whose views a swipe action menu looks through.
@MainActor
protocol SwipeButtonContainer {
    var contained: [any View] { get }
}

extension Group: SwipeButtonContainer {
    var contained: [any View] { [content] }
}

extension ConditionalContent: SwipeButtonContainer {
    var contained: [any View] { [trueContent as (any View)?, falseContent].compactMap { $0 } }
}

extension EnvironmentWriter: SwipeButtonContainer {
    var contained: [any View] { [content] }
}

extension View {
    /// Gives a list row actions, shown where iOS shows them on a swipe: here,
    /// `.` on the row (while its list has focus) opens a menu of them, ↑ ↓
    /// choose, Enter runs one, Esc closes. Actions of the leading edge come
    /// first. `allowsFullSwipe` is accepted (a full swipe runs the first
    /// action; here Enter on the menu's first entry does).
    ///
    /// ```swift
    /// ForEach(messages) { message in
    ///     Text(message.subject)
    ///         .swipeActions {
    ///             Button("Delete", role: .destructive) { delete(message) }
    ///             Button("Flag") { flag(message) }
    ///         }
    /// }
    /// ```
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        SwipeActionsModifier(content: self, edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content())
    }
}
