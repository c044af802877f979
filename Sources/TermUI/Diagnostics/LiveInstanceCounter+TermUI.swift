import CursesKit

extension LiveInstanceCounter {
    /// Live ``ViewNode``s: mounted, or kept alive by something that should not keep them.
    package static let viewNodes = LiveInstanceCounter(slot: 1)
    /// Live ``NodeBehavior``s (each node has one; they hold widgets and coordinators).
    package static let nodeBehaviors = LiveInstanceCounter(slot: 2)
    /// `@Observable` registrations a render installed that neither fired nor were cancelled.
    package static let observations = LiveInstanceCounter(slot: 3)
    /// Live action targets: the coordinators of the built-in views (Text, Button, TextField...).
    package static let actionTargets = LiveInstanceCounter(slot: 4)
}
