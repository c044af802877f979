import CursesKit
import Testing

@testable import TermUI

/// The per-node cache of sizes by proposal: the first answer kept inline,
/// later ones in order, the oldest dropped first past the capacity.
@Suite struct ProposalCacheTests {
    static func proposal(_ width: Int) -> ProposedSize { ProposedSize(width: width, height: nil) }

    @Test func answersWhatWasStoredAndForgetsWhatWasRemoved() {
        var cache = ProposalCache<Int>()
        #expect(cache.isEmpty)
        #expect(cache[Self.proposal(1)] == nil)
        for width in 1...3 { cache[Self.proposal(width)] = width * 10 }
        #expect(!cache.isEmpty)
        #expect((1...3).map { cache[Self.proposal($0)] } == [10, 20, 30])
        cache[Self.proposal(2)] = 21
        #expect(cache[Self.proposal(2)] == 21)
        // Removing the inline first entry moves the next oldest into its place.
        cache[Self.proposal(1)] = nil
        #expect(cache[Self.proposal(1)] == nil)
        #expect(cache[Self.proposal(2)] == 21 && cache[Self.proposal(3)] == 30)
        cache[Self.proposal(3)] = nil
        cache[Self.proposal(2)] = nil
        #expect(cache.isEmpty)
        cache[Self.proposal(4)] = 40
        #expect(cache[Self.proposal(4)] == 40)
        cache.removeAll(keepingCapacity: true)
        #expect(cache.isEmpty && cache[Self.proposal(4)] == nil)
    }

    @Test func theOldestGoesFirstPastTheCapacity() {
        var cache = ProposalCache<Int>()
        let capacity = ProposalCache<Int>.capacity
        for width in 0..<(capacity + 2) { cache[Self.proposal(width)] = width }
        #expect(cache[Self.proposal(0)] == nil)
        #expect(cache[Self.proposal(1)] == nil)
        for width in 2..<(capacity + 2) { #expect(cache[Self.proposal(width)] == width) }
        var seen: [Int] = []
        #expect(
            cache.allSatisfy { _, value in
                seen.append(value)
                return true
            })
        #expect(seen == Array(2..<(capacity + 2)))
        #expect(!cache.allSatisfy { proposal, _ in proposal.width != 9 })
    }

    /// A size check compares only a cache that still holds every answer
    /// given: one with an answer dropped says so until it is emptied.
    @Test func aCacheThatDroppedAnAnswerIsNotComplete() {
        var cache = ProposalCache<Int>()
        let capacity = ProposalCache<Int>.capacity
        for width in 0..<capacity { cache[Self.proposal(width)] = width }
        cache[Self.proposal(0)] = 1
        #expect(cache.isComplete, "full, and a stored answer replaced in place")
        cache[Self.proposal(capacity)] = capacity
        #expect(!cache.isComplete)
        cache.removeAll(keepingCapacity: true)
        #expect(cache.isComplete)
    }
}
