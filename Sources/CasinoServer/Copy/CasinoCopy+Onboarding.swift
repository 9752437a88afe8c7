import OnboardingKit

extension CasinoCopy {
    /// The page's part of onboarding: the tooltip's title, the tutorials in Settings and the statistics page.
    /// The welcome sheets' and hints' own copy is the onboarding scenario's (`CasinoOnboarding.copy`).
    static let onboarding: [Entry] = [
        ("ui.onboarding.tip", "Tip", "Mẹo"),
        ("ui.onboarding.tutorials", "Tutorials", "Hướng dẫn"),
        (
            "ui.onboarding.tutorialsHelp",
            "Each game has its own welcome and hints. Show them again for this visit, or start a game's onboarding over.",
            "Mỗi trò chơi có lời chào và các gợi ý riêng. Bạn có thể xem lại chúng trong lượt truy cập này, hoặc bắt đầu lại phần hướng dẫn của một trò chơi."
        ),
        ("ui.onboarding.replay", "Show tutorial again", "Xem lại hướng dẫn"),
        (
            "ui.onboarding.replayed", "The {game} tutorial shows again at its table during this visit.",
            "Hướng dẫn {game} sẽ hiện lại tại bàn chơi trong lượt truy cập này."
        ),
        ("ui.onboarding.reset", "Reset onboarding", "Đặt lại hướng dẫn"),
        ("ui.onboarding.resetTitle", "Reset {game} onboarding?", "Đặt lại hướng dẫn {game}?"),
        (
            "ui.onboarding.resetMessage",
            "The welcome and every hint of {game} will show again, as on your first visit. The other games keep theirs.",
            "Lời chào và mọi gợi ý của {game} sẽ hiện lại như lần đầu bạn đến. Các trò chơi khác vẫn giữ nguyên."
        ),
        ("ui.onboarding.resetDone", "{game} onboarding starts over.", "Hướng dẫn {game} đã được đặt lại từ đầu."),
        ("ui.onboarding.welcomeAnswered", "Welcome answered: {choice}.", "Đã trả lời lời chào: {choice}."),
        ("ui.onboarding.welcomeNotAnswered", "Welcome not answered yet.", "Chưa trả lời lời chào."),
        ("ui.onboarding.hintsSeen", "Hints seen: {seen} of {total}.", "Đã xem {seen} trên {total} gợi ý."),
        ("ui.onboarding.tutorialOn", "Tutorial on for this visit.", "Hướng dẫn đang bật trong lượt truy cập này."),
        ("ui.onboarding.hints", "Hints", "Các gợi ý"),
        ("ui.onboarding.seen", "Seen:", "Đã xem:"),
        ("ui.onboarding.notSeen", "Not seen yet:", "Chưa xem:"),
        ("ui.onboarding.statsLink", "Onboarding statistics", "Thống kê hướng dẫn"),

        ("ui.stats.title", "Onboarding statistics", "Thống kê hướng dẫn"),
        (
            "ui.stats.help",
            "Every player so far: how many saw each game's welcome, answered it and saw each hint, and how they answered the welcome.",
            "Tất cả người chơi đến nay: bao nhiêu người đã thấy lời chào của mỗi trò chơi, đã trả lời và đã xem từng gợi ý, và họ trả lời lời chào ra sao."
        ),
        (
            "ui.stats.funnelCaption", "{game}: players at each onboarding stage",
            "{game}: số người chơi ở mỗi bước hướng dẫn"
        ),
        ("ui.stats.stage", "Stage", "Bước"),
        ("ui.stats.welcomeShown", "Welcome shown", "Đã hiện màn chào mừng"),
        ("ui.stats.welcomeAnswered", "Welcome answered", "Đã trả lời màn chào mừng"),
        ("ui.stats.players", "Players", "Người chơi"),
        ("ui.stats.ofFirst", "Of the first stage", "So với bước đầu"),
        ("ui.stats.choices", "Welcome answers", "Cách trả lời lời chào"),
        ("ui.stats.choiceCount", "{count} players ({share}%)", "{count} người chơi ({share}%)"),
        ("ui.stats.tokenLabel", "Operator token", "Mã của người vận hành"),
        ("ui.stats.tokenSubmit", "Show statistics", "Xem thống kê"),
        (
            "ui.stats.tokenHelp",
            "These numbers are the casino operator's: enter the token the server printed when it started.",
            "Các số liệu này dành cho người vận hành sòng bài: hãy nhập mã mà máy chủ đã in ra khi khởi động."
        ),
        ("ui.stats.tokenRefused", "That is not the operator token.", "Đó không phải mã của người vận hành."),
    ]

    /// What the page says for each error code of the API (`{"error": code, "message": …}`); for any other code
    /// it shows the server's message.
    static let errors: [Entry] = [
        (
            "ui.error.network", "The casino server could not be reached. Check your connection and try again.",
            "Không kết nối được với máy chủ sòng bài. Hãy kiểm tra kết nối rồi thử lại."
        ),
        (
            "ui.error.requestFailed", "The request failed ({status}). Please try again.",
            "Yêu cầu không thành công ({status}). Vui lòng thử lại."
        ),
        ("ui.error.bad-request", "The casino could not understand that request.", "Sòng bài không hiểu yêu cầu này."),
        (
            "ui.error.malformed-json", "The request was not in the form the casino expects.",
            "Yêu cầu không đúng định dạng sòng bài cần."
        ),
        ("ui.error.not-found", "The casino has no such thing.", "Sòng bài không có mục này."),
        ("ui.error.not-now", "That cannot be done right now.", "Lúc này chưa làm được việc đó."),
        (
            "ui.error.invalid-name", "A name has 1 to 24 characters, without control or formatting characters.",
            "Tên phải dài từ 1 đến 24 ký tự, không có ký tự điều khiển hay định dạng."
        ),
        ("ui.error.invalid-id", "There is no such saved match.", "Không có trận đã lưu này."),
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
        ("ui.error.busy", "The casino is busy; try again.", "Sòng bài đang bận; hãy thử lại."),
        (
            "ui.error.too-many-saves", "The match was just saved; try again in a few seconds.",
            "Trận vừa được lưu; hãy thử lại sau vài giây."
        ),
        (
            "ui.error.cross-site", "Only the casino's own page can do that.",
            "Chỉ trang của sòng bài mới làm được việc này."
        ),
        (
            "ui.error.unsupported-media-type", "The request was not in the form the casino expects.",
            "Yêu cầu không đúng dạng sòng bài cần."
        ),
        ("ui.error.method-not-allowed", "The casino cannot do that here.", "Sòng bài không làm được việc này ở đây."),
        ("ui.error.too-large", "That request is too large.", "Yêu cầu này quá lớn."),
        (
            "ui.error.internal", "Something went wrong on the casino's side; nothing was changed. Try again.",
            "Sòng bài gặp sự cố; chưa có gì thay đổi. Hãy thử lại."
        ),
        (
            "ui.error.missing-session", "This visit has expired; reload the page.",
            "Lượt truy cập này đã hết hạn; hãy tải lại trang."
        ),
        (
            "ui.error.unknown-session", "This visit has expired; reload the page.",
            "Lượt truy cập này đã hết hạn; hãy tải lại trang."
        ),
    ]
}
