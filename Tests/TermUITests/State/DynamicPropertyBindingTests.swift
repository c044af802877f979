import CursesKit
import Testing

@testable import TermUI

/// Every place a `@State` can sit gets its slot in the node, found once per
/// type from the fields' offsets: in the view, in a custom `DynamicProperty`
/// (also nested in another), in an optional field, and in a modifier. Each
/// keeps its value across the re-render its own write causes.
@MainActor
@Suite struct DynamicPropertyBindingTests {
    /// A custom property made of a state, as SwiftUI apps write them.
    struct Counter: DynamicProperty {
        @State var count = 0
    }

    /// A custom property holding another one, and a state of its own.
    struct Pair: DynamicProperty {
        var inner = Counter()
        @State var label = "pair"
    }

    struct Screen: View {
        @State private var own = 0
        private var counter = Counter()
        private var pair = Pair()
        private var maybe: State<Int>? = State(initialValue: 40)
        private var none: State<Int>? = nil

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("own \(own) counter \(counter.count) pair \(pair.label) \(pair.inner.count)")
                Text("maybe \(maybe?.wrappedValue ?? -1) none \(none?.wrappedValue ?? -1)")
                    .onKeyPress { key in
                        switch key.key {
                        case .character("o"): own += 1
                        case .character("c"): counter.count += 1
                        case .character("p"):
                            pair.inner.count += 1
                            pair.label += "!"
                        case .character("m"): maybe?.wrappedValue += 1
                        default: return false
                        }
                        return true
                    }
                Text("").modifier(Tapped())
            }
        }
    }

    /// A modifier with a state of its own.
    struct Tapped: ViewModifier {
        @State private var taps = 0

        func body(content: Content) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                content
                Text("taps \(taps)").onKeyPress("t") {
                    taps += 1
                    return .handled
                }
            }
        }
    }

    @Test func everyStateKeepsItsValueAcrossTheRenderItCauses() {
        let host = HeadlessHost(size: Size(width: 50, height: 4), root: Screen())
        host.runPendingWork()
        #expect(host.lines[0].hasPrefix("own 0 counter 0 pair pair 0"))
        #expect(host.lines[1].hasPrefix("maybe 40 none -1"))

        for key in ["o", "c", "c", "p", "m", "m", "m", "t", "t"] {
            host.send(KeyEvent(.character(Character(key))))
        }
        host.runPendingWork()
        #expect(host.lines[0].hasPrefix("own 1 counter 2 pair pair! 1"), "\(host.lines)")
        #expect(host.lines[1].hasPrefix("maybe 43 none -1"), "\(host.lines)")
        #expect(host.lines[2].hasPrefix("taps 2"), "\(host.lines)")
    }

    final class Model: ObservableObject {}

    /// The binder skips plain-data fields without a protocol cast, which is
    /// right only while every wrapper it binds holds a reference: a plain-data
    /// wrapper would keep no slot. Each `GraphBindable` wrapper, then.
    @Test func everyBindableWrapperHoldsAReference() {
        let wrappers: [Any.Type] = [
            State<Int>.self, Environment<Int>.self, EnvironmentObject<Model>.self, StateObject<Model>.self,
            ObservedObject<Model>.self, SceneStorage<Int>.self, AppStorage<Int>.self, FocusState<Bool>.self,
        ]
        for wrapper in wrappers {
            #expect(wrapper is any GraphBindable.Type, "\(wrapper)")
            #expect(
                !PropertyBinder.isPlainData(wrapper), "\(wrapper) is plain data: the binder would skip it")
        }
        #expect(PropertyBinder.isPlainData(Int.self))
    }

    /// Only fields that hold something to bind are bound: an optional view
    /// (a label) is one of TermUI's special types but holds no state, and
    /// was reflected through a `Mirror` at every evaluation.
    @Test func anOptionalViewFieldIsNotBound() {
        struct Labelled: View {
            var label: Text?
            var icon: Image??
            @State var count = 0
            private var maybe: State<Int>? = nil
            var body: some View { Text("\(count)") }
        }
        #expect(PropertyBinder.boundFieldCount(of: Labelled.self) == 2)
    }
}
