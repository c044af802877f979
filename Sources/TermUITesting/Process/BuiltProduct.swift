import Foundation

/// Finds executables built beside the running test binary.
///
/// `swift build --build-tests` puts products and the test bundle in the same folder
/// (`.build/debug`), so a test can launch `termui-demo` or a fixture by name.
///
/// ```swift
/// let demo = BuiltProduct.path("termui-demo")
/// ```
public enum BuiltProduct {
    /// The folder the running test binary lives in.
    public static var directory: String {
        #if os(Linux)
            let executable =
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]
        #else
            let executable = CommandLine.arguments[0]
        #endif
        var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // On macOS the test binary sits inside `X.xctest/Contents/MacOS`.
        while url.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
            url = url.deletingLastPathComponent()
        }
        return url.path
    }

    /// The path of the product `name` in `directory`.
    public static func path(_ name: String) -> String {
        directory + "/" + name
    }
}
