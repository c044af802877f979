import CursesKit
import Testing

@testable import TermUI

/// Preferences: values set beneath a view reduce up the tree in view order,
/// `.preference` replaces what is beneath it, `.transformPreference` changes
/// it, and `.onPreferenceChange` runs once per change.
@MainActor
@Suite struct PreferenceTests {
    struct Names: PreferenceKey {
        static var defaultValue: [String] { [] }
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct Total: PreferenceKey {
        static var defaultValue: Int { 0 }
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    final class Heard {
        var names: [[String]] = []
        var totals: [Int] = []
    }

    struct Tree: View {
        let heard: Heard
        var body: some View {
            VStack {
                Text("a").preference(key: Names.self, value: ["a"])
                HStack {
                    Text("b").preference(key: Names.self, value: ["b"])
                    Text("c").preference(key: Names.self, value: ["c"])
                }
                Text("plain")
                VStack {
                    Text("hidden").preference(key: Names.self, value: ["hidden"])
                }
                .preference(key: Names.self, value: ["d"])
                Text("e").preference(key: Names.self, value: ["e"])
                    .transformPreference(Names.self) { $0.append("e2") }
            }
            .onPreferenceChange(Names.self) { heard.names.append($0) }
        }
    }

    @Test func valuesReduceInViewOrderAndAnOuterPreferenceReplacesItsContents() {
        let heard = Heard()
        _ = HeadlessHost(size: Size(width: 10, height: 6), root: Tree(heard: heard))
        #expect(heard.names == [["a", "b", "c", "d", "e", "e2"]])
    }

    struct Counter: View {
        let heard: Heard
        @State private var count = 1
        @State private var other = 0
        @State private var shown = true
        var body: some View {
            VStack {
                Text("other \(other)")
                Text("one").preference(key: Total.self, value: count)
                if shown {
                    Text("ten").preference(key: Total.self, value: 10)
                }
            }
            // A closure never compares equal: this renders, and tells the reader, on every render.
            .transformPreference(Total.self) { _ in }
            .onPreferenceChange(Total.self) { heard.totals.append($0) }
            .onKeyPress(characters: "+") { _ in
                count += 1
                return .handled
            }
            .onKeyPress(characters: "o") { _ in
                other += 1
                return .handled
            }
            .onKeyPress(characters: "h") { _ in
                shown.toggle()
                return .handled
            }
        }
    }

    @Test func theActionRunsOncePerChangeNotPerFrame() {
        let heard = Heard()
        let host = HeadlessHost(size: Size(width: 10, height: 3), root: Counter(heard: heard))
        #expect(heard.totals == [11])
        host.send(.character("o"))
        host.send(.character("o"))
        #expect(host.lines[0] == "other 2   ")
        #expect(heard.totals == [11])
        host.send(.character("+"))
        #expect(heard.totals == [11, 12])
        host.send(.character("h"))
        #expect(heard.totals == [11, 12, 2])
        host.send(.character("h"))
        #expect(heard.totals == [11, 12, 2, 12])
    }

    struct Width: PreferenceKey {
        static var defaultValue: Int { 0 }
        static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
    }

    /// The common use: a child's size, measured by a GeometryReader, handed up to a parent's state.
    struct Measured: View {
        @State private var width = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("width \(width)")
                GeometryReader { proxy in
                    Text("").preference(key: Width.self, value: Int(proxy.size.width / 8))
                }
                .frame(height: 16)
            }
            .onPreferenceChange(Width.self) { width = $0 }
        }
    }

    @Test func aGeometryReadersSizeReachesStateThroughAPreference() {
        let host = HeadlessHost(size: Size(width: 12, height: 2), root: Measured())
        #expect(host.lines[0] == "width 12    ")
        host.resize(to: Size(width: 9, height: 2))
        #expect(host.lines[0] == "width 9  ")
    }
}
