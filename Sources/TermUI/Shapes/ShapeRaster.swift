import CursesKit

/// A path drawn at cell resolution: the glyph of each cell it touches.
///
/// A shape's unit is one column wide and half a row tall. A fill covers a
/// cell's top half, bottom half or both (`▀`, `▄`, `█`), taking the middle
/// of each half as its sample (non-zero winding, open subpaths closed). A
/// stroke sets braille dots, a 2×4 grid per cell (each dot half a unit
/// square), along every segment; its width is one dot whatever the line
/// width asked (a terminal cannot draw thinner, and thicker would blot out
/// a small shape).
struct ShapeRaster: Equatable {
    /// Each cell's glyph, row by row; `nil` leaves the cell as it is.
    var rows: [[Character?]]

    /// The raster of `path` filled in `size` cells.
    static func fill(_ path: Path, size: Size) -> ShapeRaster {
        let polylines = path.flattened()
        var rows: [[Character?]] = []
        for row in 0..<max(0, size.height) {
            var cells: [Character?] = []
            for column in 0..<max(0, size.width) {
                let x = Double(column) + 0.5
                let top = Self.winding(of: CGPoint(x: x, y: Double(row) * 2 + 0.5), in: polylines) != 0
                let bottom = Self.winding(of: CGPoint(x: x, y: Double(row) * 2 + 1.5), in: polylines) != 0
                switch (top, bottom) {
                case (true, true): cells.append("\u{2588}")
                case (true, false): cells.append("\u{2580}")
                case (false, true): cells.append("\u{2584}")
                case (false, false): cells.append(nil)
                }
            }
            rows.append(cells)
        }
        return ShapeRaster(rows: rows)
    }

    /// The raster of `path` stroked in `size` cells.
    static func stroke(_ path: Path, size: Size) -> ShapeRaster {
        let width = max(0, size.width)
        let height = max(0, size.height)
        var dots = [[UInt8]](repeating: [UInt8](repeating: 0, count: width), count: height)
        func plot(_ point: CGPoint) {
            // A point on the right or bottom edge belongs to the last dot inside.
            let x = min(point.x, Double(width) - 1e-6)
            let y = min(point.y, Double(height * 2) - 1e-6)
            guard x >= -1e-6, y >= -1e-6 else { return }
            let dotX = Int((max(0, x) * 2).rounded(.down))
            let dotY = Int((max(0, y) * 2).rounded(.down))
            guard dotX < width * 2, dotY < height * 4 else { return }
            dots[dotY / 4][dotX / 2] |= Self.brailleBit(column: dotX % 2, row: dotY % 4)
        }
        for polyline in path.flattened() {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            for (from, to) in zip(points, points.dropFirst()) {
                let length = max(abs(to.x - from.x), abs(to.y - from.y))
                let steps = max(1, Int((length * 4).rounded(.up)))
                for step in 0...steps {
                    let t = Double(step) / Double(steps)
                    plot(CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
                }
            }
        }
        return ShapeRaster(
            rows: dots.map { row in
                row.map { bits in
                    bits == 0 ? nil : Character(Unicode.Scalar(0x2800 + UInt32(bits)) ?? " ")
                }
            })
    }

    /// The bit of the braille dot at `column` (0–1), `row` (0–3) of a cell.
    private static func brailleBit(column: Int, row: Int) -> UInt8 {
        let left: [UInt8] = [0x01, 0x02, 0x04, 0x40]
        let right: [UInt8] = [0x08, 0x10, 0x20, 0x80]
        return column == 0 ? left[row] : right[row]
    }

    /// The winding number of `point` (non-zero: inside), every subpath closed.
    private static func winding(of point: CGPoint, in polylines: [Path.Polyline]) -> Int {
        var winding = 0
        for polyline in polylines {
            let points = polyline.points
            guard points.count > 2, let last = points.last else { continue }
            var previous = last
            for current in points {
                if previous.y <= point.y {
                    if current.y > point.y, side(previous, current, point) > 0 { winding += 1 }
                } else if current.y <= point.y, side(previous, current, point) < 0 {
                    winding -= 1
                }
                previous = current
            }
        }
        return winding
    }

    /// Which side of the line from `a` to `b` `point` lies on (the cross product's sign).
    private static func side(_ a: CGPoint, _ b: CGPoint, _ point: CGPoint) -> Double {
        (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    }
}

extension Path {
    /// One subpath as straight segments.
    struct Polyline: Equatable {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// The path's subpaths, curves cut into 16 segments each.
    func flattened() -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline(points: [], isClosed: false)
        func finish() {
            if current.points.count > 1 { result.append(current) }
            current = Polyline(points: [], isClosed: false)
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current.points = [point]
            case .line(let point):
                current.points.append(point)
            case .quadCurve(let end, let control):
                let start = current.points.last ?? control
                for step in 1...16 {
                    let t = Double(step) / 16
                    let u = 1 - t
                    current.points.append(
                        CGPoint(
                            x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                            y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
                }
            case .curve(let end, let one, let two):
                let start = current.points.last ?? one
                for step in 1...16 {
                    let t = Double(step) / 16
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    current.points.append(
                        CGPoint(
                            x: a * start.x + b * one.x + c * two.x + d * end.x,
                            y: a * start.y + b * one.y + c * two.y + d * end.y))
                }
            case .closeSubpath:
                current.isClosed = true
                let start = current.points.first
                finish()
                // A segment after a close starts where the closed subpath began.
                if let start { current.points = [start] }
            }
        }
        finish()
        return result
    }
}
