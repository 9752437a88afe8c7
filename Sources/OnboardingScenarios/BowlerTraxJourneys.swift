import Basics
import OnboardingKit

/// The BowlerTrax onboarding as journeys to simulate: first launch, then the first calibration with the
/// first-shot tutorial, under stated assumptions about how long people take.
///
/// The specification (section 10) says the flow "should take approximately 2-3 minutes for a new user who
/// completes all steps, or under 1 minute for users who skip optional steps".
public enum BowlerTraxJourneys {
    /// First launch, then the first calibration.
    public static let flows = [BowlerTraxFirstLaunch.flow, BowlerTraxFirstCalibration.flow]

    /// The copy of both flows.
    public static let copy: CopyCatalog = {
        do {
            return try BowlerTraxFirstLaunch.copy.merging(BowlerTraxFirstCalibration.copy)
        } catch {
            preconditionFailure("the BowlerTrax catalogs share a key: \(error)")
        }
    }()

    /// The stated assumptions: 200 words a minute for interface copy, 1.5 s a tap, 4 s for the system
    /// camera dialog, 2.5 characters a second on a phone keyboard, 18 characters a typed field; 60 s to set
    /// the phone up behind the approach at shoulder height (positioning), 2 s for the calibration check.
    public static let assumptions = JourneyAssumptions(
        readingWordsPerMinute: 200, secondsPerTap: 1.5, systemDialogSeconds: 4, typingCharactersPerSecond: 2.5,
        typedCharactersPerField: 18, extraSeconds: ["positioning": 60, "validate": 2])

    /// A new user who completes every step: reads the three cards, grants the camera, saves a ball,
    /// calibrates with the head pin, saves the calibration and reads the three tutorial overlays.
    public static let completesEverything: [JourneyAction] = [
        .advance(.next), .advance(.next), .advance(.granted), .advance(.choice("right")),
        .submit(["name": "Storm Hyroad Pearl", "color": "purple"]),
        .advance(.next), .advance(.next), .advance(.next), .advance(.next), .advance(.next),
        .advance(.named("valid")), .advance(.choice("start-recording")),
        .submit([:]),  // the centre and lanes typed, kept on the phone
        .advance(.next), .advance(.next), .advance(.next),
    ]

    /// A new user who skips every optional step: the intro, the ball profile and the calibration.
    public static let skipsOptionalSteps: [JourneyAction] = [
        .advance(.next), .skip, .advance(.granted), .advance(.choice("right")), .skip, .skip,
    ]

    /// Randomized new users: 30% use each skip link, 85% grant the camera, 30% of those who denied enable it
    /// from the settings, 2% leave at any step, 5% go back where they can, and 1 calibration in 5 fails the check.
    public static let newUsers = JourneyBehaviour(
        skipProbability: 0.3, grantProbability: 0.85, grantFromSettingsProbability: 0.3, abandonProbability: 0.02,
        backProbability: 0.05,
        outcomeWeights: [
            "arrows": [.next: 0.95, .named("help"): 0.05],
            "validate": [.named("valid"): 0.8, .named("invalid"): 0.2],
            "complete": [.choice("start-recording"): 0.9, .choice("redo"): 0.1],
        ])
}
