import CursesKit
import Testing

@testable import TermUI

/// `GeometryReader` takes the space it is offered and makes its content
/// from its size and position, in points (8 a column, 16 a row).
@MainActor
@Suite struct GeometryReaderTests {
    struct Page: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("top")
                GeometryReader { proxy in
                    let global = proxy.frame(in: .global)
                    let local = proxy.frame(in: .local)
                    VStack(alignment: .leading, spacing: 0) {
                        Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
                        Text("global \(Int(global.minX)),\(Int(global.minY))")
                        Text("local \(Int(local.minX)),\(Int(local.minY))")
                    }
                }
            }
        }
    }

    @Test func theContentSeesTheReadersSizeAndFrame() {
        let host = HeadlessHost(size: Size(width: 14, height: 5), root: Page())
        #expect(
            host.lines == [
                "top           ", "112x64        ", "global 0,16   ", "local 0,0     ", "              ",
            ])
    }

    @Test func resizingMakesTheContentAgain() {
        let host = HeadlessHost(size: Size(width: 14, height: 5), root: Page())
        host.resize(to: Size(width: 12, height: 7))
        #expect(Array(host.lines.prefix(3)) == ["top         ", "96x96       ", "global 0,16 "])
    }

    @Test func itTakesAllTheWidthAStackOffers() {
        let host = HeadlessHost(size: Size(width: 10, height: 1)) {
            HStack(spacing: 8) {
                Text("L")
                GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
                Text("R")
            }
        }
        #expect(host.lines == ["L 48     R"])
    }

    @Test func anUnspecifiedDimensionIsTenCellsThatIsEightyPoints() {
        let host = HeadlessHost(size: Size(width: 20, height: 1)) {
            HStack(spacing: 0) {
                GeometryReader { proxy in Text("\(Int(proxy.size.width))") }.fixedSize()
                Text("|")
            }
        }
        #expect(host.lines == ["80        |         "])
    }
}
