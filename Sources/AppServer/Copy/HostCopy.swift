import Basics
import OnboardingKit

/// The host's own texts, in English and Vietnamese: ``shell`` is what the shared page modules show (the shell's
/// dialogs, errors and navigation, the onboarding's settings rows and funnel page, the flow renderer), served with
/// every app's copy at `/<id>/api/copy`; ``home`` is the home page's, served with ``shell`` at `/api/copy`.
enum HostCopy {
    /// The shared page modules' texts; an app's catalog must not define these keys.
    static let shell: CopyCatalog = catalog([
        ("ui.common.back", "Back", "Quay lại"),
        ("ui.common.cancel", "Cancel", "Hủy"),
        ("ui.common.dismiss", "Dismiss", "Đóng"),
        ("ui.common.loading", "Loading…", "Đang tải…"),
        ("ui.common.ok", "OK", "Đồng ý"),
        ("ui.common.save", "Save", "Lưu"),
        (
            "ui.dialog.nameRule", "Type at least one character other than a space.",
            "Hãy nhập ít nhất một ký tự khác khoảng trắng."
        ),
        ("ui.error.bad-request", "The server could not understand that request.", "Máy chủ không hiểu yêu cầu này."),
        ("ui.error.busy", "The server is busy; try again.", "Máy chủ đang bận; hãy thử lại."),
        ("ui.error.cannot-go-back", "You cannot go back from here.", "Không thể quay lại từ đây."),
        (
            "ui.error.cross-site", "Only this site's own pages can do that.",
            "Chỉ các trang của chính trang web này mới làm được việc này."
        ),
        ("ui.error.flow-completed", "This guide is already finished.", "Phần hướng dẫn này đã xong."),
        (
            "ui.error.flow-not-started", "This guide has not started yet; reload the page.",
            "Phần hướng dẫn này chưa bắt đầu; hãy tải lại trang."
        ),
        (
            "ui.error.internal", "Something went wrong on the server's side; nothing was changed. Try again.",
            "Máy chủ gặp sự cố; chưa có gì thay đổi. Hãy thử lại."
        ),
        ("ui.error.invalid-answer", "Check the fields marked as required.", "Hãy kiểm tra các ô bắt buộc."),
        ("ui.error.invalid-id", "There is no such item.", "Không có mục này."),
        (
            "ui.error.invalid-name", "A name has 1 to 24 characters, without control or formatting characters.",
            "Tên phải dài từ 1 đến 24 ký tự, không có ký tự điều khiển hay định dạng."
        ),
        (
            "ui.error.malformed-json", "The request was not in the form the server expects.",
            "Yêu cầu không đúng định dạng máy chủ cần."
        ),
        ("ui.error.method-not-allowed", "That cannot be done here.", "Không làm được việc này ở đây."),
        (
            "ui.error.missing-session", "This visit has expired; reload the page.",
            "Lượt truy cập này đã hết hạn; hãy tải lại trang."
        ),
        (
            "ui.error.network", "The server could not be reached. Check your connection and try again.",
            "Không kết nối được với máy chủ. Hãy kiểm tra kết nối rồi thử lại."
        ),
        ("ui.error.not-a-form", "This step has nothing to fill in.", "Bước này không có gì để điền."),
        (
            "ui.error.not-current-step", "That screen was already answered; here is where you are now.",
            "Màn hình đó đã được trả lời; đây là bước hiện tại của bạn."
        ),
        ("ui.error.not-found", "There is no such thing here.", "Không có mục này."),
        ("ui.error.not-now", "That cannot be done right now.", "Lúc này chưa làm được việc đó."),
        ("ui.error.not-skippable", "This step cannot be skipped.", "Không thể bỏ qua bước này."),
        (
            "ui.error.outcome-not-accepted", "That answer does not fit this step.",
            "Câu trả lời này không hợp với bước này."
        ),
        (
            "ui.error.requestFailed", "The request failed ({status}). Please try again.",
            "Yêu cầu không thành công ({status}). Vui lòng thử lại."
        ),
        ("ui.error.too-large", "That request is too large.", "Yêu cầu này quá lớn."),
        (
            "ui.error.unknown-session", "This visit has expired; reload the page.",
            "Lượt truy cập này đã hết hạn; hãy tải lại trang."
        ),
        ("ui.error.unknown-step", "There is no such step.", "Không có bước này."),
        (
            "ui.error.unsupported-media-type", "The request was not in the form the server expects.",
            "Yêu cầu không đúng dạng máy chủ cần."
        ),
        ("ui.flow.back", "Back", "Quay lại"),
        (
            "ui.flow.tooLong", "{count} characters: at most {limit} fit here.",
            "{count} ký tự: ô này nhận tối đa {limit} ký tự."
        ),
        ("ui.nav.home", "All apps", "Tất cả ứng dụng"),
        ("ui.nav.menu", "Menu", "Trang chính"),
        ("ui.nav.settings", "Settings", "Cài đặt"),
        ("ui.onboarding.hints", "Hints", "Các gợi ý"),
        ("ui.onboarding.hintsSeen", "Hints seen: {seen} of {total}.", "Đã xem {seen} trên {total} gợi ý."),
        ("ui.onboarding.notSeen", "Not seen yet:", "Chưa xem:"),
        ("ui.onboarding.replay", "Show tutorial again", "Xem lại hướng dẫn"),
        (
            "ui.onboarding.replayed", "The {game} tutorial shows again at its table during this visit.",
            "Hướng dẫn {game} sẽ hiện lại tại bàn chơi trong lượt truy cập này."
        ),
        ("ui.onboarding.reset", "Reset onboarding", "Đặt lại hướng dẫn"),
        ("ui.onboarding.resetDone", "{game} onboarding starts over.", "Hướng dẫn {game} đã được đặt lại từ đầu."),
        (
            "ui.onboarding.resetMessage",
            "The welcome and every hint of {game} will show again, as on your first visit. The other games keep theirs.",
            "Lời chào và mọi gợi ý của {game} sẽ hiện lại như lần đầu bạn đến. Các trò chơi khác vẫn giữ nguyên."
        ),
        ("ui.onboarding.resetTitle", "Reset {game} onboarding?", "Đặt lại hướng dẫn {game}?"),
        ("ui.onboarding.seen", "Seen:", "Đã xem:"),
        ("ui.onboarding.statsLink", "Onboarding statistics", "Thống kê hướng dẫn"),
        ("ui.onboarding.tip", "Tip", "Mẹo"),
        ("ui.onboarding.tutorialOn", "Tutorial on for this visit.", "Hướng dẫn đang bật trong lượt truy cập này."),
        ("ui.onboarding.tutorials", "Tutorials", "Hướng dẫn"),
        (
            "ui.onboarding.tutorialsHelp",
            "Each game has its own welcome and hints. Show them again for this visit, or start a game's onboarding over.",
            "Mỗi trò chơi có lời chào và các gợi ý riêng. Bạn có thể xem lại chúng trong lượt truy cập này, hoặc bắt đầu lại phần hướng dẫn của một trò chơi."
        ),
        ("ui.onboarding.welcomeAnswered", "Welcome answered: {choice}.", "Đã trả lời lời chào: {choice}."),
        ("ui.onboarding.welcomeNotAnswered", "Welcome not answered yet.", "Chưa trả lời lời chào."),
        ("ui.update.ready", "A new version is ready.", "Đã có phiên bản mới."),
        ("ui.update.reload", "Reload", "Tải lại"),
        ("ui.stats.choiceCount", "{count} players ({share}%)", "{count} người chơi ({share}%)"),
        ("ui.stats.choices", "Welcome answers", "Cách trả lời lời chào"),
        ("ui.stats.conversion", "Conversion: {share}%", "Tỉ lệ chuyển đổi: {share}%"),
        ("ui.stats.flowCaption", "{flow}: players at each step", "{flow}: người chơi ở từng bước"),
        ("ui.stats.ofStarted", "Of those who started", "So với số người bắt đầu"),
        ("ui.stats.skipped", "Skipped", "Đã bỏ qua"),
        ("ui.stats.skipRate", "Skip rate", "Tỉ lệ bỏ qua"),
        ("ui.stats.flowStarted", "Started", "Đã bắt đầu"),
        ("ui.stats.flowCompleted", "Completed", "Đã hoàn thành"),
        (
            "ui.stats.dropOff", "Drop-off: {share}% ({count} players started and did not finish)",
            "Bỏ dở: {share}% ({count} người bắt đầu nhưng chưa hoàn thành)"
        ),
        (
            "ui.stats.funnelCaption", "{game}: players at each onboarding stage",
            "{game}: số người chơi ở mỗi bước hướng dẫn"
        ),
        (
            "ui.stats.help",
            "Every player so far: how many saw each game's welcome, answered it and saw each hint, and how they answered the welcome.",
            "Tất cả người chơi đến nay: bao nhiêu người đã thấy lời chào của mỗi trò chơi, đã trả lời và đã xem từng gợi ý, và họ trả lời lời chào ra sao."
        ),
        ("ui.stats.ofFirst", "Of the first stage", "So với bước đầu"),
        ("ui.stats.players", "Players", "Người chơi"),
        ("ui.stats.stage", "Stage", "Bước"),
        ("ui.stats.welcomeAnswered", "Welcome answered", "Đã trả lời màn chào mừng"),
        ("ui.stats.welcomeShown", "Welcome shown", "Đã hiện màn chào mừng"),
        ("ui.stats.title", "Onboarding statistics", "Thống kê hướng dẫn"),
        (
            "ui.stats.tokenHelp",
            "These numbers are the operator's: enter the token the server printed when it started.",
            "Các số liệu này dành cho người vận hành: hãy nhập mã mà máy chủ đã in ra khi khởi động."
        ),
        ("ui.stats.tokenLabel", "Operator token", "Mã của người vận hành"),
        ("ui.stats.tokenRefused", "That is not the operator token.", "Đó không phải mã của người vận hành."),
        ("ui.stats.tokenSubmit", "Show statistics", "Xem thống kê"),
    ])

    /// The home page's texts (its brand, title and list).
    static let home: CopyCatalog = catalog([
        ("ui.app.description", "FirstRun: the apps on this server.", "FirstRun: các ứng dụng trên máy chủ này."),
        ("ui.app.loading", "Loading…", "Đang tải…"),
        ("ui.app.name", "FirstRun", "FirstRun"),
        ("ui.home.apps", "Apps", "Ứng dụng"),
        ("ui.home.empty", "No apps are installed on this server.", "Máy chủ này chưa có ứng dụng nào."),
        (
            "ui.home.tagline", "Pick an app. Each one shows you around the first time you open it.",
            "Chọn một ứng dụng. Lần đầu mở, mỗi ứng dụng sẽ hướng dẫn bạn."
        ),
        ("ui.home.title", "FirstRun", "FirstRun"),
    ])

    /// What `/api/copy` serves: the shell's and the home page's texts.
    static let homePage: CopyCatalog = (try? shell.merging(home)) ?? shell

    /// The catalog of `entries`; a key written twice stops the host at its start, before any page shows a wrong text.
    private static func catalog(_ entries: [CopyCatalog.Entry]) -> CopyCatalog {
        precondition(Set(entries.map(\.key)).count == entries.count, "HostCopy defines a key twice")
        return CopyCatalog(sections: [entries])
    }
}
