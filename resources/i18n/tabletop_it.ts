<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Source: {s}</source>
        <translation>Fonte: {s}</translation>
    </message>
    <message>
        <source>Its face (only you see it):</source>
        <translation>Il suo fronte (lo vedi solo tu):</translation>
    </message>
    <message>
        <source>Controlled by {p} (owner {o})</source>
        <translation>Controllato da {p} (proprietario {o})</translation>
    </message>
    <message>
        <source>Loyalty {n}</source>
        <translation>Fedeltà {n}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tu)</translation>
    </message>
    <message>
        <source>Top card: {name}</source>
        <translation>Carta in cima: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n carta a faccia in giù</numerusform>
            <numerusform>%n carte a faccia in giù</numerusform>
        </translation>
    </message>
    <message>
        <source>Loses all abilities</source>
        <translation>Perde tutte le abilità</translation>
    </message>
    <message>
        <source>Gets +1/+1</source>
        <translation>Prende +1/+1</translation>
    </message>
    <message>
        <source>Gets -1/-1</source>
        <translation>Prende -1/-1</translation>
    </message>
    <message>
        <source>Base power and toughness 1/1</source>
        <translation>Forza e costituzione base 1/1</translation>
    </message>
    <message>
        <source>Base power and toughness 4/4</source>
        <translation>Forza e costituzione base 4/4</translation>
    </message>
    <message>
        <source>Peek (look at a face-down card)</source>
        <translation>Guardare (una carta a faccia in giù)</translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation>TAPpare / STAPpare</translation>
    </message>
    <message>
        <source>Turn face down (effect)</source>
        <translation>Girare a faccia in giù (effetto)</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>un effetto</translation>
    </message>
    <message>
        <source>Exile to play (Primordial Mist)</source>
        <translation>Esiliare per giocarla (Primordial Mist)</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lanciare</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Giocare</translation>
    </message>
    <message>
        <source>Play its back face</source>
        <translation>Giocare il suo retro</translation>
    </message>
    <message>
        <source>Put onto the battlefield</source>
        <translation>Mettere sul campo di battaglia</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Risolvere</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Neutralizzare</translation>
    </message>
    <message>
        <source>Put into graveyard (dies)</source>
        <translation>Mettere nel cimitero (muore)</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>Esiliare</translation>
    </message>
    <message>
        <source>Return to hand (bounce)</source>
        <translation>Far tornare in mano</translation>
    </message>
    <message>
        <source>Put on top of library</source>
        <translation>Mettere in cima al grimorio</translation>
    </message>
    <message>
        <source>Put on bottom of library</source>
        <translation>Mettere in fondo al grimorio</translation>
    </message>
    <message>
        <source>Reveal to all players</source>
        <translation>Rivelare a tutti i giocatori</translation>
    </message>
    <message>
        <source>Add a +1/+1 counter</source>
        <translation>Aggiungere un segnalino +1/+1</translation>
    </message>
    <message>
        <source>Remove a +1/+1 counter</source>
        <translation>Rimuovere un segnalino +1/+1</translation>
    </message>
    <message>
        <source>Deal 1 damage</source>
        <translation>Infliggere 1 danno</translation>
    </message>
    <message>
        <source>Attach to…</source>
        <translation>Assegnare a…</translation>
    </message>
    <message>
        <source>Create a token copy</source>
        <translation>Creare una pedina copia</translation>
    </message>
    <message>
        <source>Apply an effect…</source>
        <translation>Applicare un effetto…</translation>
    </message>
    <message>
        <source>Gain control</source>
        <translation>Prendere il controllo</translation>
    </message>
    <message>
        <source>Transform</source>
        <translation>Trasformare</translation>
    </message>
    <message>
        <source>Add counters…</source>
        <translation>Aggiungere segnalini…</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Nota…</translation>
    </message>
    <message>
        <source>Point at…</source>
        <translation>Indicare…</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Pescare una carta</translation>
    </message>
    <message>
        <source>Shuffle your library</source>
        <translation>Mescolare il tuo grimorio</translation>
    </message>
    <message>
        <source>Manifest the top card</source>
        <translation>Manifestare la prima carta</translation>
    </message>
    <message>
        <source>Manifest dread…</source>
        <translation>Manifestare angoscia…</translation>
    </message>
    <message>
        <source>Cloak the top card</source>
        <translation>Occultare la prima carta</translation>
    </message>
    <message>
        <source>Mill the top card</source>
        <translation>Macinare la prima carta</translation>
    </message>
    <message>
        <source>Draw cards…</source>
        <translation>Pescare carte…</translation>
    </message>
    <message>
        <source>Mill cards…</source>
        <translation>Macinare carte…</translation>
    </message>
    <message>
        <source>Look at the top cards…</source>
        <translation>Guardare le prime carte…</translation>
    </message>
    <message>
        <source>Look at another player&apos;s top cards (effect)…</source>
        <translation>Guardare le prime carte di un altro giocatore (effetto)…</translation>
    </message>
    <message>
        <source>Scry…</source>
        <translation>Profetizzare…</translation>
    </message>
    <message>
        <source>Surveil…</source>
        <translation>Sorvegliare…</translation>
    </message>
    <message>
        <source>Search a library…</source>
        <translation>Passare in rassegna un grimorio…</translation>
    </message>
    <message>
        <source>Search another player&apos;s library (effect)…</source>
        <translation>Passare in rassegna il grimorio di un altro giocatore (effetto)…</translation>
    </message>
    <message>
        <source>Reveal the top card of your library</source>
        <translation>Rivelare la prima carta del tuo grimorio</translation>
    </message>
    <message>
        <source>Play with the top card revealed</source>
        <translation>Giocare con la prima carta rivelata</translation>
    </message>
    <message>
        <source>Reveal your hand</source>
        <translation>Rivelare la tua mano</translation>
    </message>
    <message>
        <source>Reveal your hand to a player…</source>
        <translation>Rivelare la tua mano a un giocatore…</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Sottofase successiva</translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation>Fino alla fine del turno</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Turno successivo</translation>
    </message>
    <message>
        <source>Pass priority</source>
        <translation>Passare la priorità</translation>
    </message>
    <message>
        <source>Finish the resolution</source>
        <translation>Terminare la risoluzione</translation>
    </message>
    <message>
        <source>Concede (leave the game)</source>
        <translation>Concedere (lasciare la partita)</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminare la partita</translation>
    </message>
    <message>
        <source>Gain 1 life</source>
        <translation>Guadagnare 1 punto vita</translation>
    </message>
    <message>
        <source>Lose 1 life</source>
        <translation>Perdere 1 punto vita</translation>
    </message>
    <message>
        <source>Set life…</source>
        <translation>Impostare i punti vita…</translation>
    </message>
    <message>
        <source>Add a poison counter</source>
        <translation>Aggiungere un segnalino veleno</translation>
    </message>
    <message>
        <source>Remove a poison counter</source>
        <translation>Rimuovere un segnalino veleno</translation>
    </message>
    <message>
        <source>Player counter…</source>
        <translation>Segnalino giocatore…</translation>
    </message>
    <message>
        <source>Create token…</source>
        <translation>Creare una pedina…</translation>
    </message>
    <message>
        <source>Roll a d20</source>
        <translation>Tirare un d20</translation>
    </message>
    <message>
        <source>Roll dice…</source>
        <translation>Tirare dadi…</translation>
    </message>
    <message>
        <source>Flip a coin</source>
        <translation>Lanciare una moneta</translation>
    </message>
    <message>
        <source>Untap all</source>
        <translation>STAPpare tutto</translation>
    </message>
    <message>
        <source>Clear arrows</source>
        <translation>Cancellare le frecce</translation>
    </message>
    <message>
        <source>TOKEN</source>
        <translation>PEDINA</translation>
    </message>
    <message>
        <source>dmg {n}</source>
        <translation>danno {n}</translation>
    </message>
    <message>
        <source>#{n} {w} · face down</source>
        <translation>#{n} {w} · a faccia in giù</translation>
    </message>
    <message>
        <source>Filter by name, type or text (Ctrl+F)</source>
        <translation>Filtra per nome, tipo o testo (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter cards</source>
        <translation>Filtra le carte</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>Qualsiasi tipo</translation>
    </message>
    <message>
        <source>Put the cards found into</source>
        <translation>Metti le carte trovate in</translation>
    </message>
    <message>
        <source>Reveal them</source>
        <translation>Rivelarle</translation>
    </message>
    <message>
        <source>Shuffle after</source>
        <translation>Mescolare dopo</translation>
    </message>
    <message>
        <source>Fail to find</source>
        <translation>Non trovare niente</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Prendere</translation>
    </message>
    <message>
        <source>Pick the cards you found (Ctrl+click for more), then where they go.</source>
        <translation>Scegli le carte trovate (Ctrl+clic per più carte), poi dove vanno.</translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation>Mettere in fondo</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>To {pile}</source>
        <translation>In {pile}</translation>
    </message>
    <message numerus="yes">
        <source>Put %n of these cards on the bottom of your library, in order (the first goes first).</source>
        <translation>
            <numerusform>Metti %n di queste carte in fondo al tuo grimorio, in ordine (la prima va per prima).</numerusform>
            <numerusform>Metti %n di queste carte in fondo al tuo grimorio, in ordine (la prima va per prima).</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: {k}.</source>
        <translation>Scelte: {k}.</translation>
    </message>
    <message>
        <source>Top: the first card is the top of the library. Drag or use Alt+Up / Alt+Down to order.</source>
        <translation>Cima: la prima carta è quella in cima al grimorio. Trascina o usa Alt+Su / Alt+Giù per ordinare.</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>Testo della carta</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Pedina</translation>
    </message>
    <message numerus="yes">
        <source>%n {name} counter(s)</source>
        <translation>
            <numerusform>%n segnalino {name}</numerusform>
            <numerusform>%n segnalini {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>ward {2}</source>
        <translation>salvaguardia {2}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>Nota: {text}</translation>
    </message>
    <message>
        <source>Face down: no name, no mana cost, no text</source>
        <translation>A faccia in giù: nessun nome, nessun costo di mana, nessun testo</translation>
    </message>
    <message>
        <source>{printed} (now {now})</source>
        <translation>{printed} (ora {now})</translation>
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
        <translation>aspetta</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>tocca a te</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat ({n} new)</source>
        <translation>Chat (nuovi: {n})</translation>
    </message>
    <message>
        <source>Say something (Enter sends)</source>
        <translation>Scrivi qualcosa (Invio invia)</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Messaggio di chat</translation>
    </message>
    <message>
        <source>Say: {text}</source>
        <translation>Dire: {text}</translation>
    </message>
    <message>
        <source>A chat line has at most {n} characters.</source>
        <translation>Una riga di chat ha al massimo {n} caratteri.</translation>
    </message>
    <message>
        <source>Slow down: at most {n} lines in {s:g} seconds. Try again in {w:.0f} s.</source>
        <translation>Più piano: al massimo {n} righe in {s:g} secondi. Riprova tra {w:.0f} s.</translation>
    </message>
    <message>
        <source>Not sent: {why}</source>
        <translation>Non inviato: {why}</translation>
    </message>
    <message>
        <source>A shared board is read-only: there is no one to chat with.</source>
        <translation>Un tavolo condiviso è di sola lettura: non c&apos;è nessuno con cui chattare.</translation>
    </message>
    <message>
        <source>Open a game or start a new one to chat.</source>
        <translation>Apri una partita o iniziane una nuova per chattare.</translation>
    </message>
    <message>
        <source>There is no chat during a lesson.</source>
        <translation>Durante una lezione non c&apos;è chat.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Spettatore</translation>
    </message>
    <message>
        <source>Not said.</source>
        <translation>Non detto.</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Uno spettatore</translation>
    </message>
    <message>
        <source>{who} undid: {what}</source>
        <translation>{who} ha annullato: {what}</translation>
    </message>
    <message>
        <source>{who} undid an action.</source>
        <translation>{who} ha annullato un&apos;azione.</translation>
    </message>
    <message>
        <source>{who} redid: {what}</source>
        <translation>{who} ha ripetuto: {what}</translation>
    </message>
    <message>
        <source>{who} redid an action.</source>
        <translation>{who} ha ripetuto un&apos;azione.</translation>
    </message>
    <message>
        <source>the spectators</source>
        <translation>gli spettatori</translation>
    </message>
    <message>
        <source>Privacy curtain

Pass the device to {who}.
The table stays hidden until {who} is ready.</source>
        <translation>Tenda di riservatezza

Passa il dispositivo a {who}.
Il tavolo resta nascosto finché {who} non è pronto.</translation>
    </message>
    <message>
        <source>I am {who}: show my table</source>
        <translation>Sono {who}: mostra il mio tavolo</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; details saved to {f}</source>
        <translation>tabletop ha incontrato un errore interno durante {doing} ({what}). È un difetto di tabletop, non un problema del tuo file; dettagli salvati in {f}</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; the details are below (they could not be saved to a file).</source>
        <translation>tabletop ha incontrato un errore interno durante {doing} ({what}). È un difetto di tabletop, non un problema del tuo file; i dettagli sono qui sotto (non è stato possibile salvarli in un file).</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>{p} is a file where a folder should be</source>
        <translation>{p} è un file dove dovrebbe esserci una cartella</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>nessun permesso di scrivere lì</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>il disco è di sola lettura</translation>
    </message>
    <message>
        <source>Saving and opening games needs the storage package, which this installation does not have yet.</source>
        <translation>Salvare e aprire partite richiede il pacchetto storage, che questa installazione non ha ancora.</translation>
    </message>
    <message>
        <source>{p} is in the autosave folder, which keeps only the newest autosaves and deletes the others. Save the game somewhere else.</source>
        <translation>{p} è nella cartella dei salvataggi automatici, che conserva solo i più recenti ed elimina gli altri. Salva la partita altrove.</translation>
    </message>
    <message>
        <source>This game can&apos;t be saved: its file would break the save format&apos;s limits and could never be opened again. Nothing was written; the game is still here.</source>
        <translation>Questa partita non può essere salvata: il suo file supererebbe i limiti del formato e non potrebbe più essere aperto. Non è stato scritto nulla; la partita è ancora qui.</translation>
    </message>
    <message>
        <source>Could not save to {p}: {e}</source>
        <translation>Impossibile salvare in {p}: {e}</translation>
    </message>
    <message>
        <source>Could not save to {p}.</source>
        <translation>Impossibile salvare in {p}.</translation>
    </message>
    <message>
        <source>saving to {p}</source>
        <translation>il salvataggio in {p}</translation>
    </message>
    <message>
        <source>{p} is a shared board (one seat&apos;s view, read-only), not a game to play.</source>
        <translation>{p} è un tavolo condiviso (la vista di un posto, di sola lettura), non una partita da giocare.</translation>
    </message>
    <message>
        <source>{p} is a folder, not a game.</source>
        <translation>{p} è una cartella, non una partita.</translation>
    </message>
    <message>
        <source>There is no file {p}.</source>
        <translation>Non esiste il file {p}.</translation>
    </message>
    <message>
        <source>Could not read {p}: {e}</source>
        <translation>Impossibile leggere {p}: {e}</translation>
    </message>
    <message>
        <source>{p} is not a tabletop game or shared board this version can open.</source>
        <translation>{p} non è una partita di tabletop né un tavolo condiviso che questa versione possa aprire.</translation>
    </message>
    <message>
        <source>{p} is too big to open with the memory there is.</source>
        <translation>{p} è troppo grande per essere aperto con la memoria disponibile.</translation>
    </message>
    <message>
        <source>opening {p}</source>
        <translation>l&apos;apertura di {p}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be played: its log does not lead to the board saved with it, or can&apos;t be read. The board is shown read-only as it was saved; the file is left as it is.</source>
        <translation>Impossibile giocare {p}: il suo registro non porta al tavolo salvato insieme a esso, oppure non si può leggere. Il tavolo è mostrato in sola lettura così come è stato salvato; il file resta com&apos;è.</translation>
    </message>
    <message>
        <source>Could not write {p}: {e}</source>
        <translation>Impossibile scrivere {p}: {e}</translation>
    </message>
    <message>
        <source>Could not write {p}.</source>
        <translation>Impossibile scrivere {p}.</translation>
    </message>
    <message>
        <source>exporting to {p}</source>
        <translation>l&apos;esportazione in {p}</translation>
    </message>
    <message>
        <source>Autosave failed: {e}.</source>
        <translation>Salvataggio automatico non riuscito: {e}.</translation>
    </message>
    <message>
        <source>Autosave failed: the game can&apos;t be saved.</source>
        <translation>Salvataggio automatico non riuscito: la partita non può essere salvata.</translation>
    </message>
    <message>
        <source>autosaving</source>
        <translation>il salvataggio automatico</translation>
    </message>
    <message>
        <source>Card images</source>
        <translation>Immagini delle carte</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s pics folder, or SET/NAME.jpg files</source>
        <translation>La cartella pics di Cockatrice, o file SET/NAME.jpg</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <source>Your pictures folder</source>
        <translation>La tua cartella di immagini</translation>
    </message>
    <message>
        <source>Download images of cards shown face up</source>
        <translation>Scarica le immagini delle carte mostrate a faccia in su</translation>
    </message>
    <message>
        <source>One URL template a line; fields: {fields}. The first, {uri}, is the card data&apos;s own image (Scryfall).</source>
        <translation>Un modello di URL per riga; campi: {fields}. Il primo, {uri}, è l&apos;immagine dei dati della carta (Scryfall).</translation>
    </message>
    <message>
        <source>Image sources</source>
        <translation>Fonti delle immagini</translation>
    </message>
    <message>
        <source>Clear image cache</source>
        <translation>Svuota la cache delle immagini</translation>
    </message>
    <message numerus="yes">
        <source>%n cached image(s) removed</source>
        <translation>
            <numerusform>%n immagine in cache rimossa</numerusform>
            <numerusform>%n immagini in cache rimosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}&apos;s {zone}, %n card(s)</source>
        <translation>
            <numerusform>{zone} di {seat}, %n carta</numerusform>
            <numerusform>{zone} di {seat}, %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>, top card: {name}</source>
        <translation>, carta in cima: {name}</translation>
    </message>
    <message>
        <source>Lesson instruction</source>
        <translation>Istruzione della lezione</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Retry this step</source>
        <translation>Ripeti questo passo</translation>
    </message>
    <message>
        <source>Back a step</source>
        <translation>Indietro di un passo</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Undo your last action ({key}); if a card was seen, the table logs a take-back</source>
        <translation>Annulla la tua ultima azione ({key}); se una carta è stata vista, il tavolo registra una ritrattazione</translation>
    </message>
    <message>
        <source>Lesson feedback</source>
        <translation>Riscontro della lezione</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Esci dalla lezione</translation>
    </message>
    <message>
        <source>What the table says:</source>
        <translation>Cosa dice il tavolo:</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lezioni</translation>
    </message>
    <message>
        <source>Pick a lesson. You play it on the real table; the panel on the right explains every step.</source>
        <translation>Scegli una lezione. La giochi sul tavolo vero; il pannello a destra spiega ogni passo.</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Inizia la lezione</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Soluzione</translation>
    </message>
    <message>
        <source>A known mistake</source>
        <translation>Un errore noto</translation>
    </message>
    <message>
        <source>In this lesson you play as {seat}.</source>
        <translation>In questa lezione giochi come {seat}.</translation>
    </message>
    <message>
        <source>This lesson can&apos;t go on: {e}</source>
        <translation>Questa lezione non può continuare: {e}</translation>
    </message>
    <message>
        <source>The table is back as it was when this step began.</source>
        <translation>Il tavolo è tornato com&apos;era all&apos;inizio di questo passo.</translation>
    </message>
    <message>
        <source>Back to the previous step.</source>
        <translation>Tornato al passo precedente.</translation>
    </message>
    <message>
        <source>This is the first step; it starts again.</source>
        <translation>Questo è il primo passo; ricomincia.</translation>
    </message>
    <message>
        <source>The lesson starts again.</source>
        <translation>La lezione ricomincia.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lezione</translation>
    </message>
    <message>
        <source>Rules assist</source>
        <translation>Assistente delle regole</translation>
    </message>
    <message>
        <source>Rules mode</source>
        <translation>Modalità delle regole</translation>
    </message>
    <message>
        <source>View as</source>
        <translation>Visualizza come</translation>
    </message>
    <message>
        <source>Leave the lesson first: a lesson is recorded from a game.</source>
        <translation>Esci prima dalla lezione: una lezione si registra a partire da una partita.</translation>
    </message>
    <message>
        <source>A lesson is being recorded already.</source>
        <translation>Si sta già registrando una lezione.</translation>
    </message>
    <message>
        <source>Open a game or a position first: the lesson starts from it.</source>
        <translation>Apri prima una partita o una posizione: la lezione parte da lì.</translation>
    </message>
    <message>
        <source>You record as {seat}. Play this step&apos;s action on the table: it becomes the step&apos;s solution. For a known mistake, press &quot;Record a mistake&quot;, then do it: it is judged, not carried out. The lesson file holds the whole position, face-down cards and libraries included.</source>
        <translation>Registri come {seat}. Gioca sul tavolo l&apos;azione di questo passo: diventa la soluzione del passo. Per un errore noto, premi «Registra un errore», poi commettilo: viene giudicato, non eseguito. Il file della lezione contiene l&apos;intera posizione, carte a faccia in giù e grimori compresi.</translation>
    </message>
    <message>
        <source>Not carried into the lesson: {what}.</source>
        <translation>Non portato nella lezione: {what}.</translation>
    </message>
    <message>
        <source>You record as {seat}.</source>
        <translation>Registri come {seat}.</translation>
    </message>
    <message>
        <source>Known mistake recorded, not carried out. The table says: {s} Say why it is wrong below.</source>
        <translation>Errore noto registrato, non eseguito. Il tavolo dice: {s} Spiega qui sotto perché è sbagliato.</translation>
    </message>
    <message>
        <source>Recorded as this step&apos;s action: {what}. The table says: {s} Rules: {rules}.</source>
        <translation>Registrato come azione di questo passo: {what}. Il tavolo dice: {s} Regole: {rules}.</translation>
    </message>
    <message>
        <source>none yet (a step needs one: record a mistake the rules refuse)</source>
        <translation>ancora nessuno (un passo ne richiede uno: registra un errore che le regole rifiutano)</translation>
    </message>
    <message>
        <source>The action is taken back: play the step&apos;s action again.</source>
        <translation>L&apos;azione è stata ritirata: gioca di nuovo l&apos;azione del passo.</translation>
    </message>
    <message>
        <source>Step {n} is recorded. Play the next step&apos;s action, or save the lesson.</source>
        <translation>Il passo {n} è registrato. Gioca l&apos;azione del passo successivo o salva la lezione.</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>Salva la lezione</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>Lezioni (*.json)</translation>
    </message>
    <message>
        <source>A recorded lesson</source>
        <translation>Una lezione registrata</translation>
    </message>
    <message>
        <source>The lesson can&apos;t be saved yet.</source>
        <translation>La lezione non può ancora essere salvata.</translation>
    </message>
    <message>
        <source>The lesson is too big to save: {n} bytes, at most {m}.</source>
        <translation>La lezione è troppo grande per essere salvata: {n} byte, al massimo {m}.</translation>
    </message>
    <message>
        <source>The lesson could not be written.</source>
        <translation>Impossibile scrivere la lezione.</translation>
    </message>
    <message>
        <source>Saved to {path}: {check}, {steps} and {mistakes}.</source>
        <translation>Salvata in {path}: {check}, {steps} e {mistakes}.</translation>
    </message>
    <message numerus="yes">
        <source>%n known mistake(s)</source>
        <translation>
            <numerusform>%n errore noto</numerusform>
            <numerusform>%n errori noti</numerusform>
        </translation>
    </message>
    <message>
        <source>Record a lesson</source>
        <translation>Registra una lezione</translation>
    </message>
    <message>
        <source>Now do the mistake on the table: it is judged, not carried out.</source>
        <translation>Ora fai l&apos;errore sul tavolo: viene giudicato, non eseguito.</translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation>Apri un file di lezione</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Lezioni (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>This lesson file can&apos;t be read:</source>
        <translation>Questo file di lezione non può essere letto:</translation>
    </message>
    <message>
        <source>This lesson does not pass the check, so it is not played:</source>
        <translation>Questa lezione non supera il controllo, quindi non viene giocata:</translation>
    </message>
    <message>
        <source>The lesson&apos;s title</source>
        <translation>Il titolo della lezione</translation>
    </message>
    <message>
        <source>What the lesson teaches, in a sentence</source>
        <translation>Cosa insegna la lezione, in una frase</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Instruction: what the learner should do</source>
        <translation>Istruzione: cosa deve fare chi impara</translation>
    </message>
    <message>
        <source>Hints, one a line</source>
        <translation>Suggerimenti, uno per riga</translation>
    </message>
    <message>
        <source>Said when the step is done (optional)</source>
        <translation>Detto quando il passo è fatto (facoltativo)</translation>
    </message>
    <message>
        <source>Known mistakes (the table&apos;s verdict; select one to say why):</source>
        <translation>Errori noti (il verdetto del tavolo; scegline uno per dire perché):</translation>
    </message>
    <message>
        <source>Why it is wrong, in your words</source>
        <translation>Perché è sbagliato, con parole tue</translation>
    </message>
    <message>
        <source>Forget this mistake</source>
        <translation>Dimentica questo errore</translation>
    </message>
    <message>
        <source>Record a mistake</source>
        <translation>Registra un errore</translation>
    </message>
    <message>
        <source>Take the action back</source>
        <translation>Ritira l&apos;azione</translation>
    </message>
    <message>
        <source>Finish this step</source>
        <translation>Concludi questo passo</translation>
    </message>
    <message>
        <source>Steps recorded:</source>
        <translation>Passi registrati:</translation>
    </message>
    <message>
        <source>Lesson file</source>
        <translation>File della lezione</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>Stop recording</source>
        <translation>Ferma la registrazione</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Passo {n}</translation>
    </message>
    <message>
        <source>Lesson summary: {t}</source>
        <translation>Riepilogo della lezione: {t}</translation>
    </message>
    <message>
        <source>Lesson summary</source>
        <translation>Riepilogo della lezione</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation>Giusto!</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Non consentito</translation>
    </message>
    <message>
        <source>Not what this step asks (nothing changed)</source>
        <translation>Non è ciò che chiede questo passo (non è cambiato nulla)</translation>
    </message>
    <message>
        <source>Done; that doesn&apos;t finish this step</source>
        <translation>Fatto; questo non conclude il passo</translation>
    </message>
    <message>
        <source>The table can&apos;t do that</source>
        <translation>Il tavolo non può farlo</translation>
    </message>
    <message>
        <source>The lesson is finished</source>
        <translation>La lezione è finita</translation>
    </message>
    <message>
        <source>rule {n}</source>
        <translation>regola {n}</translation>
    </message>
    <message>
        <source>rules {n}</source>
        <translation>regole {n}</translation>
    </message>
    <message>
        <source>Rule {n}: {note}</source>
        <translation>Regola {n}: {note}</translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) done</source>
        <translation>
            <numerusform>%n passo fatto</numerusform>
            <numerusform>Tutti i %n passi fatti</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {i} of {n}</source>
        <translation>Passo {i} di {n}</translation>
    </message>
    <message>
        <source>Rules in this step: {r}</source>
        <translation>Regole in questo passo: {r}</translation>
    </message>
    <message>
        <source>You play as {seat}.</source>
        <translation>Giochi come {seat}.</translation>
    </message>
    <message>
        <source>Rules: {r}</source>
        <translation>Regole: {r}</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n passo</numerusform>
            <numerusform>%n passi</numerusform>
        </translation>
    </message>
    <message>
        <source>That library is empty.</source>
        <translation>Quel grimorio è vuoto.</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>Quale giocatore?</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Pescare carte</translation>
    </message>
    <message>
        <source>Draw how many cards?</source>
        <translation>Quante carte pescare?</translation>
    </message>
    <message>
        <source>Mill cards</source>
        <translation>Macinare carte</translation>
    </message>
    <message>
        <source>Mill how many cards?</source>
        <translation>Quante carte macinare?</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>Pescare %n carta</numerusform>
            <numerusform>Pescare %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mill %n card(s)</source>
        <translation>
            <numerusform>Macinare %n carta</numerusform>
            <numerusform>Macinare %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the top cards</source>
        <translation>Guardare le prime carte</translation>
    </message>
    <message>
        <source>Look at how many cards of {who}&apos;s library?</source>
        <translation>Quante carte del grimorio di {who} guardare?</translation>
    </message>
    <message>
        <source>Look at another library</source>
        <translation>Guardare un altro grimorio</translation>
    </message>
    <message>
        <source>Scry</source>
        <translation>Profetizzare</translation>
    </message>
    <message>
        <source>Surveil</source>
        <translation>Sorvegliare</translation>
    </message>
    <message>
        <source>{what} how many?</source>
        <translation>{what}: quante?</translation>
    </message>
    <message>
        <source>Look at the top {n} of {who}&apos;s library</source>
        <translation>Guardare le prime {n} del grimorio di {who}</translation>
    </message>
    <message>
        <source>Scry {n}</source>
        <translation>Profetizzare {n}</translation>
    </message>
    <message>
        <source>Surveil {n}</source>
        <translation>Sorvegliare {n}</translation>
    </message>
    <message>
        <source>The top {n} of {who}&apos;s library</source>
        <translation>Le prime {n} del grimorio di {who}</translation>
    </message>
    <message numerus="yes">
        <source>Search {who}&apos;s library: %n card(s) to {to}</source>
        <translation>
            <numerusform>Passare in rassegna il grimorio di {who}: %n carta in {to}</numerusform>
            <numerusform>Passare in rassegna il grimorio di {who}: %n carte in {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n card(s) on the bottom</source>
        <translation>
            <numerusform>{who}: %n carta in fondo</numerusform>
            <numerusform>{who}: %n carte in fondo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, you took %n mulligan(s).</source>
        <translation>
            <numerusform>{who}, hai fatto %n mulligan.</numerusform>
            <numerusform>{who}, hai fatto %n mulligan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) on the bottom of your library first.</source>
        <translation>
            <numerusform>Prima metti %n carta in fondo al tuo grimorio.</numerusform>
            <numerusform>Prima metti %n carte in fondo al tuo grimorio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, your hand after %n mulligan(s) holds {cards}. Keep it, or take another mulligan?</source>
        <translation>
            <numerusform>{who}, la tua mano dopo %n mulligan ha {cards}. La tieni o fai un altro mulligan?</numerusform>
            <numerusform>{who}, la tua mano dopo %n mulligan ha {cards}. La tieni o fai un altro mulligan?</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}, your opening hand holds {cards}. Keep it, or take a mulligan?</source>
        <translation>{who}, la tua mano iniziale ha {cards}. La tieni o fai mulligan?</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>You look at these cards, top first; they stay where they are.</source>
        <translation>Guardi queste carte, dalla prima in cima; restano dove sono.</translation>
    </message>
    <message>
        <source>Put back the top cards: {t} on top, {b} on the bottom, {g} into the graveyard</source>
        <translation>Rimetti le prime carte: {t} in cima, {b} in fondo, {g} nel cimitero</translation>
    </message>
    <message>
        <source>Search another library</source>
        <translation>Passare in rassegna un altro grimorio</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library</source>
        <translation>Passare in rassegna il grimorio di {who}</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library: found nothing</source>
        <translation>Passare in rassegna il grimorio di {who}: nulla trovato</translation>
    </message>
    <message>
        <source>Stop playing with the top card revealed</source>
        <translation>Smettere di giocare con la prima carta rivelata</translation>
    </message>
    <message>
        <source>Reveal your hand to</source>
        <translation>Rivelare la tua mano a</translation>
    </message>
    <message>
        <source>Reveal your hand to {who}</source>
        <translation>Rivelare la tua mano a {who}</translation>
    </message>
    <message>
        <source>Draw step: draw a card</source>
        <translation>Acquisizione: pescare una carta</translation>
    </message>
    <message>
        <source>Begin the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>{who}: mulligan</source>
        <translation>{who}: mulligan</translation>
    </message>
    <message>
        <source>{who}: keep</source>
        <translation>{who}: tenere</translation>
    </message>
    <message>
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Tenere</translation>
    </message>
    <message>
        <source>Keep this hand or take a mulligan.</source>
        <translation>Tieni questa mano o fai un mulligan.</translation>
    </message>
    <message>
        <source>{who}: opening hand</source>
        <translation>{who}: mano iniziale</translation>
    </message>
    <message>
        <source>Put {k} on the bottom…</source>
        <translation>Mettere {k} in fondo…</translation>
    </message>
    <message>
        <source>shuffles their library</source>
        <translation>mescola il proprio grimorio</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>pesca</translation>
    </message>
    <message>
        <source>moves a card</source>
        <translation>sposta una carta</translation>
    </message>
    <message>
        <source>manifests</source>
        <translation>manifesta</translation>
    </message>
    <message>
        <source>manifests dread</source>
        <translation>manifesta angoscia</translation>
    </message>
    <message>
        <source>cloaks</source>
        <translation>occulta</translation>
    </message>
    <message>
        <source>casts a spell</source>
        <translation>lancia una magia</translation>
    </message>
    <message>
        <source>resolves a spell</source>
        <translation>risolve una magia</translation>
    </message>
    <message>
        <source>counters a spell</source>
        <translation>neutralizza una magia</translation>
    </message>
    <message>
        <source>turns a permanent face up</source>
        <translation>gira un permanente a faccia in su</translation>
    </message>
    <message>
        <source>turns a permanent face down</source>
        <translation>gira un permanente a faccia in giù</translation>
    </message>
    <message>
        <source>puts a card onto the battlefield</source>
        <translation>mette una carta sul campo di battaglia</translation>
    </message>
    <message>
        <source>peeks at a card</source>
        <translation>guarda una carta</translation>
    </message>
    <message>
        <source>exiles a face-down permanent (Primordial Mist)</source>
        <translation>esilia un permanente a faccia in giù (Primordial Mist)</translation>
    </message>
    <message>
        <source>plays a card</source>
        <translation>gioca una carta</translation>
    </message>
    <message>
        <source>transforms</source>
        <translation>si trasforma</translation>
    </message>
    <message>
        <source>copies a permanent</source>
        <translation>copia un permanente</translation>
    </message>
    <message>
        <source>makes a copy</source>
        <translation>fa una copia</translation>
    </message>
    <message>
        <source>applies an effect</source>
        <translation>applica un effetto</translation>
    </message>
    <message>
        <source>gains control</source>
        <translation>prende il controllo</translation>
    </message>
    <message>
        <source>taps a permanent</source>
        <translation>TAPpa un permanente</translation>
    </message>
    <message>
        <source>untaps a permanent</source>
        <translation>STAPpa un permanente</translation>
    </message>
    <message>
        <source>changes counters</source>
        <translation>modifica segnalini</translation>
    </message>
    <message>
        <source>attaches</source>
        <translation>assegna</translation>
    </message>
    <message>
        <source>deals damage</source>
        <translation>infligge danno</translation>
    </message>
    <message>
        <source>moves to the next step</source>
        <translation>passa alla sottofase successiva</translation>
    </message>
    <message>
        <source>rearranges face-down cards</source>
        <translation>riordina carte a faccia in giù</translation>
    </message>
    <message>
        <source>leaves the game</source>
        <translation>lascia la partita</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>termina la partita</translation>
    </message>
    <message>
        <source>moves a permanent</source>
        <translation>sposta un permanente</translation>
    </message>
    <message>
        <source>reveals</source>
        <translation>rivela</translation>
    </message>
    <message>
        <source>answers a request</source>
        <translation>risponde a una richiesta</translation>
    </message>
    <message>
        <source>withdraws a request</source>
        <translation>ritira una richiesta</translation>
    </message>
    <message>
        <source>changes table trust</source>
        <translation>cambia la fiducia al tavolo</translation>
    </message>
    <message>
        <source>does something else</source>
        <translation>fa qualcos&apos;altro</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Il tavolo</translation>
    </message>
    <message>
        <source> (rules assist overridden)</source>
        <translation> (assistente delle regole scavalcato)</translation>
    </message>
    <message>
        <source> (asked, waiting for an answer)</source>
        <translation> (richiesto, in attesa di risposta)</translation>
    </message>
    <message>
        <source>revealed{tag}: {name}</source>
        <translation>rivelata{tag}: {name}</translation>
    </message>
    <message>
        <source>turned face up: {name}</source>
        <translation>girata a faccia in su: {name}</translation>
    </message>
    <message>
        <source>played {name}</source>
        <translation>ha giocato {name}</translation>
    </message>
    <message>
        <source>{step}, turn {t}, {p}</source>
        <translation>{step}, turno {t}, {p}</translation>
    </message>
    <message>
        <source>{name} triggers</source>
        <translation>{name} si innesca</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>Show in the preview</source>
        <translation>Mostra nell&apos;anteprima</translation>
    </message>
    <message>
        <source>The table changed while the menu was open: open it again.</source>
        <translation>Il tavolo è cambiato mentre il menu era aperto: aprilo di nuovo.</translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation>Girare a faccia in su</translation>
    </message>
    <message>
        <source>Asking the host how it may turn face up…</source>
        <translation>Chiedo all&apos;host come può essere girata a faccia in su…</translation>
    </message>
    <message>
        <source>Only its controller may turn it face up</source>
        <translation>Solo il suo controllore può girarlo a faccia in su</translation>
    </message>
    <message>
        <source>{what}: {cost}</source>
        <translation>{what}: {cost}</translation>
    </message>
    <message>
        <source>Exile to play ({source})</source>
        <translation>Esiliare per giocarla ({source})</translation>
    </message>
    <message>
        <source>{what} — not allowed: {why}</source>
        <translation>{what} — non consentito: {why}</translation>
    </message>
    <message>
        <source>Activate: {ability}</source>
        <translation>Attivare: {ability}</translation>
    </message>
    <message>
        <source>By an effect (no cost)</source>
        <translation>Tramite un effetto (nessun costo)</translation>
    </message>
    <message>
        <source>Turn {what} face up {how}</source>
        <translation>Girare {what} a faccia in su {how}</translation>
    </message>
    <message>
        <source>Turn {what} face up</source>
        <translation>Girare {what} a faccia in su</translation>
    </message>
    <message>
        <source>Cast face down</source>
        <translation>Lanciare a faccia in giù</translation>
    </message>
    <message>
        <source>Cast face down ({m})</source>
        <translation>Lanciare a faccia in giù ({m})</translation>
    </message>
    <message>
        <source>Cast a card face down ({m})</source>
        <translation>Lanciare una carta a faccia in giù ({m})</translation>
    </message>
    <message>
        <source>{card} can&apos;t be cast face down: it has no morph, megamorph or disguise.</source>
        <translation>{card} non può essere lanciata a faccia in giù: non ha metamorfosi, megametamorfosi né camuffamento.</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Metodo:</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n mode(s) of {card}.</source>
        <translation>
            <numerusform>Scegli %n modalità di {card}.</numerusform>
            <numerusform>Scegli %n modalità di {card}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose from {least} to {most} of the modes of {card}.</source>
        <translation>Scegli da {least} a {most} delle modalità di {card}.</translation>
    </message>
    <message>
        <source>Resolve {card}</source>
        <translation>Risolvere {card}</translation>
    </message>
    <message>
        <source>How long:</source>
        <translation>Durata:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nulla</translation>
    </message>
    <message>
        <source>{name} (#{n})</source>
        <translation>{name} (#{n})</translation>
    </message>
    <message>
        <source>face-down #{n}</source>
        <translation>a faccia in giù #{n}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>una carta a faccia in giù</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>qualcuno</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} no longer plays with the top card of their library revealed{by}.</source>
        <translation>{who} non gioca più con la prima carta del grimorio rivelata{by}.</translation>
    </message>
    <message>
        <source>: {card} is on top</source>
        <translation>: in cima c&apos;è {card}</translation>
    </message>
    <message>
        <source>{who} plays with the top card of their library revealed{by}{top}.</source>
        <translation>{who} gioca con la prima carta del grimorio rivelata{by}{top}.</translation>
    </message>
    <message>
        <source>Note on {card}: “{text}”.</source>
        <translation>Nota su {card}: «{text}».</translation>
    </message>
    <message>
        <source>The note on {card} was taken off.</source>
        <translation>La nota su {card} è stata rimossa.</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dadi</translation>
    </message>
    <message>
        <source>{n} d{s}</source>
        <translation>{n} d{s}</translation>
    </message>
    <message>
        <source>a d{s}</source>
        <translation>un d{s}</translation>
    </message>
    <message>
        <source>another way</source>
        <translation>in un altro modo</translation>
    </message>
    <message>
        <source>, chosen: {modes}</source>
        <translation>, scelto: {modes}</translation>
    </message>
    <message>
        <source>, a token copy of {card}</source>
        <translation>, una pedina copia di {card}</translation>
    </message>
    <message>
        <source> (paid)</source>
        <translation> (pagato)</translation>
    </message>
    <message>
        <source> to {who}</source>
        <translation> a {who}</translation>
    </message>
    <message>
        <source> face down</source>
        <translation> a faccia in giù</translation>
    </message>
    <message>
        <source>An ability</source>
        <translation>Un&apos;abilità</translation>
    </message>
    <message>
        <source>a card it names has left</source>
        <translation>una carta che nomina non c&apos;è più</translation>
    </message>
    <message>
        <source>a player left the game</source>
        <translation>un giocatore ha lasciato la partita</translation>
    </message>
    <message>
        <source>Table trust is on ({who}): players act on each other&apos;s things without asking.</source>
        <translation>La fiducia al tavolo è attiva ({who}): i giocatori agiscono sulle cose degli altri senza chiedere.</translation>
    </message>
    <message>
        <source>Table trust is on: players act on each other&apos;s things without asking.</source>
        <translation>La fiducia al tavolo è attiva: i giocatori agiscono sulle cose degli altri senza chiedere.</translation>
    </message>
    <message>
        <source>Table trust is off ({who}): acting on another&apos;s things asks them.</source>
        <translation>La fiducia al tavolo è disattivata ({who}): agire sulle cose di un altro glielo chiede.</translation>
    </message>
    <message>
        <source>Table trust is off: acting on another&apos;s things asks them.</source>
        <translation>La fiducia al tavolo è disattivata: agire sulle cose di un altro glielo chiede.</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>ha accettato</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>ha rifiutato</translation>
    </message>
    <message>
        <source>it no longer applies</source>
        <translation>non vale più</translation>
    </message>
    <message>
        <source>Something else happened on the table.</source>
        <translation>È successo qualcos&apos;altro sul tavolo.</translation>
    </message>
    <message>
        <source>Look at the top cards (effect)…</source>
        <translation>Guardare le prime carte (effetto)…</translation>
    </message>
    <message>
        <source>Search this library (effect)…</source>
        <translation>Passare in rassegna questo grimorio (effetto)…</translation>
    </message>
    <message>
        <source>Manifest dread</source>
        <translation>Manifestare angoscia</translation>
    </message>
    <message>
        <source>Manifest one; the other goes to your graveyard.</source>
        <translation>Manifestane una; l&apos;altra va nel tuo cimitero.</translation>
    </message>
    <message>
        <source>(unattach)</source>
        <translation>(staccare)</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Assegnare</translation>
    </message>
    <message>
        <source>Attach to:</source>
        <translation>Assegnare a:</translation>
    </message>
    <message>
        <source>Apply an effect</source>
        <translation>Applicare un effetto</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>Effetto:</translation>
    </message>
    <message>
        <source>manifested</source>
        <translation>manifestato</translation>
    </message>
    <message>
        <source>manifested (dread)</source>
        <translation>manifestato (angoscia)</translation>
    </message>
    <message>
        <source>cloaked</source>
        <translation>occultato</translation>
    </message>
    <message>
        <source>morph</source>
        <translation>metamorfosi</translation>
    </message>
    <message>
        <source>megamorph</source>
        <translation>megametamorfosi</translation>
    </message>
    <message>
        <source>disguised</source>
        <translation>camuffato</translation>
    </message>
    <message>
        <source>by an effect</source>
        <translation>tramite un effetto</translation>
    </message>
    <message>
        <source>Untap</source>
        <translation>STAP</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Mantenimento</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Acquisizione</translation>
    </message>
    <message>
        <source>First main</source>
        <translation>Prima fase principale</translation>
    </message>
    <message>
        <source>Beginning of combat</source>
        <translation>Inizio del combattimento</translation>
    </message>
    <message>
        <source>Declare attackers</source>
        <translation>Dichiarazione degli attaccanti</translation>
    </message>
    <message>
        <source>Declare blockers</source>
        <translation>Dichiarazione dei bloccanti</translation>
    </message>
    <message>
        <source>Combat damage</source>
        <translation>Danno da combattimento</translation>
    </message>
    <message>
        <source>End of combat</source>
        <translation>Fine del combattimento</translation>
    </message>
    <message>
        <source>Second main</source>
        <translation>Seconda fase principale</translation>
    </message>
    <message>
        <source>End step</source>
        <translation>Sottofase finale</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Cancellazione</translation>
    </message>
    <message>
        <source>library</source>
        <translation>grimorio</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <source>battlefield</source>
        <translation>campo di battaglia</translation>
    </message>
    <message>
        <source>graveyard</source>
        <translation>cimitero</translation>
    </message>
    <message>
        <source>exile</source>
        <translation>esilio</translation>
    </message>
    <message>
        <source>command zone</source>
        <translation>zona di comando</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>pila</translation>
    </message>
    <message>
        <source>outside of the game</source>
        <translation>fuori dalla partita</translation>
    </message>
    <message>
        <source>for its mana cost</source>
        <translation>per il suo costo di mana</translation>
    </message>
    <message>
        <source>for its morph cost</source>
        <translation>per il suo costo di metamorfosi</translation>
    </message>
    <message>
        <source>for its megamorph cost</source>
        <translation>per il suo costo di megametamorfosi</translation>
    </message>
    <message>
        <source>for its disguise cost</source>
        <translation>per il suo costo di camuffamento</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>rigido</translation>
    </message>
    <message>
        <source>assist</source>
        <translation>assistito</translation>
    </message>
    <message>
        <source>off</source>
        <translation>disattivato</translation>
    </message>
    <message>
        <source>a spell was cast</source>
        <translation>è stata lanciata una magia</translation>
    </message>
    <message>
        <source>it entered the battlefield</source>
        <translation>è entrato nel campo di battaglia</translation>
    </message>
    <message>
        <source>it was turned face up</source>
        <translation>è stato girato a faccia in su</translation>
    </message>
    <message>
        <source>dread was manifested</source>
        <translation>è stata manifestata angoscia</translation>
    </message>
    <message>
        <source>a creature died</source>
        <translation>una creatura è morta</translation>
    </message>
    <message>
        <source>a step began</source>
        <translation>è iniziata una sottofase</translation>
    </message>
    <message>
        <source>a spell targeted it</source>
        <translation>una magia lo ha preso come bersaglio</translation>
    </message>
    <message>
        <source>until end of turn</source>
        <translation>fino alla fine del turno</translation>
    </message>
    <message>
        <source>until the end of their next turn</source>
        <translation>fino alla fine del suo prossimo turno</translation>
    </message>
    <message>
        <source>with no end</source>
        <translation>senza fine</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>testa</translation>
    </message>
    <message>
        <source>tails</source>
        <translation>croce</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>pescare carte</translation>
    </message>
    <message>
        <source>mill cards</source>
        <translation>macinare carte</translation>
    </message>
    <message>
        <source>look at the top of a library</source>
        <translation>guardare la cima di un grimorio</translation>
    </message>
    <message>
        <source>arrange the top of a library</source>
        <translation>ordinare la cima di un grimorio</translation>
    </message>
    <message>
        <source>search a library</source>
        <translation>passare in rassegna un grimorio</translation>
    </message>
    <message>
        <source>shuffle a library</source>
        <translation>mescolare un grimorio</translation>
    </message>
    <message>
        <source>move a card</source>
        <translation>spostare una carta</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>manifestare</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>manifestare angoscia</translation>
    </message>
    <message>
        <source>cloak</source>
        <translation>occultare</translation>
    </message>
    <message>
        <source>cast a spell</source>
        <translation>lanciare una magia</translation>
    </message>
    <message>
        <source>resolve a spell</source>
        <translation>risolvere una magia</translation>
    </message>
    <message>
        <source>counter a spell</source>
        <translation>neutralizzare una magia</translation>
    </message>
    <message>
        <source>turn a permanent face up</source>
        <translation>girare un permanente a faccia in su</translation>
    </message>
    <message>
        <source>turn a permanent face down</source>
        <translation>girare un permanente a faccia in giù</translation>
    </message>
    <message>
        <source>put a card onto the battlefield</source>
        <translation>mettere una carta sul campo di battaglia</translation>
    </message>
    <message>
        <source>look at a face-down card</source>
        <translation>guardare una carta a faccia in giù</translation>
    </message>
    <message>
        <source>exile a face-down permanent to play it</source>
        <translation>esiliare un permanente a faccia in giù per giocarlo</translation>
    </message>
    <message>
        <source>transform a permanent</source>
        <translation>trasformare un permanente</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>giocare una carta</translation>
    </message>
    <message>
        <source>create a token copy</source>
        <translation>creare una pedina copia</translation>
    </message>
    <message>
        <source>make a copy</source>
        <translation>fare una copia</translation>
    </message>
    <message>
        <source>apply an effect</source>
        <translation>applicare un effetto</translation>
    </message>
    <message>
        <source>gain control</source>
        <translation>ottenere il controllo</translation>
    </message>
    <message>
        <source>tap a permanent</source>
        <translation>TAPpare un permanente</translation>
    </message>
    <message>
        <source>untap a permanent</source>
        <translation>STAPpare un permanente</translation>
    </message>
    <message>
        <source>attach a permanent</source>
        <translation>assegnare un permanente</translation>
    </message>
    <message>
        <source>change counters</source>
        <translation>cambiare segnalini</translation>
    </message>
    <message>
        <source>deal damage</source>
        <translation>infliggere danno</translation>
    </message>
    <message>
        <source>go to the next step</source>
        <translation>passare alla sottofase successiva</translation>
    </message>
    <message>
        <source>rearrange face-down cards</source>
        <translation>riordinare carte a faccia in giù</translation>
    </message>
    <message>
        <source>leave the game</source>
        <translation>abbandonare la partita</translation>
    </message>
    <message>
        <source>end the game</source>
        <translation>terminare la partita</translation>
    </message>
    <message>
        <source>move a permanent on the table</source>
        <translation>spostare un permanente sul tavolo</translation>
    </message>
    <message>
        <source>reveal cards</source>
        <translation>rivelare carte</translation>
    </message>
    <message>
        <source>take a mulligan</source>
        <translation>fare mulligan</translation>
    </message>
    <message>
        <source>put cards on the bottom of a library</source>
        <translation>mettere carte in fondo a un grimorio</translation>
    </message>
    <message>
        <source>keep a hand</source>
        <translation>tenere una mano</translation>
    </message>
    <message>
        <source>change a life total</source>
        <translation>cambiare un totale di punti vita</translation>
    </message>
    <message>
        <source>change a player&apos;s counters</source>
        <translation>cambiare i segnalini di un giocatore</translation>
    </message>
    <message>
        <source>create a token</source>
        <translation>creare una pedina</translation>
    </message>
    <message>
        <source>roll dice</source>
        <translation>tirare dadi</translation>
    </message>
    <message>
        <source>flip a coin</source>
        <translation>lanciare una moneta</translation>
    </message>
    <message>
        <source>write a note</source>
        <translation>scrivere una nota</translation>
    </message>
    <message>
        <source>draw an arrow</source>
        <translation>disegnare una freccia</translation>
    </message>
    <message>
        <source>clear the arrows</source>
        <translation>rimuovere le frecce</translation>
    </message>
    <message>
        <source>untap all permanents</source>
        <translation>STAPpare tutti i permanenti</translation>
    </message>
    <message>
        <source>play with the top card revealed</source>
        <translation>giocare con la prima carta rivelata</translation>
    </message>
    <message>
        <source>chat</source>
        <translation>chattare</translation>
    </message>
    <message>
        <source>answer a request</source>
        <translation>rispondere a una richiesta</translation>
    </message>
    <message>
        <source>withdraw a request</source>
        <translation>ritirare una richiesta</translation>
    </message>
    <message>
        <source>change table trust</source>
        <translation>cambiare la fiducia del tavolo</translation>
    </message>
    <message>
        <source>change the rules mode</source>
        <translation>cambiare la modalità delle regole</translation>
    </message>
    <message>
        <source>take back</source>
        <translation>ritirare</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>un evento</translation>
    </message>
    <message>
        <source>for a while</source>
        <translation>per un po&apos;</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>un&apos;azione</translation>
    </message>
    <message>
        <source>another mode</source>
        <translation>un&apos;altra modalità</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Consentito</translation>
    </message>
    <message>
        <source>Allowed (cost)</source>
        <translation>Consentito (costo)</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Rifiutato</translation>
    </message>
    <message>
        <source>Revealed instead</source>
        <translation>Rivelato invece</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Put {what} onto the battlefield</source>
        <translation>Mettere {what} sul campo di battaglia</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s hand</source>
        <translation>Mettere {what} nella mano del suo proprietario</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s graveyard</source>
        <translation>Mettere {what} nel cimitero del suo proprietario</translation>
    </message>
    <message>
        <source>Exile {what}</source>
        <translation>Esiliare {what}</translation>
    </message>
    <message>
        <source>Put {what} on top of its owner&apos;s library</source>
        <translation>Mettere {what} in cima al grimorio del suo proprietario</translation>
    </message>
    <message>
        <source>Put {what} into the command zone</source>
        <translation>Mettere {what} nella zona di comando</translation>
    </message>
    <message>
        <source>Put {what} onto the stack</source>
        <translation>Mettere {what} in pila</translation>
    </message>
    <message>
        <source>Move {what} to another zone</source>
        <translation>Spostare {what} in un&apos;altra zona</translation>
    </message>
    <message>
        <source>another step</source>
        <translation>un&apos;altra sottofase</translation>
    </message>
    <message>
        <source>another zone</source>
        <translation>un&apos;altra zona</translation>
    </message>
    <message>
        <source>priority: {p}</source>
        <translation>priorità: {p}</translation>
    </message>
    <message>
        <source>a spell is resolving: nobody has priority</source>
        <translation>una magia si sta risolvendo: nessuno ha priorità</translation>
    </message>
    <message>
        <source>nobody has priority</source>
        <translation>nessuno ha priorità</translation>
    </message>
    <message>
        <source>disguise</source>
        <translation>camuffamento</translation>
    </message>
    <message>
        <source>mana cost</source>
        <translation>costo di mana</translation>
    </message>
    <message>
        <source>an effect ({source})</source>
        <translation>un effetto ({source})</translation>
    </message>
    <message>
        <source>face-down #{n}, {method}</source>
        <translation>a faccia in giù #{n}, {method}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>token</source>
        <translation>pedina</translation>
    </message>
    <message>
        <source>in {zone}</source>
        <translation>in {zone}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>TAPpato</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n} danni</translation>
    </message>
    <message>
        <source>attached</source>
        <translation>assegnato</translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation>nota: {text}</translation>
    </message>
    <message>
        <source>Entry #{n}, method: {m}</source>
        <translation>Voce #{n}, metodo: {m}</translation>
    </message>
    <message>
        <source>{p} may play it ({s})</source>
        <translation>{p} può giocarla ({s})</translation>
    </message>
    <message>
        <source>This invite can&apos;t be used: {why}</source>
        <translation>Questo invito non può essere usato: {why}</translation>
    </message>
    <message>
        <source>The host speaks another version of the protocol: {why}</source>
        <translation>L&apos;host parla un&apos;altra versione del protocollo: {why}</translation>
    </message>
    <message>
        <source>Can&apos;t join the table: {why}</source>
        <translation>Impossibile unirsi al tavolo: {why}</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Unisciti a una partita in rete</translation>
    </message>
    <message>
        <source>Open the invite file the host sent you, or paste its text here.</source>
        <translation>Apri il file di invito che ti ha mandato l&apos;host, o incolla qui il suo testo.</translation>
    </message>
    <message>
        <source>Open an invite file…</source>
        <translation>Apri un file di invito…</translation>
    </message>
    <message>
        <source>Invite text</source>
        <translation>Testo dell&apos;invito</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unisciti</translation>
    </message>
    <message>
        <source>Open an invite</source>
        <translation>Apri un invito</translation>
    </message>
    <message>
        <source>Invites (*.invite);;All files (*)</source>
        <translation>Inviti (*.invite);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>open an invite file or paste its text first</source>
        <translation>apri prima un file di invito o incollane il testo</translation>
    </message>
    <message>
        <source>the pasted invite</source>
        <translation>l&apos;invito incollato</translation>
    </message>
    <message>
        <source>Connecting to {url} as {who}…</source>
        <translation>Connessione a {url} come {who}…</translation>
    </message>
    <message>
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <source>Spectator {n}</source>
        <translation>Spettatore {n}</translation>
    </message>
    <message>
        <source>Hosting {game} at {url}</source>
        <translation>{game} ospitata su {url}</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Ospita una partita in rete</translation>
    </message>
    <message>
        <source>Invite the seats others will play; you play the others at this table. An invite file is written for each seat and spectator: send each player theirs (it holds their password).</source>
        <translation>Invita i posti che giocheranno altri; tu giochi gli altri a questo tavolo. Per ogni posto e spettatore viene scritto un file di invito: manda a ogni giocatore il suo (contiene la sua password).</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Invita</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>Spettatori</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>Gli spettatori possono chattare</translation>
    </message>
    <message>
        <source>HOST:PORT to listen on; port 0 picks a free one. 0.0.0.0 listens on every address.</source>
        <translation>HOST:PORTA su cui ascoltare; la porta 0 ne sceglie una libera. 0.0.0.0 ascolta su tutti gli indirizzi.</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Ascolta su</translation>
    </message>
    <message>
        <source>(optional) HOST:PORT the others connect to</source>
        <translation>(facoltativo) HOST:PORTA a cui si connettono gli altri</translation>
    </message>
    <message>
        <source>Address in invites</source>
        <translation>Indirizzo negli inviti</translation>
    </message>
    <message>
        <source>TLS (a self-signed certificate the invites pin)</source>
        <translation>TLS (un certificato autofirmato fissato dagli inviti)</translation>
    </message>
    <message>
        <source>Invites folder</source>
        <translation>Cartella degli inviti</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Ospita</translation>
    </message>
    <message>
        <source>Invite at least one seat or spectator.</source>
        <translation>Invita almeno un posto o uno spettatore.</translation>
    </message>
    <message>
        <source>Listen on: {why}</source>
        <translation>Ascolta su: {why}</translation>
    </message>
    <message>
        <source>Address in invites: {why}</source>
        <translation>Indirizzo negli inviti: {why}</translation>
    </message>
    <message>
        <source>Choose the folder the invites are written to.</source>
        <translation>Scegli la cartella in cui scrivere gli inviti.</translation>
    </message>
    <message>
        <source>Open a game or start a new one to host it.</source>
        <translation>Apri una partita o iniziane una nuova per ospitarla.</translation>
    </message>
    <message>
        <source>This game is hosted already.</source>
        <translation>Questa partita è già ospitata.</translation>
    </message>
    <message>
        <source>Starting the server…</source>
        <translation>Avvio del server…</translation>
    </message>
    <message>
        <source>Hosting: invites written to {folder}</source>
        <translation>Ospitata: inviti scritti in {folder}</translation>
    </message>
    <message>
        <source>Can&apos;t host this game: {why}</source>
        <translation>Impossibile ospitare questa partita: {why}</translation>
    </message>
    <message>
        <source>Host a network game first: Game → Host a network game…</source>
        <translation>Ospita prima una partita in rete: Partita → Ospita una partita in rete…</translation>
    </message>
    <message>
        <source>Nobody was invited to this game.</source>
        <translation>Nessuno è stato invitato a questa partita.</translation>
    </message>
    <message>
        <source>Issue a new invite</source>
        <translation>Emetti un nuovo invito</translation>
    </message>
    <message>
        <source>A new invite for (their old invite stops working, the others play on):</source>
        <translation>Un nuovo invito per (il suo vecchio invito smette di funzionare, gli altri continuano a giocare):</translation>
    </message>
    <message>
        <source>Write the new invite into</source>
        <translation>Scrivi il nuovo invito in</translation>
    </message>
    <message>
        <source>New invite written to {path}; the old one no longer works.</source>
        <translation>Nuovo invito scritto in {path}; il vecchio non funziona più.</translation>
    </message>
    <message>
        <source>Can&apos;t issue a new invite: {why}</source>
        <translation>Impossibile emettere un nuovo invito: {why}</translation>
    </message>
    <message>
        <source>Host disconnected — read-only until it returns</source>
        <translation>Host disconnesso — sola lettura finché non ritorna</translation>
    </message>
    <message>
        <source>Your invite was replaced by the host: this window can no longer act. Ask the host for your new invite.</source>
        <translation>Il tuo invito è stato sostituito dall&apos;host: questa finestra non può più agire. Chiedi all&apos;host il tuo nuovo invito.</translation>
    </message>
    <message>
        <source>The host closed this seat&apos;s connection: this window can no longer act.</source>
        <translation>L&apos;host ha chiuso la connessione di questo posto: questa finestra non può più agire.</translation>
    </message>
    <message>
        <source>A spectator can&apos;t act on the game.</source>
        <translation>Uno spettatore non può agire sulla partita.</translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n mulligan(s), {state}</source>
        <translation>
            <numerusform>{who}: %n mulligan, {state}</numerusform>
            <numerusform>{who}: %n mulligan, {state}</numerusform>
        </translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>At a network table only undo is asked of the host.</source>
        <translation>A un tavolo in rete all&apos;host si chiede solo di annullare.</translation>
    </message>
    <message>
        <source>The host refused it.</source>
        <translation>L&apos;host l&apos;ha rifiutato.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lezioni</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>Undo my last action (ask the host)</source>
        <translation>Annulla la mia ultima azione (chiedi all&apos;host)</translation>
    </message>
    <message>
        <source>the host: disconnected</source>
        <translation>l&apos;host: disconnesso</translation>
    </message>
    <message>
        <source>Network table {game} as {who}</source>
        <translation>Tavolo in rete {game} come {who}</translation>
    </message>
    <message>
        <source>Rules assist: the host judges every action ({mode} mode)</source>
        <translation>Assistente delle regole: l&apos;host giudica ogni azione (modalità {mode})</translation>
    </message>
    <message>
        <source>Rules assist: the host does not answer; nothing can be done until it returns</source>
        <translation>Assistente delle regole: l&apos;host non risponde; non si può fare nulla finché non ritorna</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>tenuta</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>sta decidendo</translation>
    </message>
    <message>
        <source>Opening hands: {list}</source>
        <translation>Mani iniziali: {list}</translation>
    </message>
    <message>
        <source>New game from two decklists</source>
        <translation>Nuova partita da due liste del mazzo</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <source>Open deck file…</source>
        <translation>Apri file del mazzo…</translation>
    </message>
    <message>
        <source>From the deck editor</source>
        <translation>Dall&apos;editor di mazzi</translation>
    </message>
    <message>
        <source>The deck open in the deck editor</source>
        <translation>Il mazzo aperto nell&apos;editor di mazzi</translation>
    </message>
    <message>
        <source>Deck files opened for this seat before</source>
        <translation>File di mazzo già aperti per questo posto</translation>
    </message>
    <message>
        <source>Recent deck files…</source>
        <translation>File di mazzo recenti…</translation>
    </message>
    <message>
        <source>Start without the unknown cards</source>
        <translation>Inizia senza le carte sconosciute</translation>
    </message>
    <message>
        <source>Decklist</source>
        <translation>Lista del mazzo</translation>
    </message>
    <message>
        <source>…and {n} more unknown cards</source>
        <translation>…e altre {n} carte sconosciute</translation>
    </message>
    <message>
        <source>Line {line}: “{name}” is not in the card database.</source>
        <translation>Riga {line}: «{name}» non è nel database delle carte.</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database.</source>
        <translation>«{name}» non è nel database delle carte.</translation>
    </message>
    <message>
        <source>Did you mean:</source>
        <translation>Forse intendevi:</translation>
    </message>
    <message>
        <source>Write “{new}” for “{old}” on line {line}</source>
        <translation>Scrivi «{new}» al posto di «{old}» alla riga {line}</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
    <message>
        <source>Who goes first</source>
        <translation>Chi inizia</translation>
    </message>
    <message>
        <source>20 for a usual game, 40 for commander; any value</source>
        <translation>20 per una partita normale, 40 per commander; qualsiasi valore</translation>
    </message>
    <message>
        <source>Starting life</source>
        <translation>Punti vita iniziali</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game yet: fix the lines shown (or tick “Start without the unknown cards”).</source>
        <translation>Queste liste dei mazzi non possono ancora iniziare una partita: correggi le righe indicate (o spunta «Inizia senza le carte sconosciute»).</translation>
    </message>
    <message>
        <source>Cards the database lacks can be added from a card file: tabletop cards import FILE</source>
        <translation>Le carte che mancano nel database si possono aggiungere da un file di carte: tabletop cards import FILE</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game: {e}</source>
        <translation>Queste liste dei mazzi non possono iniziare una partita: {e}</translation>
    </message>
    <message>
        <source>Open a deck file</source>
        <translation>Apri un file del mazzo</translation>
    </message>
    <message>
        <source>No deck editor is open.</source>
        <translation>Nessun editor di mazzi è aperto.</translation>
    </message>
    <message>
        <source>Decks (*.cod *.dek *.dck *.dec *.txt);;All files (*)</source>
        <translation>Mazzi (*.cod *.dek *.dck *.dec *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>Mazzo principale</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>Sideboard</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Comandante</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Compagno</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Colourless</source>
        <translation>Incolore</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Creatura</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantaneo</translation>
    </message>
    <message>
        <source>Sorcery</source>
        <translation>Stregoneria</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artefatto</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <translation>Incantesimo</translation>
    </message>
    <message>
        <source>Planeswalker</source>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Terra</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>Leggendario</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualsiasi</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>Creature</translation>
    </message>
    <message>
        <source>Planeswalkers</source>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Battaglie</translation>
    </message>
    <message>
        <source>Instants</source>
        <translation>Istantanei</translation>
    </message>
    <message>
        <source>Sorceries</source>
        <translation>Stregonerie</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefatti</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>Incantesimi</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>Terre</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Altre</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>Carte sconosciute</translation>
    </message>
    <message>
        <source>Search: a name or rules text, in any language</source>
        <translation>Cerca: un nome o un testo delle regole, in qualsiasi lingua</translation>
    </message>
    <message>
        <source>Part of a card&apos;s name or words of its rules text, in any of the database&apos;s languages (Ctrl+F)</source>
        <translation>Parte del nome di una carta o parole del suo testo delle regole, in una qualsiasi lingua del database (Ctrl+F)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>MV</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Mana value</source>
        <translation>Valore di mana</translation>
    </message>
    <message>
        <source>Enter, + or a double click: add to the main deck; Shift+Enter: add to the sideboard</source>
        <translation>Invio, + o doppio clic: aggiungi al mazzo principale; Maiusc+Invio: aggiungi al sideboard</translation>
    </message>
    <message>
        <source>A word of the type line: Creature, Instant, Elf, Legendary…</source>
        <translation>Una parola della riga del tipo: Creatura, Istantaneo, Elfo, Leggendario…</translation>
    </message>
    <message>
        <source>{colour}: cards of this colour (ticked colours: any of them)</source>
        <translation>{colour}: carte di questo colore (colori spuntati: uno qualsiasi)</translation>
    </message>
    <message>
        <source>Mana value: any, equal to, at most, at least</source>
        <translation>Valore di mana: qualsiasi, uguale a, al massimo, almeno</translation>
    </message>
    <message>
        <source>Add to main</source>
        <translation>Aggiungi al principale</translation>
    </message>
    <message>
        <source>Add one to the main deck (Enter)</source>
        <translation>Aggiungine una al mazzo principale (Invio)</translation>
    </message>
    <message>
        <source>Add to sideboard</source>
        <translation>Aggiungi al sideboard</translation>
    </message>
    <message>
        <source>Add one to the sideboard (Shift+Enter)</source>
        <translation>Aggiungine una al sideboard (Maiusc+Invio)</translation>
    </message>
    <message>
        <source>Add as commander</source>
        <translation>Aggiungi come comandante</translation>
    </message>
    <message>
        <source>Put it in the command zone</source>
        <translation>Mettila nella zona di comando</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Nome del mazzo</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>+ adds one more, - or Delete takes one away</source>
        <translation>+ ne aggiunge una, - o Canc ne toglie una</translation>
    </message>
    <message>
        <source>One more of this card (+)</source>
        <translation>Una copia in più di questa carta (+)</translation>
    </message>
    <message>
        <source>One less of this card (- or Delete)</source>
        <translation>Una copia in meno di questa carta (- o Canc)</translation>
    </message>
    <message>
        <source>Move to sideboard</source>
        <translation>Sposta nel sideboard</translation>
    </message>
    <message>
        <source>Move one copy between the main deck and the sideboard (M)</source>
        <translation>Sposta una copia tra il mazzo principale e il sideboard (M)</translation>
    </message>
    <message>
        <source>Mana curve</source>
        <translation>Curva di mana</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Mazzo</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Nuovo mazzo</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Salva mazzo</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>Salva mazzo come…</translation>
    </message>
    <message>
        <source>Start a game with this deck…</source>
        <translation>Inizia una partita con questo mazzo…</translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation>Cerca una carta</translation>
    </message>
    <message>
        <source>Cards found: {n}</source>
        <translation>Carte trovate: {n}</translation>
    </message>
    <message>
        <source>Move {name} to {section}</source>
        <translation>Sposta {name} in {section}</translation>
    </message>
    <message>
        <source>Add {name} to {section}</source>
        <translation>Aggiungi {name} a {section}</translation>
    </message>
    <message>
        <source>Remove {name} from {section}</source>
        <translation>Togli {name} da {section}</translation>
    </message>
    <message>
        <source>Nothing changed: a game holds at most so many cards, or there was none to take away.</source>
        <translation>Nulla è cambiato: una partita contiene al massimo tante carte, oppure non ce n&apos;era nessuna da togliere.</translation>
    </message>
    <message>
        <source>unknown card</source>
        <translation>carta sconosciuta</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database: kept in the deck, but a game can&apos;t start with it</source>
        <translation>“{name}” non è nel database delle carte: resta nel mazzo, ma non si può iniziare una partita con essa</translation>
    </message>
    <message>
        <source>Total: {n}</source>
        <translation>Totale: {n}</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>Ancora nessuna carta</translation>
    </message>
    <message>
        <source>Move to main</source>
        <translation>Sposta nel principale</translation>
    </message>
    <message>
        <source>…and {n} more</source>
        <translation>…e altre {n}</translation>
    </message>
    <message>
        <source>Not in the card database (kept, marked in red): {names}</source>
        <translation>Non presenti nel database delle carte (mantenute, segnate in rosso): {names}</translation>
    </message>
    <message>
        <source>Deck editor — {name}</source>
        <translation>Editor di mazzi — {name}</translation>
    </message>
    <message>
        <source>Open a deck</source>
        <translation>Apri un mazzo</translation>
    </message>
    <message>
        <source>This deck file can&apos;t be read: {e}</source>
        <translation>Impossibile leggere questo file del mazzo: {e}</translation>
    </message>
    <message>
        <source>Cards of this deck not in the card database: {n} (kept, marked in red)</source>
        <translation>Carte di questo mazzo non presenti nel database: {n} (mantenute, segnate in rosso)</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>mazzo</translation>
    </message>
    <message>
        <source>Save the deck</source>
        <translation>Salva il mazzo</translation>
    </message>
    <message>
        <source>Cockatrice deck (*.cod);;Text decklist (*.txt)</source>
        <translation>Mazzo di Cockatrice (*.cod);;Lista del mazzo in testo (*.txt)</translation>
    </message>
    <message>
        <source>The deck could not be saved to {p}: {why}</source>
        <translation>Non è stato possibile salvare il mazzo in {p}: {why}</translation>
    </message>
    <message>
        <source>Saved to {p}</source>
        <translation>Salvato in {p}</translation>
    </message>
    <message>
        <source>Deck editor</source>
        <translation>Editor di mazzi</translation>
    </message>
    <message>
        <source>The deck has changes that are not saved. Save them?</source>
        <translation>Il mazzo ha modifiche non salvate. Salvarle?</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>Il mazzo è vuoto.</translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation>I due giocatori devono avere nomi diversi.</translation>
    </message>
    <message>
        <source>The card data could not be read: {e}</source>
        <translation>Impossibile leggere i dati delle carte: {e}</translation>
    </message>
    <message>
        <source>Manifest the top card (Primordial Mist)</source>
        <translation>Manifestare la prima carta (Primordial Mist)</translation>
    </message>
    <message>
        <source>Manifest the top card (Cryptic Pursuit)</source>
        <translation>Manifestare la prima carta (Cryptic Pursuit)</translation>
    </message>
    <message>
        <source>Exile it; you may cast it (Cryptic Pursuit)</source>
        <translation>Esiliarla; puoi lanciarla (Cryptic Pursuit)</translation>
    </message>
    <message>
        <source>Gain %n life ({name})</source>
        <translation>Guadagnare %n punto vita ({name})</translation>
    </message>
    <message>
        <source>Manifest the top card ({name})</source>
        <translation>Manifestare la prima carta ({name})</translation>
    </message>
    <message>
        <source>Manifest dread ({name})</source>
        <translation>Manifestare angoscia ({name})</translation>
    </message>
    <message>
        <source>Rules assist verdicts</source>
        <translation>Verdetti dell&apos;assistente delle regole</translation>
    </message>
    <message>
        <source>Override (logged)</source>
        <translation>Scavalca (registrato)</translation>
    </message>
    <message>
        <source>Rules assist: strict (illegal actions are refused)</source>
        <translation>Assistente delle regole: rigido (le azioni illegali sono rifiutate)</translation>
    </message>
    <message>
        <source>Rules assist: assist (you may override, it is logged)</source>
        <translation>Assistente delle regole: assistito (puoi scavalcare, viene registrato)</translation>
    </message>
    <message>
        <source>Rules assist: off</source>
        <translation>Assistente delle regole: disattivato</translation>
    </message>
    <message>
        <source>Rules assist: nothing to judge on a read-only shared board (it was played in {mode} mode)</source>
        <translation>Assistente delle regole: nulla da giudicare su un tavolo condiviso di sola lettura (giocato in modalità {mode})</translation>
    </message>
    <message>
        <source>Refused: {a}</source>
        <translation>Rifiutato: {a}</translation>
    </message>
    <message>
        <source>Not allowed: {a}</source>
        <translation>Non consentito: {a}</translation>
    </message>
    <message>
        <source>Overridden: {a}</source>
        <translation>Scavalcato: {a}</translation>
    </message>
    <message>
        <source>Revealed: {a}</source>
        <translation>Rivelato: {a}</translation>
    </message>
    <message>
        <source>Nothing happens: {a}</source>
        <translation>Non succede nulla: {a}</translation>
    </message>
    <message>
        <source>Asked, waiting for an answer: {a}</source>
        <translation>Richiesto, in attesa di risposta: {a}</translation>
    </message>
    <message>
        <source>Done: {a}</source>
        <translation>Fatto: {a}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <source>Card preview</source>
        <translation>Anteprima della carta</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combattimento</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>Princ. 1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Attaccanti</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Bloccanti</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Danno</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Fine comb.</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>Princ. 2</translation>
    </message>
    <message>
        <source>Unt</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>Upk</source>
        <translation>Mant</translation>
    </message>
    <message>
        <source>Drw</source>
        <translation>Acq</translation>
    </message>
    <message>
        <source>Cbt</source>
        <translation>Comb</translation>
    </message>
    <message>
        <source>Atk</source>
        <translation>Att</translation>
    </message>
    <message>
        <source>Blk</source>
        <translation>Blc</translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation>Dan</translation>
    </message>
    <message>
        <source>EoC</source>
        <translation>FdC</translation>
    </message>
    <message>
        <source>Cln</source>
        <translation>Canc</translation>
    </message>
    <message>
        <source>Phase bar</source>
        <translation>Barra delle fasi</translation>
    </message>
    <message>
        <source>Go to: {step}</source>
        <translation>Vai a: {step}</translation>
    </message>
    <message>
        <source>{phase}: {step}</source>
        <translation>{phase}: {step}</translation>
    </message>
    <message>
        <source>Turn {t}, {a}&apos;s turn: {s}</source>
        <translation>Turno {t}, turno di {a}: {s}</translation>
    </message>
    <message>
        <source>current step</source>
        <translation>sottofase attuale</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>La sottofase attuale</translation>
    </message>
    <message>
        <source>Go to: {step} (next turn)</source>
        <translation>Vai a: {step} (turno successivo)</translation>
    </message>
    <message>
        <source>Next step</source>
        <comment>the phase bar&apos;s button: short</comment>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>{seat}: life {n}</source>
        <translation>{seat}: {n} punti vita</translation>
    </message>
    <message>
        <source>+{n} more</source>
        <translation>+{n} altri</translation>
    </message>
    <message>
        <source>Click a number: +1 · right click: −1 · wheel: ±1 · right click the name: more</source>
        <translation>Clic su un numero: +1 · clic destro: −1 · rotella: ±1 · clic destro sul nome: altro</translation>
    </message>
    <message>
        <source>Empty: no note</source>
        <translation>Vuota: nessuna nota</translation>
    </message>
    <message>
        <source>Note (everyone sees it)</source>
        <translation>Nota (la vedono tutti)</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Facce</translation>
    </message>
    <message>
        <source>How many dice</source>
        <translation>Quanti dadi</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Grimorio</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cimitero</translation>
    </message>
    <message>
        <source>Exile zone</source>
        <translation>Esilio</translation>
    </message>
    <message>
        <source>Command zone</source>
        <translation>Zona di comando</translation>
    </message>
    <message>
        <source>Stack (top first)</source>
        <translation>Pila (prima la cima)</translation>
    </message>
    <message>
        <source>Aura</source>
        <translation>Aura</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Equipaggiamento</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Fortificazione</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Rigido</translation>
    </message>
    <message>
        <source>Assist</source>
        <translation>Assistito</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <source> by {s}</source>
        <translation> da {s}</translation>
    </message>
    <message>
        <source>face down #{n}, {m}{src}</source>
        <translation>a faccia in giù #{n}, {m}{src}</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>a faccia in giù</translation>
    </message>
    <message>
        <source>attached to {c}</source>
        <translation>assegnato a {c}</translation>
    </message>
    <message>
        <source>owned by {p}</source>
        <translation>di proprietà di {p}</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Prepara una posizione</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>{p}&apos;s life</source>
        <translation>Punti vita di {p}</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Punti vita</translation>
    </message>
    <message>
        <source>e.g. 2 poison</source>
        <translation>es. 2 veleno</translation>
    </message>
    <message>
        <source>{p}&apos;s counters</source>
        <translation>Segnalini di {p}</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <source>The first card is the top.</source>
        <translation>La prima carta è quella in cima.</translation>
    </message>
    <message>
        <source>Drag cards here from the search panel or the board; the first card is the top.</source>
        <translation>Trascina qui le carte dalla ricerca o dal tavolo; la prima carta è quella in cima.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Set the turn</source>
        <translation>Imposta il turno</translation>
    </message>
    <message>
        <source>Set the active player</source>
        <translation>Imposta il giocatore attivo</translation>
    </message>
    <message>
        <source>Set the step</source>
        <translation>Imposta la sottofase</translation>
    </message>
    <message>
        <source>Set the rules mode</source>
        <translation>Imposta la modalità delle regole</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Giocatore attivo</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Sottofase</translation>
    </message>
    <message>
        <source>What the rules say of the position</source>
        <translation>Cosa dicono le regole della posizione</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>&amp;Posizione</translation>
    </message>
    <message>
        <source>New empty position</source>
        <translation>Nuova posizione vuota</translation>
    </message>
    <message>
        <source>Open a position or a game…</source>
        <translation>Apri una posizione o una partita…</translation>
    </message>
    <message>
        <source>Save the position…</source>
        <translation>Salva la posizione…</translation>
    </message>
    <message numerus="yes">
        <source>A position the rules accept: %n card(s).</source>
        <translation>
            <numerusform>Una posizione accettata dalle regole: %n carta.</numerusform>
            <numerusform>Una posizione accettata dalle regole: %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export for a seat…</source>
        <translation>Esporta per un posto…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Giocatori…</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>Gioca da questa posizione</translation>
    </message>
    <message>
        <source>Record a lesson from this position…</source>
        <translation>Registra una lezione da questa posizione…</translation>
    </message>
    <message>
        <source>Remove the card</source>
        <translation>Rimuovi la carta</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Copia la posizione</translation>
    </message>
    <message>
        <source>Copy the full position…</source>
        <translation>Copia la posizione completa…</translation>
    </message>
    <message>
        <source> Rule {r}.</source>
        <translation> Regola {r}.</translation>
    </message>
    <message>
        <source>Refused: {why}.{rule}</source>
        <translation>Rifiutato: {why}.{rule}</translation>
    </message>
    <message>
        <source>Add {c}</source>
        <translation>Aggiungi {c}</translation>
    </message>
    <message>
        <source>Move {c}</source>
        <translation>Sposta {c}</translation>
    </message>
    <message>
        <source>Add to</source>
        <translation>Aggiungi a</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>Sposta in</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pila</translation>
    </message>
    <message>
        <source>Set {p}&apos;s life</source>
        <translation>Imposta i punti vita di {p}</translation>
    </message>
    <message>
        <source>a count is at most {n}</source>
        <translation>un numero è al massimo {n}</translation>
    </message>
    <message>
        <source>Set {p}&apos;s counters</source>
        <translation>Imposta i segnalini di {p}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>The players in seat order, separated by commas:</source>
        <translation>I giocatori in ordine di posto, separati da virgole:</translation>
    </message>
    <message>
        <source>Set the players</source>
        <translation>Imposta i giocatori</translation>
    </message>
    <message>
        <source>Remove {c}</source>
        <translation>Rimuovi {c}</translation>
    </message>
    <message>
        <source>Selected card</source>
        <translation>Carta selezionata</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Faccia</translation>
    </message>
    <message>
        <source>its source, e.g. Cryptic Coat</source>
        <translation>la sua fonte, es. Cryptic Coat</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Voce</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Change the controller</source>
        <translation>Cambia il controllore</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Controllore</translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation>TAPpato</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>TAPpa</translation>
    </message>
    <message>
        <source>Set damage</source>
        <translation>Imposta il danno</translation>
    </message>
    <message>
        <source>e.g. 2 +1/+1; 1 charge</source>
        <translation>es. 2 +1/+1; 1 charge</translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation>Assegnato a</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>A faccia in su</translation>
    </message>
    <message>
        <source>Face down: {m}</source>
        <translation>A faccia in giù: {m}</translation>
    </message>
    <message>
        <source>Exiled face down</source>
        <translation>Esiliata a faccia in giù</translation>
    </message>
    <message>
        <source>Turn face down</source>
        <translation>Girare a faccia in giù</translation>
    </message>
    <message>
        <source>Set counters</source>
        <translation>Imposta i segnalini</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nulla)</translation>
    </message>
    <message>
        <source>Click a card to set what it is.</source>
        <translation>Fai clic su una carta per stabilire cos&apos;è.</translation>
    </message>
    <message>
        <source>{c}: {p}&apos;s {z}</source>
        <translation>{c}: {z} di {p}</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Svuota il tavolo</translation>
    </message>
    <message>
        <source>Open a position or a game</source>
        <translation>Apri una posizione o una partita</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop *.json);;All files (*)</source>
        <translation>Partite di tabletop (*.tabletop *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>Apri una posizione</translation>
    </message>
    <message>
        <source>tabletop</source>
        <translation>tabletop</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>Salva la posizione</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop)</source>
        <translation>Partite di tabletop (*.tabletop)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posizione</translation>
    </message>
    <message>
        <source>Export for a seat</source>
        <translation>Esporta per un posto</translation>
    </message>
    <message>
        <source>What this seat may know:</source>
        <translation>Cosa può sapere questo posto:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>Exports (*.json)</source>
        <translation>Esportazioni (*.json)</translation>
    </message>
    <message>
        <source>Close the position editor?</source>
        <translation>Chiudere l&apos;editor delle posizioni?</translation>
    </message>
    <message>
        <source>This position has changes that are not saved. Close the editor and lose them?</source>
        <translation>Questa posizione ha modifiche non salvate. Chiudere l&apos;editor e perderle?</translation>
    </message>
    <message>
        <source>Copy the full position?</source>
        <translation>Copiare la posizione completa?</translation>
    </message>
    <message>
        <source>The full position names every card: each hand, each library in order, every face-down card. Whoever reads it knows what the players may not. Copy it?</source>
        <translation>La posizione completa nomina ogni carta: ogni mano, ogni grimorio in ordine, ogni carta a faccia in giù. Chi la legge sa ciò che i giocatori non possono sapere. Copiarla?</translation>
    </message>
    <message>
        <source>The clipboard holds {n} bytes; a position text is at most {m}.</source>
        <translation>Gli appunti contengono {n} byte; un testo di posizione è al massimo {m}.</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not a position: {e}</source>
        <translation>Il testo degli appunti non è una posizione: {e}</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Incolla la posizione</translation>
    </message>
    <message>
        <source>Card name (any language) or rules text</source>
        <translation>Nome della carta (qualsiasi lingua) o testo delle regole</translation>
    </message>
    <message>
        <source>Search the cards</source>
        <translation>Cerca le carte</translation>
    </message>
    <message>
        <source>Cards found: drag one onto a zone</source>
        <translation>Carte trovate: trascinane una su una zona</translation>
    </message>
    <message>
        <source>Drag a card onto any zone of any seat.</source>
        <translation>Trascina una carta su qualsiasi zona di qualsiasi posto.</translation>
    </message>
    <message>
        <source>{name} (token)</source>
        <translation>{name} (pedina)</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield</source>
        <translation>Campo di battaglia di {p}</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield: drop cards here</source>
        <translation>Campo di battaglia di {p}: rilascia qui le carte</translation>
    </message>
    <message>
        <source>{seat} — battlefield</source>
        <translation>{seat} — campo di battaglia</translation>
    </message>
    <message>
        <source>{seat} — hand</source>
        <translation>{seat} — mano</translation>
    </message>
    <message>
        <source>{seat} — hand ({n})</source>
        <translation>{seat} — mano ({n})</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianco</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>colorless</source>
        <translation>incolore</translation>
    </message>
    <message>
        <source>Create tokens</source>
        <translation>Crea pedine</translation>
    </message>
    <message>
        <source>Search tokens: name, type, text, P/T, colour</source>
        <translation>Cerca pedine: nome, tipo, testo, F/C, colore</translation>
    </message>
    <message>
        <source>Search tokens</source>
        <translation>Cerca pedine</translation>
    </message>
    <message>
        <source>From the list</source>
        <translation>Dall&apos;elenco</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colori</translation>
    </message>
    <message>
        <source>e.g. Creature — Soldier</source>
        <translation>es. Creatura — Soldato</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Tipi</translation>
    </message>
    <message>
        <source>Power / toughness</source>
        <translation>Forza / costituzione</translation>
    </message>
    <message>
        <source>Abilities, e.g. Flying</source>
        <translation>Abilità, es. Volare</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <source>Custom token</source>
        <translation>Pedina personalizzata</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quante</translation>
    </message>
    <message>
        <source>How many tokens</source>
        <translation>Quante pedine</translation>
    </message>
    <message>
        <source>Enter tapped</source>
        <translation>Entra TAPpata</translation>
    </message>
    <message>
        <source>Create a game</source>
        <translation>Crea una partita</translation>
    </message>
    <message>
        <source>{name}&apos;s game</source>
        <translation>Partita di {name}</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>Nome della partita</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>A name for the players, e.g. Standard, Modern, Commander</source>
        <translation>Un nome per i giocatori, ad es. Standard, Modern, Commander</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Posti:</translation>
    </message>
    <message>
        <source>Starting &amp;life:</source>
        <translation>Punti &amp;vita iniziali:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Incontro</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Una partita</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>Al meglio delle tre</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Incontro:</translation>
    </message>
    <message>
        <source>Spectators allowed</source>
        <translation>Spettatori ammessi</translation>
    </message>
    <message>
        <source>Chess clock, minutes per player</source>
        <translation>Orologio da scacchi, minuti per giocatore</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Nessun orologio</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game, in minutes. The clock of the player who must act runs; a player whose time runs out loses the game. 0: no clock.</source>
        <translation>Il tempo di ogni giocatore per tutta la partita, in minuti. Scorre l&apos;orologio del giocatore che deve agire; un giocatore che esaurisce il tempo perde la partita. 0: nessun orologio.</translation>
    </message>
    <message>
        <source>Chess cl&amp;ock:</source>
        <translation>Or&amp;ologio da scacchi:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Crea</translation>
    </message>
    <message numerus="yes">
        <source>%n more token(s) found: search to narrow the list</source>
        <translation>
            <numerusform>%n altra pedina trovata: cerca per restringere l&apos;elenco</numerusform>
            <numerusform>%n altre pedine trovate: cerca per restringere l&apos;elenco</numerusform>
        </translation>
    </message>
    <message>
        <source>A custom token needs a name.</source>
        <translation>Una pedina personalizzata ha bisogno di un nome.</translation>
    </message>
    <message>
        <source>Give both power and toughness, or neither.</source>
        <translation>Indica forza e costituzione, o nessuna delle due.</translation>
    </message>
    <message>
        <source>A creature token needs a power and a toughness.</source>
        <translation>Una pedina creatura ha bisogno di forza e costituzione.</translation>
    </message>
    <message>
        <source>The abilities text is too long.</source>
        <translation>Il testo delle abilità è troppo lungo.</translation>
    </message>
    <message>
        <source>No token matches; try another search.</source>
        <translation>Nessuna pedina corrisponde; prova un&apos;altra ricerca.</translation>
    </message>
    <message>
        <source>Setting up the table…</source>
        <translation>Preparazione del tavolo…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Anteprima</translation>
    </message>
    <message>
        <source>spectator (public information only)</source>
        <translation>spettatore (solo informazioni pubbliche)</translation>
    </message>
    <message>
        <source>{player} lost with a life total of {life} (rule 704.5a).</source>
        <translation>{player} ha perso: totale di punti vita {life} (regola 704.5a).</translation>
    </message>
    <message numerus="yes">
        <source>{player} lost with %n poison counters (rule 704.5c).</source>
        <translation>
            <numerusform>{player} ha perso con %n segnalino veleno (regola 704.5c).</numerusform>
            <numerusform>{player} ha perso con %n segnalini veleno (regola 704.5c).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} conceded (rule 104.3a).</source>
        <translation>{player} ha concesso la partita (regola 104.3a).</translation>
    </message>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player} vince la partita.</translation>
    </message>
    <message>
        <source>The game is a draw: every player still in it lost at the same time (rule 104.4a).</source>
        <translation>La partita è un pareggio: tutti i giocatori ancora in gioco hanno perso contemporaneamente (regola 104.4a).</translation>
    </message>
    <message>
        <source>The game ended with no winner.</source>
        <translation>La partita è finita senza vincitore.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>No next game: the finished game stays on the table.</source>
        <translation>Nessuna partita successiva: la partita finita resta sul tavolo.</translation>
    </message>
    <message>
        <source>Turn {t} · {s} · active: {a}</source>
        <translation>Turno {t} · {s} · attivo: {a}</translation>
    </message>
    <message>
        <source>shared board (read-only)</source>
        <translation>tavolo condiviso (sola lettura)</translation>
    </message>
    <message>
        <source>{state} · viewing as {who} · rules: {mode}</source>
        <translation>{state} · visto da {who} · regole: {mode}</translation>
    </message>
    <message>
        <source>Turn {t} · active: {a}</source>
        <translation>Turno {t} · attivo: {a}</translation>
    </message>
    <message>
        <source>A shared board is read-only: no chat.</source>
        <translation>Un tavolo condiviso è di sola lettura: niente chat.</translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation>uno spettatore</translation>
    </message>
    <message>
        <source>Shared board — read-only, as {seat} saw it</source>
        <translation>Tavolo condiviso — sola lettura, come lo vedeva {seat}</translation>
    </message>
    <message>
        <source>A shared board is read-only: nothing on it can change and it can&apos;t be saved. Open a game or start a new one to play.</source>
        <translation>Un tavolo condiviso è di sola lettura: nulla può cambiare e non può essere salvato. Apri una partita o iniziane una nuova per giocare.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>New demo game</source>
        <translation>Nuova partita dimostrativa</translation>
    </message>
    <message>
        <source>New game from two decklists…</source>
        <translation>Nuova partita da due liste del mazzo…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Open replay…</source>
        <translation>Apri replay…</translation>
    </message>
    <message>
        <source>Open deck…</source>
        <translation>Apri mazzo…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Apri recenti</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva con nome…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>&amp;Carta</translation>
    </message>
    <message>
        <source>Turn face up…</source>
        <translation>Girare a faccia in su…</translation>
    </message>
    <message>
        <source>Cast face down…</source>
        <translation>Lanciare a faccia in giù…</translation>
    </message>
    <message>
        <source>Host a network game…</source>
        <translation>Ospita una partita in rete…</translation>
    </message>
    <message>
        <source>Issue a new invite…</source>
        <translation>Emetti un nuovo invito…</translation>
    </message>
    <message>
        <source>Join…</source>
        <translation>Unisciti…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>A new language takes effect when tabletop starts again</source>
        <translation>Una nuova lingua si applica al prossimo avvio di tabletop</translation>
    </message>
    <message>
        <source>Car&amp;ds</source>
        <translation>Car&amp;te</translation>
    </message>
    <message>
        <source>Nothing to undo: a game opened from a file starts its undo history when it opens.</source>
        <translation>Niente da annullare: una partita aperta da un file inizia la sua cronologia degli annullamenti quando viene aperta.</translation>
    </message>
    <message>
        <source>Nothing to undo: the undo history starts here.</source>
        <translation>Niente da annullare: la cronologia degli annullamenti inizia qui.</translation>
    </message>
    <message>
        <source>Play online…</source>
        <translation>Gioca online…</translation>
    </message>
    <message>
        <source>Card database…</source>
        <translation>Database delle carte…</translation>
    </message>
    <message>
        <source>Deck editor…</source>
        <translation>Editor di mazzi…</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Riduci</translation>
    </message>
    <message>
        <source>Fit the table</source>
        <translation>Adatta il tavolo</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Pannelli</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>Aggancia alla griglia</translation>
    </message>
    <message>
        <source>Hot-seat play (curtain between turns)</source>
        <translation>Gioco a turno sullo stesso dispositivo (tenda tra i turni)</translation>
    </message>
    <message>
        <source>Pass to the next seat</source>
        <translation>Passa al posto successivo</translation>
    </message>
    <message>
        <source>tabletop shows this language now.</source>
        <translation>tabletop mostra già questa lingua.</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>Strict: refuse illegal actions</source>
        <translation>Rigido: rifiuta le azioni illegali</translation>
    </message>
    <message>
        <source>Assist: warn, allow a logged override</source>
        <translation>Assistito: avvisa, consente di scavalcare (registrato)</translation>
    </message>
    <message>
        <source>Card language</source>
        <translation>Lingua delle carte</translation>
    </message>
    <message>
        <source>Draw automatically in the draw step</source>
        <translation>Pesca automaticamente nella sottofase di acquisizione</translation>
    </message>
    <message>
        <source>Card images…</source>
        <translation>Immagini delle carte…</translation>
    </message>
    <message>
        <source>Set up a position…</source>
        <translation>Prepara una posizione…</translation>
    </message>
    <message>
        <source>Spectator (public information only)</source>
        <translation>Spettatore (solo informazioni pubbliche)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Select a card first (Tab moves between cards).</source>
        <translation>Seleziona prima una carta (Tab passa da una carta all&apos;altra).</translation>
    </message>
    <message numerus="yes">
        <source>{what} (%n card(s))</source>
        <translation>
            <numerusform>{what} (%n carta)</numerusform>
            <numerusform>{what} (%n carte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n card(s)</source>
        <translation>
            <numerusform>Sposta %n carta</numerusform>
            <numerusform>Sposta %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>On a joined table, exile the top card once you know it: look at it first (Look at the top cards…, Ctrl+J).</source>
        <translation>A un tavolo a cui ti sei unito, esilia la prima carta quando la conosci: guardala prima (Guardare le prime carte…, Ctrl+J).</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>The language changes when tabletop starts again.</source>
        <translation>La lingua cambia al prossimo avvio di tabletop.</translation>
    </message>
    <message>
        <source>Attach {what}</source>
        <translation>Assegna {what}</translation>
    </message>
    <message>
        <source>{seat}&apos;s {zone}</source>
        <translation>{zone} di {seat}</translation>
    </message>
    <message>
        <source>{name}: manifest</source>
        <translation>{name}: manifestare</translation>
    </message>
    <message>
        <source>{player} controls {name}: {player} manifests dread.</source>
        <translation>{player} controlla {name}: {player} manifesta angoscia.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: gain %n life</source>
        <translation>
            <numerusform>{name}: guadagnare %n punto vita</numerusform>
            <numerusform>{name}: guadagnare %n punti vita</numerusform>
        </translation>
    </message>
    <message>
        <source>Not allowed: {why}</source>
        <translation>Non consentito: {why}</translation>
    </message>
    <message>
        <source>{action}: {card}</source>
        <translation>{action}: {card}</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest</source>
        <translation>Primordial Mist: manifestare</translation>
    </message>
    <message>
        <source>the top card of the {zone}</source>
        <translation>la prima carta della zona {zone}</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: manifest</source>
        <translation>Cryptic Pursuit: manifestare</translation>
    </message>
    <message>
        <source>That card is no longer in a graveyard.</source>
        <translation>Quella carta non è più in un cimitero.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: exile it; you may cast it</source>
        <translation>Cryptic Pursuit: esiliarla; puoi lanciarla</translation>
    </message>
    <message>
        <source>Privacy curtain: waiting for {who}</source>
        <translation>Tenda di riservatezza: in attesa di {who}</translation>
    </message>
    <message>
        <source>Rules mode: {m}</source>
        <translation>Modalità delle regole: {m}</translation>
    </message>
    <message>
        <source>The game is still open; tabletop tries again after each action. Use File → Save as to keep a copy elsewhere.</source>
        <translation>La partita è ancora aperta; tabletop riprova dopo ogni azione. Usa File → Salva con nome per tenerne una copia altrove.</translation>
    </message>
    <message>
        <source>Not autosaved: {e}</source>
        <translation>Non salvato automaticamente: {e}</translation>
    </message>
    <message>
        <source>Autosave works again: the game is saved ({p}).</source>
        <translation>Il salvataggio automatico funziona di nuovo: la partita è salvata ({p}).</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ignora</translation>
    </message>
    <message>
        <source>This window hosts a network game: close it to stop hosting before another game is opened here.</source>
        <translation>Questa finestra ospita una partita in rete: chiudila per smettere di ospitare prima di aprire qui un&apos;altra partita.</translation>
    </message>
    <message>
        <source>Open a game or a shared board</source>
        <translation>Apri una partita o un tavolo condiviso</translation>
    </message>
    <message>
        <source>tabletop games and shared boards (*.tabletop *.json);;All files (*)</source>
        <translation>Partite di tabletop e tavoli condivisi (*.tabletop *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Checking the log of {p}: the board is shown read-only until then.</source>
        <translation>Controllo del registro di {p}: fino ad allora il tavolo è mostrato in sola lettura.</translation>
    </message>
    <message>
        <source>A shared board is read-only: it can&apos;t be saved. Its file stays as it is; open a game or start a new one to play.</source>
        <translation>Un tavolo condiviso è di sola lettura: non può essere salvato. Il suo file resta com&apos;è; apri una partita o iniziane una nuova per giocare.</translation>
    </message>
    <message>
        <source>recovered game, not saved yet</source>
        <translation>partita recuperata, non ancora salvata</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation>Recuperare una partita?</translation>
    </message>
    <message>
        <source>An autosaved game ({p}) is newer than your last save. Open it?</source>
        <translation>Una partita salvata automaticamente ({p}) è più recente del tuo ultimo salvataggio. Aprirla?</translation>
    </message>
    <message>
        <source>Choose a lesson…</source>
        <translation>Scegli una lezione…</translation>
    </message>
    <message>
        <source>Open a lesson file…</source>
        <translation>Apri un file di lezione…</translation>
    </message>
    <message>
        <source>The lessons could not be read.</source>
        <translation>Impossibile leggere le lezioni.</translation>
    </message>
    <message>
        <source>This lesson can&apos;t be started.</source>
        <translation>Questa lezione non può essere iniziata.</translation>
    </message>
    <message>
        <source>Life and counters</source>
        <translation>Punti vita e segnalini</translation>
    </message>
    <message>
        <source>Roll a die</source>
        <translation>Tira un dado</translation>
    </message>
    <message>
        <source>Roll a d{n}</source>
        <translation>Tira un d{n}</translation>
    </message>
    <message>
        <source>{seat}: life {old} → {new}</source>
        <translation>{seat}: punti vita {old} → {new}</translation>
    </message>
    <message>
        <source>{seat} has no {counter} counter.</source>
        <translation>{seat} non ha segnalini {counter}.</translation>
    </message>
    <message>
        <source>{seat}: {counter} {old} → {new}</source>
        <translation>{seat}: {counter} {old} → {new}</translation>
    </message>
    <message>
        <source>Set {seat}&apos;s life</source>
        <translation>Imposta i punti vita di {seat}</translation>
    </message>
    <message>
        <source>{seat}&apos;s counters</source>
        <translation>Segnalini di {seat}</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>A counter needs a name.</source>
        <translation>Un segnalino ha bisogno di un nome.</translation>
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
        <translation>Segnalini su {what}</translation>
    </message>
    <message>
        <source>How many (negative: remove)</source>
        <translation>Quanti (negativo: rimuovi)</translation>
    </message>
    <message>
        <source>{n} {name} counters on {what}</source>
        <translation>{n} segnalini {name} su {what}</translation>
    </message>
    <message>
        <source>{n} {name} counters off {what}</source>
        <translation>{n} segnalini {name} rimossi da {what}</translation>
    </message>
    <message>
        <source>Note on {what}</source>
        <translation>Nota su {what}</translation>
    </message>
    <message>
        <source>Note off {what}</source>
        <translation>Nota rimossa da {what}</translation>
    </message>
    <message numerus="yes">
        <source>Create %n {name} token(s)</source>
        <translation>
            <numerusform>Crea %n pedina {name}</numerusform>
            <numerusform>Crea %n pedine {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Create a {name} token</source>
        <translation>Crea una pedina {name}</translation>
    </message>
    <message>
        <source>Roll a d{s}</source>
        <translation>Tira un d{s}</translation>
    </message>
    <message>
        <source>Roll {n}d{s}</source>
        <translation>Tira {n}d{s}</translation>
    </message>
    <message>
        <source>Roll dice</source>
        <translation>Tira i dadi</translation>
    </message>
    <message>
        <source>(total {t})</source>
        <translation>(totale {t})</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}</source>
        <translation>{player} ha tirato {dice}: {results}</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}</source>
        <translation>{player} ha lanciato una moneta: {result}</translation>
    </message>
    <message>
        <source>Click the card or player to point at (Esc: cancel).</source>
        <translation>Fai clic sulla carta o sul giocatore da indicare (Esc: annulla).</translation>
    </message>
    <message>
        <source>Point from {a} at {b}</source>
        <translation>Indicare {b} da {a}</translation>
    </message>
    <message>
        <source>move {cards}</source>
        <translation>spostare {cards}</translation>
    </message>
    <message>
        <source>tap {cards}</source>
        <translation>TAPpare {cards}</translation>
    </message>
    <message>
        <source>untap {cards}</source>
        <translation>STAPpare {cards}</translation>
    </message>
    <message>
        <source>change the counters on {cards}</source>
        <translation>cambiare i segnalini su {cards}</translation>
    </message>
    <message>
        <source>deal damage to {cards}</source>
        <translation>infliggere danno a {cards}</translation>
    </message>
    <message>
        <source>apply an effect to {cards}</source>
        <translation>applicare un effetto a {cards}</translation>
    </message>
    <message>
        <source>make {cards} a copy of another card</source>
        <translation>rendere {cards} una copia di un&apos;altra carta</translation>
    </message>
    <message>
        <source>transform {cards}</source>
        <translation>trasformare {cards}</translation>
    </message>
    <message>
        <source>turn {cards} face down</source>
        <translation>girare {cards} a faccia in giù</translation>
    </message>
    <message>
        <source>turn {cards} face up</source>
        <translation>girare {cards} a faccia in su</translation>
    </message>
    <message>
        <source>counter {cards}</source>
        <translation>neutralizzare {cards}</translation>
    </message>
    <message>
        <source>attach {cards}</source>
        <translation>assegnare {cards}</translation>
    </message>
    <message>
        <source>gain control of {cards}</source>
        <translation>ottenere il controllo di {cards}</translation>
    </message>
    <message>
        <source>put {cards} onto the battlefield</source>
        <translation>mettere {cards} sul campo di battaglia</translation>
    </message>
    <message>
        <source>change {player}&apos;s life total</source>
        <translation>cambiare i punti vita di {player}</translation>
    </message>
    <message>
        <source>change {player}&apos;s counters</source>
        <translation>cambiare i segnalini di {player}</translation>
    </message>
    <message>
        <source>create a token for {player}</source>
        <translation>creare una pedina per {player}</translation>
    </message>
    <message>
        <source>mill cards from {player}&apos;s library</source>
        <translation>macinare carte dal grimorio di {player}</translation>
    </message>
    <message>
        <source>shuffle {player}&apos;s library</source>
        <translation>mescolare il grimorio di {player}</translation>
    </message>
    <message>
        <source>untap all of {player}&apos;s permanents</source>
        <translation>STAPpare tutti i permanenti di {player}</translation>
    </message>
    <message>
        <source>make {player} reveal cards</source>
        <translation>far rivelare carte a {player}</translation>
    </message>
    <message>
        <source>look at the top cards of {player}&apos;s library</source>
        <translation>guardare le prime carte del grimorio di {player}</translation>
    </message>
    <message>
        <source>search {player}&apos;s library</source>
        <translation>passare in rassegna il grimorio di {player}</translation>
    </message>
    <message>
        <source>arrange the top cards of {player}&apos;s library</source>
        <translation>riordinare le prime carte del grimorio di {player}</translation>
    </message>
    <message>
        <source>turn table trust on: players act on each other&apos;s things without asking</source>
        <translation>attivare la fiducia al tavolo: i giocatori agiscono sulle cose degli altri senza chiedere</translation>
    </message>
    <message>
        <source>move {cards} to the {zone}</source>
        <translation>spostare {cards} in: {zone}</translation>
    </message>
    <message>
        <source>an action ({kind})</source>
        <translation>un&apos;azione ({kind})</translation>
    </message>
    <message>
        <source>a card that has left</source>
        <translation>una carta che non c&apos;è più</translation>
    </message>
    <message>
        <source>a card in {owner}&apos;s {zone}</source>
        <translation>una carta di {owner} ({zone})</translation>
    </message>
    <message>
        <source>face-down #{n} ({id})</source>
        <translation>a faccia in giù #{n} ({id})</translation>
    </message>
    <message>
        <source>a card ({id})</source>
        <translation>una carta ({id})</translation>
    </message>
    <message>
        <source>{by} asks you to allow: {what}</source>
        <translation>{by} ti chiede di permettere: {what}</translation>
    </message>
    <message>
        <source>Waiting for {to}: {what}</source>
        <translation>In attesa di {to}: {what}</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {what}</source>
        <translation>{by} chiede a {to} di permettere: {what}</translation>
    </message>
    <message>
        <source> · table trust</source>
        <translation> · fiducia al tavolo</translation>
    </message>
    <message>
        <source>Asked: nothing changes until the other player accepts.</source>
        <translation>Richiesto: nulla cambia finché l&apos;altro giocatore non accetta.</translation>
    </message>
    <message>
        <source>Asked {player}: {player} answers when at the table; nothing changes until then.</source>
        <translation>Chiesto a {player}: {player} risponde quando è al tavolo; fino ad allora nulla cambia.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accetta</translation>
    </message>
    <message>
        <source>Accept: {what}</source>
        <translation>Accetta: {what}</translation>
    </message>
    <message>
        <source>Accept {by}&apos;s request: {what}</source>
        <translation>Accetta la richiesta di {by}: {what}</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <source>Decline: {what}</source>
        <translation>Rifiuta: {what}</translation>
    </message>
    <message>
        <source>Decline {by}&apos;s request: {what}</source>
        <translation>Rifiuta la richiesta di {by}: {what}</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Ritira</translation>
    </message>
    <message>
        <source>Withdraw the request: {what}</source>
        <translation>Ritira la richiesta: {what}</translation>
    </message>
    <message>
        <source>Withdraw the request to {to}: {what}</source>
        <translation>Ritira la richiesta a {to}: {what}</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Richieste</translation>
    </message>
    <message>
        <source>Accept the first request</source>
        <translation>Accetta la prima richiesta</translation>
    </message>
    <message>
        <source>Decline the first request</source>
        <translation>Rifiuta la prima richiesta</translation>
    </message>
    <message>
        <source>Players may act on each other&apos;s things without asking</source>
        <translation>I giocatori possono agire sulle cose degli altri senza chiedere</translation>
    </message>
    <message>
        <source>Table trust: an action on another player&apos;s things is carried out without asking (never one that would show their hidden cards). Turning it on asks the other player.</source>
        <translation>Fiducia al tavolo: un&apos;azione sulle cose di un altro giocatore viene eseguita senza chiedere (mai una che mostrerebbe le sue carte nascoste). Attivarla lo chiede all&apos;altro giocatore.</translation>
    </message>
    <message>
        <source>No request waits for your answer.</source>
        <translation>Nessuna richiesta attende la tua risposta.</translation>
    </message>
    <message>
        <source>Table trust on</source>
        <translation>Fiducia al tavolo attiva</translation>
    </message>
    <message>
        <source>Table trust off</source>
        <translation>Fiducia al tavolo disattivata</translation>
    </message>
    <message>
        <source>Who goes first?</source>
        <translation>Chi inizia?</translation>
    </message>
    <message>
        <source>{player} lost the last game and chooses who goes first in the next one (rule 103.1).</source>
        <translation>{player} ha perso l&apos;ultima partita e sceglie chi inizia la prossima (regola 103.1).</translation>
    </message>
    <message>
        <source>{player} goes first</source>
        <translation>{player} inizia</translation>
    </message>
    <message>
        <source>Start the next game</source>
        <translation>Inizia la prossima partita</translation>
    </message>
    <message>
        <source>Sideboarding: {player}</source>
        <translation>Modifica del sideboard: {player}</translation>
    </message>
    <message>
        <source>{player}: swap cards between your main deck and your sideboard before the next game.</source>
        <translation>{player}: scambia carte tra il tuo mazzo principale e il tuo sideboard prima della prossima partita.</translation>
    </message>
    <message>
        <source>To the sideboard →</source>
        <translation>Nel sideboard →</translation>
    </message>
    <message>
        <source>← To the main deck</source>
        <translation>← Nel mazzo principale</translation>
    </message>
    <message numerus="yes">
        <source>Main deck: %n card(s)</source>
        <translation>
            <numerusform>Mazzo principale: %n carta</numerusform>
            <numerusform>Mazzo principale: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sideboard: %n card(s)</source>
        <translation>
            <numerusform>Sideboard: %n carta</numerusform>
            <numerusform>Sideboard: %n carte</numerusform>
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
        <translation>{done} di {total} · {rate}/s</translation>
    </message>
    <message>
        <source>{done} · {rate}/s</source>
        <translation>{done} · {rate}/s</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>{time} rimanenti</translation>
    </message>
    <message>
        <source>Cards imported from files</source>
        <translation>Carte importate da file</translation>
    </message>
    <message>
        <source>{source} (the date of its data is not known)</source>
        <translation>{source} (la data dei dati non è nota)</translation>
    </message>
    <message>
        <source>{source}, data of {date}</source>
        <translation>{source}, dati del {date}</translation>
    </message>
    <message>
        <source>Imported {cards} cards from {files}; the database holds {total} cards.</source>
        <translation>Importate {cards} carte da {files}; il database contiene {total} carte.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) that could not be read were left out.</source>
        <translation>
            <numerusform>%n record illeggibile è stato tralasciato.</numerusform>
            <numerusform>%n record illeggibili sono stati tralasciati.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newer card data is there: {date} (the database&apos;s is of {have}). Download the database to get it.</source>
        <translation>Ci sono dati delle carte più recenti: {date} (quelli del database sono del {have}). Scarica il database per ottenerli.</translation>
    </message>
    <message>
        <source>The card database is up to date: its data is of {date}.</source>
        <translation>Il database delle carte è aggiornato: i suoi dati sono del {date}.</translation>
    </message>
    <message>
        <source>Can&apos;t tell whether newer card data is there: {reason}.</source>
        <translation>Impossibile sapere se ci sono dati delle carte più recenti: {reason}.</translation>
    </message>
    <message>
        <source>no cards.xml</source>
        <translation>nessun cards.xml</translation>
    </message>
    <message numerus="yes">
        <source>Found in {root}: {files}, %n custom set(s), {decks}.</source>
        <translation>
            <numerusform>Trovata in {root}: {files}, %n espansione personalizzata, {decks}.</numerusform>
            <numerusform>Trovata in {root}: {files}, %n espansioni personalizzate, {decks}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n mazzo</numerusform>
            <numerusform>%n mazzi</numerusform>
        </translation>
    </message>
    <message>
        <source>Card database</source>
        <translation>Database delle carte</translation>
    </message>
    <message>
        <source>The card database in use</source>
        <translation>Il database delle carte in uso</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>File:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Carte:</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>Dati:</translation>
    </message>
    <message>
        <source>Download every card</source>
        <translation>Scarica tutte le carte</translation>
    </message>
    <message>
        <source>Scryfall (one record a card, with its images)</source>
        <translation>Scryfall (un record per carta, con le sue immagini)</translation>
    </message>
    <message>
        <source>MTGJSON (with its translations)</source>
        <translation>MTGJSON (con le sue traduzioni)</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Fonte:</translation>
    </message>
    <message>
        <source>Optional: a card file or a listing to use instead of the source&apos;s own address</source>
        <translation>Facoltativo: un file di carte o un elenco da usare al posto dell&apos;indirizzo della fonte</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Indirizzo:</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Scarica</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Cerca aggiornamenti</translation>
    </message>
    <message>
        <source>Import card files</source>
        <translation>Importa file di carte</translation>
    </message>
    <message>
        <source>A card file, or a folder of card files</source>
        <translation>Un file di carte, o una cartella di file di carte</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>File…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Cartella…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <source>Use a Cockatrice installation</source>
        <translation>Usa un&apos;installazione di Cockatrice</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s data folder</source>
        <translation>Cartella dei dati di Cockatrice</translation>
    </message>
    <message>
        <source>Use this Cockatrice</source>
        <translation>Usa questo Cockatrice</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Can&apos;t be read: {reason}.</source>
        <translation>Impossibile leggerlo: {reason}.</translation>
    </message>
    <message>
        <source>None yet: only the {n} cards that come with tabletop.</source>
        <translation>Nessuna per ora: solo le {n} carte fornite con tabletop.</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} carte</translation>
    </message>
    <message>
        <source>No Cockatrice installation was found in its usual folders: choose its data folder (the one holding cards.xml).</source>
        <translation>Nessuna installazione di Cockatrice trovata nelle sue cartelle abituali: scegli la sua cartella dei dati (quella con cards.xml).</translation>
    </message>
    <message>
        <source>Import a card file</source>
        <translation>Importa un file di carte</translation>
    </message>
    <message>
        <source>Import a folder of card files</source>
        <translation>Importa una cartella di file di carte</translation>
    </message>
    <message>
        <source>The address must be a web address (http:// or https://).</source>
        <translation>L&apos;indirizzo deve essere un indirizzo web (http:// o https://).</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connessione…</translation>
    </message>
    <message>
        <source>Checking for updates…</source>
        <translation>Ricerca di aggiornamenti…</translation>
    </message>
    <message>
        <source>Name a card file or a folder of card files to import.</source>
        <translation>Indica un file di carte o una cartella di file di carte da importare.</translation>
    </message>
    <message>
        <source>Importing the cards…</source>
        <translation>Importazione delle carte…</translation>
    </message>
    <message>
        <source>No cards imported: {reason}.</source>
        <translation>Nessuna carta importata: {reason}.</translation>
    </message>
    <message>
        <source>Importing Cockatrice&apos;s cards…</source>
        <translation>Importazione delle carte di Cockatrice…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
    <message>
        <source>Can&apos;t check for updates: {reason}.</source>
        <translation>Impossibile cercare aggiornamenti: {reason}.</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}. The card database is as it was.</source>
        <translation>Nessuna modifica: {reason}. Il database delle carte è rimasto com&apos;era.</translation>
    </message>
    <message>
        <source>The check for updates was cancelled.</source>
        <translation>La ricerca di aggiornamenti è stata annullata.</translation>
    </message>
    <message>
        <source>The download was cancelled; the card database is as it was. What was downloaded is kept: Download carries on from there.</source>
        <translation>Il download è stato annullato; il database delle carte è rimasto com&apos;era. Quanto scaricato viene conservato: «Scarica» riprende da lì.</translation>
    </message>
    <message>
        <source>The import was cancelled; the card database is as it was.</source>
        <translation>L&apos;importazione è stata annullata; il database delle carte è rimasto com&apos;era.</translation>
    </message>
    <message>
        <source>Its decks are in {folder}.</source>
        <translation>I suoi mazzi sono in {folder}.</translation>
    </message>
    <message>
        <source>Its pictures are used for the cards&apos; images.</source>
        <translation>Le sue immagini sono usate per le carte.</translation>
    </message>
    <message>
        <source>tabletop comes with a few cards for its demo. Download every card, import card files or use your Cockatrice installation to play your own decks.</source>
        <translation>tabletop include poche carte per la sua demo. Scarica tutte le carte, importa file di carte o usa la tua installazione di Cockatrice per giocare i tuoi mazzi.</translation>
    </message>
    <message>
        <source>Mana curve: cards of the main deck and the commander by mana value (lands not counted)</source>
        <translation>Curva di mana: carte del mazzo principale e del comandante per valore di mana (terre escluse)</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Gioca online</translation>
    </message>
    <message>
        <source>Hide this dialog; you stay logged in (Game → Play online… shows it again)</source>
        <translation>Nascondi questa finestra; resti connesso (Partita → Gioca online… la mostra di nuovo)</translation>
    </message>
    <message>
        <source>type the name you want first</source>
        <translation>scrivi prima il nome che vuoi</translation>
    </message>
    <message>
        <source>This name can&apos;t be registered: {why}</source>
        <translation>Questo nome non può essere registrato: {why}</translation>
    </message>
    <message>
        <source>Registering {name} on {server}…</source>
        <translation>Registrazione di {name} su {server}…</translation>
    </message>
    <message>
        <source>Choose your credentials file first, or register a name.</source>
        <translation>Scegli prima il tuo file di credenziali, o registra un nome.</translation>
    </message>
    <message>
        <source>Connecting to {server} as {name}…</source>
        <translation>Connessione a {server} come {name}…</translation>
    </message>
    <message>
        <source>{name} on {server}</source>
        <translation>{name} su {server}</translation>
    </message>
    <message>
        <source>Choose the deck you will play first (a deck file or the deck editor&apos;s deck).</source>
        <translation>Scegli prima il mazzo con cui giocherai (un file di mazzo o il mazzo dell&apos;editor).</translation>
    </message>
    <message>
        <source>Game {game} created: waiting for the other players.</source>
        <translation>Partita {game} creata: in attesa degli altri giocatori.</translation>
    </message>
    <message>
        <source>Creating the game…</source>
        <translation>Creazione della partita…</translation>
    </message>
    <message>
        <source>You sit in game {game}: the table opens when every seat is taken.</source>
        <translation>Sei seduto nella partita {game}: il tavolo si apre quando tutti i posti sono occupati.</translation>
    </message>
    <message>
        <source>Joining game {game}…</source>
        <translation>Ingresso nella partita {game}…</translation>
    </message>
    <message>
        <source>Choose a deck</source>
        <translation>Scegli un mazzo</translation>
    </message>
    <message>
        <source>Decklists (*.txt *.dec *.dck *.cod *.dek);;All files (*)</source>
        <translation>Liste di mazzi (*.txt *.dec *.dck *.cod *.dek);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>This deck can&apos;t be used: {why}</source>
        <translation>Questo mazzo non può essere usato: {why}</translation>
    </message>
    <message>
        <source>The deck editor has no deck open: open it (Cards → Deck editor…) and make or open one.</source>
        <translation>L&apos;editor di mazzi non ha alcun mazzo aperto: aprilo (Carte → Editor di mazzi…) e crea o apri un mazzo.</translation>
    </message>
    <message>
        <source>the deck editor&apos;s deck</source>
        <translation>il mazzo dell&apos;editor di mazzi</translation>
    </message>
    <message>
        <source>{deck}: {main} cards, sideboard {side}</source>
        <translation>{deck}: {main} carte, sideboard {side}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>in attesa di giocatori</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>in avvio</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>sideboarding</source>
        <translation>sideboarding</translation>
    </message>
    <message>
        <source>over</source>
        <translation>finita</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>sospesa</translation>
    </message>
    <message>
        <source>Best of 3: {score}</source>
        <translation>Al meglio delle 3: {score}</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>ammessi</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Log &amp;out</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Games on this server</source>
        <translation>&amp;Partite su questo server</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ggiorna</translation>
    </message>
    <message>
        <source>Read the game list again (F5)</source>
        <translation>Rileggi l&apos;elenco delle partite (F5)</translation>
    </message>
    <message>
        <source>&amp;Create…</source>
        <translation>&amp;Crea…</translation>
    </message>
    <message>
        <source>A new game on the server; you take its first seat with the deck below</source>
        <translation>Una nuova partita sul server; prendi il primo posto con il mazzo qui sotto</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unisciti</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>Unisciti alla partita</translation>
    </message>
    <message>
        <source>Take a free seat of the chosen game with the deck below, or open the table of your own seat</source>
        <translation>Prendi un posto libero nella partita scelta con il mazzo qui sotto, o apri il tavolo del tuo posto</translation>
    </message>
    <message>
        <source>&amp;Spectate</source>
        <translation>&amp;Guarda</translation>
    </message>
    <message>
        <source>Spectate the game</source>
        <translation>Guarda la partita</translation>
    </message>
    <message>
        <source>Watch the chosen game: public information only</source>
        <translation>Guarda la partita scelta: solo informazioni pubbliche</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Mazzo:</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>nessuno scelto</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>&amp;Deck file…</source>
        <translation>File di &amp;mazzo…</translation>
    </message>
    <message>
        <source>Choose a deck file</source>
        <translation>Scegli un file di mazzo</translation>
    </message>
    <message>
        <source>Play a decklist file (.txt, .dec, .dck, .cod)</source>
        <translation>Gioca con un file di lista del mazzo (.txt, .dec, .dck, .cod)</translation>
    </message>
    <message>
        <source>Deck &amp;editor&apos;s deck</source>
        <translation>Mazzo dell&apos;&amp;editor</translation>
    </message>
    <message>
        <source>Use the deck editor&apos;s deck</source>
        <translation>Usa il mazzo dell&apos;editor di mazzi</translation>
    </message>
    <message>
        <source>Play the deck open in the deck editor</source>
        <translation>Gioca con il mazzo aperto nell&apos;editor di mazzi</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Gi&amp;ocatori</translation>
    </message>
    <message>
        <source>Lobby c&amp;hat</source>
        <translation>C&amp;hat della lobby</translation>
    </message>
    <message>
        <source>Say something to everyone in the lobby (Enter)</source>
        <translation>Di&apos; qualcosa a tutti nella lobby (Invio)</translation>
    </message>
    <message>
        <source>Say something to the lobby</source>
        <translation>Di&apos; qualcosa alla lobby</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Invia</translation>
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
        <translation>Gioca su un server condiviso: ogni giocatore vi si collega, nessuno deve aprire una porta. Chiedi l&apos;indirizzo a chi lo gestisce.</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Indirizzo del server</translation>
    </message>
    <message>
        <source>The server&apos;s address, as its owner gave it: nats://host:port</source>
        <translation>L&apos;indirizzo del server, come te l&apos;ha dato chi lo gestisce: nats://host:port</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>Connessione</translation>
    </message>
    <message>
        <source>A new account</source>
        <translation>Un nuovo account</translation>
    </message>
    <message>
        <source>New account name</source>
        <translation>Nome del nuovo account</translation>
    </message>
    <message>
        <source>2 to 24 letters a-z, digits, &apos;-&apos; or &apos;_&apos;; unique on the server</source>
        <translation>Da 2 a 24 caratteri: lettere a-z, cifre, &apos;-&apos; o &apos;_&apos;; unico sul server</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>il tuo nome</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>&amp;Registra</translation>
    </message>
    <message>
        <source>Make the account on the server; its credentials file is kept in the app&apos;s settings folder</source>
        <translation>Crea l&apos;account sul server; il suo file di credenziali è conservato nella cartella delle impostazioni dell&apos;app</translation>
    </message>
    <message>
        <source>An account of yours</source>
        <translation>Un tuo account</translation>
    </message>
    <message>
        <source>Credentials file</source>
        <translation>File di credenziali</translation>
    </message>
    <message>
        <source>The account&apos;s credentials file (made when you registered)</source>
        <translation>Il file di credenziali dell&apos;account (creato alla registrazione)</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>S&amp;cegli…</translation>
    </message>
    <message>
        <source>Choose a credentials file</source>
        <translation>Scegli un file di credenziali</translation>
    </message>
    <message>
        <source>&amp;Log in</source>
        <translation>&amp;Accedi</translation>
    </message>
    <message>
        <source>Connect to the server with this account</source>
        <translation>Collegati al server con questo account</translation>
    </message>
    <message>
        <source>Credentials (*.creds);;All files (*)</source>
        <translation>Credenziali (*.creds);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Opening the table of game {game}…</source>
        <translation>Apertura del tavolo della partita {game}…</translation>
    </message>
    <message>
        <source>Game {game}: the table is open.</source>
        <translation>Partita {game}: il tavolo è aperto.</translation>
    </message>
    <message>
        <source>Can&apos;t open the table of game {game}: {why}</source>
        <translation>Impossibile aprire il tavolo della partita {game}: {why}</translation>
    </message>
    <message>
        <source>Game {game}: sideboarding needs the deck you joined with; join again from this lobby.</source>
        <translation>Partita {game}: il sideboarding richiede il mazzo con cui ti sei unito; unisciti di nuovo da questa lobby.</translation>
    </message>
    <message>
        <source>Game {game}: your deck for the next game is in.</source>
        <translation>Partita {game}: il tuo mazzo per la prossima partita è stato consegnato.</translation>
    </message>
    <message>
        <source>Game {game}: {player} goes first.</source>
        <translation>Partita {game}: {player} inizia per primo.</translation>
    </message>
    <message>
        <source>This credentials file can&apos;t be used: {why}</source>
        <translation>Questo file di credenziali non può essere usato: {why}</translation>
    </message>
    <message>
        <source>Something went wrong: {why}</source>
        <translation>Qualcosa è andato storto: {why}</translation>
    </message>
    <message>
        <source>The name {name} is taken on this server: choose another.</source>
        <translation>Il nome {name} è già in uso su questo server: scegline un altro.</translation>
    </message>
    <message>
        <source>The server refused: {why}</source>
        <translation>Il server ha rifiutato: {why}</translation>
    </message>
    <message>
        <source>The server refused these credentials: the account is unknown there, was removed, or the file belongs to another server.</source>
        <translation>Il server ha rifiutato queste credenziali: l&apos;account lì non esiste, è stato rimosso, o il file appartiene a un altro server.</translation>
    </message>
    <message>
        <source>Can&apos;t reach the server: {why}</source>
        <translation>Impossibile raggiungere il server: {why}</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {m} min {s} s left</source>
        <translation>Orologio di {player}: restano {m} min {s} s</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {s} s left</source>
        <translation>Orologio di {player}: restano {s} s</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: time ran out</source>
        <translation>Orologio di {player}: tempo scaduto</translation>
    </message>
    <message>
        <source>, running</source>
        <translation>, in corso</translation>
    </message>
    <message>
        <source>Chess clocks</source>
        <translation>Orologi da scacchi</translation>
    </message>
    <message>
        <source>The note (may be empty):</source>
        <translation>La nota (può essere vuota):</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Segnalibri</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Aggiungi…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note (Ctrl+B)</source>
        <translation>Aggiungi un segnalibro con una nota a questa voce (Ctrl+B)</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <source>Edit the chosen bookmark&apos;s note</source>
        <translation>Modifica la nota del segnalibro scelto</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove the chosen bookmark</source>
        <translation>Rimuovi il segnalibro scelto</translation>
    </message>
    <message>
        <source>#{n}: {note}</source>
        <translation>#{n}: {note}</translation>
    </message>
    <message>
        <source>No bookmarks here yet (Ctrl+B adds one).</source>
        <translation>Ancora nessun segnalibro (Ctrl+B ne aggiunge uno).</translation>
    </message>
    <message>
        <source>Bookmark entry {n}</source>
        <translation>Segnalibro sulla voce {n}</translation>
    </message>
    <message>
        <source>Edit the bookmark</source>
        <translation>Modifica il segnalibro</translation>
    </message>
    <message>
        <source>A redacted export is read-only: its bookmarks can&apos;t be changed here.</source>
        <translation>Un&apos;esportazione oscurata è di sola lettura: i suoi segnalibri non si possono cambiare qui.</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t keep bookmarks.</source>
        <translation>Questa versione di tabletop non può conservare segnalibri.</translation>
    </message>
    <message>
        <source>The bookmarks could not be saved into {p}: {e}</source>
        <translation>Non è stato possibile salvare i segnalibri in {p}: {e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed: {e}</source>
        <translation>{p} non può essere riprodotto: {e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed with its journal: {e}</source>
        <translation>{p} non può essere riprodotto con il suo diario: {e}</translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>Apri un replay</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t take a game over.</source>
        <translation>Questa versione di tabletop non può riprendere una partita.</translation>
    </message>
    <message>
        <source>A redacted export holds only one seat&apos;s view: no game can be taken over from it.</source>
        <translation>Un&apos;esportazione oscurata contiene solo la vista di un posto: non si può riprendere una partita da essa.</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>rivelare</translation>
    </message>
    <message>
        <source>peek</source>
        <translation>guardare</translation>
    </message>
    <message>
        <source>turn-up</source>
        <translation>girare a faccia in su</translation>
    </message>
    <message>
        <source>search</source>
        <translation>cercare</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>mescolare</translation>
    </message>
    <message>
        <source>mulligan</source>
        <translation>mulligan</translation>
    </message>
    <message>
        <source>override</source>
        <translation>forzatura</translation>
    </message>
    <message>
        <source>request</source>
        <translation>richiesta</translation>
    </message>
    <message>
        <source>bookmark</source>
        <translation>segnalibro</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Linea temporale</translation>
    </message>
    <message>
        <source>Timeline: click or drag to go to an entry</source>
        <translation>Linea temporale: fai clic o trascina per andare a una voce</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>la partita</translation>
    </message>
    <message>
        <source>#{n} {who}: {what}</source>
        <translation>#{n} {who}: {what}</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Voci</translation>
    </message>
    <message>
        <source>Setup (before the first entry)</source>
        <translation>Preparazione (prima della prima voce)</translation>
    </message>
    <message>
        <source>Entry {n}: the board this export holds</source>
        <translation>Voce {n}: il tavolo contenuto in questa esportazione</translation>
    </message>
    <message>
        <source>Turn {t} ({a})</source>
        <translation>Turno {t} ({a})</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>All&apos;inizio</translation>
    </message>
    <message>
        <source>Back one entry</source>
        <translation>Indietro di una voce</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Riproduci / pausa</translation>
    </message>
    <message>
        <source>Forward one entry</source>
        <translation>Avanti di una voce</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Alla fine</translation>
    </message>
    <message>
        <source>Ledger of the card</source>
        <translation>Registro della carta</translation>
    </message>
    <message>
        <source>Click a card to see who knew it, since when and how.</source>
        <translation>Fai clic su una carta per vedere chi la conosceva, da quando e come.</translation>
    </message>
    <message>
        <source>Learned later</source>
        <translation>Saputo dopo</translation>
    </message>
    <message>
        <source>Journal as the lens read it</source>
        <translation>Registro come lo ha letto la lente</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Non è ancora successo nulla.</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Registro di gioco</translation>
    </message>
    <message>
        <source>Replay controls</source>
        <translation>Controlli del replay</translation>
    </message>
    <message>
        <source>{n}/s</source>
        <translation>{n}/s</translation>
    </message>
    <message>
        <source>Playing speed: entries per second</source>
        <translation>Velocità: voci al secondo</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>Velocità di riproduzione</translation>
    </message>
    <message>
        <source>Go to entry (Ctrl+G)</source>
        <translation>Vai alla voce (Ctrl+G)</translation>
    </message>
    <message>
        <source>Go to the start of a turn (Ctrl+T)</source>
        <translation>Vai all&apos;inizio di un turno (Ctrl+T)</translation>
    </message>
    <message>
        <source>Whose knowledge the replay shows (Ctrl+L)</source>
        <translation>Di chi è la conoscenza mostrata dal replay (Ctrl+L)</translation>
    </message>
    <message>
        <source>Lens</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Lens:</source>
        <translation>Lente:</translation>
    </message>
    <message>
        <source>Choose the lens</source>
        <translation>Scegli la lente</translation>
    </message>
    <message>
        <source>Bookmark…</source>
        <translation>Segnalibro…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note</source>
        <translation>Aggiungi un segnalibro con una nota a questa voce</translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation>Riprendi da qui</translation>
    </message>
    <message>
        <source>Start a new hot-seat game from this entry</source>
        <translation>Inizia una nuova partita a turni sullo stesso dispositivo da questa voce</translation>
    </message>
    <message>
        <source>Nothing on this board was learned later.</source>
        <translation>Nulla su questo tavolo è stato saputo dopo.</translation>
    </message>
    <message>
        <source>Turn {t}</source>
        <translation>Turno {t}</translation>
    </message>
    <message>
        <source>a redacted export: this entry only</source>
        <translation>un&apos;esportazione oscurata: solo questa voce</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>una partita</translation>
    </message>
    <message>
        <source>Replay — {file} — {lens}</source>
        <translation>Replay — {file} — {lens}</translation>
    </message>
    <message>
        <source>Card {id}:</source>
        <translation>Carta {id}:</translation>
    </message>
    <message>
        <source>No one&apos;s knowledge of this card is on record for this lens.</source>
        <translation>Per questa lente non risulta che qualcuno conoscesse questa carta.</translation>
    </message>
    <message>
        <source>later: #{n}</source>
        <translation>dopo: #{n}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Known then to: {seats}</source>
        <translation>Nota allora a: {seats}</translation>
    </message>
    <message>
        <source>from the setup</source>
        <translation>dalla preparazione</translation>
    </message>
    <message>
        <source>drew it</source>
        <translation>l&apos;ha pescata</translation>
    </message>
    <message>
        <source>looked at it</source>
        <translation>l&apos;ha guardata</translation>
    </message>
    <message>
        <source>peeked at it</source>
        <translation>l&apos;ha guardata nel grimorio</translation>
    </message>
    <message>
        <source>searched for it</source>
        <translation>l&apos;ha cercata</translation>
    </message>
    <message>
        <source>it was revealed</source>
        <translation>è stata rivelata</translation>
    </message>
    <message>
        <source>controls it face down</source>
        <translation>la controlla a faccia in giù</translation>
    </message>
    <message>
        <source>face up in a public zone</source>
        <translation>a faccia in su in una zona pubblica</translation>
    </message>
    <message>
        <source>in their hand</source>
        <translation>nella propria mano</translation>
    </message>
    <message>
        <source>followed it</source>
        <translation>l&apos;ha seguita</translation>
    </message>
    <message>
        <source>As {seat} knew it then</source>
        <translation>Come lo sapeva {seat} allora</translation>
    </message>
    <message>
        <source>Hindsight ({seat})</source>
        <translation>Col senno di poi ({seat})</translation>
    </message>
    <message>
        <source>Judge (everything)</source>
        <translation>Giudice (tutto)</translation>
    </message>
    <message>
        <source>since an entry this file does not hold</source>
        <translation>da una voce che questo file non contiene</translation>
    </message>
    <message>
        <source>since the setup</source>
        <translation>dalla preparazione</translation>
    </message>
    <message>
        <source>since entry {n}</source>
        <translation>dalla voce {n}</translation>
    </message>
    <message>
        <source>still knows it</source>
        <translation>la conosce ancora</translation>
    </message>
    <message>
        <source>until entry {n}</source>
        <translation>fino alla voce {n}</translation>
    </message>
    <message>
        <source>{seat} knew {name} {since} ({how}), {until}</source>
        <translation>{seat} conosceva {name} {since} ({how}), {until}</translation>
    </message>
    <message>
        <source>{id}: {name}, learned later at entry {n} ({how})</source>
        <translation>{id}: {name}, saputo dopo alla voce {n} ({how})</translation>
    </message>
    <message>
        <source>Setup · {size} entries</source>
        <translation>Preparazione · {size} voci</translation>
    </message>
    <message>
        <source>Entry {n} of {size}</source>
        <translation>Voce {n} di {size}</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{player} shuffled their library.</source>
        <translation>{player} ha mescolato il proprio grimorio.</translation>
    </message>
    <message>
        <source>Taken back: {command} (what was seen stays known).</source>
        <translation>Ritirato: {command} (ciò che è stato visto resta noto).</translation>
    </message>
    <message>
        <source>{card} was tapped.</source>
        <translation>{card} è stato TAPpato.</translation>
    </message>
    <message>
        <source>{card} was untapped.</source>
        <translation>{card} è stato STAPpato.</translation>
    </message>
    <message>
        <source>{card} was attached to {to}.</source>
        <translation>{card} è stato assegnato a {to}.</translation>
    </message>
    <message>
        <source>{card} was moved on the table.</source>
        <translation>{card} è stato spostato sul tavolo.</translation>
    </message>
    <message>
        <source>{player} rearranged {cards_text}.</source>
        <translation>{player} ha riordinato {cards_text}.</translation>
    </message>
    <message>
        <source>Turn {turn} began ({active}).</source>
        <translation>È iniziato il turno {turn} ({active}).</translation>
    </message>
    <message>
        <source>Step: {step}.</source>
        <translation>Sottofase: {step}.</translation>
    </message>
    <message>
        <source>{name} triggers ({cause}).</source>
        <translation>{name} si innesca ({cause}).</translation>
    </message>
    <message>
        <source>An effect applies to {card} ({duration}).</source>
        <translation>Un effetto si applica a {card} ({duration}).</translation>
    </message>
    <message>
        <source>An effect on {card} ended.</source>
        <translation>Un effetto su {card} è finito.</translation>
    </message>
    <message>
        <source>{player} gained control of {card}.</source>
        <translation>{player} ha preso il controllo di {card}.</translation>
    </message>
    <message>
        <source>{card} transformed.</source>
        <translation>{card} si è trasformato.</translation>
    </message>
    <message>
        <source>{player} created {card}{copy_text}.</source>
        <translation>{player} ha creato {card}{copy_text}.</translation>
    </message>
    <message>
        <source>{card} became a copy of {of}.</source>
        <translation>{card} è diventato una copia di {of}.</translation>
    </message>
    <message>
        <source>{card} entered the battlefield{how}.</source>
        <translation>{card} è entrato nel campo di battaglia{how}.</translation>
    </message>
    <message>
        <source>{card} left the battlefield.</source>
        <translation>{card} ha lasciato il campo di battaglia.</translation>
    </message>
    <message>
        <source>{player} looked at {cards_text}.</source>
        <translation>{player} ha guardato {cards_text}.</translation>
    </message>
    <message>
        <source>{card} was revealed{to_text}.</source>
        <translation>{card} è stato rivelato{to_text}.</translation>
    </message>
    <message>
        <source>{player} tried to draw from an empty library.</source>
        <translation>{player} ha tentato di pescare da un grimorio vuoto.</translation>
    </message>
    <message>
        <source>{player} milled {cards_text}.</source>
        <translation>{player} ha macinato {cards_text}.</translation>
    </message>
    <message>
        <source>{player} put back the top of {owner}&apos;s library: {top} on top, {bottom} at the bottom, {graveyard} into the graveyard.</source>
        <translation>{player} ha rimesso la cima del grimorio di {owner}: {top} in cima, {bottom} in fondo, {graveyard} nel cimitero.</translation>
    </message>
    <message>
        <source>{player} searched {owner}&apos;s {zone} and found {cards_text}.</source>
        <translation>{player} ha passato in rassegna {zone} di {owner} e ha trovato {cards_text}.</translation>
    </message>
    <message>
        <source>{player} took a mulligan (number {mulligans}).</source>
        <translation>{player} ha fatto un mulligan (numero {mulligans}).</translation>
    </message>
    <message>
        <source>{card} resolved{modes_text}.</source>
        <translation>{card} si è risolto{modes_text}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} drew %n card(s){cards_text}.</source>
        <translation>
            <numerusform>{player} ha pescato %n carta{cards_text}.</numerusform>
            <numerusform>{player} ha pescato %n carte{cards_text}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {counter} counter(s) on {card}.</source>
        <translation>
            <numerusform>%n segnalino {counter} su {card}.</numerusform>
            <numerusform>%n segnalini {counter} su {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} was dealt %n damage.</source>
        <translation>
            <numerusform>A {card} è stato inflitto %n danno.</numerusform>
            <numerusform>A {card} sono stati inflitti %n danni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) on the bottom of their library.</source>
        <translation>
            <numerusform>{player} ha messo %n carta in fondo al proprio grimorio.</numerusform>
            <numerusform>{player} ha messo %n carte in fondo al proprio grimorio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} kept their hand (%n mulligan(s)).</source>
        <translation>
            <numerusform>{player} ha tenuto la mano (%n mulligan).</numerusform>
            <numerusform>{player} ha tenuto la mano (%n mulligan).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} manifested {card}.</source>
        <translation>{player} ha manifestato {card}.</translation>
    </message>
    <message>
        <source>{player} cloaked {card}.</source>
        <translation>{player} ha occultato {card}.</translation>
    </message>
    <message>
        <source>{player} manifested dread: {card}.</source>
        <translation>{player} ha manifestato angoscia: {card}.</translation>
    </message>
    <message>
        <source>{card} was turned face down.</source>
        <translation>{card} è stato girato a faccia in giù.</translation>
    </message>
    <message>
        <source>{card} was turned face up {route_text}.</source>
        <translation>{card} è stato girato a faccia in su {route_text}.</translation>
    </message>
    <message>
        <source>{card} returned to the battlefield from the {frm}.</source>
        <translation>{card} è tornato nel campo di battaglia da {frm}.</translation>
    </message>
    <message>
        <source>{player} cast {card}.</source>
        <translation>{player} ha lanciato {card}.</translation>
    </message>
    <message>
        <source>{player} played {card}.</source>
        <translation>{player} ha giocato {card}.</translation>
    </message>
    <message>
        <source>{card} was countered.</source>
        <translation>{card} è stato neutralizzato.</translation>
    </message>
    <message>
        <source>{player} may play {card} ({until}).</source>
        <translation>{player} può giocare {card} ({until}).</translation>
    </message>
    <message>
        <source>{player} may no longer play {card}.</source>
        <translation>{player} non può più giocare {card}.</translation>
    </message>
    <message>
        <source>{card} died.</source>
        <translation>{card} è morto.</translation>
    </message>
    <message>
        <source>{card} was exiled from the {frm}.</source>
        <translation>{card} è stato esiliato da {frm}.</translation>
    </message>
    <message>
        <source>{card} moved from {owner}&apos;s {frm} to the {to}.</source>
        <translation>{card} è passato da {frm} di {owner} a {to}.</translation>
    </message>
    <message>
        <source>{card} ceased to exist.</source>
        <translation>{card} ha cessato di esistere.</translation>
    </message>
    <message>
        <source>{player} left the game.</source>
        <translation>{player} ha lasciato la partita.</translation>
    </message>
    <message>
        <source>The game ended.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The rules mode is now {mode} (was {old}).</source>
        <translation>La modalità delle regole ora è: {mode} (prima: {old}).</translation>
    </message>
    <message>
        <source>{actor} overrode the rules ({command}).</source>
        <translation>{actor} ha scavalcato le regole ({command}).</translation>
    </message>
    <message>
        <source>{player}: life {old} → {new}{paid}.</source>
        <translation>{player}: punti vita {old} → {new}{paid}.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}.</source>
        <translation>{player} ha tirato {dice}: {results}.</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}.</source>
        <translation>{player} ha lanciato una moneta: {result}.</translation>
    </message>
    <message>
        <source>{player} pointed from {arrow_from} to {arrow_to}.</source>
        <translation>{player} ha indicato {arrow_to} da {arrow_from}.</translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s) taken off the table.</source>
        <translation>
            <numerusform>%n freccia rimossa dal tavolo.</numerusform>
            <numerusform>%n frecce rimosse dal tavolo.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} untapped all their permanents ({n_cards}).</source>
        <translation>{player} ha STAPpato tutti i propri permanenti ({n_cards}).</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {command}{request_cards}.</source>
        <translation>{by} chiede a {to} di permettere: {command}{request_cards}.</translation>
    </message>
    <message>
        <source>{to} {answer_word} {by}&apos;s request ({command}).</source>
        <translation>{to} {answer_word} la richiesta di {by} ({command}).</translation>
    </message>
    <message>
        <source>{by} withdrew the request to {to} ({command}).</source>
        <translation>{by} ha ritirato la richiesta a {to} ({command}).</translation>
    </message>
    <message>
        <source>{by}&apos;s request to {to} ({command}) is void: {void_text}.</source>
        <translation>La richiesta di {by} a {to} ({command}) è decaduta: {void_text}.</translation>
    </message>
    <message>
        <source>{player} has priority.</source>
        <translation>{player} ha priorità.</translation>
    </message>
    <message>
        <source>{player} passed priority to {next}.</source>
        <translation>{player} ha passato la priorità a {next}.</translation>
    </message>
    <message>
        <source>{card} finished resolving: {player} has priority.</source>
        <translation>{card} ha finito di risolversi: {player} ha priorità.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>An object with no mana cost has mana value 0.</source>
        <translation>Un oggetto senza costo di mana ha valore di mana 0.</translation>
    </message>
    <message>
        <source>A permanent enters the battlefield face up unless something says face down.</source>
        <translation>Un permanente entra nel campo di battaglia a faccia in su a meno che qualcosa non dica a faccia in giù.</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it whenever you have priority; it does not use the stack.</source>
        <translation>Girare a faccia in su un permanente a faccia in giù è un&apos;azione speciale: puoi farla ogni volta che hai priorità; non usa la pila.</translation>
    </message>
    <message>
        <source>Sorcery-speed cards are cast only in your own main phase with an empty stack; instants whenever you have priority.</source>
        <translation>Le carte con tempistica da stregoneria si lanciano solo nella tua fase principale con la pila vuota; gli istantanei ogni volta che hai priorità.</translation>
    </message>
    <message>
        <source>You play a land only in your own main phase, with an empty stack.</source>
        <translation>Giochi una terra solo nella tua fase principale, con la pila vuota.</translation>
    </message>
    <message>
        <source>Normally you may play one land each turn.</source>
        <translation>Normalmente puoi giocare una terra per turno.</translation>
    </message>
    <message>
        <source>Nothing lets you play a land when it is not your turn.</source>
        <translation>Nulla ti permette di giocare una terra quando non è il tuo turno.</translation>
    </message>
    <message>
        <source>An Equipment can be attached to a creature; it affects the creature it is attached to, face down or not.</source>
        <translation>Un Equipaggiamento può essere assegnato a una creatura; influisce sulla creatura equipaggiata, a faccia in giù o no.</translation>
    </message>
    <message>
        <source>A creature spell (without flash) is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>Una magia creatura (senza lampo) si lancia solo nella tua fase principale, quando hai priorità e la pila è vuota.</translation>
    </message>
    <message>
        <source>A sorcery is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>Una stregoneria si lancia solo nella tua fase principale, quando hai priorità e la pila è vuota.</translation>
    </message>
    <message>
        <source>When all players pass in succession, the top spell or ability of the stack, the last one put there, resolves first.</source>
        <translation>Quando tutti i giocatori passano in successione, si risolve per prima la magia o abilità in cima alla pila, l&apos;ultima messa.</translation>
    </message>
    <message>
        <source>A permanent that stops being a creature, such as a face-down land turned face up, is removed from combat.</source>
        <translation>Un permanente che smette di essere una creatura, come una terra a faccia in giù girata a faccia in su, viene rimosso dal combattimento.</translation>
    </message>
    <message>
        <source>In the cleanup step, damage wears off and &quot;until end of turn&quot; and &quot;this turn&quot; effects end, all at the same time.</source>
        <translation>Nella sottofase di cancellazione il danno viene rimosso e gli effetti «fino alla fine del turno» e «in questo turno» finiscono, tutti insieme.</translation>
    </message>
    <message>
        <source>Leaves-the-battlefield abilities, &quot;dies&quot; abilities among them, look back in time: they see the permanent as it was just before it left, a face-down 2/2 creature if it was face down.</source>
        <translation>Le abilità di uscita dal campo di battaglia, comprese quelle «muore», guardano indietro nel tempo: vedono il permanente com&apos;era appena prima di uscire, una creatura 2/2 a faccia in giù se era a faccia in giù.</translation>
    </message>
    <message>
        <source>The controller of a resolving spell or ability follows its instructions in the order written: what it says to do is what is done.</source>
        <translation>Il controllore di una magia o abilità che si risolve ne segue le istruzioni nell&apos;ordine scritto: ciò che dice di fare è ciò che viene fatto.</translation>
    </message>
    <message>
        <source>A creature with damage marked on it at least equal to its toughness is destroyed (a state-based action); no other creature is.</source>
        <translation>Una creatura con danno segnato almeno pari alla sua costituzione viene distrutta (un&apos;azione generata dallo stato); nessun&apos;altra.</translation>
    </message>
    <message>
        <source>Continuous effects apply in layers, after copy effects and face-down values: so other effects can still change a face-down permanent&apos;s characteristics.</source>
        <translation>Gli effetti continui si applicano per livelli, dopo gli effetti di copia e i valori a faccia in giù: quindi altri effetti possono ancora cambiare le caratteristiche di un permanente a faccia in giù.</translation>
    </message>
    <message>
        <source>A card that changes zones becomes a new object with no memory of the old one.</source>
        <translation>Una carta che cambia zona diventa un nuovo oggetto senza memoria del precedente.</translation>
    </message>
    <message>
        <source>To manifest, put the card onto the battlefield face down as a 2/2 creature.</source>
        <translation>Per manifestare, metti la carta sul campo di battaglia a faccia in giù come una creatura 2/2.</translation>
    </message>
    <message>
        <source>Any time you have priority, you may turn a manifested permanent you control face up this way if its card is a creature card and has a mana cost: show all players that it is and what that cost is, pay it, and turn it face up (a special action). A non-creature card, or one with no mana cost, can&apos;t.</source>
        <translation>Ogni volta che hai priorità, puoi girare a faccia in su in questo modo un permanente manifestato che controlli se la sua carta è una carta creatura con un costo di mana: mostra a tutti i giocatori che lo è e qual è quel costo, pagalo e girala a faccia in su (un&apos;azione speciale). Una carta non creatura, o senza costo di mana, non può.</translation>
    </message>
    <message>
        <source>A manifested card that has morph may also be turned face up for its morph cost.</source>
        <translation>Una carta manifestata che ha metamorfosi può anche essere girata a faccia in su per il suo costo di metamorfosi.</translation>
    </message>
    <message>
        <source>A manifested card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>Una carta manifestata che ha camuffamento può anche essere girata a faccia in su per il suo costo di camuffamento.</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, each with its own entry number.</source>
        <translation>Più carte vengono manifestate una alla volta, ognuna con il proprio numero di ingresso.</translation>
    </message>
    <message>
        <source>If an effect would turn a manifested instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>Se un effetto dovesse girare a faccia in su un istantaneo o una stregoneria manifestati, invece vengono rivelati a tutti i giocatori e restano a faccia in giù.</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action: put the card onto the battlefield face down as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>Occultare è un&apos;azione chiave a sé: metti la carta sul campo di battaglia a faccia in giù come una creatura 2/2 con salvaguardia {2}, senza nome, senza sottotipi e senza costo di mana.</translation>
    </message>
    <message>
        <source>Any time you have priority you may turn a cloaked permanent you control face up this way only if its card is a creature card and has a mana cost: show that, then pay that cost. Its ward {2} ends with the face-down values.</source>
        <translation>Ogni volta che hai priorità puoi girare a faccia in su in questo modo un permanente occultato che controlli solo se la sua carta è una carta creatura con un costo di mana: mostralo, poi paga quel costo. La sua salvaguardia {2} finisce con i valori a faccia in giù.</translation>
    </message>
    <message>
        <source>A cloaked card that has morph may also be turned face up for its morph cost.</source>
        <translation>Una carta occultata che ha metamorfosi può anche essere girata a faccia in su per il suo costo di metamorfosi.</translation>
    </message>
    <message>
        <source>A cloaked card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>Una carta occultata che ha camuffamento può anche essere girata a faccia in su per il suo costo di camuffamento.</translation>
    </message>
    <message>
        <source>If an effect would turn a cloaked instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>Se un effetto dovesse girare a faccia in su un istantaneo o una stregoneria occultati, invece vengono rivelati a tutti i giocatori e restano a faccia in giù.</translation>
    </message>
    <message>
        <source>To manifest dread, look at the top two cards of your library, manifest one and put the other into your graveyard.</source>
        <translation>Per manifestare angoscia, guarda le prime due carte del tuo grimorio, manifestane una e metti l&apos;altra nel tuo cimitero.</translation>
    </message>
    <message>
        <source>Abilities that trigger whenever you manifest dread trigger even if the library had too few cards.</source>
        <translation>Le abilità che si innescano ogni volta che manifesti angoscia si innescano anche se il grimorio aveva troppe poche carte.</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent targets it, their spell or ability is countered unless they pay {2}.</source>
        <translation>Protezione {2}: quando un avversario lo bersaglia, la sua magia o abilità viene neutralizzata a meno che non paghi {2}.</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature for {3}.</source>
        <translation>Una carta con metamorfosi può essere lanciata a faccia in giù come creatura 2/2 per {3}.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as morph, allows it.</source>
        <translation>Le carte non possono essere lanciate a faccia in giù a meno che qualcosa, come metamorfosi, lo permetta.</translation>
    </message>
    <message>
        <source>A face-down permanent that would have morph face up may be turned up for its morph cost, any time you have priority.</source>
        <translation>Un permanente a faccia in giù che a faccia in su avrebbe metamorfosi può essere girato a faccia in su per il suo costo di metamorfosi, ogni volta che hai priorità.</translation>
    </message>
    <message>
        <source>A disguised permanent is a face-down 2/2 with ward {2}.</source>
        <translation>Un permanente camuffato è un 2/2 a faccia in giù con salvaguardia {2}.</translation>
    </message>
    <message>
        <source>A card with disguise may be cast face down for {3}, as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>Una carta con camuffamento può essere lanciata a faccia in giù per {3}, come creatura 2/2 con salvaguardia {2}, senza nome, senza sottotipi e senza costo di mana.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as disguise, allows it.</source>
        <translation>Le carte non possono essere lanciate a faccia in giù a meno che qualcosa, come camuffamento, lo permetta.</translation>
    </message>
    <message>
        <source>A disguised permanent may be turned face up for its disguise cost.</source>
        <translation>Un permanente camuffato può essere girato a faccia in su per il suo costo di camuffamento.</translation>
    </message>
    <message>
        <source>A copy takes the copiable values of what it copies, not counters or other effects on it. As the rule&apos;s example says, a copy of a face-down creature is a face-up 2/2 creature with no name and no abilities, its face-down values (with ward {2} if that creature was disguised or cloaked).</source>
        <translation>Una copia prende i valori copiabili di ciò che copia, non i segnalini né gli altri effetti su di esso. Come dice l&apos;esempio della regola, una copia di una creatura a faccia in giù è una creatura 2/2 a faccia in su senza nome e senza abilità, i suoi valori a faccia in giù (con salvaguardia {2} se quella creatura era camuffata o occultata).</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has only the characteristics the rule or effect that made it face down gives it; those are its copiable values, so a copy of it takes them.</source>
        <translation>Una magia o un permanente a faccia in giù ha solo le caratteristiche che gli dà la regola o l&apos;effetto che l&apos;ha girato a faccia in giù; quelli sono i suoi valori copiabili, quindi una copia li prende.</translation>
    </message>
    <message>
        <source>When nothing lists other values, a face-down object is a 2/2 creature with no name, no mana cost, no subtypes and no abilities.</source>
        <translation>Quando nulla indica altri valori, un oggetto a faccia in giù è una creatura 2/2 senza nome, senza costo di mana, senza sottotipi e senza abilità.</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; you can&apos;t look at other players&apos; face-down objects unless an effect lets you.</source>
        <translation>Puoi guardare in qualsiasi momento le magie e i permanenti a faccia in giù che controlli; non puoi guardare gli oggetti a faccia in giù degli altri giocatori a meno che un effetto non te lo permetta.</translation>
    </message>
    <message>
        <source>Every face-down spell and permanent must stay easy to tell apart: the order they arrived in and what made each one face down must stay clear, and they may never be mixed up.</source>
        <translation>Ogni magia e permanente a faccia in giù deve restare facile da distinguere: l&apos;ordine in cui sono arrivati e cosa ha girato ciascuno a faccia in giù devono restare chiari, e non possono mai essere mescolati.</translation>
    </message>
    <message>
        <source>A colorless object has no color.</source>
        <translation>Un oggetto incolore non ha colore.</translation>
    </message>
    <message>
        <source>An object is the color or colors of the mana symbols in its mana cost, whatever the color of its frame.</source>
        <translation>Un oggetto è del colore o dei colori dei simboli di mana nel suo costo di mana, qualunque sia il colore della sua cornice.</translation>
    </message>
    <message>
        <source>An object with no colored mana symbols in its mana cost, or with no mana cost, is colorless, unless something else (a color indicator, an effect) gives it a color.</source>
        <translation>Un oggetto senza simboli di mana colorati nel suo costo di mana, o senza costo di mana, è incolore, a meno che qualcos&apos;altro (un indicatore di colore, un effetto) gli dia un colore.</translation>
    </message>
    <message>
        <source>A color indicator, a colored dot by the type line, gives a card its color; a face-down object has none.</source>
        <translation>Un indicatore di colore, un pallino colorato accanto alla riga del tipo, dà il suo colore a una carta; un oggetto a faccia in giù non ne ha.</translation>
    </message>
    <message>
        <source>When a card that is not on the stack has {X} in its mana cost, X is 0, even if the card&apos;s text says what X is.</source>
        <translation>Se una carta che non è in pila ha {X} nel suo costo di mana, X è 0, anche se il testo della carta dice quanto vale X.</translation>
    </message>
    <message>
        <source>Megamorph is morph plus a +1/+1 counter: as the permanent turns face up, it gets the counter only if its megamorph cost was paid to turn it up.</source>
        <translation>Megametamorfosi è metamorfosi più un segnalino +1/+1: quando il permanente viene girato a faccia in su, riceve il segnalino solo se per girarlo è stato pagato il suo costo di megametamorfosi.</translation>
    </message>
    <message>
        <source>A card cast face down is turned face down before it is put on the stack: casting it, everything sees only the face-down spell, a 2/2 creature spell with no name and no abilities other than those its way of casting gives it (ward {2} with disguise).</source>
        <translation>Una carta lanciata a faccia in giù viene girata a faccia in giù prima di essere messa in pila: mentre viene lanciata, tutto vede solo la magia a faccia in giù, una magia creatura 2/2 senza nome e senza abilità oltre a quelle che le dà il modo in cui è lanciata (salvaguardia {2} con camuffamento).</translation>
    </message>
    <message>
        <source>A face-down permanent turns face up only when a rule (morph, disguise, the manifest or cloak special action) or an effect turns it up; there is no general way, and a face-down spell normally can&apos;t be turned face up.</source>
        <translation>Un permanente a faccia in giù viene girato a faccia in su solo quando una regola (metamorfosi, camuffamento, l&apos;azione speciale di manifestare o occultare) o un effetto lo gira; non esiste un modo generale, e una magia a faccia in giù normalmente non può essere girata a faccia in su.</translation>
    </message>
    <message>
        <source>Turning face up does not make a new object: it does not enter the battlefield again, and effects on it keep applying.</source>
        <translation>Girarlo a faccia in su non crea un nuovo oggetto: non entra di nuovo nel campo di battaglia e gli effetti su di esso continuano ad applicarsi.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield, or a face-down spell that leaves the stack for anywhere but the battlefield, is revealed to all players; so is everything face down that a player owns when they leave the game, and everything face down when the game ends. A face-down spell that resolves is not revealed.</source>
        <translation>Un permanente a faccia in giù che lascia il campo di battaglia, o una magia a faccia in giù che lascia la pila verso un luogo diverso dal campo di battaglia, viene rivelato a tutti i giocatori; così anche tutto ciò che è a faccia in giù e appartiene a un giocatore quando lascia la partita, e tutto ciò che è a faccia in giù quando la partita finisce. Una magia a faccia in giù che si risolve non viene rivelata.</translation>
    </message>
    <message>
        <source>A face-down instant or sorcery in a merged permanent is revealed instead of being turned face up.</source>
        <translation>Un istantaneo o una stregoneria a faccia in giù in un permanente fuso viene rivelato invece di essere girato a faccia in su.</translation>
    </message>
    <message>
        <source>A face-down permanent that becomes a copy still looks face down; the copied values show once it turns face up.</source>
        <translation>Un permanente a faccia in giù che diventa una copia sembra ancora a faccia in giù; i valori copiati appaiono quando viene girato a faccia in su.</translation>
    </message>
    <message>
        <source>A player may concede at any time; they leave the game at once and lose it.</source>
        <translation>Un giocatore può concedere in qualsiasi momento; lascia subito la partita e la perde.</translation>
    </message>
    <message>
        <source>The active player gets priority at the start of most steps and phases; nobody gets priority in the untap step, and usually nobody does in the cleanup step.</source>
        <translation>Il giocatore attivo riceve priorità all&apos;inizio della maggior parte delle sottofasi e fasi; nessuno riceve priorità nella sottofase di STAP, e di solito nessuno nella sottofase di cancellazione.</translation>
    </message>
    <message>
        <source>The active player receives priority after a spell or ability (other than a mana ability) resolves.</source>
        <translation>Il giocatore attivo riceve priorità dopo che una magia o un&apos;abilità (diversa da un&apos;abilità di mana) si è risolta.</translation>
    </message>
    <message>
        <source>A player who passes priority gives it to the next player in turn order.</source>
        <translation>Un giocatore che passa la priorità la dà al giocatore successivo nell&apos;ordine di turno.</translation>
    </message>
    <message>
        <source>When all players pass in succession without acting, the top spell or ability of the stack resolves; with the stack empty, the step or phase ends.</source>
        <translation>Quando tutti i giocatori passano in successione senza agire, la magia o l&apos;abilità in cima alla pila si risolve; con la pila vuota, la sottofase o la fase termina.</translation>
    </message>
    <message>
        <source>A step or phase ends when the stack is empty and all players pass in succession.</source>
        <translation>Una sottofase o una fase termina quando la pila è vuota e tutti i giocatori passano in successione.</translation>
    </message>
    <message>
        <source>Each time all players pass in succession, the spell or ability on top of the stack resolves.</source>
        <translation>Ogni volta che tutti i giocatori passano in successione, la magia o l&apos;abilità in cima alla pila si risolve.</translation>
    </message>
    <message>
        <source>An instant or sorcery spell resolves in steps, one after another: its instructions are followed in order, and nobody receives priority until it has finished resolving (then the active player does, 117.3b).</source>
        <translation>Una magia istantaneo o stregoneria si risolve per passi, uno dopo l&apos;altro: le sue istruzioni vengono seguite in ordine e nessuno riceve priorità finché non ha finito di risolversi (poi la riceve il giocatore attivo, 117.3b).</translation>
    </message>
    <message>
        <source>A double-faced card cast face down or put onto the battlefield face down has the face-down characteristics, and stays hidden in an opaque sleeve or as a substitute card.</source>
        <translation>Una carta bifronte lanciata a faccia in giù o messa sul campo di battaglia a faccia in giù ha le caratteristiche a faccia in giù e resta nascosta in una bustina opaca o come carta sostitutiva.</translation>
    </message>
    <message>
        <source>A permanent that transforms is still the same object: effects on it keep applying.</source>
        <translation>Un permanente che si trasforma resta lo stesso oggetto: gli effetti su di esso continuano ad applicarsi.</translation>
    </message>
    <message>
        <source>Each player draws a starting hand, normally seven cards. To take a mulligan, shuffle your hand into your library, draw a new hand of that size, then put as many of those cards on the bottom of your library as the mulligans you have taken, in any order. Once you keep, those cards are your opening hand and you may take no more mulligans.</source>
        <translation>Ogni giocatore pesca una mano iniziale, di solito sette carte. Per fare un mulligan, mescola la tua mano nel tuo grimorio, pesca una nuova mano della stessa dimensione, poi metti in fondo al grimorio, in qualsiasi ordine, tante di quelle carte quanti mulligan hai fatto. Una volta che tieni, quelle carte sono la tua mano iniziale e non puoi fare altri mulligan.</translation>
    </message>
    <message>
        <source>In a multiplayer game, and in any Brawl game, the first mulligan a player takes doesn&apos;t count toward the cards they put on the bottom.</source>
        <translation>In una partita multigiocatore, e in qualsiasi partita di Brawl, il primo mulligan di un giocatore non conta per le carte che mette in fondo.</translation>
    </message>
    <message>
        <source>The starting player takes the game&apos;s first turn.</source>
        <translation>Il giocatore iniziale gioca il primo turno della partita.</translation>
    </message>
    <message>
        <source>In a two-player game, the player who plays first skips the draw step of their first turn.</source>
        <translation>In una partita a due giocatori, il giocatore che gioca per primo salta la sottofase di acquisizione del suo primo turno.</translation>
    </message>
    <message>
        <source>In multiplayer games other than Two-Headed Giant, no player skips the draw step of their first turn.</source>
        <translation>Nelle partite multigiocatore diverse da Gigante a Due Teste, nessun giocatore salta la sottofase di acquisizione del suo primo turno.</translation>
    </message>
    <message>
        <source>You draw a card by putting the top card of your library into your hand.</source>
        <translation>Peschi una carta mettendo nella tua mano la prima carta del tuo grimorio.</translation>
    </message>
    <message>
        <source>Graveyard, battlefield, stack, exile and command are public zones: everyone sees the faces of the cards there (except cards allowed to be face down). Library and hand are hidden zones.</source>
        <translation>Cimitero, campo di battaglia, pila, esilio e zona di comando sono zone pubbliche: tutti vedono il fronte delle carte che vi si trovano (tranne le carte che possono essere a faccia in giù). Grimorio e mano sono zone nascoste.</translation>
    </message>
    <message>
        <source>A library is one face-down pile: players can&apos;t look at its cards or change their order.</source>
        <translation>Un grimorio è un mazzo a faccia in giù: i giocatori non possono guardarne le carte né cambiarne l&apos;ordine.</translation>
    </message>
    <message>
        <source>When an effect puts two or more cards in the same place in a library at once, their owner may put them in any order and doesn&apos;t reveal that order.</source>
        <translation>Quando un effetto mette due o più carte nello stesso punto di un grimorio contemporaneamente, il loro proprietario può metterle in qualsiasi ordine e non rivela quell&apos;ordine.</translation>
    </message>
    <message>
        <source>You may look at your own hand at any time; you can&apos;t look at another player&apos;s hand, though you may count its cards.</source>
        <translation>Puoi guardare la tua mano in qualsiasi momento; non puoi guardare la mano di un altro giocatore, ma puoi contarne le carte.</translation>
    </message>
    <message>
        <source>To reveal a card, show it to all players; a card an effect reveals stays revealed as long as that effect needs it.</source>
        <translation>Per rivelare una carta, mostrala a tutti i giocatori; una carta rivelata da un effetto resta rivelata finché quell&apos;effetto ne ha bisogno.</translation>
    </message>
    <message>
        <source>Revealing a card doesn&apos;t move it out of the zone it is in.</source>
        <translation>Rivelare una carta non la sposta dalla zona in cui si trova.</translation>
    </message>
    <message>
        <source>When cards in a library are shuffled or otherwise reordered, a revealed card that is reordered stops being revealed and becomes a new object.</source>
        <translation>Quando le carte di un grimorio vengono mescolate o riordinate in altro modo, una carta rivelata che viene riordinata smette di essere rivelata e diventa un nuovo oggetto.</translation>
    </message>
    <message>
        <source>Looking at a card works like revealing it, except that only the player told to look sees it.</source>
        <translation>Guardare una carta funziona come rivelarla, tranne che solo il giocatore a cui si dice di guardarla la vede.</translation>
    </message>
    <message>
        <source>To scry N, look at the top N cards of your library, then put any number of them on the bottom in any order and the rest back on top in any order.</source>
        <translation>Per profetizzare N, guarda le prime N carte del tuo grimorio, poi metti un numero qualsiasi di esse in fondo in qualsiasi ordine e il resto in cima in qualsiasi ordine.</translation>
    </message>
    <message>
        <source>To search a zone for a card, look at all its cards (even in a hidden zone) and find one that matches the description.</source>
        <translation>Per cercare una carta in una zona, guarda tutte le sue carte (anche in una zona nascosta) e trovane una che corrisponda alla descrizione.</translation>
    </message>
    <message>
        <source>Searching a hidden zone for cards with a stated quality (a card type, a color, ...), you may find fewer of them, or none, even if they are there.</source>
        <translation>Cercando in una zona nascosta carte con una qualità indicata (un tipo di carta, un colore, ...), puoi trovarne meno, o nessuna, anche se ci sono.</translation>
    </message>
    <message>
        <source>Searching a hidden zone simply for a number of cards (&quot;a card&quot;), you must find that many, or as many as the zone holds.</source>
        <translation>Cercando in una zona nascosta semplicemente un numero di carte («una carta»), devi trovarne tante, o quante la zona ne contiene.</translation>
    </message>
    <message>
        <source>Cards found by a search are revealed only if the effect that searches says to reveal them.</source>
        <translation>Le carte trovate con una ricerca vengono rivelate solo se l&apos;effetto che cerca dice di rivelarle.</translation>
    </message>
    <message>
        <source>To shuffle a library, put its cards in a random order so that no player knows their order.</source>
        <translation>Per mescolare un grimorio, metti le sue carte in un ordine casuale così che nessun giocatore ne conosca l&apos;ordine.</translation>
    </message>
    <message>
        <source>When an effect has you search a library, shuffle it and then put found cards in a certain place, the found cards aren&apos;t part of the shuffle.</source>
        <translation>Quando un effetto ti fa passare in rassegna un grimorio, mescolarlo e poi mettere le carte trovate in un certo punto, le carte trovate non fanno parte della mescolata.</translation>
    </message>
    <message>
        <source>A game ends at once when a player wins, when it is a draw, or when it is restarted.</source>
        <translation>Una partita finisce subito quando un giocatore vince, quando è un pareggio o quando viene ricominciata.</translation>
    </message>
    <message>
        <source>A card&apos;s owner is the player who started the game with it; each player acts only for themselves.</source>
        <translation>Il proprietario di una carta è il giocatore che ha iniziato la partita con essa; ogni giocatore agisce solo per sé.</translation>
    </message>
    <message>
        <source>A permanent is a card or token on the battlefield.</source>
        <translation>Un permanente è una carta o pedina sul campo di battaglia.</translation>
    </message>
    <message>
        <source>A permanent&apos;s owner is its card&apos;s owner; its controller is, unless an effect says otherwise, the player under whose control it entered the battlefield.</source>
        <translation>Il proprietario di un permanente è il proprietario della sua carta; il suo controllore è, salvo che un effetto dica altrimenti, il giocatore sotto il cui controllo è entrato nel campo di battaglia.</translation>
    </message>
    <message>
        <source>A permanent&apos;s status: tapped or untapped, flipped or not, face up or face down, phased in or out. It is face up unless something puts it face down.</source>
        <translation>Lo stato di un permanente: TAPpato o STAPpato, capovolto o no, a faccia in su o a faccia in giù, in fase o fuori fase. È a faccia in su a meno che qualcosa non lo metta a faccia in giù.</translation>
    </message>
    <message>
        <source>A permanent&apos;s status is not a characteristic of it.</source>
        <translation>Lo stato di un permanente non è una sua caratteristica.</translation>
    </message>
    <message>
        <source>A token that is in a zone other than the battlefield ceases to exist.</source>
        <translation>Una pedina che si trova in una zona diversa dal campo di battaglia cessa di esistere.</translation>
    </message>
    <message>
        <source>A token that has left the battlefield can&apos;t move to another zone or come back onto the battlefield.</source>
        <translation>Una pedina che ha lasciato il campo di battaglia non può spostarsi in un&apos;altra zona né tornare sul campo di battaglia.</translation>
    </message>
    <message>
        <source>A target is an object or player a spell or ability will affect, chosen as it is put on the stack; it must be what the spell or ability says it can target.</source>
        <translation>Un bersaglio è un oggetto o giocatore su cui una magia o abilità avrà effetto, scelto quando viene messa in pila; deve essere ciò che la magia o abilità dice di poter bersagliare.</translation>
    </message>
    <message>
        <source>A player can&apos;t pay a cost without the resources to pay it in full.</source>
        <translation>Un giocatore non può pagare un costo senza le risorse per pagarlo per intero.</translation>
    </message>
    <message>
        <source>An alternative cost is paid instead of a spell&apos;s mana cost, when something allows it (casting face down for {3} with morph or disguise is one); you choose it as you cast the spell.</source>
        <translation>Un costo alternativo si paga invece del costo di mana di una magia, quando qualcosa lo permette (lanciare a faccia in giù per {3} con metamorfosi o camuffamento è uno di questi); lo scegli mentre lanci la magia.</translation>
    </message>
    <message>
        <source>Only one alternative cost can be applied to a spell as it is cast.</source>
        <translation>A una magia si può applicare un solo costo alternativo quando viene lanciata.</translation>
    </message>
    <message>
        <source>A player can pay life only if their life total is at least the amount to pay.</source>
        <translation>Un giocatore può pagare punti vita solo se il suo totale di punti vita è almeno pari alla quantità da pagare.</translation>
    </message>
    <message>
        <source>Gaining or losing 0 life is no life gain or loss: nothing happens.</source>
        <translation>Guadagnare o perdere 0 punti vita non è un guadagno né una perdita: non succede nulla.</translation>
    </message>
    <message>
        <source>A player who must draw from an empty library draws nothing and loses the next time state-based actions are checked.</source>
        <translation>Un giocatore che deve pescare da un grimorio vuoto non pesca nulla e perde la prossima volta che vengono controllate le azioni generate dallo stato.</translation>
    </message>
    <message>
        <source>A counter is a marker on an object or player; there can&apos;t be fewer than none.</source>
        <translation>Un segnalino è un indicatore su un oggetto o giocatore; non possono essercene meno di nessuno.</translation>
    </message>
    <message>
        <source>Two objects share a name only if each has a name and the names are the same; an object with no name shares a name with nothing.</source>
        <translation>Due oggetti hanno lo stesso nome solo se ciascuno ha un nome e i nomi sono uguali; un oggetto senza nome non condivide il nome con nulla.</translation>
    </message>
    <message>
        <source>When a card with {X} in its mana cost is not on the stack, X is 0 in its mana value.</source>
        <translation>Quando una carta con {X} nel costo di mana non è in pila, X è 0 nel suo valore di mana.</translation>
    </message>
    <message>
        <source>A creature&apos;s activated ability with the tap symbol can&apos;t be used unless the creature has been under its controller&apos;s control continuously since their most recent turn began.</source>
        <translation>L&apos;abilità attivata di una creatura con il simbolo di TAP non può essere usata a meno che la creatura non sia stata sotto il controllo del suo controllore ininterrottamente dall&apos;inizio del suo turno più recente.</translation>
    </message>
    <message>
        <source>An instant can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>Un istantaneo non può entrare nel campo di battaglia; se dovesse farlo, resta dov&apos;è.</translation>
    </message>
    <message>
        <source>A land can&apos;t be cast as a spell; it is played.</source>
        <translation>Una terra non può essere lanciata come magia; viene giocata.</translation>
    </message>
    <message>
        <source>A sorcery can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>Una stregoneria non può entrare nel campo di battaglia; se dovesse farlo, resta dov&apos;è.</translation>
    </message>
    <message>
        <source>An instant or sorcery card that would enter the battlefield stays in its previous zone instead.</source>
        <translation>Una carta istantaneo o stregoneria che dovrebbe entrare nel campo di battaglia resta invece nella sua zona precedente.</translation>
    </message>
    <message>
        <source>A player who plays with the top card of their library revealed shows each new top card as soon as it is on top.</source>
        <translation>Un giocatore che gioca con la prima carta del grimorio rivelata mostra ogni nuova prima carta appena è in cima.</translation>
    </message>
    <message>
        <source>A spell is on the stack from when it is cast until it resolves, is countered or otherwise leaves.</source>
        <translation>Una magia è in pila da quando viene lanciata finché non si risolve, viene neutralizzata o la lascia in altro modo.</translation>
    </message>
    <message>
        <source>A card exiled face down can&apos;t be looked at, except by players an effect allows.</source>
        <translation>Una carta esiliata a faccia in giù non può essere guardata, tranne dai giocatori a cui un effetto lo consente.</translation>
    </message>
    <message>
        <source>An effect that exiles cards face down may let certain players look at them.</source>
        <translation>Un effetto che esilia carte a faccia in giù può permettere a certi giocatori di guardarle.</translation>
    </message>
    <message>
        <source>In the untap step the active player untaps all their permanents.</source>
        <translation>Nella sottofase di STAP il giocatore attivo STAPpa tutti i suoi permanenti.</translation>
    </message>
    <message>
        <source>To cast a spell, announce it, make the choices, find the total cost and pay it; then it is cast.</source>
        <translation>Per lanciare una magia, annunciala, fai le scelte, determina il costo totale e pagalo; allora è lanciata.</translation>
    </message>
    <message>
        <source>As you cast a spell you announce its choices: its modes if it is modal, an alternative or additional cost, the value of X.</source>
        <translation>Mentre lanci una magia ne annunci le scelte: le sue modalità se è modale, un costo alternativo o addizionale, il valore di X.</translation>
    </message>
    <message>
        <source>A player may cast a card only from a zone some rule or effect lets them cast it from (normally the hand).</source>
        <translation>Un giocatore può lanciare una carta solo da una zona da cui una regola o un effetto gli permette di lanciarla (di solito la mano).</translation>
    </message>
    <message>
        <source>Triggered abilities trigger when their event happens and are put on the stack the next time a player would receive priority.</source>
        <translation>Le abilità innescate si innescano quando avviene il loro evento e vengono messe in pila la prossima volta che un giocatore riceverebbe priorità.</translation>
    </message>
    <message>
        <source>A modal spell (&quot;Choose one —&quot; and a list) is cast with its modes chosen, as many as it says and each only once; it does only what the chosen modes say.</source>
        <translation>Una magia modale (&quot;Scegli uno —&quot; e un elenco) viene lanciata con le sue modalità scelte, tante quante indica e ciascuna una sola volta; fa solo ciò che dicono le modalità scelte.</translation>
    </message>
    <message>
        <source>Only an &quot;if&quot; right after the trigger condition (&quot;When ..., if ..., ...&quot;) is checked as the ability triggers and again as it resolves; an &quot;if&quot; anywhere else in its text is checked only as it resolves, and the ability triggers whatever it says.</source>
        <translation>Solo un &quot;se&quot; subito dopo la condizione di innesco (&quot;Quando..., se..., ...&quot;) viene verificato quando l&apos;abilità si innesca e di nuovo quando si risolve; un &quot;se&quot; in qualsiasi altro punto del suo testo viene verificato solo quando si risolve, e l&apos;abilità si innesca qualunque cosa dica.</translation>
    </message>
    <message>
        <source>When a trigger event happens, the ability triggers; its controller puts it on the stack the next time a player would receive priority.</source>
        <translation>Quando avviene un evento innescante, l&apos;abilità si innesca; il suo controllore la mette in pila la prossima volta che un giocatore riceverebbe priorità.</translation>
    </message>
    <message>
        <source>A player may activate an activated ability any time they have priority.</source>
        <translation>Un giocatore può attivare un&apos;abilità attivata ogni volta che ha priorità.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step.</source>
        <translation>Nessun giocatore riceve priorità durante la sottofase di STAP.</translation>
    </message>
    <message>
        <source>Normally no player receives priority during the cleanup step.</source>
        <translation>Normalmente nessun giocatore riceve priorità durante la sottofase di cancellazione.</translation>
    </message>
    <message>
        <source>An activated ability is written &quot;[Cost]: [Effect.]&quot;.</source>
        <translation>Un&apos;abilità attivata si scrive «[Costo]: [Effetto.]».</translation>
    </message>
    <message>
        <source>To activate an ability is to put it on the stack and pay its costs; only the controller of its object may, and only while they have priority.</source>
        <translation>Attivare un&apos;abilità significa metterla in pila e pagarne i costi; solo il controllore del suo oggetto può farlo, e solo mentre ha priorità.</translation>
    </message>
    <message>
        <source>A permanent that turns face up or face down gets a new timestamp.</source>
        <translation>Un permanente che viene girato a faccia in su o a faccia in giù riceve un nuovo indicatore temporale.</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply while it is being turned face up; they are replacement effects.</source>
        <translation>Le abilità «Mentre [questo] viene girato a faccia in su» si applicano mentre viene girato; sono effetti di sostituzione.</translation>
    </message>
    <message>
        <source>A player can&apos;t mill more cards than their library holds; an empty library mills nothing.</source>
        <translation>Un giocatore non può macinare più carte di quante ne contenga il suo grimorio; un grimorio vuoto non macina nulla.</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform; anything else doesn&apos;t.</source>
        <translation>Solo un permanente bifronte può trasformarsi; nient&apos;altro.</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be manifested and stays where it is.</source>
        <translation>Se un effetto dice che una carta non può entrare nel campo di battaglia, non può essere manifestata e resta dov&apos;è.</translation>
    </message>
    <message>
        <source>Several cards are cloaked one at a time.</source>
        <translation>Più carte vengono occultate una alla volta.</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be cloaked and stays where it is.</source>
        <translation>Se un effetto dice che una carta non può entrare nel campo di battaglia, non può essere occultata e resta dov&apos;è.</translation>
    </message>
    <message>
        <source>A player with 0 or less life loses the game (a state-based action).</source>
        <translation>Un giocatore con 0 o meno punti vita perde la partita (un&apos;azione generata dallo stato).</translation>
    </message>
    <message>
        <source>A player who attempted to draw from an empty library since the last check loses the game (a state-based action).</source>
        <translation>Un giocatore che ha tentato di pescare da un grimorio vuoto dall&apos;ultimo controllo perde la partita (un&apos;azione generata dallo stato).</translation>
    </message>
    <message>
        <source>A player with ten or more poison counters loses the game (a state-based action).</source>
        <translation>Un giocatore con dieci o più segnalini veleno perde la partita (un&apos;azione generata dallo stato).</translation>
    </message>
    <message>
        <source>A creature with toughness 0 or less is put into its owner&apos;s graveyard (a state-based action).</source>
        <translation>Una creatura con costituzione 0 o meno viene messa nel cimitero del suo proprietario (un&apos;azione generata dallo stato).</translation>
    </message>
    <message>
        <source>If a player controls two or more legendary permanents with the same name, they choose one and put the rest into their owners&apos; graveyards (the legend rule).</source>
        <translation>Se un giocatore controlla due o più permanenti leggendari con lo stesso nome, ne sceglie uno e mette gli altri nei cimiteri dei rispettivi proprietari (la regola delle leggende).</translation>
    </message>
    <message>
        <source>A copy takes the copied object&apos;s copiable values, as modified by other copy effects and its face-down status; other effects and counters are not copied.</source>
        <translation>Una copia prende i valori copiabili dell&apos;oggetto copiato, modificati da altri effetti di copia e dal suo stato a faccia in giù; gli altri effetti e i segnalini non vengono copiati.</translation>
    </message>
    <message>
        <source>A permanent that is already face down can&apos;t be turned face down again.</source>
        <translation>Un permanente che è già a faccia in giù non può essere girato di nuovo a faccia in giù.</translation>
    </message>
    <message>
        <source>An object put onto the battlefield face down is face down as it enters: its own enters abilities don&apos;t apply.</source>
        <translation>Un oggetto messo sul campo di battaglia a faccia in giù è a faccia in giù mentre entra: le sue abilità di ingresso non si applicano.</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply as the permanent turns face up.</source>
        <translation>Le abilità «Mentre [questo] viene girato a faccia in su» si applicano quando il permanente viene girato a faccia in su.</translation>
    </message>
    <message>
        <source>A face-down card revealed because it left is judged as the card itself, ignoring effects that applied to the face-down object.</source>
        <translation>Una carta a faccia in giù rivelata perché se n&apos;è andata viene giudicata come la carta stessa, ignorando gli effetti che si applicavano all&apos;oggetto a faccia in giù.</translation>
    </message>
    <message>
        <source>A card that can&apos;t enter the battlefield (an instant or sorcery front face) stays where it is.</source>
        <translation>Una carta che non può entrare nel campo di battaglia (un fronte istantaneo o stregoneria) resta dov&apos;è.</translation>
    </message>
    <message>
        <source>A double-faced card turned face up is turned up with its front face up; a face-down double-faced permanent can&apos;t transform.</source>
        <translation>Una carta bifronte viene girata a faccia in su con il fronte verso l&apos;alto; un permanente bifronte a faccia in giù non può trasformarsi.</translation>
    </message>
    <message>
        <source>A double-faced permanent on the battlefield can&apos;t be turned face down.</source>
        <translation>Un permanente bifronte sul campo di battaglia non può essere girato a faccia in giù.</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, all objects they own leave the game with them, and effects that give them control of objects end.</source>
        <translation>Quando un giocatore lascia una partita multigiocatore, tutti gli oggetti di sua proprietà lasciano la partita con lui, e gli effetti che gli danno il controllo di oggetti finiscono.</translation>
    </message>
    <message>
        <source>Once a player has left the game, nothing can happen to them.</source>
        <translation>Una volta che un giocatore ha lasciato la partita, non gli può succedere nulla.</translation>
    </message>
    <message>
        <source>To surveil N, look at the top N cards of your library, then put any number of them into your graveyard and the rest back on top in any order.</source>
        <translation>Per sorvegliare N, guarda le prime N carte del tuo grimorio, poi metti un numero qualsiasi di esse nel tuo cimitero e il resto in cima in qualsiasi ordine.</translation>
    </message>
    <message>
        <source>Once activated or triggered, an ability exists on the stack independently of its source: what happens to the source afterwards, even its destruction or removal, doesn&apos;t affect the ability.</source>
        <translation>Una volta attivata o innescata, un&apos;abilità esiste in pila indipendentemente dalla sua fonte: ciò che accade dopo alla fonte, anche la sua distruzione o rimozione, non influisce sull&apos;abilità.</translation>
    </message>
    <message>
        <source>As a spell or ability with targets resolves, it checks whether they are still legal: a target that left its zone, or whose characteristics changed so that it can&apos;t be targeted, is illegal. If every target is illegal, the spell or ability doesn&apos;t resolve: it is removed from the stack, and a spell goes to its owner&apos;s graveyard.</source>
        <translation>Quando una magia o abilità con bersagli si risolve, controlla se sono ancora legali: un bersaglio che ha lasciato la sua zona, o le cui caratteristiche sono cambiate in modo che non possa essere bersagliato, è illegale. Se tutti i bersagli sono illegali, la magia o abilità non si risolve: viene rimossa dalla pila, e una magia va nel cimitero del suo proprietario.</translation>
    </message>
    <message>
        <source>A permanent with protection from a quality can&apos;t be the target of spells with that quality, nor of abilities from sources with that quality.</source>
        <translation>Un permanente con protezione da una qualità non può essere bersaglio di magie con quella qualità, né di abilità di fonti con quella qualità.</translation>
    </message>
    <message>
        <source>Activating Primordial Mist&apos;s last ability doesn&apos;t trigger abilities that trigger when something is turned face up.</source>
        <translation>Attivare l&apos;ultima abilità di Primordial Mist non innesca le abilità che si innescano quando qualcosa viene girato a faccia in su.</translation>
    </message>
    <message>
        <source>You still pay all costs for a spell cast this way, and you follow the normal timing permissions and restrictions of the card you play.</source>
        <translation>Paghi comunque tutti i costi di una magia lanciata così, e segui i normali permessi e restrizioni di tempistica della carta che giochi.</translation>
    </message>
    <message>
        <source>Casting an exiled card makes it leave exile: you can&apos;t cast it more than once.</source>
        <translation>Lanciare una carta esiliata la fa uscire dall&apos;esilio: non puoi lanciarla più di una volta.</translation>
    </message>
    <message>
        <source>If you don&apos;t play the exiled card this turn, it stays exiled.</source>
        <translation>Se non giochi la carta esiliata in questo turno, resta in esilio.</translation>
    </message>
    <message>
        <source>You may exile a face-down token you control to activate the ability, but you won&apos;t be able to cast that token.</source>
        <translation>Puoi esiliare una pedina a faccia in giù che controlli per attivare l&apos;abilità, ma non potrai lanciare quella pedina.</translation>
    </message>
    <message>
        <source>The face-down permanent is a 2/2 creature with no name, mana cost, creature types or abilities; other effects that apply to it can still grant or change any of these characteristics.</source>
        <translation>Il permanente a faccia in giù è una creatura 2/2 senza nome, costo di mana, tipi di creatura o abilità; altri effetti che gli si applicano possono ancora conferirgli o cambiare una qualsiasi di queste caratteristiche.</translation>
    </message>
    <message>
        <source>The face-down characteristics are copiable values: a copy of a face-down creature is a 2/2 colorless face-up creature with no abilities.</source>
        <translation>Le caratteristiche a faccia in giù sono valori copiabili: una copia di una creatura a faccia in giù è una creatura 2/2 incolore a faccia in su senza abilità.</translation>
    </message>
    <message>
        <source>Unlike a face-down creature cast with morph, a manifested creature card may still be turned face up for its mana cost after it loses its abilities.</source>
        <translation>A differenza di una creatura a faccia in giù lanciata con metamorfosi, una carta creatura manifestata può ancora essere girata a faccia in su per il suo costo di mana dopo aver perso le sue abilità.</translation>
    </message>
    <message>
        <source>You must reveal a face-down permanent you control that leaves the battlefield, and all face-down spells and permanents you control when you leave the game or the game ends.</source>
        <translation>Devi rivelare un permanente a faccia in giù che controlli quando lascia il campo di battaglia, e tutte le magie e i permanenti a faccia in giù che controlli quando lasci la partita o la partita finisce.</translation>
    </message>
    <message>
        <source>Your face-down spells and permanents must be easy to tell apart: you may not mix them up to confuse other players, and the order they entered and the ability that made each one face down (manifest, cloak, morph or disguise, among others) must stay clear.</source>
        <translation>Le tue magie e i tuoi permanenti a faccia in giù devono essere facili da distinguere: non puoi mescolarli per confondere gli altri giocatori, e l&apos;ordine in cui sono entrati e l&apos;abilità che ha girato ciascuno a faccia in giù (manifestare, occultare, metamorfosi o camuffamento, tra le altre) devono restare chiari.</translation>
    </message>
    <message>
        <source>If your library holds only one card when you manifest dread, you look at it and manifest it, with no option to put it into your graveyard; with no cards, you do nothing.</source>
        <translation>Se il tuo grimorio contiene una sola carta quando manifesti angoscia, la guardi e la manifesti, senza l&apos;opzione di metterla nel tuo cimitero; senza carte, non fai nulla.</translation>
    </message>
    <message>
        <source>What the card itself says (its rules text).</source>
        <translation>Ciò che dice la carta stessa (il suo testo delle regole).</translation>
    </message>
</context>
<context>
    <name>verdicts</name>
    <message>
        <source>Face down it is a colorless 2/2 creature with no name, no mana cost (mana value 0), no subtypes and no abilities.</source>
        <translation>A faccia in giù è una creatura 2/2 incolore senza nome, senza costo di mana (valore di mana 0), senza sottotipi e senza abilità.</translation>
    </message>
    <message>
        <source>Face down it is a colorless 2/2 creature with ward {{2}} and nothing else.</source>
        <translation>A faccia in giù è una creatura 2/2 incolore con salvaguardia {{2}} e nient&apos;altro.</translation>
    </message>
    <message>
        <source>Face down it has only the characteristics the effect lists: {listed}.</source>
        <translation>A faccia in giù ha solo le caratteristiche che l&apos;effetto elenca: {listed}.</translation>
    </message>
    <message>
        <source>Other effects, counters and attachments still apply on top of its face-down values.</source>
        <translation>Altri effetti, segnalini e oggetti assegnati si applicano ancora sopra i suoi valori a faccia in giù.</translation>
    </message>
    <message>
        <source>A face-down permanent has no name, so it never shares a name with anything; the legend rule ignores it.</source>
        <translation>Un permanente a faccia in giù non ha nome, quindi non condivide mai il nome con nulla; la regola delle leggende lo ignora.</translation>
    </message>
    <message>
        <source>It enters face down: its own enters abilities do not apply, but other permanents see a 2/2 creature enter.</source>
        <translation>Entra a faccia in giù: le sue abilità di ingresso non si applicano, ma gli altri permanenti vedono entrare una creatura 2/2.</translation>
    </message>
    <message>
        <source>It is already face down; turning it face down again does nothing.</source>
        <translation>È già a faccia in giù; girarlo di nuovo a faccia in giù non fa nulla.</translation>
    </message>
    <message>
        <source>A double-faced permanent can&apos;t be turned face down; nothing happens.</source>
        <translation>Un permanente bifronte non può essere girato a faccia in giù; non succede nulla.</translation>
    </message>
    <message>
        <source>Turning face up or down gives it a new timestamp.</source>
        <translation>Girarlo a faccia in su o in giù gli dà un nuovo indicatore temporale.</translation>
    </message>
    <message>
        <source>You control it, so you may look at its face at any time.</source>
        <translation>Lo controlli, quindi puoi guardarne il fronte in qualsiasi momento.</translation>
    </message>
    <message>
        <source>Only its controller may look at a face-down {what}.</source>
        <translation>Solo il suo controllore può guardare un {what} a faccia in giù.</translation>
    </message>
    <message>
        <source>Control decides who may look: {controller} controls it now.</source>
        <translation>Il controllo decide chi può guardare: ora lo controlla {controller}.</translation>
    </message>
    <message>
        <source>Face-down exiled cards may be seen only by players an effect allows.</source>
        <translation>Le carte esiliate a faccia in giù possono essere viste solo dai giocatori a cui un effetto lo consente.</translation>
    </message>
    <message>
        <source>Turning a permanent face up needs priority, and nobody has priority in this step ({step}). Wait until you have priority.</source>
        <translation>Girare un permanente a faccia in su richiede la priorità, e nessuno ha priorità in questa sottofase ({step}). Aspetta di avere priorità.</translation>
    </message>
    <message>
        <source>Only the player who controls a face-down permanent may turn it face up; {controller} controls it.</source>
        <translation>Solo il giocatore che controlla un permanente a faccia in giù può girarlo a faccia in su; lo controlla {controller}.</translation>
    </message>
    <message>
        <source>A face-down spell on the stack can&apos;t be turned face up; wait until it resolves.</source>
        <translation>Una magia a faccia in giù in pila non può essere girata a faccia in su; aspetta che si risolva.</translation>
    </message>
    <message>
        <source>It was {method_text} and its card is a creature card: you may turn it face up for its mana cost {cost}.</source>
        <translation>È stato {method_text} e la sua carta è una carta creatura: puoi girarlo a faccia in su per il suo costo di mana {cost}.</translation>
    </message>
    <message>
        <source>The mana-cost route looks at the card itself, ignoring copy and type-changing effects on the permanent.</source>
        <translation>La via del costo di mana guarda la carta stessa, ignorando gli effetti di copia e di cambio di tipo sul permanente.</translation>
    </message>
    <message>
        <source>Losing its abilities doesn&apos;t stop a manifested or cloaked creature card from turning face up for its mana cost.</source>
        <translation>Perdere le abilità non impedisce a una carta creatura manifestata o occultata di essere girata a faccia in su per il suo costo di mana.</translation>
    </message>
    <message>
        <source>Its card is not a creature card, so it can&apos;t be turned face up for a mana cost.</source>
        <translation>La sua carta non è una carta creatura, quindi non può essere girato a faccia in su per un costo di mana.</translation>
    </message>
    <message>
        <source>Its card has no mana cost, so the mana-cost route does not exist.</source>
        <translation>La sua carta non ha costo di mana, quindi la via del costo di mana non esiste.</translation>
    </message>
    <message>
        <source>X is 0 when a manifested card is turned face up: the cost is {cost}.</source>
        <translation>X è 0 quando una carta manifestata viene girata a faccia in su: il costo è {cost}.</translation>
    </message>
    <message>
        <source>It may be turned face up either for its mana cost or for its {keyword} cost.</source>
        <translation>Può essere girato a faccia in su per il suo costo di mana o per il suo costo di {keyword}.</translation>
    </message>
    <message>
        <source>It would have morph face up: you may turn it face up for {cost}.</source>
        <translation>A faccia in su avrebbe metamorfosi: puoi girarlo a faccia in su per {cost}.</translation>
    </message>
    <message>
        <source>Paying its megamorph cost {cost} also puts a +1/+1 counter on it.</source>
        <translation>Pagare il suo costo di megametamorfosi {cost} gli mette anche un segnalino +1/+1.</translation>
    </message>
    <message>
        <source>Turned face up another way, a megamorph card gets no +1/+1 counter.</source>
        <translation>Girata a faccia in su in un altro modo, una carta con megametamorfosi non riceve il segnalino +1/+1.</translation>
    </message>
    <message>
        <source>It would have disguise face up: you may turn it face up for {cost}.</source>
        <translation>A faccia in su avrebbe camuffamento: puoi girarlo a faccia in su per {cost}.</translation>
    </message>
    <message>
        <source>Its cost is not mana ({cost}); it can be used only when that cost can be paid now.</source>
        <translation>Il suo costo non è mana ({cost}); può essere usato solo quando quel costo può essere pagato adesso.</translation>
    </message>
    <message>
        <source>It would have no {keyword} face up because it has lost its abilities, so that route is closed.</source>
        <translation>A faccia in su non avrebbe {keyword} perché ha perso le sue abilità, quindi quella via è chiusa.</translation>
    </message>
    <message>
        <source>It is copying another object: the {keyword} route uses the copied object&apos;s cost.</source>
        <translation>Sta copiando un altro oggetto: la via di {keyword} usa il costo dell&apos;oggetto copiato.</translation>
    </message>
    <message>
        <source>It was not manifested or cloaked, so its mana cost can&apos;t turn it face up; use its {keyword} cost.</source>
        <translation>Non è stato manifestato né occultato, quindi il suo costo di mana non può girarlo a faccia in su; usa il suo costo di {keyword}.</translation>
    </message>
    <message>
        <source>No rule lets you turn this face up: it became face down by {method_text} and its card has no morph or disguise. Only an effect can turn it face up.</source>
        <translation>Nessuna regola ti permette di girarlo a faccia in su: è finito a faccia in giù tramite {method_text} e la sua carta non ha né metamorfosi né camuffamento. Solo un effetto può girarlo a faccia in su.</translation>
    </message>
    <message>
        <source>A face-down Forest from Yedora whose card has {keyword} may be turned face up for that cost.</source>
        <translation>Una Forest a faccia in giù di Yedora la cui carta ha {keyword} può essere girata a faccia in su per quel costo.</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays face down.</source>
        <translation>Un effetto non può girare a faccia in su una carta istantaneo o stregoneria: invece viene rivelata a tutti i giocatori e resta a faccia in giù.</translation>
    </message>
    <message>
        <source>An effect turns it face up; no cost, whatever made it face down.</source>
        <translation>Un effetto lo gira a faccia in su; nessun costo, qualunque cosa l&apos;abbia girato a faccia in giù.</translation>
    </message>
    <message>
        <source>A double-faced card turns face up with its front face up.</source>
        <translation>Una carta bifronte viene girata a faccia in su con il fronte verso l&apos;alto.</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform; nothing happens.</source>
        <translation>Un permanente bifronte a faccia in giù non può trasformarsi; non succede nulla.</translation>
    </message>
    <message>
        <source>Its front face is not a permanent, so it can&apos;t be turned face up.</source>
        <translation>Il suo fronte non è un permanente, quindi non può essere girata a faccia in su.</translation>
    </message>
    <message>
        <source>It becomes a land when it turns face up; that is not a land play, and if it stops being a creature it is removed from combat.</source>
        <translation>Diventa una terra quando viene girato a faccia in su; non è giocare una terra, e se smette di essere una creatura viene rimosso dal combattimento.</translation>
    </message>
    <message>
        <source>It is the same permanent: tapped state, counters, damage, attachments and combat status stay.</source>
        <translation>È lo stesso permanente: stato TAPpato, segnalini, danno, oggetti assegnati e stato di combattimento restano.</translation>
    </message>
    <message>
        <source>Nothing enters the battlefield: enters abilities don&apos;t trigger.</source>
        <translation>Nulla entra nel campo di battaglia: le abilità di ingresso non si innescano.</translation>
    </message>
    <message>
        <source>Its &quot;as it is turned face up&quot; ability applies now ({detail}).</source>
        <translation>La sua abilità «mentre viene girato a faccia in su» si applica ora ({detail}).</translation>
    </message>
    <message>
        <source>Turned-face-up abilities trigger: {names}.</source>
        <translation>Le abilità di girata a faccia in su si innescano: {names}.</translation>
    </message>
    <message>
        <source>{name} triggers: {player} gains 1 life for each creature they control ({n} now).</source>
        <translation>{name} si innesca: {player} guadagna 1 punto vita per ogni creatura che controlla (ora {n}).</translation>
    </message>
    <message>
        <source>The ward {{2}} it had while face down ends.</source>
        <translation>La salvaguardia {{2}} che aveva a faccia in giù finisce.</translation>
    </message>
    <message>
        <source>Effects that already applied to it keep applying face up.</source>
        <translation>Gli effetti che già gli si applicavano continuano ad applicarsi a faccia in su.</translation>
    </message>
    <message>
        <source>Check state-based actions now: {detail}.</source>
        <translation>Controlla ora le azioni generate dallo stato: {detail}.</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield is revealed to all players: it was {name}.</source>
        <translation>Un permanente a faccia in giù che lascia il campo di battaglia viene rivelato a tutti i giocatori: era {name}.</translation>
    </message>
    <message>
        <source>A face-down spell leaving the stack for anywhere but the battlefield is revealed to all players: it was {name}.</source>
        <translation>Una magia a faccia in giù che lascia la pila verso un luogo diverso dal campo di battaglia viene rivelata a tutti i giocatori: era {name}.</translation>
    </message>
    <message>
        <source>The game is over: every face-down spell and permanent is revealed.</source>
        <translation>La partita è finita: ogni magia e permanente a faccia in giù viene rivelato.</translation>
    </message>
    <message>
        <source>{player} leaves the game: their face-down spells and permanents are revealed.</source>
        <translation>{player} lascia la partita: le sue magie e i suoi permanenti a faccia in giù vengono rivelati.</translation>
    </message>
    <message>
        <source>The revealed card is judged as printed, ignoring effects.</source>
        <translation>La carta rivelata viene giudicata come stampata, ignorando gli effetti.</translation>
    </message>
    <message>
        <source>It enters face up as a new object; its enters abilities work.</source>
        <translation>Entra a faccia in su come nuovo oggetto; le sue abilità di ingresso funzionano.</translation>
    </message>
    <message>
        <source>An instant or sorcery card can&apos;t enter the battlefield; it stays where it is.</source>
        <translation>Una carta istantaneo o stregoneria non può entrare nel campo di battaglia; resta dov&apos;è.</translation>
    </message>
    <message>
        <source>It enters face down as a new object with a new entry number.</source>
        <translation>Entra a faccia in giù come nuovo oggetto con un nuovo numero di ingresso.</translation>
    </message>
    <message>
        <source>A face-down token leaving the battlefield is revealed and then ceases to exist.</source>
        <translation>Una pedina a faccia in giù che lascia il campo di battaglia viene rivelata e poi cessa di esistere.</translation>
    </message>
    <message>
        <source>A copy of a face-down permanent takes its face-down copiable values, not counters or other effects: a face-up colorless 2/2 creature with no name, no creature types and no abilities, but with ward {{2}} if it copies a disguised or cloaked creature. Nothing is revealed.</source>
        <translation>Una copia di un permanente a faccia in giù prende i suoi valori copiabili a faccia in giù, non i segnalini né altri effetti: una creatura 2/2 incolore a faccia in su senza nome, senza tipi di creatura e senza abilità, ma con salvaguardia {{2}} se copia una creatura camuffata o occultata. Non viene rivelato nulla.</translation>
    </message>
    <message>
        <source>It still looks like a face-down 2/2; the copied values show once it turns face up.</source>
        <translation>Sembra ancora un 2/2 a faccia in giù; i valori copiati appaiono quando viene girato a faccia in su.</translation>
    </message>
    <message>
        <source>Face-down permanents may not be mixed to confuse opponents; their order and markers must stay clear.</source>
        <translation>I permanenti a faccia in giù non possono essere mescolati per confondere gli avversari; il loro ordine e i loro indicatori devono restare chiari.</translation>
    </message>
    <message>
        <source>A face-down object needs its entry number and method marker.</source>
        <translation>Un oggetto a faccia in giù ha bisogno del suo numero di ingresso e dell&apos;indicatore del metodo.</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, with consecutive entry numbers.</source>
        <translation>Più carte vengono manifestate una alla volta, con numeri di ingresso consecutivi.</translation>
    </message>
    <message>
        <source>{restriction}: the card isn&apos;t manifested and stays where it is.</source>
        <translation>{restriction}: la carta non viene manifestata e resta dov&apos;è.</translation>
    </message>
    <message>
        <source>The library is empty: nothing is manifested (this is not a draw).</source>
        <translation>Il grimorio è vuoto: non viene manifestato nulla (non è una pescata).</translation>
    </message>
    <message>
        <source>Look at the top two cards: manifest one, put the other into the graveyard.</source>
        <translation>Guarda le prime due carte: manifestane una, metti l&apos;altra nel cimitero.</translation>
    </message>
    <message>
        <source>Only one card in the library: it is manifested; nothing goes to the graveyard.</source>
        <translation>Solo una carta nel grimorio: viene manifestata; nulla va nel cimitero.</translation>
    </message>
    <message>
        <source>The library is empty: manifest dread does nothing.</source>
        <translation>Il grimorio è vuoto: manifestare angoscia non fa nulla.</translation>
    </message>
    <message>
        <source>&quot;Whenever you manifest dread&quot; abilities trigger even when part or all of it was impossible.</source>
        <translation>Le abilità «Ogni volta che manifesti angoscia» si innescano anche quando in parte o del tutto è stato impossibile.</translation>
    </message>
    <message>
        <source>The chosen card can&apos;t be manifested, so every looked-at card goes to the graveyard.</source>
        <translation>La carta scelta non può essere manifestata, quindi ogni carta guardata va nel cimitero.</translation>
    </message>
    <message>
        <source>Cast face down as a 2/2 creature spell for {cost}, at creature-spell timing.</source>
        <translation>Lanciato a faccia in giù come magia creatura 2/2 per {cost}, con la tempistica di una magia creatura.</translation>
    </message>
    <message>
        <source>It has no {keyword}, so it can&apos;t be cast face down that way.</source>
        <translation>Non ha {keyword}, quindi non può essere lanciato a faccia in giù in quel modo.</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost and can&apos;t be combined with another one.</source>
        <translation>Lanciare a faccia in giù è un costo alternativo e non può essere combinato con un altro.</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell for targeting.</source>
        <translation>Una magia a faccia in giù è una magia creatura ai fini del bersaglio.</translation>
    </message>
    <message>
        <source>Primordial Mist: at the beginning of your end step you may manifest the top card of your library.</source>
        <translation>Primordial Mist: all&apos;inizio della tua sottofase finale puoi manifestare la prima carta del tuo grimorio.</translation>
    </message>
    <message>
        <source>Primordial Mist exiles only a face-down permanent you control.</source>
        <translation>Primordial Mist esilia solo un permanente a faccia in giù che controlli.</translation>
    </message>
    <message>
        <source>Exiling it face up is not turning it face up: no turned-face-up abilities trigger.</source>
        <translation>Esiliarlo a faccia in su non è girarlo a faccia in su: nessuna abilità di girata si innesca.</translation>
    </message>
    <message>
        <source>You may cast it this turn at its normal timing, paying its costs ({cost}).</source>
        <translation>Puoi lanciarla in questo turno con la sua tempistica normale, pagandone i costi ({cost}).</translation>
    </message>
    <message>
        <source>You may play this land now; it uses your land play.</source>
        <translation>Puoi giocare questa terra ora; usa la tua giocata di terra.</translation>
    </message>
    <message>
        <source>You can play this land only in your main phase with an empty stack and a land play left: {reason}.</source>
        <translation>Puoi giocare questa terra solo nella tua fase principale con la pila vuota e una giocata di terra disponibile: {reason}.</translation>
    </message>
    <message>
        <source>The permission was used: once it left exile it can&apos;t be played again.</source>
        <translation>Il permesso è stato usato: una volta uscita dall&apos;esilio, non può essere giocata di nuovo.</translation>
    </message>
    <message>
        <source>The permission to play {name} has ended; it stays in exile.</source>
        <translation>Il permesso di giocare {name} è finito; resta in esilio.</translation>
    </message>
    <message>
        <source>A face-down token may pay the cost, but it ceases to exist: nothing to play.</source>
        <translation>Una pedina a faccia in giù può pagare il costo, ma cessa di esistere: nulla da giocare.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: you cast an instant or sorcery from your hand, so manifest the top card of your library.</source>
        <translation>Cryptic Pursuit: hai lanciato un istantaneo o una stregoneria dalla tua mano, quindi manifesta la prima carta del tuo grimorio.</translation>
    </message>
    <message>
        <source>Cast from somewhere other than your hand: Cryptic Pursuit does not manifest.</source>
        <translation>Lanciata da un luogo diverso dalla tua mano: Cryptic Pursuit non manifesta.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: the face-down creature was an instant or sorcery card; exile it, and you may cast it until the end of your next turn.</source>
        <translation>Cryptic Pursuit: la creatura a faccia in giù era una carta istantaneo o stregoneria; esiliala, e puoi lanciarla fino alla fine del tuo prossimo turno.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: it was not an instant or sorcery card, so it stays in the graveyard.</source>
        <translation>Cryptic Pursuit: non era una carta istantaneo o stregoneria, quindi resta nel cimitero.</translation>
    </message>
    <message>
        <source>It left the battlefield without dying: Cryptic Pursuit does not trigger (it is still revealed).</source>
        <translation>Ha lasciato il campo di battaglia senza morire: Cryptic Pursuit non si innesca (viene comunque rivelata).</translation>
    </message>
    <message>
        <source>The permission to cast {name} has ended; it stays in exile.</source>
        <translation>Il permesso di lanciare {name} è finito; resta in esilio.</translation>
    </message>
    <message>
        <source>{name} can be cast only {when}.</source>
        <translation>{name} può essere lanciata solo {when}.</translation>
    </message>
    <message>
        <source>Cast {name} for {cost}.</source>
        <translation>Lancia {name} per {cost}.</translation>
    </message>
    <message>
        <source>Nothing lets you cast it from the {zone}.</source>
        <translation>Nulla ti permette di lanciarla da {zone}.</translation>
    </message>
    <message>
        <source>A land is played, not cast.</source>
        <translation>Una terra si gioca, non si lancia.</translation>
    </message>
    <message>
        <source>You may play this land; it uses your land play.</source>
        <translation>Puoi giocare questa terra; usa la tua giocata di terra.</translation>
    </message>
    <message>
        <source>You can&apos;t play a land now: {reason}.</source>
        <translation>Non puoi giocare una terra adesso: {reason}.</translation>
    </message>
    <message>
        <source>Nothing lets you play it from the {zone}.</source>
        <translation>Nulla ti permette di giocarla da {zone}.</translation>
    </message>
    <message>
        <source>It is not yours to play.</source>
        <translation>Non spetta a te giocarla.</translation>
    </message>
    <message>
        <source>{name} is not on the stack.</source>
        <translation>{name} non è in pila.</translation>
    </message>
    <message>
        <source>It is not on the battlefield.</source>
        <translation>Non è sul campo di battaglia.</translation>
    </message>
    <message>
        <source>It is face up already (a copy of a face-down creature is face up too); there is nothing to turn up.</source>
        <translation>È già a faccia in su (anche una copia di una creatura a faccia in giù lo è); non c&apos;è nulla da girare.</translation>
    </message>
    <message>
        <source>There is no {route} route for this permanent: it would not have {route} if it were face up.</source>
        <translation>Non esiste una via di {route} per questo permanente: non avrebbe {route} se fosse a faccia in su.</translation>
    </message>
    <message>
        <source>That card is in a hidden zone you may not look at.</source>
        <translation>Quella carta è in una zona nascosta che non puoi guardare.</translation>
    </message>
    <message>
        <source>It is face up; everyone can see it.</source>
        <translation>È a faccia in su; tutti possono vederlo.</translation>
    </message>
    <message>
        <source>{restriction}: it can&apos;t enter the battlefield.</source>
        <translation>{restriction}: non può entrare nel campo di battaglia.</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform.</source>
        <translation>Solo un permanente bifronte può trasformarsi.</translation>
    </message>
    <message>
        <source>The library is empty: nothing to draw.</source>
        <translation>Il grimorio è vuoto: nulla da pescare.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation>{player} ha lasciato la partita.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t act for {player}.</source>
        <translation>{actor} non può agire per {player}.</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>{actor} can&apos;t make {player} leave the game: only a player concedes.</source>
        <translation>{actor} non può far lasciare la partita a {player}: solo un giocatore concede.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t end the game for {player}: concede to leave it (the game ends when one player is left).</source>
        <translation>{actor} non può terminare la partita per {player}: concedi per lasciarla (la partita finisce quando resta un giocatore).</translation>
    </message>
    <message>
        <source>This acts on {player}&apos;s things: it is a request to {player}, carried out only if {player} accepts.</source>
        <translation>Questo agisce sulle cose di {player}: è una richiesta a {player}, eseguita solo se {player} accetta.</translation>
    </message>
    <message>
        <source>{player} accepted {actor}&apos;s request: it is carried out as the table is now.</source>
        <translation>{player} ha accettato la richiesta di {actor}: viene eseguita com&apos;è ora il tavolo.</translation>
    </message>
    <message>
        <source>{player} declined {actor}&apos;s request: nothing changes.</source>
        <translation>{player} ha rifiutato la richiesta di {actor}: nulla cambia.</translation>
    </message>
    <message>
        <source>{actor} withdrew the request to {player}.</source>
        <translation>{actor} ha ritirato la richiesta a {player}.</translation>
    </message>
    <message>
        <source>There is no request {request} waiting for an answer.</source>
        <translation>Non c&apos;è nessuna richiesta {request} in attesa di risposta.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t answer or withdraw this request: it is {player}&apos;s.</source>
        <translation>{actor} non può rispondere né ritirare questa richiesta: spetta a {player}.</translation>
    </message>
    <message>
        <source>Table trust: {actor} acts on {player}&apos;s things without asking.</source>
        <translation>Fiducia al tavolo: {actor} agisce sulle cose di {player} senza chiedere.</translation>
    </message>
    <message>
        <source>Table trust is on: players may act on each other&apos;s things without asking, never seeing another&apos;s hidden cards that way.</source>
        <translation>La fiducia al tavolo è attiva: i giocatori possono agire sulle cose degli altri senza chiedere, senza mai vedere così le carte nascoste altrui.</translation>
    </message>
    <message>
        <source>Table trust is off: an action on another&apos;s things is a request.</source>
        <translation>La fiducia al tavolo è disattivata: un&apos;azione sulle cose di un altro è una richiesta.</translation>
    </message>
    <message>
        <source>Table trust is {on} already: nothing changes.</source>
        <translation>La fiducia al tavolo è già {on}: nulla cambia.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t turn table trust on during a game of more than two players; choose it when the game starts.</source>
        <translation>{actor} non può attivare la fiducia al tavolo in una partita con più di due giocatori; sceglila all&apos;inizio della partita.</translation>
    </message>
    <message>
        <source>That spell is not {what}, so it can&apos;t be targeted.</source>
        <translation>Quella magia non è {what}, quindi non può essere bersagliata.</translation>
    </message>
    <message>
        <source>Moved.</source>
        <translation>Spostato.</translation>
    </message>
    <message>
        <source>That permanent is not face down: {reason}.</source>
        <translation>Quel permanente non è a faccia in giù: {reason}.</translation>
    </message>
    <message>
        <source>&quot;Until end of turn&quot; effects end and damage wears off.</source>
        <translation>Gli effetti «fino alla fine del turno» finiscono e il danno viene rimosso.</translation>
    </message>
    <message>
        <source>{name} triggers: {what}.</source>
        <translation>{name} si innesca: {what}.</translation>
    </message>
    <message>
        <source>Ward triggers: {name} is countered unless {player} pays {cost}.</source>
        <translation>Si innesca salvaguardia: {name} viene neutralizzato a meno che {player} non paghi {cost}.</translation>
    </message>
    <message>
        <source>{name}, chosen: {modes}</source>
        <translation>{name}, scelto: {modes}</translation>
    </message>
    <message>
        <source>{name} offers these modes: {modes} Choose from {least} to {most} of them, each once.</source>
        <translation>{name} offre queste modalità: {modes} Scegline da {least} a {most}, ciascuna una sola volta.</translation>
    </message>
    <message numerus="yes">
        <source>{player} attempted to draw from an empty library (%n time(s)): they lose the next time state-based actions are checked.</source>
        <translation>
            <numerusform>{player} ha tentato di pescare da un grimorio vuoto (%n volta): perde la prossima volta che vengono controllate le azioni generate dallo stato.</numerusform>
            <numerusform>{player} ha tentato di pescare da un grimorio vuoto (%n volte): perde la prossima volta che vengono controllate le azioni generate dallo stato.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Name exactly the top %n card(s) of that library, each once.</source>
        <translation>
            <numerusform>Nomina esattamente %n carta dalla cima di quel grimorio, una volta.</numerusform>
            <numerusform>Nomina esattamente %n carte dalla cima di quel grimorio, ciascuna una volta.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rest of the library is shuffled first; the cards found go on top and are not part of the shuffle.</source>
        <translation>Il resto del grimorio viene mescolato prima; le carte trovate vanno in cima e non vengono mescolate.</translation>
    </message>
    <message numerus="yes">
        <source>{player} must first put %n card(s) from their hand on the bottom of their library.</source>
        <translation>
            <numerusform>{player} deve prima mettere %n carta della sua mano in fondo al grimorio.</numerusform>
            <numerusform>{player} deve prima mettere %n carte della sua mano in fondo al grimorio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts exactly %n card(s) on the bottom (one per mulligan that counts), not {got}.</source>
        <translation>
            <numerusform>{player} mette esattamente %n carta in fondo (una per ogni mulligan che conta), non {got}.</numerusform>
            <numerusform>{player} mette esattamente %n carte in fondo (una per ogni mulligan che conta), non {got}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n {counter} counter(s): there can&apos;t be fewer than none.</source>
        <translation>
            <numerusform>{player} ha %n segnalino {counter}: non possono essercene meno di nessuno.</numerusform>
            <numerusform>{player} ha %n segnalini {counter}: non possono essercene meno di nessuno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}): an activated ability can&apos;t be activated now.</source>
        <translation>Nessuno ha priorità in questa sottofase ({step}): un&apos;abilità attivata non può essere attivata ora.</translation>
    </message>
    <message>
        <source>{player} passes priority: {to} receives it.</source>
        <translation>{player} passa la priorità: la riceve {to}.</translation>
    </message>
    <message>
        <source>Every player has passed in succession: the top object of the stack resolves.</source>
        <translation>Tutti i giocatori hanno passato in successione: l&apos;oggetto in cima alla pila si risolve.</translation>
    </message>
    <message>
        <source>Every player has passed in succession with the stack empty: the step may end.</source>
        <translation>Tutti i giocatori hanno passato in successione con la pila vuota: la sottofase può terminare.</translation>
    </message>
    <message>
        <source>{player} does not hold priority ({holder} does): only the player with priority passes it.</source>
        <translation>{player} non ha priorità (ce l&apos;ha {holder}): solo il giocatore con priorità la passa.</translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}), so there is none to pass.</source>
        <translation>Nessuno ha priorità in questa sottofase ({step}), quindi non c&apos;è nulla da passare.</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves, so there is none to pass. Finish its resolution first.</source>
        <translation>Nessuno ha priorità mentre una magia si risolve, quindi non c&apos;è nulla da passare. Termina prima la sua risoluzione.</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves: this action needs priority unless the resolving effect itself allows it.</source>
        <translation>Nessuno ha priorità mentre una magia si risolve: questa azione richiede priorità, a meno che non la permetta l&apos;effetto stesso che si sta risolvendo.</translation>
    </message>
    <message>
        <source>The resolution is over: the active player ({player}) receives priority.</source>
        <translation>La risoluzione è terminata: il giocatore attivo ({player}) riceve priorità.</translation>
    </message>
    <message>
        <source>That spell is not resolving, so there is no resolution to finish.</source>
        <translation>Quella magia non si sta risolvendo, quindi non c&apos;è alcuna risoluzione da terminare.</translation>
    </message>
    <message>
        <source>Its card is an instant or sorcery card, not a creature card, so no special action can turn it face up (not for its mana cost either): that action is not available, and nothing is revealed.</source>
        <translation>La sua carta è una carta istantaneo o stregoneria, non una carta creatura, quindi nessuna azione speciale può girarla a faccia in su (nemmeno per il suo costo di mana): quell&apos;azione non è disponibile e nulla viene rivelato.</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>non è il tuo turno</translation>
    </message>
    <message>
        <source>it is not your main phase</source>
        <translation>non è la tua fase principale</translation>
    </message>
    <message>
        <source>the stack is not empty</source>
        <translation>la pila non è vuota</translation>
    </message>
    <message>
        <source>when you have priority</source>
        <translation>quando hai priorità</translation>
    </message>
    <message>
        <source>nobody has priority in this step</source>
        <translation>nessuno ha priorità in questa sottofase</translation>
    </message>
    <message>
        <source>in your main phase while the stack is empty</source>
        <translation>nella tua fase principale mentre la pila è vuota</translation>
    </message>
    <message>
        <source>you have already played a land this turn</source>
        <translation>hai già giocato una terra in questo turno</translation>
    </message>
    <message>
        <source>Creature cards can&apos;t enter the battlefield from graveyards or libraries</source>
        <translation>Le carte creatura non possono entrare nel campo di battaglia dai cimiteri o dai grimori</translation>
    </message>
    <message>
        <source>you may manifest the top card of your library</source>
        <translation>puoi manifestare la prima carta del tuo grimorio</translation>
    </message>
    <message>
        <source>manifest the top card of your library</source>
        <translation>manifesta la prima carta del tuo grimorio</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>manifestare angoscia</translation>
    </message>
    <message>
        <source>it is not on the battlefield</source>
        <translation>non è sul campo di battaglia</translation>
    </message>
    <message>
        <source>it is face up</source>
        <translation>è a faccia in su</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>magia</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <source>a creature spell</source>
        <translation>una magia creatura</translation>
    </message>
    <message>
        <source>a noncreature spell</source>
        <translation>una magia non creatura</translation>
    </message>
    <message>
        <source>on</source>
        <translation>attiva</translation>
    </message>
    <message>
        <source>off</source>
        <translation>disattivata</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>un effetto</translation>
    </message>
    <message>
        <source>The library is empty: nothing is milled.</source>
        <translation>Il grimorio è vuoto: non viene macinato nulla.</translation>
    </message>
    <message>
        <source>A face-down spell has none of its card&apos;s abilities: it can be countered whatever its card says.</source>
        <translation>Una magia a faccia in giù non ha nessuna delle abilità della sua carta: può essere neutralizzata qualunque cosa dica la sua carta.</translation>
    </message>
    <message>
        <source>Exiling a face-down permanent you control face up is the cost; once the ability resolves, you may play that card this turn.</source>
        <translation>Esiliare a faccia in su un permanente a faccia in giù che controlli è il costo; una volta che l&apos;abilità si è risolta, puoi giocare quella carta in questo turno.</translation>
    </message>
    <message>
        <source>{player} plays with the top card of their library revealed: every player knows it, and each new top card as soon as it is on top (a draw of several cards reveals each one before it is drawn).</source>
        <translation>{player} gioca con la prima carta del grimorio rivelata: ogni giocatore la conosce, e ogni nuova prima carta appena è in cima (pescando più carte, ognuna viene rivelata prima di essere pescata).</translation>
    </message>
    <message>
        <source>{player} already plays with the top card of their library revealed: nothing changes.</source>
        <translation>{player} gioca già con la prima carta del grimorio rivelata: non cambia nulla.</translation>
    </message>
    <message>
        <source>{player} doesn&apos;t play with the top card of their library revealed: nothing changes.</source>
        <translation>{player} non gioca con la prima carta del grimorio rivelata: non cambia nulla.</translation>
    </message>
    <message>
        <source>The library is empty: there is nothing to look at.</source>
        <translation>Il grimorio è vuoto: non c&apos;è nulla da guardare.</translation>
    </message>
    <message>
        <source>{player} may arrange only cards they have looked at; they don&apos;t know {count} of them.</source>
        <translation>{player} può riordinare solo carte che ha guardato; non ne conosce {count}.</translation>
    </message>
    <message>
        <source>A search finds only cards of the zone searched: {count} of them are not in {owner}&apos;s {zone}.</source>
        <translation>Una ricerca trova solo carte della zona passata in rassegna: {count} di esse non sono in {zone} di {owner}.</translation>
    </message>
    <message>
        <source>A search for &quot;a card&quot; with no stated quality must find one while the zone holds any.</source>
        <translation>Una ricerca di «una carta» senza qualità indicata deve trovarne una finché la zona ne contiene.</translation>
    </message>
    <message>
        <source>A search for a card with a stated quality may find nothing.</source>
        <translation>Una ricerca di una carta con una qualità indicata può non trovare nulla.</translation>
    </message>
    <message>
        <source>Revealed cards stay where they are; face-down objects stay face down.</source>
        <translation>Le carte rivelate restano dove sono; gli oggetti a faccia in giù restano a faccia in giù.</translation>
    </message>
    <message>
        <source>Mulligans are taken before the game begins; it has begun.</source>
        <translation>I mulligan si fanno prima che inizi la partita; è già iniziata.</translation>
    </message>
    <message>
        <source>{player} has kept their opening hand.</source>
        <translation>{player} ha tenuto la sua mano iniziale.</translation>
    </message>
    <message>
        <source>{player}&apos;s mulligans have left them no cards: they keep an empty hand.</source>
        <translation>I mulligan di {player} non gli hanno lasciato carte: tiene una mano vuota.</translation>
    </message>
    <message>
        <source>{player} has no cards to put on the bottom of their library.</source>
        <translation>{player} non ha carte da mettere in fondo al grimorio.</translation>
    </message>
    <message>
        <source>Only cards of {player}&apos;s hand go on the bottom, each once.</source>
        <translation>In fondo vanno solo carte della mano di {player}, ciascuna una volta.</translation>
    </message>
    <message>
        <source>In a game that began with more than two players, the first mulligan is free.</source>
        <translation>In una partita iniziata con più di due giocatori, il primo mulligan è gratuito.</translation>
    </message>
    <message>
        <source>The game begins: turn 1 is {player}&apos;s.</source>
        <translation>La partita inizia: il turno 1 è di {player}.</translation>
    </message>
    <message>
        <source>In a two-player game the starting player skips the draw of their first turn: {player} draws no card in turn 1&apos;s draw step.</source>
        <translation>In una partita a due giocatori il giocatore iniziale salta la pescata del suo primo turno: {player} non pesca nella sottofase di acquisizione del turno 1.</translation>
    </message>
    <message>
        <source>{player} has {life} life and can&apos;t pay {amount}: a player can pay life only if their life total is at least the amount.</source>
        <translation>{player} ha {life} punti vita e non può pagarne {amount}: un giocatore può pagare punti vita solo se il suo totale è almeno pari alla quantità.</translation>
    </message>
    <message>
        <source>A change of 0 is no change: nothing happens (no life is gained or lost).</source>
        <translation>Una variazione di 0 non è una variazione: non succede nulla (nessun punto vita guadagnato o perso).</translation>
    </message>
    <message>
        <source>{player} has {life} life: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player} ha {life} punti vita: perde la partita la prossima volta che vengono controllate le azioni generate dallo stato (tocca ai giocatori: lasciare la partita o terminarla).</translation>
    </message>
    <message>
        <source>{player} has {n} poison counters: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player} ha {n} segnalini veleno: perde la partita la prossima volta che vengono controllate le azioni generate dallo stato (tocca ai giocatori: lasciare la partita o terminarla).</translation>
    </message>
    <message>
        <source>No counters are put on or removed: nothing happens.</source>
        <translation>Nessun segnalino viene messo o rimosso: non succede nulla.</translation>
    </message>
    <message>
        <source>{player} has left the game: nothing happens to them.</source>
        <translation>{player} ha lasciato la partita: non gli succede nulla.</translation>
    </message>
    <message>
        <source>That token left the battlefield and ceased to exist; nothing can bring it back.</source>
        <translation>Quella pedina ha lasciato il campo di battaglia e ha cessato di esistere; nulla può riportarla indietro.</translation>
    </message>
    <message>
        <source>Only a permanent can have a note; a note is gone when its card changes zones.</source>
        <translation>Solo un permanente può avere una nota; una nota sparisce quando la sua carta cambia zona.</translation>
    </message>
    <message>
        <source>{player} controls no tapped permanent.</source>
        <translation>{player} non controlla alcun permanente TAPpato.</translation>
    </message>
    <message>
        <source>Only the newest entry that is not taken back yet can be taken back (entry {last}).</source>
        <translation>Si può ritirare solo la voce più recente non ancora ritirata (voce {last}).</translation>
    </message>
    <message>
        <source>Taken back; what {players} saw stays known: nobody can unsee a card.</source>
        <translation>Ritirato; ciò che {players} ha visto resta noto: nessuno può dimenticare una carta vista.</translation>
    </message>
    <message>
        <source>{player} controls no permanent with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player} non controlla alcun permanente con quell&apos;abilità ({ability}), quindi non può essere attivata.</translation>
    </message>
    <message>
        <source>{player} controls no face-up permanent {card} with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player} non controlla alcun permanente a faccia in su {card} con quell&apos;abilità ({ability}), quindi non può essere attivata.</translation>
    </message>
    <message>
        <source>Only {player}, who controlled the face-down creature&apos;s Pursuit ability as it died, may cast that card.</source>
        <translation>Solo {player}, che controllava l&apos;abilità di Pursuit della creatura a faccia in giù quando è morta, può lanciare quella carta.</translation>
    </message>
    <message>
        <source>Effects that gave {player} control of objects end: each goes back to the player who would otherwise control it.</source>
        <translation>Gli effetti che davano a {player} il controllo di oggetti finiscono: ognuno torna al giocatore che altrimenti lo controllerebbe.</translation>
    </message>
    <message>
        <source>The objects {player} owns leave the game with them.</source>
        <translation>Gli oggetti di proprietà di {player} lasciano la partita con lui.</translation>
    </message>
</context>
</TS>
