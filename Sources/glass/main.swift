import GlassCLI

Glass.main(arguments: Array(CommandLine.arguments.dropFirst()))
