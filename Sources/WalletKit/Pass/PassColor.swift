import CursesKit

/// A pass colour, written in pass.json as `"rgb(r, g, b)"` with components 0–255.
public struct PassColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0 to 255.
    public var red: UInt8
    /// Green, 0 to 255.
    public var green: UInt8
    /// Blue, 0 to 255.
    public var blue: UInt8

    /// Creates a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `"rgb(r, g, b)"`; spaces are optional, case is ignored.
    ///
    /// - Throws: a reason phrase ("components must be 0–255") for ``PassError``.
    init(parsing text: String) throws(PassColorSyntaxError) {
        let trimmed = text.trimmingScalars(where: \.isHorizontalWhitespace).lowercased()
        guard trimmed.hasPrefix("rgb("), trimmed.hasSuffix(")") else {
            throw .init(reason: "expected rgb(r, g, b)")
        }
        let inner = trimmed.dropFirst(4).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingScalars(where: \.isHorizontalWhitespace) }
        guard parts.count == 3 else { throw .init(reason: "expected three components, rgb(r, g, b)") }
        var values: [UInt8] = []
        for part in parts {
            guard let number = Int(part) else {
                throw .init(reason: "components must be whole numbers 0–255")
            }
            guard (0...255).contains(number) else { throw .init(reason: "components must be 0–255") }
            values.append(UInt8(number))
        }
        self.init(red: values[0], green: values[1], blue: values[2])
    }

    /// The colour as a CursesKit colour; the screen resolves it to what the terminal shows.
    public var color: Color { .rgb(red, green, blue) }

    /// The pass.json spelling, `rgb(r, g, b)`.
    public var description: String { "rgb(\(red), \(green), \(blue))" }
}

/// Why a colour string did not parse (turned into a ``PassError`` with the field's path).
struct PassColorSyntaxError: Error {
    var reason: String
}
