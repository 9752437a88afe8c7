import ArgumentParser

@main
struct CasinoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "casino",
        abstract: "The casino's engines from the command line (the web server is `firstrun`).",
        subcommands: [AnalyzeCommand.self, StrategyCommand.self, SimulateCommand.self, RoadsCommand.self])
}
