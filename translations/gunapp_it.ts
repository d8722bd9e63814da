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
</TS>
