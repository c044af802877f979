/// How a child is told apart from its siblings: by position, branch or explicit id.
enum ChildKey: Hashable {
    case index(Int)
    case branch(Int)
    case id(AnyHashable)
    /// A list, grid or tab row: typed, so telling rows apart does not
    /// unbox an `AnyHashable` (a cast on every comparison).
    case row(ListRowKey)
}

/// A child a node wants this pass: its key and its view value.
struct ChildSpec {
    let key: ChildKey
    let view: any View
}

/// The identity of a child node: its key plus the type of its view.
struct ChildIdentity: Hashable {
    let key: ChildKey
    let type: ObjectIdentifier
    var occurrence = 0
}
