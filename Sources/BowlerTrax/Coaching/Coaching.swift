/// A coaching tip after a shot: the spec's improvement tips, with the direction mirrored for a left-hander.
public enum CoachingTip: String, Equatable, Sendable, CaseIterable {
    /// Entry angle under 4°.
    case increaseEntryAngle
    /// Entry angle over 8°.
    case reduceEntryAngle
    /// The ball crossed the head pin into the opposite pocket.
    case brooklyn

    public static let lowAngleLimitDegrees = 4.0
    public static let highAngleLimitDegrees = 8.0

    /// The tips a shot earns, most important first.
    public static func tips(for metrics: ShotMetrics) -> [CoachingTip] {
        var tips: [CoachingTip] = []
        if metrics.pocket == .brooklyn { tips.append(.brooklyn) }
        if metrics.entryAngleDegrees < lowAngleLimitDegrees { tips.append(.increaseEntryAngle) }
        if metrics.entryAngleDegrees > highAngleLimitDegrees { tips.append(.reduceEntryAngle) }
        return tips
    }

    private var stem: String {
        switch self {
        case .increaseEntryAngle: "bowlertrax.tip.lowAngle"
        case .reduceEntryAngle: "bowlertrax.tip.highAngle"
        case .brooklyn: "bowlertrax.tip.brooklyn"
        }
    }

    /// The copy key of the tip's title.
    public var titleKey: String { "\(stem).title" }
    /// The copy key of the tip's body for the bowler's hand: a left-hander never reads the right-hander's directions.
    public func bodyKey(hand: Hand) -> String { "\(stem).body.\(hand.rawValue)" }
}

/// The spec's metric bands (section 5 tooltips), each with its copy key.
public enum MetricBand {
    /// Speed: under 14, 14-20 (17-19 the pros' average), over 20 mph.
    public static func speed(_ mph: Double) -> String {
        switch mph {
        case ..<14: "bowlertrax.band.speed.belowTypical"
        case 17...19: "bowlertrax.band.speed.pro"
        case ...20: "bowlertrax.band.speed.typical"
        default: "bowlertrax.band.speed.aboveTypical"
        }
    }

    /// Entry angle: under 4° low, 4-6° the goal, 6-8° around the ideal ~6°, over 8° high.
    public static func entryAngle(_ degrees: Double) -> String {
        switch degrees {
        case ..<CoachingTip.lowAngleLimitDegrees: "bowlertrax.band.angle.low"
        case ...6: "bowlertrax.band.angle.goal"
        case ...CoachingTip.highAngleLimitDegrees: "bowlertrax.band.angle.strong"
        default: "bowlertrax.band.angle.high"
        }
    }

    /// Rev rate: under 200, 200-350, 350-450, 450+ rpm.
    public static func revRate(_ rpm: Double) -> String {
        switch rpm {
        case ..<200: "bowlertrax.band.rev.low"
        case ..<350: "bowlertrax.band.rev.medium"
        case ..<450: "bowlertrax.band.rev.high"
        default: "bowlertrax.band.rev.veryHigh"
        }
    }

    /// Strike probability: 90 %+, 70-90 %, 50-70 %, under 50 %.
    public static func strikeProbability(_ probability: Double) -> String {
        switch probability {
        case 0.9...: "bowlertrax.band.strike.excellent"
        case 0.7...: "bowlertrax.band.strike.good"
        case 0.5...: "bowlertrax.band.strike.marginal"
        default: "bowlertrax.band.strike.offPocket"
        }
    }
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension CoachingTip: Codable {}
#endif
