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
        <name>BottomPanel</name>
        <message>
            <source>The bottom</source>
            <extracomment>the phases before the dealer has buried his six: the bottom on the table is still the dealt one R3.1: 5, 10 and K score</extracomment>
            <translation>底牌</translation>
        </message>
        <message>
            <source>The bottom you buried</source>
            <translation>你扣的底牌</translation>
        </message>
        <message>
            <source>The bottom buried by {seat}</source>
            <translation>{seat}扣的底牌</translation>
        </message>
        <message>
            <source>{points} points in it: the attackers score them twice if they win the last trick.</source>
            <translation>底牌里有 {points} 分，闲家抠底就翻倍。</translation>
        </message>
        <message>
            <source>No points in it.</source>
            <translation>底牌里没有分。</translation>
        </message>
    </context>
    <context>
        <name>BurialPrompt</name>
        <message>
            <source>Your jokers are in the bottom, now face up. Cards of equal strength tie: choose which to take.</source>
            <translation>你的王已扣进底牌，底牌已翻开。有几张同样大的牌：选一张换回。</translation>
        </message>
        <message>
            <source>Take {picked}</source>
            <translation>换回 {picked}</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Bury jokers into the bottom? It is face down: it will be turned face up, and you take as many of its lowest cards (no points, no jokers) as you bury jokers.</source>
            <translation>要扣王吗？底牌现在是扣着的：扣王后底牌翻开，你扣几张王，就换回几张底牌里最小的牌（不含分牌和王）。</translation>
        </message>
        <message>
            <source>Bury jokers into the bottom? You pick up its lowest cards in exchange.</source>
            <translation>要扣王吗？你会换回底牌里最小的牌。</translation>
        </message>
        <message>
            <source>Bury {jokers}, pick up {picked}</source>
            <translation>扣 {jokers}，换回 {picked}</translation>
        </message>
        <message>
            <source>Bury {jokers}</source>
            <translation>扣 {jokers}</translation>
        </message>
        <message>
            <source>Keep my jokers</source>
            <translation>不扣</translation>
        </message>
    </context>
    <context>
        <name>CardCounterStrip</name>
        <message>
            <source>Card counter</source>
            <translation>记牌器</translation>
        </message>
        <message>
            <source>counts appear once the cards are dealt</source>
            <translation>发牌后开始记牌</translation>
        </message>
        <message>
            <source>BJ</source>
            <translation>大王</translation>
        </message>
        <message>
            <source>SJ</source>
            <translation>小王</translation>
        </message>
        <message>
            <source>Big joker</source>
            <translation>大王</translation>
        </message>
        <message>
            <source>Small joker</source>
            <translation>小王</translation>
        </message>
        <message>
            <source>Trumps out: {n}</source>
            <translation>外面主牌：{n}</translation>
        </message>
        <message>
            <source>Jokers: big {big} · small {small}</source>
            <translation>大王 {big} · 小王 {small}</translation>
        </message>
        <message>
            <source>Level cards ({level}): {cards}</source>
            <translation>级牌（{level}）：{cards}</translation>
        </message>
        <message>
            <source>Points out ({n}): {cards}</source>
            <translation>外面分牌（{n} 分）：{cards}</translation>
        </message>
        <message>
            <source>trumps</source>
            <translation>主牌</translation>
        </message>
        <message>
            <source>Void: {list}</source>
            <translation>已断门：{list}</translation>
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
        <name>CardPainter</name>
        <message>
            <source>Big Joker</source>
            <extracomment>the captions under the joker's star, translated when a joker is drawn</extracomment>
            <translation>大王</translation>
        </message>
        <message>
            <source>Small Joker</source>
            <translation>小王</translation>
        </message>
    </context>
    <context>
        <name>ComfortMenus</name>
        <message>
            <source>Card &amp;counter</source>
            <translation>记牌器(&amp;C)</translation>
        </message>
        <message>
            <source>Play &amp;forced moves at once</source>
            <translation>只有一种出法时自动出牌(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>Rules of &amp;Gunzi</source>
            <translation>打滚子规则(&amp;G)</translation>
        </message>
        <message>
            <source>Rules of &amp;Dou Dizhu</source>
            <translation>斗地主规则(&amp;D)</translation>
        </message>
    </context>
    <context>
        <name>Comforts</name>
        <message>
            <source>Auto-play (T)</source>
            <extracomment>how long 托管 leaves a hand's settlement on screen before it presses Continue / Next deal (at speed 1; the animation speed scales it), long enough to read the result and take control back the settlement buttons that go on to the next hand (Gunzi, Dou Dizhu); a match's or session's end has none</extracomment>
            <translation>托管 (T)</translation>
        </message>
        <message>
            <source>History (R)</source>
            <translation>出牌记录 (R)</translation>
        </message>
        <message>
            <source>Last trick (L)</source>
            <translation>上一轮 (L)</translation>
        </message>
        <message>
            <source>Last round (L)</source>
            <translation>上一手 (L)</translation>
        </message>
        <message>
            <source>Card counter (C)</source>
            <translation>记牌器 (C)</translation>
        </message>
        <message>
            <source>Keys: ← → Space Enter · Help → Keyboard shortcuts</source>
            <translation>键盘：← → 空格 回车 · 帮助 → 键盘快捷键</translation>
        </message>
        <message>
            <source>Auto-play</source>
            <translation>托管中</translation>
        </message>
    </context>
    <context>
        <name>ContinueBar</name>
        <message>
            <source>hand {n}, your team at level {level}</source>
            <translation>第 {n} 局，我方打 {level}</translation>
        </message>
        <message>
            <source>deal {n}, your score {score}</source>
            <translation>第 {n} 局，你的得分 {score}</translation>
        </message>
        <message>
            <source>Continue: {game} — {where}</source>
            <translation>继续：{game} — {where}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>正在载入…</translation>
        </message>
        <message>
            <source>Pick up the saved match where you left it</source>
            <translation>从上次离开的地方接着打</translation>
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
        <name>DdzCallText</name>
        <message>
            <source>Call the landlord</source>
            <translation>叫地主</translation>
        </message>
        <message>
            <source>Don't call</source>
            <translation>不叫</translation>
        </message>
        <message>
            <source>Grab the landlord</source>
            <translation>抢地主</translation>
        </message>
        <message>
            <source>Don't grab</source>
            <translation>不抢</translation>
        </message>
        <message>
            <source>Don't show</source>
            <translation>不明牌</translation>
        </message>
        <message>
            <source>Start shown</source>
            <translation>明牌开始</translation>
        </message>
        <message>
            <source>Show the hand</source>
            <translation>明牌</translation>
        </message>
        <message>
            <source>Super double</source>
            <translation>超级加倍</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>加倍</translation>
        </message>
        <message>
            <source>No double</source>
            <translation>不加倍</translation>
        </message>
        <message>
            <source>{text}!</source>
            <translation>{text}！</translation>
        </message>
        <message>
            <source>Call the landlord? Nobody has called yet.</source>
            <translation>叫地主吗？还没有人叫。</translation>
        </message>
        <message>
            <source>Someone grabbed your call: grab it back (×2)?</source>
            <translation>有人抢了你叫的地主：再抢回来吗（×2）？</translation>
        </message>
        <message>
            <source>Grab the landlord from the caller? Each grab doubles the stake.</source>
            <translation>抢地主吗？每抢一次，倍数翻一番。</translation>
        </message>
        <message>
            <source>Start with your hand shown to everyone? The stake ×4.</source>
            <translation>明牌开始吗？所有人都能看到你的牌，倍数 ×4。</translation>
        </message>
        <message>
            <source>Show your hand to everyone for the rest of the deal? The stake ×2.</source>
            <translation>明牌吗？本局余下的时间所有人都能看到你的牌，倍数 ×2。</translation>
        </message>
        <message>
            <source>Double? Your double counts against every peasant.</source>
            <translation>加倍吗？你的加倍对每个农民都算。</translation>
        </message>
        <message>
            <source>Double? Your double counts for your own payment only.</source>
            <translation>加倍吗？你的加倍只算你自己的输赢。</translation>
        </message>
        <message>
            <source>Marker card: calls first</source>
            <translation>翻开的牌：先叫地主</translation>
        </message>
        <message>
            <source>Nobody called the landlord: the cards are dealt again.</source>
            <translation>没有人叫地主，重新发牌。</translation>
        </message>
        <message>
            <source>Key: {keys}</source>
            <translation>按键：{keys}</translation>
        </message>
        <message>
            <source>Keys: 1 or Enter</source>
            <translation>按键：1 或回车</translation>
        </message>
        <message>
            <source>Keys: 0, P or Backspace</source>
            <translation>按键：0、P 或退格</translation>
        </message>
        <message>
            <source>Grabs</source>
            <translation>抢地主</translation>
        </message>
        <message>
            <source>Shown</source>
            <translation>明牌</translation>
        </message>
        <message>
            <source>Bombs</source>
            <translation>炸弹</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>加倍</translation>
        </message>
        <message>
            <source>Base</source>
            <translation>底分</translation>
        </message>
        <message>
            <source>Cap</source>
            <translation>封顶</translation>
        </message>
        <message>
            <source>Landlord's double</source>
            <translation>地主加倍</translation>
        </message>
        <message>
            <source>Own double</source>
            <translation>自己加倍</translation>
        </message>
        <message>
            <source>Spring</source>
            <translation>春天</translation>
        </message>
        <message>
            <source>Multiplier</source>
            <translation>倍数</translation>
        </message>
        <message>
            <source>{seat}, the landlord, receives {n} in all</source>
            <translation>地主{seat}共赢 {n}</translation>
        </message>
        <message>
            <source>{seat}, the landlord, pays {n} in all</source>
            <translation>地主{seat}共输 {n}</translation>
        </message>
        <message>
            <source>Each peasant</source>
            <translation>每个农民</translation>
        </message>
        <message>
            <source>What you win or lose: the sum of every peasant's multiplier, times the base.</source>
            <translation>你的输赢：每个农民的倍数之和乘以底分。</translation>
        </message>
        <message>
            <source>What you win or lose: your own multiplier, times the base.</source>
            <translation>你的输赢：你自己的倍数乘以底分。</translation>
        </message>
        <message>
            <source>Super ×4</source>
            <translation>超级加倍</translation>
        </message>
        <message>
            <source>Double ×2</source>
            <translation>加倍</translation>
        </message>
    </context>
    <context>
        <name>DdzExplain</name>
        <message>
            <source>These cards do not form a combination.</source>
            <translation>这些牌不成牌型。</translation>
        </message>
        <message>
            <source>2s and jokers cannot be part of a straight, pair straight or airplane.</source>
            <translation>2 和大小王不能连在顺子、连对或飞机里。</translation>
        </message>
        <message>
            <source>A {kind} needs at least {min} ranks in a row, not {length}.</source>
            <translation>{kind}至少要连 {min} 个点数，这里只有 {length} 个。</translation>
        </message>
        <message>
            <source>The extra cards must differ in rank from the main cards and from each other.</source>
            <translation>带的牌不能和主牌同点数，也不能彼此同点数。</translation>
        </message>
        <message>
            <source>The two jokers cannot both be extra cards: together they are the rocket.</source>
            <translation>大小王不能同时当带牌：两张王合在一起是王炸。</translation>
        </message>
        <message>
            <source>A big and a small joker are not a pair.</source>
            <translation>大王和小王不算对子。</translation>
        </message>
        <message>
            <source>{kind} is not allowed with 4 players.</source>
            <translation>四人斗地主不允许出{kind}。</translation>
        </message>
        <message>
            <source>These cards are not a {kind}.</source>
            <translation>这些牌不是{kind}。</translation>
        </message>
        <message>
            <source>You lead this round: play any combination, you cannot pass.</source>
            <translation>这一轮由你先出：出任意牌型，不能不要。</translation>
        </message>
        <message>
            <source>The table shows a {rival}: answer with a {rival} or a bomb, not a {kind}.</source>
            <translation>桌上是{rival}：要用{rival}或炸弹来压，不能出{kind}。</translation>
        </message>
        <message>
            <source>Wrong size: the {kind} on the table spans {rival} ranks, yours spans {length}.</source>
            <translation>长度不对：桌上的{kind}连 {rival} 个点数，你的是 {length} 个。</translation>
        </message>
        <message>
            <source>Not higher: a {kind} up to {mine} does not beat one up to {theirs}.</source>
            <translation>不够大：你的{kind}只到 {mine}，压不过到 {theirs} 的{kind}。</translation>
        </message>
        <message>
            <source>Not higher: your {mine} does not beat {theirs}.</source>
            <translation>不够大：你的 {mine} 压不过 {theirs}。</translation>
        </message>
        <message>
            <source>Only a bomb of {rival} cards or more can beat this bomb.</source>
            <translation>只有 {rival} 张或更多的炸弹才能压过这个炸弹。</translation>
        </message>
        <message>
            <source>Nothing beats the rocket.</source>
            <translation>王炸最大，什么都压不过。</translation>
        </message>
        <message>
            <source>Select the cards to play first.</source>
            <translation>请先选出要出的牌。</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>还没轮到你。</translation>
        </message>
        <message>
            <source>Bid higher than the highest bid so far, or pass.</source>
            <translation>叫分要比目前最高的更高，或者不叫。</translation>
        </message>
        <message>
            <source>Those cards are not in your hand.</source>
            <translation>这些牌不在你手里。</translation>
        </message>
        <message>
            <source>That move is not allowed now.</source>
            <translation>现在不能这样出。</translation>
        </message>
    </context>
    <context>
        <name>DdzLevelLines</name>
        <message>
            <source>Plans ahead and counts every card: wins {three} % of its deals against Normal ({four} % with four players).</source>
            <translation>会算牌、会提前谋划：对“普通”胜率 {three}%（四人斗地主 {four}%）。</translation>
        </message>
        <message>
            <source>Plans ahead and counts every card: wins {three} % of its deals against Normal.</source>
            <translation>会算牌、会提前谋划：对“普通”胜率 {three}%。</translation>
        </message>
        <message>
            <source>Plans ahead and counts every card.</source>
            <translation>会算牌、会提前谋划。</translation>
        </message>
        <message>
            <source>Plays like a regular: wins {normal} % of its deals where Easy wins {easy} %; Hard wins {three} % against it.</source>
            <translation>老玩家的打法：同样的对手，“简单”胜率 {easy}%，它胜率 {normal}%；“困难”对它胜率 {three}%。</translation>
        </message>
        <message>
            <source>Plays like a regular: wins {normal} % of its deals where Easy wins {easy} %.</source>
            <translation>老玩家的打法：同样的对手，“简单”胜率 {easy}%，它胜率 {normal}%。</translation>
        </message>
        <message>
            <source>For learning the game: wins {easy} % of its deals where Normal wins {normal} %.</source>
            <translation>适合新手练习：同样的对手，“普通”胜率 {normal}%，它胜率 {easy}%。</translation>
        </message>
        <message>
            <source>Dou Dizhu: wins {three} % of deals against Normal</source>
            <translation>斗地主：对“普通”胜率 {three}%</translation>
        </message>
        <message>
            <source>Dou Dizhu: wins {normal} % of deals where Easy wins {easy} %</source>
            <translation>斗地主：胜率 {normal}%（“简单”为 {easy}%）</translation>
        </message>
        <message>
            <source>Dou Dizhu: wins {easy} % of deals where Normal wins {normal} %</source>
            <translation>斗地主：胜率 {easy}%（“普通”为 {normal}%）</translation>
        </message>
        <message>
            <source>Plays like a regular.</source>
            <translation>老玩家的打法。</translation>
        </message>
        <message>
            <source>Dou Dizhu</source>
            <translation>斗地主</translation>
        </message>
        <message>
            <source>For learning the game.</source>
            <translation>适合新手练习。</translation>
        </message>
    </context>
    <context>
        <name>DdzRulesText</name>
        <message>
            <source>Players and cards</source>
            <translation>玩家与牌</translation>
        </message>
        <message>
            <source>With three players one deck with both jokers is used (54 cards): 17 each and 3 in the kitty (底牌). With four players two decks are used (108 cards): 25 each and 8 in the kitty.</source>
            <translation>三人玩用一副带大小王的牌（54 张）：每人 17 张，3 张底牌。四人玩用两副牌（108 张）：每人 25 张，8 张底牌。</translation>
        </message>
        <message>
            <source>Suits never matter. From the highest: big joker, small joker, 2, A, K, Q, J, 10 … 3.</source>
            <translation>不分花色。从大到小：大王、小王、2、A、K、Q、J、10……3。</translation>
        </message>
        <message>
            <source>Bidding for the landlord (地主)</source>
            <translation>叫地主</translation>
        </message>
        <message>
            <source>A card turned face up during the deal picks the first player to speak. In turn each player calls the landlord (叫地主) or declines (不叫); if everyone declines the cards are dealt again.</source>
            <translation>发牌时翻开的一张牌决定谁先叫。每人依次叫地主或不叫；都不叫就重新发牌。</translation>
        </message>
        <message>
            <source>After a call, each other player who has not declined may grab the landlord (抢地主) or not (不抢), once each, in turn. If someone grabbed, the caller has the last word and may grab it back. The last player to call or grab is the landlord.</source>
            <translation>有人叫地主后，其他没有不叫的玩家依次可以抢地主或不抢，每人一次。如果有人抢了，叫地主的人最后还可以抢回来。最后一个叫或抢的人当地主。</translation>
        </message>
        <message>
            <source>The landlord plays alone against the others, the peasants (农民). The base stake is 1 and every grab doubles it.</source>
            <translation>地主一个人对抗其他人，也就是农民。底分为 1，每抢一次翻一番。</translation>
        </message>
        <message>
            <source>A card turned face up during the deal picks the first bidder. In turn each player passes or bids 1, 2 or 3, always higher than the bid so far. A bid of 3, or a bid that all the others pass, ends the bidding; if everyone passes the cards are dealt again.</source>
            <translation>发牌时翻开的明牌决定谁先叫。轮流不叫或叫 1、2、3 分，每次都要比前面叫得高。有人叫 3 分，或叫分后其他人都不叫，叫分结束；都不叫就重新发牌。</translation>
        </message>
        <message>
            <source>The highest bidder is the landlord and plays alone against the others, the peasants (农民). The bid is the base stake.</source>
            <translation>叫分最高的人当地主，一个人对其他所有农民。叫的分就是底分。</translation>
        </message>
        <message>
            <source>The landlord takes the kitty, shown to everyone.</source>
            <translation>地主拿底牌，底牌亮给大家看。</translation>
        </message>
        <message>
            <source>The landlord takes the kitty without showing it.</source>
            <translation>地主拿底牌，不亮给别人看。</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>The landlord leads. Each player in turn passes or beats the last play with the same kind of combination, the same size and higher. When all the others pass, the last player to play leads anything. The first to empty his hand wins the deal for his side.</source>
            <translation>地主先出。轮到谁，谁就不要，或者出同牌型、同张数且更大的牌压上去。其他人都不要时，最后出牌的人重新随便出。谁先出完手里的牌，谁这一方就赢。</translation>
        </message>
        <message>
            <source>Combinations: single, pair, trio, trio with a pair, straight (5 or more cards), pair straight (3 or more pairs), airplane (2 or more trios) with or without wings. 2s and jokers never go in a straight.</source>
            <translation>牌型：单张、对子、三张、三带二、顺子（5 张以上）、连对（3 对以上）、飞机（2 个三张以上），可带翅膀也可不带。2 和王不能连。</translation>
        </message>
        <message>
            <source>A straight and an airplane with pairs:</source>
            <translation>顺子和飞机带对翅膀：</translation>
        </message>
        <message>
            <source>Bombs (炸弹) and the rocket (王炸)</source>
            <translation>炸弹与王炸</translation>
        </message>
        <message>
            <source>A bomb, four cards of one rank, beats any play that is not a bigger bomb; the rocket, both jokers, beats everything.</source>
            <translation>炸弹（四张同点数的牌）能压任何不是更大炸弹的牌；王炸（大小王）最大。</translation>
        </message>
        <message>
            <source>With three players the higher rank wins between bombs. Trio with a single, airplane with singles and four with two are also played.</source>
            <translation>三人玩时，炸弹比点数大小。也可以出三带一、飞机带单翅膀和四带二。</translation>
        </message>
        <message>
            <source>With four players a bomb has 4 to 8 cards and more cards win whatever the rank; the rocket is all four jokers. Trio with a single, airplane with singles and four with two are not allowed, and two jokers of the same colour make a pair.</source>
            <translation>四人玩时，炸弹是 4 到 8 张，张数多的大，不管点数；王炸是四个王。不能出三带一、飞机带单翅膀和四带二；两个同色的王算一对。</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>计分</translation>
        </message>
        <message>
            <source>The stake is the bid doubled once for every bomb and rocket played (with four players only bombs of 6 cards or more double). If the landlord wins each peasant pays him the stake; otherwise he pays each peasant.</source>
            <translation>每打出一个炸弹或王炸，叫的分就翻一倍（四人玩时只有 6 张以上的炸弹才翻倍）。地主赢了，每个农民付给他这个分数；输了，他付给每个农民。</translation>
        </message>
        <message>
            <source>Spring (春天) is played: if the peasants never played a card, or the landlord played only his first lead, the stake doubles.</source>
            <translation>本桌算春天：农民一张牌都没出，或地主只出了第一手，分数翻倍。</translation>
        </message>
        <message>
            <source>Spring (春天) is not played: a clean sweep does not double the stake.</source>
            <translation>本桌不算春天：一手打完也不翻倍。</translation>
        </message>
        <message>
            <source>The stake never goes above ×{cap}.</source>
            <translation>倍数最多 ×{cap}。</translation>
        </message>
        <message>
            <source>There is no cap on the doublings.</source>
            <translation>翻倍没有封顶。</translation>
        </message>
        <message>
            <source>Points add up over the session; the player with the most points leads it.</source>
            <translation>分数在整场中累计，分最多的人领先。</translation>
        </message>
        <message>
            <source>Call and grab, doubling, shown hands (欢乐)</source>
            <translation>叫地主 / 抢地主、加倍、明牌（欢乐）</translation>
        </message>
        <message>
            <source>Rules of Dou Dizhu (斗地主)</source>
            <translation>斗地主规则</translation>
        </message>
        <message>
            <source>This page follows the house rules chosen in Settings → House rules.</source>
            <translation>本页按照“设置 → 房规”里选定的规则说明。</translation>
        </message>
        <message>
            <source>The rules of the apps most players know, call and grab (叫地主 / 抢地主), doubling (加倍) and shown hands (明牌), are not played. To play them choose the rule set Happy (欢乐) in Settings → House rules, or turn on each rule there.</source>
            <translation>现在不玩大多数玩家在手机上熟悉的叫地主 / 抢地主、加倍和明牌。想玩的话，在“设置 → 房规”里选择“欢乐”玩法，或者逐条打开。</translation>
        </message>
        <message>
            <source>Doubling is played: once the landlord has taken the kitty, each peasant in turn and then the landlord may double (加倍, ×2){super}. A peasant's double counts for his own payment only; the landlord's counts for every peasant's.</source>
            <translation>可以加倍：地主拿到底牌后，农民依次、最后地主可以加倍（×2）{super}。农民的加倍只算自己的输赢，地主的加倍对每个农民都算。</translation>
        </message>
        <message>
            <source> or super double (超级加倍, ×4)</source>
            <translation>或超级加倍（×4）</translation>
        </message>
        <message>
            <source>Doubling (加倍) is not played.</source>
            <translation>不加倍。</translation>
        </message>
        <message>
            <source>Shown hands are played: before the deal each player may choose to start with the hand shown (明牌开始, ×4), face up for everyone for the whole deal; the landlord who has not shown may show after taking the kitty (明牌, ×2). Several shows do not multiply: the largest counts.</source>
            <translation>可以明牌：发牌前每人可以选择明牌开始（×4），整局牌面向所有人公开；还没明牌的地主拿到底牌后可以明牌（×2）。几家明牌不叠加，按最大的算。</translation>
        </message>
        <message>
            <source>Shown hands (明牌) are not played.</source>
            <translation>不明牌。</translation>
        </message>
        <message>
            <source>Each peasant pays the landlord, or is paid by him: the base × 2 for every grab × the show factor × 2 for every bomb or rocket × 2 for a spring × the peasant's own double × the landlord's double. The cap, if any, applies to each peasant's multiplier, last.</source>
            <translation>每个农民和地主单独结算：底分 × 每抢一次 ×2 × 明牌倍数 × 每个炸弹或王炸 ×2 × 春天 ×2 × 该农民的加倍 × 地主的加倍。如有封顶，最后对每个农民的倍数封顶。</translation>
        </message>
    </context>
    <context>
        <name>DdzText</name>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>下家</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>上家</translation>
        </message>
        <message>
            <source>Across</source>
            <translation>对家</translation>
        </message>
        <message>
            <source>Landlord</source>
            <translation>地主</translation>
        </message>
        <message>
            <source>Peasant</source>
            <translation>农民</translation>
        </message>
        <message>
            <source>Peasants</source>
            <translation>农民</translation>
        </message>
        <message>
            <source>No bid</source>
            <translation>不叫</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n分</numerusform>
            </translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>不要</translation>
        </message>
        <message>
            <source>Single</source>
            <translation>单张</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>对子</translation>
        </message>
        <message>
            <source>Trio</source>
            <translation>三张</translation>
        </message>
        <message>
            <source>Trio with a single</source>
            <translation>三带一</translation>
        </message>
        <message>
            <source>Trio with a pair</source>
            <translation>三带二</translation>
        </message>
        <message>
            <source>Straight</source>
            <translation>顺子</translation>
        </message>
        <message>
            <source>Pair straight</source>
            <translation>连对</translation>
        </message>
        <message>
            <source>Airplane</source>
            <translation>飞机</translation>
        </message>
        <message>
            <source>Airplane with singles</source>
            <translation>飞机带单翅膀</translation>
        </message>
        <message>
            <source>Airplane with pairs</source>
            <translation>飞机带对翅膀</translation>
        </message>
        <message>
            <source>Bomb</source>
            <translation>炸弹</translation>
        </message>
        <message>
            <source>Rocket</source>
            <translation>王炸</translation>
        </message>
        <message>
            <source>Four with two singles</source>
            <translation>四带二</translation>
        </message>
        <message>
            <source>Four with two pairs</source>
            <translation>四带两对</translation>
        </message>
        <message numerus="yes">
            <source>Bomb of %n card(s)</source>
            <translation>
                <numerusform>%n张炸弹</numerusform>
            </translation>
        </message>
        <message>
            <source>Big Joker</source>
            <translation>大王</translation>
        </message>
        <message>
            <source>Small Joker</source>
            <translation>小王</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) left</source>
            <translation>
                <numerusform>剩%n张</numerusform>
            </translation>
        </message>
        <message>
            <source>Two cards left!</source>
            <translation>报双！</translation>
        </message>
        <message>
            <source>Last card!</source>
            <translation>报单！</translation>
        </message>
        <message>
            <source>{text}!</source>
            <translation>{text}！</translation>
        </message>
        <message>
            <source>Reverse spring</source>
            <translation>反春</translation>
        </message>
        <message>
            <source>×2: the landlord played only the first lead</source>
            <translation>×2：地主只出了第一手牌</translation>
        </message>
        <message>
            <source>×2: no peasant played a card</source>
            <translation>×2：农民一张牌都没出</translation>
        </message>
        <message numerus="yes">
            <source>(%n bomb(s) or rocket(s))</source>
            <translation>
                <numerusform>（%n个炸弹或王炸）</numerusform>
            </translation>
        </message>
        <message>
            <source>total {n}</source>
            <translation>累计 {n}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>累计</translation>
        </message>
        <message>
            <source>Hard AI</source>
            <translation>困难电脑</translation>
        </message>
        <message>
            <source>Easy AI</source>
            <translation>简单电脑</translation>
        </message>
        <message>
            <source>Normal AI</source>
            <translation>普通电脑</translation>
        </message>
        <message numerus="yes">
            <source>%n pt(s)</source>
            <translation>
                <numerusform>%n分</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>第 {n} 局</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>叫分</translation>
        </message>
        <message>
            <source>Multiplier</source>
            <translation>倍数</translation>
        </message>
        <message>
            <source>New session: choose your opponents</source>
            <translation>新的一场：选择对手</translation>
        </message>
        <message>
            <source>{level}: {strength}</source>
            <translation>{level}：{strength}</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>发牌</translation>
        </message>
        <message>
            <source>The landlord wins!</source>
            <translation>地主胜！</translation>
        </message>
        <message>
            <source>The peasants win!</source>
            <translation>农民胜！</translation>
        </message>
        <message>
            <source>You win.</source>
            <translation>你赢了。</translation>
        </message>
        <message>
            <source>You lose.</source>
            <translation>你输了。</translation>
        </message>
        <message>
            <source>Kitty</source>
            <translation>底牌</translation>
        </message>
        <message>
            <source>Spring</source>
            <translation>春天</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>输赢</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>本场</translation>
        </message>
        <message>
            <source>No deal was finished.</source>
            <translation>还没有打完一局。</translation>
        </message>
        <message>
            <source>You lead the session with {points} points!</source>
            <translation>你以 {points} 分领先全场！</translation>
        </message>
        <message>
            <source>Leader: {names} with {points} points</source>
            <translation>领先：{names}，{points} 分</translation>
        </message>
        <message>
            <source>Session over</source>
            <translation>本场结束</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>局数</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Marker card: bids first</source>
            <translation>明牌：先叫分</translation>
        </message>
        <message>
            <source>Nobody bid: the cards are dealt again.</source>
            <translation>都不叫，重新发牌。</translation>
        </message>
        <message>
            <source>I am the landlord!</source>
            <translation>我当地主！</translation>
        </message>
        <message>
            <source>Your bid: how many points do you want to play for?</source>
            <translation>轮到你叫分：叫几分？</translation>
        </message>
        <message>
            <source>These cards can be read in more than one way: which one do you play?</source>
            <translation>这手牌有几种出法：你出哪一种？</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Your lead: play any combination.</source>
            <translation>轮到你出牌：任意牌型都可以。</translation>
        </message>
        <message>
            <source>Beat {name}'s {kind}, or pass.</source>
            <translation>压过{name}的{kind}，或者不要。</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>Nothing in your hand beats it: pass.</source>
            <translation>没有牌能大过，只能不要。</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>End session</source>
            <translation>结束本场</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>下一局</translation>
        </message>
        <message>
            <source>Start page</source>
            <translation>返回首页</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>再来一场</translation>
        </message>
    </context>
    <context>
        <name>DealNumberLine</name>
        <message>
            <source>Deal #{n}</source>
            <translation>牌局编号 {n}</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>已复制</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>The number of this deal: Game → Play deal number… deals the same cards again. Copy it to retry the deal later or to send it to a friend.</source>
            <translation>本副牌的牌局编号：用“游戏 → 按编号发牌…”可以发出完全相同的牌。复制下来，可以以后重打这一副，或者发给牌友一起打。</translation>
        </message>
    </context>
    <context>
        <name>DeclareBar</name>
        <message>
            <source>Current: you showed {cards}.</source>
            <translation>当前：你亮了 {cards}。</translation>
        </message>
        <message>
            <source>Current: {seat} showed {cards}.</source>
            <translation>当前：{seat}亮了 {cards}。</translation>
        </message>
        <message>
            <source>You can declare trump now.</source>
            <translation>现在可以亮主。</translation>
        </message>
        <message>
            <source>Last chance to declare trump.</source>
            <translation>最后的亮主机会。</translation>
        </message>
        <message>
            <source>Name the trump…</source>
            <translation>指定主花色…</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>不亮</translation>
        </message>
        <message>
            <source>Fast-forward »</source>
            <translation>快进 »</translation>
        </message>
        <message>
            <source>Trump {suit}</source>
            <translation>主 {suit}</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>亮大王</translation>
        </message>
        <message>
            <source>{seat}: {cards}</source>
            <translation>{seat}：{cards}</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Gunzi</source>
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
        <name>GunziAnimations</name>
        <message>
            <source>Pass</source>
            <extracomment>the bottom's cards in the dealer's hand until the burial (the table's gold, as its announcements)</extracomment>
            <translation>不亮</translation>
        </message>
        <message>
            <source>Riot!</source>
            <translation>暴动！</translation>
        </message>
        <message>
            <source>No burial</source>
            <translation>不扣王</translation>
        </message>
        <message>
            <source>Reveals</source>
            <translation>亮大王</translation>
        </message>
        <message>
            <source>Declares {suit}</source>
            <translation>亮主 {suit}</translation>
        </message>
        <message>
            <source>Flips {card}</source>
            <translation>翻出 {card}</translation>
        </message>
        <message>
            <source>Nobody declared: a bottom card is drawn</source>
            <translation>无人亮主：从底牌抽一张定主</translation>
        </message>
        <message>
            <source>Trump {suit}, level {level}, dealer: {dealer}</source>
            <translation>主牌 {suit}，打 {level}：{dealer}坐庄</translation>
        </message>
        <message>
            <source>No trump could be fixed: the cards are dealt again</source>
            <translation>定不了主：重新发牌</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>喝血</translation>
        </message>
        <message>
            <source>Dry pot (干锅): the bottom stays as it is, no exchange and no joker burial</source>
            <translation>干锅：底牌不换，也不能扣王</translation>
        </message>
        <message>
            <source>Buries {cards}</source>
            <translation>扣 {cards}</translation>
        </message>
        <message>
            <source>Buries {cards}, picks up {picked}</source>
            <translation>扣 {cards}，换回 {picked}</translation>
        </message>
        <message>
            <source>+{points}</source>
            <translation>+{points} 分</translation>
        </message>
        <message>
            <source>Bottom dug: {points} × {mult} = {total}</source>
            <translation>抠底：{points} × {mult} = {total} 分</translation>
        </message>
    </context>
    <context>
        <name>GunziExplain</name>
        <message numerus="yes">
            <source>{suit} were led: you must play %n card(s) of {suit} while you have them.</source>
            <translation>
                <numerusform>首家出的是{suit}：你还有{suit}，必须跟 %n 张{suit}。</numerusform>
            </translation>
        </message>
        <message>
            <source>{suit} were led as a pair and you hold {cards}: you must play a pair of {suit}.</source>
            <translation>首家出的是{suit}棒子，你手里有{cards}：必须跟一棒{suit}。</translation>
        </message>
        <message>
            <source>{suit} were led as a triple and you hold {cards}: you must play a triple of {suit}.</source>
            <translation>首家出的是{suit}滚子，你手里有{cards}：必须跟一滚{suit}。</translation>
        </message>
        <message>
            <source>{suit} were led as a triple and you hold the pair {cards}: you must play that pair (or another pair of {suit}) with one more card.</source>
            <translation>首家出的是{suit}滚子，你有棒子{cards}：必须跟这棒（或另一棒{suit}）再加一张。</translation>
        </message>
        <message numerus="yes">
            <source>Play exactly %n card(s), as many as the lead.</source>
            <translation>
                <numerusform>必须出 %n 张，和首家一样多。</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead one card, a pair or a triple.</source>
            <translation>首出只能出单张、棒子或滚子。</translation>
        </message>
        <message>
            <source>Cards led together must be identical: {cards} is not a pair or a triple.</source>
            <translation>一起出的牌必须完全相同：{cards} 不是棒子也不是滚子。</translation>
        </message>
        <message>
            <source>You do not hold {cards}.</source>
            <translation>你手里没有 {cards}。</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>还没轮到你。</translation>
        </message>
        <message numerus="yes">
            <source>Select exactly six cards to bury (%n selected).</source>
            <translation>
                <numerusform>请正好选六张扣底（已选 %n 张）。</numerusform>
            </translation>
        </message>
        <message>
            <source>While you keep a big joker you may not bury a small joker: bury big jokers first.</source>
            <translation>手里还留着大王就不能扣小王：先扣大王。</translation>
        </message>
        <message numerus="yes">
            <source>Select exactly %n card(s) of tribute.</source>
            <translation>
                <numerusform>请正好选 %n 张喝血的牌。</numerusform>
            </translation>
        </message>
        <message>
            <source>Tribute is your highest cards: give {cards}.</source>
            <translation>喝血要给最大的牌：请给 {cards}。</translation>
        </message>
        <message numerus="yes">
            <source>Select exactly %n card(s) to give back.</source>
            <translation>
                <numerusform>请正好选 %n 张还贡。</numerusform>
            </translation>
        </message>
        <message>
            <source>Jokers may not be given back (table rule).</source>
            <translation>按本桌规则，王不能还回去。</translation>
        </message>
        <message>
            <source>A riot needs three identical jokers, once, with the riot rule on.</source>
            <translation>暴动需要三张相同的王，只能一次，且须开启暴动规则。</translation>
        </message>
        <message>
            <source>Only jokers can be buried here.</source>
            <translation>这里只能扣王。</translation>
        </message>
        <message numerus="yes">
            <source>You can bury at most %n joker(s): that is all the bottom can give back.</source>
            <translation>
                <numerusform>最多只能扣 %n 张王：底牌只能换回这么多。</numerusform>
            </translation>
        </message>
        <message>
            <source>Your jokers are already in the bottom: choose which of the tied cards to take.</source>
            <translation>你的王已经扣进底牌了：请选择换回哪一张同样大的牌。</translation>
        </message>
        <message>
            <source>You take the lowest cards of the bottom once it is turned face up.</source>
            <translation>底牌翻开以后，你换回其中最小的牌。</translation>
        </message>
        <message>
            <source>You pick up the lowest cards of the bottom: {cards}.</source>
            <translation>换回的是底牌里最小的牌：{cards}。</translation>
        </message>
        <message>
            <source>In a cycle's first hand you declare only by showing a big joker.</source>
            <translation>每轮第一局只能亮大王抢庄。</translation>
        </message>
        <message>
            <source>A big joker was already shown: the dealer is decided.</source>
            <translation>已经有人亮了大王：庄家已定。</translation>
        </message>
        <message>
            <source>Declare with one to three identical level cards ({level}) or three identical jokers.</source>
            <translation>亮主要用一到三张相同的级牌（{level}），或三张相同的王。</translation>
        </message>
        <message numerus="yes">
            <source>Declare with at least %n level card(s).</source>
            <translation>
                <numerusform>亮主至少要 %n 张级牌。</numerusform>
            </translation>
        </message>
        <message>
            <source>Three jokers must name a trump suit; level cards declare their own suit.</source>
            <translation>三张王要指定主花色；级牌只能亮自己的花色。</translation>
        </message>
        <message>
            <source>An overcall must beat the current declaration {cards}.</source>
            <translation>反主必须大过现在的 {cards}。</translation>
        </message>
        <message>
            <source>That is not allowed now ({rule}).</source>
            <translation>现在不能这样做（{rule}）。</translation>
        </message>
    </context>
    <context>
        <name>GunziLevelLines</name>
        <message>
            <source>Plans ahead and remembers who is void.</source>
            <translation>会提前谋划，记得谁缺门。</translation>
        </message>
        <message>
            <source>Plans ahead and remembers who is void: scores {points} points a hand more than Normal when attacking.</source>
            <translation>会提前谋划，记得谁缺门：做攻方时每手比“普通”多得 {points} 分。</translation>
        </message>
        <message>
            <source>Gunzi</source>
            <translation>打滚子</translation>
        </message>
        <message>
            <source>Plays like a regular: scores {more} points a hand more than Easy when attacking, {fewer} fewer than Hard.</source>
            <translation>老玩家的打法：做攻方时每手比“简单”多得 {more} 分，比“困难”少得 {fewer} 分。</translation>
        </message>
        <message>
            <source>Plays like a regular: scores {points} points a hand more than Easy when attacking.</source>
            <translation>老玩家的打法：做攻方时每手比“简单”多得 {points} 分。</translation>
        </message>
        <message>
            <source>Plays like a regular.</source>
            <translation>老玩家的打法。</translation>
        </message>
        <message>
            <source>For learning the game: scores {points} points a hand fewer than Normal when attacking.</source>
            <translation>适合新手练习：做攻方时每手比“普通”少得 {points} 分。</translation>
        </message>
        <message>
            <source>For learning the game.</source>
            <translation>适合新手练习。</translation>
        </message>
        <message>
            <source>Gunzi: {points} points a hand more than Normal</source>
            <translation>打滚子：每手比“普通”多 {points} 分</translation>
        </message>
        <message>
            <source>Gunzi: {points} points a hand more than Easy</source>
            <translation>打滚子：每手比“简单”多 {points} 分</translation>
        </message>
        <message>
            <source>Gunzi: {points} points a hand fewer than Normal</source>
            <translation>打滚子：每手比“普通”少 {points} 分</translation>
        </message>
    </context>
    <context>
        <name>GunziRulesText</name>
        <message>
            <source>Players and cards</source>
            <translation>玩家与牌</translation>
        </message>
        <message>
            <source>Four players in two teams: you and your partner sit opposite each other. Play goes counter-clockwise. Three full decks with jokers are used, 162 cards: each player gets 39 and the last six form the bottom (底牌).</source>
            <translation>四人两队，对门是队友，按逆时针方向出牌。用三副带王的牌，共 162 张：每人 39 张，最后 6 张是底牌。</translation>
        </message>
        <message>
            <source>Points are in the 5s (5 points), the 10s and the Ks (10 points): 300 in all.</source>
            <translation>分牌是 5（5 分）、10 和 K（各 10 分），全副共 300 分。</translation>
        </message>
        <message>
            <source>Levels and trumps (主牌)</source>
            <translation>级别与主牌</translation>
        </message>
        <message>
            <source>Each team has a level, from 3 up to 10; the hand is played at the dealer's level. Cards of that rank are the level cards (级牌).</source>
            <translation>每队有自己的级，从 3 打到 10；每局打庄家一方的级，这个点数的牌就是级牌。</translation>
        </message>
        <message>
            <source>Both teams share one table level, from 3 up to 10. Cards of that rank are the level cards (级牌).</source>
            <translation>两队共用一个级，从 3 打到 10，这个点数的牌就是级牌。</translation>
        </message>
        <message>
            <source>Trumps are the jokers, every 2, every level card and every card of the trump suit. From the strongest: big joker, small joker, the level card of the trump suit, the other level cards, the 2 of the trump suit, the other 2s, then the trump suit from A down.</source>
            <translation>主牌包括大小王、所有的 2、所有级牌和主花色的牌。从大到小：大王、小王、主级牌、副级牌、主 2、副 2，然后是主花色从 A 往下。</translation>
        </message>
        <message>
            <source>Level 7, trumps in hearts, strongest first:</source>
            <translation>打 7，红桃做主，从大到小：</translation>
        </message>
        <message>
            <source>Who deals and which suit is trump</source>
            <translation>谁坐庄，什么是主</translation>
        </message>
        <message>
            <source>In the first hand of a cycle the first player to show a big joker deals (抢亮大王); the next suited card he is dealt names the trump suit. If nobody shows one, bottom cards are flipped in turn and the highest decides.</source>
            <translation>每轮第一局抢亮大王：谁先亮出大王谁坐庄，他亮王后摸到的第一张花色牌定主。没人亮王就轮流翻底牌，翻出最大的人坐庄。</translation>
        </message>
        <message>
            <source>In later hands the dealer is already known. While the cards are dealt anyone may declare the trump (亮主) by showing identical level cards; more cards overcall fewer, three small jokers beat any level cards and three big jokers beat everything.</source>
            <translation>以后各局庄家已定。发牌时谁都可以亮出相同的级牌来亮主；张数多的可以反张数少的，三个小王大过任何级牌，三个大王最大。</translation>
        </message>
        <message numerus="yes">
            <source>A declaration needs at least %n level card(s).</source>
            <translation>
                <numerusform>亮主至少要 %n 张级牌。</numerusform>
            </translation>
        </message>
        <message>
            <source>Tribute (喝血) and the bottom</source>
            <translation>喝血与底牌</translation>
        </message>
        <message>
            <source>A team that played badly owes blood: before the bottom is shown, the player on the dealer's left gives him that many of his highest cards (no point cards unless they are level cards), and the dealer gives back as many cards of his choice.</source>
            <translation>打得差的一方要喝血：亮底之前，庄家的上家把欠下张数的最大的牌交给庄家（分牌不算，除非是级牌），庄家再还给他同样张数、自己挑的牌。</translation>
        </message>
        <message>
            <source>Riot (暴动) is allowed: a payer holding three identical jokers may refuse the tribute.</source>
            <translation>允许暴动：要喝血的人手里有三个相同的王，可以不给。</translation>
        </message>
        <message>
            <source>Riot (暴动) is not played: the tribute is always paid.</source>
            <translation>不玩暴动：喝血总要给。</translation>
        </message>
        <message>
            <source>The dealer takes the bottom and buries six cards (扣底); he may bury jokers, big jokers before small ones. If the revealed bottom holds no card of the trump suit, or only trumps, it is a dry pot (干锅): no exchange and no joker burial.</source>
            <translation>庄家拿起底牌，再扣回六张（扣底）；可以扣王，但要先扣大王再扣小王。亮出的底牌里没有主花色的牌，或者全是主牌，就是干锅：不换底，也不能扣王。</translation>
        </message>
        <message>
            <source>Afterwards each other player may bury jokers and take back the lowest cards of the bottom.</source>
            <translation>之后其他三家各有一次机会扣王，换回底牌里最小的牌。</translation>
        </message>
        <message>
            <source>Only the dealer buries: the other players never put jokers in the bottom.</source>
            <translation>只有庄家扣底：其他人不能扣王。</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>The dealer leads first. A lead is a single, a pair (棒子) or a triple (滚子) of identical cards; there are no straights and no throws. The others must follow with as many cards of the led suit as they can; trumps count as one suit.</source>
            <translation>庄家先出。首出只能是单张、棒子或滚子（完全相同的牌），没有顺子，也不能甩牌。其他人要尽量跟同门的牌，主牌算一门。</translation>
        </message>
        <message>
            <source>Live sticks (活棒) are played: any cards of the led suit will do, pairs and triples need not be matched.</source>
            <translation>本桌打活棒：跟同门的任意牌即可，不必对棒子、滚子。</translation>
        </message>
        <message>
            <source>Dead sticks (死棒) are played: against a pair you must play a pair of the led suit if you hold one, against a triple a triple (or a pair and one more card).</source>
            <translation>本桌打死棒：对方出棒子，你有同门棒子就必须跟棒子；出滚子就要跟滚子（没有就跟一棒再加一张）。</translation>
        </message>
        <message>
            <source>The strongest play of the lead's shape in the led suit or in trumps wins; between equal cards the earlier play wins. The winner's team takes the points and leads next.</source>
            <translation>与首出牌型相同、同门或主牌中最大的一手赢这一轮；一样大的先出者大。赢的一方拿走这轮的分，并由赢家下一轮先出。</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>计分与升级</translation>
        </message>
        <message>
            <source>Only the attackers' points count. If they win the last trick they dig the bottom (抠底): its points count twice. If the dealer's side wins it, they hold the bottom.</source>
            <translation>只算闲家的分。闲家赢了最后一轮就是抠底，底牌的分翻倍计入；庄家一方赢了最后一轮就是保底。</translation>
        </message>
        <message>
            <source>Under 120 points and held: the dealer's side goes up one level and deals again. Under 120 but dug: nobody goes up. 120 or more: the attackers take over the deal, and go up only if they also dug the bottom.</source>
            <translation>不到 120 分且保底：庄家一方升一级并连庄。不到 120 分但被抠底：谁都不升。120 分以上：闲家上台坐庄，同时抠了底才升级。</translation>
        </message>
        <message>
            <source>Jokers held or dug in the bottom add levels and blood: 2 for a big joker, 1 for a small one.</source>
            <translation>底牌里的王保住或被抠走，都会加级、加血：大王算 2，小王算 1。</translation>
        </message>
        <message>
            <source>Jokers in the bottom add blood only (2 for a big joker, 1 for a small one), never levels.</source>
            <translation>底牌里的王只加血（大王 2，小王 1），不加级。</translation>
        </message>
        <message>
            <source>When the dealer's side stays, the same player deals again.</source>
            <translation>庄家一方守住时，原庄家连庄。</translation>
        </message>
        <message>
            <source>When the dealer's side stays, the dealer's partner deals next.</source>
            <translation>庄家一方守住时，由庄家的对家接庄。</translation>
        </message>
        <message>
            <source>When the attackers take over, the player on the old dealer's right deals.</source>
            <translation>闲家上台时，原庄家的下家坐庄。</translation>
        </message>
        <message>
            <source>When the attackers take over, the player on the old dealer's left deals.</source>
            <translation>闲家上台时，原庄家的上家坐庄。</translation>
        </message>
        <message>
            <source>Must-play levels: {levels}. A team cannot pass one of them without winning a hand as dealer at that level.</source>
            <translation>必打级：{levels}。一队必须坐庄打过这一级，才能越过它。</translation>
        </message>
        <message>
            <source>A cycle ends when the dealer's side wins a hand at level 10, when the attackers score nothing or 300, or when three identical jokers are held or dug in the bottom.</source>
            <translation>庄家一方打过 10、闲家一分没得或得满 300 分、或者底牌里三个相同的王被保住或抠走，本轮就结束。</translation>
        </message>
        <message numerus="yes">
            <source>A match is %n cycle(s).</source>
            <translation>
                <numerusform>一场比赛打 %n 轮。</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no limit of cycles: play on until you start a new match.</source>
            <translation>不限轮数：一直打下去，直到你开新的一场。</translation>
        </message>
        <message>
            <source>Rules of Gunzi (打滚子)</source>
            <translation>打滚子规则</translation>
        </message>
        <message>
            <source>This page follows the house rules chosen in Settings → House rules.</source>
            <translation>本页按照“设置 → 房规”里选定的规则说明。</translation>
        </message>
    </context>
    <context>
        <name>GunziSettlement</name>
        <message>
            <source>Your side wins the cycle!</source>
            <translation>我方赢得本轮！</translation>
        </message>
        <message>
            <source>The opponents win the cycle.</source>
            <translation>对方赢得本轮。</translation>
        </message>
        <message>
            <source>Your side wins the hand!</source>
            <translation>我方赢了这一局！</translation>
        </message>
        <message>
            <source>The opponents win the hand.</source>
            <translation>对方赢了这一局。</translation>
        </message>
        <message>
            <source>Hand settled</source>
            <translation>本局结算</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>庄家</translation>
        </message>
        <message>
            <source>Trick points</source>
            <translation>抓分</translation>
        </message>
        <message>
            <source>{points} points won by the attackers</source>
            <translation>闲家抓了 {points} 分</translation>
        </message>
        <message>
            <source>Dug: {points} × 2 = {total}</source>
            <translation>抠底：{points} × 2 = {total}</translation>
        </message>
        <message>
            <source>Held by the dealer's side: its {points} points do not count</source>
            <translation>庄家保底：底牌 {points} 分不算</translation>
        </message>
        <message>
            <source>Held by the dealer's side (no points in it)</source>
            <translation>庄家保底（底牌无分）</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>底牌</translation>
        </message>
        <message>
            <source>Final score</source>
            <translation>总分</translation>
        </message>
        <message>
            <source>{score} / 120</source>
            <translation>{score} / 120</translation>
        </message>
        <message>
            <source>{team}: {before} → {after}</source>
            <translation>{team}：{before} → {after}</translation>
        </message>
        <message>
            <source>jokers in the bottom: +{n}</source>
            <translation>底牌里的王：+{n}</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>级数</translation>
        </message>
        <message>
            <source>No level changes</source>
            <translation>级数不变</translation>
        </message>
        <message>
            <source>Your side wins the match {mine}–{theirs}!</source>
            <translation>我方 {mine}–{theirs} 赢下整场！</translation>
        </message>
        <message>
            <source>The opponents win the match {theirs}–{mine}.</source>
            <translation>对方 {theirs}–{mine} 赢下整场。</translation>
        </message>
        <message>
            <source>The match is drawn {mine}–{theirs}.</source>
            <translation>整场打平 {mine}–{theirs}。</translation>
        </message>
        <message>
            <source>Match over</source>
            <translation>整场结束</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>再来一场</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>接下来</translation>
        </message>
        <message>
            <source>A new cycle starts at level 3; the first big joker shown decides the dealer.</source>
            <translation>新一轮从 3 打起；先亮大王的人坐庄。</translation>
        </message>
        <message>
            <source>Start a new cycle</source>
            <translation>开始新一轮</translation>
        </message>
        <message>
            <source>Next dealer</source>
            <translation>下局庄家</translation>
        </message>
        <message>
            <source>{n} — paid to the dealer before the bottom is revealed</source>
            <translation>{n}——亮底之前交给庄家</translation>
        </message>
        <message>
            <source> (jokers: +{n})</source>
            <translation>（王：+{n}）</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Tribute owed</source>
            <translation>下局喝血</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>继续</translation>
        </message>
    </context>
    <context>
        <name>GunziTable</name>
        <message>
            <source>Level {level} · {team}</source>
            <translation>打 {level} · {team}</translation>
        </message>
        <message>
            <source>{ai} · Level {level}</source>
            <translation>{ai} · 打 {level}</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>庄家</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>上一轮</translation>
        </message>
        <message>
            <source>You owe {n} to the dealer: your highest cards are selected.</source>
            <translation>你要给庄家{n}：已选好你最大的牌。</translation>
        </message>
        <message>
            <source>Pay tribute</source>
            <translation>喝血</translation>
        </message>
        <message>
            <source>Riot (show three jokers)</source>
            <translation>暴动（亮三张王）</translation>
        </message>
        <message>
            <source>Select {n} to give back to {seat}.</source>
            <translation>选 {n} 还给{seat}。</translation>
        </message>
        <message>
            <source>Give back</source>
            <translation>还贡</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>You took the bottom: select six cards to bury. Big jokers go before small jokers.</source>
            <translation>你拿了底牌：选六张扣底。要扣王先扣大王。</translation>
        </message>
        <message>
            <source>Bury</source>
            <translation>扣底</translation>
        </message>
        <message>
            <source>Your turn: follow the {suit} lead with {n}.</source>
            <translation>轮到你：跟{suit}，出 {n}。</translation>
        </message>
        <message>
            <source>Your lead: one card, a pair or a triple.</source>
            <translation>你先出：单张、棒子或滚子。</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>The six cards in the bottom (B)</source>
            <translation>看扣下的六张底牌 (B)</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>底牌</translation>
        </message>
    </context>
    <context>
        <name>GunziText</name>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>下家</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>对家</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>上家</translation>
        </message>
        <message>
            <source>Us</source>
            <translation>我方</translation>
        </message>
        <message>
            <source>Them</source>
            <translation>对方</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>黑桃</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>红桃</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>梅花</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>方块</translation>
        </message>
        <message>
            <source>trumps</source>
            <translation>主牌</translation>
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
            <source>Hard AI</source>
            <translation>困难电脑</translation>
        </message>
        <message>
            <source>Easy AI</source>
            <translation>简单电脑</translation>
        </message>
        <message>
            <source>Normal AI</source>
            <translation>普通电脑</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 张</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n level(s)</source>
            <translation>
                <numerusform>%n 级</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) of tribute</source>
            <translation>
                <numerusform>喝血 %n 张</numerusform>
            </translation>
        </message>
        <message>
            <source>The dealer's side held: the attackers made only {score} points. The dealer's side goes up and deals again.</source>
            <translation>庄家保住了：闲家只得了 {score} 分。庄家方升级，连庄。</translation>
        </message>
        <message>
            <source>The attackers dug the bottom but stayed under 120 ({score}): nobody goes up, the same dealer deals again.</source>
            <translation>闲家抠了底，但仍不到 120 分（{score}）：谁也不升级，庄家连庄。</translation>
        </message>
        <message>
            <source>The attackers reached {score} points: they take over the deal, without going up.</source>
            <translation>闲家得了 {score} 分：上台坐庄，但不升级。</translation>
        </message>
        <message>
            <source>The attackers reached {score} points and dug the bottom: they take over the deal and go up.</source>
            <translation>闲家得了 {score} 分并抠底：上台坐庄并升级。</translation>
        </message>
        <message>
            <source>The attackers did not score a single point: the dealer's side wins the cycle!</source>
            <translation>闲家一分未得：庄家方赢得本轮！</translation>
        </message>
        <message>
            <source>The attackers made a full score of {score}: they win the cycle!</source>
            <translation>闲家拿满 {score} 分：赢得本轮！</translation>
        </message>
        <message>
            <source>Three identical jokers held in the bottom: the dealer's side wins the cycle!</source>
            <translation>底牌里三张相同的王被保住：庄家方赢得本轮！</translation>
        </message>
        <message>
            <source>Three identical jokers dug from the bottom: the attackers win the cycle!</source>
            <translation>从底牌抠出三张相同的王：闲家赢得本轮！</translation>
        </message>
        <message>
            <source>The dealer's side won a hand at level 10: it wins the cycle!</source>
            <translation>庄家方打过了 10：赢得本轮！</translation>
        </message>
        <message>
            <source>Dealing…</source>
            <translation>发牌中……</translation>
        </message>
        <message>
            <source>Last chance to declare</source>
            <translation>最后的亮主机会</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>喝血</translation>
        </message>
        <message>
            <source>Returning the tribute</source>
            <translation>还贡</translation>
        </message>
        <message>
            <source>The dealer exchanges the bottom</source>
            <translation>庄家扣底</translation>
        </message>
        <message>
            <source>Burying jokers</source>
            <translation>扣王</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>本局结束</translation>
        </message>
        <message>
            <source>Match over</source>
            <translation>比赛结束</translation>
        </message>
    </context>
    <context>
        <name>GunziTrumpNote</name>
        <message>
            <source>{seat} showed the big joker; no suited card followed: the bottom makes {suit} trumps</source>
            <translation>{seat}亮大王后没再摸到花色牌，按底牌定主：{suit}为主</translation>
        </message>
        <message>
            <source>{seat} showed the big joker; no suited card followed: the bottom's {card} makes {suit} trumps</source>
            <translation>{seat}亮大王后没再摸到花色牌，底牌{card}定主：{suit}为主</translation>
        </message>
        <message>
            <source>You showed the big joker: your next card, {card}, makes {suit} trumps</source>
            <translation>你亮大王，下一张摸到{card}：{suit}为主</translation>
        </message>
        <message>
            <source>{seat} showed the big joker: the next card dealt to them makes {suit} trumps</source>
            <translation>{seat}亮大王，下一张牌定主：{suit}为主</translation>
        </message>
        <message>
            <source>Named by your big joker and the bottom's {card}</source>
            <translation>你亮大王，底牌{card}定主</translation>
        </message>
        <message>
            <source>Named by {seat}'s big joker and the bottom's {card}</source>
            <translation>{seat}亮大王，底牌{card}定主</translation>
        </message>
        <message>
            <source>Named by your big joker and {card}</source>
            <translation>你亮大王，{card}定主</translation>
        </message>
        <message>
            <source>Named by your big joker</source>
            <translation>你亮大王定主</translation>
        </message>
        <message>
            <source>Named by {seat}'s big joker</source>
            <translation>{seat}亮大王定主</translation>
        </message>
    </context>
    <context>
        <name>HandOrderMenu</name>
        <message>
            <source>Ha&amp;nd order</source>
            <translation>理牌顺序(&amp;N)</translation>
        </message>
        <message>
            <source>Big cards on the &amp;left</source>
            <translation>大牌在左(&amp;L)</translation>
        </message>
        <message>
            <source>Big cards on the &amp;right</source>
            <translation>大牌在右(&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>HintShower</name>
        <message>
            <source>Hint: {cards}, naming {suit} as trump.</source>
            <translation>提示：亮 {cards}，主花色定为 {suit}。</translation>
        </message>
        <message>
            <source>Hint: {cards}.</source>
            <translation>提示：{cards}。</translation>
        </message>
        <message>
            <source>Hint: keep your jokers.</source>
            <translation>提示：不扣王。</translation>
        </message>
        <message>
            <source>Hint: pass.</source>
            <translation>提示：不亮。</translation>
        </message>
        <message>
            <source>Hint: wait, do not declare yet.</source>
            <translation>提示：先别亮，再等等。</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>Trick {n} · led by {seat}</source>
            <translation>第 {n} 轮 · {seat}首出</translation>
        </message>
        <message>
            <source>Trick {n} · led by {seat} · won by {winner} · {points} pts</source>
            <translation>第 {n} 轮 · {seat}首出 · {winner}大 · {points} 分</translation>
        </message>
        <message>
            <source>Round {n} · led by {seat}</source>
            <translation>第 {n} 手 · {seat}先出</translation>
        </message>
        <message>
            <source>Round {n} · led by {seat} · taken by {winner}</source>
            <translation>第 {n} 手 · {seat}先出 · {winner}最大</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>不要</translation>
        </message>
    </context>
    <context>
        <name>HistoryPane</name>
        <message>
            <source>Tricks of this hand</source>
            <translation>本局出牌记录</translation>
        </message>
        <message>
            <source>Plays of this deal</source>
            <translation>本局出牌记录</translation>
        </message>
        <message>
            <source>Nothing has been played yet.</source>
            <extracomment>index card width at a 1280x800 table (``index_card``): the rank reads at a glance (whole faces 26 px wide were barely legible) called with each row built (its widget, its entry, the grid of its plays): the review's marks</extracomment>
            <translation>还没有人出牌。</translation>
        </message>
    </context>
    <context>
        <name>HouseRules</name>
        <message>
            <source>Playing the cards</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>Following pairs and triples</source>
            <translation>跟棒子、滚子（活棒/死棒）</translation>
        </message>
        <message>
            <source>You always follow the led suit. Live: that is all, so against a pair or a triple you may play any cards of the suit. Dead: against a pair you must play a pair of that suit if you hold one; against a triple, a triple, or else a pair and one more card. A triple is not a pair: you need not break it to answer a pair.</source>
            <translation>跟牌总要跟首家出的花色。活棒：只管花色，首家出棒子、滚子，跟这门的任意牌都行。死棒：首家出棒子，你有这门的棒子就必须跟棒子；出滚子，有滚子就跟滚子，没有就跟一棒加一张。滚子不算棒子：跟棒子不必拆滚子。</translation>
        </message>
        <message>
            <source>Live (活棒)</source>
            <translation>活棒</translation>
        </message>
        <message>
            <source>Dead (死棒)</source>
            <translation>死棒</translation>
        </message>
        <message>
            <source>Trump and the dealer</source>
            <translation>亮主与坐庄</translation>
        </message>
        <message>
            <source>Fewest level cards to declare</source>
            <translation>亮主最少几张级牌</translation>
        </message>
        <message>
            <source>From the second hand on, trump is declared by showing identical level cards: more cards overcall fewer, and three identical jokers overcall them all. Is one level card enough?</source>
            <translation>从第二局起，亮相同的级牌定主：张数多的能反张数少的，三张相同的王能反一切。一张级牌能不能亮主？</translation>
        </message>
        <message>
            <source>One</source>
            <translation>一张就行</translation>
        </message>
        <message>
            <source>Two (a pair)</source>
            <translation>至少两张（一对）</translation>
        </message>
        <message>
            <source>Declare with two or more</source>
            <translation>两张起亮</translation>
        </message>
        <message>
            <source>Flipping for the first dealer</source>
            <translation>翻底牌定庄</translation>
        </message>
        <message>
            <source>In a cycle's first hand, if nobody shows a big joker, each player flips a bottom card: the highest deals and its suit is trump (a joker is flipped again; on a tie the earlier flip wins). This sets how the flipped cards rank.</source>
            <translation>每轮第一局没人亮大王时，每人翻一张底牌，翻到最大的坐庄，那张牌的花色做主（翻到王再翻；一样大时先翻的算大）。这里定翻出来的牌怎么比大小。</translation>
        </message>
        <message>
            <source>As in play at level 3: 3 &gt; 2 &gt; A &gt; K … &gt; 4</source>
            <translation>按打 3 时的大小：3 &gt; 2 &gt; A &gt; K … &gt; 4</translation>
        </message>
        <message>
            <source>Ace high: A &gt; K &gt; … &gt; 3 &gt; 2</source>
            <translation>A 最大：A &gt; K &gt; … &gt; 3 &gt; 2</translation>
        </message>
        <message>
            <source>Flip: ace high</source>
            <translation>翻牌 A 最大</translation>
        </message>
        <message>
            <source>When the dealer's side keeps the deal</source>
            <translation>庄家方守住时谁坐庄</translation>
        </message>
        <message>
            <source>When the attackers stay under 120, the dealer's side deals again: either the same dealer (连庄), or his partner.</source>
            <translation>闲家不到 120 分，庄家方继续坐庄：要么原庄家连庄，要么换他的对家坐庄。</translation>
        </message>
        <message>
            <source>The same dealer deals again (连庄)</source>
            <translation>原庄家连庄</translation>
        </message>
        <message>
            <source>The dealer's partner deals</source>
            <translation>换对家坐庄</translation>
        </message>
        <message>
            <source>Partner deals on</source>
            <translation>对家接庄</translation>
        </message>
        <message>
            <source>When the attackers take over</source>
            <translation>闲家上台时谁坐庄</translation>
        </message>
        <message>
            <source>With 120 points or more the attackers take over the deal. The new dealer is the old dealer's 下家 (on his right, playing after him) or his 上家 (on his left, playing before him).</source>
            <translation>闲家得 120 分以上就上台坐庄。新庄家是原庄家的下家（在他之后出牌），或者他的上家（在他之前出牌）。</translation>
        </message>
        <message>
            <source>The old dealer's right-hand player (下家)</source>
            <translation>原庄家的下家</translation>
        </message>
        <message>
            <source>The old dealer's left-hand player (上家)</source>
            <translation>原庄家的上家</translation>
        </message>
        <message>
            <source>Left-hand player takes over</source>
            <translation>上家上台</translation>
        </message>
        <message>
            <source>Tribute (喝血)</source>
            <translation>喝血</translation>
        </message>
        <message>
            <source>Cards given back for tribute</source>
            <translation>还贡</translation>
        </message>
        <message>
            <source>When tribute is owed, the dealer's 上家 gives the dealer his highest cards, and the dealer gives back as many cards of his choice. May jokers be among the cards given back?</source>
            <translation>要喝血时，庄家的上家把自己最大的牌交给庄家，庄家再挑同样张数的牌还给他。还的牌里能不能有王？</translation>
        </message>
        <message>
            <source>Any cards</source>
            <translation>随便还</translation>
        </message>
        <message>
            <source>Any cards but jokers</source>
            <translation>不能还王</translation>
        </message>
        <message>
            <source>No jokers given back</source>
            <translation>不还王</translation>
        </message>
        <message>
            <source>Riot (暴动)</source>
            <translation>暴动</translation>
        </message>
        <message>
            <source>A player who owes tribute and holds three identical jokers may show them and pay nothing this hand. Against three small jokers, a dealer who shows three big jokers puts the riot down and the tribute is paid.</source>
            <translation>该进贡的人手里有三张相同的王，可以亮出来暴动，这局就不用进贡。亮的如果是三张小王，庄家亮出三张大王就能镇住，照样喝血。</translation>
        </message>
        <message>
            <source>Riots allowed</source>
            <translation>允许暴动</translation>
        </message>
        <message>
            <source>Riots</source>
            <translation>可暴动</translation>
        </message>
        <message>
            <source>The bottom (底牌)</source>
            <translation>底牌</translation>
        </message>
        <message>
            <source>Dry pot (干锅)</source>
            <translation>干锅</translation>
        </message>
        <message>
            <source>If the revealed bottom has no card of the trump suit (level cards aside), or holds only trumps, the hand is a dry pot: the dealer does not exchange the bottom and nobody may bury jokers. With the second choice a joker or a 2 in the bottom also rules out the first case, so dry pots are rarer.</source>
            <translation>亮开的底牌里没有主花色的牌（级牌不算），或者全是主牌，就是干锅：庄家不换底，谁也不能扣王。选第二种时，底牌里只要有王或 2，就不按没有主花色算干锅，干锅会少一些。</translation>
        </message>
        <message>
            <source>No card of the trump suit</source>
            <translation>底牌没有主花色牌</translation>
        </message>
        <message>
            <source>No trump at all (jokers and 2s count)</source>
            <translation>底牌一张主牌都没有（王和 2 也算主）</translation>
        </message>
        <message>
            <source>Dry pot: no trump at all</source>
            <translation>干锅：底牌无主</translation>
        </message>
        <message>
            <source>Other players bury jokers (扣王)</source>
            <translation>其他人扣王</translation>
        </message>
        <message>
            <source>After the dealer's exchange, each other player in turn may bury jokers into the bottom and take back as many of its lowest cards (never points or jokers). When off, only the dealer buries.</source>
            <translation>庄家扣完底后，其他三家依次可以往底牌里扣王，扣几张王就换回几张底牌里最小的牌（不换分牌和王）。关掉后只有庄家能扣王。</translation>
        </message>
        <message>
            <source>The other players may bury jokers</source>
            <translation>其他人可以扣王</translation>
        </message>
        <message>
            <source>Only the dealer buries</source>
            <translation>只有庄家扣王</translation>
        </message>
        <message>
            <source>Levels and scoring</source>
            <translation>升级与计分</translation>
        </message>
        <message>
            <source>Levels</source>
            <translation>级数</translation>
        </message>
        <message>
            <source>Per team: each side climbs from 3 to 10 on its own, and a hand is played at the dealer's side's level. Shared: the table has one level, and whichever side goes up raises it for everyone.</source>
            <translation>各打各的：两队各自从 3 打到 10，每局打庄家方的级。共用：全桌只有一个级，哪一方升级，全桌的级都跟着升。</translation>
        </message>
        <message>
            <source>Each team has its own level</source>
            <translation>两队各打各的级</translation>
        </message>
        <message>
            <source>One level for the whole table</source>
            <translation>全桌共用一个级</translation>
        </message>
        <message>
            <source>Shared level</source>
            <translation>共用级</translation>
        </message>
        <message>
            <source>Must-play levels (必打)</source>
            <translation>必打级</translation>
        </message>
        <message>
            <source>A must-play level cannot be skipped: a gain that would carry a team past it stops there, and the team gets beyond it only by winning a hand at that level as the dealer's side. 10 is always a must-play level. Usually 3 and 10 are; tick only 10 if 3 is just where a cycle starts.</source>
            <translation>必打的级不能跳过：升级升过了头也要停在这一级，只有坐庄打这一级并打赢，才能升过去。10 永远必打。一般是 3 和 10 必打；如果 3 只算起点，就只勾 10。</translation>
        </message>
        <message>
            <source>Levels for jokers in the bottom</source>
            <translation>底牌里的王升级</translation>
        </message>
        <message>
            <source>Jokers buried in the bottom earn tribute for the side they reward: 2 for each big joker, 1 for each small one. With levels on, that side also goes up as many extra levels.</source>
            <translation>扣在底牌里的王给得利的一方喝血：大王一张 2 血，小王一张 1 血。选“也升级”时，这一方还按同样的数多升几级。</translation>
        </message>
        <message>
            <source>Levels too: 2 per big joker, 1 per small</source>
            <translation>也升级：大王 2 级，小王 1 级</translation>
        </message>
        <message>
            <source>Tribute only, no extra levels</source>
            <translation>只喝血，不多升级</translation>
        </message>
        <message>
            <source>No joker levels</source>
            <translation>王不升级</translation>
        </message>
        <message>
            <source>Three jokers in the bottom</source>
            <translation>底牌三王</translation>
        </message>
        <message>
            <source>Three jokers in the final bottom end the cycle at once: the dealer's side wins it by holding the bottom with the attackers under 120, the attackers by digging it with 120 or more. Which three jokers count?</source>
            <translation>最后底牌里有三张王，本轮立刻结束：庄家方保底且闲家不到 120 分，庄家方赢；闲家抠底且够 120 分，闲家赢。哪三张王才算？</translation>
        </message>
        <message>
            <source>Three identical jokers (3 big or 3 small)</source>
            <translation>三张相同的王（三大王或三小王）</translation>
        </message>
        <message>
            <source>Any three jokers</source>
            <translation>任意三张王</translation>
        </message>
        <message>
            <source>Full score</source>
            <translation>满分</translation>
        </message>
        <message>
            <source>Attackers with a full score win the cycle at once. Either their final score, a dug bottom counted twice, reaches 300, or they must take every one of the deck's 300 points.</source>
            <translation>闲家拿满分直接赢得本轮。要么最后得分（抠底的分翻倍算）达到 300 就行，要么必须把整副牌的 300 分全部拿到。</translation>
        </message>
        <message>
            <source>A final score of 300 or more</source>
            <translation>最后得分够 300</translation>
        </message>
        <message>
            <source>All 300 card points taken</source>
            <translation>300 分牌全部拿到</translation>
        </message>
        <message>
            <source>Full score: all 300 points</source>
            <translation>满分：300 分全拿</translation>
        </message>
        <message>
            <source>The match</source>
            <translation>整场</translation>
        </message>
        <message>
            <source>Cycles per match</source>
            <translation>每场几轮</translation>
        </message>
        <message>
            <source>A cycle runs from level 3 until one side wins it, by getting past 10 or by a special ending. The match ends after this many cycles; with no limit you play on until you start a new match.</source>
            <translation>一轮从 3 打起，直到一方赢下（打过 10，或特殊情况直接结束）。打满这么多轮整场结束；选“不限”就一直打下去，直到你开新的一场。</translation>
        </message>
        <message>
            <source>Dou Dizhu, 3 and 4 players</source>
            <translation>斗地主（三人、四人）</translation>
        </message>
        <message>
            <source>Show the kitty (底牌)</source>
            <translation>亮底牌</translation>
        </message>
        <message>
            <source>The landlord takes the kitty: 3 cards, 8 with two decks. Shown: everyone sees them as he picks them up. Hidden: only the landlord knows them.</source>
            <translation>地主拿底牌：一副牌 3 张，两副牌 8 张。亮底：地主拿牌时大家都能看到；不亮：只有地主知道。</translation>
        </message>
        <message>
            <source>Turn the kitty face up for everyone</source>
            <translation>底牌亮给所有人看</translation>
        </message>
        <message>
            <source>Hidden kitty</source>
            <translation>底牌不亮</translation>
        </message>
        <message>
            <source>Spring (春天)</source>
            <translation>春天</translation>
        </message>
        <message>
            <source>Spring: the landlord wins and no peasant played a single card. Reverse spring: the peasants win and the landlord played only his opening lead. Either one doubles the stake.</source>
            <translation>春天：地主赢了，农民一张牌都没出过。反春：农民赢了，地主只出过第一手牌。两种都翻一倍。</translation>
        </message>
        <message>
            <source>Spring doubles the stake</source>
            <translation>春天翻倍</translation>
        </message>
        <message>
            <source>Spring ×2</source>
            <translation>春天翻倍</translation>
        </message>
        <message>
            <source>Multiplier cap (封顶)</source>
            <translation>封顶</translation>
        </message>
        <message>
            <source>Every bomb and rocket doubles the stake (with two decks only bombs of 6 or more cards do), and so does spring. A cap stops the multiplier there: the bid is multiplied by the cap at most.</source>
            <translation>每个炸弹、王炸都翻一倍（两副牌时六张以上的炸弹才翻），春天也翻倍。封顶后倍数最多到这个数：叫分最多乘以封顶的倍数。</translation>
        </message>
        <message>
            <source>No cap</source>
            <translation>不封顶</translation>
        </message>
        <message>
            <source>Call and grab (叫地主 / 抢地主), doubling, shown hands</source>
            <translation>叫地主 / 抢地主、加倍、明牌</translation>
        </message>
        <message>
            <source>Choosing the landlord</source>
            <translation>确定地主</translation>
        </message>
        <message>
            <source>Bid points: each player bids 1, 2 or 3 and the highest bid is the base stake. Call and grab: a player calls the landlord (叫地主), then each other player who did not decline may grab it (抢地主), once each, and the caller has the last word. Every grab doubles the stake.</source>
            <translation>叫分：每人叫 1、2 或 3 分，叫得最高的当地主，叫的分就是底分。叫地主 / 抢地主：有人叫地主后，其他没有不叫的玩家每人可以抢一次，叫地主的人最后再决定抢不抢回来。每抢一次倍数翻一番。</translation>
        </message>
        <message>
            <source>Bid 1, 2 or 3 points (叫分)</source>
            <translation>叫分（1、2、3 分）</translation>
        </message>
        <message>
            <source>Call and grab (叫地主 / 抢地主)</source>
            <translation>叫地主 / 抢地主</translation>
        </message>
        <message>
            <source>Call and grab</source>
            <translation>抢地主</translation>
        </message>
        <message>
            <source>Doubling (加倍)</source>
            <translation>加倍</translation>
        </message>
        <message>
            <source>Once the landlord has the kitty, each peasant and then the landlord may double. A peasant's double counts for his own payment only; the landlord's counts for every peasant's. Super doubling (超级加倍) multiplies by 4.</source>
            <translation>地主拿到底牌后，农民依次、最后地主可以选择加倍。农民的加倍只算自己的输赢，地主的加倍对每个农民都算。超级加倍为 ×4。</translation>
        </message>
        <message>
            <source>No doubling</source>
            <translation>不加倍</translation>
        </message>
        <message>
            <source>Double (×2)</source>
            <translation>加倍（×2）</translation>
        </message>
        <message>
            <source>Double (×2) or super double (×4)</source>
            <translation>加倍（×2）或超级加倍（×4）</translation>
        </message>
        <message>
            <source>Doubling</source>
            <translation>加倍</translation>
        </message>
        <message>
            <source>Super doubling</source>
            <translation>超级加倍</translation>
        </message>
        <message>
            <source>Shown hand (明牌)</source>
            <translation>明牌</translation>
        </message>
        <message>
            <source>Before the deal each player may start with the hand shown, face up for everyone: ×4. The landlord who has not shown may show his hand after taking the kitty: ×2. Several shows do not multiply: the largest counts.</source>
            <translation>发牌前每人可以选择明牌开始，牌面向所有人公开：×4。还没明牌的地主拿到底牌后可以明牌：×2。几家明牌不叠加，按最大的算。</translation>
        </message>
        <message>
            <source>Players may show their hand</source>
            <translation>允许明牌</translation>
        </message>
        <message>
            <source>Shown hands</source>
            <translation>明牌</translation>
        </message>
        <message>
            <source>No limit</source>
            <extracomment>a changed rule's name is drawn in this colour, so a player sees at a glance what differs from the usual</extracomment>
            <translation>不限</translation>
        </message>
        <message>
            <source>10 is always a must-play level.</source>
            <translation>10 永远必打。</translation>
        </message>
        <message>
            <source>Classic (经典)</source>
            <extracomment>the preset's name, to translate in the ``HouseRules`` context one sentence saying what it sets, to translate in the ``HouseRules`` context</extracomment>
            <translation>经典</translation>
        </message>
        <message>
            <source>Bids of 1, 2 or 3 points, no doubling, no shown hands, no spring.</source>
            <translation>叫1、2、3分，不加倍，不明牌，不算春天。</translation>
        </message>
        <message>
            <source>Happy (欢乐)</source>
            <translation>欢乐</translation>
        </message>
        <message>
            <source>Call and grab the landlord, double and super double, show the hand, spring doubles: the app rules most players know.</source>
            <translation>叫地主、抢地主，加倍、超级加倍，明牌，春天翻倍：大多数玩家熟悉的手机斗地主玩法。</translation>
        </message>
    </context>
    <context>
        <name>HouseRulesDialog</name>
        <message>
            <source>House rules</source>
            <translation>规则设置</translation>
        </message>
        <message>
            <source>Players do not all play by the same rules. Choose how your table plays; a rule you changed shows its name in colour. Changes apply from the next new match or session.</source>
            <translation>各地打法不完全一样。选好你这桌的规矩：改过的规则名称会变色。改动从下次新开一场起生效。</translation>
        </message>
        <message>
            <source>Dalian Gunzi</source>
            <translation>大连打滚子</translation>
        </message>
        <message>
            <source>Dou Dizhu</source>
            <translation>斗地主</translation>
        </message>
        <message>
            <source>Restore defaults</source>
            <translation>恢复默认</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>确定</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
    </context>
    <context>
        <name>IndexCard</name>
        <message>
            <source>BJ</source>
            <extracomment>an index card's height over its width (shorter than a card: only the index is shown) how much of a card the next one leaves visible: the whole index</extracomment>
            <translation>大</translation>
        </message>
        <message>
            <source>SJ</source>
            <translation>小</translation>
        </message>
    </context>
    <context>
        <name>Keyboard</name>
        <message>
            <source>Playing without the mouse</source>
            <translation>不用鼠标打牌</translation>
        </message>
        <message>
            <source>Click the table once so it has the focus. In dialogs, Enter confirms and Esc cancels.</source>
            <translation>先在牌桌上点一下，让它获得焦点。对话框里回车确认，Esc 取消。</translation>
        </message>
        <message>
            <source>Move the focus along your hand</source>
            <extracomment>(keys, what they do) for the help page; the descriptions are translated in context "Keyboard"</extracomment>
            <translation>在手牌间移动焦点</translation>
        </message>
        <message>
            <source>Focus the first or the last card</source>
            <translation>跳到第一张或最后一张牌</translation>
        </message>
        <message>
            <source>Select or unselect the focused card</source>
            <translation>选中或取消选中当前的牌</translation>
        </message>
        <message>
            <source>Select / unselect the focused card</source>
            <translation>选中 / 取消选中当前的牌</translation>
        </message>
        <message>
            <source>Play the selected cards, or press the highlighted button</source>
            <translation>出选中的牌，或按下高亮的按钮</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>不要 / 不亮</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Bid 1, 2 or 3 points / no bid (Dou Dizhu); choose a declaration (Gunzi)</source>
            <translation>叫 1、2、3 分 / 不叫（斗地主）；选择亮主（打滚子）</translation>
        </message>
        <message>
            <source>Call and grab (Dou Dizhu): yes / no to calling, grabbing or showing; double / super double</source>
            <translation>叫地主 / 抢地主（斗地主）：叫、抢、明牌选“是 / 否”；加倍 / 超级加倍</translation>
        </message>
        <message>
            <source>Peek at the last trick or round</source>
            <translation>查看上一轮 / 上一手</translation>
        </message>
        <message>
            <source>Look at the buried bottom (Gunzi, when you know it)</source>
            <translation>查看扣下的底牌（打滚子，知道底牌时）</translation>
        </message>
        <message>
            <source>Show or hide the history of the hand</source>
            <translation>打开或收起出牌记录</translation>
        </message>
        <message>
            <source>Auto-play (托管) on or off</source>
            <translation>开启或取消托管</translation>
        </message>
        <message>
            <source>Card counter on or off</source>
            <translation>打开或关闭记牌器</translation>
        </message>
        <message>
            <source>Clear the selection, close a peek</source>
            <translation>取消选牌，关闭查看</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
    </context>
    <context>
        <name>LastRoundPeek</name>
        <message>
            <source>No round has been finished yet.</source>
            <translation>还没有打完的一手。</translation>
        </message>
    </context>
    <context>
        <name>LastTrickPanel</name>
        <message>
            <source>No trick has been played yet.</source>
            <translation>还没有出过牌。</translation>
        </message>
        <message>
            <source>Trick {n}: {seat} won {points} points</source>
            <translation>第 {n} 轮：{seat}最大，得 {points} 分</translation>
        </message>
        <message>
            <source>Trick {n}: won by {seat}, no points in it</source>
            <translation>第 {n} 轮：{seat}最大，没有分</translation>
        </message>
    </context>
    <context>
        <name>LevelText</name>
        <message>
            <source>Easy</source>
            <extracomment>every level, weakest first no measured figure is this large (win rates are fractions, points per hand tens): anything beyond is damage</extracomment>
            <translation>简单</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <source>{level} — {figures}</source>
            <translation>{level} — {figures}</translation>
        </message>
        <message>
            <source>{game}: {line}</source>
            <translation>{game}：{line}</translation>
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
            <source>Your settings file could not be read, so gunapp started with the default settings.

The damaged file was kept as:
{path}</source>
            <translation>无法读取设置文件，gunapp 已使用默认设置启动。

损坏的文件已保存为：
{path}</translation>
        </message>
        <message>
            <source>Your settings file could not be opened ({error}), so gunapp started with the default settings. The file was left untouched, and changes you make now will not be saved until it can be opened.

File: {path}</source>
            <translation>无法打开设置文件（{error}），gunapp 已使用默认设置启动。文件保持原样未被改动；在能够打开它之前，你现在做的更改不会被保存。

文件：{path}</translation>
        </message>
        <message>
            <source>Some of your settings were not valid and went back to their defaults: {names}.

Your other settings were kept.</source>
            <translation>部分设置无效，已恢复为默认值：{names}。

其他设置保持不变。</translation>
        </message>
        <message>
            <source>language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>动画速度</translation>
        </message>
        <message>
            <source>four-colour deck</source>
            <translation>四色牌</translation>
        </message>
        <message>
            <source>sound</source>
            <translation>声音</translation>
        </message>
        <message>
            <source>sound volume</source>
            <translation>音量</translation>
        </message>
        <message>
            <source>card counter</source>
            <translation>记牌器</translation>
        </message>
        <message>
            <source>playing forced moves at once</source>
            <translation>只有一种出法时自动出牌</translation>
        </message>
        <message>
            <source>computer players' level</source>
            <translation>电脑玩家水平</translation>
        </message>
        <message>
            <source>last game played</source>
            <translation>上次玩的游戏</translation>
        </message>
        <message>
            <source>window size and position</source>
            <translation>窗口大小和位置</translation>
        </message>
        <message>
            <source>house rules</source>
            <translation>规则设置</translation>
        </message>
        <message>
            <source>hand order</source>
            <translation>理牌顺序</translation>
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
            <extracomment>animation speed factors offered in the Settings menu (0 = no animation) the AI levels offered in the Settings menu (one setting for both games) sound volume steps offered in Settings → Sound (percent)</extracomment>
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
            <source>&amp;Open record…</source>
            <translation>打开牌谱(&amp;O)…</translation>
        </message>
        <message>
            <source>Play &amp;deal number…</source>
            <translation>按编号发牌(&amp;D)…</translation>
        </message>
        <message>
            <source>Save record &amp;as…</source>
            <translation>牌谱另存为(&amp;A)…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>战绩统计(&amp;T)…</translation>
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
            <source>So&amp;und</source>
            <translation>声音(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Sound on</source>
            <translation>开启声音(&amp;S)</translation>
        </message>
        <message>
            <source>Volume: quiet</source>
            <translation>音量：小</translation>
        </message>
        <message>
            <source>Volume: medium</source>
            <translation>音量：中</translation>
        </message>
        <message>
            <source>Volume: normal</source>
            <translation>音量：标准</translation>
        </message>
        <message>
            <source>Volume: loud</source>
            <translation>音量：大</translation>
        </message>
        <message>
            <source>&amp;Four-colour cards</source>
            <translation>四色牌(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;House rules…</source>
            <translation>规则设置(&amp;H)…</translation>
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
        <name>Mouse</name>
        <message>
            <source>Choosing cards with the mouse</source>
            <translation>用鼠标选牌</translation>
        </message>
        <message>
            <source>Click</source>
            <extracomment>(gesture, what it does) for Help → Keyboard shortcuts; translated in context "Mouse"</extracomment>
            <translation>单击</translation>
        </message>
        <message>
            <source>Select a card (answering a pair, straight or airplane: the whole play that beats it)</source>
            <translation>选一张牌（接对子、顺子、飞机时：选中能管上的整手牌）</translation>
        </message>
        <message>
            <source>Double click</source>
            <translation>双击</translation>
        </message>
        <message>
            <source>The longest combination with that card</source>
            <translation>选中含这张牌的最长牌型</translation>
        </message>
        <message>
            <source>Shift + click</source>
            <translation>Shift + 单击</translation>
        </message>
        <message>
            <source>Select or unselect one card only</source>
            <translation>只选中或取消这一张牌</translation>
        </message>
        <message>
            <source>Drag across cards</source>
            <translation>在牌上拖动</translation>
        </message>
        <message>
            <source>Select (or unselect) every card you pass over</source>
            <translation>选中（或取消）划过的每张牌</translation>
        </message>
        <message>
            <source>Right click, or click the table</source>
            <translation>右键，或点击桌面空白处</translation>
        </message>
        <message>
            <source>Clear the selection</source>
            <translation>取消所有选牌</translation>
        </message>
    </context>
    <context>
        <name>PresetBox</name>
        <message>
            <source>Rule set:</source>
            <translation>玩法：</translation>
        </message>
        <message>
            <source>A rule set chooses every house rule at once; change one rule and it becomes Custom.</source>
            <translation>选一种玩法即一次设定全部规则；改动其中任何一条就变成“自定义”。</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <extracomment>Qt's own strings its catalogues lack: Qt 6.11's file dialog gave "Look in:" and "Files of type:" an accelerator ("&amp;Look in:") and qtbase_it / qtbase_zh_CN.qm still translate only the old form, so the dialog came out half English. Marked here, our catalogue translates them (translations/src/i26p.json).</extracomment>
            <translation>查找范围(&amp;L)：</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>文件类型(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>RecentMatches</name>
        <message>
            <source>No finished match yet</source>
            <translation>还没有打完的比赛</translation>
        </message>
        <message>
            <source>Recent matches (the last {n} are kept)</source>
            <translation>最近的比赛（保留最近 {n} 场）</translation>
        </message>
        <message>
            <source>Watch</source>
            <translation>回放</translation>
        </message>
        <message>
            <source>Open the match in the replay viewer</source>
            <translation>在回放器里打开这场比赛</translation>
        </message>
    </context>
    <context>
        <name>RecordErrorText</name>
        <message>
            <source>dealer</source>
            <translation>庄家</translation>
        </message>
        <message>
            <source>first seat dealt</source>
            <translation>第一个发到牌的座位</translation>
        </message>
        <message>
            <source>deck</source>
            <translation>牌序</translation>
        </message>
        <message>
            <source>seed</source>
            <translation>随机种子</translation>
        </message>
        <message>
            <source>seats</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>hands</source>
            <translation>牌局</translation>
        </message>
        <message>
            <source>rule options</source>
            <translation>规则选项</translation>
        </message>
        <message>
            <source>result</source>
            <translation>结算</translation>
        </message>
        <message>
            <source>moves</source>
            <translation>出牌记录</translation>
        </message>
        <message>
            <source>cards dealt so far</source>
            <translation>已发牌数</translation>
        </message>
        <message>
            <source>combination</source>
            <translation>牌型</translation>
        </message>
        <message>
            <source>cards</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>card</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>seat</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>kind of move</source>
            <translation>动作类型</translation>
        </message>
        <message>
            <source>marker position</source>
            <translation>明牌位置</translation>
        </message>
        <message>
            <source>bid</source>
            <translation>叫分</translation>
        </message>
        <message>
            <source>moment of the declaration</source>
            <translation>亮主时机</translation>
        </message>
        <message>
            <source>attackers' points</source>
            <translation>闲家得分</translation>
        </message>
        <message>
            <source>points won in tricks</source>
            <translation>闲家抓分</translation>
        </message>
        <message>
            <source>bottom dug</source>
            <translation>抠底</translation>
        </message>
        <message>
            <source>outcome</source>
            <translation>结局</translation>
        </message>
        <message>
            <source>levels</source>
            <translation>级数</translation>
        </message>
        <message>
            <source>next dealer</source>
            <translation>下局庄家</translation>
        </message>
        <message>
            <source>blood (tribute owed)</source>
            <translation>喝血</translation>
        </message>
        <message>
            <source>bottom cards</source>
            <translation>底牌</translation>
        </message>
        <message>
            <source>points in the bottom</source>
            <translation>底牌分</translation>
        </message>
        <message>
            <source>trump suit</source>
            <translation>主花色</translation>
        </message>
        <message>
            <source>level played</source>
            <translation>所打级牌</translation>
        </message>
        <message>
            <source>dry pot</source>
            <translation>干锅</translation>
        </message>
        <message>
            <source>winner of the cycle</source>
            <translation>本轮赢家</translation>
        </message>
        <message>
            <source>re-deal</source>
            <translation>重新发牌</translation>
        </message>
        <message>
            <source>reason for the re-deal</source>
            <translation>重新发牌的原因</translation>
        </message>
        <message>
            <source>landlord</source>
            <translation>地主</translation>
        </message>
        <message>
            <source>base bid</source>
            <translation>底分</translation>
        </message>
        <message>
            <source>doublings</source>
            <translation>加倍次数</translation>
        </message>
        <message>
            <source>spring</source>
            <translation>春天</translation>
        </message>
        <message>
            <source>multiplier</source>
            <translation>倍数</translation>
        </message>
        <message>
            <source>winner</source>
            <translation>赢家</translation>
        </message>
        <message>
            <source>scores</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>deal number</source>
            <translation>牌局编号</translation>
        </message>
        <message>
            <source>marker card</source>
            <translation>明牌</translation>
        </message>
        <message>
            <source>seat dealt the marker</source>
            <translation>拿到明牌的座位</translation>
        </message>
        <message>
            <source>Hand {hand}, move {move}: </source>
            <translation>第 {hand} 局第 {move} 步：</translation>
        </message>
        <message>
            <source>Hand {hand}: </source>
            <translation>第 {hand} 局：</translation>
        </message>
        <message>
            <source>The file could not be read as a game record.</source>
            <translation>无法把这个文件当作牌谱读取。</translation>
        </message>
        <message>
            <source>The file is not a game record: it is damaged or is not JSON text.</source>
            <translation>这个文件不是牌谱：文件已损坏，或者不是 JSON 文本。</translation>
        </message>
        <message>
            <source>The file is too large to be a game record.</source>
            <translation>这个文件太大，不可能是牌局记录。</translation>
        </message>
        <message>
            <source>This is not an ordinary file (a folder, a device or a pipe), so it was not read.</source>
            <translation>这不是一个普通文件（而是文件夹、设备或管道），所以没有读取。</translation>
        </message>
        <message>
            <source>The file could not be opened ({detail}).</source>
            <translation>无法打开这个文件（{detail}）。</translation>
        </message>
        <message>
            <source>The file is not a gunapp game record (format {format}).</source>
            <translation>这个文件不是 gunapp 的牌谱（格式为 {format}）。</translation>
        </message>
        <message>
            <source>The record holds no hand to play.</source>
            <translation>牌谱里没有可打的牌局。</translation>
        </message>
        <message>
            <source>The record is of a game this version does not play ({game}).</source>
            <translation>这份牌谱的玩法本版本不支持（{game}）。</translation>
        </message>
        <message>
            <source>The record lists {count} seats; this game has {expected}.</source>
            <translation>牌谱里有 {count} 个座位，这个玩法应该是 {expected} 个。</translation>
        </message>
        <message>
            <source>there is something that is not a card in the {field}.</source>
            <translation>{field}里有不是牌的内容。</translation>
        </message>
        <message>
            <source>the deck is impossible: it has {count} cards, not every card exactly {copies} times.</source>
            <translation>牌序不可能成立：共有 {count} 张牌，并非每张牌正好 {copies} 张。</translation>
        </message>
        <message>
            <source>the {field} is seat {seat}, but there is no such seat.</source>
            <translation>{field}是 {seat} 号座位，但没有这个座位。</translation>
        </message>
        <message>
            <source>The rule option “{field}” has a value this version does not know.</source>
            <translation>规则选项“{field}”的值本版本无法识别。</translation>
        </message>
        <message>
            <source>the kind of move “{type}” is unknown.</source>
            <translation>动作类型“{type}”无法识别。</translation>
        </message>
        <message>
            <source>the rules do not allow this move. {reason}</source>
            <translation>规则不允许这一步。{reason}</translation>
        </message>
        <message>
            <source>the recorded {field} is seat {recorded}, but the deal makes it seat {replayed}.</source>
            <translation>记录的{field}是 {recorded} 号座位，但按发牌推算应是 {replayed} 号座位。</translation>
        </message>
        <message>
            <source>the {field} is missing; the replay gives {replayed}.</source>
            <translation>缺少{field}；按牌重演得到的是 {replayed}。</translation>
        </message>
        <message>
            <source>the record has a {field} ({recorded}) that the replay does not give.</source>
            <translation>牌谱里有{field}（{recorded}），但按牌重演并没有这一项。</translation>
        </message>
        <message>
            <source>the recorded {field} is {recorded}, but the replay gives {replayed}.</source>
            <translation>记录的{field}是 {recorded}，但按牌重演得到的是 {replayed}。</translation>
        </message>
        <message>
            <source>the hand is played out but its result is missing.</source>
            <translation>这局已经打完，但缺少结算。</translation>
        </message>
        <message>
            <source>the recorded moves do not finish the hand, yet a result or another hand follows.</source>
            <translation>记录的出牌没有打完这一局，后面却有结算或下一局。</translation>
        </message>
        <message>
            <source>the match was already over before this hand.</source>
            <translation>这局之前比赛已经结束了。</translation>
        </message>
        <message>
            <source>the {field} is missing or not what a record holds there.</source>
            <translation>{field}缺失，或者内容不符合牌谱格式。</translation>
        </message>
        <message>
            <source>The record is damaged: {detail}</source>
            <translation>牌谱已损坏：{detail}</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <source>Previous hand</source>
            <extracomment>what Play from here does with (level, seat or None): the viewer's own by default; the replay window of "Replay this hand" plays on on the main table instead (``hand_dialog``)</extracomment>
            <translation>上一局</translation>
        </message>
        <message>
            <source>Previous trick</source>
            <translation>上一轮</translation>
        </message>
        <message>
            <source>One step back</source>
            <translation>后退一步</translation>
        </message>
        <message>
            <source>Play / pause</source>
            <translation>播放 / 暂停</translation>
        </message>
        <message>
            <source>One step forward</source>
            <translation>前进一步</translation>
        </message>
        <message>
            <source>Next trick</source>
            <translation>下一轮</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>下一局</translation>
        </message>
        <message>
            <source>Fold the replay controls</source>
            <translation>收起回放控制条</translation>
        </message>
        <message>
            <source>Replay speed</source>
            <translation>回放速度</translation>
        </message>
        <message>
            <source>Jump to a hand</source>
            <translation>跳到某一局</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>从这里接着打</translation>
        </message>
        <message>
            <source>Take the bottom seat at this point and play on against the computer; the arrow offers the other seats</source>
            <translation>从此处坐到下方的位置，接着和电脑打下去；点箭头可选别的座位</translation>
        </message>
        <message>
            <source>Whose cards are shown</source>
            <translation>显示谁的牌</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>第 {n} 局</translation>
        </message>
        <message>
            <source>Play on in seat: {seat}</source>
            <translation>坐{seat}的位置接着打</translation>
        </message>
        <message>
            <source>All hands face up</source>
            <translation>明牌：所有人的牌</translation>
        </message>
        <message>
            <source>View of {seat}</source>
            <translation>{seat}的视角</translation>
        </message>
        <message>
            <source>Step {k} of {n}</source>
            <translation>第 {k} / {n} 步</translation>
        </message>
    </context>
    <context>
        <name>ReplayEntry</name>
        <message>
            <source>Play deal number</source>
            <translation>按牌局编号发牌</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>游戏：</translation>
        </message>
        <message>
            <source>Deal number:</source>
            <translation>牌局编号：</translation>
        </message>
    </context>
    <context>
        <name>ReplayHand</name>
        <message>
            <source>Replay this hand</source>
            <translation>回放本局</translation>
        </message>
        <message>
            <source>Watch the hand just played, step by step</source>
            <translation>一步一步回看刚打完的这一局</translation>
        </message>
        <message>
            <source>Replay of hand {n}</source>
            <translation>第 {n} 局回放</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>This game cannot be analysed yet.</source>
            <extracomment>the seed of every review the app makes: the command line's default, so ``python -m gunapp.review`` gives the figures the player saw the review running: its seat, its hand once known</extracomment>
            <translation>这个游戏暂时还不能分析。</translation>
        </message>
        <message>
            <source>The hand could not be analysed: its record does not read back as it was played.</source>
            <translation>无法分析这一局：牌局记录与实际打法对不上。</translation>
        </message>
        <message>
            <source>The hand could not be analysed (an error in the app).</source>
            <translation>无法分析这一局（程序出错）。</translation>
        </message>
        <message>
            <source>Cancel analysis</source>
            <translation>取消分析</translation>
        </message>
        <message>
            <source>Analyse</source>
            <translation>分析</translation>
        </message>
        <message>
            <source>Let the engine weigh every decision of this seat in this hand; the arrow chooses the seat</source>
            <translation>让电脑评估这个座位在这一局的每个决策；点箭头选择座位</translation>
        </message>
        <message>
            <source>Analyse: {seat}</source>
            <translation>分析：{seat}</translation>
        </message>
        <message>
            <source>Let the engine weigh each of your decisions in this hand and show what they cost</source>
            <translation>让电脑逐一评估你这一局的每个决策，看看哪一步亏了分</translation>
        </message>
        <message>
            <source>Analysing…</source>
            <translation>分析中…</translation>
        </message>
        <message>
            <source>Analysed</source>
            <translation>已分析</translation>
        </message>
        <message>
            <source>Analysing the decisions: the first results come in as they are ready.</source>
            <translation>正在分析每一步决策，算好一步就先显示一步。</translation>
        </message>
        <message>
            <source>No decision to weigh in this hand: every move was forced.</source>
            <translation>这一局没有可以比较的决策：每一步都只有一种出法。</translation>
        </message>
        <message>
            <source>No costly decision: every move was as good as the best the engine found.</source>
            <translation>没有失误：每一步都和电脑找到的最佳出法一样好。</translation>
        </message>
        <message>
            <source>Key moments: {seat}</source>
            <translation>关键时刻：{seat}</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>实际</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>最佳</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>其他</translation>
        </message>
        <message>
            <source>±{spread}: 95% sure the true average lies within</source>
            <translation>±{spread}：有 95% 的把握真实平均值落在这个范围内</translation>
        </message>
        <message>
            <source>the file is read-only</source>
            <translation>文件是只读的</translation>
        </message>
        <message>
            <source>The analysis is shown here, but it could not be kept in the record's file: {reason}. The file is left as it was.</source>
            <translation>分析结果照常显示，但没能存进牌谱文件：{reason}。文件保持原样，没有改动。</translation>
        </message>
    </context>
    <context>
        <name>ReviewWords</name>
        <message>
            <source>attackers {points}</source>
            <translation>闲家 {points} 分</translation>
        </message>
        <message>
            <source>{value} pts</source>
            <translation>{value} 分</translation>
        </message>
        <message>
            <source>{chance} to win</source>
            <translation>胜率 {chance}</translation>
        </message>
        <message numerus="yes">
            <source>%Ln pt(s)</source>
            <translation>
                <numerusform>%Ln 分</numerusform>
            </translation>
        </message>
        <message>
            <source>best move</source>
            <translation>最佳选择</translation>
        </message>
        <message numerus="yes">
            <source>costs %Ln pt(s)</source>
            <translation>
                <numerusform>亏 %Ln 分</numerusform>
            </translation>
        </message>
        <message>
            <source>costs {amount} pts</source>
            <translation>亏 {amount} 分</translation>
        </message>
        <message>
            <source>big joker</source>
            <translation>大王</translation>
        </message>
        <message>
            <source>small joker</source>
            <translation>小王</translation>
        </message>
        <message>
            <source>not bidding</source>
            <translation>不叫</translation>
        </message>
        <message>
            <source>not declaring</source>
            <comment>declaration</comment>
            <translation>不亮主</translation>
        </message>
        <message>
            <source>not showing the big joker</source>
            <translation>不亮大王</translation>
        </message>
        <message>
            <source>passing</source>
            <translation>不出</translation>
        </message>
        <message>
            <source>bidding {n}</source>
            <translation>叫 {n} 分</translation>
        </message>
        <message>
            <source>burying {cards}</source>
            <translation>扣 {cards}</translation>
        </message>
        <message>
            <source>returning {cards}</source>
            <translation>还 {cards}</translation>
        </message>
        <message>
            <source>giving {cards}</source>
            <translation>给 {cards}</translation>
        </message>
        <message>
            <source>rioting with {cards}</source>
            <translation>暴动，亮 {cards}</translation>
        </message>
        <message>
            <source>another choice</source>
            <translation>另一种选择</translation>
        </message>
        <message>
            <source>showing the big joker</source>
            <translation>亮大王</translation>
        </message>
        <message>
            <source>declaring trump with {cards}</source>
            <translation>亮主 {cards}</translation>
        </message>
        <message>
            <source>overcalling with {cards}</source>
            <translation>反主 {cards}</translation>
        </message>
        <message>
            <source>reinforcing with {cards}</source>
            <translation>加固 {cards}</translation>
        </message>
        <message>
            <source>{move}, naming {suit} trumps</source>
            <translation>{move}，定{suit}为主</translation>
        </message>
        <message>
            <source>big joker</source>
            <comment>declaration</comment>
            <translation>亮大王</translation>
        </message>
        <message>
            <source>declare</source>
            <comment>declaration</comment>
            <translation>亮主</translation>
        </message>
        <message>
            <source>overcall</source>
            <comment>declaration</comment>
            <translation>反主</translation>
        </message>
        <message>
            <source>reinforce</source>
            <comment>declaration</comment>
            <translation>加固</translation>
        </message>
        <message>
            <source>riot</source>
            <comment>tribute</comment>
            <translation>暴动</translation>
        </message>
        <message>
            <source>{word}, {suit} trumps</source>
            <translation>{word}，{suit}为主</translation>
        </message>
        <message>
            <source>calling the landlord</source>
            <translation>叫地主</translation>
        </message>
        <message>
            <source>not calling</source>
            <translation>不叫</translation>
        </message>
        <message>
            <source>grabbing the landlord</source>
            <translation>抢地主</translation>
        </message>
        <message>
            <source>not grabbing</source>
            <translation>不抢</translation>
        </message>
        <message>
            <source>not doubling</source>
            <translation>不加倍</translation>
        </message>
        <message>
            <source>doubling</source>
            <translation>加倍</translation>
        </message>
        <message>
            <source>super doubling</source>
            <translation>超级加倍</translation>
        </message>
        <message>
            <source>starting with the hand shown</source>
            <translation>明牌开始</translation>
        </message>
        <message>
            <source>showing the hand</source>
            <translation>明牌</translation>
        </message>
        <message>
            <source>not showing</source>
            <translation>不明牌</translation>
        </message>
        <message>
            <source>leading {cards}</source>
            <translation>首出 {cards}</translation>
        </message>
        <message>
            <source>playing {cards}</source>
            <translation>出 {cards}</translation>
        </message>
        <message>
            <source>Trick {n}</source>
            <translation>第 {n} 轮</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>第 {n} 手</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>叫分</translation>
        </message>
        <message>
            <source>Declaring trumps</source>
            <translation>亮主</translation>
        </message>
        <message>
            <source>Showing the big joker</source>
            <translation>抢亮大王</translation>
        </message>
        <message>
            <source>Burying the bottom</source>
            <translation>扣底</translation>
        </message>
        <message>
            <source>Burying the jokers</source>
            <translation>扣王</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>喝血</translation>
        </message>
        <message>
            <source>Returning the tribute</source>
            <translation>还贡</translation>
        </message>
        <message>
            <source>Calling the landlord</source>
            <translation>叫地主</translation>
        </message>
        <message>
            <source>Grabbing the landlord</source>
            <translation>抢地主</translation>
        </message>
        <message>
            <source>Doubling</source>
            <translation>加倍</translation>
        </message>
        <message>
            <source>Showing the hand</source>
            <translation>明牌</translation>
        </message>
        <message>
            <source>Showing the hand before the deal</source>
            <translation>发牌前明牌</translation>
        </message>
        <message>
            <source>Decision {n}</source>
            <translation>第 {n} 个决策</translation>
        </message>
        <message>
            <source>{where}: {made} was the best move</source>
            <translation>{where}：{made}是最好的选择</translation>
        </message>
        <message>
            <source>{where}: after {made} the attackers scored {a} on average; {alt} would have held them to {b}</source>
            <translation>{where}：{made}，闲家平均得 {a} 分；换成{alt}，闲家只能得 {b} 分</translation>
        </message>
        <message>
            <source>{where}: after {made} the attackers scored {a} on average; {alt} would have brought them {b}</source>
            <translation>{where}：{made}，闲家平均得 {a} 分；换成{alt}，闲家能得 {b} 分</translation>
        </message>
        <message>
            <source>{where}: {made} came to {a} points on average; {alt} would have made it {b}</source>
            <translation>{where}：{made}，平均得 {a} 分；换成{alt}可得 {b} 分</translation>
        </message>
        <message>
            <source>(chance to win {a} → {b})</source>
            <translation>（胜率 {a} → {b}）</translation>
        </message>
        <message>
            <source>(not counting what the open hand tells the others)</source>
            <translation>（未计入明牌让对手知道的信息）</translation>
        </message>
        <message numerus="yes">
            <source>{where}: {made} cost about %Ln point(s) on average; {alt} was better</source>
            <translation>
                <numerusform>{where}：{made}平均约亏 %Ln 分；{alt}更好</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesPageDialog</name>
        <message>
            <source>Rules of Gunzi</source>
            <translation>打滚子规则</translation>
        </message>
        <message>
            <source>Rules of Dou Dizhu</source>
            <translation>斗地主规则</translation>
        </message>
    </context>
    <context>
        <name>RulesText</name>
        <message>
            <source>No limit</source>
            <extracomment>the preset box's entry for values that match no preset</extracomment>
            <translation>不限</translation>
        </message>
        <message numerus="yes">
            <source>%n cycle(s)</source>
            <translation>
                <numerusform>%n 轮</numerusform>
            </translation>
        </message>
        <message>
            <source>On</source>
            <translation>开</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>关</translation>
        </message>
        <message>
            <source>Must-play levels {levels}</source>
            <translation>必打 {levels}</translation>
        </message>
        <message numerus="yes">
            <source>Match of %n cycle(s)</source>
            <translation>
                <numerusform>一场 %n 轮</numerusform>
            </translation>
        </message>
        <message>
            <source>Multiplier cap ×{n}</source>
            <translation>{n} 倍封顶</translation>
        </message>
        <message>
            <source>No multiplier cap</source>
            <translation>不封顶</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source>Standard rules: no house rules changed.</source>
            <translation>标准规则：没有改动。</translation>
        </message>
        <message>
            <source>House rules in force:</source>
            <translation>本场规则：</translation>
        </message>
        <message>
            <source>{name}: {value}</source>
            <translation>{name}：{value}</translation>
        </message>
    </context>
    <context>
        <name>SavedGames</name>
        <message>
            <source>Statistics reset</source>
            <extracomment>a saved match is back on its table (the model; it takes its next step from the event loop) an autosave failed (game, error); emitted from the writer thread, shown on the GUI thread a write of a game's save ended (game); emitted from the writer thread, handled on the GUI thread the statistics file could not be written (the error); emitted from its writer thread, shown on the GUI thread soak runs (``gunapp --autosave --trace``, set by app.py before the window is made, since the window reads the saves as it is built): ``autosave_all`` saves every match like a real one, a demo's too; ``trace`` prints the number of recorded decisions and the hand's phase after every action (``progress N PHASE``), the resumed match (``resumed &lt;json&gt;``) and every notice (``notice &lt;json&gt;``), so the kill -9 and storage fault soaks can tell what a kill lost (and kill mid-auction, mid-doubling), check the restored match and count what the player was told readings of the saves queued or running off the GUI thread (a bad save is moved aside meanwhile): whatever asks about a save (``settle``) waits for them, so a folder or an unreadable file in a save's place is never taken for a match in progress asks a yes/no question (replaced by tests); the default is a modal QMessageBox</extracomment>
            <translation>战绩已重置</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <source>You have a {game} match in progress. Start a new game and give it up?

(Choose No to keep it: you can continue it from the start page.)</source>
            <translation>你有一盘{game}还没打完。要开新游戏并放弃它吗？

（选“否”保留它：可以在开始页面继续。）</translation>
        </message>
        <message>
            <source>Save record</source>
            <translation>保存牌谱</translation>
        </message>
        <message>
            <source>There is no match on the table to save.</source>
            <translation>牌桌上没有可以保存的牌局。</translation>
        </message>
        <message>
            <source>The record could not be written:
{error}</source>
            <translation>无法写入牌谱：
{error}</translation>
        </message>
        <message>
            <source>Open record</source>
            <translation>打开牌谱</translation>
        </message>
        <message>
            <source>This file is not a game record gunapp can play:
{error}</source>
            <translation>这个文件不是 gunapp 能继续打的牌谱：
{error}</translation>
        </message>
        <message>
            <source>Play deal number</source>
            <translation>按牌局编号发牌</translation>
        </message>
        <message>
            <source>There is no deal number {number}: deal numbers go from 0 to {max}.</source>
            <translation>没有编号为 {number} 的牌局：牌局编号从 0 到 {max}。</translation>
        </message>
        <message>
            <source>Your saved {game} match could not be read and cannot be continued.

Reason: {error}</source>
            <translation>无法读取你保存的{game}牌局，不能继续。

原因：{error}</translation>
        </message>
        <message>
            <source>Your saved {game} match was damaged, so the copy saved just before it was restored (the last move may be missing).

The damaged file was kept as:
{path}</source>
            <translation>你保存的{game}牌局已损坏，已恢复为之前保存的副本（最后一步可能缺失）。

损坏的文件已保留为：
{path}</translation>
        </message>
        <message>
            <source>Your saved {game} match does not follow the rules of this version and cannot be continued. It was set aside as:
{path}</source>
            <translation>你保存的{game}牌局不符合本版本的规则，无法继续。已另存为：
{path}</translation>
        </message>
        <message>
            <source>Your saved {game} match could not be read and cannot be continued.

The damaged file was kept as:
{path}</source>
            <translation>无法读取你保存的{game}牌局，不能继续。

损坏的文件已保留为：
{path}</translation>
        </message>
        <message>
            <source>Your statistics file could not be opened ({error}). It was left untouched; until it can be opened, the games you play now are not counted.

File: {path}</source>
            <translation>无法打开战绩文件（{error}）。文件保持原样未被改动；在能够打开它之前，现在打的牌局不会计入战绩。

文件：{path}</translation>
        </message>
        <message>
            <source>Part of your statistics file was damaged: the statistics of {games} start again from zero. The other games keep theirs.</source>
            <translation>战绩文件有一部分已损坏：{games}的战绩从零开始，其他游戏的战绩保留不变。</translation>
        </message>
        <message>
            <source>Recent matches</source>
            <translation>最近的比赛</translation>
        </message>
        <message>
            <source>The match you just finished could not be kept for Statistics → Recent matches ({error}). Your statistics still count it.</source>
            <translation>刚打完的这场比赛无法保存到“战绩统计 → 最近的比赛”中（{error}）。它仍然计入你的战绩。</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>战绩统计</translation>
        </message>
        <message>
            <source>Your statistics could not be saved ({error}). They are still counted while gunapp is open and are written as soon as the disk allows it.</source>
            <translation>战绩无法保存（{error}）。gunapp 开着的时候照样计数，等磁盘可以写入时会一并保存。</translation>
        </message>
        <message>
            <source>the file is damaged</source>
            <translation>文件已损坏</translation>
        </message>
        <message>
            <source>the file is too large</source>
            <translation>文件太大</translation>
        </message>
        <message>
            <source>a file has taken the folder's name</source>
            <translation>该文件夹的名称被一个文件占用了</translation>
        </message>
        <message>
            <source>a link there points back to itself</source>
            <translation>那里有一个指向自身的循环链接</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>那是一个文件夹，不是文件</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <translation>它不存在</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>那不是一个普通文件</translation>
        </message>
        <message>
            <source>its name is too long</source>
            <translation>它的名称太长</translation>
        </message>
        <message>
            <source>the disk could not be read or written</source>
            <translation>磁盘无法读写</translation>
        </message>
        <message>
            <source>the system refused it (error {code})</source>
            <translation>系统拒绝了操作（错误代码 {code}）</translation>
        </message>
        <message>
            <source>the system refused it</source>
            <translation>系统拒绝了操作</translation>
        </message>
        <message>
            <source>gunapp is not allowed to write there</source>
            <translation>gunapp 没有在那里写入的权限</translation>
        </message>
        <message>
            <source>Saved matches</source>
            <translation>已保存的牌局</translation>
        </message>
        <message>
            <source>gunapp cannot use the folder for saved matches, so the matches you play now will not be saved.

Folder: {path}
Reason: {error}</source>
            <translation>gunapp 无法使用存放牌局的文件夹，现在打的牌局将不会被保存。

文件夹：{path}
原因：{error}</translation>
        </message>
        <message>
            <source>, </source>
            <comment>list separator</comment>
            <translation>、</translation>
        </message>
        <message>
            <source>Your {game} match could not be saved ({error}). You can keep playing, but if gunapp closes now the last moves will be lost. The last good save is kept.</source>
            <translation>你的{game}牌局无法保存（{error}）。你可以继续打，但如果 gunapp 现在关闭，最近几手牌会丢失。上一次成功的存档仍然保留。</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>磁盘已满</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>磁盘是只读的</translation>
        </message>
        <message>
            <source>Saved match</source>
            <translation>已保存的牌局</translation>
        </message>
        <message>
            <source>Game records ({patterns})</source>
            <translation>牌谱文件 ({patterns})</translation>
        </message>
        <message>
            <source>Your statistics file could not be read, so the statistics start again from zero.

The damaged file was kept as:
{path}</source>
            <translation>无法读取战绩文件，战绩将从零开始。

损坏的文件已保留为：
{path}</translation>
        </message>
    </context>
    <context>
        <name>SetupPanel</name>
        <message>
            <source>House rules: {rules}</source>
            <translation>规则：{rules}</translation>
        </message>
        <message>
            <source>House rules: standard</source>
            <translation>规则：标准</translation>
        </message>
        <message>
            <source>New Gunzi match</source>
            <translation>新开一场打滚子</translation>
        </message>
        <message>
            <source>{seat}: AI level</source>
            <translation>{seat}：电脑水平</translation>
        </message>
        <message>
            <source>{level}: {strength}</source>
            <translation>{level}：{strength}</translation>
        </message>
        <message>
            <source>Following</source>
            <translation>跟牌</translation>
        </message>
        <message>
            <source>Live (活棒): any cards of the led suit</source>
            <translation>活棒：跟同花色任意牌</translation>
        </message>
        <message>
            <source>Dead (死棒): pairs and triples must be matched</source>
            <translation>死棒：棒子、滚子必须对应跟</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>发牌</translation>
        </message>
        <message>
            <source>House rules…</source>
            <translation>规则设置…</translation>
        </message>
    </context>
    <context>
        <name>StakePanel</name>
        <message>
            <source>House rules: {rules}</source>
            <translation>规则：{rules}</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>Coming soon</source>
            <extracomment>where a line may break in Chinese: after a punctuation mark, never inside a phrase (Qt's word wrap breaks Chinese between any two characters: "对 / 门", "三副 / 牌")</extracomment>
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
    <context>
        <name>StatsDialog</name>
        <message>
            <source>Hands played</source>
            <translation>已打局数</translation>
        </message>
        <message>
            <source>Hands won</source>
            <translation>获胜局数</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>胜率</translation>
        </message>
        <message>
            <source>Cycles won</source>
            <translation>赢得的轮数</translation>
        </message>
        <message>
            <source>Deals played</source>
            <translation>已打局数</translation>
        </message>
        <message>
            <source>Deals won</source>
            <translation>获胜局数</translation>
        </message>
        <message>
            <source>Sessions won</source>
            <translation>赢得的场数</translation>
        </message>
        <message>
            <source>Best session score, classic rules</source>
            <translation>经典规则单场最高得分</translation>
        </message>
        <message>
            <source>Call and grab (欢乐)</source>
            <translation>欢乐（叫地主、抢地主）</translation>
        </message>
        <message>
            <source>As landlord, won / lost</source>
            <translation>当地主 胜 / 负</translation>
        </message>
        <message>
            <source>Grabs made</source>
            <translation>抢地主次数</translation>
        </message>
        <message>
            <source>Deals doubled</source>
            <translation>加倍局数</translation>
        </message>
        <message>
            <source>Points from doubled deals</source>
            <translation>加倍局得分</translation>
        </message>
        <message>
            <source>Hands shown</source>
            <translation>明牌局数</translation>
        </message>
        <message>
            <source>Biggest multiplier</source>
            <translation>最高倍数</translation>
        </message>
        <message>
            <source>Average stake per deal</source>
            <translation>每局平均输赢分</translation>
        </message>
        <message>
            <source>Best session score</source>
            <translation>单场最高得分</translation>
        </message>
        <message>
            <source>{n} ({won} won)</source>
            <translation>{n}（胜 {won}）</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>重置战绩</translation>
        </message>
        <message>
            <source>Set every count of every game back to zero? This cannot be undone.</source>
            <translation>把所有游戏的全部战绩清零吗？此操作无法撤销。</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>战绩统计</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>清零…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
    </context>
    <context>
        <name>StatusPanel</name>
        <message>
            <source>Levels</source>
            <translation>级数</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>庄家</translation>
        </message>
        <message>
            <source>Attackers</source>
            <translation>闲家得分</translation>
        </message>
        <message>
            <source>Cards left</source>
            <translation>剩余手牌</translation>
        </message>
        <message>
            <source>Tribute owed</source>
            <translation>本局喝血</translation>
        </message>
        <message>
            <source>Trump: —</source>
            <translation>主牌：—</translation>
        </message>
        <message>
            <source>Trump {suit}  ·  level {level}</source>
            <translation>主 {suit}  ·  打 {level}</translation>
        </message>
        <message>
            <source>Declared {suit}  ·  level {level}</source>
            <translation>已亮 {suit}  ·  打 {level}</translation>
        </message>
        <message>
            <source>Trump not yet declared  ·  level {level}</source>
            <translation>尚未亮主  ·  打 {level}</translation>
        </message>
        <message>
            <source>dry pot</source>
            <translation>干锅</translation>
        </message>
        <message>
            <source>Us {mine}  ·  Them {theirs}</source>
            <translation>我方 {mine}  ·  对方 {theirs}</translation>
        </message>
        <message>
            <source>{points} / 120</source>
            <translation>{points} / 120</translation>
        </message>
        <message>
            <source>House rules: {rules}</source>
            <translation>规则：{rules}</translation>
        </message>
    </context>
    <context>
        <name>SuitChooser</name>
        <message>
            <source>Three big jokers: name the trump suit</source>
            <translation>三个大王：请指定主花色</translation>
        </message>
        <message>
            <source>Three small jokers: name the trump suit</source>
            <translation>三个小王：请指定主花色</translation>
        </message>
        <message>
            <source>This overcalls {current}</source>
            <translation>这会反掉 {current}</translation>
        </message>
        <message>
            <source>Nobody has declared yet: this fixes the trump.</source>
            <translation>还没有人亮主：这就定主。</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
    </context>
</TS>
