import BowlerTrax
import Testing

/// Scoring a game of ten-pin bowling (the manual log of limited mode) against games whose scores are known.
@Suite("Bowling score")
struct BowlingGameTests {
    static func game(_ rolls: [Int]) throws -> BowlingGame { try BowlingGame(rolls: rolls) }

    @Test("twelve strikes are a perfect 300, thirty a frame")
    func perfectGame() throws {
        let game = try Self.game(Array(repeating: 10, count: 12))
        #expect(game.isComplete && game.score == 300)
        #expect(game.frames.map(\.score) == (1...10).map { $0 * 30 })
        #expect(game.frames.last?.marks == ["X", "X", "X"])
        #expect(game.frames.first?.marks == ["X"])
    }

    @Test("a spare in every frame with 5 pins each ball is 150; a gutter game is 0; nine and a miss every frame is 90")
    func knownTotals() throws {
        let spares = try Self.game(Array(repeating: 5, count: 21))
        #expect(spares.isComplete && spares.score == 150)
        #expect(spares.frames[0].marks == ["5", "/"] && spares.frames[9].marks == ["5", "/", "5"])
        let gutter = try Self.game(Array(repeating: 0, count: 20))
        #expect(gutter.isComplete && gutter.score == 0 && gutter.frames[0].marks == ["-", "-"])
        let nines = try Self.game(Array(repeating: [9, 0], count: 10).flatMap { $0 })
        #expect(nines.isComplete && nines.score == 90 && nines.frames[4].marks == ["9", "-"])
    }

    @Test("a score sheet: X 7/ 9- X -8 8/ -6 X X X81 is 167, frame by frame")
    func scoreSheet() throws {
        let game = try Self.game([10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1])
        #expect(game.isComplete)
        #expect(game.frames.map(\.score) == [20, 39, 48, 66, 74, 84, 90, 120, 148, 167])
        #expect(
            game.frames.map { $0.marks.joined() } == ["X", "7/", "9-", "X", "-8", "8/", "-6", "X", "X", "X81"])
    }

    @Test("the rules' own examples: a strike then 9 pins in two balls is 19 and 28; a spare then 7 and 2 is 17 and 26")
    func bonusExamples() throws {
        let strike = try Self.game([10, 4, 5])
        #expect(strike.frames.map(\.score) == [19, 28])
        let spare = try Self.game([6, 4, 7, 2])
        #expect(spare.frames.map(\.score) == [17, 26])
    }

    @Test("a frame waits for its bonus balls; the pins standing follow the rack")
    func inProgress() throws {
        var game = BowlingGame()
        try game.roll(10)
        #expect(game.frames[0].score == nil && game.score == 0 && game.pinsStanding == 10)
        try game.roll(7)
        #expect(game.pinsStanding == 3 && game.frames[0].score == nil)
        try game.roll(3)
        #expect(game.frames[0].score == 20 && game.frames[1].score == nil && game.score == 20)
        game.undo()
        #expect(game.rolls == [10, 7] && game.pinsStanding == 3)
    }

    @Test("the tenth frame: a third ball after a strike or a spare, on a fresh rack when the pins were cleared")
    func tenthFrame() throws {
        let nine = Array(repeating: [9, 0], count: 9).flatMap { $0 }
        var strike = try Self.game(nine + [10])
        #expect(!strike.isComplete && strike.pinsStanding == 10)
        try strike.roll(7)
        #expect(strike.pinsStanding == 3)
        #expect(throws: BowlingScoreError.morePinsThanStanding(pins: 4, standing: 3)) { try strike.roll(4) }
        try strike.roll(3)
        #expect(strike.isComplete && strike.frames[9].marks == ["X", "7", "/"] && strike.score == 81 + 20)
        let spare = try Self.game(nine + [6, 4, 10])
        #expect(spare.isComplete && spare.frames[9].marks == ["6", "/", "X"] && spare.score == 81 + 20)
        let open = try Self.game(nine + [6, 3])
        #expect(open.isComplete && open.pinsStanding == 0 && open.score == 90)
    }

    @Test("impossible balls are refused and change nothing")
    func refusals() throws {
        var game = BowlingGame()
        #expect(throws: BowlingScoreError.pinsOutOfRange(11)) { try game.roll(11) }
        #expect(throws: BowlingScoreError.pinsOutOfRange(-1)) { try game.roll(-1) }
        try game.roll(7)
        #expect(throws: BowlingScoreError.morePinsThanStanding(pins: 4, standing: 3)) { try game.roll(4) }
        #expect(game.rolls == [7])
        var over = try Self.game(Array(repeating: 0, count: 20))
        #expect(throws: BowlingScoreError.gameOver) { try over.roll(0) }
        #expect(over.rolls.count == 20)
    }

    @Test(
        "a ball or an undo asked for twice, by a retry or a second tab, is made once; one made on a stale game is not")
    func editsByBallsSeen() throws {
        var game = try Self.game([10, 7])
        #expect(try game.roll(3, afterBalls: 2) == .applied)
        #expect(game.rolls == [10, 7, 3])
        #expect(try game.roll(3, afterBalls: 2) == .alreadyDone)  // the same spare again
        #expect(try game.roll(7, afterBalls: 1) == .alreadyDone)  // an older ball, already there
        #expect(try game.roll(2, afterBalls: 2) == .gameChanged)  // another ball there
        #expect(try game.roll(5, afterBalls: 4) == .gameChanged)  // more balls than the game has
        #expect(try game.roll(5, afterBalls: -1) == .gameChanged)
        #expect(game.rolls == [10, 7, 3])
        #expect(throws: BowlingScoreError.morePinsThanStanding(pins: 9, standing: 3)) {
            var open = try Self.game([7])
            _ = try open.roll(9, afterBalls: 1)
        }

        #expect(game.undo(fromBalls: 3) == .applied)
        #expect(game.rolls == [10, 7])
        #expect(game.undo(fromBalls: 3) == .alreadyDone)  // the same undo again takes nothing more
        #expect(game.undo(fromBalls: 4) == .gameChanged)
        #expect(game.undo(fromBalls: 1) == .gameChanged)
        #expect(game.rolls == [10, 7])
        var empty = BowlingGame()
        #expect(empty.undo(fromBalls: 0) == .gameChanged)
        #expect(empty.undo(fromBalls: 1) == .alreadyDone)
    }
}
