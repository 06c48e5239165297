<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Source: {s}</source>
        <translation>発生源：{s}</translation>
    </message>
    <message>
        <source>Its face (only you see it):</source>
        <translation>表面（あなただけが見られます）：</translation>
    </message>
    <message>
        <source>Controlled by {p} (owner {o})</source>
        <translation>コントローラー：{p}（オーナー：{o}）</translation>
    </message>
    <message>
        <source>Loyalty {n}</source>
        <translation>忠誠度 {n}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation>（あなた）</translation>
    </message>
    <message>
        <source>Top card: {name}</source>
        <translation>一番上のカード：{name}</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>裏向きのカード%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Loses all abilities</source>
        <translation>すべての能力を失う</translation>
    </message>
    <message>
        <source>Gets +1/+1</source>
        <translation>+1/+1の修整を受ける</translation>
    </message>
    <message>
        <source>Gets -1/-1</source>
        <translation>-1/-1の修整を受ける</translation>
    </message>
    <message>
        <source>Base power and toughness 1/1</source>
        <translation>基本のパワーとタフネスが1/1</translation>
    </message>
    <message>
        <source>Base power and toughness 4/4</source>
        <translation>基本のパワーとタフネスが4/4</translation>
    </message>
    <message>
        <source>Peek (look at a face-down card)</source>
        <translation>見る（裏向きのカードを見る）</translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation>タップ／アンタップ</translation>
    </message>
    <message>
        <source>Turn face down (effect)</source>
        <translation>裏向きにする（効果）</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>Exile to play (Primordial Mist)</source>
        <translation>追放してプレイする（Primordial Mist）</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>唱える</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイする</translation>
    </message>
    <message>
        <source>Play its back face</source>
        <translation>裏面をプレイする</translation>
    </message>
    <message>
        <source>Put onto the battlefield</source>
        <translation>戦場に出す</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>解決する</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>打ち消す</translation>
    </message>
    <message>
        <source>Put into graveyard (dies)</source>
        <translation>墓地に置く（死亡）</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>追放する</translation>
    </message>
    <message>
        <source>Return to hand (bounce)</source>
        <translation>手札に戻す（バウンス）</translation>
    </message>
    <message>
        <source>Put on top of library</source>
        <translation>ライブラリーの一番上に置く</translation>
    </message>
    <message>
        <source>Put on bottom of library</source>
        <translation>ライブラリーの一番下に置く</translation>
    </message>
    <message>
        <source>Reveal to all players</source>
        <translation>すべてのプレイヤーに公開する</translation>
    </message>
    <message>
        <source>Add a +1/+1 counter</source>
        <translation>+1/+1カウンターを1個置く</translation>
    </message>
    <message>
        <source>Remove a +1/+1 counter</source>
        <translation>+1/+1カウンターを1個取り除く</translation>
    </message>
    <message>
        <source>Deal 1 damage</source>
        <translation>1点のダメージを与える</translation>
    </message>
    <message>
        <source>Attach to…</source>
        <translation>つける…</translation>
    </message>
    <message>
        <source>Create a token copy</source>
        <translation>トークンのコピーを生成する</translation>
    </message>
    <message>
        <source>Apply an effect…</source>
        <translation>効果を適用する…</translation>
    </message>
    <message>
        <source>Gain control</source>
        <translation>コントロールを得る</translation>
    </message>
    <message>
        <source>Transform</source>
        <translation>変身する</translation>
    </message>
    <message>
        <source>Add counters…</source>
        <translation>カウンターを置く…</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>メモ…</translation>
    </message>
    <message>
        <source>Point at…</source>
        <translation>指し示す…</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>カードを1枚引く</translation>
    </message>
    <message>
        <source>Shuffle your library</source>
        <translation>ライブラリーを切り直す</translation>
    </message>
    <message>
        <source>Manifest the top card</source>
        <translation>一番上のカードを予示する</translation>
    </message>
    <message>
        <source>Manifest dread…</source>
        <translation>戦慄予示する…</translation>
    </message>
    <message>
        <source>Cloak the top card</source>
        <translation>一番上のカードを偽装する</translation>
    </message>
    <message>
        <source>Mill the top card</source>
        <translation>一番上のカードを切削する</translation>
    </message>
    <message>
        <source>Draw cards…</source>
        <translation>カードを引く…</translation>
    </message>
    <message>
        <source>Mill cards…</source>
        <translation>カードを切削する…</translation>
    </message>
    <message>
        <source>Look at the top cards…</source>
        <translation>一番上のカードを見る…</translation>
    </message>
    <message>
        <source>Look at another player&apos;s top cards (effect)…</source>
        <translation>他のプレイヤーのライブラリーの一番上を見る（効果）…</translation>
    </message>
    <message>
        <source>Scry…</source>
        <translation>占術…</translation>
    </message>
    <message>
        <source>Surveil…</source>
        <translation>諜報…</translation>
    </message>
    <message>
        <source>Search a library…</source>
        <translation>ライブラリーを探す…</translation>
    </message>
    <message>
        <source>Search another player&apos;s library (effect)…</source>
        <translation>他のプレイヤーのライブラリーを探す（効果）…</translation>
    </message>
    <message>
        <source>Reveal the top card of your library</source>
        <translation>ライブラリーの一番上のカードを公開する</translation>
    </message>
    <message>
        <source>Play with the top card revealed</source>
        <translation>ライブラリーの一番上を公開したままプレイする</translation>
    </message>
    <message>
        <source>Reveal your hand</source>
        <translation>手札を公開する</translation>
    </message>
    <message>
        <source>Reveal your hand to a player…</source>
        <translation>手札をプレイヤーに公開する…</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>次のステップ</translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation>ターン終了まで</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>次のターン</translation>
    </message>
    <message>
        <source>Pass priority</source>
        <translation>優先権をパスする</translation>
    </message>
    <message>
        <source>Finish the resolution</source>
        <translation>解決を終える</translation>
    </message>
    <message>
        <source>Concede (leave the game)</source>
        <translation>投了する（ゲームから離れる）</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>ゲームを終了する</translation>
    </message>
    <message>
        <source>Gain 1 life</source>
        <translation>ライフを1点得る</translation>
    </message>
    <message>
        <source>Lose 1 life</source>
        <translation>ライフを1点失う</translation>
    </message>
    <message>
        <source>Set life…</source>
        <translation>ライフを設定…</translation>
    </message>
    <message>
        <source>Add a poison counter</source>
        <translation>毒カウンターを1個置く</translation>
    </message>
    <message>
        <source>Remove a poison counter</source>
        <translation>毒カウンターを1個取り除く</translation>
    </message>
    <message>
        <source>Player counter…</source>
        <translation>プレイヤーのカウンター…</translation>
    </message>
    <message>
        <source>Create token…</source>
        <translation>トークンを生成…</translation>
    </message>
    <message>
        <source>Roll a d20</source>
        <translation>20面ダイスを振る</translation>
    </message>
    <message>
        <source>Roll dice…</source>
        <translation>ダイスを振る…</translation>
    </message>
    <message>
        <source>Flip a coin</source>
        <translation>コイン投げをする</translation>
    </message>
    <message>
        <source>Untap all</source>
        <translation>すべてアンタップする</translation>
    </message>
    <message>
        <source>Clear arrows</source>
        <translation>矢印を消す</translation>
    </message>
    <message>
        <source>TOKEN</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>dmg {n}</source>
        <translation>ダメージ {n}</translation>
    </message>
    <message>
        <source>#{n} {w} · face down</source>
        <translation>#{n} {w} · 裏向き</translation>
    </message>
    <message>
        <source>Filter by name, type or text (Ctrl+F)</source>
        <translation>名前・タイプ・テキストで絞り込む（Ctrl+F）</translation>
    </message>
    <message>
        <source>Filter cards</source>
        <translation>カードを絞り込む</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>すべてのタイプ</translation>
    </message>
    <message>
        <source>Put the cards found into</source>
        <translation>見つけたカードの置き場所</translation>
    </message>
    <message>
        <source>Reveal them</source>
        <translation>公開する</translation>
    </message>
    <message>
        <source>Shuffle after</source>
        <translation>その後切り直す</translation>
    </message>
    <message>
        <source>Fail to find</source>
        <translation>見つけない</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>取る</translation>
    </message>
    <message>
        <source>Pick the cards you found (Ctrl+click for more), then where they go.</source>
        <translation>見つけたカードを選び（Ctrl+クリックで複数）、置き場所を選んでください。</translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation>一番下に置く</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>To {pile}</source>
        <translation>{pile}へ</translation>
    </message>
    <message numerus="yes">
        <source>Put %n of these cards on the bottom of your library, in order (the first goes first).</source>
        <translation>
            <numerusform>これらのカードのうち%n枚を好きな順番でライブラリーの一番下に置いてください（最初のカードが先）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: {k}.</source>
        <translation>選択済み：{k}枚。</translation>
    </message>
    <message>
        <source>Top: the first card is the top of the library. Drag or use Alt+Up / Alt+Down to order.</source>
        <translation>上：最初のカードがライブラリーの一番上です。ドラッグするか Alt+↑ / Alt+↓ で並べ替えます。</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>カード・テキスト</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>トークン</translation>
    </message>
    <message numerus="yes">
        <source>%n {name} counter(s)</source>
        <translation>
            <numerusform>{name}カウンター%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>ward {2}</source>
        <translation>護法{2}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>メモ：{text}</translation>
    </message>
    <message>
        <source>Face down: no name, no mana cost, no text</source>
        <translation>裏向き：名前なし、マナ・コストなし、テキストなし</translation>
    </message>
    <message>
        <source>{printed} (now {now})</source>
        <translation>{printed}（現在 {now}）</translation>
    </message>
    <message>
        <source>{kw} {cost}</source>
        <translation>{kw} {cost}</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>了解</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>待って</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>あなたの番</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <source>Chat ({n} new)</source>
        <translation>チャット（新着{n}件）</translation>
    </message>
    <message>
        <source>Say something (Enter sends)</source>
        <translation>メッセージを入力（Enterで送信）</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>チャットメッセージ</translation>
    </message>
    <message>
        <source>Say: {text}</source>
        <translation>発言：{text}</translation>
    </message>
    <message>
        <source>A chat line has at most {n} characters.</source>
        <translation>チャットの1行は最大{n}文字です。</translation>
    </message>
    <message>
        <source>Slow down: at most {n} lines in {s:g} seconds. Try again in {w:.0f} s.</source>
        <translation>ゆっくりどうぞ：{s:g}秒間に最大{n}行です。{w:.0f}秒後に再試行してください。</translation>
    </message>
    <message>
        <source>Not sent: {why}</source>
        <translation>送信されませんでした：{why}</translation>
    </message>
    <message>
        <source>A shared board is read-only: there is no one to chat with.</source>
        <translation>共有盤面は読み取り専用です：チャットする相手がいません。</translation>
    </message>
    <message>
        <source>Open a game or start a new one to chat.</source>
        <translation>チャットするにはゲームを開くか、新しく始めてください。</translation>
    </message>
    <message>
        <source>There is no chat during a lesson.</source>
        <translation>レッスン中はチャットできません。</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>観戦者</translation>
    </message>
    <message>
        <source>Not said.</source>
        <translation>発言されませんでした。</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>観戦者</translation>
    </message>
    <message>
        <source>{who} undid: {what}</source>
        <translation>{who}が取り消しました：{what}</translation>
    </message>
    <message>
        <source>{who} undid an action.</source>
        <translation>{who}がアクションを取り消しました。</translation>
    </message>
    <message>
        <source>{who} redid: {what}</source>
        <translation>{who}がやり直しました：{what}</translation>
    </message>
    <message>
        <source>{who} redid an action.</source>
        <translation>{who}がアクションをやり直しました。</translation>
    </message>
    <message>
        <source>the spectators</source>
        <translation>観戦者たち</translation>
    </message>
    <message>
        <source>Privacy curtain

Pass the device to {who}.
The table stays hidden until {who} is ready.</source>
        <translation>目隠し

端末を{who}に渡してください。
{who}の準備ができるまでテーブルは隠れたままです。</translation>
    </message>
    <message>
        <source>I am {who}: show my table</source>
        <translation>{who}です：テーブルを表示</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; details saved to {f}</source>
        <translation>tabletopで{doing}中に内部エラーが発生しました（{what}）。これはtabletopのバグで、ファイルの問題ではありません。詳細は{f}に保存されました</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; the details are below (they could not be saved to a file).</source>
        <translation>tabletopで{doing}中に内部エラーが発生しました（{what}）。これはtabletopのバグで、ファイルの問題ではありません。詳細は下にあります（ファイルに保存できませんでした）。</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>{p} is a file where a folder should be</source>
        <translation>フォルダーがあるべき場所に{p}というファイルがあります</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>そこに書き込む権限がありません</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>ディスクが読み取り専用です</translation>
    </message>
    <message>
        <source>Saving and opening games needs the storage package, which this installation does not have yet.</source>
        <translation>ゲームの保存と読み込みにはstorageパッケージが必要ですが、このインストールにはまだありません。</translation>
    </message>
    <message>
        <source>{p} is in the autosave folder, which keeps only the newest autosaves and deletes the others. Save the game somewhere else.</source>
        <translation>{p} は自動保存フォルダーにあります。このフォルダーは最新の自動保存だけを残し、ほかは削除します。ゲームは別の場所に保存してください。</translation>
    </message>
    <message>
        <source>This game can&apos;t be saved: its file would break the save format&apos;s limits and could never be opened again. Nothing was written; the game is still here.</source>
        <translation>このゲームは保存できません：保存形式の制限を超え、二度と開けなくなります。何も書き込まれていません。ゲームはそのままです。</translation>
    </message>
    <message>
        <source>Could not save to {p}: {e}</source>
        <translation>{p}に保存できませんでした：{e}</translation>
    </message>
    <message>
        <source>Could not save to {p}.</source>
        <translation>{p}に保存できませんでした。</translation>
    </message>
    <message>
        <source>saving to {p}</source>
        <translation>{p}への保存</translation>
    </message>
    <message>
        <source>{p} is a shared board (one seat&apos;s view, read-only), not a game to play.</source>
        <translation>{p}は共有盤面（1つの席からの読み取り専用の表示）で、プレイするゲームではありません。</translation>
    </message>
    <message>
        <source>{p} is a folder, not a game.</source>
        <translation>{p}はフォルダーで、ゲームではありません。</translation>
    </message>
    <message>
        <source>There is no file {p}.</source>
        <translation>ファイル{p}はありません。</translation>
    </message>
    <message>
        <source>Could not read {p}: {e}</source>
        <translation>{p}を読み込めませんでした：{e}</translation>
    </message>
    <message>
        <source>{p} is not a tabletop game or shared board this version can open.</source>
        <translation>{p}は、このバージョンで開けるtabletopのゲームや共有盤面ではありません。</translation>
    </message>
    <message>
        <source>{p} is too big to open with the memory there is.</source>
        <translation>{p}は大きすぎて、今のメモリーでは開けません。</translation>
    </message>
    <message>
        <source>opening {p}</source>
        <translation>{p}を開く処理</translation>
    </message>
    <message>
        <source>{p} can&apos;t be played: its log does not lead to the board saved with it, or can&apos;t be read. The board is shown read-only as it was saved; the file is left as it is.</source>
        <translation>{p} はプレイできません：そのログが一緒に保存された盤面につながらないか、読み取れません。盤面は保存されたとおり読み取り専用で表示されます。ファイルはそのままです。</translation>
    </message>
    <message>
        <source>Could not write {p}: {e}</source>
        <translation>{p}に書き込めませんでした：{e}</translation>
    </message>
    <message>
        <source>Could not write {p}.</source>
        <translation>{p}に書き込めませんでした。</translation>
    </message>
    <message>
        <source>exporting to {p}</source>
        <translation>{p}への書き出し</translation>
    </message>
    <message>
        <source>Autosave failed: {e}.</source>
        <translation>自動保存に失敗しました：{e}。</translation>
    </message>
    <message>
        <source>Autosave failed: the game can&apos;t be saved.</source>
        <translation>自動保存に失敗しました：このゲームは保存できません。</translation>
    </message>
    <message>
        <source>autosaving</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <source>Card images</source>
        <translation>カード画像</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s pics folder, or SET/NAME.jpg files</source>
        <translation>Cockatriceのpicsフォルダー、またはSET/NAME.jpg形式のファイル</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Your pictures folder</source>
        <translation>画像フォルダー</translation>
    </message>
    <message>
        <source>Download images of cards shown face up</source>
        <translation>表向きで表示されるカードの画像をダウンロードする</translation>
    </message>
    <message>
        <source>One URL template a line; fields: {fields}. The first, {uri}, is the card data&apos;s own image (Scryfall).</source>
        <translation>1行に1つのURLテンプレート。フィールド：{fields}。最初の{uri}はカードデータ自身の画像（Scryfall）です。</translation>
    </message>
    <message>
        <source>Image sources</source>
        <translation>画像の取得元</translation>
    </message>
    <message>
        <source>Clear image cache</source>
        <translation>画像キャッシュを消去</translation>
    </message>
    <message numerus="yes">
        <source>%n cached image(s) removed</source>
        <translation>
            <numerusform>キャッシュ画像を%n件削除しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}&apos;s {zone}, %n card(s)</source>
        <translation>
            <numerusform>{seat}の{zone}、%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>, top card: {name}</source>
        <translation>、一番上のカード：{name}</translation>
    </message>
    <message>
        <source>Lesson instruction</source>
        <translation>レッスンの指示</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Retry this step</source>
        <translation>このステップをやり直す</translation>
    </message>
    <message>
        <source>Back a step</source>
        <translation>1ステップ戻る</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>最初から</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>まとめ</translation>
    </message>
    <message>
        <source>Undo your last action ({key}); if a card was seen, the table logs a take-back</source>
        <translation>最後の操作を取り消します（{key}）。カードが見られていた場合、テーブルは取り消しを記録します</translation>
    </message>
    <message>
        <source>Lesson feedback</source>
        <translation>レッスンのフィードバック</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>レッスンを終える</translation>
    </message>
    <message>
        <source>What the table says:</source>
        <translation>テーブルの判定：</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Pick a lesson. You play it on the real table; the panel on the right explains every step.</source>
        <translation>レッスンを選んでください。実際のテーブルでプレイし、右のパネルが各ステップを説明します。</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>レッスンを開始</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>A known mistake</source>
        <translation>よくある間違い</translation>
    </message>
    <message>
        <source>In this lesson you play as {seat}.</source>
        <translation>このレッスンでは{seat}としてプレイします。</translation>
    </message>
    <message>
        <source>This lesson can&apos;t go on: {e}</source>
        <translation>このレッスンは続行できません：{e}</translation>
    </message>
    <message>
        <source>The table is back as it was when this step began.</source>
        <translation>テーブルはこのステップの開始時の状態に戻りました。</translation>
    </message>
    <message>
        <source>Back to the previous step.</source>
        <translation>前のステップに戻りました。</translation>
    </message>
    <message>
        <source>This is the first step; it starts again.</source>
        <translation>これが最初のステップです。もう一度始めます。</translation>
    </message>
    <message>
        <source>The lesson starts again.</source>
        <translation>レッスンを最初から始めます。</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Rules assist</source>
        <translation>ルール・アシスト</translation>
    </message>
    <message>
        <source>Rules mode</source>
        <translation>ルール・モード</translation>
    </message>
    <message>
        <source>View as</source>
        <translation>視点</translation>
    </message>
    <message>
        <source>Leave the lesson first: a lesson is recorded from a game.</source>
        <translation>先にレッスンを終えてください：レッスンはゲームから記録します。</translation>
    </message>
    <message>
        <source>A lesson is being recorded already.</source>
        <translation>すでにレッスンを記録中です。</translation>
    </message>
    <message>
        <source>Open a game or a position first: the lesson starts from it.</source>
        <translation>先にゲームか局面を開いてください：レッスンはそこから始まります。</translation>
    </message>
    <message>
        <source>You record as {seat}. Play this step&apos;s action on the table: it becomes the step&apos;s solution. For a known mistake, press &quot;Record a mistake&quot;, then do it: it is judged, not carried out. The lesson file holds the whole position, face-down cards and libraries included.</source>
        <translation>{seat}として記録します。このステップのアクションをテーブルで行ってください：それがステップの解答になります。よくある間違いを記録するには「間違いを記録」を押してから行ってください：判定されますが実行はされません。レッスン・ファイルには裏向きのカードやライブラリーを含む局面全体が入ります。</translation>
    </message>
    <message>
        <source>Not carried into the lesson: {what}.</source>
        <translation>レッスンに含まれないもの：{what}。</translation>
    </message>
    <message>
        <source>You record as {seat}.</source>
        <translation>{seat}として記録します。</translation>
    </message>
    <message>
        <source>Known mistake recorded, not carried out. The table says: {s} Say why it is wrong below.</source>
        <translation>よくある間違いを記録しました（実行はされません）。テーブルの判定：{s} なぜ間違いかを下に書いてください。</translation>
    </message>
    <message>
        <source>Recorded as this step&apos;s action: {what}. The table says: {s} Rules: {rules}.</source>
        <translation>このステップのアクションとして記録しました：{what}。テーブルの判定：{s} ルール：{rules}。</translation>
    </message>
    <message>
        <source>none yet (a step needs one: record a mistake the rules refuse)</source>
        <translation>まだありません（ステップには1つ必要です：ルールが拒否する間違いを記録してください）</translation>
    </message>
    <message>
        <source>The action is taken back: play the step&apos;s action again.</source>
        <translation>アクションを取り消しました：ステップのアクションをもう一度行ってください。</translation>
    </message>
    <message>
        <source>Step {n} is recorded. Play the next step&apos;s action, or save the lesson.</source>
        <translation>ステップ{n}を記録しました。次のステップのアクションを行うか、レッスンを保存してください。</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>レッスンを保存</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>レッスン (*.json)</translation>
    </message>
    <message>
        <source>A recorded lesson</source>
        <translation>記録したレッスン</translation>
    </message>
    <message>
        <source>The lesson can&apos;t be saved yet.</source>
        <translation>レッスンはまだ保存できません。</translation>
    </message>
    <message>
        <source>The lesson is too big to save: {n} bytes, at most {m}.</source>
        <translation>レッスンが大きすぎて保存できません：{n}バイト（最大{m}）。</translation>
    </message>
    <message>
        <source>The lesson could not be written.</source>
        <translation>レッスンを書き込めませんでした。</translation>
    </message>
    <message>
        <source>Saved to {path}: {check}, {steps} and {mistakes}.</source>
        <translation>{path}に保存しました：{check}、{steps}、{mistakes}。</translation>
    </message>
    <message numerus="yes">
        <source>%n known mistake(s)</source>
        <translation>
            <numerusform>よくある間違い%n件</numerusform>
        </translation>
    </message>
    <message>
        <source>Record a lesson</source>
        <translation>レッスンを記録</translation>
    </message>
    <message>
        <source>Now do the mistake on the table: it is judged, not carried out.</source>
        <translation>テーブルで間違いを行ってください：判定されますが実行はされません。</translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation>レッスン・ファイルを開く</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>レッスン (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>This lesson file can&apos;t be read:</source>
        <translation>このレッスン・ファイルは読み込めません：</translation>
    </message>
    <message>
        <source>This lesson does not pass the check, so it is not played:</source>
        <translation>このレッスンはチェックに合格しないため、プレイできません：</translation>
    </message>
    <message>
        <source>The lesson&apos;s title</source>
        <translation>レッスンのタイトル</translation>
    </message>
    <message>
        <source>What the lesson teaches, in a sentence</source>
        <translation>レッスンで学ぶこと（一文で）</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Instruction: what the learner should do</source>
        <translation>指示：学習者が行うこと</translation>
    </message>
    <message>
        <source>Hints, one a line</source>
        <translation>ヒント（1行に1つ）</translation>
    </message>
    <message>
        <source>Said when the step is done (optional)</source>
        <translation>ステップ完了時のメッセージ（任意）</translation>
    </message>
    <message>
        <source>Known mistakes (the table&apos;s verdict; select one to say why):</source>
        <translation>よくある間違い（テーブルの判定。選んで理由を書いてください）：</translation>
    </message>
    <message>
        <source>Why it is wrong, in your words</source>
        <translation>間違いである理由（あなたの言葉で）</translation>
    </message>
    <message>
        <source>Forget this mistake</source>
        <translation>この間違いを削除</translation>
    </message>
    <message>
        <source>Record a mistake</source>
        <translation>間違いを記録</translation>
    </message>
    <message>
        <source>Take the action back</source>
        <translation>アクションを取り消す</translation>
    </message>
    <message>
        <source>Finish this step</source>
        <translation>このステップを完了</translation>
    </message>
    <message>
        <source>Steps recorded:</source>
        <translation>記録したステップ：</translation>
    </message>
    <message>
        <source>Lesson file</source>
        <translation>レッスン・ファイル</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Stop recording</source>
        <translation>記録を終了</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>ステップ{n}</translation>
    </message>
    <message>
        <source>Lesson summary: {t}</source>
        <translation>レッスンのまとめ：{t}</translation>
    </message>
    <message>
        <source>Lesson summary</source>
        <translation>レッスンのまとめ</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>できません</translation>
    </message>
    <message>
        <source>Not what this step asks (nothing changed)</source>
        <translation>このステップで求められていることではありません（何も変わっていません）</translation>
    </message>
    <message>
        <source>Done; that doesn&apos;t finish this step</source>
        <translation>完了しました。ただし、このステップはまだ終わっていません</translation>
    </message>
    <message>
        <source>The table can&apos;t do that</source>
        <translation>テーブルではそれはできません</translation>
    </message>
    <message>
        <source>The lesson is finished</source>
        <translation>レッスン終了</translation>
    </message>
    <message>
        <source>rule {n}</source>
        <translation>ルール {n}</translation>
    </message>
    <message>
        <source>rules {n}</source>
        <translation>ルール {n}</translation>
    </message>
    <message>
        <source>Rule {n}: {note}</source>
        <translation>ルール {n}：{note}</translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) done</source>
        <translation>
            <numerusform>全%nステップ完了</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {i} of {n}</source>
        <translation>ステップ {i}/{n}</translation>
    </message>
    <message>
        <source>Rules in this step: {r}</source>
        <translation>このステップのルール：{r}</translation>
    </message>
    <message>
        <source>You play as {seat}.</source>
        <translation>{seat}としてプレイします。</translation>
    </message>
    <message>
        <source>Rules: {r}</source>
        <translation>ルール：{r}</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%nステップ</numerusform>
        </translation>
    </message>
    <message>
        <source>That library is empty.</source>
        <translation>そのライブラリーは空です。</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>どのプレイヤー？</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>カードを引く</translation>
    </message>
    <message>
        <source>Draw how many cards?</source>
        <translation>カードを何枚引きますか？</translation>
    </message>
    <message>
        <source>Mill cards</source>
        <translation>カードを切削する</translation>
    </message>
    <message>
        <source>Mill how many cards?</source>
        <translation>カードを何枚切削しますか？</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>カードを%n枚引く</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mill %n card(s)</source>
        <translation>
            <numerusform>カードを%n枚切削する</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the top cards</source>
        <translation>一番上のカードを見る</translation>
    </message>
    <message>
        <source>Look at how many cards of {who}&apos;s library?</source>
        <translation>{who}のライブラリーのカードを何枚見ますか？</translation>
    </message>
    <message>
        <source>Look at another library</source>
        <translation>他のライブラリーを見る</translation>
    </message>
    <message>
        <source>Scry</source>
        <translation>占術</translation>
    </message>
    <message>
        <source>Surveil</source>
        <translation>諜報</translation>
    </message>
    <message>
        <source>{what} how many?</source>
        <translation>{what}：何枚？</translation>
    </message>
    <message>
        <source>Look at the top {n} of {who}&apos;s library</source>
        <translation>{who}のライブラリーの一番上から{n}枚を見る</translation>
    </message>
    <message>
        <source>Scry {n}</source>
        <translation>占術{n}</translation>
    </message>
    <message>
        <source>Surveil {n}</source>
        <translation>諜報{n}</translation>
    </message>
    <message>
        <source>The top {n} of {who}&apos;s library</source>
        <translation>{who}のライブラリーの一番上から{n}枚</translation>
    </message>
    <message numerus="yes">
        <source>Search {who}&apos;s library: %n card(s) to {to}</source>
        <translation>
            <numerusform>{who}のライブラリーを探す：{to}へ%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n card(s) on the bottom</source>
        <translation>
            <numerusform>{who}：%n枚を一番下に</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, you took %n mulligan(s).</source>
        <translation>
            <numerusform>{who}、マリガンを%n回しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) on the bottom of your library first.</source>
        <translation>
            <numerusform>先にカード%n枚をライブラリーの一番下に置いてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, your hand after %n mulligan(s) holds {cards}. Keep it, or take another mulligan?</source>
        <translation>
            <numerusform>{who}、%n回マリガンした後の手札は{cards}です。このままにしますか、もう一度マリガンしますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}, your opening hand holds {cards}. Keep it, or take a mulligan?</source>
        <translation>{who}、初期手札は{cards}です。このままにしますか、マリガンしますか？</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>You look at these cards, top first; they stay where they are.</source>
        <translation>これらのカードを上から順に見ます。カードは元の場所にとどまります。</translation>
    </message>
    <message>
        <source>Put back the top cards: {t} on top, {b} on the bottom, {g} into the graveyard</source>
        <translation>一番上のカードを戻す：一番上に{t}、一番下に{b}、墓地に{g}</translation>
    </message>
    <message>
        <source>Search another library</source>
        <translation>他のライブラリーを探す</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library</source>
        <translation>{who}のライブラリーを探す</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library: found nothing</source>
        <translation>{who}のライブラリーを探す：何も見つからず</translation>
    </message>
    <message>
        <source>Stop playing with the top card revealed</source>
        <translation>ライブラリーの一番上の公開をやめる</translation>
    </message>
    <message>
        <source>Reveal your hand to</source>
        <translation>手札を公開する相手</translation>
    </message>
    <message>
        <source>Reveal your hand to {who}</source>
        <translation>手札を{who}に公開する</translation>
    </message>
    <message>
        <source>Draw step: draw a card</source>
        <translation>ドロー・ステップ：カードを1枚引く</translation>
    </message>
    <message>
        <source>Begin the game</source>
        <translation>ゲームを開始</translation>
    </message>
    <message>
        <source>{who}: mulligan</source>
        <translation>{who}：マリガン</translation>
    </message>
    <message>
        <source>{who}: keep</source>
        <translation>{who}：キープ</translation>
    </message>
    <message>
        <source>Mulligan</source>
        <translation>マリガン</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>キープ</translation>
    </message>
    <message>
        <source>Keep this hand or take a mulligan.</source>
        <translation>この手札をキープするか、マリガンしてください。</translation>
    </message>
    <message>
        <source>{who}: opening hand</source>
        <translation>{who}：初期手札</translation>
    </message>
    <message>
        <source>Put {k} on the bottom…</source>
        <translation>{k}枚を一番下に置く…</translation>
    </message>
    <message>
        <source>shuffles their library</source>
        <translation>ライブラリーを切り直す</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>カードを引く</translation>
    </message>
    <message>
        <source>moves a card</source>
        <translation>カードを移動する</translation>
    </message>
    <message>
        <source>manifests</source>
        <translation>予示する</translation>
    </message>
    <message>
        <source>manifests dread</source>
        <translation>戦慄予示する</translation>
    </message>
    <message>
        <source>cloaks</source>
        <translation>偽装する</translation>
    </message>
    <message>
        <source>casts a spell</source>
        <translation>呪文を唱える</translation>
    </message>
    <message>
        <source>resolves a spell</source>
        <translation>呪文を解決する</translation>
    </message>
    <message>
        <source>counters a spell</source>
        <translation>呪文を打ち消す</translation>
    </message>
    <message>
        <source>turns a permanent face up</source>
        <translation>パーマネントを表向きにする</translation>
    </message>
    <message>
        <source>turns a permanent face down</source>
        <translation>パーマネントを裏向きにする</translation>
    </message>
    <message>
        <source>puts a card onto the battlefield</source>
        <translation>カードを戦場に出す</translation>
    </message>
    <message>
        <source>peeks at a card</source>
        <translation>カードを見る</translation>
    </message>
    <message>
        <source>exiles a face-down permanent (Primordial Mist)</source>
        <translation>裏向きのパーマネントを追放する（Primordial Mist）</translation>
    </message>
    <message>
        <source>plays a card</source>
        <translation>カードをプレイする</translation>
    </message>
    <message>
        <source>transforms</source>
        <translation>変身する</translation>
    </message>
    <message>
        <source>copies a permanent</source>
        <translation>パーマネントをコピーする</translation>
    </message>
    <message>
        <source>makes a copy</source>
        <translation>コピーになる</translation>
    </message>
    <message>
        <source>applies an effect</source>
        <translation>効果を適用する</translation>
    </message>
    <message>
        <source>gains control</source>
        <translation>コントロールを得る</translation>
    </message>
    <message>
        <source>taps a permanent</source>
        <translation>パーマネントをタップする</translation>
    </message>
    <message>
        <source>untaps a permanent</source>
        <translation>パーマネントをアンタップする</translation>
    </message>
    <message>
        <source>changes counters</source>
        <translation>カウンターを変更する</translation>
    </message>
    <message>
        <source>attaches</source>
        <translation>つける</translation>
    </message>
    <message>
        <source>deals damage</source>
        <translation>ダメージを与える</translation>
    </message>
    <message>
        <source>moves to the next step</source>
        <translation>次のステップに進む</translation>
    </message>
    <message>
        <source>rearranges face-down cards</source>
        <translation>裏向きのカードを並べ替える</translation>
    </message>
    <message>
        <source>leaves the game</source>
        <translation>ゲームから離れる</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>ゲームを終了する</translation>
    </message>
    <message>
        <source>moves a permanent</source>
        <translation>パーマネントを動かす</translation>
    </message>
    <message>
        <source>reveals</source>
        <translation>公開する</translation>
    </message>
    <message>
        <source>answers a request</source>
        <translation>が依頼に答える</translation>
    </message>
    <message>
        <source>withdraws a request</source>
        <translation>が依頼を取り下げる</translation>
    </message>
    <message>
        <source>changes table trust</source>
        <translation>が卓の信頼を変更する</translation>
    </message>
    <message>
        <source>does something else</source>
        <translation>別のことをする</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source> (rules assist overridden)</source>
        <translation>（ルール・アシストを無視）</translation>
    </message>
    <message>
        <source> (asked, waiting for an answer)</source>
        <translation>（依頼済み、返事待ち）</translation>
    </message>
    <message>
        <source>revealed{tag}: {name}</source>
        <translation>公開{tag}：{name}</translation>
    </message>
    <message>
        <source>turned face up: {name}</source>
        <translation>表向きになった：{name}</translation>
    </message>
    <message>
        <source>played {name}</source>
        <translation>{name}をプレイ</translation>
    </message>
    <message>
        <source>{step}, turn {t}, {p}</source>
        <translation>{step}、ターン{t}、{p}</translation>
    </message>
    <message>
        <source>{name} triggers</source>
        <translation>{name}が誘発</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Show in the preview</source>
        <translation>プレビューに表示</translation>
    </message>
    <message>
        <source>The table changed while the menu was open: open it again.</source>
        <translation>メニューを開いている間に卓が変わりました。もう一度開いてください。</translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation>表向きにする</translation>
    </message>
    <message>
        <source>Asking the host how it may turn face up…</source>
        <translation>表向きにする方法をホストに問い合わせ中…</translation>
    </message>
    <message>
        <source>Only its controller may turn it face up</source>
        <translation>表向きにできるのはコントローラーだけです</translation>
    </message>
    <message>
        <source>{what}: {cost}</source>
        <translation>{what}：{cost}</translation>
    </message>
    <message>
        <source>Exile to play ({source})</source>
        <translation>追放してプレイする（{source}）</translation>
    </message>
    <message>
        <source>{what} — not allowed: {why}</source>
        <translation>{what} — できません：{why}</translation>
    </message>
    <message>
        <source>Activate: {ability}</source>
        <translation>起動する：{ability}</translation>
    </message>
    <message>
        <source>By an effect (no cost)</source>
        <translation>効果によって（コストなし）</translation>
    </message>
    <message>
        <source>Turn {what} face up {how}</source>
        <translation>{what}を{how}表向きにする</translation>
    </message>
    <message>
        <source>Turn {what} face up</source>
        <translation>{what}を表向きにする</translation>
    </message>
    <message>
        <source>Cast face down</source>
        <translation>裏向きで唱える</translation>
    </message>
    <message>
        <source>Cast face down ({m})</source>
        <translation>裏向きで唱える（{m}）</translation>
    </message>
    <message>
        <source>Cast a card face down ({m})</source>
        <translation>カードを裏向きで唱える（{m}）</translation>
    </message>
    <message>
        <source>{card} can&apos;t be cast face down: it has no morph, megamorph or disguise.</source>
        <translation>{card}は裏向きで唱えられません。変異、大変異、変装のいずれも持っていません。</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>方法：</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n mode(s) of {card}.</source>
        <translation>
            <numerusform>{card}のモードを%n個選ぶ。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose from {least} to {most} of the modes of {card}.</source>
        <translation>{card}のモードを{least}個から{most}個選ぶ。</translation>
    </message>
    <message>
        <source>Resolve {card}</source>
        <translation>{card}を解決する</translation>
    </message>
    <message>
        <source>How long:</source>
        <translation>期間：</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{name} (#{n})</source>
        <translation>{name}（#{n}）</translation>
    </message>
    <message>
        <source>face-down #{n}</source>
        <translation>裏向き#{n}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>誰か</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} no longer plays with the top card of their library revealed{by}.</source>
        <translation>{who}はライブラリーの一番上のカードを公開したままのプレイをやめました{by}。</translation>
    </message>
    <message>
        <source>: {card} is on top</source>
        <translation>：一番上は{card}</translation>
    </message>
    <message>
        <source>{who} plays with the top card of their library revealed{by}{top}.</source>
        <translation>{who}はライブラリーの一番上のカードを公開したままプレイしています{by}{top}。</translation>
    </message>
    <message>
        <source>Note on {card}: “{text}”.</source>
        <translation>{card}へのメモ：「{text}」。</translation>
    </message>
    <message>
        <source>The note on {card} was taken off.</source>
        <translation>{card}のメモが外されました。</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <source>{n} d{s}</source>
        <translation>{s}面ダイス{n}個</translation>
    </message>
    <message>
        <source>a d{s}</source>
        <translation>{s}面ダイス1個</translation>
    </message>
    <message>
        <source>another way</source>
        <translation>別の方法で</translation>
    </message>
    <message>
        <source>, chosen: {modes}</source>
        <translation>、選ばれたモード：{modes}</translation>
    </message>
    <message>
        <source>, a token copy of {card}</source>
        <translation>（{card}のトークンのコピー）</translation>
    </message>
    <message>
        <source> (paid)</source>
        <translation>（支払い）</translation>
    </message>
    <message>
        <source> to {who}</source>
        <translation>（{who}に）</translation>
    </message>
    <message>
        <source> face down</source>
        <translation>（裏向き）</translation>
    </message>
    <message>
        <source>An ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>a card it names has left</source>
        <translation>対象のカードがなくなった</translation>
    </message>
    <message>
        <source>a player left the game</source>
        <translation>プレイヤーがゲームを去った</translation>
    </message>
    <message>
        <source>Table trust is on ({who}): players act on each other&apos;s things without asking.</source>
        <translation>卓の信頼がオン（{who}）：プレイヤーは確認なしに互いのものを操作します。</translation>
    </message>
    <message>
        <source>Table trust is on: players act on each other&apos;s things without asking.</source>
        <translation>卓の信頼がオン：プレイヤーは確認なしに互いのものを操作します。</translation>
    </message>
    <message>
        <source>Table trust is off ({who}): acting on another&apos;s things asks them.</source>
        <translation>卓の信頼がオフ（{who}）：他人のものを操作すると相手に依頼します。</translation>
    </message>
    <message>
        <source>Table trust is off: acting on another&apos;s things asks them.</source>
        <translation>卓の信頼がオフ：他人のものを操作すると相手に依頼します。</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>が承認した：</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>が拒否した：</translation>
    </message>
    <message>
        <source>it no longer applies</source>
        <translation>もう当てはまらない</translation>
    </message>
    <message>
        <source>Something else happened on the table.</source>
        <translation>テーブルで別のことが起こりました。</translation>
    </message>
    <message>
        <source>Look at the top cards (effect)…</source>
        <translation>一番上のカードを見る（効果）…</translation>
    </message>
    <message>
        <source>Search this library (effect)…</source>
        <translation>このライブラリーを探す（効果）…</translation>
    </message>
    <message>
        <source>Manifest dread</source>
        <translation>戦慄予示</translation>
    </message>
    <message>
        <source>Manifest one; the other goes to your graveyard.</source>
        <translation>1枚を予示し、もう1枚は墓地に置きます。</translation>
    </message>
    <message>
        <source>(unattach)</source>
        <translation>（はずす）</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>つける</translation>
    </message>
    <message>
        <source>Attach to:</source>
        <translation>つける先：</translation>
    </message>
    <message>
        <source>Apply an effect</source>
        <translation>効果を適用する</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>効果：</translation>
    </message>
    <message>
        <source>manifested</source>
        <translation>予示</translation>
    </message>
    <message>
        <source>manifested (dread)</source>
        <translation>予示（戦慄）</translation>
    </message>
    <message>
        <source>cloaked</source>
        <translation>偽装</translation>
    </message>
    <message>
        <source>morph</source>
        <translation>変異</translation>
    </message>
    <message>
        <source>megamorph</source>
        <translation>大変異</translation>
    </message>
    <message>
        <source>disguised</source>
        <translation>変装</translation>
    </message>
    <message>
        <source>by an effect</source>
        <translation>効果によって</translation>
    </message>
    <message>
        <source>Untap</source>
        <translation>アンタップ</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>アップキープ</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>First main</source>
        <translation>戦闘前メイン</translation>
    </message>
    <message>
        <source>Beginning of combat</source>
        <translation>戦闘開始</translation>
    </message>
    <message>
        <source>Declare attackers</source>
        <translation>攻撃クリーチャー指定</translation>
    </message>
    <message>
        <source>Declare blockers</source>
        <translation>ブロック・クリーチャー指定</translation>
    </message>
    <message>
        <source>Combat damage</source>
        <translation>戦闘ダメージ</translation>
    </message>
    <message>
        <source>End of combat</source>
        <translation>戦闘終了</translation>
    </message>
    <message>
        <source>Second main</source>
        <translation>戦闘後メイン</translation>
    </message>
    <message>
        <source>End step</source>
        <translation>終了ステップ</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>クリンナップ</translation>
    </message>
    <message>
        <source>library</source>
        <translation>ライブラリー</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>battlefield</source>
        <translation>戦場</translation>
    </message>
    <message>
        <source>graveyard</source>
        <translation>墓地</translation>
    </message>
    <message>
        <source>exile</source>
        <translation>追放領域</translation>
    </message>
    <message>
        <source>command zone</source>
        <translation>統率領域</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>スタック</translation>
    </message>
    <message>
        <source>outside of the game</source>
        <translation>ゲーム外</translation>
    </message>
    <message>
        <source>for its mana cost</source>
        <translation>マナ・コストで</translation>
    </message>
    <message>
        <source>for its morph cost</source>
        <translation>変異コストで</translation>
    </message>
    <message>
        <source>for its megamorph cost</source>
        <translation>大変異コストで</translation>
    </message>
    <message>
        <source>for its disguise cost</source>
        <translation>変装コストで</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>厳格</translation>
    </message>
    <message>
        <source>assist</source>
        <translation>補助</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>a spell was cast</source>
        <translation>呪文が唱えられた</translation>
    </message>
    <message>
        <source>it entered the battlefield</source>
        <translation>戦場に出た</translation>
    </message>
    <message>
        <source>it was turned face up</source>
        <translation>表向きになった</translation>
    </message>
    <message>
        <source>dread was manifested</source>
        <translation>戦慄予示された</translation>
    </message>
    <message>
        <source>a creature died</source>
        <translation>クリーチャーが死亡した</translation>
    </message>
    <message>
        <source>a step began</source>
        <translation>ステップが始まった</translation>
    </message>
    <message>
        <source>a spell targeted it</source>
        <translation>呪文がそれを対象にした</translation>
    </message>
    <message>
        <source>until end of turn</source>
        <translation>ターン終了時まで</translation>
    </message>
    <message>
        <source>until the end of their next turn</source>
        <translation>次の自分のターンの終了時まで</translation>
    </message>
    <message>
        <source>with no end</source>
        <translation>終了なし</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>表</translation>
    </message>
    <message>
        <source>tails</source>
        <translation>裏</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>カードを引く</translation>
    </message>
    <message>
        <source>mill cards</source>
        <translation>カードを切削する</translation>
    </message>
    <message>
        <source>look at the top of a library</source>
        <translation>ライブラリーの一番上を見る</translation>
    </message>
    <message>
        <source>arrange the top of a library</source>
        <translation>ライブラリーの一番上を並べ替える</translation>
    </message>
    <message>
        <source>search a library</source>
        <translation>ライブラリーを探す</translation>
    </message>
    <message>
        <source>shuffle a library</source>
        <translation>ライブラリーを切り直す</translation>
    </message>
    <message>
        <source>move a card</source>
        <translation>カードを移動する</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>予示する</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>戦慄予示する</translation>
    </message>
    <message>
        <source>cloak</source>
        <translation>偽装する</translation>
    </message>
    <message>
        <source>cast a spell</source>
        <translation>呪文を唱える</translation>
    </message>
    <message>
        <source>resolve a spell</source>
        <translation>呪文を解決する</translation>
    </message>
    <message>
        <source>counter a spell</source>
        <translation>呪文を打ち消す</translation>
    </message>
    <message>
        <source>turn a permanent face up</source>
        <translation>パーマネントを表向きにする</translation>
    </message>
    <message>
        <source>turn a permanent face down</source>
        <translation>パーマネントを裏向きにする</translation>
    </message>
    <message>
        <source>put a card onto the battlefield</source>
        <translation>カードを戦場に出す</translation>
    </message>
    <message>
        <source>look at a face-down card</source>
        <translation>裏向きのカードを見る</translation>
    </message>
    <message>
        <source>exile a face-down permanent to play it</source>
        <translation>裏向きのパーマネントを追放してプレイする</translation>
    </message>
    <message>
        <source>transform a permanent</source>
        <translation>パーマネントを変身させる</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>カードをプレイする</translation>
    </message>
    <message>
        <source>create a token copy</source>
        <translation>トークンのコピーを生成する</translation>
    </message>
    <message>
        <source>make a copy</source>
        <translation>コピーにする</translation>
    </message>
    <message>
        <source>apply an effect</source>
        <translation>効果を適用する</translation>
    </message>
    <message>
        <source>gain control</source>
        <translation>コントロールを得る</translation>
    </message>
    <message>
        <source>tap a permanent</source>
        <translation>パーマネントをタップする</translation>
    </message>
    <message>
        <source>untap a permanent</source>
        <translation>パーマネントをアンタップする</translation>
    </message>
    <message>
        <source>attach a permanent</source>
        <translation>パーマネントをつける</translation>
    </message>
    <message>
        <source>change counters</source>
        <translation>カウンターを変更する</translation>
    </message>
    <message>
        <source>deal damage</source>
        <translation>ダメージを与える</translation>
    </message>
    <message>
        <source>go to the next step</source>
        <translation>次のステップに進む</translation>
    </message>
    <message>
        <source>rearrange face-down cards</source>
        <translation>裏向きのカードを並べ替える</translation>
    </message>
    <message>
        <source>leave the game</source>
        <translation>ゲームから離れる</translation>
    </message>
    <message>
        <source>end the game</source>
        <translation>ゲームを終える</translation>
    </message>
    <message>
        <source>move a permanent on the table</source>
        <translation>テーブル上でパーマネントを移動する</translation>
    </message>
    <message>
        <source>reveal cards</source>
        <translation>カードを公開する</translation>
    </message>
    <message>
        <source>take a mulligan</source>
        <translation>マリガンする</translation>
    </message>
    <message>
        <source>put cards on the bottom of a library</source>
        <translation>カードをライブラリーの一番下に置く</translation>
    </message>
    <message>
        <source>keep a hand</source>
        <translation>手札をキープする</translation>
    </message>
    <message>
        <source>change a life total</source>
        <translation>ライフ総量を変更する</translation>
    </message>
    <message>
        <source>change a player&apos;s counters</source>
        <translation>プレイヤーのカウンターを変更する</translation>
    </message>
    <message>
        <source>create a token</source>
        <translation>トークンを生成する</translation>
    </message>
    <message>
        <source>roll dice</source>
        <translation>サイコロを振る</translation>
    </message>
    <message>
        <source>flip a coin</source>
        <translation>コインを投げる</translation>
    </message>
    <message>
        <source>write a note</source>
        <translation>メモを書く</translation>
    </message>
    <message>
        <source>draw an arrow</source>
        <translation>矢印を描く</translation>
    </message>
    <message>
        <source>clear the arrows</source>
        <translation>矢印を消す</translation>
    </message>
    <message>
        <source>untap all permanents</source>
        <translation>すべてのパーマネントをアンタップする</translation>
    </message>
    <message>
        <source>play with the top card revealed</source>
        <translation>一番上のカードを公開してプレイする</translation>
    </message>
    <message>
        <source>chat</source>
        <translation>チャットする</translation>
    </message>
    <message>
        <source>answer a request</source>
        <translation>リクエストに答える</translation>
    </message>
    <message>
        <source>withdraw a request</source>
        <translation>リクエストを取り下げる</translation>
    </message>
    <message>
        <source>change table trust</source>
        <translation>テーブルの信頼を変更する</translation>
    </message>
    <message>
        <source>change the rules mode</source>
        <translation>ルール・モードを変更する</translation>
    </message>
    <message>
        <source>take back</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>出来事</translation>
    </message>
    <message>
        <source>for a while</source>
        <translation>しばらくの間</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <source>another mode</source>
        <translation>別のモード</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>可</translation>
    </message>
    <message>
        <source>Allowed (cost)</source>
        <translation>可（コストあり）</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>Revealed instead</source>
        <translation>代わりに公開</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Put {what} onto the battlefield</source>
        <translation>{what}を戦場に出す</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s hand</source>
        <translation>{what}をオーナーの手札に加える</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s graveyard</source>
        <translation>{what}をオーナーの墓地に置く</translation>
    </message>
    <message>
        <source>Exile {what}</source>
        <translation>{what}を追放する</translation>
    </message>
    <message>
        <source>Put {what} on top of its owner&apos;s library</source>
        <translation>{what}をオーナーのライブラリーの一番上に置く</translation>
    </message>
    <message>
        <source>Put {what} into the command zone</source>
        <translation>{what}を統率領域に置く</translation>
    </message>
    <message>
        <source>Put {what} onto the stack</source>
        <translation>{what}をスタックに置く</translation>
    </message>
    <message>
        <source>Move {what} to another zone</source>
        <translation>{what}を別の領域に移動する</translation>
    </message>
    <message>
        <source>another step</source>
        <translation>別のステップ</translation>
    </message>
    <message>
        <source>another zone</source>
        <translation>別の領域</translation>
    </message>
    <message>
        <source>priority: {p}</source>
        <translation>優先権: {p}</translation>
    </message>
    <message>
        <source>a spell is resolving: nobody has priority</source>
        <translation>呪文の解決中：誰も優先権を持たない</translation>
    </message>
    <message>
        <source>nobody has priority</source>
        <translation>誰も優先権を持たない</translation>
    </message>
    <message>
        <source>disguise</source>
        <translation>変装</translation>
    </message>
    <message>
        <source>mana cost</source>
        <translation>マナ・コスト</translation>
    </message>
    <message>
        <source>an effect ({source})</source>
        <translation>効果（{source}）</translation>
    </message>
    <message>
        <source>face-down #{n}, {method}</source>
        <translation>裏向き#{n}、{method}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>token</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>in {zone}</source>
        <translation>{zone}にある</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>タップ状態</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>ダメージ{n}点</translation>
    </message>
    <message>
        <source>attached</source>
        <translation>つけられている</translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation>メモ：{text}</translation>
    </message>
    <message>
        <source>Entry #{n}, method: {m}</source>
        <translation>登場番号#{n}、方法：{m}</translation>
    </message>
    <message>
        <source>{p} may play it ({s})</source>
        <translation>{p}がプレイしてよい（{s}）</translation>
    </message>
    <message>
        <source>This invite can&apos;t be used: {why}</source>
        <translation>この招待は使えません：{why}</translation>
    </message>
    <message>
        <source>The host speaks another version of the protocol: {why}</source>
        <translation>ホストのプロトコルのバージョンが異なります：{why}</translation>
    </message>
    <message>
        <source>Can&apos;t join the table: {why}</source>
        <translation>テーブルに参加できません：{why}</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>ネットワーク・ゲームに参加</translation>
    </message>
    <message>
        <source>Open the invite file the host sent you, or paste its text here.</source>
        <translation>ホストから送られた招待ファイルを開くか、その内容をここに貼り付けてください。</translation>
    </message>
    <message>
        <source>Open an invite file…</source>
        <translation>招待ファイルを開く…</translation>
    </message>
    <message>
        <source>Invite text</source>
        <translation>招待テキスト</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>参加</translation>
    </message>
    <message>
        <source>Open an invite</source>
        <translation>招待を開く</translation>
    </message>
    <message>
        <source>Invites (*.invite);;All files (*)</source>
        <translation>招待 (*.invite);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>open an invite file or paste its text first</source>
        <translation>先に招待ファイルを開くか、その内容を貼り付けてください</translation>
    </message>
    <message>
        <source>the pasted invite</source>
        <translation>貼り付けた招待</translation>
    </message>
    <message>
        <source>Connecting to {url} as {who}…</source>
        <translation>{url}に{who}として接続中…</translation>
    </message>
    <message>
        <source>host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Spectator {n}</source>
        <translation>観戦者{n}</translation>
    </message>
    <message>
        <source>Hosting {game} at {url}</source>
        <translation>{game}を{url}でホスト中</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>ネットワーク・ゲームをホスト</translation>
    </message>
    <message>
        <source>Invite the seats others will play; you play the others at this table. An invite file is written for each seat and spectator: send each player theirs (it holds their password).</source>
        <translation>他の人がプレイする席を招待してください。残りの席はこのテーブルであなたがプレイします。席と観戦者ごとに招待ファイルが作られます：各プレイヤーにそれぞれのファイルを送ってください（パスワードが入っています）。</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>招待</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>観戦者</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>観戦者のチャットを許可</translation>
    </message>
    <message>
        <source>HOST:PORT to listen on; port 0 picks a free one. 0.0.0.0 listens on every address.</source>
        <translation>待ち受けるHOST:PORT。ポート0で空きポートを選びます。0.0.0.0はすべてのアドレスで待ち受けます。</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>待ち受け先</translation>
    </message>
    <message>
        <source>(optional) HOST:PORT the others connect to</source>
        <translation>（任意）他の人が接続するHOST:PORT</translation>
    </message>
    <message>
        <source>Address in invites</source>
        <translation>招待に書くアドレス</translation>
    </message>
    <message>
        <source>TLS (a self-signed certificate the invites pin)</source>
        <translation>TLS（招待に固定される自己署名証明書）</translation>
    </message>
    <message>
        <source>Invites folder</source>
        <translation>招待フォルダー</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Invite at least one seat or spectator.</source>
        <translation>少なくとも1つの席か観戦者を招待してください。</translation>
    </message>
    <message>
        <source>Listen on: {why}</source>
        <translation>待ち受け先：{why}</translation>
    </message>
    <message>
        <source>Address in invites: {why}</source>
        <translation>招待に書くアドレス：{why}</translation>
    </message>
    <message>
        <source>Choose the folder the invites are written to.</source>
        <translation>招待ファイルを書き込むフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>Open a game or start a new one to host it.</source>
        <translation>ホストするにはゲームを開くか、新しく始めてください。</translation>
    </message>
    <message>
        <source>This game is hosted already.</source>
        <translation>このゲームはすでにホストされています。</translation>
    </message>
    <message>
        <source>Starting the server…</source>
        <translation>サーバーを起動中…</translation>
    </message>
    <message>
        <source>Hosting: invites written to {folder}</source>
        <translation>ホスト中：招待を{folder}に書き込みました</translation>
    </message>
    <message>
        <source>Can&apos;t host this game: {why}</source>
        <translation>このゲームはホストできません：{why}</translation>
    </message>
    <message>
        <source>Host a network game first: Game → Host a network game…</source>
        <translation>先にネットワーク・ゲームをホストしてください：ゲーム → ネットワーク・ゲームをホスト…</translation>
    </message>
    <message>
        <source>Nobody was invited to this game.</source>
        <translation>このゲームには誰も招待されていません。</translation>
    </message>
    <message>
        <source>Issue a new invite</source>
        <translation>新しい招待を発行</translation>
    </message>
    <message>
        <source>A new invite for (their old invite stops working, the others play on):</source>
        <translation>新しい招待の対象（古い招待は使えなくなり、他の人はそのままプレイを続けます）：</translation>
    </message>
    <message>
        <source>Write the new invite into</source>
        <translation>新しい招待の書き込み先</translation>
    </message>
    <message>
        <source>New invite written to {path}; the old one no longer works.</source>
        <translation>新しい招待を{path}に書き込みました。古い招待はもう使えません。</translation>
    </message>
    <message>
        <source>Can&apos;t issue a new invite: {why}</source>
        <translation>新しい招待を発行できません：{why}</translation>
    </message>
    <message>
        <source>Host disconnected — read-only until it returns</source>
        <translation>ホストとの接続が切れました — 戻るまで読み取り専用です</translation>
    </message>
    <message>
        <source>Your invite was replaced by the host: this window can no longer act. Ask the host for your new invite.</source>
        <translation>ホストがあなたの招待を置き換えました：このウィンドウではもう操作できません。新しい招待をホストに頼んでください。</translation>
    </message>
    <message>
        <source>The host closed this seat&apos;s connection: this window can no longer act.</source>
        <translation>ホストがこの席の接続を閉じました：このウィンドウではもう操作できません。</translation>
    </message>
    <message>
        <source>A spectator can&apos;t act on the game.</source>
        <translation>観戦者はゲームを操作できません。</translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n mulligan(s), {state}</source>
        <translation>
            <numerusform>{who}：マリガン%n回、{state}</numerusform>
        </translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>At a network table only undo is asked of the host.</source>
        <translation>ネットワーク・テーブルでは、ホストに頼めるのは取り消しだけです。</translation>
    </message>
    <message>
        <source>The host refused it.</source>
        <translation>ホストが拒否しました。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>レッスン(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>Undo my last action (ask the host)</source>
        <translation>最後のアクションを取り消す（ホストに依頼）</translation>
    </message>
    <message>
        <source>the host: disconnected</source>
        <translation>ホスト：切断</translation>
    </message>
    <message>
        <source>Network table {game} as {who}</source>
        <translation>ネットワーク・テーブル {game}（{who}として）</translation>
    </message>
    <message>
        <source>Rules assist: the host judges every action ({mode} mode)</source>
        <translation>ルール・アシスト：ホストがすべてのアクションを判定します（{mode}モード）</translation>
    </message>
    <message>
        <source>Rules assist: the host does not answer; nothing can be done until it returns</source>
        <translation>ルール・アシスト：ホストが応答しません。戻るまで何もできません</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>キープ済み</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>検討中</translation>
    </message>
    <message>
        <source>Opening hands: {list}</source>
        <translation>初期手札：{list}</translation>
    </message>
    <message>
        <source>New game from two decklists</source>
        <translation>2つのデッキリストから新しいゲーム</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>Open deck file…</source>
        <translation>デッキファイルを開く…</translation>
    </message>
    <message>
        <source>From the deck editor</source>
        <translation>デッキエディターから</translation>
    </message>
    <message>
        <source>The deck open in the deck editor</source>
        <translation>デッキエディターで開いているデッキ</translation>
    </message>
    <message>
        <source>Deck files opened for this seat before</source>
        <translation>この席で以前に開いたデッキファイル</translation>
    </message>
    <message>
        <source>Recent deck files…</source>
        <translation>最近のデッキファイル…</translation>
    </message>
    <message>
        <source>Start without the unknown cards</source>
        <translation>不明なカードを除いて始める</translation>
    </message>
    <message>
        <source>Decklist</source>
        <translation>デッキリスト</translation>
    </message>
    <message>
        <source>…and {n} more unknown cards</source>
        <translation>…ほか不明なカード{n}枚</translation>
    </message>
    <message>
        <source>Line {line}: “{name}” is not in the card database.</source>
        <translation>{line}行目: 「{name}」はカードデータベースにありません。</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database.</source>
        <translation>「{name}」はカードデータベースにありません。</translation>
    </message>
    <message>
        <source>Did you mean:</source>
        <translation>もしかして:</translation>
    </message>
    <message>
        <source>Write “{new}” for “{old}” on line {line}</source>
        <translation>{line}行目の「{old}」を「{new}」に書き換える</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>プレイヤー1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>プレイヤー2</translation>
    </message>
    <message>
        <source>Who goes first</source>
        <translation>先攻</translation>
    </message>
    <message>
        <source>20 for a usual game, 40 for commander; any value</source>
        <translation>通常のゲームは20、統率者戦は40。任意の値</translation>
    </message>
    <message>
        <source>Starting life</source>
        <translation>初期ライフ</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game yet: fix the lines shown (or tick “Start without the unknown cards”).</source>
        <translation>これらのデッキリストではまだゲームを始められません。表示された行を直してください(または「不明なカードを除いて始める」にチェックを入れてください)。</translation>
    </message>
    <message>
        <source>Cards the database lacks can be added from a card file: tabletop cards import FILE</source>
        <translation>データベースにないカードはカードファイルから追加できます: tabletop cards import FILE</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game: {e}</source>
        <translation>これらのデッキリストではゲームを始められません: {e}</translation>
    </message>
    <message>
        <source>Open a deck file</source>
        <translation>デッキファイルを開く</translation>
    </message>
    <message>
        <source>No deck editor is open.</source>
        <translation>デッキエディターが開いていません。</translation>
    </message>
    <message>
        <source>Decks (*.cod *.dek *.dck *.dec *.txt);;All files (*)</source>
        <translation>デッキ (*.cod *.dek *.dck *.dec *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>メインデッキ</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>サイドボード</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>統率者</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>相棒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>Colourless</source>
        <translation>無色</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>クリーチャー</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>インスタント</translation>
    </message>
    <message>
        <source>Sorcery</source>
        <translation>ソーサリー</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>アーティファクト</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <translation>エンチャント</translation>
    </message>
    <message>
        <source>Planeswalker</source>
        <translation>プレインズウォーカー</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>土地</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>バトル</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>伝説の</translation>
    </message>
    <message>
        <source>any</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>クリーチャー</translation>
    </message>
    <message>
        <source>Planeswalkers</source>
        <translation>プレインズウォーカー</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>バトル</translation>
    </message>
    <message>
        <source>Instants</source>
        <translation>インスタント</translation>
    </message>
    <message>
        <source>Sorceries</source>
        <translation>ソーサリー</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>アーティファクト</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>エンチャント</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>土地</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>不明なカード</translation>
    </message>
    <message>
        <source>Search: a name or rules text, in any language</source>
        <translation>検索：名前またはルール文章（どの言語でも）</translation>
    </message>
    <message>
        <source>Part of a card&apos;s name or words of its rules text, in any of the database&apos;s languages (Ctrl+F)</source>
        <translation>カード名の一部、またはルール文章の語句（データベースのどの言語でも）(Ctrl+F)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>MV</source>
        <translation>MV</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>タイプ</translation>
    </message>
    <message>
        <source>Mana value</source>
        <translation>マナ総量</translation>
    </message>
    <message>
        <source>Enter, + or a double click: add to the main deck; Shift+Enter: add to the sideboard</source>
        <translation>Enter、+ またはダブルクリック：メインデッキに追加。Shift+Enter：サイドボードに追加</translation>
    </message>
    <message>
        <source>A word of the type line: Creature, Instant, Elf, Legendary…</source>
        <translation>タイプ行の語句：クリーチャー、インスタント、エルフ、伝説の…</translation>
    </message>
    <message>
        <source>{colour}: cards of this colour (ticked colours: any of them)</source>
        <translation>{colour}：この色のカード（チェックした色のいずれか）</translation>
    </message>
    <message>
        <source>Mana value: any, equal to, at most, at least</source>
        <translation>マナ総量：すべて、等しい、以下、以上</translation>
    </message>
    <message>
        <source>Add to main</source>
        <translation>メインに追加</translation>
    </message>
    <message>
        <source>Add one to the main deck (Enter)</source>
        <translation>メインデッキに1枚追加 (Enter)</translation>
    </message>
    <message>
        <source>Add to sideboard</source>
        <translation>サイドボードに追加</translation>
    </message>
    <message>
        <source>Add one to the sideboard (Shift+Enter)</source>
        <translation>サイドボードに1枚追加 (Shift+Enter)</translation>
    </message>
    <message>
        <source>Add as commander</source>
        <translation>統率者として追加</translation>
    </message>
    <message>
        <source>Put it in the command zone</source>
        <translation>統率領域に置く</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>デッキ名</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>枚数</translation>
    </message>
    <message>
        <source>+ adds one more, - or Delete takes one away</source>
        <translation>+ で1枚追加、- または Delete で1枚減らす</translation>
    </message>
    <message>
        <source>One more of this card (+)</source>
        <translation>このカードを1枚増やす (+)</translation>
    </message>
    <message>
        <source>One less of this card (- or Delete)</source>
        <translation>このカードを1枚減らす（- または Delete）</translation>
    </message>
    <message>
        <source>Move to sideboard</source>
        <translation>サイドボードへ移動</translation>
    </message>
    <message>
        <source>Move one copy between the main deck and the sideboard (M)</source>
        <translation>メインデッキとサイドボードの間で1枚移動 (M)</translation>
    </message>
    <message>
        <source>Mana curve</source>
        <translation>マナカーブ</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>デッキ(&amp;D)</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>新しいデッキ</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>デッキを保存</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>名前を付けてデッキを保存…</translation>
    </message>
    <message>
        <source>Start a game with this deck…</source>
        <translation>このデッキでゲームを始める…</translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation>カードを探す</translation>
    </message>
    <message>
        <source>Cards found: {n}</source>
        <translation>見つかったカード：{n}</translation>
    </message>
    <message>
        <source>Move {name} to {section}</source>
        <translation>{name}を{section}へ移動</translation>
    </message>
    <message>
        <source>Add {name} to {section}</source>
        <translation>{name}を{section}に追加</translation>
    </message>
    <message>
        <source>Remove {name} from {section}</source>
        <translation>{name}を{section}から取り除く</translation>
    </message>
    <message>
        <source>Nothing changed: a game holds at most so many cards, or there was none to take away.</source>
        <translation>変更なし：ゲームに入るカードの枚数の上限に達したか、減らすカードがありません。</translation>
    </message>
    <message>
        <source>unknown card</source>
        <translation>不明なカード</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database: kept in the deck, but a game can&apos;t start with it</source>
        <translation>「{name}」はカードデータベースにありません：デッキには残りますが、このままではゲームを始められません</translation>
    </message>
    <message>
        <source>Total: {n}</source>
        <translation>合計：{n}</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>まだカードがありません</translation>
    </message>
    <message>
        <source>Move to main</source>
        <translation>メインへ移動</translation>
    </message>
    <message>
        <source>…and {n} more</source>
        <translation>…ほか{n}件</translation>
    </message>
    <message>
        <source>Not in the card database (kept, marked in red): {names}</source>
        <translation>カードデータベースにないカード（残して赤で表示）：{names}</translation>
    </message>
    <message>
        <source>Deck editor — {name}</source>
        <translation>デッキエディター — {name}</translation>
    </message>
    <message>
        <source>Open a deck</source>
        <translation>デッキを開く</translation>
    </message>
    <message>
        <source>This deck file can&apos;t be read: {e}</source>
        <translation>このデッキファイルは読み込めません: {e}</translation>
    </message>
    <message>
        <source>Cards of this deck not in the card database: {n} (kept, marked in red)</source>
        <translation>カードデータベースにないこのデッキのカード：{n}（残して赤で表示）</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>Save the deck</source>
        <translation>デッキを保存</translation>
    </message>
    <message>
        <source>Cockatrice deck (*.cod);;Text decklist (*.txt)</source>
        <translation>Cockatrice のデッキ (*.cod);;テキストのデッキリスト (*.txt)</translation>
    </message>
    <message>
        <source>The deck could not be saved to {p}: {why}</source>
        <translation>デッキを {p} に保存できませんでした：{why}</translation>
    </message>
    <message>
        <source>Saved to {p}</source>
        <translation>{p} に保存しました</translation>
    </message>
    <message>
        <source>Deck editor</source>
        <translation>デッキエディター</translation>
    </message>
    <message>
        <source>The deck has changes that are not saved. Save them?</source>
        <translation>デッキに保存されていない変更があります。保存しますか？</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>デッキは空です。</translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation>2人のプレイヤーには別々の名前が必要です。</translation>
    </message>
    <message>
        <source>The card data could not be read: {e}</source>
        <translation>カードデータを読み込めませんでした：{e}</translation>
    </message>
    <message>
        <source>Manifest the top card (Primordial Mist)</source>
        <translation>一番上のカードを予示する（Primordial Mist）</translation>
    </message>
    <message>
        <source>Manifest the top card (Cryptic Pursuit)</source>
        <translation>一番上のカードを予示する（Cryptic Pursuit）</translation>
    </message>
    <message>
        <source>Exile it; you may cast it (Cryptic Pursuit)</source>
        <translation>追放し、唱えてもよい（Cryptic Pursuit）</translation>
    </message>
    <message>
        <source>Gain %n life ({name})</source>
        <translation>%n点のライフを得る（{name}）</translation>
    </message>
    <message>
        <source>Manifest the top card ({name})</source>
        <translation>一番上のカードを予示する（{name}）</translation>
    </message>
    <message>
        <source>Manifest dread ({name})</source>
        <translation>戦慄予示する（{name}）</translation>
    </message>
    <message>
        <source>Rules assist verdicts</source>
        <translation>ルール・アシストの判定</translation>
    </message>
    <message>
        <source>Override (logged)</source>
        <translation>無視して実行（記録されます）</translation>
    </message>
    <message>
        <source>Rules assist: strict (illegal actions are refused)</source>
        <translation>ルール・アシスト：厳格（ルール違反のアクションは拒否）</translation>
    </message>
    <message>
        <source>Rules assist: assist (you may override, it is logged)</source>
        <translation>ルール・アシスト：補助（無視して実行でき、記録されます）</translation>
    </message>
    <message>
        <source>Rules assist: off</source>
        <translation>ルール・アシスト：オフ</translation>
    </message>
    <message>
        <source>Rules assist: nothing to judge on a read-only shared board (it was played in {mode} mode)</source>
        <translation>ルール・アシスト：読み取り専用の共有盤面では判定するものがありません（{mode}モードでプレイされました）</translation>
    </message>
    <message>
        <source>Refused: {a}</source>
        <translation>拒否：{a}</translation>
    </message>
    <message>
        <source>Not allowed: {a}</source>
        <translation>できません：{a}</translation>
    </message>
    <message>
        <source>Overridden: {a}</source>
        <translation>無視して実行：{a}</translation>
    </message>
    <message>
        <source>Revealed: {a}</source>
        <translation>公開：{a}</translation>
    </message>
    <message>
        <source>Nothing happens: {a}</source>
        <translation>何も起こりません：{a}</translation>
    </message>
    <message>
        <source>Asked, waiting for an answer: {a}</source>
        <translation>依頼済み、返事待ち：{a}</translation>
    </message>
    <message>
        <source>Done: {a}</source>
        <translation>完了：{a}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲーム・ログ</translation>
    </message>
    <message>
        <source>Card preview</source>
        <translation>カード・プレビュー</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>メイン1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>戦闘終了</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>メイン2</translation>
    </message>
    <message>
        <source>Unt</source>
        <translation>アン</translation>
    </message>
    <message>
        <source>Upk</source>
        <translation>アプ</translation>
    </message>
    <message>
        <source>Drw</source>
        <translation>ドロ</translation>
    </message>
    <message>
        <source>Cbt</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>Atk</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>Blk</source>
        <translation>ブロ</translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation>ダメ</translation>
    </message>
    <message>
        <source>EoC</source>
        <translation>戦終</translation>
    </message>
    <message>
        <source>Cln</source>
        <translation>クリ</translation>
    </message>
    <message>
        <source>Phase bar</source>
        <translation>フェイズ・バー</translation>
    </message>
    <message>
        <source>Go to: {step}</source>
        <translation>移動：{step}</translation>
    </message>
    <message>
        <source>{phase}: {step}</source>
        <translation>{phase}：{step}</translation>
    </message>
    <message>
        <source>Turn {t}, {a}&apos;s turn: {s}</source>
        <translation>ターン{t}、{a}のターン：{s}</translation>
    </message>
    <message>
        <source>current step</source>
        <translation>現在のステップ</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>現在のステップ</translation>
    </message>
    <message>
        <source>Go to: {step} (next turn)</source>
        <translation>移動：{step}（次のターン）</translation>
    </message>
    <message>
        <source>Next step</source>
        <comment>the phase bar&apos;s button: short</comment>
        <translation>次へ</translation>
    </message>
    <message>
        <source>{seat}: life {n}</source>
        <translation>{seat}：ライフ{n}</translation>
    </message>
    <message>
        <source>+{n} more</source>
        <translation>他{n}件</translation>
    </message>
    <message>
        <source>Click a number: +1 · right click: −1 · wheel: ±1 · right click the name: more</source>
        <translation>数字をクリック：+1 · 右クリック：−1 · ホイール：±1 · 名前を右クリック：その他</translation>
    </message>
    <message>
        <source>Empty: no note</source>
        <translation>空：メモなし</translation>
    </message>
    <message>
        <source>Note (everyone sees it)</source>
        <translation>メモ（全員が見られます）</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>面数</translation>
    </message>
    <message>
        <source>How many dice</source>
        <translation>ダイスの数</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>ライブラリー</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>墓地</translation>
    </message>
    <message>
        <source>Exile zone</source>
        <translation>追放領域</translation>
    </message>
    <message>
        <source>Command zone</source>
        <translation>統率領域</translation>
    </message>
    <message>
        <source>Stack (top first)</source>
        <translation>スタック（上から）</translation>
    </message>
    <message>
        <source>Aura</source>
        <translation>オーラ</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>装備品</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>城砦</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>厳格</translation>
    </message>
    <message>
        <source>Assist</source>
        <translation>補助</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source> by {s}</source>
        <translation>（{s}による）</translation>
    </message>
    <message>
        <source>face down #{n}, {m}{src}</source>
        <translation>裏向き#{n}、{m}{src}</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <source>attached to {c}</source>
        <translation>{c}につけられている</translation>
    </message>
    <message>
        <source>owned by {p}</source>
        <translation>オーナー：{p}</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>局面を作る</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>{p}&apos;s life</source>
        <translation>{p}のライフ</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <source>e.g. 2 poison</source>
        <translation>例：毒 2</translation>
    </message>
    <message>
        <source>{p}&apos;s counters</source>
        <translation>{p}のカウンター</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>The first card is the top.</source>
        <translation>最初のカードが一番上です。</translation>
    </message>
    <message>
        <source>Drag cards here from the search panel or the board; the first card is the top.</source>
        <translation>検索パネルや盤面からカードをここにドラッグしてください。最初のカードが一番上です。</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Set the turn</source>
        <translation>ターンを設定</translation>
    </message>
    <message>
        <source>Set the active player</source>
        <translation>アクティブ・プレイヤーを設定</translation>
    </message>
    <message>
        <source>Set the step</source>
        <translation>ステップを設定</translation>
    </message>
    <message>
        <source>Set the rules mode</source>
        <translation>ルール・モードを設定</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>アクティブ・プレイヤー</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>What the rules say of the position</source>
        <translation>この局面についてのルールの判定</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>局面(&amp;P)</translation>
    </message>
    <message>
        <source>New empty position</source>
        <translation>新しい空の局面</translation>
    </message>
    <message>
        <source>Open a position or a game…</source>
        <translation>局面またはゲームを開く…</translation>
    </message>
    <message>
        <source>Save the position…</source>
        <translation>局面を保存…</translation>
    </message>
    <message numerus="yes">
        <source>A position the rules accept: %n card(s).</source>
        <translation>
            <numerusform>ルールが受け入れる局面：%n枚。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export for a seat…</source>
        <translation>席ごとに書き出す…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>プレイヤー…</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>この局面からプレイ</translation>
    </message>
    <message>
        <source>Record a lesson from this position…</source>
        <translation>この局面からレッスンを記録…</translation>
    </message>
    <message>
        <source>Remove the card</source>
        <translation>カードを取り除く</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>局面をコピー</translation>
    </message>
    <message>
        <source>Copy the full position…</source>
        <translation>局面全体をコピー…</translation>
    </message>
    <message>
        <source> Rule {r}.</source>
        <translation> ルール {r}。</translation>
    </message>
    <message>
        <source>Refused: {why}.{rule}</source>
        <translation>拒否：{why}。{rule}</translation>
    </message>
    <message>
        <source>Add {c}</source>
        <translation>{c}を追加</translation>
    </message>
    <message>
        <source>Move {c}</source>
        <translation>{c}を移動</translation>
    </message>
    <message>
        <source>Add to</source>
        <translation>追加先</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>移動先</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>スタック</translation>
    </message>
    <message>
        <source>Set {p}&apos;s life</source>
        <translation>{p}のライフを設定</translation>
    </message>
    <message>
        <source>a count is at most {n}</source>
        <translation>数は最大{n}です</translation>
    </message>
    <message>
        <source>Set {p}&apos;s counters</source>
        <translation>{p}のカウンターを設定</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>The players in seat order, separated by commas:</source>
        <translation>席順のプレイヤー（カンマ区切り）：</translation>
    </message>
    <message>
        <source>Set the players</source>
        <translation>プレイヤーを設定</translation>
    </message>
    <message>
        <source>Remove {c}</source>
        <translation>{c}を取り除く</translation>
    </message>
    <message>
        <source>Selected card</source>
        <translation>選択中のカード</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>面</translation>
    </message>
    <message>
        <source>its source, e.g. Cryptic Coat</source>
        <translation>発生源（例：Cryptic Coat）</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>登場番号</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>発生源</translation>
    </message>
    <message>
        <source>Change the controller</source>
        <translation>コントローラーを変更</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation>タップ状態</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>タップ</translation>
    </message>
    <message>
        <source>Set damage</source>
        <translation>ダメージを設定</translation>
    </message>
    <message>
        <source>e.g. 2 +1/+1; 1 charge</source>
        <translation>例：2 +1/+1; 1 charge</translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation>つけられている先</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>表向き</translation>
    </message>
    <message>
        <source>Face down: {m}</source>
        <translation>裏向き：{m}</translation>
    </message>
    <message>
        <source>Exiled face down</source>
        <translation>裏向きで追放</translation>
    </message>
    <message>
        <source>Turn face down</source>
        <translation>裏向きにする</translation>
    </message>
    <message>
        <source>Set counters</source>
        <translation>カウンターを設定</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Click a card to set what it is.</source>
        <translation>カードをクリックして、それが何かを設定してください。</translation>
    </message>
    <message>
        <source>{c}: {p}&apos;s {z}</source>
        <translation>{c}：{p}の{z}</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>盤面を片付ける</translation>
    </message>
    <message>
        <source>Open a position or a game</source>
        <translation>局面またはゲームを開く</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop *.json);;All files (*)</source>
        <translation>tabletopのゲーム (*.tabletop *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>局面を開く</translation>
    </message>
    <message>
        <source>tabletop</source>
        <translation>tabletop</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>局面を保存</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop)</source>
        <translation>tabletopのゲーム (*.tabletop)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Export for a seat</source>
        <translation>席ごとに書き出す</translation>
    </message>
    <message>
        <source>What this seat may know:</source>
        <translation>この席が知ってよいこと：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出す</translation>
    </message>
    <message>
        <source>Exports (*.json)</source>
        <translation>書き出し (*.json)</translation>
    </message>
    <message>
        <source>Close the position editor?</source>
        <translation>局面エディターを閉じますか？</translation>
    </message>
    <message>
        <source>This position has changes that are not saved. Close the editor and lose them?</source>
        <translation>この局面には保存されていない変更があります。エディターを閉じて変更を破棄しますか？</translation>
    </message>
    <message>
        <source>Copy the full position?</source>
        <translation>局面全体をコピーしますか？</translation>
    </message>
    <message>
        <source>The full position names every card: each hand, each library in order, every face-down card. Whoever reads it knows what the players may not. Copy it?</source>
        <translation>局面全体にはすべてのカードが書かれています：各手札、各ライブラリーの順番、すべての裏向きのカード。読んだ人はプレイヤーが知ってはいけないことを知ります。コピーしますか？</translation>
    </message>
    <message>
        <source>The clipboard holds {n} bytes; a position text is at most {m}.</source>
        <translation>クリップボードの内容は{n}バイトです。局面テキストは最大{m}バイトです。</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not a position: {e}</source>
        <translation>クリップボードのテキストは局面ではありません：{e}</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>局面を貼り付け</translation>
    </message>
    <message>
        <source>Card name (any language) or rules text</source>
        <translation>カード名（どの言語でも）またはルール・テキスト</translation>
    </message>
    <message>
        <source>Search the cards</source>
        <translation>カードを検索</translation>
    </message>
    <message>
        <source>Cards found: drag one onto a zone</source>
        <translation>見つかったカード：領域にドラッグしてください</translation>
    </message>
    <message>
        <source>Drag a card onto any zone of any seat.</source>
        <translation>カードをどの席のどの領域にでもドラッグできます。</translation>
    </message>
    <message>
        <source>{name} (token)</source>
        <translation>{name}（トークン）</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield</source>
        <translation>{p}の戦場</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield: drop cards here</source>
        <translation>{p}の戦場：ここにカードをドロップ</translation>
    </message>
    <message>
        <source>{seat} — battlefield</source>
        <translation>{seat} — 戦場</translation>
    </message>
    <message>
        <source>{seat} — hand</source>
        <translation>{seat} — 手札</translation>
    </message>
    <message>
        <source>{seat} — hand ({n})</source>
        <translation>{seat} — 手札（{n}）</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>colorless</source>
        <translation>無色</translation>
    </message>
    <message>
        <source>Create tokens</source>
        <translation>トークンを生成</translation>
    </message>
    <message>
        <source>Search tokens: name, type, text, P/T, colour</source>
        <translation>トークンを検索：名前、タイプ、テキスト、P/T、色</translation>
    </message>
    <message>
        <source>Search tokens</source>
        <translation>トークンを検索</translation>
    </message>
    <message>
        <source>From the list</source>
        <translation>一覧から</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>色</translation>
    </message>
    <message>
        <source>e.g. Creature — Soldier</source>
        <translation>例：クリーチャー — 兵士</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>タイプ</translation>
    </message>
    <message>
        <source>Power / toughness</source>
        <translation>パワー／タフネス</translation>
    </message>
    <message>
        <source>Abilities, e.g. Flying</source>
        <translation>能力（例：飛行）</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Custom token</source>
        <translation>カスタム・トークン</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>数</translation>
    </message>
    <message>
        <source>How many tokens</source>
        <translation>トークンの数</translation>
    </message>
    <message>
        <source>Enter tapped</source>
        <translation>タップ状態で出る</translation>
    </message>
    <message>
        <source>Create a game</source>
        <translation>ゲームを作成</translation>
    </message>
    <message>
        <source>{name}&apos;s game</source>
        <translation>{name}のゲーム</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>ゲーム名</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>フォーマット</translation>
    </message>
    <message>
        <source>A name for the players, e.g. Standard, Modern, Commander</source>
        <translation>プレイヤー向けの名前（例: スタンダード、モダン、統率者）</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>フォーマット(&amp;F):</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>席(&amp;E):</translation>
    </message>
    <message>
        <source>Starting &amp;life:</source>
        <translation>初期ライフ(&amp;L):</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>マッチ</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>1ゲーム</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>3本勝負（2本先取）</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>マッチ(&amp;M):</translation>
    </message>
    <message>
        <source>Spectators allowed</source>
        <translation>観戦を許可</translation>
    </message>
    <message>
        <source>Chess clock, minutes per player</source>
        <translation>チェスクロック（プレイヤーごとの分）</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>クロックなし</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game, in minutes. The clock of the player who must act runs; a player whose time runs out loses the game. 0: no clock.</source>
        <translation>ゲーム全体での各プレイヤーの持ち時間（分）。行動すべきプレイヤーのクロックが進み、持ち時間が尽きたプレイヤーはゲームに敗北します。0：クロックなし。</translation>
    </message>
    <message>
        <source>Chess cl&amp;ock:</source>
        <translation>チェスクロック(&amp;O):</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>生成</translation>
    </message>
    <message numerus="yes">
        <source>%n more token(s) found: search to narrow the list</source>
        <translation>
            <numerusform>ほかに%n個のトークンが見つかりました：検索して絞り込んでください</numerusform>
        </translation>
    </message>
    <message>
        <source>A custom token needs a name.</source>
        <translation>カスタム・トークンには名前が必要です。</translation>
    </message>
    <message>
        <source>Give both power and toughness, or neither.</source>
        <translation>パワーとタフネスは両方指定するか、どちらも指定しないでください。</translation>
    </message>
    <message>
        <source>A creature token needs a power and a toughness.</source>
        <translation>クリーチャー・トークンにはパワーとタフネスが必要です。</translation>
    </message>
    <message>
        <source>The abilities text is too long.</source>
        <translation>能力のテキストが長すぎます。</translation>
    </message>
    <message>
        <source>No token matches; try another search.</source>
        <translation>一致するトークンがありません。別の検索を試してください。</translation>
    </message>
    <message>
        <source>Setting up the table…</source>
        <translation>テーブルを準備中…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <source>spectator (public information only)</source>
        <translation>観戦者（公開情報のみ）</translation>
    </message>
    <message>
        <source>{player} lost with a life total of {life} (rule 704.5a).</source>
        <translation>{player}は敗北しました：ライフ総量 {life}（ルール 704.5a）。</translation>
    </message>
    <message numerus="yes">
        <source>{player} lost with %n poison counters (rule 704.5c).</source>
        <translation>
            <numerusform>{player}は毒カウンター%n個で敗北しました（ルール 704.5c）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} conceded (rule 104.3a).</source>
        <translation>{player}は投了しました（ルール 104.3a）。</translation>
    </message>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player}がゲームに勝利しました。</translation>
    </message>
    <message>
        <source>The game is a draw: every player still in it lost at the same time (rule 104.4a).</source>
        <translation>ゲームは引き分けです：ゲームに残っていたプレイヤー全員が同時に敗北しました（ルール 104.4a）。</translation>
    </message>
    <message>
        <source>The game ended with no winner.</source>
        <translation>ゲームは勝者なしで終了しました。</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度プレイ</translation>
    </message>
    <message>
        <source>No next game: the finished game stays on the table.</source>
        <translation>次のゲームはありません：終了したゲームはテーブルに残ります。</translation>
    </message>
    <message>
        <source>Turn {t} · {s} · active: {a}</source>
        <translation>ターン{t} · {s} · アクティブ：{a}</translation>
    </message>
    <message>
        <source>shared board (read-only)</source>
        <translation>共有盤面（読み取り専用）</translation>
    </message>
    <message>
        <source>{state} · viewing as {who} · rules: {mode}</source>
        <translation>{state} · {who}の視点 · ルール：{mode}</translation>
    </message>
    <message>
        <source>Turn {t} · active: {a}</source>
        <translation>ターン{t} · アクティブ：{a}</translation>
    </message>
    <message>
        <source>A shared board is read-only: no chat.</source>
        <translation>共有盤面は読み取り専用です：チャットはできません。</translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation>観戦者</translation>
    </message>
    <message>
        <source>Shared board — read-only, as {seat} saw it</source>
        <translation>共有盤面 — 読み取り専用（{seat}から見た状態）</translation>
    </message>
    <message>
        <source>A shared board is read-only: nothing on it can change and it can&apos;t be saved. Open a game or start a new one to play.</source>
        <translation>共有盤面は読み取り専用です：何も変更できず、保存もできません。プレイするにはゲームを開くか、新しく始めてください。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>New demo game</source>
        <translation>新しいデモ・ゲーム</translation>
    </message>
    <message>
        <source>New game from two decklists…</source>
        <translation>2つのデッキリストから新しいゲーム…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <source>Open replay…</source>
        <translation>リプレイを開く…</translation>
    </message>
    <message>
        <source>Open deck…</source>
        <translation>デッキを開く…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>最近使ったファイル</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>カード(&amp;C)</translation>
    </message>
    <message>
        <source>Turn face up…</source>
        <translation>表向きにする…</translation>
    </message>
    <message>
        <source>Cast face down…</source>
        <translation>裏向きで唱える…</translation>
    </message>
    <message>
        <source>Host a network game…</source>
        <translation>ネットワーク・ゲームをホスト…</translation>
    </message>
    <message>
        <source>Issue a new invite…</source>
        <translation>新しい招待を発行…</translation>
    </message>
    <message>
        <source>Join…</source>
        <translation>参加…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>A new language takes effect when tabletop starts again</source>
        <translation>新しい言語はtabletopの次回起動時から使われます</translation>
    </message>
    <message>
        <source>Car&amp;ds</source>
        <translation>カードデータ(&amp;D)</translation>
    </message>
    <message>
        <source>Nothing to undo: a game opened from a file starts its undo history when it opens.</source>
        <translation>取り消すものはありません。ファイルから開いたゲームの取り消し履歴は、開いた時点から始まります。</translation>
    </message>
    <message>
        <source>Nothing to undo: the undo history starts here.</source>
        <translation>取り消すものはありません。取り消し履歴はここから始まります。</translation>
    </message>
    <message>
        <source>Play online…</source>
        <translation>オンライン対戦…</translation>
    </message>
    <message>
        <source>Card database…</source>
        <translation>カードデータベース…</translation>
    </message>
    <message>
        <source>Deck editor…</source>
        <translation>デッキエディター…</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Fit the table</source>
        <translation>テーブルを画面に合わせる</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>パネル</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>グリッドに合わせる</translation>
    </message>
    <message>
        <source>Hot-seat play (curtain between turns)</source>
        <translation>ホットシート・プレイ（ターン間に目隠し）</translation>
    </message>
    <message>
        <source>Pass to the next seat</source>
        <translation>次の席に渡す</translation>
    </message>
    <message>
        <source>tabletop shows this language now.</source>
        <translation>tabletopはすでにこの言語で表示しています。</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>Strict: refuse illegal actions</source>
        <translation>厳格：ルール違反のアクションを拒否</translation>
    </message>
    <message>
        <source>Assist: warn, allow a logged override</source>
        <translation>補助：警告し、記録付きの無視を許可</translation>
    </message>
    <message>
        <source>Card language</source>
        <translation>カードの言語</translation>
    </message>
    <message>
        <source>Draw automatically in the draw step</source>
        <translation>ドロー・ステップで自動的に引く</translation>
    </message>
    <message>
        <source>Card images…</source>
        <translation>カード画像…</translation>
    </message>
    <message>
        <source>Set up a position…</source>
        <translation>局面を作る…</translation>
    </message>
    <message>
        <source>Spectator (public information only)</source>
        <translation>観戦者（公開情報のみ）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Select a card first (Tab moves between cards).</source>
        <translation>先にカードを選んでください（Tabでカード間を移動）。</translation>
    </message>
    <message numerus="yes">
        <source>{what} (%n card(s))</source>
        <translation>
            <numerusform>{what}（%n枚）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n card(s)</source>
        <translation>
            <numerusform>カードを%n枚移動</numerusform>
        </translation>
    </message>
    <message>
        <source>On a joined table, exile the top card once you know it: look at it first (Look at the top cards…, Ctrl+J).</source>
        <translation>参加した卓では、一番上のカードは内容を知ってから追放できます。まずそれを見てください（一番上のカードを見る…、Ctrl+J）。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The language changes when tabletop starts again.</source>
        <translation>言語はtabletopの次回起動時に切り替わります。</translation>
    </message>
    <message>
        <source>Attach {what}</source>
        <translation>{what}をつける</translation>
    </message>
    <message>
        <source>{seat}&apos;s {zone}</source>
        <translation>{seat}の{zone}</translation>
    </message>
    <message>
        <source>{name}: manifest</source>
        <translation>{name}：予示する</translation>
    </message>
    <message>
        <source>{player} controls {name}: {player} manifests dread.</source>
        <translation>{name}は{player}がコントロールしている：{player}が戦慄予示する。</translation>
    </message>
    <message numerus="yes">
        <source>{name}: gain %n life</source>
        <translation>
            <numerusform>{name}：%n点のライフを得る</numerusform>
        </translation>
    </message>
    <message>
        <source>Not allowed: {why}</source>
        <translation>できません：{why}</translation>
    </message>
    <message>
        <source>{action}: {card}</source>
        <translation>{action}：{card}</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest</source>
        <translation>Primordial Mist：予示</translation>
    </message>
    <message>
        <source>the top card of the {zone}</source>
        <translation>{zone}の一番上のカード</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: manifest</source>
        <translation>Cryptic Pursuit：予示</translation>
    </message>
    <message>
        <source>That card is no longer in a graveyard.</source>
        <translation>そのカードはもう墓地にありません。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: exile it; you may cast it</source>
        <translation>Cryptic Pursuit：追放し、唱えてもよい</translation>
    </message>
    <message>
        <source>Privacy curtain: waiting for {who}</source>
        <translation>目隠し：{who}を待っています</translation>
    </message>
    <message>
        <source>Rules mode: {m}</source>
        <translation>ルール・モード：{m}</translation>
    </message>
    <message>
        <source>The game is still open; tabletop tries again after each action. Use File → Save as to keep a copy elsewhere.</source>
        <translation>ゲームはまだ開いています。tabletopはアクションのたびに再試行します。別の場所にコピーを残すには「ファイル → 名前を付けて保存」を使ってください。</translation>
    </message>
    <message>
        <source>Not autosaved: {e}</source>
        <translation>自動保存されていません：{e}</translation>
    </message>
    <message>
        <source>Autosave works again: the game is saved ({p}).</source>
        <translation>自動保存が再び機能しています：ゲームは保存されました（{p}）。</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>This window hosts a network game: close it to stop hosting before another game is opened here.</source>
        <translation>このウィンドウはネットワーク・ゲームをホストしています：ここで別のゲームを開く前に、閉じてホストを終了してください。</translation>
    </message>
    <message>
        <source>Open a game or a shared board</source>
        <translation>ゲームまたは共有盤面を開く</translation>
    </message>
    <message>
        <source>tabletop games and shared boards (*.tabletop *.json);;All files (*)</source>
        <translation>tabletopのゲームと共有盤面 (*.tabletop *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Checking the log of {p}: the board is shown read-only until then.</source>
        <translation>{p} のログを確認しています：それまで盤面は読み取り専用で表示されます。</translation>
    </message>
    <message>
        <source>A shared board is read-only: it can&apos;t be saved. Its file stays as it is; open a game or start a new one to play.</source>
        <translation>共有盤面は読み取り専用です：保存できません。ファイルはそのままです。プレイするにはゲームを開くか、新しく始めてください。</translation>
    </message>
    <message>
        <source>recovered game, not saved yet</source>
        <translation>復元したゲーム（まだ保存されていません）</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation>ゲームを復元しますか？</translation>
    </message>
    <message>
        <source>An autosaved game ({p}) is newer than your last save. Open it?</source>
        <translation>自動保存されたゲーム（{p}）が最後の保存より新しいです。開きますか？</translation>
    </message>
    <message>
        <source>Choose a lesson…</source>
        <translation>レッスンを選ぶ…</translation>
    </message>
    <message>
        <source>Open a lesson file…</source>
        <translation>レッスン・ファイルを開く…</translation>
    </message>
    <message>
        <source>The lessons could not be read.</source>
        <translation>レッスンを読み込めませんでした。</translation>
    </message>
    <message>
        <source>This lesson can&apos;t be started.</source>
        <translation>このレッスンは開始できません。</translation>
    </message>
    <message>
        <source>Life and counters</source>
        <translation>ライフとカウンター</translation>
    </message>
    <message>
        <source>Roll a die</source>
        <translation>ダイスを振る</translation>
    </message>
    <message>
        <source>Roll a d{n}</source>
        <translation>{n}面ダイスを振る</translation>
    </message>
    <message>
        <source>{seat}: life {old} → {new}</source>
        <translation>{seat}：ライフ {old} → {new}</translation>
    </message>
    <message>
        <source>{seat} has no {counter} counter.</source>
        <translation>{seat}には{counter}カウンターがありません。</translation>
    </message>
    <message>
        <source>{seat}: {counter} {old} → {new}</source>
        <translation>{seat}：{counter} {old} → {new}</translation>
    </message>
    <message>
        <source>Set {seat}&apos;s life</source>
        <translation>{seat}のライフを設定</translation>
    </message>
    <message>
        <source>{seat}&apos;s counters</source>
        <translation>{seat}のカウンター</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数</translation>
    </message>
    <message>
        <source>A counter needs a name.</source>
        <translation>カウンターには名前が必要です。</translation>
    </message>
    <message>
        <source>+1 {name} ({n})</source>
        <translation>+1 {name}（{n}）</translation>
    </message>
    <message>
        <source>−1 {name} ({n})</source>
        <translation>−1 {name}（{n}）</translation>
    </message>
    <message>
        <source>Counters on {what}</source>
        <translation>{what}のカウンター</translation>
    </message>
    <message>
        <source>How many (negative: remove)</source>
        <translation>数（負の数で取り除く）</translation>
    </message>
    <message>
        <source>{n} {name} counters on {what}</source>
        <translation>{what}に{name}カウンターを{n}個置く</translation>
    </message>
    <message>
        <source>{n} {name} counters off {what}</source>
        <translation>{what}から{name}カウンターを{n}個取り除く</translation>
    </message>
    <message>
        <source>Note on {what}</source>
        <translation>{what}にメモ</translation>
    </message>
    <message>
        <source>Note off {what}</source>
        <translation>{what}のメモを消す</translation>
    </message>
    <message numerus="yes">
        <source>Create %n {name} token(s)</source>
        <translation>
            <numerusform>{name}トークンを%n個生成する</numerusform>
        </translation>
    </message>
    <message>
        <source>Create a {name} token</source>
        <translation>{name}トークンを1体生成</translation>
    </message>
    <message>
        <source>Roll a d{s}</source>
        <translation>{s}面ダイスを振る</translation>
    </message>
    <message>
        <source>Roll {n}d{s}</source>
        <translation>{s}面ダイスを{n}個振る</translation>
    </message>
    <message>
        <source>Roll dice</source>
        <translation>ダイスを振る</translation>
    </message>
    <message>
        <source>(total {t})</source>
        <translation>（合計{t}）</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}</source>
        <translation>{player}が{dice}を振りました：{results}</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}</source>
        <translation>{player}がコイン投げをしました：{result}</translation>
    </message>
    <message>
        <source>Click the card or player to point at (Esc: cancel).</source>
        <translation>指し示すカードかプレイヤーをクリックしてください（Esc：キャンセル）。</translation>
    </message>
    <message>
        <source>Point from {a} at {b}</source>
        <translation>{a}から{b}を指し示す</translation>
    </message>
    <message>
        <source>move {cards}</source>
        <translation>{cards}を移動する</translation>
    </message>
    <message>
        <source>tap {cards}</source>
        <translation>{cards}をタップする</translation>
    </message>
    <message>
        <source>untap {cards}</source>
        <translation>{cards}をアンタップする</translation>
    </message>
    <message>
        <source>change the counters on {cards}</source>
        <translation>{cards}のカウンターを変更する</translation>
    </message>
    <message>
        <source>deal damage to {cards}</source>
        <translation>{cards}にダメージを与える</translation>
    </message>
    <message>
        <source>apply an effect to {cards}</source>
        <translation>{cards}に効果を適用する</translation>
    </message>
    <message>
        <source>make {cards} a copy of another card</source>
        <translation>{cards}を別のカードのコピーにする</translation>
    </message>
    <message>
        <source>transform {cards}</source>
        <translation>{cards}を変身させる</translation>
    </message>
    <message>
        <source>turn {cards} face down</source>
        <translation>{cards}を裏向きにする</translation>
    </message>
    <message>
        <source>turn {cards} face up</source>
        <translation>{cards}を表向きにする</translation>
    </message>
    <message>
        <source>counter {cards}</source>
        <translation>{cards}を打ち消す</translation>
    </message>
    <message>
        <source>attach {cards}</source>
        <translation>{cards}をつける</translation>
    </message>
    <message>
        <source>gain control of {cards}</source>
        <translation>{cards}のコントロールを得る</translation>
    </message>
    <message>
        <source>put {cards} onto the battlefield</source>
        <translation>{cards}を戦場に出す</translation>
    </message>
    <message>
        <source>change {player}&apos;s life total</source>
        <translation>{player}のライフ総量を変更する</translation>
    </message>
    <message>
        <source>change {player}&apos;s counters</source>
        <translation>{player}のカウンターを変更する</translation>
    </message>
    <message>
        <source>create a token for {player}</source>
        <translation>{player}のためにトークンを生成する</translation>
    </message>
    <message>
        <source>mill cards from {player}&apos;s library</source>
        <translation>{player}のライブラリーからカードを切り崩す</translation>
    </message>
    <message>
        <source>shuffle {player}&apos;s library</source>
        <translation>{player}のライブラリーを切り直す</translation>
    </message>
    <message>
        <source>untap all of {player}&apos;s permanents</source>
        <translation>{player}のパーマネントをすべてアンタップする</translation>
    </message>
    <message>
        <source>make {player} reveal cards</source>
        <translation>{player}にカードを公開させる</translation>
    </message>
    <message>
        <source>look at the top cards of {player}&apos;s library</source>
        <translation>{player}のライブラリーの一番上のカードを見る</translation>
    </message>
    <message>
        <source>search {player}&apos;s library</source>
        <translation>{player}のライブラリーを探す</translation>
    </message>
    <message>
        <source>arrange the top cards of {player}&apos;s library</source>
        <translation>{player}のライブラリーの一番上のカードを並べ替える</translation>
    </message>
    <message>
        <source>turn table trust on: players act on each other&apos;s things without asking</source>
        <translation>卓の信頼をオンにする：プレイヤーは確認なしに互いのものを操作します</translation>
    </message>
    <message>
        <source>move {cards} to the {zone}</source>
        <translation>{cards}を{zone}に移動する</translation>
    </message>
    <message>
        <source>an action ({kind})</source>
        <translation>行動（{kind}）</translation>
    </message>
    <message>
        <source>a card that has left</source>
        <translation>なくなったカード</translation>
    </message>
    <message>
        <source>a card in {owner}&apos;s {zone}</source>
        <translation>{owner}の{zone}のカード</translation>
    </message>
    <message>
        <source>face-down #{n} ({id})</source>
        <translation>裏向き#{n}（{id}）</translation>
    </message>
    <message>
        <source>a card ({id})</source>
        <translation>カード（{id}）</translation>
    </message>
    <message>
        <source>{by} asks you to allow: {what}</source>
        <translation>{by}が許可を求めています：{what}</translation>
    </message>
    <message>
        <source>Waiting for {to}: {what}</source>
        <translation>{to}の返事待ち：{what}</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {what}</source>
        <translation>{by}が{to}に許可を求めています：{what}</translation>
    </message>
    <message>
        <source> · table trust</source>
        <translation> · 卓の信頼</translation>
    </message>
    <message>
        <source>Asked: nothing changes until the other player accepts.</source>
        <translation>依頼しました：相手が承認するまで何も変わりません。</translation>
    </message>
    <message>
        <source>Asked {player}: {player} answers when at the table; nothing changes until then.</source>
        <translation>{player}に依頼しました：{player}が卓に着いたら答えます。それまで何も変わりません。</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>承認</translation>
    </message>
    <message>
        <source>Accept: {what}</source>
        <translation>承認：{what}</translation>
    </message>
    <message>
        <source>Accept {by}&apos;s request: {what}</source>
        <translation>{by}の依頼を承認：{what}</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>Decline: {what}</source>
        <translation>拒否：{what}</translation>
    </message>
    <message>
        <source>Decline {by}&apos;s request: {what}</source>
        <translation>{by}の依頼を拒否：{what}</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>取り下げ</translation>
    </message>
    <message>
        <source>Withdraw the request: {what}</source>
        <translation>依頼を取り下げる：{what}</translation>
    </message>
    <message>
        <source>Withdraw the request to {to}: {what}</source>
        <translation>{to}への依頼を取り下げる：{what}</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>依頼</translation>
    </message>
    <message>
        <source>Accept the first request</source>
        <translation>最初の依頼を承認</translation>
    </message>
    <message>
        <source>Decline the first request</source>
        <translation>最初の依頼を拒否</translation>
    </message>
    <message>
        <source>Players may act on each other&apos;s things without asking</source>
        <translation>プレイヤーは確認なしに互いのものを操作できる</translation>
    </message>
    <message>
        <source>Table trust: an action on another player&apos;s things is carried out without asking (never one that would show their hidden cards). Turning it on asks the other player.</source>
        <translation>卓の信頼：他のプレイヤーのものへの行動を確認なしに行います（相手の非公開のカードを見せるものは除く）。オンにするには相手に依頼します。</translation>
    </message>
    <message>
        <source>No request waits for your answer.</source>
        <translation>あなたの返事を待つ依頼はありません。</translation>
    </message>
    <message>
        <source>Table trust on</source>
        <translation>卓の信頼オン</translation>
    </message>
    <message>
        <source>Table trust off</source>
        <translation>卓の信頼オフ</translation>
    </message>
    <message>
        <source>Who goes first?</source>
        <translation>誰が先攻しますか？</translation>
    </message>
    <message>
        <source>{player} lost the last game and chooses who goes first in the next one (rule 103.1).</source>
        <translation>{player}は前のゲームに敗北したので、次のゲームで誰が先攻するかを選びます（ルール 103.1）。</translation>
    </message>
    <message>
        <source>{player} goes first</source>
        <translation>{player}が先攻</translation>
    </message>
    <message>
        <source>Start the next game</source>
        <translation>次のゲームを始める</translation>
    </message>
    <message>
        <source>Sideboarding: {player}</source>
        <translation>サイドボーディング：{player}</translation>
    </message>
    <message>
        <source>{player}: swap cards between your main deck and your sideboard before the next game.</source>
        <translation>{player}：次のゲームの前に、メインデッキとサイドボードの間でカードを入れ替えてください。</translation>
    </message>
    <message>
        <source>To the sideboard →</source>
        <translation>サイドボードへ →</translation>
    </message>
    <message>
        <source>← To the main deck</source>
        <translation>← メインデッキへ</translation>
    </message>
    <message numerus="yes">
        <source>Main deck: %n card(s)</source>
        <translation>
            <numerusform>メインデッキ：%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sideboard: %n card(s)</source>
        <translation>
            <numerusform>サイドボード：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n}秒</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n}分</translation>
    </message>
    <message>
        <source>{h} h {m} min</source>
        <translation>{h}時間{m}分</translation>
    </message>
    <message>
        <source>{done} of {total} · {rate}/s</source>
        <translation>{done} / {total} · {rate}/秒</translation>
    </message>
    <message>
        <source>{done} · {rate}/s</source>
        <translation>{done} · {rate}/秒</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>残り{time}</translation>
    </message>
    <message>
        <source>Cards imported from files</source>
        <translation>ファイルから取り込んだカード</translation>
    </message>
    <message>
        <source>{source} (the date of its data is not known)</source>
        <translation>{source}（データの日付は不明）</translation>
    </message>
    <message>
        <source>{source}, data of {date}</source>
        <translation>{source}、{date}のデータ</translation>
    </message>
    <message>
        <source>Imported {cards} cards from {files}; the database holds {total} cards.</source>
        <translation>{files}から{cards}枚のカードを取り込みました。データベースには{total}枚のカードがあります。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n個のファイル</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) that could not be read were left out.</source>
        <translation>
            <numerusform>読み込めなかった%n件のレコードを除外しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Newer card data is there: {date} (the database&apos;s is of {have}). Download the database to get it.</source>
        <translation>新しいカードデータがあります：{date}（データベースのデータは{have}のものです）。データベースをダウンロードすると取得できます。</translation>
    </message>
    <message>
        <source>The card database is up to date: its data is of {date}.</source>
        <translation>カードデータベースは最新です：データは{date}のものです。</translation>
    </message>
    <message>
        <source>Can&apos;t tell whether newer card data is there: {reason}.</source>
        <translation>新しいカードデータがあるかどうか分かりません：{reason}。</translation>
    </message>
    <message>
        <source>no cards.xml</source>
        <translation>cards.xmlなし</translation>
    </message>
    <message numerus="yes">
        <source>Found in {root}: {files}, %n custom set(s), {decks}.</source>
        <translation>
            <numerusform>{root}で見つかりました：{files}、カスタムセット%n個、{decks}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>デッキ%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>Card database</source>
        <translation>カードデータベース</translation>
    </message>
    <message>
        <source>The card database in use</source>
        <translation>使用中のカードデータベース</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ファイル：</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>カード：</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>データ：</translation>
    </message>
    <message>
        <source>Download every card</source>
        <translation>すべてのカードをダウンロード</translation>
    </message>
    <message>
        <source>Scryfall (one record a card, with its images)</source>
        <translation>Scryfall（カードごとに1件、画像付き）</translation>
    </message>
    <message>
        <source>MTGJSON (with its translations)</source>
        <translation>MTGJSON（翻訳付き）</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>取得元：</translation>
    </message>
    <message>
        <source>Optional: a card file or a listing to use instead of the source&apos;s own address</source>
        <translation>任意：取得元のアドレスの代わりに使うカードファイルまたは一覧</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>アドレス：</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>更新を確認</translation>
    </message>
    <message>
        <source>Import card files</source>
        <translation>カードファイルを取り込む</translation>
    </message>
    <message>
        <source>A card file, or a folder of card files</source>
        <translation>カードファイル、またはカードファイルのフォルダー</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>ファイル…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>フォルダー…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>取り込む</translation>
    </message>
    <message>
        <source>Use a Cockatrice installation</source>
        <translation>Cockatriceのインストールを使う</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s data folder</source>
        <translation>Cockatriceのデータフォルダー</translation>
    </message>
    <message>
        <source>Use this Cockatrice</source>
        <translation>このCockatriceを使う</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Can&apos;t be read: {reason}.</source>
        <translation>読み込めません：{reason}。</translation>
    </message>
    <message>
        <source>None yet: only the {n} cards that come with tabletop.</source>
        <translation>まだありません：tabletopに付属の{n}枚のカードのみです。</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n}枚</translation>
    </message>
    <message>
        <source>No Cockatrice installation was found in its usual folders: choose its data folder (the one holding cards.xml).</source>
        <translation>いつものフォルダーにCockatriceのインストールが見つかりません：そのデータフォルダー（cards.xmlのあるフォルダー）を選んでください。</translation>
    </message>
    <message>
        <source>Import a card file</source>
        <translation>カードファイルを取り込む</translation>
    </message>
    <message>
        <source>Import a folder of card files</source>
        <translation>カードファイルのフォルダーを取り込む</translation>
    </message>
    <message>
        <source>The address must be a web address (http:// or https://).</source>
        <translation>アドレスはWebアドレス（http:// または https://）にしてください。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <source>Checking for updates…</source>
        <translation>更新を確認中…</translation>
    </message>
    <message>
        <source>Name a card file or a folder of card files to import.</source>
        <translation>取り込むカードファイル、またはカードファイルのフォルダーを指定してください。</translation>
    </message>
    <message>
        <source>Importing the cards…</source>
        <translation>カードを取り込み中…</translation>
    </message>
    <message>
        <source>No cards imported: {reason}.</source>
        <translation>カードは取り込まれませんでした：{reason}。</translation>
    </message>
    <message>
        <source>Importing Cockatrice&apos;s cards…</source>
        <translation>Cockatriceのカードを取り込み中…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>Can&apos;t check for updates: {reason}.</source>
        <translation>更新を確認できません：{reason}。</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}. The card database is as it was.</source>
        <translation>何も変わっていません：{reason}。カードデータベースは元のままです。</translation>
    </message>
    <message>
        <source>The check for updates was cancelled.</source>
        <translation>更新の確認をキャンセルしました。</translation>
    </message>
    <message>
        <source>The download was cancelled; the card database is as it was. What was downloaded is kept: Download carries on from there.</source>
        <translation>ダウンロードをキャンセルしました。カードデータベースは元のままです。ダウンロード済みの部分は残してあり、「ダウンロード」でそこから再開します。</translation>
    </message>
    <message>
        <source>The import was cancelled; the card database is as it was.</source>
        <translation>取り込みをキャンセルしました。カードデータベースは元のままです。</translation>
    </message>
    <message>
        <source>Its decks are in {folder}.</source>
        <translation>デッキは{folder}にあります。</translation>
    </message>
    <message>
        <source>Its pictures are used for the cards&apos; images.</source>
        <translation>その画像をカードの画像として使います。</translation>
    </message>
    <message>
        <source>tabletop comes with a few cards for its demo. Download every card, import card files or use your Cockatrice installation to play your own decks.</source>
        <translation>tabletopにはデモ用のカードが少しだけ付属しています。自分のデッキで遊ぶには、すべてのカードをダウンロードするか、カードファイルを取り込むか、Cockatriceのインストールを使ってください。</translation>
    </message>
    <message>
        <source>Mana curve: cards of the main deck and the commander by mana value (lands not counted)</source>
        <translation>マナカーブ：メインデッキと統率者のカードをマナ総量ごとに（土地は数えない）</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>オンライン対戦</translation>
    </message>
    <message>
        <source>Hide this dialog; you stay logged in (Game → Play online… shows it again)</source>
        <translation>このダイアログを隠します。ログインしたままです（ゲーム → オンライン対戦… で再表示）</translation>
    </message>
    <message>
        <source>type the name you want first</source>
        <translation>まず希望する名前を入力してください</translation>
    </message>
    <message>
        <source>This name can&apos;t be registered: {why}</source>
        <translation>この名前は登録できません: {why}</translation>
    </message>
    <message>
        <source>Registering {name} on {server}…</source>
        <translation>{server} に {name} を登録中…</translation>
    </message>
    <message>
        <source>Choose your credentials file first, or register a name.</source>
        <translation>まず認証情報ファイルを選ぶか、名前を登録してください。</translation>
    </message>
    <message>
        <source>Connecting to {server} as {name}…</source>
        <translation>{name} として {server} に接続中…</translation>
    </message>
    <message>
        <source>{name} on {server}</source>
        <translation>{server} の {name}</translation>
    </message>
    <message>
        <source>Choose the deck you will play first (a deck file or the deck editor&apos;s deck).</source>
        <translation>まず使うデッキを選んでください（デッキファイルまたはデッキエディターのデッキ）。</translation>
    </message>
    <message>
        <source>Game {game} created: waiting for the other players.</source>
        <translation>ゲーム {game} を作成しました。ほかのプレイヤーを待っています。</translation>
    </message>
    <message>
        <source>Creating the game…</source>
        <translation>ゲームを作成中…</translation>
    </message>
    <message>
        <source>You sit in game {game}: the table opens when every seat is taken.</source>
        <translation>ゲーム {game} に着席しました。全席が埋まるとテーブルが開きます。</translation>
    </message>
    <message>
        <source>Joining game {game}…</source>
        <translation>ゲーム {game} に参加中…</translation>
    </message>
    <message>
        <source>Choose a deck</source>
        <translation>デッキを選択</translation>
    </message>
    <message>
        <source>Decklists (*.txt *.dec *.dck *.cod *.dek);;All files (*)</source>
        <translation>デッキリスト (*.txt *.dec *.dck *.cod *.dek);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>This deck can&apos;t be used: {why}</source>
        <translation>このデッキは使えません: {why}</translation>
    </message>
    <message>
        <source>The deck editor has no deck open: open it (Cards → Deck editor…) and make or open one.</source>
        <translation>デッキエディターにデッキが開かれていません。（カード → デッキエディター…）で開き、デッキを作るか開いてください。</translation>
    </message>
    <message>
        <source>the deck editor&apos;s deck</source>
        <translation>デッキエディターのデッキ</translation>
    </message>
    <message>
        <source>{deck}: {main} cards, sideboard {side}</source>
        <translation>{deck}: {main}枚、サイドボード {side}枚</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>クロック</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>プレイヤー待ち</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>開始中</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>対戦中</translation>
    </message>
    <message>
        <source>sideboarding</source>
        <translation>サイドボーディング中</translation>
    </message>
    <message>
        <source>over</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>Best of 3: {score}</source>
        <translation>3本勝負: {score}</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>可</translation>
    </message>
    <message>
        <source>no</source>
        <translation>不可</translation>
    </message>
    <message>
        <source>Log &amp;out</source>
        <translation>ログアウト(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Games on this server</source>
        <translation>このサーバーのゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>更新(&amp;F)</translation>
    </message>
    <message>
        <source>Read the game list again (F5)</source>
        <translation>ゲーム一覧を読み直します (F5)</translation>
    </message>
    <message>
        <source>&amp;Create…</source>
        <translation>作成(&amp;C)…</translation>
    </message>
    <message>
        <source>A new game on the server; you take its first seat with the deck below</source>
        <translation>サーバーに新しいゲームを作ります。下のデッキで最初の席に着きます</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>参加(&amp;J)</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>ゲームに参加</translation>
    </message>
    <message>
        <source>Take a free seat of the chosen game with the deck below, or open the table of your own seat</source>
        <translation>下のデッキで選んだゲームの空席に着くか、自分の席のテーブルを開きます</translation>
    </message>
    <message>
        <source>&amp;Spectate</source>
        <translation>観戦(&amp;S)</translation>
    </message>
    <message>
        <source>Spectate the game</source>
        <translation>ゲームを観戦</translation>
    </message>
    <message>
        <source>Watch the chosen game: public information only</source>
        <translation>選んだゲームを観戦します（公開情報のみ）</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>デッキ:</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>未選択</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>&amp;Deck file…</source>
        <translation>デッキファイル(&amp;D)…</translation>
    </message>
    <message>
        <source>Choose a deck file</source>
        <translation>デッキファイルを選択</translation>
    </message>
    <message>
        <source>Play a decklist file (.txt, .dec, .dck, .cod)</source>
        <translation>デッキリストファイルで対戦します (.txt, .dec, .dck, .cod)</translation>
    </message>
    <message>
        <source>Deck &amp;editor&apos;s deck</source>
        <translation>デッキエディターのデッキ(&amp;E)</translation>
    </message>
    <message>
        <source>Use the deck editor&apos;s deck</source>
        <translation>デッキエディターのデッキを使う</translation>
    </message>
    <message>
        <source>Play the deck open in the deck editor</source>
        <translation>デッキエディターで開いているデッキで対戦します</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>Lobby c&amp;hat</source>
        <translation>ロビーチャット(&amp;H)</translation>
    </message>
    <message>
        <source>Say something to everyone in the lobby (Enter)</source>
        <translation>ロビーの全員に話しかけます (Enter)</translation>
    </message>
    <message>
        <source>Say something to the lobby</source>
        <translation>ロビーに話しかける</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>● {name} (online)</source>
        <translation>● {name}（オンライン）</translation>
    </message>
    <message>
        <source>○ {name}</source>
        <translation>○ {name}</translation>
    </message>
    <message>
        <source>Play on a shared server: every player connects to it, nobody needs to open a port. Ask its owner for its address.</source>
        <translation>共有サーバーで対戦します。全員がサーバーに接続するので、ポートを開ける必要はありません。アドレスはサーバーの管理者に聞いてください。</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>サーバーのアドレス</translation>
    </message>
    <message>
        <source>The server&apos;s address, as its owner gave it: nats://host:port</source>
        <translation>管理者から教わったサーバーのアドレス: nats://host:port</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>サーバー(&amp;S):</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>A new account</source>
        <translation>新しいアカウント</translation>
    </message>
    <message>
        <source>New account name</source>
        <translation>新しいアカウント名</translation>
    </message>
    <message>
        <source>2 to 24 letters a-z, digits, &apos;-&apos; or &apos;_&apos;; unique on the server</source>
        <translation>2〜24文字の英小文字 a-z、数字、&apos;-&apos;、&apos;_&apos;（サーバー内で一意）</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>登録(&amp;R)</translation>
    </message>
    <message>
        <source>Make the account on the server; its credentials file is kept in the app&apos;s settings folder</source>
        <translation>サーバーにアカウントを作ります。認証情報ファイルはアプリの設定フォルダーに保存されます</translation>
    </message>
    <message>
        <source>An account of yours</source>
        <translation>自分のアカウント</translation>
    </message>
    <message>
        <source>Credentials file</source>
        <translation>認証情報ファイル</translation>
    </message>
    <message>
        <source>The account&apos;s credentials file (made when you registered)</source>
        <translation>アカウントの認証情報ファイル（登録時に作成）</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>選択(&amp;H)…</translation>
    </message>
    <message>
        <source>Choose a credentials file</source>
        <translation>認証情報ファイルを選択</translation>
    </message>
    <message>
        <source>&amp;Log in</source>
        <translation>ログイン(&amp;L)</translation>
    </message>
    <message>
        <source>Connect to the server with this account</source>
        <translation>このアカウントでサーバーに接続します</translation>
    </message>
    <message>
        <source>Credentials (*.creds);;All files (*)</source>
        <translation>認証情報 (*.creds);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Opening the table of game {game}…</source>
        <translation>ゲーム {game} のテーブルを開いています…</translation>
    </message>
    <message>
        <source>Game {game}: the table is open.</source>
        <translation>ゲーム {game}: テーブルを開きました。</translation>
    </message>
    <message>
        <source>Can&apos;t open the table of game {game}: {why}</source>
        <translation>ゲーム {game} のテーブルを開けません: {why}</translation>
    </message>
    <message>
        <source>Game {game}: sideboarding needs the deck you joined with; join again from this lobby.</source>
        <translation>ゲーム {game}: サイドボーディングには参加時のデッキが必要です。このロビーから参加し直してください。</translation>
    </message>
    <message>
        <source>Game {game}: your deck for the next game is in.</source>
        <translation>ゲーム {game}: 次のゲームのデッキを提出しました。</translation>
    </message>
    <message>
        <source>Game {game}: {player} goes first.</source>
        <translation>ゲーム {game}: {player} が先攻です。</translation>
    </message>
    <message>
        <source>This credentials file can&apos;t be used: {why}</source>
        <translation>この認証情報ファイルは使えません: {why}</translation>
    </message>
    <message>
        <source>Something went wrong: {why}</source>
        <translation>問題が発生しました: {why}</translation>
    </message>
    <message>
        <source>The name {name} is taken on this server: choose another.</source>
        <translation>名前 {name} はこのサーバーで使用済みです。別の名前を選んでください。</translation>
    </message>
    <message>
        <source>The server refused: {why}</source>
        <translation>サーバーが拒否しました: {why}</translation>
    </message>
    <message>
        <source>The server refused these credentials: the account is unknown there, was removed, or the file belongs to another server.</source>
        <translation>サーバーがこの認証情報を拒否しました。アカウントが存在しないか、削除されたか、ファイルが別のサーバーのものです。</translation>
    </message>
    <message>
        <source>Can&apos;t reach the server: {why}</source>
        <translation>サーバーに接続できません: {why}</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {m} min {s} s left</source>
        <translation>{player} のクロック：残り {m} 分 {s} 秒</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {s} s left</source>
        <translation>{player} のクロック：残り {s} 秒</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: time ran out</source>
        <translation>{player} のクロック：時間切れ</translation>
    </message>
    <message>
        <source>, running</source>
        <translation>、進行中</translation>
    </message>
    <message>
        <source>Chess clocks</source>
        <translation>チェスクロック</translation>
    </message>
    <message>
        <source>The note (may be empty):</source>
        <translation>メモ（空欄可）：</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>ブックマーク</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note (Ctrl+B)</source>
        <translation>この項目にメモ付きのブックマークを付ける（Ctrl+B）</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Edit the chosen bookmark&apos;s note</source>
        <translation>選んだブックマークのメモを編集</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the chosen bookmark</source>
        <translation>選んだブックマークを削除</translation>
    </message>
    <message>
        <source>#{n}: {note}</source>
        <translation>#{n}：{note}</translation>
    </message>
    <message>
        <source>No bookmarks here yet (Ctrl+B adds one).</source>
        <translation>ブックマークはまだありません（Ctrl+B で追加）。</translation>
    </message>
    <message>
        <source>Bookmark entry {n}</source>
        <translation>項目 {n} にブックマーク</translation>
    </message>
    <message>
        <source>Edit the bookmark</source>
        <translation>ブックマークを編集</translation>
    </message>
    <message>
        <source>A redacted export is read-only: its bookmarks can&apos;t be changed here.</source>
        <translation>編集済みのエクスポートは読み取り専用です：ここではブックマークを変更できません。</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t keep bookmarks.</source>
        <translation>このバージョンの tabletop はブックマークを保存できません。</translation>
    </message>
    <message>
        <source>The bookmarks could not be saved into {p}: {e}</source>
        <translation>ブックマークを {p} に保存できませんでした：{e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed: {e}</source>
        <translation>{p} はリプレイできません：{e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed with its journal: {e}</source>
        <translation>{p} はジャーナルと合わせて再生できません: {e}</translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>リプレイを開く</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t take a game over.</source>
        <translation>このバージョンの tabletop はゲームを引き継げません。</translation>
    </message>
    <message>
        <source>A redacted export holds only one seat&apos;s view: no game can be taken over from it.</source>
        <translation>編集済みのエクスポートには一つの席の視点しかありません：そこからゲームを引き継ぐことはできません。</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>公開</translation>
    </message>
    <message>
        <source>peek</source>
        <translation>見る</translation>
    </message>
    <message>
        <source>turn-up</source>
        <translation>表向きにする</translation>
    </message>
    <message>
        <source>search</source>
        <translation>探す</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>切り直す</translation>
    </message>
    <message>
        <source>mulligan</source>
        <translation>マリガン</translation>
    </message>
    <message>
        <source>override</source>
        <translation>強行</translation>
    </message>
    <message>
        <source>request</source>
        <translation>依頼</translation>
    </message>
    <message>
        <source>bookmark</source>
        <translation>ブックマーク</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Timeline: click or drag to go to an entry</source>
        <translation>タイムライン：クリックまたはドラッグで項目へ移動</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>#{n} {who}: {what}</source>
        <translation>#{n} {who}：{what}</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Setup (before the first entry)</source>
        <translation>セットアップ（最初の項目の前）</translation>
    </message>
    <message>
        <source>Entry {n}: the board this export holds</source>
        <translation>項目 {n}：このエクスポートが持つ盤面</translation>
    </message>
    <message>
        <source>Turn {t} ({a})</source>
        <translation>ターン {t}（{a}）</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <source>Back one entry</source>
        <translation>一つ戻る</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>再生／一時停止</translation>
    </message>
    <message>
        <source>Forward one entry</source>
        <translation>一つ進む</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <source>Ledger of the card</source>
        <translation>カードの記録</translation>
    </message>
    <message>
        <source>Click a card to see who knew it, since when and how.</source>
        <translation>カードをクリックすると、誰がいつからどのようにそれを知っていたかが表示されます。</translation>
    </message>
    <message>
        <source>Learned later</source>
        <translation>後で知ったもの</translation>
    </message>
    <message>
        <source>Journal as the lens read it</source>
        <translation>レンズが読んだとおりの記録</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>まだ何も起きていません。</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>ゲーム記録</translation>
    </message>
    <message>
        <source>Replay controls</source>
        <translation>リプレイ操作</translation>
    </message>
    <message>
        <source>{n}/s</source>
        <translation>{n}/秒</translation>
    </message>
    <message>
        <source>Playing speed: entries per second</source>
        <translation>再生速度：1秒あたりの項目数</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>再生速度</translation>
    </message>
    <message>
        <source>Go to entry (Ctrl+G)</source>
        <translation>項目へ移動（Ctrl+G）</translation>
    </message>
    <message>
        <source>Go to the start of a turn (Ctrl+T)</source>
        <translation>ターンの開始へ移動（Ctrl+T）</translation>
    </message>
    <message>
        <source>Whose knowledge the replay shows (Ctrl+L)</source>
        <translation>リプレイが誰の知識を表示するか（Ctrl+L）</translation>
    </message>
    <message>
        <source>Lens</source>
        <translation>レンズ</translation>
    </message>
    <message>
        <source>Lens:</source>
        <translation>レンズ：</translation>
    </message>
    <message>
        <source>Choose the lens</source>
        <translation>レンズを選ぶ</translation>
    </message>
    <message>
        <source>Bookmark…</source>
        <translation>ブックマーク…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note</source>
        <translation>この項目にメモ付きのブックマークを付ける</translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation>ここから引き継ぐ</translation>
    </message>
    <message>
        <source>Start a new hot-seat game from this entry</source>
        <translation>この項目から新しいホットシートゲームを始める</translation>
    </message>
    <message>
        <source>Nothing on this board was learned later.</source>
        <translation>この盤面で後から知ったものはありません。</translation>
    </message>
    <message>
        <source>Turn {t}</source>
        <translation>ターン {t}</translation>
    </message>
    <message>
        <source>a redacted export: this entry only</source>
        <translation>編集済みのエクスポート：この項目のみ</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Replay — {file} — {lens}</source>
        <translation>リプレイ — {file} — {lens}</translation>
    </message>
    <message>
        <source>Card {id}:</source>
        <translation>カード {id}：</translation>
    </message>
    <message>
        <source>No one&apos;s knowledge of this card is on record for this lens.</source>
        <translation>このレンズでは、このカードを誰かが知っていた記録はありません。</translation>
    </message>
    <message>
        <source>later: #{n}</source>
        <translation>後で：#{n}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>誰も知らない</translation>
    </message>
    <message>
        <source>Known then to: {seats}</source>
        <translation>当時知っていた人：{seats}</translation>
    </message>
    <message>
        <source>from the setup</source>
        <translation>セットアップから</translation>
    </message>
    <message>
        <source>drew it</source>
        <translation>引いた</translation>
    </message>
    <message>
        <source>looked at it</source>
        <translation>見た</translation>
    </message>
    <message>
        <source>peeked at it</source>
        <translation>ライブラリーで見た</translation>
    </message>
    <message>
        <source>searched for it</source>
        <translation>探した</translation>
    </message>
    <message>
        <source>it was revealed</source>
        <translation>公開された</translation>
    </message>
    <message>
        <source>controls it face down</source>
        <translation>裏向きでコントロールしている</translation>
    </message>
    <message>
        <source>face up in a public zone</source>
        <translation>公開領域に表向きで</translation>
    </message>
    <message>
        <source>in their hand</source>
        <translation>自分の手札にある</translation>
    </message>
    <message>
        <source>followed it</source>
        <translation>追い続けた</translation>
    </message>
    <message>
        <source>As {seat} knew it then</source>
        <translation>{seat} が当時知っていたとおり</translation>
    </message>
    <message>
        <source>Hindsight ({seat})</source>
        <translation>後知恵（{seat}）</translation>
    </message>
    <message>
        <source>Judge (everything)</source>
        <translation>ジャッジ（すべて）</translation>
    </message>
    <message>
        <source>since an entry this file does not hold</source>
        <translation>このファイルにない項目以降</translation>
    </message>
    <message>
        <source>since the setup</source>
        <translation>セットアップ以降</translation>
    </message>
    <message>
        <source>since entry {n}</source>
        <translation>項目 {n} 以降</translation>
    </message>
    <message>
        <source>still knows it</source>
        <translation>今も知っている</translation>
    </message>
    <message>
        <source>until entry {n}</source>
        <translation>項目 {n} まで</translation>
    </message>
    <message>
        <source>{seat} knew {name} {since} ({how}), {until}</source>
        <translation>{seat} は {name} を {since}知っていた（{how}）、{until}</translation>
    </message>
    <message>
        <source>{id}: {name}, learned later at entry {n} ({how})</source>
        <translation>{id}：{name}、項目 {n} で後から知った（{how}）</translation>
    </message>
    <message>
        <source>Setup · {size} entries</source>
        <translation>セットアップ · {size} 項目</translation>
    </message>
    <message>
        <source>Entry {n} of {size}</source>
        <translation>項目 {n} / {size}</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{player} shuffled their library.</source>
        <translation>{player}がライブラリーを切り直しました。</translation>
    </message>
    <message>
        <source>Taken back: {command} (what was seen stays known).</source>
        <translation>取り消し：{command}（見られたものは知られたままです）。</translation>
    </message>
    <message>
        <source>{card} was tapped.</source>
        <translation>{card}がタップされました。</translation>
    </message>
    <message>
        <source>{card} was untapped.</source>
        <translation>{card}がアンタップされました。</translation>
    </message>
    <message>
        <source>{card} was attached to {to}.</source>
        <translation>{card}が{to}につけられました。</translation>
    </message>
    <message>
        <source>{card} was moved on the table.</source>
        <translation>{card}がテーブル上で移動されました。</translation>
    </message>
    <message>
        <source>{player} rearranged {cards_text}.</source>
        <translation>{player}が{cards_text}を並べ替えました。</translation>
    </message>
    <message>
        <source>Turn {turn} began ({active}).</source>
        <translation>ターン{turn}開始（{active}）。</translation>
    </message>
    <message>
        <source>Step: {step}.</source>
        <translation>ステップ：{step}。</translation>
    </message>
    <message>
        <source>{name} triggers ({cause}).</source>
        <translation>{name}が誘発（{cause}）。</translation>
    </message>
    <message>
        <source>An effect applies to {card} ({duration}).</source>
        <translation>{card}に効果が適用されます（{duration}）。</translation>
    </message>
    <message>
        <source>An effect on {card} ended.</source>
        <translation>{card}への効果が終了しました。</translation>
    </message>
    <message>
        <source>{player} gained control of {card}.</source>
        <translation>{player}が{card}のコントロールを得ました。</translation>
    </message>
    <message>
        <source>{card} transformed.</source>
        <translation>{card}が変身しました。</translation>
    </message>
    <message>
        <source>{player} created {card}{copy_text}.</source>
        <translation>{player}が{card}を生成しました{copy_text}。</translation>
    </message>
    <message>
        <source>{card} became a copy of {of}.</source>
        <translation>{card}が{of}のコピーになりました。</translation>
    </message>
    <message>
        <source>{card} entered the battlefield{how}.</source>
        <translation>{card}が戦場に出ました{how}。</translation>
    </message>
    <message>
        <source>{card} left the battlefield.</source>
        <translation>{card}が戦場を離れました。</translation>
    </message>
    <message>
        <source>{player} looked at {cards_text}.</source>
        <translation>{player}が{cards_text}を見ました。</translation>
    </message>
    <message>
        <source>{card} was revealed{to_text}.</source>
        <translation>{card}が公開されました{to_text}。</translation>
    </message>
    <message>
        <source>{player} tried to draw from an empty library.</source>
        <translation>{player}が空のライブラリーからカードを引こうとしました。</translation>
    </message>
    <message>
        <source>{player} milled {cards_text}.</source>
        <translation>{player}が{cards_text}を切削しました。</translation>
    </message>
    <message>
        <source>{player} put back the top of {owner}&apos;s library: {top} on top, {bottom} at the bottom, {graveyard} into the graveyard.</source>
        <translation>{player}が{owner}のライブラリーの一番上を戻しました：一番上に{top}、一番下に{bottom}、墓地に{graveyard}。</translation>
    </message>
    <message>
        <source>{player} searched {owner}&apos;s {zone} and found {cards_text}.</source>
        <translation>{player}が{owner}の{zone}を探し、{cards_text}を見つけました。</translation>
    </message>
    <message>
        <source>{player} took a mulligan (number {mulligans}).</source>
        <translation>{player}がマリガンしました（{mulligans}回目）。</translation>
    </message>
    <message>
        <source>{card} resolved{modes_text}.</source>
        <translation>{card}が解決しました{modes_text}。</translation>
    </message>
    <message numerus="yes">
        <source>{player} drew %n card(s){cards_text}.</source>
        <translation>
            <numerusform>{player}がカードを%n枚引きました{cards_text}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {counter} counter(s) on {card}.</source>
        <translation>
            <numerusform>{card}に{counter}カウンター%n個。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} was dealt %n damage.</source>
        <translation>
            <numerusform>{card}に%n点のダメージ。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) on the bottom of their library.</source>
        <translation>
            <numerusform>{player}がカード%n枚を自分のライブラリーの一番下に置きました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} kept their hand (%n mulligan(s)).</source>
        <translation>
            <numerusform>{player}が手札をキープしました（マリガン%n回）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} manifested {card}.</source>
        <translation>{player}が{card}を予示しました。</translation>
    </message>
    <message>
        <source>{player} cloaked {card}.</source>
        <translation>{player}が{card}を偽装しました。</translation>
    </message>
    <message>
        <source>{player} manifested dread: {card}.</source>
        <translation>{player}が戦慄予示しました：{card}。</translation>
    </message>
    <message>
        <source>{card} was turned face down.</source>
        <translation>{card}が裏向きになりました。</translation>
    </message>
    <message>
        <source>{card} was turned face up {route_text}.</source>
        <translation>{card}が{route_text}表向きになりました。</translation>
    </message>
    <message>
        <source>{card} returned to the battlefield from the {frm}.</source>
        <translation>{card}が{frm}から戦場に戻りました。</translation>
    </message>
    <message>
        <source>{player} cast {card}.</source>
        <translation>{player}が{card}を唱えました。</translation>
    </message>
    <message>
        <source>{player} played {card}.</source>
        <translation>{player}が{card}をプレイしました。</translation>
    </message>
    <message>
        <source>{card} was countered.</source>
        <translation>{card}が打ち消されました。</translation>
    </message>
    <message>
        <source>{player} may play {card} ({until}).</source>
        <translation>{player}は{card}をプレイしてもよい（{until}）。</translation>
    </message>
    <message>
        <source>{player} may no longer play {card}.</source>
        <translation>{player}はもう{card}をプレイできません。</translation>
    </message>
    <message>
        <source>{card} died.</source>
        <translation>{card}が死亡しました。</translation>
    </message>
    <message>
        <source>{card} was exiled from the {frm}.</source>
        <translation>{card}が{frm}から追放されました。</translation>
    </message>
    <message>
        <source>{card} moved from {owner}&apos;s {frm} to the {to}.</source>
        <translation>{card}が{owner}の{frm}から{to}に移動しました。</translation>
    </message>
    <message>
        <source>{card} ceased to exist.</source>
        <translation>{card}が消滅しました。</translation>
    </message>
    <message>
        <source>{player} left the game.</source>
        <translation>{player}がゲームから離れました。</translation>
    </message>
    <message>
        <source>The game ended.</source>
        <translation>ゲームが終了しました。</translation>
    </message>
    <message>
        <source>The rules mode is now {mode} (was {old}).</source>
        <translation>ルール・モードが{mode}になりました（以前は{old}）。</translation>
    </message>
    <message>
        <source>{actor} overrode the rules ({command}).</source>
        <translation>{actor}がルールを無視しました（{command}）。</translation>
    </message>
    <message>
        <source>{player}: life {old} → {new}{paid}.</source>
        <translation>{player}：ライフ {old} → {new}{paid}。</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}.</source>
        <translation>{player}が{dice}を振りました：{results}。</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}.</source>
        <translation>{player}がコイン投げをしました：{result}。</translation>
    </message>
    <message>
        <source>{player} pointed from {arrow_from} to {arrow_to}.</source>
        <translation>{player}が{arrow_from}から{arrow_to}を指し示しました。</translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s) taken off the table.</source>
        <translation>
            <numerusform>矢印%n本をテーブルから取り除きました。</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} untapped all their permanents ({n_cards}).</source>
        <translation>{player}が自分のパーマネントをすべてアンタップしました（{n_cards}）。</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {command}{request_cards}.</source>
        <translation>{by}が{to}に許可を求めた：{command}{request_cards}。</translation>
    </message>
    <message>
        <source>{to} {answer_word} {by}&apos;s request ({command}).</source>
        <translation>{to}{answer_word}{by}の依頼（{command}）。</translation>
    </message>
    <message>
        <source>{by} withdrew the request to {to} ({command}).</source>
        <translation>{by}が{to}への依頼を取り下げた（{command}）。</translation>
    </message>
    <message>
        <source>{by}&apos;s request to {to} ({command}) is void: {void_text}.</source>
        <translation>{by}から{to}への依頼（{command}）は無効：{void_text}。</translation>
    </message>
    <message>
        <source>{player} has priority.</source>
        <translation>{player}が優先権を持っている。</translation>
    </message>
    <message>
        <source>{player} passed priority to {next}.</source>
        <translation>{player}は優先権を{next}にパスした。</translation>
    </message>
    <message>
        <source>{card} finished resolving: {player} has priority.</source>
        <translation>{card}の解決が終わった：{player}が優先権を持っている。</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>An object with no mana cost has mana value 0.</source>
        <translation>マナ・コストを持たないオブジェクトのマナ総量は0である。</translation>
    </message>
    <message>
        <source>A permanent enters the battlefield face up unless something says face down.</source>
        <translation>パーマネントは、裏向きと指示されないかぎり表向きで戦場に出る。</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it whenever you have priority; it does not use the stack.</source>
        <translation>裏向きのパーマネントを表向きにすることは特別な処理である：優先権を持っているときならいつでも行え、スタックを使わない。</translation>
    </message>
    <message>
        <source>Sorcery-speed cards are cast only in your own main phase with an empty stack; instants whenever you have priority.</source>
        <translation>ソーサリー・タイミングのカードは、自分のメイン・フェイズでスタックが空のときにのみ唱えられる。インスタントは優先権を持っているときならいつでも唱えられる。</translation>
    </message>
    <message>
        <source>You play a land only in your own main phase, with an empty stack.</source>
        <translation>土地をプレイできるのは、自分のメイン・フェイズでスタックが空のときだけである。</translation>
    </message>
    <message>
        <source>Normally you may play one land each turn.</source>
        <translation>通常、各ターンに土地を1つプレイできる。</translation>
    </message>
    <message>
        <source>Nothing lets you play a land when it is not your turn.</source>
        <translation>自分のターンでないときに土地をプレイすることを認めるものはない。</translation>
    </message>
    <message>
        <source>An Equipment can be attached to a creature; it affects the creature it is attached to, face down or not.</source>
        <translation>装備品はクリーチャーにつけることができ、裏向きかどうかにかかわらず、つけられているクリーチャーに影響する。</translation>
    </message>
    <message>
        <source>A creature spell (without flash) is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>クリーチャー呪文（瞬速を持たないもの）は、自分のメイン・フェイズで優先権を持ち、スタックが空のときにのみ唱えられる。</translation>
    </message>
    <message>
        <source>A sorcery is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>ソーサリーは、自分のメイン・フェイズで優先権を持ち、スタックが空のときにのみ唱えられる。</translation>
    </message>
    <message>
        <source>When all players pass in succession, the top spell or ability of the stack, the last one put there, resolves first.</source>
        <translation>すべてのプレイヤーが連続して優先権をパスしたとき、スタックの一番上、つまり最後に置かれた呪文や能力から解決する。</translation>
    </message>
    <message>
        <source>A permanent that stops being a creature, such as a face-down land turned face up, is removed from combat.</source>
        <translation>表向きになった裏向きの土地のように、クリーチャーでなくなったパーマネントは戦闘から取り除かれる。</translation>
    </message>
    <message>
        <source>In the cleanup step, damage wears off and &quot;until end of turn&quot; and &quot;this turn&quot; effects end, all at the same time.</source>
        <translation>クリンナップ・ステップでは、ダメージが取り除かれ、「ターン終了時まで」と「このターン」の効果が同時に終了する。</translation>
    </message>
    <message>
        <source>Leaves-the-battlefield abilities, &quot;dies&quot; abilities among them, look back in time: they see the permanent as it was just before it left, a face-down 2/2 creature if it was face down.</source>
        <translation>戦場を離れたときの能力（「死亡したとき」の能力を含む）は過去を参照する：パーマネントが離れる直前の状態を見るため、裏向きだったなら裏向きの2/2クリーチャーとして見る。</translation>
    </message>
    <message>
        <source>The controller of a resolving spell or ability follows its instructions in the order written: what it says to do is what is done.</source>
        <translation>解決中の呪文や能力のコントローラーは、その指示を書かれた順に実行する：書かれていることが行われる。</translation>
    </message>
    <message>
        <source>A creature with damage marked on it at least equal to its toughness is destroyed (a state-based action); no other creature is.</source>
        <translation>タフネス以上のダメージが置かれているクリーチャーは破壊される（状態起因処理）。それ以外のクリーチャーは破壊されない。</translation>
    </message>
    <message>
        <source>Continuous effects apply in layers, after copy effects and face-down values: so other effects can still change a face-down permanent&apos;s characteristics.</source>
        <translation>継続的効果は、コピー効果と裏向きの値の後に、種類別に適用される：そのため、他の効果は裏向きのパーマネントの特性を変更できる。</translation>
    </message>
    <message>
        <source>A card that changes zones becomes a new object with no memory of the old one.</source>
        <translation>領域を移動したカードは、以前のオブジェクトの記憶を持たない新しいオブジェクトになる。</translation>
    </message>
    <message>
        <source>To manifest, put the card onto the battlefield face down as a 2/2 creature.</source>
        <translation>予示するには、そのカードを裏向きの2/2クリーチャーとして戦場に出す。</translation>
    </message>
    <message>
        <source>Any time you have priority, you may turn a manifested permanent you control face up this way if its card is a creature card and has a mana cost: show all players that it is and what that cost is, pay it, and turn it face up (a special action). A non-creature card, or one with no mana cost, can&apos;t.</source>
        <translation>優先権を持っているときならいつでも、あなたがコントロールしている予示されたパーマネントを、そのカードがマナ・コストを持つクリーチャー・カードであるなら、この方法で表向きにしてよい：そうであることとそのコストをすべてのプレイヤーに示し、支払い、表向きにする（特別な処理）。クリーチャーでないカードやマナ・コストを持たないカードはできない。</translation>
    </message>
    <message>
        <source>A manifested card that has morph may also be turned face up for its morph cost.</source>
        <translation>変異を持つ予示されたカードは、その変異コストで表向きにすることもできる。</translation>
    </message>
    <message>
        <source>A manifested card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>変装を持つ予示されたカードは、その変装コストで表向きにすることもできる。</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, each with its own entry number.</source>
        <translation>複数のカードは1枚ずつ予示され、それぞれに登場番号が付く。</translation>
    </message>
    <message>
        <source>If an effect would turn a manifested instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>効果が予示されたインスタント・カードやソーサリー・カードを表向きにする場合、代わりにそれはすべてのプレイヤーに公開され、裏向きのままである。</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action: put the card onto the battlefield face down as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>偽装はそれ自体がキーワード処理である：そのカードを、護法{2}を持ち、名前もサブタイプもマナ・コストも持たない裏向きの2/2クリーチャーとして戦場に出す。</translation>
    </message>
    <message>
        <source>Any time you have priority you may turn a cloaked permanent you control face up this way only if its card is a creature card and has a mana cost: show that, then pay that cost. Its ward {2} ends with the face-down values.</source>
        <translation>優先権を持っているときならいつでも、あなたがコントロールしている偽装されたパーマネントを、そのカードがマナ・コストを持つクリーチャー・カードである場合にのみこの方法で表向きにしてよい：それを示し、そのコストを支払う。護法{2}は裏向きの値とともに失われる。</translation>
    </message>
    <message>
        <source>A cloaked card that has morph may also be turned face up for its morph cost.</source>
        <translation>変異を持つ偽装されたカードは、その変異コストで表向きにすることもできる。</translation>
    </message>
    <message>
        <source>A cloaked card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>変装を持つ偽装されたカードは、その変装コストで表向きにすることもできる。</translation>
    </message>
    <message>
        <source>If an effect would turn a cloaked instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>効果が偽装されたインスタント・カードやソーサリー・カードを表向きにする場合、代わりにそれはすべてのプレイヤーに公開され、裏向きのままである。</translation>
    </message>
    <message>
        <source>To manifest dread, look at the top two cards of your library, manifest one and put the other into your graveyard.</source>
        <translation>戦慄予示するには、ライブラリーの一番上から2枚を見て、1枚を予示し、もう1枚を墓地に置く。</translation>
    </message>
    <message>
        <source>Abilities that trigger whenever you manifest dread trigger even if the library had too few cards.</source>
        <translation>「あなたが戦慄予示するたび」に誘発する能力は、ライブラリーのカードが足りなくても誘発する。</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent targets it, their spell or ability is countered unless they pay {2}.</source>
        <translation>護法{2}：対戦相手がこれを対象にしたとき、その呪文や能力は、そのプレイヤーが{2}を支払わないかぎり打ち消される。</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature for {3}.</source>
        <translation>変異を持つカードは、{3}で裏向きの2/2クリーチャーとして唱えられる。</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as morph, allows it.</source>
        <translation>変異などそれを認めるものがないかぎり、カードを裏向きで唱えることはできない。</translation>
    </message>
    <message>
        <source>A face-down permanent that would have morph face up may be turned up for its morph cost, any time you have priority.</source>
        <translation>表向きなら変異を持つ裏向きのパーマネントは、優先権を持っているときならいつでも、その変異コストで表向きにできる。</translation>
    </message>
    <message>
        <source>A disguised permanent is a face-down 2/2 with ward {2}.</source>
        <translation>変装したパーマネントは、護法{2}を持つ裏向きの2/2である。</translation>
    </message>
    <message>
        <source>A card with disguise may be cast face down for {3}, as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>変装を持つカードは、{3}で、護法{2}を持ち名前もサブタイプもマナ・コストも持たない2/2クリーチャーとして裏向きで唱えられる。</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as disguise, allows it.</source>
        <translation>変装などそれを認めるものがないかぎり、カードを裏向きで唱えることはできない。</translation>
    </message>
    <message>
        <source>A disguised permanent may be turned face up for its disguise cost.</source>
        <translation>変装したパーマネントは、その変装コストで表向きにできる。</translation>
    </message>
    <message>
        <source>A copy takes the copiable values of what it copies, not counters or other effects on it. As the rule&apos;s example says, a copy of a face-down creature is a face-up 2/2 creature with no name and no abilities, its face-down values (with ward {2} if that creature was disguised or cloaked).</source>
        <translation>コピーは、コピー元のコピー可能な値を得るが、その上のカウンターや他の効果は得ない。ルールの例にあるように、裏向きのクリーチャーのコピーは、名前も能力も持たない表向きの2/2クリーチャーで、裏向きの値を持つ（そのクリーチャーが変装や偽装されたものなら護法{2}を持つ）。</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has only the characteristics the rule or effect that made it face down gives it; those are its copiable values, so a copy of it takes them.</source>
        <translation>裏向きの呪文やパーマネントは、それを裏向きにしたルールや効果が与える特性だけを持つ。それがコピー可能な値であり、そのコピーもそれを得る。</translation>
    </message>
    <message>
        <source>When nothing lists other values, a face-down object is a 2/2 creature with no name, no mana cost, no subtypes and no abilities.</source>
        <translation>他の値が指定されていない場合、裏向きのオブジェクトは名前もマナ・コストもサブタイプも能力も持たない2/2クリーチャーである。</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; you can&apos;t look at other players&apos; face-down objects unless an effect lets you.</source>
        <translation>あなたがコントロールしている裏向きの呪文やパーマネントはいつでも見てよい。他のプレイヤーの裏向きのオブジェクトは、効果が認めないかぎり見られない。</translation>
    </message>
    <message>
        <source>Every face-down spell and permanent must stay easy to tell apart: the order they arrived in and what made each one face down must stay clear, and they may never be mixed up.</source>
        <translation>裏向きの呪文やパーマネントは、常に容易に区別できなければならない：それぞれが来た順番と、何によって裏向きになったかを明確にし、決して混ぜてはならない。</translation>
    </message>
    <message>
        <source>A colorless object has no color.</source>
        <translation>無色のオブジェクトは色を持たない。</translation>
    </message>
    <message>
        <source>An object is the color or colors of the mana symbols in its mana cost, whatever the color of its frame.</source>
        <translation>オブジェクトは、枠の色に関わらず、そのマナ・コストにあるマナ・シンボルの色である。</translation>
    </message>
    <message>
        <source>An object with no colored mana symbols in its mana cost, or with no mana cost, is colorless, unless something else (a color indicator, an effect) gives it a color.</source>
        <translation>マナ・コストに有色のマナ・シンボルがないオブジェクトや、マナ・コストを持たないオブジェクトは、ほかのもの（色指標や効果）が色を与えないかぎり無色である。</translation>
    </message>
    <message>
        <source>A color indicator, a colored dot by the type line, gives a card its color; a face-down object has none.</source>
        <translation>色指標（タイプ行の横にある色の付いた点）はカードに色を与える。裏向きのオブジェクトは色指標を持たない。</translation>
    </message>
    <message>
        <source>When a card that is not on the stack has {X} in its mana cost, X is 0, even if the card&apos;s text says what X is.</source>
        <translation>スタック以外にあるカードのマナ・コストに{X}がある場合、そのカードの文章がXの値を定めていても、Xは0である。</translation>
    </message>
    <message>
        <source>Megamorph is morph plus a +1/+1 counter: as the permanent turns face up, it gets the counter only if its megamorph cost was paid to turn it up.</source>
        <translation>大変異は変異に加えて+1/+1カウンターを持つ：パーマネントが表向きになるとき、それを表向きにするために大変異コストが支払われていた場合にのみ、そのカウンターが置かれる。</translation>
    </message>
    <message>
        <source>A card cast face down is turned face down before it is put on the stack: casting it, everything sees only the face-down spell, a 2/2 creature spell with no name and no abilities other than those its way of casting gives it (ward {2} with disguise).</source>
        <translation>裏向きで唱えられるカードは、スタックに置かれる前に裏向きになる。唱えるとき、すべてのものが見るのは裏向きの呪文だけであり、それは名前がなく、唱え方によって与えられるもの（変装なら護法{2}）以外の能力を持たない2/2のクリーチャー呪文である。</translation>
    </message>
    <message>
        <source>A face-down permanent turns face up only when a rule (morph, disguise, the manifest or cloak special action) or an effect turns it up; there is no general way, and a face-down spell normally can&apos;t be turned face up.</source>
        <translation>裏向きのパーマネントが表向きになるのは、ルール（変異、変装、予示や偽装の特別な処理）か効果が表向きにするときだけである。一般的な方法はなく、裏向きの呪文は通常は表向きにできない。</translation>
    </message>
    <message>
        <source>Turning face up does not make a new object: it does not enter the battlefield again, and effects on it keep applying.</source>
        <translation>表向きにしても新しいオブジェクトにはならない：戦場に出直すことはなく、その上の効果は適用され続ける。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield, or a face-down spell that leaves the stack for anywhere but the battlefield, is revealed to all players; so is everything face down that a player owns when they leave the game, and everything face down when the game ends. A face-down spell that resolves is not revealed.</source>
        <translation>戦場を離れる裏向きのパーマネントや、戦場以外の場所へスタックを離れる裏向きの呪文は、すべてのプレイヤーに公開される。プレイヤーがゲームから離れるときにオーナーである裏向きのものすべてと、ゲーム終了時の裏向きのものすべても同様である。解決した裏向きの呪文は公開されない。</translation>
    </message>
    <message>
        <source>A face-down instant or sorcery in a merged permanent is revealed instead of being turned face up.</source>
        <translation>合体したパーマネントの中の裏向きのインスタントやソーサリーは、表向きにする代わりに公開される。</translation>
    </message>
    <message>
        <source>A face-down permanent that becomes a copy still looks face down; the copied values show once it turns face up.</source>
        <translation>コピーになった裏向きのパーマネントは、裏向きのように見えたままである。コピーした値は表向きになったときに現れる。</translation>
    </message>
    <message>
        <source>A player may concede at any time; they leave the game at once and lose it.</source>
        <translation>プレイヤーはいつでも投了できる。そのプレイヤーはただちにゲームから離れ、敗北する。</translation>
    </message>
    <message>
        <source>The active player gets priority at the start of most steps and phases; nobody gets priority in the untap step, and usually nobody does in the cleanup step.</source>
        <translation>アクティブ・プレイヤーはほとんどのステップとフェイズの開始時に優先権を得る。アンタップ・ステップでは誰も優先権を得ず、クリンナップ・ステップでも通常は得ない。</translation>
    </message>
    <message>
        <source>The active player receives priority after a spell or ability (other than a mana ability) resolves.</source>
        <translation>呪文や能力（マナ能力を除く）が解決した後、アクティブ・プレイヤーが優先権を得る。</translation>
    </message>
    <message>
        <source>A player who passes priority gives it to the next player in turn order.</source>
        <translation>優先権をパスしたプレイヤーは、ターン順で次のプレイヤーに優先権を渡す。</translation>
    </message>
    <message>
        <source>When all players pass in succession without acting, the top spell or ability of the stack resolves; with the stack empty, the step or phase ends.</source>
        <translation>すべてのプレイヤーが何もせずに連続してパスしたなら、スタックの一番上の呪文や能力が解決する。スタックが空なら、そのステップやフェイズが終わる。</translation>
    </message>
    <message>
        <source>A step or phase ends when the stack is empty and all players pass in succession.</source>
        <translation>スタックが空で、すべてのプレイヤーが連続してパスしたとき、ステップやフェイズは終わる。</translation>
    </message>
    <message>
        <source>Each time all players pass in succession, the spell or ability on top of the stack resolves.</source>
        <translation>すべてのプレイヤーが連続してパスするたびに、スタックの一番上にある呪文や能力が解決する。</translation>
    </message>
    <message>
        <source>An instant or sorcery spell resolves in steps, one after another: its instructions are followed in order, and nobody receives priority until it has finished resolving (then the active player does, 117.3b).</source>
        <translation>インスタントやソーサリーの呪文は、手順を一つずつ踏んで解決する。その指示は順番に実行され、解決が終わるまで誰も優先権を得ない（その後アクティブ・プレイヤーが得る。117.3b）。</translation>
    </message>
    <message>
        <source>A double-faced card cast face down or put onto the battlefield face down has the face-down characteristics, and stays hidden in an opaque sleeve or as a substitute card.</source>
        <translation>裏向きで唱えられた、または裏向きで戦場に出た両面カードは裏向きの特性を持ち、不透明なスリーブか代理カードで隠されたままである。</translation>
    </message>
    <message>
        <source>A permanent that transforms is still the same object: effects on it keep applying.</source>
        <translation>変身したパーマネントは同じオブジェクトのままである：その上の効果は適用され続ける。</translation>
    </message>
    <message>
        <source>Each player draws a starting hand, normally seven cards. To take a mulligan, shuffle your hand into your library, draw a new hand of that size, then put as many of those cards on the bottom of your library as the mulligans you have taken, in any order. Once you keep, those cards are your opening hand and you may take no more mulligans.</source>
        <translation>各プレイヤーは初期手札（通常7枚）を引く。マリガンするには、手札をライブラリーに加えて切り直し、同じ枚数の新しい手札を引き、これまでにマリガンした回数と同じ枚数を好きな順番でライブラリーの一番下に置く。キープしたら、それが初期手札となり、それ以上マリガンできない。</translation>
    </message>
    <message>
        <source>In a multiplayer game, and in any Brawl game, the first mulligan a player takes doesn&apos;t count toward the cards they put on the bottom.</source>
        <translation>多人数戦と、すべてのブロール戦では、各プレイヤーの最初のマリガンは一番下に置くカードの枚数に数えない。</translation>
    </message>
    <message>
        <source>The starting player takes the game&apos;s first turn.</source>
        <translation>開始プレイヤーがゲームの最初のターンを行う。</translation>
    </message>
    <message>
        <source>In a two-player game, the player who plays first skips the draw step of their first turn.</source>
        <translation>2人対戦では、先攻のプレイヤーは最初のターンのドロー・ステップを飛ばす。</translation>
    </message>
    <message>
        <source>In multiplayer games other than Two-Headed Giant, no player skips the draw step of their first turn.</source>
        <translation>双頭巨人戦以外の多人数戦では、どのプレイヤーも最初のターンのドロー・ステップを飛ばさない。</translation>
    </message>
    <message>
        <source>You draw a card by putting the top card of your library into your hand.</source>
        <translation>カードを引くとは、ライブラリーの一番上のカードを手札に加えることである。</translation>
    </message>
    <message>
        <source>Graveyard, battlefield, stack, exile and command are public zones: everyone sees the faces of the cards there (except cards allowed to be face down). Library and hand are hidden zones.</source>
        <translation>墓地、戦場、スタック、追放領域、統率領域は公開領域である：そこにあるカードの表面は誰でも見られる（裏向きが認められているカードを除く）。ライブラリーと手札は非公開領域である。</translation>
    </message>
    <message>
        <source>A library is one face-down pile: players can&apos;t look at its cards or change their order.</source>
        <translation>ライブラリーは裏向きの1つの束である：プレイヤーはそのカードを見たり順番を変えたりできない。</translation>
    </message>
    <message>
        <source>When an effect puts two or more cards in the same place in a library at once, their owner may put them in any order and doesn&apos;t reveal that order.</source>
        <translation>効果が2枚以上のカードを同時にライブラリーの同じ位置に置く場合、そのオーナーは好きな順番で置いてよく、その順番を公開しない。</translation>
    </message>
    <message>
        <source>You may look at your own hand at any time; you can&apos;t look at another player&apos;s hand, though you may count its cards.</source>
        <translation>自分の手札はいつでも見てよい。他のプレイヤーの手札は見られないが、枚数を数えることはできる。</translation>
    </message>
    <message>
        <source>To reveal a card, show it to all players; a card an effect reveals stays revealed as long as that effect needs it.</source>
        <translation>カードを公開するとは、すべてのプレイヤーに見せることである。効果が公開したカードは、その効果が必要とするかぎり公開されたままである。</translation>
    </message>
    <message>
        <source>Revealing a card doesn&apos;t move it out of the zone it is in.</source>
        <translation>カードを公開しても、それがある領域から移動しない。</translation>
    </message>
    <message>
        <source>When cards in a library are shuffled or otherwise reordered, a revealed card that is reordered stops being revealed and becomes a new object.</source>
        <translation>ライブラリーのカードが切り直されたり並べ替えられたりした場合、並べ替えられた公開済みのカードは公開されていない状態になり、新しいオブジェクトになる。</translation>
    </message>
    <message>
        <source>Looking at a card works like revealing it, except that only the player told to look sees it.</source>
        <translation>カードを見ることは公開することと同様だが、見るよう指示されたプレイヤーだけがそれを見る。</translation>
    </message>
    <message>
        <source>To scry N, look at the top N cards of your library, then put any number of them on the bottom in any order and the rest back on top in any order.</source>
        <translation>占術Nを行うには、ライブラリーの一番上からN枚を見て、そのうち好きな枚数を好きな順番で一番下に置き、残りを好きな順番で一番上に戻す。</translation>
    </message>
    <message>
        <source>To search a zone for a card, look at all its cards (even in a hidden zone) and find one that matches the description.</source>
        <translation>領域からカードを探すには、（非公開領域であっても）そのすべてのカードを見て、説明に合うものを見つける。</translation>
    </message>
    <message>
        <source>Searching a hidden zone for cards with a stated quality (a card type, a color, ...), you may find fewer of them, or none, even if they are there.</source>
        <translation>非公開領域から特定の性質（カード・タイプや色など）を持つカードを探す場合、存在していても、それより少ない枚数しか見つけなくても、1枚も見つけなくてもよい。</translation>
    </message>
    <message>
        <source>Searching a hidden zone simply for a number of cards (&quot;a card&quot;), you must find that many, or as many as the zone holds.</source>
        <translation>非公開領域から単に枚数（「カード1枚」）を探す場合、その枚数か、その領域にある枚数だけ見つけなければならない。</translation>
    </message>
    <message>
        <source>Cards found by a search are revealed only if the effect that searches says to reveal them.</source>
        <translation>探して見つけたカードは、探す効果が公開するよう指示する場合にのみ公開される。</translation>
    </message>
    <message>
        <source>To shuffle a library, put its cards in a random order so that no player knows their order.</source>
        <translation>ライブラリーを切り直すとは、どのプレイヤーも順番がわからないように、そのカードを無作為な順番にすることである。</translation>
    </message>
    <message>
        <source>When an effect has you search a library, shuffle it and then put found cards in a certain place, the found cards aren&apos;t part of the shuffle.</source>
        <translation>効果がライブラリーを探し、切り直してから見つけたカードを特定の位置に置くよう指示する場合、見つけたカードは切り直しに含まれない。</translation>
    </message>
    <message>
        <source>A game ends at once when a player wins, when it is a draw, or when it is restarted.</source>
        <translation>ゲームは、プレイヤーが勝利したとき、引き分けになったとき、再開されたときにただちに終了する。</translation>
    </message>
    <message>
        <source>A card&apos;s owner is the player who started the game with it; each player acts only for themselves.</source>
        <translation>カードのオーナーは、そのカードを持ってゲームを開始したプレイヤーである。各プレイヤーは自分自身のためにのみ行動する。</translation>
    </message>
    <message>
        <source>A permanent is a card or token on the battlefield.</source>
        <translation>パーマネントとは、戦場にあるカードやトークンのことである。</translation>
    </message>
    <message>
        <source>A permanent&apos;s owner is its card&apos;s owner; its controller is, unless an effect says otherwise, the player under whose control it entered the battlefield.</source>
        <translation>パーマネントのオーナーはそのカードのオーナーです。そのコントローラーは、効果が別のことを言わない限り、それが戦場に出たときにコントロールしていたプレイヤーです。</translation>
    </message>
    <message>
        <source>A permanent&apos;s status: tapped or untapped, flipped or not, face up or face down, phased in or out. It is face up unless something puts it face down.</source>
        <translation>パーマネントの状態：タップ状態かアンタップ状態か、反転しているかいないか、表向きか裏向きか、フェイズ・インかフェイズ・アウトか。何かが裏向きにしないかぎり表向きである。</translation>
    </message>
    <message>
        <source>A permanent&apos;s status is not a characteristic of it.</source>
        <translation>パーマネントの状態は、その特性ではない。</translation>
    </message>
    <message>
        <source>A token that is in a zone other than the battlefield ceases to exist.</source>
        <translation>戦場以外の領域にあるトークンは消滅する。</translation>
    </message>
    <message>
        <source>A token that has left the battlefield can&apos;t move to another zone or come back onto the battlefield.</source>
        <translation>戦場を離れたトークンは、他の領域に移動したり、戦場に戻ったりできない。</translation>
    </message>
    <message>
        <source>A target is an object or player a spell or ability will affect, chosen as it is put on the stack; it must be what the spell or ability says it can target.</source>
        <translation>対象とは、呪文や能力がスタックに置かれるときに選ばれ、その影響を受けるオブジェクトやプレイヤーである。それはその呪文や能力が対象にできると書かれたものでなければならない。</translation>
    </message>
    <message>
        <source>A player can&apos;t pay a cost without the resources to pay it in full.</source>
        <translation>全額を支払うための資源がなければ、プレイヤーはコストを支払えない。</translation>
    </message>
    <message>
        <source>An alternative cost is paid instead of a spell&apos;s mana cost, when something allows it (casting face down for {3} with morph or disguise is one); you choose it as you cast the spell.</source>
        <translation>代替コストは、何かがそれを認めるときに呪文のマナ・コストの代わりに支払うコストである（変異や変装で{3}を支払って裏向きに唱えるのはその1つ）。それは呪文を唱えるときに選ぶ。</translation>
    </message>
    <message>
        <source>Only one alternative cost can be applied to a spell as it is cast.</source>
        <translation>呪文を唱える際に適用できる代替コストは1つだけである。</translation>
    </message>
    <message>
        <source>A player can pay life only if their life total is at least the amount to pay.</source>
        <translation>プレイヤーがライフを支払えるのは、ライフ総量が支払う量以上である場合だけである。</translation>
    </message>
    <message>
        <source>Gaining or losing 0 life is no life gain or loss: nothing happens.</source>
        <translation>0点のライフを得たり失ったりすることは、ライフの増減ではない：何も起こらない。</translation>
    </message>
    <message>
        <source>A player who must draw from an empty library draws nothing and loses the next time state-based actions are checked.</source>
        <translation>空のライブラリーからカードを引かなければならないプレイヤーは何も引かず、次に状態起因処理がチェックされるときに敗北する。</translation>
    </message>
    <message>
        <source>A counter is a marker on an object or player; there can&apos;t be fewer than none.</source>
        <translation>カウンターはオブジェクトやプレイヤーの上に置かれる目印である。0個より少なくなることはない。</translation>
    </message>
    <message>
        <source>Two objects share a name only if each has a name and the names are the same; an object with no name shares a name with nothing.</source>
        <translation>2つのオブジェクトが同じ名前を持つのは、それぞれが名前を持ち、その名前が同じ場合だけである。名前を持たないオブジェクトは何とも名前を共有しない。</translation>
    </message>
    <message>
        <source>When a card with {X} in its mana cost is not on the stack, X is 0 in its mana value.</source>
        <translation>マナ・コストに{X}を含むカードがスタック以外にある場合、そのマナ総量においてXは0である。</translation>
    </message>
    <message>
        <source>A creature&apos;s activated ability with the tap symbol can&apos;t be used unless the creature has been under its controller&apos;s control continuously since their most recent turn began.</source>
        <translation>タップ・シンボルを含むクリーチャーの起動型能力は、そのクリーチャーがコントローラーの直近のターンの開始時から継続してコントロールされていなければ使えない。</translation>
    </message>
    <message>
        <source>An instant can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>インスタントは戦場に出られない。出る場合、それは元の場所にとどまる。</translation>
    </message>
    <message>
        <source>A land can&apos;t be cast as a spell; it is played.</source>
        <translation>土地は呪文として唱えられない。プレイされる。</translation>
    </message>
    <message>
        <source>A sorcery can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>ソーサリーは戦場に出られない。出る場合、それは元の場所にとどまる。</translation>
    </message>
    <message>
        <source>An instant or sorcery card that would enter the battlefield stays in its previous zone instead.</source>
        <translation>戦場に出るはずのインスタント・カードやソーサリー・カードは、代わりに元の領域にとどまる。</translation>
    </message>
    <message>
        <source>A player who plays with the top card of their library revealed shows each new top card as soon as it is on top.</source>
        <translation>ライブラリーの一番上のカードを公開したままプレイするプレイヤーは、新しく一番上になったカードをただちに公開する。</translation>
    </message>
    <message>
        <source>A spell is on the stack from when it is cast until it resolves, is countered or otherwise leaves.</source>
        <translation>呪文は、唱えられてから解決されるか、打ち消されるか、その他の方法で離れるまでスタックにある。</translation>
    </message>
    <message>
        <source>A card exiled face down can&apos;t be looked at, except by players an effect allows.</source>
        <translation>裏向きで追放されたカードは、効果が認めたプレイヤー以外は見られない。</translation>
    </message>
    <message>
        <source>An effect that exiles cards face down may let certain players look at them.</source>
        <translation>カードを裏向きで追放する効果は、特定のプレイヤーがそれを見ることを認めることがある。</translation>
    </message>
    <message>
        <source>In the untap step the active player untaps all their permanents.</source>
        <translation>アンタップ・ステップでは、アクティブ・プレイヤーは自分のパーマネントをすべてアンタップする。</translation>
    </message>
    <message>
        <source>To cast a spell, announce it, make the choices, find the total cost and pay it; then it is cast.</source>
        <translation>呪文を唱えるには、それを宣言し、選択を行い、総コストを決定して支払う。それで唱えられたことになる。</translation>
    </message>
    <message>
        <source>As you cast a spell you announce its choices: its modes if it is modal, an alternative or additional cost, the value of X.</source>
        <translation>呪文を唱えるとき、その選択を宣言する：モードを持つならそのモード、代替コストや追加コスト、Xの値などである。</translation>
    </message>
    <message>
        <source>A player may cast a card only from a zone some rule or effect lets them cast it from (normally the hand).</source>
        <translation>プレイヤーがカードを唱えられるのは、ルールや効果がそこから唱えることを認める領域（通常は手札）からだけである。</translation>
    </message>
    <message>
        <source>Triggered abilities trigger when their event happens and are put on the stack the next time a player would receive priority.</source>
        <translation>誘発型能力は、そのイベントが起きたときに誘発し、次にプレイヤーが優先権を得るときにスタックに置かれる。</translation>
    </message>
    <message>
        <source>A modal spell (&quot;Choose one —&quot; and a list) is cast with its modes chosen, as many as it says and each only once; it does only what the chosen modes say.</source>
        <translation>モードを持つ呪文（「以下から１つを選ぶ。」と一覧）は、書かれている数だけ、それぞれ１回だけモードを選んで唱える。選ばれたモードに書かれていることだけを行う。</translation>
    </message>
    <message>
        <source>Only an &quot;if&quot; right after the trigger condition (&quot;When ..., if ..., ...&quot;) is checked as the ability triggers and again as it resolves; an &quot;if&quot; anywhere else in its text is checked only as it resolves, and the ability triggers whatever it says.</source>
        <translation>誘発条件の直後にある「～なら」（「～とき、～なら、～」）だけが、能力の誘発時と解決時の両方で確認される。文章のほかの場所にある「～なら」は解決時にだけ確認され、その内容に関わらず能力は誘発する。</translation>
    </message>
    <message>
        <source>When a trigger event happens, the ability triggers; its controller puts it on the stack the next time a player would receive priority.</source>
        <translation>誘発イベントが起きると能力が誘発し、そのコントローラーは次にプレイヤーが優先権を得るときにそれをスタックに置く。</translation>
    </message>
    <message>
        <source>A player may activate an activated ability any time they have priority.</source>
        <translation>プレイヤーは優先権を持っているときならいつでも起動型能力を起動できる。</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step.</source>
        <translation>アンタップ・ステップの間、どのプレイヤーも優先権を得ない。</translation>
    </message>
    <message>
        <source>Normally no player receives priority during the cleanup step.</source>
        <translation>通常、クリンナップ・ステップの間、どのプレイヤーも優先権を得ない。</translation>
    </message>
    <message>
        <source>An activated ability is written &quot;[Cost]: [Effect.]&quot;.</source>
        <translation>起動型能力は「[コスト]：[効果。]」と書かれる。</translation>
    </message>
    <message>
        <source>To activate an ability is to put it on the stack and pay its costs; only the controller of its object may, and only while they have priority.</source>
        <translation>能力を起動するとは、それをスタックに置いてコストを支払うことである。それができるのはそのオブジェクトのコントローラーだけで、優先権を持っている間だけである。</translation>
    </message>
    <message>
        <source>A permanent that turns face up or face down gets a new timestamp.</source>
        <translation>表向きまたは裏向きになったパーマネントは、新しいタイムスタンプを得る。</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply while it is being turned face up; they are replacement effects.</source>
        <translation>「[これ]が表向きになるに際し」の能力は、表向きになる間に適用される。それらは置換効果である。</translation>
    </message>
    <message>
        <source>A player can&apos;t mill more cards than their library holds; an empty library mills nothing.</source>
        <translation>プレイヤーはライブラリーにある枚数より多く切削できない。空のライブラリーからは何も切削されない。</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform; anything else doesn&apos;t.</source>
        <translation>変身できるのは両面のパーマネントだけである。それ以外は変身しない。</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be manifested and stays where it is.</source>
        <translation>効果がカードは戦場に出られないと言う場合、それは予示できず、元の場所にとどまる。</translation>
    </message>
    <message>
        <source>Several cards are cloaked one at a time.</source>
        <translation>複数のカードは1枚ずつ偽装される。</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be cloaked and stays where it is.</source>
        <translation>効果がカードは戦場に出られないと言う場合、それは偽装できず、元の場所にとどまる。</translation>
    </message>
    <message>
        <source>A player with 0 or less life loses the game (a state-based action).</source>
        <translation>ライフが0以下のプレイヤーはゲームに敗北する（状態起因処理）。</translation>
    </message>
    <message>
        <source>A player who attempted to draw from an empty library since the last check loses the game (a state-based action).</source>
        <translation>前回のチェック以降に空のライブラリーからカードを引こうとしたプレイヤーはゲームに敗北する（状態起因処理）。</translation>
    </message>
    <message>
        <source>A player with ten or more poison counters loses the game (a state-based action).</source>
        <translation>毒カウンターが10個以上あるプレイヤーはゲームに敗北する（状態起因処理）。</translation>
    </message>
    <message>
        <source>A creature with toughness 0 or less is put into its owner&apos;s graveyard (a state-based action).</source>
        <translation>タフネスが0以下のクリーチャーは、オーナーの墓地に置かれる（状態起因処理）。</translation>
    </message>
    <message>
        <source>If a player controls two or more legendary permanents with the same name, they choose one and put the rest into their owners&apos; graveyards (the legend rule).</source>
        <translation>プレイヤーが同じ名前を持つ伝説のパーマネントを2つ以上コントロールしている場合、そのプレイヤーはそのうち1つを選び、残りをオーナーの墓地に置く（レジェンド・ルール）。</translation>
    </message>
    <message>
        <source>A copy takes the copied object&apos;s copiable values, as modified by other copy effects and its face-down status; other effects and counters are not copied.</source>
        <translation>コピーは、他のコピー効果と裏向きの状態によって修整された、コピー元のコピー可能な値を得る。他の効果とカウンターはコピーされない。</translation>
    </message>
    <message>
        <source>A permanent that is already face down can&apos;t be turned face down again.</source>
        <translation>すでに裏向きのパーマネントは、もう一度裏向きにすることはできない。</translation>
    </message>
    <message>
        <source>An object put onto the battlefield face down is face down as it enters: its own enters abilities don&apos;t apply.</source>
        <translation>裏向きで戦場に出たオブジェクトは、戦場に出る時点で裏向きである：それ自身の戦場に出るときの能力は適用されない。</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply as the permanent turns face up.</source>
        <translation>「[これ]が表向きになるに際し」の能力は、パーマネントが表向きになるときに適用される。</translation>
    </message>
    <message>
        <source>A face-down card revealed because it left is judged as the card itself, ignoring effects that applied to the face-down object.</source>
        <translation>離れたために公開された裏向きのカードは、裏向きのオブジェクトに適用されていた効果を無視し、カードそのものとして判断される。</translation>
    </message>
    <message>
        <source>A card that can&apos;t enter the battlefield (an instant or sorcery front face) stays where it is.</source>
        <translation>戦場に出られないカード（第1面がインスタントやソーサリーのもの）は、元の場所にとどまる。</translation>
    </message>
    <message>
        <source>A double-faced card turned face up is turned up with its front face up; a face-down double-faced permanent can&apos;t transform.</source>
        <translation>両面カードは第1面を上にして表向きになる。裏向きの両面パーマネントは変身できない。</translation>
    </message>
    <message>
        <source>A double-faced permanent on the battlefield can&apos;t be turned face down.</source>
        <translation>戦場にある両面のパーマネントは裏向きにできない。</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, all objects they own leave the game with them, and effects that give them control of objects end.</source>
        <translation>プレイヤーが多人数戦から離れるとき、そのプレイヤーがオーナーであるすべてのオブジェクトもゲームから離れ、そのプレイヤーにオブジェクトのコントロールを与えている効果は終了する。</translation>
    </message>
    <message>
        <source>Once a player has left the game, nothing can happen to them.</source>
        <translation>ゲームから離れたプレイヤーには、何も起こらない。</translation>
    </message>
    <message>
        <source>To surveil N, look at the top N cards of your library, then put any number of them into your graveyard and the rest back on top in any order.</source>
        <translation>諜報Nを行うには、ライブラリーの一番上からN枚を見て、そのうち好きな枚数を墓地に置き、残りを好きな順番で一番上に戻す。</translation>
    </message>
    <message>
        <source>Once activated or triggered, an ability exists on the stack independently of its source: what happens to the source afterwards, even its destruction or removal, doesn&apos;t affect the ability.</source>
        <translation>いったん起動または誘発した能力は、その発生源とは独立してスタックに存在する：その後に発生源に起きること（破壊や除去であっても）は、その能力に影響しない。</translation>
    </message>
    <message>
        <source>As a spell or ability with targets resolves, it checks whether they are still legal: a target that left its zone, or whose characteristics changed so that it can&apos;t be targeted, is illegal. If every target is illegal, the spell or ability doesn&apos;t resolve: it is removed from the stack, and a spell goes to its owner&apos;s graveyard.</source>
        <translation>対象を持つ呪文や能力は、解決時に対象がまだ適正かどうかを確認する：領域を離れた対象や、特性が変わって対象にできなくなった対象は不正である。対象がすべて不正なら、その呪文や能力は解決されない：スタックから取り除かれ、呪文ならオーナーの墓地に置かれる。</translation>
    </message>
    <message>
        <source>A permanent with protection from a quality can&apos;t be the target of spells with that quality, nor of abilities from sources with that quality.</source>
        <translation>ある性質からのプロテクションを持つパーマネントは、その性質を持つ呪文の対象にも、その性質を持つ発生源からの能力の対象にもならない。</translation>
    </message>
    <message>
        <source>Activating Primordial Mist&apos;s last ability doesn&apos;t trigger abilities that trigger when something is turned face up.</source>
        <translation>Primordial Mistの最後の能力を起動しても、何かが表向きになったときに誘発する能力は誘発しない。</translation>
    </message>
    <message>
        <source>You still pay all costs for a spell cast this way, and you follow the normal timing permissions and restrictions of the card you play.</source>
        <translation>この方法で唱える呪文のコストはすべて支払い、プレイするカードの通常のタイミングの許可と制限に従う。</translation>
    </message>
    <message>
        <source>Casting an exiled card makes it leave exile: you can&apos;t cast it more than once.</source>
        <translation>追放されたカードを唱えると、それは追放領域を離れる：2回以上唱えることはできない。</translation>
    </message>
    <message>
        <source>If you don&apos;t play the exiled card this turn, it stays exiled.</source>
        <translation>追放されたカードをこのターンにプレイしなければ、それは追放されたままである。</translation>
    </message>
    <message>
        <source>You may exile a face-down token you control to activate the ability, but you won&apos;t be able to cast that token.</source>
        <translation>あなたがコントロールしている裏向きのトークンを追放して能力を起動してもよいが、そのトークンを唱えることはできない。</translation>
    </message>
    <message>
        <source>The face-down permanent is a 2/2 creature with no name, mana cost, creature types or abilities; other effects that apply to it can still grant or change any of these characteristics.</source>
        <translation>裏向きのパーマネントは、名前、マナ・コスト、クリーチャー・タイプ、能力を持たない2/2クリーチャーである。それに適用される他の効果は、これらの特性を与えたり変更したりできる。</translation>
    </message>
    <message>
        <source>The face-down characteristics are copiable values: a copy of a face-down creature is a 2/2 colorless face-up creature with no abilities.</source>
        <translation>裏向きの特性はコピー可能な値である：裏向きのクリーチャーのコピーは、能力を持たない無色の表向きの2/2クリーチャーである。</translation>
    </message>
    <message>
        <source>Unlike a face-down creature cast with morph, a manifested creature card may still be turned face up for its mana cost after it loses its abilities.</source>
        <translation>変異で裏向きに唱えたクリーチャーと異なり、予示されたクリーチャー・カードは、能力を失った後でもマナ・コストで表向きにできる。</translation>
    </message>
    <message>
        <source>You must reveal a face-down permanent you control that leaves the battlefield, and all face-down spells and permanents you control when you leave the game or the game ends.</source>
        <translation>あなたがコントロールする裏向きのパーマネントが戦場を離れるときにはそれを公開しなければならず、あなたがゲームから離れるときやゲームが終わるときには、あなたがコントロールする裏向きの呪文とパーマネントをすべて公開しなければならない。</translation>
    </message>
    <message>
        <source>Your face-down spells and permanents must be easy to tell apart: you may not mix them up to confuse other players, and the order they entered and the ability that made each one face down (manifest, cloak, morph or disguise, among others) must stay clear.</source>
        <translation>あなたの裏向きの呪文やパーマネントは、容易に区別できなければならない：他のプレイヤーを混乱させるために混ぜてはならず、戦場に出た順番と、それぞれを裏向きにした能力（予示、偽装、変異、変装など）は明確でなければならない。</translation>
    </message>
    <message>
        <source>If your library holds only one card when you manifest dread, you look at it and manifest it, with no option to put it into your graveyard; with no cards, you do nothing.</source>
        <translation>戦慄予示するときにライブラリーにカードが1枚しかないなら、それを見て予示する。それを墓地に置く選択肢はない。カードがないなら、何もしない。</translation>
    </message>
    <message>
        <source>What the card itself says (its rules text).</source>
        <translation>カード自身に書かれていること（そのルール・テキスト）。</translation>
    </message>
</context>
<context>
    <name>verdicts</name>
    <message>
        <source>Face down it is a colorless 2/2 creature with no name, no mana cost (mana value 0), no subtypes and no abilities.</source>
        <translation>裏向きのそれは、名前もマナ・コスト（マナ総量0）もサブタイプも能力も持たない無色の2/2クリーチャーです。</translation>
    </message>
    <message>
        <source>Face down it is a colorless 2/2 creature with ward {{2}} and nothing else.</source>
        <translation>裏向きのそれは、護法{{2}}を持つ無色の2/2クリーチャーで、それ以外は何も持ちません。</translation>
    </message>
    <message>
        <source>Face down it has only the characteristics the effect lists: {listed}.</source>
        <translation>裏向きのそれは、効果が挙げる特性だけを持ちます：{listed}。</translation>
    </message>
    <message>
        <source>Other effects, counters and attachments still apply on top of its face-down values.</source>
        <translation>他の効果、カウンター、つけられているものは、裏向きの値の上にさらに適用されます。</translation>
    </message>
    <message>
        <source>A face-down permanent has no name, so it never shares a name with anything; the legend rule ignores it.</source>
        <translation>裏向きのパーマネントは名前を持たないので、何とも名前を共有しません。レジェンド・ルールはそれを無視します。</translation>
    </message>
    <message>
        <source>It enters face down: its own enters abilities do not apply, but other permanents see a 2/2 creature enter.</source>
        <translation>裏向きで戦場に出ます：それ自身の戦場に出るときの能力は適用されませんが、他のパーマネントには2/2クリーチャーが戦場に出たように見えます。</translation>
    </message>
    <message>
        <source>It is already face down; turning it face down again does nothing.</source>
        <translation>すでに裏向きです。もう一度裏向きにしても何も起こりません。</translation>
    </message>
    <message>
        <source>A double-faced permanent can&apos;t be turned face down; nothing happens.</source>
        <translation>両面のパーマネントは裏向きにできません。何も起こりません。</translation>
    </message>
    <message>
        <source>Turning face up or down gives it a new timestamp.</source>
        <translation>表向きや裏向きにすると、新しいタイムスタンプを得ます。</translation>
    </message>
    <message>
        <source>You control it, so you may look at its face at any time.</source>
        <translation>あなたがコントロールしているので、いつでもその表面を見られます。</translation>
    </message>
    <message>
        <source>Only its controller may look at a face-down {what}.</source>
        <translation>裏向きの{what}を見られるのはコントローラーだけです。</translation>
    </message>
    <message>
        <source>Control decides who may look: {controller} controls it now.</source>
        <translation>誰が見られるかはコントロールで決まります：今は{controller}がコントロールしています。</translation>
    </message>
    <message>
        <source>Face-down exiled cards may be seen only by players an effect allows.</source>
        <translation>裏向きで追放されたカードは、効果が認めたプレイヤーだけが見られます。</translation>
    </message>
    <message>
        <source>Turning a permanent face up needs priority, and nobody has priority in this step ({step}). Wait until you have priority.</source>
        <translation>パーマネントを表向きにするには優先権が必要ですが、このステップ（{step}）では誰も優先権を持ちません。優先権を得るまで待ってください。</translation>
    </message>
    <message>
        <source>Only the player who controls a face-down permanent may turn it face up; {controller} controls it.</source>
        <translation>裏向きのパーマネントを表向きにできるのは、それをコントロールしているプレイヤーだけです。{controller}がコントロールしています。</translation>
    </message>
    <message>
        <source>A face-down spell on the stack can&apos;t be turned face up; wait until it resolves.</source>
        <translation>スタック上の裏向きの呪文は表向きにできません。解決するまで待ってください。</translation>
    </message>
    <message>
        <source>It was {method_text} and its card is a creature card: you may turn it face up for its mana cost {cost}.</source>
        <translation>それは{method_text}されたもので、そのカードはクリーチャー・カードです：マナ・コスト{cost}で表向きにしてよいです。</translation>
    </message>
    <message>
        <source>The mana-cost route looks at the card itself, ignoring copy and type-changing effects on the permanent.</source>
        <translation>マナ・コストによる方法はカードそのものを見て、パーマネントにかかるコピー効果やタイプ変更効果を無視します。</translation>
    </message>
    <message>
        <source>Losing its abilities doesn&apos;t stop a manifested or cloaked creature card from turning face up for its mana cost.</source>
        <translation>能力を失っても、予示や偽装されたクリーチャー・カードはマナ・コストで表向きにできます。</translation>
    </message>
    <message>
        <source>Its card is not a creature card, so it can&apos;t be turned face up for a mana cost.</source>
        <translation>そのカードはクリーチャー・カードではないので、マナ・コストで表向きにできません。</translation>
    </message>
    <message>
        <source>Its card has no mana cost, so the mana-cost route does not exist.</source>
        <translation>そのカードはマナ・コストを持たないので、マナ・コストによる方法はありません。</translation>
    </message>
    <message>
        <source>X is 0 when a manifested card is turned face up: the cost is {cost}.</source>
        <translation>予示されたカードを表向きにするときXは0です：コストは{cost}です。</translation>
    </message>
    <message>
        <source>It may be turned face up either for its mana cost or for its {keyword} cost.</source>
        <translation>マナ・コストか{keyword}コストのどちらかで表向きにできます。</translation>
    </message>
    <message>
        <source>It would have morph face up: you may turn it face up for {cost}.</source>
        <translation>表向きなら変異を持つので、{cost}で表向きにしてよいです。</translation>
    </message>
    <message>
        <source>Paying its megamorph cost {cost} also puts a +1/+1 counter on it.</source>
        <translation>大変異コスト{cost}を支払うと、+1/+1カウンターも置かれます。</translation>
    </message>
    <message>
        <source>Turned face up another way, a megamorph card gets no +1/+1 counter.</source>
        <translation>他の方法で表向きになった大変異カードには+1/+1カウンターが置かれません。</translation>
    </message>
    <message>
        <source>It would have disguise face up: you may turn it face up for {cost}.</source>
        <translation>表向きなら変装を持つので、{cost}で表向きにしてよいです。</translation>
    </message>
    <message>
        <source>Its cost is not mana ({cost}); it can be used only when that cost can be paid now.</source>
        <translation>そのコストはマナではありません（{cost}）。今そのコストを支払える場合にのみ使えます。</translation>
    </message>
    <message>
        <source>It would have no {keyword} face up because it has lost its abilities, so that route is closed.</source>
        <translation>能力を失っているため表向きでも{keyword}を持たないので、その方法は使えません。</translation>
    </message>
    <message>
        <source>It is copying another object: the {keyword} route uses the copied object&apos;s cost.</source>
        <translation>他のオブジェクトをコピーしています：{keyword}による方法はコピー元のコストを使います。</translation>
    </message>
    <message>
        <source>It was not manifested or cloaked, so its mana cost can&apos;t turn it face up; use its {keyword} cost.</source>
        <translation>予示や偽装されたものではないので、マナ・コストでは表向きにできません。{keyword}コストを使ってください。</translation>
    </message>
    <message>
        <source>No rule lets you turn this face up: it became face down by {method_text} and its card has no morph or disguise. Only an effect can turn it face up.</source>
        <translation>これを表向きにできるルールはありません：{method_text}によって裏向きになり、そのカードは変異も変装も持ちません。表向きにできるのは効果だけです。</translation>
    </message>
    <message>
        <source>A face-down Forest from Yedora whose card has {keyword} may be turned face up for that cost.</source>
        <translation>Yedoraによる裏向きのForestで、そのカードが{keyword}を持つものは、そのコストで表向きにできます。</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays face down.</source>
        <translation>効果はインスタント・カードやソーサリー・カードを表向きにできません：代わりにすべてのプレイヤーに公開され、裏向きのままです。</translation>
    </message>
    <message>
        <source>An effect turns it face up; no cost, whatever made it face down.</source>
        <translation>効果が表向きにします。何によって裏向きになったかにかかわらず、コストはありません。</translation>
    </message>
    <message>
        <source>A double-faced card turns face up with its front face up.</source>
        <translation>両面カードは第1面を上にして表向きになります。</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform; nothing happens.</source>
        <translation>裏向きの両面パーマネントは変身できません。何も起こりません。</translation>
    </message>
    <message>
        <source>Its front face is not a permanent, so it can&apos;t be turned face up.</source>
        <translation>その第1面はパーマネントではないので、表向きにできません。</translation>
    </message>
    <message>
        <source>It becomes a land when it turns face up; that is not a land play, and if it stops being a creature it is removed from combat.</source>
        <translation>表向きになると土地になります。それは土地のプレイではなく、クリーチャーでなくなれば戦闘から取り除かれます。</translation>
    </message>
    <message>
        <source>It is the same permanent: tapped state, counters, damage, attachments and combat status stay.</source>
        <translation>同じパーマネントです：タップ状態、カウンター、ダメージ、つけられているもの、戦闘の状態はそのままです。</translation>
    </message>
    <message>
        <source>Nothing enters the battlefield: enters abilities don&apos;t trigger.</source>
        <translation>何も戦場に出ません：戦場に出たときの能力は誘発しません。</translation>
    </message>
    <message>
        <source>Its &quot;as it is turned face up&quot; ability applies now ({detail}).</source>
        <translation>その「表向きになるに際し」の能力が今適用されます（{detail}）。</translation>
    </message>
    <message>
        <source>Turned-face-up abilities trigger: {names}.</source>
        <translation>表向きになったときの能力が誘発します：{names}。</translation>
    </message>
    <message>
        <source>{name} triggers: {player} gains 1 life for each creature they control ({n} now).</source>
        <translation>{name}が誘発：{player}は自分がコントロールしているクリーチャー１体につき１点のライフを得る（現在{n}）。</translation>
    </message>
    <message>
        <source>The ward {{2}} it had while face down ends.</source>
        <translation>裏向きの間に持っていた護法{{2}}はなくなります。</translation>
    </message>
    <message>
        <source>Effects that already applied to it keep applying face up.</source>
        <translation>すでに適用されていた効果は、表向きになっても適用され続けます。</translation>
    </message>
    <message>
        <source>Check state-based actions now: {detail}.</source>
        <translation>今、状態起因処理をチェックします：{detail}。</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield is revealed to all players: it was {name}.</source>
        <translation>戦場を離れる裏向きのパーマネントはすべてのプレイヤーに公開されます：それは{name}でした。</translation>
    </message>
    <message>
        <source>A face-down spell leaving the stack for anywhere but the battlefield is revealed to all players: it was {name}.</source>
        <translation>戦場以外の場所へスタックを離れる裏向きの呪文はすべてのプレイヤーに公開されます：それは{name}でした。</translation>
    </message>
    <message>
        <source>The game is over: every face-down spell and permanent is revealed.</source>
        <translation>ゲームが終了しました：裏向きの呪文とパーマネントはすべて公開されます。</translation>
    </message>
    <message>
        <source>{player} leaves the game: their face-down spells and permanents are revealed.</source>
        <translation>{player}がゲームから離れます：そのプレイヤーの裏向きの呪文とパーマネントが公開されます。</translation>
    </message>
    <message>
        <source>The revealed card is judged as printed, ignoring effects.</source>
        <translation>公開されたカードは、効果を無視して印刷されたとおりに判断されます。</translation>
    </message>
    <message>
        <source>It enters face up as a new object; its enters abilities work.</source>
        <translation>新しいオブジェクトとして表向きで戦場に出ます。戦場に出たときの能力は機能します。</translation>
    </message>
    <message>
        <source>An instant or sorcery card can&apos;t enter the battlefield; it stays where it is.</source>
        <translation>インスタント・カードやソーサリー・カードは戦場に出られません。元の場所にとどまります。</translation>
    </message>
    <message>
        <source>It enters face down as a new object with a new entry number.</source>
        <translation>新しい登場番号を持つ新しいオブジェクトとして裏向きで戦場に出ます。</translation>
    </message>
    <message>
        <source>A face-down token leaving the battlefield is revealed and then ceases to exist.</source>
        <translation>戦場を離れる裏向きのトークンは公開され、その後消滅します。</translation>
    </message>
    <message>
        <source>A copy of a face-down permanent takes its face-down copiable values, not counters or other effects: a face-up colorless 2/2 creature with no name, no creature types and no abilities, but with ward {{2}} if it copies a disguised or cloaked creature. Nothing is revealed.</source>
        <translation>裏向きのパーマネントのコピーは、カウンターや他の効果ではなく、裏向きのコピー可能な値を得ます：名前もクリーチャー・タイプも能力も持たない表向きの無色の2/2クリーチャーです。ただし変装や偽装されたクリーチャーをコピーした場合は護法{{2}}を持ちます。何も公開されません。</translation>
    </message>
    <message>
        <source>It still looks like a face-down 2/2; the copied values show once it turns face up.</source>
        <translation>見た目は裏向きの2/2のままです。コピーした値は表向きになったときに現れます。</translation>
    </message>
    <message>
        <source>Face-down permanents may not be mixed to confuse opponents; their order and markers must stay clear.</source>
        <translation>対戦相手を混乱させるために裏向きのパーマネントを混ぜてはいけません。その順番と目印は明確でなければなりません。</translation>
    </message>
    <message>
        <source>A face-down object needs its entry number and method marker.</source>
        <translation>裏向きのオブジェクトには、登場番号と方法の目印が必要です。</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, with consecutive entry numbers.</source>
        <translation>複数のカードは1枚ずつ、連続した登場番号で予示されます。</translation>
    </message>
    <message>
        <source>{restriction}: the card isn&apos;t manifested and stays where it is.</source>
        <translation>{restriction}：そのカードは予示されず、元の場所にとどまります。</translation>
    </message>
    <message>
        <source>The library is empty: nothing is manifested (this is not a draw).</source>
        <translation>ライブラリーが空です：何も予示されません（これはカードを引くことではありません）。</translation>
    </message>
    <message>
        <source>Look at the top two cards: manifest one, put the other into the graveyard.</source>
        <translation>一番上の2枚を見て、1枚を予示し、もう1枚を墓地に置きます。</translation>
    </message>
    <message>
        <source>Only one card in the library: it is manifested; nothing goes to the graveyard.</source>
        <translation>ライブラリーにカードが1枚だけです：それが予示され、墓地には何も置かれません。</translation>
    </message>
    <message>
        <source>The library is empty: manifest dread does nothing.</source>
        <translation>ライブラリーが空です：戦慄予示しても何も起こりません。</translation>
    </message>
    <message>
        <source>&quot;Whenever you manifest dread&quot; abilities trigger even when part or all of it was impossible.</source>
        <translation>「あなたが戦慄予示するたび」の能力は、その一部または全部が不可能だったときにも誘発します。</translation>
    </message>
    <message>
        <source>The chosen card can&apos;t be manifested, so every looked-at card goes to the graveyard.</source>
        <translation>選んだカードは予示できないので、見たカードはすべて墓地に置かれます。</translation>
    </message>
    <message>
        <source>Cast face down as a 2/2 creature spell for {cost}, at creature-spell timing.</source>
        <translation>クリーチャー呪文のタイミングで、{cost}で裏向きの2/2クリーチャー呪文として唱えました。</translation>
    </message>
    <message>
        <source>It has no {keyword}, so it can&apos;t be cast face down that way.</source>
        <translation>{keyword}を持たないので、その方法で裏向きに唱えることはできません。</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost and can&apos;t be combined with another one.</source>
        <translation>裏向きで唱えることは代替コストであり、他の代替コストと組み合わせられません。</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell for targeting.</source>
        <translation>裏向きの呪文は、対象を選ぶ上ではクリーチャー呪文です。</translation>
    </message>
    <message>
        <source>Primordial Mist: at the beginning of your end step you may manifest the top card of your library.</source>
        <translation>Primordial Mist：あなたの終了ステップの開始時に、あなたのライブラリーの一番上のカードを予示してもよいです。</translation>
    </message>
    <message>
        <source>Primordial Mist exiles only a face-down permanent you control.</source>
        <translation>Primordial Mistが追放するのは、あなたがコントロールしている裏向きのパーマネントだけです。</translation>
    </message>
    <message>
        <source>Exiling it face up is not turning it face up: no turned-face-up abilities trigger.</source>
        <translation>表向きで追放することは表向きにすることではありません：表向きになったときの能力は誘発しません。</translation>
    </message>
    <message>
        <source>You may cast it this turn at its normal timing, paying its costs ({cost}).</source>
        <translation>このターン、通常のタイミングで、コスト（{cost}）を支払ってそれを唱えてもよいです。</translation>
    </message>
    <message>
        <source>You may play this land now; it uses your land play.</source>
        <translation>今この土地をプレイしてよいです。土地のプレイを使います。</translation>
    </message>
    <message>
        <source>You can play this land only in your main phase with an empty stack and a land play left: {reason}.</source>
        <translation>この土地をプレイできるのは、メイン・フェイズでスタックが空で、土地のプレイが残っているときだけです：{reason}。</translation>
    </message>
    <message>
        <source>The permission was used: once it left exile it can&apos;t be played again.</source>
        <translation>許可は使われました：追放領域を離れたので、もう一度プレイすることはできません。</translation>
    </message>
    <message>
        <source>The permission to play {name} has ended; it stays in exile.</source>
        <translation>{name}をプレイする許可は終了しました。追放されたままです。</translation>
    </message>
    <message>
        <source>A face-down token may pay the cost, but it ceases to exist: nothing to play.</source>
        <translation>裏向きのトークンでコストを支払えますが、それは消滅します：プレイするものはありません。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: you cast an instant or sorcery from your hand, so manifest the top card of your library.</source>
        <translation>Cryptic Pursuit：手札からインスタントかソーサリーを唱えたので、ライブラリーの一番上のカードを予示します。</translation>
    </message>
    <message>
        <source>Cast from somewhere other than your hand: Cryptic Pursuit does not manifest.</source>
        <translation>手札以外から唱えました：Cryptic Pursuitは予示しません。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: the face-down creature was an instant or sorcery card; exile it, and you may cast it until the end of your next turn.</source>
        <translation>Cryptic Pursuit：裏向きのクリーチャーはインスタントかソーサリーのカードでした。それを追放し、あなたの次のターンの終了時まで唱えてもよいです。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: it was not an instant or sorcery card, so it stays in the graveyard.</source>
        <translation>Cryptic Pursuit：インスタントでもソーサリーでもないカードだったので、墓地にとどまります。</translation>
    </message>
    <message>
        <source>It left the battlefield without dying: Cryptic Pursuit does not trigger (it is still revealed).</source>
        <translation>死亡せずに戦場を離れました：Cryptic Pursuitは誘発しません（それでも公開されます）。</translation>
    </message>
    <message>
        <source>The permission to cast {name} has ended; it stays in exile.</source>
        <translation>{name}を唱える許可は終了しました。追放されたままです。</translation>
    </message>
    <message>
        <source>{name} can be cast only {when}.</source>
        <translation>{name}は{when}にのみ唱えられます。</translation>
    </message>
    <message>
        <source>Cast {name} for {cost}.</source>
        <translation>{name}を{cost}で唱える。</translation>
    </message>
    <message>
        <source>Nothing lets you cast it from the {zone}.</source>
        <translation>{zone}からそれを唱えることを認めるものはありません。</translation>
    </message>
    <message>
        <source>A land is played, not cast.</source>
        <translation>土地はプレイするもので、唱えるものではありません。</translation>
    </message>
    <message>
        <source>You may play this land; it uses your land play.</source>
        <translation>この土地をプレイしてよいです。土地のプレイを使います。</translation>
    </message>
    <message>
        <source>You can&apos;t play a land now: {reason}.</source>
        <translation>今は土地をプレイできません：{reason}。</translation>
    </message>
    <message>
        <source>Nothing lets you play it from the {zone}.</source>
        <translation>{zone}からそれをプレイすることを認めるものはありません。</translation>
    </message>
    <message>
        <source>It is not yours to play.</source>
        <translation>あなたがプレイできるものではありません。</translation>
    </message>
    <message>
        <source>{name} is not on the stack.</source>
        <translation>{name}はスタックにありません。</translation>
    </message>
    <message>
        <source>It is not on the battlefield.</source>
        <translation>戦場にありません。</translation>
    </message>
    <message>
        <source>It is face up already (a copy of a face-down creature is face up too); there is nothing to turn up.</source>
        <translation>すでに表向きです（裏向きのクリーチャーのコピーも表向きです）。表向きにするものはありません。</translation>
    </message>
    <message>
        <source>There is no {route} route for this permanent: it would not have {route} if it were face up.</source>
        <translation>このパーマネントには{route}による方法がありません：表向きでも{route}を持ちません。</translation>
    </message>
    <message>
        <source>That card is in a hidden zone you may not look at.</source>
        <translation>そのカードは、あなたが見られない非公開領域にあります。</translation>
    </message>
    <message>
        <source>It is face up; everyone can see it.</source>
        <translation>表向きです。誰でも見られます。</translation>
    </message>
    <message>
        <source>{restriction}: it can&apos;t enter the battlefield.</source>
        <translation>{restriction}：それは戦場に出られません。</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform.</source>
        <translation>変身できるのは両面のパーマネントだけです。</translation>
    </message>
    <message>
        <source>The library is empty: nothing to draw.</source>
        <translation>ライブラリーが空です：引くカードがありません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しています。</translation>
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation>{player}はゲームから離れています。</translation>
    </message>
    <message>
        <source>{actor} can&apos;t act for {player}.</source>
        <translation>{actor}は{player}の代わりに行動できません。</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>{actor} can&apos;t make {player} leave the game: only a player concedes.</source>
        <translation>{actor}は{player}をゲームから去らせることはできません：投了するのはプレイヤー本人だけです。</translation>
    </message>
    <message>
        <source>{actor} can&apos;t end the game for {player}: concede to leave it (the game ends when one player is left).</source>
        <translation>{actor}は{player}のためにゲームを終えることはできません：去るには投了してください（プレイヤーが一人残るとゲームは終わります）。</translation>
    </message>
    <message>
        <source>This acts on {player}&apos;s things: it is a request to {player}, carried out only if {player} accepts.</source>
        <translation>これは{player}のものに作用します：{player}への依頼であり、{player}が承認した場合にのみ行われます。</translation>
    </message>
    <message>
        <source>{player} accepted {actor}&apos;s request: it is carried out as the table is now.</source>
        <translation>{player}が{actor}の依頼を承認しました：現在の卓の状態で行われます。</translation>
    </message>
    <message>
        <source>{player} declined {actor}&apos;s request: nothing changes.</source>
        <translation>{player}が{actor}の依頼を拒否しました：何も変わりません。</translation>
    </message>
    <message>
        <source>{actor} withdrew the request to {player}.</source>
        <translation>{actor}が{player}への依頼を取り下げました。</translation>
    </message>
    <message>
        <source>There is no request {request} waiting for an answer.</source>
        <translation>返事を待つ依頼{request}はありません。</translation>
    </message>
    <message>
        <source>{actor} can&apos;t answer or withdraw this request: it is {player}&apos;s.</source>
        <translation>{actor}はこの依頼に答えることも取り下げることもできません：それは{player}のものです。</translation>
    </message>
    <message>
        <source>Table trust: {actor} acts on {player}&apos;s things without asking.</source>
        <translation>卓の信頼：{actor}は確認なしに{player}のものを操作します。</translation>
    </message>
    <message>
        <source>Table trust is on: players may act on each other&apos;s things without asking, never seeing another&apos;s hidden cards that way.</source>
        <translation>卓の信頼がオン：プレイヤーは確認なしに互いのものを操作できますが、それで他人の非公開のカードを見ることはありません。</translation>
    </message>
    <message>
        <source>Table trust is off: an action on another&apos;s things is a request.</source>
        <translation>卓の信頼がオフ：他人のものへの行動は依頼になります。</translation>
    </message>
    <message>
        <source>Table trust is {on} already: nothing changes.</source>
        <translation>卓の信頼はすでに{on}です：何も変わりません。</translation>
    </message>
    <message>
        <source>{actor} can&apos;t turn table trust on during a game of more than two players; choose it when the game starts.</source>
        <translation>{actor}は3人以上のゲーム中に卓の信頼をオンにできません。ゲーム開始時に選んでください。</translation>
    </message>
    <message>
        <source>That spell is not {what}, so it can&apos;t be targeted.</source>
        <translation>その呪文は{what}ではないので、対象にできません。</translation>
    </message>
    <message>
        <source>Moved.</source>
        <translation>移動しました。</translation>
    </message>
    <message>
        <source>That permanent is not face down: {reason}.</source>
        <translation>そのパーマネントは裏向きではありません：{reason}。</translation>
    </message>
    <message>
        <source>&quot;Until end of turn&quot; effects end and damage wears off.</source>
        <translation>「ターン終了時まで」の効果が終了し、ダメージが取り除かれます。</translation>
    </message>
    <message>
        <source>{name} triggers: {what}.</source>
        <translation>{name}が誘発：{what}。</translation>
    </message>
    <message>
        <source>Ward triggers: {name} is countered unless {player} pays {cost}.</source>
        <translation>護法が誘発します：{player}が{cost}を支払わないかぎり、{name}は打ち消されます。</translation>
    </message>
    <message>
        <source>{name}, chosen: {modes}</source>
        <translation>{name}、選ばれたモード：{modes}</translation>
    </message>
    <message>
        <source>{name} offers these modes: {modes} Choose from {least} to {most} of them, each once.</source>
        <translation>{name}のモード：{modes} この中から{least}個から{most}個を、それぞれ１回だけ選ぶ。</translation>
    </message>
    <message numerus="yes">
        <source>{player} attempted to draw from an empty library (%n time(s)): they lose the next time state-based actions are checked.</source>
        <translation>
            <numerusform>{player}は空のライブラリーからカードを引こうとしました（%n回）：次に状況起因処理がチェックされたときにゲームに敗北します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Name exactly the top %n card(s) of that library, each once.</source>
        <translation>
            <numerusform>そのライブラリーの一番上から%n枚のカードを、それぞれ一度ずつ正確に指定してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>The rest of the library is shuffled first; the cards found go on top and are not part of the shuffle.</source>
        <translation>先にライブラリーの残りを切り直し、見つけたカードは一番上に置きます（切り直しには含みません）。</translation>
    </message>
    <message numerus="yes">
        <source>{player} must first put %n card(s) from their hand on the bottom of their library.</source>
        <translation>
            <numerusform>{player}はまず手札からカード%n枚をライブラリーの一番下に置かなければなりません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts exactly %n card(s) on the bottom (one per mulligan that counts), not {got}.</source>
        <translation>
            <numerusform>{player}は（数えるマリガン1回につき1枚）ちょうど%n枚を一番下に置きます。{got}枚ではありません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n {counter} counter(s): there can&apos;t be fewer than none.</source>
        <translation>
            <numerusform>{player}の{counter}カウンターは%n個です：0個未満にはなりません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}): an activated ability can&apos;t be activated now.</source>
        <translation>このステップ（{step}）では誰も優先権を持ちません：今は起動型能力を起動できません。</translation>
    </message>
    <message>
        <source>{player} passes priority: {to} receives it.</source>
        <translation>{player}は優先権をパスする。{to}が優先権を得る。</translation>
    </message>
    <message>
        <source>Every player has passed in succession: the top object of the stack resolves.</source>
        <translation>すべてのプレイヤーが連続してパスした：スタックの一番上のオブジェクトが解決される。</translation>
    </message>
    <message>
        <source>Every player has passed in succession with the stack empty: the step may end.</source>
        <translation>スタックが空の状態ですべてのプレイヤーが連続してパスした：ステップを終えてよい。</translation>
    </message>
    <message>
        <source>{player} does not hold priority ({holder} does): only the player with priority passes it.</source>
        <translation>{player}は優先権を持っていない（持っているのは{holder}）：優先権をパスできるのはそれを持つプレイヤーだけである。</translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}), so there is none to pass.</source>
        <translation>このステップ（{step}）では誰も優先権を持たないので、パスする優先権はない。</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves, so there is none to pass. Finish its resolution first.</source>
        <translation>呪文の解決中は誰も優先権を持たないので、パスする優先権はない。まずその解決を終えること。</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves: this action needs priority unless the resolving effect itself allows it.</source>
        <translation>呪文の解決中は誰も優先権を持たない：解決中の効果自体が認めない限り、この行動には優先権が必要である。</translation>
    </message>
    <message>
        <source>The resolution is over: the active player ({player}) receives priority.</source>
        <translation>解決が終わった：アクティブ・プレイヤー（{player}）が優先権を得る。</translation>
    </message>
    <message>
        <source>That spell is not resolving, so there is no resolution to finish.</source>
        <translation>その呪文は解決中ではないので、終えるべき解決はない。</translation>
    </message>
    <message>
        <source>Its card is an instant or sorcery card, not a creature card, so no special action can turn it face up (not for its mana cost either): that action is not available, and nothing is revealed.</source>
        <translation>そのカードはインスタントかソーサリーのカードで、クリーチャー・カードではないので、どの特別な処理でも表向きにできません（マナ・コストでも不可）。その処理は行えず、何も公開されません。</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>あなたのターンではありません</translation>
    </message>
    <message>
        <source>it is not your main phase</source>
        <translation>あなたのメイン・フェイズではありません</translation>
    </message>
    <message>
        <source>the stack is not empty</source>
        <translation>スタックが空ではありません</translation>
    </message>
    <message>
        <source>when you have priority</source>
        <translation>あなたが優先権を持つとき</translation>
    </message>
    <message>
        <source>nobody has priority in this step</source>
        <translation>このステップでは誰も優先権を持ちません</translation>
    </message>
    <message>
        <source>in your main phase while the stack is empty</source>
        <translation>あなたのメイン・フェイズでスタックが空のとき</translation>
    </message>
    <message>
        <source>you have already played a land this turn</source>
        <translation>このターン、あなたはすでに土地をプレイしています</translation>
    </message>
    <message>
        <source>Creature cards can&apos;t enter the battlefield from graveyards or libraries</source>
        <translation>クリーチャー・カードは墓地やライブラリーから戦場に出られない</translation>
    </message>
    <message>
        <source>you may manifest the top card of your library</source>
        <translation>あなたのライブラリーの一番上にあるカード１枚を予示してもよい</translation>
    </message>
    <message>
        <source>manifest the top card of your library</source>
        <translation>あなたのライブラリーの一番上にあるカード１枚を予示する</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>戦慄予示する</translation>
    </message>
    <message>
        <source>it is not on the battlefield</source>
        <translation>それは戦場にありません</translation>
    </message>
    <message>
        <source>it is face up</source>
        <translation>それは表向きです</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>呪文</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>パーマネント</translation>
    </message>
    <message>
        <source>a creature spell</source>
        <translation>クリーチャー呪文</translation>
    </message>
    <message>
        <source>a noncreature spell</source>
        <translation>クリーチャーでない呪文</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>The library is empty: nothing is milled.</source>
        <translation>ライブラリーが空です：何も切削されません。</translation>
    </message>
    <message>
        <source>A face-down spell has none of its card&apos;s abilities: it can be countered whatever its card says.</source>
        <translation>裏向きの呪文は、そのカードの能力を何も持ちません：カードに何が書かれていても打ち消せます。</translation>
    </message>
    <message>
        <source>Exiling a face-down permanent you control face up is the cost; once the ability resolves, you may play that card this turn.</source>
        <translation>あなたがコントロールしている裏向きのパーマネントを表向きで追放することがコストです。その能力が解決したら、このターン、そのカードをプレイしてもよいです。</translation>
    </message>
    <message>
        <source>{player} plays with the top card of their library revealed: every player knows it, and each new top card as soon as it is on top (a draw of several cards reveals each one before it is drawn).</source>
        <translation>{player}はライブラリーの一番上のカードを公開したままプレイしています：全プレイヤーがそれを知り、新しく一番上になったカードもすぐに知ります（複数枚引くときは、引く前に1枚ずつ公開されます）。</translation>
    </message>
    <message>
        <source>{player} already plays with the top card of their library revealed: nothing changes.</source>
        <translation>{player}はすでにライブラリーの一番上のカードを公開したままプレイしています：何も変わりません。</translation>
    </message>
    <message>
        <source>{player} doesn&apos;t play with the top card of their library revealed: nothing changes.</source>
        <translation>{player}はライブラリーの一番上のカードを公開したままプレイしていません：何も変わりません。</translation>
    </message>
    <message>
        <source>The library is empty: there is nothing to look at.</source>
        <translation>ライブラリーが空です：見るものがありません。</translation>
    </message>
    <message>
        <source>{player} may arrange only cards they have looked at; they don&apos;t know {count} of them.</source>
        <translation>{player}が並べ替えられるのは見たカードだけです。そのうち{count}枚を知りません。</translation>
    </message>
    <message>
        <source>A search finds only cards of the zone searched: {count} of them are not in {owner}&apos;s {zone}.</source>
        <translation>探せるのは探している領域のカードだけです：そのうち{count}枚は{owner}の{zone}にありません。</translation>
    </message>
    <message>
        <source>A search for &quot;a card&quot; with no stated quality must find one while the zone holds any.</source>
        <translation>特定の性質のない「カード1枚」を探す場合、領域にカードがあるかぎり1枚見つけなければなりません。</translation>
    </message>
    <message>
        <source>A search for a card with a stated quality may find nothing.</source>
        <translation>特定の性質を持つカードを探す場合、何も見つけなくてもかまいません。</translation>
    </message>
    <message>
        <source>Revealed cards stay where they are; face-down objects stay face down.</source>
        <translation>公開されたカードは元の場所にとどまり、裏向きのオブジェクトは裏向きのままです。</translation>
    </message>
    <message>
        <source>Mulligans are taken before the game begins; it has begun.</source>
        <translation>マリガンはゲーム開始前に行います。ゲームはすでに始まっています。</translation>
    </message>
    <message>
        <source>{player} has kept their opening hand.</source>
        <translation>{player}は初期手札をキープしました。</translation>
    </message>
    <message>
        <source>{player}&apos;s mulligans have left them no cards: they keep an empty hand.</source>
        <translation>{player}はマリガンの結果カードがなくなりました：空の手札をキープします。</translation>
    </message>
    <message>
        <source>{player} has no cards to put on the bottom of their library.</source>
        <translation>{player}にはライブラリーの一番下に置くカードがありません。</translation>
    </message>
    <message>
        <source>Only cards of {player}&apos;s hand go on the bottom, each once.</source>
        <translation>一番下に置けるのは{player}の手札のカードだけで、それぞれ1回だけです。</translation>
    </message>
    <message>
        <source>In a game that began with more than two players, the first mulligan is free.</source>
        <translation>3人以上で始まったゲームでは、最初のマリガンは無料です。</translation>
    </message>
    <message>
        <source>The game begins: turn 1 is {player}&apos;s.</source>
        <translation>ゲーム開始：ターン1は{player}のターンです。</translation>
    </message>
    <message>
        <source>In a two-player game the starting player skips the draw of their first turn: {player} draws no card in turn 1&apos;s draw step.</source>
        <translation>2人対戦では、開始プレイヤーは最初のターンのドローを飛ばします：{player}はターン1のドロー・ステップでカードを引きません。</translation>
    </message>
    <message>
        <source>{player} has {life} life and can&apos;t pay {amount}: a player can pay life only if their life total is at least the amount.</source>
        <translation>{player}のライフは{life}点で、{amount}点を支払えません：ライフを支払えるのは、ライフ総量がその量以上の場合だけです。</translation>
    </message>
    <message>
        <source>A change of 0 is no change: nothing happens (no life is gained or lost).</source>
        <translation>0の変化は変化ではありません：何も起こりません（ライフを得ることも失うこともありません）。</translation>
    </message>
    <message>
        <source>{player} has {life} life: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player}のライフは{life}点です：次に状態起因処理がチェックされるときにゲームに敗北します（プレイヤーの操作：ゲームから離れるか、ゲームを終了する）。</translation>
    </message>
    <message>
        <source>{player} has {n} poison counters: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player}には毒カウンターが{n}個あります：次に状態起因処理がチェックされるときにゲームに敗北します（プレイヤーの操作：ゲームから離れるか、ゲームを終了する）。</translation>
    </message>
    <message>
        <source>No counters are put on or removed: nothing happens.</source>
        <translation>カウンターは置かれも取り除かれもしません：何も起こりません。</translation>
    </message>
    <message>
        <source>{player} has left the game: nothing happens to them.</source>
        <translation>{player}はゲームから離れています：何も起こりません。</translation>
    </message>
    <message>
        <source>That token left the battlefield and ceased to exist; nothing can bring it back.</source>
        <translation>そのトークンは戦場を離れて消滅しました。何によっても戻せません。</translation>
    </message>
    <message>
        <source>Only a permanent can have a note; a note is gone when its card changes zones.</source>
        <translation>メモを持てるのはパーマネントだけです。カードが領域を移動するとメモは消えます。</translation>
    </message>
    <message>
        <source>{player} controls no tapped permanent.</source>
        <translation>{player}はタップ状態のパーマネントをコントロールしていません。</translation>
    </message>
    <message>
        <source>Only the newest entry that is not taken back yet can be taken back (entry {last}).</source>
        <translation>取り消せるのは、まだ取り消されていない最新の記録だけです（記録{last}）。</translation>
    </message>
    <message>
        <source>Taken back; what {players} saw stays known: nobody can unsee a card.</source>
        <translation>取り消しました。{players}が見たものは知られたままです：見たカードを見なかったことにはできません。</translation>
    </message>
    <message>
        <source>{player} controls no permanent with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player}はその能力（{ability}）を持つパーマネントをコントロールしていないので、起動できません。</translation>
    </message>
    <message>
        <source>{player} controls no face-up permanent {card} with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player}はその能力（{ability}）を持つ表向きのパーマネント{card}をコントロールしていないので、起動できません。</translation>
    </message>
    <message>
        <source>Only {player}, who controlled the face-down creature&apos;s Pursuit ability as it died, may cast that card.</source>
        <translation>そのカードを唱えられるのは、裏向きのクリーチャーが死亡したときにその追跡の能力をコントロールしていた{player}だけです。</translation>
    </message>
    <message>
        <source>Effects that gave {player} control of objects end: each goes back to the player who would otherwise control it.</source>
        <translation>{player}にオブジェクトのコントロールを与えていた効果は終了します：それぞれ、本来コントロールするはずのプレイヤーに戻ります。</translation>
    </message>
    <message>
        <source>The objects {player} owns leave the game with them.</source>
        <translation>{player}がオーナーであるオブジェクトは、そのプレイヤーとともにゲームから離れます。</translation>
    </message>
</context>
</TS>
