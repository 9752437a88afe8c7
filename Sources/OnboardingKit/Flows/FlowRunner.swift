import Foundation
import Synchronization

/// Runs one user through one ``FlowDefinition``, keeping progress in a ``KeyValueStore`` and tracking
/// the specification's analytics events.
///
/// Progress lives under `onboarding.{app}.flow.{flowID}` as one value, so every change is written whole
/// or not at all; a new runner over the same store resumes where the user left off. A refused request
/// throws a ``FlowError`` and changes nothing: no store write, no analytics event.
///
/// ```swift
/// let runner = try FlowRunner(flow: BowlerTraxFirstLaunch.flow, store: store, tracker: tracker)
/// try runner.start()                    // welcome; tracks onboarding_started
/// try runner.advance(.next)             // features
/// try runner.skip()                     // camera; tracks onboarding_step_skipped
/// try runner.advance(.granted)          // hand; tracks permission_requested, permission_granted
/// try runner.advance(.choice("right"))  // ball
/// try runner.submit(["name": "Storm Hyroad Pearl", "color": "purple"])  // dashboard; onboarding_completed
/// ```
///
/// Events are tracked while the runner's lock is held, so their order matches the stored history;
/// an ``AnalyticsSink`` must not call back into the runner.
public final class FlowRunner: Sendable {
    /// The flow being run.
    public let flow: FlowDefinition
    /// Where the progress is stored: `onboarding.{app}.flow.{flowID}`.
    public let storageKey: StorageKey
    private let store: any KeyValueStore
    private let tracker: AnalyticsTracker
    private let stepsByID: [String: FlowStep]
    private let state: Mutex<FlowProgress?>

    /// A runner for the user of `tracker` (its app, user id and clock), resuming any stored progress.
    ///
    /// Throws ``FlowError/invalidFlow(_:)`` when ``FlowDefinition/validateStructure()`` finds issues,
    /// ``FlowError/corruptProgress(key:reason:)`` when the stored progress cannot be used (it is left as it
    /// is), and ``FlowError/storage(_:)`` when the store cannot be read.
    public init(flow: FlowDefinition, store: any KeyValueStore, tracker: AnalyticsTracker) throws(FlowError) {
        let issues = flow.validateStructure()
        guard issues.isEmpty else { throw .invalidFlow(issues) }
        var stepsByID: [String: FlowStep] = [:]
        for step in flow.steps where stepsByID[step.id] == nil { stepsByID[step.id] = step }
        let key = StorageKey(app: tracker.app, property: "flow.\(flow.id)")
        let stored = try Self.load(key: key.rawValue, from: store, flow: flow, steps: stepsByID)
        self.flow = flow
        self.storageKey = key
        self.store = store
        self.tracker = tracker
        self.stepsByID = stepsByID
        self.state = Mutex(stored)
    }

    // MARK: - Reading

    /// The stored progress, or `nil` before ``start()``.
    public var progress: FlowProgress? { state.withLock { $0 } }

    /// The step the user is on, or `nil` before ``start()``.
    public var currentStep: FlowStep? {
        state.withLock { progress in progress.flatMap { stepsByID[$0.currentStep] } }
    }

    /// Whether the user reached a terminal step.
    public var isCompleted: Bool { state.withLock { $0?.isCompleted ?? false } }

    // MARK: - Moving

    /// Starts the flow at its start step and tracks `onboarding_started`; when progress is already stored
    /// (a resumed run), returns the current step and tracks nothing.
    @discardableResult
    public func start() throws(FlowError) -> FlowStep {
        try state.withLock { (current: inout FlowProgress?) throws(FlowError) -> FlowStep in
            if let current { return try step(current.currentStep) }
            let now = wholeSecondNow()
            var progress = FlowProgress(flowID: flow.id, currentStep: flow.startStepID, startedAt: now)
            var events: [AnalyticsEvent] = [.onboardingStarted(flow: flow.id)]
            try enter(flow.startStepID, progress: &progress, events: &events, now: now)
            return try commit(Change(progress: progress, events: events), into: &current)
        }
    }

    /// Completes the current step with `outcome` and moves to the step it leads to.
    ///
    /// Tracks `onboarding_step_completed`; at a permission step first `permission_requested` (the first
    /// time this permission type is asked) and `permission_granted` / `permission_denied` (when the result
    /// is new or changed); on reaching a terminal step, `onboarding_completed` with the duration.
    /// At a form step this submits no values (see ``submit(_:outcome:at:)``).
    ///
    /// - Parameter stepID: when given, the step the caller believes is current; a stale screen then
    ///   throws ``FlowError/notCurrentStep(requested:current:)`` instead of answering the wrong step.
    /// - Returns: the new current step.
    @discardableResult
    public func advance(_ outcome: FlowOutcome, at stepID: String? = nil) throws(FlowError) -> FlowStep {
        try mutate(at: stepID) { (progress, step, now) throws(FlowError) -> Change? in
            try completion(of: step, outcome: outcome, values: [:], progress: progress, now: now)
        }
    }

    /// Submits `values` (by field id) at the current form step and moves on with `outcome`.
    ///
    /// Required fields must have a non-blank value and a field with options accepts only their ids;
    /// values are stored trimmed. A form whose values stay on the device takes none (``FlowForm/valuesStayOnDevice``).
    /// ```swift
    /// try runner.submit(["name": "Storm Hyroad Pearl", "color": "purple"], at: "ball")
    /// ```
    @discardableResult
    public func submit(
        _ values: [String: String], outcome: FlowOutcome = .next, at stepID: String? = nil
    ) throws(FlowError) -> FlowStep {
        try mutate(at: stepID) { (progress, step, now) throws(FlowError) -> Change? in
            guard case .form = step.kind else { throw .notAFormStep(step.id) }
            return try completion(of: step, outcome: outcome, values: values, progress: progress, now: now)
        }
    }

    /// Skips the current (optional) step, records it as skipped, tracks `onboarding_step_skipped` and
    /// moves to the step's skip target.
    @discardableResult
    public func skip(at stepID: String? = nil) throws(FlowError) -> FlowStep {
        try mutate(at: stepID) { (progress, step, now) throws(FlowError) -> Change? in
            guard !step.isRequired, let skip = step.skip else { throw .stepNotSkippable(step.id) }
            var progress = progress
            var events: [AnalyticsEvent] = [.onboardingStepSkipped(flow: flow.id, step: step.id)]
            progress.history.append(step.id)
            progress.completedSteps.removeAll { $0 == step.id }
            progress.skippedSteps.removeAll { $0 == step.id }
            progress.skippedSteps.append(step.id)
            try enter(skip.target, progress: &progress, events: &events, now: now)
            return Change(progress: progress, events: events)
        }
    }

    /// Returns to the previous step, where the current step allows it. The step returned to is no longer
    /// counted as completed or skipped until the user leaves it again; its last answer is kept.
    @discardableResult
    public func back(at stepID: String? = nil) throws(FlowError) -> FlowStep {
        try mutate(at: stepID) { (progress, step, _) throws(FlowError) -> Change? in
            guard step.allowsBack else { throw .backNotAllowed(step.id) }
            guard let previous = progress.history.last else { throw .nothingToGoBackTo(step.id) }
            var progress = progress
            progress.history.removeLast()
            progress.currentStep = previous
            progress.completedSteps.removeAll { $0 == previous }
            progress.skippedSteps.removeAll { $0 == previous }
            progress.abandonedAt = nil
            return Change(progress: progress, events: [])
        }
    }

    /// Records that the user left the flow at the current step and tracks `onboarding_abandoned` with it.
    ///
    /// Calling it again before the user moves changes nothing. The user can still resume later.
    public func abandon() throws(FlowError) {
        try mutate(at: nil) { (progress, step, now) throws(FlowError) -> Change? in
            guard progress.abandonedAt == nil else { return nil }
            var progress = progress
            progress.abandonedAt = now
            return Change(progress: progress, events: [.onboardingAbandoned(flow: flow.id, lastStep: step.id)])
        }
    }

    /// Forgets this user's progress (e.g. "replay onboarding"); the next ``start()`` begins afresh.
    public func reset() throws(FlowError) {
        let key = storageKey.rawValue
        try state.withLock { (current: inout FlowProgress?) throws(FlowError) in
            do throws(StorageError) {
                try store.apply([key: nil])
            } catch {
                throw .storage(error)
            }
            current = nil
        }
    }

    // MARK: - Internals

    private struct Change {
        var progress: FlowProgress
        var events: [AnalyticsEvent]
    }

    /// Runs `body` on the current, not yet completed progress and commits its change (if any).
    @discardableResult
    private func mutate(
        at stepID: String?, _ body: (FlowProgress, FlowStep, Date) throws(FlowError) -> Change?
    ) throws(FlowError) -> FlowStep {
        try state.withLock { (current: inout FlowProgress?) throws(FlowError) -> FlowStep in
            guard let progress = current else { throw .notStarted }
            if let stepID, stepsByID[stepID] == nil { throw .unknownStep(stepID) }
            if progress.isCompleted { throw .flowAlreadyCompleted(result: progress.result ?? progress.currentStep) }
            let step = try step(progress.currentStep)
            if let stepID, stepID != step.id { throw .notCurrentStep(requested: stepID, current: step.id) }
            guard let change = try body(progress, step, wholeSecondNow()) else { return step }
            return try commit(change, into: &current)
        }
    }

    /// The change of completing `step` with `outcome` (and, at a form, `values`).
    private func completion(
        of step: FlowStep, outcome: FlowOutcome, values: [String: String], progress: FlowProgress, now: Date
    ) throws(FlowError) -> Change {
        guard let target = step.target(for: outcome) else {
            throw .outcomeNotAccepted(step: step.id, outcome: outcome, accepted: step.acceptedOutcomes)
        }
        var progress = progress
        var events: [AnalyticsEvent] = []
        switch step.kind {
        case .form(let form):
            progress.answers[step.id] = .form(try Self.validated(values, form: form, step: step.id))
        case .singleChoice:
            if case .choice(let option) = outcome { progress.answers[step.id] = .choice(option) }
        case .permission(let permission):
            if let status = outcome.permissionStatus {
                let type = permission.permission
                let previous = progress.permissions[type]
                if previous == nil { events.append(.permissionRequested(type: type)) }
                if previous != status {
                    events.append(status == .granted ? .permissionGranted(type: type) : .permissionDenied(type: type))
                }
                progress.permissions[type] = status
            }
        case .info, .carousel, .terminal:
            break
        }
        progress.history.append(step.id)
        progress.skippedSteps.removeAll { $0 == step.id }
        progress.completedSteps.removeAll { $0 == step.id }
        progress.completedSteps.append(step.id)
        events.append(.onboardingStepCompleted(flow: flow.id, step: step.id))
        try enter(target, progress: &progress, events: &events, now: now)
        return Change(progress: progress, events: events)
    }

    /// Moves to `target`; a terminal step completes the flow.
    private func enter(
        _ target: String, progress: inout FlowProgress, events: inout [AnalyticsEvent], now: Date
    ) throws(FlowError) {
        let step = try step(target)
        progress.currentStep = target
        progress.abandonedAt = nil
        if case .terminal(let terminal) = step.kind {
            progress.completedAt = now
            progress.result = terminal.result
            events.append(.onboardingCompleted(flow: flow.id, durationSeconds: progress.durationSeconds ?? 0))
        }
    }

    /// Writes `change` in one batch, then adopts it and tracks its events; on failure nothing changes.
    private func commit(_ change: Change, into current: inout FlowProgress?) throws(FlowError) -> FlowStep {
        let key = storageKey.rawValue
        let saved: FlowProgress
        do throws(StorageError) {
            let value = try StoredValue(encoding: change.progress)
            // Adopt exactly what a later runner will read back.
            saved = try value.decode(FlowProgress.self, key: key)
            try store.apply([key: value])
        } catch {
            throw .storage(error)
        }
        current = saved
        for event in change.events { tracker.track(event) }
        return try step(saved.currentStep)
    }

    private func step(_ id: String) throws(FlowError) -> FlowStep {
        guard let step = stepsByID[id] else { throw .unknownStep(id) }
        return step
    }

    /// Now, to the whole second, as progress dates are stored.
    private func wholeSecondNow() -> Date {
        Date(timeIntervalSince1970: tracker.clock.now.timeIntervalSince1970.rounded(.down))
    }

    private static func validated(
        _ values: [String: String], form: FlowForm, step: String
    ) throws(FlowError) -> [String: String] {
        if form.valuesStayOnDevice {
            // The app checked them; the store records only that the form was submitted.
            if let sent = values.keys.sorted().first {
                throw .invalidFormAnswer(step: step, field: sent, problem: .staysOnDevice)
            }
            return [:]
        }
        var accepted: [String: String] = [:]
        for field in form.fields {
            let value = values[field.id]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if value.isEmpty {
                if field.isRequired { throw .invalidFormAnswer(step: step, field: field.id, problem: .missing) }
                continue
            }
            if let options = field.options, !options.contains(where: { $0.id == value }) {
                throw .invalidFormAnswer(
                    step: step, field: field.id, problem: .notAllowed(value: value, allowed: options.map(\.id)))
            }
            if let limit = field.maximumLength, value.count > limit {
                throw .invalidFormAnswer(
                    step: step, field: field.id, problem: .tooLong(count: value.count, limit: limit))
            }
            accepted[field.id] = value
        }
        let known = Set(form.fields.map(\.id))
        if let unknown = values.keys.filter({ !known.contains($0) }).sorted().first {
            throw .invalidFormAnswer(step: step, field: unknown, problem: .unknownField)
        }
        return accepted
    }

    private static func load(
        key: String, from store: any KeyValueStore, flow: FlowDefinition, steps: [String: FlowStep]
    ) throws(FlowError) -> FlowProgress? {
        let stored: StoredValue?
        do throws(StorageError) {
            stored = try store.value(forKey: key)
        } catch {
            if case .corruptValue(_, let reason) = error { throw .corruptProgress(key: key, reason: reason) }
            throw .storage(error)
        }
        guard let stored else { return nil }
        let progress: FlowProgress
        do throws(StorageError) {
            progress = try stored.decode(FlowProgress.self, key: key)
        } catch {
            throw .corruptProgress(key: key, reason: "not the progress of a flow")
        }
        func corrupt(_ reason: String) -> FlowError { .corruptProgress(key: key, reason: reason) }
        guard progress.schema == FlowProgress.currentSchema else {
            throw corrupt("stored format \(progress.schema) is not supported")
        }
        guard progress.flowID == flow.id else { throw corrupt("it belongs to flow '\(progress.flowID)'") }
        let named = [progress.currentStep] + progress.history + progress.completedSteps + progress.skippedSteps
        if let unknown = named.first(where: { steps[$0] == nil }) {
            throw corrupt("step '\(unknown)' is not in flow '\(flow.id)'")
        }
        let atTerminal = steps[progress.currentStep]?.isTerminal ?? false
        guard atTerminal == progress.isCompleted else {
            throw corrupt(
                atTerminal ? "it is at a terminal step but not completed" : "it is completed but not at a terminal step"
            )
        }
        return progress
    }
}
