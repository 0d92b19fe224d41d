import Testing
@Test func t() { #expect(1 == 1) }
