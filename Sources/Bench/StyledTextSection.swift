import CursesKit

/// What a label costs to lay out and draw with its text in one style and in
/// a style per word (``StyledText``), for a short text and a megabyte: the
/// cost follows the rows shown, not the text or its number of runs.
enum StyledTextSection: BenchSection {
    static let size = Size(width: 80, height: 24)

    static func run() throws -> [BenchTable] {
        var table = BenchTable(
            title: "A label laid out and drawn again (80x24, CellBuffer, median of 200)",
            note: "Each sample clears the label's layouts (its line limit set and set back) and draws it "
                + "whole. \"styled\" gives every word a style of its own (bold, red, struck in turn). "
                + "Graphemes measured is `TextMeasurement`'s exact count per sample.",
            headers: ["text", "runs", "median per frame", "graphemes measured per frame"])
        let styles = [
            Style(attributes: .bold), Style(foreground: .red), Style(attributes: .strikethrough),
        ]
        for words in [200, 150_000] {
            let list = (0..<words).map { "word\($0 % 1000) " }
            var styled = StyledText()
            for (index, word) in list.enumerated() { styled.append(word, style: styles[index % 3]) }
            let name =
                words < 1_000 ? "\(styled.string.utf8.count) B" : "\(styled.string.utf8.count / 1_000) KB"
            for isStyled in [false, true] {
                let label = isStyled ? LabelWidget() : LabelWidget(styled.string)
                if isStyled { label.styledText = styled }
                label.frame = Rect(origin: .zero, size: size)
                let buffer = CellBuffer(size: size)
                func frame() {
                    label.numberOfLines = 1
                    label.numberOfLines = 0
                    WidgetRenderer.render(label, in: buffer, full: true, focused: nil)
                }
                let measured = TextMeasurement.counting { frame() }
                let median = Benchmark.median(iterations: 200) { frame() }
                table.rows.append([
                    name, isStyled ? "\(styled.runs.count)" : "1", formatNanoseconds(median), "\(measured)",
                ])
            }
        }
        return [table]
    }
}
