/// When `assertSnapshot` writes golden files instead of only comparing.
///
/// Chosen by the `SNAPSHOT_RECORD` environment variable (`make snapshots` sets `missing`);
/// unset, it is `missing`. Under `CI=true` it is always `never`, whatever `SNAPSHOT_RECORD`
/// says, so a golden forgotten in a commit fails CI instead of being recorded there.
/// Every mode but `never` fails the test that records, so a run that recorded is never green.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing golden fails.
    case never
    /// Record goldens that do not exist yet; compare the others.
    case missing
    /// Re-record goldens that do not match (and the missing ones), reporting each.
    case failed
    /// Record every golden.
    case all

    /// The mode the environment asks for.
    public static var current: SnapshotRecordMode {
        mode(environment: ProcessEnvironment.variables)
    }

    static func mode(environment: [String: String]) -> SnapshotRecordMode {
        if environment["CI"]?.lowercased() == "true" { return .never }
        if let requested = environment["SNAPSHOT_RECORD"]?.lowercased(),
            let mode = SnapshotRecordMode(rawValue: requested)
        {
            return mode
        }
        return .missing
    }
}
