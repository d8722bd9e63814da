<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About gunapp</source>
            <translation>About gunapp</translation>
        </message>
        <message>
            <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
            <translation>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
        </message>
        <message>
            <source>Dalian Gunzi (打滚子) and Dou Dizhu (斗地主) against computer opponents.</source>
            <translation>Dalian Gunzi (打滚子) and Dou Dizhu (斗地主) against computer opponents.</translation>
        </message>
        <message>
            <source>The cards, the table and the opponents are made by the gunapp project.</source>
            <translation>The cards, the table and the opponents are made by the gunapp project.</translation>
        </message>
    </context>
    <context>
        <name>BottomPanel</name>
        <message>
            <source>The bottom</source>
            <extracomment>the phases before the dealer has buried his six: the bottom on the table is still the dealt one R3.1: 5, 10 and K score</extracomment>
            <translation>The bottom</translation>
        </message>
        <message>
            <source>The bottom you buried</source>
            <translation>The bottom you buried</translation>
        </message>
        <message>
            <source>The bottom buried by {seat}</source>
            <translation>The bottom buried by {seat}</translation>
        </message>
        <message>
            <source>{points} points in it: the attackers score them twice if they win the last trick.</source>
            <translation>{points} points in it: the attackers score them twice if they win the last trick.</translation>
        </message>
        <message>
            <source>No points in it.</source>
            <translation>No points in it.</translation>
        </message>
    </context>
    <context>
        <name>BurialPrompt</name>
        <message>
            <source>Your jokers are in the bottom, now face up. Cards of equal strength tie: choose which to take.</source>
            <translation>Your jokers are in the bottom, now face up. Cards of equal strength tie: choose which to take.</translation>
        </message>
        <message>
            <source>Take {picked}</source>
            <translation>Take {picked}</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>Bury jokers into the bottom? It is face down: it will be turned face up, and you take as many of its lowest cards (no points, no jokers) as you bury jokers.</source>
            <translation>Bury jokers into the bottom? It is face down: it will be turned face up, and you take as many of its lowest cards (no points, no jokers) as you bury jokers.</translation>
        </message>
        <message>
            <source>Bury jokers into the bottom? You pick up its lowest cards in exchange.</source>
            <translation>Bury jokers into the bottom? You pick up its lowest cards in exchange.</translation>
        </message>
        <message>
            <source>Bury {jokers}, pick up {picked}</source>
            <translation>Bury {jokers}, pick up {picked}</translation>
        </message>
        <message>
            <source>Bury {jokers}</source>
            <translation>Bury {jokers}</translation>
        </message>
        <message>
            <source>Keep my jokers</source>
            <translation>Keep my jokers</translation>
        </message>
    </context>
    <context>
        <name>CardCounterStrip</name>
        <message>
            <source>Card counter</source>
            <translation>Card counter</translation>
        </message>
        <message>
            <source>counts appear once the cards are dealt</source>
            <translation>counts appear once the cards are dealt</translation>
        </message>
        <message>
            <source>BJ</source>
            <translation>BJ</translation>
        </message>
        <message>
            <source>SJ</source>
            <translation>SJ</translation>
        </message>
        <message>
            <source>Big joker</source>
            <translation>Big joker</translation>
        </message>
        <message>
            <source>Small joker</source>
            <translation>Small joker</translation>
        </message>
        <message>
            <source>Trumps out: {n}</source>
            <translation>Trumps out: {n}</translation>
        </message>
        <message>
            <source>Jokers: big {big} · small {small}</source>
            <translation>Jokers: big {big} · small {small}</translation>
        </message>
        <message>
            <source>Level cards ({level}): {cards}</source>
            <translation>Level cards ({level}): {cards}</translation>
        </message>
        <message>
            <source>Points out ({n}): {cards}</source>
            <translation>Points out ({n}): {cards}</translation>
        </message>
        <message>
            <source>trumps</source>
            <translation>trumps</translation>
        </message>
        <message>
            <source>Void: {list}</source>
            <translation>Void: {list}</translation>
        </message>
    </context>
    <context>
        <name>CardGallery</name>
        <message>
            <source>Card gallery: 54 faces and the back</source>
            <translation>Card gallery: 54 faces and the back</translation>
        </message>
    </context>
    <context>
        <name>CardPainter</name>
        <message>
            <source>Big Joker</source>
            <extracomment>the captions under the joker's star, translated when a joker is drawn</extracomment>
            <translation>Big Joker</translation>
        </message>
        <message>
            <source>Small Joker</source>
            <translation>Small Joker</translation>
        </message>
    </context>
    <context>
        <name>ComfortMenus</name>
        <message>
            <source>Card &amp;counter</source>
            <translation>Card &amp;counter</translation>
        </message>
        <message>
            <source>Play &amp;forced moves at once</source>
            <translation>Play &amp;forced moves at once</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Keyboard shortcuts</translation>
        </message>
        <message>
            <source>Rules of &amp;Gunzi</source>
            <translation>Rules of &amp;Gunzi</translation>
        </message>
        <message>
            <source>Rules of &amp;Dou Dizhu</source>
            <translation>Rules of &amp;Dou Dizhu</translation>
        </message>
    </context>
    <context>
        <name>Comforts</name>
        <message>
            <source>Auto-play (T)</source>
            <extracomment>how long 托管 leaves a hand's settlement on screen before it presses Continue / Next deal (at speed 1; the animation speed scales it), long enough to read the result and take control back the settlement buttons that go on to the next hand (Gunzi, Dou Dizhu); a match's or session's end has none</extracomment>
            <translation>Auto-play (T)</translation>
        </message>
        <message>
            <source>History (R)</source>
            <translation>History (R)</translation>
        </message>
        <message>
            <source>Last trick (L)</source>
            <translation>Last trick (L)</translation>
        </message>
        <message>
            <source>Last round (L)</source>
            <translation>Last round (L)</translation>
        </message>
        <message>
            <source>Card counter (C)</source>
            <translation>Card counter (C)</translation>
        </message>
        <message>
            <source>Keys: ← → Space Enter · Help → Keyboard shortcuts</source>
            <translation>Keys: ← → Space Enter · Help → Keyboard shortcuts</translation>
        </message>
        <message>
            <source>Auto-play</source>
            <translation>Auto-play</translation>
        </message>
    </context>
    <context>
        <name>ContinueBar</name>
        <message>
            <source>hand {n}, your team at level {level}</source>
            <translation>hand {n}, your team at level {level}</translation>
        </message>
        <message>
            <source>deal {n}, your score {score}</source>
            <translation>deal {n}, your score {score}</translation>
        </message>
        <message>
            <source>Continue: {game} — {where}</source>
            <translation>Continue: {game} — {where}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Loading…</translation>
        </message>
        <message>
            <source>Pick up the saved match where you left it</source>
            <translation>Pick up the saved match where you left it</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>gunapp: unexpected error</source>
            <translation>gunapp: unexpected error</translation>
        </message>
        <message>
            <source>Something went wrong inside gunapp. If the table looks wrong now, please restart it.</source>
            <translation>Something went wrong inside gunapp. If the table looks wrong now, please restart it.</translation>
        </message>
        <message>
            <source>The details were written to this file; please attach it to a bug report:
{path}</source>
            <translation>The details were written to this file; please attach it to a bug report:
{path}</translation>
        </message>
        <message>
            <source>Open log folder</source>
            <translation>Open log folder</translation>
        </message>
    </context>
    <context>
        <name>DdzCallText</name>
        <message>
            <source>Call the landlord</source>
            <translation>Call the landlord</translation>
        </message>
        <message>
            <source>Don't call</source>
            <translation>Don't call</translation>
        </message>
        <message>
            <source>Grab the landlord</source>
            <translation>Grab the landlord</translation>
        </message>
        <message>
            <source>Don't grab</source>
            <translation>Don't grab</translation>
        </message>
        <message>
            <source>Don't show</source>
            <translation>Don't show</translation>
        </message>
        <message>
            <source>Start shown</source>
            <translation>Start shown</translation>
        </message>
        <message>
            <source>Show the hand</source>
            <translation>Show the hand</translation>
        </message>
        <message>
            <source>Super double</source>
            <translation>Super double</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>Double</translation>
        </message>
        <message>
            <source>No double</source>
            <translation>No double</translation>
        </message>
        <message>
            <source>{text}!</source>
            <translation>{text}!</translation>
        </message>
        <message>
            <source>Call the landlord? Nobody has called yet.</source>
            <translation>Call the landlord? Nobody has called yet.</translation>
        </message>
        <message>
            <source>Someone grabbed your call: grab it back (×2)?</source>
            <translation>Someone grabbed your call: grab it back (×2)?</translation>
        </message>
        <message>
            <source>Grab the landlord from the caller? Each grab doubles the stake.</source>
            <translation>Grab the landlord from the caller? Each grab doubles the stake.</translation>
        </message>
        <message>
            <source>Start with your hand shown to everyone? The stake ×4.</source>
            <translation>Start with your hand shown to everyone? The stake ×4.</translation>
        </message>
        <message>
            <source>Show your hand to everyone for the rest of the deal? The stake ×2.</source>
            <translation>Show your hand to everyone for the rest of the deal? The stake ×2.</translation>
        </message>
        <message>
            <source>Double? Your double counts against every peasant.</source>
            <translation>Double? Your double counts against every peasant.</translation>
        </message>
        <message>
            <source>Double? Your double counts for your own payment only.</source>
            <translation>Double? Your double counts for your own payment only.</translation>
        </message>
        <message>
            <source>Marker card: calls first</source>
            <translation>Marker card: calls first</translation>
        </message>
        <message>
            <source>Nobody called the landlord: the cards are dealt again.</source>
            <translation>Nobody called the landlord: the cards are dealt again.</translation>
        </message>
        <message>
            <source>Key: {keys}</source>
            <translation>Key: {keys}</translation>
        </message>
        <message>
            <source>Keys: 1 or Enter</source>
            <translation>Keys: 1 or Enter</translation>
        </message>
        <message>
            <source>Keys: 0, P or Backspace</source>
            <translation>Keys: 0, P or Backspace</translation>
        </message>
        <message>
            <source>Grabs</source>
            <translation>Grabs</translation>
        </message>
        <message>
            <source>Shown</source>
            <translation>Shown</translation>
        </message>
        <message>
            <source>Bombs</source>
            <translation>Bombs</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Doubles</translation>
        </message>
        <message>
            <source>Base</source>
            <translation>Base</translation>
        </message>
        <message>
            <source>Cap</source>
            <translation>Cap</translation>
        </message>
        <message>
            <source>Landlord's double</source>
            <translation>Landlord's double</translation>
        </message>
        <message>
            <source>Own double</source>
            <translation>Own double</translation>
        </message>
        <message>
            <source>Spring</source>
            <translation>Spring</translation>
        </message>
        <message>
            <source>Multiplier</source>
            <translation>Multiplier</translation>
        </message>
        <message>
            <source>{seat}, the landlord, receives {n} in all</source>
            <translation>{seat}, the landlord, receives {n} in all</translation>
        </message>
        <message>
            <source>{seat}, the landlord, pays {n} in all</source>
            <translation>{seat}, the landlord, pays {n} in all</translation>
        </message>
        <message>
            <source>Each peasant</source>
            <translation>Each peasant</translation>
        </message>
        <message>
            <source>What you win or lose: the sum of every peasant's multiplier, times the base.</source>
            <translation>What you win or lose: the sum of every peasant's multiplier, times the base.</translation>
        </message>
        <message>
            <source>What you win or lose: your own multiplier, times the base.</source>
            <translation>What you win or lose: your own multiplier, times the base.</translation>
        </message>
        <message>
            <source>Super ×4</source>
            <translation>Super ×4</translation>
        </message>
        <message>
            <source>Double ×2</source>
            <translation>Double ×2</translation>
        </message>
    </context>
    <context>
        <name>DdzExplain</name>
        <message>
            <source>These cards do not form a combination.</source>
            <translation>These cards do not form a combination.</translation>
        </message>
        <message>
            <source>2s and jokers cannot be part of a straight, pair straight or airplane.</source>
            <translation>2s and jokers cannot be part of a straight, pair straight or airplane.</translation>
        </message>
        <message>
            <source>A {kind} needs at least {min} ranks in a row, not {length}.</source>
            <translation>A {kind} needs at least {min} ranks in a row, not {length}.</translation>
        </message>
        <message>
            <source>The extra cards must differ in rank from the main cards and from each other.</source>
            <translation>The extra cards must differ in rank from the main cards and from each other.</translation>
        </message>
        <message>
            <source>The two jokers cannot both be extra cards: together they are the rocket.</source>
            <translation>The two jokers cannot both be extra cards: together they are the rocket.</translation>
        </message>
        <message>
            <source>A big and a small joker are not a pair.</source>
            <translation>A big and a small joker are not a pair.</translation>
        </message>
        <message>
            <source>{kind} is not allowed with 4 players.</source>
            <translation>{kind} is not allowed with 4 players.</translation>
        </message>
        <message>
            <source>These cards are not a {kind}.</source>
            <translation>These cards are not a {kind}.</translation>
        </message>
        <message>
            <source>You lead this round: play any combination, you cannot pass.</source>
            <translation>You lead this round: play any combination, you cannot pass.</translation>
        </message>
        <message>
            <source>The table shows a {rival}: answer with a {rival} or a bomb, not a {kind}.</source>
            <translation>The table shows a {rival}: answer with a {rival} or a bomb, not a {kind}.</translation>
        </message>
        <message>
            <source>Wrong size: the {kind} on the table spans {rival} ranks, yours spans {length}.</source>
            <translation>Wrong size: the {kind} on the table spans {rival} ranks, yours spans {length}.</translation>
        </message>
        <message>
            <source>Not higher: a {kind} up to {mine} does not beat one up to {theirs}.</source>
            <translation>Not higher: a {kind} up to {mine} does not beat one up to {theirs}.</translation>
        </message>
        <message>
            <source>Not higher: your {mine} does not beat {theirs}.</source>
            <translation>Not higher: your {mine} does not beat {theirs}.</translation>
        </message>
        <message>
            <source>Only a bomb of {rival} cards or more can beat this bomb.</source>
            <translation>Only a bomb of {rival} cards or more can beat this bomb.</translation>
        </message>
        <message>
            <source>Nothing beats the rocket.</source>
            <translation>Nothing beats the rocket.</translation>
        </message>
        <message>
            <source>Select the cards to play first.</source>
            <translation>Select the cards to play first.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <source>Bid higher than the highest bid so far, or pass.</source>
            <translation>Bid higher than the highest bid so far, or pass.</translation>
        </message>
        <message>
            <source>Those cards are not in your hand.</source>
            <translation>Those cards are not in your hand.</translation>
        </message>
        <message>
            <source>That move is not allowed now.</source>
            <translation>That move is not allowed now.</translation>
        </message>
    </context>
    <context>
        <name>DdzLevelLines</name>
        <message>
            <source>Plans ahead and counts every card: wins {three} % of its deals against Normal ({four} % with four players).</source>
            <translation>Plans ahead and counts every card: wins {three} % of its deals against Normal ({four} % with four players).</translation>
        </message>
        <message>
            <source>Plans ahead and counts every card: wins {three} % of its deals against Normal.</source>
            <translation>Plans ahead and counts every card: wins {three} % of its deals against Normal.</translation>
        </message>
        <message>
            <source>Plans ahead and counts every card.</source>
            <translation>Plans ahead and counts every card.</translation>
        </message>
        <message>
            <source>Plays like a regular: wins {normal} % of its deals where Easy wins {easy} %; Hard wins {three} % against it.</source>
            <translation>Plays like a regular: wins {normal} % of its deals where Easy wins {easy} %; Hard wins {three} % against it.</translation>
        </message>
        <message>
            <source>Plays like a regular: wins {normal} % of its deals where Easy wins {easy} %.</source>
            <translation>Plays like a regular: wins {normal} % of its deals where Easy wins {easy} %.</translation>
        </message>
        <message>
            <source>For learning the game: wins {easy} % of its deals where Normal wins {normal} %.</source>
            <translation>For learning the game: wins {easy} % of its deals where Normal wins {normal} %.</translation>
        </message>
        <message>
            <source>Dou Dizhu: wins {three} % of deals against Normal</source>
            <translation>Dou Dizhu: wins {three} % of deals against Normal</translation>
        </message>
        <message>
            <source>Dou Dizhu: wins {normal} % of deals where Easy wins {easy} %</source>
            <translation>Dou Dizhu: wins {normal} % of deals where Easy wins {easy} %</translation>
        </message>
        <message>
            <source>Dou Dizhu: wins {easy} % of deals where Normal wins {normal} %</source>
            <translation>Dou Dizhu: wins {easy} % of deals where Normal wins {normal} %</translation>
        </message>
        <message>
            <source>Plays like a regular.</source>
            <translation>Plays like a regular.</translation>
        </message>
        <message>
            <source>Dou Dizhu</source>
            <translation>Dou Dizhu</translation>
        </message>
        <message>
            <source>For learning the game.</source>
            <translation>For learning the game.</translation>
        </message>
    </context>
    <context>
        <name>DdzRulesText</name>
        <message>
            <source>Players and cards</source>
            <translation>Players and cards</translation>
        </message>
        <message>
            <source>With three players one deck with both jokers is used (54 cards): 17 each and 3 in the kitty (底牌). With four players two decks are used (108 cards): 25 each and 8 in the kitty.</source>
            <translation>With three players one deck with both jokers is used (54 cards): 17 each and 3 in the kitty (底牌). With four players two decks are used (108 cards): 25 each and 8 in the kitty.</translation>
        </message>
        <message>
            <source>Suits never matter. From the highest: big joker, small joker, 2, A, K, Q, J, 10 … 3.</source>
            <translation>Suits never matter. From the highest: big joker, small joker, 2, A, K, Q, J, 10 … 3.</translation>
        </message>
        <message>
            <source>Bidding for the landlord (地主)</source>
            <translation>Bidding for the landlord (地主)</translation>
        </message>
        <message>
            <source>A card turned face up during the deal picks the first player to speak. In turn each player calls the landlord (叫地主) or declines (不叫); if everyone declines the cards are dealt again.</source>
            <translation>A card turned face up during the deal picks the first player to speak. In turn each player calls the landlord (叫地主) or declines (不叫); if everyone declines the cards are dealt again.</translation>
        </message>
        <message>
            <source>After a call, each other player who has not declined may grab the landlord (抢地主) or not (不抢), once each, in turn. If someone grabbed, the caller has the last word and may grab it back. The last player to call or grab is the landlord.</source>
            <translation>After a call, each other player who has not declined may grab the landlord (抢地主) or not (不抢), once each, in turn. If someone grabbed, the caller has the last word and may grab it back. The last player to call or grab is the landlord.</translation>
        </message>
        <message>
            <source>The landlord plays alone against the others, the peasants (农民). The base stake is 1 and every grab doubles it.</source>
            <translation>The landlord plays alone against the others, the peasants (农民). The base stake is 1 and every grab doubles it.</translation>
        </message>
        <message>
            <source>A card turned face up during the deal picks the first bidder. In turn each player passes or bids 1, 2 or 3, always higher than the bid so far. A bid of 3, or a bid that all the others pass, ends the bidding; if everyone passes the cards are dealt again.</source>
            <translation>A card turned face up during the deal picks the first bidder. In turn each player passes or bids 1, 2 or 3, always higher than the bid so far. A bid of 3, or a bid that all the others pass, ends the bidding; if everyone passes the cards are dealt again.</translation>
        </message>
        <message>
            <source>The highest bidder is the landlord and plays alone against the others, the peasants (农民). The bid is the base stake.</source>
            <translation>The highest bidder is the landlord and plays alone against the others, the peasants (农民). The bid is the base stake.</translation>
        </message>
        <message>
            <source>The landlord takes the kitty, shown to everyone.</source>
            <translation>The landlord takes the kitty, shown to everyone.</translation>
        </message>
        <message>
            <source>The landlord takes the kitty without showing it.</source>
            <translation>The landlord takes the kitty without showing it.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>The landlord leads. Each player in turn passes or beats the last play with the same kind of combination, the same size and higher. When all the others pass, the last player to play leads anything. The first to empty his hand wins the deal for his side.</source>
            <translation>The landlord leads. Each player in turn passes or beats the last play with the same kind of combination, the same size and higher. When all the others pass, the last player to play leads anything. The first to empty his hand wins the deal for his side.</translation>
        </message>
        <message>
            <source>Combinations: single, pair, trio, trio with a pair, straight (5 or more cards), pair straight (3 or more pairs), airplane (2 or more trios) with or without wings. 2s and jokers never go in a straight.</source>
            <translation>Combinations: single, pair, trio, trio with a pair, straight (5 or more cards), pair straight (3 or more pairs), airplane (2 or more trios) with or without wings. 2s and jokers never go in a straight.</translation>
        </message>
        <message>
            <source>A straight and an airplane with pairs:</source>
            <translation>A straight and an airplane with pairs:</translation>
        </message>
        <message>
            <source>Bombs (炸弹) and the rocket (王炸)</source>
            <translation>Bombs (炸弹) and the rocket (王炸)</translation>
        </message>
        <message>
            <source>A bomb, four cards of one rank, beats any play that is not a bigger bomb; the rocket, both jokers, beats everything.</source>
            <translation>A bomb, four cards of one rank, beats any play that is not a bigger bomb; the rocket, both jokers, beats everything.</translation>
        </message>
        <message>
            <source>With three players the higher rank wins between bombs. Trio with a single, airplane with singles and four with two are also played.</source>
            <translation>With three players the higher rank wins between bombs. Trio with a single, airplane with singles and four with two are also played.</translation>
        </message>
        <message>
            <source>With four players a bomb has 4 to 8 cards and more cards win whatever the rank; the rocket is all four jokers. Trio with a single, airplane with singles and four with two are not allowed, and two jokers of the same colour make a pair.</source>
            <translation>With four players a bomb has 4 to 8 cards and more cards win whatever the rank; the rocket is all four jokers. Trio with a single, airplane with singles and four with two are not allowed, and two jokers of the same colour make a pair.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>The stake is the bid doubled once for every bomb and rocket played (with four players only bombs of 6 cards or more double). If the landlord wins each peasant pays him the stake; otherwise he pays each peasant.</source>
            <translation>The stake is the bid doubled once for every bomb and rocket played (with four players only bombs of 6 cards or more double). If the landlord wins each peasant pays him the stake; otherwise he pays each peasant.</translation>
        </message>
        <message>
            <source>Spring (春天) is played: if the peasants never played a card, or the landlord played only his first lead, the stake doubles.</source>
            <translation>Spring (春天) is played: if the peasants never played a card, or the landlord played only his first lead, the stake doubles.</translation>
        </message>
        <message>
            <source>Spring (春天) is not played: a clean sweep does not double the stake.</source>
            <translation>Spring (春天) is not played: a clean sweep does not double the stake.</translation>
        </message>
        <message>
            <source>The stake never goes above ×{cap}.</source>
            <translation>The stake never goes above ×{cap}.</translation>
        </message>
        <message>
            <source>There is no cap on the doublings.</source>
            <translation>There is no cap on the doublings.</translation>
        </message>
        <message>
            <source>Points add up over the session; the player with the most points leads it.</source>
            <translation>Points add up over the session; the player with the most points leads it.</translation>
        </message>
        <message>
            <source>Call and grab, doubling, shown hands (欢乐)</source>
            <translation>Call and grab, doubling, shown hands (欢乐)</translation>
        </message>
        <message>
            <source>Rules of Dou Dizhu (斗地主)</source>
            <translation>Rules of Dou Dizhu (斗地主)</translation>
        </message>
        <message>
            <source>This page follows the house rules chosen in Settings → House rules.</source>
            <translation>This page follows the house rules chosen in Settings → House rules.</translation>
        </message>
        <message>
            <source>The rules of the apps most players know, call and grab (叫地主 / 抢地主), doubling (加倍) and shown hands (明牌), are not played. To play them choose the rule set Happy (欢乐) in Settings → House rules, or turn on each rule there.</source>
            <translation>The rules of the apps most players know, call and grab (叫地主 / 抢地主), doubling (加倍) and shown hands (明牌), are not played. To play them choose the rule set Happy (欢乐) in Settings → House rules, or turn on each rule there.</translation>
        </message>
        <message>
            <source>Doubling is played: once the landlord has taken the kitty, each peasant in turn and then the landlord may double (加倍, ×2){super}. A peasant's double counts for his own payment only; the landlord's counts for every peasant's.</source>
            <translation>Doubling is played: once the landlord has taken the kitty, each peasant in turn and then the landlord may double (加倍, ×2){super}. A peasant's double counts for his own payment only; the landlord's counts for every peasant's.</translation>
        </message>
        <message>
            <source> or super double (超级加倍, ×4)</source>
            <translation> or super double (超级加倍, ×4)</translation>
        </message>
        <message>
            <source>Doubling (加倍) is not played.</source>
            <translation>Doubling (加倍) is not played.</translation>
        </message>
        <message>
            <source>Shown hands are played: before the deal each player may choose to start with the hand shown (明牌开始, ×4), face up for everyone for the whole deal; the landlord who has not shown may show after taking the kitty (明牌, ×2). Several shows do not multiply: the largest counts.</source>
            <translation>Shown hands are played: before the deal each player may choose to start with the hand shown (明牌开始, ×4), face up for everyone for the whole deal; the landlord who has not shown may show after taking the kitty (明牌, ×2). Several shows do not multiply: the largest counts.</translation>
        </message>
        <message>
            <source>Shown hands (明牌) are not played.</source>
            <translation>Shown hands (明牌) are not played.</translation>
        </message>
        <message>
            <source>Each peasant pays the landlord, or is paid by him: the base × 2 for every grab × the show factor × 2 for every bomb or rocket × 2 for a spring × the peasant's own double × the landlord's double. The cap, if any, applies to each peasant's multiplier, last.</source>
            <translation>Each peasant pays the landlord, or is paid by him: the base × 2 for every grab × the show factor × 2 for every bomb or rocket × 2 for a spring × the peasant's own double × the landlord's double. The cap, if any, applies to each peasant's multiplier, last.</translation>
        </message>
    </context>
    <context>
        <name>DdzText</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Right</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Left</translation>
        </message>
        <message>
            <source>Across</source>
            <translation>Across</translation>
        </message>
        <message>
            <source>Landlord</source>
            <translation>Landlord</translation>
        </message>
        <message>
            <source>Peasant</source>
            <translation>Peasant</translation>
        </message>
        <message>
            <source>Peasants</source>
            <translation>Peasants</translation>
        </message>
        <message>
            <source>No bid</source>
            <translation>No bid</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Single</source>
            <translation>Single</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>Pair</translation>
        </message>
        <message>
            <source>Trio</source>
            <translation>Trio</translation>
        </message>
        <message>
            <source>Trio with a single</source>
            <translation>Trio with a single</translation>
        </message>
        <message>
            <source>Trio with a pair</source>
            <translation>Trio with a pair</translation>
        </message>
        <message>
            <source>Straight</source>
            <translation>Straight</translation>
        </message>
        <message>
            <source>Pair straight</source>
            <translation>Pair straight</translation>
        </message>
        <message>
            <source>Airplane</source>
            <translation>Airplane</translation>
        </message>
        <message>
            <source>Airplane with singles</source>
            <translation>Airplane with singles</translation>
        </message>
        <message>
            <source>Airplane with pairs</source>
            <translation>Airplane with pairs</translation>
        </message>
        <message>
            <source>Bomb</source>
            <translation>Bomb</translation>
        </message>
        <message>
            <source>Rocket</source>
            <translation>Rocket</translation>
        </message>
        <message>
            <source>Four with two singles</source>
            <translation>Four with two singles</translation>
        </message>
        <message>
            <source>Four with two pairs</source>
            <translation>Four with two pairs</translation>
        </message>
        <message numerus="yes">
            <source>Bomb of %n card(s)</source>
            <translation>
                <numerusform>Bomb of %n card</numerusform>
                <numerusform>Bomb of %n cards</numerusform>
            </translation>
        </message>
        <message>
            <source>Big Joker</source>
            <translation>Big Joker</translation>
        </message>
        <message>
            <source>Small Joker</source>
            <translation>Small Joker</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) left</source>
            <translation>
                <numerusform>%n card left</numerusform>
                <numerusform>%n cards left</numerusform>
            </translation>
        </message>
        <message>
            <source>Two cards left!</source>
            <translation>Two cards left!</translation>
        </message>
        <message>
            <source>Last card!</source>
            <translation>Last card!</translation>
        </message>
        <message>
            <source>{text}!</source>
            <translation>{text}!</translation>
        </message>
        <message>
            <source>Reverse spring</source>
            <translation>Reverse spring</translation>
        </message>
        <message>
            <source>×2: the landlord played only the first lead</source>
            <translation>×2: the landlord played only the first lead</translation>
        </message>
        <message>
            <source>×2: no peasant played a card</source>
            <translation>×2: no peasant played a card</translation>
        </message>
        <message numerus="yes">
            <source>(%n bomb(s) or rocket(s))</source>
            <translation>
                <numerusform>(%n bomb or rocket)</numerusform>
                <numerusform>(%n bombs or rockets)</numerusform>
            </translation>
        </message>
        <message>
            <source>total {n}</source>
            <translation>total {n}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Hard AI</source>
            <translation>Hard AI</translation>
        </message>
        <message>
            <source>Easy AI</source>
            <translation>Easy AI</translation>
        </message>
        <message>
            <source>Normal AI</source>
            <translation>Normal AI</translation>
        </message>
        <message numerus="yes">
            <source>%n pt(s)</source>
            <translation>
                <numerusform>%n pt</numerusform>
                <numerusform>%n pts</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Deal {n}</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Bid</translation>
        </message>
        <message>
            <source>Multiplier</source>
            <translation>Multiplier</translation>
        </message>
        <message>
            <source>New session: choose your opponents</source>
            <translation>New session: choose your opponents</translation>
        </message>
        <message>
            <source>{level}: {strength}</source>
            <translation>{level}: {strength}</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Deal</translation>
        </message>
        <message>
            <source>The landlord wins!</source>
            <translation>The landlord wins!</translation>
        </message>
        <message>
            <source>The peasants win!</source>
            <translation>The peasants win!</translation>
        </message>
        <message>
            <source>You win.</source>
            <translation>You win.</translation>
        </message>
        <message>
            <source>You lose.</source>
            <translation>You lose.</translation>
        </message>
        <message>
            <source>Kitty</source>
            <translation>Kitty</translation>
        </message>
        <message>
            <source>Spring</source>
            <translation>Spring</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>Stake</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Session</translation>
        </message>
        <message>
            <source>No deal was finished.</source>
            <translation>No deal was finished.</translation>
        </message>
        <message>
            <source>You lead the session with {points} points!</source>
            <translation>You lead the session with {points} points!</translation>
        </message>
        <message>
            <source>Leader: {names} with {points} points</source>
            <translation>Leader: {names} with {points} points</translation>
        </message>
        <message>
            <source>Session over</source>
            <translation>Session over</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Deals</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Marker card: bids first</source>
            <translation>Marker card: bids first</translation>
        </message>
        <message>
            <source>Nobody bid: the cards are dealt again.</source>
            <translation>Nobody bid: the cards are dealt again.</translation>
        </message>
        <message>
            <source>I am the landlord!</source>
            <translation>I am the landlord!</translation>
        </message>
        <message>
            <source>Your bid: how many points do you want to play for?</source>
            <translation>Your bid: how many points do you want to play for?</translation>
        </message>
        <message>
            <source>These cards can be read in more than one way: which one do you play?</source>
            <translation>These cards can be read in more than one way: which one do you play?</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Your lead: play any combination.</source>
            <translation>Your lead: play any combination.</translation>
        </message>
        <message>
            <source>Beat {name}'s {kind}, or pass.</source>
            <translation>Beat {name}'s {kind}, or pass.</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Nothing in your hand beats it: pass.</source>
            <translation>Nothing in your hand beats it: pass.</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <source>End session</source>
            <translation>End session</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Next deal</translation>
        </message>
        <message>
            <source>Start page</source>
            <translation>Start page</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>New session</translation>
        </message>
    </context>
    <context>
        <name>DealNumberLine</name>
        <message>
            <source>Deal #{n}</source>
            <translation>Deal #{n}</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copied</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copy</translation>
        </message>
        <message>
            <source>The number of this deal: Game → Play deal number… deals the same cards again. Copy it to retry the deal later or to send it to a friend.</source>
            <translation>The number of this deal: Game → Play deal number… deals the same cards again. Copy it to retry the deal later or to send it to a friend.</translation>
        </message>
    </context>
    <context>
        <name>DeclareBar</name>
        <message>
            <source>Current: you showed {cards}.</source>
            <translation>Current: you showed {cards}.</translation>
        </message>
        <message>
            <source>Current: {seat} showed {cards}.</source>
            <translation>Current: {seat} showed {cards}.</translation>
        </message>
        <message>
            <source>You can declare trump now.</source>
            <translation>You can declare trump now.</translation>
        </message>
        <message>
            <source>Last chance to declare trump.</source>
            <translation>Last chance to declare trump.</translation>
        </message>
        <message>
            <source>Name the trump…</source>
            <translation>Name the trump…</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Fast-forward »</source>
            <translation>Fast-forward »</translation>
        </message>
        <message>
            <source>Trump {suit}</source>
            <translation>Trump {suit}</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>Reveal</translation>
        </message>
        <message>
            <source>{seat}: {cards}</source>
            <translation>{seat}: {cards}</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Gunzi</source>
            <translation>Gunzi</translation>
        </message>
        <message>
            <source>Dalian's team game: 4 players, 3 decks, partners sit opposite</source>
            <translation>Dalian's team game: 4 players, 3 decks, partners sit opposite</translation>
        </message>
        <message>
            <source>Dou Dizhu, 3 players</source>
            <translation>Dou Dizhu, 3 players</translation>
        </message>
        <message>
            <source>One deck: the landlord against two peasants</source>
            <translation>One deck: the landlord against two peasants</translation>
        </message>
        <message>
            <source>Dou Dizhu, 4 players</source>
            <translation>Dou Dizhu, 4 players</translation>
        </message>
        <message>
            <source>Two decks: the landlord against three peasants</source>
            <translation>Two decks: the landlord against three peasants</translation>
        </message>
    </context>
    <context>
        <name>GunziAnimations</name>
        <message>
            <source>Pass</source>
            <extracomment>the bottom's cards in the dealer's hand until the burial (the table's gold, as its announcements)</extracomment>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Riot!</source>
            <translation>Riot!</translation>
        </message>
        <message>
            <source>No burial</source>
            <translation>No burial</translation>
        </message>
        <message>
            <source>Reveals</source>
            <translation>Reveals</translation>
        </message>
        <message>
            <source>Declares {suit}</source>
            <translation>Declares {suit}</translation>
        </message>
        <message>
            <source>Flips {card}</source>
            <translation>Flips {card}</translation>
        </message>
        <message>
            <source>Nobody declared: a bottom card is drawn</source>
            <translation>Nobody declared: a bottom card is drawn</translation>
        </message>
        <message>
            <source>Trump {suit}, level {level}, dealer: {dealer}</source>
            <translation>Trump {suit}, level {level}, dealer: {dealer}</translation>
        </message>
        <message>
            <source>No trump could be fixed: the cards are dealt again</source>
            <translation>No trump could be fixed: the cards are dealt again</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>Tribute</translation>
        </message>
        <message>
            <source>Dry pot (干锅): the bottom stays as it is, no exchange and no joker burial</source>
            <translation>Dry pot (干锅): the bottom stays as it is, no exchange and no joker burial</translation>
        </message>
        <message>
            <source>Buries {cards}</source>
            <translation>Buries {cards}</translation>
        </message>
        <message>
            <source>Buries {cards}, picks up {picked}</source>
            <translation>Buries {cards}, picks up {picked}</translation>
        </message>
        <message>
            <source>+{points}</source>
            <translation>+{points}</translation>
        </message>
        <message>
            <source>Bottom dug: {points} × {mult} = {total}</source>
            <translation>Bottom dug: {points} × {mult} = {total}</translation>
        </message>
    </context>
    <context>
        <name>GunziExplain</name>
        <message numerus="yes">
            <source>{suit} were led: you must play %n card(s) of {suit} while you have them.</source>
            <translation>
                <numerusform>{suit} were led: you must play %n card of {suit} while you have them.</numerusform>
                <numerusform>{suit} were led: you must play %n cards of {suit} while you have them.</numerusform>
            </translation>
        </message>
        <message>
            <source>{suit} were led as a pair and you hold {cards}: you must play a pair of {suit}.</source>
            <translation>{suit} were led as a pair and you hold {cards}: you must play a pair of {suit}.</translation>
        </message>
        <message>
            <source>{suit} were led as a triple and you hold {cards}: you must play a triple of {suit}.</source>
            <translation>{suit} were led as a triple and you hold {cards}: you must play a triple of {suit}.</translation>
        </message>
        <message>
            <source>{suit} were led as a triple and you hold the pair {cards}: you must play that pair (or another pair of {suit}) with one more card.</source>
            <translation>{suit} were led as a triple and you hold the pair {cards}: you must play that pair (or another pair of {suit}) with one more card.</translation>
        </message>
        <message numerus="yes">
            <source>Play exactly %n card(s), as many as the lead.</source>
            <translation>
                <numerusform>Play exactly %n card, as many as the lead.</numerusform>
                <numerusform>Play exactly %n cards, as many as the lead.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead one card, a pair or a triple.</source>
            <translation>Lead one card, a pair or a triple.</translation>
        </message>
        <message>
            <source>Cards led together must be identical: {cards} is not a pair or a triple.</source>
            <translation>Cards led together must be identical: {cards} is not a pair or a triple.</translation>
        </message>
        <message>
            <source>You do not hold {cards}.</source>
            <translation>You do not hold {cards}.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Wait for your turn.</translation>
        </message>
        <message numerus="yes">
            <source>Select exactly six cards to bury (%n selected).</source>
            <translation>
                <numerusform>Select exactly six cards to bury (%n selected).</numerusform>
                <numerusform>Select exactly six cards to bury (%n selected).</numerusform>
            </translation>
        </message>
        <message>
            <source>While you keep a big joker you may not bury a small joker: bury big jokers first.</source>
            <translation>While you keep a big joker you may not bury a small joker: bury big jokers first.</translation>
        </message>
        <message numerus="yes">
            <source>Select exactly %n card(s) of tribute.</source>
            <translation>
                <numerusform>Select exactly %n card of tribute.</numerusform>
                <numerusform>Select exactly %n cards of tribute.</numerusform>
            </translation>
        </message>
        <message>
            <source>Tribute is your highest cards: give {cards}.</source>
            <translation>Tribute is your highest cards: give {cards}.</translation>
        </message>
        <message numerus="yes">
            <source>Select exactly %n card(s) to give back.</source>
            <translation>
                <numerusform>Select exactly %n card to give back.</numerusform>
                <numerusform>Select exactly %n cards to give back.</numerusform>
            </translation>
        </message>
        <message>
            <source>Jokers may not be given back (table rule).</source>
            <translation>Jokers may not be given back (table rule).</translation>
        </message>
        <message>
            <source>A riot needs three identical jokers, once, with the riot rule on.</source>
            <translation>A riot needs three identical jokers, once, with the riot rule on.</translation>
        </message>
        <message>
            <source>Only jokers can be buried here.</source>
            <translation>Only jokers can be buried here.</translation>
        </message>
        <message numerus="yes">
            <source>You can bury at most %n joker(s): that is all the bottom can give back.</source>
            <translation>
                <numerusform>You can bury at most %n joker: that is all the bottom can give back.</numerusform>
                <numerusform>You can bury at most %n jokers: that is all the bottom can give back.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your jokers are already in the bottom: choose which of the tied cards to take.</source>
            <translation>Your jokers are already in the bottom: choose which of the tied cards to take.</translation>
        </message>
        <message>
            <source>You take the lowest cards of the bottom once it is turned face up.</source>
            <translation>You take the lowest cards of the bottom once it is turned face up.</translation>
        </message>
        <message>
            <source>You pick up the lowest cards of the bottom: {cards}.</source>
            <translation>You pick up the lowest cards of the bottom: {cards}.</translation>
        </message>
        <message>
            <source>In a cycle's first hand you declare only by showing a big joker.</source>
            <translation>In a cycle's first hand you declare only by showing a big joker.</translation>
        </message>
        <message>
            <source>A big joker was already shown: the dealer is decided.</source>
            <translation>A big joker was already shown: the dealer is decided.</translation>
        </message>
        <message>
            <source>Declare with one to three identical level cards ({level}) or three identical jokers.</source>
            <translation>Declare with one to three identical level cards ({level}) or three identical jokers.</translation>
        </message>
        <message numerus="yes">
            <source>Declare with at least %n level card(s).</source>
            <translation>
                <numerusform>Declare with at least %n level card.</numerusform>
                <numerusform>Declare with at least %n level cards.</numerusform>
            </translation>
        </message>
        <message>
            <source>Three jokers must name a trump suit; level cards declare their own suit.</source>
            <translation>Three jokers must name a trump suit; level cards declare their own suit.</translation>
        </message>
        <message>
            <source>An overcall must beat the current declaration {cards}.</source>
            <translation>An overcall must beat the current declaration {cards}.</translation>
        </message>
        <message>
            <source>That is not allowed now ({rule}).</source>
            <translation>That is not allowed now ({rule}).</translation>
        </message>
    </context>
    <context>
        <name>GunziLevelLines</name>
        <message>
            <source>Plans ahead and remembers who is void.</source>
            <translation>Plans ahead and remembers who is void.</translation>
        </message>
        <message>
            <source>Plans ahead and remembers who is void: scores {points} points a hand more than Normal when attacking.</source>
            <translation>Plans ahead and remembers who is void: scores {points} points a hand more than Normal when attacking.</translation>
        </message>
        <message>
            <source>Gunzi</source>
            <translation>Gunzi</translation>
        </message>
        <message>
            <source>Plays like a regular: scores {more} points a hand more than Easy when attacking, {fewer} fewer than Hard.</source>
            <translation>Plays like a regular: scores {more} points a hand more than Easy when attacking, {fewer} fewer than Hard.</translation>
        </message>
        <message>
            <source>Plays like a regular: scores {points} points a hand more than Easy when attacking.</source>
            <translation>Plays like a regular: scores {points} points a hand more than Easy when attacking.</translation>
        </message>
        <message>
            <source>Plays like a regular.</source>
            <translation>Plays like a regular.</translation>
        </message>
        <message>
            <source>For learning the game: scores {points} points a hand fewer than Normal when attacking.</source>
            <translation>For learning the game: scores {points} points a hand fewer than Normal when attacking.</translation>
        </message>
        <message>
            <source>For learning the game.</source>
            <translation>For learning the game.</translation>
        </message>
        <message>
            <source>Gunzi: {points} points a hand more than Normal</source>
            <translation>Gunzi: {points} points a hand more than Normal</translation>
        </message>
        <message>
            <source>Gunzi: {points} points a hand more than Easy</source>
            <translation>Gunzi: {points} points a hand more than Easy</translation>
        </message>
        <message>
            <source>Gunzi: {points} points a hand fewer than Normal</source>
            <translation>Gunzi: {points} points a hand fewer than Normal</translation>
        </message>
    </context>
    <context>
        <name>GunziRulesText</name>
        <message>
            <source>Players and cards</source>
            <translation>Players and cards</translation>
        </message>
        <message>
            <source>Four players in two teams: you and your partner sit opposite each other. Play goes counter-clockwise. Three full decks with jokers are used, 162 cards: each player gets 39 and the last six form the bottom (底牌).</source>
            <translation>Four players in two teams: you and your partner sit opposite each other. Play goes counter-clockwise. Three full decks with jokers are used, 162 cards: each player gets 39 and the last six form the bottom (底牌).</translation>
        </message>
        <message>
            <source>Points are in the 5s (5 points), the 10s and the Ks (10 points): 300 in all.</source>
            <translation>Points are in the 5s (5 points), the 10s and the Ks (10 points): 300 in all.</translation>
        </message>
        <message>
            <source>Levels and trumps (主牌)</source>
            <translation>Levels and trumps (主牌)</translation>
        </message>
        <message>
            <source>Each team has a level, from 3 up to 10; the hand is played at the dealer's level. Cards of that rank are the level cards (级牌).</source>
            <translation>Each team has a level, from 3 up to 10; the hand is played at the dealer's level. Cards of that rank are the level cards (级牌).</translation>
        </message>
        <message>
            <source>Both teams share one table level, from 3 up to 10. Cards of that rank are the level cards (级牌).</source>
            <translation>Both teams share one table level, from 3 up to 10. Cards of that rank are the level cards (级牌).</translation>
        </message>
        <message>
            <source>Trumps are the jokers, every 2, every level card and every card of the trump suit. From the strongest: big joker, small joker, the level card of the trump suit, the other level cards, the 2 of the trump suit, the other 2s, then the trump suit from A down.</source>
            <translation>Trumps are the jokers, every 2, every level card and every card of the trump suit. From the strongest: big joker, small joker, the level card of the trump suit, the other level cards, the 2 of the trump suit, the other 2s, then the trump suit from A down.</translation>
        </message>
        <message>
            <source>Level 7, trumps in hearts, strongest first:</source>
            <translation>Level 7, trumps in hearts, strongest first:</translation>
        </message>
        <message>
            <source>Who deals and which suit is trump</source>
            <translation>Who deals and which suit is trump</translation>
        </message>
        <message>
            <source>In the first hand of a cycle the first player to show a big joker deals (抢亮大王); the next suited card he is dealt names the trump suit. If nobody shows one, bottom cards are flipped in turn and the highest decides.</source>
            <translation>In the first hand of a cycle the first player to show a big joker deals (抢亮大王); the next suited card he is dealt names the trump suit. If nobody shows one, bottom cards are flipped in turn and the highest decides.</translation>
        </message>
        <message>
            <source>In later hands the dealer is already known. While the cards are dealt anyone may declare the trump (亮主) by showing identical level cards; more cards overcall fewer, three small jokers beat any level cards and three big jokers beat everything.</source>
            <translation>In later hands the dealer is already known. While the cards are dealt anyone may declare the trump (亮主) by showing identical level cards; more cards overcall fewer, three small jokers beat any level cards and three big jokers beat everything.</translation>
        </message>
        <message numerus="yes">
            <source>A declaration needs at least %n level card(s).</source>
            <translation>
                <numerusform>A declaration needs at least %n level card.</numerusform>
                <numerusform>A declaration needs at least %n level cards.</numerusform>
            </translation>
        </message>
        <message>
            <source>Tribute (喝血) and the bottom</source>
            <translation>Tribute (喝血) and the bottom</translation>
        </message>
        <message>
            <source>A team that played badly owes blood: before the bottom is shown, the player on the dealer's left gives him that many of his highest cards (no point cards unless they are level cards), and the dealer gives back as many cards of his choice.</source>
            <translation>A team that played badly owes blood: before the bottom is shown, the player on the dealer's left gives him that many of his highest cards (no point cards unless they are level cards), and the dealer gives back as many cards of his choice.</translation>
        </message>
        <message>
            <source>Riot (暴动) is allowed: a payer holding three identical jokers may refuse the tribute.</source>
            <translation>Riot (暴动) is allowed: a payer holding three identical jokers may refuse the tribute.</translation>
        </message>
        <message>
            <source>Riot (暴动) is not played: the tribute is always paid.</source>
            <translation>Riot (暴动) is not played: the tribute is always paid.</translation>
        </message>
        <message>
            <source>The dealer takes the bottom and buries six cards (扣底); he may bury jokers, big jokers before small ones. If the revealed bottom holds no card of the trump suit, or only trumps, it is a dry pot (干锅): no exchange and no joker burial.</source>
            <translation>The dealer takes the bottom and buries six cards (扣底); he may bury jokers, big jokers before small ones. If the revealed bottom holds no card of the trump suit, or only trumps, it is a dry pot (干锅): no exchange and no joker burial.</translation>
        </message>
        <message>
            <source>Afterwards each other player may bury jokers and take back the lowest cards of the bottom.</source>
            <translation>Afterwards each other player may bury jokers and take back the lowest cards of the bottom.</translation>
        </message>
        <message>
            <source>Only the dealer buries: the other players never put jokers in the bottom.</source>
            <translation>Only the dealer buries: the other players never put jokers in the bottom.</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Tricks</translation>
        </message>
        <message>
            <source>The dealer leads first. A lead is a single, a pair (棒子) or a triple (滚子) of identical cards; there are no straights and no throws. The others must follow with as many cards of the led suit as they can; trumps count as one suit.</source>
            <translation>The dealer leads first. A lead is a single, a pair (棒子) or a triple (滚子) of identical cards; there are no straights and no throws. The others must follow with as many cards of the led suit as they can; trumps count as one suit.</translation>
        </message>
        <message>
            <source>Live sticks (活棒) are played: any cards of the led suit will do, pairs and triples need not be matched.</source>
            <translation>Live sticks (活棒) are played: any cards of the led suit will do, pairs and triples need not be matched.</translation>
        </message>
        <message>
            <source>Dead sticks (死棒) are played: against a pair you must play a pair of the led suit if you hold one, against a triple a triple (or a pair and one more card).</source>
            <translation>Dead sticks (死棒) are played: against a pair you must play a pair of the led suit if you hold one, against a triple a triple (or a pair and one more card).</translation>
        </message>
        <message>
            <source>The strongest play of the lead's shape in the led suit or in trumps wins; between equal cards the earlier play wins. The winner's team takes the points and leads next.</source>
            <translation>The strongest play of the lead's shape in the led suit or in trumps wins; between equal cards the earlier play wins. The winner's team takes the points and leads next.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>Only the attackers' points count. If they win the last trick they dig the bottom (抠底): its points count twice. If the dealer's side wins it, they hold the bottom.</source>
            <translation>Only the attackers' points count. If they win the last trick they dig the bottom (抠底): its points count twice. If the dealer's side wins it, they hold the bottom.</translation>
        </message>
        <message>
            <source>Under 120 points and held: the dealer's side goes up one level and deals again. Under 120 but dug: nobody goes up. 120 or more: the attackers take over the deal, and go up only if they also dug the bottom.</source>
            <translation>Under 120 points and held: the dealer's side goes up one level and deals again. Under 120 but dug: nobody goes up. 120 or more: the attackers take over the deal, and go up only if they also dug the bottom.</translation>
        </message>
        <message>
            <source>Jokers held or dug in the bottom add levels and blood: 2 for a big joker, 1 for a small one.</source>
            <translation>Jokers held or dug in the bottom add levels and blood: 2 for a big joker, 1 for a small one.</translation>
        </message>
        <message>
            <source>Jokers in the bottom add blood only (2 for a big joker, 1 for a small one), never levels.</source>
            <translation>Jokers in the bottom add blood only (2 for a big joker, 1 for a small one), never levels.</translation>
        </message>
        <message>
            <source>When the dealer's side stays, the same player deals again.</source>
            <translation>When the dealer's side stays, the same player deals again.</translation>
        </message>
        <message>
            <source>When the dealer's side stays, the dealer's partner deals next.</source>
            <translation>When the dealer's side stays, the dealer's partner deals next.</translation>
        </message>
        <message>
            <source>When the attackers take over, the player on the old dealer's right deals.</source>
            <translation>When the attackers take over, the player on the old dealer's right deals.</translation>
        </message>
        <message>
            <source>When the attackers take over, the player on the old dealer's left deals.</source>
            <translation>When the attackers take over, the player on the old dealer's left deals.</translation>
        </message>
        <message>
            <source>Must-play levels: {levels}. A team cannot pass one of them without winning a hand as dealer at that level.</source>
            <translation>Must-play levels: {levels}. A team cannot pass one of them without winning a hand as dealer at that level.</translation>
        </message>
        <message>
            <source>A cycle ends when the dealer's side wins a hand at level 10, when the attackers score nothing or 300, or when three identical jokers are held or dug in the bottom.</source>
            <translation>A cycle ends when the dealer's side wins a hand at level 10, when the attackers score nothing or 300, or when three identical jokers are held or dug in the bottom.</translation>
        </message>
        <message numerus="yes">
            <source>A match is %n cycle(s).</source>
            <translation>
                <numerusform>A match is %n cycle.</numerusform>
                <numerusform>A match is %n cycles.</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no limit of cycles: play on until you start a new match.</source>
            <translation>There is no limit of cycles: play on until you start a new match.</translation>
        </message>
        <message>
            <source>Rules of Gunzi (打滚子)</source>
            <translation>Rules of Gunzi (打滚子)</translation>
        </message>
        <message>
            <source>This page follows the house rules chosen in Settings → House rules.</source>
            <translation>This page follows the house rules chosen in Settings → House rules.</translation>
        </message>
    </context>
    <context>
        <name>GunziSettlement</name>
        <message>
            <source>Your side wins the cycle!</source>
            <translation>Your side wins the cycle!</translation>
        </message>
        <message>
            <source>The opponents win the cycle.</source>
            <translation>The opponents win the cycle.</translation>
        </message>
        <message>
            <source>Your side wins the hand!</source>
            <translation>Your side wins the hand!</translation>
        </message>
        <message>
            <source>The opponents win the hand.</source>
            <translation>The opponents win the hand.</translation>
        </message>
        <message>
            <source>Hand settled</source>
            <translation>Hand settled</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Outcome</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>Trick points</source>
            <translation>Trick points</translation>
        </message>
        <message>
            <source>{points} points won by the attackers</source>
            <translation>{points} points won by the attackers</translation>
        </message>
        <message>
            <source>Dug: {points} × 2 = {total}</source>
            <translation>Dug: {points} × 2 = {total}</translation>
        </message>
        <message>
            <source>Held by the dealer's side: its {points} points do not count</source>
            <translation>Held by the dealer's side: its {points} points do not count</translation>
        </message>
        <message>
            <source>Held by the dealer's side (no points in it)</source>
            <translation>Held by the dealer's side (no points in it)</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>Bottom</translation>
        </message>
        <message>
            <source>Final score</source>
            <translation>Final score</translation>
        </message>
        <message>
            <source>{score} / 120</source>
            <translation>{score} / 120</translation>
        </message>
        <message>
            <source>{team}: {before} → {after}</source>
            <translation>{team}: {before} → {after}</translation>
        </message>
        <message>
            <source>jokers in the bottom: +{n}</source>
            <translation>jokers in the bottom: +{n}</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>Levels</translation>
        </message>
        <message>
            <source>No level changes</source>
            <translation>No level changes</translation>
        </message>
        <message>
            <source>Your side wins the match {mine}–{theirs}!</source>
            <translation>Your side wins the match {mine}–{theirs}!</translation>
        </message>
        <message>
            <source>The opponents win the match {theirs}–{mine}.</source>
            <translation>The opponents win the match {theirs}–{mine}.</translation>
        </message>
        <message>
            <source>The match is drawn {mine}–{theirs}.</source>
            <translation>The match is drawn {mine}–{theirs}.</translation>
        </message>
        <message>
            <source>Match over</source>
            <translation>Match over</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>New match</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Next</translation>
        </message>
        <message>
            <source>A new cycle starts at level 3; the first big joker shown decides the dealer.</source>
            <translation>A new cycle starts at level 3; the first big joker shown decides the dealer.</translation>
        </message>
        <message>
            <source>Start a new cycle</source>
            <translation>Start a new cycle</translation>
        </message>
        <message>
            <source>Next dealer</source>
            <translation>Next dealer</translation>
        </message>
        <message>
            <source>{n} — paid to the dealer before the bottom is revealed</source>
            <translation>{n} — paid to the dealer before the bottom is revealed</translation>
        </message>
        <message>
            <source> (jokers: +{n})</source>
            <translation> (jokers: +{n})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>Tribute owed</source>
            <translation>Tribute owed</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
    </context>
    <context>
        <name>GunziTable</name>
        <message>
            <source>Level {level} · {team}</source>
            <translation>Level {level} · {team}</translation>
        </message>
        <message>
            <source>{ai} · Level {level}</source>
            <translation>{ai} · Level {level}</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Last trick</translation>
        </message>
        <message>
            <source>You owe {n} to the dealer: your highest cards are selected.</source>
            <translation>You owe {n} to the dealer: your highest cards are selected.</translation>
        </message>
        <message>
            <source>Pay tribute</source>
            <translation>Pay tribute</translation>
        </message>
        <message>
            <source>Riot (show three jokers)</source>
            <translation>Riot (show three jokers)</translation>
        </message>
        <message>
            <source>Select {n} to give back to {seat}.</source>
            <translation>Select {n} to give back to {seat}.</translation>
        </message>
        <message>
            <source>Give back</source>
            <translation>Give back</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>You took the bottom: select six cards to bury. Big jokers go before small jokers.</source>
            <translation>You took the bottom: select six cards to bury. Big jokers go before small jokers.</translation>
        </message>
        <message>
            <source>Bury</source>
            <translation>Bury</translation>
        </message>
        <message>
            <source>Your turn: follow the {suit} lead with {n}.</source>
            <translation>Your turn: follow the {suit} lead with {n}.</translation>
        </message>
        <message>
            <source>Your lead: one card, a pair or a triple.</source>
            <translation>Your lead: one card, a pair or a triple.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>The six cards in the bottom (B)</source>
            <translation>The six cards in the bottom (B)</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>Bottom</translation>
        </message>
    </context>
    <context>
        <name>GunziText</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Right</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Left</translation>
        </message>
        <message>
            <source>Us</source>
            <translation>Us</translation>
        </message>
        <message>
            <source>Them</source>
            <translation>Them</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>spades</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>hearts</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>clubs</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>diamonds</translation>
        </message>
        <message>
            <source>trumps</source>
            <translation>trumps</translation>
        </message>
        <message>
            <source>Big Joker</source>
            <translation>Big Joker</translation>
        </message>
        <message>
            <source>Small Joker</source>
            <translation>Small Joker</translation>
        </message>
        <message>
            <source>Hard AI</source>
            <translation>Hard AI</translation>
        </message>
        <message>
            <source>Easy AI</source>
            <translation>Easy AI</translation>
        </message>
        <message>
            <source>Normal AI</source>
            <translation>Normal AI</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n level(s)</source>
            <translation>
                <numerusform>%n level</numerusform>
                <numerusform>%n levels</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) of tribute</source>
            <translation>
                <numerusform>%n card of tribute</numerusform>
                <numerusform>%n cards of tribute</numerusform>
            </translation>
        </message>
        <message>
            <source>The dealer's side held: the attackers made only {score} points. The dealer's side goes up and deals again.</source>
            <translation>The dealer's side held: the attackers made only {score} points. The dealer's side goes up and deals again.</translation>
        </message>
        <message>
            <source>The attackers dug the bottom but stayed under 120 ({score}): nobody goes up, the same dealer deals again.</source>
            <translation>The attackers dug the bottom but stayed under 120 ({score}): nobody goes up, the same dealer deals again.</translation>
        </message>
        <message>
            <source>The attackers reached {score} points: they take over the deal, without going up.</source>
            <translation>The attackers reached {score} points: they take over the deal, without going up.</translation>
        </message>
        <message>
            <source>The attackers reached {score} points and dug the bottom: they take over the deal and go up.</source>
            <translation>The attackers reached {score} points and dug the bottom: they take over the deal and go up.</translation>
        </message>
        <message>
            <source>The attackers did not score a single point: the dealer's side wins the cycle!</source>
            <translation>The attackers did not score a single point: the dealer's side wins the cycle!</translation>
        </message>
        <message>
            <source>The attackers made a full score of {score}: they win the cycle!</source>
            <translation>The attackers made a full score of {score}: they win the cycle!</translation>
        </message>
        <message>
            <source>Three identical jokers held in the bottom: the dealer's side wins the cycle!</source>
            <translation>Three identical jokers held in the bottom: the dealer's side wins the cycle!</translation>
        </message>
        <message>
            <source>Three identical jokers dug from the bottom: the attackers win the cycle!</source>
            <translation>Three identical jokers dug from the bottom: the attackers win the cycle!</translation>
        </message>
        <message>
            <source>The dealer's side won a hand at level 10: it wins the cycle!</source>
            <translation>The dealer's side won a hand at level 10: it wins the cycle!</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>Dealing…</translation>
        </message>
        <message>
            <source>Last chance to declare</source>
            <translation>Last chance to declare</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>Tribute</translation>
        </message>
        <message>
            <source>Returning the tribute</source>
            <translation>Returning the tribute</translation>
        </message>
        <message>
            <source>The dealer exchanges the bottom</source>
            <translation>The dealer exchanges the bottom</translation>
        </message>
        <message>
            <source>Burying jokers</source>
            <translation>Burying jokers</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Tricks</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>Hand over</translation>
        </message>
        <message>
            <source>Match over</source>
            <translation>Match over</translation>
        </message>
    </context>
    <context>
        <name>GunziTrumpNote</name>
        <message>
            <source>{seat} showed the big joker; no suited card followed: the bottom makes {suit} trumps</source>
            <translation>{seat} showed the big joker; no suited card followed: the bottom makes {suit} trumps</translation>
        </message>
        <message>
            <source>{seat} showed the big joker; no suited card followed: the bottom's {card} makes {suit} trumps</source>
            <translation>{seat} showed the big joker; no suited card followed: the bottom's {card} makes {suit} trumps</translation>
        </message>
        <message>
            <source>You showed the big joker: your next card, {card}, makes {suit} trumps</source>
            <translation>You showed the big joker: your next card, {card}, makes {suit} trumps</translation>
        </message>
        <message>
            <source>{seat} showed the big joker: the next card dealt to them makes {suit} trumps</source>
            <translation>{seat} showed the big joker: the next card dealt to them makes {suit} trumps</translation>
        </message>
        <message>
            <source>Named by your big joker and the bottom's {card}</source>
            <translation>Named by your big joker and the bottom's {card}</translation>
        </message>
        <message>
            <source>Named by {seat}'s big joker and the bottom's {card}</source>
            <translation>Named by {seat}'s big joker and the bottom's {card}</translation>
        </message>
        <message>
            <source>Named by your big joker and {card}</source>
            <translation>Named by your big joker and {card}</translation>
        </message>
        <message>
            <source>Named by your big joker</source>
            <translation>Named by your big joker</translation>
        </message>
        <message>
            <source>Named by {seat}'s big joker</source>
            <translation>Named by {seat}'s big joker</translation>
        </message>
    </context>
    <context>
        <name>HandOrderMenu</name>
        <message>
            <source>Ha&amp;nd order</source>
            <translation>Ha&amp;nd order</translation>
        </message>
        <message>
            <source>Big cards on the &amp;left</source>
            <translation>Big cards on the &amp;left</translation>
        </message>
        <message>
            <source>Big cards on the &amp;right</source>
            <translation>Big cards on the &amp;right</translation>
        </message>
    </context>
    <context>
        <name>HintShower</name>
        <message>
            <source>Hint: {cards}, naming {suit} as trump.</source>
            <translation>Hint: {cards}, naming {suit} as trump.</translation>
        </message>
        <message>
            <source>Hint: {cards}.</source>
            <translation>Hint: {cards}.</translation>
        </message>
        <message>
            <source>Hint: keep your jokers.</source>
            <translation>Hint: keep your jokers.</translation>
        </message>
        <message>
            <source>Hint: pass.</source>
            <translation>Hint: pass.</translation>
        </message>
        <message>
            <source>Hint: wait, do not declare yet.</source>
            <translation>Hint: wait, do not declare yet.</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>Trick {n} · led by {seat}</source>
            <translation>Trick {n} · led by {seat}</translation>
        </message>
        <message>
            <source>Trick {n} · led by {seat} · won by {winner} · {points} pts</source>
            <translation>Trick {n} · led by {seat} · won by {winner} · {points} pts</translation>
        </message>
        <message>
            <source>Round {n} · led by {seat}</source>
            <translation>Round {n} · led by {seat}</translation>
        </message>
        <message>
            <source>Round {n} · led by {seat} · taken by {winner}</source>
            <translation>Round {n} · led by {seat} · taken by {winner}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
    </context>
    <context>
        <name>HistoryPane</name>
        <message>
            <source>Tricks of this hand</source>
            <translation>Tricks of this hand</translation>
        </message>
        <message>
            <source>Plays of this deal</source>
            <translation>Plays of this deal</translation>
        </message>
        <message>
            <source>Nothing has been played yet.</source>
            <extracomment>index card width at a 1280x800 table (``index_card``): the rank reads at a glance (whole faces 26 px wide were barely legible) called with each row built (its widget, its entry, the grid of its plays): the review's marks</extracomment>
            <translation>Nothing has been played yet.</translation>
        </message>
    </context>
    <context>
        <name>HouseRules</name>
        <message>
            <source>Playing the cards</source>
            <translation>Playing the cards</translation>
        </message>
        <message>
            <source>Following pairs and triples</source>
            <translation>Following pairs and triples</translation>
        </message>
        <message>
            <source>You always follow the led suit. Live: that is all, so against a pair or a triple you may play any cards of the suit. Dead: against a pair you must play a pair of that suit if you hold one; against a triple, a triple, or else a pair and one more card. A triple is not a pair: you need not break it to answer a pair.</source>
            <translation>You always follow the led suit. Live: that is all, so against a pair or a triple you may play any cards of the suit. Dead: against a pair you must play a pair of that suit if you hold one; against a triple, a triple, or else a pair and one more card. A triple is not a pair: you need not break it to answer a pair.</translation>
        </message>
        <message>
            <source>Live (活棒)</source>
            <translation>Live (活棒)</translation>
        </message>
        <message>
            <source>Dead (死棒)</source>
            <translation>Dead (死棒)</translation>
        </message>
        <message>
            <source>Trump and the dealer</source>
            <translation>Trump and the dealer</translation>
        </message>
        <message>
            <source>Fewest level cards to declare</source>
            <translation>Fewest level cards to declare</translation>
        </message>
        <message>
            <source>From the second hand on, trump is declared by showing identical level cards: more cards overcall fewer, and three identical jokers overcall them all. Is one level card enough?</source>
            <translation>From the second hand on, trump is declared by showing identical level cards: more cards overcall fewer, and three identical jokers overcall them all. Is one level card enough?</translation>
        </message>
        <message>
            <source>One</source>
            <translation>One</translation>
        </message>
        <message>
            <source>Two (a pair)</source>
            <translation>Two (a pair)</translation>
        </message>
        <message>
            <source>Declare with two or more</source>
            <translation>Declare with two or more</translation>
        </message>
        <message>
            <source>Flipping for the first dealer</source>
            <translation>Flipping for the first dealer</translation>
        </message>
        <message>
            <source>In a cycle's first hand, if nobody shows a big joker, each player flips a bottom card: the highest deals and its suit is trump (a joker is flipped again; on a tie the earlier flip wins). This sets how the flipped cards rank.</source>
            <translation>In a cycle's first hand, if nobody shows a big joker, each player flips a bottom card: the highest deals and its suit is trump (a joker is flipped again; on a tie the earlier flip wins). This sets how the flipped cards rank.</translation>
        </message>
        <message>
            <source>As in play at level 3: 3 &gt; 2 &gt; A &gt; K … &gt; 4</source>
            <translation>As in play at level 3: 3 &gt; 2 &gt; A &gt; K … &gt; 4</translation>
        </message>
        <message>
            <source>Ace high: A &gt; K &gt; … &gt; 3 &gt; 2</source>
            <translation>Ace high: A &gt; K &gt; … &gt; 3 &gt; 2</translation>
        </message>
        <message>
            <source>Flip: ace high</source>
            <translation>Flip: ace high</translation>
        </message>
        <message>
            <source>When the dealer's side keeps the deal</source>
            <translation>When the dealer's side keeps the deal</translation>
        </message>
        <message>
            <source>When the attackers stay under 120, the dealer's side deals again: either the same dealer (连庄), or his partner.</source>
            <translation>When the attackers stay under 120, the dealer's side deals again: either the same dealer (连庄), or his partner.</translation>
        </message>
        <message>
            <source>The same dealer deals again (连庄)</source>
            <translation>The same dealer deals again (连庄)</translation>
        </message>
        <message>
            <source>The dealer's partner deals</source>
            <translation>The dealer's partner deals</translation>
        </message>
        <message>
            <source>Partner deals on</source>
            <translation>Partner deals on</translation>
        </message>
        <message>
            <source>When the attackers take over</source>
            <translation>When the attackers take over</translation>
        </message>
        <message>
            <source>With 120 points or more the attackers take over the deal. The new dealer is the old dealer's 下家 (on his right, playing after him) or his 上家 (on his left, playing before him).</source>
            <translation>With 120 points or more the attackers take over the deal. The new dealer is the old dealer's 下家 (on his right, playing after him) or his 上家 (on his left, playing before him).</translation>
        </message>
        <message>
            <source>The old dealer's right-hand player (下家)</source>
            <translation>The old dealer's right-hand player (下家)</translation>
        </message>
        <message>
            <source>The old dealer's left-hand player (上家)</source>
            <translation>The old dealer's left-hand player (上家)</translation>
        </message>
        <message>
            <source>Left-hand player takes over</source>
            <translation>Left-hand player takes over</translation>
        </message>
        <message>
            <source>Tribute (喝血)</source>
            <translation>Tribute (喝血)</translation>
        </message>
        <message>
            <source>Cards given back for tribute</source>
            <translation>Cards given back for tribute</translation>
        </message>
        <message>
            <source>When tribute is owed, the dealer's 上家 gives the dealer his highest cards, and the dealer gives back as many cards of his choice. May jokers be among the cards given back?</source>
            <translation>When tribute is owed, the dealer's 上家 gives the dealer his highest cards, and the dealer gives back as many cards of his choice. May jokers be among the cards given back?</translation>
        </message>
        <message>
            <source>Any cards</source>
            <translation>Any cards</translation>
        </message>
        <message>
            <source>Any cards but jokers</source>
            <translation>Any cards but jokers</translation>
        </message>
        <message>
            <source>No jokers given back</source>
            <translation>No jokers given back</translation>
        </message>
        <message>
            <source>Riot (暴动)</source>
            <translation>Riot (暴动)</translation>
        </message>
        <message>
            <source>A player who owes tribute and holds three identical jokers may show them and pay nothing this hand. Against three small jokers, a dealer who shows three big jokers puts the riot down and the tribute is paid.</source>
            <translation>A player who owes tribute and holds three identical jokers may show them and pay nothing this hand. Against three small jokers, a dealer who shows three big jokers puts the riot down and the tribute is paid.</translation>
        </message>
        <message>
            <source>Riots allowed</source>
            <translation>Riots allowed</translation>
        </message>
        <message>
            <source>Riots</source>
            <translation>Riots</translation>
        </message>
        <message>
            <source>The bottom (底牌)</source>
            <translation>The bottom (底牌)</translation>
        </message>
        <message>
            <source>Dry pot (干锅)</source>
            <translation>Dry pot (干锅)</translation>
        </message>
        <message>
            <source>If the revealed bottom has no card of the trump suit (level cards aside), or holds only trumps, the hand is a dry pot: the dealer does not exchange the bottom and nobody may bury jokers. With the second choice a joker or a 2 in the bottom also rules out the first case, so dry pots are rarer.</source>
            <translation>If the revealed bottom has no card of the trump suit (level cards aside), or holds only trumps, the hand is a dry pot: the dealer does not exchange the bottom and nobody may bury jokers. With the second choice a joker or a 2 in the bottom also rules out the first case, so dry pots are rarer.</translation>
        </message>
        <message>
            <source>No card of the trump suit</source>
            <translation>No card of the trump suit</translation>
        </message>
        <message>
            <source>No trump at all (jokers and 2s count)</source>
            <translation>No trump at all (jokers and 2s count)</translation>
        </message>
        <message>
            <source>Dry pot: no trump at all</source>
            <translation>Dry pot: no trump at all</translation>
        </message>
        <message>
            <source>Other players bury jokers (扣王)</source>
            <translation>Other players bury jokers (扣王)</translation>
        </message>
        <message>
            <source>After the dealer's exchange, each other player in turn may bury jokers into the bottom and take back as many of its lowest cards (never points or jokers). When off, only the dealer buries.</source>
            <translation>After the dealer's exchange, each other player in turn may bury jokers into the bottom and take back as many of its lowest cards (never points or jokers). When off, only the dealer buries.</translation>
        </message>
        <message>
            <source>The other players may bury jokers</source>
            <translation>The other players may bury jokers</translation>
        </message>
        <message>
            <source>Only the dealer buries</source>
            <translation>Only the dealer buries</translation>
        </message>
        <message>
            <source>Levels and scoring</source>
            <translation>Levels and scoring</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>Levels</translation>
        </message>
        <message>
            <source>Per team: each side climbs from 3 to 10 on its own, and a hand is played at the dealer's side's level. Shared: the table has one level, and whichever side goes up raises it for everyone.</source>
            <translation>Per team: each side climbs from 3 to 10 on its own, and a hand is played at the dealer's side's level. Shared: the table has one level, and whichever side goes up raises it for everyone.</translation>
        </message>
        <message>
            <source>Each team has its own level</source>
            <translation>Each team has its own level</translation>
        </message>
        <message>
            <source>One level for the whole table</source>
            <translation>One level for the whole table</translation>
        </message>
        <message>
            <source>Shared level</source>
            <translation>Shared level</translation>
        </message>
        <message>
            <source>Must-play levels (必打)</source>
            <translation>Must-play levels (必打)</translation>
        </message>
        <message>
            <source>A must-play level cannot be skipped: a gain that would carry a team past it stops there, and the team gets beyond it only by winning a hand at that level as the dealer's side. 10 is always a must-play level. Usually 3 and 10 are; tick only 10 if 3 is just where a cycle starts.</source>
            <translation>A must-play level cannot be skipped: a gain that would carry a team past it stops there, and the team gets beyond it only by winning a hand at that level as the dealer's side. 10 is always a must-play level. Usually 3 and 10 are; tick only 10 if 3 is just where a cycle starts.</translation>
        </message>
        <message>
            <source>Levels for jokers in the bottom</source>
            <translation>Levels for jokers in the bottom</translation>
        </message>
        <message>
            <source>Jokers buried in the bottom earn tribute for the side they reward: 2 for each big joker, 1 for each small one. With levels on, that side also goes up as many extra levels.</source>
            <translation>Jokers buried in the bottom earn tribute for the side they reward: 2 for each big joker, 1 for each small one. With levels on, that side also goes up as many extra levels.</translation>
        </message>
        <message>
            <source>Levels too: 2 per big joker, 1 per small</source>
            <translation>Levels too: 2 per big joker, 1 per small</translation>
        </message>
        <message>
            <source>Tribute only, no extra levels</source>
            <translation>Tribute only, no extra levels</translation>
        </message>
        <message>
            <source>No joker levels</source>
            <translation>No joker levels</translation>
        </message>
        <message>
            <source>Three jokers in the bottom</source>
            <translation>Three jokers in the bottom</translation>
        </message>
        <message>
            <source>Three jokers in the final bottom end the cycle at once: the dealer's side wins it by holding the bottom with the attackers under 120, the attackers by digging it with 120 or more. Which three jokers count?</source>
            <translation>Three jokers in the final bottom end the cycle at once: the dealer's side wins it by holding the bottom with the attackers under 120, the attackers by digging it with 120 or more. Which three jokers count?</translation>
        </message>
        <message>
            <source>Three identical jokers (3 big or 3 small)</source>
            <translation>Three identical jokers (3 big or 3 small)</translation>
        </message>
        <message>
            <source>Any three jokers</source>
            <translation>Any three jokers</translation>
        </message>
        <message>
            <source>Full score</source>
            <translation>Full score</translation>
        </message>
        <message>
            <source>Attackers with a full score win the cycle at once. Either their final score, a dug bottom counted twice, reaches 300, or they must take every one of the deck's 300 points.</source>
            <translation>Attackers with a full score win the cycle at once. Either their final score, a dug bottom counted twice, reaches 300, or they must take every one of the deck's 300 points.</translation>
        </message>
        <message>
            <source>A final score of 300 or more</source>
            <translation>A final score of 300 or more</translation>
        </message>
        <message>
            <source>All 300 card points taken</source>
            <translation>All 300 card points taken</translation>
        </message>
        <message>
            <source>Full score: all 300 points</source>
            <translation>Full score: all 300 points</translation>
        </message>
        <message>
            <source>The match</source>
            <translation>The match</translation>
        </message>
        <message>
            <source>Cycles per match</source>
            <translation>Cycles per match</translation>
        </message>
        <message>
            <source>A cycle runs from level 3 until one side wins it, by getting past 10 or by a special ending. The match ends after this many cycles; with no limit you play on until you start a new match.</source>
            <translation>A cycle runs from level 3 until one side wins it, by getting past 10 or by a special ending. The match ends after this many cycles; with no limit you play on until you start a new match.</translation>
        </message>
        <message>
            <source>Dou Dizhu, 3 and 4 players</source>
            <translation>Dou Dizhu, 3 and 4 players</translation>
        </message>
        <message>
            <source>Show the kitty (底牌)</source>
            <translation>Show the kitty (底牌)</translation>
        </message>
        <message>
            <source>The landlord takes the kitty: 3 cards, 8 with two decks. Shown: everyone sees them as he picks them up. Hidden: only the landlord knows them.</source>
            <translation>The landlord takes the kitty: 3 cards, 8 with two decks. Shown: everyone sees them as he picks them up. Hidden: only the landlord knows them.</translation>
        </message>
        <message>
            <source>Turn the kitty face up for everyone</source>
            <translation>Turn the kitty face up for everyone</translation>
        </message>
        <message>
            <source>Hidden kitty</source>
            <translation>Hidden kitty</translation>
        </message>
        <message>
            <source>Spring (春天)</source>
            <translation>Spring (春天)</translation>
        </message>
        <message>
            <source>Spring: the landlord wins and no peasant played a single card. Reverse spring: the peasants win and the landlord played only his opening lead. Either one doubles the stake.</source>
            <translation>Spring: the landlord wins and no peasant played a single card. Reverse spring: the peasants win and the landlord played only his opening lead. Either one doubles the stake.</translation>
        </message>
        <message>
            <source>Spring doubles the stake</source>
            <translation>Spring doubles the stake</translation>
        </message>
        <message>
            <source>Spring ×2</source>
            <translation>Spring ×2</translation>
        </message>
        <message>
            <source>Multiplier cap (封顶)</source>
            <translation>Multiplier cap (封顶)</translation>
        </message>
        <message>
            <source>Every bomb and rocket doubles the stake (with two decks only bombs of 6 or more cards do), and so does spring. A cap stops the multiplier there: the bid is multiplied by the cap at most.</source>
            <translation>Every bomb and rocket doubles the stake (with two decks only bombs of 6 or more cards do), and so does spring. A cap stops the multiplier there: the bid is multiplied by the cap at most.</translation>
        </message>
        <message>
            <source>No cap</source>
            <translation>No cap</translation>
        </message>
        <message>
            <source>Call and grab (叫地主 / 抢地主), doubling, shown hands</source>
            <translation>Call and grab (叫地主 / 抢地主), doubling, shown hands</translation>
        </message>
        <message>
            <source>Choosing the landlord</source>
            <translation>Choosing the landlord</translation>
        </message>
        <message>
            <source>Bid points: each player bids 1, 2 or 3 and the highest bid is the base stake. Call and grab: a player calls the landlord (叫地主), then each other player who did not decline may grab it (抢地主), once each, and the caller has the last word. Every grab doubles the stake.</source>
            <translation>Bid points: each player bids 1, 2 or 3 and the highest bid is the base stake. Call and grab: a player calls the landlord (叫地主), then each other player who did not decline may grab it (抢地主), once each, and the caller has the last word. Every grab doubles the stake.</translation>
        </message>
        <message>
            <source>Bid 1, 2 or 3 points (叫分)</source>
            <translation>Bid 1, 2 or 3 points (叫分)</translation>
        </message>
        <message>
            <source>Call and grab (叫地主 / 抢地主)</source>
            <translation>Call and grab (叫地主 / 抢地主)</translation>
        </message>
        <message>
            <source>Call and grab</source>
            <translation>Call and grab</translation>
        </message>
        <message>
            <source>Doubling (加倍)</source>
            <translation>Doubling (加倍)</translation>
        </message>
        <message>
            <source>Once the landlord has the kitty, each peasant and then the landlord may double. A peasant's double counts for his own payment only; the landlord's counts for every peasant's. Super doubling (超级加倍) multiplies by 4.</source>
            <translation>Once the landlord has the kitty, each peasant and then the landlord may double. A peasant's double counts for his own payment only; the landlord's counts for every peasant's. Super doubling (超级加倍) multiplies by 4.</translation>
        </message>
        <message>
            <source>No doubling</source>
            <translation>No doubling</translation>
        </message>
        <message>
            <source>Double (×2)</source>
            <translation>Double (×2)</translation>
        </message>
        <message>
            <source>Double (×2) or super double (×4)</source>
            <translation>Double (×2) or super double (×4)</translation>
        </message>
        <message>
            <source>Doubling</source>
            <translation>Doubling</translation>
        </message>
        <message>
            <source>Super doubling</source>
            <translation>Super doubling</translation>
        </message>
        <message>
            <source>Shown hand (明牌)</source>
            <translation>Shown hand (明牌)</translation>
        </message>
        <message>
            <source>Before the deal each player may start with the hand shown, face up for everyone: ×4. The landlord who has not shown may show his hand after taking the kitty: ×2. Several shows do not multiply: the largest counts.</source>
            <translation>Before the deal each player may start with the hand shown, face up for everyone: ×4. The landlord who has not shown may show his hand after taking the kitty: ×2. Several shows do not multiply: the largest counts.</translation>
        </message>
        <message>
            <source>Players may show their hand</source>
            <translation>Players may show their hand</translation>
        </message>
        <message>
            <source>Shown hands</source>
            <translation>Shown hands</translation>
        </message>
        <message>
            <source>No limit</source>
            <extracomment>a changed rule's name is drawn in this colour, so a player sees at a glance what differs from the usual</extracomment>
            <translation>No limit</translation>
        </message>
        <message>
            <source>10 is always a must-play level.</source>
            <translation>10 is always a must-play level.</translation>
        </message>
        <message>
            <source>Classic (经典)</source>
            <extracomment>the preset's name, to translate in the ``HouseRules`` context one sentence saying what it sets, to translate in the ``HouseRules`` context</extracomment>
            <translation>Classic (经典)</translation>
        </message>
        <message>
            <source>Bids of 1, 2 or 3 points, no doubling, no shown hands, no spring.</source>
            <translation>Bids of 1, 2 or 3 points, no doubling, no shown hands, no spring.</translation>
        </message>
        <message>
            <source>Happy (欢乐)</source>
            <translation>Happy (欢乐)</translation>
        </message>
        <message>
            <source>Call and grab the landlord, double and super double, show the hand, spring doubles: the app rules most players know.</source>
            <translation>Call and grab the landlord, double and super double, show the hand, spring doubles: the app rules most players know.</translation>
        </message>
    </context>
    <context>
        <name>HouseRulesDialog</name>
        <message>
            <source>House rules</source>
            <translation>House rules</translation>
        </message>
        <message>
            <source>Players do not all play by the same rules. Choose how your table plays; a rule you changed shows its name in colour. Changes apply from the next new match or session.</source>
            <translation>Players do not all play by the same rules. Choose how your table plays; a rule you changed shows its name in colour. Changes apply from the next new match or session.</translation>
        </message>
        <message>
            <source>Dalian Gunzi</source>
            <translation>Dalian Gunzi</translation>
        </message>
        <message>
            <source>Dou Dizhu</source>
            <translation>Dou Dizhu</translation>
        </message>
        <message>
            <source>Restore defaults</source>
            <translation>Restore defaults</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
    </context>
    <context>
        <name>IndexCard</name>
        <message>
            <source>BJ</source>
            <extracomment>an index card's height over its width (shorter than a card: only the index is shown) how much of a card the next one leaves visible: the whole index</extracomment>
            <translation>BJ</translation>
        </message>
        <message>
            <source>SJ</source>
            <translation>SJ</translation>
        </message>
    </context>
    <context>
        <name>Keyboard</name>
        <message>
            <source>Playing without the mouse</source>
            <translation>Playing without the mouse</translation>
        </message>
        <message>
            <source>Click the table once so it has the focus. In dialogs, Enter confirms and Esc cancels.</source>
            <translation>Click the table once so it has the focus. In dialogs, Enter confirms and Esc cancels.</translation>
        </message>
        <message>
            <source>Move the focus along your hand</source>
            <extracomment>(keys, what they do) for the help page; the descriptions are translated in context "Keyboard"</extracomment>
            <translation>Move the focus along your hand</translation>
        </message>
        <message>
            <source>Focus the first or the last card</source>
            <translation>Focus the first or the last card</translation>
        </message>
        <message>
            <source>Select or unselect the focused card</source>
            <translation>Select or unselect the focused card</translation>
        </message>
        <message>
            <source>Select / unselect the focused card</source>
            <translation>Select / unselect the focused card</translation>
        </message>
        <message>
            <source>Play the selected cards, or press the highlighted button</source>
            <translation>Play the selected cards, or press the highlighted button</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>Bid 1, 2 or 3 points / no bid (Dou Dizhu); choose a declaration (Gunzi)</source>
            <translation>Bid 1, 2 or 3 points / no bid (Dou Dizhu); choose a declaration (Gunzi)</translation>
        </message>
        <message>
            <source>Call and grab (Dou Dizhu): yes / no to calling, grabbing or showing; double / super double</source>
            <translation>Call and grab (Dou Dizhu): yes / no to calling, grabbing or showing; double / super double</translation>
        </message>
        <message>
            <source>Peek at the last trick or round</source>
            <translation>Peek at the last trick or round</translation>
        </message>
        <message>
            <source>Look at the buried bottom (Gunzi, when you know it)</source>
            <translation>Look at the buried bottom (Gunzi, when you know it)</translation>
        </message>
        <message>
            <source>Show or hide the history of the hand</source>
            <translation>Show or hide the history of the hand</translation>
        </message>
        <message>
            <source>Auto-play (托管) on or off</source>
            <translation>Auto-play (托管) on or off</translation>
        </message>
        <message>
            <source>Card counter on or off</source>
            <translation>Card counter on or off</translation>
        </message>
        <message>
            <source>Clear the selection, close a peek</source>
            <translation>Clear the selection, close a peek</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Keyboard shortcuts</translation>
        </message>
    </context>
    <context>
        <name>LastRoundPeek</name>
        <message>
            <source>No round has been finished yet.</source>
            <translation>No round has been finished yet.</translation>
        </message>
    </context>
    <context>
        <name>LastTrickPanel</name>
        <message>
            <source>No trick has been played yet.</source>
            <translation>No trick has been played yet.</translation>
        </message>
        <message>
            <source>Trick {n}: {seat} won {points} points</source>
            <translation>Trick {n}: {seat} won {points} points</translation>
        </message>
        <message>
            <source>Trick {n}: won by {seat}, no points in it</source>
            <translation>Trick {n}: won by {seat}, no points in it</translation>
        </message>
    </context>
    <context>
        <name>LevelText</name>
        <message>
            <source>Easy</source>
            <extracomment>every level, weakest first no measured figure is this large (win rates are fractions, points per hand tens): anything beyond is damage</extracomment>
            <translation>Easy</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
        <message>
            <source>{level} — {figures}</source>
            <translation>{level} — {figures}</translation>
        </message>
        <message>
            <source>{game}: {line}</source>
            <translation>{game}: {line}</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>gunapp: Gunzi and Dou Dizhu</source>
            <translation>gunapp: Gunzi and Dou Dizhu</translation>
        </message>
        <message>
            <source>gunapp: card gallery</source>
            <translation>gunapp: card gallery</translation>
        </message>
        <message>
            <source>Your settings file could not be read, so gunapp started with the default settings.

The damaged file was kept as:
{path}</source>
            <translation>Your settings file could not be read, so gunapp started with the default settings.

The damaged file was kept as:
{path}</translation>
        </message>
        <message>
            <source>Your settings file could not be opened ({error}), so gunapp started with the default settings. The file was left untouched, and changes you make now will not be saved until it can be opened.

File: {path}</source>
            <translation>Your settings file could not be opened ({error}), so gunapp started with the default settings. The file was left untouched, and changes you make now will not be saved until it can be opened.

File: {path}</translation>
        </message>
        <message>
            <source>Some of your settings were not valid and went back to their defaults: {names}.

Your other settings were kept.</source>
            <translation>Some of your settings were not valid and went back to their defaults: {names}.

Your other settings were kept.</translation>
        </message>
        <message>
            <source>language</source>
            <translation>language</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>animation speed</translation>
        </message>
        <message>
            <source>four-colour deck</source>
            <translation>four-colour deck</translation>
        </message>
        <message>
            <source>sound</source>
            <translation>sound</translation>
        </message>
        <message>
            <source>sound volume</source>
            <translation>sound volume</translation>
        </message>
        <message>
            <source>card counter</source>
            <translation>card counter</translation>
        </message>
        <message>
            <source>playing forced moves at once</source>
            <translation>playing forced moves at once</translation>
        </message>
        <message>
            <source>computer players' level</source>
            <translation>computer players' level</translation>
        </message>
        <message>
            <source>last game played</source>
            <translation>last game played</translation>
        </message>
        <message>
            <source>window size and position</source>
            <translation>window size and position</translation>
        </message>
        <message>
            <source>house rules</source>
            <translation>house rules</translation>
        </message>
        <message>
            <source>hand order</source>
            <translation>hand order</translation>
        </message>
        <message>
            <source>Settings reset</source>
            <translation>Settings reset</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;Game</source>
            <extracomment>animation speed factors offered in the Settings menu (0 = no animation) the AI levels offered in the Settings menu (one setting for both games) sound volume steps offered in Settings → Sound (percent)</extracomment>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Settings</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;New game</translation>
        </message>
        <message>
            <source>Play {game}</source>
            <translation>Play {game}</translation>
        </message>
        <message>
            <source>&amp;Open record…</source>
            <translation>&amp;Open record…</translation>
        </message>
        <message>
            <source>Play &amp;deal number…</source>
            <translation>Play &amp;deal number…</translation>
        </message>
        <message>
            <source>Save record &amp;as…</source>
            <translation>Save record &amp;as…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistics…</translation>
        </message>
        <message>
            <source>&amp;Start page</source>
            <translation>&amp;Start page</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>Card &amp;gallery</source>
            <translation>Card &amp;gallery</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Full screen</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>&amp;Animation speed</translation>
        </message>
        <message>
            <source>Off (instant)</source>
            <translation>Off (instant)</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>Computer &amp;opponents</source>
            <translation>Computer &amp;opponents</translation>
        </message>
        <message>
            <source>So&amp;und</source>
            <translation>So&amp;und</translation>
        </message>
        <message>
            <source>&amp;Sound on</source>
            <translation>&amp;Sound on</translation>
        </message>
        <message>
            <source>Volume: quiet</source>
            <translation>Volume: quiet</translation>
        </message>
        <message>
            <source>Volume: medium</source>
            <translation>Volume: medium</translation>
        </message>
        <message>
            <source>Volume: normal</source>
            <translation>Volume: normal</translation>
        </message>
        <message>
            <source>Volume: loud</source>
            <translation>Volume: loud</translation>
        </message>
        <message>
            <source>&amp;Four-colour cards</source>
            <translation>&amp;Four-colour cards</translation>
        </message>
        <message>
            <source>&amp;House rules…</source>
            <translation>&amp;House rules…</translation>
        </message>
        <message>
            <source>&amp;About gunapp</source>
            <translation>&amp;About gunapp</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>About &amp;Qt</translation>
        </message>
    </context>
    <context>
        <name>Mouse</name>
        <message>
            <source>Choosing cards with the mouse</source>
            <translation>Choosing cards with the mouse</translation>
        </message>
        <message>
            <source>Click</source>
            <extracomment>(gesture, what it does) for Help → Keyboard shortcuts; translated in context "Mouse"</extracomment>
            <translation>Click</translation>
        </message>
        <message>
            <source>Select a card (answering a pair, straight or airplane: the whole play that beats it)</source>
            <translation>Select a card (answering a pair, straight or airplane: the whole play that beats it)</translation>
        </message>
        <message>
            <source>Double click</source>
            <translation>Double click</translation>
        </message>
        <message>
            <source>The longest combination with that card</source>
            <translation>The longest combination with that card</translation>
        </message>
        <message>
            <source>Shift + click</source>
            <translation>Shift + click</translation>
        </message>
        <message>
            <source>Select or unselect one card only</source>
            <translation>Select or unselect one card only</translation>
        </message>
        <message>
            <source>Drag across cards</source>
            <translation>Drag across cards</translation>
        </message>
        <message>
            <source>Select (or unselect) every card you pass over</source>
            <translation>Select (or unselect) every card you pass over</translation>
        </message>
        <message>
            <source>Right click, or click the table</source>
            <translation>Right click, or click the table</translation>
        </message>
        <message>
            <source>Clear the selection</source>
            <translation>Clear the selection</translation>
        </message>
    </context>
    <context>
        <name>PresetBox</name>
        <message>
            <source>Rule set:</source>
            <translation>Rule set:</translation>
        </message>
        <message>
            <source>A rule set chooses every house rule at once; change one rule and it becomes Custom.</source>
            <translation>A rule set chooses every house rule at once; change one rule and it becomes Custom.</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <extracomment>Qt's own strings its catalogues lack: Qt 6.11's file dialog gave "Look in:" and "Files of type:" an accelerator ("&amp;Look in:") and qtbase_it / qtbase_zh_CN.qm still translate only the old form, so the dialog came out half English. Marked here, our catalogue translates them (translations/src/i26p.json).</extracomment>
            <translation>&amp;Look in:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Files of &amp;type:</translation>
        </message>
    </context>
    <context>
        <name>RecentMatches</name>
        <message>
            <source>No finished match yet</source>
            <translation>No finished match yet</translation>
        </message>
        <message>
            <source>Recent matches (the last {n} are kept)</source>
            <translation>Recent matches (the last {n} are kept)</translation>
        </message>
        <message>
            <source>Watch</source>
            <translation>Watch</translation>
        </message>
        <message>
            <source>Open the match in the replay viewer</source>
            <translation>Open the match in the replay viewer</translation>
        </message>
    </context>
    <context>
        <name>RecordErrorText</name>
        <message>
            <source>dealer</source>
            <translation>dealer</translation>
        </message>
        <message>
            <source>first seat dealt</source>
            <translation>first seat dealt</translation>
        </message>
        <message>
            <source>deck</source>
            <translation>deck</translation>
        </message>
        <message>
            <source>seed</source>
            <translation>seed</translation>
        </message>
        <message>
            <source>seats</source>
            <translation>seats</translation>
        </message>
        <message>
            <source>hands</source>
            <translation>hands</translation>
        </message>
        <message>
            <source>rule options</source>
            <translation>rule options</translation>
        </message>
        <message>
            <source>result</source>
            <translation>result</translation>
        </message>
        <message>
            <source>moves</source>
            <translation>moves</translation>
        </message>
        <message>
            <source>cards dealt so far</source>
            <translation>cards dealt so far</translation>
        </message>
        <message>
            <source>combination</source>
            <translation>combination</translation>
        </message>
        <message>
            <source>cards</source>
            <translation>cards</translation>
        </message>
        <message>
            <source>card</source>
            <translation>card</translation>
        </message>
        <message>
            <source>seat</source>
            <translation>seat</translation>
        </message>
        <message>
            <source>kind of move</source>
            <translation>kind of move</translation>
        </message>
        <message>
            <source>marker position</source>
            <translation>marker position</translation>
        </message>
        <message>
            <source>bid</source>
            <translation>bid</translation>
        </message>
        <message>
            <source>moment of the declaration</source>
            <translation>moment of the declaration</translation>
        </message>
        <message>
            <source>attackers' points</source>
            <translation>attackers' points</translation>
        </message>
        <message>
            <source>points won in tricks</source>
            <translation>points won in tricks</translation>
        </message>
        <message>
            <source>bottom dug</source>
            <translation>bottom dug</translation>
        </message>
        <message>
            <source>outcome</source>
            <translation>outcome</translation>
        </message>
        <message>
            <source>levels</source>
            <translation>levels</translation>
        </message>
        <message>
            <source>next dealer</source>
            <translation>next dealer</translation>
        </message>
        <message>
            <source>blood (tribute owed)</source>
            <translation>blood (tribute owed)</translation>
        </message>
        <message>
            <source>bottom cards</source>
            <translation>bottom cards</translation>
        </message>
        <message>
            <source>points in the bottom</source>
            <translation>points in the bottom</translation>
        </message>
        <message>
            <source>trump suit</source>
            <translation>trump suit</translation>
        </message>
        <message>
            <source>level played</source>
            <translation>level played</translation>
        </message>
        <message>
            <source>dry pot</source>
            <translation>dry pot</translation>
        </message>
        <message>
            <source>winner of the cycle</source>
            <translation>winner of the cycle</translation>
        </message>
        <message>
            <source>re-deal</source>
            <translation>re-deal</translation>
        </message>
        <message>
            <source>reason for the re-deal</source>
            <translation>reason for the re-deal</translation>
        </message>
        <message>
            <source>landlord</source>
            <translation>landlord</translation>
        </message>
        <message>
            <source>base bid</source>
            <translation>base bid</translation>
        </message>
        <message>
            <source>doublings</source>
            <translation>doublings</translation>
        </message>
        <message>
            <source>spring</source>
            <translation>spring</translation>
        </message>
        <message>
            <source>multiplier</source>
            <translation>multiplier</translation>
        </message>
        <message>
            <source>winner</source>
            <translation>winner</translation>
        </message>
        <message>
            <source>scores</source>
            <translation>scores</translation>
        </message>
        <message>
            <source>deal number</source>
            <translation>deal number</translation>
        </message>
        <message>
            <source>marker card</source>
            <translation>marker card</translation>
        </message>
        <message>
            <source>seat dealt the marker</source>
            <translation>seat dealt the marker</translation>
        </message>
        <message>
            <source>Hand {hand}, move {move}: </source>
            <translation>Hand {hand}, move {move}: </translation>
        </message>
        <message>
            <source>Hand {hand}: </source>
            <translation>Hand {hand}: </translation>
        </message>
        <message>
            <source>The file could not be read as a game record.</source>
            <translation>The file could not be read as a game record.</translation>
        </message>
        <message>
            <source>The file is not a game record: it is damaged or is not JSON text.</source>
            <translation>The file is not a game record: it is damaged or is not JSON text.</translation>
        </message>
        <message>
            <source>The file is too large to be a game record.</source>
            <translation>The file is too large to be a game record.</translation>
        </message>
        <message>
            <source>This is not an ordinary file (a folder, a device or a pipe), so it was not read.</source>
            <translation>This is not an ordinary file (a folder, a device or a pipe), so it was not read.</translation>
        </message>
        <message>
            <source>The file could not be opened ({detail}).</source>
            <translation>The file could not be opened ({detail}).</translation>
        </message>
        <message>
            <source>The file is not a gunapp game record (format {format}).</source>
            <translation>The file is not a gunapp game record (format {format}).</translation>
        </message>
        <message>
            <source>The record holds no hand to play.</source>
            <translation>The record holds no hand to play.</translation>
        </message>
        <message>
            <source>The record is of a game this version does not play ({game}).</source>
            <translation>The record is of a game this version does not play ({game}).</translation>
        </message>
        <message>
            <source>The record lists {count} seats; this game has {expected}.</source>
            <translation>The record lists {count} seats; this game has {expected}.</translation>
        </message>
        <message>
            <source>there is something that is not a card in the {field}.</source>
            <translation>there is something that is not a card in the {field}.</translation>
        </message>
        <message>
            <source>the deck is impossible: it has {count} cards, not every card exactly {copies} times.</source>
            <translation>the deck is impossible: it has {count} cards, not every card exactly {copies} times.</translation>
        </message>
        <message>
            <source>the {field} is seat {seat}, but there is no such seat.</source>
            <translation>the {field} is seat {seat}, but there is no such seat.</translation>
        </message>
        <message>
            <source>The rule option “{field}” has a value this version does not know.</source>
            <translation>The rule option “{field}” has a value this version does not know.</translation>
        </message>
        <message>
            <source>the kind of move “{type}” is unknown.</source>
            <translation>the kind of move “{type}” is unknown.</translation>
        </message>
        <message>
            <source>the rules do not allow this move. {reason}</source>
            <translation>the rules do not allow this move. {reason}</translation>
        </message>
        <message>
            <source>the recorded {field} is seat {recorded}, but the deal makes it seat {replayed}.</source>
            <translation>the recorded {field} is seat {recorded}, but the deal makes it seat {replayed}.</translation>
        </message>
        <message>
            <source>the {field} is missing; the replay gives {replayed}.</source>
            <translation>the {field} is missing; the replay gives {replayed}.</translation>
        </message>
        <message>
            <source>the record has a {field} ({recorded}) that the replay does not give.</source>
            <translation>the record has a {field} ({recorded}) that the replay does not give.</translation>
        </message>
        <message>
            <source>the recorded {field} is {recorded}, but the replay gives {replayed}.</source>
            <translation>the recorded {field} is {recorded}, but the replay gives {replayed}.</translation>
        </message>
        <message>
            <source>the hand is played out but its result is missing.</source>
            <translation>the hand is played out but its result is missing.</translation>
        </message>
        <message>
            <source>the recorded moves do not finish the hand, yet a result or another hand follows.</source>
            <translation>the recorded moves do not finish the hand, yet a result or another hand follows.</translation>
        </message>
        <message>
            <source>the match was already over before this hand.</source>
            <translation>the match was already over before this hand.</translation>
        </message>
        <message>
            <source>the {field} is missing or not what a record holds there.</source>
            <translation>the {field} is missing or not what a record holds there.</translation>
        </message>
        <message>
            <source>The record is damaged: {detail}</source>
            <translation>The record is damaged: {detail}</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <source>Previous hand</source>
            <extracomment>what Play from here does with (level, seat or None): the viewer's own by default; the replay window of "Replay this hand" plays on on the main table instead (``hand_dialog``)</extracomment>
            <translation>Previous hand</translation>
        </message>
        <message>
            <source>Previous trick</source>
            <translation>Previous trick</translation>
        </message>
        <message>
            <source>One step back</source>
            <translation>One step back</translation>
        </message>
        <message>
            <source>Play / pause</source>
            <translation>Play / pause</translation>
        </message>
        <message>
            <source>One step forward</source>
            <translation>One step forward</translation>
        </message>
        <message>
            <source>Next trick</source>
            <translation>Next trick</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>Next hand</translation>
        </message>
        <message>
            <source>Fold the replay controls</source>
            <translation>Fold the replay controls</translation>
        </message>
        <message>
            <source>Replay speed</source>
            <translation>Replay speed</translation>
        </message>
        <message>
            <source>Jump to a hand</source>
            <translation>Jump to a hand</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>Play from here</translation>
        </message>
        <message>
            <source>Take the bottom seat at this point and play on against the computer; the arrow offers the other seats</source>
            <translation>Take the bottom seat at this point and play on against the computer; the arrow offers the other seats</translation>
        </message>
        <message>
            <source>Whose cards are shown</source>
            <translation>Whose cards are shown</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>Hand {n}</translation>
        </message>
        <message>
            <source>Play on in seat: {seat}</source>
            <translation>Play on in seat: {seat}</translation>
        </message>
        <message>
            <source>All hands face up</source>
            <translation>All hands face up</translation>
        </message>
        <message>
            <source>View of {seat}</source>
            <translation>View of {seat}</translation>
        </message>
        <message>
            <source>Step {k} of {n}</source>
            <translation>Step {k} of {n}</translation>
        </message>
    </context>
    <context>
        <name>ReplayEntry</name>
        <message>
            <source>Play deal number</source>
            <translation>Play deal number</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Game:</translation>
        </message>
        <message>
            <source>Deal number:</source>
            <translation>Deal number:</translation>
        </message>
    </context>
    <context>
        <name>ReplayHand</name>
        <message>
            <source>Replay this hand</source>
            <translation>Replay this hand</translation>
        </message>
        <message>
            <source>Watch the hand just played, step by step</source>
            <translation>Watch the hand just played, step by step</translation>
        </message>
        <message>
            <source>Replay of hand {n}</source>
            <translation>Replay of hand {n}</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>This game cannot be analysed yet.</source>
            <extracomment>the seed of every review the app makes: the command line's default, so ``python -m gunapp.review`` gives the figures the player saw the review running: its seat, its hand once known</extracomment>
            <translation>This game cannot be analysed yet.</translation>
        </message>
        <message>
            <source>The hand could not be analysed: its record does not read back as it was played.</source>
            <translation>The hand could not be analysed: its record does not read back as it was played.</translation>
        </message>
        <message>
            <source>The hand could not be analysed (an error in the app).</source>
            <translation>The hand could not be analysed (an error in the app).</translation>
        </message>
        <message>
            <source>Cancel analysis</source>
            <translation>Cancel analysis</translation>
        </message>
        <message>
            <source>Analyse</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <source>Let the engine weigh every decision of this seat in this hand; the arrow chooses the seat</source>
            <translation>Let the engine weigh every decision of this seat in this hand; the arrow chooses the seat</translation>
        </message>
        <message>
            <source>Analyse: {seat}</source>
            <translation>Analyse: {seat}</translation>
        </message>
        <message>
            <source>Let the engine weigh each of your decisions in this hand and show what they cost</source>
            <translation>Let the engine weigh each of your decisions in this hand and show what they cost</translation>
        </message>
        <message>
            <source>Analysing…</source>
            <translation>Analysing…</translation>
        </message>
        <message>
            <source>Analysed</source>
            <translation>Analysed</translation>
        </message>
        <message>
            <source>Analysing the decisions: the first results come in as they are ready.</source>
            <translation>Analysing the decisions: the first results come in as they are ready.</translation>
        </message>
        <message>
            <source>No decision to weigh in this hand: every move was forced.</source>
            <translation>No decision to weigh in this hand: every move was forced.</translation>
        </message>
        <message>
            <source>No costly decision: every move was as good as the best the engine found.</source>
            <translation>No costly decision: every move was as good as the best the engine found.</translation>
        </message>
        <message>
            <source>Key moments: {seat}</source>
            <translation>Key moments: {seat}</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Played</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Best</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Other</translation>
        </message>
        <message>
            <source>±{spread}: 95% sure the true average lies within</source>
            <translation>±{spread}: 95% sure the true average lies within</translation>
        </message>
        <message>
            <source>the file is read-only</source>
            <translation>the file is read-only</translation>
        </message>
        <message>
            <source>The analysis is shown here, but it could not be kept in the record's file: {reason}. The file is left as it was.</source>
            <translation>The analysis is shown here, but it could not be kept in the record's file: {reason}. The file is left as it was.</translation>
        </message>
    </context>
    <context>
        <name>ReviewWords</name>
        <message>
            <source>attackers {points}</source>
            <translation>attackers {points}</translation>
        </message>
        <message>
            <source>{value} pts</source>
            <translation>{value} pts</translation>
        </message>
        <message>
            <source>{chance} to win</source>
            <translation>{chance} to win</translation>
        </message>
        <message numerus="yes">
            <source>%Ln pt(s)</source>
            <translation>
                <numerusform>%Ln pt</numerusform>
                <numerusform>%Ln pts</numerusform>
            </translation>
        </message>
        <message>
            <source>best move</source>
            <translation>best move</translation>
        </message>
        <message numerus="yes">
            <source>costs %Ln pt(s)</source>
            <translation>
                <numerusform>costs %Ln pt</numerusform>
                <numerusform>costs %Ln pts</numerusform>
            </translation>
        </message>
        <message>
            <source>costs {amount} pts</source>
            <translation>costs {amount} pts</translation>
        </message>
        <message>
            <source>big joker</source>
            <translation>big joker</translation>
        </message>
        <message>
            <source>small joker</source>
            <translation>small joker</translation>
        </message>
        <message>
            <source>not bidding</source>
            <translation>not bidding</translation>
        </message>
        <message>
            <source>not declaring</source>
            <comment>declaration</comment>
            <translation>not declaring</translation>
        </message>
        <message>
            <source>not showing the big joker</source>
            <translation>not showing the big joker</translation>
        </message>
        <message>
            <source>passing</source>
            <translation>passing</translation>
        </message>
        <message>
            <source>bidding {n}</source>
            <translation>bidding {n}</translation>
        </message>
        <message>
            <source>burying {cards}</source>
            <translation>burying {cards}</translation>
        </message>
        <message>
            <source>returning {cards}</source>
            <translation>returning {cards}</translation>
        </message>
        <message>
            <source>giving {cards}</source>
            <translation>giving {cards}</translation>
        </message>
        <message>
            <source>rioting with {cards}</source>
            <translation>rioting with {cards}</translation>
        </message>
        <message>
            <source>another choice</source>
            <translation>another choice</translation>
        </message>
        <message>
            <source>showing the big joker</source>
            <translation>showing the big joker</translation>
        </message>
        <message>
            <source>declaring trump with {cards}</source>
            <translation>declaring trump with {cards}</translation>
        </message>
        <message>
            <source>overcalling with {cards}</source>
            <translation>overcalling with {cards}</translation>
        </message>
        <message>
            <source>reinforcing with {cards}</source>
            <translation>reinforcing with {cards}</translation>
        </message>
        <message>
            <source>{move}, naming {suit} trumps</source>
            <translation>{move}, naming {suit} trumps</translation>
        </message>
        <message>
            <source>big joker</source>
            <comment>declaration</comment>
            <translation>big joker</translation>
        </message>
        <message>
            <source>declare</source>
            <comment>declaration</comment>
            <translation>declare</translation>
        </message>
        <message>
            <source>overcall</source>
            <comment>declaration</comment>
            <translation>overcall</translation>
        </message>
        <message>
            <source>reinforce</source>
            <comment>declaration</comment>
            <translation>reinforce</translation>
        </message>
        <message>
            <source>riot</source>
            <comment>tribute</comment>
            <translation>riot</translation>
        </message>
        <message>
            <source>{word}, {suit} trumps</source>
            <translation>{word}, {suit} trumps</translation>
        </message>
        <message>
            <source>calling the landlord</source>
            <translation>calling the landlord</translation>
        </message>
        <message>
            <source>not calling</source>
            <translation>not calling</translation>
        </message>
        <message>
            <source>grabbing the landlord</source>
            <translation>grabbing the landlord</translation>
        </message>
        <message>
            <source>not grabbing</source>
            <translation>not grabbing</translation>
        </message>
        <message>
            <source>not doubling</source>
            <translation>not doubling</translation>
        </message>
        <message>
            <source>doubling</source>
            <translation>doubling</translation>
        </message>
        <message>
            <source>super doubling</source>
            <translation>super doubling</translation>
        </message>
        <message>
            <source>starting with the hand shown</source>
            <translation>starting with the hand shown</translation>
        </message>
        <message>
            <source>showing the hand</source>
            <translation>showing the hand</translation>
        </message>
        <message>
            <source>not showing</source>
            <translation>not showing</translation>
        </message>
        <message>
            <source>leading {cards}</source>
            <translation>leading {cards}</translation>
        </message>
        <message>
            <source>playing {cards}</source>
            <translation>playing {cards}</translation>
        </message>
        <message>
            <source>Trick {n}</source>
            <translation>Trick {n}</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Round {n}</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Bidding</translation>
        </message>
        <message>
            <source>Declaring trumps</source>
            <translation>Declaring trumps</translation>
        </message>
        <message>
            <source>Showing the big joker</source>
            <translation>Showing the big joker</translation>
        </message>
        <message>
            <source>Burying the bottom</source>
            <translation>Burying the bottom</translation>
        </message>
        <message>
            <source>Burying the jokers</source>
            <translation>Burying the jokers</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>Tribute</translation>
        </message>
        <message>
            <source>Returning the tribute</source>
            <translation>Returning the tribute</translation>
        </message>
        <message>
            <source>Calling the landlord</source>
            <translation>Calling the landlord</translation>
        </message>
        <message>
            <source>Grabbing the landlord</source>
            <translation>Grabbing the landlord</translation>
        </message>
        <message>
            <source>Doubling</source>
            <translation>Doubling</translation>
        </message>
        <message>
            <source>Showing the hand</source>
            <translation>Showing the hand</translation>
        </message>
        <message>
            <source>Showing the hand before the deal</source>
            <translation>Showing the hand before the deal</translation>
        </message>
        <message>
            <source>Decision {n}</source>
            <translation>Decision {n}</translation>
        </message>
        <message>
            <source>{where}: {made} was the best move</source>
            <translation>{where}: {made} was the best move</translation>
        </message>
        <message>
            <source>{where}: after {made} the attackers scored {a} on average; {alt} would have held them to {b}</source>
            <translation>{where}: after {made} the attackers scored {a} on average; {alt} would have held them to {b}</translation>
        </message>
        <message>
            <source>{where}: after {made} the attackers scored {a} on average; {alt} would have brought them {b}</source>
            <translation>{where}: after {made} the attackers scored {a} on average; {alt} would have brought them {b}</translation>
        </message>
        <message>
            <source>{where}: {made} came to {a} points on average; {alt} would have made it {b}</source>
            <translation>{where}: {made} came to {a} points on average; {alt} would have made it {b}</translation>
        </message>
        <message>
            <source>(chance to win {a} → {b})</source>
            <translation>(chance to win {a} → {b})</translation>
        </message>
        <message>
            <source>(not counting what the open hand tells the others)</source>
            <translation>(not counting what the open hand tells the others)</translation>
        </message>
        <message numerus="yes">
            <source>{where}: {made} cost about %Ln point(s) on average; {alt} was better</source>
            <translation>
                <numerusform>{where}: {made} cost about %Ln point on average; {alt} was better</numerusform>
                <numerusform>{where}: {made} cost about %Ln points on average; {alt} was better</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesPageDialog</name>
        <message>
            <source>Rules of Gunzi</source>
            <translation>Rules of Gunzi</translation>
        </message>
        <message>
            <source>Rules of Dou Dizhu</source>
            <translation>Rules of Dou Dizhu</translation>
        </message>
    </context>
    <context>
        <name>RulesText</name>
        <message>
            <source>No limit</source>
            <extracomment>the preset box's entry for values that match no preset</extracomment>
            <translation>No limit</translation>
        </message>
        <message numerus="yes">
            <source>%n cycle(s)</source>
            <translation>
                <numerusform>%n cycle</numerusform>
                <numerusform>%n cycles</numerusform>
            </translation>
        </message>
        <message>
            <source>On</source>
            <translation>On</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Off</translation>
        </message>
        <message>
            <source>Must-play levels {levels}</source>
            <translation>Must-play levels {levels}</translation>
        </message>
        <message numerus="yes">
            <source>Match of %n cycle(s)</source>
            <translation>
                <numerusform>Match of %n cycle</numerusform>
                <numerusform>Match of %n cycles</numerusform>
            </translation>
        </message>
        <message>
            <source>Multiplier cap ×{n}</source>
            <translation>Multiplier cap ×{n}</translation>
        </message>
        <message>
            <source>No multiplier cap</source>
            <translation>No multiplier cap</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Custom</translation>
        </message>
        <message>
            <source>Standard rules: no house rules changed.</source>
            <translation>Standard rules: no house rules changed.</translation>
        </message>
        <message>
            <source>House rules in force:</source>
            <translation>House rules in force:</translation>
        </message>
        <message>
            <source>{name}: {value}</source>
            <translation>{name}: {value}</translation>
        </message>
    </context>
    <context>
        <name>SavedGames</name>
        <message>
            <source>Statistics reset</source>
            <extracomment>a saved match is back on its table (the model; it takes its next step from the event loop) an autosave failed (game, error); emitted from the writer thread, shown on the GUI thread a write of a game's save ended (game); emitted from the writer thread, handled on the GUI thread the statistics file could not be written (the error); emitted from its writer thread, shown on the GUI thread soak runs (``gunapp --autosave --trace``, set by app.py before the window is made, since the window reads the saves as it is built): ``autosave_all`` saves every match like a real one, a demo's too; ``trace`` prints the number of recorded decisions and the hand's phase after every action (``progress N PHASE``), the resumed match (``resumed &lt;json&gt;``) and every notice (``notice &lt;json&gt;``), so the kill -9 and storage fault soaks can tell what a kill lost (and kill mid-auction, mid-doubling), check the restored match and count what the player was told readings of the saves queued or running off the GUI thread (a bad save is moved aside meanwhile): whatever asks about a save (``settle``) waits for them, so a folder or an unreadable file in a save's place is never taken for a match in progress asks a yes/no question (replaced by tests); the default is a modal QMessageBox</extracomment>
            <translation>Statistics reset</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>You have a {game} match in progress. Start a new game and give it up?

(Choose No to keep it: you can continue it from the start page.)</source>
            <translation>You have a {game} match in progress. Start a new game and give it up?

(Choose No to keep it: you can continue it from the start page.)</translation>
        </message>
        <message>
            <source>Save record</source>
            <translation>Save record</translation>
        </message>
        <message>
            <source>There is no match on the table to save.</source>
            <translation>There is no match on the table to save.</translation>
        </message>
        <message>
            <source>The record could not be written:
{error}</source>
            <translation>The record could not be written:
{error}</translation>
        </message>
        <message>
            <source>Open record</source>
            <translation>Open record</translation>
        </message>
        <message>
            <source>This file is not a game record gunapp can play:
{error}</source>
            <translation>This file is not a game record gunapp can play:
{error}</translation>
        </message>
        <message>
            <source>Play deal number</source>
            <translation>Play deal number</translation>
        </message>
        <message>
            <source>There is no deal number {number}: deal numbers go from 0 to {max}.</source>
            <translation>There is no deal number {number}: deal numbers go from 0 to {max}.</translation>
        </message>
        <message>
            <source>Your saved {game} match could not be read and cannot be continued.

Reason: {error}</source>
            <translation>Your saved {game} match could not be read and cannot be continued.

Reason: {error}</translation>
        </message>
        <message>
            <source>Your saved {game} match was damaged, so the copy saved just before it was restored (the last move may be missing).

The damaged file was kept as:
{path}</source>
            <translation>Your saved {game} match was damaged, so the copy saved just before it was restored (the last move may be missing).

The damaged file was kept as:
{path}</translation>
        </message>
        <message>
            <source>Your saved {game} match does not follow the rules of this version and cannot be continued. It was set aside as:
{path}</source>
            <translation>Your saved {game} match does not follow the rules of this version and cannot be continued. It was set aside as:
{path}</translation>
        </message>
        <message>
            <source>Your saved {game} match could not be read and cannot be continued.

The damaged file was kept as:
{path}</source>
            <translation>Your saved {game} match could not be read and cannot be continued.

The damaged file was kept as:
{path}</translation>
        </message>
        <message>
            <source>Your statistics file could not be opened ({error}). It was left untouched; until it can be opened, the games you play now are not counted.

File: {path}</source>
            <translation>Your statistics file could not be opened ({error}). It was left untouched; until it can be opened, the games you play now are not counted.

File: {path}</translation>
        </message>
        <message>
            <source>Part of your statistics file was damaged: the statistics of {games} start again from zero. The other games keep theirs.</source>
            <translation>Part of your statistics file was damaged: the statistics of {games} start again from zero. The other games keep theirs.</translation>
        </message>
        <message>
            <source>Recent matches</source>
            <translation>Recent matches</translation>
        </message>
        <message>
            <source>The match you just finished could not be kept for Statistics → Recent matches ({error}). Your statistics still count it.</source>
            <translation>The match you just finished could not be kept for Statistics → Recent matches ({error}). Your statistics still count it.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Your statistics could not be saved ({error}). They are still counted while gunapp is open and are written as soon as the disk allows it.</source>
            <translation>Your statistics could not be saved ({error}). They are still counted while gunapp is open and are written as soon as the disk allows it.</translation>
        </message>
        <message>
            <source>the file is damaged</source>
            <translation>the file is damaged</translation>
        </message>
        <message>
            <source>the file is too large</source>
            <translation>the file is too large</translation>
        </message>
        <message>
            <source>a file has taken the folder's name</source>
            <translation>a file has taken the folder's name</translation>
        </message>
        <message>
            <source>a link there points back to itself</source>
            <translation>a link there points back to itself</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>it is a folder, not a file</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <translation>it does not exist</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>it is not an ordinary file</translation>
        </message>
        <message>
            <source>its name is too long</source>
            <translation>its name is too long</translation>
        </message>
        <message>
            <source>the disk could not be read or written</source>
            <translation>the disk could not be read or written</translation>
        </message>
        <message>
            <source>the system refused it (error {code})</source>
            <translation>the system refused it (error {code})</translation>
        </message>
        <message>
            <source>the system refused it</source>
            <translation>the system refused it</translation>
        </message>
        <message>
            <source>gunapp is not allowed to write there</source>
            <translation>gunapp is not allowed to write there</translation>
        </message>
        <message>
            <source>Saved matches</source>
            <translation>Saved matches</translation>
        </message>
        <message>
            <source>gunapp cannot use the folder for saved matches, so the matches you play now will not be saved.

Folder: {path}
Reason: {error}</source>
            <translation>gunapp cannot use the folder for saved matches, so the matches you play now will not be saved.

Folder: {path}
Reason: {error}</translation>
        </message>
        <message>
            <source>, </source>
            <comment>list separator</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>Your {game} match could not be saved ({error}). You can keep playing, but if gunapp closes now the last moves will be lost. The last good save is kept.</source>
            <translation>Your {game} match could not be saved ({error}). You can keep playing, but if gunapp closes now the last moves will be lost. The last good save is kept.</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>the disk is full</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>the disk is read-only</translation>
        </message>
        <message>
            <source>Saved match</source>
            <translation>Saved match</translation>
        </message>
        <message>
            <source>Game records ({patterns})</source>
            <translation>Game records ({patterns})</translation>
        </message>
        <message>
            <source>Your statistics file could not be read, so the statistics start again from zero.

The damaged file was kept as:
{path}</source>
            <translation>Your statistics file could not be read, so the statistics start again from zero.

The damaged file was kept as:
{path}</translation>
        </message>
    </context>
    <context>
        <name>SetupPanel</name>
        <message>
            <source>House rules: {rules}</source>
            <translation>House rules: {rules}</translation>
        </message>
        <message>
            <source>House rules: standard</source>
            <translation>House rules: standard</translation>
        </message>
        <message>
            <source>New Gunzi match</source>
            <translation>New Gunzi match</translation>
        </message>
        <message>
            <source>{seat}: AI level</source>
            <translation>{seat}: AI level</translation>
        </message>
        <message>
            <source>{level}: {strength}</source>
            <translation>{level}: {strength}</translation>
        </message>
        <message>
            <source>Following</source>
            <translation>Following</translation>
        </message>
        <message>
            <source>Live (活棒): any cards of the led suit</source>
            <translation>Live (活棒): any cards of the led suit</translation>
        </message>
        <message>
            <source>Dead (死棒): pairs and triples must be matched</source>
            <translation>Dead (死棒): pairs and triples must be matched</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Deal</translation>
        </message>
        <message>
            <source>House rules…</source>
            <translation>House rules…</translation>
        </message>
    </context>
    <context>
        <name>StakePanel</name>
        <message>
            <source>House rules: {rules}</source>
            <translation>House rules: {rules}</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>Coming soon</source>
            <extracomment>where a line may break in Chinese: after a punctuation mark, never inside a phrase (Qt's word wrap breaks Chinese between any two characters: "对 / 门", "三副 / 牌")</extracomment>
            <translation>Coming soon</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Choose a game</translation>
        </message>
        <message>
            <source>Look at the cards (card gallery)</source>
            <translation>Look at the cards (card gallery)</translation>
        </message>
    </context>
    <context>
        <name>StatsDialog</name>
        <message>
            <source>Hands played</source>
            <translation>Hands played</translation>
        </message>
        <message>
            <source>Hands won</source>
            <translation>Hands won</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Win rate</translation>
        </message>
        <message>
            <source>Cycles won</source>
            <translation>Cycles won</translation>
        </message>
        <message>
            <source>Deals played</source>
            <translation>Deals played</translation>
        </message>
        <message>
            <source>Deals won</source>
            <translation>Deals won</translation>
        </message>
        <message>
            <source>Sessions won</source>
            <translation>Sessions won</translation>
        </message>
        <message>
            <source>Best session score, classic rules</source>
            <translation>Best session score, classic rules</translation>
        </message>
        <message>
            <source>Call and grab (欢乐)</source>
            <translation>Call and grab (欢乐)</translation>
        </message>
        <message>
            <source>As landlord, won / lost</source>
            <translation>As landlord, won / lost</translation>
        </message>
        <message>
            <source>Grabs made</source>
            <translation>Grabs made</translation>
        </message>
        <message>
            <source>Deals doubled</source>
            <translation>Deals doubled</translation>
        </message>
        <message>
            <source>Points from doubled deals</source>
            <translation>Points from doubled deals</translation>
        </message>
        <message>
            <source>Hands shown</source>
            <translation>Hands shown</translation>
        </message>
        <message>
            <source>Biggest multiplier</source>
            <translation>Biggest multiplier</translation>
        </message>
        <message>
            <source>Average stake per deal</source>
            <translation>Average stake per deal</translation>
        </message>
        <message>
            <source>Best session score</source>
            <translation>Best session score</translation>
        </message>
        <message>
            <source>{n} ({won} won)</source>
            <translation>{n} ({won} won)</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Reset statistics</translation>
        </message>
        <message>
            <source>Set every count of every game back to zero? This cannot be undone.</source>
            <translation>Set every count of every game back to zero? This cannot be undone.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>Reset…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
    </context>
    <context>
        <name>StatusPanel</name>
        <message>
            <source>Levels</source>
            <translation>Levels</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>Attackers</source>
            <translation>Attackers</translation>
        </message>
        <message>
            <source>Cards left</source>
            <translation>Cards left</translation>
        </message>
        <message>
            <source>Tribute owed</source>
            <translation>Tribute owed</translation>
        </message>
        <message>
            <source>Trump: —</source>
            <translation>Trump: —</translation>
        </message>
        <message>
            <source>Trump {suit}  ·  level {level}</source>
            <translation>Trump {suit}  ·  level {level}</translation>
        </message>
        <message>
            <source>Declared {suit}  ·  level {level}</source>
            <translation>Declared {suit}  ·  level {level}</translation>
        </message>
        <message>
            <source>Trump not yet declared  ·  level {level}</source>
            <translation>Trump not yet declared  ·  level {level}</translation>
        </message>
        <message>
            <source>dry pot</source>
            <translation>dry pot</translation>
        </message>
        <message>
            <source>Us {mine}  ·  Them {theirs}</source>
            <translation>Us {mine}  ·  Them {theirs}</translation>
        </message>
        <message>
            <source>{points} / 120</source>
            <translation>{points} / 120</translation>
        </message>
        <message>
            <source>House rules: {rules}</source>
            <translation>House rules: {rules}</translation>
        </message>
    </context>
    <context>
        <name>SuitChooser</name>
        <message>
            <source>Three big jokers: name the trump suit</source>
            <translation>Three big jokers: name the trump suit</translation>
        </message>
        <message>
            <source>Three small jokers: name the trump suit</source>
            <translation>Three small jokers: name the trump suit</translation>
        </message>
        <message>
            <source>This overcalls {current}</source>
            <translation>This overcalls {current}</translation>
        </message>
        <message>
            <source>Nobody has declared yet: this fixes the trump.</source>
            <translation>Nobody has declared yet: this fixes the trump.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
    </context>
</TS>
