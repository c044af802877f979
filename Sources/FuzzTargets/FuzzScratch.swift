import Foundation

/// A folder of this process's own for targets that go through files (the
/// wallet, the image source): in memory when /dev/shm exists, emptied per input.
enum FuzzScratch {
    /// `name` inside the process's scratch folder, created if needed.
    static func directory(_ name: String) -> URL {
        let base =
            FileManager.default.fileExists(atPath: "/dev/shm")
            ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
        let directory = base.appendingPathComponent("termui-fuzz-\(getpid())/\(name)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Removes everything in `directory`, keeping the folder.
    static func empty(_ directory: URL) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }
}
