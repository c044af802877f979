import CursesKit
import DemoParsing
import FoundationEssentials
import TermUI

/// Seed 003 in a terminal: ``WebView`` (the page under a progress overlay while
/// it loads) with the page title above, the focused link's target below, and
/// an address field (Ctrl-L empty; `g` or `G` holding the page's address, as in
/// lynx), find (`/`), a throughput limit (`t`) and, for an answer that is a file,
/// saving it (`d`). Digits then Enter follow a link by its number; the footer
/// shows which lines are on screen in words ("Top", "lines 20–38/120"), never
/// a percentage that would read as the load's progress.
///
/// The page itself is WebLoaderKit's widget, focused when the screen opens:
/// it scrolls, moves between links and goes back and forward on its own keys.
struct WebScreen: View {
    /// What the one text field is for.
    enum FieldMode: Equatable {
        case address, find, save
    }

    @State private var url: URL
    @State private var loadSerial = 0
    @State private var throttle: Int?
    @State private var page = PageInfo()
    @State private var find: FindRequest?
    @State private var fieldMode = FieldMode.address
    @State private var fieldText = ""
    @State private var problem: String?
    /// What the last save did, until the next key.
    @State private var notice: String?
    @FocusState private var isPageFocused: Bool
    /// True while the field has focus; owned by the root, which then leaves typing keys alone.
    let isEditingText: FocusState<Bool>.Binding

    /// The limits `t` cycles through, in KB/s (nil: none).
    static let throttleSteps: [Int?] = [nil, 4, 16, 64]

    init(url: URL?, throttle: Int?, isEditingText: FocusState<Bool>.Binding) {
        _url = State(initialValue: url ?? WebAddress.startPage ?? URL(fileURLWithPath: "/"))
        _throttle = State(initialValue: throttle)
        self.isEditingText = isEditingText
    }

    var body: some View {
        VStack(alignment: .leading) {
            // The lines that show the page read it through its binding, so a key that
            // changes only the page's state (Tab: the focused link's target) evaluates
            // them again, not this screen.
            WebTitleLine(page: $page, throttle: throttle)
            // Always there (a field that appears and takes focus in the same pass
            // would miss it); it shows the page's address until Ctrl-L, g or / edit it.
            HStack(spacing: 8) {
                Text(fieldLabel).bold()
                TextField(fieldPrompt, text: field)
                    .focused(isEditingText)
                    .onSubmit { submit() }
            }
            WebView(
                url: url, loadSerial: loadSerial, throughputLimit: throttle.map { $0 * 1024 }, find: find,
                page: $page
            )
            .focused($isPageFocused)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            WebStatusLine(page: $page, problem: problem, notice: notice)
        }
        .defaultFocus($isPageFocused, true)
        .modifier(WebScreenKeys(editing: isEditingText.wrappedValue, page: $page, perform: perform))
    }

    /// The field's text while editing, else the page's address.
    private var field: Binding<String> {
        Binding(
            get: { isEditingText.wrappedValue ? fieldText : WebAddress.display(page.url) },
            set: { fieldText = $0 })
    }

    private var fieldLabel: String {
        guard isEditingText.wrappedValue else { return "URL:" }
        switch fieldMode {
        case .address: return "URL:"
        case .find: return "Find:"
        case .save: return "Save as:"
        }
    }

    private var fieldPrompt: String {
        switch fieldMode {
        case .address: "address or file"
        case .find: "text on the page"
        case .save: "file name in \(FileManager.default.currentDirectoryPath)"
        }
    }

    /// What a key of ``WebScreenKeys`` does.
    private func perform(_ command: WebScreenKeys.Command) {
        switch command {
        case .clearNotice: notice = nil
        case .cancel: endEditing()
        case .newAddress: edit(.address)
        // Lynx's g and G: the address of the page on screen, to edit.
        case .editAddress: edit(.address, text: WebAddress.display(page.url))
        case .find: edit(.find)
        case .save:
            if let download = page.download { edit(.save, text: download.suggestedFilename) }
        case .throttle:
            let index = Self.throttleSteps.firstIndex(of: throttle) ?? 0
            throttle = Self.throttleSteps[(index + 1) % Self.throttleSteps.count]
        }
    }

    /// Opens the field for `mode` holding `text` (Ctrl-L and find start empty, as a
    /// browser selects the whole address on Ctrl-L: typing replaces it).
    private func edit(_ mode: FieldMode, text: String = "") {
        fieldMode = mode
        fieldText = text
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
        case .save:
            guard let download = page.download else { return endEditing() }
            do {
                let path = try download.save(as: fieldText, in: FileManager.default.currentDirectoryPath)
                notice = "Saved \(download.byteCount) bytes to \(path)"
            } catch {
                problem = error.description
            }
        }
        endEditing()
    }

    private func endEditing() {
        isEditingText.wrappedValue = false
        isPageFocused = true
    }
}

/// The page's title, and the throughput limit at the right.
private struct WebTitleLine: View {
    @Binding var page: PageInfo
    let throttle: Int?

    var body: some View {
        HStack(spacing: 8) {
            Text(page.title.isEmpty ? "(untitled)" : page.title).bold().lineLimit(1)
            Spacer()
            Text(throttle.map { "throttle \($0) KB/s" } ?? "").foregroundColor(.yellow).lineLimit(1)
        }
    }
}

/// The footer: what is under way or the focused link's target, and which lines are on screen.
private struct WebStatusLine: View {
    @Binding var page: PageInfo
    let problem: String?
    let notice: String?

    var body: some View {
        HStack(spacing: 8) {
            Text(footer).foregroundColor(problem == nil && page.findMessage == nil ? .gray : .red)
                .lineLimit(1)
            Spacer()
            Text(page.scrollPosition.description).foregroundColor(.gray)
        }
    }

    /// A problem, else what is under way (a typed link number, a find, a file to
    /// save), else the focused link's target (a space keeps the line when none).
    private var footer: String {
        if let problem { return problem }
        if let message = page.findMessage { return message }
        if let notice { return notice }
        if let number = page.typedLinkNumber { return "link \(number) (Enter follows it, Esc forgets it)" }
        if let status = page.findStatus { return status + " (n next, N previous)" }
        if let download = page.download {
            return "\(download.mimeType), \(download.byteCount) bytes: d saves it as a file"
        }
        if let target = page.linkTarget { return "→ " + target }
        return " "
    }
}
