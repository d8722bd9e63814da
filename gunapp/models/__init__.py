"""Qt adapters over the pure engines: one ``GameModel`` per game, item models for the panels, the AI worker.

Flow (DESIGN.md): the UI and the AI worker call ``GameModel.submit(action)``; the model applies it to the
engine, updates its item models and emits one Qt signal per engine event; the table animates them and calls
``GameModel.ready()`` when its animation queue drains, which lets the next AI turn (or the next dealt card)
start. Nothing here draws.
"""
