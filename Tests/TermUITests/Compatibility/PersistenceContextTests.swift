import CursesKit
import Foundation
import Testing

@testable import TermUI

/// `@Environment(\.modelContext)` and `\.managedObjectContext` as SwiftData and
/// Core Data apps write them: an in-memory context per app.
@MainActor
@Suite struct PersistenceContextTests {
    final class Trip: PersistentModel {
        let name: String
        init(name: String) { self.name = name }
    }

    struct Trips: View {
        @Environment(\.modelContext) private var modelContext
        @State private var count = 0

        var body: some View {
            VStack(alignment: .leading) {
                Button("Add trip") {
                    modelContext.insert(Trip(name: "Trip \(count + 1)"))
                    try? modelContext.save()
                    count = modelContext.insertedModelsArray.count
                }
                Text("\(count) trips, unsaved: \(modelContext.hasChanges ? "yes" : "no")")
            }
        }
    }

    @Test func aViewInsertsIntoTheAppsModelContext() {
        let context = ModelContext()
        let host = HeadlessHost(
            size: Size(width: 30, height: 2), root: Trips().environment(\.modelContext, context))
        host.send(KeyEvent(.enter))
        host.send(KeyEvent(.enter))
        #expect(host.lines[1].hasPrefix("2 trips, unsaved: no"), "\(host.lines)")
        #expect(context.insertedModelsArray.count == 2)
        let first = context.insertedModelsArray[0]
        context.insert(first as! Trip)
        #expect(context.insertedModelsArray.count == 2, "a model is held once")
        context.delete(first as! Trip)
        #expect(context.insertedModelsArray.count == 1 && context.hasChanges)
    }

    @Test func aManagedObjectContextRollsBackToItsLastSave() throws {
        let context = NSManagedObjectContext()
        let kept = Trip(name: "kept")
        context.insert(kept)
        try context.save()
        context.insert(Trip(name: "dropped"))
        context.delete(kept)
        #expect(context.hasChanges && context.registeredObjects.count == 1)
        context.rollback()
        #expect(!context.hasChanges)
        #expect(context.registeredObjects.count == 1 && context.registeredObjects[0] === kept)
    }

    @Test func theEnvironmentHasOneContextUnlessSet() {
        #expect(EnvironmentValues().modelContext === EnvironmentValues().modelContext)
        #expect(EnvironmentValues().managedObjectContext === EnvironmentValues().managedObjectContext)
    }
}
