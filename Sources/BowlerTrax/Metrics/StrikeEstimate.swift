import BowlerTraxVision

/// Where the ball meets the pins, in the bowler's own numbering (the same bands for either hand).
public enum PocketHit: String, Equatable, Sendable, CaseIterable {
    /// Entry board 16 to 19: the 1-3 pocket (right-hander) or 1-2 pocket (left-hander), 17.5 ideal.
    case pocket
    /// Entry board 19 to 21.5: on the nose of the head pin.
    case high
    /// Entry board 13.75 to 16: thin on the head pin.
    case light
    /// Entry board 21.5 to 26.25: across the head pin into the opposite pocket.
    case brooklyn
    /// Entry board under 13.75 or over 26.25: the ball's centre is more than 6.25 boards from the head pin's, so the
    /// ball (8.5 in) misses the head pin (4.77 in) altogether.
    case miss

    public init(entryBoard board: Double) {
        switch board {
        case ..<13.75: self = .miss
        case ..<16: self = .light
        case ...19: self = .pocket
        case ...21.5: self = .high
        case ...26.25: self = .brooklyn
        default: self = .miss
        }
    }
}

/// The strike probability shown after a shot: an estimate, not a measured probability.
///
/// No published closed form gives P(strike | entry board, entry angle); the USBC pin-carry research found board 17.5
/// at about 6° best, with the high-strike region at boards 17-18 and 4-6°, and a televised sample carried about 74 %
/// of pocket hits. This estimate is a product of two Gaussian bumps around that optimum:
/// `0.85 · exp(−½((board − 17.5)/1.25)²) · exp(−½((angle − 6)/2)²)`, board in the bowler's numbering, angle in
/// degrees. Label it as an estimate wherever it is shown.
public enum StrikeEstimate {
    public static let peakProbability = 0.85
    public static let idealBoard = Lane.pocketBoard
    public static let boardSpread = 1.25
    public static let idealAngleDegrees = 6.0
    public static let angleSpreadDegrees = 2.0

    public static func probability(entryBoard: Double, entryAngleDegrees: Double) -> Double {
        let board = (entryBoard - idealBoard) / boardSpread
        let angle = (entryAngleDegrees - idealAngleDegrees) / angleSpreadDegrees
        let value =
            peakProbability * Elementary.exponential(-0.5 * board * board)
            * Elementary.exponential(-0.5 * angle * angle)
        return value.isFinite ? min(1, max(0, value)) : 0
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension PocketHit: Codable {}
#endif
