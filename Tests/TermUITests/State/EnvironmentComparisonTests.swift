import Testing

@testable import TermUI

/// `hasSameValues(as:)` remembers its answers by pair of revisions; every
/// pair must still get its own answer, in either order and after other pairs.
@MainActor
@Suite struct EnvironmentComparisonTests {
    @Test func eachPairOfEnvironmentsKeepsItsOwnAnswer() {
        var base = EnvironmentValues()
        base.isEnabled = true
        var twin = EnvironmentValues()
        twin.isEnabled = true
        var other = base
        other.isEnabled = false

        // Twice each, so the second answer comes from what was remembered.
        for _ in 0..<2 {
            #expect(base.hasSameValues(as: twin))
            #expect(!base.hasSameValues(as: other))
            #expect(twin.hasSameValues(as: base))
            #expect(!other.hasSameValues(as: base))
            #expect(!twin.hasSameValues(as: other))
        }
        // A write makes a new revision: the answer about the old one does not carry over.
        other.isEnabled = true
        #expect(base.hasSameValues(as: other))
        other.isEnabled = false
        #expect(!base.hasSameValues(as: other))
        // More pairs than are remembered, then the first ones again.
        var many: [EnvironmentValues] = []
        for index in 0..<20 {
            var environment = base
            environment.isEnabled = index.isMultiple(of: 2)
            many.append(environment)
        }
        for (index, environment) in many.enumerated() {
            #expect(base.hasSameValues(as: environment) == index.isMultiple(of: 2))
        }
        #expect(base.hasSameValues(as: twin))
        #expect(!base.hasSameValues(as: many[1]))
    }
}
