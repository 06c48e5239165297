<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>lessons</name>
    <message>
        <source>Tracking markers: entry order and method</source>
        <translation>Marques de suivi : ordre d&apos;entrée et méthode</translation>
    </message>
    <message>
        <source>Your Soul Summons resolves: manifest the top card of your library. Watch the marker it gets: #1 says it is the first face-down card of the game, and &apos;manifest&apos; says how it became face down.</source>
        <translation>Votre Soul Summons se résout : manifestez la carte du dessus de votre bibliothèque. Regardez la marque qu&apos;elle reçoit : #1 dit que c&apos;est la première carte face cachée de la partie, et « manifesté » dit comment elle est devenue face cachée.</translation>
    </message>
    <message>
        <source>Manifest the top card of your library.</source>
        <translation>Manifestez la carte du dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>The table gives the new face-down creature its marker by itself: #1, manifest.</source>
        <translation>La table donne d&apos;elle-même sa marque à la nouvelle créature face cachée : #1, manifesté.</translation>
    </message>
    <message>
        <source>#1 is a face-down 2/2. Both players can see its number and method; only you may see its face.</source>
        <translation>#1 est une 2/2 face cachée. Les deux joueurs voient son numéro et sa méthode ; vous seul pouvez voir son recto.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel from your hand face down, using morph: it is a 2/2 creature spell for {3}. It gets the next number, #2, and the method &apos;morph&apos;.</source>
        <translation>Lancez Exalted Angel face cachée depuis votre main, avec la mue : c&apos;est un sort de créature 2/2 pour {3}. Il reçoit le numéro suivant, #2, et la méthode « mue ».</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down, choosing morph.</source>
        <translation>Lancez Exalted Angel face cachée en choisissant la mue.</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise or megamorph.</source>
        <translation>Exalted Angel a la mue, pas le déguisement ni la mégamue.</translation>
    </message>
    <message>
        <source>Numbers are never reused, so #2 will always mean this card while it stays face down.</source>
        <translation>Les numéros ne sont jamais réutilisés : #2 désignera toujours cette carte tant qu&apos;elle reste face cachée.</translation>
    </message>
    <message>
        <source>The method on the marker must be true: Exalted Angel has morph, so it is cast face down with morph, and the marker says so.</source>
        <translation>La méthode sur la marque doit être vraie : Exalted Angel a la mue, il est donc lancé face cachée avec la mue, et la marque le dit.</translation>
    </message>
    <message>
        <source>Your Angel resolves. Then your opponent&apos;s Lightning Bolt deals 3 damage to your face-down creature #1, the one that entered first. Put #1 into your graveyard.</source>
        <translation>Votre Angel se résout. Puis le Lightning Bolt de votre adversaire inflige 3 blessures à votre créature face cachée #1, celle qui est arrivée en premier. Mettez #1 dans votre cimetière.</translation>
    </message>
    <message>
        <source>Two face-down 2/2s look alike; the marker #1 tells you which one the Bolt hit.</source>
        <translation>Deux 2/2 face cachée se ressemblent ; la marque #1 vous dit laquelle le Bolt a touchée.</translation>
    </message>
    <message>
        <source>Move #1 (not #2) to your graveyard.</source>
        <translation>Mettez #1 (pas #2) dans votre cimetière.</translation>
    </message>
    <message>
        <source>The entry number settled which creature died without anyone revealing anything. As it left the battlefield it was revealed: a Forest.</source>
        <translation>Le numéro d&apos;entrée a décidé quelle créature est morte sans que personne ne révèle quoi que ce soit. En quittant le champ de bataille, elle a été révélée : un Forest.</translation>
    </message>
    <message>
        <source>That is #2. The Bolt hit #1, the creature that entered first: only the creature with lethal damage dies, and the order must stay clear so both players agree which face-down creature is which.</source>
        <translation>C&apos;est #2. Le Bolt a touché #1, la créature arrivée en premier : seule la créature qui a subi des blessures mortelles meurt, et l&apos;ordre doit rester clair pour que les deux joueurs soient d&apos;accord sur quelle créature face cachée est laquelle.</translation>
    </message>
    <message>
        <source>Turn #2 face up. Read its marker first: it says morph, so the way up is its morph cost, {2}{W}{W}.</source>
        <translation>Retournez #2 face visible. Lisez d&apos;abord sa marque : elle dit mue, le moyen de la retourner est donc son coût de mue, {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Turn #2 face up and choose its morph cost.</source>
        <translation>Retournez #2 face visible et choisissez son coût de mue.</translation>
    </message>
    <message>
        <source>A card cast face down with morph was not manifested, so its mana cost is no way up.</source>
        <translation>Une carte lancée face cachée avec la mue n&apos;a pas été manifestée : son coût de mana ne permet pas de la retourner.</translation>
    </message>
    <message>
        <source>The marker says morph, not manifest. Only manifested or cloaked creature cards may turn up for their mana cost; that is why the method must stay clear.</source>
        <translation>La marque dit mue, pas manifesté. Seules les cartes de créature manifestées ou voilées peuvent être retournées pour leur coût de mana ; c&apos;est pourquoi la méthode doit rester claire.</translation>
    </message>
    <message>
        <source>Peeking: your face-down cards, not theirs</source>
        <translation>Regarder : vos cartes face cachée, pas les leurs</translation>
    </message>
    <message>
        <source>You may look at the face-down spells and permanents you control whenever you like. You may not look at anyone else&apos;s. Control decides, not ownership.</source>
        <translation>Vous pouvez regarder quand vous voulez les sorts et permanents face cachée que vous contrôlez. Vous ne pouvez pas regarder ceux des autres. C&apos;est le contrôle qui décide, pas la propriété.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s turn. You control the face-down creature #1: peek at it.</source>
        <translation>C&apos;est le tour de votre adversaire. Vous contrôlez la créature face cachée #1 : regardez-la.</translation>
    </message>
    <message>
        <source>Look at #1, your own face-down creature.</source>
        <translation>Regardez #1, votre propre créature face cachée.</translation>
    </message>
    <message>
        <source>You may look at your own face-down cards at any time, even on your opponent&apos;s turn.</source>
        <translation>Vous pouvez regarder vos propres cartes face cachée à tout moment, même pendant le tour de votre adversaire.</translation>
    </message>
    <message>
        <source>It is Grizzly Bears. Peeking at your own face-down cards is always fine; it tells your opponent nothing.</source>
        <translation>Ce sont des Grizzly Bears. Regarder vos propres cartes face cachée est toujours permis ; cela n&apos;apprend rien à votre adversaire.</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s, and only its controller may look at it. You will see it if you gain control of it, if an effect lets you look at it, or when it is revealed, for example when it leaves the battlefield or the game ends.</source>
        <translation>#2 est à votre adversaire, et seul son contrôleur peut la regarder. Vous la verrez si vous en acquérez le contrôle, si un effet vous permet de la regarder, ou quand elle sera révélée, par exemple en quittant le champ de bataille ou à la fin de la partie.</translation>
    </message>
    <message>
        <source>Your opponent cast Act of Treason: they control your #1 until end of turn. While they control it, only they may peek. Let the turn end: move on to the next turn.</source>
        <translation>Votre adversaire a lancé Act of Treason : il contrôle votre #1 jusqu&apos;à la fin du tour. Tant qu&apos;il la contrôle, lui seul peut la regarder. Laissez le tour se terminer : passez au tour suivant.</translation>
    </message>
    <message>
        <source>Don&apos;t peek now: pass the turn.</source>
        <translation>Ne regardez pas maintenant : passez le tour.</translation>
    </message>
    <message>
        <source>Act of Treason&apos;s control change ends with the turn.</source>
        <translation>Le changement de contrôle d&apos;Act of Treason prend fin avec le tour.</translation>
    </message>
    <message>
        <source>The turn ended and #1 came back to you.</source>
        <translation>Le tour s&apos;est terminé et #1 vous est revenue.</translation>
    </message>
    <message>
        <source>It is your card, but your opponent controls it now, and control decides who may look. They may peek at your Bears until the turn ends; you may not.</source>
        <translation>C&apos;est votre carte, mais votre adversaire la contrôle maintenant, et c&apos;est le contrôle qui décide qui peut regarder. Il peut regarder vos Bears jusqu&apos;à la fin du tour ; vous ne le pouvez pas.</translation>
    </message>
    <message>
        <source>You control #1 again. Peek at it once more.</source>
        <translation>Vous contrôlez de nouveau #1. Regardez-la encore une fois.</translation>
    </message>
    <message>
        <source>Look at #1.</source>
        <translation>Regardez #1.</translation>
    </message>
    <message>
        <source>Now you may look again and your opponent may not.</source>
        <translation>Maintenant vous pouvez de nouveau regarder, et votre adversaire non.</translation>
    </message>
    <message>
        <source>Turning a manifested card face up</source>
        <translation>Retourner face visible une carte manifestée</translation>
    </message>
    <message>
        <source>You may turn a manifested card face up for its mana cost only if it is a creature card with a mana cost. A manifested land without morph or disguise gives you no way to turn it up yourself, though an effect can; a manifested instant or sorcery is never turned face up: an effect that tries only reveals it.</source>
        <translation>Vous ne pouvez retourner face visible une carte manifestée pour son coût de mana que si c&apos;est une carte de créature avec un coût de mana. Un terrain manifesté sans mue ni déguisement ne vous donne aucun moyen de le retourner vous-même, mais un effet le peut ; un éphémère ou un rituel manifesté n&apos;est jamais retourné face visible : un effet qui essaie ne fait que le révéler.</translation>
    </message>
    <message>
        <source>You have three manifested cards, #1, #2 and #3, each a face-down 2/2 creature. Peek if you like: #1 is Grizzly Bears, a creature card with mana cost {1}{G}. Turn #1 face up for its mana cost.</source>
        <translation>Vous avez trois cartes manifestées, #1, #2 et #3, chacune une créature 2/2 face cachée. Regardez-les si vous voulez : #1 est Grizzly Bears, une carte de créature de coût de mana {1}{G}. Retournez #1 face visible pour son coût de mana.</translation>
    </message>
    <message>
        <source>Use &apos;Turn face up&apos; on #1 and choose its mana cost, {1}{G}.</source>
        <translation>Utilisez « Retourner face visible » sur #1 et choisissez son coût de mana, {1}{G}.</translation>
    </message>
    <message>
        <source>Only a creature card can be turned up for its mana cost; #1 is one.</source>
        <translation>Seule une carte de créature peut être retournée pour son coût de mana ; #1 en est une.</translation>
    </message>
    <message>
        <source>Turning face up is a special action: it doesn&apos;t use the stack and nobody can respond to it. It is the same creature, now face up.</source>
        <translation>Retourner face visible est une action spéciale : elle n&apos;utilise pas la pile et personne ne peut y répondre. C&apos;est la même créature, maintenant face visible.</translation>
    </message>
    <message>
        <source>#2 is a manifested Forest. It is not a creature card and has no morph or disguise, so you have no way to turn it up yourself (only an effect could), and it stays a face-down 2/2 creature that can still fight. It is your declare attackers step: attack with #2 by tapping it.</source>
        <translation>#2 est un Forest manifesté. Ce n&apos;est pas une carte de créature et il n&apos;a ni mue ni déguisement : vous n&apos;avez aucun moyen de le retourner vous-même (seul un effet le pourrait), et il reste une créature 2/2 face cachée qui peut toujours combattre. C&apos;est votre étape de déclaration des attaquants : attaquez avec #2 en l&apos;engageant.</translation>
    </message>
    <message>
        <source>Tap #2 to attack with it.</source>
        <translation>Engagez #2 pour attaquer avec.</translation>
    </message>
    <message>
        <source>You have no way to turn it up yourself: a land is not a creature card, and it has no morph or disguise. Only an effect could turn it up.</source>
        <translation>Vous n&apos;avez aucun moyen de le retourner vous-même : un terrain n&apos;est pas une carte de créature, et il n&apos;a ni mue ni déguisement. Seul un effet pourrait le retourner.</translation>
    </message>
    <message>
        <source>A manifested land fights on as a 2/2. If an effect turns it face up, it becomes a Forest land and leaves combat; if it leaves the battlefield, it is revealed.</source>
        <translation>Un terrain manifesté continue de combattre comme une 2/2. Si un effet le retourne face visible, il devient le terrain Forest et quitte le combat ; s&apos;il quitte le champ de bataille, il est révélé.</translation>
    </message>
    <message>
        <source>#3 is a Lightning Bolt. An instant is not a creature card either, so the special action of paying its mana cost {R} to turn it up is not available; nothing is revealed.</source>
        <translation>#3 est un Lightning Bolt. Un éphémère n&apos;est pas non plus une carte de créature : l&apos;action spéciale consistant à payer son coût de mana {R} pour le retourner n&apos;est pas disponible ; rien n&apos;est révélé.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Break Open resolves: it turns a face-down creature face up, and they chose your #3. Carry out the effect on #3 and see what happens to an instant.</source>
        <translation>Le Break Open de votre adversaire se résout : il retourne face visible une créature face cachée, et il a choisi votre #3. Appliquez l&apos;effet à #3 et voyez ce qui arrive à un éphémère.</translation>
    </message>
    <message>
        <source>Turn #3 face up by the effect (Break Open), not for a cost.</source>
        <translation>Retournez #3 face visible par l&apos;effet (Break Open), pas pour un coût.</translation>
    </message>
    <message>
        <source>The face-down Bolt is a permanent, but it can&apos;t be a face-up one: it is shown to everyone and stays face down.</source>
        <translation>Le Bolt face cachée est un permanent, mais il ne peut pas en être un face visible : il est montré à tous et reste face cachée.</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays a face-down 2/2, and nothing that cares about turning face up triggers.</source>
        <translation>Un effet ne peut pas retourner face visible une carte d&apos;éphémère ou de rituel : elle est révélée à tous les joueurs à la place et reste une 2/2 face cachée, et rien de ce qui dépend d&apos;un retournement face visible ne se déclenche.</translation>
    </message>
    <message>
        <source>Morph and megamorph</source>
        <translation>Mue et mégamue</translation>
    </message>
    <message>
        <source>Cast Den Protector face down and choose megamorph.</source>
        <translation>Lancez Den Protector face cachée et choisissez la mégamue.</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost of {3}, at the time you could cast a creature.</source>
        <translation>Lancer face cachée est un coût alternatif de {3}, au moment où vous pourriez lancer une créature.</translation>
    </message>
    <message>
        <source>Den Protector has megamorph. It can be cast face down only with a keyword it really has.</source>
        <translation>Den Protector a la mégamue. Il ne peut être lancé face cachée qu&apos;avec un mot-clé qu&apos;il a vraiment.</translation>
    </message>
    <message>
        <source>Den Protector resolves and becomes your face-down creature #1. Now cast Exalted Angel face down with morph.</source>
        <translation>Den Protector se résout et devient votre créature face cachée #1. Lancez maintenant Exalted Angel face cachée avec la mue.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down and choose morph.</source>
        <translation>Lancez Exalted Angel face cachée et choisissez la mue.</translation>
    </message>
    <message>
        <source>The Angel resolves as #2. Turn #1 (Den Protector) face up for its megamorph cost {1}{G}: it also gets a +1/+1 counter.</source>
        <translation>L&apos;Angel se résout en tant que #2. Retournez #1 (Den Protector) face visible pour son coût de mégamue {1}{G} : il reçoit aussi un marqueur +1/+1.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its megamorph cost, {1}{G}.</source>
        <translation>Retournez #1 face visible et choisissez son coût de mégamue, {1}{G}.</translation>
    </message>
    <message>
        <source>Its mana cost is no way up: it was cast face down, not manifested.</source>
        <translation>Son coût de mana ne permet pas de le retourner : il a été lancé face cachée, pas manifesté.</translation>
    </message>
    <message>
        <source>Den Protector is a 3/2 with its +1/+1 counter. It did not enter the battlefield again; its &apos;when turned face up&apos; ability triggers.</source>
        <translation>Den Protector est une 3/2 avec son marqueur +1/+1. Il n&apos;est pas arrivé de nouveau sur le champ de bataille ; sa capacité « quand il est retourné face visible » se déclenche.</translation>
    </message>
    <message>
        <source>Paying {1}{G} as its mana cost is not a way up for a creature cast face down; the cost to pay is its megamorph cost (which happens to be {1}{G} too), and only that gives the counter.</source>
        <translation>Payer {1}{G} comme coût de mana ne retourne pas une créature lancée face cachée ; le coût à payer est son coût de mégamue (qui se trouve être aussi {1}{G}), et lui seul donne le marqueur.</translation>
    </message>
    <message>
        <source>It is now your opponent&apos;s upkeep. You may turn a face-down permanent face up any time you have priority, even on their turn. Turn #2 (Exalted Angel) face up for its morph cost {2}{W}{W}.</source>
        <translation>C&apos;est maintenant l&apos;entretien de votre adversaire. Vous pouvez retourner face visible un permanent face cachée chaque fois que vous avez la priorité, même pendant son tour. Retournez #2 (Exalted Angel) face visible pour son coût de mue {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Plain morph gives no counter.</source>
        <translation>La mue simple ne donne pas de marqueur.</translation>
    </message>
    <message>
        <source>A 4/5 Angel, no counter: only megamorph adds one.</source>
        <translation>Un Angel 4/5, sans marqueur : seule la mégamue en ajoute un.</translation>
    </message>
    <message>
        <source>Exalted Angel&apos;s mana cost is {4}{W}{W}, but it was cast face down with morph, so only its morph cost {2}{W}{W} turns it up.</source>
        <translation>Le coût de mana d&apos;Exalted Angel est {4}{W}{W}, mais il a été lancé face cachée avec la mue : seul son coût de mue {2}{W}{W} le retourne.</translation>
    </message>
    <message>
        <source>Disguise: ward {2} while face down</source>
        <translation>Déguisement : garde {2} tant qu&apos;elle est face cachée</translation>
    </message>
    <message>
        <source>A card with disguise is cast face down for {3} like a morph, but while it is face down it has ward {2}. Turned face up for its disguise cost, it loses that ward and does not enter the battlefield again.</source>
        <translation>Une carte avec le déguisement est lancée face cachée pour {3} comme une carte à mue, mais tant qu&apos;elle est face cachée elle a la garde {2}. Retournée pour son coût de déguisement, elle perd cette garde et n&apos;arrive pas de nouveau sur le champ de bataille.</translation>
    </message>
    <message>
        <source>Cast Hunted Bonebrute face down using disguise, for {3}.</source>
        <translation>Lancez Hunted Bonebrute face cachée avec le déguisement, pour {3}.</translation>
    </message>
    <message>
        <source>Cast it face down and choose disguise.</source>
        <translation>Lancez-le face cachée et choisissez le déguisement.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute has disguise, not morph.</source>
        <translation>Hunted Bonebrute a le déguisement, pas la mue.</translation>
    </message>
    <message>
        <source>Disguise and morph are different keywords. Its marker will say &apos;disguise&apos;, which tells your opponent it has ward {2}.</source>
        <translation>Le déguisement et la mue sont des mots-clés différents. Sa marque dira « déguisé », ce qui indique à votre adversaire qu&apos;il a la garde {2}.</translation>
    </message>
    <message>
        <source>It resolves as your face-down #1: a 2/2 with ward {2}. If your opponent targets it with a spell or ability, that is countered unless they pay {2}. Peek at #1.</source>
        <translation>Il se résout en tant que votre #1 face cachée : une 2/2 avec la garde {2}. Si votre adversaire le cible avec un sort ou une capacité, celui-ci est contrecarré à moins qu&apos;il ne paie {2}. Regardez #1.</translation>
    </message>
    <message>
        <source>Ward {2} is the only ability it has face down. Its own abilities don&apos;t exist until it is face up.</source>
        <translation>La garde {2} est la seule capacité qu&apos;il a face cachée. Ses propres capacités n&apos;existent pas tant qu&apos;il n&apos;est pas face visible.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its disguise cost {1}{B}.</source>
        <translation>Retournez #1 face visible pour son coût de déguisement {1}{B}.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its disguise cost.</source>
        <translation>Retournez #1 face visible et choisissez son coût de déguisement.</translation>
    </message>
    <message>
        <source>It was cast face down, not manifested, so its mana cost {2}{B} is no way up.</source>
        <translation>Il a été lancé face cachée, pas manifesté : son coût de mana {2}{B} ne permet pas de le retourner.</translation>
    </message>
    <message>
        <source>Only manifested or cloaked cards use their mana cost. A disguised card turns up for its disguise cost.</source>
        <translation>Seules les cartes manifestées ou voilées utilisent leur coût de mana. Une carte déguisée est retournée pour son coût de déguisement.</translation>
    </message>
    <message>
        <source>Cloak</source>
        <translation>Voile</translation>
    </message>
    <message>
        <source>Cryptic Coat enters the battlefield. Its ability cloaks the top card of your library: cloak it.</source>
        <translation>Cryptic Coat arrive sur le champ de bataille. Sa capacité voile la carte du dessus de votre bibliothèque : voilez-la.</translation>
    </message>
    <message>
        <source>Cloak the top card of your library (not manifest).</source>
        <translation>Voilez la carte du dessus de votre bibliothèque (ne la manifestez pas).</translation>
    </message>
    <message>
        <source>A cloaked card is a face-down 2/2 with ward {2}.</source>
        <translation>Une carte voilée est une 2/2 face cachée avec la garde {2}.</translation>
    </message>
    <message>
        <source>#1 is cloaked: a 2/2 with ward {2}, and its marker says &apos;cloak&apos;.</source>
        <translation>#1 est voilée : une 2/2 avec la garde {2}, et sa marque dit « voilé ».</translation>
    </message>
    <message>
        <source>Cryptic Coat says cloak, and cloak is its own keyword action, not a manifest: a cloaked card has ward {2} while face down, and its marker must say &apos;cloak&apos; so your opponent knows.</source>
        <translation>Cryptic Coat dit voiler, et voiler est une action à mot-clé à part entière, pas une manifestation : une carte voilée a la garde {2} tant qu&apos;elle est face cachée, et sa marque doit dire « voilé » pour que votre adversaire le sache.</translation>
    </message>
    <message>
        <source>Cryptic Coat then attaches itself to the creature it cloaked. Attach Cryptic Coat to #1.</source>
        <translation>Cryptic Coat s&apos;attache ensuite à la créature qu&apos;il a voilée. Attachez Cryptic Coat à #1.</translation>
    </message>
    <message>
        <source>Attach the Coat to #1.</source>
        <translation>Attachez le Coat à #1.</translation>
    </message>
    <message>
        <source>Equipment and counters on a face-down creature still count: other effects can still change its face-down characteristics.</source>
        <translation>Les équipements et les marqueurs sur une créature face cachée comptent toujours : d&apos;autres effets peuvent encore changer ses caractéristiques face cachée.</translation>
    </message>
    <message>
        <source>Peek at #1: it is Grizzly Bears, a creature card. A cloaked creature card can be turned face up for its mana cost, just like a manifested one. Turn #1 face up for {1}{G}.</source>
        <translation>Regardez #1 : ce sont des Grizzly Bears, une carte de créature. Une carte de créature voilée peut être retournée face visible pour son coût de mana, comme une manifestée. Retournez #1 face visible pour {1}{G}.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its mana cost.</source>
        <translation>Retournez #1 face visible et choisissez son coût de mana.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no disguise or morph; its mana cost is the way up.</source>
        <translation>Grizzly Bears n&apos;a ni déguisement ni mue ; son coût de mana est le moyen de la retourner.</translation>
    </message>
    <message>
        <source>The ward {2} from cloaking is gone, and the Coat stays attached: it is the same creature.</source>
        <translation>La garde {2} du voile a disparu, et le Coat reste attaché : c&apos;est la même créature.</translation>
    </message>
    <message>
        <source>Cloaked does not mean disguised. A cloaked card turns up for its mana cost if it is a creature card, or for disguise or morph only if the card has that keyword.</source>
        <translation>Voilé ne veut pas dire déguisé. Une carte voilée est retournée pour son coût de mana si c&apos;est une carte de créature, ou pour son déguisement ou sa mue seulement si la carte a ce mot-clé.</translation>
    </message>
    <message>
        <source>Manifest dread with Break Down the Door</source>
        <translation>Manifester l&apos;effroi avec Break Down the Door</translation>
    </message>
    <message>
        <source>Manifest dread: look at the top two cards of your library, manifest one and put the other into your graveyard. With one card left you manifest that one; with none, nothing happens.</source>
        <translation>Manifester l&apos;effroi : regardez les deux cartes du dessus de votre bibliothèque, manifestez-en une et mettez l&apos;autre dans votre cimetière. S&apos;il ne reste qu&apos;une carte, vous manifestez celle-ci ; s&apos;il n&apos;en reste aucune, il ne se passe rien.</translation>
    </message>
    <message>
        <source>Cast one Break Down the Door.</source>
        <translation>Lancez un Break Down the Door.</translation>
    </message>
    <message>
        <source>It resolves: manifest dread. Look at the top two cards of your library, a Forest and Grizzly Bears. Manifest one, and the other goes to your graveyard. Keep the Bears: a manifested creature card can be turned face up later.</source>
        <translation>Il se résout : manifestez l&apos;effroi. Regardez les deux cartes du dessus de votre bibliothèque, un Forest et des Grizzly Bears. Manifestez-en une, et l&apos;autre va dans votre cimetière. Gardez les Bears : une carte de créature manifestée peut être retournée face visible plus tard.</translation>
    </message>
    <message>
        <source>Manifest dread and choose to keep Grizzly Bears.</source>
        <translation>Manifestez l&apos;effroi et choisissez de garder Grizzly Bears.</translation>
    </message>
    <message>
        <source>The card you don&apos;t keep goes to your graveyard face up, for everyone to see.</source>
        <translation>La carte que vous ne gardez pas va dans votre cimetière face visible, à la vue de tous.</translation>
    </message>
    <message>
        <source>#1 is your manifested Bears (its marker says &apos;manifest dread&apos;); the Forest is in your graveyard.</source>
        <translation>#1 est vos Bears manifestés (sa marque dit « manifesté (effroi) ») ; le Forest est dans votre cimetière.</translation>
    </message>
    <message>
        <source>You may keep either card, but you would have no way to turn a manifested Forest up yourself. The Bears can be, for {1}{G}: keep the Bears.</source>
        <translation>Vous pouvez garder l&apos;une ou l&apos;autre carte, mais vous n&apos;auriez aucun moyen de retourner vous-même un Forest manifesté. Les Bears le peuvent, pour {1}{G} : gardez les Bears.</translation>
    </message>
    <message>
        <source>You cast a second Break Down the Door and it resolves. Only one card is left in your library. Manifest dread again.</source>
        <translation>Vous lancez un deuxième Break Down the Door et il se résout. Il ne reste qu&apos;une carte dans votre bibliothèque. Manifestez de nouveau l&apos;effroi.</translation>
    </message>
    <message>
        <source>Manifest dread; there is nothing to choose.</source>
        <translation>Manifestez l&apos;effroi ; il n&apos;y a rien à choisir.</translation>
    </message>
    <message>
        <source>A third Break Down the Door resolves, and your library is empty. Manifest dread anyway and see what happens.</source>
        <translation>Un troisième Break Down the Door se résout, et votre bibliothèque est vide. Manifestez quand même l&apos;effroi et voyez ce qui se passe.</translation>
    </message>
    <message>
        <source>Manifest dread with an empty library.</source>
        <translation>Manifestez l&apos;effroi avec une bibliothèque vide.</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest, then exile to play</source>
        <translation>Primordial Mist : manifester, puis exiler pour jouer</translation>
    </message>
    <message>
        <source>At the beginning of your end step Primordial Mist lets you manifest the top card of your library. Its other ability exiles a face-down permanent you control face up, and you may play that card this turn only, at its normal timing, using your land play for a land.</source>
        <translation>Au début de votre étape de fin, Primordial Mist vous permet de manifester la carte du dessus de votre bibliothèque. Son autre capacité exile face visible un permanent face cachée que vous contrôlez, et vous pouvez jouer cette carte ce tour-ci seulement, à son moment normal, en utilisant votre jeu de terrain si c&apos;est un terrain.</translation>
    </message>
    <message>
        <source>Exile #1 with Primordial Mist.</source>
        <translation>Exilez #1 avec Primordial Mist.</translation>
    </message>
    <message>
        <source>Only face-down permanents you control can pay this cost.</source>
        <translation>Seuls des permanents face cachée que vous contrôlez peuvent payer ce coût.</translation>
    </message>
    <message>
        <source>#4 is your opponent&apos;s face-down creature. The cost is a face-down permanent you control.</source>
        <translation>#4 est la créature face cachée de votre adversaire. Le coût est un permanent face cachée que vous contrôlez.</translation>
    </message>
    <message>
        <source>Play the Forest from exile.</source>
        <translation>Jouez le Forest depuis l&apos;exil.</translation>
    </message>
    <message>
        <source>Playing it uses your land play for the turn.</source>
        <translation>Le jouer utilise votre jeu de terrain du tour.</translation>
    </message>
    <message>
        <source>Playing a land from exile with Mist counts as your land play for the turn.</source>
        <translation>Jouer un terrain depuis l&apos;exil avec Primordial Mist compte comme votre jeu de terrain du tour.</translation>
    </message>
    <message>
        <source>Move on to your end step.</source>
        <translation>Passez à votre étape de fin.</translation>
    </message>
    <message>
        <source>Go to the end step.</source>
        <translation>Allez à l&apos;étape de fin.</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s manifest comes at the beginning of your end step.</source>
        <translation>La manifestation de Primordial Mist a lieu au début de votre étape de fin.</translation>
    </message>
    <message>
        <source>Primordial Mist triggers: you may manifest the top card of your library. It is a &apos;may&apos;.</source>
        <translation>Primordial Mist se déclenche : vous pouvez manifester la carte du dessus de votre bibliothèque. C&apos;est un « pouvez ».</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s trigger: manifest the top card of your library.</source>
        <translation>Déclenchement de Primordial Mist : manifestez la carte du dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>The new face-down creature gets the next number, #5: numbers are never reused, not even #1, which left the battlefield.</source>
        <translation>La nouvelle créature face cachée reçoit le numéro suivant, #5 : les numéros ne sont jamais réutilisés, pas même #1, qui a quitté le champ de bataille.</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist. It is your other Forest.</source>
        <translation>Exilez #2 avec Primordial Mist. C&apos;est votre autre Forest.</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist.</source>
        <translation>Exilez #2 avec Primordial Mist.</translation>
    </message>
    <message>
        <source>A second Forest, now in exile with permission to play it this turn.</source>
        <translation>Un deuxième Forest, maintenant en exil avec la permission de le jouer ce tour-ci.</translation>
    </message>
    <message>
        <source>You can&apos;t play that Forest now: you have already played a land this turn, and it is not your main phase. Exile #3 with Primordial Mist instead: it is a Lightning Bolt.</source>
        <translation>Vous ne pouvez pas jouer ce Forest maintenant : vous avez déjà joué un terrain ce tour-ci, et ce n&apos;est pas votre phase principale. Exilez plutôt #3 avec Primordial Mist : c&apos;est un Lightning Bolt.</translation>
    </message>
    <message>
        <source>Exile #3 with Primordial Mist.</source>
        <translation>Exilez #3 avec Primordial Mist.</translation>
    </message>
    <message>
        <source>A land from Mist needs your main phase, an empty stack and a land play left.</source>
        <translation>Un terrain de Primordial Mist demande votre phase principale, une pile vide et un jeu de terrain restant.</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the land, not play it anytime or as an extra land: you need your main phase, an empty stack and an unused land play.</source>
        <translation>Primordial Mist vous permet de jouer le terrain, pas de le jouer n&apos;importe quand ni comme terrain supplémentaire : il vous faut votre phase principale, une pile vide et un jeu de terrain inutilisé.</translation>
    </message>
    <message>
        <source>An instant may be cast whenever you have priority, even in your end step. Cast the Lightning Bolt from exile.</source>
        <translation>Un éphémère peut être lancé chaque fois que vous avez la priorité, même pendant votre étape de fin. Lancez le Lightning Bolt depuis l&apos;exil.</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from exile.</source>
        <translation>Lancez Lightning Bolt depuis l&apos;exil.</translation>
    </message>
    <message>
        <source>You pay its costs as usual ({R}); Mist only lets you play it.</source>
        <translation>Vous payez ses coûts comme d&apos;habitude ({R}) ; Primordial Mist vous permet seulement de le jouer.</translation>
    </message>
    <message>
        <source>The Bolt resolves. Now exile #5 with Primordial Mist: it is the Grizzly Bears you just manifested.</source>
        <translation>Le Bolt se résout. Exilez maintenant #5 avec Primordial Mist : ce sont les Grizzly Bears que vous venez de manifester.</translation>
    </message>
    <message>
        <source>Exile #5 with Primordial Mist.</source>
        <translation>Exilez #5 avec Primordial Mist.</translation>
    </message>
    <message>
        <source>Grizzly Bears is a creature: you could cast it only in your main phase, and the permission lasts only this turn. Move on to the next turn and watch the permission end.</source>
        <translation>Grizzly Bears est une créature : vous ne pourriez la lancer que pendant votre phase principale, et la permission ne dure que ce tour-ci. Passez au tour suivant et regardez la permission prendre fin.</translation>
    </message>
    <message>
        <source>Move on; you can&apos;t cast the Bears in your end step.</source>
        <translation>Continuez ; vous ne pouvez pas lancer les Bears pendant votre étape de fin.</translation>
    </message>
    <message>
        <source>The permission ends with the turn; the card stays in exile.</source>
        <translation>La permission prend fin avec le tour ; la carte reste en exil.</translation>
    </message>
    <message>
        <source>The Bears and the second Forest stay in exile for good: Mist&apos;s permission was for this turn only.</source>
        <translation>Les Bears et le deuxième Forest restent en exil pour de bon : la permission de Primordial Mist ne valait que pour ce tour.</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the card, but only at its normal timing: a creature spell needs your main phase and an empty stack. This is your end step.</source>
        <translation>Primordial Mist vous permet de jouer la carte, mais seulement à son moment normal : un sort de créature demande votre phase principale et une pile vide. C&apos;est votre étape de fin.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: cast, manifest, and a face-down instant dying</source>
        <translation>Cryptic Pursuit : lancer, manifester, et un éphémère face cachée qui meurt</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from your hand. Watch Cryptic Pursuit: casting an instant or sorcery from your hand makes it trigger.</source>
        <translation>Lancez Lightning Bolt depuis votre main. Regardez Cryptic Pursuit : lancer un éphémère ou un rituel depuis votre main le déclenche.</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt.</source>
        <translation>Lancez Lightning Bolt.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit triggers: you will manifest the top card of your library.</source>
        <translation>Cryptic Pursuit se déclenche : vous allez manifester la carte du dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger resolves first: manifest the top card of your library.</source>
        <translation>Le déclenchement de Cryptic Pursuit se résout d&apos;abord : manifestez la carte du dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>Peek at #1: it is a Counterspell, an instant, face down as a 2/2.</source>
        <translation>Regardez #1 : c&apos;est un Counterspell, un éphémère, face cachée comme une 2/2.</translation>
    </message>
    <message>
        <source>Your Bolt resolves. Then your opponent&apos;s Shock deals 2 damage to #1, your face-down 2/2. It dies: put #1 into your graveyard.</source>
        <translation>Votre Bolt se résout. Puis le Shock de votre adversaire inflige 2 blessures à #1, votre 2/2 face cachée. Elle meurt : mettez #1 dans votre cimetière.</translation>
    </message>
    <message>
        <source>Move #1 to your graveyard.</source>
        <translation>Mettez #1 dans votre cimetière.</translation>
    </message>
    <message>
        <source>A face-down instant can&apos;t be turned face up to save it.</source>
        <translation>Un éphémère face cachée ne peut pas être retourné face visible pour le sauver.</translation>
    </message>
    <message>
        <source>#1 is a Counterspell. An instant is not a creature card, so the special action of turning it up for its mana cost is not available and you can&apos;t save it this way; but Cryptic Pursuit rewards you when it dies.</source>
        <translation>#1 est un Counterspell. Un éphémère n&apos;est pas une carte de créature : l&apos;action spéciale de le retourner pour son coût de mana n&apos;est pas disponible et vous ne pouvez pas le sauver ainsi ; mais Cryptic Pursuit vous récompense quand il meurt.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger exiled the Counterspell: you may cast it until the end of your next turn, at its normal timing, paying its costs. Now it is your opponent&apos;s turn and they cast Gray Ogre. Counterspell is an instant: cast it from exile.</source>
        <translation>Le déclenchement de Cryptic Pursuit a exilé le Counterspell : vous pouvez le lancer jusqu&apos;à la fin de votre prochain tour, à son moment normal, en payant ses coûts. C&apos;est maintenant le tour de votre adversaire et il lance Gray Ogre. Counterspell est un éphémère : lancez-le depuis l&apos;exil.</translation>
    </message>
    <message>
        <source>Cast Counterspell from exile.</source>
        <translation>Lancez Counterspell depuis l&apos;exil.</translation>
    </message>
    <message>
        <source>You cast it from exile, not from your hand, so Cryptic Pursuit does not manifest this time.</source>
        <translation>Vous le lancez depuis l&apos;exil, pas depuis votre main : Cryptic Pursuit ne manifeste pas cette fois.</translation>
    </message>
    <message>
        <source>Reveal duties</source>
        <translation>Obligations de révélation</translation>
    </message>
    <message>
        <source>A face-down card is revealed to everyone when it leaves the battlefield, when a face-down spell leaves the stack for anywhere but the battlefield (say, countered), and when the game ends. That is how everyone can check it was played fairly.</source>
        <translation>Une carte face cachée est révélée à tous quand elle quitte le champ de bataille, quand un sort face cachée quitte la pile vers ailleurs que le champ de bataille (par exemple contrecarré), et quand la partie se termine. C&apos;est ainsi que chacun peut vérifier qu&apos;elle a été jouée loyalement.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using morph.</source>
        <translation>Lancez Exalted Angel face cachée avec la mue.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph.</source>
        <translation>Lancez Exalted Angel face cachée avec la mue.</translation>
    </message>
    <message>
        <source>Your opponent answers with Essence Scatter, which counters a creature spell, and it resolves. Carry it out: counter your face-down spell #4.</source>
        <translation>Votre adversaire répond avec Essence Scatter, qui contrecarre un sort de créature, et il se résout. Appliquez-le : contrecarrez votre sort face cachée #4.</translation>
    </message>
    <message>
        <source>Counter #4; it goes to your graveyard.</source>
        <translation>Contrecarrez #4 ; il va dans votre cimetière.</translation>
    </message>
    <message>
        <source>A countered face-down spell is revealed to everyone, so your opponent can check that it really had morph.</source>
        <translation>Un sort face cachée contrecarré est révélé à tous, pour que votre adversaire vérifie qu&apos;il avait vraiment la mue.</translation>
    </message>
    <message>
        <source>Next your opponent&apos;s Unsummon returns your face-down #1 to your hand. Move #1 to your hand.</source>
        <translation>Ensuite, l&apos;Unsummon de votre adversaire renvoie votre #1 face cachée dans votre main. Mettez #1 dans votre main.</translation>
    </message>
    <message>
        <source>Return #1 to your hand.</source>
        <translation>Renvoyez #1 dans votre main.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone, even on its way to your hand: it was Grizzly Bears.</source>
        <translation>Un permanent face cachée qui quitte le champ de bataille est révélé à tous, même en retournant dans votre main : c&apos;étaient des Grizzly Bears.</translation>
    </message>
    <message>
        <source>Your opponent concedes. End the game: every face-down card still on the battlefield is revealed.</source>
        <translation>Votre adversaire concède. Terminez la partie : chaque carte face cachée encore sur le champ de bataille est révélée.</translation>
    </message>
    <message>
        <source>End the game.</source>
        <translation>Terminez la partie.</translation>
    </message>
    <message>
        <source>When the game ends all face-down spells and permanents are revealed: your #2 was a Lightning Bolt, their #3 Llanowar Elves.</source>
        <translation>Quand la partie se termine, tous les sorts et permanents face cachée sont révélés : votre #2 était un Lightning Bolt, son #3 des Llanowar Elves.</translation>
    </message>
    <message>
        <source>Not while the game is on: only its controller may look. When the game ends every face-down card is revealed to everyone anyway.</source>
        <translation>Pas tant que la partie dure : seul son contrôleur peut regarder. À la fin de la partie, chaque carte face cachée est de toute façon révélée à tous.</translation>
    </message>
    <message>
        <source>Never mix up face-down cards</source>
        <translation>Ne jamais mélanger les cartes face cachée</translation>
    </message>
    <message>
        <source>Tidy your side of the table: move #3 to another place. Moving a card is fine; its marker goes with it.</source>
        <translation>Rangez votre côté de la table : déplacez #3 ailleurs. Déplacer une carte est permis ; sa marque la suit.</translation>
    </message>
    <message>
        <source>Drag #3 somewhere else on your side.</source>
        <translation>Faites glisser #3 ailleurs de votre côté.</translation>
    </message>
    <message>
        <source>#3 is still #3 and still &apos;cloak&apos;. Moving is fine; mixing up is not.</source>
        <translation>#3 est toujours #3 et toujours « voilé ». Déplacer est permis ; mélanger ne l&apos;est pas.</translation>
    </message>
    <message>
        <source>Swapping face-down cards so your opponent loses track of which is which is never allowed, not even your own.</source>
        <translation>Échanger des cartes face cachée pour que votre adversaire ne sache plus laquelle est laquelle n&apos;est jamais permis, pas même avec les vôtres.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Shock deals 2 damage to #2 and it dies. Put #2 into your graveyard, and only #2.</source>
        <translation>Le Shock de votre adversaire inflige 2 blessures à #2 et elle meurt. Mettez #2 dans votre cimetière, et seulement #2.</translation>
    </message>
    <message>
        <source>Move #2 to your graveyard.</source>
        <translation>Mettez #2 dans votre cimetière.</translation>
    </message>
    <message>
        <source>It is revealed as it leaves: everyone sees it was the card the Shock hit.</source>
        <translation>Elle est révélée en partant : tout le monde voit que c&apos;était la carte touchée par le Shock.</translation>
    </message>
    <message>
        <source>It was revealed as it left: a Forest. Had the cards been mixed up, nobody could tell which one the Shock had hit.</source>
        <translation>Elle a été révélée en partant : un Forest. Si les cartes avaient été mélangées, personne ne pourrait dire laquelle le Shock avait touchée.</translation>
    </message>
    <message>
        <source>Swapping #2 with #1 now would hide which creature the Shock hit.</source>
        <translation>Échanger maintenant #2 avec #1 cacherait quelle créature le Shock a touchée.</translation>
    </message>
    <message>
        <source>That is #1. The Shock hit #2, and only the creature with lethal damage dies; the markers say which is which.</source>
        <translation>C&apos;est #1. Le Shock a touché #2, et seule la créature qui a subi des blessures mortelles meurt ; les marques disent laquelle est laquelle.</translation>
    </message>
    <message>
        <source>Copies of face-down creatures and losing abilities</source>
        <translation>Copies de créatures face cachée et perte de capacités</translation>
    </message>
    <message>
        <source>A copy of a face-down creature takes its face-down copiable values, not its counters or other effects on it: a face-up 2/2 with no name and no abilities (with ward {2} if the original was disguised or cloaked). A face-down morph creature that has lost its abilities can&apos;t be turned up for its morph cost; a manifested creature card still can, for its mana cost.</source>
        <translation>Une copie d&apos;une créature face cachée prend ses valeurs copiables face cachée, pas ses marqueurs ni les autres effets : une 2/2 face visible sans nom et sans capacités (avec la garde {2} si l&apos;original était déguisé ou voilé). Une créature à mue face cachée qui a perdu ses capacités ne peut pas être retournée pour son coût de mue ; une carte de créature manifestée le peut toujours, pour son coût de mana.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart.</source>
        <translation>Lancez Cackling Counterpart.</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #1.</source>
        <translation>Il se résout : créez un jeton qui est une copie de #1.</translation>
    </message>
    <message>
        <source>Make a token copy of #1.</source>
        <translation>Créez un jeton copie de #1.</translation>
    </message>
    <message>
        <source>The copy takes only the face-down copiable values: a 2/2 with nothing else.</source>
        <translation>La copie ne prend que les valeurs copiables face cachée : une 2/2 et rien d&apos;autre.</translation>
    </message>
    <message>
        <source>The token is a face-up colorless 2/2 creature with no name, no creature type and no abilities. It is not face down: nothing to turn up, nothing to reveal, and it is certainly not an Exalted Angel.</source>
        <translation>Le jeton est une créature 2/2 incolore face visible sans nom, sans type de créature et sans capacités. Il n&apos;est pas face cachée : rien à retourner, rien à révéler, et ce n&apos;est certainement pas un Exalted Angel.</translation>
    </message>
    <message>
        <source>Your opponent casts Turn to Frog twice: #1 and #2 each lose all abilities and become 1/1 Frogs until end of turn. #2 is a manifested Grizzly Bears: turn it face up for its mana cost {1}{G}.</source>
        <translation>Votre adversaire lance deux fois Turn to Frog : #1 et #2 perdent chacune toutes leurs capacités et deviennent des Grenouilles 1/1 jusqu&apos;à la fin du tour. #2 est des Grizzly Bears manifestés : retournez-les face visible pour leur coût de mana {1}{G}.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its mana cost.</source>
        <translation>Retournez #2 face visible pour son coût de mana.</translation>
    </message>
    <message>
        <source>The mana-cost route looks only at the card: a creature card with a mana cost. Losing abilities doesn&apos;t matter.</source>
        <translation>La voie du coût de mana ne regarde que la carte : une carte de créature avec un coût de mana. Perdre ses capacités ne change rien.</translation>
    </message>
    <message>
        <source>It is a face-up Grizzly Bears, and still a 1/1 Frog with no abilities until end of turn: effects already applied keep applying.</source>
        <translation>Ce sont des Grizzly Bears face visible, et toujours une Grenouille 1/1 sans capacités jusqu&apos;à la fin du tour : les effets déjà appliqués continuent de s&apos;appliquer.</translation>
    </message>
    <message>
        <source>Every face-down card carries a public marker: its entry number (#1, #2, ...) and how it became face down. The number tells everyone which card is which; the method keeps clear how it became face down, as the rules require. When you turn one face up, you show all players the cost you turn it up for.</source>
        <translation>Chaque carte face cachée porte une marque publique : son numéro d&apos;entrée (#1, #2, ...) et la façon dont elle est devenue face cachée. Le numéro dit à tous quelle carte est laquelle ; la méthode garde clair comment elle est devenue face cachée, comme l&apos;exigent les règles. Quand vous en retournez une face visible, vous montrez à tous les joueurs le coût pour lequel vous la retournez.</translation>
    </message>
    <message>
        <source>You showed all players its morph cost as you turned it up: that showing is what lets your opponent check that the turn-up is legal. The marker keeps its method clear meanwhile.</source>
        <translation>En la retournant, vous avez montré son coût de mue à tous les joueurs : c&apos;est ce qui permet à votre adversaire de vérifier que le retournement est légal. En attendant, la marque garde sa méthode claire.</translation>
    </message>
    <message>
        <source>#2 is a Forest. A land is not a creature card, so the mana-cost route does not exist for it: you have no way to turn it up yourself, though an effect could (708.7).</source>
        <translation>#2 est un Forest. Un terrain n&apos;est pas une carte de créature, la voie du coût de mana n&apos;existe donc pas pour lui : vous n&apos;avez aucun moyen de le retourner face visible vous-même, mais un effet le pourrait (708.7).</translation>
    </message>
    <message>
        <source>A card with morph or megamorph can be cast face down as a 2/2 creature for {3} and later turned face up for its morph cost, whenever you have priority. Megamorph also puts a +1/+1 counter on it, but only when it is turned face up for its megamorph cost.</source>
        <translation>Une carte avec la mue ou la mégamue peut être lancée face cachée comme créature 2/2 pour {3}, puis retournée face visible pour son coût de mue, chaque fois que vous avez la priorité. La mégamue met en plus un marqueur +1/+1 dessus, mais seulement quand elle est retournée face visible pour son coût de mégamue.</translation>
    </message>
    <message>
        <source>Cast Den Protector face down using megamorph. Face down it is a 2/2 creature spell with no name, no abilities and no mana cost, so its mana value is 0; you pay {3} instead of its mana cost, an alternative cost.</source>
        <translation>Lancez Den Protector face cachée avec la mégamue. Face cachée, c&apos;est un sort de créature 2/2 sans nom, sans capacités et sans coût de mana, sa valeur de mana est donc 0 ; vous payez {3} à la place de son coût de mana, un coût alternatif.</translation>
    </message>
    <message>
        <source>The ward it had while face down is gone; face up it has its own abilities: menace, its enters ability, its dies ability and disguise. It did not enter the battlefield, so its enters ability does not trigger.</source>
        <translation>La garde qu&apos;il avait face cachée a disparu ; face visible, il a ses propres capacités : la menace, sa capacité d&apos;arrivée, sa capacité de « meurt » et le déguisement. Il n&apos;est pas arrivé sur le champ de bataille, sa capacité d&apos;arrivée ne se déclenche donc pas.</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action, not a kind of manifest: a cloaked card is put onto the battlefield as a face-down 2/2 with ward {2}, and abilities that trigger whenever you manifest don&apos;t see it. A cloaked creature card can be turned face up for its mana cost, and then the ward ends.</source>
        <translation>Voiler est une action à mot-clé à part entière, pas une façon de manifester : une carte voilée est mise sur le champ de bataille comme une 2/2 face cachée avec la garde {2}, et les capacités qui se déclenchent à chaque fois que vous manifestez ne la voient pas. Une carte de créature voilée peut être retournée face visible pour son coût de mana, et la garde prend alors fin.</translation>
    </message>
    <message>
        <source>Cast Break Down the Door from your hand, choosing its third mode, manifest dread, as you cast it.</source>
        <translation>Lancez Break Down the Door depuis votre main, en choisissant en le lançant son troisième mode, manifester l&apos;effroi.</translation>
    </message>
    <message>
        <source>With one card left you look at it and must manifest it; you can&apos;t put it into your graveyard instead, and nothing goes there.</source>
        <translation>S&apos;il ne reste qu&apos;une carte, vous la regardez et devez la manifester ; vous ne pouvez pas la mettre dans votre cimetière à la place, et rien n&apos;y va.</translation>
    </message>
    <message>
        <source>Nothing happens: nothing is manifested and nothing goes to the graveyard. Only a player who had to draw from an empty library loses for it, and manifest dread draws nothing, so you don&apos;t lose. Abilities that trigger whenever you manifest dread still trigger.</source>
        <translation>Il ne se passe rien : rien n&apos;est manifesté et rien ne va au cimetière. Seul un joueur qui a dû piocher dans une bibliothèque vide perd pour cela, et manifester l&apos;effroi ne pioche rien, vous ne perdez donc pas. Les capacités qui se déclenchent à chaque fois que vous manifestez l&apos;effroi se déclenchent quand même.</translation>
    </message>
    <message>
        <source>Activate Primordial Mist&apos;s ability: exiling a face-down permanent you control face up is its cost, and once the ability resolves you may play that card this turn. Exile your #1.</source>
        <translation>Activez la capacité de Primordial Mist : exiler face visible un permanent face cachée que vous contrôlez en est le coût, et une fois la capacité résolue, vous pouvez jouer cette carte ce tour-ci. Exilez votre #1.</translation>
    </message>
    <message>
        <source>It was a Forest, now face up in exile. Exiling it paid the cost; the permission to play it comes when the ability resolves. This is not turning it face up, so &apos;when turned face up&apos; abilities don&apos;t trigger.</source>
        <translation>C&apos;était un Forest, maintenant face visible en exil. L&apos;exiler a payé le coût ; la permission de le jouer vient quand la capacité se résout. Ce n&apos;est pas un retournement face visible, les capacités « quand il est retourné face visible » ne se déclenchent donc pas.</translation>
    </message>
    <message>
        <source>Mist&apos;s ability has resolved. It is your main phase, the stack is empty and you haven&apos;t played a land this turn: play the Forest from exile.</source>
        <translation>La capacité de Mist s&apos;est résolue. C&apos;est votre phase principale, la pile est vide et vous n&apos;avez pas joué de terrain ce tour-ci : jouez le Forest depuis l&apos;exil.</translation>
    </message>
    <message>
        <source>Whenever you cast an instant or sorcery spell from your hand, Cryptic Pursuit manifests the top card of your library. Whenever a face-down creature you control dies, whatever its card is, it triggers; as the trigger resolves, it exiles the card if it is an instant or sorcery card, and you may cast it until the end of your next turn.</source>
        <translation>À chaque fois que vous lancez un sort d&apos;éphémère ou de rituel depuis votre main, Cryptic Pursuit manifeste la carte du dessus de votre bibliothèque. À chaque fois qu&apos;une créature face cachée que vous contrôlez meurt, quelle que soit sa carte, il se déclenche ; quand la capacité se résout, il exile la carte si c&apos;est une carte d&apos;éphémère ou de rituel, et vous pouvez la lancer jusqu&apos;à la fin de votre prochain tour.</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: a Counterspell. A face-down creature you controlled died, so Cryptic Pursuit triggers, as it would for any card; as the trigger resolves, the card is an instant card, so it is exiled, and you may cast it until the end of your next turn.</source>
        <translation>Il a été révélé en quittant le champ de bataille : un Counterspell. Une créature face cachée que vous contrôliez est morte, Cryptic Pursuit se déclenche donc, comme il le ferait pour n&apos;importe quelle carte ; quand la capacité se résout, la carte est une carte d&apos;éphémère, elle est donc exilée, et vous pouvez la lancer jusqu&apos;à la fin de votre prochain tour.</translation>
    </message>
    <message>
        <source>You may move your cards around the table, but face-down permanents must never be shuffled or swapped, on purpose or by accident: which card is which, and the order they arrived in, must always stay clear.</source>
        <translation>Vous pouvez déplacer vos cartes sur la table, mais les permanents face cachée ne doivent jamais être mélangés ni échangés, ni volontairement ni par accident : quelle carte est laquelle, et l&apos;ordre dans lequel elles sont arrivées, doivent toujours rester clairs.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart, choosing your face-down #1 as its target as you cast it: it makes a token that&apos;s a copy of target creature you control.</source>
        <translation>Lancez Cackling Counterpart en choisissant, en le lançant, votre #1 face cachée comme cible : il crée un jeton qui est une copie de la créature ciblée que vous contrôlez.</translation>
    </message>
    <message>
        <source>Face down, #1 had no morph to lose; but Turn to Frog&apos;s effect keeps applying when it turns face up, so face up it would have no morph, and it can&apos;t be turned up for its morph cost until the effect ends.</source>
        <translation>Face cachée, #1 n&apos;avait pas de mue à perdre ; mais l&apos;effet de Turn to Frog continue de s&apos;appliquer quand elle est retournée face visible, donc face visible elle n&apos;aurait pas la mue, et elle ne peut pas être retournée pour son coût de mue tant que l&apos;effet dure.</translation>
    </message>
    <message>
        <source>Move on to the next turn: Turn to Frog ends at the end of this turn.</source>
        <translation>Passez au tour suivant : Turn to Frog prend fin à la fin de ce tour.</translation>
    </message>
    <message>
        <source>Pass the turn.</source>
        <translation>Passez le tour.</translation>
    </message>
    <message>
        <source>#1 is a plain face-down 2/2 again.</source>
        <translation>#1 est de nouveau une simple 2/2 face cachée.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s upkeep. #1 would have morph again: turn it face up for its morph cost {2}{W}{W}.</source>
        <translation>C&apos;est l&apos;entretien de votre adversaire. #1 aurait de nouveau la mue : retournez-la face visible pour son coût de mue {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost.</source>
        <translation>Retournez #1 face visible pour son coût de mue.</translation>
    </message>
    <message>
        <source>With Turn to Frog gone, the morph route is open again.</source>
        <translation>Turn to Frog terminé, la voie de la mue est de nouveau ouverte.</translation>
    </message>
    <message>
        <source>The token copy is face up: it was never face down, so there is nothing to turn up.</source>
        <translation>Le jeton copie est face visible : il n&apos;a jamais été face cachée, il n&apos;y a donc rien à retourner.</translation>
    </message>
    <message>
        <source>Searching and shuffling</source>
        <translation>Chercher et mélanger</translation>
    </message>
    <message>
        <source>A search lets you look at every card of your library, but the card you find is revealed only when the effect says so; a search for a card with a stated quality may find nothing, a search for &quot;a card&quot; must find one if it can. Then the library is shuffled, and after a shuffle nobody knows which card is where, not even a card everyone saw go there.</source>
        <translation>Une recherche vous permet de regarder chaque carte de votre bibliothèque, mais la carte trouvée n&apos;est révélée que si l&apos;effet le dit ; une recherche d&apos;une carte ayant une qualité donnée peut ne rien trouver, une recherche d&apos;« une carte » doit en trouver une si possible. Ensuite la bibliothèque est mélangée, et après un mélange personne ne sait quelle carte est où, pas même une carte que tout le monde a vue y aller.</translation>
    </message>
    <message>
        <source>Your opponent casts Griptide on your face-down #1, and it resolves: it puts that creature on top of its owner&apos;s library. Put your #1 on top of your library.</source>
        <translation>Votre adversaire lance Griptide sur votre #1 face cachée, et il se résout : il met cette créature au-dessus de la bibliothèque de son propriétaire. Mettez votre #1 au-dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>Move #1 to the top of your library.</source>
        <translation>Mettez #1 au-dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed.</source>
        <translation>Un permanent face cachée qui quitte le champ de bataille est révélé.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone (708.9): everyone saw that the card now on top of your library is Grizzly Bears.</source>
        <translation>Un permanent face cachée qui quitte le champ de bataille est révélé à tous (708.9) : tout le monde a vu que la carte maintenant au-dessus de votre bibliothèque est Grizzly Bears.</translation>
    </message>
    <message>
        <source>You cast Demonic Tutor, and it resolves: search your library for a card, put that card into your hand, then shuffle. Find the Lightning Bolt. Demonic Tutor doesn&apos;t say to reveal the card.</source>
        <translation>Vous lancez Demonic Tutor, et il se résout : cherchez une carte dans votre bibliothèque, mettez-la dans votre main, puis mélangez. Trouvez le Lightning Bolt. Demonic Tutor ne dit pas de révéler la carte.</translation>
    </message>
    <message>
        <source>Search your library, take the Lightning Bolt to your hand, don&apos;t reveal it, and shuffle.</source>
        <translation>Cherchez dans votre bibliothèque, prenez le Lightning Bolt en main sans le révéler, et mélangez.</translation>
    </message>
    <message>
        <source>The search is for &quot;a card&quot;: you must find one.</source>
        <translation>La recherche porte sur « une carte » : vous devez en trouver une.</translation>
    </message>
    <message>
        <source>Your opponent doesn&apos;t know which card you took: a found card is revealed only if the effect says so (701.23e). And the shuffle made the Grizzly Bears everyone saw just one more unknown card: after a shuffle no player knows the library&apos;s order (701.24a), and a revealed card that is reordered stops being revealed (701.20d).</source>
        <translation>Votre adversaire ne sait pas quelle carte vous avez prise : une carte trouvée n&apos;est révélée que si l&apos;effet le dit (701.23e). Et le mélange a fait des Grizzly Bears que tout le monde a vus une carte inconnue de plus : après un mélange aucun joueur ne connaît l&apos;ordre de la bibliothèque (701.24a), et une carte révélée qui est réordonnée cesse d&apos;être révélée (701.20d).</translation>
    </message>
    <message>
        <source>Demonic Tutor searches for &quot;a card&quot;, with no stated quality: while your library holds a card, you must find one (701.23d).</source>
        <translation>Demonic Tutor cherche « une carte », sans qualité donnée : tant que votre bibliothèque contient une carte, vous devez en trouver une (701.23d).</translation>
    </message>
    <message>
        <source>That is true of a search for cards with a stated quality (701.23b). Demonic Tutor searches simply for &quot;a card&quot;: while your library holds a card, you must find one (701.23d).</source>
        <translation>C&apos;est vrai d&apos;une recherche de cartes ayant une qualité donnée (701.23b). Demonic Tutor cherche simplement « une carte » : tant que votre bibliothèque contient une carte, vous devez en trouver une (701.23d).</translation>
    </message>
    <message>
        <source>You cast Lay of the Land, and it resolves: search your library for a basic land card, reveal it, put it into your hand, then shuffle. Find the Forest and reveal it.</source>
        <translation>Vous lancez Lay of the Land, et il se résout : cherchez une carte de terrain de base dans votre bibliothèque, révélez-la, mettez-la dans votre main, puis mélangez. Trouvez le Forest et révélez-le.</translation>
    </message>
    <message>
        <source>Search your library, take the Forest to your hand and reveal it, then shuffle.</source>
        <translation>Cherchez dans votre bibliothèque, prenez le Forest en main en le révélant, puis mélangez.</translation>
    </message>
    <message>
        <source>This time the card tells you to reveal what you find.</source>
        <translation>Cette fois, la carte vous dit de révéler ce que vous trouvez.</translation>
    </message>
    <message>
        <source>Lay of the Land says to reveal the card, so everyone saw the Forest on its way to your hand.</source>
        <translation>Lay of the Land dit de révéler la carte : tout le monde a vu le Forest aller dans votre main.</translation>
    </message>
    <message>
        <source>You cast your second Lay of the Land, and it resolves. You decide to leave the Island in your library: find nothing, then shuffle.</source>
        <translation>Vous lancez votre deuxième Lay of the Land, et il se résout. Vous décidez de laisser l&apos;Island dans votre bibliothèque : ne trouvez rien, puis mélangez.</translation>
    </message>
    <message>
        <source>Search your library and find nothing (fail to find), then shuffle.</source>
        <translation>Cherchez dans votre bibliothèque et ne trouvez rien, puis mélangez.</translation>
    </message>
    <message>
        <source>A basic land card is a card with a stated quality.</source>
        <translation>Une carte de terrain de base est une carte ayant une qualité donnée.</translation>
    </message>
    <message>
        <source>A search for cards with a stated quality, here a basic land card, may find nothing even when such a card is there (701.23b). You still shuffle, and nobody knows the order of your library (701.24a).</source>
        <translation>Une recherche de cartes ayant une qualité donnée, ici une carte de terrain de base, peut ne rien trouver même quand une telle carte est là (701.23b). Vous mélangez quand même, et personne ne connaît l&apos;ordre de votre bibliothèque (701.24a).</translation>
    </message>
    <message>
        <source>Looking at the top, scry and surveil</source>
        <translation>Regarder le dessus, regard et surveillance</translation>
    </message>
    <message>
        <source>Looking at the top cards of your library shows them to you alone. You decide where they go only after you&apos;ve looked: scry puts them on the top or the bottom, surveil on the top or into the graveyard. Cards you put back on top or at the bottom are known to you alone, until the library is shuffled.</source>
        <translation>Regarder les cartes du dessus de votre bibliothèque vous les montre à vous seul. Vous décidez où elles vont seulement après avoir regardé : le regard les met au-dessus ou au-dessous, la surveillance au-dessus ou au cimetière. Les cartes que vous remettez au-dessus ou au-dessous ne sont connues que de vous, jusqu&apos;à ce que la bibliothèque soit mélangée.</translation>
    </message>
    <message>
        <source>You cast Preordain, and it resolves: scry 2, then draw a card. To scry 2, first look at the top two cards of your library.</source>
        <translation>Vous lancez Preordain, et il se résout : regard 2, puis piochez une carte. Pour le regard 2, regardez d&apos;abord les deux cartes du dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>Look at the top 2 cards of your library.</source>
        <translation>Regardez les 2 cartes du dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>Scrying starts with a look; you choose where the cards go after.</source>
        <translation>Le regard commence par regarder ; vous choisissez ensuite où vont les cartes.</translation>
    </message>
    <message>
        <source>You see Lightning Bolt and Forest. Looking shows a card only to the player who looks (701.20e): your opponent doesn&apos;t know them.</source>
        <translation>Vous voyez Lightning Bolt et Forest. Regarder ne montre une carte qu&apos;au joueur qui regarde (701.20e) : votre adversaire ne les connaît pas.</translation>
    </message>
    <message>
        <source>You haven&apos;t looked at those cards yet: to scry, you first look at the top cards (701.22a), and until then no player may look at the cards in your library (401.2).</source>
        <translation>Vous n&apos;avez pas encore regardé ces cartes : pour le regard, vous regardez d&apos;abord les cartes du dessus (701.22a), et jusque-là aucun joueur ne peut regarder les cartes de votre bibliothèque (401.2).</translation>
    </message>
    <message>
        <source>Finish the scry: put the Forest back on top and the Lightning Bolt on the bottom of your library.</source>
        <translation>Terminez le regard : remettez le Forest au-dessus et le Lightning Bolt au-dessous de votre bibliothèque.</translation>
    </message>
    <message>
        <source>Forest on top, Lightning Bolt on the bottom.</source>
        <translation>Forest au-dessus, Lightning Bolt au-dessous.</translation>
    </message>
    <message>
        <source>Both cards you looked at go back: each one on the top or on the bottom.</source>
        <translation>Les deux cartes regardées reviennent : chacune au-dessus ou au-dessous.</translation>
    </message>
    <message>
        <source>Your opponent knows you scried 2, but not which cards went where: the Forest on top and the Bolt at the bottom are known to you alone.</source>
        <translation>Votre adversaire sait que vous avez fait un regard 2, mais pas quelle carte est allée où : le Forest au-dessus et le Bolt au-dessous ne sont connus que de vous.</translation>
    </message>
    <message>
        <source>Scry 2 puts back both cards you looked at, any number of them on the bottom and the rest on top (701.22a): say where the Lightning Bolt goes too.</source>
        <translation>Le regard 2 remet les deux cartes regardées, autant que vous voulez au-dessous et le reste au-dessus (701.22a) : dites aussi où va le Lightning Bolt.</translation>
    </message>
    <message>
        <source>Preordain&apos;s last part: draw a card.</source>
        <translation>Dernière partie de Preordain : piochez une carte.</translation>
    </message>
    <message>
        <source>Draw a card: the top card of your library goes into your hand.</source>
        <translation>Piochez une carte : la carte du dessus de votre bibliothèque va dans votre main.</translation>
    </message>
    <message>
        <source>You drew the Forest you had put on top. The Lightning Bolt at the bottom of your library is still known to you, and only to you.</source>
        <translation>Vous avez pioché le Forest que vous aviez mis au-dessus. Le Lightning Bolt au-dessous de votre bibliothèque vous est toujours connu, et à vous seul.</translation>
    </message>
    <message>
        <source>You cast Consider, and it resolves: surveil 1, then draw a card. Look at the top card of your library.</source>
        <translation>Vous lancez Consider, et il se résout : surveillance 1, puis piochez une carte. Regardez la carte du dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>Look at the top card of your library.</source>
        <translation>Regardez la carte du dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>It is Grizzly Bears, and only you know it.</source>
        <translation>Ce sont des Grizzly Bears, et vous seul le savez.</translation>
    </message>
    <message>
        <source>Surveil also starts with looking at the top card (701.25a): you choose where it goes only after you&apos;ve seen it.</source>
        <translation>La surveillance commence aussi par regarder la carte du dessus (701.25a) : vous choisissez où elle va seulement après l&apos;avoir vue.</translation>
    </message>
    <message>
        <source>Put the Grizzly Bears into your graveyard.</source>
        <translation>Mettez les Grizzly Bears dans votre cimetière.</translation>
    </message>
    <message>
        <source>Surveil: the card you looked at goes into your graveyard.</source>
        <translation>Surveillance : la carte regardée va dans votre cimetière.</translation>
    </message>
    <message>
        <source>The graveyard is a public zone, so everyone sees the Grizzly Bears now (400.2).</source>
        <translation>Le cimetière est une zone publique : tout le monde voit maintenant les Grizzly Bears (400.2).</translation>
    </message>
    <message>
        <source>Consider&apos;s last part: draw a card.</source>
        <translation>Dernière partie de Consider : piochez une carte.</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Piochez une carte.</translation>
    </message>
    <message>
        <source>You drew a card you hadn&apos;t seen: an Island.</source>
        <translation>Vous avez pioché une carte que vous n&apos;aviez pas vue : une Island.</translation>
    </message>
    <message>
        <source>Say an effect now tells you to shuffle your library. Shuffle it, and see what happens to what you knew.</source>
        <translation>Supposons qu&apos;un effet vous dise maintenant de mélanger votre bibliothèque. Mélangez-la et voyez ce que devient ce que vous saviez.</translation>
    </message>
    <message>
        <source>Shuffle your library.</source>
        <translation>Mélangez votre bibliothèque.</translation>
    </message>
    <message>
        <source>After a shuffle no player knows the order of the library&apos;s cards (701.24a): you no longer know where your Lightning Bolt is.</source>
        <translation>Après un mélange aucun joueur ne connaît l&apos;ordre des cartes de la bibliothèque (701.24a) : vous ne savez plus où est votre Lightning Bolt.</translation>
    </message>
    <message>
        <source>The London mulligan</source>
        <translation>Le mulligan de Londres</translation>
    </message>
    <message>
        <source>Unhappy with the hand you drew? Take a mulligan: shuffle your hand into your library, draw a new hand of seven, then put as many of those cards on the bottom of your library as the mulligans you have taken, in the order you choose. Nobody else learns which cards went there. Once everyone has kept, the game begins; in a two-player game the starting player skips the draw step of their first turn.</source>
        <translation>Mécontent de la main que vous avez piochée ? Faites un mulligan : mélangez votre main dans votre bibliothèque, piochez une nouvelle main de sept cartes, puis mettez au-dessous de votre bibliothèque, dans l&apos;ordre de votre choix, autant de ces cartes que de mulligans faits. Personne d&apos;autre ne sait quelles cartes y sont allées. Quand tout le monde a gardé, la partie commence ; dans une partie à deux joueurs, le joueur qui commence passe l&apos;étape de pioche de son premier tour.</translation>
    </message>
    <message>
        <source>You are the starting player, so you declare first. Your hand has six lands and a Grizzly Bears: take a mulligan.</source>
        <translation>Vous êtes le joueur qui commence, vous décidez donc en premier. Votre main a six terrains et des Grizzly Bears : faites un mulligan.</translation>
    </message>
    <message>
        <source>Take a mulligan: your hand is shuffled into your library and you draw seven.</source>
        <translation>Faites un mulligan : votre main est mélangée dans votre bibliothèque et vous piochez sept cartes.</translation>
    </message>
    <message>
        <source>Your hand went into your library, the library was shuffled and you drew seven. In this lesson your library held no other cards, so the new seven are the same cards; in a game they would be seven random cards from your whole library.</source>
        <translation>Votre main est allée dans votre bibliothèque, la bibliothèque a été mélangée et vous avez pioché sept cartes. Dans cette leçon votre bibliothèque ne contenait pas d&apos;autres cartes, les sept nouvelles sont donc les mêmes ; dans une partie, ce seraient sept cartes au hasard de toute votre bibliothèque.</translation>
    </message>
    <message>
        <source>Cards go to the bottom of your library only as part of a mulligan, one for each mulligan you have taken (103.5), and you haven&apos;t taken one yet.</source>
        <translation>Des cartes ne vont au-dessous de votre bibliothèque que dans le cadre d&apos;un mulligan, une par mulligan fait (103.5), et vous n&apos;en avez pas encore fait.</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so before anything else put one card of your new hand on the bottom of your library: the Mountain.</source>
        <translation>Vous avez fait un mulligan : avant toute chose, mettez une carte de votre nouvelle main au-dessous de votre bibliothèque : la Mountain.</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom of your library.</source>
        <translation>Mettez la Mountain au-dessous de votre bibliothèque.</translation>
    </message>
    <message>
        <source>One mulligan: one card.</source>
        <translation>Un mulligan : une carte.</translation>
    </message>
    <message>
        <source>Nothing reveals the card you put on the bottom, and your opponent can look neither at your hand (402.3) nor into your library (401.2): you alone know the Mountain is there.</source>
        <translation>Rien ne révèle la carte que vous mettez au-dessous, et votre adversaire ne peut regarder ni votre main (402.3) ni votre bibliothèque (401.2) : vous seul savez que la Mountain est là.</translation>
    </message>
    <message>
        <source>Putting cards on the bottom is part of taking the mulligan (103.5): keep only once your card is on the bottom.</source>
        <translation>Mettre des cartes au-dessous fait partie du mulligan (103.5) : ne gardez qu&apos;une fois votre carte au-dessous.</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so one card goes to the bottom (103.5). Here every mulligan counts: only in a multiplayer game, or in any Brawl game, does the first mulligan not count toward the cards you put on the bottom (103.5c).</source>
        <translation>Vous avez fait un mulligan, une carte va donc au-dessous (103.5). Ici chaque mulligan compte : ce n&apos;est que dans une partie multijoueur, ou dans toute partie de Brawl, que le premier mulligan ne compte pas pour les cartes mises au-dessous (103.5c).</translation>
    </message>
    <message>
        <source>Still six lands and one spell. Take a second mulligan.</source>
        <translation>Toujours six terrains et un sort. Faites un deuxième mulligan.</translation>
    </message>
    <message>
        <source>Take another mulligan.</source>
        <translation>Faites un autre mulligan.</translation>
    </message>
    <message>
        <source>Your hand was shuffled into your library, Mountain and all, and you drew seven again.</source>
        <translation>Votre main a été mélangée dans votre bibliothèque, Mountain comprise, et vous avez de nouveau pioché sept cartes.</translation>
    </message>
    <message>
        <source>You have taken two mulligans: put two cards on the bottom of your library, in the order you choose: first the Mountain, then an Island under it.</source>
        <translation>Vous avez fait deux mulligans : mettez deux cartes au-dessous de votre bibliothèque, dans l&apos;ordre de votre choix : d&apos;abord la Mountain, puis une Island dessous.</translation>
    </message>
    <message>
        <source>Put the Mountain and then an Island on the bottom.</source>
        <translation>Mettez la Mountain puis une Island au-dessous.</translation>
    </message>
    <message>
        <source>Two mulligans: two cards.</source>
        <translation>Deux mulligans : deux cartes.</translation>
    </message>
    <message>
        <source>You chose their order (103.5), and it isn&apos;t revealed: just as when an effect puts several cards in one place in a library at once, their owner orders them without revealing the order (401.4).</source>
        <translation>Vous avez choisi leur ordre (103.5), et il n&apos;est pas révélé : comme quand un effet met plusieurs cartes au même endroit d&apos;une bibliothèque en même temps, leur propriétaire les ordonne sans révéler l&apos;ordre (401.4).</translation>
    </message>
    <message>
        <source>You have taken two mulligans, so two cards go to the bottom (103.5).</source>
        <translation>Vous avez fait deux mulligans, deux cartes vont donc au-dessous (103.5).</translation>
    </message>
    <message>
        <source>Your two cards go to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>Vos deux cartes vont d&apos;abord au-dessous : cela fait partie du mulligan (103.5).</translation>
    </message>
    <message>
        <source>Keep your five cards.</source>
        <translation>Gardez vos cinq cartes.</translation>
    </message>
    <message>
        <source>Keep your hand.</source>
        <translation>Gardez votre main.</translation>
    </message>
    <message>
        <source>These five cards are your opening hand.</source>
        <translation>Ces cinq cartes sont votre main de départ.</translation>
    </message>
    <message>
        <source>Your opponent keeps their seven. The game begins: go on to the first main phase of your first turn. In a two-player game the starting player skips the draw step of their first turn, so you draw no card.</source>
        <translation>Votre adversaire garde ses sept cartes. La partie commence : passez à la première phase principale de votre premier tour. Dans une partie à deux joueurs, le joueur qui commence passe l&apos;étape de pioche de son premier tour : vous ne piochez pas.</translation>
    </message>
    <message>
        <source>Go on to your first main phase.</source>
        <translation>Passez à votre première phase principale.</translation>
    </message>
    <message>
        <source>Turn 1 is yours, and as the starting player of a two-player game you skipped its draw step (103.8a).</source>
        <translation>Le tour 1 est le vôtre, et en tant que joueur qui commence une partie à deux joueurs, vous avez passé son étape de pioche (103.8a).</translation>
    </message>
    <message>
        <source>Once you keep, those cards are your opening hand and you may take no further mulligans (103.5).</source>
        <translation>Une fois que vous gardez, ces cartes sont votre main de départ et vous ne pouvez plus faire de mulligan (103.5).</translation>
    </message>
    <message>
        <source>Mulligans with three or more players</source>
        <translation>Mulligans à trois joueurs ou plus</translation>
    </message>
    <message>
        <source>In a game that begins with more than two players, the first mulligan you take is free: it doesn&apos;t count toward the cards you put on the bottom. And, except in Two-Headed Giant, nobody skips the draw step of their first turn, the starting player included.</source>
        <translation>Dans une partie qui commence avec plus de deux joueurs, votre premier mulligan est gratuit : il ne compte pas pour les cartes mises au-dessous. Et, sauf en Troll à deux têtes, personne ne passe l&apos;étape de pioche de son premier tour, pas même le joueur qui commence.</translation>
    </message>
    <message>
        <source>Three players: you are the starting player. Your opening hand has six lands and one spell: take a mulligan.</source>
        <translation>Trois joueurs : vous êtes le joueur qui commence. Votre main de départ a six terrains et un sort : faites un mulligan.</translation>
    </message>
    <message>
        <source>Take a mulligan.</source>
        <translation>Faites un mulligan.</translation>
    </message>
    <message>
        <source>You drew seven again (in this lesson your library held no other cards, so they are the same seven). This first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): none go there now.</source>
        <translation>Vous avez de nouveau pioché sept cartes (dans cette leçon votre bibliothèque ne contenait pas d&apos;autres cartes, ce sont donc les mêmes sept). Ce premier mulligan ne compte pas pour les cartes mises au-dessous (103.5c) : aucune n&apos;y va maintenant.</translation>
    </message>
    <message>
        <source>In a multiplayer game your first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): after it there is nothing to put there.</source>
        <translation>Dans une partie multijoueur, votre premier mulligan ne compte pas pour les cartes mises au-dessous (103.5c) : après lui, il n&apos;y a rien à y mettre.</translation>
    </message>
    <message>
        <source>Two mulligans, and only the second counts: put one card on the bottom of your library, the Mountain.</source>
        <translation>Deux mulligans, et seul le deuxième compte : mettez une carte au-dessous de votre bibliothèque, la Mountain.</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom.</source>
        <translation>Mettez la Mountain au-dessous.</translation>
    </message>
    <message>
        <source>The first mulligan was free: one card.</source>
        <translation>Le premier mulligan était gratuit : une carte.</translation>
    </message>
    <message>
        <source>Only you know which card went to the bottom.</source>
        <translation>Vous seul savez quelle carte est allée au-dessous.</translation>
    </message>
    <message>
        <source>In a multiplayer game the first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): two mulligans, one card.</source>
        <translation>Dans une partie multijoueur, le premier mulligan ne compte pas pour les cartes mises au-dessous (103.5c) : deux mulligans, une carte.</translation>
    </message>
    <message>
        <source>Your card goes to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>Votre carte va d&apos;abord au-dessous : cela fait partie du mulligan (103.5).</translation>
    </message>
    <message>
        <source>Keep your six cards.</source>
        <translation>Gardez vos six cartes.</translation>
    </message>
    <message>
        <source>These six cards are your opening hand.</source>
        <translation>Ces six cartes sont votre main de départ.</translation>
    </message>
    <message>
        <source>Both opponents keep. The game begins: go on to the draw step of your first turn.</source>
        <translation>Les deux adversaires gardent. La partie commence : passez à l&apos;étape de pioche de votre premier tour.</translation>
    </message>
    <message>
        <source>Go on to your draw step.</source>
        <translation>Passez à votre étape de pioche.</translation>
    </message>
    <message>
        <source>In a multiplayer game like this one (Two-Headed Giant aside), nobody skips the draw step of their first turn, not even the starting player: draw your card.</source>
        <translation>Dans une partie multijoueur comme celle-ci (Troll à deux têtes mis à part), personne ne passe l&apos;étape de pioche de son premier tour, pas même le joueur qui commence : piochez votre carte.</translation>
    </message>
    <message>
        <source>In this lesson your library held only the Mountain you put on the bottom, so you drew it back.</source>
        <translation>Dans cette leçon votre bibliothèque ne contenait que la Mountain mise au-dessous : vous l&apos;avez donc repiochée.</translation>
    </message>
    <message>
        <source>When you may turn a card face up</source>
        <translation>Quand vous pouvez retourner une carte face visible</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even on your opponent&apos;s turn and while a spell is waiting on the stack. No player gets priority in the untap step, so nobody can take that special action there.</source>
        <translation>Retourner face visible un permanent face cachée est une action spéciale : vous pouvez la faire chaque fois que vous avez la priorité, même pendant le tour de votre adversaire et pendant qu&apos;un sort attend sur la pile. Aucun joueur ne reçoit la priorité pendant l&apos;étape de dégagement : personne ne peut donc y faire cette action spéciale.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s untap step. Move on to their upkeep.</source>
        <translation>C&apos;est l&apos;étape de dégagement de votre adversaire. Passez à son entretien.</translation>
    </message>
    <message>
        <source>Go to the next step: the upkeep.</source>
        <translation>Allez à l&apos;étape suivante : l&apos;entretien.</translation>
    </message>
    <message>
        <source>Nobody gets priority in the untap step, so nobody can take the special action to turn a permanent face up there.</source>
        <translation>Personne ne reçoit la priorité pendant l&apos;étape de dégagement : personne ne peut donc y faire l&apos;action spéciale de retourner un permanent face visible.</translation>
    </message>
    <message>
        <source>In the upkeep the active player gets priority first; when they pass it, you get it.</source>
        <translation>Pendant l&apos;entretien, le joueur actif reçoit la priorité en premier ; quand il passe, vous la recevez.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and the special action needs priority. Wait for the upkeep.</source>
        <translation>Aucun joueur ne reçoit la priorité pendant l&apos;étape de dégagement (règle 502.4), et l&apos;action spéciale demande la priorité. Attendez l&apos;entretien.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and this special action needs priority too, whatever the cost. Wait for the upkeep.</source>
        <translation>Aucun joueur ne reçoit la priorité pendant l&apos;étape de dégagement (règle 502.4), et cette action spéciale demande aussi la priorité, quel que soit le coût. Attendez l&apos;entretien.</translation>
    </message>
    <message>
        <source>In the upkeep your opponent casts Lightning Bolt at #1. Bolt is on the stack and you have priority: turn #1 face up for its morph cost {2}{W}{W} in response.</source>
        <translation>Pendant l&apos;entretien, votre adversaire lance Lightning Bolt sur #1. Le Bolt est sur la pile et vous avez la priorité : en réponse, retournez #1 face visible pour son coût de mue {2}{W}{W}.</translation>
    </message>
    <message>
        <source>A special action doesn&apos;t use the stack: nobody can respond to it, and Bolt is still waiting to resolve.</source>
        <translation>Une action spéciale n&apos;utilise pas la pile : personne ne peut y répondre, et le Bolt attend toujours de se résoudre.</translation>
    </message>
    <message>
        <source>To turn #1 up you showed all players its morph cost, paid it and turned it face up: it is Exalted Angel, a 4/5, before Bolt resolves. Turning it up did not make a new object, so Bolt still resolves against it.</source>
        <translation>Pour retourner #1, vous avez montré son coût de mue à tous les joueurs, l&apos;avez payé et l&apos;avez retournée face visible : c&apos;est Exalted Angel, une 4/5, avant que le Bolt se résolve. La retourner n&apos;a pas créé de nouvel objet : le Bolt se résout donc toujours contre elle.</translation>
    </message>
    <message>
        <source>You could turn #2 up now too, but Bolt is aimed at #1: turning #2 up does not save #1.</source>
        <translation>Vous pourriez aussi retourner #2 maintenant, mais le Bolt vise #1 : retourner #2 ne sauve pas #1.</translation>
    </message>
    <message>
        <source>Bolt resolves: 3 damage to Exalted Angel, which survives with toughness 5. When you have priority again in the upkeep, turn #2 face up for its mana cost {1}{G}.</source>
        <translation>Le Bolt se résout : 3 blessures à Exalted Angel, qui survit avec son endurance de 5. Quand vous avez de nouveau la priorité pendant l&apos;entretien, retournez #2 face visible pour son coût de mana {1}{G}.</translation>
    </message>
    <message>
        <source>A manifested creature card can be turned up for its mana cost whenever you have priority, on any player&apos;s turn.</source>
        <translation>Une carte de créature manifestée peut être retournée pour son coût de mana chaque fois que vous avez la priorité, pendant le tour de n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>For the mana-cost route you show all players that the card is a creature card and what its mana cost is, pay that cost, then turn it face up. Once it is face up, everyone sees the card.</source>
        <translation>Pour la voie du coût de mana, vous montrez à tous les joueurs que la carte est une carte de créature et quel est son coût de mana, payez ce coût, puis la retournez face visible. Une fois face visible, tout le monde voit la carte.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph. A manifested creature card turns up for its mana cost.</source>
        <translation>Grizzly Bears n&apos;a pas la mue. Une carte de créature manifestée est retournée pour son coût de mana.</translation>
    </message>
    <message>
        <source>Manifested cards with morph or disguise: two ways up</source>
        <translation>Cartes manifestées avec la mue ou le déguisement : deux façons de les retourner</translation>
    </message>
    <message>
        <source>A manifested or cloaked permanent whose card is a creature card with a mana cost can be turned face up for that mana cost. If the card also has morph or disguise, it can be turned up for that cost as well: you choose either way.</source>
        <translation>Un permanent manifesté ou voilé dont la carte est une carte de créature avec un coût de mana peut être retourné face visible pour ce coût de mana. Si la carte a aussi la mue ou le déguisement, elle peut aussi être retournée pour ce coût : vous choisissez l&apos;une ou l&apos;autre.</translation>
    </message>
    <message>
        <source>#1 is a manifested Exalted Angel. Ask the table which ways #1 can be turned face up.</source>
        <translation>#1 est un Exalted Angel manifesté. Demandez à la table de quelles façons #1 peut être retourné face visible.</translation>
    </message>
    <message>
        <source>Ask for the turn-up routes of #1.</source>
        <translation>Demandez les façons de retourner #1.</translation>
    </message>
    <message>
        <source>Two ways: its mana cost {4}{W}{W}, because it is a creature card with a mana cost, or its morph cost {2}{W}{W}, because it has morph.</source>
        <translation>Deux façons : son coût de mana {4}{W}{W}, car c&apos;est une carte de créature avec un coût de mana, ou son coût de mue {2}{W}{W}, car il a la mue.</translation>
    </message>
    <message>
        <source>Turn #1 face up the cheaper way: for its morph cost {2}{W}{W}.</source>
        <translation>Retournez #1 face visible de la façon la moins chère : pour son coût de mue {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Use the morph route.</source>
        <translation>Utilisez la voie de la mue.</translation>
    </message>
    <message>
        <source>Morph costs {2}{W}{W}; the mana cost is {4}{W}{W}.</source>
        <translation>La mue coûte {2}{W}{W} ; le coût de mana est {4}{W}{W}.</translation>
    </message>
    <message>
        <source>Exalted Angel is face up, for {2}{W}{W}.</source>
        <translation>Exalted Angel est face visible, pour {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Paying the mana cost {4}{W}{W} is a legal way up too, but this step asks for the cheaper morph cost.</source>
        <translation>Payer le coût de mana {4}{W}{W} est aussi une façon légale, mais cette étape demande le coût de mue, moins cher.</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise: there is no disguise cost to pay.</source>
        <translation>Exalted Angel a la mue, pas le déguisement : il n&apos;y a pas de coût de déguisement à payer.</translation>
    </message>
    <message>
        <source>#2 is a cloaked Hunted Bonebrute, which has disguise. Turn it face up for its disguise cost {1}{B}.</source>
        <translation>#2 est un Hunted Bonebrute voilé, qui a le déguisement. Retournez-le face visible pour son coût de déguisement {1}{B}.</translation>
    </message>
    <message>
        <source>Use the disguise route.</source>
        <translation>Utilisez la voie du déguisement.</translation>
    </message>
    <message>
        <source>A cloaked card with disguise may be turned up for its disguise cost, as well as for its mana cost if it is a creature card.</source>
        <translation>Une carte voilée qui a le déguisement peut être retournée pour son coût de déguisement, et aussi pour son coût de mana si c&apos;est une carte de créature.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute is face up, and the ward {2} that cloak gave it has ended. It was put onto the battlefield face down, so its enters ability did not trigger, and turning it face up doesn&apos;t trigger it either.</source>
        <translation>Hunted Bonebrute est face visible, et la garde {2} que lui donnait le voile a pris fin. Il a été mis sur le champ de bataille face cachée, sa capacité d&apos;arrivée ne s&apos;est donc pas déclenchée, et le retourner ne la déclenche pas non plus.</translation>
    </message>
    <message>
        <source>Face-down spells on the stack</source>
        <translation>Sorts face cachée sur la pile</translation>
    </message>
    <message>
        <source>A card cast face down is a face-down spell: only its controller may look at it, and it normally can&apos;t be turned face up on the stack. If it is countered it is revealed to all players as it moves to the graveyard; if it resolves it becomes a face-down permanent and is not revealed.</source>
        <translation>Une carte lancée face cachée est un sort face cachée : seul son contrôleur peut la regarder, et normalement elle ne peut pas être retournée face visible sur la pile. Si elle est contrecarrée, elle est révélée à tous les joueurs en allant au cimetière ; si elle se résout, elle devient un permanent face cachée et n&apos;est pas révélée.</translation>
    </message>
    <message>
        <source>Cast Akroma, Angel of Fury face down for {3} with morph.</source>
        <translation>Lancez Akroma, Angel of Fury face cachée pour {3} avec la mue.</translation>
    </message>
    <message>
        <source>Cast Akroma face down (morph).</source>
        <translation>Lancez Akroma face cachée (mue).</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature spell for {3}.</source>
        <translation>Une carte avec la mue peut être lancée face cachée comme sort de créature 2/2 pour {3}.</translation>
    </message>
    <message>
        <source>On the stack it is a face-down 2/2 creature spell with no name and no abilities. You control it, so you may look at it; your opponent may not.</source>
        <translation>Sur la pile, c&apos;est un sort de créature 2/2 face cachée sans nom et sans capacités. Vous le contrôlez, vous pouvez donc le regarder ; votre adversaire non.</translation>
    </message>
    <message>
        <source>Casting Akroma face up for its mana cost is allowed, but then everyone sees it. This step asks you to cast it face down.</source>
        <translation>Lancer Akroma face visible pour son coût de mana est permis, mais alors tout le monde la voit. Cette étape vous demande de la lancer face cachée.</translation>
    </message>
    <message>
        <source>Your opponent casts Essence Scatter targeting your face-down spell. Look at your face-down spell on the stack.</source>
        <translation>Votre adversaire lance Essence Scatter en ciblant votre sort face cachée. Regardez votre sort face cachée sur la pile.</translation>
    </message>
    <message>
        <source>Look at your face-down spell.</source>
        <translation>Regardez votre sort face cachée.</translation>
    </message>
    <message>
        <source>You may look at a face-down spell you control at any time.</source>
        <translation>Vous pouvez regarder à tout moment un sort face cachée que vous contrôlez.</translation>
    </message>
    <message>
        <source>It is Akroma, Angel of Fury, whose card says it can&apos;t be countered. Face down that ability does not exist: it is a 2/2 creature spell with no abilities, so Essence Scatter can target it and counter it. That is why Akroma was chosen here.</source>
        <translation>C&apos;est Akroma, Angel of Fury, dont la carte dit qu&apos;elle ne peut pas être contrecarrée. Face cachée, cette capacité n&apos;existe pas : c&apos;est un sort de créature 2/2 sans capacités, Essence Scatter peut donc le cibler et le contrecarrer. C&apos;est pour cela qu&apos;Akroma a été choisie ici.</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: your opponent now knows it was Hunted Bonebrute. It died face down, a 2/2 whose only ability was ward, so its &apos;when this dies&apos; ability does not trigger: a dies ability looks back at the permanent as it was on the battlefield.</source>
        <translation>Il a été révélé en quittant le champ de bataille : votre adversaire sait maintenant que c&apos;était Hunted Bonebrute. Il est mort face cachée, une 2/2 dont la seule capacité était la garde, sa capacité « quand il meurt » ne se déclenche donc pas : une capacité de « meurt » regarde le permanent tel qu&apos;il était sur le champ de bataille.</translation>
    </message>
    <message>
        <source>Morph lets you turn a face-down permanent face up. Spells normally can&apos;t be turned face up (rule 708.7): it is still a spell on the stack.</source>
        <translation>La mue vous permet de retourner face visible un permanent face cachée. Les sorts ne peuvent normalement pas être retournés face visible (règle 708.7) : c&apos;est toujours un sort sur la pile.</translation>
    </message>
    <message>
        <source>Essence Scatter resolves and counters your spell. Put the countered face-down spell into your graveyard.</source>
        <translation>Essence Scatter se résout et contrecarre votre sort. Mettez le sort face cachée contrecarré dans votre cimetière.</translation>
    </message>
    <message>
        <source>Move the countered spell to the graveyard.</source>
        <translation>Mettez le sort contrecarré au cimetière.</translation>
    </message>
    <message>
        <source>A face-down spell that moves from the stack to any zone other than the battlefield is revealed to all players.</source>
        <translation>Un sort face cachée qui va de la pile vers une zone autre que le champ de bataille est révélé à tous les joueurs.</translation>
    </message>
    <message>
        <source>It was revealed to all players as it moved: your opponent now knows it was Akroma.</source>
        <translation>Il a été révélé à tous les joueurs en se déplaçant : votre adversaire sait maintenant que c&apos;était Akroma.</translation>
    </message>
    <message>
        <source>Now cast Exalted Angel face down for {3} with morph.</source>
        <translation>Lancez maintenant Exalted Angel face cachée pour {3} avec la mue.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down (morph).</source>
        <translation>Lancez Exalted Angel face cachée (mue).</translation>
    </message>
    <message>
        <source>A face-down 2/2 creature spell again.</source>
        <translation>De nouveau un sort de créature 2/2 face cachée.</translation>
    </message>
    <message>
        <source>Your opponent lets it resolve: it becomes a face-down permanent. Look at it.</source>
        <translation>Votre adversaire le laisse se résoudre : il devient un permanent face cachée. Regardez-le.</translation>
    </message>
    <message>
        <source>Look at your face-down creature.</source>
        <translation>Regardez votre créature face cachée.</translation>
    </message>
    <message>
        <source>Resolving, a face-down spell becomes a face-down permanent and is not revealed: only you know it is Exalted Angel.</source>
        <translation>En se résolvant, un sort face cachée devient un permanent face cachée et n&apos;est pas révélé : vous seul savez que c&apos;est Exalted Angel.</translation>
    </message>
    <message>
        <source>The legend rule after a turn-up, and copies of face-down permanents</source>
        <translation>La règle des légendes après un retournement, et les copies de permanents face cachée</translation>
    </message>
    <message>
        <source>Face-down permanents have no name and are not legendary, so the legend rule ignores them. Once you control two legendary permanents with the same name face up, you choose one and the rest are put into their owners&apos; graveyards. A copy of a face-down permanent copies only its face-down copiable values: a face-up colorless 2/2 creature with no name, plus ward {2} if it copies a disguised or cloaked permanent.</source>
        <translation>Les permanents face cachée n&apos;ont pas de nom et ne sont pas légendaires : la règle des légendes les ignore. Dès que vous contrôlez deux permanents légendaires face visible ayant le même nom, vous en choisissez un et les autres vont dans les cimetières de leurs propriétaires. Une copie d&apos;un permanent face cachée ne copie que ses valeurs copiables face cachée : une créature 2/2 incolore face visible sans nom, plus la garde {2} si elle copie un permanent déguisé ou voilé.</translation>
    </message>
    <message>
        <source>#1 and #2 are both Akroma, Angel of Fury, face down. Turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>#1 et #2 sont toutes deux Akroma, Angel of Fury, face cachée. Retournez #1 face visible pour son coût de mue {3}{R}{R}{R}.</translation>
    </message>
    <message>
        <source>#2 is still face down: it has no name and is not legendary, so the legend rule does not apply.</source>
        <translation>#2 est toujours face cachée : elle n&apos;a pas de nom et n&apos;est pas légendaire, la règle des légendes ne s&apos;applique donc pas.</translation>
    </message>
    <message>
        <source>#1 is face down because of morph. Morph lets you turn it up for its morph cost; no rule lets you turn it up for its mana cost.</source>
        <translation>#1 est face cachée à cause de la mue. La mue vous permet de la retourner pour son coût de mue ; aucune règle ne vous permet de la retourner pour son coût de mana.</translation>
    </message>
    <message>
        <source>Now turn #2 face up for its morph cost too.</source>
        <translation>Retournez maintenant aussi #2 face visible pour son coût de mue.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its morph cost.</source>
        <translation>Retournez #2 face visible pour son coût de mue.</translation>
    </message>
    <message>
        <source>You now control two legendary permanents named Akroma, Angel of Fury: the legend rule applies as state-based actions are checked.</source>
        <translation>Vous contrôlez maintenant deux permanents légendaires nommés Akroma, Angel of Fury : la règle des légendes s&apos;applique quand les actions basées sur un état sont vérifiées.</translation>
    </message>
    <message>
        <source>The legend rule: choose one of your two Akromas and put the other into your graveyard.</source>
        <translation>La règle des légendes : choisissez l&apos;une de vos deux Akroma et mettez l&apos;autre dans votre cimetière.</translation>
    </message>
    <message>
        <source>Move one Akroma to your graveyard.</source>
        <translation>Mettez une Akroma dans votre cimetière.</translation>
    </message>
    <message>
        <source>It is put into the graveyard; it is not destroyed or sacrificed.</source>
        <translation>Elle est mise au cimetière ; elle n&apos;est ni détruite ni sacrifiée.</translation>
    </message>
    <message>
        <source>One Akroma stays on the battlefield.</source>
        <translation>Une Akroma reste sur le champ de bataille.</translation>
    </message>
    <message>
        <source>Not #3: the legend rule puts only one of your two Akromas into the graveyard. #3 is face down, with no name, and is not legendary, and nothing else puts it there.</source>
        <translation>Pas #3 : la règle des légendes ne met au cimetière qu&apos;une de vos deux Akroma. #3 est face cachée, sans nom, pas légendaire, et rien d&apos;autre ne l&apos;y met.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart: it will make a token that&apos;s a copy of your face-down #3, a disguised Hunted Bonebrute.</source>
        <translation>Lancez Cackling Counterpart : il va créer un jeton qui est une copie de votre #3 face cachée, un Hunted Bonebrute déguisé.</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #3.</source>
        <translation>Il se résout : créez un jeton qui est une copie de #3.</translation>
    </message>
    <message>
        <source>Make a token copy of #3.</source>
        <translation>Créez un jeton copie de #3.</translation>
    </message>
    <message>
        <source>The token copies #3&apos;s face-down values: a face-up colorless 2/2 creature with no name and ward {2}. It is not a Hunted Bonebrute, and nothing about #3 is revealed.</source>
        <translation>Le jeton copie les valeurs face cachée de #3 : une créature 2/2 incolore face visible sans nom, avec la garde {2}. Ce n&apos;est pas un Hunted Bonebrute, et rien de #3 n&apos;est révélé.</translation>
    </message>
    <message>
        <source>Not while Cackling Counterpart is resolving: nobody has priority during a resolution, and turning a permanent face up needs priority. Make the copy first.</source>
        <translation>Pas pendant que Cackling Counterpart se résout : personne n&apos;a la priorité pendant une résolution, et retourner un permanent face visible demande la priorité. Créez d&apos;abord la copie.</translation>
    </message>
    <message>
        <source>Double-faced cards face down</source>
        <translation>Cartes recto verso face cachée</translation>
    </message>
    <message>
        <source>A double-faced card can be manifested or cloaked; it stays hidden, in an opaque sleeve or as a substitute card. While it is face down it can&apos;t transform; when it is turned face up, its front face is up, so its front face decides whether it can be turned up for its mana cost. A double-faced permanent can&apos;t be turned face down.</source>
        <translation>Une carte recto verso peut être manifestée ou voilée ; elle reste cachée, dans une pochette opaque ou sous forme de carte de substitution. Tant qu&apos;elle est face cachée, elle ne peut pas se transformer ; quand elle est retournée face visible, son recto est visible : c&apos;est donc son recto qui décide si elle peut être retournée pour son coût de mana. Un permanent recto verso ne peut pas être retourné face cachée.</translation>
    </message>
    <message>
        <source>#1 is a manifested Delver of Secrets, a double-faced card. Its front face is a creature with mana cost {U}: turn it face up for {U}.</source>
        <translation>#1 est un Delver of Secrets manifesté, une carte recto verso. Son recto est une créature de coût de mana {U} : retournez-le face visible pour {U}.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its mana cost.</source>
        <translation>Retournez #1 face visible pour son coût de mana.</translation>
    </message>
    <message>
        <source>The front face decides: Delver of Secrets is a creature with a mana cost.</source>
        <translation>Le recto décide : Delver of Secrets est une créature avec un coût de mana.</translation>
    </message>
    <message>
        <source>It is turned face up with its front face up: a 1/1 Delver of Secrets.</source>
        <translation>Il est retourné recto visible : un Delver of Secrets 1/1.</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform: nothing would happen. Turn it face up first.</source>
        <translation>Un permanent recto verso face cachée ne peut pas se transformer : il ne se passerait rien. Retournez-le d&apos;abord face visible.</translation>
    </message>
    <message>
        <source>Delver of Secrets has no morph. Its front face is a creature card with a mana cost, so it turns up for that mana cost.</source>
        <translation>Delver of Secrets n&apos;a pas la mue. Son recto est une carte de créature avec un coût de mana : il est retourné pour ce coût de mana.</translation>
    </message>
    <message>
        <source>An effect now tells you to transform #1. Transform it.</source>
        <translation>Un effet vous dit maintenant de transformer #1. Transformez-le.</translation>
    </message>
    <message>
        <source>Transform Delver of Secrets.</source>
        <translation>Transformez Delver of Secrets.</translation>
    </message>
    <message>
        <source>Face up, it can transform: it is now Insectile Aberration, a 3/2, and still the same permanent.</source>
        <translation>Face visible, il peut se transformer : c&apos;est maintenant Insectile Aberration, une 3/2, et toujours le même permanent.</translation>
    </message>
    <message>
        <source>An effect that tries to turn a double-faced permanent face down does nothing (rule 712.16), so this would not change the table; and this step asks you to transform it.</source>
        <translation>Un effet qui tente de retourner face cachée un permanent recto verso ne fait rien (règle 712.16) : la table ne changerait pas ; et cette étape vous demande de le transformer.</translation>
    </message>
    <message>
        <source>Leaving a multiplayer game, and the end of the game</source>
        <translation>Quitter une partie multijoueur, et la fin de la partie</translation>
    </message>
    <message>
        <source>If a player leaves the game, every face-down permanent and face-down spell that player owns is revealed to all players. At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>Si un joueur quitte la partie, chaque permanent et sort face cachée dont il est propriétaire est révélé à tous les joueurs. À la fin de la partie, chaque permanent et sort face cachée est révélé à tous les joueurs.</translation>
    </message>
    <message>
        <source>Four players are in the game. Look at your face-down #1.</source>
        <translation>Quatre joueurs sont dans la partie. Regardez votre #1 face cachée.</translation>
    </message>
    <message>
        <source>You may look at face-down permanents you control at any time, and at no one else&apos;s.</source>
        <translation>Vous pouvez regarder à tout moment les permanents face cachée que vous contrôlez, et ceux de personne d&apos;autre.</translation>
    </message>
    <message>
        <source>It is your manifested Grizzly Bears. Players B, C and D don&apos;t know it.</source>
        <translation>Ce sont vos Grizzly Bears manifestés. Les joueurs B, C et D ne le savent pas.</translation>
    </message>
    <message>
        <source>#3 is controlled by player C. You can&apos;t look at face-down permanents another player controls.</source>
        <translation>#3 est contrôlé par le joueur C. Vous ne pouvez pas regarder les permanents face cachée qu&apos;un autre joueur contrôle.</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. Everything C owns left the game with them, and their face-down permanent #3 and face-down spell were revealed to all players as they left. Now the game ends: end it.</source>
        <translation>Le joueur C concède et quitte la partie. Tout ce dont C est propriétaire a quitté la partie avec lui, et son permanent face cachée #3 et son sort face cachée ont été révélés à tous les joueurs à son départ. La partie se termine maintenant : terminez-la.</translation>
    </message>
    <message>
        <source>At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>À la fin de la partie, chaque permanent et sort face cachée est révélé à tous les joueurs.</translation>
    </message>
    <message>
        <source>Every face-down permanent was revealed: your #1 is a Grizzly Bears, and player B&apos;s cloaked #2 is a Forest. Everyone can check that each face-down card was what it was meant to be.</source>
        <translation>Chaque permanent face cachée a été révélé : votre #1 est des Grizzly Bears, et le #2 voilé du joueur B est un Forest. Chacun peut vérifier que chaque carte face cachée était bien ce qu&apos;elle devait être.</translation>
    </message>
    <message>
        <source>#2 is player B&apos;s: only its controller may take the special action to turn it face up. At the end of the game it is revealed anyway.</source>
        <translation>#2 est au joueur B : seul son contrôleur peut faire l&apos;action spéciale de le retourner face visible. À la fin de la partie, il est de toute façon révélé.</translation>
    </message>
    <message>
        <source>You may concede at any time, and then your face-down #1 would be revealed as you leave; but this step asks you to end the game for everyone.</source>
        <translation>Vous pouvez concéder à tout moment, et alors votre #1 face cachée serait révélé à votre départ ; mais cette étape vous demande de terminer la partie pour tout le monde.</translation>
    </message>
    <message>
        <source>Ward on disguised and cloaked permanents</source>
        <translation>La garde sur les permanents déguisés et voilés</translation>
    </message>
    <message>
        <source>A disguised or cloaked permanent has ward {2} while it is face down. When an opponent&apos;s spell targets it, ward triggers: the spell is countered unless that player pays {2}. Once the permanent is turned face up, that ward ends, unless the card itself has ward.</source>
        <translation>Un permanent déguisé ou voilé a la garde {2} tant qu&apos;il est face cachée. Quand le sort d&apos;un adversaire le cible, la garde se déclenche : le sort est contrecarré à moins que ce joueur ne paie {2}. Une fois le permanent retourné face visible, cette garde prend fin, sauf si la carte elle-même a la garde.</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #1. Face down, #1 has ward {2}, so ward triggers. Your opponent does not pay {2}: counter Murder.</source>
        <translation>Votre adversaire lance Murder en ciblant votre #1 déguisé. Face cachée, #1 a la garde {2} : la garde se déclenche. Votre adversaire ne paie pas {2} : contrecarrez Murder.</translation>
    </message>
    <message>
        <source>Counter Murder: put it from the stack into its owner&apos;s graveyard.</source>
        <translation>Contrecarrez Murder : mettez-le de la pile dans le cimetière de son propriétaire.</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent&apos;s spell targets it, counter that spell unless its controller pays {2}.</source>
        <translation>Garde {2} : quand un sort d&apos;un adversaire le cible, contrecarrez ce sort à moins que son contrôleur ne paie {2}.</translation>
    </message>
    <message>
        <source>Murder is countered and #1 stays on the battlefield, still face down: nothing about it was revealed.</source>
        <translation>Murder est contrecarré et #1 reste sur le champ de bataille, toujours face cachée : rien de lui n&apos;a été révélé.</translation>
    </message>
    <message>
        <source>Ward counters Murder, so Murder never destroys #1, and nothing else puts it into the graveyard: #1 stays on the battlefield, face down.</source>
        <translation>La garde contrecarre Murder : Murder ne détruit donc jamais #1, et rien d&apos;autre ne le met au cimetière : #1 reste sur le champ de bataille, face cachée.</translation>
    </message>
    <message>
        <source>Your opponent casts a second Murder at #1 and pays {2} for ward this time, so Murder is not countered. It resolves: put #1 into your graveyard.</source>
        <translation>Votre adversaire lance un deuxième Murder sur #1 et paie cette fois {2} pour la garde : Murder n&apos;est donc pas contrecarré. Il se résout : mettez #1 dans votre cimetière.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players.</source>
        <translation>Un permanent face cachée qui quitte le champ de bataille est révélé à tous les joueurs.</translation>
    </message>
    <message>
        <source>Your opponent paid {2}, so ward did not counter the second Murder, and it has already resolved: there is nothing on the stack to counter.</source>
        <translation>Votre adversaire a payé {2} : la garde n&apos;a donc pas contrecarré le deuxième Murder, et il s&apos;est déjà résolu : il n&apos;y a rien sur la pile à contrecarrer.</translation>
    </message>
    <message>
        <source>#2 is a cloaked Grizzly Bears with ward {2}. Turn it face up for its mana cost {1}{G}.</source>
        <translation>#2 est des Grizzly Bears voilés avec la garde {2}. Retournez-les face visible pour leur coût de mana {1}{G}.</translation>
    </message>
    <message>
        <source>Face up it is Grizzly Bears, which has no ward: the ward {2} that cloak gave it ended when it turned face up.</source>
        <translation>Face visible, ce sont des Grizzly Bears, qui n&apos;ont pas la garde : la garde {2} que leur donnait le voile a pris fin quand ils ont été retournés face visible.</translation>
    </message>
    <message>
        <source>Cloaked is not disguised: a cloaked creature card turns up for its mana cost, and Grizzly Bears has no disguise cost.</source>
        <translation>Voilé n&apos;est pas déguisé : une carte de créature voilée est retournée pour son coût de mana, et Grizzly Bears n&apos;a pas de coût de déguisement.</translation>
    </message>
    <message>
        <source>What to announce, and what to answer</source>
        <translation>Quoi annoncer, et à quoi répondre</translation>
    </message>
    <message>
        <source>When you cast a card face down, say how: with morph or with disguise. Everything that tells your face-down spells and permanents apart must stay clear to every player: what made each one face down, the order they were cast or entered, their counters, which attacked last turn. You answer those questions; what a face-down card is, you never have to say. A face-down permanent is revealed when it leaves the battlefield, and everything face down is revealed at the end of the game.</source>
        <translation>Quand vous lancez une carte face cachée, dites comment : avec la mue ou avec le déguisement. Tout ce qui distingue vos sorts et permanents face cachée doit rester clair pour chaque joueur : ce qui a rendu chacun face cachée, l&apos;ordre dans lequel ils ont été lancés ou sont arrivés, leurs marqueurs, lequel a attaqué au dernier tour. À ces questions, vous répondez ; ce qu&apos;est une carte face cachée, vous n&apos;avez jamais à le dire. Un permanent face cachée est révélé quand il quitte le champ de bataille, et tout ce qui est face cachée est révélé à la fin de la partie.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using its morph ability, and say so: &quot;a face-down spell, cast with morph&quot;. What made it face down must stay clear to your opponent; its name stays yours alone.</source>
        <translation>Lancez Exalted Angel face cachée grâce à sa capacité de mue, et annoncez-le : « un sort face cachée, lancé avec la mue ». Ce qui l&apos;a rendu face cachée doit rester clair pour votre adversaire ; son nom reste à vous seul.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph, for {3}.</source>
        <translation>Lancez Exalted Angel face cachée avec la mue, pour {3}.</translation>
    </message>
    <message>
        <source>The marker shows its entry number and how it became face down, &quot;morph&quot;; never its name.</source>
        <translation>Le marqueur montre son numéro d&apos;entrée et comment il est devenu face cachée, « mue » ; jamais son nom.</translation>
    </message>
    <message>
        <source>It is on the stack as #3, a face-down spell cast with morph. Your opponent knows how it became face down and when; only you know it is an Exalted Angel.</source>
        <translation>Il est sur la pile en tant que #3, un sort face cachée lancé avec la mue. Votre adversaire sait comment et quand il est devenu face cachée ; vous seul savez que c&apos;est un Exalted Angel.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph, and nothing else lets you cast it face down. Announcing &quot;morph&quot; for it would be false, and the card would be revealed when it leaves the battlefield and at the end of the game.</source>
        <translation>Grizzly Bears n&apos;a pas la mue, et rien d&apos;autre ne vous permet de la lancer face cachée. Annoncer « mue » pour elle serait faux, et la carte serait révélée quand elle quitte le champ de bataille et à la fin de la partie.</translation>
    </message>
    <message>
        <source>Your face-down spell resolves and becomes #3. Your manifested #1 attacked last turn and has a +1/+1 counter: those differences must stay clear too. The counter shows on it; write the note &quot;attacked last turn&quot; on #1.</source>
        <translation>Votre sort face cachée se résout et devient #3. Votre #1 manifesté a attaqué au dernier tour et a un marqueur +1/+1 : ces différences aussi doivent rester claires. Le marqueur se voit sur lui ; écrivez la note « a attaqué au dernier tour » sur #1.</translation>
    </message>
    <message>
        <source>Write a note on #1.</source>
        <translation>Écrivez une note sur #1.</translation>
    </message>
    <message>
        <source>Which face-down creature attacked last turn is one of the differences that must stay clear.</source>
        <translation>Savoir quelle créature face cachée a attaqué au dernier tour fait partie des différences qui doivent rester claires.</translation>
    </message>
    <message>
        <source>Anyone at the table can now tell #1 from #3: its order, how it became face down, its counter and what it did last turn. When your opponent asks about these, tell them.</source>
        <translation>Tout le monde à la table peut maintenant distinguer #1 de #3 : leur ordre, comment ils sont devenus face cachée, le marqueur de #1 et ce qu&apos;il a fait au dernier tour. Quand votre adversaire vous interroge sur ces points, répondez-lui.</translation>
    </message>
    <message>
        <source>Swapping #1 and #3 would hide which one attacked, which one has the counter and which one was cast with morph. Face-down permanents may never be mixed up.</source>
        <translation>Échanger #1 et #3 cacherait lequel a attaqué, lequel a le marqueur et lequel a été lancé avec la mue. Les permanents face cachée ne doivent jamais être mélangés.</translation>
    </message>
    <message>
        <source>Your opponent asks what #1 and #3 are. That you never have to tell while they are face down: only you may look at them. Look at #3.</source>
        <translation>Votre adversaire demande ce que sont #1 et #3. Cela, vous n&apos;avez jamais à le dire tant qu&apos;ils sont face cachée : vous seul pouvez les regarder. Regardez #3.</translation>
    </message>
    <message>
        <source>Look at #3.</source>
        <translation>Regardez #3.</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; nobody else may, unless an effect lets them.</source>
        <translation>Vous pouvez regarder à tout moment les sorts et permanents face cachée que vous contrôlez ; personne d&apos;autre ne le peut, sauf si un effet le permet.</translation>
    </message>
    <message>
        <source>Its identity is yours to keep until it leaves the battlefield or the game ends: then it is revealed to all players, and everyone can check that it could be cast with morph.</source>
        <translation>Son identité reste à vous jusqu&apos;à ce qu&apos;il quitte le champ de bataille ou que la partie se termine : il est alors révélé à tous les joueurs, et chacun peut vérifier qu&apos;il pouvait être lancé avec la mue.</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s. You may ask how it became face down (its marker says disguise), when it entered and what it did, but not what it is.</source>
        <translation>#2 est à votre adversaire. Vous pouvez demander comment il est devenu face cachée (son marqueur dit déguisement), quand il est arrivé et ce qu&apos;il a fait, mais pas ce qu&apos;il est.</translation>
    </message>
    <message>
        <source>Leaving a game with other players&apos; face-down cards</source>
        <translation>Quitter une partie avec les cartes face cachée d&apos;autres joueurs</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, everything they own leaves with them, and effects that gave them control of other players&apos; objects end: those objects stay in the game, usually back under their owners&apos; control. Every face-down permanent and spell the leaving player owns is revealed to all players, and by the official rulings, so is every face-down spell and permanent they control.</source>
        <translation>Quand un joueur quitte une partie multijoueur, tout ce dont il est propriétaire la quitte avec lui, et les effets qui lui donnaient le contrôle d&apos;objets d&apos;autres joueurs prennent fin : ces objets restent dans la partie, en général de nouveau sous le contrôle de leur propriétaire. Chaque permanent et sort face cachée dont le joueur qui part est propriétaire est révélé à tous les joueurs, et, selon les rulings officiels, chaque sort et permanent face cachée qu&apos;il contrôle l&apos;est aussi.</translation>
    </message>
    <message>
        <source>Four players are in the game. Earlier effects gave player C control of your manifested #1, and gave you control of player B&apos;s face-down #2. Look at #2.</source>
        <translation>Quatre joueurs sont dans la partie. Des effets antérieurs ont donné au joueur C le contrôle de votre #1 manifesté, et vous ont donné le contrôle du #2 face cachée du joueur B. Regardez #2.</translation>
    </message>
    <message>
        <source>Look at #2.</source>
        <translation>Regardez #2.</translation>
    </message>
    <message>
        <source>Control, not ownership, decides who may look at a face-down permanent.</source>
        <translation>C&apos;est le contrôle, non la propriété, qui décide qui peut regarder un permanent face cachée.</translation>
    </message>
    <message>
        <source>#2 is an Exalted Angel. Player B owns it, but you control it, so you may look at it. Your own #1 is now player C&apos;s to look at, not yours.</source>
        <translation>#2 est un Exalted Angel. Le joueur B en est propriétaire, mais vous le contrôlez, vous pouvez donc le regarder. Votre propre #1, c&apos;est maintenant au joueur C de le regarder, pas à vous.</translation>
    </message>
    <message>
        <source>#1 is your card, but player C controls it: while they do, only they may look at it.</source>
        <translation>#1 est votre carte, mais le joueur C la contrôle : tant qu&apos;il la contrôle, lui seul peut la regarder.</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. The cloaked #3 they owned left the game with them, revealed to all. The effect that gave them control of your #1 ended, so #1 is yours again, and by the rulings C revealed it too, as a face-down permanent they controlled. Look at #1.</source>
        <translation>Le joueur C concède et quitte la partie. Le #3 voilé dont il était propriétaire a quitté la partie avec lui, révélé à tous. L&apos;effet qui lui donnait le contrôle de votre #1 a pris fin : #1 est de nouveau à vous, et, selon les rulings, C l&apos;a révélé aussi, comme permanent face cachée qu&apos;il contrôlait. Regardez #1.</translation>
    </message>
    <message>
        <source>Look at #1: you control it again.</source>
        <translation>Regardez #1 : vous le contrôlez de nouveau.</translation>
    </message>
    <message>
        <source>When a player leaves, what they own leaves with them, and effects that gave them control of other players&apos; objects end.</source>
        <translation>Quand un joueur part, ce dont il est propriétaire quitte la partie avec lui, et les effets qui lui donnaient le contrôle d&apos;objets d&apos;autres joueurs prennent fin.</translation>
    </message>
    <message>
        <source>#1 is your Grizzly Bears, still face down on the battlefield under your control. Players B and D saw it as C left, and #3 was a Forest.</source>
        <translation>#1 est votre Grizzly Bears, toujours face cachée sur le champ de bataille sous votre contrôle. Les joueurs B et D l&apos;ont vu au départ de C, et #3 était une Forest.</translation>
    </message>
    <message>
        <source>Only objects the leaving player still controls after their control effects end are exiled. C&apos;s control of #1 ended as C left, so #1 stays on the battlefield, yours.</source>
        <translation>Seuls les objets que le joueur qui part contrôle encore une fois ses effets de contrôle terminés sont exilés. Le contrôle de C sur #1 a pris fin au départ de C : #1 reste donc sur le champ de bataille, à vous.</translation>
    </message>
    <message>
        <source>Now you concede and leave the game, while you still control player B&apos;s #2. Leave the game.</source>
        <translation>Maintenant, vous concédez et quittez la partie, alors que vous contrôlez encore le #2 du joueur B. Quittez la partie.</translation>
    </message>
    <message>
        <source>Concede: leave the game.</source>
        <translation>Concédez : quittez la partie.</translation>
    </message>
    <message>
        <source>What you own leaves the game with you, revealed; what you control but don&apos;t own goes back to its owner, and you reveal it too.</source>
        <translation>Ce dont vous êtes propriétaire quitte la partie avec vous, révélé ; ce que vous contrôlez sans en être propriétaire retourne à son propriétaire, et vous le révélez aussi.</translation>
    </message>
    <message>
        <source>Your #1 left the game with you, revealed. #2 stays on the battlefield, face down, under player B&apos;s control again, and you revealed it as you left: player D now knows it is an Exalted Angel.</source>
        <translation>Votre #1 a quitté la partie avec vous, révélé. #2 reste face cachée sur le champ de bataille, de nouveau sous le contrôle du joueur B, et vous l&apos;avez révélé en partant : le joueur D sait maintenant que c&apos;est un Exalted Angel.</translation>
    </message>
    <message>
        <source>Players B and D are still playing: only you leave, and the game goes on without you.</source>
        <translation>Les joueurs B et D jouent encore : vous seul partez, et la partie continue sans vous.</translation>
    </message>
    <message>
        <source>Responding with a turn-up</source>
        <translation>Répondre en retournant une carte face visible</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even with a spell on the stack, and it doesn&apos;t use the stack. A spell whose every target has become illegal by the time it would resolve doesn&apos;t resolve. An ability already on the stack, such as a ward trigger, resolves even if its source has changed. And a dies ability triggers only if the creature had it when it died: face down, it had no abilities.</source>
        <translation>Retourner face visible un permanent face cachée est une action spéciale : vous pouvez la faire chaque fois que vous avez la priorité, même avec un sort sur la pile, et elle n&apos;utilise pas la pile. Un sort dont toutes les cibles sont devenues illégales au moment de sa résolution ne se résout pas. Une capacité déjà sur la pile, comme un déclenchement de garde, se résout même si sa source a changé. Et une capacité « meurt » ne se déclenche que si la créature l&apos;avait quand elle est morte : face cachée, elle n&apos;avait aucune capacité.</translation>
    </message>
    <message>
        <source>Your opponent casts Swords to Plowshares targeting your face-down #1. Face down, #1 is a colorless 2/2 with no abilities, so it is a legal target. Respond before Swords resolves: turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>Votre adversaire lance Swords to Plowshares en ciblant votre #1 face cachée. Face cachée, #1 est une 2/2 incolore sans capacité, c&apos;est donc une cible légale. Répondez avant que Swords ne se résolve : retournez #1 face visible pour son coût de mue {3}{R}{R}{R}.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost while Swords to Plowshares is still on the stack.</source>
        <translation>Retournez #1 face visible pour son coût de mue pendant que Swords to Plowshares est encore sur la pile.</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, and it doesn&apos;t use the stack.</source>
        <translation>Retourner face visible un permanent face cachée est une action spéciale : vous pouvez la faire chaque fois que vous avez la priorité, et elle n&apos;utilise pas la pile.</translation>
    </message>
    <message>
        <source>#1 is Akroma, Angel of Fury, with protection from white, and Swords to Plowshares is still on the stack: turning face up didn&apos;t use the stack, so there was nothing for your opponent to respond to.</source>
        <translation>#1 est Akroma, Angel of Fury, avec la protection contre le blanc, et Swords to Plowshares est encore sur la pile : le retournement n&apos;a pas utilisé la pile, votre adversaire n&apos;avait donc rien à quoi répondre.</translation>
    </message>
    <message>
        <source>#1 was cast face down with morph: it turns face up only for its morph cost, {3}{R}{R}{R}, not for its mana cost.</source>
        <translation>#1 a été lancé face cachée avec la mue : il ne se retourne face visible que pour son coût de mue, {3}{R}{R}{R}, pas pour son coût de mana.</translation>
    </message>
    <message>
        <source>Swords to Plowshares tries to resolve. Its only target, Akroma, now has protection from white, so that target is illegal and Swords doesn&apos;t resolve. Put Swords to Plowshares into your opponent&apos;s graveyard.</source>
        <translation>Swords to Plowshares tente de se résoudre. Sa seule cible, Akroma, a maintenant la protection contre le blanc : cette cible est illégale et Swords ne se résout pas. Mettez Swords to Plowshares dans le cimetière de votre adversaire.</translation>
    </message>
    <message>
        <source>Move Swords to Plowshares from the stack to its owner&apos;s graveyard.</source>
        <translation>Mettez Swords to Plowshares de la pile dans le cimetière de son propriétaire.</translation>
    </message>
    <message>
        <source>A spell whose every target has become illegal doesn&apos;t resolve: it does nothing and goes to its owner&apos;s graveyard.</source>
        <translation>Un sort dont toutes les cibles sont devenues illégales ne se résout pas : il ne fait rien et va dans le cimetière de son propriétaire.</translation>
    </message>
    <message>
        <source>Swords to Plowshares did nothing: Akroma stays on the battlefield and nobody gains life. It was not countered; it simply didn&apos;t resolve.</source>
        <translation>Swords to Plowshares n&apos;a rien fait : Akroma reste sur le champ de bataille et personne ne gagne de points de vie. Il n&apos;a pas été contrecarré ; il ne s&apos;est simplement pas résolu.</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #2. Face down it has ward {2}, so ward triggers and its ability goes on the stack above Murder. If your opponent pays {2}, Murder will resolve; face up, Hunted Bonebrute would die with its dies ability. Turn #2 face up for its disguise cost {1}{B} now.</source>
        <translation>Votre adversaire lance Murder en ciblant votre #2 déguisé. Face cachée, il a la garde {2} : la garde se déclenche et sa capacité est mise sur la pile au-dessus de Murder. Si votre adversaire paie {2}, Murder se résoudra ; face visible, Hunted Bonebrute mourrait avec sa capacité « meurt ». Retournez #2 face visible pour son coût de déguisement {1}{B} maintenant.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its disguise cost.</source>
        <translation>Retournez #2 face visible pour son coût de déguisement.</translation>
    </message>
    <message>
        <source>The ward ability is already on the stack: it exists independently of #2 and resolves even though #2 no longer has ward.</source>
        <translation>La capacité de garde est déjà sur la pile : elle existe indépendamment de #2 et se résout même si #2 n&apos;a plus la garde.</translation>
    </message>
    <message>
        <source>#2 is Hunted Bonebrute, face up and without ward; the ward ability that triggered is still on the stack above Murder.</source>
        <translation>#2 est Hunted Bonebrute, face visible et sans garde ; la capacité de garde qui s&apos;est déclenchée est toujours sur la pile au-dessus de Murder.</translation>
    </message>
    <message>
        <source>Murder has not resolved: the ward ability above it on the stack resolves first, and nothing else puts #2 into your graveyard.</source>
        <translation>Murder ne s&apos;est pas résolu : la capacité de garde au-dessus de lui sur la pile se résout d&apos;abord, et rien d&apos;autre ne met #2 dans votre cimetière.</translation>
    </message>
    <message>
        <source>The ward ability resolves, and your opponent doesn&apos;t pay {2}. Counter Murder.</source>
        <translation>La capacité de garde se résout, et votre adversaire ne paie pas {2}. Contrecarrez Murder.</translation>
    </message>
    <message>
        <source>Once triggered, an ability doesn&apos;t depend on its source any more.</source>
        <translation>Une fois déclenchée, une capacité ne dépend plus de sa source.</translation>
    </message>
    <message>
        <source>Murder is countered by the ward ability, though #2 no longer has ward: once triggered, that ability was on the stack independently of its source.</source>
        <translation>Murder est contrecarré par la capacité de garde, bien que #2 n&apos;ait plus la garde : une fois déclenchée, cette capacité était sur la pile indépendamment de sa source.</translation>
    </message>
    <message>
        <source>Your opponent casts their second Murder at Hunted Bonebrute. Face up it has no ward, and Murder resolves: put Hunted Bonebrute into your graveyard.</source>
        <translation>Votre adversaire lance son second Murder sur Hunted Bonebrute. Face visible, elle n&apos;a pas la garde, et Murder se résout : mettez Hunted Bonebrute dans votre cimetière.</translation>
    </message>
    <message>
        <source>Move Hunted Bonebrute to your graveyard.</source>
        <translation>Mettez Hunted Bonebrute dans votre cimetière.</translation>
    </message>
    <message>
        <source>A dies ability looks back: it triggers if the creature had it just before it died.</source>
        <translation>Une capacité « meurt » regarde en arrière : elle se déclenche si la créature l&apos;avait juste avant de mourir.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute died face up, so its dies ability triggers: each opponent loses 3 life. Had it died face down, it would have had no abilities, and nothing would have triggered.</source>
        <translation>Hunted Bonebrute est morte face visible, sa capacité « meurt » se déclenche donc : chaque adversaire perd 3 points de vie. Si elle était morte face cachée, elle n&apos;aurait eu aucune capacité, et rien ne se serait déclenché.</translation>
    </message>
    <message>
        <source>Mana value 0 and no color</source>
        <translation>Valeur de mana 0 et aucune couleur</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has no mana cost, so its mana value is 0, and no colored mana symbols and no color indicator, so it is colorless. A spell that checks mana value, color or card type sees only these face-down values: Fatal Push destroys a face-down Exalted Angel, Essence Scatter can counter a face-down spell, and Negate can&apos;t target one.</source>
        <translation>Un sort ou un permanent face cachée n&apos;a pas de coût de mana, sa valeur de mana est donc 0, ni symbole de mana coloré ni indicateur de couleur, il est donc incolore. Un sort qui vérifie la valeur de mana, la couleur ou le type de carte ne voit que ces valeurs face cachée : Fatal Push détruit un Exalted Angel face cachée, Essence Scatter peut contrecarrer un sort face cachée, et Negate ne peut pas en cibler un.</translation>
    </message>
    <message>
        <source>Player B controls the face-down creature #1. Fatal Push destroys target creature if it has mana value 2 or less. Cast Fatal Push targeting #1.</source>
        <translation>Le joueur B contrôle la créature face cachée #1. Fatal Push détruit une créature ciblée si elle a une valeur de mana inférieure ou égale à 2. Lancez Fatal Push en ciblant #1.</translation>
    </message>
    <message>
        <source>Cast Fatal Push.</source>
        <translation>Lancez Fatal Push.</translation>
    </message>
    <message>
        <source>A face-down permanent has no mana cost, so its mana value is 0.</source>
        <translation>Un permanent face cachée n&apos;a pas de coût de mana, sa valeur de mana est donc 0.</translation>
    </message>
    <message>
        <source>Fatal Push is on the stack. Whatever card #1 is, face down it is a 2/2 creature with mana value 0.</source>
        <translation>Fatal Push est sur la pile. Quelle que soit la carte #1, face cachée c&apos;est une créature 2/2 avec une valeur de mana de 0.</translation>
    </message>
    <message>
        <source>You don&apos;t need to know the card: Fatal Push checks the mana value of the face-down creature, which is 0. And you may not look at a face-down permanent another player controls.</source>
        <translation>Vous n&apos;avez pas besoin de connaître la carte : Fatal Push vérifie la valeur de mana de la créature face cachée, qui est 0. Et vous ne pouvez pas regarder un permanent face cachée qu&apos;un autre joueur contrôle.</translation>
    </message>
    <message>
        <source>Fatal Push resolves: #1 has mana value 0, so it is destroyed. Put it into its owner&apos;s graveyard.</source>
        <translation>Fatal Push se résout : #1 a une valeur de mana de 0, il est donc détruit. Mettez-le dans le cimetière de son propriétaire.</translation>
    </message>
    <message>
        <source>Move #1 to the graveyard.</source>
        <translation>Mettez #1 au cimetière.</translation>
    </message>
    <message>
        <source>It was revealed as it left: Exalted Angel, mana value 6 face up. Face down its mana value was 0, so Fatal Push destroyed it.</source>
        <translation>Il a été révélé en partant : Exalted Angel, valeur de mana 6 face visible. Face cachée, sa valeur de mana était 0, donc Fatal Push l&apos;a détruit.</translation>
    </message>
    <message>
        <source>Only the controller of #1, player B, may turn it face up. Had B turned it face up before Fatal Push resolved, its mana value would have been 6 and Fatal Push would not have destroyed it.</source>
        <translation>Seul le contrôleur de #1, le joueur B, peut le retourner face visible. Si B l&apos;avait retourné face visible avant la résolution de Fatal Push, sa valeur de mana aurait été 6 et Fatal Push ne l&apos;aurait pas détruit.</translation>
    </message>
    <message>
        <source>Player B casts Akroma, Angel of Fury face down with morph. Negate counters target noncreature spell; Essence Scatter counters target creature spell. Cast the one that can counter B&apos;s face-down spell.</source>
        <translation>Le joueur B lance Akroma, Angel of Fury face cachée avec la mue. Negate contrecarre un sort non-créature ciblé ; Essence Scatter contrecarre un sort de créature ciblé. Lancez celui qui peut contrecarrer le sort face cachée de B.</translation>
    </message>
    <message>
        <source>Cast Essence Scatter.</source>
        <translation>Lancez Essence Scatter.</translation>
    </message>
    <message>
        <source>A face-down spell is a 2/2 creature spell: only what checks for a creature spell can target it.</source>
        <translation>Un sort face cachée est un sort de créature 2/2 : seul ce qui demande un sort de créature peut le cibler.</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell with mana value 0 and no color, whatever card it is: Essence Scatter can target it.</source>
        <translation>Un sort face cachée est un sort de créature avec une valeur de mana de 0 et sans couleur, quelle que soit la carte : Essence Scatter peut le cibler.</translation>
    </message>
    <message>
        <source>Negate can target only a noncreature spell, and the face-down spell is a creature spell, whatever card it is: Negate can&apos;t target it.</source>
        <translation>Negate ne peut cibler qu&apos;un sort non-créature, et le sort face cachée est un sort de créature, quelle que soit la carte : Negate ne peut pas le cibler.</translation>
    </message>
    <message>
        <source>Essence Scatter resolves. Put the countered face-down spell into its owner&apos;s graveyard.</source>
        <translation>Essence Scatter se résout. Mettez le sort face cachée contrecarré dans le cimetière de son propriétaire.</translation>
    </message>
    <message>
        <source>Counter the face-down spell.</source>
        <translation>Contrecarrez le sort face cachée.</translation>
    </message>
    <message>
        <source>It was revealed as it moved: Akroma, Angel of Fury, a red card with mana value 8 face up. On the stack it was a colorless creature spell with mana value 0.</source>
        <translation>Il a été révélé en se déplaçant : Akroma, Angel of Fury, une carte rouge avec une valeur de mana de 8 face visible. Sur la pile, c&apos;était un sort de créature incolore avec une valeur de mana de 0.</translation>
    </message>
    <message>
        <source>Cards exiled face down</source>
        <translation>Cartes exilées face cachée</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows. It is not a face-down permanent or spell, so the reveals of rule 708.9 don&apos;t apply to it: it is not revealed when the game ends. A face-down permanent that leaves the battlefield is revealed, even when it goes to exile.</source>
        <translation>Une carte exilée face cachée ne peut être regardée que par les joueurs que l&apos;effet qui l&apos;a exilée y autorise. Ce n&apos;est ni un permanent ni un sort face cachée, donc les révélations de la règle 708.9 ne s&apos;y appliquent pas : elle n&apos;est pas révélée à la fin de la partie. Un permanent face cachée qui quitte le champ de bataille est révélé, même s&apos;il va en exil.</translation>
    </message>
    <message>
        <source>An effect exiled one of your cards face down and lets you look at it. Look at your face-down card in exile.</source>
        <translation>Un effet a exilé face cachée une de vos cartes et vous permet de la regarder. Regardez votre carte face cachée en exil.</translation>
    </message>
    <message>
        <source>Look at your card in exile.</source>
        <translation>Regardez votre carte en exil.</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows.</source>
        <translation>Une carte exilée face cachée ne peut être regardée que par les joueurs que l&apos;effet qui l&apos;a exilée y autorise.</translation>
    </message>
    <message>
        <source>It is your Grizzly Bears. The effect that exiled it lets you look at it; player B may not.</source>
        <translation>C&apos;est votre Grizzly Bears. L&apos;effet qui l&apos;a exilée vous permet de la regarder ; pas au joueur B.</translation>
    </message>
    <message>
        <source>The effect that exiled player B&apos;s card face down lets only player B look at it. You may not look at it.</source>
        <translation>L&apos;effet qui a exilé face cachée la carte du joueur B ne permet qu&apos;au joueur B de la regarder. Vous ne pouvez pas la regarder.</translation>
    </message>
    <message>
        <source>An effect exiles your manifested #1. Move it to exile.</source>
        <translation>Un effet exile votre #1 manifesté. Exilez-le.</translation>
    </message>
    <message>
        <source>Move #1 to exile.</source>
        <translation>Exilez #1.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players, whichever zone it goes to.</source>
        <translation>Un permanent face cachée qui quitte le champ de bataille est révélé à tous les joueurs, quelle que soit la zone où il va.</translation>
    </message>
    <message>
        <source>#1 was a face-down permanent: it was revealed to all players as it left the battlefield. It is a Forest, now face up in exile.</source>
        <translation>#1 était un permanent face cachée : il a été révélé à tous les joueurs en quittant le champ de bataille. C&apos;est une Forest, maintenant face visible en exil.</translation>
    </message>
    <message>
        <source>Moving #1 to the graveyard would reveal it too, but this step&apos;s effect exiles it.</source>
        <translation>Mettre #1 au cimetière le révélerait aussi, mais l&apos;effet de cette étape l&apos;exile.</translation>
    </message>
    <message>
        <source>The game ends. End it, and see which cards are revealed.</source>
        <translation>La partie se termine. Terminez-la, et voyez quelles cartes sont révélées.</translation>
    </message>
    <message>
        <source>At the end of the game, face-down permanents and face-down spells are revealed; cards exiled face down are neither.</source>
        <translation>À la fin de la partie, les permanents et les sorts face cachée sont révélés ; les cartes exilées face cachée ne sont ni l&apos;un ni l&apos;autre.</translation>
    </message>
    <message>
        <source>Nothing was revealed: the two cards exiled face down are not permanents or spells, so rule 708.9 doesn&apos;t reveal them. Each stays known only to the player the exiling effect allowed to look at it.</source>
        <translation>Rien n&apos;a été révélé : les deux cartes exilées face cachée ne sont ni des permanents ni des sorts, donc la règle 708.9 ne les révèle pas. Chacune reste connue du seul joueur que l&apos;effet a autorisé à la regarder.</translation>
    </message>
    <message>
        <source>Even at the end of the game, player B&apos;s card exiled face down is not revealed, and you may not look at it.</source>
        <translation>Même à la fin de la partie, la carte exilée face cachée du joueur B n&apos;est pas révélée, et vous ne pouvez pas la regarder.</translation>
    </message>
    <message>
        <source>For judges: when a reveal is missed</source>
        <translation>Pour les juges : quand une révélation est oubliée</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield, a face-down spell leaving the stack for any zone but the battlefield, and every face-down permanent and spell at the end of the game must be revealed to all players: that is how the others check it was played legally. Here the table reveals them and the log keeps each reveal. At a paper table, once an unrevealed card is in a hidden set of cards, only its owner knows which card it was. Tournament rules, not this table, decide the penalty: the Magic Infraction Procedure Guide, section 2.3 (Game Play Error — Hidden Card Error), covers errors that publicly available information alone can&apos;t correct. This lesson was written without the guide&apos;s current dated text: read the current guide, or ask the head judge.</source>
        <translation>Un permanent face cachée qui quitte le champ de bataille, un sort face cachée qui quitte la pile vers une zone autre que le champ de bataille, et tous les permanents et sorts face cachée à la fin de la partie doivent être révélés à tous les joueurs : c&apos;est ainsi que les autres vérifient qu&apos;ils ont été joués légalement. Ici, la table les révèle et le journal garde chaque révélation. À une table de cartes papier, dès qu&apos;une carte non révélée est dans un ensemble caché de cartes, seul son propriétaire sait quelle carte c&apos;était. Les règles de tournoi, pas cette table, décident de la pénalité : le Magic Infraction Procedure Guide, section 2.3 (Game Play Error — Hidden Card Error), traite des erreurs que les seules informations publiques ne permettent pas de corriger. Cette leçon a été écrite sans le texte actuel et daté du guide : lisez le guide en vigueur, ou demandez au juge principal.</translation>
    </message>
    <message>
        <source>An effect returns your face-down #1 to your hand, where an Island is already. Move #1 to your hand.</source>
        <translation>Un effet renvoie votre #1 face cachée dans votre main, où se trouve déjà une Island. Mettez #1 dans votre main.</translation>
    </message>
    <message>
        <source>Move #1 to your hand.</source>
        <translation>Mettez #1 dans votre main.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players as it moves.</source>
        <translation>Un permanent face cachée qui quitte le champ de bataille est révélé à tous les joueurs pendant son déplacement.</translation>
    </message>
    <message>
        <source>#1 was revealed as it moved, and the log shows it: Exalted Angel, a card with morph, so casting it face down was legal. Had it gone into your hand unrevealed, no one but you could tell it from the Island: the other player could never check it.</source>
        <translation>#1 a été révélé en se déplaçant, et le journal le montre : Exalted Angel, une carte avec la mue, donc la lancer face cachée était légal. S&apos;il était arrivé dans votre main sans être révélé, personne d&apos;autre que vous ne pourrait le distinguer de l&apos;Island : l&apos;autre joueur ne pourrait jamais le vérifier.</translation>
    </message>
    <message>
        <source>Turning #1 face up for its morph cost is legal, but not this step: here an effect returns it to your hand, and it is revealed as it moves.</source>
        <translation>Retourner #1 face visible pour son coût de mue est légal, mais ce n&apos;est pas cette étape : ici un effet le renvoie dans votre main, et il est révélé en se déplaçant.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down again, for {3} with morph.</source>
        <translation>Lancez de nouveau Exalted Angel face cachée, pour {3} avec la mue.</translation>
    </message>
    <message>
        <source>It is a face-down spell again. Player B saw it as it went to your hand, but on the stack it is still a face-down 2/2 creature spell.</source>
        <translation>C&apos;est de nouveau un sort face cachée. Le joueur B l&apos;a vu quand il est allé dans votre main, mais sur la pile c&apos;est toujours un sort de créature 2/2 face cachée.</translation>
    </message>
    <message>
        <source>Casting Exalted Angel face up for its mana cost is legal, but this step asks you to cast it face down.</source>
        <translation>Lancer Exalted Angel face visible pour son coût de mana est légal, mais cette étape vous demande de le lancer face cachée.</translation>
    </message>
    <message>
        <source>Player B casts Essence Scatter, and it resolves: your face-down spell is countered. Put it into your graveyard.</source>
        <translation>Le joueur B lance Essence Scatter, qui se résout : votre sort face cachée est contrecarré. Mettez-le dans votre cimetière.</translation>
    </message>
    <message>
        <source>It was revealed as it left the stack, and the log shows it. In a graveyard it is face up for everyone to check.</source>
        <translation>Il a été révélé en quittant la pile, et le journal le montre. Au cimetière, il est face visible pour que tous puissent le vérifier.</translation>
    </message>
    <message>
        <source>The game ends with your manifested #2 still on the battlefield. End the game.</source>
        <translation>La partie se termine alors que votre #2 manifesté est encore sur le champ de bataille. Terminez la partie.</translation>
    </message>
    <message>
        <source>#2 was revealed to all players, and the log shows it: a Grizzly Bears. A player who gathers up their cards without revealing their face-down permanents leaves the other player no way to check them; what a judge does then is decided by the tournament rules, not by the Comprehensive Rules.</source>
        <translation>#2 a été révélé à tous les joueurs, et le journal le montre : un Grizzly Bears. Un joueur qui ramasse ses cartes sans révéler ses permanents face cachée ne laisse à l&apos;autre joueur aucun moyen de les vérifier ; ce que fait alors un juge relève des règles de tournoi, pas des Règles complètes.</translation>
    </message>
    <message>
        <source>Conceding would reveal #2 too, as you leave the game, but you would lose: this step asks you to end the game.</source>
        <translation>Concéder révélerait aussi #2 quand vous quittez la partie, mais vous perdriez : cette étape vous demande de terminer la partie.</translation>
    </message>
</context>
</TS>
