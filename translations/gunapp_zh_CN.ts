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
            <source>Yes: the stake doubles</source>
            <translation>是：翻倍</translation>
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
        <name>DeclareBar</name>
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
        <name>GunziAnimations</name>
        <message>
            <source>Pass</source>
            <translation>不亮</translation>
        </message>
        <message>
            <source>Riot!</source>
            <translation>造反！</translation>
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
            <source>Trump {suit}, level {level}: {dealer} deals</source>
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
            <translation>首家出的是{suit}对子，你手里有{cards}：必须跟一对{suit}。</translation>
        </message>
        <message>
            <source>{suit} were led as a triple and you hold {cards}: you must play a triple of {suit}.</source>
            <translation>首家出的是{suit}三张，你手里有{cards}：必须跟三张相同的{suit}。</translation>
        </message>
        <message>
            <source>{suit} were led as a triple and you hold the pair {cards}: you must play that pair (or another pair of {suit}) with one more card.</source>
            <translation>首家出的是{suit}三张，你有对子{cards}：必须跟这对（或另一对{suit}）再加一张。</translation>
        </message>
        <message numerus="yes">
            <source>Play exactly %n card(s), as many as the lead.</source>
            <translation>
                <numerusform>必须出 %n 张，和首家一样多。</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead one card, a pair or a triple.</source>
            <translation>首出只能出单张、对子或三张。</translation>
        </message>
        <message>
            <source>Cards led together must be identical: {cards} is not a pair or a triple.</source>
            <translation>一起出的牌必须完全相同：{cards} 不是对子也不是三张。</translation>
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
                <numerusform>请正好选 %n 张还牌。</numerusform>
            </translation>
        </message>
        <message>
            <source>Jokers may not be given back (table rule).</source>
            <translation>按本桌规则，王不能还回去。</translation>
        </message>
        <message>
            <source>A riot needs three identical jokers, once, with the riot rule on.</source>
            <translation>造反需要三张相同的王，只能一次，且须开启造反规则。</translation>
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
            <translation>造反（亮三张王）</translation>
        </message>
        <message>
            <source>Select {n} to give back to {seat}.</source>
            <translation>选 {n} 还给{seat}。</translation>
        </message>
        <message>
            <source>Give back</source>
            <translation>还牌</translation>
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
            <translation>你先出：单张、对子或三张。</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>出牌</translation>
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
            <translation>还牌</translation>
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
        <name>SetupPanel</name>
        <message>
            <source>New Gunzi match</source>
            <translation>新开一场打滚子</translation>
        </message>
        <message>
            <source>{seat}: AI level</source>
            <translation>{seat}：电脑水平</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
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
            <translation>死棒：对子、三张必须对应跟</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>发牌</translation>
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
            <source>Us {mine}  ·  Them {theirs}</source>
            <translation>我方 {mine}  ·  对方 {theirs}</translation>
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
