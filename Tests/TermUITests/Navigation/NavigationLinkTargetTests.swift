import Testing

@testable import TermUI

/// A link's target compares with `==` when its destination can (a link to a
/// value has `Never`), so a row's link is not compared through reflection.
@MainActor
@Suite struct NavigationLinkTargetTests {
    @Test func aLinkToAValueComparesItsValue() {
        let one = NavigationLinkTarget<Never>.value(AnyHashable(1))
        #expect((NavigationLinkTarget<Never>.self as Any.Type) is any Equatable.Type)
        #expect(ValueComparison.areEqual(one, .value(AnyHashable(1))))
        #expect(!ValueComparison.areEqual(one, .value(AnyHashable(2))))
        #expect(!ValueComparison.areEqual(one, .value(nil)))
        #expect(ValueComparison.areEqual(NavigationLinkTarget<Never>.value(nil), .value(nil)))
    }
}
