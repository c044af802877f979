/// A type the view graph treats specially: a dynamic property, a modifier, a
/// primitive or representable view, or one of the containers and wrappers the
/// comparison of view inputs looks inside. An implementation detail: TermUI's
/// own protocols refine it, and nothing else should conform to it.
///
/// Most types (your views, the values they hold) are none of these, and one
/// question about this protocol rules out all of TermUI's own for them; only
/// the few that are special are asked the precise ones. The questions go to
/// ``ConformanceIndex``, which reads the conformance records once, not to the
/// runtime's cast, which scans every record for each new type.
public protocol _ViewGraphSpecial {}

/// True when `type` conforms to one of the protocols the graph treats
/// specially (from the conformance records: ``ConformanceIndex``).
@MainActor func isGraphSpecial(_ type: Any.Type) -> Bool {
    ConformanceIndex.conforms(type, to: (any _ViewGraphSpecial.Type).self)
}
