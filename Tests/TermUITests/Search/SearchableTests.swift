import CursesKit
import Foundation
import Testing

@testable import TermUI

/// `.searchable` and its companions written as SwiftUI's documentation shows
/// them ("Adding a search interface to your app"), driven from the keyboard.
@MainActor
@Suite struct SearchableTests {
    private func text(_ host: HeadlessHost) -> String { host.lines.joined(separator: "\n") }

    enum Scope: Hashable { case all, red }

    struct FruitList: View {
        let fruits = ["Apple", "Banana", "Cherry", "Strawberry"]
        @State private var query = ""
        @State private var scope = Scope.all
        @State private var submitted: [String] = []

        var filtered: [String] {
            let red = scope == .red ? fruits.filter { $0 == "Cherry" || $0 == "Strawberry" } : fruits
            return query.isEmpty ? red : red.filter { $0.localizedCaseInsensitiveContains(query) }
        }

        var body: some View {
            NavigationStack {
                List(filtered, id: \.self) { fruit in
                    Text(fruit)
                }
                .navigationTitle("Fruit")
                .overlay(alignment: .bottom) { Text("submitted: \(submitted.joined(separator: ","))") }
                .searchable(text: $query, prompt: "Find a fruit")
                .searchScopes($scope) {
                    Text("All").tag(Scope.all)
                    Text("Red").tag(Scope.red)
                }
                .searchSuggestions {
                    Text("Try cherry").searchCompletion("cherry")
                }
                .onSubmit(of: .search) { submitted.append(query) }
            }
        }
    }

    @Test func theSearchRowSitsUnderTheTitleAndTheAppOpensOnItsContent() {
        let host = HeadlessHost(size: Size(width: 40, height: 10), root: FruitList())
        #expect(host.lines[0].contains("Fruit"), "\(text(host))")
        #expect(host.lines[1].hasPrefix("/ Find a fruit"), "\(text(host))")
        // The first control focused at launch is the list, not a search field:
        // `q` would still quit, and nothing is being searched.
        #expect(!(host.focusedWidget is TextInput), "\(String(describing: host.focusedWidget))")
        #expect(host.keyHints.contains { $0.symbol == "/" && $0.label == "search" }, "\(host.keyHints)")
    }

    @Test func slashStartsASearchTypingFiltersAndEnterSubmits() {
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: FruitList())
        host.send(KeyEvent(.character("/")))
        #expect(host.focusedWidget is TextInput, "\(text(host))")
        // While searching: the scopes and the suggestions show under the field.
        #expect(text(host).contains("All") && text(host).contains("Red"), "\(text(host))")
        #expect(text(host).contains("Try cherry"), "\(text(host))")
        host.type("an")
        #expect(text(host).contains("Banana") && !text(host).contains("Apple"), "\(text(host))")
        // `/` typed into the field is text, not a new search.
        host.type("/")
        #expect(text(host).contains("an/"), "\(text(host))")
        host.send(KeyEvent(.backspace))
        host.send(KeyEvent(.enter))
        #expect(text(host).contains("submitted: an"), "\(text(host))")
    }

    @Test func escEndsTheSearchClearingTheText() {
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: FruitList())
        host.send(KeyEvent(.character("/")))
        host.type("ch")
        #expect(!text(host).contains("Apple"))
        host.send(KeyEvent(.escape))
        #expect(host.lines[1].hasPrefix("/ Find a fruit"), "\(text(host))")
        #expect(text(host).contains("Apple") && !text(host).contains("Try cherry"), "\(text(host))")
        #expect(!(host.focusedWidget is TextInput))
    }

    @Test func aScopeNarrowsTheResults() {
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: FruitList())
        host.send(KeyEvent(.character("/")))
        host.send(KeyEvent(.tab))  // Cancel
        host.send(KeyEvent(.tab))  // the scopes
        host.send(KeyEvent(.right))
        #expect(text(host).contains("Cherry") && !text(host).contains("Banana"), "\(text(host))")
    }

    @Test func aSuggestionFillsTheFieldAndSubmits() {
        let host = HeadlessHost(size: Size(width: 40, height: 12), root: FruitList())
        host.send(KeyEvent(.character("/")))
        let row = host.lines.firstIndex { $0.contains("Try cherry") } ?? 0
        host.click(at: Point(x: 2, y: row))
        #expect(text(host).contains("submitted: cherry"), "\(text(host))")
        #expect(text(host).contains("Cherry") && !text(host).contains("Banana"), "\(text(host))")
    }

    struct SearchingAware: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            VStack {
                Text(isSearching ? "searching" : "idle")
                Button("Done") { dismissSearch() }
            }
        }
    }

    struct Presented: View {
        @State private var query = ""
        @State private var isPresented = false
        var body: some View {
            VStack {
                Button("Find") { isPresented = true }
                SearchingAware()
                    .searchable(text: $query, isPresented: $isPresented)
                Text(isPresented ? "presented" : "hidden")
            }
        }
    }

    @Test func isSearchingAndDismissSearchAndIsPresented() {
        let host = HeadlessHost(size: Size(width: 40, height: 8), root: Presented())
        #expect(text(host).contains("idle") && text(host).contains("hidden"), "\(text(host))")
        // The button on top is focused at launch; Enter presents the search.
        host.send(KeyEvent(.enter))
        #expect(text(host).contains("searching") && text(host).contains("presented"), "\(text(host))")
        #expect(host.focusedWidget is TextInput)
        host.type("x")
        // Tab past Cancel to Done, which calls dismissSearch.
        host.send([KeyEvent(.tab), KeyEvent(.tab), KeyEvent(.enter)])
        #expect(text(host).contains("idle") && text(host).contains("hidden"), "\(text(host))")
        #expect(!text(host).contains("x"), "the text is cleared: \(text(host))")
    }

    @Test func theOtherPromptFormsCompile() {
        let key: LocalizedStringKey = "Key"
        let host = HeadlessHost(size: Size(width: 30, height: 6)) {
            VStack {
                Text("a").searchable(
                    text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: key)
                Text("b").searchable(text: .constant(""), placement: .toolbar, prompt: Text("Typed"))
                Text("c").searchable(text: .constant(""), isPresented: .constant(false), prompt: "Literal")
            }
        }
        #expect(
            text(host).contains("/ Key") && text(host).contains("/ Typed")
                && text(host).contains("/ Literal"), "\(text(host))")
    }
}
