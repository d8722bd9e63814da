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
        <name>CardGallery</name>
        <message>
            <source>Card gallery: 54 faces and the back</source>
            <translation>Card gallery: 54 faces and the back</translation>
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
            <source>Yes: the stake doubles</source>
            <translation>Yes: the stake doubles</translation>
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
        <name>DeclareBar</name>
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
            <extracomment>faces shown on the start-page tile</extracomment>
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
            <source>Trump {suit}, level {level}: {dealer} deals</source>
            <translation>Trump {suit}, level {level}: {dealer} deals</translation>
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
            <source>Big Joker</source>
            <translation>Big Joker</translation>
        </message>
        <message>
            <source>Small Joker</source>
            <translation>Small Joker</translation>
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
            <source>Your settings file could not be read, so gunapp started with the default settings.</source>
            <translation>Your settings file could not be read, so gunapp started with the default settings.</translation>
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
            <extracomment>animation speed factors offered in the Settings menu (0 = no animation)</extracomment>
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
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <source>Normal</source>
            <comment>AI level</comment>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
        <message>
            <source>&amp;Four-colour cards</source>
            <translation>&amp;Four-colour cards</translation>
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation>S&amp;ound</translation>
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
        <name>SetupPanel</name>
        <message>
            <source>New Gunzi match</source>
            <translation>New Gunzi match</translation>
        </message>
        <message>
            <source>{seat}: AI level</source>
            <translation>{seat}: AI level</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
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
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>Coming soon</source>
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
            <source>Us {mine}  ·  Them {theirs}</source>
            <translation>Us {mine}  ·  Them {theirs}</translation>
        </message>
        <message>
            <source>{points} / 120</source>
            <translation>{points} / 120</translation>
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
