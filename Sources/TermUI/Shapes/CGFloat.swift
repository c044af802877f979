/// The floating-point type of shape geometry, as in SwiftUI (Core Graphics'
/// `CGFloat`, which Linux has only in the full Foundation).
///
/// A shape's unit is one terminal column wide; a row is two units tall (a
/// cell is about twice as tall as it is wide), so a `Circle` is round on screen.
public typealias CGFloat = Double
