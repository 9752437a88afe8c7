import ArgumentParser

@main
struct CasinoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "casino",
        abstract: "The casino: the web server (default), and its engines from the command line.",
        subcommands: [ServeCommand.self, AnalyzeCommand.self, StrategyCommand.self, SimulateCommand.self, RoadsCommand.self],
        defaultSubcommand: ServeCommand.self)
}
