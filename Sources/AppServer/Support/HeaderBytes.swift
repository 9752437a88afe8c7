/// The bytes of a header value, as the edge reads them without building strings: HTTP's optional whitespace and
/// ASCII case folding.
enum HeaderBytes {
    /// A space or a tab (HTTP's optional whitespace around values and parameters).
    static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// An ASCII capital letter as its lowercase letter; every other byte as it is.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
