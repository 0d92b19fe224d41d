import Testing
@Test func t2() { #expect(1 == 1) }
