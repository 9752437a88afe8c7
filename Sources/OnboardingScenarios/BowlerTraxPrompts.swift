import Basics
import OnboardingKit

/// BowlerTrax's reminder prompts, What's New, welcome back and encouragement lines (specification
/// sections 6, 7 and 9), expressed with the OnboardingKit prompts.
///
/// ```swift
/// let ball = BowlerTraxPrompts.ballProfileReminder(store: store, clock: clock)
/// if try ball.showIfDue() {
///     let title = try BowlerTraxPrompts.copy.text(BowlerTraxPrompts.ballProfileReminderCopy.title, in: .english)
///     // "Set Up Your Ball?"
/// }
/// ```
public enum BowlerTraxPrompts {
    /// The app whose state these prompts keep.
    public static let app: AppIdentifier = "bowlertrax"

    // MARK: Ball profile reminder

    /// The ball-profile reminder's identifier; state under `onboarding.bowlertrax.prompt.ball-profile`.
    public static let ballProfileReminderID: ReminderID = "ball-profile"

    /// "Set Up Your Ball?", shown when a user who skipped ball setup enters the Record tab: at most
    /// 3 times, "Maybe Later" delays it 24 hours, dismissed permanently after 3 declines or "Set Up Now".
    public static func ballProfileReminder(store: any KeyValueStore, clock: any AppClock) -> Reminder {
        Reminder(id: ballProfileReminderID, policy: .ballProfile, app: app, store: store, clock: clock)
    }

    /// The ball-profile reminder's copy: "Set Up Your Ball?", "Set Up Now" / "Maybe Later".
    public static let ballProfileReminderCopy = PromptCopy(
        title: "bowlertrax.reminder.ball-profile.title",
        message: "bowlertrax.reminder.ball-profile.message",
        primaryButton: "bowlertrax.reminder.ball-profile.set-up-now",
        secondaryButton: "bowlertrax.reminder.ball-profile.maybe-later")

    // MARK: Camera permission reminder

    /// The camera reminder's identifier; state under `onboarding.bowlertrax.prompt.camera-permission`.
    public static let cameraReminderID: ReminderID = "camera-permission"

    /// "Camera Required", behind the Record tab's badge after the camera was denied: shown every time
    /// the Record tab is tapped, until ``Reminder/clear()`` when the permission is granted.
    public static func cameraReminder(store: any KeyValueStore, clock: any AppClock) -> Reminder {
        Reminder(id: cameraReminderID, policy: .untilCleared, app: app, store: store, clock: clock)
    }

    /// The camera reminder's copy: "Camera Required", "Open Settings" / "Not Now".
    public static let cameraReminderCopy = PromptCopy(
        title: "bowlertrax.reminder.camera.title",
        message: "bowlertrax.reminder.camera.message",
        primaryButton: "bowlertrax.reminder.camera.open-settings",
        secondaryButton: "bowlertrax.reminder.camera.not-now")

    // MARK: What's New

    /// The screen's title, "What's New in v{version}"; fill it with ``WhatsNewPresentation/copyArguments``.
    public static let whatsNewTitle: CopyKey = "bowlertrax.whatsnew.title"
    /// The screen's button, "Got It".
    public static let whatsNewGotIt: CopyKey = "bowlertrax.whatsnew.got-it"
    /// The accessibility label of the screen's X button, "Close".
    public static let whatsNewClose: CopyKey = "bowlertrax.whatsnew.close"
    /// The Settings entry that re-opens the notes, "What's New".
    public static let whatsNewSettingsEntry: CopyKey = "bowlertrax.whatsnew.settings-entry"

    /// The release notes of every version: v1.1 brings Session Comparison, Export to CSV and Bug Fixes.
    public static let releaseNotes: ReleaseNotesCatalog = {
        do {
            return try ReleaseNotesCatalog([releaseNotes11()])
        } catch {
            preconditionFailure("BowlerTrax release notes are invalid: \(error)")
        }
    }()

    private static func releaseNotes11() throws -> ReleaseNotes {
        ReleaseNotes(
            version: try SemanticVersion("1.1"),
            features: [
                ReleaseFeature(
                    icon: "session-comparison",
                    title: "bowlertrax.whatsnew.v1-1.session-comparison.title",
                    body: "bowlertrax.whatsnew.v1-1.session-comparison.body"),
                ReleaseFeature(
                    icon: "export-csv",
                    title: "bowlertrax.whatsnew.v1-1.export-csv.title",
                    body: "bowlertrax.whatsnew.v1-1.export-csv.body"),
                ReleaseFeature(
                    icon: "bug-fixes",
                    title: "bowlertrax.whatsnew.v1-1.bug-fixes.title",
                    body: "bowlertrax.whatsnew.v1-1.bug-fixes.body"),
            ])
    }

    /// The What's New tracker over ``releaseNotes``.
    public static func whatsNew(store: any KeyValueStore) -> WhatsNew {
        WhatsNew(app: app, catalog: releaseNotes, store: store)
    }

    // MARK: Welcome back

    /// "Welcome Back!", after more than 30 days since the last session: "Quick Setup" / "Start Now".
    public static let welcomeBackCopy = PromptCopy(
        title: "bowlertrax.welcomeback.title",
        message: "bowlertrax.welcomeback.message",
        items: [
            "bowlertrax.welcomeback.item.check-calibration",
            "bowlertrax.welcomeback.item.update-ball-profiles",
            "bowlertrax.welcomeback.item.review-tracking-tips",
        ],
        primaryButton: "bowlertrax.welcomeback.quick-setup",
        secondaryButton: "bowlertrax.welcomeback.start-now")

    /// The welcome-back tracker with the specification's 30-day threshold.
    public static func welcomeBack(store: any KeyValueStore, clock: any AppClock) -> WelcomeBack {
        WelcomeBack(app: app, store: store, clock: clock)
    }

    // MARK: Encouragement

    /// What a shot was, for picking an encouragement line.
    public enum ShotOutcome: Sendable, Hashable, CaseIterable {
        /// A successful shot: "Nice shot!", "Looking good!", ...
        case successfulShot
        /// A strike: "Strike!", "X marks the spot!", ...
        case strike
    }

    /// The lines after successful shots, in the specification's order.
    public static let shotEncouragement: [CopyKey] = [
        "bowlertrax.encouragement.shot.nice-shot",
        "bowlertrax.encouragement.shot.looking-good",
        "bowlertrax.encouragement.shot.solid-roll",
        "bowlertrax.encouragement.shot.great-form",
        "bowlertrax.encouragement.shot.on-target",
    ]

    /// The lines after strikes, in the specification's order.
    public static let strikeEncouragement: [CopyKey] = [
        "bowlertrax.encouragement.strike.strike",
        "bowlertrax.encouragement.strike.x-marks-the-spot",
        "bowlertrax.encouragement.strike.crushed-it",
        "bowlertrax.encouragement.strike.perfect-entry",
    ]

    /// A random rotation of the lines for `outcome`, never the same line twice in a row.
    ///
    /// ```swift
    /// var lines = BowlerTraxPrompts.encouragement(after: .strike)
    /// let key = lines.next(using: &generator)  // e.g. bowlertrax.encouragement.strike.crushed-it
    /// ```
    public static func encouragement(after outcome: ShotOutcome) -> RotatingMessages {
        switch outcome {
        case .successfulShot: RotatingMessages(shotEncouragement)
        case .strike: RotatingMessages(strikeEncouragement)
        }
    }

    // MARK: Copy

    /// Every copy key the prompts above show.
    public static var copyKeys: [CopyKey] {
        ballProfileReminderCopy.keys + cameraReminderCopy.keys
            + [whatsNewTitle, whatsNewGotIt, whatsNewClose, whatsNewSettingsEntry]
            + releaseNotes.releases.flatMap { $0.features.flatMap(\.copyKeys) }
            + welcomeBackCopy.keys + shotEncouragement + strikeEncouragement
    }

    /// The prompts' copy in English (verbatim from the specification) and Vietnamese.
    public static let copy = CopyCatalog([
        // Ball profile reminder
        "bowlertrax.reminder.ball-profile.title": [
            .english: "Set Up Your Ball?", .vietnamese: "Thiết lập bóng của bạn?",
        ],
        "bowlertrax.reminder.ball-profile.message": [
            .english: "Setting your ball color helps tracking accuracy.",
            .vietnamese: "Cài đặt màu bóng giúp theo dõi chính xác hơn.",
        ],
        "bowlertrax.reminder.ball-profile.set-up-now": [.english: "Set Up Now", .vietnamese: "Thiết lập ngay"],
        "bowlertrax.reminder.ball-profile.maybe-later": [.english: "Maybe Later", .vietnamese: "Để sau"],
        // Camera permission reminder
        "bowlertrax.reminder.camera.title": [.english: "Camera Required", .vietnamese: "Cần quyền dùng camera"],
        "bowlertrax.reminder.camera.message": [
            .english: "To track shots, enable camera access in Settings.",
            .vietnamese: "Để theo dõi cú ném, hãy bật quyền truy cập camera trong Cài đặt.",
        ],
        "bowlertrax.reminder.camera.open-settings": [.english: "Open Settings", .vietnamese: "Mở Cài đặt"],
        "bowlertrax.reminder.camera.not-now": [.english: "Not Now", .vietnamese: "Lúc khác"],
        // What's New
        "bowlertrax.whatsnew.title": [
            .english: "What's New in v{version}", .vietnamese: "Có gì mới trong v{version}",
        ],
        "bowlertrax.whatsnew.got-it": [.english: "Got It", .vietnamese: "Đã hiểu"],
        "bowlertrax.whatsnew.close": [.english: "Close", .vietnamese: "Đóng"],
        "bowlertrax.whatsnew.settings-entry": [.english: "What's New", .vietnamese: "Có gì mới"],
        "bowlertrax.whatsnew.v1-1.session-comparison.title": [
            .english: "Session Comparison", .vietnamese: "So sánh buổi chơi",
        ],
        "bowlertrax.whatsnew.v1-1.session-comparison.body": [
            .english: "Compare two sessions side-by-side to see your improvement.",
            .vietnamese: "So sánh hai buổi chơi cạnh nhau để thấy bạn tiến bộ ra sao.",
        ],
        "bowlertrax.whatsnew.v1-1.export-csv.title": [.english: "Export to CSV", .vietnamese: "Xuất ra CSV"],
        "bowlertrax.whatsnew.v1-1.export-csv.body": [
            .english: "Export your shot data for analysis in spreadsheets.",
            .vietnamese: "Xuất dữ liệu cú ném để phân tích trong bảng tính.",
        ],
        "bowlertrax.whatsnew.v1-1.bug-fixes.title": [.english: "Bug Fixes", .vietnamese: "Sửa lỗi"],
        "bowlertrax.whatsnew.v1-1.bug-fixes.body": [
            .english: "Improved tracking accuracy and fixed battery drain issue.",
            .vietnamese: "Cải thiện độ chính xác khi theo dõi và khắc phục lỗi hao pin.",
        ],
        // Welcome back
        "bowlertrax.welcomeback.title": [.english: "Welcome Back!", .vietnamese: "Chào mừng bạn trở lại!"],
        "bowlertrax.welcomeback.message": [
            .english: "It's been a while. Before you start, you may want to:",
            .vietnamese: "Đã lâu rồi bạn chưa quay lại. Trước khi bắt đầu, có thể bạn muốn:",
        ],
        "bowlertrax.welcomeback.item.check-calibration": [
            .english: "Check your calibration", .vietnamese: "Kiểm tra lại hiệu chỉnh",
        ],
        "bowlertrax.welcomeback.item.update-ball-profiles": [
            .english: "Update your ball profiles", .vietnamese: "Cập nhật hồ sơ bóng",
        ],
        "bowlertrax.welcomeback.item.review-tracking-tips": [
            .english: "Review the tracking tips", .vietnamese: "Xem lại các mẹo theo dõi",
        ],
        "bowlertrax.welcomeback.quick-setup": [.english: "Quick Setup", .vietnamese: "Thiết lập nhanh"],
        "bowlertrax.welcomeback.start-now": [.english: "Start Now", .vietnamese: "Bắt đầu ngay"],
        // Encouragement after successful shots
        "bowlertrax.encouragement.shot.nice-shot": [.english: "Nice shot!", .vietnamese: "Cú ném đẹp!"],
        "bowlertrax.encouragement.shot.looking-good": [.english: "Looking good!", .vietnamese: "Trông ổn lắm!"],
        "bowlertrax.encouragement.shot.solid-roll": [.english: "Solid roll!", .vietnamese: "Đường lăn chắc chắn!"],
        "bowlertrax.encouragement.shot.great-form": [.english: "Great form!", .vietnamese: "Tư thế tuyệt vời!"],
        "bowlertrax.encouragement.shot.on-target": [.english: "On target!", .vietnamese: "Trúng mục tiêu!"],
        // Encouragement after strikes
        "bowlertrax.encouragement.strike.strike": [.english: "Strike!", .vietnamese: "Strike rồi!"],
        "bowlertrax.encouragement.strike.x-marks-the-spot": [
            .english: "X marks the spot!", .vietnamese: "Thêm một dấu X đẹp mắt!",
        ],
        "bowlertrax.encouragement.strike.crushed-it": [.english: "Crushed it!", .vietnamese: "Quét sạch!"],
        "bowlertrax.encouragement.strike.perfect-entry": [
            .english: "Perfect entry!", .vietnamese: "Góc vào hoàn hảo!",
        ],
    ])
}
