/// Summary statistics: MAD, relative spread and the degenerate inputs.
import Testing
import RedrawMeasure

@Test func madOfKnownInput() throws {
    // Sorted [1,1,2,2,4,6,9]: median 2; |x - 2| = [1,1,0,0,2,4,7],
    // sorted [0,0,1,1,2,4,7] → median 1.
    let summary = try #require(Summary([6, 1, 9, 2, 1, 4, 2]))
    #expect(summary.count == 7)
    #expect(summary.min == 1)
    #expect(summary.max == 9)
    #expect(summary.median == 2)
    #expect(summary.mad == 1)
    #expect(summary.relativeSpread == 0.5)
    #expect(approximately(summary.mean, 25.0 / 7))
}

@Test func summaryOfOneToHundred() throws {
    let summary = try #require(Summary((1...100).map(Double.init)))
    #expect(approximately(summary.median, 50.5))
    #expect(approximately(summary.mean, 50.5))
    #expect(approximately(summary.p95, 95.05))
    #expect(approximately(summary.p99, 99.01))
    // |x - 50.5| is 0.5, 1.5, ..., 49.5, each twice → median 25.
    #expect(summary.mad == 25)
}

@Test func emptyInputHasNoSummary() {
    #expect(Summary([Double]()) == nil)
    #expect(Summary([.nan]) == nil)
}

@Test func singleSampleSummary() throws {
    let summary = try #require(Summary([7.5]))
    #expect(summary.count == 1)
    #expect(summary.min == 7.5 && summary.max == 7.5)
    #expect(summary.median == 7.5 && summary.mean == 7.5)
    #expect(summary.p95 == 7.5 && summary.p99 == 7.5)
    #expect(summary.mad == 0)
    #expect(summary.relativeSpread == 0)
    #expect(!summary.isSpreadTooWide(threshold: 0))
}

@Test func spreadThreshold() throws {
    // median 100, deviations [0,2,2,10,10] → MAD 2, spread 2%.
    let tight = try #require(Summary([90, 98, 100, 102, 110]))
    #expect(approximately(tight.relativeSpread, 0.02))
    #expect(!tight.isSpreadTooWide(threshold: 0.05))
    #expect(tight.isSpreadTooWide(threshold: 0.01))
}

@Test func zeroMedianWithSpreadIsInfinitelyWide() throws {
    // median 0, deviations [0,1,5] → MAD 1: no relative scale.
    let summary = try #require(Summary([-1, 0, 5]))
    #expect(summary.mad == 1)
    #expect(summary.relativeSpread == .infinity)
    #expect(summary.isSpreadTooWide(threshold: 1000))
}

@Test func runsInTwoGroupsAreTooWide() throws {
    // Three runs near 6 ms and two near 3.5 ms: the median is 6, and three deviations of 0 make the
    // MAD 0 — yet the quartiles (type 7: sorted[1] = 3.5, sorted[3] = 6) are 42 % of it apart.
    let split = try #require(Summary([6.0, 3.5, 6.0, 3.5, 6.0]))
    #expect(split.relativeSpread == 0)
    #expect(split.p25 == 3.5 && split.p75 == 6.0)
    #expect(approximately(split.relativeQuartileRange, 2.5 / 6.0))
    #expect(split.isSplit(threshold: 0.10))
    #expect(split.isSpreadTooWide(threshold: 0.10))
    // One outlier among tight runs is not two groups: quartiles 5 and 5.
    let outlier = try #require(Summary([5.0, 5.0, 5.0, 5.0, 9.0]))
    #expect(!outlier.isSpreadTooWide(threshold: 0.10))
}
