#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `pthread_mutex_t` on the heap: the one lock TermUI needs, without
/// linking Foundation for `NSLock` (Foundation alone costs a TermUI app
/// about 8 MB of resident memory and milliseconds of start-up).
final class PosixLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }
}

/// The value of the environment variable `name`, read with `getenv` (no
/// Foundation `ProcessInfo`).
@usableFromInline
func environmentVariable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
