/// The bowler's hand. Boards are numbered from the hand's side.
public enum Hand: String, Sendable, CaseIterable {
    case right, left
}

/// A point on the lane floor in feet: `lateralFeet` from the lane's centre line toward the image's right (the camera
/// stands behind the foul line looking down the lane, as the bowler does), `distanceFeet` down the lane from the foul
/// line (negative on the approach).
public struct LanePoint: Equatable, Sendable {
    public var lateralFeet: Double
    public var distanceFeet: Double

    public init(lateralFeet: Double, distanceFeet: Double) {
        self.lateralFeet = lateralFeet
        self.distanceFeet = distanceFeet
    }
}

/// A lane position in the bowler's own board numbering: continuous board (board n's centre is n; the lane's centre,
/// the head pin's board, is 20; the edges are 0.5 and 39.5) and feet from the foul line.
public struct BoardPosition: Equatable, Sendable {
    public var board: Double
    public var distanceFeet: Double

    public init(board: Double, distanceFeet: Double) {
        self.board = board
        self.distanceFeet = distanceFeet
    }
}

/// The USBC lane: 60 ft from the foul line to the head pin, 41.5 in wide, 39 boards numbered from the bowler's hand
/// side (board 1 at the right edge for a right-hander, at the left edge for a left-hander), arrows on boards 5...35
/// with the centre arrow (board 20) at 15 ft, the head pin on board 20.
///
/// The one place where hands are converted: `board(lateralFeet:hand:)` and `lateralFeet(board:hand:)`; everything
/// else works in the bowler's numbering.
public enum Lane {
    public static let foulLineToHeadPinFeet = 60.0
    public static let widthInches = 41.5
    public static let boardCount = 39
    public static let boardWidthInches = widthInches / Double(boardCount)
    public static let widthFeet = widthInches / 12
    public static let arrowsDistanceFeet = 15.0
    /// The head pin's board, and the centre arrow's.
    public static let headPinBoard = 20.0
    /// The 1-3 pocket for a right-hander, 1-2 for a left-hander, in the bowler's own numbering.
    public static let pocketBoard = 17.5
    /// A ball's diameter, inches (USBC: 8.500 to 8.595).
    public static let ballDiameterInches = 8.5
    public static let ballRadiusFeet = ballDiameterInches / 24
    /// A pin's radius at its belly, inches (the widest point, about 15 in round).
    public static let pinBellyRadiusInches = 2.38
    /// Where the ball's centre is when a pocket hit first touches the head pin, feet from the foul line: the ball and
    /// the pin's belly touch at (ball radius + belly radius) between their centres, 2.5 boards apart across the lane,
    /// about 59.5 ft. Past it the ball is among the pins: deflected, or merged with a pin in the camera's image.
    public static let headPinContactFeet: Double = {
        let touching = ballDiameterInches / 2 + pinBellyRadiusInches
        let across = (headPinBoard - pocketBoard) * boardWidthInches
        return foulLineToHeadPinFeet - (touching * touching - across * across).squareRoot() / 12
    }()

    /// The board, in the bowler's numbering, of a point `lateralFeet` right of the centre line (as the camera sees).
    public static func board(lateralFeet: Double, hand: Hand) -> Double {
        let fromHandEdgeInches = widthInches / 2 + (hand == .right ? -lateralFeet : lateralFeet) * 12
        return fromHandEdgeInches / boardWidthInches + 0.5
    }

    /// Feet right of the centre line (as the camera sees) of a board in the bowler's numbering.
    public static func lateralFeet(board: Double, hand: Hand) -> Double {
        let fromHandEdgeInches = (board - 0.5) * boardWidthInches
        let rightOfCenter = (fromHandEdgeInches - widthInches / 2) / 12
        return hand == .right ? -rightOfCenter : rightOfCenter
    }

    /// The same physical board in the other hand's numbering (17.5 for a left-hander is 22.5 for a right-hander).
    public static func mirroredBoard(_ board: Double) -> Double { Double(boardCount) + 1 - board }

    /// A lane point as a board position in the bowler's numbering.
    public static func position(of point: LanePoint, hand: Hand) -> BoardPosition {
        BoardPosition(board: board(lateralFeet: point.lateralFeet, hand: hand), distanceFeet: point.distanceFeet)
    }

    /// Feet per board laterally.
    public static var boardWidthFeet: Double { boardWidthInches / 12 }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension Hand: Codable {}
    extension LanePoint: Codable {}
    extension BoardPosition: Codable {}
#endif
