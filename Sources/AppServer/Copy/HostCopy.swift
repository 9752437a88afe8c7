import OnboardingKit

/// The host's own texts (the home page, the shared parts of every page), in English and Vietnamese, under keys
/// `host.…`. Served at `/api/copy` and with every app's copy at `/<id>/api/copy`.
enum HostCopy {
    static let catalog = CopyCatalog([
        "host.home.title": [.english: "FirstRun", .vietnamese: "FirstRun"],
        "host.home.subtitle": [
            .english: "Pick an app. Each one shows you around the first time you open it.",
            .vietnamese: "Chọn một ứng dụng. Lần đầu mở, mỗi ứng dụng sẽ hướng dẫn bạn.",
        ],
        "host.home.open": [.english: "Open {app}", .vietnamese: "Mở {app}"],
        "host.home.apps": [.english: "Apps", .vietnamese: "Ứng dụng"],
        "host.home.link": [.english: "All apps", .vietnamese: "Tất cả ứng dụng"],
    ])
}
