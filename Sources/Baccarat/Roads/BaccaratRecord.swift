/// One coup as the scoreboards record it: who won and whether either hand had a pair.
public struct BaccaratRecord: Sendable, Hashable, Codable, CustomStringConvertible {
    public let outcome: BaccaratOutcome
    public let playerPair: Bool
    public let bankerPair: Bool

    public init(_ outcome: BaccaratOutcome, playerPair: Bool = false, bankerPair: Bool = false) {
        self.outcome = outcome
        self.playerPair = playerPair
        self.bankerPair = bankerPair
    }

    /// The record of a dealt coup.
    public init(_ coup: BaccaratCoup) {
        self.init(coup.outcome, playerPair: coup.isPlayerPair, bankerPair: coup.isBankerPair)
    }

    /// The record in the text form of ``parse(_:)``, e.g. `B`, `Pp`, `Tbp`.
    public var description: String {
        String(outcome.letter) + (bankerPair ? "b" : "") + (playerPair ? "p" : "")
    }

    /// Reads a shoe's results written as letters: `B`, `P` or `T` for each coup, directly followed by
    /// `b` (Banker pair) and/or `p` (Player pair) when it had them. Spaces and commas may separate coups.
    ///
    /// ```swift
    /// try BaccaratRecord.parse("BBPp T Bbp")   // 5 coups; the 3rd has a Player pair, the 5th both pairs
    /// ```
    public static func parse(_ text: String) throws(BaccaratRecordError) -> [BaccaratRecord] {
        var records: [BaccaratRecord] = []
        var followsResult = false
        for (offset, symbol) in text.enumerated() {
            let position = offset + 1
            switch symbol {
            case "B": records.append(BaccaratRecord(.banker))
            case "P": records.append(BaccaratRecord(.player))
            case "T": records.append(BaccaratRecord(.tie))
            case "b", "p":
                guard followsResult, let last = records.popLast() else {
                    throw .pairWithoutResult(symbol, position: position)
                }
                let isPlayer = symbol == "p"
                guard !(isPlayer ? last.playerPair : last.bankerPair) else {
                    throw .repeatedPair(symbol, position: position)
                }
                records.append(
                    BaccaratRecord(
                        last.outcome, playerPair: last.playerPair || isPlayer, bankerPair: last.bankerPair || !isPlayer)
                )
            case " ", ",", "\t", "\n":
                followsResult = false
                continue
            default: throw .unknownSymbol(symbol, position: position)
            }
            followsResult = true
        }
        return records
    }
}

/// Scoreboard text that cannot be read.
public enum BaccaratRecordError: Error, Equatable, CustomStringConvertible {
    case unknownSymbol(Character, position: Int)
    case pairWithoutResult(Character, position: Int)
    case repeatedPair(Character, position: Int)

    public var description: String {
        switch self {
        case .unknownSymbol(let symbol, let position):
            "'\(symbol)' at character \(position) is not a result: write B, P or T for each coup, each "
                + "optionally followed by b (Banker pair) and/or p (Player pair)."
        case .pairWithoutResult(let symbol, let position):
            "The pair mark '\(symbol)' at character \(position) must directly follow the B, P or T it belongs "
                + "to, e.g. Bp."
        case .repeatedPair(let symbol, let position):
            "The pair mark '\(symbol)' at character \(position) repeats one already on that coup."
        }
    }
}
