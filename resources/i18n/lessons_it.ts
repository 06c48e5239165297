<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>lessons</name>
    <message>
        <source>Tracking markers: entry order and method</source>
        <translation>Indicatori: ordine di ingresso e metodo</translation>
    </message>
    <message>
        <source>Your Soul Summons resolves: manifest the top card of your library. Watch the marker it gets: #1 says it is the first face-down card of the game, and &apos;manifest&apos; says how it became face down.</source>
        <translation>Il tuo Soul Summons si risolve: manifesta la prima carta del tuo grimorio. Osserva l&apos;indicatore che riceve: #1 dice che è la prima carta a faccia in giù della partita, e «manifestato» dice come è finita a faccia in giù.</translation>
    </message>
    <message>
        <source>Manifest the top card of your library.</source>
        <translation>Manifesta la prima carta del tuo grimorio.</translation>
    </message>
    <message>
        <source>The table gives the new face-down creature its marker by itself: #1, manifest.</source>
        <translation>Il tavolo dà da solo il suo indicatore alla nuova creatura a faccia in giù: #1, manifestato.</translation>
    </message>
    <message>
        <source>#1 is a face-down 2/2. Both players can see its number and method; only you may see its face.</source>
        <translation>#1 è un 2/2 a faccia in giù. Entrambi i giocatori vedono il suo numero e il suo metodo; solo tu puoi vederne il fronte.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel from your hand face down, using morph: it is a 2/2 creature spell for {3}. It gets the next number, #2, and the method &apos;morph&apos;.</source>
        <translation>Lancia Exalted Angel a faccia in giù dalla tua mano usando metamorfosi: è una magia creatura 2/2 per {3}. Riceve il numero successivo, #2, e il metodo «metamorfosi».</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down, choosing morph.</source>
        <translation>Lancia Exalted Angel a faccia in giù scegliendo metamorfosi.</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise or megamorph.</source>
        <translation>Exalted Angel ha metamorfosi, non camuffamento né megametamorfosi.</translation>
    </message>
    <message>
        <source>Numbers are never reused, so #2 will always mean this card while it stays face down.</source>
        <translation>I numeri non vengono mai riutilizzati, quindi #2 indicherà sempre questa carta finché resta a faccia in giù.</translation>
    </message>
    <message>
        <source>The method on the marker must be true: Exalted Angel has morph, so it is cast face down with morph, and the marker says so.</source>
        <translation>Il metodo sull&apos;indicatore deve essere vero: Exalted Angel ha metamorfosi, quindi viene lanciata a faccia in giù con metamorfosi, e l&apos;indicatore lo dice.</translation>
    </message>
    <message>
        <source>Your Angel resolves. Then your opponent&apos;s Lightning Bolt deals 3 damage to your face-down creature #1, the one that entered first. Put #1 into your graveyard.</source>
        <translation>Il tuo Angel si risolve. Poi il Lightning Bolt del tuo avversario infligge 3 danni alla tua creatura a faccia in giù #1, quella entrata per prima. Metti #1 nel tuo cimitero.</translation>
    </message>
    <message>
        <source>Two face-down 2/2s look alike; the marker #1 tells you which one the Bolt hit.</source>
        <translation>Due 2/2 a faccia in giù sembrano uguali; l&apos;indicatore #1 ti dice quale ha colpito il Bolt.</translation>
    </message>
    <message>
        <source>Move #1 (not #2) to your graveyard.</source>
        <translation>Sposta #1 (non #2) nel tuo cimitero.</translation>
    </message>
    <message>
        <source>The entry number settled which creature died without anyone revealing anything. As it left the battlefield it was revealed: a Forest.</source>
        <translation>Il numero di ingresso ha deciso quale creatura è morta senza che nessuno rivelasse nulla. Lasciando il campo di battaglia è stata rivelata: una Forest.</translation>
    </message>
    <message>
        <source>That is #2. The Bolt hit #1, the creature that entered first: only the creature with lethal damage dies, and the order must stay clear so both players agree which face-down creature is which.</source>
        <translation>Quello è #2. Il Bolt ha colpito #1, la creatura entrata per prima: muore solo la creatura con danno letale, e l&apos;ordine deve restare chiaro perché entrambi i giocatori concordino su quale creatura a faccia in giù è quale.</translation>
    </message>
    <message>
        <source>Turn #2 face up. Read its marker first: it says morph, so the way up is its morph cost, {2}{W}{W}.</source>
        <translation>Gira #2 a faccia in su. Leggi prima il suo indicatore: dice metamorfosi, quindi il modo per girarla è il suo costo di metamorfosi, {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Turn #2 face up and choose its morph cost.</source>
        <translation>Gira #2 a faccia in su e scegli il suo costo di metamorfosi.</translation>
    </message>
    <message>
        <source>A card cast face down with morph was not manifested, so its mana cost is no way up.</source>
        <translation>Una carta lanciata a faccia in giù con metamorfosi non è stata manifestata, quindi il suo costo di mana non permette di girarla.</translation>
    </message>
    <message>
        <source>The marker says morph, not manifest. Only manifested or cloaked creature cards may turn up for their mana cost; that is why the method must stay clear.</source>
        <translation>L&apos;indicatore dice metamorfosi, non manifestato. Solo le carte creatura manifestate o occultate possono essere girate per il loro costo di mana; per questo il metodo deve restare chiaro.</translation>
    </message>
    <message>
        <source>Peeking: your face-down cards, not theirs</source>
        <translation>Guardare: le tue carte a faccia in giù, non le loro</translation>
    </message>
    <message>
        <source>You may look at the face-down spells and permanents you control whenever you like. You may not look at anyone else&apos;s. Control decides, not ownership.</source>
        <translation>Puoi guardare quando vuoi le magie e i permanenti a faccia in giù che controlli. Non puoi guardare quelli degli altri. Decide il controllo, non la proprietà.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s turn. You control the face-down creature #1: peek at it.</source>
        <translation>È il turno del tuo avversario. Controlli la creatura a faccia in giù #1: guardala.</translation>
    </message>
    <message>
        <source>Look at #1, your own face-down creature.</source>
        <translation>Guarda #1, la tua creatura a faccia in giù.</translation>
    </message>
    <message>
        <source>You may look at your own face-down cards at any time, even on your opponent&apos;s turn.</source>
        <translation>Puoi guardare le tue carte a faccia in giù in qualsiasi momento, anche nel turno del tuo avversario.</translation>
    </message>
    <message>
        <source>It is Grizzly Bears. Peeking at your own face-down cards is always fine; it tells your opponent nothing.</source>
        <translation>Sono dei Grizzly Bears. Guardare le tue carte a faccia in giù va sempre bene; non dice nulla al tuo avversario.</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s, and only its controller may look at it. You will see it if you gain control of it, if an effect lets you look at it, or when it is revealed, for example when it leaves the battlefield or the game ends.</source>
        <translation>#2 è del tuo avversario, e solo il suo controllore può guardarla. La vedrai se ne prendi il controllo, se un effetto ti permette di guardarla o quando viene rivelata, per esempio quando lascia il campo di battaglia o quando finisce la partita.</translation>
    </message>
    <message>
        <source>Your opponent cast Act of Treason: they control your #1 until end of turn. While they control it, only they may peek. Let the turn end: move on to the next turn.</source>
        <translation>Il tuo avversario ha lanciato Act of Treason: controlla la tua #1 fino alla fine del turno. Finché la controlla, solo lui può guardarla. Lascia finire il turno: passa al turno successivo.</translation>
    </message>
    <message>
        <source>Don&apos;t peek now: pass the turn.</source>
        <translation>Non guardare adesso: passa il turno.</translation>
    </message>
    <message>
        <source>Act of Treason&apos;s control change ends with the turn.</source>
        <translation>Il cambio di controllo di Act of Treason finisce con il turno.</translation>
    </message>
    <message>
        <source>The turn ended and #1 came back to you.</source>
        <translation>Il turno è finito e #1 è tornata a te.</translation>
    </message>
    <message>
        <source>It is your card, but your opponent controls it now, and control decides who may look. They may peek at your Bears until the turn ends; you may not.</source>
        <translation>È la tua carta, ma ora la controlla il tuo avversario, e il controllo decide chi può guardare. Lui può guardare i tuoi Bears fino alla fine del turno; tu no.</translation>
    </message>
    <message>
        <source>You control #1 again. Peek at it once more.</source>
        <translation>Controlli di nuovo #1. Guardala ancora una volta.</translation>
    </message>
    <message>
        <source>Look at #1.</source>
        <translation>Guarda #1.</translation>
    </message>
    <message>
        <source>Now you may look again and your opponent may not.</source>
        <translation>Ora puoi guardare di nuovo tu e il tuo avversario no.</translation>
    </message>
    <message>
        <source>Turning a manifested card face up</source>
        <translation>Girare a faccia in su una carta manifestata</translation>
    </message>
    <message>
        <source>You may turn a manifested card face up for its mana cost only if it is a creature card with a mana cost. A manifested land without morph or disguise gives you no way to turn it up yourself, though an effect can; a manifested instant or sorcery is never turned face up: an effect that tries only reveals it.</source>
        <translation>Puoi girare a faccia in su una carta manifestata per il suo costo di mana solo se è una carta creatura con un costo di mana. Una terra manifestata senza metamorfosi né camuffamento non ti dà modo di girarla da solo, ma un effetto sì; un istantaneo o una stregoneria manifestati non vengono mai girati a faccia in su: un effetto che ci prova li rivela soltanto.</translation>
    </message>
    <message>
        <source>You have three manifested cards, #1, #2 and #3, each a face-down 2/2 creature. Peek if you like: #1 is Grizzly Bears, a creature card with mana cost {1}{G}. Turn #1 face up for its mana cost.</source>
        <translation>Hai tre carte manifestate, #1, #2 e #3, ognuna una creatura 2/2 a faccia in giù. Guardale se vuoi: #1 sono dei Grizzly Bears, una carta creatura con costo di mana {1}{G}. Gira #1 a faccia in su per il suo costo di mana.</translation>
    </message>
    <message>
        <source>Use &apos;Turn face up&apos; on #1 and choose its mana cost, {1}{G}.</source>
        <translation>Usa «Girare a faccia in su» su #1 e scegli il suo costo di mana, {1}{G}.</translation>
    </message>
    <message>
        <source>Only a creature card can be turned up for its mana cost; #1 is one.</source>
        <translation>Solo una carta creatura può essere girata per il suo costo di mana; #1 lo è.</translation>
    </message>
    <message>
        <source>Turning face up is a special action: it doesn&apos;t use the stack and nobody can respond to it. It is the same creature, now face up.</source>
        <translation>Girare a faccia in su è un&apos;azione speciale: non usa la pila e nessuno può rispondere. È la stessa creatura, ora a faccia in su.</translation>
    </message>
    <message>
        <source>#2 is a manifested Forest. It is not a creature card and has no morph or disguise, so you have no way to turn it up yourself (only an effect could), and it stays a face-down 2/2 creature that can still fight. It is your declare attackers step: attack with #2 by tapping it.</source>
        <translation>#2 è una Forest manifestata. Non è una carta creatura e non ha né metamorfosi né camuffamento, quindi non hai modo di girarla da solo (solo un effetto potrebbe), e resta una creatura 2/2 a faccia in giù che può ancora combattere. È la tua sottofase di dichiarazione degli attaccanti: attacca con #2 TAPpandola.</translation>
    </message>
    <message>
        <source>Tap #2 to attack with it.</source>
        <translation>TAPpa #2 per attaccare.</translation>
    </message>
    <message>
        <source>You have no way to turn it up yourself: a land is not a creature card, and it has no morph or disguise. Only an effect could turn it up.</source>
        <translation>Non hai modo di girarla da solo: una terra non è una carta creatura, e non ha né metamorfosi né camuffamento. Solo un effetto potrebbe girarla.</translation>
    </message>
    <message>
        <source>A manifested land fights on as a 2/2. If an effect turns it face up, it becomes a Forest land and leaves combat; if it leaves the battlefield, it is revealed.</source>
        <translation>Una terra manifestata continua a combattere come un 2/2. Se un effetto la gira a faccia in su, diventa la terra Forest ed esce dal combattimento; se lascia il campo di battaglia, viene rivelata.</translation>
    </message>
    <message>
        <source>#3 is a Lightning Bolt. An instant is not a creature card either, so the special action of paying its mana cost {R} to turn it up is not available; nothing is revealed.</source>
        <translation>#3 è un Lightning Bolt. Neanche un istantaneo è una carta creatura, quindi l&apos;azione speciale di pagare il suo costo di mana {R} per girarlo non è disponibile; non viene rivelato nulla.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Break Open resolves: it turns a face-down creature face up, and they chose your #3. Carry out the effect on #3 and see what happens to an instant.</source>
        <translation>Il Break Open del tuo avversario si risolve: gira a faccia in su una creatura a faccia in giù, e ha scelto la tua #3. Esegui l&apos;effetto su #3 e guarda cosa succede a un istantaneo.</translation>
    </message>
    <message>
        <source>Turn #3 face up by the effect (Break Open), not for a cost.</source>
        <translation>Gira #3 a faccia in su tramite l&apos;effetto (Break Open), non per un costo.</translation>
    </message>
    <message>
        <source>The face-down Bolt is a permanent, but it can&apos;t be a face-up one: it is shown to everyone and stays face down.</source>
        <translation>Il Bolt a faccia in giù è un permanente, ma non può esserlo a faccia in su: viene mostrato a tutti e resta a faccia in giù.</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays a face-down 2/2, and nothing that cares about turning face up triggers.</source>
        <translation>Un effetto non può girare a faccia in su una carta istantaneo o stregoneria: invece viene rivelata a tutti i giocatori e resta un 2/2 a faccia in giù, e nulla che dipenda dal girare a faccia in su si innesca.</translation>
    </message>
    <message>
        <source>Morph and megamorph</source>
        <translation>Metamorfosi e megametamorfosi</translation>
    </message>
    <message>
        <source>Cast Den Protector face down and choose megamorph.</source>
        <translation>Lancia Den Protector a faccia in giù e scegli megametamorfosi.</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost of {3}, at the time you could cast a creature.</source>
        <translation>Lanciare a faccia in giù è un costo alternativo di {3}, quando potresti lanciare una creatura.</translation>
    </message>
    <message>
        <source>Den Protector has megamorph. It can be cast face down only with a keyword it really has.</source>
        <translation>Den Protector ha megametamorfosi. Può essere lanciato a faccia in giù solo con una parola chiave che ha davvero.</translation>
    </message>
    <message>
        <source>Den Protector resolves and becomes your face-down creature #1. Now cast Exalted Angel face down with morph.</source>
        <translation>Den Protector si risolve e diventa la tua creatura a faccia in giù #1. Ora lancia Exalted Angel a faccia in giù con metamorfosi.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down and choose morph.</source>
        <translation>Lancia Exalted Angel a faccia in giù e scegli metamorfosi.</translation>
    </message>
    <message>
        <source>The Angel resolves as #2. Turn #1 (Den Protector) face up for its megamorph cost {1}{G}: it also gets a +1/+1 counter.</source>
        <translation>L&apos;Angel si risolve come #2. Gira #1 (Den Protector) a faccia in su per il suo costo di megametamorfosi {1}{G}: riceve anche un segnalino +1/+1.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its megamorph cost, {1}{G}.</source>
        <translation>Gira #1 a faccia in su e scegli il suo costo di megametamorfosi, {1}{G}.</translation>
    </message>
    <message>
        <source>Its mana cost is no way up: it was cast face down, not manifested.</source>
        <translation>Il suo costo di mana non permette di girarlo: è stato lanciato a faccia in giù, non manifestato.</translation>
    </message>
    <message>
        <source>Den Protector is a 3/2 with its +1/+1 counter. It did not enter the battlefield again; its &apos;when turned face up&apos; ability triggers.</source>
        <translation>Den Protector è un 3/2 con il suo segnalino +1/+1. Non è entrato di nuovo nel campo di battaglia; la sua abilità «quando viene girato a faccia in su» si innesca.</translation>
    </message>
    <message>
        <source>Paying {1}{G} as its mana cost is not a way up for a creature cast face down; the cost to pay is its megamorph cost (which happens to be {1}{G} too), and only that gives the counter.</source>
        <translation>Pagare {1}{G} come costo di mana non gira una creatura lanciata a faccia in giù; il costo da pagare è il suo costo di megametamorfosi (che per caso è anch&apos;esso {1}{G}), e solo quello dà il segnalino.</translation>
    </message>
    <message>
        <source>It is now your opponent&apos;s upkeep. You may turn a face-down permanent face up any time you have priority, even on their turn. Turn #2 (Exalted Angel) face up for its morph cost {2}{W}{W}.</source>
        <translation>Ora è il mantenimento del tuo avversario. Puoi girare a faccia in su un permanente a faccia in giù ogni volta che hai priorità, anche nel suo turno. Gira #2 (Exalted Angel) a faccia in su per il suo costo di metamorfosi {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Plain morph gives no counter.</source>
        <translation>La metamorfosi semplice non dà segnalini.</translation>
    </message>
    <message>
        <source>A 4/5 Angel, no counter: only megamorph adds one.</source>
        <translation>Un Angel 4/5, senza segnalino: solo la megametamorfosi ne aggiunge uno.</translation>
    </message>
    <message>
        <source>Exalted Angel&apos;s mana cost is {4}{W}{W}, but it was cast face down with morph, so only its morph cost {2}{W}{W} turns it up.</source>
        <translation>Il costo di mana di Exalted Angel è {4}{W}{W}, ma è stato lanciato a faccia in giù con metamorfosi, quindi solo il suo costo di metamorfosi {2}{W}{W} lo gira.</translation>
    </message>
    <message>
        <source>Disguise: ward {2} while face down</source>
        <translation>Camuffamento: protezione {2} finché è a faccia in giù</translation>
    </message>
    <message>
        <source>A card with disguise is cast face down for {3} like a morph, but while it is face down it has ward {2}. Turned face up for its disguise cost, it loses that ward and does not enter the battlefield again.</source>
        <translation>Una carta con camuffamento viene lanciata a faccia in giù per {3} come una con metamorfosi, ma finché è a faccia in giù ha protezione {2}. Girata per il suo costo di camuffamento, perde quella protezione e non entra di nuovo nel campo di battaglia.</translation>
    </message>
    <message>
        <source>Cast Hunted Bonebrute face down using disguise, for {3}.</source>
        <translation>Lancia Hunted Bonebrute a faccia in giù usando camuffamento, per {3}.</translation>
    </message>
    <message>
        <source>Cast it face down and choose disguise.</source>
        <translation>Lancialo a faccia in giù e scegli camuffamento.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute has disguise, not morph.</source>
        <translation>Hunted Bonebrute ha camuffamento, non metamorfosi.</translation>
    </message>
    <message>
        <source>Disguise and morph are different keywords. Its marker will say &apos;disguise&apos;, which tells your opponent it has ward {2}.</source>
        <translation>Camuffamento e metamorfosi sono parole chiave diverse. Il suo indicatore dirà «camuffato», e questo dice al tuo avversario che ha protezione {2}.</translation>
    </message>
    <message>
        <source>It resolves as your face-down #1: a 2/2 with ward {2}. If your opponent targets it with a spell or ability, that is countered unless they pay {2}. Peek at #1.</source>
        <translation>Si risolve come la tua #1 a faccia in giù: un 2/2 con protezione {2}. Se il tuo avversario lo bersaglia con una magia o abilità, questa viene neutralizzata a meno che non paghi {2}. Guarda #1.</translation>
    </message>
    <message>
        <source>Ward {2} is the only ability it has face down. Its own abilities don&apos;t exist until it is face up.</source>
        <translation>Protezione {2} è l&apos;unica abilità che ha a faccia in giù. Le sue abilità non esistono finché non è a faccia in su.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its disguise cost {1}{B}.</source>
        <translation>Gira #1 a faccia in su per il suo costo di camuffamento {1}{B}.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its disguise cost.</source>
        <translation>Gira #1 a faccia in su e scegli il suo costo di camuffamento.</translation>
    </message>
    <message>
        <source>It was cast face down, not manifested, so its mana cost {2}{B} is no way up.</source>
        <translation>È stato lanciato a faccia in giù, non manifestato, quindi il suo costo di mana {2}{B} non permette di girarlo.</translation>
    </message>
    <message>
        <source>Only manifested or cloaked cards use their mana cost. A disguised card turns up for its disguise cost.</source>
        <translation>Solo le carte manifestate o occultate usano il loro costo di mana. Una carta camuffata viene girata per il suo costo di camuffamento.</translation>
    </message>
    <message>
        <source>Cloak</source>
        <translation>Occultare</translation>
    </message>
    <message>
        <source>Cryptic Coat enters the battlefield. Its ability cloaks the top card of your library: cloak it.</source>
        <translation>Cryptic Coat entra nel campo di battaglia. La sua abilità occulta la prima carta del tuo grimorio: occultala.</translation>
    </message>
    <message>
        <source>Cloak the top card of your library (not manifest).</source>
        <translation>Occulta la prima carta del tuo grimorio (non manifestarla).</translation>
    </message>
    <message>
        <source>A cloaked card is a face-down 2/2 with ward {2}.</source>
        <translation>Una carta occultata è un 2/2 a faccia in giù con protezione {2}.</translation>
    </message>
    <message>
        <source>#1 is cloaked: a 2/2 with ward {2}, and its marker says &apos;cloak&apos;.</source>
        <translation>#1 è occultata: un 2/2 con protezione {2}, e il suo indicatore dice «occultato».</translation>
    </message>
    <message>
        <source>Cryptic Coat says cloak, and cloak is its own keyword action, not a manifest: a cloaked card has ward {2} while face down, and its marker must say &apos;cloak&apos; so your opponent knows.</source>
        <translation>Cryptic Coat dice occultare, e occultare è un&apos;azione chiave a sé, non un manifestare: una carta occultata ha protezione {2} finché è a faccia in giù, e il suo indicatore deve dire «occultato» perché il tuo avversario lo sappia.</translation>
    </message>
    <message>
        <source>Cryptic Coat then attaches itself to the creature it cloaked. Attach Cryptic Coat to #1.</source>
        <translation>Poi Cryptic Coat si assegna alla creatura che ha occultato. Assegna Cryptic Coat a #1.</translation>
    </message>
    <message>
        <source>Attach the Coat to #1.</source>
        <translation>Assegna il Coat a #1.</translation>
    </message>
    <message>
        <source>Equipment and counters on a face-down creature still count: other effects can still change its face-down characteristics.</source>
        <translation>Equipaggiamenti e segnalini su una creatura a faccia in giù contano ancora: altri effetti possono ancora cambiare le sue caratteristiche a faccia in giù.</translation>
    </message>
    <message>
        <source>Peek at #1: it is Grizzly Bears, a creature card. A cloaked creature card can be turned face up for its mana cost, just like a manifested one. Turn #1 face up for {1}{G}.</source>
        <translation>Guarda #1: sono dei Grizzly Bears, una carta creatura. Una carta creatura occultata può essere girata a faccia in su per il suo costo di mana, proprio come una manifestata. Gira #1 a faccia in su per {1}{G}.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its mana cost.</source>
        <translation>Gira #1 a faccia in su e scegli il suo costo di mana.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no disguise or morph; its mana cost is the way up.</source>
        <translation>Grizzly Bears non ha camuffamento né metamorfosi; il suo costo di mana è il modo per girarla.</translation>
    </message>
    <message>
        <source>The ward {2} from cloaking is gone, and the Coat stays attached: it is the same creature.</source>
        <translation>La protezione {2} data dall&apos;occultamento è sparita, e il Coat resta assegnato: è la stessa creatura.</translation>
    </message>
    <message>
        <source>Cloaked does not mean disguised. A cloaked card turns up for its mana cost if it is a creature card, or for disguise or morph only if the card has that keyword.</source>
        <translation>Occultato non significa camuffato. Una carta occultata viene girata per il suo costo di mana se è una carta creatura, o per camuffamento o metamorfosi solo se la carta ha quella parola chiave.</translation>
    </message>
    <message>
        <source>Manifest dread with Break Down the Door</source>
        <translation>Manifestare angoscia con Break Down the Door</translation>
    </message>
    <message>
        <source>Manifest dread: look at the top two cards of your library, manifest one and put the other into your graveyard. With one card left you manifest that one; with none, nothing happens.</source>
        <translation>Manifestare angoscia: guarda le prime due carte del tuo grimorio, manifestane una e metti l&apos;altra nel tuo cimitero. Con una sola carta rimasta manifesti quella; senza carte, non succede nulla.</translation>
    </message>
    <message>
        <source>Cast one Break Down the Door.</source>
        <translation>Lancia un Break Down the Door.</translation>
    </message>
    <message>
        <source>It resolves: manifest dread. Look at the top two cards of your library, a Forest and Grizzly Bears. Manifest one, and the other goes to your graveyard. Keep the Bears: a manifested creature card can be turned face up later.</source>
        <translation>Si risolve: manifesta angoscia. Guarda le prime due carte del tuo grimorio, una Forest e dei Grizzly Bears. Manifestane una, e l&apos;altra va nel tuo cimitero. Tieni i Bears: una carta creatura manifestata può essere girata a faccia in su più tardi.</translation>
    </message>
    <message>
        <source>Manifest dread and choose to keep Grizzly Bears.</source>
        <translation>Manifesta angoscia e scegli di tenere i Grizzly Bears.</translation>
    </message>
    <message>
        <source>The card you don&apos;t keep goes to your graveyard face up, for everyone to see.</source>
        <translation>La carta che non tieni va nel tuo cimitero a faccia in su, sotto gli occhi di tutti.</translation>
    </message>
    <message>
        <source>#1 is your manifested Bears (its marker says &apos;manifest dread&apos;); the Forest is in your graveyard.</source>
        <translation>#1 sono i tuoi Bears manifestati (il suo indicatore dice «manifestato (angoscia)»); la Forest è nel tuo cimitero.</translation>
    </message>
    <message>
        <source>You may keep either card, but you would have no way to turn a manifested Forest up yourself. The Bears can be, for {1}{G}: keep the Bears.</source>
        <translation>Puoi tenere l&apos;una o l&apos;altra carta, ma non avresti modo di girare da solo una Forest manifestata. I Bears sì, per {1}{G}: tieni i Bears.</translation>
    </message>
    <message>
        <source>You cast a second Break Down the Door and it resolves. Only one card is left in your library. Manifest dread again.</source>
        <translation>Lanci un secondo Break Down the Door e si risolve. Nel tuo grimorio è rimasta una sola carta. Manifesta di nuovo angoscia.</translation>
    </message>
    <message>
        <source>Manifest dread; there is nothing to choose.</source>
        <translation>Manifesta angoscia; non c&apos;è nulla da scegliere.</translation>
    </message>
    <message>
        <source>A third Break Down the Door resolves, and your library is empty. Manifest dread anyway and see what happens.</source>
        <translation>Un terzo Break Down the Door si risolve, e il tuo grimorio è vuoto. Manifesta comunque angoscia e guarda cosa succede.</translation>
    </message>
    <message>
        <source>Manifest dread with an empty library.</source>
        <translation>Manifesta angoscia con il grimorio vuoto.</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest, then exile to play</source>
        <translation>Primordial Mist: manifestare, poi esiliare per giocare</translation>
    </message>
    <message>
        <source>At the beginning of your end step Primordial Mist lets you manifest the top card of your library. Its other ability exiles a face-down permanent you control face up, and you may play that card this turn only, at its normal timing, using your land play for a land.</source>
        <translation>All&apos;inizio della tua sottofase finale Primordial Mist ti permette di manifestare la prima carta del tuo grimorio. La sua altra abilità esilia a faccia in su un permanente a faccia in giù che controlli, e puoi giocare quella carta solo in questo turno, con la sua tempistica normale, usando la tua giocata di terra se è una terra.</translation>
    </message>
    <message>
        <source>Exile #1 with Primordial Mist.</source>
        <translation>Esilia #1 con Primordial Mist.</translation>
    </message>
    <message>
        <source>Only face-down permanents you control can pay this cost.</source>
        <translation>Solo i permanenti a faccia in giù che controlli possono pagare questo costo.</translation>
    </message>
    <message>
        <source>#4 is your opponent&apos;s face-down creature. The cost is a face-down permanent you control.</source>
        <translation>#4 è la creatura a faccia in giù del tuo avversario. Il costo è un permanente a faccia in giù che controlli.</translation>
    </message>
    <message>
        <source>Play the Forest from exile.</source>
        <translation>Gioca la Forest dall&apos;esilio.</translation>
    </message>
    <message>
        <source>Playing it uses your land play for the turn.</source>
        <translation>Giocarla usa la tua giocata di terra del turno.</translation>
    </message>
    <message>
        <source>Playing a land from exile with Mist counts as your land play for the turn.</source>
        <translation>Giocare una terra dall&apos;esilio con Primordial Mist conta come la tua giocata di terra del turno.</translation>
    </message>
    <message>
        <source>Move on to your end step.</source>
        <translation>Passa alla tua sottofase finale.</translation>
    </message>
    <message>
        <source>Go to the end step.</source>
        <translation>Vai alla sottofase finale.</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s manifest comes at the beginning of your end step.</source>
        <translation>La manifestazione di Primordial Mist avviene all&apos;inizio della tua sottofase finale.</translation>
    </message>
    <message>
        <source>Primordial Mist triggers: you may manifest the top card of your library. It is a &apos;may&apos;.</source>
        <translation>Primordial Mist si innesca: puoi manifestare la prima carta del tuo grimorio. È un «puoi».</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s trigger: manifest the top card of your library.</source>
        <translation>Innesco di Primordial Mist: manifesta la prima carta del tuo grimorio.</translation>
    </message>
    <message>
        <source>The new face-down creature gets the next number, #5: numbers are never reused, not even #1, which left the battlefield.</source>
        <translation>La nuova creatura a faccia in giù riceve il numero successivo, #5: i numeri non vengono mai riutilizzati, nemmeno #1, che ha lasciato il campo di battaglia.</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist. It is your other Forest.</source>
        <translation>Esilia #2 con Primordial Mist. È l&apos;altra tua Forest.</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist.</source>
        <translation>Esilia #2 con Primordial Mist.</translation>
    </message>
    <message>
        <source>A second Forest, now in exile with permission to play it this turn.</source>
        <translation>Una seconda Forest, ora in esilio con il permesso di giocarla in questo turno.</translation>
    </message>
    <message>
        <source>You can&apos;t play that Forest now: you have already played a land this turn, and it is not your main phase. Exile #3 with Primordial Mist instead: it is a Lightning Bolt.</source>
        <translation>Ora non puoi giocare quella Forest: hai già giocato una terra in questo turno, e non è la tua fase principale. Esilia invece #3 con Primordial Mist: è un Lightning Bolt.</translation>
    </message>
    <message>
        <source>Exile #3 with Primordial Mist.</source>
        <translation>Esilia #3 con Primordial Mist.</translation>
    </message>
    <message>
        <source>A land from Mist needs your main phase, an empty stack and a land play left.</source>
        <translation>Una terra di Primordial Mist richiede la tua fase principale, la pila vuota e una giocata di terra rimasta.</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the land, not play it anytime or as an extra land: you need your main phase, an empty stack and an unused land play.</source>
        <translation>Primordial Mist ti permette di giocare la terra, non di giocarla in qualsiasi momento né come terra aggiuntiva: ti servono la tua fase principale, la pila vuota e una giocata di terra non usata.</translation>
    </message>
    <message>
        <source>An instant may be cast whenever you have priority, even in your end step. Cast the Lightning Bolt from exile.</source>
        <translation>Un istantaneo può essere lanciato ogni volta che hai priorità, anche nella tua sottofase finale. Lancia il Lightning Bolt dall&apos;esilio.</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from exile.</source>
        <translation>Lancia Lightning Bolt dall&apos;esilio.</translation>
    </message>
    <message>
        <source>You pay its costs as usual ({R}); Mist only lets you play it.</source>
        <translation>Paghi i suoi costi come al solito ({R}); Primordial Mist ti permette solo di giocarlo.</translation>
    </message>
    <message>
        <source>The Bolt resolves. Now exile #5 with Primordial Mist: it is the Grizzly Bears you just manifested.</source>
        <translation>Il Bolt si risolve. Ora esilia #5 con Primordial Mist: sono i Grizzly Bears che hai appena manifestato.</translation>
    </message>
    <message>
        <source>Exile #5 with Primordial Mist.</source>
        <translation>Esilia #5 con Primordial Mist.</translation>
    </message>
    <message>
        <source>Grizzly Bears is a creature: you could cast it only in your main phase, and the permission lasts only this turn. Move on to the next turn and watch the permission end.</source>
        <translation>Grizzly Bears è una creatura: potresti lanciarla solo nella tua fase principale, e il permesso dura solo questo turno. Passa al turno successivo e guarda il permesso finire.</translation>
    </message>
    <message>
        <source>Move on; you can&apos;t cast the Bears in your end step.</source>
        <translation>Vai avanti; non puoi lanciare i Bears nella tua sottofase finale.</translation>
    </message>
    <message>
        <source>The permission ends with the turn; the card stays in exile.</source>
        <translation>Il permesso finisce con il turno; la carta resta in esilio.</translation>
    </message>
    <message>
        <source>The Bears and the second Forest stay in exile for good: Mist&apos;s permission was for this turn only.</source>
        <translation>I Bears e la seconda Forest restano in esilio per sempre: il permesso di Primordial Mist valeva solo per questo turno.</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the card, but only at its normal timing: a creature spell needs your main phase and an empty stack. This is your end step.</source>
        <translation>Primordial Mist ti permette di giocare la carta, ma solo con la sua tempistica normale: una magia creatura richiede la tua fase principale e la pila vuota. Questa è la tua sottofase finale.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: cast, manifest, and a face-down instant dying</source>
        <translation>Cryptic Pursuit: lanciare, manifestare e un istantaneo a faccia in giù che muore</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from your hand. Watch Cryptic Pursuit: casting an instant or sorcery from your hand makes it trigger.</source>
        <translation>Lancia Lightning Bolt dalla tua mano. Osserva Cryptic Pursuit: lanciare un istantaneo o una stregoneria dalla tua mano lo innesca.</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt.</source>
        <translation>Lancia Lightning Bolt.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit triggers: you will manifest the top card of your library.</source>
        <translation>Cryptic Pursuit si innesca: manifesterai la prima carta del tuo grimorio.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger resolves first: manifest the top card of your library.</source>
        <translation>L&apos;innesco di Cryptic Pursuit si risolve per primo: manifesta la prima carta del tuo grimorio.</translation>
    </message>
    <message>
        <source>Peek at #1: it is a Counterspell, an instant, face down as a 2/2.</source>
        <translation>Guarda #1: è un Counterspell, un istantaneo, a faccia in giù come un 2/2.</translation>
    </message>
    <message>
        <source>Your Bolt resolves. Then your opponent&apos;s Shock deals 2 damage to #1, your face-down 2/2. It dies: put #1 into your graveyard.</source>
        <translation>Il tuo Bolt si risolve. Poi lo Shock del tuo avversario infligge 2 danni a #1, il tuo 2/2 a faccia in giù. Muore: metti #1 nel tuo cimitero.</translation>
    </message>
    <message>
        <source>Move #1 to your graveyard.</source>
        <translation>Sposta #1 nel tuo cimitero.</translation>
    </message>
    <message>
        <source>A face-down instant can&apos;t be turned face up to save it.</source>
        <translation>Un istantaneo a faccia in giù non può essere girato a faccia in su per salvarlo.</translation>
    </message>
    <message>
        <source>#1 is a Counterspell. An instant is not a creature card, so the special action of turning it up for its mana cost is not available and you can&apos;t save it this way; but Cryptic Pursuit rewards you when it dies.</source>
        <translation>#1 è un Counterspell. Un istantaneo non è una carta creatura, quindi l&apos;azione speciale di girarlo per il suo costo di mana non è disponibile e non puoi salvarlo così; ma Cryptic Pursuit ti ricompensa quando muore.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger exiled the Counterspell: you may cast it until the end of your next turn, at its normal timing, paying its costs. Now it is your opponent&apos;s turn and they cast Gray Ogre. Counterspell is an instant: cast it from exile.</source>
        <translation>L&apos;innesco di Cryptic Pursuit ha esiliato il Counterspell: puoi lanciarlo fino alla fine del tuo prossimo turno, con la sua tempistica normale, pagandone i costi. Ora è il turno del tuo avversario e lancia Gray Ogre. Counterspell è un istantaneo: lancialo dall&apos;esilio.</translation>
    </message>
    <message>
        <source>Cast Counterspell from exile.</source>
        <translation>Lancia Counterspell dall&apos;esilio.</translation>
    </message>
    <message>
        <source>You cast it from exile, not from your hand, so Cryptic Pursuit does not manifest this time.</source>
        <translation>Lo lanci dall&apos;esilio, non dalla tua mano, quindi questa volta Cryptic Pursuit non manifesta.</translation>
    </message>
    <message>
        <source>Reveal duties</source>
        <translation>Obblighi di rivelazione</translation>
    </message>
    <message>
        <source>A face-down card is revealed to everyone when it leaves the battlefield, when a face-down spell leaves the stack for anywhere but the battlefield (say, countered), and when the game ends. That is how everyone can check it was played fairly.</source>
        <translation>Una carta a faccia in giù viene rivelata a tutti quando lascia il campo di battaglia, quando una magia a faccia in giù lascia la pila verso un luogo diverso dal campo di battaglia (per esempio neutralizzata) e quando la partita finisce. Così tutti possono verificare che sia stata giocata lealmente.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using morph.</source>
        <translation>Lancia Exalted Angel a faccia in giù usando metamorfosi.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph.</source>
        <translation>Lancia Exalted Angel a faccia in giù con metamorfosi.</translation>
    </message>
    <message>
        <source>Your opponent answers with Essence Scatter, which counters a creature spell, and it resolves. Carry it out: counter your face-down spell #4.</source>
        <translation>Il tuo avversario risponde con Essence Scatter, che neutralizza una magia creatura, e si risolve. Eseguila: neutralizza la tua magia a faccia in giù #4.</translation>
    </message>
    <message>
        <source>Counter #4; it goes to your graveyard.</source>
        <translation>Neutralizza #4; va nel tuo cimitero.</translation>
    </message>
    <message>
        <source>A countered face-down spell is revealed to everyone, so your opponent can check that it really had morph.</source>
        <translation>Una magia a faccia in giù neutralizzata viene rivelata a tutti, così il tuo avversario può verificare che avesse davvero metamorfosi.</translation>
    </message>
    <message>
        <source>Next your opponent&apos;s Unsummon returns your face-down #1 to your hand. Move #1 to your hand.</source>
        <translation>Poi l&apos;Unsummon del tuo avversario fa tornare la tua #1 a faccia in giù nella tua mano. Sposta #1 nella tua mano.</translation>
    </message>
    <message>
        <source>Return #1 to your hand.</source>
        <translation>Fai tornare #1 nella tua mano.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone, even on its way to your hand: it was Grizzly Bears.</source>
        <translation>Un permanente a faccia in giù che lascia il campo di battaglia viene rivelato a tutti, anche mentre torna nella tua mano: erano dei Grizzly Bears.</translation>
    </message>
    <message>
        <source>Your opponent concedes. End the game: every face-down card still on the battlefield is revealed.</source>
        <translation>Il tuo avversario concede. Termina la partita: ogni carta a faccia in giù ancora sul campo di battaglia viene rivelata.</translation>
    </message>
    <message>
        <source>End the game.</source>
        <translation>Termina la partita.</translation>
    </message>
    <message>
        <source>When the game ends all face-down spells and permanents are revealed: your #2 was a Lightning Bolt, their #3 Llanowar Elves.</source>
        <translation>Quando la partita finisce, tutte le magie e tutti i permanenti a faccia in giù vengono rivelati: la tua #2 era un Lightning Bolt, la sua #3 dei Llanowar Elves.</translation>
    </message>
    <message>
        <source>Not while the game is on: only its controller may look. When the game ends every face-down card is revealed to everyone anyway.</source>
        <translation>Non mentre la partita è in corso: solo il suo controllore può guardare. Quando la partita finisce, ogni carta a faccia in giù viene comunque rivelata a tutti.</translation>
    </message>
    <message>
        <source>Never mix up face-down cards</source>
        <translation>Non mescolare mai le carte a faccia in giù</translation>
    </message>
    <message>
        <source>Tidy your side of the table: move #3 to another place. Moving a card is fine; its marker goes with it.</source>
        <translation>Metti in ordine il tuo lato del tavolo: sposta #3 altrove. Spostare una carta va bene; il suo indicatore la segue.</translation>
    </message>
    <message>
        <source>Drag #3 somewhere else on your side.</source>
        <translation>Trascina #3 altrove sul tuo lato.</translation>
    </message>
    <message>
        <source>#3 is still #3 and still &apos;cloak&apos;. Moving is fine; mixing up is not.</source>
        <translation>#3 è ancora #3 e ancora «occultato». Spostare va bene; mescolare no.</translation>
    </message>
    <message>
        <source>Swapping face-down cards so your opponent loses track of which is which is never allowed, not even your own.</source>
        <translation>Scambiare carte a faccia in giù così che il tuo avversario perda traccia di quale è quale non è mai consentito, nemmeno con le tue.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Shock deals 2 damage to #2 and it dies. Put #2 into your graveyard, and only #2.</source>
        <translation>Lo Shock del tuo avversario infligge 2 danni a #2 e muore. Metti #2 nel tuo cimitero, e solo #2.</translation>
    </message>
    <message>
        <source>Move #2 to your graveyard.</source>
        <translation>Sposta #2 nel tuo cimitero.</translation>
    </message>
    <message>
        <source>It is revealed as it leaves: everyone sees it was the card the Shock hit.</source>
        <translation>Viene rivelata mentre se ne va: tutti vedono che era la carta colpita dallo Shock.</translation>
    </message>
    <message>
        <source>It was revealed as it left: a Forest. Had the cards been mixed up, nobody could tell which one the Shock had hit.</source>
        <translation>È stata rivelata mentre se ne andava: una Forest. Se le carte fossero state mescolate, nessuno saprebbe quale ha colpito lo Shock.</translation>
    </message>
    <message>
        <source>Swapping #2 with #1 now would hide which creature the Shock hit.</source>
        <translation>Scambiare ora #2 con #1 nasconderebbe quale creatura ha colpito lo Shock.</translation>
    </message>
    <message>
        <source>That is #1. The Shock hit #2, and only the creature with lethal damage dies; the markers say which is which.</source>
        <translation>Quello è #1. Lo Shock ha colpito #2, e muore solo la creatura con danno letale; gli indicatori dicono quale è quale.</translation>
    </message>
    <message>
        <source>Copies of face-down creatures and losing abilities</source>
        <translation>Copie di creature a faccia in giù e perdita di abilità</translation>
    </message>
    <message>
        <source>A copy of a face-down creature takes its face-down copiable values, not its counters or other effects on it: a face-up 2/2 with no name and no abilities (with ward {2} if the original was disguised or cloaked). A face-down morph creature that has lost its abilities can&apos;t be turned up for its morph cost; a manifested creature card still can, for its mana cost.</source>
        <translation>Una copia di una creatura a faccia in giù prende i suoi valori copiabili a faccia in giù, non i suoi segnalini né altri effetti: un 2/2 a faccia in su senza nome e senza abilità (con protezione {2} se l&apos;originale era camuffato o occultato). Una creatura con metamorfosi a faccia in giù che ha perso le sue abilità non può essere girata per il suo costo di metamorfosi; una carta creatura manifestata invece sì, per il suo costo di mana.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart.</source>
        <translation>Lancia Cackling Counterpart.</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #1.</source>
        <translation>Si risolve: crea una pedina che è una copia di #1.</translation>
    </message>
    <message>
        <source>Make a token copy of #1.</source>
        <translation>Crea una pedina copia di #1.</translation>
    </message>
    <message>
        <source>The copy takes only the face-down copiable values: a 2/2 with nothing else.</source>
        <translation>La copia prende solo i valori copiabili a faccia in giù: un 2/2 e nient&apos;altro.</translation>
    </message>
    <message>
        <source>The token is a face-up colorless 2/2 creature with no name, no creature type and no abilities. It is not face down: nothing to turn up, nothing to reveal, and it is certainly not an Exalted Angel.</source>
        <translation>La pedina è una creatura 2/2 incolore a faccia in su senza nome, senza tipo di creatura e senza abilità. Non è a faccia in giù: nulla da girare, nulla da rivelare, e di certo non è un Exalted Angel.</translation>
    </message>
    <message>
        <source>Your opponent casts Turn to Frog twice: #1 and #2 each lose all abilities and become 1/1 Frogs until end of turn. #2 is a manifested Grizzly Bears: turn it face up for its mana cost {1}{G}.</source>
        <translation>Il tuo avversario lancia due volte Turn to Frog: #1 e #2 perdono ciascuna tutte le abilità e diventano Rane 1/1 fino alla fine del turno. #2 sono dei Grizzly Bears manifestati: girali a faccia in su per il loro costo di mana {1}{G}.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its mana cost.</source>
        <translation>Gira #2 a faccia in su per il suo costo di mana.</translation>
    </message>
    <message>
        <source>The mana-cost route looks only at the card: a creature card with a mana cost. Losing abilities doesn&apos;t matter.</source>
        <translation>La via del costo di mana guarda solo la carta: una carta creatura con un costo di mana. Perdere le abilità non conta.</translation>
    </message>
    <message>
        <source>It is a face-up Grizzly Bears, and still a 1/1 Frog with no abilities until end of turn: effects already applied keep applying.</source>
        <translation>Sono dei Grizzly Bears a faccia in su, e fino alla fine del turno ancora una Rana 1/1 senza abilità: gli effetti già applicati continuano ad applicarsi.</translation>
    </message>
    <message>
        <source>Every face-down card carries a public marker: its entry number (#1, #2, ...) and how it became face down. The number tells everyone which card is which; the method keeps clear how it became face down, as the rules require. When you turn one face up, you show all players the cost you turn it up for.</source>
        <translation>Ogni carta a faccia in giù porta un indicatore pubblico: il suo numero di ingresso (#1, #2, ...) e come è finita a faccia in giù. Il numero dice a tutti quale carta è quale; il metodo tiene chiaro come è finita a faccia in giù, come richiedono le regole. Quando ne giri una a faccia in su, mostri a tutti i giocatori il costo per cui la giri.</translation>
    </message>
    <message>
        <source>You showed all players its morph cost as you turned it up: that showing is what lets your opponent check that the turn-up is legal. The marker keeps its method clear meanwhile.</source>
        <translation>Girandola hai mostrato a tutti i giocatori il suo costo di metamorfosi: è questo che permette al tuo avversario di verificare che girarla sia legale. Nel frattempo l&apos;indicatore tiene chiaro il suo metodo.</translation>
    </message>
    <message>
        <source>#2 is a Forest. A land is not a creature card, so the mana-cost route does not exist for it: you have no way to turn it up yourself, though an effect could (708.7).</source>
        <translation>#2 è una Forest. Una terra non è una carta creatura, quindi per lei la via del costo di mana non esiste: tu non hai modo di girarla a faccia in su, ma un effetto potrebbe (708.7).</translation>
    </message>
    <message>
        <source>A card with morph or megamorph can be cast face down as a 2/2 creature for {3} and later turned face up for its morph cost, whenever you have priority. Megamorph also puts a +1/+1 counter on it, but only when it is turned face up for its megamorph cost.</source>
        <translation>Una carta con metamorfosi o megametamorfosi può essere lanciata a faccia in giù come creatura 2/2 per {3} e poi girata a faccia in su per il suo costo di metamorfosi, ogni volta che hai priorità. La megametamorfosi le mette anche un segnalino +1/+1, ma solo quando viene girata a faccia in su per il suo costo di megametamorfosi.</translation>
    </message>
    <message>
        <source>Cast Den Protector face down using megamorph. Face down it is a 2/2 creature spell with no name, no abilities and no mana cost, so its mana value is 0; you pay {3} instead of its mana cost, an alternative cost.</source>
        <translation>Lancia Den Protector a faccia in giù usando megametamorfosi. A faccia in giù è una magia creatura 2/2 senza nome, senza abilità e senza costo di mana, quindi il suo valore di mana è 0; paghi {3} invece del suo costo di mana, un costo alternativo.</translation>
    </message>
    <message>
        <source>The ward it had while face down is gone; face up it has its own abilities: menace, its enters ability, its dies ability and disguise. It did not enter the battlefield, so its enters ability does not trigger.</source>
        <translation>La salvaguardia che aveva a faccia in giù è sparita; a faccia in su ha le sue abilità: minacciare, la sua abilità di ingresso, la sua abilità «muore» e camuffamento. Non è entrato nel campo di battaglia, quindi la sua abilità di ingresso non si innesca.</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action, not a kind of manifest: a cloaked card is put onto the battlefield as a face-down 2/2 with ward {2}, and abilities that trigger whenever you manifest don&apos;t see it. A cloaked creature card can be turned face up for its mana cost, and then the ward ends.</source>
        <translation>Occultare è un&apos;azione chiave a sé, non un modo di manifestare: una carta occultata viene messa sul campo di battaglia come un 2/2 a faccia in giù con salvaguardia {2}, e le abilità che si innescano ogni volta che manifesti non la vedono. Una carta creatura occultata può essere girata a faccia in su per il suo costo di mana, e allora la salvaguardia finisce.</translation>
    </message>
    <message>
        <source>Cast Break Down the Door from your hand, choosing its third mode, manifest dread, as you cast it.</source>
        <translation>Lancia Break Down the Door dalla tua mano, scegliendo mentre la lanci la sua terza modalità, manifestare angoscia.</translation>
    </message>
    <message>
        <source>With one card left you look at it and must manifest it; you can&apos;t put it into your graveyard instead, and nothing goes there.</source>
        <translation>Con una sola carta rimasta la guardi e devi manifestarla; non puoi invece metterla nel tuo cimitero, e nulla ci va.</translation>
    </message>
    <message>
        <source>Nothing happens: nothing is manifested and nothing goes to the graveyard. Only a player who had to draw from an empty library loses for it, and manifest dread draws nothing, so you don&apos;t lose. Abilities that trigger whenever you manifest dread still trigger.</source>
        <translation>Non succede nulla: non viene manifestato nulla e nulla va nel cimitero. Perde per questo solo un giocatore che ha dovuto pescare da un grimorio vuoto, e manifestare angoscia non pesca nulla, quindi non perdi. Le abilità che si innescano ogni volta che manifesti angoscia si innescano comunque.</translation>
    </message>
    <message>
        <source>Activate Primordial Mist&apos;s ability: exiling a face-down permanent you control face up is its cost, and once the ability resolves you may play that card this turn. Exile your #1.</source>
        <translation>Attiva l&apos;abilità di Primordial Mist: esiliare a faccia in su un permanente a faccia in giù che controlli è il suo costo, e una volta che l&apos;abilità si è risolta puoi giocare quella carta in questo turno. Esilia la tua #1.</translation>
    </message>
    <message>
        <source>It was a Forest, now face up in exile. Exiling it paid the cost; the permission to play it comes when the ability resolves. This is not turning it face up, so &apos;when turned face up&apos; abilities don&apos;t trigger.</source>
        <translation>Era una Forest, ora a faccia in su in esilio. Esiliarla ha pagato il costo; il permesso di giocarla arriva quando l&apos;abilità si risolve. Non è girarla a faccia in su, quindi le abilità «quando viene girato a faccia in su» non si innescano.</translation>
    </message>
    <message>
        <source>Mist&apos;s ability has resolved. It is your main phase, the stack is empty and you haven&apos;t played a land this turn: play the Forest from exile.</source>
        <translation>L&apos;abilità di Mist si è risolta. È la tua fase principale, la pila è vuota e in questo turno non hai giocato una terra: gioca la Forest dall&apos;esilio.</translation>
    </message>
    <message>
        <source>Whenever you cast an instant or sorcery spell from your hand, Cryptic Pursuit manifests the top card of your library. Whenever a face-down creature you control dies, whatever its card is, it triggers; as the trigger resolves, it exiles the card if it is an instant or sorcery card, and you may cast it until the end of your next turn.</source>
        <translation>Ogni volta che lanci una magia istantaneo o stregoneria dalla tua mano, Cryptic Pursuit manifesta la prima carta del tuo grimorio. Ogni volta che una creatura a faccia in giù che controlli muore, qualunque sia la sua carta, si innesca; quando l&apos;abilità si risolve, esilia la carta se è una carta istantaneo o stregoneria, e puoi lanciarla fino alla fine del tuo prossimo turno.</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: a Counterspell. A face-down creature you controlled died, so Cryptic Pursuit triggers, as it would for any card; as the trigger resolves, the card is an instant card, so it is exiled, and you may cast it until the end of your next turn.</source>
        <translation>È stato rivelato lasciando il campo di battaglia: un Counterspell. È morta una creatura a faccia in giù che controllavi, quindi Cryptic Pursuit si innesca, come farebbe per qualsiasi carta; quando l&apos;abilità si risolve, la carta è una carta istantaneo, quindi viene esiliata, e puoi lanciarla fino alla fine del tuo prossimo turno.</translation>
    </message>
    <message>
        <source>You may move your cards around the table, but face-down permanents must never be shuffled or swapped, on purpose or by accident: which card is which, and the order they arrived in, must always stay clear.</source>
        <translation>Puoi spostare le tue carte sul tavolo, ma i permanenti a faccia in giù non devono mai essere mescolati o scambiati, né di proposito né per sbaglio: quale carta è quale, e in che ordine sono arrivate, deve sempre restare chiaro.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart, choosing your face-down #1 as its target as you cast it: it makes a token that&apos;s a copy of target creature you control.</source>
        <translation>Lancia Cackling Counterpart, scegliendo mentre la lanci la tua #1 a faccia in giù come bersaglio: crea una pedina che è una copia della creatura bersaglio che controlli.</translation>
    </message>
    <message>
        <source>Face down, #1 had no morph to lose; but Turn to Frog&apos;s effect keeps applying when it turns face up, so face up it would have no morph, and it can&apos;t be turned up for its morph cost until the effect ends.</source>
        <translation>A faccia in giù, #1 non aveva metamorfosi da perdere; ma l&apos;effetto di Turn to Frog continua ad applicarsi quando viene girata a faccia in su, quindi a faccia in su non avrebbe metamorfosi, e non può essere girata per il suo costo di metamorfosi finché l&apos;effetto non finisce.</translation>
    </message>
    <message>
        <source>Move on to the next turn: Turn to Frog ends at the end of this turn.</source>
        <translation>Passa al turno successivo: Turn to Frog finisce alla fine di questo turno.</translation>
    </message>
    <message>
        <source>Pass the turn.</source>
        <translation>Passa il turno.</translation>
    </message>
    <message>
        <source>#1 is a plain face-down 2/2 again.</source>
        <translation>#1 è di nuovo un semplice 2/2 a faccia in giù.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s upkeep. #1 would have morph again: turn it face up for its morph cost {2}{W}{W}.</source>
        <translation>È il mantenimento del tuo avversario. #1 avrebbe di nuovo metamorfosi: girala a faccia in su per il suo costo di metamorfosi {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost.</source>
        <translation>Gira #1 a faccia in su per il suo costo di metamorfosi.</translation>
    </message>
    <message>
        <source>With Turn to Frog gone, the morph route is open again.</source>
        <translation>Finito Turn to Frog, la via della metamorfosi è di nuovo aperta.</translation>
    </message>
    <message>
        <source>The token copy is face up: it was never face down, so there is nothing to turn up.</source>
        <translation>La pedina copia è a faccia in su: non è mai stata a faccia in giù, quindi non c&apos;è nulla da girare.</translation>
    </message>
    <message>
        <source>Searching and shuffling</source>
        <translation>Passare in rassegna e mescolare</translation>
    </message>
    <message>
        <source>A search lets you look at every card of your library, but the card you find is revealed only when the effect says so; a search for a card with a stated quality may find nothing, a search for &quot;a card&quot; must find one if it can. Then the library is shuffled, and after a shuffle nobody knows which card is where, not even a card everyone saw go there.</source>
        <translation>Una ricerca ti permette di guardare ogni carta del tuo grimorio, ma la carta che trovi viene rivelata solo quando l&apos;effetto lo dice; una ricerca di una carta con una qualità indicata può non trovare nulla, una ricerca di «una carta» deve trovarne una se può. Poi il grimorio viene mescolato, e dopo una mescolata nessuno sa quale carta è dove, nemmeno una carta che tutti hanno visto finire lì.</translation>
    </message>
    <message>
        <source>Your opponent casts Griptide on your face-down #1, and it resolves: it puts that creature on top of its owner&apos;s library. Put your #1 on top of your library.</source>
        <translation>Il tuo avversario lancia Griptide sulla tua #1 a faccia in giù, e si risolve: mette quella creatura in cima al grimorio del suo proprietario. Metti la tua #1 in cima al tuo grimorio.</translation>
    </message>
    <message>
        <source>Move #1 to the top of your library.</source>
        <translation>Sposta #1 in cima al tuo grimorio.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed.</source>
        <translation>Un permanente a faccia in giù che lascia il campo di battaglia viene rivelato.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone (708.9): everyone saw that the card now on top of your library is Grizzly Bears.</source>
        <translation>Un permanente a faccia in giù che lascia il campo di battaglia viene rivelato a tutti (708.9): tutti hanno visto che la carta ora in cima al tuo grimorio sono dei Grizzly Bears.</translation>
    </message>
    <message>
        <source>You cast Demonic Tutor, and it resolves: search your library for a card, put that card into your hand, then shuffle. Find the Lightning Bolt. Demonic Tutor doesn&apos;t say to reveal the card.</source>
        <translation>Lanci Demonic Tutor, e si risolve: passa in rassegna il tuo grimorio per una carta, mettila nella tua mano, poi mescola. Trova il Lightning Bolt. Demonic Tutor non dice di rivelare la carta.</translation>
    </message>
    <message>
        <source>Search your library, take the Lightning Bolt to your hand, don&apos;t reveal it, and shuffle.</source>
        <translation>Passa in rassegna il tuo grimorio, prendi il Lightning Bolt in mano senza rivelarlo e mescola.</translation>
    </message>
    <message>
        <source>The search is for &quot;a card&quot;: you must find one.</source>
        <translation>La ricerca è di «una carta»: devi trovarne una.</translation>
    </message>
    <message>
        <source>Your opponent doesn&apos;t know which card you took: a found card is revealed only if the effect says so (701.23e). And the shuffle made the Grizzly Bears everyone saw just one more unknown card: after a shuffle no player knows the library&apos;s order (701.24a), and a revealed card that is reordered stops being revealed (701.20d).</source>
        <translation>Il tuo avversario non sa quale carta hai preso: una carta trovata viene rivelata solo se l&apos;effetto lo dice (701.23e). E la mescolata ha reso i Grizzly Bears che tutti hanno visto solo un&apos;altra carta sconosciuta: dopo una mescolata nessun giocatore conosce l&apos;ordine del grimorio (701.24a), e una carta rivelata che viene riordinata smette di essere rivelata (701.20d).</translation>
    </message>
    <message>
        <source>Demonic Tutor searches for &quot;a card&quot;, with no stated quality: while your library holds a card, you must find one (701.23d).</source>
        <translation>Demonic Tutor cerca «una carta», senza qualità indicata: finché il tuo grimorio contiene una carta, devi trovarne una (701.23d).</translation>
    </message>
    <message>
        <source>That is true of a search for cards with a stated quality (701.23b). Demonic Tutor searches simply for &quot;a card&quot;: while your library holds a card, you must find one (701.23d).</source>
        <translation>Questo vale per una ricerca di carte con una qualità indicata (701.23b). Demonic Tutor cerca semplicemente «una carta»: finché il tuo grimorio contiene una carta, devi trovarne una (701.23d).</translation>
    </message>
    <message>
        <source>You cast Lay of the Land, and it resolves: search your library for a basic land card, reveal it, put it into your hand, then shuffle. Find the Forest and reveal it.</source>
        <translation>Lanci Lay of the Land, e si risolve: passa in rassegna il tuo grimorio per una carta terra base, rivelala, mettila nella tua mano, poi mescola. Trova la Forest e rivelala.</translation>
    </message>
    <message>
        <source>Search your library, take the Forest to your hand and reveal it, then shuffle.</source>
        <translation>Passa in rassegna il tuo grimorio, prendi la Forest in mano rivelandola, poi mescola.</translation>
    </message>
    <message>
        <source>This time the card tells you to reveal what you find.</source>
        <translation>Questa volta la carta ti dice di rivelare ciò che trovi.</translation>
    </message>
    <message>
        <source>Lay of the Land says to reveal the card, so everyone saw the Forest on its way to your hand.</source>
        <translation>Lay of the Land dice di rivelare la carta, quindi tutti hanno visto la Forest andare nella tua mano.</translation>
    </message>
    <message>
        <source>You cast your second Lay of the Land, and it resolves. You decide to leave the Island in your library: find nothing, then shuffle.</source>
        <translation>Lanci il tuo secondo Lay of the Land, e si risolve. Decidi di lasciare l&apos;Island nel tuo grimorio: non trovare nulla, poi mescola.</translation>
    </message>
    <message>
        <source>Search your library and find nothing (fail to find), then shuffle.</source>
        <translation>Passa in rassegna il tuo grimorio e non trovare nulla, poi mescola.</translation>
    </message>
    <message>
        <source>A basic land card is a card with a stated quality.</source>
        <translation>Una carta terra base è una carta con una qualità indicata.</translation>
    </message>
    <message>
        <source>A search for cards with a stated quality, here a basic land card, may find nothing even when such a card is there (701.23b). You still shuffle, and nobody knows the order of your library (701.24a).</source>
        <translation>Una ricerca di carte con una qualità indicata, qui una carta terra base, può non trovare nulla anche quando una tale carta c&apos;è (701.23b). Mescoli comunque, e nessuno conosce l&apos;ordine del tuo grimorio (701.24a).</translation>
    </message>
    <message>
        <source>Looking at the top, scry and surveil</source>
        <translation>Guardare la cima, profetizzare e sorvegliare</translation>
    </message>
    <message>
        <source>Looking at the top cards of your library shows them to you alone. You decide where they go only after you&apos;ve looked: scry puts them on the top or the bottom, surveil on the top or into the graveyard. Cards you put back on top or at the bottom are known to you alone, until the library is shuffled.</source>
        <translation>Guardare le prime carte del tuo grimorio le mostra solo a te. Decidi dove vanno solo dopo averle guardate: profetizzare le mette in cima o in fondo, sorvegliare in cima o nel cimitero. Le carte che rimetti in cima o in fondo le conosci solo tu, finché il grimorio non viene mescolato.</translation>
    </message>
    <message>
        <source>You cast Preordain, and it resolves: scry 2, then draw a card. To scry 2, first look at the top two cards of your library.</source>
        <translation>Lanci Preordain, e si risolve: profetizza 2, poi pesca una carta. Per profetizzare 2, guarda prima le prime due carte del tuo grimorio.</translation>
    </message>
    <message>
        <source>Look at the top 2 cards of your library.</source>
        <translation>Guarda le prime 2 carte del tuo grimorio.</translation>
    </message>
    <message>
        <source>Scrying starts with a look; you choose where the cards go after.</source>
        <translation>Profetizzare inizia guardando; scegli dove vanno le carte dopo.</translation>
    </message>
    <message>
        <source>You see Lightning Bolt and Forest. Looking shows a card only to the player who looks (701.20e): your opponent doesn&apos;t know them.</source>
        <translation>Vedi Lightning Bolt e Forest. Guardare mostra una carta solo al giocatore che guarda (701.20e): il tuo avversario non le conosce.</translation>
    </message>
    <message>
        <source>You haven&apos;t looked at those cards yet: to scry, you first look at the top cards (701.22a), and until then no player may look at the cards in your library (401.2).</source>
        <translation>Non hai ancora guardato quelle carte: per profetizzare, prima guardi le prime carte (701.22a), e fino ad allora nessun giocatore può guardare le carte del tuo grimorio (401.2).</translation>
    </message>
    <message>
        <source>Finish the scry: put the Forest back on top and the Lightning Bolt on the bottom of your library.</source>
        <translation>Concludi la profezia: rimetti la Forest in cima e il Lightning Bolt in fondo al tuo grimorio.</translation>
    </message>
    <message>
        <source>Forest on top, Lightning Bolt on the bottom.</source>
        <translation>Forest in cima, Lightning Bolt in fondo.</translation>
    </message>
    <message>
        <source>Both cards you looked at go back: each one on the top or on the bottom.</source>
        <translation>Entrambe le carte guardate tornano indietro: ciascuna in cima o in fondo.</translation>
    </message>
    <message>
        <source>Your opponent knows you scried 2, but not which cards went where: the Forest on top and the Bolt at the bottom are known to you alone.</source>
        <translation>Il tuo avversario sa che hai profetizzato 2, ma non quale carta è andata dove: la Forest in cima e il Bolt in fondo li conosci solo tu.</translation>
    </message>
    <message>
        <source>Scry 2 puts back both cards you looked at, any number of them on the bottom and the rest on top (701.22a): say where the Lightning Bolt goes too.</source>
        <translation>Profetizzare 2 rimette entrambe le carte guardate, un numero qualsiasi in fondo e il resto in cima (701.22a): di&apos; anche dove va il Lightning Bolt.</translation>
    </message>
    <message>
        <source>Preordain&apos;s last part: draw a card.</source>
        <translation>Ultima parte di Preordain: pesca una carta.</translation>
    </message>
    <message>
        <source>Draw a card: the top card of your library goes into your hand.</source>
        <translation>Pesca una carta: la prima carta del tuo grimorio va nella tua mano.</translation>
    </message>
    <message>
        <source>You drew the Forest you had put on top. The Lightning Bolt at the bottom of your library is still known to you, and only to you.</source>
        <translation>Hai pescato la Forest che avevi messo in cima. Il Lightning Bolt in fondo al tuo grimorio è ancora noto a te, e solo a te.</translation>
    </message>
    <message>
        <source>You cast Consider, and it resolves: surveil 1, then draw a card. Look at the top card of your library.</source>
        <translation>Lanci Consider, e si risolve: sorveglia 1, poi pesca una carta. Guarda la prima carta del tuo grimorio.</translation>
    </message>
    <message>
        <source>Look at the top card of your library.</source>
        <translation>Guarda la prima carta del tuo grimorio.</translation>
    </message>
    <message>
        <source>It is Grizzly Bears, and only you know it.</source>
        <translation>Sono dei Grizzly Bears, e lo sai solo tu.</translation>
    </message>
    <message>
        <source>Surveil also starts with looking at the top card (701.25a): you choose where it goes only after you&apos;ve seen it.</source>
        <translation>Anche sorvegliare inizia guardando la prima carta (701.25a): scegli dove va solo dopo averla vista.</translation>
    </message>
    <message>
        <source>Put the Grizzly Bears into your graveyard.</source>
        <translation>Metti i Grizzly Bears nel tuo cimitero.</translation>
    </message>
    <message>
        <source>Surveil: the card you looked at goes into your graveyard.</source>
        <translation>Sorvegliare: la carta guardata va nel tuo cimitero.</translation>
    </message>
    <message>
        <source>The graveyard is a public zone, so everyone sees the Grizzly Bears now (400.2).</source>
        <translation>Il cimitero è una zona pubblica, quindi ora tutti vedono i Grizzly Bears (400.2).</translation>
    </message>
    <message>
        <source>Consider&apos;s last part: draw a card.</source>
        <translation>Ultima parte di Consider: pesca una carta.</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Pesca una carta.</translation>
    </message>
    <message>
        <source>You drew a card you hadn&apos;t seen: an Island.</source>
        <translation>Hai pescato una carta che non avevi visto: un&apos;Island.</translation>
    </message>
    <message>
        <source>Say an effect now tells you to shuffle your library. Shuffle it, and see what happens to what you knew.</source>
        <translation>Supponi che ora un effetto ti dica di mescolare il tuo grimorio. Mescolalo e guarda cosa succede a ciò che sapevi.</translation>
    </message>
    <message>
        <source>Shuffle your library.</source>
        <translation>Mescola il tuo grimorio.</translation>
    </message>
    <message>
        <source>After a shuffle no player knows the order of the library&apos;s cards (701.24a): you no longer know where your Lightning Bolt is.</source>
        <translation>Dopo una mescolata nessun giocatore conosce l&apos;ordine delle carte del grimorio (701.24a): non sai più dove si trova il tuo Lightning Bolt.</translation>
    </message>
    <message>
        <source>The London mulligan</source>
        <translation>Il mulligan di Londra</translation>
    </message>
    <message>
        <source>Unhappy with the hand you drew? Take a mulligan: shuffle your hand into your library, draw a new hand of seven, then put as many of those cards on the bottom of your library as the mulligans you have taken, in the order you choose. Nobody else learns which cards went there. Once everyone has kept, the game begins; in a two-player game the starting player skips the draw step of their first turn.</source>
        <translation>Non ti piace la mano che hai pescato? Fai un mulligan: mescola la tua mano nel tuo grimorio, pesca una nuova mano di sette carte, poi metti in fondo al tuo grimorio, nell&apos;ordine che scegli, tante di quelle carte quanti mulligan hai fatto. Nessun altro sa quali carte sono finite lì. Quando tutti hanno tenuto, la partita inizia; in una partita a due giocatori il giocatore iniziale salta la sottofase di acquisizione del suo primo turno.</translation>
    </message>
    <message>
        <source>You are the starting player, so you declare first. Your hand has six lands and a Grizzly Bears: take a mulligan.</source>
        <translation>Sei il giocatore iniziale, quindi decidi per primo. La tua mano ha sei terre e dei Grizzly Bears: fai un mulligan.</translation>
    </message>
    <message>
        <source>Take a mulligan: your hand is shuffled into your library and you draw seven.</source>
        <translation>Fai un mulligan: la tua mano viene mescolata nel tuo grimorio e peschi sette carte.</translation>
    </message>
    <message>
        <source>Your hand went into your library, the library was shuffled and you drew seven. In this lesson your library held no other cards, so the new seven are the same cards; in a game they would be seven random cards from your whole library.</source>
        <translation>La tua mano è andata nel tuo grimorio, il grimorio è stato mescolato e hai pescato sette carte. In questa lezione il tuo grimorio non conteneva altre carte, quindi le nuove sette sono le stesse; in una partita sarebbero sette carte a caso dal tuo intero grimorio.</translation>
    </message>
    <message>
        <source>Cards go to the bottom of your library only as part of a mulligan, one for each mulligan you have taken (103.5), and you haven&apos;t taken one yet.</source>
        <translation>Le carte vanno in fondo al tuo grimorio solo come parte di un mulligan, una per ogni mulligan fatto (103.5), e non ne hai ancora fatto nessuno.</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so before anything else put one card of your new hand on the bottom of your library: the Mountain.</source>
        <translation>Hai fatto un mulligan, quindi prima di tutto metti una carta della tua nuova mano in fondo al tuo grimorio: la Mountain.</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom of your library.</source>
        <translation>Metti la Mountain in fondo al tuo grimorio.</translation>
    </message>
    <message>
        <source>One mulligan: one card.</source>
        <translation>Un mulligan: una carta.</translation>
    </message>
    <message>
        <source>Nothing reveals the card you put on the bottom, and your opponent can look neither at your hand (402.3) nor into your library (401.2): you alone know the Mountain is there.</source>
        <translation>Nulla rivela la carta che metti in fondo, e il tuo avversario non può guardare né la tua mano (402.3) né il tuo grimorio (401.2): solo tu sai che la Mountain è lì.</translation>
    </message>
    <message>
        <source>Putting cards on the bottom is part of taking the mulligan (103.5): keep only once your card is on the bottom.</source>
        <translation>Mettere carte in fondo fa parte del mulligan (103.5): tieni solo quando la tua carta è in fondo.</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so one card goes to the bottom (103.5). Here every mulligan counts: only in a multiplayer game, or in any Brawl game, does the first mulligan not count toward the cards you put on the bottom (103.5c).</source>
        <translation>Hai fatto un mulligan, quindi una carta va in fondo (103.5). Qui ogni mulligan conta: solo in una partita multigiocatore, o in qualsiasi partita di Brawl, il primo mulligan non conta per le carte che metti in fondo (103.5c).</translation>
    </message>
    <message>
        <source>Still six lands and one spell. Take a second mulligan.</source>
        <translation>Ancora sei terre e una magia. Fai un secondo mulligan.</translation>
    </message>
    <message>
        <source>Take another mulligan.</source>
        <translation>Fai un altro mulligan.</translation>
    </message>
    <message>
        <source>Your hand was shuffled into your library, Mountain and all, and you drew seven again.</source>
        <translation>La tua mano è stata mescolata nel tuo grimorio, Mountain compresa, e hai pescato di nuovo sette carte.</translation>
    </message>
    <message>
        <source>You have taken two mulligans: put two cards on the bottom of your library, in the order you choose: first the Mountain, then an Island under it.</source>
        <translation>Hai fatto due mulligan: metti due carte in fondo al tuo grimorio, nell&apos;ordine che scegli: prima la Mountain, poi un&apos;Island sotto.</translation>
    </message>
    <message>
        <source>Put the Mountain and then an Island on the bottom.</source>
        <translation>Metti la Mountain e poi un&apos;Island in fondo.</translation>
    </message>
    <message>
        <source>Two mulligans: two cards.</source>
        <translation>Due mulligan: due carte.</translation>
    </message>
    <message>
        <source>You chose their order (103.5), and it isn&apos;t revealed: just as when an effect puts several cards in one place in a library at once, their owner orders them without revealing the order (401.4).</source>
        <translation>Hai scelto tu il loro ordine (103.5), e non viene rivelato: proprio come quando un effetto mette più carte contemporaneamente nello stesso punto di un grimorio, il loro proprietario le ordina senza rivelare l&apos;ordine (401.4).</translation>
    </message>
    <message>
        <source>You have taken two mulligans, so two cards go to the bottom (103.5).</source>
        <translation>Hai fatto due mulligan, quindi due carte vanno in fondo (103.5).</translation>
    </message>
    <message>
        <source>Your two cards go to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>Le tue due carte vanno prima in fondo: fa parte del mulligan (103.5).</translation>
    </message>
    <message>
        <source>Keep your five cards.</source>
        <translation>Tieni le tue cinque carte.</translation>
    </message>
    <message>
        <source>Keep your hand.</source>
        <translation>Tieni la tua mano.</translation>
    </message>
    <message>
        <source>These five cards are your opening hand.</source>
        <translation>Queste cinque carte sono la tua mano iniziale.</translation>
    </message>
    <message>
        <source>Your opponent keeps their seven. The game begins: go on to the first main phase of your first turn. In a two-player game the starting player skips the draw step of their first turn, so you draw no card.</source>
        <translation>Il tuo avversario tiene le sue sette. La partita inizia: passa alla prima fase principale del tuo primo turno. In una partita a due giocatori il giocatore iniziale salta la sottofase di acquisizione del suo primo turno, quindi non peschi.</translation>
    </message>
    <message>
        <source>Go on to your first main phase.</source>
        <translation>Passa alla tua prima fase principale.</translation>
    </message>
    <message>
        <source>Turn 1 is yours, and as the starting player of a two-player game you skipped its draw step (103.8a).</source>
        <translation>Il turno 1 è tuo, e come giocatore iniziale di una partita a due giocatori hai saltato la sua sottofase di acquisizione (103.8a).</translation>
    </message>
    <message>
        <source>Once you keep, those cards are your opening hand and you may take no further mulligans (103.5).</source>
        <translation>Una volta che tieni, quelle carte sono la tua mano iniziale e non puoi fare altri mulligan (103.5).</translation>
    </message>
    <message>
        <source>Mulligans with three or more players</source>
        <translation>Mulligan con tre o più giocatori</translation>
    </message>
    <message>
        <source>In a game that begins with more than two players, the first mulligan you take is free: it doesn&apos;t count toward the cards you put on the bottom. And, except in Two-Headed Giant, nobody skips the draw step of their first turn, the starting player included.</source>
        <translation>In una partita che inizia con più di due giocatori, il tuo primo mulligan è gratuito: non conta per le carte che metti in fondo. E, tranne in Gigante a Due Teste, nessuno salta la sottofase di acquisizione del suo primo turno, neanche il giocatore iniziale.</translation>
    </message>
    <message>
        <source>Three players: you are the starting player. Your opening hand has six lands and one spell: take a mulligan.</source>
        <translation>Tre giocatori: sei il giocatore iniziale. La tua mano iniziale ha sei terre e una magia: fai un mulligan.</translation>
    </message>
    <message>
        <source>Take a mulligan.</source>
        <translation>Fai un mulligan.</translation>
    </message>
    <message>
        <source>You drew seven again (in this lesson your library held no other cards, so they are the same seven). This first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): none go there now.</source>
        <translation>Hai pescato di nuovo sette carte (in questa lezione il tuo grimorio non conteneva altre carte, quindi sono le stesse sette). Questo primo mulligan non conta per le carte che metti in fondo (103.5c): ora non ne va nessuna.</translation>
    </message>
    <message>
        <source>In a multiplayer game your first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): after it there is nothing to put there.</source>
        <translation>In una partita multigiocatore il tuo primo mulligan non conta per le carte che metti in fondo (103.5c): dopo di esso non c&apos;è nulla da metterci.</translation>
    </message>
    <message>
        <source>Two mulligans, and only the second counts: put one card on the bottom of your library, the Mountain.</source>
        <translation>Due mulligan, e conta solo il secondo: metti una carta in fondo al tuo grimorio, la Mountain.</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom.</source>
        <translation>Metti la Mountain in fondo.</translation>
    </message>
    <message>
        <source>The first mulligan was free: one card.</source>
        <translation>Il primo mulligan era gratuito: una carta.</translation>
    </message>
    <message>
        <source>Only you know which card went to the bottom.</source>
        <translation>Solo tu sai quale carta è finita in fondo.</translation>
    </message>
    <message>
        <source>In a multiplayer game the first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): two mulligans, one card.</source>
        <translation>In una partita multigiocatore il primo mulligan non conta per le carte che metti in fondo (103.5c): due mulligan, una carta.</translation>
    </message>
    <message>
        <source>Your card goes to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>La tua carta va prima in fondo: fa parte del mulligan (103.5).</translation>
    </message>
    <message>
        <source>Keep your six cards.</source>
        <translation>Tieni le tue sei carte.</translation>
    </message>
    <message>
        <source>These six cards are your opening hand.</source>
        <translation>Queste sei carte sono la tua mano iniziale.</translation>
    </message>
    <message>
        <source>Both opponents keep. The game begins: go on to the draw step of your first turn.</source>
        <translation>Entrambi gli avversari tengono. La partita inizia: passa alla sottofase di acquisizione del tuo primo turno.</translation>
    </message>
    <message>
        <source>Go on to your draw step.</source>
        <translation>Passa alla tua sottofase di acquisizione.</translation>
    </message>
    <message>
        <source>In a multiplayer game like this one (Two-Headed Giant aside), nobody skips the draw step of their first turn, not even the starting player: draw your card.</source>
        <translation>In una partita multigiocatore come questa (a parte Gigante a Due Teste), nessuno salta la sottofase di acquisizione del suo primo turno, neanche il giocatore iniziale: pesca la tua carta.</translation>
    </message>
    <message>
        <source>In this lesson your library held only the Mountain you put on the bottom, so you drew it back.</source>
        <translation>In questa lezione il tuo grimorio conteneva solo la Mountain che hai messo in fondo, quindi l&apos;hai ripescata.</translation>
    </message>
    <message>
        <source>When you may turn a card face up</source>
        <translation>Quando puoi girare una carta a faccia in su</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even on your opponent&apos;s turn and while a spell is waiting on the stack. No player gets priority in the untap step, so nobody can take that special action there.</source>
        <translation>Girare a faccia in su un permanente a faccia in giù è un&apos;azione speciale: puoi farla ogni volta che hai priorità, anche nel turno del tuo avversario e mentre una magia attende in pila. Nessun giocatore riceve priorità nella sottofase di STAP, quindi lì nessuno può fare quell&apos;azione speciale.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s untap step. Move on to their upkeep.</source>
        <translation>È la sottofase di STAP del tuo avversario. Passa al suo mantenimento.</translation>
    </message>
    <message>
        <source>Go to the next step: the upkeep.</source>
        <translation>Vai alla sottofase successiva: il mantenimento.</translation>
    </message>
    <message>
        <source>Nobody gets priority in the untap step, so nobody can take the special action to turn a permanent face up there.</source>
        <translation>Nessuno riceve priorità nella sottofase di STAP, quindi lì nessuno può fare l&apos;azione speciale di girare un permanente a faccia in su.</translation>
    </message>
    <message>
        <source>In the upkeep the active player gets priority first; when they pass it, you get it.</source>
        <translation>Nel mantenimento il giocatore attivo riceve priorità per primo; quando passa, la ricevi tu.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and the special action needs priority. Wait for the upkeep.</source>
        <translation>Nessun giocatore riceve priorità durante la sottofase di STAP (regola 502.4), e l&apos;azione speciale richiede priorità. Aspetta il mantenimento.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and this special action needs priority too, whatever the cost. Wait for the upkeep.</source>
        <translation>Nessun giocatore riceve priorità durante la sottofase di STAP (regola 502.4), e anche questa azione speciale richiede priorità, qualunque sia il costo. Aspetta il mantenimento.</translation>
    </message>
    <message>
        <source>In the upkeep your opponent casts Lightning Bolt at #1. Bolt is on the stack and you have priority: turn #1 face up for its morph cost {2}{W}{W} in response.</source>
        <translation>Nel mantenimento il tuo avversario lancia Lightning Bolt su #1. Il Bolt è in pila e hai priorità: in risposta, gira #1 a faccia in su per il suo costo di metamorfosi {2}{W}{W}.</translation>
    </message>
    <message>
        <source>A special action doesn&apos;t use the stack: nobody can respond to it, and Bolt is still waiting to resolve.</source>
        <translation>Un&apos;azione speciale non usa la pila: nessuno può rispondere, e il Bolt attende ancora di risolversi.</translation>
    </message>
    <message>
        <source>To turn #1 up you showed all players its morph cost, paid it and turned it face up: it is Exalted Angel, a 4/5, before Bolt resolves. Turning it up did not make a new object, so Bolt still resolves against it.</source>
        <translation>Per girare #1 hai mostrato a tutti i giocatori il suo costo di metamorfosi, l&apos;hai pagato e l&apos;hai girata a faccia in su: è Exalted Angel, un 4/5, prima che il Bolt si risolva. Girarla non ha creato un nuovo oggetto, quindi il Bolt si risolve ancora contro di lei.</translation>
    </message>
    <message>
        <source>You could turn #2 up now too, but Bolt is aimed at #1: turning #2 up does not save #1.</source>
        <translation>Potresti girare anche #2 adesso, ma il Bolt mira a #1: girare #2 non salva #1.</translation>
    </message>
    <message>
        <source>Bolt resolves: 3 damage to Exalted Angel, which survives with toughness 5. When you have priority again in the upkeep, turn #2 face up for its mana cost {1}{G}.</source>
        <translation>Il Bolt si risolve: 3 danni a Exalted Angel, che sopravvive con costituzione 5. Quando hai di nuovo priorità nel mantenimento, gira #2 a faccia in su per il suo costo di mana {1}{G}.</translation>
    </message>
    <message>
        <source>A manifested creature card can be turned up for its mana cost whenever you have priority, on any player&apos;s turn.</source>
        <translation>Una carta creatura manifestata può essere girata per il suo costo di mana ogni volta che hai priorità, nel turno di qualsiasi giocatore.</translation>
    </message>
    <message>
        <source>For the mana-cost route you show all players that the card is a creature card and what its mana cost is, pay that cost, then turn it face up. Once it is face up, everyone sees the card.</source>
        <translation>Per la via del costo di mana mostri a tutti i giocatori che la carta è una carta creatura e qual è il suo costo di mana, paghi quel costo, poi la giri a faccia in su. Una volta a faccia in su, tutti vedono la carta.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph. A manifested creature card turns up for its mana cost.</source>
        <translation>Grizzly Bears non ha metamorfosi. Una carta creatura manifestata viene girata per il suo costo di mana.</translation>
    </message>
    <message>
        <source>Manifested cards with morph or disguise: two ways up</source>
        <translation>Carte manifestate con metamorfosi o camuffamento: due modi per girarle</translation>
    </message>
    <message>
        <source>A manifested or cloaked permanent whose card is a creature card with a mana cost can be turned face up for that mana cost. If the card also has morph or disguise, it can be turned up for that cost as well: you choose either way.</source>
        <translation>Un permanente manifestato o occultato la cui carta è una carta creatura con un costo di mana può essere girato a faccia in su per quel costo di mana. Se la carta ha anche metamorfosi o camuffamento, può essere girata anche per quel costo: scegli tu il modo.</translation>
    </message>
    <message>
        <source>#1 is a manifested Exalted Angel. Ask the table which ways #1 can be turned face up.</source>
        <translation>#1 è un Exalted Angel manifestato. Chiedi al tavolo in quali modi #1 può essere girato a faccia in su.</translation>
    </message>
    <message>
        <source>Ask for the turn-up routes of #1.</source>
        <translation>Chiedi i modi per girare #1.</translation>
    </message>
    <message>
        <source>Two ways: its mana cost {4}{W}{W}, because it is a creature card with a mana cost, or its morph cost {2}{W}{W}, because it has morph.</source>
        <translation>Due modi: il suo costo di mana {4}{W}{W}, perché è una carta creatura con un costo di mana, o il suo costo di metamorfosi {2}{W}{W}, perché ha metamorfosi.</translation>
    </message>
    <message>
        <source>Turn #1 face up the cheaper way: for its morph cost {2}{W}{W}.</source>
        <translation>Gira #1 a faccia in su nel modo più economico: per il suo costo di metamorfosi {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Use the morph route.</source>
        <translation>Usa la via della metamorfosi.</translation>
    </message>
    <message>
        <source>Morph costs {2}{W}{W}; the mana cost is {4}{W}{W}.</source>
        <translation>La metamorfosi costa {2}{W}{W}; il costo di mana è {4}{W}{W}.</translation>
    </message>
    <message>
        <source>Exalted Angel is face up, for {2}{W}{W}.</source>
        <translation>Exalted Angel è a faccia in su, per {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Paying the mana cost {4}{W}{W} is a legal way up too, but this step asks for the cheaper morph cost.</source>
        <translation>Anche pagare il costo di mana {4}{W}{W} è un modo legale, ma questo passo chiede il costo di metamorfosi, più economico.</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise: there is no disguise cost to pay.</source>
        <translation>Exalted Angel ha metamorfosi, non camuffamento: non c&apos;è un costo di camuffamento da pagare.</translation>
    </message>
    <message>
        <source>#2 is a cloaked Hunted Bonebrute, which has disguise. Turn it face up for its disguise cost {1}{B}.</source>
        <translation>#2 è un Hunted Bonebrute occultato, che ha camuffamento. Giralo a faccia in su per il suo costo di camuffamento {1}{B}.</translation>
    </message>
    <message>
        <source>Use the disguise route.</source>
        <translation>Usa la via del camuffamento.</translation>
    </message>
    <message>
        <source>A cloaked card with disguise may be turned up for its disguise cost, as well as for its mana cost if it is a creature card.</source>
        <translation>Una carta occultata con camuffamento può essere girata per il suo costo di camuffamento, e anche per il suo costo di mana se è una carta creatura.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute is face up, and the ward {2} that cloak gave it has ended. It was put onto the battlefield face down, so its enters ability did not trigger, and turning it face up doesn&apos;t trigger it either.</source>
        <translation>Hunted Bonebrute è a faccia in su, e la protezione {2} che gli dava l&apos;occultamento è finita. È stato messo sul campo di battaglia a faccia in giù, quindi la sua abilità di ingresso non si è innescata, e girarlo non la innesca nemmeno.</translation>
    </message>
    <message>
        <source>Face-down spells on the stack</source>
        <translation>Magie a faccia in giù in pila</translation>
    </message>
    <message>
        <source>A card cast face down is a face-down spell: only its controller may look at it, and it normally can&apos;t be turned face up on the stack. If it is countered it is revealed to all players as it moves to the graveyard; if it resolves it becomes a face-down permanent and is not revealed.</source>
        <translation>Una carta lanciata a faccia in giù è una magia a faccia in giù: solo il suo controllore può guardarla, e normalmente non può essere girata a faccia in su in pila. Se viene neutralizzata, viene rivelata a tutti i giocatori mentre va nel cimitero; se si risolve, diventa un permanente a faccia in giù e non viene rivelata.</translation>
    </message>
    <message>
        <source>Cast Akroma, Angel of Fury face down for {3} with morph.</source>
        <translation>Lancia Akroma, Angel of Fury a faccia in giù per {3} con metamorfosi.</translation>
    </message>
    <message>
        <source>Cast Akroma face down (morph).</source>
        <translation>Lancia Akroma a faccia in giù (metamorfosi).</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature spell for {3}.</source>
        <translation>Una carta con metamorfosi può essere lanciata a faccia in giù come magia creatura 2/2 per {3}.</translation>
    </message>
    <message>
        <source>On the stack it is a face-down 2/2 creature spell with no name and no abilities. You control it, so you may look at it; your opponent may not.</source>
        <translation>In pila è una magia creatura 2/2 a faccia in giù senza nome e senza abilità. La controlli, quindi puoi guardarla; il tuo avversario no.</translation>
    </message>
    <message>
        <source>Casting Akroma face up for its mana cost is allowed, but then everyone sees it. This step asks you to cast it face down.</source>
        <translation>Lanciare Akroma a faccia in su per il suo costo di mana è consentito, ma allora tutti la vedono. Questo passo ti chiede di lanciarla a faccia in giù.</translation>
    </message>
    <message>
        <source>Your opponent casts Essence Scatter targeting your face-down spell. Look at your face-down spell on the stack.</source>
        <translation>Il tuo avversario lancia Essence Scatter bersagliando la tua magia a faccia in giù. Guarda la tua magia a faccia in giù in pila.</translation>
    </message>
    <message>
        <source>Look at your face-down spell.</source>
        <translation>Guarda la tua magia a faccia in giù.</translation>
    </message>
    <message>
        <source>You may look at a face-down spell you control at any time.</source>
        <translation>Puoi guardare in qualsiasi momento una magia a faccia in giù che controlli.</translation>
    </message>
    <message>
        <source>It is Akroma, Angel of Fury, whose card says it can&apos;t be countered. Face down that ability does not exist: it is a 2/2 creature spell with no abilities, so Essence Scatter can target it and counter it. That is why Akroma was chosen here.</source>
        <translation>È Akroma, Angel of Fury, la cui carta dice che non può essere neutralizzata. A faccia in giù quell&apos;abilità non esiste: è una magia creatura 2/2 senza abilità, quindi Essence Scatter può bersagliarla e neutralizzarla. Per questo qui è stata scelta Akroma.</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: your opponent now knows it was Hunted Bonebrute. It died face down, a 2/2 whose only ability was ward, so its &apos;when this dies&apos; ability does not trigger: a dies ability looks back at the permanent as it was on the battlefield.</source>
        <translation>È stata rivelata lasciando il campo di battaglia: il tuo avversario ora sa che era Hunted Bonebrute. È morta a faccia in giù, un 2/2 la cui unica abilità era salvaguardia, quindi la sua abilità «quando muore» non si innesca: un&apos;abilità «muore» guarda il permanente com&apos;era sul campo di battaglia.</translation>
    </message>
    <message>
        <source>Morph lets you turn a face-down permanent face up. Spells normally can&apos;t be turned face up (rule 708.7): it is still a spell on the stack.</source>
        <translation>La metamorfosi ti permette di girare a faccia in su un permanente a faccia in giù. Le magie normalmente non possono essere girate a faccia in su (regola 708.7): è ancora una magia in pila.</translation>
    </message>
    <message>
        <source>Essence Scatter resolves and counters your spell. Put the countered face-down spell into your graveyard.</source>
        <translation>Essence Scatter si risolve e neutralizza la tua magia. Metti la magia a faccia in giù neutralizzata nel tuo cimitero.</translation>
    </message>
    <message>
        <source>Move the countered spell to the graveyard.</source>
        <translation>Sposta la magia neutralizzata nel cimitero.</translation>
    </message>
    <message>
        <source>A face-down spell that moves from the stack to any zone other than the battlefield is revealed to all players.</source>
        <translation>Una magia a faccia in giù che passa dalla pila a qualsiasi zona diversa dal campo di battaglia viene rivelata a tutti i giocatori.</translation>
    </message>
    <message>
        <source>It was revealed to all players as it moved: your opponent now knows it was Akroma.</source>
        <translation>È stata rivelata a tutti i giocatori mentre si spostava: il tuo avversario ora sa che era Akroma.</translation>
    </message>
    <message>
        <source>Now cast Exalted Angel face down for {3} with morph.</source>
        <translation>Ora lancia Exalted Angel a faccia in giù per {3} con metamorfosi.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down (morph).</source>
        <translation>Lancia Exalted Angel a faccia in giù (metamorfosi).</translation>
    </message>
    <message>
        <source>A face-down 2/2 creature spell again.</source>
        <translation>Di nuovo una magia creatura 2/2 a faccia in giù.</translation>
    </message>
    <message>
        <source>Your opponent lets it resolve: it becomes a face-down permanent. Look at it.</source>
        <translation>Il tuo avversario la lascia risolvere: diventa un permanente a faccia in giù. Guardalo.</translation>
    </message>
    <message>
        <source>Look at your face-down creature.</source>
        <translation>Guarda la tua creatura a faccia in giù.</translation>
    </message>
    <message>
        <source>Resolving, a face-down spell becomes a face-down permanent and is not revealed: only you know it is Exalted Angel.</source>
        <translation>Risolvendosi, una magia a faccia in giù diventa un permanente a faccia in giù e non viene rivelata: solo tu sai che è Exalted Angel.</translation>
    </message>
    <message>
        <source>The legend rule after a turn-up, and copies of face-down permanents</source>
        <translation>La regola delle leggende dopo averla girata, e copie di permanenti a faccia in giù</translation>
    </message>
    <message>
        <source>Face-down permanents have no name and are not legendary, so the legend rule ignores them. Once you control two legendary permanents with the same name face up, you choose one and the rest are put into their owners&apos; graveyards. A copy of a face-down permanent copies only its face-down copiable values: a face-up colorless 2/2 creature with no name, plus ward {2} if it copies a disguised or cloaked permanent.</source>
        <translation>I permanenti a faccia in giù non hanno nome e non sono leggendari, quindi la regola delle leggende li ignora. Quando controlli due permanenti leggendari a faccia in su con lo stesso nome, ne scegli uno e gli altri vanno nei cimiteri dei rispettivi proprietari. Una copia di un permanente a faccia in giù copia solo i suoi valori copiabili a faccia in giù: una creatura 2/2 incolore a faccia in su senza nome, più protezione {2} se copia un permanente camuffato o occultato.</translation>
    </message>
    <message>
        <source>#1 and #2 are both Akroma, Angel of Fury, face down. Turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>#1 e #2 sono entrambe Akroma, Angel of Fury, a faccia in giù. Gira #1 a faccia in su per il suo costo di metamorfosi {3}{R}{R}{R}.</translation>
    </message>
    <message>
        <source>#2 is still face down: it has no name and is not legendary, so the legend rule does not apply.</source>
        <translation>#2 è ancora a faccia in giù: non ha nome e non è leggendaria, quindi la regola delle leggende non si applica.</translation>
    </message>
    <message>
        <source>#1 is face down because of morph. Morph lets you turn it up for its morph cost; no rule lets you turn it up for its mana cost.</source>
        <translation>#1 è a faccia in giù per via della metamorfosi. La metamorfosi ti permette di girarla per il suo costo di metamorfosi; nessuna regola ti permette di girarla per il suo costo di mana.</translation>
    </message>
    <message>
        <source>Now turn #2 face up for its morph cost too.</source>
        <translation>Ora gira anche #2 a faccia in su per il suo costo di metamorfosi.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its morph cost.</source>
        <translation>Gira #2 a faccia in su per il suo costo di metamorfosi.</translation>
    </message>
    <message>
        <source>You now control two legendary permanents named Akroma, Angel of Fury: the legend rule applies as state-based actions are checked.</source>
        <translation>Ora controlli due permanenti leggendari chiamati Akroma, Angel of Fury: la regola delle leggende si applica quando vengono controllate le azioni generate dallo stato.</translation>
    </message>
    <message>
        <source>The legend rule: choose one of your two Akromas and put the other into your graveyard.</source>
        <translation>La regola delle leggende: scegli una delle tue due Akroma e metti l&apos;altra nel tuo cimitero.</translation>
    </message>
    <message>
        <source>Move one Akroma to your graveyard.</source>
        <translation>Sposta un&apos;Akroma nel tuo cimitero.</translation>
    </message>
    <message>
        <source>It is put into the graveyard; it is not destroyed or sacrificed.</source>
        <translation>Viene messa nel cimitero; non viene distrutta né sacrificata.</translation>
    </message>
    <message>
        <source>One Akroma stays on the battlefield.</source>
        <translation>Un&apos;Akroma resta sul campo di battaglia.</translation>
    </message>
    <message>
        <source>Not #3: the legend rule puts only one of your two Akromas into the graveyard. #3 is face down, with no name, and is not legendary, and nothing else puts it there.</source>
        <translation>Non #3: la regola delle leggende mette nel cimitero solo una delle tue due Akroma. #3 è a faccia in giù, senza nome, non è leggendaria, e nient&apos;altro la mette lì.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart: it will make a token that&apos;s a copy of your face-down #3, a disguised Hunted Bonebrute.</source>
        <translation>Lancia Cackling Counterpart: creerà una pedina che è una copia della tua #3 a faccia in giù, un Hunted Bonebrute camuffato.</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #3.</source>
        <translation>Si risolve: crea una pedina che è una copia di #3.</translation>
    </message>
    <message>
        <source>Make a token copy of #3.</source>
        <translation>Crea una pedina copia di #3.</translation>
    </message>
    <message>
        <source>The token copies #3&apos;s face-down values: a face-up colorless 2/2 creature with no name and ward {2}. It is not a Hunted Bonebrute, and nothing about #3 is revealed.</source>
        <translation>La pedina copia i valori a faccia in giù di #3: una creatura 2/2 incolore a faccia in su senza nome e con protezione {2}. Non è un Hunted Bonebrute, e nulla di #3 viene rivelato.</translation>
    </message>
    <message>
        <source>Not while Cackling Counterpart is resolving: nobody has priority during a resolution, and turning a permanent face up needs priority. Make the copy first.</source>
        <translation>Non mentre Cackling Counterpart si sta risolvendo: nessuno ha priorità durante una risoluzione, e girare un permanente a faccia in su richiede priorità. Crea prima la copia.</translation>
    </message>
    <message>
        <source>Double-faced cards face down</source>
        <translation>Carte bifronte a faccia in giù</translation>
    </message>
    <message>
        <source>A double-faced card can be manifested or cloaked; it stays hidden, in an opaque sleeve or as a substitute card. While it is face down it can&apos;t transform; when it is turned face up, its front face is up, so its front face decides whether it can be turned up for its mana cost. A double-faced permanent can&apos;t be turned face down.</source>
        <translation>Una carta bifronte può essere manifestata o occultata; resta nascosta, in una bustina opaca o come carta sostitutiva. Finché è a faccia in giù non può trasformarsi; quando viene girata a faccia in su, è il fronte a essere in su, quindi è il suo fronte a decidere se può essere girata per il suo costo di mana. Un permanente bifronte non può essere girato a faccia in giù.</translation>
    </message>
    <message>
        <source>#1 is a manifested Delver of Secrets, a double-faced card. Its front face is a creature with mana cost {U}: turn it face up for {U}.</source>
        <translation>#1 è un Delver of Secrets manifestato, una carta bifronte. Il suo fronte è una creatura con costo di mana {U}: giralo a faccia in su per {U}.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its mana cost.</source>
        <translation>Gira #1 a faccia in su per il suo costo di mana.</translation>
    </message>
    <message>
        <source>The front face decides: Delver of Secrets is a creature with a mana cost.</source>
        <translation>Decide il fronte: Delver of Secrets è una creatura con un costo di mana.</translation>
    </message>
    <message>
        <source>It is turned face up with its front face up: a 1/1 Delver of Secrets.</source>
        <translation>Viene girato a faccia in su con il fronte in su: un Delver of Secrets 1/1.</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform: nothing would happen. Turn it face up first.</source>
        <translation>Un permanente bifronte a faccia in giù non può trasformarsi: non succederebbe nulla. Giralo prima a faccia in su.</translation>
    </message>
    <message>
        <source>Delver of Secrets has no morph. Its front face is a creature card with a mana cost, so it turns up for that mana cost.</source>
        <translation>Delver of Secrets non ha metamorfosi. Il suo fronte è una carta creatura con un costo di mana, quindi viene girato per quel costo di mana.</translation>
    </message>
    <message>
        <source>An effect now tells you to transform #1. Transform it.</source>
        <translation>Ora un effetto ti dice di trasformare #1. Trasformalo.</translation>
    </message>
    <message>
        <source>Transform Delver of Secrets.</source>
        <translation>Trasforma Delver of Secrets.</translation>
    </message>
    <message>
        <source>Face up, it can transform: it is now Insectile Aberration, a 3/2, and still the same permanent.</source>
        <translation>A faccia in su può trasformarsi: ora è Insectile Aberration, un 3/2, ed è ancora lo stesso permanente.</translation>
    </message>
    <message>
        <source>An effect that tries to turn a double-faced permanent face down does nothing (rule 712.16), so this would not change the table; and this step asks you to transform it.</source>
        <translation>Un effetto che prova a girare a faccia in giù un permanente bifronte non fa nulla (regola 712.16), quindi il tavolo non cambierebbe; e questo passo ti chiede di trasformarlo.</translation>
    </message>
    <message>
        <source>Leaving a multiplayer game, and the end of the game</source>
        <translation>Lasciare una partita multigiocatore, e la fine della partita</translation>
    </message>
    <message>
        <source>If a player leaves the game, every face-down permanent and face-down spell that player owns is revealed to all players. At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>Se un giocatore lascia la partita, ogni permanente e magia a faccia in giù di sua proprietà viene rivelato a tutti i giocatori. Alla fine della partita, ogni permanente e magia a faccia in giù viene rivelato a tutti i giocatori.</translation>
    </message>
    <message>
        <source>Four players are in the game. Look at your face-down #1.</source>
        <translation>Nella partita ci sono quattro giocatori. Guarda la tua #1 a faccia in giù.</translation>
    </message>
    <message>
        <source>You may look at face-down permanents you control at any time, and at no one else&apos;s.</source>
        <translation>Puoi guardare in qualsiasi momento i permanenti a faccia in giù che controlli, e quelli di nessun altro.</translation>
    </message>
    <message>
        <source>It is your manifested Grizzly Bears. Players B, C and D don&apos;t know it.</source>
        <translation>Sono i tuoi Grizzly Bears manifestati. I giocatori B, C e D non lo sanno.</translation>
    </message>
    <message>
        <source>#3 is controlled by player C. You can&apos;t look at face-down permanents another player controls.</source>
        <translation>#3 è controllata dal giocatore C. Non puoi guardare i permanenti a faccia in giù che controlla un altro giocatore.</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. Everything C owns left the game with them, and their face-down permanent #3 and face-down spell were revealed to all players as they left. Now the game ends: end it.</source>
        <translation>Il giocatore C concede e lascia la partita. Tutto ciò che è di C ha lasciato la partita con lui, e il suo permanente a faccia in giù #3 e la sua magia a faccia in giù sono stati rivelati a tutti i giocatori mentre se ne andavano. Ora la partita finisce: terminala.</translation>
    </message>
    <message>
        <source>At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>Alla fine della partita, ogni permanente e magia a faccia in giù viene rivelato a tutti i giocatori.</translation>
    </message>
    <message>
        <source>Every face-down permanent was revealed: your #1 is a Grizzly Bears, and player B&apos;s cloaked #2 is a Forest. Everyone can check that each face-down card was what it was meant to be.</source>
        <translation>Ogni permanente a faccia in giù è stato rivelato: la tua #1 sono dei Grizzly Bears, e la #2 occultata del giocatore B è una Forest. Tutti possono verificare che ogni carta a faccia in giù fosse ciò che doveva essere.</translation>
    </message>
    <message>
        <source>#2 is player B&apos;s: only its controller may take the special action to turn it face up. At the end of the game it is revealed anyway.</source>
        <translation>#2 è del giocatore B: solo il suo controllore può fare l&apos;azione speciale di girarla a faccia in su. Alla fine della partita viene comunque rivelata.</translation>
    </message>
    <message>
        <source>You may concede at any time, and then your face-down #1 would be revealed as you leave; but this step asks you to end the game for everyone.</source>
        <translation>Puoi concedere in qualsiasi momento, e allora la tua #1 a faccia in giù verrebbe rivelata mentre te ne vai; ma questo passo ti chiede di terminare la partita per tutti.</translation>
    </message>
    <message>
        <source>Ward on disguised and cloaked permanents</source>
        <translation>Protezione sui permanenti camuffati e occultati</translation>
    </message>
    <message>
        <source>A disguised or cloaked permanent has ward {2} while it is face down. When an opponent&apos;s spell targets it, ward triggers: the spell is countered unless that player pays {2}. Once the permanent is turned face up, that ward ends, unless the card itself has ward.</source>
        <translation>Un permanente camuffato o occultato ha protezione {2} finché è a faccia in giù. Quando una magia di un avversario lo bersaglia, la protezione si innesca: la magia viene neutralizzata a meno che quel giocatore non paghi {2}. Una volta che il permanente è girato a faccia in su, quella protezione finisce, a meno che la carta stessa non abbia protezione.</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #1. Face down, #1 has ward {2}, so ward triggers. Your opponent does not pay {2}: counter Murder.</source>
        <translation>Il tuo avversario lancia Murder bersagliando la tua #1 camuffata. A faccia in giù, #1 ha protezione {2}, quindi la protezione si innesca. Il tuo avversario non paga {2}: neutralizza Murder.</translation>
    </message>
    <message>
        <source>Counter Murder: put it from the stack into its owner&apos;s graveyard.</source>
        <translation>Neutralizza Murder: mettilo dalla pila nel cimitero del suo proprietario.</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent&apos;s spell targets it, counter that spell unless its controller pays {2}.</source>
        <translation>Protezione {2}: quando una magia di un avversario lo bersaglia, neutralizza quella magia a meno che il suo controllore non paghi {2}.</translation>
    </message>
    <message>
        <source>Murder is countered and #1 stays on the battlefield, still face down: nothing about it was revealed.</source>
        <translation>Murder viene neutralizzata e #1 resta sul campo di battaglia, ancora a faccia in giù: non è stato rivelato nulla di lei.</translation>
    </message>
    <message>
        <source>Ward counters Murder, so Murder never destroys #1, and nothing else puts it into the graveyard: #1 stays on the battlefield, face down.</source>
        <translation>La protezione neutralizza Murder, quindi Murder non distrugge mai #1, e nient&apos;altro la mette nel cimitero: #1 resta sul campo di battaglia, a faccia in giù.</translation>
    </message>
    <message>
        <source>Your opponent casts a second Murder at #1 and pays {2} for ward this time, so Murder is not countered. It resolves: put #1 into your graveyard.</source>
        <translation>Il tuo avversario lancia una seconda Murder su #1 e stavolta paga {2} per la protezione, quindi Murder non viene neutralizzata. Si risolve: metti #1 nel tuo cimitero.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players.</source>
        <translation>Un permanente a faccia in giù che lascia il campo di battaglia viene rivelato a tutti i giocatori.</translation>
    </message>
    <message>
        <source>Your opponent paid {2}, so ward did not counter the second Murder, and it has already resolved: there is nothing on the stack to counter.</source>
        <translation>Il tuo avversario ha pagato {2}, quindi la protezione non ha neutralizzato la seconda Murder, che si è già risolta: non c&apos;è nulla in pila da neutralizzare.</translation>
    </message>
    <message>
        <source>#2 is a cloaked Grizzly Bears with ward {2}. Turn it face up for its mana cost {1}{G}.</source>
        <translation>#2 sono dei Grizzly Bears occultati con protezione {2}. Girali a faccia in su per il loro costo di mana {1}{G}.</translation>
    </message>
    <message>
        <source>Face up it is Grizzly Bears, which has no ward: the ward {2} that cloak gave it ended when it turned face up.</source>
        <translation>A faccia in su sono dei Grizzly Bears, che non hanno protezione: la protezione {2} che dava loro l&apos;occultamento è finita quando sono stati girati a faccia in su.</translation>
    </message>
    <message>
        <source>Cloaked is not disguised: a cloaked creature card turns up for its mana cost, and Grizzly Bears has no disguise cost.</source>
        <translation>Occultato non è camuffato: una carta creatura occultata viene girata per il suo costo di mana, e Grizzly Bears non ha un costo di camuffamento.</translation>
    </message>
    <message>
        <source>What to announce, and what to answer</source>
        <translation>Cosa annunciare e a cosa rispondere</translation>
    </message>
    <message>
        <source>When you cast a card face down, say how: with morph or with disguise. Everything that tells your face-down spells and permanents apart must stay clear to every player: what made each one face down, the order they were cast or entered, their counters, which attacked last turn. You answer those questions; what a face-down card is, you never have to say. A face-down permanent is revealed when it leaves the battlefield, and everything face down is revealed at the end of the game.</source>
        <translation>Quando lanci una carta a faccia in giù, di&apos; come: con metamorfosi o con camuffamento. Tutto ciò che distingue le tue magie e i tuoi permanenti a faccia in giù deve restare chiaro a ogni giocatore: cosa ha girato ciascuno a faccia in giù, l&apos;ordine in cui sono stati lanciati o sono entrati, i loro segnalini, quale ha attaccato nell&apos;ultimo turno. A queste domande rispondi; cosa sia una carta a faccia in giù, non devi mai dirlo. Un permanente a faccia in giù viene rivelato quando lascia il campo di battaglia, e tutto ciò che è a faccia in giù viene rivelato alla fine della partita.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using its morph ability, and say so: &quot;a face-down spell, cast with morph&quot;. What made it face down must stay clear to your opponent; its name stays yours alone.</source>
        <translation>Lancia Exalted Angel a faccia in giù usando la sua abilità metamorfosi, e dillo: «una magia a faccia in giù, lanciata con metamorfosi». Cosa l&apos;ha girata a faccia in giù deve restare chiaro al tuo avversario; il suo nome resta solo tuo.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph, for {3}.</source>
        <translation>Lancia Exalted Angel a faccia in giù con metamorfosi, per {3}.</translation>
    </message>
    <message>
        <source>The marker shows its entry number and how it became face down, &quot;morph&quot;; never its name.</source>
        <translation>Il marcatore mostra il suo numero di entrata e come è stata girata a faccia in giù, «metamorfosi»; mai il suo nome.</translation>
    </message>
    <message>
        <source>It is on the stack as #3, a face-down spell cast with morph. Your opponent knows how it became face down and when; only you know it is an Exalted Angel.</source>
        <translation>È in pila come #3, una magia a faccia in giù lanciata con metamorfosi. Il tuo avversario sa come e quando è stata girata a faccia in giù; solo tu sai che è un Exalted Angel.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph, and nothing else lets you cast it face down. Announcing &quot;morph&quot; for it would be false, and the card would be revealed when it leaves the battlefield and at the end of the game.</source>
        <translation>Grizzly Bears non ha metamorfosi, e nient&apos;altro ti permette di lanciarla a faccia in giù. Annunciare «metamorfosi» per lei sarebbe falso, e la carta verrebbe rivelata quando lascia il campo di battaglia e alla fine della partita.</translation>
    </message>
    <message>
        <source>Your face-down spell resolves and becomes #3. Your manifested #1 attacked last turn and has a +1/+1 counter: those differences must stay clear too. The counter shows on it; write the note &quot;attacked last turn&quot; on #1.</source>
        <translation>La tua magia a faccia in giù si risolve e diventa #3. La tua #1 manifestata ha attaccato nell&apos;ultimo turno e ha un segnalino +1/+1: anche queste differenze devono restare chiare. Il segnalino si vede su di lei; scrivi la nota «ha attaccato nell&apos;ultimo turno» su #1.</translation>
    </message>
    <message>
        <source>Write a note on #1.</source>
        <translation>Scrivi una nota su #1.</translation>
    </message>
    <message>
        <source>Which face-down creature attacked last turn is one of the differences that must stay clear.</source>
        <translation>Quale creatura a faccia in giù ha attaccato nell&apos;ultimo turno è una delle differenze che devono restare chiare.</translation>
    </message>
    <message>
        <source>Anyone at the table can now tell #1 from #3: its order, how it became face down, its counter and what it did last turn. When your opponent asks about these, tell them.</source>
        <translation>Chiunque al tavolo può ora distinguere #1 da #3: il loro ordine, come sono state girate a faccia in giù, il segnalino di #1 e cosa ha fatto nell&apos;ultimo turno. Quando il tuo avversario te lo chiede, diglielo.</translation>
    </message>
    <message>
        <source>Swapping #1 and #3 would hide which one attacked, which one has the counter and which one was cast with morph. Face-down permanents may never be mixed up.</source>
        <translation>Scambiare #1 e #3 nasconderebbe quale ha attaccato, quale ha il segnalino e quale è stata lanciata con metamorfosi. I permanenti a faccia in giù non possono mai essere mescolati.</translation>
    </message>
    <message>
        <source>Your opponent asks what #1 and #3 are. That you never have to tell while they are face down: only you may look at them. Look at #3.</source>
        <translation>Il tuo avversario chiede cosa sono #1 e #3. Questo non devi mai dirlo finché sono a faccia in giù: solo tu puoi guardarle. Guarda #3.</translation>
    </message>
    <message>
        <source>Look at #3.</source>
        <translation>Guarda #3.</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; nobody else may, unless an effect lets them.</source>
        <translation>Puoi guardare in qualsiasi momento le magie e i permanenti a faccia in giù che controlli; nessun altro può farlo, a meno che un effetto glielo permetta.</translation>
    </message>
    <message>
        <source>Its identity is yours to keep until it leaves the battlefield or the game ends: then it is revealed to all players, and everyone can check that it could be cast with morph.</source>
        <translation>Cosa sia resta tuo finché non lascia il campo di battaglia o la partita finisce: allora viene rivelata a tutti i giocatori, e tutti possono verificare che poteva essere lanciata con metamorfosi.</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s. You may ask how it became face down (its marker says disguise), when it entered and what it did, but not what it is.</source>
        <translation>#2 è del tuo avversario. Puoi chiedere come è stata girata a faccia in giù (il suo marcatore dice camuffamento), quando è entrata e cosa ha fatto, ma non cosa sia.</translation>
    </message>
    <message>
        <source>Leaving a game with other players&apos; face-down cards</source>
        <translation>Lasciare una partita con carte a faccia in giù di altri giocatori</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, everything they own leaves with them, and effects that gave them control of other players&apos; objects end: those objects stay in the game, usually back under their owners&apos; control. Every face-down permanent and spell the leaving player owns is revealed to all players, and by the official rulings, so is every face-down spell and permanent they control.</source>
        <translation>Quando un giocatore lascia una partita multigiocatore, tutto ciò di cui è proprietario lascia la partita con lui, e gli effetti che gli davano il controllo di oggetti di altri giocatori finiscono: quegli oggetti restano in partita, di solito di nuovo sotto il controllo dei loro proprietari. Ogni permanente e magia a faccia in giù di cui è proprietario il giocatore che se ne va viene rivelato a tutti i giocatori, e, secondo i ruling ufficiali, anche ogni magia e permanente a faccia in giù che controlla.</translation>
    </message>
    <message>
        <source>Four players are in the game. Earlier effects gave player C control of your manifested #1, and gave you control of player B&apos;s face-down #2. Look at #2.</source>
        <translation>Quattro giocatori sono in partita. Effetti precedenti hanno dato al giocatore C il controllo della tua #1 manifestata, e a te il controllo della #2 a faccia in giù del giocatore B. Guarda #2.</translation>
    </message>
    <message>
        <source>Look at #2.</source>
        <translation>Guarda #2.</translation>
    </message>
    <message>
        <source>Control, not ownership, decides who may look at a face-down permanent.</source>
        <translation>È il controllo, non la proprietà, a decidere chi può guardare un permanente a faccia in giù.</translation>
    </message>
    <message>
        <source>#2 is an Exalted Angel. Player B owns it, but you control it, so you may look at it. Your own #1 is now player C&apos;s to look at, not yours.</source>
        <translation>#2 è un Exalted Angel. Il giocatore B ne è il proprietario, ma tu lo controlli, quindi puoi guardarlo. La tua #1 ora può guardarla il giocatore C, non tu.</translation>
    </message>
    <message>
        <source>#1 is your card, but player C controls it: while they do, only they may look at it.</source>
        <translation>#1 è una tua carta, ma la controlla il giocatore C: finché la controlla, solo lui può guardarla.</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. The cloaked #3 they owned left the game with them, revealed to all. The effect that gave them control of your #1 ended, so #1 is yours again, and by the rulings C revealed it too, as a face-down permanent they controlled. Look at #1.</source>
        <translation>Il giocatore C concede e lascia la partita. La #3 occultata di cui era proprietario ha lasciato la partita con lui, rivelata a tutti. L&apos;effetto che gli dava il controllo della tua #1 è finito, quindi #1 è di nuovo tua, e, secondo i ruling, C ha rivelato anche lei, come permanente a faccia in giù che controllava. Guarda #1.</translation>
    </message>
    <message>
        <source>Look at #1: you control it again.</source>
        <translation>Guarda #1: la controlli di nuovo.</translation>
    </message>
    <message>
        <source>When a player leaves, what they own leaves with them, and effects that gave them control of other players&apos; objects end.</source>
        <translation>Quando un giocatore se ne va, ciò di cui è proprietario lascia la partita con lui, e gli effetti che gli davano il controllo di oggetti di altri giocatori finiscono.</translation>
    </message>
    <message>
        <source>#1 is your Grizzly Bears, still face down on the battlefield under your control. Players B and D saw it as C left, and #3 was a Forest.</source>
        <translation>#1 è la tua Grizzly Bears, ancora a faccia in giù sul campo di battaglia sotto il tuo controllo. I giocatori B e D l&apos;hanno vista quando C se n&apos;è andato, e #3 era una Forest.</translation>
    </message>
    <message>
        <source>Only objects the leaving player still controls after their control effects end are exiled. C&apos;s control of #1 ended as C left, so #1 stays on the battlefield, yours.</source>
        <translation>Vengono esiliati solo gli oggetti che il giocatore che se ne va controlla ancora dopo che i suoi effetti di controllo sono finiti. Il controllo di C su #1 è finito quando C se n&apos;è andato, quindi #1 resta sul campo di battaglia, tua.</translation>
    </message>
    <message>
        <source>Now you concede and leave the game, while you still control player B&apos;s #2. Leave the game.</source>
        <translation>Ora concedi e lasci la partita, mentre controlli ancora la #2 del giocatore B. Lascia la partita.</translation>
    </message>
    <message>
        <source>Concede: leave the game.</source>
        <translation>Concedi: lascia la partita.</translation>
    </message>
    <message>
        <source>What you own leaves the game with you, revealed; what you control but don&apos;t own goes back to its owner, and you reveal it too.</source>
        <translation>Ciò di cui sei proprietario lascia la partita con te, rivelato; ciò che controlli senza esserne proprietario torna al suo proprietario, e lo riveli anche tu.</translation>
    </message>
    <message>
        <source>Your #1 left the game with you, revealed. #2 stays on the battlefield, face down, under player B&apos;s control again, and you revealed it as you left: player D now knows it is an Exalted Angel.</source>
        <translation>La tua #1 ha lasciato la partita con te, rivelata. #2 resta a faccia in giù sul campo di battaglia, di nuovo sotto il controllo del giocatore B, e l&apos;hai rivelata andandotene: il giocatore D ora sa che è un Exalted Angel.</translation>
    </message>
    <message>
        <source>Players B and D are still playing: only you leave, and the game goes on without you.</source>
        <translation>I giocatori B e D stanno ancora giocando: te ne vai solo tu, e la partita continua senza di te.</translation>
    </message>
    <message>
        <source>Responding with a turn-up</source>
        <translation>Rispondere girando una carta a faccia in su</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even with a spell on the stack, and it doesn&apos;t use the stack. A spell whose every target has become illegal by the time it would resolve doesn&apos;t resolve. An ability already on the stack, such as a ward trigger, resolves even if its source has changed. And a dies ability triggers only if the creature had it when it died: face down, it had no abilities.</source>
        <translation>Girare a faccia in su un permanente a faccia in giù è un&apos;azione speciale: puoi farla ogni volta che hai priorità, anche con una magia in pila, e non usa la pila. Una magia i cui bersagli sono diventati tutti illegali quando si risolve non si risolve. Un&apos;abilità già in pila, come un innesco di salvaguardia, si risolve anche se la sua fonte è cambiata. E un&apos;abilità «muore» si innesca solo se la creatura l&apos;aveva quando è morta: a faccia in giù non aveva abilità.</translation>
    </message>
    <message>
        <source>Your opponent casts Swords to Plowshares targeting your face-down #1. Face down, #1 is a colorless 2/2 with no abilities, so it is a legal target. Respond before Swords resolves: turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>Il tuo avversario lancia Swords to Plowshares bersagliando la tua #1 a faccia in giù. A faccia in giù, #1 è una 2/2 incolore senza abilità, quindi è un bersaglio legale. Rispondi prima che Swords si risolva: gira #1 a faccia in su per il suo costo di metamorfosi {3}{R}{R}{R}.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost while Swords to Plowshares is still on the stack.</source>
        <translation>Gira #1 a faccia in su per il suo costo di metamorfosi mentre Swords to Plowshares è ancora in pila.</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, and it doesn&apos;t use the stack.</source>
        <translation>Girare a faccia in su un permanente a faccia in giù è un&apos;azione speciale: puoi farla ogni volta che hai priorità, e non usa la pila.</translation>
    </message>
    <message>
        <source>#1 is Akroma, Angel of Fury, with protection from white, and Swords to Plowshares is still on the stack: turning face up didn&apos;t use the stack, so there was nothing for your opponent to respond to.</source>
        <translation>#1 è Akroma, Angel of Fury, con protezione dal bianco, e Swords to Plowshares è ancora in pila: girarla a faccia in su non ha usato la pila, quindi il tuo avversario non aveva nulla a cui rispondere.</translation>
    </message>
    <message>
        <source>#1 was cast face down with morph: it turns face up only for its morph cost, {3}{R}{R}{R}, not for its mana cost.</source>
        <translation>#1 è stata lanciata a faccia in giù con metamorfosi: si gira a faccia in su solo per il suo costo di metamorfosi, {3}{R}{R}{R}, non per il suo costo di mana.</translation>
    </message>
    <message>
        <source>Swords to Plowshares tries to resolve. Its only target, Akroma, now has protection from white, so that target is illegal and Swords doesn&apos;t resolve. Put Swords to Plowshares into your opponent&apos;s graveyard.</source>
        <translation>Swords to Plowshares prova a risolversi. Il suo unico bersaglio, Akroma, ha ora protezione dal bianco, quindi quel bersaglio è illegale e Swords non si risolve. Metti Swords to Plowshares nel cimitero del tuo avversario.</translation>
    </message>
    <message>
        <source>Move Swords to Plowshares from the stack to its owner&apos;s graveyard.</source>
        <translation>Sposta Swords to Plowshares dalla pila al cimitero del suo proprietario.</translation>
    </message>
    <message>
        <source>A spell whose every target has become illegal doesn&apos;t resolve: it does nothing and goes to its owner&apos;s graveyard.</source>
        <translation>Una magia i cui bersagli sono diventati tutti illegali non si risolve: non fa nulla e va nel cimitero del suo proprietario.</translation>
    </message>
    <message>
        <source>Swords to Plowshares did nothing: Akroma stays on the battlefield and nobody gains life. It was not countered; it simply didn&apos;t resolve.</source>
        <translation>Swords to Plowshares non ha fatto nulla: Akroma resta sul campo di battaglia e nessuno guadagna punti vita. Non è stata neutralizzata; semplicemente non si è risolta.</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #2. Face down it has ward {2}, so ward triggers and its ability goes on the stack above Murder. If your opponent pays {2}, Murder will resolve; face up, Hunted Bonebrute would die with its dies ability. Turn #2 face up for its disguise cost {1}{B} now.</source>
        <translation>Il tuo avversario lancia Murder bersagliando la tua #2 camuffata. A faccia in giù ha salvaguardia {2}, quindi la salvaguardia si innesca e la sua abilità va in pila sopra Murder. Se il tuo avversario paga {2}, Murder si risolverà; a faccia in su, Hunted Bonebrute morirebbe con la sua abilità «muore». Gira #2 a faccia in su per il suo costo di camuffamento {1}{B} ora.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its disguise cost.</source>
        <translation>Gira #2 a faccia in su per il suo costo di camuffamento.</translation>
    </message>
    <message>
        <source>The ward ability is already on the stack: it exists independently of #2 and resolves even though #2 no longer has ward.</source>
        <translation>L&apos;abilità di salvaguardia è già in pila: esiste indipendentemente da #2 e si risolve anche se #2 non ha più salvaguardia.</translation>
    </message>
    <message>
        <source>#2 is Hunted Bonebrute, face up and without ward; the ward ability that triggered is still on the stack above Murder.</source>
        <translation>#2 è Hunted Bonebrute, a faccia in su e senza salvaguardia; l&apos;abilità di salvaguardia che si è innescata è ancora in pila sopra Murder.</translation>
    </message>
    <message>
        <source>Murder has not resolved: the ward ability above it on the stack resolves first, and nothing else puts #2 into your graveyard.</source>
        <translation>Murder non si è risolta: l&apos;abilità di salvaguardia sopra di essa in pila si risolve prima, e nient&apos;altro mette #2 nel tuo cimitero.</translation>
    </message>
    <message>
        <source>The ward ability resolves, and your opponent doesn&apos;t pay {2}. Counter Murder.</source>
        <translation>L&apos;abilità di salvaguardia si risolve, e il tuo avversario non paga {2}. Neutralizza Murder.</translation>
    </message>
    <message>
        <source>Once triggered, an ability doesn&apos;t depend on its source any more.</source>
        <translation>Una volta innescata, un&apos;abilità non dipende più dalla sua fonte.</translation>
    </message>
    <message>
        <source>Murder is countered by the ward ability, though #2 no longer has ward: once triggered, that ability was on the stack independently of its source.</source>
        <translation>Murder viene neutralizzata dall&apos;abilità di salvaguardia, anche se #2 non ha più salvaguardia: una volta innescata, quell&apos;abilità era in pila indipendentemente dalla sua fonte.</translation>
    </message>
    <message>
        <source>Your opponent casts their second Murder at Hunted Bonebrute. Face up it has no ward, and Murder resolves: put Hunted Bonebrute into your graveyard.</source>
        <translation>Il tuo avversario lancia la sua seconda Murder su Hunted Bonebrute. A faccia in su non ha salvaguardia, e Murder si risolve: metti Hunted Bonebrute nel tuo cimitero.</translation>
    </message>
    <message>
        <source>Move Hunted Bonebrute to your graveyard.</source>
        <translation>Sposta Hunted Bonebrute nel tuo cimitero.</translation>
    </message>
    <message>
        <source>A dies ability looks back: it triggers if the creature had it just before it died.</source>
        <translation>Un&apos;abilità «muore» guarda indietro nel tempo: si innesca se la creatura l&apos;aveva appena prima di morire.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute died face up, so its dies ability triggers: each opponent loses 3 life. Had it died face down, it would have had no abilities, and nothing would have triggered.</source>
        <translation>Hunted Bonebrute è morta a faccia in su, quindi la sua abilità «muore» si innesca: ogni avversario perde 3 punti vita. Se fosse morta a faccia in giù, non avrebbe avuto abilità, e nulla si sarebbe innescato.</translation>
    </message>
    <message>
        <source>Mana value 0 and no color</source>
        <translation>Valore di mana 0 e nessun colore</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has no mana cost, so its mana value is 0, and no colored mana symbols and no color indicator, so it is colorless. A spell that checks mana value, color or card type sees only these face-down values: Fatal Push destroys a face-down Exalted Angel, Essence Scatter can counter a face-down spell, and Negate can&apos;t target one.</source>
        <translation>Una magia o un permanente a faccia in giù non ha costo di mana, quindi il suo valore di mana è 0, né simboli di mana colorato né indicatore di colore, quindi è incolore. Una magia che controlla il valore di mana, il colore o il tipo di carta vede solo questi valori a faccia in giù: Fatal Push distrugge un Exalted Angel a faccia in giù, Essence Scatter può neutralizzare una magia a faccia in giù, e Negate non può bersagliarne una.</translation>
    </message>
    <message>
        <source>Player B controls the face-down creature #1. Fatal Push destroys target creature if it has mana value 2 or less. Cast Fatal Push targeting #1.</source>
        <translation>Il giocatore B controlla la creatura a faccia in giù #1. Fatal Push distrugge una creatura bersaglio se ha valore di mana pari o inferiore a 2. Lancia Fatal Push bersagliando #1.</translation>
    </message>
    <message>
        <source>Cast Fatal Push.</source>
        <translation>Lancia Fatal Push.</translation>
    </message>
    <message>
        <source>A face-down permanent has no mana cost, so its mana value is 0.</source>
        <translation>Un permanente a faccia in giù non ha costo di mana, quindi il suo valore di mana è 0.</translation>
    </message>
    <message>
        <source>Fatal Push is on the stack. Whatever card #1 is, face down it is a 2/2 creature with mana value 0.</source>
        <translation>Fatal Push è in pila. Qualunque carta sia #1, a faccia in giù è una creatura 2/2 con valore di mana 0.</translation>
    </message>
    <message>
        <source>You don&apos;t need to know the card: Fatal Push checks the mana value of the face-down creature, which is 0. And you may not look at a face-down permanent another player controls.</source>
        <translation>Non ti serve sapere quale carta sia: Fatal Push controlla il valore di mana della creatura a faccia in giù, che è 0. E non puoi guardare un permanente a faccia in giù controllato da un altro giocatore.</translation>
    </message>
    <message>
        <source>Fatal Push resolves: #1 has mana value 0, so it is destroyed. Put it into its owner&apos;s graveyard.</source>
        <translation>Fatal Push si risolve: #1 ha valore di mana 0, quindi viene distrutta. Mettila nel cimitero del suo proprietario.</translation>
    </message>
    <message>
        <source>Move #1 to the graveyard.</source>
        <translation>Metti #1 nel cimitero.</translation>
    </message>
    <message>
        <source>It was revealed as it left: Exalted Angel, mana value 6 face up. Face down its mana value was 0, so Fatal Push destroyed it.</source>
        <translation>È stata rivelata mentre se ne andava: Exalted Angel, valore di mana 6 a faccia in su. A faccia in giù il suo valore di mana era 0, quindi Fatal Push l&apos;ha distrutta.</translation>
    </message>
    <message>
        <source>Only the controller of #1, player B, may turn it face up. Had B turned it face up before Fatal Push resolved, its mana value would have been 6 and Fatal Push would not have destroyed it.</source>
        <translation>Solo il controllore di #1, il giocatore B, può girarla a faccia in su. Se B l&apos;avesse girata a faccia in su prima che Fatal Push si risolvesse, il suo valore di mana sarebbe stato 6 e Fatal Push non l&apos;avrebbe distrutta.</translation>
    </message>
    <message>
        <source>Player B casts Akroma, Angel of Fury face down with morph. Negate counters target noncreature spell; Essence Scatter counters target creature spell. Cast the one that can counter B&apos;s face-down spell.</source>
        <translation>Il giocatore B lancia Akroma, Angel of Fury a faccia in giù con metamorfosi. Negate neutralizza una magia non creatura bersaglio; Essence Scatter neutralizza una magia creatura bersaglio. Lancia quella che può neutralizzare la magia a faccia in giù di B.</translation>
    </message>
    <message>
        <source>Cast Essence Scatter.</source>
        <translation>Lancia Essence Scatter.</translation>
    </message>
    <message>
        <source>A face-down spell is a 2/2 creature spell: only what checks for a creature spell can target it.</source>
        <translation>Una magia a faccia in giù è una magia creatura 2/2: solo ciò che richiede una magia creatura può bersagliarla.</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell with mana value 0 and no color, whatever card it is: Essence Scatter can target it.</source>
        <translation>Una magia a faccia in giù è una magia creatura con valore di mana 0 e senza colore, qualunque carta sia: Essence Scatter può bersagliarla.</translation>
    </message>
    <message>
        <source>Negate can target only a noncreature spell, and the face-down spell is a creature spell, whatever card it is: Negate can&apos;t target it.</source>
        <translation>Negate può bersagliare solo una magia non creatura, e la magia a faccia in giù è una magia creatura, qualunque carta sia: Negate non può bersagliarla.</translation>
    </message>
    <message>
        <source>Essence Scatter resolves. Put the countered face-down spell into its owner&apos;s graveyard.</source>
        <translation>Essence Scatter si risolve. Metti la magia a faccia in giù neutralizzata nel cimitero del suo proprietario.</translation>
    </message>
    <message>
        <source>Counter the face-down spell.</source>
        <translation>Neutralizza la magia a faccia in giù.</translation>
    </message>
    <message>
        <source>It was revealed as it moved: Akroma, Angel of Fury, a red card with mana value 8 face up. On the stack it was a colorless creature spell with mana value 0.</source>
        <translation>È stata rivelata mentre si spostava: Akroma, Angel of Fury, una carta rossa con valore di mana 8 a faccia in su. In pila era una magia creatura incolore con valore di mana 0.</translation>
    </message>
    <message>
        <source>Cards exiled face down</source>
        <translation>Carte esiliate a faccia in giù</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows. It is not a face-down permanent or spell, so the reveals of rule 708.9 don&apos;t apply to it: it is not revealed when the game ends. A face-down permanent that leaves the battlefield is revealed, even when it goes to exile.</source>
        <translation>Una carta esiliata a faccia in giù può essere guardata solo dai giocatori a cui lo consente l&apos;effetto che l&apos;ha esiliata. Non è un permanente né una magia a faccia in giù, quindi le rivelazioni della regola 708.9 non si applicano a essa: non viene rivelata quando la partita finisce. Un permanente a faccia in giù che lascia il campo di battaglia viene rivelato, anche quando va in esilio.</translation>
    </message>
    <message>
        <source>An effect exiled one of your cards face down and lets you look at it. Look at your face-down card in exile.</source>
        <translation>Un effetto ha esiliato a faccia in giù una delle tue carte e ti permette di guardarla. Guarda la tua carta a faccia in giù in esilio.</translation>
    </message>
    <message>
        <source>Look at your card in exile.</source>
        <translation>Guarda la tua carta in esilio.</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows.</source>
        <translation>Una carta esiliata a faccia in giù può essere guardata solo dai giocatori a cui lo consente l&apos;effetto che l&apos;ha esiliata.</translation>
    </message>
    <message>
        <source>It is your Grizzly Bears. The effect that exiled it lets you look at it; player B may not.</source>
        <translation>È il tuo Grizzly Bears. L&apos;effetto che l&apos;ha esiliata ti permette di guardarla; al giocatore B no.</translation>
    </message>
    <message>
        <source>The effect that exiled player B&apos;s card face down lets only player B look at it. You may not look at it.</source>
        <translation>L&apos;effetto che ha esiliato a faccia in giù la carta del giocatore B permette solo al giocatore B di guardarla. Tu non puoi guardarla.</translation>
    </message>
    <message>
        <source>An effect exiles your manifested #1. Move it to exile.</source>
        <translation>Un effetto esilia la tua #1 manifestata. Esiliala.</translation>
    </message>
    <message>
        <source>Move #1 to exile.</source>
        <translation>Esilia #1.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players, whichever zone it goes to.</source>
        <translation>Un permanente a faccia in giù che lascia il campo di battaglia viene rivelato a tutti i giocatori, qualunque sia la zona in cui va.</translation>
    </message>
    <message>
        <source>#1 was a face-down permanent: it was revealed to all players as it left the battlefield. It is a Forest, now face up in exile.</source>
        <translation>#1 era un permanente a faccia in giù: è stata rivelata a tutti i giocatori mentre lasciava il campo di battaglia. È una Forest, ora a faccia in su in esilio.</translation>
    </message>
    <message>
        <source>Moving #1 to the graveyard would reveal it too, but this step&apos;s effect exiles it.</source>
        <translation>Mettere #1 nel cimitero la rivelerebbe comunque, ma l&apos;effetto di questo passo la esilia.</translation>
    </message>
    <message>
        <source>The game ends. End it, and see which cards are revealed.</source>
        <translation>La partita finisce. Terminala e guarda quali carte vengono rivelate.</translation>
    </message>
    <message>
        <source>At the end of the game, face-down permanents and face-down spells are revealed; cards exiled face down are neither.</source>
        <translation>Alla fine della partita vengono rivelati i permanenti e le magie a faccia in giù; le carte esiliate a faccia in giù non sono né gli uni né le altre.</translation>
    </message>
    <message>
        <source>Nothing was revealed: the two cards exiled face down are not permanents or spells, so rule 708.9 doesn&apos;t reveal them. Each stays known only to the player the exiling effect allowed to look at it.</source>
        <translation>Non è stato rivelato nulla: le due carte esiliate a faccia in giù non sono né permanenti né magie, quindi la regola 708.9 non le rivela. Ciascuna resta nota solo al giocatore a cui l&apos;effetto ha permesso di guardarla.</translation>
    </message>
    <message>
        <source>Even at the end of the game, player B&apos;s card exiled face down is not revealed, and you may not look at it.</source>
        <translation>Nemmeno alla fine della partita la carta esiliata a faccia in giù del giocatore B viene rivelata, e tu non puoi guardarla.</translation>
    </message>
    <message>
        <source>For judges: when a reveal is missed</source>
        <translation>Per i giudici: quando una rivelazione viene dimenticata</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield, a face-down spell leaving the stack for any zone but the battlefield, and every face-down permanent and spell at the end of the game must be revealed to all players: that is how the others check it was played legally. Here the table reveals them and the log keeps each reveal. At a paper table, once an unrevealed card is in a hidden set of cards, only its owner knows which card it was. Tournament rules, not this table, decide the penalty: the Magic Infraction Procedure Guide, section 2.3 (Game Play Error — Hidden Card Error), covers errors that publicly available information alone can&apos;t correct. This lesson was written without the guide&apos;s current dated text: read the current guide, or ask the head judge.</source>
        <translation>Un permanente a faccia in giù che lascia il campo di battaglia, una magia a faccia in giù che lascia la pila per una zona diversa dal campo di battaglia, e ogni permanente e magia a faccia in giù alla fine della partita devono essere rivelati a tutti i giocatori: così gli altri verificano che siano stati giocati legalmente. Qui il tavolo li rivela e il registro conserva ogni rivelazione. A un tavolo con carte di carta, non appena una carta non rivelata è in un insieme nascosto di carte, solo il suo proprietario sa quale carta fosse. La penalità la decidono le regole dei tornei, non questo tavolo: il Magic Infraction Procedure Guide, sezione 2.3 (Game Play Error — Hidden Card Error), tratta gli errori che le sole informazioni pubbliche non permettono di correggere. Questa lezione è stata scritta senza il testo attuale e datato della guida: leggi la guida in vigore o chiedi al capo giudice.</translation>
    </message>
    <message>
        <source>An effect returns your face-down #1 to your hand, where an Island is already. Move #1 to your hand.</source>
        <translation>Un effetto fa tornare la tua #1 a faccia in giù nella tua mano, dove c&apos;è già una Island. Metti #1 nella tua mano.</translation>
    </message>
    <message>
        <source>Move #1 to your hand.</source>
        <translation>Metti #1 nella tua mano.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players as it moves.</source>
        <translation>Un permanente a faccia in giù che lascia il campo di battaglia viene rivelato a tutti i giocatori mentre si sposta.</translation>
    </message>
    <message>
        <source>#1 was revealed as it moved, and the log shows it: Exalted Angel, a card with morph, so casting it face down was legal. Had it gone into your hand unrevealed, no one but you could tell it from the Island: the other player could never check it.</source>
        <translation>#1 è stata rivelata mentre si spostava, e il registro lo mostra: Exalted Angel, una carta con metamorfosi, quindi lanciarla a faccia in giù era legale. Se fosse finita nella tua mano senza essere rivelata, nessuno tranne te potrebbe distinguerla dall&apos;Island: l&apos;altro giocatore non potrebbe mai verificarla.</translation>
    </message>
    <message>
        <source>Turning #1 face up for its morph cost is legal, but not this step: here an effect returns it to your hand, and it is revealed as it moves.</source>
        <translation>Girare #1 a faccia in su per il suo costo di metamorfosi è legale, ma non è questo passo: qui un effetto la fa tornare nella tua mano, e viene rivelata mentre si sposta.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down again, for {3} with morph.</source>
        <translation>Lancia di nuovo Exalted Angel a faccia in giù, per {3} con metamorfosi.</translation>
    </message>
    <message>
        <source>It is a face-down spell again. Player B saw it as it went to your hand, but on the stack it is still a face-down 2/2 creature spell.</source>
        <translation>È di nuovo una magia a faccia in giù. Il giocatore B l&apos;ha vista quando è tornata nella tua mano, ma in pila è ancora una magia creatura 2/2 a faccia in giù.</translation>
    </message>
    <message>
        <source>Casting Exalted Angel face up for its mana cost is legal, but this step asks you to cast it face down.</source>
        <translation>Lanciare Exalted Angel a faccia in su per il suo costo di mana è legale, ma questo passo ti chiede di lanciarla a faccia in giù.</translation>
    </message>
    <message>
        <source>Player B casts Essence Scatter, and it resolves: your face-down spell is countered. Put it into your graveyard.</source>
        <translation>Il giocatore B lancia Essence Scatter, che si risolve: la tua magia a faccia in giù viene neutralizzata. Mettila nel tuo cimitero.</translation>
    </message>
    <message>
        <source>It was revealed as it left the stack, and the log shows it. In a graveyard it is face up for everyone to check.</source>
        <translation>È stata rivelata mentre lasciava la pila, e il registro lo mostra. Nel cimitero è a faccia in su perché tutti possano verificarla.</translation>
    </message>
    <message>
        <source>The game ends with your manifested #2 still on the battlefield. End the game.</source>
        <translation>La partita finisce mentre la tua #2 manifestata è ancora sul campo di battaglia. Termina la partita.</translation>
    </message>
    <message>
        <source>#2 was revealed to all players, and the log shows it: a Grizzly Bears. A player who gathers up their cards without revealing their face-down permanents leaves the other player no way to check them; what a judge does then is decided by the tournament rules, not by the Comprehensive Rules.</source>
        <translation>#2 è stata rivelata a tutti i giocatori, e il registro lo mostra: un Grizzly Bears. Un giocatore che raccoglie le sue carte senza rivelare i suoi permanenti a faccia in giù non lascia all&apos;altro giocatore alcun modo di verificarli; cosa fa allora un giudice lo decidono le regole dei tornei, non le Regole Complete.</translation>
    </message>
    <message>
        <source>Conceding would reveal #2 too, as you leave the game, but you would lose: this step asks you to end the game.</source>
        <translation>Concedere rivelerebbe anche #2 mentre lasci la partita, ma perderesti: questo passo ti chiede di terminare la partita.</translation>
    </message>
</context>
</TS>
