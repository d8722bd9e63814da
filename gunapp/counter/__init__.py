"""记牌器 (card counter): what one seat can count from its own view, never from hidden cards."""
