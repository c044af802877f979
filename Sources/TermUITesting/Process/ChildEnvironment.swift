import Foundation

/// The explicit environment of a spawned child and the temporary home it lives in.
///
/// Nothing is inherited from the test process: a developer's LINES/COLUMNS would override
/// the pty size in ncurses, and their HOME or XDG folders would leak state between runs.
struct ChildEnvironment {
    let home: URL
    let variables: [String: String]

    /// The sanitizers' option variables, the only ones passed on from the test process.
    static let sanitizerVariables = ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"]

    /// The start of every temporary HOME's folder name; a UUID follows.
    static let homePrefix = "termui-pty-"

    init(extras: [String: String]) throws(PtyError) {
        // Always under /tmp, not $TMPDIR: a path the app shows then has the same width on
        // every machine, and snapshots mask only its random part (see `maskingTemporaryHomes`).
        let home = URL(fileURLWithPath: "/tmp", isDirectory: true)
            .appendingPathComponent("\(Self.homePrefix)\(UUID().uuidString)", isDirectory: true)
        let folders = [
            "XDG_CONFIG_HOME": ".config", "XDG_DATA_HOME": ".local/share",
            "XDG_CACHE_HOME": ".cache", "XDG_STATE_HOME": ".local/state",
            "XDG_RUNTIME_DIR": "run",
        ]
        var variables = [
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "ESCDELAY": "25",
            "HOME": home.path,
            "PATH": "/usr/local/bin:/usr/bin:/bin",
        ]
        do {
            for (name, relative) in folders {
                let url = home.appendingPathComponent(relative, isDirectory: true)
                try FileManager.default.createDirectory(
                    at: url, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
                variables[name] = url.path
            }
        } catch {
            throw .systemCall("creating a temporary HOME at \(home.path)", errno: EIO)
        }
        // A sanitizer build's children are instrumented like the test process:
        // they read its options too (LeakSanitizer's suppressions, exit codes).
        let inherited = ProcessInfo.processInfo.environment
        for name in Self.sanitizerVariables { variables[name] = inherited[name] }
        variables.merge(extras) { _, extra in extra }
        self.home = home
        self.variables = variables
    }

    /// `NAME=value` strings, sorted so a child sees the same environment every run.
    var entries: [String] {
        variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    func removeHome() {
        try? FileManager.default.removeItem(at: home)
    }
}
