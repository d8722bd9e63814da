"""AI agents for both games: they see only a seat's view and run off the GUI thread."""
