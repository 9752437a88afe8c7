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
}

// The JSON of the server and the tool; the page's WebAssembly (Embedded Swift) has no Codable.
#if !hasFeature(Embedded)
    extension CoachingTip: Codable {}
#endif
