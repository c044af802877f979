import CursesKit
import FoundationEssentials
import TermUI
import WalletKit

/// The whole app: a header, the home list or one screen, the lifecycle pane
/// when shown, and a footer of key hints.
///
/// Keys every screen shares live here: `l` toggles the lifecycle pane, Esc or
/// Backspace goes home, Ctrl-C quits. These handlers run before the focused
/// widget, so while the context screen's text field has focus
/// (`isEditingText`) typing keys are left to the field. An unhandled `q`
/// quits through TermUI's quit keys, so `q` typed in a field stays a letter.
struct DemoRootView: View {
    /// What the wallet screen makes its model from (a scanned pass replaces it).
    @State private var wallet: WalletSource
    /// `--url` and `--throttle` for the web screen; a scanned address replaces the URL.
    @State private var web: WebOptions
    @State private var screen: DemoScreen?
    @State private var homeSelection = 0
    @State private var showsLifecycle = false
    @FocusState private var isEditingText: Bool
    @Environment(\.quit) private var quit

    init(initialScreen: DemoScreen?, wallet: WalletSource, web: WebOptions = WebOptions()) {
        _wallet = State(initialValue: wallet)
        _web = State(initialValue: web)
        _screen = State(initialValue: initialScreen)
        let index = initialScreen.flatMap { DemoScreen.allCases.firstIndex(of: $0) }
        _homeSelection = State(initialValue: index ?? 0)
    }

    var body: some View {
        VStack(alignment: .leading) {
            HeaderBar(screen: screen)
            content
                .padding(.horizontal, 1)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            if showsLifecycle {
                LifecyclePane()
            }
            KeyHintFooter(hints: hints)
        }
        .onKeyPress { key in handle(key) }
    }

    @ViewBuilder private var content: some View {
        switch screen {
        case nil:
            HomeView(selection: $homeSelection, screen: $screen)
        case .context?:
            ContextScreen(isEditingText: $isEditingText)
        case .ncurses?:
            NcursesScreen(isEditingText: $isEditingText)
        case .scanner?:
            ScannerScreen(
                showPass: showOnWalletScreen, openURL: openOnWebScreen, isTypingCode: $isEditingText)
        case .wallet?:
            WalletScreen(source: wallet)
        case .web?:
            WebScreen(url: web.url, throttle: web.throttle, isEditingText: $isEditingText)
        }
    }

    private var hints: [KeyHint] {
        var hints: [KeyHint]
        switch screen {
        case nil: hints = [KeyHint("↑↓", "choose"), KeyHint("Enter", "open")]
        case .context?: hints = isEditingText ? ContextScreen.editingHints : ContextScreen.hints
        case .ncurses?: hints = isEditingText ? NcursesScreen.editingHints : NcursesScreen.hints
        case .scanner?: hints = ScannerScreen.hints
        case .wallet?: hints = WalletScreen.hints
        case .web?: hints = isEditingText ? WebScreen.editingHints : WebScreen.hints
        }
        if screen != nil { hints.append(KeyHint("Esc", "home", isEssential: true)) }
        if !isEditingText {
            hints.append(KeyHint("l", "lifecycle"))
            hints.append(KeyHint("q", "quit", isEssential: true))
        }
        return hints
    }

    /// The scanner's hand-off of a scanned pass: the wallet screen shows it.
    private func showOnWalletScreen(_ pass: Pass) {
        wallet = WalletSource(pass: .success(pass), library: PassLibrary())
        screen = .wallet
    }

    /// The scanner's hand-off of a scanned web address: the web screen opens on it.
    private func openOnWebScreen(_ url: URL) {
        web.url = url
        screen = .web
    }

    private func handle(_ key: KeyEvent) -> Bool {
        if key == .control("c") {
            quit(exitCode: TerminalApplication.interruptExitStatus)
            return true
        }
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .escape:
            guard screen != nil else { return false }
            isEditingText = false
            screen = nil
        case .backspace where !isEditingText:
            guard screen != nil else { return false }
            screen = nil
        case .character("l") where !isEditingText:
            showsLifecycle.toggle()
        default:
            return false
        }
        return true
    }
}
