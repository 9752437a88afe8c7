import Blackjack
import CasinoKit
import XiDach

/// The choices each setting accepts, keyed like the settings, taken from the engines' presets so the page never keeps its own copy.
struct SettingsOptions: Encodable {
    struct Option: Encodable {
        let id: String
        let name: String
        var summary: String?
    }

    let theme = [
        Option(id: PlayerSettings.Theme.system.rawValue, name: "Same as the device"),
        Option(id: PlayerSettings.Theme.light.rawValue, name: "Light"),
        Option(id: PlayerSettings.Theme.dark.rawValue, name: "Dark"),
    ]
    let blackjackRules = BlackjackRules.presets.map { Option(id: $0.name, name: $0.title, summary: $0.summary) }
    let tableLimits = TableLimits.presets.map { Option(id: $0.id, name: "\($0.name), \($0.minimum) to \($0.maximum)") }
    let xiDachRules = XiDachRules.presets.map { Option(id: $0.name, name: $0.title) }
}
