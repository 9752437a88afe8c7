import Basics
import OnboardingKit

/// The onboarding-then-paywall shell of the paywall library guide as a ``FlowDefinition``.
///
/// ```
/// step1 -> step2 -> step3 -> paywall --choice:purchase / choice:restore--> main
///                              \---------------- skip ------------------/
/// ```
///
/// The three onboarding steps only go forward (the guide's `OnboardingFlowModel.nextStep`). The paywall
/// reports `.choice("purchase")` or `.choice("restore")` once the store confirms it (a failed purchase
/// leaves the user on the paywall), or is skipped (`isPaywallSkipped`). `main` is the app's main content.
///
/// ```swift
/// let runner = try FlowRunner(flow: PaywallShell.flow, store: store, tracker: tracker)
/// try runner.start()
/// ```
public enum PaywallShell {
    /// The flow's id, as used in storage keys and analytics.
    public static let id = "paywall-shell"

    /// The onboarding steps, paywall and main content.
    public static let flow = FlowDefinition(
        id: id,
        startStepID: "step1",
        steps: [
            onboardingStep(1, next: "step2"),
            onboardingStep(2, next: "step3"),
            onboardingStep(3, next: "paywall"),
            FlowStep(
                id: "paywall",
                kind: .singleChoice(
                    FlowChoice(
                        title: "paywall.offer.title",
                        body: "paywall.offer.body",
                        options: [
                            FlowOption(id: "purchase", label: "paywall.offer.purchase"),
                            FlowOption(id: "restore", label: "paywall.offer.restore"),
                        ])),
                isRequired: false,
                transitions: [.choice("purchase"): "main", .choice("restore"): "main"],
                skip: FlowSkip(to: "main", label: "paywall.offer.skip")),
            FlowStep(id: "main", kind: .terminal(FlowTerminal(result: "main"))),
        ])

    /// The shell's copy in English and Vietnamese.
    public static let copy = CopyCatalog(paywallShellCopy)

    private static func onboardingStep(_ number: Int, next: String) -> FlowStep {
        FlowStep(
            id: "step\(number)",
            kind: .info(
                FlowInfo(
                    title: CopyKey("paywall.step\(number).title"),
                    body: CopyKey("paywall.step\(number).body"),
                    button: "paywall.onboarding.next")),
            transitions: [.next: next])
    }
}
