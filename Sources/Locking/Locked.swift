#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value that threads share, behind a POSIX mutex.
///
/// It has the shape of the standard library's `Mutex` (`withLock`), and exists because
/// ThreadSanitizer cannot see that one on Linux: `Synchronization.Mutex` locks with its
/// own atomics and futex calls inside the prebuilt, uninstrumented standard library, so
/// every access it guards is reported as a race (a two-thread program that appends
/// under `Mutex.withLock` and nothing else gets two reports). `pthread_mutex_lock` is
/// one of the calls ThreadSanitizer intercepts, so behind this lock `make sanitize`
/// reports only real races. Every type in the project that shares state between
/// threads keeps it in a `Locked`.
public final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock around `value`.
    public init(_ value: sending Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, the lock held; other threads wait until it returns.
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
