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
        <name>BottomPanel</name>
        <message>
            <source>The bottom</source>
            <extracomment>the phases before the dealer has buried his six: the bottom on the table is still the dealt one R3.1: 5, 10 and K score</extracomment>
            <translation>Il fondo</translation>
        </message>
        <message>
            <source>The bottom you buried</source>
            <translation>Il fondo che hai interrato</translation>
        </message>
        <message>
            <source>The bottom buried by {seat}</source>
            <translation>Il fondo interrato da {seat}</translation>
        </message>
        <message>
            <source>{points} points in it: the attackers score them twice if they win the last trick.</source>
            <translation>{points} punti nel fondo: gli attaccanti li contano doppi se fanno l'ultima presa.</translation>
        </message>
        <message>
            <source>No points in it.</source>
            <translation>Nessun punto nel fondo.</translation>
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
        <name>CardCounterStrip</name>
        <message>
            <source>Card counter</source>
            <translation>Conta carte</translation>
        </message>
        <message>
            <source>counts appear once the cards are dealt</source>
            <translation>i conteggi compaiono quando le carte sono distribuite</translation>
        </message>
        <message>
            <source>BJ</source>
            <translation>JG</translation>
        </message>
        <message>
            <source>SJ</source>
            <translation>JP</translation>
        </message>
        <message>
            <source>Big joker</source>
            <translation>Jolly grande</translation>
        </message>
        <message>
            <source>Small joker</source>
            <translation>Jolly piccolo</translation>
        </message>
        <message>
            <source>Trumps out: {n}</source>
            <translation>Briscole fuori: {n}</translation>
        </message>
        <message>
            <source>Jokers: big {big} · small {small}</source>
            <translation>Jolly: grandi {big} · piccoli {small}</translation>
        </message>
        <message>
            <source>Level cards ({level}): {cards}</source>
            <translation>Carte di livello ({level}): {cards}</translation>
        </message>
        <message>
            <source>Points out ({n}): {cards}</source>
            <translation>Punti fuori ({n}): {cards}</translation>
        </message>
        <message>
            <source>trumps</source>
            <translation>briscole</translation>
        </message>
        <message>
            <source>Void: {list}</source>
            <translation>Senza seme: {list}</translation>
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
        <name>CardPainter</name>
        <message>
            <source>Big Joker</source>
            <extracomment>the captions under the joker's star, translated when a joker is drawn</extracomment>
            <translation>Jolly grande</translation>
        </message>
        <message>
            <source>Small Joker</source>
            <translation>Jolly piccolo</translation>
        </message>
    </context>
    <context>
        <name>ComfortMenus</name>
        <message>
            <source>Card &amp;counter</source>
            <translation>&amp;Conta carte</translation>
        </message>
        <message>
            <source>Play &amp;forced moves at once</source>
            <translation>Gioca subito le mosse &amp;obbligate</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Scorciatoie da tastiera</translation>
        </message>
        <message>
            <source>Rules of &amp;Gunzi</source>
            <translation>Regole del &amp;Gunzi</translation>
        </message>
        <message>
            <source>Rules of &amp;Dou Dizhu</source>
            <translation>Regole del &amp;Dou Dizhu</translation>
        </message>
    </context>
    <context>
        <name>Comforts</name>
        <message>
            <source>Auto-play (T)</source>
            <extracomment>how long 托管 leaves a hand's settlement on screen before it presses Continue / Next deal (at speed 1; the animation speed scales it), long enough to read the result and take control back the settlement buttons that go on to the next hand (Gunzi, Dou Dizhu); a match's or session's end has none</extracomment>
            <translation>Gioco automatico (T)</translation>
        </message>
        <message>
            <source>History (R)</source>
            <translation>Cronologia (R)</translation>
        </message>
        <message>
            <source>Last trick (L)</source>
            <translation>Ultima presa (L)</translation>
        </message>
        <message>
            <source>Last round (L)</source>
            <translation>Ultimo giro (L)</translation>
        </message>
        <message>
            <source>Card counter (C)</source>
            <translation>Conta carte (C)</translation>
        </message>
        <message>
            <source>Keys: ← → Space Enter · Help → Keyboard shortcuts</source>
            <translation>Tasti: ← → Spazio Invio · Aiuto → Scorciatoie da tastiera</translation>
        </message>
        <message>
            <source>Auto-play</source>
            <translation>Automatico</translation>
        </message>
    </context>
    <context>
        <name>ContinueBar</name>
        <message>
            <source>hand {n}, your team at level {level}</source>
            <translation>mano {n}, la tua squadra al livello {level}</translation>
        </message>
        <message>
            <source>deal {n}, your score {score}</source>
            <translation>mano {n}, il tuo punteggio {score}</translation>
        </message>
        <message>
            <source>Continue: {game} — {where}</source>
            <translation>Continua: {game} — {where}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Caricamento…</translation>
        </message>
        <message>
            <source>Pick up the saved match where you left it</source>
            <translation>Riprendi la partita salvata da dove l'hai lasciata</translation>
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
        <name>DdzCallText</name>
        <message>
            <source>Call the landlord</source>
            <translation>Chiamo il padrone</translation>
        </message>
        <message>
            <source>Don't call</source>
            <translation>Non chiamo</translation>
        </message>
        <message>
            <source>Grab the landlord</source>
            <translation>Rubo il padrone</translation>
        </message>
        <message>
            <source>Don't grab</source>
            <translation>Non rubo</translation>
        </message>
        <message>
            <source>Don't show</source>
            <translation>Non scopro</translation>
        </message>
        <message>
            <source>Start shown</source>
            <translation>Gioco a carte scoperte</translation>
        </message>
        <message>
            <source>Show the hand</source>
            <translation>Scopro la mano</translation>
        </message>
        <message>
            <source>Super double</source>
            <translation>Super raddoppio</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>Raddoppio</translation>
        </message>
        <message>
            <source>No double</source>
            <translation>Non raddoppio</translation>
        </message>
        <message>
            <source>{text}!</source>
            <translation>{text}!</translation>
        </message>
        <message>
            <source>Call the landlord? Nobody has called yet.</source>
            <translation>Chiami il padrone? Nessuno ha ancora chiamato.</translation>
        </message>
        <message>
            <source>Someone grabbed your call: grab it back (×2)?</source>
            <translation>Qualcuno ti ha rubato il padrone: lo riprendi (×2)?</translation>
        </message>
        <message>
            <source>Grab the landlord from the caller? Each grab doubles the stake.</source>
            <translation>Rubi il padrone a chi l'ha chiamato? Ogni rubata raddoppia la posta.</translation>
        </message>
        <message>
            <source>Start with your hand shown to everyone? The stake ×4.</source>
            <translation>Giochi a carte scoperte, viste da tutti? La posta ×4.</translation>
        </message>
        <message>
            <source>Show your hand to everyone for the rest of the deal? The stake ×2.</source>
            <translation>Scopri la mano a tutti fino alla fine della smazzata? La posta ×2.</translation>
        </message>
        <message>
            <source>Double? Your double counts against every peasant.</source>
            <translation>Raddoppi? Il tuo raddoppio vale contro ogni contadino.</translation>
        </message>
        <message>
            <source>Double? Your double counts for your own payment only.</source>
            <translation>Raddoppi? Il tuo raddoppio vale solo per quanto paghi o incassi tu.</translation>
        </message>
        <message>
            <source>Marker card: calls first</source>
            <translation>Carta scoperta: chiama per primo</translation>
        </message>
        <message>
            <source>Nobody called the landlord: the cards are dealt again.</source>
            <translation>Nessuno ha chiamato il padrone: si ridistribuiscono le carte.</translation>
        </message>
        <message>
            <source>Key: {keys}</source>
            <translation>Tasto: {keys}</translation>
        </message>
        <message>
            <source>Keys: 1 or Enter</source>
            <translation>Tasti: 1 o Invio</translation>
        </message>
        <message>
            <source>Keys: 0, P or Backspace</source>
            <translation>Tasti: 0, P o Backspace</translation>
        </message>
        <message>
            <source>Grabs</source>
            <translation>Rubate</translation>
        </message>
        <message>
            <source>Shown</source>
            <translation>Scoperta</translation>
        </message>
        <message>
            <source>Bombs</source>
            <translation>Bombe</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Raddoppi</translation>
        </message>
        <message>
            <source>Base</source>
            <translation>Base</translation>
        </message>
        <message>
            <source>Cap</source>
            <translation>Tetto</translation>
        </message>
        <message>
            <source>Landlord's double</source>
            <translation>Raddoppio del padrone</translation>
        </message>
        <message>
            <source>Own double</source>
            <translation>Raddoppio proprio</translation>
        </message>
        <message>
            <source>Spring</source>
            <translation>Primavera</translation>
        </message>
        <message>
            <source>Multiplier</source>
            <translation>Moltiplicatore</translation>
        </message>
        <message>
            <source>{seat}, the landlord, receives {n} in all</source>
            <translation>{seat}, il padrone, incassa {n} in tutto</translation>
        </message>
        <message>
            <source>{seat}, the landlord, pays {n} in all</source>
            <translation>{seat}, il padrone, paga {n} in tutto</translation>
        </message>
        <message>
            <source>Each peasant</source>
            <translation>Ogni contadino</translation>
        </message>
        <message>
            <source>What you win or lose: the sum of every peasant's multiplier, times the base.</source>
            <translation>Quanto vinci o perdi: la somma dei moltiplicatori di tutti i contadini, per la base.</translation>
        </message>
        <message>
            <source>What you win or lose: your own multiplier, times the base.</source>
            <translation>Quanto vinci o perdi: il tuo moltiplicatore, per la base.</translation>
        </message>
        <message>
            <source>Super ×4</source>
            <translation>Super ×4</translation>
        </message>
        <message>
            <source>Double ×2</source>
            <translation>Raddoppio ×2</translation>
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
            <source>Not higher: a {kind} up to {mine} does not beat one up to {theirs}.</source>
            <translation>Non basta: {kind} fino a {mine} non batte {kind} fino a {theirs}.</translation>
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
        <name>DdzLevelLines</name>
        <message>
            <source>Plans ahead and counts every card: wins {three} % of its deals against Normal ({four} % with four players).</source>
            <translation>Pianifica in anticipo e conta ogni carta: vince il {three} % delle mani contro Normale (il {four} % in quattro).</translation>
        </message>
        <message>
            <source>Plans ahead and counts every card: wins {three} % of its deals against Normal.</source>
            <translation>Pianifica in anticipo e conta ogni carta: vince il {three} % delle mani contro Normale.</translation>
        </message>
        <message>
            <source>Plans ahead and counts every card.</source>
            <translation>Pianifica in anticipo e conta ogni carta.</translation>
        </message>
        <message>
            <source>Plays like a regular: wins {normal} % of its deals where Easy wins {easy} %; Hard wins {three} % against it.</source>
            <translation>Gioca come un giocatore abituale: vince il {normal} % delle mani dove Facile ne vince il {easy} %; Difficile lo batte nel {three} % delle mani.</translation>
        </message>
        <message>
            <source>Plays like a regular: wins {normal} % of its deals where Easy wins {easy} %.</source>
            <translation>Gioca come un giocatore abituale: vince il {normal} % delle mani dove Facile ne vince il {easy} %.</translation>
        </message>
        <message>
            <source>For learning the game: wins {easy} % of its deals where Normal wins {normal} %.</source>
            <translation>Per imparare il gioco: vince il {easy} % delle mani dove Normale ne vince il {normal} %.</translation>
        </message>
        <message>
            <source>Dou Dizhu: wins {three} % of deals against Normal</source>
            <translation>Dou Dizhu: vince il {three} % delle mani contro Normale</translation>
        </message>
        <message>
            <source>Dou Dizhu: wins {normal} % of deals where Easy wins {easy} %</source>
            <translation>Dou Dizhu: vince il {normal} % delle mani dove Facile ne vince il {easy} %</translation>
        </message>
        <message>
            <source>Dou Dizhu: wins {easy} % of deals where Normal wins {normal} %</source>
            <translation>Dou Dizhu: vince il {easy} % delle mani dove Normale ne vince il {normal} %</translation>
        </message>
        <message>
            <source>Plays like a regular.</source>
            <translation>Gioca come un giocatore abituale.</translation>
        </message>
        <message>
            <source>Dou Dizhu</source>
            <translation>Dou Dizhu</translation>
        </message>
        <message>
            <source>For learning the game.</source>
            <translation>Per imparare il gioco.</translation>
        </message>
    </context>
    <context>
        <name>DdzRulesText</name>
        <message>
            <source>Players and cards</source>
            <translation>Giocatori e carte</translation>
        </message>
        <message>
            <source>With three players one deck with both jokers is used (54 cards): 17 each and 3 in the kitty (底牌). With four players two decks are used (108 cards): 25 each and 8 in the kitty.</source>
            <translation>In tre si usa un mazzo con i due jolly (54 carte): 17 a testa e 3 nel monte (底牌). In quattro si usano due mazzi (108 carte): 25 a testa e 8 nel monte.</translation>
        </message>
        <message>
            <source>Suits never matter. From the highest: big joker, small joker, 2, A, K, Q, J, 10 … 3.</source>
            <translation>I semi non contano mai. Dalla più alta: jolly grande, jolly piccolo, 2, A, K, Q, J, 10 … 3.</translation>
        </message>
        <message>
            <source>Bidding for the landlord (地主)</source>
            <translation>L'asta per il padrone (地主)</translation>
        </message>
        <message>
            <source>A card turned face up during the deal picks the first player to speak. In turn each player calls the landlord (叫地主) or declines (不叫); if everyone declines the cards are dealt again.</source>
            <translation>Una carta girata durante la distribuzione sceglie chi parla per primo. A turno ognuno chiama il padrone (叫地主) o rinuncia (不叫); se tutti rinunciano si ridistribuisce.</translation>
        </message>
        <message>
            <source>After a call, each other player who has not declined may grab the landlord (抢地主) or not (不抢), once each, in turn. If someone grabbed, the caller has the last word and may grab it back. The last player to call or grab is the landlord.</source>
            <translation>Dopo una chiamata, ogni altro giocatore che non ha rinunciato può rubare il padrone (抢地主) o no (不抢), una volta ciascuno, a turno. Se qualcuno ha rubato, chi ha chiamato ha l'ultima parola e può riprenderselo. L'ultimo a chiamare o rubare è il padrone.</translation>
        </message>
        <message>
            <source>The landlord plays alone against the others, the peasants (农民). The base stake is 1 and every grab doubles it.</source>
            <translation>Il padrone gioca da solo contro gli altri, i contadini (农民). La posta di base è 1 e ogni rubata la raddoppia.</translation>
        </message>
        <message>
            <source>A card turned face up during the deal picks the first bidder. In turn each player passes or bids 1, 2 or 3, always higher than the bid so far. A bid of 3, or a bid that all the others pass, ends the bidding; if everyone passes the cards are dealt again.</source>
            <translation>Una carta girata durante la distribuzione sceglie chi parla per primo. A turno ciascuno passa o dichiara 1, 2 o 3, sempre più della dichiarazione più alta. Un 3, o una dichiarazione su cui tutti gli altri passano, chiude l'asta; se passano tutti si ridistribuisce.</translation>
        </message>
        <message>
            <source>The highest bidder is the landlord and plays alone against the others, the peasants (农民). The bid is the base stake.</source>
            <translation>Chi ha dichiarato di più è il padrone e gioca da solo contro gli altri, i contadini (农民). La dichiarazione è la posta di base.</translation>
        </message>
        <message>
            <source>The landlord takes the kitty, shown to everyone.</source>
            <translation>Il padrone prende il monte, mostrato a tutti.</translation>
        </message>
        <message>
            <source>The landlord takes the kitty without showing it.</source>
            <translation>Il padrone prende il monte senza mostrarlo.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Il gioco</translation>
        </message>
        <message>
            <source>The landlord leads. Each player in turn passes or beats the last play with the same kind of combination, the same size and higher. When all the others pass, the last player to play leads anything. The first to empty his hand wins the deal for his side.</source>
            <translation>Apre il padrone. A turno ciascuno passa o batte l'ultima giocata con una combinazione dello stesso tipo, della stessa lunghezza e più alta. Quando tutti gli altri passano, chi ha giocato per ultimo apre con ciò che vuole. Il primo che resta senza carte fa vincere la sua parte.</translation>
        </message>
        <message>
            <source>Combinations: single, pair, trio, trio with a pair, straight (5 or more cards), pair straight (3 or more pairs), airplane (2 or more trios) with or without wings. 2s and jokers never go in a straight.</source>
            <translation>Combinazioni: singola, coppia, tris, tris con una coppia, scala (5 carte o più), scala di coppie (3 coppie o più), aereo (2 tris o più) con o senza ali. I 2 e i jolly non entrano mai in una scala.</translation>
        </message>
        <message>
            <source>A straight and an airplane with pairs:</source>
            <translation>Una scala e un aereo con coppie:</translation>
        </message>
        <message>
            <source>Bombs (炸弹) and the rocket (王炸)</source>
            <translation>Bombe (炸弹) e razzo (王炸)</translation>
        </message>
        <message>
            <source>A bomb, four cards of one rank, beats any play that is not a bigger bomb; the rocket, both jokers, beats everything.</source>
            <translation>Una bomba, quattro carte dello stesso valore, batte qualsiasi giocata che non sia una bomba più grande; il razzo, i due jolly, batte tutto.</translation>
        </message>
        <message>
            <source>With three players the higher rank wins between bombs. Trio with a single, airplane with singles and four with two are also played.</source>
            <translation>In tre, tra bombe vince il valore più alto. Si giocano anche il tris con una singola, l'aereo con singole e il poker con due.</translation>
        </message>
        <message>
            <source>With four players a bomb has 4 to 8 cards and more cards win whatever the rank; the rocket is all four jokers. Trio with a single, airplane with singles and four with two are not allowed, and two jokers of the same colour make a pair.</source>
            <translation>In quattro una bomba ha da 4 a 8 carte e vince quella con più carte, qualunque sia il valore; il razzo sono i quattro jolly. Non sono ammessi il tris con una singola, l'aereo con singole e il poker con due, e due jolly dello stesso colore fanno coppia.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Punteggio</translation>
        </message>
        <message>
            <source>The stake is the bid doubled once for every bomb and rocket played (with four players only bombs of 6 cards or more double). If the landlord wins each peasant pays him the stake; otherwise he pays each peasant.</source>
            <translation>La posta è la dichiarazione raddoppiata per ogni bomba e razzo giocati (in quattro raddoppiano solo le bombe di 6 carte o più). Se vince il padrone ogni contadino gli paga la posta; altrimenti lui la paga a ogni contadino.</translation>
        </message>
        <message>
            <source>Spring (春天) is played: if the peasants never played a card, or the landlord played only his first lead, the stake doubles.</source>
            <translation>Si gioca la primavera (春天): se i contadini non hanno giocato nemmeno una carta, o il padrone ha giocato solo la prima apertura, la posta raddoppia.</translation>
        </message>
        <message>
            <source>Spring (春天) is not played: a clean sweep does not double the stake.</source>
            <translation>Niente primavera (春天): una vittoria senza risposta non raddoppia la posta.</translation>
        </message>
        <message>
            <source>The stake never goes above ×{cap}.</source>
            <translation>La posta non supera mai ×{cap}.</translation>
        </message>
        <message>
            <source>There is no cap on the doublings.</source>
            <translation>I raddoppi non hanno limite.</translation>
        </message>
        <message>
            <source>Points add up over the session; the player with the most points leads it.</source>
            <translation>I punti si sommano nel corso della sessione; è in testa chi ne ha di più.</translation>
        </message>
        <message>
            <source>Call and grab, doubling, shown hands (欢乐)</source>
            <translation>Chiamata e rubata, raddoppi, mani scoperte (欢乐)</translation>
        </message>
        <message>
            <source>Rules of Dou Dizhu (斗地主)</source>
            <translation>Regole del Dou Dizhu (斗地主)</translation>
        </message>
        <message>
            <source>This page follows the house rules chosen in Settings → House rules.</source>
            <translation>Questa pagina segue le regole della casa scelte in Impostazioni → Regole della casa.</translation>
        </message>
        <message>
            <source>The rules of the apps most players know, call and grab (叫地主 / 抢地主), doubling (加倍) and shown hands (明牌), are not played. To play them choose the rule set Happy (欢乐) in Settings → House rules, or turn on each rule there.</source>
            <translation>Le regole delle app che quasi tutti conoscono, chiamata e rubata (叫地主 / 抢地主), raddoppi (加倍) e mani scoperte (明牌), non sono in gioco. Per giocarle scegli le regole «Allegro (欢乐)» in Impostazioni → Regole della casa, oppure attivale una per una.</translation>
        </message>
        <message>
            <source>Doubling is played: once the landlord has taken the kitty, each peasant in turn and then the landlord may double (加倍, ×2){super}. A peasant's double counts for his own payment only; the landlord's counts for every peasant's.</source>
            <translation>Si raddoppia: preso il monte, ogni contadino a turno e poi il padrone possono raddoppiare (加倍, ×2){super}. Il raddoppio di un contadino vale solo per ciò che paga o incassa lui; quello del padrone vale per ogni contadino.</translation>
        </message>
        <message>
            <source> or super double (超级加倍, ×4)</source>
            <translation> o fare un super raddoppio (超级加倍, ×4)</translation>
        </message>
        <message>
            <source>Doubling (加倍) is not played.</source>
            <translation>Non si raddoppia (加倍).</translation>
        </message>
        <message>
            <source>Shown hands are played: before the deal each player may choose to start with the hand shown (明牌开始, ×4), face up for everyone for the whole deal; the landlord who has not shown may show after taking the kitty (明牌, ×2). Several shows do not multiply: the largest counts.</source>
            <translation>Si gioca a carte scoperte: prima della distribuzione ognuno può scegliere di giocare con la mano scoperta (明牌开始, ×4), vista da tutti per tutta la smazzata; il padrone che non l'ha scoperta può farlo dopo aver preso il monte (明牌, ×2). Più mani scoperte non si moltiplicano: conta la più alta.</translation>
        </message>
        <message>
            <source>Shown hands (明牌) are not played.</source>
            <translation>Non si gioca a carte scoperte (明牌).</translation>
        </message>
        <message>
            <source>Each peasant pays the landlord, or is paid by him: the base × 2 for every grab × the show factor × 2 for every bomb or rocket × 2 for a spring × the peasant's own double × the landlord's double. The cap, if any, applies to each peasant's multiplier, last.</source>
            <translation>Ogni contadino paga il padrone, o ne è pagato: la base × 2 per ogni rubata × il fattore della mano scoperta × 2 per ogni bomba o razzo × 2 per una primavera × il raddoppio del contadino × quello del padrone. L'eventuale tetto si applica per ultimo al moltiplicatore di ogni contadino.</translation>
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
        <message>
            <source>{text}!</source>
            <translation>{text}!</translation>
        </message>
        <message>
            <source>Reverse spring</source>
            <translation>Primavera inversa</translation>
        </message>
        <message>
            <source>×2: the landlord played only the first lead</source>
            <translation>×2: il padrone ha giocato solo la prima apertura</translation>
        </message>
        <message>
            <source>×2: no peasant played a card</source>
            <translation>×2: nessun contadino ha giocato una carta</translation>
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
            <source>Hard AI</source>
            <translation>IA difficile</translation>
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
            <source>{level}: {strength}</source>
            <translation>{level}: {strength}</translation>
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
        <name>DealNumberLine</name>
        <message>
            <source>Deal #{n}</source>
            <translation>Smazzata n. {n}</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copiato</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copia</translation>
        </message>
        <message>
            <source>The number of this deal: Game → Play deal number… deals the same cards again. Copy it to retry the deal later or to send it to a friend.</source>
            <translation>Il numero di questa smazzata: Gioco → Gioca smazzata numero… distribuisce di nuovo le stesse carte. Copialo per rigiocarla più tardi o per mandarlo a un amico.</translation>
        </message>
    </context>
    <context>
        <name>DeclareBar</name>
        <message>
            <source>Current: you showed {cards}.</source>
            <translation>Ora: hai mostrato {cards}.</translation>
        </message>
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
            <extracomment>the bottom's cards in the dealer's hand until the burial (the table's gold, as its announcements)</extracomment>
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
            <source>Trump {suit}, level {level}, dealer: {dealer}</source>
            <translation>Briscola {suit}, livello {level}, mazziere: {dealer}</translation>
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
        <name>GunziLevelLines</name>
        <message>
            <source>Plans ahead and remembers who is void.</source>
            <translation>Pianifica in anticipo e ricorda chi ha finito un seme.</translation>
        </message>
        <message>
            <source>Plans ahead and remembers who is void: scores {points} points a hand more than Normal when attacking.</source>
            <translation>Pianifica in anticipo e ricorda chi ha finito un seme: in attacco fa {points} punti a mano più di Normale.</translation>
        </message>
        <message>
            <source>Gunzi</source>
            <translation>Gunzi</translation>
        </message>
        <message>
            <source>Plays like a regular: scores {more} points a hand more than Easy when attacking, {fewer} fewer than Hard.</source>
            <translation>Gioca come un giocatore abituale: in attacco fa {more} punti a mano più di Facile e {fewer} meno di Difficile.</translation>
        </message>
        <message>
            <source>Plays like a regular: scores {points} points a hand more than Easy when attacking.</source>
            <translation>Gioca come un giocatore abituale: in attacco fa {points} punti a mano più di Facile.</translation>
        </message>
        <message>
            <source>Plays like a regular.</source>
            <translation>Gioca come un giocatore abituale.</translation>
        </message>
        <message>
            <source>For learning the game: scores {points} points a hand fewer than Normal when attacking.</source>
            <translation>Per imparare il gioco: in attacco fa {points} punti a mano meno di Normale.</translation>
        </message>
        <message>
            <source>For learning the game.</source>
            <translation>Per imparare il gioco.</translation>
        </message>
        <message>
            <source>Gunzi: {points} points a hand more than Normal</source>
            <translation>Gunzi: {points} punti a mano più di Normale</translation>
        </message>
        <message>
            <source>Gunzi: {points} points a hand more than Easy</source>
            <translation>Gunzi: {points} punti a mano più di Facile</translation>
        </message>
        <message>
            <source>Gunzi: {points} points a hand fewer than Normal</source>
            <translation>Gunzi: {points} punti a mano meno di Normale</translation>
        </message>
    </context>
    <context>
        <name>GunziRulesText</name>
        <message>
            <source>Players and cards</source>
            <translation>Giocatori e carte</translation>
        </message>
        <message>
            <source>Four players in two teams: you and your partner sit opposite each other. Play goes counter-clockwise. Three full decks with jokers are used, 162 cards: each player gets 39 and the last six form the bottom (底牌).</source>
            <translation>Quattro giocatori in due squadre: tu e il tuo compagno sedete uno di fronte all'altro. Si gioca in senso antiorario. Si usano tre mazzi completi con i jolly, 162 carte: 39 a testa e le ultime sei formano il fondo (底牌).</translation>
        </message>
        <message>
            <source>Points are in the 5s (5 points), the 10s and the Ks (10 points): 300 in all.</source>
            <translation>I punti sono nei 5 (5 punti), nei 10 e nei K (10 punti): 300 in tutto.</translation>
        </message>
        <message>
            <source>Levels and trumps (主牌)</source>
            <translation>Livelli e briscole (主牌)</translation>
        </message>
        <message>
            <source>Each team has a level, from 3 up to 10; the hand is played at the dealer's level. Cards of that rank are the level cards (级牌).</source>
            <translation>Ogni squadra ha un livello, da 3 a 10; la mano si gioca al livello del mazziere. Le carte di quel valore sono le carte di livello (级牌).</translation>
        </message>
        <message>
            <source>Both teams share one table level, from 3 up to 10. Cards of that rank are the level cards (级牌).</source>
            <translation>Le due squadre condividono un solo livello, da 3 a 10. Le carte di quel valore sono le carte di livello (级牌).</translation>
        </message>
        <message>
            <source>Trumps are the jokers, every 2, every level card and every card of the trump suit. From the strongest: big joker, small joker, the level card of the trump suit, the other level cards, the 2 of the trump suit, the other 2s, then the trump suit from A down.</source>
            <translation>Sono briscole i jolly, tutti i 2, tutte le carte di livello e tutte le carte del seme di briscola. Dalla più forte: jolly grande, jolly piccolo, la carta di livello del seme di briscola, le altre carte di livello, il 2 di briscola, gli altri 2, poi il seme di briscola dall'asso in giù.</translation>
        </message>
        <message>
            <source>Level 7, trumps in hearts, strongest first:</source>
            <translation>Livello 7, briscola cuori, dalla più forte:</translation>
        </message>
        <message>
            <source>Who deals and which suit is trump</source>
            <translation>Chi fa il mazziere e qual è la briscola</translation>
        </message>
        <message>
            <source>In the first hand of a cycle the first player to show a big joker deals (抢亮大王); the next suited card he is dealt names the trump suit. If nobody shows one, bottom cards are flipped in turn and the highest decides.</source>
            <translation>Nella prima mano di un giro fa il mazziere chi mostra per primo un jolly grande (抢亮大王); la prima carta con seme che riceve dopo decide la briscola. Se nessuno lo mostra, si girano a turno le carte del fondo e vince la più alta.</translation>
        </message>
        <message>
            <source>In later hands the dealer is already known. While the cards are dealt anyone may declare the trump (亮主) by showing identical level cards; more cards overcall fewer, three small jokers beat any level cards and three big jokers beat everything.</source>
            <translation>Nelle mani successive il mazziere è già noto. Mentre si distribuisce chiunque può dichiarare la briscola (亮主) mostrando carte di livello uguali; più carte battono meno carte, tre jolly piccoli battono qualsiasi carta di livello e tre jolly grandi battono tutto.</translation>
        </message>
        <message numerus="yes">
            <source>A declaration needs at least %n level card(s).</source>
            <translation>
                <numerusform>Per dichiarare serve almeno %n carta di livello.</numerusform>
                <numerusform>Per dichiarare servono almeno %n carte di livello.</numerusform>
            </translation>
        </message>
        <message>
            <source>Tribute (喝血) and the bottom</source>
            <translation>Tributo (喝血) e fondo</translation>
        </message>
        <message>
            <source>A team that played badly owes blood: before the bottom is shown, the player on the dealer's left gives him that many of his highest cards (no point cards unless they are level cards), and the dealer gives back as many cards of his choice.</source>
            <translation>Una squadra che ha giocato male deve il tributo: prima di scoprire il fondo, il giocatore alla sinistra del mazziere gli dà altrettante delle sue carte più alte (niente carte di punti, salvo che siano di livello), e il mazziere gliene restituisce altrettante a sua scelta.</translation>
        </message>
        <message>
            <source>Riot (暴动) is allowed: a payer holding three identical jokers may refuse the tribute.</source>
            <translation>La rivolta (暴动) è ammessa: chi paga e ha tre jolly uguali può rifiutare il tributo.</translation>
        </message>
        <message>
            <source>Riot (暴动) is not played: the tribute is always paid.</source>
            <translation>Niente rivolta (暴动): il tributo si paga sempre.</translation>
        </message>
        <message>
            <source>The dealer takes the bottom and buries six cards (扣底); he may bury jokers, big jokers before small ones. If the revealed bottom holds no card of the trump suit, or only trumps, it is a dry pot (干锅): no exchange and no joker burial.</source>
            <translation>Il mazziere prende il fondo e ne interra sei carte (扣底); può interrare jolly, i grandi prima dei piccoli. Se il fondo scoperto non ha carte del seme di briscola, o ha solo briscole, è pentola secca (干锅): niente scambio e niente jolly interrati.</translation>
        </message>
        <message>
            <source>Afterwards each other player may bury jokers and take back the lowest cards of the bottom.</source>
            <translation>Poi ciascuno degli altri giocatori può interrare jolly e riprendere le carte più basse del fondo.</translation>
        </message>
        <message>
            <source>Only the dealer buries: the other players never put jokers in the bottom.</source>
            <translation>Interra solo il mazziere: gli altri non mettono mai jolly nel fondo.</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Le prese</translation>
        </message>
        <message>
            <source>The dealer leads first. A lead is a single, a pair (棒子) or a triple (滚子) of identical cards; there are no straights and no throws. The others must follow with as many cards of the led suit as they can; trumps count as one suit.</source>
            <translation>Apre il mazziere. Si apre con una carta, una coppia (棒子) o un tris (滚子) di carte identiche; niente scale e niente giocate multiple. Gli altri devono rispondere con quante più carte possono del seme aperto; le briscole contano come un solo seme.</translation>
        </message>
        <message>
            <source>Live sticks (活棒) are played: any cards of the led suit will do, pairs and triples need not be matched.</source>
            <translation>Si gioca con coppie libere (活棒): vanno bene carte qualsiasi del seme aperto, coppie e tris non vanno per forza risposti con coppie e tris.</translation>
        </message>
        <message>
            <source>Dead sticks (死棒) are played: against a pair you must play a pair of the led suit if you hold one, against a triple a triple (or a pair and one more card).</source>
            <translation>Si gioca con coppie vincolate (死棒): contro una coppia devi rispondere con una coppia del seme aperto se ce l'hai, contro un tris con un tris (o una coppia più una carta).</translation>
        </message>
        <message>
            <source>The strongest play of the lead's shape in the led suit or in trumps wins; between equal cards the earlier play wins. The winner's team takes the points and leads next.</source>
            <translation>Vince la giocata più forte con la forma dell'apertura, nel seme aperto o in briscola; tra carte uguali vince chi ha giocato prima. La squadra vincitrice prende i punti e chi ha vinto apre la presa seguente.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Punteggio</translation>
        </message>
        <message>
            <source>Only the attackers' points count. If they win the last trick they dig the bottom (抠底): its points count twice. If the dealer's side wins it, they hold the bottom.</source>
            <translation>Contano solo i punti degli attaccanti. Se vincono l'ultima presa scavano il fondo (抠底): i suoi punti contano doppi. Se la vince la squadra del mazziere, il fondo è difeso.</translation>
        </message>
        <message>
            <source>Under 120 points and held: the dealer's side goes up one level and deals again. Under 120 but dug: nobody goes up. 120 or more: the attackers take over the deal, and go up only if they also dug the bottom.</source>
            <translation>Sotto 120 punti con il fondo difeso: la squadra del mazziere sale di un livello e distribuisce di nuovo. Sotto 120 ma fondo scavato: nessuno sale. 120 o più: gli attaccanti prendono il mazzo, e salgono solo se hanno anche scavato il fondo.</translation>
        </message>
        <message>
            <source>Jokers held or dug in the bottom add levels and blood: 2 for a big joker, 1 for a small one.</source>
            <translation>I jolly nel fondo, difesi o scavati, danno livelli e tributo: 2 per un jolly grande, 1 per uno piccolo.</translation>
        </message>
        <message>
            <source>Jokers in the bottom add blood only (2 for a big joker, 1 for a small one), never levels.</source>
            <translation>I jolly nel fondo danno solo tributo (2 per un jolly grande, 1 per uno piccolo), mai livelli.</translation>
        </message>
        <message>
            <source>When the dealer's side stays, the same player deals again.</source>
            <translation>Quando la squadra del mazziere resta, distribuisce di nuovo lo stesso giocatore.</translation>
        </message>
        <message>
            <source>When the dealer's side stays, the dealer's partner deals next.</source>
            <translation>Quando la squadra del mazziere resta, distribuisce il compagno del mazziere.</translation>
        </message>
        <message>
            <source>When the attackers take over, the player on the old dealer's right deals.</source>
            <translation>Quando gli attaccanti prendono il mazzo, distribuisce il giocatore alla destra del vecchio mazziere.</translation>
        </message>
        <message>
            <source>When the attackers take over, the player on the old dealer's left deals.</source>
            <translation>Quando gli attaccanti prendono il mazzo, distribuisce il giocatore alla sinistra del vecchio mazziere.</translation>
        </message>
        <message>
            <source>Must-play levels: {levels}. A team cannot pass one of them without winning a hand as dealer at that level.</source>
            <translation>Livelli obbligati: {levels}. Una squadra non può superarne uno senza vincere una mano da mazziere a quel livello.</translation>
        </message>
        <message>
            <source>A cycle ends when the dealer's side wins a hand at level 10, when the attackers score nothing or 300, or when three identical jokers are held or dug in the bottom.</source>
            <translation>Un giro finisce quando la squadra del mazziere vince una mano al livello 10, quando gli attaccanti fanno zero punti o 300, o quando tre jolly uguali nel fondo vengono difesi o scavati.</translation>
        </message>
        <message numerus="yes">
            <source>A match is %n cycle(s).</source>
            <translation>
                <numerusform>Una partita dura %n giro.</numerusform>
                <numerusform>Una partita dura %n giri.</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no limit of cycles: play on until you start a new match.</source>
            <translation>Nessun limite di giri: si continua finché non inizi una nuova partita.</translation>
        </message>
        <message>
            <source>Rules of Gunzi (打滚子)</source>
            <translation>Regole del Gunzi (打滚子)</translation>
        </message>
        <message>
            <source>This page follows the house rules chosen in Settings → House rules.</source>
            <translation>Questa pagina segue le regole della casa scelte in Impostazioni → Regole della casa.</translation>
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
            <source>Your side wins the match {mine}–{theirs}!</source>
            <translation>La tua squadra vince la partita {mine}–{theirs}!</translation>
        </message>
        <message>
            <source>The opponents win the match {theirs}–{mine}.</source>
            <translation>Gli avversari vincono la partita {theirs}–{mine}.</translation>
        </message>
        <message>
            <source>The match is drawn {mine}–{theirs}.</source>
            <translation>La partita finisce pari {mine}–{theirs}.</translation>
        </message>
        <message>
            <source>Match over</source>
            <translation>Partita finita</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>Nuova partita</translation>
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
            <source>{ai} · Level {level}</source>
            <translation>{ai} · Liv. {level}</translation>
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
        <message>
            <source>The six cards in the bottom (B)</source>
            <translation>Le sei carte del fondo (B)</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>Fondo</translation>
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
        <message>
            <source>Hard AI</source>
            <translation>IA difficile</translation>
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
        <name>GunziTrumpNote</name>
        <message>
            <source>{seat} showed the big joker; no suited card followed: the bottom makes {suit} trumps</source>
            <translation>{seat}: jolly grande mostrato, ma nessuna carta di seme dopo: il fondo fa briscola {suit}</translation>
        </message>
        <message>
            <source>{seat} showed the big joker; no suited card followed: the bottom's {card} makes {suit} trumps</source>
            <translation>{seat}: jolly grande mostrato, ma nessuna carta di seme dopo: {card} del fondo fa briscola {suit}</translation>
        </message>
        <message>
            <source>You showed the big joker: your next card, {card}, makes {suit} trumps</source>
            <translation>Hai mostrato il jolly grande: la tua carta successiva, {card}, fa briscola {suit}</translation>
        </message>
        <message>
            <source>{seat} showed the big joker: the next card dealt to them makes {suit} trumps</source>
            <translation>{seat}: jolly grande mostrato, la carta successiva ricevuta fa briscola {suit}</translation>
        </message>
        <message>
            <source>Named by your big joker and the bottom's {card}</source>
            <translation>Scelta dal tuo jolly grande e da {card} del fondo</translation>
        </message>
        <message>
            <source>Named by {seat}'s big joker and the bottom's {card}</source>
            <translation>Scelta dal jolly grande di {seat} e da {card} del fondo</translation>
        </message>
        <message>
            <source>Named by your big joker and {card}</source>
            <translation>Scelta dal tuo jolly grande e da {card}</translation>
        </message>
        <message>
            <source>Named by your big joker</source>
            <translation>Scelta dal tuo jolly grande</translation>
        </message>
        <message>
            <source>Named by {seat}'s big joker</source>
            <translation>Scelta dal jolly grande di {seat}</translation>
        </message>
    </context>
    <context>
        <name>HandOrderMenu</name>
        <message>
            <source>Ha&amp;nd order</source>
            <translation>Ordi&amp;ne delle carte in mano</translation>
        </message>
        <message>
            <source>Big cards on the &amp;left</source>
            <translation>Carte alte a &amp;sinistra</translation>
        </message>
        <message>
            <source>Big cards on the &amp;right</source>
            <translation>Carte alte a &amp;destra</translation>
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
        <name>History</name>
        <message>
            <source>Trick {n} · led by {seat}</source>
            <translation>Presa {n} · apre {seat}</translation>
        </message>
        <message>
            <source>Trick {n} · led by {seat} · won by {winner} · {points} pts</source>
            <translation>Presa {n} · apre {seat} · la prende {winner} · {points} punti</translation>
        </message>
        <message>
            <source>Round {n} · led by {seat}</source>
            <translation>Giro {n} · apre {seat}</translation>
        </message>
        <message>
            <source>Round {n} · led by {seat} · taken by {winner}</source>
            <translation>Giro {n} · apre {seat} · lo chiude {winner}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passo</translation>
        </message>
    </context>
    <context>
        <name>HistoryPane</name>
        <message>
            <source>Tricks of this hand</source>
            <translation>Prese di questa mano</translation>
        </message>
        <message>
            <source>Plays of this deal</source>
            <translation>Giocate di questa smazzata</translation>
        </message>
        <message>
            <source>Nothing has been played yet.</source>
            <extracomment>index card width at a 1280x800 table (``index_card``): the rank reads at a glance (whole faces 26 px wide were barely legible) called with each row built (its widget, its entry, the grid of its plays): the review's marks</extracomment>
            <translation>Non è ancora stato giocato niente.</translation>
        </message>
    </context>
    <context>
        <name>HouseRules</name>
        <message>
            <source>Playing the cards</source>
            <translation>Il gioco delle carte</translation>
        </message>
        <message>
            <source>Following pairs and triples</source>
            <translation>Rispondere a coppie e tris</translation>
        </message>
        <message>
            <source>You always follow the led suit. Live: that is all, so against a pair or a triple you may play any cards of the suit. Dead: against a pair you must play a pair of that suit if you hold one; against a triple, a triple, or else a pair and one more card. A triple is not a pair: you need not break it to answer a pair.</source>
            <translation>Si risponde sempre al seme di apertura. Libera: basta questo, quindi a una coppia o a un tris si risponde con carte qualsiasi del seme. Vincolata: a una coppia si risponde con una coppia di quel seme, se la si ha; a un tris con un tris, altrimenti con una coppia più una carta. Un tris non conta come coppia: non serve romperlo per rispondere a una coppia.</translation>
        </message>
        <message>
            <source>Live (活棒)</source>
            <translation>Libera (活棒)</translation>
        </message>
        <message>
            <source>Dead (死棒)</source>
            <translation>Vincolata (死棒)</translation>
        </message>
        <message>
            <source>Trump and the dealer</source>
            <translation>Briscola e mazziere</translation>
        </message>
        <message>
            <source>Fewest level cards to declare</source>
            <translation>Carte di livello minime per dichiarare</translation>
        </message>
        <message>
            <source>From the second hand on, trump is declared by showing identical level cards: more cards overcall fewer, and three identical jokers overcall them all. Is one level card enough?</source>
            <translation>Dalla seconda mano in poi la briscola si dichiara mostrando carte di livello uguali: più carte superano meno carte, e tre jolly uguali superano tutto. Basta una sola carta di livello?</translation>
        </message>
        <message>
            <source>One</source>
            <translation>Sì, ne basta una</translation>
        </message>
        <message>
            <source>Two (a pair)</source>
            <translation>No, almeno due (una coppia)</translation>
        </message>
        <message>
            <source>Declare with two or more</source>
            <translation>Dichiarazione con almeno due</translation>
        </message>
        <message>
            <source>Flipping for the first dealer</source>
            <translation>Carte girate per il primo mazziere</translation>
        </message>
        <message>
            <source>In a cycle's first hand, if nobody shows a big joker, each player flips a bottom card: the highest deals and its suit is trump (a joker is flipped again; on a tie the earlier flip wins). This sets how the flipped cards rank.</source>
            <translation>Nella prima mano di un giro, se nessuno mostra un jolly grande, ognuno gira una carta del fondo: la più alta fa mazziere e il suo seme diventa briscola (un jolly si rigira; a parità vince chi ha girato prima). Qui si sceglie come si confrontano le carte girate.</translation>
        </message>
        <message>
            <source>As in play at level 3: 3 &gt; 2 &gt; A &gt; K … &gt; 4</source>
            <translation>Come in gioco al livello 3: 3 &gt; 2 &gt; A &gt; K … &gt; 4</translation>
        </message>
        <message>
            <source>Ace high: A &gt; K &gt; … &gt; 3 &gt; 2</source>
            <translation>Asso alto: A &gt; K &gt; … &gt; 3 &gt; 2</translation>
        </message>
        <message>
            <source>Flip: ace high</source>
            <translation>Carte girate: asso alto</translation>
        </message>
        <message>
            <source>When the dealer's side keeps the deal</source>
            <translation>Se la squadra del mazziere tiene il mazzo</translation>
        </message>
        <message>
            <source>When the attackers stay under 120, the dealer's side deals again: either the same dealer (连庄), or his partner.</source>
            <translation>Se gli attaccanti restano sotto i 120, la squadra del mazziere distribuisce ancora: lo stesso mazziere (连庄) o il suo compagno.</translation>
        </message>
        <message>
            <source>The same dealer deals again (连庄)</source>
            <translation>Lo stesso mazziere (连庄)</translation>
        </message>
        <message>
            <source>The dealer's partner deals</source>
            <translation>Il compagno del mazziere</translation>
        </message>
        <message>
            <source>Partner deals on</source>
            <translation>Passa al compagno</translation>
        </message>
        <message>
            <source>When the attackers take over</source>
            <translation>Quando gli attaccanti prendono il mazzo</translation>
        </message>
        <message>
            <source>With 120 points or more the attackers take over the deal. The new dealer is the old dealer's 下家 (on his right, playing after him) or his 上家 (on his left, playing before him).</source>
            <translation>Con 120 punti o più gli attaccanti prendono il mazzo. Il nuovo mazziere è chi sta alla destra del vecchio mazziere (下家, gioca dopo di lui) o chi sta alla sua sinistra (上家, gioca prima di lui).</translation>
        </message>
        <message>
            <source>The old dealer's right-hand player (下家)</source>
            <translation>Chi sta alla destra del mazziere (下家)</translation>
        </message>
        <message>
            <source>The old dealer's left-hand player (上家)</source>
            <translation>Chi sta alla sinistra del mazziere (上家)</translation>
        </message>
        <message>
            <source>Left-hand player takes over</source>
            <translation>Il mazzo va a sinistra</translation>
        </message>
        <message>
            <source>Tribute (喝血)</source>
            <translation>Tributo (喝血)</translation>
        </message>
        <message>
            <source>Cards given back for tribute</source>
            <translation>Carte restituite per il tributo</translation>
        </message>
        <message>
            <source>When tribute is owed, the dealer's 上家 gives the dealer his highest cards, and the dealer gives back as many cards of his choice. May jokers be among the cards given back?</source>
            <translation>Quando c'è tributo, chi sta alla sinistra del mazziere (上家) gli dà le sue carte più alte, e il mazziere gliene restituisce altrettante a sua scelta. Tra le carte restituite possono esserci jolly?</translation>
        </message>
        <message>
            <source>Any cards</source>
            <translation>Carte qualsiasi</translation>
        </message>
        <message>
            <source>Any cards but jokers</source>
            <translation>Qualsiasi carta tranne i jolly</translation>
        </message>
        <message>
            <source>No jokers given back</source>
            <translation>Niente jolly restituiti</translation>
        </message>
        <message>
            <source>Riot (暴动)</source>
            <translation>Rivolta (暴动)</translation>
        </message>
        <message>
            <source>A player who owes tribute and holds three identical jokers may show them and pay nothing this hand. Against three small jokers, a dealer who shows three big jokers puts the riot down and the tribute is paid.</source>
            <translation>Chi deve il tributo e ha tre jolly uguali può mostrarli e non pagare in questa mano. Contro tre jolly piccoli, il mazziere che mostra tre jolly grandi sventa la rivolta e il tributo si paga.</translation>
        </message>
        <message>
            <source>Riots allowed</source>
            <translation>Rivolta consentita</translation>
        </message>
        <message>
            <source>Riots</source>
            <translation>Rivolta</translation>
        </message>
        <message>
            <source>The bottom (底牌)</source>
            <translation>Il fondo (底牌)</translation>
        </message>
        <message>
            <source>Dry pot (干锅)</source>
            <translation>Pentola secca (干锅)</translation>
        </message>
        <message>
            <source>If the revealed bottom has no card of the trump suit (level cards aside), or holds only trumps, the hand is a dry pot: the dealer does not exchange the bottom and nobody may bury jokers. With the second choice a joker or a 2 in the bottom also rules out the first case, so dry pots are rarer.</source>
            <translation>Se il fondo scoperto non ha carte del seme di briscola (carte di livello a parte), o ha solo briscole, è pentola secca: il mazziere non scambia il fondo e nessuno può interrare jolly. Con la seconda scelta basta un jolly o un 2 nel fondo per escludere il primo caso, e le pentole secche sono più rare.</translation>
        </message>
        <message>
            <source>No card of the trump suit</source>
            <translation>Nessuna carta del seme di briscola</translation>
        </message>
        <message>
            <source>No trump at all (jokers and 2s count)</source>
            <translation>Nessuna briscola (contano anche jolly e 2)</translation>
        </message>
        <message>
            <source>Dry pot: no trump at all</source>
            <translation>Pentola secca: nessuna briscola</translation>
        </message>
        <message>
            <source>Other players bury jokers (扣王)</source>
            <translation>Gli altri interrano jolly (扣王)</translation>
        </message>
        <message>
            <source>After the dealer's exchange, each other player in turn may bury jokers into the bottom and take back as many of its lowest cards (never points or jokers). When off, only the dealer buries.</source>
            <translation>Dopo lo scambio del mazziere, ogni altro giocatore a turno può interrare jolly nel fondo e riprenderne altrettante carte più basse (mai punti né jolly). Se disattivato, interra solo il mazziere.</translation>
        </message>
        <message>
            <source>The other players may bury jokers</source>
            <translation>Anche gli altri possono interrare jolly</translation>
        </message>
        <message>
            <source>Only the dealer buries</source>
            <translation>Interra solo il mazziere</translation>
        </message>
        <message>
            <source>Levels and scoring</source>
            <translation>Livelli e punteggio</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>Livelli</translation>
        </message>
        <message>
            <source>Per team: each side climbs from 3 to 10 on its own, and a hand is played at the dealer's side's level. Shared: the table has one level, and whichever side goes up raises it for everyone.</source>
            <translation>Per squadra: ogni squadra sale da 3 a 10 per conto suo, e la mano si gioca al livello della squadra del mazziere. Condiviso: il tavolo ha un solo livello, e qualunque squadra salga lo alza per tutti.</translation>
        </message>
        <message>
            <source>Each team has its own level</source>
            <translation>Ogni squadra ha il suo livello</translation>
        </message>
        <message>
            <source>One level for the whole table</source>
            <translation>Un solo livello per tutto il tavolo</translation>
        </message>
        <message>
            <source>Shared level</source>
            <translation>Livello condiviso</translation>
        </message>
        <message>
            <source>Must-play levels (必打)</source>
            <translation>Livelli obbligati (必打)</translation>
        </message>
        <message>
            <source>A must-play level cannot be skipped: a gain that would carry a team past it stops there, and the team gets beyond it only by winning a hand at that level as the dealer's side. 10 is always a must-play level. Usually 3 and 10 are; tick only 10 if 3 is just where a cycle starts.</source>
            <translation>Un livello obbligato non si salta: un avanzamento che lo supererebbe si ferma lì, e la squadra va oltre solo vincendo una mano a quel livello come squadra del mazziere. Il 10 è sempre obbligato. Di solito lo sono il 3 e il 10; segna solo il 10 se il 3 è soltanto il livello di partenza.</translation>
        </message>
        <message>
            <source>Levels for jokers in the bottom</source>
            <translation>Livelli per i jolly nel fondo</translation>
        </message>
        <message>
            <source>Jokers buried in the bottom earn tribute for the side they reward: 2 for each big joker, 1 for each small one. With levels on, that side also goes up as many extra levels.</source>
            <translation>I jolly interrati nel fondo danno tributo alla squadra che premiano: 2 per ogni jolly grande, 1 per ogni piccolo. Con i livelli attivi, quella squadra sale anche di altrettanti livelli in più.</translation>
        </message>
        <message>
            <source>Levels too: 2 per big joker, 1 per small</source>
            <translation>Anche livelli: 2 per jolly grande, 1 per piccolo</translation>
        </message>
        <message>
            <source>Tribute only, no extra levels</source>
            <translation>Solo tributo, nessun livello in più</translation>
        </message>
        <message>
            <source>No joker levels</source>
            <translation>Niente livelli dai jolly</translation>
        </message>
        <message>
            <source>Three jokers in the bottom</source>
            <translation>Tre jolly nel fondo</translation>
        </message>
        <message>
            <source>Three jokers in the final bottom end the cycle at once: the dealer's side wins it by holding the bottom with the attackers under 120, the attackers by digging it with 120 or more. Which three jokers count?</source>
            <translation>Tre jolly nel fondo finale chiudono subito il giro: lo vince la squadra del mazziere se difende il fondo con gli attaccanti sotto i 120, lo vincono gli attaccanti se lo scavano con 120 o più. Quali tre jolly contano?</translation>
        </message>
        <message>
            <source>Three identical jokers (3 big or 3 small)</source>
            <translation>Tre jolly uguali (3 grandi o 3 piccoli)</translation>
        </message>
        <message>
            <source>Any three jokers</source>
            <translation>Tre jolly qualsiasi</translation>
        </message>
        <message>
            <source>Full score</source>
            <translation>Punteggio pieno</translation>
        </message>
        <message>
            <source>Attackers with a full score win the cycle at once. Either their final score, a dug bottom counted twice, reaches 300, or they must take every one of the deck's 300 points.</source>
            <translation>Gli attaccanti che fanno il pieno vincono subito il giro. O basta che il punteggio finale, con il fondo scavato contato due volte, arrivi a 300, o devono prendere tutti i 300 punti del mazzo.</translation>
        </message>
        <message>
            <source>A final score of 300 or more</source>
            <translation>Punteggio finale di 300 o più</translation>
        </message>
        <message>
            <source>All 300 card points taken</source>
            <translation>Presi tutti i 300 punti delle carte</translation>
        </message>
        <message>
            <source>Full score: all 300 points</source>
            <translation>Pieno: tutti i 300 punti</translation>
        </message>
        <message>
            <source>The match</source>
            <translation>La partita</translation>
        </message>
        <message>
            <source>Cycles per match</source>
            <translation>Giri per partita</translation>
        </message>
        <message>
            <source>A cycle runs from level 3 until one side wins it, by getting past 10 or by a special ending. The match ends after this many cycles; with no limit you play on until you start a new match.</source>
            <translation>Un giro parte dal livello 3 e dura finché una squadra lo vince, superando il 10 o con un finale speciale. La partita finisce dopo questo numero di giri; senza limite si gioca finché non inizi una nuova partita.</translation>
        </message>
        <message>
            <source>Dou Dizhu, 3 and 4 players</source>
            <translation>Dou Dizhu, 3 e 4 giocatori</translation>
        </message>
        <message>
            <source>Show the kitty (底牌)</source>
            <translation>Monte scoperto (底牌)</translation>
        </message>
        <message>
            <source>The landlord takes the kitty: 3 cards, 8 with two decks. Shown: everyone sees them as he picks them up. Hidden: only the landlord knows them.</source>
            <translation>Il padrone prende il monte: 3 carte, 8 con due mazzi. Scoperto: tutti le vedono mentre le prende. Coperto: le conosce solo il padrone.</translation>
        </message>
        <message>
            <source>Turn the kitty face up for everyone</source>
            <translation>Il monte si scopre a tutti</translation>
        </message>
        <message>
            <source>Hidden kitty</source>
            <translation>Monte coperto</translation>
        </message>
        <message>
            <source>Spring (春天)</source>
            <translation>Primavera (春天)</translation>
        </message>
        <message>
            <source>Spring: the landlord wins and no peasant played a single card. Reverse spring: the peasants win and the landlord played only his opening lead. Either one doubles the stake.</source>
            <translation>Primavera: il padrone vince e nessun contadino ha giocato una carta. Primavera inversa: vincono i contadini e il padrone ha giocato solo la prima apertura. In entrambi i casi la posta raddoppia.</translation>
        </message>
        <message>
            <source>Spring doubles the stake</source>
            <translation>La primavera raddoppia la posta</translation>
        </message>
        <message>
            <source>Spring ×2</source>
            <translation>Primavera ×2</translation>
        </message>
        <message>
            <source>Multiplier cap (封顶)</source>
            <translation>Tetto al moltiplicatore (封顶)</translation>
        </message>
        <message>
            <source>Every bomb and rocket doubles the stake (with two decks only bombs of 6 or more cards do), and so does spring. A cap stops the multiplier there: the bid is multiplied by the cap at most.</source>
            <translation>Ogni bomba e ogni razzo raddoppiano la posta (con due mazzi solo le bombe di 6 o più carte), e così la primavera. Il tetto ferma lì il moltiplicatore: la chiamata si moltiplica al massimo per il tetto.</translation>
        </message>
        <message>
            <source>No cap</source>
            <translation>Nessun tetto</translation>
        </message>
        <message>
            <source>Call and grab (叫地主 / 抢地主), doubling, shown hands</source>
            <translation>Chiamata e rubata (叫地主 / 抢地主), raddoppi, mani scoperte</translation>
        </message>
        <message>
            <source>Choosing the landlord</source>
            <translation>Scelta del padrone</translation>
        </message>
        <message>
            <source>Bid points: each player bids 1, 2 or 3 and the highest bid is the base stake. Call and grab: a player calls the landlord (叫地主), then each other player who did not decline may grab it (抢地主), once each, and the caller has the last word. Every grab doubles the stake.</source>
            <translation>Chiamata a punti: ognuno chiama 1, 2 o 3 e la chiamata più alta è la posta di base. Chiamata e rubata: un giocatore chiama il padrone (叫地主), poi ogni altro giocatore che non ha rinunciato può rubarlo (抢地主), una volta ciascuno, e chi ha chiamato ha l'ultima parola. Ogni rubata raddoppia la posta.</translation>
        </message>
        <message>
            <source>Bid 1, 2 or 3 points (叫分)</source>
            <translation>Chiamata di 1, 2 o 3 punti (叫分)</translation>
        </message>
        <message>
            <source>Call and grab (叫地主 / 抢地主)</source>
            <translation>Chiamata e rubata (叫地主 / 抢地主)</translation>
        </message>
        <message>
            <source>Call and grab</source>
            <translation>Chiamata e rubata</translation>
        </message>
        <message>
            <source>Doubling (加倍)</source>
            <translation>Raddoppio (加倍)</translation>
        </message>
        <message>
            <source>Once the landlord has the kitty, each peasant and then the landlord may double. A peasant's double counts for his own payment only; the landlord's counts for every peasant's. Super doubling (超级加倍) multiplies by 4.</source>
            <translation>Preso il monte, ogni contadino e poi il padrone possono raddoppiare. Il raddoppio di un contadino vale solo per ciò che paga o incassa lui; quello del padrone vale per ogni contadino. Il super raddoppio (超级加倍) moltiplica per 4.</translation>
        </message>
        <message>
            <source>No doubling</source>
            <translation>Nessun raddoppio</translation>
        </message>
        <message>
            <source>Double (×2)</source>
            <translation>Raddoppio (×2)</translation>
        </message>
        <message>
            <source>Double (×2) or super double (×4)</source>
            <translation>Raddoppio (×2) o super raddoppio (×4)</translation>
        </message>
        <message>
            <source>Doubling</source>
            <translation>Raddoppi</translation>
        </message>
        <message>
            <source>Super doubling</source>
            <translation>Super raddoppi</translation>
        </message>
        <message>
            <source>Shown hand (明牌)</source>
            <translation>Mano scoperta (明牌)</translation>
        </message>
        <message>
            <source>Before the deal each player may start with the hand shown, face up for everyone: ×4. The landlord who has not shown may show his hand after taking the kitty: ×2. Several shows do not multiply: the largest counts.</source>
            <translation>Prima della distribuzione ognuno può scegliere di giocare a carte scoperte, viste da tutti: ×4. Il padrone che non ha scoperto la mano può farlo dopo aver preso il monte: ×2. Più mani scoperte non si moltiplicano: conta la più alta.</translation>
        </message>
        <message>
            <source>Players may show their hand</source>
            <translation>Si può giocare a carte scoperte</translation>
        </message>
        <message>
            <source>Shown hands</source>
            <translation>Mani scoperte</translation>
        </message>
        <message>
            <source>No limit</source>
            <extracomment>a changed rule's name is drawn in this colour, so a player sees at a glance what differs from the usual</extracomment>
            <translation>Senza limite</translation>
        </message>
        <message>
            <source>10 is always a must-play level.</source>
            <translation>Il 10 è sempre un livello obbligato.</translation>
        </message>
        <message>
            <source>Classic (经典)</source>
            <extracomment>the preset's name, to translate in the ``HouseRules`` context one sentence saying what it sets, to translate in the ``HouseRules`` context</extracomment>
            <translation>Classico (经典)</translation>
        </message>
        <message>
            <source>Bids of 1, 2 or 3 points, no doubling, no shown hands, no spring.</source>
            <translation>Dichiarazioni da 1, 2 o 3 punti, niente raddoppi, niente mani scoperte, niente primavera.</translation>
        </message>
        <message>
            <source>Happy (欢乐)</source>
            <translation>Allegro (欢乐)</translation>
        </message>
        <message>
            <source>Call and grab the landlord, double and super double, show the hand, spring doubles: the app rules most players know.</source>
            <translation>Chiamare e rubare il padrone, raddoppio e super raddoppio, mano scoperta, la primavera raddoppia: le regole delle app che quasi tutti conoscono.</translation>
        </message>
    </context>
    <context>
        <name>HouseRulesDialog</name>
        <message>
            <source>House rules</source>
            <translation>Regole della casa</translation>
        </message>
        <message>
            <source>Players do not all play by the same rules. Choose how your table plays; a rule you changed shows its name in colour. Changes apply from the next new match or session.</source>
            <translation>Non tutti giocano con le stesse regole. Scegli come si gioca al tuo tavolo: le regole cambiate hanno il nome colorato. Le modifiche valgono dalla prossima partita o sessione.</translation>
        </message>
        <message>
            <source>Dalian Gunzi</source>
            <translation>Gunzi di Dalian</translation>
        </message>
        <message>
            <source>Dou Dizhu</source>
            <translation>Dou Dizhu</translation>
        </message>
        <message>
            <source>Restore defaults</source>
            <translation>Ripristina predefinite</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
    </context>
    <context>
        <name>IndexCard</name>
        <message>
            <source>BJ</source>
            <extracomment>an index card's height over its width (shorter than a card: only the index is shown) how much of a card the next one leaves visible: the whole index</extracomment>
            <translation>JG</translation>
        </message>
        <message>
            <source>SJ</source>
            <translation>JP</translation>
        </message>
    </context>
    <context>
        <name>Keyboard</name>
        <message>
            <source>Playing without the mouse</source>
            <translation>Giocare senza mouse</translation>
        </message>
        <message>
            <source>Click the table once so it has the focus. In dialogs, Enter confirms and Esc cancels.</source>
            <translation>Fai clic una volta sul tavolo perché riceva i tasti. Nelle finestre di dialogo Invio conferma ed Esc annulla.</translation>
        </message>
        <message>
            <source>Move the focus along your hand</source>
            <extracomment>(keys, what they do) for the help page; the descriptions are translated in context "Keyboard"</extracomment>
            <translation>Sposta il cursore lungo la mano</translation>
        </message>
        <message>
            <source>Focus the first or the last card</source>
            <translation>Vai alla prima o all'ultima carta</translation>
        </message>
        <message>
            <source>Select or unselect the focused card</source>
            <translation>Seleziona o deseleziona la carta sotto il cursore</translation>
        </message>
        <message>
            <source>Select / unselect the focused card</source>
            <translation>Seleziona / deseleziona la carta sotto il cursore</translation>
        </message>
        <message>
            <source>Play the selected cards, or press the highlighted button</source>
            <translation>Gioca le carte selezionate, o premi il pulsante evidenziato</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passo</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Suggerimento</translation>
        </message>
        <message>
            <source>Bid 1, 2 or 3 points / no bid (Dou Dizhu); choose a declaration (Gunzi)</source>
            <translation>Dichiara 1, 2 o 3 punti / passa (Dou Dizhu); scegli una dichiarazione (Gunzi)</translation>
        </message>
        <message>
            <source>Call and grab (Dou Dizhu): yes / no to calling, grabbing or showing; double / super double</source>
            <translation>Chiamata e rubata (Dou Dizhu): sì / no a chiamare, rubare o scoprire la mano; raddoppio / super raddoppio</translation>
        </message>
        <message>
            <source>Peek at the last trick or round</source>
            <translation>Guarda l'ultima presa o l'ultimo giro</translation>
        </message>
        <message>
            <source>Look at the buried bottom (Gunzi, when you know it)</source>
            <translation>Guarda il fondo interrato (Gunzi, se lo conosci)</translation>
        </message>
        <message>
            <source>Show or hide the history of the hand</source>
            <translation>Mostra o nascondi la cronologia della mano</translation>
        </message>
        <message>
            <source>Auto-play (托管) on or off</source>
            <translation>Gioco automatico (托管) sì o no</translation>
        </message>
        <message>
            <source>Card counter on or off</source>
            <translation>Conta carte sì o no</translation>
        </message>
        <message>
            <source>Clear the selection, close a peek</source>
            <translation>Annulla la selezione, chiudi l'anteprima</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Scorciatoie da tastiera</translation>
        </message>
    </context>
    <context>
        <name>LastRoundPeek</name>
        <message>
            <source>No round has been finished yet.</source>
            <translation>Nessun giro è ancora finito.</translation>
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
        <name>LevelText</name>
        <message>
            <source>Easy</source>
            <extracomment>every level, weakest first no measured figure is this large (win rates are fractions, points per hand tens): anything beyond is damage</extracomment>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
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
            <translation>gunapp: Gunzi e Dou Dizhu</translation>
        </message>
        <message>
            <source>gunapp: card gallery</source>
            <translation>gunapp: galleria delle carte</translation>
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
            <source>Your settings file could not be opened ({error}), so gunapp started with the default settings. The file was left untouched, and changes you make now will not be saved until it can be opened.

File: {path}</source>
            <translation>Non è stato possibile aprire il file delle impostazioni ({error}): gunapp è partito con le impostazioni predefinite. Il file è stato lasciato com'era e le modifiche che fai ora non verranno salvate finché non si potrà aprire.

File: {path}</translation>
        </message>
        <message>
            <source>Some of your settings were not valid and went back to their defaults: {names}.

Your other settings were kept.</source>
            <translation>Alcune impostazioni non erano valide e sono tornate ai valori predefiniti: {names}.

Le altre impostazioni sono state conservate.</translation>
        </message>
        <message>
            <source>language</source>
            <translation>lingua</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>velocità delle animazioni</translation>
        </message>
        <message>
            <source>four-colour deck</source>
            <translation>mazzo a quattro colori</translation>
        </message>
        <message>
            <source>sound</source>
            <translation>audio</translation>
        </message>
        <message>
            <source>sound volume</source>
            <translation>volume</translation>
        </message>
        <message>
            <source>card counter</source>
            <translation>conta carte</translation>
        </message>
        <message>
            <source>playing forced moves at once</source>
            <translation>giocare subito le mosse obbligate</translation>
        </message>
        <message>
            <source>computer players' level</source>
            <translation>livello dei giocatori del computer</translation>
        </message>
        <message>
            <source>last game played</source>
            <translation>ultimo gioco giocato</translation>
        </message>
        <message>
            <source>window size and position</source>
            <translation>dimensioni e posizione della finestra</translation>
        </message>
        <message>
            <source>house rules</source>
            <translation>regole della casa</translation>
        </message>
        <message>
            <source>hand order</source>
            <translation>ordine delle carte in mano</translation>
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
            <extracomment>animation speed factors offered in the Settings menu (0 = no animation) the AI levels offered in the Settings menu (one setting for both games) sound volume steps offered in Settings → Sound (percent)</extracomment>
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
            <source>&amp;Open record…</source>
            <translation>&amp;Apri registrazione…</translation>
        </message>
        <message>
            <source>Play &amp;deal number…</source>
            <translation>Gioca smazzata &amp;numero…</translation>
        </message>
        <message>
            <source>Save record &amp;as…</source>
            <translation>Salva registrazione &amp;come…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistiche…</translation>
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
            <source>So&amp;und</source>
            <translation>S&amp;uono</translation>
        </message>
        <message>
            <source>&amp;Sound on</source>
            <translation>&amp;Suono attivo</translation>
        </message>
        <message>
            <source>Volume: quiet</source>
            <translation>Volume: basso</translation>
        </message>
        <message>
            <source>Volume: medium</source>
            <translation>Volume: medio</translation>
        </message>
        <message>
            <source>Volume: normal</source>
            <translation>Volume: normale</translation>
        </message>
        <message>
            <source>Volume: loud</source>
            <translation>Volume: alto</translation>
        </message>
        <message>
            <source>&amp;Four-colour cards</source>
            <translation>Carte a &amp;quattro colori</translation>
        </message>
        <message>
            <source>&amp;House rules…</source>
            <translation>Regole della &amp;casa…</translation>
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
        <name>Mouse</name>
        <message>
            <source>Choosing cards with the mouse</source>
            <translation>Scegliere le carte con il mouse</translation>
        </message>
        <message>
            <source>Click</source>
            <extracomment>(gesture, what it does) for Help → Keyboard shortcuts; translated in context "Mouse"</extracomment>
            <translation>Clic</translation>
        </message>
        <message>
            <source>Select a card (answering a pair, straight or airplane: the whole play that beats it)</source>
            <translation>Seleziona una carta (per rispondere a coppia, scala o aereo: tutta la giocata che la batte)</translation>
        </message>
        <message>
            <source>Double click</source>
            <translation>Doppio clic</translation>
        </message>
        <message>
            <source>The longest combination with that card</source>
            <translation>La combinazione più lunga con quella carta</translation>
        </message>
        <message>
            <source>Shift + click</source>
            <translation>Maiusc + clic</translation>
        </message>
        <message>
            <source>Select or unselect one card only</source>
            <translation>Seleziona o deseleziona solo quella carta</translation>
        </message>
        <message>
            <source>Drag across cards</source>
            <translation>Trascina sulle carte</translation>
        </message>
        <message>
            <source>Select (or unselect) every card you pass over</source>
            <translation>Seleziona (o deseleziona) ogni carta su cui passi</translation>
        </message>
        <message>
            <source>Right click, or click the table</source>
            <translation>Clic destro, o clic sul tavolo</translation>
        </message>
        <message>
            <source>Clear the selection</source>
            <translation>Annulla la selezione</translation>
        </message>
    </context>
    <context>
        <name>PresetBox</name>
        <message>
            <source>Rule set:</source>
            <translation>Regole:</translation>
        </message>
        <message>
            <source>A rule set chooses every house rule at once; change one rule and it becomes Custom.</source>
            <translation>Un insieme di regole le sceglie tutte in una volta; se ne cambi una diventa «Personalizzate».</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <extracomment>Qt's own strings its catalogues lack: Qt 6.11's file dialog gave "Look in:" and "Files of type:" an accelerator ("&amp;Look in:") and qtbase_it / qtbase_zh_CN.qm still translate only the old form, so the dialog came out half English. Marked here, our catalogue translates them (translations/src/i26p.json).</extracomment>
            <translation>&amp;Cerca in:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>File di &amp;tipo:</translation>
        </message>
    </context>
    <context>
        <name>RecentMatches</name>
        <message>
            <source>No finished match yet</source>
            <translation>Ancora nessuna partita finita</translation>
        </message>
        <message>
            <source>Recent matches (the last {n} are kept)</source>
            <translation>Partite recenti (si tengono le ultime {n})</translation>
        </message>
        <message>
            <source>Watch</source>
            <translation>Guarda</translation>
        </message>
        <message>
            <source>Open the match in the replay viewer</source>
            <translation>Apri la partita nel visore dei replay</translation>
        </message>
    </context>
    <context>
        <name>RecordErrorText</name>
        <message>
            <source>dealer</source>
            <translation>mazziere</translation>
        </message>
        <message>
            <source>first seat dealt</source>
            <translation>primo posto servito</translation>
        </message>
        <message>
            <source>deck</source>
            <translation>mazzo</translation>
        </message>
        <message>
            <source>seed</source>
            <translation>seme casuale</translation>
        </message>
        <message>
            <source>seats</source>
            <translation>posti</translation>
        </message>
        <message>
            <source>hands</source>
            <translation>mani</translation>
        </message>
        <message>
            <source>rule options</source>
            <translation>opzioni di regola</translation>
        </message>
        <message>
            <source>result</source>
            <translation>risultato</translation>
        </message>
        <message>
            <source>moves</source>
            <translation>mosse</translation>
        </message>
        <message>
            <source>cards dealt so far</source>
            <translation>carte già distribuite</translation>
        </message>
        <message>
            <source>combination</source>
            <translation>combinazione</translation>
        </message>
        <message>
            <source>cards</source>
            <translation>carte</translation>
        </message>
        <message>
            <source>card</source>
            <translation>carta</translation>
        </message>
        <message>
            <source>seat</source>
            <translation>posto</translation>
        </message>
        <message>
            <source>kind of move</source>
            <translation>tipo di mossa</translation>
        </message>
        <message>
            <source>marker position</source>
            <translation>posizione della carta scoperta</translation>
        </message>
        <message>
            <source>bid</source>
            <translation>chiamata</translation>
        </message>
        <message>
            <source>moment of the declaration</source>
            <translation>momento della dichiarazione</translation>
        </message>
        <message>
            <source>attackers' points</source>
            <translation>punti degli attaccanti</translation>
        </message>
        <message>
            <source>points won in tricks</source>
            <translation>punti presi nelle prese</translation>
        </message>
        <message>
            <source>bottom dug</source>
            <translation>fondo scavato</translation>
        </message>
        <message>
            <source>outcome</source>
            <translation>esito</translation>
        </message>
        <message>
            <source>levels</source>
            <translation>livelli</translation>
        </message>
        <message>
            <source>next dealer</source>
            <translation>prossimo mazziere</translation>
        </message>
        <message>
            <source>blood (tribute owed)</source>
            <translation>tributo dovuto</translation>
        </message>
        <message>
            <source>bottom cards</source>
            <translation>carte del fondo</translation>
        </message>
        <message>
            <source>points in the bottom</source>
            <translation>punti nel fondo</translation>
        </message>
        <message>
            <source>trump suit</source>
            <translation>seme di briscola</translation>
        </message>
        <message>
            <source>level played</source>
            <translation>livello giocato</translation>
        </message>
        <message>
            <source>dry pot</source>
            <translation>pentola secca</translation>
        </message>
        <message>
            <source>winner of the cycle</source>
            <translation>vincitore del giro</translation>
        </message>
        <message>
            <source>re-deal</source>
            <translation>nuova distribuzione</translation>
        </message>
        <message>
            <source>reason for the re-deal</source>
            <translation>motivo della nuova distribuzione</translation>
        </message>
        <message>
            <source>landlord</source>
            <translation>padrone</translation>
        </message>
        <message>
            <source>base bid</source>
            <translation>chiamata base</translation>
        </message>
        <message>
            <source>doublings</source>
            <translation>raddoppi</translation>
        </message>
        <message>
            <source>spring</source>
            <translation>primavera</translation>
        </message>
        <message>
            <source>multiplier</source>
            <translation>moltiplicatore</translation>
        </message>
        <message>
            <source>winner</source>
            <translation>vincitore</translation>
        </message>
        <message>
            <source>scores</source>
            <translation>punteggi</translation>
        </message>
        <message>
            <source>deal number</source>
            <translation>numero della smazzata</translation>
        </message>
        <message>
            <source>marker card</source>
            <translation>carta scoperta</translation>
        </message>
        <message>
            <source>seat dealt the marker</source>
            <translation>posto che ha ricevuto la carta scoperta</translation>
        </message>
        <message>
            <source>Hand {hand}, move {move}: </source>
            <translation>Mano {hand}, mossa {move}: </translation>
        </message>
        <message>
            <source>Hand {hand}: </source>
            <translation>Mano {hand}: </translation>
        </message>
        <message>
            <source>The file could not be read as a game record.</source>
            <translation>Non è stato possibile leggere il file come registrazione di una partita.</translation>
        </message>
        <message>
            <source>The file is not a game record: it is damaged or is not JSON text.</source>
            <translation>Il file non è una registrazione: è danneggiato o non è testo JSON.</translation>
        </message>
        <message>
            <source>The file is too large to be a game record.</source>
            <translation>Il file è troppo grande per essere la registrazione di una partita.</translation>
        </message>
        <message>
            <source>This is not an ordinary file (a folder, a device or a pipe), so it was not read.</source>
            <translation>Non è un file normale (è una cartella, un dispositivo o una pipe), quindi non è stato letto.</translation>
        </message>
        <message>
            <source>The file could not be opened ({detail}).</source>
            <translation>Impossibile aprire il file ({detail}).</translation>
        </message>
        <message>
            <source>The file is not a gunapp game record (format {format}).</source>
            <translation>Il file non è una registrazione di gunapp (formato {format}).</translation>
        </message>
        <message>
            <source>The record holds no hand to play.</source>
            <translation>La registrazione non contiene nessuna mano da giocare.</translation>
        </message>
        <message>
            <source>The record is of a game this version does not play ({game}).</source>
            <translation>La registrazione è di un gioco che questa versione non conosce ({game}).</translation>
        </message>
        <message>
            <source>The record lists {count} seats; this game has {expected}.</source>
            <translation>La registrazione elenca {count} posti; questo gioco ne ha {expected}.</translation>
        </message>
        <message>
            <source>there is something that is not a card in the {field}.</source>
            <translation>{field}: c'è qualcosa che non è una carta.</translation>
        </message>
        <message>
            <source>the deck is impossible: it has {count} cards, not every card exactly {copies} times.</source>
            <translation>il mazzo è impossibile: ha {count} carte, non ogni carta esattamente {copies} volte.</translation>
        </message>
        <message>
            <source>the {field} is seat {seat}, but there is no such seat.</source>
            <translation>{field}: il posto {seat} non esiste.</translation>
        </message>
        <message>
            <source>The rule option “{field}” has a value this version does not know.</source>
            <translation>L'opzione di regola «{field}» ha un valore che questa versione non conosce.</translation>
        </message>
        <message>
            <source>the kind of move “{type}” is unknown.</source>
            <translation>il tipo di mossa «{type}» è sconosciuto.</translation>
        </message>
        <message>
            <source>the rules do not allow this move. {reason}</source>
            <translation>le regole non permettono questa mossa. {reason}</translation>
        </message>
        <message>
            <source>the recorded {field} is seat {recorded}, but the deal makes it seat {replayed}.</source>
            <translation>{field}: nel file è il posto {recorded}, ma dalla distribuzione risulta il posto {replayed}.</translation>
        </message>
        <message>
            <source>the {field} is missing; the replay gives {replayed}.</source>
            <translation>{field}: manca; rigiocando la partita risulta {replayed}.</translation>
        </message>
        <message>
            <source>the record has a {field} ({recorded}) that the replay does not give.</source>
            <translation>{field}: il file riporta {recorded}, ma rigiocando la partita non risulta.</translation>
        </message>
        <message>
            <source>the recorded {field} is {recorded}, but the replay gives {replayed}.</source>
            <translation>{field}: nel file è {recorded}, ma rigiocando la partita risulta {replayed}.</translation>
        </message>
        <message>
            <source>the hand is played out but its result is missing.</source>
            <translation>la mano è finita ma manca il suo risultato.</translation>
        </message>
        <message>
            <source>the recorded moves do not finish the hand, yet a result or another hand follows.</source>
            <translation>le mosse registrate non finiscono la mano, eppure seguono un risultato o un'altra mano.</translation>
        </message>
        <message>
            <source>the match was already over before this hand.</source>
            <translation>la partita era già finita prima di questa mano.</translation>
        </message>
        <message>
            <source>the {field} is missing or not what a record holds there.</source>
            <translation>{field}: manca, o non è ciò che una registrazione contiene lì.</translation>
        </message>
        <message>
            <source>The record is damaged: {detail}</source>
            <translation>La registrazione è danneggiata: {detail}</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <source>Previous hand</source>
            <extracomment>what Play from here does with (level, seat or None): the viewer's own by default; the replay window of "Replay this hand" plays on on the main table instead (``hand_dialog``)</extracomment>
            <translation>Mano precedente</translation>
        </message>
        <message>
            <source>Previous trick</source>
            <translation>Presa precedente</translation>
        </message>
        <message>
            <source>One step back</source>
            <translation>Un passo indietro</translation>
        </message>
        <message>
            <source>Play / pause</source>
            <translation>Riproduci / pausa</translation>
        </message>
        <message>
            <source>One step forward</source>
            <translation>Un passo avanti</translation>
        </message>
        <message>
            <source>Next trick</source>
            <translation>Presa successiva</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>Mano successiva</translation>
        </message>
        <message>
            <source>Fold the replay controls</source>
            <translation>Chiudi i comandi del replay</translation>
        </message>
        <message>
            <source>Replay speed</source>
            <translation>Velocità del replay</translation>
        </message>
        <message>
            <source>Jump to a hand</source>
            <translation>Vai a una mano</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>Gioca da qui</translation>
        </message>
        <message>
            <source>Take the bottom seat at this point and play on against the computer; the arrow offers the other seats</source>
            <translation>Prendi il posto in basso da questo punto e continua contro il computer; con la freccia scegli un altro posto</translation>
        </message>
        <message>
            <source>Whose cards are shown</source>
            <translation>Di chi si vedono le carte</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>Mano {n}</translation>
        </message>
        <message>
            <source>Play on in seat: {seat}</source>
            <translation>Continua al posto: {seat}</translation>
        </message>
        <message>
            <source>All hands face up</source>
            <translation>Tutte le mani scoperte</translation>
        </message>
        <message>
            <source>View of {seat}</source>
            <translation>Visuale: {seat}</translation>
        </message>
        <message>
            <source>Step {k} of {n}</source>
            <translation>Passo {k} di {n}</translation>
        </message>
    </context>
    <context>
        <name>ReplayEntry</name>
        <message>
            <source>Play deal number</source>
            <translation>Gioca una smazzata numerata</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Gioco:</translation>
        </message>
        <message>
            <source>Deal number:</source>
            <translation>Numero della smazzata:</translation>
        </message>
    </context>
    <context>
        <name>ReplayHand</name>
        <message>
            <source>Replay this hand</source>
            <translation>Rivedi questa mano</translation>
        </message>
        <message>
            <source>Watch the hand just played, step by step</source>
            <translation>Rivedi passo per passo la mano appena giocata</translation>
        </message>
        <message>
            <source>Replay of hand {n}</source>
            <translation>Replay della mano {n}</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>This game cannot be analysed yet.</source>
            <extracomment>the seed of every review the app makes: the command line's default, so ``python -m gunapp.review`` gives the figures the player saw the review running: its seat, its hand once known</extracomment>
            <translation>Questo gioco non si può ancora analizzare.</translation>
        </message>
        <message>
            <source>The hand could not be analysed: its record does not read back as it was played.</source>
            <translation>Impossibile analizzare la mano: la sua registrazione non corrisponde a come è stata giocata.</translation>
        </message>
        <message>
            <source>The hand could not be analysed (an error in the app).</source>
            <translation>Impossibile analizzare la mano (un errore del programma).</translation>
        </message>
        <message>
            <source>Cancel analysis</source>
            <translation>Annulla l'analisi</translation>
        </message>
        <message>
            <source>Analyse</source>
            <translation>Analizza</translation>
        </message>
        <message>
            <source>Let the engine weigh every decision of this seat in this hand; the arrow chooses the seat</source>
            <translation>Fai valutare al computer ogni scelta di questo posto in questa mano; la freccia sceglie il posto</translation>
        </message>
        <message>
            <source>Analyse: {seat}</source>
            <translation>Analizza: {seat}</translation>
        </message>
        <message>
            <source>Let the engine weigh each of your decisions in this hand and show what they cost</source>
            <translation>Fai valutare al computer ogni tua scelta di questa mano e scopri quanto è costata</translation>
        </message>
        <message>
            <source>Analysing…</source>
            <translation>Analisi in corso…</translation>
        </message>
        <message>
            <source>Analysed</source>
            <translation>Analizzata</translation>
        </message>
        <message>
            <source>Analysing the decisions: the first results come in as they are ready.</source>
            <translation>Analisi delle scelte in corso: i primi risultati compaiono appena sono pronti.</translation>
        </message>
        <message>
            <source>No decision to weigh in this hand: every move was forced.</source>
            <translation>In questa mano non c'è nessuna scelta da valutare: ogni mossa era obbligata.</translation>
        </message>
        <message>
            <source>No costly decision: every move was as good as the best the engine found.</source>
            <translation>Nessuna scelta costosa: ogni mossa valeva quanto la migliore trovata dal computer.</translation>
        </message>
        <message>
            <source>Key moments: {seat}</source>
            <translation>Momenti chiave: {seat}</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Giocata</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Migliore</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Altra</translation>
        </message>
        <message>
            <source>±{spread}: 95% sure the true average lies within</source>
            <translation>±{spread}: con il 95% di certezza la media vera è in questo intervallo</translation>
        </message>
        <message>
            <source>the file is read-only</source>
            <translation>il file è in sola lettura</translation>
        </message>
        <message>
            <source>The analysis is shown here, but it could not be kept in the record's file: {reason}. The file is left as it was.</source>
            <translation>L'analisi è mostrata qui, ma non è stato possibile salvarla nel file della registrazione: {reason}. Il file è rimasto com'era.</translation>
        </message>
    </context>
    <context>
        <name>ReviewWords</name>
        <message>
            <source>attackers {points}</source>
            <translation>attaccanti {points}</translation>
        </message>
        <message>
            <source>{value} pts</source>
            <translation>{value} punti</translation>
        </message>
        <message>
            <source>{chance} to win</source>
            <translation>{chance} di vittoria</translation>
        </message>
        <message numerus="yes">
            <source>%Ln pt(s)</source>
            <translation>
                <numerusform>%Ln punto</numerusform>
                <numerusform>%Ln punti</numerusform>
            </translation>
        </message>
        <message>
            <source>best move</source>
            <translation>mossa migliore</translation>
        </message>
        <message numerus="yes">
            <source>costs %Ln pt(s)</source>
            <translation>
                <numerusform>costa %Ln punto</numerusform>
                <numerusform>costa %Ln punti</numerusform>
            </translation>
        </message>
        <message>
            <source>costs {amount} pts</source>
            <translation>costa {amount} punti</translation>
        </message>
        <message>
            <source>big joker</source>
            <translation>jolly grande</translation>
        </message>
        <message>
            <source>small joker</source>
            <translation>jolly piccolo</translation>
        </message>
        <message>
            <source>not bidding</source>
            <translation>non chiamare</translation>
        </message>
        <message>
            <source>not declaring</source>
            <comment>declaration</comment>
            <translation>non aver dichiarato</translation>
        </message>
        <message>
            <source>not showing the big joker</source>
            <translation>non aver mostrato il jolly grande</translation>
        </message>
        <message>
            <source>passing</source>
            <translation>passare</translation>
        </message>
        <message>
            <source>bidding {n}</source>
            <translation>chiamare {n}</translation>
        </message>
        <message>
            <source>burying {cards}</source>
            <translation>interrare {cards}</translation>
        </message>
        <message>
            <source>returning {cards}</source>
            <translation>restituire {cards}</translation>
        </message>
        <message>
            <source>giving {cards}</source>
            <translation>aver dato {cards}</translation>
        </message>
        <message>
            <source>rioting with {cards}</source>
            <translation>aver fatto la rivolta con {cards}</translation>
        </message>
        <message>
            <source>another choice</source>
            <translation>un'altra scelta</translation>
        </message>
        <message>
            <source>showing the big joker</source>
            <translation>aver mostrato il jolly grande</translation>
        </message>
        <message>
            <source>declaring trump with {cards}</source>
            <translation>aver dichiarato la briscola con {cards}</translation>
        </message>
        <message>
            <source>overcalling with {cards}</source>
            <translation>aver controdichiarato con {cards}</translation>
        </message>
        <message>
            <source>reinforcing with {cards}</source>
            <translation>aver rafforzato la dichiarazione con {cards}</translation>
        </message>
        <message>
            <source>{move}, naming {suit} trumps</source>
            <translation>{move}, con briscola {suit}</translation>
        </message>
        <message>
            <source>big joker</source>
            <comment>declaration</comment>
            <translation>jolly grande</translation>
        </message>
        <message>
            <source>declare</source>
            <comment>declaration</comment>
            <translation>dichiarazione</translation>
        </message>
        <message>
            <source>overcall</source>
            <comment>declaration</comment>
            <translation>controdichiarazione</translation>
        </message>
        <message>
            <source>reinforce</source>
            <comment>declaration</comment>
            <translation>rinforzo</translation>
        </message>
        <message>
            <source>riot</source>
            <comment>tribute</comment>
            <translation>rivolta</translation>
        </message>
        <message>
            <source>{word}, {suit} trumps</source>
            <translation>{word}, briscola {suit}</translation>
        </message>
        <message>
            <source>calling the landlord</source>
            <translation>chiamare il padrone</translation>
        </message>
        <message>
            <source>not calling</source>
            <translation>non chiamare</translation>
        </message>
        <message>
            <source>grabbing the landlord</source>
            <translation>rubare il padrone</translation>
        </message>
        <message>
            <source>not grabbing</source>
            <translation>non rubare</translation>
        </message>
        <message>
            <source>not doubling</source>
            <translation>non raddoppiare</translation>
        </message>
        <message>
            <source>doubling</source>
            <translation>raddoppiare</translation>
        </message>
        <message>
            <source>super doubling</source>
            <translation>fare il super raddoppio</translation>
        </message>
        <message>
            <source>starting with the hand shown</source>
            <translation>giocare a carte scoperte dall'inizio</translation>
        </message>
        <message>
            <source>showing the hand</source>
            <translation>scoprire la mano</translation>
        </message>
        <message>
            <source>not showing</source>
            <translation>non scoprire</translation>
        </message>
        <message>
            <source>leading {cards}</source>
            <translation>l'apertura con {cards}</translation>
        </message>
        <message>
            <source>playing {cards}</source>
            <translation>la giocata {cards}</translation>
        </message>
        <message>
            <source>Trick {n}</source>
            <translation>Presa {n}</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Giro {n}</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Chiamata</translation>
        </message>
        <message>
            <source>Declaring trumps</source>
            <translation>Dichiarazione</translation>
        </message>
        <message>
            <source>Showing the big joker</source>
            <translation>Mostrare il jolly grande</translation>
        </message>
        <message>
            <source>Burying the bottom</source>
            <translation>Scarto nel fondo</translation>
        </message>
        <message>
            <source>Burying the jokers</source>
            <translation>Interrare i jolly</translation>
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
            <source>Calling the landlord</source>
            <translation>Chiamata del padrone</translation>
        </message>
        <message>
            <source>Grabbing the landlord</source>
            <translation>Presa del padrone</translation>
        </message>
        <message>
            <source>Doubling</source>
            <translation>Raddoppio</translation>
        </message>
        <message>
            <source>Showing the hand</source>
            <translation>Carte scoperte</translation>
        </message>
        <message>
            <source>Showing the hand before the deal</source>
            <translation>Carte scoperte prima della distribuzione</translation>
        </message>
        <message>
            <source>Decision {n}</source>
            <translation>Scelta {n}</translation>
        </message>
        <message>
            <source>{where}: {made} was the best move</source>
            <translation>{where}: {made} era la scelta migliore</translation>
        </message>
        <message>
            <source>{where}: after {made} the attackers scored {a} on average; {alt} would have held them to {b}</source>
            <translation>{where}: dopo {made} gli attaccanti hanno fatto in media {a} punti; meglio {alt}, che li avrebbe fermati a {b}</translation>
        </message>
        <message>
            <source>{where}: after {made} the attackers scored {a} on average; {alt} would have brought them {b}</source>
            <translation>{where}: dopo {made} gli attaccanti hanno fatto in media {a} punti; meglio {alt}, che ne avrebbe portati {b}</translation>
        </message>
        <message>
            <source>{where}: {made} came to {a} points on average; {alt} would have made it {b}</source>
            <translation>{where}: {made} ha reso in media {a} punti; meglio {alt}, che avrebbe reso {b}</translation>
        </message>
        <message>
            <source>(chance to win {a} → {b})</source>
            <translation>(probabilità di vittoria {a} → {b})</translation>
        </message>
        <message>
            <source>(not counting what the open hand tells the others)</source>
            <translation>(senza contare quello che la mano scoperta rivela agli altri)</translation>
        </message>
        <message numerus="yes">
            <source>{where}: {made} cost about %Ln point(s) on average; {alt} was better</source>
            <translation>
                <numerusform>{where}: {made} costa in media circa %Ln punto; meglio {alt}</numerusform>
                <numerusform>{where}: {made} costa in media circa %Ln punti; meglio {alt}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesPageDialog</name>
        <message>
            <source>Rules of Gunzi</source>
            <translation>Regole del Gunzi</translation>
        </message>
        <message>
            <source>Rules of Dou Dizhu</source>
            <translation>Regole del Dou Dizhu</translation>
        </message>
    </context>
    <context>
        <name>RulesText</name>
        <message>
            <source>No limit</source>
            <extracomment>the preset box's entry for values that match no preset</extracomment>
            <translation>Senza limite</translation>
        </message>
        <message numerus="yes">
            <source>%n cycle(s)</source>
            <translation>
                <numerusform>%n giro</numerusform>
                <numerusform>%n giri</numerusform>
            </translation>
        </message>
        <message>
            <source>On</source>
            <translation>Sì</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>No</translation>
        </message>
        <message>
            <source>Must-play levels {levels}</source>
            <translation>Livelli obbligati {levels}</translation>
        </message>
        <message numerus="yes">
            <source>Match of %n cycle(s)</source>
            <translation>
                <numerusform>Partita di %n giro</numerusform>
                <numerusform>Partita di %n giri</numerusform>
            </translation>
        </message>
        <message>
            <source>Multiplier cap ×{n}</source>
            <translation>Tetto ×{n}</translation>
        </message>
        <message>
            <source>No multiplier cap</source>
            <translation>Nessun tetto</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personalizzate</translation>
        </message>
        <message>
            <source>Standard rules: no house rules changed.</source>
            <translation>Regole standard: nessuna regola cambiata.</translation>
        </message>
        <message>
            <source>House rules in force:</source>
            <translation>Regole della casa in vigore:</translation>
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
            <translation>Statistiche azzerate</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <source>You have a {game} match in progress. Start a new game and give it up?

(Choose No to keep it: you can continue it from the start page.)</source>
            <translation>Hai una partita di {game} in corso. Iniziare una nuova partita e abbandonarla?

(Scegli No per tenerla: potrai continuarla dalla pagina iniziale.)</translation>
        </message>
        <message>
            <source>Save record</source>
            <translation>Salva registrazione</translation>
        </message>
        <message>
            <source>There is no match on the table to save.</source>
            <translation>Non c'è nessuna partita sul tavolo da salvare.</translation>
        </message>
        <message>
            <source>The record could not be written:
{error}</source>
            <translation>Impossibile scrivere la registrazione:
{error}</translation>
        </message>
        <message>
            <source>Open record</source>
            <translation>Apri registrazione</translation>
        </message>
        <message>
            <source>This file is not a game record gunapp can play:
{error}</source>
            <translation>Questo file non è una registrazione che gunapp può giocare:
{error}</translation>
        </message>
        <message>
            <source>Play deal number</source>
            <translation>Gioca una smazzata numerata</translation>
        </message>
        <message>
            <source>There is no deal number {number}: deal numbers go from 0 to {max}.</source>
            <translation>Non esiste la smazzata numero {number}: i numeri vanno da 0 a {max}.</translation>
        </message>
        <message>
            <source>Your saved {game} match could not be read and cannot be continued.

Reason: {error}</source>
            <translation>Non è stato possibile leggere la partita salvata di {game}: non si può continuare.

Motivo: {error}</translation>
        </message>
        <message>
            <source>Your saved {game} match was damaged, so the copy saved just before it was restored (the last move may be missing).

The damaged file was kept as:
{path}</source>
            <translation>La partita salvata di {game} era danneggiata: è stata ripristinata la copia salvata poco prima (l'ultima mossa potrebbe mancare).

Il file danneggiato è stato conservato come:
{path}</translation>
        </message>
        <message>
            <source>Your saved {game} match does not follow the rules of this version and cannot be continued. It was set aside as:
{path}</source>
            <translation>La partita salvata di {game} non segue le regole di questa versione e non si può continuare. È stata messa da parte come:
{path}</translation>
        </message>
        <message>
            <source>Your saved {game} match could not be read and cannot be continued.

The damaged file was kept as:
{path}</source>
            <translation>Non è stato possibile leggere la partita salvata di {game}: non si può continuare.

Il file danneggiato è stato conservato come:
{path}</translation>
        </message>
        <message>
            <source>Your statistics file could not be opened ({error}). It was left untouched; until it can be opened, the games you play now are not counted.

File: {path}</source>
            <translation>Non è stato possibile aprire il file delle statistiche ({error}). Il file è stato lasciato com'era; finché non si potrà aprire, le partite che giochi ora non vengono contate.

File: {path}</translation>
        </message>
        <message>
            <source>Part of your statistics file was damaged: the statistics of {games} start again from zero. The other games keep theirs.</source>
            <translation>Una parte del file delle statistiche era danneggiata: le statistiche di {games} ripartono da zero. Gli altri giochi conservano le loro.</translation>
        </message>
        <message>
            <source>Recent matches</source>
            <translation>Partite recenti</translation>
        </message>
        <message>
            <source>The match you just finished could not be kept for Statistics → Recent matches ({error}). Your statistics still count it.</source>
            <translation>La partita appena finita non si è potuta conservare in Statistiche → Partite recenti ({error}). Le tue statistiche la contano comunque.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiche</translation>
        </message>
        <message>
            <source>Your statistics could not be saved ({error}). They are still counted while gunapp is open and are written as soon as the disk allows it.</source>
            <translation>Non è stato possibile salvare le statistiche ({error}). Continuano a essere contate finché gunapp resta aperto e verranno salvate appena il disco lo permette.</translation>
        </message>
        <message>
            <source>the file is damaged</source>
            <translation>il file è danneggiato</translation>
        </message>
        <message>
            <source>the file is too large</source>
            <translation>il file è troppo grande</translation>
        </message>
        <message>
            <source>a file has taken the folder's name</source>
            <translation>un file ha preso il nome della cartella</translation>
        </message>
        <message>
            <source>a link there points back to itself</source>
            <translation>lì c'è un collegamento che rimanda a se stesso</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>è una cartella, non un file</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <translation>non esiste</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>non è un file normale</translation>
        </message>
        <message>
            <source>its name is too long</source>
            <translation>il nome è troppo lungo</translation>
        </message>
        <message>
            <source>the disk could not be read or written</source>
            <translation>non è stato possibile leggere o scrivere sul disco</translation>
        </message>
        <message>
            <source>the system refused it (error {code})</source>
            <translation>il sistema l'ha rifiutato (errore {code})</translation>
        </message>
        <message>
            <source>the system refused it</source>
            <translation>il sistema l'ha rifiutato</translation>
        </message>
        <message>
            <source>gunapp is not allowed to write there</source>
            <translation>gunapp non ha il permesso di scrivere lì</translation>
        </message>
        <message>
            <source>Saved matches</source>
            <translation>Partite salvate</translation>
        </message>
        <message>
            <source>gunapp cannot use the folder for saved matches, so the matches you play now will not be saved.

Folder: {path}
Reason: {error}</source>
            <translation>gunapp non può usare la cartella delle partite salvate: le partite che giochi ora non verranno salvate.

Cartella: {path}
Motivo: {error}</translation>
        </message>
        <message>
            <source>, </source>
            <comment>list separator</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>Your {game} match could not be saved ({error}). You can keep playing, but if gunapp closes now the last moves will be lost. The last good save is kept.</source>
            <translation>Non è stato possibile salvare la partita di {game} ({error}). Puoi continuare a giocare, ma se gunapp si chiude adesso le ultime mosse andranno perse. L'ultimo salvataggio riuscito resta conservato.</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>il disco è pieno</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>il disco è in sola lettura</translation>
        </message>
        <message>
            <source>Saved match</source>
            <translation>Partita salvata</translation>
        </message>
        <message>
            <source>Game records ({patterns})</source>
            <translation>Registrazioni di partite ({patterns})</translation>
        </message>
        <message>
            <source>Your statistics file could not be read, so the statistics start again from zero.

The damaged file was kept as:
{path}</source>
            <translation>Non è stato possibile leggere il file delle statistiche: le statistiche ripartono da zero.

Il file danneggiato è stato conservato come:
{path}</translation>
        </message>
    </context>
    <context>
        <name>SetupPanel</name>
        <message>
            <source>House rules: {rules}</source>
            <translation>Regole della casa: {rules}</translation>
        </message>
        <message>
            <source>House rules: standard</source>
            <translation>Regole della casa: standard</translation>
        </message>
        <message>
            <source>New Gunzi match</source>
            <translation>Nuova partita a Gunzi</translation>
        </message>
        <message>
            <source>{seat}: AI level</source>
            <translation>{seat}: livello del computer</translation>
        </message>
        <message>
            <source>{level}: {strength}</source>
            <translation>{level}: {strength}</translation>
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
        <message>
            <source>House rules…</source>
            <translation>Regole della casa…</translation>
        </message>
    </context>
    <context>
        <name>StakePanel</name>
        <message>
            <source>House rules: {rules}</source>
            <translation>Regole: {rules}</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>Coming soon</source>
            <extracomment>where a line may break in Chinese: after a punctuation mark, never inside a phrase (Qt's word wrap breaks Chinese between any two characters: "对 / 门", "三副 / 牌")</extracomment>
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
        <name>StatsDialog</name>
        <message>
            <source>Hands played</source>
            <translation>Mani giocate</translation>
        </message>
        <message>
            <source>Hands won</source>
            <translation>Mani vinte</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Percentuale di vittorie</translation>
        </message>
        <message>
            <source>Cycles won</source>
            <translation>Giri vinti</translation>
        </message>
        <message>
            <source>Deals played</source>
            <translation>Mani giocate</translation>
        </message>
        <message>
            <source>Deals won</source>
            <translation>Mani vinte</translation>
        </message>
        <message>
            <source>Sessions won</source>
            <translation>Partite vinte</translation>
        </message>
        <message>
            <source>Best session score, classic rules</source>
            <translation>Miglior punteggio (regole classiche)</translation>
        </message>
        <message>
            <source>Call and grab (欢乐)</source>
            <translation>Chiamata e rubata (欢乐)</translation>
        </message>
        <message>
            <source>As landlord, won / lost</source>
            <translation>Da padrone, vinte / perse</translation>
        </message>
        <message>
            <source>Grabs made</source>
            <translation>Rubate fatte</translation>
        </message>
        <message>
            <source>Deals doubled</source>
            <translation>Mani raddoppiate</translation>
        </message>
        <message>
            <source>Points from doubled deals</source>
            <translation>Punti delle mani raddoppiate</translation>
        </message>
        <message>
            <source>Hands shown</source>
            <translation>Mani scoperte</translation>
        </message>
        <message>
            <source>Biggest multiplier</source>
            <translation>Moltiplicatore più alto</translation>
        </message>
        <message>
            <source>Average stake per deal</source>
            <translation>Posta media per mano</translation>
        </message>
        <message>
            <source>Best session score</source>
            <translation>Miglior punteggio in una partita</translation>
        </message>
        <message>
            <source>{n} ({won} won)</source>
            <translation>{n} (vinte: {won})</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Azzera le statistiche</translation>
        </message>
        <message>
            <source>Set every count of every game back to zero? This cannot be undone.</source>
            <translation>Riportare a zero tutti i conteggi di tutti i giochi? Non si potrà annullare.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiche</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>Azzera…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
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
            <translation>Briscola da dichiarare  ·  livello {level}</translation>
        </message>
        <message>
            <source>dry pot</source>
            <translation>pentola secca</translation>
        </message>
        <message>
            <source>Us {mine}  ·  Them {theirs}</source>
            <translation>Noi {mine}  ·  Loro {theirs}</translation>
        </message>
        <message>
            <source>{points} / 120</source>
            <translation>{points} / 120</translation>
        </message>
        <message>
            <source>House rules: {rules}</source>
            <translation>Regole: {rules}</translation>
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
