import Basics
import OnboardingKit

/// The paywall shell's copy. The guide's onboarding screens are videos without text, so these lines
/// are written for the shell; Vietnamese alongside English.
let paywallShellCopy: [CopyKey: [Language: String]] = [
    "paywall.step1.title": [.english: "Welcome", .vietnamese: "Chào mừng bạn"],
    "paywall.step1.body": [
        .english: "Here's a quick look at what you can do.",
        .vietnamese: "Cùng xem nhanh những gì bạn có thể làm.",
    ],
    "paywall.step2.title": [.english: "Everything in One Place", .vietnamese: "Mọi thứ ở cùng một nơi"],
    "paywall.step2.body": [
        .english: "All your favorite features, ready whenever you are.",
        .vietnamese: "Mọi tính năng bạn yêu thích, sẵn sàng bất cứ khi nào bạn cần.",
    ],
    "paywall.step3.title": [.english: "Explore the Highlights", .vietnamese: "Khám phá điểm nổi bật"],
    "paywall.step3.body": [
        .english: "Tap any tile to preview it.",
        .vietnamese: "Chạm vào một ô bất kỳ để xem trước.",
    ],
    "paywall.onboarding.next": [.english: "Continue", .vietnamese: "Tiếp tục"],
    "paywall.offer.title": [.english: "Unlock Premium", .vietnamese: "Mở khóa Premium"],
    "paywall.offer.body": [
        .english: "Subscribe to get full access to every feature.",
        .vietnamese: "Đăng ký để sử dụng đầy đủ mọi tính năng.",
    ],
    "paywall.offer.purchase": [.english: "Subscribe", .vietnamese: "Đăng ký"],
    "paywall.offer.restore": [.english: "Restore Purchases", .vietnamese: "Khôi phục giao dịch"],
    "paywall.offer.skip": [.english: "Not Now", .vietnamese: "Để sau"],
]
