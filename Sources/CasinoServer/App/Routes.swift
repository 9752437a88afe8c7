import Foundation
import GRDB
import Hummingbird
import OnboardingKit

/// The JSON API and the static browser UI.
enum Routes {
    static func add(
        to router: Router<CasinoRequestContext>, database: CasinoDatabase, clock: any OnboardingClock, operatorToken: String
    ) {
        let tables = TableService(database: database, clock: clock)
        let onboarding = OnboardingService(database: database, sessions: OnboardingSessions(), clock: clock)

        router.get("health") { _, _ in json(Data(#"{"status":"ok"}"#.utf8)) }

        let api = router.group("api").add(middleware: IdentityMiddleware(database: database))

        // Reads never create a player: a visitor without one sees the defaults.
        api.get("me") { _, context in
            guard let id = context.existingPlayer else { return try encode(PlayerRow.View.newPlayer) }
            return try await database.pool.read { db in try encode(PlayerRow.fetch(db, id: id).view) }
        }
        api.patch("me") { request, context in
            struct Change: Decodable { var displayName: String }
            let name = try PlayerName.validated(try await decode(Change.self, from: request).displayName, for: "display name")
            let id = try await context.player()
            return try await database.pool.write { db in
                try db.execute(sql: "UPDATE player SET displayName = ? WHERE id = ?", arguments: [name, id])
                return try encode(PlayerRow.fetch(db, id: id).view)
            }
        }
        CopyRoutes.add(to: api, database: database)
        api.get("settings") { _, context in
            guard let id = context.existingPlayer else { return try encode(PlayerSettings()) }
            return try await database.pool.read { db in try encode(PlayerRow.fetch(db, id: id).settings) }
        }
        api.put("settings") { request, context in
            let changes = try await decode(PlayerSettings.Changes.self, from: request)
            _ = try PlayerSettings().applying(changes)
            return try encode(try await tables.updateSettings(of: try await context.player(), with: changes))
        }
        api.post("bankroll/reset") { _, context in
            let id = try await context.player()
            try await tables.resetBankroll(of: id)
            return try await database.pool.read { db in try encode(PlayerRow.fetch(db, id: id).view) }
        }
        // With the page's onboarding session, what the table does feeds the onboarding (see OnboardingRoutes).
        api.get("games/:game") { request, context in
            let game = try gameParameter(context)
            guard let id = context.existingPlayer else { return json(try tables.preview(game)) }
            let reply = try await tables.table(of: id, game: game)
            await feedOnboarding(request, context, playerID: id) { session in
                try await onboarding.tableAppeared(game, events: reply.events, in: session)
            }
            return json(reply.view)
        }
        api.post("games/:game/actions") { request, context in
            let game = try gameParameter(context)
            let intent = try await decode(Intent.self, from: request)
            if context.existingPlayer == nil { try tables.tryOnNewTable(intent, game: game) }
            let id = try await context.player()
            let reply = try await tables.apply(intent, by: id, game: game)
            await feedOnboarding(request, context, playerID: id) { session in
                try await onboarding.record(reply.events, game: game, in: session)
            }
            return json(reply.view)
        }
        OnboardingRoutes.add(to: api, service: onboarding, operatorToken: operatorToken)

        /// Feeds what the table did to the request's onboarding session, if it has one. The move is saved by
        /// then, so an onboarding failure is logged rather than reported as a failed move.
        @Sendable func feedOnboarding(
            _ request: Request, _ context: CasinoRequestContext, playerID: Int64,
            _ body: (OnboardingSession) async throws -> Void
        ) async {
            guard let session = onboarding.sessions.optionalSession(request.headers[OnboardingRoutes.sessionHeader], of: playerID)
            else { return }
            do {
                try await body(session)
            } catch {
                context.logger.warning("onboarding not updated", metadata: ["error": "\(error)"])
            }
        }
        api.get("leaderboard") { _, context in
            try await database.pool.read { db in
                try encode(LeaderboardEntry.fetchAll(db, viewer: context.existingPlayer))
            }
        }
        api.delete("leaderboard/:id") { _, context in
            guard let entryID = context.parameters.get("id", as: Int64.self) else {
                throw APIError.badRequest("The entry id must be a number.", code: "invalid-id")
            }
            let deleted = try await database.pool.write { db in
                try db.execute(
                    sql: "DELETE FROM savedMatch WHERE id = ? AND playerID = ?", arguments: [entryID, context.existingPlayer])
                return db.changesCount
            }
            // Another player's entry is reported exactly like a missing one.
            guard deleted == 1 else { throw APIError.notFound("You have no saved match \(entryID).") }
            return Response(status: .noContent)
        }
        refuseOtherMethods(on: router)
    }

    /// The methods answered with a 405 where a path does not take them (HEAD is GET without the body).
    static let methods: [HTTPRequest.Method] = [.get, .post, .put, .patch, .delete, .options, .trace, .query]

    /// Answers a method a known path does not take with a 405 naming those it does (`Allow`), and any request to
    /// an unknown API path with a JSON 404.
    private static func refuseOtherMethods(on router: Router<CasinoRequestContext>) {
        for routes in Dictionary(grouping: router.routes, by: { $0.path.description }).values {
            let taken = routes.map(\.method)
            let allow = taken.map(\.rawValue).sorted().joined(separator: ", ")
            for method in methods where !taken.contains(method) {
                router.on(routes[0].path, method: method) { request, _ -> Response in
                    var error = APIError(
                        .methodNotAllowed, "method-not-allowed", "\(request.uri.path) takes \(allow), not \(request.method).")
                    error.headers[.allow] = allow
                    throw error
                }
            }
        }
        for method in methods {
            router.on("api/**", method: method) { request, _ -> Response in
                throw APIError.notFound("There is no \(request.method) \(request.uri.path) in the casino API.")
            }
        }
    }

    static func gameParameter(_ context: CasinoRequestContext) throws -> Game {
        let name = context.parameters.get("game") ?? ""
        guard let game = Game(rawValue: name) else {
            throw APIError.notFound("There is no game '\(name)'; the casino has blackjack, baccarat and xidach.")
        }
        return game
    }
}

/// Reads a JSON body of at most 64 KB as `T`; a body that is not JSON is a 415, malformed JSON a 400 with the reason.
func decode<T: Decodable>(_ type: T.Type, from request: Request) async throws -> T {
    try requireJSON(request)
    let buffer = try await request.body.collect(upTo: 64 * 1024)
    do {
        return try JSONDecoder().decode(T.self, from: Data(buffer: buffer))
    } catch let DecodingError.keyNotFound(key, _) {
        throw APIError.badRequest("The JSON body needs '\(key.stringValue)'.", code: "malformed-json")
    } catch let DecodingError.typeMismatch(_, context) {
        let field = context.codingPath.map(\.stringValue).joined(separator: ".")
        throw APIError.badRequest("'\(field)' has the wrong type.", code: "malformed-json")
    } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
        let field = context.codingPath.map(\.stringValue).joined(separator: ".")
        throw APIError.badRequest("'\(field)' has a value that is not allowed.", code: "malformed-json")
    } catch {
        throw APIError.badRequest("The body is not valid JSON.", code: "malformed-json")
    }
}

func encode(_ value: some Encodable) throws -> Response {
    json(try responseEncoder.encode(value))
}

/// Dates as ISO 8601 text, e.g. `2026-11-23T22:15:06Z`.
private let responseEncoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return encoder
}()

func json(_ data: Data, status: HTTPResponse.Status = .ok) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "application/json; charset=utf-8"
    headers[.cacheControl] = "no-store"
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
}
