import Basics

extension ProCopy {
    /// What the server says of BowlerTrax Pro: a purchase that did not complete, and the paywall funnel's labels on the
    /// operator's statistics.
    static let store: [Entry] = [
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
        (
            "ui.error.too-many-restore-attempts",
            "Too many restore codes that were not right; wait a few minutes, then try again.",
            "Đã nhập sai mã khôi phục quá nhiều lần; hãy đợi vài phút rồi thử lại."
        ),
        (
            "ui.error.restore-code-full", "This restore code already serves 5 browsers, the most one code may.",
            "Mã khôi phục này đã dùng cho 5 trình duyệt, mức tối đa của một mã."
        ),
        (
            "ui.error.own-subscription",
            "This browser has its own BowlerTrax Pro; restoring another code would leave it. Turn its auto-renew off and let it end first.",
            "Trình duyệt này đã có BowlerTrax Pro riêng; khôi phục mã khác sẽ bỏ gói đó. Hãy tắt tự động gia hạn và đợi gói kết thúc trước."
        ),
        (
            "ui.error.buyer-only", "Only the browser that bought Pro can change its renewal.",
            "Chỉ trình duyệt đã mua Pro mới thay đổi được việc gia hạn."
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
