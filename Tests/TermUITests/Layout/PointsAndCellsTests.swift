import CursesKit
import Foundation
import Testing

@testable import TermUI

/// Lengths are SwiftUI's points, 8 to a column and 16 to a row: what an
/// iPhone or Mac layout asks for keeps its proportions on an 80×24
/// terminal. Each test counts the cells a user sees.
@MainActor
@Suite struct PointsAndCellsTests {
    /// The columns and rows that hold anything but blanks.
    static func inkBox(_ lines: [String]) -> (width: Int, height: Int) {
        var rows: [Int] = []
        var columns: [Int] = []
        for (y, line) in lines.enumerated() {
            for (x, character) in line.enumerated() where character != " " {
                rows.append(y)
                columns.append(x)
            }
        }
        guard let top = rows.min(), let bottom = rows.max(), let left = columns.min(),
            let right = columns.max()
        else { return (0, 0) }
        return (right - left + 1, bottom - top + 1)
    }

    static let screen = Size(width: 80, height: 24)

    @Test func aFrameOf300By200PointsIs37Or38ColumnsBy12Or13Rows() {
        let host = HeadlessHost(size: Self.screen) { Rectangle().fill(.red).frame(width: 300, height: 200) }
        let box = Self.inkBox(host.lines)
        #expect((37...38).contains(box.width), "\(box)")
        #expect((12...13).contains(box.height), "\(box)")
    }

    @Test func aCircleOf50By50PointsIsAbout6By3AndRound() {
        let host = HeadlessHost(size: Self.screen) { Circle().fill(.blue).frame(width: 50, height: 50) }
        let box = Self.inkBox(host.lines)
        #expect((5...7).contains(box.width), "\(box)\n\(host.lines.joined(separator: "\n"))")
        #expect((2...4).contains(box.height), "\(box)")
        // Round: twice as many columns as rows, as a cell is twice as tall as it is wide.
        #expect(abs(box.width - 2 * box.height) <= 1, "\(box)")
    }

    @Test func paddingIsOneRowAndTwoColumnsBesideTheBorder() {
        let host = HeadlessHost(size: Size(width: 9, height: 5)) { Text("X").padding().border().fixedSize() }
        #expect(
            host.lines == [
                " ┌─────┐ ",
                " │     │ ",
                " │  X  │ ",
                " │     │ ",
                " └─────┘ ",
            ])
    }

    @Test func twentyPointsOfPaddingAreOneRowAndTwoOrThreeColumns() {
        let host = HeadlessHost(size: Size(width: 12, height: 5)) {
            Text("X").padding(20).border().fixedSize()
        }
        let lines = host.lines
        let row = lines.firstIndex { $0.contains("X") } ?? -1
        #expect(row == 2, "one blank row above X, inside the border:\n\(lines.joined(separator: "\n"))")
        let line = row >= 0 ? Array(lines[row]) : []
        let gap = (line.firstIndex(of: "X") ?? 0) - (line.firstIndex(of: "│") ?? 0) - 1
        #expect((2...3).contains(gap), "\(gap) columns between the border and X")
    }

    @Test func sixteenPointsOfSpacingLeaveOneRowAndTheDefaultNone() {
        let spaced = HeadlessHost(size: Size(width: 3, height: 3)) {
            VStack(spacing: 16) {
                Text("a")
                Text("b")
            }
        }
        #expect(spaced.lines == [" a ", "   ", " b "])
        let plain = HeadlessHost(size: Size(width: 3, height: 2)) {
            VStack {
                Text("a")
                Text("b")
            }
        }
        #expect(plain.lines == [" a ", " b "])
        let row = HeadlessHost(size: Size(width: 3, height: 1)) {
            HStack {
                Text("a")
                Text("b")
            }
        }
        #expect(row.lines == ["a b"], "the default 8 points between words are one column")
    }

    @Test func cgFloatVariablesAreLengths() {
        let side: CGFloat = 44
        let gap: CGFloat = 16
        let host = HeadlessHost(size: Size(width: 12, height: 6)) {
            VStack(alignment: .leading, spacing: gap) {
                Rectangle().fill(.green).frame(width: side, height: side)
                Text("x").offset(x: gap, y: 0)
            }
        }
        let lines = host.lines
        // 44 points: 5.5 columns, halves toward zero, so 5; 2.75 rows, so 3.
        #expect(lines.prefix(3).allSatisfy { $0.hasPrefix("█████ ") }, "\(lines.joined(separator: "\n"))")
        #expect(lines[3].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[4].hasPrefix("  x"), "16 points of offset are two columns")
    }

    @Test func theEnvironmentsCellSizeConvertsEveryLength() {
        let host = HeadlessHost(size: Size(width: 12, height: 3)) {
            Rectangle().fill(.red).frame(width: 40, height: 16)
                .environment(\.cellSize, CGSize(width: 4, height: 8))
        }
        #expect(Self.inkBox(host.lines) == (10, 2))
    }

    @Test func wholeCellsAreWrittenAsColumnsAndRows() {
        let host = HeadlessHost(size: Size(width: 10, height: 4)) {
            Rectangle().fill(.red).frame(width: .columns(7), height: .rows(3))
        }
        #expect(Self.inkBox(host.lines) == (7, 3))
    }

    @Test(arguments: [
        (0.0, 0), (4.0, 0), (4.5, 1), (8.0, 1), (12.0, 1), (12.5, 2), (20.0, 2), (-12.5, -2),
    ])
    func aColumnRoundsToTheNearestCellWithHalvesTowardZero(points: Double, columns: Int) {
        #expect(CellMetrics.standard.columns(CGFloat(points)) == columns)
    }

    @Test func somethingDrawnIsNeverRoundedToNothing() {
        #expect(CellMetrics.standard.height(1) == 1)
        #expect(CellMetrics.standard.width(0.5) == 1)
        #expect(CellMetrics.standard.width(0) == 0)
        #expect(CellMetrics.standard.rows(1) == 0)
        #expect(CellMetrics.standard.width(.infinity) == .infinity)
    }

    @Test func geometryReadsPointsAndCustomLayoutsPlaceInPoints() {
        let host = HeadlessHost(size: Size(width: 20, height: 2)) {
            GeometryReader { proxy in Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))") }
        }
        #expect(host.lines[0].hasPrefix("160×32"))
    }

    @Test func aSystemFontSizeShowsAsItsTextStyle() {
        #expect(Font.system(size: 34).style == .largeTitle)
        #expect(Font.system(size: 17).style == .body)
        #expect(Font.system(size: 12).style == .caption)
        #expect(Font.system(size: 9).style == .caption2)
        #expect(Font.system(size: 34).attributes().contains(.bold))
        #expect(Font.system(size: 12).attributes().contains(.dim))
        #expect(Font.system(size: 17, weight: .bold).attributes().contains(.bold))
        let host = HeadlessHost(size: Size(width: 5, height: 1)) { Text("Title").font(.system(size: 34)) }
        #expect(host.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.bold))
    }
}
