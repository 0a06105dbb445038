import ArgumentParser

KanjiCommand.main()
