import Foundation

/// The ball's path in closed form.
///
/// Laterally, in boards of the bowler's numbering as a function of the distance d down the lane (feet):
/// `board(d) = releaseBoard + launchSlope·d + hookCoefficient·max(0, d − hookStart)³`: a straight skid out toward the
/// hand-side gutter, then from `hookStart` (30 ft, ten feet before a typical house pattern's oil ends) a hook whose
/// curvature grows linearly with distance. The launch slope and hook coefficient are solved so that the board at 60 ft
/// is the entry board and the slope there is the entry angle's; the breakpoint (minimum board) is where the slope is 0.
///
/// Along the lane, distance is a uniformly decelerating motion in time: `d(t) = v0·t − a·t²/2` with t = 0 when the ball
/// crosses the foul line, so the average speed over 60 ft is exactly (release + entry) / 2.
struct HookPath: Sendable {
    static let hookStartFeet = 30.0
    static let defaultBreakpointDistanceFeet = 42.0
    /// When the default breakpoint would put the ball nearer the gutter than this board, the breakpoint moves later.
    static let outermostAutomaticBreakpointBoard = 3.0
    /// The contact point stays at least one board inside either edge (board 0.5 is the edge).
    static let lowestBoard = 1.5
    static let highestBoard = 38.5

    let releaseBoard: Double
    let launchSlope: Double
    let hookCoefficient: Double
    let breakpointDistanceFeet: Double
    /// Feet per second.
    let releaseSpeed: Double
    /// Feet per second squared.
    let deceleration: Double

    static let feetPerSecondPerMph = 5280.0 / 3600

    init(
        entryBoard: Double, entryAngleDegrees: Double, breakpointDistanceFeet requestedBreakpoint: Double?,
        averageSpeedMph: Double, speedLossMph: Double, hand: Hand
    ) throws {
        let hookLength = LaneDimensions.foulLineToHeadPinFeet - Self.hookStartFeet
        let entrySlope = tan(entryAngleDegrees * .pi / 180) * 12 / LaneDimensions.boardWidthInches
        // Boards between the breakpoint and the entry, for a breakpoint `u` feet after the hook starts.
        func drop(_ u: Double) -> Double {
            entrySlope * (hookLength - u) * (hookLength + 2 * u) / (3 * (hookLength + u))
        }
        var offset: Double
        if let requestedBreakpoint {
            guard requestedBreakpoint > Self.hookStartFeet, requestedBreakpoint < LaneDimensions.foulLineToHeadPinFeet
            else {
                throw SyntheticShotError.outOfRange(
                    parameter: "breakpointDistanceFeet", value: requestedBreakpoint,
                    allowed: "after the hook starts at \(Self.hookStartFeet) ft and before 60 ft")
            }
            offset = requestedBreakpoint - Self.hookStartFeet
        } else {
            offset = Self.defaultBreakpointDistanceFeet - Self.hookStartFeet
            if entryBoard - drop(offset) < Self.outermostAutomaticBreakpointBoard {
                // drop(u) falls monotonically to 0 at u = hookLength: bisect for the breakpoint on the limit board.
                var (early, late) = (offset, hookLength)
                for _ in 0..<60 {
                    let middle = (early + late) / 2
                    if entryBoard - drop(middle) < Self.outermostAutomaticBreakpointBoard {
                        early = middle
                    } else {
                        late = middle
                    }
                }
                offset = late
            }
        }
        hookCoefficient = entrySlope / (3 * (hookLength * hookLength - offset * offset))
        launchSlope = -3 * hookCoefficient * offset * offset
        releaseBoard =
            entryBoard - launchSlope * LaneDimensions.foulLineToHeadPinFeet
            - hookCoefficient * hookLength * hookLength * hookLength
        breakpointDistanceFeet = Self.hookStartFeet + offset

        let averageSpeed = averageSpeedMph * Self.feetPerSecondPerMph
        let loss = speedLossMph * Self.feetPerSecondPerMph
        releaseSpeed = averageSpeed + loss / 2
        deceleration = loss / (LaneDimensions.foulLineToHeadPinFeet / averageSpeed)

        let breakpointBoard = board(atDistance: breakpointDistanceFeet)
        let handName = hand == .right ? "right-handed" : "left-handed"
        let shot = "A \(handName) shot entering board \(Self.format(entryBoard)) at \(Self.format(entryAngleDegrees))°"
        let advice =
            "use a smaller entry angle, a different breakpoint distance or an entry board nearer the pocket (17.5)"
        if releaseBoard > Self.highestBoard || releaseBoard < Self.lowestBoard {
            throw SyntheticShotError.pathLeavesLane(
                "\(shot) would cross the foul line on board \(Self.format(releaseBoard)), off the lane: \(advice).")
        }
        if breakpointBoard < Self.lowestBoard {
            throw SyntheticShotError.pathLeavesLane(
                "\(shot) would need its breakpoint on board \(Self.format(breakpointBoard)), in the gutter: \(advice).")
        }
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    /// Continuous board (bowler's numbering) where the ball's contact point is at distance d.
    func board(atDistance d: Double) -> Double {
        let hooked = max(0, d - Self.hookStartFeet)
        return releaseBoard + launchSlope * d + hookCoefficient * hooked * hooked * hooked
    }

    /// d(board)/d(distance), boards per foot.
    func boardSlope(atDistance d: Double) -> Double {
        let hooked = max(0, d - Self.hookStartFeet)
        return launchSlope + 3 * hookCoefficient * hooked * hooked
    }

    /// The path's angle to the boards at distance d, degrees, positive toward higher boards.
    func angleDegrees(atDistance d: Double) -> Double {
        atan(boardSlope(atDistance: d) * LaneDimensions.boardWidthInches / 12) * 180 / .pi
    }

    /// Feet down the lane at time t (seconds after the ball crosses the foul line; negative before).
    func distance(atTime t: Double) -> Double { releaseSpeed * t - deceleration * t * t / 2 }

    /// Seconds after the foul line at which the ball reaches distance d (the earlier root of d(t) = d).
    func time(atDistance d: Double) -> Double {
        2 * d / (releaseSpeed + (releaseSpeed * releaseSpeed - 2 * deceleration * d).squareRoot())
    }

    /// Forward speed at time t, feet per second.
    func forwardSpeed(atTime t: Double) -> Double { releaseSpeed - deceleration * t }
}
