import OnboardingKit

extension CasinoCopy {
    /// What every game table shares: its tools, bets, Deal and Next round, the strategy hint.
    static let tables: [Entry] = [
        ("ui.table.tools", "Table", "Bàn chơi"),
        ("ui.table.deal", "Deal", "Chia bài"),
        ("ui.table.nextRound", "Next round", "Ván mới"),
        ("ui.table.hint", "Hint: {action}", "Gợi ý: {action}"),
        ("ui.table.you", "You", "Bạn"),
        ("ui.table.yourCards", "Your cards", "Bài của bạn"),
        ("ui.table.limits", "{name}, {minimum} to {maximum}", "{name}, từ {minimum} đến {maximum}"),
        ("ui.table.rules", "{name} ({summary}).", "{name} ({summary})."),
        ("ui.bet.amount", "Bet {amount}", "Cược {amount}"),
        ("ui.bet.none", "No bet", "Chưa cược"),
    ]

    /// The blackjack table and its side bets.
    static let blackjack: [Entry] = [
        ("ui.blackjack.dealer", "Dealer", "Nhà cái"),
        ("ui.blackjack.dealerCards", "Dealer's cards", "Bài của nhà cái"),
        ("ui.blackjack.bettingZone", "Betting zone", "Ô đặt cược"),
        (
            "ui.blackjack.bettingHelp", "Choose a chip, then select the betting zone to add it to your bet.",
            "Chọn một phỉnh, rồi chạm vào ô đặt cược để thêm vào tiền cược."
        ),
        ("ui.blackjack.noBetYet", "No bet yet", "Chưa đặt cược"),
        ("ui.blackjack.clearBet", "Clear bet", "Xóa cược"),
        ("ui.blackjack.changeRules", "Change rules", "Đổi luật"),
        ("ui.blackjack.insurance", "Insurance", "Bảo hiểm"),
        (
            "ui.blackjack.insuranceOffer",
            "The dealer shows an ace. Insurance costs {amount} and pays 2 to 1 if the dealer has blackjack.",
            "Nhà cái lật lá Át. Bảo hiểm tốn {amount} và trả 2 ăn 1 nếu nhà cái có blackjack."
        ),
        ("ui.blackjack.takeInsurance", "Take insurance ({amount})", "Mua bảo hiểm ({amount})"),
        ("ui.blackjack.declineInsurance", "No insurance", "Không mua bảo hiểm"),
        ("ui.blackjack.yourActions", "Your actions", "Nước đi của bạn"),
        ("ui.blackjack.action.hit", "Hit", "Rút"),
        ("ui.blackjack.action.stand", "Stand", "Dừng"),
        ("ui.blackjack.action.double", "Double", "Gấp đôi"),
        ("ui.blackjack.action.split", "Split", "Tách bài"),
        ("ui.blackjack.action.surrender", "Surrender", "Đầu hàng"),
        ("ui.blackjack.total", "Total:", "Tổng:"),
        ("ui.blackjack.softTotal", "Soft {total}", "{total} mềm"),
        ("ui.blackjack.hand", "Hand {number}", "Tay {number}"),
        ("ui.blackjack.handPlaying", "Hand {number} (playing)", "Tay {number} (đang chơi)"),
        ("ui.blackjack.handCards", "Hand {number} cards", "Bài của tay {number}"),
        ("ui.blackjack.doubled", "doubled", "đã gấp đôi"),
        ("ui.blackjack.surrendered", "surrendered", "đã đầu hàng"),
        ("ui.blackjack.runningCount", "Hi-Lo running count {count}", "Số đếm Hi-Lo {count}"),
        (
            "ui.blackjack.runningAndTrueCount", "Hi-Lo running count {running}, true count {true}",
            "Số đếm Hi-Lo {running}, số đếm thực {true}"
        ),
        ("ui.blackjack.outcome.blackjack", "Blackjack", "Blackjack"),
        ("ui.blackjack.outcome.win", "Win", "Thắng"),
        ("ui.blackjack.outcome.push", "Push", "Hòa"),
        ("ui.blackjack.outcome.loss", "Lose", "Thua"),
        ("ui.blackjack.outcome.bust", "Bust", "Quá 21"),
        ("ui.blackjack.outcome.surrender", "Surrendered", "Đã đầu hàng"),

        ("ui.sideBet.title", "Side bets", "Cược phụ"),
        ("ui.sideBet.perfectPairs", "Perfect Pairs", "Perfect Pairs"),
        ("ui.sideBet.twentyOnePlusThree", "21+3", "21+3"),
        ("ui.sideBet.paysUpTo", "pays up to {odds}", "trả tới {odds}"),
        ("ui.sideBet.result", "{bet} {stake}: {hand} {net}", "{bet} {stake}: {hand} {net}"),
        ("ui.sideBet.noWin", "no win", "không trúng"),
        ("ui.sideBet.hand.mixedPair", "Mixed pair", "Đôi khác màu"),
        ("ui.sideBet.hand.colouredPair", "Coloured pair", "Đôi cùng màu"),
        ("ui.sideBet.hand.perfectPair", "Perfect pair", "Đôi đồng chất"),
        ("ui.sideBet.hand.flush", "Flush", "Thùng"),
        ("ui.sideBet.hand.straight", "Straight", "Sảnh"),
        ("ui.sideBet.hand.threeOfAKind", "Three of a kind", "Sám cô"),
        ("ui.sideBet.hand.straightFlush", "Straight flush", "Thùng phá sảnh"),
        ("ui.sideBet.hand.suitedTrips", "Suited trips", "Sám cô đồng chất"),
    ]

    /// The baccarat table and its road maps (the roads keep their own names, as Vietnamese players do).
    static let baccarat: [Entry] = [
        ("ui.baccarat.zone.player", "Player", "Con"),
        ("ui.baccarat.zone.banker", "Banker", "Cái"),
        ("ui.baccarat.zone.tie", "Tie", "Hòa"),
        ("ui.baccarat.zone.playerPair", "Player Pair", "Đôi Con"),
        ("ui.baccarat.zone.bankerPair", "Banker Pair", "Đôi Cái"),
        ("ui.baccarat.pays", "pays {odds}", "trả {odds}"),
        ("ui.baccarat.bettingZones", "Betting zones", "Các cửa cược"),
        ("ui.baccarat.pairBets", "Pair bets", "Cược đôi"),
        (
            "ui.baccarat.bettingHelp", "Choose a chip, then a betting zone to add it to that bet.",
            "Chọn một phỉnh, rồi chọn một cửa để thêm vào tiền cược cửa đó."
        ),
        ("ui.baccarat.clearBets", "Clear bets", "Xóa cược"),
        ("ui.baccarat.playerCards", "Player cards", "Bài của Con"),
        ("ui.baccarat.bankerCards", "Banker cards", "Bài của Cái"),
        (
            "ui.baccarat.placeBets", "Place your bets, then Deal. Results appear here, then in the road maps below.",
            "Đặt cược rồi Chia bài. Kết quả hiện ở đây, rồi trên bảng cầu bên dưới."
        ),
        ("ui.baccarat.coup.player", "Player wins {player} to {banker}", "Con thắng {player} - {banker}"),
        ("ui.baccarat.coup.banker", "Banker wins {banker} to {player}", "Cái thắng {banker} - {player}"),
        ("ui.baccarat.coup.tie", "Tie at {total}", "Hòa {total} điểm"),
        ("ui.baccarat.coup.playerPair", "Player pair", "Con ra đôi"),
        ("ui.baccarat.coup.bankerPair", "Banker pair", "Cái ra đôi"),
        ("ui.baccarat.roads", "Road maps", "Bảng cầu"),

        ("ui.roads.beadPlate", "Bead Plate", "Bead Plate"),
        ("ui.roads.bigRoad", "Big Road", "Big Road"),
        ("ui.roads.bigEyeBoy", "Big Eye Boy", "Big Eye Boy"),
        ("ui.roads.smallRoad", "Small Road", "Small Road"),
        ("ui.roads.cockroachPig", "Cockroach Pig", "Cockroach Pig"),
        ("ui.roads.mark.banker", "Banker", "Cái"),
        ("ui.roads.mark.player", "Player", "Con"),
        ("ui.roads.mark.tie", "Tie", "Hòa"),
        ("ui.roads.mark.red", "red", "đỏ"),
        ("ui.roads.mark.blue", "blue", "xanh"),
        ("ui.roads.empty", "No results yet.", "Chưa có kết quả."),
        ("ui.roads.tiesMarked", "{count} ties marked", "{count} ván hòa được đánh dấu"),
        ("ui.roads.tiesMarked.one", "1 tie marked", "1 ván hòa được đánh dấu"),
        ("ui.roads.summary", "{count} marks: {parts}.", "{count} ô: {parts}."),
        ("ui.roads.summary.one", "1 mark: {parts}.", "1 ô: {parts}."),
        ("ui.roads.scrollable", "{title}, scrollable", "{title}, có thể cuộn ngang"),
    ]

    /// The Xì Dách table: the report's buttons are "Pick more" (Rút thêm) and "Deal" (Dằn, to stand).
    static let xiDach: [Entry] = [
        ("ui.xidach.computer", "Computer", "Máy"),
        ("ui.xidach.computerCards", "Computer's cards", "Bài của máy"),
        ("ui.xidach.yourTurn", "Your turn", "Lượt của bạn"),
        ("ui.xidach.action.hit", "Pick more", "Rút thêm"),
        ("ui.xidach.action.stand", "Deal", "Dằn"),
        ("ui.xidach.startRound", "Start round", "Bắt đầu ván"),
        ("ui.xidach.stake", "Stake", "Tiền cược"),
        ("ui.xidach.noStake", "No stake", "Không cược"),
        ("ui.xidach.resetMatch", "Reset match", "Chơi lại trận"),
        ("ui.xidach.saveMatch", "Save match", "Lưu trận"),
        ("ui.xidach.saveName", "Name on the leaderboard", "Tên trên bảng xếp hạng"),
        (
            "ui.xidach.matchSaved", "Match saved to the leaderboard as {name}.",
            "Đã lưu trận lên bảng xếp hạng với tên {name}."
        ),
        (
            "ui.xidach.matchReset", "Match reset: the cards are back in the deck and shuffled.",
            "Đã chơi lại trận: bài đã được gom lại và xáo."
        ),
        (
            "ui.xidach.scoreLine", "computer win: {computer} user win: {user}",
            "máy thắng: {computer} người chơi thắng: {user}"
        ),
        ("ui.xidach.points", "{name} point:", "Điểm của {name}:"),
        ("ui.xidach.startForCards", "Start a round to get your cards.", "Bắt đầu ván để nhận bài."),
        ("ui.xidach.outcome.player", "You win", "Bạn thắng"),
        ("ui.xidach.outcome.computer", "Computer wins", "Máy thắng"),
        ("ui.xidach.outcome.push", "Push", "Hòa"),
        ("ui.xidach.stakeReturned", "Push: your stake is returned", "Hòa: bạn được hoàn tiền cược"),
        ("ui.xidach.hand.xiBan", "Xi Ban", "Xì Bàn"),
        ("ui.xidach.hand.xiBan.vietnamese", "Xì Bàn", "Xì Bàn"),
        ("ui.xidach.hand.xiDach", "Xi Dach", "Xì Dách"),
        ("ui.xidach.hand.xiDach.vietnamese", "Xì Dách", "Xì Dách"),
        ("ui.xidach.hand.nguLinh", "Ngu Linh", "Ngũ Linh"),
        ("ui.xidach.hand.nguLinh.vietnamese", "Ngũ Linh", "Ngũ Linh"),
        ("ui.xidach.hand.quac", "Quach", "Quắc"),
        ("ui.xidach.hand.quac.vietnamese", "Quắc", "Quắc"),
    ]
}
