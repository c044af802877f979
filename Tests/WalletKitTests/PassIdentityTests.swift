import Foundation
import Testing

import WalletKit

/// A pass is the same pass only by type identifier and serial number
/// together: two issuers may use the same serial.
@Suite struct PassIdentityTests {
    @Test func passesOfTwoIssuersWithOneSerialAreBothKept() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let library = PassLibrary(directory: folder.url)
        let airline = try samplePass(serial: "42")
        var cinema = airline
        cinema.passTypeIdentifier = "pass.cinema"
        cinema.logoText = "Cinema"
        #expect(try library.addPass(airline))
        #expect(try library.addPass(cinema), "the cinema's pass replaced the airline's")
        #expect(try library.passes().map(\.logoText) == [airline.logoText, "Cinema"])
        #expect(try library.removePass(cinema))
        #expect(try library.passes() == [airline], "removing one issuer's pass removed the other's")
    }
}
