/// An invariant of a fuzz target that did not hold for one input.
///
/// libFuzzer's entry (``FuzzTarget/run(_:count:)``) traps with the
/// ``description``, so the fuzzer keeps the input as a crash; the replay
/// tests report it as a failed test naming the file.
package struct FuzzViolation: Error, CustomStringConvertible {
    /// The target whose invariant failed.
    package var target: FuzzTarget
    /// What should have held, in words.
    package var invariant: String

    package init(target: FuzzTarget, invariant: String) {
        self.target = target
        self.invariant = invariant
    }

    package var description: String { "fuzz target \(target.rawValue): \(invariant)" }
}

extension FuzzTarget {
    /// Throws a violation of this target when `holds` is false.
    func require(_ holds: Bool, _ invariant: @autoclosure () -> String) throws(FuzzViolation) {
        guard holds else { throw FuzzViolation(target: self, invariant: invariant()) }
    }
}
