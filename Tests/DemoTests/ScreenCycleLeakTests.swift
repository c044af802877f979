import CursesKit
import Foundation
import TermUI
import TermUITesting
import Testing
import WalletKit

@testable import Demo

/// Nothing outlives a screen, a sheet, a pane or an edit session: the demo is
/// driven headlessly through each cycle 1,000 times (every screen, the wallet
/// also with a pass added and removed, and every presentation) and the live
/// framework objects are counted before and after: view nodes, behaviours,
/// widgets, coordinators (the representables' and the built-in views' action
/// targets) and `@Observable` registrations. One object kept per cycle shows
/// as 1,000.
///
/// The counts are process-wide, so each cycle runs in a test process of its
/// own (`SeparateTestProcess`): no other test's objects come or go while it counts,
/// and the rest of the suite keeps this process's main actor meanwhile. An
/// expectation that fails in that process is reported here.
@Suite struct ScreenCycleLeakTests {
    /// One cycle: the keys that open something and go back, from `start`.
    struct Cycle: CustomTestStringConvertible, Sendable {
        let name: String
        let start: DemoScreen?
        let keys: [KeyEvent]
        /// For a presentation over a model that outlives it: the model, which
        /// must drop its views' registrations at its next change (Observation in
        /// Swift 6.3 cannot cancel one; see docs/architecture/TERMUI.md). `nil`: none stays.
        var keepsRegistrationsOn: ObservedModel?
        var testDescription: String { name }
    }

    /// A model whose registrations outlive the views that made them until it changes.
    enum ObservedModel: Sendable {
        /// The wallet screen's model, while the screen is shown.
        case wallet
        /// The lifecycle log the pane reads (changed by any representable's make or dismantle).
        case lifecycleLog
    }

    static let cycles = [
        Cycle(name: "context screen", start: nil, keys: [KeyEvent(.enter), KeyEvent(.escape)]),
        Cycle(
            name: "scanner screen", start: nil,
            keys: [KeyEvent(.down), KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.up)]),
        Cycle(
            name: "wallet screen", start: nil,
            keys: [
                KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.up),
                KeyEvent(.up),
            ]),
        Cycle(
            name: "wallet screen, a pass added and removed", start: nil,
            keys: [
                KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter), KeyEvent(.enter), .character("w"),
                KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.escape), KeyEvent(.up), KeyEvent(.up),
            ]),
        Cycle(
            name: "web screen", start: nil,
            keys: [
                KeyEvent(.down), KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter), KeyEvent(.escape),
                KeyEvent(.up), KeyEvent(.up), KeyEvent(.up),
            ]),
        Cycle(
            name: "edit session", start: .context,
            keys: [.character("e"), .character("x"), KeyEvent(.backspace), KeyEvent(.enter)]),
        Cycle(
            name: "lifecycle pane", start: nil, keys: [.character("l"), .character("l")],
            keepsRegistrationsOn: .lifecycleLog),
        Cycle(
            name: "wallet sheet", start: .wallet, keys: [.character("w"), KeyEvent(.escape)],
            keepsRegistrationsOn: .wallet),
        Cycle(name: "scanner sheet", start: .scanner, keys: [KeyEvent(.enter), KeyEvent(.escape)]),
        Cycle(
            name: "wallet list, a removal cancelled then confirmed", start: nil,
            keys: [
                KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter), KeyEvent(.enter), .character("w"),
                KeyEvent(.tab), KeyEvent(.delete), KeyEvent(.escape), KeyEvent(.delete), KeyEvent(.enter),
                KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.up), KeyEvent(.up),
            ]),
    ]

    /// 1,000 in `make test`. Under `make sanitize` 50: the counts are exact at any
    /// number, the sanitizers look for other faults, and under ThreadSanitizer the nine
    /// children's 1,000 cycles each held both cores for 16 minutes, so the suite's
    /// other tests waited out their deadlines behind them.
    static let repetitions = isSanitized ? 50 : 1_000
    static let isSanitized =
        ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
        || ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil

    @Test(arguments: cycles)
    func cyclingRetainsNothing(cycle: Cycle) async {
        await SeparateTestProcess.run(
            cycle.name, expecting: .success, "\(cycle.name) in a process of its own"
        ) {
            SeparateProcess.yieldTheCPU()
            await Self.expectNothingRetained(cycling: cycle)
        }
    }

    /// Runs `cycle` 3 times to warm up, then `repetitions` times, counting the
    /// live objects before and after; alone in its process (see the type's comment).
    @MainActor static func expectNothingRetained(cycling cycle: Cycle) async {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-cycle-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Inline I/O: everything happens on this turn, so the counts after a change are final.
        let wallet = WalletSource(
            pass: PassFileLoader.sample(), library: PassLibrary(directory: directory), ioInline: true)
        let host = HeadlessHost(
            size: Size(width: 80, height: 24), tracePath: nil,
            root: DemoRootView(initialScreen: cycle.start, wallet: wallet))
        let start = host.lines
        // Warm up: anything made once per host (a first sheet's panel) is made here.
        for _ in 0..<3 { host.send(cycle.keys) }
        #expect(host.lines == start, "one cycle comes back to where it started")
        // A sheet just closed may still have a main-queue turn to take (a
        // scanner frame handed back after it went): count once nothing moves.
        let before = await steadyCounts()
        for _ in 0..<repetitions { host.send(cycle.keys) }
        #expect(host.lines == start)
        let flat: (LiveCounts) -> Bool = { now in
            now.framework.keepsNoMore(than: before.framework)
                && (cycle.keepsRegistrationsOn != nil || now.observations == before.observations)
        }
        _ = await waitUntil(timeout: .seconds(60)) { flat(LiveCounts.now) }
        let after = LiveCounts.now
        #expect(flat(after), "\(cycle.name) × \(repetitions) kept \(after.growth(since: before))")
        guard let model = cycle.keepsRegistrationsOn else { return }
        // The model's next change drops every registration of the views that went away.
        switch model {
        case .wallet: wallet.latestModel?.addPass()
        case .lifecycleLog:
            // The context screen's LabelRep is made and dismantled: two log entries.
            host.send([KeyEvent(.enter), KeyEvent(.escape)])
        }
        host.runPendingWork()
        #expect(
            LiveInstanceCounter.observations.count <= before.observations,
            "a change of the model releases the registrations of views that went away")
    }

    /// The live counts once they have stood still for 50 ms (at most 60 s).
    @MainActor static func steadyCounts() async -> LiveCounts {
        let deadline = ContinuousClock.now + .seconds(60)
        var last = LiveCounts.now
        while ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(50))  // wait-ok: polls a condition under a deadline
            let now = LiveCounts.now
            if now == last { return now }
            last = now
        }
        return last
    }
}

/// The live framework objects, counted.
struct LiveCounts: Equatable {
    /// What TermUI and CursesKit own: nodes, behaviours, widgets and coordinators.
    struct Framework: Equatable {
        var viewNodes: Int
        var behaviors: Int
        var widgets: Int
        var coordinators: Int
        var actionTargets: Int

        /// No kind has more live objects than in `earlier`. (Fewer is not a
        /// leak: the scanner sheet cycle ends with one widget fewer than it
        /// started, one of the warm-up's still alive when first counted.)
        func keepsNoMore(than earlier: Framework) -> Bool {
            viewNodes <= earlier.viewNodes && behaviors <= earlier.behaviors && widgets <= earlier.widgets
                && coordinators <= earlier.coordinators && actionTargets <= earlier.actionTargets
        }
    }

    var framework: Framework
    /// `@Observable` registrations that neither fired nor were dropped (a
    /// registration made by a view that went away is dropped with its model,
    /// or when a property it read changes).
    var observations: Int

    @MainActor static var now: LiveCounts {
        LiveCounts(
            framework: Framework(
                viewNodes: LiveInstanceCounter.viewNodes.count,
                behaviors: LiveInstanceCounter.nodeBehaviors.count,
                widgets: LiveInstanceCounter.widgets.count,
                coordinators: CoordinatorCensus.liveCount,
                actionTargets: LiveInstanceCounter.actionTargets.count),
            observations: LiveInstanceCounter.observations.count)
    }

    func growth(since earlier: LiveCounts) -> String {
        let (a, b) = (framework, earlier.framework)
        return "nodes \(a.viewNodes - b.viewNodes), behaviours \(a.behaviors - b.behaviors), "
            + "widgets \(a.widgets - b.widgets), coordinators \(a.coordinators - b.coordinators), "
            + "action targets \(a.actionTargets - b.actionTargets), "
            + "observation registrations \(observations - earlier.observations)"
    }
}
