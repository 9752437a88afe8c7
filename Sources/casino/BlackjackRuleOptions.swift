import ArgumentParser
import Blackjack

/// The blackjack rule flags shared by `strategy` and `simulate`.
struct BlackjackRuleOptions: ParsableArguments {
    enum Soft17: String, ExpressibleByArgument, CaseIterable {
        case stand, hit
    }

    @Option(help: "Start from a preset: \(BlackjackRules.presets.map(\.name).joined(separator: ", ")).")
    var preset: String = BlackjackRules.vegas.name

    @Option(help: "Decks in the shoe (1-8).")
    var decks: Int?

    @Option(help: "Whether the dealer stands or hits on soft 17.")
    var soft17: Soft17?

    @Flag(help: "No doubling after a split.")
    var noDas = false

    @Option(help: "Surrender: none or late.")
    var surrender: BlackjackRules.Surrender?

    @Option(help: "What a blackjack pays: 3:2 or 6:5.")
    var payout: BlackjackRules.BlackjackPayout?

    /// The preset with the flags applied, checked.
    func rules() throws -> BlackjackRules {
        var rules: BlackjackRules
        do {
            rules = try BlackjackRules.preset(named: preset)
        } catch {
            throw ValidationError(error.description)
        }
        let changed = decks != nil || soft17 != nil || noDas || surrender != nil || payout != nil
        if let decks { rules.decks = decks }
        if let soft17 { rules.dealerHitsSoft17 = soft17 == .hit }
        if noDas { rules.doubleAfterSplit = false }
        if let surrender { rules.surrender = surrender }
        if let payout { rules.blackjackPayout = payout }
        if changed { rules.name = "custom" }
        do {
            try rules.validate()
        } catch {
            throw ValidationError(error.description)
        }
        return rules
    }
}

extension BlackjackRules.Surrender: ExpressibleByArgument {}
extension BlackjackRules.BlackjackPayout: ExpressibleByArgument {}
