<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About gunapp</source>
            <translation>Informazioni su gunapp</translation>
        </message>
        <message>
            <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
            <translation>Versione {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
        </message>
        <message>
            <source>Dalian Gunzi (打滚子) and Dou Dizhu (斗地主) against computer opponents.</source>
            <translation>Gunzi di Dalian (打滚子) e Dou Dizhu (斗地主) contro avversari controllati dal computer.</translation>
        </message>
        <message>
            <source>The cards, the table and the opponents are made by the gunapp project.</source>
            <translation>Le carte, il tavolo e gli avversari sono realizzati dal progetto gunapp.</translation>
        </message>
    </context>
    <context>
        <name>BurialPrompt</name>
        <message>
            <source>Your jokers are in the bottom, now face up. Cards of equal strength tie: choose which to take.</source>
            <translation>I tuoi jolly sono nel fondo, ora scoperto. Ci sono carte di pari forza: scegli quale prendere.</translation>
        </message>
        <message>
            <source>Take {picked}</source>
            <translation>Prendi {picked}</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Suggerimento</translation>
        </message>
        <message>
            <source>Bury jokers into the bottom? It is face down: it will be turned face up, and you take as many of its lowest cards (no points, no jokers) as you bury jokers.</source>
            <translation>Interrare dei jolly nel fondo? Ora è coperto: verrà scoperto, e prendi tante sue carte più basse (né punti né jolly) quanti jolly interri.</translation>
        </message>
        <message>
            <source>Bury jokers into the bottom? You pick up its lowest cards in exchange.</source>
            <translation>Interrare dei jolly nel fondo? In cambio prendi le sue carte più basse.</translation>
        </message>
        <message>
            <source>Bury {jokers}, pick up {picked}</source>
            <translation>Interra {jokers}, prendi {picked}</translation>
        </message>
        <message>
            <source>Bury {jokers}</source>
            <translation>Interra {jokers}</translation>
        </message>
        <message>
            <source>Keep my jokers</source>
            <translation>Tengo i jolly</translation>
        </message>
    </context>
    <context>
        <name>CardGallery</name>
        <message>
            <source>Card gallery: 54 faces and the back</source>
            <translation>Galleria delle carte: le 54 facce e il dorso</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>gunapp: unexpected error</source>
            <translation>gunapp: errore imprevisto</translation>
        </message>
        <message>
            <source>Something went wrong inside gunapp. If the table looks wrong now, please restart it.</source>
            <translation>Qualcosa è andato storto in gunapp. Se ora il tavolo non sembra a posto, riavvia il gioco.</translation>
        </message>
        <message>
            <source>The details were written to this file; please attach it to a bug report:
{path}</source>
            <translation>I dettagli sono stati scritti in questo file; allegalo alla segnalazione del problema:
{path}</translation>
        </message>
        <message>
            <source>Open log folder</source>
            <translation>Apri la cartella dei log</translation>
        </message>
    </context>
    <context>
        <name>DdzExplain</name>
        <message>
            <source>These cards do not form a combination.</source>
            <translation>Queste carte non formano una combinazione.</translation>
        </message>
        <message>
            <source>2s and jokers cannot be part of a straight, pair straight or airplane.</source>
            <translation>I 2 e i jolly non possono far parte di una scala, di una scala di coppie o di un aereo.</translation>
        </message>
        <message>
            <source>A {kind} needs at least {min} ranks in a row, not {length}.</source>
            <translation>Per {kind} servono almeno {min} valori consecutivi, non {length}.</translation>
        </message>
        <message>
            <source>The extra cards must differ in rank from the main cards and from each other.</source>
            <translation>Le carte aggiunte devono avere valori diversi da quelle principali e tra loro.</translation>
        </message>
        <message>
            <source>The two jokers cannot both be extra cards: together they are the rocket.</source>
            <translation>I due jolly non possono essere entrambi carte aggiunte: insieme sono il razzo.</translation>
        </message>
        <message>
            <source>A big and a small joker are not a pair.</source>
            <translation>Un jolly grande e uno piccolo non sono una coppia.</translation>
        </message>
        <message>
            <source>{kind} is not allowed with 4 players.</source>
            <translation>{kind}: non è ammesso in quattro giocatori.</translation>
        </message>
        <message>
            <source>These cards are not a {kind}.</source>
            <translation>Queste carte non sono {kind}.</translation>
        </message>
        <message>
            <source>You lead this round: play any combination, you cannot pass.</source>
            <translation>Apri tu questo giro: gioca una combinazione qualsiasi, non puoi passare.</translation>
        </message>
        <message>
            <source>The table shows a {rival}: answer with a {rival} or a bomb, not a {kind}.</source>
            <translation>In tavola c'è {rival}: rispondi con {rival} o con una bomba, non con {kind}.</translation>
        </message>
        <message>
            <source>Wrong size: the {kind} on the table spans {rival} ranks, yours spans {length}.</source>
            <translation>Lunghezza sbagliata: {kind} in tavola copre {rival} valori, la tua {length}.</translation>
        </message>
        <message>
            <source>Not higher: your {mine} does not beat {theirs}.</source>
            <translation>Non è più alta: il tuo {mine} non batte {theirs}.</translation>
        </message>
        <message>
            <source>Only a bomb of {rival} cards or more can beat this bomb.</source>
            <translation>Solo una bomba di {rival} carte o più batte questa bomba.</translation>
        </message>
        <message>
            <source>Nothing beats the rocket.</source>
            <translation>Niente batte il razzo.</translation>
        </message>
        <message>
            <source>Select the cards to play first.</source>
            <translation>Prima scegli le carte da giocare.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Non è il tuo turno.</translation>
        </message>
        <message>
            <source>Bid higher than the highest bid so far, or pass.</source>
            <translation>Chiama più in alto della chiamata più alta finora, oppure passa.</translation>
        </message>
        <message>
            <source>Those cards are not in your hand.</source>
            <translation>Queste carte non sono nella tua mano.</translation>
        </message>
        <message>
            <source>That move is not allowed now.</source>
            <translation>Questa mossa ora non è consentita.</translation>
        </message>
    </context>
    <context>
        <name>DdzText</name>
        <message>
            <source>You</source>
            <translation>Tu</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Destra</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Sinistra</translation>
        </message>
        <message>
            <source>Across</source>
            <translation>Di fronte</translation>
        </message>
        <message>
            <source>Landlord</source>
            <translation>Padrone</translation>
        </message>
        <message>
            <source>Peasant</source>
            <translation>Contadino</translation>
        </message>
        <message>
            <source>Peasants</source>
            <translation>Contadini</translation>
        </message>
        <message>
            <source>No bid</source>
            <translation>Non chiamo</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n punti</numerusform>
            </translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passo</translation>
        </message>
        <message>
            <source>Single</source>
            <translation>Singola</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>Coppia</translation>
        </message>
        <message>
            <source>Trio</source>
            <translation>Tris</translation>
        </message>
        <message>
            <source>Trio with a single</source>
            <translation>Tris con una singola</translation>
        </message>
        <message>
            <source>Trio with a pair</source>
            <translation>Tris con una coppia</translation>
        </message>
        <message>
            <source>Straight</source>
            <translation>Scala</translation>
        </message>
        <message>
            <source>Pair straight</source>
            <translation>Scala di coppie</translation>
        </message>
        <message>
            <source>Airplane</source>
            <translation>Aereo</translation>
        </message>
        <message>
            <source>Airplane with singles</source>
            <translation>Aereo con singole</translation>
        </message>
        <message>
            <source>Airplane with pairs</source>
            <translation>Aereo con coppie</translation>
        </message>
        <message>
            <source>Bomb</source>
            <translation>Bomba</translation>
        </message>
        <message>
            <source>Rocket</source>
            <translation>Razzo</translation>
        </message>
        <message>
            <source>Four with two singles</source>
            <translation>Poker con due singole</translation>
        </message>
        <message>
            <source>Four with two pairs</source>
            <translation>Poker con due coppie</translation>
        </message>
        <message numerus="yes">
            <source>Bomb of %n card(s)</source>
            <translation>
                <numerusform>Bomba di %n carta</numerusform>
                <numerusform>Bomba di %n carte</numerusform>
            </translation>
        </message>
        <message>
            <source>Big Joker</source>
            <translation>Jolly grande</translation>
        </message>
        <message>
            <source>Small Joker</source>
            <translation>Jolly piccolo</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) left</source>
            <translation>
                <numerusform>%n carta rimasta</numerusform>
                <numerusform>%n carte rimaste</numerusform>
            </translation>
        </message>
        <message>
            <source>Two cards left!</source>
            <translation>Ultime due carte!</translation>
        </message>
        <message>
            <source>Last card!</source>
            <translation>Ultima carta!</translation>
        </message>
        <message numerus="yes">
            <source>(%n bomb(s) or rocket(s))</source>
            <translation>
                <numerusform>(%n bomba o razzo)</numerusform>
                <numerusform>(%n bombe o razzi)</numerusform>
            </translation>
        </message>
        <message>
            <source>total {n}</source>
            <translation>totale {n}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totale</translation>
        </message>
        <message>
            <source>Easy AI</source>
            <translation>IA facile</translation>
        </message>
        <message>
            <source>Normal AI</source>
            <translation>IA normale</translation>
        </message>
        <message numerus="yes">
            <source>%n pt(s)</source>
            <translation>
                <numerusform>%n pt</numerusform>
                <numerusform>%n pt</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Mano {n}</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Chiamata</translation>
        </message>
        <message>
            <source>Multiplier</source>
            <translation>Moltiplicatore</translation>
        </message>
        <message>
            <source>New session: choose your opponents</source>
            <translation>Nuova partita: scegli gli avversari</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Distribuisci</translation>
        </message>
        <message>
            <source>The landlord wins!</source>
            <translation>Vince il padrone!</translation>
        </message>
        <message>
            <source>The peasants win!</source>
            <translation>Vincono i contadini!</translation>
        </message>
        <message>
            <source>You win.</source>
            <translation>Hai vinto.</translation>
        </message>
        <message>
            <source>You lose.</source>
            <translation>Hai perso.</translation>
        </message>
        <message>
            <source>Kitty</source>
            <translation>Monte</translation>
        </message>
        <message>
            <source>Spring</source>
            <translation>Primavera</translation>
        </message>
        <message>
            <source>Yes: the stake doubles</source>
            <translation>Sì: la posta raddoppia</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>Posta</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Partita</translation>
        </message>
        <message>
            <source>No deal was finished.</source>
            <translation>Nessuna mano è stata finita.</translation>
        </message>
        <message>
            <source>You lead the session with {points} points!</source>
            <translation>Sei in testa alla partita con {points} punti!</translation>
        </message>
        <message>
            <source>Leader: {names} with {points} points</source>
            <translation>In testa: {names} con {points} punti</translation>
        </message>
        <message>
            <source>Session over</source>
            <translation>Partita finita</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Mani</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Punteggi</translation>
        </message>
        <message>
            <source>Marker card: bids first</source>
            <translation>Carta scoperta: chiama per primo</translation>
        </message>
        <message>
            <source>Nobody bid: the cards are dealt again.</source>
            <translation>Nessuno ha chiamato: si ridistribuiscono le carte.</translation>
        </message>
        <message>
            <source>I am the landlord!</source>
            <translation>Sono il padrone!</translation>
        </message>
        <message>
            <source>Your bid: how many points do you want to play for?</source>
            <translation>Tocca a te chiamare: per quanti punti giochi?</translation>
        </message>
        <message>
            <source>These cards can be read in more than one way: which one do you play?</source>
            <translation>Queste carte si possono leggere in più modi: quale giochi?</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Your lead: play any combination.</source>
            <translation>Tocca a te aprire: gioca una combinazione qualsiasi.</translation>
        </message>
        <message>
            <source>Beat {name}'s {kind}, or pass.</source>
            <translation>Batti la combinazione di {name} ({kind}) o passa.</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Suggerimento</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Gioca</translation>
        </message>
        <message>
            <source>Nothing in your hand beats it: pass.</source>
            <translation>Non hai niente che la batta: passa.</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Umano</translation>
        </message>
        <message>
            <source>End session</source>
            <translation>Chiudi la partita</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Mano successiva</translation>
        </message>
        <message>
            <source>Start page</source>
            <translation>Pagina iniziale</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>Nuova partita</translation>
        </message>
    </context>
    <context>
        <name>DeclareBar</name>
        <message>
            <source>Current: {seat} showed {cards}.</source>
            <translation>Ora: {seat} ha mostrato {cards}.</translation>
        </message>
        <message>
            <source>You can declare trump now.</source>
            <translation>Ora puoi dichiarare la briscola.</translation>
        </message>
        <message>
            <source>Last chance to declare trump.</source>
            <translation>Ultima occasione per dichiarare la briscola.</translation>
        </message>
        <message>
            <source>Name the trump…</source>
            <translation>Scegli la briscola…</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Suggerimento</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passo</translation>
        </message>
        <message>
            <source>Fast-forward »</source>
            <translation>Avanti veloce »</translation>
        </message>
        <message>
            <source>Trump {suit}</source>
            <translation>Briscola {suit}</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>Mostra</translation>
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
            <translation>Il gioco a squadre di Dalian: 4 giocatori, 3 mazzi, il compagno siede di fronte</translation>
        </message>
        <message>
            <source>Dou Dizhu, 3 players</source>
            <translation>Dou Dizhu, 3 giocatori</translation>
        </message>
        <message>
            <source>One deck: the landlord against two peasants</source>
            <translation>Un mazzo: il padrone contro due contadini</translation>
        </message>
        <message>
            <source>Dou Dizhu, 4 players</source>
            <translation>Dou Dizhu, 4 giocatori</translation>
        </message>
        <message>
            <source>Two decks: the landlord against three peasants</source>
            <translation>Due mazzi: il padrone contro tre contadini</translation>
        </message>
    </context>
    <context>
        <name>GunziAnimations</name>
        <message>
            <source>Pass</source>
            <translation>Passo</translation>
        </message>
        <message>
            <source>Riot!</source>
            <translation>Rivolta!</translation>
        </message>
        <message>
            <source>No burial</source>
            <translation>Non interro</translation>
        </message>
        <message>
            <source>Reveals</source>
            <translation>Scopre il jolly</translation>
        </message>
        <message>
            <source>Declares {suit}</source>
            <translation>Dichiara {suit}</translation>
        </message>
        <message>
            <source>Flips {card}</source>
            <translation>Gira {card}</translation>
        </message>
        <message>
            <source>Nobody declared: a bottom card is drawn</source>
            <translation>Nessuno ha dichiarato: si estrae una carta dal fondo</translation>
        </message>
        <message>
            <source>Trump {suit}, level {level}: {dealer} deals</source>
            <translation>Briscola {suit}, livello {level}: è mazziere {dealer}</translation>
        </message>
        <message>
            <source>No trump could be fixed: the cards are dealt again</source>
            <translation>Nessuna briscola stabilita: si ridistribuisce</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>Tributo</translation>
        </message>
        <message>
            <source>Dry pot (干锅): the bottom stays as it is, no exchange and no joker burial</source>
            <translation>Pentola secca (干锅): il fondo resta com'è, niente scambio né jolly interrati</translation>
        </message>
        <message>
            <source>Buries {cards}</source>
            <translation>Interra {cards}</translation>
        </message>
        <message>
            <source>Buries {cards}, picks up {picked}</source>
            <translation>Interra {cards}, prende {picked}</translation>
        </message>
        <message>
            <source>+{points}</source>
            <translation>+{points}</translation>
        </message>
        <message>
            <source>Bottom dug: {points} × {mult} = {total}</source>
            <translation>Fondo scavato: {points} × {mult} = {total}</translation>
        </message>
    </context>
    <context>
        <name>GunziExplain</name>
        <message numerus="yes">
            <source>{suit} were led: you must play %n card(s) of {suit} while you have them.</source>
            <translation>
                <numerusform>Si è aperto a {suit}: finché ne hai devi giocare %n carta di {suit}.</numerusform>
                <numerusform>Si è aperto a {suit}: finché ne hai devi giocare %n carte di {suit}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{suit} were led as a pair and you hold {cards}: you must play a pair of {suit}.</source>
            <translation>Si è aperto con una coppia di {suit} e hai {cards}: devi rispondere con una coppia di {suit}.</translation>
        </message>
        <message>
            <source>{suit} were led as a triple and you hold {cards}: you must play a triple of {suit}.</source>
            <translation>Si è aperto con un tris di {suit} e hai {cards}: devi rispondere con un tris di {suit}.</translation>
        </message>
        <message>
            <source>{suit} were led as a triple and you hold the pair {cards}: you must play that pair (or another pair of {suit}) with one more card.</source>
            <translation>Si è aperto con un tris di {suit} e hai la coppia {cards}: devi giocare quella coppia (o un'altra coppia di {suit}) più una carta.</translation>
        </message>
        <message numerus="yes">
            <source>Play exactly %n card(s), as many as the lead.</source>
            <translation>
                <numerusform>Gioca esattamente %n carta, quante ne ha aperte il primo.</numerusform>
                <numerusform>Gioca esattamente %n carte, quante ne ha aperte il primo.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead one card, a pair or a triple.</source>
            <translation>Apri con una carta, una coppia o un tris.</translation>
        </message>
        <message>
            <source>Cards led together must be identical: {cards} is not a pair or a triple.</source>
            <translation>Le carte giocate insieme devono essere identiche: {cards} non è una coppia né un tris.</translation>
        </message>
        <message>
            <source>You do not hold {cards}.</source>
            <translation>Non hai {cards}.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Aspetta il tuo turno.</translation>
        </message>
        <message numerus="yes">
            <source>Select exactly six cards to bury (%n selected).</source>
            <translation>
                <numerusform>Seleziona esattamente sei carte da interrare (%n selezionata).</numerusform>
                <numerusform>Seleziona esattamente sei carte da interrare (%n selezionate).</numerusform>
            </translation>
        </message>
        <message>
            <source>While you keep a big joker you may not bury a small joker: bury big jokers first.</source>
            <translation>Finché tieni un jolly grande non puoi interrare un jolly piccolo: interra prima i jolly grandi.</translation>
        </message>
        <message numerus="yes">
            <source>Select exactly %n card(s) of tribute.</source>
            <translation>
                <numerusform>Seleziona esattamente %n carta di tributo.</numerusform>
                <numerusform>Seleziona esattamente %n carte di tributo.</numerusform>
            </translation>
        </message>
        <message>
            <source>Tribute is your highest cards: give {cards}.</source>
            <translation>Il tributo sono le tue carte più alte: dai {cards}.</translation>
        </message>
        <message numerus="yes">
            <source>Select exactly %n card(s) to give back.</source>
            <translation>
                <numerusform>Seleziona esattamente %n carta da restituire.</numerusform>
                <numerusform>Seleziona esattamente %n carte da restituire.</numerusform>
            </translation>
        </message>
        <message>
            <source>Jokers may not be given back (table rule).</source>
            <translation>I jolly non si possono restituire (regola del tavolo).</translation>
        </message>
        <message>
            <source>A riot needs three identical jokers, once, with the riot rule on.</source>
            <translation>Per la rivolta servono tre jolly uguali, una sola volta, con la regola attiva.</translation>
        </message>
        <message>
            <source>Only jokers can be buried here.</source>
            <translation>Qui si possono interrare solo jolly.</translation>
        </message>
        <message numerus="yes">
            <source>You can bury at most %n joker(s): that is all the bottom can give back.</source>
            <translation>
                <numerusform>Puoi interrare al massimo %n jolly: il fondo non può darne indietro di più.</numerusform>
                <numerusform>Puoi interrare al massimo %n jolly: il fondo non può darne indietro di più.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your jokers are already in the bottom: choose which of the tied cards to take.</source>
            <translation>I tuoi jolly sono già nel fondo: scegli quale delle carte pari prendere.</translation>
        </message>
        <message>
            <source>You take the lowest cards of the bottom once it is turned face up.</source>
            <translation>Prendi le carte più basse del fondo, dopo che è stato scoperto.</translation>
        </message>
        <message>
            <source>You pick up the lowest cards of the bottom: {cards}.</source>
            <translation>Prendi le carte più basse del fondo: {cards}.</translation>
        </message>
        <message>
            <source>In a cycle's first hand you declare only by showing a big joker.</source>
            <translation>Nella prima mano di un giro si dichiara solo mostrando un jolly grande.</translation>
        </message>
        <message>
            <source>A big joker was already shown: the dealer is decided.</source>
            <translation>È già stato mostrato un jolly grande: il mazziere è deciso.</translation>
        </message>
        <message>
            <source>Declare with one to three identical level cards ({level}) or three identical jokers.</source>
            <translation>Si dichiara con da una a tre carte di livello ({level}) uguali o con tre jolly uguali.</translation>
        </message>
        <message numerus="yes">
            <source>Declare with at least %n level card(s).</source>
            <translation>
                <numerusform>Dichiara con almeno %n carta di livello.</numerusform>
                <numerusform>Dichiara con almeno %n carte di livello.</numerusform>
            </translation>
        </message>
        <message>
            <source>Three jokers must name a trump suit; level cards declare their own suit.</source>
            <translation>Con tre jolly si sceglie il seme di briscola; le carte di livello dichiarano il proprio seme.</translation>
        </message>
        <message>
            <source>An overcall must beat the current declaration {cards}.</source>
            <translation>Una controdichiarazione deve superare quella attuale, {cards}.</translation>
        </message>
        <message>
            <source>That is not allowed now ({rule}).</source>
            <translation>Ora non è permesso ({rule}).</translation>
        </message>
    </context>
    <context>
        <name>GunziSettlement</name>
        <message>
            <source>Your side wins the cycle!</source>
            <translation>La tua squadra vince il giro!</translation>
        </message>
        <message>
            <source>The opponents win the cycle.</source>
            <translation>Gli avversari vincono il giro.</translation>
        </message>
        <message>
            <source>Your side wins the hand!</source>
            <translation>La tua squadra vince la mano!</translation>
        </message>
        <message>
            <source>The opponents win the hand.</source>
            <translation>Gli avversari vincono la mano.</translation>
        </message>
        <message>
            <source>Hand settled</source>
            <translation>Conto della mano</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Esito</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Mazziere</translation>
        </message>
        <message>
            <source>Trick points</source>
            <translation>Punti delle prese</translation>
        </message>
        <message>
            <source>{points} points won by the attackers</source>
            <translation>{points} punti presi dagli attaccanti</translation>
        </message>
        <message>
            <source>Dug: {points} × 2 = {total}</source>
            <translation>Scavato: {points} × 2 = {total}</translation>
        </message>
        <message>
            <source>Held by the dealer's side: its {points} points do not count</source>
            <translation>Difeso dalla squadra del mazziere: i suoi {points} punti non contano</translation>
        </message>
        <message>
            <source>Held by the dealer's side (no points in it)</source>
            <translation>Difeso dalla squadra del mazziere (senza punti)</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>Fondo</translation>
        </message>
        <message>
            <source>Final score</source>
            <translation>Punteggio finale</translation>
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
            <translation>jolly nel fondo: +{n}</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>Livelli</translation>
        </message>
        <message>
            <source>No level changes</source>
            <translation>Nessun cambio di livello</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Poi</translation>
        </message>
        <message>
            <source>A new cycle starts at level 3; the first big joker shown decides the dealer.</source>
            <translation>Un nuovo giro riparte dal livello 3; il primo jolly grande mostrato decide il mazziere.</translation>
        </message>
        <message>
            <source>Start a new cycle</source>
            <translation>Inizia un nuovo giro</translation>
        </message>
        <message>
            <source>Next dealer</source>
            <translation>Prossimo mazziere</translation>
        </message>
        <message>
            <source>{n} — paid to the dealer before the bottom is revealed</source>
            <translation>{n} — da pagare al mazziere prima di scoprire il fondo</translation>
        </message>
        <message>
            <source> (jokers: +{n})</source>
            <translation> (jolly: +{n})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nessuno</translation>
        </message>
        <message>
            <source>Tribute owed</source>
            <translation>Tributo dovuto</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continua</translation>
        </message>
    </context>
    <context>
        <name>GunziTable</name>
        <message>
            <source>Level {level} · {team}</source>
            <translation>Livello {level} · {team}</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Mazziere</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Ultima presa</translation>
        </message>
        <message>
            <source>You owe {n} to the dealer: your highest cards are selected.</source>
            <translation>Devi al mazziere {n}: sono selezionate le tue carte più alte.</translation>
        </message>
        <message>
            <source>Pay tribute</source>
            <translation>Paga il tributo</translation>
        </message>
        <message>
            <source>Riot (show three jokers)</source>
            <translation>Rivolta (mostra tre jolly)</translation>
        </message>
        <message>
            <source>Select {n} to give back to {seat}.</source>
            <translation>Seleziona {n} da restituire a {seat}.</translation>
        </message>
        <message>
            <source>Give back</source>
            <translation>Restituisci</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Suggerimento</translation>
        </message>
        <message>
            <source>You took the bottom: select six cards to bury. Big jokers go before small jokers.</source>
            <translation>Hai preso il fondo: seleziona sei carte da interrare. I jolly grandi vanno prima dei piccoli.</translation>
        </message>
        <message>
            <source>Bury</source>
            <translation>Interra</translation>
        </message>
        <message>
            <source>Your turn: follow the {suit} lead with {n}.</source>
            <translation>Tocca a te: rispondi a {suit} con {n}.</translation>
        </message>
        <message>
            <source>Your lead: one card, a pair or a triple.</source>
            <translation>Apri tu: una carta, una coppia o un tris.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Gioca</translation>
        </message>
    </context>
    <context>
        <name>GunziText</name>
        <message>
            <source>You</source>
            <translation>Tu</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Destra</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Compagno</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Sinistra</translation>
        </message>
        <message>
            <source>Us</source>
            <translation>Noi</translation>
        </message>
        <message>
            <source>Them</source>
            <translation>Loro</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>picche</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>cuori</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>fiori</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>quadri</translation>
        </message>
        <message>
            <source>trumps</source>
            <translation>briscole</translation>
        </message>
        <message>
            <source>Big Joker</source>
            <translation>Jolly grande</translation>
        </message>
        <message>
            <source>Small Joker</source>
            <translation>Jolly piccolo</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n carte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n level(s)</source>
            <translation>
                <numerusform>%n livello</numerusform>
                <numerusform>%n livelli</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) of tribute</source>
            <translation>
                <numerusform>%n carta di tributo</numerusform>
                <numerusform>%n carte di tributo</numerusform>
            </translation>
        </message>
        <message>
            <source>The dealer's side held: the attackers made only {score} points. The dealer's side goes up and deals again.</source>
            <translation>La squadra del mazziere ha tenuto: gli attaccanti hanno fatto solo {score} punti. La squadra del mazziere sale di livello e distribuisce di nuovo.</translation>
        </message>
        <message>
            <source>The attackers dug the bottom but stayed under 120 ({score}): nobody goes up, the same dealer deals again.</source>
            <translation>Gli attaccanti hanno scavato il fondo ma sono rimasti sotto 120 ({score}): nessuno sale, lo stesso mazziere distribuisce di nuovo.</translation>
        </message>
        <message>
            <source>The attackers reached {score} points: they take over the deal, without going up.</source>
            <translation>Gli attaccanti hanno fatto {score} punti: prendono il mazzo, senza salire di livello.</translation>
        </message>
        <message>
            <source>The attackers reached {score} points and dug the bottom: they take over the deal and go up.</source>
            <translation>Gli attaccanti hanno fatto {score} punti e scavato il fondo: prendono il mazzo e salgono di livello.</translation>
        </message>
        <message>
            <source>The attackers did not score a single point: the dealer's side wins the cycle!</source>
            <translation>Gli attaccanti non hanno fatto nemmeno un punto: la squadra del mazziere vince il giro!</translation>
        </message>
        <message>
            <source>The attackers made a full score of {score}: they win the cycle!</source>
            <translation>Gli attaccanti hanno fatto il pieno di {score} punti: vincono il giro!</translation>
        </message>
        <message>
            <source>Three identical jokers held in the bottom: the dealer's side wins the cycle!</source>
            <translation>Tre jolly uguali difesi nel fondo: la squadra del mazziere vince il giro!</translation>
        </message>
        <message>
            <source>Three identical jokers dug from the bottom: the attackers win the cycle!</source>
            <translation>Tre jolly uguali scavati dal fondo: gli attaccanti vincono il giro!</translation>
        </message>
        <message>
            <source>The dealer's side won a hand at level 10: it wins the cycle!</source>
            <translation>La squadra del mazziere ha vinto una mano al livello 10: vince il giro!</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>Distribuzione…</translation>
        </message>
        <message>
            <source>Last chance to declare</source>
            <translation>Ultima occasione per dichiarare</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>Tributo</translation>
        </message>
        <message>
            <source>Returning the tribute</source>
            <translation>Restituzione del tributo</translation>
        </message>
        <message>
            <source>The dealer exchanges the bottom</source>
            <translation>Il mazziere scambia il fondo</translation>
        </message>
        <message>
            <source>Burying jokers</source>
            <translation>Interrare i jolly</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Prese</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>Mano finita</translation>
        </message>
        <message>
            <source>Match over</source>
            <translation>Partita finita</translation>
        </message>
    </context>
    <context>
        <name>HintShower</name>
        <message>
            <source>Hint: {cards}, naming {suit} as trump.</source>
            <translation>Suggerimento: {cards}, con {suit} come briscola.</translation>
        </message>
        <message>
            <source>Hint: {cards}.</source>
            <translation>Suggerimento: {cards}.</translation>
        </message>
        <message>
            <source>Hint: keep your jokers.</source>
            <translation>Suggerimento: tieni i jolly.</translation>
        </message>
        <message>
            <source>Hint: pass.</source>
            <translation>Suggerimento: passa.</translation>
        </message>
        <message>
            <source>Hint: wait, do not declare yet.</source>
            <translation>Suggerimento: aspetta, non dichiarare ancora.</translation>
        </message>
    </context>
    <context>
        <name>LastTrickPanel</name>
        <message>
            <source>No trick has been played yet.</source>
            <translation>Non è ancora stata giocata nessuna presa.</translation>
        </message>
        <message>
            <source>Trick {n}: {seat} won {points} points</source>
            <translation>Presa {n}: {seat} ha preso {points} punti</translation>
        </message>
        <message>
            <source>Trick {n}: won by {seat}, no points in it</source>
            <translation>Presa {n}: vinta da {seat}, senza punti</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>gunapp: Gunzi and Dou Dizhu</source>
            <translation>gunapp: Gunzi e Dou Dizhu</translation>
        </message>
        <message>
            <source>gunapp: card gallery</source>
            <translation>gunapp: galleria delle carte</translation>
        </message>
        <message>
            <source>Big Joker</source>
            <translation>Jolly grande</translation>
        </message>
        <message>
            <source>Small Joker</source>
            <translation>Jolly piccolo</translation>
        </message>
        <message>
            <source>Your settings file could not be read, so gunapp started with the default settings.

The damaged file was kept as:
{path}</source>
            <translation>Non è stato possibile leggere il file delle impostazioni: gunapp è partito con le impostazioni predefinite.

Il file danneggiato è stato conservato come:
{path}</translation>
        </message>
        <message>
            <source>Your settings file could not be read, so gunapp started with the default settings.</source>
            <translation>Non è stato possibile leggere il file delle impostazioni: gunapp è partito con le impostazioni predefinite.</translation>
        </message>
        <message>
            <source>Settings reset</source>
            <translation>Impostazioni ripristinate</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;Game</source>
            <extracomment>animation speed factors offered in the Settings menu (0 = no animation)</extracomment>
            <translation>&amp;Gioco</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Impostazioni</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Lingua</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aiuto</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nuova partita</translation>
        </message>
        <message>
            <source>Play {game}</source>
            <translation>Gioca a {game}</translation>
        </message>
        <message>
            <source>&amp;Start page</source>
            <translation>Pagina &amp;iniziale</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Esci</translation>
        </message>
        <message>
            <source>Card &amp;gallery</source>
            <translation>&amp;Galleria delle carte</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>Schermo &amp;intero</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>Velocità delle &amp;animazioni</translation>
        </message>
        <message>
            <source>Off (instant)</source>
            <translation>Disattivate (immediato)</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Veloce</translation>
        </message>
        <message>
            <source>Computer &amp;opponents</source>
            <translation>Avversari del c&amp;omputer</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Normal</source>
            <comment>AI level</comment>
            <translation>Medio</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <source>&amp;Four-colour cards</source>
            <translation>Carte a &amp;quattro colori</translation>
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation>&amp;Suoni</translation>
        </message>
        <message>
            <source>&amp;About gunapp</source>
            <translation>&amp;Informazioni su gunapp</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>Informazioni su &amp;Qt</translation>
        </message>
    </context>
    <context>
        <name>SetupPanel</name>
        <message>
            <source>New Gunzi match</source>
            <translation>Nuova partita a Gunzi</translation>
        </message>
        <message>
            <source>{seat}: AI level</source>
            <translation>{seat}: livello del computer</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Following</source>
            <translation>Risposta</translation>
        </message>
        <message>
            <source>Live (活棒): any cards of the led suit</source>
            <translation>Libera (活棒): qualsiasi carta del seme aperto</translation>
        </message>
        <message>
            <source>Dead (死棒): pairs and triples must be matched</source>
            <translation>Vincolata (死棒): coppie e tris vanno risposti con coppie e tris</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Distribuisci</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>Coming soon</source>
            <translation>In arrivo</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Scegli un gioco</translation>
        </message>
        <message>
            <source>Look at the cards (card gallery)</source>
            <translation>Guarda le carte (galleria delle carte)</translation>
        </message>
    </context>
    <context>
        <name>StatusPanel</name>
        <message>
            <source>Levels</source>
            <translation>Livelli</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Mazziere</translation>
        </message>
        <message>
            <source>Attackers</source>
            <translation>Attaccanti</translation>
        </message>
        <message>
            <source>Cards left</source>
            <translation>Carte in mano</translation>
        </message>
        <message>
            <source>Tribute owed</source>
            <translation>Tributo dovuto</translation>
        </message>
        <message>
            <source>Trump: —</source>
            <translation>Briscola: —</translation>
        </message>
        <message>
            <source>Trump {suit}  ·  level {level}</source>
            <translation>Briscola {suit}  ·  livello {level}</translation>
        </message>
        <message>
            <source>Declared {suit}  ·  level {level}</source>
            <translation>Dichiarata {suit}  ·  livello {level}</translation>
        </message>
        <message>
            <source>Trump not yet declared  ·  level {level}</source>
            <translation>Briscola non ancora dichiarata  ·  livello {level}</translation>
        </message>
        <message>
            <source>Us {mine}  ·  Them {theirs}</source>
            <translation>Noi {mine}  ·  Loro {theirs}</translation>
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
            <translation>Tre jolly grandi: scegli il seme di briscola</translation>
        </message>
        <message>
            <source>Three small jokers: name the trump suit</source>
            <translation>Tre jolly piccoli: scegli il seme di briscola</translation>
        </message>
        <message>
            <source>This overcalls {current}</source>
            <translation>Supera la dichiarazione di {current}</translation>
        </message>
        <message>
            <source>Nobody has declared yet: this fixes the trump.</source>
            <translation>Nessuno ha ancora dichiarato: questo fissa la briscola.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
    </context>
</TS>
