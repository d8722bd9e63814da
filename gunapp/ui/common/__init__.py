"""Table widgets every game reuses: action bar, callout bubble, card strip, settlement frame, drag-select and
the glue that paces a ``GameModel`` by the table's animator."""
