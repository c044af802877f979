import CursesForm
import CursesKit
import Testing

/// Moving in a libform form at its edges: ↓ in a one-line field goes to the
/// next field, Tab out of the last field commits it, PageDown on the last
/// page stays there, a click where a field of another page would be does
/// nothing.
@MainActor
@Suite struct FormMoveEdgeTests {
    @MainActor
    private final class Commits: FormWidgetDelegate {
        var committed: [String] = []
        func formWidget(_ form: FormWidget, didCommit value: String, forField name: String) {
            committed.append("\(name)=\(value)")
        }
        func formWidget(_ form: FormWidget, didReject error: FormValidationError) {}
        func formWidget(_ form: FormWidget, didSubmit values: [String: String]) {}
    }

    /// Two pages: first and last on page one, city on page two, at the same place as last.
    private func form(pages: Bool) -> (FormWidget, WidgetStage, Commits) {
        let form = FormWidget()
        form.fields = [
            FormField("first", frame: Rect(x: 0, y: 0, width: 8, height: 1), value: "Ann"),
            FormField("last", frame: Rect(x: 0, y: 1, width: 8, height: 1), value: "Lee"),
            FormField("city", frame: Rect(x: 0, y: 1, width: 8, height: 1), value: "Oslo", startsPage: pages),
        ]
        let commits = Commits()
        form.delegate = commits
        let stage = WidgetStage(
            form, at: Rect(x: 0, y: 0, width: 10, height: 2), size: Size(width: 10, height: 2))
        stage.frame()
        return (form, stage, commits)
    }

    @Test func downInAOneLineFieldGoesToTheNextField() {
        let (form, stage, _) = form(pages: true)
        #expect(stage.send(KeyEvent(.down)))
        #expect(form.currentFieldName == "last")
        #expect(stage.send(KeyEvent(.up)))
        #expect(form.currentFieldName == "first")
    }

    @Test func tabOutOfTheLastFieldCommitsItAndGoesOn() {
        let (form, stage, commits) = form(pages: true)
        stage.send(KeyEvent(.pageDown))
        #expect(form.currentFieldName == "city")
        stage.send(KeyEvent(.end))
        stage.type("s")
        #expect(!form.handle(KeyEvent(.tab)), "Tab past the last field goes on to the app")
        #expect(commits.committed.last == "city=Oslos")
    }

    @Test func pageDownOnTheLastPageStaysThere() {
        let (form, stage, _) = form(pages: true)
        #expect(form.pageCount == 2)
        stage.send(KeyEvent(.pageDown))
        #expect(form.currentPage == 1)
        stage.send(KeyEvent(.pageDown))
        #expect(form.currentPage == 1, "PageDown on the last page went elsewhere")
        #expect(form.currentFieldName == "city")
        stage.send(KeyEvent(.pageUp))
        #expect(form.currentPage == 0)
    }

    @Test func aClickWhereAFieldOfAnotherPageWouldBeDoesNothing() {
        let (form, stage, _) = form(pages: true)
        stage.send(KeyEvent(.pageDown))
        #expect(form.currentFieldName == "city")
        _ = stage.focus.dispatch(MouseEvent(.press, at: Point(x: 2, y: 0)))
        #expect(form.currentFieldName == "city", "the click reached the hidden first page's field")
        #expect(form.currentPage == 1)
    }
}
