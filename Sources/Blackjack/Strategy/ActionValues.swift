/// The expected value of each action on a hand, in units of the hand's bet; `nil` where the rules or the hand
/// do not allow the action.
///
/// A hand that splits is worth the sum over the hands it becomes, so all values compare directly.
public struct ActionValues: Sendable, Hashable, CustomStringConvertible {
    public var stand: Double
    public var hit: Double
    public var double: Double?
    public var split: Double?
    public var surrender: Double?

    public init(stand: Double, hit: Double, double: Double? = nil, split: Double? = nil, surrender: Double? = nil) {
        self.stand = stand
        self.hit = hit
        self.double = double
        self.split = split
        self.surrender = surrender
    }

    /// The value of `action`, `nil` if not allowed.
    public subscript(action: BlackjackAction) -> Double? {
        switch action {
        case .stand: stand
        case .hit: hit
        case .double: double
        case .split: split
        case .surrender: surrender
        }
    }

    /// The action with the highest value among `legalActions` (ties go to the earlier case of
    /// ``BlackjackAction``); `nil` if none of them has a value.
    public func bestAction(among legalActions: Set<BlackjackAction>) -> BlackjackAction? {
        var best: (action: BlackjackAction, value: Double)?
        for action in BlackjackAction.allCases where legalActions.contains(action) {
            guard let value = self[action] else { continue }
            if best.map({ value > $0.value }) ?? true { best = (action, value) }
        }
        return best?.action
    }

    public var description: String {
        BlackjackAction.allCases.compactMap { action in self[action].map { "\(action): \($0)" } }
            .joined(separator: ", ")
    }
}
