<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Source: {s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its face (only you see it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controlled by {p} (owner {o})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loyalty {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top card: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Loses all abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gets +1/+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gets -1/-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base power and toughness 1/1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base power and toughness 4/4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peek (look at a face-down card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn face down (effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exile to play (Primordial Mist)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play its back face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put onto the battlefield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put into graveyard (dies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to hand (bounce)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put on top of library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put on bottom of library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal to all players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a +1/+1 counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a +1/+1 counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal 1 damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach to…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a token copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply an effect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add counters…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle your library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest the top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest dread…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloak the top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mill the top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mill cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at another player&apos;s top cards (effect)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surveil…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search a library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search another player&apos;s library (effect)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the top card of your library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with the top card revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal your hand to a player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concede (leave the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 1 life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose 1 life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set life…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a poison counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a poison counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player counter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create token…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a d20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll dice…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip a coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untap all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TOKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dmg {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#{n} {w} · face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by name, type or text (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the cards found into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail to find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the cards you found (Ctrl+click for more), then where they go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To {pile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {n} of these cards on the bottom of your library, in order (the first goes first): {k} chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top: the first card is the top of the library. Drag or use Alt+Up / Alt+Down to order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n {name} counter(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face down: no name, no mana cost, no text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{printed} (now {now})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kw} {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something (Enter sends)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chat line has at most {n} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow down: at most {n} lines in {s:g} seconds. Try again in {w:.0f} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared board is read-only: there is no one to chat with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game or start a new one to chat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no chat during a lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not said.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} undid: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} undid an action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} redid: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} redid an action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spectators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy curtain

Pass the device to {who}.
The table stays hidden until {who} is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {who}: show my table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; details saved to {f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; the details are below (they could not be saved to a file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p} is a file where a folder should be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving and opening games needs the storage package, which this installation does not have yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game can&apos;t be saved: its file would break the save format&apos;s limits and could never be opened again. Nothing was written; the game is still here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save to {p}: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save to {p}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saving to {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p} is a shared board (one seat&apos;s view, read-only), not a game to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p} is a folder, not a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file {p}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read {p}: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p} is not a tabletop game or shared board this version can open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p} is too big to open with the memory there is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opening {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {p}: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {p}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exporting to {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {e}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: the game can&apos;t be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autosaving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cockatrice&apos;s pics folder, or SET/NAME.jpg files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your pictures folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download images of cards shown face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One URL template a line; fields: {fields}. The first, {uri}, is the card data&apos;s own image (Scryfall).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear image cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cached image(s) removed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}&apos;s {zone}, %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, top card: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the table says:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a lesson. You play it on the real table; the panel on the right explains every step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A known mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this lesson you play as {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson can&apos;t go on: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table is back as it was when this step began.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the previous step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the first step; it starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules assist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the lesson first: a lesson is recorded from a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lesson is being recorded already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game or a position first: the lesson starts from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You record as {seat}. Play this step&apos;s action on the table: it becomes the step&apos;s solution. For a known mistake, press &quot;Record a mistake&quot;, then do it: it is judged, not carried out. The lesson file holds the whole position, face-down cards and libraries included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not carried into the lesson: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You record as {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known mistake recorded, not carried out. The table says: {s} Say why it is wrong below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded as this step&apos;s action: {what}. The table says: {s} Rules: {rules}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet (a step needs one: record a mistake the rules refuse)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The action is taken back: play the step&apos;s action again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {n} is recorded. Play the next step&apos;s action, or save the lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A recorded lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson can&apos;t be saved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson is too big to save: {n} bytes, at most {m}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}: {check}, {n} steps and {m} known mistakes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now do the mistake on the table: it is judged, not carried out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson file can&apos;t be read:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson does not pass the check, so it is not played:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson&apos;s title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the lesson teaches, in a sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruction: what the learner should do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints, one a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Said when the step is done (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known mistakes (the table&apos;s verdict; select one to say why):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it is wrong, in your words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget this mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the action back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps recorded:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson summary: {t}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not what this step asks (nothing changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done; that doesn&apos;t finish this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table can&apos;t do that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson is finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule {n}: {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) done</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Step {i} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules in this step: {r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play as {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: {r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>That library is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw how many cards?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mill cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mill how many cards?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mill %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the top cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at how many cards of {who}&apos;s library?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at another library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surveil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} how many?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top {n} of {who}&apos;s library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scry {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surveil {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top {n} of {who}&apos;s library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You look at these cards, top first; they stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put back the top cards: {t} on top, {b} on the bottom, {g} into the graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search another library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search {who}&apos;s library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search {who}&apos;s library: found nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search {who}&apos;s library: {n} card(s) to {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop playing with the top card revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal your hand to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal your hand to {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw step: draw a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: mulligan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {n} card(s) on the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mulligan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this hand or take a mulligan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: opening hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}, you took {m} mulligan(s): put {k} card(s) on the bottom first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}, your hand after {m} mulligan(s): {n} cards. Keep it, or take another mulligan?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}, your opening hand: {n} cards. Keep it, or take a mulligan?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {k} on the bottom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shuffles their library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifests dread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casts a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolves a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counters a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns a permanent face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns a permanent face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>puts a card onto the battlefield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peeks at a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exiles a face-down permanent (Primordial Mist)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copies a permanent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>makes a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies an effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gains control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taps a permanent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untaps a permanent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changes counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deals damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves to the next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rearranges face-down cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaves the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves a permanent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reveals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (rules assist overridden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revealed{tag}: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turned face up: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{step}, turn {t}, {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} triggers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in the preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the host how it may turn face up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only its controller may turn it face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} — not allowed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By an effect (no cost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {what} face up {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {what} face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast face down ({m})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast a card face down ({m})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (#{n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face-down #{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>someone</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{who} no longer plays with the top card of their library revealed{by}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: {card} is on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} plays with the top card of their library revealed{by}{top}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note on {card}: “{text}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The note on {card} was taken off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} d{s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a d{s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, a token copy of {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (paid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> to {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top cards (effect)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search this library (effect)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest dread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest one; the other goes to your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unattach)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply an effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifested (dread)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloaked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>megamorph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disguised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by an effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginning of combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare attackers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare blockers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battlefield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for its mana cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for its morph cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for its megamorph cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for its disguise cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed (cost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face-down #{n}, {method}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry #{n}, method: {m}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p} may play it ({s})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This invite can&apos;t be used: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host speaks another version of the protocol: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t join the table: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the invite file the host sent you, or paste its text here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an invite file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an invite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invites (*.invite);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open an invite file or paste its text first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pasted invite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to {url} as {who}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectator {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting {game} at {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite the seats others will play; you play the others at this table. An invite file is written for each seat and spectator: send each player theirs (it holds their password).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HOST:PORT to listen on; port 0 picks a free one. 0.0.0.0 listens on every address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(optional) HOST:PORT the others connect to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address in invites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS (a self-signed certificate the invites pin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invites folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite at least one seat or spectator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listen on: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address in invites: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder the invites are written to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game or start a new one to host it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is hosted already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting: invites written to {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t host this game: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a network game first: Game → Host a network game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody was invited to this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue a new invite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new invite for (their old invite stops working, the others play on):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the new invite into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New invite written to {path}; the old one no longer works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t issue a new invite: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host disconnected — read-only until it returns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spectator can&apos;t act on the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At a network table only undo is asked of the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host refused it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo my last action (ask the host)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host: disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network table {game} as {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules assist: the host judges every action ({mode} mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules assist: the host does not answer; nothing can be done until it returns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game from two decklists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who goes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>20 for a usual game, 40 for commander; any value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card data could not be read: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest the top card (Primordial Mist)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest the top card (Cryptic Pursuit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exile it; you may cast it (Cryptic Pursuit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules assist verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override (logged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules assist: strict (illegal actions are refused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules assist: assist (you may override, it is logged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules assist: off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules assist: nothing to judge on a read-only shared board (it was played in {mode} mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overridden: {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed: {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing happens: {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cbt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Atk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EoC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cln</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to: {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{phase}: {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {t}, {a}&apos;s turn: {s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to: {step} (next turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <comment>the phase bar&apos;s button: short</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: life {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a number: +1 · right click: −1 · wheel: ±1 · right click the name: more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: no note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note (everyone sees it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack (top first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aura</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> by {s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face down #{n}, {m}{src}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attached to {c}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned by {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p}&apos;s life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2 poison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p}&apos;s counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first card is the top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag cards here from the search panel or the board; the first card is the top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the active player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the rules mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the rules say of the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New empty position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a position or a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export for a seat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a lesson from this position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the full position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A position the rules accept: {n} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Rule {r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: {why}.{rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {c}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {c}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {p}&apos;s life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a count is at most {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {p}&apos;s counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players in seat order, separated by commas:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {c}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its source, e.g. Cryptic Coat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2 +1/+1; 1 charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face down: {m}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exiled face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card to set what it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{c}: {p}&apos;s {z}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a position or a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export for a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What this seat may know:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exports (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the position editor?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position has changes that are not saved. Close the editor and lose them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the full position?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The full position names every card: each hand, each library in order, every face-down card. Whoever reads it knows what the players may not. Copy it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds {n} bytes; a position text is at most {m}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not a position: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card name (any language) or rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards found: drag one onto a zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card onto any zone of any seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield: drop cards here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} — battlefield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} — hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} — hand ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colorless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search tokens: name, type, text, P/T, colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Creature — Soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power / toughness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities, e.g. Flying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter tapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} more tokens match: search to narrow the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom token needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give both power and toughness, or neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creature token needs a power and a toughness.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The abilities text is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token matches; try another search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spectator (public information only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {t} · {s} · active: {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared board (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{state} · viewing as {who} · rules: {mode}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared board is read-only: no chat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared board — read-only, as {seat} saw it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared board is read-only: nothing on it can change and it can&apos;t be saved. Open a game or start a new one to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New demo game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game from two decklists…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn face up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast face down…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a network game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue a new invite…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot-seat play (curtain between turns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to the next seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict: refuse illegal actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assist: warn, allow a logged override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw automatically in the draw step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card images…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectator (public information only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a card first (Tab moves between cards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{what} (%n card(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes when tabletop starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} to {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top of {zone} to {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primordial Mist: manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Pursuit: manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is no longer in a graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Pursuit: exile it; you may cast it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy curtain: waiting for {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules mode: {m}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is still open; tabletop tries again after each action. Use File → Save as to keep a copy elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not autosaved: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave works again: the game is saved ({p}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game or a shared board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tabletop games and shared boards (*.tabletop *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared board is read-only: it can&apos;t be saved. Its file stays as it is; open a game or start a new one to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An autosaved game ({p}) is newer than your last save. Open it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a lesson file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lessons could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson can&apos;t be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life and counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a d{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: life {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has no {counter} counter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: {counter} {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {seat}&apos;s life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A counter needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 {name} ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 {name} ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counters on {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many (negative: remove)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} {name} counters on {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} {name} counters off {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note on {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note off {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create {n} {name} token(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a {name} token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a d{s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll {n}d{s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(total {t})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the card or player to point at (Esc: cancel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point from {a} at {b}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{player} drew {count} card(s){cards_text}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} shuffled their library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken back: {command} (what was seen stays known).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was tapped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was untapped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} {counter} counter(s) on {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was dealt {n} damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was attached to {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was moved on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} rearranged {cards_text}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} began ({active}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step: {step}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} triggers ({cause}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An effect applies to {card} ({duration}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An effect on {card} ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} gained control of {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} transformed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} created {card}{copy_text}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} became a copy of {of}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} entered the battlefield{how}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} left the battlefield.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} looked at {cards_text}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was revealed{to_text}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} tried to draw from an empty library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} milled {cards_text}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} put back the top of {owner}&apos;s library: {top} on top, {bottom} at the bottom, {graveyard} into the graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} searched {owner}&apos;s {zone} and found {cards_text}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} took a mulligan (number {mulligans}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} put {count} card(s) on the bottom of their library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} kept their hand ({mulligans} mulligan(s)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} manifested {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cloaked {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} manifested dread: {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was turned face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was turned face up {route_text}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} returned to the battlefield from the {frm}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cast {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} played {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was countered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} may play {card} ({until}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} may no longer play {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} died.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was exiled from the {frm}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} moved from {owner}&apos;s {frm} to the {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} ceased to exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} left the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules mode is now {mode} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{actor} overrode the rules ({command}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: life {old} → {new}{paid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pointed from {arrow_from} to {arrow_to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} arrow(s) were taken off the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} untapped all their permanents ({n_cards}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>An object with no mana cost and no color indicator is colorless.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An object with no mana cost has mana value 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a card&apos;s mana cost has {X} and nothing says what X is, X is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A permanent enters the battlefield face up unless something says face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it whenever you have priority; it does not use the stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorcery-speed cards are cast only in your own main phase with an empty stack; instants whenever you have priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play a land only in your own main phase, with an empty stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normally you may play one land each turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing lets you play a land when it is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An Equipment can be attached to a creature; it affects the creature it is attached to, face down or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creature spell (without flash) is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sorcery is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When all players pass in succession, the top spell or ability of the stack, the last one put there, resolves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A permanent that stops being a creature, such as a face-down land turned face up, is removed from combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the cleanup step, damage wears off and &quot;until end of turn&quot; and &quot;this turn&quot; effects end, all at the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves-the-battlefield abilities, &quot;dies&quot; abilities among them, look back in time: they see the permanent as it was just before it left, a face-down 2/2 creature if it was face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The controller of a resolving spell or ability follows its instructions in the order written: what it says to do is what is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creature with damage marked on it at least equal to its toughness is destroyed (a state-based action); no other creature is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuous effects apply in layers, after copy effects and face-down values: so other effects can still change a face-down permanent&apos;s characteristics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card that changes zones becomes a new object with no memory of the old one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To manifest, put the card onto the battlefield face down as a 2/2 creature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any time you have priority, you may turn a manifested permanent you control face up this way if its card is a creature card and has a mana cost: show all players that it is and what that cost is, pay it, and turn it face up (a special action). A non-creature card, or one with no mana cost, can&apos;t.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A manifested card that has morph may also be turned face up for its morph cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A manifested card that has disguise may also be turned face up for its disguise cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, each with its own entry number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If an effect would turn a manifested instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloak is its own keyword action: put the card onto the battlefield face down as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any time you have priority you may turn a cloaked permanent you control face up this way only if its card is a creature card and has a mana cost: show that, then pay that cost. Its ward {2} ends with the face-down values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cloaked card that has morph may also be turned face up for its morph cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cloaked card that has disguise may also be turned face up for its disguise cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If an effect would turn a cloaked instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To manifest dread, look at the top two cards of your library, manifest one and put the other into your graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities that trigger whenever you manifest dread trigger even if the library had too few cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent targets it, their spell or ability is countered unless they pay {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megamorph is morph plus a +1/+1 counter when it is turned up for that cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature for {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as morph, allows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down permanent that would have morph face up may be turned up for its morph cost, any time you have priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disguised permanent is a face-down 2/2 with ward {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card with disguise may be cast face down for {3}, as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as disguise, allows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disguised permanent may be turned face up for its disguise cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy takes the copiable values of what it copies, not counters or other effects on it. As the rule&apos;s example says, a copy of a face-down creature is a face-up 2/2 creature with no name and no abilities, its face-down values (with ward {2} if that creature was disguised or cloaked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down spell or permanent has only the characteristics the rule or effect that made it face down gives it; those are its copiable values, so a copy of it takes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When nothing lists other values, a face-down object is a 2/2 creature with no name, no mana cost, no subtypes and no abilities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down spell is a 2/2 creature spell with no abilities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; you can&apos;t look at other players&apos; face-down objects unless an effect lets you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every face-down spell and permanent must stay easy to tell apart: the order they arrived in and what made each one face down must stay clear, and they may never be mixed up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down permanent turns face up only when a rule (morph, disguise, the manifest or cloak special action) or an effect turns it up; there is no general way, and a face-down spell can&apos;t be turned face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning face up does not make a new object: it does not enter the battlefield again, and effects on it keep applying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield, or a face-down spell that leaves the stack for anywhere but the battlefield, is revealed to all players; so is everything face down that a player owns when they leave the game, and everything face down when the game ends. A face-down spell that resolves is not revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down instant or sorcery in a merged permanent is revealed instead of being turned face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down permanent that becomes a copy still looks face down; the copied values show once it turns face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may concede at any time; they leave the game at once and lose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active player gets priority at the start of most steps and phases; nobody gets priority in the untap step, and usually nobody does in the cleanup step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double-faced card cast face down or put onto the battlefield face down has the face-down characteristics, and stays hidden in an opaque sleeve or as a substitute card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A permanent that transforms is still the same object: effects on it keep applying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player draws a starting hand, normally seven cards. To take a mulligan, shuffle your hand into your library, draw a new hand of that size, then put as many of those cards on the bottom of your library as the mulligans you have taken, in any order. Once you keep, those cards are your opening hand and you may take no more mulligans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a multiplayer game, and in any Brawl game, the first mulligan a player takes doesn&apos;t count toward the cards they put on the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starting player takes the game&apos;s first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a two-player game, the player who plays first skips the draw step of their first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In multiplayer games other than Two-Headed Giant, no player skips the draw step of their first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You draw a card by putting the top card of your library into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graveyard, battlefield, stack, exile and command are public zones: everyone sees the faces of the cards there (except cards allowed to be face down). Library and hand are hidden zones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A library is one face-down pile: players can&apos;t look at its cards or change their order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When an effect puts two or more cards in the same place in a library at once, their owner may put them in any order and doesn&apos;t reveal that order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may look at your own hand at any time; you can&apos;t look at another player&apos;s hand, though you may count its cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To reveal a card, show it to all players; a card an effect reveals stays revealed as long as that effect needs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealing a card doesn&apos;t move it out of the zone it is in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When cards in a library are shuffled or otherwise reordered, a revealed card that is reordered stops being revealed and becomes a new object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at a card works like revealing it, except that only the player told to look sees it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To scry N, look at the top N cards of your library, then put any number of them on the bottom in any order and the rest back on top in any order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To search a zone for a card, look at all its cards (even in a hidden zone) and find one that matches the description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching a hidden zone for cards with a stated quality (a card type, a color, ...), you may find fewer of them, or none, even if they are there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching a hidden zone simply for a number of cards (&quot;a card&quot;), you must find that many, or as many as the zone holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards found by a search are revealed only if the effect that searches says to reveal them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To shuffle a library, put its cards in a random order so that no player knows their order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When an effect has you search a library, shuffle it and then put found cards in a certain place, the found cards aren&apos;t part of the shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game ends at once when a player wins, when it is a draw, or when it is restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card&apos;s owner is the player who started the game with it; each player acts only for themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A permanent is a card or token on the battlefield.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A permanent&apos;s status: tapped or untapped, flipped or not, face up or face down, phased in or out. It is face up unless something puts it face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A permanent&apos;s status is not a characteristic of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A token that is in a zone other than the battlefield ceases to exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A token that has left the battlefield can&apos;t move to another zone or come back onto the battlefield.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A target is an object or player a spell or ability will affect, chosen as it is put on the stack; it must be what the spell or ability says it can target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player can&apos;t pay a cost without the resources to pay it in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one alternative cost can be applied to a spell as it is cast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player can pay life only if their life total is at least the amount to pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gaining or losing 0 life is no life gain or loss: nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who must draw from an empty library draws nothing and loses the next time state-based actions are checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A counter is a marker on an object or player; there can&apos;t be fewer than none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two objects share a name only if each has a name and the names are the same; an object with no name shares a name with nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a card with {X} in its mana cost is not on the stack, X is 0 in its mana value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creature&apos;s activated ability with the tap symbol can&apos;t be used unless the creature has been under its controller&apos;s control continuously since their most recent turn began.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An instant can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A land can&apos;t be cast as a spell; it is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sorcery can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An instant or sorcery card that would enter the battlefield stays in its previous zone instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who plays with the top card of their library revealed shows each new top card as soon as it is on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell is on the stack from when it is cast until it resolves, is countered or otherwise leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card exiled face down can&apos;t be looked at, except by players an effect allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An effect that exiles cards face down may let certain players look at them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the untap step the active player untaps all their permanents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To cast a spell, announce it, make the choices, find the total cost and pay it; then it is cast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may cast a card only from a zone some rule or effect lets them cast it from (normally the hand).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triggered abilities trigger when their event happens and are put on the stack the next time a player would receive priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a trigger event happens, the ability triggers; its controller puts it on the stack the next time a player would receive priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may activate an activated ability any time they have priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player receives priority during the untap step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normally no player receives priority during the cleanup step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An activated ability is written &quot;[Cost]: [Effect.]&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To activate an ability is to put it on the stack and pay its costs; only the controller of its object may, and only while they have priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A permanent that turns face up or face down gets a new timestamp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply while it is being turned face up; they are replacement effects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player can&apos;t mill more cards than their library holds; an empty library mills nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform; anything else doesn&apos;t.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be manifested and stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several cards are cloaked one at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be cloaked and stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player with 0 or less life loses the game (a state-based action).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who attempted to draw from an empty library since the last check loses the game (a state-based action).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player with ten or more poison counters loses the game (a state-based action).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creature with toughness 0 or less is put into its owner&apos;s graveyard (a state-based action).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a player controls two or more legendary permanents with the same name, they choose one and put the rest into their owners&apos; graveyards (the legend rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy takes the copied object&apos;s copiable values, as modified by other copy effects and its face-down status; other effects and counters are not copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A permanent that is already face down can&apos;t be turned face down again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An object put onto the battlefield face down is face down as it enters: its own enters abilities don&apos;t apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply as the permanent turns face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down card revealed because it left is judged as the card itself, ignoring effects that applied to the face-down object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card that can&apos;t enter the battlefield (an instant or sorcery front face) stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double-faced card turned face up is turned up with its front face up; a face-down double-faced permanent can&apos;t transform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double-faced permanent on the battlefield can&apos;t be turned face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, all objects they own leave the game with them, and effects that give them control of objects end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a player has left the game, nothing can happen to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To surveil N, look at the top N cards of your library, then put any number of them into your graveyard and the rest back on top in any order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activating Primordial Mist&apos;s last ability doesn&apos;t trigger abilities that trigger when something is turned face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You still pay all costs for a spell cast this way, and you follow the normal timing permissions and restrictions of the card you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casting an exiled card makes it leave exile: you can&apos;t cast it more than once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you don&apos;t play the exiled card this turn, it stays exiled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may exile a face-down token you control to activate the ability, but you won&apos;t be able to cast that token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The face-down permanent is a 2/2 creature with no name, mana cost, creature types or abilities; other effects that apply to it can still grant or change any of these characteristics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The face-down characteristics are copiable values: a copy of a face-down creature is a 2/2 colorless face-up creature with no abilities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlike a face-down creature cast with morph, a manifested creature card may still be turned face up for its mana cost after it loses its abilities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the card itself says (its rules text).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>verdicts</name>
    <message>
        <source>Face down it is a colorless 2/2 creature with no name, no mana cost (mana value 0), no subtypes and no abilities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face down it is a colorless 2/2 creature with ward {{2}} and nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face down it has only the characteristics the effect lists: {listed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other effects, counters and attachments still apply on top of its face-down values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down permanent has no name, so it never shares a name with anything; the legend rule ignores it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It enters face down: its own enters abilities do not apply, but other permanents see a 2/2 creature enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is already face down; turning it face down again does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double-faced permanent can&apos;t be turned face down; nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning face up or down gives it a new timestamp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You control it, so you may look at its face at any time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only its controller may look at a face-down {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control decides who may look: {controller} controls it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face-down exiled cards may be seen only by players an effect allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning a permanent face up needs priority, and nobody has priority in the {step} step. Wait until you have priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the player who controls a face-down permanent may turn it face up; {controller} controls it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down spell on the stack can&apos;t be turned face up; wait until it resolves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was {method_text} and its card is a creature card: you may turn it face up for its mana cost {cost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mana-cost route looks at the card itself, ignoring copy and type-changing effects on the permanent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losing its abilities doesn&apos;t stop a manifested or cloaked creature card from turning face up for its mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its card is not a creature card, so it can&apos;t be turned face up for a mana cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its card has no mana cost, so the mana-cost route does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X is 0 when a manifested card is turned face up: the cost is {cost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It may be turned face up either for its mana cost or for its {keyword} cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It would have morph face up: you may turn it face up for {cost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paying its megamorph cost {cost} also puts a +1/+1 counter on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned face up another way, a megamorph card gets no +1/+1 counter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It would have disguise face up: you may turn it face up for {cost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its cost is not mana ({cost}); it can be used only when that cost can be paid now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It would have no {keyword} face up because it has lost its abilities, so that route is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is copying another object: the {keyword} route uses the copied object&apos;s cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was not manifested or cloaked, so its mana cost can&apos;t turn it face up; use its {keyword} cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rule lets you turn this face up: it became face down by {method_text} and its card has no morph or disguise. Only an effect can turn it face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down Forest from Yedora whose card has {keyword} may be turned face up for that cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An effect turns it face up; no cost, whatever made it face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double-faced card turns face up with its front face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform; nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its front face is not a permanent, so it can&apos;t be turned face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It becomes a land when it turns face up; that is not a land play, and if it stops being a creature it is removed from combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the same permanent: tapped state, counters, damage, attachments and combat status stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing enters the battlefield: enters abilities don&apos;t trigger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its &quot;as it is turned face up&quot; ability applies now ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned-face-up abilities trigger: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ward {{2}} it had while face down ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects that already applied to it keep applying face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check state-based actions now: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield is revealed to all players: it was {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down spell leaving the stack for anywhere but the battlefield is revealed to all players: it was {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: every face-down spell and permanent is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} leaves the game: their face-down spells and permanents are revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The revealed card is judged as printed, ignoring effects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It enters face up as a new object; its enters abilities work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An instant or sorcery card can&apos;t enter the battlefield; it stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It enters face down as a new object with a new entry number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down token leaving the battlefield is revealed and then ceases to exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy of a face-down permanent takes its face-down copiable values, not counters or other effects: a face-up colorless 2/2 creature with no name, no creature types and no abilities, but with ward {{2}} if it copies a disguised or cloaked creature. Nothing is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It still looks like a face-down 2/2; the copied values show once it turns face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face-down permanents may not be mixed to confuse opponents; their order and markers must stay clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down object needs its entry number and method marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, with consecutive entry numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{restriction}: the card isn&apos;t manifested and stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library is empty: nothing is manifested (this is not a draw).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top two cards: manifest one, put the other into the graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one card in the library: it is manifested; nothing goes to the graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library is empty: manifest dread does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Whenever you manifest dread&quot; abilities trigger even when part or all of it was impossible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen card can&apos;t be manifested, so every looked-at card goes to the graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast face down as a 2/2 creature spell for {cost}, at creature-spell timing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has no {keyword}, so it can&apos;t be cast face down that way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost and can&apos;t be combined with another one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down spell has no abilities: it can be countered whatever its card says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell for targeting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primordial Mist: at the beginning of your end step you may manifest the top card of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exile a face-down permanent you control face up as the cost; you may play that card this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primordial Mist exiles only a face-down permanent you control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exiling it face up is not turning it face up: no turned-face-up abilities trigger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may cast it this turn at its normal timing, paying its costs ({cost}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may play this land now; it uses your land play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can play this land only in your main phase with an empty stack and a land play left: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The permission was used: once it left exile it can&apos;t be played again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The permission to play {name} has ended; it stays in exile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down token may pay the cost, but it ceases to exist: nothing to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Pursuit: you cast an instant or sorcery from your hand, so manifest the top card of your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast from somewhere other than your hand: Cryptic Pursuit does not manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Pursuit: the face-down creature was an instant or sorcery card; exile it, and you may cast it until the end of your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptic Pursuit: it was not an instant or sorcery card, so it stays in the graveyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It left the battlefield without dying: Cryptic Pursuit does not trigger (it is still revealed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The permission to cast {name} has ended; it stays in exile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} can be cast only {when}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast {name} for {cost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing lets you cast it from the {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A land is played, not cast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may play this land; it uses your land play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t play a land now: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing lets you play it from the {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not yours to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not on the stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not on the battlefield.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is face up already (a copy of a face-down creature is face up too); there is nothing to turn up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no {route} route for this permanent: it would not have {route} if it were face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is in a hidden zone you may not look at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is face up; everyone can see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{restriction}: it can&apos;t enter the battlefield.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library is empty: nothing to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{actor} can&apos;t act for {player}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That spell is not {what}, so it can&apos;t be targeted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That permanent is not face down: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Until end of turn&quot; effects end and damage wears off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} triggers: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} attempted to draw from an empty library ({n} time(s)): they lose the next time state-based actions are checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library is empty: nothing is milled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays with the top card of their library revealed: every player knows it, and each new top card as soon as it is on top (a draw of several cards reveals each one before it is drawn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} already plays with the top card of their library revealed: nothing changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} doesn&apos;t play with the top card of their library revealed: nothing changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library is empty: there is nothing to look at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name exactly the top {n} card(s) of that library, each once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} may arrange only cards they have looked at; they don&apos;t know {count} of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A search finds only cards of the zone searched: {count} of them are not in {owner}&apos;s {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A search for &quot;a card&quot; with no stated quality must find one while the zone holds any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A search for a card with a stated quality may find nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rest of the library is shuffled first; the found card(s) go on top and are not part of the shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed cards stay where they are; face-down objects stay face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mulligans are taken before the game begins; it has begun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has kept their opening hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s mulligans have left them no cards: they keep an empty hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must first put {n} card(s) from their hand on the bottom of their library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has no cards to put on the bottom of their library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} puts exactly {n} card(s) on the bottom (one per mulligan that counts), not {got}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only cards of {player}&apos;s hand go on the bottom, each once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a game that began with more than two players, the first mulligan is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game begins: turn 1 is {player}&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a two-player game the starting player skips the draw of their first turn: {player} draws no card in turn 1&apos;s draw step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has {life} life and can&apos;t pay {amount}: a player can pay life only if their life total is at least the amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A change of 0 is no change: nothing happens (no life is gained or lost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has {life} life: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has {n} poison counters: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No counters are put on or removed: nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has {have} {counter} counter(s): there can&apos;t be fewer than none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has left the game: nothing happens to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That token left the battlefield and ceased to exist; nothing can bring it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a permanent can have a note; a note is gone when its card changes zones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} controls no tapped permanent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the newest entry that is not taken back yet can be taken back (entry {last}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken back; what {players} saw stays known: nobody can unsee a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} controls no permanent with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} controls no face-up permanent {card} with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has priority in the {step} step: an activated ability can&apos;t be activated now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only {player}, who controlled the face-down creature&apos;s Pursuit ability as it died, may cast that card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects that gave {player} control of objects end: each goes back to the player who would otherwise control it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The objects {player} owns leave the game with them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
