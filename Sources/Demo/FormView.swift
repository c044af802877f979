import CursesForm
import CursesKit
import TermUI

/// ncurses' own form library (libform, hosted by CursesForm's ``FormWidget``)
/// in a representable, in the seeds' style: the coordinator is the form's
/// delegate and turns libform's field hook into typed bindings (an `Int` from
/// the `TYPE_INTEGER` field, a `String` matching the `TYPE_REGEXP` one, a
/// `TYPE_ENUM` choice), and its validation failures into `error`, which the
/// screen shows beside the form.
///
/// `updateWidget` pushes the bindings back into the fields without moving the
/// cursor; a field the user is editing keeps the edit in progress.
struct FormView: WidgetRepresentable {
    @Binding var quantity: Int
    @Binding var code: String
    @Binding var shipping: String
    /// libform's latest refusal, as a sentence; `nil` once a value is committed.
    @Binding var error: String?
    /// Set when the form is submitted (Enter on the last field, every field valid).
    @Binding var isSubmitted: Bool

    static let quantityRange = 1...99
    static let codePattern = "[A-Z]{3}-[0-9]{2}"
    static let shippingChoices = ["standard", "express", "pickup"]

    /// Labels, three typed fields and a hint after each.
    static let fields: [FormField] = [
        .label("Quantity", at: Point(x: 0, y: 0)),
        FormField(
            "quantity", frame: Rect(x: 10, y: 0, width: 4, height: 1), type: .integer(range: quantityRange),
            isRequired: true, justification: .right),
        .label("1 to 99", at: Point(x: 20, y: 0), style: Style(foreground: .ansi(.brightBlack))),
        .label("Code", at: Point(x: 0, y: 1)),
        FormField(
            "code", frame: Rect(x: 10, y: 1, width: 8, height: 1), type: .regularExpression(codePattern)),
        .label("like ABC-12", at: Point(x: 20, y: 1), style: Style(foreground: .ansi(.brightBlack))),
        .label("Shipping", at: Point(x: 0, y: 2)),
        FormField(
            "shipping", frame: Rect(x: 10, y: 2, width: 8, height: 1),
            type: .enumeration(shippingChoices), isRequired: true),
        .label(
            "standard/express/pickup", at: Point(x: 20, y: 2), style: Style(foreground: .ansi(.brightBlack))),
    ]

    func makeWidget(context: Context) -> FormWidget {
        let form = FormWidget()
        form.fields = Self.fields
        form.delegate = context.coordinator
        return form
    }

    func updateWidget(_ form: FormWidget, context: Context) {
        form.setValue(String(quantity), forField: "quantity")
        form.setValue(code, forField: "code")
        form.setValue(shipping, forField: "shipping")
    }

    /// libform's form, fields and window are freed here, and the delegate let go.
    static func dismantleWidget(_ form: FormWidget, coordinator: Coordinator) {
        form.delegate = nil
        form.close()
    }

    /// The fields' extent: libform cannot lay them out in less.
    func sizeThatFits(_ proposal: ProposedSize, widget: FormWidget, context: Context) -> Size? {
        let intrinsic = widget.intrinsicContentSize
        return Size(width: min(proposal.width ?? intrinsic.width, intrinsic.width), height: intrinsic.height)
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// The form's delegate; it writes through `parent`, which TermUI keeps current.
    final class Coordinator: RepresentableCoordinator, FormWidgetDelegate {
        var parent: FormView

        init(parent: FormView) { self.parent = parent }

        func formWidget(_ form: FormWidget, didCommit value: String, forField name: String) {
            switch name {
            case "quantity":
                // libform's TYPE_INTEGER passed it, so it is digits within the range.
                guard let number = Int(value) else { return }
                parent.quantity = number
            case "code": parent.code = value
            case "shipping": parent.shipping = value
            default: return
            }
            parent.error = nil
        }

        func formWidget(_ form: FormWidget, didReject error: FormValidationError) {
            parent.error = error.description
        }

        func formWidget(_ form: FormWidget, didSubmit values: [String: String]) {
            parent.error = nil
            parent.isSubmitted = true
        }
    }
}
