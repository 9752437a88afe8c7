import OnboardingKit

extension BowlerTraxCopy {
    /// The page's frame (the page's own texts come with the page).
    static let page: [Entry] = [
        ("ui.app.name", "BowlerTrax", "BowlerTrax"),
        (
            "ui.app.description", "Track every shot with your phone's camera: speed, entry angle, rev rate.",
            "Theo dõi từng cú ném bằng camera điện thoại: tốc độ, góc vào, số vòng quay."
        ),
    ]
}
