import Foundation
import Hummingbird
import Logging
import OnboardingKit

/// Builds the casino application: the database (migrated), the API, and the browser UI.
public func buildApplication(configuration: ServerConfiguration, logger: Logger) throws -> some ApplicationProtocol {
    let database = try CasinoDatabase(path: configuration.databasePath)
    logger.info("database ready", metadata: ["path": .string(configuration.databasePath)])
    return Application(
        router: buildRouter(database: database),
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "casino"),
        logger: logger)
}

/// The router of the casino, for the application and for tests (which may set the onboarding's clock).
public func buildRouter(
    database: CasinoDatabase, onboardingClock: any OnboardingClock = SystemClock()
) -> Router<CasinoRequestContext> {
    let router = Router(context: CasinoRequestContext.self)
    router.add(middleware: LogRequestsMiddleware(.debug))
    router.add(middleware: BusyDatabaseMiddleware())
    if let publicFolder = Bundle.module.url(forResource: "Public", withExtension: nil) {
        router.add(middleware: FileMiddleware(publicFolder.path, searchForIndexHtml: true))
    }
    Routes.add(to: router, database: database, onboardingClock: onboardingClock)
    return router
}
