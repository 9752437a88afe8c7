import AppServer
import Baccarat
import Basics
import Blackjack
import CasinoKit
import OnboardingKit
import OnboardingScenarios
import XiDach

/// What the server knows of each of the casino's games (CasinoKit's ``Game``, the one list): its table type, its
/// onboarding surface and its copy. The lobby reads them from `GET /casino/api/games`, the onboarding mounts the
/// surfaces.
extension Game {
    /// The table type that plays this game.
    var tableType: any GameTable.Type {
        switch self {
        case .blackjack: BlackjackTable.self
        case .baccarat: BaccaratTable.self
        case .xidach: XiDachTable.self
        }
    }

    /// The game's onboarding scenario (same names).
    var onboarding: CasinoOnboarding.Game {
        switch self {
        case .blackjack: .blackjack
        case .baccarat: .baccarat
        case .xidach: .xidach
        }
    }

    /// The game's name in the copy catalog.
    public var nameKey: CopyKey { CopyKey("ui.game.\(rawValue)") }

    /// The lobby's line about the game.
    public var summaryKey: CopyKey { CopyKey("ui.lobby.\(rawValue)") }

    /// The game's hint onboarding: its welcome sheet and hints, stored under the game's name.
    var surface: HintSurface {
        let sheet = CasinoOnboarding.welcome(for: onboarding)
        return HintSurface(
            id: rawValue, title: nameKey, hints: CasinoOnboarding.hints(for: onboarding),
            welcome: WelcomeSheet(
                icon: sheet.icon, title: sheet.titleKey,
                features: sheet.features.map { .init(icon: $0.icon, title: $0.titleKey, detail: $0.detailKey) },
                showMeHow: sheet.showMeHowKey, startPlaying: sheet.startPlayingKey,
                promptID: CasinoOnboarding.welcomePrompt,
                priority: CasinoOnboarding.welcomePriority, delay: CasinoOnboarding.welcomeDelay))
    }

    /// The games as the lobby lists them, named in `language`.
    static func listing(in language: Language) -> [GameListing] {
        allCases.map { game in
            GameListing(
                id: game.rawValue, name: CasinoCopy.text(game.nameKey, in: language),
                summary: CasinoCopy.text(game.summaryKey, in: language))
        }
    }
}

/// One game in the lobby.
struct GameListing: Encodable, Sendable {
    let id: String
    let name: String
    let summary: String
}
