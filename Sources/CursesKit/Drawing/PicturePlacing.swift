/// A surface that can show a picture as a picture (the kitty graphics
/// protocol) over the half blocks a widget drew for it: the screen's
/// ``WindowSurface`` and the surfaces that only clip it. A widget asks with
/// `as?`, once per draw of a picture; every other surface (a memory buffer,
/// a dimmed backdrop) keeps the half blocks alone.
@MainActor
package protocol PicturePlacing: Surface {
    /// Notes that `picture` fills `frame` (local coordinates; the part
    /// outside the surface's clip is not shown). `id` names the picture at
    /// this size: the same `id` with the same picture and frame size is not
    /// sent again; take a new one from ``PictureIdentity/next()`` when the
    /// picture changes.
    func placePicture(_ picture: PixelImage, id: UInt32, frame: Rect)
}

/// The ids pictures are sent under, one per picture a widget shows.
@MainActor
package enum PictureIdentity {
    private static var last: UInt32 = 1000

    /// An id no picture of this process had.
    package static func next() -> UInt32 {
        last = last == UInt32.max ? 1001 : last + 1
        return last
    }
}

extension ClippedSurface: PicturePlacing {
    func placePicture(_ picture: PixelImage, id: UInt32, frame: Rect) {
        (inner as? PicturePlacing)?.placePicture(
            picture, id: id, frame: frame.offsetBy(dx: -clip.minX, dy: -clip.minY))
    }
}
