import Basics
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging
import NIOCore
import NIOSSL
import OnboardingKit

/// The host: one Hummingbird process serving several apps on one database. It opens the database with every app's
/// migrations, mounts each app under `/<id>/`, and serves what they share: the home page at `/`, the player at
/// `/api/me`, the list of apps at `/api/apps`, the shell's copy, identity, errors and onboarding.
public struct AppHost: Sendable {
    public let apps: [any ServedApp]
    public let configuration: HostConfiguration
    public let database: PlatformDatabase
    /// Group commit over ``database``, one per process, shared by every app.
    public let committer: GroupCommitter
    public let clock: any AppClock
    /// What `/metrics` shows.
    public let metrics: HostMetrics
    /// Set when the graceful shutdown begins (``serviceGroup(logger:gracefulShutdownSignals:onServerRunning:)``).
    public let shutdown = ShutdownState()
    private let readinessCheck: Readiness.Check

    /// A host of `apps` on the SQLite database `configuration` names, opened and migrated. Its measures go to
    /// `metrics`; `/ready` asks `readinessCheck`, by default a trivial query to the database. A PostgreSQL database is
    /// opened by ``open(apps:configuration:clock:metrics:logger:)``.
    public init(
        apps: [any ServedApp], configuration: HostConfiguration, clock: any AppClock = SystemClock(),
        metrics: HostMetrics = HostMetrics(), readinessCheck: Readiness.Check? = nil
    ) throws {
        guard case .sqlite(let path) = configuration.database else { throw AppHostError.postgresNeedsOpen }
        self.init(
            apps: apps, configuration: configuration,
            database: try PlatformDatabase.openSQLite(path, apps: apps, poolSize: configuration.databasePoolSize),
            clock: clock, metrics: metrics, readinessCheck: readinessCheck)
    }

    /// A host of `apps` on the database `configuration` names (SQLite or PostgreSQL), opened and migrated; several
    /// processes may open one PostgreSQL database at once. The database's queries log to `logger`.
    public static func open(
        apps: [any ServedApp], configuration: HostConfiguration, clock: any AppClock = SystemClock(),
        metrics: HostMetrics = HostMetrics(), logger: Logger
    ) async throws -> AppHost {
        let database = try await PlatformDatabase.open(
            configuration.database, apps: apps, poolSize: configuration.databasePoolSize,
            timeout: configuration.databaseStartTimeout, logger: logger)
        return AppHost(
            apps: apps, configuration: configuration, database: database, clock: clock, metrics: metrics,
            readinessCheck: nil)
    }

    /// A host of `apps` on `database`, a PostgreSQL database whose pool already runs (a service of the process's
    /// group, ``serve(apps:configuration:clock:metrics:logger:databaseLogger:gracefulShutdownSignals:onReady:)``),
    /// migrated within the configuration's start timeout.
    static func open(
        apps: [any ServedApp], configuration: HostConfiguration, clock: any AppClock, metrics: HostMetrics,
        postgres database: PostgresAppDatabase, at url: PostgresConnectionURL
    ) async throws -> AppHost {
        try await PlatformDatabase.migrate(database, at: url, apps: apps, timeout: configuration.databaseStartTimeout)
        return AppHost(
            apps: apps, configuration: configuration, database: .postgres(database), clock: clock, metrics: metrics,
            readinessCheck: nil)
    }

    private init(
        apps: [any ServedApp], configuration: HostConfiguration, database: PlatformDatabase,
        clock: any AppClock, metrics: HostMetrics, readinessCheck: Readiness.Check?
    ) {
        let ids = apps.map(\.id)
        precondition(Set(ids).count == ids.count, "Two apps share an id: \(ids).")
        self.apps = apps
        self.configuration = configuration
        self.database = database
        // On PostgreSQL, half the pool writes (lanes of group commit side by side), the other half reads.
        self.committer = GroupCommitter(
            database: database, metrics: metrics, lanes: (configuration.databasePoolSize + 1) / 2)
        self.clock = clock
        self.metrics = metrics
        self.readinessCheck = readinessCheck ?? { try await database.ping() }
    }

    /// The application: the router on the configured address, over HTTPS when the configuration has a certificate.
    /// `onServerRunning` is told the port it listens on (the one the system chose for port 0).
    public func application(
        logger: Logger, onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        let connections = ConnectionsPerAddress(limit: configuration.connectionsPerAddress)
        let http1 = HTTPServerBuilder.http1(
            configuration: .init(
                additionalChannelHandlers: (connections.limit > 0 ? [connections.handler()] : [])
                    + [ParserRefusalHandler()],
                idleTimeout: .nanoseconds(
                    Int64(configuration.idleTimeout.components.seconds) * 1_000_000_000
                        + configuration.idleTimeout.components.attoseconds / 1_000_000_000)))
        return Application(
            router: try router(),
            server: try configuration.tls.map { try .tls(http1, tlsConfiguration: try $0.serverConfiguration()) }
                ?? http1,
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Every route of the host and its apps, for the application and for tests.
    public func router() throws -> HostRouter {
        let router = Router(context: AppRequestContext.self)
        let hostFolder = Bundle.module.url(forResource: "Public", withExtension: nil)
        router.add(
            middleware: HostEdgeMiddleware(
                metrics: metrics, folders: ([hostFolder] + apps.map(\.staticFolder)).compactMap { $0?.path }))
        for app in apps where app.isInstallable {
            guard let hostFolder, let appFolder = app.staticFolder else { continue }
            let shell = try AppShell(app: app.id, folders: [hostFolder: ["shell", "onboarding"], appFolder: [app.id]])
            try ServiceWorkerRoute.add(to: router, app: app.id, shell: shell)
        }

        let store = DatabasePlatformStore(database: database)
        let identity = IdentityMiddleware(
            store: store, knownPlayers: BoundedCache(capacity: 100_000), servesHTTPS: configuration.tls != nil,
            newPlayers: configuration.newPlayersPerMinute > 0
                ? AttemptLimiter(limit: configuration.newPlayersPerMinute, window: 60) : nil)
        let sessions = OnboardingSessions(capacity: configuration.onboardingSessionCapacity)

        OperationsRoutes.add(
            to: router,
            readiness: Readiness(check: readinessCheck, timeout: configuration.readinessTimeout, shutdown: shutdown),
            metrics: metrics, operatorToken: configuration.operatorToken)
        for app in apps {
            // The app's texts with the shell's (which the shared modules and the onboarding service show).
            let copy = try HostCopy.shell.merging(app.copy)
            let onboarding = OnboardingService(
                app: app.id, surfaces: app.hintSurfaces, flows: app.flows, eventFunnels: app.eventFunnels, copy: copy,
                store: store, sessions: sessions, clock: clock, isSharedByProcesses: database.isSharedByProcesses)
            let api = router.group(RouterPath("\(app.id)/api")).add(middleware: identity)
            let platform = Platform(
                database: database, committer: committer, store: store, onboarding: onboarding, clock: clock,
                metrics: metrics, operatorToken: configuration.operatorToken)
            let language = try app.mount(on: api, platform: platform)
            if !app.hintSurfaces.isEmpty || !app.flows.isEmpty {
                OnboardingRoutes.add(
                    to: api, service: onboarding, language: language, operatorToken: configuration.operatorToken)
            }
            let texts = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, copy.texts(in: $0)) })
            // The player's language, or one asked for (`?language=en|vi|browser`): a page whose player changed the
            // language with no network, and its service worker keeping every language for it.
            api.get("copy") { request, context in
                let served: Language
                if let asked = request.uri.queryParameters.get("language") {
                    guard let choice = LanguageChoice(rawValue: String(asked)) else {
                        throw APIError.badRequest(
                            "The language must be one of \(LanguageChoice.allCases.map(\.rawValue).joined(separator: ", ")).",
                            code: "invalid-language")
                    }
                    served = choice.language(acceptLanguage: request.headers[.acceptLanguage])
                } else {
                    served = try await language(context.existingPlayer, request)
                }
                return ServedCopy(language: served, texts: texts[served] ?? [:])
            }
            // `/casino` -> `/casino/`; the route also matches `/casino/`, which is the page (served by the files).
            router.get(RouterPath(app.id)) { request, _ in
                guard request.uri.path == "/\(app.id)" else { throw HTTPError(.notFound) }
                return Response(status: .movedPermanently, headers: [.location: "/\(app.id)/"])
            }
        }
        HomeRoutes.add(to: router.group("api").add(middleware: identity), apps: apps, store: store)
        if let adjustable = clock as? AdjustableClock {
            OperatorClockRoutes.add(
                to: router.group("api"), clock: adjustable, operatorToken: configuration.operatorToken)
        }
        MethodRefusal.add(to: router, apiPrefixes: ["api"] + apps.map { "\($0.id)/api" })
        return HostRouter(router: router)
    }
}

/// A host that cannot be made as asked.
public enum AppHostError: Error, CustomStringConvertible {
    /// The synchronous initializer was given a PostgreSQL database, which is opened asynchronously.
    case postgresNeedsOpen

    public var description: String {
        switch self {
        case .postgresNeedsOpen: "A host on PostgreSQL is made with AppHost.open(apps:configuration:...)."
        }
    }
}

/// Every text of a page in the visitor's language: `{"language": "vi", "available": ["en", "vi"], "copy": {key: text}}`.
struct ServedCopy: ResponseEncodable {
    let language: String
    let available: [String]
    let copy: [String: String]

    init(language: Language, texts: [String: String]) {
        self.language = language.rawValue
        self.available = Language.allCases.map(\.rawValue)
        self.copy = texts
    }
}

extension TLSFiles {
    /// The server's TLS configuration from the PEM files; throws if either cannot be read.
    func serverConfiguration() throws -> TLSConfiguration {
        TLSConfiguration.makeServerConfiguration(
            certificateChain: try NIOSSLCertificate.fromPEMFile(certificateChain).map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(file: privateKey, format: .pem)))
    }
}
