extension View {
    /// Declares the view a ``NavigationStack`` shows for pushed values of
    /// type `data` (from a ``NavigationLink`` or the stack's path). The view
    /// is made only when such a value is pushed. Put it inside the stack,
    /// not on a lazy container's rows.
    ///
    /// ```swift
    /// List(parks) { NavigationLink($0.name, value: $0) }
    ///     .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationModifier(content: self, destination: destination)
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is
    /// true; going back writes `false` to the binding.
    ///
    /// ```swift
    /// Button("Show log") { showsLog = true }
    ///     .navigationDestination(isPresented: $showsLog) { LogView() }
    /// ```
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        PresentedDestinationModifier(content: self, isPresented: isPresented, destination: destination())
    }
}

struct NavigationDestinationModifier<Content: View, D: Hashable, C: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let destination: (D) -> C

    func makeBehavior() -> NodeBehavior { NavigationDestinationBehavior(view: self) }
}

/// Declares the destination to the stack on every render (the closure may
/// capture new values), and takes it back when the modifier goes.
@MainActor
final class NavigationDestinationBehavior<Content: View, D: Hashable, C: View>:
    SingleChildBehavior<NavigationDestinationModifier<Content, D, C>>
{
    private weak var registry: NavigationRegistry?

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        guard let registry = node.environment.navigationLevel?.registry else { return }
        self.registry = registry
        let destination = view.destination
        registry.registerDestination(for: ObjectIdentifier(D.self), owner: ObjectIdentifier(self)) { value in
            guard let typed = value.base as? D else { return AnyView(EmptyView()) }
            return AnyView(destination(typed))
        }
    }

    override func unmount(_ node: ViewNode) {
        registry?.unregisterDestinations(owner: ObjectIdentifier(self))
    }
}

struct PresentedDestinationModifier<Content: View, V: View>: SingleContentView, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let destination: V

    func makeBehavior() -> NodeBehavior { PresentedDestinationBehavior(view: self) }
}

/// Pushes the destination while the binding is true; a pop writes `false`.
@MainActor
final class PresentedDestinationBehavior<Content: View, V: View>:
    SingleChildBehavior<PresentedDestinationModifier<Content, V>>
{
    private weak var registry: NavigationRegistry?

    override func didRender(_ node: ViewNode, isFirst: Bool) {
        guard let registry = node.environment.navigationLevel?.registry else { return }
        self.registry = registry
        let modifier = view
        let owner = ObjectIdentifier(self)
        if modifier.isPresented.wrappedValue {
            let isPresented = modifier.isPresented
            registry.pushView(
                owner: owner, build: { AnyView(modifier.destination) },
                pop: { isPresented.wrappedValue = false })
        } else {
            registry.removePushedView(owner: owner)
        }
    }

    override func unmount(_ node: ViewNode) {
        registry?.removePushedView(owner: ObjectIdentifier(self))
    }
}
