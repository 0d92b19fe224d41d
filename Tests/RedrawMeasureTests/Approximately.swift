/// Floating-point comparison for the statistics tests: interpolated
/// percentiles such as 95.05 are not exactly representable.
func approximately(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
