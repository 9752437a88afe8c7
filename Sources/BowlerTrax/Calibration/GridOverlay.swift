/// A straight segment in image coordinates, for a page to draw over the frame.
public struct ImageSegment: Equatable, Sendable {
    public var start: ImagePoint
    public var end: ImagePoint
    /// What the line is: "board 5" ... "board 35", "foul line", "arrows", "pin deck".
    public var label: String
    /// The line's kind, for a page to name it in its own language: `board` (with ``board``), `foulLine`, `arrows`,
    /// `pinDeck`.
    public var kind: Kind
    /// The board a `board` line runs along, in the bowler's numbering.
    public var board: Int?

    public enum Kind: String, Equatable, Sendable {
        case board, foulLine, arrows, pinDeck
    }
}

extension LaneCalibration {
    /// The lines of boards 5, 10, ..., 35 (foul line to pin deck, in the bowler's numbering), the foul line, the arrows'
    /// line at 15 ft and the head pin's line at 60 ft, as image segments.
    public func gridOverlay(hand: Hand) -> [ImageSegment] {
        var segments: [ImageSegment] = []
        func add(_ a: LanePoint, _ b: LanePoint, _ label: String, _ kind: ImageSegment.Kind, board: Int? = nil) {
            if let start = imagePoint(of: a), let end = imagePoint(of: b) {
                segments.append(ImageSegment(start: start, end: end, label: label, kind: kind, board: board))
            }
        }
        for board in stride(from: 5, through: 35, by: 5).map(Double.init) {
            let x = Lane.lateralFeet(board: board, hand: hand)
            add(
                LanePoint(lateralFeet: x, distanceFeet: 0),
                LanePoint(lateralFeet: x, distanceFeet: Lane.foulLineToHeadPinFeet),
                "board \(Int(board))", .board, board: Int(board))
        }
        let half = Lane.widthFeet / 2
        for (distance, label, kind) in [
            (0.0, "foul line", ImageSegment.Kind.foulLine), (Lane.arrowsDistanceFeet, "arrows", .arrows),
            (Lane.foulLineToHeadPinFeet, "pin deck", .pinDeck),
        ] {
            add(
                LanePoint(lateralFeet: -half, distanceFeet: distance),
                LanePoint(lateralFeet: half, distanceFeet: distance), label, kind)
        }
        return segments
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension ImageSegment: Codable {}
    extension ImageSegment.Kind: Codable {}
#endif
