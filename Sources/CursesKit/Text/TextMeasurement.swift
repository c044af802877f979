/// How much text measuring the widgets did: the number of graphemes whose
/// display width was looked up.
///
/// Widgets that lay text out (``LabelWidget``, ``TextInput``) add what they measured,
/// so a test can check that a keystroke costs the same at character 10 and at
/// character 100,000: text cost follows what is shown, not the whole string.
@MainActor
package enum TextMeasurement {
    /// Graphemes measured since the process started (or the last ``reset()``).
    @exclusivity(unchecked) package private(set) static var measuredGraphemes = 0

    /// Adds `count` measured graphemes.
    package static func add(_ count: Int) { measuredGraphemes += count }

    /// Starts counting from zero.
    package static func reset() { measuredGraphemes = 0 }

    /// The graphemes measured while `body` ran.
    package static func counting(_ body: () -> Void) -> Int {
        let before = measuredGraphemes
        body()
        return measuredGraphemes - before
    }
}
