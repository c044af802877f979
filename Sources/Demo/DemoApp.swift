import CursesKit
import DemoParsing
import FoundationEssentials
import ScannerKit
import TermUI
import WalletKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `termui-demo`: the seeds' sample apps re-created in a terminal.
///
/// `main()` reads the command line and checks a `--pass` file before the
/// terminal is touched, so a mistake prints plain text and exits with status 2.
@main
@MainActor
struct DemoApp: App {
    let options: DemoOptions
    let wallet: WalletSource
    let web: WebOptions

    init() {
        self.init(options: DemoOptions(), pass: PassFileLoader.sample())
    }

    /// `pass` is evaluated when the wallet screen first shows it.
    init(options: DemoOptions, pass: @escaping @autoclosure () -> Result<Pass, PassError>, webURL: URL? = nil)
    {
        self.options = options
        self.web = WebOptions(url: webURL, throttle: options.throttle)
        self.wallet = WalletSource(pass: pass(), library: PassLibrary())
    }

    var body: some View {
        DemoRootView(initialScreen: options.initialScreen, wallet: wallet, web: web)
            .environment(
                \.scanSource,
                ScanSourceOption.from(
                    source: options.scanSource, device: options.scanDevice,
                    cameras: V4L2CameraSource.devicePaths())
            )
            .environment(
                \.webTimeout, options.webTimeout.map(TimeInterval.init) ?? WebTimeoutKey.defaultValue)
    }

    /// Replaces `App.main()`: parses the flags and reads a `--pass` file
    /// first, then runs the root view on the terminal with a 60×20 minimum.
    static func main() {
        // Nothing of the set-up stays in this frame: `run` never returns and the
        // main thread ends in the event loop, so what this frame held would be
        // reachable from nowhere while the app runs (the host keeps the views).
        TerminalHost(root: makeApp().body, minimumSize: Size(width: 60, height: 20)).run(exit: exit)
    }

    /// The app the flags ask for; prints the help, the version or an error
    /// for a bad flag, `--pass` file or `--url`, and exits, instead.
    private static func makeApp() -> DemoApp {
        switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
        case .help:
            emit(CommandLineOptions.usage + "\n", to: STDOUT_FILENO)
            exit(0)
        case .version:
            emit(CommandLineOptions.version + "\n", to: STDOUT_FILENO)
            exit(0)
        case .invalid(let message):
            emit(
                "termui-demo: \(message.escapedOnOneLine)\n\(CommandLineOptions.usage)\n",
                to: STDERR_FILENO)
            exit(2)
        case .run(let options):
            // A `--pass` file is read and checked now; the sample only when shown.
            let pass: Result<Pass, PassError>?
            if let path = options.passPath {
                switch PassFileLoader.load(path: path) {
                case .success(let loaded): pass = .success(loaded)
                case .failure(let error):
                    // The message quotes the file's name and contents: never let
                    // them reach the terminal as escape sequences.
                    emit(
                        "termui-demo: --pass: \(error.description.escapedOnOneLine)\n",
                        to: STDERR_FILENO)
                    exit(2)
                }
            } else {
                pass = nil
            }
            var webURL: URL?
            if let address = options.webAddress {
                guard let url = WebAddress.url(from: address) else {
                    emit(
                        "termui-demo: --url: '\(address.escapingControlCharacters)' is not a URL or an existing file\n",
                        to: STDERR_FILENO)
                    exit(2)
                }
                webURL = url
            }
            return DemoApp(options: options, pass: pass ?? PassFileLoader.sample(), webURL: webURL)
        }
    }

    /// Writes `text` to a descriptor without going through buffered stdio.
    private static func emit(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
    }
}

extension String {
    /// The text for a one-line message: control characters escaped as
    /// `\u{1B}`, and newlines as `\n`, so an argument holding a newline
    /// cannot start a line of its own.
    fileprivate var escapedOnOneLine: String {
        escapingControlCharacters.replacing("\n", with: "\\n")
    }
}
