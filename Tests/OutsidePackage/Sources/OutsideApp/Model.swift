// A model file as real apps write it: `import Foundation` beside
// `import TermUI`, and no name is ambiguous.
import Foundation
import TermUI

struct Layout2D {
    var scale: CGFloat = 1.5
    var frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    var centre: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    var picked = IndexSet(integersIn: 0..<3)
    var order = [KeyPathComparator(\Reading.amount)]
    let defaults = UserDefaults.standard

    func columns(for width: CGFloat) -> Int { Int(width / (scale * 8)) }
    func label(for amount: Double) -> String { amount.formatted(.number.precision(.fractionLength(1))) }
}
