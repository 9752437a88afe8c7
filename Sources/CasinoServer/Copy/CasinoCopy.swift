import Basics
import OnboardingKit
import OnboardingScenarios

/// Every text the casino's page shows, in English and Vietnamese, under keys `ui.…`.
///
/// The page looks texts up by key (`t("ui.menu.play")` in `/shell/i18n.js`) from ``served``, the catalog GET
/// /casino/api/copy sends in the player's language; the server uses it for what it names itself, such as the
/// settings' choices:
/// ```swift
/// CasinoCopy.text("ui.result.win", in: .vietnamese, ["amount": "25 $"])   // "Bạn thắng 25 $"
/// ```
enum CasinoCopy {
    /// One entry as written in the sections: the key, the English text, the Vietnamese text.
    typealias Entry = CopyCatalog.Entry

    /// The sections, each a file of its own.
    static let sections: [[Entry]] = [
        page, leaderboard, tables, blackjack, baccarat, xiDach, howToPlay, settings, options, rules, onboarding,
        errors,
    ]

    /// The page's catalog.
    static let catalog = CopyCatalog(sections: sections)

    /// What GET /casino/api/copy serves, with the host's shell texts: the page's catalog and the onboarding's (the welcome sheets and hints,
    /// which the settings and statistics pages name too). A key in both is a mistake CopyTests reports.
    static let served: CopyCatalog = (try? catalog.merging(CasinoOnboarding.copy)) ?? catalog

    /// The text of `key` in `language` with its placeholders filled; the key itself if the catalog lacks it
    /// (CopyTests makes sure it never does).
    static func text(_ key: CopyKey, in language: Language, _ arguments: [String: String] = [:]) -> String {
        (try? catalog.text(key, in: language, arguments: arguments)) ?? key.rawValue
    }
}
