import Foundation
import Testing

@testable import TermUI

/// `@AppStorage` over Foundation's `UserDefaults`: every type it keeps reads
/// back as written, app code reading the same `UserDefaults` sees it, and
/// every view that shows the key follows a write.
@MainActor
@Suite struct AppStorageTests {
    enum Theme: String {
        case light, dark
    }

    enum Level: Int {
        case low = 1
        case high = 3
    }

    /// A suite of Foundation's defaults that no other test uses.
    private static func freshDefaults() -> UserDefaults {
        let name = "termui-appstorage-\(UUID())"
        guard let defaults = UserDefaults(suiteName: name) else {
            Issue.record("no UserDefaults suite \(name)")
            return .standard
        }
        return defaults
    }

    @Test func valuesOfEveryTypeReadBackAndAppCodeSeesThem() throws {
        let first = Self.freshDefaults()
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

        // New wrappers over the same defaults read each value back as its type.
        #expect(AppStorage(wrappedValue: false, "flag", store: first).wrappedValue == true)
        #expect(AppStorage(wrappedValue: 0, "count", store: first).wrappedValue == 42)
        #expect(AppStorage(wrappedValue: 0.0, "ratio", store: first).wrappedValue == 0.25)
        #expect(AppStorage(wrappedValue: "", "name", store: first).wrappedValue == "Ada \u{1F600}")
        #expect(
            AppStorage(wrappedValue: URL(filePath: "/"), "home", store: first).wrappedValue.absoluteString
                == "https://example.com/a?b=c")
        #expect(AppStorage(wrappedValue: Data(), "blob", store: first).wrappedValue == Data([0, 1, 255]))
        #expect(AppStorage(wrappedValue: Theme.light, "theme", store: first).wrappedValue == .dark)
        #expect(AppStorage(wrappedValue: Level.low, "level", store: first).wrappedValue == .high)
        #expect(AppStorage<String?>("nickname", store: first).wrappedValue == nil)
        // App code that reads Foundation's defaults sees what the wrappers wrote.
        #expect(first.bool(forKey: "flag"))
        #expect(first.integer(forKey: "count") == 42)
        #expect(first.double(forKey: "ratio") == 0.25)
        #expect(first.string(forKey: "theme") == "dark")
        #expect(first.data(forKey: "blob") == Data([0, 1, 255]))
        #expect(first.object(forKey: "nickname") == nil)
    }

    @Test func aValueOfAnotherTypeReadsAsTheDefaultAndIsKept() throws {
        let store = Self.freshDefaults()
        store.set("many", forKey: "count")
        #expect(AppStorage(wrappedValue: 7, "count", store: store).wrappedValue == 7)
        #expect(AppStorage(wrappedValue: Level.low, "count", store: store).wrappedValue == .low)
        #expect(store.string(forKey: "count") == "many")
    }

    @Test func withoutAStoreItIsFoundationsStandardDefaults() {
        let key = "termui-appstorage-standard-\(UUID())"
        var value = AppStorage(wrappedValue: 0, key)
        value.wrappedValue = 12
        #expect(UserDefaults.standard.integer(forKey: key) == 12)
        UserDefaults.standard.removeObject(forKey: key)
    }

    struct Counter: View {
        @AppStorage("count", store: Self.store) private var count = 0
        let tally: BodyTally
        static let store = UserDefaults(suiteName: "termui-appstorage-counter-\(UUID())") ?? .standard
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
        // A wrapper outside any view writes the key: its readers follow.
        AppStorage(wrappedValue: 0, "count", store: Counter.store).wrappedValue = 9
        host.runPendingWork()
        #expect(host.lines[1].hasPrefix("badge 9"))
        AppStorage(wrappedValue: "", "name", store: Counter.store).wrappedValue = "Ada"
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
}
