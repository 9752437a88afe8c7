import AppServer
import Foundation
import Hummingbird
import OnboardingKit

/// BowlerTrax as an app of the host, at `/bowlertrax/`: the page tracks the ball in WebAssembly on the camera's
/// frames (video never leaves the browser); the server keeps the player's sessions, shots, balls, calibrations and
/// manual games, and measures each shot from its image-space track with the core.
public struct BowlerTraxApp: ServedApp {
    let randomSource: @Sendable () -> UInt64

    /// The app; `randomSource` picks the encouragement lines (the system's generator unless a test seeds one).
    public init(randomSource: @escaping @Sendable () -> UInt64 = { UInt64.random(in: .min ... .max) }) {
        self.randomSource = randomSource
    }

    public var id: String { "bowlertrax" }

    public var listing: AppListing { AppListing(icon: "🎳", name: "ui.app.name", summary: "ui.app.description") }

    public var copy: CopyCatalog { BowlerTraxCopy.served }

    public var staticFolder: URL? { Bundle.module.url(forResource: "Public", withExtension: nil) }

    public var migrations: AppMigrations { BowlerTraxMigrations.migrations }

    public var hintSurfaces: [HintSurface] { [] }

    public var flows: [FlowDefinition] { [] }

    public func mount(on api: RouterGroup<AppRequestContext>, platform: Platform) throws -> LanguagePreference {
        let store = SQLiteBowlerTraxStore(database: platform.database)
        let language: LanguagePreference = { player, request in
            var settings = BowlerSettings()
            if let player { settings = try await store.settings(of: player) }
            return settings.language(acceptLanguage: request.headers[.acceptLanguage])
        }
        BowlerTraxRoutes.add(
            to: api, store: store, shots: ShotService(store: store, clock: platform.clock, randomSource: randomSource),
            language: language)
        return language
    }
}
