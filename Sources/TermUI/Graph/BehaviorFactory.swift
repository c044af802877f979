/// Picks the behaviour for a view: primitives and representables are hosted,
/// every other view evaluates its body.
@MainActor
enum BehaviorFactory {
    /// View types known to have a body: three failing protocol casts per node
    /// were a tenth of a large first render.
    private static var compositeTypes: Set<ObjectIdentifier> = []

    static func behavior(for view: any View) -> NodeBehavior {
        let type = ObjectIdentifier(Swift.type(of: view))
        if compositeTypes.contains(type) { return CompositeBehavior() }
        if let primitive = view as? any PrimitiveView { return primitive.makeBehavior() }
        if let representable = view as? any WidgetRepresentable { return widgetBehavior(representable) }
        if let representable = view as? any ControllerRepresentable {
            return controllerBehavior(representable)
        }
        compositeTypes.insert(type)
        return CompositeBehavior()
    }

    private static func widgetBehavior<R: WidgetRepresentable>(_ view: R) -> NodeBehavior {
        RepresentableHost<WidgetAdapter<R>>()
    }

    private static func controllerBehavior<R: ControllerRepresentable>(_ view: R) -> NodeBehavior {
        RepresentableHost<ControllerAdapter<R>>()
    }
}
