<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About gunapp</source>
            <translation>关于 gunapp</translation>
        </message>
        <message>
            <source>Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}</source>
            <translation>版本 {version} · Qt {qt} · PySide6 {pyside} · Python {python}</translation>
        </message>
        <message>
            <source>Dalian Gunzi (打滚子) and Dou Dizhu (斗地主) against computer opponents.</source>
            <translation>和电脑对手玩大连打滚子和斗地主。</translation>
        </message>
        <message>
            <source>The cards, the table and the opponents are made by the gunapp project.</source>
            <translation>牌面、牌桌和电脑对手均由 gunapp 项目自行制作。</translation>
        </message>
    </context>
    <context>
        <name>CardGallery</name>
        <message>
            <source>Card gallery: 54 faces and the back</source>
            <translation>牌面图鉴：54 张牌面和牌背</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>gunapp: unexpected error</source>
            <translation>gunapp：意外错误</translation>
        </message>
        <message>
            <source>Something went wrong inside gunapp. If the table looks wrong now, please restart it.</source>
            <translation>gunapp 内部出错了。如果牌桌现在显示不正常，请重新启动游戏。</translation>
        </message>
        <message>
            <source>The details were written to this file; please attach it to a bug report:
{path}</source>
            <translation>详细信息已写入以下文件，反馈问题时请附上此文件：
{path}</translation>
        </message>
        <message>
            <source>Open log folder</source>
            <translation>打开日志文件夹</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Gunzi</source>
            <extracomment>faces shown on the start-page tile</extracomment>
            <translation>打滚子</translation>
        </message>
        <message>
            <source>Dalian's team game: 4 players, 3 decks, partners sit opposite</source>
            <translation>大连的对家搭档玩法：四人、三副牌，对门是队友</translation>
        </message>
        <message>
            <source>Dou Dizhu, 3 players</source>
            <translation>斗地主（三人）</translation>
        </message>
        <message>
            <source>One deck: the landlord against two peasants</source>
            <translation>一副牌：地主对两个农民</translation>
        </message>
        <message>
            <source>Dou Dizhu, 4 players</source>
            <translation>斗地主（四人）</translation>
        </message>
        <message>
            <source>Two decks: the landlord against three peasants</source>
            <translation>两副牌：地主对三个农民</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>gunapp: Gunzi and Dou Dizhu</source>
            <translation>gunapp：打滚子与斗地主</translation>
        </message>
        <message>
            <source>gunapp: card gallery</source>
            <translation>gunapp：牌面图鉴</translation>
        </message>
        <message>
            <source>Big Joker</source>
            <translation>大王</translation>
        </message>
        <message>
            <source>Small Joker</source>
            <translation>小王</translation>
        </message>
        <message>
            <source>Your settings file could not be read, so gunapp started with the default settings.

The damaged file was kept as:
{path}</source>
            <translation>无法读取设置文件，gunapp 已使用默认设置启动。

损坏的文件已保存为：
{path}</translation>
        </message>
        <message>
            <source>Your settings file could not be read, so gunapp started with the default settings.</source>
            <translation>无法读取设置文件，gunapp 已使用默认设置启动。</translation>
        </message>
        <message>
            <source>Settings reset</source>
            <translation>设置已重置</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;Game</source>
            <extracomment>animation speed factors offered in the Settings menu (0 = no animation)</extracomment>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>设置(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>新游戏(&amp;N)</translation>
        </message>
        <message>
            <source>Play {game}</source>
            <translation>玩{game}</translation>
        </message>
        <message>
            <source>&amp;Start page</source>
            <translation>开始页面(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>Card &amp;gallery</source>
            <translation>牌面图鉴(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>全屏(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>动画速度(&amp;A)</translation>
        </message>
        <message>
            <source>Off (instant)</source>
            <translation>关闭（立即完成）</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>正常</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>Computer &amp;opponents</source>
            <translation>电脑对手(&amp;O)</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <source>Normal</source>
            <comment>AI level</comment>
            <translation>普通</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <source>&amp;Four-colour cards</source>
            <translation>四色牌(&amp;F)</translation>
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation>声音(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;About gunapp</source>
            <translation>关于 gunapp(&amp;A)</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>关于 &amp;Qt</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>Coming soon</source>
            <translation>即将推出</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>选择游戏</translation>
        </message>
        <message>
            <source>Look at the cards (card gallery)</source>
            <translation>看看这副牌（牌面图鉴）</translation>
        </message>
    </context>
</TS>
