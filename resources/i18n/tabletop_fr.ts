<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Source: {s}</source>
        <translation>Source : {s}</translation>
    </message>
    <message>
        <source>Its face (only you see it):</source>
        <translation>Son recto (vous seul le voyez) :</translation>
    </message>
    <message>
        <source>Controlled by {p} (owner {o})</source>
        <translation>Contrôlé par {p} (propriétaire {o})</translation>
    </message>
    <message>
        <source>Loyalty {n}</source>
        <translation>Loyauté {n}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (vous)</translation>
    </message>
    <message>
        <source>Top card: {name}</source>
        <translation>Carte du dessus : {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n carte face cachée</numerusform>
            <numerusform>%n cartes face cachée</numerusform>
        </translation>
    </message>
    <message>
        <source>Loses all abilities</source>
        <translation>Perd toutes ses capacités</translation>
    </message>
    <message>
        <source>Gets +1/+1</source>
        <translation>Gagne +1/+1</translation>
    </message>
    <message>
        <source>Gets -1/-1</source>
        <translation>Gagne -1/-1</translation>
    </message>
    <message>
        <source>Base power and toughness 1/1</source>
        <translation>Force et endurance de base 1/1</translation>
    </message>
    <message>
        <source>Base power and toughness 4/4</source>
        <translation>Force et endurance de base 4/4</translation>
    </message>
    <message>
        <source>Peek (look at a face-down card)</source>
        <translation>Regarder (une carte face cachée)</translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation>Engager / dégager</translation>
    </message>
    <message>
        <source>Turn face down (effect)</source>
        <translation>Retourner face cachée (effet)</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>un effet</translation>
    </message>
    <message>
        <source>Exile to play (Primordial Mist)</source>
        <translation>Exiler pour jouer (Primordial Mist)</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play its back face</source>
        <translation>Jouer sa face arrière</translation>
    </message>
    <message>
        <source>Put onto the battlefield</source>
        <translation>Mettre sur le champ de bataille</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Contrecarrer</translation>
    </message>
    <message>
        <source>Put into graveyard (dies)</source>
        <translation>Mettre au cimetière (meurt)</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>Exiler</translation>
    </message>
    <message>
        <source>Return to hand (bounce)</source>
        <translation>Renvoyer en main</translation>
    </message>
    <message>
        <source>Put on top of library</source>
        <translation>Mettre au-dessus de la bibliothèque</translation>
    </message>
    <message>
        <source>Put on bottom of library</source>
        <translation>Mettre au-dessous de la bibliothèque</translation>
    </message>
    <message>
        <source>Reveal to all players</source>
        <translation>Révéler à tous les joueurs</translation>
    </message>
    <message>
        <source>Add a +1/+1 counter</source>
        <translation>Ajouter un marqueur +1/+1</translation>
    </message>
    <message>
        <source>Remove a +1/+1 counter</source>
        <translation>Retirer un marqueur +1/+1</translation>
    </message>
    <message>
        <source>Deal 1 damage</source>
        <translation>Infliger 1 blessure</translation>
    </message>
    <message>
        <source>Attach to…</source>
        <translation>Attacher à…</translation>
    </message>
    <message>
        <source>Create a token copy</source>
        <translation>Créer un jeton copie</translation>
    </message>
    <message>
        <source>Apply an effect…</source>
        <translation>Appliquer un effet…</translation>
    </message>
    <message>
        <source>Gain control</source>
        <translation>Acquérir le contrôle</translation>
    </message>
    <message>
        <source>Transform</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <source>Add counters…</source>
        <translation>Ajouter des marqueurs…</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Note…</translation>
    </message>
    <message>
        <source>Point at…</source>
        <translation>Désigner…</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <source>Shuffle your library</source>
        <translation>Mélanger votre bibliothèque</translation>
    </message>
    <message>
        <source>Manifest the top card</source>
        <translation>Manifester la carte du dessus</translation>
    </message>
    <message>
        <source>Manifest dread…</source>
        <translation>Manifester l&apos;effroi…</translation>
    </message>
    <message>
        <source>Cloak the top card</source>
        <translation>Voiler la carte du dessus</translation>
    </message>
    <message>
        <source>Mill the top card</source>
        <translation>Meuler la carte du dessus</translation>
    </message>
    <message>
        <source>Draw cards…</source>
        <translation>Piocher des cartes…</translation>
    </message>
    <message>
        <source>Mill cards…</source>
        <translation>Meuler des cartes…</translation>
    </message>
    <message>
        <source>Look at the top cards…</source>
        <translation>Regarder les cartes du dessus…</translation>
    </message>
    <message>
        <source>Look at another player&apos;s top cards (effect)…</source>
        <translation>Regarder les cartes du dessus d&apos;un autre joueur (effet)…</translation>
    </message>
    <message>
        <source>Scry…</source>
        <translation>Regard…</translation>
    </message>
    <message>
        <source>Surveil…</source>
        <translation>Surveillance…</translation>
    </message>
    <message>
        <source>Search a library…</source>
        <translation>Chercher dans une bibliothèque…</translation>
    </message>
    <message>
        <source>Search another player&apos;s library (effect)…</source>
        <translation>Chercher dans la bibliothèque d&apos;un autre joueur (effet)…</translation>
    </message>
    <message>
        <source>Reveal the top card of your library</source>
        <translation>Révéler la carte du dessus de votre bibliothèque</translation>
    </message>
    <message>
        <source>Play with the top card revealed</source>
        <translation>Jouer avec la carte du dessus révélée</translation>
    </message>
    <message>
        <source>Reveal your hand</source>
        <translation>Révéler votre main</translation>
    </message>
    <message>
        <source>Reveal your hand to a player…</source>
        <translation>Révéler votre main à un joueur…</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation>Jusqu&apos;à la fin du tour</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Pass priority</source>
        <translation>Passer la priorité</translation>
    </message>
    <message>
        <source>Finish the resolution</source>
        <translation>Terminer la résolution</translation>
    </message>
    <message>
        <source>Concede (leave the game)</source>
        <translation>Concéder (quitter la partie)</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>Gain 1 life</source>
        <translation>Gagner 1 point de vie</translation>
    </message>
    <message>
        <source>Lose 1 life</source>
        <translation>Perdre 1 point de vie</translation>
    </message>
    <message>
        <source>Set life…</source>
        <translation>Fixer les points de vie…</translation>
    </message>
    <message>
        <source>Add a poison counter</source>
        <translation>Ajouter un marqueur poison</translation>
    </message>
    <message>
        <source>Remove a poison counter</source>
        <translation>Retirer un marqueur poison</translation>
    </message>
    <message>
        <source>Player counter…</source>
        <translation>Marqueur de joueur…</translation>
    </message>
    <message>
        <source>Create token…</source>
        <translation>Créer un jeton…</translation>
    </message>
    <message>
        <source>Roll a d20</source>
        <translation>Lancer un d20</translation>
    </message>
    <message>
        <source>Roll dice…</source>
        <translation>Lancer des dés…</translation>
    </message>
    <message>
        <source>Flip a coin</source>
        <translation>Lancer une pièce</translation>
    </message>
    <message>
        <source>Untap all</source>
        <translation>Tout dégager</translation>
    </message>
    <message>
        <source>Clear arrows</source>
        <translation>Effacer les flèches</translation>
    </message>
    <message>
        <source>TOKEN</source>
        <translation>JETON</translation>
    </message>
    <message>
        <source>dmg {n}</source>
        <translation>blessures {n}</translation>
    </message>
    <message>
        <source>#{n} {w} · face down</source>
        <translation>#{n} {w} · face cachée</translation>
    </message>
    <message>
        <source>Filter by name, type or text (Ctrl+F)</source>
        <translation>Filtrer par nom, type ou texte (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter cards</source>
        <translation>Filtrer les cartes</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>Put the cards found into</source>
        <translation>Mettre les cartes trouvées dans</translation>
    </message>
    <message>
        <source>Reveal them</source>
        <translation>Les révéler</translation>
    </message>
    <message>
        <source>Shuffle after</source>
        <translation>Mélanger ensuite</translation>
    </message>
    <message>
        <source>Fail to find</source>
        <translation>Ne rien trouver</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>Pick the cards you found (Ctrl+click for more), then where they go.</source>
        <translation>Choisissez les cartes trouvées (Ctrl+clic pour plusieurs), puis leur destination.</translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation>Mettre au-dessous</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>To {pile}</source>
        <translation>Vers {pile}</translation>
    </message>
    <message numerus="yes">
        <source>Put %n of these cards on the bottom of your library, in order (the first goes first).</source>
        <translation>
            <numerusform>Mettez %n de ces cartes au-dessous de votre bibliothèque, dans l&apos;ordre (la première d&apos;abord).</numerusform>
            <numerusform>Mettez %n de ces cartes au-dessous de votre bibliothèque, dans l&apos;ordre (la première d&apos;abord).</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: {k}.</source>
        <translation>Choisies : {k}.</translation>
    </message>
    <message>
        <source>Top: the first card is the top of the library. Drag or use Alt+Up / Alt+Down to order.</source>
        <translation>Dessus : la première carte est celle du dessus de la bibliothèque. Faites glisser ou utilisez Alt+Haut / Alt+Bas pour ordonner.</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>Texte de la carte</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Jeton</translation>
    </message>
    <message numerus="yes">
        <source>%n {name} counter(s)</source>
        <translation>
            <numerusform>%n marqueur {name}</numerusform>
            <numerusform>%n marqueurs {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>ward {2}</source>
        <translation>garde {2}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>Note : {text}</translation>
    </message>
    <message>
        <source>Face down: no name, no mana cost, no text</source>
        <translation>Face cachée : pas de nom, pas de coût de mana, pas de texte</translation>
    </message>
    <message>
        <source>{printed} (now {now})</source>
        <translation>{printed} (maintenant {now})</translation>
    </message>
    <message>
        <source>{kw} {cost}</source>
        <translation>{kw} {cost}</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>d&apos;accord</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>attends</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>à toi</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Chat ({n} new)</source>
        <translation>Discussion (nouveaux : {n})</translation>
    </message>
    <message>
        <source>Say something (Enter sends)</source>
        <translation>Dites quelque chose (Entrée envoie)</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Message de discussion</translation>
    </message>
    <message>
        <source>Say: {text}</source>
        <translation>Dire : {text}</translation>
    </message>
    <message>
        <source>A chat line has at most {n} characters.</source>
        <translation>Une ligne de discussion fait au plus {n} caractères.</translation>
    </message>
    <message>
        <source>Slow down: at most {n} lines in {s:g} seconds. Try again in {w:.0f} s.</source>
        <translation>Doucement : au plus {n} lignes en {s:g} secondes. Réessayez dans {w:.0f} s.</translation>
    </message>
    <message>
        <source>Not sent: {why}</source>
        <translation>Non envoyé : {why}</translation>
    </message>
    <message>
        <source>A shared board is read-only: there is no one to chat with.</source>
        <translation>Un plateau partagé est en lecture seule : personne avec qui discuter.</translation>
    </message>
    <message>
        <source>Open a game or start a new one to chat.</source>
        <translation>Ouvrez une partie ou commencez-en une pour discuter.</translation>
    </message>
    <message>
        <source>There is no chat during a lesson.</source>
        <translation>Pas de discussion pendant une leçon.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Spectateur</translation>
    </message>
    <message>
        <source>Not said.</source>
        <translation>Non dit.</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Un spectateur</translation>
    </message>
    <message>
        <source>{who} undid: {what}</source>
        <translation>{who} a annulé : {what}</translation>
    </message>
    <message>
        <source>{who} undid an action.</source>
        <translation>{who} a annulé une action.</translation>
    </message>
    <message>
        <source>{who} redid: {what}</source>
        <translation>{who} a rétabli : {what}</translation>
    </message>
    <message>
        <source>{who} redid an action.</source>
        <translation>{who} a rétabli une action.</translation>
    </message>
    <message>
        <source>the spectators</source>
        <translation>les spectateurs</translation>
    </message>
    <message>
        <source>Privacy curtain

Pass the device to {who}.
The table stays hidden until {who} is ready.</source>
        <translation>Rideau de confidentialité

Passez l&apos;appareil à {who}.
La table reste cachée jusqu&apos;à ce que {who} soit prêt.</translation>
    </message>
    <message>
        <source>I am {who}: show my table</source>
        <translation>Je suis {who} : montrer ma table</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; details saved to {f}</source>
        <translation>tabletop a rencontré une erreur interne pendant {doing} ({what}). C&apos;est un bogue de tabletop, pas un problème de votre fichier ; détails enregistrés dans {f}</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; the details are below (they could not be saved to a file).</source>
        <translation>tabletop a rencontré une erreur interne pendant {doing} ({what}). C&apos;est un bogue de tabletop, pas un problème de votre fichier ; les détails sont ci-dessous (ils n&apos;ont pas pu être enregistrés dans un fichier).</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>{p} is a file where a folder should be</source>
        <translation>{p} est un fichier là où il faudrait un dossier</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>pas le droit d&apos;écrire là</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>Saving and opening games needs the storage package, which this installation does not have yet.</source>
        <translation>Enregistrer et ouvrir des parties nécessite le paquet storage, que cette installation n&apos;a pas encore.</translation>
    </message>
    <message>
        <source>{p} is in the autosave folder, which keeps only the newest autosaves and deletes the others. Save the game somewhere else.</source>
        <translation>{p} est dans le dossier des sauvegardes automatiques, qui ne garde que les plus récentes et supprime les autres. Enregistre la partie ailleurs.</translation>
    </message>
    <message>
        <source>This game can&apos;t be saved: its file would break the save format&apos;s limits and could never be opened again. Nothing was written; the game is still here.</source>
        <translation>Cette partie ne peut pas être enregistrée : son fichier dépasserait les limites du format et ne pourrait plus jamais être ouvert. Rien n&apos;a été écrit ; la partie est toujours là.</translation>
    </message>
    <message>
        <source>Could not save to {p}: {e}</source>
        <translation>Impossible d&apos;enregistrer dans {p} : {e}</translation>
    </message>
    <message>
        <source>Could not save to {p}.</source>
        <translation>Impossible d&apos;enregistrer dans {p}.</translation>
    </message>
    <message>
        <source>saving to {p}</source>
        <translation>l&apos;enregistrement dans {p}</translation>
    </message>
    <message>
        <source>{p} is a shared board (one seat&apos;s view, read-only), not a game to play.</source>
        <translation>{p} est un plateau partagé (la vue d&apos;un siège, en lecture seule), pas une partie à jouer.</translation>
    </message>
    <message>
        <source>{p} is a folder, not a game.</source>
        <translation>{p} est un dossier, pas une partie.</translation>
    </message>
    <message>
        <source>There is no file {p}.</source>
        <translation>Il n&apos;y a pas de fichier {p}.</translation>
    </message>
    <message>
        <source>Could not read {p}: {e}</source>
        <translation>Impossible de lire {p} : {e}</translation>
    </message>
    <message>
        <source>{p} is not a tabletop game or shared board this version can open.</source>
        <translation>{p} n&apos;est pas une partie tabletop ni un plateau partagé que cette version peut ouvrir.</translation>
    </message>
    <message>
        <source>{p} is too big to open with the memory there is.</source>
        <translation>{p} est trop gros pour être ouvert avec la mémoire disponible.</translation>
    </message>
    <message>
        <source>opening {p}</source>
        <translation>l&apos;ouverture de {p}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be played: its log does not lead to the board saved with it, or can&apos;t be read. The board is shown read-only as it was saved; the file is left as it is.</source>
        <translation>Impossible de jouer {p} : son journal ne mène pas au plateau enregistré avec lui, ou ne peut pas être lu. Le plateau est affiché en lecture seule tel qu&apos;il a été enregistré ; le fichier reste tel quel.</translation>
    </message>
    <message>
        <source>Could not write {p}: {e}</source>
        <translation>Impossible d&apos;écrire {p} : {e}</translation>
    </message>
    <message>
        <source>Could not write {p}.</source>
        <translation>Impossible d&apos;écrire {p}.</translation>
    </message>
    <message>
        <source>exporting to {p}</source>
        <translation>l&apos;export vers {p}</translation>
    </message>
    <message>
        <source>Autosave failed: {e}.</source>
        <translation>L&apos;enregistrement automatique a échoué : {e}.</translation>
    </message>
    <message>
        <source>Autosave failed: the game can&apos;t be saved.</source>
        <translation>L&apos;enregistrement automatique a échoué : la partie ne peut pas être enregistrée.</translation>
    </message>
    <message>
        <source>autosaving</source>
        <translation>l&apos;enregistrement automatique</translation>
    </message>
    <message>
        <source>Card images</source>
        <translation>Images des cartes</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s pics folder, or SET/NAME.jpg files</source>
        <translation>Le dossier pics de Cockatrice, ou des fichiers SET/NAME.jpg</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Your pictures folder</source>
        <translation>Votre dossier d&apos;images</translation>
    </message>
    <message>
        <source>Download images of cards shown face up</source>
        <translation>Télécharger les images des cartes montrées face visible</translation>
    </message>
    <message>
        <source>One URL template a line; fields: {fields}. The first, {uri}, is the card data&apos;s own image (Scryfall).</source>
        <translation>Un modèle d&apos;URL par ligne ; champs : {fields}. Le premier, {uri}, est l&apos;image des données de la carte (Scryfall).</translation>
    </message>
    <message>
        <source>Image sources</source>
        <translation>Sources d&apos;images</translation>
    </message>
    <message>
        <source>Clear image cache</source>
        <translation>Vider le cache d&apos;images</translation>
    </message>
    <message numerus="yes">
        <source>%n cached image(s) removed</source>
        <translation>
            <numerusform>%n image en cache supprimée</numerusform>
            <numerusform>%n images en cache supprimées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}&apos;s {zone}, %n card(s)</source>
        <translation>
            <numerusform>{zone} de {seat}, %n carte</numerusform>
            <numerusform>{zone} de {seat}, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>, top card: {name}</source>
        <translation>, carte du dessus : {name}</translation>
    </message>
    <message>
        <source>Lesson instruction</source>
        <translation>Consigne de la leçon</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Retry this step</source>
        <translation>Refaire cette étape</translation>
    </message>
    <message>
        <source>Back a step</source>
        <translation>Revenir d&apos;une étape</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Undo your last action ({key}); if a card was seen, the table logs a take-back</source>
        <translation>Annule ta dernière action ({key}) ; si une carte a été vue, la table consigne une reprise</translation>
    </message>
    <message>
        <source>Lesson feedback</source>
        <translation>Retour de la leçon</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <source>What the table says:</source>
        <translation>Ce que dit la table :</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>Pick a lesson. You play it on the real table; the panel on the right explains every step.</source>
        <translation>Choisissez une leçon. Vous la jouez sur la vraie table ; le panneau de droite explique chaque étape.</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Commencer la leçon</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>A known mistake</source>
        <translation>Une erreur connue</translation>
    </message>
    <message>
        <source>In this lesson you play as {seat}.</source>
        <translation>Dans cette leçon, vous jouez {seat}.</translation>
    </message>
    <message>
        <source>This lesson can&apos;t go on: {e}</source>
        <translation>Cette leçon ne peut pas continuer : {e}</translation>
    </message>
    <message>
        <source>The table is back as it was when this step began.</source>
        <translation>La table est revenue à l&apos;état du début de cette étape.</translation>
    </message>
    <message>
        <source>Back to the previous step.</source>
        <translation>Retour à l&apos;étape précédente.</translation>
    </message>
    <message>
        <source>This is the first step; it starts again.</source>
        <translation>C&apos;est la première étape ; elle recommence.</translation>
    </message>
    <message>
        <source>The lesson starts again.</source>
        <translation>La leçon recommence.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Rules assist</source>
        <translation>Assistant de règles</translation>
    </message>
    <message>
        <source>Rules mode</source>
        <translation>Mode de règles</translation>
    </message>
    <message>
        <source>View as</source>
        <translation>Voir en tant que</translation>
    </message>
    <message>
        <source>Leave the lesson first: a lesson is recorded from a game.</source>
        <translation>Quittez d&apos;abord la leçon : une leçon s&apos;enregistre à partir d&apos;une partie.</translation>
    </message>
    <message>
        <source>A lesson is being recorded already.</source>
        <translation>Une leçon est déjà en cours d&apos;enregistrement.</translation>
    </message>
    <message>
        <source>Open a game or a position first: the lesson starts from it.</source>
        <translation>Ouvrez d&apos;abord une partie ou une position : la leçon part de là.</translation>
    </message>
    <message>
        <source>You record as {seat}. Play this step&apos;s action on the table: it becomes the step&apos;s solution. For a known mistake, press &quot;Record a mistake&quot;, then do it: it is judged, not carried out. The lesson file holds the whole position, face-down cards and libraries included.</source>
        <translation>Vous enregistrez en tant que {seat}. Jouez l&apos;action de cette étape sur la table : elle devient la solution de l&apos;étape. Pour une erreur connue, appuyez sur « Enregistrer une erreur », puis faites-la : elle est jugée, pas exécutée. Le fichier de la leçon contient toute la position, cartes face cachée et bibliothèques comprises.</translation>
    </message>
    <message>
        <source>Not carried into the lesson: {what}.</source>
        <translation>Non repris dans la leçon : {what}.</translation>
    </message>
    <message>
        <source>You record as {seat}.</source>
        <translation>Vous enregistrez en tant que {seat}.</translation>
    </message>
    <message>
        <source>Known mistake recorded, not carried out. The table says: {s} Say why it is wrong below.</source>
        <translation>Erreur connue enregistrée, non exécutée. La table dit : {s} Expliquez ci-dessous pourquoi c&apos;est faux.</translation>
    </message>
    <message>
        <source>Recorded as this step&apos;s action: {what}. The table says: {s} Rules: {rules}.</source>
        <translation>Enregistré comme action de cette étape : {what}. La table dit : {s} Règles : {rules}.</translation>
    </message>
    <message>
        <source>none yet (a step needs one: record a mistake the rules refuse)</source>
        <translation>aucune pour l&apos;instant (une étape en demande une : enregistrez une erreur que les règles refusent)</translation>
    </message>
    <message>
        <source>The action is taken back: play the step&apos;s action again.</source>
        <translation>L&apos;action est reprise : rejouez l&apos;action de l&apos;étape.</translation>
    </message>
    <message>
        <source>Step {n} is recorded. Play the next step&apos;s action, or save the lesson.</source>
        <translation>L&apos;étape {n} est enregistrée. Jouez l&apos;action de l&apos;étape suivante, ou enregistrez la leçon.</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>Enregistrer la leçon</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>Leçons (*.json)</translation>
    </message>
    <message>
        <source>A recorded lesson</source>
        <translation>Une leçon enregistrée</translation>
    </message>
    <message>
        <source>The lesson can&apos;t be saved yet.</source>
        <translation>La leçon ne peut pas encore être enregistrée.</translation>
    </message>
    <message>
        <source>The lesson is too big to save: {n} bytes, at most {m}.</source>
        <translation>La leçon est trop grande pour être enregistrée : {n} octets, au plus {m}.</translation>
    </message>
    <message>
        <source>The lesson could not be written.</source>
        <translation>La leçon n&apos;a pas pu être écrite.</translation>
    </message>
    <message>
        <source>Saved to {path}: {check}, {steps} and {mistakes}.</source>
        <translation>Enregistrée dans {path} : {check}, {steps} et {mistakes}.</translation>
    </message>
    <message numerus="yes">
        <source>%n known mistake(s)</source>
        <translation>
            <numerusform>%n erreur connue</numerusform>
            <numerusform>%n erreurs connues</numerusform>
        </translation>
    </message>
    <message>
        <source>Record a lesson</source>
        <translation>Enregistrer une leçon</translation>
    </message>
    <message>
        <source>Now do the mistake on the table: it is judged, not carried out.</source>
        <translation>Faites maintenant l&apos;erreur sur la table : elle est jugée, pas exécutée.</translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation>Ouvrir un fichier de leçon</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Leçons (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>This lesson file can&apos;t be read:</source>
        <translation>Ce fichier de leçon ne peut pas être lu :</translation>
    </message>
    <message>
        <source>This lesson does not pass the check, so it is not played:</source>
        <translation>Cette leçon ne passe pas la vérification, elle n&apos;est donc pas jouée :</translation>
    </message>
    <message>
        <source>The lesson&apos;s title</source>
        <translation>Le titre de la leçon</translation>
    </message>
    <message>
        <source>What the lesson teaches, in a sentence</source>
        <translation>Ce que la leçon enseigne, en une phrase</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Instruction: what the learner should do</source>
        <translation>Consigne : ce que l&apos;élève doit faire</translation>
    </message>
    <message>
        <source>Hints, one a line</source>
        <translation>Indices, un par ligne</translation>
    </message>
    <message>
        <source>Said when the step is done (optional)</source>
        <translation>Dit quand l&apos;étape est faite (facultatif)</translation>
    </message>
    <message>
        <source>Known mistakes (the table&apos;s verdict; select one to say why):</source>
        <translation>Erreurs connues (le verdict de la table ; choisissez-en une pour dire pourquoi) :</translation>
    </message>
    <message>
        <source>Why it is wrong, in your words</source>
        <translation>Pourquoi c&apos;est faux, avec vos mots</translation>
    </message>
    <message>
        <source>Forget this mistake</source>
        <translation>Oublier cette erreur</translation>
    </message>
    <message>
        <source>Record a mistake</source>
        <translation>Enregistrer une erreur</translation>
    </message>
    <message>
        <source>Take the action back</source>
        <translation>Reprendre l&apos;action</translation>
    </message>
    <message>
        <source>Finish this step</source>
        <translation>Terminer cette étape</translation>
    </message>
    <message>
        <source>Steps recorded:</source>
        <translation>Étapes enregistrées :</translation>
    </message>
    <message>
        <source>Lesson file</source>
        <translation>Fichier de la leçon</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Stop recording</source>
        <translation>Arrêter l&apos;enregistrement</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Étape {n}</translation>
    </message>
    <message>
        <source>Lesson summary: {t}</source>
        <translation>Résumé de la leçon : {t}</translation>
    </message>
    <message>
        <source>Lesson summary</source>
        <translation>Résumé de la leçon</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation>Correct !</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Pas autorisé</translation>
    </message>
    <message>
        <source>Not what this step asks (nothing changed)</source>
        <translation>Ce n&apos;est pas ce que demande cette étape (rien n&apos;a changé)</translation>
    </message>
    <message>
        <source>Done; that doesn&apos;t finish this step</source>
        <translation>Fait ; cela ne termine pas cette étape</translation>
    </message>
    <message>
        <source>The table can&apos;t do that</source>
        <translation>La table ne peut pas faire cela</translation>
    </message>
    <message>
        <source>The lesson is finished</source>
        <translation>La leçon est terminée</translation>
    </message>
    <message>
        <source>rule {n}</source>
        <translation>règle {n}</translation>
    </message>
    <message>
        <source>rules {n}</source>
        <translation>règles {n}</translation>
    </message>
    <message>
        <source>Rule {n}: {note}</source>
        <translation>Règle {n} : {note}</translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) done</source>
        <translation>
            <numerusform>%n étape faite</numerusform>
            <numerusform>Les %n étapes faites</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {i} of {n}</source>
        <translation>Étape {i} sur {n}</translation>
    </message>
    <message>
        <source>Rules in this step: {r}</source>
        <translation>Règles de cette étape : {r}</translation>
    </message>
    <message>
        <source>You play as {seat}.</source>
        <translation>Vous jouez {seat}.</translation>
    </message>
    <message>
        <source>Rules: {r}</source>
        <translation>Règles : {r}</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n étape</numerusform>
            <numerusform>%n étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>That library is empty.</source>
        <translation>Cette bibliothèque est vide.</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>Quel joueur ?</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Piocher des cartes</translation>
    </message>
    <message>
        <source>Draw how many cards?</source>
        <translation>Piocher combien de cartes ?</translation>
    </message>
    <message>
        <source>Mill cards</source>
        <translation>Meuler des cartes</translation>
    </message>
    <message>
        <source>Mill how many cards?</source>
        <translation>Meuler combien de cartes ?</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>Piocher %n carte</numerusform>
            <numerusform>Piocher %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mill %n card(s)</source>
        <translation>
            <numerusform>Meuler %n carte</numerusform>
            <numerusform>Meuler %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the top cards</source>
        <translation>Regarder les cartes du dessus</translation>
    </message>
    <message>
        <source>Look at how many cards of {who}&apos;s library?</source>
        <translation>Regarder combien de cartes de la bibliothèque de {who} ?</translation>
    </message>
    <message>
        <source>Look at another library</source>
        <translation>Regarder une autre bibliothèque</translation>
    </message>
    <message>
        <source>Scry</source>
        <translation>Regard</translation>
    </message>
    <message>
        <source>Surveil</source>
        <translation>Surveillance</translation>
    </message>
    <message>
        <source>{what} how many?</source>
        <translation>{what} : combien ?</translation>
    </message>
    <message>
        <source>Look at the top {n} of {who}&apos;s library</source>
        <translation>Regarder les {n} cartes du dessus de la bibliothèque de {who}</translation>
    </message>
    <message>
        <source>Scry {n}</source>
        <translation>Regard {n}</translation>
    </message>
    <message>
        <source>Surveil {n}</source>
        <translation>Surveillance {n}</translation>
    </message>
    <message>
        <source>The top {n} of {who}&apos;s library</source>
        <translation>Les {n} cartes du dessus de la bibliothèque de {who}</translation>
    </message>
    <message numerus="yes">
        <source>Search {who}&apos;s library: %n card(s) to {to}</source>
        <translation>
            <numerusform>Chercher dans la bibliothèque de {who} : %n carte vers {to}</numerusform>
            <numerusform>Chercher dans la bibliothèque de {who} : %n cartes vers {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n card(s) on the bottom</source>
        <translation>
            <numerusform>{who} : %n carte au-dessous</numerusform>
            <numerusform>{who} : %n cartes au-dessous</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, you took %n mulligan(s).</source>
        <translation>
            <numerusform>{who}, vous avez fait %n mulligan.</numerusform>
            <numerusform>{who}, vous avez fait %n mulligans.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) on the bottom of your library first.</source>
        <translation>
            <numerusform>Mettez d&apos;abord %n carte au-dessous de votre bibliothèque.</numerusform>
            <numerusform>Mettez d&apos;abord %n cartes au-dessous de votre bibliothèque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, your hand after %n mulligan(s) holds {cards}. Keep it, or take another mulligan?</source>
        <translation>
            <numerusform>{who}, votre main après %n mulligan compte {cards}. La garder, ou faire un autre mulligan ?</numerusform>
            <numerusform>{who}, votre main après %n mulligans compte {cards}. La garder, ou faire un autre mulligan ?</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}, your opening hand holds {cards}. Keep it, or take a mulligan?</source>
        <translation>{who}, votre main de départ compte {cards}. La garder, ou faire un mulligan ?</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>You look at these cards, top first; they stay where they are.</source>
        <translation>Vous regardez ces cartes, celle du dessus d&apos;abord ; elles restent où elles sont.</translation>
    </message>
    <message>
        <source>Put back the top cards: {t} on top, {b} on the bottom, {g} into the graveyard</source>
        <translation>Remettre les cartes du dessus : {t} au-dessus, {b} au-dessous, {g} au cimetière</translation>
    </message>
    <message>
        <source>Search another library</source>
        <translation>Chercher dans une autre bibliothèque</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library</source>
        <translation>Chercher dans la bibliothèque de {who}</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library: found nothing</source>
        <translation>Chercher dans la bibliothèque de {who} : rien trouvé</translation>
    </message>
    <message>
        <source>Stop playing with the top card revealed</source>
        <translation>Ne plus jouer avec la carte du dessus révélée</translation>
    </message>
    <message>
        <source>Reveal your hand to</source>
        <translation>Révéler votre main à</translation>
    </message>
    <message>
        <source>Reveal your hand to {who}</source>
        <translation>Révéler votre main à {who}</translation>
    </message>
    <message>
        <source>Draw step: draw a card</source>
        <translation>Étape de pioche : piocher une carte</translation>
    </message>
    <message>
        <source>Begin the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>{who}: mulligan</source>
        <translation>{who} : mulligan</translation>
    </message>
    <message>
        <source>{who}: keep</source>
        <translation>{who} : garder</translation>
    </message>
    <message>
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>Keep this hand or take a mulligan.</source>
        <translation>Gardez cette main ou faites un mulligan.</translation>
    </message>
    <message>
        <source>{who}: opening hand</source>
        <translation>{who} : main de départ</translation>
    </message>
    <message>
        <source>Put {k} on the bottom…</source>
        <translation>Mettre {k} au-dessous…</translation>
    </message>
    <message>
        <source>shuffles their library</source>
        <translation>mélange sa bibliothèque</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>pioche</translation>
    </message>
    <message>
        <source>moves a card</source>
        <translation>déplace une carte</translation>
    </message>
    <message>
        <source>manifests</source>
        <translation>manifeste</translation>
    </message>
    <message>
        <source>manifests dread</source>
        <translation>manifeste l&apos;effroi</translation>
    </message>
    <message>
        <source>cloaks</source>
        <translation>voile</translation>
    </message>
    <message>
        <source>casts a spell</source>
        <translation>lance un sort</translation>
    </message>
    <message>
        <source>resolves a spell</source>
        <translation>résout un sort</translation>
    </message>
    <message>
        <source>counters a spell</source>
        <translation>contrecarre un sort</translation>
    </message>
    <message>
        <source>turns a permanent face up</source>
        <translation>retourne un permanent face visible</translation>
    </message>
    <message>
        <source>turns a permanent face down</source>
        <translation>retourne un permanent face cachée</translation>
    </message>
    <message>
        <source>puts a card onto the battlefield</source>
        <translation>met une carte sur le champ de bataille</translation>
    </message>
    <message>
        <source>peeks at a card</source>
        <translation>regarde une carte</translation>
    </message>
    <message>
        <source>exiles a face-down permanent (Primordial Mist)</source>
        <translation>exile un permanent face cachée (Primordial Mist)</translation>
    </message>
    <message>
        <source>plays a card</source>
        <translation>joue une carte</translation>
    </message>
    <message>
        <source>transforms</source>
        <translation>se transforme</translation>
    </message>
    <message>
        <source>copies a permanent</source>
        <translation>copie un permanent</translation>
    </message>
    <message>
        <source>makes a copy</source>
        <translation>fait une copie</translation>
    </message>
    <message>
        <source>applies an effect</source>
        <translation>applique un effet</translation>
    </message>
    <message>
        <source>gains control</source>
        <translation>acquiert le contrôle</translation>
    </message>
    <message>
        <source>taps a permanent</source>
        <translation>engage un permanent</translation>
    </message>
    <message>
        <source>untaps a permanent</source>
        <translation>dégage un permanent</translation>
    </message>
    <message>
        <source>changes counters</source>
        <translation>modifie des marqueurs</translation>
    </message>
    <message>
        <source>attaches</source>
        <translation>attache</translation>
    </message>
    <message>
        <source>deals damage</source>
        <translation>inflige des blessures</translation>
    </message>
    <message>
        <source>moves to the next step</source>
        <translation>passe à l&apos;étape suivante</translation>
    </message>
    <message>
        <source>rearranges face-down cards</source>
        <translation>réordonne des cartes face cachée</translation>
    </message>
    <message>
        <source>leaves the game</source>
        <translation>quitte la partie</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>termine la partie</translation>
    </message>
    <message>
        <source>moves a permanent</source>
        <translation>déplace un permanent</translation>
    </message>
    <message>
        <source>reveals</source>
        <translation>révèle</translation>
    </message>
    <message>
        <source>answers a request</source>
        <translation>répond à une demande</translation>
    </message>
    <message>
        <source>withdraws a request</source>
        <translation>retire une demande</translation>
    </message>
    <message>
        <source>changes table trust</source>
        <translation>change la confiance à la table</translation>
    </message>
    <message>
        <source>does something else</source>
        <translation>fait autre chose</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source> (rules assist overridden)</source>
        <translation> (assistant de règles outrepassé)</translation>
    </message>
    <message>
        <source> (asked, waiting for an answer)</source>
        <translation> (demandé, en attente de réponse)</translation>
    </message>
    <message>
        <source>revealed{tag}: {name}</source>
        <translation>révélée{tag} : {name}</translation>
    </message>
    <message>
        <source>turned face up: {name}</source>
        <translation>retournée face visible : {name}</translation>
    </message>
    <message>
        <source>played {name}</source>
        <translation>a joué {name}</translation>
    </message>
    <message>
        <source>{step}, turn {t}, {p}</source>
        <translation>{step}, tour {t}, {p}</translation>
    </message>
    <message>
        <source>{name} triggers</source>
        <translation>{name} se déclenche</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>Show in the preview</source>
        <translation>Montrer dans l&apos;aperçu</translation>
    </message>
    <message>
        <source>The table changed while the menu was open: open it again.</source>
        <translation>La table a changé pendant que le menu était ouvert : ouvrez-le à nouveau.</translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation>Retourner face visible</translation>
    </message>
    <message>
        <source>Asking the host how it may turn face up…</source>
        <translation>Demande à l&apos;hôte comment le retourner face visible…</translation>
    </message>
    <message>
        <source>Only its controller may turn it face up</source>
        <translation>Seul son contrôleur peut le retourner face visible</translation>
    </message>
    <message>
        <source>{what}: {cost}</source>
        <translation>{what} : {cost}</translation>
    </message>
    <message>
        <source>Exile to play ({source})</source>
        <translation>Exiler pour jouer ({source})</translation>
    </message>
    <message>
        <source>{what} — not allowed: {why}</source>
        <translation>{what} — pas autorisé : {why}</translation>
    </message>
    <message>
        <source>Activate: {ability}</source>
        <translation>Activer : {ability}</translation>
    </message>
    <message>
        <source>By an effect (no cost)</source>
        <translation>Par un effet (sans coût)</translation>
    </message>
    <message>
        <source>Turn {what} face up {how}</source>
        <translation>Retourner {what} face visible {how}</translation>
    </message>
    <message>
        <source>Turn {what} face up</source>
        <translation>Retourner {what} face visible</translation>
    </message>
    <message>
        <source>Cast face down</source>
        <translation>Lancer face cachée</translation>
    </message>
    <message>
        <source>Cast face down ({m})</source>
        <translation>Lancer face cachée ({m})</translation>
    </message>
    <message>
        <source>Cast a card face down ({m})</source>
        <translation>Lancer une carte face cachée ({m})</translation>
    </message>
    <message>
        <source>{card} can&apos;t be cast face down: it has no morph, megamorph or disguise.</source>
        <translation>{card} ne peut pas être lancé face cachée : la carte n&apos;a ni mue, ni mégamue, ni déguisement.</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Méthode :</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n mode(s) of {card}.</source>
        <translation>
            <numerusform>Choisissez %n mode de {card}.</numerusform>
            <numerusform>Choisissez %n modes de {card}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose from {least} to {most} of the modes of {card}.</source>
        <translation>Choisissez de {least} à {most} des modes de {card}.</translation>
    </message>
    <message>
        <source>Resolve {card}</source>
        <translation>Résoudre {card}</translation>
    </message>
    <message>
        <source>How long:</source>
        <translation>Durée :</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>{name} (#{n})</source>
        <translation>{name} (#{n})</translation>
    </message>
    <message>
        <source>face-down #{n}</source>
        <translation>face cachée #{n}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>une carte face cachée</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>quelqu&apos;un</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} no longer plays with the top card of their library revealed{by}.</source>
        <translation>{who} ne joue plus avec la carte du dessus de sa bibliothèque révélée{by}.</translation>
    </message>
    <message>
        <source>: {card} is on top</source>
        <translation> : {card} est au-dessus</translation>
    </message>
    <message>
        <source>{who} plays with the top card of their library revealed{by}{top}.</source>
        <translation>{who} joue avec la carte du dessus de sa bibliothèque révélée{by}{top}.</translation>
    </message>
    <message>
        <source>Note on {card}: “{text}”.</source>
        <translation>Note sur {card} : « {text} ».</translation>
    </message>
    <message>
        <source>The note on {card} was taken off.</source>
        <translation>La note sur {card} a été retirée.</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>des dés</translation>
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
        <translation>d&apos;une autre façon</translation>
    </message>
    <message>
        <source>, chosen: {modes}</source>
        <translation>, choisi : {modes}</translation>
    </message>
    <message>
        <source>, a token copy of {card}</source>
        <translation>, un jeton copie de {card}</translation>
    </message>
    <message>
        <source> (paid)</source>
        <translation> (payé)</translation>
    </message>
    <message>
        <source> to {who}</source>
        <translation> à {who}</translation>
    </message>
    <message>
        <source> face down</source>
        <translation> face cachée</translation>
    </message>
    <message>
        <source>An ability</source>
        <translation>Une capacité</translation>
    </message>
    <message>
        <source>a card it names has left</source>
        <translation>une carte qu&apos;elle nomme est partie</translation>
    </message>
    <message>
        <source>a player left the game</source>
        <translation>un joueur a quitté la partie</translation>
    </message>
    <message>
        <source>Table trust is on ({who}): players act on each other&apos;s things without asking.</source>
        <translation>La confiance à la table est activée ({who}) : les joueurs agissent sur les affaires des autres sans demander.</translation>
    </message>
    <message>
        <source>Table trust is on: players act on each other&apos;s things without asking.</source>
        <translation>La confiance à la table est activée : les joueurs agissent sur les affaires des autres sans demander.</translation>
    </message>
    <message>
        <source>Table trust is off ({who}): acting on another&apos;s things asks them.</source>
        <translation>La confiance à la table est désactivée ({who}) : agir sur les affaires d&apos;un autre le lui demande.</translation>
    </message>
    <message>
        <source>Table trust is off: acting on another&apos;s things asks them.</source>
        <translation>La confiance à la table est désactivée : agir sur les affaires d&apos;un autre le lui demande.</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>a accepté</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>a refusé</translation>
    </message>
    <message>
        <source>it no longer applies</source>
        <translation>elle ne s&apos;applique plus</translation>
    </message>
    <message>
        <source>Something else happened on the table.</source>
        <translation>Il s&apos;est passé autre chose sur la table.</translation>
    </message>
    <message>
        <source>Look at the top cards (effect)…</source>
        <translation>Regarder les cartes du dessus (effet)…</translation>
    </message>
    <message>
        <source>Search this library (effect)…</source>
        <translation>Chercher dans cette bibliothèque (effet)…</translation>
    </message>
    <message>
        <source>Manifest dread</source>
        <translation>Manifester l&apos;effroi</translation>
    </message>
    <message>
        <source>Manifest one; the other goes to your graveyard.</source>
        <translation>Manifestez-en une ; l&apos;autre va dans votre cimetière.</translation>
    </message>
    <message>
        <source>(unattach)</source>
        <translation>(détacher)</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Attacher</translation>
    </message>
    <message>
        <source>Attach to:</source>
        <translation>Attacher à :</translation>
    </message>
    <message>
        <source>Apply an effect</source>
        <translation>Appliquer un effet</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>Effet :</translation>
    </message>
    <message>
        <source>manifested</source>
        <translation>manifesté</translation>
    </message>
    <message>
        <source>manifested (dread)</source>
        <translation>manifesté (effroi)</translation>
    </message>
    <message>
        <source>cloaked</source>
        <translation>voilé</translation>
    </message>
    <message>
        <source>morph</source>
        <translation>mue</translation>
    </message>
    <message>
        <source>megamorph</source>
        <translation>mégamue</translation>
    </message>
    <message>
        <source>disguised</source>
        <translation>déguisé</translation>
    </message>
    <message>
        <source>by an effect</source>
        <translation>par un effet</translation>
    </message>
    <message>
        <source>Untap</source>
        <translation>Dégagement</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Entretien</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>First main</source>
        <translation>Première phase principale</translation>
    </message>
    <message>
        <source>Beginning of combat</source>
        <translation>Début du combat</translation>
    </message>
    <message>
        <source>Declare attackers</source>
        <translation>Déclaration des attaquants</translation>
    </message>
    <message>
        <source>Declare blockers</source>
        <translation>Déclaration des bloqueurs</translation>
    </message>
    <message>
        <source>Combat damage</source>
        <translation>Blessures de combat</translation>
    </message>
    <message>
        <source>End of combat</source>
        <translation>Fin du combat</translation>
    </message>
    <message>
        <source>Second main</source>
        <translation>Seconde phase principale</translation>
    </message>
    <message>
        <source>End step</source>
        <translation>Étape de fin</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Nettoyage</translation>
    </message>
    <message>
        <source>library</source>
        <translation>bibliothèque</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>main</translation>
    </message>
    <message>
        <source>battlefield</source>
        <translation>champ de bataille</translation>
    </message>
    <message>
        <source>graveyard</source>
        <translation>cimetière</translation>
    </message>
    <message>
        <source>exile</source>
        <translation>exil</translation>
    </message>
    <message>
        <source>command zone</source>
        <translation>zone de commandement</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>pile</translation>
    </message>
    <message>
        <source>outside of the game</source>
        <translation>hors de la partie</translation>
    </message>
    <message>
        <source>for its mana cost</source>
        <translation>pour son coût de mana</translation>
    </message>
    <message>
        <source>for its morph cost</source>
        <translation>pour son coût de mue</translation>
    </message>
    <message>
        <source>for its megamorph cost</source>
        <translation>pour son coût de mégamue</translation>
    </message>
    <message>
        <source>for its disguise cost</source>
        <translation>pour son coût de déguisement</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>strict</translation>
    </message>
    <message>
        <source>assist</source>
        <translation>assistance</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>a spell was cast</source>
        <translation>un sort a été lancé</translation>
    </message>
    <message>
        <source>it entered the battlefield</source>
        <translation>il est arrivé sur le champ de bataille</translation>
    </message>
    <message>
        <source>it was turned face up</source>
        <translation>il a été retourné face visible</translation>
    </message>
    <message>
        <source>dread was manifested</source>
        <translation>l&apos;effroi a été manifesté</translation>
    </message>
    <message>
        <source>a creature died</source>
        <translation>une créature est morte</translation>
    </message>
    <message>
        <source>a step began</source>
        <translation>une étape a commencé</translation>
    </message>
    <message>
        <source>a spell targeted it</source>
        <translation>un sort l&apos;a ciblé</translation>
    </message>
    <message>
        <source>until end of turn</source>
        <translation>jusqu&apos;à la fin du tour</translation>
    </message>
    <message>
        <source>until the end of their next turn</source>
        <translation>jusqu&apos;à la fin de son prochain tour</translation>
    </message>
    <message>
        <source>with no end</source>
        <translation>sans fin</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>face</translation>
    </message>
    <message>
        <source>tails</source>
        <translation>pile</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>piocher des cartes</translation>
    </message>
    <message>
        <source>mill cards</source>
        <translation>meuler des cartes</translation>
    </message>
    <message>
        <source>look at the top of a library</source>
        <translation>regarder le dessus d&apos;une bibliothèque</translation>
    </message>
    <message>
        <source>arrange the top of a library</source>
        <translation>ordonner le dessus d&apos;une bibliothèque</translation>
    </message>
    <message>
        <source>search a library</source>
        <translation>chercher dans une bibliothèque</translation>
    </message>
    <message>
        <source>shuffle a library</source>
        <translation>mélanger une bibliothèque</translation>
    </message>
    <message>
        <source>move a card</source>
        <translation>déplacer une carte</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>manifester</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>manifester l&apos;effroi</translation>
    </message>
    <message>
        <source>cloak</source>
        <translation>voiler</translation>
    </message>
    <message>
        <source>cast a spell</source>
        <translation>lancer un sort</translation>
    </message>
    <message>
        <source>resolve a spell</source>
        <translation>résoudre un sort</translation>
    </message>
    <message>
        <source>counter a spell</source>
        <translation>contrecarrer un sort</translation>
    </message>
    <message>
        <source>turn a permanent face up</source>
        <translation>retourner un permanent face visible</translation>
    </message>
    <message>
        <source>turn a permanent face down</source>
        <translation>retourner un permanent face cachée</translation>
    </message>
    <message>
        <source>put a card onto the battlefield</source>
        <translation>mettre une carte sur le champ de bataille</translation>
    </message>
    <message>
        <source>look at a face-down card</source>
        <translation>regarder une carte face cachée</translation>
    </message>
    <message>
        <source>exile a face-down permanent to play it</source>
        <translation>exiler un permanent face cachée pour le jouer</translation>
    </message>
    <message>
        <source>transform a permanent</source>
        <translation>transformer un permanent</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>jouer une carte</translation>
    </message>
    <message>
        <source>create a token copy</source>
        <translation>créer un jeton copie</translation>
    </message>
    <message>
        <source>make a copy</source>
        <translation>faire une copie</translation>
    </message>
    <message>
        <source>apply an effect</source>
        <translation>appliquer un effet</translation>
    </message>
    <message>
        <source>gain control</source>
        <translation>acquérir le contrôle</translation>
    </message>
    <message>
        <source>tap a permanent</source>
        <translation>engager un permanent</translation>
    </message>
    <message>
        <source>untap a permanent</source>
        <translation>dégager un permanent</translation>
    </message>
    <message>
        <source>attach a permanent</source>
        <translation>attacher un permanent</translation>
    </message>
    <message>
        <source>change counters</source>
        <translation>changer des marqueurs</translation>
    </message>
    <message>
        <source>deal damage</source>
        <translation>infliger des blessures</translation>
    </message>
    <message>
        <source>go to the next step</source>
        <translation>passer à l&apos;étape suivante</translation>
    </message>
    <message>
        <source>rearrange face-down cards</source>
        <translation>réorganiser des cartes face cachée</translation>
    </message>
    <message>
        <source>leave the game</source>
        <translation>quitter la partie</translation>
    </message>
    <message>
        <source>end the game</source>
        <translation>terminer la partie</translation>
    </message>
    <message>
        <source>move a permanent on the table</source>
        <translation>déplacer un permanent sur la table</translation>
    </message>
    <message>
        <source>reveal cards</source>
        <translation>révéler des cartes</translation>
    </message>
    <message>
        <source>take a mulligan</source>
        <translation>faire un mulligan</translation>
    </message>
    <message>
        <source>put cards on the bottom of a library</source>
        <translation>mettre des cartes au-dessous d&apos;une bibliothèque</translation>
    </message>
    <message>
        <source>keep a hand</source>
        <translation>garder une main</translation>
    </message>
    <message>
        <source>change a life total</source>
        <translation>changer un total de points de vie</translation>
    </message>
    <message>
        <source>change a player&apos;s counters</source>
        <translation>changer les marqueurs d&apos;un joueur</translation>
    </message>
    <message>
        <source>create a token</source>
        <translation>créer un jeton</translation>
    </message>
    <message>
        <source>roll dice</source>
        <translation>lancer des dés</translation>
    </message>
    <message>
        <source>flip a coin</source>
        <translation>lancer une pièce</translation>
    </message>
    <message>
        <source>write a note</source>
        <translation>écrire une note</translation>
    </message>
    <message>
        <source>draw an arrow</source>
        <translation>tracer une flèche</translation>
    </message>
    <message>
        <source>clear the arrows</source>
        <translation>retirer les flèches</translation>
    </message>
    <message>
        <source>untap all permanents</source>
        <translation>dégager tous les permanents</translation>
    </message>
    <message>
        <source>play with the top card revealed</source>
        <translation>jouer avec la carte du dessus révélée</translation>
    </message>
    <message>
        <source>chat</source>
        <translation>discuter</translation>
    </message>
    <message>
        <source>answer a request</source>
        <translation>répondre à une demande</translation>
    </message>
    <message>
        <source>withdraw a request</source>
        <translation>retirer une demande</translation>
    </message>
    <message>
        <source>change table trust</source>
        <translation>changer la confiance de la table</translation>
    </message>
    <message>
        <source>change the rules mode</source>
        <translation>changer le mode de règles</translation>
    </message>
    <message>
        <source>take back</source>
        <translation>reprendre</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>un événement</translation>
    </message>
    <message>
        <source>for a while</source>
        <translation>pour un temps</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>une action</translation>
    </message>
    <message>
        <source>another mode</source>
        <translation>un autre mode</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Autorisé</translation>
    </message>
    <message>
        <source>Allowed (cost)</source>
        <translation>Autorisé (coût)</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Revealed instead</source>
        <translation>Révélé à la place</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Put {what} onto the battlefield</source>
        <translation>Mettre {what} sur le champ de bataille</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s hand</source>
        <translation>Mettre {what} dans la main de son propriétaire</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s graveyard</source>
        <translation>Mettre {what} dans le cimetière de son propriétaire</translation>
    </message>
    <message>
        <source>Exile {what}</source>
        <translation>Exiler {what}</translation>
    </message>
    <message>
        <source>Put {what} on top of its owner&apos;s library</source>
        <translation>Mettre {what} au-dessus de la bibliothèque de son propriétaire</translation>
    </message>
    <message>
        <source>Put {what} into the command zone</source>
        <translation>Mettre {what} dans la zone de commandement</translation>
    </message>
    <message>
        <source>Put {what} onto the stack</source>
        <translation>Mettre {what} sur la pile</translation>
    </message>
    <message>
        <source>Move {what} to another zone</source>
        <translation>Déplacer {what} vers une autre zone</translation>
    </message>
    <message>
        <source>another step</source>
        <translation>une autre étape</translation>
    </message>
    <message>
        <source>another zone</source>
        <translation>une autre zone</translation>
    </message>
    <message>
        <source>priority: {p}</source>
        <translation>priorité : {p}</translation>
    </message>
    <message>
        <source>a spell is resolving: nobody has priority</source>
        <translation>un sort se résout : personne n&apos;a la priorité</translation>
    </message>
    <message>
        <source>nobody has priority</source>
        <translation>personne n&apos;a la priorité</translation>
    </message>
    <message>
        <source>disguise</source>
        <translation>déguisement</translation>
    </message>
    <message>
        <source>mana cost</source>
        <translation>coût de mana</translation>
    </message>
    <message>
        <source>an effect ({source})</source>
        <translation>un effet ({source})</translation>
    </message>
    <message>
        <source>face-down #{n}, {method}</source>
        <translation>face cachée #{n}, {method}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>token</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>in {zone}</source>
        <translation>en {zone}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>engagé</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n} blessures</translation>
    </message>
    <message>
        <source>attached</source>
        <translation>attaché</translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation>note : {text}</translation>
    </message>
    <message>
        <source>Entry #{n}, method: {m}</source>
        <translation>Entrée #{n}, méthode : {m}</translation>
    </message>
    <message>
        <source>{p} may play it ({s})</source>
        <translation>{p} peut la jouer ({s})</translation>
    </message>
    <message>
        <source>This invite can&apos;t be used: {why}</source>
        <translation>Cette invitation ne peut pas être utilisée : {why}</translation>
    </message>
    <message>
        <source>The host speaks another version of the protocol: {why}</source>
        <translation>L&apos;hôte parle une autre version du protocole : {why}</translation>
    </message>
    <message>
        <source>Can&apos;t join the table: {why}</source>
        <translation>Impossible de rejoindre la table : {why}</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>Open the invite file the host sent you, or paste its text here.</source>
        <translation>Ouvrez le fichier d&apos;invitation que l&apos;hôte vous a envoyé, ou collez son texte ici.</translation>
    </message>
    <message>
        <source>Open an invite file…</source>
        <translation>Ouvrir un fichier d&apos;invitation…</translation>
    </message>
    <message>
        <source>Invite text</source>
        <translation>Texte de l&apos;invitation</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Open an invite</source>
        <translation>Ouvrir une invitation</translation>
    </message>
    <message>
        <source>Invites (*.invite);;All files (*)</source>
        <translation>Invitations (*.invite);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>open an invite file or paste its text first</source>
        <translation>ouvrez d&apos;abord un fichier d&apos;invitation ou collez son texte</translation>
    </message>
    <message>
        <source>the pasted invite</source>
        <translation>l&apos;invitation collée</translation>
    </message>
    <message>
        <source>Connecting to {url} as {who}…</source>
        <translation>Connexion à {url} en tant que {who}…</translation>
    </message>
    <message>
        <source>host</source>
        <translation>hôte</translation>
    </message>
    <message>
        <source>Spectator {n}</source>
        <translation>Spectateur {n}</translation>
    </message>
    <message>
        <source>Hosting {game} at {url}</source>
        <translation>{game} hébergée sur {url}</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
        <source>Invite the seats others will play; you play the others at this table. An invite file is written for each seat and spectator: send each player theirs (it holds their password).</source>
        <translation>Invitez les sièges que d&apos;autres joueront ; vous jouez les autres à cette table. Un fichier d&apos;invitation est écrit pour chaque siège et spectateur : envoyez à chaque joueur le sien (il contient son mot de passe).</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Inviter</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>Spectateurs</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>Les spectateurs peuvent discuter</translation>
    </message>
    <message>
        <source>HOST:PORT to listen on; port 0 picks a free one. 0.0.0.0 listens on every address.</source>
        <translation>HÔTE:PORT d&apos;écoute ; le port 0 en choisit un libre. 0.0.0.0 écoute sur toutes les adresses.</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Écouter sur</translation>
    </message>
    <message>
        <source>(optional) HOST:PORT the others connect to</source>
        <translation>(facultatif) HÔTE:PORT auquel les autres se connectent</translation>
    </message>
    <message>
        <source>Address in invites</source>
        <translation>Adresse dans les invitations</translation>
    </message>
    <message>
        <source>TLS (a self-signed certificate the invites pin)</source>
        <translation>TLS (un certificat auto-signé que les invitations épinglent)</translation>
    </message>
    <message>
        <source>Invites folder</source>
        <translation>Dossier des invitations</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Héberger</translation>
    </message>
    <message>
        <source>Invite at least one seat or spectator.</source>
        <translation>Invitez au moins un siège ou un spectateur.</translation>
    </message>
    <message>
        <source>Listen on: {why}</source>
        <translation>Écouter sur : {why}</translation>
    </message>
    <message>
        <source>Address in invites: {why}</source>
        <translation>Adresse dans les invitations : {why}</translation>
    </message>
    <message>
        <source>Choose the folder the invites are written to.</source>
        <translation>Choisissez le dossier où les invitations sont écrites.</translation>
    </message>
    <message>
        <source>Open a game or start a new one to host it.</source>
        <translation>Ouvrez une partie ou commencez-en une pour l&apos;héberger.</translation>
    </message>
    <message>
        <source>This game is hosted already.</source>
        <translation>Cette partie est déjà hébergée.</translation>
    </message>
    <message>
        <source>Starting the server…</source>
        <translation>Démarrage du serveur…</translation>
    </message>
    <message>
        <source>Hosting: invites written to {folder}</source>
        <translation>Hébergement : invitations écrites dans {folder}</translation>
    </message>
    <message>
        <source>Can&apos;t host this game: {why}</source>
        <translation>Impossible d&apos;héberger cette partie : {why}</translation>
    </message>
    <message>
        <source>Host a network game first: Game → Host a network game…</source>
        <translation>Hébergez d&apos;abord une partie en réseau : Partie → Héberger une partie en réseau…</translation>
    </message>
    <message>
        <source>Nobody was invited to this game.</source>
        <translation>Personne n&apos;a été invité à cette partie.</translation>
    </message>
    <message>
        <source>Issue a new invite</source>
        <translation>Émettre une nouvelle invitation</translation>
    </message>
    <message>
        <source>A new invite for (their old invite stops working, the others play on):</source>
        <translation>Une nouvelle invitation pour (son ancienne invitation cesse de fonctionner, les autres continuent de jouer) :</translation>
    </message>
    <message>
        <source>Write the new invite into</source>
        <translation>Écrire la nouvelle invitation dans</translation>
    </message>
    <message>
        <source>New invite written to {path}; the old one no longer works.</source>
        <translation>Nouvelle invitation écrite dans {path} ; l&apos;ancienne ne fonctionne plus.</translation>
    </message>
    <message>
        <source>Can&apos;t issue a new invite: {why}</source>
        <translation>Impossible d&apos;émettre une nouvelle invitation : {why}</translation>
    </message>
    <message>
        <source>Host disconnected — read-only until it returns</source>
        <translation>Hôte déconnecté — lecture seule jusqu&apos;à son retour</translation>
    </message>
    <message>
        <source>Your invite was replaced by the host: this window can no longer act. Ask the host for your new invite.</source>
        <translation>Votre invitation a été remplacée par l&apos;hôte : cette fenêtre ne peut plus agir. Demandez à l&apos;hôte votre nouvelle invitation.</translation>
    </message>
    <message>
        <source>The host closed this seat&apos;s connection: this window can no longer act.</source>
        <translation>L&apos;hôte a fermé la connexion de cette place : cette fenêtre ne peut plus agir.</translation>
    </message>
    <message>
        <source>A spectator can&apos;t act on the game.</source>
        <translation>Un spectateur ne peut pas agir sur la partie.</translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n mulligan(s), {state}</source>
        <translation>
            <numerusform>{who} : %n mulligan, {state}</numerusform>
            <numerusform>{who} : %n mulligans, {state}</numerusform>
        </translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>At a network table only undo is asked of the host.</source>
        <translation>À une table en réseau, seule l&apos;annulation est demandée à l&apos;hôte.</translation>
    </message>
    <message>
        <source>The host refused it.</source>
        <translation>L&apos;hôte l&apos;a refusé.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Leçons</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>Undo my last action (ask the host)</source>
        <translation>Annuler ma dernière action (demander à l&apos;hôte)</translation>
    </message>
    <message>
        <source>the host: disconnected</source>
        <translation>l&apos;hôte : déconnecté</translation>
    </message>
    <message>
        <source>Network table {game} as {who}</source>
        <translation>Table en réseau {game} en tant que {who}</translation>
    </message>
    <message>
        <source>Rules assist: the host judges every action ({mode} mode)</source>
        <translation>Assistant de règles : l&apos;hôte juge chaque action (mode {mode})</translation>
    </message>
    <message>
        <source>Rules assist: the host does not answer; nothing can be done until it returns</source>
        <translation>Assistant de règles : l&apos;hôte ne répond pas ; rien n&apos;est possible jusqu&apos;à son retour</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>gardée</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>en réflexion</translation>
    </message>
    <message>
        <source>Opening hands: {list}</source>
        <translation>Mains de départ : {list}</translation>
    </message>
    <message>
        <source>New game from two decklists</source>
        <translation>Nouvelle partie à partir de deux listes de deck</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>Open deck file…</source>
        <translation>Ouvrir un fichier de deck…</translation>
    </message>
    <message>
        <source>From the deck editor</source>
        <translation>Depuis l&apos;éditeur de deck</translation>
    </message>
    <message>
        <source>The deck open in the deck editor</source>
        <translation>Le deck ouvert dans l&apos;éditeur de deck</translation>
    </message>
    <message>
        <source>Deck files opened for this seat before</source>
        <translation>Fichiers de deck déjà ouverts pour cette place</translation>
    </message>
    <message>
        <source>Recent deck files…</source>
        <translation>Fichiers de deck récents…</translation>
    </message>
    <message>
        <source>Start without the unknown cards</source>
        <translation>Commencer sans les cartes inconnues</translation>
    </message>
    <message>
        <source>Decklist</source>
        <translation>Liste de deck</translation>
    </message>
    <message>
        <source>…and {n} more unknown cards</source>
        <translation>…et {n} autres cartes inconnues</translation>
    </message>
    <message>
        <source>Line {line}: “{name}” is not in the card database.</source>
        <translation>Ligne {line} : « {name} » n’est pas dans la base de données des cartes.</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database.</source>
        <translation>« {name} » n’est pas dans la base de données des cartes.</translation>
    </message>
    <message>
        <source>Did you mean:</source>
        <translation>Vouliez-vous dire :</translation>
    </message>
    <message>
        <source>Write “{new}” for “{old}” on line {line}</source>
        <translation>Écrire « {new} » au lieu de « {old} » à la ligne {line}</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>Who goes first</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <source>20 for a usual game, 40 for commander; any value</source>
        <translation>20 pour une partie normale, 40 pour le commander ; n&apos;importe quelle valeur</translation>
    </message>
    <message>
        <source>Starting life</source>
        <translation>Points de vie de départ</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game yet: fix the lines shown (or tick “Start without the unknown cards”).</source>
        <translation>Ces listes de deck ne peuvent pas encore commencer une partie : corrigez les lignes indiquées (ou cochez « Commencer sans les cartes inconnues »).</translation>
    </message>
    <message>
        <source>Cards the database lacks can be added from a card file: tabletop cards import FILE</source>
        <translation>Les cartes absentes de la base de données peuvent être ajoutées depuis un fichier de cartes : tabletop cards import FILE</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game: {e}</source>
        <translation>Ces listes de deck ne peuvent pas commencer une partie : {e}</translation>
    </message>
    <message>
        <source>Open a deck file</source>
        <translation>Ouvrir un fichier de deck</translation>
    </message>
    <message>
        <source>No deck editor is open.</source>
        <translation>Aucun éditeur de deck n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>Decks (*.cod *.dek *.dck *.dec *.txt);;All files (*)</source>
        <translation>Decks (*.cod *.dek *.dck *.dec *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>Deck principal</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Commandant</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Compagnon</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Colourless</source>
        <translation>Incolore</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Éphémère</translation>
    </message>
    <message>
        <source>Sorcery</source>
        <translation>Rituel</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artefact</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <translation>Enchantement</translation>
    </message>
    <message>
        <source>Planeswalker</source>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>Légendaire</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tout</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>Créatures</translation>
    </message>
    <message>
        <source>Planeswalkers</source>
        <translation>Planeswalkers</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <source>Instants</source>
        <translation>Éphémères</translation>
    </message>
    <message>
        <source>Sorceries</source>
        <translation>Rituels</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefacts</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>Enchantements</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>Terrains</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>Cartes inconnues</translation>
    </message>
    <message>
        <source>Search: a name or rules text, in any language</source>
        <translation>Rechercher : un nom ou un texte de règles, dans n&apos;importe quelle langue</translation>
    </message>
    <message>
        <source>Part of a card&apos;s name or words of its rules text, in any of the database&apos;s languages (Ctrl+F)</source>
        <translation>Une partie du nom d&apos;une carte ou des mots de son texte de règles, dans n&apos;importe quelle langue de la base (Ctrl+F)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>MV</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Mana value</source>
        <translation>Valeur de mana</translation>
    </message>
    <message>
        <source>Enter, + or a double click: add to the main deck; Shift+Enter: add to the sideboard</source>
        <translation>Entrée, + ou double-clic : ajouter au deck principal ; Maj+Entrée : ajouter à la réserve</translation>
    </message>
    <message>
        <source>A word of the type line: Creature, Instant, Elf, Legendary…</source>
        <translation>Un mot de la ligne de type : Créature, Éphémère, Elfe, Légendaire…</translation>
    </message>
    <message>
        <source>{colour}: cards of this colour (ticked colours: any of them)</source>
        <translation>{colour} : cartes de cette couleur (couleurs cochées : l&apos;une d&apos;elles)</translation>
    </message>
    <message>
        <source>Mana value: any, equal to, at most, at least</source>
        <translation>Valeur de mana : toute, égale à, au plus, au moins</translation>
    </message>
    <message>
        <source>Add to main</source>
        <translation>Ajouter au principal</translation>
    </message>
    <message>
        <source>Add one to the main deck (Enter)</source>
        <translation>En ajouter une au deck principal (Entrée)</translation>
    </message>
    <message>
        <source>Add to sideboard</source>
        <translation>Ajouter à la réserve</translation>
    </message>
    <message>
        <source>Add one to the sideboard (Shift+Enter)</source>
        <translation>En ajouter une à la réserve (Maj+Entrée)</translation>
    </message>
    <message>
        <source>Add as commander</source>
        <translation>Ajouter comme commandant</translation>
    </message>
    <message>
        <source>Put it in the command zone</source>
        <translation>La mettre dans la zone de commandement</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Nom du deck</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>+ adds one more, - or Delete takes one away</source>
        <translation>+ en ajoute une, - ou Suppr en retire une</translation>
    </message>
    <message>
        <source>One more of this card (+)</source>
        <translation>Un exemplaire de plus de cette carte (+)</translation>
    </message>
    <message>
        <source>One less of this card (- or Delete)</source>
        <translation>Un exemplaire de moins de cette carte (- ou Suppr)</translation>
    </message>
    <message>
        <source>Move to sideboard</source>
        <translation>Déplacer vers la réserve</translation>
    </message>
    <message>
        <source>Move one copy between the main deck and the sideboard (M)</source>
        <translation>Déplacer un exemplaire entre le deck principal et la réserve (M)</translation>
    </message>
    <message>
        <source>Mana curve</source>
        <translation>Courbe de mana</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Deck</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Nouveau deck</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Enregistrer le deck</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>Enregistrer le deck sous…</translation>
    </message>
    <message>
        <source>Start a game with this deck…</source>
        <translation>Commencer une partie avec ce deck…</translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation>Chercher une carte</translation>
    </message>
    <message>
        <source>Cards found: {n}</source>
        <translation>Cartes trouvées : {n}</translation>
    </message>
    <message>
        <source>Move {name} to {section}</source>
        <translation>Déplacer {name} vers {section}</translation>
    </message>
    <message>
        <source>Add {name} to {section}</source>
        <translation>Ajouter {name} à {section}</translation>
    </message>
    <message>
        <source>Remove {name} from {section}</source>
        <translation>Retirer {name} de {section}</translation>
    </message>
    <message>
        <source>Nothing changed: a game holds at most so many cards, or there was none to take away.</source>
        <translation>Rien n&apos;a changé : une partie contient au plus ce nombre de cartes, ou il n&apos;y en avait aucune à retirer.</translation>
    </message>
    <message>
        <source>unknown card</source>
        <translation>carte inconnue</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database: kept in the deck, but a game can&apos;t start with it</source>
        <translation>« {name} » n&apos;est pas dans la base de cartes : elle reste dans le deck, mais une partie ne peut pas commencer avec elle</translation>
    </message>
    <message>
        <source>Total: {n}</source>
        <translation>Total : {n}</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>Pas encore de cartes</translation>
    </message>
    <message>
        <source>Move to main</source>
        <translation>Déplacer vers le principal</translation>
    </message>
    <message>
        <source>…and {n} more</source>
        <translation>…et {n} de plus</translation>
    </message>
    <message>
        <source>Not in the card database (kept, marked in red): {names}</source>
        <translation>Absentes de la base de cartes (conservées, marquées en rouge) : {names}</translation>
    </message>
    <message>
        <source>Deck editor — {name}</source>
        <translation>Éditeur de deck — {name}</translation>
    </message>
    <message>
        <source>Open a deck</source>
        <translation>Ouvrir un deck</translation>
    </message>
    <message>
        <source>This deck file can&apos;t be read: {e}</source>
        <translation>Ce fichier de deck ne peut pas être lu : {e}</translation>
    </message>
    <message>
        <source>Cards of this deck not in the card database: {n} (kept, marked in red)</source>
        <translation>Cartes de ce deck absentes de la base de cartes : {n} (conservées, marquées en rouge)</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>deck</translation>
    </message>
    <message>
        <source>Save the deck</source>
        <translation>Enregistrer le deck</translation>
    </message>
    <message>
        <source>Cockatrice deck (*.cod);;Text decklist (*.txt)</source>
        <translation>Deck Cockatrice (*.cod);;Liste de deck en texte (*.txt)</translation>
    </message>
    <message>
        <source>The deck could not be saved to {p}: {why}</source>
        <translation>Le deck n&apos;a pas pu être enregistré dans {p} : {why}</translation>
    </message>
    <message>
        <source>Saved to {p}</source>
        <translation>Enregistré dans {p}</translation>
    </message>
    <message>
        <source>Deck editor</source>
        <translation>Éditeur de deck</translation>
    </message>
    <message>
        <source>The deck has changes that are not saved. Save them?</source>
        <translation>Le deck a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>Le deck est vide.</translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation>Les deux joueurs doivent avoir des noms différents.</translation>
    </message>
    <message>
        <source>The card data could not be read: {e}</source>
        <translation>Les données des cartes n&apos;ont pas pu être lues : {e}</translation>
    </message>
    <message>
        <source>Manifest the top card (Primordial Mist)</source>
        <translation>Manifester la carte du dessus (Primordial Mist)</translation>
    </message>
    <message>
        <source>Manifest the top card (Cryptic Pursuit)</source>
        <translation>Manifester la carte du dessus (Cryptic Pursuit)</translation>
    </message>
    <message>
        <source>Exile it; you may cast it (Cryptic Pursuit)</source>
        <translation>L&apos;exiler ; vous pouvez la lancer (Cryptic Pursuit)</translation>
    </message>
    <message>
        <source>Gain %n life ({name})</source>
        <translation>Gagner %n point de vie ({name})</translation>
    </message>
    <message>
        <source>Manifest the top card ({name})</source>
        <translation>Manifester la carte du dessus ({name})</translation>
    </message>
    <message>
        <source>Manifest dread ({name})</source>
        <translation>Manifester l&apos;effroi ({name})</translation>
    </message>
    <message>
        <source>Rules assist verdicts</source>
        <translation>Verdicts de l&apos;assistant de règles</translation>
    </message>
    <message>
        <source>Override (logged)</source>
        <translation>Outrepasser (consigné)</translation>
    </message>
    <message>
        <source>Rules assist: strict (illegal actions are refused)</source>
        <translation>Assistant de règles : strict (les actions illégales sont refusées)</translation>
    </message>
    <message>
        <source>Rules assist: assist (you may override, it is logged)</source>
        <translation>Assistant de règles : assistance (vous pouvez outrepasser, c&apos;est consigné)</translation>
    </message>
    <message>
        <source>Rules assist: off</source>
        <translation>Assistant de règles : désactivé</translation>
    </message>
    <message>
        <source>Rules assist: nothing to judge on a read-only shared board (it was played in {mode} mode)</source>
        <translation>Assistant de règles : rien à juger sur un plateau partagé en lecture seule (joué en mode {mode})</translation>
    </message>
    <message>
        <source>Refused: {a}</source>
        <translation>Refusé : {a}</translation>
    </message>
    <message>
        <source>Not allowed: {a}</source>
        <translation>Pas autorisé : {a}</translation>
    </message>
    <message>
        <source>Overridden: {a}</source>
        <translation>Outrepassé : {a}</translation>
    </message>
    <message>
        <source>Revealed: {a}</source>
        <translation>Révélé : {a}</translation>
    </message>
    <message>
        <source>Nothing happens: {a}</source>
        <translation>Il ne se passe rien : {a}</translation>
    </message>
    <message>
        <source>Asked, waiting for an answer: {a}</source>
        <translation>Demandé, en attente de réponse : {a}</translation>
    </message>
    <message>
        <source>Done: {a}</source>
        <translation>Fait : {a}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Card preview</source>
        <translation>Aperçu de la carte</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>Princ. 1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Attaquants</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Bloqueurs</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Fin combat</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>Princ. 2</translation>
    </message>
    <message>
        <source>Unt</source>
        <translation>Dég</translation>
    </message>
    <message>
        <source>Upk</source>
        <translation>Ent</translation>
    </message>
    <message>
        <source>Drw</source>
        <translation>Pio</translation>
    </message>
    <message>
        <source>Cbt</source>
        <translation>Cbt</translation>
    </message>
    <message>
        <source>Atk</source>
        <translation>Att</translation>
    </message>
    <message>
        <source>Blk</source>
        <translation>Blq</translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation>Bls</translation>
    </message>
    <message>
        <source>EoC</source>
        <translation>FdC</translation>
    </message>
    <message>
        <source>Cln</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Phase bar</source>
        <translation>Barre des phases</translation>
    </message>
    <message>
        <source>Go to: {step}</source>
        <translation>Aller à : {step}</translation>
    </message>
    <message>
        <source>{phase}: {step}</source>
        <translation>{phase} : {step}</translation>
    </message>
    <message>
        <source>Turn {t}, {a}&apos;s turn: {s}</source>
        <translation>Tour {t}, tour de {a} : {s}</translation>
    </message>
    <message>
        <source>current step</source>
        <translation>étape en cours</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>L&apos;étape en cours</translation>
    </message>
    <message>
        <source>Go to: {step} (next turn)</source>
        <translation>Aller à : {step} (tour suivant)</translation>
    </message>
    <message>
        <source>Next step</source>
        <comment>the phase bar&apos;s button: short</comment>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>{seat}: life {n}</source>
        <translation>{seat} : {n} points de vie</translation>
    </message>
    <message>
        <source>+{n} more</source>
        <translation>+{n} de plus</translation>
    </message>
    <message>
        <source>Click a number: +1 · right click: −1 · wheel: ±1 · right click the name: more</source>
        <translation>Clic sur un nombre : +1 · clic droit : −1 · molette : ±1 · clic droit sur le nom : plus</translation>
    </message>
    <message>
        <source>Empty: no note</source>
        <translation>Vide : pas de note</translation>
    </message>
    <message>
        <source>Note (everyone sees it)</source>
        <translation>Note (tout le monde la voit)</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>How many dice</source>
        <translation>Combien de dés</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cimetière</translation>
    </message>
    <message>
        <source>Exile zone</source>
        <translation>Exil</translation>
    </message>
    <message>
        <source>Command zone</source>
        <translation>Zone de commandement</translation>
    </message>
    <message>
        <source>Stack (top first)</source>
        <translation>Pile (le dessus d&apos;abord)</translation>
    </message>
    <message>
        <source>Aura</source>
        <translation>Aura</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Fortification</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Strict</translation>
    </message>
    <message>
        <source>Assist</source>
        <translation>Assistance</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source> by {s}</source>
        <translation> par {s}</translation>
    </message>
    <message>
        <source>face down #{n}, {m}{src}</source>
        <translation>face cachée #{n}, {m}{src}</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <source>attached to {c}</source>
        <translation>attaché à {c}</translation>
    </message>
    <message>
        <source>owned by {p}</source>
        <translation>propriété de {p}</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Préparer une position</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>{p}&apos;s life</source>
        <translation>Points de vie de {p}</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>e.g. 2 poison</source>
        <translation>p. ex. 2 poison</translation>
    </message>
    <message>
        <source>{p}&apos;s counters</source>
        <translation>Marqueurs de {p}</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>The first card is the top.</source>
        <translation>La première carte est celle du dessus.</translation>
    </message>
    <message>
        <source>Drag cards here from the search panel or the board; the first card is the top.</source>
        <translation>Faites glisser des cartes ici depuis la recherche ou le plateau ; la première carte est celle du dessus.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Set the turn</source>
        <translation>Fixer le tour</translation>
    </message>
    <message>
        <source>Set the active player</source>
        <translation>Fixer le joueur actif</translation>
    </message>
    <message>
        <source>Set the step</source>
        <translation>Fixer l&apos;étape</translation>
    </message>
    <message>
        <source>Set the rules mode</source>
        <translation>Fixer le mode de règles</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Joueur actif</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>What the rules say of the position</source>
        <translation>Ce que les règles disent de la position</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>&amp;Position</translation>
    </message>
    <message>
        <source>New empty position</source>
        <translation>Nouvelle position vide</translation>
    </message>
    <message>
        <source>Open a position or a game…</source>
        <translation>Ouvrir une position ou une partie…</translation>
    </message>
    <message>
        <source>Save the position…</source>
        <translation>Enregistrer la position…</translation>
    </message>
    <message numerus="yes">
        <source>A position the rules accept: %n card(s).</source>
        <translation>
            <numerusform>Une position acceptée par les règles : %n carte.</numerusform>
            <numerusform>Une position acceptée par les règles : %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export for a seat…</source>
        <translation>Exporter pour un siège…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Joueurs…</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>Jouer depuis cette position</translation>
    </message>
    <message>
        <source>Record a lesson from this position…</source>
        <translation>Enregistrer une leçon depuis cette position…</translation>
    </message>
    <message>
        <source>Remove the card</source>
        <translation>Retirer la carte</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Copier la position</translation>
    </message>
    <message>
        <source>Copy the full position…</source>
        <translation>Copier la position complète…</translation>
    </message>
    <message>
        <source> Rule {r}.</source>
        <translation> Règle {r}.</translation>
    </message>
    <message>
        <source>Refused: {why}.{rule}</source>
        <translation>Refusé : {why}.{rule}</translation>
    </message>
    <message>
        <source>Add {c}</source>
        <translation>Ajouter {c}</translation>
    </message>
    <message>
        <source>Move {c}</source>
        <translation>Déplacer {c}</translation>
    </message>
    <message>
        <source>Add to</source>
        <translation>Ajouter à</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>Déplacer vers</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pile</translation>
    </message>
    <message>
        <source>Set {p}&apos;s life</source>
        <translation>Fixer les points de vie de {p}</translation>
    </message>
    <message>
        <source>a count is at most {n}</source>
        <translation>un nombre vaut au plus {n}</translation>
    </message>
    <message>
        <source>Set {p}&apos;s counters</source>
        <translation>Fixer les marqueurs de {p}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>The players in seat order, separated by commas:</source>
        <translation>Les joueurs dans l&apos;ordre des sièges, séparés par des virgules :</translation>
    </message>
    <message>
        <source>Set the players</source>
        <translation>Fixer les joueurs</translation>
    </message>
    <message>
        <source>Remove {c}</source>
        <translation>Retirer {c}</translation>
    </message>
    <message>
        <source>Selected card</source>
        <translation>Carte sélectionnée</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Face</translation>
    </message>
    <message>
        <source>its source, e.g. Cryptic Coat</source>
        <translation>sa source, p. ex. Cryptic Coat</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Change the controller</source>
        <translation>Changer le contrôleur</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Contrôleur</translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation>Engagé</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Engager</translation>
    </message>
    <message>
        <source>Set damage</source>
        <translation>Fixer les blessures</translation>
    </message>
    <message>
        <source>e.g. 2 +1/+1; 1 charge</source>
        <translation>p. ex. 2 +1/+1; 1 charge</translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation>Attaché à</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Face visible</translation>
    </message>
    <message>
        <source>Face down: {m}</source>
        <translation>Face cachée : {m}</translation>
    </message>
    <message>
        <source>Exiled face down</source>
        <translation>Exilée face cachée</translation>
    </message>
    <message>
        <source>Turn face down</source>
        <translation>Retourner face cachée</translation>
    </message>
    <message>
        <source>Set counters</source>
        <translation>Fixer les marqueurs</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(rien)</translation>
    </message>
    <message>
        <source>Click a card to set what it is.</source>
        <translation>Cliquez sur une carte pour définir ce qu&apos;elle est.</translation>
    </message>
    <message>
        <source>{c}: {p}&apos;s {z}</source>
        <translation>{c} : {z} de {p}</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Vider le plateau</translation>
    </message>
    <message>
        <source>Open a position or a game</source>
        <translation>Ouvrir une position ou une partie</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop *.json);;All files (*)</source>
        <translation>Parties tabletop (*.tabletop *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>Ouvrir une position</translation>
    </message>
    <message>
        <source>tabletop</source>
        <translation>tabletop</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>Enregistrer la position</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop)</source>
        <translation>Parties tabletop (*.tabletop)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>Export for a seat</source>
        <translation>Exporter pour un siège</translation>
    </message>
    <message>
        <source>What this seat may know:</source>
        <translation>Ce que ce siège peut savoir :</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Exports (*.json)</source>
        <translation>Exports (*.json)</translation>
    </message>
    <message>
        <source>Close the position editor?</source>
        <translation>Fermer l&apos;éditeur de position ?</translation>
    </message>
    <message>
        <source>This position has changes that are not saved. Close the editor and lose them?</source>
        <translation>Cette position a des modifications non enregistrées. Fermer l&apos;éditeur et les perdre ?</translation>
    </message>
    <message>
        <source>Copy the full position?</source>
        <translation>Copier la position complète ?</translation>
    </message>
    <message>
        <source>The full position names every card: each hand, each library in order, every face-down card. Whoever reads it knows what the players may not. Copy it?</source>
        <translation>La position complète nomme chaque carte : chaque main, chaque bibliothèque dans l&apos;ordre, chaque carte face cachée. Qui la lit sait ce que les joueurs ne doivent pas savoir. La copier ?</translation>
    </message>
    <message>
        <source>The clipboard holds {n} bytes; a position text is at most {m}.</source>
        <translation>Le presse-papiers contient {n} octets ; un texte de position fait au plus {m}.</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not a position: {e}</source>
        <translation>Le texte du presse-papiers n&apos;est pas une position : {e}</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Coller la position</translation>
    </message>
    <message>
        <source>Card name (any language) or rules text</source>
        <translation>Nom de carte (toute langue) ou texte de règles</translation>
    </message>
    <message>
        <source>Search the cards</source>
        <translation>Chercher les cartes</translation>
    </message>
    <message>
        <source>Cards found: drag one onto a zone</source>
        <translation>Cartes trouvées : faites-en glisser une sur une zone</translation>
    </message>
    <message>
        <source>Drag a card onto any zone of any seat.</source>
        <translation>Faites glisser une carte sur n&apos;importe quelle zone de n&apos;importe quel siège.</translation>
    </message>
    <message>
        <source>{name} (token)</source>
        <translation>{name} (jeton)</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield</source>
        <translation>Champ de bataille de {p}</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield: drop cards here</source>
        <translation>Champ de bataille de {p} : déposez des cartes ici</translation>
    </message>
    <message>
        <source>{seat} — battlefield</source>
        <translation>{seat} — champ de bataille</translation>
    </message>
    <message>
        <source>{seat} — hand</source>
        <translation>{seat} — main</translation>
    </message>
    <message>
        <source>{seat} — hand ({n})</source>
        <translation>{seat} — main ({n})</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>colorless</source>
        <translation>incolore</translation>
    </message>
    <message>
        <source>Create tokens</source>
        <translation>Créer des jetons</translation>
    </message>
    <message>
        <source>Search tokens: name, type, text, P/T, colour</source>
        <translation>Chercher des jetons : nom, type, texte, F/E, couleur</translation>
    </message>
    <message>
        <source>Search tokens</source>
        <translation>Chercher des jetons</translation>
    </message>
    <message>
        <source>From the list</source>
        <translation>De la liste</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>e.g. Creature — Soldier</source>
        <translation>p. ex. Créature — Soldat</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Types</translation>
    </message>
    <message>
        <source>Power / toughness</source>
        <translation>Force / endurance</translation>
    </message>
    <message>
        <source>Abilities, e.g. Flying</source>
        <translation>Capacités, p. ex. Vol</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <source>Custom token</source>
        <translation>Jeton personnalisé</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>How many tokens</source>
        <translation>Combien de jetons</translation>
    </message>
    <message>
        <source>Enter tapped</source>
        <translation>Arrive engagé</translation>
    </message>
    <message>
        <source>Create a game</source>
        <translation>Créer une partie</translation>
    </message>
    <message>
        <source>{name}&apos;s game</source>
        <translation>Partie de {name}</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>Nom de la partie</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>A name for the players, e.g. Standard, Modern, Commander</source>
        <translation>Un nom pour les joueurs, p. ex. Standard, Modern, Commander</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format :</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>P&amp;laces :</translation>
    </message>
    <message>
        <source>Starting &amp;life:</source>
        <translation>Points de &amp;vie de départ :</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Une partie</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>En deux manches gagnantes</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Match :</translation>
    </message>
    <message>
        <source>Spectators allowed</source>
        <translation>Spectateurs autorisés</translation>
    </message>
    <message>
        <source>Chess clock, minutes per player</source>
        <translation>Pendule, minutes par joueur</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game, in minutes. The clock of the player who must act runs; a player whose time runs out loses the game. 0: no clock.</source>
        <translation>Le temps de chaque joueur pour toute la partie, en minutes. La pendule du joueur qui doit agir tourne ; un joueur dont le temps est écoulé perd la partie. 0 : sans pendule.</translation>
    </message>
    <message>
        <source>Chess cl&amp;ock:</source>
        <translation>Pend&amp;ule :</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message numerus="yes">
        <source>%n more token(s) found: search to narrow the list</source>
        <translation>
            <numerusform>%n jeton de plus trouvé : cherchez pour réduire la liste</numerusform>
            <numerusform>%n jetons de plus trouvés : cherchez pour réduire la liste</numerusform>
        </translation>
    </message>
    <message>
        <source>A custom token needs a name.</source>
        <translation>Un jeton personnalisé a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>Give both power and toughness, or neither.</source>
        <translation>Indiquez la force et l&apos;endurance, ou aucune des deux.</translation>
    </message>
    <message>
        <source>A creature token needs a power and a toughness.</source>
        <translation>Un jeton de créature a besoin d&apos;une force et d&apos;une endurance.</translation>
    </message>
    <message>
        <source>The abilities text is too long.</source>
        <translation>Le texte des capacités est trop long.</translation>
    </message>
    <message>
        <source>No token matches; try another search.</source>
        <translation>Aucun jeton ne correspond ; essayez une autre recherche.</translation>
    </message>
    <message>
        <source>Setting up the table…</source>
        <translation>Préparation de la table…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>spectator (public information only)</source>
        <translation>spectateur (informations publiques seulement)</translation>
    </message>
    <message>
        <source>{player} lost with a life total of {life} (rule 704.5a).</source>
        <translation>{player} a perdu : total de points de vie {life} (règle 704.5a).</translation>
    </message>
    <message numerus="yes">
        <source>{player} lost with %n poison counters (rule 704.5c).</source>
        <translation>
            <numerusform>{player} a perdu avec %n marqueur poison (règle 704.5c).</numerusform>
            <numerusform>{player} a perdu avec %n marqueurs poison (règle 704.5c).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} conceded (rule 104.3a).</source>
        <translation>{player} a concédé la partie (règle 104.3a).</translation>
    </message>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player} gagne la partie.</translation>
    </message>
    <message>
        <source>The game is a draw: every player still in it lost at the same time (rule 104.4a).</source>
        <translation>La partie est nulle : tous les joueurs encore en jeu ont perdu en même temps (règle 104.4a).</translation>
    </message>
    <message>
        <source>The game ended with no winner.</source>
        <translation>La partie s&apos;est terminée sans vainqueur.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>No next game: the finished game stays on the table.</source>
        <translation>Pas de partie suivante : la partie terminée reste sur la table.</translation>
    </message>
    <message>
        <source>Turn {t} · {s} · active: {a}</source>
        <translation>Tour {t} · {s} · actif : {a}</translation>
    </message>
    <message>
        <source>shared board (read-only)</source>
        <translation>plateau partagé (lecture seule)</translation>
    </message>
    <message>
        <source>{state} · viewing as {who} · rules: {mode}</source>
        <translation>{state} · vu par {who} · règles : {mode}</translation>
    </message>
    <message>
        <source>Turn {t} · active: {a}</source>
        <translation>Tour {t} · actif : {a}</translation>
    </message>
    <message>
        <source>A shared board is read-only: no chat.</source>
        <translation>Un plateau partagé est en lecture seule : pas de discussion.</translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation>un spectateur</translation>
    </message>
    <message>
        <source>Shared board — read-only, as {seat} saw it</source>
        <translation>Plateau partagé — lecture seule, tel que {seat} l&apos;a vu</translation>
    </message>
    <message>
        <source>A shared board is read-only: nothing on it can change and it can&apos;t be saved. Open a game or start a new one to play.</source>
        <translation>Un plateau partagé est en lecture seule : rien ne peut y changer et il ne peut pas être enregistré. Ouvrez une partie ou commencez-en une pour jouer.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>New demo game</source>
        <translation>Nouvelle partie de démonstration</translation>
    </message>
    <message>
        <source>New game from two decklists…</source>
        <translation>Nouvelle partie à partir de deux listes de deck…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Open replay…</source>
        <translation>Ouvrir une relecture…</translation>
    </message>
    <message>
        <source>Open deck…</source>
        <translation>Ouvrir un deck…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Ouvrir un fichier récent</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>Turn face up…</source>
        <translation>Retourner face visible…</translation>
    </message>
    <message>
        <source>Cast face down…</source>
        <translation>Lancer face cachée…</translation>
    </message>
    <message>
        <source>Host a network game…</source>
        <translation>Héberger une partie en réseau…</translation>
    </message>
    <message>
        <source>Issue a new invite…</source>
        <translation>Émettre une nouvelle invitation…</translation>
    </message>
    <message>
        <source>Join…</source>
        <translation>Rejoindre…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>A new language takes effect when tabletop starts again</source>
        <translation>Une nouvelle langue s&apos;applique au prochain démarrage de tabletop</translation>
    </message>
    <message>
        <source>Car&amp;ds</source>
        <translation>Car&amp;tes</translation>
    </message>
    <message>
        <source>Nothing to undo: a game opened from a file starts its undo history when it opens.</source>
        <translation>Rien à annuler : une partie ouverte depuis un fichier commence son historique d&apos;annulation à son ouverture.</translation>
    </message>
    <message>
        <source>Nothing to undo: the undo history starts here.</source>
        <translation>Rien à annuler : l&apos;historique d&apos;annulation commence ici.</translation>
    </message>
    <message>
        <source>Play online…</source>
        <translation>Jouer en ligne…</translation>
    </message>
    <message>
        <source>Card database…</source>
        <translation>Base de données des cartes…</translation>
    </message>
    <message>
        <source>Deck editor…</source>
        <translation>Éditeur de deck…</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Fit the table</source>
        <translation>Ajuster la table</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panneaux</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>Aligner sur la grille</translation>
    </message>
    <message>
        <source>Hot-seat play (curtain between turns)</source>
        <translation>Jeu à plusieurs sur un appareil (rideau entre les tours)</translation>
    </message>
    <message>
        <source>Pass to the next seat</source>
        <translation>Passer au siège suivant</translation>
    </message>
    <message>
        <source>tabletop shows this language now.</source>
        <translation>tabletop affiche déjà cette langue.</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>Strict: refuse illegal actions</source>
        <translation>Strict : refuser les actions illégales</translation>
    </message>
    <message>
        <source>Assist: warn, allow a logged override</source>
        <translation>Assistance : avertir, permettre d&apos;outrepasser (consigné)</translation>
    </message>
    <message>
        <source>Card language</source>
        <translation>Langue des cartes</translation>
    </message>
    <message>
        <source>Draw automatically in the draw step</source>
        <translation>Piocher automatiquement à l&apos;étape de pioche</translation>
    </message>
    <message>
        <source>Card images…</source>
        <translation>Images des cartes…</translation>
    </message>
    <message>
        <source>Set up a position…</source>
        <translation>Préparer une position…</translation>
    </message>
    <message>
        <source>Spectator (public information only)</source>
        <translation>Spectateur (informations publiques seulement)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Select a card first (Tab moves between cards).</source>
        <translation>Sélectionnez d&apos;abord une carte (Tab passe d&apos;une carte à l&apos;autre).</translation>
    </message>
    <message numerus="yes">
        <source>{what} (%n card(s))</source>
        <translation>
            <numerusform>{what} (%n carte)</numerusform>
            <numerusform>{what} (%n cartes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n card(s)</source>
        <translation>
            <numerusform>Déplacer %n carte</numerusform>
            <numerusform>Déplacer %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>On a joined table, exile the top card once you know it: look at it first (Look at the top cards…, Ctrl+J).</source>
        <translation>À une table rejointe, exilez la carte du dessus une fois que vous la connaissez : regardez-la d&apos;abord (Regarder les cartes du dessus…, Ctrl+J).</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The language changes when tabletop starts again.</source>
        <translation>La langue change au prochain démarrage de tabletop.</translation>
    </message>
    <message>
        <source>Attach {what}</source>
        <translation>Attacher {what}</translation>
    </message>
    <message>
        <source>{seat}&apos;s {zone}</source>
        <translation>{zone} de {seat}</translation>
    </message>
    <message>
        <source>{name}: manifest</source>
        <translation>{name} : manifester</translation>
    </message>
    <message>
        <source>{player} controls {name}: {player} manifests dread.</source>
        <translation>{player} contrôle {name} : {player} manifeste l&apos;effroi.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: gain %n life</source>
        <translation>
            <numerusform>{name} : gagner %n point de vie</numerusform>
            <numerusform>{name} : gagner %n points de vie</numerusform>
        </translation>
    </message>
    <message>
        <source>Not allowed: {why}</source>
        <translation>Pas autorisé : {why}</translation>
    </message>
    <message>
        <source>{action}: {card}</source>
        <translation>{action} : {card}</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest</source>
        <translation>Primordial Mist : manifester</translation>
    </message>
    <message>
        <source>the top card of the {zone}</source>
        <translation>la carte du dessus de la zone {zone}</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: manifest</source>
        <translation>Cryptic Pursuit : manifester</translation>
    </message>
    <message>
        <source>That card is no longer in a graveyard.</source>
        <translation>Cette carte n&apos;est plus dans un cimetière.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: exile it; you may cast it</source>
        <translation>Cryptic Pursuit : l&apos;exiler ; vous pouvez la lancer</translation>
    </message>
    <message>
        <source>Privacy curtain: waiting for {who}</source>
        <translation>Rideau de confidentialité : en attente de {who}</translation>
    </message>
    <message>
        <source>Rules mode: {m}</source>
        <translation>Mode de règles : {m}</translation>
    </message>
    <message>
        <source>The game is still open; tabletop tries again after each action. Use File → Save as to keep a copy elsewhere.</source>
        <translation>La partie est toujours ouverte ; tabletop réessaie après chaque action. Utilisez Fichier → Enregistrer sous pour garder une copie ailleurs.</translation>
    </message>
    <message>
        <source>Not autosaved: {e}</source>
        <translation>Pas d&apos;enregistrement automatique : {e}</translation>
    </message>
    <message>
        <source>Autosave works again: the game is saved ({p}).</source>
        <translation>L&apos;enregistrement automatique fonctionne de nouveau : la partie est enregistrée ({p}).</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>This window hosts a network game: close it to stop hosting before another game is opened here.</source>
        <translation>Cette fenêtre héberge une partie en réseau : fermez-la pour arrêter l&apos;hébergement avant d&apos;ouvrir ici une autre partie.</translation>
    </message>
    <message>
        <source>Open a game or a shared board</source>
        <translation>Ouvrir une partie ou un plateau partagé</translation>
    </message>
    <message>
        <source>tabletop games and shared boards (*.tabletop *.json);;All files (*)</source>
        <translation>Parties tabletop et plateaux partagés (*.tabletop *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Checking the log of {p}: the board is shown read-only until then.</source>
        <translation>Vérification du journal de {p} : en attendant, le plateau est affiché en lecture seule.</translation>
    </message>
    <message>
        <source>A shared board is read-only: it can&apos;t be saved. Its file stays as it is; open a game or start a new one to play.</source>
        <translation>Un plateau partagé est en lecture seule : il ne peut pas être enregistré. Son fichier reste tel quel ; ouvrez une partie ou commencez-en une pour jouer.</translation>
    </message>
    <message>
        <source>recovered game, not saved yet</source>
        <translation>partie récupérée, pas encore enregistrée</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation>Récupérer une partie ?</translation>
    </message>
    <message>
        <source>An autosaved game ({p}) is newer than your last save. Open it?</source>
        <translation>Une partie enregistrée automatiquement ({p}) est plus récente que votre dernier enregistrement. L&apos;ouvrir ?</translation>
    </message>
    <message>
        <source>Choose a lesson…</source>
        <translation>Choisir une leçon…</translation>
    </message>
    <message>
        <source>Open a lesson file…</source>
        <translation>Ouvrir un fichier de leçon…</translation>
    </message>
    <message>
        <source>The lessons could not be read.</source>
        <translation>Les leçons n&apos;ont pas pu être lues.</translation>
    </message>
    <message>
        <source>This lesson can&apos;t be started.</source>
        <translation>Cette leçon ne peut pas être commencée.</translation>
    </message>
    <message>
        <source>Life and counters</source>
        <translation>Points de vie et marqueurs</translation>
    </message>
    <message>
        <source>Roll a die</source>
        <translation>Lancer un dé</translation>
    </message>
    <message>
        <source>Roll a d{n}</source>
        <translation>Lancer un d{n}</translation>
    </message>
    <message>
        <source>{seat}: life {old} → {new}</source>
        <translation>{seat} : points de vie {old} → {new}</translation>
    </message>
    <message>
        <source>{seat} has no {counter} counter.</source>
        <translation>{seat} n&apos;a pas de marqueur {counter}.</translation>
    </message>
    <message>
        <source>{seat}: {counter} {old} → {new}</source>
        <translation>{seat} : {counter} {old} → {new}</translation>
    </message>
    <message>
        <source>Set {seat}&apos;s life</source>
        <translation>Fixer les points de vie de {seat}</translation>
    </message>
    <message>
        <source>{seat}&apos;s counters</source>
        <translation>Marqueurs de {seat}</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>A counter needs a name.</source>
        <translation>Un marqueur a besoin d&apos;un nom.</translation>
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
        <translation>Marqueurs sur {what}</translation>
    </message>
    <message>
        <source>How many (negative: remove)</source>
        <translation>Combien (négatif : retirer)</translation>
    </message>
    <message>
        <source>{n} {name} counters on {what}</source>
        <translation>{n} marqueurs {name} sur {what}</translation>
    </message>
    <message>
        <source>{n} {name} counters off {what}</source>
        <translation>{n} marqueurs {name} retirés de {what}</translation>
    </message>
    <message>
        <source>Note on {what}</source>
        <translation>Note sur {what}</translation>
    </message>
    <message>
        <source>Note off {what}</source>
        <translation>Note retirée de {what}</translation>
    </message>
    <message numerus="yes">
        <source>Create %n {name} token(s)</source>
        <translation>
            <numerusform>Créer %n jeton {name}</numerusform>
            <numerusform>Créer %n jetons {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Create a {name} token</source>
        <translation>Créer un jeton {name}</translation>
    </message>
    <message>
        <source>Roll a d{s}</source>
        <translation>Lancer un d{s}</translation>
    </message>
    <message>
        <source>Roll {n}d{s}</source>
        <translation>Lancer {n}d{s}</translation>
    </message>
    <message>
        <source>Roll dice</source>
        <translation>Lancer des dés</translation>
    </message>
    <message>
        <source>(total {t})</source>
        <translation>(total {t})</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}</source>
        <translation>{player} a lancé {dice} : {results}</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}</source>
        <translation>{player} a lancé une pièce : {result}</translation>
    </message>
    <message>
        <source>Click the card or player to point at (Esc: cancel).</source>
        <translation>Cliquez sur la carte ou le joueur à désigner (Échap : annuler).</translation>
    </message>
    <message>
        <source>Point from {a} at {b}</source>
        <translation>Désigner {b} depuis {a}</translation>
    </message>
    <message>
        <source>move {cards}</source>
        <translation>déplacer {cards}</translation>
    </message>
    <message>
        <source>tap {cards}</source>
        <translation>engager {cards}</translation>
    </message>
    <message>
        <source>untap {cards}</source>
        <translation>dégager {cards}</translation>
    </message>
    <message>
        <source>change the counters on {cards}</source>
        <translation>changer les marqueurs sur {cards}</translation>
    </message>
    <message>
        <source>deal damage to {cards}</source>
        <translation>infliger des blessures à {cards}</translation>
    </message>
    <message>
        <source>apply an effect to {cards}</source>
        <translation>appliquer un effet à {cards}</translation>
    </message>
    <message>
        <source>make {cards} a copy of another card</source>
        <translation>faire de {cards} une copie d&apos;une autre carte</translation>
    </message>
    <message>
        <source>transform {cards}</source>
        <translation>transformer {cards}</translation>
    </message>
    <message>
        <source>turn {cards} face down</source>
        <translation>retourner {cards} face cachée</translation>
    </message>
    <message>
        <source>turn {cards} face up</source>
        <translation>retourner {cards} face visible</translation>
    </message>
    <message>
        <source>counter {cards}</source>
        <translation>contrecarrer {cards}</translation>
    </message>
    <message>
        <source>attach {cards}</source>
        <translation>attacher {cards}</translation>
    </message>
    <message>
        <source>gain control of {cards}</source>
        <translation>acquérir le contrôle de {cards}</translation>
    </message>
    <message>
        <source>put {cards} onto the battlefield</source>
        <translation>mettre {cards} sur le champ de bataille</translation>
    </message>
    <message>
        <source>change {player}&apos;s life total</source>
        <translation>changer le total de points de vie de {player}</translation>
    </message>
    <message>
        <source>change {player}&apos;s counters</source>
        <translation>changer les marqueurs de {player}</translation>
    </message>
    <message>
        <source>create a token for {player}</source>
        <translation>créer un jeton pour {player}</translation>
    </message>
    <message>
        <source>mill cards from {player}&apos;s library</source>
        <translation>meuler des cartes de la bibliothèque de {player}</translation>
    </message>
    <message>
        <source>shuffle {player}&apos;s library</source>
        <translation>mélanger la bibliothèque de {player}</translation>
    </message>
    <message>
        <source>untap all of {player}&apos;s permanents</source>
        <translation>dégager tous les permanents de {player}</translation>
    </message>
    <message>
        <source>make {player} reveal cards</source>
        <translation>faire révéler des cartes à {player}</translation>
    </message>
    <message>
        <source>look at the top cards of {player}&apos;s library</source>
        <translation>regarder les cartes du dessus de la bibliothèque de {player}</translation>
    </message>
    <message>
        <source>search {player}&apos;s library</source>
        <translation>chercher dans la bibliothèque de {player}</translation>
    </message>
    <message>
        <source>arrange the top cards of {player}&apos;s library</source>
        <translation>ordonner les cartes du dessus de la bibliothèque de {player}</translation>
    </message>
    <message>
        <source>turn table trust on: players act on each other&apos;s things without asking</source>
        <translation>activer la confiance à la table : les joueurs agissent sur les affaires des autres sans demander</translation>
    </message>
    <message>
        <source>move {cards} to the {zone}</source>
        <translation>déplacer {cards} vers : {zone}</translation>
    </message>
    <message>
        <source>an action ({kind})</source>
        <translation>une action ({kind})</translation>
    </message>
    <message>
        <source>a card that has left</source>
        <translation>une carte partie</translation>
    </message>
    <message>
        <source>a card in {owner}&apos;s {zone}</source>
        <translation>une carte de {owner} ({zone})</translation>
    </message>
    <message>
        <source>face-down #{n} ({id})</source>
        <translation>face cachée #{n} ({id})</translation>
    </message>
    <message>
        <source>a card ({id})</source>
        <translation>une carte ({id})</translation>
    </message>
    <message>
        <source>{by} asks you to allow: {what}</source>
        <translation>{by} vous demande d&apos;autoriser : {what}</translation>
    </message>
    <message>
        <source>Waiting for {to}: {what}</source>
        <translation>En attente de {to} : {what}</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {what}</source>
        <translation>{by} demande à {to} d&apos;autoriser : {what}</translation>
    </message>
    <message>
        <source> · table trust</source>
        <translation> · confiance à la table</translation>
    </message>
    <message>
        <source>Asked: nothing changes until the other player accepts.</source>
        <translation>Demandé : rien ne change tant que l&apos;autre joueur n&apos;accepte pas.</translation>
    </message>
    <message>
        <source>Asked {player}: {player} answers when at the table; nothing changes until then.</source>
        <translation>Demandé à {player} : {player} répond une fois à la table ; rien ne change d&apos;ici là.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Accept: {what}</source>
        <translation>Accepter : {what}</translation>
    </message>
    <message>
        <source>Accept {by}&apos;s request: {what}</source>
        <translation>Accepter la demande de {by} : {what}</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Decline: {what}</source>
        <translation>Refuser : {what}</translation>
    </message>
    <message>
        <source>Decline {by}&apos;s request: {what}</source>
        <translation>Refuser la demande de {by} : {what}</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Withdraw the request: {what}</source>
        <translation>Retirer la demande : {what}</translation>
    </message>
    <message>
        <source>Withdraw the request to {to}: {what}</source>
        <translation>Retirer la demande à {to} : {what}</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Demandes</translation>
    </message>
    <message>
        <source>Accept the first request</source>
        <translation>Accepter la première demande</translation>
    </message>
    <message>
        <source>Decline the first request</source>
        <translation>Refuser la première demande</translation>
    </message>
    <message>
        <source>Players may act on each other&apos;s things without asking</source>
        <translation>Les joueurs peuvent agir sur les affaires des autres sans demander</translation>
    </message>
    <message>
        <source>Table trust: an action on another player&apos;s things is carried out without asking (never one that would show their hidden cards). Turning it on asks the other player.</source>
        <translation>Confiance à la table : une action sur les affaires d&apos;un autre joueur est effectuée sans demander (jamais une qui montrerait ses cartes cachées). L&apos;activer le demande à l&apos;autre joueur.</translation>
    </message>
    <message>
        <source>No request waits for your answer.</source>
        <translation>Aucune demande n&apos;attend votre réponse.</translation>
    </message>
    <message>
        <source>Table trust on</source>
        <translation>Confiance à la table activée</translation>
    </message>
    <message>
        <source>Table trust off</source>
        <translation>Confiance à la table désactivée</translation>
    </message>
    <message>
        <source>Who goes first?</source>
        <translation>Qui commence ?</translation>
    </message>
    <message>
        <source>{player} lost the last game and chooses who goes first in the next one (rule 103.1).</source>
        <translation>{player} a perdu la dernière partie et choisit qui commence la suivante (règle 103.1).</translation>
    </message>
    <message>
        <source>{player} goes first</source>
        <translation>{player} commence</translation>
    </message>
    <message>
        <source>Start the next game</source>
        <translation>Commencer la partie suivante</translation>
    </message>
    <message>
        <source>Sideboarding: {player}</source>
        <translation>Changements de réserve : {player}</translation>
    </message>
    <message>
        <source>{player}: swap cards between your main deck and your sideboard before the next game.</source>
        <translation>{player} : échangez des cartes entre votre deck principal et votre réserve avant la partie suivante.</translation>
    </message>
    <message>
        <source>To the sideboard →</source>
        <translation>Vers la réserve →</translation>
    </message>
    <message>
        <source>← To the main deck</source>
        <translation>← Vers le deck principal</translation>
    </message>
    <message numerus="yes">
        <source>Main deck: %n card(s)</source>
        <translation>
            <numerusform>Deck principal : %n carte</numerusform>
            <numerusform>Deck principal : %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sideboard: %n card(s)</source>
        <translation>
            <numerusform>Réserve : %n carte</numerusform>
            <numerusform>Réserve : %n cartes</numerusform>
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
        <translation>{done} sur {total} · {rate}/s</translation>
    </message>
    <message>
        <source>{done} · {rate}/s</source>
        <translation>{done} · {rate}/s</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>{time} restantes</translation>
    </message>
    <message>
        <source>Cards imported from files</source>
        <translation>Cartes importées de fichiers</translation>
    </message>
    <message>
        <source>{source} (the date of its data is not known)</source>
        <translation>{source} (la date des données est inconnue)</translation>
    </message>
    <message>
        <source>{source}, data of {date}</source>
        <translation>{source}, données du {date}</translation>
    </message>
    <message>
        <source>Imported {cards} cards from {files}; the database holds {total} cards.</source>
        <translation>{cards} cartes importées de {files} ; la base de données contient {total} cartes.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n fichier</numerusform>
            <numerusform>%n fichiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) that could not be read were left out.</source>
        <translation>
            <numerusform>%n enregistrement illisible a été ignoré.</numerusform>
            <numerusform>%n enregistrements illisibles ont été ignorés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newer card data is there: {date} (the database&apos;s is of {have}). Download the database to get it.</source>
        <translation>Des données de cartes plus récentes existent : {date} (celles de la base de données datent du {have}). Téléchargez la base de données pour les obtenir.</translation>
    </message>
    <message>
        <source>The card database is up to date: its data is of {date}.</source>
        <translation>La base de données des cartes est à jour : ses données datent du {date}.</translation>
    </message>
    <message>
        <source>Can&apos;t tell whether newer card data is there: {reason}.</source>
        <translation>Impossible de savoir si des données de cartes plus récentes existent : {reason}.</translation>
    </message>
    <message>
        <source>no cards.xml</source>
        <translation>pas de cards.xml</translation>
    </message>
    <message numerus="yes">
        <source>Found in {root}: {files}, %n custom set(s), {decks}.</source>
        <translation>
            <numerusform>Trouvée dans {root} : {files}, %n extension personnalisée, {decks}.</numerusform>
            <numerusform>Trouvée dans {root} : {files}, %n extensions personnalisées, {decks}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n deck</numerusform>
            <numerusform>%n decks</numerusform>
        </translation>
    </message>
    <message>
        <source>Card database</source>
        <translation>Base de données des cartes</translation>
    </message>
    <message>
        <source>The card database in use</source>
        <translation>La base de données des cartes utilisée</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fichier :</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartes :</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>Données :</translation>
    </message>
    <message>
        <source>Download every card</source>
        <translation>Télécharger toutes les cartes</translation>
    </message>
    <message>
        <source>Scryfall (one record a card, with its images)</source>
        <translation>Scryfall (un enregistrement par carte, avec ses images)</translation>
    </message>
    <message>
        <source>MTGJSON (with its translations)</source>
        <translation>MTGJSON (avec ses traductions)</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Source :</translation>
    </message>
    <message>
        <source>Optional: a card file or a listing to use instead of the source&apos;s own address</source>
        <translation>Facultatif : un fichier de cartes ou une liste à utiliser à la place de l&apos;adresse de la source</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Rechercher des mises à jour</translation>
    </message>
    <message>
        <source>Import card files</source>
        <translation>Importer des fichiers de cartes</translation>
    </message>
    <message>
        <source>A card file, or a folder of card files</source>
        <translation>Un fichier de cartes, ou un dossier de fichiers de cartes</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>Fichier…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Dossier…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Use a Cockatrice installation</source>
        <translation>Utiliser une installation de Cockatrice</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s data folder</source>
        <translation>Dossier de données de Cockatrice</translation>
    </message>
    <message>
        <source>Use this Cockatrice</source>
        <translation>Utiliser ce Cockatrice</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Can&apos;t be read: {reason}.</source>
        <translation>Illisible : {reason}.</translation>
    </message>
    <message>
        <source>None yet: only the {n} cards that come with tabletop.</source>
        <translation>Aucune pour l&apos;instant : seulement les {n} cartes fournies avec tabletop.</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cartes</translation>
    </message>
    <message>
        <source>No Cockatrice installation was found in its usual folders: choose its data folder (the one holding cards.xml).</source>
        <translation>Aucune installation de Cockatrice trouvée dans ses dossiers habituels : choisissez son dossier de données (celui qui contient cards.xml).</translation>
    </message>
    <message>
        <source>Import a card file</source>
        <translation>Importer un fichier de cartes</translation>
    </message>
    <message>
        <source>Import a folder of card files</source>
        <translation>Importer un dossier de fichiers de cartes</translation>
    </message>
    <message>
        <source>The address must be a web address (http:// or https://).</source>
        <translation>L&apos;adresse doit être une adresse web (http:// ou https://).</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Checking for updates…</source>
        <translation>Recherche de mises à jour…</translation>
    </message>
    <message>
        <source>Name a card file or a folder of card files to import.</source>
        <translation>Indiquez un fichier de cartes ou un dossier de fichiers de cartes à importer.</translation>
    </message>
    <message>
        <source>Importing the cards…</source>
        <translation>Importation des cartes…</translation>
    </message>
    <message>
        <source>No cards imported: {reason}.</source>
        <translation>Aucune carte importée : {reason}.</translation>
    </message>
    <message>
        <source>Importing Cockatrice&apos;s cards…</source>
        <translation>Importation des cartes de Cockatrice…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>Can&apos;t check for updates: {reason}.</source>
        <translation>Impossible de rechercher des mises à jour : {reason}.</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}. The card database is as it was.</source>
        <translation>Rien n&apos;a changé : {reason}. La base de données des cartes est restée telle quelle.</translation>
    </message>
    <message>
        <source>The check for updates was cancelled.</source>
        <translation>La recherche de mises à jour a été annulée.</translation>
    </message>
    <message>
        <source>The download was cancelled; the card database is as it was. What was downloaded is kept: Download carries on from there.</source>
        <translation>Le téléchargement a été annulé ; la base de données des cartes est restée telle quelle. Ce qui a été téléchargé est conservé : « Télécharger » reprend à partir de là.</translation>
    </message>
    <message>
        <source>The import was cancelled; the card database is as it was.</source>
        <translation>L&apos;importation a été annulée ; la base de données des cartes est restée telle quelle.</translation>
    </message>
    <message>
        <source>Its decks are in {folder}.</source>
        <translation>Ses decks sont dans {folder}.</translation>
    </message>
    <message>
        <source>Its pictures are used for the cards&apos; images.</source>
        <translation>Ses images sont utilisées pour les cartes.</translation>
    </message>
    <message>
        <source>tabletop comes with a few cards for its demo. Download every card, import card files or use your Cockatrice installation to play your own decks.</source>
        <translation>tabletop n&apos;est fourni qu&apos;avec quelques cartes pour sa démo. Téléchargez toutes les cartes, importez des fichiers de cartes ou utilisez votre installation de Cockatrice pour jouer vos propres decks.</translation>
    </message>
    <message>
        <source>Mana curve: cards of the main deck and the commander by mana value (lands not counted)</source>
        <translation>Courbe de mana : cartes du deck principal et du commandant par valeur de mana (terrains non comptés)</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Jouer en ligne</translation>
    </message>
    <message>
        <source>Hide this dialog; you stay logged in (Game → Play online… shows it again)</source>
        <translation>Masquer cette fenêtre ; vous restez connecté (Partie → Jouer en ligne… la rouvre)</translation>
    </message>
    <message>
        <source>type the name you want first</source>
        <translation>tapez d&apos;abord le nom voulu</translation>
    </message>
    <message>
        <source>This name can&apos;t be registered: {why}</source>
        <translation>Ce nom ne peut pas être enregistré : {why}</translation>
    </message>
    <message>
        <source>Registering {name} on {server}…</source>
        <translation>Enregistrement de {name} sur {server}…</translation>
    </message>
    <message>
        <source>Choose your credentials file first, or register a name.</source>
        <translation>Choisissez d&apos;abord votre fichier d&apos;identifiants, ou enregistrez un nom.</translation>
    </message>
    <message>
        <source>Connecting to {server} as {name}…</source>
        <translation>Connexion à {server} en tant que {name}…</translation>
    </message>
    <message>
        <source>{name} on {server}</source>
        <translation>{name} sur {server}</translation>
    </message>
    <message>
        <source>Choose the deck you will play first (a deck file or the deck editor&apos;s deck).</source>
        <translation>Choisissez d&apos;abord le deck que vous jouerez (un fichier de deck ou le deck de l&apos;éditeur).</translation>
    </message>
    <message>
        <source>Game {game} created: waiting for the other players.</source>
        <translation>Partie {game} créée : en attente des autres joueurs.</translation>
    </message>
    <message>
        <source>Creating the game…</source>
        <translation>Création de la partie…</translation>
    </message>
    <message>
        <source>You sit in game {game}: the table opens when every seat is taken.</source>
        <translation>Vous êtes assis dans la partie {game} : la table s&apos;ouvre quand toutes les places sont prises.</translation>
    </message>
    <message>
        <source>Joining game {game}…</source>
        <translation>Connexion à la partie {game}…</translation>
    </message>
    <message>
        <source>Choose a deck</source>
        <translation>Choisir un deck</translation>
    </message>
    <message>
        <source>Decklists (*.txt *.dec *.dck *.cod *.dek);;All files (*)</source>
        <translation>Listes de deck (*.txt *.dec *.dck *.cod *.dek);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>This deck can&apos;t be used: {why}</source>
        <translation>Ce deck ne peut pas être utilisé : {why}</translation>
    </message>
    <message>
        <source>The deck editor has no deck open: open it (Cards → Deck editor…) and make or open one.</source>
        <translation>L&apos;éditeur de decks n&apos;a aucun deck ouvert : ouvrez-le (Cartes → Éditeur de decks…) et créez-en ou ouvrez-en un.</translation>
    </message>
    <message>
        <source>the deck editor&apos;s deck</source>
        <translation>le deck de l&apos;éditeur de decks</translation>
    </message>
    <message>
        <source>{deck}: {main} cards, sideboard {side}</source>
        <translation>{deck} : {main} cartes, réserve {side}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Pendule</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>en attente de joueurs</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>démarrage</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>sideboarding</source>
        <translation>changement de réserve</translation>
    </message>
    <message>
        <source>over</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspendue</translation>
    </message>
    <message>
        <source>Best of 3: {score}</source>
        <translation>Deux manches gagnantes : {score}</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>autorisés</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Log &amp;out</source>
        <translation>Se &amp;déconnecter</translation>
    </message>
    <message>
        <source>&amp;Games on this server</source>
        <translation>&amp;Parties sur ce serveur</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Act&amp;ualiser</translation>
    </message>
    <message>
        <source>Read the game list again (F5)</source>
        <translation>Relire la liste des parties (F5)</translation>
    </message>
    <message>
        <source>&amp;Create…</source>
        <translation>&amp;Créer…</translation>
    </message>
    <message>
        <source>A new game on the server; you take its first seat with the deck below</source>
        <translation>Une nouvelle partie sur le serveur ; vous prenez la première place avec le deck ci-dessous</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>Rejoindre la partie</translation>
    </message>
    <message>
        <source>Take a free seat of the chosen game with the deck below, or open the table of your own seat</source>
        <translation>Prendre une place libre dans la partie choisie avec le deck ci-dessous, ou ouvrir la table de votre place</translation>
    </message>
    <message>
        <source>&amp;Spectate</source>
        <translation>Re&amp;garder</translation>
    </message>
    <message>
        <source>Spectate the game</source>
        <translation>Regarder la partie</translation>
    </message>
    <message>
        <source>Watch the chosen game: public information only</source>
        <translation>Regarder la partie choisie : informations publiques uniquement</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Deck :</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>aucun choisi</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>&amp;Deck file…</source>
        <translation>&amp;Fichier de deck…</translation>
    </message>
    <message>
        <source>Choose a deck file</source>
        <translation>Choisir un fichier de deck</translation>
    </message>
    <message>
        <source>Play a decklist file (.txt, .dec, .dck, .cod)</source>
        <translation>Jouer un fichier de liste de deck (.txt, .dec, .dck, .cod)</translation>
    </message>
    <message>
        <source>Deck &amp;editor&apos;s deck</source>
        <translation>Deck de l&apos;é&amp;diteur</translation>
    </message>
    <message>
        <source>Use the deck editor&apos;s deck</source>
        <translation>Utiliser le deck de l&apos;éditeur de decks</translation>
    </message>
    <message>
        <source>Play the deck open in the deck editor</source>
        <translation>Jouer le deck ouvert dans l&apos;éditeur de decks</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>Lobby c&amp;hat</source>
        <translation>C&amp;hat du salon</translation>
    </message>
    <message>
        <source>Say something to everyone in the lobby (Enter)</source>
        <translation>Dire quelque chose à tout le salon (Entrée)</translation>
    </message>
    <message>
        <source>Say something to the lobby</source>
        <translation>Dites quelque chose au salon</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>● {name} (online)</source>
        <translation>● {name} (en ligne)</translation>
    </message>
    <message>
        <source>○ {name}</source>
        <translation>○ {name}</translation>
    </message>
    <message>
        <source>Play on a shared server: every player connects to it, nobody needs to open a port. Ask its owner for its address.</source>
        <translation>Jouez sur un serveur partagé : chaque joueur s&apos;y connecte, personne n&apos;a besoin d&apos;ouvrir de port. Demandez son adresse à son propriétaire.</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Adresse du serveur</translation>
    </message>
    <message>
        <source>The server&apos;s address, as its owner gave it: nats://host:port</source>
        <translation>L&apos;adresse du serveur, telle que son propriétaire l&apos;a donnée : nats://host:port</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serveur :</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <source>A new account</source>
        <translation>Un nouveau compte</translation>
    </message>
    <message>
        <source>New account name</source>
        <translation>Nom du nouveau compte</translation>
    </message>
    <message>
        <source>2 to 24 letters a-z, digits, &apos;-&apos; or &apos;_&apos;; unique on the server</source>
        <translation>2 à 24 caractères : lettres a-z, chiffres, &apos;-&apos; ou &apos;_&apos; ; unique sur le serveur</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>votre nom</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Make the account on the server; its credentials file is kept in the app&apos;s settings folder</source>
        <translation>Créer le compte sur le serveur ; son fichier d&apos;identifiants est gardé dans le dossier de réglages de l&apos;application</translation>
    </message>
    <message>
        <source>An account of yours</source>
        <translation>Un de vos comptes</translation>
    </message>
    <message>
        <source>Credentials file</source>
        <translation>Fichier d&apos;identifiants</translation>
    </message>
    <message>
        <source>The account&apos;s credentials file (made when you registered)</source>
        <translation>Le fichier d&apos;identifiants du compte (créé à l&apos;enregistrement)</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>C&amp;hoisir…</translation>
    </message>
    <message>
        <source>Choose a credentials file</source>
        <translation>Choisir un fichier d&apos;identifiants</translation>
    </message>
    <message>
        <source>&amp;Log in</source>
        <translation>Se &amp;connecter</translation>
    </message>
    <message>
        <source>Connect to the server with this account</source>
        <translation>Se connecter au serveur avec ce compte</translation>
    </message>
    <message>
        <source>Credentials (*.creds);;All files (*)</source>
        <translation>Identifiants (*.creds);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Opening the table of game {game}…</source>
        <translation>Ouverture de la table de la partie {game}…</translation>
    </message>
    <message>
        <source>Game {game}: the table is open.</source>
        <translation>Partie {game} : la table est ouverte.</translation>
    </message>
    <message>
        <source>Can&apos;t open the table of game {game}: {why}</source>
        <translation>Impossible d&apos;ouvrir la table de la partie {game} : {why}</translation>
    </message>
    <message>
        <source>Game {game}: sideboarding needs the deck you joined with; join again from this lobby.</source>
        <translation>Partie {game} : changer la réserve demande le deck avec lequel vous avez rejoint ; rejoignez à nouveau depuis ce salon.</translation>
    </message>
    <message>
        <source>Game {game}: your deck for the next game is in.</source>
        <translation>Partie {game} : votre deck pour la prochaine manche est remis.</translation>
    </message>
    <message>
        <source>Game {game}: {player} goes first.</source>
        <translation>Partie {game} : {player} commence.</translation>
    </message>
    <message>
        <source>This credentials file can&apos;t be used: {why}</source>
        <translation>Ce fichier d&apos;identifiants ne peut pas être utilisé : {why}</translation>
    </message>
    <message>
        <source>Something went wrong: {why}</source>
        <translation>Un problème est survenu : {why}</translation>
    </message>
    <message>
        <source>The name {name} is taken on this server: choose another.</source>
        <translation>Le nom {name} est déjà pris sur ce serveur : choisissez-en un autre.</translation>
    </message>
    <message>
        <source>The server refused: {why}</source>
        <translation>Le serveur a refusé : {why}</translation>
    </message>
    <message>
        <source>The server refused these credentials: the account is unknown there, was removed, or the file belongs to another server.</source>
        <translation>Le serveur a refusé ces identifiants : le compte y est inconnu, a été supprimé, ou le fichier appartient à un autre serveur.</translation>
    </message>
    <message>
        <source>Can&apos;t reach the server: {why}</source>
        <translation>Impossible de joindre le serveur : {why}</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {m} min {s} s left</source>
        <translation>Pendule de {player} : il reste {m} min {s} s</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {s} s left</source>
        <translation>Pendule de {player} : il reste {s} s</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: time ran out</source>
        <translation>Pendule de {player} : temps écoulé</translation>
    </message>
    <message>
        <source>, running</source>
        <translation>, en marche</translation>
    </message>
    <message>
        <source>Chess clocks</source>
        <translation>Pendules</translation>
    </message>
    <message>
        <source>The note (may be empty):</source>
        <translation>La note (peut être vide) :</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Signets</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note (Ctrl+B)</source>
        <translation>Marquer cette entrée d&apos;un signet avec une note (Ctrl+B)</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Edit the chosen bookmark&apos;s note</source>
        <translation>Modifier la note du signet choisi</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the chosen bookmark</source>
        <translation>Supprimer le signet choisi</translation>
    </message>
    <message>
        <source>#{n}: {note}</source>
        <translation>n° {n} : {note}</translation>
    </message>
    <message>
        <source>No bookmarks here yet (Ctrl+B adds one).</source>
        <translation>Aucun signet pour l&apos;instant (Ctrl+B en ajoute un).</translation>
    </message>
    <message>
        <source>Bookmark entry {n}</source>
        <translation>Signet sur l&apos;entrée {n}</translation>
    </message>
    <message>
        <source>Edit the bookmark</source>
        <translation>Modifier le signet</translation>
    </message>
    <message>
        <source>A redacted export is read-only: its bookmarks can&apos;t be changed here.</source>
        <translation>Un export expurgé est en lecture seule : ses signets ne peuvent pas être modifiés ici.</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t keep bookmarks.</source>
        <translation>Cette version de tabletop ne peut pas garder de signets.</translation>
    </message>
    <message>
        <source>The bookmarks could not be saved into {p}: {e}</source>
        <translation>Les signets n&apos;ont pas pu être enregistrés dans {p} : {e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed: {e}</source>
        <translation>{p} ne peut pas être relu : {e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed with its journal: {e}</source>
        <translation>{p} ne peut pas être rejoué avec son journal : {e}</translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>Ouvrir une relecture</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t take a game over.</source>
        <translation>Cette version de tabletop ne peut pas reprendre une partie.</translation>
    </message>
    <message>
        <source>A redacted export holds only one seat&apos;s view: no game can be taken over from it.</source>
        <translation>Un export expurgé ne contient que la vue d&apos;une place : aucune partie ne peut être reprise à partir de lui.</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>révéler</translation>
    </message>
    <message>
        <source>peek</source>
        <translation>regarder</translation>
    </message>
    <message>
        <source>turn-up</source>
        <translation>retourner face visible</translation>
    </message>
    <message>
        <source>search</source>
        <translation>chercher</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>mélanger</translation>
    </message>
    <message>
        <source>mulligan</source>
        <translation>mulligan</translation>
    </message>
    <message>
        <source>override</source>
        <translation>passer outre</translation>
    </message>
    <message>
        <source>request</source>
        <translation>demande</translation>
    </message>
    <message>
        <source>bookmark</source>
        <translation>signet</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Timeline: click or drag to go to an entry</source>
        <translation>Chronologie : cliquez ou faites glisser pour aller à une entrée</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>la partie</translation>
    </message>
    <message>
        <source>#{n} {who}: {what}</source>
        <translation>n° {n} {who} : {what}</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Setup (before the first entry)</source>
        <translation>Mise en place (avant la première entrée)</translation>
    </message>
    <message>
        <source>Entry {n}: the board this export holds</source>
        <translation>Entrée {n} : le plateau que contient cet export</translation>
    </message>
    <message>
        <source>Turn {t} ({a})</source>
        <translation>Tour {t} ({a})</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>Back one entry</source>
        <translation>Une entrée en arrière</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Lecture / pause</translation>
    </message>
    <message>
        <source>Forward one entry</source>
        <translation>Une entrée en avant</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>À la fin</translation>
    </message>
    <message>
        <source>Ledger of the card</source>
        <translation>Registre de la carte</translation>
    </message>
    <message>
        <source>Click a card to see who knew it, since when and how.</source>
        <translation>Cliquez sur une carte pour voir qui la connaissait, depuis quand et comment.</translation>
    </message>
    <message>
        <source>Learned later</source>
        <translation>Appris plus tard</translation>
    </message>
    <message>
        <source>Journal as the lens read it</source>
        <translation>Journal tel que l&apos;objectif l&apos;a lu</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Rien ne s&apos;est encore passé.</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Registre</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Replay controls</source>
        <translation>Commandes de relecture</translation>
    </message>
    <message>
        <source>{n}/s</source>
        <translation>{n}/s</translation>
    </message>
    <message>
        <source>Playing speed: entries per second</source>
        <translation>Vitesse de lecture : entrées par seconde</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>Vitesse de lecture</translation>
    </message>
    <message>
        <source>Go to entry (Ctrl+G)</source>
        <translation>Aller à l&apos;entrée (Ctrl+G)</translation>
    </message>
    <message>
        <source>Go to the start of a turn (Ctrl+T)</source>
        <translation>Aller au début d&apos;un tour (Ctrl+T)</translation>
    </message>
    <message>
        <source>Whose knowledge the replay shows (Ctrl+L)</source>
        <translation>Le savoir de qui la relecture montre (Ctrl+L)</translation>
    </message>
    <message>
        <source>Lens</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Lens:</source>
        <translation>Objectif :</translation>
    </message>
    <message>
        <source>Choose the lens</source>
        <translation>Choisir l&apos;objectif</translation>
    </message>
    <message>
        <source>Bookmark…</source>
        <translation>Signet…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note</source>
        <translation>Marquer cette entrée d&apos;un signet avec une note</translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation>Reprendre à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Start a new hot-seat game from this entry</source>
        <translation>Commencer une nouvelle partie à tour de rôle à partir de cette entrée</translation>
    </message>
    <message>
        <source>Nothing on this board was learned later.</source>
        <translation>Rien sur ce plateau n&apos;a été appris plus tard.</translation>
    </message>
    <message>
        <source>Turn {t}</source>
        <translation>Tour {t}</translation>
    </message>
    <message>
        <source>a redacted export: this entry only</source>
        <translation>un export expurgé : cette entrée seulement</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>une partie</translation>
    </message>
    <message>
        <source>Replay — {file} — {lens}</source>
        <translation>Relecture — {file} — {lens}</translation>
    </message>
    <message>
        <source>Card {id}:</source>
        <translation>Carte {id} :</translation>
    </message>
    <message>
        <source>No one&apos;s knowledge of this card is on record for this lens.</source>
        <translation>Pour cet objectif, personne n&apos;est noté comme connaissant cette carte.</translation>
    </message>
    <message>
        <source>later: #{n}</source>
        <translation>plus tard : n° {n}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Known then to: {seats}</source>
        <translation>Connue alors de : {seats}</translation>
    </message>
    <message>
        <source>from the setup</source>
        <translation>dès la mise en place</translation>
    </message>
    <message>
        <source>drew it</source>
        <translation>l&apos;a piochée</translation>
    </message>
    <message>
        <source>looked at it</source>
        <translation>l&apos;a regardée</translation>
    </message>
    <message>
        <source>peeked at it</source>
        <translation>l&apos;a regardée dans la bibliothèque</translation>
    </message>
    <message>
        <source>searched for it</source>
        <translation>l&apos;a cherchée</translation>
    </message>
    <message>
        <source>it was revealed</source>
        <translation>elle a été révélée</translation>
    </message>
    <message>
        <source>controls it face down</source>
        <translation>la contrôle face cachée</translation>
    </message>
    <message>
        <source>face up in a public zone</source>
        <translation>face visible dans une zone publique</translation>
    </message>
    <message>
        <source>in their hand</source>
        <translation>dans sa main</translation>
    </message>
    <message>
        <source>followed it</source>
        <translation>l&apos;a suivie</translation>
    </message>
    <message>
        <source>As {seat} knew it then</source>
        <translation>Tel que {seat} le savait alors</translation>
    </message>
    <message>
        <source>Hindsight ({seat})</source>
        <translation>Avec le recul ({seat})</translation>
    </message>
    <message>
        <source>Judge (everything)</source>
        <translation>Arbitre (tout)</translation>
    </message>
    <message>
        <source>since an entry this file does not hold</source>
        <translation>depuis une entrée que ce fichier ne contient pas</translation>
    </message>
    <message>
        <source>since the setup</source>
        <translation>depuis la mise en place</translation>
    </message>
    <message>
        <source>since entry {n}</source>
        <translation>depuis l&apos;entrée {n}</translation>
    </message>
    <message>
        <source>still knows it</source>
        <translation>la connaît encore</translation>
    </message>
    <message>
        <source>until entry {n}</source>
        <translation>jusqu&apos;à l&apos;entrée {n}</translation>
    </message>
    <message>
        <source>{seat} knew {name} {since} ({how}), {until}</source>
        <translation>{seat} connaissait {name} {since} ({how}), {until}</translation>
    </message>
    <message>
        <source>{id}: {name}, learned later at entry {n} ({how})</source>
        <translation>{id} : {name}, appris plus tard à l&apos;entrée {n} ({how})</translation>
    </message>
    <message>
        <source>Setup · {size} entries</source>
        <translation>Mise en place · {size} entrées</translation>
    </message>
    <message>
        <source>Entry {n} of {size}</source>
        <translation>Entrée {n} sur {size}</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{player} shuffled their library.</source>
        <translation>{player} a mélangé sa bibliothèque.</translation>
    </message>
    <message>
        <source>Taken back: {command} (what was seen stays known).</source>
        <translation>Repris : {command} (ce qui a été vu reste connu).</translation>
    </message>
    <message>
        <source>{card} was tapped.</source>
        <translation>{card} a été engagé.</translation>
    </message>
    <message>
        <source>{card} was untapped.</source>
        <translation>{card} a été dégagé.</translation>
    </message>
    <message>
        <source>{card} was attached to {to}.</source>
        <translation>{card} a été attaché à {to}.</translation>
    </message>
    <message>
        <source>{card} was moved on the table.</source>
        <translation>{card} a été déplacé sur la table.</translation>
    </message>
    <message>
        <source>{player} rearranged {cards_text}.</source>
        <translation>{player} a réordonné {cards_text}.</translation>
    </message>
    <message>
        <source>Turn {turn} began ({active}).</source>
        <translation>Le tour {turn} a commencé ({active}).</translation>
    </message>
    <message>
        <source>Step: {step}.</source>
        <translation>Étape : {step}.</translation>
    </message>
    <message>
        <source>{name} triggers ({cause}).</source>
        <translation>{name} se déclenche ({cause}).</translation>
    </message>
    <message>
        <source>An effect applies to {card} ({duration}).</source>
        <translation>Un effet s&apos;applique à {card} ({duration}).</translation>
    </message>
    <message>
        <source>An effect on {card} ended.</source>
        <translation>Un effet sur {card} a pris fin.</translation>
    </message>
    <message>
        <source>{player} gained control of {card}.</source>
        <translation>{player} a acquis le contrôle de {card}.</translation>
    </message>
    <message>
        <source>{card} transformed.</source>
        <translation>{card} s&apos;est transformé.</translation>
    </message>
    <message>
        <source>{player} created {card}{copy_text}.</source>
        <translation>{player} a créé {card}{copy_text}.</translation>
    </message>
    <message>
        <source>{card} became a copy of {of}.</source>
        <translation>{card} est devenu une copie de {of}.</translation>
    </message>
    <message>
        <source>{card} entered the battlefield{how}.</source>
        <translation>{card} est arrivé sur le champ de bataille{how}.</translation>
    </message>
    <message>
        <source>{card} left the battlefield.</source>
        <translation>{card} a quitté le champ de bataille.</translation>
    </message>
    <message>
        <source>{player} looked at {cards_text}.</source>
        <translation>{player} a regardé {cards_text}.</translation>
    </message>
    <message>
        <source>{card} was revealed{to_text}.</source>
        <translation>{card} a été révélé{to_text}.</translation>
    </message>
    <message>
        <source>{player} tried to draw from an empty library.</source>
        <translation>{player} a tenté de piocher dans une bibliothèque vide.</translation>
    </message>
    <message>
        <source>{player} milled {cards_text}.</source>
        <translation>{player} a meulé {cards_text}.</translation>
    </message>
    <message>
        <source>{player} put back the top of {owner}&apos;s library: {top} on top, {bottom} at the bottom, {graveyard} into the graveyard.</source>
        <translation>{player} a remis le dessus de la bibliothèque de {owner} : {top} au-dessus, {bottom} au-dessous, {graveyard} au cimetière.</translation>
    </message>
    <message>
        <source>{player} searched {owner}&apos;s {zone} and found {cards_text}.</source>
        <translation>{player} a fouillé {zone} de {owner} et a trouvé {cards_text}.</translation>
    </message>
    <message>
        <source>{player} took a mulligan (number {mulligans}).</source>
        <translation>{player} a fait un mulligan (numéro {mulligans}).</translation>
    </message>
    <message>
        <source>{card} resolved{modes_text}.</source>
        <translation>{card} s&apos;est résolu{modes_text}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} drew %n card(s){cards_text}.</source>
        <translation>
            <numerusform>{player} a pioché %n carte{cards_text}.</numerusform>
            <numerusform>{player} a pioché %n cartes{cards_text}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {counter} counter(s) on {card}.</source>
        <translation>
            <numerusform>%n marqueur {counter} sur {card}.</numerusform>
            <numerusform>%n marqueurs {counter} sur {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} was dealt %n damage.</source>
        <translation>
            <numerusform>{card} a subi %n blessure.</numerusform>
            <numerusform>{card} a subi %n blessures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) on the bottom of their library.</source>
        <translation>
            <numerusform>{player} a mis %n carte au-dessous de sa bibliothèque.</numerusform>
            <numerusform>{player} a mis %n cartes au-dessous de sa bibliothèque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} kept their hand (%n mulligan(s)).</source>
        <translation>
            <numerusform>{player} a gardé sa main (%n mulligan).</numerusform>
            <numerusform>{player} a gardé sa main (%n mulligans).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} manifested {card}.</source>
        <translation>{player} a manifesté {card}.</translation>
    </message>
    <message>
        <source>{player} cloaked {card}.</source>
        <translation>{player} a voilé {card}.</translation>
    </message>
    <message>
        <source>{player} manifested dread: {card}.</source>
        <translation>{player} a manifesté l&apos;effroi : {card}.</translation>
    </message>
    <message>
        <source>{card} was turned face down.</source>
        <translation>{card} a été retourné face cachée.</translation>
    </message>
    <message>
        <source>{card} was turned face up {route_text}.</source>
        <translation>{card} a été retourné face visible {route_text}.</translation>
    </message>
    <message>
        <source>{card} returned to the battlefield from the {frm}.</source>
        <translation>{card} est revenu sur le champ de bataille depuis {frm}.</translation>
    </message>
    <message>
        <source>{player} cast {card}.</source>
        <translation>{player} a lancé {card}.</translation>
    </message>
    <message>
        <source>{player} played {card}.</source>
        <translation>{player} a joué {card}.</translation>
    </message>
    <message>
        <source>{card} was countered.</source>
        <translation>{card} a été contrecarré.</translation>
    </message>
    <message>
        <source>{player} may play {card} ({until}).</source>
        <translation>{player} peut jouer {card} ({until}).</translation>
    </message>
    <message>
        <source>{player} may no longer play {card}.</source>
        <translation>{player} ne peut plus jouer {card}.</translation>
    </message>
    <message>
        <source>{card} died.</source>
        <translation>{card} est mort.</translation>
    </message>
    <message>
        <source>{card} was exiled from the {frm}.</source>
        <translation>{card} a été exilé depuis {frm}.</translation>
    </message>
    <message>
        <source>{card} moved from {owner}&apos;s {frm} to the {to}.</source>
        <translation>{card} est passé de {frm} de {owner} à {to}.</translation>
    </message>
    <message>
        <source>{card} ceased to exist.</source>
        <translation>{card} a cessé d&apos;exister.</translation>
    </message>
    <message>
        <source>{player} left the game.</source>
        <translation>{player} a quitté la partie.</translation>
    </message>
    <message>
        <source>The game ended.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The rules mode is now {mode} (was {old}).</source>
        <translation>Le mode de règles est maintenant {mode} (avant : {old}).</translation>
    </message>
    <message>
        <source>{actor} overrode the rules ({command}).</source>
        <translation>{actor} a outrepassé les règles ({command}).</translation>
    </message>
    <message>
        <source>{player}: life {old} → {new}{paid}.</source>
        <translation>{player} : points de vie {old} → {new}{paid}.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}.</source>
        <translation>{player} a lancé {dice} : {results}.</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}.</source>
        <translation>{player} a lancé une pièce : {result}.</translation>
    </message>
    <message>
        <source>{player} pointed from {arrow_from} to {arrow_to}.</source>
        <translation>{player} a désigné {arrow_to} depuis {arrow_from}.</translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s) taken off the table.</source>
        <translation>
            <numerusform>%n flèche retirée de la table.</numerusform>
            <numerusform>%n flèches retirées de la table.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} untapped all their permanents ({n_cards}).</source>
        <translation>{player} a dégagé tous ses permanents ({n_cards}).</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {command}{request_cards}.</source>
        <translation>{by} demande à {to} d&apos;autoriser : {command}{request_cards}.</translation>
    </message>
    <message>
        <source>{to} {answer_word} {by}&apos;s request ({command}).</source>
        <translation>{to} {answer_word} la demande de {by} ({command}).</translation>
    </message>
    <message>
        <source>{by} withdrew the request to {to} ({command}).</source>
        <translation>{by} a retiré la demande à {to} ({command}).</translation>
    </message>
    <message>
        <source>{by}&apos;s request to {to} ({command}) is void: {void_text}.</source>
        <translation>La demande de {by} à {to} ({command}) est caduque : {void_text}.</translation>
    </message>
    <message>
        <source>{player} has priority.</source>
        <translation>{player} a la priorité.</translation>
    </message>
    <message>
        <source>{player} passed priority to {next}.</source>
        <translation>{player} a passé la priorité à {next}.</translation>
    </message>
    <message>
        <source>{card} finished resolving: {player} has priority.</source>
        <translation>{card} a fini de se résoudre : {player} a la priorité.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>An object with no mana cost has mana value 0.</source>
        <translation>Un objet sans coût de mana a une valeur de mana de 0.</translation>
    </message>
    <message>
        <source>A permanent enters the battlefield face up unless something says face down.</source>
        <translation>Un permanent arrive sur le champ de bataille face visible sauf si quelque chose dit face cachée.</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it whenever you have priority; it does not use the stack.</source>
        <translation>Retourner face visible un permanent face cachée est une action spéciale : vous pouvez la faire chaque fois que vous avez la priorité ; elle n&apos;utilise pas la pile.</translation>
    </message>
    <message>
        <source>Sorcery-speed cards are cast only in your own main phase with an empty stack; instants whenever you have priority.</source>
        <translation>Les cartes à la vitesse d&apos;un rituel ne se lancent que pendant votre propre phase principale, pile vide ; les éphémères, chaque fois que vous avez la priorité.</translation>
    </message>
    <message>
        <source>You play a land only in your own main phase, with an empty stack.</source>
        <translation>Vous ne jouez un terrain que pendant votre propre phase principale, pile vide.</translation>
    </message>
    <message>
        <source>Normally you may play one land each turn.</source>
        <translation>Normalement, vous pouvez jouer un terrain par tour.</translation>
    </message>
    <message>
        <source>Nothing lets you play a land when it is not your turn.</source>
        <translation>Rien ne vous permet de jouer un terrain quand ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>An Equipment can be attached to a creature; it affects the creature it is attached to, face down or not.</source>
        <translation>Un Équipement peut être attaché à une créature ; il affecte la créature équipée, face cachée ou non.</translation>
    </message>
    <message>
        <source>A creature spell (without flash) is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>Un sort de créature (sans flash) ne se lance que pendant votre propre phase principale, quand vous avez la priorité et que la pile est vide.</translation>
    </message>
    <message>
        <source>A sorcery is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>Un rituel ne se lance que pendant votre propre phase principale, quand vous avez la priorité et que la pile est vide.</translation>
    </message>
    <message>
        <source>When all players pass in succession, the top spell or ability of the stack, the last one put there, resolves first.</source>
        <translation>Quand tous les joueurs passent successivement, le sort ou la capacité du dessus de la pile, le dernier mis, se résout en premier.</translation>
    </message>
    <message>
        <source>A permanent that stops being a creature, such as a face-down land turned face up, is removed from combat.</source>
        <translation>Un permanent qui cesse d&apos;être une créature, comme un terrain face cachée retourné face visible, est retiré du combat.</translation>
    </message>
    <message>
        <source>In the cleanup step, damage wears off and &quot;until end of turn&quot; and &quot;this turn&quot; effects end, all at the same time.</source>
        <translation>À l&apos;étape de nettoyage, les blessures disparaissent et les effets « jusqu&apos;à la fin du tour » et « ce tour-ci » prennent fin, tous en même temps.</translation>
    </message>
    <message>
        <source>Leaves-the-battlefield abilities, &quot;dies&quot; abilities among them, look back in time: they see the permanent as it was just before it left, a face-down 2/2 creature if it was face down.</source>
        <translation>Les capacités de départ du champ de bataille, dont celles de « meurt », regardent en arrière : elles voient le permanent tel qu&apos;il était juste avant son départ, une créature 2/2 face cachée s&apos;il était face cachée.</translation>
    </message>
    <message>
        <source>The controller of a resolving spell or ability follows its instructions in the order written: what it says to do is what is done.</source>
        <translation>Le contrôleur d&apos;un sort ou d&apos;une capacité qui se résout suit ses instructions dans l&apos;ordre écrit : ce qu&apos;il dit de faire est ce qui est fait.</translation>
    </message>
    <message>
        <source>A creature with damage marked on it at least equal to its toughness is destroyed (a state-based action); no other creature is.</source>
        <translation>Une créature dont les blessures marquées sont au moins égales à son endurance est détruite (une action basée sur un état) ; aucune autre ne l&apos;est.</translation>
    </message>
    <message>
        <source>Continuous effects apply in layers, after copy effects and face-down values: so other effects can still change a face-down permanent&apos;s characteristics.</source>
        <translation>Les effets continus s&apos;appliquent par couches, après les effets de copie et les valeurs face cachée : d&apos;autres effets peuvent donc encore changer les caractéristiques d&apos;un permanent face cachée.</translation>
    </message>
    <message>
        <source>A card that changes zones becomes a new object with no memory of the old one.</source>
        <translation>Une carte qui change de zone devient un nouvel objet sans mémoire de l&apos;ancien.</translation>
    </message>
    <message>
        <source>To manifest, put the card onto the battlefield face down as a 2/2 creature.</source>
        <translation>Pour manifester, mettez la carte sur le champ de bataille face cachée en tant que créature 2/2.</translation>
    </message>
    <message>
        <source>Any time you have priority, you may turn a manifested permanent you control face up this way if its card is a creature card and has a mana cost: show all players that it is and what that cost is, pay it, and turn it face up (a special action). A non-creature card, or one with no mana cost, can&apos;t.</source>
        <translation>Chaque fois que vous avez la priorité, vous pouvez retourner face visible de cette façon un permanent manifesté que vous contrôlez si sa carte est une carte de créature avec un coût de mana : montrez à tous les joueurs qu&apos;elle l&apos;est et quel est ce coût, payez-le et retournez-la face visible (une action spéciale). Une carte non-créature, ou sans coût de mana, ne le peut pas.</translation>
    </message>
    <message>
        <source>A manifested card that has morph may also be turned face up for its morph cost.</source>
        <translation>Une carte manifestée qui a la mue peut aussi être retournée face visible pour son coût de mue.</translation>
    </message>
    <message>
        <source>A manifested card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>Une carte manifestée qui a le déguisement peut aussi être retournée face visible pour son coût de déguisement.</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, each with its own entry number.</source>
        <translation>Plusieurs cartes sont manifestées une par une, chacune avec son propre numéro d&apos;entrée.</translation>
    </message>
    <message>
        <source>If an effect would turn a manifested instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>Si un effet devait retourner face visible une carte d&apos;éphémère ou de rituel manifestée, elle est révélée à tous les joueurs à la place et reste face cachée.</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action: put the card onto the battlefield face down as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>Voiler est une action à mot-clé à part entière : mettez la carte sur le champ de bataille face cachée en tant que créature 2/2 avec la garde {2}, sans nom, sans sous-types et sans coût de mana.</translation>
    </message>
    <message>
        <source>Any time you have priority you may turn a cloaked permanent you control face up this way only if its card is a creature card and has a mana cost: show that, then pay that cost. Its ward {2} ends with the face-down values.</source>
        <translation>Chaque fois que vous avez la priorité, vous pouvez retourner face visible de cette façon un permanent voilé que vous contrôlez seulement si sa carte est une carte de créature avec un coût de mana : montrez-le, puis payez ce coût. Sa garde {2} prend fin avec les valeurs face cachée.</translation>
    </message>
    <message>
        <source>A cloaked card that has morph may also be turned face up for its morph cost.</source>
        <translation>Une carte voilée qui a la mue peut aussi être retournée face visible pour son coût de mue.</translation>
    </message>
    <message>
        <source>A cloaked card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>Une carte voilée qui a le déguisement peut aussi être retournée face visible pour son coût de déguisement.</translation>
    </message>
    <message>
        <source>If an effect would turn a cloaked instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>Si un effet devait retourner face visible une carte d&apos;éphémère ou de rituel voilée, elle est révélée à tous les joueurs à la place et reste face cachée.</translation>
    </message>
    <message>
        <source>To manifest dread, look at the top two cards of your library, manifest one and put the other into your graveyard.</source>
        <translation>Pour manifester l&apos;effroi, regardez les deux cartes du dessus de votre bibliothèque, manifestez-en une et mettez l&apos;autre dans votre cimetière.</translation>
    </message>
    <message>
        <source>Abilities that trigger whenever you manifest dread trigger even if the library had too few cards.</source>
        <translation>Les capacités qui se déclenchent à chaque fois que vous manifestez l&apos;effroi se déclenchent même si la bibliothèque avait trop peu de cartes.</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent targets it, their spell or ability is countered unless they pay {2}.</source>
        <translation>Garde {2} : quand un adversaire le cible, son sort ou sa capacité est contrecarré à moins qu&apos;il ne paie {2}.</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature for {3}.</source>
        <translation>Une carte avec la mue peut être lancée face cachée en tant que créature 2/2 pour {3}.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as morph, allows it.</source>
        <translation>Les cartes ne peuvent pas être lancées face cachée à moins que quelque chose, comme la mue, le permette.</translation>
    </message>
    <message>
        <source>A face-down permanent that would have morph face up may be turned up for its morph cost, any time you have priority.</source>
        <translation>Un permanent face cachée qui aurait la mue face visible peut être retourné pour son coût de mue, chaque fois que vous avez la priorité.</translation>
    </message>
    <message>
        <source>A disguised permanent is a face-down 2/2 with ward {2}.</source>
        <translation>Un permanent déguisé est une 2/2 face cachée avec la garde {2}.</translation>
    </message>
    <message>
        <source>A card with disguise may be cast face down for {3}, as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>Une carte avec le déguisement peut être lancée face cachée pour {3}, en tant que créature 2/2 avec la garde {2}, sans nom, sans sous-types et sans coût de mana.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as disguise, allows it.</source>
        <translation>Les cartes ne peuvent pas être lancées face cachée à moins que quelque chose, comme le déguisement, le permette.</translation>
    </message>
    <message>
        <source>A disguised permanent may be turned face up for its disguise cost.</source>
        <translation>Un permanent déguisé peut être retourné face visible pour son coût de déguisement.</translation>
    </message>
    <message>
        <source>A copy takes the copiable values of what it copies, not counters or other effects on it. As the rule&apos;s example says, a copy of a face-down creature is a face-up 2/2 creature with no name and no abilities, its face-down values (with ward {2} if that creature was disguised or cloaked).</source>
        <translation>Une copie prend les valeurs copiables de ce qu&apos;elle copie, pas les marqueurs ni les autres effets qui s&apos;y appliquent. Comme le dit l&apos;exemple de la règle, une copie d&apos;une créature face cachée est une créature 2/2 face visible sans nom et sans capacités, ses valeurs face cachée (avec la garde {2} si cette créature était déguisée ou voilée).</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has only the characteristics the rule or effect that made it face down gives it; those are its copiable values, so a copy of it takes them.</source>
        <translation>Un sort ou un permanent face cachée n&apos;a que les caractéristiques que lui donne la règle ou l&apos;effet qui l&apos;a rendu face cachée ; ce sont ses valeurs copiables, donc une copie les prend.</translation>
    </message>
    <message>
        <source>When nothing lists other values, a face-down object is a 2/2 creature with no name, no mana cost, no subtypes and no abilities.</source>
        <translation>Quand rien n&apos;indique d&apos;autres valeurs, un objet face cachée est une créature 2/2 sans nom, sans coût de mana, sans sous-types et sans capacités.</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; you can&apos;t look at other players&apos; face-down objects unless an effect lets you.</source>
        <translation>Vous pouvez regarder à tout moment les sorts et permanents face cachée que vous contrôlez ; vous ne pouvez pas regarder les objets face cachée des autres joueurs sauf si un effet vous le permet.</translation>
    </message>
    <message>
        <source>Every face-down spell and permanent must stay easy to tell apart: the order they arrived in and what made each one face down must stay clear, and they may never be mixed up.</source>
        <translation>Chaque sort et permanent face cachée doit rester facile à distinguer : l&apos;ordre d&apos;arrivée et ce qui a rendu chacun face cachée doivent rester clairs, et ils ne doivent jamais être mélangés.</translation>
    </message>
    <message>
        <source>A colorless object has no color.</source>
        <translation>Un objet incolore n&apos;a pas de couleur.</translation>
    </message>
    <message>
        <source>An object is the color or colors of the mana symbols in its mana cost, whatever the color of its frame.</source>
        <translation>Un objet est de la ou des couleurs des symboles de mana de son coût de mana, quelle que soit la couleur de son cadre.</translation>
    </message>
    <message>
        <source>An object with no colored mana symbols in its mana cost, or with no mana cost, is colorless, unless something else (a color indicator, an effect) gives it a color.</source>
        <translation>Un objet sans symbole de mana coloré dans son coût de mana, ou sans coût de mana, est incolore, à moins que quelque chose d&apos;autre (un indicateur de couleur, un effet) lui donne une couleur.</translation>
    </message>
    <message>
        <source>A color indicator, a colored dot by the type line, gives a card its color; a face-down object has none.</source>
        <translation>Un indicateur de couleur, une pastille colorée près de la ligne de type, donne sa couleur à une carte ; un objet face cachée n&apos;en a pas.</translation>
    </message>
    <message>
        <source>When a card that is not on the stack has {X} in its mana cost, X is 0, even if the card&apos;s text says what X is.</source>
        <translation>Quand une carte qui n&apos;est pas sur la pile a {X} dans son coût de mana, X vaut 0, même si le texte de la carte dit ce que vaut X.</translation>
    </message>
    <message>
        <source>Megamorph is morph plus a +1/+1 counter: as the permanent turns face up, it gets the counter only if its megamorph cost was paid to turn it up.</source>
        <translation>La mégamue est la mue plus un marqueur +1/+1 : quand le permanent est retourné face visible, il reçoit le marqueur seulement si son coût de mégamue a été payé pour le retourner.</translation>
    </message>
    <message>
        <source>A card cast face down is turned face down before it is put on the stack: casting it, everything sees only the face-down spell, a 2/2 creature spell with no name and no abilities other than those its way of casting gives it (ward {2} with disguise).</source>
        <translation>Une carte lancée face cachée est retournée face cachée avant d&apos;être mise sur la pile : quand elle est lancée, tout ne voit que le sort face cachée, un sort de créature 2/2 sans nom et sans autres capacités que celles que lui donne sa façon d&apos;être lancé (la garde {2} avec le déguisement).</translation>
    </message>
    <message>
        <source>A face-down permanent turns face up only when a rule (morph, disguise, the manifest or cloak special action) or an effect turns it up; there is no general way, and a face-down spell normally can&apos;t be turned face up.</source>
        <translation>Un permanent face cachée n&apos;est retourné face visible que lorsqu&apos;une règle (mue, déguisement, l&apos;action spéciale de la manifestation ou du voile) ou un effet le retourne ; il n&apos;y a pas de moyen général, et un sort face cachée ne peut normalement pas être retourné face visible.</translation>
    </message>
    <message>
        <source>Turning face up does not make a new object: it does not enter the battlefield again, and effects on it keep applying.</source>
        <translation>Retourner face visible ne crée pas un nouvel objet : il n&apos;arrive pas de nouveau sur le champ de bataille, et les effets qui s&apos;y appliquent continuent de s&apos;appliquer.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield, or a face-down spell that leaves the stack for anywhere but the battlefield, is revealed to all players; so is everything face down that a player owns when they leave the game, and everything face down when the game ends. A face-down spell that resolves is not revealed.</source>
        <translation>Un permanent face cachée qui quitte le champ de bataille, ou un sort face cachée qui quitte la pile vers ailleurs que le champ de bataille, est révélé à tous les joueurs ; de même pour tout ce qui est face cachée et appartient à un joueur quand il quitte la partie, et tout ce qui est face cachée quand la partie se termine. Un sort face cachée qui se résout n&apos;est pas révélé.</translation>
    </message>
    <message>
        <source>A face-down instant or sorcery in a merged permanent is revealed instead of being turned face up.</source>
        <translation>Un éphémère ou un rituel face cachée dans un permanent fusionné est révélé au lieu d&apos;être retourné face visible.</translation>
    </message>
    <message>
        <source>A face-down permanent that becomes a copy still looks face down; the copied values show once it turns face up.</source>
        <translation>Un permanent face cachée qui devient une copie a toujours l&apos;air face cachée ; les valeurs copiées apparaissent quand il est retourné face visible.</translation>
    </message>
    <message>
        <source>A player may concede at any time; they leave the game at once and lose it.</source>
        <translation>Un joueur peut concéder à tout moment ; il quitte aussitôt la partie et la perd.</translation>
    </message>
    <message>
        <source>The active player gets priority at the start of most steps and phases; nobody gets priority in the untap step, and usually nobody does in the cleanup step.</source>
        <translation>Le joueur actif reçoit la priorité au début de la plupart des étapes et phases ; personne ne reçoit la priorité pendant l&apos;étape de dégagement, et généralement personne pendant l&apos;étape de nettoyage.</translation>
    </message>
    <message>
        <source>The active player receives priority after a spell or ability (other than a mana ability) resolves.</source>
        <translation>Le joueur actif reçoit la priorité après la résolution d&apos;un sort ou d&apos;une capacité (autre qu&apos;une capacité de mana).</translation>
    </message>
    <message>
        <source>A player who passes priority gives it to the next player in turn order.</source>
        <translation>Un joueur qui passe la priorité la donne au joueur suivant dans l&apos;ordre du tour.</translation>
    </message>
    <message>
        <source>When all players pass in succession without acting, the top spell or ability of the stack resolves; with the stack empty, the step or phase ends.</source>
        <translation>Quand tous les joueurs passent successivement sans agir, le sort ou la capacité au sommet de la pile se résout ; si la pile est vide, l&apos;étape ou la phase se termine.</translation>
    </message>
    <message>
        <source>A step or phase ends when the stack is empty and all players pass in succession.</source>
        <translation>Une étape ou une phase se termine quand la pile est vide et que tous les joueurs passent successivement.</translation>
    </message>
    <message>
        <source>Each time all players pass in succession, the spell or ability on top of the stack resolves.</source>
        <translation>Chaque fois que tous les joueurs passent successivement, le sort ou la capacité au sommet de la pile se résout.</translation>
    </message>
    <message>
        <source>An instant or sorcery spell resolves in steps, one after another: its instructions are followed in order, and nobody receives priority until it has finished resolving (then the active player does, 117.3b).</source>
        <translation>Un sort d&apos;éphémère ou de rituel se résout par étapes, l&apos;une après l&apos;autre : ses instructions sont suivies dans l&apos;ordre, et personne ne reçoit la priorité avant qu&apos;il ait fini de se résoudre (ensuite, le joueur actif la reçoit, 117.3b).</translation>
    </message>
    <message>
        <source>A double-faced card cast face down or put onto the battlefield face down has the face-down characteristics, and stays hidden in an opaque sleeve or as a substitute card.</source>
        <translation>Une carte recto verso lancée face cachée ou mise sur le champ de bataille face cachée a les caractéristiques face cachée et reste cachée dans une pochette opaque ou sous forme de carte de substitution.</translation>
    </message>
    <message>
        <source>A permanent that transforms is still the same object: effects on it keep applying.</source>
        <translation>Un permanent qui se transforme reste le même objet : les effets qui s&apos;y appliquent continuent de s&apos;appliquer.</translation>
    </message>
    <message>
        <source>Each player draws a starting hand, normally seven cards. To take a mulligan, shuffle your hand into your library, draw a new hand of that size, then put as many of those cards on the bottom of your library as the mulligans you have taken, in any order. Once you keep, those cards are your opening hand and you may take no more mulligans.</source>
        <translation>Chaque joueur pioche une main de départ, normalement sept cartes. Pour faire un mulligan, mélangez votre main dans votre bibliothèque, piochez une nouvelle main de cette taille, puis mettez au-dessous de votre bibliothèque, dans l&apos;ordre de votre choix, autant de ces cartes que de mulligans faits. Une fois que vous gardez, ces cartes sont votre main de départ et vous ne pouvez plus faire de mulligan.</translation>
    </message>
    <message>
        <source>In a multiplayer game, and in any Brawl game, the first mulligan a player takes doesn&apos;t count toward the cards they put on the bottom.</source>
        <translation>Dans une partie multijoueur, et dans toute partie de Brawl, le premier mulligan d&apos;un joueur ne compte pas pour les cartes qu&apos;il met au-dessous.</translation>
    </message>
    <message>
        <source>The starting player takes the game&apos;s first turn.</source>
        <translation>Le joueur qui commence joue le premier tour de la partie.</translation>
    </message>
    <message>
        <source>In a two-player game, the player who plays first skips the draw step of their first turn.</source>
        <translation>Dans une partie à deux joueurs, le joueur qui joue en premier passe l&apos;étape de pioche de son premier tour.</translation>
    </message>
    <message>
        <source>In multiplayer games other than Two-Headed Giant, no player skips the draw step of their first turn.</source>
        <translation>Dans les parties multijoueurs autres que Troll à deux têtes, aucun joueur ne passe l&apos;étape de pioche de son premier tour.</translation>
    </message>
    <message>
        <source>You draw a card by putting the top card of your library into your hand.</source>
        <translation>Vous piochez une carte en mettant la carte du dessus de votre bibliothèque dans votre main.</translation>
    </message>
    <message>
        <source>Graveyard, battlefield, stack, exile and command are public zones: everyone sees the faces of the cards there (except cards allowed to be face down). Library and hand are hidden zones.</source>
        <translation>Cimetière, champ de bataille, pile, exil et zone de commandement sont des zones publiques : tout le monde voit le recto des cartes qui s&apos;y trouvent (sauf les cartes autorisées à être face cachée). La bibliothèque et la main sont des zones cachées.</translation>
    </message>
    <message>
        <source>A library is one face-down pile: players can&apos;t look at its cards or change their order.</source>
        <translation>Une bibliothèque est une pile face cachée : les joueurs ne peuvent ni regarder ses cartes ni changer leur ordre.</translation>
    </message>
    <message>
        <source>When an effect puts two or more cards in the same place in a library at once, their owner may put them in any order and doesn&apos;t reveal that order.</source>
        <translation>Quand un effet met deux cartes ou plus au même endroit d&apos;une bibliothèque en même temps, leur propriétaire peut les mettre dans n&apos;importe quel ordre et ne révèle pas cet ordre.</translation>
    </message>
    <message>
        <source>You may look at your own hand at any time; you can&apos;t look at another player&apos;s hand, though you may count its cards.</source>
        <translation>Vous pouvez regarder votre propre main à tout moment ; vous ne pouvez pas regarder la main d&apos;un autre joueur, mais vous pouvez compter ses cartes.</translation>
    </message>
    <message>
        <source>To reveal a card, show it to all players; a card an effect reveals stays revealed as long as that effect needs it.</source>
        <translation>Pour révéler une carte, montrez-la à tous les joueurs ; une carte révélée par un effet reste révélée tant que cet effet en a besoin.</translation>
    </message>
    <message>
        <source>Revealing a card doesn&apos;t move it out of the zone it is in.</source>
        <translation>Révéler une carte ne la sort pas de sa zone.</translation>
    </message>
    <message>
        <source>When cards in a library are shuffled or otherwise reordered, a revealed card that is reordered stops being revealed and becomes a new object.</source>
        <translation>Quand les cartes d&apos;une bibliothèque sont mélangées ou réordonnées, une carte révélée qui est réordonnée cesse d&apos;être révélée et devient un nouvel objet.</translation>
    </message>
    <message>
        <source>Looking at a card works like revealing it, except that only the player told to look sees it.</source>
        <translation>Regarder une carte fonctionne comme la révéler, sauf que seul le joueur invité à la regarder la voit.</translation>
    </message>
    <message>
        <source>To scry N, look at the top N cards of your library, then put any number of them on the bottom in any order and the rest back on top in any order.</source>
        <translation>Pour le regard N, regardez les N cartes du dessus de votre bibliothèque, puis mettez-en autant que vous voulez au-dessous dans n&apos;importe quel ordre et le reste au-dessus dans n&apos;importe quel ordre.</translation>
    </message>
    <message>
        <source>To search a zone for a card, look at all its cards (even in a hidden zone) and find one that matches the description.</source>
        <translation>Pour chercher une carte dans une zone, regardez toutes ses cartes (même dans une zone cachée) et trouvez-en une qui correspond à la description.</translation>
    </message>
    <message>
        <source>Searching a hidden zone for cards with a stated quality (a card type, a color, ...), you may find fewer of them, or none, even if they are there.</source>
        <translation>En cherchant dans une zone cachée des cartes ayant une qualité donnée (un type de carte, une couleur, ...), vous pouvez en trouver moins, ou aucune, même si elles sont là.</translation>
    </message>
    <message>
        <source>Searching a hidden zone simply for a number of cards (&quot;a card&quot;), you must find that many, or as many as the zone holds.</source>
        <translation>En cherchant dans une zone cachée simplement un nombre de cartes (« une carte »), vous devez en trouver autant, ou autant que la zone en contient.</translation>
    </message>
    <message>
        <source>Cards found by a search are revealed only if the effect that searches says to reveal them.</source>
        <translation>Les cartes trouvées par une recherche ne sont révélées que si l&apos;effet qui cherche dit de les révéler.</translation>
    </message>
    <message>
        <source>To shuffle a library, put its cards in a random order so that no player knows their order.</source>
        <translation>Pour mélanger une bibliothèque, mettez ses cartes dans un ordre aléatoire afin qu&apos;aucun joueur ne connaisse leur ordre.</translation>
    </message>
    <message>
        <source>When an effect has you search a library, shuffle it and then put found cards in a certain place, the found cards aren&apos;t part of the shuffle.</source>
        <translation>Quand un effet vous fait chercher dans une bibliothèque, la mélanger puis mettre les cartes trouvées à un endroit précis, les cartes trouvées ne font pas partie du mélange.</translation>
    </message>
    <message>
        <source>A game ends at once when a player wins, when it is a draw, or when it is restarted.</source>
        <translation>Une partie se termine aussitôt quand un joueur gagne, en cas de match nul ou quand elle est recommencée.</translation>
    </message>
    <message>
        <source>A card&apos;s owner is the player who started the game with it; each player acts only for themselves.</source>
        <translation>Le propriétaire d&apos;une carte est le joueur qui a commencé la partie avec elle ; chaque joueur n&apos;agit que pour lui-même.</translation>
    </message>
    <message>
        <source>A permanent is a card or token on the battlefield.</source>
        <translation>Un permanent est une carte ou un jeton sur le champ de bataille.</translation>
    </message>
    <message>
        <source>A permanent&apos;s owner is its card&apos;s owner; its controller is, unless an effect says otherwise, the player under whose control it entered the battlefield.</source>
        <translation>Le propriétaire d&apos;un permanent est le propriétaire de sa carte ; son contrôleur est, sauf si un effet dit autrement, le joueur sous le contrôle duquel il est arrivé sur le champ de bataille.</translation>
    </message>
    <message>
        <source>A permanent&apos;s status: tapped or untapped, flipped or not, face up or face down, phased in or out. It is face up unless something puts it face down.</source>
        <translation>Le statut d&apos;un permanent : engagé ou dégagé, retourné ou non, face visible ou face cachée, intro-phasé ou hors-phase. Il est face visible sauf si quelque chose le met face cachée.</translation>
    </message>
    <message>
        <source>A permanent&apos;s status is not a characteristic of it.</source>
        <translation>Le statut d&apos;un permanent n&apos;est pas une de ses caractéristiques.</translation>
    </message>
    <message>
        <source>A token that is in a zone other than the battlefield ceases to exist.</source>
        <translation>Un jeton qui est dans une zone autre que le champ de bataille cesse d&apos;exister.</translation>
    </message>
    <message>
        <source>A token that has left the battlefield can&apos;t move to another zone or come back onto the battlefield.</source>
        <translation>Un jeton qui a quitté le champ de bataille ne peut ni aller dans une autre zone ni revenir sur le champ de bataille.</translation>
    </message>
    <message>
        <source>A target is an object or player a spell or ability will affect, chosen as it is put on the stack; it must be what the spell or ability says it can target.</source>
        <translation>Une cible est un objet ou un joueur qu&apos;un sort ou une capacité affectera, choisi quand il est mis sur la pile ; ce doit être ce que le sort ou la capacité dit pouvoir cibler.</translation>
    </message>
    <message>
        <source>A player can&apos;t pay a cost without the resources to pay it in full.</source>
        <translation>Un joueur ne peut pas payer un coût sans les ressources pour le payer entièrement.</translation>
    </message>
    <message>
        <source>An alternative cost is paid instead of a spell&apos;s mana cost, when something allows it (casting face down for {3} with morph or disguise is one); you choose it as you cast the spell.</source>
        <translation>Un coût alternatif est payé à la place du coût de mana d&apos;un sort, quand quelque chose le permet (lancer face cachée pour {3} avec la mue ou le déguisement en est un) ; vous le choisissez en lançant le sort.</translation>
    </message>
    <message>
        <source>Only one alternative cost can be applied to a spell as it is cast.</source>
        <translation>Un seul coût alternatif peut être appliqué à un sort au moment où il est lancé.</translation>
    </message>
    <message>
        <source>A player can pay life only if their life total is at least the amount to pay.</source>
        <translation>Un joueur ne peut payer des points de vie que si son total de points de vie est au moins égal au montant à payer.</translation>
    </message>
    <message>
        <source>Gaining or losing 0 life is no life gain or loss: nothing happens.</source>
        <translation>Gagner ou perdre 0 point de vie n&apos;est ni un gain ni une perte : il ne se passe rien.</translation>
    </message>
    <message>
        <source>A player who must draw from an empty library draws nothing and loses the next time state-based actions are checked.</source>
        <translation>Un joueur qui doit piocher dans une bibliothèque vide ne pioche rien et perd la prochaine fois que les actions basées sur un état sont vérifiées.</translation>
    </message>
    <message>
        <source>A counter is a marker on an object or player; there can&apos;t be fewer than none.</source>
        <translation>Un marqueur est une marque sur un objet ou un joueur ; il ne peut pas y en avoir moins qu&apos;aucun.</translation>
    </message>
    <message>
        <source>Two objects share a name only if each has a name and the names are the same; an object with no name shares a name with nothing.</source>
        <translation>Deux objets ont le même nom seulement si chacun a un nom et que les noms sont identiques ; un objet sans nom n&apos;a de nom en commun avec rien.</translation>
    </message>
    <message>
        <source>When a card with {X} in its mana cost is not on the stack, X is 0 in its mana value.</source>
        <translation>Quand une carte avec {X} dans son coût de mana n&apos;est pas sur la pile, X vaut 0 dans sa valeur de mana.</translation>
    </message>
    <message>
        <source>A creature&apos;s activated ability with the tap symbol can&apos;t be used unless the creature has been under its controller&apos;s control continuously since their most recent turn began.</source>
        <translation>La capacité activée d&apos;une créature avec le symbole d&apos;engagement ne peut être utilisée que si la créature est sous le contrôle de son contrôleur sans interruption depuis le début de son tour le plus récent.</translation>
    </message>
    <message>
        <source>An instant can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>Un éphémère ne peut pas arriver sur le champ de bataille ; s&apos;il le devait, il reste où il est.</translation>
    </message>
    <message>
        <source>A land can&apos;t be cast as a spell; it is played.</source>
        <translation>Un terrain ne peut pas être lancé comme un sort ; il est joué.</translation>
    </message>
    <message>
        <source>A sorcery can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>Un rituel ne peut pas arriver sur le champ de bataille ; s&apos;il le devait, il reste où il est.</translation>
    </message>
    <message>
        <source>An instant or sorcery card that would enter the battlefield stays in its previous zone instead.</source>
        <translation>Une carte d&apos;éphémère ou de rituel qui devrait arriver sur le champ de bataille reste à la place dans sa zone précédente.</translation>
    </message>
    <message>
        <source>A player who plays with the top card of their library revealed shows each new top card as soon as it is on top.</source>
        <translation>Un joueur qui joue avec la carte du dessus de sa bibliothèque révélée montre chaque nouvelle carte du dessus dès qu&apos;elle est au-dessus.</translation>
    </message>
    <message>
        <source>A spell is on the stack from when it is cast until it resolves, is countered or otherwise leaves.</source>
        <translation>Un sort est sur la pile depuis qu&apos;il est lancé jusqu&apos;à ce qu&apos;il se résolve, soit contrecarré ou la quitte autrement.</translation>
    </message>
    <message>
        <source>A card exiled face down can&apos;t be looked at, except by players an effect allows.</source>
        <translation>Une carte exilée face cachée ne peut pas être regardée, sauf par les joueurs qu&apos;un effet y autorise.</translation>
    </message>
    <message>
        <source>An effect that exiles cards face down may let certain players look at them.</source>
        <translation>Un effet qui exile des cartes face cachée peut permettre à certains joueurs de les regarder.</translation>
    </message>
    <message>
        <source>In the untap step the active player untaps all their permanents.</source>
        <translation>Pendant l&apos;étape de dégagement, le joueur actif dégage tous ses permanents.</translation>
    </message>
    <message>
        <source>To cast a spell, announce it, make the choices, find the total cost and pay it; then it is cast.</source>
        <translation>Pour lancer un sort, annoncez-le, faites les choix, déterminez le coût total et payez-le ; il est alors lancé.</translation>
    </message>
    <message>
        <source>As you cast a spell you announce its choices: its modes if it is modal, an alternative or additional cost, the value of X.</source>
        <translation>En lançant un sort, vous annoncez ses choix : ses modes s&apos;il est modal, un coût alternatif ou supplémentaire, la valeur de X.</translation>
    </message>
    <message>
        <source>A player may cast a card only from a zone some rule or effect lets them cast it from (normally the hand).</source>
        <translation>Un joueur ne peut lancer une carte que depuis une zone depuis laquelle une règle ou un effet le lui permet (normalement la main).</translation>
    </message>
    <message>
        <source>Triggered abilities trigger when their event happens and are put on the stack the next time a player would receive priority.</source>
        <translation>Les capacités déclenchées se déclenchent quand leur évènement se produit et sont mises sur la pile la prochaine fois qu&apos;un joueur devrait recevoir la priorité.</translation>
    </message>
    <message>
        <source>A modal spell (&quot;Choose one —&quot; and a list) is cast with its modes chosen, as many as it says and each only once; it does only what the chosen modes say.</source>
        <translation>Un sort modal (« Choisissez l&apos;un — » et une liste) est lancé avec ses modes choisis, autant qu&apos;il l&apos;indique et chacun une seule fois ; il ne fait que ce que disent les modes choisis.</translation>
    </message>
    <message>
        <source>Only an &quot;if&quot; right after the trigger condition (&quot;When ..., if ..., ...&quot;) is checked as the ability triggers and again as it resolves; an &quot;if&quot; anywhere else in its text is checked only as it resolves, and the ability triggers whatever it says.</source>
        <translation>Seul un « si » placé juste après la condition de déclenchement (« Quand ..., si ..., ... ») est vérifié quand la capacité se déclenche et de nouveau quand elle se résout ; un « si » ailleurs dans son texte n&apos;est vérifié qu&apos;à la résolution, et la capacité se déclenche quoi qu&apos;il dise.</translation>
    </message>
    <message>
        <source>When a trigger event happens, the ability triggers; its controller puts it on the stack the next time a player would receive priority.</source>
        <translation>Quand un évènement déclencheur se produit, la capacité se déclenche ; son contrôleur la met sur la pile la prochaine fois qu&apos;un joueur devrait recevoir la priorité.</translation>
    </message>
    <message>
        <source>A player may activate an activated ability any time they have priority.</source>
        <translation>Un joueur peut activer une capacité activée chaque fois qu&apos;il a la priorité.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step.</source>
        <translation>Aucun joueur ne reçoit la priorité pendant l&apos;étape de dégagement.</translation>
    </message>
    <message>
        <source>Normally no player receives priority during the cleanup step.</source>
        <translation>Normalement, aucun joueur ne reçoit la priorité pendant l&apos;étape de nettoyage.</translation>
    </message>
    <message>
        <source>An activated ability is written &quot;[Cost]: [Effect.]&quot;.</source>
        <translation>Une capacité activée s&apos;écrit « [Coût] : [Effet.] ».</translation>
    </message>
    <message>
        <source>To activate an ability is to put it on the stack and pay its costs; only the controller of its object may, and only while they have priority.</source>
        <translation>Activer une capacité, c&apos;est la mettre sur la pile et payer ses coûts ; seul le contrôleur de son objet le peut, et seulement quand il a la priorité.</translation>
    </message>
    <message>
        <source>A permanent that turns face up or face down gets a new timestamp.</source>
        <translation>Un permanent retourné face visible ou face cachée reçoit un nouvel horodatage.</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply while it is being turned face up; they are replacement effects.</source>
        <translation>Les capacités « Alors que [ceci] est retourné face visible » s&apos;appliquent pendant qu&apos;il est retourné face visible ; ce sont des effets de remplacement.</translation>
    </message>
    <message>
        <source>A player can&apos;t mill more cards than their library holds; an empty library mills nothing.</source>
        <translation>Un joueur ne peut pas meuler plus de cartes que sa bibliothèque n&apos;en contient ; une bibliothèque vide ne meule rien.</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform; anything else doesn&apos;t.</source>
        <translation>Seul un permanent recto verso peut se transformer ; rien d&apos;autre.</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be manifested and stays where it is.</source>
        <translation>Si un effet dit qu&apos;une carte ne peut pas arriver sur le champ de bataille, elle ne peut pas être manifestée et reste où elle est.</translation>
    </message>
    <message>
        <source>Several cards are cloaked one at a time.</source>
        <translation>Plusieurs cartes sont voilées une par une.</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be cloaked and stays where it is.</source>
        <translation>Si un effet dit qu&apos;une carte ne peut pas arriver sur le champ de bataille, elle ne peut pas être voilée et reste où elle est.</translation>
    </message>
    <message>
        <source>A player with 0 or less life loses the game (a state-based action).</source>
        <translation>Un joueur qui a 0 point de vie ou moins perd la partie (une action basée sur un état).</translation>
    </message>
    <message>
        <source>A player who attempted to draw from an empty library since the last check loses the game (a state-based action).</source>
        <translation>Un joueur qui a tenté de piocher dans une bibliothèque vide depuis la dernière vérification perd la partie (une action basée sur un état).</translation>
    </message>
    <message>
        <source>A player with ten or more poison counters loses the game (a state-based action).</source>
        <translation>Un joueur qui a dix marqueurs poison ou plus perd la partie (une action basée sur un état).</translation>
    </message>
    <message>
        <source>A creature with toughness 0 or less is put into its owner&apos;s graveyard (a state-based action).</source>
        <translation>Une créature d&apos;endurance 0 ou moins est mise dans le cimetière de son propriétaire (une action basée sur un état).</translation>
    </message>
    <message>
        <source>If a player controls two or more legendary permanents with the same name, they choose one and put the rest into their owners&apos; graveyards (the legend rule).</source>
        <translation>Si un joueur contrôle deux permanents légendaires ou plus ayant le même nom, il en choisit un et met les autres dans les cimetières de leurs propriétaires (la règle des légendes).</translation>
    </message>
    <message>
        <source>A copy takes the copied object&apos;s copiable values, as modified by other copy effects and its face-down status; other effects and counters are not copied.</source>
        <translation>Une copie prend les valeurs copiables de l&apos;objet copié, modifiées par les autres effets de copie et par son statut face cachée ; les autres effets et les marqueurs ne sont pas copiés.</translation>
    </message>
    <message>
        <source>A permanent that is already face down can&apos;t be turned face down again.</source>
        <translation>Un permanent déjà face cachée ne peut pas être retourné face cachée de nouveau.</translation>
    </message>
    <message>
        <source>An object put onto the battlefield face down is face down as it enters: its own enters abilities don&apos;t apply.</source>
        <translation>Un objet mis sur le champ de bataille face cachée est face cachée en arrivant : ses propres capacités d&apos;arrivée ne s&apos;appliquent pas.</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply as the permanent turns face up.</source>
        <translation>Les capacités « Alors que [ceci] est retourné face visible » s&apos;appliquent quand le permanent est retourné face visible.</translation>
    </message>
    <message>
        <source>A face-down card revealed because it left is judged as the card itself, ignoring effects that applied to the face-down object.</source>
        <translation>Une carte face cachée révélée parce qu&apos;elle est partie est jugée comme la carte elle-même, en ignorant les effets qui s&apos;appliquaient à l&apos;objet face cachée.</translation>
    </message>
    <message>
        <source>A card that can&apos;t enter the battlefield (an instant or sorcery front face) stays where it is.</source>
        <translation>Une carte qui ne peut pas arriver sur le champ de bataille (un recto d&apos;éphémère ou de rituel) reste où elle est.</translation>
    </message>
    <message>
        <source>A double-faced card turned face up is turned up with its front face up; a face-down double-faced permanent can&apos;t transform.</source>
        <translation>Une carte recto verso est retournée face visible recto vers le haut ; un permanent recto verso face cachée ne peut pas se transformer.</translation>
    </message>
    <message>
        <source>A double-faced permanent on the battlefield can&apos;t be turned face down.</source>
        <translation>Un permanent recto verso sur le champ de bataille ne peut pas être retourné face cachée.</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, all objects they own leave the game with them, and effects that give them control of objects end.</source>
        <translation>Quand un joueur quitte une partie multijoueur, tous les objets dont il est propriétaire quittent la partie avec lui, et les effets qui lui donnent le contrôle d&apos;objets prennent fin.</translation>
    </message>
    <message>
        <source>Once a player has left the game, nothing can happen to them.</source>
        <translation>Une fois qu&apos;un joueur a quitté la partie, rien ne peut lui arriver.</translation>
    </message>
    <message>
        <source>To surveil N, look at the top N cards of your library, then put any number of them into your graveyard and the rest back on top in any order.</source>
        <translation>Pour la surveillance N, regardez les N cartes du dessus de votre bibliothèque, puis mettez-en autant que vous voulez dans votre cimetière et le reste au-dessus dans n&apos;importe quel ordre.</translation>
    </message>
    <message>
        <source>Once activated or triggered, an ability exists on the stack independently of its source: what happens to the source afterwards, even its destruction or removal, doesn&apos;t affect the ability.</source>
        <translation>Une fois activée ou déclenchée, une capacité existe sur la pile indépendamment de sa source : ce qui arrive ensuite à la source, même sa destruction ou son retrait, n&apos;affecte pas la capacité.</translation>
    </message>
    <message>
        <source>As a spell or ability with targets resolves, it checks whether they are still legal: a target that left its zone, or whose characteristics changed so that it can&apos;t be targeted, is illegal. If every target is illegal, the spell or ability doesn&apos;t resolve: it is removed from the stack, and a spell goes to its owner&apos;s graveyard.</source>
        <translation>Quand un sort ou une capacité avec des cibles se résout, il vérifie si elles sont encore légales : une cible qui a quitté sa zone, ou dont les caractéristiques ont changé de sorte qu&apos;elle ne peut plus être ciblée, est illégale. Si toutes les cibles sont illégales, le sort ou la capacité ne se résout pas : il est retiré de la pile, et un sort va dans le cimetière de son propriétaire.</translation>
    </message>
    <message>
        <source>A permanent with protection from a quality can&apos;t be the target of spells with that quality, nor of abilities from sources with that quality.</source>
        <translation>Un permanent avec la protection contre une qualité ne peut pas être la cible de sorts ayant cette qualité, ni de capacités de sources ayant cette qualité.</translation>
    </message>
    <message>
        <source>Activating Primordial Mist&apos;s last ability doesn&apos;t trigger abilities that trigger when something is turned face up.</source>
        <translation>Activer la dernière capacité de Primordial Mist ne déclenche pas les capacités qui se déclenchent quand quelque chose est retourné face visible.</translation>
    </message>
    <message>
        <source>You still pay all costs for a spell cast this way, and you follow the normal timing permissions and restrictions of the card you play.</source>
        <translation>Vous payez toujours tous les coûts d&apos;un sort lancé de cette façon, et vous suivez les permissions et restrictions de timing normales de la carte que vous jouez.</translation>
    </message>
    <message>
        <source>Casting an exiled card makes it leave exile: you can&apos;t cast it more than once.</source>
        <translation>Lancer une carte exilée lui fait quitter l&apos;exil : vous ne pouvez pas la lancer plus d&apos;une fois.</translation>
    </message>
    <message>
        <source>If you don&apos;t play the exiled card this turn, it stays exiled.</source>
        <translation>Si vous ne jouez pas la carte exilée ce tour-ci, elle reste en exil.</translation>
    </message>
    <message>
        <source>You may exile a face-down token you control to activate the ability, but you won&apos;t be able to cast that token.</source>
        <translation>Vous pouvez exiler un jeton face cachée que vous contrôlez pour activer la capacité, mais vous ne pourrez pas lancer ce jeton.</translation>
    </message>
    <message>
        <source>The face-down permanent is a 2/2 creature with no name, mana cost, creature types or abilities; other effects that apply to it can still grant or change any of these characteristics.</source>
        <translation>Le permanent face cachée est une créature 2/2 sans nom, coût de mana, types de créature ni capacités ; d&apos;autres effets qui s&apos;y appliquent peuvent encore lui conférer ou changer n&apos;importe laquelle de ces caractéristiques.</translation>
    </message>
    <message>
        <source>The face-down characteristics are copiable values: a copy of a face-down creature is a 2/2 colorless face-up creature with no abilities.</source>
        <translation>Les caractéristiques face cachée sont des valeurs copiables : une copie d&apos;une créature face cachée est une créature 2/2 incolore face visible sans capacités.</translation>
    </message>
    <message>
        <source>Unlike a face-down creature cast with morph, a manifested creature card may still be turned face up for its mana cost after it loses its abilities.</source>
        <translation>Contrairement à une créature face cachée lancée avec la mue, une carte de créature manifestée peut encore être retournée face visible pour son coût de mana après avoir perdu ses capacités.</translation>
    </message>
    <message>
        <source>You must reveal a face-down permanent you control that leaves the battlefield, and all face-down spells and permanents you control when you leave the game or the game ends.</source>
        <translation>Vous devez révéler un permanent face cachée que vous contrôlez qui quitte le champ de bataille, et tous les sorts et permanents face cachée que vous contrôlez quand vous quittez la partie ou quand la partie se termine.</translation>
    </message>
    <message>
        <source>Your face-down spells and permanents must be easy to tell apart: you may not mix them up to confuse other players, and the order they entered and the ability that made each one face down (manifest, cloak, morph or disguise, among others) must stay clear.</source>
        <translation>Vos sorts et permanents face cachée doivent être faciles à distinguer : vous ne pouvez pas les mélanger pour embrouiller les autres joueurs, et l&apos;ordre dans lequel ils sont arrivés et la capacité qui a rendu chacun face cachée (manifester, voiler, la mue ou le déguisement, entre autres) doivent rester clairs.</translation>
    </message>
    <message>
        <source>If your library holds only one card when you manifest dread, you look at it and manifest it, with no option to put it into your graveyard; with no cards, you do nothing.</source>
        <translation>Si votre bibliothèque ne contient qu&apos;une carte quand vous manifestez l&apos;effroi, vous la regardez et la manifestez, sans l&apos;option de la mettre dans votre cimetière ; sans carte, vous ne faites rien.</translation>
    </message>
    <message>
        <source>What the card itself says (its rules text).</source>
        <translation>Ce que dit la carte elle-même (son texte de règles).</translation>
    </message>
</context>
<context>
    <name>verdicts</name>
    <message>
        <source>Face down it is a colorless 2/2 creature with no name, no mana cost (mana value 0), no subtypes and no abilities.</source>
        <translation>Face cachée, c&apos;est une créature 2/2 incolore sans nom, sans coût de mana (valeur de mana 0), sans sous-types et sans capacités.</translation>
    </message>
    <message>
        <source>Face down it is a colorless 2/2 creature with ward {{2}} and nothing else.</source>
        <translation>Face cachée, c&apos;est une créature 2/2 incolore avec la garde {{2}} et rien d&apos;autre.</translation>
    </message>
    <message>
        <source>Face down it has only the characteristics the effect lists: {listed}.</source>
        <translation>Face cachée, elle n&apos;a que les caractéristiques que l&apos;effet énumère : {listed}.</translation>
    </message>
    <message>
        <source>Other effects, counters and attachments still apply on top of its face-down values.</source>
        <translation>Les autres effets, marqueurs et attachements s&apos;appliquent toujours par-dessus ses valeurs face cachée.</translation>
    </message>
    <message>
        <source>A face-down permanent has no name, so it never shares a name with anything; the legend rule ignores it.</source>
        <translation>Un permanent face cachée n&apos;a pas de nom, il n&apos;a donc jamais de nom en commun avec quoi que ce soit ; la règle des légendes l&apos;ignore.</translation>
    </message>
    <message>
        <source>It enters face down: its own enters abilities do not apply, but other permanents see a 2/2 creature enter.</source>
        <translation>Il arrive face cachée : ses propres capacités d&apos;arrivée ne s&apos;appliquent pas, mais les autres permanents voient arriver une créature 2/2.</translation>
    </message>
    <message>
        <source>It is already face down; turning it face down again does nothing.</source>
        <translation>Il est déjà face cachée ; le retourner face cachée de nouveau ne fait rien.</translation>
    </message>
    <message>
        <source>A double-faced permanent can&apos;t be turned face down; nothing happens.</source>
        <translation>Un permanent recto verso ne peut pas être retourné face cachée ; il ne se passe rien.</translation>
    </message>
    <message>
        <source>Turning face up or down gives it a new timestamp.</source>
        <translation>Le retourner face visible ou face cachée lui donne un nouvel horodatage.</translation>
    </message>
    <message>
        <source>You control it, so you may look at its face at any time.</source>
        <translation>Vous le contrôlez, vous pouvez donc regarder son recto à tout moment.</translation>
    </message>
    <message>
        <source>Only its controller may look at a face-down {what}.</source>
        <translation>Seul son contrôleur peut regarder un {what} face cachée.</translation>
    </message>
    <message>
        <source>Control decides who may look: {controller} controls it now.</source>
        <translation>Le contrôle décide qui peut regarder : {controller} le contrôle maintenant.</translation>
    </message>
    <message>
        <source>Face-down exiled cards may be seen only by players an effect allows.</source>
        <translation>Les cartes exilées face cachée ne peuvent être vues que par les joueurs qu&apos;un effet y autorise.</translation>
    </message>
    <message>
        <source>Turning a permanent face up needs priority, and nobody has priority in this step ({step}). Wait until you have priority.</source>
        <translation>Retourner un permanent face visible demande la priorité, et personne n&apos;a la priorité pendant cette étape ({step}). Attendez d&apos;avoir la priorité.</translation>
    </message>
    <message>
        <source>Only the player who controls a face-down permanent may turn it face up; {controller} controls it.</source>
        <translation>Seul le joueur qui contrôle un permanent face cachée peut le retourner face visible ; {controller} le contrôle.</translation>
    </message>
    <message>
        <source>A face-down spell on the stack can&apos;t be turned face up; wait until it resolves.</source>
        <translation>Un sort face cachée sur la pile ne peut pas être retourné face visible ; attendez qu&apos;il se résolve.</translation>
    </message>
    <message>
        <source>It was {method_text} and its card is a creature card: you may turn it face up for its mana cost {cost}.</source>
        <translation>Il a été {method_text} et sa carte est une carte de créature : vous pouvez le retourner face visible pour son coût de mana {cost}.</translation>
    </message>
    <message>
        <source>The mana-cost route looks at the card itself, ignoring copy and type-changing effects on the permanent.</source>
        <translation>La voie du coût de mana regarde la carte elle-même, en ignorant les effets de copie et de changement de type sur le permanent.</translation>
    </message>
    <message>
        <source>Losing its abilities doesn&apos;t stop a manifested or cloaked creature card from turning face up for its mana cost.</source>
        <translation>Perdre ses capacités n&apos;empêche pas une carte de créature manifestée ou voilée d&apos;être retournée face visible pour son coût de mana.</translation>
    </message>
    <message>
        <source>Its card is not a creature card, so it can&apos;t be turned face up for a mana cost.</source>
        <translation>Sa carte n&apos;est pas une carte de créature, il ne peut donc pas être retourné face visible pour un coût de mana.</translation>
    </message>
    <message>
        <source>Its card has no mana cost, so the mana-cost route does not exist.</source>
        <translation>Sa carte n&apos;a pas de coût de mana, la voie du coût de mana n&apos;existe donc pas.</translation>
    </message>
    <message>
        <source>X is 0 when a manifested card is turned face up: the cost is {cost}.</source>
        <translation>X vaut 0 quand une carte manifestée est retournée face visible : le coût est {cost}.</translation>
    </message>
    <message>
        <source>It may be turned face up either for its mana cost or for its {keyword} cost.</source>
        <translation>Il peut être retourné face visible pour son coût de mana ou pour son coût de {keyword}.</translation>
    </message>
    <message>
        <source>It would have morph face up: you may turn it face up for {cost}.</source>
        <translation>Il aurait la mue face visible : vous pouvez le retourner face visible pour {cost}.</translation>
    </message>
    <message>
        <source>Paying its megamorph cost {cost} also puts a +1/+1 counter on it.</source>
        <translation>Payer son coût de mégamue {cost} met aussi un marqueur +1/+1 dessus.</translation>
    </message>
    <message>
        <source>Turned face up another way, a megamorph card gets no +1/+1 counter.</source>
        <translation>Retournée face visible autrement, une carte à mégamue ne reçoit pas de marqueur +1/+1.</translation>
    </message>
    <message>
        <source>It would have disguise face up: you may turn it face up for {cost}.</source>
        <translation>Il aurait le déguisement face visible : vous pouvez le retourner face visible pour {cost}.</translation>
    </message>
    <message>
        <source>Its cost is not mana ({cost}); it can be used only when that cost can be paid now.</source>
        <translation>Son coût n&apos;est pas du mana ({cost}) ; il ne peut être utilisé que si ce coût peut être payé maintenant.</translation>
    </message>
    <message>
        <source>It would have no {keyword} face up because it has lost its abilities, so that route is closed.</source>
        <translation>Il n&apos;aurait pas {keyword} face visible car il a perdu ses capacités, cette voie est donc fermée.</translation>
    </message>
    <message>
        <source>It is copying another object: the {keyword} route uses the copied object&apos;s cost.</source>
        <translation>Il copie un autre objet : la voie de {keyword} utilise le coût de l&apos;objet copié.</translation>
    </message>
    <message>
        <source>It was not manifested or cloaked, so its mana cost can&apos;t turn it face up; use its {keyword} cost.</source>
        <translation>Il n&apos;a été ni manifesté ni voilé, son coût de mana ne peut donc pas le retourner face visible ; utilisez son coût de {keyword}.</translation>
    </message>
    <message>
        <source>No rule lets you turn this face up: it became face down by {method_text} and its card has no morph or disguise. Only an effect can turn it face up.</source>
        <translation>Aucune règle ne vous permet de le retourner face visible : il est devenu face cachée {method_text} et sa carte n&apos;a ni mue ni déguisement. Seul un effet peut le retourner face visible.</translation>
    </message>
    <message>
        <source>A face-down Forest from Yedora whose card has {keyword} may be turned face up for that cost.</source>
        <translation>Un Forest face cachée de Yedora dont la carte a {keyword} peut être retourné face visible pour ce coût.</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays face down.</source>
        <translation>Un effet ne peut pas retourner face visible une carte d&apos;éphémère ou de rituel : elle est révélée à tous les joueurs à la place et reste face cachée.</translation>
    </message>
    <message>
        <source>An effect turns it face up; no cost, whatever made it face down.</source>
        <translation>Un effet le retourne face visible ; sans coût, quoi qui l&apos;ait rendu face cachée.</translation>
    </message>
    <message>
        <source>A double-faced card turns face up with its front face up.</source>
        <translation>Une carte recto verso est retournée face visible recto vers le haut.</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform; nothing happens.</source>
        <translation>Un permanent recto verso face cachée ne peut pas se transformer ; il ne se passe rien.</translation>
    </message>
    <message>
        <source>Its front face is not a permanent, so it can&apos;t be turned face up.</source>
        <translation>Son recto n&apos;est pas un permanent, elle ne peut donc pas être retournée face visible.</translation>
    </message>
    <message>
        <source>It becomes a land when it turns face up; that is not a land play, and if it stops being a creature it is removed from combat.</source>
        <translation>Il devient un terrain en étant retourné face visible ; ce n&apos;est pas jouer un terrain, et s&apos;il cesse d&apos;être une créature, il est retiré du combat.</translation>
    </message>
    <message>
        <source>It is the same permanent: tapped state, counters, damage, attachments and combat status stay.</source>
        <translation>C&apos;est le même permanent : l&apos;état engagé, les marqueurs, les blessures, les attachements et le statut de combat restent.</translation>
    </message>
    <message>
        <source>Nothing enters the battlefield: enters abilities don&apos;t trigger.</source>
        <translation>Rien n&apos;arrive sur le champ de bataille : les capacités d&apos;arrivée ne se déclenchent pas.</translation>
    </message>
    <message>
        <source>Its &quot;as it is turned face up&quot; ability applies now ({detail}).</source>
        <translation>Sa capacité « alors qu&apos;il est retourné face visible » s&apos;applique maintenant ({detail}).</translation>
    </message>
    <message>
        <source>Turned-face-up abilities trigger: {names}.</source>
        <translation>Les capacités de retournement face visible se déclenchent : {names}.</translation>
    </message>
    <message>
        <source>{name} triggers: {player} gains 1 life for each creature they control ({n} now).</source>
        <translation>{name} se déclenche : {player} gagne 1 point de vie pour chaque créature qu&apos;il contrôle (actuellement {n}).</translation>
    </message>
    <message>
        <source>The ward {{2}} it had while face down ends.</source>
        <translation>La garde {{2}} qu&apos;il avait face cachée prend fin.</translation>
    </message>
    <message>
        <source>Effects that already applied to it keep applying face up.</source>
        <translation>Les effets qui s&apos;y appliquaient déjà continuent de s&apos;appliquer face visible.</translation>
    </message>
    <message>
        <source>Check state-based actions now: {detail}.</source>
        <translation>Vérifiez maintenant les actions basées sur un état : {detail}.</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield is revealed to all players: it was {name}.</source>
        <translation>Un permanent face cachée qui quitte le champ de bataille est révélé à tous les joueurs : c&apos;était {name}.</translation>
    </message>
    <message>
        <source>A face-down spell leaving the stack for anywhere but the battlefield is revealed to all players: it was {name}.</source>
        <translation>Un sort face cachée qui quitte la pile vers ailleurs que le champ de bataille est révélé à tous les joueurs : c&apos;était {name}.</translation>
    </message>
    <message>
        <source>The game is over: every face-down spell and permanent is revealed.</source>
        <translation>La partie est terminée : chaque sort et permanent face cachée est révélé.</translation>
    </message>
    <message>
        <source>{player} leaves the game: their face-down spells and permanents are revealed.</source>
        <translation>{player} quitte la partie : ses sorts et permanents face cachée sont révélés.</translation>
    </message>
    <message>
        <source>The revealed card is judged as printed, ignoring effects.</source>
        <translation>La carte révélée est jugée telle qu&apos;imprimée, en ignorant les effets.</translation>
    </message>
    <message>
        <source>It enters face up as a new object; its enters abilities work.</source>
        <translation>Elle arrive face visible en tant que nouvel objet ; ses capacités d&apos;arrivée fonctionnent.</translation>
    </message>
    <message>
        <source>An instant or sorcery card can&apos;t enter the battlefield; it stays where it is.</source>
        <translation>Une carte d&apos;éphémère ou de rituel ne peut pas arriver sur le champ de bataille ; elle reste où elle est.</translation>
    </message>
    <message>
        <source>It enters face down as a new object with a new entry number.</source>
        <translation>Elle arrive face cachée en tant que nouvel objet avec un nouveau numéro d&apos;entrée.</translation>
    </message>
    <message>
        <source>A face-down token leaving the battlefield is revealed and then ceases to exist.</source>
        <translation>Un jeton face cachée qui quitte le champ de bataille est révélé puis cesse d&apos;exister.</translation>
    </message>
    <message>
        <source>A copy of a face-down permanent takes its face-down copiable values, not counters or other effects: a face-up colorless 2/2 creature with no name, no creature types and no abilities, but with ward {{2}} if it copies a disguised or cloaked creature. Nothing is revealed.</source>
        <translation>Une copie d&apos;un permanent face cachée prend ses valeurs copiables face cachée, pas les marqueurs ni les autres effets : une créature 2/2 incolore face visible sans nom, sans types de créature et sans capacités, mais avec la garde {{2}} si elle copie une créature déguisée ou voilée. Rien n&apos;est révélé.</translation>
    </message>
    <message>
        <source>It still looks like a face-down 2/2; the copied values show once it turns face up.</source>
        <translation>Il a toujours l&apos;air d&apos;une 2/2 face cachée ; les valeurs copiées apparaissent quand il est retourné face visible.</translation>
    </message>
    <message>
        <source>Face-down permanents may not be mixed to confuse opponents; their order and markers must stay clear.</source>
        <translation>Les permanents face cachée ne doivent pas être mélangés pour tromper les adversaires ; leur ordre et leurs marques doivent rester clairs.</translation>
    </message>
    <message>
        <source>A face-down object needs its entry number and method marker.</source>
        <translation>Un objet face cachée a besoin de son numéro d&apos;entrée et de la marque de sa méthode.</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, with consecutive entry numbers.</source>
        <translation>Plusieurs cartes sont manifestées une par une, avec des numéros d&apos;entrée consécutifs.</translation>
    </message>
    <message>
        <source>{restriction}: the card isn&apos;t manifested and stays where it is.</source>
        <translation>{restriction} : la carte n&apos;est pas manifestée et reste où elle est.</translation>
    </message>
    <message>
        <source>The library is empty: nothing is manifested (this is not a draw).</source>
        <translation>La bibliothèque est vide : rien n&apos;est manifesté (ce n&apos;est pas une pioche).</translation>
    </message>
    <message>
        <source>Look at the top two cards: manifest one, put the other into the graveyard.</source>
        <translation>Regardez les deux cartes du dessus : manifestez-en une, mettez l&apos;autre au cimetière.</translation>
    </message>
    <message>
        <source>Only one card in the library: it is manifested; nothing goes to the graveyard.</source>
        <translation>Une seule carte dans la bibliothèque : elle est manifestée ; rien ne va au cimetière.</translation>
    </message>
    <message>
        <source>The library is empty: manifest dread does nothing.</source>
        <translation>La bibliothèque est vide : manifester l&apos;effroi ne fait rien.</translation>
    </message>
    <message>
        <source>&quot;Whenever you manifest dread&quot; abilities trigger even when part or all of it was impossible.</source>
        <translation>Les capacités « À chaque fois que vous manifestez l&apos;effroi » se déclenchent même quand tout ou partie était impossible.</translation>
    </message>
    <message>
        <source>The chosen card can&apos;t be manifested, so every looked-at card goes to the graveyard.</source>
        <translation>La carte choisie ne peut pas être manifestée, donc chaque carte regardée va au cimetière.</translation>
    </message>
    <message>
        <source>Cast face down as a 2/2 creature spell for {cost}, at creature-spell timing.</source>
        <translation>Lancé face cachée en tant que sort de créature 2/2 pour {cost}, au moment d&apos;un sort de créature.</translation>
    </message>
    <message>
        <source>It has no {keyword}, so it can&apos;t be cast face down that way.</source>
        <translation>Il n&apos;a pas {keyword}, il ne peut donc pas être lancé face cachée de cette façon.</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost and can&apos;t be combined with another one.</source>
        <translation>Lancer face cachée est un coût alternatif et ne peut pas être combiné avec un autre.</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell for targeting.</source>
        <translation>Un sort face cachée est un sort de créature pour le ciblage.</translation>
    </message>
    <message>
        <source>Primordial Mist: at the beginning of your end step you may manifest the top card of your library.</source>
        <translation>Primordial Mist : au début de votre étape de fin, vous pouvez manifester la carte du dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>Primordial Mist exiles only a face-down permanent you control.</source>
        <translation>Primordial Mist n&apos;exile qu&apos;un permanent face cachée que vous contrôlez.</translation>
    </message>
    <message>
        <source>Exiling it face up is not turning it face up: no turned-face-up abilities trigger.</source>
        <translation>L&apos;exiler face visible n&apos;est pas le retourner face visible : aucune capacité de retournement ne se déclenche.</translation>
    </message>
    <message>
        <source>You may cast it this turn at its normal timing, paying its costs ({cost}).</source>
        <translation>Vous pouvez la lancer ce tour-ci à son moment normal, en payant ses coûts ({cost}).</translation>
    </message>
    <message>
        <source>You may play this land now; it uses your land play.</source>
        <translation>Vous pouvez jouer ce terrain maintenant ; il utilise votre jeu de terrain.</translation>
    </message>
    <message>
        <source>You can play this land only in your main phase with an empty stack and a land play left: {reason}.</source>
        <translation>Vous ne pouvez jouer ce terrain que pendant votre phase principale, pile vide, avec un jeu de terrain restant : {reason}.</translation>
    </message>
    <message>
        <source>The permission was used: once it left exile it can&apos;t be played again.</source>
        <translation>La permission a été utilisée : une fois sortie de l&apos;exil, elle ne peut plus être jouée.</translation>
    </message>
    <message>
        <source>The permission to play {name} has ended; it stays in exile.</source>
        <translation>La permission de jouer {name} a pris fin ; elle reste en exil.</translation>
    </message>
    <message>
        <source>A face-down token may pay the cost, but it ceases to exist: nothing to play.</source>
        <translation>Un jeton face cachée peut payer le coût, mais il cesse d&apos;exister : rien à jouer.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: you cast an instant or sorcery from your hand, so manifest the top card of your library.</source>
        <translation>Cryptic Pursuit : vous avez lancé un éphémère ou un rituel depuis votre main, manifestez donc la carte du dessus de votre bibliothèque.</translation>
    </message>
    <message>
        <source>Cast from somewhere other than your hand: Cryptic Pursuit does not manifest.</source>
        <translation>Lancé d&apos;ailleurs que de votre main : Cryptic Pursuit ne manifeste pas.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: the face-down creature was an instant or sorcery card; exile it, and you may cast it until the end of your next turn.</source>
        <translation>Cryptic Pursuit : la créature face cachée était une carte d&apos;éphémère ou de rituel ; exilez-la, et vous pouvez la lancer jusqu&apos;à la fin de votre prochain tour.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: it was not an instant or sorcery card, so it stays in the graveyard.</source>
        <translation>Cryptic Pursuit : ce n&apos;était pas une carte d&apos;éphémère ou de rituel, elle reste donc au cimetière.</translation>
    </message>
    <message>
        <source>It left the battlefield without dying: Cryptic Pursuit does not trigger (it is still revealed).</source>
        <translation>Elle a quitté le champ de bataille sans mourir : Cryptic Pursuit ne se déclenche pas (elle est tout de même révélée).</translation>
    </message>
    <message>
        <source>The permission to cast {name} has ended; it stays in exile.</source>
        <translation>La permission de lancer {name} a pris fin ; elle reste en exil.</translation>
    </message>
    <message>
        <source>{name} can be cast only {when}.</source>
        <translation>{name} ne peut être lancé que {when}.</translation>
    </message>
    <message>
        <source>Cast {name} for {cost}.</source>
        <translation>Lancer {name} pour {cost}.</translation>
    </message>
    <message>
        <source>Nothing lets you cast it from the {zone}.</source>
        <translation>Rien ne vous permet de la lancer depuis {zone}.</translation>
    </message>
    <message>
        <source>A land is played, not cast.</source>
        <translation>Un terrain se joue, il ne se lance pas.</translation>
    </message>
    <message>
        <source>You may play this land; it uses your land play.</source>
        <translation>Vous pouvez jouer ce terrain ; il utilise votre jeu de terrain.</translation>
    </message>
    <message>
        <source>You can&apos;t play a land now: {reason}.</source>
        <translation>Vous ne pouvez pas jouer de terrain maintenant : {reason}.</translation>
    </message>
    <message>
        <source>Nothing lets you play it from the {zone}.</source>
        <translation>Rien ne vous permet de la jouer depuis {zone}.</translation>
    </message>
    <message>
        <source>It is not yours to play.</source>
        <translation>Ce n&apos;est pas à vous de la jouer.</translation>
    </message>
    <message>
        <source>{name} is not on the stack.</source>
        <translation>{name} n&apos;est pas sur la pile.</translation>
    </message>
    <message>
        <source>It is not on the battlefield.</source>
        <translation>Il n&apos;est pas sur le champ de bataille.</translation>
    </message>
    <message>
        <source>It is face up already (a copy of a face-down creature is face up too); there is nothing to turn up.</source>
        <translation>Il est déjà face visible (une copie d&apos;une créature face cachée l&apos;est aussi) ; il n&apos;y a rien à retourner.</translation>
    </message>
    <message>
        <source>There is no {route} route for this permanent: it would not have {route} if it were face up.</source>
        <translation>Il n&apos;y a pas de voie {route} pour ce permanent : il n&apos;aurait pas {route} s&apos;il était face visible.</translation>
    </message>
    <message>
        <source>That card is in a hidden zone you may not look at.</source>
        <translation>Cette carte est dans une zone cachée que vous ne pouvez pas regarder.</translation>
    </message>
    <message>
        <source>It is face up; everyone can see it.</source>
        <translation>Il est face visible ; tout le monde peut le voir.</translation>
    </message>
    <message>
        <source>{restriction}: it can&apos;t enter the battlefield.</source>
        <translation>{restriction} : il ne peut pas arriver sur le champ de bataille.</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform.</source>
        <translation>Seul un permanent recto verso peut se transformer.</translation>
    </message>
    <message>
        <source>The library is empty: nothing to draw.</source>
        <translation>La bibliothèque est vide : rien à piocher.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation>{player} a quitté la partie.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t act for {player}.</source>
        <translation>{actor} ne peut pas agir pour {player}.</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>{actor} can&apos;t make {player} leave the game: only a player concedes.</source>
        <translation>{actor} ne peut pas faire quitter la partie à {player} : seul un joueur concède.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t end the game for {player}: concede to leave it (the game ends when one player is left).</source>
        <translation>{actor} ne peut pas terminer la partie pour {player} : concédez pour la quitter (la partie se termine quand il reste un joueur).</translation>
    </message>
    <message>
        <source>This acts on {player}&apos;s things: it is a request to {player}, carried out only if {player} accepts.</source>
        <translation>Cela agit sur les affaires de {player} : c&apos;est une demande à {player}, effectuée seulement si {player} accepte.</translation>
    </message>
    <message>
        <source>{player} accepted {actor}&apos;s request: it is carried out as the table is now.</source>
        <translation>{player} a accepté la demande de {actor} : elle est effectuée selon l&apos;état actuel de la table.</translation>
    </message>
    <message>
        <source>{player} declined {actor}&apos;s request: nothing changes.</source>
        <translation>{player} a refusé la demande de {actor} : rien ne change.</translation>
    </message>
    <message>
        <source>{actor} withdrew the request to {player}.</source>
        <translation>{actor} a retiré la demande à {player}.</translation>
    </message>
    <message>
        <source>There is no request {request} waiting for an answer.</source>
        <translation>Aucune demande {request} n&apos;attend de réponse.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t answer or withdraw this request: it is {player}&apos;s.</source>
        <translation>{actor} ne peut ni répondre à cette demande ni la retirer : elle revient à {player}.</translation>
    </message>
    <message>
        <source>Table trust: {actor} acts on {player}&apos;s things without asking.</source>
        <translation>Confiance à la table : {actor} agit sur les affaires de {player} sans demander.</translation>
    </message>
    <message>
        <source>Table trust is on: players may act on each other&apos;s things without asking, never seeing another&apos;s hidden cards that way.</source>
        <translation>La confiance à la table est activée : les joueurs peuvent agir sur les affaires des autres sans demander, sans jamais voir ainsi les cartes cachées d&apos;un autre.</translation>
    </message>
    <message>
        <source>Table trust is off: an action on another&apos;s things is a request.</source>
        <translation>La confiance à la table est désactivée : une action sur les affaires d&apos;un autre est une demande.</translation>
    </message>
    <message>
        <source>Table trust is {on} already: nothing changes.</source>
        <translation>La confiance à la table est déjà sur {on} : rien ne change.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t turn table trust on during a game of more than two players; choose it when the game starts.</source>
        <translation>{actor} ne peut pas activer la confiance à la table dans une partie à plus de deux joueurs ; choisissez-la au début de la partie.</translation>
    </message>
    <message>
        <source>That spell is not {what}, so it can&apos;t be targeted.</source>
        <translation>Ce sort n&apos;est pas {what}, il ne peut donc pas être ciblé.</translation>
    </message>
    <message>
        <source>Moved.</source>
        <translation>Déplacé.</translation>
    </message>
    <message>
        <source>That permanent is not face down: {reason}.</source>
        <translation>Ce permanent n&apos;est pas face cachée : {reason}.</translation>
    </message>
    <message>
        <source>&quot;Until end of turn&quot; effects end and damage wears off.</source>
        <translation>Les effets « jusqu&apos;à la fin du tour » prennent fin et les blessures disparaissent.</translation>
    </message>
    <message>
        <source>{name} triggers: {what}.</source>
        <translation>{name} se déclenche : {what}.</translation>
    </message>
    <message>
        <source>Ward triggers: {name} is countered unless {player} pays {cost}.</source>
        <translation>La garde se déclenche : {name} est contrecarré à moins que {player} ne paie {cost}.</translation>
    </message>
    <message>
        <source>{name}, chosen: {modes}</source>
        <translation>{name}, choisi : {modes}</translation>
    </message>
    <message>
        <source>{name} offers these modes: {modes} Choose from {least} to {most} of them, each once.</source>
        <translation>{name} propose ces modes : {modes} Choisissez-en de {least} à {most}, chacun une seule fois.</translation>
    </message>
    <message numerus="yes">
        <source>{player} attempted to draw from an empty library (%n time(s)): they lose the next time state-based actions are checked.</source>
        <translation>
            <numerusform>{player} a tenté de piocher dans une bibliothèque vide (%n fois) : il perd la prochaine fois que les actions basées sur un état sont vérifiées.</numerusform>
            <numerusform>{player} a tenté de piocher dans une bibliothèque vide (%n fois) : il perd la prochaine fois que les actions basées sur un état sont vérifiées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Name exactly the top %n card(s) of that library, each once.</source>
        <translation>
            <numerusform>Nommez exactement %n carte du dessus de cette bibliothèque, une fois.</numerusform>
            <numerusform>Nommez exactement %n cartes du dessus de cette bibliothèque, chacune une fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rest of the library is shuffled first; the cards found go on top and are not part of the shuffle.</source>
        <translation>Le reste de la bibliothèque est mélangé d&apos;abord ; les cartes trouvées vont au-dessus et ne sont pas mélangées.</translation>
    </message>
    <message numerus="yes">
        <source>{player} must first put %n card(s) from their hand on the bottom of their library.</source>
        <translation>
            <numerusform>{player} doit d&apos;abord mettre %n carte de sa main au-dessous de sa bibliothèque.</numerusform>
            <numerusform>{player} doit d&apos;abord mettre %n cartes de sa main au-dessous de sa bibliothèque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts exactly %n card(s) on the bottom (one per mulligan that counts), not {got}.</source>
        <translation>
            <numerusform>{player} met exactement %n carte au-dessous (une par mulligan qui compte), pas {got}.</numerusform>
            <numerusform>{player} met exactement %n cartes au-dessous (une par mulligan qui compte), pas {got}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n {counter} counter(s): there can&apos;t be fewer than none.</source>
        <translation>
            <numerusform>{player} a %n marqueur {counter} : il ne peut pas y en avoir moins qu&apos;aucun.</numerusform>
            <numerusform>{player} a %n marqueurs {counter} : il ne peut pas y en avoir moins qu&apos;aucun.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}): an activated ability can&apos;t be activated now.</source>
        <translation>Personne n&apos;a la priorité pendant cette étape ({step}) : une capacité activée ne peut pas être activée maintenant.</translation>
    </message>
    <message>
        <source>{player} passes priority: {to} receives it.</source>
        <translation>{player} passe la priorité : {to} la reçoit.</translation>
    </message>
    <message>
        <source>Every player has passed in succession: the top object of the stack resolves.</source>
        <translation>Tous les joueurs ont passé successivement : l&apos;objet au sommet de la pile se résout.</translation>
    </message>
    <message>
        <source>Every player has passed in succession with the stack empty: the step may end.</source>
        <translation>Tous les joueurs ont passé successivement, la pile vide : l&apos;étape peut se terminer.</translation>
    </message>
    <message>
        <source>{player} does not hold priority ({holder} does): only the player with priority passes it.</source>
        <translation>{player} n&apos;a pas la priorité ({holder} l&apos;a) : seul le joueur qui a la priorité la passe.</translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}), so there is none to pass.</source>
        <translation>Personne n&apos;a la priorité dans cette étape ({step}) : il n&apos;y en a aucune à passer.</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves, so there is none to pass. Finish its resolution first.</source>
        <translation>Personne n&apos;a la priorité pendant qu&apos;un sort se résout : il n&apos;y en a aucune à passer. Terminez d&apos;abord sa résolution.</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves: this action needs priority unless the resolving effect itself allows it.</source>
        <translation>Personne n&apos;a la priorité pendant qu&apos;un sort se résout : cette action demande la priorité, sauf si l&apos;effet qui se résout la permet lui-même.</translation>
    </message>
    <message>
        <source>The resolution is over: the active player ({player}) receives priority.</source>
        <translation>La résolution est terminée : le joueur actif ({player}) reçoit la priorité.</translation>
    </message>
    <message>
        <source>That spell is not resolving, so there is no resolution to finish.</source>
        <translation>Ce sort ne se résout pas : il n&apos;y a aucune résolution à terminer.</translation>
    </message>
    <message>
        <source>Its card is an instant or sorcery card, not a creature card, so no special action can turn it face up (not for its mana cost either): that action is not available, and nothing is revealed.</source>
        <translation>Sa carte est une carte d&apos;éphémère ou de rituel, pas une carte de créature : aucune action spéciale ne peut la retourner face visible (pas même pour son coût de mana) ; cette action n&apos;est pas possible et rien n&apos;est révélé.</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>ce n&apos;est pas votre tour</translation>
    </message>
    <message>
        <source>it is not your main phase</source>
        <translation>ce n&apos;est pas votre phase principale</translation>
    </message>
    <message>
        <source>the stack is not empty</source>
        <translation>la pile n&apos;est pas vide</translation>
    </message>
    <message>
        <source>when you have priority</source>
        <translation>quand vous avez la priorité</translation>
    </message>
    <message>
        <source>nobody has priority in this step</source>
        <translation>personne n&apos;a la priorité pendant cette étape</translation>
    </message>
    <message>
        <source>in your main phase while the stack is empty</source>
        <translation>pendant votre phase principale quand la pile est vide</translation>
    </message>
    <message>
        <source>you have already played a land this turn</source>
        <translation>vous avez déjà joué un terrain ce tour-ci</translation>
    </message>
    <message>
        <source>Creature cards can&apos;t enter the battlefield from graveyards or libraries</source>
        <translation>Les cartes de créature ne peuvent pas arriver sur le champ de bataille depuis les cimetières ou les bibliothèques</translation>
    </message>
    <message>
        <source>you may manifest the top card of your library</source>
        <translation>vous pouvez manifester la carte du dessus de votre bibliothèque</translation>
    </message>
    <message>
        <source>manifest the top card of your library</source>
        <translation>manifestez la carte du dessus de votre bibliothèque</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>manifester l&apos;effroi</translation>
    </message>
    <message>
        <source>it is not on the battlefield</source>
        <translation>il n&apos;est pas sur le champ de bataille</translation>
    </message>
    <message>
        <source>it is face up</source>
        <translation>il est face visible</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>sort</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>permanent</translation>
    </message>
    <message>
        <source>a creature spell</source>
        <translation>un sort de créature</translation>
    </message>
    <message>
        <source>a noncreature spell</source>
        <translation>un sort non-créature</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activée</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivée</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>un effet</translation>
    </message>
    <message>
        <source>The library is empty: nothing is milled.</source>
        <translation>La bibliothèque est vide : rien n&apos;est meulé.</translation>
    </message>
    <message>
        <source>A face-down spell has none of its card&apos;s abilities: it can be countered whatever its card says.</source>
        <translation>Un sort face cachée n&apos;a aucune des capacités de sa carte : il peut être contrecarré quoi que dise sa carte.</translation>
    </message>
    <message>
        <source>Exiling a face-down permanent you control face up is the cost; once the ability resolves, you may play that card this turn.</source>
        <translation>Exiler face visible un permanent face cachée que vous contrôlez est le coût ; une fois la capacité résolue, vous pouvez jouer cette carte ce tour-ci.</translation>
    </message>
    <message>
        <source>{player} plays with the top card of their library revealed: every player knows it, and each new top card as soon as it is on top (a draw of several cards reveals each one before it is drawn).</source>
        <translation>{player} joue avec la carte du dessus de sa bibliothèque révélée : chaque joueur la connaît, ainsi que chaque nouvelle carte du dessus dès qu&apos;elle est au-dessus (en piochant plusieurs cartes, chacune est révélée avant d&apos;être piochée).</translation>
    </message>
    <message>
        <source>{player} already plays with the top card of their library revealed: nothing changes.</source>
        <translation>{player} joue déjà avec la carte du dessus de sa bibliothèque révélée : rien ne change.</translation>
    </message>
    <message>
        <source>{player} doesn&apos;t play with the top card of their library revealed: nothing changes.</source>
        <translation>{player} ne joue pas avec la carte du dessus de sa bibliothèque révélée : rien ne change.</translation>
    </message>
    <message>
        <source>The library is empty: there is nothing to look at.</source>
        <translation>La bibliothèque est vide : il n&apos;y a rien à regarder.</translation>
    </message>
    <message>
        <source>{player} may arrange only cards they have looked at; they don&apos;t know {count} of them.</source>
        <translation>{player} ne peut réordonner que les cartes qu&apos;il a regardées ; il n&apos;en connaît pas {count}.</translation>
    </message>
    <message>
        <source>A search finds only cards of the zone searched: {count} of them are not in {owner}&apos;s {zone}.</source>
        <translation>Une recherche ne trouve que des cartes de la zone fouillée : {count} d&apos;entre elles ne sont pas dans {zone} de {owner}.</translation>
    </message>
    <message>
        <source>A search for &quot;a card&quot; with no stated quality must find one while the zone holds any.</source>
        <translation>Une recherche d&apos;« une carte » sans qualité donnée doit en trouver une tant que la zone en contient.</translation>
    </message>
    <message>
        <source>A search for a card with a stated quality may find nothing.</source>
        <translation>Une recherche d&apos;une carte ayant une qualité donnée peut ne rien trouver.</translation>
    </message>
    <message>
        <source>Revealed cards stay where they are; face-down objects stay face down.</source>
        <translation>Les cartes révélées restent où elles sont ; les objets face cachée restent face cachée.</translation>
    </message>
    <message>
        <source>Mulligans are taken before the game begins; it has begun.</source>
        <translation>Les mulligans se font avant le début de la partie ; elle a commencé.</translation>
    </message>
    <message>
        <source>{player} has kept their opening hand.</source>
        <translation>{player} a gardé sa main de départ.</translation>
    </message>
    <message>
        <source>{player}&apos;s mulligans have left them no cards: they keep an empty hand.</source>
        <translation>Les mulligans de {player} ne lui ont laissé aucune carte : il garde une main vide.</translation>
    </message>
    <message>
        <source>{player} has no cards to put on the bottom of their library.</source>
        <translation>{player} n&apos;a aucune carte à mettre au-dessous de sa bibliothèque.</translation>
    </message>
    <message>
        <source>Only cards of {player}&apos;s hand go on the bottom, each once.</source>
        <translation>Seules des cartes de la main de {player} vont au-dessous, chacune une fois.</translation>
    </message>
    <message>
        <source>In a game that began with more than two players, the first mulligan is free.</source>
        <translation>Dans une partie commencée à plus de deux joueurs, le premier mulligan est gratuit.</translation>
    </message>
    <message>
        <source>The game begins: turn 1 is {player}&apos;s.</source>
        <translation>La partie commence : le tour 1 est celui de {player}.</translation>
    </message>
    <message>
        <source>In a two-player game the starting player skips the draw of their first turn: {player} draws no card in turn 1&apos;s draw step.</source>
        <translation>Dans une partie à deux joueurs, le joueur qui commence passe la pioche de son premier tour : {player} ne pioche pas à l&apos;étape de pioche du tour 1.</translation>
    </message>
    <message>
        <source>{player} has {life} life and can&apos;t pay {amount}: a player can pay life only if their life total is at least the amount.</source>
        <translation>{player} a {life} points de vie et ne peut pas payer {amount} : un joueur ne peut payer des points de vie que si son total est au moins égal au montant.</translation>
    </message>
    <message>
        <source>A change of 0 is no change: nothing happens (no life is gained or lost).</source>
        <translation>Un changement de 0 n&apos;est pas un changement : il ne se passe rien (aucun point de vie gagné ni perdu).</translation>
    </message>
    <message>
        <source>{player} has {life} life: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player} a {life} points de vie : il perd la partie la prochaine fois que les actions basées sur un état sont vérifiées (aux joueurs de jouer : quitter la partie ou la terminer).</translation>
    </message>
    <message>
        <source>{player} has {n} poison counters: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player} a {n} marqueurs poison : il perd la partie la prochaine fois que les actions basées sur un état sont vérifiées (aux joueurs de jouer : quitter la partie ou la terminer).</translation>
    </message>
    <message>
        <source>No counters are put on or removed: nothing happens.</source>
        <translation>Aucun marqueur n&apos;est mis ni retiré : il ne se passe rien.</translation>
    </message>
    <message>
        <source>{player} has left the game: nothing happens to them.</source>
        <translation>{player} a quitté la partie : rien ne lui arrive.</translation>
    </message>
    <message>
        <source>That token left the battlefield and ceased to exist; nothing can bring it back.</source>
        <translation>Ce jeton a quitté le champ de bataille et a cessé d&apos;exister ; rien ne peut le ramener.</translation>
    </message>
    <message>
        <source>Only a permanent can have a note; a note is gone when its card changes zones.</source>
        <translation>Seul un permanent peut avoir une note ; une note disparaît quand sa carte change de zone.</translation>
    </message>
    <message>
        <source>{player} controls no tapped permanent.</source>
        <translation>{player} ne contrôle aucun permanent engagé.</translation>
    </message>
    <message>
        <source>Only the newest entry that is not taken back yet can be taken back (entry {last}).</source>
        <translation>Seule l&apos;entrée la plus récente pas encore reprise peut être reprise (entrée {last}).</translation>
    </message>
    <message>
        <source>Taken back; what {players} saw stays known: nobody can unsee a card.</source>
        <translation>Repris ; ce que {players} a vu reste connu : personne ne peut oublier une carte vue.</translation>
    </message>
    <message>
        <source>{player} controls no permanent with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player} ne contrôle aucun permanent avec cette capacité ({ability}), elle ne peut donc pas être activée.</translation>
    </message>
    <message>
        <source>{player} controls no face-up permanent {card} with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player} ne contrôle aucun permanent face visible {card} avec cette capacité ({ability}), elle ne peut donc pas être activée.</translation>
    </message>
    <message>
        <source>Only {player}, who controlled the face-down creature&apos;s Pursuit ability as it died, may cast that card.</source>
        <translation>Seul {player}, qui contrôlait la capacité Pursuit de la créature face cachée quand elle est morte, peut lancer cette carte.</translation>
    </message>
    <message>
        <source>Effects that gave {player} control of objects end: each goes back to the player who would otherwise control it.</source>
        <translation>Les effets qui donnaient à {player} le contrôle d&apos;objets prennent fin : chacun revient au joueur qui le contrôlerait autrement.</translation>
    </message>
    <message>
        <source>The objects {player} owns leave the game with them.</source>
        <translation>Les objets dont {player} est propriétaire quittent la partie avec lui.</translation>
    </message>
</context>
</TS>
