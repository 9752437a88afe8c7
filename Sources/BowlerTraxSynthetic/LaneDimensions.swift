/// The lane's published dimensions (USBC, as collected in the research notes), the only geometry the renderer
/// shares with the tracker. Lengths are in feet unless the name says inches.
enum LaneDimensions {
    static let widthInches = 41.5
    static let boardCount = 39
    static let boardWidthInches = widthInches / Double(boardCount)
    static let halfWidthFeet = widthInches / 24
    static let foulLineToHeadPinFeet = 60.0
    /// Foul line to the pit edge: 62 ft 10 3/16 in.
    static let foulLineToPitFeet = 62.0 + (10.0 + 3.0 / 16.0) / 12
    static let gutterWidthInches = 9.25
    /// Foul lines are 3/8 to 1 inch wide; drawn 1 inch wide, centred on distance 0.
    static let foulLineWidthInches = 1.0
    static let arrowBoards = [5, 10, 15, 20, 25, 30, 35]
    /// The centre arrow (board 20) is at 15 ft; the arrows are staggered in a V, the outer ones (boards 5 and 35) at 16 ft.
    static let centreArrowDistanceFeet = 15.0
    static let outerArrowDistanceFeet = 16.0
    static let arrowLengthInches = 6.0
    static let laneDotDistanceFeet = 7.5
    static let laneDotBoards = [3, 5, 8, 11, 14, 26, 29, 32, 35, 37]
    static let pinSpacingInches = 12.0
    static let pinHeightInches = 15.0
    static let ballDiameterInches = 8.5
    static let ballRadiusFeet = ballDiameterInches / 24

    /// The distance from the lane's centre line toward the image's right, in feet, of a continuous board in the bowler's
    /// numbering: board 1 is the right edge for a right-hander and the left edge for a left-hander, board 20 the centre.
    static func lateralFeet(board: Double, hand: Hand) -> Double {
        let fromCentreInches = widthInches / 2 - (board - 0.5) * boardWidthInches
        return hand == .right ? fromCentreInches / 12 : -fromCentreInches / 12
    }

    /// The lane-plane positions (lateral toward the image's right, distance down the lane) of the ten pins, in feet.
    static var pinSpots: [(lateral: Double, distance: Double)] {
        let rowDepthInches = pinSpacingInches * 3.0.squareRoot() / 2
        var spots: [(lateral: Double, distance: Double)] = []
        for row in 0..<4 {
            for place in 0...row {
                let lateralInches = (Double(place) - Double(row) / 2) * pinSpacingInches
                spots.append((lateralInches / 12, foulLineToHeadPinFeet + Double(row) * rowDepthInches / 12))
            }
        }
        return spots
    }
}
