/// The casino's games: the one list. The server gives each its table, onboarding and copy (CasinoServer's
/// `GameRegistry`), and the lobby and the command-line tool take their ids from here.
public enum Game: String, Sendable, CaseIterable, Codable {
    case blackjack, baccarat, xidach
}
