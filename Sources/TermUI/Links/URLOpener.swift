import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system action of ``OpenURLAction``: opens web links with the
/// desktop's opener, and reports every URL it does not open.
///
/// One per host, shared by reference (so the environment value keeps its
/// identity); ``TerminalHost`` makes it from the terminal's environment, a
/// ``HeadlessHost`` one that records instead of opening.
final class URLOpener {
    /// How a URL is opened, decided from the terminal's environment.
    enum Plan: Equatable {
        /// Run the opener at this path with the URL as its one argument.
        case launch(String)
        /// Not opened; the sentence says why.
        case report(String)
    }

    /// Opens `url` as `plan` says; true when it started an opener.
    let open: (URL, Plan) -> Bool
    /// Decides how `url` is opened.
    let plan: (URL) -> Plan
    /// What a recording opener was asked (``recording()``).
    let recorded: Record

    /// The URLs a recording opener would have opened and the reports it made instead.
    final class Record {
        var opened: [URL] = []
        var reports: [String] = []
    }

    convenience init(plan: @escaping (URL) -> Plan, open: @escaping (URL, Plan) -> Bool) {
        self.init(plan: plan, open: open, record: Record())
    }

    /// An opener that decides as on a desktop terminal with `xdg-open`, and
    /// records the URL or the report instead of acting (``HeadlessHost``).
    static func recording() -> URLOpener {
        let record = Record()
        let opener = URLOpener(
            plan: { url in
                Self.plan(
                    for: url, environment: { ["DISPLAY": ":0", "PATH": "/headless"][$0] },
                    isExecutable: { $0 == "/headless/xdg-open" })
            },
            open: { url, plan in
                switch plan {
                case .launch:
                    record.opened.append(url)
                    return true
                case .report(let sentence):
                    record.reports.append(sentence)
                    return false
                }
            }, record: record)
        return opener
    }

    private init(
        plan: @escaping (URL) -> Plan, open: @escaping (URL, Plan) -> Bool, record: Record
    ) {
        self.plan = plan
        self.open = open
        recorded = record
    }

    /// Opens `url` when its plan allows; true when it was handed to an opener.
    func openIfAllowed(_ url: URL) -> Bool {
        open(url, plan(url))
    }

    /// The opener of the process's own terminal (its environment read with `getenv`).
    static var terminal: URLOpener { URLOpener(environment: { environmentVariable($0) }) }

    /// The opener a terminal with `environment` uses: it launches, or reports on standard error.
    convenience init(environment: @escaping (String) -> String?) {
        self.init(
            plan: { url in
                Self.plan(for: url, environment: environment, isExecutable: { access($0, X_OK) == 0 })
            },
            open: { url, plan in
                switch plan {
                case .launch(let path):
                    return Self.spawnDetached(path, argument: url.absoluteString)
                case .report(let sentence):
                    LifecycleTracer.reportOnStandardError(sentence)
                    return false
                }
            })
    }

    /// How `url` is opened in a terminal with `environment`.
    ///
    /// Only `http` and `https` are handed on: a `file:` or an app's own
    /// scheme could run something, so it is reported instead. The opener is
    /// `open` on macOS; elsewhere `xdg-open` found on `PATH`, and only with a
    /// display (`DISPLAY`, `WAYLAND_DISPLAY`): over SSH it would start a
    /// text browser on this very terminal.
    static func plan(
        for url: URL, environment: (String) -> String?, isExecutable: (String) -> Bool
    ) -> Plan {
        let scheme = url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else {
            return .report(
                "did not open \(url.absoluteString): the system action opens only http and https links; "
                    + "handle others with .environment(\\.openURL, OpenURLAction { url in ... })")
        }
        #if os(macOS)
            if isExecutable("/usr/bin/open") { return .launch("/usr/bin/open") }
        #else
            let hasDisplay = [environment("DISPLAY"), environment("WAYLAND_DISPLAY")].contains {
                !($0 ?? "").isEmpty
            }
            if hasDisplay {
                let directories = (environment("PATH") ?? "/usr/bin:/bin").split(separator: ":")
                for directory in directories where isExecutable("\(directory)/xdg-open") {
                    return .launch("\(directory)/xdg-open")
                }
            }
        #endif
        return .report(
            "open this link yourself: \(url.absoluteString) (no desktop browser to open it from this terminal)"
        )
    }

    /// Starts `path argument` with its standard streams on /dev/null, not
    /// waited for here (a thread reaps it); true when it started.
    private static func spawnDetached(_ path: String, argument: String) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        var pid = pid_t()
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), strdup(argument), nil]
        defer { arguments.forEach { free($0) } }
        guard posix_spawn(&pid, path, &actions, nil, arguments, environ) == 0 else { return false }
        let child = pid
        DispatchQueue.global(qos: .utility).async {
            var status: Int32 = 0
            _ = waitpid(child, &status, 0)
        }
        return true
    }
}
