import Foundation

/// The test process's environment (read-only: the harness never changes it).
enum ProcessEnvironment {
    static var variables: [String: String] {
        ProcessInfo.processInfo.environment
    }
}
