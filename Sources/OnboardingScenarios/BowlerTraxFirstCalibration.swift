import Basics
import OnboardingKit

/// The BowlerTrax first calibration and first-shot tutorial (specification sections 3 and 4) as a
/// ``FlowDefinition``, entered when the user first taps Record without a calibration.
///
/// ```
/// positioning --"Position is Good"--> arrows --tap--> foul-right --tap--> foul-left --tap--> head-pin --tap--> validate
///  |                                   |   ^                                                 \--skip "Skip"-----^
///  |                    "Can't see arrows?" back
///  |                                   v   |
///  |                                arrows-help --tap--> foul-right
///  \--skip "Skip for now"----> dashboard
///
/// validate --valid--> complete --"Start Recording"--> save --"Save Calibration"--> tutorial-ball
///  |                     \--"Redo Calibration"--> positioning   \--skip "Use Without Saving"--> tutorial-ball
///  \--invalid--> retry --"Try Again"--> positioning
///
/// tutorial-ball --"Got it"--> tutorial-view --"Looks Good"--> tutorial-ready --"Start Tracking"--> recording
///  (each overlay's X, the skip "Skip tutorial", goes straight to recording)
/// ```
///
/// - `positioning` can be skipped to `dashboard` (section 6: calibration can be skipped, but tracking is then
///   impossible and the app must ask again before the first recording). Only the skip reaches `dashboard`, so
///   it is an exit with its own result, not a bypass of the calibration's required steps.
/// - On the tap steps (`arrows`, `arrows-help`, `foul-right`, `foul-left`, `head-pin`) the action is a tap on
///   the camera preview, reported as `.next`; the coordinates belong to the app. These screens have no button,
///   so the instruction fills the button's place: it is the prompt for the tap.
/// - `arrows` shows its help link "Can't see arrows?" as its body; the link reports `.named("help")` and opens
///   `arrows-help`, the same screen with the help expanded, where the tap still works. Back closes the help.
/// - `head-pin` is optional (it only improves accuracy) and skips to `validate`.
/// - `validate` checks the marked points and reports `.named("valid")` or `.named("invalid")`; it accepts
///   nothing else. `invalid` shows `retry` ("Let's Try Again"), whose "Try Again" goes back to `positioning`: the
///   camera may have moved, so the phone is checked and a new frame frozen before the taps.
/// - `complete` is a single choice: `.choice("start-recording")` goes on to `save`, `.choice("redo")` back to
///   `positioning`.
/// - `save` is the form of `center` (optional free text) and `lanes` (required free text), checked and kept by the
///   page: its values stay on the phone (the centre's name may come from the location), so it is submitted without
///   them and the flow records only that it was; "Use Without Saving" is its skip.
/// - The three tutorial overlays report `.next` with their button; each can be skipped straight to `recording`.
/// - Back is allowed from `arrows-help` (closes the help) and from `foul-right`, `foul-left` and `head-pin` (to
///   mark the previous point again); not from the decisions (`validate`, `retry`, `complete`, `save`) or the
///   overlays.
///
/// Multi-line bodies hold one spec line per line; list items follow a line ending in `:`.
///
/// ```swift
/// let runner = try FlowRunner(flow: BowlerTraxFirstCalibration.flow, store: store, tracker: tracker)
/// try runner.start()                      // positioning
/// try runner.advance(.next)               // "Position is Good": arrows
/// try runner.advance(.next)               // tap on the center arrow: foul-right
/// let title = try BowlerTraxFirstCalibration.copy.text("bowlertrax.calibration.arrows.title", in: .vietnamese)
/// ```
public enum BowlerTraxFirstCalibration {
    /// The flow's id, as used in storage keys and analytics.
    public static let id = "bowlertrax-first-calibration"

    /// The first-calibration flow, tutorial overlays included.
    public static let flow = FlowDefinition(
        id: id,
        startStepID: "positioning",
        steps: [
            FlowStep(
                id: "positioning",
                kind: .info(
                    FlowInfo(
                        title: "bowlertrax.calibration.positioning.title",
                        body: "bowlertrax.calibration.positioning.checklist",
                        button: "bowlertrax.calibration.positioning.button")),
                isRequired: false,
                transitions: [.next: "arrows"],
                skip: FlowSkip(to: "dashboard", label: "bowlertrax.calibration.positioning.skip")),
            FlowStep(
                id: "arrows",
                kind: .info(
                    FlowInfo(
                        title: "bowlertrax.calibration.arrows.title",
                        body: "bowlertrax.calibration.arrows.help",
                        button: "bowlertrax.calibration.arrows.instruction")),
                transitions: [.next: "foul-right", .named("help"): "arrows-help"]),
            FlowStep(
                id: "arrows-help",
                kind: .info(
                    FlowInfo(
                        title: "bowlertrax.calibration.arrows.help",
                        body: "bowlertrax.calibration.arrows.help.details",
                        button: "bowlertrax.calibration.arrows.instruction")),
                transitions: [.next: "foul-right"],
                allowsBack: true),
            FlowStep(
                id: "foul-right",
                kind: .info(
                    FlowInfo(
                        title: "bowlertrax.calibration.foul-line.title",
                        button: "bowlertrax.calibration.foul-right.instruction")),
                transitions: [.next: "foul-left"],
                allowsBack: true),
            FlowStep(
                id: "foul-left",
                kind: .info(
                    FlowInfo(
                        title: "bowlertrax.calibration.foul-line.title",
                        button: "bowlertrax.calibration.foul-left.instruction")),
                transitions: [.next: "head-pin"],
                allowsBack: true),
            FlowStep(
                id: "head-pin",
                kind: .info(
                    FlowInfo(
                        title: "bowlertrax.calibration.head-pin.title",
                        button: "bowlertrax.calibration.head-pin.instruction")),
                isRequired: false,
                transitions: [.next: "validate"],
                skip: FlowSkip(to: "validate", label: "bowlertrax.calibration.head-pin.skip"),
                allowsBack: true),
            FlowStep(
                id: "validate",
                kind: .info(
                    FlowInfo(
                        title: "bowlertrax.calibration.validate.title",
                        button: "bowlertrax.calibration.validate.button")),
                transitions: [.named("valid"): "complete", .named("invalid"): "retry"]),
            FlowStep(
                id: "retry",
                kind: .info(
                    FlowInfo(
                        title: "bowlertrax.calibration.retry.title",
                        body: "bowlertrax.calibration.retry.body",
                        button: "bowlertrax.calibration.retry.button")),
                transitions: [.next: "positioning"]),
            FlowStep(
                id: "complete",
                kind: .singleChoice(
                    FlowChoice(
                        title: "bowlertrax.calibration.complete.title",
                        body: "bowlertrax.calibration.complete.message",
                        options: [
                            FlowOption(id: "start-recording", label: "bowlertrax.calibration.complete.start"),
                            FlowOption(id: "redo", label: "bowlertrax.calibration.complete.redo"),
                        ])),
                transitions: [.choice("start-recording"): "save", .choice("redo"): "positioning"]),
            FlowStep(
                id: "save",
                kind: .form(
                    FlowForm(
                        title: "bowlertrax.calibration.save.title",
                        fields: [
                            FlowFormField(
                                id: "center",
                                label: "bowlertrax.calibration.save.center.label",
                                placeholder: "bowlertrax.calibration.save.center.placeholder"),
                            FlowFormField(
                                id: "lanes",
                                label: "bowlertrax.calibration.save.lanes.label",
                                placeholder: "bowlertrax.calibration.save.lanes.placeholder",
                                isRequired: true),
                        ],
                        submitButton: "bowlertrax.calibration.save.button",
                        // The centre's name can come from the phone's location: the page checks the form and keeps it.
                        valuesStayOnDevice: true)),
                isRequired: false,
                transitions: [.next: "tutorial-ball"],
                skip: FlowSkip(to: "tutorial-ball", label: "bowlertrax.calibration.save.skip")),
            tutorialOverlay("ball", next: "tutorial-view"),
            tutorialOverlay("view", next: "tutorial-ready"),
            tutorialOverlay("ready", next: "recording"),
            FlowStep(id: "recording", kind: .terminal(FlowTerminal(result: "recording"))),
            FlowStep(id: "dashboard", kind: .terminal(FlowTerminal(result: "dashboard"))),
        ])

    /// The flow's copy in English (verbatim from the specification) and Vietnamese.
    public static let copy = CopyCatalog(bowlerTraxFirstCalibrationCopy)

    /// A first-shot overlay (`tutorial-{name}`): its button goes to `next`, its X skips to `recording`.
    private static func tutorialOverlay(_ name: String, next: String) -> FlowStep {
        FlowStep(
            id: "tutorial-\(name)",
            kind: .info(
                FlowInfo(
                    title: CopyKey("bowlertrax.tutorial.\(name).title"),
                    body: CopyKey("bowlertrax.tutorial.\(name).body"),
                    button: CopyKey("bowlertrax.tutorial.\(name).button"))),
            isRequired: false,
            transitions: [.next: next],
            skip: FlowSkip(to: "recording", label: "bowlertrax.tutorial.skip"))
    }
}
