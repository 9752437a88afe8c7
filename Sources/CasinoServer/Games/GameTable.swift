import AppServer
import Baccarat
import Basics
import Blackjack
import CasinoKit
import Foundation
import Hummingbird
import XiDach

/// One intent from the browser, typed by its game's engine, e.g. `{"action": "bet", "amountCents": 2500}` at the
/// blackjack table is ``BlackjackIntent/bet(_:)``.
enum GameIntent: Sendable {
    case blackjack(BlackjackIntent)
    case baccarat(BaccaratIntent)
    case xidach(XiDachIntent)

    /// Reads the request's body as an intent of `game`.
    static func decode(for game: Game, from request: Request, context: AppRequestContext) async throws -> GameIntent {
        switch game {
        case .blackjack: .blackjack(try await request.decode(as: BlackjackIntent.self, context: context))
        case .baccarat: .baccarat(try await request.decode(as: BaccaratIntent.self, context: context))
        case .xidach: .xidach(try await request.decode(as: XiDachIntent.self, context: context))
        }
    }

    /// Whether the intent puts chips on the table (what onboarding calls placing a bet).
    var placesBet: Bool {
        switch self {
        case .blackjack(let intent): intent.placesBet
        case .baccarat(let intent): intent.placesBet
        case .xidach(let intent): intent.placesBet
        }
    }

    /// An intent handed to another game's table: a mistake of the server's, never of the client's.
    static let wrongTable = APIError.internalError
}

/// What the table needs to know for one request.
struct TableContext: Sendable {
    var balance: Money
    var settings: PlayerSettings
    /// The time of the request.
    var now: Date
    /// The strategy advisors the blackjack hint asks.
    var advisors: StrategyAdvisors
}

/// What an intent did: the money it moved and the round it settled, and a match score to save.
struct TableChange: Sendable {
    var outcome: TableOutcome
    var savedMatch: XiDachSavedMatch?
}

/// Where the casino's cards come from: shoes shuffled by the system's secure generator, or, for tests, a stacked
/// shoe for the next table of a game (injected through ``CasinoApp/init(dealer:)``).
public struct CasinoDealer: Sendable {
    /// The shoe a new table of `game` starts with instead of a shuffled one, if any.
    let stackedShoe: @Sendable (Game) -> Shoe?

    /// Shuffled shoes only.
    public static let shuffled = CasinoDealer(stackedShoe: { _ in nil })

    /// New tables (blackjack, baccarat) and matches (Xì Dách) of each game in `shoes` start with that shoe, dealt in
    /// order; the cut card and every reshuffle after it still use the secure generator.
    public static func stacked(_ shoes: [Game: Shoe]) -> CasinoDealer {
        CasinoDealer(stackedShoe: { game in shoes[game] })
    }
}

/// A player's table for one game, persisted as the engine's JSON between requests: the engine's table type,
/// extended by the server to take the player's settings and to build the view.
protocol GameTable: Codable, Sendable {
    /// A fresh table under the player's settings.
    init(settings: PlayerSettings, dealer: CasinoDealer, using generator: inout some RandomNumberGenerator) throws
    /// Whether no round is in progress, so the table may be rebuilt under new settings (and bets are open).
    var isBetweenRounds: Bool { get }
    /// Whether the player is choosing how to play their hand.
    var isPlayerTurn: Bool { get }
    /// The money the round in progress has taken from the balance that no settled round records yet.
    /// Balance = starting balance + settled nets + refills - this.
    var stakesInPlay: Money { get }
    /// Whether the table was built under these settings.
    func matches(_ settings: PlayerSettings) -> Bool
    /// The table under new settings (rules, limits), keeping the pending bets that still fit. Tables between rounds
    /// adopt new settings when they are chosen; a round in progress finishes under its own, and its table adopts
    /// them when the next round opens.
    mutating func adopt(_ settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws
    /// Applies one intent under the player's settings; throws, changing nothing, when it is not legal now.
    mutating func apply(_ intent: GameIntent, context: TableContext, using generator: inout some RandomNumberGenerator)
        throws -> TableChange
    /// The state the browser renders, without hidden information.
    func view(context: TableContext) -> TableView
    /// The table as stored: its JSON, read back by Foundation's decoder.
    func storedState() throws -> Data
}

extension GameTable {
    func storedState() throws -> Data {
        try SortedJSONEncoder().encode(self)
    }
}

/// The limits as the browser sees them: the preset's id (the page names it from the copy) and the amounts.
struct LimitsView: Encodable {
    let id: String
    let minimumCents: Int
    let maximumCents: Int

    init(_ limits: TableLimits) {
        id = limits.id
        minimumCents = limits.minimum.cents
        maximumCents = limits.maximum.cents
    }
}

/// A table's view, whichever the game, as the response encoder writes it.
struct TableView: ResponseEncodable, JSONTextWritable, Sendable {
    /// The game's view, told apart by whether it writes its own JSON text.
    private enum Content: Sendable {
        case encodable(any Encodable & Sendable)
        case writable(any JSONTextWritable & Sendable)
    }

    private let content: Content

    init(_ content: some Encodable & Sendable) {
        self.content = .encodable(content)
    }

    init(_ content: some JSONTextWritable & Sendable) {
        self.content = .writable(content)
    }

    func encode(to encoder: any Encoder) throws {
        switch content {
        case .encodable(let content): try content.encode(to: encoder)
        case .writable(let content): try content.encode(to: encoder)
        }
    }

    func writeJSON(to writer: inout JSONWriter) throws {
        switch content {
        case .encodable(let content): try writer.encode(content)
        case .writable(let content): try content.writeJSON(to: &writer)
        }
    }
}

extension TableRefusal: APIErrorConvertible {
    /// Bad input is a 400, an intent not legal now (or unaffordable) a 409, a save too soon a 429 with
    /// `Retry-After`.
    public var apiError: APIError {
        switch self {
        case .badInput(let code, let message): return .badRequest(message, code: code)
        case .notNow(let code, let message): return .conflict(message, code: code)
        case .insufficientFunds(let message): return .conflict(message, code: "insufficient-funds")
        case .tooSoon(let code, let message, let seconds):
            var error = APIError(.tooManyRequests, code, message)
            error.headers[.retryAfter] = String(seconds)
            return error
        }
    }
}
