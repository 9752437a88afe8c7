import OnboardingKit

extension CasinoCopy {
    /// The page's part of onboarding: the tooltip's title, the tutorials in Settings and the statistics page.
    /// The welcome sheets' and hints' own copy is the onboarding scenario's (`CasinoOnboarding.copy`).
    static let onboarding: [Entry] = [

        ]

    /// What the page says for each error code of the API (`{"error": code, "message": …}`); for any other code
    /// it shows the server's message.
    static let errors: [Entry] = [
        ("ui.error.unknown-rules", "Those rules are not offered here.", "Sòng bài không có luật chơi này."),
        ("ui.error.unknown-limits", "Those table limits are not offered here.", "Sòng bài không có mức cược này."),
        ("ui.error.invalid-rules", "These rules cannot be played.", "Không thể chơi với bộ luật này."),
        ("ui.error.illegal-action", "That move is not allowed right now.", "Lúc này không được đi nước đó."),
        ("ui.error.refused", "That bet is not allowed at this table.", "Bàn này không nhận khoản cược đó."),
        (
            "ui.error.insufficient-funds", "Your balance is too low for that bet.",
            "Số dư của bạn không đủ cho khoản cược này."
        ),
        (
            "ui.error.bets-closed", "Bets are closed until this round is over.",
            "Đã ngừng nhận cược cho đến khi ván này kết thúc."
        ),
        ("ui.error.outside-limits", "That bet is above the table's maximum.", "Tiền cược vượt quá mức tối đa của bàn."),
        ("ui.error.round-in-progress", "Finish this round first.", "Hãy chơi xong ván này trước."),
        ("ui.error.no-bet", "Place a bet before dealing.", "Hãy đặt cược trước khi chia bài."),
        ("ui.error.no-bets", "There are no bets to clear.", "Không có cược nào để xóa."),
        ("ui.error.unknown-zone", "There is no such betting zone.", "Không có cửa cược này."),
        ("ui.error.missing-amount", "Choose an amount first.", "Hãy chọn số tiền trước."),
        (
            "ui.error.invalid-amount", "The amount must be more than zero and at most $1,000,000,000.",
            "Số tiền phải lớn hơn 0 và không quá 1.000.000.000 $."
        ),
        ("ui.error.unknown-action", "The table does not know that move.", "Bàn chơi không có nước đi này."),
        ("ui.error.not-dealt", "The cards could not be dealt; try again.", "Không chia được bài; hãy thử lại."),
        (
            "ui.error.too-many-saves", "The match was just saved; try again in a few seconds.",
            "Trận vừa được lưu; hãy thử lại sau vài giây."
        ),
    ]
}
