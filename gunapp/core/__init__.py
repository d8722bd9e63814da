"""What every game shares, without Qt: the game contract (``game_spec``), the one list of games (``registry``),
and the match-level record jobs built on them (``match_record``, ``prepare``, ``match_stats``)."""
