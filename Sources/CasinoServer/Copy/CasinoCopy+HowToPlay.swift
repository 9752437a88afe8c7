import OnboardingKit

extension CasinoCopy {
    /// How to play: the rules of the three games, Xì Dách under both presets.
    static let howToPlay: [Entry] = [
        ("ui.howToPlay.yourTable", "At your table: {rules}", "Bàn của bạn: {rules}"),
        ("ui.howToPlay.yourRules", "Your rules: {rules}.", "Luật bạn đang chơi: {rules}."),
        ("ui.howToPlay.changeInSettings", "Change them in Settings.", "Đổi trong phần Cài đặt."),

        (
            "ui.howToPlay.blackjack.goal", "Beat the dealer: finish closer to 21 than the dealer without going over.",
            "Thắng nhà cái: có tổng điểm gần 21 hơn nhà cái mà không vượt quá 21."
        ),
        (
            "ui.howToPlay.blackjack.values",
            "Cards 2 to 10 count their number, Jack, Queen and King count 10, an Ace counts 1 or 11 (a \"soft\" total counts it as 11).",
            "Lá 2 đến 10 tính theo số, Bồi, Đầm và Già tính 10, lá Át tính 1 hoặc 11 (tổng \"mềm\" là khi Át đang tính 11)."
        ),
        (
            "ui.howToPlay.blackjack.round",
            "Choose a chip, select the betting zone to bet, then press Deal. You and the dealer get two cards; one dealer card stays face down.",
            "Chọn phỉnh, chạm vào ô đặt cược để cược, rồi bấm Chia bài. Bạn và nhà cái mỗi bên nhận hai lá; một lá của nhà cái được úp."
        ),
        (
            "ui.howToPlay.blackjack.actions",
            "Hit takes a card, Stand keeps your total, Double doubles the bet for exactly one more card, Split plays a pair as two hands, Surrender (where the rules allow it) gives up half the bet.",
            "Rút để lấy thêm một lá, Dừng để giữ tổng điểm, Gấp đôi để nhân đôi tiền cược và nhận đúng một lá nữa, Tách bài để chơi một đôi thành hai tay, Đầu hàng (nếu luật cho phép) để bỏ ván và mất nửa tiền cược."
        ),
        (
            "ui.howToPlay.blackjack.insurance",
            "When the dealer shows an Ace you may take insurance, up to half your bet, which pays 2 to 1 if the dealer has blackjack.",
            "Khi nhà cái lật lá Át, bạn có thể mua bảo hiểm, tối đa nửa tiền cược; bảo hiểm trả 2 ăn 1 nếu nhà cái có blackjack."
        ),
        (
            "ui.howToPlay.blackjack.payouts",
            "A blackjack (an Ace and a ten-value card as your first two cards) pays 3 to 2 (6 to 5 at the single-deck 6:5 table); other wins pay 1 to 1, ties push.",
            "Blackjack (một lá Át và một lá 10 điểm trong hai lá đầu) trả 3 ăn 2 (6 ăn 5 ở bàn một bộ bài 6:5); các ván thắng khác trả 1 ăn 1, hòa thì hoàn tiền."
        ),
        (
            "ui.howToPlay.blackjack.sideBets",
            "Side bets, placed with the main bet: Perfect Pairs pays when your first two cards are a pair (mixed colours 6 to 1, one colour 12 to 1, one suit 25 to 1); 21+3 when your two cards and the dealer's up card make a poker hand (flush 5 to 1, straight 10 to 1, three of a kind 30 to 1, straight flush 40 to 1, suited trips 100 to 1).",
            "Cược phụ, đặt cùng cược chính: Perfect Pairs trả thưởng khi hai lá đầu của bạn là một đôi (khác màu 6 ăn 1, cùng màu 12 ăn 1, đồng chất 25 ăn 1); 21+3 trả thưởng khi hai lá của bạn cùng lá ngửa của nhà cái thành một bộ poker (thùng 5 ăn 1, sảnh 10 ăn 1, sám cô 30 ăn 1, thùng phá sảnh 40 ăn 1, sám cô đồng chất 100 ăn 1)."
        ),
        (
            "ui.howToPlay.blackjack.practice",
            "Turn on the strategy hint in Settings to see the best play above the actions, and the Hi-Lo count to practise counting cards.",
            "Bật gợi ý chiến thuật trong Cài đặt để xem nước đi tốt nhất phía trên các nút, và bật số đếm Hi-Lo để tập đếm bài."
        ),

        (
            "ui.howToPlay.baccarat.bets",
            "Bet on the Player, the Banker or a Tie, and optionally on a Player Pair or Banker Pair; then press Deal. You do not play the hands: fixed drawing rules do.",
            "Đặt cửa Con, Cái hoặc Hòa, và nếu muốn thì thêm Đôi Con hoặc Đôi Cái; rồi bấm Chia bài. Bạn không tự chơi các tay bài: luật rút bài cố định quyết định."
        ),
        (
            "ui.howToPlay.baccarat.values",
            "Cards count: Ace 1, 2 to 9 their number, 10, Jack, Queen and King 0. A hand is worth the last digit of its total (7 + 8 = 15 counts 5).",
            "Cách tính điểm: Át 1 điểm, 2 đến 9 theo số, 10, Bồi, Đầm và Già 0 điểm. Điểm của tay bài là chữ số cuối của tổng (7 + 8 = 15 tính 5 điểm)."
        ),
        (
            "ui.howToPlay.baccarat.drawing",
            "Each hand gets two cards. A total of 8 or 9 is a natural and both hands stand. Otherwise the Player draws a third card on 0 to 5; the Banker draws according to its total and the Player's third card.",
            "Mỗi bên nhận hai lá. Tổng 8 hoặc 9 là bài tự nhiên và cả hai bên dừng. Nếu không, Con rút lá thứ ba khi có 0 đến 5 điểm; Cái rút tùy theo điểm của mình và lá thứ ba của Con."
        ),
        (
            "ui.howToPlay.baccarat.payouts",
            "The hand closer to 9 wins. Player pays 1 to 1, Banker 0.95 to 1 (5% commission), Tie 8 to 1 (Player and Banker bets are returned on a tie), a Pair 11 to 1.",
            "Bên gần 9 điểm hơn thắng. Con trả 1 ăn 1, Cái 0,95 ăn 1 (phí hoa hồng 5%), Hòa 8 ăn 1 (khi hòa, cược Con và Cái được hoàn lại), Đôi 11 ăn 1."
        ),
        (
            "ui.howToPlay.baccarat.roads",
            "The road maps record the results: the Bead Plate every coup in order, the Big Road the streaks of Banker (red) and Player (blue) wins with ties as green slashes, and Big Eye Boy, Small Road and Cockroach Pig whether the Big Road repeats its pattern (red) or breaks it (blue).",
            "Bảng cầu ghi lại kết quả: Bead Plate ghi từng ván theo thứ tự, Big Road ghi các chuỗi thắng của Cái (đỏ) và Con (xanh) với ván hòa là vạch chéo xanh lá, còn Big Eye Boy, Small Road và Cockroach Pig cho biết Big Road lặp lại nhịp cũ (đỏ) hay đổi nhịp (xanh)."
        ),

        ("ui.howToPlay.xidachTitle", "Xì Dách (Vietnamese blackjack)", "Xì Dách"),
        (
            "ui.howToPlay.xidach.goal",
            "You and the computer each get 2 cards. Try to get the highest hand without going over 21. Press \"Pick more\" to draw a card, \"Deal\" to stop.",
            "Bạn và máy mỗi bên nhận 2 lá. Hãy đạt tay bài cao nhất mà không vượt quá 21. Bấm \"Rút thêm\" để lấy một lá, \"Dằn\" để dừng."
        ),
        (
            "ui.howToPlay.xidach.document.values",
            "Card values: Ace counts 1 or 10; Jack, Queen and King count 10; the other cards count their number.",
            "Giá trị lá bài: Át tính 1 hoặc 10; Bồi, Đầm và Già tính 10; các lá khác tính theo số."
        ),
        (
            "ui.howToPlay.xidach.document.ranking",
            "Hands from strongest to weakest: Xì Bàn (Xi Ban, two Aces) > Xì Dách (Xi Dach, an Ace with a Jack, Queen or King) > Ngũ Linh (Ngu Linh, five cards totalling 21 or less) > points.",
            "Thứ tự tay bài từ mạnh đến yếu: Xì Bàn (hai lá Át) > Xì Dách (một lá Át với Bồi, Đầm hoặc Già) > Ngũ Linh (năm lá có tổng không quá 21) > tính điểm."
        ),
        (
            "ui.howToPlay.xidach.document.stage1", "Stage 1: with Xì Bàn or Xì Dách the hand stands at once.",
            "Giai đoạn 1: có Xì Bàn hoặc Xì Dách thì dừng ngay."
        ),
        (
            "ui.howToPlay.xidach.document.stage2",
            "Stage 2: otherwise draw or stop as you like, up to 5 cards. Over 21 is Quắc (Quach): a straight loss.",
            "Giai đoạn 2: nếu không thì rút hoặc dừng tùy ý, tối đa 5 lá. Quá 21 là Quắc: thua luôn."
        ),
        (
            "ui.howToPlay.xidach.document.computer",
            "The computer draws until its total is between 15 and 21. The higher hand wins; equal hands are a push.",
            "Máy rút bài cho đến khi tổng điểm từ 15 đến 21. Tay bài cao hơn thắng; bằng nhau thì hòa."
        ),
        (
            "ui.howToPlay.xidach.folk.values",
            "Ace counts 10 or 11 in a two-card hand, 1 or 10 with three cards, and 1 with four or five cards. Jack, Queen and King count 10.",
            "Át tính 10 hoặc 11 khi có hai lá, 1 hoặc 10 khi có ba lá, và 1 khi có bốn hoặc năm lá. Bồi, Đầm và Già tính 10."
        ),
        (
            "ui.howToPlay.xidach.folk.ranking",
            "Hands from strongest to weakest: Xì Bàn (Xi Ban, two Aces) > Xì Dách (Xi Dach, an Ace with any ten-value card: 10, Jack, Queen or King) > Ngũ Linh (Ngu Linh, five cards totalling 21 or less) > points.",
            "Thứ tự tay bài từ mạnh đến yếu: Xì Bàn (hai lá Át) > Xì Dách (một lá Át với một lá 10 điểm: 10, Bồi, Đầm hoặc Già) > Ngũ Linh (năm lá có tổng không quá 21) > tính điểm."
        ),
        (
            "ui.howToPlay.xidach.folk.minimums",
            "You need at least 16 to stand; the computer (the dealer) draws to 15.",
            "Bạn cần ít nhất 16 điểm mới được dằn; máy (nhà cái) rút đến 15."
        ),
        (
            "ui.howToPlay.xidach.leaderboard",
            "The leaderboard ranks each player's best saved match by its rating: the share of rounds played for money that you won, counted cautiously (the lower end of a 95% confidence range), so a long winning record beats a short lucky streak. Rounds without a stake never count, and a match is rated after 10 decided staked rounds.",
            "Bảng xếp hạng xếp mỗi người chơi theo trận đã lưu tốt nhất, dựa trên điểm xếp hạng: tỷ lệ ván có đặt tiền mà bạn thắng, tính một cách thận trọng (mức thấp của khoảng tin cậy 95%), nên thành tích thắng dài hạn xếp trên một chuỗi may mắn ngắn. Ván không đặt tiền không bao giờ được tính, và một trận được xếp hạng sau 10 ván có đặt tiền phân thắng thua."
        ),
        (
            "ui.howToPlay.xidach.folk.limits",
            "At most 5 cards. Over 21 is Quắc (Quach): a straight loss. Equal hands are a push.",
            "Tối đa 5 lá. Quá 21 là Quắc: thua luôn. Bằng điểm thì hòa."
        ),
    ]
}
