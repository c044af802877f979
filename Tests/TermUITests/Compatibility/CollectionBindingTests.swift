import CursesKit
import Testing

@testable import TermUI

/// `ForEach($items) { $item in }` and `List($items) { $item in }` as SwiftUI
/// code writes them: a field in a row edits its element in the array, the
/// other rows and elements stay; `List(0..<n)` and a selection that is never
/// empty.
@MainActor
@Suite struct CollectionBindingTests {
    struct Todo: Identifiable {
        let id: Int
        var title: String
    }

    struct Editor: View {
        @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach($todos) { $todo in
                    TextField("Title", text: $todo.title)
                }
                Text(todos.map(\.title).joined(separator: ","))
            }
        }
    }

    @Test func aFieldInForEachOverABindingEditsItsElement() {
        let host = HeadlessHost(size: Size(width: 30, height: 4)) { Editor() }
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.end))
        host.type("s")
        host.runPendingWork()
        #expect(host.lines[1].hasPrefix("Eggss"))
        #expect(host.lines[2].hasPrefix("Milk,Eggss"))
    }

    struct NamesEditor: View {
        @State private var names = ["Ada", "Bob"]
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach($names, id: \.self) { $name in
                    TextField("Name", text: $name)
                }
                Text(names.joined(separator: ","))
            }
        }
    }

    @Test func theIdFormEditsItsElementToo() {
        let host = HeadlessHost(size: Size(width: 30, height: 4)) { NamesEditor() }
        host.send(KeyEvent(.end))
        host.type("!")
        host.runPendingWork()
        #expect(host.lines[2].hasPrefix("Ada!,Bob"))
    }

    struct ListEditor: View {
        @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                List($todos) { $todo in
                    Text(todo.title).onTapGesture { todo.title += "!" }
                }
                .frame(height: 32)
                Text(todos.map(\.title).joined(separator: ","))
            }
        }
    }

    @Test func aRowOfListOverABindingWritesItsElement() {
        let host = HeadlessHost(size: Size(width: 30, height: 4)) { ListEditor() }
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.enter))
        host.runPendingWork()
        #expect(host.lines[2].hasPrefix("Milk!,Eggs "), "\(host.lines)")
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.enter))
        host.runPendingWork()
        #expect(host.lines[1].contains("Eggs!"))
        #expect(host.lines[2].hasPrefix("Milk!,Eggs!"), "\(host.lines)")
    }

    struct RangeList: View {
        @State private var selection = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                List(0..<100, id: \.self, selection: $selection) { index in Text("Row \(index)") }
                    .frame(height: 48)
                Text("Picked \(selection)")
            }
        }
    }

    @Test func aRangeListWithARequiredSelectionMovesItAndNeverClearsIt() {
        let host = HeadlessHost(size: Size(width: 30, height: 4)) { RangeList() }
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.down))
        host.runPendingWork()
        #expect(host.lines[3].hasPrefix("Picked 2"), "\(host.lines)")
    }

    @Test func listOverARangeShowsARowPerInteger() {
        let host = HeadlessHost(size: Size(width: 20, height: 3)) { List(0..<100) { Text("Row \($0)") } }
        #expect(host.lines[0].contains("Row 0"))
        #expect(host.lines[2].contains("Row 2"))
    }
}
