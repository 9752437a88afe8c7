import Baccarat
import Foundation
import Testing

/// Grids written as text, one line per row, built by hand from the published rules: the Bead Plate fills
/// columns of six top-down; the Big Road starts a column when the winner changes and turns right along
/// the bottom (or above a taken cell) for the dragon tail; the derived roads start at row 2 of column 2
/// (Big Eye Boy), 3 (Small Road) or 4 (Cockroach Pig), or at the top of the next column, and compare the
/// Big Road's logical columns.
@Suite("Scoreboards")
struct BaccaratRoadsTests {
    func scoreboard(_ text: String) throws -> BaccaratScoreboard { try BaccaratScoreboard(parsing: text) }

    func lines(_ rows: String...) -> String { rows.joined(separator: "\n") }

    @Test("results and pairs parse; bad text is refused with its position")
    func parsing() throws {
        let records = try BaccaratRecord.parse("BBPp T Bbp,P")
        #expect(
            records == [
                BaccaratRecord(.banker), BaccaratRecord(.banker), BaccaratRecord(.player, playerPair: true),
                BaccaratRecord(.tie), BaccaratRecord(.banker, playerPair: true, bankerPair: true),
                BaccaratRecord(.player),
            ])
        #expect(records.map(\.description).joined() == "BBPpTBbpP")
        #expect(throws: BaccaratRecordError.unknownSymbol("X", position: 3)) { try BaccaratRecord.parse("BPXB") }
        #expect(throws: BaccaratRecordError.unknownSymbol("t", position: 2)) { try BaccaratRecord.parse("Bt") }
        #expect(throws: BaccaratRecordError.pairWithoutResult("p", position: 1)) { try BaccaratRecord.parse("pB") }
        #expect(throws: BaccaratRecordError.pairWithoutResult("b", position: 3)) { try BaccaratRecord.parse("B b") }
        #expect(throws: BaccaratRecordError.repeatedPair("p", position: 4)) { try BaccaratRecord.parse("Bpbp") }
        #expect(BaccaratRecordError.unknownSymbol("X", position: 3).description.contains("character 3"))
        #expect(try BaccaratRecord.parse("").isEmpty)
    }

    @Test("Bead Plate: six rows, filled column by column, ties included")
    func beadPlate() throws {
        let board = try scoreboard("BPTBBP PBp")
        #expect(board.beadPlate.text == lines("BP", "PB", "T.", "B.", "B.", "P."))
        #expect(board.beadPlate.grid.columnCount == 2)
        #expect(board.beadPlate.grid[1, 1] == BaccaratRecord(.banker, playerPair: true))
        #expect(board.beadPlate.grid[2, 1] == nil)
    }

    @Test("Big Road: ties mark the cell before them; leading ties go on the first cell")
    func ties() throws {
        let board = try scoreboard("TTBPTTB")
        #expect(board.bigRoad.leadingTies == 2)
        #expect(board.bigRoad.columns.map { $0.map(\.ties) } == [[0], [2], [0]])
        #expect(board.bigRoad.text == lines("B2P2B", ". . .", ". . .", ". . .", ". . .", ". . ."))
        #expect(board.bigRoad.grid[0, 0]?.ties == 2)
        #expect(board.bigRoad.grid[0, 0]?.winner == .banker)

        let onlyTies = try scoreboard("TTT").bigRoad
        #expect(onlyTies.columns.isEmpty)
        #expect(onlyTies.grid[0, 0]?.winner == nil)
        #expect(onlyTies.text == lines("T3", ".", ".", ".", ".", "."))
    }

    @Test("Big Road: after 8 Bankers the streak turns right along the bottom row; the next streak turns above it")
    func dragonTail() throws {
        let road = try scoreboard("BBBBBBBB PPPPPP B").bigRoad
        #expect(road.columns.map(\.count) == [8, 6, 1])
        #expect(
            road.text
                == lines(
                    "B P B",
                    "B P .",
                    "B P .",
                    "B P .",
                    "B P P",
                    "B B B"))
    }

    @Test("Big Road: a second tail runs along the row above the first one")
    func stackedTails() throws {
        let road = try scoreboard("BBBBBBB PPPPPPPP B").bigRoad
        #expect(
            road.text
                == lines(
                    "B P B . .",
                    "B P . . .",
                    "B P . . .",
                    "B P . . .",
                    "B P P P P",
                    "B B . . ."))
    }

    @Test("pairs sit on the Big Road cell of their win")
    func pairs() throws {
        let cell = try #require(try scoreboard("BbpP").bigRoad.grid[0, 0])
        #expect(cell.bankerPair && cell.playerPair)
    }

    @Test("derived roads start at row 2 of column 2, 3, 4, or at the top of the next column")
    func startCells() throws {
        #expect(try scoreboard("BP").bigEyeBoy.marks.isEmpty)
        #expect(try scoreboard("BBP").bigEyeBoy.marks.isEmpty)
        #expect(try scoreboard("BPP").bigEyeBoy.marks == [.blue])
        #expect(try scoreboard("BPB").bigEyeBoy.marks == [.red])
        #expect(try scoreboard("BPB").smallRoad.marks.isEmpty)
        #expect(try scoreboard("BPBB").smallRoad.marks == [.blue])
        #expect(try scoreboard("BPBP").smallRoad.marks == [.red])
        #expect(try scoreboard("BPBP").cockroachPig.marks.isEmpty)
        #expect(try scoreboard("BPBPP").cockroachPig.marks == [.blue])
        #expect(try scoreboard("BPBPB").cockroachPig.marks == [.red])
        #expect(try scoreboard("BTPTTB").bigEyeBoy.marks == [.red], "ties do not count")
    }

    @Test("the three derived roads of BB P BBB PP")
    func derivedRoads() throws {
        let board = try scoreboard("BBPBBBPP")
        // Big Eye Boy: B2 of column 3 has nothing beside it but a P above: blue; B3 has neither: red;
        // column 4 starts after columns of 3 and 1: blue; its P2 has a B beside it: red.
        #expect(board.bigEyeBoy.marks == [.blue, .blue, .red, .blue, .red])
        #expect(board.bigEyeBoy.text == lines("BRBR", "B...", "....", "....", "....", "...."))
        #expect(board.smallRoad.text == lines("RB", ".B", ".B", "..", "..", ".."))
        #expect(board.cockroachPig.text == lines("R", ".", ".", ".", ".", "."))
    }

    @Test("derived roads read the logical columns, not the dragon tail's drawn cells")
    func logicalColumns() throws {
        let board = try scoreboard("BBBBBBB PPPPPPPP B")
        // Column 2's P2-P7 sit beside column 1's seven Bankers: red; P8 has only B7 above: blue;
        // column 3 follows columns of 8 and 7: blue.
        #expect(board.bigEyeBoy.text == lines("RB", "RB", "R.", "R.", "R.", "R."))
        #expect(board.smallRoad.marks.isEmpty)
    }

    @Test("a derived road has its own dragon tail")
    func derivedDragonTail() throws {
        let board = try scoreboard("BPPPPPPPPP")
        #expect(board.bigEyeBoy.marks == [.blue] + Array(repeating: .red, count: 7))
        #expect(board.bigEyeBoy.text == lines("BR.", ".R.", ".R.", ".R.", ".R.", ".RR"))
        #expect(board.bigEyeBoy.grid[5, 2] == .red)
    }

    @Test("the whole scoreboard as text and JSON")
    func wholeBoard() throws {
        let board = try scoreboard("BPB")
        #expect(
            board.text == """
                Bead Plate
                B
                P
                B
                .
                .
                .

                Big Road
                B P B
                . . .
                . . .
                . . .
                . . .
                . . .

                Big Eye Boy
                R
                .
                .
                .
                .
                .

                Small Road


                Cockroach Pig

                """)
        let json = try JSONEncoder().encode(board)
        #expect(try JSONDecoder().decode(BaccaratScoreboard.self, from: json) == board)
        #expect(BaccaratScoreboard([]).bigRoad.grid.columnCount == 0)
    }
}
