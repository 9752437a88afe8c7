import OnboardingKit

extension BowlerTraxCopy {
    /// What the server says of BowlerTrax Pro: a purchase that did not complete, and the paywall funnel's labels on the
    /// operator's statistics.
    static let proStore: [Entry] = [
        (
            "ui.proStore.purchase.cancelled", "Purchase cancelled. You have not been charged.",
            "Đã hủy giao dịch. Bạn chưa bị trừ tiền."
        ),
        (
            "ui.proStore.purchase.pending",
            "Your purchase is waiting for approval. Pro unlocks as soon as it is approved.",
            "Giao dịch đang chờ phê duyệt. Pro sẽ mở khóa ngay khi được phê duyệt."
        ),
        (
            "ui.proStore.purchase.failed", "The payment did not go through. You have not been charged; try again.",
            "Thanh toán không thành công. Bạn chưa bị trừ tiền; hãy thử lại."
        ),
        ("ui.stats.paywall.title", "Paywall", "Màn hình nâng cấp"),
        ("ui.stats.paywall.shown", "Paywall shown", "Đã hiện màn hình nâng cấp"),
        ("ui.stats.paywall.purchaseStarted", "Purchase started", "Đã bắt đầu mua"),
        ("ui.stats.paywall.completed", "Purchase completed", "Đã mua xong"),
        ("ui.stats.paywall.failed", "Purchase failed", "Mua không thành công"),
        ("ui.stats.paywall.restored", "Purchase restored", "Đã khôi phục giao dịch"),
        ("ui.stats.paywall.skipped", "Skipped", "Đã bỏ qua"),
    ]
}
