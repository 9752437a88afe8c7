import AppServer
import Basics
import CasinoKit
import Foundation
import Hummingbird
import OnboardingKit

/// The casino as an app of the host: Blackjack, Baccarat and Xì Dách at `/casino/`, onboarded per game.
public struct CasinoApp: ServedApp {
    let dealer: CasinoDealer

    /// The casino, dealing from `dealer`'s shoes (shuffled by the system's secure generator unless a test stacks them).
    public init(dealer: CasinoDealer = .shuffled) {
        self.dealer = dealer
    }

    public var id: String { "casino" }

    public var listing: AppListing {
        AppListing(icon: "slot-machine", name: "ui.app.name", summary: "ui.app.description")
    }

    public var copy: CopyCatalog { CasinoCopy.served }

    public var staticFolder: URL? { Bundle.module.url(forResource: "Public", withExtension: nil) }

    public var migrations: AppMigrations { CasinoMigrations.migrations }

    public var hintSurfaces: [HintSurface] { Game.allCases.map(\.surface) }

    public var flows: [FlowDefinition] { [] }

    public func mount(on api: RouterGroup<AppRequestContext>, platform: Platform) throws -> LanguagePreference {
        let store = DatabaseCasinoStore(database: platform.database, committer: platform.committer)
        let language: LanguagePreference = { player, request in
            var settings = PlayerSettings()
            if let player { settings = try await store.account(of: player).settings }
            return settings.language(acceptLanguage: request.headers[.acceptLanguage])
        }
        CasinoRoutes.add(
            to: api, store: store,
            tables: TableService(store: store, clock: platform.clock, dealer: dealer, metrics: platform.metrics),
            platform: platform,
            language: language)
        return language
    }
}
