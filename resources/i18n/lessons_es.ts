<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>lessons</name>
    <message>
        <source>Tracking markers: entry order and method</source>
        <translation>Marcadores: orden de entrada y método</translation>
    </message>
    <message>
        <source>Your Soul Summons resolves: manifest the top card of your library. Watch the marker it gets: #1 says it is the first face-down card of the game, and &apos;manifest&apos; says how it became face down.</source>
        <translation>Tu Soul Summons se resuelve: manifiesta la primera carta de tu biblioteca. Fíjate en el marcador que recibe: #1 dice que es la primera carta boca abajo de la partida, y «manifestado» dice cómo quedó boca abajo.</translation>
    </message>
    <message>
        <source>Manifest the top card of your library.</source>
        <translation>Manifiesta la primera carta de tu biblioteca.</translation>
    </message>
    <message>
        <source>The table gives the new face-down creature its marker by itself: #1, manifest.</source>
        <translation>La mesa da a la nueva criatura boca abajo su marcador por sí sola: #1, manifestado.</translation>
    </message>
    <message>
        <source>#1 is a face-down 2/2. Both players can see its number and method; only you may see its face.</source>
        <translation>#1 es un 2/2 boca abajo. Ambos jugadores ven su número y su método; solo tú puedes ver su cara.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel from your hand face down, using morph: it is a 2/2 creature spell for {3}. It gets the next number, #2, and the method &apos;morph&apos;.</source>
        <translation>Lanza Exalted Angel boca abajo desde tu mano con metamorfosis: es un hechizo de criatura 2/2 por {3}. Recibe el siguiente número, #2, y el método «metamorfosis».</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down, choosing morph.</source>
        <translation>Lanza Exalted Angel boca abajo eligiendo metamorfosis.</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise or megamorph.</source>
        <translation>Exalted Angel tiene metamorfosis, no disfraz ni megametamorfosis.</translation>
    </message>
    <message>
        <source>Numbers are never reused, so #2 will always mean this card while it stays face down.</source>
        <translation>Los números nunca se reutilizan, así que #2 siempre será esta carta mientras siga boca abajo.</translation>
    </message>
    <message>
        <source>The method on the marker must be true: Exalted Angel has morph, so it is cast face down with morph, and the marker says so.</source>
        <translation>El método del marcador debe ser cierto: Exalted Angel tiene metamorfosis, así que se lanza boca abajo con metamorfosis, y el marcador lo dice.</translation>
    </message>
    <message>
        <source>Your Angel resolves. Then your opponent&apos;s Lightning Bolt deals 3 damage to your face-down creature #1, the one that entered first. Put #1 into your graveyard.</source>
        <translation>Tu Angel se resuelve. Luego el Lightning Bolt de tu oponente hace 3 de daño a tu criatura boca abajo #1, la que entró primero. Pon #1 en tu cementerio.</translation>
    </message>
    <message>
        <source>Two face-down 2/2s look alike; the marker #1 tells you which one the Bolt hit.</source>
        <translation>Dos 2/2 boca abajo parecen iguales; el marcador #1 te dice a cuál golpeó el Bolt.</translation>
    </message>
    <message>
        <source>Move #1 (not #2) to your graveyard.</source>
        <translation>Mueve #1 (no #2) a tu cementerio.</translation>
    </message>
    <message>
        <source>The entry number settled which creature died without anyone revealing anything. As it left the battlefield it was revealed: a Forest.</source>
        <translation>El número de entrada decidió qué criatura murió sin que nadie mostrara nada. Al dejar el campo de batalla se mostró: un Forest.</translation>
    </message>
    <message>
        <source>That is #2. The Bolt hit #1, the creature that entered first: only the creature with lethal damage dies, and the order must stay clear so both players agree which face-down creature is which.</source>
        <translation>Ese es #2. El Bolt golpeó a #1, la criatura que entró primero: solo muere la criatura con daño letal, y el orden debe quedar claro para que ambos jugadores estén de acuerdo en qué criatura boca abajo es cuál.</translation>
    </message>
    <message>
        <source>Turn #2 face up. Read its marker first: it says morph, so the way up is its morph cost, {2}{W}{W}.</source>
        <translation>Pon #2 boca arriba. Lee primero su marcador: dice metamorfosis, así que la forma de ponerlo boca arriba es su coste de metamorfosis, {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Turn #2 face up and choose its morph cost.</source>
        <translation>Pon #2 boca arriba y elige su coste de metamorfosis.</translation>
    </message>
    <message>
        <source>A card cast face down with morph was not manifested, so its mana cost is no way up.</source>
        <translation>Una carta lanzada boca abajo con metamorfosis no fue manifestada, así que su coste de maná no sirve para ponerla boca arriba.</translation>
    </message>
    <message>
        <source>The marker says morph, not manifest. Only manifested or cloaked creature cards may turn up for their mana cost; that is why the method must stay clear.</source>
        <translation>El marcador dice metamorfosis, no manifestado. Solo las cartas de criatura manifestadas o encubiertas pueden ponerse boca arriba por su coste de maná; por eso el método debe quedar claro.</translation>
    </message>
    <message>
        <source>Peeking: your face-down cards, not theirs</source>
        <translation>Mirar: tus cartas boca abajo, no las suyas</translation>
    </message>
    <message>
        <source>You may look at the face-down spells and permanents you control whenever you like. You may not look at anyone else&apos;s. Control decides, not ownership.</source>
        <translation>Puedes mirar cuando quieras los hechizos y permanentes boca abajo que controlas. No puedes mirar los de nadie más. Decide el control, no la propiedad.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s turn. You control the face-down creature #1: peek at it.</source>
        <translation>Es el turno de tu oponente. Controlas la criatura boca abajo #1: mírala.</translation>
    </message>
    <message>
        <source>Look at #1, your own face-down creature.</source>
        <translation>Mira #1, tu propia criatura boca abajo.</translation>
    </message>
    <message>
        <source>You may look at your own face-down cards at any time, even on your opponent&apos;s turn.</source>
        <translation>Puedes mirar tus propias cartas boca abajo en cualquier momento, incluso en el turno de tu oponente.</translation>
    </message>
    <message>
        <source>It is Grizzly Bears. Peeking at your own face-down cards is always fine; it tells your opponent nothing.</source>
        <translation>Son unos Grizzly Bears. Mirar tus propias cartas boca abajo siempre está bien; no le dice nada a tu oponente.</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s, and only its controller may look at it. You will see it if you gain control of it, if an effect lets you look at it, or when it is revealed, for example when it leaves the battlefield or the game ends.</source>
        <translation>#2 es de tu oponente, y solo su controlador puede mirarla. La verás si ganas su control, si un efecto te deja mirarla o cuando se muestre, por ejemplo al dejar el campo de batalla o al terminar la partida.</translation>
    </message>
    <message>
        <source>Your opponent cast Act of Treason: they control your #1 until end of turn. While they control it, only they may peek. Let the turn end: move on to the next turn.</source>
        <translation>Tu oponente lanzó Act of Treason: controla tu #1 hasta el final del turno. Mientras la controle, solo él puede mirarla. Deja que termine el turno: pasa al siguiente turno.</translation>
    </message>
    <message>
        <source>Don&apos;t peek now: pass the turn.</source>
        <translation>No mires ahora: pasa el turno.</translation>
    </message>
    <message>
        <source>Act of Treason&apos;s control change ends with the turn.</source>
        <translation>El cambio de control de Act of Treason termina con el turno.</translation>
    </message>
    <message>
        <source>The turn ended and #1 came back to you.</source>
        <translation>El turno terminó y #1 volvió a ti.</translation>
    </message>
    <message>
        <source>It is your card, but your opponent controls it now, and control decides who may look. They may peek at your Bears until the turn ends; you may not.</source>
        <translation>Es tu carta, pero ahora la controla tu oponente, y el control decide quién puede mirar. Él puede mirar tus Bears hasta que termine el turno; tú no.</translation>
    </message>
    <message>
        <source>You control #1 again. Peek at it once more.</source>
        <translation>Vuelves a controlar #1. Mírala otra vez.</translation>
    </message>
    <message>
        <source>Look at #1.</source>
        <translation>Mira #1.</translation>
    </message>
    <message>
        <source>Now you may look again and your opponent may not.</source>
        <translation>Ahora tú puedes volver a mirar y tu oponente no.</translation>
    </message>
    <message>
        <source>Turning a manifested card face up</source>
        <translation>Poner boca arriba una carta manifestada</translation>
    </message>
    <message>
        <source>You may turn a manifested card face up for its mana cost only if it is a creature card with a mana cost. A manifested land without morph or disguise gives you no way to turn it up yourself, though an effect can; a manifested instant or sorcery is never turned face up: an effect that tries only reveals it.</source>
        <translation>Puedes poner boca arriba una carta manifestada por su coste de maná solo si es una carta de criatura con coste de maná. Una tierra manifestada sin metamorfosis ni disfraz no te da forma de ponerla boca arriba tú mismo, aunque un efecto sí puede; un instantáneo o conjuro manifestado nunca se pone boca arriba: un efecto que lo intente solo lo muestra.</translation>
    </message>
    <message>
        <source>You have three manifested cards, #1, #2 and #3, each a face-down 2/2 creature. Peek if you like: #1 is Grizzly Bears, a creature card with mana cost {1}{G}. Turn #1 face up for its mana cost.</source>
        <translation>Tienes tres cartas manifestadas, #1, #2 y #3, cada una una criatura 2/2 boca abajo. Míralas si quieres: #1 son unos Grizzly Bears, una carta de criatura con coste de maná {1}{G}. Pon #1 boca arriba por su coste de maná.</translation>
    </message>
    <message>
        <source>Use &apos;Turn face up&apos; on #1 and choose its mana cost, {1}{G}.</source>
        <translation>Usa «Poner boca arriba» en #1 y elige su coste de maná, {1}{G}.</translation>
    </message>
    <message>
        <source>Only a creature card can be turned up for its mana cost; #1 is one.</source>
        <translation>Solo una carta de criatura puede ponerse boca arriba por su coste de maná; #1 lo es.</translation>
    </message>
    <message>
        <source>Turning face up is a special action: it doesn&apos;t use the stack and nobody can respond to it. It is the same creature, now face up.</source>
        <translation>Poner boca arriba es una acción especial: no usa la pila y nadie puede responder. Es la misma criatura, ahora boca arriba.</translation>
    </message>
    <message>
        <source>#2 is a manifested Forest. It is not a creature card and has no morph or disguise, so you have no way to turn it up yourself (only an effect could), and it stays a face-down 2/2 creature that can still fight. It is your declare attackers step: attack with #2 by tapping it.</source>
        <translation>#2 es un Forest manifestado. No es una carta de criatura y no tiene metamorfosis ni disfraz, así que no tienes forma de ponerlo boca arriba tú mismo (solo un efecto podría), y sigue siendo una criatura 2/2 boca abajo que aún puede luchar. Es tu paso de declarar atacantes: ataca con #2 girándolo.</translation>
    </message>
    <message>
        <source>Tap #2 to attack with it.</source>
        <translation>Gira #2 para atacar con él.</translation>
    </message>
    <message>
        <source>You have no way to turn it up yourself: a land is not a creature card, and it has no morph or disguise. Only an effect could turn it up.</source>
        <translation>No tienes forma de ponerlo boca arriba tú mismo: una tierra no es una carta de criatura y no tiene metamorfosis ni disfraz. Solo un efecto podría ponerlo boca arriba.</translation>
    </message>
    <message>
        <source>A manifested land fights on as a 2/2. If an effect turns it face up, it becomes a Forest land and leaves combat; if it leaves the battlefield, it is revealed.</source>
        <translation>Una tierra manifestada sigue luchando como un 2/2. Si un efecto la pone boca arriba, se convierte en la tierra Forest y sale del combate; si deja el campo de batalla, se muestra.</translation>
    </message>
    <message>
        <source>#3 is a Lightning Bolt. An instant is not a creature card either, so the special action of paying its mana cost {R} to turn it up is not available; nothing is revealed.</source>
        <translation>#3 es un Lightning Bolt. Un instantáneo tampoco es una carta de criatura, así que no está disponible la acción especial de pagar su coste de maná {R} para ponerlo boca arriba; no se muestra nada.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Break Open resolves: it turns a face-down creature face up, and they chose your #3. Carry out the effect on #3 and see what happens to an instant.</source>
        <translation>Se resuelve el Break Open de tu oponente: pone boca arriba una criatura boca abajo, y eligió tu #3. Ejecuta el efecto sobre #3 y mira qué le pasa a un instantáneo.</translation>
    </message>
    <message>
        <source>Turn #3 face up by the effect (Break Open), not for a cost.</source>
        <translation>Pon #3 boca arriba por el efecto (Break Open), no por un coste.</translation>
    </message>
    <message>
        <source>The face-down Bolt is a permanent, but it can&apos;t be a face-up one: it is shown to everyone and stays face down.</source>
        <translation>El Bolt boca abajo es un permanente, pero no puede serlo boca arriba: se muestra a todos y sigue boca abajo.</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays a face-down 2/2, and nothing that cares about turning face up triggers.</source>
        <translation>Un efecto no puede poner boca arriba una carta de instantáneo o conjuro: en su lugar se muestra a todos los jugadores y sigue siendo un 2/2 boca abajo, y no se dispara nada que dependa de ponerse boca arriba.</translation>
    </message>
    <message>
        <source>Morph and megamorph</source>
        <translation>Metamorfosis y megametamorfosis</translation>
    </message>
    <message>
        <source>Cast Den Protector face down and choose megamorph.</source>
        <translation>Lanza Den Protector boca abajo y elige megametamorfosis.</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost of {3}, at the time you could cast a creature.</source>
        <translation>Lanzar boca abajo es un coste alternativo de {3}, en el momento en que podrías lanzar una criatura.</translation>
    </message>
    <message>
        <source>Den Protector has megamorph. It can be cast face down only with a keyword it really has.</source>
        <translation>Den Protector tiene megametamorfosis. Solo puede lanzarse boca abajo con una palabra clave que realmente tenga.</translation>
    </message>
    <message>
        <source>Den Protector resolves and becomes your face-down creature #1. Now cast Exalted Angel face down with morph.</source>
        <translation>Den Protector se resuelve y se convierte en tu criatura boca abajo #1. Ahora lanza Exalted Angel boca abajo con metamorfosis.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down and choose morph.</source>
        <translation>Lanza Exalted Angel boca abajo y elige metamorfosis.</translation>
    </message>
    <message>
        <source>The Angel resolves as #2. Turn #1 (Den Protector) face up for its megamorph cost {1}{G}: it also gets a +1/+1 counter.</source>
        <translation>El Angel se resuelve como #2. Pon #1 (Den Protector) boca arriba por su coste de megametamorfosis {1}{G}: además recibe un contador +1/+1.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its megamorph cost, {1}{G}.</source>
        <translation>Pon #1 boca arriba y elige su coste de megametamorfosis, {1}{G}.</translation>
    </message>
    <message>
        <source>Its mana cost is no way up: it was cast face down, not manifested.</source>
        <translation>Su coste de maná no sirve: se lanzó boca abajo, no fue manifestado.</translation>
    </message>
    <message>
        <source>Den Protector is a 3/2 with its +1/+1 counter. It did not enter the battlefield again; its &apos;when turned face up&apos; ability triggers.</source>
        <translation>Den Protector es un 3/2 con su contador +1/+1. No volvió a entrar al campo de batalla; su habilidad «cuando se pone boca arriba» se dispara.</translation>
    </message>
    <message>
        <source>Paying {1}{G} as its mana cost is not a way up for a creature cast face down; the cost to pay is its megamorph cost (which happens to be {1}{G} too), and only that gives the counter.</source>
        <translation>Pagar {1}{G} como su coste de maná no sirve para una criatura lanzada boca abajo; el coste a pagar es su coste de megametamorfosis (que da la casualidad de que también es {1}{G}), y solo ese da el contador.</translation>
    </message>
    <message>
        <source>It is now your opponent&apos;s upkeep. You may turn a face-down permanent face up any time you have priority, even on their turn. Turn #2 (Exalted Angel) face up for its morph cost {2}{W}{W}.</source>
        <translation>Ahora es el mantenimiento de tu oponente. Puedes poner boca arriba un permanente boca abajo siempre que tengas prioridad, incluso en su turno. Pon #2 (Exalted Angel) boca arriba por su coste de metamorfosis {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Plain morph gives no counter.</source>
        <translation>La metamorfosis normal no da contador.</translation>
    </message>
    <message>
        <source>A 4/5 Angel, no counter: only megamorph adds one.</source>
        <translation>Un Angel 4/5, sin contador: solo la megametamorfosis añade uno.</translation>
    </message>
    <message>
        <source>Exalted Angel&apos;s mana cost is {4}{W}{W}, but it was cast face down with morph, so only its morph cost {2}{W}{W} turns it up.</source>
        <translation>El coste de maná de Exalted Angel es {4}{W}{W}, pero se lanzó boca abajo con metamorfosis, así que solo su coste de metamorfosis {2}{W}{W} lo pone boca arriba.</translation>
    </message>
    <message>
        <source>Disguise: ward {2} while face down</source>
        <translation>Disfraz: custodia {2} mientras está boca abajo</translation>
    </message>
    <message>
        <source>A card with disguise is cast face down for {3} like a morph, but while it is face down it has ward {2}. Turned face up for its disguise cost, it loses that ward and does not enter the battlefield again.</source>
        <translation>Una carta con disfraz se lanza boca abajo por {3} como una con metamorfosis, pero mientras está boca abajo tiene custodia {2}. Puesta boca arriba por su coste de disfraz, pierde esa custodia y no vuelve a entrar al campo de batalla.</translation>
    </message>
    <message>
        <source>Cast Hunted Bonebrute face down using disguise, for {3}.</source>
        <translation>Lanza Hunted Bonebrute boca abajo con disfraz, por {3}.</translation>
    </message>
    <message>
        <source>Cast it face down and choose disguise.</source>
        <translation>Lánzalo boca abajo y elige disfraz.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute has disguise, not morph.</source>
        <translation>Hunted Bonebrute tiene disfraz, no metamorfosis.</translation>
    </message>
    <message>
        <source>Disguise and morph are different keywords. Its marker will say &apos;disguise&apos;, which tells your opponent it has ward {2}.</source>
        <translation>Disfraz y metamorfosis son palabras clave distintas. Su marcador dirá «disfrazado», lo que indica a tu oponente que tiene custodia {2}.</translation>
    </message>
    <message>
        <source>It resolves as your face-down #1: a 2/2 with ward {2}. If your opponent targets it with a spell or ability, that is countered unless they pay {2}. Peek at #1.</source>
        <translation>Se resuelve como tu #1 boca abajo: un 2/2 con custodia {2}. Si tu oponente lo hace objetivo con un hechizo o habilidad, este se contrarresta a menos que pague {2}. Mira #1.</translation>
    </message>
    <message>
        <source>Ward {2} is the only ability it has face down. Its own abilities don&apos;t exist until it is face up.</source>
        <translation>Custodia {2} es la única habilidad que tiene boca abajo. Sus propias habilidades no existen hasta que está boca arriba.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its disguise cost {1}{B}.</source>
        <translation>Pon #1 boca arriba por su coste de disfraz {1}{B}.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its disguise cost.</source>
        <translation>Pon #1 boca arriba y elige su coste de disfraz.</translation>
    </message>
    <message>
        <source>It was cast face down, not manifested, so its mana cost {2}{B} is no way up.</source>
        <translation>Se lanzó boca abajo, no fue manifestado, así que su coste de maná {2}{B} no sirve para ponerlo boca arriba.</translation>
    </message>
    <message>
        <source>Only manifested or cloaked cards use their mana cost. A disguised card turns up for its disguise cost.</source>
        <translation>Solo las cartas manifestadas o encubiertas usan su coste de maná. Una carta disfrazada se pone boca arriba por su coste de disfraz.</translation>
    </message>
    <message>
        <source>Cloak</source>
        <translation>Encubrir</translation>
    </message>
    <message>
        <source>Cryptic Coat enters the battlefield. Its ability cloaks the top card of your library: cloak it.</source>
        <translation>Cryptic Coat entra al campo de batalla. Su habilidad encubre la primera carta de tu biblioteca: encúbrela.</translation>
    </message>
    <message>
        <source>Cloak the top card of your library (not manifest).</source>
        <translation>Encubre la primera carta de tu biblioteca (no manifiestes).</translation>
    </message>
    <message>
        <source>A cloaked card is a face-down 2/2 with ward {2}.</source>
        <translation>Una carta encubierta es un 2/2 boca abajo con custodia {2}.</translation>
    </message>
    <message>
        <source>#1 is cloaked: a 2/2 with ward {2}, and its marker says &apos;cloak&apos;.</source>
        <translation>#1 está encubierta: un 2/2 con custodia {2}, y su marcador dice «encubierto».</translation>
    </message>
    <message>
        <source>Cryptic Coat says cloak, and cloak is its own keyword action, not a manifest: a cloaked card has ward {2} while face down, and its marker must say &apos;cloak&apos; so your opponent knows.</source>
        <translation>Cryptic Coat dice encubrir, y encubrir es su propia acción de palabra clave, no un manifestar: una carta encubierta tiene custodia {2} mientras está boca abajo, y su marcador debe decir «encubierto» para que tu oponente lo sepa.</translation>
    </message>
    <message>
        <source>Cryptic Coat then attaches itself to the creature it cloaked. Attach Cryptic Coat to #1.</source>
        <translation>Luego Cryptic Coat se anexa a la criatura que encubrió. Anexa Cryptic Coat a #1.</translation>
    </message>
    <message>
        <source>Attach the Coat to #1.</source>
        <translation>Anexa el Coat a #1.</translation>
    </message>
    <message>
        <source>Equipment and counters on a face-down creature still count: other effects can still change its face-down characteristics.</source>
        <translation>El equipo y los contadores sobre una criatura boca abajo siguen contando: otros efectos aún pueden cambiar sus características boca abajo.</translation>
    </message>
    <message>
        <source>Peek at #1: it is Grizzly Bears, a creature card. A cloaked creature card can be turned face up for its mana cost, just like a manifested one. Turn #1 face up for {1}{G}.</source>
        <translation>Mira #1: son unos Grizzly Bears, una carta de criatura. Una carta de criatura encubierta puede ponerse boca arriba por su coste de maná, igual que una manifestada. Pon #1 boca arriba por {1}{G}.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its mana cost.</source>
        <translation>Pon #1 boca arriba y elige su coste de maná.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no disguise or morph; its mana cost is the way up.</source>
        <translation>Grizzly Bears no tiene disfraz ni metamorfosis; su coste de maná es la forma de ponerla boca arriba.</translation>
    </message>
    <message>
        <source>The ward {2} from cloaking is gone, and the Coat stays attached: it is the same creature.</source>
        <translation>La custodia {2} del encubrimiento desapareció, y el Coat sigue anexado: es la misma criatura.</translation>
    </message>
    <message>
        <source>Cloaked does not mean disguised. A cloaked card turns up for its mana cost if it is a creature card, or for disguise or morph only if the card has that keyword.</source>
        <translation>Encubierto no significa disfrazado. Una carta encubierta se pone boca arriba por su coste de maná si es una carta de criatura, o por disfraz o metamorfosis solo si la carta tiene esa palabra clave.</translation>
    </message>
    <message>
        <source>Manifest dread with Break Down the Door</source>
        <translation>Manifestar miedo con Break Down the Door</translation>
    </message>
    <message>
        <source>Manifest dread: look at the top two cards of your library, manifest one and put the other into your graveyard. With one card left you manifest that one; with none, nothing happens.</source>
        <translation>Manifestar miedo: mira las dos primeras cartas de tu biblioteca, manifiesta una y pon la otra en tu cementerio. Si solo queda una carta, manifiestas esa; si no queda ninguna, no pasa nada.</translation>
    </message>
    <message>
        <source>Cast one Break Down the Door.</source>
        <translation>Lanza un Break Down the Door.</translation>
    </message>
    <message>
        <source>It resolves: manifest dread. Look at the top two cards of your library, a Forest and Grizzly Bears. Manifest one, and the other goes to your graveyard. Keep the Bears: a manifested creature card can be turned face up later.</source>
        <translation>Se resuelve: manifiesta miedo. Mira las dos primeras cartas de tu biblioteca, un Forest y unos Grizzly Bears. Manifiesta una, y la otra va a tu cementerio. Quédate los Bears: una carta de criatura manifestada puede ponerse boca arriba más tarde.</translation>
    </message>
    <message>
        <source>Manifest dread and choose to keep Grizzly Bears.</source>
        <translation>Manifiesta miedo y elige quedarte los Grizzly Bears.</translation>
    </message>
    <message>
        <source>The card you don&apos;t keep goes to your graveyard face up, for everyone to see.</source>
        <translation>La carta que no te quedas va a tu cementerio boca arriba, a la vista de todos.</translation>
    </message>
    <message>
        <source>#1 is your manifested Bears (its marker says &apos;manifest dread&apos;); the Forest is in your graveyard.</source>
        <translation>#1 son tus Bears manifestados (su marcador dice «manifestado (miedo)»); el Forest está en tu cementerio.</translation>
    </message>
    <message>
        <source>You may keep either card, but you would have no way to turn a manifested Forest up yourself. The Bears can be, for {1}{G}: keep the Bears.</source>
        <translation>Puedes quedarte cualquiera de las dos, pero no tendrías forma de poner boca arriba tú mismo un Forest manifestado. Los Bears sí, por {1}{G}: quédate los Bears.</translation>
    </message>
    <message>
        <source>You cast a second Break Down the Door and it resolves. Only one card is left in your library. Manifest dread again.</source>
        <translation>Lanzas un segundo Break Down the Door y se resuelve. Solo queda una carta en tu biblioteca. Manifiesta miedo otra vez.</translation>
    </message>
    <message>
        <source>Manifest dread; there is nothing to choose.</source>
        <translation>Manifiesta miedo; no hay nada que elegir.</translation>
    </message>
    <message>
        <source>A third Break Down the Door resolves, and your library is empty. Manifest dread anyway and see what happens.</source>
        <translation>Un tercer Break Down the Door se resuelve, y tu biblioteca está vacía. Manifiesta miedo de todos modos y mira qué pasa.</translation>
    </message>
    <message>
        <source>Manifest dread with an empty library.</source>
        <translation>Manifiesta miedo con la biblioteca vacía.</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest, then exile to play</source>
        <translation>Primordial Mist: manifestar y luego exiliar para jugar</translation>
    </message>
    <message>
        <source>At the beginning of your end step Primordial Mist lets you manifest the top card of your library. Its other ability exiles a face-down permanent you control face up, and you may play that card this turn only, at its normal timing, using your land play for a land.</source>
        <translation>Al comienzo de tu paso final, Primordial Mist te deja manifestar la primera carta de tu biblioteca. Su otra habilidad exilia boca arriba un permanente boca abajo que controlas, y puedes jugar esa carta solo este turno, en su momento normal, usando tu jugada de tierra si es una tierra.</translation>
    </message>
    <message>
        <source>Exile #1 with Primordial Mist.</source>
        <translation>Exilia #1 con Primordial Mist.</translation>
    </message>
    <message>
        <source>Only face-down permanents you control can pay this cost.</source>
        <translation>Solo los permanentes boca abajo que controlas pueden pagar este coste.</translation>
    </message>
    <message>
        <source>#4 is your opponent&apos;s face-down creature. The cost is a face-down permanent you control.</source>
        <translation>#4 es la criatura boca abajo de tu oponente. El coste es un permanente boca abajo que controlas.</translation>
    </message>
    <message>
        <source>Play the Forest from exile.</source>
        <translation>Juega el Forest desde el exilio.</translation>
    </message>
    <message>
        <source>Playing it uses your land play for the turn.</source>
        <translation>Jugarlo usa tu jugada de tierra del turno.</translation>
    </message>
    <message>
        <source>Playing a land from exile with Mist counts as your land play for the turn.</source>
        <translation>Jugar una tierra desde el exilio con Primordial Mist cuenta como tu jugada de tierra del turno.</translation>
    </message>
    <message>
        <source>Move on to your end step.</source>
        <translation>Pasa a tu paso final.</translation>
    </message>
    <message>
        <source>Go to the end step.</source>
        <translation>Ve al paso final.</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s manifest comes at the beginning of your end step.</source>
        <translation>La manifestación de Primordial Mist ocurre al comienzo de tu paso final.</translation>
    </message>
    <message>
        <source>Primordial Mist triggers: you may manifest the top card of your library. It is a &apos;may&apos;.</source>
        <translation>Primordial Mist se dispara: puedes manifestar la primera carta de tu biblioteca. Es un «puedes».</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s trigger: manifest the top card of your library.</source>
        <translation>Disparo de Primordial Mist: manifiesta la primera carta de tu biblioteca.</translation>
    </message>
    <message>
        <source>The new face-down creature gets the next number, #5: numbers are never reused, not even #1, which left the battlefield.</source>
        <translation>La nueva criatura boca abajo recibe el siguiente número, #5: los números nunca se reutilizan, ni siquiera #1, que dejó el campo de batalla.</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist. It is your other Forest.</source>
        <translation>Exilia #2 con Primordial Mist. Es tu otro Forest.</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist.</source>
        <translation>Exilia #2 con Primordial Mist.</translation>
    </message>
    <message>
        <source>A second Forest, now in exile with permission to play it this turn.</source>
        <translation>Un segundo Forest, ahora en el exilio con permiso para jugarlo este turno.</translation>
    </message>
    <message>
        <source>You can&apos;t play that Forest now: you have already played a land this turn, and it is not your main phase. Exile #3 with Primordial Mist instead: it is a Lightning Bolt.</source>
        <translation>Ahora no puedes jugar ese Forest: ya jugaste una tierra este turno y no es tu fase principal. En su lugar, exilia #3 con Primordial Mist: es un Lightning Bolt.</translation>
    </message>
    <message>
        <source>Exile #3 with Primordial Mist.</source>
        <translation>Exilia #3 con Primordial Mist.</translation>
    </message>
    <message>
        <source>A land from Mist needs your main phase, an empty stack and a land play left.</source>
        <translation>Una tierra de Primordial Mist necesita tu fase principal, la pila vacía y una jugada de tierra disponible.</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the land, not play it anytime or as an extra land: you need your main phase, an empty stack and an unused land play.</source>
        <translation>Primordial Mist te deja jugar la tierra, no jugarla en cualquier momento ni como tierra adicional: necesitas tu fase principal, la pila vacía y una jugada de tierra sin usar.</translation>
    </message>
    <message>
        <source>An instant may be cast whenever you have priority, even in your end step. Cast the Lightning Bolt from exile.</source>
        <translation>Un instantáneo puede lanzarse siempre que tengas prioridad, incluso en tu paso final. Lanza el Lightning Bolt desde el exilio.</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from exile.</source>
        <translation>Lanza Lightning Bolt desde el exilio.</translation>
    </message>
    <message>
        <source>You pay its costs as usual ({R}); Mist only lets you play it.</source>
        <translation>Pagas sus costes como siempre ({R}); Primordial Mist solo te deja jugarlo.</translation>
    </message>
    <message>
        <source>The Bolt resolves. Now exile #5 with Primordial Mist: it is the Grizzly Bears you just manifested.</source>
        <translation>El Bolt se resuelve. Ahora exilia #5 con Primordial Mist: son los Grizzly Bears que acabas de manifestar.</translation>
    </message>
    <message>
        <source>Exile #5 with Primordial Mist.</source>
        <translation>Exilia #5 con Primordial Mist.</translation>
    </message>
    <message>
        <source>Grizzly Bears is a creature: you could cast it only in your main phase, and the permission lasts only this turn. Move on to the next turn and watch the permission end.</source>
        <translation>Grizzly Bears es una criatura: solo podrías lanzarla en tu fase principal, y el permiso dura solo este turno. Pasa al siguiente turno y mira cómo termina el permiso.</translation>
    </message>
    <message>
        <source>Move on; you can&apos;t cast the Bears in your end step.</source>
        <translation>Sigue adelante; no puedes lanzar los Bears en tu paso final.</translation>
    </message>
    <message>
        <source>The permission ends with the turn; the card stays in exile.</source>
        <translation>El permiso termina con el turno; la carta se queda en el exilio.</translation>
    </message>
    <message>
        <source>The Bears and the second Forest stay in exile for good: Mist&apos;s permission was for this turn only.</source>
        <translation>Los Bears y el segundo Forest se quedan en el exilio para siempre: el permiso de Primordial Mist era solo para este turno.</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the card, but only at its normal timing: a creature spell needs your main phase and an empty stack. This is your end step.</source>
        <translation>Primordial Mist te deja jugar la carta, pero solo en su momento normal: un hechizo de criatura necesita tu fase principal y la pila vacía. Esto es tu paso final.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: cast, manifest, and a face-down instant dying</source>
        <translation>Cryptic Pursuit: lanzar, manifestar y un instantáneo boca abajo que muere</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from your hand. Watch Cryptic Pursuit: casting an instant or sorcery from your hand makes it trigger.</source>
        <translation>Lanza Lightning Bolt desde tu mano. Fíjate en Cryptic Pursuit: lanzar un instantáneo o conjuro desde tu mano lo dispara.</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt.</source>
        <translation>Lanza Lightning Bolt.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit triggers: you will manifest the top card of your library.</source>
        <translation>Cryptic Pursuit se dispara: manifestarás la primera carta de tu biblioteca.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger resolves first: manifest the top card of your library.</source>
        <translation>El disparo de Cryptic Pursuit se resuelve primero: manifiesta la primera carta de tu biblioteca.</translation>
    </message>
    <message>
        <source>Peek at #1: it is a Counterspell, an instant, face down as a 2/2.</source>
        <translation>Mira #1: es un Counterspell, un instantáneo, boca abajo como un 2/2.</translation>
    </message>
    <message>
        <source>Your Bolt resolves. Then your opponent&apos;s Shock deals 2 damage to #1, your face-down 2/2. It dies: put #1 into your graveyard.</source>
        <translation>Tu Bolt se resuelve. Luego el Shock de tu oponente hace 2 de daño a #1, tu 2/2 boca abajo. Muere: pon #1 en tu cementerio.</translation>
    </message>
    <message>
        <source>Move #1 to your graveyard.</source>
        <translation>Mueve #1 a tu cementerio.</translation>
    </message>
    <message>
        <source>A face-down instant can&apos;t be turned face up to save it.</source>
        <translation>Un instantáneo boca abajo no puede ponerse boca arriba para salvarlo.</translation>
    </message>
    <message>
        <source>#1 is a Counterspell. An instant is not a creature card, so the special action of turning it up for its mana cost is not available and you can&apos;t save it this way; but Cryptic Pursuit rewards you when it dies.</source>
        <translation>#1 es un Counterspell. Un instantáneo no es una carta de criatura, así que la acción especial de ponerlo boca arriba por su coste de maná no está disponible y no puedes salvarlo así; pero Cryptic Pursuit te recompensa cuando muere.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger exiled the Counterspell: you may cast it until the end of your next turn, at its normal timing, paying its costs. Now it is your opponent&apos;s turn and they cast Gray Ogre. Counterspell is an instant: cast it from exile.</source>
        <translation>El disparo de Cryptic Pursuit exilió el Counterspell: puedes lanzarlo hasta el final de tu próximo turno, en su momento normal, pagando sus costes. Ahora es el turno de tu oponente y lanza Gray Ogre. Counterspell es un instantáneo: lánzalo desde el exilio.</translation>
    </message>
    <message>
        <source>Cast Counterspell from exile.</source>
        <translation>Lanza Counterspell desde el exilio.</translation>
    </message>
    <message>
        <source>You cast it from exile, not from your hand, so Cryptic Pursuit does not manifest this time.</source>
        <translation>Lo lanzas desde el exilio, no desde tu mano, así que esta vez Cryptic Pursuit no manifiesta.</translation>
    </message>
    <message>
        <source>Reveal duties</source>
        <translation>Deberes de mostrar</translation>
    </message>
    <message>
        <source>A face-down card is revealed to everyone when it leaves the battlefield, when a face-down spell leaves the stack for anywhere but the battlefield (say, countered), and when the game ends. That is how everyone can check it was played fairly.</source>
        <translation>Una carta boca abajo se muestra a todos cuando deja el campo de batalla, cuando un hechizo boca abajo deja la pila hacia cualquier lugar que no sea el campo de batalla (por ejemplo, contrarrestado) y cuando termina la partida. Así todos pueden comprobar que se jugó limpiamente.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using morph.</source>
        <translation>Lanza Exalted Angel boca abajo con metamorfosis.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph.</source>
        <translation>Lanza Exalted Angel boca abajo con metamorfosis.</translation>
    </message>
    <message>
        <source>Your opponent answers with Essence Scatter, which counters a creature spell, and it resolves. Carry it out: counter your face-down spell #4.</source>
        <translation>Tu oponente responde con Essence Scatter, que contrarresta un hechizo de criatura, y se resuelve. Ejecútalo: contrarresta tu hechizo boca abajo #4.</translation>
    </message>
    <message>
        <source>Counter #4; it goes to your graveyard.</source>
        <translation>Contrarresta #4; va a tu cementerio.</translation>
    </message>
    <message>
        <source>A countered face-down spell is revealed to everyone, so your opponent can check that it really had morph.</source>
        <translation>Un hechizo boca abajo contrarrestado se muestra a todos, para que tu oponente compruebe que de verdad tenía metamorfosis.</translation>
    </message>
    <message>
        <source>Next your opponent&apos;s Unsummon returns your face-down #1 to your hand. Move #1 to your hand.</source>
        <translation>Después, el Unsummon de tu oponente regresa tu #1 boca abajo a tu mano. Mueve #1 a tu mano.</translation>
    </message>
    <message>
        <source>Return #1 to your hand.</source>
        <translation>Regresa #1 a tu mano.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone, even on its way to your hand: it was Grizzly Bears.</source>
        <translation>Un permanente boca abajo que deja el campo de batalla se muestra a todos, incluso camino de tu mano: eran unos Grizzly Bears.</translation>
    </message>
    <message>
        <source>Your opponent concedes. End the game: every face-down card still on the battlefield is revealed.</source>
        <translation>Tu oponente concede. Termina la partida: se muestra cada carta boca abajo que siga en el campo de batalla.</translation>
    </message>
    <message>
        <source>End the game.</source>
        <translation>Termina la partida.</translation>
    </message>
    <message>
        <source>When the game ends all face-down spells and permanents are revealed: your #2 was a Lightning Bolt, their #3 Llanowar Elves.</source>
        <translation>Cuando termina la partida se muestran todos los hechizos y permanentes boca abajo: tu #2 era un Lightning Bolt, su #3 unos Llanowar Elves.</translation>
    </message>
    <message>
        <source>Not while the game is on: only its controller may look. When the game ends every face-down card is revealed to everyone anyway.</source>
        <translation>No mientras dure la partida: solo su controlador puede mirar. Cuando termine la partida, todas las cartas boca abajo se mostrarán a todos de todos modos.</translation>
    </message>
    <message>
        <source>Never mix up face-down cards</source>
        <translation>Nunca mezcles cartas boca abajo</translation>
    </message>
    <message>
        <source>Tidy your side of the table: move #3 to another place. Moving a card is fine; its marker goes with it.</source>
        <translation>Ordena tu lado de la mesa: mueve #3 a otro sitio. Mover una carta está bien; su marcador va con ella.</translation>
    </message>
    <message>
        <source>Drag #3 somewhere else on your side.</source>
        <translation>Arrastra #3 a otro sitio de tu lado.</translation>
    </message>
    <message>
        <source>#3 is still #3 and still &apos;cloak&apos;. Moving is fine; mixing up is not.</source>
        <translation>#3 sigue siendo #3 y sigue siendo «encubierto». Mover está bien; mezclar no.</translation>
    </message>
    <message>
        <source>Swapping face-down cards so your opponent loses track of which is which is never allowed, not even your own.</source>
        <translation>Intercambiar cartas boca abajo para que tu oponente pierda la pista de cuál es cuál nunca está permitido, ni siquiera con las tuyas.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Shock deals 2 damage to #2 and it dies. Put #2 into your graveyard, and only #2.</source>
        <translation>El Shock de tu oponente hace 2 de daño a #2 y muere. Pon #2 en tu cementerio, y solo #2.</translation>
    </message>
    <message>
        <source>Move #2 to your graveyard.</source>
        <translation>Mueve #2 a tu cementerio.</translation>
    </message>
    <message>
        <source>It is revealed as it leaves: everyone sees it was the card the Shock hit.</source>
        <translation>Se muestra al irse: todos ven que era la carta a la que golpeó el Shock.</translation>
    </message>
    <message>
        <source>It was revealed as it left: a Forest. Had the cards been mixed up, nobody could tell which one the Shock had hit.</source>
        <translation>Se mostró al irse: un Forest. Si las cartas se hubieran mezclado, nadie sabría a cuál golpeó el Shock.</translation>
    </message>
    <message>
        <source>Swapping #2 with #1 now would hide which creature the Shock hit.</source>
        <translation>Intercambiar ahora #2 con #1 ocultaría a qué criatura golpeó el Shock.</translation>
    </message>
    <message>
        <source>That is #1. The Shock hit #2, and only the creature with lethal damage dies; the markers say which is which.</source>
        <translation>Ese es #1. El Shock golpeó a #2, y solo muere la criatura con daño letal; los marcadores dicen cuál es cuál.</translation>
    </message>
    <message>
        <source>Copies of face-down creatures and losing abilities</source>
        <translation>Copias de criaturas boca abajo y pérdida de habilidades</translation>
    </message>
    <message>
        <source>A copy of a face-down creature takes its face-down copiable values, not its counters or other effects on it: a face-up 2/2 with no name and no abilities (with ward {2} if the original was disguised or cloaked). A face-down morph creature that has lost its abilities can&apos;t be turned up for its morph cost; a manifested creature card still can, for its mana cost.</source>
        <translation>Una copia de una criatura boca abajo toma sus valores copiables boca abajo, no sus contadores ni otros efectos sobre ella: un 2/2 boca arriba sin nombre y sin habilidades (con custodia {2} si el original estaba disfrazado o encubierto). Una criatura boca abajo con metamorfosis que ha perdido sus habilidades no puede ponerse boca arriba por su coste de metamorfosis; una carta de criatura manifestada aún puede, por su coste de maná.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart.</source>
        <translation>Lanza Cackling Counterpart.</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #1.</source>
        <translation>Se resuelve: crea una ficha que es una copia de #1.</translation>
    </message>
    <message>
        <source>Make a token copy of #1.</source>
        <translation>Haz una ficha copia de #1.</translation>
    </message>
    <message>
        <source>The copy takes only the face-down copiable values: a 2/2 with nothing else.</source>
        <translation>La copia solo toma los valores copiables boca abajo: un 2/2 y nada más.</translation>
    </message>
    <message>
        <source>The token is a face-up colorless 2/2 creature with no name, no creature type and no abilities. It is not face down: nothing to turn up, nothing to reveal, and it is certainly not an Exalted Angel.</source>
        <translation>La ficha es una criatura 2/2 incolora boca arriba sin nombre, sin tipo de criatura y sin habilidades. No está boca abajo: nada que poner boca arriba, nada que mostrar, y desde luego no es un Exalted Angel.</translation>
    </message>
    <message>
        <source>Your opponent casts Turn to Frog twice: #1 and #2 each lose all abilities and become 1/1 Frogs until end of turn. #2 is a manifested Grizzly Bears: turn it face up for its mana cost {1}{G}.</source>
        <translation>Tu oponente lanza Turn to Frog dos veces: #1 y #2 pierden cada uno todas sus habilidades y se convierten en Ranas 1/1 hasta el final del turno. #2 son unos Grizzly Bears manifestados: ponlos boca arriba por su coste de maná {1}{G}.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its mana cost.</source>
        <translation>Pon #2 boca arriba por su coste de maná.</translation>
    </message>
    <message>
        <source>The mana-cost route looks only at the card: a creature card with a mana cost. Losing abilities doesn&apos;t matter.</source>
        <translation>La vía del coste de maná solo mira la carta: una carta de criatura con coste de maná. Perder habilidades no importa.</translation>
    </message>
    <message>
        <source>It is a face-up Grizzly Bears, and still a 1/1 Frog with no abilities until end of turn: effects already applied keep applying.</source>
        <translation>Son unos Grizzly Bears boca arriba, y siguen siendo una Rana 1/1 sin habilidades hasta el final del turno: los efectos ya aplicados siguen aplicándose.</translation>
    </message>
    <message>
        <source>Every face-down card carries a public marker: its entry number (#1, #2, ...) and how it became face down. The number tells everyone which card is which; the method keeps clear how it became face down, as the rules require. When you turn one face up, you show all players the cost you turn it up for.</source>
        <translation>Cada carta boca abajo lleva un marcador público: su número de entrada (#1, #2, ...) y cómo quedó boca abajo. El número dice a todos qué carta es cuál; el método mantiene claro cómo quedó boca abajo, como exigen las reglas. Cuando pones una boca arriba, muestras a todos los jugadores el coste por el que la pones boca arriba.</translation>
    </message>
    <message>
        <source>You showed all players its morph cost as you turned it up: that showing is what lets your opponent check that the turn-up is legal. The marker keeps its method clear meanwhile.</source>
        <translation>Al ponerla boca arriba mostraste a todos los jugadores su coste de metamorfosis: eso es lo que permite a tu oponente comprobar que ponerla boca arriba es legal. Mientras tanto, el marcador mantiene claro su método.</translation>
    </message>
    <message>
        <source>#2 is a Forest. A land is not a creature card, so the mana-cost route does not exist for it: you have no way to turn it up yourself, though an effect could (708.7).</source>
        <translation>#2 es un Forest. Una tierra no es una carta de criatura, así que para ella no existe la vía del coste de maná: tú no tienes forma de ponerla boca arriba, aunque un efecto podría (708.7).</translation>
    </message>
    <message>
        <source>A card with morph or megamorph can be cast face down as a 2/2 creature for {3} and later turned face up for its morph cost, whenever you have priority. Megamorph also puts a +1/+1 counter on it, but only when it is turned face up for its megamorph cost.</source>
        <translation>Una carta con metamorfosis o megametamorfosis puede lanzarse boca abajo como una criatura 2/2 por {3} y luego ponerse boca arriba por su coste de metamorfosis, siempre que tengas prioridad. La megametamorfosis además le pone un contador +1/+1, pero solo cuando se pone boca arriba por su coste de megametamorfosis.</translation>
    </message>
    <message>
        <source>Cast Den Protector face down using megamorph. Face down it is a 2/2 creature spell with no name, no abilities and no mana cost, so its mana value is 0; you pay {3} instead of its mana cost, an alternative cost.</source>
        <translation>Lanza Den Protector boca abajo con megametamorfosis. Boca abajo es un hechizo de criatura 2/2 sin nombre, sin habilidades y sin coste de maná, así que su valor de maná es 0; pagas {3} en lugar de su coste de maná, un coste alternativo.</translation>
    </message>
    <message>
        <source>The ward it had while face down is gone; face up it has its own abilities: menace, its enters ability, its dies ability and disguise. It did not enter the battlefield, so its enters ability does not trigger.</source>
        <translation>La custodia que tenía boca abajo desapareció; boca arriba tiene sus propias habilidades: amenaza, su habilidad de entrar, su habilidad de «muere» y disfraz. No entró al campo de batalla, así que su habilidad de entrar no se dispara.</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action, not a kind of manifest: a cloaked card is put onto the battlefield as a face-down 2/2 with ward {2}, and abilities that trigger whenever you manifest don&apos;t see it. A cloaked creature card can be turned face up for its mana cost, and then the ward ends.</source>
        <translation>Encubrir es su propia acción de palabra clave, no una forma de manifestar: una carta encubierta se pone en el campo de batalla como un 2/2 boca abajo con custodia {2}, y las habilidades que se disparan cada vez que manifiestas no la ven. Una carta de criatura encubierta puede ponerse boca arriba por su coste de maná, y entonces la custodia termina.</translation>
    </message>
    <message>
        <source>Cast Break Down the Door from your hand, choosing its third mode, manifest dread, as you cast it.</source>
        <translation>Lanza Break Down the Door desde tu mano, eligiendo al lanzarlo su tercer modo, manifestar miedo.</translation>
    </message>
    <message>
        <source>With one card left you look at it and must manifest it; you can&apos;t put it into your graveyard instead, and nothing goes there.</source>
        <translation>Si solo queda una carta, la miras y debes manifestarla; no puedes ponerla en tu cementerio en su lugar, y nada va allí.</translation>
    </message>
    <message>
        <source>Nothing happens: nothing is manifested and nothing goes to the graveyard. Only a player who had to draw from an empty library loses for it, and manifest dread draws nothing, so you don&apos;t lose. Abilities that trigger whenever you manifest dread still trigger.</source>
        <translation>No pasa nada: no se manifiesta nada y nada va al cementerio. Solo pierde por ello un jugador que tuvo que robar de una biblioteca vacía, y manifestar miedo no roba nada, así que no pierdes. Las habilidades que se disparan cada vez que manifiestas miedo se disparan igualmente.</translation>
    </message>
    <message>
        <source>Activate Primordial Mist&apos;s ability: exiling a face-down permanent you control face up is its cost, and once the ability resolves you may play that card this turn. Exile your #1.</source>
        <translation>Activa la habilidad de Primordial Mist: exiliar boca arriba un permanente boca abajo que controlas es su coste, y una vez que la habilidad se resuelve puedes jugar esa carta este turno. Exilia tu #1.</translation>
    </message>
    <message>
        <source>It was a Forest, now face up in exile. Exiling it paid the cost; the permission to play it comes when the ability resolves. This is not turning it face up, so &apos;when turned face up&apos; abilities don&apos;t trigger.</source>
        <translation>Era un Forest, ahora boca arriba en el exilio. Exiliarlo pagó el coste; el permiso para jugarlo llega cuando la habilidad se resuelve. Esto no es ponerlo boca arriba, así que las habilidades «cuando se pone boca arriba» no se disparan.</translation>
    </message>
    <message>
        <source>Mist&apos;s ability has resolved. It is your main phase, the stack is empty and you haven&apos;t played a land this turn: play the Forest from exile.</source>
        <translation>La habilidad de Mist se ha resuelto. Es tu fase principal, la pila está vacía y no has jugado una tierra este turno: juega el Forest desde el exilio.</translation>
    </message>
    <message>
        <source>Whenever you cast an instant or sorcery spell from your hand, Cryptic Pursuit manifests the top card of your library. Whenever a face-down creature you control dies, whatever its card is, it triggers; as the trigger resolves, it exiles the card if it is an instant or sorcery card, and you may cast it until the end of your next turn.</source>
        <translation>Cada vez que lanzas un hechizo de instantáneo o conjuro desde tu mano, Cryptic Pursuit manifiesta la primera carta de tu biblioteca. Cada vez que una criatura boca abajo que controlas muere, sea cual sea su carta, se dispara; al resolverse la habilidad, exilia la carta si es una carta de instantáneo o conjuro, y puedes lanzarla hasta el final de tu próximo turno.</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: a Counterspell. A face-down creature you controlled died, so Cryptic Pursuit triggers, as it would for any card; as the trigger resolves, the card is an instant card, so it is exiled, and you may cast it until the end of your next turn.</source>
        <translation>Se mostró al dejar el campo de batalla: un Counterspell. Murió una criatura boca abajo que controlabas, así que Cryptic Pursuit se dispara, como lo haría con cualquier carta; al resolverse la habilidad, la carta es una carta de instantáneo, así que se exilia, y puedes lanzarla hasta el final de tu próximo turno.</translation>
    </message>
    <message>
        <source>You may move your cards around the table, but face-down permanents must never be shuffled or swapped, on purpose or by accident: which card is which, and the order they arrived in, must always stay clear.</source>
        <translation>Puedes mover tus cartas por la mesa, pero los permanentes boca abajo nunca deben barajarse ni intercambiarse, ni a propósito ni por accidente: qué carta es cuál, y en qué orden llegaron, debe quedar siempre claro.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart, choosing your face-down #1 as its target as you cast it: it makes a token that&apos;s a copy of target creature you control.</source>
        <translation>Lanza Cackling Counterpart, eligiendo al lanzarlo tu #1 boca abajo como objetivo: crea una ficha que es una copia de la criatura objetivo que controlas.</translation>
    </message>
    <message>
        <source>Face down, #1 had no morph to lose; but Turn to Frog&apos;s effect keeps applying when it turns face up, so face up it would have no morph, and it can&apos;t be turned up for its morph cost until the effect ends.</source>
        <translation>Boca abajo, #1 no tenía metamorfosis que perder; pero el efecto de Turn to Frog sigue aplicándose cuando se pone boca arriba, así que boca arriba no tendría metamorfosis, y no puede ponerse boca arriba por su coste de metamorfosis hasta que termine el efecto.</translation>
    </message>
    <message>
        <source>Move on to the next turn: Turn to Frog ends at the end of this turn.</source>
        <translation>Pasa al siguiente turno: Turn to Frog termina al final de este turno.</translation>
    </message>
    <message>
        <source>Pass the turn.</source>
        <translation>Pasa el turno.</translation>
    </message>
    <message>
        <source>#1 is a plain face-down 2/2 again.</source>
        <translation>#1 vuelve a ser un simple 2/2 boca abajo.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s upkeep. #1 would have morph again: turn it face up for its morph cost {2}{W}{W}.</source>
        <translation>Es el mantenimiento de tu oponente. #1 volvería a tener metamorfosis: ponlo boca arriba por su coste de metamorfosis {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost.</source>
        <translation>Pon #1 boca arriba por su coste de metamorfosis.</translation>
    </message>
    <message>
        <source>With Turn to Frog gone, the morph route is open again.</source>
        <translation>Sin Turn to Frog, la vía de la metamorfosis vuelve a estar abierta.</translation>
    </message>
    <message>
        <source>The token copy is face up: it was never face down, so there is nothing to turn up.</source>
        <translation>La ficha copia está boca arriba: nunca estuvo boca abajo, así que no hay nada que poner boca arriba.</translation>
    </message>
    <message>
        <source>Searching and shuffling</source>
        <translation>Buscar y barajar</translation>
    </message>
    <message>
        <source>A search lets you look at every card of your library, but the card you find is revealed only when the effect says so; a search for a card with a stated quality may find nothing, a search for &quot;a card&quot; must find one if it can. Then the library is shuffled, and after a shuffle nobody knows which card is where, not even a card everyone saw go there.</source>
        <translation>Una búsqueda te deja mirar cada carta de tu biblioteca, pero la carta que encuentras solo se muestra cuando el efecto lo dice; una búsqueda de una carta con una cualidad indicada puede no encontrar nada, una búsqueda de «una carta» debe encontrar una si puede. Luego se baraja la biblioteca, y tras barajar nadie sabe qué carta está dónde, ni siquiera una carta que todos vieron ir allí.</translation>
    </message>
    <message>
        <source>Your opponent casts Griptide on your face-down #1, and it resolves: it puts that creature on top of its owner&apos;s library. Put your #1 on top of your library.</source>
        <translation>Tu oponente lanza Griptide sobre tu #1 boca abajo, y se resuelve: pone esa criatura en la parte superior de la biblioteca de su propietario. Pon tu #1 en la parte superior de tu biblioteca.</translation>
    </message>
    <message>
        <source>Move #1 to the top of your library.</source>
        <translation>Mueve #1 a la parte superior de tu biblioteca.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed.</source>
        <translation>Un permanente boca abajo que deja el campo de batalla se muestra.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone (708.9): everyone saw that the card now on top of your library is Grizzly Bears.</source>
        <translation>Un permanente boca abajo que deja el campo de batalla se muestra a todos (708.9): todos vieron que la carta que ahora está en la parte superior de tu biblioteca son unos Grizzly Bears.</translation>
    </message>
    <message>
        <source>You cast Demonic Tutor, and it resolves: search your library for a card, put that card into your hand, then shuffle. Find the Lightning Bolt. Demonic Tutor doesn&apos;t say to reveal the card.</source>
        <translation>Lanzas Demonic Tutor, y se resuelve: busca en tu biblioteca una carta, ponla en tu mano y luego baraja. Encuentra el Lightning Bolt. Demonic Tutor no dice que muestres la carta.</translation>
    </message>
    <message>
        <source>Search your library, take the Lightning Bolt to your hand, don&apos;t reveal it, and shuffle.</source>
        <translation>Busca en tu biblioteca, toma el Lightning Bolt a tu mano sin mostrarlo y baraja.</translation>
    </message>
    <message>
        <source>The search is for &quot;a card&quot;: you must find one.</source>
        <translation>La búsqueda es de «una carta»: debes encontrar una.</translation>
    </message>
    <message>
        <source>Your opponent doesn&apos;t know which card you took: a found card is revealed only if the effect says so (701.23e). And the shuffle made the Grizzly Bears everyone saw just one more unknown card: after a shuffle no player knows the library&apos;s order (701.24a), and a revealed card that is reordered stops being revealed (701.20d).</source>
        <translation>Tu oponente no sabe qué carta tomaste: una carta encontrada solo se muestra si el efecto lo dice (701.23e). Y al barajar, los Grizzly Bears que todos vieron pasaron a ser una carta desconocida más: tras barajar ningún jugador conoce el orden de la biblioteca (701.24a), y una carta mostrada que se reordena deja de estar mostrada (701.20d).</translation>
    </message>
    <message>
        <source>Demonic Tutor searches for &quot;a card&quot;, with no stated quality: while your library holds a card, you must find one (701.23d).</source>
        <translation>Demonic Tutor busca «una carta», sin cualidad indicada: mientras tu biblioteca tenga una carta, debes encontrar una (701.23d).</translation>
    </message>
    <message>
        <source>That is true of a search for cards with a stated quality (701.23b). Demonic Tutor searches simply for &quot;a card&quot;: while your library holds a card, you must find one (701.23d).</source>
        <translation>Eso vale para una búsqueda de cartas con una cualidad indicada (701.23b). Demonic Tutor busca simplemente «una carta»: mientras tu biblioteca tenga una carta, debes encontrar una (701.23d).</translation>
    </message>
    <message>
        <source>You cast Lay of the Land, and it resolves: search your library for a basic land card, reveal it, put it into your hand, then shuffle. Find the Forest and reveal it.</source>
        <translation>Lanzas Lay of the Land, y se resuelve: busca en tu biblioteca una carta de tierra básica, muéstrala, ponla en tu mano y luego baraja. Encuentra el Forest y muéstralo.</translation>
    </message>
    <message>
        <source>Search your library, take the Forest to your hand and reveal it, then shuffle.</source>
        <translation>Busca en tu biblioteca, toma el Forest a tu mano mostrándolo y luego baraja.</translation>
    </message>
    <message>
        <source>This time the card tells you to reveal what you find.</source>
        <translation>Esta vez la carta te dice que muestres lo que encuentras.</translation>
    </message>
    <message>
        <source>Lay of the Land says to reveal the card, so everyone saw the Forest on its way to your hand.</source>
        <translation>Lay of the Land dice que muestres la carta, así que todos vieron el Forest camino de tu mano.</translation>
    </message>
    <message>
        <source>You cast your second Lay of the Land, and it resolves. You decide to leave the Island in your library: find nothing, then shuffle.</source>
        <translation>Lanzas tu segundo Lay of the Land, y se resuelve. Decides dejar la Island en tu biblioteca: no encuentres nada y luego baraja.</translation>
    </message>
    <message>
        <source>Search your library and find nothing (fail to find), then shuffle.</source>
        <translation>Busca en tu biblioteca y no encuentres nada (no encontrar), luego baraja.</translation>
    </message>
    <message>
        <source>A basic land card is a card with a stated quality.</source>
        <translation>Una carta de tierra básica es una carta con una cualidad indicada.</translation>
    </message>
    <message>
        <source>A search for cards with a stated quality, here a basic land card, may find nothing even when such a card is there (701.23b). You still shuffle, and nobody knows the order of your library (701.24a).</source>
        <translation>Una búsqueda de cartas con una cualidad indicada, aquí una carta de tierra básica, puede no encontrar nada aunque haya una (701.23b). Aun así barajas, y nadie conoce el orden de tu biblioteca (701.24a).</translation>
    </message>
    <message>
        <source>Looking at the top, scry and surveil</source>
        <translation>Mirar la parte superior, adivinar y vigilar</translation>
    </message>
    <message>
        <source>Looking at the top cards of your library shows them to you alone. You decide where they go only after you&apos;ve looked: scry puts them on the top or the bottom, surveil on the top or into the graveyard. Cards you put back on top or at the bottom are known to you alone, until the library is shuffled.</source>
        <translation>Mirar las primeras cartas de tu biblioteca te las muestra solo a ti. Decides adónde van solo después de mirar: adivinar las pone arriba o en el fondo, vigilar arriba o en el cementerio. Las cartas que devuelves arriba o al fondo solo las conoces tú, hasta que se baraje la biblioteca.</translation>
    </message>
    <message>
        <source>You cast Preordain, and it resolves: scry 2, then draw a card. To scry 2, first look at the top two cards of your library.</source>
        <translation>Lanzas Preordain, y se resuelve: adivina 2 y luego roba una carta. Para adivinar 2, primero mira las dos primeras cartas de tu biblioteca.</translation>
    </message>
    <message>
        <source>Look at the top 2 cards of your library.</source>
        <translation>Mira las 2 primeras cartas de tu biblioteca.</translation>
    </message>
    <message>
        <source>Scrying starts with a look; you choose where the cards go after.</source>
        <translation>Adivinar empieza mirando; eliges adónde van las cartas después.</translation>
    </message>
    <message>
        <source>You see Lightning Bolt and Forest. Looking shows a card only to the player who looks (701.20e): your opponent doesn&apos;t know them.</source>
        <translation>Ves Lightning Bolt y Forest. Mirar muestra una carta solo al jugador que mira (701.20e): tu oponente no las conoce.</translation>
    </message>
    <message>
        <source>You haven&apos;t looked at those cards yet: to scry, you first look at the top cards (701.22a), and until then no player may look at the cards in your library (401.2).</source>
        <translation>Aún no has mirado esas cartas: para adivinar, primero miras las primeras cartas (701.22a), y hasta entonces ningún jugador puede mirar las cartas de tu biblioteca (401.2).</translation>
    </message>
    <message>
        <source>Finish the scry: put the Forest back on top and the Lightning Bolt on the bottom of your library.</source>
        <translation>Termina el adivinar: pon el Forest de nuevo arriba y el Lightning Bolt en el fondo de tu biblioteca.</translation>
    </message>
    <message>
        <source>Forest on top, Lightning Bolt on the bottom.</source>
        <translation>Forest arriba, Lightning Bolt en el fondo.</translation>
    </message>
    <message>
        <source>Both cards you looked at go back: each one on the top or on the bottom.</source>
        <translation>Las dos cartas que miraste vuelven: cada una arriba o en el fondo.</translation>
    </message>
    <message>
        <source>Your opponent knows you scried 2, but not which cards went where: the Forest on top and the Bolt at the bottom are known to you alone.</source>
        <translation>Tu oponente sabe que adivinaste 2, pero no qué carta fue adónde: el Forest arriba y el Bolt en el fondo solo los conoces tú.</translation>
    </message>
    <message>
        <source>Scry 2 puts back both cards you looked at, any number of them on the bottom and the rest on top (701.22a): say where the Lightning Bolt goes too.</source>
        <translation>Adivinar 2 devuelve las dos cartas que miraste, cualquier número de ellas al fondo y el resto arriba (701.22a): di también adónde va el Lightning Bolt.</translation>
    </message>
    <message>
        <source>Preordain&apos;s last part: draw a card.</source>
        <translation>Última parte de Preordain: roba una carta.</translation>
    </message>
    <message>
        <source>Draw a card: the top card of your library goes into your hand.</source>
        <translation>Roba una carta: la primera carta de tu biblioteca va a tu mano.</translation>
    </message>
    <message>
        <source>You drew the Forest you had put on top. The Lightning Bolt at the bottom of your library is still known to you, and only to you.</source>
        <translation>Robaste el Forest que habías puesto arriba. El Lightning Bolt en el fondo de tu biblioteca sigue siendo conocido por ti, y solo por ti.</translation>
    </message>
    <message>
        <source>You cast Consider, and it resolves: surveil 1, then draw a card. Look at the top card of your library.</source>
        <translation>Lanzas Consider, y se resuelve: vigila 1 y luego roba una carta. Mira la primera carta de tu biblioteca.</translation>
    </message>
    <message>
        <source>Look at the top card of your library.</source>
        <translation>Mira la primera carta de tu biblioteca.</translation>
    </message>
    <message>
        <source>It is Grizzly Bears, and only you know it.</source>
        <translation>Son unos Grizzly Bears, y solo tú lo sabes.</translation>
    </message>
    <message>
        <source>Surveil also starts with looking at the top card (701.25a): you choose where it goes only after you&apos;ve seen it.</source>
        <translation>Vigilar también empieza mirando la primera carta (701.25a): eliges adónde va solo después de verla.</translation>
    </message>
    <message>
        <source>Put the Grizzly Bears into your graveyard.</source>
        <translation>Pon los Grizzly Bears en tu cementerio.</translation>
    </message>
    <message>
        <source>Surveil: the card you looked at goes into your graveyard.</source>
        <translation>Vigilar: la carta que miraste va a tu cementerio.</translation>
    </message>
    <message>
        <source>The graveyard is a public zone, so everyone sees the Grizzly Bears now (400.2).</source>
        <translation>El cementerio es una zona pública, así que ahora todos ven los Grizzly Bears (400.2).</translation>
    </message>
    <message>
        <source>Consider&apos;s last part: draw a card.</source>
        <translation>Última parte de Consider: roba una carta.</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Roba una carta.</translation>
    </message>
    <message>
        <source>You drew a card you hadn&apos;t seen: an Island.</source>
        <translation>Robaste una carta que no habías visto: una Island.</translation>
    </message>
    <message>
        <source>Say an effect now tells you to shuffle your library. Shuffle it, and see what happens to what you knew.</source>
        <translation>Supón que ahora un efecto te dice que barajes tu biblioteca. Barájala y mira qué pasa con lo que sabías.</translation>
    </message>
    <message>
        <source>Shuffle your library.</source>
        <translation>Baraja tu biblioteca.</translation>
    </message>
    <message>
        <source>After a shuffle no player knows the order of the library&apos;s cards (701.24a): you no longer know where your Lightning Bolt is.</source>
        <translation>Tras barajar ningún jugador conoce el orden de las cartas de la biblioteca (701.24a): ya no sabes dónde está tu Lightning Bolt.</translation>
    </message>
    <message>
        <source>The London mulligan</source>
        <translation>El mulligan de Londres</translation>
    </message>
    <message>
        <source>Unhappy with the hand you drew? Take a mulligan: shuffle your hand into your library, draw a new hand of seven, then put as many of those cards on the bottom of your library as the mulligans you have taken, in the order you choose. Nobody else learns which cards went there. Once everyone has kept, the game begins; in a two-player game the starting player skips the draw step of their first turn.</source>
        <translation>¿No te gusta la mano que robaste? Haz un mulligan: baraja tu mano en tu biblioteca, roba una nueva mano de siete y luego pon en el fondo de tu biblioteca, en el orden que elijas, tantas de esas cartas como mulligans hayas hecho. Nadie más sabe qué cartas fueron allí. Cuando todos se han quedado con su mano, empieza la partida; en una partida de dos jugadores el jugador inicial se salta el paso de robar de su primer turno.</translation>
    </message>
    <message>
        <source>You are the starting player, so you declare first. Your hand has six lands and a Grizzly Bears: take a mulligan.</source>
        <translation>Eres el jugador inicial, así que decides primero. Tu mano tiene seis tierras y unos Grizzly Bears: haz un mulligan.</translation>
    </message>
    <message>
        <source>Take a mulligan: your hand is shuffled into your library and you draw seven.</source>
        <translation>Haz un mulligan: tu mano se baraja en tu biblioteca y robas siete.</translation>
    </message>
    <message>
        <source>Your hand went into your library, the library was shuffled and you drew seven. In this lesson your library held no other cards, so the new seven are the same cards; in a game they would be seven random cards from your whole library.</source>
        <translation>Tu mano fue a tu biblioteca, la biblioteca se barajó y robaste siete. En esta lección tu biblioteca no tenía otras cartas, así que las siete nuevas son las mismas; en una partida serían siete cartas al azar de toda tu biblioteca.</translation>
    </message>
    <message>
        <source>Cards go to the bottom of your library only as part of a mulligan, one for each mulligan you have taken (103.5), and you haven&apos;t taken one yet.</source>
        <translation>Las cartas van al fondo de tu biblioteca solo como parte de un mulligan, una por cada mulligan que hayas hecho (103.5), y aún no has hecho ninguno.</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so before anything else put one card of your new hand on the bottom of your library: the Mountain.</source>
        <translation>Has hecho un mulligan, así que antes de nada pon una carta de tu nueva mano en el fondo de tu biblioteca: la Mountain.</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom of your library.</source>
        <translation>Pon la Mountain en el fondo de tu biblioteca.</translation>
    </message>
    <message>
        <source>One mulligan: one card.</source>
        <translation>Un mulligan: una carta.</translation>
    </message>
    <message>
        <source>Nothing reveals the card you put on the bottom, and your opponent can look neither at your hand (402.3) nor into your library (401.2): you alone know the Mountain is there.</source>
        <translation>Nada muestra la carta que pones en el fondo, y tu oponente no puede mirar ni tu mano (402.3) ni tu biblioteca (401.2): solo tú sabes que la Mountain está ahí.</translation>
    </message>
    <message>
        <source>Putting cards on the bottom is part of taking the mulligan (103.5): keep only once your card is on the bottom.</source>
        <translation>Poner cartas en el fondo es parte del mulligan (103.5): quédate con la mano solo cuando tu carta esté en el fondo.</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so one card goes to the bottom (103.5). Here every mulligan counts: only in a multiplayer game, or in any Brawl game, does the first mulligan not count toward the cards you put on the bottom (103.5c).</source>
        <translation>Has hecho un mulligan, así que una carta va al fondo (103.5). Aquí cuenta cada mulligan: solo en una partida multijugador, o en cualquier partida de Brawl, el primer mulligan no cuenta para las cartas que pones en el fondo (103.5c).</translation>
    </message>
    <message>
        <source>Still six lands and one spell. Take a second mulligan.</source>
        <translation>Siguen siendo seis tierras y un hechizo. Haz un segundo mulligan.</translation>
    </message>
    <message>
        <source>Take another mulligan.</source>
        <translation>Haz otro mulligan.</translation>
    </message>
    <message>
        <source>Your hand was shuffled into your library, Mountain and all, and you drew seven again.</source>
        <translation>Tu mano se barajó en tu biblioteca, Mountain incluida, y volviste a robar siete.</translation>
    </message>
    <message>
        <source>You have taken two mulligans: put two cards on the bottom of your library, in the order you choose: first the Mountain, then an Island under it.</source>
        <translation>Has hecho dos mulligans: pon dos cartas en el fondo de tu biblioteca, en el orden que elijas: primero la Mountain y luego una Island debajo.</translation>
    </message>
    <message>
        <source>Put the Mountain and then an Island on the bottom.</source>
        <translation>Pon la Mountain y luego una Island en el fondo.</translation>
    </message>
    <message>
        <source>Two mulligans: two cards.</source>
        <translation>Dos mulligans: dos cartas.</translation>
    </message>
    <message>
        <source>You chose their order (103.5), and it isn&apos;t revealed: just as when an effect puts several cards in one place in a library at once, their owner orders them without revealing the order (401.4).</source>
        <translation>Tú elegiste su orden (103.5), y no se muestra: igual que cuando un efecto pone varias cartas a la vez en un mismo lugar de una biblioteca, su propietario las ordena sin mostrar el orden (401.4).</translation>
    </message>
    <message>
        <source>You have taken two mulligans, so two cards go to the bottom (103.5).</source>
        <translation>Has hecho dos mulligans, así que dos cartas van al fondo (103.5).</translation>
    </message>
    <message>
        <source>Your two cards go to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>Tus dos cartas van primero al fondo: es parte del mulligan (103.5).</translation>
    </message>
    <message>
        <source>Keep your five cards.</source>
        <translation>Quédate con tus cinco cartas.</translation>
    </message>
    <message>
        <source>Keep your hand.</source>
        <translation>Quédate con tu mano.</translation>
    </message>
    <message>
        <source>These five cards are your opening hand.</source>
        <translation>Estas cinco cartas son tu mano inicial.</translation>
    </message>
    <message>
        <source>Your opponent keeps their seven. The game begins: go on to the first main phase of your first turn. In a two-player game the starting player skips the draw step of their first turn, so you draw no card.</source>
        <translation>Tu oponente se queda con sus siete. Empieza la partida: pasa a la primera fase principal de tu primer turno. En una partida de dos jugadores el jugador inicial se salta el paso de robar de su primer turno, así que no robas carta.</translation>
    </message>
    <message>
        <source>Go on to your first main phase.</source>
        <translation>Pasa a tu primera fase principal.</translation>
    </message>
    <message>
        <source>Turn 1 is yours, and as the starting player of a two-player game you skipped its draw step (103.8a).</source>
        <translation>El turno 1 es tuyo, y como jugador inicial de una partida de dos jugadores te saltaste su paso de robar (103.8a).</translation>
    </message>
    <message>
        <source>Once you keep, those cards are your opening hand and you may take no further mulligans (103.5).</source>
        <translation>Cuando te quedas con la mano, esas cartas son tu mano inicial y no puedes hacer más mulligans (103.5).</translation>
    </message>
    <message>
        <source>Mulligans with three or more players</source>
        <translation>Mulligans con tres o más jugadores</translation>
    </message>
    <message>
        <source>In a game that begins with more than two players, the first mulligan you take is free: it doesn&apos;t count toward the cards you put on the bottom. And, except in Two-Headed Giant, nobody skips the draw step of their first turn, the starting player included.</source>
        <translation>En una partida que empieza con más de dos jugadores, tu primer mulligan es gratis: no cuenta para las cartas que pones en el fondo. Y, salvo en Gigante de Dos Cabezas, nadie se salta el paso de robar de su primer turno, tampoco el jugador inicial.</translation>
    </message>
    <message>
        <source>Three players: you are the starting player. Your opening hand has six lands and one spell: take a mulligan.</source>
        <translation>Tres jugadores: eres el jugador inicial. Tu mano inicial tiene seis tierras y un hechizo: haz un mulligan.</translation>
    </message>
    <message>
        <source>Take a mulligan.</source>
        <translation>Haz un mulligan.</translation>
    </message>
    <message>
        <source>You drew seven again (in this lesson your library held no other cards, so they are the same seven). This first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): none go there now.</source>
        <translation>Volviste a robar siete (en esta lección tu biblioteca no tenía otras cartas, así que son las mismas siete). Este primer mulligan no cuenta para las cartas que pones en el fondo (103.5c): ahora no va ninguna.</translation>
    </message>
    <message>
        <source>In a multiplayer game your first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): after it there is nothing to put there.</source>
        <translation>En una partida multijugador tu primer mulligan no cuenta para las cartas que pones en el fondo (103.5c): después de él no hay nada que poner allí.</translation>
    </message>
    <message>
        <source>Two mulligans, and only the second counts: put one card on the bottom of your library, the Mountain.</source>
        <translation>Dos mulligans, y solo cuenta el segundo: pon una carta en el fondo de tu biblioteca, la Mountain.</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom.</source>
        <translation>Pon la Mountain en el fondo.</translation>
    </message>
    <message>
        <source>The first mulligan was free: one card.</source>
        <translation>El primer mulligan fue gratis: una carta.</translation>
    </message>
    <message>
        <source>Only you know which card went to the bottom.</source>
        <translation>Solo tú sabes qué carta fue al fondo.</translation>
    </message>
    <message>
        <source>In a multiplayer game the first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): two mulligans, one card.</source>
        <translation>En una partida multijugador el primer mulligan no cuenta para las cartas que pones en el fondo (103.5c): dos mulligans, una carta.</translation>
    </message>
    <message>
        <source>Your card goes to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>Tu carta va primero al fondo: es parte del mulligan (103.5).</translation>
    </message>
    <message>
        <source>Keep your six cards.</source>
        <translation>Quédate con tus seis cartas.</translation>
    </message>
    <message>
        <source>These six cards are your opening hand.</source>
        <translation>Estas seis cartas son tu mano inicial.</translation>
    </message>
    <message>
        <source>Both opponents keep. The game begins: go on to the draw step of your first turn.</source>
        <translation>Ambos oponentes se quedan con su mano. Empieza la partida: pasa al paso de robar de tu primer turno.</translation>
    </message>
    <message>
        <source>Go on to your draw step.</source>
        <translation>Pasa a tu paso de robar.</translation>
    </message>
    <message>
        <source>In a multiplayer game like this one (Two-Headed Giant aside), nobody skips the draw step of their first turn, not even the starting player: draw your card.</source>
        <translation>En una partida multijugador como esta (salvo Gigante de Dos Cabezas), nadie se salta el paso de robar de su primer turno, ni siquiera el jugador inicial: roba tu carta.</translation>
    </message>
    <message>
        <source>In this lesson your library held only the Mountain you put on the bottom, so you drew it back.</source>
        <translation>En esta lección tu biblioteca solo tenía la Mountain que pusiste en el fondo, así que la volviste a robar.</translation>
    </message>
    <message>
        <source>When you may turn a card face up</source>
        <translation>Cuándo puedes poner una carta boca arriba</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even on your opponent&apos;s turn and while a spell is waiting on the stack. No player gets priority in the untap step, so nobody can take that special action there.</source>
        <translation>Poner boca arriba un permanente boca abajo es una acción especial: puedes hacerla siempre que tengas prioridad, incluso en el turno de tu oponente y mientras un hechizo espera en la pila. Nadie recibe prioridad en el paso de enderezar, así que ahí nadie puede hacer esa acción especial.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s untap step. Move on to their upkeep.</source>
        <translation>Es el paso de enderezar de tu oponente. Pasa a su mantenimiento.</translation>
    </message>
    <message>
        <source>Go to the next step: the upkeep.</source>
        <translation>Ve al siguiente paso: el mantenimiento.</translation>
    </message>
    <message>
        <source>Nobody gets priority in the untap step, so nobody can take the special action to turn a permanent face up there.</source>
        <translation>Nadie recibe prioridad en el paso de enderezar, así que ahí nadie puede hacer la acción especial de poner boca arriba un permanente.</translation>
    </message>
    <message>
        <source>In the upkeep the active player gets priority first; when they pass it, you get it.</source>
        <translation>En el mantenimiento el jugador activo recibe prioridad primero; cuando la pasa, la recibes tú.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and the special action needs priority. Wait for the upkeep.</source>
        <translation>Ningún jugador recibe prioridad durante el paso de enderezar (regla 502.4), y la acción especial necesita prioridad. Espera al mantenimiento.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and this special action needs priority too, whatever the cost. Wait for the upkeep.</source>
        <translation>Ningún jugador recibe prioridad durante el paso de enderezar (regla 502.4), y esta acción especial también necesita prioridad, sea cual sea el coste. Espera al mantenimiento.</translation>
    </message>
    <message>
        <source>In the upkeep your opponent casts Lightning Bolt at #1. Bolt is on the stack and you have priority: turn #1 face up for its morph cost {2}{W}{W} in response.</source>
        <translation>En el mantenimiento tu oponente lanza Lightning Bolt a #1. El Bolt está en la pila y tienes prioridad: en respuesta, pon #1 boca arriba por su coste de metamorfosis {2}{W}{W}.</translation>
    </message>
    <message>
        <source>A special action doesn&apos;t use the stack: nobody can respond to it, and Bolt is still waiting to resolve.</source>
        <translation>Una acción especial no usa la pila: nadie puede responder, y el Bolt sigue esperando para resolverse.</translation>
    </message>
    <message>
        <source>To turn #1 up you showed all players its morph cost, paid it and turned it face up: it is Exalted Angel, a 4/5, before Bolt resolves. Turning it up did not make a new object, so Bolt still resolves against it.</source>
        <translation>Para poner #1 boca arriba mostraste a todos los jugadores su coste de metamorfosis, lo pagaste y lo pusiste boca arriba: es Exalted Angel, un 4/5, antes de que se resuelva el Bolt. Ponerlo boca arriba no creó un objeto nuevo, así que el Bolt se sigue resolviendo contra él.</translation>
    </message>
    <message>
        <source>You could turn #2 up now too, but Bolt is aimed at #1: turning #2 up does not save #1.</source>
        <translation>También podrías poner boca arriba #2 ahora, pero el Bolt apunta a #1: poner #2 boca arriba no salva a #1.</translation>
    </message>
    <message>
        <source>Bolt resolves: 3 damage to Exalted Angel, which survives with toughness 5. When you have priority again in the upkeep, turn #2 face up for its mana cost {1}{G}.</source>
        <translation>El Bolt se resuelve: 3 de daño a Exalted Angel, que sobrevive con resistencia 5. Cuando vuelvas a tener prioridad en el mantenimiento, pon #2 boca arriba por su coste de maná {1}{G}.</translation>
    </message>
    <message>
        <source>A manifested creature card can be turned up for its mana cost whenever you have priority, on any player&apos;s turn.</source>
        <translation>Una carta de criatura manifestada puede ponerse boca arriba por su coste de maná siempre que tengas prioridad, en el turno de cualquier jugador.</translation>
    </message>
    <message>
        <source>For the mana-cost route you show all players that the card is a creature card and what its mana cost is, pay that cost, then turn it face up. Once it is face up, everyone sees the card.</source>
        <translation>Para la vía del coste de maná muestras a todos los jugadores que la carta es una carta de criatura y cuál es su coste de maná, pagas ese coste y la pones boca arriba. Una vez boca arriba, todos ven la carta.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph. A manifested creature card turns up for its mana cost.</source>
        <translation>Grizzly Bears no tiene metamorfosis. Una carta de criatura manifestada se pone boca arriba por su coste de maná.</translation>
    </message>
    <message>
        <source>Manifested cards with morph or disguise: two ways up</source>
        <translation>Cartas manifestadas con metamorfosis o disfraz: dos formas de ponerlas boca arriba</translation>
    </message>
    <message>
        <source>A manifested or cloaked permanent whose card is a creature card with a mana cost can be turned face up for that mana cost. If the card also has morph or disguise, it can be turned up for that cost as well: you choose either way.</source>
        <translation>Un permanente manifestado o encubierto cuya carta es una carta de criatura con coste de maná puede ponerse boca arriba por ese coste de maná. Si la carta además tiene metamorfosis o disfraz, también puede ponerse boca arriba por ese coste: eliges cualquiera de las dos.</translation>
    </message>
    <message>
        <source>#1 is a manifested Exalted Angel. Ask the table which ways #1 can be turned face up.</source>
        <translation>#1 es un Exalted Angel manifestado. Pregunta a la mesa de qué formas puede ponerse boca arriba #1.</translation>
    </message>
    <message>
        <source>Ask for the turn-up routes of #1.</source>
        <translation>Pregunta por las formas de poner boca arriba #1.</translation>
    </message>
    <message>
        <source>Two ways: its mana cost {4}{W}{W}, because it is a creature card with a mana cost, or its morph cost {2}{W}{W}, because it has morph.</source>
        <translation>Dos formas: su coste de maná {4}{W}{W}, porque es una carta de criatura con coste de maná, o su coste de metamorfosis {2}{W}{W}, porque tiene metamorfosis.</translation>
    </message>
    <message>
        <source>Turn #1 face up the cheaper way: for its morph cost {2}{W}{W}.</source>
        <translation>Pon #1 boca arriba de la forma más barata: por su coste de metamorfosis {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Use the morph route.</source>
        <translation>Usa la vía de la metamorfosis.</translation>
    </message>
    <message>
        <source>Morph costs {2}{W}{W}; the mana cost is {4}{W}{W}.</source>
        <translation>La metamorfosis cuesta {2}{W}{W}; el coste de maná es {4}{W}{W}.</translation>
    </message>
    <message>
        <source>Exalted Angel is face up, for {2}{W}{W}.</source>
        <translation>Exalted Angel está boca arriba, por {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Paying the mana cost {4}{W}{W} is a legal way up too, but this step asks for the cheaper morph cost.</source>
        <translation>Pagar el coste de maná {4}{W}{W} también es una forma legal, pero este paso pide el coste de metamorfosis, más barato.</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise: there is no disguise cost to pay.</source>
        <translation>Exalted Angel tiene metamorfosis, no disfraz: no hay coste de disfraz que pagar.</translation>
    </message>
    <message>
        <source>#2 is a cloaked Hunted Bonebrute, which has disguise. Turn it face up for its disguise cost {1}{B}.</source>
        <translation>#2 es un Hunted Bonebrute encubierto, que tiene disfraz. Ponlo boca arriba por su coste de disfraz {1}{B}.</translation>
    </message>
    <message>
        <source>Use the disguise route.</source>
        <translation>Usa la vía del disfraz.</translation>
    </message>
    <message>
        <source>A cloaked card with disguise may be turned up for its disguise cost, as well as for its mana cost if it is a creature card.</source>
        <translation>Una carta encubierta con disfraz puede ponerse boca arriba por su coste de disfraz, y también por su coste de maná si es una carta de criatura.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute is face up, and the ward {2} that cloak gave it has ended. It was put onto the battlefield face down, so its enters ability did not trigger, and turning it face up doesn&apos;t trigger it either.</source>
        <translation>Hunted Bonebrute está boca arriba, y la custodia {2} que le dio el encubrimiento ha terminado. Se puso en el campo de batalla boca abajo, así que su habilidad de entrar no se disparó, y ponerlo boca arriba tampoco la dispara.</translation>
    </message>
    <message>
        <source>Face-down spells on the stack</source>
        <translation>Hechizos boca abajo en la pila</translation>
    </message>
    <message>
        <source>A card cast face down is a face-down spell: only its controller may look at it, and it normally can&apos;t be turned face up on the stack. If it is countered it is revealed to all players as it moves to the graveyard; if it resolves it becomes a face-down permanent and is not revealed.</source>
        <translation>Una carta lanzada boca abajo es un hechizo boca abajo: solo su controlador puede mirarlo, y normalmente no puede ponerse boca arriba en la pila. Si se contrarresta, se muestra a todos los jugadores al ir al cementerio; si se resuelve, se convierte en un permanente boca abajo y no se muestra.</translation>
    </message>
    <message>
        <source>Cast Akroma, Angel of Fury face down for {3} with morph.</source>
        <translation>Lanza Akroma, Angel of Fury boca abajo por {3} con metamorfosis.</translation>
    </message>
    <message>
        <source>Cast Akroma face down (morph).</source>
        <translation>Lanza Akroma boca abajo (metamorfosis).</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature spell for {3}.</source>
        <translation>Una carta con metamorfosis puede lanzarse boca abajo como un hechizo de criatura 2/2 por {3}.</translation>
    </message>
    <message>
        <source>On the stack it is a face-down 2/2 creature spell with no name and no abilities. You control it, so you may look at it; your opponent may not.</source>
        <translation>En la pila es un hechizo de criatura 2/2 boca abajo sin nombre y sin habilidades. Lo controlas, así que puedes mirarlo; tu oponente no.</translation>
    </message>
    <message>
        <source>Casting Akroma face up for its mana cost is allowed, but then everyone sees it. This step asks you to cast it face down.</source>
        <translation>Lanzar Akroma boca arriba por su coste de maná está permitido, pero entonces todos la ven. Este paso te pide lanzarla boca abajo.</translation>
    </message>
    <message>
        <source>Your opponent casts Essence Scatter targeting your face-down spell. Look at your face-down spell on the stack.</source>
        <translation>Tu oponente lanza Essence Scatter con tu hechizo boca abajo como objetivo. Mira tu hechizo boca abajo en la pila.</translation>
    </message>
    <message>
        <source>Look at your face-down spell.</source>
        <translation>Mira tu hechizo boca abajo.</translation>
    </message>
    <message>
        <source>You may look at a face-down spell you control at any time.</source>
        <translation>Puedes mirar en cualquier momento un hechizo boca abajo que controlas.</translation>
    </message>
    <message>
        <source>It is Akroma, Angel of Fury, whose card says it can&apos;t be countered. Face down that ability does not exist: it is a 2/2 creature spell with no abilities, so Essence Scatter can target it and counter it. That is why Akroma was chosen here.</source>
        <translation>Es Akroma, Angel of Fury, cuya carta dice que no puede ser contrarrestada. Boca abajo esa habilidad no existe: es un hechizo de criatura 2/2 sin habilidades, así que Essence Scatter puede hacerlo objetivo y contrarrestarlo. Por eso se eligió aquí a Akroma.</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: your opponent now knows it was Hunted Bonebrute. It died face down, a 2/2 whose only ability was ward, so its &apos;when this dies&apos; ability does not trigger: a dies ability looks back at the permanent as it was on the battlefield.</source>
        <translation>Se mostró al dejar el campo de batalla: tu oponente sabe ahora que era Hunted Bonebrute. Murió boca abajo, un 2/2 cuya única habilidad era custodia, así que su habilidad de «cuando muere» no se dispara: una habilidad de «muere» mira al permanente tal como era en el campo de batalla.</translation>
    </message>
    <message>
        <source>Morph lets you turn a face-down permanent face up. Spells normally can&apos;t be turned face up (rule 708.7): it is still a spell on the stack.</source>
        <translation>La metamorfosis te deja poner boca arriba un permanente boca abajo. Normalmente los hechizos no pueden ponerse boca arriba (regla 708.7): sigue siendo un hechizo en la pila.</translation>
    </message>
    <message>
        <source>Essence Scatter resolves and counters your spell. Put the countered face-down spell into your graveyard.</source>
        <translation>Essence Scatter se resuelve y contrarresta tu hechizo. Pon el hechizo boca abajo contrarrestado en tu cementerio.</translation>
    </message>
    <message>
        <source>Move the countered spell to the graveyard.</source>
        <translation>Mueve el hechizo contrarrestado al cementerio.</translation>
    </message>
    <message>
        <source>A face-down spell that moves from the stack to any zone other than the battlefield is revealed to all players.</source>
        <translation>Un hechizo boca abajo que pasa de la pila a cualquier zona que no sea el campo de batalla se muestra a todos los jugadores.</translation>
    </message>
    <message>
        <source>It was revealed to all players as it moved: your opponent now knows it was Akroma.</source>
        <translation>Se mostró a todos los jugadores al moverse: tu oponente sabe ahora que era Akroma.</translation>
    </message>
    <message>
        <source>Now cast Exalted Angel face down for {3} with morph.</source>
        <translation>Ahora lanza Exalted Angel boca abajo por {3} con metamorfosis.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down (morph).</source>
        <translation>Lanza Exalted Angel boca abajo (metamorfosis).</translation>
    </message>
    <message>
        <source>A face-down 2/2 creature spell again.</source>
        <translation>Otra vez un hechizo de criatura 2/2 boca abajo.</translation>
    </message>
    <message>
        <source>Your opponent lets it resolve: it becomes a face-down permanent. Look at it.</source>
        <translation>Tu oponente deja que se resuelva: se convierte en un permanente boca abajo. Míralo.</translation>
    </message>
    <message>
        <source>Look at your face-down creature.</source>
        <translation>Mira tu criatura boca abajo.</translation>
    </message>
    <message>
        <source>Resolving, a face-down spell becomes a face-down permanent and is not revealed: only you know it is Exalted Angel.</source>
        <translation>Al resolverse, un hechizo boca abajo se convierte en un permanente boca abajo y no se muestra: solo tú sabes que es Exalted Angel.</translation>
    </message>
    <message>
        <source>The legend rule after a turn-up, and copies of face-down permanents</source>
        <translation>La regla de leyendas tras poner boca arriba, y copias de permanentes boca abajo</translation>
    </message>
    <message>
        <source>Face-down permanents have no name and are not legendary, so the legend rule ignores them. Once you control two legendary permanents with the same name face up, you choose one and the rest are put into their owners&apos; graveyards. A copy of a face-down permanent copies only its face-down copiable values: a face-up colorless 2/2 creature with no name, plus ward {2} if it copies a disguised or cloaked permanent.</source>
        <translation>Los permanentes boca abajo no tienen nombre ni son legendarios, así que la regla de leyendas los ignora. Cuando controlas dos permanentes legendarios boca arriba con el mismo nombre, eliges uno y los demás van a los cementerios de sus propietarios. Una copia de un permanente boca abajo solo copia sus valores copiables boca abajo: una criatura 2/2 incolora boca arriba sin nombre, más custodia {2} si copia un permanente disfrazado o encubierto.</translation>
    </message>
    <message>
        <source>#1 and #2 are both Akroma, Angel of Fury, face down. Turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>#1 y #2 son ambos Akroma, Angel of Fury, boca abajo. Pon #1 boca arriba por su coste de metamorfosis {3}{R}{R}{R}.</translation>
    </message>
    <message>
        <source>#2 is still face down: it has no name and is not legendary, so the legend rule does not apply.</source>
        <translation>#2 sigue boca abajo: no tiene nombre ni es legendario, así que la regla de leyendas no se aplica.</translation>
    </message>
    <message>
        <source>#1 is face down because of morph. Morph lets you turn it up for its morph cost; no rule lets you turn it up for its mana cost.</source>
        <translation>#1 está boca abajo por metamorfosis. La metamorfosis te deja ponerlo boca arriba por su coste de metamorfosis; ninguna regla te deja hacerlo por su coste de maná.</translation>
    </message>
    <message>
        <source>Now turn #2 face up for its morph cost too.</source>
        <translation>Ahora pon también #2 boca arriba por su coste de metamorfosis.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its morph cost.</source>
        <translation>Pon #2 boca arriba por su coste de metamorfosis.</translation>
    </message>
    <message>
        <source>You now control two legendary permanents named Akroma, Angel of Fury: the legend rule applies as state-based actions are checked.</source>
        <translation>Ahora controlas dos permanentes legendarios llamados Akroma, Angel of Fury: la regla de leyendas se aplica al comprobar las acciones basadas en estado.</translation>
    </message>
    <message>
        <source>The legend rule: choose one of your two Akromas and put the other into your graveyard.</source>
        <translation>La regla de leyendas: elige una de tus dos Akromas y pon la otra en tu cementerio.</translation>
    </message>
    <message>
        <source>Move one Akroma to your graveyard.</source>
        <translation>Mueve una Akroma a tu cementerio.</translation>
    </message>
    <message>
        <source>It is put into the graveyard; it is not destroyed or sacrificed.</source>
        <translation>Se pone en el cementerio; no se destruye ni se sacrifica.</translation>
    </message>
    <message>
        <source>One Akroma stays on the battlefield.</source>
        <translation>Una Akroma se queda en el campo de batalla.</translation>
    </message>
    <message>
        <source>Not #3: the legend rule puts only one of your two Akromas into the graveyard. #3 is face down, with no name, and is not legendary, and nothing else puts it there.</source>
        <translation>No #3: la regla de leyendas solo pone en el cementerio una de tus dos Akromas. #3 está boca abajo, sin nombre, no es legendaria, y nada más la pone allí.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart: it will make a token that&apos;s a copy of your face-down #3, a disguised Hunted Bonebrute.</source>
        <translation>Lanza Cackling Counterpart: creará una ficha que es una copia de tu #3 boca abajo, un Hunted Bonebrute disfrazado.</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #3.</source>
        <translation>Se resuelve: crea una ficha que es una copia de #3.</translation>
    </message>
    <message>
        <source>Make a token copy of #3.</source>
        <translation>Haz una ficha copia de #3.</translation>
    </message>
    <message>
        <source>The token copies #3&apos;s face-down values: a face-up colorless 2/2 creature with no name and ward {2}. It is not a Hunted Bonebrute, and nothing about #3 is revealed.</source>
        <translation>La ficha copia los valores boca abajo de #3: una criatura 2/2 incolora boca arriba sin nombre y con custodia {2}. No es un Hunted Bonebrute, y no se muestra nada de #3.</translation>
    </message>
    <message>
        <source>Not while Cackling Counterpart is resolving: nobody has priority during a resolution, and turning a permanent face up needs priority. Make the copy first.</source>
        <translation>No mientras Cackling Counterpart se resuelve: nadie tiene prioridad durante una resolución, y poner boca arriba un permanente necesita prioridad. Haz primero la copia.</translation>
    </message>
    <message>
        <source>Double-faced cards face down</source>
        <translation>Cartas de dos caras boca abajo</translation>
    </message>
    <message>
        <source>A double-faced card can be manifested or cloaked; it stays hidden, in an opaque sleeve or as a substitute card. While it is face down it can&apos;t transform; when it is turned face up, its front face is up, so its front face decides whether it can be turned up for its mana cost. A double-faced permanent can&apos;t be turned face down.</source>
        <translation>Una carta de dos caras puede manifestarse o encubrirse; permanece oculta, en una funda opaca o como carta sustituta. Mientras está boca abajo no puede transformarse; cuando se pone boca arriba, queda con su cara frontal hacia arriba, así que su cara frontal decide si puede ponerse boca arriba por su coste de maná. Un permanente de dos caras no puede ponerse boca abajo.</translation>
    </message>
    <message>
        <source>#1 is a manifested Delver of Secrets, a double-faced card. Its front face is a creature with mana cost {U}: turn it face up for {U}.</source>
        <translation>#1 es un Delver of Secrets manifestado, una carta de dos caras. Su cara frontal es una criatura con coste de maná {U}: ponlo boca arriba por {U}.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its mana cost.</source>
        <translation>Pon #1 boca arriba por su coste de maná.</translation>
    </message>
    <message>
        <source>The front face decides: Delver of Secrets is a creature with a mana cost.</source>
        <translation>Decide la cara frontal: Delver of Secrets es una criatura con coste de maná.</translation>
    </message>
    <message>
        <source>It is turned face up with its front face up: a 1/1 Delver of Secrets.</source>
        <translation>Se pone boca arriba con su cara frontal hacia arriba: un Delver of Secrets 1/1.</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform: nothing would happen. Turn it face up first.</source>
        <translation>Un permanente de dos caras boca abajo no puede transformarse: no pasaría nada. Ponlo primero boca arriba.</translation>
    </message>
    <message>
        <source>Delver of Secrets has no morph. Its front face is a creature card with a mana cost, so it turns up for that mana cost.</source>
        <translation>Delver of Secrets no tiene metamorfosis. Su cara frontal es una carta de criatura con coste de maná, así que se pone boca arriba por ese coste de maná.</translation>
    </message>
    <message>
        <source>An effect now tells you to transform #1. Transform it.</source>
        <translation>Ahora un efecto te dice que transformes #1. Transfórmalo.</translation>
    </message>
    <message>
        <source>Transform Delver of Secrets.</source>
        <translation>Transforma Delver of Secrets.</translation>
    </message>
    <message>
        <source>Face up, it can transform: it is now Insectile Aberration, a 3/2, and still the same permanent.</source>
        <translation>Boca arriba puede transformarse: ahora es Insectile Aberration, un 3/2, y sigue siendo el mismo permanente.</translation>
    </message>
    <message>
        <source>An effect that tries to turn a double-faced permanent face down does nothing (rule 712.16), so this would not change the table; and this step asks you to transform it.</source>
        <translation>Un efecto que intenta poner boca abajo un permanente de dos caras no hace nada (regla 712.16), así que no cambiaría la mesa; y este paso te pide transformarlo.</translation>
    </message>
    <message>
        <source>Leaving a multiplayer game, and the end of the game</source>
        <translation>Dejar una partida multijugador, y el final de la partida</translation>
    </message>
    <message>
        <source>If a player leaves the game, every face-down permanent and face-down spell that player owns is revealed to all players. At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>Si un jugador deja la partida, cada permanente y hechizo boca abajo del que es propietario se muestra a todos los jugadores. Al final de la partida, cada permanente y hechizo boca abajo se muestra a todos los jugadores.</translation>
    </message>
    <message>
        <source>Four players are in the game. Look at your face-down #1.</source>
        <translation>Hay cuatro jugadores en la partida. Mira tu #1 boca abajo.</translation>
    </message>
    <message>
        <source>You may look at face-down permanents you control at any time, and at no one else&apos;s.</source>
        <translation>Puedes mirar en cualquier momento los permanentes boca abajo que controlas, y los de nadie más.</translation>
    </message>
    <message>
        <source>It is your manifested Grizzly Bears. Players B, C and D don&apos;t know it.</source>
        <translation>Son tus Grizzly Bears manifestados. Los jugadores B, C y D no lo saben.</translation>
    </message>
    <message>
        <source>#3 is controlled by player C. You can&apos;t look at face-down permanents another player controls.</source>
        <translation>#3 lo controla el jugador C. No puedes mirar los permanentes boca abajo que controla otro jugador.</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. Everything C owns left the game with them, and their face-down permanent #3 and face-down spell were revealed to all players as they left. Now the game ends: end it.</source>
        <translation>El jugador C concede y deja la partida. Todo lo que es de C dejó la partida con él, y su permanente boca abajo #3 y su hechizo boca abajo se mostraron a todos los jugadores al irse. Ahora termina la partida: termínala.</translation>
    </message>
    <message>
        <source>At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>Al final de la partida, cada permanente y hechizo boca abajo se muestra a todos los jugadores.</translation>
    </message>
    <message>
        <source>Every face-down permanent was revealed: your #1 is a Grizzly Bears, and player B&apos;s cloaked #2 is a Forest. Everyone can check that each face-down card was what it was meant to be.</source>
        <translation>Se mostraron todos los permanentes boca abajo: tu #1 son unos Grizzly Bears, y el #2 encubierto del jugador B es un Forest. Todos pueden comprobar que cada carta boca abajo era lo que debía ser.</translation>
    </message>
    <message>
        <source>#2 is player B&apos;s: only its controller may take the special action to turn it face up. At the end of the game it is revealed anyway.</source>
        <translation>#2 es del jugador B: solo su controlador puede hacer la acción especial de ponerlo boca arriba. Al final de la partida se muestra de todos modos.</translation>
    </message>
    <message>
        <source>You may concede at any time, and then your face-down #1 would be revealed as you leave; but this step asks you to end the game for everyone.</source>
        <translation>Puedes conceder en cualquier momento, y entonces tu #1 boca abajo se mostraría al irte; pero este paso te pide terminar la partida para todos.</translation>
    </message>
    <message>
        <source>Ward on disguised and cloaked permanents</source>
        <translation>Custodia en permanentes disfrazados y encubiertos</translation>
    </message>
    <message>
        <source>A disguised or cloaked permanent has ward {2} while it is face down. When an opponent&apos;s spell targets it, ward triggers: the spell is countered unless that player pays {2}. Once the permanent is turned face up, that ward ends, unless the card itself has ward.</source>
        <translation>Un permanente disfrazado o encubierto tiene custodia {2} mientras está boca abajo. Cuando un hechizo de un oponente lo hace objetivo, la custodia se dispara: el hechizo se contrarresta a menos que ese jugador pague {2}. Una vez que el permanente se pone boca arriba, esa custodia termina, salvo que la propia carta tenga custodia.</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #1. Face down, #1 has ward {2}, so ward triggers. Your opponent does not pay {2}: counter Murder.</source>
        <translation>Tu oponente lanza Murder con tu #1 disfrazado como objetivo. Boca abajo, #1 tiene custodia {2}, así que la custodia se dispara. Tu oponente no paga {2}: contrarresta Murder.</translation>
    </message>
    <message>
        <source>Counter Murder: put it from the stack into its owner&apos;s graveyard.</source>
        <translation>Contrarresta Murder: ponlo de la pila en el cementerio de su propietario.</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent&apos;s spell targets it, counter that spell unless its controller pays {2}.</source>
        <translation>Custodia {2}: cuando un hechizo de un oponente lo hace objetivo, contrarresta ese hechizo a menos que su controlador pague {2}.</translation>
    </message>
    <message>
        <source>Murder is countered and #1 stays on the battlefield, still face down: nothing about it was revealed.</source>
        <translation>Murder se contrarresta y #1 se queda en el campo de batalla, todavía boca abajo: no se mostró nada de él.</translation>
    </message>
    <message>
        <source>Ward counters Murder, so Murder never destroys #1, and nothing else puts it into the graveyard: #1 stays on the battlefield, face down.</source>
        <translation>La custodia contrarresta Murder, así que Murder nunca destruye a #1, y nada más lo pone en el cementerio: #1 se queda en el campo de batalla, boca abajo.</translation>
    </message>
    <message>
        <source>Your opponent casts a second Murder at #1 and pays {2} for ward this time, so Murder is not countered. It resolves: put #1 into your graveyard.</source>
        <translation>Tu oponente lanza un segundo Murder a #1 y esta vez paga {2} por la custodia, así que Murder no se contrarresta. Se resuelve: pon #1 en tu cementerio.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players.</source>
        <translation>Un permanente boca abajo que deja el campo de batalla se muestra a todos los jugadores.</translation>
    </message>
    <message>
        <source>Your opponent paid {2}, so ward did not counter the second Murder, and it has already resolved: there is nothing on the stack to counter.</source>
        <translation>Tu oponente pagó {2}, así que la custodia no contrarrestó el segundo Murder, y ya se ha resuelto: no hay nada en la pila que contrarrestar.</translation>
    </message>
    <message>
        <source>#2 is a cloaked Grizzly Bears with ward {2}. Turn it face up for its mana cost {1}{G}.</source>
        <translation>#2 son unos Grizzly Bears encubiertos con custodia {2}. Ponlos boca arriba por su coste de maná {1}{G}.</translation>
    </message>
    <message>
        <source>Face up it is Grizzly Bears, which has no ward: the ward {2} that cloak gave it ended when it turned face up.</source>
        <translation>Boca arriba son unos Grizzly Bears, que no tienen custodia: la custodia {2} que les dio el encubrimiento terminó al ponerse boca arriba.</translation>
    </message>
    <message>
        <source>Cloaked is not disguised: a cloaked creature card turns up for its mana cost, and Grizzly Bears has no disguise cost.</source>
        <translation>Encubierto no es disfrazado: una carta de criatura encubierta se pone boca arriba por su coste de maná, y Grizzly Bears no tiene coste de disfraz.</translation>
    </message>
    <message>
        <source>What to announce, and what to answer</source>
        <translation>Qué anunciar y qué responder</translation>
    </message>
    <message>
        <source>When you cast a card face down, say how: with morph or with disguise. Everything that tells your face-down spells and permanents apart must stay clear to every player: what made each one face down, the order they were cast or entered, their counters, which attacked last turn. You answer those questions; what a face-down card is, you never have to say. A face-down permanent is revealed when it leaves the battlefield, and everything face down is revealed at the end of the game.</source>
        <translation>Cuando lanzas una carta boca abajo, di cómo: con metamorfosis o con disfraz. Todo lo que distingue tus hechizos y permanentes boca abajo debe quedar claro para cada jugador: qué puso boca abajo a cada uno, el orden en que se lanzaron o entraron, sus contadores, cuál atacó el último turno. Esas preguntas las respondes; qué es una carta boca abajo, nunca tienes que decirlo. Un permanente boca abajo se muestra cuando deja el campo de batalla, y todo lo que está boca abajo se muestra al final de la partida.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using its morph ability, and say so: &quot;a face-down spell, cast with morph&quot;. What made it face down must stay clear to your opponent; its name stays yours alone.</source>
        <translation>Lanza Exalted Angel boca abajo usando su habilidad de metamorfosis, y dilo: «un hechizo boca abajo, lanzado con metamorfosis». Qué lo puso boca abajo debe quedar claro para tu oponente; su nombre es solo tuyo.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph, for {3}.</source>
        <translation>Lanza Exalted Angel boca abajo con metamorfosis, por {3}.</translation>
    </message>
    <message>
        <source>The marker shows its entry number and how it became face down, &quot;morph&quot;; never its name.</source>
        <translation>El marcador muestra su número de entrada y cómo quedó boca abajo, «metamorfosis»; nunca su nombre.</translation>
    </message>
    <message>
        <source>It is on the stack as #3, a face-down spell cast with morph. Your opponent knows how it became face down and when; only you know it is an Exalted Angel.</source>
        <translation>Está en la pila como #3, un hechizo boca abajo lanzado con metamorfosis. Tu oponente sabe cómo y cuándo quedó boca abajo; solo tú sabes que es un Exalted Angel.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph, and nothing else lets you cast it face down. Announcing &quot;morph&quot; for it would be false, and the card would be revealed when it leaves the battlefield and at the end of the game.</source>
        <translation>Grizzly Bears no tiene metamorfosis, y nada más te permite lanzarla boca abajo. Anunciar «metamorfosis» para ella sería falso, y la carta se mostraría al dejar el campo de batalla y al final de la partida.</translation>
    </message>
    <message>
        <source>Your face-down spell resolves and becomes #3. Your manifested #1 attacked last turn and has a +1/+1 counter: those differences must stay clear too. The counter shows on it; write the note &quot;attacked last turn&quot; on #1.</source>
        <translation>Tu hechizo boca abajo se resuelve y se convierte en #3. Tu #1 manifestado atacó el último turno y tiene un contador +1/+1: esas diferencias también deben quedar claras. El contador se ve sobre él; escribe la nota «atacó el último turno» en #1.</translation>
    </message>
    <message>
        <source>Write a note on #1.</source>
        <translation>Escribe una nota en #1.</translation>
    </message>
    <message>
        <source>Which face-down creature attacked last turn is one of the differences that must stay clear.</source>
        <translation>Qué criatura boca abajo atacó el último turno es una de las diferencias que deben quedar claras.</translation>
    </message>
    <message>
        <source>Anyone at the table can now tell #1 from #3: its order, how it became face down, its counter and what it did last turn. When your opponent asks about these, tell them.</source>
        <translation>Cualquiera en la mesa puede distinguir ahora #1 de #3: su orden, cómo quedaron boca abajo, el contador de #1 y lo que hizo el último turno. Cuando tu oponente pregunte por esto, díselo.</translation>
    </message>
    <message>
        <source>Swapping #1 and #3 would hide which one attacked, which one has the counter and which one was cast with morph. Face-down permanents may never be mixed up.</source>
        <translation>Intercambiar #1 y #3 ocultaría cuál atacó, cuál tiene el contador y cuál se lanzó con metamorfosis. Los permanentes boca abajo nunca pueden mezclarse.</translation>
    </message>
    <message>
        <source>Your opponent asks what #1 and #3 are. That you never have to tell while they are face down: only you may look at them. Look at #3.</source>
        <translation>Tu oponente pregunta qué son #1 y #3. Eso nunca tienes que decirlo mientras estén boca abajo: solo tú puedes mirarlos. Mira #3.</translation>
    </message>
    <message>
        <source>Look at #3.</source>
        <translation>Mira #3.</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; nobody else may, unless an effect lets them.</source>
        <translation>Puedes mirar en cualquier momento los hechizos y permanentes boca abajo que controlas; nadie más puede, a menos que un efecto se lo permita.</translation>
    </message>
    <message>
        <source>Its identity is yours to keep until it leaves the battlefield or the game ends: then it is revealed to all players, and everyone can check that it could be cast with morph.</source>
        <translation>Su identidad es solo tuya hasta que deje el campo de batalla o termine la partida: entonces se muestra a todos los jugadores, y todos pueden comprobar que podía lanzarse con metamorfosis.</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s. You may ask how it became face down (its marker says disguise), when it entered and what it did, but not what it is.</source>
        <translation>#2 es de tu oponente. Puedes preguntar cómo quedó boca abajo (su marcador dice disfraz), cuándo entró y qué hizo, pero no qué es.</translation>
    </message>
    <message>
        <source>Leaving a game with other players&apos; face-down cards</source>
        <translation>Dejar una partida con cartas boca abajo de otros jugadores</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, everything they own leaves with them, and effects that gave them control of other players&apos; objects end: those objects stay in the game, usually back under their owners&apos; control. Every face-down permanent and spell the leaving player owns is revealed to all players, and by the official rulings, so is every face-down spell and permanent they control.</source>
        <translation>Cuando un jugador deja una partida multijugador, todo lo que es de su propiedad la deja con él, y terminan los efectos que le daban el control de objetos de otros jugadores: esos objetos se quedan en la partida, normalmente de nuevo bajo el control de sus propietarios. Cada permanente y hechizo boca abajo cuyo propietario es el jugador que se va se muestra a todos los jugadores, y, según los rulings oficiales, también cada hechizo y permanente boca abajo que controla.</translation>
    </message>
    <message>
        <source>Four players are in the game. Earlier effects gave player C control of your manifested #1, and gave you control of player B&apos;s face-down #2. Look at #2.</source>
        <translation>Hay cuatro jugadores en la partida. Efectos anteriores le dieron al jugador C el control de tu #1 manifestado, y a ti el control del #2 boca abajo del jugador B. Mira #2.</translation>
    </message>
    <message>
        <source>Look at #2.</source>
        <translation>Mira #2.</translation>
    </message>
    <message>
        <source>Control, not ownership, decides who may look at a face-down permanent.</source>
        <translation>El control, no la propiedad, decide quién puede mirar un permanente boca abajo.</translation>
    </message>
    <message>
        <source>#2 is an Exalted Angel. Player B owns it, but you control it, so you may look at it. Your own #1 is now player C&apos;s to look at, not yours.</source>
        <translation>#2 es un Exalted Angel. Su propietario es el jugador B, pero tú lo controlas, así que puedes mirarlo. Tu propio #1 ahora puede mirarlo el jugador C, no tú.</translation>
    </message>
    <message>
        <source>#1 is your card, but player C controls it: while they do, only they may look at it.</source>
        <translation>#1 es tu carta, pero la controla el jugador C: mientras la controle, solo él puede mirarla.</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. The cloaked #3 they owned left the game with them, revealed to all. The effect that gave them control of your #1 ended, so #1 is yours again, and by the rulings C revealed it too, as a face-down permanent they controlled. Look at #1.</source>
        <translation>El jugador C concede y deja la partida. El #3 encubierto del que era propietario dejó la partida con él, mostrado a todos. El efecto que le daba el control de tu #1 terminó, así que #1 vuelve a ser tuyo, y, según los rulings, C también lo mostró, como permanente boca abajo que controlaba. Mira #1.</translation>
    </message>
    <message>
        <source>Look at #1: you control it again.</source>
        <translation>Mira #1: vuelves a controlarlo.</translation>
    </message>
    <message>
        <source>When a player leaves, what they own leaves with them, and effects that gave them control of other players&apos; objects end.</source>
        <translation>Cuando un jugador se va, lo que es de su propiedad deja la partida con él, y terminan los efectos que le daban el control de objetos de otros jugadores.</translation>
    </message>
    <message>
        <source>#1 is your Grizzly Bears, still face down on the battlefield under your control. Players B and D saw it as C left, and #3 was a Forest.</source>
        <translation>#1 es tu Grizzly Bears, todavía boca abajo en el campo de batalla bajo tu control. Los jugadores B y D lo vieron cuando C se fue, y #3 era un Forest.</translation>
    </message>
    <message>
        <source>Only objects the leaving player still controls after their control effects end are exiled. C&apos;s control of #1 ended as C left, so #1 stays on the battlefield, yours.</source>
        <translation>Solo se exilian los objetos que el jugador que se va todavía controla después de que terminen sus efectos de control. El control de C sobre #1 terminó cuando C se fue, así que #1 se queda en el campo de batalla, tuyo.</translation>
    </message>
    <message>
        <source>Now you concede and leave the game, while you still control player B&apos;s #2. Leave the game.</source>
        <translation>Ahora concedes y dejas la partida, mientras todavía controlas el #2 del jugador B. Deja la partida.</translation>
    </message>
    <message>
        <source>Concede: leave the game.</source>
        <translation>Concede: deja la partida.</translation>
    </message>
    <message>
        <source>What you own leaves the game with you, revealed; what you control but don&apos;t own goes back to its owner, and you reveal it too.</source>
        <translation>Lo que es de tu propiedad deja la partida contigo, mostrado; lo que controlas sin ser su propietario vuelve a su propietario, y también lo muestras.</translation>
    </message>
    <message>
        <source>Your #1 left the game with you, revealed. #2 stays on the battlefield, face down, under player B&apos;s control again, and you revealed it as you left: player D now knows it is an Exalted Angel.</source>
        <translation>Tu #1 dejó la partida contigo, mostrado. #2 se queda boca abajo en el campo de batalla, de nuevo bajo el control del jugador B, y lo mostraste al irte: el jugador D ya sabe que es un Exalted Angel.</translation>
    </message>
    <message>
        <source>Players B and D are still playing: only you leave, and the game goes on without you.</source>
        <translation>Los jugadores B y D siguen jugando: solo te vas tú, y la partida continúa sin ti.</translation>
    </message>
    <message>
        <source>Responding with a turn-up</source>
        <translation>Responder poniendo una carta boca arriba</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even with a spell on the stack, and it doesn&apos;t use the stack. A spell whose every target has become illegal by the time it would resolve doesn&apos;t resolve. An ability already on the stack, such as a ward trigger, resolves even if its source has changed. And a dies ability triggers only if the creature had it when it died: face down, it had no abilities.</source>
        <translation>Poner boca arriba un permanente boca abajo es una acción especial: puedes hacerla siempre que tengas prioridad, incluso con un hechizo en la pila, y no usa la pila. Un hechizo cuyos objetivos se han vuelto todos ilegales cuando se resuelve no se resuelve. Una habilidad que ya está en la pila, como un disparo de custodia, se resuelve aunque su fuente haya cambiado. Y una habilidad de «muere» solo se dispara si la criatura la tenía al morir: boca abajo no tenía habilidades.</translation>
    </message>
    <message>
        <source>Your opponent casts Swords to Plowshares targeting your face-down #1. Face down, #1 is a colorless 2/2 with no abilities, so it is a legal target. Respond before Swords resolves: turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>Tu oponente lanza Swords to Plowshares con tu #1 boca abajo como objetivo. Boca abajo, #1 es una 2/2 incolora sin habilidades, así que es un objetivo legal. Responde antes de que Swords se resuelva: pon #1 boca arriba por su coste de metamorfosis {3}{R}{R}{R}.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost while Swords to Plowshares is still on the stack.</source>
        <translation>Pon #1 boca arriba por su coste de metamorfosis mientras Swords to Plowshares sigue en la pila.</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, and it doesn&apos;t use the stack.</source>
        <translation>Poner boca arriba un permanente boca abajo es una acción especial: puedes hacerla siempre que tengas prioridad, y no usa la pila.</translation>
    </message>
    <message>
        <source>#1 is Akroma, Angel of Fury, with protection from white, and Swords to Plowshares is still on the stack: turning face up didn&apos;t use the stack, so there was nothing for your opponent to respond to.</source>
        <translation>#1 es Akroma, Angel of Fury, con protección contra el blanco, y Swords to Plowshares sigue en la pila: ponerla boca arriba no usó la pila, así que tu oponente no tuvo nada a lo que responder.</translation>
    </message>
    <message>
        <source>#1 was cast face down with morph: it turns face up only for its morph cost, {3}{R}{R}{R}, not for its mana cost.</source>
        <translation>#1 se lanzó boca abajo con metamorfosis: solo se pone boca arriba por su coste de metamorfosis, {3}{R}{R}{R}, no por su coste de maná.</translation>
    </message>
    <message>
        <source>Swords to Plowshares tries to resolve. Its only target, Akroma, now has protection from white, so that target is illegal and Swords doesn&apos;t resolve. Put Swords to Plowshares into your opponent&apos;s graveyard.</source>
        <translation>Swords to Plowshares intenta resolverse. Su único objetivo, Akroma, tiene ahora protección contra el blanco, así que ese objetivo es ilegal y Swords no se resuelve. Pon Swords to Plowshares en el cementerio de tu oponente.</translation>
    </message>
    <message>
        <source>Move Swords to Plowshares from the stack to its owner&apos;s graveyard.</source>
        <translation>Mueve Swords to Plowshares de la pila al cementerio de su propietario.</translation>
    </message>
    <message>
        <source>A spell whose every target has become illegal doesn&apos;t resolve: it does nothing and goes to its owner&apos;s graveyard.</source>
        <translation>Un hechizo cuyos objetivos se han vuelto todos ilegales no se resuelve: no hace nada y va al cementerio de su propietario.</translation>
    </message>
    <message>
        <source>Swords to Plowshares did nothing: Akroma stays on the battlefield and nobody gains life. It was not countered; it simply didn&apos;t resolve.</source>
        <translation>Swords to Plowshares no hizo nada: Akroma se queda en el campo de batalla y nadie gana vidas. No fue contrarrestado; simplemente no se resolvió.</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #2. Face down it has ward {2}, so ward triggers and its ability goes on the stack above Murder. If your opponent pays {2}, Murder will resolve; face up, Hunted Bonebrute would die with its dies ability. Turn #2 face up for its disguise cost {1}{B} now.</source>
        <translation>Tu oponente lanza Murder con tu #2 disfrazado como objetivo. Boca abajo tiene custodia {2}, así que la custodia se dispara y su habilidad va a la pila por encima de Murder. Si tu oponente paga {2}, Murder se resolverá; boca arriba, Hunted Bonebrute moriría con su habilidad de «muere». Pon #2 boca arriba por su coste de disfraz {1}{B} ahora.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its disguise cost.</source>
        <translation>Pon #2 boca arriba por su coste de disfraz.</translation>
    </message>
    <message>
        <source>The ward ability is already on the stack: it exists independently of #2 and resolves even though #2 no longer has ward.</source>
        <translation>La habilidad de custodia ya está en la pila: existe independientemente de #2 y se resuelve aunque #2 ya no tenga custodia.</translation>
    </message>
    <message>
        <source>#2 is Hunted Bonebrute, face up and without ward; the ward ability that triggered is still on the stack above Murder.</source>
        <translation>#2 es Hunted Bonebrute, boca arriba y sin custodia; la habilidad de custodia que se disparó sigue en la pila por encima de Murder.</translation>
    </message>
    <message>
        <source>Murder has not resolved: the ward ability above it on the stack resolves first, and nothing else puts #2 into your graveyard.</source>
        <translation>Murder no se ha resuelto: la habilidad de custodia que está encima en la pila se resuelve primero, y nada más pone #2 en tu cementerio.</translation>
    </message>
    <message>
        <source>The ward ability resolves, and your opponent doesn&apos;t pay {2}. Counter Murder.</source>
        <translation>La habilidad de custodia se resuelve, y tu oponente no paga {2}. Contrarresta Murder.</translation>
    </message>
    <message>
        <source>Once triggered, an ability doesn&apos;t depend on its source any more.</source>
        <translation>Una vez disparada, una habilidad ya no depende de su fuente.</translation>
    </message>
    <message>
        <source>Murder is countered by the ward ability, though #2 no longer has ward: once triggered, that ability was on the stack independently of its source.</source>
        <translation>La habilidad de custodia contrarresta Murder, aunque #2 ya no tiene custodia: una vez disparada, esa habilidad estaba en la pila independientemente de su fuente.</translation>
    </message>
    <message>
        <source>Your opponent casts their second Murder at Hunted Bonebrute. Face up it has no ward, and Murder resolves: put Hunted Bonebrute into your graveyard.</source>
        <translation>Tu oponente lanza su segundo Murder contra Hunted Bonebrute. Boca arriba no tiene custodia, y Murder se resuelve: pon Hunted Bonebrute en tu cementerio.</translation>
    </message>
    <message>
        <source>Move Hunted Bonebrute to your graveyard.</source>
        <translation>Mueve Hunted Bonebrute a tu cementerio.</translation>
    </message>
    <message>
        <source>A dies ability looks back: it triggers if the creature had it just before it died.</source>
        <translation>Una habilidad de «muere» mira hacia atrás: se dispara si la criatura la tenía justo antes de morir.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute died face up, so its dies ability triggers: each opponent loses 3 life. Had it died face down, it would have had no abilities, and nothing would have triggered.</source>
        <translation>Hunted Bonebrute murió boca arriba, así que su habilidad de «muere» se dispara: cada oponente pierde 3 vidas. Si hubiera muerto boca abajo, no habría tenido habilidades, y nada se habría disparado.</translation>
    </message>
    <message>
        <source>Mana value 0 and no color</source>
        <translation>Valor de maná 0 y ningún color</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has no mana cost, so its mana value is 0, and no colored mana symbols and no color indicator, so it is colorless. A spell that checks mana value, color or card type sees only these face-down values: Fatal Push destroys a face-down Exalted Angel, Essence Scatter can counter a face-down spell, and Negate can&apos;t target one.</source>
        <translation>Un hechizo o permanente boca abajo no tiene coste de maná, así que su valor de maná es 0, ni símbolos de maná de color ni indicador de color, así que es incoloro. Un hechizo que comprueba el valor de maná, el color o el tipo de carta solo ve estos valores boca abajo: Fatal Push destruye un Exalted Angel boca abajo, Essence Scatter puede contrarrestar un hechizo boca abajo y Negate no puede hacerlo objetivo.</translation>
    </message>
    <message>
        <source>Player B controls the face-down creature #1. Fatal Push destroys target creature if it has mana value 2 or less. Cast Fatal Push targeting #1.</source>
        <translation>El jugador B controla la criatura boca abajo #1. Fatal Push destruye la criatura objetivo si tiene valor de maná de 2 o menos. Lanza Fatal Push con #1 como objetivo.</translation>
    </message>
    <message>
        <source>Cast Fatal Push.</source>
        <translation>Lanza Fatal Push.</translation>
    </message>
    <message>
        <source>A face-down permanent has no mana cost, so its mana value is 0.</source>
        <translation>Un permanente boca abajo no tiene coste de maná, así que su valor de maná es 0.</translation>
    </message>
    <message>
        <source>Fatal Push is on the stack. Whatever card #1 is, face down it is a 2/2 creature with mana value 0.</source>
        <translation>Fatal Push está en la pila. Sea cual sea la carta #1, boca abajo es una criatura 2/2 con valor de maná 0.</translation>
    </message>
    <message>
        <source>You don&apos;t need to know the card: Fatal Push checks the mana value of the face-down creature, which is 0. And you may not look at a face-down permanent another player controls.</source>
        <translation>No necesitas saber qué carta es: Fatal Push comprueba el valor de maná de la criatura boca abajo, que es 0. Además, no puedes mirar un permanente boca abajo que controla otro jugador.</translation>
    </message>
    <message>
        <source>Fatal Push resolves: #1 has mana value 0, so it is destroyed. Put it into its owner&apos;s graveyard.</source>
        <translation>Fatal Push se resuelve: #1 tiene valor de maná 0, así que se destruye. Ponlo en el cementerio de su propietario.</translation>
    </message>
    <message>
        <source>Move #1 to the graveyard.</source>
        <translation>Pon #1 en el cementerio.</translation>
    </message>
    <message>
        <source>It was revealed as it left: Exalted Angel, mana value 6 face up. Face down its mana value was 0, so Fatal Push destroyed it.</source>
        <translation>Se mostró al irse: Exalted Angel, con valor de maná 6 boca arriba. Boca abajo su valor de maná era 0, así que Fatal Push lo destruyó.</translation>
    </message>
    <message>
        <source>Only the controller of #1, player B, may turn it face up. Had B turned it face up before Fatal Push resolved, its mana value would have been 6 and Fatal Push would not have destroyed it.</source>
        <translation>Solo el controlador de #1, el jugador B, puede ponerlo boca arriba. Si B lo hubiera puesto boca arriba antes de que Fatal Push se resolviera, su valor de maná habría sido 6 y Fatal Push no lo habría destruido.</translation>
    </message>
    <message>
        <source>Player B casts Akroma, Angel of Fury face down with morph. Negate counters target noncreature spell; Essence Scatter counters target creature spell. Cast the one that can counter B&apos;s face-down spell.</source>
        <translation>El jugador B lanza Akroma, Angel of Fury boca abajo con metamorfosis. Negate contrarresta el hechizo objetivo que no sea de criatura; Essence Scatter contrarresta el hechizo de criatura objetivo. Lanza el que puede contrarrestar el hechizo boca abajo de B.</translation>
    </message>
    <message>
        <source>Cast Essence Scatter.</source>
        <translation>Lanza Essence Scatter.</translation>
    </message>
    <message>
        <source>A face-down spell is a 2/2 creature spell: only what checks for a creature spell can target it.</source>
        <translation>Un hechizo boca abajo es un hechizo de criatura 2/2: solo lo que busca un hechizo de criatura puede hacerlo objetivo.</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell with mana value 0 and no color, whatever card it is: Essence Scatter can target it.</source>
        <translation>Un hechizo boca abajo es un hechizo de criatura con valor de maná 0 y sin color, sea cual sea la carta: Essence Scatter puede hacerlo objetivo.</translation>
    </message>
    <message>
        <source>Negate can target only a noncreature spell, and the face-down spell is a creature spell, whatever card it is: Negate can&apos;t target it.</source>
        <translation>Negate solo puede hacer objetivo a un hechizo que no sea de criatura, y el hechizo boca abajo es un hechizo de criatura, sea cual sea la carta: Negate no puede hacerlo objetivo.</translation>
    </message>
    <message>
        <source>Essence Scatter resolves. Put the countered face-down spell into its owner&apos;s graveyard.</source>
        <translation>Essence Scatter se resuelve. Pon el hechizo boca abajo contrarrestado en el cementerio de su propietario.</translation>
    </message>
    <message>
        <source>Counter the face-down spell.</source>
        <translation>Contrarresta el hechizo boca abajo.</translation>
    </message>
    <message>
        <source>It was revealed as it moved: Akroma, Angel of Fury, a red card with mana value 8 face up. On the stack it was a colorless creature spell with mana value 0.</source>
        <translation>Se mostró al moverse: Akroma, Angel of Fury, una carta roja con valor de maná 8 boca arriba. En la pila era un hechizo de criatura incoloro con valor de maná 0.</translation>
    </message>
    <message>
        <source>Cards exiled face down</source>
        <translation>Cartas exiliadas boca abajo</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows. It is not a face-down permanent or spell, so the reveals of rule 708.9 don&apos;t apply to it: it is not revealed when the game ends. A face-down permanent that leaves the battlefield is revealed, even when it goes to exile.</source>
        <translation>Una carta exiliada boca abajo solo pueden mirarla los jugadores a los que lo permite el efecto que la exilió. No es un permanente ni un hechizo boca abajo, así que las muestras de la regla 708.9 no se le aplican: no se muestra cuando termina la partida. Un permanente boca abajo que deja el campo de batalla se muestra, aunque vaya al exilio.</translation>
    </message>
    <message>
        <source>An effect exiled one of your cards face down and lets you look at it. Look at your face-down card in exile.</source>
        <translation>Un efecto exilió boca abajo una de tus cartas y te deja mirarla. Mira tu carta boca abajo en el exilio.</translation>
    </message>
    <message>
        <source>Look at your card in exile.</source>
        <translation>Mira tu carta en el exilio.</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows.</source>
        <translation>Una carta exiliada boca abajo solo pueden mirarla los jugadores a los que lo permite el efecto que la exilió.</translation>
    </message>
    <message>
        <source>It is your Grizzly Bears. The effect that exiled it lets you look at it; player B may not.</source>
        <translation>Es tu Grizzly Bears. El efecto que la exilió te deja mirarla; al jugador B, no.</translation>
    </message>
    <message>
        <source>The effect that exiled player B&apos;s card face down lets only player B look at it. You may not look at it.</source>
        <translation>El efecto que exilió boca abajo la carta del jugador B solo deja mirarla al jugador B. Tú no puedes mirarla.</translation>
    </message>
    <message>
        <source>An effect exiles your manifested #1. Move it to exile.</source>
        <translation>Un efecto exilia tu #1 manifestado. Llévalo al exilio.</translation>
    </message>
    <message>
        <source>Move #1 to exile.</source>
        <translation>Exilia #1.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players, whichever zone it goes to.</source>
        <translation>Un permanente boca abajo que deja el campo de batalla se muestra a todos los jugadores, vaya a la zona que vaya.</translation>
    </message>
    <message>
        <source>#1 was a face-down permanent: it was revealed to all players as it left the battlefield. It is a Forest, now face up in exile.</source>
        <translation>#1 era un permanente boca abajo: se mostró a todos los jugadores al dejar el campo de batalla. Es un Forest, ahora boca arriba en el exilio.</translation>
    </message>
    <message>
        <source>Moving #1 to the graveyard would reveal it too, but this step&apos;s effect exiles it.</source>
        <translation>Poner #1 en el cementerio también lo mostraría, pero el efecto de este paso lo exilia.</translation>
    </message>
    <message>
        <source>The game ends. End it, and see which cards are revealed.</source>
        <translation>La partida termina. Termínala y mira qué cartas se muestran.</translation>
    </message>
    <message>
        <source>At the end of the game, face-down permanents and face-down spells are revealed; cards exiled face down are neither.</source>
        <translation>Al final de la partida se muestran los permanentes y los hechizos boca abajo; las cartas exiliadas boca abajo no son ni lo uno ni lo otro.</translation>
    </message>
    <message>
        <source>Nothing was revealed: the two cards exiled face down are not permanents or spells, so rule 708.9 doesn&apos;t reveal them. Each stays known only to the player the exiling effect allowed to look at it.</source>
        <translation>No se mostró nada: las dos cartas exiliadas boca abajo no son permanentes ni hechizos, así que la regla 708.9 no las muestra. Cada una sigue siendo conocida solo por el jugador al que el efecto permitió mirarla.</translation>
    </message>
    <message>
        <source>Even at the end of the game, player B&apos;s card exiled face down is not revealed, and you may not look at it.</source>
        <translation>Ni siquiera al final de la partida se muestra la carta exiliada boca abajo del jugador B, y tú no puedes mirarla.</translation>
    </message>
    <message>
        <source>For judges: when a reveal is missed</source>
        <translation>Para jueces: cuando no se muestra una carta</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield, a face-down spell leaving the stack for any zone but the battlefield, and every face-down permanent and spell at the end of the game must be revealed to all players: that is how the others check it was played legally. Here the table reveals them and the log keeps each reveal. At a paper table, once an unrevealed card is in a hidden set of cards, only its owner knows which card it was. Tournament rules, not this table, decide the penalty: the Magic Infraction Procedure Guide, section 2.3 (Game Play Error — Hidden Card Error), covers errors that publicly available information alone can&apos;t correct. This lesson was written without the guide&apos;s current dated text: read the current guide, or ask the head judge.</source>
        <translation>Un permanente boca abajo que deja el campo de batalla, un hechizo boca abajo que deja la pila hacia cualquier zona que no sea el campo de batalla, y todos los permanentes y hechizos boca abajo al final de la partida deben mostrarse a todos los jugadores: así comprueban los demás que se jugaron legalmente. Aquí la mesa los muestra y el registro guarda cada muestra. En una mesa con cartas de papel, en cuanto una carta no mostrada está en un grupo oculto de cartas, solo su propietario sabe qué carta era. La penalización la deciden las reglas de torneo, no esta mesa: la Magic Infraction Procedure Guide, sección 2.3 (Game Play Error — Hidden Card Error), trata los errores que la información pública por sí sola no puede corregir. Esta lección se escribió sin el texto actual y fechado de la guía: lee la guía vigente o pregunta al juez principal.</translation>
    </message>
    <message>
        <source>An effect returns your face-down #1 to your hand, where an Island is already. Move #1 to your hand.</source>
        <translation>Un efecto devuelve tu #1 boca abajo a tu mano, donde ya hay una Island. Pon #1 en tu mano.</translation>
    </message>
    <message>
        <source>Move #1 to your hand.</source>
        <translation>Pon #1 en tu mano.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players as it moves.</source>
        <translation>Un permanente boca abajo que deja el campo de batalla se muestra a todos los jugadores mientras se mueve.</translation>
    </message>
    <message>
        <source>#1 was revealed as it moved, and the log shows it: Exalted Angel, a card with morph, so casting it face down was legal. Had it gone into your hand unrevealed, no one but you could tell it from the Island: the other player could never check it.</source>
        <translation>#1 se mostró al moverse, y el registro lo muestra: Exalted Angel, una carta con metamorfosis, así que lanzarla boca abajo fue legal. Si hubiera llegado a tu mano sin mostrarse, nadie más que tú podría distinguirla de la Island: el otro jugador nunca podría comprobarla.</translation>
    </message>
    <message>
        <source>Turning #1 face up for its morph cost is legal, but not this step: here an effect returns it to your hand, and it is revealed as it moves.</source>
        <translation>Poner #1 boca arriba por su coste de metamorfosis es legal, pero no es este paso: aquí un efecto lo devuelve a tu mano, y se muestra al moverse.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down again, for {3} with morph.</source>
        <translation>Lanza Exalted Angel boca abajo otra vez, por {3} con metamorfosis.</translation>
    </message>
    <message>
        <source>It is a face-down spell again. Player B saw it as it went to your hand, but on the stack it is still a face-down 2/2 creature spell.</source>
        <translation>Vuelve a ser un hechizo boca abajo. El jugador B lo vio cuando fue a tu mano, pero en la pila sigue siendo un hechizo de criatura 2/2 boca abajo.</translation>
    </message>
    <message>
        <source>Casting Exalted Angel face up for its mana cost is legal, but this step asks you to cast it face down.</source>
        <translation>Lanzar Exalted Angel boca arriba por su coste de maná es legal, pero este paso te pide lanzarlo boca abajo.</translation>
    </message>
    <message>
        <source>Player B casts Essence Scatter, and it resolves: your face-down spell is countered. Put it into your graveyard.</source>
        <translation>El jugador B lanza Essence Scatter y se resuelve: tu hechizo boca abajo es contrarrestado. Ponlo en tu cementerio.</translation>
    </message>
    <message>
        <source>It was revealed as it left the stack, and the log shows it. In a graveyard it is face up for everyone to check.</source>
        <translation>Se mostró al dejar la pila, y el registro lo muestra. En el cementerio está boca arriba para que todos lo comprueben.</translation>
    </message>
    <message>
        <source>The game ends with your manifested #2 still on the battlefield. End the game.</source>
        <translation>La partida termina con tu #2 manifestado aún en el campo de batalla. Termina la partida.</translation>
    </message>
    <message>
        <source>#2 was revealed to all players, and the log shows it: a Grizzly Bears. A player who gathers up their cards without revealing their face-down permanents leaves the other player no way to check them; what a judge does then is decided by the tournament rules, not by the Comprehensive Rules.</source>
        <translation>#2 se mostró a todos los jugadores, y el registro lo muestra: un Grizzly Bears. Un jugador que recoge sus cartas sin mostrar sus permanentes boca abajo no deja al otro jugador ninguna forma de comprobarlos; lo que hace entonces un juez lo deciden las reglas de torneo, no las Reglas Completas.</translation>
    </message>
    <message>
        <source>Conceding would reveal #2 too, as you leave the game, but you would lose: this step asks you to end the game.</source>
        <translation>Conceder también mostraría #2 al dejar la partida, pero perderías: este paso te pide terminar la partida.</translation>
    </message>
</context>
</TS>
