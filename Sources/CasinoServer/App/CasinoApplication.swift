import Foundation
import Hummingbird
import Logging
import OnboardingKit

/// Builds the casino application: the database (migrated), the API, and the browser UI.
public func buildApplication(configuration: ServerConfiguration, logger: Logger) throws -> some ApplicationProtocol {
    let database = try CasinoDatabase(path: configuration.databasePath)
    logger.info("database ready", metadata: ["path": .string(configuration.databasePath)])
    return Application(
        router: buildRouter(database: database, operatorToken: configuration.operatorToken),
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "casino"),
        logger: logger)
}

/// The router of the casino, for the application and for tests (which may set the clock). The operator token
/// opens the operator's routes (the onboarding funnel).
public func buildRouter(
    database: CasinoDatabase, clock: any OnboardingClock = SystemClock(), operatorToken: String
) -> CasinoRouter {
    CasinoRouter(router: casinoRouter(database: database, clock: clock, operatorToken: operatorToken))
}

/// The casino's routes, answering HEAD as GET without the body (the same status and headers) on every route.
public struct CasinoRouter: HTTPResponderBuilder {
    let router: Router<CasinoRequestContext>

    public struct Responder: HTTPResponder {
        let inner: RouterResponder<CasinoRequestContext>

        public func respond(to request: Request, context: CasinoRequestContext) async throws -> Response {
            guard request.method == .head else { return try await inner.respond(to: request, context: context) }
            var head = request.head
            head.method = .get
            var response = try await inner.respond(to: Request(head: head, body: request.body), context: context)
            response.body = ResponseBody()
            return response
        }
    }

    public func buildResponder() -> Responder { Responder(inner: router.buildResponder()) }
}

private func casinoRouter(
    database: CasinoDatabase, clock: any OnboardingClock, operatorToken: String
) -> Router<CasinoRequestContext> {
    let router = Router(context: CasinoRequestContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: JSONErrorMiddleware())
    router.add(middleware: LogRequestsMiddleware(.debug))
    router.add(middleware: CrossSiteRequestMiddleware())
    if let publicFolder = Bundle.module.url(forResource: "Public", withExtension: nil) {
        router.add(middleware: FileMiddleware(publicFolder.path, searchForIndexHtml: true))
    }
    Routes.add(to: router, database: database, clock: clock, operatorToken: operatorToken)
    return router
}
