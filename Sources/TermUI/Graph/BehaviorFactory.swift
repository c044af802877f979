/// Picks the behaviour for a view: primitives and representables are hosted,
/// every other view evaluates its body.
@MainActor
enum BehaviorFactory {
    static func behavior(for view: any View) -> NodeBehavior {
        if let primitive = view as? any PrimitiveView { return primitive.makeBehavior() }
        if let representable = view as? any WidgetRepresentable { return widgetBehavior(representable) }
        if let representable = view as? any ControllerRepresentable {
            return controllerBehavior(representable)
        }
        return CompositeBehavior()
    }

    private static func widgetBehavior<R: WidgetRepresentable>(_ view: R) -> NodeBehavior {
        RepresentableHost<WidgetAdapter<R>>()
    }

    private static func controllerBehavior<R: ControllerRepresentable>(_ view: R) -> NodeBehavior {
        RepresentableHost<ControllerAdapter<R>>()
    }
}
