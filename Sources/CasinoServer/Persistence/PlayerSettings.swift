import AppServer
import Basics
import Blackjack
import CasinoKit
import Hummingbird
import OnboardingKit
import XiDach

/// A player's settings, stored as JSON on the player row. Every field has the beginner-friendly default.
struct PlayerSettings: ResponseCodable, Sendable, Equatable {
    enum Theme: String, Codable, Sendable { case system, light, dark }

    var theme: Theme = .system
    var music = false
    var sound = true
    var showHints = true
    var showCount = false
    var blackjackRules = BlackjackRules.vegas.name
    var tableLimits = TableLimits.default.id
    var xiDachRules = XiDachRules.document.name
    var language = LanguageChoice.browser

    init() {}

    /// Reads stored or submitted settings; missing fields keep their defaults.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = PlayerSettings()
        theme = try container.decodeIfPresent(Theme.self, forKey: .theme) ?? defaults.theme
        music = try container.decodeIfPresent(Bool.self, forKey: .music) ?? defaults.music
        sound = try container.decodeIfPresent(Bool.self, forKey: .sound) ?? defaults.sound
        showHints = try container.decodeIfPresent(Bool.self, forKey: .showHints) ?? defaults.showHints
        showCount = try container.decodeIfPresent(Bool.self, forKey: .showCount) ?? defaults.showCount
        blackjackRules = try container.decodeIfPresent(String.self, forKey: .blackjackRules) ?? defaults.blackjackRules
        tableLimits = try container.decodeIfPresent(String.self, forKey: .tableLimits) ?? defaults.tableLimits
        xiDachRules = try container.decodeIfPresent(String.self, forKey: .xiDachRules) ?? defaults.xiDachRules
        language = try container.decodeIfPresent(LanguageChoice.self, forKey: .language) ?? defaults.language
    }

    /// The language to show: the player's pick, or else the first of the browser's languages the casino has.
    func language(acceptLanguage: String?) -> Language { language.language(acceptLanguage: acceptLanguage) }

    /// The settings with `changes` applied, field by field, and checked.
    func applying(_ changes: PlayerSettings.Changes) throws(APIError) -> PlayerSettings {
        var updated = self
        if let theme = changes.theme { updated.theme = theme }
        if let music = changes.music { updated.music = music }
        if let sound = changes.sound { updated.sound = sound }
        if let showHints = changes.showHints { updated.showHints = showHints }
        if let showCount = changes.showCount { updated.showCount = showCount }
        if let name = changes.blackjackRules { updated.blackjackRules = name }
        if let id = changes.tableLimits { updated.tableLimits = id }
        if let name = changes.xiDachRules { updated.xiDachRules = name }
        if let language = changes.language { updated.language = language }
        _ = try updated.resolvedBlackjackRules()
        _ = try updated.resolvedLimits()
        _ = try updated.resolvedXiDachRules()
        return updated
    }

    /// A partial update of the settings.
    struct Changes: Decodable {
        var theme: Theme?
        var music: Bool?
        var sound: Bool?
        var showHints: Bool?
        var showCount: Bool?
        var blackjackRules: String?
        var tableLimits: String?
        var xiDachRules: String?
        var language: LanguageChoice?
    }

    func resolvedBlackjackRules() throws(APIError) -> BlackjackRules {
        do {
            return try BlackjackRules.preset(named: blackjackRules)
        } catch {
            throw .badRequest(error.description, code: "unknown-rules")
        }
    }

    func resolvedLimits() throws(APIError) -> TableLimits {
        do {
            return try TableLimits.preset(id: tableLimits)
        } catch {
            throw .badRequest(error.description, code: "unknown-limits")
        }
    }

    func resolvedXiDachRules() throws(APIError) -> XiDachRules {
        do {
            return try XiDachRules.preset(named: xiDachRules)
        } catch {
            throw .badRequest(error.description, code: "unknown-rules")
        }
    }
}
