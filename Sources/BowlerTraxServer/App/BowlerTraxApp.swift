import AppServer
import Basics
import BowlerTraxPro
import Foundation
import Hummingbird
import OnboardingKit
import OnboardingScenarios

/// BowlerTrax as an app of the host, at `/bowlertrax/`: the page tracks the ball in WebAssembly on the camera's
/// frames (video never leaves the browser); the server keeps the player's sessions, shots, balls, calibrations and
/// manual games, and measures each shot from its image-space track with the core. Its first use (the spec's first
/// launch, first calibration, tutorial, prompts) is decided on the server by OnboardingKit; BowlerTrax Pro (the paywall,
/// purchases and the features it unlocks) by Subscriptions on the server's clock.
public struct BowlerTraxApp: ServedApp {
    /// The version this build presents: What's New shows the notes of every version after the one a player last saw.
    public static let currentVersion = BowlerTraxPrompts.releaseNotes.releases.map(\.version).max()!

    let version: SemanticVersion
    let randomSource: @Sendable () -> UInt64

    /// The app at `version`; `randomSource` picks the encouragement lines (the system's generator unless a test seeds
    /// one).
    public init(
        version: SemanticVersion = BowlerTraxApp.currentVersion,
        randomSource: @escaping @Sendable () -> UInt64 = { UInt64.random(in: .min ... .max) }
    ) {
        self.version = version
        self.randomSource = randomSource
    }

    public var id: String { "bowlertrax" }

    public var listing: AppListing { AppListing(icon: "bowling", name: "ui.app.name", summary: "ui.app.description") }

    public var copy: CopyCatalog { BowlerTraxCopy.served }

    public var staticFolder: URL? { Bundle.module.url(forResource: "Public", withExtension: nil) }

    public var migrations: AppMigrations { BowlerTraxMigrations.migrations }

    /// Installable (its manifest, icons and the host's service worker): a bowling centre's basement often has no
    /// signal, and the page then starts from the phone.
    public var isInstallable: Bool { true }

    public var hintSurfaces: [HintSurface] { [] }

    /// The first launch, drawn by the shared flow renderer; the first calibration, whose steps the page reports as it
    /// draws them (calibration.js) and whose tutorial overlays the first-use routes advance, so the operator's funnel
    /// shows where new bowlers stop.
    public var flows: [FlowDefinition] { [BowlerTraxFirstLaunch.flow, BowlerTraxFirstCalibration.flow] }

    /// The paywall's conversion, from the Pro routes' analytics.
    public var eventFunnels: [EventFunnel] { [PaywallFunnel.funnel] }

    public func mount(on api: RouterGroup<AppRequestContext>, platform: Platform) throws -> LanguagePreference {
        let store = BowlerTraxStore(database: platform.database)
        let language: LanguagePreference = { player, request in
            var settings = BowlerSettings()
            if let player { settings = try await store.settings(of: player) }
            return settings.language(acceptLanguage: request.headers[.acceptLanguage])
        }
        let firstUse = FirstUseService(
            onboarding: platform.onboarding, store: store, version: version, clock: platform.clock)
        platform.onboarding.observeFlowSteps { answered in try await firstUse.firstLaunchStepAnswered(answered) }
        BowlerTraxRoutes.add(
            to: api, store: store, shots: ShotService(store: store, clock: platform.clock, randomSource: randomSource),
            firstUse: firstUse, language: language)
        FirstUseRoutes.add(to: api, firstUse: firstUse, language: language)
        let pro = try ProService(platform: platform)
        ProRoutes.add(
            to: api, pro: pro,
            operatorCheck: { request throws(APIError) in
                try platform.requireOperator(request, what: "The store's controls")
            }, language: language)
        ProFeatureRoutes(store: store, pro: pro).add(to: api)
        return language
    }
}
