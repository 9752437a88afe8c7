import Basics
import Foundation
import Hummingbird
import OnboardingKit

/// An app the host serves: the casino, BowlerTrax. It brings its id (its URL prefix and static folder's name), its
/// copy, its page, its tables, its onboarding, and its routes; the host brings what every app shares (identity,
/// errors, coders, onboarding, copy, the database).
///
/// ```swift
/// let host = try AppHost(apps: [CasinoApp()], configuration: HostConfiguration(databasePath: path, operatorToken: token))
/// let application = try host.application(logger: logger)   // the home at /, the casino at /casino/
/// ```
public protocol ServedApp: Sendable {
    /// The app's id: its page at `/<id>/`, its API at `/<id>/api`, its migrations `<id>.…`.
    var id: String { get }
    /// How the home page lists the app: an icon and the copy keys of its name and summary (in ``copy``).
    var listing: AppListing { get }
    /// Every text the app shows, in every language; served with the host's at `/<id>/api/copy`.
    var copy: CopyCatalog { get }
    /// The folder holding `<id>/index.html` and the page's modules, served at the site root; `nil` for none.
    var staticFolder: URL? { get }
    /// The app's tables, created after the host's, in SQLite or PostgreSQL.
    var migrations: AppMigrations { get }
    /// The surfaces of its hint onboarding (welcome sheet and hints), if any.
    var hintSurfaces: [HintSurface] { get }
    /// Its onboarding flows, if any.
    var flows: [FlowDefinition] { get }
    /// Funnels over its own analytics events for the operator's statistics (none by default).
    var eventFunnels: [EventFunnel] { get }
    /// Whether the page can be installed and start with no network: the host serves its service worker at
    /// `/<id>/service-worker.js`, precaching its ``AppShell`` (false by default).
    var isInstallable: Bool { get }
    /// Adds the app's routes to `api` (`/<id>/api`) and returns how it picks a visitor's language.
    func mount(on api: RouterGroup<AppRequestContext>, platform: Platform) throws -> LanguagePreference
}

extension ServedApp {
    public var eventFunnels: [EventFunnel] { [] }
    public var isInstallable: Bool { false }
}

/// How the home page lists an app.
public struct AppListing: Sendable {
    /// The name of the icon the home page draws (`/shell/icons.js`), e.g. `slot-machine`.
    public let icon: String
    public let name: CopyKey
    public let summary: CopyKey

    public init(icon: String, name: CopyKey, summary: CopyKey) {
        self.icon = icon
        self.name = name
        self.summary = summary
    }
}

/// The language a visitor reads an app in: from their settings in that app, the request, or both.
public typealias LanguagePreference = @Sendable (_ player: Int64?, _ request: Request) async throws -> Language

/// What the host gives an app when mounting it.
public struct Platform: Sendable {
    /// The shared database, migrated with the app's migrations: the app's store is the one for its kind.
    public let database: PlatformDatabase
    /// Group commit over the shared database (one per process, shared by every app).
    public let committer: GroupCommitter
    /// Players and their display names.
    public let store: any PlatformStore
    /// The app's onboarding (its surfaces, flows and copy); apps feed it what the visitor did.
    public let onboarding: OnboardingService
    public let clock: any AppClock
    /// The host's metrics: a store that detects a stale write and re-applies it counts it with
    /// ``HostMetrics/recordConflict(code:)`` (a conflict answered as a 409 is counted by the host).
    public let metrics: HostMetrics
    /// The operator's bearer token (see ``requireOperator(_:what:)``).
    let operatorToken: String

    /// Refuses (401) a request without the operator's bearer token; `what` names the refused thing in the message.
    public func requireOperator(_ request: Request, what: String) throws(APIError) {
        try AppServer.requireOperator(request, token: operatorToken, what: what)
    }

    /// The language of a request's `Accept-Language`, for apps without a language setting.
    public static let browserLanguage: LanguagePreference = { _, request in language(of: request) }

    /// The first of the request's `Accept-Language` languages the copy has, else English.
    static func language(of request: Request) -> Language {
        Language.preferred(from: request.headers[.acceptLanguage] ?? "")
    }
}
