import CursesKit
import Foundation
import TermUI
import Testing
import WalletKit

@testable import Demo

/// Nothing outlives a screen, a sheet or an edit session: the demo is driven
/// headlessly through each cycle (1,000 cycles in all) and the live framework
/// objects are counted before and after: view nodes, behaviours, widgets,
/// coordinators (the representables' and the built-in views' action
/// targets) and `@Observable` registrations. One object kept per cycle shows
/// as 250.
///
/// The counts are process-wide, so each cycle runs in a test process of its
/// own (an exit test): no other test's objects come or go while it counts,
/// and the rest of the suite keeps this process's main actor meanwhile. An
/// expectation that fails in that process is reported here.
@Suite struct ScreenCycleLeakTests {
    /// One cycle: the keys that open something and go back, from `start`.
    struct Cycle: CustomTestStringConvertible, Sendable {
        let name: String
        let start: DemoScreen?
        let keys: [KeyEvent]
        var testDescription: String { name }
    }

    static let cycles = [
        Cycle(name: "context screen", start: nil, keys: [KeyEvent(.enter), KeyEvent(.escape)]),
        Cycle(
            name: "wallet screen", start: nil,
            keys: [KeyEvent(.down), KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.up)]),
        Cycle(
            name: "edit session", start: .context,
            keys: [.character("e"), .character("x"), KeyEvent(.backspace), KeyEvent(.enter)]),
        Cycle(name: "wallet sheet", start: .wallet, keys: [.character("w"), KeyEvent(.escape)]),
    ]

    static let repetitions = 250

    @Test(arguments: cycles)
    func cyclingRetainsNothing(cycle: Cycle) async {
        let name: String = cycle.name
        await SeparateProcess.awaitingChild {
            await #expect(processExitsWith: .success, "\(name) in a process of its own") {
                [name = name as String] in
                SeparateProcess.yieldTheCPU()
                guard let cycle = Self.cycles.first(where: { $0.name == name }) else {
                    Issue.record("no cycle named \(name)")
                    return
                }
                await Self.expectNothingRetained(cycling: cycle)
            }
        }
    }

    /// Runs `cycle` 3 times to warm up, then `repetitions` times, counting the
    /// live objects before and after; alone in its process (see the type's comment).
    @MainActor static func expectNothingRetained(cycling cycle: Cycle) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-cycle-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Inline I/O: everything happens on this turn, so the counts after a change are final.
        let wallet = WalletModel(
            pass: PassFileLoader.sample(), library: PassLibrary(directory: directory), ioInline: true)
        let host = HeadlessHost(
            size: Size(width: 80, height: 24), tracePath: nil,
            root: DemoRootView(initialScreen: cycle.start, wallet: wallet))
        let start = host.lines
        // Warm up: anything made once per host (a first sheet's panel) is made here.
        for _ in 0..<3 { host.send(cycle.keys) }
        #expect(host.lines == start, "one cycle comes back to where it started")
        let before = LiveCounts.now
        for _ in 0..<repetitions { host.send(cycle.keys) }
        let after = LiveCounts.now
        #expect(
            after.framework == before.framework,
            "\(cycle.name) × \(repetitions) kept \(after.growth(since: before))")
        #expect(host.lines == start)

        // `withObservationTracking` offers no way to cancel a registration: one
        // made by a view that went away stays in the model's registrar until
        // the model next changes (it holds only a weak reference to its node).
        // A change must then release every one of them.
        // The model does its I/O inline here (see `ioInline` above), so the change
        // lands on this turn.
        wallet.addPass()
        host.runPendingWork()
        #expect(
            LiveInstanceCounter.observations.count <= before.observations,
            "a change of the model releases the registrations of views that went away")
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
    }

    var framework: Framework
    /// `@Observable` registrations that neither fired nor were dropped.
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
            + "action targets \(a.actionTargets - b.actionTargets)"
    }
}
