import TermUI
import Testing

/// `import TermUI` alone brings what `import SwiftUI` brings along: this file
/// imports nothing else, so it would not compile without the re-exports.
@MainActor
@Suite struct FoundationReExportTests {
    @Observable final class Counter {
        var count = 0
    }

    struct Entry: Codable, Equatable, Identifiable {
        var id: UUID
        var title: String
        var when: Date
        var link: URL?
    }

    struct CounterView: View {
        let counter: Counter
        var body: some View { Text("Count: \(counter.count)") }
    }

    @Test func foundationEssentialsTypesAndCodersAreNamedThroughTermUI() throws {
        let entry = Entry(
            id: UUID(), title: "Tea", when: Date(timeIntervalSince1970: 0),
            link: URL(string: "https://example.com/tea"))
        let data: Data = try JSONEncoder().encode([entry])
        #expect(try JSONDecoder().decode([Entry].self, from: data) == [entry])
    }

    @Test func anObservableModelWrittenWithOnlyTermUIRerenders() {
        let counter = Counter()
        let host = HeadlessHost(size: Size(width: 9, height: 1)) { CounterView(counter: counter) }
        #expect(host.lines == ["Count: 0 "])
        counter.count = 4
        host.runPendingWork()
        #expect(host.lines == ["Count: 4 "])
    }
}
