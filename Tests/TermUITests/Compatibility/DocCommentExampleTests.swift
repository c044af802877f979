import CursesKit
import Testing

@testable import TermUI

/// The examples in the doc comments of WidgetRepresentable.swift and
/// ControllerRepresentable.swift, verbatim (DocumentationTests checks they
/// stay so), compiled and run.
@MainActor
@Suite struct DocCommentExampleTests {
    struct CheckboxView: WidgetRepresentable {
        let title: String
        @Binding var isOn: Bool

        func makeWidget(context: Context) -> Checkbox {
            let checkbox = Checkbox(title: title)
            checkbox.addTarget(context.coordinator, action: Coordinator.toggled, for: .valueChanged)
            context.coordinator.checkbox = checkbox
            return checkbox
        }

        func updateWidget(_ widget: Checkbox, context: Context) {
            widget.title = title
            widget.isOn = isOn
        }

        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

        final class Coordinator: RepresentableCoordinator {
            var parent: CheckboxView
            weak var checkbox: Checkbox?
            init(parent: CheckboxView) { self.parent = parent }
            func toggled() { if let checkbox { parent.isOn = checkbox.isOn } }
        }
    }

    final class StatusController: WidgetController {
        override func loadWidget() { widget = LabelWidget("Ready") }
    }

    struct StatusView: ControllerRepresentable {
        let message: String
        func makeController(context: Context) -> StatusController { StatusController() }
        func updateController(_ controller: StatusController, context: Context) {
            (controller.widget as? LabelWidget)?.text = message
        }
    }

    struct Screen: View {
        @State private var isOn = false
        var body: some View {
            VStack(alignment: .leading) {
                CheckboxView(title: "Wi-Fi", isOn: $isOn)
                StatusView(message: isOn ? "on" : "off")
            }
        }
    }

    @Test func theCheckboxWritesItsBindingAndTheControllerShowsIt() {
        let host = HeadlessHost(size: Size(width: 10, height: 2)) { Screen() }
        #expect(host.lines == ["[ ] Wi-Fi ", "off       "])
        host.send(KeyEvent(.tab))
        host.send(.character(" "))
        #expect(host.lines == ["[x] Wi-Fi ", "on        "])
    }
}
