<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>lessons</name>
    <message>
        <source>Tracking markers: entry order and method</source>
        <translation>追踪标记：登场顺序与方式</translation>
    </message>
    <message>
        <source>Your Soul Summons resolves: manifest the top card of your library. Watch the marker it gets: #1 says it is the first face-down card of the game, and &apos;manifest&apos; says how it became face down.</source>
        <translation>你的Soul Summons结算：显化你的牌库顶牌。留意它得到的标记：#1表示它是这局游戏中第一张牌面朝下的牌，“显化”说明它是如何变成牌面朝下的。</translation>
    </message>
    <message>
        <source>Manifest the top card of your library.</source>
        <translation>显化你的牌库顶牌。</translation>
    </message>
    <message>
        <source>The table gives the new face-down creature its marker by itself: #1, manifest.</source>
        <translation>牌桌会自动给这个新的牌面朝下生物加上标记：#1，显化。</translation>
    </message>
    <message>
        <source>#1 is a face-down 2/2. Both players can see its number and method; only you may see its face.</source>
        <translation>#1是一个牌面朝下的2/2。双方牌手都能看到它的编号和方式；只有你能看到它的正面。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel from your hand face down, using morph: it is a 2/2 creature spell for {3}. It gets the next number, #2, and the method &apos;morph&apos;.</source>
        <translation>用变身从手上牌面朝下施放Exalted Angel：它是一个费用为{3}的2/2生物咒语。它得到下一个编号#2，方式为“变身”。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down, choosing morph.</source>
        <translation>选择变身，牌面朝下施放Exalted Angel。</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise or megamorph.</source>
        <translation>Exalted Angel具有变身，而不是伪装或超变身。</translation>
    </message>
    <message>
        <source>Numbers are never reused, so #2 will always mean this card while it stays face down.</source>
        <translation>编号从不重复使用，因此只要这张牌维持牌面朝下，#2就始终指它。</translation>
    </message>
    <message>
        <source>The method on the marker must be true: Exalted Angel has morph, so it is cast face down with morph, and the marker says so.</source>
        <translation>标记上的方式必须属实：Exalted Angel具有变身，因此它以变身牌面朝下施放，标记也如此显示。</translation>
    </message>
    <message>
        <source>Your Angel resolves. Then your opponent&apos;s Lightning Bolt deals 3 damage to your face-down creature #1, the one that entered first. Put #1 into your graveyard.</source>
        <translation>你的Angel结算。接着对手的Lightning Bolt对你先进场的牌面朝下生物#1造成3点伤害。将#1置入你的坟墓场。</translation>
    </message>
    <message>
        <source>Two face-down 2/2s look alike; the marker #1 tells you which one the Bolt hit.</source>
        <translation>两个牌面朝下的2/2看起来一样；标记#1告诉你Bolt击中的是哪一个。</translation>
    </message>
    <message>
        <source>Move #1 (not #2) to your graveyard.</source>
        <translation>将#1（不是#2）移到你的坟墓场。</translation>
    </message>
    <message>
        <source>The entry number settled which creature died without anyone revealing anything. As it left the battlefield it was revealed: a Forest.</source>
        <translation>登场编号决定了哪个生物死去，而无需任何人展示任何东西。它离开战场时被展示：是一张Forest。</translation>
    </message>
    <message>
        <source>That is #2. The Bolt hit #1, the creature that entered first: only the creature with lethal damage dies, and the order must stay clear so both players agree which face-down creature is which.</source>
        <translation>那是#2。Bolt击中的是先进场的生物#1：只有受到致命伤害的生物会死去，而且顺序必须保持清楚，这样双方牌手才能对哪个牌面朝下的生物是哪个达成一致。</translation>
    </message>
    <message>
        <source>Turn #2 face up. Read its marker first: it says morph, so the way up is its morph cost, {2}{W}{W}.</source>
        <translation>将#2翻回正面。先看它的标记：上面写着变身，所以翻回正面的方法是支付其变身费用{2}{W}{W}。</translation>
    </message>
    <message>
        <source>Turn #2 face up and choose its morph cost.</source>
        <translation>将#2翻回正面，并选择其变身费用。</translation>
    </message>
    <message>
        <source>A card cast face down with morph was not manifested, so its mana cost is no way up.</source>
        <translation>以变身牌面朝下施放的牌不是被显化的，因此其法术力费用不能让它翻回正面。</translation>
    </message>
    <message>
        <source>The marker says morph, not manifest. Only manifested or cloaked creature cards may turn up for their mana cost; that is why the method must stay clear.</source>
        <translation>标记写的是变身，不是显化。只有被显化或遮掩的生物牌才能支付其法术力费用翻回正面；这就是方式必须保持清楚的原因。</translation>
    </message>
    <message>
        <source>Peeking: your face-down cards, not theirs</source>
        <translation>查看：你的牌面朝下的牌，而不是他们的</translation>
    </message>
    <message>
        <source>You may look at the face-down spells and permanents you control whenever you like. You may not look at anyone else&apos;s. Control decides, not ownership.</source>
        <translation>你可以随时查看由你操控的牌面朝下的咒语和永久物。你不能查看别人的。决定的是操控权，而不是拥有权。</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s turn. You control the face-down creature #1: peek at it.</source>
        <translation>现在是对手的回合。你操控牌面朝下的生物#1：查看它。</translation>
    </message>
    <message>
        <source>Look at #1, your own face-down creature.</source>
        <translation>查看#1，你自己的牌面朝下生物。</translation>
    </message>
    <message>
        <source>You may look at your own face-down cards at any time, even on your opponent&apos;s turn.</source>
        <translation>你可以随时查看自己的牌面朝下的牌，即使在对手的回合也可以。</translation>
    </message>
    <message>
        <source>It is Grizzly Bears. Peeking at your own face-down cards is always fine; it tells your opponent nothing.</source>
        <translation>是Grizzly Bears。查看自己的牌面朝下的牌总是可以的；这不会透露任何信息给对手。</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s, and only its controller may look at it. You will see it if you gain control of it, if an effect lets you look at it, or when it is revealed, for example when it leaves the battlefield or the game ends.</source>
        <translation>#2是对手的，只有其操控者可以查看它。当你获得它的操控权、有效应让你查看它，或者它被展示时（例如它离开战场或游戏结束时），你才会看到它。</translation>
    </message>
    <message>
        <source>Your opponent cast Act of Treason: they control your #1 until end of turn. While they control it, only they may peek. Let the turn end: move on to the next turn.</source>
        <translation>你的对手施放了Act of Treason：直到回合结束，他操控你的#1。在他操控期间，只有他可以查看。让回合结束：进入下一回合。</translation>
    </message>
    <message>
        <source>Don&apos;t peek now: pass the turn.</source>
        <translation>现在不要查看：结束回合。</translation>
    </message>
    <message>
        <source>Act of Treason&apos;s control change ends with the turn.</source>
        <translation>Act of Treason造成的操控权改变随回合结束而终止。</translation>
    </message>
    <message>
        <source>The turn ended and #1 came back to you.</source>
        <translation>回合结束了，#1回到了你手中。</translation>
    </message>
    <message>
        <source>It is your card, but your opponent controls it now, and control decides who may look. They may peek at your Bears until the turn ends; you may not.</source>
        <translation>这是你的牌，但现在由对手操控，而由操控权决定谁可以查看。直到回合结束，他可以查看你的Bears；你不可以。</translation>
    </message>
    <message>
        <source>You control #1 again. Peek at it once more.</source>
        <translation>你再次操控#1。再查看它一次。</translation>
    </message>
    <message>
        <source>Look at #1.</source>
        <translation>查看#1。</translation>
    </message>
    <message>
        <source>Now you may look again and your opponent may not.</source>
        <translation>现在你可以再次查看，而对手不行。</translation>
    </message>
    <message>
        <source>Turning a manifested card face up</source>
        <translation>将显化的牌翻回正面</translation>
    </message>
    <message>
        <source>You may turn a manifested card face up for its mana cost only if it is a creature card with a mana cost. A manifested land without morph or disguise gives you no way to turn it up yourself, though an effect can; a manifested instant or sorcery is never turned face up: an effect that tries only reveals it.</source>
        <translation>只有当显化的牌是具有法术力费用的生物牌时，你才能支付其法术力费用将它翻回正面。没有变身或伪装的显化地，你自己无法将其翻回正面，但效应可以；显化的瞬间或法术永远不会翻回正面：试图这样做的效应只会展示它。</translation>
    </message>
    <message>
        <source>You have three manifested cards, #1, #2 and #3, each a face-down 2/2 creature. Peek if you like: #1 is Grizzly Bears, a creature card with mana cost {1}{G}. Turn #1 face up for its mana cost.</source>
        <translation>你有三张显化的牌#1、#2和#3，每张都是牌面朝下的2/2生物。想看就看：#1是Grizzly Bears，一张法术力费用为{1}{G}的生物牌。支付其法术力费用将#1翻回正面。</translation>
    </message>
    <message>
        <source>Use &apos;Turn face up&apos; on #1 and choose its mana cost, {1}{G}.</source>
        <translation>对#1使用“翻回正面”，并选择其法术力费用{1}{G}。</translation>
    </message>
    <message>
        <source>Only a creature card can be turned up for its mana cost; #1 is one.</source>
        <translation>只有生物牌可以支付其法术力费用翻回正面；#1就是。</translation>
    </message>
    <message>
        <source>Turning face up is a special action: it doesn&apos;t use the stack and nobody can respond to it. It is the same creature, now face up.</source>
        <translation>翻回正面是特殊动作：它不使用堆叠，也没有人能回应。它是同一个生物，现在牌面朝上。</translation>
    </message>
    <message>
        <source>#2 is a manifested Forest. It is not a creature card and has no morph or disguise, so you have no way to turn it up yourself (only an effect could), and it stays a face-down 2/2 creature that can still fight. It is your declare attackers step: attack with #2 by tapping it.</source>
        <translation>#2是一张显化的Forest。它不是生物牌，也没有变身或伪装，所以你自己无法将它翻回正面（只有效应可以），它仍是可以战斗的牌面朝下2/2生物。现在是你的宣告攻击者步骤：横置#2来攻击。</translation>
    </message>
    <message>
        <source>Tap #2 to attack with it.</source>
        <translation>横置#2来攻击。</translation>
    </message>
    <message>
        <source>You have no way to turn it up yourself: a land is not a creature card, and it has no morph or disguise. Only an effect could turn it up.</source>
        <translation>你自己无法将它翻回正面：地不是生物牌，它也没有变身或伪装。只有效应可以将它翻回正面。</translation>
    </message>
    <message>
        <source>A manifested land fights on as a 2/2. If an effect turns it face up, it becomes a Forest land and leaves combat; if it leaves the battlefield, it is revealed.</source>
        <translation>显化的地继续作为2/2战斗。如果效应将它翻回正面，它会成为Forest地并离开战斗；如果它离开战场，就会被展示。</translation>
    </message>
    <message>
        <source>#3 is a Lightning Bolt. An instant is not a creature card either, so the special action of paying its mana cost {R} to turn it up is not available; nothing is revealed.</source>
        <translation>#3是一张Lightning Bolt。瞬间也不是生物牌，因此支付其法术力费用{R}将它翻回正面的特殊动作不可用；不会展示任何东西。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Break Open resolves: it turns a face-down creature face up, and they chose your #3. Carry out the effect on #3 and see what happens to an instant.</source>
        <translation>对手的Break Open结算：它将一个牌面朝下的生物翻回正面，他选择了你的#3。对#3执行该效应，看看瞬间会怎样。</translation>
    </message>
    <message>
        <source>Turn #3 face up by the effect (Break Open), not for a cost.</source>
        <translation>通过效应（Break Open）而非支付费用将#3翻回正面。</translation>
    </message>
    <message>
        <source>The face-down Bolt is a permanent, but it can&apos;t be a face-up one: it is shown to everyone and stays face down.</source>
        <translation>牌面朝下的Bolt是永久物，但它不能成为牌面朝上的永久物：它向所有人展示，并维持牌面朝下。</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays a face-down 2/2, and nothing that cares about turning face up triggers.</source>
        <translation>效应不能将瞬间或法术牌翻回正面：改为向所有牌手展示它，它仍是牌面朝下的2/2，任何与翻回正面有关的东西都不会触发。</translation>
    </message>
    <message>
        <source>Morph and megamorph</source>
        <translation>变身与超变身</translation>
    </message>
    <message>
        <source>Cast Den Protector face down and choose megamorph.</source>
        <translation>牌面朝下施放Den Protector并选择超变身。</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost of {3}, at the time you could cast a creature.</source>
        <translation>牌面朝下施放是{3}的替代性费用，时机与你可以施放生物时相同。</translation>
    </message>
    <message>
        <source>Den Protector has megamorph. It can be cast face down only with a keyword it really has.</source>
        <translation>Den Protector具有超变身。它只能以自己真正具有的关键字牌面朝下施放。</translation>
    </message>
    <message>
        <source>Den Protector resolves and becomes your face-down creature #1. Now cast Exalted Angel face down with morph.</source>
        <translation>Den Protector结算，成为你的牌面朝下生物#1。现在用变身牌面朝下施放Exalted Angel。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down and choose morph.</source>
        <translation>牌面朝下施放Exalted Angel并选择变身。</translation>
    </message>
    <message>
        <source>The Angel resolves as #2. Turn #1 (Den Protector) face up for its megamorph cost {1}{G}: it also gets a +1/+1 counter.</source>
        <translation>Angel以#2结算。支付超变身费用{1}{G}将#1（Den Protector）翻回正面：它还会得到一个+1/+1指示物。</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its megamorph cost, {1}{G}.</source>
        <translation>将#1翻回正面，并选择其超变身费用{1}{G}。</translation>
    </message>
    <message>
        <source>Its mana cost is no way up: it was cast face down, not manifested.</source>
        <translation>其法术力费用不能让它翻回正面：它是牌面朝下施放的，而不是被显化的。</translation>
    </message>
    <message>
        <source>Den Protector is a 3/2 with its +1/+1 counter. It did not enter the battlefield again; its &apos;when turned face up&apos; ability triggers.</source>
        <translation>Den Protector带着+1/+1指示物成为3/2。它没有再次进入战场；它的“当它翻回正面时”异能触发。</translation>
    </message>
    <message>
        <source>Paying {1}{G} as its mana cost is not a way up for a creature cast face down; the cost to pay is its megamorph cost (which happens to be {1}{G} too), and only that gives the counter.</source>
        <translation>对于牌面朝下施放的生物，支付{1}{G}作为法术力费用并不能让它翻回正面；要支付的是其超变身费用（恰好也是{1}{G}），只有它才会给予指示物。</translation>
    </message>
    <message>
        <source>It is now your opponent&apos;s upkeep. You may turn a face-down permanent face up any time you have priority, even on their turn. Turn #2 (Exalted Angel) face up for its morph cost {2}{W}{W}.</source>
        <translation>现在是对手的维持步骤。只要你拥有优先权，即使在他的回合，你也可以将牌面朝下的永久物翻回正面。支付变身费用{2}{W}{W}将#2（Exalted Angel）翻回正面。</translation>
    </message>
    <message>
        <source>Plain morph gives no counter.</source>
        <translation>普通的变身不会给予指示物。</translation>
    </message>
    <message>
        <source>A 4/5 Angel, no counter: only megamorph adds one.</source>
        <translation>一个4/5的Angel，没有指示物：只有超变身才会加上一个。</translation>
    </message>
    <message>
        <source>Exalted Angel&apos;s mana cost is {4}{W}{W}, but it was cast face down with morph, so only its morph cost {2}{W}{W} turns it up.</source>
        <translation>Exalted Angel的法术力费用是{4}{W}{W}，但它是以变身牌面朝下施放的，因此只有其变身费用{2}{W}{W}能让它翻回正面。</translation>
    </message>
    <message>
        <source>Disguise: ward {2} while face down</source>
        <translation>伪装：牌面朝下时具有守护{2}</translation>
    </message>
    <message>
        <source>A card with disguise is cast face down for {3} like a morph, but while it is face down it has ward {2}. Turned face up for its disguise cost, it loses that ward and does not enter the battlefield again.</source>
        <translation>具有伪装的牌像变身牌一样支付{3}牌面朝下施放，但牌面朝下时具有守护{2}。支付其伪装费用翻回正面后，它会失去该守护，也不会再次进入战场。</translation>
    </message>
    <message>
        <source>Cast Hunted Bonebrute face down using disguise, for {3}.</source>
        <translation>用伪装支付{3}牌面朝下施放Hunted Bonebrute。</translation>
    </message>
    <message>
        <source>Cast it face down and choose disguise.</source>
        <translation>牌面朝下施放它并选择伪装。</translation>
    </message>
    <message>
        <source>Hunted Bonebrute has disguise, not morph.</source>
        <translation>Hunted Bonebrute具有伪装，而不是变身。</translation>
    </message>
    <message>
        <source>Disguise and morph are different keywords. Its marker will say &apos;disguise&apos;, which tells your opponent it has ward {2}.</source>
        <translation>伪装和变身是不同的关键字。它的标记会显示“伪装”，这会告诉对手它具有守护{2}。</translation>
    </message>
    <message>
        <source>It resolves as your face-down #1: a 2/2 with ward {2}. If your opponent targets it with a spell or ability, that is countered unless they pay {2}. Peek at #1.</source>
        <translation>它结算成为你的牌面朝下#1：一个具有守护{2}的2/2。如果对手用咒语或异能以它为目标，除非他支付{2}，否则该咒语或异能会被反击。查看#1。</translation>
    </message>
    <message>
        <source>Ward {2} is the only ability it has face down. Its own abilities don&apos;t exist until it is face up.</source>
        <translation>守护{2}是它牌面朝下时唯一的异能。它自己的异能在牌面朝上之前并不存在。</translation>
    </message>
    <message>
        <source>Turn #1 face up for its disguise cost {1}{B}.</source>
        <translation>支付伪装费用{1}{B}将#1翻回正面。</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its disguise cost.</source>
        <translation>将#1翻回正面，并选择其伪装费用。</translation>
    </message>
    <message>
        <source>It was cast face down, not manifested, so its mana cost {2}{B} is no way up.</source>
        <translation>它是牌面朝下施放的，而不是被显化的，因此其法术力费用{2}{B}不能让它翻回正面。</translation>
    </message>
    <message>
        <source>Only manifested or cloaked cards use their mana cost. A disguised card turns up for its disguise cost.</source>
        <translation>只有被显化或遮掩的牌才使用其法术力费用。伪装的牌支付其伪装费用翻回正面。</translation>
    </message>
    <message>
        <source>Cloak</source>
        <translation>遮掩</translation>
    </message>
    <message>
        <source>Cryptic Coat enters the battlefield. Its ability cloaks the top card of your library: cloak it.</source>
        <translation>Cryptic Coat进入战场。它的异能遮掩你的牌库顶牌：遮掩它。</translation>
    </message>
    <message>
        <source>Cloak the top card of your library (not manifest).</source>
        <translation>遮掩你的牌库顶牌（不是显化）。</translation>
    </message>
    <message>
        <source>A cloaked card is a face-down 2/2 with ward {2}.</source>
        <translation>被遮掩的牌是具有守护{2}的牌面朝下2/2。</translation>
    </message>
    <message>
        <source>#1 is cloaked: a 2/2 with ward {2}, and its marker says &apos;cloak&apos;.</source>
        <translation>#1被遮掩：一个具有守护{2}的2/2，它的标记显示“遮掩”。</translation>
    </message>
    <message>
        <source>Cryptic Coat says cloak, and cloak is its own keyword action, not a manifest: a cloaked card has ward {2} while face down, and its marker must say &apos;cloak&apos; so your opponent knows.</source>
        <translation>Cryptic Coat写的是遮掩，而遮掩是独立的关键字动作，不是显化：被遮掩的牌在牌面朝下时具有守护{2}，其标记必须显示“遮掩”，让对手知道。</translation>
    </message>
    <message>
        <source>Cryptic Coat then attaches itself to the creature it cloaked. Attach Cryptic Coat to #1.</source>
        <translation>接着Cryptic Coat将自己结附在它所遮掩的生物上。将Cryptic Coat结附于#1。</translation>
    </message>
    <message>
        <source>Attach the Coat to #1.</source>
        <translation>将Coat结附于#1。</translation>
    </message>
    <message>
        <source>Equipment and counters on a face-down creature still count: other effects can still change its face-down characteristics.</source>
        <translation>牌面朝下生物上的武具和指示物仍然有效：其他效应仍可以改变它牌面朝下的特征。</translation>
    </message>
    <message>
        <source>Peek at #1: it is Grizzly Bears, a creature card. A cloaked creature card can be turned face up for its mana cost, just like a manifested one. Turn #1 face up for {1}{G}.</source>
        <translation>查看#1：是Grizzly Bears，一张生物牌。被遮掩的生物牌和显化的一样，可以支付其法术力费用翻回正面。支付{1}{G}将#1翻回正面。</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its mana cost.</source>
        <translation>将#1翻回正面，并选择其法术力费用。</translation>
    </message>
    <message>
        <source>Grizzly Bears has no disguise or morph; its mana cost is the way up.</source>
        <translation>Grizzly Bears没有伪装或变身；其法术力费用就是翻回正面的方法。</translation>
    </message>
    <message>
        <source>The ward {2} from cloaking is gone, and the Coat stays attached: it is the same creature.</source>
        <translation>遮掩带来的守护{2}消失了，而Coat仍然结附着：它是同一个生物。</translation>
    </message>
    <message>
        <source>Cloaked does not mean disguised. A cloaked card turns up for its mana cost if it is a creature card, or for disguise or morph only if the card has that keyword.</source>
        <translation>遮掩不等于伪装。被遮掩的牌如果是生物牌，可以支付其法术力费用翻回正面；只有当该牌具有伪装或变身关键字时，才能用相应费用翻回正面。</translation>
    </message>
    <message>
        <source>Manifest dread with Break Down the Door</source>
        <translation>用Break Down the Door惊惧显化</translation>
    </message>
    <message>
        <source>Manifest dread: look at the top two cards of your library, manifest one and put the other into your graveyard. With one card left you manifest that one; with none, nothing happens.</source>
        <translation>惊惧显化：检视你牌库顶的两张牌，显化其中一张，并将另一张置入你的坟墓场。只剩一张时就显化那一张；一张都没有时，无事发生。</translation>
    </message>
    <message>
        <source>Cast one Break Down the Door.</source>
        <translation>施放一张Break Down the Door。</translation>
    </message>
    <message>
        <source>It resolves: manifest dread. Look at the top two cards of your library, a Forest and Grizzly Bears. Manifest one, and the other goes to your graveyard. Keep the Bears: a manifested creature card can be turned face up later.</source>
        <translation>它结算：惊惧显化。检视你牌库顶的两张牌，一张Forest和一张Grizzly Bears。显化其中一张，另一张置入你的坟墓场。留下Bears：显化的生物牌之后可以翻回正面。</translation>
    </message>
    <message>
        <source>Manifest dread and choose to keep Grizzly Bears.</source>
        <translation>惊惧显化并选择留下Grizzly Bears。</translation>
    </message>
    <message>
        <source>The card you don&apos;t keep goes to your graveyard face up, for everyone to see.</source>
        <translation>你没有留下的那张牌以牌面朝上置入你的坟墓场，所有人都能看到。</translation>
    </message>
    <message>
        <source>#1 is your manifested Bears (its marker says &apos;manifest dread&apos;); the Forest is in your graveyard.</source>
        <translation>#1是你显化的Bears（它的标记显示“显化（惊惧）”）；Forest在你的坟墓场中。</translation>
    </message>
    <message>
        <source>You may keep either card, but you would have no way to turn a manifested Forest up yourself. The Bears can be, for {1}{G}: keep the Bears.</source>
        <translation>你可以留下任一张，但你自己无法将显化的Forest翻回正面。Bears可以，支付{1}{G}即可：留下Bears。</translation>
    </message>
    <message>
        <source>You cast a second Break Down the Door and it resolves. Only one card is left in your library. Manifest dread again.</source>
        <translation>你施放了第二张Break Down the Door，它结算。你的牌库只剩一张牌。再次惊惧显化。</translation>
    </message>
    <message>
        <source>Manifest dread; there is nothing to choose.</source>
        <translation>惊惧显化；没有可选择的。</translation>
    </message>
    <message>
        <source>A third Break Down the Door resolves, and your library is empty. Manifest dread anyway and see what happens.</source>
        <translation>第三张Break Down the Door结算，而你的牌库是空的。照样惊惧显化，看看会发生什么。</translation>
    </message>
    <message>
        <source>Manifest dread with an empty library.</source>
        <translation>以空牌库惊惧显化。</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest, then exile to play</source>
        <translation>Primordial Mist：显化，然后放逐以使用</translation>
    </message>
    <message>
        <source>At the beginning of your end step Primordial Mist lets you manifest the top card of your library. Its other ability exiles a face-down permanent you control face up, and you may play that card this turn only, at its normal timing, using your land play for a land.</source>
        <translation>在你的结束步骤开始时，Primordial Mist让你显化你的牌库顶牌。它的另一个异能将一个由你操控、牌面朝下的永久物牌面朝上放逐，你只能在本回合、在其正常时机使用该牌；若它是地，则用掉你使用地的机会。</translation>
    </message>
    <message>
        <source>Exile #1 with Primordial Mist.</source>
        <translation>用Primordial Mist放逐#1。</translation>
    </message>
    <message>
        <source>Only face-down permanents you control can pay this cost.</source>
        <translation>只有由你操控的牌面朝下永久物可以支付这个费用。</translation>
    </message>
    <message>
        <source>#4 is your opponent&apos;s face-down creature. The cost is a face-down permanent you control.</source>
        <translation>#4是对手的牌面朝下生物。费用必须是由你操控的牌面朝下永久物。</translation>
    </message>
    <message>
        <source>Play the Forest from exile.</source>
        <translation>从放逐区使用Forest。</translation>
    </message>
    <message>
        <source>Playing it uses your land play for the turn.</source>
        <translation>使用它会用掉你本回合使用地的机会。</translation>
    </message>
    <message>
        <source>Playing a land from exile with Mist counts as your land play for the turn.</source>
        <translation>借Primordial Mist从放逐区使用地，算作你本回合使用地的机会。</translation>
    </message>
    <message>
        <source>Move on to your end step.</source>
        <translation>进入你的结束步骤。</translation>
    </message>
    <message>
        <source>Go to the end step.</source>
        <translation>前往结束步骤。</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s manifest comes at the beginning of your end step.</source>
        <translation>Primordial Mist的显化发生在你的结束步骤开始时。</translation>
    </message>
    <message>
        <source>Primordial Mist triggers: you may manifest the top card of your library. It is a &apos;may&apos;.</source>
        <translation>Primordial Mist触发：你可以显化你的牌库顶牌。这是“可以”。</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s trigger: manifest the top card of your library.</source>
        <translation>Primordial Mist的触发：显化你的牌库顶牌。</translation>
    </message>
    <message>
        <source>The new face-down creature gets the next number, #5: numbers are never reused, not even #1, which left the battlefield.</source>
        <translation>新的牌面朝下生物得到下一个编号#5：编号从不重复使用，即使是已离开战场的#1也一样。</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist. It is your other Forest.</source>
        <translation>用Primordial Mist放逐#2。它是你的另一张Forest。</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist.</source>
        <translation>用Primordial Mist放逐#2。</translation>
    </message>
    <message>
        <source>A second Forest, now in exile with permission to play it this turn.</source>
        <translation>第二张Forest，现在在放逐区，并获得本回合使用它的许可。</translation>
    </message>
    <message>
        <source>You can&apos;t play that Forest now: you have already played a land this turn, and it is not your main phase. Exile #3 with Primordial Mist instead: it is a Lightning Bolt.</source>
        <translation>你现在不能使用那张Forest：你本回合已经使用过地，而且现在不是你的行动阶段。改用Primordial Mist放逐#3：它是一张Lightning Bolt。</translation>
    </message>
    <message>
        <source>Exile #3 with Primordial Mist.</source>
        <translation>用Primordial Mist放逐#3。</translation>
    </message>
    <message>
        <source>A land from Mist needs your main phase, an empty stack and a land play left.</source>
        <translation>来自Primordial Mist的地需要你的行动阶段、空堆叠以及尚未用掉的使用地机会。</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the land, not play it anytime or as an extra land: you need your main phase, an empty stack and an unused land play.</source>
        <translation>Primordial Mist让你使用这张地，而不是让你随时使用或作为额外的地使用：你需要你的行动阶段、空堆叠以及未用掉的使用地机会。</translation>
    </message>
    <message>
        <source>An instant may be cast whenever you have priority, even in your end step. Cast the Lightning Bolt from exile.</source>
        <translation>只要你拥有优先权，就可以施放瞬间，即使在你的结束步骤也可以。从放逐区施放Lightning Bolt。</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from exile.</source>
        <translation>从放逐区施放Lightning Bolt。</translation>
    </message>
    <message>
        <source>You pay its costs as usual ({R}); Mist only lets you play it.</source>
        <translation>你照常支付其费用（{R}）；Primordial Mist只是让你可以使用它。</translation>
    </message>
    <message>
        <source>The Bolt resolves. Now exile #5 with Primordial Mist: it is the Grizzly Bears you just manifested.</source>
        <translation>Bolt结算。现在用Primordial Mist放逐#5：它是你刚刚显化的Grizzly Bears。</translation>
    </message>
    <message>
        <source>Exile #5 with Primordial Mist.</source>
        <translation>用Primordial Mist放逐#5。</translation>
    </message>
    <message>
        <source>Grizzly Bears is a creature: you could cast it only in your main phase, and the permission lasts only this turn. Move on to the next turn and watch the permission end.</source>
        <translation>Grizzly Bears是生物：你只能在你的行动阶段施放它，而许可只在本回合有效。进入下一回合，看着许可终止。</translation>
    </message>
    <message>
        <source>Move on; you can&apos;t cast the Bears in your end step.</source>
        <translation>继续；你不能在结束步骤施放Bears。</translation>
    </message>
    <message>
        <source>The permission ends with the turn; the card stays in exile.</source>
        <translation>许可随回合结束而终止；这张牌留在放逐区。</translation>
    </message>
    <message>
        <source>The Bears and the second Forest stay in exile for good: Mist&apos;s permission was for this turn only.</source>
        <translation>Bears和第二张Forest永远留在放逐区：Primordial Mist的许可只在本回合有效。</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the card, but only at its normal timing: a creature spell needs your main phase and an empty stack. This is your end step.</source>
        <translation>Primordial Mist让你使用这张牌，但只能在其正常时机：生物咒语需要你的行动阶段和空堆叠。现在是你的结束步骤。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: cast, manifest, and a face-down instant dying</source>
        <translation>Cryptic Pursuit：施放、显化，以及牌面朝下的瞬间死去</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from your hand. Watch Cryptic Pursuit: casting an instant or sorcery from your hand makes it trigger.</source>
        <translation>从手上施放Lightning Bolt。留意Cryptic Pursuit：从手上施放瞬间或法术会使它触发。</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt.</source>
        <translation>施放Lightning Bolt。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit triggers: you will manifest the top card of your library.</source>
        <translation>Cryptic Pursuit触发：你将显化你的牌库顶牌。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger resolves first: manifest the top card of your library.</source>
        <translation>Cryptic Pursuit的触发先结算：显化你的牌库顶牌。</translation>
    </message>
    <message>
        <source>Peek at #1: it is a Counterspell, an instant, face down as a 2/2.</source>
        <translation>查看#1：它是Counterspell，一张瞬间，以2/2牌面朝下。</translation>
    </message>
    <message>
        <source>Your Bolt resolves. Then your opponent&apos;s Shock deals 2 damage to #1, your face-down 2/2. It dies: put #1 into your graveyard.</source>
        <translation>你的Bolt结算。接着对手的Shock对#1（你的牌面朝下2/2）造成2点伤害。它死去：将#1置入你的坟墓场。</translation>
    </message>
    <message>
        <source>Move #1 to your graveyard.</source>
        <translation>将#1移到你的坟墓场。</translation>
    </message>
    <message>
        <source>A face-down instant can&apos;t be turned face up to save it.</source>
        <translation>牌面朝下的瞬间不能翻回正面来救它。</translation>
    </message>
    <message>
        <source>#1 is a Counterspell. An instant is not a creature card, so the special action of turning it up for its mana cost is not available and you can&apos;t save it this way; but Cryptic Pursuit rewards you when it dies.</source>
        <translation>#1是Counterspell。瞬间不是生物牌，因此支付其法术力费用翻回正面的特殊动作不可用，你无法这样救它；但它死去时Cryptic Pursuit会给你回报。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger exiled the Counterspell: you may cast it until the end of your next turn, at its normal timing, paying its costs. Now it is your opponent&apos;s turn and they cast Gray Ogre. Counterspell is an instant: cast it from exile.</source>
        <translation>Cryptic Pursuit的触发放逐了Counterspell：直到你的下一个回合结束，你可以在其正常时机施放它并支付其费用。现在是对手的回合，他施放了Gray Ogre。Counterspell是瞬间：从放逐区施放它。</translation>
    </message>
    <message>
        <source>Cast Counterspell from exile.</source>
        <translation>从放逐区施放Counterspell。</translation>
    </message>
    <message>
        <source>You cast it from exile, not from your hand, so Cryptic Pursuit does not manifest this time.</source>
        <translation>你是从放逐区而不是从手上施放它，所以这次Cryptic Pursuit不会显化。</translation>
    </message>
    <message>
        <source>Reveal duties</source>
        <translation>展示的义务</translation>
    </message>
    <message>
        <source>A face-down card is revealed to everyone when it leaves the battlefield, when a face-down spell leaves the stack for anywhere but the battlefield (say, countered), and when the game ends. That is how everyone can check it was played fairly.</source>
        <translation>牌面朝下的牌在离开战场时、牌面朝下的咒语离开堆叠前往战场以外的任何地方时（例如被反击），以及游戏结束时，会向所有人展示。这样每个人都能核对游戏是否公平进行。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using morph.</source>
        <translation>用变身牌面朝下施放Exalted Angel。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph.</source>
        <translation>以变身牌面朝下施放Exalted Angel。</translation>
    </message>
    <message>
        <source>Your opponent answers with Essence Scatter, which counters a creature spell, and it resolves. Carry it out: counter your face-down spell #4.</source>
        <translation>对手以反击生物咒语的Essence Scatter回应，并且它结算。执行它：反击你的牌面朝下咒语#4。</translation>
    </message>
    <message>
        <source>Counter #4; it goes to your graveyard.</source>
        <translation>反击#4；它进入你的坟墓场。</translation>
    </message>
    <message>
        <source>A countered face-down spell is revealed to everyone, so your opponent can check that it really had morph.</source>
        <translation>被反击的牌面朝下咒语会向所有人展示，这样对手就能核对它是否真的具有变身。</translation>
    </message>
    <message>
        <source>Next your opponent&apos;s Unsummon returns your face-down #1 to your hand. Move #1 to your hand.</source>
        <translation>接着对手的Unsummon将你的牌面朝下#1返回你手上。将#1移到你手上。</translation>
    </message>
    <message>
        <source>Return #1 to your hand.</source>
        <translation>将#1返回你手上。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone, even on its way to your hand: it was Grizzly Bears.</source>
        <translation>离开战场的牌面朝下永久物会向所有人展示，即使是返回你手上：它是Grizzly Bears。</translation>
    </message>
    <message>
        <source>Your opponent concedes. End the game: every face-down card still on the battlefield is revealed.</source>
        <translation>对手认输。结束游戏：仍在战场上的每张牌面朝下的牌都会被展示。</translation>
    </message>
    <message>
        <source>End the game.</source>
        <translation>结束游戏。</translation>
    </message>
    <message>
        <source>When the game ends all face-down spells and permanents are revealed: your #2 was a Lightning Bolt, their #3 Llanowar Elves.</source>
        <translation>游戏结束时，所有牌面朝下的咒语和永久物都会被展示：你的#2是Lightning Bolt，他的#3是Llanowar Elves。</translation>
    </message>
    <message>
        <source>Not while the game is on: only its controller may look. When the game ends every face-down card is revealed to everyone anyway.</source>
        <translation>游戏进行中不行：只有其操控者可以查看。游戏结束时，每张牌面朝下的牌无论如何都会向所有人展示。</translation>
    </message>
    <message>
        <source>Never mix up face-down cards</source>
        <translation>绝不混杂牌面朝下的牌</translation>
    </message>
    <message>
        <source>Tidy your side of the table: move #3 to another place. Moving a card is fine; its marker goes with it.</source>
        <translation>整理你这一侧的牌桌：把#3移到别处。移动一张牌没问题；它的标记会随之移动。</translation>
    </message>
    <message>
        <source>Drag #3 somewhere else on your side.</source>
        <translation>把#3拖到你这一侧的其他位置。</translation>
    </message>
    <message>
        <source>#3 is still #3 and still &apos;cloak&apos;. Moving is fine; mixing up is not.</source>
        <translation>#3仍是#3，仍是“遮掩”。移动没问题；混杂则不行。</translation>
    </message>
    <message>
        <source>Swapping face-down cards so your opponent loses track of which is which is never allowed, not even your own.</source>
        <translation>交换牌面朝下的牌让对手搞不清哪张是哪张，是绝不允许的，即使是你自己的牌也一样。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Shock deals 2 damage to #2 and it dies. Put #2 into your graveyard, and only #2.</source>
        <translation>对手的Shock对#2造成2点伤害，它死去。将#2置入你的坟墓场，而且只有#2。</translation>
    </message>
    <message>
        <source>Move #2 to your graveyard.</source>
        <translation>将#2移到你的坟墓场。</translation>
    </message>
    <message>
        <source>It is revealed as it leaves: everyone sees it was the card the Shock hit.</source>
        <translation>它离开时被展示：每个人都看到它就是被Shock击中的那张牌。</translation>
    </message>
    <message>
        <source>It was revealed as it left: a Forest. Had the cards been mixed up, nobody could tell which one the Shock had hit.</source>
        <translation>它离开时被展示：是一张Forest。如果牌被混杂了，就没人能说出Shock击中的是哪一张。</translation>
    </message>
    <message>
        <source>Swapping #2 with #1 now would hide which creature the Shock hit.</source>
        <translation>现在交换#2和#1会隐藏Shock击中的是哪个生物。</translation>
    </message>
    <message>
        <source>That is #1. The Shock hit #2, and only the creature with lethal damage dies; the markers say which is which.</source>
        <translation>那是#1。Shock击中的是#2，只有受到致命伤害的生物会死去；标记说明了哪张是哪张。</translation>
    </message>
    <message>
        <source>Copies of face-down creatures and losing abilities</source>
        <translation>牌面朝下生物的复制品与失去异能</translation>
    </message>
    <message>
        <source>A copy of a face-down creature takes its face-down copiable values, not its counters or other effects on it: a face-up 2/2 with no name and no abilities (with ward {2} if the original was disguised or cloaked). A face-down morph creature that has lost its abilities can&apos;t be turned up for its morph cost; a manifested creature card still can, for its mana cost.</source>
        <translation>牌面朝下生物的复制品会获得其牌面朝下的可复制数值，而不会获得其指示物或其上的其他效应：一个牌面朝上、无名称、无异能的2/2（若原物被伪装或遮掩，则具有守护{2}）。失去异能的牌面朝下变身生物不能支付其变身费用翻回正面；而显化的生物牌仍然可以支付其法术力费用翻回正面。</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart.</source>
        <translation>施放Cackling Counterpart。</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #1.</source>
        <translation>它结算：派出一个为#1之复制品的衍生物。</translation>
    </message>
    <message>
        <source>Make a token copy of #1.</source>
        <translation>派出#1的衍生物复制品。</translation>
    </message>
    <message>
        <source>The copy takes only the face-down copiable values: a 2/2 with nothing else.</source>
        <translation>复制品只获得牌面朝下的可复制数值：一个2/2，除此之外什么都没有。</translation>
    </message>
    <message>
        <source>The token is a face-up colorless 2/2 creature with no name, no creature type and no abilities. It is not face down: nothing to turn up, nothing to reveal, and it is certainly not an Exalted Angel.</source>
        <translation>该衍生物是一个牌面朝上、无色、无名称、无生物类别且无异能的2/2生物。它不是牌面朝下：没有东西可翻回正面，也没有东西可展示，它当然也不是Exalted Angel。</translation>
    </message>
    <message>
        <source>Your opponent casts Turn to Frog twice: #1 and #2 each lose all abilities and become 1/1 Frogs until end of turn. #2 is a manifested Grizzly Bears: turn it face up for its mana cost {1}{G}.</source>
        <translation>对手施放了两次Turn to Frog：直到回合结束，#1和#2各自失去所有异能并成为1/1青蛙。#2是显化的Grizzly Bears：支付其法术力费用{1}{G}将它翻回正面。</translation>
    </message>
    <message>
        <source>Turn #2 face up for its mana cost.</source>
        <translation>支付其法术力费用将#2翻回正面。</translation>
    </message>
    <message>
        <source>The mana-cost route looks only at the card: a creature card with a mana cost. Losing abilities doesn&apos;t matter.</source>
        <translation>法术力费用的途径只看牌本身：一张具有法术力费用的生物牌。失去异能无关紧要。</translation>
    </message>
    <message>
        <source>It is a face-up Grizzly Bears, and still a 1/1 Frog with no abilities until end of turn: effects already applied keep applying.</source>
        <translation>它是牌面朝上的Grizzly Bears，但直到回合结束仍是无异能的1/1青蛙：已经生效的效应继续生效。</translation>
    </message>
    <message>
        <source>Every face-down card carries a public marker: its entry number (#1, #2, ...) and how it became face down. The number tells everyone which card is which; the method keeps clear how it became face down, as the rules require. When you turn one face up, you show all players the cost you turn it up for.</source>
        <translation>每张牌面朝下的牌都带有公开标记：它的登场编号（#1、#2……）以及它如何变成牌面朝下。编号让所有人知道哪张牌是哪张；方式则按规则要求，使它如何变成牌面朝下保持清楚。当你将一张翻回正面时，你要向所有牌手展示你为此支付的费用。</translation>
    </message>
    <message>
        <source>You showed all players its morph cost as you turned it up: that showing is what lets your opponent check that the turn-up is legal. The marker keeps its method clear meanwhile.</source>
        <translation>翻回正面时，你向所有牌手展示了它的变身费用：正是这一展示让对手能核对翻回正面是否合规。在此之前，标记使它的方式保持清楚。</translation>
    </message>
    <message>
        <source>#2 is a Forest. A land is not a creature card, so the mana-cost route does not exist for it: you have no way to turn it up yourself, though an effect could (708.7).</source>
        <translation>#2是一张Forest。地不是生物牌，因此对它来说不存在法术力费用的途径：你自己无法将它翻回正面，但效应可以（708.7）。</translation>
    </message>
    <message>
        <source>A card with morph or megamorph can be cast face down as a 2/2 creature for {3} and later turned face up for its morph cost, whenever you have priority. Megamorph also puts a +1/+1 counter on it, but only when it is turned face up for its megamorph cost.</source>
        <translation>具有变身或超变身的牌可以支付{3}以牌面朝下的2/2生物施放，之后只要你拥有优先权，就可以支付其变身费用将它翻回正面。超变身还会在其上放置一个+1/+1指示物，但仅限于支付其超变身费用将它翻回正面时。</translation>
    </message>
    <message>
        <source>Cast Den Protector face down using megamorph. Face down it is a 2/2 creature spell with no name, no abilities and no mana cost, so its mana value is 0; you pay {3} instead of its mana cost, an alternative cost.</source>
        <translation>用超变身牌面朝下施放Den Protector。牌面朝下时，它是无名称、无异能、无法术力费用的2/2生物咒语，因此其法术力值为0；你支付{3}来代替其法术力费用，这是一项替代性费用。</translation>
    </message>
    <message>
        <source>The ward it had while face down is gone; face up it has its own abilities: menace, its enters ability, its dies ability and disguise. It did not enter the battlefield, so its enters ability does not trigger.</source>
        <translation>它牌面朝下时的守护消失了；牌面朝上时它具有自己的异能：威慑、其进场异能、其死去异能以及伪装。它并没有进入战场，因此其进场异能不会触发。</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action, not a kind of manifest: a cloaked card is put onto the battlefield as a face-down 2/2 with ward {2}, and abilities that trigger whenever you manifest don&apos;t see it. A cloaked creature card can be turned face up for its mana cost, and then the ward ends.</source>
        <translation>遮掩是独立的关键字动作，而不是显化的一种：被遮掩的牌以具有守护{2}的牌面朝下2/2放进战场，每当你显化时触发的异能看不到它。被遮掩的生物牌可以支付其法术力费用翻回正面，届时守护终止。</translation>
    </message>
    <message>
        <source>Cast Break Down the Door from your hand, choosing its third mode, manifest dread, as you cast it.</source>
        <translation>从手上施放Break Down the Door，并在施放时选择它的第三个模式：惊惧显化。</translation>
    </message>
    <message>
        <source>With one card left you look at it and must manifest it; you can&apos;t put it into your graveyard instead, and nothing goes there.</source>
        <translation>只剩一张牌时，你检视它并且必须显化它；你不能改为将它置入你的坟墓场，也没有牌进入坟墓场。</translation>
    </message>
    <message>
        <source>Nothing happens: nothing is manifested and nothing goes to the graveyard. Only a player who had to draw from an empty library loses for it, and manifest dread draws nothing, so you don&apos;t lose. Abilities that trigger whenever you manifest dread still trigger.</source>
        <translation>无事发生：没有牌被显化，也没有牌进入坟墓场。只有必须从空牌库抓牌的牌手才会因此输掉游戏，而惊惧显化不抓牌，所以你不会输。每当你惊惧显化时触发的异能仍会触发。</translation>
    </message>
    <message>
        <source>Activate Primordial Mist&apos;s ability: exiling a face-down permanent you control face up is its cost, and once the ability resolves you may play that card this turn. Exile your #1.</source>
        <translation>起动Primordial Mist的异能：将一个由你操控、牌面朝下的永久物牌面朝上放逐是它的费用，该异能结算后，本回合你可以使用该牌。放逐你的#1。</translation>
    </message>
    <message>
        <source>It was a Forest, now face up in exile. Exiling it paid the cost; the permission to play it comes when the ability resolves. This is not turning it face up, so &apos;when turned face up&apos; abilities don&apos;t trigger.</source>
        <translation>它是一张Forest，现在牌面朝上地在放逐区。放逐它是支付费用；使用它的许可在该异能结算时才得到。这不算翻回正面，因此“当它翻回正面时”的异能不会触发。</translation>
    </message>
    <message>
        <source>Mist&apos;s ability has resolved. It is your main phase, the stack is empty and you haven&apos;t played a land this turn: play the Forest from exile.</source>
        <translation>Mist的异能已经结算。现在是你的行动阶段，堆叠为空，你本回合还没有使用过地：从放逐区使用Forest。</translation>
    </message>
    <message>
        <source>Whenever you cast an instant or sorcery spell from your hand, Cryptic Pursuit manifests the top card of your library. Whenever a face-down creature you control dies, whatever its card is, it triggers; as the trigger resolves, it exiles the card if it is an instant or sorcery card, and you may cast it until the end of your next turn.</source>
        <translation>每当你从手上施放瞬间或法术咒语时，Cryptic Pursuit会显化你的牌库顶牌。每当一个由你操控的牌面朝下生物死去时，无论它是什么牌，它都会触发；该异能结算时，如果该牌是瞬间或法术牌，就将它放逐，并且直到你的下一个回合结束，你可以施放它。</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: a Counterspell. A face-down creature you controlled died, so Cryptic Pursuit triggers, as it would for any card; as the trigger resolves, the card is an instant card, so it is exiled, and you may cast it until the end of your next turn.</source>
        <translation>它离开战场时被展示：是一张Counterspell。一个由你操控的牌面朝下生物死去，因此Cryptic Pursuit触发，无论是什么牌都会如此；该异能结算时，这张牌是瞬间牌，因此它被放逐，直到你的下一个回合结束，你可以施放它。</translation>
    </message>
    <message>
        <source>You may move your cards around the table, but face-down permanents must never be shuffled or swapped, on purpose or by accident: which card is which, and the order they arrived in, must always stay clear.</source>
        <translation>你可以在牌桌上移动你的牌，但牌面朝下的永久物绝不能被洗混或交换，无论有意还是无意：哪张牌是哪张，以及它们到来的顺序，必须始终保持清楚。</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart, choosing your face-down #1 as its target as you cast it: it makes a token that&apos;s a copy of target creature you control.</source>
        <translation>施放Cackling Counterpart，并在施放时选择你的牌面朝下#1作为目标：它派出一个衍生物，为目标由你操控的生物之复制品。</translation>
    </message>
    <message>
        <source>Face down, #1 had no morph to lose; but Turn to Frog&apos;s effect keeps applying when it turns face up, so face up it would have no morph, and it can&apos;t be turned up for its morph cost until the effect ends.</source>
        <translation>牌面朝下时，#1没有可失去的变身；但Turn to Frog的效应在它翻回正面时仍继续适用，因此牌面朝上时它不会具有变身，在该效应终止前不能支付其变身费用将它翻回正面。</translation>
    </message>
    <message>
        <source>Move on to the next turn: Turn to Frog ends at the end of this turn.</source>
        <translation>进入下一回合：Turn to Frog在本回合结束时终止。</translation>
    </message>
    <message>
        <source>Pass the turn.</source>
        <translation>结束回合。</translation>
    </message>
    <message>
        <source>#1 is a plain face-down 2/2 again.</source>
        <translation>#1又是一个普通的牌面朝下2/2。</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s upkeep. #1 would have morph again: turn it face up for its morph cost {2}{W}{W}.</source>
        <translation>现在是对手的维持步骤。#1会再次具有变身：支付其变身费用{2}{W}{W}将它翻回正面。</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost.</source>
        <translation>支付其变身费用将#1翻回正面。</translation>
    </message>
    <message>
        <source>With Turn to Frog gone, the morph route is open again.</source>
        <translation>Turn to Frog结束后，变身途径再次开放。</translation>
    </message>
    <message>
        <source>The token copy is face up: it was never face down, so there is nothing to turn up.</source>
        <translation>衍生物复制品是牌面朝上的：它从未牌面朝下，因此没有东西可翻回正面。</translation>
    </message>
    <message>
        <source>Searching and shuffling</source>
        <translation>搜寻与洗牌</translation>
    </message>
    <message>
        <source>A search lets you look at every card of your library, but the card you find is revealed only when the effect says so; a search for a card with a stated quality may find nothing, a search for &quot;a card&quot; must find one if it can. Then the library is shuffled, and after a shuffle nobody knows which card is where, not even a card everyone saw go there.</source>
        <translation>搜寻让你查看牌库中的每一张牌，但你找到的牌只有在效应说明时才会被展示；搜寻具有指定性质的牌时可以什么都找不到，搜寻“一张牌”时若能找到就必须找到一张。然后将牌库洗牌，洗牌之后没有人知道哪张牌在哪里，即使是大家都看到放进去的那张牌也一样。</translation>
    </message>
    <message>
        <source>Your opponent casts Griptide on your face-down #1, and it resolves: it puts that creature on top of its owner&apos;s library. Put your #1 on top of your library.</source>
        <translation>对手对你的牌面朝下#1施放Griptide，并且它结算：它将该生物置于其拥有者的牌库顶。将你的#1置于你的牌库顶。</translation>
    </message>
    <message>
        <source>Move #1 to the top of your library.</source>
        <translation>将#1移到你的牌库顶。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed.</source>
        <translation>离开战场的牌面朝下永久物会被展示。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone (708.9): everyone saw that the card now on top of your library is Grizzly Bears.</source>
        <translation>离开战场的牌面朝下永久物会向所有人展示（708.9）：每个人都看到了现在位于你牌库顶的牌是Grizzly Bears。</translation>
    </message>
    <message>
        <source>You cast Demonic Tutor, and it resolves: search your library for a card, put that card into your hand, then shuffle. Find the Lightning Bolt. Demonic Tutor doesn&apos;t say to reveal the card.</source>
        <translation>你施放了Demonic Tutor，并且它结算：从你的牌库中搜寻一张牌，将它置入你手上，然后洗牌。找出Lightning Bolt。Demonic Tutor没有说要展示该牌。</translation>
    </message>
    <message>
        <source>Search your library, take the Lightning Bolt to your hand, don&apos;t reveal it, and shuffle.</source>
        <translation>搜寻你的牌库，将Lightning Bolt拿到手上但不展示，然后洗牌。</translation>
    </message>
    <message>
        <source>The search is for &quot;a card&quot;: you must find one.</source>
        <translation>这次搜寻的是“一张牌”：你必须找出一张。</translation>
    </message>
    <message>
        <source>Your opponent doesn&apos;t know which card you took: a found card is revealed only if the effect says so (701.23e). And the shuffle made the Grizzly Bears everyone saw just one more unknown card: after a shuffle no player knows the library&apos;s order (701.24a), and a revealed card that is reordered stops being revealed (701.20d).</source>
        <translation>对手不知道你拿了哪张牌：找到的牌只有在效应说明时才会被展示（701.23e）。而洗牌让大家都看过的Grizzly Bears变成了又一张未知的牌：洗牌后没有牌手知道牌库的顺序（701.24a），被重新排列的已展示的牌不再处于展示状态（701.20d）。</translation>
    </message>
    <message>
        <source>Demonic Tutor searches for &quot;a card&quot;, with no stated quality: while your library holds a card, you must find one (701.23d).</source>
        <translation>Demonic Tutor搜寻的是没有指定性质的“一张牌”：只要你的牌库中还有牌，你就必须找出一张（701.23d）。</translation>
    </message>
    <message>
        <source>That is true of a search for cards with a stated quality (701.23b). Demonic Tutor searches simply for &quot;a card&quot;: while your library holds a card, you must find one (701.23d).</source>
        <translation>那是针对搜寻具有指定性质的牌而言（701.23b）。Demonic Tutor只是搜寻“一张牌”：只要你的牌库中还有牌，你就必须找出一张（701.23d）。</translation>
    </message>
    <message>
        <source>You cast Lay of the Land, and it resolves: search your library for a basic land card, reveal it, put it into your hand, then shuffle. Find the Forest and reveal it.</source>
        <translation>你施放了Lay of the Land，并且它结算：从你的牌库中搜寻一张基本地牌，展示它，将它置入你手上，然后洗牌。找出Forest并展示它。</translation>
    </message>
    <message>
        <source>Search your library, take the Forest to your hand and reveal it, then shuffle.</source>
        <translation>搜寻你的牌库，展示Forest并将它拿到手上，然后洗牌。</translation>
    </message>
    <message>
        <source>This time the card tells you to reveal what you find.</source>
        <translation>这次这张牌要求你展示找到的牌。</translation>
    </message>
    <message>
        <source>Lay of the Land says to reveal the card, so everyone saw the Forest on its way to your hand.</source>
        <translation>Lay of the Land说要展示该牌，因此每个人都看到了Forest进入你的手上。</translation>
    </message>
    <message>
        <source>You cast your second Lay of the Land, and it resolves. You decide to leave the Island in your library: find nothing, then shuffle.</source>
        <translation>你施放了第二张Lay of the Land，并且它结算。你决定把Island留在牌库中：什么都不找出，然后洗牌。</translation>
    </message>
    <message>
        <source>Search your library and find nothing (fail to find), then shuffle.</source>
        <translation>搜寻你的牌库但什么都不找出（不找出），然后洗牌。</translation>
    </message>
    <message>
        <source>A basic land card is a card with a stated quality.</source>
        <translation>基本地牌是具有指定性质的牌。</translation>
    </message>
    <message>
        <source>A search for cards with a stated quality, here a basic land card, may find nothing even when such a card is there (701.23b). You still shuffle, and nobody knows the order of your library (701.24a).</source>
        <translation>搜寻具有指定性质的牌（这里是基本地牌）时，即使有这样的牌，也可以什么都找不到（701.23b）。你照样要洗牌，而且没有人知道你牌库的顺序（701.24a）。</translation>
    </message>
    <message>
        <source>Looking at the top, scry and surveil</source>
        <translation>检视牌库顶、占卜与刺探</translation>
    </message>
    <message>
        <source>Looking at the top cards of your library shows them to you alone. You decide where they go only after you&apos;ve looked: scry puts them on the top or the bottom, surveil on the top or into the graveyard. Cards you put back on top or at the bottom are known to you alone, until the library is shuffled.</source>
        <translation>检视你牌库顶的牌只会让你自己看到。你在看过之后才决定它们的去处：占卜将它们置于顶部或底部，刺探则置于顶部或坟墓场。你放回顶部或底部的牌只有你知道，直到牌库被洗牌。</translation>
    </message>
    <message>
        <source>You cast Preordain, and it resolves: scry 2, then draw a card. To scry 2, first look at the top two cards of your library.</source>
        <translation>你施放了Preordain，并且它结算：占卜2，然后抓一张牌。要占卜2，先检视你牌库顶的两张牌。</translation>
    </message>
    <message>
        <source>Look at the top 2 cards of your library.</source>
        <translation>检视你牌库顶的2张牌。</translation>
    </message>
    <message>
        <source>Scrying starts with a look; you choose where the cards go after.</source>
        <translation>占卜从检视开始；之后你再选择这些牌的去处。</translation>
    </message>
    <message>
        <source>You see Lightning Bolt and Forest. Looking shows a card only to the player who looks (701.20e): your opponent doesn&apos;t know them.</source>
        <translation>你看到了Lightning Bolt和Forest。检视只会让进行检视的牌手看到这张牌（701.20e）：对手并不知道它们。</translation>
    </message>
    <message>
        <source>You haven&apos;t looked at those cards yet: to scry, you first look at the top cards (701.22a), and until then no player may look at the cards in your library (401.2).</source>
        <translation>你还没有检视那些牌：要占卜，你要先检视牌库顶的牌（701.22a），在此之前没有牌手可以查看你牌库中的牌（401.2）。</translation>
    </message>
    <message>
        <source>Finish the scry: put the Forest back on top and the Lightning Bolt on the bottom of your library.</source>
        <translation>完成占卜：把Forest放回牌库顶，把Lightning Bolt置于你的牌库底。</translation>
    </message>
    <message>
        <source>Forest on top, Lightning Bolt on the bottom.</source>
        <translation>Forest在顶，Lightning Bolt在底。</translation>
    </message>
    <message>
        <source>Both cards you looked at go back: each one on the top or on the bottom.</source>
        <translation>你检视过的两张牌都要放回：每张放在顶部或底部。</translation>
    </message>
    <message>
        <source>Your opponent knows you scried 2, but not which cards went where: the Forest on top and the Bolt at the bottom are known to you alone.</source>
        <translation>对手知道你占卜了2，但不知道哪张牌放到了哪里：顶部的Forest和底部的Bolt只有你知道。</translation>
    </message>
    <message>
        <source>Scry 2 puts back both cards you looked at, any number of them on the bottom and the rest on top (701.22a): say where the Lightning Bolt goes too.</source>
        <translation>占卜2会把你检视的两张牌都放回，任意数量置于底部，其余置于顶部（701.22a）：也请说明Lightning Bolt的去处。</translation>
    </message>
    <message>
        <source>Preordain&apos;s last part: draw a card.</source>
        <translation>Preordain的最后一部分：抓一张牌。</translation>
    </message>
    <message>
        <source>Draw a card: the top card of your library goes into your hand.</source>
        <translation>抓一张牌：你牌库顶的牌进入你的手上。</translation>
    </message>
    <message>
        <source>You drew the Forest you had put on top. The Lightning Bolt at the bottom of your library is still known to you, and only to you.</source>
        <translation>你抓到了放在顶部的Forest。你牌库底的Lightning Bolt仍然只有你知道。</translation>
    </message>
    <message>
        <source>You cast Consider, and it resolves: surveil 1, then draw a card. Look at the top card of your library.</source>
        <translation>你施放了Consider，并且它结算：刺探1，然后抓一张牌。检视你的牌库顶牌。</translation>
    </message>
    <message>
        <source>Look at the top card of your library.</source>
        <translation>检视你的牌库顶牌。</translation>
    </message>
    <message>
        <source>It is Grizzly Bears, and only you know it.</source>
        <translation>是Grizzly Bears，而且只有你知道。</translation>
    </message>
    <message>
        <source>Surveil also starts with looking at the top card (701.25a): you choose where it goes only after you&apos;ve seen it.</source>
        <translation>刺探也从检视牌库顶牌开始（701.25a）：你在看过之后才选择它的去处。</translation>
    </message>
    <message>
        <source>Put the Grizzly Bears into your graveyard.</source>
        <translation>将Grizzly Bears置入你的坟墓场。</translation>
    </message>
    <message>
        <source>Surveil: the card you looked at goes into your graveyard.</source>
        <translation>刺探：你检视的牌进入你的坟墓场。</translation>
    </message>
    <message>
        <source>The graveyard is a public zone, so everyone sees the Grizzly Bears now (400.2).</source>
        <translation>坟墓场是公开区域，因此现在每个人都能看到Grizzly Bears（400.2）。</translation>
    </message>
    <message>
        <source>Consider&apos;s last part: draw a card.</source>
        <translation>Consider的最后一部分：抓一张牌。</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>抓一张牌。</translation>
    </message>
    <message>
        <source>You drew a card you hadn&apos;t seen: an Island.</source>
        <translation>你抓到了一张没看过的牌：Island。</translation>
    </message>
    <message>
        <source>Say an effect now tells you to shuffle your library. Shuffle it, and see what happens to what you knew.</source>
        <translation>假设现在有效应要求你将牌库洗牌。洗牌，看看你原本知道的信息会怎样。</translation>
    </message>
    <message>
        <source>Shuffle your library.</source>
        <translation>将你的牌库洗牌。</translation>
    </message>
    <message>
        <source>After a shuffle no player knows the order of the library&apos;s cards (701.24a): you no longer know where your Lightning Bolt is.</source>
        <translation>洗牌后没有牌手知道牌库中牌的顺序（701.24a）：你不再知道你的Lightning Bolt在哪里。</translation>
    </message>
    <message>
        <source>The London mulligan</source>
        <translation>伦敦再调度</translation>
    </message>
    <message>
        <source>Unhappy with the hand you drew? Take a mulligan: shuffle your hand into your library, draw a new hand of seven, then put as many of those cards on the bottom of your library as the mulligans you have taken, in the order you choose. Nobody else learns which cards went there. Once everyone has kept, the game begins; in a two-player game the starting player skips the draw step of their first turn.</source>
        <translation>不满意你抓到的手牌？进行再调度：将你的手牌洗入牌库，抓七张新手牌，然后按你选择的顺序，将与你已再调度次数相同数量的牌置于牌库底。其他人都不知道哪些牌被放到那里。所有人都保留后，游戏开始；在双人游戏中，起始牌手跳过其第一个回合的抓牌步骤。</translation>
    </message>
    <message>
        <source>You are the starting player, so you declare first. Your hand has six lands and a Grizzly Bears: take a mulligan.</source>
        <translation>你是起始牌手，所以由你先决定。你的手牌有六张地和一张Grizzly Bears：进行再调度。</translation>
    </message>
    <message>
        <source>Take a mulligan: your hand is shuffled into your library and you draw seven.</source>
        <translation>进行再调度：你的手牌被洗入牌库，然后你抓七张牌。</translation>
    </message>
    <message>
        <source>Your hand went into your library, the library was shuffled and you drew seven. In this lesson your library held no other cards, so the new seven are the same cards; in a game they would be seven random cards from your whole library.</source>
        <translation>你的手牌进入了牌库，牌库被洗牌，你抓了七张牌。在本课中你的牌库没有其他牌，所以新的七张还是同样的牌；在实际游戏中，它们会是从你整个牌库中随机抽出的七张。</translation>
    </message>
    <message>
        <source>Cards go to the bottom of your library only as part of a mulligan, one for each mulligan you have taken (103.5), and you haven&apos;t taken one yet.</source>
        <translation>只有作为再调度的一部分，牌才会被置于你的牌库底，每次再调度一张（103.5），而你还没有进行过再调度。</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so before anything else put one card of your new hand on the bottom of your library: the Mountain.</source>
        <translation>你已再调度一次，所以先将新手牌中的一张置于你的牌库底：Mountain。</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom of your library.</source>
        <translation>将Mountain置于你的牌库底。</translation>
    </message>
    <message>
        <source>One mulligan: one card.</source>
        <translation>一次再调度：一张牌。</translation>
    </message>
    <message>
        <source>Nothing reveals the card you put on the bottom, and your opponent can look neither at your hand (402.3) nor into your library (401.2): you alone know the Mountain is there.</source>
        <translation>没有任何东西会展示你置于底部的牌，对手既不能查看你的手牌（402.3），也不能查看你的牌库（401.2）：只有你知道Mountain在那里。</translation>
    </message>
    <message>
        <source>Putting cards on the bottom is part of taking the mulligan (103.5): keep only once your card is on the bottom.</source>
        <translation>将牌置于底部是再调度的一部分（103.5）：要等你的牌已置于底部之后再保留。</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so one card goes to the bottom (103.5). Here every mulligan counts: only in a multiplayer game, or in any Brawl game, does the first mulligan not count toward the cards you put on the bottom (103.5c).</source>
        <translation>你已再调度一次，所以一张牌要置于底部（103.5）。这里每次再调度都计算在内：只有在多人游戏或任何Brawl游戏中，第一次再调度才不计入你要置于底部的牌数（103.5c）。</translation>
    </message>
    <message>
        <source>Still six lands and one spell. Take a second mulligan.</source>
        <translation>还是六张地和一个咒语。进行第二次再调度。</translation>
    </message>
    <message>
        <source>Take another mulligan.</source>
        <translation>再进行一次再调度。</translation>
    </message>
    <message>
        <source>Your hand was shuffled into your library, Mountain and all, and you drew seven again.</source>
        <translation>你的手牌连同Mountain一起被洗入牌库，你再次抓了七张牌。</translation>
    </message>
    <message>
        <source>You have taken two mulligans: put two cards on the bottom of your library, in the order you choose: first the Mountain, then an Island under it.</source>
        <translation>你已再调度两次：按你选择的顺序将两张牌置于你的牌库底：先是Mountain，然后在它下面放一张Island。</translation>
    </message>
    <message>
        <source>Put the Mountain and then an Island on the bottom.</source>
        <translation>先将Mountain、再将一张Island置于底部。</translation>
    </message>
    <message>
        <source>Two mulligans: two cards.</source>
        <translation>两次再调度：两张牌。</translation>
    </message>
    <message>
        <source>You chose their order (103.5), and it isn&apos;t revealed: just as when an effect puts several cards in one place in a library at once, their owner orders them without revealing the order (401.4).</source>
        <translation>顺序由你选择（103.5），而且不会被展示：就像效应同时将多张牌置于牌库中同一位置时，其拥有者排列它们而无需展示顺序一样（401.4）。</translation>
    </message>
    <message>
        <source>You have taken two mulligans, so two cards go to the bottom (103.5).</source>
        <translation>你已再调度两次，所以两张牌要置于底部（103.5）。</translation>
    </message>
    <message>
        <source>Your two cards go to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>你的两张牌要先置于底部：这是再调度的一部分（103.5）。</translation>
    </message>
    <message>
        <source>Keep your five cards.</source>
        <translation>保留你的五张牌。</translation>
    </message>
    <message>
        <source>Keep your hand.</source>
        <translation>保留你的手牌。</translation>
    </message>
    <message>
        <source>These five cards are your opening hand.</source>
        <translation>这五张牌就是你的起手牌。</translation>
    </message>
    <message>
        <source>Your opponent keeps their seven. The game begins: go on to the first main phase of your first turn. In a two-player game the starting player skips the draw step of their first turn, so you draw no card.</source>
        <translation>对手保留了他的七张牌。游戏开始：进入你第一个回合的战斗前行动阶段。在双人游戏中，起始牌手跳过其第一个回合的抓牌步骤，所以你不抓牌。</translation>
    </message>
    <message>
        <source>Go on to your first main phase.</source>
        <translation>进入你的战斗前行动阶段。</translation>
    </message>
    <message>
        <source>Turn 1 is yours, and as the starting player of a two-player game you skipped its draw step (103.8a).</source>
        <translation>第1回合是你的回合，作为双人游戏的起始牌手，你跳过了它的抓牌步骤（103.8a）。</translation>
    </message>
    <message>
        <source>Once you keep, those cards are your opening hand and you may take no further mulligans (103.5).</source>
        <translation>一旦你保留，这些牌就是你的起手牌，你不能再进行再调度（103.5）。</translation>
    </message>
    <message>
        <source>Mulligans with three or more players</source>
        <translation>三位或更多牌手时的再调度</translation>
    </message>
    <message>
        <source>In a game that begins with more than two players, the first mulligan you take is free: it doesn&apos;t count toward the cards you put on the bottom. And, except in Two-Headed Giant, nobody skips the draw step of their first turn, the starting player included.</source>
        <translation>在以多于两位牌手开始的游戏中，你的第一次再调度免费：它不计入要置于底部的牌数。而且除了双头巨人之外，没有人会跳过其第一个回合的抓牌步骤，起始牌手也一样。</translation>
    </message>
    <message>
        <source>Three players: you are the starting player. Your opening hand has six lands and one spell: take a mulligan.</source>
        <translation>三位牌手：你是起始牌手。你的起手牌有六张地和一个咒语：进行再调度。</translation>
    </message>
    <message>
        <source>Take a mulligan.</source>
        <translation>进行再调度。</translation>
    </message>
    <message>
        <source>You drew seven again (in this lesson your library held no other cards, so they are the same seven). This first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): none go there now.</source>
        <translation>你又抓了七张牌（在本课中你的牌库没有其他牌，所以还是同样的七张）。这第一次再调度不计入要置于底部的牌数（103.5c）：现在不用放任何牌。</translation>
    </message>
    <message>
        <source>In a multiplayer game your first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): after it there is nothing to put there.</source>
        <translation>在多人游戏中，你的第一次再调度不计入要置于底部的牌数（103.5c）：之后没有牌需要放到那里。</translation>
    </message>
    <message>
        <source>Two mulligans, and only the second counts: put one card on the bottom of your library, the Mountain.</source>
        <translation>两次再调度，只有第二次计算在内：将一张牌置于你的牌库底，也就是Mountain。</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom.</source>
        <translation>将Mountain置于底部。</translation>
    </message>
    <message>
        <source>The first mulligan was free: one card.</source>
        <translation>第一次再调度是免费的：一张牌。</translation>
    </message>
    <message>
        <source>Only you know which card went to the bottom.</source>
        <translation>只有你知道哪张牌被置于底部。</translation>
    </message>
    <message>
        <source>In a multiplayer game the first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): two mulligans, one card.</source>
        <translation>在多人游戏中，第一次再调度不计入要置于底部的牌数（103.5c）：两次再调度，一张牌。</translation>
    </message>
    <message>
        <source>Your card goes to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>你的牌要先置于底部：这是再调度的一部分（103.5）。</translation>
    </message>
    <message>
        <source>Keep your six cards.</source>
        <translation>保留你的六张牌。</translation>
    </message>
    <message>
        <source>These six cards are your opening hand.</source>
        <translation>这六张牌就是你的起手牌。</translation>
    </message>
    <message>
        <source>Both opponents keep. The game begins: go on to the draw step of your first turn.</source>
        <translation>两位对手都保留了。游戏开始：进入你第一个回合的抓牌步骤。</translation>
    </message>
    <message>
        <source>Go on to your draw step.</source>
        <translation>进入你的抓牌步骤。</translation>
    </message>
    <message>
        <source>In a multiplayer game like this one (Two-Headed Giant aside), nobody skips the draw step of their first turn, not even the starting player: draw your card.</source>
        <translation>在像这样的多人游戏中（双头巨人除外），没有人会跳过其第一个回合的抓牌步骤，即使是起始牌手也一样：抓你的牌。</translation>
    </message>
    <message>
        <source>In this lesson your library held only the Mountain you put on the bottom, so you drew it back.</source>
        <translation>在本课中你的牌库只有你置于底部的Mountain，所以你又把它抓了回来。</translation>
    </message>
    <message>
        <source>When you may turn a card face up</source>
        <translation>你何时可以将牌翻回正面</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even on your opponent&apos;s turn and while a spell is waiting on the stack. No player gets priority in the untap step, so nobody can take that special action there.</source>
        <translation>将牌面朝下的永久物翻回正面是特殊动作：只要你拥有优先权就可以进行，即使在对手的回合、或有咒语在堆叠上等待时也可以。在重置步骤中没有牌手获得优先权，因此没有人能在那时进行该特殊动作。</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s untap step. Move on to their upkeep.</source>
        <translation>现在是对手的重置步骤。进入他的维持步骤。</translation>
    </message>
    <message>
        <source>Go to the next step: the upkeep.</source>
        <translation>前往下一个步骤：维持步骤。</translation>
    </message>
    <message>
        <source>Nobody gets priority in the untap step, so nobody can take the special action to turn a permanent face up there.</source>
        <translation>在重置步骤中没有人获得优先权，因此没有人能在那时进行将永久物翻回正面的特殊动作。</translation>
    </message>
    <message>
        <source>In the upkeep the active player gets priority first; when they pass it, you get it.</source>
        <translation>在维持步骤中，主动牌手先获得优先权；当他让过时，你就会获得。</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and the special action needs priority. Wait for the upkeep.</source>
        <translation>在重置步骤中没有牌手获得优先权（规则502.4），而特殊动作需要优先权。等到维持步骤。</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and this special action needs priority too, whatever the cost. Wait for the upkeep.</source>
        <translation>在重置步骤中没有牌手获得优先权（规则502.4），无论费用为何，这个特殊动作同样需要优先权。等到维持步骤。</translation>
    </message>
    <message>
        <source>In the upkeep your opponent casts Lightning Bolt at #1. Bolt is on the stack and you have priority: turn #1 face up for its morph cost {2}{W}{W} in response.</source>
        <translation>在维持步骤中，对手对#1施放Lightning Bolt。Bolt在堆叠上，而你拥有优先权：作为回应，支付其变身费用{2}{W}{W}将#1翻回正面。</translation>
    </message>
    <message>
        <source>A special action doesn&apos;t use the stack: nobody can respond to it, and Bolt is still waiting to resolve.</source>
        <translation>特殊动作不使用堆叠：没有人能回应它，而Bolt仍在等待结算。</translation>
    </message>
    <message>
        <source>To turn #1 up you showed all players its morph cost, paid it and turned it face up: it is Exalted Angel, a 4/5, before Bolt resolves. Turning it up did not make a new object, so Bolt still resolves against it.</source>
        <translation>为了将#1翻回正面，你向所有牌手展示了它的变身费用、支付了它并将它翻回正面：在Bolt结算之前，它是Exalted Angel，一个4/5。翻回正面并不会产生新物件，因此Bolt仍会对它结算。</translation>
    </message>
    <message>
        <source>You could turn #2 up now too, but Bolt is aimed at #1: turning #2 up does not save #1.</source>
        <translation>你现在也可以将#2翻回正面，但Bolt的目标是#1：将#2翻回正面救不了#1。</translation>
    </message>
    <message>
        <source>Bolt resolves: 3 damage to Exalted Angel, which survives with toughness 5. When you have priority again in the upkeep, turn #2 face up for its mana cost {1}{G}.</source>
        <translation>Bolt结算：对Exalted Angel造成3点伤害，它以防御力5存活。当你在维持步骤中再次获得优先权时，支付其法术力费用{1}{G}将#2翻回正面。</translation>
    </message>
    <message>
        <source>A manifested creature card can be turned up for its mana cost whenever you have priority, on any player&apos;s turn.</source>
        <translation>显化的生物牌只要你拥有优先权就可以支付其法术力费用翻回正面，在任何牌手的回合都可以。</translation>
    </message>
    <message>
        <source>For the mana-cost route you show all players that the card is a creature card and what its mana cost is, pay that cost, then turn it face up. Once it is face up, everyone sees the card.</source>
        <translation>使用法术力费用途径时，你向所有牌手展示这张牌是生物牌以及其法术力费用为何，支付该费用，然后将它翻回正面。一旦牌面朝上，每个人都能看到这张牌。</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph. A manifested creature card turns up for its mana cost.</source>
        <translation>Grizzly Bears没有变身。显化的生物牌支付其法术力费用翻回正面。</translation>
    </message>
    <message>
        <source>Manifested cards with morph or disguise: two ways up</source>
        <translation>具有变身或伪装的显化牌：两种翻回正面的方法</translation>
    </message>
    <message>
        <source>A manifested or cloaked permanent whose card is a creature card with a mana cost can be turned face up for that mana cost. If the card also has morph or disguise, it can be turned up for that cost as well: you choose either way.</source>
        <translation>一个被显化或遮掩的永久物，若其牌是具有法术力费用的生物牌，就可以支付该法术力费用翻回正面。若该牌还具有变身或伪装，也可以支付该费用翻回正面：你可以任选其一。</translation>
    </message>
    <message>
        <source>#1 is a manifested Exalted Angel. Ask the table which ways #1 can be turned face up.</source>
        <translation>#1是显化的Exalted Angel。询问牌桌#1可以用哪些方式翻回正面。</translation>
    </message>
    <message>
        <source>Ask for the turn-up routes of #1.</source>
        <translation>询问#1翻回正面的途径。</translation>
    </message>
    <message>
        <source>Two ways: its mana cost {4}{W}{W}, because it is a creature card with a mana cost, or its morph cost {2}{W}{W}, because it has morph.</source>
        <translation>两种方式：其法术力费用{4}{W}{W}，因为它是具有法术力费用的生物牌；或其变身费用{2}{W}{W}，因为它具有变身。</translation>
    </message>
    <message>
        <source>Turn #1 face up the cheaper way: for its morph cost {2}{W}{W}.</source>
        <translation>用较便宜的方式将#1翻回正面：支付其变身费用{2}{W}{W}。</translation>
    </message>
    <message>
        <source>Use the morph route.</source>
        <translation>使用变身途径。</translation>
    </message>
    <message>
        <source>Morph costs {2}{W}{W}; the mana cost is {4}{W}{W}.</source>
        <translation>变身费用是{2}{W}{W}；法术力费用是{4}{W}{W}。</translation>
    </message>
    <message>
        <source>Exalted Angel is face up, for {2}{W}{W}.</source>
        <translation>Exalted Angel以{2}{W}{W}翻回正面。</translation>
    </message>
    <message>
        <source>Paying the mana cost {4}{W}{W} is a legal way up too, but this step asks for the cheaper morph cost.</source>
        <translation>支付法术力费用{4}{W}{W}也是合规的翻回正面方式，但此步要求较便宜的变身费用。</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise: there is no disguise cost to pay.</source>
        <translation>Exalted Angel具有变身，而不是伪装：没有伪装费用可支付。</translation>
    </message>
    <message>
        <source>#2 is a cloaked Hunted Bonebrute, which has disguise. Turn it face up for its disguise cost {1}{B}.</source>
        <translation>#2是被遮掩的Hunted Bonebrute，它具有伪装。支付其伪装费用{1}{B}将它翻回正面。</translation>
    </message>
    <message>
        <source>Use the disguise route.</source>
        <translation>使用伪装途径。</translation>
    </message>
    <message>
        <source>A cloaked card with disguise may be turned up for its disguise cost, as well as for its mana cost if it is a creature card.</source>
        <translation>具有伪装的遮掩牌可以支付其伪装费用翻回正面；如果它是生物牌，也可以支付其法术力费用翻回正面。</translation>
    </message>
    <message>
        <source>Hunted Bonebrute is face up, and the ward {2} that cloak gave it has ended. It was put onto the battlefield face down, so its enters ability did not trigger, and turning it face up doesn&apos;t trigger it either.</source>
        <translation>Hunted Bonebrute已翻回正面，遮掩给予它的守护{2}已经终止。它是以牌面朝下放进战场的，因此其进场异能没有触发，翻回正面也不会触发它。</translation>
    </message>
    <message>
        <source>Face-down spells on the stack</source>
        <translation>堆叠上牌面朝下的咒语</translation>
    </message>
    <message>
        <source>A card cast face down is a face-down spell: only its controller may look at it, and it normally can&apos;t be turned face up on the stack. If it is countered it is revealed to all players as it moves to the graveyard; if it resolves it becomes a face-down permanent and is not revealed.</source>
        <translation>牌面朝下施放的牌是牌面朝下的咒语：只有其操控者可以查看它，通常在堆叠上不能将其翻回正面。如果它被反击，在进入坟墓场时会向所有牌手展示；如果它结算，就会成为牌面朝下的永久物，且不会被展示。</translation>
    </message>
    <message>
        <source>Cast Akroma, Angel of Fury face down for {3} with morph.</source>
        <translation>用变身支付{3}牌面朝下施放Akroma, Angel of Fury。</translation>
    </message>
    <message>
        <source>Cast Akroma face down (morph).</source>
        <translation>牌面朝下施放Akroma（变身）。</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature spell for {3}.</source>
        <translation>具有变身的牌可以支付{3}以牌面朝下的2/2生物咒语施放。</translation>
    </message>
    <message>
        <source>On the stack it is a face-down 2/2 creature spell with no name and no abilities. You control it, so you may look at it; your opponent may not.</source>
        <translation>在堆叠上它是无名称、无异能的牌面朝下2/2生物咒语。你操控它，所以你可以查看它；对手不行。</translation>
    </message>
    <message>
        <source>Casting Akroma face up for its mana cost is allowed, but then everyone sees it. This step asks you to cast it face down.</source>
        <translation>支付其法术力费用牌面朝上施放Akroma是允许的，但那样所有人都会看到它。此步要求你牌面朝下施放它。</translation>
    </message>
    <message>
        <source>Your opponent casts Essence Scatter targeting your face-down spell. Look at your face-down spell on the stack.</source>
        <translation>对手施放Essence Scatter，以你的牌面朝下咒语为目标。查看你在堆叠上的牌面朝下咒语。</translation>
    </message>
    <message>
        <source>Look at your face-down spell.</source>
        <translation>查看你的牌面朝下咒语。</translation>
    </message>
    <message>
        <source>You may look at a face-down spell you control at any time.</source>
        <translation>你可以随时查看由你操控的牌面朝下咒语。</translation>
    </message>
    <message>
        <source>It is Akroma, Angel of Fury, whose card says it can&apos;t be countered. Face down that ability does not exist: it is a 2/2 creature spell with no abilities, so Essence Scatter can target it and counter it. That is why Akroma was chosen here.</source>
        <translation>是Akroma, Angel of Fury，它的牌上写着它不能被反击。牌面朝下时该异能并不存在：它是无异能的2/2生物咒语，因此Essence Scatter可以以它为目标并反击它。这正是此处选用Akroma的原因。</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: your opponent now knows it was Hunted Bonebrute. It died face down, a 2/2 whose only ability was ward, so its &apos;when this dies&apos; ability does not trigger: a dies ability looks back at the permanent as it was on the battlefield.</source>
        <translation>它离开战场时被展示：对手现在知道它是Hunted Bonebrute。它以牌面朝下、唯一异能为守护的2/2死去，因此它的“当它死去时”异能不会触发：死去异能回溯的是它在战场上时的永久物。</translation>
    </message>
    <message>
        <source>Morph lets you turn a face-down permanent face up. Spells normally can&apos;t be turned face up (rule 708.7): it is still a spell on the stack.</source>
        <translation>变身让你将牌面朝下的永久物翻回正面。咒语通常不能翻回正面（规则708.7）：它仍是堆叠上的咒语。</translation>
    </message>
    <message>
        <source>Essence Scatter resolves and counters your spell. Put the countered face-down spell into your graveyard.</source>
        <translation>Essence Scatter结算并反击你的咒语。将被反击的牌面朝下咒语置入你的坟墓场。</translation>
    </message>
    <message>
        <source>Move the countered spell to the graveyard.</source>
        <translation>将被反击的咒语移到坟墓场。</translation>
    </message>
    <message>
        <source>A face-down spell that moves from the stack to any zone other than the battlefield is revealed to all players.</source>
        <translation>从堆叠移到战场以外任何区域的牌面朝下咒语会向所有牌手展示。</translation>
    </message>
    <message>
        <source>It was revealed to all players as it moved: your opponent now knows it was Akroma.</source>
        <translation>它在移动时向所有牌手展示了：对手现在知道它是Akroma。</translation>
    </message>
    <message>
        <source>Now cast Exalted Angel face down for {3} with morph.</source>
        <translation>现在用变身支付{3}牌面朝下施放Exalted Angel。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down (morph).</source>
        <translation>牌面朝下施放Exalted Angel（变身）。</translation>
    </message>
    <message>
        <source>A face-down 2/2 creature spell again.</source>
        <translation>又是一个牌面朝下的2/2生物咒语。</translation>
    </message>
    <message>
        <source>Your opponent lets it resolve: it becomes a face-down permanent. Look at it.</source>
        <translation>对手让它结算：它成为牌面朝下的永久物。查看它。</translation>
    </message>
    <message>
        <source>Look at your face-down creature.</source>
        <translation>查看你的牌面朝下生物。</translation>
    </message>
    <message>
        <source>Resolving, a face-down spell becomes a face-down permanent and is not revealed: only you know it is Exalted Angel.</source>
        <translation>结算时，牌面朝下的咒语成为牌面朝下的永久物，且不会被展示：只有你知道它是Exalted Angel。</translation>
    </message>
    <message>
        <source>The legend rule after a turn-up, and copies of face-down permanents</source>
        <translation>翻回正面后的传奇规则，以及牌面朝下永久物的复制品</translation>
    </message>
    <message>
        <source>Face-down permanents have no name and are not legendary, so the legend rule ignores them. Once you control two legendary permanents with the same name face up, you choose one and the rest are put into their owners&apos; graveyards. A copy of a face-down permanent copies only its face-down copiable values: a face-up colorless 2/2 creature with no name, plus ward {2} if it copies a disguised or cloaked permanent.</source>
        <translation>牌面朝下的永久物没有名称，也不是传奇，因此传奇规则会忽略它们。一旦你操控两个同名的牌面朝上传奇永久物，就要选择其中一个，其余的置入其拥有者的坟墓场。牌面朝下永久物的复制品只复制其牌面朝下的可复制数值：一个牌面朝上、无色、无名称的2/2生物，若复制的是伪装或遮掩的永久物，则另有守护{2}。</translation>
    </message>
    <message>
        <source>#1 and #2 are both Akroma, Angel of Fury, face down. Turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>#1和#2都是牌面朝下的Akroma, Angel of Fury。支付其变身费用{3}{R}{R}{R}将#1翻回正面。</translation>
    </message>
    <message>
        <source>#2 is still face down: it has no name and is not legendary, so the legend rule does not apply.</source>
        <translation>#2仍然牌面朝下：它没有名称，也不是传奇，因此传奇规则不适用。</translation>
    </message>
    <message>
        <source>#1 is face down because of morph. Morph lets you turn it up for its morph cost; no rule lets you turn it up for its mana cost.</source>
        <translation>#1是因变身而牌面朝下的。变身让你支付其变身费用将它翻回正面；没有规则让你支付其法术力费用将它翻回正面。</translation>
    </message>
    <message>
        <source>Now turn #2 face up for its morph cost too.</source>
        <translation>现在也支付其变身费用将#2翻回正面。</translation>
    </message>
    <message>
        <source>Turn #2 face up for its morph cost.</source>
        <translation>支付其变身费用将#2翻回正面。</translation>
    </message>
    <message>
        <source>You now control two legendary permanents named Akroma, Angel of Fury: the legend rule applies as state-based actions are checked.</source>
        <translation>你现在操控两个名为Akroma, Angel of Fury的传奇永久物：检查状态动作时传奇规则会生效。</translation>
    </message>
    <message>
        <source>The legend rule: choose one of your two Akromas and put the other into your graveyard.</source>
        <translation>传奇规则：在你的两个Akroma中选择一个，将另一个置入你的坟墓场。</translation>
    </message>
    <message>
        <source>Move one Akroma to your graveyard.</source>
        <translation>将一个Akroma移到你的坟墓场。</translation>
    </message>
    <message>
        <source>It is put into the graveyard; it is not destroyed or sacrificed.</source>
        <translation>它被置入坟墓场；它既不是被消灭，也不是被牺牲。</translation>
    </message>
    <message>
        <source>One Akroma stays on the battlefield.</source>
        <translation>一个Akroma留在战场上。</translation>
    </message>
    <message>
        <source>Not #3: the legend rule puts only one of your two Akromas into the graveyard. #3 is face down, with no name, and is not legendary, and nothing else puts it there.</source>
        <translation>不是#3：传奇规则只会将你两个Akroma中的一个置入坟墓场。#3牌面朝下、没有名称、不是传奇，也没有其他东西会把它放到那里。</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart: it will make a token that&apos;s a copy of your face-down #3, a disguised Hunted Bonebrute.</source>
        <translation>施放Cackling Counterpart：它将派出一个衍生物，为你牌面朝下的#3（一个伪装的Hunted Bonebrute）的复制品。</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #3.</source>
        <translation>它结算：派出一个为#3之复制品的衍生物。</translation>
    </message>
    <message>
        <source>Make a token copy of #3.</source>
        <translation>派出#3的衍生物复制品。</translation>
    </message>
    <message>
        <source>The token copies #3&apos;s face-down values: a face-up colorless 2/2 creature with no name and ward {2}. It is not a Hunted Bonebrute, and nothing about #3 is revealed.</source>
        <translation>该衍生物复制#3牌面朝下的数值：一个牌面朝上、无色、无名称、具有守护{2}的2/2生物。它不是Hunted Bonebrute，关于#3的任何信息都没有被展示。</translation>
    </message>
    <message>
        <source>Not while Cackling Counterpart is resolving: nobody has priority during a resolution, and turning a permanent face up needs priority. Make the copy first.</source>
        <translation>Cackling Counterpart结算期间不行：结算期间没有人拥有优先权，而将永久物翻回正面需要优先权。先制作复制品。</translation>
    </message>
    <message>
        <source>Double-faced cards face down</source>
        <translation>牌面朝下的双面牌</translation>
    </message>
    <message>
        <source>A double-faced card can be manifested or cloaked; it stays hidden, in an opaque sleeve or as a substitute card. While it is face down it can&apos;t transform; when it is turned face up, its front face is up, so its front face decides whether it can be turned up for its mana cost. A double-faced permanent can&apos;t be turned face down.</source>
        <translation>双面牌可以被显化或遮掩；它保持隐藏，用不透明的牌套或替代牌。牌面朝下时它不能转化；翻回正面时其正面朝上，因此由其正面决定它能否支付其法术力费用翻回正面。双面永久物不能翻成牌面朝下。</translation>
    </message>
    <message>
        <source>#1 is a manifested Delver of Secrets, a double-faced card. Its front face is a creature with mana cost {U}: turn it face up for {U}.</source>
        <translation>#1是显化的Delver of Secrets，一张双面牌。它的正面是法术力费用为{U}的生物：支付{U}将它翻回正面。</translation>
    </message>
    <message>
        <source>Turn #1 face up for its mana cost.</source>
        <translation>支付其法术力费用将#1翻回正面。</translation>
    </message>
    <message>
        <source>The front face decides: Delver of Secrets is a creature with a mana cost.</source>
        <translation>由正面决定：Delver of Secrets是具有法术力费用的生物。</translation>
    </message>
    <message>
        <source>It is turned face up with its front face up: a 1/1 Delver of Secrets.</source>
        <translation>它以正面朝上翻回正面：一个1/1的Delver of Secrets。</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform: nothing would happen. Turn it face up first.</source>
        <translation>牌面朝下的双面永久物不能转化：什么都不会发生。先将它翻回正面。</translation>
    </message>
    <message>
        <source>Delver of Secrets has no morph. Its front face is a creature card with a mana cost, so it turns up for that mana cost.</source>
        <translation>Delver of Secrets没有变身。它的正面是具有法术力费用的生物牌，所以支付该法术力费用翻回正面。</translation>
    </message>
    <message>
        <source>An effect now tells you to transform #1. Transform it.</source>
        <translation>现在有效应要求你转化#1。转化它。</translation>
    </message>
    <message>
        <source>Transform Delver of Secrets.</source>
        <translation>转化Delver of Secrets。</translation>
    </message>
    <message>
        <source>Face up, it can transform: it is now Insectile Aberration, a 3/2, and still the same permanent.</source>
        <translation>牌面朝上时它可以转化：它现在是Insectile Aberration，一个3/2，而且仍是同一个永久物。</translation>
    </message>
    <message>
        <source>An effect that tries to turn a double-faced permanent face down does nothing (rule 712.16), so this would not change the table; and this step asks you to transform it.</source>
        <translation>试图将双面永久物翻成牌面朝下的效应没有任何作用（规则712.16），所以牌桌不会改变；而此步要求你转化它。</translation>
    </message>
    <message>
        <source>Leaving a multiplayer game, and the end of the game</source>
        <translation>离开多人游戏，以及游戏结束</translation>
    </message>
    <message>
        <source>If a player leaves the game, every face-down permanent and face-down spell that player owns is revealed to all players. At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>如果牌手离开游戏，其拥有的每个牌面朝下的永久物和咒语都会向所有牌手展示。游戏结束时，每个牌面朝下的永久物和咒语都会向所有牌手展示。</translation>
    </message>
    <message>
        <source>Four players are in the game. Look at your face-down #1.</source>
        <translation>游戏中有四位牌手。查看你牌面朝下的#1。</translation>
    </message>
    <message>
        <source>You may look at face-down permanents you control at any time, and at no one else&apos;s.</source>
        <translation>你可以随时查看由你操控的牌面朝下永久物，而不能查看其他任何人的。</translation>
    </message>
    <message>
        <source>It is your manifested Grizzly Bears. Players B, C and D don&apos;t know it.</source>
        <translation>它是你显化的Grizzly Bears。牌手B、C和D都不知道。</translation>
    </message>
    <message>
        <source>#3 is controlled by player C. You can&apos;t look at face-down permanents another player controls.</source>
        <translation>#3由牌手C操控。你不能查看其他牌手操控的牌面朝下永久物。</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. Everything C owns left the game with them, and their face-down permanent #3 and face-down spell were revealed to all players as they left. Now the game ends: end it.</source>
        <translation>牌手C认输并离开游戏。C拥有的一切都随他离开了游戏，他牌面朝下的永久物#3和牌面朝下的咒语在他离开时向所有牌手展示了。现在游戏结束：结束它。</translation>
    </message>
    <message>
        <source>At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>游戏结束时，每个牌面朝下的永久物和咒语都会向所有牌手展示。</translation>
    </message>
    <message>
        <source>Every face-down permanent was revealed: your #1 is a Grizzly Bears, and player B&apos;s cloaked #2 is a Forest. Everyone can check that each face-down card was what it was meant to be.</source>
        <translation>每个牌面朝下的永久物都被展示了：你的#1是Grizzly Bears，牌手B被遮掩的#2是Forest。每个人都能核对每张牌面朝下的牌是否就是它应该是的那张。</translation>
    </message>
    <message>
        <source>#2 is player B&apos;s: only its controller may take the special action to turn it face up. At the end of the game it is revealed anyway.</source>
        <translation>#2是牌手B的：只有其操控者可以进行将它翻回正面的特殊动作。游戏结束时它无论如何都会被展示。</translation>
    </message>
    <message>
        <source>You may concede at any time, and then your face-down #1 would be revealed as you leave; but this step asks you to end the game for everyone.</source>
        <translation>你可以随时认输，那样你牌面朝下的#1会在你离开时被展示；但此步要求你为所有人结束游戏。</translation>
    </message>
    <message>
        <source>Ward on disguised and cloaked permanents</source>
        <translation>伪装与遮掩永久物的守护</translation>
    </message>
    <message>
        <source>A disguised or cloaked permanent has ward {2} while it is face down. When an opponent&apos;s spell targets it, ward triggers: the spell is countered unless that player pays {2}. Once the permanent is turned face up, that ward ends, unless the card itself has ward.</source>
        <translation>伪装或遮掩的永久物在牌面朝下时具有守护{2}。当对手的咒语以它为目标时，守护触发：除非该牌手支付{2}，否则该咒语被反击。一旦该永久物翻回正面，这个守护就会终止，除非该牌本身具有守护。</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #1. Face down, #1 has ward {2}, so ward triggers. Your opponent does not pay {2}: counter Murder.</source>
        <translation>对手施放Murder，以你伪装的#1为目标。牌面朝下时#1具有守护{2}，因此守护触发。对手没有支付{2}：反击Murder。</translation>
    </message>
    <message>
        <source>Counter Murder: put it from the stack into its owner&apos;s graveyard.</source>
        <translation>反击Murder：将它从堆叠置入其拥有者的坟墓场。</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent&apos;s spell targets it, counter that spell unless its controller pays {2}.</source>
        <translation>守护{2}：当对手的咒语以它为目标时，除非该咒语的操控者支付{2}，否则反击该咒语。</translation>
    </message>
    <message>
        <source>Murder is countered and #1 stays on the battlefield, still face down: nothing about it was revealed.</source>
        <translation>Murder被反击，#1仍然牌面朝下地留在战场上：关于它的任何信息都没有被展示。</translation>
    </message>
    <message>
        <source>Ward counters Murder, so Murder never destroys #1, and nothing else puts it into the graveyard: #1 stays on the battlefield, face down.</source>
        <translation>守护反击了Murder，所以Murder从未消灭#1，也没有其他东西将它置入坟墓场：#1牌面朝下地留在战场上。</translation>
    </message>
    <message>
        <source>Your opponent casts a second Murder at #1 and pays {2} for ward this time, so Murder is not countered. It resolves: put #1 into your graveyard.</source>
        <translation>对手对#1施放第二个Murder，这次为守护支付了{2}，因此Murder没有被反击。它结算：将#1置入你的坟墓场。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players.</source>
        <translation>离开战场的牌面朝下永久物会向所有牌手展示。</translation>
    </message>
    <message>
        <source>Your opponent paid {2}, so ward did not counter the second Murder, and it has already resolved: there is nothing on the stack to counter.</source>
        <translation>对手支付了{2}，因此守护没有反击第二个Murder，而它已经结算：堆叠上没有东西可以反击。</translation>
    </message>
    <message>
        <source>#2 is a cloaked Grizzly Bears with ward {2}. Turn it face up for its mana cost {1}{G}.</source>
        <translation>#2是具有守护{2}的被遮掩的Grizzly Bears。支付其法术力费用{1}{G}将它翻回正面。</translation>
    </message>
    <message>
        <source>Face up it is Grizzly Bears, which has no ward: the ward {2} that cloak gave it ended when it turned face up.</source>
        <translation>牌面朝上时它是Grizzly Bears，没有守护：遮掩给予它的守护{2}在它翻回正面时终止了。</translation>
    </message>
    <message>
        <source>Cloaked is not disguised: a cloaked creature card turns up for its mana cost, and Grizzly Bears has no disguise cost.</source>
        <translation>遮掩不等于伪装：被遮掩的生物牌支付其法术力费用翻回正面，而Grizzly Bears没有伪装费用。</translation>
    </message>
    <message>
        <source>What to announce, and what to answer</source>
        <translation>要宣告什么，要回答什么</translation>
    </message>
    <message>
        <source>When you cast a card face down, say how: with morph or with disguise. Everything that tells your face-down spells and permanents apart must stay clear to every player: what made each one face down, the order they were cast or entered, their counters, which attacked last turn. You answer those questions; what a face-down card is, you never have to say. A face-down permanent is revealed when it leaves the battlefield, and everything face down is revealed at the end of the game.</source>
        <translation>当你牌面朝下施放一张牌时，说明方式：用变身还是用伪装。凡是能区分你牌面朝下的咒语和永久物的信息，都必须让每位牌手清楚：各自因何牌面朝下、它们施放或进场的顺序、它们身上的指示物、上个回合哪个进行了攻击。这些问题你要回答；至于一张牌面朝下的牌是什么，你永远不必说。牌面朝下的永久物离开战场时会被展示，游戏结束时所有牌面朝下之物都会被展示。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using its morph ability, and say so: &quot;a face-down spell, cast with morph&quot;. What made it face down must stay clear to your opponent; its name stays yours alone.</source>
        <translation>用变身异能牌面朝下施放Exalted Angel，并宣告出来：“一个用变身施放的牌面朝下咒语”。是什么让它牌面朝下，必须让对手清楚；它的名称只有你知道。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph, for {3}.</source>
        <translation>用变身支付{3}牌面朝下施放Exalted Angel。</translation>
    </message>
    <message>
        <source>The marker shows its entry number and how it became face down, &quot;morph&quot;; never its name.</source>
        <translation>标记显示它的进场编号和它如何变成牌面朝下（“变身”）；从不显示它的名称。</translation>
    </message>
    <message>
        <source>It is on the stack as #3, a face-down spell cast with morph. Your opponent knows how it became face down and when; only you know it is an Exalted Angel.</source>
        <translation>它以#3的身份在堆叠上，是一个用变身施放的牌面朝下咒语。对手知道它如何以及何时变成牌面朝下；只有你知道它是Exalted Angel。</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph, and nothing else lets you cast it face down. Announcing &quot;morph&quot; for it would be false, and the card would be revealed when it leaves the battlefield and at the end of the game.</source>
        <translation>Grizzly Bears没有变身，也没有其他东西让你能牌面朝下施放它。为它宣告“变身”是虚假的，而且这张牌在离开战场时和游戏结束时都会被展示。</translation>
    </message>
    <message>
        <source>Your face-down spell resolves and becomes #3. Your manifested #1 attacked last turn and has a +1/+1 counter: those differences must stay clear too. The counter shows on it; write the note &quot;attacked last turn&quot; on #1.</source>
        <translation>你牌面朝下的咒语结算，成为#3。你显化的#1上个回合进行了攻击，并有一个+1/+1指示物：这些差异也必须保持清楚。指示物就显示在它上面；在#1上写下备注“上个回合攻击过”。</translation>
    </message>
    <message>
        <source>Write a note on #1.</source>
        <translation>在#1上写一条备注。</translation>
    </message>
    <message>
        <source>Which face-down creature attacked last turn is one of the differences that must stay clear.</source>
        <translation>上个回合哪个牌面朝下的生物进行了攻击，是必须保持清楚的差异之一。</translation>
    </message>
    <message>
        <source>Anyone at the table can now tell #1 from #3: its order, how it became face down, its counter and what it did last turn. When your opponent asks about these, tell them.</source>
        <translation>现在桌上的每个人都能区分#1和#3：它们的顺序、如何变成牌面朝下、#1的指示物，以及它上个回合做了什么。对手问起这些时，要告诉他。</translation>
    </message>
    <message>
        <source>Swapping #1 and #3 would hide which one attacked, which one has the counter and which one was cast with morph. Face-down permanents may never be mixed up.</source>
        <translation>交换#1和#3会隐藏哪个进行了攻击、哪个有指示物、哪个是用变身施放的。牌面朝下的永久物绝不可以混在一起。</translation>
    </message>
    <message>
        <source>Your opponent asks what #1 and #3 are. That you never have to tell while they are face down: only you may look at them. Look at #3.</source>
        <translation>对手问#1和#3是什么。只要它们牌面朝下，这一点你永远不必说：只有你可以查看它们。查看#3。</translation>
    </message>
    <message>
        <source>Look at #3.</source>
        <translation>查看#3。</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; nobody else may, unless an effect lets them.</source>
        <translation>你可以随时查看你操控的牌面朝下的咒语和永久物；除非有效应允许，其他人都不可以。</translation>
    </message>
    <message>
        <source>Its identity is yours to keep until it leaves the battlefield or the game ends: then it is revealed to all players, and everyone can check that it could be cast with morph.</source>
        <translation>它是什么由你保守，直到它离开战场或游戏结束：那时它会向所有牌手展示，每个人都能核对它确实能用变身施放。</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s. You may ask how it became face down (its marker says disguise), when it entered and what it did, but not what it is.</source>
        <translation>#2是对手的。你可以问它如何变成牌面朝下（它的标记写着伪装）、何时进场以及做过什么，但不能问它是什么。</translation>
    </message>
    <message>
        <source>Leaving a game with other players&apos; face-down cards</source>
        <translation>带着其他牌手牌面朝下的牌离开游戏</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, everything they own leaves with them, and effects that gave them control of other players&apos; objects end: those objects stay in the game, usually back under their owners&apos; control. Every face-down permanent and spell the leaving player owns is revealed to all players, and by the official rulings, so is every face-down spell and permanent they control.</source>
        <translation>当一位牌手离开多人游戏时，他拥有的一切都随他离开游戏，而给予他其他牌手之物件操控权的效应终止：这些物件留在游戏中，通常回到其拥有者的操控之下。离开的牌手所拥有的每个牌面朝下的永久物和咒语都会向所有牌手展示；根据官方裁定，他所操控的每个牌面朝下的咒语和永久物也会展示。</translation>
    </message>
    <message>
        <source>Four players are in the game. Earlier effects gave player C control of your manifested #1, and gave you control of player B&apos;s face-down #2. Look at #2.</source>
        <translation>游戏中有四位牌手。先前的效应让牌手C获得了你显化的#1的操控权，并让你获得了牌手B牌面朝下的#2的操控权。查看#2。</translation>
    </message>
    <message>
        <source>Look at #2.</source>
        <translation>查看#2。</translation>
    </message>
    <message>
        <source>Control, not ownership, decides who may look at a face-down permanent.</source>
        <translation>决定谁可以查看牌面朝下永久物的是操控权，而不是拥有权。</translation>
    </message>
    <message>
        <source>#2 is an Exalted Angel. Player B owns it, but you control it, so you may look at it. Your own #1 is now player C&apos;s to look at, not yours.</source>
        <translation>#2是Exalted Angel。它的拥有者是牌手B，但由你操控，所以你可以查看它。你自己的#1现在由牌手C查看，而不是你。</translation>
    </message>
    <message>
        <source>#1 is your card, but player C controls it: while they do, only they may look at it.</source>
        <translation>#1是你的牌，但由牌手C操控：在他操控期间，只有他可以查看。</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. The cloaked #3 they owned left the game with them, revealed to all. The effect that gave them control of your #1 ended, so #1 is yours again, and by the rulings C revealed it too, as a face-down permanent they controlled. Look at #1.</source>
        <translation>牌手C认输并离开游戏。他所拥有的遮掩的#3随他离开了游戏，并向所有人展示。给予他你的#1操控权的效应已终止，所以#1又是你的了；根据裁定，C也将它作为他操控的牌面朝下永久物展示了。查看#1。</translation>
    </message>
    <message>
        <source>Look at #1: you control it again.</source>
        <translation>查看#1：你再次操控它。</translation>
    </message>
    <message>
        <source>When a player leaves, what they own leaves with them, and effects that gave them control of other players&apos; objects end.</source>
        <translation>当一位牌手离开时，他拥有的东西随他离开游戏，而给予他其他牌手之物件操控权的效应终止。</translation>
    </message>
    <message>
        <source>#1 is your Grizzly Bears, still face down on the battlefield under your control. Players B and D saw it as C left, and #3 was a Forest.</source>
        <translation>#1是你的Grizzly Bears，仍然牌面朝下在战场上，由你操控。C离开时牌手B和D看到了它，而#3是一张Forest。</translation>
    </message>
    <message>
        <source>Only objects the leaving player still controls after their control effects end are exiled. C&apos;s control of #1 ended as C left, so #1 stays on the battlefield, yours.</source>
        <translation>只有在操控效应终止后，离开的牌手仍然操控的物件才会被放逐。C对#1的操控权在C离开时已终止，所以#1留在战场上，归你所有。</translation>
    </message>
    <message>
        <source>Now you concede and leave the game, while you still control player B&apos;s #2. Leave the game.</source>
        <translation>现在你认输并离开游戏，而你仍操控着牌手B的#2。离开游戏。</translation>
    </message>
    <message>
        <source>Concede: leave the game.</source>
        <translation>认输：离开游戏。</translation>
    </message>
    <message>
        <source>What you own leaves the game with you, revealed; what you control but don&apos;t own goes back to its owner, and you reveal it too.</source>
        <translation>你拥有的东西随你离开游戏并被展示；你操控但不拥有的东西回到其拥有者那里，你也要展示它。</translation>
    </message>
    <message>
        <source>Your #1 left the game with you, revealed. #2 stays on the battlefield, face down, under player B&apos;s control again, and you revealed it as you left: player D now knows it is an Exalted Angel.</source>
        <translation>你的#1随你离开了游戏并被展示。#2牌面朝下留在战场上，再次由牌手B操控，你离开时展示了它：牌手D现在知道它是Exalted Angel。</translation>
    </message>
    <message>
        <source>Players B and D are still playing: only you leave, and the game goes on without you.</source>
        <translation>牌手B和D还在进行游戏：只有你离开，游戏在没有你的情况下继续。</translation>
    </message>
    <message>
        <source>Responding with a turn-up</source>
        <translation>以翻面作为回应</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even with a spell on the stack, and it doesn&apos;t use the stack. A spell whose every target has become illegal by the time it would resolve doesn&apos;t resolve. An ability already on the stack, such as a ward trigger, resolves even if its source has changed. And a dies ability triggers only if the creature had it when it died: face down, it had no abilities.</source>
        <translation>将牌面朝下的永久物翻回正面是特殊动作：只要你拥有优先权就可以进行，即使堆叠上有咒语也可以，而且它不使用堆叠。一个咒语在结算时若所有目标都已变得不合法，它就不会结算。已经在堆叠上的异能（例如守护的触发）即使其来源已改变，也仍会结算。而“死去”异能只有在生物死去时具有该异能才会触发：牌面朝下时它没有异能。</translation>
    </message>
    <message>
        <source>Your opponent casts Swords to Plowshares targeting your face-down #1. Face down, #1 is a colorless 2/2 with no abilities, so it is a legal target. Respond before Swords resolves: turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>对手施放Swords to Plowshares，以你牌面朝下的#1为目标。牌面朝下时，#1是无色、没有异能的2/2，所以是合法目标。在Swords结算之前回应：支付变身费用{3}{R}{R}{R}将#1翻回正面。</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost while Swords to Plowshares is still on the stack.</source>
        <translation>趁Swords to Plowshares仍在堆叠上时，支付变身费用将#1翻回正面。</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, and it doesn&apos;t use the stack.</source>
        <translation>将牌面朝下的永久物翻回正面是特殊动作：只要你拥有优先权就可以进行，而且它不使用堆叠。</translation>
    </message>
    <message>
        <source>#1 is Akroma, Angel of Fury, with protection from white, and Swords to Plowshares is still on the stack: turning face up didn&apos;t use the stack, so there was nothing for your opponent to respond to.</source>
        <translation>#1是Akroma, Angel of Fury，具有反白保护，而Swords to Plowshares仍在堆叠上：翻回正面没有使用堆叠，所以对手没有可以回应的东西。</translation>
    </message>
    <message>
        <source>#1 was cast face down with morph: it turns face up only for its morph cost, {3}{R}{R}{R}, not for its mana cost.</source>
        <translation>#1是用变身牌面朝下施放的：它只能支付变身费用{3}{R}{R}{R}翻回正面，不能支付其法术力费用。</translation>
    </message>
    <message>
        <source>Swords to Plowshares tries to resolve. Its only target, Akroma, now has protection from white, so that target is illegal and Swords doesn&apos;t resolve. Put Swords to Plowshares into your opponent&apos;s graveyard.</source>
        <translation>Swords to Plowshares试图结算。它唯一的目标Akroma现在具有反白保护，因此该目标不合法，Swords不会结算。将Swords to Plowshares置入对手的坟墓场。</translation>
    </message>
    <message>
        <source>Move Swords to Plowshares from the stack to its owner&apos;s graveyard.</source>
        <translation>将Swords to Plowshares从堆叠移到其拥有者的坟墓场。</translation>
    </message>
    <message>
        <source>A spell whose every target has become illegal doesn&apos;t resolve: it does nothing and goes to its owner&apos;s graveyard.</source>
        <translation>所有目标都已变得不合法的咒语不会结算：它什么都不做，并进入其拥有者的坟墓场。</translation>
    </message>
    <message>
        <source>Swords to Plowshares did nothing: Akroma stays on the battlefield and nobody gains life. It was not countered; it simply didn&apos;t resolve.</source>
        <translation>Swords to Plowshares什么也没做：Akroma留在战场上，也没有人获得生命。它并没有被反击；它只是没有结算。</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #2. Face down it has ward {2}, so ward triggers and its ability goes on the stack above Murder. If your opponent pays {2}, Murder will resolve; face up, Hunted Bonebrute would die with its dies ability. Turn #2 face up for its disguise cost {1}{B} now.</source>
        <translation>对手施放Murder，以你伪装的#2为目标。牌面朝下时它具有守护{2}，因此守护触发，其异能被放到堆叠上Murder之上。如果对手支付{2}，Murder就会结算；翻回正面的话，Hunted Bonebrute会带着它的“死去”异能死去。现在支付伪装费用{1}{B}将#2翻回正面。</translation>
    </message>
    <message>
        <source>Turn #2 face up for its disguise cost.</source>
        <translation>支付伪装费用将#2翻回正面。</translation>
    </message>
    <message>
        <source>The ward ability is already on the stack: it exists independently of #2 and resolves even though #2 no longer has ward.</source>
        <translation>守护异能已经在堆叠上：它独立于#2而存在，即使#2不再具有守护也会结算。</translation>
    </message>
    <message>
        <source>#2 is Hunted Bonebrute, face up and without ward; the ward ability that triggered is still on the stack above Murder.</source>
        <translation>#2是Hunted Bonebrute，已翻回正面且没有守护；已触发的守护异能仍在堆叠上Murder之上。</translation>
    </message>
    <message>
        <source>Murder has not resolved: the ward ability above it on the stack resolves first, and nothing else puts #2 into your graveyard.</source>
        <translation>Murder尚未结算：堆叠上在它之上的守护异能会先结算，而且没有其他东西会将#2置入你的坟墓场。</translation>
    </message>
    <message>
        <source>The ward ability resolves, and your opponent doesn&apos;t pay {2}. Counter Murder.</source>
        <translation>守护异能结算，对手没有支付{2}。反击Murder。</translation>
    </message>
    <message>
        <source>Once triggered, an ability doesn&apos;t depend on its source any more.</source>
        <translation>异能一旦触发，就不再依赖于其来源。</translation>
    </message>
    <message>
        <source>Murder is countered by the ward ability, though #2 no longer has ward: once triggered, that ability was on the stack independently of its source.</source>
        <translation>尽管#2已不再具有守护，Murder仍被守护异能反击：该异能一旦触发，就独立于其来源存在于堆叠上。</translation>
    </message>
    <message>
        <source>Your opponent casts their second Murder at Hunted Bonebrute. Face up it has no ward, and Murder resolves: put Hunted Bonebrute into your graveyard.</source>
        <translation>对手向Hunted Bonebrute施放第二个Murder。翻回正面后它没有守护，Murder结算：将Hunted Bonebrute置入你的坟墓场。</translation>
    </message>
    <message>
        <source>Move Hunted Bonebrute to your graveyard.</source>
        <translation>将Hunted Bonebrute移到你的坟墓场。</translation>
    </message>
    <message>
        <source>A dies ability looks back: it triggers if the creature had it just before it died.</source>
        <translation>“死去”异能会回溯：如果生物在死去前一刻具有该异能，它就会触发。</translation>
    </message>
    <message>
        <source>Hunted Bonebrute died face up, so its dies ability triggers: each opponent loses 3 life. Had it died face down, it would have had no abilities, and nothing would have triggered.</source>
        <translation>Hunted Bonebrute以正面朝上死去，因此其“死去”异能触发：每位对手失去3点生命。如果它是牌面朝下死去，它就没有异能，也什么都不会触发。</translation>
    </message>
    <message>
        <source>Mana value 0 and no color</source>
        <translation>法术力值0与无色</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has no mana cost, so its mana value is 0, and no colored mana symbols and no color indicator, so it is colorless. A spell that checks mana value, color or card type sees only these face-down values: Fatal Push destroys a face-down Exalted Angel, Essence Scatter can counter a face-down spell, and Negate can&apos;t target one.</source>
        <translation>牌面朝下的咒语或永久物没有法术力费用，因此其法术力值为0；它也没有有色法术力符号和颜色标示，因此是无色的。检查法术力值、颜色或牌类别的咒语只看得到这些牌面朝下的值：Fatal Push会消灭牌面朝下的Exalted Angel，Essence Scatter可以反击牌面朝下的咒语，而Negate不能以它为目标。</translation>
    </message>
    <message>
        <source>Player B controls the face-down creature #1. Fatal Push destroys target creature if it has mana value 2 or less. Cast Fatal Push targeting #1.</source>
        <translation>牌手B操控牌面朝下的生物#1。Fatal Push会消灭目标生物，如果其法术力值等于或小于2。以#1为目标施放Fatal Push。</translation>
    </message>
    <message>
        <source>Cast Fatal Push.</source>
        <translation>施放Fatal Push。</translation>
    </message>
    <message>
        <source>A face-down permanent has no mana cost, so its mana value is 0.</source>
        <translation>牌面朝下的永久物没有法术力费用，因此其法术力值为0。</translation>
    </message>
    <message>
        <source>Fatal Push is on the stack. Whatever card #1 is, face down it is a 2/2 creature with mana value 0.</source>
        <translation>Fatal Push在堆叠上。无论#1是哪张牌，牌面朝下时它都是法术力值为0的2/2生物。</translation>
    </message>
    <message>
        <source>You don&apos;t need to know the card: Fatal Push checks the mana value of the face-down creature, which is 0. And you may not look at a face-down permanent another player controls.</source>
        <translation>你不需要知道是哪张牌：Fatal Push检查的是牌面朝下生物的法术力值，也就是0。而且你不能查看其他牌手操控的牌面朝下永久物。</translation>
    </message>
    <message>
        <source>Fatal Push resolves: #1 has mana value 0, so it is destroyed. Put it into its owner&apos;s graveyard.</source>
        <translation>Fatal Push结算：#1的法术力值为0，因此被消灭。将它置入其拥有者的坟墓场。</translation>
    </message>
    <message>
        <source>Move #1 to the graveyard.</source>
        <translation>将#1置入坟墓场。</translation>
    </message>
    <message>
        <source>It was revealed as it left: Exalted Angel, mana value 6 face up. Face down its mana value was 0, so Fatal Push destroyed it.</source>
        <translation>它在离开时被展示了：Exalted Angel，牌面朝上时法术力值为6。牌面朝下时它的法术力值为0，因此Fatal Push消灭了它。</translation>
    </message>
    <message>
        <source>Only the controller of #1, player B, may turn it face up. Had B turned it face up before Fatal Push resolved, its mana value would have been 6 and Fatal Push would not have destroyed it.</source>
        <translation>只有#1的操控者牌手B可以将它翻回正面。如果B在Fatal Push结算前将它翻回正面，它的法术力值就会是6，Fatal Push也就不会消灭它。</translation>
    </message>
    <message>
        <source>Player B casts Akroma, Angel of Fury face down with morph. Negate counters target noncreature spell; Essence Scatter counters target creature spell. Cast the one that can counter B&apos;s face-down spell.</source>
        <translation>牌手B以变身牌面朝下施放Akroma, Angel of Fury。Negate反击目标非生物咒语；Essence Scatter反击目标生物咒语。施放能反击B的牌面朝下咒语的那一张。</translation>
    </message>
    <message>
        <source>Cast Essence Scatter.</source>
        <translation>施放Essence Scatter。</translation>
    </message>
    <message>
        <source>A face-down spell is a 2/2 creature spell: only what checks for a creature spell can target it.</source>
        <translation>牌面朝下的咒语是2/2生物咒语：只有要求生物咒语的东西才能以它为目标。</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell with mana value 0 and no color, whatever card it is: Essence Scatter can target it.</source>
        <translation>无论是哪张牌，牌面朝下的咒语都是法术力值为0且无色的生物咒语：Essence Scatter可以以它为目标。</translation>
    </message>
    <message>
        <source>Negate can target only a noncreature spell, and the face-down spell is a creature spell, whatever card it is: Negate can&apos;t target it.</source>
        <translation>Negate只能以非生物咒语为目标，而牌面朝下的咒语无论是哪张牌都是生物咒语：Negate不能以它为目标。</translation>
    </message>
    <message>
        <source>Essence Scatter resolves. Put the countered face-down spell into its owner&apos;s graveyard.</source>
        <translation>Essence Scatter结算。将被反击的牌面朝下咒语置入其拥有者的坟墓场。</translation>
    </message>
    <message>
        <source>Counter the face-down spell.</source>
        <translation>反击牌面朝下的咒语。</translation>
    </message>
    <message>
        <source>It was revealed as it moved: Akroma, Angel of Fury, a red card with mana value 8 face up. On the stack it was a colorless creature spell with mana value 0.</source>
        <translation>它在移动时被展示了：Akroma, Angel of Fury，牌面朝上时是一张法术力值为8的红色牌。在堆叠上时它是法术力值为0的无色生物咒语。</translation>
    </message>
    <message>
        <source>Cards exiled face down</source>
        <translation>牌面朝下放逐的牌</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows. It is not a face-down permanent or spell, so the reveals of rule 708.9 don&apos;t apply to it: it is not revealed when the game ends. A face-down permanent that leaves the battlefield is revealed, even when it goes to exile.</source>
        <translation>牌面朝下放逐的牌只有放逐它的效应所允许的牌手才能查看。它既不是牌面朝下的永久物也不是咒语，因此规则708.9的展示不适用于它：游戏结束时它不会被展示。离开战场的牌面朝下永久物会被展示，即使它是被放逐。</translation>
    </message>
    <message>
        <source>An effect exiled one of your cards face down and lets you look at it. Look at your face-down card in exile.</source>
        <translation>某个效应将你的一张牌牌面朝下放逐，并允许你查看它。查看你在放逐区中牌面朝下的牌。</translation>
    </message>
    <message>
        <source>Look at your card in exile.</source>
        <translation>查看你在放逐区中的牌。</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows.</source>
        <translation>牌面朝下放逐的牌只有放逐它的效应所允许的牌手才能查看。</translation>
    </message>
    <message>
        <source>It is your Grizzly Bears. The effect that exiled it lets you look at it; player B may not.</source>
        <translation>这是你的Grizzly Bears。放逐它的效应允许你查看它；牌手B则不能。</translation>
    </message>
    <message>
        <source>The effect that exiled player B&apos;s card face down lets only player B look at it. You may not look at it.</source>
        <translation>将牌手B的牌牌面朝下放逐的效应只允许牌手B查看它。你不能查看它。</translation>
    </message>
    <message>
        <source>An effect exiles your manifested #1. Move it to exile.</source>
        <translation>某个效应放逐你显化的#1。将它放逐。</translation>
    </message>
    <message>
        <source>Move #1 to exile.</source>
        <translation>放逐#1。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players, whichever zone it goes to.</source>
        <translation>离开战场的牌面朝下永久物，无论去往哪个区域，都会向所有牌手展示。</translation>
    </message>
    <message>
        <source>#1 was a face-down permanent: it was revealed to all players as it left the battlefield. It is a Forest, now face up in exile.</source>
        <translation>#1是牌面朝下的永久物：它在离开战场时向所有牌手展示了。它是一张Forest，现在牌面朝上在放逐区中。</translation>
    </message>
    <message>
        <source>Moving #1 to the graveyard would reveal it too, but this step&apos;s effect exiles it.</source>
        <translation>将#1置入坟墓场同样会展示它，但此步的效应是将它放逐。</translation>
    </message>
    <message>
        <source>The game ends. End it, and see which cards are revealed.</source>
        <translation>游戏结束。结束它，看看哪些牌会被展示。</translation>
    </message>
    <message>
        <source>At the end of the game, face-down permanents and face-down spells are revealed; cards exiled face down are neither.</source>
        <translation>游戏结束时，牌面朝下的永久物和牌面朝下的咒语会被展示；牌面朝下放逐的牌两者都不是。</translation>
    </message>
    <message>
        <source>Nothing was revealed: the two cards exiled face down are not permanents or spells, so rule 708.9 doesn&apos;t reveal them. Each stays known only to the player the exiling effect allowed to look at it.</source>
        <translation>没有牌被展示：这两张牌面朝下放逐的牌既不是永久物也不是咒语，因此规则708.9不会展示它们。每张牌仍然只有效应允许查看它的牌手知道。</translation>
    </message>
    <message>
        <source>Even at the end of the game, player B&apos;s card exiled face down is not revealed, and you may not look at it.</source>
        <translation>即使在游戏结束时，牌手B牌面朝下放逐的牌也不会被展示，你也不能查看它。</translation>
    </message>
    <message>
        <source>For judges: when a reveal is missed</source>
        <translation>给裁判：漏掉展示时</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield, a face-down spell leaving the stack for any zone but the battlefield, and every face-down permanent and spell at the end of the game must be revealed to all players: that is how the others check it was played legally. Here the table reveals them and the log keeps each reveal. At a paper table, once an unrevealed card is in a hidden set of cards, only its owner knows which card it was. Tournament rules, not this table, decide the penalty: the Magic Infraction Procedure Guide, section 2.3 (Game Play Error — Hidden Card Error), covers errors that publicly available information alone can&apos;t correct. This lesson was written without the guide&apos;s current dated text: read the current guide, or ask the head judge.</source>
        <translation>离开战场的牌面朝下永久物、从堆叠移到战场以外任何区域的牌面朝下咒语，以及游戏结束时所有牌面朝下的永久物和咒语，都必须向所有牌手展示：其他牌手正是借此确认它们的使用合乎规则。此处由牌桌展示它们，记录中保留每一次展示。在使用实体牌的牌桌上，一旦未经展示的牌进入非公开的一组牌中，就只有其拥有者知道那是哪张牌。判罚由比赛规则而非此牌桌决定：Magic Infraction Procedure Guide的2.3节（Game Play Error — Hidden Card Error）涉及仅凭公开信息无法修正的错误。本课程在撰写时未能读到该文件当前注明日期的文本：请阅读现行文件，或询问主裁判。</translation>
    </message>
    <message>
        <source>An effect returns your face-down #1 to your hand, where an Island is already. Move #1 to your hand.</source>
        <translation>某个效应将你牌面朝下的#1移回你的手上，你手上已经有一张Island。将#1置入你的手上。</translation>
    </message>
    <message>
        <source>Move #1 to your hand.</source>
        <translation>将#1置入你的手上。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players as it moves.</source>
        <translation>离开战场的牌面朝下永久物在移动时会向所有牌手展示。</translation>
    </message>
    <message>
        <source>#1 was revealed as it moved, and the log shows it: Exalted Angel, a card with morph, so casting it face down was legal. Had it gone into your hand unrevealed, no one but you could tell it from the Island: the other player could never check it.</source>
        <translation>#1在移动时被展示了，记录中也显示了这一点：Exalted Angel，一张具有变身的牌，因此牌面朝下施放它是合法的。如果它未经展示就进入你的手上，除你之外没有人能把它和Island区分开：对方牌手将永远无法确认。</translation>
    </message>
    <message>
        <source>Turning #1 face up for its morph cost is legal, but not this step: here an effect returns it to your hand, and it is revealed as it moves.</source>
        <translation>支付变身费用将#1翻回正面是合法的，但不是此步：这里是效应将它移回你的手上，它在移动时会被展示。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down again, for {3} with morph.</source>
        <translation>再次以变身支付{3}牌面朝下施放Exalted Angel。</translation>
    </message>
    <message>
        <source>It is a face-down spell again. Player B saw it as it went to your hand, but on the stack it is still a face-down 2/2 creature spell.</source>
        <translation>它又是牌面朝下的咒语了。牌手B在它回到你手上时看到了它，但在堆叠上它仍是牌面朝下的2/2生物咒语。</translation>
    </message>
    <message>
        <source>Casting Exalted Angel face up for its mana cost is legal, but this step asks you to cast it face down.</source>
        <translation>支付法术力费用牌面朝上施放Exalted Angel是合法的，但此步要求你牌面朝下施放它。</translation>
    </message>
    <message>
        <source>Player B casts Essence Scatter, and it resolves: your face-down spell is countered. Put it into your graveyard.</source>
        <translation>牌手B施放Essence Scatter并结算：你牌面朝下的咒语被反击。将它置入你的坟墓场。</translation>
    </message>
    <message>
        <source>It was revealed as it left the stack, and the log shows it. In a graveyard it is face up for everyone to check.</source>
        <translation>它在离开堆叠时被展示了，记录中也显示了这一点。在坟墓场中它牌面朝上，所有人都可以确认。</translation>
    </message>
    <message>
        <source>The game ends with your manifested #2 still on the battlefield. End the game.</source>
        <translation>你显化的#2仍在战场上时，游戏结束。结束游戏。</translation>
    </message>
    <message>
        <source>#2 was revealed to all players, and the log shows it: a Grizzly Bears. A player who gathers up their cards without revealing their face-down permanents leaves the other player no way to check them; what a judge does then is decided by the tournament rules, not by the Comprehensive Rules.</source>
        <translation>#2向所有牌手展示了，记录中也显示了这一点：一张Grizzly Bears。不展示牌面朝下永久物就收起牌的牌手，会让对方牌手无法确认它们；届时裁判怎么做由比赛规则决定，而不是由完整规则决定。</translation>
    </message>
    <message>
        <source>Conceding would reveal #2 too, as you leave the game, but you would lose: this step asks you to end the game.</source>
        <translation>认输也会在你离开游戏时展示#2，但你会输掉：此步要求你结束游戏。</translation>
    </message>
</context>
</TS>
