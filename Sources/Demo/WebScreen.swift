import CursesKit
import DemoParsing
import Foundation
import TermUI

/// Seed 003 in a terminal: ``WebView`` (the page under a progress overlay while
/// it loads) with the page title above, the focused link's target below, and
/// an address field (Ctrl-L or `g`), find (`/`) and a throughput limit (`t`).
///
/// The page itself is WebLoaderKit's widget, focused when the screen opens:
/// it scrolls, moves between links and goes back and forward on its own keys.
struct WebScreen: View {
    /// What the one text field is for.
    enum FieldMode: Equatable {
        case address, find
    }

    @State private var url: URL
    @State private var loadSerial = 0
    @State private var throttle: Int?
    @State private var page = PageInfo()
    @State private var find: FindRequest?
    @State private var fieldMode = FieldMode.address
    @State private var fieldText = ""
    @State private var problem: String?
    @FocusState private var isPageFocused: Bool
    /// True while the field has focus; owned by the root, which then leaves typing keys alone.
    let isEditingText: FocusState<Bool>.Binding

    /// The limits `t` cycles through, in KB/s (nil: none).
    static let throttleSteps: [Int?] = [nil, 4, 16, 64]

    static let hints = [
        KeyHint("g", "address"), KeyHint("Tab", "link"), KeyHint("Enter", "follow"),
        KeyHint("b/f", "back/fwd"),
        KeyHint("r", "reload"), KeyHint("s", "stop"), KeyHint("/", "find"), KeyHint("t", "throttle"),
    ]
    static let editingHints = [
        KeyHint("Enter", "go"), KeyHint("Esc", "cancel"), KeyHint("Ctrl-C", "quit", isEssential: true),
    ]

    init(url: URL?, throttle: Int?, isEditingText: FocusState<Bool>.Binding) {
        _url = State(initialValue: url ?? WebAddress.startPage ?? URL(fileURLWithPath: "/"))
        _throttle = State(initialValue: throttle)
        self.isEditingText = isEditingText
    }

    var body: some View {
        VStack(alignment: .leading) {
            HStack(spacing: 1) {
                Text(page.title.isEmpty ? "(untitled)" : page.title).bold().lineLimit(1)
                Spacer()
                Text(throttle.map { "throttle \($0) KB/s" } ?? "").foregroundColor(.yellow).lineLimit(1)
            }
            // Always there (a field that appears and takes focus in the same pass
            // would miss it); it shows the page's address until Ctrl-L, g or / edit it.
            HStack(spacing: 1) {
                Text(fieldMode == .find && isEditingText.wrappedValue ? "Find:" : "URL:").bold()
                TextField(fieldMode == .address ? "address or file" : "text on the page", text: field)
                    .focused(isEditingText)
                    .onSubmit { submit() }
            }
            WebView(
                url: url, loadSerial: loadSerial, throughputLimit: throttle.map { $0 * 1024 }, find: find,
                page: $page
            )
            .focused($isPageFocused)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            Text(footer).foregroundColor(problem == nil && page.findMessage == nil ? .gray : .red).lineLimit(
                1)
        }
        .defaultFocus($isPageFocused, true)
        .onKeyPress { key in handle(key) }
    }

    /// The field's text while editing, else the page's address.
    private var field: Binding<String> {
        Binding(
            get: { isEditingText.wrappedValue ? fieldText : WebAddress.display(page.url) },
            set: { fieldText = $0 })
    }

    /// A problem, else the focused link's target (a space keeps the line when neither).
    private var footer: String {
        if let problem { return problem }
        if let message = page.findMessage { return message }
        if let target = page.linkTarget { return "→ " + target }
        return " "
    }

    private func handle(_ key: KeyEvent) -> Bool {
        if isEditingText.wrappedValue {
            guard key == KeyEvent(.escape) else { return false }
            endEditing()
            return true
        }
        if key == .control("l") {
            edit(.address)
            return true
        }
        guard key.modifiers.isEmpty || key.modifiers == .shift else { return false }
        switch key.key {
        case .character("g"): edit(.address)
        case .character("/"): edit(.find)
        case .character("t"):
            let index = Self.throttleSteps.firstIndex(of: throttle) ?? 0
            throttle = Self.throttleSteps[(index + 1) % Self.throttleSteps.count]
        default: return false
        }
        return true
    }

    private func edit(_ mode: FieldMode) {
        fieldMode = mode
        // Empty, as a browser selects the whole address on Ctrl-L: typing replaces it.
        fieldText = ""
        problem = nil
        isEditingText.wrappedValue = true
    }

    private func submit() {
        switch fieldMode {
        case .address:
            guard let target = WebAddress.url(from: fieldText) else {
                problem = "\"\(fieldText)\" is not an address or a file"
                return endEditing()
            }
            url = target
            loadSerial += 1
        case .find:
            find = FindRequest(text: fieldText, serial: (find?.serial ?? 0) + 1)
        }
        endEditing()
    }

    private func endEditing() {
        isEditingText.wrappedValue = false
        isPageFocused = true
    }
}
