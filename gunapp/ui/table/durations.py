"""How long things take on the tables, in ms at animation speed 1 (the animator scales them).

One place for every duration of a move, a flip, a fade, a pause of the queue and a callout, named after what
moves; tune the tables' pace here. ``HOLD`` is how long a callout stays up, ``PAUSE`` how long the queue waits
after putting it up (the next event may show while it is still up).
"""

from __future__ import annotations

# -- every table: cards -------------------------------------------------------------------------------------
CARD_MOVE = 300  # a card gliding to its place (a piece's layout, a resize)
CARD_FLIP = 260  # a card turning over
CARD_LIFT = 110  # a card in the hand rising or settling (hover, selection)
STACK_BACK_FADE_IN = 150  # a back added to an opponent's stack
KITTY_FLIP_STAGGER = 60  # delay between two kitty cards turning over
TRICK_CLEAR = 360  # the trick's cards leaving the middle
TALK_HOLD = 1100  # a callout's default time up
TALK_PAUSE = 300  # the queue's default wait after a callout

# -- Gunzi: the deal ----------------------------------------------------------------------------------------
GUNZI_DEAL_BEAT = 30  # between two dealt cards
GUNZI_DEAL_FLIGHT = 300  # one dealt card flying to its seat
GUNZI_NEW_HAND_PAUSE = 250  # after the table is cleared for a new hand
GUNZI_HAND_RESORT = 320  # the hand sorting itself again (a declaration, the trump fixed)
GUNZI_HAND_CLOSE_UP = 320  # the hand closing the gap left by cards given away
GUNZI_DEALT_HAND_RESORT = 200  # the hand sorting itself once the last card is dealt
GUNZI_BOTTOM_CARD_FLIP = 300  # a bottom card flipped or drawn to name the trump (R9, R11)

# -- Gunzi: cards between seats (tribute, the bottom) -------------------------------------------------------
GUNZI_CARDS_TO_SEAT = 420  # cards flying into a hand or an opponent's stack
GUNZI_CARDS_TO_MIDDLE = 420  # tribute cards flying to the middle to be shown
GUNZI_SHOWN_CARD_FLIP_DELAY = 120  # the shown tribute cards turn over a beat after leaving
GUNZI_SHOWN_CARDS_PAUSE = 700  # tribute cards shown in the middle
GUNZI_BOTTOM_BURIED_PAUSE = 300  # after the six cards reach the kitty
GUNZI_JOKERS_LAID_PAUSE = 600  # after jokers are laid, before the tied pick-up is chosen
GUNZI_PICKED_UP_RESORT = 400  # the hand sorting in the cards picked up for buried jokers
GUNZI_PICKED_UP_PAUSE = 500
GUNZI_BOTTOM_REVEALED_PAUSE = 900  # the original bottom shown face up

# -- Gunzi: tricks ------------------------------------------------------------------------------------------
GUNZI_PLAY_TO_TRICK = 280  # played cards flying to the trick and straightening
GUNZI_HAND_CLOSE_AFTER_PLAY = 260  # the human's hand closing the gap after a play
GUNZI_AFTER_OTHER_PLAY = 380  # the queue's wait after another seat's play
GUNZI_AFTER_OWN_PLAY = 120  # the queue's wait after the human's play
GUNZI_TRICK_SHOWN = 700  # a complete trick stays before it is swept
GUNZI_TRICK_SWEEP = 380  # the trick spinning and shrinking into the winner's plate
GUNZI_POINTS_HOLD = 1100  # the "+15" callout of a trick's points

# -- Gunzi: callouts (HOLD up, PAUSE of the queue) ----------------------------------------------------------
GUNZI_TALK_HOLD = 1200  # a callout's default
GUNZI_TALK_PAUSE = 350
GUNZI_PASS_HOLD = 700  # "Pass" in the declaration window
GUNZI_RIOT_HOLD, GUNZI_RIOT_PAUSE = 1400, 900
GUNZI_NO_BURIAL_HOLD, GUNZI_NO_BURIAL_PAUSE = 700, 200
GUNZI_DECLARATION_HOLD, GUNZI_DECLARATION_PAUSE = 2200, 650
GUNZI_FLIP_HOLD, GUNZI_FLIP_PAUSE = 1400, 700
GUNZI_DRAW_HOLD, GUNZI_DRAW_PAUSE = 1800, 1000
GUNZI_TRUMP_FIXED_HOLD, GUNZI_TRUMP_FIXED_PAUSE = 1800, 500
GUNZI_REDEAL_HOLD, GUNZI_REDEAL_PAUSE = 1800, 1200
GUNZI_TRIBUTE_HOLD, GUNZI_TRIBUTE_PAUSE = 1200, 100
GUNZI_DRY_POT_HOLD, GUNZI_DRY_POT_PAUSE = 2600, 1200
GUNZI_JOKERS_LAID_HOLD = 1600
GUNZI_JOKERS_BURIED_HOLD, GUNZI_JOKERS_BURIED_PAUSE = 2200, 300
GUNZI_BOTTOM_DUG_HOLD, GUNZI_BOTTOM_DUG_PAUSE = 2400, 1400

# -- Dou Dizhu: the deal and the bidding --------------------------------------------------------------------
DDZ_DEAL_FLIGHT = 280  # one dealt card flying to its seat
DDZ_DEAL_BEAT_3 = 34  # between two dealt cards, three players
DDZ_DEAL_BEAT_4 = 20  # four players (more cards, same deal time)
DDZ_NEW_DEAL_PAUSE = 200  # after the table is cleared for a new deal
DDZ_MARKER_TO_BIDDER = 420  # the face-up marker card sliding to the first bidder (D3.2)
DDZ_MARKER_FLIP = 300
DDZ_HAND_SORT = 360  # the hand sorting itself after the deal
DDZ_HAND_STRAIGHTEN = 200  # dealt cards losing their tilt
DDZ_AFTER_DEAL_PAUSE = 300
DDZ_MARKER_BUBBLE_PAUSE = 900  # "Marker card: bids first"
DDZ_MARKER_FADE = 250  # the marker card fading at the first bid
DDZ_BID_HOLD, DDZ_BID_PAUSE = 1400, 420
DDZ_REDEAL_HOLD, DDZ_REDEAL_PAUSE = 1500, 1300
DDZ_LANDLORD_HOLD, DDZ_LANDLORD_PAUSE = 1300, 200
DDZ_KITTY_SHOWN = 650  # the kitty face up before its copies fly to the landlord (D4.5)
DDZ_KITTY_TO_LANDLORD = 520
DDZ_KITTY_FLIGHT_STAGGER = 40  # delay between two kitty cards leaving

# -- Dou Dizhu: play ----------------------------------------------------------------------------------------
DDZ_SEAT_CLEAR_FADE = 160  # a seat's previous play or "Pass" fading when it acts again
DDZ_PLAY_TO_TRICK = 260
DDZ_HAND_CLOSE_AFTER_PLAY = 240
DDZ_KIND_LABEL_PAUSE = 150  # "Straight", "Plane"… shown over a play
DDZ_WARNING_HOLD, DDZ_WARNING_PAUSE = 1500, 250  # "Two cards left!"
DDZ_AFTER_PLAY_PAUSE = 120
DDZ_BOMB_LIFT = 380  # bomb cards springing back to size
DDZ_BOMB_BURST = 900
DDZ_ROCKET_BURST = 1100
DDZ_BOMB_BANNER = 1300
DDZ_BOMB_SHAKE = 520
DDZ_PASS_TAG_FADE_IN = 180
DDZ_AFTER_PASS_PAUSE = 260
DDZ_ROUND_SHOWN = 550  # a won round stays before it is cleared
DDZ_ROUND_CLEAR = 320
DDZ_PASS_TAG_FADE_OUT = 300
DDZ_BEFORE_SPRING_PAUSE = 300
DDZ_SPRING_BANNER = 1500  # 春天 / 反春 (D8.4)
DDZ_BEFORE_SETTLEMENT = 700

# -- the card gallery (About) -------------------------------------------------------------------------------
GALLERY_CARD_MOVE = 420
GALLERY_CARD_FLIP = 240
GALLERY_FLIP_DELAY = 260  # a card turns over this long after it starts moving
GALLERY_STAGGER = 18  # delay between two cards starting
GALLERY_RELAYOUT = 280
