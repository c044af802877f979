import Foundation

// Apple's Foundation has these `URL` properties (macOS 13, iOS 16), which
// tutorial code uses to find where to save; Linux's Foundation has
// `homeDirectory` and `temporaryDirectory` but not these, so `import TermUI`
// adds them, reading `FileManager`'s answer for the same directory as Apple's
// do. Were Linux's Foundation to gain them, these would go
// (docs/SWIFTUI-COVERAGE.md lists them as TermUI's own).
#if os(Linux)
    extension URL {
        /// The user's documents directory (`~/Documents` on Linux).
        public static var documentsDirectory: URL { directory(.documentDirectory) }

        /// The user's caches directory (`$XDG_CACHE_HOME`, else `~/.cache`).
        public static var cachesDirectory: URL { directory(.cachesDirectory) }

        /// The app's support directory (`$XDG_DATA_HOME`, else `~/.local/share`).
        public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory) }

        private static func directory(_ kind: FileManager.SearchPathDirectory) -> URL {
            FileManager.default.urls(for: kind, in: .userDomainMask).first ?? homeDirectory
        }
    }
#endif
