import CursesForm
import CursesKit
import CursesMenu
import Testing
import WebLoaderKit

@testable import TermUI

/// Each kind of counted object has a slot of its own: two kinds in one slot
/// would make a leak in one look like a balance in the other.
@Suite struct LiveInstanceSlotTests {
    @Test func everyKindCountsInASlotOfItsOwn() {
        let counters: [(String, LiveInstanceCounter)] = [
            ("widgets", .widgets), ("foreignWindows", .foreignWindows),
            ("viewNodes", .viewNodes), ("nodeBehaviors", .nodeBehaviors),
            ("observations", .observations), ("actionTargets", .actionTargets),
            ("htmlStreams", .htmlStreams), ("pageLoaders", .pageLoaders),
            ("curlTransfers", .curlTransfers),
            ("menus", .menus), ("menuItems", .menuItems),
            ("forms", .forms), ("formFields", .formFields),
        ]
        var owner: [Int32: String] = [:]
        for (name, counter) in counters {
            #expect((0..<16).contains(counter.slot), "\(name) is in a slot the C side has")
            if let other = owner[counter.slot] {
                Issue.record("\(name) and \(other) share slot \(counter.slot)")
            }
            owner[counter.slot] = name
        }
    }
}
