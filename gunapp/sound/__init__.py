"""Table sounds: the cue names (``cues``), the player (``service``, the only module that touches QtMultimedia)
and the director that turns game events into cues at the moment the table shows them (``director``)."""
