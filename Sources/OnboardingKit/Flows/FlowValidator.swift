import Basics

/// Finds the ``FlowIssue``s of a flow; used through ``FlowDefinition/validate(copy:languages:)``.
///
/// The graph's edges are transitions and skips to known steps. Where ids are duplicated, the first
/// step with the id counts.
struct FlowValidator {
    let flow: FlowDefinition
    /// The first step of each id, in flow order.
    private let unique: [FlowStep]
    private let byID: [String: FlowStep]

    init(flow: FlowDefinition) {
        self.flow = flow
        var byID: [String: FlowStep] = [:]
        var unique: [FlowStep] = []
        for step in flow.steps where byID[step.id] == nil {
            byID[step.id] = step
            unique.append(step)
        }
        self.byID = byID
        self.unique = unique
    }

    func structuralIssues() -> [FlowIssue] {
        var issues = duplicateIssues()
        let hasStart = byID[flow.startStepID] != nil
        if !hasStart { issues.append(.missingStartStep(flow.startStepID)) }
        for step in unique {
            issues += contentIssues(of: step)
            issues += routeIssues(of: step)
        }
        if hasStart {
            let reachable = reach(from: flow.startStepID, followingSkips: true)
            issues += unique.filter { !reachable.contains($0.id) }.map { .unreachableStep($0.id) }
        }
        issues += trapIssues()
        if hasStart { issues += bypassIssues() }
        return issues
    }

    func copyIssues(copy: CopyCatalog, languages: [Language]) -> [FlowIssue] {
        unique.flatMap { step in
            step.allCopyKeys.flatMap { key in
                languages.filter { !copy.contains(key, in: $0) }.map {
                    FlowIssue.missingCopy(step: step.id, key: key, language: $0)
                }
            }
        }
    }

    // MARK: - Checks

    private func duplicateIssues() -> [FlowIssue] {
        var seen = Set<String>()
        var reported = Set<String>()
        var issues: [FlowIssue] = []
        for step in flow.steps where !seen.insert(step.id).inserted && reported.insert(step.id).inserted {
            issues.append(.duplicateStepID(step.id))
        }
        return issues
    }

    private func contentIssues(of step: FlowStep) -> [FlowIssue] {
        var issues: [FlowIssue] = []
        switch step.kind {
        case .carousel(let content):
            if content.cards.isEmpty { issues.append(.emptyStep(step.id)) }
        case .singleChoice(let content):
            if content.options.isEmpty { issues.append(.emptyStep(step.id)) }
            issues += duplicates(content.options.map(\.id)).map { .duplicateOptionID(step: step.id, option: $0) }
        case .form(let content):
            if content.fields.isEmpty { issues.append(.emptyStep(step.id)) }
            issues += duplicates(content.fields.map(\.id)).map { .duplicateFieldID(step: step.id, field: $0) }
            for field in content.fields {
                guard let options = field.options else { continue }
                if options.isEmpty { issues.append(.fieldWithoutOptions(step: step.id, field: field.id)) }
                issues += duplicates(options.map(\.id)).map { .duplicateOptionID(step: step.id, option: $0) }
            }
        case .info, .permission, .terminal:
            break
        }
        return issues
    }

    private func routeIssues(of step: FlowStep) -> [FlowIssue] {
        if step.isTerminal {
            return step.transitions.isEmpty && step.skip == nil ? [] : [.terminalHasExits(step.id)]
        }
        var issues: [FlowIssue] = []
        for (outcome, target) in step.transitions.sorted(by: { $0.key < $1.key }) {
            if !step.kind.allowsTransition(on: outcome) {
                issues.append(.outcomeNotValid(step: step.id, outcome: outcome))
            }
            if byID[target] == nil {
                issues.append(.unknownTarget(step: step.id, outcome: outcome, target: target))
            }
        }
        if step.isRequired, step.skip != nil { issues.append(.requiredStepHasSkip(step.id)) }
        if !step.isRequired, step.skip == nil { issues.append(.optionalStepWithoutSkip(step.id)) }
        if let skip = step.skip, byID[skip.target] == nil {
            issues.append(.unknownSkipTarget(step: step.id, target: skip.target))
        }
        if step.transitions.isEmpty {
            issues.append(.deadEnd(step.id))
            return issues
        }
        let reported: [FlowOutcome] =
            switch step.kind {
            case .permission: [.granted, .denied]
            case .singleChoice(let content): content.options.map { .choice($0.id) }
            default: []
            }
        for outcome in reported where step.target(for: outcome) == nil {
            issues.append(.missingRoute(step: step.id, outcome: outcome))
        }
        return issues
    }

    /// Closed sets of non-terminal steps that lead only to each other (cycles without exit).
    ///
    /// Steps that merely lead into a dead end or such a cycle are not reported: fixing the root fixes them.
    private func trapIssues() -> [FlowIssue] {
        let escaping = stepsReachingTerminal()
        let trapped = unique.filter { !$0.isTerminal && !escaping.contains($0.id) }
        var reach: [String: Set<String>] = [:]
        for step in trapped { reach[step.id] = self.reach(from: step.id, followingSkips: true) }
        var reported = Set<String>()
        var issues: [FlowIssue] = []
        for step in trapped where !reported.contains(step.id) {
            let forward = reach[step.id] ?? []
            let component = forward.filter { reach[$0]?.contains(step.id) ?? false }
            let isClosed = forward.isSubset(of: component)
            let isCycle = component.count > 1 || edges(of: step, followingSkips: true).contains(step.id)
            guard isClosed, isCycle else { continue }
            reported.formUnion(component)
            issues.append(.cycleWithoutExit(unique.map(\.id).filter { component.contains($0) }))
        }
        return issues
    }

    /// A skip bypasses a required step when it lands on a terminal the normal route also ends at, without the
    /// step. A skip to a terminal that only skipping reaches (an exit such as "calibrate later") is a distinct
    /// result the app can tell apart, not a bypass.
    private func bypassIssues() -> [FlowIssue] {
        let reachable = reach(from: flow.startStepID, followingSkips: true)
        let normalEnds = reach(from: flow.startStepID, followingSkips: false)
        var issues: [FlowIssue] = []
        for step in unique
        where step.isRequired && !step.isTerminal && step.id != flow.startStepID && reachable.contains(step.id) {
            let normal = reach(from: flow.startStepID, followingSkips: false, avoiding: step.id)
            guard !unique.contains(where: { $0.isTerminal && normal.contains($0.id) }) else { continue }
            let withSkips = reach(from: flow.startStepID, followingSkips: true, avoiding: step.id)
            if let terminal = unique.first(where: {
                $0.isTerminal && withSkips.contains($0.id) && normalEnds.contains($0.id)
            }) {
                issues.append(.bypassableRequiredStep(step: step.id, terminal: terminal.id))
            }
        }
        return issues
    }

    // MARK: - Graph

    private func edges(of step: FlowStep, followingSkips: Bool) -> [String] {
        var targets = step.transitions.values.sorted()
        if followingSkips, let skip = step.skip { targets.append(skip.target) }
        return targets.filter { byID[$0] != nil }
    }

    /// The ids reachable from `start` (itself included), never entering `avoided`.
    private func reach(from start: String, followingSkips: Bool, avoiding avoided: String? = nil) -> Set<String> {
        guard byID[start] != nil, start != avoided else { return [] }
        var seen: Set<String> = [start]
        var queue = [start]
        while let id = queue.popLast() {
            guard let step = byID[id] else { continue }
            for target in edges(of: step, followingSkips: followingSkips)
            where target != avoided && seen.insert(target).inserted {
                queue.append(target)
            }
        }
        return seen
    }

    /// The ids from which some terminal step can be reached (terminal steps included).
    private func stepsReachingTerminal() -> Set<String> {
        var predecessors: [String: [String]] = [:]
        for step in unique {
            for target in edges(of: step, followingSkips: true) { predecessors[target, default: []].append(step.id) }
        }
        var seen = Set(unique.filter(\.isTerminal).map(\.id))
        var queue = Array(seen)
        while let id = queue.popLast() {
            for source in predecessors[id] ?? [] where seen.insert(source).inserted { queue.append(source) }
        }
        return seen
    }

    private func duplicates(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        var reported = Set<String>()
        return ids.filter { !seen.insert($0).inserted && reported.insert($0).inserted }
    }
}
