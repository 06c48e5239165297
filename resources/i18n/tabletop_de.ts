<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Source: {s}</source>
        <translation>Quelle: {s}</translation>
    </message>
    <message>
        <source>Its face (only you see it):</source>
        <translation>Ihre Vorderseite (nur du siehst sie):</translation>
    </message>
    <message>
        <source>Controlled by {p} (owner {o})</source>
        <translation>Kontrolliert von {p} (Besitzer {o})</translation>
    </message>
    <message>
        <source>Loyalty {n}</source>
        <translation>Loyalität {n}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (du)</translation>
    </message>
    <message>
        <source>Top card: {name}</source>
        <translation>Oberste Karte: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n verdeckte Karte</numerusform>
            <numerusform>%n verdeckte Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Loses all abilities</source>
        <translation>Verliert alle Fähigkeiten</translation>
    </message>
    <message>
        <source>Gets +1/+1</source>
        <translation>Erhält +1/+1</translation>
    </message>
    <message>
        <source>Gets -1/-1</source>
        <translation>Erhält -1/-1</translation>
    </message>
    <message>
        <source>Base power and toughness 1/1</source>
        <translation>Grundstärke und -widerstandskraft 1/1</translation>
    </message>
    <message>
        <source>Base power and toughness 4/4</source>
        <translation>Grundstärke und -widerstandskraft 4/4</translation>
    </message>
    <message>
        <source>Peek (look at a face-down card)</source>
        <translation>Ansehen (eine verdeckte Karte anschauen)</translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation>Tappen / enttappen</translation>
    </message>
    <message>
        <source>Turn face down (effect)</source>
        <translation>Verdeckt umdrehen (Effekt)</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>ein Effekt</translation>
    </message>
    <message>
        <source>Exile to play (Primordial Mist)</source>
        <translation>Ins Exil schicken, um sie zu spielen (Primordial Mist)</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Wirken</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Play its back face</source>
        <translation>Ihre Rückseite spielen</translation>
    </message>
    <message>
        <source>Put onto the battlefield</source>
        <translation>Ins Spiel bringen</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Verrechnen</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Neutralisieren</translation>
    </message>
    <message>
        <source>Put into graveyard (dies)</source>
        <translation>Auf den Friedhof legen (stirbt)</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>Ins Exil schicken</translation>
    </message>
    <message>
        <source>Return to hand (bounce)</source>
        <translation>Auf die Hand zurückbringen</translation>
    </message>
    <message>
        <source>Put on top of library</source>
        <translation>Oben auf die Bibliothek legen</translation>
    </message>
    <message>
        <source>Put on bottom of library</source>
        <translation>Unter die Bibliothek legen</translation>
    </message>
    <message>
        <source>Reveal to all players</source>
        <translation>Allen Spielern offenbaren</translation>
    </message>
    <message>
        <source>Add a +1/+1 counter</source>
        <translation>Eine +1/+1-Marke hinzufügen</translation>
    </message>
    <message>
        <source>Remove a +1/+1 counter</source>
        <translation>Eine +1/+1-Marke entfernen</translation>
    </message>
    <message>
        <source>Deal 1 damage</source>
        <translation>1 Schadenspunkt zufügen</translation>
    </message>
    <message>
        <source>Attach to…</source>
        <translation>Anlegen an…</translation>
    </message>
    <message>
        <source>Create a token copy</source>
        <translation>Eine Spielsteinkopie erzeugen</translation>
    </message>
    <message>
        <source>Apply an effect…</source>
        <translation>Einen Effekt anwenden…</translation>
    </message>
    <message>
        <source>Gain control</source>
        <translation>Kontrolle erlangen</translation>
    </message>
    <message>
        <source>Transform</source>
        <translation>Transformieren</translation>
    </message>
    <message>
        <source>Add counters…</source>
        <translation>Marken hinzufügen…</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Notiz…</translation>
    </message>
    <message>
        <source>Point at…</source>
        <translation>Zeigen auf…</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Eine Karte ziehen</translation>
    </message>
    <message>
        <source>Shuffle your library</source>
        <translation>Deine Bibliothek mischen</translation>
    </message>
    <message>
        <source>Manifest the top card</source>
        <translation>Die oberste Karte manifestieren</translation>
    </message>
    <message>
        <source>Manifest dread…</source>
        <translation>Das Grauen manifestieren…</translation>
    </message>
    <message>
        <source>Cloak the top card</source>
        <translation>Die oberste Karte verhüllen</translation>
    </message>
    <message>
        <source>Mill the top card</source>
        <translation>Die oberste Karte mahlen</translation>
    </message>
    <message>
        <source>Draw cards…</source>
        <translation>Karten ziehen…</translation>
    </message>
    <message>
        <source>Mill cards…</source>
        <translation>Karten mahlen…</translation>
    </message>
    <message>
        <source>Look at the top cards…</source>
        <translation>Die obersten Karten anschauen…</translation>
    </message>
    <message>
        <source>Look at another player&apos;s top cards (effect)…</source>
        <translation>Die obersten Karten eines anderen Spielers anschauen (Effekt)…</translation>
    </message>
    <message>
        <source>Scry…</source>
        <translation>Hellsicht…</translation>
    </message>
    <message>
        <source>Surveil…</source>
        <translation>Überwachen…</translation>
    </message>
    <message>
        <source>Search a library…</source>
        <translation>Eine Bibliothek durchsuchen…</translation>
    </message>
    <message>
        <source>Search another player&apos;s library (effect)…</source>
        <translation>Die Bibliothek eines anderen Spielers durchsuchen (Effekt)…</translation>
    </message>
    <message>
        <source>Reveal the top card of your library</source>
        <translation>Die oberste Karte deiner Bibliothek offenbaren</translation>
    </message>
    <message>
        <source>Play with the top card revealed</source>
        <translation>Mit offener oberster Karte spielen</translation>
    </message>
    <message>
        <source>Reveal your hand</source>
        <translation>Deine Hand offenbaren</translation>
    </message>
    <message>
        <source>Reveal your hand to a player…</source>
        <translation>Deine Hand einem Spieler offenbaren…</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächstes Segment</translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation>Bis zum Ende des Zuges</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Pass priority</source>
        <translation>Priorität abgeben</translation>
    </message>
    <message>
        <source>Finish the resolution</source>
        <translation>Verrechnung beenden</translation>
    </message>
    <message>
        <source>Concede (leave the game)</source>
        <translation>Aufgeben (das Spiel verlassen)</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Das Spiel beenden</translation>
    </message>
    <message>
        <source>Gain 1 life</source>
        <translation>1 Lebenspunkt dazuerhalten</translation>
    </message>
    <message>
        <source>Lose 1 life</source>
        <translation>1 Lebenspunkt verlieren</translation>
    </message>
    <message>
        <source>Set life…</source>
        <translation>Lebenspunkte festlegen…</translation>
    </message>
    <message>
        <source>Add a poison counter</source>
        <translation>Eine Giftmarke hinzufügen</translation>
    </message>
    <message>
        <source>Remove a poison counter</source>
        <translation>Eine Giftmarke entfernen</translation>
    </message>
    <message>
        <source>Player counter…</source>
        <translation>Spielermarke…</translation>
    </message>
    <message>
        <source>Create token…</source>
        <translation>Spielstein erzeugen…</translation>
    </message>
    <message>
        <source>Roll a d20</source>
        <translation>Einen W20 würfeln</translation>
    </message>
    <message>
        <source>Roll dice…</source>
        <translation>Würfeln…</translation>
    </message>
    <message>
        <source>Flip a coin</source>
        <translation>Eine Münze werfen</translation>
    </message>
    <message>
        <source>Untap all</source>
        <translation>Alles enttappen</translation>
    </message>
    <message>
        <source>Clear arrows</source>
        <translation>Pfeile entfernen</translation>
    </message>
    <message>
        <source>TOKEN</source>
        <translation>SPIELSTEIN</translation>
    </message>
    <message>
        <source>dmg {n}</source>
        <translation>Schaden {n}</translation>
    </message>
    <message>
        <source>#{n} {w} · face down</source>
        <translation>#{n} {w} · verdeckt</translation>
    </message>
    <message>
        <source>Filter by name, type or text (Ctrl+F)</source>
        <translation>Nach Name, Typ oder Text filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Filter cards</source>
        <translation>Karten filtern</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>Jeder Typ</translation>
    </message>
    <message>
        <source>Put the cards found into</source>
        <translation>Gefundene Karten legen nach</translation>
    </message>
    <message>
        <source>Reveal them</source>
        <translation>Offenbaren</translation>
    </message>
    <message>
        <source>Shuffle after</source>
        <translation>Danach mischen</translation>
    </message>
    <message>
        <source>Fail to find</source>
        <translation>Nichts finden</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>Pick the cards you found (Ctrl+click for more), then where they go.</source>
        <translation>Wähle die gefundenen Karten (Strg+Klick für mehrere), dann wohin sie kommen.</translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation>Unter die Bibliothek legen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>To {pile}</source>
        <translation>Nach: {pile}</translation>
    </message>
    <message numerus="yes">
        <source>Put %n of these cards on the bottom of your library, in order (the first goes first).</source>
        <translation>
            <numerusform>Lege %n dieser Karten in Reihenfolge unter deine Bibliothek (die erste zuerst).</numerusform>
            <numerusform>Lege %n dieser Karten in Reihenfolge unter deine Bibliothek (die erste zuerst).</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: {k}.</source>
        <translation>Ausgewählt: {k}.</translation>
    </message>
    <message>
        <source>Top: the first card is the top of the library. Drag or use Alt+Up / Alt+Down to order.</source>
        <translation>Oben: Die erste Karte ist die oberste der Bibliothek. Ziehen oder Alt+Hoch / Alt+Runter zum Ordnen.</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>Kartentext</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Spielstein</translation>
    </message>
    <message numerus="yes">
        <source>%n {name} counter(s)</source>
        <translation>
            <numerusform>%n {name}-Marke</numerusform>
            <numerusform>%n {name}-Marken</numerusform>
        </translation>
    </message>
    <message>
        <source>ward {2}</source>
        <translation>Abwehr {2}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>Notiz: {text}</translation>
    </message>
    <message>
        <source>Face down: no name, no mana cost, no text</source>
        <translation>Verdeckt: kein Name, keine Manakosten, kein Text</translation>
    </message>
    <message>
        <source>{printed} (now {now})</source>
        <translation>{printed} (jetzt {now})</translation>
    </message>
    <message>
        <source>{kw} {cost}</source>
        <translation>{kw} {cost}</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>warte</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>du bist dran</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat ({n} new)</source>
        <translation>Chat ({n} neu)</translation>
    </message>
    <message>
        <source>Say something (Enter sends)</source>
        <translation>Sag etwas (Eingabe sendet)</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatnachricht</translation>
    </message>
    <message>
        <source>Say: {text}</source>
        <translation>Sagen: {text}</translation>
    </message>
    <message>
        <source>A chat line has at most {n} characters.</source>
        <translation>Eine Chatzeile hat höchstens {n} Zeichen.</translation>
    </message>
    <message>
        <source>Slow down: at most {n} lines in {s:g} seconds. Try again in {w:.0f} s.</source>
        <translation>Langsamer: höchstens {n} Zeilen in {s:g} Sekunden. Versuche es in {w:.0f} s wieder.</translation>
    </message>
    <message>
        <source>Not sent: {why}</source>
        <translation>Nicht gesendet: {why}</translation>
    </message>
    <message>
        <source>A shared board is read-only: there is no one to chat with.</source>
        <translation>Ein geteiltes Brett ist schreibgeschützt: Es gibt niemanden zum Chatten.</translation>
    </message>
    <message>
        <source>Open a game or start a new one to chat.</source>
        <translation>Öffne ein Spiel oder starte ein neues, um zu chatten.</translation>
    </message>
    <message>
        <source>There is no chat during a lesson.</source>
        <translation>Während einer Lektion gibt es keinen Chat.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>Not said.</source>
        <translation>Nicht gesagt.</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Ein Zuschauer</translation>
    </message>
    <message>
        <source>{who} undid: {what}</source>
        <translation>{who} hat rückgängig gemacht: {what}</translation>
    </message>
    <message>
        <source>{who} undid an action.</source>
        <translation>{who} hat eine Aktion rückgängig gemacht.</translation>
    </message>
    <message>
        <source>{who} redid: {what}</source>
        <translation>{who} hat wiederholt: {what}</translation>
    </message>
    <message>
        <source>{who} redid an action.</source>
        <translation>{who} hat eine Aktion wiederholt.</translation>
    </message>
    <message>
        <source>the spectators</source>
        <translation>die Zuschauer</translation>
    </message>
    <message>
        <source>Privacy curtain

Pass the device to {who}.
The table stays hidden until {who} is ready.</source>
        <translation>Sichtschutz

Gib das Gerät an {who} weiter.
Der Tisch bleibt verborgen, bis {who} bereit ist.</translation>
    </message>
    <message>
        <source>I am {who}: show my table</source>
        <translation>Ich bin {who}: meinen Tisch zeigen</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; details saved to {f}</source>
        <translation>tabletop hat beim {doing} einen internen Fehler festgestellt ({what}). Das ist ein Fehler in tabletop, kein Problem mit deiner Datei; Details gespeichert in {f}</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; the details are below (they could not be saved to a file).</source>
        <translation>tabletop hat beim {doing} einen internen Fehler festgestellt ({what}). Das ist ein Fehler in tabletop, kein Problem mit deiner Datei; die Details stehen unten (sie konnten nicht in eine Datei gespeichert werden).</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <source>{p} is a file where a folder should be</source>
        <translation>{p} ist eine Datei, wo ein Ordner sein sollte</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>keine Schreibberechtigung dort</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>die Festplatte ist schreibgeschützt</translation>
    </message>
    <message>
        <source>Saving and opening games needs the storage package, which this installation does not have yet.</source>
        <translation>Spiele speichern und öffnen braucht das Paket storage, das diese Installation noch nicht hat.</translation>
    </message>
    <message>
        <source>{p} is in the autosave folder, which keeps only the newest autosaves and deletes the others. Save the game somewhere else.</source>
        <translation>{p} liegt im Ordner der automatischen Sicherungen, der nur die neuesten behält und die anderen löscht. Speichere die Partie an einem anderen Ort.</translation>
    </message>
    <message>
        <source>This game can&apos;t be saved: its file would break the save format&apos;s limits and could never be opened again. Nothing was written; the game is still here.</source>
        <translation>Dieses Spiel kann nicht gespeichert werden: Seine Datei würde die Grenzen des Speicherformats sprengen und ließe sich nie wieder öffnen. Nichts wurde geschrieben; das Spiel ist noch da.</translation>
    </message>
    <message>
        <source>Could not save to {p}: {e}</source>
        <translation>Konnte nicht in {p} speichern: {e}</translation>
    </message>
    <message>
        <source>Could not save to {p}.</source>
        <translation>Konnte nicht in {p} speichern.</translation>
    </message>
    <message>
        <source>saving to {p}</source>
        <translation>Speichern in {p}</translation>
    </message>
    <message>
        <source>{p} is a shared board (one seat&apos;s view, read-only), not a game to play.</source>
        <translation>{p} ist ein geteiltes Brett (die Sicht eines Platzes, schreibgeschützt), kein Spiel zum Spielen.</translation>
    </message>
    <message>
        <source>{p} is a folder, not a game.</source>
        <translation>{p} ist ein Ordner, kein Spiel.</translation>
    </message>
    <message>
        <source>There is no file {p}.</source>
        <translation>Es gibt keine Datei {p}.</translation>
    </message>
    <message>
        <source>Could not read {p}: {e}</source>
        <translation>Konnte {p} nicht lesen: {e}</translation>
    </message>
    <message>
        <source>{p} is not a tabletop game or shared board this version can open.</source>
        <translation>{p} ist kein tabletop-Spiel und kein geteiltes Brett, das diese Version öffnen kann.</translation>
    </message>
    <message>
        <source>{p} is too big to open with the memory there is.</source>
        <translation>{p} ist zu groß, um es mit dem vorhandenen Speicher zu öffnen.</translation>
    </message>
    <message>
        <source>opening {p}</source>
        <translation>Öffnen von {p}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be played: its log does not lead to the board saved with it, or can&apos;t be read. The board is shown read-only as it was saved; the file is left as it is.</source>
        <translation>{p} kann nicht gespielt werden: Sein Protokoll führt nicht zu dem mit ihm gespeicherten Spielfeld oder kann nicht gelesen werden. Das Spielfeld wird schreibgeschützt so angezeigt, wie es gespeichert wurde; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>Could not write {p}: {e}</source>
        <translation>Konnte {p} nicht schreiben: {e}</translation>
    </message>
    <message>
        <source>Could not write {p}.</source>
        <translation>Konnte {p} nicht schreiben.</translation>
    </message>
    <message>
        <source>exporting to {p}</source>
        <translation>Exportieren nach {p}</translation>
    </message>
    <message>
        <source>Autosave failed: {e}.</source>
        <translation>Automatisches Speichern fehlgeschlagen: {e}.</translation>
    </message>
    <message>
        <source>Autosave failed: the game can&apos;t be saved.</source>
        <translation>Automatisches Speichern fehlgeschlagen: Das Spiel kann nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>autosaving</source>
        <translation>automatischen Speichern</translation>
    </message>
    <message>
        <source>Card images</source>
        <translation>Kartenbilder</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s pics folder, or SET/NAME.jpg files</source>
        <translation>Cockatrices pics-Ordner oder Dateien SET/NAME.jpg</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Your pictures folder</source>
        <translation>Dein Bilderordner</translation>
    </message>
    <message>
        <source>Download images of cards shown face up</source>
        <translation>Bilder offen gezeigter Karten herunterladen</translation>
    </message>
    <message>
        <source>One URL template a line; fields: {fields}. The first, {uri}, is the card data&apos;s own image (Scryfall).</source>
        <translation>Eine URL-Vorlage pro Zeile; Felder: {fields}. Das erste, {uri}, ist das Bild aus den Kartendaten (Scryfall).</translation>
    </message>
    <message>
        <source>Image sources</source>
        <translation>Bildquellen</translation>
    </message>
    <message>
        <source>Clear image cache</source>
        <translation>Bildercache leeren</translation>
    </message>
    <message numerus="yes">
        <source>%n cached image(s) removed</source>
        <translation>
            <numerusform>%n Bild aus dem Cache entfernt</numerusform>
            <numerusform>%n Bilder aus dem Cache entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}&apos;s {zone}, %n card(s)</source>
        <translation>
            <numerusform>{zone} von {seat}, %n Karte</numerusform>
            <numerusform>{zone} von {seat}, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>, top card: {name}</source>
        <translation>, oberste Karte: {name}</translation>
    </message>
    <message>
        <source>Lesson instruction</source>
        <translation>Anweisung der Lektion</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Retry this step</source>
        <translation>Schritt wiederholen</translation>
    </message>
    <message>
        <source>Back a step</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Undo your last action ({key}); if a card was seen, the table logs a take-back</source>
        <translation>Macht deine letzte Aktion rückgängig ({key}); wurde eine Karte gesehen, protokolliert der Tisch eine Rücknahme</translation>
    </message>
    <message>
        <source>Lesson feedback</source>
        <translation>Rückmeldung der Lektion</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <source>What the table says:</source>
        <translation>Was der Tisch sagt:</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Pick a lesson. You play it on the real table; the panel on the right explains every step.</source>
        <translation>Wähle eine Lektion. Du spielst sie auf dem echten Tisch; das Feld rechts erklärt jeden Schritt.</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Lektion starten</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>A known mistake</source>
        <translation>Ein bekannter Fehler</translation>
    </message>
    <message>
        <source>In this lesson you play as {seat}.</source>
        <translation>In dieser Lektion spielst du als {seat}.</translation>
    </message>
    <message>
        <source>This lesson can&apos;t go on: {e}</source>
        <translation>Diese Lektion kann nicht weitergehen: {e}</translation>
    </message>
    <message>
        <source>The table is back as it was when this step began.</source>
        <translation>Der Tisch ist wieder so wie zu Beginn dieses Schritts.</translation>
    </message>
    <message>
        <source>Back to the previous step.</source>
        <translation>Zurück zum vorigen Schritt.</translation>
    </message>
    <message>
        <source>This is the first step; it starts again.</source>
        <translation>Das ist der erste Schritt; er beginnt von vorn.</translation>
    </message>
    <message>
        <source>The lesson starts again.</source>
        <translation>Die Lektion beginnt von vorn.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Rules assist</source>
        <translation>Regelhilfe</translation>
    </message>
    <message>
        <source>Rules mode</source>
        <translation>Regelmodus</translation>
    </message>
    <message>
        <source>View as</source>
        <translation>Ansicht als</translation>
    </message>
    <message>
        <source>Leave the lesson first: a lesson is recorded from a game.</source>
        <translation>Verlasse zuerst die Lektion: Eine Lektion wird aus einem Spiel aufgezeichnet.</translation>
    </message>
    <message>
        <source>A lesson is being recorded already.</source>
        <translation>Es wird bereits eine Lektion aufgezeichnet.</translation>
    </message>
    <message>
        <source>Open a game or a position first: the lesson starts from it.</source>
        <translation>Öffne zuerst ein Spiel oder eine Stellung: Die Lektion beginnt dort.</translation>
    </message>
    <message>
        <source>You record as {seat}. Play this step&apos;s action on the table: it becomes the step&apos;s solution. For a known mistake, press &quot;Record a mistake&quot;, then do it: it is judged, not carried out. The lesson file holds the whole position, face-down cards and libraries included.</source>
        <translation>Du zeichnest als {seat} auf. Spiele die Aktion dieses Schritts auf dem Tisch: Sie wird die Lösung des Schritts. Für einen bekannten Fehler drücke „Fehler aufzeichnen“ und mache ihn dann: Er wird beurteilt, nicht ausgeführt. Die Lektionsdatei enthält die ganze Stellung, verdeckte Karten und Bibliotheken eingeschlossen.</translation>
    </message>
    <message>
        <source>Not carried into the lesson: {what}.</source>
        <translation>Nicht in die Lektion übernommen: {what}.</translation>
    </message>
    <message>
        <source>You record as {seat}.</source>
        <translation>Du zeichnest als {seat} auf.</translation>
    </message>
    <message>
        <source>Known mistake recorded, not carried out. The table says: {s} Say why it is wrong below.</source>
        <translation>Bekannter Fehler aufgezeichnet, nicht ausgeführt. Der Tisch sagt: {s} Sag unten, warum er falsch ist.</translation>
    </message>
    <message>
        <source>Recorded as this step&apos;s action: {what}. The table says: {s} Rules: {rules}.</source>
        <translation>Als Aktion dieses Schritts aufgezeichnet: {what}. Der Tisch sagt: {s} Regeln: {rules}.</translation>
    </message>
    <message>
        <source>none yet (a step needs one: record a mistake the rules refuse)</source>
        <translation>noch keiner (ein Schritt braucht einen: Zeichne einen Fehler auf, den die Regeln ablehnen)</translation>
    </message>
    <message>
        <source>The action is taken back: play the step&apos;s action again.</source>
        <translation>Die Aktion ist zurückgenommen: Spiele die Aktion des Schritts noch einmal.</translation>
    </message>
    <message>
        <source>Step {n} is recorded. Play the next step&apos;s action, or save the lesson.</source>
        <translation>Schritt {n} ist aufgezeichnet. Spiele die Aktion des nächsten Schritts oder speichere die Lektion.</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>Lektion speichern</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>Lektionen (*.json)</translation>
    </message>
    <message>
        <source>A recorded lesson</source>
        <translation>Eine aufgezeichnete Lektion</translation>
    </message>
    <message>
        <source>The lesson can&apos;t be saved yet.</source>
        <translation>Die Lektion kann noch nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>The lesson is too big to save: {n} bytes, at most {m}.</source>
        <translation>Die Lektion ist zu groß zum Speichern: {n} Bytes, höchstens {m}.</translation>
    </message>
    <message>
        <source>The lesson could not be written.</source>
        <translation>Die Lektion konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Saved to {path}: {check}, {steps} and {mistakes}.</source>
        <translation>Gespeichert unter {path}: {check}, {steps} und {mistakes}.</translation>
    </message>
    <message numerus="yes">
        <source>%n known mistake(s)</source>
        <translation>
            <numerusform>%n bekannter Fehler</numerusform>
            <numerusform>%n bekannte Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Record a lesson</source>
        <translation>Eine Lektion aufzeichnen</translation>
    </message>
    <message>
        <source>Now do the mistake on the table: it is judged, not carried out.</source>
        <translation>Mache jetzt den Fehler auf dem Tisch: Er wird beurteilt, nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation>Eine Lektionsdatei öffnen</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Lektionen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This lesson file can&apos;t be read:</source>
        <translation>Diese Lektionsdatei kann nicht gelesen werden:</translation>
    </message>
    <message>
        <source>This lesson does not pass the check, so it is not played:</source>
        <translation>Diese Lektion besteht die Prüfung nicht und wird daher nicht gespielt:</translation>
    </message>
    <message>
        <source>The lesson&apos;s title</source>
        <translation>Der Titel der Lektion</translation>
    </message>
    <message>
        <source>What the lesson teaches, in a sentence</source>
        <translation>Was die Lektion lehrt, in einem Satz</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Instruction: what the learner should do</source>
        <translation>Anweisung: was der Lernende tun soll</translation>
    </message>
    <message>
        <source>Hints, one a line</source>
        <translation>Hinweise, einer pro Zeile</translation>
    </message>
    <message>
        <source>Said when the step is done (optional)</source>
        <translation>Gesagt, wenn der Schritt erledigt ist (optional)</translation>
    </message>
    <message>
        <source>Known mistakes (the table&apos;s verdict; select one to say why):</source>
        <translation>Bekannte Fehler (das Urteil des Tisches; wähle einen, um zu sagen warum):</translation>
    </message>
    <message>
        <source>Why it is wrong, in your words</source>
        <translation>Warum es falsch ist, in deinen Worten</translation>
    </message>
    <message>
        <source>Forget this mistake</source>
        <translation>Diesen Fehler vergessen</translation>
    </message>
    <message>
        <source>Record a mistake</source>
        <translation>Fehler aufzeichnen</translation>
    </message>
    <message>
        <source>Take the action back</source>
        <translation>Die Aktion zurücknehmen</translation>
    </message>
    <message>
        <source>Finish this step</source>
        <translation>Diesen Schritt abschließen</translation>
    </message>
    <message>
        <source>Steps recorded:</source>
        <translation>Aufgezeichnete Schritte:</translation>
    </message>
    <message>
        <source>Lesson file</source>
        <translation>Lektionsdatei</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Stop recording</source>
        <translation>Aufzeichnung beenden</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Schritt {n}</translation>
    </message>
    <message>
        <source>Lesson summary: {t}</source>
        <translation>Zusammenfassung der Lektion: {t}</translation>
    </message>
    <message>
        <source>Lesson summary</source>
        <translation>Zusammenfassung der Lektion</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <source>Not what this step asks (nothing changed)</source>
        <translation>Nicht das, was dieser Schritt verlangt (nichts geändert)</translation>
    </message>
    <message>
        <source>Done; that doesn&apos;t finish this step</source>
        <translation>Erledigt; das schließt diesen Schritt nicht ab</translation>
    </message>
    <message>
        <source>The table can&apos;t do that</source>
        <translation>Das kann der Tisch nicht</translation>
    </message>
    <message>
        <source>The lesson is finished</source>
        <translation>Die Lektion ist beendet</translation>
    </message>
    <message>
        <source>rule {n}</source>
        <translation>Regel {n}</translation>
    </message>
    <message>
        <source>rules {n}</source>
        <translation>Regeln {n}</translation>
    </message>
    <message>
        <source>Rule {n}: {note}</source>
        <translation>Regel {n}: {note}</translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) done</source>
        <translation>
            <numerusform>%n Schritt erledigt</numerusform>
            <numerusform>Alle %n Schritte erledigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {i} of {n}</source>
        <translation>Schritt {i} von {n}</translation>
    </message>
    <message>
        <source>Rules in this step: {r}</source>
        <translation>Regeln in diesem Schritt: {r}</translation>
    </message>
    <message>
        <source>You play as {seat}.</source>
        <translation>Du spielst als {seat}.</translation>
    </message>
    <message>
        <source>Rules: {r}</source>
        <translation>Regeln: {r}</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>That library is empty.</source>
        <translation>Diese Bibliothek ist leer.</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>Welcher Spieler?</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Karten ziehen</translation>
    </message>
    <message>
        <source>Draw how many cards?</source>
        <translation>Wie viele Karten ziehen?</translation>
    </message>
    <message>
        <source>Mill cards</source>
        <translation>Karten mahlen</translation>
    </message>
    <message>
        <source>Mill how many cards?</source>
        <translation>Wie viele Karten mahlen?</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>%n Karte ziehen</numerusform>
            <numerusform>%n Karten ziehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mill %n card(s)</source>
        <translation>
            <numerusform>%n Karte mahlen</numerusform>
            <numerusform>%n Karten mahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the top cards</source>
        <translation>Die obersten Karten anschauen</translation>
    </message>
    <message>
        <source>Look at how many cards of {who}&apos;s library?</source>
        <translation>Wie viele Karten der Bibliothek von {who} anschauen?</translation>
    </message>
    <message>
        <source>Look at another library</source>
        <translation>Eine andere Bibliothek anschauen</translation>
    </message>
    <message>
        <source>Scry</source>
        <translation>Hellsicht</translation>
    </message>
    <message>
        <source>Surveil</source>
        <translation>Überwachen</translation>
    </message>
    <message>
        <source>{what} how many?</source>
        <translation>{what}: wie viele?</translation>
    </message>
    <message>
        <source>Look at the top {n} of {who}&apos;s library</source>
        <translation>Die obersten {n} der Bibliothek von {who} anschauen</translation>
    </message>
    <message>
        <source>Scry {n}</source>
        <translation>Hellsicht {n}</translation>
    </message>
    <message>
        <source>Surveil {n}</source>
        <translation>Überwachen {n}</translation>
    </message>
    <message>
        <source>The top {n} of {who}&apos;s library</source>
        <translation>Die obersten {n} der Bibliothek von {who}</translation>
    </message>
    <message numerus="yes">
        <source>Search {who}&apos;s library: %n card(s) to {to}</source>
        <translation>
            <numerusform>Bibliothek von {who} durchsuchen: %n Karte nach {to}</numerusform>
            <numerusform>Bibliothek von {who} durchsuchen: %n Karten nach {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n card(s) on the bottom</source>
        <translation>
            <numerusform>{who}: %n Karte unter die Bibliothek</numerusform>
            <numerusform>{who}: %n Karten unter die Bibliothek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, you took %n mulligan(s).</source>
        <translation>
            <numerusform>{who}, du hast %n Mulligan genommen.</numerusform>
            <numerusform>{who}, du hast %n Mulligans genommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) on the bottom of your library first.</source>
        <translation>
            <numerusform>Lege zuerst %n Karte unter deine Bibliothek.</numerusform>
            <numerusform>Lege zuerst %n Karten unter deine Bibliothek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, your hand after %n mulligan(s) holds {cards}. Keep it, or take another mulligan?</source>
        <translation>
            <numerusform>{who}, deine Hand nach %n Mulligan: {cards}. Behalten oder noch einen Mulligan nehmen?</numerusform>
            <numerusform>{who}, deine Hand nach %n Mulligans: {cards}. Behalten oder noch einen Mulligan nehmen?</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}, your opening hand holds {cards}. Keep it, or take a mulligan?</source>
        <translation>{who}, deine Starthand: {cards}. Behalten oder einen Mulligan nehmen?</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>You look at these cards, top first; they stay where they are.</source>
        <translation>Du schaust dir diese Karten an, oberste zuerst; sie bleiben, wo sie sind.</translation>
    </message>
    <message>
        <source>Put back the top cards: {t} on top, {b} on the bottom, {g} into the graveyard</source>
        <translation>Oberste Karten zurücklegen: {t} oben, {b} unten, {g} auf den Friedhof</translation>
    </message>
    <message>
        <source>Search another library</source>
        <translation>Eine andere Bibliothek durchsuchen</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library</source>
        <translation>Die Bibliothek von {who} durchsuchen</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library: found nothing</source>
        <translation>Bibliothek von {who} durchsuchen: nichts gefunden</translation>
    </message>
    <message>
        <source>Stop playing with the top card revealed</source>
        <translation>Nicht mehr mit offener oberster Karte spielen</translation>
    </message>
    <message>
        <source>Reveal your hand to</source>
        <translation>Deine Hand offenbaren gegenüber</translation>
    </message>
    <message>
        <source>Reveal your hand to {who}</source>
        <translation>Deine Hand {who} offenbaren</translation>
    </message>
    <message>
        <source>Draw step: draw a card</source>
        <translation>Ziehsegment: eine Karte ziehen</translation>
    </message>
    <message>
        <source>Begin the game</source>
        <translation>Das Spiel beginnen</translation>
    </message>
    <message>
        <source>{who}: mulligan</source>
        <translation>{who}: Mulligan</translation>
    </message>
    <message>
        <source>{who}: keep</source>
        <translation>{who}: behalten</translation>
    </message>
    <message>
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Keep this hand or take a mulligan.</source>
        <translation>Behalte diese Hand oder nimm einen Mulligan.</translation>
    </message>
    <message>
        <source>{who}: opening hand</source>
        <translation>{who}: Starthand</translation>
    </message>
    <message>
        <source>Put {k} on the bottom…</source>
        <translation>{k} unter die Bibliothek legen…</translation>
    </message>
    <message>
        <source>shuffles their library</source>
        <translation>mischt die eigene Bibliothek</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>zieht</translation>
    </message>
    <message>
        <source>moves a card</source>
        <translation>bewegt eine Karte</translation>
    </message>
    <message>
        <source>manifests</source>
        <translation>manifestiert</translation>
    </message>
    <message>
        <source>manifests dread</source>
        <translation>manifestiert das Grauen</translation>
    </message>
    <message>
        <source>cloaks</source>
        <translation>verhüllt</translation>
    </message>
    <message>
        <source>casts a spell</source>
        <translation>wirkt einen Zauberspruch</translation>
    </message>
    <message>
        <source>resolves a spell</source>
        <translation>verrechnet einen Zauberspruch</translation>
    </message>
    <message>
        <source>counters a spell</source>
        <translation>neutralisiert einen Zauberspruch</translation>
    </message>
    <message>
        <source>turns a permanent face up</source>
        <translation>deckt ein Permanent auf</translation>
    </message>
    <message>
        <source>turns a permanent face down</source>
        <translation>dreht ein Permanent verdeckt um</translation>
    </message>
    <message>
        <source>puts a card onto the battlefield</source>
        <translation>bringt eine Karte ins Spiel</translation>
    </message>
    <message>
        <source>peeks at a card</source>
        <translation>sieht sich eine Karte an</translation>
    </message>
    <message>
        <source>exiles a face-down permanent (Primordial Mist)</source>
        <translation>schickt ein verdecktes Permanent ins Exil (Primordial Mist)</translation>
    </message>
    <message>
        <source>plays a card</source>
        <translation>spielt eine Karte</translation>
    </message>
    <message>
        <source>transforms</source>
        <translation>transformiert</translation>
    </message>
    <message>
        <source>copies a permanent</source>
        <translation>kopiert ein Permanent</translation>
    </message>
    <message>
        <source>makes a copy</source>
        <translation>erstellt eine Kopie</translation>
    </message>
    <message>
        <source>applies an effect</source>
        <translation>wendet einen Effekt an</translation>
    </message>
    <message>
        <source>gains control</source>
        <translation>erlangt die Kontrolle</translation>
    </message>
    <message>
        <source>taps a permanent</source>
        <translation>tappt ein Permanent</translation>
    </message>
    <message>
        <source>untaps a permanent</source>
        <translation>enttappt ein Permanent</translation>
    </message>
    <message>
        <source>changes counters</source>
        <translation>ändert Marken</translation>
    </message>
    <message>
        <source>attaches</source>
        <translation>legt an</translation>
    </message>
    <message>
        <source>deals damage</source>
        <translation>fügt Schaden zu</translation>
    </message>
    <message>
        <source>moves to the next step</source>
        <translation>geht zum nächsten Segment</translation>
    </message>
    <message>
        <source>rearranges face-down cards</source>
        <translation>ordnet verdeckte Karten neu</translation>
    </message>
    <message>
        <source>leaves the game</source>
        <translation>verlässt das Spiel</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>beendet das Spiel</translation>
    </message>
    <message>
        <source>moves a permanent</source>
        <translation>bewegt ein Permanent</translation>
    </message>
    <message>
        <source>reveals</source>
        <translation>offenbart</translation>
    </message>
    <message>
        <source>answers a request</source>
        <translation>beantwortet eine Anfrage</translation>
    </message>
    <message>
        <source>withdraws a request</source>
        <translation>zieht eine Anfrage zurück</translation>
    </message>
    <message>
        <source>changes table trust</source>
        <translation>ändert das Tischvertrauen</translation>
    </message>
    <message>
        <source>does something else</source>
        <translation>tut etwas anderes</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source> (rules assist overridden)</source>
        <translation> (Regelhilfe übergangen)</translation>
    </message>
    <message>
        <source> (asked, waiting for an answer)</source>
        <translation> (angefragt, wartet auf Antwort)</translation>
    </message>
    <message>
        <source>revealed{tag}: {name}</source>
        <translation>offenbart{tag}: {name}</translation>
    </message>
    <message>
        <source>turned face up: {name}</source>
        <translation>aufgedeckt: {name}</translation>
    </message>
    <message>
        <source>played {name}</source>
        <translation>{name} gespielt</translation>
    </message>
    <message>
        <source>{step}, turn {t}, {p}</source>
        <translation>{step}, Zug {t}, {p}</translation>
    </message>
    <message>
        <source>{name} triggers</source>
        <translation>{name} löst aus</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Show in the preview</source>
        <translation>In der Vorschau zeigen</translation>
    </message>
    <message>
        <source>The table changed while the menu was open: open it again.</source>
        <translation>Der Tisch hat sich geändert, während das Menü offen war: öffne es erneut.</translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Asking the host how it may turn face up…</source>
        <translation>Frage den Host, wie sie aufgedeckt werden kann…</translation>
    </message>
    <message>
        <source>Only its controller may turn it face up</source>
        <translation>Nur ihr Beherrscher darf sie aufdecken</translation>
    </message>
    <message>
        <source>{what}: {cost}</source>
        <translation>{what}: {cost}</translation>
    </message>
    <message>
        <source>Exile to play ({source})</source>
        <translation>Ins Exil schicken, um sie zu spielen ({source})</translation>
    </message>
    <message>
        <source>{what} — not allowed: {why}</source>
        <translation>{what} — nicht erlaubt: {why}</translation>
    </message>
    <message>
        <source>Activate: {ability}</source>
        <translation>Aktivieren: {ability}</translation>
    </message>
    <message>
        <source>By an effect (no cost)</source>
        <translation>Durch einen Effekt (keine Kosten)</translation>
    </message>
    <message>
        <source>Turn {what} face up {how}</source>
        <translation>{what} {how} aufdecken</translation>
    </message>
    <message>
        <source>Turn {what} face up</source>
        <translation>{what} aufdecken</translation>
    </message>
    <message>
        <source>Cast face down</source>
        <translation>Verdeckt wirken</translation>
    </message>
    <message>
        <source>Cast face down ({m})</source>
        <translation>Verdeckt wirken ({m})</translation>
    </message>
    <message>
        <source>Cast a card face down ({m})</source>
        <translation>Eine Karte verdeckt wirken ({m})</translation>
    </message>
    <message>
        <source>{card} can&apos;t be cast face down: it has no morph, megamorph or disguise.</source>
        <translation>{card} kann nicht verdeckt gewirkt werden: Die Karte hat weder Morph noch Megamorph noch Tarnung.</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Methode:</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n mode(s) of {card}.</source>
        <translation>
            <numerusform>Bestimme %n Modus von {card}.</numerusform>
            <numerusform>Bestimme %n Modi von {card}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose from {least} to {most} of the modes of {card}.</source>
        <translation>Bestimme {least} bis {most} der Modi von {card}.</translation>
    </message>
    <message>
        <source>Resolve {card}</source>
        <translation>{card} verrechnen</translation>
    </message>
    <message>
        <source>How long:</source>
        <translation>Wie lange:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>{name} (#{n})</source>
        <translation>{name} (#{n})</translation>
    </message>
    <message>
        <source>face-down #{n}</source>
        <translation>verdeckt #{n}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>jemand</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} no longer plays with the top card of their library revealed{by}.</source>
        <translation>{who} spielt nicht mehr mit offener oberster Karte der Bibliothek{by}.</translation>
    </message>
    <message>
        <source>: {card} is on top</source>
        <translation>: {card} liegt oben</translation>
    </message>
    <message>
        <source>{who} plays with the top card of their library revealed{by}{top}.</source>
        <translation>{who} spielt mit offener oberster Karte der Bibliothek{by}{top}.</translation>
    </message>
    <message>
        <source>Note on {card}: “{text}”.</source>
        <translation>Notiz auf {card}: „{text}“.</translation>
    </message>
    <message>
        <source>The note on {card} was taken off.</source>
        <translation>Die Notiz auf {card} wurde entfernt.</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>{n} d{s}</source>
        <translation>{n} W{s}</translation>
    </message>
    <message>
        <source>a d{s}</source>
        <translation>einen W{s}</translation>
    </message>
    <message>
        <source>another way</source>
        <translation>auf andere Weise</translation>
    </message>
    <message>
        <source>, chosen: {modes}</source>
        <translation>, bestimmt: {modes}</translation>
    </message>
    <message>
        <source>, a token copy of {card}</source>
        <translation>, eine Spielsteinkopie von {card}</translation>
    </message>
    <message>
        <source> (paid)</source>
        <translation> (bezahlt)</translation>
    </message>
    <message>
        <source> to {who}</source>
        <translation> an {who}</translation>
    </message>
    <message>
        <source> face down</source>
        <translation> verdeckt</translation>
    </message>
    <message>
        <source>An ability</source>
        <translation>Eine Fähigkeit</translation>
    </message>
    <message>
        <source>a card it names has left</source>
        <translation>eine genannte Karte ist nicht mehr da</translation>
    </message>
    <message>
        <source>a player left the game</source>
        <translation>ein Spieler hat das Spiel verlassen</translation>
    </message>
    <message>
        <source>Table trust is on ({who}): players act on each other&apos;s things without asking.</source>
        <translation>Tischvertrauen ist an ({who}): Spieler handeln ohne Nachfrage mit den Sachen der anderen.</translation>
    </message>
    <message>
        <source>Table trust is on: players act on each other&apos;s things without asking.</source>
        <translation>Tischvertrauen ist an: Spieler handeln ohne Nachfrage mit den Sachen der anderen.</translation>
    </message>
    <message>
        <source>Table trust is off ({who}): acting on another&apos;s things asks them.</source>
        <translation>Tischvertrauen ist aus ({who}): Wer mit den Sachen anderer handelt, fragt sie.</translation>
    </message>
    <message>
        <source>Table trust is off: acting on another&apos;s things asks them.</source>
        <translation>Tischvertrauen ist aus: Wer mit den Sachen anderer handelt, fragt sie.</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>nimmt an:</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>lehnt ab:</translation>
    </message>
    <message>
        <source>it no longer applies</source>
        <translation>sie gilt nicht mehr</translation>
    </message>
    <message>
        <source>Something else happened on the table.</source>
        <translation>Auf dem Tisch ist noch etwas anderes passiert.</translation>
    </message>
    <message>
        <source>Look at the top cards (effect)…</source>
        <translation>Die obersten Karten anschauen (Effekt)…</translation>
    </message>
    <message>
        <source>Search this library (effect)…</source>
        <translation>Diese Bibliothek durchsuchen (Effekt)…</translation>
    </message>
    <message>
        <source>Manifest dread</source>
        <translation>Das Grauen manifestieren</translation>
    </message>
    <message>
        <source>Manifest one; the other goes to your graveyard.</source>
        <translation>Manifestiere eine; die andere kommt auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>(unattach)</source>
        <translation>(lösen)</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Attach to:</source>
        <translation>Anlegen an:</translation>
    </message>
    <message>
        <source>Apply an effect</source>
        <translation>Einen Effekt anwenden</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>Effekt:</translation>
    </message>
    <message>
        <source>manifested</source>
        <translation>manifestiert</translation>
    </message>
    <message>
        <source>manifested (dread)</source>
        <translation>manifestiert (Grauen)</translation>
    </message>
    <message>
        <source>cloaked</source>
        <translation>verhüllt</translation>
    </message>
    <message>
        <source>morph</source>
        <translation>Morph</translation>
    </message>
    <message>
        <source>megamorph</source>
        <translation>Megamorph</translation>
    </message>
    <message>
        <source>disguised</source>
        <translation>getarnt</translation>
    </message>
    <message>
        <source>by an effect</source>
        <translation>durch einen Effekt</translation>
    </message>
    <message>
        <source>Untap</source>
        <translation>Enttappen</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Versorgung</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>First main</source>
        <translation>Erste Hauptphase</translation>
    </message>
    <message>
        <source>Beginning of combat</source>
        <translation>Beginn des Kampfes</translation>
    </message>
    <message>
        <source>Declare attackers</source>
        <translation>Angreifer deklarieren</translation>
    </message>
    <message>
        <source>Declare blockers</source>
        <translation>Blocker deklarieren</translation>
    </message>
    <message>
        <source>Combat damage</source>
        <translation>Kampfschaden</translation>
    </message>
    <message>
        <source>End of combat</source>
        <translation>Ende des Kampfes</translation>
    </message>
    <message>
        <source>Second main</source>
        <translation>Zweite Hauptphase</translation>
    </message>
    <message>
        <source>End step</source>
        <translation>Endsegment</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <source>library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>battlefield</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <source>graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <source>exile</source>
        <translation>Exil</translation>
    </message>
    <message>
        <source>command zone</source>
        <translation>Kommandozone</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>outside of the game</source>
        <translation>außerhalb des Spiels</translation>
    </message>
    <message>
        <source>for its mana cost</source>
        <translation>für ihre Manakosten</translation>
    </message>
    <message>
        <source>for its morph cost</source>
        <translation>für ihre Morphkosten</translation>
    </message>
    <message>
        <source>for its megamorph cost</source>
        <translation>für ihre Megamorphkosten</translation>
    </message>
    <message>
        <source>for its disguise cost</source>
        <translation>für ihre Tarnungskosten</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>streng</translation>
    </message>
    <message>
        <source>assist</source>
        <translation>helfend</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>a spell was cast</source>
        <translation>ein Zauberspruch wurde gewirkt</translation>
    </message>
    <message>
        <source>it entered the battlefield</source>
        <translation>es kam ins Spiel</translation>
    </message>
    <message>
        <source>it was turned face up</source>
        <translation>es wurde aufgedeckt</translation>
    </message>
    <message>
        <source>dread was manifested</source>
        <translation>das Grauen wurde manifestiert</translation>
    </message>
    <message>
        <source>a creature died</source>
        <translation>eine Kreatur ist gestorben</translation>
    </message>
    <message>
        <source>a step began</source>
        <translation>ein Segment hat begonnen</translation>
    </message>
    <message>
        <source>a spell targeted it</source>
        <translation>ein Zauberspruch hat es als Ziel gewählt</translation>
    </message>
    <message>
        <source>until end of turn</source>
        <translation>bis zum Ende des Zuges</translation>
    </message>
    <message>
        <source>until the end of their next turn</source>
        <translation>bis zum Ende des nächsten eigenen Zuges</translation>
    </message>
    <message>
        <source>with no end</source>
        <translation>ohne Ende</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>tails</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>Karten ziehen</translation>
    </message>
    <message>
        <source>mill cards</source>
        <translation>Karten mahlen</translation>
    </message>
    <message>
        <source>look at the top of a library</source>
        <translation>die oberen Karten einer Bibliothek ansehen</translation>
    </message>
    <message>
        <source>arrange the top of a library</source>
        <translation>die oberen Karten einer Bibliothek ordnen</translation>
    </message>
    <message>
        <source>search a library</source>
        <translation>eine Bibliothek durchsuchen</translation>
    </message>
    <message>
        <source>shuffle a library</source>
        <translation>eine Bibliothek mischen</translation>
    </message>
    <message>
        <source>move a card</source>
        <translation>eine Karte bewegen</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>manifestieren</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>das Grauen manifestieren</translation>
    </message>
    <message>
        <source>cloak</source>
        <translation>verhüllen</translation>
    </message>
    <message>
        <source>cast a spell</source>
        <translation>einen Zauberspruch wirken</translation>
    </message>
    <message>
        <source>resolve a spell</source>
        <translation>einen Zauberspruch verrechnen</translation>
    </message>
    <message>
        <source>counter a spell</source>
        <translation>einen Zauberspruch neutralisieren</translation>
    </message>
    <message>
        <source>turn a permanent face up</source>
        <translation>ein Permanent aufdecken</translation>
    </message>
    <message>
        <source>turn a permanent face down</source>
        <translation>ein Permanent verdeckt umdrehen</translation>
    </message>
    <message>
        <source>put a card onto the battlefield</source>
        <translation>eine Karte ins Spiel bringen</translation>
    </message>
    <message>
        <source>look at a face-down card</source>
        <translation>eine verdeckte Karte ansehen</translation>
    </message>
    <message>
        <source>exile a face-down permanent to play it</source>
        <translation>ein verdecktes Permanent ins Exil schicken, um es zu spielen</translation>
    </message>
    <message>
        <source>transform a permanent</source>
        <translation>ein Permanent transformieren</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>eine Karte spielen</translation>
    </message>
    <message>
        <source>create a token copy</source>
        <translation>eine Spielsteinkopie erzeugen</translation>
    </message>
    <message>
        <source>make a copy</source>
        <translation>eine Kopie machen</translation>
    </message>
    <message>
        <source>apply an effect</source>
        <translation>einen Effekt anwenden</translation>
    </message>
    <message>
        <source>gain control</source>
        <translation>die Kontrolle erlangen</translation>
    </message>
    <message>
        <source>tap a permanent</source>
        <translation>ein Permanent tappen</translation>
    </message>
    <message>
        <source>untap a permanent</source>
        <translation>ein Permanent enttappen</translation>
    </message>
    <message>
        <source>attach a permanent</source>
        <translation>ein Permanent anlegen</translation>
    </message>
    <message>
        <source>change counters</source>
        <translation>Marken ändern</translation>
    </message>
    <message>
        <source>deal damage</source>
        <translation>Schaden zufügen</translation>
    </message>
    <message>
        <source>go to the next step</source>
        <translation>zum nächsten Segment gehen</translation>
    </message>
    <message>
        <source>rearrange face-down cards</source>
        <translation>verdeckte Karten umordnen</translation>
    </message>
    <message>
        <source>leave the game</source>
        <translation>das Spiel verlassen</translation>
    </message>
    <message>
        <source>end the game</source>
        <translation>das Spiel beenden</translation>
    </message>
    <message>
        <source>move a permanent on the table</source>
        <translation>ein Permanent auf dem Tisch verschieben</translation>
    </message>
    <message>
        <source>reveal cards</source>
        <translation>Karten offenbaren</translation>
    </message>
    <message>
        <source>take a mulligan</source>
        <translation>einen Mulligan nehmen</translation>
    </message>
    <message>
        <source>put cards on the bottom of a library</source>
        <translation>Karten unter eine Bibliothek legen</translation>
    </message>
    <message>
        <source>keep a hand</source>
        <translation>eine Hand behalten</translation>
    </message>
    <message>
        <source>change a life total</source>
        <translation>einen Lebenspunktestand ändern</translation>
    </message>
    <message>
        <source>change a player&apos;s counters</source>
        <translation>die Marken eines Spielers ändern</translation>
    </message>
    <message>
        <source>create a token</source>
        <translation>einen Spielstein erzeugen</translation>
    </message>
    <message>
        <source>roll dice</source>
        <translation>würfeln</translation>
    </message>
    <message>
        <source>flip a coin</source>
        <translation>eine Münze werfen</translation>
    </message>
    <message>
        <source>write a note</source>
        <translation>eine Notiz schreiben</translation>
    </message>
    <message>
        <source>draw an arrow</source>
        <translation>einen Pfeil zeichnen</translation>
    </message>
    <message>
        <source>clear the arrows</source>
        <translation>die Pfeile entfernen</translation>
    </message>
    <message>
        <source>untap all permanents</source>
        <translation>alle Permanents enttappen</translation>
    </message>
    <message>
        <source>play with the top card revealed</source>
        <translation>mit offener oberster Karte spielen</translation>
    </message>
    <message>
        <source>chat</source>
        <translation>chatten</translation>
    </message>
    <message>
        <source>answer a request</source>
        <translation>eine Anfrage beantworten</translation>
    </message>
    <message>
        <source>withdraw a request</source>
        <translation>eine Anfrage zurückziehen</translation>
    </message>
    <message>
        <source>change table trust</source>
        <translation>das Tischvertrauen ändern</translation>
    </message>
    <message>
        <source>change the rules mode</source>
        <translation>den Regelmodus ändern</translation>
    </message>
    <message>
        <source>take back</source>
        <translation>zurücknehmen</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>ein Ereignis</translation>
    </message>
    <message>
        <source>for a while</source>
        <translation>für eine Weile</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>eine Aktion</translation>
    </message>
    <message>
        <source>another mode</source>
        <translation>ein anderer Modus</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <source>Allowed (cost)</source>
        <translation>Erlaubt (Kosten)</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Revealed instead</source>
        <translation>Stattdessen offenbart</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Put {what} onto the battlefield</source>
        <translation>{what} ins Spiel bringen</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s hand</source>
        <translation>{what} auf die Hand des Besitzers nehmen</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s graveyard</source>
        <translation>{what} auf den Friedhof des Besitzers legen</translation>
    </message>
    <message>
        <source>Exile {what}</source>
        <translation>{what} ins Exil schicken</translation>
    </message>
    <message>
        <source>Put {what} on top of its owner&apos;s library</source>
        <translation>{what} oben auf die Bibliothek des Besitzers legen</translation>
    </message>
    <message>
        <source>Put {what} into the command zone</source>
        <translation>{what} in die Kommandozone legen</translation>
    </message>
    <message>
        <source>Put {what} onto the stack</source>
        <translation>{what} auf den Stapel legen</translation>
    </message>
    <message>
        <source>Move {what} to another zone</source>
        <translation>{what} in eine andere Zone bewegen</translation>
    </message>
    <message>
        <source>another step</source>
        <translation>ein anderes Segment</translation>
    </message>
    <message>
        <source>another zone</source>
        <translation>eine andere Zone</translation>
    </message>
    <message>
        <source>priority: {p}</source>
        <translation>Priorität: {p}</translation>
    </message>
    <message>
        <source>a spell is resolving: nobody has priority</source>
        <translation>ein Zauberspruch wird verrechnet: niemand hat Priorität</translation>
    </message>
    <message>
        <source>nobody has priority</source>
        <translation>niemand hat Priorität</translation>
    </message>
    <message>
        <source>disguise</source>
        <translation>Tarnung</translation>
    </message>
    <message>
        <source>mana cost</source>
        <translation>Manakosten</translation>
    </message>
    <message>
        <source>an effect ({source})</source>
        <translation>ein Effekt ({source})</translation>
    </message>
    <message>
        <source>face-down #{n}, {method}</source>
        <translation>verdeckt #{n}, {method}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Spielstein</translation>
    </message>
    <message>
        <source>in {zone}</source>
        <translation>in: {zone}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>getappt</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n} Schaden</translation>
    </message>
    <message>
        <source>attached</source>
        <translation>angelegt</translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation>Notiz: {text}</translation>
    </message>
    <message>
        <source>Entry #{n}, method: {m}</source>
        <translation>Eintrag #{n}, Methode: {m}</translation>
    </message>
    <message>
        <source>{p} may play it ({s})</source>
        <translation>{p} darf sie spielen ({s})</translation>
    </message>
    <message>
        <source>This invite can&apos;t be used: {why}</source>
        <translation>Diese Einladung kann nicht verwendet werden: {why}</translation>
    </message>
    <message>
        <source>The host speaks another version of the protocol: {why}</source>
        <translation>Der Host spricht eine andere Version des Protokolls: {why}</translation>
    </message>
    <message>
        <source>Can&apos;t join the table: {why}</source>
        <translation>Kann dem Tisch nicht beitreten: {why}</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Einem Netzwerkspiel beitreten</translation>
    </message>
    <message>
        <source>Open the invite file the host sent you, or paste its text here.</source>
        <translation>Öffne die Einladungsdatei, die dir der Host geschickt hat, oder füge ihren Text hier ein.</translation>
    </message>
    <message>
        <source>Open an invite file…</source>
        <translation>Eine Einladungsdatei öffnen…</translation>
    </message>
    <message>
        <source>Invite text</source>
        <translation>Einladungstext</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Open an invite</source>
        <translation>Eine Einladung öffnen</translation>
    </message>
    <message>
        <source>Invites (*.invite);;All files (*)</source>
        <translation>Einladungen (*.invite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>open an invite file or paste its text first</source>
        <translation>öffne zuerst eine Einladungsdatei oder füge ihren Text ein</translation>
    </message>
    <message>
        <source>the pasted invite</source>
        <translation>die eingefügte Einladung</translation>
    </message>
    <message>
        <source>Connecting to {url} as {who}…</source>
        <translation>Verbinde mit {url} als {who}…</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Spectator {n}</source>
        <translation>Zuschauer {n}</translation>
    </message>
    <message>
        <source>Hosting {game} at {url}</source>
        <translation>{game} wird auf {url} gehostet</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Ein Netzwerkspiel hosten</translation>
    </message>
    <message>
        <source>Invite the seats others will play; you play the others at this table. An invite file is written for each seat and spectator: send each player theirs (it holds their password).</source>
        <translation>Lade die Plätze ein, die andere spielen; du spielst die übrigen an diesem Tisch. Für jeden Platz und Zuschauer wird eine Einladungsdatei geschrieben: Schicke jedem Spieler seine (sie enthält sein Passwort).</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Einladen</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>Zuschauer dürfen chatten</translation>
    </message>
    <message>
        <source>HOST:PORT to listen on; port 0 picks a free one. 0.0.0.0 listens on every address.</source>
        <translation>HOST:PORT zum Lauschen; Port 0 wählt einen freien. 0.0.0.0 lauscht auf jeder Adresse.</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Lauschen auf</translation>
    </message>
    <message>
        <source>(optional) HOST:PORT the others connect to</source>
        <translation>(optional) HOST:PORT, mit dem sich die anderen verbinden</translation>
    </message>
    <message>
        <source>Address in invites</source>
        <translation>Adresse in Einladungen</translation>
    </message>
    <message>
        <source>TLS (a self-signed certificate the invites pin)</source>
        <translation>TLS (ein selbstsigniertes Zertifikat, das die Einladungen festlegen)</translation>
    </message>
    <message>
        <source>Invites folder</source>
        <translation>Einladungsordner</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hosten</translation>
    </message>
    <message>
        <source>Invite at least one seat or spectator.</source>
        <translation>Lade mindestens einen Platz oder Zuschauer ein.</translation>
    </message>
    <message>
        <source>Listen on: {why}</source>
        <translation>Lauschen auf: {why}</translation>
    </message>
    <message>
        <source>Address in invites: {why}</source>
        <translation>Adresse in Einladungen: {why}</translation>
    </message>
    <message>
        <source>Choose the folder the invites are written to.</source>
        <translation>Wähle den Ordner, in den die Einladungen geschrieben werden.</translation>
    </message>
    <message>
        <source>Open a game or start a new one to host it.</source>
        <translation>Öffne ein Spiel oder starte ein neues, um es zu hosten.</translation>
    </message>
    <message>
        <source>This game is hosted already.</source>
        <translation>Dieses Spiel wird bereits gehostet.</translation>
    </message>
    <message>
        <source>Starting the server…</source>
        <translation>Server wird gestartet…</translation>
    </message>
    <message>
        <source>Hosting: invites written to {folder}</source>
        <translation>Gehostet: Einladungen in {folder} geschrieben</translation>
    </message>
    <message>
        <source>Can&apos;t host this game: {why}</source>
        <translation>Dieses Spiel kann nicht gehostet werden: {why}</translation>
    </message>
    <message>
        <source>Host a network game first: Game → Host a network game…</source>
        <translation>Hoste zuerst ein Netzwerkspiel: Spiel → Ein Netzwerkspiel hosten…</translation>
    </message>
    <message>
        <source>Nobody was invited to this game.</source>
        <translation>Zu diesem Spiel wurde niemand eingeladen.</translation>
    </message>
    <message>
        <source>Issue a new invite</source>
        <translation>Eine neue Einladung ausstellen</translation>
    </message>
    <message>
        <source>A new invite for (their old invite stops working, the others play on):</source>
        <translation>Eine neue Einladung für (die alte Einladung funktioniert nicht mehr, die anderen spielen weiter):</translation>
    </message>
    <message>
        <source>Write the new invite into</source>
        <translation>Die neue Einladung schreiben nach</translation>
    </message>
    <message>
        <source>New invite written to {path}; the old one no longer works.</source>
        <translation>Neue Einladung nach {path} geschrieben; die alte funktioniert nicht mehr.</translation>
    </message>
    <message>
        <source>Can&apos;t issue a new invite: {why}</source>
        <translation>Kann keine neue Einladung ausstellen: {why}</translation>
    </message>
    <message>
        <source>Host disconnected — read-only until it returns</source>
        <translation>Host getrennt — schreibgeschützt, bis er zurückkehrt</translation>
    </message>
    <message>
        <source>Your invite was replaced by the host: this window can no longer act. Ask the host for your new invite.</source>
        <translation>Deine Einladung wurde vom Host ersetzt: Dieses Fenster kann nicht mehr handeln. Bitte den Host um deine neue Einladung.</translation>
    </message>
    <message>
        <source>The host closed this seat&apos;s connection: this window can no longer act.</source>
        <translation>Der Host hat die Verbindung dieses Platzes geschlossen: Dieses Fenster kann nicht mehr handeln.</translation>
    </message>
    <message>
        <source>A spectator can&apos;t act on the game.</source>
        <translation>Ein Zuschauer kann nicht ins Spiel eingreifen.</translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n mulligan(s), {state}</source>
        <translation>
            <numerusform>{who}: %n Mulligan, {state}</numerusform>
            <numerusform>{who}: %n Mulligans, {state}</numerusform>
        </translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>At a network table only undo is asked of the host.</source>
        <translation>An einem Netzwerktisch wird nur das Rückgängigmachen beim Host angefragt.</translation>
    </message>
    <message>
        <source>The host refused it.</source>
        <translation>Der Host hat es abgelehnt.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Undo my last action (ask the host)</source>
        <translation>Meine letzte Aktion rückgängig machen (den Host fragen)</translation>
    </message>
    <message>
        <source>the host: disconnected</source>
        <translation>der Host: getrennt</translation>
    </message>
    <message>
        <source>Network table {game} as {who}</source>
        <translation>Netzwerktisch {game} als {who}</translation>
    </message>
    <message>
        <source>Rules assist: the host judges every action ({mode} mode)</source>
        <translation>Regelhilfe: Der Host beurteilt jede Aktion (Modus {mode})</translation>
    </message>
    <message>
        <source>Rules assist: the host does not answer; nothing can be done until it returns</source>
        <translation>Regelhilfe: Der Host antwortet nicht; bis er zurückkehrt, geht nichts</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>behalten</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>entscheidet noch</translation>
    </message>
    <message>
        <source>Opening hands: {list}</source>
        <translation>Starthände: {list}</translation>
    </message>
    <message>
        <source>New game from two decklists</source>
        <translation>Neues Spiel aus zwei Decklisten</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>Open deck file…</source>
        <translation>Deckdatei öffnen…</translation>
    </message>
    <message>
        <source>From the deck editor</source>
        <translation>Aus dem Deck-Editor</translation>
    </message>
    <message>
        <source>The deck open in the deck editor</source>
        <translation>Das im Deck-Editor geöffnete Deck</translation>
    </message>
    <message>
        <source>Deck files opened for this seat before</source>
        <translation>Für diesen Platz bereits geöffnete Deckdateien</translation>
    </message>
    <message>
        <source>Recent deck files…</source>
        <translation>Zuletzt geöffnete Deckdateien…</translation>
    </message>
    <message>
        <source>Start without the unknown cards</source>
        <translation>Ohne die unbekannten Karten beginnen</translation>
    </message>
    <message>
        <source>Decklist</source>
        <translation>Deckliste</translation>
    </message>
    <message>
        <source>…and {n} more unknown cards</source>
        <translation>…und {n} weitere unbekannte Karten</translation>
    </message>
    <message>
        <source>Line {line}: “{name}” is not in the card database.</source>
        <translation>Zeile {line}: „{name}“ ist nicht in der Kartendatenbank.</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database.</source>
        <translation>„{name}“ ist nicht in der Kartendatenbank.</translation>
    </message>
    <message>
        <source>Did you mean:</source>
        <translation>Meintest du:</translation>
    </message>
    <message>
        <source>Write “{new}” for “{old}” on line {line}</source>
        <translation>„{new}“ statt „{old}“ in Zeile {line} schreiben</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Who goes first</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <source>20 for a usual game, 40 for commander; any value</source>
        <translation>20 für ein übliches Spiel, 40 für Commander; jeder Wert</translation>
    </message>
    <message>
        <source>Starting life</source>
        <translation>Startlebenspunkte</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game yet: fix the lines shown (or tick “Start without the unknown cards”).</source>
        <translation>Mit diesen Decklisten kann noch kein Spiel beginnen: Korrigiere die angezeigten Zeilen (oder wähle „Ohne die unbekannten Karten beginnen“).</translation>
    </message>
    <message>
        <source>Cards the database lacks can be added from a card file: tabletop cards import FILE</source>
        <translation>Karten, die der Datenbank fehlen, lassen sich aus einer Kartendatei hinzufügen: tabletop cards import FILE</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game: {e}</source>
        <translation>Mit diesen Decklisten kann kein Spiel beginnen: {e}</translation>
    </message>
    <message>
        <source>Open a deck file</source>
        <translation>Eine Deckdatei öffnen</translation>
    </message>
    <message>
        <source>No deck editor is open.</source>
        <translation>Kein Deck-Editor ist geöffnet.</translation>
    </message>
    <message>
        <source>Decks (*.cod *.dek *.dck *.dec *.txt);;All files (*)</source>
        <translation>Decks (*.cod *.dek *.dck *.dec *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>Hauptdeck</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>Sideboard</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Kommandeur</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Gefährte</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Colourless</source>
        <translation>Farblos</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Spontanzauber</translation>
    </message>
    <message>
        <source>Sorcery</source>
        <translation>Hexerei</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <translation>Verzauberung</translation>
    </message>
    <message>
        <source>Planeswalker</source>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>Legendär</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>Kreaturen</translation>
    </message>
    <message>
        <source>Planeswalkers</source>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Kämpfe</translation>
    </message>
    <message>
        <source>Instants</source>
        <translation>Spontanzauber</translation>
    </message>
    <message>
        <source>Sorceries</source>
        <translation>Hexereien</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefakte</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>Verzauberungen</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>Länder</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Andere</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>Unbekannte Karten</translation>
    </message>
    <message>
        <source>Search: a name or rules text, in any language</source>
        <translation>Suche: ein Name oder Regeltext, in jeder Sprache</translation>
    </message>
    <message>
        <source>Part of a card&apos;s name or words of its rules text, in any of the database&apos;s languages (Ctrl+F)</source>
        <translation>Ein Teil des Kartennamens oder Wörter seines Regeltexts, in jeder Sprache der Datenbank (Strg+F)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>MV</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Mana value</source>
        <translation>Manabetrag</translation>
    </message>
    <message>
        <source>Enter, + or a double click: add to the main deck; Shift+Enter: add to the sideboard</source>
        <translation>Eingabe, + oder Doppelklick: zum Hauptdeck hinzufügen; Umschalt+Eingabe: zum Sideboard hinzufügen</translation>
    </message>
    <message>
        <source>A word of the type line: Creature, Instant, Elf, Legendary…</source>
        <translation>Ein Wort der Typzeile: Kreatur, Spontanzauber, Elf, Legendär…</translation>
    </message>
    <message>
        <source>{colour}: cards of this colour (ticked colours: any of them)</source>
        <translation>{colour}: Karten dieser Farbe (angekreuzte Farben: eine davon)</translation>
    </message>
    <message>
        <source>Mana value: any, equal to, at most, at least</source>
        <translation>Manabetrag: beliebig, gleich, höchstens, mindestens</translation>
    </message>
    <message>
        <source>Add to main</source>
        <translation>Zum Hauptdeck</translation>
    </message>
    <message>
        <source>Add one to the main deck (Enter)</source>
        <translation>Eine zum Hauptdeck hinzufügen (Eingabe)</translation>
    </message>
    <message>
        <source>Add to sideboard</source>
        <translation>Zum Sideboard</translation>
    </message>
    <message>
        <source>Add one to the sideboard (Shift+Enter)</source>
        <translation>Eine zum Sideboard hinzufügen (Umschalt+Eingabe)</translation>
    </message>
    <message>
        <source>Add as commander</source>
        <translation>Als Kommandeur</translation>
    </message>
    <message>
        <source>Put it in the command zone</source>
        <translation>In die Kommandozone legen</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Deckname</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>+ adds one more, - or Delete takes one away</source>
        <translation>+ fügt eine hinzu, - oder Entf nimmt eine weg</translation>
    </message>
    <message>
        <source>One more of this card (+)</source>
        <translation>Eine mehr von dieser Karte (+)</translation>
    </message>
    <message>
        <source>One less of this card (- or Delete)</source>
        <translation>Eine weniger von dieser Karte (- oder Entf)</translation>
    </message>
    <message>
        <source>Move to sideboard</source>
        <translation>Ins Sideboard</translation>
    </message>
    <message>
        <source>Move one copy between the main deck and the sideboard (M)</source>
        <translation>Ein Exemplar zwischen Hauptdeck und Sideboard verschieben (M)</translation>
    </message>
    <message>
        <source>Mana curve</source>
        <translation>Manakurve</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Deck</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Neues Deck</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Deck speichern</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>Deck speichern unter…</translation>
    </message>
    <message>
        <source>Start a game with this deck…</source>
        <translation>Ein Spiel mit diesem Deck beginnen…</translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation>Karte suchen</translation>
    </message>
    <message>
        <source>Cards found: {n}</source>
        <translation>Gefundene Karten: {n}</translation>
    </message>
    <message>
        <source>Move {name} to {section}</source>
        <translation>{name} nach {section} verschieben</translation>
    </message>
    <message>
        <source>Add {name} to {section}</source>
        <translation>{name} zu {section} hinzufügen</translation>
    </message>
    <message>
        <source>Remove {name} from {section}</source>
        <translation>{name} aus {section} entfernen</translation>
    </message>
    <message>
        <source>Nothing changed: a game holds at most so many cards, or there was none to take away.</source>
        <translation>Nichts geändert: Ein Spiel fasst höchstens so viele Karten, oder es gab keine zum Wegnehmen.</translation>
    </message>
    <message>
        <source>unknown card</source>
        <translation>unbekannte Karte</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database: kept in the deck, but a game can&apos;t start with it</source>
        <translation>„{name}“ ist nicht in der Kartendatenbank: Sie bleibt im Deck, aber ein Spiel kann damit nicht beginnen</translation>
    </message>
    <message>
        <source>Total: {n}</source>
        <translation>Gesamt: {n}</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>Noch keine Karten</translation>
    </message>
    <message>
        <source>Move to main</source>
        <translation>Ins Hauptdeck</translation>
    </message>
    <message>
        <source>…and {n} more</source>
        <translation>…und {n} weitere</translation>
    </message>
    <message>
        <source>Not in the card database (kept, marked in red): {names}</source>
        <translation>Nicht in der Kartendatenbank (behalten, rot markiert): {names}</translation>
    </message>
    <message>
        <source>Deck editor — {name}</source>
        <translation>Deck-Editor — {name}</translation>
    </message>
    <message>
        <source>Open a deck</source>
        <translation>Ein Deck öffnen</translation>
    </message>
    <message>
        <source>This deck file can&apos;t be read: {e}</source>
        <translation>Diese Deckdatei kann nicht gelesen werden: {e}</translation>
    </message>
    <message>
        <source>Cards of this deck not in the card database: {n} (kept, marked in red)</source>
        <translation>Karten dieses Decks, die nicht in der Kartendatenbank sind: {n} (behalten, rot markiert)</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Save the deck</source>
        <translation>Das Deck speichern</translation>
    </message>
    <message>
        <source>Cockatrice deck (*.cod);;Text decklist (*.txt)</source>
        <translation>Cockatrice-Deck (*.cod);;Deckliste als Text (*.txt)</translation>
    </message>
    <message>
        <source>The deck could not be saved to {p}: {why}</source>
        <translation>Das Deck konnte nicht unter {p} gespeichert werden: {why}</translation>
    </message>
    <message>
        <source>Saved to {p}</source>
        <translation>Gespeichert unter {p}</translation>
    </message>
    <message>
        <source>Deck editor</source>
        <translation>Deck-Editor</translation>
    </message>
    <message>
        <source>The deck has changes that are not saved. Save them?</source>
        <translation>Das Deck hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>Das Deck ist leer.</translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation>Die beiden Spieler brauchen verschiedene Namen.</translation>
    </message>
    <message>
        <source>The card data could not be read: {e}</source>
        <translation>Die Kartendaten konnten nicht gelesen werden: {e}</translation>
    </message>
    <message>
        <source>Manifest the top card (Primordial Mist)</source>
        <translation>Die oberste Karte manifestieren (Primordial Mist)</translation>
    </message>
    <message>
        <source>Manifest the top card (Cryptic Pursuit)</source>
        <translation>Die oberste Karte manifestieren (Cryptic Pursuit)</translation>
    </message>
    <message>
        <source>Exile it; you may cast it (Cryptic Pursuit)</source>
        <translation>Ins Exil schicken; du kannst sie wirken (Cryptic Pursuit)</translation>
    </message>
    <message>
        <source>Gain %n life ({name})</source>
        <translation>%n Lebenspunkt erhalten ({name})</translation>
    </message>
    <message>
        <source>Manifest the top card ({name})</source>
        <translation>Die oberste Karte manifestieren ({name})</translation>
    </message>
    <message>
        <source>Manifest dread ({name})</source>
        <translation>Das Grauen manifestieren ({name})</translation>
    </message>
    <message>
        <source>Rules assist verdicts</source>
        <translation>Urteile der Regelhilfe</translation>
    </message>
    <message>
        <source>Override (logged)</source>
        <translation>Übergehen (protokolliert)</translation>
    </message>
    <message>
        <source>Rules assist: strict (illegal actions are refused)</source>
        <translation>Regelhilfe: streng (unzulässige Aktionen werden abgelehnt)</translation>
    </message>
    <message>
        <source>Rules assist: assist (you may override, it is logged)</source>
        <translation>Regelhilfe: helfend (du darfst übergehen, es wird protokolliert)</translation>
    </message>
    <message>
        <source>Rules assist: off</source>
        <translation>Regelhilfe: aus</translation>
    </message>
    <message>
        <source>Rules assist: nothing to judge on a read-only shared board (it was played in {mode} mode)</source>
        <translation>Regelhilfe: nichts zu beurteilen auf einem schreibgeschützten geteilten Brett (gespielt im Modus {mode})</translation>
    </message>
    <message>
        <source>Refused: {a}</source>
        <translation>Abgelehnt: {a}</translation>
    </message>
    <message>
        <source>Not allowed: {a}</source>
        <translation>Nicht erlaubt: {a}</translation>
    </message>
    <message>
        <source>Overridden: {a}</source>
        <translation>Übergangen: {a}</translation>
    </message>
    <message>
        <source>Revealed: {a}</source>
        <translation>Offenbart: {a}</translation>
    </message>
    <message>
        <source>Nothing happens: {a}</source>
        <translation>Nichts geschieht: {a}</translation>
    </message>
    <message>
        <source>Asked, waiting for an answer: {a}</source>
        <translation>Angefragt, wartet auf Antwort: {a}</translation>
    </message>
    <message>
        <source>Done: {a}</source>
        <translation>Erledigt: {a}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Card preview</source>
        <translation>Kartenvorschau</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>Haupt 1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Blocker</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Kampfende</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>Haupt 2</translation>
    </message>
    <message>
        <source>Unt</source>
        <translation>Ent</translation>
    </message>
    <message>
        <source>Upk</source>
        <translation>Vers</translation>
    </message>
    <message>
        <source>Drw</source>
        <translation>Zieh</translation>
    </message>
    <message>
        <source>Cbt</source>
        <translation>Kmpf</translation>
    </message>
    <message>
        <source>Atk</source>
        <translation>Angr</translation>
    </message>
    <message>
        <source>Blk</source>
        <translation>Blck</translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation>Schd</translation>
    </message>
    <message>
        <source>EoC</source>
        <translation>KEnd</translation>
    </message>
    <message>
        <source>Cln</source>
        <translation>Aufr</translation>
    </message>
    <message>
        <source>Phase bar</source>
        <translation>Phasenleiste</translation>
    </message>
    <message>
        <source>Go to: {step}</source>
        <translation>Gehe zu: {step}</translation>
    </message>
    <message>
        <source>{phase}: {step}</source>
        <translation>{phase}: {step}</translation>
    </message>
    <message>
        <source>Turn {t}, {a}&apos;s turn: {s}</source>
        <translation>Zug {t}, {a} ist am Zug: {s}</translation>
    </message>
    <message>
        <source>current step</source>
        <translation>aktuelles Segment</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>Das aktuelle Segment</translation>
    </message>
    <message>
        <source>Go to: {step} (next turn)</source>
        <translation>Gehe zu: {step} (nächster Zug)</translation>
    </message>
    <message>
        <source>Next step</source>
        <comment>the phase bar&apos;s button: short</comment>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>{seat}: life {n}</source>
        <translation>{seat}: {n} Leben</translation>
    </message>
    <message>
        <source>+{n} more</source>
        <translation>+{n} weitere</translation>
    </message>
    <message>
        <source>Click a number: +1 · right click: −1 · wheel: ±1 · right click the name: more</source>
        <translation>Zahl anklicken: +1 · Rechtsklick: −1 · Mausrad: ±1 · Rechtsklick auf den Namen: mehr</translation>
    </message>
    <message>
        <source>Empty: no note</source>
        <translation>Leer: keine Notiz</translation>
    </message>
    <message>
        <source>Note (everyone sees it)</source>
        <translation>Notiz (alle sehen sie)</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>How many dice</source>
        <translation>Wie viele Würfel</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <source>Exile zone</source>
        <translation>Exilzone</translation>
    </message>
    <message>
        <source>Command zone</source>
        <translation>Kommandozone</translation>
    </message>
    <message>
        <source>Stack (top first)</source>
        <translation>Stapel (oberste zuerst)</translation>
    </message>
    <message>
        <source>Aura</source>
        <translation>Aura</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Befestigung</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Streng</translation>
    </message>
    <message>
        <source>Assist</source>
        <translation>Helfend</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source> by {s}</source>
        <translation> durch {s}</translation>
    </message>
    <message>
        <source>face down #{n}, {m}{src}</source>
        <translation>verdeckt #{n}, {m}{src}</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>attached to {c}</source>
        <translation>angelegt an {c}</translation>
    </message>
    <message>
        <source>owned by {p}</source>
        <translation>Besitzer: {p}</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Eine Stellung aufbauen</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>{p}&apos;s life</source>
        <translation>Leben von {p}</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Leben</translation>
    </message>
    <message>
        <source>e.g. 2 poison</source>
        <translation>z. B. 2 Gift</translation>
    </message>
    <message>
        <source>{p}&apos;s counters</source>
        <translation>Marken von {p}</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Marken</translation>
    </message>
    <message>
        <source>The first card is the top.</source>
        <translation>Die erste Karte ist die oberste.</translation>
    </message>
    <message>
        <source>Drag cards here from the search panel or the board; the first card is the top.</source>
        <translation>Ziehe Karten aus der Suche oder vom Brett hierher; die erste Karte ist die oberste.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Set the turn</source>
        <translation>Den Zug festlegen</translation>
    </message>
    <message>
        <source>Set the active player</source>
        <translation>Den aktiven Spieler festlegen</translation>
    </message>
    <message>
        <source>Set the step</source>
        <translation>Das Segment festlegen</translation>
    </message>
    <message>
        <source>Set the rules mode</source>
        <translation>Den Regelmodus festlegen</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Aktiver Spieler</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>What the rules say of the position</source>
        <translation>Was die Regeln zur Stellung sagen</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>&amp;Stellung</translation>
    </message>
    <message>
        <source>New empty position</source>
        <translation>Neue leere Stellung</translation>
    </message>
    <message>
        <source>Open a position or a game…</source>
        <translation>Eine Stellung oder ein Spiel öffnen…</translation>
    </message>
    <message>
        <source>Save the position…</source>
        <translation>Die Stellung speichern…</translation>
    </message>
    <message numerus="yes">
        <source>A position the rules accept: %n card(s).</source>
        <translation>
            <numerusform>Eine Position, die die Regeln annehmen: %n Karte.</numerusform>
            <numerusform>Eine Position, die die Regeln annehmen: %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export for a seat…</source>
        <translation>Für einen Platz exportieren…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Spieler…</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>Von dieser Stellung aus spielen</translation>
    </message>
    <message>
        <source>Record a lesson from this position…</source>
        <translation>Eine Lektion von dieser Stellung aus aufzeichnen…</translation>
    </message>
    <message>
        <source>Remove the card</source>
        <translation>Die Karte entfernen</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Stellung kopieren</translation>
    </message>
    <message>
        <source>Copy the full position…</source>
        <translation>Die vollständige Stellung kopieren…</translation>
    </message>
    <message>
        <source> Rule {r}.</source>
        <translation> Regel {r}.</translation>
    </message>
    <message>
        <source>Refused: {why}.{rule}</source>
        <translation>Abgelehnt: {why}.{rule}</translation>
    </message>
    <message>
        <source>Add {c}</source>
        <translation>{c} hinzufügen</translation>
    </message>
    <message>
        <source>Move {c}</source>
        <translation>{c} bewegen</translation>
    </message>
    <message>
        <source>Add to</source>
        <translation>Hinzufügen zu</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>Bewegen nach</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Set {p}&apos;s life</source>
        <translation>Lebenspunkte von {p} festlegen</translation>
    </message>
    <message>
        <source>a count is at most {n}</source>
        <translation>eine Anzahl ist höchstens {n}</translation>
    </message>
    <message>
        <source>Set {p}&apos;s counters</source>
        <translation>Marken von {p} festlegen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The players in seat order, separated by commas:</source>
        <translation>Die Spieler in Sitzreihenfolge, durch Kommas getrennt:</translation>
    </message>
    <message>
        <source>Set the players</source>
        <translation>Die Spieler festlegen</translation>
    </message>
    <message>
        <source>Remove {c}</source>
        <translation>{c} entfernen</translation>
    </message>
    <message>
        <source>Selected card</source>
        <translation>Gewählte Karte</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>its source, e.g. Cryptic Coat</source>
        <translation>ihre Quelle, z. B. Cryptic Coat</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Change the controller</source>
        <translation>Den Beherrscher ändern</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Beherrscher</translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation>Getappt</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Tappen</translation>
    </message>
    <message>
        <source>Set damage</source>
        <translation>Schaden festlegen</translation>
    </message>
    <message>
        <source>e.g. 2 +1/+1; 1 charge</source>
        <translation>z. B. 2 +1/+1; 1 charge</translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation>Angelegt an</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Face down: {m}</source>
        <translation>Verdeckt: {m}</translation>
    </message>
    <message>
        <source>Exiled face down</source>
        <translation>Verdeckt im Exil</translation>
    </message>
    <message>
        <source>Turn face down</source>
        <translation>Verdeckt umdrehen</translation>
    </message>
    <message>
        <source>Set counters</source>
        <translation>Marken festlegen</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>Click a card to set what it is.</source>
        <translation>Klicke eine Karte an, um festzulegen, was sie ist.</translation>
    </message>
    <message>
        <source>{c}: {p}&apos;s {z}</source>
        <translation>{c}: {z} von {p}</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Das Brett leeren</translation>
    </message>
    <message>
        <source>Open a position or a game</source>
        <translation>Eine Stellung oder ein Spiel öffnen</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop *.json);;All files (*)</source>
        <translation>tabletop-Spiele (*.tabletop *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>Eine Stellung öffnen</translation>
    </message>
    <message>
        <source>tabletop</source>
        <translation>tabletop</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>Die Stellung speichern</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop)</source>
        <translation>tabletop-Spiele (*.tabletop)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>stellung</translation>
    </message>
    <message>
        <source>Export for a seat</source>
        <translation>Für einen Platz exportieren</translation>
    </message>
    <message>
        <source>What this seat may know:</source>
        <translation>Was dieser Platz wissen darf:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Exports (*.json)</source>
        <translation>Exporte (*.json)</translation>
    </message>
    <message>
        <source>Close the position editor?</source>
        <translation>Den Stellungseditor schließen?</translation>
    </message>
    <message>
        <source>This position has changes that are not saved. Close the editor and lose them?</source>
        <translation>Diese Stellung hat ungespeicherte Änderungen. Den Editor schließen und sie verlieren?</translation>
    </message>
    <message>
        <source>Copy the full position?</source>
        <translation>Die vollständige Stellung kopieren?</translation>
    </message>
    <message>
        <source>The full position names every card: each hand, each library in order, every face-down card. Whoever reads it knows what the players may not. Copy it?</source>
        <translation>Die vollständige Stellung nennt jede Karte: jede Hand, jede Bibliothek in ihrer Reihenfolge, jede verdeckte Karte. Wer sie liest, weiß, was die Spieler nicht wissen dürfen. Kopieren?</translation>
    </message>
    <message>
        <source>The clipboard holds {n} bytes; a position text is at most {m}.</source>
        <translation>Die Zwischenablage enthält {n} Bytes; ein Stellungstext hat höchstens {m}.</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not a position: {e}</source>
        <translation>Der Text der Zwischenablage ist keine Stellung: {e}</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Stellung einfügen</translation>
    </message>
    <message>
        <source>Card name (any language) or rules text</source>
        <translation>Kartenname (jede Sprache) oder Regeltext</translation>
    </message>
    <message>
        <source>Search the cards</source>
        <translation>Die Karten durchsuchen</translation>
    </message>
    <message>
        <source>Cards found: drag one onto a zone</source>
        <translation>Gefundene Karten: eine auf eine Zone ziehen</translation>
    </message>
    <message>
        <source>Drag a card onto any zone of any seat.</source>
        <translation>Ziehe eine Karte auf eine beliebige Zone eines beliebigen Platzes.</translation>
    </message>
    <message>
        <source>{name} (token)</source>
        <translation>{name} (Spielstein)</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield</source>
        <translation>Spielfeld von {p}</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield: drop cards here</source>
        <translation>Spielfeld von {p}: Karten hier ablegen</translation>
    </message>
    <message>
        <source>{seat} — battlefield</source>
        <translation>{seat} — Spielfeld</translation>
    </message>
    <message>
        <source>{seat} — hand</source>
        <translation>{seat} — Hand</translation>
    </message>
    <message>
        <source>{seat} — hand ({n})</source>
        <translation>{seat} — Hand ({n})</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>colorless</source>
        <translation>farblos</translation>
    </message>
    <message>
        <source>Create tokens</source>
        <translation>Spielsteine erzeugen</translation>
    </message>
    <message>
        <source>Search tokens: name, type, text, P/T, colour</source>
        <translation>Spielsteine suchen: Name, Typ, Text, S/W, Farbe</translation>
    </message>
    <message>
        <source>Search tokens</source>
        <translation>Spielsteine suchen</translation>
    </message>
    <message>
        <source>From the list</source>
        <translation>Aus der Liste</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>e.g. Creature — Soldier</source>
        <translation>z. B. Kreatur — Soldat</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Typen</translation>
    </message>
    <message>
        <source>Power / toughness</source>
        <translation>Stärke / Widerstandskraft</translation>
    </message>
    <message>
        <source>Abilities, e.g. Flying</source>
        <translation>Fähigkeiten, z. B. Flugfähigkeit</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Custom token</source>
        <translation>Eigener Spielstein</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Wie viele</translation>
    </message>
    <message>
        <source>How many tokens</source>
        <translation>Wie viele Spielsteine</translation>
    </message>
    <message>
        <source>Enter tapped</source>
        <translation>Getappt ins Spiel</translation>
    </message>
    <message>
        <source>Create a game</source>
        <translation>Spiel erstellen</translation>
    </message>
    <message>
        <source>{name}&apos;s game</source>
        <translation>Spiel von {name}</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>Spielname</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>A name for the players, e.g. Standard, Modern, Commander</source>
        <translation>Ein Name für die Spieler, z. B. Standard, Modern, Commander</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Plätze:</translation>
    </message>
    <message>
        <source>Starting &amp;life:</source>
        <translation>Start-&amp;Lebenspunkte:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Ein Spiel</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>Best-of-3</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Match:</translation>
    </message>
    <message>
        <source>Spectators allowed</source>
        <translation>Zuschauer erlaubt</translation>
    </message>
    <message>
        <source>Chess clock, minutes per player</source>
        <translation>Schachuhr, Minuten pro Spieler</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Keine Uhr</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game, in minutes. The clock of the player who must act runs; a player whose time runs out loses the game. 0: no clock.</source>
        <translation>Die Zeit jedes Spielers für die ganze Partie, in Minuten. Es läuft die Uhr des Spielers, der handeln muss; ein Spieler, dessen Zeit abläuft, verliert die Partie. 0: keine Uhr.</translation>
    </message>
    <message>
        <source>Chess cl&amp;ock:</source>
        <translation>Sc&amp;hachuhr:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erzeugen</translation>
    </message>
    <message numerus="yes">
        <source>%n more token(s) found: search to narrow the list</source>
        <translation>
            <numerusform>%n weiterer Spielstein gefunden: Suche, um die Liste einzugrenzen</numerusform>
            <numerusform>%n weitere Spielsteine gefunden: Suche, um die Liste einzugrenzen</numerusform>
        </translation>
    </message>
    <message>
        <source>A custom token needs a name.</source>
        <translation>Ein eigener Spielstein braucht einen Namen.</translation>
    </message>
    <message>
        <source>Give both power and toughness, or neither.</source>
        <translation>Gib Stärke und Widerstandskraft an oder keines von beiden.</translation>
    </message>
    <message>
        <source>A creature token needs a power and a toughness.</source>
        <translation>Ein Kreaturen-Spielstein braucht Stärke und Widerstandskraft.</translation>
    </message>
    <message>
        <source>The abilities text is too long.</source>
        <translation>Der Fähigkeitentext ist zu lang.</translation>
    </message>
    <message>
        <source>No token matches; try another search.</source>
        <translation>Kein Spielstein passt; versuche eine andere Suche.</translation>
    </message>
    <message>
        <source>Setting up the table…</source>
        <translation>Der Tisch wird aufgebaut…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>spectator (public information only)</source>
        <translation>Zuschauer (nur öffentliche Informationen)</translation>
    </message>
    <message>
        <source>{player} lost with a life total of {life} (rule 704.5a).</source>
        <translation>{player} hat verloren: Lebenspunktestand {life} (Regel 704.5a).</translation>
    </message>
    <message numerus="yes">
        <source>{player} lost with %n poison counters (rule 704.5c).</source>
        <translation>
            <numerusform>{player} hat mit %n Giftmarke verloren (Regel 704.5c).</numerusform>
            <numerusform>{player} hat mit %n Giftmarken verloren (Regel 704.5c).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} conceded (rule 104.3a).</source>
        <translation>{player} hat aufgegeben (Regel 104.3a).</translation>
    </message>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player} gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>The game is a draw: every player still in it lost at the same time (rule 104.4a).</source>
        <translation>Das Spiel endet unentschieden: Alle Spieler, die noch im Spiel waren, haben gleichzeitig verloren (Regel 104.4a).</translation>
    </message>
    <message>
        <source>The game ended with no winner.</source>
        <translation>Das Spiel endete ohne Gewinner.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>No next game: the finished game stays on the table.</source>
        <translation>Kein nächstes Spiel: Das beendete Spiel bleibt auf dem Tisch.</translation>
    </message>
    <message>
        <source>Turn {t} · {s} · active: {a}</source>
        <translation>Zug {t} · {s} · aktiv: {a}</translation>
    </message>
    <message>
        <source>shared board (read-only)</source>
        <translation>geteiltes Brett (schreibgeschützt)</translation>
    </message>
    <message>
        <source>{state} · viewing as {who} · rules: {mode}</source>
        <translation>{state} · Ansicht als {who} · Regeln: {mode}</translation>
    </message>
    <message>
        <source>Turn {t} · active: {a}</source>
        <translation>Zug {t} · aktiv: {a}</translation>
    </message>
    <message>
        <source>A shared board is read-only: no chat.</source>
        <translation>Ein geteiltes Brett ist schreibgeschützt: kein Chat.</translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation>ein Zuschauer</translation>
    </message>
    <message>
        <source>Shared board — read-only, as {seat} saw it</source>
        <translation>Geteiltes Brett — schreibgeschützt, wie {seat} es sah</translation>
    </message>
    <message>
        <source>A shared board is read-only: nothing on it can change and it can&apos;t be saved. Open a game or start a new one to play.</source>
        <translation>Ein geteiltes Brett ist schreibgeschützt: Nichts darauf kann sich ändern, und es kann nicht gespeichert werden. Öffne ein Spiel oder starte ein neues, um zu spielen.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New demo game</source>
        <translation>Neues Demospiel</translation>
    </message>
    <message>
        <source>New game from two decklists…</source>
        <translation>Neues Spiel aus zwei Decklisten…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Open replay…</source>
        <translation>Wiederholung öffnen…</translation>
    </message>
    <message>
        <source>Open deck…</source>
        <translation>Deck öffnen…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;piel</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <source>Turn face up…</source>
        <translation>Aufdecken…</translation>
    </message>
    <message>
        <source>Cast face down…</source>
        <translation>Verdeckt wirken…</translation>
    </message>
    <message>
        <source>Host a network game…</source>
        <translation>Ein Netzwerkspiel hosten…</translation>
    </message>
    <message>
        <source>Issue a new invite…</source>
        <translation>Eine neue Einladung ausstellen…</translation>
    </message>
    <message>
        <source>Join…</source>
        <translation>Beitreten…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>A new language takes effect when tabletop starts again</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von tabletop</translation>
    </message>
    <message>
        <source>Car&amp;ds</source>
        <translation>Kar&amp;ten</translation>
    </message>
    <message>
        <source>Nothing to undo: a game opened from a file starts its undo history when it opens.</source>
        <translation>Nichts rückgängig zu machen: Bei einem aus einer Datei geöffneten Spiel beginnt der Verlauf zum Rückgängigmachen beim Öffnen.</translation>
    </message>
    <message>
        <source>Nothing to undo: the undo history starts here.</source>
        <translation>Nichts rückgängig zu machen: Hier beginnt der Verlauf zum Rückgängigmachen.</translation>
    </message>
    <message>
        <source>Play online…</source>
        <translation>Online spielen…</translation>
    </message>
    <message>
        <source>Card database…</source>
        <translation>Kartendatenbank…</translation>
    </message>
    <message>
        <source>Deck editor…</source>
        <translation>Deck-Editor…</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Fit the table</source>
        <translation>Tisch einpassen</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>Am Raster ausrichten</translation>
    </message>
    <message>
        <source>Hot-seat play (curtain between turns)</source>
        <translation>Hot-Seat-Spiel (Sichtschutz zwischen den Zügen)</translation>
    </message>
    <message>
        <source>Pass to the next seat</source>
        <translation>An den nächsten Platz weitergeben</translation>
    </message>
    <message>
        <source>tabletop shows this language now.</source>
        <translation>tabletop zeigt diese Sprache bereits.</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>Strict: refuse illegal actions</source>
        <translation>Streng: unzulässige Aktionen ablehnen</translation>
    </message>
    <message>
        <source>Assist: warn, allow a logged override</source>
        <translation>Helfend: warnen, protokolliertes Übergehen erlauben</translation>
    </message>
    <message>
        <source>Card language</source>
        <translation>Kartensprache</translation>
    </message>
    <message>
        <source>Draw automatically in the draw step</source>
        <translation>Im Ziehsegment automatisch ziehen</translation>
    </message>
    <message>
        <source>Card images…</source>
        <translation>Kartenbilder…</translation>
    </message>
    <message>
        <source>Set up a position…</source>
        <translation>Eine Stellung aufbauen…</translation>
    </message>
    <message>
        <source>Spectator (public information only)</source>
        <translation>Zuschauer (nur öffentliche Informationen)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>Select a card first (Tab moves between cards).</source>
        <translation>Wähle zuerst eine Karte (Tab wechselt zwischen Karten).</translation>
    </message>
    <message numerus="yes">
        <source>{what} (%n card(s))</source>
        <translation>
            <numerusform>{what} (%n Karte)</numerusform>
            <numerusform>{what} (%n Karten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n card(s)</source>
        <translation>
            <numerusform>%n Karte bewegen</numerusform>
            <numerusform>%n Karten bewegen</numerusform>
        </translation>
    </message>
    <message>
        <source>On a joined table, exile the top card once you know it: look at it first (Look at the top cards…, Ctrl+J).</source>
        <translation>An einem beigetretenen Tisch schickst du die oberste Karte ins Exil, sobald du sie kennst: schau sie dir zuerst an (Die obersten Karten anschauen…, Strg+J).</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language changes when tabletop starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von tabletop.</translation>
    </message>
    <message>
        <source>Attach {what}</source>
        <translation>{what} anlegen</translation>
    </message>
    <message>
        <source>{seat}&apos;s {zone}</source>
        <translation>{zone} von {seat}</translation>
    </message>
    <message>
        <source>{name}: manifest</source>
        <translation>{name}: manifestieren</translation>
    </message>
    <message>
        <source>{player} controls {name}: {player} manifests dread.</source>
        <translation>{player} kontrolliert {name}: {player} manifestiert das Grauen.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: gain %n life</source>
        <translation>
            <numerusform>{name}: %n Lebenspunkt erhalten</numerusform>
            <numerusform>{name}: %n Lebenspunkte erhalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Not allowed: {why}</source>
        <translation>Nicht erlaubt: {why}</translation>
    </message>
    <message>
        <source>{action}: {card}</source>
        <translation>{action}: {card}</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest</source>
        <translation>Primordial Mist: manifestieren</translation>
    </message>
    <message>
        <source>the top card of the {zone}</source>
        <translation>die oberste Karte der Zone {zone}</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: manifest</source>
        <translation>Cryptic Pursuit: manifestieren</translation>
    </message>
    <message>
        <source>That card is no longer in a graveyard.</source>
        <translation>Diese Karte ist nicht mehr auf einem Friedhof.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: exile it; you may cast it</source>
        <translation>Cryptic Pursuit: ins Exil schicken; du kannst sie wirken</translation>
    </message>
    <message>
        <source>Privacy curtain: waiting for {who}</source>
        <translation>Sichtschutz: warte auf {who}</translation>
    </message>
    <message>
        <source>Rules mode: {m}</source>
        <translation>Regelmodus: {m}</translation>
    </message>
    <message>
        <source>The game is still open; tabletop tries again after each action. Use File → Save as to keep a copy elsewhere.</source>
        <translation>Das Spiel ist noch offen; tabletop versucht es nach jeder Aktion erneut. Nutze Datei → Speichern unter, um anderswo eine Kopie zu behalten.</translation>
    </message>
    <message>
        <source>Not autosaved: {e}</source>
        <translation>Nicht automatisch gespeichert: {e}</translation>
    </message>
    <message>
        <source>Autosave works again: the game is saved ({p}).</source>
        <translation>Automatisches Speichern funktioniert wieder: Das Spiel ist gespeichert ({p}).</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>This window hosts a network game: close it to stop hosting before another game is opened here.</source>
        <translation>Dieses Fenster hostet ein Netzwerkspiel: Schließe es, um das Hosten zu beenden, bevor hier ein anderes Spiel geöffnet wird.</translation>
    </message>
    <message>
        <source>Open a game or a shared board</source>
        <translation>Ein Spiel oder ein geteiltes Brett öffnen</translation>
    </message>
    <message>
        <source>tabletop games and shared boards (*.tabletop *.json);;All files (*)</source>
        <translation>tabletop-Spiele und geteilte Bretter (*.tabletop *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Checking the log of {p}: the board is shown read-only until then.</source>
        <translation>Das Protokoll von {p} wird geprüft: Bis dahin wird das Spielfeld schreibgeschützt angezeigt.</translation>
    </message>
    <message>
        <source>A shared board is read-only: it can&apos;t be saved. Its file stays as it is; open a game or start a new one to play.</source>
        <translation>Ein geteiltes Brett ist schreibgeschützt: Es kann nicht gespeichert werden. Seine Datei bleibt, wie sie ist; öffne ein Spiel oder starte ein neues, um zu spielen.</translation>
    </message>
    <message>
        <source>recovered game, not saved yet</source>
        <translation>wiederhergestellte Partie, noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation>Ein Spiel wiederherstellen?</translation>
    </message>
    <message>
        <source>An autosaved game ({p}) is newer than your last save. Open it?</source>
        <translation>Ein automatisch gespeichertes Spiel ({p}) ist neuer als dein letztes Speichern. Öffnen?</translation>
    </message>
    <message>
        <source>Choose a lesson…</source>
        <translation>Eine Lektion wählen…</translation>
    </message>
    <message>
        <source>Open a lesson file…</source>
        <translation>Eine Lektionsdatei öffnen…</translation>
    </message>
    <message>
        <source>The lessons could not be read.</source>
        <translation>Die Lektionen konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <source>This lesson can&apos;t be started.</source>
        <translation>Diese Lektion kann nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Life and counters</source>
        <translation>Leben und Marken</translation>
    </message>
    <message>
        <source>Roll a die</source>
        <translation>Einen Würfel werfen</translation>
    </message>
    <message>
        <source>Roll a d{n}</source>
        <translation>Einen W{n} würfeln</translation>
    </message>
    <message>
        <source>{seat}: life {old} → {new}</source>
        <translation>{seat}: Leben {old} → {new}</translation>
    </message>
    <message>
        <source>{seat} has no {counter} counter.</source>
        <translation>{seat} hat keine {counter}-Marke.</translation>
    </message>
    <message>
        <source>{seat}: {counter} {old} → {new}</source>
        <translation>{seat}: {counter} {old} → {new}</translation>
    </message>
    <message>
        <source>Set {seat}&apos;s life</source>
        <translation>Lebenspunkte von {seat} festlegen</translation>
    </message>
    <message>
        <source>{seat}&apos;s counters</source>
        <translation>Marken von {seat}</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>A counter needs a name.</source>
        <translation>Eine Marke braucht einen Namen.</translation>
    </message>
    <message>
        <source>+1 {name} ({n})</source>
        <translation>+1 {name} ({n})</translation>
    </message>
    <message>
        <source>−1 {name} ({n})</source>
        <translation>−1 {name} ({n})</translation>
    </message>
    <message>
        <source>Counters on {what}</source>
        <translation>Marken auf {what}</translation>
    </message>
    <message>
        <source>How many (negative: remove)</source>
        <translation>Wie viele (negativ: entfernen)</translation>
    </message>
    <message>
        <source>{n} {name} counters on {what}</source>
        <translation>{n} {name}-Marken auf {what}</translation>
    </message>
    <message>
        <source>{n} {name} counters off {what}</source>
        <translation>{n} {name}-Marken von {what} entfernt</translation>
    </message>
    <message>
        <source>Note on {what}</source>
        <translation>Notiz auf {what}</translation>
    </message>
    <message>
        <source>Note off {what}</source>
        <translation>Notiz von {what} entfernt</translation>
    </message>
    <message numerus="yes">
        <source>Create %n {name} token(s)</source>
        <translation>
            <numerusform>%n {name}-Spielstein erzeugen</numerusform>
            <numerusform>%n {name}-Spielsteine erzeugen</numerusform>
        </translation>
    </message>
    <message>
        <source>Create a {name} token</source>
        <translation>Einen {name}-Spielstein erzeugen</translation>
    </message>
    <message>
        <source>Roll a d{s}</source>
        <translation>Einen W{s} würfeln</translation>
    </message>
    <message>
        <source>Roll {n}d{s}</source>
        <translation>{n}W{s} würfeln</translation>
    </message>
    <message>
        <source>Roll dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>(total {t})</source>
        <translation>(Summe {t})</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}</source>
        <translation>{player} hat {dice} gewürfelt: {results}</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}</source>
        <translation>{player} hat eine Münze geworfen: {result}</translation>
    </message>
    <message>
        <source>Click the card or player to point at (Esc: cancel).</source>
        <translation>Klicke die Karte oder den Spieler an, auf den gezeigt werden soll (Esc: abbrechen).</translation>
    </message>
    <message>
        <source>Point from {a} at {b}</source>
        <translation>Von {a} auf {b} zeigen</translation>
    </message>
    <message>
        <source>move {cards}</source>
        <translation>{cards} bewegen</translation>
    </message>
    <message>
        <source>tap {cards}</source>
        <translation>{cards} tappen</translation>
    </message>
    <message>
        <source>untap {cards}</source>
        <translation>{cards} enttappen</translation>
    </message>
    <message>
        <source>change the counters on {cards}</source>
        <translation>die Marken auf {cards} ändern</translation>
    </message>
    <message>
        <source>deal damage to {cards}</source>
        <translation>{cards} Schaden zufügen</translation>
    </message>
    <message>
        <source>apply an effect to {cards}</source>
        <translation>einen Effekt auf {cards} anwenden</translation>
    </message>
    <message>
        <source>make {cards} a copy of another card</source>
        <translation>{cards} zur Kopie einer anderen Karte machen</translation>
    </message>
    <message>
        <source>transform {cards}</source>
        <translation>{cards} transformieren</translation>
    </message>
    <message>
        <source>turn {cards} face down</source>
        <translation>{cards} verdeckt umdrehen</translation>
    </message>
    <message>
        <source>turn {cards} face up</source>
        <translation>{cards} aufdecken</translation>
    </message>
    <message>
        <source>counter {cards}</source>
        <translation>{cards} neutralisieren</translation>
    </message>
    <message>
        <source>attach {cards}</source>
        <translation>{cards} anlegen</translation>
    </message>
    <message>
        <source>gain control of {cards}</source>
        <translation>die Kontrolle über {cards} erlangen</translation>
    </message>
    <message>
        <source>put {cards} onto the battlefield</source>
        <translation>{cards} ins Spiel bringen</translation>
    </message>
    <message>
        <source>change {player}&apos;s life total</source>
        <translation>die Lebenspunkte von {player} ändern</translation>
    </message>
    <message>
        <source>change {player}&apos;s counters</source>
        <translation>die Marken von {player} ändern</translation>
    </message>
    <message>
        <source>create a token for {player}</source>
        <translation>einen Spielstein für {player} erzeugen</translation>
    </message>
    <message>
        <source>mill cards from {player}&apos;s library</source>
        <translation>Karten aus der Bibliothek von {player} mahlen</translation>
    </message>
    <message>
        <source>shuffle {player}&apos;s library</source>
        <translation>die Bibliothek von {player} mischen</translation>
    </message>
    <message>
        <source>untap all of {player}&apos;s permanents</source>
        <translation>alle Permanents von {player} enttappen</translation>
    </message>
    <message>
        <source>make {player} reveal cards</source>
        <translation>{player} Karten offenbaren lassen</translation>
    </message>
    <message>
        <source>look at the top cards of {player}&apos;s library</source>
        <translation>die obersten Karten der Bibliothek von {player} ansehen</translation>
    </message>
    <message>
        <source>search {player}&apos;s library</source>
        <translation>die Bibliothek von {player} durchsuchen</translation>
    </message>
    <message>
        <source>arrange the top cards of {player}&apos;s library</source>
        <translation>die obersten Karten der Bibliothek von {player} ordnen</translation>
    </message>
    <message>
        <source>turn table trust on: players act on each other&apos;s things without asking</source>
        <translation>Tischvertrauen einschalten: Spieler handeln ohne Nachfrage mit den Sachen der anderen</translation>
    </message>
    <message>
        <source>move {cards} to the {zone}</source>
        <translation>{cards} in: {zone} bewegen</translation>
    </message>
    <message>
        <source>an action ({kind})</source>
        <translation>eine Aktion ({kind})</translation>
    </message>
    <message>
        <source>a card that has left</source>
        <translation>eine Karte, die nicht mehr da ist</translation>
    </message>
    <message>
        <source>a card in {owner}&apos;s {zone}</source>
        <translation>eine Karte von {owner} ({zone})</translation>
    </message>
    <message>
        <source>face-down #{n} ({id})</source>
        <translation>verdeckt #{n} ({id})</translation>
    </message>
    <message>
        <source>a card ({id})</source>
        <translation>eine Karte ({id})</translation>
    </message>
    <message>
        <source>{by} asks you to allow: {what}</source>
        <translation>{by} bittet dich zu erlauben: {what}</translation>
    </message>
    <message>
        <source>Waiting for {to}: {what}</source>
        <translation>Wartet auf {to}: {what}</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {what}</source>
        <translation>{by} bittet {to} zu erlauben: {what}</translation>
    </message>
    <message>
        <source> · table trust</source>
        <translation> · Tischvertrauen</translation>
    </message>
    <message>
        <source>Asked: nothing changes until the other player accepts.</source>
        <translation>Angefragt: Nichts ändert sich, bis der andere Spieler annimmt.</translation>
    </message>
    <message>
        <source>Asked {player}: {player} answers when at the table; nothing changes until then.</source>
        <translation>{player} gefragt: {player} antwortet am Tisch; bis dahin ändert sich nichts.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Accept: {what}</source>
        <translation>Annehmen: {what}</translation>
    </message>
    <message>
        <source>Accept {by}&apos;s request: {what}</source>
        <translation>Anfrage von {by} annehmen: {what}</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Decline: {what}</source>
        <translation>Ablehnen: {what}</translation>
    </message>
    <message>
        <source>Decline {by}&apos;s request: {what}</source>
        <translation>Anfrage von {by} ablehnen: {what}</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw the request: {what}</source>
        <translation>Anfrage zurückziehen: {what}</translation>
    </message>
    <message>
        <source>Withdraw the request to {to}: {what}</source>
        <translation>Anfrage an {to} zurückziehen: {what}</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Accept the first request</source>
        <translation>Erste Anfrage annehmen</translation>
    </message>
    <message>
        <source>Decline the first request</source>
        <translation>Erste Anfrage ablehnen</translation>
    </message>
    <message>
        <source>Players may act on each other&apos;s things without asking</source>
        <translation>Spieler dürfen ohne Nachfrage mit den Sachen der anderen handeln</translation>
    </message>
    <message>
        <source>Table trust: an action on another player&apos;s things is carried out without asking (never one that would show their hidden cards). Turning it on asks the other player.</source>
        <translation>Tischvertrauen: Eine Aktion mit den Sachen eines anderen Spielers wird ohne Nachfrage ausgeführt (nie eine, die seine verborgenen Karten zeigen würde). Das Einschalten fragt den anderen Spieler.</translation>
    </message>
    <message>
        <source>No request waits for your answer.</source>
        <translation>Keine Anfrage wartet auf deine Antwort.</translation>
    </message>
    <message>
        <source>Table trust on</source>
        <translation>Tischvertrauen an</translation>
    </message>
    <message>
        <source>Table trust off</source>
        <translation>Tischvertrauen aus</translation>
    </message>
    <message>
        <source>Who goes first?</source>
        <translation>Wer beginnt?</translation>
    </message>
    <message>
        <source>{player} lost the last game and chooses who goes first in the next one (rule 103.1).</source>
        <translation>{player} hat das letzte Spiel verloren und wählt, wer im nächsten beginnt (Regel 103.1).</translation>
    </message>
    <message>
        <source>{player} goes first</source>
        <translation>{player} beginnt</translation>
    </message>
    <message>
        <source>Start the next game</source>
        <translation>Nächstes Spiel beginnen</translation>
    </message>
    <message>
        <source>Sideboarding: {player}</source>
        <translation>Sideboard anpassen: {player}</translation>
    </message>
    <message>
        <source>{player}: swap cards between your main deck and your sideboard before the next game.</source>
        <translation>{player}: Tausche vor dem nächsten Spiel Karten zwischen deinem Hauptdeck und deinem Sideboard.</translation>
    </message>
    <message>
        <source>To the sideboard →</source>
        <translation>Ins Sideboard →</translation>
    </message>
    <message>
        <source>← To the main deck</source>
        <translation>← Ins Hauptdeck</translation>
    </message>
    <message numerus="yes">
        <source>Main deck: %n card(s)</source>
        <translation>
            <numerusform>Hauptdeck: %n Karte</numerusform>
            <numerusform>Hauptdeck: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sideboard: %n card(s)</source>
        <translation>
            <numerusform>Sideboard: %n Karte</numerusform>
            <numerusform>Sideboard: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <source>{h} h {m} min</source>
        <translation>{h} h {m} min</translation>
    </message>
    <message>
        <source>{done} of {total} · {rate}/s</source>
        <translation>{done} von {total} · {rate}/s</translation>
    </message>
    <message>
        <source>{done} · {rate}/s</source>
        <translation>{done} · {rate}/s</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>noch {time}</translation>
    </message>
    <message>
        <source>Cards imported from files</source>
        <translation>Aus Dateien importierte Karten</translation>
    </message>
    <message>
        <source>{source} (the date of its data is not known)</source>
        <translation>{source} (das Datum der Daten ist unbekannt)</translation>
    </message>
    <message>
        <source>{source}, data of {date}</source>
        <translation>{source}, Daten vom {date}</translation>
    </message>
    <message>
        <source>Imported {cards} cards from {files}; the database holds {total} cards.</source>
        <translation>{cards} Karten aus {files} importiert; die Datenbank enthält {total} Karten.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) that could not be read were left out.</source>
        <translation>
            <numerusform>%n Eintrag, der nicht gelesen werden konnte, wurde ausgelassen.</numerusform>
            <numerusform>%n Einträge, die nicht gelesen werden konnten, wurden ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newer card data is there: {date} (the database&apos;s is of {have}). Download the database to get it.</source>
        <translation>Neuere Kartendaten sind verfügbar: {date} (die der Datenbank sind vom {have}). Lade die Datenbank herunter, um sie zu erhalten.</translation>
    </message>
    <message>
        <source>The card database is up to date: its data is of {date}.</source>
        <translation>Die Kartendatenbank ist aktuell: ihre Daten sind vom {date}.</translation>
    </message>
    <message>
        <source>Can&apos;t tell whether newer card data is there: {reason}.</source>
        <translation>Ob neuere Kartendaten verfügbar sind, lässt sich nicht sagen: {reason}.</translation>
    </message>
    <message>
        <source>no cards.xml</source>
        <translation>keine cards.xml</translation>
    </message>
    <message numerus="yes">
        <source>Found in {root}: {files}, %n custom set(s), {decks}.</source>
        <translation>
            <numerusform>Gefunden in {root}: {files}, %n eigene Edition, {decks}.</numerusform>
            <numerusform>Gefunden in {root}: {files}, %n eigene Editionen, {decks}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n Deck</numerusform>
            <numerusform>%n Decks</numerusform>
        </translation>
    </message>
    <message>
        <source>Card database</source>
        <translation>Kartendatenbank</translation>
    </message>
    <message>
        <source>The card database in use</source>
        <translation>Die verwendete Kartendatenbank</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Karten:</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>Daten:</translation>
    </message>
    <message>
        <source>Download every card</source>
        <translation>Alle Karten herunterladen</translation>
    </message>
    <message>
        <source>Scryfall (one record a card, with its images)</source>
        <translation>Scryfall (ein Eintrag je Karte, mit ihren Bildern)</translation>
    </message>
    <message>
        <source>MTGJSON (with its translations)</source>
        <translation>MTGJSON (mit seinen Übersetzungen)</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>Optional: a card file or a listing to use instead of the source&apos;s own address</source>
        <translation>Optional: eine Kartendatei oder eine Liste statt der Adresse der Quelle</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Nach Aktualisierungen suchen</translation>
    </message>
    <message>
        <source>Import card files</source>
        <translation>Kartendateien importieren</translation>
    </message>
    <message>
        <source>A card file, or a folder of card files</source>
        <translation>Eine Kartendatei oder ein Ordner mit Kartendateien</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>Datei…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Ordner…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Use a Cockatrice installation</source>
        <translation>Eine Cockatrice-Installation verwenden</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s data folder</source>
        <translation>Datenordner von Cockatrice</translation>
    </message>
    <message>
        <source>Use this Cockatrice</source>
        <translation>Dieses Cockatrice verwenden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Can&apos;t be read: {reason}.</source>
        <translation>Kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>None yet: only the {n} cards that come with tabletop.</source>
        <translation>Noch keine: nur die {n} Karten, die tabletop mitbringt.</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} Karten</translation>
    </message>
    <message>
        <source>No Cockatrice installation was found in its usual folders: choose its data folder (the one holding cards.xml).</source>
        <translation>In den üblichen Ordnern wurde keine Cockatrice-Installation gefunden: Wähle ihren Datenordner (den mit cards.xml).</translation>
    </message>
    <message>
        <source>Import a card file</source>
        <translation>Eine Kartendatei importieren</translation>
    </message>
    <message>
        <source>Import a folder of card files</source>
        <translation>Einen Ordner mit Kartendateien importieren</translation>
    </message>
    <message>
        <source>The address must be a web address (http:// or https://).</source>
        <translation>Die Adresse muss eine Webadresse sein (http:// oder https://).</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <source>Checking for updates…</source>
        <translation>Suche nach Aktualisierungen…</translation>
    </message>
    <message>
        <source>Name a card file or a folder of card files to import.</source>
        <translation>Gib eine Kartendatei oder einen Ordner mit Kartendateien zum Importieren an.</translation>
    </message>
    <message>
        <source>Importing the cards…</source>
        <translation>Karten werden importiert…</translation>
    </message>
    <message>
        <source>No cards imported: {reason}.</source>
        <translation>Keine Karten importiert: {reason}.</translation>
    </message>
    <message>
        <source>Importing Cockatrice&apos;s cards…</source>
        <translation>Karten von Cockatrice werden importiert…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Can&apos;t check for updates: {reason}.</source>
        <translation>Aktualisierungen können nicht geprüft werden: {reason}.</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}. The card database is as it was.</source>
        <translation>Nichts geändert: {reason}. Die Kartendatenbank ist unverändert.</translation>
    </message>
    <message>
        <source>The check for updates was cancelled.</source>
        <translation>Die Suche nach Aktualisierungen wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The download was cancelled; the card database is as it was. What was downloaded is kept: Download carries on from there.</source>
        <translation>Der Download wurde abgebrochen; die Kartendatenbank ist unverändert. Das bereits Heruntergeladene bleibt erhalten: „Herunterladen“ setzt dort fort.</translation>
    </message>
    <message>
        <source>The import was cancelled; the card database is as it was.</source>
        <translation>Der Import wurde abgebrochen; die Kartendatenbank ist unverändert.</translation>
    </message>
    <message>
        <source>Its decks are in {folder}.</source>
        <translation>Seine Decks liegen in {folder}.</translation>
    </message>
    <message>
        <source>Its pictures are used for the cards&apos; images.</source>
        <translation>Seine Bilder werden als Kartenbilder verwendet.</translation>
    </message>
    <message>
        <source>tabletop comes with a few cards for its demo. Download every card, import card files or use your Cockatrice installation to play your own decks.</source>
        <translation>tabletop bringt nur wenige Karten für die Demo mit. Lade alle Karten herunter, importiere Kartendateien oder verwende deine Cockatrice-Installation, um deine eigenen Decks zu spielen.</translation>
    </message>
    <message>
        <source>Mana curve: cards of the main deck and the commander by mana value (lands not counted)</source>
        <translation>Manakurve: Karten des Hauptdecks und des Kommandeurs nach Manabetrag (Länder nicht gezählt)</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>Hide this dialog; you stay logged in (Game → Play online… shows it again)</source>
        <translation>Diesen Dialog ausblenden; du bleibst angemeldet (Spiel → Online spielen… zeigt ihn wieder)</translation>
    </message>
    <message>
        <source>type the name you want first</source>
        <translation>gib zuerst den gewünschten Namen ein</translation>
    </message>
    <message>
        <source>This name can&apos;t be registered: {why}</source>
        <translation>Dieser Name kann nicht registriert werden: {why}</translation>
    </message>
    <message>
        <source>Registering {name} on {server}…</source>
        <translation>{name} wird auf {server} registriert…</translation>
    </message>
    <message>
        <source>Choose your credentials file first, or register a name.</source>
        <translation>Wähle zuerst deine Zugangsdatei oder registriere einen Namen.</translation>
    </message>
    <message>
        <source>Connecting to {server} as {name}…</source>
        <translation>Verbindung zu {server} als {name}…</translation>
    </message>
    <message>
        <source>{name} on {server}</source>
        <translation>{name} auf {server}</translation>
    </message>
    <message>
        <source>Choose the deck you will play first (a deck file or the deck editor&apos;s deck).</source>
        <translation>Wähle zuerst das Deck, mit dem du spielst (eine Deckdatei oder das Deck des Deck-Editors).</translation>
    </message>
    <message>
        <source>Game {game} created: waiting for the other players.</source>
        <translation>Spiel {game} erstellt: warte auf die anderen Spieler.</translation>
    </message>
    <message>
        <source>Creating the game…</source>
        <translation>Spiel wird erstellt…</translation>
    </message>
    <message>
        <source>You sit in game {game}: the table opens when every seat is taken.</source>
        <translation>Du sitzt in Spiel {game}: der Tisch öffnet sich, sobald alle Plätze besetzt sind.</translation>
    </message>
    <message>
        <source>Joining game {game}…</source>
        <translation>Spiel {game} wird beigetreten…</translation>
    </message>
    <message>
        <source>Choose a deck</source>
        <translation>Deck wählen</translation>
    </message>
    <message>
        <source>Decklists (*.txt *.dec *.dck *.cod *.dek);;All files (*)</source>
        <translation>Decklisten (*.txt *.dec *.dck *.cod *.dek);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This deck can&apos;t be used: {why}</source>
        <translation>Dieses Deck kann nicht verwendet werden: {why}</translation>
    </message>
    <message>
        <source>The deck editor has no deck open: open it (Cards → Deck editor…) and make or open one.</source>
        <translation>Im Deck-Editor ist kein Deck offen: öffne ihn (Karten → Deck-Editor…) und erstelle oder öffne eines.</translation>
    </message>
    <message>
        <source>the deck editor&apos;s deck</source>
        <translation>das Deck des Deck-Editors</translation>
    </message>
    <message>
        <source>{deck}: {main} cards, sideboard {side}</source>
        <translation>{deck}: {main} Karten, Sideboard {side}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>wartet auf Spieler</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>sideboarding</source>
        <translation>Sideboarding</translation>
    </message>
    <message>
        <source>over</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>Best of 3: {score}</source>
        <translation>Best of 3: {score}</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Log &amp;out</source>
        <translation>&amp;Abmelden</translation>
    </message>
    <message>
        <source>&amp;Games on this server</source>
        <translation>&amp;Spiele auf diesem Server</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Read the game list again (F5)</source>
        <translation>Die Spielliste neu lesen (F5)</translation>
    </message>
    <message>
        <source>&amp;Create…</source>
        <translation>&amp;Erstellen…</translation>
    </message>
    <message>
        <source>A new game on the server; you take its first seat with the deck below</source>
        <translation>Ein neues Spiel auf dem Server; du nimmst den ersten Platz mit dem Deck unten</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>Dem Spiel beitreten</translation>
    </message>
    <message>
        <source>Take a free seat of the chosen game with the deck below, or open the table of your own seat</source>
        <translation>Einen freien Platz im gewählten Spiel mit dem Deck unten nehmen oder den Tisch deines Platzes öffnen</translation>
    </message>
    <message>
        <source>&amp;Spectate</source>
        <translation>&amp;Zuschauen</translation>
    </message>
    <message>
        <source>Spectate the game</source>
        <translation>Dem Spiel zuschauen</translation>
    </message>
    <message>
        <source>Watch the chosen game: public information only</source>
        <translation>Dem gewählten Spiel zuschauen: nur öffentliche Informationen</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Deck:</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>keines gewählt</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>&amp;Deck file…</source>
        <translation>&amp;Deckdatei…</translation>
    </message>
    <message>
        <source>Choose a deck file</source>
        <translation>Eine Deckdatei wählen</translation>
    </message>
    <message>
        <source>Play a decklist file (.txt, .dec, .dck, .cod)</source>
        <translation>Mit einer Decklisten-Datei spielen (.txt, .dec, .dck, .cod)</translation>
    </message>
    <message>
        <source>Deck &amp;editor&apos;s deck</source>
        <translation>Deck des Deck-Edi&amp;tors</translation>
    </message>
    <message>
        <source>Use the deck editor&apos;s deck</source>
        <translation>Das Deck des Deck-Editors verwenden</translation>
    </message>
    <message>
        <source>Play the deck open in the deck editor</source>
        <translation>Mit dem im Deck-Editor offenen Deck spielen</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <source>Lobby c&amp;hat</source>
        <translation>Lobby-C&amp;hat</translation>
    </message>
    <message>
        <source>Say something to everyone in the lobby (Enter)</source>
        <translation>Allen in der Lobby etwas sagen (Eingabe)</translation>
    </message>
    <message>
        <source>Say something to the lobby</source>
        <translation>Etwas in die Lobby sagen</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>● {name} (online)</source>
        <translation>● {name} (online)</translation>
    </message>
    <message>
        <source>○ {name}</source>
        <translation>○ {name}</translation>
    </message>
    <message>
        <source>Play on a shared server: every player connects to it, nobody needs to open a port. Ask its owner for its address.</source>
        <translation>Auf einem gemeinsamen Server spielen: alle Spieler verbinden sich mit ihm, niemand muss einen Port öffnen. Frag seinen Betreiber nach der Adresse.</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <source>The server&apos;s address, as its owner gave it: nats://host:port</source>
        <translation>Die Adresse des Servers, wie sein Betreiber sie angab: nats://host:port</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>A new account</source>
        <translation>Ein neues Konto</translation>
    </message>
    <message>
        <source>New account name</source>
        <translation>Name des neuen Kontos</translation>
    </message>
    <message>
        <source>2 to 24 letters a-z, digits, &apos;-&apos; or &apos;_&apos;; unique on the server</source>
        <translation>2 bis 24 Zeichen: Buchstaben a-z, Ziffern, &apos;-&apos; oder &apos;_&apos;; eindeutig auf dem Server</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>dein Name</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>&amp;Registrieren</translation>
    </message>
    <message>
        <source>Make the account on the server; its credentials file is kept in the app&apos;s settings folder</source>
        <translation>Das Konto auf dem Server anlegen; seine Zugangsdatei wird im Einstellungsordner der App gespeichert</translation>
    </message>
    <message>
        <source>An account of yours</source>
        <translation>Ein Konto von dir</translation>
    </message>
    <message>
        <source>Credentials file</source>
        <translation>Zugangsdatei</translation>
    </message>
    <message>
        <source>The account&apos;s credentials file (made when you registered)</source>
        <translation>Die Zugangsdatei des Kontos (bei der Registrierung angelegt)</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Wählen…</translation>
    </message>
    <message>
        <source>Choose a credentials file</source>
        <translation>Eine Zugangsdatei wählen</translation>
    </message>
    <message>
        <source>&amp;Log in</source>
        <translation>A&amp;nmelden</translation>
    </message>
    <message>
        <source>Connect to the server with this account</source>
        <translation>Mit diesem Konto zum Server verbinden</translation>
    </message>
    <message>
        <source>Credentials (*.creds);;All files (*)</source>
        <translation>Zugangsdaten (*.creds);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Opening the table of game {game}…</source>
        <translation>Der Tisch von Spiel {game} wird geöffnet…</translation>
    </message>
    <message>
        <source>Game {game}: the table is open.</source>
        <translation>Spiel {game}: der Tisch ist offen.</translation>
    </message>
    <message>
        <source>Can&apos;t open the table of game {game}: {why}</source>
        <translation>Der Tisch von Spiel {game} kann nicht geöffnet werden: {why}</translation>
    </message>
    <message>
        <source>Game {game}: sideboarding needs the deck you joined with; join again from this lobby.</source>
        <translation>Spiel {game}: das Sideboarding braucht das Deck, mit dem du beigetreten bist; tritt aus dieser Lobby erneut bei.</translation>
    </message>
    <message>
        <source>Game {game}: your deck for the next game is in.</source>
        <translation>Spiel {game}: dein Deck für das nächste Spiel ist eingereicht.</translation>
    </message>
    <message>
        <source>Game {game}: {player} goes first.</source>
        <translation>Spiel {game}: {player} beginnt.</translation>
    </message>
    <message>
        <source>This credentials file can&apos;t be used: {why}</source>
        <translation>Diese Zugangsdatei kann nicht verwendet werden: {why}</translation>
    </message>
    <message>
        <source>Something went wrong: {why}</source>
        <translation>Etwas ist schiefgegangen: {why}</translation>
    </message>
    <message>
        <source>The name {name} is taken on this server: choose another.</source>
        <translation>Der Name {name} ist auf diesem Server vergeben: wähle einen anderen.</translation>
    </message>
    <message>
        <source>The server refused: {why}</source>
        <translation>Der Server lehnt ab: {why}</translation>
    </message>
    <message>
        <source>The server refused these credentials: the account is unknown there, was removed, or the file belongs to another server.</source>
        <translation>Der Server lehnt diese Zugangsdaten ab: das Konto ist dort unbekannt, wurde entfernt, oder die Datei gehört zu einem anderen Server.</translation>
    </message>
    <message>
        <source>Can&apos;t reach the server: {why}</source>
        <translation>Der Server ist nicht erreichbar: {why}</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {m} min {s} s left</source>
        <translation>Uhr von {player}: noch {m} Min. {s} s</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {s} s left</source>
        <translation>Uhr von {player}: noch {s} s</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: time ran out</source>
        <translation>Uhr von {player}: Zeit abgelaufen</translation>
    </message>
    <message>
        <source>, running</source>
        <translation>, läuft</translation>
    </message>
    <message>
        <source>Chess clocks</source>
        <translation>Schachuhren</translation>
    </message>
    <message>
        <source>The note (may be empty):</source>
        <translation>Die Notiz (darf leer sein):</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Lesezeichen</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note (Ctrl+B)</source>
        <translation>Diesen Eintrag mit einer Notiz merken (Strg+B)</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the chosen bookmark&apos;s note</source>
        <translation>Die Notiz des gewählten Lesezeichens bearbeiten</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the chosen bookmark</source>
        <translation>Das gewählte Lesezeichen entfernen</translation>
    </message>
    <message>
        <source>#{n}: {note}</source>
        <translation>#{n}: {note}</translation>
    </message>
    <message>
        <source>No bookmarks here yet (Ctrl+B adds one).</source>
        <translation>Noch keine Lesezeichen (Strg+B fügt eines hinzu).</translation>
    </message>
    <message>
        <source>Bookmark entry {n}</source>
        <translation>Eintrag {n} merken</translation>
    </message>
    <message>
        <source>Edit the bookmark</source>
        <translation>Lesezeichen bearbeiten</translation>
    </message>
    <message>
        <source>A redacted export is read-only: its bookmarks can&apos;t be changed here.</source>
        <translation>Ein geschwärzter Export ist schreibgeschützt: Seine Lesezeichen können hier nicht geändert werden.</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t keep bookmarks.</source>
        <translation>Diese Version von tabletop kann keine Lesezeichen speichern.</translation>
    </message>
    <message>
        <source>The bookmarks could not be saved into {p}: {e}</source>
        <translation>Die Lesezeichen konnten nicht in {p} gespeichert werden: {e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed: {e}</source>
        <translation>{p} kann nicht wiedergegeben werden: {e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed with its journal: {e}</source>
        <translation>{p} kann mit seinem Journal nicht wiedergegeben werden: {e}</translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>Wiederholung öffnen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t take a game over.</source>
        <translation>Diese Version von tabletop kann kein Spiel übernehmen.</translation>
    </message>
    <message>
        <source>A redacted export holds only one seat&apos;s view: no game can be taken over from it.</source>
        <translation>Ein geschwärzter Export enthält nur die Sicht eines Platzes: Aus ihm kann kein Spiel übernommen werden.</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>aufdecken</translation>
    </message>
    <message>
        <source>peek</source>
        <translation>ansehen</translation>
    </message>
    <message>
        <source>turn-up</source>
        <translation>umdrehen</translation>
    </message>
    <message>
        <source>search</source>
        <translation>durchsuchen</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>mischen</translation>
    </message>
    <message>
        <source>mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <source>override</source>
        <translation>Übersteuerung</translation>
    </message>
    <message>
        <source>request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>bookmark</source>
        <translation>Lesezeichen</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Timeline: click or drag to go to an entry</source>
        <translation>Zeitleiste: klicken oder ziehen, um zu einem Eintrag zu gehen</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>das Spiel</translation>
    </message>
    <message>
        <source>#{n} {who}: {what}</source>
        <translation>#{n} {who}: {what}</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Setup (before the first entry)</source>
        <translation>Aufbau (vor dem ersten Eintrag)</translation>
    </message>
    <message>
        <source>Entry {n}: the board this export holds</source>
        <translation>Eintrag {n}: das Spielfeld dieses Exports</translation>
    </message>
    <message>
        <source>Turn {t} ({a})</source>
        <translation>Zug {t} ({a})</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Back one entry</source>
        <translation>Einen Eintrag zurück</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Abspielen / Pause</translation>
    </message>
    <message>
        <source>Forward one entry</source>
        <translation>Einen Eintrag vor</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Ledger of the card</source>
        <translation>Wissensbuch der Karte</translation>
    </message>
    <message>
        <source>Click a card to see who knew it, since when and how.</source>
        <translation>Klicke auf eine Karte, um zu sehen, wer sie kannte, seit wann und wie.</translation>
    </message>
    <message>
        <source>Learned later</source>
        <translation>Später erfahren</translation>
    </message>
    <message>
        <source>Journal as the lens read it</source>
        <translation>Protokoll aus Sicht der Linse</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Noch ist nichts geschehen.</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Wissensbuch</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Replay controls</source>
        <translation>Wiedergabesteuerung</translation>
    </message>
    <message>
        <source>{n}/s</source>
        <translation>{n}/s</translation>
    </message>
    <message>
        <source>Playing speed: entries per second</source>
        <translation>Abspieltempo: Einträge pro Sekunde</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>Abspieltempo</translation>
    </message>
    <message>
        <source>Go to entry (Ctrl+G)</source>
        <translation>Zu Eintrag gehen (Strg+G)</translation>
    </message>
    <message>
        <source>Go to the start of a turn (Ctrl+T)</source>
        <translation>Zum Beginn eines Zuges gehen (Strg+T)</translation>
    </message>
    <message>
        <source>Whose knowledge the replay shows (Ctrl+L)</source>
        <translation>Wessen Wissen die Wiedergabe zeigt (Strg+L)</translation>
    </message>
    <message>
        <source>Lens</source>
        <translation>Linse</translation>
    </message>
    <message>
        <source>Lens:</source>
        <translation>Linse:</translation>
    </message>
    <message>
        <source>Choose the lens</source>
        <translation>Linse wählen</translation>
    </message>
    <message>
        <source>Bookmark…</source>
        <translation>Lesezeichen…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note</source>
        <translation>Diesen Eintrag mit einer Notiz merken</translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation>Ab hier übernehmen</translation>
    </message>
    <message>
        <source>Start a new hot-seat game from this entry</source>
        <translation>Ein neues Hot-Seat-Spiel ab diesem Eintrag beginnen</translation>
    </message>
    <message>
        <source>Nothing on this board was learned later.</source>
        <translation>Nichts auf diesem Spielfeld wurde später erfahren.</translation>
    </message>
    <message>
        <source>Turn {t}</source>
        <translation>Zug {t}</translation>
    </message>
    <message>
        <source>a redacted export: this entry only</source>
        <translation>ein geschwärzter Export: nur dieser Eintrag</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>ein Spiel</translation>
    </message>
    <message>
        <source>Replay — {file} — {lens}</source>
        <translation>Wiederholung — {file} — {lens}</translation>
    </message>
    <message>
        <source>Card {id}:</source>
        <translation>Karte {id}:</translation>
    </message>
    <message>
        <source>No one&apos;s knowledge of this card is on record for this lens.</source>
        <translation>Für diese Linse ist niemandes Wissen über diese Karte verzeichnet.</translation>
    </message>
    <message>
        <source>later: #{n}</source>
        <translation>später: #{n}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Known then to: {seats}</source>
        <translation>Damals bekannt: {seats}</translation>
    </message>
    <message>
        <source>from the setup</source>
        <translation>aus dem Aufbau</translation>
    </message>
    <message>
        <source>drew it</source>
        <translation>hat sie gezogen</translation>
    </message>
    <message>
        <source>looked at it</source>
        <translation>hat sie angesehen</translation>
    </message>
    <message>
        <source>peeked at it</source>
        <translation>hat sie in der Bibliothek angesehen</translation>
    </message>
    <message>
        <source>searched for it</source>
        <translation>hat nach ihr durchsucht</translation>
    </message>
    <message>
        <source>it was revealed</source>
        <translation>sie wurde aufgedeckt</translation>
    </message>
    <message>
        <source>controls it face down</source>
        <translation>kontrolliert sie verdeckt</translation>
    </message>
    <message>
        <source>face up in a public zone</source>
        <translation>offen in einer öffentlichen Zone</translation>
    </message>
    <message>
        <source>in their hand</source>
        <translation>auf der eigenen Hand</translation>
    </message>
    <message>
        <source>followed it</source>
        <translation>hat sie weiter verfolgt</translation>
    </message>
    <message>
        <source>As {seat} knew it then</source>
        <translation>Wie {seat} es damals wusste</translation>
    </message>
    <message>
        <source>Hindsight ({seat})</source>
        <translation>Im Nachhinein ({seat})</translation>
    </message>
    <message>
        <source>Judge (everything)</source>
        <translation>Schiedsrichter (alles)</translation>
    </message>
    <message>
        <source>since an entry this file does not hold</source>
        <translation>seit einem Eintrag, den diese Datei nicht enthält</translation>
    </message>
    <message>
        <source>since the setup</source>
        <translation>seit dem Aufbau</translation>
    </message>
    <message>
        <source>since entry {n}</source>
        <translation>seit Eintrag {n}</translation>
    </message>
    <message>
        <source>still knows it</source>
        <translation>kennt sie noch</translation>
    </message>
    <message>
        <source>until entry {n}</source>
        <translation>bis Eintrag {n}</translation>
    </message>
    <message>
        <source>{seat} knew {name} {since} ({how}), {until}</source>
        <translation>{seat} kannte {name} {since} ({how}), {until}</translation>
    </message>
    <message>
        <source>{id}: {name}, learned later at entry {n} ({how})</source>
        <translation>{id}: {name}, später erfahren bei Eintrag {n} ({how})</translation>
    </message>
    <message>
        <source>Setup · {size} entries</source>
        <translation>Aufbau · {size} Einträge</translation>
    </message>
    <message>
        <source>Entry {n} of {size}</source>
        <translation>Eintrag {n} von {size}</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{player} shuffled their library.</source>
        <translation>{player} hat die eigene Bibliothek gemischt.</translation>
    </message>
    <message>
        <source>Taken back: {command} (what was seen stays known).</source>
        <translation>Zurückgenommen: {command} (was gesehen wurde, bleibt bekannt).</translation>
    </message>
    <message>
        <source>{card} was tapped.</source>
        <translation>{card} wurde getappt.</translation>
    </message>
    <message>
        <source>{card} was untapped.</source>
        <translation>{card} wurde enttappt.</translation>
    </message>
    <message>
        <source>{card} was attached to {to}.</source>
        <translation>{card} wurde an {to} angelegt.</translation>
    </message>
    <message>
        <source>{card} was moved on the table.</source>
        <translation>{card} wurde auf dem Tisch verschoben.</translation>
    </message>
    <message>
        <source>{player} rearranged {cards_text}.</source>
        <translation>{player} hat {cards_text} neu geordnet.</translation>
    </message>
    <message>
        <source>Turn {turn} began ({active}).</source>
        <translation>Zug {turn} hat begonnen ({active}).</translation>
    </message>
    <message>
        <source>Step: {step}.</source>
        <translation>Segment: {step}.</translation>
    </message>
    <message>
        <source>{name} triggers ({cause}).</source>
        <translation>{name} wird ausgelöst ({cause}).</translation>
    </message>
    <message>
        <source>An effect applies to {card} ({duration}).</source>
        <translation>Ein Effekt wirkt auf {card} ({duration}).</translation>
    </message>
    <message>
        <source>An effect on {card} ended.</source>
        <translation>Ein Effekt auf {card} ist abgelaufen.</translation>
    </message>
    <message>
        <source>{player} gained control of {card}.</source>
        <translation>{player} hat die Kontrolle über {card} erlangt.</translation>
    </message>
    <message>
        <source>{card} transformed.</source>
        <translation>{card} hat sich transformiert.</translation>
    </message>
    <message>
        <source>{player} created {card}{copy_text}.</source>
        <translation>{player} hat {card}{copy_text} erzeugt.</translation>
    </message>
    <message>
        <source>{card} became a copy of {of}.</source>
        <translation>{card} wurde eine Kopie von {of}.</translation>
    </message>
    <message>
        <source>{card} entered the battlefield{how}.</source>
        <translation>{card} kam{how} ins Spiel.</translation>
    </message>
    <message>
        <source>{card} left the battlefield.</source>
        <translation>{card} hat das Spielfeld verlassen.</translation>
    </message>
    <message>
        <source>{player} looked at {cards_text}.</source>
        <translation>{player} hat sich {cards_text} angesehen.</translation>
    </message>
    <message>
        <source>{card} was revealed{to_text}.</source>
        <translation>{card} wurde offenbart{to_text}.</translation>
    </message>
    <message>
        <source>{player} tried to draw from an empty library.</source>
        <translation>{player} hat versucht, aus einer leeren Bibliothek zu ziehen.</translation>
    </message>
    <message>
        <source>{player} milled {cards_text}.</source>
        <translation>{player} hat {cards_text} gemahlen.</translation>
    </message>
    <message>
        <source>{player} put back the top of {owner}&apos;s library: {top} on top, {bottom} at the bottom, {graveyard} into the graveyard.</source>
        <translation>{player} hat die oberen Karten der Bibliothek von {owner} zurückgelegt: {top} oben, {bottom} unten, {graveyard} auf den Friedhof.</translation>
    </message>
    <message>
        <source>{player} searched {owner}&apos;s {zone} and found {cards_text}.</source>
        <translation>{player} hat die Zone {zone} von {owner} durchsucht und {cards_text} gefunden.</translation>
    </message>
    <message>
        <source>{player} took a mulligan (number {mulligans}).</source>
        <translation>{player} hat einen Mulligan genommen (Nummer {mulligans}).</translation>
    </message>
    <message>
        <source>{card} resolved{modes_text}.</source>
        <translation>{card} wurde verrechnet{modes_text}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} drew %n card(s){cards_text}.</source>
        <translation>
            <numerusform>{player} hat %n Karte gezogen{cards_text}.</numerusform>
            <numerusform>{player} hat %n Karten gezogen{cards_text}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {counter} counter(s) on {card}.</source>
        <translation>
            <numerusform>%n {counter}-Marke auf {card}.</numerusform>
            <numerusform>%n {counter}-Marken auf {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} was dealt %n damage.</source>
        <translation>
            <numerusform>{card} wurde %n Schadenspunkt zugefügt.</numerusform>
            <numerusform>{card} wurden %n Schadenspunkte zugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) on the bottom of their library.</source>
        <translation>
            <numerusform>{player} hat %n Karte unter die eigene Bibliothek gelegt.</numerusform>
            <numerusform>{player} hat %n Karten unter die eigene Bibliothek gelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} kept their hand (%n mulligan(s)).</source>
        <translation>
            <numerusform>{player} hat die Hand behalten (%n Mulligan).</numerusform>
            <numerusform>{player} hat die Hand behalten (%n Mulligans).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} manifested {card}.</source>
        <translation>{player} hat {card} manifestiert.</translation>
    </message>
    <message>
        <source>{player} cloaked {card}.</source>
        <translation>{player} hat {card} verhüllt.</translation>
    </message>
    <message>
        <source>{player} manifested dread: {card}.</source>
        <translation>{player} hat das Grauen manifestiert: {card}.</translation>
    </message>
    <message>
        <source>{card} was turned face down.</source>
        <translation>{card} wurde verdeckt umgedreht.</translation>
    </message>
    <message>
        <source>{card} was turned face up {route_text}.</source>
        <translation>{card} wurde {route_text} aufgedeckt.</translation>
    </message>
    <message>
        <source>{card} returned to the battlefield from the {frm}.</source>
        <translation>{card} kehrte aus der Zone {frm} ins Spiel zurück.</translation>
    </message>
    <message>
        <source>{player} cast {card}.</source>
        <translation>{player} hat {card} gewirkt.</translation>
    </message>
    <message>
        <source>{player} played {card}.</source>
        <translation>{player} hat {card} gespielt.</translation>
    </message>
    <message>
        <source>{card} was countered.</source>
        <translation>{card} wurde neutralisiert.</translation>
    </message>
    <message>
        <source>{player} may play {card} ({until}).</source>
        <translation>{player} darf {card} spielen ({until}).</translation>
    </message>
    <message>
        <source>{player} may no longer play {card}.</source>
        <translation>{player} darf {card} nicht mehr spielen.</translation>
    </message>
    <message>
        <source>{card} died.</source>
        <translation>{card} ist gestorben.</translation>
    </message>
    <message>
        <source>{card} was exiled from the {frm}.</source>
        <translation>{card} wurde aus der Zone {frm} ins Exil geschickt.</translation>
    </message>
    <message>
        <source>{card} moved from {owner}&apos;s {frm} to the {to}.</source>
        <translation>{card} wurde von der Zone {frm} von {owner} in die Zone {to} bewegt.</translation>
    </message>
    <message>
        <source>{card} ceased to exist.</source>
        <translation>{card} hat aufgehört zu existieren.</translation>
    </message>
    <message>
        <source>{player} left the game.</source>
        <translation>{player} hat das Spiel verlassen.</translation>
    </message>
    <message>
        <source>The game ended.</source>
        <translation>Das Spiel ist beendet.</translation>
    </message>
    <message>
        <source>The rules mode is now {mode} (was {old}).</source>
        <translation>Der Regelmodus ist jetzt {mode} (vorher {old}).</translation>
    </message>
    <message>
        <source>{actor} overrode the rules ({command}).</source>
        <translation>{actor} hat die Regeln übergangen ({command}).</translation>
    </message>
    <message>
        <source>{player}: life {old} → {new}{paid}.</source>
        <translation>{player}: Leben {old} → {new}{paid}.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}.</source>
        <translation>{player} hat {dice} gewürfelt: {results}.</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}.</source>
        <translation>{player} hat eine Münze geworfen: {result}.</translation>
    </message>
    <message>
        <source>{player} pointed from {arrow_from} to {arrow_to}.</source>
        <translation>{player} hat von {arrow_from} auf {arrow_to} gezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s) taken off the table.</source>
        <translation>
            <numerusform>%n Pfeil vom Tisch genommen.</numerusform>
            <numerusform>%n Pfeile vom Tisch genommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} untapped all their permanents ({n_cards}).</source>
        <translation>{player} hat alle eigenen Permanents enttappt ({n_cards}).</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {command}{request_cards}.</source>
        <translation>{by} bittet {to} zu erlauben: {command}{request_cards}.</translation>
    </message>
    <message>
        <source>{to} {answer_word} {by}&apos;s request ({command}).</source>
        <translation>{to} {answer_word} Anfrage von {by} ({command}).</translation>
    </message>
    <message>
        <source>{by} withdrew the request to {to} ({command}).</source>
        <translation>{by} hat die Anfrage an {to} zurückgezogen ({command}).</translation>
    </message>
    <message>
        <source>{by}&apos;s request to {to} ({command}) is void: {void_text}.</source>
        <translation>Die Anfrage von {by} an {to} ({command}) ist hinfällig: {void_text}.</translation>
    </message>
    <message>
        <source>{player} has priority.</source>
        <translation>{player} hat Priorität.</translation>
    </message>
    <message>
        <source>{player} passed priority to {next}.</source>
        <translation>{player} hat die Priorität an {next} abgegeben.</translation>
    </message>
    <message>
        <source>{card} finished resolving: {player} has priority.</source>
        <translation>{card} ist fertig verrechnet: {player} hat Priorität.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>An object with no mana cost has mana value 0.</source>
        <translation>Ein Objekt ohne Manakosten hat den Manabetrag 0.</translation>
    </message>
    <message>
        <source>A permanent enters the battlefield face up unless something says face down.</source>
        <translation>Ein Permanent kommt offen ins Spiel, außer etwas sagt verdeckt.</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it whenever you have priority; it does not use the stack.</source>
        <translation>Ein verdecktes Permanent aufzudecken ist eine Sonderaktion: Du kannst sie immer ausführen, wenn du Priorität hast; sie benutzt den Stapel nicht.</translation>
    </message>
    <message>
        <source>Sorcery-speed cards are cast only in your own main phase with an empty stack; instants whenever you have priority.</source>
        <translation>Karten mit Hexerei-Tempo werden nur in deiner eigenen Hauptphase bei leerem Stapel gewirkt; Spontanzauber immer, wenn du Priorität hast.</translation>
    </message>
    <message>
        <source>You play a land only in your own main phase, with an empty stack.</source>
        <translation>Du spielst ein Land nur in deiner eigenen Hauptphase bei leerem Stapel.</translation>
    </message>
    <message>
        <source>Normally you may play one land each turn.</source>
        <translation>Normalerweise darfst du in jedem Zug ein Land spielen.</translation>
    </message>
    <message>
        <source>Nothing lets you play a land when it is not your turn.</source>
        <translation>Nichts erlaubt dir, ein Land zu spielen, wenn du nicht am Zug bist.</translation>
    </message>
    <message>
        <source>An Equipment can be attached to a creature; it affects the creature it is attached to, face down or not.</source>
        <translation>Eine Ausrüstung kann an eine Kreatur angelegt werden; sie wirkt auf die ausgerüstete Kreatur, ob verdeckt oder nicht.</translation>
    </message>
    <message>
        <source>A creature spell (without flash) is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>Ein Kreaturenzauber (ohne Aufblitzen) wird nur in deiner eigenen Hauptphase gewirkt, wenn du Priorität hast und der Stapel leer ist.</translation>
    </message>
    <message>
        <source>A sorcery is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>Eine Hexerei wird nur in deiner eigenen Hauptphase gewirkt, wenn du Priorität hast und der Stapel leer ist.</translation>
    </message>
    <message>
        <source>When all players pass in succession, the top spell or ability of the stack, the last one put there, resolves first.</source>
        <translation>Wenn alle Spieler nacheinander passen, wird der oberste Zauberspruch oder die oberste Fähigkeit des Stapels, also die zuletzt dorthin gelegte, zuerst verrechnet.</translation>
    </message>
    <message>
        <source>A permanent that stops being a creature, such as a face-down land turned face up, is removed from combat.</source>
        <translation>Ein Permanent, das aufhört, eine Kreatur zu sein, etwa ein verdecktes Land, das aufgedeckt wird, wird aus dem Kampf entfernt.</translation>
    </message>
    <message>
        <source>In the cleanup step, damage wears off and &quot;until end of turn&quot; and &quot;this turn&quot; effects end, all at the same time.</source>
        <translation>Im Aufräumsegment wird Schaden entfernt, und Effekte „bis zum Ende des Zuges“ und „in diesem Zug“ enden, alle gleichzeitig.</translation>
    </message>
    <message>
        <source>Leaves-the-battlefield abilities, &quot;dies&quot; abilities among them, look back in time: they see the permanent as it was just before it left, a face-down 2/2 creature if it was face down.</source>
        <translation>Fähigkeiten beim Verlassen des Spielfelds, darunter „stirbt“-Fähigkeiten, blicken zurück: Sie sehen das Permanent so, wie es kurz vor dem Verlassen war, als verdeckte 2/2-Kreatur, wenn es verdeckt war.</translation>
    </message>
    <message>
        <source>The controller of a resolving spell or ability follows its instructions in the order written: what it says to do is what is done.</source>
        <translation>Der Beherrscher eines Zauberspruchs oder einer Fähigkeit, die verrechnet wird, befolgt die Anweisungen in der geschriebenen Reihenfolge: Was sie sagen, wird getan.</translation>
    </message>
    <message>
        <source>A creature with damage marked on it at least equal to its toughness is destroyed (a state-based action); no other creature is.</source>
        <translation>Eine Kreatur, auf der mindestens so viel Schaden markiert ist wie ihre Widerstandskraft, wird zerstört (eine zustandsbasierte Aktion); keine andere Kreatur.</translation>
    </message>
    <message>
        <source>Continuous effects apply in layers, after copy effects and face-down values: so other effects can still change a face-down permanent&apos;s characteristics.</source>
        <translation>Fortlaufende Effekte wirken in Schichten, nach Kopiereffekten und verdeckten Werten: Andere Effekte können also die Eigenschaften eines verdeckten Permanents noch ändern.</translation>
    </message>
    <message>
        <source>A card that changes zones becomes a new object with no memory of the old one.</source>
        <translation>Eine Karte, die die Zone wechselt, wird ein neues Objekt ohne Erinnerung an das alte.</translation>
    </message>
    <message>
        <source>To manifest, put the card onto the battlefield face down as a 2/2 creature.</source>
        <translation>Um zu manifestieren, bringe die Karte als 2/2-Kreatur verdeckt ins Spiel.</translation>
    </message>
    <message>
        <source>Any time you have priority, you may turn a manifested permanent you control face up this way if its card is a creature card and has a mana cost: show all players that it is and what that cost is, pay it, and turn it face up (a special action). A non-creature card, or one with no mana cost, can&apos;t.</source>
        <translation>Immer wenn du Priorität hast, kannst du ein manifestiertes Permanent, das du kontrollierst, auf diese Weise aufdecken, falls seine Karte eine Kreaturenkarte mit Manakosten ist: Zeige allen Spielern, dass sie es ist und was diese Kosten sind, bezahle sie und decke sie auf (eine Sonderaktion). Eine Nichtkreaturenkarte oder eine ohne Manakosten kann das nicht.</translation>
    </message>
    <message>
        <source>A manifested card that has morph may also be turned face up for its morph cost.</source>
        <translation>Eine manifestierte Karte mit Morph kann auch für ihre Morphkosten aufgedeckt werden.</translation>
    </message>
    <message>
        <source>A manifested card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>Eine manifestierte Karte mit Tarnung kann auch für ihre Tarnungskosten aufgedeckt werden.</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, each with its own entry number.</source>
        <translation>Mehrere Karten werden eine nach der anderen manifestiert, jede mit ihrer eigenen Eintragsnummer.</translation>
    </message>
    <message>
        <source>If an effect would turn a manifested instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>Würde ein Effekt eine manifestierte Spontanzauber- oder Hexereikarte aufdecken, wird sie stattdessen allen Spielern offenbart und bleibt verdeckt.</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action: put the card onto the battlefield face down as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>Verhüllen ist eine eigene Schlüsselwortaktion: Bringe die Karte als 2/2-Kreatur mit Abwehr {2}, ohne Namen, ohne Untertypen und ohne Manakosten verdeckt ins Spiel.</translation>
    </message>
    <message>
        <source>Any time you have priority you may turn a cloaked permanent you control face up this way only if its card is a creature card and has a mana cost: show that, then pay that cost. Its ward {2} ends with the face-down values.</source>
        <translation>Immer wenn du Priorität hast, kannst du ein verhülltes Permanent, das du kontrollierst, auf diese Weise nur aufdecken, falls seine Karte eine Kreaturenkarte mit Manakosten ist: Zeige das und bezahle dann diese Kosten. Seine Abwehr {2} endet mit den verdeckten Werten.</translation>
    </message>
    <message>
        <source>A cloaked card that has morph may also be turned face up for its morph cost.</source>
        <translation>Eine verhüllte Karte mit Morph kann auch für ihre Morphkosten aufgedeckt werden.</translation>
    </message>
    <message>
        <source>A cloaked card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>Eine verhüllte Karte mit Tarnung kann auch für ihre Tarnungskosten aufgedeckt werden.</translation>
    </message>
    <message>
        <source>If an effect would turn a cloaked instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>Würde ein Effekt eine verhüllte Spontanzauber- oder Hexereikarte aufdecken, wird sie stattdessen allen Spielern offenbart und bleibt verdeckt.</translation>
    </message>
    <message>
        <source>To manifest dread, look at the top two cards of your library, manifest one and put the other into your graveyard.</source>
        <translation>Um das Grauen zu manifestieren, schau dir die obersten zwei Karten deiner Bibliothek an, manifestiere eine davon und lege die andere auf deinen Friedhof.</translation>
    </message>
    <message>
        <source>Abilities that trigger whenever you manifest dread trigger even if the library had too few cards.</source>
        <translation>Fähigkeiten, die immer dann ausgelöst werden, wenn du das Grauen manifestierst, werden auch ausgelöst, wenn die Bibliothek zu wenige Karten hatte.</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent targets it, their spell or ability is countered unless they pay {2}.</source>
        <translation>Abwehr {2}: Wenn ein Gegner es als Ziel wählt, wird sein Zauberspruch oder seine Fähigkeit neutralisiert, außer er bezahlt {2}.</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature for {3}.</source>
        <translation>Eine Karte mit Morph kann für {3} als 2/2-Kreatur verdeckt gewirkt werden.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as morph, allows it.</source>
        <translation>Karten können nicht verdeckt gewirkt werden, außer etwas wie Morph erlaubt es.</translation>
    </message>
    <message>
        <source>A face-down permanent that would have morph face up may be turned up for its morph cost, any time you have priority.</source>
        <translation>Ein verdecktes Permanent, das offen Morph hätte, kann jederzeit, wenn du Priorität hast, für seine Morphkosten aufgedeckt werden.</translation>
    </message>
    <message>
        <source>A disguised permanent is a face-down 2/2 with ward {2}.</source>
        <translation>Ein getarntes Permanent ist eine verdeckte 2/2-Kreatur mit Abwehr {2}.</translation>
    </message>
    <message>
        <source>A card with disguise may be cast face down for {3}, as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>Eine Karte mit Tarnung kann für {3} verdeckt gewirkt werden, als 2/2-Kreatur mit Abwehr {2}, ohne Namen, ohne Untertypen und ohne Manakosten.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as disguise, allows it.</source>
        <translation>Karten können nicht verdeckt gewirkt werden, außer etwas wie Tarnung erlaubt es.</translation>
    </message>
    <message>
        <source>A disguised permanent may be turned face up for its disguise cost.</source>
        <translation>Ein getarntes Permanent kann für seine Tarnungskosten aufgedeckt werden.</translation>
    </message>
    <message>
        <source>A copy takes the copiable values of what it copies, not counters or other effects on it. As the rule&apos;s example says, a copy of a face-down creature is a face-up 2/2 creature with no name and no abilities, its face-down values (with ward {2} if that creature was disguised or cloaked).</source>
        <translation>Eine Kopie übernimmt die kopierbaren Werte dessen, was sie kopiert, nicht Marken oder andere Effekte darauf. Wie das Beispiel der Regel sagt, ist eine Kopie einer verdeckten Kreatur eine offene 2/2-Kreatur ohne Namen und ohne Fähigkeiten, mit ihren verdeckten Werten (mit Abwehr {2}, falls die Kreatur getarnt oder verhüllt war).</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has only the characteristics the rule or effect that made it face down gives it; those are its copiable values, so a copy of it takes them.</source>
        <translation>Ein verdeckter Zauberspruch oder ein verdecktes Permanent hat nur die Eigenschaften, die ihm die Regel oder der Effekt gibt, die es verdeckt gemacht haben; das sind seine kopierbaren Werte, also übernimmt eine Kopie sie.</translation>
    </message>
    <message>
        <source>When nothing lists other values, a face-down object is a 2/2 creature with no name, no mana cost, no subtypes and no abilities.</source>
        <translation>Wenn nichts andere Werte nennt, ist ein verdecktes Objekt eine 2/2-Kreatur ohne Namen, ohne Manakosten, ohne Untertypen und ohne Fähigkeiten.</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; you can&apos;t look at other players&apos; face-down objects unless an effect lets you.</source>
        <translation>Du darfst dir verdeckte Zaubersprüche und Permanents, die du kontrollierst, jederzeit ansehen; verdeckte Objekte anderer Spieler darfst du nicht ansehen, außer ein Effekt erlaubt es.</translation>
    </message>
    <message>
        <source>Every face-down spell and permanent must stay easy to tell apart: the order they arrived in and what made each one face down must stay clear, and they may never be mixed up.</source>
        <translation>Jeder verdeckte Zauberspruch und jedes verdeckte Permanent muss leicht zu unterscheiden bleiben: Die Reihenfolge ihres Eintreffens und was jedes verdeckt gemacht hat, muss klar bleiben, und sie dürfen nie vermischt werden.</translation>
    </message>
    <message>
        <source>A colorless object has no color.</source>
        <translation>Ein farbloses Objekt hat keine Farbe.</translation>
    </message>
    <message>
        <source>An object is the color or colors of the mana symbols in its mana cost, whatever the color of its frame.</source>
        <translation>Ein Objekt hat die Farbe oder Farben der Manasymbole in seinen Manakosten, unabhängig von der Farbe seines Rahmens.</translation>
    </message>
    <message>
        <source>An object with no colored mana symbols in its mana cost, or with no mana cost, is colorless, unless something else (a color indicator, an effect) gives it a color.</source>
        <translation>Ein Objekt ohne farbige Manasymbole in seinen Manakosten oder ohne Manakosten ist farblos, es sei denn, etwas anderes (ein Farbindikator, ein Effekt) gibt ihm eine Farbe.</translation>
    </message>
    <message>
        <source>A color indicator, a colored dot by the type line, gives a card its color; a face-down object has none.</source>
        <translation>Ein Farbindikator, ein farbiger Punkt neben der Typenzeile, gibt einer Karte ihre Farbe; ein verdecktes Objekt hat keinen.</translation>
    </message>
    <message>
        <source>When a card that is not on the stack has {X} in its mana cost, X is 0, even if the card&apos;s text says what X is.</source>
        <translation>Wenn eine Karte, die nicht auf dem Stapel ist, {X} in ihren Manakosten hat, ist X gleich 0, selbst wenn der Text der Karte sagt, was X ist.</translation>
    </message>
    <message>
        <source>Megamorph is morph plus a +1/+1 counter: as the permanent turns face up, it gets the counter only if its megamorph cost was paid to turn it up.</source>
        <translation>Megamorph ist Morph plus eine +1/+1-Marke: Wenn das Permanent aufgedeckt wird, erhält es die Marke nur, falls seine Megamorphkosten bezahlt wurden, um es aufzudecken.</translation>
    </message>
    <message>
        <source>A card cast face down is turned face down before it is put on the stack: casting it, everything sees only the face-down spell, a 2/2 creature spell with no name and no abilities other than those its way of casting gives it (ward {2} with disguise).</source>
        <translation>Eine verdeckt gewirkte Karte wird verdeckt, bevor sie auf den Stapel gelegt wird: Beim Wirken sieht alles nur den verdeckten Zauberspruch, einen 2/2-Kreaturenzauber ohne Namen und ohne Fähigkeiten außer denen, die ihm die Art des Wirkens gibt (Abwehr {2} bei Tarnung).</translation>
    </message>
    <message>
        <source>A face-down permanent turns face up only when a rule (morph, disguise, the manifest or cloak special action) or an effect turns it up; there is no general way, and a face-down spell normally can&apos;t be turned face up.</source>
        <translation>Ein verdecktes Permanent wird nur aufgedeckt, wenn eine Regel (Morph, Tarnung, die Sonderaktion des Manifestierens oder Verhüllens) oder ein Effekt es aufdeckt; einen allgemeinen Weg gibt es nicht, und ein verdeckter Zauberspruch kann normalerweise nicht aufgedeckt werden.</translation>
    </message>
    <message>
        <source>Turning face up does not make a new object: it does not enter the battlefield again, and effects on it keep applying.</source>
        <translation>Aufdecken erzeugt kein neues Objekt: Es kommt nicht erneut ins Spiel, und Effekte darauf wirken weiter.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield, or a face-down spell that leaves the stack for anywhere but the battlefield, is revealed to all players; so is everything face down that a player owns when they leave the game, and everything face down when the game ends. A face-down spell that resolves is not revealed.</source>
        <translation>Ein verdecktes Permanent, das das Spielfeld verlässt, oder ein verdeckter Zauberspruch, der den Stapel anderswohin als aufs Spielfeld verlässt, wird allen Spielern offenbart; ebenso alles Verdeckte, das ein Spieler besitzt, wenn er das Spiel verlässt, und alles Verdeckte, wenn das Spiel endet. Ein verdeckter Zauberspruch, der verrechnet wird, wird nicht offenbart.</translation>
    </message>
    <message>
        <source>A face-down instant or sorcery in a merged permanent is revealed instead of being turned face up.</source>
        <translation>Ein verdeckter Spontanzauber oder eine verdeckte Hexerei in einem verschmolzenen Permanent wird offenbart, statt aufgedeckt zu werden.</translation>
    </message>
    <message>
        <source>A face-down permanent that becomes a copy still looks face down; the copied values show once it turns face up.</source>
        <translation>Ein verdecktes Permanent, das zur Kopie wird, sieht weiter verdeckt aus; die kopierten Werte zeigen sich, sobald es aufgedeckt wird.</translation>
    </message>
    <message>
        <source>A player may concede at any time; they leave the game at once and lose it.</source>
        <translation>Ein Spieler kann jederzeit aufgeben; er verlässt das Spiel sofort und verliert es.</translation>
    </message>
    <message>
        <source>The active player gets priority at the start of most steps and phases; nobody gets priority in the untap step, and usually nobody does in the cleanup step.</source>
        <translation>Der aktive Spieler erhält zu Beginn der meisten Segmente und Phasen Priorität; im Enttappsegment erhält niemand Priorität, und im Aufräumsegment normalerweise auch nicht.</translation>
    </message>
    <message>
        <source>The active player receives priority after a spell or ability (other than a mana ability) resolves.</source>
        <translation>Nachdem ein Zauberspruch oder eine Fähigkeit (außer einer Manafähigkeit) verrechnet wurde, erhält der aktive Spieler Priorität.</translation>
    </message>
    <message>
        <source>A player who passes priority gives it to the next player in turn order.</source>
        <translation>Ein Spieler, der die Priorität abgibt, gibt sie an den nächsten Spieler in Zugreihenfolge weiter.</translation>
    </message>
    <message>
        <source>When all players pass in succession without acting, the top spell or ability of the stack resolves; with the stack empty, the step or phase ends.</source>
        <translation>Wenn alle Spieler nacheinander abgeben, ohne etwas zu tun, wird der oberste Zauberspruch oder die oberste Fähigkeit des Stapels verrechnet; ist der Stapel leer, endet das Segment oder die Phase.</translation>
    </message>
    <message>
        <source>A step or phase ends when the stack is empty and all players pass in succession.</source>
        <translation>Ein Segment oder eine Phase endet, wenn der Stapel leer ist und alle Spieler nacheinander abgeben.</translation>
    </message>
    <message>
        <source>Each time all players pass in succession, the spell or ability on top of the stack resolves.</source>
        <translation>Jedes Mal, wenn alle Spieler nacheinander abgeben, wird der Zauberspruch oder die Fähigkeit oben auf dem Stapel verrechnet.</translation>
    </message>
    <message>
        <source>An instant or sorcery spell resolves in steps, one after another: its instructions are followed in order, and nobody receives priority until it has finished resolving (then the active player does, 117.3b).</source>
        <translation>Ein Spontanzauber oder eine Hexerei wird in Schritten nacheinander verrechnet: Seine Anweisungen werden der Reihe nach befolgt, und niemand erhält Priorität, bis er fertig verrechnet ist (dann erhält sie der aktive Spieler, 117.3b).</translation>
    </message>
    <message>
        <source>A double-faced card cast face down or put onto the battlefield face down has the face-down characteristics, and stays hidden in an opaque sleeve or as a substitute card.</source>
        <translation>Eine doppelseitige Karte, die verdeckt gewirkt oder verdeckt ins Spiel gebracht wird, hat die verdeckten Eigenschaften und bleibt in einer undurchsichtigen Hülle oder als Ersatzkarte verborgen.</translation>
    </message>
    <message>
        <source>A permanent that transforms is still the same object: effects on it keep applying.</source>
        <translation>Ein Permanent, das sich transformiert, ist weiter dasselbe Objekt: Effekte darauf wirken weiter.</translation>
    </message>
    <message>
        <source>Each player draws a starting hand, normally seven cards. To take a mulligan, shuffle your hand into your library, draw a new hand of that size, then put as many of those cards on the bottom of your library as the mulligans you have taken, in any order. Once you keep, those cards are your opening hand and you may take no more mulligans.</source>
        <translation>Jeder Spieler zieht eine Starthand, normalerweise sieben Karten. Für einen Mulligan mischst du deine Hand in deine Bibliothek, ziehst eine neue Hand dieser Größe und legst dann so viele dieser Karten in beliebiger Reihenfolge unter deine Bibliothek, wie du Mulligans genommen hast. Sobald du behältst, sind diese Karten deine Starthand, und du darfst keine Mulligans mehr nehmen.</translation>
    </message>
    <message>
        <source>In a multiplayer game, and in any Brawl game, the first mulligan a player takes doesn&apos;t count toward the cards they put on the bottom.</source>
        <translation>In einem Mehrspielerspiel und in jedem Brawl-Spiel zählt der erste Mulligan eines Spielers nicht für die Karten, die er unter die Bibliothek legt.</translation>
    </message>
    <message>
        <source>The starting player takes the game&apos;s first turn.</source>
        <translation>Der Startspieler hat den ersten Zug des Spiels.</translation>
    </message>
    <message>
        <source>In a two-player game, the player who plays first skips the draw step of their first turn.</source>
        <translation>In einem Spiel mit zwei Spielern überspringt der Spieler, der beginnt, das Ziehsegment seines ersten Zuges.</translation>
    </message>
    <message>
        <source>In multiplayer games other than Two-Headed Giant, no player skips the draw step of their first turn.</source>
        <translation>In Mehrspielerspielen außer Zweiköpfiger Riese überspringt kein Spieler das Ziehsegment seines ersten Zuges.</translation>
    </message>
    <message>
        <source>You draw a card by putting the top card of your library into your hand.</source>
        <translation>Du ziehst eine Karte, indem du die oberste Karte deiner Bibliothek auf deine Hand nimmst.</translation>
    </message>
    <message>
        <source>Graveyard, battlefield, stack, exile and command are public zones: everyone sees the faces of the cards there (except cards allowed to be face down). Library and hand are hidden zones.</source>
        <translation>Friedhof, Spielfeld, Stapel, Exil und Kommandozone sind öffentliche Zonen: Alle sehen die Vorderseiten der Karten dort (außer Karten, die verdeckt sein dürfen). Bibliothek und Hand sind verborgene Zonen.</translation>
    </message>
    <message>
        <source>A library is one face-down pile: players can&apos;t look at its cards or change their order.</source>
        <translation>Eine Bibliothek ist ein verdeckter Stapel: Spieler dürfen sich ihre Karten nicht ansehen und ihre Reihenfolge nicht ändern.</translation>
    </message>
    <message>
        <source>When an effect puts two or more cards in the same place in a library at once, their owner may put them in any order and doesn&apos;t reveal that order.</source>
        <translation>Legt ein Effekt zwei oder mehr Karten gleichzeitig an dieselbe Stelle einer Bibliothek, darf ihr Besitzer sie in beliebiger Reihenfolge legen und muss diese Reihenfolge nicht offenbaren.</translation>
    </message>
    <message>
        <source>You may look at your own hand at any time; you can&apos;t look at another player&apos;s hand, though you may count its cards.</source>
        <translation>Du darfst dir deine eigene Hand jederzeit ansehen; die Hand eines anderen Spielers darfst du nicht ansehen, ihre Karten aber zählen.</translation>
    </message>
    <message>
        <source>To reveal a card, show it to all players; a card an effect reveals stays revealed as long as that effect needs it.</source>
        <translation>Um eine Karte zu offenbaren, zeige sie allen Spielern; eine Karte, die ein Effekt offenbart, bleibt offenbart, solange dieser Effekt es braucht.</translation>
    </message>
    <message>
        <source>Revealing a card doesn&apos;t move it out of the zone it is in.</source>
        <translation>Eine Karte zu offenbaren bewegt sie nicht aus ihrer Zone.</translation>
    </message>
    <message>
        <source>When cards in a library are shuffled or otherwise reordered, a revealed card that is reordered stops being revealed and becomes a new object.</source>
        <translation>Werden Karten in einer Bibliothek gemischt oder anders umgeordnet, hört eine offenbarte Karte, die umgeordnet wird, auf, offenbart zu sein, und wird ein neues Objekt.</translation>
    </message>
    <message>
        <source>Looking at a card works like revealing it, except that only the player told to look sees it.</source>
        <translation>Sich eine Karte anzusehen funktioniert wie offenbaren, außer dass nur der Spieler sie sieht, der sie sich ansehen soll.</translation>
    </message>
    <message>
        <source>To scry N, look at the top N cards of your library, then put any number of them on the bottom in any order and the rest back on top in any order.</source>
        <translation>Für Hellsicht N schaust du dir die obersten N Karten deiner Bibliothek an und legst dann beliebig viele davon in beliebiger Reihenfolge unter die Bibliothek und den Rest in beliebiger Reihenfolge zurück oben drauf.</translation>
    </message>
    <message>
        <source>To search a zone for a card, look at all its cards (even in a hidden zone) and find one that matches the description.</source>
        <translation>Um eine Zone nach einer Karte zu durchsuchen, schau dir alle ihre Karten an (auch in einer verborgenen Zone) und finde eine, die der Beschreibung entspricht.</translation>
    </message>
    <message>
        <source>Searching a hidden zone for cards with a stated quality (a card type, a color, ...), you may find fewer of them, or none, even if they are there.</source>
        <translation>Durchsuchst du eine verborgene Zone nach Karten mit einer genannten Eigenschaft (ein Kartentyp, eine Farbe, ...), darfst du weniger davon oder keine finden, auch wenn sie da sind.</translation>
    </message>
    <message>
        <source>Searching a hidden zone simply for a number of cards (&quot;a card&quot;), you must find that many, or as many as the zone holds.</source>
        <translation>Durchsuchst du eine verborgene Zone einfach nach einer Anzahl Karten („eine Karte“), musst du so viele finden, oder so viele, wie die Zone enthält.</translation>
    </message>
    <message>
        <source>Cards found by a search are revealed only if the effect that searches says to reveal them.</source>
        <translation>Durch eine Suche gefundene Karten werden nur offenbart, wenn der suchende Effekt es sagt.</translation>
    </message>
    <message>
        <source>To shuffle a library, put its cards in a random order so that no player knows their order.</source>
        <translation>Um eine Bibliothek zu mischen, bringe ihre Karten in eine zufällige Reihenfolge, sodass kein Spieler ihre Reihenfolge kennt.</translation>
    </message>
    <message>
        <source>When an effect has you search a library, shuffle it and then put found cards in a certain place, the found cards aren&apos;t part of the shuffle.</source>
        <translation>Lässt dich ein Effekt eine Bibliothek durchsuchen, sie mischen und dann gefundene Karten an eine bestimmte Stelle legen, sind die gefundenen Karten nicht Teil des Mischens.</translation>
    </message>
    <message>
        <source>A game ends at once when a player wins, when it is a draw, or when it is restarted.</source>
        <translation>Ein Spiel endet sofort, wenn ein Spieler gewinnt, wenn es unentschieden ist oder wenn es neu gestartet wird.</translation>
    </message>
    <message>
        <source>A card&apos;s owner is the player who started the game with it; each player acts only for themselves.</source>
        <translation>Der Besitzer einer Karte ist der Spieler, der das Spiel mit ihr begonnen hat; jeder Spieler handelt nur für sich selbst.</translation>
    </message>
    <message>
        <source>A permanent is a card or token on the battlefield.</source>
        <translation>Ein Permanent ist eine Karte oder ein Spielstein auf dem Spielfeld.</translation>
    </message>
    <message>
        <source>A permanent&apos;s owner is its card&apos;s owner; its controller is, unless an effect says otherwise, the player under whose control it entered the battlefield.</source>
        <translation>Der Besitzer eines Permanents ist der Besitzer seiner Karte; sein Beherrscher ist, sofern kein Effekt etwas anderes sagt, der Spieler, unter dessen Kontrolle es ins Spiel kam.</translation>
    </message>
    <message>
        <source>A permanent&apos;s status: tapped or untapped, flipped or not, face up or face down, phased in or out. It is face up unless something puts it face down.</source>
        <translation>Der Status eines Permanents: getappt oder ungetappt, gekippt oder nicht, offen oder verdeckt, phasenaktiv oder phasenverschoben. Es ist offen, außer etwas legt es verdeckt.</translation>
    </message>
    <message>
        <source>A permanent&apos;s status is not a characteristic of it.</source>
        <translation>Der Status eines Permanents ist keine seiner Eigenschaften.</translation>
    </message>
    <message>
        <source>A token that is in a zone other than the battlefield ceases to exist.</source>
        <translation>Ein Spielstein, der in einer anderen Zone als dem Spielfeld ist, hört auf zu existieren.</translation>
    </message>
    <message>
        <source>A token that has left the battlefield can&apos;t move to another zone or come back onto the battlefield.</source>
        <translation>Ein Spielstein, der das Spielfeld verlassen hat, kann nicht in eine andere Zone wechseln oder aufs Spielfeld zurückkehren.</translation>
    </message>
    <message>
        <source>A target is an object or player a spell or ability will affect, chosen as it is put on the stack; it must be what the spell or ability says it can target.</source>
        <translation>Ein Ziel ist ein Objekt oder Spieler, auf den ein Zauberspruch oder eine Fähigkeit wirkt, gewählt, wenn er bzw. sie auf den Stapel gelegt wird; es muss etwas sein, das der Zauberspruch oder die Fähigkeit als Ziel wählen darf.</translation>
    </message>
    <message>
        <source>A player can&apos;t pay a cost without the resources to pay it in full.</source>
        <translation>Ein Spieler kann keine Kosten bezahlen, ohne die Mittel, sie vollständig zu bezahlen.</translation>
    </message>
    <message>
        <source>An alternative cost is paid instead of a spell&apos;s mana cost, when something allows it (casting face down for {3} with morph or disguise is one); you choose it as you cast the spell.</source>
        <translation>Alternative Kosten werden anstelle der Manakosten eines Zauberspruchs bezahlt, wenn etwas es erlaubt (verdeckt wirken für {3} mit Morph oder Tarnung ist ein Beispiel); du wählst sie, wenn du den Zauberspruch wirkst.</translation>
    </message>
    <message>
        <source>Only one alternative cost can be applied to a spell as it is cast.</source>
        <translation>Beim Wirken eines Zauberspruchs kann nur eine alternative Kostenart angewendet werden.</translation>
    </message>
    <message>
        <source>A player can pay life only if their life total is at least the amount to pay.</source>
        <translation>Ein Spieler kann Lebenspunkte nur bezahlen, wenn seine Lebenspunktezahl mindestens so hoch ist wie der zu zahlende Betrag.</translation>
    </message>
    <message>
        <source>Gaining or losing 0 life is no life gain or loss: nothing happens.</source>
        <translation>0 Lebenspunkte dazuzuerhalten oder zu verlieren ist kein Gewinn oder Verlust: Nichts geschieht.</translation>
    </message>
    <message>
        <source>A player who must draw from an empty library draws nothing and loses the next time state-based actions are checked.</source>
        <translation>Ein Spieler, der aus einer leeren Bibliothek ziehen muss, zieht nichts und verliert, wenn das nächste Mal zustandsbasierte Aktionen geprüft werden.</translation>
    </message>
    <message>
        <source>A counter is a marker on an object or player; there can&apos;t be fewer than none.</source>
        <translation>Eine Marke ist ein Zeichen auf einem Objekt oder Spieler; es kann nicht weniger als keine geben.</translation>
    </message>
    <message>
        <source>Two objects share a name only if each has a name and the names are the same; an object with no name shares a name with nothing.</source>
        <translation>Zwei Objekte haben nur dann denselben Namen, wenn jedes einen Namen hat und die Namen gleich sind; ein Objekt ohne Namen teilt mit nichts einen Namen.</translation>
    </message>
    <message>
        <source>When a card with {X} in its mana cost is not on the stack, X is 0 in its mana value.</source>
        <translation>Wenn eine Karte mit {X} in ihren Manakosten nicht auf dem Stapel ist, ist X in ihrem Manabetrag 0.</translation>
    </message>
    <message>
        <source>A creature&apos;s activated ability with the tap symbol can&apos;t be used unless the creature has been under its controller&apos;s control continuously since their most recent turn began.</source>
        <translation>Die aktivierte Fähigkeit einer Kreatur mit dem Tappsymbol kann nur benutzt werden, wenn die Kreatur seit Beginn des letzten Zuges ihres Beherrschers ununterbrochen unter seiner Kontrolle war.</translation>
    </message>
    <message>
        <source>An instant can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>Ein Spontanzauber kann nicht ins Spiel kommen; würde er es, bleibt er, wo er ist.</translation>
    </message>
    <message>
        <source>A land can&apos;t be cast as a spell; it is played.</source>
        <translation>Ein Land kann nicht als Zauberspruch gewirkt werden; es wird gespielt.</translation>
    </message>
    <message>
        <source>A sorcery can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>Eine Hexerei kann nicht ins Spiel kommen; würde sie es, bleibt sie, wo sie ist.</translation>
    </message>
    <message>
        <source>An instant or sorcery card that would enter the battlefield stays in its previous zone instead.</source>
        <translation>Eine Spontanzauber- oder Hexereikarte, die ins Spiel kommen würde, bleibt stattdessen in ihrer vorigen Zone.</translation>
    </message>
    <message>
        <source>A player who plays with the top card of their library revealed shows each new top card as soon as it is on top.</source>
        <translation>Ein Spieler, der mit offener oberster Karte seiner Bibliothek spielt, zeigt jede neue oberste Karte, sobald sie oben liegt.</translation>
    </message>
    <message>
        <source>A spell is on the stack from when it is cast until it resolves, is countered or otherwise leaves.</source>
        <translation>Ein Zauberspruch ist auf dem Stapel, von seinem Wirken, bis er verrechnet, neutralisiert wird oder ihn anders verlässt.</translation>
    </message>
    <message>
        <source>A card exiled face down can&apos;t be looked at, except by players an effect allows.</source>
        <translation>Eine verdeckt ins Exil geschickte Karte darf nicht angesehen werden, außer von Spielern, denen ein Effekt es erlaubt.</translation>
    </message>
    <message>
        <source>An effect that exiles cards face down may let certain players look at them.</source>
        <translation>Ein Effekt, der Karten verdeckt ins Exil schickt, kann bestimmten Spielern erlauben, sie sich anzusehen.</translation>
    </message>
    <message>
        <source>In the untap step the active player untaps all their permanents.</source>
        <translation>Im Enttappsegment enttappt der aktive Spieler alle seine Permanents.</translation>
    </message>
    <message>
        <source>To cast a spell, announce it, make the choices, find the total cost and pay it; then it is cast.</source>
        <translation>Um einen Zauberspruch zu wirken, kündige ihn an, triff die Entscheidungen, ermittle die Gesamtkosten und bezahle sie; dann ist er gewirkt.</translation>
    </message>
    <message>
        <source>As you cast a spell you announce its choices: its modes if it is modal, an alternative or additional cost, the value of X.</source>
        <translation>Wenn du einen Zauberspruch wirkst, kündigst du seine Entscheidungen an: seine Modi, wenn er modal ist, alternative oder zusätzliche Kosten, den Wert von X.</translation>
    </message>
    <message>
        <source>A player may cast a card only from a zone some rule or effect lets them cast it from (normally the hand).</source>
        <translation>Ein Spieler kann eine Karte nur aus einer Zone wirken, aus der eine Regel oder ein Effekt es erlaubt (normalerweise die Hand).</translation>
    </message>
    <message>
        <source>Triggered abilities trigger when their event happens and are put on the stack the next time a player would receive priority.</source>
        <translation>Ausgelöste Fähigkeiten werden ausgelöst, wenn ihr Ereignis eintritt, und auf den Stapel gelegt, wenn das nächste Mal ein Spieler Priorität erhalten würde.</translation>
    </message>
    <message>
        <source>A modal spell (&quot;Choose one —&quot; and a list) is cast with its modes chosen, as many as it says and each only once; it does only what the chosen modes say.</source>
        <translation>Ein modaler Zauberspruch („Bestimme eines —“ und eine Liste) wird mit bestimmten Modi gewirkt, so vielen, wie er sagt, und jeder nur einmal; er tut nur, was die bestimmten Modi sagen.</translation>
    </message>
    <message>
        <source>Only an &quot;if&quot; right after the trigger condition (&quot;When ..., if ..., ...&quot;) is checked as the ability triggers and again as it resolves; an &quot;if&quot; anywhere else in its text is checked only as it resolves, and the ability triggers whatever it says.</source>
        <translation>Nur ein „falls“ direkt nach der Auslösebedingung („Wenn ..., falls ..., ...“) wird geprüft, wenn die Fähigkeit ausgelöst wird, und erneut, wenn sie verrechnet wird; ein „falls“ an anderer Stelle ihres Textes wird nur beim Verrechnen geprüft, und die Fähigkeit wird ausgelöst, was immer es sagt.</translation>
    </message>
    <message>
        <source>When a trigger event happens, the ability triggers; its controller puts it on the stack the next time a player would receive priority.</source>
        <translation>Wenn ein auslösendes Ereignis eintritt, wird die Fähigkeit ausgelöst; ihr Beherrscher legt sie auf den Stapel, wenn das nächste Mal ein Spieler Priorität erhalten würde.</translation>
    </message>
    <message>
        <source>A player may activate an activated ability any time they have priority.</source>
        <translation>Ein Spieler kann eine aktivierte Fähigkeit immer aktivieren, wenn er Priorität hat.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step.</source>
        <translation>Im Enttappsegment erhält kein Spieler Priorität.</translation>
    </message>
    <message>
        <source>Normally no player receives priority during the cleanup step.</source>
        <translation>Im Aufräumsegment erhält normalerweise kein Spieler Priorität.</translation>
    </message>
    <message>
        <source>An activated ability is written &quot;[Cost]: [Effect.]&quot;.</source>
        <translation>Eine aktivierte Fähigkeit wird als „[Kosten]: [Effekt.]“ geschrieben.</translation>
    </message>
    <message>
        <source>To activate an ability is to put it on the stack and pay its costs; only the controller of its object may, and only while they have priority.</source>
        <translation>Eine Fähigkeit zu aktivieren heißt, sie auf den Stapel zu legen und ihre Kosten zu bezahlen; nur der Beherrscher ihres Objekts darf das, und nur, während er Priorität hat.</translation>
    </message>
    <message>
        <source>A permanent that turns face up or face down gets a new timestamp.</source>
        <translation>Ein Permanent, das aufgedeckt oder verdeckt umgedreht wird, erhält einen neuen Zeitstempel.</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply while it is being turned face up; they are replacement effects.</source>
        <translation>Fähigkeiten „Während [dies] aufgedeckt wird“ wirken, während es aufgedeckt wird; sie sind Ersatzeffekte.</translation>
    </message>
    <message>
        <source>A player can&apos;t mill more cards than their library holds; an empty library mills nothing.</source>
        <translation>Ein Spieler kann nicht mehr Karten mahlen, als seine Bibliothek enthält; eine leere Bibliothek mahlt nichts.</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform; anything else doesn&apos;t.</source>
        <translation>Nur ein doppelseitiges Permanent kann sich transformieren; alles andere nicht.</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be manifested and stays where it is.</source>
        <translation>Sagt ein Effekt, dass eine Karte nicht ins Spiel kommen kann, kann sie nicht manifestiert werden und bleibt, wo sie ist.</translation>
    </message>
    <message>
        <source>Several cards are cloaked one at a time.</source>
        <translation>Mehrere Karten werden eine nach der anderen verhüllt.</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be cloaked and stays where it is.</source>
        <translation>Sagt ein Effekt, dass eine Karte nicht ins Spiel kommen kann, kann sie nicht verhüllt werden und bleibt, wo sie ist.</translation>
    </message>
    <message>
        <source>A player with 0 or less life loses the game (a state-based action).</source>
        <translation>Ein Spieler mit 0 oder weniger Lebenspunkten verliert das Spiel (eine zustandsbasierte Aktion).</translation>
    </message>
    <message>
        <source>A player who attempted to draw from an empty library since the last check loses the game (a state-based action).</source>
        <translation>Ein Spieler, der seit der letzten Prüfung versucht hat, aus einer leeren Bibliothek zu ziehen, verliert das Spiel (eine zustandsbasierte Aktion).</translation>
    </message>
    <message>
        <source>A player with ten or more poison counters loses the game (a state-based action).</source>
        <translation>Ein Spieler mit zehn oder mehr Giftmarken verliert das Spiel (eine zustandsbasierte Aktion).</translation>
    </message>
    <message>
        <source>A creature with toughness 0 or less is put into its owner&apos;s graveyard (a state-based action).</source>
        <translation>Eine Kreatur mit Widerstandskraft 0 oder weniger wird auf den Friedhof ihres Besitzers gelegt (eine zustandsbasierte Aktion).</translation>
    </message>
    <message>
        <source>If a player controls two or more legendary permanents with the same name, they choose one and put the rest into their owners&apos; graveyards (the legend rule).</source>
        <translation>Kontrolliert ein Spieler zwei oder mehr legendäre Permanents mit demselben Namen, wählt er eines und legt die übrigen auf die Friedhöfe ihrer Besitzer (die Legendenregel).</translation>
    </message>
    <message>
        <source>A copy takes the copied object&apos;s copiable values, as modified by other copy effects and its face-down status; other effects and counters are not copied.</source>
        <translation>Eine Kopie übernimmt die kopierbaren Werte des kopierten Objekts, wie sie durch andere Kopiereffekte und seinen verdeckten Status verändert sind; andere Effekte und Marken werden nicht kopiert.</translation>
    </message>
    <message>
        <source>A permanent that is already face down can&apos;t be turned face down again.</source>
        <translation>Ein Permanent, das schon verdeckt ist, kann nicht noch einmal verdeckt umgedreht werden.</translation>
    </message>
    <message>
        <source>An object put onto the battlefield face down is face down as it enters: its own enters abilities don&apos;t apply.</source>
        <translation>Ein Objekt, das verdeckt ins Spiel gebracht wird, ist beim Hereinkommen verdeckt: Seine eigenen Fähigkeiten beim Hereinkommen wirken nicht.</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply as the permanent turns face up.</source>
        <translation>Fähigkeiten „Während [dies] aufgedeckt wird“ wirken, während das Permanent aufgedeckt wird.</translation>
    </message>
    <message>
        <source>A face-down card revealed because it left is judged as the card itself, ignoring effects that applied to the face-down object.</source>
        <translation>Eine verdeckte Karte, die offenbart wird, weil sie gegangen ist, wird als die Karte selbst beurteilt, ohne Effekte, die auf das verdeckte Objekt wirkten.</translation>
    </message>
    <message>
        <source>A card that can&apos;t enter the battlefield (an instant or sorcery front face) stays where it is.</source>
        <translation>Eine Karte, die nicht ins Spiel kommen kann (eine Vorderseite, die Spontanzauber oder Hexerei ist), bleibt, wo sie ist.</translation>
    </message>
    <message>
        <source>A double-faced card turned face up is turned up with its front face up; a face-down double-faced permanent can&apos;t transform.</source>
        <translation>Eine doppelseitige Karte wird mit ihrer Vorderseite nach oben aufgedeckt; ein verdecktes doppelseitiges Permanent kann sich nicht transformieren.</translation>
    </message>
    <message>
        <source>A double-faced permanent on the battlefield can&apos;t be turned face down.</source>
        <translation>Ein doppelseitiges Permanent auf dem Spielfeld kann nicht verdeckt umgedreht werden.</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, all objects they own leave the game with them, and effects that give them control of objects end.</source>
        <translation>Verlässt ein Spieler ein Mehrspielerspiel, verlassen alle Objekte, die er besitzt, mit ihm das Spiel, und Effekte, die ihm die Kontrolle über Objekte geben, enden.</translation>
    </message>
    <message>
        <source>Once a player has left the game, nothing can happen to them.</source>
        <translation>Sobald ein Spieler das Spiel verlassen hat, kann ihm nichts mehr geschehen.</translation>
    </message>
    <message>
        <source>To surveil N, look at the top N cards of your library, then put any number of them into your graveyard and the rest back on top in any order.</source>
        <translation>Für Überwachen N schaust du dir die obersten N Karten deiner Bibliothek an und legst dann beliebig viele davon auf deinen Friedhof und den Rest in beliebiger Reihenfolge zurück oben drauf.</translation>
    </message>
    <message>
        <source>Once activated or triggered, an ability exists on the stack independently of its source: what happens to the source afterwards, even its destruction or removal, doesn&apos;t affect the ability.</source>
        <translation>Einmal aktiviert oder ausgelöst, besteht eine Fähigkeit auf dem Stapel unabhängig von ihrer Quelle: Was danach mit der Quelle geschieht, selbst ihre Zerstörung oder Entfernung, beeinflusst die Fähigkeit nicht.</translation>
    </message>
    <message>
        <source>As a spell or ability with targets resolves, it checks whether they are still legal: a target that left its zone, or whose characteristics changed so that it can&apos;t be targeted, is illegal. If every target is illegal, the spell or ability doesn&apos;t resolve: it is removed from the stack, and a spell goes to its owner&apos;s graveyard.</source>
        <translation>Wenn ein Zauberspruch oder eine Fähigkeit mit Zielen verrechnet wird, prüft er bzw. sie, ob die Ziele noch legal sind: Ein Ziel, das seine Zone verlassen hat oder dessen Eigenschaften sich so geändert haben, dass es nicht mehr als Ziel gewählt werden kann, ist illegal. Sind alle Ziele illegal, wird der Zauberspruch oder die Fähigkeit nicht verrechnet: Er bzw. sie wird vom Stapel entfernt, und ein Zauberspruch kommt auf den Friedhof seines Besitzers.</translation>
    </message>
    <message>
        <source>A permanent with protection from a quality can&apos;t be the target of spells with that quality, nor of abilities from sources with that quality.</source>
        <translation>Ein Permanent mit Schutz vor einer Eigenschaft kann nicht das Ziel von Zaubersprüchen mit dieser Eigenschaft sein, noch von Fähigkeiten aus Quellen mit dieser Eigenschaft.</translation>
    </message>
    <message>
        <source>Activating Primordial Mist&apos;s last ability doesn&apos;t trigger abilities that trigger when something is turned face up.</source>
        <translation>Die letzte Fähigkeit von Primordial Mist zu aktivieren, löst keine Fähigkeiten aus, die ausgelöst werden, wenn etwas aufgedeckt wird.</translation>
    </message>
    <message>
        <source>You still pay all costs for a spell cast this way, and you follow the normal timing permissions and restrictions of the card you play.</source>
        <translation>Du bezahlst weiterhin alle Kosten für einen so gewirkten Zauberspruch und befolgst die normalen Zeitpunkts-Erlaubnisse und -Einschränkungen der Karte, die du spielst.</translation>
    </message>
    <message>
        <source>Casting an exiled card makes it leave exile: you can&apos;t cast it more than once.</source>
        <translation>Eine Karte aus dem Exil zu wirken, lässt sie das Exil verlassen: Du kannst sie nicht mehr als einmal wirken.</translation>
    </message>
    <message>
        <source>If you don&apos;t play the exiled card this turn, it stays exiled.</source>
        <translation>Spielst du die Karte im Exil in diesem Zug nicht, bleibt sie im Exil.</translation>
    </message>
    <message>
        <source>You may exile a face-down token you control to activate the ability, but you won&apos;t be able to cast that token.</source>
        <translation>Du kannst einen verdeckten Spielstein, den du kontrollierst, ins Exil schicken, um die Fähigkeit zu aktivieren, aber du kannst diesen Spielstein nicht wirken.</translation>
    </message>
    <message>
        <source>The face-down permanent is a 2/2 creature with no name, mana cost, creature types or abilities; other effects that apply to it can still grant or change any of these characteristics.</source>
        <translation>Das verdeckte Permanent ist eine 2/2-Kreatur ohne Namen, Manakosten, Kreaturentypen oder Fähigkeiten; andere Effekte, die darauf wirken, können ihm jede dieser Eigenschaften noch geben oder sie ändern.</translation>
    </message>
    <message>
        <source>The face-down characteristics are copiable values: a copy of a face-down creature is a 2/2 colorless face-up creature with no abilities.</source>
        <translation>Die verdeckten Eigenschaften sind kopierbare Werte: Eine Kopie einer verdeckten Kreatur ist eine farblose, offene 2/2-Kreatur ohne Fähigkeiten.</translation>
    </message>
    <message>
        <source>Unlike a face-down creature cast with morph, a manifested creature card may still be turned face up for its mana cost after it loses its abilities.</source>
        <translation>Anders als eine mit Morph verdeckt gewirkte Kreatur kann eine manifestierte Kreaturenkarte auch nach dem Verlust ihrer Fähigkeiten noch für ihre Manakosten aufgedeckt werden.</translation>
    </message>
    <message>
        <source>You must reveal a face-down permanent you control that leaves the battlefield, and all face-down spells and permanents you control when you leave the game or the game ends.</source>
        <translation>Du musst ein verdecktes Permanent, das du kontrollierst, offenbaren, wenn es das Spielfeld verlässt, und alle verdeckten Zaubersprüche und Permanents, die du kontrollierst, wenn du das Spiel verlässt oder das Spiel endet.</translation>
    </message>
    <message>
        <source>Your face-down spells and permanents must be easy to tell apart: you may not mix them up to confuse other players, and the order they entered and the ability that made each one face down (manifest, cloak, morph or disguise, among others) must stay clear.</source>
        <translation>Deine verdeckten Zaubersprüche und Permanents müssen leicht zu unterscheiden sein: Du darfst sie nicht vermischen, um andere Spieler zu verwirren, und die Reihenfolge, in der sie ins Spiel kamen, und die Fähigkeit, die jedes verdeckt gemacht hat (unter anderem Manifestieren, Verhüllen, Morph oder Tarnung), müssen klar bleiben.</translation>
    </message>
    <message>
        <source>If your library holds only one card when you manifest dread, you look at it and manifest it, with no option to put it into your graveyard; with no cards, you do nothing.</source>
        <translation>Wenn deine Bibliothek nur eine Karte enthält, wenn du das Grauen manifestierst, schaust du sie dir an und manifestierst sie, ohne die Möglichkeit, sie auf deinen Friedhof zu legen; ohne Karten tust du nichts.</translation>
    </message>
    <message>
        <source>What the card itself says (its rules text).</source>
        <translation>Was die Karte selbst sagt (ihr Regeltext).</translation>
    </message>
</context>
<context>
    <name>verdicts</name>
    <message>
        <source>Face down it is a colorless 2/2 creature with no name, no mana cost (mana value 0), no subtypes and no abilities.</source>
        <translation>Verdeckt ist sie eine farblose 2/2-Kreatur ohne Namen, ohne Manakosten (Manabetrag 0), ohne Untertypen und ohne Fähigkeiten.</translation>
    </message>
    <message>
        <source>Face down it is a colorless 2/2 creature with ward {{2}} and nothing else.</source>
        <translation>Verdeckt ist sie eine farblose 2/2-Kreatur mit Abwehr {{2}} und sonst nichts.</translation>
    </message>
    <message>
        <source>Face down it has only the characteristics the effect lists: {listed}.</source>
        <translation>Verdeckt hat sie nur die Eigenschaften, die der Effekt nennt: {listed}.</translation>
    </message>
    <message>
        <source>Other effects, counters and attachments still apply on top of its face-down values.</source>
        <translation>Andere Effekte, Marken und angelegte Objekte wirken weiter zusätzlich zu ihren verdeckten Werten.</translation>
    </message>
    <message>
        <source>A face-down permanent has no name, so it never shares a name with anything; the legend rule ignores it.</source>
        <translation>Ein verdecktes Permanent hat keinen Namen, teilt also nie einen Namen mit etwas; die Legendenregel beachtet es nicht.</translation>
    </message>
    <message>
        <source>It enters face down: its own enters abilities do not apply, but other permanents see a 2/2 creature enter.</source>
        <translation>Es kommt verdeckt ins Spiel: Seine eigenen Fähigkeiten beim Hereinkommen wirken nicht, aber andere Permanents sehen eine 2/2-Kreatur hereinkommen.</translation>
    </message>
    <message>
        <source>It is already face down; turning it face down again does nothing.</source>
        <translation>Es ist schon verdeckt; es noch einmal verdeckt umzudrehen bewirkt nichts.</translation>
    </message>
    <message>
        <source>A double-faced permanent can&apos;t be turned face down; nothing happens.</source>
        <translation>Ein doppelseitiges Permanent kann nicht verdeckt umgedreht werden; nichts geschieht.</translation>
    </message>
    <message>
        <source>Turning face up or down gives it a new timestamp.</source>
        <translation>Aufdecken oder verdeckt Umdrehen gibt ihm einen neuen Zeitstempel.</translation>
    </message>
    <message>
        <source>You control it, so you may look at its face at any time.</source>
        <translation>Du kontrollierst es, also darfst du dir seine Vorderseite jederzeit ansehen.</translation>
    </message>
    <message>
        <source>Only its controller may look at a face-down {what}.</source>
        <translation>Nur sein Beherrscher darf sich ein verdecktes {what} ansehen.</translation>
    </message>
    <message>
        <source>Control decides who may look: {controller} controls it now.</source>
        <translation>Die Kontrolle entscheidet, wer es sich ansehen darf: {controller} kontrolliert es jetzt.</translation>
    </message>
    <message>
        <source>Face-down exiled cards may be seen only by players an effect allows.</source>
        <translation>Verdeckt im Exil liegende Karten dürfen nur Spieler sehen, denen ein Effekt es erlaubt.</translation>
    </message>
    <message>
        <source>Turning a permanent face up needs priority, and nobody has priority in this step ({step}). Wait until you have priority.</source>
        <translation>Ein Permanent aufzudecken erfordert Priorität, und in diesem Segment ({step}) hat niemand Priorität. Warte, bis du Priorität hast.</translation>
    </message>
    <message>
        <source>Only the player who controls a face-down permanent may turn it face up; {controller} controls it.</source>
        <translation>Nur der Spieler, der ein verdecktes Permanent kontrolliert, darf es aufdecken; {controller} kontrolliert es.</translation>
    </message>
    <message>
        <source>A face-down spell on the stack can&apos;t be turned face up; wait until it resolves.</source>
        <translation>Ein verdeckter Zauberspruch auf dem Stapel kann nicht aufgedeckt werden; warte, bis er verrechnet ist.</translation>
    </message>
    <message>
        <source>It was {method_text} and its card is a creature card: you may turn it face up for its mana cost {cost}.</source>
        <translation>Es wurde {method_text}, und seine Karte ist eine Kreaturenkarte: Du kannst es für seine Manakosten {cost} aufdecken.</translation>
    </message>
    <message>
        <source>The mana-cost route looks at the card itself, ignoring copy and type-changing effects on the permanent.</source>
        <translation>Der Weg über die Manakosten schaut auf die Karte selbst und ignoriert Kopier- und Typänderungseffekte auf dem Permanent.</translation>
    </message>
    <message>
        <source>Losing its abilities doesn&apos;t stop a manifested or cloaked creature card from turning face up for its mana cost.</source>
        <translation>Der Verlust ihrer Fähigkeiten hindert eine manifestierte oder verhüllte Kreaturenkarte nicht daran, für ihre Manakosten aufgedeckt zu werden.</translation>
    </message>
    <message>
        <source>Its card is not a creature card, so it can&apos;t be turned face up for a mana cost.</source>
        <translation>Seine Karte ist keine Kreaturenkarte, also kann es nicht für Manakosten aufgedeckt werden.</translation>
    </message>
    <message>
        <source>Its card has no mana cost, so the mana-cost route does not exist.</source>
        <translation>Seine Karte hat keine Manakosten, also gibt es den Weg über die Manakosten nicht.</translation>
    </message>
    <message>
        <source>X is 0 when a manifested card is turned face up: the cost is {cost}.</source>
        <translation>X ist 0, wenn eine manifestierte Karte aufgedeckt wird: Die Kosten sind {cost}.</translation>
    </message>
    <message>
        <source>It may be turned face up either for its mana cost or for its {keyword} cost.</source>
        <translation>Es kann entweder für seine Manakosten oder für seine {keyword}kosten aufgedeckt werden.</translation>
    </message>
    <message>
        <source>It would have morph face up: you may turn it face up for {cost}.</source>
        <translation>Offen hätte es Morph: Du kannst es für {cost} aufdecken.</translation>
    </message>
    <message>
        <source>Paying its megamorph cost {cost} also puts a +1/+1 counter on it.</source>
        <translation>Das Bezahlen der Megamorphkosten {cost} legt auch eine +1/+1-Marke darauf.</translation>
    </message>
    <message>
        <source>Turned face up another way, a megamorph card gets no +1/+1 counter.</source>
        <translation>Auf andere Weise aufgedeckt, erhält eine Megamorph-Karte keine +1/+1-Marke.</translation>
    </message>
    <message>
        <source>It would have disguise face up: you may turn it face up for {cost}.</source>
        <translation>Offen hätte es Tarnung: Du kannst es für {cost} aufdecken.</translation>
    </message>
    <message>
        <source>Its cost is not mana ({cost}); it can be used only when that cost can be paid now.</source>
        <translation>Seine Kosten sind kein Mana ({cost}); es kann nur benutzt werden, wenn diese Kosten jetzt bezahlt werden können.</translation>
    </message>
    <message>
        <source>It would have no {keyword} face up because it has lost its abilities, so that route is closed.</source>
        <translation>Offen hätte es kein {keyword}, weil es seine Fähigkeiten verloren hat; dieser Weg ist also verschlossen.</translation>
    </message>
    <message>
        <source>It is copying another object: the {keyword} route uses the copied object&apos;s cost.</source>
        <translation>Es kopiert ein anderes Objekt: Der Weg über {keyword} benutzt die Kosten des kopierten Objekts.</translation>
    </message>
    <message>
        <source>It was not manifested or cloaked, so its mana cost can&apos;t turn it face up; use its {keyword} cost.</source>
        <translation>Es wurde nicht manifestiert oder verhüllt, also können seine Manakosten es nicht aufdecken; benutze seine {keyword}kosten.</translation>
    </message>
    <message>
        <source>No rule lets you turn this face up: it became face down by {method_text} and its card has no morph or disguise. Only an effect can turn it face up.</source>
        <translation>Keine Regel lässt dich dies aufdecken: Es wurde {method_text} verdeckt, und seine Karte hat weder Morph noch Tarnung. Nur ein Effekt kann es aufdecken.</translation>
    </message>
    <message>
        <source>A face-down Forest from Yedora whose card has {keyword} may be turned face up for that cost.</source>
        <translation>Ein verdeckter Forest von Yedora, dessen Karte {keyword} hat, kann für diese Kosten aufgedeckt werden.</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays face down.</source>
        <translation>Ein Effekt kann keine Spontanzauber- oder Hexereikarte aufdecken: Sie wird stattdessen allen Spielern offenbart und bleibt verdeckt.</translation>
    </message>
    <message>
        <source>An effect turns it face up; no cost, whatever made it face down.</source>
        <translation>Ein Effekt deckt es auf; keine Kosten, egal was es verdeckt gemacht hat.</translation>
    </message>
    <message>
        <source>A double-faced card turns face up with its front face up.</source>
        <translation>Eine doppelseitige Karte wird mit ihrer Vorderseite nach oben aufgedeckt.</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform; nothing happens.</source>
        <translation>Ein verdecktes doppelseitiges Permanent kann sich nicht transformieren; nichts geschieht.</translation>
    </message>
    <message>
        <source>Its front face is not a permanent, so it can&apos;t be turned face up.</source>
        <translation>Ihre Vorderseite ist kein Permanent, also kann sie nicht aufgedeckt werden.</translation>
    </message>
    <message>
        <source>It becomes a land when it turns face up; that is not a land play, and if it stops being a creature it is removed from combat.</source>
        <translation>Es wird ein Land, wenn es aufgedeckt wird; das ist kein Landspiel, und hört es auf, eine Kreatur zu sein, wird es aus dem Kampf entfernt.</translation>
    </message>
    <message>
        <source>It is the same permanent: tapped state, counters, damage, attachments and combat status stay.</source>
        <translation>Es ist dasselbe Permanent: Tappzustand, Marken, Schaden, angelegte Objekte und Kampfstatus bleiben.</translation>
    </message>
    <message>
        <source>Nothing enters the battlefield: enters abilities don&apos;t trigger.</source>
        <translation>Nichts kommt ins Spiel: Fähigkeiten beim Hereinkommen werden nicht ausgelöst.</translation>
    </message>
    <message>
        <source>Its &quot;as it is turned face up&quot; ability applies now ({detail}).</source>
        <translation>Seine Fähigkeit „während es aufgedeckt wird“ wirkt jetzt ({detail}).</translation>
    </message>
    <message>
        <source>Turned-face-up abilities trigger: {names}.</source>
        <translation>Fähigkeiten beim Aufdecken werden ausgelöst: {names}.</translation>
    </message>
    <message>
        <source>{name} triggers: {player} gains 1 life for each creature they control ({n} now).</source>
        <translation>{name} wird ausgelöst: {player} erhält für jede Kreatur, die er oder sie kontrolliert, 1 Lebenspunkt dazu (jetzt {n}).</translation>
    </message>
    <message>
        <source>The ward {{2}} it had while face down ends.</source>
        <translation>Die Abwehr {{2}}, die es verdeckt hatte, endet.</translation>
    </message>
    <message>
        <source>Effects that already applied to it keep applying face up.</source>
        <translation>Effekte, die schon darauf wirkten, wirken offen weiter.</translation>
    </message>
    <message>
        <source>Check state-based actions now: {detail}.</source>
        <translation>Prüfe jetzt zustandsbasierte Aktionen: {detail}.</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield is revealed to all players: it was {name}.</source>
        <translation>Ein verdecktes Permanent, das das Spielfeld verlässt, wird allen Spielern offenbart: Es war {name}.</translation>
    </message>
    <message>
        <source>A face-down spell leaving the stack for anywhere but the battlefield is revealed to all players: it was {name}.</source>
        <translation>Ein verdeckter Zauberspruch, der den Stapel anderswohin als aufs Spielfeld verlässt, wird allen Spielern offenbart: Er war {name}.</translation>
    </message>
    <message>
        <source>The game is over: every face-down spell and permanent is revealed.</source>
        <translation>Das Spiel ist vorbei: Jeder verdeckte Zauberspruch und jedes verdeckte Permanent wird offenbart.</translation>
    </message>
    <message>
        <source>{player} leaves the game: their face-down spells and permanents are revealed.</source>
        <translation>{player} verlässt das Spiel: Seine verdeckten Zaubersprüche und Permanents werden offenbart.</translation>
    </message>
    <message>
        <source>The revealed card is judged as printed, ignoring effects.</source>
        <translation>Die offenbarte Karte wird wie gedruckt beurteilt, ohne Effekte.</translation>
    </message>
    <message>
        <source>It enters face up as a new object; its enters abilities work.</source>
        <translation>Sie kommt offen als neues Objekt ins Spiel; ihre Fähigkeiten beim Hereinkommen wirken.</translation>
    </message>
    <message>
        <source>An instant or sorcery card can&apos;t enter the battlefield; it stays where it is.</source>
        <translation>Eine Spontanzauber- oder Hexereikarte kann nicht ins Spiel kommen; sie bleibt, wo sie ist.</translation>
    </message>
    <message>
        <source>It enters face down as a new object with a new entry number.</source>
        <translation>Sie kommt verdeckt als neues Objekt mit einer neuen Eintragsnummer ins Spiel.</translation>
    </message>
    <message>
        <source>A face-down token leaving the battlefield is revealed and then ceases to exist.</source>
        <translation>Ein verdeckter Spielstein, der das Spielfeld verlässt, wird offenbart und hört dann auf zu existieren.</translation>
    </message>
    <message>
        <source>A copy of a face-down permanent takes its face-down copiable values, not counters or other effects: a face-up colorless 2/2 creature with no name, no creature types and no abilities, but with ward {{2}} if it copies a disguised or cloaked creature. Nothing is revealed.</source>
        <translation>Eine Kopie eines verdeckten Permanents übernimmt seine verdeckten kopierbaren Werte, nicht Marken oder andere Effekte: eine offene, farblose 2/2-Kreatur ohne Namen, ohne Kreaturentypen und ohne Fähigkeiten, aber mit Abwehr {{2}}, wenn sie eine getarnte oder verhüllte Kreatur kopiert. Nichts wird offenbart.</translation>
    </message>
    <message>
        <source>It still looks like a face-down 2/2; the copied values show once it turns face up.</source>
        <translation>Es sieht weiter wie eine verdeckte 2/2-Kreatur aus; die kopierten Werte zeigen sich, sobald es aufgedeckt wird.</translation>
    </message>
    <message>
        <source>Face-down permanents may not be mixed to confuse opponents; their order and markers must stay clear.</source>
        <translation>Verdeckte Permanents dürfen nicht vermischt werden, um Gegner zu verwirren; ihre Reihenfolge und Markierungen müssen klar bleiben.</translation>
    </message>
    <message>
        <source>A face-down object needs its entry number and method marker.</source>
        <translation>Ein verdecktes Objekt braucht seine Eintragsnummer und seine Methodenmarkierung.</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, with consecutive entry numbers.</source>
        <translation>Mehrere Karten werden eine nach der anderen manifestiert, mit fortlaufenden Eintragsnummern.</translation>
    </message>
    <message>
        <source>{restriction}: the card isn&apos;t manifested and stays where it is.</source>
        <translation>{restriction}: Die Karte wird nicht manifestiert und bleibt, wo sie ist.</translation>
    </message>
    <message>
        <source>The library is empty: nothing is manifested (this is not a draw).</source>
        <translation>Die Bibliothek ist leer: Nichts wird manifestiert (das ist kein Ziehen).</translation>
    </message>
    <message>
        <source>Look at the top two cards: manifest one, put the other into the graveyard.</source>
        <translation>Schau dir die obersten zwei Karten an: Manifestiere eine, lege die andere auf den Friedhof.</translation>
    </message>
    <message>
        <source>Only one card in the library: it is manifested; nothing goes to the graveyard.</source>
        <translation>Nur eine Karte in der Bibliothek: Sie wird manifestiert; nichts kommt auf den Friedhof.</translation>
    </message>
    <message>
        <source>The library is empty: manifest dread does nothing.</source>
        <translation>Die Bibliothek ist leer: Das Grauen manifestieren bewirkt nichts.</translation>
    </message>
    <message>
        <source>&quot;Whenever you manifest dread&quot; abilities trigger even when part or all of it was impossible.</source>
        <translation>Fähigkeiten „Immer wenn du das Grauen manifestierst“ werden ausgelöst, auch wenn es ganz oder teilweise unmöglich war.</translation>
    </message>
    <message>
        <source>The chosen card can&apos;t be manifested, so every looked-at card goes to the graveyard.</source>
        <translation>Die gewählte Karte kann nicht manifestiert werden, also kommt jede angesehene Karte auf den Friedhof.</translation>
    </message>
    <message>
        <source>Cast face down as a 2/2 creature spell for {cost}, at creature-spell timing.</source>
        <translation>Verdeckt als 2/2-Kreaturenzauber für {cost} gewirkt, zum Zeitpunkt eines Kreaturenzaubers.</translation>
    </message>
    <message>
        <source>It has no {keyword}, so it can&apos;t be cast face down that way.</source>
        <translation>Es hat kein {keyword}, also kann es nicht auf diese Weise verdeckt gewirkt werden.</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost and can&apos;t be combined with another one.</source>
        <translation>Verdeckt wirken ist eine alternative Kostenart und kann nicht mit einer anderen kombiniert werden.</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell for targeting.</source>
        <translation>Ein verdeckter Zauberspruch ist für das Wählen von Zielen ein Kreaturenzauber.</translation>
    </message>
    <message>
        <source>Primordial Mist: at the beginning of your end step you may manifest the top card of your library.</source>
        <translation>Primordial Mist: Zu Beginn deines Endsegments kannst du die oberste Karte deiner Bibliothek manifestieren.</translation>
    </message>
    <message>
        <source>Primordial Mist exiles only a face-down permanent you control.</source>
        <translation>Primordial Mist schickt nur ein verdecktes Permanent, das du kontrollierst, ins Exil.</translation>
    </message>
    <message>
        <source>Exiling it face up is not turning it face up: no turned-face-up abilities trigger.</source>
        <translation>Es aufgedeckt ins Exil zu schicken ist kein Aufdecken: Keine Fähigkeiten beim Aufdecken werden ausgelöst.</translation>
    </message>
    <message>
        <source>You may cast it this turn at its normal timing, paying its costs ({cost}).</source>
        <translation>Du kannst sie in diesem Zug zu ihrem normalen Zeitpunkt wirken und bezahlst ihre Kosten ({cost}).</translation>
    </message>
    <message>
        <source>You may play this land now; it uses your land play.</source>
        <translation>Du kannst dieses Land jetzt spielen; es verbraucht dein Landspiel.</translation>
    </message>
    <message>
        <source>You can play this land only in your main phase with an empty stack and a land play left: {reason}.</source>
        <translation>Du kannst dieses Land nur in deiner Hauptphase bei leerem Stapel und mit einem übrigen Landspiel spielen: {reason}.</translation>
    </message>
    <message>
        <source>The permission was used: once it left exile it can&apos;t be played again.</source>
        <translation>Die Erlaubnis wurde benutzt: Nachdem sie das Exil verlassen hat, kann sie nicht noch einmal gespielt werden.</translation>
    </message>
    <message>
        <source>The permission to play {name} has ended; it stays in exile.</source>
        <translation>Die Erlaubnis, {name} zu spielen, ist abgelaufen; die Karte bleibt im Exil.</translation>
    </message>
    <message>
        <source>A face-down token may pay the cost, but it ceases to exist: nothing to play.</source>
        <translation>Ein verdeckter Spielstein darf die Kosten bezahlen, hört aber auf zu existieren: nichts zu spielen.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: you cast an instant or sorcery from your hand, so manifest the top card of your library.</source>
        <translation>Cryptic Pursuit: Du hast einen Spontanzauber oder eine Hexerei aus deiner Hand gewirkt, also manifestiere die oberste Karte deiner Bibliothek.</translation>
    </message>
    <message>
        <source>Cast from somewhere other than your hand: Cryptic Pursuit does not manifest.</source>
        <translation>Nicht aus deiner Hand gewirkt: Cryptic Pursuit manifestiert nicht.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: the face-down creature was an instant or sorcery card; exile it, and you may cast it until the end of your next turn.</source>
        <translation>Cryptic Pursuit: Die verdeckte Kreatur war eine Spontanzauber- oder Hexereikarte; schicke sie ins Exil, und du kannst sie bis zum Ende deines nächsten Zuges wirken.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: it was not an instant or sorcery card, so it stays in the graveyard.</source>
        <translation>Cryptic Pursuit: Es war keine Spontanzauber- oder Hexereikarte, also bleibt sie auf dem Friedhof.</translation>
    </message>
    <message>
        <source>It left the battlefield without dying: Cryptic Pursuit does not trigger (it is still revealed).</source>
        <translation>Es hat das Spielfeld verlassen, ohne zu sterben: Cryptic Pursuit wird nicht ausgelöst (es wird trotzdem offenbart).</translation>
    </message>
    <message>
        <source>The permission to cast {name} has ended; it stays in exile.</source>
        <translation>Die Erlaubnis, {name} zu wirken, ist abgelaufen; die Karte bleibt im Exil.</translation>
    </message>
    <message>
        <source>{name} can be cast only {when}.</source>
        <translation>{name} kann nur {when} gewirkt werden.</translation>
    </message>
    <message>
        <source>Cast {name} for {cost}.</source>
        <translation>{name} für {cost} wirken.</translation>
    </message>
    <message>
        <source>Nothing lets you cast it from the {zone}.</source>
        <translation>Nichts erlaubt dir, sie aus der Zone {zone} zu wirken.</translation>
    </message>
    <message>
        <source>A land is played, not cast.</source>
        <translation>Ein Land wird gespielt, nicht gewirkt.</translation>
    </message>
    <message>
        <source>You may play this land; it uses your land play.</source>
        <translation>Du kannst dieses Land spielen; es verbraucht dein Landspiel.</translation>
    </message>
    <message>
        <source>You can&apos;t play a land now: {reason}.</source>
        <translation>Du kannst jetzt kein Land spielen: {reason}.</translation>
    </message>
    <message>
        <source>Nothing lets you play it from the {zone}.</source>
        <translation>Nichts erlaubt dir, sie aus der Zone {zone} zu spielen.</translation>
    </message>
    <message>
        <source>It is not yours to play.</source>
        <translation>Es ist nicht an dir, sie zu spielen.</translation>
    </message>
    <message>
        <source>{name} is not on the stack.</source>
        <translation>{name} ist nicht auf dem Stapel.</translation>
    </message>
    <message>
        <source>It is not on the battlefield.</source>
        <translation>Es ist nicht auf dem Spielfeld.</translation>
    </message>
    <message>
        <source>It is face up already (a copy of a face-down creature is face up too); there is nothing to turn up.</source>
        <translation>Es ist schon offen (auch eine Kopie einer verdeckten Kreatur ist offen); es gibt nichts aufzudecken.</translation>
    </message>
    <message>
        <source>There is no {route} route for this permanent: it would not have {route} if it were face up.</source>
        <translation>Für dieses Permanent gibt es keinen Weg über {route}: Offen hätte es die Fähigkeit {route} nicht.</translation>
    </message>
    <message>
        <source>That card is in a hidden zone you may not look at.</source>
        <translation>Diese Karte ist in einer verborgenen Zone, die du nicht ansehen darfst.</translation>
    </message>
    <message>
        <source>It is face up; everyone can see it.</source>
        <translation>Es ist offen; alle können es sehen.</translation>
    </message>
    <message>
        <source>{restriction}: it can&apos;t enter the battlefield.</source>
        <translation>{restriction}: Es kann nicht ins Spiel kommen.</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform.</source>
        <translation>Nur ein doppelseitiges Permanent kann sich transformieren.</translation>
    </message>
    <message>
        <source>The library is empty: nothing to draw.</source>
        <translation>Die Bibliothek ist leer: nichts zu ziehen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation>{player} hat das Spiel verlassen.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t act for {player}.</source>
        <translation>{actor} kann nicht für {player} handeln.</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>{actor} can&apos;t make {player} leave the game: only a player concedes.</source>
        <translation>{actor} kann {player} nicht aus dem Spiel nehmen: Nur ein Spieler selbst gibt auf.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t end the game for {player}: concede to leave it (the game ends when one player is left).</source>
        <translation>{actor} kann das Spiel nicht für {player} beenden: Gib auf, um es zu verlassen (das Spiel endet, wenn ein Spieler übrig ist).</translation>
    </message>
    <message>
        <source>This acts on {player}&apos;s things: it is a request to {player}, carried out only if {player} accepts.</source>
        <translation>Das betrifft die Sachen von {player}: Es ist eine Anfrage an {player}, ausgeführt nur, wenn {player} annimmt.</translation>
    </message>
    <message>
        <source>{player} accepted {actor}&apos;s request: it is carried out as the table is now.</source>
        <translation>{player} hat die Anfrage von {actor} angenommen: Sie wird so ausgeführt, wie der Tisch jetzt ist.</translation>
    </message>
    <message>
        <source>{player} declined {actor}&apos;s request: nothing changes.</source>
        <translation>{player} hat die Anfrage von {actor} abgelehnt: Nichts ändert sich.</translation>
    </message>
    <message>
        <source>{actor} withdrew the request to {player}.</source>
        <translation>{actor} hat die Anfrage an {player} zurückgezogen.</translation>
    </message>
    <message>
        <source>There is no request {request} waiting for an answer.</source>
        <translation>Es gibt keine Anfrage {request}, die auf eine Antwort wartet.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t answer or withdraw this request: it is {player}&apos;s.</source>
        <translation>{actor} kann diese Anfrage weder beantworten noch zurückziehen: Das ist Sache von {player}.</translation>
    </message>
    <message>
        <source>Table trust: {actor} acts on {player}&apos;s things without asking.</source>
        <translation>Tischvertrauen: {actor} handelt ohne Nachfrage mit den Sachen von {player}.</translation>
    </message>
    <message>
        <source>Table trust is on: players may act on each other&apos;s things without asking, never seeing another&apos;s hidden cards that way.</source>
        <translation>Tischvertrauen ist an: Spieler dürfen ohne Nachfrage mit den Sachen der anderen handeln, sehen so aber nie verborgene Karten anderer.</translation>
    </message>
    <message>
        <source>Table trust is off: an action on another&apos;s things is a request.</source>
        <translation>Tischvertrauen ist aus: Eine Aktion mit den Sachen anderer ist eine Anfrage.</translation>
    </message>
    <message>
        <source>Table trust is {on} already: nothing changes.</source>
        <translation>Tischvertrauen ist schon {on}: Nichts ändert sich.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t turn table trust on during a game of more than two players; choose it when the game starts.</source>
        <translation>{actor} kann das Tischvertrauen in einem Spiel mit mehr als zwei Spielern nicht einschalten; wähle es zu Spielbeginn.</translation>
    </message>
    <message>
        <source>That spell is not {what}, so it can&apos;t be targeted.</source>
        <translation>Dieser Zauberspruch ist nicht {what}, also kann er nicht als Ziel gewählt werden.</translation>
    </message>
    <message>
        <source>Moved.</source>
        <translation>Bewegt.</translation>
    </message>
    <message>
        <source>That permanent is not face down: {reason}.</source>
        <translation>Dieses Permanent ist nicht verdeckt: {reason}.</translation>
    </message>
    <message>
        <source>&quot;Until end of turn&quot; effects end and damage wears off.</source>
        <translation>Effekte „bis zum Ende des Zuges“ enden, und Schaden wird entfernt.</translation>
    </message>
    <message>
        <source>{name} triggers: {what}.</source>
        <translation>{name} wird ausgelöst: {what}.</translation>
    </message>
    <message>
        <source>Ward triggers: {name} is countered unless {player} pays {cost}.</source>
        <translation>Abwehr wird ausgelöst: {name} wird neutralisiert, außer {player} bezahlt {cost}.</translation>
    </message>
    <message>
        <source>{name}, chosen: {modes}</source>
        <translation>{name}, bestimmt: {modes}</translation>
    </message>
    <message>
        <source>{name} offers these modes: {modes} Choose from {least} to {most} of them, each once.</source>
        <translation>{name} bietet diese Modi: {modes} Bestimme {least} bis {most} davon, jeden nur einmal.</translation>
    </message>
    <message numerus="yes">
        <source>{player} attempted to draw from an empty library (%n time(s)): they lose the next time state-based actions are checked.</source>
        <translation>
            <numerusform>{player} hat versucht, aus einer leeren Bibliothek zu ziehen (%n-mal): Beim nächsten Prüfen zustandsbasierter Aktionen verliert dieser Spieler.</numerusform>
            <numerusform>{player} hat versucht, aus einer leeren Bibliothek zu ziehen (%n-mal): Beim nächsten Prüfen zustandsbasierter Aktionen verliert dieser Spieler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Name exactly the top %n card(s) of that library, each once.</source>
        <translation>
            <numerusform>Nenne genau %n Karte von oben aus dieser Bibliothek, einmal.</numerusform>
            <numerusform>Nenne genau %n Karten von oben aus dieser Bibliothek, jede einmal.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rest of the library is shuffled first; the cards found go on top and are not part of the shuffle.</source>
        <translation>Der Rest der Bibliothek wird zuerst gemischt; die gefundenen Karten kommen oben drauf und werden nicht mitgemischt.</translation>
    </message>
    <message numerus="yes">
        <source>{player} must first put %n card(s) from their hand on the bottom of their library.</source>
        <translation>
            <numerusform>{player} muss zuerst %n Karte aus der Hand unter die Bibliothek legen.</numerusform>
            <numerusform>{player} muss zuerst %n Karten aus der Hand unter die Bibliothek legen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts exactly %n card(s) on the bottom (one per mulligan that counts), not {got}.</source>
        <translation>
            <numerusform>{player} legt genau %n Karte unter die Bibliothek (eine pro zählendem Mulligan), nicht {got}.</numerusform>
            <numerusform>{player} legt genau %n Karten unter die Bibliothek (eine pro zählendem Mulligan), nicht {got}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n {counter} counter(s): there can&apos;t be fewer than none.</source>
        <translation>
            <numerusform>{player} hat %n {counter}-Marke: Weniger als keine kann es nicht geben.</numerusform>
            <numerusform>{player} hat %n {counter}-Marken: Weniger als keine kann es nicht geben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}): an activated ability can&apos;t be activated now.</source>
        <translation>In diesem Segment ({step}) hat niemand Priorität: Eine aktivierte Fähigkeit kann jetzt nicht aktiviert werden.</translation>
    </message>
    <message>
        <source>{player} passes priority: {to} receives it.</source>
        <translation>{player} gibt die Priorität ab: {to} erhält sie.</translation>
    </message>
    <message>
        <source>Every player has passed in succession: the top object of the stack resolves.</source>
        <translation>Alle Spieler haben nacheinander abgegeben: Das oberste Objekt des Stapels wird verrechnet.</translation>
    </message>
    <message>
        <source>Every player has passed in succession with the stack empty: the step may end.</source>
        <translation>Alle Spieler haben bei leerem Stapel nacheinander abgegeben: Das Segment kann enden.</translation>
    </message>
    <message>
        <source>{player} does not hold priority ({holder} does): only the player with priority passes it.</source>
        <translation>{player} hat keine Priorität ({holder} hat sie): Nur der Spieler mit Priorität gibt sie ab.</translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}), so there is none to pass.</source>
        <translation>In diesem Segment ({step}) hat niemand Priorität, es gibt also keine abzugeben.</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves, so there is none to pass. Finish its resolution first.</source>
        <translation>Während ein Zauberspruch verrechnet wird, hat niemand Priorität, es gibt also keine abzugeben. Beende zuerst seine Verrechnung.</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves: this action needs priority unless the resolving effect itself allows it.</source>
        <translation>Während ein Zauberspruch verrechnet wird, hat niemand Priorität: Diese Aktion braucht Priorität, außer der verrechnete Effekt selbst erlaubt sie.</translation>
    </message>
    <message>
        <source>The resolution is over: the active player ({player}) receives priority.</source>
        <translation>Die Verrechnung ist beendet: Der aktive Spieler ({player}) erhält Priorität.</translation>
    </message>
    <message>
        <source>That spell is not resolving, so there is no resolution to finish.</source>
        <translation>Dieser Zauberspruch wird nicht verrechnet, es gibt also keine Verrechnung zu beenden.</translation>
    </message>
    <message>
        <source>Its card is an instant or sorcery card, not a creature card, so no special action can turn it face up (not for its mana cost either): that action is not available, and nothing is revealed.</source>
        <translation>Seine Karte ist eine Spontanzauber- oder Hexereikarte, keine Kreaturenkarte, also kann keine Sonderaktion sie aufdecken (auch nicht für ihre Manakosten): Diese Aktion gibt es nicht, und nichts wird offenbart.</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>es ist nicht dein Zug</translation>
    </message>
    <message>
        <source>it is not your main phase</source>
        <translation>es ist nicht deine Hauptphase</translation>
    </message>
    <message>
        <source>the stack is not empty</source>
        <translation>der Stapel ist nicht leer</translation>
    </message>
    <message>
        <source>when you have priority</source>
        <translation>wenn du Priorität hast</translation>
    </message>
    <message>
        <source>nobody has priority in this step</source>
        <translation>in diesem Segment hat niemand Priorität</translation>
    </message>
    <message>
        <source>in your main phase while the stack is empty</source>
        <translation>in deiner Hauptphase, wenn der Stapel leer ist</translation>
    </message>
    <message>
        <source>you have already played a land this turn</source>
        <translation>du hast in diesem Zug bereits ein Land gespielt</translation>
    </message>
    <message>
        <source>Creature cards can&apos;t enter the battlefield from graveyards or libraries</source>
        <translation>Kreaturenkarten können nicht aus Friedhöfen oder Bibliotheken ins Spiel kommen</translation>
    </message>
    <message>
        <source>you may manifest the top card of your library</source>
        <translation>du kannst die oberste Karte deiner Bibliothek manifestieren</translation>
    </message>
    <message>
        <source>manifest the top card of your library</source>
        <translation>manifestiere die oberste Karte deiner Bibliothek</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>das Grauen manifestieren</translation>
    </message>
    <message>
        <source>it is not on the battlefield</source>
        <translation>es ist nicht im Spiel</translation>
    </message>
    <message>
        <source>it is face up</source>
        <translation>es ist offen</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>Zauberspruch</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>Permanent</translation>
    </message>
    <message>
        <source>a creature spell</source>
        <translation>ein Kreaturenzauber</translation>
    </message>
    <message>
        <source>a noncreature spell</source>
        <translation>ein Nichtkreaturenzauber</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>ein Effekt</translation>
    </message>
    <message>
        <source>The library is empty: nothing is milled.</source>
        <translation>Die Bibliothek ist leer: Nichts wird gemahlen.</translation>
    </message>
    <message>
        <source>A face-down spell has none of its card&apos;s abilities: it can be countered whatever its card says.</source>
        <translation>Ein verdeckter Zauberspruch hat keine der Fähigkeiten seiner Karte: Er kann neutralisiert werden, egal was auf seiner Karte steht.</translation>
    </message>
    <message>
        <source>Exiling a face-down permanent you control face up is the cost; once the ability resolves, you may play that card this turn.</source>
        <translation>Ein verdecktes Permanent, das du kontrollierst, aufgedeckt ins Exil zu schicken, sind die Kosten; sobald die Fähigkeit verrechnet ist, kannst du die Karte in diesem Zug spielen.</translation>
    </message>
    <message>
        <source>{player} plays with the top card of their library revealed: every player knows it, and each new top card as soon as it is on top (a draw of several cards reveals each one before it is drawn).</source>
        <translation>{player} spielt mit offener oberster Karte der Bibliothek: Jeder Spieler kennt sie und jede neue oberste Karte, sobald sie oben liegt (beim Ziehen mehrerer Karten wird jede offenbart, bevor sie gezogen wird).</translation>
    </message>
    <message>
        <source>{player} already plays with the top card of their library revealed: nothing changes.</source>
        <translation>{player} spielt schon mit offener oberster Karte der Bibliothek: Nichts ändert sich.</translation>
    </message>
    <message>
        <source>{player} doesn&apos;t play with the top card of their library revealed: nothing changes.</source>
        <translation>{player} spielt nicht mit offener oberster Karte der Bibliothek: Nichts ändert sich.</translation>
    </message>
    <message>
        <source>The library is empty: there is nothing to look at.</source>
        <translation>Die Bibliothek ist leer: Es gibt nichts anzusehen.</translation>
    </message>
    <message>
        <source>{player} may arrange only cards they have looked at; they don&apos;t know {count} of them.</source>
        <translation>{player} darf nur Karten ordnen, die er angesehen hat; {count} davon kennt er nicht.</translation>
    </message>
    <message>
        <source>A search finds only cards of the zone searched: {count} of them are not in {owner}&apos;s {zone}.</source>
        <translation>Eine Suche findet nur Karten der durchsuchten Zone: {count} davon sind nicht in der Zone {zone} von {owner}.</translation>
    </message>
    <message>
        <source>A search for &quot;a card&quot; with no stated quality must find one while the zone holds any.</source>
        <translation>Eine Suche nach „einer Karte“ ohne genannte Eigenschaft muss eine finden, solange die Zone welche enthält.</translation>
    </message>
    <message>
        <source>A search for a card with a stated quality may find nothing.</source>
        <translation>Eine Suche nach einer Karte mit genannter Eigenschaft darf nichts finden.</translation>
    </message>
    <message>
        <source>Revealed cards stay where they are; face-down objects stay face down.</source>
        <translation>Offenbarte Karten bleiben, wo sie sind; verdeckte Objekte bleiben verdeckt.</translation>
    </message>
    <message>
        <source>Mulligans are taken before the game begins; it has begun.</source>
        <translation>Mulligans werden genommen, bevor das Spiel beginnt; es hat begonnen.</translation>
    </message>
    <message>
        <source>{player} has kept their opening hand.</source>
        <translation>{player} hat die Starthand behalten.</translation>
    </message>
    <message>
        <source>{player}&apos;s mulligans have left them no cards: they keep an empty hand.</source>
        <translation>Nach den Mulligans von {player} bleiben keine Karten: Die Hand bleibt leer.</translation>
    </message>
    <message>
        <source>{player} has no cards to put on the bottom of their library.</source>
        <translation>{player} hat keine Karten, die unter die Bibliothek gelegt werden könnten.</translation>
    </message>
    <message>
        <source>Only cards of {player}&apos;s hand go on the bottom, each once.</source>
        <translation>Nur Karten aus der Hand von {player} kommen unter die Bibliothek, jede einmal.</translation>
    </message>
    <message>
        <source>In a game that began with more than two players, the first mulligan is free.</source>
        <translation>In einem Spiel, das mit mehr als zwei Spielern begann, ist der erste Mulligan frei.</translation>
    </message>
    <message>
        <source>The game begins: turn 1 is {player}&apos;s.</source>
        <translation>Das Spiel beginnt: Zug 1 gehört {player}.</translation>
    </message>
    <message>
        <source>In a two-player game the starting player skips the draw of their first turn: {player} draws no card in turn 1&apos;s draw step.</source>
        <translation>In einem Spiel mit zwei Spielern überspringt der Startspieler das Ziehen seines ersten Zuges: {player} zieht im Ziehsegment von Zug 1 keine Karte.</translation>
    </message>
    <message>
        <source>{player} has {life} life and can&apos;t pay {amount}: a player can pay life only if their life total is at least the amount.</source>
        <translation>{player} hat {life} Lebenspunkte und kann {amount} nicht bezahlen: Ein Spieler kann Lebenspunkte nur bezahlen, wenn seine Lebenspunktezahl mindestens so hoch ist wie der Betrag.</translation>
    </message>
    <message>
        <source>A change of 0 is no change: nothing happens (no life is gained or lost).</source>
        <translation>Eine Änderung um 0 ist keine Änderung: Nichts geschieht (keine Lebenspunkte werden dazuerhalten oder verloren).</translation>
    </message>
    <message>
        <source>{player} has {life} life: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player} hat {life} Lebenspunkte: Beim nächsten Prüfen zustandsbasierter Aktionen verliert der Spieler das Spiel (die Spieler entscheiden: das Spiel verlassen oder beenden).</translation>
    </message>
    <message>
        <source>{player} has {n} poison counters: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player} hat {n} Giftmarken: Beim nächsten Prüfen zustandsbasierter Aktionen verliert der Spieler das Spiel (die Spieler entscheiden: das Spiel verlassen oder beenden).</translation>
    </message>
    <message>
        <source>No counters are put on or removed: nothing happens.</source>
        <translation>Keine Marken werden hinzugefügt oder entfernt: Nichts geschieht.</translation>
    </message>
    <message>
        <source>{player} has left the game: nothing happens to them.</source>
        <translation>{player} hat das Spiel verlassen: Dem Spieler geschieht nichts.</translation>
    </message>
    <message>
        <source>That token left the battlefield and ceased to exist; nothing can bring it back.</source>
        <translation>Dieser Spielstein hat das Spielfeld verlassen und existiert nicht mehr; nichts kann ihn zurückbringen.</translation>
    </message>
    <message>
        <source>Only a permanent can have a note; a note is gone when its card changes zones.</source>
        <translation>Nur ein Permanent kann eine Notiz haben; eine Notiz verschwindet, wenn ihre Karte die Zone wechselt.</translation>
    </message>
    <message>
        <source>{player} controls no tapped permanent.</source>
        <translation>{player} kontrolliert kein getapptes Permanent.</translation>
    </message>
    <message>
        <source>Only the newest entry that is not taken back yet can be taken back (entry {last}).</source>
        <translation>Nur der neueste Eintrag, der noch nicht zurückgenommen ist, kann zurückgenommen werden (Eintrag {last}).</translation>
    </message>
    <message>
        <source>Taken back; what {players} saw stays known: nobody can unsee a card.</source>
        <translation>Zurückgenommen; was {players} gesehen hat/haben, bleibt bekannt: Niemand kann eine Karte ungesehen machen.</translation>
    </message>
    <message>
        <source>{player} controls no permanent with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player} kontrolliert kein Permanent mit dieser Fähigkeit ({ability}), also kann sie nicht aktiviert werden.</translation>
    </message>
    <message>
        <source>{player} controls no face-up permanent {card} with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player} kontrolliert kein offenes Permanent {card} mit dieser Fähigkeit ({ability}), also kann sie nicht aktiviert werden.</translation>
    </message>
    <message>
        <source>Only {player}, who controlled the face-down creature&apos;s Pursuit ability as it died, may cast that card.</source>
        <translation>Nur {player}, der die Verfolgungsfähigkeit der verdeckten Kreatur kontrollierte, als sie starb, darf diese Karte wirken.</translation>
    </message>
    <message>
        <source>Effects that gave {player} control of objects end: each goes back to the player who would otherwise control it.</source>
        <translation>Effekte, die {player} die Kontrolle über Objekte gaben, enden: Jedes geht an den Spieler zurück, der es sonst kontrollieren würde.</translation>
    </message>
    <message>
        <source>The objects {player} owns leave the game with them.</source>
        <translation>Die Objekte, die {player} besitzt, verlassen mit dem Spieler das Spiel.</translation>
    </message>
</context>
</TS>
