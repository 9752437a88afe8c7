import ArgumentParser
import Basics
import OnboardingKit

@main
struct OnboardingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "onboarding",
        abstract: "Demonstrates and checks the OnboardingKit engine on the source documents' onboarding.",
        subcommands: [DemoCommand.self, FlowCommand.self, SimulateCommand.self, ValidateCommand.self],
        defaultSubcommand: DemoCommand.self)
}

extension Language: ExpressibleByArgument {}
