/// Picks the behaviour for a view: primitives and representables are hosted,
/// every other view evaluates its body. Each behaviour is made with the view
/// as its own type (``ViewBehavior``).
@MainActor
enum BehaviorFactory {
    /// View types known to have a body: three failing protocol casts per node
    /// were a tenth of a large first render.
    private static var compositeTypes: Set<ObjectIdentifier> = []

    static func behavior(for view: any View) -> NodeBehavior {
        func make<V: View>(_ view: V) -> NodeBehavior { typedBehavior(for: view) }
        return _openExistential(view, do: make)
    }

    /// The behaviour for `view`; the casts ask what the view is (a primitive,
    /// a representable), once per node, and never take a view back from `any View`.
    static func typedBehavior<V: View>(for view: V) -> NodeBehavior {
        let type = ObjectIdentifier(V.self)
        if compositeTypes.contains(type) || !isGraphSpecial(V.self) { return CompositeBehavior(view: view) }
        if let primitive = view as? any PrimitiveView { return primitive.makeBehavior() }
        if let representable = view as? any WidgetRepresentable { return widgetBehavior(representable) }
        if let representable = view as? any ControllerRepresentable {
            return controllerBehavior(representable)
        }
        compositeTypes.insert(type)
        return CompositeBehavior(view: view)
    }

    private static func widgetBehavior<R: WidgetRepresentable>(_ view: R) -> NodeBehavior {
        RepresentableHost<WidgetAdapter<R>>(view: view)
    }

    private static func controllerBehavior<R: ControllerRepresentable>(_ view: R) -> NodeBehavior {
        RepresentableHost<ControllerAdapter<R>>(view: view)
    }
}
