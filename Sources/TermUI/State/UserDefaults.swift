import FoundationEssentials
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small persistent key-value store: the part of Foundation's
/// `UserDefaults` that `@AppStorage` and everyday app code use, without the
/// full Foundation (which would load ICU into every app).
///
/// ``standard`` keeps its values in `$XDG_CONFIG_HOME/<app>/defaults.json`
/// (`~/.config` when `XDG_CONFIG_HOME` is unset), `init(suiteName:)` in
/// `<suite>.json` beside it. Values are read once, kept in memory, and each
/// change is written at once and atomically (a new file renamed over the
/// old), so the file is always whole. A file that cannot be read as a store is
/// moved aside (`.corrupt` added to its name) with a warning on standard
/// error, and the store starts empty: nothing in it is overwritten.
///
/// ```swift
/// UserDefaults.standard.set(3, forKey: "launches")
/// let launches = UserDefaults.standard.integer(forKey: "launches")
/// ```
///
/// An app that imports Foundation as well names this one `TermUI.UserDefaults`.
public final class UserDefaults: Sendable {
    /// The app's own store.
    public static let standard = UserDefaults(file: UserDefaults.fileURL(named: "defaults"))

    private struct State {
        var values: [String: StoredValue] = [:]
        var isLoaded = false
        /// False after a file could not be moved aside: never overwrite what could not be read.
        var isWritable = true
        var publishers: [String: ObservableObjectPublisher] = [:]
    }

    private let state = Locked(State())
    /// Where the values are kept; `nil` keeps them in memory only.
    let file: URL?
    private let report: @Sendable (String) -> Void

    /// The store of the suite `suiteName` (`nil`: ``standard``'s file).
    public convenience init?(suiteName: String?) {
        guard let suiteName else {
            self.init(file: Self.fileURL(named: "defaults"))
            return
        }
        guard !suiteName.isEmpty, !suiteName.contains("/"), suiteName != ".", suiteName != ".." else {
            return nil
        }
        self.init(file: Self.fileURL(named: suiteName))
    }

    /// A store kept in `file` (or in memory), warning through `report`.
    init(
        file: URL?,
        report: @escaping @Sendable (String) -> Void = {
            LifecycleTracer.reportOnStandardError("warning: " + $0)
        }
    ) {
        self.file = file
        self.report = report
    }

    // MARK: Reading

    /// The value for `key` as it was stored (`Bool`, `Int`, `Double`, `String`, `Data` or `URL`).
    public func object(forKey key: String) -> Any? { value(forKey: key)?.object }

    /// The value for `key` as a `Bool`, `false` when absent.
    public func bool(forKey key: String) -> Bool { value(forKey: key)?.bool ?? false }

    /// The value for `key` as an `Int`, 0 when absent.
    public func integer(forKey key: String) -> Int { value(forKey: key)?.int ?? 0 }

    /// The value for `key` as a `Double`, 0 when absent.
    public func double(forKey key: String) -> Double { value(forKey: key)?.double ?? 0 }

    /// The string for `key`, if one is stored.
    public func string(forKey key: String) -> String? { value(forKey: key)?.string }

    /// The data for `key`, if some is stored.
    public func data(forKey key: String) -> Data? { value(forKey: key)?.data }

    /// The URL for `key`, if one is stored.
    public func url(forKey key: String) -> URL? { value(forKey: key)?.url }

    // MARK: Writing

    /// Stores `value` for `key`.
    public func set(_ value: Bool, forKey key: String) { set(.bool(value), forKey: key) }

    /// Stores `value` for `key`.
    public func set(_ value: Int, forKey key: String) { set(.int(value), forKey: key) }

    /// Stores `value` for `key`.
    public func set(_ value: Double, forKey key: String) { set(.double(value), forKey: key) }

    /// Stores `value` for `key` (`nil` removes it).
    public func set(_ value: String?, forKey key: String) { set(value.map(StoredValue.string), forKey: key) }

    /// Stores `value` for `key` (`nil` removes it).
    public func set(_ value: Data?, forKey key: String) { set(value.map(StoredValue.data), forKey: key) }

    /// Stores `url` for `key` (`nil` removes it).
    public func set(_ url: URL?, forKey key: String) { set(url.map(StoredValue.url), forKey: key) }

    /// Removes the value for `key`.
    public func removeObject(forKey key: String) { set(nil as StoredValue?, forKey: key) }

    // MARK: Internals

    func value(forKey key: String) -> StoredValue? {
        state.withLock { state in
            loadIfNeeded(&state)
            return state.values[key]
        }
    }

    /// Stores (or removes) the value; a change is written to the file and
    /// announced to the views that read `key`. An equal value does neither.
    func set(_ value: StoredValue?, forKey key: String) {
        let publisher: ObservableObjectPublisher? = state.withLock { state in
            loadIfNeeded(&state)
            guard state.values[key] != value else { return nil }
            state.values[key] = value
            if state.isWritable { save(state.values) }
            return state.publishers[key]
        }
        publisher?.send()
    }

    /// What announces changes of `key` (one per key, made on first use).
    func publisher(forKey key: String) -> ObservableObjectPublisher {
        state.withLock { state in
            if let publisher = state.publishers[key] { return publisher }
            let publisher = ObservableObjectPublisher()
            state.publishers[key] = publisher
            return publisher
        }
    }

    private func loadIfNeeded(_ state: inout State) {
        guard !state.isLoaded else { return }
        state.isLoaded = true
        guard let file else { return }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: file)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return
        } catch {
            report("\(file.path): cannot be read (\(error)); using defaults and leaving it as it is")
            state.isWritable = false
            return
        }
        do {
            state.values = try JSONDecoder().decode([String: StoredValue].self, from: bytes)
        } catch {
            let aside = file.deletingLastPathComponent().appending(
                component: file.lastPathComponent + ".corrupt")
            let reason = Self.describe(error)
            if rename(file.path, aside.path) == 0 {
                report(
                    "\(file.path): not a settings file (\(reason)); moved to \(aside.path), using defaults")
            } else {
                report(
                    "\(file.path): not a settings file (\(reason)), and it could not be moved aside "
                        + "(\(String(cString: strerror(errno)))); using defaults, not saving")
                state.isWritable = false
            }
        }
    }

    /// The values as JSON in a new file in the same folder, flushed, then
    /// renamed over the old one: a reader (or a crash) sees the old file or
    /// the new one, never half of either.
    private func save(_ values: [String: StoredValue]) {
        guard let file else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let bytes = try encoder.encode(values)
            let folder = file.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let temporary = folder.appending(component: ".\(file.lastPathComponent).\(getpid()).tmp")
            try Self.writeFlushed(bytes, to: temporary.path)
            guard rename(temporary.path, file.path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary.path)
                throw StoreWriteError(reason: reason)
            }
        } catch {
            report("\(file.path): could not save settings (\(error)); the change is kept until the app ends")
        }
    }

    private static func writeFlushed(_ bytes: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw StoreWriteError(reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw StoreWriteError(reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
        guard fsync(fd) == 0 else { throw StoreWriteError(reason: String(cString: strerror(errno))) }
    }

    private static func describe(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
        if case DecodingError.typeMismatch(_, let context) = error { return context.debugDescription }
        return "\(error)"
    }

    /// `<config folder>/<app>/<name>.json`, or `nil` (in memory) without a home folder.
    static func fileURL(named name: String) -> URL? {
        let base: String
        if let config = environmentVariable("XDG_CONFIG_HOME"), config.hasPrefix("/") {
            base = config
        } else if let home = environmentVariable("HOME"), home.hasPrefix("/") {
            base = home + "/.config"
        } else {
            return nil
        }
        return URL(filePath: base, directoryHint: .isDirectory)
            .appending(component: appName)
            .appending(component: name + ".json")
    }

    /// The program's name, as its settings folder is named.
    static var appName: String {
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
        return program.isEmpty ? "termui-app" : program
    }
}

/// A settings file that could not be written, with the system's reason.
struct StoreWriteError: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}
