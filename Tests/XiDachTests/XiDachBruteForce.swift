import CasinoKit
import XiDach

/// An independent check of ``XiDachAdvisor``: every order of a small set of unseen cards is played out, and the
/// player's choices are optimised over what the player knows (their own cards), straight from the rules.
struct XiDachBruteForce {
    let rules: XiDachRules
    let computerUpCards: [Card]

    /// One equally likely deal: the computer's face-down cards, then the cards the player and computer draw.
    struct Order {
        let computerHidden: [Card]
        let draws: [Card]
    }

    /// Every order of `unseen` in which the computer's first two cards are not a special it would have shown.
    func orders(of unseen: [Card]) -> [Order] {
        let hiddenCount = 2 - computerUpCards.count
        return permutations(of: unseen).compactMap { permutation in
            let hidden = Array(permutation.prefix(hiddenCount))
            let shown =
                rules.dealerRevealsSpecialsAtOnce
                && XiDachHand(computerUpCards + hidden).value(under: rules).isSpecial
            return shown ? nil : Order(computerHidden: hidden, draws: Array(permutation.dropFirst(hiddenCount)))
        }
    }

    /// The values of standing and of drawing (then playing on as well as possible), nil when not allowed, for
    /// the player holding `player`, of which the last `drawn` came from the orders' draws.
    func values(player: [Card], drawn: Int = 0, orders: [Order]) -> (stand: Double?, hit: Double?) {
        let value = XiDachHand(player).value(under: rules)
        let mustStand = value.isSpecial || value.isBust
        let canHit = !mustStand && player.count < rules.maximumCards
        var canStand = mustStand || player.count >= rules.maximumCards
        if case .points(let total) = value, total >= rules.playerMinimumToStand { canStand = true }
        if case .nguLinh = value { canStand = true }

        var stand: Double?
        if canStand {
            let returns = orders.map { order in
                var computer = XiDachHand(computerUpCards + order.computerHidden)
                var next = drawn
                while XiDachComputerPolicy.shouldDraw(computer, rules: rules) {
                    computer.add(order.draws[next])
                    next += 1
                }
                return XiDachResult(player: value, computer: computer.value(under: rules), rules: rules).playerReturn
            }
            stand = Double(returns.reduce(0, +)) / Double(orders.count)
        }
        var hit: Double?
        if canHit {
            let byNextCard = Dictionary(grouping: orders) { $0.draws[drawn] }
            hit = byNextCard.reduce(0.0) { sum, group in
                let next = values(player: player + [group.key], drawn: drawn + 1, orders: group.value)
                let best = max(next.stand ?? -.infinity, next.hit ?? -.infinity)
                return sum + best * Double(group.value.count) / Double(orders.count)
            }
        }
        return (stand, hit)
    }

    private func permutations(of cards: [Card]) -> [[Card]] {
        guard let first = cards.first else { return [[]] }
        let rest = permutations(of: Array(cards.dropFirst()))
        return rest.flatMap { permutation in
            (0...permutation.count).map { index in
                var permutation = permutation
                permutation.insert(first, at: index)
                return permutation
            }
        }
    }
}
