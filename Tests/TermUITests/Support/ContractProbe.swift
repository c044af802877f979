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
        return widget
    }

    func updateWidget(_ widget: RecordingWidget, context: Context) {
        probe.receive(input: input, value: $value, transaction: context.transaction, widget: widget)
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

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
        return controller
    }

    func updateController(_ controller: Controller, context: Context) {
        probe.receive(
            input: input, value: $value, transaction: context.transaction, widget: controller.control)
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

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
