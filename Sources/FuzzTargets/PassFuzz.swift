import Foundation
import WalletKit

/// pass.json bytes (a file, a scanned code) → a pass or a clear error. A pass
/// that decodes must also encode and decode back to itself: the wallet
/// stores passes in that form, so one that does not would be lost on the next read.
enum PassFuzz {
    static let target = FuzzTarget.passJSON

    /// What a message for a person must not show: the runtime's type names and dumps.
    static let runtimeWords = ["Dictionary<", "Array<", "Optional(", "JSONValue", "Swift.", "CodingKeys"]

    static func check(_ bytes: [UInt8]) throws(FuzzViolation) {
        let pass: Pass
        do {
            pass = try Pass(data: Data(bytes), fileName: "pass.json")
        } catch {
            try requireClear(error.description, startingWith: "pass.json: ", quoting: bytes)
            return
        }
        try requireRoundTrip(pass, from: "pass.json")
    }

    /// `pass` encoded as WalletKit writes it decodes to the same pass.
    static func requireRoundTrip(_ pass: Pass, from place: String) throws(FuzzViolation) {
        let data: Data
        do {
            data = try JSONEncoder().encode(pass)
        } catch {
            throw FuzzViolation(
                target: target, invariant: "a pass read from \(place) does not encode: \(error)")
        }
        do {
            let again = try Pass(data: data)
            try target.require(
                again == pass, "a pass read from \(place) reads back different after encoding: \(pass)")
        } catch let violation as FuzzViolation {
            throw violation
        } catch {
            throw FuzzViolation(
                target: target,
                invariant: "a pass read from \(place) does not read back after encoding: \(error)"
            )
        }
    }

    /// An error message a person can act on: it names the file and shows no
    /// runtime internals. A word the file itself holds may come back quoted
    /// (`"rgb(160,Array<Any> 200, 240)" is not a colour`): that is the file's, not the runtime's.
    static func requireClear(_ message: String, startingWith prefix: String, quoting input: [UInt8])
        throws(FuzzViolation)
    {
        try target.require(
            message.hasPrefix(prefix) && message.count > prefix.count,
            "the error does not start with \(prefix.debugDescription): \(ScreenText.shown(message))")
        let quoted = String(decoding: input, as: UTF8.self)
        for word in runtimeWords where !quoted.contains(word) {
            try target.require(
                !message.contains(word), "the error shows the runtime's \(word): \(ScreenText.shown(message))"
            )
        }
    }
}
