<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Source: {s}</source>
        <translation>Origen: {s}</translation>
    </message>
    <message>
        <source>Its face (only you see it):</source>
        <translation>Su cara (solo tú la ves):</translation>
    </message>
    <message>
        <source>Controlled by {p} (owner {o})</source>
        <translation>Controlado por {p} (propietario {o})</translation>
    </message>
    <message>
        <source>Loyalty {n}</source>
        <translation>Lealtad {n}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tú)</translation>
    </message>
    <message>
        <source>Top card: {name}</source>
        <translation>Carta superior: {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n carta boca abajo</numerusform>
            <numerusform>%n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>Loses all abilities</source>
        <translation>Pierde todas las habilidades</translation>
    </message>
    <message>
        <source>Gets +1/+1</source>
        <translation>Obtiene +1/+1</translation>
    </message>
    <message>
        <source>Gets -1/-1</source>
        <translation>Obtiene -1/-1</translation>
    </message>
    <message>
        <source>Base power and toughness 1/1</source>
        <translation>Fuerza y resistencia base 1/1</translation>
    </message>
    <message>
        <source>Base power and toughness 4/4</source>
        <translation>Fuerza y resistencia base 4/4</translation>
    </message>
    <message>
        <source>Peek (look at a face-down card)</source>
        <translation>Mirar (una carta boca abajo)</translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation>Girar / enderezar</translation>
    </message>
    <message>
        <source>Turn face down (effect)</source>
        <translation>Poner boca abajo (efecto)</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>un efecto</translation>
    </message>
    <message>
        <source>Exile to play (Primordial Mist)</source>
        <translation>Exiliar para jugar (Primordial Mist)</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lanzar</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Play its back face</source>
        <translation>Jugar su cara posterior</translation>
    </message>
    <message>
        <source>Put onto the battlefield</source>
        <translation>Poner en el campo de batalla</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Contrarrestar</translation>
    </message>
    <message>
        <source>Put into graveyard (dies)</source>
        <translation>Poner en el cementerio (muere)</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>Exiliar</translation>
    </message>
    <message>
        <source>Return to hand (bounce)</source>
        <translation>Regresar a la mano</translation>
    </message>
    <message>
        <source>Put on top of library</source>
        <translation>Poner en la parte superior de la biblioteca</translation>
    </message>
    <message>
        <source>Put on bottom of library</source>
        <translation>Poner en el fondo de la biblioteca</translation>
    </message>
    <message>
        <source>Reveal to all players</source>
        <translation>Mostrar a todos los jugadores</translation>
    </message>
    <message>
        <source>Add a +1/+1 counter</source>
        <translation>Poner un contador +1/+1</translation>
    </message>
    <message>
        <source>Remove a +1/+1 counter</source>
        <translation>Quitar un contador +1/+1</translation>
    </message>
    <message>
        <source>Deal 1 damage</source>
        <translation>Hacer 1 daño</translation>
    </message>
    <message>
        <source>Attach to…</source>
        <translation>Anexar a…</translation>
    </message>
    <message>
        <source>Create a token copy</source>
        <translation>Crear una ficha copia</translation>
    </message>
    <message>
        <source>Apply an effect…</source>
        <translation>Aplicar un efecto…</translation>
    </message>
    <message>
        <source>Gain control</source>
        <translation>Ganar el control</translation>
    </message>
    <message>
        <source>Transform</source>
        <translation>Transformar</translation>
    </message>
    <message>
        <source>Add counters…</source>
        <translation>Poner contadores…</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Nota…</translation>
    </message>
    <message>
        <source>Point at…</source>
        <translation>Señalar…</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Robar una carta</translation>
    </message>
    <message>
        <source>Shuffle your library</source>
        <translation>Barajar tu biblioteca</translation>
    </message>
    <message>
        <source>Manifest the top card</source>
        <translation>Manifestar la primera carta</translation>
    </message>
    <message>
        <source>Manifest dread…</source>
        <translation>Manifestar miedo…</translation>
    </message>
    <message>
        <source>Cloak the top card</source>
        <translation>Encubrir la primera carta</translation>
    </message>
    <message>
        <source>Mill the top card</source>
        <translation>Moler la primera carta</translation>
    </message>
    <message>
        <source>Draw cards…</source>
        <translation>Robar cartas…</translation>
    </message>
    <message>
        <source>Mill cards…</source>
        <translation>Moler cartas…</translation>
    </message>
    <message>
        <source>Look at the top cards…</source>
        <translation>Mirar las primeras cartas…</translation>
    </message>
    <message>
        <source>Look at another player&apos;s top cards (effect)…</source>
        <translation>Mirar las primeras cartas de otro jugador (efecto)…</translation>
    </message>
    <message>
        <source>Scry…</source>
        <translation>Adivinar…</translation>
    </message>
    <message>
        <source>Surveil…</source>
        <translation>Vigilar…</translation>
    </message>
    <message>
        <source>Search a library…</source>
        <translation>Buscar en una biblioteca…</translation>
    </message>
    <message>
        <source>Search another player&apos;s library (effect)…</source>
        <translation>Buscar en la biblioteca de otro jugador (efecto)…</translation>
    </message>
    <message>
        <source>Reveal the top card of your library</source>
        <translation>Mostrar la primera carta de tu biblioteca</translation>
    </message>
    <message>
        <source>Play with the top card revealed</source>
        <translation>Jugar con la primera carta mostrada</translation>
    </message>
    <message>
        <source>Reveal your hand</source>
        <translation>Mostrar tu mano</translation>
    </message>
    <message>
        <source>Reveal your hand to a player…</source>
        <translation>Mostrar tu mano a un jugador…</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Siguiente paso</translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation>Hasta el final del turno</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Siguiente turno</translation>
    </message>
    <message>
        <source>Pass priority</source>
        <translation>Pasar la prioridad</translation>
    </message>
    <message>
        <source>Finish the resolution</source>
        <translation>Terminar la resolución</translation>
    </message>
    <message>
        <source>Concede (leave the game)</source>
        <translation>Conceder (dejar la partida)</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminar la partida</translation>
    </message>
    <message>
        <source>Gain 1 life</source>
        <translation>Ganar 1 vida</translation>
    </message>
    <message>
        <source>Lose 1 life</source>
        <translation>Perder 1 vida</translation>
    </message>
    <message>
        <source>Set life…</source>
        <translation>Fijar vidas…</translation>
    </message>
    <message>
        <source>Add a poison counter</source>
        <translation>Poner un contador de veneno</translation>
    </message>
    <message>
        <source>Remove a poison counter</source>
        <translation>Quitar un contador de veneno</translation>
    </message>
    <message>
        <source>Player counter…</source>
        <translation>Contador de jugador…</translation>
    </message>
    <message>
        <source>Create token…</source>
        <translation>Crear ficha…</translation>
    </message>
    <message>
        <source>Roll a d20</source>
        <translation>Tirar un d20</translation>
    </message>
    <message>
        <source>Roll dice…</source>
        <translation>Tirar dados…</translation>
    </message>
    <message>
        <source>Flip a coin</source>
        <translation>Lanzar una moneda</translation>
    </message>
    <message>
        <source>Untap all</source>
        <translation>Enderezar todo</translation>
    </message>
    <message>
        <source>Clear arrows</source>
        <translation>Borrar flechas</translation>
    </message>
    <message>
        <source>TOKEN</source>
        <translation>FICHA</translation>
    </message>
    <message>
        <source>dmg {n}</source>
        <translation>daño {n}</translation>
    </message>
    <message>
        <source>#{n} {w} · face down</source>
        <translation>#{n} {w} · boca abajo</translation>
    </message>
    <message>
        <source>Filter by name, type or text (Ctrl+F)</source>
        <translation>Filtrar por nombre, tipo o texto (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter cards</source>
        <translation>Filtrar cartas</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>Cualquier tipo</translation>
    </message>
    <message>
        <source>Put the cards found into</source>
        <translation>Poner las cartas encontradas en</translation>
    </message>
    <message>
        <source>Reveal them</source>
        <translation>Mostrarlas</translation>
    </message>
    <message>
        <source>Shuffle after</source>
        <translation>Barajar después</translation>
    </message>
    <message>
        <source>Fail to find</source>
        <translation>No encontrar</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Tomar</translation>
    </message>
    <message>
        <source>Pick the cards you found (Ctrl+click for more), then where they go.</source>
        <translation>Elige las cartas encontradas (Ctrl+clic para más) y luego adónde van.</translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation>Poner en el fondo</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>To {pile}</source>
        <translation>A {pile}</translation>
    </message>
    <message numerus="yes">
        <source>Put %n of these cards on the bottom of your library, in order (the first goes first).</source>
        <translation>
            <numerusform>Pon %n de estas cartas en el fondo de tu biblioteca, en orden (la primera va primero).</numerusform>
            <numerusform>Pon %n de estas cartas en el fondo de tu biblioteca, en orden (la primera va primero).</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: {k}.</source>
        <translation>Elegidas: {k}.</translation>
    </message>
    <message>
        <source>Top: the first card is the top of the library. Drag or use Alt+Up / Alt+Down to order.</source>
        <translation>Arriba: la primera carta es la superior de la biblioteca. Arrastra o usa Alt+Arriba / Alt+Abajo para ordenar.</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>Texto de la carta</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message numerus="yes">
        <source>%n {name} counter(s)</source>
        <translation>
            <numerusform>%n contador {name}</numerusform>
            <numerusform>%n contadores {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>ward {2}</source>
        <translation>custodia {2}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>Nota: {text}</translation>
    </message>
    <message>
        <source>Face down: no name, no mana cost, no text</source>
        <translation>Boca abajo: sin nombre, sin coste de maná, sin texto</translation>
    </message>
    <message>
        <source>{printed} (now {now})</source>
        <translation>{printed} (ahora {now})</translation>
    </message>
    <message>
        <source>{kw} {cost}</source>
        <translation>{kw} {cost}</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>vale</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>espera</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>tu turno</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat ({n} new)</source>
        <translation>Chat (nuevos: {n})</translation>
    </message>
    <message>
        <source>Say something (Enter sends)</source>
        <translation>Di algo (Intro envía)</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Mensaje de chat</translation>
    </message>
    <message>
        <source>Say: {text}</source>
        <translation>Decir: {text}</translation>
    </message>
    <message>
        <source>A chat line has at most {n} characters.</source>
        <translation>Una línea de chat tiene como máximo {n} caracteres.</translation>
    </message>
    <message>
        <source>Slow down: at most {n} lines in {s:g} seconds. Try again in {w:.0f} s.</source>
        <translation>Más despacio: como máximo {n} líneas en {s:g} segundos. Vuelve a intentarlo en {w:.0f} s.</translation>
    </message>
    <message>
        <source>Not sent: {why}</source>
        <translation>No enviado: {why}</translation>
    </message>
    <message>
        <source>A shared board is read-only: there is no one to chat with.</source>
        <translation>Un tablero compartido es de solo lectura: no hay nadie con quien chatear.</translation>
    </message>
    <message>
        <source>Open a game or start a new one to chat.</source>
        <translation>Abre una partida o empieza una nueva para chatear.</translation>
    </message>
    <message>
        <source>There is no chat during a lesson.</source>
        <translation>No hay chat durante una lección.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Espectador</translation>
    </message>
    <message>
        <source>Not said.</source>
        <translation>No dicho.</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Un espectador</translation>
    </message>
    <message>
        <source>{who} undid: {what}</source>
        <translation>{who} deshizo: {what}</translation>
    </message>
    <message>
        <source>{who} undid an action.</source>
        <translation>{who} deshizo una acción.</translation>
    </message>
    <message>
        <source>{who} redid: {what}</source>
        <translation>{who} rehízo: {what}</translation>
    </message>
    <message>
        <source>{who} redid an action.</source>
        <translation>{who} rehízo una acción.</translation>
    </message>
    <message>
        <source>the spectators</source>
        <translation>los espectadores</translation>
    </message>
    <message>
        <source>Privacy curtain

Pass the device to {who}.
The table stays hidden until {who} is ready.</source>
        <translation>Cortina de privacidad

Pasa el dispositivo a {who}.
La mesa permanece oculta hasta que {who} esté listo.</translation>
    </message>
    <message>
        <source>I am {who}: show my table</source>
        <translation>Soy {who}: mostrar mi mesa</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; details saved to {f}</source>
        <translation>tabletop encontró un error interno al {doing} ({what}). Es un fallo de tabletop, no un problema de tu archivo; detalles guardados en {f}</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; the details are below (they could not be saved to a file).</source>
        <translation>tabletop encontró un error interno al {doing} ({what}). Es un fallo de tabletop, no un problema de tu archivo; los detalles están abajo (no se pudieron guardar en un archivo).</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>{p} is a file where a folder should be</source>
        <translation>{p} es un archivo donde debería haber una carpeta</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>no hay permiso para escribir ahí</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>Saving and opening games needs the storage package, which this installation does not have yet.</source>
        <translation>Guardar y abrir partidas necesita el paquete storage, que esta instalación aún no tiene.</translation>
    </message>
    <message>
        <source>{p} is in the autosave folder, which keeps only the newest autosaves and deletes the others. Save the game somewhere else.</source>
        <translation>{p} está en la carpeta de guardados automáticos, que solo conserva los más recientes y borra los demás. Guarda la partida en otro lugar.</translation>
    </message>
    <message>
        <source>This game can&apos;t be saved: its file would break the save format&apos;s limits and could never be opened again. Nothing was written; the game is still here.</source>
        <translation>Esta partida no se puede guardar: su archivo superaría los límites del formato y nunca podría volver a abrirse. No se escribió nada; la partida sigue aquí.</translation>
    </message>
    <message>
        <source>Could not save to {p}: {e}</source>
        <translation>No se pudo guardar en {p}: {e}</translation>
    </message>
    <message>
        <source>Could not save to {p}.</source>
        <translation>No se pudo guardar en {p}.</translation>
    </message>
    <message>
        <source>saving to {p}</source>
        <translation>guardar en {p}</translation>
    </message>
    <message>
        <source>{p} is a shared board (one seat&apos;s view, read-only), not a game to play.</source>
        <translation>{p} es un tablero compartido (la vista de un asiento, de solo lectura), no una partida para jugar.</translation>
    </message>
    <message>
        <source>{p} is a folder, not a game.</source>
        <translation>{p} es una carpeta, no una partida.</translation>
    </message>
    <message>
        <source>There is no file {p}.</source>
        <translation>No existe el archivo {p}.</translation>
    </message>
    <message>
        <source>Could not read {p}: {e}</source>
        <translation>No se pudo leer {p}: {e}</translation>
    </message>
    <message>
        <source>{p} is not a tabletop game or shared board this version can open.</source>
        <translation>{p} no es una partida de tabletop ni un tablero compartido que esta versión pueda abrir.</translation>
    </message>
    <message>
        <source>{p} is too big to open with the memory there is.</source>
        <translation>{p} es demasiado grande para abrirlo con la memoria disponible.</translation>
    </message>
    <message>
        <source>opening {p}</source>
        <translation>abrir {p}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be played: its log does not lead to the board saved with it, or can&apos;t be read. The board is shown read-only as it was saved; the file is left as it is.</source>
        <translation>No se puede jugar {p}: su registro no lleva al tablero guardado con él o no se puede leer. El tablero se muestra en solo lectura tal como se guardó; el archivo se deja tal cual.</translation>
    </message>
    <message>
        <source>Could not write {p}: {e}</source>
        <translation>No se pudo escribir {p}: {e}</translation>
    </message>
    <message>
        <source>Could not write {p}.</source>
        <translation>No se pudo escribir {p}.</translation>
    </message>
    <message>
        <source>exporting to {p}</source>
        <translation>exportar a {p}</translation>
    </message>
    <message>
        <source>Autosave failed: {e}.</source>
        <translation>Falló el guardado automático: {e}.</translation>
    </message>
    <message>
        <source>Autosave failed: the game can&apos;t be saved.</source>
        <translation>Falló el guardado automático: la partida no se puede guardar.</translation>
    </message>
    <message>
        <source>autosaving</source>
        <translation>guardar automáticamente</translation>
    </message>
    <message>
        <source>Card images</source>
        <translation>Imágenes de cartas</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s pics folder, or SET/NAME.jpg files</source>
        <translation>La carpeta pics de Cockatrice, o archivos SET/NAME.jpg</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Your pictures folder</source>
        <translation>Tu carpeta de imágenes</translation>
    </message>
    <message>
        <source>Download images of cards shown face up</source>
        <translation>Descargar imágenes de las cartas mostradas boca arriba</translation>
    </message>
    <message>
        <source>One URL template a line; fields: {fields}. The first, {uri}, is the card data&apos;s own image (Scryfall).</source>
        <translation>Una plantilla de URL por línea; campos: {fields}. La primera, {uri}, es la imagen de los datos de la carta (Scryfall).</translation>
    </message>
    <message>
        <source>Image sources</source>
        <translation>Fuentes de imágenes</translation>
    </message>
    <message>
        <source>Clear image cache</source>
        <translation>Vaciar la caché de imágenes</translation>
    </message>
    <message numerus="yes">
        <source>%n cached image(s) removed</source>
        <translation>
            <numerusform>%n imagen en caché eliminada</numerusform>
            <numerusform>%n imágenes en caché eliminadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}&apos;s {zone}, %n card(s)</source>
        <translation>
            <numerusform>{zone} de {seat}, %n carta</numerusform>
            <numerusform>{zone} de {seat}, %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>, top card: {name}</source>
        <translation>, carta superior: {name}</translation>
    </message>
    <message>
        <source>Lesson instruction</source>
        <translation>Instrucción de la lección</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Retry this step</source>
        <translation>Repetir este paso</translation>
    </message>
    <message>
        <source>Back a step</source>
        <translation>Un paso atrás</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Undo your last action ({key}); if a card was seen, the table logs a take-back</source>
        <translation>Deshace tu última acción ({key}); si se vio una carta, la mesa registra una retractación</translation>
    </message>
    <message>
        <source>Lesson feedback</source>
        <translation>Respuesta de la lección</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Salir de la lección</translation>
    </message>
    <message>
        <source>What the table says:</source>
        <translation>Lo que dice la mesa:</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>Pick a lesson. You play it on the real table; the panel on the right explains every step.</source>
        <translation>Elige una lección. La juegas en la mesa real; el panel de la derecha explica cada paso.</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Empezar la lección</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solución</translation>
    </message>
    <message>
        <source>A known mistake</source>
        <translation>Un error conocido</translation>
    </message>
    <message>
        <source>In this lesson you play as {seat}.</source>
        <translation>En esta lección juegas como {seat}.</translation>
    </message>
    <message>
        <source>This lesson can&apos;t go on: {e}</source>
        <translation>Esta lección no puede continuar: {e}</translation>
    </message>
    <message>
        <source>The table is back as it was when this step began.</source>
        <translation>La mesa vuelve a estar como al empezar este paso.</translation>
    </message>
    <message>
        <source>Back to the previous step.</source>
        <translation>De vuelta al paso anterior.</translation>
    </message>
    <message>
        <source>This is the first step; it starts again.</source>
        <translation>Este es el primer paso; empieza de nuevo.</translation>
    </message>
    <message>
        <source>The lesson starts again.</source>
        <translation>La lección empieza de nuevo.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Rules assist</source>
        <translation>Asistente de reglas</translation>
    </message>
    <message>
        <source>Rules mode</source>
        <translation>Modo de reglas</translation>
    </message>
    <message>
        <source>View as</source>
        <translation>Ver como</translation>
    </message>
    <message>
        <source>Leave the lesson first: a lesson is recorded from a game.</source>
        <translation>Sal primero de la lección: una lección se graba a partir de una partida.</translation>
    </message>
    <message>
        <source>A lesson is being recorded already.</source>
        <translation>Ya se está grabando una lección.</translation>
    </message>
    <message>
        <source>Open a game or a position first: the lesson starts from it.</source>
        <translation>Abre primero una partida o una posición: la lección empieza desde ahí.</translation>
    </message>
    <message>
        <source>You record as {seat}. Play this step&apos;s action on the table: it becomes the step&apos;s solution. For a known mistake, press &quot;Record a mistake&quot;, then do it: it is judged, not carried out. The lesson file holds the whole position, face-down cards and libraries included.</source>
        <translation>Grabas como {seat}. Juega la acción de este paso en la mesa: será la solución del paso. Para un error conocido, pulsa «Grabar un error» y luego hazlo: se juzga, no se ejecuta. El archivo de la lección guarda toda la posición, cartas boca abajo y bibliotecas incluidas.</translation>
    </message>
    <message>
        <source>Not carried into the lesson: {what}.</source>
        <translation>No se lleva a la lección: {what}.</translation>
    </message>
    <message>
        <source>You record as {seat}.</source>
        <translation>Grabas como {seat}.</translation>
    </message>
    <message>
        <source>Known mistake recorded, not carried out. The table says: {s} Say why it is wrong below.</source>
        <translation>Error conocido grabado, no ejecutado. La mesa dice: {s} Explica abajo por qué está mal.</translation>
    </message>
    <message>
        <source>Recorded as this step&apos;s action: {what}. The table says: {s} Rules: {rules}.</source>
        <translation>Grabado como la acción de este paso: {what}. La mesa dice: {s} Reglas: {rules}.</translation>
    </message>
    <message>
        <source>none yet (a step needs one: record a mistake the rules refuse)</source>
        <translation>ninguno aún (un paso necesita uno: graba un error que las reglas rechacen)</translation>
    </message>
    <message>
        <source>The action is taken back: play the step&apos;s action again.</source>
        <translation>La acción se ha retirado: juega de nuevo la acción del paso.</translation>
    </message>
    <message>
        <source>Step {n} is recorded. Play the next step&apos;s action, or save the lesson.</source>
        <translation>El paso {n} está grabado. Juega la acción del siguiente paso o guarda la lección.</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>Guardar la lección</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>Lecciones (*.json)</translation>
    </message>
    <message>
        <source>A recorded lesson</source>
        <translation>Una lección grabada</translation>
    </message>
    <message>
        <source>The lesson can&apos;t be saved yet.</source>
        <translation>La lección aún no se puede guardar.</translation>
    </message>
    <message>
        <source>The lesson is too big to save: {n} bytes, at most {m}.</source>
        <translation>La lección es demasiado grande para guardarla: {n} bytes, como máximo {m}.</translation>
    </message>
    <message>
        <source>The lesson could not be written.</source>
        <translation>No se pudo escribir la lección.</translation>
    </message>
    <message>
        <source>Saved to {path}: {check}, {steps} and {mistakes}.</source>
        <translation>Guardada en {path}: {check}, {steps} y {mistakes}.</translation>
    </message>
    <message numerus="yes">
        <source>%n known mistake(s)</source>
        <translation>
            <numerusform>%n error conocido</numerusform>
            <numerusform>%n errores conocidos</numerusform>
        </translation>
    </message>
    <message>
        <source>Record a lesson</source>
        <translation>Grabar una lección</translation>
    </message>
    <message>
        <source>Now do the mistake on the table: it is judged, not carried out.</source>
        <translation>Ahora haz el error en la mesa: se juzga, no se ejecuta.</translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation>Abrir un archivo de lección</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Lecciones (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>This lesson file can&apos;t be read:</source>
        <translation>Este archivo de lección no se puede leer:</translation>
    </message>
    <message>
        <source>This lesson does not pass the check, so it is not played:</source>
        <translation>Esta lección no pasa la comprobación, así que no se juega:</translation>
    </message>
    <message>
        <source>The lesson&apos;s title</source>
        <translation>El título de la lección</translation>
    </message>
    <message>
        <source>What the lesson teaches, in a sentence</source>
        <translation>Lo que enseña la lección, en una frase</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Instruction: what the learner should do</source>
        <translation>Instrucción: lo que debe hacer el alumno</translation>
    </message>
    <message>
        <source>Hints, one a line</source>
        <translation>Pistas, una por línea</translation>
    </message>
    <message>
        <source>Said when the step is done (optional)</source>
        <translation>Dicho cuando el paso está hecho (opcional)</translation>
    </message>
    <message>
        <source>Known mistakes (the table&apos;s verdict; select one to say why):</source>
        <translation>Errores conocidos (el veredicto de la mesa; elige uno para explicar por qué):</translation>
    </message>
    <message>
        <source>Why it is wrong, in your words</source>
        <translation>Por qué está mal, en tus palabras</translation>
    </message>
    <message>
        <source>Forget this mistake</source>
        <translation>Olvidar este error</translation>
    </message>
    <message>
        <source>Record a mistake</source>
        <translation>Grabar un error</translation>
    </message>
    <message>
        <source>Take the action back</source>
        <translation>Retirar la acción</translation>
    </message>
    <message>
        <source>Finish this step</source>
        <translation>Terminar este paso</translation>
    </message>
    <message>
        <source>Steps recorded:</source>
        <translation>Pasos grabados:</translation>
    </message>
    <message>
        <source>Lesson file</source>
        <translation>Archivo de la lección</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Stop recording</source>
        <translation>Dejar de grabar</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Paso {n}</translation>
    </message>
    <message>
        <source>Lesson summary: {t}</source>
        <translation>Resumen de la lección: {t}</translation>
    </message>
    <message>
        <source>Lesson summary</source>
        <translation>Resumen de la lección</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation>¡Correcto!</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>No permitido</translation>
    </message>
    <message>
        <source>Not what this step asks (nothing changed)</source>
        <translation>No es lo que pide este paso (nada cambió)</translation>
    </message>
    <message>
        <source>Done; that doesn&apos;t finish this step</source>
        <translation>Hecho; eso no termina este paso</translation>
    </message>
    <message>
        <source>The table can&apos;t do that</source>
        <translation>La mesa no puede hacer eso</translation>
    </message>
    <message>
        <source>The lesson is finished</source>
        <translation>La lección ha terminado</translation>
    </message>
    <message>
        <source>rule {n}</source>
        <translation>regla {n}</translation>
    </message>
    <message>
        <source>rules {n}</source>
        <translation>reglas {n}</translation>
    </message>
    <message>
        <source>Rule {n}: {note}</source>
        <translation>Regla {n}: {note}</translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) done</source>
        <translation>
            <numerusform>%n paso hecho</numerusform>
            <numerusform>Los %n pasos hechos</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {i} of {n}</source>
        <translation>Paso {i} de {n}</translation>
    </message>
    <message>
        <source>Rules in this step: {r}</source>
        <translation>Reglas en este paso: {r}</translation>
    </message>
    <message>
        <source>You play as {seat}.</source>
        <translation>Juegas como {seat}.</translation>
    </message>
    <message>
        <source>Rules: {r}</source>
        <translation>Reglas: {r}</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>That library is empty.</source>
        <translation>Esa biblioteca está vacía.</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>¿Qué jugador?</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Robar cartas</translation>
    </message>
    <message>
        <source>Draw how many cards?</source>
        <translation>¿Cuántas cartas robar?</translation>
    </message>
    <message>
        <source>Mill cards</source>
        <translation>Moler cartas</translation>
    </message>
    <message>
        <source>Mill how many cards?</source>
        <translation>¿Cuántas cartas moler?</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>Robar %n carta</numerusform>
            <numerusform>Robar %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mill %n card(s)</source>
        <translation>
            <numerusform>Moler %n carta</numerusform>
            <numerusform>Moler %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the top cards</source>
        <translation>Mirar las primeras cartas</translation>
    </message>
    <message>
        <source>Look at how many cards of {who}&apos;s library?</source>
        <translation>¿Cuántas cartas de la biblioteca de {who} mirar?</translation>
    </message>
    <message>
        <source>Look at another library</source>
        <translation>Mirar otra biblioteca</translation>
    </message>
    <message>
        <source>Scry</source>
        <translation>Adivinar</translation>
    </message>
    <message>
        <source>Surveil</source>
        <translation>Vigilar</translation>
    </message>
    <message>
        <source>{what} how many?</source>
        <translation>{what}: ¿cuántas?</translation>
    </message>
    <message>
        <source>Look at the top {n} of {who}&apos;s library</source>
        <translation>Mirar las primeras {n} de la biblioteca de {who}</translation>
    </message>
    <message>
        <source>Scry {n}</source>
        <translation>Adivinar {n}</translation>
    </message>
    <message>
        <source>Surveil {n}</source>
        <translation>Vigilar {n}</translation>
    </message>
    <message>
        <source>The top {n} of {who}&apos;s library</source>
        <translation>Las primeras {n} de la biblioteca de {who}</translation>
    </message>
    <message numerus="yes">
        <source>Search {who}&apos;s library: %n card(s) to {to}</source>
        <translation>
            <numerusform>Buscar en la biblioteca de {who}: %n carta a {to}</numerusform>
            <numerusform>Buscar en la biblioteca de {who}: %n cartas a {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n card(s) on the bottom</source>
        <translation>
            <numerusform>{who}: %n carta al fondo</numerusform>
            <numerusform>{who}: %n cartas al fondo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, you took %n mulligan(s).</source>
        <translation>
            <numerusform>{who}, hiciste %n mulligan.</numerusform>
            <numerusform>{who}, hiciste %n mulligans.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) on the bottom of your library first.</source>
        <translation>
            <numerusform>Primero pon %n carta en el fondo de tu biblioteca.</numerusform>
            <numerusform>Primero pon %n cartas en el fondo de tu biblioteca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, your hand after %n mulligan(s) holds {cards}. Keep it, or take another mulligan?</source>
        <translation>
            <numerusform>{who}, tu mano tras %n mulligan tiene {cards}. ¿Te quedas con ella o haces otro mulligan?</numerusform>
            <numerusform>{who}, tu mano tras %n mulligans tiene {cards}. ¿Te quedas con ella o haces otro mulligan?</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}, your opening hand holds {cards}. Keep it, or take a mulligan?</source>
        <translation>{who}, tu mano inicial tiene {cards}. ¿Te quedas con ella o haces mulligan?</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>You look at these cards, top first; they stay where they are.</source>
        <translation>Miras estas cartas, la superior primero; se quedan donde están.</translation>
    </message>
    <message>
        <source>Put back the top cards: {t} on top, {b} on the bottom, {g} into the graveyard</source>
        <translation>Devolver las primeras cartas: {t} arriba, {b} al fondo, {g} al cementerio</translation>
    </message>
    <message>
        <source>Search another library</source>
        <translation>Buscar en otra biblioteca</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library</source>
        <translation>Buscar en la biblioteca de {who}</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library: found nothing</source>
        <translation>Buscar en la biblioteca de {who}: nada encontrado</translation>
    </message>
    <message>
        <source>Stop playing with the top card revealed</source>
        <translation>Dejar de jugar con la primera carta mostrada</translation>
    </message>
    <message>
        <source>Reveal your hand to</source>
        <translation>Mostrar tu mano a</translation>
    </message>
    <message>
        <source>Reveal your hand to {who}</source>
        <translation>Mostrar tu mano a {who}</translation>
    </message>
    <message>
        <source>Draw step: draw a card</source>
        <translation>Paso de robar: robar una carta</translation>
    </message>
    <message>
        <source>Begin the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>{who}: mulligan</source>
        <translation>{who}: mulligan</translation>
    </message>
    <message>
        <source>{who}: keep</source>
        <translation>{who}: quedarse</translation>
    </message>
    <message>
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <source>Keep this hand or take a mulligan.</source>
        <translation>Quédate con esta mano o haz un mulligan.</translation>
    </message>
    <message>
        <source>{who}: opening hand</source>
        <translation>{who}: mano inicial</translation>
    </message>
    <message>
        <source>Put {k} on the bottom…</source>
        <translation>Poner {k} en el fondo…</translation>
    </message>
    <message>
        <source>shuffles their library</source>
        <translation>baraja su biblioteca</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>roba</translation>
    </message>
    <message>
        <source>moves a card</source>
        <translation>mueve una carta</translation>
    </message>
    <message>
        <source>manifests</source>
        <translation>manifiesta</translation>
    </message>
    <message>
        <source>manifests dread</source>
        <translation>manifiesta miedo</translation>
    </message>
    <message>
        <source>cloaks</source>
        <translation>encubre</translation>
    </message>
    <message>
        <source>casts a spell</source>
        <translation>lanza un hechizo</translation>
    </message>
    <message>
        <source>resolves a spell</source>
        <translation>resuelve un hechizo</translation>
    </message>
    <message>
        <source>counters a spell</source>
        <translation>contrarresta un hechizo</translation>
    </message>
    <message>
        <source>turns a permanent face up</source>
        <translation>pone un permanente boca arriba</translation>
    </message>
    <message>
        <source>turns a permanent face down</source>
        <translation>pone un permanente boca abajo</translation>
    </message>
    <message>
        <source>puts a card onto the battlefield</source>
        <translation>pone una carta en el campo de batalla</translation>
    </message>
    <message>
        <source>peeks at a card</source>
        <translation>mira una carta</translation>
    </message>
    <message>
        <source>exiles a face-down permanent (Primordial Mist)</source>
        <translation>exilia un permanente boca abajo (Primordial Mist)</translation>
    </message>
    <message>
        <source>plays a card</source>
        <translation>juega una carta</translation>
    </message>
    <message>
        <source>transforms</source>
        <translation>transforma</translation>
    </message>
    <message>
        <source>copies a permanent</source>
        <translation>copia un permanente</translation>
    </message>
    <message>
        <source>makes a copy</source>
        <translation>hace una copia</translation>
    </message>
    <message>
        <source>applies an effect</source>
        <translation>aplica un efecto</translation>
    </message>
    <message>
        <source>gains control</source>
        <translation>gana el control</translation>
    </message>
    <message>
        <source>taps a permanent</source>
        <translation>gira un permanente</translation>
    </message>
    <message>
        <source>untaps a permanent</source>
        <translation>endereza un permanente</translation>
    </message>
    <message>
        <source>changes counters</source>
        <translation>cambia contadores</translation>
    </message>
    <message>
        <source>attaches</source>
        <translation>anexa</translation>
    </message>
    <message>
        <source>deals damage</source>
        <translation>hace daño</translation>
    </message>
    <message>
        <source>moves to the next step</source>
        <translation>pasa al siguiente paso</translation>
    </message>
    <message>
        <source>rearranges face-down cards</source>
        <translation>reordena cartas boca abajo</translation>
    </message>
    <message>
        <source>leaves the game</source>
        <translation>deja la partida</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>termina la partida</translation>
    </message>
    <message>
        <source>moves a permanent</source>
        <translation>mueve un permanente</translation>
    </message>
    <message>
        <source>reveals</source>
        <translation>muestra</translation>
    </message>
    <message>
        <source>answers a request</source>
        <translation>responde a una solicitud</translation>
    </message>
    <message>
        <source>withdraws a request</source>
        <translation>retira una solicitud</translation>
    </message>
    <message>
        <source>changes table trust</source>
        <translation>cambia la confianza de mesa</translation>
    </message>
    <message>
        <source>does something else</source>
        <translation>hace otra cosa</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La mesa</translation>
    </message>
    <message>
        <source> (rules assist overridden)</source>
        <translation> (asistente de reglas anulado)</translation>
    </message>
    <message>
        <source> (asked, waiting for an answer)</source>
        <translation> (solicitado, esperando respuesta)</translation>
    </message>
    <message>
        <source>revealed{tag}: {name}</source>
        <translation>mostrada{tag}: {name}</translation>
    </message>
    <message>
        <source>turned face up: {name}</source>
        <translation>puesta boca arriba: {name}</translation>
    </message>
    <message>
        <source>played {name}</source>
        <translation>jugó {name}</translation>
    </message>
    <message>
        <source>{step}, turn {t}, {p}</source>
        <translation>{step}, turno {t}, {p}</translation>
    </message>
    <message>
        <source>{name} triggers</source>
        <translation>{name} se dispara</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>Show in the preview</source>
        <translation>Mostrar en la vista previa</translation>
    </message>
    <message>
        <source>The table changed while the menu was open: open it again.</source>
        <translation>La mesa cambió mientras el menú estaba abierto: ábrelo de nuevo.</translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation>Poner boca arriba</translation>
    </message>
    <message>
        <source>Asking the host how it may turn face up…</source>
        <translation>Preguntando al anfitrión cómo puede ponerse boca arriba…</translation>
    </message>
    <message>
        <source>Only its controller may turn it face up</source>
        <translation>Solo su controlador puede ponerlo boca arriba</translation>
    </message>
    <message>
        <source>{what}: {cost}</source>
        <translation>{what}: {cost}</translation>
    </message>
    <message>
        <source>Exile to play ({source})</source>
        <translation>Exiliar para jugar ({source})</translation>
    </message>
    <message>
        <source>{what} — not allowed: {why}</source>
        <translation>{what} — no permitido: {why}</translation>
    </message>
    <message>
        <source>Activate: {ability}</source>
        <translation>Activar: {ability}</translation>
    </message>
    <message>
        <source>By an effect (no cost)</source>
        <translation>Por un efecto (sin coste)</translation>
    </message>
    <message>
        <source>Turn {what} face up {how}</source>
        <translation>Poner {what} boca arriba {how}</translation>
    </message>
    <message>
        <source>Turn {what} face up</source>
        <translation>Poner {what} boca arriba</translation>
    </message>
    <message>
        <source>Cast face down</source>
        <translation>Lanzar boca abajo</translation>
    </message>
    <message>
        <source>Cast face down ({m})</source>
        <translation>Lanzar boca abajo ({m})</translation>
    </message>
    <message>
        <source>Cast a card face down ({m})</source>
        <translation>Lanzar una carta boca abajo ({m})</translation>
    </message>
    <message>
        <source>{card} can&apos;t be cast face down: it has no morph, megamorph or disguise.</source>
        <translation>{card} no puede lanzarse boca abajo: no tiene metamorfosis, megametamorfosis ni disfraz.</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Método:</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n mode(s) of {card}.</source>
        <translation>
            <numerusform>Elige %n modo de {card}.</numerusform>
            <numerusform>Elige %n modos de {card}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose from {least} to {most} of the modes of {card}.</source>
        <translation>Elige de {least} a {most} de los modos de {card}.</translation>
    </message>
    <message>
        <source>Resolve {card}</source>
        <translation>Resolver {card}</translation>
    </message>
    <message>
        <source>How long:</source>
        <translation>Duración:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>{name} (#{n})</source>
        <translation>{name} (#{n})</translation>
    </message>
    <message>
        <source>face-down #{n}</source>
        <translation>boca abajo #{n}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>una carta boca abajo</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>alguien</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} no longer plays with the top card of their library revealed{by}.</source>
        <translation>{who} ya no juega con la primera carta de su biblioteca mostrada{by}.</translation>
    </message>
    <message>
        <source>: {card} is on top</source>
        <translation>: {card} está arriba</translation>
    </message>
    <message>
        <source>{who} plays with the top card of their library revealed{by}{top}.</source>
        <translation>{who} juega con la primera carta de su biblioteca mostrada{by}{top}.</translation>
    </message>
    <message>
        <source>Note on {card}: “{text}”.</source>
        <translation>Nota sobre {card}: «{text}».</translation>
    </message>
    <message>
        <source>The note on {card} was taken off.</source>
        <translation>Se quitó la nota de {card}.</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dados</translation>
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
        <translation>de otra forma</translation>
    </message>
    <message>
        <source>, chosen: {modes}</source>
        <translation>, elegido: {modes}</translation>
    </message>
    <message>
        <source>, a token copy of {card}</source>
        <translation>, una ficha copia de {card}</translation>
    </message>
    <message>
        <source> (paid)</source>
        <translation> (pagado)</translation>
    </message>
    <message>
        <source> to {who}</source>
        <translation> a {who}</translation>
    </message>
    <message>
        <source> face down</source>
        <translation> boca abajo</translation>
    </message>
    <message>
        <source>An ability</source>
        <translation>Una habilidad</translation>
    </message>
    <message>
        <source>a card it names has left</source>
        <translation>una carta que nombra ya no está</translation>
    </message>
    <message>
        <source>a player left the game</source>
        <translation>un jugador dejó la partida</translation>
    </message>
    <message>
        <source>Table trust is on ({who}): players act on each other&apos;s things without asking.</source>
        <translation>La confianza de mesa está activada ({who}): los jugadores actúan sobre las cosas de los demás sin preguntar.</translation>
    </message>
    <message>
        <source>Table trust is on: players act on each other&apos;s things without asking.</source>
        <translation>La confianza de mesa está activada: los jugadores actúan sobre las cosas de los demás sin preguntar.</translation>
    </message>
    <message>
        <source>Table trust is off ({who}): acting on another&apos;s things asks them.</source>
        <translation>La confianza de mesa está desactivada ({who}): actuar sobre las cosas de otro se lo pregunta.</translation>
    </message>
    <message>
        <source>Table trust is off: acting on another&apos;s things asks them.</source>
        <translation>La confianza de mesa está desactivada: actuar sobre las cosas de otro se lo pregunta.</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>aceptó</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>rechazó</translation>
    </message>
    <message>
        <source>it no longer applies</source>
        <translation>ya no procede</translation>
    </message>
    <message>
        <source>Something else happened on the table.</source>
        <translation>Ocurrió otra cosa en la mesa.</translation>
    </message>
    <message>
        <source>Look at the top cards (effect)…</source>
        <translation>Mirar las primeras cartas (efecto)…</translation>
    </message>
    <message>
        <source>Search this library (effect)…</source>
        <translation>Buscar en esta biblioteca (efecto)…</translation>
    </message>
    <message>
        <source>Manifest dread</source>
        <translation>Manifestar miedo</translation>
    </message>
    <message>
        <source>Manifest one; the other goes to your graveyard.</source>
        <translation>Manifiesta una; la otra va a tu cementerio.</translation>
    </message>
    <message>
        <source>(unattach)</source>
        <translation>(desanexar)</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Anexar</translation>
    </message>
    <message>
        <source>Attach to:</source>
        <translation>Anexar a:</translation>
    </message>
    <message>
        <source>Apply an effect</source>
        <translation>Aplicar un efecto</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>Efecto:</translation>
    </message>
    <message>
        <source>manifested</source>
        <translation>manifestado</translation>
    </message>
    <message>
        <source>manifested (dread)</source>
        <translation>manifestado (miedo)</translation>
    </message>
    <message>
        <source>cloaked</source>
        <translation>encubierto</translation>
    </message>
    <message>
        <source>morph</source>
        <translation>metamorfosis</translation>
    </message>
    <message>
        <source>megamorph</source>
        <translation>megametamorfosis</translation>
    </message>
    <message>
        <source>disguised</source>
        <translation>disfrazado</translation>
    </message>
    <message>
        <source>by an effect</source>
        <translation>por un efecto</translation>
    </message>
    <message>
        <source>Untap</source>
        <translation>Enderezar</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Mantenimiento</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>First main</source>
        <translation>Primera fase principal</translation>
    </message>
    <message>
        <source>Beginning of combat</source>
        <translation>Inicio del combate</translation>
    </message>
    <message>
        <source>Declare attackers</source>
        <translation>Declarar atacantes</translation>
    </message>
    <message>
        <source>Declare blockers</source>
        <translation>Declarar bloqueadoras</translation>
    </message>
    <message>
        <source>Combat damage</source>
        <translation>Daño de combate</translation>
    </message>
    <message>
        <source>End of combat</source>
        <translation>Final del combate</translation>
    </message>
    <message>
        <source>Second main</source>
        <translation>Segunda fase principal</translation>
    </message>
    <message>
        <source>End step</source>
        <translation>Paso final</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Limpieza</translation>
    </message>
    <message>
        <source>library</source>
        <translation>biblioteca</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <source>battlefield</source>
        <translation>campo de batalla</translation>
    </message>
    <message>
        <source>graveyard</source>
        <translation>cementerio</translation>
    </message>
    <message>
        <source>exile</source>
        <translation>exilio</translation>
    </message>
    <message>
        <source>command zone</source>
        <translation>zona de mando</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>pila</translation>
    </message>
    <message>
        <source>outside of the game</source>
        <translation>fuera de la partida</translation>
    </message>
    <message>
        <source>for its mana cost</source>
        <translation>por su coste de maná</translation>
    </message>
    <message>
        <source>for its morph cost</source>
        <translation>por su coste de metamorfosis</translation>
    </message>
    <message>
        <source>for its megamorph cost</source>
        <translation>por su coste de megametamorfosis</translation>
    </message>
    <message>
        <source>for its disguise cost</source>
        <translation>por su coste de disfraz</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>estricto</translation>
    </message>
    <message>
        <source>assist</source>
        <translation>asistido</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>a spell was cast</source>
        <translation>se lanzó un hechizo</translation>
    </message>
    <message>
        <source>it entered the battlefield</source>
        <translation>entró al campo de batalla</translation>
    </message>
    <message>
        <source>it was turned face up</source>
        <translation>se puso boca arriba</translation>
    </message>
    <message>
        <source>dread was manifested</source>
        <translation>se manifestó miedo</translation>
    </message>
    <message>
        <source>a creature died</source>
        <translation>una criatura murió</translation>
    </message>
    <message>
        <source>a step began</source>
        <translation>comenzó un paso</translation>
    </message>
    <message>
        <source>a spell targeted it</source>
        <translation>un hechizo lo hizo objetivo</translation>
    </message>
    <message>
        <source>until end of turn</source>
        <translation>hasta el final del turno</translation>
    </message>
    <message>
        <source>until the end of their next turn</source>
        <translation>hasta el final de su próximo turno</translation>
    </message>
    <message>
        <source>with no end</source>
        <translation>sin final</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>cara</translation>
    </message>
    <message>
        <source>tails</source>
        <translation>cruz</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>robar cartas</translation>
    </message>
    <message>
        <source>mill cards</source>
        <translation>moler cartas</translation>
    </message>
    <message>
        <source>look at the top of a library</source>
        <translation>mirar la parte superior de una biblioteca</translation>
    </message>
    <message>
        <source>arrange the top of a library</source>
        <translation>ordenar la parte superior de una biblioteca</translation>
    </message>
    <message>
        <source>search a library</source>
        <translation>buscar en una biblioteca</translation>
    </message>
    <message>
        <source>shuffle a library</source>
        <translation>barajar una biblioteca</translation>
    </message>
    <message>
        <source>move a card</source>
        <translation>mover una carta</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>manifestar</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>manifestar miedo</translation>
    </message>
    <message>
        <source>cloak</source>
        <translation>encubrir</translation>
    </message>
    <message>
        <source>cast a spell</source>
        <translation>lanzar un hechizo</translation>
    </message>
    <message>
        <source>resolve a spell</source>
        <translation>resolver un hechizo</translation>
    </message>
    <message>
        <source>counter a spell</source>
        <translation>contrarrestar un hechizo</translation>
    </message>
    <message>
        <source>turn a permanent face up</source>
        <translation>poner boca arriba un permanente</translation>
    </message>
    <message>
        <source>turn a permanent face down</source>
        <translation>poner boca abajo un permanente</translation>
    </message>
    <message>
        <source>put a card onto the battlefield</source>
        <translation>poner una carta en el campo de batalla</translation>
    </message>
    <message>
        <source>look at a face-down card</source>
        <translation>mirar una carta boca abajo</translation>
    </message>
    <message>
        <source>exile a face-down permanent to play it</source>
        <translation>exiliar un permanente boca abajo para jugarlo</translation>
    </message>
    <message>
        <source>transform a permanent</source>
        <translation>transformar un permanente</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>jugar una carta</translation>
    </message>
    <message>
        <source>create a token copy</source>
        <translation>crear una ficha copia</translation>
    </message>
    <message>
        <source>make a copy</source>
        <translation>hacer una copia</translation>
    </message>
    <message>
        <source>apply an effect</source>
        <translation>aplicar un efecto</translation>
    </message>
    <message>
        <source>gain control</source>
        <translation>ganar el control</translation>
    </message>
    <message>
        <source>tap a permanent</source>
        <translation>girar un permanente</translation>
    </message>
    <message>
        <source>untap a permanent</source>
        <translation>enderezar un permanente</translation>
    </message>
    <message>
        <source>attach a permanent</source>
        <translation>anexar un permanente</translation>
    </message>
    <message>
        <source>change counters</source>
        <translation>cambiar contadores</translation>
    </message>
    <message>
        <source>deal damage</source>
        <translation>hacer daño</translation>
    </message>
    <message>
        <source>go to the next step</source>
        <translation>pasar al siguiente paso</translation>
    </message>
    <message>
        <source>rearrange face-down cards</source>
        <translation>reordenar cartas boca abajo</translation>
    </message>
    <message>
        <source>leave the game</source>
        <translation>abandonar la partida</translation>
    </message>
    <message>
        <source>end the game</source>
        <translation>terminar la partida</translation>
    </message>
    <message>
        <source>move a permanent on the table</source>
        <translation>mover un permanente en la mesa</translation>
    </message>
    <message>
        <source>reveal cards</source>
        <translation>mostrar cartas</translation>
    </message>
    <message>
        <source>take a mulligan</source>
        <translation>hacer mulligan</translation>
    </message>
    <message>
        <source>put cards on the bottom of a library</source>
        <translation>poner cartas en el fondo de una biblioteca</translation>
    </message>
    <message>
        <source>keep a hand</source>
        <translation>quedarse con una mano</translation>
    </message>
    <message>
        <source>change a life total</source>
        <translation>cambiar un total de vidas</translation>
    </message>
    <message>
        <source>change a player&apos;s counters</source>
        <translation>cambiar los contadores de un jugador</translation>
    </message>
    <message>
        <source>create a token</source>
        <translation>crear una ficha</translation>
    </message>
    <message>
        <source>roll dice</source>
        <translation>tirar dados</translation>
    </message>
    <message>
        <source>flip a coin</source>
        <translation>lanzar una moneda</translation>
    </message>
    <message>
        <source>write a note</source>
        <translation>escribir una nota</translation>
    </message>
    <message>
        <source>draw an arrow</source>
        <translation>dibujar una flecha</translation>
    </message>
    <message>
        <source>clear the arrows</source>
        <translation>quitar las flechas</translation>
    </message>
    <message>
        <source>untap all permanents</source>
        <translation>enderezar todos los permanentes</translation>
    </message>
    <message>
        <source>play with the top card revealed</source>
        <translation>jugar con la primera carta mostrada</translation>
    </message>
    <message>
        <source>chat</source>
        <translation>chatear</translation>
    </message>
    <message>
        <source>answer a request</source>
        <translation>responder a una petición</translation>
    </message>
    <message>
        <source>withdraw a request</source>
        <translation>retirar una petición</translation>
    </message>
    <message>
        <source>change table trust</source>
        <translation>cambiar la confianza de la mesa</translation>
    </message>
    <message>
        <source>change the rules mode</source>
        <translation>cambiar el modo de reglas</translation>
    </message>
    <message>
        <source>take back</source>
        <translation>retirar</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>un suceso</translation>
    </message>
    <message>
        <source>for a while</source>
        <translation>por un tiempo</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>una acción</translation>
    </message>
    <message>
        <source>another mode</source>
        <translation>otro modo</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Permitido</translation>
    </message>
    <message>
        <source>Allowed (cost)</source>
        <translation>Permitido (coste)</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Rechazado</translation>
    </message>
    <message>
        <source>Revealed instead</source>
        <translation>Mostrado en su lugar</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Put {what} onto the battlefield</source>
        <translation>Poner {what} en el campo de batalla</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s hand</source>
        <translation>Poner {what} en la mano de su propietario</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s graveyard</source>
        <translation>Poner {what} en el cementerio de su propietario</translation>
    </message>
    <message>
        <source>Exile {what}</source>
        <translation>Exiliar {what}</translation>
    </message>
    <message>
        <source>Put {what} on top of its owner&apos;s library</source>
        <translation>Poner {what} en la parte superior de la biblioteca de su propietario</translation>
    </message>
    <message>
        <source>Put {what} into the command zone</source>
        <translation>Poner {what} en la zona de mando</translation>
    </message>
    <message>
        <source>Put {what} onto the stack</source>
        <translation>Poner {what} en la pila</translation>
    </message>
    <message>
        <source>Move {what} to another zone</source>
        <translation>Mover {what} a otra zona</translation>
    </message>
    <message>
        <source>another step</source>
        <translation>otro paso</translation>
    </message>
    <message>
        <source>another zone</source>
        <translation>otra zona</translation>
    </message>
    <message>
        <source>priority: {p}</source>
        <translation>prioridad: {p}</translation>
    </message>
    <message>
        <source>a spell is resolving: nobody has priority</source>
        <translation>un hechizo se está resolviendo: nadie tiene prioridad</translation>
    </message>
    <message>
        <source>nobody has priority</source>
        <translation>nadie tiene prioridad</translation>
    </message>
    <message>
        <source>disguise</source>
        <translation>disfraz</translation>
    </message>
    <message>
        <source>mana cost</source>
        <translation>coste de maná</translation>
    </message>
    <message>
        <source>an effect ({source})</source>
        <translation>un efecto ({source})</translation>
    </message>
    <message>
        <source>face-down #{n}, {method}</source>
        <translation>boca abajo #{n}, {method}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>token</source>
        <translation>ficha</translation>
    </message>
    <message>
        <source>in {zone}</source>
        <translation>en {zone}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>girado</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n} de daño</translation>
    </message>
    <message>
        <source>attached</source>
        <translation>anexado</translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation>nota: {text}</translation>
    </message>
    <message>
        <source>Entry #{n}, method: {m}</source>
        <translation>Entrada #{n}, método: {m}</translation>
    </message>
    <message>
        <source>{p} may play it ({s})</source>
        <translation>{p} puede jugarla ({s})</translation>
    </message>
    <message>
        <source>This invite can&apos;t be used: {why}</source>
        <translation>Esta invitación no se puede usar: {why}</translation>
    </message>
    <message>
        <source>The host speaks another version of the protocol: {why}</source>
        <translation>El anfitrión habla otra versión del protocolo: {why}</translation>
    </message>
    <message>
        <source>Can&apos;t join the table: {why}</source>
        <translation>No se puede unir a la mesa: {why}</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Unirse a una partida en red</translation>
    </message>
    <message>
        <source>Open the invite file the host sent you, or paste its text here.</source>
        <translation>Abre el archivo de invitación que te envió el anfitrión o pega aquí su texto.</translation>
    </message>
    <message>
        <source>Open an invite file…</source>
        <translation>Abrir un archivo de invitación…</translation>
    </message>
    <message>
        <source>Invite text</source>
        <translation>Texto de la invitación</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Open an invite</source>
        <translation>Abrir una invitación</translation>
    </message>
    <message>
        <source>Invites (*.invite);;All files (*)</source>
        <translation>Invitaciones (*.invite);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>open an invite file or paste its text first</source>
        <translation>abre primero un archivo de invitación o pega su texto</translation>
    </message>
    <message>
        <source>the pasted invite</source>
        <translation>la invitación pegada</translation>
    </message>
    <message>
        <source>Connecting to {url} as {who}…</source>
        <translation>Conectando a {url} como {who}…</translation>
    </message>
    <message>
        <source>host</source>
        <translation>anfitrión</translation>
    </message>
    <message>
        <source>Spectator {n}</source>
        <translation>Espectador {n}</translation>
    </message>
    <message>
        <source>Hosting {game} at {url}</source>
        <translation>Alojando {game} en {url}</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Alojar una partida en red</translation>
    </message>
    <message>
        <source>Invite the seats others will play; you play the others at this table. An invite file is written for each seat and spectator: send each player theirs (it holds their password).</source>
        <translation>Invita a los asientos que jugarán otros; tú juegas los demás en esta mesa. Se escribe un archivo de invitación para cada asiento y espectador: envía a cada jugador el suyo (contiene su contraseña).</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Invitar</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>Espectadores</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>Los espectadores pueden chatear</translation>
    </message>
    <message>
        <source>HOST:PORT to listen on; port 0 picks a free one. 0.0.0.0 listens on every address.</source>
        <translation>HOST:PUERTO donde escuchar; el puerto 0 elige uno libre. 0.0.0.0 escucha en todas las direcciones.</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>Escuchar en</translation>
    </message>
    <message>
        <source>(optional) HOST:PORT the others connect to</source>
        <translation>(opcional) HOST:PUERTO al que se conectan los demás</translation>
    </message>
    <message>
        <source>Address in invites</source>
        <translation>Dirección en las invitaciones</translation>
    </message>
    <message>
        <source>TLS (a self-signed certificate the invites pin)</source>
        <translation>TLS (un certificado autofirmado que fijan las invitaciones)</translation>
    </message>
    <message>
        <source>Invites folder</source>
        <translation>Carpeta de invitaciones</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Alojar</translation>
    </message>
    <message>
        <source>Invite at least one seat or spectator.</source>
        <translation>Invita al menos a un asiento o espectador.</translation>
    </message>
    <message>
        <source>Listen on: {why}</source>
        <translation>Escuchar en: {why}</translation>
    </message>
    <message>
        <source>Address in invites: {why}</source>
        <translation>Dirección en las invitaciones: {why}</translation>
    </message>
    <message>
        <source>Choose the folder the invites are written to.</source>
        <translation>Elige la carpeta donde se escriben las invitaciones.</translation>
    </message>
    <message>
        <source>Open a game or start a new one to host it.</source>
        <translation>Abre una partida o empieza una nueva para alojarla.</translation>
    </message>
    <message>
        <source>This game is hosted already.</source>
        <translation>Esta partida ya está alojada.</translation>
    </message>
    <message>
        <source>Starting the server…</source>
        <translation>Iniciando el servidor…</translation>
    </message>
    <message>
        <source>Hosting: invites written to {folder}</source>
        <translation>Alojando: invitaciones escritas en {folder}</translation>
    </message>
    <message>
        <source>Can&apos;t host this game: {why}</source>
        <translation>No se puede alojar esta partida: {why}</translation>
    </message>
    <message>
        <source>Host a network game first: Game → Host a network game…</source>
        <translation>Aloja primero una partida en red: Partida → Alojar una partida en red…</translation>
    </message>
    <message>
        <source>Nobody was invited to this game.</source>
        <translation>Nadie fue invitado a esta partida.</translation>
    </message>
    <message>
        <source>Issue a new invite</source>
        <translation>Emitir una nueva invitación</translation>
    </message>
    <message>
        <source>A new invite for (their old invite stops working, the others play on):</source>
        <translation>Una nueva invitación para (su invitación antigua deja de funcionar, los demás siguen jugando):</translation>
    </message>
    <message>
        <source>Write the new invite into</source>
        <translation>Escribir la nueva invitación en</translation>
    </message>
    <message>
        <source>New invite written to {path}; the old one no longer works.</source>
        <translation>Nueva invitación escrita en {path}; la antigua ya no funciona.</translation>
    </message>
    <message>
        <source>Can&apos;t issue a new invite: {why}</source>
        <translation>No se puede emitir una nueva invitación: {why}</translation>
    </message>
    <message>
        <source>Host disconnected — read-only until it returns</source>
        <translation>Anfitrión desconectado — solo lectura hasta que vuelva</translation>
    </message>
    <message>
        <source>Your invite was replaced by the host: this window can no longer act. Ask the host for your new invite.</source>
        <translation>El anfitrión ha sustituido tu invitación: esta ventana ya no puede actuar. Pide al anfitrión tu nueva invitación.</translation>
    </message>
    <message>
        <source>The host closed this seat&apos;s connection: this window can no longer act.</source>
        <translation>El anfitrión ha cerrado la conexión de este puesto: esta ventana ya no puede actuar.</translation>
    </message>
    <message>
        <source>A spectator can&apos;t act on the game.</source>
        <translation>Un espectador no puede actuar en la partida.</translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n mulligan(s), {state}</source>
        <translation>
            <numerusform>{who}: %n mulligan, {state}</numerusform>
            <numerusform>{who}: %n mulligans, {state}</numerusform>
        </translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>At a network table only undo is asked of the host.</source>
        <translation>En una mesa en red solo se le pide al anfitrión deshacer.</translation>
    </message>
    <message>
        <source>The host refused it.</source>
        <translation>El anfitrión lo rechazó.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lecciones</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>Undo my last action (ask the host)</source>
        <translation>Deshacer mi última acción (preguntar al anfitrión)</translation>
    </message>
    <message>
        <source>the host: disconnected</source>
        <translation>el anfitrión: desconectado</translation>
    </message>
    <message>
        <source>Network table {game} as {who}</source>
        <translation>Mesa en red {game} como {who}</translation>
    </message>
    <message>
        <source>Rules assist: the host judges every action ({mode} mode)</source>
        <translation>Asistente de reglas: el anfitrión juzga cada acción (modo {mode})</translation>
    </message>
    <message>
        <source>Rules assist: the host does not answer; nothing can be done until it returns</source>
        <translation>Asistente de reglas: el anfitrión no responde; no se puede hacer nada hasta que vuelva</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>se quedó</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>decidiendo</translation>
    </message>
    <message>
        <source>Opening hands: {list}</source>
        <translation>Manos iniciales: {list}</translation>
    </message>
    <message>
        <source>New game from two decklists</source>
        <translation>Nueva partida a partir de dos listas de mazo</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Open deck file…</source>
        <translation>Abrir archivo de mazo…</translation>
    </message>
    <message>
        <source>From the deck editor</source>
        <translation>Del editor de mazos</translation>
    </message>
    <message>
        <source>The deck open in the deck editor</source>
        <translation>El mazo abierto en el editor de mazos</translation>
    </message>
    <message>
        <source>Deck files opened for this seat before</source>
        <translation>Archivos de mazo abiertos antes para este asiento</translation>
    </message>
    <message>
        <source>Recent deck files…</source>
        <translation>Archivos de mazo recientes…</translation>
    </message>
    <message>
        <source>Start without the unknown cards</source>
        <translation>Empezar sin las cartas desconocidas</translation>
    </message>
    <message>
        <source>Decklist</source>
        <translation>Lista de mazo</translation>
    </message>
    <message>
        <source>…and {n} more unknown cards</source>
        <translation>…y {n} cartas desconocidas más</translation>
    </message>
    <message>
        <source>Line {line}: “{name}” is not in the card database.</source>
        <translation>Línea {line}: «{name}» no está en la base de datos de cartas.</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database.</source>
        <translation>«{name}» no está en la base de datos de cartas.</translation>
    </message>
    <message>
        <source>Did you mean:</source>
        <translation>¿Quisiste decir:</translation>
    </message>
    <message>
        <source>Write “{new}” for “{old}” on line {line}</source>
        <translation>Escribir «{new}» en lugar de «{old}» en la línea {line}</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>Who goes first</source>
        <translation>Quién empieza</translation>
    </message>
    <message>
        <source>20 for a usual game, 40 for commander; any value</source>
        <translation>20 para una partida normal, 40 para commander; cualquier valor</translation>
    </message>
    <message>
        <source>Starting life</source>
        <translation>Vidas iniciales</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game yet: fix the lines shown (or tick “Start without the unknown cards”).</source>
        <translation>Estas listas de mazo aún no pueden empezar una partida: corrige las líneas indicadas (o marca «Empezar sin las cartas desconocidas»).</translation>
    </message>
    <message>
        <source>Cards the database lacks can be added from a card file: tabletop cards import FILE</source>
        <translation>Las cartas que faltan en la base de datos pueden añadirse desde un archivo de cartas: tabletop cards import FILE</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game: {e}</source>
        <translation>Estas listas de mazo no pueden empezar una partida: {e}</translation>
    </message>
    <message>
        <source>Open a deck file</source>
        <translation>Abrir un archivo de mazo</translation>
    </message>
    <message>
        <source>No deck editor is open.</source>
        <translation>No hay ningún editor de mazos abierto.</translation>
    </message>
    <message>
        <source>Decks (*.cod *.dek *.dck *.dec *.txt);;All files (*)</source>
        <translation>Mazos (*.cod *.dek *.dck *.dec *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>Mazo principal</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>Banquillo</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Comandante</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Compañero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Colourless</source>
        <translation>Incoloro</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Criatura</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantáneo</translation>
    </message>
    <message>
        <source>Sorcery</source>
        <translation>Conjuro</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artefacto</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <translation>Encantamiento</translation>
    </message>
    <message>
        <source>Planeswalker</source>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Tierra</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>Legendario</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>Criaturas</translation>
    </message>
    <message>
        <source>Planeswalkers</source>
        <translation>Planeswalkers</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batallas</translation>
    </message>
    <message>
        <source>Instants</source>
        <translation>Instantáneos</translation>
    </message>
    <message>
        <source>Sorceries</source>
        <translation>Conjuros</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefactos</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>Encantamientos</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>Tierras</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otras</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>Cartas desconocidas</translation>
    </message>
    <message>
        <source>Search: a name or rules text, in any language</source>
        <translation>Buscar: un nombre o texto de reglas, en cualquier idioma</translation>
    </message>
    <message>
        <source>Part of a card&apos;s name or words of its rules text, in any of the database&apos;s languages (Ctrl+F)</source>
        <translation>Parte del nombre de una carta o palabras de su texto de reglas, en cualquiera de los idiomas de la base de datos (Ctrl+F)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
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
        <translation>Valor de maná</translation>
    </message>
    <message>
        <source>Enter, + or a double click: add to the main deck; Shift+Enter: add to the sideboard</source>
        <translation>Intro, + o doble clic: añadir al mazo principal; Mayús+Intro: añadir al banquillo</translation>
    </message>
    <message>
        <source>A word of the type line: Creature, Instant, Elf, Legendary…</source>
        <translation>Una palabra de la línea de tipo: Criatura, Instantáneo, Elfo, Legendario…</translation>
    </message>
    <message>
        <source>{colour}: cards of this colour (ticked colours: any of them)</source>
        <translation>{colour}: cartas de este color (colores marcados: cualquiera de ellos)</translation>
    </message>
    <message>
        <source>Mana value: any, equal to, at most, at least</source>
        <translation>Valor de maná: cualquiera, igual a, como máximo, como mínimo</translation>
    </message>
    <message>
        <source>Add to main</source>
        <translation>Añadir al principal</translation>
    </message>
    <message>
        <source>Add one to the main deck (Enter)</source>
        <translation>Añadir una al mazo principal (Intro)</translation>
    </message>
    <message>
        <source>Add to sideboard</source>
        <translation>Añadir al banquillo</translation>
    </message>
    <message>
        <source>Add one to the sideboard (Shift+Enter)</source>
        <translation>Añadir una al banquillo (Mayús+Intro)</translation>
    </message>
    <message>
        <source>Add as commander</source>
        <translation>Añadir como comandante</translation>
    </message>
    <message>
        <source>Put it in the command zone</source>
        <translation>Ponerla en la zona de mando</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Nombre del mazo</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>+ adds one more, - or Delete takes one away</source>
        <translation>+ añade una más, - o Supr quita una</translation>
    </message>
    <message>
        <source>One more of this card (+)</source>
        <translation>Una más de esta carta (+)</translation>
    </message>
    <message>
        <source>One less of this card (- or Delete)</source>
        <translation>Una menos de esta carta (- o Supr)</translation>
    </message>
    <message>
        <source>Move to sideboard</source>
        <translation>Mover al banquillo</translation>
    </message>
    <message>
        <source>Move one copy between the main deck and the sideboard (M)</source>
        <translation>Mover una copia entre el mazo principal y el banquillo (M)</translation>
    </message>
    <message>
        <source>Mana curve</source>
        <translation>Curva de maná</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Mazo</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Mazo nuevo</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Guardar mazo</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>Guardar mazo como…</translation>
    </message>
    <message>
        <source>Start a game with this deck…</source>
        <translation>Empezar una partida con este mazo…</translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation>Buscar una carta</translation>
    </message>
    <message>
        <source>Cards found: {n}</source>
        <translation>Cartas encontradas: {n}</translation>
    </message>
    <message>
        <source>Move {name} to {section}</source>
        <translation>Mover {name} a {section}</translation>
    </message>
    <message>
        <source>Add {name} to {section}</source>
        <translation>Añadir {name} a {section}</translation>
    </message>
    <message>
        <source>Remove {name} from {section}</source>
        <translation>Quitar {name} de {section}</translation>
    </message>
    <message>
        <source>Nothing changed: a game holds at most so many cards, or there was none to take away.</source>
        <translation>No ha cambiado nada: una partida admite como máximo tantas cartas, o no había ninguna que quitar.</translation>
    </message>
    <message>
        <source>unknown card</source>
        <translation>carta desconocida</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database: kept in the deck, but a game can&apos;t start with it</source>
        <translation>“{name}” no está en la base de datos de cartas: se queda en el mazo, pero no se puede empezar una partida con ella</translation>
    </message>
    <message>
        <source>Total: {n}</source>
        <translation>Total: {n}</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>Aún no hay cartas</translation>
    </message>
    <message>
        <source>Move to main</source>
        <translation>Mover al principal</translation>
    </message>
    <message>
        <source>…and {n} more</source>
        <translation>…y {n} más</translation>
    </message>
    <message>
        <source>Not in the card database (kept, marked in red): {names}</source>
        <translation>No están en la base de datos de cartas (se conservan, marcadas en rojo): {names}</translation>
    </message>
    <message>
        <source>Deck editor — {name}</source>
        <translation>Editor de mazos — {name}</translation>
    </message>
    <message>
        <source>Open a deck</source>
        <translation>Abrir un mazo</translation>
    </message>
    <message>
        <source>This deck file can&apos;t be read: {e}</source>
        <translation>No se puede leer este archivo de mazo: {e}</translation>
    </message>
    <message>
        <source>Cards of this deck not in the card database: {n} (kept, marked in red)</source>
        <translation>Cartas de este mazo que no están en la base de datos: {n} (se conservan, marcadas en rojo)</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>mazo</translation>
    </message>
    <message>
        <source>Save the deck</source>
        <translation>Guardar el mazo</translation>
    </message>
    <message>
        <source>Cockatrice deck (*.cod);;Text decklist (*.txt)</source>
        <translation>Mazo de Cockatrice (*.cod);;Lista de mazo en texto (*.txt)</translation>
    </message>
    <message>
        <source>The deck could not be saved to {p}: {why}</source>
        <translation>No se pudo guardar el mazo en {p}: {why}</translation>
    </message>
    <message>
        <source>Saved to {p}</source>
        <translation>Guardado en {p}</translation>
    </message>
    <message>
        <source>Deck editor</source>
        <translation>Editor de mazos</translation>
    </message>
    <message>
        <source>The deck has changes that are not saved. Save them?</source>
        <translation>El mazo tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>El mazo está vacío.</translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation>Los dos jugadores necesitan nombres distintos.</translation>
    </message>
    <message>
        <source>The card data could not be read: {e}</source>
        <translation>No se pudieron leer los datos de las cartas: {e}</translation>
    </message>
    <message>
        <source>Manifest the top card (Primordial Mist)</source>
        <translation>Manifestar la primera carta (Primordial Mist)</translation>
    </message>
    <message>
        <source>Manifest the top card (Cryptic Pursuit)</source>
        <translation>Manifestar la primera carta (Cryptic Pursuit)</translation>
    </message>
    <message>
        <source>Exile it; you may cast it (Cryptic Pursuit)</source>
        <translation>Exiliarla; puedes lanzarla (Cryptic Pursuit)</translation>
    </message>
    <message>
        <source>Gain %n life ({name})</source>
        <translation>Ganar %n vida ({name})</translation>
    </message>
    <message>
        <source>Manifest the top card ({name})</source>
        <translation>Manifestar la primera carta ({name})</translation>
    </message>
    <message>
        <source>Manifest dread ({name})</source>
        <translation>Manifestar miedo ({name})</translation>
    </message>
    <message>
        <source>Rules assist verdicts</source>
        <translation>Veredictos del asistente de reglas</translation>
    </message>
    <message>
        <source>Override (logged)</source>
        <translation>Anular (registrado)</translation>
    </message>
    <message>
        <source>Rules assist: strict (illegal actions are refused)</source>
        <translation>Asistente de reglas: estricto (las acciones ilegales se rechazan)</translation>
    </message>
    <message>
        <source>Rules assist: assist (you may override, it is logged)</source>
        <translation>Asistente de reglas: asistido (puedes anular, queda registrado)</translation>
    </message>
    <message>
        <source>Rules assist: off</source>
        <translation>Asistente de reglas: desactivado</translation>
    </message>
    <message>
        <source>Rules assist: nothing to judge on a read-only shared board (it was played in {mode} mode)</source>
        <translation>Asistente de reglas: nada que juzgar en un tablero compartido de solo lectura (se jugó en modo {mode})</translation>
    </message>
    <message>
        <source>Refused: {a}</source>
        <translation>Rechazado: {a}</translation>
    </message>
    <message>
        <source>Not allowed: {a}</source>
        <translation>No permitido: {a}</translation>
    </message>
    <message>
        <source>Overridden: {a}</source>
        <translation>Anulado: {a}</translation>
    </message>
    <message>
        <source>Revealed: {a}</source>
        <translation>Mostrado: {a}</translation>
    </message>
    <message>
        <source>Nothing happens: {a}</source>
        <translation>No pasa nada: {a}</translation>
    </message>
    <message>
        <source>Asked, waiting for an answer: {a}</source>
        <translation>Solicitado, esperando respuesta: {a}</translation>
    </message>
    <message>
        <source>Done: {a}</source>
        <translation>Hecho: {a}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Card preview</source>
        <translation>Vista previa de la carta</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>Principal 1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Atacantes</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Bloqueadoras</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Fin combate</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>Principal 2</translation>
    </message>
    <message>
        <source>Unt</source>
        <translation>Ender</translation>
    </message>
    <message>
        <source>Upk</source>
        <translation>Mant</translation>
    </message>
    <message>
        <source>Drw</source>
        <translation>Rob</translation>
    </message>
    <message>
        <source>Cbt</source>
        <translation>Comb</translation>
    </message>
    <message>
        <source>Atk</source>
        <translation>Atac</translation>
    </message>
    <message>
        <source>Blk</source>
        <translation>Bloq</translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>EoC</source>
        <translation>FinC</translation>
    </message>
    <message>
        <source>Cln</source>
        <translation>Limp</translation>
    </message>
    <message>
        <source>Phase bar</source>
        <translation>Barra de fases</translation>
    </message>
    <message>
        <source>Go to: {step}</source>
        <translation>Ir a: {step}</translation>
    </message>
    <message>
        <source>{phase}: {step}</source>
        <translation>{phase}: {step}</translation>
    </message>
    <message>
        <source>Turn {t}, {a}&apos;s turn: {s}</source>
        <translation>Turno {t}, turno de {a}: {s}</translation>
    </message>
    <message>
        <source>current step</source>
        <translation>paso actual</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>El paso actual</translation>
    </message>
    <message>
        <source>Go to: {step} (next turn)</source>
        <translation>Ir a: {step} (siguiente turno)</translation>
    </message>
    <message>
        <source>Next step</source>
        <comment>the phase bar&apos;s button: short</comment>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>{seat}: life {n}</source>
        <translation>{seat}: {n} vidas</translation>
    </message>
    <message>
        <source>+{n} more</source>
        <translation>+{n} más</translation>
    </message>
    <message>
        <source>Click a number: +1 · right click: −1 · wheel: ±1 · right click the name: more</source>
        <translation>Clic en un número: +1 · clic derecho: −1 · rueda: ±1 · clic derecho en el nombre: más</translation>
    </message>
    <message>
        <source>Empty: no note</source>
        <translation>Vacía: sin nota</translation>
    </message>
    <message>
        <source>Note (everyone sees it)</source>
        <translation>Nota (todos la ven)</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Caras</translation>
    </message>
    <message>
        <source>How many dice</source>
        <translation>Cuántos dados</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cementerio</translation>
    </message>
    <message>
        <source>Exile zone</source>
        <translation>Exilio</translation>
    </message>
    <message>
        <source>Command zone</source>
        <translation>Zona de mando</translation>
    </message>
    <message>
        <source>Stack (top first)</source>
        <translation>Pila (la superior primero)</translation>
    </message>
    <message>
        <source>Aura</source>
        <translation>Aura</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Fortificación</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Estricto</translation>
    </message>
    <message>
        <source>Assist</source>
        <translation>Asistido</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source> by {s}</source>
        <translation> por {s}</translation>
    </message>
    <message>
        <source>face down #{n}, {m}{src}</source>
        <translation>boca abajo #{n}, {m}{src}</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>boca abajo</translation>
    </message>
    <message>
        <source>attached to {c}</source>
        <translation>anexado a {c}</translation>
    </message>
    <message>
        <source>owned by {p}</source>
        <translation>propiedad de {p}</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Preparar una posición</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>{p}&apos;s life</source>
        <translation>Vidas de {p}</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Vidas</translation>
    </message>
    <message>
        <source>e.g. 2 poison</source>
        <translation>p. ej. 2 veneno</translation>
    </message>
    <message>
        <source>{p}&apos;s counters</source>
        <translation>Contadores de {p}</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Contadores</translation>
    </message>
    <message>
        <source>The first card is the top.</source>
        <translation>La primera carta es la superior.</translation>
    </message>
    <message>
        <source>Drag cards here from the search panel or the board; the first card is the top.</source>
        <translation>Arrastra cartas aquí desde la búsqueda o el tablero; la primera carta es la superior.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Set the turn</source>
        <translation>Fijar el turno</translation>
    </message>
    <message>
        <source>Set the active player</source>
        <translation>Fijar el jugador activo</translation>
    </message>
    <message>
        <source>Set the step</source>
        <translation>Fijar el paso</translation>
    </message>
    <message>
        <source>Set the rules mode</source>
        <translation>Fijar el modo de reglas</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Jugador activo</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>What the rules say of the position</source>
        <translation>Lo que dicen las reglas de la posición</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>&amp;Posición</translation>
    </message>
    <message>
        <source>New empty position</source>
        <translation>Nueva posición vacía</translation>
    </message>
    <message>
        <source>Open a position or a game…</source>
        <translation>Abrir una posición o una partida…</translation>
    </message>
    <message>
        <source>Save the position…</source>
        <translation>Guardar la posición…</translation>
    </message>
    <message numerus="yes">
        <source>A position the rules accept: %n card(s).</source>
        <translation>
            <numerusform>Una posición que las reglas aceptan: %n carta.</numerusform>
            <numerusform>Una posición que las reglas aceptan: %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export for a seat…</source>
        <translation>Exportar para un asiento…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Jugadores…</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>Jugar desde esta posición</translation>
    </message>
    <message>
        <source>Record a lesson from this position…</source>
        <translation>Grabar una lección desde esta posición…</translation>
    </message>
    <message>
        <source>Remove the card</source>
        <translation>Quitar la carta</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Copiar posición</translation>
    </message>
    <message>
        <source>Copy the full position…</source>
        <translation>Copiar la posición completa…</translation>
    </message>
    <message>
        <source> Rule {r}.</source>
        <translation> Regla {r}.</translation>
    </message>
    <message>
        <source>Refused: {why}.{rule}</source>
        <translation>Rechazado: {why}.{rule}</translation>
    </message>
    <message>
        <source>Add {c}</source>
        <translation>Añadir {c}</translation>
    </message>
    <message>
        <source>Move {c}</source>
        <translation>Mover {c}</translation>
    </message>
    <message>
        <source>Add to</source>
        <translation>Añadir a</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>Mover a</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pila</translation>
    </message>
    <message>
        <source>Set {p}&apos;s life</source>
        <translation>Fijar las vidas de {p}</translation>
    </message>
    <message>
        <source>a count is at most {n}</source>
        <translation>una cantidad es como máximo {n}</translation>
    </message>
    <message>
        <source>Set {p}&apos;s counters</source>
        <translation>Fijar los contadores de {p}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>The players in seat order, separated by commas:</source>
        <translation>Los jugadores en orden de asiento, separados por comas:</translation>
    </message>
    <message>
        <source>Set the players</source>
        <translation>Fijar los jugadores</translation>
    </message>
    <message>
        <source>Remove {c}</source>
        <translation>Quitar {c}</translation>
    </message>
    <message>
        <source>Selected card</source>
        <translation>Carta seleccionada</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Cara</translation>
    </message>
    <message>
        <source>its source, e.g. Cryptic Coat</source>
        <translation>su origen, p. ej. Cryptic Coat</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Change the controller</source>
        <translation>Cambiar el controlador</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation>Girado</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Girar</translation>
    </message>
    <message>
        <source>Set damage</source>
        <translation>Fijar el daño</translation>
    </message>
    <message>
        <source>e.g. 2 +1/+1; 1 charge</source>
        <translation>p. ej. 2 +1/+1; 1 charge</translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation>Anexado a</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Boca arriba</translation>
    </message>
    <message>
        <source>Face down: {m}</source>
        <translation>Boca abajo: {m}</translation>
    </message>
    <message>
        <source>Exiled face down</source>
        <translation>Exiliada boca abajo</translation>
    </message>
    <message>
        <source>Turn face down</source>
        <translation>Poner boca abajo</translation>
    </message>
    <message>
        <source>Set counters</source>
        <translation>Fijar contadores</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nada)</translation>
    </message>
    <message>
        <source>Click a card to set what it is.</source>
        <translation>Haz clic en una carta para fijar qué es.</translation>
    </message>
    <message>
        <source>{c}: {p}&apos;s {z}</source>
        <translation>{c}: {z} de {p}</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <source>Open a position or a game</source>
        <translation>Abrir una posición o una partida</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop *.json);;All files (*)</source>
        <translation>Partidas de tabletop (*.tabletop *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>Abrir una posición</translation>
    </message>
    <message>
        <source>tabletop</source>
        <translation>tabletop</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>Guardar la posición</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop)</source>
        <translation>Partidas de tabletop (*.tabletop)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posicion</translation>
    </message>
    <message>
        <source>Export for a seat</source>
        <translation>Exportar para un asiento</translation>
    </message>
    <message>
        <source>What this seat may know:</source>
        <translation>Lo que este asiento puede saber:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Exports (*.json)</source>
        <translation>Exportaciones (*.json)</translation>
    </message>
    <message>
        <source>Close the position editor?</source>
        <translation>¿Cerrar el editor de posiciones?</translation>
    </message>
    <message>
        <source>This position has changes that are not saved. Close the editor and lose them?</source>
        <translation>Esta posición tiene cambios sin guardar. ¿Cerrar el editor y perderlos?</translation>
    </message>
    <message>
        <source>Copy the full position?</source>
        <translation>¿Copiar la posición completa?</translation>
    </message>
    <message>
        <source>The full position names every card: each hand, each library in order, every face-down card. Whoever reads it knows what the players may not. Copy it?</source>
        <translation>La posición completa nombra cada carta: cada mano, cada biblioteca en orden, cada carta boca abajo. Quien la lea sabrá lo que los jugadores no pueden saber. ¿Copiarla?</translation>
    </message>
    <message>
        <source>The clipboard holds {n} bytes; a position text is at most {m}.</source>
        <translation>El portapapeles contiene {n} bytes; un texto de posición tiene como máximo {m}.</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not a position: {e}</source>
        <translation>El texto del portapapeles no es una posición: {e}</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Pegar posición</translation>
    </message>
    <message>
        <source>Card name (any language) or rules text</source>
        <translation>Nombre de carta (cualquier idioma) o texto de reglas</translation>
    </message>
    <message>
        <source>Search the cards</source>
        <translation>Buscar las cartas</translation>
    </message>
    <message>
        <source>Cards found: drag one onto a zone</source>
        <translation>Cartas encontradas: arrastra una a una zona</translation>
    </message>
    <message>
        <source>Drag a card onto any zone of any seat.</source>
        <translation>Arrastra una carta a cualquier zona de cualquier asiento.</translation>
    </message>
    <message>
        <source>{name} (token)</source>
        <translation>{name} (ficha)</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield</source>
        <translation>Campo de batalla de {p}</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield: drop cards here</source>
        <translation>Campo de batalla de {p}: suelta cartas aquí</translation>
    </message>
    <message>
        <source>{seat} — battlefield</source>
        <translation>{seat} — campo de batalla</translation>
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
        <translation>blanco</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negro</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>colorless</source>
        <translation>incoloro</translation>
    </message>
    <message>
        <source>Create tokens</source>
        <translation>Crear fichas</translation>
    </message>
    <message>
        <source>Search tokens: name, type, text, P/T, colour</source>
        <translation>Buscar fichas: nombre, tipo, texto, F/R, color</translation>
    </message>
    <message>
        <source>Search tokens</source>
        <translation>Buscar fichas</translation>
    </message>
    <message>
        <source>From the list</source>
        <translation>De la lista</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>e.g. Creature — Soldier</source>
        <translation>p. ej. Criatura — Soldado</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <source>Power / toughness</source>
        <translation>Fuerza / resistencia</translation>
    </message>
    <message>
        <source>Abilities, e.g. Flying</source>
        <translation>Habilidades, p. ej. Vuela</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Custom token</source>
        <translation>Ficha personalizada</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántas</translation>
    </message>
    <message>
        <source>How many tokens</source>
        <translation>Cuántas fichas</translation>
    </message>
    <message>
        <source>Enter tapped</source>
        <translation>Entra girada</translation>
    </message>
    <message>
        <source>Create a game</source>
        <translation>Crear una partida</translation>
    </message>
    <message>
        <source>{name}&apos;s game</source>
        <translation>Partida de {name}</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>Nombre de la partida</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>A name for the players, e.g. Standard, Modern, Commander</source>
        <translation>Un nombre para los jugadores, p. ej. Estándar, Modern, Commander</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Asientos:</translation>
    </message>
    <message>
        <source>Starting &amp;life:</source>
        <translation>&amp;Vidas iniciales:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Enfrentamiento</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Una partida</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>Al mejor de tres</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Enfrentamiento:</translation>
    </message>
    <message>
        <source>Spectators allowed</source>
        <translation>Se permiten espectadores</translation>
    </message>
    <message>
        <source>Chess clock, minutes per player</source>
        <translation>Reloj de ajedrez, minutos por jugador</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game, in minutes. The clock of the player who must act runs; a player whose time runs out loses the game. 0: no clock.</source>
        <translation>El tiempo de cada jugador para toda la partida, en minutos. Corre el reloj del jugador que debe actuar; un jugador que agota su tiempo pierde la partida. 0: sin reloj.</translation>
    </message>
    <message>
        <source>Chess cl&amp;ock:</source>
        <translation>Rel&amp;oj de ajedrez:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Crear</translation>
    </message>
    <message numerus="yes">
        <source>%n more token(s) found: search to narrow the list</source>
        <translation>
            <numerusform>%n ficha más encontrada: busca para acotar la lista</numerusform>
            <numerusform>%n fichas más encontradas: busca para acotar la lista</numerusform>
        </translation>
    </message>
    <message>
        <source>A custom token needs a name.</source>
        <translation>Una ficha personalizada necesita un nombre.</translation>
    </message>
    <message>
        <source>Give both power and toughness, or neither.</source>
        <translation>Indica fuerza y resistencia, o ninguna.</translation>
    </message>
    <message>
        <source>A creature token needs a power and a toughness.</source>
        <translation>Una ficha de criatura necesita fuerza y resistencia.</translation>
    </message>
    <message>
        <source>The abilities text is too long.</source>
        <translation>El texto de habilidades es demasiado largo.</translation>
    </message>
    <message>
        <source>No token matches; try another search.</source>
        <translation>Ninguna ficha coincide; prueba otra búsqueda.</translation>
    </message>
    <message>
        <source>Setting up the table…</source>
        <translation>Preparando la mesa…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>spectator (public information only)</source>
        <translation>espectador (solo información pública)</translation>
    </message>
    <message>
        <source>{player} lost with a life total of {life} (rule 704.5a).</source>
        <translation>{player} perdió: total de vidas {life} (regla 704.5a).</translation>
    </message>
    <message numerus="yes">
        <source>{player} lost with %n poison counters (rule 704.5c).</source>
        <translation>
            <numerusform>{player} perdió con %n contador de veneno (regla 704.5c).</numerusform>
            <numerusform>{player} perdió con %n contadores de veneno (regla 704.5c).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} conceded (rule 104.3a).</source>
        <translation>{player} concedió la partida (regla 104.3a).</translation>
    </message>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player} gana la partida.</translation>
    </message>
    <message>
        <source>The game is a draw: every player still in it lost at the same time (rule 104.4a).</source>
        <translation>La partida termina en empate: todos los jugadores que seguían en ella perdieron a la vez (regla 104.4a).</translation>
    </message>
    <message>
        <source>The game ended with no winner.</source>
        <translation>La partida terminó sin ganador.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>No next game: the finished game stays on the table.</source>
        <translation>No hay siguiente partida: la partida terminada sigue en la mesa.</translation>
    </message>
    <message>
        <source>Turn {t} · {s} · active: {a}</source>
        <translation>Turno {t} · {s} · activo: {a}</translation>
    </message>
    <message>
        <source>shared board (read-only)</source>
        <translation>tablero compartido (solo lectura)</translation>
    </message>
    <message>
        <source>{state} · viewing as {who} · rules: {mode}</source>
        <translation>{state} · viendo como {who} · reglas: {mode}</translation>
    </message>
    <message>
        <source>Turn {t} · active: {a}</source>
        <translation>Turno {t} · activo: {a}</translation>
    </message>
    <message>
        <source>A shared board is read-only: no chat.</source>
        <translation>Un tablero compartido es de solo lectura: sin chat.</translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation>un espectador</translation>
    </message>
    <message>
        <source>Shared board — read-only, as {seat} saw it</source>
        <translation>Tablero compartido — solo lectura, como lo vio {seat}</translation>
    </message>
    <message>
        <source>A shared board is read-only: nothing on it can change and it can&apos;t be saved. Open a game or start a new one to play.</source>
        <translation>Un tablero compartido es de solo lectura: nada en él puede cambiar y no se puede guardar. Abre una partida o empieza una nueva para jugar.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>New demo game</source>
        <translation>Nueva partida de demostración</translation>
    </message>
    <message>
        <source>New game from two decklists…</source>
        <translation>Nueva partida a partir de dos listas de mazo…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Open replay…</source>
        <translation>Abrir repetición…</translation>
    </message>
    <message>
        <source>Open deck…</source>
        <translation>Abrir mazo…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Abrir reciente</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>&amp;Carta</translation>
    </message>
    <message>
        <source>Turn face up…</source>
        <translation>Poner boca arriba…</translation>
    </message>
    <message>
        <source>Cast face down…</source>
        <translation>Lanzar boca abajo…</translation>
    </message>
    <message>
        <source>Host a network game…</source>
        <translation>Alojar una partida en red…</translation>
    </message>
    <message>
        <source>Issue a new invite…</source>
        <translation>Emitir una nueva invitación…</translation>
    </message>
    <message>
        <source>Join…</source>
        <translation>Unirse…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>A new language takes effect when tabletop starts again</source>
        <translation>Un idioma nuevo se aplica cuando tabletop se vuelve a iniciar</translation>
    </message>
    <message>
        <source>Car&amp;ds</source>
        <translation>Car&amp;tas</translation>
    </message>
    <message>
        <source>Nothing to undo: a game opened from a file starts its undo history when it opens.</source>
        <translation>Nada que deshacer: una partida abierta desde un archivo empieza su historial para deshacer al abrirse.</translation>
    </message>
    <message>
        <source>Nothing to undo: the undo history starts here.</source>
        <translation>Nada que deshacer: el historial para deshacer empieza aquí.</translation>
    </message>
    <message>
        <source>Play online…</source>
        <translation>Jugar en línea…</translation>
    </message>
    <message>
        <source>Card database…</source>
        <translation>Base de datos de cartas…</translation>
    </message>
    <message>
        <source>Deck editor…</source>
        <translation>Editor de mazos…</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Fit the table</source>
        <translation>Ajustar la mesa</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Paneles</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>Ajustar a la cuadrícula</translation>
    </message>
    <message>
        <source>Hot-seat play (curtain between turns)</source>
        <translation>Juego por turnos en un dispositivo (cortina entre turnos)</translation>
    </message>
    <message>
        <source>Pass to the next seat</source>
        <translation>Pasar al siguiente asiento</translation>
    </message>
    <message>
        <source>tabletop shows this language now.</source>
        <translation>tabletop ya muestra este idioma.</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ajustes</translation>
    </message>
    <message>
        <source>Strict: refuse illegal actions</source>
        <translation>Estricto: rechazar acciones ilegales</translation>
    </message>
    <message>
        <source>Assist: warn, allow a logged override</source>
        <translation>Asistido: avisar, permitir una anulación registrada</translation>
    </message>
    <message>
        <source>Card language</source>
        <translation>Idioma de las cartas</translation>
    </message>
    <message>
        <source>Draw automatically in the draw step</source>
        <translation>Robar automáticamente en el paso de robar</translation>
    </message>
    <message>
        <source>Card images…</source>
        <translation>Imágenes de cartas…</translation>
    </message>
    <message>
        <source>Set up a position…</source>
        <translation>Preparar una posición…</translation>
    </message>
    <message>
        <source>Spectator (public information only)</source>
        <translation>Espectador (solo información pública)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Select a card first (Tab moves between cards).</source>
        <translation>Selecciona primero una carta (Tab pasa de una carta a otra).</translation>
    </message>
    <message numerus="yes">
        <source>{what} (%n card(s))</source>
        <translation>
            <numerusform>{what} (%n carta)</numerusform>
            <numerusform>{what} (%n cartas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n card(s)</source>
        <translation>
            <numerusform>Mover %n carta</numerusform>
            <numerusform>Mover %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>On a joined table, exile the top card once you know it: look at it first (Look at the top cards…, Ctrl+J).</source>
        <translation>En una mesa unida, exilia la primera carta cuando la conozcas: mírala primero (Mirar las primeras cartas…, Ctrl+J).</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language changes when tabletop starts again.</source>
        <translation>El idioma cambia cuando tabletop se vuelve a iniciar.</translation>
    </message>
    <message>
        <source>Attach {what}</source>
        <translation>Anexar {what}</translation>
    </message>
    <message>
        <source>{seat}&apos;s {zone}</source>
        <translation>{zone} de {seat}</translation>
    </message>
    <message>
        <source>{name}: manifest</source>
        <translation>{name}: manifestar</translation>
    </message>
    <message>
        <source>{player} controls {name}: {player} manifests dread.</source>
        <translation>{player} controla {name}: {player} manifiesta miedo.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: gain %n life</source>
        <translation>
            <numerusform>{name}: ganar %n vida</numerusform>
            <numerusform>{name}: ganar %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Not allowed: {why}</source>
        <translation>No permitido: {why}</translation>
    </message>
    <message>
        <source>{action}: {card}</source>
        <translation>{action}: {card}</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest</source>
        <translation>Primordial Mist: manifestar</translation>
    </message>
    <message>
        <source>the top card of the {zone}</source>
        <translation>la primera carta de la zona {zone}</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: manifest</source>
        <translation>Cryptic Pursuit: manifestar</translation>
    </message>
    <message>
        <source>That card is no longer in a graveyard.</source>
        <translation>Esa carta ya no está en un cementerio.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: exile it; you may cast it</source>
        <translation>Cryptic Pursuit: exiliarla; puedes lanzarla</translation>
    </message>
    <message>
        <source>Privacy curtain: waiting for {who}</source>
        <translation>Cortina de privacidad: esperando a {who}</translation>
    </message>
    <message>
        <source>Rules mode: {m}</source>
        <translation>Modo de reglas: {m}</translation>
    </message>
    <message>
        <source>The game is still open; tabletop tries again after each action. Use File → Save as to keep a copy elsewhere.</source>
        <translation>La partida sigue abierta; tabletop lo vuelve a intentar tras cada acción. Usa Archivo → Guardar como para conservar una copia en otro sitio.</translation>
    </message>
    <message>
        <source>Not autosaved: {e}</source>
        <translation>Sin guardado automático: {e}</translation>
    </message>
    <message>
        <source>Autosave works again: the game is saved ({p}).</source>
        <translation>El guardado automático vuelve a funcionar: la partida está guardada ({p}).</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>This window hosts a network game: close it to stop hosting before another game is opened here.</source>
        <translation>Esta ventana aloja una partida en red: ciérrala para dejar de alojarla antes de abrir aquí otra partida.</translation>
    </message>
    <message>
        <source>Open a game or a shared board</source>
        <translation>Abrir una partida o un tablero compartido</translation>
    </message>
    <message>
        <source>tabletop games and shared boards (*.tabletop *.json);;All files (*)</source>
        <translation>Partidas de tabletop y tableros compartidos (*.tabletop *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Checking the log of {p}: the board is shown read-only until then.</source>
        <translation>Comprobando el registro de {p}: hasta entonces, el tablero se muestra en solo lectura.</translation>
    </message>
    <message>
        <source>A shared board is read-only: it can&apos;t be saved. Its file stays as it is; open a game or start a new one to play.</source>
        <translation>Un tablero compartido es de solo lectura: no se puede guardar. Su archivo queda como está; abre una partida o empieza una nueva para jugar.</translation>
    </message>
    <message>
        <source>recovered game, not saved yet</source>
        <translation>partida recuperada, aún sin guardar</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation>¿Recuperar una partida?</translation>
    </message>
    <message>
        <source>An autosaved game ({p}) is newer than your last save. Open it?</source>
        <translation>Una partida guardada automáticamente ({p}) es más reciente que tu último guardado. ¿Abrirla?</translation>
    </message>
    <message>
        <source>Choose a lesson…</source>
        <translation>Elegir una lección…</translation>
    </message>
    <message>
        <source>Open a lesson file…</source>
        <translation>Abrir un archivo de lección…</translation>
    </message>
    <message>
        <source>The lessons could not be read.</source>
        <translation>No se pudieron leer las lecciones.</translation>
    </message>
    <message>
        <source>This lesson can&apos;t be started.</source>
        <translation>Esta lección no se puede empezar.</translation>
    </message>
    <message>
        <source>Life and counters</source>
        <translation>Vidas y contadores</translation>
    </message>
    <message>
        <source>Roll a die</source>
        <translation>Tirar un dado</translation>
    </message>
    <message>
        <source>Roll a d{n}</source>
        <translation>Tirar un d{n}</translation>
    </message>
    <message>
        <source>{seat}: life {old} → {new}</source>
        <translation>{seat}: vidas {old} → {new}</translation>
    </message>
    <message>
        <source>{seat} has no {counter} counter.</source>
        <translation>{seat} no tiene contador de {counter}.</translation>
    </message>
    <message>
        <source>{seat}: {counter} {old} → {new}</source>
        <translation>{seat}: {counter} {old} → {new}</translation>
    </message>
    <message>
        <source>Set {seat}&apos;s life</source>
        <translation>Fijar las vidas de {seat}</translation>
    </message>
    <message>
        <source>{seat}&apos;s counters</source>
        <translation>Contadores de {seat}</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>A counter needs a name.</source>
        <translation>Un contador necesita un nombre.</translation>
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
        <translation>Contadores sobre {what}</translation>
    </message>
    <message>
        <source>How many (negative: remove)</source>
        <translation>Cuántos (negativo: quitar)</translation>
    </message>
    <message>
        <source>{n} {name} counters on {what}</source>
        <translation>{n} contadores {name} sobre {what}</translation>
    </message>
    <message>
        <source>{n} {name} counters off {what}</source>
        <translation>{n} contadores {name} quitados de {what}</translation>
    </message>
    <message>
        <source>Note on {what}</source>
        <translation>Nota sobre {what}</translation>
    </message>
    <message>
        <source>Note off {what}</source>
        <translation>Nota quitada de {what}</translation>
    </message>
    <message numerus="yes">
        <source>Create %n {name} token(s)</source>
        <translation>
            <numerusform>Crear %n ficha de {name}</numerusform>
            <numerusform>Crear %n fichas de {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Create a {name} token</source>
        <translation>Crear una ficha de {name}</translation>
    </message>
    <message>
        <source>Roll a d{s}</source>
        <translation>Tirar un d{s}</translation>
    </message>
    <message>
        <source>Roll {n}d{s}</source>
        <translation>Tirar {n}d{s}</translation>
    </message>
    <message>
        <source>Roll dice</source>
        <translation>Tirar dados</translation>
    </message>
    <message>
        <source>(total {t})</source>
        <translation>(total {t})</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}</source>
        <translation>{player} tiró {dice}: {results}</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}</source>
        <translation>{player} lanzó una moneda: {result}</translation>
    </message>
    <message>
        <source>Click the card or player to point at (Esc: cancel).</source>
        <translation>Haz clic en la carta o el jugador a señalar (Esc: cancelar).</translation>
    </message>
    <message>
        <source>Point from {a} at {b}</source>
        <translation>Señalar de {a} a {b}</translation>
    </message>
    <message>
        <source>move {cards}</source>
        <translation>mover {cards}</translation>
    </message>
    <message>
        <source>tap {cards}</source>
        <translation>girar {cards}</translation>
    </message>
    <message>
        <source>untap {cards}</source>
        <translation>enderezar {cards}</translation>
    </message>
    <message>
        <source>change the counters on {cards}</source>
        <translation>cambiar los contadores de {cards}</translation>
    </message>
    <message>
        <source>deal damage to {cards}</source>
        <translation>hacer daño a {cards}</translation>
    </message>
    <message>
        <source>apply an effect to {cards}</source>
        <translation>aplicar un efecto a {cards}</translation>
    </message>
    <message>
        <source>make {cards} a copy of another card</source>
        <translation>convertir {cards} en una copia de otra carta</translation>
    </message>
    <message>
        <source>transform {cards}</source>
        <translation>transformar {cards}</translation>
    </message>
    <message>
        <source>turn {cards} face down</source>
        <translation>poner boca abajo {cards}</translation>
    </message>
    <message>
        <source>turn {cards} face up</source>
        <translation>poner boca arriba {cards}</translation>
    </message>
    <message>
        <source>counter {cards}</source>
        <translation>contrarrestar {cards}</translation>
    </message>
    <message>
        <source>attach {cards}</source>
        <translation>anexar {cards}</translation>
    </message>
    <message>
        <source>gain control of {cards}</source>
        <translation>ganar el control de {cards}</translation>
    </message>
    <message>
        <source>put {cards} onto the battlefield</source>
        <translation>poner {cards} en el campo de batalla</translation>
    </message>
    <message>
        <source>change {player}&apos;s life total</source>
        <translation>cambiar el total de vidas de {player}</translation>
    </message>
    <message>
        <source>change {player}&apos;s counters</source>
        <translation>cambiar los contadores de {player}</translation>
    </message>
    <message>
        <source>create a token for {player}</source>
        <translation>crear una ficha para {player}</translation>
    </message>
    <message>
        <source>mill cards from {player}&apos;s library</source>
        <translation>moler cartas de la biblioteca de {player}</translation>
    </message>
    <message>
        <source>shuffle {player}&apos;s library</source>
        <translation>barajar la biblioteca de {player}</translation>
    </message>
    <message>
        <source>untap all of {player}&apos;s permanents</source>
        <translation>enderezar todos los permanentes de {player}</translation>
    </message>
    <message>
        <source>make {player} reveal cards</source>
        <translation>hacer que {player} muestre cartas</translation>
    </message>
    <message>
        <source>look at the top cards of {player}&apos;s library</source>
        <translation>mirar las cartas superiores de la biblioteca de {player}</translation>
    </message>
    <message>
        <source>search {player}&apos;s library</source>
        <translation>buscar en la biblioteca de {player}</translation>
    </message>
    <message>
        <source>arrange the top cards of {player}&apos;s library</source>
        <translation>ordenar las cartas superiores de la biblioteca de {player}</translation>
    </message>
    <message>
        <source>turn table trust on: players act on each other&apos;s things without asking</source>
        <translation>activar la confianza de mesa: los jugadores actúan sobre las cosas de los demás sin preguntar</translation>
    </message>
    <message>
        <source>move {cards} to the {zone}</source>
        <translation>mover {cards} a: {zone}</translation>
    </message>
    <message>
        <source>an action ({kind})</source>
        <translation>una acción ({kind})</translation>
    </message>
    <message>
        <source>a card that has left</source>
        <translation>una carta que ya no está</translation>
    </message>
    <message>
        <source>a card in {owner}&apos;s {zone}</source>
        <translation>una carta de {owner} ({zone})</translation>
    </message>
    <message>
        <source>face-down #{n} ({id})</source>
        <translation>boca abajo #{n} ({id})</translation>
    </message>
    <message>
        <source>a card ({id})</source>
        <translation>una carta ({id})</translation>
    </message>
    <message>
        <source>{by} asks you to allow: {what}</source>
        <translation>{by} te pide permiso para: {what}</translation>
    </message>
    <message>
        <source>Waiting for {to}: {what}</source>
        <translation>Esperando a {to}: {what}</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {what}</source>
        <translation>{by} pide a {to} permiso para: {what}</translation>
    </message>
    <message>
        <source> · table trust</source>
        <translation> · confianza de mesa</translation>
    </message>
    <message>
        <source>Asked: nothing changes until the other player accepts.</source>
        <translation>Solicitado: nada cambia hasta que el otro jugador acepte.</translation>
    </message>
    <message>
        <source>Asked {player}: {player} answers when at the table; nothing changes until then.</source>
        <translation>Se pidió a {player}: {player} responde cuando esté en la mesa; hasta entonces nada cambia.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Accept: {what}</source>
        <translation>Aceptar: {what}</translation>
    </message>
    <message>
        <source>Accept {by}&apos;s request: {what}</source>
        <translation>Aceptar la solicitud de {by}: {what}</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Decline: {what}</source>
        <translation>Rechazar: {what}</translation>
    </message>
    <message>
        <source>Decline {by}&apos;s request: {what}</source>
        <translation>Rechazar la solicitud de {by}: {what}</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Withdraw the request: {what}</source>
        <translation>Retirar la solicitud: {what}</translation>
    </message>
    <message>
        <source>Withdraw the request to {to}: {what}</source>
        <translation>Retirar la solicitud a {to}: {what}</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Solicitudes</translation>
    </message>
    <message>
        <source>Accept the first request</source>
        <translation>Aceptar la primera solicitud</translation>
    </message>
    <message>
        <source>Decline the first request</source>
        <translation>Rechazar la primera solicitud</translation>
    </message>
    <message>
        <source>Players may act on each other&apos;s things without asking</source>
        <translation>Los jugadores pueden actuar sobre las cosas de los demás sin preguntar</translation>
    </message>
    <message>
        <source>Table trust: an action on another player&apos;s things is carried out without asking (never one that would show their hidden cards). Turning it on asks the other player.</source>
        <translation>Confianza de mesa: una acción sobre las cosas de otro jugador se realiza sin preguntar (nunca una que mostraría sus cartas ocultas). Activarla se lo pregunta al otro jugador.</translation>
    </message>
    <message>
        <source>No request waits for your answer.</source>
        <translation>Ninguna solicitud espera tu respuesta.</translation>
    </message>
    <message>
        <source>Table trust on</source>
        <translation>Confianza de mesa activada</translation>
    </message>
    <message>
        <source>Table trust off</source>
        <translation>Confianza de mesa desactivada</translation>
    </message>
    <message>
        <source>Who goes first?</source>
        <translation>¿Quién empieza?</translation>
    </message>
    <message>
        <source>{player} lost the last game and chooses who goes first in the next one (rule 103.1).</source>
        <translation>{player} perdió la última partida y elige quién empieza la siguiente (regla 103.1).</translation>
    </message>
    <message>
        <source>{player} goes first</source>
        <translation>{player} empieza</translation>
    </message>
    <message>
        <source>Start the next game</source>
        <translation>Empezar la siguiente partida</translation>
    </message>
    <message>
        <source>Sideboarding: {player}</source>
        <translation>Cambios de banquillo: {player}</translation>
    </message>
    <message>
        <source>{player}: swap cards between your main deck and your sideboard before the next game.</source>
        <translation>{player}: intercambia cartas entre tu mazo principal y tu banquillo antes de la siguiente partida.</translation>
    </message>
    <message>
        <source>To the sideboard →</source>
        <translation>Al banquillo →</translation>
    </message>
    <message>
        <source>← To the main deck</source>
        <translation>← Al mazo principal</translation>
    </message>
    <message numerus="yes">
        <source>Main deck: %n card(s)</source>
        <translation>
            <numerusform>Mazo principal: %n carta</numerusform>
            <numerusform>Mazo principal: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sideboard: %n card(s)</source>
        <translation>
            <numerusform>Banquillo: %n carta</numerusform>
            <numerusform>Banquillo: %n cartas</numerusform>
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
        <translation>{done} de {total} · {rate}/s</translation>
    </message>
    <message>
        <source>{done} · {rate}/s</source>
        <translation>{done} · {rate}/s</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>quedan {time}</translation>
    </message>
    <message>
        <source>Cards imported from files</source>
        <translation>Cartas importadas de archivos</translation>
    </message>
    <message>
        <source>{source} (the date of its data is not known)</source>
        <translation>{source} (no se conoce la fecha de sus datos)</translation>
    </message>
    <message>
        <source>{source}, data of {date}</source>
        <translation>{source}, datos del {date}</translation>
    </message>
    <message>
        <source>Imported {cards} cards from {files}; the database holds {total} cards.</source>
        <translation>Se importaron {cards} cartas de {files}; la base de datos tiene {total} cartas.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n archivo</numerusform>
            <numerusform>%n archivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) that could not be read were left out.</source>
        <translation>
            <numerusform>Se omitió %n registro que no se pudo leer.</numerusform>
            <numerusform>Se omitieron %n registros que no se pudieron leer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newer card data is there: {date} (the database&apos;s is of {have}). Download the database to get it.</source>
        <translation>Hay datos de cartas más recientes: {date} (los de la base de datos son del {have}). Descarga la base de datos para obtenerlos.</translation>
    </message>
    <message>
        <source>The card database is up to date: its data is of {date}.</source>
        <translation>La base de datos de cartas está al día: sus datos son del {date}.</translation>
    </message>
    <message>
        <source>Can&apos;t tell whether newer card data is there: {reason}.</source>
        <translation>No se puede saber si hay datos de cartas más recientes: {reason}.</translation>
    </message>
    <message>
        <source>no cards.xml</source>
        <translation>sin cards.xml</translation>
    </message>
    <message numerus="yes">
        <source>Found in {root}: {files}, %n custom set(s), {decks}.</source>
        <translation>
            <numerusform>Encontrada en {root}: {files}, %n colección personalizada, {decks}.</numerusform>
            <numerusform>Encontrada en {root}: {files}, %n colecciones personalizadas, {decks}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n mazo</numerusform>
            <numerusform>%n mazos</numerusform>
        </translation>
    </message>
    <message>
        <source>Card database</source>
        <translation>Base de datos de cartas</translation>
    </message>
    <message>
        <source>The card database in use</source>
        <translation>La base de datos de cartas en uso</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartas:</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>Datos:</translation>
    </message>
    <message>
        <source>Download every card</source>
        <translation>Descargar todas las cartas</translation>
    </message>
    <message>
        <source>Scryfall (one record a card, with its images)</source>
        <translation>Scryfall (un registro por carta, con sus imágenes)</translation>
    </message>
    <message>
        <source>MTGJSON (with its translations)</source>
        <translation>MTGJSON (con sus traducciones)</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Fuente:</translation>
    </message>
    <message>
        <source>Optional: a card file or a listing to use instead of the source&apos;s own address</source>
        <translation>Opcional: un archivo de cartas o un listado en lugar de la dirección de la fuente</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Buscar actualizaciones</translation>
    </message>
    <message>
        <source>Import card files</source>
        <translation>Importar archivos de cartas</translation>
    </message>
    <message>
        <source>A card file, or a folder of card files</source>
        <translation>Un archivo de cartas o una carpeta de archivos de cartas</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>Archivo…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Carpeta…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Use a Cockatrice installation</source>
        <translation>Usar una instalación de Cockatrice</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s data folder</source>
        <translation>Carpeta de datos de Cockatrice</translation>
    </message>
    <message>
        <source>Use this Cockatrice</source>
        <translation>Usar este Cockatrice</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Can&apos;t be read: {reason}.</source>
        <translation>No se puede leer: {reason}.</translation>
    </message>
    <message>
        <source>None yet: only the {n} cards that come with tabletop.</source>
        <translation>Ninguna todavía: solo las {n} cartas que incluye tabletop.</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cartas</translation>
    </message>
    <message>
        <source>No Cockatrice installation was found in its usual folders: choose its data folder (the one holding cards.xml).</source>
        <translation>No se encontró ninguna instalación de Cockatrice en sus carpetas habituales: elige su carpeta de datos (la que contiene cards.xml).</translation>
    </message>
    <message>
        <source>Import a card file</source>
        <translation>Importar un archivo de cartas</translation>
    </message>
    <message>
        <source>Import a folder of card files</source>
        <translation>Importar una carpeta de archivos de cartas</translation>
    </message>
    <message>
        <source>The address must be a web address (http:// or https://).</source>
        <translation>La dirección debe ser una dirección web (http:// o https://).</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Checking for updates…</source>
        <translation>Buscando actualizaciones…</translation>
    </message>
    <message>
        <source>Name a card file or a folder of card files to import.</source>
        <translation>Indica un archivo de cartas o una carpeta de archivos de cartas para importar.</translation>
    </message>
    <message>
        <source>Importing the cards…</source>
        <translation>Importando las cartas…</translation>
    </message>
    <message>
        <source>No cards imported: {reason}.</source>
        <translation>No se importó ninguna carta: {reason}.</translation>
    </message>
    <message>
        <source>Importing Cockatrice&apos;s cards…</source>
        <translation>Importando las cartas de Cockatrice…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <source>Can&apos;t check for updates: {reason}.</source>
        <translation>No se pueden buscar actualizaciones: {reason}.</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}. The card database is as it was.</source>
        <translation>No ha cambiado nada: {reason}. La base de datos de cartas sigue como estaba.</translation>
    </message>
    <message>
        <source>The check for updates was cancelled.</source>
        <translation>Se canceló la búsqueda de actualizaciones.</translation>
    </message>
    <message>
        <source>The download was cancelled; the card database is as it was. What was downloaded is kept: Download carries on from there.</source>
        <translation>Se canceló la descarga; la base de datos de cartas sigue como estaba. Lo descargado se conserva: «Descargar» continúa desde ahí.</translation>
    </message>
    <message>
        <source>The import was cancelled; the card database is as it was.</source>
        <translation>Se canceló la importación; la base de datos de cartas sigue como estaba.</translation>
    </message>
    <message>
        <source>Its decks are in {folder}.</source>
        <translation>Sus mazos están en {folder}.</translation>
    </message>
    <message>
        <source>Its pictures are used for the cards&apos; images.</source>
        <translation>Sus imágenes se usan para las cartas.</translation>
    </message>
    <message>
        <source>tabletop comes with a few cards for its demo. Download every card, import card files or use your Cockatrice installation to play your own decks.</source>
        <translation>tabletop incluye pocas cartas para su demostración. Descarga todas las cartas, importa archivos de cartas o usa tu instalación de Cockatrice para jugar tus propios mazos.</translation>
    </message>
    <message>
        <source>Mana curve: cards of the main deck and the commander by mana value (lands not counted)</source>
        <translation>Curva de maná: cartas del mazo principal y del comandante por valor de maná (sin contar tierras)</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Jugar en línea</translation>
    </message>
    <message>
        <source>Hide this dialog; you stay logged in (Game → Play online… shows it again)</source>
        <translation>Ocultar este diálogo; sigues conectado (Partida → Jugar en línea… lo vuelve a mostrar)</translation>
    </message>
    <message>
        <source>type the name you want first</source>
        <translation>escribe primero el nombre que quieres</translation>
    </message>
    <message>
        <source>This name can&apos;t be registered: {why}</source>
        <translation>No se puede registrar este nombre: {why}</translation>
    </message>
    <message>
        <source>Registering {name} on {server}…</source>
        <translation>Registrando a {name} en {server}…</translation>
    </message>
    <message>
        <source>Choose your credentials file first, or register a name.</source>
        <translation>Elige primero tu archivo de credenciales o registra un nombre.</translation>
    </message>
    <message>
        <source>Connecting to {server} as {name}…</source>
        <translation>Conectando con {server} como {name}…</translation>
    </message>
    <message>
        <source>{name} on {server}</source>
        <translation>{name} en {server}</translation>
    </message>
    <message>
        <source>Choose the deck you will play first (a deck file or the deck editor&apos;s deck).</source>
        <translation>Elige primero el mazo con el que jugarás (un archivo de mazo o el mazo del editor).</translation>
    </message>
    <message>
        <source>Game {game} created: waiting for the other players.</source>
        <translation>Partida {game} creada: esperando a los demás jugadores.</translation>
    </message>
    <message>
        <source>Creating the game…</source>
        <translation>Creando la partida…</translation>
    </message>
    <message>
        <source>You sit in game {game}: the table opens when every seat is taken.</source>
        <translation>Tienes asiento en la partida {game}: la mesa se abre cuando se ocupen todos los asientos.</translation>
    </message>
    <message>
        <source>Joining game {game}…</source>
        <translation>Uniéndose a la partida {game}…</translation>
    </message>
    <message>
        <source>Choose a deck</source>
        <translation>Elegir un mazo</translation>
    </message>
    <message>
        <source>Decklists (*.txt *.dec *.dck *.cod *.dek);;All files (*)</source>
        <translation>Listas de mazo (*.txt *.dec *.dck *.cod *.dek);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>This deck can&apos;t be used: {why}</source>
        <translation>No se puede usar este mazo: {why}</translation>
    </message>
    <message>
        <source>The deck editor has no deck open: open it (Cards → Deck editor…) and make or open one.</source>
        <translation>El editor de mazos no tiene ningún mazo abierto: ábrelo (Cartas → Editor de mazos…) y crea o abre uno.</translation>
    </message>
    <message>
        <source>the deck editor&apos;s deck</source>
        <translation>el mazo del editor de mazos</translation>
    </message>
    <message>
        <source>{deck}: {main} cards, sideboard {side}</source>
        <translation>{deck}: {main} cartas, banquillo {side}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>esperando jugadores</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>empezando</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>sideboarding</source>
        <translation>cambiando banquillo</translation>
    </message>
    <message>
        <source>over</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspendida</translation>
    </message>
    <message>
        <source>Best of 3: {score}</source>
        <translation>Al mejor de 3: {score}</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>permitidos</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Log &amp;out</source>
        <translation>&amp;Cerrar sesión</translation>
    </message>
    <message>
        <source>&amp;Games on this server</source>
        <translation>&amp;Partidas en este servidor</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Ac&amp;tualizar</translation>
    </message>
    <message>
        <source>Read the game list again (F5)</source>
        <translation>Volver a leer la lista de partidas (F5)</translation>
    </message>
    <message>
        <source>&amp;Create…</source>
        <translation>C&amp;rear…</translation>
    </message>
    <message>
        <source>A new game on the server; you take its first seat with the deck below</source>
        <translation>Una partida nueva en el servidor; ocupas su primer asiento con el mazo de abajo</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>Unirse a la partida</translation>
    </message>
    <message>
        <source>Take a free seat of the chosen game with the deck below, or open the table of your own seat</source>
        <translation>Ocupar un asiento libre de la partida elegida con el mazo de abajo, o abrir la mesa de tu asiento</translation>
    </message>
    <message>
        <source>&amp;Spectate</source>
        <translation>&amp;Observar</translation>
    </message>
    <message>
        <source>Spectate the game</source>
        <translation>Observar la partida</translation>
    </message>
    <message>
        <source>Watch the chosen game: public information only</source>
        <translation>Ver la partida elegida: solo información pública</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Mazo:</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>ninguno elegido</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>&amp;Deck file…</source>
        <translation>Archivo de &amp;mazo…</translation>
    </message>
    <message>
        <source>Choose a deck file</source>
        <translation>Elegir un archivo de mazo</translation>
    </message>
    <message>
        <source>Play a decklist file (.txt, .dec, .dck, .cod)</source>
        <translation>Jugar con un archivo de lista de mazo (.txt, .dec, .dck, .cod)</translation>
    </message>
    <message>
        <source>Deck &amp;editor&apos;s deck</source>
        <translation>Mazo del &amp;editor</translation>
    </message>
    <message>
        <source>Use the deck editor&apos;s deck</source>
        <translation>Usar el mazo del editor de mazos</translation>
    </message>
    <message>
        <source>Play the deck open in the deck editor</source>
        <translation>Jugar con el mazo abierto en el editor de mazos</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>Lobby c&amp;hat</source>
        <translation>C&amp;hat de la sala</translation>
    </message>
    <message>
        <source>Say something to everyone in the lobby (Enter)</source>
        <translation>Decir algo a todos en la sala (Intro)</translation>
    </message>
    <message>
        <source>Say something to the lobby</source>
        <translation>Di algo a la sala</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>● {name} (online)</source>
        <translation>● {name} (en línea)</translation>
    </message>
    <message>
        <source>○ {name}</source>
        <translation>○ {name}</translation>
    </message>
    <message>
        <source>Play on a shared server: every player connects to it, nobody needs to open a port. Ask its owner for its address.</source>
        <translation>Juega en un servidor compartido: todos los jugadores se conectan a él y nadie tiene que abrir un puerto. Pide su dirección a su dueño.</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Dirección del servidor</translation>
    </message>
    <message>
        <source>The server&apos;s address, as its owner gave it: nats://host:port</source>
        <translation>La dirección del servidor, tal como te la dio su dueño: nats://host:port</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>Conectando</translation>
    </message>
    <message>
        <source>A new account</source>
        <translation>Una cuenta nueva</translation>
    </message>
    <message>
        <source>New account name</source>
        <translation>Nombre de la cuenta nueva</translation>
    </message>
    <message>
        <source>2 to 24 letters a-z, digits, &apos;-&apos; or &apos;_&apos;; unique on the server</source>
        <translation>De 2 a 24 caracteres: letras a-z, dígitos, &apos;-&apos; o &apos;_&apos;; único en el servidor</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>tu nombre</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>&amp;Registrar</translation>
    </message>
    <message>
        <source>Make the account on the server; its credentials file is kept in the app&apos;s settings folder</source>
        <translation>Crear la cuenta en el servidor; su archivo de credenciales se guarda en la carpeta de ajustes de la aplicación</translation>
    </message>
    <message>
        <source>An account of yours</source>
        <translation>Una cuenta tuya</translation>
    </message>
    <message>
        <source>Credentials file</source>
        <translation>Archivo de credenciales</translation>
    </message>
    <message>
        <source>The account&apos;s credentials file (made when you registered)</source>
        <translation>El archivo de credenciales de la cuenta (creado al registrarte)</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Elegir…</translation>
    </message>
    <message>
        <source>Choose a credentials file</source>
        <translation>Elegir un archivo de credenciales</translation>
    </message>
    <message>
        <source>&amp;Log in</source>
        <translation>&amp;Iniciar sesión</translation>
    </message>
    <message>
        <source>Connect to the server with this account</source>
        <translation>Conectarse al servidor con esta cuenta</translation>
    </message>
    <message>
        <source>Credentials (*.creds);;All files (*)</source>
        <translation>Credenciales (*.creds);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Opening the table of game {game}…</source>
        <translation>Abriendo la mesa de la partida {game}…</translation>
    </message>
    <message>
        <source>Game {game}: the table is open.</source>
        <translation>Partida {game}: la mesa está abierta.</translation>
    </message>
    <message>
        <source>Can&apos;t open the table of game {game}: {why}</source>
        <translation>No se puede abrir la mesa de la partida {game}: {why}</translation>
    </message>
    <message>
        <source>Game {game}: sideboarding needs the deck you joined with; join again from this lobby.</source>
        <translation>Partida {game}: para cambiar el banquillo hace falta el mazo con el que te uniste; vuelve a unirte desde esta sala.</translation>
    </message>
    <message>
        <source>Game {game}: your deck for the next game is in.</source>
        <translation>Partida {game}: tu mazo para la siguiente partida está entregado.</translation>
    </message>
    <message>
        <source>Game {game}: {player} goes first.</source>
        <translation>Partida {game}: {player} empieza.</translation>
    </message>
    <message>
        <source>This credentials file can&apos;t be used: {why}</source>
        <translation>No se puede usar este archivo de credenciales: {why}</translation>
    </message>
    <message>
        <source>Something went wrong: {why}</source>
        <translation>Algo salió mal: {why}</translation>
    </message>
    <message>
        <source>The name {name} is taken on this server: choose another.</source>
        <translation>El nombre {name} ya está en uso en este servidor: elige otro.</translation>
    </message>
    <message>
        <source>The server refused: {why}</source>
        <translation>El servidor se negó: {why}</translation>
    </message>
    <message>
        <source>The server refused these credentials: the account is unknown there, was removed, or the file belongs to another server.</source>
        <translation>El servidor rechazó estas credenciales: la cuenta no existe allí, se eliminó o el archivo es de otro servidor.</translation>
    </message>
    <message>
        <source>Can&apos;t reach the server: {why}</source>
        <translation>No se puede llegar al servidor: {why}</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {m} min {s} s left</source>
        <translation>Reloj de {player}: quedan {m} min {s} s</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {s} s left</source>
        <translation>Reloj de {player}: quedan {s} s</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: time ran out</source>
        <translation>Reloj de {player}: se acabó el tiempo</translation>
    </message>
    <message>
        <source>, running</source>
        <translation>, en marcha</translation>
    </message>
    <message>
        <source>Chess clocks</source>
        <translation>Relojes de ajedrez</translation>
    </message>
    <message>
        <source>The note (may be empty):</source>
        <translation>La nota (puede estar vacía):</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note (Ctrl+B)</source>
        <translation>Marcar esta entrada con una nota (Ctrl+B)</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Edit the chosen bookmark&apos;s note</source>
        <translation>Editar la nota del marcador elegido</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove the chosen bookmark</source>
        <translation>Quitar el marcador elegido</translation>
    </message>
    <message>
        <source>#{n}: {note}</source>
        <translation>#{n}: {note}</translation>
    </message>
    <message>
        <source>No bookmarks here yet (Ctrl+B adds one).</source>
        <translation>Aún no hay marcadores (Ctrl+B añade uno).</translation>
    </message>
    <message>
        <source>Bookmark entry {n}</source>
        <translation>Marcar la entrada {n}</translation>
    </message>
    <message>
        <source>Edit the bookmark</source>
        <translation>Editar el marcador</translation>
    </message>
    <message>
        <source>A redacted export is read-only: its bookmarks can&apos;t be changed here.</source>
        <translation>Una exportación censurada es de solo lectura: sus marcadores no se pueden cambiar aquí.</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t keep bookmarks.</source>
        <translation>Esta versión de tabletop no puede guardar marcadores.</translation>
    </message>
    <message>
        <source>The bookmarks could not be saved into {p}: {e}</source>
        <translation>No se pudieron guardar los marcadores en {p}: {e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed: {e}</source>
        <translation>{p} no se puede reproducir: {e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed with its journal: {e}</source>
        <translation>{p} no se puede reproducir con su diario: {e}</translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>Abrir una repetición</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t take a game over.</source>
        <translation>Esta versión de tabletop no puede retomar una partida.</translation>
    </message>
    <message>
        <source>A redacted export holds only one seat&apos;s view: no game can be taken over from it.</source>
        <translation>Una exportación censurada solo contiene la vista de un asiento: no se puede retomar una partida desde ella.</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>mostrar</translation>
    </message>
    <message>
        <source>peek</source>
        <translation>mirar</translation>
    </message>
    <message>
        <source>turn-up</source>
        <translation>girar boca arriba</translation>
    </message>
    <message>
        <source>search</source>
        <translation>buscar</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>barajar</translation>
    </message>
    <message>
        <source>mulligan</source>
        <translation>mulligan</translation>
    </message>
    <message>
        <source>override</source>
        <translation>anulación</translation>
    </message>
    <message>
        <source>request</source>
        <translation>solicitud</translation>
    </message>
    <message>
        <source>bookmark</source>
        <translation>marcador</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>Timeline: click or drag to go to an entry</source>
        <translation>Línea de tiempo: haz clic o arrastra para ir a una entrada</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>la partida</translation>
    </message>
    <message>
        <source>#{n} {who}: {what}</source>
        <translation>#{n} {who}: {what}</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <source>Setup (before the first entry)</source>
        <translation>Preparación (antes de la primera entrada)</translation>
    </message>
    <message>
        <source>Entry {n}: the board this export holds</source>
        <translation>Entrada {n}: el tablero que contiene esta exportación</translation>
    </message>
    <message>
        <source>Turn {t} ({a})</source>
        <translation>Turno {t} ({a})</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Al principio</translation>
    </message>
    <message>
        <source>Back one entry</source>
        <translation>Una entrada atrás</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Reproducir / pausa</translation>
    </message>
    <message>
        <source>Forward one entry</source>
        <translation>Una entrada adelante</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Al final</translation>
    </message>
    <message>
        <source>Ledger of the card</source>
        <translation>Registro de la carta</translation>
    </message>
    <message>
        <source>Click a card to see who knew it, since when and how.</source>
        <translation>Haz clic en una carta para ver quién la conocía, desde cuándo y cómo.</translation>
    </message>
    <message>
        <source>Learned later</source>
        <translation>Conocido después</translation>
    </message>
    <message>
        <source>Journal as the lens read it</source>
        <translation>Registro tal como lo leyó la lente</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Todavía no ha pasado nada.</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Registro de juego</translation>
    </message>
    <message>
        <source>Replay controls</source>
        <translation>Controles de repetición</translation>
    </message>
    <message>
        <source>{n}/s</source>
        <translation>{n}/s</translation>
    </message>
    <message>
        <source>Playing speed: entries per second</source>
        <translation>Velocidad: entradas por segundo</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>Velocidad de reproducción</translation>
    </message>
    <message>
        <source>Go to entry (Ctrl+G)</source>
        <translation>Ir a la entrada (Ctrl+G)</translation>
    </message>
    <message>
        <source>Go to the start of a turn (Ctrl+T)</source>
        <translation>Ir al inicio de un turno (Ctrl+T)</translation>
    </message>
    <message>
        <source>Whose knowledge the replay shows (Ctrl+L)</source>
        <translation>De quién es el conocimiento que muestra la repetición (Ctrl+L)</translation>
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
        <translation>Elegir la lente</translation>
    </message>
    <message>
        <source>Bookmark…</source>
        <translation>Marcador…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note</source>
        <translation>Marcar esta entrada con una nota</translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation>Retomar desde aquí</translation>
    </message>
    <message>
        <source>Start a new hot-seat game from this entry</source>
        <translation>Empezar una nueva partida en el mismo equipo desde esta entrada</translation>
    </message>
    <message>
        <source>Nothing on this board was learned later.</source>
        <translation>Nada de este tablero se conoció después.</translation>
    </message>
    <message>
        <source>Turn {t}</source>
        <translation>Turno {t}</translation>
    </message>
    <message>
        <source>a redacted export: this entry only</source>
        <translation>una exportación censurada: solo esta entrada</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>una partida</translation>
    </message>
    <message>
        <source>Replay — {file} — {lens}</source>
        <translation>Repetición — {file} — {lens}</translation>
    </message>
    <message>
        <source>Card {id}:</source>
        <translation>Carta {id}:</translation>
    </message>
    <message>
        <source>No one&apos;s knowledge of this card is on record for this lens.</source>
        <translation>Para esta lente no consta que nadie conociera esta carta.</translation>
    </message>
    <message>
        <source>later: #{n}</source>
        <translation>después: #{n}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Known then to: {seats}</source>
        <translation>Conocida entonces por: {seats}</translation>
    </message>
    <message>
        <source>from the setup</source>
        <translation>desde la preparación</translation>
    </message>
    <message>
        <source>drew it</source>
        <translation>la robó</translation>
    </message>
    <message>
        <source>looked at it</source>
        <translation>la miró</translation>
    </message>
    <message>
        <source>peeked at it</source>
        <translation>la miró en la biblioteca</translation>
    </message>
    <message>
        <source>searched for it</source>
        <translation>la buscó</translation>
    </message>
    <message>
        <source>it was revealed</source>
        <translation>fue mostrada</translation>
    </message>
    <message>
        <source>controls it face down</source>
        <translation>la controla boca abajo</translation>
    </message>
    <message>
        <source>face up in a public zone</source>
        <translation>boca arriba en una zona pública</translation>
    </message>
    <message>
        <source>in their hand</source>
        <translation>en su mano</translation>
    </message>
    <message>
        <source>followed it</source>
        <translation>la siguió</translation>
    </message>
    <message>
        <source>As {seat} knew it then</source>
        <translation>Como lo sabía {seat} entonces</translation>
    </message>
    <message>
        <source>Hindsight ({seat})</source>
        <translation>En retrospectiva ({seat})</translation>
    </message>
    <message>
        <source>Judge (everything)</source>
        <translation>Juez (todo)</translation>
    </message>
    <message>
        <source>since an entry this file does not hold</source>
        <translation>desde una entrada que este archivo no contiene</translation>
    </message>
    <message>
        <source>since the setup</source>
        <translation>desde la preparación</translation>
    </message>
    <message>
        <source>since entry {n}</source>
        <translation>desde la entrada {n}</translation>
    </message>
    <message>
        <source>still knows it</source>
        <translation>aún la conoce</translation>
    </message>
    <message>
        <source>until entry {n}</source>
        <translation>hasta la entrada {n}</translation>
    </message>
    <message>
        <source>{seat} knew {name} {since} ({how}), {until}</source>
        <translation>{seat} conocía {name} {since} ({how}), {until}</translation>
    </message>
    <message>
        <source>{id}: {name}, learned later at entry {n} ({how})</source>
        <translation>{id}: {name}, conocida después en la entrada {n} ({how})</translation>
    </message>
    <message>
        <source>Setup · {size} entries</source>
        <translation>Preparación · {size} entradas</translation>
    </message>
    <message>
        <source>Entry {n} of {size}</source>
        <translation>Entrada {n} de {size}</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{player} shuffled their library.</source>
        <translation>{player} barajó su biblioteca.</translation>
    </message>
    <message>
        <source>Taken back: {command} (what was seen stays known).</source>
        <translation>Retirado: {command} (lo que se vio sigue sabiéndose).</translation>
    </message>
    <message>
        <source>{card} was tapped.</source>
        <translation>{card} se giró.</translation>
    </message>
    <message>
        <source>{card} was untapped.</source>
        <translation>{card} se enderezó.</translation>
    </message>
    <message>
        <source>{card} was attached to {to}.</source>
        <translation>{card} se anexó a {to}.</translation>
    </message>
    <message>
        <source>{card} was moved on the table.</source>
        <translation>{card} se movió en la mesa.</translation>
    </message>
    <message>
        <source>{player} rearranged {cards_text}.</source>
        <translation>{player} reordenó {cards_text}.</translation>
    </message>
    <message>
        <source>Turn {turn} began ({active}).</source>
        <translation>Empezó el turno {turn} ({active}).</translation>
    </message>
    <message>
        <source>Step: {step}.</source>
        <translation>Paso: {step}.</translation>
    </message>
    <message>
        <source>{name} triggers ({cause}).</source>
        <translation>{name} se dispara ({cause}).</translation>
    </message>
    <message>
        <source>An effect applies to {card} ({duration}).</source>
        <translation>Un efecto se aplica a {card} ({duration}).</translation>
    </message>
    <message>
        <source>An effect on {card} ended.</source>
        <translation>Terminó un efecto sobre {card}.</translation>
    </message>
    <message>
        <source>{player} gained control of {card}.</source>
        <translation>{player} ganó el control de {card}.</translation>
    </message>
    <message>
        <source>{card} transformed.</source>
        <translation>{card} se transformó.</translation>
    </message>
    <message>
        <source>{player} created {card}{copy_text}.</source>
        <translation>{player} creó {card}{copy_text}.</translation>
    </message>
    <message>
        <source>{card} became a copy of {of}.</source>
        <translation>{card} se convirtió en una copia de {of}.</translation>
    </message>
    <message>
        <source>{card} entered the battlefield{how}.</source>
        <translation>{card} entró al campo de batalla{how}.</translation>
    </message>
    <message>
        <source>{card} left the battlefield.</source>
        <translation>{card} dejó el campo de batalla.</translation>
    </message>
    <message>
        <source>{player} looked at {cards_text}.</source>
        <translation>{player} miró {cards_text}.</translation>
    </message>
    <message>
        <source>{card} was revealed{to_text}.</source>
        <translation>{card} se mostró{to_text}.</translation>
    </message>
    <message>
        <source>{player} tried to draw from an empty library.</source>
        <translation>{player} intentó robar de una biblioteca vacía.</translation>
    </message>
    <message>
        <source>{player} milled {cards_text}.</source>
        <translation>{player} molió {cards_text}.</translation>
    </message>
    <message>
        <source>{player} put back the top of {owner}&apos;s library: {top} on top, {bottom} at the bottom, {graveyard} into the graveyard.</source>
        <translation>{player} devolvió las primeras cartas de la biblioteca de {owner}: {top} arriba, {bottom} al fondo, {graveyard} al cementerio.</translation>
    </message>
    <message>
        <source>{player} searched {owner}&apos;s {zone} and found {cards_text}.</source>
        <translation>{player} buscó en {zone} de {owner} y encontró {cards_text}.</translation>
    </message>
    <message>
        <source>{player} took a mulligan (number {mulligans}).</source>
        <translation>{player} hizo un mulligan (número {mulligans}).</translation>
    </message>
    <message>
        <source>{card} resolved{modes_text}.</source>
        <translation>{card} se resolvió{modes_text}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} drew %n card(s){cards_text}.</source>
        <translation>
            <numerusform>{player} robó %n carta{cards_text}.</numerusform>
            <numerusform>{player} robó %n cartas{cards_text}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {counter} counter(s) on {card}.</source>
        <translation>
            <numerusform>%n contador {counter} sobre {card}.</numerusform>
            <numerusform>%n contadores {counter} sobre {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} was dealt %n damage.</source>
        <translation>
            <numerusform>{card} recibió %n punto de daño.</numerusform>
            <numerusform>{card} recibió %n puntos de daño.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) on the bottom of their library.</source>
        <translation>
            <numerusform>{player} puso %n carta en el fondo de su biblioteca.</numerusform>
            <numerusform>{player} puso %n cartas en el fondo de su biblioteca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} kept their hand (%n mulligan(s)).</source>
        <translation>
            <numerusform>{player} se quedó con su mano (%n mulligan).</numerusform>
            <numerusform>{player} se quedó con su mano (%n mulligans).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} manifested {card}.</source>
        <translation>{player} manifestó {card}.</translation>
    </message>
    <message>
        <source>{player} cloaked {card}.</source>
        <translation>{player} encubrió {card}.</translation>
    </message>
    <message>
        <source>{player} manifested dread: {card}.</source>
        <translation>{player} manifestó miedo: {card}.</translation>
    </message>
    <message>
        <source>{card} was turned face down.</source>
        <translation>{card} se puso boca abajo.</translation>
    </message>
    <message>
        <source>{card} was turned face up {route_text}.</source>
        <translation>{card} se puso boca arriba {route_text}.</translation>
    </message>
    <message>
        <source>{card} returned to the battlefield from the {frm}.</source>
        <translation>{card} volvió al campo de batalla desde {frm}.</translation>
    </message>
    <message>
        <source>{player} cast {card}.</source>
        <translation>{player} lanzó {card}.</translation>
    </message>
    <message>
        <source>{player} played {card}.</source>
        <translation>{player} jugó {card}.</translation>
    </message>
    <message>
        <source>{card} was countered.</source>
        <translation>{card} fue contrarrestado.</translation>
    </message>
    <message>
        <source>{player} may play {card} ({until}).</source>
        <translation>{player} puede jugar {card} ({until}).</translation>
    </message>
    <message>
        <source>{player} may no longer play {card}.</source>
        <translation>{player} ya no puede jugar {card}.</translation>
    </message>
    <message>
        <source>{card} died.</source>
        <translation>{card} murió.</translation>
    </message>
    <message>
        <source>{card} was exiled from the {frm}.</source>
        <translation>{card} fue exiliado desde {frm}.</translation>
    </message>
    <message>
        <source>{card} moved from {owner}&apos;s {frm} to the {to}.</source>
        <translation>{card} se movió de {frm} de {owner} a {to}.</translation>
    </message>
    <message>
        <source>{card} ceased to exist.</source>
        <translation>{card} dejó de existir.</translation>
    </message>
    <message>
        <source>{player} left the game.</source>
        <translation>{player} dejó la partida.</translation>
    </message>
    <message>
        <source>The game ended.</source>
        <translation>La partida terminó.</translation>
    </message>
    <message>
        <source>The rules mode is now {mode} (was {old}).</source>
        <translation>El modo de reglas ahora es {mode} (antes {old}).</translation>
    </message>
    <message>
        <source>{actor} overrode the rules ({command}).</source>
        <translation>{actor} anuló las reglas ({command}).</translation>
    </message>
    <message>
        <source>{player}: life {old} → {new}{paid}.</source>
        <translation>{player}: vidas {old} → {new}{paid}.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}.</source>
        <translation>{player} tiró {dice}: {results}.</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}.</source>
        <translation>{player} lanzó una moneda: {result}.</translation>
    </message>
    <message>
        <source>{player} pointed from {arrow_from} to {arrow_to}.</source>
        <translation>{player} señaló de {arrow_from} a {arrow_to}.</translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s) taken off the table.</source>
        <translation>
            <numerusform>%n flecha quitada de la mesa.</numerusform>
            <numerusform>%n flechas quitadas de la mesa.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} untapped all their permanents ({n_cards}).</source>
        <translation>{player} enderezó todos sus permanentes ({n_cards}).</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {command}{request_cards}.</source>
        <translation>{by} pide a {to} permiso para: {command}{request_cards}.</translation>
    </message>
    <message>
        <source>{to} {answer_word} {by}&apos;s request ({command}).</source>
        <translation>{to} {answer_word} la solicitud de {by} ({command}).</translation>
    </message>
    <message>
        <source>{by} withdrew the request to {to} ({command}).</source>
        <translation>{by} retiró la solicitud a {to} ({command}).</translation>
    </message>
    <message>
        <source>{by}&apos;s request to {to} ({command}) is void: {void_text}.</source>
        <translation>La solicitud de {by} a {to} ({command}) queda anulada: {void_text}.</translation>
    </message>
    <message>
        <source>{player} has priority.</source>
        <translation>{player} tiene la prioridad.</translation>
    </message>
    <message>
        <source>{player} passed priority to {next}.</source>
        <translation>{player} pasó la prioridad a {next}.</translation>
    </message>
    <message>
        <source>{card} finished resolving: {player} has priority.</source>
        <translation>{card} terminó de resolverse: {player} tiene la prioridad.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>An object with no mana cost has mana value 0.</source>
        <translation>Un objeto sin coste de maná tiene valor de maná 0.</translation>
    </message>
    <message>
        <source>A permanent enters the battlefield face up unless something says face down.</source>
        <translation>Un permanente entra al campo de batalla boca arriba salvo que algo diga boca abajo.</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it whenever you have priority; it does not use the stack.</source>
        <translation>Poner boca arriba un permanente boca abajo es una acción especial: puedes hacerla siempre que tengas prioridad; no usa la pila.</translation>
    </message>
    <message>
        <source>Sorcery-speed cards are cast only in your own main phase with an empty stack; instants whenever you have priority.</source>
        <translation>Las cartas con velocidad de conjuro se lanzan solo en tu propia fase principal con la pila vacía; los instantáneos, siempre que tengas prioridad.</translation>
    </message>
    <message>
        <source>You play a land only in your own main phase, with an empty stack.</source>
        <translation>Juegas una tierra solo en tu propia fase principal, con la pila vacía.</translation>
    </message>
    <message>
        <source>Normally you may play one land each turn.</source>
        <translation>Normalmente puedes jugar una tierra cada turno.</translation>
    </message>
    <message>
        <source>Nothing lets you play a land when it is not your turn.</source>
        <translation>Nada te permite jugar una tierra cuando no es tu turno.</translation>
    </message>
    <message>
        <source>An Equipment can be attached to a creature; it affects the creature it is attached to, face down or not.</source>
        <translation>Un Equipo puede anexarse a una criatura; afecta a la criatura equipada, esté boca abajo o no.</translation>
    </message>
    <message>
        <source>A creature spell (without flash) is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>Un hechizo de criatura (sin destello) se lanza solo en tu propia fase principal, con prioridad y la pila vacía.</translation>
    </message>
    <message>
        <source>A sorcery is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>Un conjuro se lanza solo en tu propia fase principal, con prioridad y la pila vacía.</translation>
    </message>
    <message>
        <source>When all players pass in succession, the top spell or ability of the stack, the last one put there, resolves first.</source>
        <translation>Cuando todos los jugadores pasan sucesivamente, se resuelve primero el hechizo o habilidad superior de la pila, el último que se puso.</translation>
    </message>
    <message>
        <source>A permanent that stops being a creature, such as a face-down land turned face up, is removed from combat.</source>
        <translation>Un permanente que deja de ser una criatura, como una tierra boca abajo puesta boca arriba, se retira del combate.</translation>
    </message>
    <message>
        <source>In the cleanup step, damage wears off and &quot;until end of turn&quot; and &quot;this turn&quot; effects end, all at the same time.</source>
        <translation>En el paso de limpieza se quita el daño y terminan a la vez los efectos «hasta el final del turno» y «este turno».</translation>
    </message>
    <message>
        <source>Leaves-the-battlefield abilities, &quot;dies&quot; abilities among them, look back in time: they see the permanent as it was just before it left, a face-down 2/2 creature if it was face down.</source>
        <translation>Las habilidades de dejar el campo de batalla, incluidas las de «muere», miran hacia atrás: ven el permanente como era justo antes de irse, una criatura 2/2 boca abajo si estaba boca abajo.</translation>
    </message>
    <message>
        <source>The controller of a resolving spell or ability follows its instructions in the order written: what it says to do is what is done.</source>
        <translation>El controlador de un hechizo o habilidad que se resuelve sigue sus instrucciones en el orden escrito: lo que dice que se haga es lo que se hace.</translation>
    </message>
    <message>
        <source>A creature with damage marked on it at least equal to its toughness is destroyed (a state-based action); no other creature is.</source>
        <translation>Una criatura con daño marcado al menos igual a su resistencia se destruye (una acción basada en estado); ninguna otra.</translation>
    </message>
    <message>
        <source>Continuous effects apply in layers, after copy effects and face-down values: so other effects can still change a face-down permanent&apos;s characteristics.</source>
        <translation>Los efectos continuos se aplican por capas, tras los efectos de copia y los valores boca abajo: así, otros efectos aún pueden cambiar las características de un permanente boca abajo.</translation>
    </message>
    <message>
        <source>A card that changes zones becomes a new object with no memory of the old one.</source>
        <translation>Una carta que cambia de zona se convierte en un objeto nuevo sin memoria del anterior.</translation>
    </message>
    <message>
        <source>To manifest, put the card onto the battlefield face down as a 2/2 creature.</source>
        <translation>Para manifestar, pon la carta en el campo de batalla boca abajo como una criatura 2/2.</translation>
    </message>
    <message>
        <source>Any time you have priority, you may turn a manifested permanent you control face up this way if its card is a creature card and has a mana cost: show all players that it is and what that cost is, pay it, and turn it face up (a special action). A non-creature card, or one with no mana cost, can&apos;t.</source>
        <translation>Siempre que tengas prioridad, puedes poner boca arriba de esta manera un permanente manifestado que controlas si su carta es una carta de criatura con coste de maná: muestra a todos los jugadores que lo es y cuál es ese coste, págalo y ponla boca arriba (una acción especial). Una carta que no es de criatura, o sin coste de maná, no puede.</translation>
    </message>
    <message>
        <source>A manifested card that has morph may also be turned face up for its morph cost.</source>
        <translation>Una carta manifestada que tiene metamorfosis también puede ponerse boca arriba por su coste de metamorfosis.</translation>
    </message>
    <message>
        <source>A manifested card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>Una carta manifestada que tiene disfraz también puede ponerse boca arriba por su coste de disfraz.</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, each with its own entry number.</source>
        <translation>Varias cartas se manifiestan de una en una, cada una con su propio número de entrada.</translation>
    </message>
    <message>
        <source>If an effect would turn a manifested instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>Si un efecto fuera a poner boca arriba un instantáneo o conjuro manifestado, en su lugar se muestra a todos los jugadores y permanece boca abajo.</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action: put the card onto the battlefield face down as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>Encubrir es su propia acción de palabra clave: pon la carta en el campo de batalla boca abajo como una criatura 2/2 con custodia {2}, sin nombre, sin subtipos y sin coste de maná.</translation>
    </message>
    <message>
        <source>Any time you have priority you may turn a cloaked permanent you control face up this way only if its card is a creature card and has a mana cost: show that, then pay that cost. Its ward {2} ends with the face-down values.</source>
        <translation>Siempre que tengas prioridad, puedes poner boca arriba de esta manera un permanente encubierto que controlas solo si su carta es una carta de criatura con coste de maná: muéstralo y paga ese coste. Su custodia {2} termina con los valores boca abajo.</translation>
    </message>
    <message>
        <source>A cloaked card that has morph may also be turned face up for its morph cost.</source>
        <translation>Una carta encubierta que tiene metamorfosis también puede ponerse boca arriba por su coste de metamorfosis.</translation>
    </message>
    <message>
        <source>A cloaked card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>Una carta encubierta que tiene disfraz también puede ponerse boca arriba por su coste de disfraz.</translation>
    </message>
    <message>
        <source>If an effect would turn a cloaked instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>Si un efecto fuera a poner boca arriba un instantáneo o conjuro encubierto, en su lugar se muestra a todos los jugadores y permanece boca abajo.</translation>
    </message>
    <message>
        <source>To manifest dread, look at the top two cards of your library, manifest one and put the other into your graveyard.</source>
        <translation>Para manifestar miedo, mira las dos primeras cartas de tu biblioteca, manifiesta una y pon la otra en tu cementerio.</translation>
    </message>
    <message>
        <source>Abilities that trigger whenever you manifest dread trigger even if the library had too few cards.</source>
        <translation>Las habilidades que se disparan cada vez que manifiestas miedo se disparan aunque la biblioteca tuviera muy pocas cartas.</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent targets it, their spell or ability is countered unless they pay {2}.</source>
        <translation>Custodia {2}: cuando un oponente lo hace objetivo, su hechizo o habilidad se contrarresta a menos que pague {2}.</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature for {3}.</source>
        <translation>Una carta con metamorfosis puede lanzarse boca abajo como una criatura 2/2 por {3}.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as morph, allows it.</source>
        <translation>Las cartas no pueden lanzarse boca abajo a menos que algo, como metamorfosis, lo permita.</translation>
    </message>
    <message>
        <source>A face-down permanent that would have morph face up may be turned up for its morph cost, any time you have priority.</source>
        <translation>Un permanente boca abajo que boca arriba tendría metamorfosis puede ponerse boca arriba por su coste de metamorfosis siempre que tengas prioridad.</translation>
    </message>
    <message>
        <source>A disguised permanent is a face-down 2/2 with ward {2}.</source>
        <translation>Un permanente disfrazado es un 2/2 boca abajo con custodia {2}.</translation>
    </message>
    <message>
        <source>A card with disguise may be cast face down for {3}, as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>Una carta con disfraz puede lanzarse boca abajo por {3}, como una criatura 2/2 con custodia {2}, sin nombre, sin subtipos y sin coste de maná.</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as disguise, allows it.</source>
        <translation>Las cartas no pueden lanzarse boca abajo a menos que algo, como disfraz, lo permita.</translation>
    </message>
    <message>
        <source>A disguised permanent may be turned face up for its disguise cost.</source>
        <translation>Un permanente disfrazado puede ponerse boca arriba por su coste de disfraz.</translation>
    </message>
    <message>
        <source>A copy takes the copiable values of what it copies, not counters or other effects on it. As the rule&apos;s example says, a copy of a face-down creature is a face-up 2/2 creature with no name and no abilities, its face-down values (with ward {2} if that creature was disguised or cloaked).</source>
        <translation>Una copia toma los valores copiables de lo que copia, no los contadores ni otros efectos sobre ello. Como dice el ejemplo de la regla, una copia de una criatura boca abajo es una criatura 2/2 boca arriba sin nombre y sin habilidades, sus valores boca abajo (con custodia {2} si esa criatura estaba disfrazada o encubierta).</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has only the characteristics the rule or effect that made it face down gives it; those are its copiable values, so a copy of it takes them.</source>
        <translation>Un hechizo o permanente boca abajo solo tiene las características que le da la regla o el efecto que lo puso boca abajo; esos son sus valores copiables, así que una copia los toma.</translation>
    </message>
    <message>
        <source>When nothing lists other values, a face-down object is a 2/2 creature with no name, no mana cost, no subtypes and no abilities.</source>
        <translation>Cuando nada indica otros valores, un objeto boca abajo es una criatura 2/2 sin nombre, sin coste de maná, sin subtipos y sin habilidades.</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; you can&apos;t look at other players&apos; face-down objects unless an effect lets you.</source>
        <translation>Puedes mirar en cualquier momento los hechizos y permanentes boca abajo que controlas; no puedes mirar los objetos boca abajo de otros jugadores salvo que un efecto te lo permita.</translation>
    </message>
    <message>
        <source>Every face-down spell and permanent must stay easy to tell apart: the order they arrived in and what made each one face down must stay clear, and they may never be mixed up.</source>
        <translation>Cada hechizo y permanente boca abajo debe poder distinguirse fácilmente: el orden en que llegaron y qué puso boca abajo a cada uno deben quedar claros, y nunca pueden mezclarse.</translation>
    </message>
    <message>
        <source>A colorless object has no color.</source>
        <translation>Un objeto incoloro no tiene color.</translation>
    </message>
    <message>
        <source>An object is the color or colors of the mana symbols in its mana cost, whatever the color of its frame.</source>
        <translation>Un objeto es del color o colores de los símbolos de maná de su coste de maná, sea cual sea el color de su marco.</translation>
    </message>
    <message>
        <source>An object with no colored mana symbols in its mana cost, or with no mana cost, is colorless, unless something else (a color indicator, an effect) gives it a color.</source>
        <translation>Un objeto sin símbolos de maná de color en su coste de maná, o sin coste de maná, es incoloro, a menos que otra cosa (un indicador de color, un efecto) le dé un color.</translation>
    </message>
    <message>
        <source>A color indicator, a colored dot by the type line, gives a card its color; a face-down object has none.</source>
        <translation>Un indicador de color, un punto de color junto a la línea de tipo, le da su color a una carta; un objeto boca abajo no tiene ninguno.</translation>
    </message>
    <message>
        <source>When a card that is not on the stack has {X} in its mana cost, X is 0, even if the card&apos;s text says what X is.</source>
        <translation>Si una carta que no está en la pila tiene {X} en su coste de maná, X es 0, aunque el texto de la carta diga cuánto vale X.</translation>
    </message>
    <message>
        <source>Megamorph is morph plus a +1/+1 counter: as the permanent turns face up, it gets the counter only if its megamorph cost was paid to turn it up.</source>
        <translation>Megametamorfosis es metamorfosis más un contador +1/+1: al ponerse boca arriba, el permanente recibe el contador solo si se pagó su coste de megametamorfosis para ponerlo boca arriba.</translation>
    </message>
    <message>
        <source>A card cast face down is turned face down before it is put on the stack: casting it, everything sees only the face-down spell, a 2/2 creature spell with no name and no abilities other than those its way of casting gives it (ward {2} with disguise).</source>
        <translation>Una carta lanzada boca abajo se pone boca abajo antes de ponerse en la pila: al lanzarla, todo ve solo el hechizo boca abajo, un hechizo de criatura 2/2 sin nombre y sin más habilidades que las que le da su forma de lanzarse (custodia {2} con disfraz).</translation>
    </message>
    <message>
        <source>A face-down permanent turns face up only when a rule (morph, disguise, the manifest or cloak special action) or an effect turns it up; there is no general way, and a face-down spell normally can&apos;t be turned face up.</source>
        <translation>Un permanente boca abajo se pone boca arriba solo cuando una regla (metamorfosis, disfraz, la acción especial de manifestar o encubrir) o un efecto lo pone boca arriba; no hay una forma general, y un hechizo boca abajo normalmente no puede ponerse boca arriba.</translation>
    </message>
    <message>
        <source>Turning face up does not make a new object: it does not enter the battlefield again, and effects on it keep applying.</source>
        <translation>Ponerlo boca arriba no crea un objeto nuevo: no vuelve a entrar al campo de batalla y los efectos sobre él siguen aplicándose.</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield, or a face-down spell that leaves the stack for anywhere but the battlefield, is revealed to all players; so is everything face down that a player owns when they leave the game, and everything face down when the game ends. A face-down spell that resolves is not revealed.</source>
        <translation>Un permanente boca abajo que deja el campo de batalla, o un hechizo boca abajo que deja la pila hacia cualquier lugar que no sea el campo de batalla, se muestra a todos los jugadores; también todo lo que esté boca abajo y sea propiedad de un jugador cuando deja la partida, y todo lo boca abajo cuando la partida termina. Un hechizo boca abajo que se resuelve no se muestra.</translation>
    </message>
    <message>
        <source>A face-down instant or sorcery in a merged permanent is revealed instead of being turned face up.</source>
        <translation>Un instantáneo o conjuro boca abajo en un permanente fusionado se muestra en lugar de ponerse boca arriba.</translation>
    </message>
    <message>
        <source>A face-down permanent that becomes a copy still looks face down; the copied values show once it turns face up.</source>
        <translation>Un permanente boca abajo que se convierte en copia sigue pareciendo boca abajo; los valores copiados aparecen cuando se pone boca arriba.</translation>
    </message>
    <message>
        <source>A player may concede at any time; they leave the game at once and lose it.</source>
        <translation>Un jugador puede conceder en cualquier momento; deja la partida de inmediato y la pierde.</translation>
    </message>
    <message>
        <source>The active player gets priority at the start of most steps and phases; nobody gets priority in the untap step, and usually nobody does in the cleanup step.</source>
        <translation>El jugador activo recibe prioridad al comienzo de la mayoría de los pasos y fases; nadie recibe prioridad en el paso de enderezar y normalmente nadie la recibe en el paso de limpieza.</translation>
    </message>
    <message>
        <source>The active player receives priority after a spell or ability (other than a mana ability) resolves.</source>
        <translation>El jugador activo recibe la prioridad después de que se resuelva un hechizo o habilidad (que no sea una habilidad de maná).</translation>
    </message>
    <message>
        <source>A player who passes priority gives it to the next player in turn order.</source>
        <translation>Un jugador que pasa la prioridad se la da al siguiente jugador en orden de turno.</translation>
    </message>
    <message>
        <source>When all players pass in succession without acting, the top spell or ability of the stack resolves; with the stack empty, the step or phase ends.</source>
        <translation>Cuando todos los jugadores pasan sucesivamente sin actuar, se resuelve el hechizo o habilidad superior de la pila; con la pila vacía, termina el paso o la fase.</translation>
    </message>
    <message>
        <source>A step or phase ends when the stack is empty and all players pass in succession.</source>
        <translation>Un paso o fase termina cuando la pila está vacía y todos los jugadores pasan sucesivamente.</translation>
    </message>
    <message>
        <source>Each time all players pass in succession, the spell or ability on top of the stack resolves.</source>
        <translation>Cada vez que todos los jugadores pasan sucesivamente, se resuelve el hechizo o habilidad que está en la parte superior de la pila.</translation>
    </message>
    <message>
        <source>An instant or sorcery spell resolves in steps, one after another: its instructions are followed in order, and nobody receives priority until it has finished resolving (then the active player does, 117.3b).</source>
        <translation>Un hechizo de instantáneo o de conjuro se resuelve por pasos, uno tras otro: sus instrucciones se siguen en orden y nadie recibe la prioridad hasta que termina de resolverse (entonces la recibe el jugador activo, 117.3b).</translation>
    </message>
    <message>
        <source>A double-faced card cast face down or put onto the battlefield face down has the face-down characteristics, and stays hidden in an opaque sleeve or as a substitute card.</source>
        <translation>Una carta de dos caras lanzada boca abajo o puesta en el campo de batalla boca abajo tiene las características boca abajo y permanece oculta en una funda opaca o como carta sustituta.</translation>
    </message>
    <message>
        <source>A permanent that transforms is still the same object: effects on it keep applying.</source>
        <translation>Un permanente que se transforma sigue siendo el mismo objeto: los efectos sobre él siguen aplicándose.</translation>
    </message>
    <message>
        <source>Each player draws a starting hand, normally seven cards. To take a mulligan, shuffle your hand into your library, draw a new hand of that size, then put as many of those cards on the bottom of your library as the mulligans you have taken, in any order. Once you keep, those cards are your opening hand and you may take no more mulligans.</source>
        <translation>Cada jugador roba una mano inicial, normalmente siete cartas. Para hacer un mulligan, baraja tu mano en tu biblioteca, roba una mano nueva de ese tamaño y luego pon en el fondo de tu biblioteca, en cualquier orden, tantas de esas cartas como mulligans hayas hecho. Cuando te quedas con la mano, esas cartas son tu mano inicial y no puedes hacer más mulligans.</translation>
    </message>
    <message>
        <source>In a multiplayer game, and in any Brawl game, the first mulligan a player takes doesn&apos;t count toward the cards they put on the bottom.</source>
        <translation>En una partida multijugador, y en cualquier partida de Brawl, el primer mulligan de un jugador no cuenta para las cartas que pone en el fondo.</translation>
    </message>
    <message>
        <source>The starting player takes the game&apos;s first turn.</source>
        <translation>El jugador inicial juega el primer turno de la partida.</translation>
    </message>
    <message>
        <source>In a two-player game, the player who plays first skips the draw step of their first turn.</source>
        <translation>En una partida de dos jugadores, el jugador que juega primero se salta el paso de robar de su primer turno.</translation>
    </message>
    <message>
        <source>In multiplayer games other than Two-Headed Giant, no player skips the draw step of their first turn.</source>
        <translation>En las partidas multijugador que no son Gigante de Dos Cabezas, ningún jugador se salta el paso de robar de su primer turno.</translation>
    </message>
    <message>
        <source>You draw a card by putting the top card of your library into your hand.</source>
        <translation>Robas una carta poniendo la primera carta de tu biblioteca en tu mano.</translation>
    </message>
    <message>
        <source>Graveyard, battlefield, stack, exile and command are public zones: everyone sees the faces of the cards there (except cards allowed to be face down). Library and hand are hidden zones.</source>
        <translation>Cementerio, campo de batalla, pila, exilio y zona de mando son zonas públicas: todos ven las caras de las cartas que hay ahí (salvo las que pueden estar boca abajo). La biblioteca y la mano son zonas ocultas.</translation>
    </message>
    <message>
        <source>A library is one face-down pile: players can&apos;t look at its cards or change their order.</source>
        <translation>Una biblioteca es una pila boca abajo: los jugadores no pueden mirar sus cartas ni cambiar su orden.</translation>
    </message>
    <message>
        <source>When an effect puts two or more cards in the same place in a library at once, their owner may put them in any order and doesn&apos;t reveal that order.</source>
        <translation>Cuando un efecto pone dos o más cartas a la vez en el mismo lugar de una biblioteca, su propietario puede ponerlas en cualquier orden y no muestra ese orden.</translation>
    </message>
    <message>
        <source>You may look at your own hand at any time; you can&apos;t look at another player&apos;s hand, though you may count its cards.</source>
        <translation>Puedes mirar tu propia mano en cualquier momento; no puedes mirar la mano de otro jugador, aunque puedes contar sus cartas.</translation>
    </message>
    <message>
        <source>To reveal a card, show it to all players; a card an effect reveals stays revealed as long as that effect needs it.</source>
        <translation>Para mostrar una carta, enséñala a todos los jugadores; una carta que muestra un efecto sigue mostrada mientras ese efecto lo necesite.</translation>
    </message>
    <message>
        <source>Revealing a card doesn&apos;t move it out of the zone it is in.</source>
        <translation>Mostrar una carta no la saca de la zona en la que está.</translation>
    </message>
    <message>
        <source>When cards in a library are shuffled or otherwise reordered, a revealed card that is reordered stops being revealed and becomes a new object.</source>
        <translation>Cuando las cartas de una biblioteca se barajan o se reordenan de otro modo, una carta mostrada que se reordena deja de estar mostrada y se convierte en un objeto nuevo.</translation>
    </message>
    <message>
        <source>Looking at a card works like revealing it, except that only the player told to look sees it.</source>
        <translation>Mirar una carta funciona como mostrarla, salvo que solo la ve el jugador al que se le dice que la mire.</translation>
    </message>
    <message>
        <source>To scry N, look at the top N cards of your library, then put any number of them on the bottom in any order and the rest back on top in any order.</source>
        <translation>Para adivinar N, mira las N primeras cartas de tu biblioteca y pon cualquier número de ellas en el fondo en cualquier orden y el resto de nuevo arriba en cualquier orden.</translation>
    </message>
    <message>
        <source>To search a zone for a card, look at all its cards (even in a hidden zone) and find one that matches the description.</source>
        <translation>Para buscar una carta en una zona, mira todas sus cartas (incluso en una zona oculta) y encuentra una que cumpla la descripción.</translation>
    </message>
    <message>
        <source>Searching a hidden zone for cards with a stated quality (a card type, a color, ...), you may find fewer of them, or none, even if they are there.</source>
        <translation>Al buscar en una zona oculta cartas con una cualidad indicada (un tipo de carta, un color, ...), puedes encontrar menos, o ninguna, aunque estén ahí.</translation>
    </message>
    <message>
        <source>Searching a hidden zone simply for a number of cards (&quot;a card&quot;), you must find that many, or as many as the zone holds.</source>
        <translation>Al buscar en una zona oculta simplemente un número de cartas («una carta»), debes encontrar esas, o todas las que tenga la zona.</translation>
    </message>
    <message>
        <source>Cards found by a search are revealed only if the effect that searches says to reveal them.</source>
        <translation>Las cartas encontradas en una búsqueda solo se muestran si el efecto que busca dice que se muestren.</translation>
    </message>
    <message>
        <source>To shuffle a library, put its cards in a random order so that no player knows their order.</source>
        <translation>Para barajar una biblioteca, pon sus cartas en un orden aleatorio de modo que ningún jugador conozca su orden.</translation>
    </message>
    <message>
        <source>When an effect has you search a library, shuffle it and then put found cards in a certain place, the found cards aren&apos;t part of the shuffle.</source>
        <translation>Cuando un efecto te hace buscar en una biblioteca, barajarla y luego poner las cartas encontradas en un lugar concreto, las cartas encontradas no forman parte del barajado.</translation>
    </message>
    <message>
        <source>A game ends at once when a player wins, when it is a draw, or when it is restarted.</source>
        <translation>Una partida termina en el acto cuando un jugador gana, cuando hay empate o cuando se reinicia.</translation>
    </message>
    <message>
        <source>A card&apos;s owner is the player who started the game with it; each player acts only for themselves.</source>
        <translation>El propietario de una carta es el jugador que empezó la partida con ella; cada jugador actúa solo por sí mismo.</translation>
    </message>
    <message>
        <source>A permanent is a card or token on the battlefield.</source>
        <translation>Un permanente es una carta o ficha en el campo de batalla.</translation>
    </message>
    <message>
        <source>A permanent&apos;s owner is its card&apos;s owner; its controller is, unless an effect says otherwise, the player under whose control it entered the battlefield.</source>
        <translation>El propietario de un permanente es el propietario de su carta; su controlador es, salvo que un efecto diga otra cosa, el jugador bajo cuyo control entró al campo de batalla.</translation>
    </message>
    <message>
        <source>A permanent&apos;s status: tapped or untapped, flipped or not, face up or face down, phased in or out. It is face up unless something puts it face down.</source>
        <translation>El estado de un permanente: girado o enderezado, volteado o no, boca arriba o boca abajo, en fase o fuera de fase. Está boca arriba salvo que algo lo ponga boca abajo.</translation>
    </message>
    <message>
        <source>A permanent&apos;s status is not a characteristic of it.</source>
        <translation>El estado de un permanente no es una característica suya.</translation>
    </message>
    <message>
        <source>A token that is in a zone other than the battlefield ceases to exist.</source>
        <translation>Una ficha que está en una zona distinta del campo de batalla deja de existir.</translation>
    </message>
    <message>
        <source>A token that has left the battlefield can&apos;t move to another zone or come back onto the battlefield.</source>
        <translation>Una ficha que ha dejado el campo de batalla no puede moverse a otra zona ni volver al campo de batalla.</translation>
    </message>
    <message>
        <source>A target is an object or player a spell or ability will affect, chosen as it is put on the stack; it must be what the spell or ability says it can target.</source>
        <translation>Un objetivo es un objeto o jugador al que afectará un hechizo o habilidad, elegido al ponerlo en la pila; debe ser algo que el hechizo o habilidad diga que puede hacer objetivo.</translation>
    </message>
    <message>
        <source>A player can&apos;t pay a cost without the resources to pay it in full.</source>
        <translation>Un jugador no puede pagar un coste sin los recursos para pagarlo por completo.</translation>
    </message>
    <message>
        <source>An alternative cost is paid instead of a spell&apos;s mana cost, when something allows it (casting face down for {3} with morph or disguise is one); you choose it as you cast the spell.</source>
        <translation>Un coste alternativo se paga en lugar del coste de maná de un hechizo, cuando algo lo permite (lanzar boca abajo por {3} con metamorfosis o disfraz es uno); lo eliges al lanzar el hechizo.</translation>
    </message>
    <message>
        <source>Only one alternative cost can be applied to a spell as it is cast.</source>
        <translation>Solo puede aplicarse un coste alternativo a un hechizo al lanzarlo.</translation>
    </message>
    <message>
        <source>A player can pay life only if their life total is at least the amount to pay.</source>
        <translation>Un jugador puede pagar vidas solo si su total de vidas es al menos la cantidad a pagar.</translation>
    </message>
    <message>
        <source>Gaining or losing 0 life is no life gain or loss: nothing happens.</source>
        <translation>Ganar o perder 0 vidas no es ganar ni perder vidas: no pasa nada.</translation>
    </message>
    <message>
        <source>A player who must draw from an empty library draws nothing and loses the next time state-based actions are checked.</source>
        <translation>Un jugador que debe robar de una biblioteca vacía no roba nada y pierde la próxima vez que se comprueben las acciones basadas en estado.</translation>
    </message>
    <message>
        <source>A counter is a marker on an object or player; there can&apos;t be fewer than none.</source>
        <translation>Un contador es un marcador sobre un objeto o jugador; no puede haber menos que ninguno.</translation>
    </message>
    <message>
        <source>Two objects share a name only if each has a name and the names are the same; an object with no name shares a name with nothing.</source>
        <translation>Dos objetos comparten nombre solo si cada uno tiene nombre y los nombres son iguales; un objeto sin nombre no comparte nombre con nada.</translation>
    </message>
    <message>
        <source>When a card with {X} in its mana cost is not on the stack, X is 0 in its mana value.</source>
        <translation>Cuando una carta con {X} en su coste de maná no está en la pila, X es 0 en su valor de maná.</translation>
    </message>
    <message>
        <source>A creature&apos;s activated ability with the tap symbol can&apos;t be used unless the creature has been under its controller&apos;s control continuously since their most recent turn began.</source>
        <translation>La habilidad activada de una criatura con el símbolo de girar no puede usarse a menos que la criatura haya estado bajo el control de su controlador continuamente desde el comienzo de su turno más reciente.</translation>
    </message>
    <message>
        <source>An instant can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>Un instantáneo no puede entrar al campo de batalla; si fuera a hacerlo, se queda donde está.</translation>
    </message>
    <message>
        <source>A land can&apos;t be cast as a spell; it is played.</source>
        <translation>Una tierra no puede lanzarse como hechizo; se juega.</translation>
    </message>
    <message>
        <source>A sorcery can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>Un conjuro no puede entrar al campo de batalla; si fuera a hacerlo, se queda donde está.</translation>
    </message>
    <message>
        <source>An instant or sorcery card that would enter the battlefield stays in its previous zone instead.</source>
        <translation>Una carta de instantáneo o conjuro que fuera a entrar al campo de batalla se queda en cambio en su zona anterior.</translation>
    </message>
    <message>
        <source>A player who plays with the top card of their library revealed shows each new top card as soon as it is on top.</source>
        <translation>Un jugador que juega con la primera carta de su biblioteca mostrada enseña cada nueva carta superior en cuanto está arriba.</translation>
    </message>
    <message>
        <source>A spell is on the stack from when it is cast until it resolves, is countered or otherwise leaves.</source>
        <translation>Un hechizo está en la pila desde que se lanza hasta que se resuelve, se contrarresta o la deja de otro modo.</translation>
    </message>
    <message>
        <source>A card exiled face down can&apos;t be looked at, except by players an effect allows.</source>
        <translation>Una carta exiliada boca abajo no puede mirarse, salvo por los jugadores a los que un efecto lo permita.</translation>
    </message>
    <message>
        <source>An effect that exiles cards face down may let certain players look at them.</source>
        <translation>Un efecto que exilia cartas boca abajo puede permitir que ciertos jugadores las miren.</translation>
    </message>
    <message>
        <source>In the untap step the active player untaps all their permanents.</source>
        <translation>En el paso de enderezar, el jugador activo endereza todos sus permanentes.</translation>
    </message>
    <message>
        <source>To cast a spell, announce it, make the choices, find the total cost and pay it; then it is cast.</source>
        <translation>Para lanzar un hechizo, anúncialo, toma las decisiones, determina el coste total y págalo; entonces está lanzado.</translation>
    </message>
    <message>
        <source>As you cast a spell you announce its choices: its modes if it is modal, an alternative or additional cost, the value of X.</source>
        <translation>Al lanzar un hechizo anuncias sus elecciones: sus modos si es modal, un coste alternativo o adicional, el valor de X.</translation>
    </message>
    <message>
        <source>A player may cast a card only from a zone some rule or effect lets them cast it from (normally the hand).</source>
        <translation>Un jugador solo puede lanzar una carta desde una zona desde la que una regla o efecto le permita lanzarla (normalmente la mano).</translation>
    </message>
    <message>
        <source>Triggered abilities trigger when their event happens and are put on the stack the next time a player would receive priority.</source>
        <translation>Las habilidades disparadas se disparan cuando ocurre su evento y se ponen en la pila la próxima vez que un jugador fuera a recibir prioridad.</translation>
    </message>
    <message>
        <source>A modal spell (&quot;Choose one —&quot; and a list) is cast with its modes chosen, as many as it says and each only once; it does only what the chosen modes say.</source>
        <translation>Un hechizo modal («Elige uno:» y una lista) se lanza con sus modos elegidos, tantos como indica y cada uno una sola vez; solo hace lo que dicen los modos elegidos.</translation>
    </message>
    <message>
        <source>Only an &quot;if&quot; right after the trigger condition (&quot;When ..., if ..., ...&quot;) is checked as the ability triggers and again as it resolves; an &quot;if&quot; anywhere else in its text is checked only as it resolves, and the ability triggers whatever it says.</source>
        <translation>Solo un «si» justo después de la condición de disparo («Cuando..., si..., ...») se comprueba al dispararse la habilidad y otra vez al resolverse; un «si» en cualquier otra parte de su texto solo se comprueba al resolverse, y la habilidad se dispara diga lo que diga.</translation>
    </message>
    <message>
        <source>When a trigger event happens, the ability triggers; its controller puts it on the stack the next time a player would receive priority.</source>
        <translation>Cuando ocurre un evento de disparo, la habilidad se dispara; su controlador la pone en la pila la próxima vez que un jugador fuera a recibir prioridad.</translation>
    </message>
    <message>
        <source>A player may activate an activated ability any time they have priority.</source>
        <translation>Un jugador puede activar una habilidad activada siempre que tenga prioridad.</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step.</source>
        <translation>Ningún jugador recibe prioridad durante el paso de enderezar.</translation>
    </message>
    <message>
        <source>Normally no player receives priority during the cleanup step.</source>
        <translation>Normalmente ningún jugador recibe prioridad durante el paso de limpieza.</translation>
    </message>
    <message>
        <source>An activated ability is written &quot;[Cost]: [Effect.]&quot;.</source>
        <translation>Una habilidad activada se escribe «[Coste]: [Efecto.]».</translation>
    </message>
    <message>
        <source>To activate an ability is to put it on the stack and pay its costs; only the controller of its object may, and only while they have priority.</source>
        <translation>Activar una habilidad es ponerla en la pila y pagar sus costes; solo puede hacerlo el controlador de su objeto, y solo mientras tiene prioridad.</translation>
    </message>
    <message>
        <source>A permanent that turns face up or face down gets a new timestamp.</source>
        <translation>Un permanente que se pone boca arriba o boca abajo obtiene una nueva marca de tiempo.</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply while it is being turned face up; they are replacement effects.</source>
        <translation>Las habilidades «Mientras [esto] se pone boca arriba» se aplican mientras se pone boca arriba; son efectos de reemplazo.</translation>
    </message>
    <message>
        <source>A player can&apos;t mill more cards than their library holds; an empty library mills nothing.</source>
        <translation>Un jugador no puede moler más cartas de las que tiene su biblioteca; una biblioteca vacía no muele nada.</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform; anything else doesn&apos;t.</source>
        <translation>Solo un permanente de dos caras puede transformarse; nada más lo hace.</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be manifested and stays where it is.</source>
        <translation>Si un efecto dice que una carta no puede entrar al campo de batalla, no puede manifestarse y se queda donde está.</translation>
    </message>
    <message>
        <source>Several cards are cloaked one at a time.</source>
        <translation>Varias cartas se encubren de una en una.</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be cloaked and stays where it is.</source>
        <translation>Si un efecto dice que una carta no puede entrar al campo de batalla, no puede encubrirse y se queda donde está.</translation>
    </message>
    <message>
        <source>A player with 0 or less life loses the game (a state-based action).</source>
        <translation>Un jugador con 0 o menos vidas pierde la partida (una acción basada en estado).</translation>
    </message>
    <message>
        <source>A player who attempted to draw from an empty library since the last check loses the game (a state-based action).</source>
        <translation>Un jugador que intentó robar de una biblioteca vacía desde la última comprobación pierde la partida (una acción basada en estado).</translation>
    </message>
    <message>
        <source>A player with ten or more poison counters loses the game (a state-based action).</source>
        <translation>Un jugador con diez o más contadores de veneno pierde la partida (una acción basada en estado).</translation>
    </message>
    <message>
        <source>A creature with toughness 0 or less is put into its owner&apos;s graveyard (a state-based action).</source>
        <translation>Una criatura con resistencia 0 o menos se pone en el cementerio de su propietario (una acción basada en estado).</translation>
    </message>
    <message>
        <source>If a player controls two or more legendary permanents with the same name, they choose one and put the rest into their owners&apos; graveyards (the legend rule).</source>
        <translation>Si un jugador controla dos o más permanentes legendarios con el mismo nombre, elige uno y pone los demás en los cementerios de sus propietarios (la regla de leyendas).</translation>
    </message>
    <message>
        <source>A copy takes the copied object&apos;s copiable values, as modified by other copy effects and its face-down status; other effects and counters are not copied.</source>
        <translation>Una copia toma los valores copiables del objeto copiado, modificados por otros efectos de copia y por su estado boca abajo; otros efectos y contadores no se copian.</translation>
    </message>
    <message>
        <source>A permanent that is already face down can&apos;t be turned face down again.</source>
        <translation>Un permanente que ya está boca abajo no puede volver a ponerse boca abajo.</translation>
    </message>
    <message>
        <source>An object put onto the battlefield face down is face down as it enters: its own enters abilities don&apos;t apply.</source>
        <translation>Un objeto puesto en el campo de batalla boca abajo está boca abajo al entrar: sus propias habilidades de entrar no se aplican.</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply as the permanent turns face up.</source>
        <translation>Las habilidades «Mientras [esto] se pone boca arriba» se aplican cuando el permanente se pone boca arriba.</translation>
    </message>
    <message>
        <source>A face-down card revealed because it left is judged as the card itself, ignoring effects that applied to the face-down object.</source>
        <translation>Una carta boca abajo mostrada por irse se juzga como la propia carta, ignorando los efectos que se aplicaban al objeto boca abajo.</translation>
    </message>
    <message>
        <source>A card that can&apos;t enter the battlefield (an instant or sorcery front face) stays where it is.</source>
        <translation>Una carta que no puede entrar al campo de batalla (una cara frontal de instantáneo o conjuro) se queda donde está.</translation>
    </message>
    <message>
        <source>A double-faced card turned face up is turned up with its front face up; a face-down double-faced permanent can&apos;t transform.</source>
        <translation>Una carta de dos caras se pone boca arriba con su cara frontal hacia arriba; un permanente de dos caras boca abajo no puede transformarse.</translation>
    </message>
    <message>
        <source>A double-faced permanent on the battlefield can&apos;t be turned face down.</source>
        <translation>Un permanente de dos caras en el campo de batalla no puede ponerse boca abajo.</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, all objects they own leave the game with them, and effects that give them control of objects end.</source>
        <translation>Cuando un jugador deja una partida multijugador, todos los objetos de los que es propietario la dejan con él, y terminan los efectos que le dan el control de objetos.</translation>
    </message>
    <message>
        <source>Once a player has left the game, nothing can happen to them.</source>
        <translation>Una vez que un jugador ha dejado la partida, no le puede pasar nada.</translation>
    </message>
    <message>
        <source>To surveil N, look at the top N cards of your library, then put any number of them into your graveyard and the rest back on top in any order.</source>
        <translation>Para vigilar N, mira las N primeras cartas de tu biblioteca y pon cualquier número de ellas en tu cementerio y el resto de nuevo arriba en cualquier orden.</translation>
    </message>
    <message>
        <source>Once activated or triggered, an ability exists on the stack independently of its source: what happens to the source afterwards, even its destruction or removal, doesn&apos;t affect the ability.</source>
        <translation>Una vez activada o disparada, una habilidad existe en la pila independientemente de su fuente: lo que le pase después a la fuente, incluso su destrucción o retirada, no afecta a la habilidad.</translation>
    </message>
    <message>
        <source>As a spell or ability with targets resolves, it checks whether they are still legal: a target that left its zone, or whose characteristics changed so that it can&apos;t be targeted, is illegal. If every target is illegal, the spell or ability doesn&apos;t resolve: it is removed from the stack, and a spell goes to its owner&apos;s graveyard.</source>
        <translation>Cuando un hechizo o habilidad con objetivos se resuelve, comprueba si siguen siendo legales: un objetivo que dejó su zona, o cuyas características cambiaron de modo que no puede ser objetivo, es ilegal. Si todos los objetivos son ilegales, el hechizo o habilidad no se resuelve: se quita de la pila, y un hechizo va al cementerio de su propietario.</translation>
    </message>
    <message>
        <source>A permanent with protection from a quality can&apos;t be the target of spells with that quality, nor of abilities from sources with that quality.</source>
        <translation>Un permanente con protección contra una cualidad no puede ser objetivo de hechizos con esa cualidad, ni de habilidades de fuentes con esa cualidad.</translation>
    </message>
    <message>
        <source>Activating Primordial Mist&apos;s last ability doesn&apos;t trigger abilities that trigger when something is turned face up.</source>
        <translation>Activar la última habilidad de Primordial Mist no dispara las habilidades que se disparan cuando algo se pone boca arriba.</translation>
    </message>
    <message>
        <source>You still pay all costs for a spell cast this way, and you follow the normal timing permissions and restrictions of the card you play.</source>
        <translation>Sigues pagando todos los costes de un hechizo lanzado así y respetas los permisos y restricciones de tiempo normales de la carta que juegas.</translation>
    </message>
    <message>
        <source>Casting an exiled card makes it leave exile: you can&apos;t cast it more than once.</source>
        <translation>Lanzar una carta exiliada hace que deje el exilio: no puedes lanzarla más de una vez.</translation>
    </message>
    <message>
        <source>If you don&apos;t play the exiled card this turn, it stays exiled.</source>
        <translation>Si no juegas la carta exiliada este turno, se queda exiliada.</translation>
    </message>
    <message>
        <source>You may exile a face-down token you control to activate the ability, but you won&apos;t be able to cast that token.</source>
        <translation>Puedes exiliar una ficha boca abajo que controlas para activar la habilidad, pero no podrás lanzar esa ficha.</translation>
    </message>
    <message>
        <source>The face-down permanent is a 2/2 creature with no name, mana cost, creature types or abilities; other effects that apply to it can still grant or change any of these characteristics.</source>
        <translation>El permanente boca abajo es una criatura 2/2 sin nombre, coste de maná, tipos de criatura ni habilidades; otros efectos que se le apliquen aún pueden otorgarle o cambiar cualquiera de estas características.</translation>
    </message>
    <message>
        <source>The face-down characteristics are copiable values: a copy of a face-down creature is a 2/2 colorless face-up creature with no abilities.</source>
        <translation>Las características boca abajo son valores copiables: una copia de una criatura boca abajo es una criatura 2/2 incolora boca arriba sin habilidades.</translation>
    </message>
    <message>
        <source>Unlike a face-down creature cast with morph, a manifested creature card may still be turned face up for its mana cost after it loses its abilities.</source>
        <translation>A diferencia de una criatura boca abajo lanzada con metamorfosis, una carta de criatura manifestada aún puede ponerse boca arriba por su coste de maná después de perder sus habilidades.</translation>
    </message>
    <message>
        <source>You must reveal a face-down permanent you control that leaves the battlefield, and all face-down spells and permanents you control when you leave the game or the game ends.</source>
        <translation>Debes mostrar un permanente boca abajo que controlas cuando deja el campo de batalla, y todos los hechizos y permanentes boca abajo que controlas cuando dejas la partida o cuando la partida termina.</translation>
    </message>
    <message>
        <source>Your face-down spells and permanents must be easy to tell apart: you may not mix them up to confuse other players, and the order they entered and the ability that made each one face down (manifest, cloak, morph or disguise, among others) must stay clear.</source>
        <translation>Tus hechizos y permanentes boca abajo deben poder distinguirse fácilmente: no puedes mezclarlos para confundir a otros jugadores, y el orden en que entraron y la habilidad que puso boca abajo a cada uno (manifestar, encubrir, metamorfosis o disfraz, entre otras) deben quedar claros.</translation>
    </message>
    <message>
        <source>If your library holds only one card when you manifest dread, you look at it and manifest it, with no option to put it into your graveyard; with no cards, you do nothing.</source>
        <translation>Si tu biblioteca solo tiene una carta cuando manifiestas miedo, la miras y la manifiestas, sin la opción de ponerla en tu cementerio; sin cartas, no haces nada.</translation>
    </message>
    <message>
        <source>What the card itself says (its rules text).</source>
        <translation>Lo que dice la propia carta (su texto de reglas).</translation>
    </message>
</context>
<context>
    <name>verdicts</name>
    <message>
        <source>Face down it is a colorless 2/2 creature with no name, no mana cost (mana value 0), no subtypes and no abilities.</source>
        <translation>Boca abajo es una criatura 2/2 incolora sin nombre, sin coste de maná (valor de maná 0), sin subtipos y sin habilidades.</translation>
    </message>
    <message>
        <source>Face down it is a colorless 2/2 creature with ward {{2}} and nothing else.</source>
        <translation>Boca abajo es una criatura 2/2 incolora con custodia {{2}} y nada más.</translation>
    </message>
    <message>
        <source>Face down it has only the characteristics the effect lists: {listed}.</source>
        <translation>Boca abajo solo tiene las características que indica el efecto: {listed}.</translation>
    </message>
    <message>
        <source>Other effects, counters and attachments still apply on top of its face-down values.</source>
        <translation>Otros efectos, contadores y anexos siguen aplicándose encima de sus valores boca abajo.</translation>
    </message>
    <message>
        <source>A face-down permanent has no name, so it never shares a name with anything; the legend rule ignores it.</source>
        <translation>Un permanente boca abajo no tiene nombre, así que nunca comparte nombre con nada; la regla de leyendas lo ignora.</translation>
    </message>
    <message>
        <source>It enters face down: its own enters abilities do not apply, but other permanents see a 2/2 creature enter.</source>
        <translation>Entra boca abajo: sus propias habilidades de entrar no se aplican, pero los demás permanentes ven entrar una criatura 2/2.</translation>
    </message>
    <message>
        <source>It is already face down; turning it face down again does nothing.</source>
        <translation>Ya está boca abajo; ponerlo boca abajo de nuevo no hace nada.</translation>
    </message>
    <message>
        <source>A double-faced permanent can&apos;t be turned face down; nothing happens.</source>
        <translation>Un permanente de dos caras no puede ponerse boca abajo; no pasa nada.</translation>
    </message>
    <message>
        <source>Turning face up or down gives it a new timestamp.</source>
        <translation>Ponerlo boca arriba o boca abajo le da una nueva marca de tiempo.</translation>
    </message>
    <message>
        <source>You control it, so you may look at its face at any time.</source>
        <translation>Lo controlas, así que puedes mirar su cara en cualquier momento.</translation>
    </message>
    <message>
        <source>Only its controller may look at a face-down {what}.</source>
        <translation>Solo su controlador puede mirar un {what} boca abajo.</translation>
    </message>
    <message>
        <source>Control decides who may look: {controller} controls it now.</source>
        <translation>El control decide quién puede mirarlo: ahora lo controla {controller}.</translation>
    </message>
    <message>
        <source>Face-down exiled cards may be seen only by players an effect allows.</source>
        <translation>Las cartas exiliadas boca abajo solo pueden verlas los jugadores a los que un efecto lo permita.</translation>
    </message>
    <message>
        <source>Turning a permanent face up needs priority, and nobody has priority in this step ({step}). Wait until you have priority.</source>
        <translation>Poner boca arriba un permanente requiere prioridad, y nadie tiene prioridad en este paso ({step}). Espera hasta tener prioridad.</translation>
    </message>
    <message>
        <source>Only the player who controls a face-down permanent may turn it face up; {controller} controls it.</source>
        <translation>Solo el jugador que controla un permanente boca abajo puede ponerlo boca arriba; lo controla {controller}.</translation>
    </message>
    <message>
        <source>A face-down spell on the stack can&apos;t be turned face up; wait until it resolves.</source>
        <translation>Un hechizo boca abajo en la pila no puede ponerse boca arriba; espera a que se resuelva.</translation>
    </message>
    <message>
        <source>It was {method_text} and its card is a creature card: you may turn it face up for its mana cost {cost}.</source>
        <translation>Fue {method_text} y su carta es una carta de criatura: puedes ponerlo boca arriba por su coste de maná {cost}.</translation>
    </message>
    <message>
        <source>The mana-cost route looks at the card itself, ignoring copy and type-changing effects on the permanent.</source>
        <translation>La vía del coste de maná mira la propia carta, ignorando los efectos de copia y de cambio de tipo sobre el permanente.</translation>
    </message>
    <message>
        <source>Losing its abilities doesn&apos;t stop a manifested or cloaked creature card from turning face up for its mana cost.</source>
        <translation>Perder sus habilidades no impide que una carta de criatura manifestada o encubierta se ponga boca arriba por su coste de maná.</translation>
    </message>
    <message>
        <source>Its card is not a creature card, so it can&apos;t be turned face up for a mana cost.</source>
        <translation>Su carta no es una carta de criatura, así que no puede ponerse boca arriba por un coste de maná.</translation>
    </message>
    <message>
        <source>Its card has no mana cost, so the mana-cost route does not exist.</source>
        <translation>Su carta no tiene coste de maná, así que la vía del coste de maná no existe.</translation>
    </message>
    <message>
        <source>X is 0 when a manifested card is turned face up: the cost is {cost}.</source>
        <translation>X es 0 cuando una carta manifestada se pone boca arriba: el coste es {cost}.</translation>
    </message>
    <message>
        <source>It may be turned face up either for its mana cost or for its {keyword} cost.</source>
        <translation>Puede ponerse boca arriba por su coste de maná o por su coste de {keyword}.</translation>
    </message>
    <message>
        <source>It would have morph face up: you may turn it face up for {cost}.</source>
        <translation>Boca arriba tendría metamorfosis: puedes ponerlo boca arriba por {cost}.</translation>
    </message>
    <message>
        <source>Paying its megamorph cost {cost} also puts a +1/+1 counter on it.</source>
        <translation>Pagar su coste de megametamorfosis {cost} también le pone un contador +1/+1.</translation>
    </message>
    <message>
        <source>Turned face up another way, a megamorph card gets no +1/+1 counter.</source>
        <translation>Puesta boca arriba de otra forma, una carta con megametamorfosis no recibe contador +1/+1.</translation>
    </message>
    <message>
        <source>It would have disguise face up: you may turn it face up for {cost}.</source>
        <translation>Boca arriba tendría disfraz: puedes ponerlo boca arriba por {cost}.</translation>
    </message>
    <message>
        <source>Its cost is not mana ({cost}); it can be used only when that cost can be paid now.</source>
        <translation>Su coste no es maná ({cost}); solo puede usarse cuando ese coste pueda pagarse ahora.</translation>
    </message>
    <message>
        <source>It would have no {keyword} face up because it has lost its abilities, so that route is closed.</source>
        <translation>Boca arriba no tendría {keyword} porque ha perdido sus habilidades, así que esa vía está cerrada.</translation>
    </message>
    <message>
        <source>It is copying another object: the {keyword} route uses the copied object&apos;s cost.</source>
        <translation>Está copiando otro objeto: la vía de {keyword} usa el coste del objeto copiado.</translation>
    </message>
    <message>
        <source>It was not manifested or cloaked, so its mana cost can&apos;t turn it face up; use its {keyword} cost.</source>
        <translation>No fue manifestado ni encubierto, así que su coste de maná no puede ponerlo boca arriba; usa su coste de {keyword}.</translation>
    </message>
    <message>
        <source>No rule lets you turn this face up: it became face down by {method_text} and its card has no morph or disguise. Only an effect can turn it face up.</source>
        <translation>Ninguna regla te permite ponerlo boca arriba: quedó boca abajo por {method_text} y su carta no tiene metamorfosis ni disfraz. Solo un efecto puede ponerlo boca arriba.</translation>
    </message>
    <message>
        <source>A face-down Forest from Yedora whose card has {keyword} may be turned face up for that cost.</source>
        <translation>Un Forest boca abajo de Yedora cuya carta tiene {keyword} puede ponerse boca arriba por ese coste.</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays face down.</source>
        <translation>Un efecto no puede poner boca arriba una carta de instantáneo o conjuro: en su lugar se muestra a todos los jugadores y permanece boca abajo.</translation>
    </message>
    <message>
        <source>An effect turns it face up; no cost, whatever made it face down.</source>
        <translation>Un efecto lo pone boca arriba; sin coste, sea lo que sea lo que lo puso boca abajo.</translation>
    </message>
    <message>
        <source>A double-faced card turns face up with its front face up.</source>
        <translation>Una carta de dos caras se pone boca arriba con su cara frontal hacia arriba.</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform; nothing happens.</source>
        <translation>Un permanente de dos caras boca abajo no puede transformarse; no pasa nada.</translation>
    </message>
    <message>
        <source>Its front face is not a permanent, so it can&apos;t be turned face up.</source>
        <translation>Su cara frontal no es un permanente, así que no puede ponerse boca arriba.</translation>
    </message>
    <message>
        <source>It becomes a land when it turns face up; that is not a land play, and if it stops being a creature it is removed from combat.</source>
        <translation>Se convierte en una tierra al ponerse boca arriba; eso no es jugar una tierra, y si deja de ser una criatura se retira del combate.</translation>
    </message>
    <message>
        <source>It is the same permanent: tapped state, counters, damage, attachments and combat status stay.</source>
        <translation>Es el mismo permanente: el estado de girado, los contadores, el daño, los anexos y el estado de combate se mantienen.</translation>
    </message>
    <message>
        <source>Nothing enters the battlefield: enters abilities don&apos;t trigger.</source>
        <translation>Nada entra al campo de batalla: las habilidades de entrar no se disparan.</translation>
    </message>
    <message>
        <source>Its &quot;as it is turned face up&quot; ability applies now ({detail}).</source>
        <translation>Su habilidad «mientras se pone boca arriba» se aplica ahora ({detail}).</translation>
    </message>
    <message>
        <source>Turned-face-up abilities trigger: {names}.</source>
        <translation>Se disparan las habilidades de ponerse boca arriba: {names}.</translation>
    </message>
    <message>
        <source>{name} triggers: {player} gains 1 life for each creature they control ({n} now).</source>
        <translation>{name} se dispara: {player} gana 1 vida por cada criatura que controla (ahora {n}).</translation>
    </message>
    <message>
        <source>The ward {{2}} it had while face down ends.</source>
        <translation>La custodia {{2}} que tenía boca abajo termina.</translation>
    </message>
    <message>
        <source>Effects that already applied to it keep applying face up.</source>
        <translation>Los efectos que ya se le aplicaban siguen aplicándose boca arriba.</translation>
    </message>
    <message>
        <source>Check state-based actions now: {detail}.</source>
        <translation>Comprueba ahora las acciones basadas en estado: {detail}.</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield is revealed to all players: it was {name}.</source>
        <translation>Un permanente boca abajo que deja el campo de batalla se muestra a todos los jugadores: era {name}.</translation>
    </message>
    <message>
        <source>A face-down spell leaving the stack for anywhere but the battlefield is revealed to all players: it was {name}.</source>
        <translation>Un hechizo boca abajo que deja la pila hacia cualquier lugar que no sea el campo de batalla se muestra a todos los jugadores: era {name}.</translation>
    </message>
    <message>
        <source>The game is over: every face-down spell and permanent is revealed.</source>
        <translation>La partida ha terminado: se muestran todos los hechizos y permanentes boca abajo.</translation>
    </message>
    <message>
        <source>{player} leaves the game: their face-down spells and permanents are revealed.</source>
        <translation>{player} deja la partida: se muestran sus hechizos y permanentes boca abajo.</translation>
    </message>
    <message>
        <source>The revealed card is judged as printed, ignoring effects.</source>
        <translation>La carta mostrada se juzga como está impresa, ignorando los efectos.</translation>
    </message>
    <message>
        <source>It enters face up as a new object; its enters abilities work.</source>
        <translation>Entra boca arriba como un objeto nuevo; sus habilidades de entrar funcionan.</translation>
    </message>
    <message>
        <source>An instant or sorcery card can&apos;t enter the battlefield; it stays where it is.</source>
        <translation>Una carta de instantáneo o conjuro no puede entrar al campo de batalla; se queda donde está.</translation>
    </message>
    <message>
        <source>It enters face down as a new object with a new entry number.</source>
        <translation>Entra boca abajo como un objeto nuevo con un nuevo número de entrada.</translation>
    </message>
    <message>
        <source>A face-down token leaving the battlefield is revealed and then ceases to exist.</source>
        <translation>Una ficha boca abajo que deja el campo de batalla se muestra y luego deja de existir.</translation>
    </message>
    <message>
        <source>A copy of a face-down permanent takes its face-down copiable values, not counters or other effects: a face-up colorless 2/2 creature with no name, no creature types and no abilities, but with ward {{2}} if it copies a disguised or cloaked creature. Nothing is revealed.</source>
        <translation>Una copia de un permanente boca abajo toma sus valores copiables boca abajo, no contadores ni otros efectos: una criatura 2/2 incolora boca arriba sin nombre, sin tipos de criatura y sin habilidades, pero con custodia {{2}} si copia una criatura disfrazada o encubierta. No se muestra nada.</translation>
    </message>
    <message>
        <source>It still looks like a face-down 2/2; the copied values show once it turns face up.</source>
        <translation>Sigue pareciendo un 2/2 boca abajo; los valores copiados aparecen cuando se pone boca arriba.</translation>
    </message>
    <message>
        <source>Face-down permanents may not be mixed to confuse opponents; their order and markers must stay clear.</source>
        <translation>Los permanentes boca abajo no pueden mezclarse para confundir a los oponentes; su orden y marcadores deben quedar claros.</translation>
    </message>
    <message>
        <source>A face-down object needs its entry number and method marker.</source>
        <translation>Un objeto boca abajo necesita su número de entrada y su marcador de método.</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, with consecutive entry numbers.</source>
        <translation>Varias cartas se manifiestan de una en una, con números de entrada consecutivos.</translation>
    </message>
    <message>
        <source>{restriction}: the card isn&apos;t manifested and stays where it is.</source>
        <translation>{restriction}: la carta no se manifiesta y se queda donde está.</translation>
    </message>
    <message>
        <source>The library is empty: nothing is manifested (this is not a draw).</source>
        <translation>La biblioteca está vacía: no se manifiesta nada (esto no es robar).</translation>
    </message>
    <message>
        <source>Look at the top two cards: manifest one, put the other into the graveyard.</source>
        <translation>Mira las dos primeras cartas: manifiesta una y pon la otra en el cementerio.</translation>
    </message>
    <message>
        <source>Only one card in the library: it is manifested; nothing goes to the graveyard.</source>
        <translation>Solo queda una carta en la biblioteca: se manifiesta; nada va al cementerio.</translation>
    </message>
    <message>
        <source>The library is empty: manifest dread does nothing.</source>
        <translation>La biblioteca está vacía: manifestar miedo no hace nada.</translation>
    </message>
    <message>
        <source>&quot;Whenever you manifest dread&quot; abilities trigger even when part or all of it was impossible.</source>
        <translation>Las habilidades «Cada vez que manifiestes miedo» se disparan aunque parte o todo fuera imposible.</translation>
    </message>
    <message>
        <source>The chosen card can&apos;t be manifested, so every looked-at card goes to the graveyard.</source>
        <translation>La carta elegida no puede manifestarse, así que todas las cartas miradas van al cementerio.</translation>
    </message>
    <message>
        <source>Cast face down as a 2/2 creature spell for {cost}, at creature-spell timing.</source>
        <translation>Lanzado boca abajo como un hechizo de criatura 2/2 por {cost}, con la velocidad de un hechizo de criatura.</translation>
    </message>
    <message>
        <source>It has no {keyword}, so it can&apos;t be cast face down that way.</source>
        <translation>No tiene {keyword}, así que no puede lanzarse boca abajo de esa manera.</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost and can&apos;t be combined with another one.</source>
        <translation>Lanzar boca abajo es un coste alternativo y no puede combinarse con otro.</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell for targeting.</source>
        <translation>Un hechizo boca abajo es un hechizo de criatura a efectos de objetivos.</translation>
    </message>
    <message>
        <source>Primordial Mist: at the beginning of your end step you may manifest the top card of your library.</source>
        <translation>Primordial Mist: al comienzo de tu paso final, puedes manifestar la primera carta de tu biblioteca.</translation>
    </message>
    <message>
        <source>Primordial Mist exiles only a face-down permanent you control.</source>
        <translation>Primordial Mist solo exilia un permanente boca abajo que controlas.</translation>
    </message>
    <message>
        <source>Exiling it face up is not turning it face up: no turned-face-up abilities trigger.</source>
        <translation>Exiliarlo boca arriba no es ponerlo boca arriba: no se disparan habilidades de ponerse boca arriba.</translation>
    </message>
    <message>
        <source>You may cast it this turn at its normal timing, paying its costs ({cost}).</source>
        <translation>Puedes lanzarla este turno en su momento normal, pagando sus costes ({cost}).</translation>
    </message>
    <message>
        <source>You may play this land now; it uses your land play.</source>
        <translation>Puedes jugar esta tierra ahora; usa tu jugada de tierra.</translation>
    </message>
    <message>
        <source>You can play this land only in your main phase with an empty stack and a land play left: {reason}.</source>
        <translation>Solo puedes jugar esta tierra en tu fase principal con la pila vacía y una jugada de tierra disponible: {reason}.</translation>
    </message>
    <message>
        <source>The permission was used: once it left exile it can&apos;t be played again.</source>
        <translation>El permiso se usó: una vez que dejó el exilio, no puede volver a jugarse.</translation>
    </message>
    <message>
        <source>The permission to play {name} has ended; it stays in exile.</source>
        <translation>El permiso para jugar {name} ha terminado; se queda en el exilio.</translation>
    </message>
    <message>
        <source>A face-down token may pay the cost, but it ceases to exist: nothing to play.</source>
        <translation>Una ficha boca abajo puede pagar el coste, pero deja de existir: no hay nada que jugar.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: you cast an instant or sorcery from your hand, so manifest the top card of your library.</source>
        <translation>Cryptic Pursuit: lanzaste un instantáneo o conjuro desde tu mano, así que manifiesta la primera carta de tu biblioteca.</translation>
    </message>
    <message>
        <source>Cast from somewhere other than your hand: Cryptic Pursuit does not manifest.</source>
        <translation>Lanzado desde otro lugar que no es tu mano: Cryptic Pursuit no manifiesta.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: the face-down creature was an instant or sorcery card; exile it, and you may cast it until the end of your next turn.</source>
        <translation>Cryptic Pursuit: la criatura boca abajo era una carta de instantáneo o conjuro; exíliala, y puedes lanzarla hasta el final de tu próximo turno.</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: it was not an instant or sorcery card, so it stays in the graveyard.</source>
        <translation>Cryptic Pursuit: no era una carta de instantáneo ni de conjuro, así que se queda en el cementerio.</translation>
    </message>
    <message>
        <source>It left the battlefield without dying: Cryptic Pursuit does not trigger (it is still revealed).</source>
        <translation>Dejó el campo de batalla sin morir: Cryptic Pursuit no se dispara (aun así se muestra).</translation>
    </message>
    <message>
        <source>The permission to cast {name} has ended; it stays in exile.</source>
        <translation>El permiso para lanzar {name} ha terminado; se queda en el exilio.</translation>
    </message>
    <message>
        <source>{name} can be cast only {when}.</source>
        <translation>{name} solo puede lanzarse {when}.</translation>
    </message>
    <message>
        <source>Cast {name} for {cost}.</source>
        <translation>Lanzar {name} por {cost}.</translation>
    </message>
    <message>
        <source>Nothing lets you cast it from the {zone}.</source>
        <translation>Nada te permite lanzarla desde {zone}.</translation>
    </message>
    <message>
        <source>A land is played, not cast.</source>
        <translation>Una tierra se juega, no se lanza.</translation>
    </message>
    <message>
        <source>You may play this land; it uses your land play.</source>
        <translation>Puedes jugar esta tierra; usa tu jugada de tierra.</translation>
    </message>
    <message>
        <source>You can&apos;t play a land now: {reason}.</source>
        <translation>No puedes jugar una tierra ahora: {reason}.</translation>
    </message>
    <message>
        <source>Nothing lets you play it from the {zone}.</source>
        <translation>Nada te permite jugarla desde {zone}.</translation>
    </message>
    <message>
        <source>It is not yours to play.</source>
        <translation>No te corresponde jugarla.</translation>
    </message>
    <message>
        <source>{name} is not on the stack.</source>
        <translation>{name} no está en la pila.</translation>
    </message>
    <message>
        <source>It is not on the battlefield.</source>
        <translation>No está en el campo de batalla.</translation>
    </message>
    <message>
        <source>It is face up already (a copy of a face-down creature is face up too); there is nothing to turn up.</source>
        <translation>Ya está boca arriba (una copia de una criatura boca abajo también lo está); no hay nada que poner boca arriba.</translation>
    </message>
    <message>
        <source>There is no {route} route for this permanent: it would not have {route} if it were face up.</source>
        <translation>No hay vía de {route} para este permanente: no tendría {route} si estuviera boca arriba.</translation>
    </message>
    <message>
        <source>That card is in a hidden zone you may not look at.</source>
        <translation>Esa carta está en una zona oculta que no puedes mirar.</translation>
    </message>
    <message>
        <source>It is face up; everyone can see it.</source>
        <translation>Está boca arriba; todos pueden verla.</translation>
    </message>
    <message>
        <source>{restriction}: it can&apos;t enter the battlefield.</source>
        <translation>{restriction}: no puede entrar al campo de batalla.</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform.</source>
        <translation>Solo un permanente de dos caras puede transformarse.</translation>
    </message>
    <message>
        <source>The library is empty: nothing to draw.</source>
        <translation>La biblioteca está vacía: no hay nada que robar.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation>{player} ha dejado la partida.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t act for {player}.</source>
        <translation>{actor} no puede actuar por {player}.</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>{actor} can&apos;t make {player} leave the game: only a player concedes.</source>
        <translation>{actor} no puede hacer que {player} deje la partida: solo un jugador concede.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t end the game for {player}: concede to leave it (the game ends when one player is left).</source>
        <translation>{actor} no puede terminar la partida por {player}: concede para dejarla (la partida termina cuando queda un jugador).</translation>
    </message>
    <message>
        <source>This acts on {player}&apos;s things: it is a request to {player}, carried out only if {player} accepts.</source>
        <translation>Esto actúa sobre las cosas de {player}: es una solicitud a {player}, que se realiza solo si {player} acepta.</translation>
    </message>
    <message>
        <source>{player} accepted {actor}&apos;s request: it is carried out as the table is now.</source>
        <translation>{player} aceptó la solicitud de {actor}: se realiza tal como está la mesa ahora.</translation>
    </message>
    <message>
        <source>{player} declined {actor}&apos;s request: nothing changes.</source>
        <translation>{player} rechazó la solicitud de {actor}: nada cambia.</translation>
    </message>
    <message>
        <source>{actor} withdrew the request to {player}.</source>
        <translation>{actor} retiró la solicitud a {player}.</translation>
    </message>
    <message>
        <source>There is no request {request} waiting for an answer.</source>
        <translation>No hay ninguna solicitud {request} esperando respuesta.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t answer or withdraw this request: it is {player}&apos;s.</source>
        <translation>{actor} no puede responder ni retirar esta solicitud: le corresponde a {player}.</translation>
    </message>
    <message>
        <source>Table trust: {actor} acts on {player}&apos;s things without asking.</source>
        <translation>Confianza de mesa: {actor} actúa sobre las cosas de {player} sin preguntar.</translation>
    </message>
    <message>
        <source>Table trust is on: players may act on each other&apos;s things without asking, never seeing another&apos;s hidden cards that way.</source>
        <translation>La confianza de mesa está activada: los jugadores pueden actuar sobre las cosas de los demás sin preguntar, sin ver nunca así las cartas ocultas de otro.</translation>
    </message>
    <message>
        <source>Table trust is off: an action on another&apos;s things is a request.</source>
        <translation>La confianza de mesa está desactivada: una acción sobre las cosas de otro es una solicitud.</translation>
    </message>
    <message>
        <source>Table trust is {on} already: nothing changes.</source>
        <translation>La confianza de mesa ya está en {on}: nada cambia.</translation>
    </message>
    <message>
        <source>{actor} can&apos;t turn table trust on during a game of more than two players; choose it when the game starts.</source>
        <translation>{actor} no puede activar la confianza de mesa en una partida de más de dos jugadores; elígela al empezar la partida.</translation>
    </message>
    <message>
        <source>That spell is not {what}, so it can&apos;t be targeted.</source>
        <translation>Ese hechizo no es {what}, así que no puede ser objetivo.</translation>
    </message>
    <message>
        <source>Moved.</source>
        <translation>Movido.</translation>
    </message>
    <message>
        <source>That permanent is not face down: {reason}.</source>
        <translation>Ese permanente no está boca abajo: {reason}.</translation>
    </message>
    <message>
        <source>&quot;Until end of turn&quot; effects end and damage wears off.</source>
        <translation>Terminan los efectos «hasta el final del turno» y se quita el daño.</translation>
    </message>
    <message>
        <source>{name} triggers: {what}.</source>
        <translation>{name} se dispara: {what}.</translation>
    </message>
    <message>
        <source>Ward triggers: {name} is countered unless {player} pays {cost}.</source>
        <translation>Se dispara la custodia: {name} es contrarrestado a menos que {player} pague {cost}.</translation>
    </message>
    <message>
        <source>{name}, chosen: {modes}</source>
        <translation>{name}, elegido: {modes}</translation>
    </message>
    <message>
        <source>{name} offers these modes: {modes} Choose from {least} to {most} of them, each once.</source>
        <translation>{name} ofrece estos modos: {modes} Elige de {least} a {most} de ellos, cada uno una sola vez.</translation>
    </message>
    <message numerus="yes">
        <source>{player} attempted to draw from an empty library (%n time(s)): they lose the next time state-based actions are checked.</source>
        <translation>
            <numerusform>{player} intentó robar de una biblioteca vacía (%n vez): pierde la próxima vez que se comprueben las acciones basadas en estado.</numerusform>
            <numerusform>{player} intentó robar de una biblioteca vacía (%n veces): pierde la próxima vez que se comprueben las acciones basadas en estado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Name exactly the top %n card(s) of that library, each once.</source>
        <translation>
            <numerusform>Nombra exactamente %n carta de la parte superior de esa biblioteca, una vez.</numerusform>
            <numerusform>Nombra exactamente %n cartas de la parte superior de esa biblioteca, cada una una vez.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rest of the library is shuffled first; the cards found go on top and are not part of the shuffle.</source>
        <translation>Primero se baraja el resto de la biblioteca; las cartas encontradas van arriba y no forman parte del barajado.</translation>
    </message>
    <message numerus="yes">
        <source>{player} must first put %n card(s) from their hand on the bottom of their library.</source>
        <translation>
            <numerusform>{player} primero debe poner %n carta de su mano en el fondo de su biblioteca.</numerusform>
            <numerusform>{player} primero debe poner %n cartas de su mano en el fondo de su biblioteca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts exactly %n card(s) on the bottom (one per mulligan that counts), not {got}.</source>
        <translation>
            <numerusform>{player} pone exactamente %n carta en el fondo (una por cada mulligan que cuenta), no {got}.</numerusform>
            <numerusform>{player} pone exactamente %n cartas en el fondo (una por cada mulligan que cuenta), no {got}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n {counter} counter(s): there can&apos;t be fewer than none.</source>
        <translation>
            <numerusform>{player} tiene %n contador de {counter}: no puede haber menos que ninguno.</numerusform>
            <numerusform>{player} tiene %n contadores de {counter}: no puede haber menos que ninguno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}): an activated ability can&apos;t be activated now.</source>
        <translation>Nadie tiene prioridad en este paso ({step}): ahora no se puede activar una habilidad activada.</translation>
    </message>
    <message>
        <source>{player} passes priority: {to} receives it.</source>
        <translation>{player} pasa la prioridad: la recibe {to}.</translation>
    </message>
    <message>
        <source>Every player has passed in succession: the top object of the stack resolves.</source>
        <translation>Todos los jugadores han pasado sucesivamente: el objeto superior de la pila se resuelve.</translation>
    </message>
    <message>
        <source>Every player has passed in succession with the stack empty: the step may end.</source>
        <translation>Todos los jugadores han pasado sucesivamente con la pila vacía: el paso puede terminar.</translation>
    </message>
    <message>
        <source>{player} does not hold priority ({holder} does): only the player with priority passes it.</source>
        <translation>{player} no tiene la prioridad (la tiene {holder}): solo el jugador con prioridad la pasa.</translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}), so there is none to pass.</source>
        <translation>Nadie tiene prioridad en este paso ({step}), así que no hay ninguna que pasar.</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves, so there is none to pass. Finish its resolution first.</source>
        <translation>Nadie tiene prioridad mientras se resuelve un hechizo, así que no hay ninguna que pasar. Termina primero su resolución.</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves: this action needs priority unless the resolving effect itself allows it.</source>
        <translation>Nadie tiene prioridad mientras se resuelve un hechizo: esta acción necesita prioridad, salvo que el propio efecto que se resuelve la permita.</translation>
    </message>
    <message>
        <source>The resolution is over: the active player ({player}) receives priority.</source>
        <translation>La resolución ha terminado: el jugador activo ({player}) recibe la prioridad.</translation>
    </message>
    <message>
        <source>That spell is not resolving, so there is no resolution to finish.</source>
        <translation>Ese hechizo no se está resolviendo, así que no hay ninguna resolución que terminar.</translation>
    </message>
    <message>
        <source>Its card is an instant or sorcery card, not a creature card, so no special action can turn it face up (not for its mana cost either): that action is not available, and nothing is revealed.</source>
        <translation>Su carta es una carta de instantáneo o de conjuro, no de criatura, así que ninguna acción especial puede ponerla boca arriba (tampoco por su coste de maná): esa acción no está disponible y no se muestra nada.</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>no es tu turno</translation>
    </message>
    <message>
        <source>it is not your main phase</source>
        <translation>no es tu fase principal</translation>
    </message>
    <message>
        <source>the stack is not empty</source>
        <translation>la pila no está vacía</translation>
    </message>
    <message>
        <source>when you have priority</source>
        <translation>cuando tienes prioridad</translation>
    </message>
    <message>
        <source>nobody has priority in this step</source>
        <translation>nadie tiene prioridad en este paso</translation>
    </message>
    <message>
        <source>in your main phase while the stack is empty</source>
        <translation>en tu fase principal mientras la pila está vacía</translation>
    </message>
    <message>
        <source>you have already played a land this turn</source>
        <translation>ya jugaste una tierra este turno</translation>
    </message>
    <message>
        <source>Creature cards can&apos;t enter the battlefield from graveyards or libraries</source>
        <translation>Las cartas de criatura no pueden entrar al campo de batalla desde cementerios ni bibliotecas</translation>
    </message>
    <message>
        <source>you may manifest the top card of your library</source>
        <translation>puedes manifestar la primera carta de tu biblioteca</translation>
    </message>
    <message>
        <source>manifest the top card of your library</source>
        <translation>manifiesta la primera carta de tu biblioteca</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>manifestar miedo</translation>
    </message>
    <message>
        <source>it is not on the battlefield</source>
        <translation>no está en el campo de batalla</translation>
    </message>
    <message>
        <source>it is face up</source>
        <translation>está boca arriba</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>hechizo</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <source>a creature spell</source>
        <translation>un hechizo de criatura</translation>
    </message>
    <message>
        <source>a noncreature spell</source>
        <translation>un hechizo que no es de criatura</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activada</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>un efecto</translation>
    </message>
    <message>
        <source>The library is empty: nothing is milled.</source>
        <translation>La biblioteca está vacía: no se muele nada.</translation>
    </message>
    <message>
        <source>A face-down spell has none of its card&apos;s abilities: it can be countered whatever its card says.</source>
        <translation>Un hechizo boca abajo no tiene ninguna de las habilidades de su carta: puede contrarrestarse diga lo que diga su carta.</translation>
    </message>
    <message>
        <source>Exiling a face-down permanent you control face up is the cost; once the ability resolves, you may play that card this turn.</source>
        <translation>Exiliar boca arriba un permanente boca abajo que controlas es el coste; una vez que la habilidad se resuelve, puedes jugar esa carta este turno.</translation>
    </message>
    <message>
        <source>{player} plays with the top card of their library revealed: every player knows it, and each new top card as soon as it is on top (a draw of several cards reveals each one before it is drawn).</source>
        <translation>{player} juega con la primera carta de su biblioteca mostrada: todos los jugadores la conocen, y cada nueva carta superior en cuanto está arriba (al robar varias cartas, cada una se muestra antes de robarla).</translation>
    </message>
    <message>
        <source>{player} already plays with the top card of their library revealed: nothing changes.</source>
        <translation>{player} ya juega con la primera carta de su biblioteca mostrada: nada cambia.</translation>
    </message>
    <message>
        <source>{player} doesn&apos;t play with the top card of their library revealed: nothing changes.</source>
        <translation>{player} no juega con la primera carta de su biblioteca mostrada: nada cambia.</translation>
    </message>
    <message>
        <source>The library is empty: there is nothing to look at.</source>
        <translation>La biblioteca está vacía: no hay nada que mirar.</translation>
    </message>
    <message>
        <source>{player} may arrange only cards they have looked at; they don&apos;t know {count} of them.</source>
        <translation>{player} solo puede ordenar cartas que ha mirado; no conoce {count} de ellas.</translation>
    </message>
    <message>
        <source>A search finds only cards of the zone searched: {count} of them are not in {owner}&apos;s {zone}.</source>
        <translation>Una búsqueda solo encuentra cartas de la zona buscada: {count} de ellas no están en {zone} de {owner}.</translation>
    </message>
    <message>
        <source>A search for &quot;a card&quot; with no stated quality must find one while the zone holds any.</source>
        <translation>Una búsqueda de «una carta» sin cualidad indicada debe encontrar una mientras la zona tenga alguna.</translation>
    </message>
    <message>
        <source>A search for a card with a stated quality may find nothing.</source>
        <translation>Una búsqueda de una carta con una cualidad indicada puede no encontrar nada.</translation>
    </message>
    <message>
        <source>Revealed cards stay where they are; face-down objects stay face down.</source>
        <translation>Las cartas mostradas se quedan donde están; los objetos boca abajo siguen boca abajo.</translation>
    </message>
    <message>
        <source>Mulligans are taken before the game begins; it has begun.</source>
        <translation>Los mulligans se hacen antes de que empiece la partida; ya ha empezado.</translation>
    </message>
    <message>
        <source>{player} has kept their opening hand.</source>
        <translation>{player} se ha quedado con su mano inicial.</translation>
    </message>
    <message>
        <source>{player}&apos;s mulligans have left them no cards: they keep an empty hand.</source>
        <translation>Los mulligans de {player} lo han dejado sin cartas: se queda con una mano vacía.</translation>
    </message>
    <message>
        <source>{player} has no cards to put on the bottom of their library.</source>
        <translation>{player} no tiene cartas que poner en el fondo de su biblioteca.</translation>
    </message>
    <message>
        <source>Only cards of {player}&apos;s hand go on the bottom, each once.</source>
        <translation>Solo van al fondo cartas de la mano de {player}, cada una una vez.</translation>
    </message>
    <message>
        <source>In a game that began with more than two players, the first mulligan is free.</source>
        <translation>En una partida que empezó con más de dos jugadores, el primer mulligan es gratis.</translation>
    </message>
    <message>
        <source>The game begins: turn 1 is {player}&apos;s.</source>
        <translation>Empieza la partida: el turno 1 es de {player}.</translation>
    </message>
    <message>
        <source>In a two-player game the starting player skips the draw of their first turn: {player} draws no card in turn 1&apos;s draw step.</source>
        <translation>En una partida de dos jugadores, el jugador inicial se salta el robo de su primer turno: {player} no roba carta en el paso de robar del turno 1.</translation>
    </message>
    <message>
        <source>{player} has {life} life and can&apos;t pay {amount}: a player can pay life only if their life total is at least the amount.</source>
        <translation>{player} tiene {life} vidas y no puede pagar {amount}: un jugador solo puede pagar vidas si su total es al menos esa cantidad.</translation>
    </message>
    <message>
        <source>A change of 0 is no change: nothing happens (no life is gained or lost).</source>
        <translation>Un cambio de 0 no es un cambio: no pasa nada (no se ganan ni se pierden vidas).</translation>
    </message>
    <message>
        <source>{player} has {life} life: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player} tiene {life} vidas: pierde la partida la próxima vez que se comprueben las acciones basadas en estado (decisión de los jugadores: dejar la partida o terminarla).</translation>
    </message>
    <message>
        <source>{player} has {n} poison counters: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player} tiene {n} contadores de veneno: pierde la partida la próxima vez que se comprueben las acciones basadas en estado (decisión de los jugadores: dejar la partida o terminarla).</translation>
    </message>
    <message>
        <source>No counters are put on or removed: nothing happens.</source>
        <translation>No se ponen ni se quitan contadores: no pasa nada.</translation>
    </message>
    <message>
        <source>{player} has left the game: nothing happens to them.</source>
        <translation>{player} ha dejado la partida: no le pasa nada.</translation>
    </message>
    <message>
        <source>That token left the battlefield and ceased to exist; nothing can bring it back.</source>
        <translation>Esa ficha dejó el campo de batalla y dejó de existir; nada puede traerla de vuelta.</translation>
    </message>
    <message>
        <source>Only a permanent can have a note; a note is gone when its card changes zones.</source>
        <translation>Solo un permanente puede tener una nota; la nota desaparece cuando su carta cambia de zona.</translation>
    </message>
    <message>
        <source>{player} controls no tapped permanent.</source>
        <translation>{player} no controla ningún permanente girado.</translation>
    </message>
    <message>
        <source>Only the newest entry that is not taken back yet can be taken back (entry {last}).</source>
        <translation>Solo puede retirarse la entrada más reciente que aún no se haya retirado (entrada {last}).</translation>
    </message>
    <message>
        <source>Taken back; what {players} saw stays known: nobody can unsee a card.</source>
        <translation>Retirado; lo que vio {players} sigue sabiéndose: nadie puede dejar de haber visto una carta.</translation>
    </message>
    <message>
        <source>{player} controls no permanent with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player} no controla ningún permanente con esa habilidad ({ability}), así que no puede activarse.</translation>
    </message>
    <message>
        <source>{player} controls no face-up permanent {card} with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player} no controla ningún permanente boca arriba {card} con esa habilidad ({ability}), así que no puede activarse.</translation>
    </message>
    <message>
        <source>Only {player}, who controlled the face-down creature&apos;s Pursuit ability as it died, may cast that card.</source>
        <translation>Solo {player}, que controlaba la habilidad de Pursuit de la criatura boca abajo cuando murió, puede lanzar esa carta.</translation>
    </message>
    <message>
        <source>Effects that gave {player} control of objects end: each goes back to the player who would otherwise control it.</source>
        <translation>Terminan los efectos que daban a {player} el control de objetos: cada uno vuelve al jugador que lo controlaría de otro modo.</translation>
    </message>
    <message>
        <source>The objects {player} owns leave the game with them.</source>
        <translation>Los objetos de los que {player} es propietario dejan la partida con él.</translation>
    </message>
</context>
</TS>
