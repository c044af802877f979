import Foundation
import Testing

/// The README, `docs/` and the DocC articles must work from a fresh clone:
/// every relative link resolves to a file inside the repository, and every
/// Swift code block is a piece of a source file the build compiles.
///
/// A ```swift block is preceded by `<!-- source: PATH -->` (its lines, indentation
/// aside, appear in that order in PATH), `<!-- source: PATH (A as B) -->` (the
/// same once PATH's `A` is written `B`: the README names an app author's target
/// `CounterApp` where the repository's is `CounterExample`) or
/// `<!-- not compiled: why -->`.
@Suite struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .standardizedFileURL

    /// README.md, docs/**/*.md and Sources/*/*.docc/**/*.md, relative to the root.
    static let documents: [String] = {
        var found = ["README.md"]
        for folder in ["docs", "Sources"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".md") {
                if folder == "Sources" && !path.contains(".docc/") { continue }
                found.append(folder + "/" + path)
            }
        }
        return found.sorted()
    }()

    @Test func theDocumentsAreFound() {
        #expect(Self.documents.contains("docs/ARCHITECTURE.md"))
        #expect(Self.documents.contains("docs/SEEDS.md"))
        #expect(Self.documents.contains("docs/DEMO.md"))
        #expect(Self.documents.contains("docs/EXAMPLES.md"))
        #expect(Self.documents.contains("docs/TESTING.md"))
        for layer in ["CURSESKIT", "TERMUI", "REPRESENTABLE-CONTRACT", "COMPATIBILITY", "KITS", "TESTING"] {
            #expect(Self.documents.contains("docs/architecture/\(layer).md"))
        }
        #expect(Self.documents.contains("Sources/TermUI/TermUI.docc/GettingStarted.md"))
        #expect(Self.documents.contains("Sources/CursesKit/CursesKit.docc/WritingAWidget.md"))
    }

    /// A newcomer reads the README on one or two screens: what TermUI is, the two
    /// commands, a screenshot, the quick start and where the rest is (docs/).
    @Test func theReadmeStaysShort() throws {
        let lines = try Self.read("README.md").split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines < 300, "README.md has \(lines) lines: move detail to docs/")
        for heading in ["## Quick start", "## Where everything else is"] {
            #expect(try Self.read("README.md").contains("\n\(heading)\n"), "README.md lost \(heading)")
        }
    }

    @Test(arguments: documents) func relativeLinksStayInsideTheRepository(document: String) throws {
        let text = try Self.read(document)
        let folder = Self.root.appendingPathComponent(document).deletingLastPathComponent()
        for target in MarkdownLinks.targets(in: text) {
            let path = String(target.prefix { $0 != "#" })
            if path.isEmpty { continue }  // an anchor in the same document
            let resolved = folder.appendingPathComponent(path).standardizedFileURL
            let inside = resolved.path.hasPrefix(Self.root.path + "/")
            #expect(inside, "\(document): \(target) leaves the repository")
            #expect(
                !inside || FileManager.default.fileExists(atPath: resolved.path),
                "\(document): \(target) does not exist")
        }
    }

    @Test(arguments: documents) func swiftBlocksAreCompiledSources(document: String) throws {
        let text = try Self.read(document)
        for block in CodeBlocks.swift(in: text) {
            switch block.marker {
            case .source(let path, let renames):
                var source = try Self.read(path)
                for rename in renames {
                    source = source.replacingOccurrences(of: rename.old, with: rename.new)
                }
                #expect(
                    CodeBlocks.lines(of: block.code, appearIn: source),
                    "\(document): a block marked \(path) is not in that file:\n\(block.code)")
            case .notCompiled:
                continue
            case .none:
                Issue.record("\(document): a Swift block has no source marker:\n\(block.code)")
            }
        }
    }

    /// The representables' doc-comment examples are compiled in DocCommentExampleTests.
    @Test(arguments: [
        "Sources/TermUI/Representable/WidgetRepresentable.swift",
        "Sources/TermUI/Representable/ControllerRepresentable.swift",
    ])
    func docCommentExamplesAreCompiled(file: String) throws {
        let comments = try Self.read(file).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("///") }
            .map { $0 == "///" ? "" : String($0.dropFirst(4)) }
            .joined(separator: "\n")
        let blocks = CodeBlocks.swift(in: comments)
        #expect(!blocks.isEmpty)
        let compiled = try Self.read("Tests/TermUITests/Compatibility/DocCommentExampleTests.swift")
        for block in blocks {
            #expect(
                CodeBlocks.lines(of: block.code, appearIn: compiled),
                "\(file): this example is not in DocCommentExampleTests:\n\(block.code)")
        }
    }

    @Test func theLinkAndBlockReadersSeeWhatTheyShould() {
        let text = """
            See [the design](docs/ARCHITECTURE.md), ![a picture](../elsewhere/x.svg) and
            [a site](https://example.com), [here](#tests), `[not](a-link)`.

            <!-- source: Examples/CounterApp/CounterApp.swift -->
            ```swift
            import TermUI
            ```

            <!-- source: Tests/ExampleTests/CounterAppTests.swift (CounterExample as CounterApp) -->
            ```swift
            BuiltProduct.path("CounterApp")
            ```

            ```swift
            let x = 1
            ```
            """
        #expect(MarkdownLinks.targets(in: text) == ["docs/ARCHITECTURE.md", "../elsewhere/x.svg", "#tests"])
        let blocks = CodeBlocks.swift(in: text)
        #expect(
            blocks.map(\.code) == ["import TermUI\n", "BuiltProduct.path(\"CounterApp\")\n", "let x = 1\n"])
        #expect(blocks.first?.marker == .source("Examples/CounterApp/CounterApp.swift"))
        #expect(
            blocks[1].marker
                == .source(
                    "Tests/ExampleTests/CounterAppTests.swift",
                    renames: [CodeBlocks.Rename(old: "CounterExample", new: "CounterApp")]))
        #expect(blocks.last?.marker == CodeBlocks.Marker.none)
        #expect(CodeBlocks.lines(of: "a\n  b\n", appearIn: "x\n    a\n    b\ny\n"))
        #expect(!CodeBlocks.lines(of: "a\nb\n", appearIn: "a\nx\nb\n"))
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}

/// The targets of Markdown links and images, outside code.
enum MarkdownLinks {
    static func targets(in markdown: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            targets += linkTargets(inLine: String(line))
        }
        return targets.filter { !$0.contains("://") && !$0.hasPrefix("mailto:") && !$0.hasPrefix("doc:") }
    }

    private static func linkTargets(inLine line: String) -> [String] {
        var found: [String] = []
        var inCode = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "`" { inCode.toggle() }
            if !inCode, character == "]", line[index...].hasPrefix("]("),
                let close = line[index...].firstIndex(of: ")")
            {
                let start = line.index(index, offsetBy: 2)
                found.append(String(line[start..<close]))
                index = close
            }
            index = line.index(after: index)
        }
        return found
    }
}

/// Fenced Swift blocks and the marker comment before each.
enum CodeBlocks {
    enum Marker: Equatable {
        case source(String, renames: [Rename] = [])
        case notCompiled
        case none
    }

    /// A name the source spells `old` and the document `new`.
    struct Rename: Equatable {
        let old: String
        let new: String
    }

    struct Block {
        let marker: Marker
        let code: String
    }

    static func swift(in markdown: String) -> [Block] {
        var blocks: [Block] = []
        var previous = ""
        var current: (marker: Marker, code: String)?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = current {
                if trimmed == "```" {
                    blocks.append(Block(marker: open.marker, code: open.code))
                    current = nil
                    previous = trimmed
                } else {
                    open.code += line + "\n"
                    current = open
                }
            } else if trimmed == "```swift" {
                current = (marker(previous), "")
            } else if !trimmed.isEmpty {
                previous = trimmed
            }
        }
        return blocks
    }

    private static func marker(_ line: String) -> Marker {
        guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return .none }
        let body = line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("source:") {
            let rest = body.dropFirst("source:".count).trimmingCharacters(in: .whitespaces)
            guard let open = rest.firstIndex(of: "("), rest.hasSuffix(")") else { return .source(rest) }
            let path = rest[..<open].trimmingCharacters(in: .whitespaces)
            let renames = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
                .split(separator: ";")
                .compactMap { pair -> Rename? in
                    let parts = pair.components(separatedBy: " as ")
                    guard parts.count == 2 else { return nil }
                    return Rename(
                        old: parts[0].trimmingCharacters(in: .whitespaces),
                        new: parts[1].trimmingCharacters(in: .whitespaces))
                }
            return .source(path, renames: renames)
        }
        return body.hasPrefix("not compiled:") ? .notCompiled : .none
    }

    /// True when the block's lines, each without its leading spaces, appear one
    /// after another in `source`.
    static func lines(of code: String, appearIn source: String) -> Bool {
        func normalized(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.drop { $0 == " " }) }
        }
        var wanted = normalized(code)
        while wanted.last == "" { wanted.removeLast() }
        let lines = normalized(source)
        guard !wanted.isEmpty, wanted.count <= lines.count else { return false }
        return (0...(lines.count - wanted.count)).contains { start in
            Array(lines[start..<(start + wanted.count)]) == wanted
        }
    }
}
