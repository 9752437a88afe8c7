import AppServer
import Basics
import BowlerTrax
import Hummingbird
import OnboardingKit

/// A player's BowlerTrax settings: the hand they bowl with (unknown until they say), the language of the copy, and
/// whether the onboarding and paywall play background music.
struct BowlerSettings: Codable, Sendable, Equatable, ResponseEncodable {
    var hand: Hand?
    var language = LanguageChoice.browser
    /// "Music": the background music of onboarding and the paywall; on until the player turns it off.
    var music = true

    /// The language to show: the player's pick, or else the first of the browser's languages the copy has.
    func language(acceptLanguage: String?) -> Language { language.language(acceptLanguage: acceptLanguage) }

    /// The hand the metrics are measured for: the player's, else right (the boards of most bowlers).
    var measuringHand: Hand { hand ?? .right }

    /// What PUT settings may change; absent fields stay.
    struct Changes: Decodable, Sendable {
        var hand: Hand?
        var language: LanguageChoice?
        var music: Bool?
    }

    func applying(_ changes: Changes) -> BowlerSettings {
        var updated = self
        if let hand = changes.hand { updated.hand = hand }
        if let language = changes.language { updated.language = language }
        if let music = changes.music { updated.music = music }
        return updated
    }
}

extension BowlerSettings {
    /// The settings as either database stores them (`table` names the table); a hand or language it does not know
    /// fails the read (``CorruptRow``).
    init(storedHand hand: String?, language: String, music: Bool, table: String, player: Int64) throws(CorruptRow) {
        self.init(
            hand: try hand.map { raw throws(CorruptRow) in
                try CorruptRow.decode(Hand.self, raw, table: table, column: "hand", key: player)
            },
            language: try CorruptRow.decode(
                LanguageChoice.self, language, table: table, column: "language", key: player),
            music: music)
    }
}
