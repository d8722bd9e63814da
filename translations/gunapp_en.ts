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
</TS>
