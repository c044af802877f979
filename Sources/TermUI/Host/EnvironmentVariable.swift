#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The value of the environment variable `name`, read with `getenv` (no
/// Foundation `ProcessInfo`: Foundation alone costs a TermUI app about 8 MB
/// of resident memory and milliseconds of start-up).
@usableFromInline
func environmentVariable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
