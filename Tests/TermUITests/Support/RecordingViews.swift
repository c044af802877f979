import CursesKit
import Observation
import TermUI

/// Collects what happened, in order, for assertions.
@MainActor
final class Recorder {
    var calls: [String] = []
    func record(_ call: String) { calls.append(call) }
    func clear() { calls.removeAll() }
    func count(_ call: String) -> Int { calls.filter { $0 == call }.count }

    /// The last widget and coordinator made under each name, held weakly.
    var widgets: [String: WeakBox] = [:]
    var coordinators: [String: WeakBox] = [:]
}

/// A weak reference, to check an object was released.
@MainActor
final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A focusable control that shows a title and fires its action on Enter.
@MainActor
final class RecordingWidget: Control {
    var title = "" {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    var tint: Color = .default {
        didSet { if tint != oldValue { setNeedsDisplay() } }
    }

    override var intrinsicContentSize: Size { Size(width: title.count, height: 1) }

    override func draw(in surface: Surface) {
        surface.draw(title, at: .zero, style: Style(foreground: tint))
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard event.key == .enter else { return false }
        sendActions(for: .primaryActionTriggered)
        return true
    }
}

/// A representable that records every contract call.
struct RecordingRep: WidgetRepresentable {
    let name: String
    let title: String
    let recorder: Recorder
    var readsAccent = false
    var onTap: (() -> Void)?
    var sizes: [ProposedSize: Size] = [:]

    func makeCoordinator() -> Coordinator {
        recorder.record("\(name).makeCoordinator")
        let coordinator = Coordinator(parent: self)
        recorder.coordinators[name] = WeakBox(coordinator)
        return coordinator
    }

    func makeWidget(context: Context) -> RecordingWidget {
        recorder.record("\(name).makeWidget")
        let widget = RecordingWidget()
        widget.addTarget(context.coordinator, action: Coordinator.tapped, for: .primaryActionTriggered)
        context.coordinator.made = widget
        recorder.widgets[name] = WeakBox(widget)
        return widget
    }

    func updateWidget(_ widget: RecordingWidget, context: Context) {
        let sameWidget = context.coordinator.made === widget
        recorder.record("\(name).updateWidget\(sameWidget ? "" : "(other widget!)")")
        widget.title = title
        if readsAccent { widget.tint = context.environment.accentColor ?? .default }
        context.coordinator.lastAnimation = context.transaction.animation
    }

    static func dismantleWidget(_ widget: RecordingWidget, coordinator: Coordinator) {
        coordinator.parent.recorder.record("\(coordinator.parent.name).dismantleWidget")
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: RecordingWidget, context: Context) -> Size? {
        recorder.record("\(name).sizeThatFits(\(proposal))")
        return sizes[proposal]
    }

    final class Coordinator: RepresentableCoordinator {
        var parent: RecordingRep
        weak var made: RecordingWidget?
        var lastAnimation: Animation?
        init(parent: RecordingRep) { self.parent = parent }
        func tapped() { parent.onTap?() }
    }
}

/// Shared observable input the tests change from outside the views.
@MainActor
@Observable
final class TestModel {
    var count = 0
    var flag = true
    var items: [String] = ["a", "b", "c"]
    var identity = 0
    var text = "hello"
}
