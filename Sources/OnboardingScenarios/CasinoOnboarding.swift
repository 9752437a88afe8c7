import Foundation
import OnboardingKit

/// The casino games' onboarding from casino-onboarding-summary.md: the welcome sheet, the contextual
/// hints with their triggers, and the progressive tips, for Blackjack and Baccarat.
public enum CasinoOnboarding {
    /// A game with its own onboarding state.
    public enum Game: String, Sendable, CaseIterable {
        case blackjack
        case baccarat

        /// The app identifier its state is stored under (`onboarding.blackjack.…`).
        public var app: AppIdentifier { AppIdentifier(stringLiteral: rawValue) }
    }

    /// One line of the welcome sheet: an icon, a title and a short detail.
    public struct WelcomeFeature: Sendable, Hashable {
        public let icon: String
        public let titleKey: CopyKey
        public let detailKey: CopyKey
    }

    /// What the welcome sheet of a game shows.
    public struct WelcomeSheet: Sendable, Hashable {
        public let emoji: String
        public let titleKey: CopyKey
        public let features: [WelcomeFeature]
        public let showMeHowKey: CopyKey
        public let startPlayingKey: CopyKey
    }

    /// The welcome sheet appears this long after the table.
    public static let welcomeDelay: TimeInterval = 0.5
    /// The prompt id the welcome sheet is requested under.
    public static let welcomePrompt = "welcome"

    /// The welcome sheet of `game`.
    public static func welcome(for game: Game) -> WelcomeSheet {
        let prefix = "casino.\(game.rawValue).welcome"
        let icons = game == .blackjack ? ["🎯", "💡", "💵", "⚙️"] : ["🎲", "📈", "💵", "⚙️"]
        return WelcomeSheet(
            emoji: game == .blackjack ? "🃏" : "🎴",
            titleKey: CopyKey("\(prefix).title"),
            features: icons.enumerated().map { index, icon in
                WelcomeFeature(icon: icon, titleKey: CopyKey("\(prefix).feature\(index + 1).title"),
                               detailKey: CopyKey("\(prefix).feature\(index + 1).detail"))
            },
            showMeHowKey: "casino.welcome.showMeHow",
            startPlayingKey: "casino.welcome.startPlaying")
    }

    /// The contextual hints of `game`, in the order the first round shows them, then the progressive tips.
    public static func hints(for game: Game) -> [HintDefinition] {
        let prefix = "casino.\(game.rawValue).hint"
        let bettingZone = HintDefinition(
            key: "bettingZone", anchor: "betting-zone", messageKey: CopyKey("\(prefix).bettingZone"),
            trigger: .event(.enteredBettingPhase), priority: 30)
        let dealButton = HintDefinition(
            key: "dealButton", anchor: "deal-button", messageKey: CopyKey("\(prefix).dealButton"),
            trigger: .event(.placedBet), prerequisites: ["bettingZone"], priority: 20,
            relevantUntil: [.roundCompleted])
        let sideBets = HintDefinition(
            key: "sideBets", anchor: "side-bets", messageKey: "casino.hint.sideBets",
            trigger: .count(.roundCompleted, atLeast: 5), priority: 5)
        switch game {
        case .blackjack:
            return [
                bettingZone, dealButton,
                HintDefinition(
                    key: "playerActions", anchor: "player-actions", messageKey: CopyKey("\(prefix).playerActions"),
                    trigger: .event(.playerTurnStarted), prerequisites: ["dealButton"], priority: 10,
                    relevantUntil: [.roundCompleted]),
                sideBets,
                HintDefinition(
                    key: "cardCounting", anchor: "settings-button", messageKey: CopyKey("\(prefix).cardCounting"),
                    trigger: .count(.roundCompleted, atLeast: 10), priority: 5),
            ]
        case .baccarat:
            return [
                bettingZone, dealButton,
                HintDefinition(
                    key: "resultDisplay", anchor: "result-display", messageKey: CopyKey("\(prefix).resultDisplay"),
                    trigger: .event(.roundCompleted), prerequisites: ["dealButton"], presentationDelay: 0.5,
                    priority: 10, relevantUntil: [.enteredBettingPhase]),
                sideBets,
            ]
        }
    }

    /// Every piece of casino onboarding copy, in English and Vietnamese.
    public static let copy = CopyCatalog([
        "onboarding.gotIt": [.english: "Got it", .vietnamese: "Đã hiểu"],
        "casino.welcome.showMeHow": [.english: "Show Me How", .vietnamese: "Hướng dẫn tôi"],
        "casino.welcome.startPlaying": [.english: "Start Playing", .vietnamese: "Bắt đầu chơi"],

        "casino.blackjack.welcome.title": [.english: "Welcome to Blackjack", .vietnamese: "Chào mừng đến với Blackjack"],
        "casino.blackjack.welcome.feature1.title": [.english: "Beat the Dealer", .vietnamese: "Thắng nhà cái"],
        "casino.blackjack.welcome.feature1.detail": [.english: "Get closer to 21", .vietnamese: "Đạt gần 21 hơn nhà cái"],
        "casino.blackjack.welcome.feature2.title": [.english: "Learn Strategy", .vietnamese: "Học chiến thuật"],
        "casino.blackjack.welcome.feature2.detail": [.english: "Built-in hints", .vietnamese: "Gợi ý có sẵn"],
        "casino.blackjack.welcome.feature3.title": [.english: "Practice Free", .vietnamese: "Luyện tập miễn phí"],
        "casino.blackjack.welcome.feature3.detail": [.english: "Start with $1,000", .vietnamese: "Bắt đầu với 1.000 $"],
        "casino.blackjack.welcome.feature4.title": [.english: "Customize Rules", .vietnamese: "Tùy chỉnh luật chơi"],
        "casino.blackjack.welcome.feature4.detail": [.english: "Change settings", .vietnamese: "Thay đổi trong phần cài đặt"],

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
