import Basics

/// A screen of text with one button, e.g. a welcome screen.
///
/// ```swift
/// FlowInfo(title: "app.welcome.title", body: "app.welcome.tagline", button: "app.welcome.start")
/// ```
public struct FlowInfo: Sendable, Equatable, Codable {
    public var title: CopyKey
    public var body: CopyKey?
    public var button: CopyKey

    public init(title: CopyKey, body: CopyKey? = nil, button: CopyKey) {
        self.title = title
        self.body = body
        self.button = button
    }

    /// Every copy key the screen shows.
    public var copyKeys: [CopyKey] { [title] + [body].compactMap { $0 } + [button] }
}

/// One card of a ``FlowCarousel``.
public struct FlowCard: Sendable, Equatable, Codable {
    public var title: CopyKey
    public var body: CopyKey

    public init(title: CopyKey, body: CopyKey) {
        self.title = title
        self.body = body
    }
}

/// Swipeable cards shown as one step; the last card's `doneButton` reports ``FlowOutcome/next``.
public struct FlowCarousel: Sendable, Equatable, Codable {
    public var cards: [FlowCard]
    /// The label that moves to the next card ("Next").
    public var nextButton: CopyKey
    /// The label on the last card that leaves the step ("Continue").
    public var doneButton: CopyKey
    /// The label that moves to the previous card ("Back"), if shown.
    public var backButton: CopyKey?

    public init(cards: [FlowCard], nextButton: CopyKey, doneButton: CopyKey, backButton: CopyKey? = nil) {
        self.cards = cards
        self.nextButton = nextButton
        self.doneButton = doneButton
        self.backButton = backButton
    }

    /// Every copy key the step shows.
    public var copyKeys: [CopyKey] {
        cards.flatMap { [$0.title, $0.body] } + [nextButton, doneButton] + [backButton].compactMap { $0 }
    }
}

/// What a permission screen's main button does.
public enum PermissionAction: String, Sendable, Equatable, Codable {
    /// Shows the system permission dialog.
    case request
    /// Opens the app's page in the system settings (after an earlier denial).
    case openSettings = "open-settings"
}

/// A screen asking for a system permission; it reports ``FlowOutcome/granted`` or ``FlowOutcome/denied``.
///
/// ```swift
/// FlowPermission(permission: "camera", title: "app.camera.title", body: "app.camera.body",
///                button: "app.camera.enable")
/// ```
public struct FlowPermission: Sendable, Equatable, Codable {
    /// The permission asked for, as named in analytics: `"camera"`, `"photos"`, `"notifications"`.
    public var permission: String
    public var action: PermissionAction
    public var title: CopyKey
    public var body: CopyKey
    /// A short reassurance under the body, e.g. a privacy note.
    public var note: CopyKey?
    /// The main button ("Enable Camera").
    public var button: CopyKey
    /// A secondary button that goes on without the permission; it reports ``FlowOutcome/denied``.
    public var declineButton: CopyKey?
    /// A link that expands `helpDetails` ("Why is this needed?").
    public var helpLink: CopyKey?
    /// The lines shown when `helpLink` is expanded.
    public var helpDetails: [CopyKey]
    /// The purpose string shown in the system dialog (`NSCameraUsageDescription` on iOS).
    public var systemMessage: CopyKey?

    public init(
        permission: String, action: PermissionAction = .request, title: CopyKey, body: CopyKey,
        note: CopyKey? = nil, button: CopyKey, declineButton: CopyKey? = nil, helpLink: CopyKey? = nil,
        helpDetails: [CopyKey] = [], systemMessage: CopyKey? = nil
    ) {
        self.permission = permission
        self.action = action
        self.title = title
        self.body = body
        self.note = note
        self.button = button
        self.declineButton = declineButton
        self.helpLink = helpLink
        self.helpDetails = helpDetails
        self.systemMessage = systemMessage
    }

    /// Every copy key the screen shows.
    public var copyKeys: [CopyKey] {
        [title, body] + [note].compactMap { $0 } + [button] + [declineButton, helpLink].compactMap { $0 }
            + helpDetails + [systemMessage].compactMap { $0 }
    }
}

/// One option of a single-choice step or of a form field.
public struct FlowOption: Sendable, Equatable, Codable {
    /// The stored answer, e.g. `"left"`.
    public var id: String
    public var label: CopyKey
    /// A secondary line under the label, if any.
    public var detail: CopyKey?

    public init(id: String, label: CopyKey, detail: CopyKey? = nil) {
        self.id = id
        self.label = label
        self.detail = detail
    }

    var copyKeys: [CopyKey] { [label] + [detail].compactMap { $0 } }
}

/// A question with one answer among `options`; picking option `x` reports ``FlowOutcome/choice(_:)`` `("x")`.
public struct FlowChoice: Sendable, Equatable, Codable {
    public var title: CopyKey
    public var body: CopyKey?
    public var options: [FlowOption]

    public init(title: CopyKey, body: CopyKey? = nil, options: [FlowOption]) {
        self.title = title
        self.body = body
        self.options = options
    }

    /// Every copy key the screen shows.
    public var copyKeys: [CopyKey] { [title] + [body].compactMap { $0 } + options.flatMap(\.copyKeys) }
}

/// One input of a ``FlowForm``.
public struct FlowFormField: Sendable, Equatable, Codable {
    /// The answer's key, e.g. `"name"`.
    public var id: String
    public var label: CopyKey
    public var placeholder: CopyKey?
    /// Whether the form cannot be submitted without a (non-blank) value.
    public var isRequired: Bool
    /// The only values accepted, when the field is a picker; `nil` for free text.
    public var options: [FlowOption]?
    /// The most characters a free-text answer may have (after trimming); `nil` for no limit.
    public var maximumLength: Int?

    public init(
        id: String, label: CopyKey, placeholder: CopyKey? = nil, isRequired: Bool = false,
        options: [FlowOption]? = nil, maximumLength: Int? = nil
    ) {
        self.id = id
        self.label = label
        self.placeholder = placeholder
        self.isRequired = isRequired
        self.options = options
        self.maximumLength = maximumLength
    }

    var copyKeys: [CopyKey] {
        [label] + [placeholder].compactMap { $0 } + (options ?? []).flatMap(\.copyKeys)
    }
}

/// A form; submitting valid values reports ``FlowOutcome/next``.
///
/// A form whose values are private to the device (``valuesStayOnDevice``, e.g. a place's name that may come from the
/// device's location) is checked and kept by the app itself: the runner records that it was submitted, takes no
/// value for it and refuses any sent (so none reaches the server's store by mistake).
public struct FlowForm: Sendable, Equatable, Codable {
    public var title: CopyKey
    public var fields: [FlowFormField]
    public var submitButton: CopyKey
    /// Whether the app checks and keeps the values itself, the runner recording only the submission.
    public var valuesStayOnDevice: Bool

    public init(title: CopyKey, fields: [FlowFormField], submitButton: CopyKey, valuesStayOnDevice: Bool = false) {
        self.title = title
        self.fields = fields
        self.submitButton = submitButton
        self.valuesStayOnDevice = valuesStayOnDevice
    }

    private enum CodingKeys: String, CodingKey {
        case title, fields, submitButton, valuesStayOnDevice
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(CopyKey.self, forKey: .title)
        fields = try container.decode([FlowFormField].self, forKey: .fields)
        submitButton = try container.decode(CopyKey.self, forKey: .submitButton)
        // A hand-written definition may leave it out (as FlowStep its defaults): values recorded.
        valuesStayOnDevice = try container.decodeIfPresent(Bool.self, forKey: .valuesStayOnDevice) ?? false
    }

    /// Every copy key the screen shows.
    public var copyKeys: [CopyKey] { [title] + fields.flatMap(\.copyKeys) + [submitButton] }
}

/// Where a flow ends, e.g. the dashboard or the app's main content.
public struct FlowTerminal: Sendable, Equatable, Codable {
    /// What the app shows next, e.g. `"dashboard"`, `"main"`.
    public var result: String
    public var title: CopyKey?
    public var body: CopyKey?
    public var button: CopyKey?
    public var note: CopyKey?

    public init(
        result: String, title: CopyKey? = nil, body: CopyKey? = nil, button: CopyKey? = nil, note: CopyKey? = nil
    ) {
        self.result = result
        self.title = title
        self.body = body
        self.button = button
        self.note = note
    }

    /// Every copy key the screen shows.
    public var copyKeys: [CopyKey] { [title, body, button, note].compactMap { $0 } }
}
