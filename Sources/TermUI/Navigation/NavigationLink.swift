/// A control that pushes a view on the enclosing ``NavigationStack``:
/// SwiftUI's `NavigationLink`.
///
/// A link with a value pushes the value on the stack's path; the
/// `.navigationDestination(for:)` of its type makes the view, only when it is
/// pushed. A link with a destination pushes that view. Enter, Space or a
/// click activate it; inside a ``List`` the link is a row, activated by
/// Enter on it, and drawn with a `›` at its end.
///
/// ```swift
/// NavigationLink("Settings", value: Route.settings)
/// NavigationLink { DetailView(item: item) } label: { Text(item.name) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: NavigationLinkTarget<Destination>

    /// A link that pushes `value` (nothing when `value` is `nil`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }

    /// A link titled `title` that pushes `value`.
    public init<P: Hashable>(_ title: String, value: P?) where Label == Text, Destination == Never {
        self.init(value: value) { Text(title) }
    }

    /// A link that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    /// A link that pushes the view `destination` makes.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// A link titled `title` that pushes the view `destination` makes.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) where Label == Text {
        self.init(destination: destination()) { Text(title) }
    }

    /// The link's row: its label and a `›`, highlighted while focused.
    public var body: some View {
        NavigationLinkContent(label: label, target: target)
    }
}

/// What a link pushes.
enum NavigationLinkTarget<Destination: View> {
    /// A value for the path (`nil`: the link does nothing).
    case value(AnyHashable?)
    /// A view pushed above the path.
    case view(Destination)
}

/// Compared with `==` when the destination can be (a link to a value has
/// none: `Never`), not by reflecting both values at every comparison (the
/// home screen's rows compared their targets through `Mirror`: 108 k
/// instructions a Down).
extension NavigationLinkTarget: Equatable where Destination: Equatable {}

/// A link's content: the focus state that highlights it.
struct NavigationLinkContent<Label: View, Destination: View>: View {
    let label: Label
    let target: NavigationLinkTarget<Destination>
    @FocusState private var isFocused: Bool

    var body: some View {
        NavigationLinkHost(label: label, target: target, isHighlighted: isFocused)
            .focused($isFocused)
    }
}

extension NavigationLink: ListRowTextContent {
    var listRowText: String? { ListRowText.text(of: label) }
}
