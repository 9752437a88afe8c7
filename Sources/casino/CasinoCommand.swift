import ArgumentParser

@main
struct CasinoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "casino",
        abstract: "The casino's engines from the command line: exact analysis, strategy charts, simulations, road maps.",
        subcommands: [AnalyzeCommand.self, StrategyCommand.self, SimulateCommand.self, RoadsCommand.self])
}
