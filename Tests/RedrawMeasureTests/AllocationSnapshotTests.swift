/// Snapshot arithmetic: deltas and sums.
import Testing
import RedrawMeasure

@Test func snapshotDifferenceIsTheDelta() {
    let before = AllocationSnapshot(allocations: 10, bytes: 1_000)
    let after = AllocationSnapshot(allocations: 15, bytes: 1_640)
    #expect(after - before == AllocationSnapshot(allocations: 5, bytes: 640))
    #expect(before - after == .zero) // saturates instead of trapping
    #expect((after - before) + (after - before) == AllocationSnapshot(allocations: 10, bytes: 1_280))
}
