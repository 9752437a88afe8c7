import ArgumentParser

/// `bowlertrax`: analyse a shot's video, check a lane calibration, render a synthetic shot.
@main
struct BowlerTraxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bowlertrax",
        abstract: "Measure bowling shots from video: speed, boards, entry angle, rev rate, strike estimate.",
        subcommands: [AnalyzeCommand.self, CalibrateCommand.self, RenderCommand.self, BenchTrackCommand.self])
}
