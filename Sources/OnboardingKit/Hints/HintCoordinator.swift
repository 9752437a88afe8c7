import Basics
import Foundation
import Synchronization

/// Decides what, if anything, onboarding shows now: at most one hint or prompt at a time, the rest
/// queued by priority, within a global ``AttentionBudget``.
///
/// Feed it the app's events, ask it ``decide()`` (or ``presentNext()`` to commit), and tell it when
/// the user dismisses what is showing. ``explain(_:)`` says why a hint is not showing.
///
/// ```swift
/// let coordinator = try HintCoordinator(app: "blackjack", hints: hints, store: store, clock: SystemClock())
/// try coordinator.record(.enteredBettingPhase)
/// if let shown = coordinator.presentNext() {           // .hint("bettingZone"), once the welcome is answered
///     // ... the user taps "Got it"
///     try coordinator.dismiss(shown)                    // marks the hint shown, starts the cooldown
/// }
/// ```
public final class HintCoordinator: Sendable {
    /// The app's onboarding state, registered with every hint of this coordinator.
    public let state: OnboardingState
    /// The limits on attention across every surface.
    public let budget: AttentionBudget
    /// Whether hints wait until the welcome sheet has been answered.
    public let hintsWaitForWelcome: Bool
    private let clock: any AppClock
    private let definitions: [HintDefinition]
    private let indexByKey: [String: Int]
    private let prerequisiteIndexes: [[Int]]
    private let hintsByEvent: [OnboardingEvent: [Int]]
    private let hintsWithdrawnByEvent: [OnboardingEvent: [Int]]
    private let dependents: [[Int]]
    private let session: Mutex<CoordinatorSession>

    /// Creates the coordinator and the ``OnboardingState`` of `app` for `hints`.
    ///
    /// Throws when two hints share a key, a prerequisite is undefined or circular, or a definition is malformed.
    public init(
        app: AppIdentifier, hints: [HintDefinition], store: any KeyValueStore, clock: any AppClock,
        budget: AttentionBudget = AttentionBudget(), hintsWaitForWelcome: Bool = true
    ) throws(OnboardingError) {
        var indexByKey: [String: Int] = [:]
        for (index, hint) in hints.enumerated() {
            guard indexByKey[hint.key] == nil else { throw .duplicateHint(hint.key) }
            try HintCoordinator.check(hint)
            indexByKey[hint.key] = index
        }
        var prerequisiteIndexes: [[Int]] = []
        var dependents = [[Int]](repeating: [], count: hints.count)
        for (index, hint) in hints.enumerated() {
            var indexes: [Int] = []
            for prerequisite in hint.prerequisites {
                guard let prerequisiteIndex = indexByKey[prerequisite] else {
                    throw .unknownPrerequisite(hint: hint.key, prerequisite: prerequisite)
                }
                indexes.append(prerequisiteIndex)
                dependents[prerequisiteIndex].append(index)
            }
            prerequisiteIndexes.append(indexes)
        }
        if let cycle = HintCoordinator.firstCycle(in: prerequisiteIndexes) {
            throw .prerequisiteCycle(cycle.map { hints[$0].key })
        }
        self.state = try OnboardingState(
            app: app, hintLimits: Dictionary(uniqueKeysWithValues: hints.map { ($0.key, $0.maxDisplayCount) }),
            store: store)
        self.budget = budget
        self.hintsWaitForWelcome = hintsWaitForWelcome
        self.clock = clock
        self.definitions = hints
        self.indexByKey = indexByKey
        self.prerequisiteIndexes = prerequisiteIndexes
        self.dependents = dependents
        self.hintsByEvent = Dictionary(grouping: hints.indices, by: { hints[$0].trigger.event })
        var withdrawn: [OnboardingEvent: [Int]] = [:]
        for (index, hint) in hints.enumerated() {
            for event in hint.relevantUntil { withdrawn[event, default: []].append(index) }
        }
        self.hintsWithdrawnByEvent = withdrawn
        self.session = Mutex(CoordinatorSession())
    }

    /// The definition of the hint `key`.
    public func definition(ofHint key: String) throws(OnboardingError) -> HintDefinition {
        definitions[try index(of: key)]
    }

    // MARK: Events and requests

    /// Records that `event` happened now: counts it (persisted), triggers the hints listening to it and
    /// withdraws queued hints it makes irrelevant.
    public func record(_ event: OnboardingEvent) throws(OnboardingError) {
        let occurrences = try state.recordEvent(event)
        let now = clock.now
        session.withLock { session in
            for index in hintsWithdrawnByEvent[event] ?? [] where session.current != .hint(definitions[index].key) {
                session.triggeredAt[index] = nil
                session.queue.remove(.hint(definitions[index].key))
            }
            for index in hintsByEvent[event] ?? [] {
                let hint = definitions[index]
                if case .count(_, let threshold) = hint.trigger, occurrences < threshold { continue }
                if session.triggeredAt[index] == nil || !session.queue.contains(.hint(hint.key)) {
                    session.triggeredAt[index] = now
                }
                enqueueIfEligible(index, readyAt: now + hint.presentationDelay, in: &session)
            }
        }
    }

    /// Queues a prompt (welcome sheet, reminder, What's New, welcome back) to appear after `delay` seconds,
    /// ranked with the hints by `priority`. Requesting a prompt already queued or showing changes nothing.
    public func request(prompt id: String, priority: Int = 0, delay: TimeInterval = 0) {
        let now = clock.now
        session.withLock { session in
            let presentation = PresentationID.prompt(id)
            guard session.current != presentation, !session.queue.contains(presentation) else { return }
            session.queue.enqueue(presentation, priority: priority, readyAt: now + max(0, delay))
        }
    }

    /// Removes a queued prompt; a prompt already showing stays until dismissed.
    public func withdraw(prompt id: String) {
        session.withLock { $0.queue.remove(.prompt(id)) }
    }

    // MARK: Deciding

    /// What should be shown now. Asking changes nothing the user can see.
    public func decide() -> PresentationDecision {
        let now = clock.now
        return session.withLock { session in decide(now: now, in: &session) }
    }

    /// Commits to the decision: the next eligible presentation becomes the one showing, if any.
    /// Returns what is now showing for the first time, or `nil`.
    public func presentNext() -> PresentationID? {
        let now = clock.now
        return session.withLock { session in
            guard case .show(let presentation) = decide(now: now, in: &session),
                let entry = topEntry(in: &session), entry.presentation == presentation
            else { return nil }
            session.queue.pop(entry)
            session.current = presentation
            session.presentedCount += 1
            return presentation
        }
    }

    /// What is showing, if anything.
    public var current: PresentationID? { session.withLock { $0.current } }

    /// The user dismissed what is showing ("Got it", Escape, a choice on a sheet). A hint is marked shown;
    /// hints waiting for it may follow after the cooldown.
    public func dismiss(_ presentation: PresentationID) throws(OnboardingError) {
        let now = clock.now
        try session.withLock { (session: inout CoordinatorSession) throws(OnboardingError) in
            guard session.current == presentation else { throw .notShowing(presentation) }
            if case .hint(let key) = presentation {
                try state.markHintShown(key: key)
                for dependent in dependents[try index(of: key)] {
                    guard let triggeredAt = session.triggeredAt[dependent] else { continue }
                    let readyAt = max(now, triggeredAt + definitions[dependent].presentationDelay)
                    enqueueIfEligible(dependent, readyAt: readyAt, in: &session)
                }
            }
            session.current = nil
            session.lastDismissedAt = now
        }
    }

    /// The user answered the welcome prompt `id`, which is showing: it is dismissed, the welcome is completed with
    /// `choice`, and "Show Me How" starts the tutorial.
    public func answerWelcome(_ choice: WelcomeChoice, prompt id: String) throws(OnboardingError) {
        try dismiss(.prompt(id))
        try state.completeWelcome(choice)
        if choice == .showMeHow { startTutorial() }
    }

    /// Starts tutorial mode: every hint may show again in this session, as its trigger next fires,
    /// without the attention budget.
    public func startTutorial() {
        state.startTutorialMode()
        session.withLock { session in
            for index in session.triggeredAt.keys where !session.queue.contains(.hint(definitions[index].key)) {
                session.triggeredAt[index] = nil
            }
        }
    }

    /// Ends tutorial mode.
    public func endTutorial() {
        state.endTutorialMode()
    }

    // MARK: Explaining

    /// Every reason the hint `key` is not showing now, or that it is or would be.
    public func explain(_ key: String) throws(OnboardingError) -> HintExplanation {
        let index = try index(of: key)
        let hint = definitions[index]
        let now = clock.now
        let tutorial = state.isTutorialModeActive
        let shown = try state.displayCount(ofHint: key)
        let eligible = try state.shouldShowHint(key: key)
        return session.withLock { session in
            let presentation = PresentationID.hint(key)
            if session.current == presentation { return HintExplanation(key: key, status: .showing) }
            var blockers: [HintBlocker] = []
            if hintsWaitForWelcome && state.shouldShowWelcome { blockers.append(.welcomeNotAnswered) }
            if !eligible {
                blockers.append(
                    tutorial ? .shownInThisTutorial : .alreadyShown(times: shown, limit: hint.maxDisplayCount))
            }
            if let triggeredAt = session.triggeredAt[index] {
                let readyAt = triggeredAt + hint.presentationDelay
                if readyAt > now { blockers.append(.delayPending(until: readyAt)) }
            } else {
                blockers.append(.notTriggered(hint.trigger, occurrences: state.count(of: hint.trigger.event)))
            }
            for prerequisite in prerequisiteIndexes[index] where !state.hasShownHint(definitions[prerequisite].key) {
                blockers.append(.waitingForPrerequisite(definitions[prerequisite].key))
            }
            if let current = session.current { blockers.append(.anotherPresentationShowing(current)) }
            if !tutorial { blockers += budgetBlockers(now: now, session: session) }
            if blockers.isEmpty {
                if case .show(let top) = decide(now: now, in: &session), top != presentation {
                    blockers.append(.queuedBehind(top))
                }
            }
            return HintExplanation(key: key, status: blockers.isEmpty ? .wouldShowNow : .blocked(blockers))
        }
    }

    // MARK: Internals

    private func index(of key: String) throws(OnboardingError) -> Int {
        guard let index = indexByKey[key] else { throw .unknownHint(key: key, app: state.app.rawValue) }
        return index
    }

    private func prerequisitesMet(_ index: Int) -> Bool {
        prerequisiteIndexes[index].allSatisfy { state.hasShownHint(definitions[$0].key) }
    }

    private func isEligible(_ index: Int) -> Bool {
        let key = definitions[index].key
        return ((try? state.shouldShowHint(key: key)) ?? false) && prerequisitesMet(index)
    }

    private func enqueueIfEligible(_ index: Int, readyAt: Date, in session: inout CoordinatorSession) {
        let presentation = PresentationID.hint(definitions[index].key)
        guard session.current != presentation, !session.queue.contains(presentation), isEligible(index) else {
            return
        }
        session.queue.enqueue(presentation, priority: definitions[index].priority, readyAt: readyAt)
    }

    private func budgetBlockers(now: Date, session: CoordinatorSession) -> [HintBlocker] {
        var blockers: [HintBlocker] = []
        if let limit = budget.maxPerSession, session.presentedCount >= limit {
            blockers.append(.sessionBudgetSpent(limit: limit))
        }
        if let last = session.lastDismissedAt, last + budget.cooldown > now {
            blockers.append(.cooldown(until: last + budget.cooldown))
        }
        return blockers
    }

    private func decide(now: Date, in session: inout CoordinatorSession) -> PresentationDecision {
        if let current = session.current { return .showing(current) }
        session.queue.promote(upTo: now)
        guard let best = topEntry(in: &session) else {
            return session.queue.nextReadyAt.map { .wait(until: $0) } ?? .nothing
        }
        if case .hint = best.presentation, state.isTutorialModeActive { return .show(best.presentation) }
        if let limit = budget.maxPerSession, session.presentedCount >= limit { return .nothing }
        if let last = session.lastDismissedAt, last + budget.cooldown > now {
            return .wait(until: last + budget.cooldown)
        }
        return .show(best.presentation)
    }

    /// The best ready entry: the higher-ranked of the best hint and the best prompt. Hints are held back
    /// (but stay queued) while the welcome waits for an answer.
    private func topEntry(in session: inout CoordinatorSession) -> QueueEntry? {
        let prompt = session.queue.topPrompt()
        let hintsHeld = hintsWaitForWelcome && state.shouldShowWelcome
        let hint =
            hintsHeld
            ? nil
            : session.queue.topHint { presentation in
                guard case .hint(let key) = presentation, let index = indexByKey[key] else { return false }
                return isEligible(index)
            }
        switch (hint, prompt) {
        case (let hint?, let prompt?): return RankedEntry(entry: prompt) < RankedEntry(entry: hint) ? prompt : hint
        case (let hint?, nil): return hint
        case (nil, let prompt?): return prompt
        case (nil, nil): return nil
        }
    }

    private static func check(_ hint: HintDefinition) throws(OnboardingError) {
        if hint.key.isEmpty { throw .invalidHint(key: hint.key, reason: "the key is empty") }
        if hint.maxDisplayCount < 1 {
            throw .invalidHint(key: hint.key, reason: "it may be shown \(hint.maxDisplayCount) times; use 1 or more")
        }
        if !(hint.presentationDelay >= 0 && hint.presentationDelay.isFinite) {
            throw .invalidHint(key: hint.key, reason: "its delay \(hint.presentationDelay) s must be 0 or more")
        }
        if case .count(_, let threshold) = hint.trigger, threshold < 1 {
            throw .invalidHint(key: hint.key, reason: "its count trigger needs at least 1 occurrence")
        }
    }

    /// A prerequisite cycle, if any, as hint indexes.
    private static func firstCycle(in prerequisites: [[Int]]) -> [Int]? {
        enum Mark { case unvisited, visiting, done }
        var marks = [Mark](repeating: .unvisited, count: prerequisites.count)
        var path: [Int] = []
        func visit(_ node: Int) -> [Int]? {
            switch marks[node] {
            case .done: return nil
            case .visiting: return Array(path[(path.firstIndex(of: node) ?? 0)...]) + [node]
            case .unvisited: break
            }
            marks[node] = .visiting
            path.append(node)
            for next in prerequisites[node] {
                if let cycle = visit(next) { return cycle }
            }
            path.removeLast()
            marks[node] = .done
            return nil
        }
        for node in prerequisites.indices {
            if let cycle = visit(node) { return cycle }
        }
        return nil
    }
}
