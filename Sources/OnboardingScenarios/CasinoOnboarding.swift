import Basics
import Foundation
import OnboardingKit

/// The casino games' onboarding from casino-onboarding-summary.md: the welcome sheet, the contextual
/// hints with their triggers, and the progressive tips after 5, 10 and 20 hands, for Blackjack and Baccarat
/// as the document describes them and for Xì Dách in the same spirit.
public enum CasinoOnboarding {
    /// A game with its own onboarding state.
    public enum Game: String, Sendable, CaseIterable {
        case blackjack
        case baccarat
        case xidach

        /// The app identifier its state is stored under (`onboarding.blackjack.…`).
        public var app: AppIdentifier { AppIdentifier(stringLiteral: rawValue) }
    }

    /// One line of the welcome sheet: an icon, a title and a short detail.
    public struct WelcomeFeature: Sendable, Hashable {
        /// The name of the icon the page draws (e.g. `target`).
        public let icon: String
        public let titleKey: CopyKey
        public let detailKey: CopyKey
    }

    /// What the welcome sheet of a game shows.
    public struct WelcomeSheet: Sendable, Hashable {
        /// The name of the game's icon the page draws (e.g. `cards`).
        public let icon: String
        public let titleKey: CopyKey
        public let features: [WelcomeFeature]
        public let showMeHowKey: CopyKey
        public let startPlayingKey: CopyKey
    }

    /// The welcome sheet appears this long after the table.
    public static let welcomeDelay: TimeInterval = 0.5
    /// The prompt id the welcome sheet is requested under.
    public static let welcomePrompt = "welcome"
    /// The welcome sheet's rank against hints: it comes first.
    public static let welcomePriority = 100
    /// The hands after which the progressive tips appear.
    public static let progressiveTipHands = [5, 10, 20]

    /// The welcome sheet of `game`: playing cards for Blackjack, a chip for Baccarat, and for Xì Dách the lucky red
    /// envelope of Tết, when it is played. Its icons are names the page draws (not emoji, which need a colour-emoji font).
    public static func welcome(for game: Game) -> WelcomeSheet {
        let prefix = "casino.\(game.rawValue).welcome"
        let (icon, featureIcons) =
            switch game {
            case .blackjack: ("cards", ["target", "lightbulb", "cash", "gear"])
            case .baccarat: ("chip", ["dice", "chart", "cash", "gear"])
            case .xidach: ("envelope", ["target", "sparkles", "trophy", "gear"])
            }
        return WelcomeSheet(
            icon: icon,
            titleKey: CopyKey("\(prefix).title"),
            features: featureIcons.enumerated().map { index, featureIcon in
                WelcomeFeature(
                    icon: featureIcon, titleKey: CopyKey("\(prefix).feature\(index + 1).title"),
                    detailKey: CopyKey("\(prefix).feature\(index + 1).detail"))
            },
            showMeHowKey: "casino.welcome.showMeHow",
            startPlayingKey: "casino.welcome.startPlaying")
    }

    /// The table appeared: the welcome sheet is requested, after its delay, unless it was answered before.
    public static func requestWelcome(on coordinator: HintCoordinator) {
        guard coordinator.state.shouldShowWelcome else { return }
        coordinator.request(prompt: welcomePrompt, priority: welcomePriority, delay: welcomeDelay)
    }

    /// The player answered the welcome sheet, which is showing ("Show Me How" starts the tutorial).
    public static func answerWelcome(_ choice: WelcomeChoice, on coordinator: HintCoordinator) throws(OnboardingError) {
        try coordinator.answerWelcome(choice, prompt: welcomePrompt)
    }

    /// The events a plain first round of `game` raises, in order (a bet, a turn, the result).
    public static func firstRoundEvents(for game: Game) -> [OnboardingEvent] {
        switch game {
        case .blackjack: [.enteredBettingPhase, .placedBet, .playerTurnStarted, .roundCompleted]
        case .baccarat: [.enteredBettingPhase, .placedBet, .roundCompleted]
        case .xidach: [.enteredBettingPhase, .playerTurnStarted, .roundCompleted]
        }
    }

    /// The contextual hints of `game`, in the order the first round shows them, then the progressive tips.
    ///
    /// Anchors name the element a hint points at (the page marks it `data-onboarding-anchor`).
    public static func hints(for game: Game) -> [HintDefinition] {
        let prefix = "casino.\(game.rawValue).hint"
        func tip(_ key: String, anchor: String, afterHands hands: Int, message: CopyKey? = nil) -> HintDefinition {
            HintDefinition(
                key: key, anchor: anchor, messageKey: message ?? CopyKey("\(prefix).\(key)"),
                trigger: .count(.roundCompleted, atLeast: hands), priority: 5)
        }
        let tips = progressiveTipHands
        switch game {
        case .blackjack, .baccarat:
            let bettingZone = HintDefinition(
                key: "bettingZone", anchor: "betting-zone", messageKey: CopyKey("\(prefix).bettingZone"),
                trigger: .event(.enteredBettingPhase), priority: 30)
            let dealButton = HintDefinition(
                key: "dealButton", anchor: "deal-button", messageKey: CopyKey("\(prefix).dealButton"),
                trigger: .event(.placedBet), prerequisites: ["bettingZone"], priority: 20,
                relevantUntil: [.roundCompleted])
            let sideBets = tip("sideBets", anchor: "side-bets", afterHands: tips[0], message: "casino.hint.sideBets")
            if game == .blackjack {
                return [
                    bettingZone, dealButton,
                    HintDefinition(
                        key: "playerActions", anchor: "player-actions", messageKey: CopyKey("\(prefix).playerActions"),
                        trigger: .event(.playerTurnStarted), prerequisites: ["dealButton"], priority: 10,
                        relevantUntil: [.roundCompleted]),
                    sideBets,
                    tip("cardCounting", anchor: "settings-button", afterHands: tips[1]),
                    tip("rulePresets", anchor: "rules-button", afterHands: tips[2]),
                ]
            }
            return [
                bettingZone, dealButton,
                HintDefinition(
                    key: "resultDisplay", anchor: "result-display", messageKey: CopyKey("\(prefix).resultDisplay"),
                    trigger: .event(.roundCompleted), prerequisites: ["dealButton"], presentationDelay: 0.5,
                    priority: 10, relevantUntil: [.placedBet]),
                sideBets,
                tip("roads", anchor: "roads", afterHands: tips[1]),
                tip("tableLimits", anchor: "settings-button", afterHands: tips[2]),
            ]
        case .xidach:
            return [
                HintDefinition(
                    key: "startRound", anchor: "start-round", messageKey: CopyKey("\(prefix).startRound"),
                    trigger: .event(.enteredBettingPhase), priority: 30),
                HintDefinition(
                    key: "playerActions", anchor: "player-actions", messageKey: CopyKey("\(prefix).playerActions"),
                    trigger: .event(.playerTurnStarted), prerequisites: ["startRound"], priority: 20,
                    relevantUntil: [.roundCompleted]),
                HintDefinition(
                    key: "scoreLine", anchor: "score-line", messageKey: CopyKey("\(prefix).scoreLine"),
                    trigger: .event(.roundCompleted), prerequisites: ["startRound"], presentationDelay: 0.5,
                    priority: 10, relevantUntil: [.playerTurnStarted]),
                tip("saveMatch", anchor: "save-match", afterHands: tips[0]),
                tip("specialHands", anchor: "how-to-play", afterHands: tips[1]),
                tip("folkRules", anchor: "settings-button", afterHands: tips[2]),
            ]
        }
    }

    /// Every piece of casino onboarding copy, in English and Vietnamese.
    public static let copy = CopyCatalog([
        "onboarding.gotIt": [.english: "Got it", .vietnamese: "Đã hiểu"],
        "casino.welcome.showMeHow": [.english: "Show Me How", .vietnamese: "Hướng dẫn tôi"],
        "casino.welcome.startPlaying": [.english: "Start Playing", .vietnamese: "Bắt đầu chơi"],

        "casino.blackjack.welcome.title": [
            .english: "Welcome to Blackjack", .vietnamese: "Chào mừng đến với Blackjack",
        ],
        "casino.blackjack.welcome.feature1.title": [.english: "Beat the Dealer", .vietnamese: "Thắng nhà cái"],
        "casino.blackjack.welcome.feature1.detail": [
            .english: "Get closer to 21", .vietnamese: "Đạt gần 21 hơn nhà cái",
        ],
        "casino.blackjack.welcome.feature2.title": [.english: "Learn Strategy", .vietnamese: "Học chiến thuật"],
        "casino.blackjack.welcome.feature2.detail": [.english: "Built-in hints", .vietnamese: "Gợi ý có sẵn"],
        "casino.blackjack.welcome.feature3.title": [.english: "Practice Free", .vietnamese: "Luyện tập miễn phí"],
        "casino.blackjack.welcome.feature3.detail": [
            .english: "Start with $1,000", .vietnamese: "Bắt đầu với 1.000 $",
        ],
        "casino.blackjack.welcome.feature4.title": [.english: "Customize Rules", .vietnamese: "Tùy chỉnh luật chơi"],
        "casino.blackjack.welcome.feature4.detail": [
            .english: "Change settings", .vietnamese: "Thay đổi trong phần cài đặt",
        ],

        "casino.baccarat.welcome.title": [.english: "Welcome to Baccarat", .vietnamese: "Chào mừng đến với Baccarat"],
        "casino.baccarat.welcome.feature1.title": [
            .english: "Bet on Player, Banker, or Tie", .vietnamese: "Đặt cược Con, Cái hoặc Hòa",
        ],
        "casino.baccarat.welcome.feature1.detail": [
            .english: "Pick the hand closest to 9", .vietnamese: "Chọn bài gần 9 điểm nhất",
        ],
        "casino.baccarat.welcome.feature2.title": [.english: "Track Patterns", .vietnamese: "Theo dõi xu hướng"],
        "casino.baccarat.welcome.feature2.detail": [
            .english: "Road maps show history", .vietnamese: "Bảng cầu hiển thị lịch sử ván chơi",
        ],
        "casino.baccarat.welcome.feature3.title": [.english: "Practice Free", .vietnamese: "Luyện tập miễn phí"],
        "casino.baccarat.welcome.feature3.detail": [.english: "Start with $1,000", .vietnamese: "Bắt đầu với 1.000 $"],
        "casino.baccarat.welcome.feature4.title": [.english: "Customize Settings", .vietnamese: "Tùy chỉnh cài đặt"],
        "casino.baccarat.welcome.feature4.detail": [
            .english: "Change table limits", .vietnamese: "Thay đổi mức cược của bàn",
        ],

        "casino.blackjack.hint.bettingZone": [
            .english: "Tap chips, then tap here to bet", .vietnamese: "Chạm vào phỉnh, rồi chạm vào đây để đặt cược",
        ],
        "casino.blackjack.hint.dealButton": [
            .english: "Tap Deal to start the round", .vietnamese: "Chạm Chia bài để bắt đầu ván",
        ],
        "casino.blackjack.hint.playerActions": [
            .english: "Choose your action based on the hint above",
            .vietnamese: "Chọn nước đi dựa trên gợi ý phía trên",
        ],
        "casino.blackjack.hint.cardCounting": [
            .english: "Enable card counting in settings", .vietnamese: "Bật đếm bài trong phần cài đặt",
        ],
        "casino.baccarat.hint.bettingZone": [
            .english: "Tap chips, then tap a betting zone", .vietnamese: "Chạm vào phỉnh, rồi chạm vào một ô cược",
        ],
        "casino.baccarat.hint.dealButton": [
            .english: "Tap Deal to start the round", .vietnamese: "Chạm Chia bài để bắt đầu ván",
        ],
        "casino.baccarat.hint.resultDisplay": [
            .english: "Results appear here, then in the road maps below",
            .vietnamese: "Kết quả hiện ở đây, rồi trên bảng cầu bên dưới",
        ],
        "casino.blackjack.hint.rulePresets": [
            .english: "Try other house rules, like European or Atlantic City, in settings",
            .vietnamese: "Thử luật nhà cái khác, như châu Âu hay Atlantic City, trong phần cài đặt",
        ],
        "casino.baccarat.hint.roads": [
            .english: "Each column of the Big Road is a streak; a new column starts when the winner changes",
            .vietnamese: "Mỗi cột của Big Road là một chuỗi thắng; cột mới bắt đầu khi bên thắng đổi",
        ],
        "casino.baccarat.hint.tableLimits": [
            .english: "Ready for more? Raise the table limits in settings",
            .vietnamese: "Sẵn sàng chơi lớn hơn? Nâng mức cược của bàn trong phần cài đặt",
        ],

        "casino.xidach.welcome.title": [.english: "Welcome to Xì Dách", .vietnamese: "Chào mừng đến với Xì Dách"],
        "casino.xidach.welcome.feature1.title": [.english: "Beat the Computer", .vietnamese: "Thắng máy"],
        "casino.xidach.welcome.feature1.detail": [
            .english: "Get close to 21 with up to five cards", .vietnamese: "Đạt gần 21 với tối đa năm lá",
        ],
        "casino.xidach.welcome.feature2.title": [.english: "Special Hands", .vietnamese: "Bài đặc biệt"],
        "casino.xidach.welcome.feature2.detail": [
            .english: "Xì Bàn, Xì Dách and Ngũ Linh win big", .vietnamese: "Xì Bàn, Xì Dách và Ngũ Linh thắng lớn",
        ],
        "casino.xidach.welcome.feature3.title": [.english: "Climb the Leaderboard", .vietnamese: "Leo bảng xếp hạng"],
        "casino.xidach.welcome.feature3.detail": [
            .english: "Save your match and its wins", .vietnamese: "Lưu trận đấu cùng số ván thắng",
        ],
        "casino.xidach.welcome.feature4.title": [.english: "Choose Your Rules", .vietnamese: "Chọn luật chơi"],
        "casino.xidach.welcome.feature4.detail": [
            .english: "Document or folk rules in settings",
            .vietnamese: "Luật theo tài liệu hoặc luật dân gian trong cài đặt",
        ],
        "casino.xidach.hint.startRound": [
            .english: "Choose a stake, then tap Start round for your two cards",
            .vietnamese: "Chọn tiền cược, rồi chạm Bắt đầu ván để nhận hai lá bài",
        ],
        "casino.xidach.hint.playerActions": [
            .english: "Pick more draws a card; Deal keeps your hand",
            .vietnamese: "Rút thêm để lấy một lá; Dằn để giữ bài",
        ],
        "casino.xidach.hint.scoreLine": [
            .english: "Every round you or the computer wins is counted here",
            .vietnamese: "Mỗi ván bạn hoặc máy thắng được tính ở đây",
        ],
        "casino.xidach.hint.saveMatch": [
            .english: "Save the match to put your wins on the leaderboard",
            .vietnamese: "Lưu trận đấu để đưa số ván thắng lên bảng xếp hạng",
        ],
        "casino.xidach.hint.specialHands": [
            .english: "Five cards without going over 21 make Ngũ Linh: see How to play",
            .vietnamese: "Năm lá không quá 21 là Ngũ Linh: xem Cách chơi",
        ],
        "casino.xidach.hint.folkRules": [
            .english: "Try the folk rules in settings", .vietnamese: "Thử luật dân gian trong phần cài đặt",
        ],
        "casino.hint.sideBets": [
            .english: "Side bets offer bigger payouts", .vietnamese: "Cược phụ có tỷ lệ trả thưởng cao hơn",
        ],
    ])

    /// Every copy key the casino onboarding uses.
    public static var referencedCopyKeys: [CopyKey] {
        Game.allCases.flatMap { game -> [CopyKey] in
            let welcome = welcome(for: game)
            return [welcome.titleKey, welcome.showMeHowKey, welcome.startPlayingKey]
                + welcome.features.flatMap { [$0.titleKey, $0.detailKey] }
                + hints(for: game).flatMap { [$0.messageKey, $0.buttonKey] }
        }
    }
}
