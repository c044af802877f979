import Testing

@testable import CursesKit

/// A label's ``StyledText``: every cell in its run's style, through wrapping,
/// collapsed spaces and "…", at the cost of the rows shown.
@MainActor
@Suite struct StyledLabelTests {
    static let plain = Style.plain
    static let bold = Style(attributes: .bold)
    static let red = Style(foreground: .red)
    static let struck = Style(attributes: .strikethrough)

    func styled(_ parts: [(String, Style)]) -> StyledText {
        var text = StyledText()
        for (string, style) in parts { text.append(string, style: style) }
        return text
    }

    /// The screen's rows and, per cell, the style's stand-in: "." plain, "B" bold, "R" red, "S" struck.
    func render(_ label: LabelWidget, width: Int, height: Int) -> (lines: [String], styles: [String]) {
        let host = TestHost(root: label, width: width, height: height)
        let lines = host.render(full: true)
        let styles = (0..<height).map { y in
            (0..<width).map { x -> String in
                switch host.buffer.cell(at: Point(x: x, y: y)).style {
                case Self.bold: "B"
                case Self.red: "R"
                case Self.struck: "S"
                default: "."
                }
            }.joined()
        }
        return (lines, styles)
    }

    @Test func eachRunIsDrawnInItsOwnStyle() {
        let label = LabelWidget()
        label.styledText = styled([("Total: ", Self.plain), ("42", Self.bold), (" items", Self.red)])
        #expect(label.text == "Total: 42 items")
        let screen = render(label, width: 16, height: 1)
        #expect(screen.lines == ["Total: 42 items "])
        #expect(screen.styles == [".......BBRRRRRR."])
    }

    @Test func wrappingKeepsEachCellsRunAndTheGapsOwnStyle() {
        // The run boundary falls inside a word, and a gap of two spaces in the
        // struck run collapses to one struck space.
        let label = LabelWidget()
        label.styledText = styled([
            ("alpha be", Self.plain), ("ta  gamma delta", Self.struck), (" epsilon", Self.red),
        ])
        let screen = render(label, width: 11, height: 4)
        #expect(screen.lines == ["alpha beta ", "gamma delta", "epsilon    ", "           "])
        #expect(screen.styles == ["........SS.", "SSSSSSSSSSS", "RRRRRRR....", "..........."])
    }

    @Test func aCutRowEndsInAnEllipsisInTheLastKeptRunsStyle() {
        let label = LabelWidget()
        label.styledText = styled([("one ", Self.plain), ("two", Self.bold), (" three four", Self.red)])
        label.numberOfLines = 1
        let wrapped = render(label, width: 8, height: 1)
        #expect(wrapped.lines == ["one two…"])
        #expect(wrapped.styles == ["....BBBB"])
        label.lineBreak = .truncate
        let truncated = render(label, width: 10, height: 1)
        #expect(truncated.lines == ["one two t…"])
        #expect(truncated.styles == ["....BBBRRR"])
    }

    @Test func settingOtherTextDropsTheRuns() {
        let label = LabelWidget()
        label.styledText = styled([("a", Self.plain), ("b", Self.bold)])
        label.text = "plain"
        #expect(label.styledText == nil)
        #expect(render(label, width: 5, height: 1).styles == ["....."])
    }

    @Test func runsCostOnlyTheRowsShown() {
        // The same text in one style and in a thousand runs measures the same graphemes.
        let words = (0..<5_000).map { "word\($0)" }
        var many = StyledText()
        for (index, word) in words.enumerated() {
            many.append(word + " ", style: index % 2 == 0 ? Self.bold : Self.red)
        }
        func cost(_ label: LabelWidget) -> Int {
            let host = TestHost(root: label, width: 40, height: 3)
            return TextMeasurement.counting {
                _ = label.sizeThatFits(Size(width: 40, height: 3))
                host.render(full: true)
            }
        }
        let styledLabel = LabelWidget()
        styledLabel.styledText = many
        let plainLabel = LabelWidget(many.string)
        #expect(cost(styledLabel) == cost(plainLabel))
        #expect(cost(LabelWidget()) == 0)
    }
}
