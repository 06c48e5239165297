<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>lessons</name>
    <message>
        <source>Tracking markers: entry order and method</source>
        <translation>Markierungen: Eintragsreihenfolge und Methode</translation>
    </message>
    <message>
        <source>Your Soul Summons resolves: manifest the top card of your library. Watch the marker it gets: #1 says it is the first face-down card of the game, and &apos;manifest&apos; says how it became face down.</source>
        <translation>Deine Soul Summons wird verrechnet: Manifestiere die oberste Karte deiner Bibliothek. Achte auf ihre Markierung: #1 sagt, dass sie die erste verdeckte Karte des Spiels ist, und „manifestiert“ sagt, wie sie verdeckt wurde.</translation>
    </message>
    <message>
        <source>Manifest the top card of your library.</source>
        <translation>Manifestiere die oberste Karte deiner Bibliothek.</translation>
    </message>
    <message>
        <source>The table gives the new face-down creature its marker by itself: #1, manifest.</source>
        <translation>Der Tisch gibt der neuen verdeckten Kreatur ihre Markierung von selbst: #1, manifestiert.</translation>
    </message>
    <message>
        <source>#1 is a face-down 2/2. Both players can see its number and method; only you may see its face.</source>
        <translation>#1 ist eine verdeckte 2/2-Kreatur. Beide Spieler sehen ihre Nummer und Methode; nur du darfst ihre Vorderseite sehen.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel from your hand face down, using morph: it is a 2/2 creature spell for {3}. It gets the next number, #2, and the method &apos;morph&apos;.</source>
        <translation>Wirke Exalted Angel verdeckt aus deiner Hand mit Morph: Er ist ein 2/2-Kreaturenzauber für {3}. Er erhält die nächste Nummer, #2, und die Methode „Morph“.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down, choosing morph.</source>
        <translation>Wirke Exalted Angel verdeckt und wähle Morph.</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise or megamorph.</source>
        <translation>Exalted Angel hat Morph, nicht Tarnung oder Megamorph.</translation>
    </message>
    <message>
        <source>Numbers are never reused, so #2 will always mean this card while it stays face down.</source>
        <translation>Nummern werden nie wiederverwendet, also bedeutet #2 immer diese Karte, solange sie verdeckt bleibt.</translation>
    </message>
    <message>
        <source>The method on the marker must be true: Exalted Angel has morph, so it is cast face down with morph, and the marker says so.</source>
        <translation>Die Methode auf der Markierung muss stimmen: Exalted Angel hat Morph, also wird er mit Morph verdeckt gewirkt, und die Markierung sagt das.</translation>
    </message>
    <message>
        <source>Your Angel resolves. Then your opponent&apos;s Lightning Bolt deals 3 damage to your face-down creature #1, the one that entered first. Put #1 into your graveyard.</source>
        <translation>Dein Engel wird verrechnet. Dann fügt der Lightning Bolt deines Gegners deiner verdeckten Kreatur #1, die zuerst hereinkam, 3 Schadenspunkte zu. Lege #1 auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>Two face-down 2/2s look alike; the marker #1 tells you which one the Bolt hit.</source>
        <translation>Zwei verdeckte 2/2-Kreaturen sehen gleich aus; die Markierung #1 sagt dir, welche der Lightning Bolt traf.</translation>
    </message>
    <message>
        <source>Move #1 (not #2) to your graveyard.</source>
        <translation>Lege #1 (nicht #2) auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>The entry number settled which creature died without anyone revealing anything. As it left the battlefield it was revealed: a Forest.</source>
        <translation>Die Eintragsnummer hat entschieden, welche Kreatur starb, ohne dass jemand etwas offenbaren musste. Beim Verlassen des Spielfelds wurde sie offenbart: ein Forest.</translation>
    </message>
    <message>
        <source>That is #2. The Bolt hit #1, the creature that entered first: only the creature with lethal damage dies, and the order must stay clear so both players agree which face-down creature is which.</source>
        <translation>Das ist #2. Der Lightning Bolt traf #1, die Kreatur, die zuerst hereinkam: Nur die Kreatur mit tödlichem Schaden stirbt, und die Reihenfolge muss klar bleiben, damit beide Spieler wissen, welche verdeckte Kreatur welche ist.</translation>
    </message>
    <message>
        <source>Turn #2 face up. Read its marker first: it says morph, so the way up is its morph cost, {2}{W}{W}.</source>
        <translation>Decke #2 auf. Lies zuerst seine Markierung: Sie sagt Morph, also führt der Weg nach oben über seine Morphkosten, {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Turn #2 face up and choose its morph cost.</source>
        <translation>Decke #2 auf und wähle seine Morphkosten.</translation>
    </message>
    <message>
        <source>A card cast face down with morph was not manifested, so its mana cost is no way up.</source>
        <translation>Eine mit Morph verdeckt gewirkte Karte wurde nicht manifestiert, also sind ihre Manakosten kein Weg nach oben.</translation>
    </message>
    <message>
        <source>The marker says morph, not manifest. Only manifested or cloaked creature cards may turn up for their mana cost; that is why the method must stay clear.</source>
        <translation>Die Markierung sagt Morph, nicht manifestiert. Nur manifestierte oder verhüllte Kreaturenkarten dürfen für ihre Manakosten aufgedeckt werden; deshalb muss die Methode klar bleiben.</translation>
    </message>
    <message>
        <source>Peeking: your face-down cards, not theirs</source>
        <translation>Ansehen: deine verdeckten Karten, nicht ihre</translation>
    </message>
    <message>
        <source>You may look at the face-down spells and permanents you control whenever you like. You may not look at anyone else&apos;s. Control decides, not ownership.</source>
        <translation>Du darfst dir die verdeckten Zaubersprüche und Permanents, die du kontrollierst, ansehen, wann immer du willst. Die anderer darfst du nicht ansehen. Die Kontrolle entscheidet, nicht der Besitz.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s turn. You control the face-down creature #1: peek at it.</source>
        <translation>Dein Gegner ist am Zug. Du kontrollierst die verdeckte Kreatur #1: Sieh sie dir an.</translation>
    </message>
    <message>
        <source>Look at #1, your own face-down creature.</source>
        <translation>Sieh dir #1 an, deine eigene verdeckte Kreatur.</translation>
    </message>
    <message>
        <source>You may look at your own face-down cards at any time, even on your opponent&apos;s turn.</source>
        <translation>Du darfst dir deine eigenen verdeckten Karten jederzeit ansehen, auch im Zug deines Gegners.</translation>
    </message>
    <message>
        <source>It is Grizzly Bears. Peeking at your own face-down cards is always fine; it tells your opponent nothing.</source>
        <translation>Es sind Grizzly Bears. Deine eigenen verdeckten Karten anzusehen ist immer in Ordnung; deinem Gegner verrät es nichts.</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s, and only its controller may look at it. You will see it if you gain control of it, if an effect lets you look at it, or when it is revealed, for example when it leaves the battlefield or the game ends.</source>
        <translation>#2 gehört deinem Gegner, und nur ihr Beherrscher darf sie sich ansehen. Du siehst sie, wenn du die Kontrolle über sie erlangst, wenn ein Effekt es dir erlaubt oder wenn sie offenbart wird, etwa wenn sie das Spielfeld verlässt oder das Spiel endet.</translation>
    </message>
    <message>
        <source>Your opponent cast Act of Treason: they control your #1 until end of turn. While they control it, only they may peek. Let the turn end: move on to the next turn.</source>
        <translation>Dein Gegner hat Act of Treason gewirkt: Er kontrolliert deine #1 bis zum Ende des Zuges. Solange er sie kontrolliert, darf nur er sie ansehen. Lass den Zug enden: Geh zum nächsten Zug.</translation>
    </message>
    <message>
        <source>Don&apos;t peek now: pass the turn.</source>
        <translation>Jetzt nicht ansehen: Beende den Zug.</translation>
    </message>
    <message>
        <source>Act of Treason&apos;s control change ends with the turn.</source>
        <translation>Die Kontrolländerung von Act of Treason endet mit dem Zug.</translation>
    </message>
    <message>
        <source>The turn ended and #1 came back to you.</source>
        <translation>Der Zug ist vorbei, und #1 ist zu dir zurückgekehrt.</translation>
    </message>
    <message>
        <source>It is your card, but your opponent controls it now, and control decides who may look. They may peek at your Bears until the turn ends; you may not.</source>
        <translation>Es ist deine Karte, aber dein Gegner kontrolliert sie jetzt, und die Kontrolle entscheidet, wer sie ansehen darf. Er darf sich deine Bären bis zum Ende des Zuges ansehen; du nicht.</translation>
    </message>
    <message>
        <source>You control #1 again. Peek at it once more.</source>
        <translation>Du kontrollierst #1 wieder. Sieh sie dir noch einmal an.</translation>
    </message>
    <message>
        <source>Look at #1.</source>
        <translation>Sieh dir #1 an.</translation>
    </message>
    <message>
        <source>Now you may look again and your opponent may not.</source>
        <translation>Jetzt darfst du wieder hinsehen und dein Gegner nicht.</translation>
    </message>
    <message>
        <source>Turning a manifested card face up</source>
        <translation>Eine manifestierte Karte aufdecken</translation>
    </message>
    <message>
        <source>You may turn a manifested card face up for its mana cost only if it is a creature card with a mana cost. A manifested land without morph or disguise gives you no way to turn it up yourself, though an effect can; a manifested instant or sorcery is never turned face up: an effect that tries only reveals it.</source>
        <translation>Du darfst eine manifestierte Karte nur dann für ihre Manakosten aufdecken, wenn sie eine Kreaturenkarte mit Manakosten ist. Ein manifestiertes Land ohne Morph oder Tarnung kannst du nicht selbst aufdecken, ein Effekt aber schon; ein manifestierter Spontanzauber oder eine manifestierte Hexerei wird nie aufgedeckt: Ein Effekt, der es versucht, offenbart sie nur.</translation>
    </message>
    <message>
        <source>You have three manifested cards, #1, #2 and #3, each a face-down 2/2 creature. Peek if you like: #1 is Grizzly Bears, a creature card with mana cost {1}{G}. Turn #1 face up for its mana cost.</source>
        <translation>Du hast drei manifestierte Karten, #1, #2 und #3, jede eine verdeckte 2/2-Kreatur. Sieh sie dir an, wenn du willst: #1 sind Grizzly Bears, eine Kreaturenkarte mit Manakosten {1}{G}. Decke #1 für ihre Manakosten auf.</translation>
    </message>
    <message>
        <source>Use &apos;Turn face up&apos; on #1 and choose its mana cost, {1}{G}.</source>
        <translation>Benutze „Aufdecken“ auf #1 und wähle ihre Manakosten, {1}{G}.</translation>
    </message>
    <message>
        <source>Only a creature card can be turned up for its mana cost; #1 is one.</source>
        <translation>Nur eine Kreaturenkarte kann für ihre Manakosten aufgedeckt werden; #1 ist eine.</translation>
    </message>
    <message>
        <source>Turning face up is a special action: it doesn&apos;t use the stack and nobody can respond to it. It is the same creature, now face up.</source>
        <translation>Aufdecken ist eine Sonderaktion: Sie benutzt den Stapel nicht, und niemand kann darauf antworten. Es ist dieselbe Kreatur, jetzt offen.</translation>
    </message>
    <message>
        <source>#2 is a manifested Forest. It is not a creature card and has no morph or disguise, so you have no way to turn it up yourself (only an effect could), and it stays a face-down 2/2 creature that can still fight. It is your declare attackers step: attack with #2 by tapping it.</source>
        <translation>#2 ist ein manifestierter Forest. Er ist keine Kreaturenkarte und hat weder Morph noch Tarnung, also kannst du ihn nicht selbst aufdecken (nur ein Effekt könnte es), und er bleibt eine verdeckte 2/2-Kreatur, die weiter kämpfen kann. Es ist dein Segment „Angreifer deklarieren“: Greife mit #2 an, indem du ihn tappst.</translation>
    </message>
    <message>
        <source>Tap #2 to attack with it.</source>
        <translation>Tappe #2, um mit ihm anzugreifen.</translation>
    </message>
    <message>
        <source>You have no way to turn it up yourself: a land is not a creature card, and it has no morph or disguise. Only an effect could turn it up.</source>
        <translation>Du kannst ihn nicht selbst aufdecken: Ein Land ist keine Kreaturenkarte, und er hat weder Morph noch Tarnung. Nur ein Effekt könnte ihn aufdecken.</translation>
    </message>
    <message>
        <source>A manifested land fights on as a 2/2. If an effect turns it face up, it becomes a Forest land and leaves combat; if it leaves the battlefield, it is revealed.</source>
        <translation>Ein manifestiertes Land kämpft als 2/2-Kreatur weiter. Deckt ein Effekt es auf, wird es ein Forest und verlässt den Kampf; verlässt es das Spielfeld, wird es offenbart.</translation>
    </message>
    <message>
        <source>#3 is a Lightning Bolt. An instant is not a creature card either, so the special action of paying its mana cost {R} to turn it up is not available; nothing is revealed.</source>
        <translation>#3 ist ein Lightning Bolt. Auch ein Spontanzauber ist keine Kreaturenkarte, also steht die Sonderaktion, seine Manakosten {R} zu bezahlen, um ihn aufzudecken, nicht zur Verfügung; nichts wird offenbart.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Break Open resolves: it turns a face-down creature face up, and they chose your #3. Carry out the effect on #3 and see what happens to an instant.</source>
        <translation>Das Break Open deines Gegners wird verrechnet: Es deckt eine verdeckte Kreatur auf, und er hat deine #3 gewählt. Führe den Effekt auf #3 aus und sieh, was mit einem Spontanzauber geschieht.</translation>
    </message>
    <message>
        <source>Turn #3 face up by the effect (Break Open), not for a cost.</source>
        <translation>Decke #3 durch den Effekt (Break Open) auf, nicht für Kosten.</translation>
    </message>
    <message>
        <source>The face-down Bolt is a permanent, but it can&apos;t be a face-up one: it is shown to everyone and stays face down.</source>
        <translation>Der verdeckte Lightning Bolt ist ein Permanent, kann aber kein offenes sein: Er wird allen gezeigt und bleibt verdeckt.</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays a face-down 2/2, and nothing that cares about turning face up triggers.</source>
        <translation>Ein Effekt kann keine Spontanzauber- oder Hexereikarte aufdecken: Sie wird stattdessen allen Spielern offenbart und bleibt eine verdeckte 2/2-Kreatur, und nichts, was sich auf das Aufdecken bezieht, wird ausgelöst.</translation>
    </message>
    <message>
        <source>Morph and megamorph</source>
        <translation>Morph und Megamorph</translation>
    </message>
    <message>
        <source>Cast Den Protector face down and choose megamorph.</source>
        <translation>Wirke Den Protector verdeckt und wähle Megamorph.</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost of {3}, at the time you could cast a creature.</source>
        <translation>Verdeckt wirken ist eine alternative Kostenart von {3}, zu dem Zeitpunkt, zu dem du eine Kreatur wirken könntest.</translation>
    </message>
    <message>
        <source>Den Protector has megamorph. It can be cast face down only with a keyword it really has.</source>
        <translation>Den Protector hat Megamorph. Er kann nur mit einem Schlüsselwort verdeckt gewirkt werden, das er wirklich hat.</translation>
    </message>
    <message>
        <source>Den Protector resolves and becomes your face-down creature #1. Now cast Exalted Angel face down with morph.</source>
        <translation>Den Protector wird verrechnet und wird deine verdeckte Kreatur #1. Wirke jetzt Exalted Angel verdeckt mit Morph.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down and choose morph.</source>
        <translation>Wirke Exalted Angel verdeckt und wähle Morph.</translation>
    </message>
    <message>
        <source>The Angel resolves as #2. Turn #1 (Den Protector) face up for its megamorph cost {1}{G}: it also gets a +1/+1 counter.</source>
        <translation>Der Engel wird als #2 verrechnet. Decke #1 (Den Protector) für seine Megamorphkosten {1}{G} auf: Er erhält auch eine +1/+1-Marke.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its megamorph cost, {1}{G}.</source>
        <translation>Decke #1 auf und wähle seine Megamorphkosten, {1}{G}.</translation>
    </message>
    <message>
        <source>Its mana cost is no way up: it was cast face down, not manifested.</source>
        <translation>Seine Manakosten sind kein Weg nach oben: Er wurde verdeckt gewirkt, nicht manifestiert.</translation>
    </message>
    <message>
        <source>Den Protector is a 3/2 with its +1/+1 counter. It did not enter the battlefield again; its &apos;when turned face up&apos; ability triggers.</source>
        <translation>Den Protector ist mit seiner +1/+1-Marke eine 3/2-Kreatur. Er kam nicht erneut ins Spiel; seine Fähigkeit „wenn aufgedeckt“ wird ausgelöst.</translation>
    </message>
    <message>
        <source>Paying {1}{G} as its mana cost is not a way up for a creature cast face down; the cost to pay is its megamorph cost (which happens to be {1}{G} too), and only that gives the counter.</source>
        <translation>{1}{G} als Manakosten zu bezahlen ist für eine verdeckt gewirkte Kreatur kein Weg nach oben; zu bezahlen sind ihre Megamorphkosten (die zufällig auch {1}{G} sind), und nur das gibt die Marke.</translation>
    </message>
    <message>
        <source>It is now your opponent&apos;s upkeep. You may turn a face-down permanent face up any time you have priority, even on their turn. Turn #2 (Exalted Angel) face up for its morph cost {2}{W}{W}.</source>
        <translation>Jetzt ist das Versorgungssegment deines Gegners. Du darfst ein verdecktes Permanent aufdecken, wann immer du Priorität hast, auch in seinem Zug. Decke #2 (Exalted Angel) für seine Morphkosten {2}{W}{W} auf.</translation>
    </message>
    <message>
        <source>Plain morph gives no counter.</source>
        <translation>Einfaches Morph gibt keine Marke.</translation>
    </message>
    <message>
        <source>A 4/5 Angel, no counter: only megamorph adds one.</source>
        <translation>Ein 4/5-Engel, ohne Marke: Nur Megamorph fügt eine hinzu.</translation>
    </message>
    <message>
        <source>Exalted Angel&apos;s mana cost is {4}{W}{W}, but it was cast face down with morph, so only its morph cost {2}{W}{W} turns it up.</source>
        <translation>Die Manakosten von Exalted Angel sind {4}{W}{W}, aber er wurde mit Morph verdeckt gewirkt, also decken ihn nur seine Morphkosten {2}{W}{W} auf.</translation>
    </message>
    <message>
        <source>Disguise: ward {2} while face down</source>
        <translation>Tarnung: Abwehr {2}, solange verdeckt</translation>
    </message>
    <message>
        <source>A card with disguise is cast face down for {3} like a morph, but while it is face down it has ward {2}. Turned face up for its disguise cost, it loses that ward and does not enter the battlefield again.</source>
        <translation>Eine Karte mit Tarnung wird wie eine Morphkarte für {3} verdeckt gewirkt, hat aber, solange sie verdeckt ist, Abwehr {2}. Für ihre Tarnungskosten aufgedeckt, verliert sie diese Abwehr und kommt nicht erneut ins Spiel.</translation>
    </message>
    <message>
        <source>Cast Hunted Bonebrute face down using disguise, for {3}.</source>
        <translation>Wirke Hunted Bonebrute verdeckt mit Tarnung, für {3}.</translation>
    </message>
    <message>
        <source>Cast it face down and choose disguise.</source>
        <translation>Wirke ihn verdeckt und wähle Tarnung.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute has disguise, not morph.</source>
        <translation>Hunted Bonebrute hat Tarnung, nicht Morph.</translation>
    </message>
    <message>
        <source>Disguise and morph are different keywords. Its marker will say &apos;disguise&apos;, which tells your opponent it has ward {2}.</source>
        <translation>Tarnung und Morph sind verschiedene Schlüsselwörter. Seine Markierung wird „getarnt“ sagen, und das sagt deinem Gegner, dass er Abwehr {2} hat.</translation>
    </message>
    <message>
        <source>It resolves as your face-down #1: a 2/2 with ward {2}. If your opponent targets it with a spell or ability, that is countered unless they pay {2}. Peek at #1.</source>
        <translation>Er wird als deine verdeckte #1 verrechnet: eine 2/2-Kreatur mit Abwehr {2}. Wählt dein Gegner ihn mit einem Zauberspruch oder einer Fähigkeit als Ziel, wird dieser bzw. diese neutralisiert, außer er bezahlt {2}. Sieh dir #1 an.</translation>
    </message>
    <message>
        <source>Ward {2} is the only ability it has face down. Its own abilities don&apos;t exist until it is face up.</source>
        <translation>Abwehr {2} ist seine einzige Fähigkeit, solange er verdeckt ist. Seine eigenen Fähigkeiten gibt es erst, wenn er offen ist.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its disguise cost {1}{B}.</source>
        <translation>Decke #1 für seine Tarnungskosten {1}{B} auf.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its disguise cost.</source>
        <translation>Decke #1 auf und wähle seine Tarnungskosten.</translation>
    </message>
    <message>
        <source>It was cast face down, not manifested, so its mana cost {2}{B} is no way up.</source>
        <translation>Er wurde verdeckt gewirkt, nicht manifestiert, also sind seine Manakosten {2}{B} kein Weg nach oben.</translation>
    </message>
    <message>
        <source>Only manifested or cloaked cards use their mana cost. A disguised card turns up for its disguise cost.</source>
        <translation>Nur manifestierte oder verhüllte Karten benutzen ihre Manakosten. Eine getarnte Karte wird für ihre Tarnungskosten aufgedeckt.</translation>
    </message>
    <message>
        <source>Cloak</source>
        <translation>Verhüllen</translation>
    </message>
    <message>
        <source>Cryptic Coat enters the battlefield. Its ability cloaks the top card of your library: cloak it.</source>
        <translation>Cryptic Coat kommt ins Spiel. Seine Fähigkeit verhüllt die oberste Karte deiner Bibliothek: Verhülle sie.</translation>
    </message>
    <message>
        <source>Cloak the top card of your library (not manifest).</source>
        <translation>Verhülle die oberste Karte deiner Bibliothek (nicht manifestieren).</translation>
    </message>
    <message>
        <source>A cloaked card is a face-down 2/2 with ward {2}.</source>
        <translation>Eine verhüllte Karte ist eine verdeckte 2/2-Kreatur mit Abwehr {2}.</translation>
    </message>
    <message>
        <source>#1 is cloaked: a 2/2 with ward {2}, and its marker says &apos;cloak&apos;.</source>
        <translation>#1 ist verhüllt: eine 2/2-Kreatur mit Abwehr {2}, und ihre Markierung sagt „verhüllt“.</translation>
    </message>
    <message>
        <source>Cryptic Coat says cloak, and cloak is its own keyword action, not a manifest: a cloaked card has ward {2} while face down, and its marker must say &apos;cloak&apos; so your opponent knows.</source>
        <translation>Cryptic Coat sagt verhüllen, und Verhüllen ist eine eigene Schlüsselwortaktion, kein Manifestieren: Eine verhüllte Karte hat verdeckt Abwehr {2}, und ihre Markierung muss „verhüllt“ sagen, damit dein Gegner es weiß.</translation>
    </message>
    <message>
        <source>Cryptic Coat then attaches itself to the creature it cloaked. Attach Cryptic Coat to #1.</source>
        <translation>Cryptic Coat wird dann an die Kreatur angelegt, die er verhüllt hat. Lege Cryptic Coat an #1 an.</translation>
    </message>
    <message>
        <source>Attach the Coat to #1.</source>
        <translation>Lege den Mantel an #1 an.</translation>
    </message>
    <message>
        <source>Equipment and counters on a face-down creature still count: other effects can still change its face-down characteristics.</source>
        <translation>Ausrüstungen und Marken auf einer verdeckten Kreatur zählen weiter: Andere Effekte können ihre verdeckten Eigenschaften noch ändern.</translation>
    </message>
    <message>
        <source>Peek at #1: it is Grizzly Bears, a creature card. A cloaked creature card can be turned face up for its mana cost, just like a manifested one. Turn #1 face up for {1}{G}.</source>
        <translation>Sieh dir #1 an: Es sind Grizzly Bears, eine Kreaturenkarte. Eine verhüllte Kreaturenkarte kann genau wie eine manifestierte für ihre Manakosten aufgedeckt werden. Decke #1 für {1}{G} auf.</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its mana cost.</source>
        <translation>Decke #1 auf und wähle ihre Manakosten.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no disguise or morph; its mana cost is the way up.</source>
        <translation>Grizzly Bears haben weder Tarnung noch Morph; ihre Manakosten sind der Weg nach oben.</translation>
    </message>
    <message>
        <source>The ward {2} from cloaking is gone, and the Coat stays attached: it is the same creature.</source>
        <translation>Die Abwehr {2} vom Verhüllen ist weg, und der Mantel bleibt angelegt: Es ist dieselbe Kreatur.</translation>
    </message>
    <message>
        <source>Cloaked does not mean disguised. A cloaked card turns up for its mana cost if it is a creature card, or for disguise or morph only if the card has that keyword.</source>
        <translation>Verhüllt heißt nicht getarnt. Eine verhüllte Karte wird für ihre Manakosten aufgedeckt, wenn sie eine Kreaturenkarte ist, oder für Tarnung oder Morph nur, wenn die Karte dieses Schlüsselwort hat.</translation>
    </message>
    <message>
        <source>Manifest dread with Break Down the Door</source>
        <translation>Das Grauen manifestieren mit Break Down the Door</translation>
    </message>
    <message>
        <source>Manifest dread: look at the top two cards of your library, manifest one and put the other into your graveyard. With one card left you manifest that one; with none, nothing happens.</source>
        <translation>Das Grauen manifestieren: Schau dir die obersten zwei Karten deiner Bibliothek an, manifestiere eine davon und lege die andere auf deinen Friedhof. Ist nur eine Karte übrig, manifestierst du diese; ist keine übrig, geschieht nichts.</translation>
    </message>
    <message>
        <source>Cast one Break Down the Door.</source>
        <translation>Wirke ein Break Down the Door.</translation>
    </message>
    <message>
        <source>It resolves: manifest dread. Look at the top two cards of your library, a Forest and Grizzly Bears. Manifest one, and the other goes to your graveyard. Keep the Bears: a manifested creature card can be turned face up later.</source>
        <translation>Es wird verrechnet: Manifestiere das Grauen. Schau dir die obersten zwei Karten deiner Bibliothek an, einen Forest und Grizzly Bears. Manifestiere eine, und die andere kommt auf deinen Friedhof. Behalte die Bären: Eine manifestierte Kreaturenkarte kann später aufgedeckt werden.</translation>
    </message>
    <message>
        <source>Manifest dread and choose to keep Grizzly Bears.</source>
        <translation>Manifestiere das Grauen und behalte Grizzly Bears.</translation>
    </message>
    <message>
        <source>The card you don&apos;t keep goes to your graveyard face up, for everyone to see.</source>
        <translation>Die Karte, die du nicht behältst, kommt offen auf deinen Friedhof, für alle sichtbar.</translation>
    </message>
    <message>
        <source>#1 is your manifested Bears (its marker says &apos;manifest dread&apos;); the Forest is in your graveyard.</source>
        <translation>#1 sind deine manifestierten Bären (ihre Markierung sagt „manifestiert (Grauen)“); der Forest liegt auf deinem Friedhof.</translation>
    </message>
    <message>
        <source>You may keep either card, but you would have no way to turn a manifested Forest up yourself. The Bears can be, for {1}{G}: keep the Bears.</source>
        <translation>Du darfst jede der beiden Karten behalten, aber einen manifestierten Forest könntest du nicht selbst aufdecken. Die Bären schon, für {1}{G}: Behalte die Bären.</translation>
    </message>
    <message>
        <source>You cast a second Break Down the Door and it resolves. Only one card is left in your library. Manifest dread again.</source>
        <translation>Du wirkst ein zweites Break Down the Door, und es wird verrechnet. In deiner Bibliothek ist nur noch eine Karte. Manifestiere das Grauen erneut.</translation>
    </message>
    <message>
        <source>Manifest dread; there is nothing to choose.</source>
        <translation>Manifestiere das Grauen; es gibt nichts zu wählen.</translation>
    </message>
    <message>
        <source>A third Break Down the Door resolves, and your library is empty. Manifest dread anyway and see what happens.</source>
        <translation>Ein drittes Break Down the Door wird verrechnet, und deine Bibliothek ist leer. Manifestiere trotzdem das Grauen und sieh, was geschieht.</translation>
    </message>
    <message>
        <source>Manifest dread with an empty library.</source>
        <translation>Manifestiere das Grauen mit leerer Bibliothek.</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest, then exile to play</source>
        <translation>Primordial Mist: manifestieren, dann ins Exil schicken und spielen</translation>
    </message>
    <message>
        <source>At the beginning of your end step Primordial Mist lets you manifest the top card of your library. Its other ability exiles a face-down permanent you control face up, and you may play that card this turn only, at its normal timing, using your land play for a land.</source>
        <translation>Zu Beginn deines Endsegments lässt dich Primordial Mist die oberste Karte deiner Bibliothek manifestieren. Seine andere Fähigkeit schickt ein verdecktes Permanent, das du kontrollierst, aufgedeckt ins Exil, und du kannst diese Karte nur in diesem Zug spielen, zu ihrem normalen Zeitpunkt und bei einem Land mit deinem Landspiel.</translation>
    </message>
    <message>
        <source>Exile #1 with Primordial Mist.</source>
        <translation>Schicke #1 mit Primordial Mist ins Exil.</translation>
    </message>
    <message>
        <source>Only face-down permanents you control can pay this cost.</source>
        <translation>Nur verdeckte Permanents, die du kontrollierst, können diese Kosten bezahlen.</translation>
    </message>
    <message>
        <source>#4 is your opponent&apos;s face-down creature. The cost is a face-down permanent you control.</source>
        <translation>#4 ist die verdeckte Kreatur deines Gegners. Die Kosten sind ein verdecktes Permanent, das du kontrollierst.</translation>
    </message>
    <message>
        <source>Play the Forest from exile.</source>
        <translation>Spiele den Forest aus dem Exil.</translation>
    </message>
    <message>
        <source>Playing it uses your land play for the turn.</source>
        <translation>Ihn zu spielen verbraucht dein Landspiel für diesen Zug.</translation>
    </message>
    <message>
        <source>Playing a land from exile with Mist counts as your land play for the turn.</source>
        <translation>Ein Land mit Primordial Mist aus dem Exil zu spielen zählt als dein Landspiel für diesen Zug.</translation>
    </message>
    <message>
        <source>Move on to your end step.</source>
        <translation>Geh weiter zu deinem Endsegment.</translation>
    </message>
    <message>
        <source>Go to the end step.</source>
        <translation>Geh zum Endsegment.</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s manifest comes at the beginning of your end step.</source>
        <translation>Das Manifestieren von Primordial Mist kommt zu Beginn deines Endsegments.</translation>
    </message>
    <message>
        <source>Primordial Mist triggers: you may manifest the top card of your library. It is a &apos;may&apos;.</source>
        <translation>Primordial Mist wird ausgelöst: Du kannst die oberste Karte deiner Bibliothek manifestieren. Es ist ein „kannst“.</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s trigger: manifest the top card of your library.</source>
        <translation>Auslösung von Primordial Mist: Manifestiere die oberste Karte deiner Bibliothek.</translation>
    </message>
    <message>
        <source>The new face-down creature gets the next number, #5: numbers are never reused, not even #1, which left the battlefield.</source>
        <translation>Die neue verdeckte Kreatur erhält die nächste Nummer, #5: Nummern werden nie wiederverwendet, nicht einmal #1, die das Spielfeld verlassen hat.</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist. It is your other Forest.</source>
        <translation>Schicke #2 mit Primordial Mist ins Exil. Es ist dein anderer Forest.</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist.</source>
        <translation>Schicke #2 mit Primordial Mist ins Exil.</translation>
    </message>
    <message>
        <source>A second Forest, now in exile with permission to play it this turn.</source>
        <translation>Ein zweiter Forest, jetzt im Exil, mit der Erlaubnis, ihn in diesem Zug zu spielen.</translation>
    </message>
    <message>
        <source>You can&apos;t play that Forest now: you have already played a land this turn, and it is not your main phase. Exile #3 with Primordial Mist instead: it is a Lightning Bolt.</source>
        <translation>Diesen Forest kannst du jetzt nicht spielen: Du hast in diesem Zug schon ein Land gespielt, und es ist nicht deine Hauptphase. Schicke stattdessen #3 mit Primordial Mist ins Exil: Es ist ein Lightning Bolt.</translation>
    </message>
    <message>
        <source>Exile #3 with Primordial Mist.</source>
        <translation>Schicke #3 mit Primordial Mist ins Exil.</translation>
    </message>
    <message>
        <source>A land from Mist needs your main phase, an empty stack and a land play left.</source>
        <translation>Ein Land von Primordial Mist braucht deine Hauptphase, einen leeren Stapel und ein übriges Landspiel.</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the land, not play it anytime or as an extra land: you need your main phase, an empty stack and an unused land play.</source>
        <translation>Primordial Mist lässt dich das Land spielen, nicht jederzeit oder als zusätzliches Land: Du brauchst deine Hauptphase, einen leeren Stapel und ein unbenutztes Landspiel.</translation>
    </message>
    <message>
        <source>An instant may be cast whenever you have priority, even in your end step. Cast the Lightning Bolt from exile.</source>
        <translation>Ein Spontanzauber kann immer gewirkt werden, wenn du Priorität hast, auch in deinem Endsegment. Wirke den Lightning Bolt aus dem Exil.</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from exile.</source>
        <translation>Wirke Lightning Bolt aus dem Exil.</translation>
    </message>
    <message>
        <source>You pay its costs as usual ({R}); Mist only lets you play it.</source>
        <translation>Du bezahlst wie üblich seine Kosten ({R}); Primordial Mist lässt dich ihn nur spielen.</translation>
    </message>
    <message>
        <source>The Bolt resolves. Now exile #5 with Primordial Mist: it is the Grizzly Bears you just manifested.</source>
        <translation>Der Lightning Bolt wird verrechnet. Schicke jetzt #5 mit Primordial Mist ins Exil: Es sind die Grizzly Bears, die du gerade manifestiert hast.</translation>
    </message>
    <message>
        <source>Exile #5 with Primordial Mist.</source>
        <translation>Schicke #5 mit Primordial Mist ins Exil.</translation>
    </message>
    <message>
        <source>Grizzly Bears is a creature: you could cast it only in your main phase, and the permission lasts only this turn. Move on to the next turn and watch the permission end.</source>
        <translation>Grizzly Bears ist eine Kreatur: Du könntest sie nur in deiner Hauptphase wirken, und die Erlaubnis gilt nur in diesem Zug. Geh weiter zum nächsten Zug und sieh, wie die Erlaubnis endet.</translation>
    </message>
    <message>
        <source>Move on; you can&apos;t cast the Bears in your end step.</source>
        <translation>Geh weiter; in deinem Endsegment kannst du die Bären nicht wirken.</translation>
    </message>
    <message>
        <source>The permission ends with the turn; the card stays in exile.</source>
        <translation>Die Erlaubnis endet mit dem Zug; die Karte bleibt im Exil.</translation>
    </message>
    <message>
        <source>The Bears and the second Forest stay in exile for good: Mist&apos;s permission was for this turn only.</source>
        <translation>Die Bären und der zweite Forest bleiben für immer im Exil: Die Erlaubnis von Primordial Mist galt nur für diesen Zug.</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the card, but only at its normal timing: a creature spell needs your main phase and an empty stack. This is your end step.</source>
        <translation>Primordial Mist lässt dich die Karte spielen, aber nur zu ihrem normalen Zeitpunkt: Ein Kreaturenzauber braucht deine Hauptphase und einen leeren Stapel. Dies ist dein Endsegment.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: cast, manifest, and a face-down instant dying</source>
        <translation>Cryptic Pursuit: wirken, manifestieren und ein verdeckter Spontanzauber, der stirbt</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from your hand. Watch Cryptic Pursuit: casting an instant or sorcery from your hand makes it trigger.</source>
        <translation>Wirke Lightning Bolt aus deiner Hand. Achte auf Cryptic Pursuit: Einen Spontanzauber oder eine Hexerei aus deiner Hand zu wirken, löst es aus.</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt.</source>
        <translation>Wirke Lightning Bolt.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit triggers: you will manifest the top card of your library.</source>
        <translation>Cryptic Pursuit wird ausgelöst: Du wirst die oberste Karte deiner Bibliothek manifestieren.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger resolves first: manifest the top card of your library.</source>
        <translation>Die Auslösung von Cryptic Pursuit wird zuerst verrechnet: Manifestiere die oberste Karte deiner Bibliothek.</translation>
    </message>
    <message>
        <source>Peek at #1: it is a Counterspell, an instant, face down as a 2/2.</source>
        <translation>Sieh dir #1 an: Es ist ein Counterspell, ein Spontanzauber, verdeckt als 2/2-Kreatur.</translation>
    </message>
    <message>
        <source>Your Bolt resolves. Then your opponent&apos;s Shock deals 2 damage to #1, your face-down 2/2. It dies: put #1 into your graveyard.</source>
        <translation>Dein Bolt wird verrechnet. Dann fügt der Shock deines Gegners #1, deiner verdeckten 2/2-Kreatur, 2 Schadenspunkte zu. Sie stirbt: Lege #1 auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>Move #1 to your graveyard.</source>
        <translation>Lege #1 auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>A face-down instant can&apos;t be turned face up to save it.</source>
        <translation>Ein verdeckter Spontanzauber kann nicht aufgedeckt werden, um ihn zu retten.</translation>
    </message>
    <message>
        <source>#1 is a Counterspell. An instant is not a creature card, so the special action of turning it up for its mana cost is not available and you can&apos;t save it this way; but Cryptic Pursuit rewards you when it dies.</source>
        <translation>#1 ist ein Counterspell. Ein Spontanzauber ist keine Kreaturenkarte, also steht die Sonderaktion, ihn für seine Manakosten aufzudecken, nicht zur Verfügung, und du kannst ihn so nicht retten; aber Cryptic Pursuit belohnt dich, wenn er stirbt.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger exiled the Counterspell: you may cast it until the end of your next turn, at its normal timing, paying its costs. Now it is your opponent&apos;s turn and they cast Gray Ogre. Counterspell is an instant: cast it from exile.</source>
        <translation>Die Auslösung von Cryptic Pursuit hat den Counterspell ins Exil geschickt: Du kannst ihn bis zum Ende deines nächsten Zuges wirken, zu seinem normalen Zeitpunkt und mit seinen Kosten. Jetzt ist dein Gegner am Zug und wirkt Gray Ogre. Counterspell ist ein Spontanzauber: Wirke ihn aus dem Exil.</translation>
    </message>
    <message>
        <source>Cast Counterspell from exile.</source>
        <translation>Wirke Counterspell aus dem Exil.</translation>
    </message>
    <message>
        <source>You cast it from exile, not from your hand, so Cryptic Pursuit does not manifest this time.</source>
        <translation>Du wirkst ihn aus dem Exil, nicht aus deiner Hand, also manifestiert Cryptic Pursuit diesmal nicht.</translation>
    </message>
    <message>
        <source>Reveal duties</source>
        <translation>Offenbarungspflichten</translation>
    </message>
    <message>
        <source>A face-down card is revealed to everyone when it leaves the battlefield, when a face-down spell leaves the stack for anywhere but the battlefield (say, countered), and when the game ends. That is how everyone can check it was played fairly.</source>
        <translation>Eine verdeckte Karte wird allen offenbart, wenn sie das Spielfeld verlässt, wenn ein verdeckter Zauberspruch den Stapel anderswohin als aufs Spielfeld verlässt (etwa neutralisiert) und wenn das Spiel endet. So kann jeder prüfen, dass fair gespielt wurde.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using morph.</source>
        <translation>Wirke Exalted Angel verdeckt mit Morph.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph.</source>
        <translation>Wirke Exalted Angel verdeckt mit Morph.</translation>
    </message>
    <message>
        <source>Your opponent answers with Essence Scatter, which counters a creature spell, and it resolves. Carry it out: counter your face-down spell #4.</source>
        <translation>Dein Gegner antwortet mit Essence Scatter, das einen Kreaturenzauber neutralisiert, und es wird verrechnet. Führe es aus: Neutralisiere deinen verdeckten Zauberspruch #4.</translation>
    </message>
    <message>
        <source>Counter #4; it goes to your graveyard.</source>
        <translation>Neutralisiere #4; er kommt auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>A countered face-down spell is revealed to everyone, so your opponent can check that it really had morph.</source>
        <translation>Ein neutralisierter verdeckter Zauberspruch wird allen offenbart, damit dein Gegner prüfen kann, dass er wirklich Morph hatte.</translation>
    </message>
    <message>
        <source>Next your opponent&apos;s Unsummon returns your face-down #1 to your hand. Move #1 to your hand.</source>
        <translation>Als Nächstes bringt Unsummon deines Gegners deine verdeckte #1 auf deine Hand zurück. Nimm #1 auf deine Hand.</translation>
    </message>
    <message>
        <source>Return #1 to your hand.</source>
        <translation>Bringe #1 auf deine Hand zurück.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone, even on its way to your hand: it was Grizzly Bears.</source>
        <translation>Ein verdecktes Permanent, das das Spielfeld verlässt, wird allen offenbart, selbst auf dem Weg auf deine Hand: Es waren Grizzly Bears.</translation>
    </message>
    <message>
        <source>Your opponent concedes. End the game: every face-down card still on the battlefield is revealed.</source>
        <translation>Dein Gegner gibt auf. Beende das Spiel: Jede verdeckte Karte, die noch auf dem Spielfeld liegt, wird offenbart.</translation>
    </message>
    <message>
        <source>End the game.</source>
        <translation>Beende das Spiel.</translation>
    </message>
    <message>
        <source>When the game ends all face-down spells and permanents are revealed: your #2 was a Lightning Bolt, their #3 Llanowar Elves.</source>
        <translation>Wenn das Spiel endet, werden alle verdeckten Zaubersprüche und Permanents offenbart: Deine #2 war ein Lightning Bolt, ihre #3 Llanowar Elves.</translation>
    </message>
    <message>
        <source>Not while the game is on: only its controller may look. When the game ends every face-down card is revealed to everyone anyway.</source>
        <translation>Nicht, solange das Spiel läuft: Nur ihr Beherrscher darf sie ansehen. Wenn das Spiel endet, wird ohnehin jede verdeckte Karte allen offenbart.</translation>
    </message>
    <message>
        <source>Never mix up face-down cards</source>
        <translation>Verdeckte Karten niemals vermischen</translation>
    </message>
    <message>
        <source>Tidy your side of the table: move #3 to another place. Moving a card is fine; its marker goes with it.</source>
        <translation>Räume deine Tischseite auf: Schiebe #3 an eine andere Stelle. Eine Karte zu verschieben ist in Ordnung; ihre Markierung wandert mit.</translation>
    </message>
    <message>
        <source>Drag #3 somewhere else on your side.</source>
        <translation>Ziehe #3 an eine andere Stelle deiner Seite.</translation>
    </message>
    <message>
        <source>#3 is still #3 and still &apos;cloak&apos;. Moving is fine; mixing up is not.</source>
        <translation>#3 ist immer noch #3 und immer noch „verhüllt“. Verschieben ist in Ordnung; Vermischen nicht.</translation>
    </message>
    <message>
        <source>Swapping face-down cards so your opponent loses track of which is which is never allowed, not even your own.</source>
        <translation>Verdeckte Karten so zu vertauschen, dass dein Gegner nicht mehr weiß, welche welche ist, ist nie erlaubt, nicht einmal bei deinen eigenen.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Shock deals 2 damage to #2 and it dies. Put #2 into your graveyard, and only #2.</source>
        <translation>Der Shock deines Gegners fügt #2 2 Schadenspunkte zu, und sie stirbt. Lege #2 auf deinen Friedhof, und nur #2.</translation>
    </message>
    <message>
        <source>Move #2 to your graveyard.</source>
        <translation>Lege #2 auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>It is revealed as it leaves: everyone sees it was the card the Shock hit.</source>
        <translation>Sie wird beim Verlassen offenbart: Alle sehen, dass es die Karte war, die der Shock getroffen hat.</translation>
    </message>
    <message>
        <source>It was revealed as it left: a Forest. Had the cards been mixed up, nobody could tell which one the Shock had hit.</source>
        <translation>Sie wurde beim Verlassen offenbart: ein Forest. Wären die Karten vermischt worden, könnte niemand sagen, welche der Shock getroffen hatte.</translation>
    </message>
    <message>
        <source>Swapping #2 with #1 now would hide which creature the Shock hit.</source>
        <translation>#2 jetzt mit #1 zu vertauschen, würde verbergen, welche Kreatur der Shock getroffen hat.</translation>
    </message>
    <message>
        <source>That is #1. The Shock hit #2, and only the creature with lethal damage dies; the markers say which is which.</source>
        <translation>Das ist #1. Der Shock traf #2, und nur die Kreatur mit tödlichem Schaden stirbt; die Markierungen sagen, welche welche ist.</translation>
    </message>
    <message>
        <source>Copies of face-down creatures and losing abilities</source>
        <translation>Kopien verdeckter Kreaturen und der Verlust von Fähigkeiten</translation>
    </message>
    <message>
        <source>A copy of a face-down creature takes its face-down copiable values, not its counters or other effects on it: a face-up 2/2 with no name and no abilities (with ward {2} if the original was disguised or cloaked). A face-down morph creature that has lost its abilities can&apos;t be turned up for its morph cost; a manifested creature card still can, for its mana cost.</source>
        <translation>Eine Kopie einer verdeckten Kreatur übernimmt ihre verdeckten kopierbaren Werte, nicht ihre Marken oder andere Effekte darauf: eine offene 2/2-Kreatur ohne Namen und ohne Fähigkeiten (mit Abwehr {2}, falls das Original getarnt oder verhüllt war). Eine verdeckte Morphkreatur, die ihre Fähigkeiten verloren hat, kann nicht für ihre Morphkosten aufgedeckt werden; eine manifestierte Kreaturenkarte aber noch für ihre Manakosten.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart.</source>
        <translation>Wirke Cackling Counterpart.</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #1.</source>
        <translation>Es wird verrechnet: Erzeuge einen Spielstein, der eine Kopie von #1 ist.</translation>
    </message>
    <message>
        <source>Make a token copy of #1.</source>
        <translation>Erzeuge eine Spielsteinkopie von #1.</translation>
    </message>
    <message>
        <source>The copy takes only the face-down copiable values: a 2/2 with nothing else.</source>
        <translation>Die Kopie übernimmt nur die verdeckten kopierbaren Werte: eine 2/2-Kreatur und sonst nichts.</translation>
    </message>
    <message>
        <source>The token is a face-up colorless 2/2 creature with no name, no creature type and no abilities. It is not face down: nothing to turn up, nothing to reveal, and it is certainly not an Exalted Angel.</source>
        <translation>Der Spielstein ist eine offene, farblose 2/2-Kreatur ohne Namen, ohne Kreaturentyp und ohne Fähigkeiten. Er ist nicht verdeckt: nichts aufzudecken, nichts zu offenbaren, und ein Exalted Angel ist er ganz sicher nicht.</translation>
    </message>
    <message>
        <source>Your opponent casts Turn to Frog twice: #1 and #2 each lose all abilities and become 1/1 Frogs until end of turn. #2 is a manifested Grizzly Bears: turn it face up for its mana cost {1}{G}.</source>
        <translation>Dein Gegner wirkt zweimal Turn to Frog: #1 und #2 verlieren jeweils alle Fähigkeiten und werden bis zum Ende des Zuges 1/1-Frösche. #2 sind manifestierte Grizzly Bears: Decke sie für ihre Manakosten {1}{G} auf.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its mana cost.</source>
        <translation>Decke #2 für ihre Manakosten auf.</translation>
    </message>
    <message>
        <source>The mana-cost route looks only at the card: a creature card with a mana cost. Losing abilities doesn&apos;t matter.</source>
        <translation>Der Weg über die Manakosten schaut nur auf die Karte: eine Kreaturenkarte mit Manakosten. Der Verlust von Fähigkeiten spielt keine Rolle.</translation>
    </message>
    <message>
        <source>It is a face-up Grizzly Bears, and still a 1/1 Frog with no abilities until end of turn: effects already applied keep applying.</source>
        <translation>Es sind offene Grizzly Bears und bis zum Ende des Zuges immer noch ein 1/1-Frosch ohne Fähigkeiten: Schon angewandte Effekte wirken weiter.</translation>
    </message>
    <message>
        <source>Every face-down card carries a public marker: its entry number (#1, #2, ...) and how it became face down. The number tells everyone which card is which; the method keeps clear how it became face down, as the rules require. When you turn one face up, you show all players the cost you turn it up for.</source>
        <translation>Jede verdeckte Karte trägt eine öffentliche Markierung: ihre Eintragsnummer (#1, #2, ...) und wie sie verdeckt wurde. Die Nummer sagt allen, welche Karte welche ist; die Methode hält klar, wie sie verdeckt wurde, wie es die Regeln verlangen. Wenn du eine aufdeckst, zeigst du allen Spielern die Kosten, für die du sie aufdeckst.</translation>
    </message>
    <message>
        <source>You showed all players its morph cost as you turned it up: that showing is what lets your opponent check that the turn-up is legal. The marker keeps its method clear meanwhile.</source>
        <translation>Beim Aufdecken hast du allen Spielern seine Morphkosten gezeigt: Dieses Zeigen lässt deinen Gegner prüfen, dass das Aufdecken zulässig ist. Die Markierung hält bis dahin seine Methode klar.</translation>
    </message>
    <message>
        <source>#2 is a Forest. A land is not a creature card, so the mana-cost route does not exist for it: you have no way to turn it up yourself, though an effect could (708.7).</source>
        <translation>#2 ist ein Forest. Ein Land ist keine Kreaturenkarte, also gibt es für sie keinen Weg über die Manakosten: Du selbst hast keine Möglichkeit, sie aufzudecken, ein Effekt aber könnte es (708.7).</translation>
    </message>
    <message>
        <source>A card with morph or megamorph can be cast face down as a 2/2 creature for {3} and later turned face up for its morph cost, whenever you have priority. Megamorph also puts a +1/+1 counter on it, but only when it is turned face up for its megamorph cost.</source>
        <translation>Eine Karte mit Morph oder Megamorph kann für {3} als 2/2-Kreatur verdeckt gewirkt und später für ihre Morphkosten aufgedeckt werden, immer wenn du Priorität hast. Megamorph legt zusätzlich eine +1/+1-Marke darauf, aber nur, wenn sie für ihre Megamorphkosten aufgedeckt wird.</translation>
    </message>
    <message>
        <source>Cast Den Protector face down using megamorph. Face down it is a 2/2 creature spell with no name, no abilities and no mana cost, so its mana value is 0; you pay {3} instead of its mana cost, an alternative cost.</source>
        <translation>Wirke Den Protector verdeckt mit Megamorph. Verdeckt ist er ein 2/2-Kreaturenzauber ohne Namen, ohne Fähigkeiten und ohne Manakosten, also ist sein Manabetrag 0; du bezahlst {3} anstelle seiner Manakosten, das sind alternative Kosten.</translation>
    </message>
    <message>
        <source>The ward it had while face down is gone; face up it has its own abilities: menace, its enters ability, its dies ability and disguise. It did not enter the battlefield, so its enters ability does not trigger.</source>
        <translation>Die Abwehr, die er verdeckt hatte, ist weg; offen hat er seine eigenen Fähigkeiten: Bedrohlichkeit, seine Fähigkeit beim Hereinkommen, seine „stirbt“-Fähigkeit und Tarnung. Er kam nicht ins Spiel, also wird seine Fähigkeit beim Hereinkommen nicht ausgelöst.</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action, not a kind of manifest: a cloaked card is put onto the battlefield as a face-down 2/2 with ward {2}, and abilities that trigger whenever you manifest don&apos;t see it. A cloaked creature card can be turned face up for its mana cost, and then the ward ends.</source>
        <translation>Verhüllen ist eine eigene Schlüsselwortaktion, keine Art des Manifestierens: Eine verhüllte Karte kommt als verdeckte 2/2-Kreatur mit Abwehr {2} ins Spiel, und Fähigkeiten, die immer ausgelöst werden, wenn du manifestierst, sehen sie nicht. Eine verhüllte Kreaturenkarte kann für ihre Manakosten aufgedeckt werden, und dann endet die Abwehr.</translation>
    </message>
    <message>
        <source>Cast Break Down the Door from your hand, choosing its third mode, manifest dread, as you cast it.</source>
        <translation>Wirke Break Down the Door aus deiner Hand und bestimme beim Wirken seinen dritten Modus, das Grauen manifestieren.</translation>
    </message>
    <message>
        <source>With one card left you look at it and must manifest it; you can&apos;t put it into your graveyard instead, and nothing goes there.</source>
        <translation>Ist nur eine Karte übrig, schaust du sie dir an und musst sie manifestieren; du kannst sie nicht stattdessen auf deinen Friedhof legen, und nichts kommt dorthin.</translation>
    </message>
    <message>
        <source>Nothing happens: nothing is manifested and nothing goes to the graveyard. Only a player who had to draw from an empty library loses for it, and manifest dread draws nothing, so you don&apos;t lose. Abilities that trigger whenever you manifest dread still trigger.</source>
        <translation>Nichts geschieht: Nichts wird manifestiert, und nichts kommt auf den Friedhof. Nur ein Spieler, der aus einer leeren Bibliothek ziehen musste, verliert deswegen, und das Grauen manifestieren zieht keine Karte, also verlierst du nicht. Fähigkeiten, die immer ausgelöst werden, wenn du das Grauen manifestierst, werden trotzdem ausgelöst.</translation>
    </message>
    <message>
        <source>Activate Primordial Mist&apos;s ability: exiling a face-down permanent you control face up is its cost, and once the ability resolves you may play that card this turn. Exile your #1.</source>
        <translation>Aktiviere die Fähigkeit von Primordial Mist: Ein verdecktes Permanent, das du kontrollierst, aufgedeckt ins Exil zu schicken, sind ihre Kosten, und sobald die Fähigkeit verrechnet ist, kannst du diese Karte in diesem Zug spielen. Schicke deine #1 ins Exil.</translation>
    </message>
    <message>
        <source>It was a Forest, now face up in exile. Exiling it paid the cost; the permission to play it comes when the ability resolves. This is not turning it face up, so &apos;when turned face up&apos; abilities don&apos;t trigger.</source>
        <translation>Es war ein Forest, jetzt offen im Exil. Das Exilieren hat die Kosten bezahlt; die Erlaubnis, ihn zu spielen, kommt, wenn die Fähigkeit verrechnet wird. Das ist kein Aufdecken, also werden Fähigkeiten „wenn aufgedeckt“ nicht ausgelöst.</translation>
    </message>
    <message>
        <source>Mist&apos;s ability has resolved. It is your main phase, the stack is empty and you haven&apos;t played a land this turn: play the Forest from exile.</source>
        <translation>Die Fähigkeit von Mist ist verrechnet. Es ist deine Hauptphase, der Stapel ist leer, und du hast in diesem Zug noch kein Land gespielt: Spiele den Forest aus dem Exil.</translation>
    </message>
    <message>
        <source>Whenever you cast an instant or sorcery spell from your hand, Cryptic Pursuit manifests the top card of your library. Whenever a face-down creature you control dies, whatever its card is, it triggers; as the trigger resolves, it exiles the card if it is an instant or sorcery card, and you may cast it until the end of your next turn.</source>
        <translation>Immer wenn du einen Spontanzauber oder eine Hexerei aus deiner Hand wirkst, manifestiert Cryptic Pursuit die oberste Karte deiner Bibliothek. Immer wenn eine verdeckte Kreatur, die du kontrollierst, stirbt, wird es ausgelöst, egal welche Karte sie ist; wenn die Fähigkeit verrechnet wird, schickt es die Karte ins Exil, falls sie eine Spontanzauber- oder Hexereikarte ist, und du kannst sie bis zum Ende deines nächsten Zuges wirken.</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: a Counterspell. A face-down creature you controlled died, so Cryptic Pursuit triggers, as it would for any card; as the trigger resolves, the card is an instant card, so it is exiled, and you may cast it until the end of your next turn.</source>
        <translation>Er wurde beim Verlassen des Spielfelds offenbart: ein Counterspell. Eine verdeckte Kreatur, die du kontrolliert hast, ist gestorben, also wird Cryptic Pursuit ausgelöst, wie bei jeder Karte; wenn die Fähigkeit verrechnet wird, ist die Karte eine Spontanzauberkarte, also wird sie ins Exil geschickt, und du kannst sie bis zum Ende deines nächsten Zuges wirken.</translation>
    </message>
    <message>
        <source>You may move your cards around the table, but face-down permanents must never be shuffled or swapped, on purpose or by accident: which card is which, and the order they arrived in, must always stay clear.</source>
        <translation>Du darfst deine Karten auf dem Tisch verschieben, aber verdeckte Permanents dürfen niemals gemischt oder vertauscht werden, weder absichtlich noch aus Versehen: Welche Karte welche ist und in welcher Reihenfolge sie kamen, muss immer klar bleiben.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart, choosing your face-down #1 as its target as you cast it: it makes a token that&apos;s a copy of target creature you control.</source>
        <translation>Wirke Cackling Counterpart und wähle beim Wirken deine verdeckte #1 als Ziel: Es erzeugt einen Spielstein, der eine Kopie einer Kreatur deiner Wahl ist, die du kontrollierst.</translation>
    </message>
    <message>
        <source>Face down, #1 had no morph to lose; but Turn to Frog&apos;s effect keeps applying when it turns face up, so face up it would have no morph, and it can&apos;t be turned up for its morph cost until the effect ends.</source>
        <translation>Verdeckt hatte #1 kein Morph, das es verlieren konnte; aber der Effekt von Turn to Frog wirkt weiter, wenn es aufgedeckt wird, also hätte es offen kein Morph und kann nicht für seine Morphkosten aufgedeckt werden, bis der Effekt endet.</translation>
    </message>
    <message>
        <source>Move on to the next turn: Turn to Frog ends at the end of this turn.</source>
        <translation>Geh weiter zum nächsten Zug: Turn to Frog endet am Ende dieses Zuges.</translation>
    </message>
    <message>
        <source>Pass the turn.</source>
        <translation>Beende den Zug.</translation>
    </message>
    <message>
        <source>#1 is a plain face-down 2/2 again.</source>
        <translation>#1 ist wieder eine einfache verdeckte 2/2-Kreatur.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s upkeep. #1 would have morph again: turn it face up for its morph cost {2}{W}{W}.</source>
        <translation>Es ist das Versorgungssegment deines Gegners. #1 hätte wieder Morph: Decke sie für ihre Morphkosten {2}{W}{W} auf.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost.</source>
        <translation>Decke #1 für ihre Morphkosten auf.</translation>
    </message>
    <message>
        <source>With Turn to Frog gone, the morph route is open again.</source>
        <translation>Ohne Turn to Frog ist der Weg über Morph wieder offen.</translation>
    </message>
    <message>
        <source>The token copy is face up: it was never face down, so there is nothing to turn up.</source>
        <translation>Die Spielsteinkopie ist offen: Sie war nie verdeckt, also gibt es nichts aufzudecken.</translation>
    </message>
    <message>
        <source>Searching and shuffling</source>
        <translation>Durchsuchen und Mischen</translation>
    </message>
    <message>
        <source>A search lets you look at every card of your library, but the card you find is revealed only when the effect says so; a search for a card with a stated quality may find nothing, a search for &quot;a card&quot; must find one if it can. Then the library is shuffled, and after a shuffle nobody knows which card is where, not even a card everyone saw go there.</source>
        <translation>Eine Suche lässt dich jede Karte deiner Bibliothek ansehen, aber die gefundene Karte wird nur offenbart, wenn der Effekt es sagt; eine Suche nach einer Karte mit genannter Eigenschaft darf nichts finden, eine Suche nach „einer Karte“ muss eine finden, wenn sie kann. Dann wird die Bibliothek gemischt, und nach dem Mischen weiß niemand, welche Karte wo liegt, nicht einmal bei einer Karte, die alle dorthin gehen sahen.</translation>
    </message>
    <message>
        <source>Your opponent casts Griptide on your face-down #1, and it resolves: it puts that creature on top of its owner&apos;s library. Put your #1 on top of your library.</source>
        <translation>Dein Gegner wirkt Griptide auf deine verdeckte #1, und es wird verrechnet: Es legt diese Kreatur oben auf die Bibliothek ihres Besitzers. Lege deine #1 oben auf deine Bibliothek.</translation>
    </message>
    <message>
        <source>Move #1 to the top of your library.</source>
        <translation>Lege #1 oben auf deine Bibliothek.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed.</source>
        <translation>Ein verdecktes Permanent, das das Spielfeld verlässt, wird offenbart.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone (708.9): everyone saw that the card now on top of your library is Grizzly Bears.</source>
        <translation>Ein verdecktes Permanent, das das Spielfeld verlässt, wird allen offenbart (708.9): Alle haben gesehen, dass die Karte oben auf deiner Bibliothek Grizzly Bears ist.</translation>
    </message>
    <message>
        <source>You cast Demonic Tutor, and it resolves: search your library for a card, put that card into your hand, then shuffle. Find the Lightning Bolt. Demonic Tutor doesn&apos;t say to reveal the card.</source>
        <translation>Du wirkst Demonic Tutor, und es wird verrechnet: Durchsuche deine Bibliothek nach einer Karte, nimm sie auf deine Hand und mische dann. Finde den Lightning Bolt. Demonic Tutor sagt nicht, dass die Karte offenbart wird.</translation>
    </message>
    <message>
        <source>Search your library, take the Lightning Bolt to your hand, don&apos;t reveal it, and shuffle.</source>
        <translation>Durchsuche deine Bibliothek, nimm den Lightning Bolt auf deine Hand, offenbare ihn nicht und mische.</translation>
    </message>
    <message>
        <source>The search is for &quot;a card&quot;: you must find one.</source>
        <translation>Die Suche gilt „einer Karte“: Du musst eine finden.</translation>
    </message>
    <message>
        <source>Your opponent doesn&apos;t know which card you took: a found card is revealed only if the effect says so (701.23e). And the shuffle made the Grizzly Bears everyone saw just one more unknown card: after a shuffle no player knows the library&apos;s order (701.24a), and a revealed card that is reordered stops being revealed (701.20d).</source>
        <translation>Dein Gegner weiß nicht, welche Karte du genommen hast: Eine gefundene Karte wird nur offenbart, wenn der Effekt es sagt (701.23e). Und das Mischen hat die Grizzly Bears, die alle gesehen haben, zu einer weiteren unbekannten Karte gemacht: Nach dem Mischen kennt kein Spieler die Reihenfolge der Bibliothek (701.24a), und eine offenbarte Karte, die umgeordnet wird, ist nicht mehr offenbart (701.20d).</translation>
    </message>
    <message>
        <source>Demonic Tutor searches for &quot;a card&quot;, with no stated quality: while your library holds a card, you must find one (701.23d).</source>
        <translation>Demonic Tutor sucht nach „einer Karte“, ohne genannte Eigenschaft: Solange deine Bibliothek eine Karte enthält, musst du eine finden (701.23d).</translation>
    </message>
    <message>
        <source>That is true of a search for cards with a stated quality (701.23b). Demonic Tutor searches simply for &quot;a card&quot;: while your library holds a card, you must find one (701.23d).</source>
        <translation>Das gilt für eine Suche nach Karten mit genannter Eigenschaft (701.23b). Demonic Tutor sucht einfach nach „einer Karte“: Solange deine Bibliothek eine Karte enthält, musst du eine finden (701.23d).</translation>
    </message>
    <message>
        <source>You cast Lay of the Land, and it resolves: search your library for a basic land card, reveal it, put it into your hand, then shuffle. Find the Forest and reveal it.</source>
        <translation>Du wirkst Lay of the Land, und es wird verrechnet: Durchsuche deine Bibliothek nach einer Standardlandkarte, offenbare sie, nimm sie auf deine Hand und mische dann. Finde den Forest und offenbare ihn.</translation>
    </message>
    <message>
        <source>Search your library, take the Forest to your hand and reveal it, then shuffle.</source>
        <translation>Durchsuche deine Bibliothek, nimm den Forest auf deine Hand und offenbare ihn, dann mische.</translation>
    </message>
    <message>
        <source>This time the card tells you to reveal what you find.</source>
        <translation>Diesmal sagt dir die Karte, dass du offenbarst, was du findest.</translation>
    </message>
    <message>
        <source>Lay of the Land says to reveal the card, so everyone saw the Forest on its way to your hand.</source>
        <translation>Lay of the Land sagt, dass die Karte offenbart wird, also haben alle den Forest auf dem Weg auf deine Hand gesehen.</translation>
    </message>
    <message>
        <source>You cast your second Lay of the Land, and it resolves. You decide to leave the Island in your library: find nothing, then shuffle.</source>
        <translation>Du wirkst dein zweites Lay of the Land, und es wird verrechnet. Du entscheidest, die Island in deiner Bibliothek zu lassen: Finde nichts und mische dann.</translation>
    </message>
    <message>
        <source>Search your library and find nothing (fail to find), then shuffle.</source>
        <translation>Durchsuche deine Bibliothek und finde nichts (nichts finden), dann mische.</translation>
    </message>
    <message>
        <source>A basic land card is a card with a stated quality.</source>
        <translation>Eine Standardlandkarte ist eine Karte mit genannter Eigenschaft.</translation>
    </message>
    <message>
        <source>A search for cards with a stated quality, here a basic land card, may find nothing even when such a card is there (701.23b). You still shuffle, and nobody knows the order of your library (701.24a).</source>
        <translation>Eine Suche nach Karten mit genannter Eigenschaft, hier einer Standardlandkarte, darf nichts finden, selbst wenn eine solche Karte da ist (701.23b). Du mischst trotzdem, und niemand kennt die Reihenfolge deiner Bibliothek (701.24a).</translation>
    </message>
    <message>
        <source>Looking at the top, scry and surveil</source>
        <translation>Oben anschauen, Hellsicht und Überwachen</translation>
    </message>
    <message>
        <source>Looking at the top cards of your library shows them to you alone. You decide where they go only after you&apos;ve looked: scry puts them on the top or the bottom, surveil on the top or into the graveyard. Cards you put back on top or at the bottom are known to you alone, until the library is shuffled.</source>
        <translation>Die obersten Karten deiner Bibliothek anzuschauen zeigt sie nur dir. Wohin sie kommen, entscheidest du erst, nachdem du hingeschaut hast: Hellsicht legt sie oben oder unter die Bibliothek, Überwachen oben oder auf den Friedhof. Karten, die du oben oder unter die Bibliothek zurücklegst, kennst nur du, bis die Bibliothek gemischt wird.</translation>
    </message>
    <message>
        <source>You cast Preordain, and it resolves: scry 2, then draw a card. To scry 2, first look at the top two cards of your library.</source>
        <translation>Du wirkst Preordain, und es wird verrechnet: Hellsicht 2, dann ziehe eine Karte. Für Hellsicht 2 schaust du dir zuerst die obersten zwei Karten deiner Bibliothek an.</translation>
    </message>
    <message>
        <source>Look at the top 2 cards of your library.</source>
        <translation>Schau dir die obersten 2 Karten deiner Bibliothek an.</translation>
    </message>
    <message>
        <source>Scrying starts with a look; you choose where the cards go after.</source>
        <translation>Hellsicht beginnt mit dem Anschauen; wohin die Karten kommen, wählst du danach.</translation>
    </message>
    <message>
        <source>You see Lightning Bolt and Forest. Looking shows a card only to the player who looks (701.20e): your opponent doesn&apos;t know them.</source>
        <translation>Du siehst Lightning Bolt und Forest. Anschauen zeigt eine Karte nur dem Spieler, der hinschaut (701.20e): Dein Gegner kennt sie nicht.</translation>
    </message>
    <message>
        <source>You haven&apos;t looked at those cards yet: to scry, you first look at the top cards (701.22a), and until then no player may look at the cards in your library (401.2).</source>
        <translation>Diese Karten hast du noch nicht angeschaut: Für Hellsicht schaust du dir zuerst die obersten Karten an (701.22a), und bis dahin darf kein Spieler die Karten deiner Bibliothek ansehen (401.2).</translation>
    </message>
    <message>
        <source>Finish the scry: put the Forest back on top and the Lightning Bolt on the bottom of your library.</source>
        <translation>Beende die Hellsicht: Lege den Forest zurück oben drauf und den Lightning Bolt unter deine Bibliothek.</translation>
    </message>
    <message>
        <source>Forest on top, Lightning Bolt on the bottom.</source>
        <translation>Forest oben, Lightning Bolt unten.</translation>
    </message>
    <message>
        <source>Both cards you looked at go back: each one on the top or on the bottom.</source>
        <translation>Beide angeschauten Karten kommen zurück: jede oben drauf oder unter die Bibliothek.</translation>
    </message>
    <message>
        <source>Your opponent knows you scried 2, but not which cards went where: the Forest on top and the Bolt at the bottom are known to you alone.</source>
        <translation>Dein Gegner weiß, dass du Hellsicht 2 hattest, aber nicht, welche Karte wohin kam: Den Forest oben und den Bolt unten kennst nur du.</translation>
    </message>
    <message>
        <source>Scry 2 puts back both cards you looked at, any number of them on the bottom and the rest on top (701.22a): say where the Lightning Bolt goes too.</source>
        <translation>Hellsicht 2 legt beide angeschauten Karten zurück, beliebig viele davon unter die Bibliothek und den Rest oben drauf (701.22a): Sag auch, wohin der Lightning Bolt kommt.</translation>
    </message>
    <message>
        <source>Preordain&apos;s last part: draw a card.</source>
        <translation>Letzter Teil von Preordain: Ziehe eine Karte.</translation>
    </message>
    <message>
        <source>Draw a card: the top card of your library goes into your hand.</source>
        <translation>Ziehe eine Karte: Die oberste Karte deiner Bibliothek kommt auf deine Hand.</translation>
    </message>
    <message>
        <source>You drew the Forest you had put on top. The Lightning Bolt at the bottom of your library is still known to you, and only to you.</source>
        <translation>Du hast den Forest gezogen, den du oben hingelegt hattest. Den Lightning Bolt unter deiner Bibliothek kennst du weiterhin, und nur du.</translation>
    </message>
    <message>
        <source>You cast Consider, and it resolves: surveil 1, then draw a card. Look at the top card of your library.</source>
        <translation>Du wirkst Consider, und es wird verrechnet: Überwachen 1, dann ziehe eine Karte. Schau dir die oberste Karte deiner Bibliothek an.</translation>
    </message>
    <message>
        <source>Look at the top card of your library.</source>
        <translation>Schau dir die oberste Karte deiner Bibliothek an.</translation>
    </message>
    <message>
        <source>It is Grizzly Bears, and only you know it.</source>
        <translation>Es sind Grizzly Bears, und nur du weißt es.</translation>
    </message>
    <message>
        <source>Surveil also starts with looking at the top card (701.25a): you choose where it goes only after you&apos;ve seen it.</source>
        <translation>Auch Überwachen beginnt damit, die oberste Karte anzuschauen (701.25a): Wohin sie kommt, wählst du erst, nachdem du sie gesehen hast.</translation>
    </message>
    <message>
        <source>Put the Grizzly Bears into your graveyard.</source>
        <translation>Lege die Grizzly Bears auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>Surveil: the card you looked at goes into your graveyard.</source>
        <translation>Überwachen: Die angeschaute Karte kommt auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>The graveyard is a public zone, so everyone sees the Grizzly Bears now (400.2).</source>
        <translation>Der Friedhof ist eine öffentliche Zone, also sehen jetzt alle die Grizzly Bears (400.2).</translation>
    </message>
    <message>
        <source>Consider&apos;s last part: draw a card.</source>
        <translation>Letzter Teil von Consider: Ziehe eine Karte.</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Ziehe eine Karte.</translation>
    </message>
    <message>
        <source>You drew a card you hadn&apos;t seen: an Island.</source>
        <translation>Du hast eine Karte gezogen, die du nicht gesehen hattest: eine Island.</translation>
    </message>
    <message>
        <source>Say an effect now tells you to shuffle your library. Shuffle it, and see what happens to what you knew.</source>
        <translation>Angenommen, ein Effekt sagt dir jetzt, dass du deine Bibliothek mischen sollst. Mische sie und sieh, was mit deinem Wissen geschieht.</translation>
    </message>
    <message>
        <source>Shuffle your library.</source>
        <translation>Mische deine Bibliothek.</translation>
    </message>
    <message>
        <source>After a shuffle no player knows the order of the library&apos;s cards (701.24a): you no longer know where your Lightning Bolt is.</source>
        <translation>Nach dem Mischen kennt kein Spieler die Reihenfolge der Karten der Bibliothek (701.24a): Du weißt nicht mehr, wo dein Lightning Bolt ist.</translation>
    </message>
    <message>
        <source>The London mulligan</source>
        <translation>Der Londoner Mulligan</translation>
    </message>
    <message>
        <source>Unhappy with the hand you drew? Take a mulligan: shuffle your hand into your library, draw a new hand of seven, then put as many of those cards on the bottom of your library as the mulligans you have taken, in the order you choose. Nobody else learns which cards went there. Once everyone has kept, the game begins; in a two-player game the starting player skips the draw step of their first turn.</source>
        <translation>Unzufrieden mit deiner Hand? Nimm einen Mulligan: Mische deine Hand in deine Bibliothek, ziehe eine neue Hand von sieben Karten und lege dann so viele dieser Karten in einer Reihenfolge deiner Wahl unter deine Bibliothek, wie du Mulligans genommen hast. Niemand sonst erfährt, welche Karten dorthin kamen. Sobald alle behalten haben, beginnt das Spiel; in einem Spiel mit zwei Spielern überspringt der Startspieler das Ziehsegment seines ersten Zuges.</translation>
    </message>
    <message>
        <source>You are the starting player, so you declare first. Your hand has six lands and a Grizzly Bears: take a mulligan.</source>
        <translation>Du bist der Startspieler, also entscheidest du zuerst. Deine Hand hat sechs Länder und Grizzly Bears: Nimm einen Mulligan.</translation>
    </message>
    <message>
        <source>Take a mulligan: your hand is shuffled into your library and you draw seven.</source>
        <translation>Nimm einen Mulligan: Deine Hand wird in deine Bibliothek gemischt, und du ziehst sieben.</translation>
    </message>
    <message>
        <source>Your hand went into your library, the library was shuffled and you drew seven. In this lesson your library held no other cards, so the new seven are the same cards; in a game they would be seven random cards from your whole library.</source>
        <translation>Deine Hand kam in deine Bibliothek, die Bibliothek wurde gemischt, und du hast sieben gezogen. In dieser Lektion enthielt deine Bibliothek keine anderen Karten, also sind die neuen sieben dieselben Karten; in einem Spiel wären es sieben zufällige Karten aus deiner ganzen Bibliothek.</translation>
    </message>
    <message>
        <source>Cards go to the bottom of your library only as part of a mulligan, one for each mulligan you have taken (103.5), and you haven&apos;t taken one yet.</source>
        <translation>Karten kommen nur als Teil eines Mulligans unter deine Bibliothek, eine für jeden genommenen Mulligan (103.5), und du hast noch keinen genommen.</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so before anything else put one card of your new hand on the bottom of your library: the Mountain.</source>
        <translation>Du hast einen Mulligan genommen, also lege vor allem anderen eine Karte deiner neuen Hand unter deine Bibliothek: den Mountain.</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom of your library.</source>
        <translation>Lege den Mountain unter deine Bibliothek.</translation>
    </message>
    <message>
        <source>One mulligan: one card.</source>
        <translation>Ein Mulligan: eine Karte.</translation>
    </message>
    <message>
        <source>Nothing reveals the card you put on the bottom, and your opponent can look neither at your hand (402.3) nor into your library (401.2): you alone know the Mountain is there.</source>
        <translation>Nichts offenbart die Karte, die du unter die Bibliothek legst, und dein Gegner darf weder deine Hand (402.3) noch deine Bibliothek (401.2) ansehen: Nur du weißt, dass der Mountain dort liegt.</translation>
    </message>
    <message>
        <source>Putting cards on the bottom is part of taking the mulligan (103.5): keep only once your card is on the bottom.</source>
        <translation>Karten unter die Bibliothek zu legen ist Teil des Mulligans (103.5): Behalte erst, wenn deine Karte unter der Bibliothek liegt.</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so one card goes to the bottom (103.5). Here every mulligan counts: only in a multiplayer game, or in any Brawl game, does the first mulligan not count toward the cards you put on the bottom (103.5c).</source>
        <translation>Du hast einen Mulligan genommen, also kommt eine Karte unter die Bibliothek (103.5). Hier zählt jeder Mulligan: Nur in einem Mehrspielerspiel oder in jedem Brawl-Spiel zählt der erste Mulligan nicht für die Karten, die du unter die Bibliothek legst (103.5c).</translation>
    </message>
    <message>
        <source>Still six lands and one spell. Take a second mulligan.</source>
        <translation>Immer noch sechs Länder und ein Zauberspruch. Nimm einen zweiten Mulligan.</translation>
    </message>
    <message>
        <source>Take another mulligan.</source>
        <translation>Nimm noch einen Mulligan.</translation>
    </message>
    <message>
        <source>Your hand was shuffled into your library, Mountain and all, and you drew seven again.</source>
        <translation>Deine Hand wurde samt Mountain in deine Bibliothek gemischt, und du hast wieder sieben gezogen.</translation>
    </message>
    <message>
        <source>You have taken two mulligans: put two cards on the bottom of your library, in the order you choose: first the Mountain, then an Island under it.</source>
        <translation>Du hast zwei Mulligans genommen: Lege zwei Karten in einer Reihenfolge deiner Wahl unter deine Bibliothek: zuerst den Mountain, dann eine Island darunter.</translation>
    </message>
    <message>
        <source>Put the Mountain and then an Island on the bottom.</source>
        <translation>Lege den Mountain und dann eine Island unter die Bibliothek.</translation>
    </message>
    <message>
        <source>Two mulligans: two cards.</source>
        <translation>Zwei Mulligans: zwei Karten.</translation>
    </message>
    <message>
        <source>You chose their order (103.5), and it isn&apos;t revealed: just as when an effect puts several cards in one place in a library at once, their owner orders them without revealing the order (401.4).</source>
        <translation>Du hast ihre Reihenfolge gewählt (103.5), und sie wird nicht offenbart: genau wie wenn ein Effekt mehrere Karten gleichzeitig an eine Stelle einer Bibliothek legt, ordnet ihr Besitzer sie, ohne die Reihenfolge zu offenbaren (401.4).</translation>
    </message>
    <message>
        <source>You have taken two mulligans, so two cards go to the bottom (103.5).</source>
        <translation>Du hast zwei Mulligans genommen, also kommen zwei Karten unter die Bibliothek (103.5).</translation>
    </message>
    <message>
        <source>Your two cards go to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>Deine zwei Karten kommen zuerst unter die Bibliothek: Das ist Teil des Mulligans (103.5).</translation>
    </message>
    <message>
        <source>Keep your five cards.</source>
        <translation>Behalte deine fünf Karten.</translation>
    </message>
    <message>
        <source>Keep your hand.</source>
        <translation>Behalte deine Hand.</translation>
    </message>
    <message>
        <source>These five cards are your opening hand.</source>
        <translation>Diese fünf Karten sind deine Starthand.</translation>
    </message>
    <message>
        <source>Your opponent keeps their seven. The game begins: go on to the first main phase of your first turn. In a two-player game the starting player skips the draw step of their first turn, so you draw no card.</source>
        <translation>Dein Gegner behält seine sieben. Das Spiel beginnt: Geh weiter zur ersten Hauptphase deines ersten Zuges. In einem Spiel mit zwei Spielern überspringt der Startspieler das Ziehsegment seines ersten Zuges, also ziehst du keine Karte.</translation>
    </message>
    <message>
        <source>Go on to your first main phase.</source>
        <translation>Geh weiter zu deiner ersten Hauptphase.</translation>
    </message>
    <message>
        <source>Turn 1 is yours, and as the starting player of a two-player game you skipped its draw step (103.8a).</source>
        <translation>Zug 1 gehört dir, und als Startspieler eines Spiels mit zwei Spielern hast du sein Ziehsegment übersprungen (103.8a).</translation>
    </message>
    <message>
        <source>Once you keep, those cards are your opening hand and you may take no further mulligans (103.5).</source>
        <translation>Sobald du behältst, sind diese Karten deine Starthand, und du darfst keine weiteren Mulligans nehmen (103.5).</translation>
    </message>
    <message>
        <source>Mulligans with three or more players</source>
        <translation>Mulligans mit drei oder mehr Spielern</translation>
    </message>
    <message>
        <source>In a game that begins with more than two players, the first mulligan you take is free: it doesn&apos;t count toward the cards you put on the bottom. And, except in Two-Headed Giant, nobody skips the draw step of their first turn, the starting player included.</source>
        <translation>In einem Spiel, das mit mehr als zwei Spielern beginnt, ist dein erster Mulligan frei: Er zählt nicht für die Karten, die du unter die Bibliothek legst. Und außer bei Zweiköpfiger Riese überspringt niemand das Ziehsegment seines ersten Zuges, auch nicht der Startspieler.</translation>
    </message>
    <message>
        <source>Three players: you are the starting player. Your opening hand has six lands and one spell: take a mulligan.</source>
        <translation>Drei Spieler: Du bist der Startspieler. Deine Starthand hat sechs Länder und einen Zauberspruch: Nimm einen Mulligan.</translation>
    </message>
    <message>
        <source>Take a mulligan.</source>
        <translation>Nimm einen Mulligan.</translation>
    </message>
    <message>
        <source>You drew seven again (in this lesson your library held no other cards, so they are the same seven). This first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): none go there now.</source>
        <translation>Du hast wieder sieben gezogen (in dieser Lektion enthielt deine Bibliothek keine anderen Karten, also sind es dieselben sieben). Dieser erste Mulligan zählt nicht für die Karten, die du unter die Bibliothek legst (103.5c): Jetzt kommt keine dorthin.</translation>
    </message>
    <message>
        <source>In a multiplayer game your first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): after it there is nothing to put there.</source>
        <translation>In einem Mehrspielerspiel zählt dein erster Mulligan nicht für die Karten, die du unter die Bibliothek legst (103.5c): Danach gibt es nichts dorthin zu legen.</translation>
    </message>
    <message>
        <source>Two mulligans, and only the second counts: put one card on the bottom of your library, the Mountain.</source>
        <translation>Zwei Mulligans, und nur der zweite zählt: Lege eine Karte unter deine Bibliothek, den Mountain.</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom.</source>
        <translation>Lege den Mountain unter die Bibliothek.</translation>
    </message>
    <message>
        <source>The first mulligan was free: one card.</source>
        <translation>Der erste Mulligan war frei: eine Karte.</translation>
    </message>
    <message>
        <source>Only you know which card went to the bottom.</source>
        <translation>Nur du weißt, welche Karte unter die Bibliothek kam.</translation>
    </message>
    <message>
        <source>In a multiplayer game the first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): two mulligans, one card.</source>
        <translation>In einem Mehrspielerspiel zählt der erste Mulligan nicht für die Karten, die du unter die Bibliothek legst (103.5c): zwei Mulligans, eine Karte.</translation>
    </message>
    <message>
        <source>Your card goes to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>Deine Karte kommt zuerst unter die Bibliothek: Das ist Teil des Mulligans (103.5).</translation>
    </message>
    <message>
        <source>Keep your six cards.</source>
        <translation>Behalte deine sechs Karten.</translation>
    </message>
    <message>
        <source>These six cards are your opening hand.</source>
        <translation>Diese sechs Karten sind deine Starthand.</translation>
    </message>
    <message>
        <source>Both opponents keep. The game begins: go on to the draw step of your first turn.</source>
        <translation>Beide Gegner behalten. Das Spiel beginnt: Geh weiter zum Ziehsegment deines ersten Zuges.</translation>
    </message>
    <message>
        <source>Go on to your draw step.</source>
        <translation>Geh weiter zu deinem Ziehsegment.</translation>
    </message>
    <message>
        <source>In a multiplayer game like this one (Two-Headed Giant aside), nobody skips the draw step of their first turn, not even the starting player: draw your card.</source>
        <translation>In einem Mehrspielerspiel wie diesem (außer Zweiköpfiger Riese) überspringt niemand das Ziehsegment seines ersten Zuges, nicht einmal der Startspieler: Ziehe deine Karte.</translation>
    </message>
    <message>
        <source>In this lesson your library held only the Mountain you put on the bottom, so you drew it back.</source>
        <translation>In dieser Lektion enthielt deine Bibliothek nur den Mountain, den du unter sie gelegt hast, also hast du ihn zurückgezogen.</translation>
    </message>
    <message>
        <source>When you may turn a card face up</source>
        <translation>Wann du eine Karte aufdecken darfst</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even on your opponent&apos;s turn and while a spell is waiting on the stack. No player gets priority in the untap step, so nobody can take that special action there.</source>
        <translation>Ein verdecktes Permanent aufzudecken ist eine Sonderaktion: Du kannst sie immer ausführen, wenn du Priorität hast, auch im Zug deines Gegners und während ein Zauberspruch auf dem Stapel wartet. Im Enttappsegment erhält kein Spieler Priorität, also kann dort niemand diese Sonderaktion ausführen.</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s untap step. Move on to their upkeep.</source>
        <translation>Es ist das Enttappsegment deines Gegners. Geh weiter zu seinem Versorgungssegment.</translation>
    </message>
    <message>
        <source>Go to the next step: the upkeep.</source>
        <translation>Geh zum nächsten Segment: dem Versorgungssegment.</translation>
    </message>
    <message>
        <source>Nobody gets priority in the untap step, so nobody can take the special action to turn a permanent face up there.</source>
        <translation>Im Enttappsegment erhält niemand Priorität, also kann dort niemand die Sonderaktion ausführen, um ein Permanent aufzudecken.</translation>
    </message>
    <message>
        <source>In the upkeep the active player gets priority first; when they pass it, you get it.</source>
        <translation>Im Versorgungssegment erhält der aktive Spieler zuerst Priorität; wenn er sie abgibt, erhältst du sie.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and the special action needs priority. Wait for the upkeep.</source>
        <translation>Im Enttappsegment erhält kein Spieler Priorität (Regel 502.4), und die Sonderaktion braucht Priorität. Warte auf das Versorgungssegment.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and this special action needs priority too, whatever the cost. Wait for the upkeep.</source>
        <translation>Im Enttappsegment erhält kein Spieler Priorität (Regel 502.4), und auch diese Sonderaktion braucht Priorität, egal zu welchen Kosten. Warte auf das Versorgungssegment.</translation>
    </message>
    <message>
        <source>In the upkeep your opponent casts Lightning Bolt at #1. Bolt is on the stack and you have priority: turn #1 face up for its morph cost {2}{W}{W} in response.</source>
        <translation>Im Versorgungssegment wirkt dein Gegner Lightning Bolt auf #1. Der Bolt ist auf dem Stapel, und du hast Priorität: Decke #1 als Antwort für ihre Morphkosten {2}{W}{W} auf.</translation>
    </message>
    <message>
        <source>A special action doesn&apos;t use the stack: nobody can respond to it, and Bolt is still waiting to resolve.</source>
        <translation>Eine Sonderaktion benutzt den Stapel nicht: Niemand kann darauf antworten, und der Bolt wartet weiter darauf, verrechnet zu werden.</translation>
    </message>
    <message>
        <source>To turn #1 up you showed all players its morph cost, paid it and turned it face up: it is Exalted Angel, a 4/5, before Bolt resolves. Turning it up did not make a new object, so Bolt still resolves against it.</source>
        <translation>Um #1 aufzudecken, hast du allen Spielern ihre Morphkosten gezeigt, sie bezahlt und sie aufgedeckt: Es ist Exalted Angel, eine 4/5-Kreatur, bevor der Bolt verrechnet wird. Das Aufdecken hat kein neues Objekt gemacht, also wird der Bolt weiter gegen sie verrechnet.</translation>
    </message>
    <message>
        <source>You could turn #2 up now too, but Bolt is aimed at #1: turning #2 up does not save #1.</source>
        <translation>Du könntest jetzt auch #2 aufdecken, aber der Bolt zielt auf #1: #2 aufzudecken rettet #1 nicht.</translation>
    </message>
    <message>
        <source>Bolt resolves: 3 damage to Exalted Angel, which survives with toughness 5. When you have priority again in the upkeep, turn #2 face up for its mana cost {1}{G}.</source>
        <translation>Der Bolt wird verrechnet: 3 Schaden an Exalted Angel, der mit Widerstandskraft 5 überlebt. Wenn du im Versorgungssegment wieder Priorität hast, decke #2 für ihre Manakosten {1}{G} auf.</translation>
    </message>
    <message>
        <source>A manifested creature card can be turned up for its mana cost whenever you have priority, on any player&apos;s turn.</source>
        <translation>Eine manifestierte Kreaturenkarte kann für ihre Manakosten aufgedeckt werden, immer wenn du Priorität hast, im Zug jedes Spielers.</translation>
    </message>
    <message>
        <source>For the mana-cost route you show all players that the card is a creature card and what its mana cost is, pay that cost, then turn it face up. Once it is face up, everyone sees the card.</source>
        <translation>Für den Weg über die Manakosten zeigst du allen Spielern, dass die Karte eine Kreaturenkarte ist und was ihre Manakosten sind, bezahlst diese Kosten und deckst sie dann auf. Sobald sie offen ist, sehen alle die Karte.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph. A manifested creature card turns up for its mana cost.</source>
        <translation>Grizzly Bears hat kein Morph. Eine manifestierte Kreaturenkarte wird für ihre Manakosten aufgedeckt.</translation>
    </message>
    <message>
        <source>Manifested cards with morph or disguise: two ways up</source>
        <translation>Manifestierte Karten mit Morph oder Tarnung: zwei Wege nach oben</translation>
    </message>
    <message>
        <source>A manifested or cloaked permanent whose card is a creature card with a mana cost can be turned face up for that mana cost. If the card also has morph or disguise, it can be turned up for that cost as well: you choose either way.</source>
        <translation>Ein manifestiertes oder verhülltes Permanent, dessen Karte eine Kreaturenkarte mit Manakosten ist, kann für diese Manakosten aufgedeckt werden. Hat die Karte auch Morph oder Tarnung, kann sie ebenso für diese Kosten aufgedeckt werden: Du wählst einen der Wege.</translation>
    </message>
    <message>
        <source>#1 is a manifested Exalted Angel. Ask the table which ways #1 can be turned face up.</source>
        <translation>#1 ist ein manifestierter Exalted Angel. Frage den Tisch, auf welchen Wegen #1 aufgedeckt werden kann.</translation>
    </message>
    <message>
        <source>Ask for the turn-up routes of #1.</source>
        <translation>Frage nach den Wegen, #1 aufzudecken.</translation>
    </message>
    <message>
        <source>Two ways: its mana cost {4}{W}{W}, because it is a creature card with a mana cost, or its morph cost {2}{W}{W}, because it has morph.</source>
        <translation>Zwei Wege: ihre Manakosten {4}{W}{W}, weil sie eine Kreaturenkarte mit Manakosten ist, oder ihre Morphkosten {2}{W}{W}, weil sie Morph hat.</translation>
    </message>
    <message>
        <source>Turn #1 face up the cheaper way: for its morph cost {2}{W}{W}.</source>
        <translation>Decke #1 auf dem billigeren Weg auf: für ihre Morphkosten {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Use the morph route.</source>
        <translation>Benutze den Weg über Morph.</translation>
    </message>
    <message>
        <source>Morph costs {2}{W}{W}; the mana cost is {4}{W}{W}.</source>
        <translation>Morph kostet {2}{W}{W}; die Manakosten sind {4}{W}{W}.</translation>
    </message>
    <message>
        <source>Exalted Angel is face up, for {2}{W}{W}.</source>
        <translation>Exalted Angel ist offen, für {2}{W}{W}.</translation>
    </message>
    <message>
        <source>Paying the mana cost {4}{W}{W} is a legal way up too, but this step asks for the cheaper morph cost.</source>
        <translation>Die Manakosten {4}{W}{W} zu bezahlen ist auch ein zulässiger Weg nach oben, aber dieser Schritt verlangt die billigeren Morphkosten.</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise: there is no disguise cost to pay.</source>
        <translation>Exalted Angel hat Morph, nicht Tarnung: Es gibt keine Tarnungskosten zu bezahlen.</translation>
    </message>
    <message>
        <source>#2 is a cloaked Hunted Bonebrute, which has disguise. Turn it face up for its disguise cost {1}{B}.</source>
        <translation>#2 ist ein verhüllter Hunted Bonebrute, der Tarnung hat. Decke ihn für seine Tarnungskosten {1}{B} auf.</translation>
    </message>
    <message>
        <source>Use the disguise route.</source>
        <translation>Benutze den Weg über Tarnung.</translation>
    </message>
    <message>
        <source>A cloaked card with disguise may be turned up for its disguise cost, as well as for its mana cost if it is a creature card.</source>
        <translation>Eine verhüllte Karte mit Tarnung darf für ihre Tarnungskosten aufgedeckt werden, und ebenso für ihre Manakosten, wenn sie eine Kreaturenkarte ist.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute is face up, and the ward {2} that cloak gave it has ended. It was put onto the battlefield face down, so its enters ability did not trigger, and turning it face up doesn&apos;t trigger it either.</source>
        <translation>Hunted Bonebrute ist offen, und die Abwehr {2}, die ihm das Verhüllen gab, ist vorbei. Er wurde verdeckt ins Spiel gebracht, also wurde seine Fähigkeit beim Hereinkommen nicht ausgelöst, und das Aufdecken löst sie auch nicht aus.</translation>
    </message>
    <message>
        <source>Face-down spells on the stack</source>
        <translation>Verdeckte Zaubersprüche auf dem Stapel</translation>
    </message>
    <message>
        <source>A card cast face down is a face-down spell: only its controller may look at it, and it normally can&apos;t be turned face up on the stack. If it is countered it is revealed to all players as it moves to the graveyard; if it resolves it becomes a face-down permanent and is not revealed.</source>
        <translation>Eine verdeckt gewirkte Karte ist ein verdeckter Zauberspruch: Nur ihr Beherrscher darf sie ansehen, und auf dem Stapel kann sie normalerweise nicht aufgedeckt werden. Wird sie neutralisiert, wird sie allen Spielern offenbart, wenn sie auf den Friedhof kommt; wird sie verrechnet, wird sie ein verdecktes Permanent und wird nicht offenbart.</translation>
    </message>
    <message>
        <source>Cast Akroma, Angel of Fury face down for {3} with morph.</source>
        <translation>Wirke Akroma, Angel of Fury verdeckt für {3} mit Morph.</translation>
    </message>
    <message>
        <source>Cast Akroma face down (morph).</source>
        <translation>Wirke Akroma verdeckt (Morph).</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature spell for {3}.</source>
        <translation>Eine Karte mit Morph kann für {3} als 2/2-Kreaturenzauber verdeckt gewirkt werden.</translation>
    </message>
    <message>
        <source>On the stack it is a face-down 2/2 creature spell with no name and no abilities. You control it, so you may look at it; your opponent may not.</source>
        <translation>Auf dem Stapel ist sie ein verdeckter 2/2-Kreaturenzauber ohne Namen und ohne Fähigkeiten. Du kontrollierst ihn, also darfst du ihn ansehen; dein Gegner nicht.</translation>
    </message>
    <message>
        <source>Casting Akroma face up for its mana cost is allowed, but then everyone sees it. This step asks you to cast it face down.</source>
        <translation>Akroma offen für ihre Manakosten zu wirken ist erlaubt, aber dann sehen sie alle. Dieser Schritt verlangt, dass du sie verdeckt wirkst.</translation>
    </message>
    <message>
        <source>Your opponent casts Essence Scatter targeting your face-down spell. Look at your face-down spell on the stack.</source>
        <translation>Dein Gegner wirkt Essence Scatter mit deinem verdeckten Zauberspruch als Ziel. Sieh dir deinen verdeckten Zauberspruch auf dem Stapel an.</translation>
    </message>
    <message>
        <source>Look at your face-down spell.</source>
        <translation>Sieh dir deinen verdeckten Zauberspruch an.</translation>
    </message>
    <message>
        <source>You may look at a face-down spell you control at any time.</source>
        <translation>Einen verdeckten Zauberspruch, den du kontrollierst, darfst du jederzeit ansehen.</translation>
    </message>
    <message>
        <source>It is Akroma, Angel of Fury, whose card says it can&apos;t be countered. Face down that ability does not exist: it is a 2/2 creature spell with no abilities, so Essence Scatter can target it and counter it. That is why Akroma was chosen here.</source>
        <translation>Es ist Akroma, Angel of Fury, deren Karte sagt, dass sie nicht neutralisiert werden kann. Verdeckt gibt es diese Fähigkeit nicht: Sie ist ein 2/2-Kreaturenzauber ohne Fähigkeiten, also kann Essence Scatter sie als Ziel wählen und neutralisieren. Darum wurde hier Akroma gewählt.</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: your opponent now knows it was Hunted Bonebrute. It died face down, a 2/2 whose only ability was ward, so its &apos;when this dies&apos; ability does not trigger: a dies ability looks back at the permanent as it was on the battlefield.</source>
        <translation>Sie wurde beim Verlassen des Spielfelds offenbart: Dein Gegner weiß jetzt, dass es Hunted Bonebrute war. Sie starb verdeckt, als 2/2-Kreatur, deren einzige Fähigkeit Abwehr war, also wird ihre „stirbt“-Fähigkeit nicht ausgelöst: Eine „stirbt“-Fähigkeit blickt auf das Permanent zurück, wie es auf dem Spielfeld war.</translation>
    </message>
    <message>
        <source>Morph lets you turn a face-down permanent face up. Spells normally can&apos;t be turned face up (rule 708.7): it is still a spell on the stack.</source>
        <translation>Morph lässt dich ein verdecktes Permanent aufdecken. Zaubersprüche können normalerweise nicht aufgedeckt werden (Regel 708.7): Er ist weiter ein Zauberspruch auf dem Stapel.</translation>
    </message>
    <message>
        <source>Essence Scatter resolves and counters your spell. Put the countered face-down spell into your graveyard.</source>
        <translation>Essence Scatter wird verrechnet und neutralisiert deinen Zauberspruch. Lege den neutralisierten verdeckten Zauberspruch auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>Move the countered spell to the graveyard.</source>
        <translation>Lege den neutralisierten Zauberspruch auf den Friedhof.</translation>
    </message>
    <message>
        <source>A face-down spell that moves from the stack to any zone other than the battlefield is revealed to all players.</source>
        <translation>Ein verdeckter Zauberspruch, der vom Stapel in eine andere Zone als das Spielfeld kommt, wird allen Spielern offenbart.</translation>
    </message>
    <message>
        <source>It was revealed to all players as it moved: your opponent now knows it was Akroma.</source>
        <translation>Er wurde beim Wechsel allen Spielern offenbart: Dein Gegner weiß jetzt, dass es Akroma war.</translation>
    </message>
    <message>
        <source>Now cast Exalted Angel face down for {3} with morph.</source>
        <translation>Wirke jetzt Exalted Angel verdeckt für {3} mit Morph.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down (morph).</source>
        <translation>Wirke Exalted Angel verdeckt (Morph).</translation>
    </message>
    <message>
        <source>A face-down 2/2 creature spell again.</source>
        <translation>Wieder ein verdeckter 2/2-Kreaturenzauber.</translation>
    </message>
    <message>
        <source>Your opponent lets it resolve: it becomes a face-down permanent. Look at it.</source>
        <translation>Dein Gegner lässt ihn verrechnen: Er wird ein verdecktes Permanent. Sieh es dir an.</translation>
    </message>
    <message>
        <source>Look at your face-down creature.</source>
        <translation>Sieh dir deine verdeckte Kreatur an.</translation>
    </message>
    <message>
        <source>Resolving, a face-down spell becomes a face-down permanent and is not revealed: only you know it is Exalted Angel.</source>
        <translation>Bei der Verrechnung wird ein verdeckter Zauberspruch ein verdecktes Permanent und wird nicht offenbart: Nur du weißt, dass es Exalted Angel ist.</translation>
    </message>
    <message>
        <source>The legend rule after a turn-up, and copies of face-down permanents</source>
        <translation>Die Legendenregel nach dem Aufdecken und Kopien verdeckter Permanents</translation>
    </message>
    <message>
        <source>Face-down permanents have no name and are not legendary, so the legend rule ignores them. Once you control two legendary permanents with the same name face up, you choose one and the rest are put into their owners&apos; graveyards. A copy of a face-down permanent copies only its face-down copiable values: a face-up colorless 2/2 creature with no name, plus ward {2} if it copies a disguised or cloaked permanent.</source>
        <translation>Verdeckte Permanents haben keinen Namen und sind nicht legendär, also beachtet die Legendenregel sie nicht. Sobald du zwei offene legendäre Permanents mit demselben Namen kontrollierst, wählst du eines, und die übrigen kommen auf die Friedhöfe ihrer Besitzer. Eine Kopie eines verdeckten Permanents kopiert nur seine verdeckten kopierbaren Werte: eine offene, farblose 2/2-Kreatur ohne Namen, plus Abwehr {2}, wenn sie ein getarntes oder verhülltes Permanent kopiert.</translation>
    </message>
    <message>
        <source>#1 and #2 are both Akroma, Angel of Fury, face down. Turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>#1 und #2 sind beide Akroma, Angel of Fury, verdeckt. Decke #1 für ihre Morphkosten {3}{R}{R}{R} auf.</translation>
    </message>
    <message>
        <source>#2 is still face down: it has no name and is not legendary, so the legend rule does not apply.</source>
        <translation>#2 ist weiter verdeckt: Sie hat keinen Namen und ist nicht legendär, also gilt die Legendenregel nicht.</translation>
    </message>
    <message>
        <source>#1 is face down because of morph. Morph lets you turn it up for its morph cost; no rule lets you turn it up for its mana cost.</source>
        <translation>#1 ist wegen Morph verdeckt. Morph lässt dich sie für ihre Morphkosten aufdecken; keine Regel lässt dich sie für ihre Manakosten aufdecken.</translation>
    </message>
    <message>
        <source>Now turn #2 face up for its morph cost too.</source>
        <translation>Decke jetzt auch #2 für ihre Morphkosten auf.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its morph cost.</source>
        <translation>Decke #2 für ihre Morphkosten auf.</translation>
    </message>
    <message>
        <source>You now control two legendary permanents named Akroma, Angel of Fury: the legend rule applies as state-based actions are checked.</source>
        <translation>Du kontrollierst jetzt zwei legendäre Permanents namens Akroma, Angel of Fury: Die Legendenregel gilt, wenn zustandsbasierte Aktionen geprüft werden.</translation>
    </message>
    <message>
        <source>The legend rule: choose one of your two Akromas and put the other into your graveyard.</source>
        <translation>Die Legendenregel: Wähle eine deiner zwei Akromas und lege die andere auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>Move one Akroma to your graveyard.</source>
        <translation>Lege eine Akroma auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>It is put into the graveyard; it is not destroyed or sacrificed.</source>
        <translation>Sie kommt auf den Friedhof; sie wird weder zerstört noch geopfert.</translation>
    </message>
    <message>
        <source>One Akroma stays on the battlefield.</source>
        <translation>Eine Akroma bleibt auf dem Spielfeld.</translation>
    </message>
    <message>
        <source>Not #3: the legend rule puts only one of your two Akromas into the graveyard. #3 is face down, with no name, and is not legendary, and nothing else puts it there.</source>
        <translation>Nicht #3: Die Legendenregel legt nur eine deiner zwei Akromas auf den Friedhof. #3 ist verdeckt, ohne Namen und nicht legendär, und nichts anderes legt sie dorthin.</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart: it will make a token that&apos;s a copy of your face-down #3, a disguised Hunted Bonebrute.</source>
        <translation>Wirke Cackling Counterpart: Es wird einen Spielstein erzeugen, der eine Kopie deiner verdeckten #3 ist, eines getarnten Hunted Bonebrute.</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #3.</source>
        <translation>Es wird verrechnet: Erzeuge einen Spielstein, der eine Kopie von #3 ist.</translation>
    </message>
    <message>
        <source>Make a token copy of #3.</source>
        <translation>Erzeuge eine Spielsteinkopie von #3.</translation>
    </message>
    <message>
        <source>The token copies #3&apos;s face-down values: a face-up colorless 2/2 creature with no name and ward {2}. It is not a Hunted Bonebrute, and nothing about #3 is revealed.</source>
        <translation>Der Spielstein kopiert die verdeckten Werte von #3: eine offene, farblose 2/2-Kreatur ohne Namen mit Abwehr {2}. Er ist kein Hunted Bonebrute, und über #3 wird nichts offenbart.</translation>
    </message>
    <message>
        <source>Not while Cackling Counterpart is resolving: nobody has priority during a resolution, and turning a permanent face up needs priority. Make the copy first.</source>
        <translation>Nicht während Cackling Counterpart verrechnet wird: Während einer Verrechnung hat niemand Priorität, und ein Permanent aufzudecken braucht Priorität. Erzeuge zuerst die Kopie.</translation>
    </message>
    <message>
        <source>Double-faced cards face down</source>
        <translation>Doppelseitige Karten verdeckt</translation>
    </message>
    <message>
        <source>A double-faced card can be manifested or cloaked; it stays hidden, in an opaque sleeve or as a substitute card. While it is face down it can&apos;t transform; when it is turned face up, its front face is up, so its front face decides whether it can be turned up for its mana cost. A double-faced permanent can&apos;t be turned face down.</source>
        <translation>Eine doppelseitige Karte kann manifestiert oder verhüllt werden; sie bleibt verborgen, in einer undurchsichtigen Hülle oder als Ersatzkarte. Solange sie verdeckt ist, kann sie sich nicht transformieren; wird sie aufgedeckt, ist ihre Vorderseite oben, also entscheidet ihre Vorderseite, ob sie für ihre Manakosten aufgedeckt werden kann. Ein doppelseitiges Permanent kann nicht verdeckt umgedreht werden.</translation>
    </message>
    <message>
        <source>#1 is a manifested Delver of Secrets, a double-faced card. Its front face is a creature with mana cost {U}: turn it face up for {U}.</source>
        <translation>#1 ist ein manifestierter Delver of Secrets, eine doppelseitige Karte. Seine Vorderseite ist eine Kreatur mit Manakosten {U}: Decke ihn für {U} auf.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its mana cost.</source>
        <translation>Decke #1 für seine Manakosten auf.</translation>
    </message>
    <message>
        <source>The front face decides: Delver of Secrets is a creature with a mana cost.</source>
        <translation>Die Vorderseite entscheidet: Delver of Secrets ist eine Kreatur mit Manakosten.</translation>
    </message>
    <message>
        <source>It is turned face up with its front face up: a 1/1 Delver of Secrets.</source>
        <translation>Er wird mit der Vorderseite nach oben aufgedeckt: ein 1/1-Delver of Secrets.</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform: nothing would happen. Turn it face up first.</source>
        <translation>Ein verdecktes doppelseitiges Permanent kann sich nicht transformieren: Nichts würde geschehen. Decke es zuerst auf.</translation>
    </message>
    <message>
        <source>Delver of Secrets has no morph. Its front face is a creature card with a mana cost, so it turns up for that mana cost.</source>
        <translation>Delver of Secrets hat kein Morph. Seine Vorderseite ist eine Kreaturenkarte mit Manakosten, also wird er für diese Manakosten aufgedeckt.</translation>
    </message>
    <message>
        <source>An effect now tells you to transform #1. Transform it.</source>
        <translation>Ein Effekt sagt dir jetzt, dass du #1 transformieren sollst. Transformiere ihn.</translation>
    </message>
    <message>
        <source>Transform Delver of Secrets.</source>
        <translation>Transformiere Delver of Secrets.</translation>
    </message>
    <message>
        <source>Face up, it can transform: it is now Insectile Aberration, a 3/2, and still the same permanent.</source>
        <translation>Offen kann er sich transformieren: Er ist jetzt Insectile Aberration, eine 3/2-Kreatur, und immer noch dasselbe Permanent.</translation>
    </message>
    <message>
        <source>An effect that tries to turn a double-faced permanent face down does nothing (rule 712.16), so this would not change the table; and this step asks you to transform it.</source>
        <translation>Ein Effekt, der versucht, ein doppelseitiges Permanent verdeckt umzudrehen, bewirkt nichts (Regel 712.16), also würde sich der Tisch nicht ändern; und dieser Schritt verlangt, dass du ihn transformierst.</translation>
    </message>
    <message>
        <source>Leaving a multiplayer game, and the end of the game</source>
        <translation>Ein Mehrspielerspiel verlassen und das Ende des Spiels</translation>
    </message>
    <message>
        <source>If a player leaves the game, every face-down permanent and face-down spell that player owns is revealed to all players. At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>Verlässt ein Spieler das Spiel, wird jedes verdeckte Permanent und jeder verdeckte Zauberspruch, den er besitzt, allen Spielern offenbart. Am Ende des Spiels wird jedes verdeckte Permanent und jeder verdeckte Zauberspruch allen Spielern offenbart.</translation>
    </message>
    <message>
        <source>Four players are in the game. Look at your face-down #1.</source>
        <translation>Vier Spieler sind im Spiel. Sieh dir deine verdeckte #1 an.</translation>
    </message>
    <message>
        <source>You may look at face-down permanents you control at any time, and at no one else&apos;s.</source>
        <translation>Verdeckte Permanents, die du kontrollierst, darfst du jederzeit ansehen, und die von niemandem sonst.</translation>
    </message>
    <message>
        <source>It is your manifested Grizzly Bears. Players B, C and D don&apos;t know it.</source>
        <translation>Es sind deine manifestierten Grizzly Bears. Die Spieler B, C und D kennen sie nicht.</translation>
    </message>
    <message>
        <source>#3 is controlled by player C. You can&apos;t look at face-down permanents another player controls.</source>
        <translation>#3 wird von Spieler C kontrolliert. Verdeckte Permanents, die ein anderer Spieler kontrolliert, darfst du nicht ansehen.</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. Everything C owns left the game with them, and their face-down permanent #3 and face-down spell were revealed to all players as they left. Now the game ends: end it.</source>
        <translation>Spieler C gibt auf und verlässt das Spiel. Alles, was C besitzt, hat mit ihm das Spiel verlassen, und sein verdecktes Permanent #3 und sein verdeckter Zauberspruch wurden beim Verlassen allen Spielern offenbart. Jetzt endet das Spiel: Beende es.</translation>
    </message>
    <message>
        <source>At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>Am Ende des Spiels wird jedes verdeckte Permanent und jeder verdeckte Zauberspruch allen Spielern offenbart.</translation>
    </message>
    <message>
        <source>Every face-down permanent was revealed: your #1 is a Grizzly Bears, and player B&apos;s cloaked #2 is a Forest. Everyone can check that each face-down card was what it was meant to be.</source>
        <translation>Jedes verdeckte Permanent wurde offenbart: Deine #1 sind Grizzly Bears, und die verhüllte #2 von Spieler B ist ein Forest. Alle können prüfen, dass jede verdeckte Karte das war, was sie sein sollte.</translation>
    </message>
    <message>
        <source>#2 is player B&apos;s: only its controller may take the special action to turn it face up. At the end of the game it is revealed anyway.</source>
        <translation>#2 gehört Spieler B: Nur ihr Beherrscher darf die Sonderaktion ausführen, sie aufzudecken. Am Ende des Spiels wird sie ohnehin offenbart.</translation>
    </message>
    <message>
        <source>You may concede at any time, and then your face-down #1 would be revealed as you leave; but this step asks you to end the game for everyone.</source>
        <translation>Du darfst jederzeit aufgeben, und dann würde deine verdeckte #1 beim Verlassen offenbart; aber dieser Schritt verlangt, dass du das Spiel für alle beendest.</translation>
    </message>
    <message>
        <source>Ward on disguised and cloaked permanents</source>
        <translation>Abwehr bei getarnten und verhüllten Permanents</translation>
    </message>
    <message>
        <source>A disguised or cloaked permanent has ward {2} while it is face down. When an opponent&apos;s spell targets it, ward triggers: the spell is countered unless that player pays {2}. Once the permanent is turned face up, that ward ends, unless the card itself has ward.</source>
        <translation>Ein getarntes oder verhülltes Permanent hat Abwehr {2}, solange es verdeckt ist. Wählt ein Zauberspruch eines Gegners es als Ziel, wird die Abwehr ausgelöst: Der Zauberspruch wird neutralisiert, außer dieser Spieler bezahlt {2}. Sobald das Permanent aufgedeckt ist, endet diese Abwehr, außer die Karte selbst hat Abwehr.</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #1. Face down, #1 has ward {2}, so ward triggers. Your opponent does not pay {2}: counter Murder.</source>
        <translation>Dein Gegner wirkt Murder mit deiner getarnten #1 als Ziel. Verdeckt hat #1 Abwehr {2}, also wird die Abwehr ausgelöst. Dein Gegner bezahlt {2} nicht: Neutralisiere Murder.</translation>
    </message>
    <message>
        <source>Counter Murder: put it from the stack into its owner&apos;s graveyard.</source>
        <translation>Neutralisiere Murder: Lege es vom Stapel auf den Friedhof seines Besitzers.</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent&apos;s spell targets it, counter that spell unless its controller pays {2}.</source>
        <translation>Abwehr {2}: Wenn ein Zauberspruch eines Gegners es als Ziel wählt, neutralisiere diesen Zauberspruch, außer sein Beherrscher bezahlt {2}.</translation>
    </message>
    <message>
        <source>Murder is countered and #1 stays on the battlefield, still face down: nothing about it was revealed.</source>
        <translation>Murder ist neutralisiert, und #1 bleibt verdeckt auf dem Spielfeld: Über sie wurde nichts offenbart.</translation>
    </message>
    <message>
        <source>Ward counters Murder, so Murder never destroys #1, and nothing else puts it into the graveyard: #1 stays on the battlefield, face down.</source>
        <translation>Die Abwehr neutralisiert Murder, also zerstört Murder #1 nie, und nichts anderes legt sie auf den Friedhof: #1 bleibt verdeckt auf dem Spielfeld.</translation>
    </message>
    <message>
        <source>Your opponent casts a second Murder at #1 and pays {2} for ward this time, so Murder is not countered. It resolves: put #1 into your graveyard.</source>
        <translation>Dein Gegner wirkt ein zweites Murder auf #1 und bezahlt diesmal {2} für die Abwehr, also wird Murder nicht neutralisiert. Es wird verrechnet: Lege #1 auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players.</source>
        <translation>Ein verdecktes Permanent, das das Spielfeld verlässt, wird allen Spielern offenbart.</translation>
    </message>
    <message>
        <source>Your opponent paid {2}, so ward did not counter the second Murder, and it has already resolved: there is nothing on the stack to counter.</source>
        <translation>Dein Gegner hat {2} bezahlt, also hat die Abwehr das zweite Murder nicht neutralisiert, und es ist schon verrechnet: Auf dem Stapel gibt es nichts zu neutralisieren.</translation>
    </message>
    <message>
        <source>#2 is a cloaked Grizzly Bears with ward {2}. Turn it face up for its mana cost {1}{G}.</source>
        <translation>#2 sind verhüllte Grizzly Bears mit Abwehr {2}. Decke sie für ihre Manakosten {1}{G} auf.</translation>
    </message>
    <message>
        <source>Face up it is Grizzly Bears, which has no ward: the ward {2} that cloak gave it ended when it turned face up.</source>
        <translation>Offen sind es Grizzly Bears, die keine Abwehr haben: Die Abwehr {2}, die ihnen das Verhüllen gab, endete beim Aufdecken.</translation>
    </message>
    <message>
        <source>Cloaked is not disguised: a cloaked creature card turns up for its mana cost, and Grizzly Bears has no disguise cost.</source>
        <translation>Verhüllt ist nicht getarnt: Eine verhüllte Kreaturenkarte wird für ihre Manakosten aufgedeckt, und Grizzly Bears hat keine Tarnungskosten.</translation>
    </message>
    <message>
        <source>What to announce, and what to answer</source>
        <translation>Was du ansagst und was du beantwortest</translation>
    </message>
    <message>
        <source>When you cast a card face down, say how: with morph or with disguise. Everything that tells your face-down spells and permanents apart must stay clear to every player: what made each one face down, the order they were cast or entered, their counters, which attacked last turn. You answer those questions; what a face-down card is, you never have to say. A face-down permanent is revealed when it leaves the battlefield, and everything face down is revealed at the end of the game.</source>
        <translation>Wenn du eine Karte verdeckt wirkst, sag, wie: mit Morph oder mit Tarnung. Alles, was deine verdeckten Zaubersprüche und Permanents unterscheidet, muss für jeden Spieler klar bleiben: was jedes verdeckt gemacht hat, in welcher Reihenfolge sie gewirkt wurden oder ins Spiel kamen, ihre Marken, welches im letzten Zug angegriffen hat. Diese Fragen beantwortest du; was eine verdeckte Karte ist, musst du nie sagen. Ein verdecktes Permanent wird offenbart, wenn es das Spielfeld verlässt, und alles Verdeckte wird am Ende des Spiels offenbart.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using its morph ability, and say so: &quot;a face-down spell, cast with morph&quot;. What made it face down must stay clear to your opponent; its name stays yours alone.</source>
        <translation>Wirke Exalted Angel verdeckt mit seiner Morph-Fähigkeit und sag es an: „ein verdeckter Zauberspruch, mit Morph gewirkt“. Was ihn verdeckt gemacht hat, muss für deinen Gegner klar bleiben; sein Name bleibt dein Geheimnis.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph, for {3}.</source>
        <translation>Wirke Exalted Angel verdeckt mit Morph für {3}.</translation>
    </message>
    <message>
        <source>The marker shows its entry number and how it became face down, &quot;morph&quot;; never its name.</source>
        <translation>Die Markierung zeigt seine Eintrittsnummer und wie er verdeckt wurde, „Morph“; nie seinen Namen.</translation>
    </message>
    <message>
        <source>It is on the stack as #3, a face-down spell cast with morph. Your opponent knows how it became face down and when; only you know it is an Exalted Angel.</source>
        <translation>Er liegt als #3 auf dem Stapel, ein mit Morph gewirkter verdeckter Zauberspruch. Dein Gegner weiß, wie und wann er verdeckt wurde; nur du weißt, dass er ein Exalted Angel ist.</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph, and nothing else lets you cast it face down. Announcing &quot;morph&quot; for it would be false, and the card would be revealed when it leaves the battlefield and at the end of the game.</source>
        <translation>Grizzly Bears hat kein Morph, und nichts anderes erlaubt dir, die Karte verdeckt zu wirken. „Morph“ dafür anzusagen wäre falsch, und die Karte würde offenbart, wenn sie das Spielfeld verlässt, und am Ende des Spiels.</translation>
    </message>
    <message>
        <source>Your face-down spell resolves and becomes #3. Your manifested #1 attacked last turn and has a +1/+1 counter: those differences must stay clear too. The counter shows on it; write the note &quot;attacked last turn&quot; on #1.</source>
        <translation>Dein verdeckter Zauberspruch wird verrechnet und wird zu #3. Deine manifestierte #1 hat im letzten Zug angegriffen und hat eine +1/+1-Marke: Auch diese Unterschiede müssen klar bleiben. Die Marke ist auf ihr zu sehen; schreib die Notiz „hat im letzten Zug angegriffen“ auf #1.</translation>
    </message>
    <message>
        <source>Write a note on #1.</source>
        <translation>Schreib eine Notiz auf #1.</translation>
    </message>
    <message>
        <source>Which face-down creature attacked last turn is one of the differences that must stay clear.</source>
        <translation>Welche verdeckte Kreatur im letzten Zug angegriffen hat, ist einer der Unterschiede, die klar bleiben müssen.</translation>
    </message>
    <message>
        <source>Anyone at the table can now tell #1 from #3: its order, how it became face down, its counter and what it did last turn. When your opponent asks about these, tell them.</source>
        <translation>Jeder am Tisch kann #1 jetzt von #3 unterscheiden: ihre Reihenfolge, wie sie verdeckt wurden, ihre Marke und was sie im letzten Zug getan hat. Wenn dein Gegner danach fragt, sag es ihm.</translation>
    </message>
    <message>
        <source>Swapping #1 and #3 would hide which one attacked, which one has the counter and which one was cast with morph. Face-down permanents may never be mixed up.</source>
        <translation>#1 und #3 zu vertauschen würde verbergen, welche angegriffen hat, welche die Marke hat und welche mit Morph gewirkt wurde. Verdeckte Permanents dürfen nie vermischt werden.</translation>
    </message>
    <message>
        <source>Your opponent asks what #1 and #3 are. That you never have to tell while they are face down: only you may look at them. Look at #3.</source>
        <translation>Dein Gegner fragt, was #1 und #3 sind. Das musst du nie sagen, solange sie verdeckt sind: Nur du darfst sie ansehen. Sieh dir #3 an.</translation>
    </message>
    <message>
        <source>Look at #3.</source>
        <translation>Sieh dir #3 an.</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; nobody else may, unless an effect lets them.</source>
        <translation>Du darfst verdeckte Zaubersprüche und Permanents, die du kontrollierst, jederzeit ansehen; sonst niemand, außer ein Effekt erlaubt es.</translation>
    </message>
    <message>
        <source>Its identity is yours to keep until it leaves the battlefield or the game ends: then it is revealed to all players, and everyone can check that it could be cast with morph.</source>
        <translation>Was es ist, behältst du für dich, bis es das Spielfeld verlässt oder das Spiel endet: Dann wird es allen Spielern offenbart, und jeder kann prüfen, dass es mit Morph gewirkt werden konnte.</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s. You may ask how it became face down (its marker says disguise), when it entered and what it did, but not what it is.</source>
        <translation>#2 gehört deinem Gegner. Du darfst fragen, wie es verdeckt wurde (seine Markierung sagt Tarnung), wann es ins Spiel kam und was es getan hat, aber nicht, was es ist.</translation>
    </message>
    <message>
        <source>Leaving a game with other players&apos; face-down cards</source>
        <translation>Ein Spiel verlassen mit verdeckten Karten anderer Spieler</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, everything they own leaves with them, and effects that gave them control of other players&apos; objects end: those objects stay in the game, usually back under their owners&apos; control. Every face-down permanent and spell the leaving player owns is revealed to all players, and by the official rulings, so is every face-down spell and permanent they control.</source>
        <translation>Wenn ein Spieler ein Multiplayer-Spiel verlässt, verlässt alles, was er besitzt, mit ihm das Spiel, und Effekte, die ihm die Kontrolle über Objekte anderer Spieler gaben, enden: Diese Objekte bleiben im Spiel, meist wieder unter der Kontrolle ihrer Besitzer. Jedes verdeckte Permanent und jeder verdeckte Zauberspruch, den der gehende Spieler besitzt, wird allen Spielern offenbart, und nach den offiziellen Rulings auch jeder verdeckte Zauberspruch und jedes verdeckte Permanent, das er kontrolliert.</translation>
    </message>
    <message>
        <source>Four players are in the game. Earlier effects gave player C control of your manifested #1, and gave you control of player B&apos;s face-down #2. Look at #2.</source>
        <translation>Vier Spieler sind im Spiel. Frühere Effekte gaben Spieler C die Kontrolle über deine manifestierte #1 und dir die Kontrolle über die verdeckte #2 von Spieler B. Sieh dir #2 an.</translation>
    </message>
    <message>
        <source>Look at #2.</source>
        <translation>Sieh dir #2 an.</translation>
    </message>
    <message>
        <source>Control, not ownership, decides who may look at a face-down permanent.</source>
        <translation>Die Kontrolle, nicht der Besitz, entscheidet, wer ein verdecktes Permanent ansehen darf.</translation>
    </message>
    <message>
        <source>#2 is an Exalted Angel. Player B owns it, but you control it, so you may look at it. Your own #1 is now player C&apos;s to look at, not yours.</source>
        <translation>#2 ist ein Exalted Angel. Spieler B besitzt ihn, aber du kontrollierst ihn, also darfst du ihn ansehen. Deine eigene #1 darf jetzt Spieler C ansehen, nicht du.</translation>
    </message>
    <message>
        <source>#1 is your card, but player C controls it: while they do, only they may look at it.</source>
        <translation>#1 ist deine Karte, aber Spieler C kontrolliert sie: Solange er das tut, darf nur er sie ansehen.</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. The cloaked #3 they owned left the game with them, revealed to all. The effect that gave them control of your #1 ended, so #1 is yours again, and by the rulings C revealed it too, as a face-down permanent they controlled. Look at #1.</source>
        <translation>Spieler C gibt auf und verlässt das Spiel. Die verhüllte #3, die er besaß, hat mit ihm das Spiel verlassen, allen offenbart. Der Effekt, der ihm die Kontrolle über deine #1 gab, endete, also gehört #1 wieder dir, und nach den Rulings hat C auch sie offenbart, als verdecktes Permanent, das er kontrollierte. Sieh dir #1 an.</translation>
    </message>
    <message>
        <source>Look at #1: you control it again.</source>
        <translation>Sieh dir #1 an: Du kontrollierst sie wieder.</translation>
    </message>
    <message>
        <source>When a player leaves, what they own leaves with them, and effects that gave them control of other players&apos; objects end.</source>
        <translation>Wenn ein Spieler geht, verlässt mit ihm, was er besitzt, das Spiel, und Effekte, die ihm die Kontrolle über Objekte anderer Spieler gaben, enden.</translation>
    </message>
    <message>
        <source>#1 is your Grizzly Bears, still face down on the battlefield under your control. Players B and D saw it as C left, and #3 was a Forest.</source>
        <translation>#1 ist deine Grizzly Bears, weiterhin verdeckt auf dem Spielfeld unter deiner Kontrolle. Die Spieler B und D haben sie gesehen, als C ging, und #3 war ein Forest.</translation>
    </message>
    <message>
        <source>Only objects the leaving player still controls after their control effects end are exiled. C&apos;s control of #1 ended as C left, so #1 stays on the battlefield, yours.</source>
        <translation>Nur Objekte, die der gehende Spieler noch kontrolliert, nachdem seine Kontrolleffekte geendet haben, werden ins Exil geschickt. Die Kontrolle von C über #1 endete, als C ging, also bleibt #1 auf dem Spielfeld, deine.</translation>
    </message>
    <message>
        <source>Now you concede and leave the game, while you still control player B&apos;s #2. Leave the game.</source>
        <translation>Jetzt gibst du auf und verlässt das Spiel, während du noch die #2 von Spieler B kontrollierst. Verlasse das Spiel.</translation>
    </message>
    <message>
        <source>Concede: leave the game.</source>
        <translation>Gib auf: Verlasse das Spiel.</translation>
    </message>
    <message>
        <source>What you own leaves the game with you, revealed; what you control but don&apos;t own goes back to its owner, and you reveal it too.</source>
        <translation>Was du besitzt, verlässt mit dir das Spiel, offenbart; was du kontrollierst, aber nicht besitzt, geht an seinen Besitzer zurück, und du offenbarst es ebenfalls.</translation>
    </message>
    <message>
        <source>Your #1 left the game with you, revealed. #2 stays on the battlefield, face down, under player B&apos;s control again, and you revealed it as you left: player D now knows it is an Exalted Angel.</source>
        <translation>Deine #1 hat mit dir das Spiel verlassen, offenbart. #2 bleibt verdeckt auf dem Spielfeld, wieder unter der Kontrolle von Spieler B, und du hast sie beim Gehen offenbart: Spieler D weiß jetzt, dass sie ein Exalted Angel ist.</translation>
    </message>
    <message>
        <source>Players B and D are still playing: only you leave, and the game goes on without you.</source>
        <translation>Die Spieler B und D spielen weiter: Nur du gehst, und das Spiel geht ohne dich weiter.</translation>
    </message>
    <message>
        <source>Responding with a turn-up</source>
        <translation>Mit dem Aufdecken antworten</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even with a spell on the stack, and it doesn&apos;t use the stack. A spell whose every target has become illegal by the time it would resolve doesn&apos;t resolve. An ability already on the stack, such as a ward trigger, resolves even if its source has changed. And a dies ability triggers only if the creature had it when it died: face down, it had no abilities.</source>
        <translation>Ein verdecktes Permanent aufzudecken ist eine Sonderaktion: Du kannst sie immer ausführen, wenn du Priorität hast, auch wenn ein Zauberspruch auf dem Stapel liegt, und sie benutzt den Stapel nicht. Ein Zauberspruch, dessen Ziele bei der Verrechnung alle illegal geworden sind, wird nicht verrechnet. Eine Fähigkeit, die schon auf dem Stapel liegt, etwa eine Abwehr-Auslösung, wird verrechnet, auch wenn sich ihre Quelle verändert hat. Und eine „stirbt“-Fähigkeit wird nur ausgelöst, wenn die Kreatur sie hatte, als sie starb: Verdeckt hatte sie keine Fähigkeiten.</translation>
    </message>
    <message>
        <source>Your opponent casts Swords to Plowshares targeting your face-down #1. Face down, #1 is a colorless 2/2 with no abilities, so it is a legal target. Respond before Swords resolves: turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>Dein Gegner wirkt Swords to Plowshares mit deiner verdeckten #1 als Ziel. Verdeckt ist #1 eine farblose 2/2 ohne Fähigkeiten, also ein legales Ziel. Antworte, bevor Swords verrechnet wird: Decke #1 für ihre Morphkosten {3}{R}{R}{R} auf.</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost while Swords to Plowshares is still on the stack.</source>
        <translation>Decke #1 für ihre Morphkosten auf, solange Swords to Plowshares noch auf dem Stapel liegt.</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, and it doesn&apos;t use the stack.</source>
        <translation>Ein verdecktes Permanent aufzudecken ist eine Sonderaktion: Du kannst sie immer ausführen, wenn du Priorität hast, und sie benutzt den Stapel nicht.</translation>
    </message>
    <message>
        <source>#1 is Akroma, Angel of Fury, with protection from white, and Swords to Plowshares is still on the stack: turning face up didn&apos;t use the stack, so there was nothing for your opponent to respond to.</source>
        <translation>#1 ist Akroma, Angel of Fury, mit Schutz vor Weiß, und Swords to Plowshares liegt noch auf dem Stapel: Das Aufdecken hat den Stapel nicht benutzt, also gab es nichts, worauf dein Gegner hätte antworten können.</translation>
    </message>
    <message>
        <source>#1 was cast face down with morph: it turns face up only for its morph cost, {3}{R}{R}{R}, not for its mana cost.</source>
        <translation>#1 wurde mit Morph verdeckt gewirkt: Sie wird nur für ihre Morphkosten {3}{R}{R}{R} aufgedeckt, nicht für ihre Manakosten.</translation>
    </message>
    <message>
        <source>Swords to Plowshares tries to resolve. Its only target, Akroma, now has protection from white, so that target is illegal and Swords doesn&apos;t resolve. Put Swords to Plowshares into your opponent&apos;s graveyard.</source>
        <translation>Swords to Plowshares versucht verrechnet zu werden. Sein einziges Ziel, Akroma, hat jetzt Schutz vor Weiß, also ist dieses Ziel illegal, und Swords wird nicht verrechnet. Lege Swords to Plowshares auf den Friedhof deines Gegners.</translation>
    </message>
    <message>
        <source>Move Swords to Plowshares from the stack to its owner&apos;s graveyard.</source>
        <translation>Lege Swords to Plowshares vom Stapel auf den Friedhof seines Besitzers.</translation>
    </message>
    <message>
        <source>A spell whose every target has become illegal doesn&apos;t resolve: it does nothing and goes to its owner&apos;s graveyard.</source>
        <translation>Ein Zauberspruch, dessen Ziele alle illegal geworden sind, wird nicht verrechnet: Er bewirkt nichts und kommt auf den Friedhof seines Besitzers.</translation>
    </message>
    <message>
        <source>Swords to Plowshares did nothing: Akroma stays on the battlefield and nobody gains life. It was not countered; it simply didn&apos;t resolve.</source>
        <translation>Swords to Plowshares hat nichts bewirkt: Akroma bleibt auf dem Spielfeld, und niemand erhält Lebenspunkte. Es wurde nicht neutralisiert; es wurde einfach nicht verrechnet.</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #2. Face down it has ward {2}, so ward triggers and its ability goes on the stack above Murder. If your opponent pays {2}, Murder will resolve; face up, Hunted Bonebrute would die with its dies ability. Turn #2 face up for its disguise cost {1}{B} now.</source>
        <translation>Dein Gegner wirkt Murder mit deiner getarnten #2 als Ziel. Verdeckt hat sie Abwehr {2}, also wird die Abwehr ausgelöst, und ihre Fähigkeit kommt über Murder auf den Stapel. Bezahlt dein Gegner {2}, wird Murder verrechnet; aufgedeckt würde Hunted Bonebrute mit ihrer „stirbt“-Fähigkeit sterben. Decke #2 jetzt für ihre Tarnungskosten {1}{B} auf.</translation>
    </message>
    <message>
        <source>Turn #2 face up for its disguise cost.</source>
        <translation>Decke #2 für ihre Tarnungskosten auf.</translation>
    </message>
    <message>
        <source>The ward ability is already on the stack: it exists independently of #2 and resolves even though #2 no longer has ward.</source>
        <translation>Die Abwehr-Fähigkeit liegt schon auf dem Stapel: Sie besteht unabhängig von #2 und wird verrechnet, obwohl #2 keine Abwehr mehr hat.</translation>
    </message>
    <message>
        <source>#2 is Hunted Bonebrute, face up and without ward; the ward ability that triggered is still on the stack above Murder.</source>
        <translation>#2 ist Hunted Bonebrute, aufgedeckt und ohne Abwehr; die ausgelöste Abwehr-Fähigkeit liegt noch über Murder auf dem Stapel.</translation>
    </message>
    <message>
        <source>Murder has not resolved: the ward ability above it on the stack resolves first, and nothing else puts #2 into your graveyard.</source>
        <translation>Murder wurde nicht verrechnet: Die Abwehr-Fähigkeit darüber auf dem Stapel wird zuerst verrechnet, und nichts anderes legt #2 auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>The ward ability resolves, and your opponent doesn&apos;t pay {2}. Counter Murder.</source>
        <translation>Die Abwehr-Fähigkeit wird verrechnet, und dein Gegner bezahlt {2} nicht. Neutralisiere Murder.</translation>
    </message>
    <message>
        <source>Once triggered, an ability doesn&apos;t depend on its source any more.</source>
        <translation>Einmal ausgelöst, hängt eine Fähigkeit nicht mehr von ihrer Quelle ab.</translation>
    </message>
    <message>
        <source>Murder is countered by the ward ability, though #2 no longer has ward: once triggered, that ability was on the stack independently of its source.</source>
        <translation>Murder wird von der Abwehr-Fähigkeit neutralisiert, obwohl #2 keine Abwehr mehr hat: Einmal ausgelöst, lag diese Fähigkeit unabhängig von ihrer Quelle auf dem Stapel.</translation>
    </message>
    <message>
        <source>Your opponent casts their second Murder at Hunted Bonebrute. Face up it has no ward, and Murder resolves: put Hunted Bonebrute into your graveyard.</source>
        <translation>Dein Gegner wirkt sein zweites Murder auf Hunted Bonebrute. Aufgedeckt hat sie keine Abwehr, und Murder wird verrechnet: Lege Hunted Bonebrute auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>Move Hunted Bonebrute to your graveyard.</source>
        <translation>Lege Hunted Bonebrute auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>A dies ability looks back: it triggers if the creature had it just before it died.</source>
        <translation>Eine „stirbt“-Fähigkeit blickt zurück: Sie wird ausgelöst, wenn die Kreatur sie kurz vor dem Sterben hatte.</translation>
    </message>
    <message>
        <source>Hunted Bonebrute died face up, so its dies ability triggers: each opponent loses 3 life. Had it died face down, it would have had no abilities, and nothing would have triggered.</source>
        <translation>Hunted Bonebrute ist aufgedeckt gestorben, also wird ihre „stirbt“-Fähigkeit ausgelöst: Jeder Gegner verliert 3 Lebenspunkte. Wäre sie verdeckt gestorben, hätte sie keine Fähigkeiten gehabt, und nichts wäre ausgelöst worden.</translation>
    </message>
    <message>
        <source>Mana value 0 and no color</source>
        <translation>Manabetrag 0 und keine Farbe</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has no mana cost, so its mana value is 0, and no colored mana symbols and no color indicator, so it is colorless. A spell that checks mana value, color or card type sees only these face-down values: Fatal Push destroys a face-down Exalted Angel, Essence Scatter can counter a face-down spell, and Negate can&apos;t target one.</source>
        <translation>Ein verdeckter Zauberspruch oder ein verdecktes Permanent hat keine Manakosten, also den Manabetrag 0, und weder farbige Manasymbole noch einen Farbindikator, ist also farblos. Ein Zauberspruch, der Manabetrag, Farbe oder Kartentyp prüft, sieht nur diese verdeckten Werte: Fatal Push zerstört einen verdeckten Exalted Angel, Essence Scatter kann einen verdeckten Zauberspruch neutralisieren, und Negate kann keinen als Ziel wählen.</translation>
    </message>
    <message>
        <source>Player B controls the face-down creature #1. Fatal Push destroys target creature if it has mana value 2 or less. Cast Fatal Push targeting #1.</source>
        <translation>Spieler B kontrolliert die verdeckte Kreatur #1. Fatal Push zerstört eine Kreatur deiner Wahl, wenn sie einen Manabetrag von 2 oder weniger hat. Wirke Fatal Push mit #1 als Ziel.</translation>
    </message>
    <message>
        <source>Cast Fatal Push.</source>
        <translation>Wirke Fatal Push.</translation>
    </message>
    <message>
        <source>A face-down permanent has no mana cost, so its mana value is 0.</source>
        <translation>Ein verdecktes Permanent hat keine Manakosten, also ist sein Manabetrag 0.</translation>
    </message>
    <message>
        <source>Fatal Push is on the stack. Whatever card #1 is, face down it is a 2/2 creature with mana value 0.</source>
        <translation>Fatal Push ist auf dem Stapel. Welche Karte #1 auch ist, verdeckt ist sie eine 2/2-Kreatur mit Manabetrag 0.</translation>
    </message>
    <message>
        <source>You don&apos;t need to know the card: Fatal Push checks the mana value of the face-down creature, which is 0. And you may not look at a face-down permanent another player controls.</source>
        <translation>Du musst die Karte nicht kennen: Fatal Push prüft den Manabetrag der verdeckten Kreatur, und der ist 0. Außerdem darfst du ein verdecktes Permanent, das ein anderer Spieler kontrolliert, nicht ansehen.</translation>
    </message>
    <message>
        <source>Fatal Push resolves: #1 has mana value 0, so it is destroyed. Put it into its owner&apos;s graveyard.</source>
        <translation>Fatal Push wird verrechnet: #1 hat Manabetrag 0, also wird sie zerstört. Lege sie auf den Friedhof ihres Besitzers.</translation>
    </message>
    <message>
        <source>Move #1 to the graveyard.</source>
        <translation>Lege #1 auf den Friedhof.</translation>
    </message>
    <message>
        <source>It was revealed as it left: Exalted Angel, mana value 6 face up. Face down its mana value was 0, so Fatal Push destroyed it.</source>
        <translation>Sie wurde beim Verlassen offenbart: Exalted Angel, offen mit Manabetrag 6. Verdeckt war ihr Manabetrag 0, also hat Fatal Push sie zerstört.</translation>
    </message>
    <message>
        <source>Only the controller of #1, player B, may turn it face up. Had B turned it face up before Fatal Push resolved, its mana value would have been 6 and Fatal Push would not have destroyed it.</source>
        <translation>Nur der Kontrolleur von #1, Spieler B, darf sie aufdecken. Hätte B sie aufgedeckt, bevor Fatal Push verrechnet wurde, wäre ihr Manabetrag 6 gewesen, und Fatal Push hätte sie nicht zerstört.</translation>
    </message>
    <message>
        <source>Player B casts Akroma, Angel of Fury face down with morph. Negate counters target noncreature spell; Essence Scatter counters target creature spell. Cast the one that can counter B&apos;s face-down spell.</source>
        <translation>Spieler B wirkt Akroma, Angel of Fury verdeckt mit Morph. Negate neutralisiert einen Nichtkreaturenzauber deiner Wahl; Essence Scatter neutralisiert einen Kreaturenzauber deiner Wahl. Wirke den, der Bs verdeckten Zauberspruch neutralisieren kann.</translation>
    </message>
    <message>
        <source>Cast Essence Scatter.</source>
        <translation>Wirke Essence Scatter.</translation>
    </message>
    <message>
        <source>A face-down spell is a 2/2 creature spell: only what checks for a creature spell can target it.</source>
        <translation>Ein verdeckter Zauberspruch ist ein 2/2-Kreaturenzauber: Nur was einen Kreaturenzauber verlangt, kann ihn als Ziel wählen.</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell with mana value 0 and no color, whatever card it is: Essence Scatter can target it.</source>
        <translation>Ein verdeckter Zauberspruch ist ein Kreaturenzauber mit Manabetrag 0 und ohne Farbe, welche Karte er auch ist: Essence Scatter kann ihn als Ziel wählen.</translation>
    </message>
    <message>
        <source>Negate can target only a noncreature spell, and the face-down spell is a creature spell, whatever card it is: Negate can&apos;t target it.</source>
        <translation>Negate kann nur einen Nichtkreaturenzauber als Ziel wählen, und der verdeckte Zauberspruch ist ein Kreaturenzauber, welche Karte er auch ist: Negate kann ihn nicht als Ziel wählen.</translation>
    </message>
    <message>
        <source>Essence Scatter resolves. Put the countered face-down spell into its owner&apos;s graveyard.</source>
        <translation>Essence Scatter wird verrechnet. Lege den neutralisierten verdeckten Zauberspruch auf den Friedhof seines Besitzers.</translation>
    </message>
    <message>
        <source>Counter the face-down spell.</source>
        <translation>Neutralisiere den verdeckten Zauberspruch.</translation>
    </message>
    <message>
        <source>It was revealed as it moved: Akroma, Angel of Fury, a red card with mana value 8 face up. On the stack it was a colorless creature spell with mana value 0.</source>
        <translation>Er wurde beim Wechsel offenbart: Akroma, Angel of Fury, offen eine rote Karte mit Manabetrag 8. Auf dem Stapel war er ein farbloser Kreaturenzauber mit Manabetrag 0.</translation>
    </message>
    <message>
        <source>Cards exiled face down</source>
        <translation>Verdeckt ins Exil geschickte Karten</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows. It is not a face-down permanent or spell, so the reveals of rule 708.9 don&apos;t apply to it: it is not revealed when the game ends. A face-down permanent that leaves the battlefield is revealed, even when it goes to exile.</source>
        <translation>Eine verdeckt ins Exil geschickte Karte dürfen nur die Spieler ansehen, denen der Effekt, der sie ins Exil geschickt hat, es erlaubt. Sie ist kein verdecktes Permanent und kein verdeckter Zauberspruch, also gelten die Offenbarungen von Regel 708.9 nicht für sie: Sie wird am Ende des Spiels nicht offenbart. Ein verdecktes Permanent, das das Spielfeld verlässt, wird offenbart, auch wenn es ins Exil geht.</translation>
    </message>
    <message>
        <source>An effect exiled one of your cards face down and lets you look at it. Look at your face-down card in exile.</source>
        <translation>Ein Effekt hat eine deiner Karten verdeckt ins Exil geschickt und lässt dich sie ansehen. Sieh dir deine verdeckte Karte im Exil an.</translation>
    </message>
    <message>
        <source>Look at your card in exile.</source>
        <translation>Sieh dir deine Karte im Exil an.</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows.</source>
        <translation>Eine verdeckt ins Exil geschickte Karte dürfen nur die Spieler ansehen, denen der Effekt, der sie ins Exil geschickt hat, es erlaubt.</translation>
    </message>
    <message>
        <source>It is your Grizzly Bears. The effect that exiled it lets you look at it; player B may not.</source>
        <translation>Es ist dein Grizzly Bears. Der Effekt, der sie ins Exil geschickt hat, lässt dich sie ansehen; Spieler B nicht.</translation>
    </message>
    <message>
        <source>The effect that exiled player B&apos;s card face down lets only player B look at it. You may not look at it.</source>
        <translation>Der Effekt, der die Karte von Spieler B verdeckt ins Exil geschickt hat, lässt nur Spieler B sie ansehen. Du darfst sie nicht ansehen.</translation>
    </message>
    <message>
        <source>An effect exiles your manifested #1. Move it to exile.</source>
        <translation>Ein Effekt schickt deine manifestierte #1 ins Exil. Schicke sie ins Exil.</translation>
    </message>
    <message>
        <source>Move #1 to exile.</source>
        <translation>Schicke #1 ins Exil.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players, whichever zone it goes to.</source>
        <translation>Ein verdecktes Permanent, das das Spielfeld verlässt, wird allen Spielern offenbart, egal in welche Zone es geht.</translation>
    </message>
    <message>
        <source>#1 was a face-down permanent: it was revealed to all players as it left the battlefield. It is a Forest, now face up in exile.</source>
        <translation>#1 war ein verdecktes Permanent: Sie wurde allen Spielern offenbart, als sie das Spielfeld verließ. Es ist ein Forest, jetzt offen im Exil.</translation>
    </message>
    <message>
        <source>Moving #1 to the graveyard would reveal it too, but this step&apos;s effect exiles it.</source>
        <translation>Wenn du #1 auf den Friedhof legst, würde sie auch offenbart, aber der Effekt dieses Schritts schickt sie ins Exil.</translation>
    </message>
    <message>
        <source>The game ends. End it, and see which cards are revealed.</source>
        <translation>Das Spiel endet. Beende es und sieh, welche Karten offenbart werden.</translation>
    </message>
    <message>
        <source>At the end of the game, face-down permanents and face-down spells are revealed; cards exiled face down are neither.</source>
        <translation>Am Ende des Spiels werden verdeckte Permanents und verdeckte Zaubersprüche offenbart; verdeckt ins Exil geschickte Karten sind keins von beiden.</translation>
    </message>
    <message>
        <source>Nothing was revealed: the two cards exiled face down are not permanents or spells, so rule 708.9 doesn&apos;t reveal them. Each stays known only to the player the exiling effect allowed to look at it.</source>
        <translation>Nichts wurde offenbart: Die beiden verdeckt ins Exil geschickten Karten sind weder Permanents noch Zaubersprüche, also offenbart Regel 708.9 sie nicht. Jede bleibt nur dem Spieler bekannt, den der Effekt sie ansehen ließ.</translation>
    </message>
    <message>
        <source>Even at the end of the game, player B&apos;s card exiled face down is not revealed, and you may not look at it.</source>
        <translation>Auch am Ende des Spiels wird die verdeckt ins Exil geschickte Karte von Spieler B nicht offenbart, und du darfst sie nicht ansehen.</translation>
    </message>
    <message>
        <source>For judges: when a reveal is missed</source>
        <translation>Für Judges: wenn eine Offenbarung versäumt wird</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield, a face-down spell leaving the stack for any zone but the battlefield, and every face-down permanent and spell at the end of the game must be revealed to all players: that is how the others check it was played legally. Here the table reveals them and the log keeps each reveal. At a paper table, once an unrevealed card is in a hidden set of cards, only its owner knows which card it was. Tournament rules, not this table, decide the penalty: the Magic Infraction Procedure Guide, section 2.3 (Game Play Error — Hidden Card Error), covers errors that publicly available information alone can&apos;t correct. This lesson was written without the guide&apos;s current dated text: read the current guide, or ask the head judge.</source>
        <translation>Ein verdecktes Permanent, das das Spielfeld verlässt, ein verdeckter Zauberspruch, der den Stapel in eine andere Zone als das Spielfeld verlässt, und am Ende des Spiels jedes verdeckte Permanent und jeder verdeckte Zauberspruch müssen allen Spielern offenbart werden: So prüfen die anderen, dass regelgerecht gespielt wurde. Hier offenbart der Tisch sie, und das Protokoll behält jede Offenbarung. An einem Tisch mit Papierkarten weiß, sobald eine nicht offenbarte Karte in einer verdeckten Kartengruppe ist, nur ihr Besitzer, welche Karte es war. Die Strafe bestimmen die Turnierregeln, nicht dieser Tisch: Das Magic Infraction Procedure Guide, Abschnitt 2.3 (Game Play Error — Hidden Card Error), behandelt Fehler, die sich nicht allein mit öffentlich verfügbaren Informationen beheben lassen. Diese Lektion wurde ohne den aktuellen datierten Text des Dokuments geschrieben: Lies das aktuelle Dokument oder frag den Head Judge.</translation>
    </message>
    <message>
        <source>An effect returns your face-down #1 to your hand, where an Island is already. Move #1 to your hand.</source>
        <translation>Ein Effekt bringt deine verdeckte #1 auf deine Hand zurück, auf der schon eine Island ist. Nimm #1 auf deine Hand.</translation>
    </message>
    <message>
        <source>Move #1 to your hand.</source>
        <translation>Nimm #1 auf deine Hand.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players as it moves.</source>
        <translation>Ein verdecktes Permanent, das das Spielfeld verlässt, wird allen Spielern offenbart, während es die Zone wechselt.</translation>
    </message>
    <message>
        <source>#1 was revealed as it moved, and the log shows it: Exalted Angel, a card with morph, so casting it face down was legal. Had it gone into your hand unrevealed, no one but you could tell it from the Island: the other player could never check it.</source>
        <translation>#1 wurde beim Wechsel offenbart, und das Protokoll zeigt es: Exalted Angel, eine Karte mit Morph, also war es regelgerecht, sie verdeckt zu wirken. Wäre sie unoffenbart auf deine Hand gekommen, könnte niemand außer dir sie von der Island unterscheiden: Der andere Spieler könnte sie nie prüfen.</translation>
    </message>
    <message>
        <source>Turning #1 face up for its morph cost is legal, but not this step: here an effect returns it to your hand, and it is revealed as it moves.</source>
        <translation>#1 für ihre Morphkosten aufzudecken ist legal, aber nicht dieser Schritt: Hier bringt ein Effekt sie auf deine Hand zurück, und sie wird beim Wechsel offenbart.</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down again, for {3} with morph.</source>
        <translation>Wirke Exalted Angel noch einmal verdeckt, für {3} mit Morph.</translation>
    </message>
    <message>
        <source>It is a face-down spell again. Player B saw it as it went to your hand, but on the stack it is still a face-down 2/2 creature spell.</source>
        <translation>Es ist wieder ein verdeckter Zauberspruch. Spieler B hat ihn gesehen, als er auf deine Hand kam, aber auf dem Stapel ist er weiterhin ein verdeckter 2/2-Kreaturenzauber.</translation>
    </message>
    <message>
        <source>Casting Exalted Angel face up for its mana cost is legal, but this step asks you to cast it face down.</source>
        <translation>Exalted Angel offen für seine Manakosten zu wirken ist legal, aber dieser Schritt verlangt, dass du ihn verdeckt wirkst.</translation>
    </message>
    <message>
        <source>Player B casts Essence Scatter, and it resolves: your face-down spell is countered. Put it into your graveyard.</source>
        <translation>Spieler B wirkt Essence Scatter, und es wird verrechnet: Dein verdeckter Zauberspruch wird neutralisiert. Lege ihn auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>It was revealed as it left the stack, and the log shows it. In a graveyard it is face up for everyone to check.</source>
        <translation>Er wurde offenbart, als er den Stapel verließ, und das Protokoll zeigt es. Im Friedhof liegt er offen, sodass alle ihn prüfen können.</translation>
    </message>
    <message>
        <source>The game ends with your manifested #2 still on the battlefield. End the game.</source>
        <translation>Das Spiel endet, während deine manifestierte #2 noch auf dem Spielfeld ist. Beende das Spiel.</translation>
    </message>
    <message>
        <source>#2 was revealed to all players, and the log shows it: a Grizzly Bears. A player who gathers up their cards without revealing their face-down permanents leaves the other player no way to check them; what a judge does then is decided by the tournament rules, not by the Comprehensive Rules.</source>
        <translation>#2 wurde allen Spielern offenbart, und das Protokoll zeigt es: ein Grizzly Bears. Ein Spieler, der seine Karten zusammenräumt, ohne seine verdeckten Permanents zu offenbaren, lässt dem anderen Spieler keine Möglichkeit, sie zu prüfen; was ein Judge dann tut, bestimmen die Turnierregeln, nicht die Umfassenden Regeln.</translation>
    </message>
    <message>
        <source>Conceding would reveal #2 too, as you leave the game, but you would lose: this step asks you to end the game.</source>
        <translation>Aufzugeben würde #2 ebenfalls offenbaren, wenn du das Spiel verlässt, aber du würdest verlieren: Dieser Schritt verlangt, dass du das Spiel beendest.</translation>
    </message>
</context>
</TS>
