import Foundation

extension Text {
    /// Text showing `input` as `format` writes it: SwiftUI's `Text(_:format:)`.
    ///
    /// ```swift
    /// Text(alarm, format: .dateTime.hour().minute())
    /// Text(total, format: .currency(code: "EUR"))
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(format.format(input))
    }
}
