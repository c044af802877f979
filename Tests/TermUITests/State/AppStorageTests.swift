import FoundationEssentials
import Locking
import TermUITesting
import Testing

@testable import TermUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `@AppStorage` and its `UserDefaults` store: values survive a relaunch (a
/// second store on the same file), are shared by every view that shows the
/// key, and a damaged file is set aside with a warning, never read as values.
@MainActor
@Suite struct AppStorageTests {
    enum Theme: String {
        case light, dark
    }

    enum Level: Int {
        case low = 1
        case high = 3
    }

    /// A fresh folder for one test's settings file.
    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(
            component: "termui-appstorage-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Collects the warnings a store reports.
    final class Reports: Sendable {
        private let lines = Locked<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        var report: @Sendable (String) -> Void { { line in self.lines.withLock { $0.append(line) } } }
    }

    @Test func valuesOfEveryTypeSurviveARelaunch() throws {
        let file = try Self.folder().appending(component: "defaults.json")
        let first = UserDefaults(file: file)
        var flag = AppStorage(wrappedValue: false, "flag", store: first)
        var count = AppStorage(wrappedValue: 0, "count", store: first)
        var ratio = AppStorage(wrappedValue: 0.0, "ratio", store: first)
        var name = AppStorage(wrappedValue: "", "name", store: first)
        var home = AppStorage(wrappedValue: URL(filePath: "/"), "home", store: first)
        var blob = AppStorage(wrappedValue: Data(), "blob", store: first)
        var theme = AppStorage(wrappedValue: Theme.light, "theme", store: first)
        var level = AppStorage(wrappedValue: Level.low, "level", store: first)
        var nickname = AppStorage<String?>("nickname", store: first)
        flag.wrappedValue = true
        count.wrappedValue = 42
        ratio.wrappedValue = 0.25
        name.wrappedValue = "Ada \u{1F600}"
        home.wrappedValue = URL(string: "https://example.com/a?b=c")!
        blob.wrappedValue = Data([0, 1, 255])
        theme.wrappedValue = .dark
        level.wrappedValue = .high
        nickname.wrappedValue = "A"
        nickname.wrappedValue = nil  // removes it

        // A second store on the same file: what the app sees after a relaunch.
        let second = UserDefaults(file: file)
        #expect(AppStorage(wrappedValue: false, "flag", store: second).wrappedValue == true)
        #expect(AppStorage(wrappedValue: 0, "count", store: second).wrappedValue == 42)
        #expect(AppStorage(wrappedValue: 0.0, "ratio", store: second).wrappedValue == 0.25)
        #expect(AppStorage(wrappedValue: "", "name", store: second).wrappedValue == "Ada \u{1F600}")
        #expect(
            AppStorage(wrappedValue: URL(filePath: "/"), "home", store: second).wrappedValue.absoluteString
                == "https://example.com/a?b=c")
        #expect(AppStorage(wrappedValue: Data(), "blob", store: second).wrappedValue == Data([0, 1, 255]))
        #expect(AppStorage(wrappedValue: Theme.light, "theme", store: second).wrappedValue == .dark)
        #expect(AppStorage(wrappedValue: Level.low, "level", store: second).wrappedValue == .high)
        #expect(AppStorage<String?>("nickname", store: second).wrappedValue == nil)
        #expect(second.integer(forKey: "count") == 42)
        #expect(second.string(forKey: "theme") == "dark")
        // The file is whole and nothing was left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(names == ["defaults.json"])
    }

    @Test func aWriteReplacesTheFileByRenamingANewOne() throws {
        let file = try Self.folder().appending(component: "defaults.json")
        let store = UserDefaults(file: file)
        store.set(1, forKey: "count")
        var before = stat()
        #expect(stat(file.path, &before) == 0)
        store.set(2, forKey: "count")
        var after = stat()
        #expect(stat(file.path, &after) == 0)
        #expect(before.st_ino != after.st_ino, "a new file took the old one's name")
        #expect(after.st_mode & 0o777 == 0o600)
    }

    @Test func aValueOfAnotherTypeReadsAsTheDefaultAndIsKept() throws {
        let file = try Self.folder().appending(component: "defaults.json")
        let store = UserDefaults(file: file)
        store.set("many", forKey: "count")
        #expect(AppStorage(wrappedValue: 7, "count", store: store).wrappedValue == 7)
        #expect(AppStorage(wrappedValue: Level.low, "count", store: store).wrappedValue == .low)
        #expect(UserDefaults(file: file).string(forKey: "count") == "many")
    }

    @Test func aDamagedFileIsSetAsideWithAWarningAndDefaultsAreUsed() throws {
        let folder = try Self.folder()
        let file = folder.appending(component: "defaults.json")
        let damaged = Data("{\"count\": {\"int\": 3}, \"name\": ".utf8)
        try damaged.write(to: file)
        let other = folder.appending(component: "other.json")
        UserDefaults(file: other).set("kept", forKey: "name")

        let reports = Reports()
        let store = UserDefaults(file: file, report: reports.report)
        #expect(AppStorage(wrappedValue: 5, "count", store: store).wrappedValue == 5)
        #expect(reports.all.count == 1)
        let warning = reports.all.first ?? ""
        #expect(warning.contains(file.path) && warning.contains("not a settings file"))
        #expect(warning.contains("moved to \(file.path).corrupt"))
        // The damaged bytes are kept, byte for byte, where the warning says.
        #expect(try Data(contentsOf: folder.appending(component: "defaults.json.corrupt")) == damaged)
        // The store works on: a write makes a new file, and the other store is untouched.
        store.set(6, forKey: "count")
        #expect(UserDefaults(file: file).integer(forKey: "count") == 6)
        #expect(UserDefaults(file: other).string(forKey: "name") == "kept")
        #expect(reports.all.count == 1)
    }

    @Test func aFileOfTheWrongShapeIsDamagedToo() throws {
        let file = try Self.folder().appending(component: "defaults.json")
        try Data("{\"count\": {\"int\": 3, \"string\": \"x\"}}".utf8).write(to: file)
        let reports = Reports()
        let store = UserDefaults(file: file, report: reports.report)
        #expect(store.object(forKey: "count") == nil)
        #expect(
            reports.all.first?.contains("a value must be one of bool, int, double, string, data, url") == true
        )
    }

    struct Counter: View {
        @AppStorage("count", store: Self.store) private var count = 0
        let tally: BodyTally
        static let store = UserDefaults(file: nil)
        var body: some View {
            let _ = tally.body("counter")
            Button("Count \(count)") { count += 1 }
        }
    }

    struct Badge: View {
        @AppStorage("count", store: Counter.store) private var count = 0
        let tally: BodyTally
        var body: some View {
            let _ = tally.body("badge")
            Text("badge \(count)")
        }
    }

    struct Unrelated: View {
        @AppStorage("name", store: Counter.store) private var name = "none"
        let tally: BodyTally
        var body: some View {
            let _ = tally.body("unrelated")
            Text("name \(name)")
        }
    }

    struct Screen: View {
        let tally: BodyTally
        var body: some View {
            VStack(alignment: .leading) {
                Counter(tally: tally)
                Badge(tally: tally)
                Unrelated(tally: tally)
            }
        }
    }

    @Test func aWriteInOneViewRendersTheOthersThatShowTheKey() {
        let tally = BodyTally()
        let host = HeadlessHost(size: Size(width: 20, height: 3), root: Screen(tally: tally))
        #expect(host.lines[1].hasPrefix("badge 0"))
        tally.bodies = [:]
        host.send(KeyEvent(.tab))
        host.send(KeyEvent(.enter))
        #expect(host.lines[0].hasPrefix("[ Count 1 ]"))
        #expect(host.lines[1].hasPrefix("badge 1"))
        #expect(tally.bodies == ["counter": 1, "badge": 1])
        // Code outside any view writes the store: its readers follow.
        Counter.store.set(9, forKey: "count")
        host.runPendingWork()
        #expect(host.lines[1].hasPrefix("badge 9"))
        Counter.store.set("Ada", forKey: "name")
        host.runPendingWork()
        #expect(host.lines[2].hasPrefix("name Ada"))
    }

    struct Draft: View {
        @SceneStorage("draft") private var draft = ""
        var body: some View {
            VStack(alignment: .leading) {
                Button("Write") { draft = "hello" }
                DraftEcho()
            }
        }
    }

    struct DraftEcho: View {
        @SceneStorage("draft") private var draft = "empty"
        var body: some View { Text("draft \(draft)") }
    }

    @Test func sceneStorageIsSharedInAHostAndSeparateBetweenHosts() {
        let one = HeadlessHost(size: Size(width: 20, height: 2), root: Draft())
        let two = HeadlessHost(size: Size(width: 20, height: 2), root: Draft())
        #expect(one.lines[1].hasPrefix("draft empty"))
        one.send(KeyEvent(.tab))
        one.send(KeyEvent(.enter))
        #expect(one.lines[1].hasPrefix("draft hello"))
        two.runPendingWork()
        #expect(two.lines[1].hasPrefix("draft empty"))
    }

    @Test nonisolated func theAppsFileIsUnderXDGConfigHomeOrDotConfig() async {
        await SeparateTestProcess.run {
            setenv("XDG_CONFIG_HOME", "/tmp/config-home", 1)
            let app = UserDefaults.appName
            guard UserDefaults.fileURL(named: "defaults")?.path == "/tmp/config-home/\(app)/defaults.json"
            else { exit(1) }
            guard UserDefaults(suiteName: "group")?.file?.path == "/tmp/config-home/\(app)/group.json"
            else { exit(2) }
            guard UserDefaults(suiteName: "../x") == nil else { exit(3) }
            setenv("XDG_CONFIG_HOME", "relative", 1)  // not absolute: ignored, as the XDG spec says
            setenv("HOME", "/home/ada", 1)
            guard
                UserDefaults.fileURL(named: "defaults")?.path == "/home/ada/.config/\(app)/defaults.json"
            else { exit(4) }
            exit(0)
        }
    }
}
