import CursesKit

/// What tells ``WidgetRepresentable`` and ``ControllerRepresentable`` apart
/// for the one host behind both (``RepresentableHost``): which object is
/// made, which calls make, update and dismantle it, and where its widget is.
/// Everything else (coordinator, tracked update, parent refresh before
/// events, sizing, removal) is the host's, once.
@MainActor
protocol RepresentableAdapter {
    /// The representable view type.
    associatedtype Representable: View
    /// What `makeCoordinator` returns.
    associatedtype Coordinator
    /// What `make…` returns: a widget or a controller.
    associatedtype Hosted: AnyObject

    /// The lifecycle event each call is traced as.
    static var makeKind: LifecycleEvent.Kind { get }
    static var updateKind: LifecycleEvent.Kind { get }
    static var dismantleKind: LifecycleEvent.Kind { get }

    static func makeCoordinator(_ representable: Representable) -> Coordinator
    static func make(_ representable: Representable, _ context: RepresentableCallContext<Coordinator>)
        -> Hosted
    static func update(
        _ representable: Representable, _ hosted: Hosted, _ context: RepresentableCallContext<Coordinator>)
    static func dismantle(_ hosted: Hosted, coordinator: Coordinator)
    static func sizeThatFits(
        _ representable: Representable, _ proposal: ProposedSize, _ hosted: Hosted,
        _ context: RepresentableCallContext<Coordinator>
    ) -> Size?

    /// The widget put on screen for `hosted`.
    static func widget(of hosted: Hosted) -> Widget
    /// Right after `make`, before the first update (a controller begins appearing).
    static func didMake(_ hosted: Hosted)
    /// After the pass of the first update, once the widget is in the tree.
    static func didAppear(_ hosted: Hosted)
    /// Before `dismantle` (a controller disappears).
    static func willDismantle(_ hosted: Hosted)
}

extension RepresentableAdapter {
    static func didMake(_ hosted: Hosted) {}
    static func didAppear(_ hosted: Hosted) {}
    static func willDismantle(_ hosted: Hosted) {}
}

/// The three things every context carries, before they are wrapped in the
/// public context type of the representable's protocol.
@MainActor
struct RepresentableCallContext<Coordinator> {
    let coordinator: Coordinator
    let environment: EnvironmentValues
    let transaction: Transaction
}

/// ``WidgetRepresentable`` for the host: the widget is the hosted object.
@MainActor
enum WidgetAdapter<Representable: WidgetRepresentable>: RepresentableAdapter {
    typealias Coordinator = Representable.Coordinator
    typealias Hosted = Representable.WidgetType
    typealias Context = WidgetRepresentableContext<Representable>

    static var makeKind: LifecycleEvent.Kind { .makeWidget }
    static var updateKind: LifecycleEvent.Kind { .updateWidget }
    static var dismantleKind: LifecycleEvent.Kind { .dismantleWidget }

    static func makeCoordinator(_ representable: Representable) -> Coordinator {
        representable.makeCoordinator()
    }

    static func make(_ representable: Representable, _ context: RepresentableCallContext<Coordinator>)
        -> Hosted
    {
        representable.makeWidget(context: Context(context))
    }

    static func update(
        _ representable: Representable, _ hosted: Hosted, _ context: RepresentableCallContext<Coordinator>
    ) {
        representable.updateWidget(hosted, context: Context(context))
    }

    static func dismantle(_ hosted: Hosted, coordinator: Coordinator) {
        Representable.dismantleWidget(hosted, coordinator: coordinator)
    }

    static func sizeThatFits(
        _ representable: Representable, _ proposal: ProposedSize, _ hosted: Hosted,
        _ context: RepresentableCallContext<Coordinator>
    ) -> Size? {
        representable.sizeThatFits(proposal, widget: hosted, context: Context(context))
    }

    static func widget(of hosted: Hosted) -> Widget { hosted }
}

/// ``ControllerRepresentable`` for the host: the controller is hosted, its
/// root widget is on screen, and its appearance callbacks follow the view's life.
@MainActor
enum ControllerAdapter<Representable: ControllerRepresentable>: RepresentableAdapter {
    typealias Coordinator = Representable.Coordinator
    typealias Hosted = Representable.ControllerType
    typealias Context = ControllerRepresentableContext<Representable>

    static var makeKind: LifecycleEvent.Kind { .makeController }
    static var updateKind: LifecycleEvent.Kind { .updateController }
    static var dismantleKind: LifecycleEvent.Kind { .dismantleController }

    static func makeCoordinator(_ representable: Representable) -> Coordinator {
        representable.makeCoordinator()
    }

    static func make(_ representable: Representable, _ context: RepresentableCallContext<Coordinator>)
        -> Hosted
    {
        representable.makeController(context: Context(context))
    }

    static func update(
        _ representable: Representable, _ hosted: Hosted, _ context: RepresentableCallContext<Coordinator>
    ) {
        representable.updateController(hosted, context: Context(context))
    }

    static func dismantle(_ hosted: Hosted, coordinator: Coordinator) {
        Representable.dismantleController(hosted, coordinator: coordinator)
    }

    static func sizeThatFits(
        _ representable: Representable, _ proposal: ProposedSize, _ hosted: Hosted,
        _ context: RepresentableCallContext<Coordinator>
    ) -> Size? {
        representable.sizeThatFits(proposal, controller: hosted, context: Context(context))
    }

    static func widget(of hosted: Hosted) -> Widget { hosted.widget }

    static func didMake(_ hosted: Hosted) { hosted.beginAppearanceTransition(true) }

    static func didAppear(_ hosted: Hosted) { hosted.endAppearanceTransition() }

    static func willDismantle(_ hosted: Hosted) {
        hosted.beginAppearanceTransition(false)
        hosted.endAppearanceTransition()
    }
}
