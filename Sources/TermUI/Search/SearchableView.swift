import CursesKit

/// A `.searchable` view: its search row above its content.
///
/// Not searching, the row is a line of grey text (`/ Search`, or the text
/// searched for), which `/` or a click turns into the field; searching, it
/// is the field and a `Cancel` button, with the scopes and the suggestions
/// handed down by `.searchScopes` and `.searchSuggestions` under it.
struct SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: String
    @State private var ownPresented = false
    @State private var dismissTarget = DismissTarget()
    @FocusState private var isFieldFocused: Bool
    @Environment(\.searchScopes) private var scopes
    @Environment(\.searchSuggestions) private var suggestions
    @Environment(\.onSearchSubmitAction) private var onSearchSubmit

    private var isSearching: Bool { isPresented?.wrappedValue ?? ownPresented }

    private func setSearching(_ searching: Bool) {
        if let isPresented {
            if isPresented.wrappedValue != searching { isPresented.wrappedValue = searching }
        } else if ownPresented != searching {
            ownPresented = searching
        }
    }

    /// `/`, a click on the row, or `isPresented` set: the field shows and takes focus.
    private func start() {
        // The field appears with the next render; the change of `searching` then focuses it.
        if isSearching { isFieldFocused = true } else { setSearching(true) }
    }

    /// Esc, Cancel or `dismissSearch`: the text is cleared and the field gives way to the row.
    private func end() {
        if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
        isFieldFocused = false
        setSearching(false)
    }

    var body: some View {
        let searching = isSearching
        let submit = onSearchSubmit
        let text = text
        dismissTarget.perform = { end() }
        return VStack(alignment: .leading, spacing: 0) {
            if searching {
                HStack(spacing: 8) {
                    TextField(prompt, text: text, prompt: Text(prompt))
                        .focused($isFieldFocused)
                        .onSubmit { submit?() }
                        .onKeyPress([KeyEvent(.escape)], hint: "end search", symbol: "Esc") { _ in
                            end()
                            return .handled
                        }
                    Button("Cancel") { end() }
                }
                if let scopes { scopes }
                if let suggestions {
                    suggestions.environment(
                        \.searchCompletionAction,
                        { completion in
                            text.wrappedValue = completion
                            isFieldFocused = true
                            submit?()
                        })
                }
            } else {
                SearchPromptRow(text: text.wrappedValue, prompt: prompt, start: { start() })
            }
            content
                .environment(\.isSearching, searching)
                .environment(\.dismissSearch, DismissSearchAction(target: dismissTarget))
        }
        .onKeyPress("/", hint: "search") {
            start()
            return .handled
        }
        .onChange(of: searching) { _, isNowSearching in
            // `/`, a click or `isPresented` set from code: the field, now shown, takes focus.
            if isNowSearching { isFieldFocused = true }
        }
    }
}

/// The search row while no search runs: `/ ` and the prompt in grey, or the text last searched for.
struct SearchPromptRow: HostedView {
    typealias Body = Never
    let text: String
    let prompt: String
    let start: @MainActor () -> Void

    func makeWidget(target: ActionTarget) -> SearchPromptWidget { SearchPromptWidget() }

    func update(_ widget: SearchPromptWidget, environment: EnvironmentValues, transaction: Transaction) {
        widget.line = "/ " + (text.isEmpty ? prompt : text)
        widget.isPrompt = text.isEmpty
        widget.start = start
    }

    func sizeThatFits(_ proposal: ProposedSize, widget: SearchPromptWidget) -> Size {
        Size(width: proposal.width ?? widget.line.displayWidth, height: 1)
    }
}

/// Draws the idle search row; a click on it starts a search. Not a Tab stop.
@MainActor
final class SearchPromptWidget: Widget {
    var line = "" {
        didSet { if line != oldValue { setNeedsDisplay() } }
    }
    var isPrompt = true {
        didSet { if isPrompt != oldValue { setNeedsDisplay() } }
    }
    var start: () -> Void = {}

    override func draw(in surface: Surface) {
        surface.draw(line, at: .zero, style: isPrompt ? Style(foreground: .gray) : Style())
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard event.button == 1 else { return false }
        if event.kind == .press || event.kind == .click { start() }
        return true
    }
}
