/// A manually logged game scored for the page's WebAssembly (and any C caller): the same ``BowlingGame`` rules the
/// server scores a game with, run on a game a phone keeps.
///
/// `rolls` holds `count` balls, the pins each knocked down, in order. Returns NUL-terminated UTF-8 JSON, to free with
/// `bowlertrax_free`: the game as the server answers it, `{"rolls", "frames": [{"number", "rolls", "marks", "score"
/// (left out while its bonus balls are to come)}], "score", "isComplete", "pinsStanding"}`; or `{"invalid": why}`
/// when a ball is one the game cannot take (the server's `invalid-roll` sentence). Nil only when memory runs out.
@_cdecl("bowlertrax_score_game")
public func bowlertraxScoreGame(_ rolls: UnsafePointer<Int32>?, _ count: Int32) -> UnsafeMutablePointer<UInt8>? {
    guard count >= 0, count == 0 || rolls != nil else { return cText(CalibrationJSON.invalid("no rolls")) }
    let pins = UnsafeBufferPointer(start: rolls, count: Int(count)).map { Int($0) }
    do throws(BowlingScoreError) {
        return cText(ScoringJSON.game(try BowlingGame(rolls: pins)))
    } catch {
        return cText(CalibrationJSON.invalid(error.description))
    }
}

/// The JSON `bowlertrax_score_game` answers: the keys of the server's `GameView` but its id and start.
enum ScoringJSON {
    static func game(_ game: BowlingGame) -> String {
        var writer = JSONWriter()
        writer.object { json in
            json.key("rolls")
            json.array(game.rolls) { json, pins in json.value(integer: pins) }
            json.key("frames")
            json.array(game.frames) { json, frame in
                json.object { json in
                    json.member("number", integer: frame.number)
                    json.key("rolls")
                    json.array(frame.rolls) { json, pins in json.value(integer: pins) }
                    json.key("marks")
                    json.array(frame.marks) { json, mark in json.value(string: mark) }
                    if let score = frame.score { json.member("score", integer: score) }
                }
            }
            json.member("score", integer: game.score)
            json.member("isComplete", bool: game.isComplete)
            json.member("pinsStanding", integer: game.pinsStanding)
        }
        return writer.text
    }
}
