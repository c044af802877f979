/// Counts body evaluations by view name, and objects made, for tests that
/// assert which views a change re-renders (used on the main actor only).
final class BodyTally {
    var bodies: [String: Int] = [:]
    var made = 0
    func body(_ name: String) { bodies[name, default: 0] += 1 }
    func reset() { bodies = [:] }
}
