import CasinoKit

/// How a round ends: who won, with which hands, and how many stakes change hands.
///
/// Settlement, from the report and the rules' options where it is silent:
/// - a Quắc player loses, even when the computer is Quắc too, unless ``XiDachRules/doubleBustIsPush``;
/// - otherwise the stronger hand wins: Xì Bàn > Xì Dách > Ngũ Linh > points (higher total) > Quắc;
/// - equal hands (the same total, or two hands of the same special kind, such as two Ngũ Linh) follow
///   ``XiDachRules/tieRule``: a push, or the computer wins;
/// - the winner collects the multiplier of its own hand: Xì Bàn, Xì Dách or Ngũ Linh per the rules, else 1.
public struct XiDachResult: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Who won the round.
    public enum Outcome: String, Sendable, Hashable, Codable {
        case playerWins = "player-wins"
        case computerWins = "computer-wins"
        case push
    }

    public let outcome: Outcome
    public let playerValue: XiDachHandValue
    public let computerValue: XiDachHandValue
    /// The stakes the winner collects; 0 for a push.
    public let multiplier: Int

    /// Settles the player's hand against the computer's under `rules`.
    public init(player: XiDachHandValue, computer: XiDachHandValue, rules: XiDachRules) {
        let settlement = XiDachResult.settle(player: player.strength, computer: computer.strength, rules: rules)
        outcome = settlement.outcome
        multiplier = settlement.multiplier
        playerValue = player
        computerValue = computer
    }

    /// The player's gain in stakes: `multiplier`, `-multiplier` or 0.
    public var playerReturn: Int { XiDachResult.playerReturn(outcome: outcome, multiplier: multiplier) }

    /// The player's gain (negative for a loss) on `stake`.
    public func playerNet(stake: Money) -> Money {
        stake.scaled(by: playerReturn, over: 1)
    }

    /// E.g. "user win: Xì Dách against 19".
    public var description: String {
        let winner =
            switch outcome {
            case .playerWins: "user win"
            case .computerWins: "computer win"
            case .push: "push"
            }
        return "\(winner): \(playerValue) against \(computerValue)"
    }

    /// Who wins between two strengths, and the multiplier of the winning hand (0 for a push).
    static func settle(player: XiDachStrength, computer: XiDachStrength, rules: XiDachRules)
        -> (outcome: Outcome, multiplier: Int)
    {
        let outcome: Outcome
        if player.kind == .quac {
            outcome = computer.kind == .quac && rules.doubleBustIsPush ? .push : .computerWins
        } else if player > computer {
            outcome = .playerWins
        } else if player < computer {
            outcome = .computerWins
        } else {
            outcome = rules.tieRule == .push ? .push : .computerWins
        }
        let multiplier =
            switch outcome {
            case .playerWins: player.multiplier(under: rules)
            case .computerWins: computer.multiplier(under: rules)
            case .push: 0
            }
        return (outcome, multiplier)
    }

    /// The player's gain in stakes for `outcome` at `multiplier`.
    static func playerReturn(outcome: Outcome, multiplier: Int) -> Int {
        switch outcome {
        case .playerWins: multiplier
        case .computerWins: -multiplier
        case .push: 0
        }
    }
}
