import CursesForm
import CursesKit
import Testing

/// Records what a form tells its delegate.
@MainActor
private final class FormLog: FormWidgetDelegate {
    var commits: [String] = []
    var rejections: [FormValidationError] = []
    var submissions: [[String: String]] = []

    func formWidget(_ form: FormWidget, didCommit value: String, forField name: String) {
        commits.append("\(name)=\(value)")
    }

    func formWidget(_ form: FormWidget, didReject error: FormValidationError) { rejections.append(error) }

    func formWidget(_ form: FormWidget, didSubmit values: [String: String]) { submissions.append(values) }
}

/// Quantity (TYPE_INTEGER 1...99) and code (TYPE_REGEXP), each after a label.
@MainActor
private func orderForm(quantity: String = "2", code: String = "") -> (FormWidget, WidgetStage, FormLog) {
    let form = FormWidget()
    form.fields = [
        .label("Quantity", at: Point(x: 0, y: 0)),
        FormField(
            "quantity", frame: Rect(x: 10, y: 0, width: 4, height: 1), value: quantity,
            type: .integer(range: 1...99)),
        .label("Code", at: Point(x: 0, y: 1)),
        FormField(
            "code", frame: Rect(x: 10, y: 1, width: 8, height: 1), value: code,
            type: .regularExpression("[A-Z]{3}-[0-9]{2}"), isRequired: true),
    ]
    let log = FormLog()
    form.delegate = log
    let stage = WidgetStage(
        form, at: Rect(x: 0, y: 0, width: 20, height: 2), size: Size(width: 20, height: 2))
    stage.frame()
    return (form, stage, log)
}

@MainActor
@Suite struct FormWidgetTests {
    @Test func libformDrawsLabelsAndValuesThroughTheCellBuffer() {
        let (form, stage, _) = orderForm(code: "ABC-12")
        #expect(stage.frame() == ["Quantity  2         ", "Code      ABC-12    "])
        #expect(stage.buffer.cell(at: Point(x: 11, y: 0)).style.attributes.contains(.underline))
        #expect(form.currentFieldName == "quantity")
        #expect(stage.focus.focused?.cursorPosition == Point(x: 10, y: 0))
    }

    /// The wide driver checks types only on leaving a field; the widget asks the type first.
    @Test func aLetterInAnIntegerFieldIsRefusedAndTheValueKept() {
        let (form, stage, log) = orderForm()
        stage.send(KeyEvent(.end))
        #expect(stage.send(.character("x")), "the key is the field's: it never goes on as a command")
        #expect(log.rejections == [.characterRefused("x", field: "quantity")])
        #expect(form.value(forField: "quantity") == "2")
        #expect(stage.frame()[0] == "Quantity  2         ")
        stage.send(KeyEvent(.tab))
        #expect(log.commits.isEmpty, "nothing changed, nothing committed")
        #expect(form.currentFieldName == "code")
    }

    @Test func aValidEditIsCommittedOncePerChange() {
        let (form, stage, log) = orderForm()
        stage.send(KeyEvent(.end))
        stage.type("5")
        #expect(log.commits.isEmpty, "an edit in progress is not committed")
        #expect(form.isEditing)
        stage.send(KeyEvent(.tab))
        #expect(log.commits == ["quantity=25"])
        stage.send(KeyEvent(.backTab))
        stage.send(KeyEvent(.tab))
        stage.send(KeyEvent(.backTab))
        stage.send(KeyEvent(.enter))
        #expect(log.commits == ["quantity=25"], "leaving again without a change commits nothing")
        #expect(form.currentFieldName == "code", "Enter moved on")
        stage.send(KeyEvent(.backTab))
        stage.send(KeyEvent(.end))
        stage.send(KeyEvent(.backspace))
        stage.send(KeyEvent(.enter))
        #expect(log.commits == ["quantity=25", "quantity=2"])
    }

    @Test func aValueOutOfTheTypeIsRejectedOnLeavingAndNotCommitted() {
        let (form, stage, log) = orderForm()
        stage.send(KeyEvent(.tab))
        stage.type("abc")
        #expect(stage.send(KeyEvent(.enter)))
        #expect(log.rejections == [.invalidValue("abc", field: "code")])
        #expect(log.commits.isEmpty)
        #expect(form.currentFieldName == "code", "libform keeps the cursor in the invalid field")
        stage.send(.control("u"))
        stage.type("ABC-12")
        stage.send(KeyEvent(.enter))
        #expect(log.commits == ["code=ABC-12"])
        #expect(log.submissions == [["quantity": "2", "code": "ABC-12"]])
    }

    @Test func aRequiredBlankFieldStopsSubmission() {
        let (_, stage, log) = orderForm()
        stage.send(KeyEvent(.tab))
        stage.send(KeyEvent(.enter))
        #expect(log.rejections == [.requiredFieldEmpty(field: "code")])
        #expect(log.submissions.isEmpty)
    }

    @Test func tabPastTheLastFieldGoesOnToTheFocusChain() {
        let (form, stage, _) = orderForm(code: "ABC-12")
        stage.send(KeyEvent(.tab))
        #expect(!form.handle(KeyEvent(.tab)), "past the last field the key is not libform's")
        #expect(!form.handle(KeyEvent(.backTab)) == false, "Shift-Tab goes back to the first field")
        #expect(form.currentFieldName == "quantity")
        #expect(!form.handle(KeyEvent(.backTab)))
    }

    @Test func aValueFromTheAppAppearsInTheFieldWithoutMovingTheCursor() {
        let (form, stage, log) = orderForm()
        stage.send(KeyEvent(.end))
        #expect(stage.focus.focused?.cursorPosition == Point(x: 11, y: 0))
        #expect(form.setValue("ABC-99", forField: "code"))
        #expect(form.setValue("42", forField: "quantity"))
        #expect(stage.frame() == ["Quantity  42        ", "Code      ABC-99    "])
        #expect(stage.focus.focused?.cursorPosition == Point(x: 11, y: 0), "the cursor stays where it was")
        #expect(log.commits.isEmpty, "the app's own values are not reported back")
    }

    @Test func anEditInProgressIsNotOverwrittenByTheApp() {
        let (form, stage, log) = orderForm()
        stage.send(KeyEvent(.end))
        stage.type("7")
        #expect(!form.setValue("9", forField: "quantity"))
        #expect(stage.frame()[0] == "Quantity  27        ")
        stage.send(KeyEvent(.tab))
        #expect(log.commits == ["quantity=27"])
    }

    @Test func aClickMovesToTheFieldUnderThePointer() {
        let (form, stage, _) = orderForm(code: "ABC-12")
        _ = stage.focus.dispatch(MouseEvent(.press, at: Point(x: 12, y: 1)))
        #expect(form.currentFieldName == "code")
        #expect(stage.focus.focused?.cursorPosition == Point(x: 12, y: 1))
    }

    @Test func closingFreesTheFormItsFieldsAndItsWindow() {
        let forms = LiveInstanceCounter.forms.count
        let fields = LiveInstanceCounter.formFields.count
        let windows = LiveInstanceCounter.foreignWindows.count
        do {
            let (form, stage, _) = orderForm()
            #expect(LiveInstanceCounter.forms.count == forms + 1)
            #expect(LiveInstanceCounter.formFields.count == fields + 4)
            #expect(LiveInstanceCounter.foreignWindows.count == windows + 1)
            form.close()
            #expect(stage.frame() == ["                    ", "                    "])
        }
        #expect(LiveInstanceCounter.forms.count == forms)
        #expect(LiveInstanceCounter.formFields.count == fields)
        #expect(LiveInstanceCounter.foreignWindows.count == windows)
    }

    @Test func releasingAFormWithoutClosingFreesItToo() {
        let forms = LiveInstanceCounter.forms.count
        let fields = LiveInstanceCounter.formFields.count
        let windows = LiveInstanceCounter.foreignWindows.count
        do { _ = orderForm() }
        #expect(LiveInstanceCounter.forms.count == forms)
        #expect(LiveInstanceCounter.formFields.count == fields)
        #expect(LiveInstanceCounter.foreignWindows.count == windows)
    }
}
