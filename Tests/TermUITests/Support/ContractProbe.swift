import CursesKit
import TermUI

/// Which representable protocol a contract case runs over.
enum RepresentableKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case widget, controller
    var description: String { rawValue }
}

/// What one `updateWidget` / `updateController` call received, read inside the call.
struct Received: Equatable, CustomStringConvertible {
    /// The `input` property of the representable value.
    var input: Int
    /// The binding's value as read at the start of the call.
    var value: Int
    var animation: Animation?
    var effectiveAnimation: Animation?
    var disablesAnimations: Bool
    /// The model's count, read inside the call (tracked).
    var observed: Int?
    /// The binding's value read right after the call wrote it, if it wrote.
    var readAfterWrite: Int?
    /// How many passes had completed when the call ran.
    var pass: Int

    var description: String {
        "input=\(input) value=\(value) animation=\(animation.map { "\($0)" } ?? "nil")"
            + " effective=\(effectiveAnimation.map { "\($0)" } ?? "nil") disables=\(disablesAnimations)"
            + " observed=\(observed.map(String.init) ?? "-") readAfterWrite=\(readAfterWrite.map(String.init) ?? "-")"
            + " pass=\(pass)"
    }
}

/// Collects what the probe representables received, and says what their
/// updates write.
@MainActor
final class Probe {
    var received: [Received] = []
    /// Reads the pass count inside updates (set once the host exists).
    weak var host: HeadlessHost?
    /// When an update receives a binding value that is a key here, it writes
    /// these values to the binding, in order.
    var writes: [Int: [Int]] = [:]
    /// The model an update reads (`count`), if any.
    var model: TestModel?
    /// Counts coordinator taps.
    var taps = 0
    /// The contract calls, in order: makeCoordinator, make, update, dismantle.
    var calls: [String] = []
    /// The hosted object (widget or controller) and the coordinator, held weakly.
    weak var hosted: AnyObject?
    weak var coordinator: AnyObject?
    /// The coordinators the updates received, to check it is always the same one.
    var coordinatorsSeen: Set<ObjectIdentifier> = []
    /// True to read `accentColor` from the context's environment in each update.
    var readsAccent = false
    /// The accent colours the updates read.
    var accents: [Color?] = []

    func made(coordinator: AnyObject) {
        calls.append("makeCoordinator")
        self.coordinator = coordinator
    }

    func made(hosted: AnyObject, coordinator: AnyObject) {
        calls.append("make")
        self.hosted = hosted
        coordinatorsSeen.insert(ObjectIdentifier(coordinator))
    }

    /// Reads what every update reads besides the binding: the coordinator and the environment.
    func updating(coordinator: AnyObject, environment: EnvironmentValues) {
        calls.append("update")
        coordinatorsSeen.insert(ObjectIdentifier(coordinator))
        if readsAccent { accents.append(environment.accentColor) }
    }

    /// The body of both probes' update call: record what arrived, then write.
    func receive(
        input: Int, value: Binding<Int>, transaction: Transaction, widget: RecordingWidget
    ) {
        var entry = Received(
            input: input, value: value.wrappedValue, animation: transaction.animation,
            effectiveAnimation: transaction.effectiveAnimation,
            disablesAnimations: transaction.disablesAnimations, observed: model?.count, readAfterWrite: nil,
            pass: host?.passCount ?? -1)
        if let values = writes[entry.value] {
            for written in values { value.wrappedValue = written }
            entry.readAfterWrite = value.wrappedValue
        }
        widget.title = "v\(entry.value)"
        received.append(entry)
    }
}

/// A WidgetRepresentable whose update reports to a ``Probe``.
struct WidgetProbe: WidgetRepresentable {
    let input: Int
    @Binding var value: Int
    let probe: Probe

    func makeWidget(context: Context) -> RecordingWidget {
        let widget = RecordingWidget()
        widget.addTarget(context.coordinator, action: Coordinator.tapped, for: .primaryActionTriggered)
        probe.made(hosted: widget, coordinator: context.coordinator)
        return widget
    }

    func updateWidget(_ widget: RecordingWidget, context: Context) {
        probe.updating(coordinator: context.coordinator, environment: context.environment)
        probe.receive(input: input, value: $value, transaction: context.transaction, widget: widget)
    }

    static func dismantleWidget(_ widget: RecordingWidget, coordinator: Coordinator) {
        coordinator.parent.probe.calls.append("dismantle")
    }

    func makeCoordinator() -> Coordinator {
        let coordinator = Coordinator(parent: self)
        probe.made(coordinator: coordinator)
        return coordinator
    }

    final class Coordinator: RepresentableCoordinator {
        var parent: WidgetProbe
        init(parent: WidgetProbe) { self.parent = parent }
        /// Writes through the binding of the parent it holds now.
        func tapped() {
            parent.probe.taps += 1
            parent.value += 1
        }
    }
}

/// A ControllerRepresentable whose update reports to a ``Probe``.
struct ControllerProbe: ControllerRepresentable {
    let input: Int
    @Binding var value: Int
    let probe: Probe

    final class Controller: WidgetController {
        let control = RecordingWidget()
        override func loadWidget() { widget = control }
    }

    func makeController(context: Context) -> Controller {
        let controller = Controller()
        controller.control.addTarget(
            context.coordinator, action: Coordinator.tapped, for: .primaryActionTriggered)
        probe.made(hosted: controller, coordinator: context.coordinator)
        return controller
    }

    func updateController(_ controller: Controller, context: Context) {
        probe.updating(coordinator: context.coordinator, environment: context.environment)
        probe.receive(
            input: input, value: $value, transaction: context.transaction, widget: controller.control)
    }

    static func dismantleController(_ controller: Controller, coordinator: Coordinator) {
        coordinator.parent.probe.calls.append("dismantle")
    }

    func makeCoordinator() -> Coordinator {
        let coordinator = Coordinator(parent: self)
        probe.made(coordinator: coordinator)
        return coordinator
    }

    final class Coordinator: RepresentableCoordinator {
        var parent: ControllerProbe
        init(parent: ControllerProbe) { self.parent = parent }
        func tapped() {
            parent.probe.taps += 1
            parent.value += 1
        }
    }
}

/// A screen holding the probed value in `@State`: `model.count` is the
/// representable's input and `model.flag` makes the binding animated.
struct ProbeScreen: View {
    let kind: RepresentableKind
    let model: TestModel
    let probe: Probe
    /// The animation `$value.animation(_:)` carries while `model.flag` is true.
    var bindingAnimation: Animation = .linear(duration: 0.4)
    /// True to pass `model.count` as input (the body then reads it).
    var readsCountInBody = true
    @State private var value = 0

    var body: some View {
        let binding = model.flag ? $value.animation(bindingAnimation) : $value
        let input = readsCountInBody ? model.count : 0
        switch kind {
        case .widget: WidgetProbe(input: input, value: binding, probe: probe)
        case .controller: ControllerProbe(input: input, value: binding, probe: probe)
        }
    }
}

/// A probe under two environment writers (`accentColor` from `model.flag`,
/// `foregroundColor` from `model.count`), shown while `model.identity` is 0.
struct ProbeEnvironmentScreen: View {
    let kind: RepresentableKind
    let model: TestModel
    let probe: Probe
    @State private var value = 0

    var body: some View {
        VStack {
            if model.identity == 0 {
                Group {
                    switch kind {
                    case .widget: WidgetProbe(input: 0, value: $value, probe: probe)
                    case .controller: ControllerProbe(input: 0, value: $value, probe: probe)
                    }
                }
                .accentColor(model.flag ? .purple : .green)
                .foregroundColor(model.count == 0 ? .red : .blue)
            }
            Text("end")
        }
    }
}
