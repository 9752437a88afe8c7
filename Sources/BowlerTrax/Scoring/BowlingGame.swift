/// A game of ten-pin bowling scored as the rules score it, ball by ball: ten frames; a strike counts 10 plus the
/// next two balls, a spare 10 plus the next ball; the tenth frame gives a third ball after a strike or a spare.
/// What the manual log of limited mode keeps, and what its score sheet shows.
///
/// ```swift
/// var game = BowlingGame()
/// try game.roll(10)                    // X
/// try game.roll(7)
/// try game.roll(3)                     // 7 /
/// game.frames[0].score                 // 20: the strike with the next two balls
/// game.frames[1].score                 // nil until the spare's bonus ball is rolled
/// game.pinsStanding                    // 10
/// ```
public struct BowlingGame: Sendable, Equatable {
    /// The pins each ball knocked down, in order.
    public private(set) var rolls: [Int] = []

    /// An empty game.
    public init() {}

    /// A game of these balls; throws as ``roll(_:)`` would at the first one that cannot be.
    public init(rolls: [Int]) throws(BowlingScoreError) {
        for pins in rolls { try roll(pins) }
    }

    /// Records a ball that knocked down `pins`: between 0 and the pins standing, in a game not yet over.
    public mutating func roll(_ pins: Int) throws(BowlingScoreError) {
        guard !isComplete else { throw .gameOver }
        guard (0...10).contains(pins) else { throw .pinsOutOfRange(pins) }
        let standing = pinsStanding
        guard pins <= standing else { throw .morePinsThanStanding(pins: pins, standing: standing) }
        rolls.append(pins)
    }

    /// Takes back the last ball (a mistyped entry), if there is one.
    public mutating func undo() {
        _ = rolls.popLast()
    }

    /// Rolls `pins` as the next ball of a game its asker saw with `seen` balls, so that a request sent twice (a retry,
    /// a second tab) never rolls twice: `.applied` when rolled; `.alreadyDone` when the game already has this ball
    /// there (nothing changes); `.gameChanged` when the game has other balls than the asker saw. Throws as
    /// ``roll(_:)`` for a ball the game cannot take.
    public mutating func roll(_ pins: Int, afterBalls seen: Int) throws(BowlingScoreError) -> BowlingGameEdit {
        if seen == rolls.count {
            try roll(pins)
            return .applied
        }
        return seen >= 0 && seen < rolls.count && rolls[seen] == pins ? .alreadyDone : .gameChanged
    }

    /// Takes back the last ball of a game its asker saw with `seen` balls: `.applied`; `.alreadyDone` when that ball
    /// is gone already (the same undo sent twice); `.gameChanged` otherwise, and for a game with no ball to undo.
    public mutating func undo(fromBalls seen: Int) -> BowlingGameEdit {
        if seen > 0 && seen == rolls.count {
            undo()
            return .applied
        }
        return seen > 0 && seen - 1 == rolls.count ? .alreadyDone : .gameChanged
    }

    /// The frames bowled so far, the frame in progress last.
    public var frames: [BowlingFrame] {
        var frames: [BowlingFrame] = []
        var index = 0
        var cumulative = 0
        var scoreKnown = true
        for number in 1...10 where index < rolls.count {
            let balls: [Int]
            let counted: [Int]
            if number < 10 {
                if rolls[index] == 10 {
                    balls = [10]
                    counted = Array(rolls[index..<min(rolls.count, index + 3)])
                    scoreKnown = scoreKnown && counted.count == 3
                } else {
                    balls = Array(rolls[index..<min(rolls.count, index + 2)])
                    let isSpare = balls.count == 2 && balls[0] + balls[1] == 10
                    counted = Array(rolls[index..<min(rolls.count, index + (isSpare ? 3 : 2))])
                    scoreKnown = scoreKnown && counted.count == (isSpare ? 3 : 2)
                }
                index += balls.count
            } else {
                balls = Array(rolls[index...])
                counted = balls
                scoreKnown = scoreKnown && isComplete
                index = rolls.count
            }
            if scoreKnown { cumulative += counted.reduce(0, +) }
            frames.append(
                BowlingFrame(
                    number: number, rolls: balls, marks: Self.marks(of: balls, tenth: number == 10),
                    score: scoreKnown ? cumulative : nil))
        }
        return frames
    }

    /// The score through the last frame whose score is known.
    public var score: Int { frames.last { $0.score != nil }?.score ?? 0 }

    /// Whether the tenth frame is finished: two balls, or three after a strike or a spare.
    public var isComplete: Bool {
        guard let tenth = tenthFrameRolls else { return false }
        if tenth.count == 3 { return true }
        return tenth.count == 2 && tenth[0] + tenth[1] < 10
    }

    /// The pins standing for the next ball: 10 on a fresh rack (a new frame, or in the tenth after a strike or a
    /// spare), otherwise what the frame's first ball left; 0 when the game is over.
    public var pinsStanding: Int {
        guard !isComplete else { return 0 }
        if let tenth = tenthFrameRolls {
            switch tenth.count {
            case 0: return 10
            case 1: return tenth[0] == 10 ? 10 : 10 - tenth[0]
            default:
                // The third ball: a fresh rack after two strikes or a spare, else what the second ball left.
                if tenth[0] == 10 { return tenth[1] == 10 ? 10 : 10 - tenth[1] }
                return 10
            }
        }
        let last = frames.last
        guard let last, last.rolls.count == 1, last.rolls[0] < 10 else { return 10 }
        return 10 - last.rolls[0]
    }

    /// The balls of the tenth frame, once it has begun.
    private var tenthFrameRolls: [Int]? {
        var index = 0
        for _ in 1...9 {
            guard index < rolls.count else { return nil }
            index += rolls[index] == 10 ? 1 : 2
        }
        return index <= rolls.count ? Array(rolls[min(index, rolls.count)...]) : nil
    }

    /// The marks a score sheet writes for a frame's balls: `X` a strike, `/` a spare, `-` no pin, else the count.
    static func marks(of balls: [Int], tenth: Bool) -> [String] {
        func count(_ pins: Int) -> String { pins == 0 ? "-" : String(pins) }
        var marks: [String] = []
        // Whether the ball before cleared the rack (a strike or a spare): decided on pins, not on the marks written,
        // so no text is compared (the page's WebAssembly links no Unicode tables).
        var rackCleared = false
        for (position, pins) in balls.enumerated() {
            // A ball on a fresh rack: the first, or in the tenth one after a strike or a spare.
            let previous = position > 0 ? balls[position - 1] : 0
            if position == 0 || (tenth && rackCleared) {
                marks.append(pins == 10 ? "X" : count(pins))
                rackCleared = pins == 10
            } else {
                marks.append(previous + pins == 10 ? "/" : count(pins))
                rackCleared = previous + pins == 10
            }
        }
        return marks
    }
}

/// One frame of a score sheet: its balls, their marks, and the running score once its bonus balls are known.
public struct BowlingFrame: Sendable, Equatable {
    /// 1 to 10.
    public let number: Int
    /// The pins each ball knocked down.
    public let rolls: [Int]
    /// `X`, `/`, `-` or the count, one per ball.
    public let marks: [String]
    /// The game's score through this frame; `nil` while a strike's or a spare's bonus balls are to come.
    public let score: Int?
}

/// What an edit asked for by someone who saw the game with a given number of balls did.
public enum BowlingGameEdit: Sendable, Equatable {
    /// Made: the game changed.
    case applied
    /// The game already was as asked (the same request again): nothing changed.
    case alreadyDone
    /// The game has other balls than the asker saw: nothing changed.
    case gameChanged
}

/// A ball the game cannot take.
public enum BowlingScoreError: Error, Equatable, CustomStringConvertible {
    /// A ball knocks down 0 to 10 pins.
    case pinsOutOfRange(Int)
    /// More pins than were standing.
    case morePinsThanStanding(pins: Int, standing: Int)
    /// The tenth frame is finished.
    case gameOver

    public var description: String {
        switch self {
        case .pinsOutOfRange(let pins): "A ball knocks down 0 to 10 pins, not \(pins)."
        case .morePinsThanStanding(let pins, let standing): "Only \(standing) pins are standing, not \(pins)."
        case .gameOver: "The game is over: the tenth frame is finished."
        }
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension BowlingGame: Codable {}
    extension BowlingFrame: Codable {}
#endif
