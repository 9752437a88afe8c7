import CasinoKit
import XiDach

/// Cards from space-separated codes, e.g. "AS KD 10H".
func cards(_ codes: String) throws -> [Card] {
    try codes.split(separator: " ").map { try Card(code: String($0)) }
}

/// A hand from space-separated codes.
func hand(_ codes: String) throws -> XiDachHand {
    XiDachHand(try cards(codes))
}

/// Cards no test expects to be dealt: they only fill the shoe to the ten cards a round needs.
let fillerCodes = "9C 9D 9H 9S 8C 8D 8H 8S 7C 7D"

/// A shoe dealing the player's and the computer's two cards alternately (player first), then `draws` in order,
/// then filler.
func stackedShoe(player: String, computer: String, draws: String = "") throws -> Shoe {
    let playerCards = try cards(player)
    let computerCards = try cards(computer)
    let deal = [playerCards[0], computerCards[0], playerCards[1], computerCards[1]]
    return Shoe(stacked: deal + (try cards(draws)) + (try cards(fillerCodes)))
}

/// A round dealt from a stacked shoe, with the shoe it left.
func stackedRound(
    _ rules: XiDachRules, player: String, computer: String, draws: String = "", stake: Money? = nil
) throws -> (round: XiDachRound, shoe: Shoe) {
    var shoe = try stackedShoe(player: player, computer: computer, draws: draws)
    var generator = Xoshiro256(seed: 0)
    let round = try XiDachRound(rules: rules, stake: stake, dealingFrom: &shoe, using: &generator)
    return (round, shoe)
}

extension XiDachRules {
    /// These rules with `change` applied, for house variants in tests.
    func with(_ change: (inout XiDachRules) -> Void) -> XiDachRules {
        var rules = self
        change(&rules)
        return rules
    }
}
