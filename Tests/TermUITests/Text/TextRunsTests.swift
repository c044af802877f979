import CursesKit
import Testing

@testable import TermUI

/// `Text + Text`, the modifiers that return `Text`, and `Text(AttributedString)`:
/// every cell on screen in its part's style, through wrapping.
@MainActor
@Suite struct TextRunsTests {
    /// The style of each cell of row `y`, as a letter per `legend` entry ("." for any other).
    func styles(_ host: HeadlessHost, row y: Int, _ legend: [Character: Style]) -> String {
        String(
            (0..<host.lines[y].count).map { x -> Character in
                let style = host.cell(at: Point(x: x, y: y)).style
                return legend.first { $0.value == style }?.key ?? "."
            })
    }

    static let bold = Style(attributes: .bold)
    static let italic = Style(attributes: .italic)
    static let underline = Style(attributes: .underline)
    static let struck = Style(attributes: .strikethrough)
    static let red = Style(foreground: .red)
    static let blueBold = Style(foreground: .blue, attributes: .bold)

    @Test func concatenatedPartsKeepTheirOwnStyles() {
        let text =
            Text("plain ") + Text("bold").bold() + Text(" ") + Text("it").italic() + Text(" ")
            + Text("under").underline() + Text(" ") + Text("gone").strikethrough() + Text(" ")
            + Text("red").foregroundColor(.red)
        let host = HeadlessHost(size: Size(width: 28, height: 1)) { text }
        #expect(host.lines == ["plain bold it under gone red"])
        let legend: [Character: Style] = [
            "B": Self.bold, "I": Self.italic, "U": Self.underline, "S": Self.struck, "R": Self.red,
        ]
        #expect(styles(host, row: 0, legend) == "......BBBB.II.UUUUU.SSSS.RRR")
    }

    @Test func aModifierOnJoinedTextStylesThePartsThatDidNotChoose() {
        let text = (Text("red").foregroundColor(.red) + Text(" blue") + Text(" plain").bold(false))
            .foregroundColor(.blue).bold()
        let host = HeadlessHost(size: Size(width: 14, height: 1)) { text }
        #expect(host.lines == ["red blue plain"])
        let legend: [Character: Style] = [
            "r": Style(foreground: .red, attributes: .bold), "b": Self.blueBold,
            "p": Style(foreground: .blue),
        ]
        #expect(styles(host, row: 0, legend) == "rrrbbbbbpppppp")
    }

    @Test func fontWeightAndFontChooseBoldOrDim() {
        let text =
            Text("head").font(.headline).fontWeight(.regular) + Text(" ") + Text("semi").fontWeight(.semibold)
            + Text(" ") + Text("thin").fontWeight(.thin) + Text(" ") + Text("cap").font(.caption)
        let host = HeadlessHost(size: Size(width: 18, height: 1)) { text }
        let legend: [Character: Style] = ["B": Self.bold, "D": Style(attributes: .dim)]
        #expect(host.lines == ["head semi thin cap"])
        #expect(styles(host, row: 0, legend) == ".....BBBB.DDDD.DDD")
    }

    @Test func joinedTextWrapsAsOneTextWithEachCellInItsStyle() {
        let text =
            Text("The quick ") + Text("brown fox jumps").bold()
            + Text(" over the lazy dog").foregroundColor(.red)
        let host = HeadlessHost(size: Size(width: 12, height: 4)) {
            text.frame(width: 96, alignment: .leading)
        }
        #expect(host.lines == ["The quick   ", "brown fox   ", "jumps over  ", "the lazy dog"])
        let legend: [Character: Style] = ["B": Self.bold, "R": Self.red]
        #expect(styles(host, row: 0, legend) == "............")
        #expect(styles(host, row: 1, legend) == "BBBBBBBBB...")
        // The gap between "jumps" and "over" is the red part's first character.
        #expect(styles(host, row: 2, legend) == "BBBBBRRRRR..")
        #expect(styles(host, row: 3, legend) == "RRRRRRRRRRRR")
    }

    @Test func aChangedPartRepaintsInItsNewStyle() {
        let model = TestModel()
        struct Screen: View {
            let model: TestModel
            var body: some View {
                Text("n=") + Text("\(model.count)").bold(model.count > 0)
            }
        }
        let host = HeadlessHost(size: Size(width: 3, height: 1), root: Screen(model: model))
        #expect(host.cell(at: Point(x: 2, y: 0)).style == .plain)
        model.count = 7
        #expect(host.lines == ["n=7"])
        #expect(host.cell(at: Point(x: 2, y: 0)).style == Self.bold)
        #expect(host.cell(at: Point(x: 1, y: 0)).style == .plain)
    }

    @Test func attributedStringRunsAreDrawnInTheirStyles() {
        var price = AttributedString("was 40 now 30!")
        if let old = price.range(of: "40") { price[old].strikethroughStyle = .single }
        if let new = price.range(of: "30") {
            price[new].foregroundColor = .green
            price[new].font = .body.bold()
        }
        if let now = price.range(of: "now") { price[now].underlineStyle = Text.LineStyle(pattern: .dash) }
        if let bang = price.range(of: "!") { price[bang].font = .body.italic() }
        let host = HeadlessHost(size: Size(width: 14, height: 1)) { Text(price) }
        #expect(host.lines == ["was 40 now 30!"])
        let legend: [Character: Style] = [
            "S": Self.struck, "U": Self.underline, "G": Style(foreground: .green, attributes: .bold),
            "I": Self.italic,
        ]
        #expect(styles(host, row: 0, legend) == "....SS.UUU.GGI")
    }

    @Test func attributedTextTakesModifiersWhereItsRunsSetNothing() {
        var text = AttributedString("own")
        text.foregroundColor = .red
        text += AttributedString(" none")
        let host = HeadlessHost(size: Size(width: 8, height: 1)) { Text(text).foregroundColor(.blue) }
        let legend: [Character: Style] = ["r": Self.red, "b": Style(foreground: .blue)]
        #expect(styles(host, row: 0, legend) == "rrrbbbbb")
    }

    @Test func foregroundStyleOnTextReturnsTextInThatColour() {
        // `.foreground` leaves the environment's colour; a gradient gives its middle colour.
        let text =
            Text("r").foregroundStyle(.red) + Text("f").foregroundStyle(.foreground)
            + Text("g").foregroundStyle(
                LinearGradient(colors: [.blue, .blue], startPoint: .leading, endPoint: .trailing))
        let host = HeadlessHost(size: Size(width: 3, height: 1)) { text.foregroundColor(.green) }
        let legend: [Character: Style] = [
            "R": Self.red, "G": Style(foreground: .green), "B": Style(foreground: .blue),
        ]
        #expect(styles(host, row: 0, legend) == "RGB")
    }

    @Test func linesTakeSwiftUIsPatternAndColourArguments() {
        let text =
            Text("u").underline(color: .red) + Text("s").strikethrough(true, pattern: .dash, color: .blue)
            + Text("n").underline(false, pattern: .dot)
        let host = HeadlessHost(size: Size(width: 3, height: 1)) { text }
        let legend: [Character: Style] = ["U": Self.underline, "S": Self.struck]
        #expect(styles(host, row: 0, legend) == "US.")
    }

    @Test func textContentJoinsTheParts() {
        #expect((Text("a") + Text("") + Text("bc")).content == "abc")
        #expect((Text("") + Text("")).runs.count == 1)
        #expect(Text(AttributedString("")).content.isEmpty)
    }
}
