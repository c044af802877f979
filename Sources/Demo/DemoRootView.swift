import CursesKit
import FoundationEssentials
import TermUI
import WalletKit

/// The whole app: a `NavigationStack` whose root is the home list and whose
/// levels are the screens opened from it (or from each other: the scanner
/// opens the web and wallet screens), the lifecycle pane when shown, and a
/// footer of key hints. The stack's title row says where you are
/// (`‹ TermUI demo › Scanner › Web`); Esc, Backspace (outside a text field) or
/// a click on that row go back one level, to the screen as it was left.
///
/// Keys every screen shares live here: `l` toggles the lifecycle pane, Ctrl-C
/// quits. Each is declared with its hint, and the footer (`KeyHints`) shows
/// the keys TermUI's registry finds active: the focused view's, the screen's,
/// the stack's Esc, a sheet's Esc while one is up. A letter key is left to a
/// focused text field, so `l` or `q` typed in a field stay letters.
struct DemoRootView: View {
    /// What the wallet screen makes its model from (a scanned pass replaces it).
    @State private var wallet: WalletSource
    /// `--url` and `--throttle` for the web screen; a scanned address replaces the URL.
    @State private var web: WebOptions
    /// The screens opened, home's first: the stack's path.
    @State private var path: [DemoScreen]
    @State private var homeSelection: DemoScreen
    @State private var showsLifecycle = false
    @FocusState private var isEditingText: Bool
    @Environment(\.quit) private var quit

    init(initialScreen: DemoScreen?, wallet: WalletSource, web: WebOptions = WebOptions()) {
        _wallet = State(initialValue: wallet)
        _web = State(initialValue: web)
        _path = State(initialValue: initialScreen.map { [$0] } ?? [])
        _homeSelection = State(initialValue: initialScreen ?? DemoScreen.allCases[0])
    }

    var body: some View {
        VStack(alignment: .leading) {
            NavigationStack(path: $path) {
                HomeView(selection: $homeSelection)
                    .padding(.horizontal, 8)
                    .navigationTitle("TermUI demo")
                    .navigationDestination(for: DemoScreen.self) { screen in
                        destination(screen).padding(.horizontal, 8).navigationTitle(screen.title)
                    }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            if showsLifecycle {
                LifecyclePane()
            }
            KeyHints().padding(.horizontal, 8)
        }
        .onKeyPress("l", hint: "lifecycle", priority: .low) {
            showsLifecycle.toggle()
            return .handled
        }
        // Before any widget, so Ctrl-C quits whatever has focus.
        .onKeyPress([.control("c")], hint: "quit", priority: .low) { _ in
            quit(exitCode: TerminalApplication.interruptExitStatus)
            return .handled
        }
    }

    @ViewBuilder private func destination(_ screen: DemoScreen) -> some View {
        switch screen {
        case .context:
            ContextScreen(isEditingText: $isEditingText)
        case .ncurses:
            NcursesScreen(isEditingText: $isEditingText)
        case .scanner:
            ScannerScreen(
                showPass: showOnWalletScreen, openURL: openOnWebScreen, isTypingCode: $isEditingText)
        case .wallet:
            WalletScreen(source: wallet)
        case .web:
            WebScreen(url: web.url, throttle: web.throttle, isEditingText: $isEditingText)
        }
    }

    /// The scanner's hand-off of a scanned pass: the wallet screen, pushed
    /// over the scanner, shows it.
    private func showOnWalletScreen(_ pass: Pass) {
        wallet = WalletSource(pass: .success(pass), library: PassLibrary())
        path.append(.wallet)
    }

    /// The scanner's hand-off of a scanned web address: the web screen opens
    /// on it over the scanner, so going back finds the scanner as it was.
    private func openOnWebScreen(_ url: URL) {
        web.url = url
        path.append(.web)
    }
}
