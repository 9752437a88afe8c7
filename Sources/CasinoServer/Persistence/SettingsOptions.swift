import AppServer
import Basics
import Blackjack
import CasinoKit
import Hummingbird
import OnboardingKit
import XiDach

/// The choices each setting accepts, keyed like the settings and named in the player's language, taken from the
/// engines' presets so the page never keeps its own copy; and the two limits the page shows next to them.
struct SettingsOptions: ResponseEncodable {
    struct Option: Encodable {
        let id: String
        let name: String
        var summary: String?
    }

    let language: [Option]
    let theme: [Option]
    let blackjackRules: [Option]
    let tableLimits: [Option]
    let xiDachRules: [Option]
    /// The longest display or match name the server accepts.
    let nameMaxLength = PlayerName.lengths.upperBound
    /// What "refill the bankroll" restores.
    let startingBalanceCents = CasinoAccount.new.balance.cents

    /// The options named in `language`.
    init(language: Language) {
        func option(_ setting: String, _ id: String, summary: String? = nil) -> Option {
            Option(id: id, name: CasinoCopy.text(CopyKey("ui.option.\(setting).\(id)"), in: language), summary: summary)
        }
        self.language = LanguageChoice.allCases.map { option("language", $0.rawValue) }
        theme = [PlayerSettings.Theme.system, .light, .dark].map { option("theme", $0.rawValue) }
        blackjackRules = BlackjackRules.presets.map {
            option("blackjackRules", $0.name, summary: CasinoCopy.summary(of: $0, in: language))
        }
        tableLimits = TableLimits.presets.map { limits in
            Option(
                id: limits.id,
                name: CasinoCopy.text(
                    "ui.table.limits", in: language,
                    [
                        "name": CasinoCopy.text(CopyKey("ui.option.tableLimits.\(limits.id)"), in: language),
                        "minimum": CasinoCopy.money(limits.minimum, in: language),
                        "maximum": CasinoCopy.money(limits.maximum, in: language),
                    ]))
        }
        xiDachRules = XiDachRules.presets.map { option("xiDachRules", $0.name) }
    }
}
