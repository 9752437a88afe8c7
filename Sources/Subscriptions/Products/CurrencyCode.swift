/// An ISO 4217 currency code such as `USD` or `VND`, with the number of minor-unit digits it is priced in.
///
/// ```swift
/// CurrencyCode("vnd")?.minorUnitDigits  // 0: the đồng has no minor units
/// CurrencyCode("US")                    // nil: not three letters
/// ```
public struct CurrencyCode: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The upper-case code, e.g. `USD`.
    public let code: String

    /// The code `code` upper-cased, or `nil` unless it is exactly three ASCII letters.
    public init?(_ code: String) {
        let upper = code.uppercased()
        guard upper.utf8.count == 3, upper.utf8.allSatisfy({ (65...90).contains($0) }) else { return nil }
        self.code = upper
    }

    public static let usd = CurrencyCode(validated: "USD")
    public static let vnd = CurrencyCode(validated: "VND")

    private init(validated code: String) {
        self.code = code
    }

    /// How many digits of a price are minor units: 0 for VND, JPY, KRW and the other ISO 4217 currencies
    /// without minor units, 3 for the dinars that use them, 2 otherwise.
    public var minorUnitDigits: Int {
        switch code {
        case "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV",
            "XAF", "XOF", "XPF":
            0
        case "BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND":
            3
        default:
            2
        }
    }

    public var description: String { code }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let code = CurrencyCode(raw) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(raw)' is not an ISO 4217 currency code (three letters).")
        }
        self = code
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
