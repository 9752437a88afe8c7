import Basics

/// Every text of BowlerTrax Pro, in English and Vietnamese; the app serves them in its catalog with its own.
///
/// ```swift
/// ProCopy.text("ui.proStore.purchase.cancelled", in: .english)   // "Purchase cancelled. You have not been charged."
/// ```
public enum ProCopy {
    /// One entry as written in the sections: the key, the English text, the Vietnamese text.
    public typealias Entry = CopyCatalog.Entry

    /// Pro's sections: its screens and what the server says of a purchase.
    public static let sections: [[Entry]] = [screens, store]

    /// Pro's own catalog, which the messages of its routes are read from.
    static let catalog = CopyCatalog(sections: sections)

    /// The text of `key` in `language`; the key itself if the catalog lacks it.
    static func text(_ key: CopyKey, in language: Language) -> String {
        (try? catalog.text(key, in: language)) ?? key.rawValue
    }
}

extension ProCopy {
    /// BowlerTrax Pro's screens: the paywall after the first launch (and from More), More > BowlerTrax Pro with the
    /// subscription's management, Session Comparison and Export to CSV, the music setting. (What the server says of a
    /// purchase is in `store`.)
    static let screens: [Entry] = [
        ("ui.pro.name", "BowlerTrax Pro", "BowlerTrax Pro"),
        (
            "ui.pro.tagline", "Compare your sessions and take your numbers anywhere.",
            "So sánh các buổi chơi và mang số liệu của bạn đi bất cứ đâu."
        ),
        ("ui.pro.videoAlt", "A bowling ball rolling down the lane, tracked", "Quả bóng lăn trên làn, được theo dõi"),
        ("ui.pro.feature.compare.title", "Session Comparison", "So sánh buổi chơi"),
        (
            "ui.pro.feature.compare.body", "Put up to four sessions side by side: speed, entry angle, board, revs.",
            "Đặt tối đa bốn buổi chơi cạnh nhau: tốc độ, góc vào, ván, vòng quay."
        ),
        ("ui.pro.feature.export.title", "Export to CSV", "Xuất ra CSV"),
        (
            "ui.pro.feature.export.body", "Every shot in a spreadsheet, for your coach or your own analysis.",
            "Mọi cú ném trong một bảng tính, cho huấn luyện viên hoặc để bạn tự phân tích."
        ),
        (
            "ui.pro.freeNote", "Tracking, metrics and tips stay free.",
            "Theo dõi, chỉ số và mẹo vẫn miễn phí."
        ),
        ("ui.pro.plans", "Choose a plan", "Chọn gói"),
        ("ui.pro.subscribe", "Subscribe", "Đăng ký"),
        ("ui.pro.startTrial", "Start Free Trial", "Bắt đầu dùng thử miễn phí"),
        ("ui.pro.restore", "Restore Purchases", "Khôi phục giao dịch"),
        ("ui.pro.notNow", "Not Now", "Để sau"),
        ("ui.pro.close", "Close", "Đóng"),
        (
            "ui.pro.terms", "Renews automatically until cancelled. Cancel any time in More > BowlerTrax Pro.",
            "Tự động gia hạn cho đến khi hủy. Hủy bất cứ lúc nào trong Thêm > BowlerTrax Pro."
        ),
        ("ui.pro.purchasing", "Purchasing…", "Đang mua…"),
        ("ui.pro.welcome", "Welcome to BowlerTrax Pro!", "Chào mừng bạn đến với BowlerTrax Pro!"),
        ("ui.pro.failedNoReason", "The purchase did not go through.", "Giao dịch không thành công."),
        ("ui.pro.restored", "Your Pro subscription is back.", "Gói Pro của bạn đã được khôi phục."),
        ("ui.pro.nothingToRestore", "No active subscription was found.", "Không tìm thấy gói đang hoạt động."),
        ("ui.pro.restoreCode", "Restore code", "Mã khôi phục"),
        (
            "ui.pro.restoreCodeHelp",
            "Bought Pro in another browser? Enter the restore code shown there under More > BowlerTrax Pro.",
            "Đã mua Pro trên trình duyệt khác? Nhập mã khôi phục hiển thị ở đó trong Thêm > BowlerTrax Pro."
        ),
        (
            "ui.pro.restoreCodeKeep",
            "Keep this code to restore Pro in another browser: {code}",
            "Giữ mã này để khôi phục Pro trên trình duyệt khác: {code}"
        ),
        ("ui.pro.status.free", "You are using BowlerTrax for free.", "Bạn đang dùng BowlerTrax miễn phí."),
        ("ui.pro.status.renews", "Pro is active. It renews on {date}.", "Pro đang hoạt động. Gia hạn vào {date}."),
        (
            "ui.pro.status.ends", "Pro is active until {date}; it will not renew.",
            "Pro hoạt động đến {date}; sẽ không gia hạn."
        ),
        (
            "ui.pro.status.grace",
            "Your payment did not go through. Pro stays active until {date} while you update it.",
            "Thanh toán chưa thành công. Pro vẫn hoạt động đến {date} trong lúc bạn cập nhật."
        ),
        (
            "ui.pro.status.retry", "Your payment did not go through, so Pro is paused.",
            "Thanh toán chưa thành công nên Pro đang tạm dừng."
        ),
        ("ui.pro.status.expired", "Your Pro subscription has ended.", "Gói Pro của bạn đã kết thúc."),
        ("ui.pro.status.revoked", "Your Pro subscription was refunded.", "Gói Pro của bạn đã được hoàn tiền."),
        (
            "ui.pro.status.pending", "A purchase is waiting for approval.",
            "Có một giao dịch đang chờ phê duyệt."
        ),
        ("ui.pro.plan", "Plan: {plan}", "Gói: {plan}"),
        ("ui.pro.getPro", "Get BowlerTrax Pro", "Nâng cấp BowlerTrax Pro"),
        ("ui.pro.cancelRenewal", "Cancel Subscription", "Hủy gói"),
        (
            "ui.pro.links.title", "Other browsers using your Pro ({count} of {limit})",
            "Các trình duyệt khác đang dùng Pro của bạn ({count}/{limit})"
        ),
        ("ui.pro.links.linked", "Linked {date}", "Liên kết lúc {date}"),
        ("ui.pro.links.remove", "Remove", "Gỡ"),
        ("ui.pro.links.removed", "That browser no longer uses your Pro.", "Trình duyệt đó không còn dùng Pro của bạn."),
        (
            "ui.pro.renewalElsewhere", "Its renewal is managed on the browser that bought it.",
            "Việc gia hạn được quản lý trên trình duyệt đã mua gói."
        ),
        ("ui.pro.resumeRenewal", "Turn Auto-Renew Back On", "Bật lại tự động gia hạn"),
        ("ui.pro.renewalOff", "Auto-renew is off.", "Đã tắt tự động gia hạn."),
        ("ui.pro.renewalOn", "Auto-renew is on.", "Đã bật tự động gia hạn."),
        ("ui.pro.badge", "Pro", "Pro"),
        ("ui.compare.title", "Compare Sessions", "So sánh buổi chơi"),
        (
            "ui.compare.pick", "Choose two to four sessions to put side by side.",
            "Chọn từ hai đến bốn buổi chơi để đặt cạnh nhau."
        ),
        ("ui.compare.button", "Compare", "So sánh"),
        ("ui.compare.metric", "Metric", "Chỉ số"),
        ("ui.compare.difference", "vs. first", "so với buổi đầu"),
        ("ui.compare.needTwo", "Play at least two sessions to compare them.", "Cần ít nhất hai buổi chơi để so sánh."),
        ("ui.export.button", "Export to CSV", "Xuất ra CSV"),
        ("ui.settings.music", "Music", "Nhạc nền"),
        (
            "ui.settings.musicHelp", "Background music on the welcome screens and BowlerTrax Pro.",
            "Nhạc nền ở các màn hình chào mừng và BowlerTrax Pro."
        ),
    ]
}
