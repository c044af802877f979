import CursesKit
import TermUI

/// Seed 002's `LabelRep`, with only the type names changed: a CursesKit
/// ``LabelWidget`` styled from `context.environment` and animated through
/// `context.transaction`.
struct LabelRep: WidgetRepresentable {
    let text: String

    func makeWidget(context: Context) -> LabelWidget {
        let label = LabelWidget()
        label.style = Style(foreground: context.environment.accentColor ?? .blue)
        label.alignment = .center
        return label
    }

    func updateWidget(_ widget: LabelWidget, context: Context) {
        widget.text = text
        let font: Font = context.environment.dynamicTypeSize >= .large ? .title2 : .body
        // The seed reads accentColor once, in makeUIView, so its label keeps the
        // first colour. Applying it here as well re-tints the label live when an
        // ancestor's `.accentColor` changes (reading it here also subscribes
        // this update to that key).
        let style = Style(
            foreground: context.environment.accentColor ?? .blue,
            attributes: font.attributes(for: context.environment.dynamicTypeSize))
        if let animation = context.transaction.effectiveAnimation, widget.style != style {
            Widget.animate(duration: animation.duration, curve: animation.curve.widgetCurve) {
                widget.style = style
            }
        } else {
            widget.style = style
        }
    }
}

extension Animation.Curve {
    /// The CursesKit curve that paces a `Widget.animate` the same way.
    var widgetCurve: AnimationCurve {
        switch self {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInOut
        }
    }
}
