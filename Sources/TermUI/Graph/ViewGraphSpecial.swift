/// A type the view graph treats specially: a dynamic property, a modifier, a
/// primitive or representable view, or one of the containers and wrappers the
/// comparison of view inputs looks inside. An implementation detail: TermUI's
/// own protocols refine it, and nothing else should conform to it.
///
/// The graph asks what a type is with protocol casts, and the first cast of
/// each type to each protocol scans every conformance record in the program
/// (in the static demo, about 1,600 records each time: 1,405 first casts were
/// 61% of the instructions to the first frame). Most types (your views, the
/// values they hold) are none of these, and one cast to this protocol says so
/// for all of them at once; only the few that are pay for the precise casts.
public protocol _ViewGraphSpecial {}

/// True when `type` conforms to one of the protocols the graph treats
/// specially (from the conformance records: ``ConformanceIndex``).
@MainActor func isGraphSpecial(_ type: Any.Type) -> Bool {
    ConformanceIndex.conforms(type, to: (any _ViewGraphSpecial.Type).self)
}
