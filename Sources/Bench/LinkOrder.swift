import Foundation
import TermUITesting

/// `termui-bench --write-link-order FILE` (`make link-order`): the functions the
/// release demo runs on each of its screens, one symbol per line, for the
/// linker's `--symbol-ordering-file`.
///
/// The kernel maps a binary's code into a process by the page, and maps the
/// pages around each one touched (fault-around), so functions that run spread
/// over all 18 MB of code kept half of it resident (9.1 MB at the home screen's
/// first frame). Laid side by side, they fill about 2 MB. The list comes
/// from callgrind: every function of the demo's binary that executed at least
/// one instruction while the instruction count's scenarios ran (launch, the
/// first frame and a few keys on every screen), each followed by ``tour``. A function missing from the
/// list still links, only further away; a name the binary no longer has is
/// skipped by the linker.
@MainActor
enum LinkOrder {
    /// Presses per screen: enough to run each key's path, frame included.
    static let presses = 4
    /// Then, on every screen: moving, focusing, activating (the home list opens a
    /// screen, the wallet's button its sheet, the web screen a link) and going back.
    static let tour: [Key] = [.down, .up, .tab, .enter, .tab, .enter, .escape, .escape]

    static func write(to path: String) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termui-link-order-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var names = Set<String>()
        for (index, scenario) in InstructionCountSection.scenarios.enumerated()
        where scenario.product == "termui-demo" {
            let profile = directory.appendingPathComponent("\(index).callgrind").path
            _ = try InstructionCountSection.totalInstructions(
                scenario, presses: presses, keepingProfileAt: profile, thenPressing: tour)
            names.formUnion(try functionsThatRan(inProfile: profile, object: scenario.product))
            FileHandle.standardError.write(Data("\(scenario.app): \(names.count) functions so far\n".utf8))
        }
        let text = names.sorted().joined(separator: "\n") + "\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        print("\(names.count) functions written to \(path)")
    }

    /// The functions of `object` (an executable's file name) with a cost of their
    /// own in a callgrind output file: every cost line under a `fn=` that is not the
    /// line after a `calls=` (that one is a callee's inclusive cost).
    static func functionsThatRan(inProfile path: String, object: String) throws -> Set<String> {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw DemoSession.Failure(description: "callgrind wrote no \(path)")
        }
        var objects: [Substring: Substring] = [:]
        var functions: [Substring: Substring] = [:]
        var currentObject: Substring = ""
        var currentFunction: Substring?
        var afterCalls = false
        var ran = Set<String>()
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("ob=") {
                currentObject = name(in: line.dropFirst(3), table: &objects)
            } else if line.hasPrefix("fn=") {
                let function = name(in: line.dropFirst(3), table: &functions)
                currentFunction = currentObject.hasSuffix("/" + object) ? function : nil
            } else if line.hasPrefix("cfn=") {
                _ = name(in: line.dropFirst(4), table: &functions)
            } else if line.hasPrefix("cob=") {
                _ = name(in: line.dropFirst(4), table: &objects)
            } else if line.hasPrefix("calls=") {
                afterCalls = true
            } else if let first = line.first, first.isNumber || first == "+" || first == "-" || first == "*" {
                if !afterCalls, let function = currentFunction { ran.insert(symbol(function)) }
                afterCalls = false
            }
        }
        return ran.filter { !$0.isEmpty && !$0.hasPrefix("0x") && !$0.hasPrefix("(") }
    }

    /// A compressed name (`(12) name` the first time, `(12)` after it) looked up or recorded.
    private static func name(in field: Substring, table: inout [Substring: Substring]) -> Substring {
        guard field.hasPrefix("("), let close = field.firstIndex(of: ")") else { return field }
        let id = field[...close]
        let rest = field[field.index(after: close)...].drop { $0 == " " }
        if !rest.isEmpty { table[id] = rest }
        return table[id] ?? ""
    }

    /// Callgrind marks a recursive call's level (`name'2`); the binary's symbol has none.
    private static func symbol(_ function: Substring) -> String {
        if let mark = function.lastIndex(of: "'"),
            function[function.index(after: mark)...].allSatisfy(\.isNumber)
        {
            return String(function[..<mark])
        }
        return String(function)
    }
}
