import FoundationEssentials

/// The wallet's on-disk format: `{"version": 1, "passes": [pass.json, ...]}`.
///
/// Top-level keys this version does not know (written by a newer version, or
/// by hand) are kept as they were and written back on every change.
struct WalletFile: Codable {
    var version: Int
    var passes: [Pass]
    /// Top-level keys other than `version` and `passes`, untouched.
    var otherKeys: [String: JSONValue] = [:]

    static let currentVersion = 1

    init(version: Int, passes: [Pass], otherKeys: [String: JSONValue] = [:]) {
        self.version = version
        self.passes = passes
        self.otherKeys = otherKeys
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        version = try container.decode(Int.self, forKey: Key("version"))
        passes = try container.decode([Pass].self, forKey: Key("passes"))
        for key in container.allKeys where key.stringValue != "version" && key.stringValue != "passes" {
            otherKeys[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(version, forKey: Key("version"))
        try container.encode(passes, forKey: Key("passes"))
        for (key, value) in otherKeys {
            try container.encode(value, forKey: Key(key))
        }
    }
}
