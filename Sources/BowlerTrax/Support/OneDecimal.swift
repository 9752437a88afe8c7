/// `value` written with one decimal, as C's `"%.1f"` writes it (the tenths rounded half to even), without Foundation:
/// the core's messages are made in the page's WebAssembly too.
///
/// ```swift
/// oneDecimal(14.25)   // "14.2"
/// oneDecimal(-3.06)   // "-3.1"
/// ```
func oneDecimal(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
    let tenths = (value * 10).rounded(.toNearestOrEven).magnitude
    guard tenths < 0x1p62 else { return "\(value)" }
    let count = Int64(tenths)
    return "\(value < 0 ? "-" : "")\(count / 10).\(count % 10)"
}
