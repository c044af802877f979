import CursesKit
import Observation
import TermUI

/// The declarative layer's costs on a ``HeadlessHost`` (CellBuffer, no
/// terminal): first render of a balanced tree, one `@State` change deep
/// inside it, and mounting / unmounting representables.
enum TermUISection: BenchSection {
    static func run() throws -> [BenchTable] {
        var trees = BenchTable(
            title: "TermUI view graph (median)",
            note:
                "A balanced tree, 10 children per branch, one Text leaf per leaf view; \"views\" counts the leaves. "
                + "First render: mount, first pass and first frame; teardown: releasing that host (every node "
                + "unmounted, every widget dismantled), timed apart. One @State change: a write in one leaf, "
                + "then the pass and the frame; work should follow what changed, not the tree's size.",
            headers: [
                "views", "nodes", "first render", "teardown", "one @State change: pass", "ratio to 1,000",
                "pass, no frames between", "ratio",
                "frame after it (CursesKit renderer)", "ratio",
            ])
        var baseline: (Double, Double, Double)?
        for depth in [3, 4] {
            let leaves = Int(pow10(depth))
            // First render and teardown timed apart, each sample on its own.
            var firsts: [Double] = []
            var teardowns: [Double] = []
            for sample in 0..<(depth == 3 ? 16 : 6) {
                var made: HeadlessHost?
                let first = Benchmark.median(warmup: 0, iterations: 1) {
                    made = BenchTree.host(depth: depth).0
                }
                let teardown = Benchmark.median(warmup: 0, iterations: 1) { made = nil }
                precondition(made == nil)
                // The first sample warms the caches up.
                if sample > 0 {
                    firsts.append(first)
                    teardowns.append(teardown)
                }
            }
            let first = medianOf(firsts)
            let (host, hook) = BenchTree.host(depth: depth)
            var passes: [Double] = []
            var frames: [Double] = []
            for _ in 0..<(depth == 3 ? 100 : 20) {
                passes.append(
                    Benchmark.median(warmup: 0, iterations: 1) {
                        hook.bump()
                        host.runPasses()
                    })
                frames.append(Benchmark.median(warmup: 0, iterations: 1) { host.renderFrame() })
            }
            let pass = medianOf(passes)
            let frame = medianOf(frames)
            // The same change with no frame in between: the graph's own work, with the caches
            // warm (the frame walks every widget and evicts them at 10,000 views).
            let passAlone = Benchmark.median(iterations: depth == 3 ? 200 : 100) {
                hook.bump()
                host.runPasses()
            }
            host.renderFrame()
            let base = baseline ?? (pass, frame, passAlone)
            baseline = base
            trees.rows.append([
                "\(leaves)", "\(host.nodeCount)", formatNanoseconds(first),
                formatNanoseconds(medianOf(teardowns)), formatNanoseconds(pass),
                String(format: "%.2f×", pass / base.0), formatNanoseconds(passAlone),
                String(format: "%.2f×", passAlone / base.2), formatNanoseconds(frame),
                String(format: "%.2f×", frame / base.1),
            ])
        }

        var mounting = BenchTable(
            title: "TermUI representables (median)",
            note: "1,000 WidgetRepresentables in a VStack: mount (makeCoordinator, makeWidget, updateWidget, "
                + "layout, frame) and unmount (dismantleWidget for each, frame).",
            headers: ["representables", "mount", "unmount", "per mount", "per unmount"])
        let toggle = BenchToggle()
        let host = HeadlessHost(size: Size(width: 80, height: 24), root: BenchRepList(toggle: toggle))
        var mountSamples: [Double] = []
        let unmount = Benchmark.median(warmup: 2, iterations: 20) {
            mountSamples.append(
                Benchmark.median(warmup: 0, iterations: 1) {
                    toggle.show()
                    host.runPendingWork()
                })
            toggle.hide()
            host.runPendingWork()
        }
        let mount = medianOf(mountSamples)
        mounting.rows.append([
            "1000", formatNanoseconds(mount), formatNanoseconds(unmount), formatNanoseconds(mount / 1000),
            formatNanoseconds(unmount / 1000),
        ])
        return [trees, mounting]
    }

    private static func medianOf(_ samples: [Double]) -> Double {
        samples.sorted()[samples.count / 2]
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}

/// Lets the bench write a `@State` inside the tree from outside.
@MainActor
final class BenchHook {
    var bump: () -> Void = {}
}

enum BenchTree {
    @MainActor
    static func host(depth: Int) -> (HeadlessHost, BenchHook) {
        let hook = BenchHook()
        let host = HeadlessHost(
            size: Size(width: 80, height: 24), tracePath: nil,
            root: BenchBranch(depth: depth, path: [], hook: hook))
        return (host, hook)
    }
}

/// A branch of ten children; the leaf on the all-zero path takes the hook.
struct BenchBranch: View {
    let depth: Int
    let path: [Int]
    let hook: BenchHook

    var body: some View {
        if depth == 0 {
            BenchLeaf(hook: path.allSatisfy { $0 == 9 } ? hook : nil)
        } else {
            VStack(alignment: .leading) {
                ForEach(0..<10) { index in
                    BenchBranch(depth: depth - 1, path: path + [index], hook: hook)
                }
            }
        }
    }
}

struct BenchLeaf: View {
    let hook: BenchHook?
    @State private var count = 0

    var body: some View {
        Text("leaf \(count)")
            .onAppear {
                guard let hook else { return }
                let count = $count
                hook.bump = { count.wrappedValue += 1 }
            }
    }
}

@MainActor
@Observable
final class BenchToggle {
    var isShown = false
    func show() { isShown = true }
    func hide() { isShown = false }
}

struct BenchRepList: View {
    let toggle: BenchToggle
    var body: some View {
        VStack {
            if toggle.isShown {
                ForEach(0..<1000) { index in BenchRep(index: index) }
            }
        }
    }
}

struct BenchRep: WidgetRepresentable {
    let index: Int

    func makeWidget(context: Context) -> LabelWidget { LabelWidget("") }

    func updateWidget(_ widget: LabelWidget, context: Context) {
        widget.text = "rep \(index)"
    }

    static func dismantleWidget(_ widget: LabelWidget, coordinator: ()) {
        widget.text = ""
    }
}
