import Basics

/// The copy keys of a simple prompt: a title, a message, optional bullet items and one or two buttons.
///
/// ```swift
/// let copy = PromptCopy(title: "app.reminder.ball.title", message: "app.reminder.ball.message",
///                       primaryButton: "app.reminder.ball.accept", secondaryButton: "app.reminder.ball.later")
/// try catalog.text(copy.title, in: .english)
/// ```
public struct PromptCopy: Sendable, Hashable {
    /// The prompt's title.
    public let title: CopyKey
    /// Its message, above any items.
    public let message: CopyKey
    /// Its bullet items, in order; often empty.
    public let items: [CopyKey]
    /// The primary (accepting) button.
    public let primaryButton: CopyKey
    /// The secondary (declining) button, if any.
    public let secondaryButton: CopyKey?

    /// The copy of one prompt.
    public init(
        title: CopyKey, message: CopyKey, items: [CopyKey] = [], primaryButton: CopyKey, secondaryButton: CopyKey? = nil
    ) {
        self.title = title
        self.message = message
        self.items = items
        self.primaryButton = primaryButton
        self.secondaryButton = secondaryButton
    }

    /// Every key the prompt shows, in reading order.
    public var keys: [CopyKey] {
        [title, message] + items + [primaryButton] + (secondaryButton.map { [$0] } ?? [])
    }
}
