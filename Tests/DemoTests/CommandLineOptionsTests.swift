import Testing

@testable import Demo

/// The demo's flags, parsed without a terminal: each row is what a person
/// types after `termui-demo` and what the demo then does.
@Suite struct CommandLineOptionsTests {
    @Test(arguments: [
        ([], CommandLineRequest.run(DemoOptions())),
        (["--help"], .help),
        (["-h", "--screen", "nowhere"], .help),
        (["--version"], .version),
        (["--screen", "context"], .run(DemoOptions(screen: .context))),
        (["--screen=wallet"], .run(DemoOptions(screen: .wallet))),
        (["--pass", "a.json"], .run(DemoOptions(passPath: "a.json"))),
        (["--pass=b.json", "--screen", "context"], .run(DemoOptions(screen: .context, passPath: "b.json"))),
    ])
    func validCommandLines(arguments: [String], expected: CommandLineRequest) {
        #expect(CommandLineOptions.parse(arguments) == expected)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["-x"], "unknown option '-x'"),
        (["stray"], "unexpected argument 'stray'"),
        (["--screen"], "option '--screen' needs a value"),
        (["--pass="], "option '--pass' needs a value"),
        (["--screen", "scanner"], "unknown screen 'scanner'"),
    ])
    func mistakesAreNamed(arguments: [String], message: String) {
        guard case .invalid(let text) = CommandLineOptions.parse(arguments) else {
            Issue.record("\(arguments) was accepted")
            return
        }
        #expect(text.contains(message))
    }

    @Test func passAloneOpensTheWalletScreen() {
        #expect(DemoOptions(passPath: "p.json").initialScreen == .wallet)
        #expect(DemoOptions().initialScreen == nil)
        #expect(DemoOptions(screen: .context, passPath: "p.json").initialScreen == .context)
    }

    @Test func usageListsEveryScreenThatWorks() {
        for screen in DemoScreen.allCases {
            #expect(CommandLineOptions.usage.contains(screen.rawValue))
        }
    }
}
