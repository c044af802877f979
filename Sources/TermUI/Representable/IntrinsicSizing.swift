import CursesKit

/// How a hosted widget without a `sizeThatFits` answer is sized.
@MainActor
enum IntrinsicSizing {
    /// Each axis with an intrinsic length keeps it (within the proposal); an
    /// axis without one (zero) is flexible and takes what is offered.
    static func size(of widget: Widget, for proposal: ProposedSize) -> Size {
        // Measured no further than offered: a long text costs what can be shown.
        let intrinsic = widget.intrinsicContentSize(
            limitedTo: Size(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity))
        func axis(_ length: Int, _ offered: Int?) -> Int {
            if length > 0 { return min(length, offered ?? length) }
            guard let offered else { return 0 }
            return min(offered, Int.infinity)
        }
        return Size(
            width: axis(intrinsic.width, proposal.width), height: axis(intrinsic.height, proposal.height))
    }
}
