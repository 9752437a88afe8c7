/// How randomized synthetic users decide, step by step.
///
/// Unlisted decisions are uniform: a single choice picks any option, a step with named outcomes any of them.
public struct JourneyBehaviour: Sendable, Hashable {
    /// Chance of using a skippable step's skip link.
    public var skipProbability: Double
    /// Per-step overrides of ``skipProbability``.
    public var skipProbabilityByStep: [String: Double]
    /// Chance of granting a permission when the system asks.
    public var grantProbability: Double
    /// Chance of enabling a permission from the settings after first denying it.
    public var grantFromSettingsProbability: Double
    /// Chance of leaving the app on any one step.
    public var abandonProbability: Double
    /// Chance of going back where back is allowed.
    public var backProbability: Double
    /// Weights of named outcomes by step id, e.g. `["validate": ["named:valid": 0.8, "named:invalid": 0.2]]`.
    public var outcomeWeights: [String: [FlowOutcome: Double]]
    /// What a user types into free-text fields.
    public var typedText: String

    public init(
        skipProbability: Double = 0.3, skipProbabilityByStep: [String: Double] = [:], grantProbability: Double = 0.85,
        grantFromSettingsProbability: Double = 0.3, abandonProbability: Double = 0.02, backProbability: Double = 0.05,
        outcomeWeights: [String: [FlowOutcome: Double]] = [:], typedText: String = "Storm Hyroad Pearl"
    ) {
        self.skipProbability = skipProbability
        self.skipProbabilityByStep = skipProbabilityByStep
        self.grantProbability = grantProbability
        self.grantFromSettingsProbability = grantFromSettingsProbability
        self.abandonProbability = abandonProbability
        self.backProbability = backProbability
        self.outcomeWeights = outcomeWeights
        self.typedText = typedText
    }

    /// A random decision on `step`, given what the flow has recorded so far.
    public func action(on step: FlowStep, canGoBack: Bool, using generator: inout some RandomNumberGenerator)
        -> JourneyAction
    {
        if Double.random(in: 0..<1, using: &generator) < abandonProbability { return .abandon }
        if canGoBack, step.allowsBack, Double.random(in: 0..<1, using: &generator) < backProbability { return .back }
        if step.skip != nil,
            Double.random(in: 0..<1, using: &generator) < skipProbabilityByStep[step.id, default: skipProbability]
        {
            return .skip
        }
        switch step.kind {
        case .permission(let permission):
            let chance = permission.action == .request ? grantProbability : grantFromSettingsProbability
            return .advance(Double.random(in: 0..<1, using: &generator) < chance ? .granted : .denied)
        case .form(let form):
            // The user still types them (JourneyAssumptions counts it); the app keeps them.
            if form.valuesStayOnDevice { return .submit([:]) }
            var values: [String: String] = [:]
            for field in form.fields {
                if let options = field.options, let option = options.randomElement(using: &generator) {
                    values[field.id] = option.id
                } else {
                    values[field.id] = typedText
                }
            }
            return .submit(values)
        default:
            return .advance(weightedOutcome(on: step, using: &generator))
        }
    }

    private func weightedOutcome(on step: FlowStep, using generator: inout some RandomNumberGenerator) -> FlowOutcome {
        let outcomes = step.acceptedOutcomes
        guard let weights = outcomeWeights[step.id] else { return outcomes.randomElement(using: &generator) ?? .next }
        let total = outcomes.reduce(0) { $0 + weights[$1, default: 0] }
        guard total > 0 else { return outcomes.randomElement(using: &generator) ?? .next }
        var pick = Double.random(in: 0..<total, using: &generator)
        for outcome in outcomes {
            pick -= weights[outcome, default: 0]
            if pick < 0 { return outcome }
        }
        return outcomes.last ?? .next
    }
}
