"""The hard Dou Dizhu AI: determinized sampling (PIMC) over the hidden cards, normal-policy playouts on a
compact state, and an exact solver for small open endgames."""
