// Lists the public declarations, in the repository's own sources, that have
// no documentation comment, reading the symbol graphs the compiler emitted.
// Overrides are skipped (they inherit their superclass's documentation), as
// swift-format's AllPublicDeclarationsHaveDocumentation skips them.
//
//   swift Scripts/check-doc-coverage.swift GRAPH.symbols.json...
// Exits 1 when anything is missing.
import Foundation

struct Graph: Decodable {
    struct Symbol: Decodable {
        struct Location: Decodable {
            struct Position: Decodable { let line: Int }
            let uri: String
            let position: Position
        }
        struct Fragment: Decodable { let spelling: String }
        let pathComponents: [String]
        let docComment: AnyDecodable?
        let location: Location?
        let declarationFragments: [Fragment]?
    }
    let symbols: [Symbol]
}

/// Anything; only its presence matters.
struct AnyDecodable: Decodable {
    init(from decoder: Decoder) throws {}
}

/// One line per declaration: a protocol extension's member appears once per conforming type.
var missing: [String: String] = [:]
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("cannot read \(path)")
        exit(2)
    }
    let graph = try JSONDecoder().decode(Graph.self, from: data)
    for symbol in graph.symbols {
        guard symbol.docComment == nil, let location = symbol.location,
            let range = location.uri.range(of: "/Sources/")
        else { continue }
        let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
        if declaration.contains("override ") { continue }
        let file = "Sources/" + location.uri[range.upperBound...]
        let place = "\(file):\(location.position.line + 1)"
        let name = symbol.pathComponents.joined(separator: ".")
        missing[place] = min(missing[place] ?? name, name)
    }
}
for (place, name) in missing.sorted(by: { $0.key < $1.key }) {
    print("missing documentation: \(place): \(name)")
}
exit(missing.isEmpty ? 0 : 1)
