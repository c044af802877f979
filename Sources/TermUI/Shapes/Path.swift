#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outline of a shape: lines, curves, arcs and closed figures, in
/// SwiftUI's `Path` calls. A path is also a shape (and so a view) itself.
///
/// TermUI draws it at cell resolution: filled with half blocks, stroked
/// with braille dots (see ``Shape``).
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 10))
///     path.addLine(to: CGPoint(x: 10, y: 0))
///     path.addLine(to: CGPoint(x: 20, y: 10))
///     path.closeSubpath()
/// }
/// .fill(Color.green)
/// ```
public struct Path: Hashable, Sendable {
    /// One step of a path.
    enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// The outline of `rect`.
    public init(_ rect: CGRect) { addRect(rect) }

    /// The outline of `rect` with corners rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// The outline of `rect` with corners rounded by `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize) {
        addRoundedRect(in: rect, cornerSize: cornerSize)
    }

    /// The ellipse inside `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// The path `callback` draws.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the last element ended.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let point), .line(let point): return point
        case .quadCurve(let point, _), .curve(let point, _, _): return point
        case .closeSubpath: return subpathStart
        }
    }

    private var subpathStart: CGPoint? {
        for element in elements.reversed() { if case .move(let point) = element { return point } }
        return nil
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }

    /// A straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        if elements.isEmpty { elements.append(.move(point)) }
        elements.append(.line(point))
    }

    /// Straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic curve to `point`, bent towards `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if elements.isEmpty { elements.append(.move(control)) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// A cubic curve to `point`, bent towards `control1` and `control2`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { elements.append(.move(control1)) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// The outline of `rect`, as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    /// Each of `rects`, as closed subpaths.
    public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    /// The ellipse inside `rect`, as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        addEllipticArc(center: center, radii: CGSize(width: rect.width / 2, height: rect.height / 2))
        closeSubpath()
    }

    /// The outline of `rect` with rounded corners, as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rx = min(max(0, cornerSize.width), rect.width / 2)
        let ry = min(max(0, cornerSize.height), rect.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(rect)
            return
        }
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCorner(CGPoint(x: rect.maxX - rx, y: rect.minY + ry), rx, ry, from: -90)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCorner(CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), rx, ry, from: 0)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCorner(CGPoint(x: rect.minX + rx, y: rect.maxY - ry), rx, ry, from: 90)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCorner(CGPoint(x: rect.minX + rx, y: rect.minY + ry), rx, ry, from: 180)
        closeSubpath()
    }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle`;
    /// angles are measured from the positive x axis towards positive y (down),
    /// and `clockwise` runs them backwards, as in SwiftUI's flipped coordinates.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        let steps = max(2, Int((abs(sweep) / (.pi / 16)).rounded(.up)))
        for step in 0...steps {
            let angle = startAngle.radians + sweep * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if step == 0 && elements.isEmpty { move(to: point) } else { addLine(to: point) }
        }
    }

    /// The smallest rectangle holding every point of the path (control points included).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let one, let two): points += [point, one, two]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A quarter of an ellipse at `center`, from the angle `from` (degrees) on by 90°.
    private mutating func addCorner(_ center: CGPoint, _ rx: CGFloat, _ ry: CGFloat, from: Double) {
        let steps = 8
        for step in 1...steps {
            let angle = (from + 90 * Double(step) / Double(steps)) * .pi / 180
            addLine(to: CGPoint(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle)))
        }
    }

    /// A whole ellipse, as line segments (the first point starts a subpath).
    private mutating func addEllipticArc(center: CGPoint, radii: CGSize) {
        let steps = 48
        for step in 0...steps {
            let angle = 2 * Double.pi * Double(step) / Double(steps)
            let point = CGPoint(
                x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
            if step == 0 { move(to: point) } else { addLine(to: point) }
        }
    }
}

/// A path is a shape, as in SwiftUI: `Path { ... }.stroke(.black)` draws the
/// lines it was given, in the frame's coordinates (a column a unit, a row two).
extension Path: Shape {
    /// The path itself, wherever it is placed.
    public func path(in rect: CGRect) -> Path { self }
}

extension Path {
    /// The path with every point's x multiplied by `x` and y by `y`: from
    /// points to the raster's units.
    func scaled(x: CGFloat, y: CGFloat) -> Path {
        guard x != 1 || y != 1 else { return self }
        func scale(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x * x, y: point.y * y) }
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let point): .move(scale(point))
            case .line(let point): .line(scale(point))
            case .quadCurve(let point, let control): .quadCurve(to: scale(point), control: scale(control))
            case .curve(let point, let one, let two):
                .curve(to: scale(point), control1: scale(one), control2: scale(two))
            case .closeSubpath: .closeSubpath
            }
        }
        return result
    }

    /// The path with `transform` applied to every point.
    func mapped(_ transform: (CGPoint) -> CGPoint) -> Path {
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let point): .move(transform(point))
            case .line(let point): .line(transform(point))
            case .quadCurve(let point, let control):
                .quadCurve(to: transform(point), control: transform(control))
            case .curve(let point, let one, let two):
                .curve(to: transform(point), control1: transform(one), control2: transform(two))
            case .closeSubpath: .closeSubpath
            }
        }
        return result
    }
}
