import OnboardingKit

extension CasinoCopy {
    /// The settings page.
    static let settings: [Entry] = [
        ("ui.settings.label", "Game settings", "Cài đặt trò chơi"),
        ("ui.settings.saved", "Settings saved.", "Đã lưu cài đặt."),
        ("ui.settings.lookAndSound", "Language, look and sound", "Ngôn ngữ, giao diện và âm thanh"),
        ("ui.settings.tables", "Tables", "Bàn chơi"),
        ("ui.settings.language", "Language", "Ngôn ngữ"),
        ("ui.settings.theme", "Theme", "Giao diện"),
        ("ui.settings.music", "Music", "Nhạc nền"),
        ("ui.settings.musicHelp", "A quiet generated loop while you play.", "Một đoạn nhạc nhẹ lặp lại khi bạn chơi."),
        ("ui.settings.sound", "Sound effects", "Hiệu ứng âm thanh"),
        ("ui.settings.soundHelp", "Chips, cards, wins and losses.", "Tiếng phỉnh, chia bài, thắng và thua."),
        ("ui.settings.showHints", "Strategy hint", "Gợi ý chiến thuật"),
        (
            "ui.settings.showHintsHelp", "The best play, above the blackjack actions and in Xì Dách.",
            "Nước đi tốt nhất, phía trên các nút Blackjack và trong Xì Dách."
        ),
        ("ui.settings.showCount", "Hi-Lo count", "Đếm bài Hi-Lo"),
        (
            "ui.settings.showCountHelp", "The running and true count at the blackjack table.",
            "Số đếm và số đếm thực ở bàn Blackjack."
        ),
        ("ui.settings.blackjackRules", "Blackjack rules", "Luật Blackjack"),
        ("ui.settings.tableLimits", "Table limits (every game)", "Mức cược của bàn (mọi trò chơi)"),
        ("ui.settings.xiDachRules", "Xì Dách rules", "Luật Xì Dách"),
    ]

    /// The choices of the settings (GET /casino/api/options), by setting and id.
    static let options: [Entry] = [
        ("ui.option.language.browser", "Same as the browser", "Giống trình duyệt"),
        ("ui.option.language.en", "English", "English"),
        ("ui.option.language.vi", "Tiếng Việt", "Tiếng Việt"),
        ("ui.option.theme.system", "Same as the device", "Theo thiết bị"),
        ("ui.option.theme.light", "Light", "Sáng"),
        ("ui.option.theme.dark", "Dark", "Tối"),
        ("ui.option.blackjackRules.vegas", "Vegas", "Vegas"),
        ("ui.option.blackjackRules.vegas-surrender", "Vegas with surrender", "Vegas có đầu hàng"),
        ("ui.option.blackjackRules.downtown", "Downtown", "Downtown"),
        ("ui.option.blackjackRules.atlantic-city", "Atlantic City", "Atlantic City"),
        ("ui.option.blackjackRules.european", "European", "Châu Âu"),
        ("ui.option.blackjackRules.single-deck-6-5", "Single deck 6:5", "Một bộ bài 6:5"),
        ("ui.option.tableLimits.casual", "Casual", "Bình dân"),
        ("ui.option.tableLimits.low-stakes", "Low Stakes", "Cược thấp"),
        ("ui.option.tableLimits.medium-stakes", "Medium Stakes", "Cược vừa"),
        ("ui.option.tableLimits.high-roller", "High Roller", "Cược lớn"),
        ("ui.option.xiDachRules.document", "Document (the report's rules)", "Theo tài liệu (luật trong báo cáo)"),
        ("ui.option.xiDachRules.folk", "Folk (as played at home)", "Dân gian (như chơi ở nhà)"),
    ]

    /// The parts of a blackjack rule summary, e.g. "6 decks, dealer stands on soft 17, …, blackjack pays 3:2".
    static let rules: [Entry] = [
        ("ui.rules.deck", "1 deck", "1 bộ bài"),
        ("ui.rules.decks", "{count} decks", "{count} bộ bài"),
        ("ui.rules.dealerHitsSoft17", "dealer hits soft 17", "nhà cái rút ở 17 mềm"),
        ("ui.rules.dealerStandsOnSoft17", "dealer stands on soft 17", "nhà cái dừng ở 17 mềm"),
        ("ui.rules.doubleOnly", "double on {totals} only", "chỉ gấp đôi khi có {totals} điểm"),
        ("ui.rules.doubleAfterSplit", "double after split", "được gấp đôi sau khi tách"),
        ("ui.rules.noDoubleAfterSplit", "no double after split", "không gấp đôi sau khi tách"),
        ("ui.rules.lateSurrender", "late surrender", "được đầu hàng muộn"),
        ("ui.rules.noSurrender", "no surrender", "không được đầu hàng"),
        ("ui.rules.noHoleCard", "no hole card", "nhà cái không có lá úp"),
        ("ui.rules.blackjackPays", "blackjack pays {payout}", "blackjack trả {payout}"),
    ]
}
