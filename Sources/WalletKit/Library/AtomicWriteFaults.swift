/// A step of ``AtomicFile``'s write at which a test may inject a fault.
package enum AtomicWriteStep: String, CaseIterable, Sendable {
    /// Half of the new contents is in the temporary file.
    case halfWritten
    /// The temporary file holds the new contents, not yet fsynced.
    case afterTemporaryWrite
    /// The temporary file is fsynced, not yet renamed.
    case afterTemporarySync
    /// The temporary file has replaced the wallet; the directory is not fsynced.
    case afterRename
    /// The directory is open, just before its fsync.
    case beforeDirectorySync

    /// True when a writer stopped at this step has already replaced the file.
    package var isAfterRename: Bool { self == .afterRename || self == .beforeDirectorySync }
}

/// Fault injection for the wallet's atomic write (tests only: `package`).
///
/// ```swift
/// let library = PassLibrary(directory: folder, faults: AtomicWriteFaults { step in
///     if step == .afterTemporarySync { throw PassLibraryError.io(operation: "test", path: "", reason: "injected") }
/// })
/// ```
package struct AtomicWriteFaults: Sendable {
    private let action: @Sendable (AtomicWriteStep) throws -> Void

    /// Calls `action` at each step; what it throws ends the write there, as a
    /// failed system call would. It may also end the process (a crash).
    package init(_ action: @escaping @Sendable (AtomicWriteStep) throws -> Void) {
        self.action = action
    }

    func reach(_ step: AtomicWriteStep) throws { try action(step) }
}
