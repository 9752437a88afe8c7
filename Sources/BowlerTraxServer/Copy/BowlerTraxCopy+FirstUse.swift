import OnboardingKit
import OnboardingScenarios

extension BowlerTraxCopy {
    /// What the server's first-use prompts say beyond OnboardingScenarios' copy: the spec's "New Location Detected".
    static let firstUse: [Entry] = [
        ("ui.prompt.newLocation.title", "New Location Detected", "Phát hiện địa điểm mới"),
        (
            "ui.prompt.newLocation.message",
            "It looks like you're at a new bowling center. Would you like to:",
            "Có vẻ bạn đang ở một trung tâm bowling mới. Bạn muốn:"
        ),
        ("ui.prompt.newLocation.new", "New Calibration", "Hiệu chỉnh mới"),
        ("ui.prompt.newLocation.load", "Load Saved Calibration", "Mở hiệu chỉnh đã lưu"),
        ("ui.prompt.newLocation.current", "Use Current (may be inaccurate)", "Dùng hiện tại (có thể không chính xác)"),
        (
            "ui.error.invalid-ball-name",
            "A ball's name has 1 to \(BowlerTraxFirstLaunch.ballNameMaximumLength) characters.",
            "Tên bóng dài từ 1 đến \(BowlerTraxFirstLaunch.ballNameMaximumLength) ký tự."
        ),
    ]
}
