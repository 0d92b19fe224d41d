/// Median and type-7 (R default / numpy "linear") percentiles on inputs
/// whose answers are worked out by hand.
import Testing
import RedrawMeasure

@Test func medianOfOddCountIsTheMiddleSample() throws {
    let samples = try #require(SortedSamples([9, 1, 5, 3, 7]))
    #expect(samples.values == [1, 3, 5, 7, 9])
    #expect(samples.median == 5)
}

@Test func medianOfEvenCountIsTheMeanOfTheTwoMiddleSamples() throws {
    let samples = try #require(SortedSamples([4, 1, 3, 2]))
    #expect(samples.median == 2.5)
}

@Test func percentilesOfOneToHundred() throws {
    let samples = try #require(SortedSamples((1...100).map(Double.init)))
    // h = (n - 1) · p = 99 · p; x[i] = i + 1.
    #expect(samples.percentile(0) == 1)
    #expect(samples.percentile(100) == 100)
    #expect(approximately(samples.percentile(50), 50.5))  // h = 49.5  → 50 + 0.5
    #expect(approximately(samples.percentile(95), 95.05)) // h = 94.05 → 95 + 0.05
    #expect(approximately(samples.percentile(99), 99.01)) // h = 98.01 → 99 + 0.01
    #expect(approximately(samples.percentile(25), 25.75)) // h = 24.75 → 25 + 0.75
}

@Test func p95OfFourSamplesByHand() throws {
    let samples = try #require(SortedSamples([1, 2, 3, 4]))
    // h = (4 - 1) · 0.95 = 2.85 → x[2] + 0.85 · (x[3] - x[2]) = 3 + 0.85 = 3.85
    #expect(approximately(samples.percentile(95), 3.85))
    // h = 3 · 0.25 = 0.75 → 1 + 0.75 = 1.75 (numpy.percentile([1,2,3,4], 25))
    #expect(approximately(samples.percentile(25), 1.75))
}

@Test func percentileArgumentIsClamped() throws {
    let samples = try #require(SortedSamples([10, 20, 30]))
    #expect(samples.percentile(-5) == 10)
    #expect(samples.percentile(250) == 30)
}

@Test func emptyOrNaNSamplesAreRejected() {
    #expect(SortedSamples([Double]()) == nil)
    #expect(SortedSamples([1, .nan, 3]) == nil)
}

@Test func singleSampleIsEveryPercentile() throws {
    let samples = try #require(SortedSamples([42]))
    #expect(samples.min == 42 && samples.max == 42)
    #expect(samples.percentile(0) == 42)
    #expect(samples.percentile(50) == 42)
    #expect(samples.percentile(99) == 42)
}
