import CursesKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `Image(_:)` finds a picture file, and the pictures already read.
///
/// A name with a `/` is a path (relative to the working directory). Any
/// other name is looked for, as given and with the extensions `png`, `jpg`,
/// `jpeg`, `ppm`, `pgm`, `bmp` and `gif`, in the directories of
/// `TERMUI_IMAGE_PATH` (separated by `:`), the working directory, the
/// executable's directory and its `Resources` folder: the places an
/// asset catalog's contents can be put beside a terminal app. Each file is
/// read and decoded once per run; a name that cannot be shown is reported
/// once on standard error, with the reason.
@MainActor
enum PictureFiles {
    /// The extensions tried after the name as given.
    static let extensions = ["png", "jpg", "jpeg", "ppm", "pgm", "bmp", "gif"]

    /// The pictures (or the reasons there are none) by name.
    private static var loaded: [String: Result<PixelImage, PixelImage.LoadError>] = [:]
    /// The names already reported as unreadable.
    private(set) static var reportedNames: Set<String> = []

    /// The picture named `name`, read the first time it is asked for.
    static func picture(named name: String) -> Result<PixelImage, PixelImage.LoadError> {
        if let known = loaded[name] { return known }
        let result: Result<PixelImage, PixelImage.LoadError>
        if let path = path(for: name, environment: { environmentVariable($0) }, exists: Self.isFile) {
            do throws(PixelImage.LoadError) {
                result = .success(try PixelImage(contentsOfFile: path))
            } catch {
                result = .failure(error)
            }
        } else {
            result = .failure(
                PixelImage.LoadError(
                    description: "no picture file named \(name) (looked for it and \(name).png, .jpg, ... "
                        + "in TERMUI_IMAGE_PATH, the working directory and the executable's directory)"))
        }
        loaded[name] = result
        return result
    }

    /// The file `name` stands for, or `nil` when none of the places holds it.
    static func path(
        for name: String, environment: (String) -> String?, exists: (String) -> Bool
    ) -> String? {
        let candidates = [name] + extensions.map { "\(name).\($0)" }
        if name.contains("/") { return candidates.first(where: exists) }
        var directories = (environment("TERMUI_IMAGE_PATH") ?? "").split(separator: ":").map(String.init)
        directories.append(".")
        if let executable = executableDirectory() {
            directories += [executable, executable + "/Resources"]
        }
        for directory in directories {
            for candidate in candidates where exists("\(directory)/\(candidate)") {
                return "\(directory)/\(candidate)"
            }
        }
        return nil
    }

    /// Reports that `name` cannot be shown, the first time; true when it did.
    @discardableResult
    static func reportUnreadable(_ name: String, _ error: PixelImage.LoadError) -> Bool {
        guard reportedNames.insert(name).inserted else { return false }
        LifecycleTracer.reportOnStandardError(unreadableMessage(name, error))
        return true
    }

    static func unreadableMessage(_ name: String, _ error: PixelImage.LoadError) -> String {
        "warning: Image(\"\(name)\"): \(error.description); it shows \(SymbolTable.placeholder.glyph)"
    }

    private static func isFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// The directory of the running executable (`/proc/self/exe` on Linux).
    private static func executableDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
