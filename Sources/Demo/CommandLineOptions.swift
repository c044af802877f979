/// What the demo was asked to show when it runs.
struct DemoOptions: Equatable {
    /// The screen to open instead of the home list.
    var screen: DemoScreen?
    /// A pass.json to show on the wallet screen instead of the sample pass.
    var passPath: String?
    /// The page `--url` named (an address or a path), resolved by ``WebAddress`` at launch.
    var webAddress: String?
    /// The throughput limit in KB/s `--throttle` set.
    var throttle: Int?

    /// The screen the app opens on: the one asked for, else the wallet when a
    /// pass was given, else the web screen when a URL was, else the home list (`nil`).
    var initialScreen: DemoScreen? {
        screen ?? (passPath != nil ? .wallet : webAddress != nil ? .web : nil)
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
                           [--url URL] [--throttle KBPS]

        The TermUI demo: SwiftUI-style views hosting ncurses widgets through
        representables, one screen per seed document. Arrows or Tab move through
        the home list, Enter or a click opens a screen, Esc or Backspace goes back,
        Tab moves focus inside a screen, l shows the lifecycle pane, q or Ctrl-C quits.

        options:
          --screen NAME  open a screen directly (\(DemoScreen.validNames))
          --pass FILE    show FILE (a pass.json) on the wallet screen
          --url URL      open URL (http, https, file, data, or a path) on the web screen
          --throttle KBPS  limit page loads to KBPS kilobytes per second (t on the screen)
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
            case "--screen", "--pass", "--url", "--throttle":
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    return .invalid("option '\(name)' needs a value")
                }
                if name == "--pass" {
                    options.passPath = value
                } else if name == "--url" {
                    options.webAddress = value
                } else if name == "--throttle" {
                    guard let rate = Int(value), rate > 0 else {
                        return .invalid("--throttle needs a positive number of KB/s, not '\(value)'")
                    }
                    options.throttle = rate
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
