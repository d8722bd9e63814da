"""The replay viewer: a recorded match shown on the game's own table, stepped through with a transport bar."""
