import CursesKit
import Testing

@testable import TermUI

/// `.toolbar` items in the title row and the bottom bar, `EditButton`, and a
/// `List` in edit mode.
@MainActor
@Suite struct ToolbarTests {
    struct Fruits: View {
        @State var fruits = ["Apple", "Banana", "Cherry"]
        @State var added = 0
        var body: some View {
            NavigationStack {
                List {
                    ForEach(fruits, id: \.self) { Text($0) }
                        .onDelete { fruits.remove(atOffsets: $0) }
                }
                .navigationTitle("Fruit")
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { EditButton() }
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Add") {
                            added += 1
                            fruits.append("Fig \(added)")
                        }
                    }
                    ToolbarItem(placement: .status) { Text("\(fruits.count) fruits") }
                }
            }
        }
    }

    @Test func topItemsShareTheTitleRowAndBottomItemsTheLastRow() {
        let host = HeadlessHost(size: Size(width: 30, height: 6), focusesFirstControl: false, root: Fruits())
        #expect(host.lines[0] == " [ Edit ]  Fruit      [ Add ] ")
        #expect(host.lines[1].hasPrefix(" Apple"))
        #expect(host.lines[5].trimmingCharacters(in: .whitespaces) == "3 fruits")
    }

    @Test func toolbarButtonsTakeFocusWithTabAndActOnEnter() {
        let host = HeadlessHost(size: Size(width: 30, height: 6), focusesFirstControl: false, root: Fruits())
        // Tab goes through the title row's buttons (the top of the screen) in order, then the list.
        host.send(KeyEvent(.tab))
        #expect((host.focusedWidget as? CursesKit.Button)?.title == "Edit")
        host.send(KeyEvent(.tab))
        #expect((host.focusedWidget as? CursesKit.Button)?.title == "Add")
        host.send(KeyEvent(.enter))
        #expect(host.lines[4].hasPrefix(" Fig 1"))
        host.send(KeyEvent(.tab))
        #expect(host.focusedWidget is ListWidget)
        #expect(host.lines[5].trimmingCharacters(in: .whitespaces) == "4 fruits")
    }

    @Test func editButtonShowsDeleteMarksAndEnterDeletes() {
        let host = HeadlessHost(size: Size(width: 30, height: 6), focusesFirstControl: false, root: Fruits())
        host.click(at: Point(x: 2, y: 0))
        #expect(host.lines[0].hasPrefix(" [ Done ]"))
        #expect(host.lines[1].hasPrefix(" ⊖ Apple"))
        #expect(host.lines[2].hasPrefix(" ⊖ Banana"))
        // Into the list (past Add), down to Banana, Enter on its mark deletes it.
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.tab))
        #expect(host.focusedWidget is ListWidget)
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.down))
        host.send(KeyEvent(.enter))
        #expect(host.lines[2].hasPrefix("›⊖ Cherry"))
        #expect(host.lines[5].trimmingCharacters(in: .whitespaces) == "2 fruits")
        // A click on a mark deletes that row.
        host.click(at: Point(x: 1, y: 1))
        #expect(host.lines[1].hasPrefix("›⊖ Cherry"))
        // Done: the marks go, and Enter no longer deletes.
        host.click(at: Point(x: 2, y: 0))
        #expect(host.lines[1].hasPrefix("›Cherry") || host.lines[1].hasPrefix(" Cherry"))
    }

    @Test func withoutAStackTheBarsFrameTheView() {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Text("Count \(count)")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Up") { count += 1 } }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Reset") { count = 0 }
                            Text("tap Up")
                        }
                    }
            }
        }
        let host = HeadlessHost(size: Size(width: 24, height: 5), focusesFirstControl: false, root: Counter())
        #expect(host.lines[0] == "                 [ Up ] ")
        #expect(host.lines[2] == "        Count 0         ")
        #expect(host.lines[4] == " [ Reset ] tap Up       ")
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))
        #expect(host.lines[2] == "        Count 2         ")
    }
}
