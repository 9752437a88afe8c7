import Basics
import Foundation
import OnboardingKit

/// The module's user-visible wording, in English and Vietnamese.
///
/// ``catalog`` holds the same templates as a ``CopyCatalog`` (placeholders `{price}` and `{count}`), for a page
/// that formats prices itself; ``SubscriptionProduct/displayPrice(in:)`` uses them directly.
public enum SubscriptionWording {
    /// Every template, keyed `subscriptions.price.{unit}`, `subscriptions.price.every.{unit}` and
    /// `subscriptions.trial.{unit}`.
    public static let catalog: CopyCatalog = {
        var entries: [CopyKey: [Language: String]] = [:]
        for unit in SubscriptionPeriod.Unit.allCases {
            for (key, template) in [
                ("subscriptions.price.\(unit.rawValue)", perOneUnit),
                ("subscriptions.price.every.\(unit.rawValue)", perSeveralUnits),
                ("subscriptions.trial.\(unit.rawValue)", trial),
            ] {
                entries[CopyKey(key)] = Dictionary(
                    uniqueKeysWithValues: Language.allCases.map { ($0, template(unit, $0)) })
            }
        }
        return CopyCatalog(entries)
    }()

    static func pricePerPeriod(_ price: String, period: SubscriptionPeriod, in language: Language) -> String {
        let template = period.count == 1 ? perOneUnit(period.unit, language) : perSeveralUnits(period.unit, language)
        return fill(template, price: price, count: period.count)
    }

    static func freeTrial(_ period: SubscriptionPeriod, in language: Language) -> String {
        fill(trial(period.unit, language), price: "", count: period.count)
    }

    private static func fill(_ template: String, price: String, count: Int) -> String {
        template.replacingOccurrences(of: "{price}", with: price).replacingOccurrences(of: "{count}", with: "\(count)")
    }

    private static func perOneUnit(_ unit: SubscriptionPeriod.Unit, _ language: Language) -> String {
        switch language {
        case .english: "{price}/\(unit.rawValue)"
        case .vietnamese: "{price}/\(vietnameseName(unit))"
        }
    }

    private static func perSeveralUnits(_ unit: SubscriptionPeriod.Unit, _ language: Language) -> String {
        switch language {
        case .english: "{price} every {count} \(unit.rawValue)s"
        case .vietnamese: "{price}/{count} \(vietnameseName(unit))"
        }
    }

    private static func trial(_ unit: SubscriptionPeriod.Unit, _ language: Language) -> String {
        switch language {
        case .english: "{count}-\(unit.rawValue) free trial"
        case .vietnamese: "Dùng thử miễn phí {count} \(vietnameseName(unit))"
        }
    }

    private static func vietnameseName(_ unit: SubscriptionPeriod.Unit) -> String {
        switch unit {
        case .day: "ngày"
        case .week: "tuần"
        case .month: "tháng"
        case .year: "năm"
        }
    }
}
