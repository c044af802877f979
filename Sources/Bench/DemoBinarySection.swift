import Foundation
import TermUITesting

/// What the release demo is made of and what it maps: file, text and data sizes,
/// whether Foundation's ICU tables are linked in, and the home screen's resident
/// set split into anonymous and file pages, with the shared libraries it maps.
enum DemoBinarySection: BenchSection {
    static func run() throws -> [BenchTable] {
        let path = DemoSession.demoPath
        var table = BenchTable(
            title: "termui-demo binary and home screen (release, static Swift runtime, 80x24 pty)",
            note:
                "Sizes from `size`; ICU's tables are the `icudt*_dat` symbol (`nm -S`), which only the full "
                + "Foundation brings. Resident figures from `/proc/PID/status` once the home screen is drawn "
                + "and quiet; libraries from `/proc/PID/maps`.",
            headers: ["figure", "value"])
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        table.rows.append(["file", formatBytes(Double((attributes[.size] as? Int) ?? 0))])
        // `size`'s Berkeley line: text data bss dec hex filename.
        let sizes =
            run("/usr/bin/size", [path]).split(separator: "\n").last?.split(separator: "\t")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? []
        if sizes.count >= 3 {
            table.rows.append(["text / data / bss", sizes[0..<3].map(formatBytes).joined(separator: " / ")])
        }
        let icu = run("/usr/bin/nm", ["-S", "--defined-only", path]).split(separator: "\n")
            .first { $0.hasSuffix("_dat") && $0.contains(" icudt") }
        let icuSize = icu?.split(separator: " ").dropFirst().first.flatMap { Int($0, radix: 16) }
        table.rows.append(["ICU's tables (`icudt*_dat`)", icuSize.map { formatBytes(Double($0)) } ?? "none"])

        let session = try DemoSession(arguments: [])
        defer { session.close() }
        let status = (try? String(contentsOfFile: "/proc/\(session.pid)/status", encoding: .utf8)) ?? ""
        for field in ["VmRSS", "RssAnon", "RssFile"] {
            let kilobytes = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }?
                .split(separator: " ").compactMap { Int($0) }.first
            table.rows.append([field, kilobytes.map { formatBytes(Double($0 * 1024)) } ?? "–"])
        }
        let libraries = mappedLibraries(of: session.pid)
        let tls = libraries.filter { name in
            ["libssl", "libcrypto", "libgnutls", "libnettle", "libhogweed", "libp11"].contains {
                name.hasPrefix($0)
            }
        }
        table.rows.append(["shared libraries mapped", "\(libraries.count)"])
        table.rows.append(["of them TLS", tls.isEmpty ? "none" : tls.joined(separator: ", ")])
        let icuLibraries = libraries.filter { $0.hasPrefix("libicu") || $0.hasPrefix("lib_FoundationICU") }
        table.rows.append([
            "of them ICU", icuLibraries.isEmpty ? "none" : icuLibraries.joined(separator: ", "),
        ])
        return [table]
    }

    /// The file names of the shared libraries `pid` maps, sorted.
    static func mappedLibraries(of pid: pid_t) -> [String] {
        // Read to the end: procfs files have no size, and one read of maps returns a page of it.
        guard let file = FileHandle(forReadingAtPath: "/proc/\(pid)/maps") else { return [] }
        defer { try? file.close() }
        let maps = String(decoding: (try? file.readToEnd()) ?? Data(), as: UTF8.self)
        let names = maps.split(separator: "\n").compactMap { line -> String? in
            guard let path = line.split(separator: " ").last, path.hasPrefix("/"), path.contains(".so") else {
                return nil
            }
            return URL(fileURLWithPath: String(path)).lastPathComponent
        }
        return Set(names).sorted()
    }

    /// What `tool arguments` prints on standard output; empty when it cannot run.
    static func run(_ tool: String, _ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
