import Basics
import OnboardingKit

/// An amount of money as an integer count of the currency's minor units (cents for USD, đồng for VND).
///
/// ```swift
/// Price(minorUnits: 499, currency: .usd).formatted(in: .english)        // "$4.99"
/// Price(minorUnits: 119_000, currency: .vnd).formatted(in: .vietnamese) // "119.000 ₫"
/// ```
///
/// Encoded as `{"minorUnits": 499, "currency": "USD"}`.
public struct Price: Sendable, Hashable, Codable {
    /// The amount in minor units; negative amounts (credits) are formatted with a leading minus sign.
    public var minorUnits: Int
    public var currency: CurrencyCode

    public init(minorUnits: Int, currency: CurrencyCode) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The amount written for readers of `language`: English puts a symbol first and groups with commas
    /// (`$1,234.50`), Vietnamese groups with dots, uses a decimal comma and puts the symbol after (`1.234,50 US$`).
    /// A currency without minor units shows none (`119.000 ₫`); an unknown currency shows its code.
    public func formatted(in language: Language) -> String {
        let digits = currency.minorUnitDigits
        var divisor: UInt = 1
        for _ in 0..<digits { divisor *= 10 }
        let magnitude = minorUnits.magnitude
        let whole = grouped(magnitude / divisor, separator: language == .english ? "," : ".")
        var number = whole
        if digits > 0 {
            let fraction = String(magnitude % divisor)
            number +=
                (language == .english ? "." : ",")
                + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        let sign = minorUnits < 0 ? "-" : ""
        switch language {
        case .english:
            let symbol = englishSymbol
            return sign + symbol + (symbol.count > 1 ? " " : "") + number
        case .vietnamese:
            return sign + number + " " + vietnameseSymbol
        }
    }

    private var englishSymbol: String {
        switch currency.code {
        case "USD": "$"
        case "EUR": "€"
        case "GBP": "£"
        case "JPY": "¥"
        case "VND": "₫"
        default: currency.code
        }
    }

    private var vietnameseSymbol: String {
        switch currency.code {
        case "USD": "US$"
        case "EUR": "€"
        case "GBP": "£"
        case "JPY": "¥"
        case "VND": "₫"
        default: currency.code
        }
    }

    private func grouped(_ value: UInt, separator: String) -> String {
        let digits = Array(String(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return result
    }
}
