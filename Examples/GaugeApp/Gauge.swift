import TermUI

/// ``GaugeWidget`` hosted in TermUI: the coordinator is the widget's target
/// and writes the new level back through the binding it reads from `parent`.
struct Gauge: WidgetRepresentable {
    @Binding var value: Int
    var maximum = 10

    func makeWidget(context: Context) -> GaugeWidget {
        let gauge = GaugeWidget()
        gauge.addTarget(context.coordinator, action: Coordinator.valueChanged, for: .valueChanged)
        context.coordinator.gauge = gauge
        return gauge
    }

    func updateWidget(_ widget: GaugeWidget, context: Context) {
        widget.maximum = maximum
        widget.value = value
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    final class Coordinator: RepresentableCoordinator {
        var parent: Gauge
        /// The widget whose actions this coordinator receives (weak: TermUI owns it).
        weak var gauge: GaugeWidget?

        init(parent: Gauge) {
            self.parent = parent
        }

        func valueChanged() {
            if let gauge { parent.value = gauge.value }
        }
    }
}
