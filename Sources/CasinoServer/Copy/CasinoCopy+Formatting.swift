import Basics
import Blackjack
import CasinoKit
import Foundation
import OnboardingKit

extension CasinoCopy {
    /// `amount` as the page writes it (`/shell/format.js`): "$1,000" and "$12.50" in English, "1.000 $" and
    /// "12,50 $" in Vietnamese.
    static func money(_ amount: Money, in language: Language) -> String {
        let vietnamese = language == .vietnamese
        let magnitude = abs(amount.cents)
        var digits = String(magnitude / 100)
        var grouped: [Substring] = []
        while digits.count > 3 {
            grouped.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        grouped.insert(Substring(digits), at: 0)
        var number = grouped.joined(separator: vietnamese ? "." : ",")
        if magnitude % 100 != 0 {
            number += (vietnamese ? "," : ".") + String(format: "%02d", magnitude % 100)
        }
        let sign = amount.cents < 0 ? "-" : ""
        return vietnamese ? "\(sign)\(number) $" : "\(sign)$\(number)"
    }

    /// The rules as a player reads them, in `language`: "6 decks, dealer stands on soft 17, double after split,
    /// no surrender, blackjack pays 3:2" (`BlackjackRules.summary`, from the same fields).
    static func summary(of rules: BlackjackRules, in language: Language) -> String {
        let parts: [String?] = [
            rules.decks == 1
                ? text("ui.rules.deck", in: language)
                : text("ui.rules.decks", in: language, ["count": String(rules.decks)]),
            text(rules.dealerHitsSoft17 ? "ui.rules.dealerHitsSoft17" : "ui.rules.dealerStandsOnSoft17", in: language),
            rules.doubleRule == .anyTwo
                ? nil : text("ui.rules.doubleOnly", in: language, ["totals": rules.doubleRule.rawValue]),
            text(rules.doubleAfterSplit ? "ui.rules.doubleAfterSplit" : "ui.rules.noDoubleAfterSplit", in: language),
            text(rules.surrender == .late ? "ui.rules.lateSurrender" : "ui.rules.noSurrender", in: language),
            rules.dealerPeeks ? nil : text("ui.rules.noHoleCard", in: language),
            text("ui.rules.blackjackPays", in: language, ["payout": rules.blackjackPayout.rawValue]),
        ]
        return parts.compactMap { $0 }.joined(separator: ", ")
    }
}
