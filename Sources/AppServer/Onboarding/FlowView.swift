import Basics
import Foundation
import Hummingbird
import OnboardingKit

/// What the page sends to move through a flow; `at` names the step the page shows, so a stale screen (a double
/// click, a second tab) is refused instead of answering the wrong step.
///
/// `{"intent": "start"}`, `{"intent": "advance", "outcome": "choice:right", "at": "hand"}`,
/// `{"intent": "submit", "values": {"name": "Storm"}, "at": "ball"}`, `{"intent": "skip", "at": "features"}`,
/// `{"intent": "back", "at": "camera"}`, `{"intent": "restart"}` (an unfinished run starts over: the page lost what it
/// had, e.g. a calibration's frozen frame after a reload).
enum FlowIntent: Decodable, Sendable {
    case start
    case restart
    case advance(FlowOutcome, at: String?)
    case submit([String: String], at: String?)
    case skip(at: String?)
    case back(at: String?)

    private enum CodingKeys: String, CodingKey { case intent, outcome, values, at }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let step = try container.decodeIfPresent(String.self, forKey: .at)
        switch try container.decode(String.self, forKey: .intent) {
        case "start": self = .start
        case "restart": self = .restart
        case "advance":
            let raw = try container.decode(String.self, forKey: .outcome)
            guard let outcome = FlowOutcome(rawValue: raw) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .outcome, in: container,
                    debugDescription:
                        "'\(raw)' is not an outcome: next, granted, denied, choice:<option> or named:<name>.")
            }
            self = .advance(outcome, at: step)
        case "submit": self = .submit(try container.decode([String: String].self, forKey: .values), at: step)
        case "skip": self = .skip(at: step)
        case "back": self = .back(at: step)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .intent, in: container,
                debugDescription: "The intent is start, restart, advance, submit, skip or back.")
        }
    }
}

/// Where a visitor is in a flow, with the current step's texts in their language: what the shared flow renderer
/// (`/onboarding/flow.js`) draws.
struct FlowView: ResponseEncodable {
    struct Option: Encodable {
        let id: String
        let label: String
        let detail: String?
    }

    struct Field: Encodable {
        let id: String
        let label: String
        let placeholder: String?
        let required: Bool
        let options: [Option]?
        /// The most characters the answer may have, when the field has a limit.
        let maximumLength: Int?
    }

    struct Card: Encodable {
        let title: String
        let body: String
    }

    /// A step's content by kind, its texts resolved.
    enum Content: Encodable {
        case info(title: String, body: String?, button: String)
        case carousel(cards: [Card], nextButton: String, doneButton: String, backButton: String?)
        case permission(Permission)
        case singleChoice(title: String, body: String?, options: [Option])
        case form(title: String, fields: [Field], submitButton: String)
        case terminal(result: String, title: String?, body: String?, button: String?, note: String?)

        struct Permission: Encodable {
            let permission: String
            let action: String
            let title: String
            let body: String
            let note: String?
            let button: String
            let declineButton: String?
            let helpLink: String?
            let helpDetails: [String]
            let systemMessage: String?
        }

        private struct Info: Encodable {
            let title: String
            let body: String?
            let button: String
        }
        private struct Carousel: Encodable {
            let cards: [Card]
            let nextButton: String
            let doneButton: String
            let backButton: String?
        }
        private struct Choice: Encodable {
            let title: String
            let body: String?
            let options: [Option]
        }
        private struct Form: Encodable {
            let title: String
            let fields: [Field]
            let submitButton: String
        }
        private struct Terminal: Encodable {
            let result: String
            let title: String?
            let body: String?
            let button: String?
            let note: String?
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .info(let title, let body, let button):
                try Info(title: title, body: body, button: button).encode(to: encoder)
            case .carousel(let cards, let next, let done, let back):
                try Carousel(cards: cards, nextButton: next, doneButton: done, backButton: back).encode(to: encoder)
            case .permission(let permission): try permission.encode(to: encoder)
            case .singleChoice(let title, let body, let options):
                try Choice(title: title, body: body, options: options).encode(to: encoder)
            case .form(let title, let fields, let submit):
                try Form(title: title, fields: fields, submitButton: submit).encode(to: encoder)
            case .terminal(let result, let title, let body, let button, let note):
                try Terminal(result: result, title: title, body: body, button: button, note: note).encode(to: encoder)
            }
        }
    }

    struct Step: Encodable {
        let id: String
        let kind: String
        let required: Bool
        let content: Content
    }

    struct Skip: Encodable {
        let label: String
    }

    let flow: String
    let started: Bool
    let completed: Bool
    let result: String?
    let step: Step?
    let canGoBack: Bool
    let skip: Skip?

    init(runner: FlowRunner, copy: CopyCatalog, language: Language) throws {
        func text(_ key: CopyKey) throws -> String { try copy.text(key, in: language) }
        func optional(_ key: CopyKey?) throws -> String? { try key.map(text) }
        func options(_ options: [FlowOption]) throws -> [Option] {
            try options.map { Option(id: $0.id, label: try text($0.label), detail: try optional($0.detail)) }
        }
        let progress = runner.progress
        flow = runner.flow.id
        started = progress != nil
        completed = progress?.isCompleted ?? false
        result = progress?.result
        let current = runner.currentStep
        canGoBack = current.map { $0.allowsBack && !(progress?.history.isEmpty ?? true) && !$0.isTerminal } ?? false
        skip = try current.flatMap { step in try step.skip.map { Skip(label: try text($0.label)) } }
        step = try current.map { step in
            let content: Content =
                switch step.kind {
                case .info(let info):
                    .info(title: try text(info.title), body: try optional(info.body), button: try text(info.button))
                case .carousel(let carousel):
                    .carousel(
                        cards: try carousel.cards.map { Card(title: try text($0.title), body: try text($0.body)) },
                        nextButton: try text(carousel.nextButton), doneButton: try text(carousel.doneButton),
                        backButton: try optional(carousel.backButton))
                case .permission(let permission):
                    .permission(
                        .init(
                            permission: permission.permission, action: permission.action.rawValue,
                            title: try text(permission.title), body: try text(permission.body),
                            note: try optional(permission.note),
                            button: try text(permission.button), declineButton: try optional(permission.declineButton),
                            helpLink: try optional(permission.helpLink),
                            helpDetails: try permission.helpDetails.map(text),
                            systemMessage: try optional(permission.systemMessage)))
                case .singleChoice(let choice):
                    .singleChoice(
                        title: try text(choice.title), body: try optional(choice.body),
                        options: try options(choice.options))
                case .form(let form):
                    .form(
                        title: try text(form.title),
                        fields: try form.fields.map { field in
                            Field(
                                id: field.id, label: try text(field.label),
                                placeholder: try optional(field.placeholder),
                                required: field.isRequired, options: try field.options.map(options),
                                maximumLength: field.maximumLength)
                        },
                        submitButton: try text(form.submitButton))
                case .terminal(let terminal):
                    .terminal(
                        result: terminal.result, title: try optional(terminal.title), body: try optional(terminal.body),
                        button: try optional(terminal.button), note: try optional(terminal.note))
                }
            return Step(id: step.id, kind: step.kind.name, required: step.isRequired, content: content)
        }
    }
}

extension FlowError: APIErrorConvertible {
    /// A request the flow cannot take now is a 409, a malformed one a 400; a broken flow or store is the server's
    /// own failure (a 500, logged).
    public var apiError: APIError {
        switch self {
        case .notStarted: .conflict(description, code: "flow-not-started")
        case .unknownStep: .badRequest(description, code: "unknown-step")
        case .notCurrentStep: .conflict(description, code: "not-current-step")
        case .outcomeNotAccepted: .badRequest(description, code: "outcome-not-accepted")
        case .stepNotSkippable: .conflict(description, code: "not-skippable")
        case .backNotAllowed, .nothingToGoBackTo: .conflict(description, code: "cannot-go-back")
        case .flowAlreadyCompleted: .conflict(description, code: "flow-completed")
        case .notAFormStep: .conflict(description, code: "not-a-form")
        case .invalidFormAnswer: .badRequest(description, code: "invalid-answer")
        case .invalidFlow, .corruptProgress, .storage: .internalError
        }
    }
}
