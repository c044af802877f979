import CursesKit
import Testing

@testable import TermUI

/// `Grid`: columns as wide as their widest cell, rows as tall as their
/// tallest, spans, alignments and views across the grid, as screen lines.
@MainActor
@Suite struct GridTests {
    @Test func eachColumnIsAsWideAsItsWidestCell() {
        let host = HeadlessHost(size: Size(width: 12, height: 2)) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("a")
                    Text("bbb")
                }
                GridRow {
                    Text("cccc")
                    Text("d")
                }
            }
        }
        #expect(host.lines == ["a    bbb    ", "cccc d      "])
    }

    @Test func cellsAreCentredInTheirSpaceByDefault() {
        let host = HeadlessHost(size: Size(width: 12, height: 2)) {
            Grid {
                GridRow {
                    Text("a")
                    Text("bbb")
                }
                GridRow {
                    Text("cccc")
                    Text("d")
                }
            }
        }
        #expect(host.lines == [" a   bbb    ", "cccc  d     "])
    }

    @Test func aViewOutsideARowSpansEveryColumn() {
        let host = HeadlessHost(size: Size(width: 8, height: 3)) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("ab")
                    Text("cd")
                }
                Divider()
                GridRow {
                    Text("e")
                    Text("f")
                }
            }
        }
        #expect(host.lines == ["ab cd   ", "─────   ", "e  f    "])
    }

    @Test func aCellAcrossColumnsWidensTheLastItSpans() {
        let host = HeadlessHost(size: Size(width: 8, height: 2)) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("x")
                    Text("y")
                    Text("z")
                }
                GridRow {
                    Text("wide").gridCellColumns(2)
                    Text("q")
                }
            }
        }
        #expect(host.lines == ["x y  z  ", "wide q  "])
    }

    @Test func aColumnAlignmentSetOnOneCellAlignsTheWholeColumn() {
        let host = HeadlessHost(size: Size(width: 10, height: 3)) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("Name")
                    Text("Size")
                }
                GridRow {
                    Text("a.txt")
                    Text("12").gridColumnAlignment(.trailing)
                }
                GridRow {
                    Text("b")
                    Text("345")
                }
            }
        }
        #expect(host.lines == ["Name  Size", "a.txt   12", "b      345"])
    }

    @Test func rowAlignmentAndCellAnchorOverrideTheGrid() {
        let host = HeadlessHost(size: Size(width: 9, height: 6)) {
            Grid(alignment: .topLeading, horizontalSpacing: 16, verticalSpacing: 16) {
                GridRow(alignment: .bottom) {
                    Text("1\n2\n3")
                    Text("b")
                    Text("c").gridCellAnchor(.topTrailing)
                }
                GridRow {
                    Text("d")
                    Text("e")
                    Text("fff")
                }
            }
        }
        #expect(
            host.lines
                == [
                    "1       c", "2", "3  b", "", "d  e  fff", "",
                ].map { $0.padding(toLength: 9, withPad: " ", startingAt: 0) })
    }

    @Test func columnsNarrowerThanTheirCellsWhenTheWidthIsShort() {
        let host = HeadlessHost(size: Size(width: 16, height: 3)) {
            Grid(alignment: .topLeading) {
                GridRow {
                    Text("short")
                    Text("a much longer text")
                }
            }
        }
        #expect(host.lines == ["short a much    ", "      longer    ", "      text      "])
    }

    @Test func flexibleCellsShareTheWidthLeft() {
        let host = HeadlessHost(size: Size(width: 12, height: 2)) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("ab")
                    Text("x").frame(maxWidth: .infinity, alignment: .trailing)
                }
                GridRow {
                    Text("c")
                    Text("d")
                }
            }
        }
        #expect(host.lines == ["ab         x", "c  d        "])
    }

    @Test func anUnsizedCellTakesTheColumnTheOthersMake() {
        let host = HeadlessHost(size: Size(width: 12, height: 3)) {
            Grid(alignment: .topLeading) {
                GridRow {
                    Text("ab")
                    Text("xxxx")
                }
                GridRow {
                    Text("c")
                    Text("long cell").gridCellUnsizedAxes(.horizontal)
                }
            }
        }
        #expect(host.lines == ["ab xxxx     ", "c  long     ", "   cell     "])
    }
}
