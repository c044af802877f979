import CursesForm
import CursesKit
import CursesMenu
import Foundation
import TermUI
import Testing
import WalletKit

@testable import Demo

/// The ncurses screen through TermUI: bindings both ways between SwiftUI
/// state and libmenu/libform, and dismantling that frees what the C
/// libraries allocated. Synchronous on the main actor, so the counts are
/// exact: nothing else runs between reading them.
@MainActor
@Suite struct NcursesScreenLifecycleTests {
    /// What libmenu, libform and the foreign windows hold now.
    struct ForeignCounts: Equatable {
        var menus = LiveInstanceCounter.menus.count
        var items = LiveInstanceCounter.menuItems.count
        var forms = LiveInstanceCounter.forms.count
        var fields = LiveInstanceCounter.formFields.count
        var windows = LiveInstanceCounter.foreignWindows.count
    }

    private func host(_ screen: DemoScreen? = .ncurses) -> HeadlessHost {
        let wallet = WalletSource(pass: PassFileLoader.sample(), library: PassLibrary(), ioInline: true)
        return HeadlessHost(
            size: Size(width: 80, height: 24), tracePath: nil,
            root: DemoRootView(initialScreen: screen, wallet: wallet))
    }

    private func row(_ host: HeadlessHost, containing text: String) -> String? {
        host.lines.first { $0.contains(text) }
    }

    @Test func goingHomeDismantlesAndFreesTheMenusTheFormItsFieldsAndTheWindows() {
        let before = ForeignCounts()
        let host = host(nil)
        #expect(ForeignCounts() == before, "home hosts no foreign widget")
        let opening = host.lifecycleLog.count
        host.send([KeyEvent(.end), KeyEvent(.enter)])
        #expect(row(host, containing: "Summary (SwiftUI)") != nil)
        var open = before
        open.menus += 2
        open.items += NcursesScreen.drinks.count + NcursesScreen.extras.count
        open.forms += 1
        open.fields += FormView.fields.count
        open.windows += 3
        #expect(ForeignCounts() == open)
        host.send(KeyEvent(.escape))
        #expect(ForeignCounts() == before, "dismantling freed every menu, item, form, field and window")
        let calls = host.lifecycleLog.events.suffix(host.lifecycleLog.count - opening).map(\.description)
        // Two menus and a form, each made once and dismantled once.
        for (name, count) in [("MenuView", 2), ("FormView", 1)] {
            #expect(calls.filter { $0.hasPrefix("\(name).makeWidget") }.count == count, "\(calls)")
            #expect(calls.filter { $0.hasPrefix("\(name).dismantleWidget") }.count == count, "\(calls)")
        }
    }

    @Test func theMenusWriteTheirBindingsAndTheSummaryFollows() {
        let host = host()
        host.send([KeyEvent(.down), KeyEvent(.down)])
        #expect(row(host, containing: "drink     Juice") != nil)
        host.send([KeyEvent(.tab), KeyEvent(.down), .character(" "), KeyEvent(.down), .character(" ")])
        #expect(row(host, containing: "extras    Milk, Sugar, Honey") != nil)
        host.send(.character(" "))
        #expect(row(host, containing: "extras    Milk, Sugar") != nil, "unmarked again")
    }

    @Test func aCommittedEditReachesTheBindingOnceAndARefusedLetterChangesNothing() {
        let host = host()
        host.send([KeyEvent(.tab), KeyEvent(.tab), KeyEvent(.end), .character("x")])
        #expect(row(host, containing: "quantity: 'x' is not allowed here") != nil)
        #expect(row(host, containing: "quantity  1") != nil)
        let updates = host.lifecycleLog.count
        host.send(.character("4"))
        #expect(row(host, containing: "quantity  1") != nil, "not committed while editing")
        host.send(KeyEvent(.tab))
        #expect(row(host, containing: "quantity  14") != nil)
        #expect(row(host, containing: "Quantity    14") != nil, "right-justified once left")
        // One commit: the binding's write re-renders FormView once (and the error clears with it).
        let formUpdates = host.lifecycleLog.events.suffix(host.lifecycleLog.count - updates)
            .filter { $0.description.hasPrefix("FormView.updateWidget") }
        #expect(formUpdates.count == 1, "\(formUpdates)")
    }

    @Test func aQuantityChangedFromSwiftUIAppearsInTheField() {
        let host = host()
        host.send([.character("+"), .character("+")])
        #expect(row(host, containing: "quantity  3") != nil)
        #expect(row(host, containing: "│Quantity  3") != nil, "FormView's update put it in the field")
    }
}
