"""The card table canvas shared by every game: painter, card items, scene/view, layout, animator."""
