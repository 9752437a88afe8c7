import OnboardingKit

extension CasinoCopy {
    /// The page's frame, the menu, the lobby, cards and chips, dialogs and the results of a round.
    static let page: [Entry] = [
        ("ui.app.name", "FirstRun Casino", "Sòng bài FirstRun"),
        (
            "ui.app.description", "Blackjack, Baccarat and Xì Dách at the FirstRun Casino.",
            "Blackjack, Baccarat và Xì Dách tại sòng bài FirstRun Casino."
        ),
        ("ui.app.loading", "Loading the casino…", "Đang mở sòng bài…"),
        ("ui.header.player", "Player: ", "Người chơi: "),
        ("ui.header.balance", "Balance", "Số dư"),

        ("ui.nav.lobby", "Lobby", "Sảnh"),

        ("ui.menu.label", "Menu", "Trang chính"),
        ("ui.menu.play", "Play", "Chơi"),
        ("ui.menu.leaderboard", "Leaderboard", "Bảng xếp hạng"),
        ("ui.menu.settings", "Settings", "Cài đặt"),
        ("ui.menu.howToPlay", "How to play", "Cách chơi"),
        (
            "ui.menu.tagline",
            "Blackjack, Baccarat and Vietnamese Blackjack (Xì Dách). Practise free with a $1,000 bankroll.",
            "Blackjack, Baccarat và Xì Dách. Luyện tập miễn phí với 1.000 $ tiền vốn."
        ),

        ("ui.lobby.title", "Play", "Chơi"),
        ("ui.lobby.displayName", "Display name", "Tên hiển thị"),
        ("ui.lobby.saveName", "Save name", "Lưu tên"),
        (
            "ui.lobby.nameHelp", "1 to {max} characters, shown on your tables.",
            "Từ 1 đến {max} ký tự, hiện tại bàn chơi của bạn."
        ),
        ("ui.lobby.nameRequired", "Type a name of 1 to {max} characters.", "Hãy nhập tên dài từ 1 đến {max} ký tự."),
        ("ui.lobby.nameSaved", "Your name is now {name}.", "Tên của bạn giờ là {name}."),
        ("ui.lobby.balance", "Your balance:", "Số dư của bạn:"),
        ("ui.lobby.balanceIs", "Your balance is {amount}.", "Số dư của bạn là {amount}."),
        ("ui.lobby.refill", "Refill to {amount}", "Nạp lại {amount}"),
        ("ui.lobby.games", "Games", "Trò chơi"),
        (
            "ui.lobby.blackjack", "Beat the dealer to 21, with strategy hints and the Hi-Lo count.",
            "Thắng nhà cái trong cuộc đua tới 21, có gợi ý chiến thuật và cách đếm bài Hi-Lo."
        ),
        (
            "ui.lobby.baccarat", "Bet on Player, Banker or Tie, and follow the road maps.",
            "Đặt cửa Con, Cái hoặc Hòa, và theo dõi bảng cầu."
        ),
        (
            "ui.lobby.xidach", "Vietnamese blackjack against the computer: Xì Bàn, Xì Dách, Ngũ Linh.",
            "Đấu với máy: Xì Bàn, Xì Dách, Ngũ Linh."
        ),

        ("ui.game.blackjack", "Blackjack", "Blackjack"),
        ("ui.game.baccarat", "Baccarat", "Baccarat"),
        ("ui.game.xidach", "Xì Dách", "Xì Dách"),

        ("ui.card.name", "{rank} of {suit}", "{rank} {suit}"),
        ("ui.card.faceDown", "Face-down card", "Lá bài úp"),
        ("ui.card.rank.ace", "Ace", "Át"),
        ("ui.card.rank.jack", "Jack", "Bồi"),
        ("ui.card.rank.queen", "Queen", "Đầm"),
        ("ui.card.rank.king", "King", "Già"),
        ("ui.card.suit.spades", "spades", "bích"),
        ("ui.card.suit.hearts", "hearts", "cơ"),
        ("ui.card.suit.diamonds", "diamonds", "rô"),
        ("ui.card.suit.clubs", "clubs", "chuồn"),
        ("ui.hand.noCards", "No cards", "Chưa có bài"),

        ("ui.chips.label", "Chips", "Phỉnh"),
        ("ui.chips.chip", "{amount} chip", "Phỉnh {amount}"),
        ("ui.chips.chooseFirst", "Choose a chip first.", "Hãy chọn phỉnh trước."),

        ("ui.result.win", "You win {amount}", "Bạn thắng {amount}"),
        ("ui.result.lose", "You lose {amount}", "Bạn thua {amount}"),
        ("ui.result.push", "Push: your bet is returned", "Hòa: bạn được hoàn tiền cược"),
    ]

    /// The leaderboard of saved Xì Dách matches.
    static let leaderboard: [Entry] = [
        ("ui.leaderboard.title", "Leaderboard", "Bảng xếp hạng"),
        (
            "ui.leaderboard.legend",
            "Each player's best saved match, ranked by its rating on rounds played for money (see How to play).",
            "Trận đã lưu tốt nhất của mỗi người chơi, xếp theo điểm xếp hạng trên các ván có đặt tiền (xem Cách chơi)."
        ),
        (
            "ui.leaderboard.rating", "Rating {percent}% ({wins} of {rounds} staked rounds won)",
            "Điểm xếp hạng {percent}% (thắng {wins} trên {rounds} ván có đặt tiền)"
        ),
        (
            "ui.leaderboard.unrated", "Not rated yet: {rounds} more staked rounds to play",
            "Chưa được xếp hạng: cần chơi thêm {rounds} ván có đặt tiền"
        ),
        (
            "ui.leaderboard.unrated.one", "Not rated yet: 1 more staked round to play",
            "Chưa được xếp hạng: cần chơi thêm 1 ván có đặt tiền"
        ),
        (
            "ui.leaderboard.empty", "No saved matches yet. Play Xì Dách and choose \"Save match\".",
            "Chưa có trận nào được lưu. Hãy chơi Xì Dách rồi chọn \"Lưu trận\"."
        ),
        (
            "ui.leaderboard.swipeHelp", "Swipe one of your matches to the left to delete it.",
            "Vuốt một trận của bạn sang trái để xóa."
        ),
        ("ui.leaderboard.savedOn", "Saved {date}", "Lưu ngày {date}"),
        ("ui.leaderboard.yours", "Yours", "Của bạn"),
        ("ui.leaderboard.userWins", "User wins", "Người chơi thắng"),
        ("ui.leaderboard.computerWins", "Computer wins", "Máy thắng"),
        ("ui.leaderboard.delete", "Delete", "Xóa"),
        ("ui.leaderboard.deleteEntry", "Delete {name}", "Xóa {name}"),
        ("ui.leaderboard.deleteTitle", "Delete saved match?", "Xóa trận đã lưu?"),
        (
            "ui.leaderboard.deleteMessage",
            "Delete \"{name}\" (user {user}, computer {computer}) from the leaderboard? This cannot be undone.",
            "Xóa \"{name}\" (người chơi {user}, máy {computer}) khỏi bảng xếp hạng? Không thể hoàn tác."
        ),
        ("ui.leaderboard.deleted", "Deleted \"{name}\".", "Đã xóa \"{name}\"."),
    ]
}
