import Basics
import Foundation

/// How long people take, stated so that a simulated time can be argued with.
///
/// A step's time is: reading its visible copy at ``readingWordsPerMinute``, plus its interactions
/// (taps, swipes, the system permission dialog, typing), plus any ``extraSeconds`` the step needs
/// beyond reading and tapping (mounting a phone on a tripod, waiting for a check). Help behind a link is not read.
public struct JourneyAssumptions: Sendable, Hashable {
    /// Silent reading speed of short interface copy.
    public var readingWordsPerMinute: Double
    /// Finding and tapping one control.
    public var secondsPerTap: Double
    /// Reading and answering the operating system's permission dialog.
    public var systemDialogSeconds: Double
    /// Leaving for the system settings, enabling a permission and coming back.
    public var settingsRoundTripSeconds: Double
    /// Thinking before a single choice.
    public var choiceSeconds: Double
    /// A single choice's automatic advance (300 ms in the specification).
    public var autoAdvanceSeconds: Double
    /// Typing speed on a phone keyboard.
    public var typingCharactersPerSecond: Double
    /// Characters typed into a free-text field ("Storm Hyroad Pearl" has 18).
    public var typedCharactersPerField: Int
    /// Extra seconds a step needs beyond reading and tapping, by step id.
    public var extraSeconds: [String: TimeInterval]
    /// Each randomized user's times vary uniformly by up to this share either way.
    public var variation: Double

    public init(
        readingWordsPerMinute: Double = 200, secondsPerTap: Double = 1.5, systemDialogSeconds: Double = 4,
        settingsRoundTripSeconds: Double = 25, choiceSeconds: Double = 2, autoAdvanceSeconds: Double = 0.3,
        typingCharactersPerSecond: Double = 2.5, typedCharactersPerField: Int = 18,
        extraSeconds: [String: TimeInterval] = [:], variation: Double = 0.3
    ) {
        self.readingWordsPerMinute = readingWordsPerMinute
        self.secondsPerTap = secondsPerTap
        self.systemDialogSeconds = systemDialogSeconds
        self.settingsRoundTripSeconds = settingsRoundTripSeconds
        self.choiceSeconds = choiceSeconds
        self.autoAdvanceSeconds = autoAdvanceSeconds
        self.typingCharactersPerSecond = typingCharactersPerSecond
        self.typedCharactersPerField = typedCharactersPerField
        self.extraSeconds = extraSeconds
        self.variation = variation
    }

    /// Seconds a user spends on `step` before doing `action`, reading `copy` in `language`.
    public func seconds(on step: FlowStep, doing action: JourneyAction, copy: CopyCatalog, language: Language)
        -> TimeInterval
    {
        func reading(_ keys: [CopyKey?]) -> TimeInterval {
            let words = keys.compactMap { $0 }.reduce(0) { total, key in
                total + ((try? copy.text(key, in: language))?.split(whereSeparator: \.isWhitespace).count ?? 0)
            }
            return Double(words) / readingWordsPerMinute * 60
        }
        let skipLabel = step.skip?.label
        // Extra time is for doing the step; skipping or leaving it takes none.
        var seconds = action == .skip ? 0 : extraSeconds[step.id] ?? 0
        switch (step.kind, action) {
        case (_, .abandon):
            return 0
        case (_, .back):
            return secondsPerTap
        case (.carousel(let carousel), .skip):
            let first = carousel.cards.first
            seconds += reading([first?.title, first?.body, skipLabel]) + secondsPerTap
        case (.carousel(let carousel), _):
            seconds +=
                reading(carousel.cards.flatMap { [$0.title, $0.body] } + [carousel.doneButton])
                + Double(carousel.cards.count) * secondsPerTap
        case (.form(let form), .skip):
            seconds += reading([form.title, skipLabel]) + secondsPerTap
        case (.form(let form), _):
            let typing =
                Double(form.fields.filter { $0.options == nil }.count * typedCharactersPerField)
                / typingCharactersPerSecond
            let picks = Double(form.fields.filter { $0.options != nil }.count) * secondsPerTap
            seconds +=
                reading(form.fields.flatMap { [$0.label] } + [form.title, form.submitButton])
                + typing + picks + secondsPerTap
        case (.permission(let permission), .advance(let outcome)):
            seconds += reading([permission.title, permission.body, permission.note, permission.button]) + secondsPerTap
            switch permission.action {
            case .request: seconds += systemDialogSeconds
            case .openSettings: if outcome == .granted { seconds += settingsRoundTripSeconds }
            }
        case (.singleChoice(let choice), _):
            seconds +=
                reading([choice.title, choice.body] + choice.options.map(\.label)) + choiceSeconds
                + secondsPerTap + autoAdvanceSeconds
        case (.terminal, _):
            return seconds
        case (_, .skip):
            seconds += reading(Array(step.kind.copyKeys.prefix(1)) + [skipLabel]) + secondsPerTap
        default:
            let helpDetails: Set<CopyKey>
            if case .permission(let permission) = step.kind {
                helpDetails = Set(permission.helpDetails)
            } else {
                helpDetails = []
            }
            seconds += reading(step.kind.copyKeys.filter { !helpDetails.contains($0) }) + secondsPerTap
        }
        return seconds
    }
}
