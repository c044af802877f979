/// What the command line asked for: the demo, the help text or the version.
enum CommandLineRequest: Equatable {
    case run
    case help
    case version
    /// A mistake, with the message to print before the usage.
    case invalid(String)
}

/// A small hand-written parser for the demo's few flags.
enum CommandLineOptions {
    static let version = "termui-demo 0.1.0"

    static let usage = """
        usage: termui-demo [--help] [--version]

        A placeholder demo of CursesKit: a button that counts presses, a progress
        bar, a text field. Tab moves focus, Enter presses, + advances the bar,
        q (outside the text field) or Ctrl-C quits.

        options:
          -h, --help     show this help and exit
          --version      show the version and exit
        """

    /// Reads the arguments after the program name.
    static func parse(_ arguments: [String]) -> CommandLineRequest {
        for argument in arguments {
            switch argument {
            case "-h", "--help": return .help
            case "--version": return .version
            default: return .invalid("unknown option '\(argument)'")
            }
        }
        return .run
    }
}
