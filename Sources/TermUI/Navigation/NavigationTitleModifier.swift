extension View {
    /// Names the navigation level this view is in: the stack's title row
    /// shows it, and the levels pushed above it show it as the way back.
    ///
    /// ```swift
    /// List(mail) { Text($0.subject) }
    ///     .navigationTitle("Inbox")
    /// ```
    public func navigationTitle(_ title: String) -> some View {
        NavigationTitleModifier(content: self, title: title)
    }

    /// Names the navigation level with a text's string.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationTitleModifier(content: self, title: title.content)
    }
}

struct NavigationTitleModifier<Content: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let title: String

    func makeBehavior() -> NodeBehavior { NavigationTitleBehavior(view: self) }
}

@MainActor
final class NavigationTitleBehavior<Content: View>: SingleChildBehavior<NavigationTitleModifier<Content>> {
    private weak var level: NavigationLevel?

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        guard let level = node.environment.navigationLevel else { return }
        self.level = level
        level.setTitle(view.title, owner: ObjectIdentifier(self))
    }

    override func unmount(_ node: ViewNode) {
        level?.clearTitle(owner: ObjectIdentifier(self))
    }
}

extension NavigationTitleModifier {
    /// Its view-typed properties are its node's children: the graph compares only the others.
    public static var _viewTraits: _ViewTraits { .forwardsContent }
}
