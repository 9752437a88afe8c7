import Basics
import OnboardingKit

/// The BowlerTrax first-launch sequence (specification section 1) as a ``FlowDefinition``.
///
/// ```
/// welcome -> features (skip: "Skip intro") -> camera --granted--> hand -> ball (skip: "Skip for now") -> dashboard
///                                                \--denied--> camera-denied --granted / "Continue Without Camera"--> hand
/// ```
///
/// - `camera` and `hand` are required (section 6); `features` and `ball` can be skipped.
/// - `camera-denied` is the limited-mode screen: "Open Settings to Enable Camera" reports `.granted` once
///   the user comes back with access, "Continue Without Camera" reports `.denied`; both go on to `hand`.
///   The runner's stored `permissions["camera"]` then says whether tracking is available.
/// - `hand` answers `.choice("left")` or `.choice("right")`.
/// - `ball` submits `name` (free text) and `color` (`purple`, `blue`, `red`, `orange`, `green`, `black`,
///   `custom`), both required when saving.
/// - Back is allowed from `features` (to the welcome screen) and from `ball` (to change the hand); not from
///   the permission screens or the hand selection, which follow a decision already made.
///
/// ```swift
/// let runner = try FlowRunner(flow: BowlerTraxFirstLaunch.flow, store: store, tracker: tracker)
/// let step = try runner.start()
/// let title = try BowlerTraxFirstLaunch.copy.text("bowlertrax.welcome.headline", in: .vietnamese)
/// ```
public enum BowlerTraxFirstLaunch {
    /// The flow's id, as used in storage keys and analytics.
    public static let id = "bowlertrax-first-launch"
    /// The most characters a ball's name may have: the first launch's field and every ball the app saves.
    public static let ballNameMaximumLength = 40

    /// The first-launch flow.
    public static let flow = FlowDefinition(
        id: id,
        startStepID: "welcome",
        steps: [
            FlowStep(
                id: "welcome",
                kind: .info(
                    FlowInfo(
                        title: "bowlertrax.welcome.headline",
                        body: "bowlertrax.welcome.tagline",
                        button: "bowlertrax.welcome.button")),
                transitions: [.next: "features"]),
            FlowStep(
                id: "features",
                kind: .carousel(
                    FlowCarousel(
                        cards: [
                            FlowCard(
                                title: "bowlertrax.features.tracking.title",
                                body: "bowlertrax.features.tracking.body"),
                            FlowCard(
                                title: "bowlertrax.features.metrics.title",
                                body: "bowlertrax.features.metrics.body"),
                            FlowCard(
                                title: "bowlertrax.features.progress.title",
                                body: "bowlertrax.features.progress.body"),
                        ],
                        nextButton: "bowlertrax.features.next",
                        doneButton: "bowlertrax.features.continue",
                        backButton: "bowlertrax.features.back")),
                isRequired: false,
                transitions: [.next: "camera"],
                skip: FlowSkip(to: "camera", label: "bowlertrax.features.skip"),
                allowsBack: true),
            FlowStep(
                id: "camera",
                kind: .permission(
                    FlowPermission(
                        permission: "camera",
                        title: "bowlertrax.camera.title",
                        body: "bowlertrax.camera.body",
                        note: "bowlertrax.camera.privacy",
                        button: "bowlertrax.camera.button",
                        helpLink: "bowlertrax.camera.why",
                        helpDetails: [
                            "bowlertrax.camera.why.intro",
                            "bowlertrax.camera.why.detect",
                            "bowlertrax.camera.why.path",
                            "bowlertrax.camera.why.speed",
                            "bowlertrax.camera.why.record",
                            "bowlertrax.camera.why.local",
                        ],
                        systemMessage: "bowlertrax.camera.system-message")),
                transitions: [.granted: "hand", .denied: "camera-denied"]),
            FlowStep(
                id: "camera-denied",
                kind: .permission(
                    FlowPermission(
                        permission: "camera",
                        action: .openSettings,
                        title: "bowlertrax.camera-denied.title",
                        body: "bowlertrax.camera-denied.body",
                        button: "bowlertrax.camera-denied.settings",
                        declineButton: "bowlertrax.camera-denied.continue")),
                transitions: [.granted: "hand", .denied: "hand"]),
            FlowStep(
                id: "hand",
                kind: .singleChoice(
                    FlowChoice(
                        title: "bowlertrax.hand.question",
                        body: "bowlertrax.hand.explanation",
                        options: [
                            FlowOption(id: "left", label: "bowlertrax.hand.left"),
                            FlowOption(id: "right", label: "bowlertrax.hand.right"),
                        ])),
                transitions: [.choice("left"): "ball", .choice("right"): "ball"]),
            FlowStep(
                id: "ball",
                kind: .form(
                    FlowForm(
                        title: "bowlertrax.ball.title",
                        fields: [
                            FlowFormField(
                                id: "name",
                                label: "bowlertrax.ball.name.label",
                                placeholder: "bowlertrax.ball.name.placeholder",
                                isRequired: true, maximumLength: ballNameMaximumLength),
                            FlowFormField(
                                id: "color",
                                label: "bowlertrax.ball.color.label",
                                isRequired: true,
                                options: [
                                    FlowOption(id: "purple", label: "bowlertrax.ball.color.purple"),
                                    FlowOption(id: "blue", label: "bowlertrax.ball.color.blue"),
                                    FlowOption(id: "red", label: "bowlertrax.ball.color.red"),
                                    FlowOption(id: "orange", label: "bowlertrax.ball.color.orange"),
                                    FlowOption(id: "green", label: "bowlertrax.ball.color.green"),
                                    FlowOption(id: "black", label: "bowlertrax.ball.color.black"),
                                    FlowOption(
                                        id: "custom",
                                        label: "bowlertrax.ball.color.custom",
                                        detail: "bowlertrax.ball.color.custom-detail"),
                                ]),
                        ],
                        submitButton: "bowlertrax.ball.save")),
                isRequired: false,
                transitions: [.next: "dashboard"],
                skip: FlowSkip(to: "dashboard", label: "bowlertrax.ball.skip"),
                allowsBack: true),
            FlowStep(
                id: "dashboard",
                kind: .terminal(
                    FlowTerminal(
                        result: "dashboard",
                        title: "bowlertrax.dashboard.welcome",
                        body: "bowlertrax.dashboard.cta-subtext",
                        button: "bowlertrax.dashboard.cta",
                        note: "bowlertrax.dashboard.empty"))),
        ])

    /// The flow's copy in English (verbatim from the specification) and Vietnamese.
    public static let copy = CopyCatalog(bowlerTraxFirstLaunchCopy)
}
