import Foundation

/// An `XDG_DATA_HOME` a test owns, so two launches of the demo can share one
/// wallet. Remove it with ``remove()`` when the test ends.
///
/// Its name starts like the harness's temporary HOMEs (`/tmp/termui-pty-<hex>`), so
/// a path under it shown on screen is masked in goldens and has the same width on
/// every run. The random part is kept to 12 characters so a wrapped path does not
/// break inside it (the masking works row by row).
struct TemporaryDataHome {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: "/tmp", isDirectory: true)
            .appendingPathComponent("termui-pty-\(UUID().uuidString.prefix(12))", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The environment that points the demo at this folder.
    var environment: [String: String] { ["XDG_DATA_HOME": url.path] }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
