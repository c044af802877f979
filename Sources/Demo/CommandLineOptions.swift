/// What the demo was asked to show when it runs.
struct DemoOptions: Equatable {
    /// The screen to open instead of the home list.
    var screen: DemoScreen?
    /// A pass.json to show on the wallet screen instead of the sample pass.
    var passPath: String?
    /// `--scan-source`: `camera`, `demo`, `keyboard` or an image file.
    var scanSource: String?
    /// `--scan-device`: the camera to use.
    var scanDevice: String?
    /// The page `--url` named (an address or a path), resolved by ``WebAddress`` at launch.
    var webAddress: String?
    /// The throughput limit in KB/s `--throttle` set.
    var throttle: Int?
    /// How long a page load may wait for the server, in seconds (`--timeout`).
    var webTimeout: Int?

    /// The screen the app opens on: the one asked for, else where the other
    /// flags show something (the wallet for a pass, the web screen for a URL,
    /// the scanner for a scan source), else the home list (`nil`).
    var initialScreen: DemoScreen? {
        if let screen { return screen }
        if passPath != nil { return .wallet }
        if webAddress != nil { return .web }
        return scanSource == nil && scanDevice == nil ? nil : .scanner
    }
}

/// What the command line asked for: the demo, the help text or the version.
enum CommandLineRequest: Equatable {
    case run(DemoOptions)
    case help
    case version
    /// A mistake, with the message to print before the usage.
    case invalid(String)
}

/// A small hand-written parser for the demo's few flags.
///
/// It is a pure function of the arguments, so it can be tested without a
/// terminal; checking that a `--pass` file exists and decodes is left to
/// ``PassFileLoader`` so this stays free of I/O.
enum CommandLineOptions {
    static let version = "termui-demo 0.2.0"

    static let usage = """
        usage: termui-demo [--help] [--version] [--screen NAME] [--pass FILE]
                           [--scan-source camera|demo|keyboard|FILE] [--scan-device PATH]
                           [--url URL] [--throttle KBPS] [--timeout SECONDS]

        The TermUI demo: SwiftUI-style views hosting ncurses widgets through
        representables, one screen per seed document. Arrows or Tab move through
        the home list, Enter or a click opens a screen, Esc or Backspace goes back,
        Tab moves focus inside a screen, l shows the lifecycle pane, q or Ctrl-C quits.

        options:
          --screen NAME  open a screen directly (\(DemoScreen.validNames))
          --pass FILE    show FILE (a pass.json) on the wallet screen
          --scan-source SOURCE
                         where the scanner reads codes: camera, demo (a
                         synthesised feed), keyboard (a USB reader that types)
                         or an image FILE (PNG, JPEG, PGM); default: the first
                         camera, else demo
          --scan-device PATH
                         the camera to use (default: the first /dev/videoN)
          --url URL      open URL on the web screen: http, https, file, data, a
                         path, or a start page (start:, start:lists.html,
                         start:text.html)
          --throttle KBPS
                         limit page loads to KBPS kilobytes per second (t on the
                         screen)
          --timeout SECONDS
                         give up on a server that sends nothing for SECONDS (default 30)
          -h, --help     show this help and exit
          --version      show the version and exit
        """

    /// Reads the arguments after the program name.
    static func parse(_ arguments: [String]) -> CommandLineRequest {
        var options = DemoOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            switch name {
            case "-h", "--help":
                return .help
            case "--version":
                return .version
            case "--screen", "--pass", "--scan-source", "--scan-device", "--url", "--throttle", "--timeout":
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    return .invalid("option '\(name)' needs a value")
                }
                if name == "--pass" {
                    options.passPath = value
                } else if name == "--scan-source" {
                    options.scanSource = value
                } else if name == "--scan-device" {
                    options.scanDevice = value
                } else if name == "--url" {
                    options.webAddress = value
                } else if name == "--throttle" {
                    guard let rate = Int(value), rate > 0 else {
                        return .invalid("--throttle needs a positive number of KB/s, not '\(value)'")
                    }
                    options.throttle = rate
                } else if name == "--timeout" {
                    guard let seconds = Int(value), seconds > 0 else {
                        return .invalid("--timeout needs a positive number of seconds, not '\(value)'")
                    }
                    options.webTimeout = seconds
                } else if let screen = DemoScreen(rawValue: value) {
                    options.screen = screen
                } else {
                    return .invalid("unknown screen '\(value)' (valid screens: \(DemoScreen.validNames))")
                }
            default:
                if argument.hasPrefix("-") { return .invalid("unknown option '\(argument)'") }
                return .invalid("unexpected argument '\(argument)'")
            }
        }
        return .run(options)
    }

    /// `--name=value` as (`--name`, `value`); anything else as (argument, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
