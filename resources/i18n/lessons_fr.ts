<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>lessons</name>
    <message>
        <source>Tracking markers: entry order and method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every face-down card carries a public marker: its entry number (#1, #2, ...) and how it became face down. The number tells everyone which card is which; the method tells how it may turn face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Soul Summons resolves: manifest the top card of your library. Watch the marker it gets: #1 says it is the first face-down card of the game, and &apos;manifest&apos; says how it became face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest the top card of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table gives the new face-down creature its marker by itself: #1, manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#1 is a face-down 2/2. Both players can see its number and method; only you may see its face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Exalted Angel from your hand face down, using morph: it is a 2/2 creature spell for {3}. It gets the next number, #2, and the method &apos;morph&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down, choosing morph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise or megamorph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers are never reused, so #2 will always mean this card while it stays face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The method on the marker must be true: Exalted Angel has morph, so it is cast face down with morph, and the marker says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Angel resolves. Then your opponent&apos;s Lightning Bolt deals 3 damage to your face-down creature #1, the one that entered first. Put #1 into your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two face-down 2/2s look alike; the marker #1 tells you which one the Bolt hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move #1 (not #2) to your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry number settled which creature died without anyone revealing anything. As it left the battlefield it was revealed: a Forest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is #2. The Bolt hit #1, the creature that entered first: only the creature with lethal damage dies, and the order must stay clear so both players agree which face-down creature is which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #2 face up. Read its marker first: it says morph, so the way up is its morph cost, {2}{W}{W}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #2 face up and choose its morph cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card cast face down with morph was not manifested, so its mana cost is no way up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The method on the marker is what lets both players check that a turn-up is legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The marker says morph, not manifest. Only manifested or cloaked creature cards may turn up for their mana cost; that is why the method must stay clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peeking: your face-down cards, not theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at the face-down spells and permanents you control whenever you like. You may not look at anyone else&apos;s. Control decides, not ownership.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your opponent&apos;s turn. You control the face-down creature #1: peek at it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at #1, your own face-down creature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at your own face-down cards at any time, even on your opponent&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is Grizzly Bears. Peeking at your own face-down cards is always fine; it tells your opponent nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s, and only its controller may look at it. You will see it if you gain control of it, if an effect lets you look at it, or when it is revealed, for example when it leaves the battlefield or the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent cast Act of Treason: they control your #1 until end of turn. While they control it, only they may peek. Let the turn end: move on to the next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t peek now: pass the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Act of Treason&apos;s control change ends with the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn ended and #1 came back to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your card, but your opponent controls it now, and control decides who may look. They may peek at your Bears until the turn ends; you may not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You control #1 again. Peek at it once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at #1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now you may look again and your opponent may not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning a manifested card face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may turn a manifested card face up for its mana cost only if it is a creature card with a mana cost. A manifested land without morph or disguise gives you no way to turn it up yourself, though an effect can; a manifested instant or sorcery is never turned face up: an effect that tries only reveals it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have three manifested cards, #1, #2 and #3, each a face-down 2/2 creature. Peek if you like: #1 is Grizzly Bears, a creature card with mana cost {1}{G}. Turn #1 face up for its mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use &apos;Turn face up&apos; on #1 and choose its mana cost, {1}{G}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a creature card can be turned up for its mana cost; #1 is one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning face up is a special action: it doesn&apos;t use the stack and nobody can respond to it. It is the same creature, now face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#2 is a Forest. A land is not a creature card, so the mana-cost route does not exist for it: it stays a face-down 2/2 until it leaves the battlefield.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#2 is a manifested Forest. It is not a creature card and has no morph or disguise, so you have no way to turn it up yourself (only an effect could), and it stays a face-down 2/2 creature that can still fight. It is your declare attackers step: attack with #2 by tapping it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap #2 to attack with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no way to turn it up yourself: a land is not a creature card, and it has no morph or disguise. Only an effect could turn it up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A manifested land fights on as a 2/2. If an effect turns it face up, it becomes a Forest land and leaves combat; if it leaves the battlefield, it is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#3 is a Lightning Bolt. An instant is not a creature card either, so the special action of paying its mana cost {R} to turn it up is not available; nothing is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent&apos;s Break Open resolves: it turns a face-down creature face up, and they chose your #3. Carry out the effect on #3 and see what happens to an instant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #3 face up by the effect (Break Open), not for a cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The face-down Bolt is a permanent, but it can&apos;t be a face-up one: it is shown to everyone and stays face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays a face-down 2/2, and nothing that cares about turning face up triggers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morph and megamorph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card with morph or megamorph can be cast face down as a 2/2 creature for {3} and later turned face up for its morph cost, whenever you have priority. Megamorph also puts a +1/+1 counter on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Den Protector face down using megamorph. Face down it is a 2/2 creature spell with no name and no abilities, and it costs {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Den Protector face down and choose megamorph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost of {3}, at the time you could cast a creature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Den Protector has megamorph. It can be cast face down only with a keyword it really has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Den Protector resolves and becomes your face-down creature #1. Now cast Exalted Angel face down with morph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down and choose morph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Angel resolves as #2. Turn #1 (Den Protector) face up for its megamorph cost {1}{G}: it also gets a +1/+1 counter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its megamorph cost, {1}{G}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its mana cost is no way up: it was cast face down, not manifested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Den Protector is a 3/2 with its +1/+1 counter. It did not enter the battlefield again; its &apos;when turned face up&apos; ability triggers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paying {1}{G} as its mana cost is not a way up for a creature cast face down; the cost to pay is its megamorph cost (which happens to be {1}{G} too), and only that gives the counter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is now your opponent&apos;s upkeep. You may turn a face-down permanent face up any time you have priority, even on their turn. Turn #2 (Exalted Angel) face up for its morph cost {2}{W}{W}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain morph gives no counter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 4/5 Angel, no counter: only megamorph adds one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exalted Angel&apos;s mana cost is {4}{W}{W}, but it was cast face down with morph, so only its morph cost {2}{W}{W} turns it up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disguise: ward {2} while face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card with disguise is cast face down for {3} like a morph, but while it is face down it has ward {2}. Turned face up for its disguise cost, it loses that ward and does not enter the battlefield again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Hunted Bonebrute face down using disguise, for {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast it face down and choose disguise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hunted Bonebrute has disguise, not morph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disguise and morph are different keywords. Its marker will say &apos;disguise&apos;, which tells your opponent it has ward {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It resolves as your face-down #1: a 2/2 with ward {2}. If your opponent targets it with a spell or ability, that is countered unless they pay {2}. Peek at #1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ward {2} is the only ability it has face down. Its own abilities don&apos;t exist until it is face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #1 face up for its disguise cost {1}{B}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its disguise cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was cast face down, not manifested, so its mana cost {2}{B} is no way up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ward it had while face down is gone; face up it has its own abilities: menace, and the disguise keyword. It did not enter the battlefield, so its enters ability does not trigger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only manifested or cloaked cards use their mana cost. A disguised card turns up for its disguise cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To cloak a card is to manifest it with ward {2}: a face-down 2/2 with ward {2}. A cloaked creature card can be turned face up for its mana cost, and then the ward ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Coat enters the battlefield. Its ability cloaks the top card of your library: cloak it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloak the top card of your library (not manifest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cloaked card is a face-down 2/2 with ward {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#1 is cloaked: a 2/2 with ward {2}, and its marker says &apos;cloak&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Coat says cloak, and cloak is its own keyword action, not a manifest: a cloaked card has ward {2} while face down, and its marker must say &apos;cloak&apos; so your opponent knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Coat then attaches itself to the creature it cloaked. Attach Cryptic Coat to #1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach the Coat to #1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment and counters on a face-down creature still count: other effects can still change its face-down characteristics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peek at #1: it is Grizzly Bears, a creature card. A cloaked creature card can be turned face up for its mana cost, just like a manifested one. Turn #1 face up for {1}{G}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grizzly Bears has no disguise or morph; its mana cost is the way up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ward {2} from cloaking is gone, and the Coat stays attached: it is the same creature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloaked does not mean disguised. A cloaked card turns up for its mana cost if it is a creature card, or for disguise or morph only if the card has that keyword.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest dread with Break Down the Door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest dread: look at the top two cards of your library, manifest one and put the other into your graveyard. With one card left you manifest that one; with none, nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Break Down the Door from your hand. You will choose its third mode: manifest dread.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast one Break Down the Door.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It resolves: manifest dread. Look at the top two cards of your library, a Forest and Grizzly Bears. Manifest one, and the other goes to your graveyard. Keep the Bears: a manifested creature card can be turned face up later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest dread and choose to keep Grizzly Bears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card you don&apos;t keep goes to your graveyard face up, for everyone to see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#1 is your manifested Bears (its marker says &apos;manifest dread&apos;); the Forest is in your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may keep either card, but you would have no way to turn a manifested Forest up yourself. The Bears can be, for {1}{G}: keep the Bears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cast a second Break Down the Door and it resolves. Only one card is left in your library. Manifest dread again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest dread; there is nothing to choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With one card left you look at it and must manifest it; nothing goes to the graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A third Break Down the Door resolves, and your library is empty. Manifest dread anyway and see what happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest dread with an empty library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing happens: nothing is manifested and nothing goes to the graveyard. It is not a draw, so you don&apos;t lose for having no cards. Abilities that trigger whenever you manifest dread still trigger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primordial Mist: manifest, then exile to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the beginning of your end step Primordial Mist lets you manifest the top card of your library. Its other ability exiles a face-down permanent you control face up, and you may play that card this turn only, at its normal timing, using your land play for a land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Primordial Mist&apos;s activated ability: exile a face-down permanent you control, face up; you may play that card this turn. Exile your #1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exile #1 with Primordial Mist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only face-down permanents you control can pay this cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was a Forest, now face up in exile. This is not turning it face up, so &apos;when turned face up&apos; abilities don&apos;t trigger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#4 is your opponent&apos;s face-down creature. The cost is a face-down permanent you control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your main phase, the stack is empty and you haven&apos;t played a land this turn: play the Forest from exile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the Forest from exile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing it uses your land play for the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing a land from exile with Mist counts as your land play for the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move on to your end step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the end step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s manifest comes at the beginning of your end step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primordial Mist triggers: you may manifest the top card of your library. It is a &apos;may&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s trigger: manifest the top card of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new face-down creature gets the next number, #5: numbers are never reused, not even #1, which left the battlefield.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist. It is your other Forest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second Forest, now in exile with permission to play it this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t play that Forest now: you have already played a land this turn, and it is not your main phase. Exile #3 with Primordial Mist instead: it is a Lightning Bolt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exile #3 with Primordial Mist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A land from Mist needs your main phase, an empty stack and a land play left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the land, not play it anytime or as an extra land: you need your main phase, an empty stack and an unused land play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An instant may be cast whenever you have priority, even in your end step. Cast the Lightning Bolt from exile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from exile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You pay its costs as usual ({R}); Mist only lets you play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Bolt resolves. Now exile #5 with Primordial Mist: it is the Grizzly Bears you just manifested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exile #5 with Primordial Mist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grizzly Bears is a creature: you could cast it only in your main phase, and the permission lasts only this turn. Move on to the next turn and watch the permission end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move on; you can&apos;t cast the Bears in your end step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The permission ends with the turn; the card stays in exile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Bears and the second Forest stay in exile for good: Mist&apos;s permission was for this turn only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the card, but only at its normal timing: a creature spell needs your main phase and an empty stack. This is your end step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Pursuit: cast, manifest, and a face-down instant dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whenever you cast an instant or sorcery spell from your hand, Cryptic Pursuit manifests the top card of your library. Whenever a face-down creature you control dies, if it was an instant or sorcery card, you exile it and may cast it until the end of your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from your hand. Watch Cryptic Pursuit: casting an instant or sorcery from your hand makes it trigger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Lightning Bolt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Pursuit triggers: you will manifest the top card of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger resolves first: manifest the top card of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peek at #1: it is a Counterspell, an instant, face down as a 2/2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Bolt resolves. Then your opponent&apos;s Shock deals 2 damage to #1, your face-down 2/2. It dies: put #1 into your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move #1 to your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down instant can&apos;t be turned face up to save it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: a Counterspell. A face-down creature you controlled died and it is an instant card, so Cryptic Pursuit triggers: it exiles the card, and you may cast it until the end of your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#1 is a Counterspell. An instant is not a creature card, so the special action of turning it up for its mana cost is not available and you can&apos;t save it this way; but Cryptic Pursuit rewards you when it dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger exiled the Counterspell: you may cast it until the end of your next turn, at its normal timing, paying its costs. Now it is your opponent&apos;s turn and they cast Gray Ogre. Counterspell is an instant: cast it from exile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Counterspell from exile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cast it from exile, not from your hand, so Cryptic Pursuit does not manifest this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal duties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down card is revealed to everyone when it leaves the battlefield, when a face-down spell leaves the stack for anywhere but the battlefield (say, countered), and when the game ends. That is how everyone can check it was played fairly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using morph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent answers with Essence Scatter, which counters a creature spell, and it resolves. Carry it out: counter your face-down spell #4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter #4; it goes to your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A countered face-down spell is revealed to everyone, so your opponent can check that it really had morph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next your opponent&apos;s Unsummon returns your face-down #1 to your hand. Move #1 to your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return #1 to your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone, even on its way to your hand: it was Grizzly Bears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent concedes. End the game: every face-down card still on the battlefield is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the game ends all face-down spells and permanents are revealed: your #2 was a Lightning Bolt, their #3 Llanowar Elves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not while the game is on: only its controller may look. When the game ends every face-down card is revealed to everyone anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never mix up face-down cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may move your cards around the table, but never shuffle or swap face-down permanents to confuse your opponent: which card is which, and the order they arrived in, must always stay clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tidy your side of the table: move #3 to another place. Moving a card is fine; its marker goes with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag #3 somewhere else on your side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#3 is still #3 and still &apos;cloak&apos;. Moving is fine; mixing up is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapping face-down cards so your opponent loses track of which is which is never allowed, not even your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent&apos;s Shock deals 2 damage to #2 and it dies. Put #2 into your graveyard, and only #2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move #2 to your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is revealed as it leaves: everyone sees it was the card the Shock hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was revealed as it left: a Forest. Had the cards been mixed up, nobody could tell which one the Shock had hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapping #2 with #1 now would hide which creature the Shock hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is #1. The Shock hit #2, and only the creature with lethal damage dies; the markers say which is which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies of face-down creatures and losing abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy of a face-down creature takes its face-down copiable values, not its counters or other effects on it: a face-up 2/2 with no name and no abilities (with ward {2} if the original was disguised or cloaked). A face-down morph creature that has lost its abilities can&apos;t be turned up for its morph cost; a manifested creature card still can, for its mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart. It makes a token that&apos;s a copy of a creature you control; you will choose your face-down #1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a token copy of #1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy takes only the face-down copiable values: a 2/2 with nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token is a face-up colorless 2/2 creature with no name, no creature type and no abilities. It is not face down: nothing to turn up, nothing to reveal, and it is certainly not an Exalted Angel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent casts Turn to Frog twice: #1 and #2 each lose all abilities and become 1/1 Frogs until end of turn. #2 is a manifested Grizzly Bears: turn it face up for its mana cost {1}{G}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #2 face up for its mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mana-cost route looks only at the card: a creature card with a mana cost. Losing abilities doesn&apos;t matter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is a face-up Grizzly Bears, and still a 1/1 Frog with no abilities until end of turn: effects already applied keep applying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn to Frog took its abilities, morph included. Face up it would have no morph, so it can&apos;t be turned up that way until the effect ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move on to the next turn: Turn to Frog ends at the end of this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#1 is a plain face-down 2/2 again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your opponent&apos;s upkeep. #1 would have morph again: turn it face up for its morph cost {2}{W}{W}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With Turn to Frog gone, the morph route is open again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token copy is face up: it was never face down, so there is nothing to turn up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching and shuffling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A search lets you look at every card of your library, but the card you find is revealed only when the effect says so; a search for a card with a stated quality may find nothing, a search for &quot;a card&quot; must find one if it can. Then the library is shuffled, and after a shuffle nobody knows which card is where, not even a card everyone saw go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent casts Griptide on your face-down #1, and it resolves: it puts that creature on top of its owner&apos;s library. Put your #1 on top of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move #1 to the top of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone (708.9): everyone saw that the card now on top of your library is Grizzly Bears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cast Demonic Tutor, and it resolves: search your library for a card, put that card into your hand, then shuffle. Find the Lightning Bolt. Demonic Tutor doesn&apos;t say to reveal the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search your library, take the Lightning Bolt to your hand, don&apos;t reveal it, and shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search is for &quot;a card&quot;: you must find one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent doesn&apos;t know which card you took: a found card is revealed only if the effect says so (701.23e). And the shuffle made the Grizzly Bears everyone saw just one more unknown card: after a shuffle no player knows the library&apos;s order (701.24a), and a revealed card that is reordered stops being revealed (701.20d).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demonic Tutor searches for &quot;a card&quot;, with no stated quality: while your library holds a card, you must find one (701.23d).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is true of a search for cards with a stated quality (701.23b). Demonic Tutor searches simply for &quot;a card&quot;: while your library holds a card, you must find one (701.23d).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cast Lay of the Land, and it resolves: search your library for a basic land card, reveal it, put it into your hand, then shuffle. Find the Forest and reveal it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search your library, take the Forest to your hand and reveal it, then shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This time the card tells you to reveal what you find.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay of the Land says to reveal the card, so everyone saw the Forest on its way to your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cast your second Lay of the Land, and it resolves. You decide to leave the Island in your library: find nothing, then shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search your library and find nothing (fail to find), then shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A basic land card is a card with a stated quality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A search for cards with a stated quality, here a basic land card, may find nothing even when such a card is there (701.23b). You still shuffle, and nobody knows the order of your library (701.24a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at the top, scry and surveil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at the top cards of your library shows them to you alone. You decide where they go only after you&apos;ve looked: scry puts them on the top or the bottom, surveil on the top or into the graveyard. Cards you put back on top or at the bottom are known to you alone, until the library is shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cast Preordain, and it resolves: scry 2, then draw a card. To scry 2, first look at the top two cards of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top 2 cards of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scrying starts with a look; you choose where the cards go after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You see Lightning Bolt and Forest. Looking shows a card only to the player who looks (701.20e): your opponent doesn&apos;t know them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You haven&apos;t looked at those cards yet: to scry, you first look at the top cards (701.22a), and until then no player may look at the cards in your library (401.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the scry: put the Forest back on top and the Lightning Bolt on the bottom of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forest on top, Lightning Bolt on the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both cards you looked at go back: each one on the top or on the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent knows you scried 2, but not which cards went where: the Forest on top and the Bolt at the bottom are known to you alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scry 2 puts back both cards you looked at, any number of them on the bottom and the rest on top (701.22a): say where the Lightning Bolt goes too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preordain&apos;s last part: draw a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card: the top card of your library goes into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew the Forest you had put on top. The Lightning Bolt at the bottom of your library is still known to you, and only to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cast Consider, and it resolves: surveil 1, then draw a card. Look at the top card of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top card of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is Grizzly Bears, and only you know it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surveil also starts with looking at the top card (701.25a): you choose where it goes only after you&apos;ve seen it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the Grizzly Bears into your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surveil: the card you looked at goes into your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The graveyard is a public zone, so everyone sees the Grizzly Bears now (400.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consider&apos;s last part: draw a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew a card you hadn&apos;t seen: an Island.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say an effect now tells you to shuffle your library. Shuffle it, and see what happens to what you knew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a shuffle no player knows the order of the library&apos;s cards (701.24a): you no longer know where your Lightning Bolt is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The London mulligan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unhappy with the hand you drew? Take a mulligan: shuffle your hand into your library, draw a new hand of seven, then put as many of those cards on the bottom of your library as the mulligans you have taken, in the order you choose. Nobody else learns which cards went there. Once everyone has kept, the game begins; in a two-player game the starting player skips the draw step of their first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are the starting player, so you declare first. Your hand has six lands and a Grizzly Bears: take a mulligan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a mulligan: your hand is shuffled into your library and you draw seven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand went into your library, the library was shuffled and you drew seven. In this lesson your library held no other cards, so the new seven are the same cards; in a game they would be seven random cards from your whole library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards go to the bottom of your library only as part of a mulligan, one for each mulligan you have taken (103.5), and you haven&apos;t taken one yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have taken one mulligan, so before anything else put one card of your new hand on the bottom of your library: the Mountain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One mulligan: one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing reveals the card you put on the bottom, and your opponent can look neither at your hand (402.3) nor into your library (401.2): you alone know the Mountain is there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Putting cards on the bottom is part of taking the mulligan (103.5): keep only once your card is on the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have taken one mulligan, so one card goes to the bottom (103.5). Here every mulligan counts: only in a multiplayer game, or in any Brawl game, does the first mulligan not count toward the cards you put on the bottom (103.5c).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still six lands and one spell. Take a second mulligan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take another mulligan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand was shuffled into your library, Mountain and all, and you drew seven again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have taken two mulligans: put two cards on the bottom of your library, in the order you choose: first the Mountain, then an Island under it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the Mountain and then an Island on the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two mulligans: two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose their order (103.5), and it isn&apos;t revealed: just as when an effect puts several cards in one place in a library at once, their owner orders them without revealing the order (401.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have taken two mulligans, so two cards go to the bottom (103.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your two cards go to the bottom first: that is part of the mulligan (103.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your five cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These five cards are your opening hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent keeps their seven. The game begins: go on to the first main phase of your first turn. In a two-player game the starting player skips the draw step of their first turn, so you draw no card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on to your first main phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn 1 is yours, and as the starting player of a two-player game you skipped its draw step (103.8a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once you keep, those cards are your opening hand and you may take no further mulligans (103.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mulligans with three or more players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a game that begins with more than two players, the first mulligan you take is free: it doesn&apos;t count toward the cards you put on the bottom. And, except in Two-Headed Giant, nobody skips the draw step of their first turn, the starting player included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players: you are the starting player. Your opening hand has six lands and one spell: take a mulligan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a mulligan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew seven again (in this lesson your library held no other cards, so they are the same seven). This first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): none go there now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a multiplayer game your first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): after it there is nothing to put there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two mulligans, and only the second counts: put one card on the bottom of your library, the Mountain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first mulligan was free: one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only you know which card went to the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a multiplayer game the first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): two mulligans, one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your card goes to the bottom first: that is part of the mulligan (103.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your six cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These six cards are your opening hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both opponents keep. The game begins: go on to the draw step of your first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on to your draw step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a multiplayer game like this one (Two-Headed Giant aside), nobody skips the draw step of their first turn, not even the starting player: draw your card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this lesson your library held only the Mountain you put on the bottom, so you drew it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you may turn a card face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even on your opponent&apos;s turn and while a spell is waiting on the stack. No player gets priority in the untap step, so nobody can take that special action there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your opponent&apos;s untap step. Move on to their upkeep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next step: the upkeep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody gets priority in the untap step, so nobody can take the special action to turn a permanent face up there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the upkeep the active player gets priority first; when they pass it, you get it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and the special action needs priority. Wait for the upkeep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and this special action needs priority too, whatever the cost. Wait for the upkeep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the upkeep your opponent casts Lightning Bolt at #1. Bolt is on the stack and you have priority: turn #1 face up for its morph cost {2}{W}{W} in response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A special action doesn&apos;t use the stack: nobody can respond to it, and Bolt is still waiting to resolve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To turn #1 up you showed all players its morph cost, paid it and turned it face up: it is Exalted Angel, a 4/5, before Bolt resolves. Turning it up did not make a new object, so Bolt still resolves against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You could turn #2 up now too, but Bolt is aimed at #1: turning #2 up does not save #1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bolt resolves: 3 damage to Exalted Angel, which survives with toughness 5. When you have priority again in the upkeep, turn #2 face up for its mana cost {1}{G}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A manifested creature card can be turned up for its mana cost whenever you have priority, on any player&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the mana-cost route you show all players that the card is a creature card and what its mana cost is, pay that cost, then turn it face up. Once it is face up, everyone sees the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph. A manifested creature card turns up for its mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifested cards with morph or disguise: two ways up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A manifested or cloaked permanent whose card is a creature card with a mana cost can be turned face up for that mana cost. If the card also has morph or disguise, it can be turned up for that cost as well: you choose either way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#1 is a manifested Exalted Angel. Ask the table which ways #1 can be turned face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for the turn-up routes of #1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two ways: its mana cost {4}{W}{W}, because it is a creature card with a mana cost, or its morph cost {2}{W}{W}, because it has morph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #1 face up the cheaper way: for its morph cost {2}{W}{W}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the morph route.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morph costs {2}{W}{W}; the mana cost is {4}{W}{W}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exalted Angel is face up, for {2}{W}{W}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paying the mana cost {4}{W}{W} is a legal way up too, but this step asks for the cheaper morph cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise: there is no disguise cost to pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#2 is a cloaked Hunted Bonebrute, which has disguise. Turn it face up for its disguise cost {1}{B}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the disguise route.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cloaked card with disguise may be turned up for its disguise cost, as well as for its mana cost if it is a creature card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hunted Bonebrute is face up, and the ward {2} that cloak gave it has ended. It was put onto the battlefield face down, so its enters ability did not trigger, and turning it face up doesn&apos;t trigger it either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face-down spells on the stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card cast face down is a face-down spell: only its controller may look at it, and it normally can&apos;t be turned face up on the stack. If it is countered it is revealed to all players as it moves to the graveyard; if it resolves it becomes a face-down permanent and is not revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Akroma, Angel of Fury face down for {3} with morph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Akroma face down (morph).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature spell for {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the stack it is a face-down 2/2 creature spell with no name and no abilities. You control it, so you may look at it; your opponent may not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casting Akroma face up for its mana cost is allowed, but then everyone sees it. This step asks you to cast it face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent casts Essence Scatter targeting your face-down spell. Look at your face-down spell on the stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at your face-down spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at a face-down spell you control at any time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is Akroma. Face down it is a creature spell with no abilities, so Essence Scatter can target it and counter it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morph lets you turn a face-down permanent face up. Spells normally can&apos;t be turned face up (rule 708.7): it is still a spell on the stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Essence Scatter resolves and counters your spell. Put the countered face-down spell into your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the countered spell to the graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down spell that moves from the stack to any zone other than the battlefield is revealed to all players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was revealed to all players as it moved: your opponent now knows it was Akroma.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now cast Exalted Angel face down for {3} with morph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down (morph).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down 2/2 creature spell again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent lets it resolve: it becomes a face-down permanent. Look at it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at your face-down creature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolving, a face-down spell becomes a face-down permanent and is not revealed: only you know it is Exalted Angel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The legend rule after a turn-up, and copies of face-down permanents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face-down permanents have no name and are not legendary, so the legend rule ignores them. Once you control two legendary permanents with the same name face up, you choose one and the rest are put into their owners&apos; graveyards. A copy of a face-down permanent copies only its face-down copiable values: a face-up colorless 2/2 creature with no name, plus ward {2} if it copies a disguised or cloaked permanent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#1 and #2 are both Akroma, Angel of Fury, face down. Turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#2 is still face down: it has no name and is not legendary, so the legend rule does not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#1 is face down because of morph. Morph lets you turn it up for its morph cost; no rule lets you turn it up for its mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now turn #2 face up for its morph cost too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #2 face up for its morph cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You now control two legendary permanents named Akroma, Angel of Fury: the legend rule applies as state-based actions are checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The legend rule: choose one of your two Akromas and put the other into your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move one Akroma to your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is put into the graveyard; it is not destroyed or sacrificed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Akroma stays on the battlefield.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not #3: the legend rule puts only one of your two Akromas into the graveyard. #3 is face down, with no name, and is not legendary, and nothing else puts it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart: it will make a token that&apos;s a copy of your face-down #3, a disguised Hunted Bonebrute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a token copy of #3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token copies #3&apos;s face-down values: a face-up colorless 2/2 creature with no name and ward {2}. It is not a Hunted Bonebrute, and nothing about #3 is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not while Cackling Counterpart is resolving: nobody has priority during a resolution, and turning a permanent face up needs priority. Make the copy first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-faced cards face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double-faced card can be manifested or cloaked; it stays hidden, in an opaque sleeve or as a substitute card. While it is face down it can&apos;t transform; when it is turned face up, its front face is up, so its front face decides whether it can be turned up for its mana cost. A double-faced permanent can&apos;t be turned face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#1 is a manifested Delver of Secrets, a double-faced card. Its front face is a creature with mana cost {U}: turn it face up for {U}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn #1 face up for its mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The front face decides: Delver of Secrets is a creature with a mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is turned face up with its front face up: a 1/1 Delver of Secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform: nothing would happen. Turn it face up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delver of Secrets has no morph. Its front face is a creature card with a mana cost, so it turns up for that mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An effect now tells you to transform #1. Transform it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transform Delver of Secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face up, it can transform: it is now Insectile Aberration, a 3/2, and still the same permanent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An effect that tries to turn a double-faced permanent face down does nothing (rule 712.16), so this would not change the table; and this step asks you to transform it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaving a multiplayer game, and the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a player leaves the game, every face-down permanent and face-down spell that player owns is revealed to all players. At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players are in the game. Look at your face-down #1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at face-down permanents you control at any time, and at no one else&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your manifested Grizzly Bears. Players B, C and D don&apos;t know it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#3 is controlled by player C. You can&apos;t look at face-down permanents another player controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. Everything C owns left the game with them, and their face-down permanent #3 and face-down spell were revealed to all players as they left. Now the game ends: end it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every face-down permanent was revealed: your #1 is a Grizzly Bears, and player B&apos;s cloaked #2 is a Forest. Everyone can check that each face-down card was what it was meant to be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#2 is player B&apos;s: only its controller may take the special action to turn it face up. At the end of the game it is revealed anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may concede at any time, and then your face-down #1 would be revealed as you leave; but this step asks you to end the game for everyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ward on disguised and cloaked permanents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disguised or cloaked permanent has ward {2} while it is face down. When an opponent&apos;s spell targets it, ward triggers: the spell is countered unless that player pays {2}. Once the permanent is turned face up, that ward ends, unless the card itself has ward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #1. Face down, #1 has ward {2}, so ward triggers. Your opponent does not pay {2}: counter Murder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter Murder: put it from the stack into its owner&apos;s graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent&apos;s spell targets it, counter that spell unless its controller pays {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Murder is countered and #1 stays on the battlefield, still face down: nothing about it was revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ward counters Murder, so Murder never destroys #1, and nothing else puts it into the graveyard: #1 stays on the battlefield, face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent casts a second Murder at #1 and pays {2} for ward this time, so Murder is not countered. It resolves: put #1 into your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: your opponent now knows it was Hunted Bonebrute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent paid {2}, so ward did not counter the second Murder, and it has already resolved: there is nothing on the stack to counter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#2 is a cloaked Grizzly Bears with ward {2}. Turn it face up for its mana cost {1}{G}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face up it is Grizzly Bears, which has no ward: the ward {2} that cloak gave it ended when it turned face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloaked is not disguised: a cloaked creature card turns up for its mana cost, and Grizzly Bears has no disguise cost.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
