import CursesForm
import CursesKit
import Testing

/// Editing keys libform refuses (in a read-only field, or Backspace at a
/// field's start) stay the form's: they never go on to the app, where
/// Backspace would go back a screen.
@MainActor
@Suite struct FormKeyKeepingTests {
    private func form() -> (FormWidget, WidgetStage) {
        let form = FormWidget()
        form.fields = [
            .label("Serial", at: Point(x: 0, y: 0)),
            FormField(
                "serial", frame: Rect(x: 10, y: 0, width: 8, height: 1), value: "XK-4411", isEditable: false),
            .label("Name", at: Point(x: 0, y: 1)),
            FormField("name", frame: Rect(x: 10, y: 1, width: 8, height: 1), value: "Ann"),
        ]
        let stage = WidgetStage(
            form, at: Rect(x: 0, y: 0, width: 20, height: 2), size: Size(width: 20, height: 2))
        stage.frame()
        return (form, stage)
    }

    @Test func backspaceAndDeleteInAReadOnlyFieldAreKeptAndChangeNothing() {
        let (form, stage) = form()
        #expect(form.currentFieldName == "serial")
        stage.send(KeyEvent(.end))
        #expect(stage.send(KeyEvent(.backspace)), "Backspace went on to the app")
        stage.send(KeyEvent(.home))
        #expect(stage.send(KeyEvent(.delete)), "Delete went on to the app")
        #expect(stage.send(KeyEvent.control("u")), "Ctrl-U went on to the app")
        #expect(form.value(forField: "serial") == "XK-4411")
        #expect(stage.frame()[0] == "Serial    XK-4411   ")
    }

    @Test func backspaceAtTheStartOfAFieldIsKept() {
        let (form, stage) = form()
        stage.send(KeyEvent(.tab))
        #expect(form.currentFieldName == "name")
        stage.send(KeyEvent(.home))
        #expect(stage.send(KeyEvent(.backspace)), "Backspace went on to the app")
        #expect(form.value(forField: "name") == "Ann")
    }
}
