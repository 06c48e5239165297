<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Source: {s}</source>
        <translation>来源：{s}</translation>
    </message>
    <message>
        <source>Its face (only you see it):</source>
        <translation>它的正面（只有你能看到）：</translation>
    </message>
    <message>
        <source>Controlled by {p} (owner {o})</source>
        <translation>由{p}操控（拥有者{o}）</translation>
    </message>
    <message>
        <source>Loyalty {n}</source>
        <translation>忠诚 {n}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation>（你）</translation>
    </message>
    <message>
        <source>Top card: {name}</source>
        <translation>顶牌：{name}</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n张牌面朝下的牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Loses all abilities</source>
        <translation>失去所有异能</translation>
    </message>
    <message>
        <source>Gets +1/+1</source>
        <translation>得+1/+1</translation>
    </message>
    <message>
        <source>Gets -1/-1</source>
        <translation>得-1/-1</translation>
    </message>
    <message>
        <source>Base power and toughness 1/1</source>
        <translation>基础力量和防御力为1/1</translation>
    </message>
    <message>
        <source>Base power and toughness 4/4</source>
        <translation>基础力量和防御力为4/4</translation>
    </message>
    <message>
        <source>Peek (look at a face-down card)</source>
        <translation>查看（牌面朝下的牌）</translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation>横置／重置</translation>
    </message>
    <message>
        <source>Turn face down (effect)</source>
        <translation>翻成牌面朝下（效应）</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>某个效应</translation>
    </message>
    <message>
        <source>Exile to play (Primordial Mist)</source>
        <translation>放逐以使用（Primordial Mist）</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>施放</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Play its back face</source>
        <translation>使用其背面</translation>
    </message>
    <message>
        <source>Put onto the battlefield</source>
        <translation>放进战场</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>反击</translation>
    </message>
    <message>
        <source>Put into graveyard (dies)</source>
        <translation>置入坟墓场（死去）</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>放逐</translation>
    </message>
    <message>
        <source>Return to hand (bounce)</source>
        <translation>返回手上</translation>
    </message>
    <message>
        <source>Put on top of library</source>
        <translation>置于牌库顶</translation>
    </message>
    <message>
        <source>Put on bottom of library</source>
        <translation>置于牌库底</translation>
    </message>
    <message>
        <source>Reveal to all players</source>
        <translation>向所有牌手展示</translation>
    </message>
    <message>
        <source>Add a +1/+1 counter</source>
        <translation>放置一个+1/+1指示物</translation>
    </message>
    <message>
        <source>Remove a +1/+1 counter</source>
        <translation>移去一个+1/+1指示物</translation>
    </message>
    <message>
        <source>Deal 1 damage</source>
        <translation>造成1点伤害</translation>
    </message>
    <message>
        <source>Attach to…</source>
        <translation>结附于…</translation>
    </message>
    <message>
        <source>Create a token copy</source>
        <translation>派出衍生物复制品</translation>
    </message>
    <message>
        <source>Apply an effect…</source>
        <translation>施加效应…</translation>
    </message>
    <message>
        <source>Gain control</source>
        <translation>获得操控权</translation>
    </message>
    <message>
        <source>Transform</source>
        <translation>转化</translation>
    </message>
    <message>
        <source>Add counters…</source>
        <translation>放置指示物…</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>备注…</translation>
    </message>
    <message>
        <source>Point at…</source>
        <translation>指向…</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>抓一张牌</translation>
    </message>
    <message>
        <source>Shuffle your library</source>
        <translation>将你的牌库洗牌</translation>
    </message>
    <message>
        <source>Manifest the top card</source>
        <translation>显化牌库顶牌</translation>
    </message>
    <message>
        <source>Manifest dread…</source>
        <translation>惊惧显化…</translation>
    </message>
    <message>
        <source>Cloak the top card</source>
        <translation>遮掩牌库顶牌</translation>
    </message>
    <message>
        <source>Mill the top card</source>
        <translation>碾磨牌库顶牌</translation>
    </message>
    <message>
        <source>Draw cards…</source>
        <translation>抓牌…</translation>
    </message>
    <message>
        <source>Mill cards…</source>
        <translation>碾磨牌…</translation>
    </message>
    <message>
        <source>Look at the top cards…</source>
        <translation>检视牌库顶的牌…</translation>
    </message>
    <message>
        <source>Look at another player&apos;s top cards (effect)…</source>
        <translation>检视其他牌手的牌库顶（效应）…</translation>
    </message>
    <message>
        <source>Scry…</source>
        <translation>占卜…</translation>
    </message>
    <message>
        <source>Surveil…</source>
        <translation>刺探…</translation>
    </message>
    <message>
        <source>Search a library…</source>
        <translation>搜寻牌库…</translation>
    </message>
    <message>
        <source>Search another player&apos;s library (effect)…</source>
        <translation>搜寻其他牌手的牌库（效应）…</translation>
    </message>
    <message>
        <source>Reveal the top card of your library</source>
        <translation>展示你的牌库顶牌</translation>
    </message>
    <message>
        <source>Play with the top card revealed</source>
        <translation>展示牌库顶牌进行游戏</translation>
    </message>
    <message>
        <source>Reveal your hand</source>
        <translation>展示你的手牌</translation>
    </message>
    <message>
        <source>Reveal your hand to a player…</source>
        <translation>向某位牌手展示你的手牌…</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步骤</translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation>直到回合结束</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>下一回合</translation>
    </message>
    <message>
        <source>Pass priority</source>
        <translation>让过优先权</translation>
    </message>
    <message>
        <source>Finish the resolution</source>
        <translation>结束结算</translation>
    </message>
    <message>
        <source>Concede (leave the game)</source>
        <translation>认输（离开游戏）</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>结束游戏</translation>
    </message>
    <message>
        <source>Gain 1 life</source>
        <translation>获得1点生命</translation>
    </message>
    <message>
        <source>Lose 1 life</source>
        <translation>失去1点生命</translation>
    </message>
    <message>
        <source>Set life…</source>
        <translation>设定生命…</translation>
    </message>
    <message>
        <source>Add a poison counter</source>
        <translation>放置一个中毒指示物</translation>
    </message>
    <message>
        <source>Remove a poison counter</source>
        <translation>移去一个中毒指示物</translation>
    </message>
    <message>
        <source>Player counter…</source>
        <translation>牌手指示物…</translation>
    </message>
    <message>
        <source>Create token…</source>
        <translation>派出衍生物…</translation>
    </message>
    <message>
        <source>Roll a d20</source>
        <translation>掷一个d20</translation>
    </message>
    <message>
        <source>Roll dice…</source>
        <translation>掷骰…</translation>
    </message>
    <message>
        <source>Flip a coin</source>
        <translation>掷硬币</translation>
    </message>
    <message>
        <source>Untap all</source>
        <translation>全部重置</translation>
    </message>
    <message>
        <source>Clear arrows</source>
        <translation>清除箭头</translation>
    </message>
    <message>
        <source>TOKEN</source>
        <translation>衍生物</translation>
    </message>
    <message>
        <source>dmg {n}</source>
        <translation>伤害 {n}</translation>
    </message>
    <message>
        <source>#{n} {w} · face down</source>
        <translation>#{n} {w} · 牌面朝下</translation>
    </message>
    <message>
        <source>Filter by name, type or text (Ctrl+F)</source>
        <translation>按名称、类别或叙述筛选（Ctrl+F）</translation>
    </message>
    <message>
        <source>Filter cards</source>
        <translation>筛选牌</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>任意类别</translation>
    </message>
    <message>
        <source>Put the cards found into</source>
        <translation>将找到的牌置于</translation>
    </message>
    <message>
        <source>Reveal them</source>
        <translation>展示它们</translation>
    </message>
    <message>
        <source>Shuffle after</source>
        <translation>之后洗牌</translation>
    </message>
    <message>
        <source>Fail to find</source>
        <translation>不找出</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>拿取</translation>
    </message>
    <message>
        <source>Pick the cards you found (Ctrl+click for more), then where they go.</source>
        <translation>选择找到的牌（Ctrl+点击可多选），然后选择去处。</translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation>置于底部</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>To {pile}</source>
        <translation>到{pile}</translation>
    </message>
    <message numerus="yes">
        <source>Put %n of these cards on the bottom of your library, in order (the first goes first).</source>
        <translation>
            <numerusform>将这些牌中的%n张按顺序置于你的牌库底（第一张先放）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: {k}.</source>
        <translation>已选：{k}张。</translation>
    </message>
    <message>
        <source>Top: the first card is the top of the library. Drag or use Alt+Up / Alt+Down to order.</source>
        <translation>顶部：第一张牌为牌库顶。拖动或使用 Alt+上 / Alt+下 排序。</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>牌张叙述</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>衍生物</translation>
    </message>
    <message numerus="yes">
        <source>%n {name} counter(s)</source>
        <translation>
            <numerusform>%n个{name}指示物</numerusform>
        </translation>
    </message>
    <message>
        <source>ward {2}</source>
        <translation>守护{2}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>备注：{text}</translation>
    </message>
    <message>
        <source>Face down: no name, no mana cost, no text</source>
        <translation>牌面朝下：无名称、无法术力费用、无叙述</translation>
    </message>
    <message>
        <source>{printed} (now {now})</source>
        <translation>{printed}（现为{now}）</translation>
    </message>
    <message>
        <source>{kw} {cost}</source>
        <translation>{kw} {cost}</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>好</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>等一下</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>该你了</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Chat ({n} new)</source>
        <translation>聊天（{n}条新消息）</translation>
    </message>
    <message>
        <source>Say something (Enter sends)</source>
        <translation>说点什么（回车发送）</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>聊天消息</translation>
    </message>
    <message>
        <source>Say: {text}</source>
        <translation>说：{text}</translation>
    </message>
    <message>
        <source>A chat line has at most {n} characters.</source>
        <translation>一行聊天最多{n}个字符。</translation>
    </message>
    <message>
        <source>Slow down: at most {n} lines in {s:g} seconds. Try again in {w:.0f} s.</source>
        <translation>慢一点：{s:g}秒内最多{n}行。请在{w:.0f}秒后重试。</translation>
    </message>
    <message>
        <source>Not sent: {why}</source>
        <translation>未发送：{why}</translation>
    </message>
    <message>
        <source>A shared board is read-only: there is no one to chat with.</source>
        <translation>共享盘面为只读：没有可以聊天的人。</translation>
    </message>
    <message>
        <source>Open a game or start a new one to chat.</source>
        <translation>打开一局游戏或开始新游戏后才能聊天。</translation>
    </message>
    <message>
        <source>There is no chat during a lesson.</source>
        <translation>课程中不能聊天。</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>旁观者</translation>
    </message>
    <message>
        <source>Not said.</source>
        <translation>未发送。</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>一位旁观者</translation>
    </message>
    <message>
        <source>{who} undid: {what}</source>
        <translation>{who}撤销了：{what}</translation>
    </message>
    <message>
        <source>{who} undid an action.</source>
        <translation>{who}撤销了一个动作。</translation>
    </message>
    <message>
        <source>{who} redid: {what}</source>
        <translation>{who}重做了：{what}</translation>
    </message>
    <message>
        <source>{who} redid an action.</source>
        <translation>{who}重做了一个动作。</translation>
    </message>
    <message>
        <source>the spectators</source>
        <translation>旁观者们</translation>
    </message>
    <message>
        <source>Privacy curtain

Pass the device to {who}.
The table stays hidden until {who} is ready.</source>
        <translation>隐私帘

请把设备交给{who}。
在{who}准备好之前，牌桌保持隐藏。</translation>
    </message>
    <message>
        <source>I am {who}: show my table</source>
        <translation>我是{who}：显示我的牌桌</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; details saved to {f}</source>
        <translation>tabletop在{doing}时发生内部错误（{what}）。这是tabletop的缺陷，不是你的文件的问题；详情已保存到{f}</translation>
    </message>
    <message>
        <source>tabletop hit an internal error while {doing} ({what}). This is a bug in tabletop, not a problem with your file; the details are below (they could not be saved to a file).</source>
        <translation>tabletop在{doing}时发生内部错误（{what}）。这是tabletop的缺陷，不是你的文件的问题；详情如下（无法保存到文件）。</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>{p} is a file where a folder should be</source>
        <translation>{p}是一个文件，而这里应是文件夹</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>没有在此写入的权限</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>磁盘为只读</translation>
    </message>
    <message>
        <source>Saving and opening games needs the storage package, which this installation does not have yet.</source>
        <translation>保存和打开游戏需要storage包，此安装尚未包含。</translation>
    </message>
    <message>
        <source>{p} is in the autosave folder, which keeps only the newest autosaves and deletes the others. Save the game somewhere else.</source>
        <translation>{p} 位于自动保存文件夹中，该文件夹只保留最新的自动保存并删除其他文件。请将对局保存到其他位置。</translation>
    </message>
    <message>
        <source>This game can&apos;t be saved: its file would break the save format&apos;s limits and could never be opened again. Nothing was written; the game is still here.</source>
        <translation>这局游戏无法保存：其文件会超出保存格式的限制，之后将无法再打开。未写入任何内容；游戏仍在这里。</translation>
    </message>
    <message>
        <source>Could not save to {p}: {e}</source>
        <translation>无法保存到{p}：{e}</translation>
    </message>
    <message>
        <source>Could not save to {p}.</source>
        <translation>无法保存到{p}。</translation>
    </message>
    <message>
        <source>saving to {p}</source>
        <translation>保存到{p}</translation>
    </message>
    <message>
        <source>{p} is a shared board (one seat&apos;s view, read-only), not a game to play.</source>
        <translation>{p}是共享盘面（某个座位的只读视图），不是可以进行的游戏。</translation>
    </message>
    <message>
        <source>{p} is a folder, not a game.</source>
        <translation>{p}是文件夹，不是游戏。</translation>
    </message>
    <message>
        <source>There is no file {p}.</source>
        <translation>没有文件{p}。</translation>
    </message>
    <message>
        <source>Could not read {p}: {e}</source>
        <translation>无法读取{p}：{e}</translation>
    </message>
    <message>
        <source>{p} is not a tabletop game or shared board this version can open.</source>
        <translation>{p}不是此版本能打开的tabletop游戏或共享盘面。</translation>
    </message>
    <message>
        <source>{p} is too big to open with the memory there is.</source>
        <translation>{p}太大，以现有内存无法打开。</translation>
    </message>
    <message>
        <source>opening {p}</source>
        <translation>打开{p}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be played: its log does not lead to the board saved with it, or can&apos;t be read. The board is shown read-only as it was saved; the file is left as it is.</source>
        <translation>无法进行 {p}：其记录不能得出与它一起保存的牌桌，或无法读取。牌桌按保存时的样子以只读方式显示；文件保持原样。</translation>
    </message>
    <message>
        <source>Could not write {p}: {e}</source>
        <translation>无法写入{p}：{e}</translation>
    </message>
    <message>
        <source>Could not write {p}.</source>
        <translation>无法写入{p}。</translation>
    </message>
    <message>
        <source>exporting to {p}</source>
        <translation>导出到{p}</translation>
    </message>
    <message>
        <source>Autosave failed: {e}.</source>
        <translation>自动保存失败：{e}。</translation>
    </message>
    <message>
        <source>Autosave failed: the game can&apos;t be saved.</source>
        <translation>自动保存失败：这局游戏无法保存。</translation>
    </message>
    <message>
        <source>autosaving</source>
        <translation>自动保存</translation>
    </message>
    <message>
        <source>Card images</source>
        <translation>牌张图片</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s pics folder, or SET/NAME.jpg files</source>
        <translation>Cockatrice的pics文件夹，或SET/NAME.jpg文件</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Your pictures folder</source>
        <translation>你的图片文件夹</translation>
    </message>
    <message>
        <source>Download images of cards shown face up</source>
        <translation>下载牌面朝上显示的牌的图片</translation>
    </message>
    <message>
        <source>One URL template a line; fields: {fields}. The first, {uri}, is the card data&apos;s own image (Scryfall).</source>
        <translation>每行一个URL模板；字段：{fields}。第一个{uri}是牌张数据自带的图片（Scryfall）。</translation>
    </message>
    <message>
        <source>Image sources</source>
        <translation>图片来源</translation>
    </message>
    <message>
        <source>Clear image cache</source>
        <translation>清除图片缓存</translation>
    </message>
    <message numerus="yes">
        <source>%n cached image(s) removed</source>
        <translation>
            <numerusform>已删除%n张缓存图片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}&apos;s {zone}, %n card(s)</source>
        <translation>
            <numerusform>{seat}的{zone}，%n张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>, top card: {name}</source>
        <translation>，顶牌：{name}</translation>
    </message>
    <message>
        <source>Lesson instruction</source>
        <translation>课程指示</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Retry this step</source>
        <translation>重试此步</translation>
    </message>
    <message>
        <source>Back a step</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>总结</translation>
    </message>
    <message>
        <source>Undo your last action ({key}); if a card was seen, the table logs a take-back</source>
        <translation>撤销你的上一个操作（{key}）；如果有牌被看到过，桌面会记录一次收回</translation>
    </message>
    <message>
        <source>Lesson feedback</source>
        <translation>课程反馈</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>离开课程</translation>
    </message>
    <message>
        <source>What the table says:</source>
        <translation>牌桌的判定：</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Pick a lesson. You play it on the real table; the panel on the right explains every step.</source>
        <translation>选择一门课程。你在真实的牌桌上进行，右侧面板会解释每一步。</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>开始课程</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>A known mistake</source>
        <translation>一个已知错误</translation>
    </message>
    <message>
        <source>In this lesson you play as {seat}.</source>
        <translation>在这门课程中你扮演{seat}。</translation>
    </message>
    <message>
        <source>This lesson can&apos;t go on: {e}</source>
        <translation>这门课程无法继续：{e}</translation>
    </message>
    <message>
        <source>The table is back as it was when this step began.</source>
        <translation>牌桌已恢复到此步开始时的样子。</translation>
    </message>
    <message>
        <source>Back to the previous step.</source>
        <translation>回到上一步。</translation>
    </message>
    <message>
        <source>This is the first step; it starts again.</source>
        <translation>这是第一步；重新开始。</translation>
    </message>
    <message>
        <source>The lesson starts again.</source>
        <translation>课程重新开始。</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Rules assist</source>
        <translation>规则助手</translation>
    </message>
    <message>
        <source>Rules mode</source>
        <translation>规则模式</translation>
    </message>
    <message>
        <source>View as</source>
        <translation>查看视角</translation>
    </message>
    <message>
        <source>Leave the lesson first: a lesson is recorded from a game.</source>
        <translation>请先离开课程：课程要从一局游戏中录制。</translation>
    </message>
    <message>
        <source>A lesson is being recorded already.</source>
        <translation>已经在录制课程。</translation>
    </message>
    <message>
        <source>Open a game or a position first: the lesson starts from it.</source>
        <translation>请先打开一局游戏或一个局面：课程从那里开始。</translation>
    </message>
    <message>
        <source>You record as {seat}. Play this step&apos;s action on the table: it becomes the step&apos;s solution. For a known mistake, press &quot;Record a mistake&quot;, then do it: it is judged, not carried out. The lesson file holds the whole position, face-down cards and libraries included.</source>
        <translation>你以{seat}的身份录制。在牌桌上进行此步的动作：它将成为此步的解答。要录制已知错误，请按“录制错误”，然后去做：它会被判定，但不会执行。课程文件包含整个局面，包括牌面朝下的牌和牌库。</translation>
    </message>
    <message>
        <source>Not carried into the lesson: {what}.</source>
        <translation>未带入课程：{what}。</translation>
    </message>
    <message>
        <source>You record as {seat}.</source>
        <translation>你以{seat}的身份录制。</translation>
    </message>
    <message>
        <source>Known mistake recorded, not carried out. The table says: {s} Say why it is wrong below.</source>
        <translation>已录制已知错误，未执行。牌桌判定：{s} 请在下方说明为何错误。</translation>
    </message>
    <message>
        <source>Recorded as this step&apos;s action: {what}. The table says: {s} Rules: {rules}.</source>
        <translation>已录制为此步的动作：{what}。牌桌判定：{s} 规则：{rules}。</translation>
    </message>
    <message>
        <source>none yet (a step needs one: record a mistake the rules refuse)</source>
        <translation>尚无（每步需要一个：录制一个规则会拒绝的错误）</translation>
    </message>
    <message>
        <source>The action is taken back: play the step&apos;s action again.</source>
        <translation>动作已撤回：请再次进行此步的动作。</translation>
    </message>
    <message>
        <source>Step {n} is recorded. Play the next step&apos;s action, or save the lesson.</source>
        <translation>第{n}步已录制。进行下一步的动作，或保存课程。</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>课程 (*.json)</translation>
    </message>
    <message>
        <source>A recorded lesson</source>
        <translation>录制的课程</translation>
    </message>
    <message>
        <source>The lesson can&apos;t be saved yet.</source>
        <translation>课程暂时还不能保存。</translation>
    </message>
    <message>
        <source>The lesson is too big to save: {n} bytes, at most {m}.</source>
        <translation>课程太大无法保存：{n}字节，最多{m}。</translation>
    </message>
    <message>
        <source>The lesson could not be written.</source>
        <translation>无法写入课程。</translation>
    </message>
    <message>
        <source>Saved to {path}: {check}, {steps} and {mistakes}.</source>
        <translation>已保存到{path}：{check}，{steps}和{mistakes}。</translation>
    </message>
    <message numerus="yes">
        <source>%n known mistake(s)</source>
        <translation>
            <numerusform>%n个已知错误</numerusform>
        </translation>
    </message>
    <message>
        <source>Record a lesson</source>
        <translation>录制课程</translation>
    </message>
    <message>
        <source>Now do the mistake on the table: it is judged, not carried out.</source>
        <translation>现在在牌桌上犯这个错误：它会被判定，但不会执行。</translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation>打开课程文件</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>课程 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>This lesson file can&apos;t be read:</source>
        <translation>无法读取此课程文件：</translation>
    </message>
    <message>
        <source>This lesson does not pass the check, so it is not played:</source>
        <translation>此课程未通过检查，因此不会进行：</translation>
    </message>
    <message>
        <source>The lesson&apos;s title</source>
        <translation>课程标题</translation>
    </message>
    <message>
        <source>What the lesson teaches, in a sentence</source>
        <translation>课程所教的内容，一句话</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Instruction: what the learner should do</source>
        <translation>指示：学习者应做什么</translation>
    </message>
    <message>
        <source>Hints, one a line</source>
        <translation>提示，每行一个</translation>
    </message>
    <message>
        <source>Said when the step is done (optional)</source>
        <translation>完成此步时显示（可选）</translation>
    </message>
    <message>
        <source>Known mistakes (the table&apos;s verdict; select one to say why):</source>
        <translation>已知错误（牌桌的判定；选择一个以说明原因）：</translation>
    </message>
    <message>
        <source>Why it is wrong, in your words</source>
        <translation>为何错误，用你自己的话</translation>
    </message>
    <message>
        <source>Forget this mistake</source>
        <translation>忘记此错误</translation>
    </message>
    <message>
        <source>Record a mistake</source>
        <translation>录制错误</translation>
    </message>
    <message>
        <source>Take the action back</source>
        <translation>撤回动作</translation>
    </message>
    <message>
        <source>Finish this step</source>
        <translation>完成此步</translation>
    </message>
    <message>
        <source>Steps recorded:</source>
        <translation>已录制的步骤：</translation>
    </message>
    <message>
        <source>Lesson file</source>
        <translation>课程文件</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Stop recording</source>
        <translation>停止录制</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>第{n}步</translation>
    </message>
    <message>
        <source>Lesson summary: {t}</source>
        <translation>课程总结：{t}</translation>
    </message>
    <message>
        <source>Lesson summary</source>
        <translation>课程总结</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation>正确！</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>不允许</translation>
    </message>
    <message>
        <source>Not what this step asks (nothing changed)</source>
        <translation>这不是此步要求的（没有任何改变）</translation>
    </message>
    <message>
        <source>Done; that doesn&apos;t finish this step</source>
        <translation>已完成；但这并未完成此步</translation>
    </message>
    <message>
        <source>The table can&apos;t do that</source>
        <translation>牌桌无法这样做</translation>
    </message>
    <message>
        <source>The lesson is finished</source>
        <translation>课程已结束</translation>
    </message>
    <message>
        <source>rule {n}</source>
        <translation>规则{n}</translation>
    </message>
    <message>
        <source>rules {n}</source>
        <translation>规则{n}</translation>
    </message>
    <message>
        <source>Rule {n}: {note}</source>
        <translation>规则{n}：{note}</translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) done</source>
        <translation>
            <numerusform>全部%n步已完成</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {i} of {n}</source>
        <translation>第{i}步，共{n}步</translation>
    </message>
    <message>
        <source>Rules in this step: {r}</source>
        <translation>此步的规则：{r}</translation>
    </message>
    <message>
        <source>You play as {seat}.</source>
        <translation>你扮演{seat}。</translation>
    </message>
    <message>
        <source>Rules: {r}</source>
        <translation>规则：{r}</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n步</numerusform>
        </translation>
    </message>
    <message>
        <source>That library is empty.</source>
        <translation>该牌库是空的。</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>哪位牌手？</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>抓牌</translation>
    </message>
    <message>
        <source>Draw how many cards?</source>
        <translation>抓几张牌？</translation>
    </message>
    <message>
        <source>Mill cards</source>
        <translation>碾磨牌</translation>
    </message>
    <message>
        <source>Mill how many cards?</source>
        <translation>碾磨几张牌？</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s)</source>
        <translation>
            <numerusform>抓%n张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mill %n card(s)</source>
        <translation>
            <numerusform>碾磨%n张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the top cards</source>
        <translation>检视牌库顶的牌</translation>
    </message>
    <message>
        <source>Look at how many cards of {who}&apos;s library?</source>
        <translation>检视{who}的牌库中的几张牌？</translation>
    </message>
    <message>
        <source>Look at another library</source>
        <translation>检视其他牌库</translation>
    </message>
    <message>
        <source>Scry</source>
        <translation>占卜</translation>
    </message>
    <message>
        <source>Surveil</source>
        <translation>刺探</translation>
    </message>
    <message>
        <source>{what} how many?</source>
        <translation>{what}：几张？</translation>
    </message>
    <message>
        <source>Look at the top {n} of {who}&apos;s library</source>
        <translation>检视{who}的牌库顶{n}张</translation>
    </message>
    <message>
        <source>Scry {n}</source>
        <translation>占卜{n}</translation>
    </message>
    <message>
        <source>Surveil {n}</source>
        <translation>刺探{n}</translation>
    </message>
    <message>
        <source>The top {n} of {who}&apos;s library</source>
        <translation>{who}的牌库顶{n}张</translation>
    </message>
    <message numerus="yes">
        <source>Search {who}&apos;s library: %n card(s) to {to}</source>
        <translation>
            <numerusform>搜寻{who}的牌库：%n张牌置于{to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n card(s) on the bottom</source>
        <translation>
            <numerusform>{who}：%n张牌置于底部</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, you took %n mulligan(s).</source>
        <translation>
            <numerusform>{who}，你进行了%n次再调度。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) on the bottom of your library first.</source>
        <translation>
            <numerusform>请先将%n张牌置于你的牌库底。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}, your hand after %n mulligan(s) holds {cards}. Keep it, or take another mulligan?</source>
        <translation>
            <numerusform>{who}，%n次再调度后你的手牌有{cards}。保留，还是再进行一次再调度？</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}, your opening hand holds {cards}. Keep it, or take a mulligan?</source>
        <translation>{who}，你的起手牌有{cards}。保留，还是进行再调度？</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>You look at these cards, top first; they stay where they are.</source>
        <translation>你从顶部开始检视这些牌；它们留在原处。</translation>
    </message>
    <message>
        <source>Put back the top cards: {t} on top, {b} on the bottom, {g} into the graveyard</source>
        <translation>放回牌库顶的牌：{t}置于顶，{b}置于底，{g}置入坟墓场</translation>
    </message>
    <message>
        <source>Search another library</source>
        <translation>搜寻其他牌库</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library</source>
        <translation>搜寻{who}的牌库</translation>
    </message>
    <message>
        <source>Search {who}&apos;s library: found nothing</source>
        <translation>搜寻{who}的牌库：什么也没找到</translation>
    </message>
    <message>
        <source>Stop playing with the top card revealed</source>
        <translation>停止展示牌库顶牌进行游戏</translation>
    </message>
    <message>
        <source>Reveal your hand to</source>
        <translation>向以下牌手展示你的手牌</translation>
    </message>
    <message>
        <source>Reveal your hand to {who}</source>
        <translation>向{who}展示你的手牌</translation>
    </message>
    <message>
        <source>Draw step: draw a card</source>
        <translation>抓牌步骤：抓一张牌</translation>
    </message>
    <message>
        <source>Begin the game</source>
        <translation>开始游戏</translation>
    </message>
    <message>
        <source>{who}: mulligan</source>
        <translation>{who}：再调度</translation>
    </message>
    <message>
        <source>{who}: keep</source>
        <translation>{who}：保留</translation>
    </message>
    <message>
        <source>Mulligan</source>
        <translation>再调度</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Keep this hand or take a mulligan.</source>
        <translation>保留这手牌，或进行再调度。</translation>
    </message>
    <message>
        <source>{who}: opening hand</source>
        <translation>{who}：起手牌</translation>
    </message>
    <message>
        <source>Put {k} on the bottom…</source>
        <translation>将{k}张置于底部…</translation>
    </message>
    <message>
        <source>shuffles their library</source>
        <translation>将其牌库洗牌</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>抓牌</translation>
    </message>
    <message>
        <source>moves a card</source>
        <translation>移动一张牌</translation>
    </message>
    <message>
        <source>manifests</source>
        <translation>显化</translation>
    </message>
    <message>
        <source>manifests dread</source>
        <translation>进行惊惧显化</translation>
    </message>
    <message>
        <source>cloaks</source>
        <translation>遮掩</translation>
    </message>
    <message>
        <source>casts a spell</source>
        <translation>施放一个咒语</translation>
    </message>
    <message>
        <source>resolves a spell</source>
        <translation>结算一个咒语</translation>
    </message>
    <message>
        <source>counters a spell</source>
        <translation>反击一个咒语</translation>
    </message>
    <message>
        <source>turns a permanent face up</source>
        <translation>将一个永久物翻回正面</translation>
    </message>
    <message>
        <source>turns a permanent face down</source>
        <translation>将一个永久物翻成牌面朝下</translation>
    </message>
    <message>
        <source>puts a card onto the battlefield</source>
        <translation>将一张牌放进战场</translation>
    </message>
    <message>
        <source>peeks at a card</source>
        <translation>查看一张牌</translation>
    </message>
    <message>
        <source>exiles a face-down permanent (Primordial Mist)</source>
        <translation>放逐一个牌面朝下的永久物（Primordial Mist）</translation>
    </message>
    <message>
        <source>plays a card</source>
        <translation>使用一张牌</translation>
    </message>
    <message>
        <source>transforms</source>
        <translation>转化</translation>
    </message>
    <message>
        <source>copies a permanent</source>
        <translation>复制一个永久物</translation>
    </message>
    <message>
        <source>makes a copy</source>
        <translation>成为复制品</translation>
    </message>
    <message>
        <source>applies an effect</source>
        <translation>施加一个效应</translation>
    </message>
    <message>
        <source>gains control</source>
        <translation>获得操控权</translation>
    </message>
    <message>
        <source>taps a permanent</source>
        <translation>横置一个永久物</translation>
    </message>
    <message>
        <source>untaps a permanent</source>
        <translation>重置一个永久物</translation>
    </message>
    <message>
        <source>changes counters</source>
        <translation>改变指示物</translation>
    </message>
    <message>
        <source>attaches</source>
        <translation>结附</translation>
    </message>
    <message>
        <source>deals damage</source>
        <translation>造成伤害</translation>
    </message>
    <message>
        <source>moves to the next step</source>
        <translation>进入下一步骤</translation>
    </message>
    <message>
        <source>rearranges face-down cards</source>
        <translation>重新排列牌面朝下的牌</translation>
    </message>
    <message>
        <source>leaves the game</source>
        <translation>离开游戏</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>结束游戏</translation>
    </message>
    <message>
        <source>moves a permanent</source>
        <translation>移动一个永久物</translation>
    </message>
    <message>
        <source>reveals</source>
        <translation>展示</translation>
    </message>
    <message>
        <source>answers a request</source>
        <translation>回应了一个请求</translation>
    </message>
    <message>
        <source>withdraws a request</source>
        <translation>撤回了一个请求</translation>
    </message>
    <message>
        <source>changes table trust</source>
        <translation>更改了牌桌信任</translation>
    </message>
    <message>
        <source>does something else</source>
        <translation>做了其他事情</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source> (rules assist overridden)</source>
        <translation>（已忽略规则助手）</translation>
    </message>
    <message>
        <source> (asked, waiting for an answer)</source>
        <translation>（已请求，等待回应）</translation>
    </message>
    <message>
        <source>revealed{tag}: {name}</source>
        <translation>已展示{tag}：{name}</translation>
    </message>
    <message>
        <source>turned face up: {name}</source>
        <translation>已翻回正面：{name}</translation>
    </message>
    <message>
        <source>played {name}</source>
        <translation>使用了{name}</translation>
    </message>
    <message>
        <source>{step}, turn {t}, {p}</source>
        <translation>{step}，第{t}回合，{p}</translation>
    </message>
    <message>
        <source>{name} triggers</source>
        <translation>{name}触发</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Show in the preview</source>
        <translation>在预览中显示</translation>
    </message>
    <message>
        <source>The table changed while the menu was open: open it again.</source>
        <translation>菜单打开期间牌桌已变化：请重新打开菜单。</translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation>翻回正面</translation>
    </message>
    <message>
        <source>Asking the host how it may turn face up…</source>
        <translation>正在询问主机如何将其翻回正面…</translation>
    </message>
    <message>
        <source>Only its controller may turn it face up</source>
        <translation>只有其操控者可以将其翻回正面</translation>
    </message>
    <message>
        <source>{what}: {cost}</source>
        <translation>{what}：{cost}</translation>
    </message>
    <message>
        <source>Exile to play ({source})</source>
        <translation>放逐以使用（{source}）</translation>
    </message>
    <message>
        <source>{what} — not allowed: {why}</source>
        <translation>{what} — 不允许：{why}</translation>
    </message>
    <message>
        <source>Activate: {ability}</source>
        <translation>起动：{ability}</translation>
    </message>
    <message>
        <source>By an effect (no cost)</source>
        <translation>通过效应（无费用）</translation>
    </message>
    <message>
        <source>Turn {what} face up {how}</source>
        <translation>{how}将{what}翻回正面</translation>
    </message>
    <message>
        <source>Turn {what} face up</source>
        <translation>将{what}翻回正面</translation>
    </message>
    <message>
        <source>Cast face down</source>
        <translation>牌面朝下施放</translation>
    </message>
    <message>
        <source>Cast face down ({m})</source>
        <translation>牌面朝下施放（{m}）</translation>
    </message>
    <message>
        <source>Cast a card face down ({m})</source>
        <translation>牌面朝下施放一张牌（{m}）</translation>
    </message>
    <message>
        <source>{card} can&apos;t be cast face down: it has no morph, megamorph or disguise.</source>
        <translation>{card}无法牌面朝下施放：它没有变身、超变身或伪装。</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>方式：</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n mode(s) of {card}.</source>
        <translation>
            <numerusform>选择{card}的%n个模式。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose from {least} to {most} of the modes of {card}.</source>
        <translation>选择{card}的{least}至{most}个模式。</translation>
    </message>
    <message>
        <source>Resolve {card}</source>
        <translation>结算{card}</translation>
    </message>
    <message>
        <source>How long:</source>
        <translation>持续时间：</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{name} (#{n})</source>
        <translation>{name}（#{n}）</translation>
    </message>
    <message>
        <source>face-down #{n}</source>
        <translation>牌面朝下#{n}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>一张牌面朝下的牌</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>某人</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} no longer plays with the top card of their library revealed{by}.</source>
        <translation>{who}不再展示牌库顶牌进行游戏{by}。</translation>
    </message>
    <message>
        <source>: {card} is on top</source>
        <translation>：顶部是{card}</translation>
    </message>
    <message>
        <source>{who} plays with the top card of their library revealed{by}{top}.</source>
        <translation>{who}展示牌库顶牌进行游戏{by}{top}。</translation>
    </message>
    <message>
        <source>Note on {card}: “{text}”.</source>
        <translation>{card}上的备注：“{text}”。</translation>
    </message>
    <message>
        <source>The note on {card} was taken off.</source>
        <translation>{card}上的备注已移除。</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>{n} d{s}</source>
        <translation>{n}个d{s}</translation>
    </message>
    <message>
        <source>a d{s}</source>
        <translation>一个d{s}</translation>
    </message>
    <message>
        <source>another way</source>
        <translation>以其他方式</translation>
    </message>
    <message>
        <source>, chosen: {modes}</source>
        <translation>，所选模式：{modes}</translation>
    </message>
    <message>
        <source>, a token copy of {card}</source>
        <translation>，为{card}的衍生物复制品</translation>
    </message>
    <message>
        <source> (paid)</source>
        <translation>（已支付）</translation>
    </message>
    <message>
        <source> to {who}</source>
        <translation>（向{who}）</translation>
    </message>
    <message>
        <source> face down</source>
        <translation>（牌面朝下）</translation>
    </message>
    <message>
        <source>An ability</source>
        <translation>某个异能</translation>
    </message>
    <message>
        <source>a card it names has left</source>
        <translation>其所指的牌已离开</translation>
    </message>
    <message>
        <source>a player left the game</source>
        <translation>有玩家离开了游戏</translation>
    </message>
    <message>
        <source>Table trust is on ({who}): players act on each other&apos;s things without asking.</source>
        <translation>牌桌信任已开启（{who}）：玩家无需询问即可操作彼此的东西。</translation>
    </message>
    <message>
        <source>Table trust is on: players act on each other&apos;s things without asking.</source>
        <translation>牌桌信任已开启：玩家无需询问即可操作彼此的东西。</translation>
    </message>
    <message>
        <source>Table trust is off ({who}): acting on another&apos;s things asks them.</source>
        <translation>牌桌信任已关闭（{who}）：操作他人的东西需先询问对方。</translation>
    </message>
    <message>
        <source>Table trust is off: acting on another&apos;s things asks them.</source>
        <translation>牌桌信任已关闭：操作他人的东西需先询问对方。</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>接受了</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>拒绝了</translation>
    </message>
    <message>
        <source>it no longer applies</source>
        <translation>已不再适用</translation>
    </message>
    <message>
        <source>Something else happened on the table.</source>
        <translation>牌桌上发生了其他事情。</translation>
    </message>
    <message>
        <source>Look at the top cards (effect)…</source>
        <translation>检视牌库顶的牌（效应）…</translation>
    </message>
    <message>
        <source>Search this library (effect)…</source>
        <translation>搜寻此牌库（效应）…</translation>
    </message>
    <message>
        <source>Manifest dread</source>
        <translation>惊惧显化</translation>
    </message>
    <message>
        <source>Manifest one; the other goes to your graveyard.</source>
        <translation>显化其中一张；另一张置入你的坟墓场。</translation>
    </message>
    <message>
        <source>(unattach)</source>
        <translation>（卸除）</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>结附</translation>
    </message>
    <message>
        <source>Attach to:</source>
        <translation>结附于：</translation>
    </message>
    <message>
        <source>Apply an effect</source>
        <translation>施加效应</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>效应：</translation>
    </message>
    <message>
        <source>manifested</source>
        <translation>显化</translation>
    </message>
    <message>
        <source>manifested (dread)</source>
        <translation>显化（惊惧）</translation>
    </message>
    <message>
        <source>cloaked</source>
        <translation>遮掩</translation>
    </message>
    <message>
        <source>morph</source>
        <translation>变身</translation>
    </message>
    <message>
        <source>megamorph</source>
        <translation>超变身</translation>
    </message>
    <message>
        <source>disguised</source>
        <translation>伪装</translation>
    </message>
    <message>
        <source>by an effect</source>
        <translation>通过效应</translation>
    </message>
    <message>
        <source>Untap</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>维持</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>抓牌</translation>
    </message>
    <message>
        <source>First main</source>
        <translation>战斗前行动阶段</translation>
    </message>
    <message>
        <source>Beginning of combat</source>
        <translation>战斗开始</translation>
    </message>
    <message>
        <source>Declare attackers</source>
        <translation>宣告攻击者</translation>
    </message>
    <message>
        <source>Declare blockers</source>
        <translation>宣告阻挡者</translation>
    </message>
    <message>
        <source>Combat damage</source>
        <translation>战斗伤害</translation>
    </message>
    <message>
        <source>End of combat</source>
        <translation>战斗结束</translation>
    </message>
    <message>
        <source>Second main</source>
        <translation>战斗后行动阶段</translation>
    </message>
    <message>
        <source>End step</source>
        <translation>结束步骤</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>library</source>
        <translation>牌库</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>battlefield</source>
        <translation>战场</translation>
    </message>
    <message>
        <source>graveyard</source>
        <translation>坟墓场</translation>
    </message>
    <message>
        <source>exile</source>
        <translation>放逐区</translation>
    </message>
    <message>
        <source>command zone</source>
        <translation>指挥区</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>堆叠</translation>
    </message>
    <message>
        <source>outside of the game</source>
        <translation>游戏外</translation>
    </message>
    <message>
        <source>for its mana cost</source>
        <translation>支付其法术力费用</translation>
    </message>
    <message>
        <source>for its morph cost</source>
        <translation>支付其变身费用</translation>
    </message>
    <message>
        <source>for its megamorph cost</source>
        <translation>支付其超变身费用</translation>
    </message>
    <message>
        <source>for its disguise cost</source>
        <translation>支付其伪装费用</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>严格</translation>
    </message>
    <message>
        <source>assist</source>
        <translation>辅助</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>a spell was cast</source>
        <translation>有咒语被施放</translation>
    </message>
    <message>
        <source>it entered the battlefield</source>
        <translation>它进入了战场</translation>
    </message>
    <message>
        <source>it was turned face up</source>
        <translation>它被翻回正面</translation>
    </message>
    <message>
        <source>dread was manifested</source>
        <translation>进行了惊惧显化</translation>
    </message>
    <message>
        <source>a creature died</source>
        <translation>有生物死去</translation>
    </message>
    <message>
        <source>a step began</source>
        <translation>一个步骤开始了</translation>
    </message>
    <message>
        <source>a spell targeted it</source>
        <translation>有咒语以它为目标</translation>
    </message>
    <message>
        <source>until end of turn</source>
        <translation>直到回合结束</translation>
    </message>
    <message>
        <source>until the end of their next turn</source>
        <translation>直到其下一个回合结束</translation>
    </message>
    <message>
        <source>with no end</source>
        <translation>无期限</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>tails</source>
        <translation>反面</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>抓牌</translation>
    </message>
    <message>
        <source>mill cards</source>
        <translation>碾磨牌</translation>
    </message>
    <message>
        <source>look at the top of a library</source>
        <translation>检视牌库顶</translation>
    </message>
    <message>
        <source>arrange the top of a library</source>
        <translation>整理牌库顶</translation>
    </message>
    <message>
        <source>search a library</source>
        <translation>搜寻牌库</translation>
    </message>
    <message>
        <source>shuffle a library</source>
        <translation>洗牌库</translation>
    </message>
    <message>
        <source>move a card</source>
        <translation>移动一张牌</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>显化</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>惊惧显化</translation>
    </message>
    <message>
        <source>cloak</source>
        <translation>遮掩</translation>
    </message>
    <message>
        <source>cast a spell</source>
        <translation>施放咒语</translation>
    </message>
    <message>
        <source>resolve a spell</source>
        <translation>结算咒语</translation>
    </message>
    <message>
        <source>counter a spell</source>
        <translation>反击咒语</translation>
    </message>
    <message>
        <source>turn a permanent face up</source>
        <translation>将永久物翻回正面</translation>
    </message>
    <message>
        <source>turn a permanent face down</source>
        <translation>将永久物翻成牌面朝下</translation>
    </message>
    <message>
        <source>put a card onto the battlefield</source>
        <translation>将一张牌放进战场</translation>
    </message>
    <message>
        <source>look at a face-down card</source>
        <translation>检视一张牌面朝下的牌</translation>
    </message>
    <message>
        <source>exile a face-down permanent to play it</source>
        <translation>放逐一个牌面朝下的永久物以使用它</translation>
    </message>
    <message>
        <source>transform a permanent</source>
        <translation>转化永久物</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>使用一张牌</translation>
    </message>
    <message>
        <source>create a token copy</source>
        <translation>派出衍生物复制品</translation>
    </message>
    <message>
        <source>make a copy</source>
        <translation>使成为复制品</translation>
    </message>
    <message>
        <source>apply an effect</source>
        <translation>施加效应</translation>
    </message>
    <message>
        <source>gain control</source>
        <translation>获得操控权</translation>
    </message>
    <message>
        <source>tap a permanent</source>
        <translation>横置永久物</translation>
    </message>
    <message>
        <source>untap a permanent</source>
        <translation>重置永久物</translation>
    </message>
    <message>
        <source>attach a permanent</source>
        <translation>结附永久物</translation>
    </message>
    <message>
        <source>change counters</source>
        <translation>更改指示物</translation>
    </message>
    <message>
        <source>deal damage</source>
        <translation>造成伤害</translation>
    </message>
    <message>
        <source>go to the next step</source>
        <translation>进入下一步骤</translation>
    </message>
    <message>
        <source>rearrange face-down cards</source>
        <translation>重新排列牌面朝下的牌</translation>
    </message>
    <message>
        <source>leave the game</source>
        <translation>离开游戏</translation>
    </message>
    <message>
        <source>end the game</source>
        <translation>结束游戏</translation>
    </message>
    <message>
        <source>move a permanent on the table</source>
        <translation>在牌桌上移动永久物</translation>
    </message>
    <message>
        <source>reveal cards</source>
        <translation>展示牌</translation>
    </message>
    <message>
        <source>take a mulligan</source>
        <translation>进行再调度</translation>
    </message>
    <message>
        <source>put cards on the bottom of a library</source>
        <translation>将牌置于牌库底</translation>
    </message>
    <message>
        <source>keep a hand</source>
        <translation>保留手牌</translation>
    </message>
    <message>
        <source>change a life total</source>
        <translation>更改总生命值</translation>
    </message>
    <message>
        <source>change a player&apos;s counters</source>
        <translation>更改一位牌手的指示物</translation>
    </message>
    <message>
        <source>create a token</source>
        <translation>派出衍生物</translation>
    </message>
    <message>
        <source>roll dice</source>
        <translation>掷骰子</translation>
    </message>
    <message>
        <source>flip a coin</source>
        <translation>掷硬币</translation>
    </message>
    <message>
        <source>write a note</source>
        <translation>写备注</translation>
    </message>
    <message>
        <source>draw an arrow</source>
        <translation>画箭头</translation>
    </message>
    <message>
        <source>clear the arrows</source>
        <translation>清除箭头</translation>
    </message>
    <message>
        <source>untap all permanents</source>
        <translation>重置所有永久物</translation>
    </message>
    <message>
        <source>play with the top card revealed</source>
        <translation>展示牌库顶牌进行游戏</translation>
    </message>
    <message>
        <source>chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>answer a request</source>
        <translation>回应请求</translation>
    </message>
    <message>
        <source>withdraw a request</source>
        <translation>撤回请求</translation>
    </message>
    <message>
        <source>change table trust</source>
        <translation>更改牌桌信任</translation>
    </message>
    <message>
        <source>change the rules mode</source>
        <translation>更改规则模式</translation>
    </message>
    <message>
        <source>take back</source>
        <translation>收回</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>某个事件</translation>
    </message>
    <message>
        <source>for a while</source>
        <translation>一段时间</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>一个动作</translation>
    </message>
    <message>
        <source>another mode</source>
        <translation>另一模式</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>Allowed (cost)</source>
        <translation>允许（需费用）</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Revealed instead</source>
        <translation>改为展示</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注记</translation>
    </message>
    <message>
        <source>Put {what} onto the battlefield</source>
        <translation>将{what}放进战场</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s hand</source>
        <translation>将{what}置于其拥有者的手上</translation>
    </message>
    <message>
        <source>Put {what} into its owner&apos;s graveyard</source>
        <translation>将{what}置入其拥有者的坟墓场</translation>
    </message>
    <message>
        <source>Exile {what}</source>
        <translation>放逐{what}</translation>
    </message>
    <message>
        <source>Put {what} on top of its owner&apos;s library</source>
        <translation>将{what}置于其拥有者的牌库顶</translation>
    </message>
    <message>
        <source>Put {what} into the command zone</source>
        <translation>将{what}置入指挥区</translation>
    </message>
    <message>
        <source>Put {what} onto the stack</source>
        <translation>将{what}置于堆叠</translation>
    </message>
    <message>
        <source>Move {what} to another zone</source>
        <translation>将{what}移到其他区域</translation>
    </message>
    <message>
        <source>another step</source>
        <translation>另一步骤</translation>
    </message>
    <message>
        <source>another zone</source>
        <translation>另一区域</translation>
    </message>
    <message>
        <source>priority: {p}</source>
        <translation>优先权：{p}</translation>
    </message>
    <message>
        <source>a spell is resolving: nobody has priority</source>
        <translation>咒语正在结算：无人拥有优先权</translation>
    </message>
    <message>
        <source>nobody has priority</source>
        <translation>无人拥有优先权</translation>
    </message>
    <message>
        <source>disguise</source>
        <translation>伪装</translation>
    </message>
    <message>
        <source>mana cost</source>
        <translation>法术力费用</translation>
    </message>
    <message>
        <source>an effect ({source})</source>
        <translation>效应（{source}）</translation>
    </message>
    <message>
        <source>face-down #{n}, {method}</source>
        <translation>牌面朝下#{n}，{method}</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>一张牌</translation>
    </message>
    <message>
        <source>token</source>
        <translation>衍生物</translation>
    </message>
    <message>
        <source>in {zone}</source>
        <translation>在{zone}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>横置</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n}点伤害</translation>
    </message>
    <message>
        <source>attached</source>
        <translation>已结附</translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation>备注：{text}</translation>
    </message>
    <message>
        <source>Entry #{n}, method: {m}</source>
        <translation>登场编号#{n}，方式：{m}</translation>
    </message>
    <message>
        <source>{p} may play it ({s})</source>
        <translation>{p}可以使用它（{s}）</translation>
    </message>
    <message>
        <source>This invite can&apos;t be used: {why}</source>
        <translation>此邀请无法使用：{why}</translation>
    </message>
    <message>
        <source>The host speaks another version of the protocol: {why}</source>
        <translation>主机使用另一版本的协议：{why}</translation>
    </message>
    <message>
        <source>Can&apos;t join the table: {why}</source>
        <translation>无法加入牌桌：{why}</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>加入网络游戏</translation>
    </message>
    <message>
        <source>Open the invite file the host sent you, or paste its text here.</source>
        <translation>打开主机发给你的邀请文件，或在此粘贴其文本。</translation>
    </message>
    <message>
        <source>Open an invite file…</source>
        <translation>打开邀请文件…</translation>
    </message>
    <message>
        <source>Invite text</source>
        <translation>邀请文本</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Open an invite</source>
        <translation>打开邀请</translation>
    </message>
    <message>
        <source>Invites (*.invite);;All files (*)</source>
        <translation>邀请 (*.invite);;所有文件 (*)</translation>
    </message>
    <message>
        <source>open an invite file or paste its text first</source>
        <translation>请先打开邀请文件或粘贴其文本</translation>
    </message>
    <message>
        <source>the pasted invite</source>
        <translation>粘贴的邀请</translation>
    </message>
    <message>
        <source>Connecting to {url} as {who}…</source>
        <translation>正在以{who}的身份连接到{url}…</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Spectator {n}</source>
        <translation>旁观者{n}</translation>
    </message>
    <message>
        <source>Hosting {game} at {url}</source>
        <translation>正在{url}上主持{game}</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>主持网络游戏</translation>
    </message>
    <message>
        <source>Invite the seats others will play; you play the others at this table. An invite file is written for each seat and spectator: send each player theirs (it holds their password).</source>
        <translation>邀请由他人进行的座位；其余座位由你在这张牌桌上进行。每个座位和旁观者都会写入一个邀请文件：把各自的文件发给每位牌手（其中包含密码）。</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>邀请</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>旁观者</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>旁观者可以聊天</translation>
    </message>
    <message>
        <source>HOST:PORT to listen on; port 0 picks a free one. 0.0.0.0 listens on every address.</source>
        <translation>要监听的HOST:PORT；端口0会选一个空闲端口。0.0.0.0监听所有地址。</translation>
    </message>
    <message>
        <source>Listen on</source>
        <translation>监听于</translation>
    </message>
    <message>
        <source>(optional) HOST:PORT the others connect to</source>
        <translation>（可选）其他人连接的HOST:PORT</translation>
    </message>
    <message>
        <source>Address in invites</source>
        <translation>邀请中的地址</translation>
    </message>
    <message>
        <source>TLS (a self-signed certificate the invites pin)</source>
        <translation>TLS（邀请所固定的自签名证书）</translation>
    </message>
    <message>
        <source>Invites folder</source>
        <translation>邀请文件夹</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主持</translation>
    </message>
    <message>
        <source>Invite at least one seat or spectator.</source>
        <translation>请至少邀请一个座位或旁观者。</translation>
    </message>
    <message>
        <source>Listen on: {why}</source>
        <translation>监听于：{why}</translation>
    </message>
    <message>
        <source>Address in invites: {why}</source>
        <translation>邀请中的地址：{why}</translation>
    </message>
    <message>
        <source>Choose the folder the invites are written to.</source>
        <translation>选择写入邀请的文件夹。</translation>
    </message>
    <message>
        <source>Open a game or start a new one to host it.</source>
        <translation>打开一局游戏或开始新游戏后才能主持。</translation>
    </message>
    <message>
        <source>This game is hosted already.</source>
        <translation>这局游戏已经在主持中。</translation>
    </message>
    <message>
        <source>Starting the server…</source>
        <translation>正在启动服务器…</translation>
    </message>
    <message>
        <source>Hosting: invites written to {folder}</source>
        <translation>主持中：邀请已写入{folder}</translation>
    </message>
    <message>
        <source>Can&apos;t host this game: {why}</source>
        <translation>无法主持这局游戏：{why}</translation>
    </message>
    <message>
        <source>Host a network game first: Game → Host a network game…</source>
        <translation>请先主持网络游戏：游戏 → 主持网络游戏…</translation>
    </message>
    <message>
        <source>Nobody was invited to this game.</source>
        <translation>这局游戏没有邀请任何人。</translation>
    </message>
    <message>
        <source>Issue a new invite</source>
        <translation>发出新邀请</translation>
    </message>
    <message>
        <source>A new invite for (their old invite stops working, the others play on):</source>
        <translation>为以下对象发出新邀请（其旧邀请失效，其他人继续游戏）：</translation>
    </message>
    <message>
        <source>Write the new invite into</source>
        <translation>将新邀请写入</translation>
    </message>
    <message>
        <source>New invite written to {path}; the old one no longer works.</source>
        <translation>新邀请已写入{path}；旧邀请不再有效。</translation>
    </message>
    <message>
        <source>Can&apos;t issue a new invite: {why}</source>
        <translation>无法发出新邀请：{why}</translation>
    </message>
    <message>
        <source>Host disconnected — read-only until it returns</source>
        <translation>主机已断开 — 在其返回前为只读</translation>
    </message>
    <message>
        <source>Your invite was replaced by the host: this window can no longer act. Ask the host for your new invite.</source>
        <translation>主机已替换你的邀请：此窗口已无法操作。请向主机索取新的邀请。</translation>
    </message>
    <message>
        <source>The host closed this seat&apos;s connection: this window can no longer act.</source>
        <translation>主机已关闭此座位的连接：此窗口已无法操作。</translation>
    </message>
    <message>
        <source>A spectator can&apos;t act on the game.</source>
        <translation>旁观者不能对游戏进行操作。</translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n mulligan(s), {state}</source>
        <translation>
            <numerusform>{who}：%n次再调度，{state}</numerusform>
        </translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>At a network table only undo is asked of the host.</source>
        <translation>在网络牌桌上只能请求主机撤销。</translation>
    </message>
    <message>
        <source>The host refused it.</source>
        <translation>主机拒绝了。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Undo my last action (ask the host)</source>
        <translation>撤销我的上一个动作（请求主机）</translation>
    </message>
    <message>
        <source>the host: disconnected</source>
        <translation>主机：已断开</translation>
    </message>
    <message>
        <source>Network table {game} as {who}</source>
        <translation>网络牌桌{game}，身份{who}</translation>
    </message>
    <message>
        <source>Rules assist: the host judges every action ({mode} mode)</source>
        <translation>规则助手：由主机判定每个动作（{mode}模式）</translation>
    </message>
    <message>
        <source>Rules assist: the host does not answer; nothing can be done until it returns</source>
        <translation>规则助手：主机没有响应；在其返回前无法进行任何操作</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>考虑中</translation>
    </message>
    <message>
        <source>Opening hands: {list}</source>
        <translation>起手牌：{list}</translation>
    </message>
    <message>
        <source>New game from two decklists</source>
        <translation>用两份套牌列表开始新游戏</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>牌手{n}</translation>
    </message>
    <message>
        <source>Open deck file…</source>
        <translation>打开套牌文件…</translation>
    </message>
    <message>
        <source>From the deck editor</source>
        <translation>来自套牌编辑器</translation>
    </message>
    <message>
        <source>The deck open in the deck editor</source>
        <translation>套牌编辑器中打开的套牌</translation>
    </message>
    <message>
        <source>Deck files opened for this seat before</source>
        <translation>此座位之前打开过的套牌文件</translation>
    </message>
    <message>
        <source>Recent deck files…</source>
        <translation>最近的套牌文件…</translation>
    </message>
    <message>
        <source>Start without the unknown cards</source>
        <translation>不带未知的牌开始</translation>
    </message>
    <message>
        <source>Decklist</source>
        <translation>套牌列表</translation>
    </message>
    <message>
        <source>…and {n} more unknown cards</source>
        <translation>……以及另外 {n} 张未知的牌</translation>
    </message>
    <message>
        <source>Line {line}: “{name}” is not in the card database.</source>
        <translation>第 {line} 行：卡牌数据库中没有“{name}”。</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database.</source>
        <translation>卡牌数据库中没有“{name}”。</translation>
    </message>
    <message>
        <source>Did you mean:</source>
        <translation>你是不是要找：</translation>
    </message>
    <message>
        <source>Write “{new}” for “{old}” on line {line}</source>
        <translation>将第 {line} 行的“{old}”改为“{new}”</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>牌手1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>牌手2</translation>
    </message>
    <message>
        <source>Who goes first</source>
        <translation>谁先开始</translation>
    </message>
    <message>
        <source>20 for a usual game, 40 for commander; any value</source>
        <translation>普通游戏为20，指挥官为40；任意值</translation>
    </message>
    <message>
        <source>Starting life</source>
        <translation>起始生命</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game yet: fix the lines shown (or tick “Start without the unknown cards”).</source>
        <translation>这些套牌列表还不能开始游戏：请修正所示的行（或勾选“不带未知的牌开始”）。</translation>
    </message>
    <message>
        <source>Cards the database lacks can be added from a card file: tabletop cards import FILE</source>
        <translation>数据库缺少的牌可以从卡牌文件添加：tabletop cards import FILE</translation>
    </message>
    <message>
        <source>These decklists can&apos;t start a game: {e}</source>
        <translation>这些套牌列表无法开始游戏：{e}</translation>
    </message>
    <message>
        <source>Open a deck file</source>
        <translation>打开套牌文件</translation>
    </message>
    <message>
        <source>No deck editor is open.</source>
        <translation>没有打开的套牌编辑器。</translation>
    </message>
    <message>
        <source>Decks (*.cod *.dek *.dck *.dec *.txt);;All files (*)</source>
        <translation>套牌 (*.cod *.dek *.dck *.dec *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>主牌</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>备牌</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>指挥官</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>行侣</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Colourless</source>
        <translation>无色</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>生物</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>瞬间</translation>
    </message>
    <message>
        <source>Sorcery</source>
        <translation>法术</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>神器</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <translation>结界</translation>
    </message>
    <message>
        <source>Planeswalker</source>
        <translation>鹏洛客</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>地</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>战役</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>传奇</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>生物</translation>
    </message>
    <message>
        <source>Planeswalkers</source>
        <translation>鹏洛客</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>战役</translation>
    </message>
    <message>
        <source>Instants</source>
        <translation>瞬间</translation>
    </message>
    <message>
        <source>Sorceries</source>
        <translation>法术</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>神器</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>结界</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>地</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>未知的牌</translation>
    </message>
    <message>
        <source>Search: a name or rules text, in any language</source>
        <translation>搜索：名称或规则叙述，任何语言</translation>
    </message>
    <message>
        <source>Part of a card&apos;s name or words of its rules text, in any of the database&apos;s languages (Ctrl+F)</source>
        <translation>牌名的一部分或其规则叙述中的词语，数据库中的任何语言 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>MV</source>
        <translation>法术力值</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Mana value</source>
        <translation>法术力值</translation>
    </message>
    <message>
        <source>Enter, + or a double click: add to the main deck; Shift+Enter: add to the sideboard</source>
        <translation>回车、+ 或双击：加入主牌；Shift+回车：加入备牌</translation>
    </message>
    <message>
        <source>A word of the type line: Creature, Instant, Elf, Legendary…</source>
        <translation>类别栏中的一个词：生物、瞬间、精灵、传奇…</translation>
    </message>
    <message>
        <source>{colour}: cards of this colour (ticked colours: any of them)</source>
        <translation>{colour}：此颜色的牌（勾选的颜色：任一）</translation>
    </message>
    <message>
        <source>Mana value: any, equal to, at most, at least</source>
        <translation>法术力值：任意、等于、至多、至少</translation>
    </message>
    <message>
        <source>Add to main</source>
        <translation>加入主牌</translation>
    </message>
    <message>
        <source>Add one to the main deck (Enter)</source>
        <translation>向主牌加入一张（回车）</translation>
    </message>
    <message>
        <source>Add to sideboard</source>
        <translation>加入备牌</translation>
    </message>
    <message>
        <source>Add one to the sideboard (Shift+Enter)</source>
        <translation>向备牌加入一张（Shift+回车）</translation>
    </message>
    <message>
        <source>Add as commander</source>
        <translation>设为指挥官</translation>
    </message>
    <message>
        <source>Put it in the command zone</source>
        <translation>将其置于统帅区</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>套牌名称</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>+ adds one more, - or Delete takes one away</source>
        <translation>+ 多加一张，- 或 Delete 减去一张</translation>
    </message>
    <message>
        <source>One more of this card (+)</source>
        <translation>此牌多加一张 (+)</translation>
    </message>
    <message>
        <source>One less of this card (- or Delete)</source>
        <translation>此牌减去一张（- 或 Delete）</translation>
    </message>
    <message>
        <source>Move to sideboard</source>
        <translation>移至备牌</translation>
    </message>
    <message>
        <source>Move one copy between the main deck and the sideboard (M)</source>
        <translation>在主牌与备牌之间移动一张 (M)</translation>
    </message>
    <message>
        <source>Mana curve</source>
        <translation>法术力曲线</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>套牌(&amp;D)</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>新套牌</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>保存套牌</translation>
    </message>
    <message>
        <source>Save deck as…</source>
        <translation>套牌另存为…</translation>
    </message>
    <message>
        <source>Start a game with this deck…</source>
        <translation>用此套牌开始游戏…</translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation>查找牌</translation>
    </message>
    <message>
        <source>Cards found: {n}</source>
        <translation>找到的牌：{n}</translation>
    </message>
    <message>
        <source>Move {name} to {section}</source>
        <translation>将{name}移至{section}</translation>
    </message>
    <message>
        <source>Add {name} to {section}</source>
        <translation>将{name}加入{section}</translation>
    </message>
    <message>
        <source>Remove {name} from {section}</source>
        <translation>从{section}移除{name}</translation>
    </message>
    <message>
        <source>Nothing changed: a game holds at most so many cards, or there was none to take away.</source>
        <translation>未作更改：一局游戏最多容纳这么多牌，或者没有可移除的牌。</translation>
    </message>
    <message>
        <source>unknown card</source>
        <translation>未知的牌</translation>
    </message>
    <message>
        <source>“{name}” is not in the card database: kept in the deck, but a game can&apos;t start with it</source>
        <translation>“{name}”不在牌库数据库中：保留在套牌中，但无法以此开始游戏</translation>
    </message>
    <message>
        <source>Total: {n}</source>
        <translation>总计：{n}</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>尚无牌</translation>
    </message>
    <message>
        <source>Move to main</source>
        <translation>移至主牌</translation>
    </message>
    <message>
        <source>…and {n} more</source>
        <translation>…还有 {n} 个</translation>
    </message>
    <message>
        <source>Not in the card database (kept, marked in red): {names}</source>
        <translation>不在牌库数据库中（已保留，红色标出）：{names}</translation>
    </message>
    <message>
        <source>Deck editor — {name}</source>
        <translation>套牌编辑器 — {name}</translation>
    </message>
    <message>
        <source>Open a deck</source>
        <translation>打开套牌</translation>
    </message>
    <message>
        <source>This deck file can&apos;t be read: {e}</source>
        <translation>无法读取此套牌文件：{e}</translation>
    </message>
    <message>
        <source>Cards of this deck not in the card database: {n} (kept, marked in red)</source>
        <translation>此套牌中不在牌库数据库的牌：{n}（已保留，红色标出）</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>套牌</translation>
    </message>
    <message>
        <source>Save the deck</source>
        <translation>保存套牌</translation>
    </message>
    <message>
        <source>Cockatrice deck (*.cod);;Text decklist (*.txt)</source>
        <translation>Cockatrice 套牌 (*.cod);;文本套牌列表 (*.txt)</translation>
    </message>
    <message>
        <source>The deck could not be saved to {p}: {why}</source>
        <translation>无法将套牌保存到 {p}：{why}</translation>
    </message>
    <message>
        <source>Saved to {p}</source>
        <translation>已保存到 {p}</translation>
    </message>
    <message>
        <source>Deck editor</source>
        <translation>套牌编辑器</translation>
    </message>
    <message>
        <source>The deck has changes that are not saved. Save them?</source>
        <translation>套牌有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>套牌是空的。</translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation>两位牌手需要不同的名字。</translation>
    </message>
    <message>
        <source>The card data could not be read: {e}</source>
        <translation>无法读取牌张数据：{e}</translation>
    </message>
    <message>
        <source>Manifest the top card (Primordial Mist)</source>
        <translation>显化牌库顶牌（Primordial Mist）</translation>
    </message>
    <message>
        <source>Manifest the top card (Cryptic Pursuit)</source>
        <translation>显化牌库顶牌（Cryptic Pursuit）</translation>
    </message>
    <message>
        <source>Exile it; you may cast it (Cryptic Pursuit)</source>
        <translation>放逐它；你可以施放它（Cryptic Pursuit）</translation>
    </message>
    <message>
        <source>Gain %n life ({name})</source>
        <translation>获得%n点生命（{name}）</translation>
    </message>
    <message>
        <source>Manifest the top card ({name})</source>
        <translation>显化牌库顶牌（{name}）</translation>
    </message>
    <message>
        <source>Manifest dread ({name})</source>
        <translation>惊惧显化（{name}）</translation>
    </message>
    <message>
        <source>Rules assist verdicts</source>
        <translation>规则助手的判定</translation>
    </message>
    <message>
        <source>Override (logged)</source>
        <translation>忽略（记录在案）</translation>
    </message>
    <message>
        <source>Rules assist: strict (illegal actions are refused)</source>
        <translation>规则助手：严格（拒绝不合规的动作）</translation>
    </message>
    <message>
        <source>Rules assist: assist (you may override, it is logged)</source>
        <translation>规则助手：辅助（你可以忽略，会被记录）</translation>
    </message>
    <message>
        <source>Rules assist: off</source>
        <translation>规则助手：关闭</translation>
    </message>
    <message>
        <source>Rules assist: nothing to judge on a read-only shared board (it was played in {mode} mode)</source>
        <translation>规则助手：只读的共享盘面上没有可判定的内容（以{mode}模式进行）</translation>
    </message>
    <message>
        <source>Refused: {a}</source>
        <translation>拒绝：{a}</translation>
    </message>
    <message>
        <source>Not allowed: {a}</source>
        <translation>不允许：{a}</translation>
    </message>
    <message>
        <source>Overridden: {a}</source>
        <translation>已忽略：{a}</translation>
    </message>
    <message>
        <source>Revealed: {a}</source>
        <translation>已展示：{a}</translation>
    </message>
    <message>
        <source>Nothing happens: {a}</source>
        <translation>无事发生：{a}</translation>
    </message>
    <message>
        <source>Asked, waiting for an answer: {a}</source>
        <translation>已请求，等待回应：{a}</translation>
    </message>
    <message>
        <source>Done: {a}</source>
        <translation>完成：{a}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>游戏记录</translation>
    </message>
    <message>
        <source>Card preview</source>
        <translation>牌张预览</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>战斗</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>行动1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>攻击</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>阻挡</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>战斗结束</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>行动2</translation>
    </message>
    <message>
        <source>Unt</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Upk</source>
        <translation>维持</translation>
    </message>
    <message>
        <source>Drw</source>
        <translation>抓牌</translation>
    </message>
    <message>
        <source>Cbt</source>
        <translation>战斗</translation>
    </message>
    <message>
        <source>Atk</source>
        <translation>攻击</translation>
    </message>
    <message>
        <source>Blk</source>
        <translation>阻挡</translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>EoC</source>
        <translation>战终</translation>
    </message>
    <message>
        <source>Cln</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Phase bar</source>
        <translation>阶段栏</translation>
    </message>
    <message>
        <source>Go to: {step}</source>
        <translation>前往：{step}</translation>
    </message>
    <message>
        <source>{phase}: {step}</source>
        <translation>{phase}：{step}</translation>
    </message>
    <message>
        <source>Turn {t}, {a}&apos;s turn: {s}</source>
        <translation>第{t}回合，{a}的回合：{s}</translation>
    </message>
    <message>
        <source>current step</source>
        <translation>当前步骤</translation>
    </message>
    <message>
        <source>The current step</source>
        <translation>当前步骤</translation>
    </message>
    <message>
        <source>Go to: {step} (next turn)</source>
        <translation>前往：{step}（下一回合）</translation>
    </message>
    <message>
        <source>Next step</source>
        <comment>the phase bar&apos;s button: short</comment>
        <translation>下一步</translation>
    </message>
    <message>
        <source>{seat}: life {n}</source>
        <translation>{seat}：生命{n}</translation>
    </message>
    <message>
        <source>+{n} more</source>
        <translation>还有{n}个</translation>
    </message>
    <message>
        <source>Click a number: +1 · right click: −1 · wheel: ±1 · right click the name: more</source>
        <translation>点击数字：+1 · 右键：−1 · 滚轮：±1 · 右键点击名字：更多</translation>
    </message>
    <message>
        <source>Empty: no note</source>
        <translation>空：无备注</translation>
    </message>
    <message>
        <source>Note (everyone sees it)</source>
        <translation>备注（所有人可见）</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>面数</translation>
    </message>
    <message>
        <source>How many dice</source>
        <translation>骰子数</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>牌库</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>坟墓场</translation>
    </message>
    <message>
        <source>Exile zone</source>
        <translation>放逐区</translation>
    </message>
    <message>
        <source>Command zone</source>
        <translation>指挥区</translation>
    </message>
    <message>
        <source>Stack (top first)</source>
        <translation>堆叠（顶部在前）</translation>
    </message>
    <message>
        <source>Aura</source>
        <translation>灵气</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>武具</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>工事</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>严格</translation>
    </message>
    <message>
        <source>Assist</source>
        <translation>辅助</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source> by {s}</source>
        <translation>（由{s}）</translation>
    </message>
    <message>
        <source>face down #{n}, {m}{src}</source>
        <translation>牌面朝下#{n}，{m}{src}</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>牌面朝下</translation>
    </message>
    <message>
        <source>attached to {c}</source>
        <translation>结附于{c}</translation>
    </message>
    <message>
        <source>owned by {p}</source>
        <translation>拥有者：{p}</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>设置局面</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>牌张</translation>
    </message>
    <message>
        <source>{p}&apos;s life</source>
        <translation>{p}的生命</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>生命</translation>
    </message>
    <message>
        <source>e.g. 2 poison</source>
        <translation>例如：2 中毒</translation>
    </message>
    <message>
        <source>{p}&apos;s counters</source>
        <translation>{p}的指示物</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>指示物</translation>
    </message>
    <message>
        <source>The first card is the top.</source>
        <translation>第一张牌在顶部。</translation>
    </message>
    <message>
        <source>Drag cards here from the search panel or the board; the first card is the top.</source>
        <translation>从搜索或盘面把牌拖到这里；第一张牌在顶部。</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Set the turn</source>
        <translation>设定回合</translation>
    </message>
    <message>
        <source>Set the active player</source>
        <translation>设定主动牌手</translation>
    </message>
    <message>
        <source>Set the step</source>
        <translation>设定步骤</translation>
    </message>
    <message>
        <source>Set the rules mode</source>
        <translation>设定规则模式</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>主动牌手</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>What the rules say of the position</source>
        <translation>规则对此局面的判定</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>局面(&amp;P)</translation>
    </message>
    <message>
        <source>New empty position</source>
        <translation>新的空局面</translation>
    </message>
    <message>
        <source>Open a position or a game…</source>
        <translation>打开局面或游戏…</translation>
    </message>
    <message>
        <source>Save the position…</source>
        <translation>保存局面…</translation>
    </message>
    <message numerus="yes">
        <source>A position the rules accept: %n card(s).</source>
        <translation>
            <numerusform>规则接受的局面：%n张牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export for a seat…</source>
        <translation>为某个座位导出…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>牌手…</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>从此局面开始游戏</translation>
    </message>
    <message>
        <source>Record a lesson from this position…</source>
        <translation>从此局面录制课程…</translation>
    </message>
    <message>
        <source>Remove the card</source>
        <translation>移除此牌</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>复制局面</translation>
    </message>
    <message>
        <source>Copy the full position…</source>
        <translation>复制完整局面…</translation>
    </message>
    <message>
        <source> Rule {r}.</source>
        <translation> 规则{r}。</translation>
    </message>
    <message>
        <source>Refused: {why}.{rule}</source>
        <translation>拒绝：{why}。{rule}</translation>
    </message>
    <message>
        <source>Add {c}</source>
        <translation>添加{c}</translation>
    </message>
    <message>
        <source>Move {c}</source>
        <translation>移动{c}</translation>
    </message>
    <message>
        <source>Add to</source>
        <translation>添加到</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>移动到</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>堆叠</translation>
    </message>
    <message>
        <source>Set {p}&apos;s life</source>
        <translation>设定{p}的生命</translation>
    </message>
    <message>
        <source>a count is at most {n}</source>
        <translation>数量最多为{n}</translation>
    </message>
    <message>
        <source>Set {p}&apos;s counters</source>
        <translation>设定{p}的指示物</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>牌手</translation>
    </message>
    <message>
        <source>The players in seat order, separated by commas:</source>
        <translation>按座位顺序排列的牌手，用逗号分隔：</translation>
    </message>
    <message>
        <source>Set the players</source>
        <translation>设定牌手</translation>
    </message>
    <message>
        <source>Remove {c}</source>
        <translation>移除{c}</translation>
    </message>
    <message>
        <source>Selected card</source>
        <translation>选中的牌</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>面</translation>
    </message>
    <message>
        <source>its source, e.g. Cryptic Coat</source>
        <translation>其来源，例如 Cryptic Coat</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>登场编号</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Change the controller</source>
        <translation>更改操控者</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>操控者</translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation>横置</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>横置</translation>
    </message>
    <message>
        <source>Set damage</source>
        <translation>设定伤害</translation>
    </message>
    <message>
        <source>e.g. 2 +1/+1; 1 charge</source>
        <translation>例如：2 +1/+1; 1 charge</translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation>结附于</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>牌面朝上</translation>
    </message>
    <message>
        <source>Face down: {m}</source>
        <translation>牌面朝下：{m}</translation>
    </message>
    <message>
        <source>Exiled face down</source>
        <translation>牌面朝下放逐</translation>
    </message>
    <message>
        <source>Turn face down</source>
        <translation>翻成牌面朝下</translation>
    </message>
    <message>
        <source>Set counters</source>
        <translation>设定指示物</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Click a card to set what it is.</source>
        <translation>点击一张牌以设定它是什么。</translation>
    </message>
    <message>
        <source>{c}: {p}&apos;s {z}</source>
        <translation>{c}：{p}的{z}</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>清空盘面</translation>
    </message>
    <message>
        <source>Open a position or a game</source>
        <translation>打开局面或游戏</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop *.json);;All files (*)</source>
        <translation>tabletop游戏 (*.tabletop *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>打开局面</translation>
    </message>
    <message>
        <source>tabletop</source>
        <translation>tabletop</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>保存局面</translation>
    </message>
    <message>
        <source>tabletop games (*.tabletop)</source>
        <translation>tabletop游戏 (*.tabletop)</translation>
    </message>
    <message>
        <source>position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Export for a seat</source>
        <translation>为某个座位导出</translation>
    </message>
    <message>
        <source>What this seat may know:</source>
        <translation>此座位可以知道的内容：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Exports (*.json)</source>
        <translation>导出文件 (*.json)</translation>
    </message>
    <message>
        <source>Close the position editor?</source>
        <translation>关闭局面编辑器？</translation>
    </message>
    <message>
        <source>This position has changes that are not saved. Close the editor and lose them?</source>
        <translation>此局面有未保存的更改。关闭编辑器并丢弃它们？</translation>
    </message>
    <message>
        <source>Copy the full position?</source>
        <translation>复制完整局面？</translation>
    </message>
    <message>
        <source>The full position names every card: each hand, each library in order, every face-down card. Whoever reads it knows what the players may not. Copy it?</source>
        <translation>完整局面会写出每一张牌：每手手牌、按顺序的每个牌库、每张牌面朝下的牌。读到的人会知道牌手不应知道的信息。要复制吗？</translation>
    </message>
    <message>
        <source>The clipboard holds {n} bytes; a position text is at most {m}.</source>
        <translation>剪贴板内容为{n}字节；局面文本最多{m}字节。</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not a position: {e}</source>
        <translation>剪贴板中的文本不是局面：{e}</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>粘贴局面</translation>
    </message>
    <message>
        <source>Card name (any language) or rules text</source>
        <translation>牌名（任意语言）或规则叙述</translation>
    </message>
    <message>
        <source>Search the cards</source>
        <translation>搜索牌张</translation>
    </message>
    <message>
        <source>Cards found: drag one onto a zone</source>
        <translation>找到的牌：将一张拖到某个区域</translation>
    </message>
    <message>
        <source>Drag a card onto any zone of any seat.</source>
        <translation>将一张牌拖到任意座位的任意区域。</translation>
    </message>
    <message>
        <source>{name} (token)</source>
        <translation>{name}（衍生物）</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield</source>
        <translation>{p}的战场</translation>
    </message>
    <message>
        <source>{p}&apos;s battlefield: drop cards here</source>
        <translation>{p}的战场：把牌放在这里</translation>
    </message>
    <message>
        <source>{seat} — battlefield</source>
        <translation>{seat} — 战场</translation>
    </message>
    <message>
        <source>{seat} — hand</source>
        <translation>{seat} — 手牌</translation>
    </message>
    <message>
        <source>{seat} — hand ({n})</source>
        <translation>{seat} — 手牌（{n}）</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白色</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>colorless</source>
        <translation>无色</translation>
    </message>
    <message>
        <source>Create tokens</source>
        <translation>派出衍生物</translation>
    </message>
    <message>
        <source>Search tokens: name, type, text, P/T, colour</source>
        <translation>搜索衍生物：名称、类别、叙述、力量/防御力、颜色</translation>
    </message>
    <message>
        <source>Search tokens</source>
        <translation>搜索衍生物</translation>
    </message>
    <message>
        <source>From the list</source>
        <translation>从列表</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>e.g. Creature — Soldier</source>
        <translation>例如：生物 — 士兵</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Power / toughness</source>
        <translation>力量／防御力</translation>
    </message>
    <message>
        <source>Abilities, e.g. Flying</source>
        <translation>异能，例如 飞行</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>异能</translation>
    </message>
    <message>
        <source>Custom token</source>
        <translation>自定义衍生物</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>How many tokens</source>
        <translation>衍生物数量</translation>
    </message>
    <message>
        <source>Enter tapped</source>
        <translation>横置进场</translation>
    </message>
    <message>
        <source>Create a game</source>
        <translation>创建游戏</translation>
    </message>
    <message>
        <source>{name}&apos;s game</source>
        <translation>{name}的游戏</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>游戏名称</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N):</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>赛制</translation>
    </message>
    <message>
        <source>A name for the players, e.g. Standard, Modern, Commander</source>
        <translation>给玩家看的名称，例如标准、摩登、指挥官</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>赛制(&amp;F):</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>座位(&amp;E):</translation>
    </message>
    <message>
        <source>Starting &amp;life:</source>
        <translation>起始生命(&amp;L):</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>一局</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>三局两胜</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>比赛(&amp;M):</translation>
    </message>
    <message>
        <source>Spectators allowed</source>
        <translation>允许观战</translation>
    </message>
    <message>
        <source>Chess clock, minutes per player</source>
        <translation>棋钟，每位玩家的分钟数</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game, in minutes. The clock of the player who must act runs; a player whose time runs out loses the game. 0: no clock.</source>
        <translation>每位玩家整局游戏的时间（分钟）。需要行动的玩家的钟在走；时间用完的玩家输掉这局游戏。0：不计时。</translation>
    </message>
    <message>
        <source>Chess cl&amp;ock:</source>
        <translation>棋钟(&amp;O):</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>派出</translation>
    </message>
    <message numerus="yes">
        <source>%n more token(s) found: search to narrow the list</source>
        <translation>
            <numerusform>另外找到%n个衍生物：请搜索以缩小列表</numerusform>
        </translation>
    </message>
    <message>
        <source>A custom token needs a name.</source>
        <translation>自定义衍生物需要名称。</translation>
    </message>
    <message>
        <source>Give both power and toughness, or neither.</source>
        <translation>请同时给出力量和防御力，或都不给。</translation>
    </message>
    <message>
        <source>A creature token needs a power and a toughness.</source>
        <translation>生物衍生物需要力量和防御力。</translation>
    </message>
    <message>
        <source>The abilities text is too long.</source>
        <translation>异能叙述太长。</translation>
    </message>
    <message>
        <source>No token matches; try another search.</source>
        <translation>没有符合的衍生物；请换个搜索。</translation>
    </message>
    <message>
        <source>Setting up the table…</source>
        <translation>正在准备牌桌…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>spectator (public information only)</source>
        <translation>旁观者（仅公开信息）</translation>
    </message>
    <message>
        <source>{player} lost with a life total of {life} (rule 704.5a).</source>
        <translation>{player}输掉了游戏：生命总值为{life}（规则 704.5a）。</translation>
    </message>
    <message numerus="yes">
        <source>{player} lost with %n poison counters (rule 704.5c).</source>
        <translation>
            <numerusform>{player}因有%n个中毒指示物而输掉了游戏（规则 704.5c）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} conceded (rule 104.3a).</source>
        <translation>{player}认输了（规则 104.3a）。</translation>
    </message>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player}赢得了游戏。</translation>
    </message>
    <message>
        <source>The game is a draw: every player still in it lost at the same time (rule 104.4a).</source>
        <translation>游戏为平局：仍在游戏中的所有牌手同时输掉了游戏（规则 104.4a）。</translation>
    </message>
    <message>
        <source>The game ended with no winner.</source>
        <translation>游戏结束，没有赢家。</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>再玩一局</translation>
    </message>
    <message>
        <source>No next game: the finished game stays on the table.</source>
        <translation>没有下一局：已结束的游戏留在桌上。</translation>
    </message>
    <message>
        <source>Turn {t} · {s} · active: {a}</source>
        <translation>第{t}回合 · {s} · 主动：{a}</translation>
    </message>
    <message>
        <source>shared board (read-only)</source>
        <translation>共享盘面（只读）</translation>
    </message>
    <message>
        <source>{state} · viewing as {who} · rules: {mode}</source>
        <translation>{state} · 以{who}的视角 · 规则：{mode}</translation>
    </message>
    <message>
        <source>Turn {t} · active: {a}</source>
        <translation>第{t}回合 · 主动：{a}</translation>
    </message>
    <message>
        <source>A shared board is read-only: no chat.</source>
        <translation>共享盘面为只读：不能聊天。</translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation>一位旁观者</translation>
    </message>
    <message>
        <source>Shared board — read-only, as {seat} saw it</source>
        <translation>共享盘面 — 只读，为{seat}所见的样子</translation>
    </message>
    <message>
        <source>A shared board is read-only: nothing on it can change and it can&apos;t be saved. Open a game or start a new one to play.</source>
        <translation>共享盘面为只读：其上的任何内容都无法改变，也无法保存。请打开一局游戏或开始新游戏进行游玩。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>New demo game</source>
        <translation>新的演示游戏</translation>
    </message>
    <message>
        <source>New game from two decklists…</source>
        <translation>用两份套牌列表开始新游戏…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Open replay…</source>
        <translation>打开回放…</translation>
    </message>
    <message>
        <source>Open deck…</source>
        <translation>打开套牌…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>牌(&amp;C)</translation>
    </message>
    <message>
        <source>Turn face up…</source>
        <translation>翻回正面…</translation>
    </message>
    <message>
        <source>Cast face down…</source>
        <translation>牌面朝下施放…</translation>
    </message>
    <message>
        <source>Host a network game…</source>
        <translation>主持网络游戏…</translation>
    </message>
    <message>
        <source>Issue a new invite…</source>
        <translation>发出新邀请…</translation>
    </message>
    <message>
        <source>Join…</source>
        <translation>加入…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>A new language takes effect when tabletop starts again</source>
        <translation>新语言将在tabletop下次启动时生效</translation>
    </message>
    <message>
        <source>Car&amp;ds</source>
        <translation>牌张(&amp;D)</translation>
    </message>
    <message>
        <source>Nothing to undo: a game opened from a file starts its undo history when it opens.</source>
        <translation>没有可撤销的操作：从文件打开的游戏，其撤销历史从打开时开始。</translation>
    </message>
    <message>
        <source>Nothing to undo: the undo history starts here.</source>
        <translation>没有可撤销的操作：撤销历史从这里开始。</translation>
    </message>
    <message>
        <source>Play online…</source>
        <translation>在线对战…</translation>
    </message>
    <message>
        <source>Card database…</source>
        <translation>牌张数据库…</translation>
    </message>
    <message>
        <source>Deck editor…</source>
        <translation>套牌编辑器…</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Fit the table</source>
        <translation>牌桌适应窗口</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>面板</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>对齐网格</translation>
    </message>
    <message>
        <source>Hot-seat play (curtain between turns)</source>
        <translation>同机轮流（回合之间拉上隐私帘）</translation>
    </message>
    <message>
        <source>Pass to the next seat</source>
        <translation>交给下一个座位</translation>
    </message>
    <message>
        <source>tabletop shows this language now.</source>
        <translation>tabletop已经在使用此语言。</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>Strict: refuse illegal actions</source>
        <translation>严格：拒绝不合规的动作</translation>
    </message>
    <message>
        <source>Assist: warn, allow a logged override</source>
        <translation>辅助：警告，允许记录在案的忽略</translation>
    </message>
    <message>
        <source>Card language</source>
        <translation>牌张语言</translation>
    </message>
    <message>
        <source>Draw automatically in the draw step</source>
        <translation>在抓牌步骤自动抓牌</translation>
    </message>
    <message>
        <source>Card images…</source>
        <translation>牌张图片…</translation>
    </message>
    <message>
        <source>Set up a position…</source>
        <translation>设置局面…</translation>
    </message>
    <message>
        <source>Spectator (public information only)</source>
        <translation>旁观者（仅公开信息）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Select a card first (Tab moves between cards).</source>
        <translation>请先选择一张牌（Tab在牌之间切换）。</translation>
    </message>
    <message numerus="yes">
        <source>{what} (%n card(s))</source>
        <translation>
            <numerusform>{what}（%n张牌）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n card(s)</source>
        <translation>
            <numerusform>移动%n张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>On a joined table, exile the top card once you know it: look at it first (Look at the top cards…, Ctrl+J).</source>
        <translation>在加入的牌桌上，知道牌库顶的牌后才能将其放逐：请先检视它（检视牌库顶的牌…，Ctrl+J）。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The language changes when tabletop starts again.</source>
        <translation>语言将在tabletop下次启动时切换。</translation>
    </message>
    <message>
        <source>Attach {what}</source>
        <translation>结附{what}</translation>
    </message>
    <message>
        <source>{seat}&apos;s {zone}</source>
        <translation>{seat}的{zone}</translation>
    </message>
    <message>
        <source>{name}: manifest</source>
        <translation>{name}：显化</translation>
    </message>
    <message>
        <source>{player} controls {name}: {player} manifests dread.</source>
        <translation>{player}操控{name}：由{player}进行惊惧显化。</translation>
    </message>
    <message numerus="yes">
        <source>{name}: gain %n life</source>
        <translation>
            <numerusform>{name}：获得%n点生命</numerusform>
        </translation>
    </message>
    <message>
        <source>Not allowed: {why}</source>
        <translation>不允许：{why}</translation>
    </message>
    <message>
        <source>{action}: {card}</source>
        <translation>{action}：{card}</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest</source>
        <translation>Primordial Mist：显化</translation>
    </message>
    <message>
        <source>the top card of the {zone}</source>
        <translation>{zone}顶的牌</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: manifest</source>
        <translation>Cryptic Pursuit：显化</translation>
    </message>
    <message>
        <source>That card is no longer in a graveyard.</source>
        <translation>那张牌已不在坟墓场中。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: exile it; you may cast it</source>
        <translation>Cryptic Pursuit：放逐它；你可以施放它</translation>
    </message>
    <message>
        <source>Privacy curtain: waiting for {who}</source>
        <translation>隐私帘：等待{who}</translation>
    </message>
    <message>
        <source>Rules mode: {m}</source>
        <translation>规则模式：{m}</translation>
    </message>
    <message>
        <source>The game is still open; tabletop tries again after each action. Use File → Save as to keep a copy elsewhere.</source>
        <translation>游戏仍然打开；tabletop会在每个动作后重试。使用“文件 → 另存为”在别处保留一份副本。</translation>
    </message>
    <message>
        <source>Not autosaved: {e}</source>
        <translation>未自动保存：{e}</translation>
    </message>
    <message>
        <source>Autosave works again: the game is saved ({p}).</source>
        <translation>自动保存恢复正常：游戏已保存（{p}）。</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>This window hosts a network game: close it to stop hosting before another game is opened here.</source>
        <translation>此窗口正在主持网络游戏：在此打开其他游戏之前，请先关闭它以停止主持。</translation>
    </message>
    <message>
        <source>Open a game or a shared board</source>
        <translation>打开游戏或共享盘面</translation>
    </message>
    <message>
        <source>tabletop games and shared boards (*.tabletop *.json);;All files (*)</source>
        <translation>tabletop游戏和共享盘面 (*.tabletop *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Checking the log of {p}: the board is shown read-only until then.</source>
        <translation>正在检查 {p} 的记录：在此之前，牌桌以只读方式显示。</translation>
    </message>
    <message>
        <source>A shared board is read-only: it can&apos;t be saved. Its file stays as it is; open a game or start a new one to play.</source>
        <translation>共享盘面为只读：无法保存。其文件保持原样；请打开一局游戏或开始新游戏进行游玩。</translation>
    </message>
    <message>
        <source>recovered game, not saved yet</source>
        <translation>已恢复的对局，尚未保存</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation>恢复游戏？</translation>
    </message>
    <message>
        <source>An autosaved game ({p}) is newer than your last save. Open it?</source>
        <translation>有一局自动保存的游戏（{p}）比你上次保存的更新。要打开吗？</translation>
    </message>
    <message>
        <source>Choose a lesson…</source>
        <translation>选择课程…</translation>
    </message>
    <message>
        <source>Open a lesson file…</source>
        <translation>打开课程文件…</translation>
    </message>
    <message>
        <source>The lessons could not be read.</source>
        <translation>无法读取课程。</translation>
    </message>
    <message>
        <source>This lesson can&apos;t be started.</source>
        <translation>无法开始这门课程。</translation>
    </message>
    <message>
        <source>Life and counters</source>
        <translation>生命与指示物</translation>
    </message>
    <message>
        <source>Roll a die</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <source>Roll a d{n}</source>
        <translation>掷一个d{n}</translation>
    </message>
    <message>
        <source>{seat}: life {old} → {new}</source>
        <translation>{seat}：生命 {old} → {new}</translation>
    </message>
    <message>
        <source>{seat} has no {counter} counter.</source>
        <translation>{seat}没有{counter}指示物。</translation>
    </message>
    <message>
        <source>{seat}: {counter} {old} → {new}</source>
        <translation>{seat}：{counter} {old} → {new}</translation>
    </message>
    <message>
        <source>Set {seat}&apos;s life</source>
        <translation>设定{seat}的生命</translation>
    </message>
    <message>
        <source>{seat}&apos;s counters</source>
        <translation>{seat}的指示物</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>A counter needs a name.</source>
        <translation>指示物需要名称。</translation>
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
        <translation>{what}上的指示物</translation>
    </message>
    <message>
        <source>How many (negative: remove)</source>
        <translation>数量（负数：移去）</translation>
    </message>
    <message>
        <source>{n} {name} counters on {what}</source>
        <translation>在{what}上放置{n}个{name}指示物</translation>
    </message>
    <message>
        <source>{n} {name} counters off {what}</source>
        <translation>从{what}上移去{n}个{name}指示物</translation>
    </message>
    <message>
        <source>Note on {what}</source>
        <translation>{what}上的备注</translation>
    </message>
    <message>
        <source>Note off {what}</source>
        <translation>移除{what}上的备注</translation>
    </message>
    <message numerus="yes">
        <source>Create %n {name} token(s)</source>
        <translation>
            <numerusform>派出%n个{name}衍生物</numerusform>
        </translation>
    </message>
    <message>
        <source>Create a {name} token</source>
        <translation>派出一个{name}衍生物</translation>
    </message>
    <message>
        <source>Roll a d{s}</source>
        <translation>掷一个d{s}</translation>
    </message>
    <message>
        <source>Roll {n}d{s}</source>
        <translation>掷{n}d{s}</translation>
    </message>
    <message>
        <source>Roll dice</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <source>(total {t})</source>
        <translation>（合计{t}）</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}</source>
        <translation>{player}掷出{dice}：{results}</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}</source>
        <translation>{player}掷硬币：{result}</translation>
    </message>
    <message>
        <source>Click the card or player to point at (Esc: cancel).</source>
        <translation>点击要指向的牌或牌手（Esc：取消）。</translation>
    </message>
    <message>
        <source>Point from {a} at {b}</source>
        <translation>从{a}指向{b}</translation>
    </message>
    <message>
        <source>move {cards}</source>
        <translation>移动{cards}</translation>
    </message>
    <message>
        <source>tap {cards}</source>
        <translation>横置{cards}</translation>
    </message>
    <message>
        <source>untap {cards}</source>
        <translation>重置{cards}</translation>
    </message>
    <message>
        <source>change the counters on {cards}</source>
        <translation>更改{cards}上的指示物</translation>
    </message>
    <message>
        <source>deal damage to {cards}</source>
        <translation>对{cards}造成伤害</translation>
    </message>
    <message>
        <source>apply an effect to {cards}</source>
        <translation>对{cards}施加效应</translation>
    </message>
    <message>
        <source>make {cards} a copy of another card</source>
        <translation>使{cards}成为另一张牌的复制品</translation>
    </message>
    <message>
        <source>transform {cards}</source>
        <translation>转化{cards}</translation>
    </message>
    <message>
        <source>turn {cards} face down</source>
        <translation>将{cards}翻为牌面朝下</translation>
    </message>
    <message>
        <source>turn {cards} face up</source>
        <translation>将{cards}翻为牌面朝上</translation>
    </message>
    <message>
        <source>counter {cards}</source>
        <translation>反击{cards}</translation>
    </message>
    <message>
        <source>attach {cards}</source>
        <translation>结附{cards}</translation>
    </message>
    <message>
        <source>gain control of {cards}</source>
        <translation>获得{cards}的操控权</translation>
    </message>
    <message>
        <source>put {cards} onto the battlefield</source>
        <translation>将{cards}放进战场</translation>
    </message>
    <message>
        <source>change {player}&apos;s life total</source>
        <translation>更改{player}的总生命</translation>
    </message>
    <message>
        <source>change {player}&apos;s counters</source>
        <translation>更改{player}的指示物</translation>
    </message>
    <message>
        <source>create a token for {player}</source>
        <translation>为{player}派出衍生物</translation>
    </message>
    <message>
        <source>mill cards from {player}&apos;s library</source>
        <translation>从{player}的牌库磨牌</translation>
    </message>
    <message>
        <source>shuffle {player}&apos;s library</source>
        <translation>洗{player}的牌库</translation>
    </message>
    <message>
        <source>untap all of {player}&apos;s permanents</source>
        <translation>重置{player}的所有永久物</translation>
    </message>
    <message>
        <source>make {player} reveal cards</source>
        <translation>让{player}展示牌</translation>
    </message>
    <message>
        <source>look at the top cards of {player}&apos;s library</source>
        <translation>检视{player}牌库顶的牌</translation>
    </message>
    <message>
        <source>search {player}&apos;s library</source>
        <translation>搜寻{player}的牌库</translation>
    </message>
    <message>
        <source>arrange the top cards of {player}&apos;s library</source>
        <translation>整理{player}牌库顶的牌</translation>
    </message>
    <message>
        <source>turn table trust on: players act on each other&apos;s things without asking</source>
        <translation>开启牌桌信任：玩家无需询问即可操作彼此的东西</translation>
    </message>
    <message>
        <source>move {cards} to the {zone}</source>
        <translation>将{cards}移到{zone}</translation>
    </message>
    <message>
        <source>an action ({kind})</source>
        <translation>一个动作（{kind}）</translation>
    </message>
    <message>
        <source>a card that has left</source>
        <translation>一张已离开的牌</translation>
    </message>
    <message>
        <source>a card in {owner}&apos;s {zone}</source>
        <translation>{owner}的{zone}中的一张牌</translation>
    </message>
    <message>
        <source>face-down #{n} ({id})</source>
        <translation>牌面朝下#{n}（{id}）</translation>
    </message>
    <message>
        <source>a card ({id})</source>
        <translation>一张牌（{id}）</translation>
    </message>
    <message>
        <source>{by} asks you to allow: {what}</source>
        <translation>{by}请求你允许：{what}</translation>
    </message>
    <message>
        <source>Waiting for {to}: {what}</source>
        <translation>等待{to}：{what}</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {what}</source>
        <translation>{by}请求{to}允许：{what}</translation>
    </message>
    <message>
        <source> · table trust</source>
        <translation> · 牌桌信任</translation>
    </message>
    <message>
        <source>Asked: nothing changes until the other player accepts.</source>
        <translation>已请求：在对方接受之前不会有任何变化。</translation>
    </message>
    <message>
        <source>Asked {player}: {player} answers when at the table; nothing changes until then.</source>
        <translation>已请求{player}：{player}在牌桌前时回应；在此之前不会有任何变化。</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>Accept: {what}</source>
        <translation>接受：{what}</translation>
    </message>
    <message>
        <source>Accept {by}&apos;s request: {what}</source>
        <translation>接受{by}的请求：{what}</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Decline: {what}</source>
        <translation>拒绝：{what}</translation>
    </message>
    <message>
        <source>Decline {by}&apos;s request: {what}</source>
        <translation>拒绝{by}的请求：{what}</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>撤回</translation>
    </message>
    <message>
        <source>Withdraw the request: {what}</source>
        <translation>撤回请求：{what}</translation>
    </message>
    <message>
        <source>Withdraw the request to {to}: {what}</source>
        <translation>撤回对{to}的请求：{what}</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Accept the first request</source>
        <translation>接受第一个请求</translation>
    </message>
    <message>
        <source>Decline the first request</source>
        <translation>拒绝第一个请求</translation>
    </message>
    <message>
        <source>Players may act on each other&apos;s things without asking</source>
        <translation>玩家可以无需询问即操作彼此的东西</translation>
    </message>
    <message>
        <source>Table trust: an action on another player&apos;s things is carried out without asking (never one that would show their hidden cards). Turning it on asks the other player.</source>
        <translation>牌桌信任：对其他玩家东西的动作无需询问即执行（绝不包括会展示其隐藏牌的动作）。开启时需询问另一位玩家。</translation>
    </message>
    <message>
        <source>No request waits for your answer.</source>
        <translation>没有等待你回应的请求。</translation>
    </message>
    <message>
        <source>Table trust on</source>
        <translation>牌桌信任开启</translation>
    </message>
    <message>
        <source>Table trust off</source>
        <translation>牌桌信任关闭</translation>
    </message>
    <message>
        <source>Who goes first?</source>
        <translation>谁先开始？</translation>
    </message>
    <message>
        <source>{player} lost the last game and chooses who goes first in the next one (rule 103.1).</source>
        <translation>{player}输掉了上一局，由其选择下一局谁先开始（规则 103.1）。</translation>
    </message>
    <message>
        <source>{player} goes first</source>
        <translation>{player}先开始</translation>
    </message>
    <message>
        <source>Start the next game</source>
        <translation>开始下一局</translation>
    </message>
    <message>
        <source>Sideboarding: {player}</source>
        <translation>调整备牌：{player}</translation>
    </message>
    <message>
        <source>{player}: swap cards between your main deck and your sideboard before the next game.</source>
        <translation>{player}：在下一局开始前，在你的主牌和备牌之间交换牌。</translation>
    </message>
    <message>
        <source>To the sideboard →</source>
        <translation>移到备牌 →</translation>
    </message>
    <message>
        <source>← To the main deck</source>
        <translation>← 移到主牌</translation>
    </message>
    <message numerus="yes">
        <source>Main deck: %n card(s)</source>
        <translation>
            <numerusform>主牌：%n张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sideboard: %n card(s)</source>
        <translation>
            <numerusform>备牌：%n张</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n}秒</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n}分钟</translation>
    </message>
    <message>
        <source>{h} h {m} min</source>
        <translation>{h}小时{m}分钟</translation>
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
        <translation>剩余{time}</translation>
    </message>
    <message>
        <source>Cards imported from files</source>
        <translation>从文件导入的牌张</translation>
    </message>
    <message>
        <source>{source} (the date of its data is not known)</source>
        <translation>{source}（数据日期未知）</translation>
    </message>
    <message>
        <source>{source}, data of {date}</source>
        <translation>{source}，{date}的数据</translation>
    </message>
    <message>
        <source>Imported {cards} cards from {files}; the database holds {total} cards.</source>
        <translation>已从{files}导入{cards}张牌；数据库共有{total}张牌。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) that could not be read were left out.</source>
        <translation>
            <numerusform>已略过%n条无法读取的记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Newer card data is there: {date} (the database&apos;s is of {have}). Download the database to get it.</source>
        <translation>有更新的牌张数据：{date}（数据库中的数据为{have}）。下载数据库即可获取。</translation>
    </message>
    <message>
        <source>The card database is up to date: its data is of {date}.</source>
        <translation>牌张数据库已是最新：其数据为{date}。</translation>
    </message>
    <message>
        <source>Can&apos;t tell whether newer card data is there: {reason}.</source>
        <translation>无法判断是否有更新的牌张数据：{reason}。</translation>
    </message>
    <message>
        <source>no cards.xml</source>
        <translation>没有cards.xml</translation>
    </message>
    <message numerus="yes">
        <source>Found in {root}: {files}, %n custom set(s), {decks}.</source>
        <translation>
            <numerusform>在{root}中找到：{files}，%n个自定义系列，{decks}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n副套牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Card database</source>
        <translation>牌张数据库</translation>
    </message>
    <message>
        <source>The card database in use</source>
        <translation>正在使用的牌张数据库</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>牌张：</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>数据：</translation>
    </message>
    <message>
        <source>Download every card</source>
        <translation>下载所有牌张</translation>
    </message>
    <message>
        <source>Scryfall (one record a card, with its images)</source>
        <translation>Scryfall（每张牌一条记录，附图片）</translation>
    </message>
    <message>
        <source>MTGJSON (with its translations)</source>
        <translation>MTGJSON（附翻译）</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Optional: a card file or a listing to use instead of the source&apos;s own address</source>
        <translation>可选：用来代替来源地址的牌张文件或列表</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>检查更新</translation>
    </message>
    <message>
        <source>Import card files</source>
        <translation>导入牌张文件</translation>
    </message>
    <message>
        <source>A card file, or a folder of card files</source>
        <translation>牌张文件，或存放牌张文件的文件夹</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Use a Cockatrice installation</source>
        <translation>使用已安装的Cockatrice</translation>
    </message>
    <message>
        <source>Cockatrice&apos;s data folder</source>
        <translation>Cockatrice的数据文件夹</translation>
    </message>
    <message>
        <source>Use this Cockatrice</source>
        <translation>使用此Cockatrice</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Can&apos;t be read: {reason}.</source>
        <translation>无法读取：{reason}。</translation>
    </message>
    <message>
        <source>None yet: only the {n} cards that come with tabletop.</source>
        <translation>尚无：只有tabletop自带的{n}张牌。</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n}张牌</translation>
    </message>
    <message>
        <source>No Cockatrice installation was found in its usual folders: choose its data folder (the one holding cards.xml).</source>
        <translation>在常用文件夹中未找到已安装的Cockatrice：请选择它的数据文件夹（含有cards.xml的文件夹）。</translation>
    </message>
    <message>
        <source>Import a card file</source>
        <translation>导入牌张文件</translation>
    </message>
    <message>
        <source>Import a folder of card files</source>
        <translation>导入存放牌张文件的文件夹</translation>
    </message>
    <message>
        <source>The address must be a web address (http:// or https://).</source>
        <translation>地址必须是网址（http:// 或 https://）。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Checking for updates…</source>
        <translation>正在检查更新…</translation>
    </message>
    <message>
        <source>Name a card file or a folder of card files to import.</source>
        <translation>请指定要导入的牌张文件或存放牌张文件的文件夹。</translation>
    </message>
    <message>
        <source>Importing the cards…</source>
        <translation>正在导入牌张…</translation>
    </message>
    <message>
        <source>No cards imported: {reason}.</source>
        <translation>未导入任何牌张：{reason}。</translation>
    </message>
    <message>
        <source>Importing Cockatrice&apos;s cards…</source>
        <translation>正在导入Cockatrice的牌张…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Can&apos;t check for updates: {reason}.</source>
        <translation>无法检查更新：{reason}。</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}. The card database is as it was.</source>
        <translation>未作任何更改：{reason}。牌张数据库保持原样。</translation>
    </message>
    <message>
        <source>The check for updates was cancelled.</source>
        <translation>已取消检查更新。</translation>
    </message>
    <message>
        <source>The download was cancelled; the card database is as it was. What was downloaded is kept: Download carries on from there.</source>
        <translation>已取消下载；牌张数据库保持原样。已下载的部分会保留：“下载”会从那里继续。</translation>
    </message>
    <message>
        <source>The import was cancelled; the card database is as it was.</source>
        <translation>已取消导入；牌张数据库保持原样。</translation>
    </message>
    <message>
        <source>Its decks are in {folder}.</source>
        <translation>其套牌位于{folder}。</translation>
    </message>
    <message>
        <source>Its pictures are used for the cards&apos; images.</source>
        <translation>其图片将用作牌张图片。</translation>
    </message>
    <message>
        <source>tabletop comes with a few cards for its demo. Download every card, import card files or use your Cockatrice installation to play your own decks.</source>
        <translation>tabletop只自带少量用于演示的牌张。要使用自己的套牌，请下载所有牌张、导入牌张文件，或使用已安装的Cockatrice。</translation>
    </message>
    <message>
        <source>Mana curve: cards of the main deck and the commander by mana value (lands not counted)</source>
        <translation>法术力曲线：主牌与指挥官的牌，按法术力值（不计地）</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>在线对战</translation>
    </message>
    <message>
        <source>Hide this dialog; you stay logged in (Game → Play online… shows it again)</source>
        <translation>隐藏此对话框；你仍保持登录（游戏 → 在线对战… 可再次显示）</translation>
    </message>
    <message>
        <source>type the name you want first</source>
        <translation>请先输入你想要的名称</translation>
    </message>
    <message>
        <source>This name can&apos;t be registered: {why}</source>
        <translation>无法注册此名称：{why}</translation>
    </message>
    <message>
        <source>Registering {name} on {server}…</source>
        <translation>正在 {server} 上注册 {name}…</translation>
    </message>
    <message>
        <source>Choose your credentials file first, or register a name.</source>
        <translation>请先选择你的凭据文件，或注册一个名称。</translation>
    </message>
    <message>
        <source>Connecting to {server} as {name}…</source>
        <translation>正在以 {name} 身份连接到 {server}…</translation>
    </message>
    <message>
        <source>{name} on {server}</source>
        <translation>{server} 上的 {name}</translation>
    </message>
    <message>
        <source>Choose the deck you will play first (a deck file or the deck editor&apos;s deck).</source>
        <translation>请先选择你要使用的套牌（套牌文件或套牌编辑器中的套牌）。</translation>
    </message>
    <message>
        <source>Game {game} created: waiting for the other players.</source>
        <translation>已创建游戏 {game}：正在等待其他玩家。</translation>
    </message>
    <message>
        <source>Creating the game…</source>
        <translation>正在创建游戏…</translation>
    </message>
    <message>
        <source>You sit in game {game}: the table opens when every seat is taken.</source>
        <translation>你已在游戏 {game} 中就座：所有座位坐满后牌桌会打开。</translation>
    </message>
    <message>
        <source>Joining game {game}…</source>
        <translation>正在加入游戏 {game}…</translation>
    </message>
    <message>
        <source>Choose a deck</source>
        <translation>选择套牌</translation>
    </message>
    <message>
        <source>Decklists (*.txt *.dec *.dck *.cod *.dek);;All files (*)</source>
        <translation>套牌列表 (*.txt *.dec *.dck *.cod *.dek);;所有文件 (*)</translation>
    </message>
    <message>
        <source>This deck can&apos;t be used: {why}</source>
        <translation>无法使用此套牌：{why}</translation>
    </message>
    <message>
        <source>The deck editor has no deck open: open it (Cards → Deck editor…) and make or open one.</source>
        <translation>套牌编辑器中没有打开的套牌：请打开它（卡牌 → 套牌编辑器…）并新建或打开一副套牌。</translation>
    </message>
    <message>
        <source>the deck editor&apos;s deck</source>
        <translation>套牌编辑器中的套牌</translation>
    </message>
    <message>
        <source>{deck}: {main} cards, sideboard {side}</source>
        <translation>{deck}：{main} 张，备牌 {side} 张</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>棋钟</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>等待玩家</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>正在开始</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>sideboarding</source>
        <translation>调整备牌</translation>
    </message>
    <message>
        <source>over</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Best of 3: {score}</source>
        <translation>三局两胜：{score}</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Log &amp;out</source>
        <translation>注销(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Games on this server</source>
        <translation>此服务器上的游戏(&amp;G)</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>刷新(&amp;F)</translation>
    </message>
    <message>
        <source>Read the game list again (F5)</source>
        <translation>重新读取游戏列表 (F5)</translation>
    </message>
    <message>
        <source>&amp;Create…</source>
        <translation>创建(&amp;C)…</translation>
    </message>
    <message>
        <source>A new game on the server; you take its first seat with the deck below</source>
        <translation>在服务器上新建游戏；你使用下方的套牌坐第一个座位</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>加入(&amp;J)</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>加入游戏</translation>
    </message>
    <message>
        <source>Take a free seat of the chosen game with the deck below, or open the table of your own seat</source>
        <translation>使用下方的套牌在所选游戏中坐一个空位，或打开你自己座位的牌桌</translation>
    </message>
    <message>
        <source>&amp;Spectate</source>
        <translation>观战(&amp;S)</translation>
    </message>
    <message>
        <source>Spectate the game</source>
        <translation>观看游戏</translation>
    </message>
    <message>
        <source>Watch the chosen game: public information only</source>
        <translation>观看所选游戏：仅公开信息</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>套牌：</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>套牌</translation>
    </message>
    <message>
        <source>&amp;Deck file…</source>
        <translation>套牌文件(&amp;D)…</translation>
    </message>
    <message>
        <source>Choose a deck file</source>
        <translation>选择套牌文件</translation>
    </message>
    <message>
        <source>Play a decklist file (.txt, .dec, .dck, .cod)</source>
        <translation>使用套牌列表文件（.txt、.dec、.dck、.cod）</translation>
    </message>
    <message>
        <source>Deck &amp;editor&apos;s deck</source>
        <translation>套牌编辑器的套牌(&amp;E)</translation>
    </message>
    <message>
        <source>Use the deck editor&apos;s deck</source>
        <translation>使用套牌编辑器中的套牌</translation>
    </message>
    <message>
        <source>Play the deck open in the deck editor</source>
        <translation>使用套牌编辑器中打开的套牌</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>玩家(&amp;P)</translation>
    </message>
    <message>
        <source>Lobby c&amp;hat</source>
        <translation>大厅聊天(&amp;H)</translation>
    </message>
    <message>
        <source>Say something to everyone in the lobby (Enter)</source>
        <translation>对大厅里的所有人说话（回车）</translation>
    </message>
    <message>
        <source>Say something to the lobby</source>
        <translation>在大厅里说点什么</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>● {name} (online)</source>
        <translation>● {name}（在线）</translation>
    </message>
    <message>
        <source>○ {name}</source>
        <translation>○ {name}</translation>
    </message>
    <message>
        <source>Play on a shared server: every player connects to it, nobody needs to open a port. Ask its owner for its address.</source>
        <translation>在共享服务器上对战：所有玩家都连接到服务器，无需开放端口。请向服务器的主人询问地址。</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>服务器地址</translation>
    </message>
    <message>
        <source>The server&apos;s address, as its owner gave it: nats://host:port</source>
        <translation>服务器主人提供的地址：nats://host:port</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>服务器(&amp;S)：</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>A new account</source>
        <translation>新账户</translation>
    </message>
    <message>
        <source>New account name</source>
        <translation>新账户名称</translation>
    </message>
    <message>
        <source>2 to 24 letters a-z, digits, &apos;-&apos; or &apos;_&apos;; unique on the server</source>
        <translation>2 到 24 个字符：字母 a-z、数字、&apos;-&apos; 或 &apos;_&apos;；在服务器上唯一</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>你的名称</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>注册(&amp;R)</translation>
    </message>
    <message>
        <source>Make the account on the server; its credentials file is kept in the app&apos;s settings folder</source>
        <translation>在服务器上创建账户；其凭据文件保存在应用的设置文件夹中</translation>
    </message>
    <message>
        <source>An account of yours</source>
        <translation>你的账户</translation>
    </message>
    <message>
        <source>Credentials file</source>
        <translation>凭据文件</translation>
    </message>
    <message>
        <source>The account&apos;s credentials file (made when you registered)</source>
        <translation>账户的凭据文件（注册时创建）</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>选择(&amp;H)…</translation>
    </message>
    <message>
        <source>Choose a credentials file</source>
        <translation>选择凭据文件</translation>
    </message>
    <message>
        <source>&amp;Log in</source>
        <translation>登录(&amp;L)</translation>
    </message>
    <message>
        <source>Connect to the server with this account</source>
        <translation>使用此账户连接服务器</translation>
    </message>
    <message>
        <source>Credentials (*.creds);;All files (*)</source>
        <translation>凭据 (*.creds);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Opening the table of game {game}…</source>
        <translation>正在打开游戏 {game} 的牌桌…</translation>
    </message>
    <message>
        <source>Game {game}: the table is open.</source>
        <translation>游戏 {game}：牌桌已打开。</translation>
    </message>
    <message>
        <source>Can&apos;t open the table of game {game}: {why}</source>
        <translation>无法打开游戏 {game} 的牌桌：{why}</translation>
    </message>
    <message>
        <source>Game {game}: sideboarding needs the deck you joined with; join again from this lobby.</source>
        <translation>游戏 {game}：调整备牌需要你加入时的套牌；请从此大厅重新加入。</translation>
    </message>
    <message>
        <source>Game {game}: your deck for the next game is in.</source>
        <translation>游戏 {game}：你下一局的套牌已提交。</translation>
    </message>
    <message>
        <source>Game {game}: {player} goes first.</source>
        <translation>游戏 {game}：{player} 先手。</translation>
    </message>
    <message>
        <source>This credentials file can&apos;t be used: {why}</source>
        <translation>无法使用此凭据文件：{why}</translation>
    </message>
    <message>
        <source>Something went wrong: {why}</source>
        <translation>出错了：{why}</translation>
    </message>
    <message>
        <source>The name {name} is taken on this server: choose another.</source>
        <translation>名称 {name} 在此服务器上已被占用：请另选一个。</translation>
    </message>
    <message>
        <source>The server refused: {why}</source>
        <translation>服务器拒绝：{why}</translation>
    </message>
    <message>
        <source>The server refused these credentials: the account is unknown there, was removed, or the file belongs to another server.</source>
        <translation>服务器拒绝了这些凭据：该账户在那里不存在、已被删除，或此文件属于另一台服务器。</translation>
    </message>
    <message>
        <source>Can&apos;t reach the server: {why}</source>
        <translation>无法连接服务器：{why}</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {m} min {s} s left</source>
        <translation>{player} 的棋钟：剩余 {m} 分 {s} 秒</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: {s} s left</source>
        <translation>{player} 的棋钟：剩余 {s} 秒</translation>
    </message>
    <message>
        <source>{player}&apos;s clock: time ran out</source>
        <translation>{player} 的棋钟：时间已用完</translation>
    </message>
    <message>
        <source>, running</source>
        <translation>，正在计时</translation>
    </message>
    <message>
        <source>Chess clocks</source>
        <translation>棋钟</translation>
    </message>
    <message>
        <source>The note (may be empty):</source>
        <translation>备注（可留空）：</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>书签</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note (Ctrl+B)</source>
        <translation>为此条目添加带备注的书签（Ctrl+B）</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Edit the chosen bookmark&apos;s note</source>
        <translation>编辑所选书签的备注</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the chosen bookmark</source>
        <translation>删除所选书签</translation>
    </message>
    <message>
        <source>#{n}: {note}</source>
        <translation>#{n}：{note}</translation>
    </message>
    <message>
        <source>No bookmarks here yet (Ctrl+B adds one).</source>
        <translation>还没有书签（按 Ctrl+B 添加）。</translation>
    </message>
    <message>
        <source>Bookmark entry {n}</source>
        <translation>为条目 {n} 添加书签</translation>
    </message>
    <message>
        <source>Edit the bookmark</source>
        <translation>编辑书签</translation>
    </message>
    <message>
        <source>A redacted export is read-only: its bookmarks can&apos;t be changed here.</source>
        <translation>脱敏导出文件是只读的：无法在此更改其书签。</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t keep bookmarks.</source>
        <translation>此版本的 tabletop 无法保存书签。</translation>
    </message>
    <message>
        <source>The bookmarks could not be saved into {p}: {e}</source>
        <translation>无法将书签保存到 {p}：{e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed: {e}</source>
        <translation>{p} 无法回放：{e}</translation>
    </message>
    <message>
        <source>{p} can&apos;t be replayed with its journal: {e}</source>
        <translation>{p} 无法与其日志一起回放：{e}</translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>打开回放</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>This version of tabletop can&apos;t take a game over.</source>
        <translation>此版本的 tabletop 无法接管对局。</translation>
    </message>
    <message>
        <source>A redacted export holds only one seat&apos;s view: no game can be taken over from it.</source>
        <translation>脱敏导出文件只包含一个座位的视角：无法从中接管对局。</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>展示</translation>
    </message>
    <message>
        <source>peek</source>
        <translation>查看</translation>
    </message>
    <message>
        <source>turn-up</source>
        <translation>翻面</translation>
    </message>
    <message>
        <source>search</source>
        <translation>搜寻</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>洗牌</translation>
    </message>
    <message>
        <source>mulligan</source>
        <translation>再调度</translation>
    </message>
    <message>
        <source>override</source>
        <translation>强制执行</translation>
    </message>
    <message>
        <source>request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>bookmark</source>
        <translation>书签</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Timeline: click or drag to go to an entry</source>
        <translation>时间线：单击或拖动以转到某个条目</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>#{n} {who}: {what}</source>
        <translation>#{n} {who}：{what}</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Setup (before the first entry)</source>
        <translation>初始设置（第一个条目之前）</translation>
    </message>
    <message>
        <source>Entry {n}: the board this export holds</source>
        <translation>条目 {n}：此导出文件所含的局面</translation>
    </message>
    <message>
        <source>Turn {t} ({a})</source>
        <translation>第 {t} 回合（{a}）</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>到开头</translation>
    </message>
    <message>
        <source>Back one entry</source>
        <translation>后退一个条目</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>播放／暂停</translation>
    </message>
    <message>
        <source>Forward one entry</source>
        <translation>前进一个条目</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>到末尾</translation>
    </message>
    <message>
        <source>Ledger of the card</source>
        <translation>此牌的知情记录</translation>
    </message>
    <message>
        <source>Click a card to see who knew it, since when and how.</source>
        <translation>单击一张牌，查看谁知道它、从何时起以及如何得知。</translation>
    </message>
    <message>
        <source>Learned later</source>
        <translation>后来得知</translation>
    </message>
    <message>
        <source>Journal as the lens read it</source>
        <translation>该视角所读到的日志</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>尚未发生任何事。</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>知情记录</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Replay controls</source>
        <translation>回放控制</translation>
    </message>
    <message>
        <source>{n}/s</source>
        <translation>{n}/秒</translation>
    </message>
    <message>
        <source>Playing speed: entries per second</source>
        <translation>播放速度：每秒条目数</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Go to entry (Ctrl+G)</source>
        <translation>转到条目（Ctrl+G）</translation>
    </message>
    <message>
        <source>Go to the start of a turn (Ctrl+T)</source>
        <translation>转到某回合开始（Ctrl+T）</translation>
    </message>
    <message>
        <source>Whose knowledge the replay shows (Ctrl+L)</source>
        <translation>回放显示谁所知道的信息（Ctrl+L）</translation>
    </message>
    <message>
        <source>Lens</source>
        <translation>视角</translation>
    </message>
    <message>
        <source>Lens:</source>
        <translation>视角：</translation>
    </message>
    <message>
        <source>Choose the lens</source>
        <translation>选择视角</translation>
    </message>
    <message>
        <source>Bookmark…</source>
        <translation>书签…</translation>
    </message>
    <message>
        <source>Bookmark this entry with a note</source>
        <translation>为此条目添加带备注的书签</translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation>从此处接管</translation>
    </message>
    <message>
        <source>Start a new hot-seat game from this entry</source>
        <translation>从此条目开始新的同屏对局</translation>
    </message>
    <message>
        <source>Nothing on this board was learned later.</source>
        <translation>此局面中没有后来才得知的内容。</translation>
    </message>
    <message>
        <source>Turn {t}</source>
        <translation>第 {t} 回合</translation>
    </message>
    <message>
        <source>a redacted export: this entry only</source>
        <translation>脱敏导出文件：仅此条目</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>一局游戏</translation>
    </message>
    <message>
        <source>Replay — {file} — {lens}</source>
        <translation>回放 — {file} — {lens}</translation>
    </message>
    <message>
        <source>Card {id}:</source>
        <translation>牌 {id}：</translation>
    </message>
    <message>
        <source>No one&apos;s knowledge of this card is on record for this lens.</source>
        <translation>在此视角下，没有任何人知道此牌的记录。</translation>
    </message>
    <message>
        <source>later: #{n}</source>
        <translation>后来：#{n}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>Known then to: {seats}</source>
        <translation>当时知道的人：{seats}</translation>
    </message>
    <message>
        <source>from the setup</source>
        <translation>自初始设置起</translation>
    </message>
    <message>
        <source>drew it</source>
        <translation>抓了这张牌</translation>
    </message>
    <message>
        <source>looked at it</source>
        <translation>查看了这张牌</translation>
    </message>
    <message>
        <source>peeked at it</source>
        <translation>在牌库中查看了这张牌</translation>
    </message>
    <message>
        <source>searched for it</source>
        <translation>搜寻了这张牌</translation>
    </message>
    <message>
        <source>it was revealed</source>
        <translation>这张牌被展示了</translation>
    </message>
    <message>
        <source>controls it face down</source>
        <translation>以牌面朝下的方式操控它</translation>
    </message>
    <message>
        <source>face up in a public zone</source>
        <translation>在公开区域中牌面朝上</translation>
    </message>
    <message>
        <source>in their hand</source>
        <translation>在其手牌中</translation>
    </message>
    <message>
        <source>followed it</source>
        <translation>持续追踪了它</translation>
    </message>
    <message>
        <source>As {seat} knew it then</source>
        <translation>按 {seat} 当时所知</translation>
    </message>
    <message>
        <source>Hindsight ({seat})</source>
        <translation>事后视角（{seat}）</translation>
    </message>
    <message>
        <source>Judge (everything)</source>
        <translation>裁判（全部）</translation>
    </message>
    <message>
        <source>since an entry this file does not hold</source>
        <translation>自本文件未包含的某个条目起</translation>
    </message>
    <message>
        <source>since the setup</source>
        <translation>自初始设置起</translation>
    </message>
    <message>
        <source>since entry {n}</source>
        <translation>自条目 {n} 起</translation>
    </message>
    <message>
        <source>still knows it</source>
        <translation>仍然知道</translation>
    </message>
    <message>
        <source>until entry {n}</source>
        <translation>直到条目 {n}</translation>
    </message>
    <message>
        <source>{seat} knew {name} {since} ({how}), {until}</source>
        <translation>{seat} {since}知道 {name}（{how}），{until}</translation>
    </message>
    <message>
        <source>{id}: {name}, learned later at entry {n} ({how})</source>
        <translation>{id}：{name}，后来在条目 {n} 得知（{how}）</translation>
    </message>
    <message>
        <source>Setup · {size} entries</source>
        <translation>初始设置 · {size} 个条目</translation>
    </message>
    <message>
        <source>Entry {n} of {size}</source>
        <translation>条目 {n} / {size}</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{player} shuffled their library.</source>
        <translation>{player}将其牌库洗牌。</translation>
    </message>
    <message>
        <source>Taken back: {command} (what was seen stays known).</source>
        <translation>已撤回：{command}（已看到的内容仍然为人所知）。</translation>
    </message>
    <message>
        <source>{card} was tapped.</source>
        <translation>{card}被横置。</translation>
    </message>
    <message>
        <source>{card} was untapped.</source>
        <translation>{card}被重置。</translation>
    </message>
    <message>
        <source>{card} was attached to {to}.</source>
        <translation>{card}结附于{to}。</translation>
    </message>
    <message>
        <source>{card} was moved on the table.</source>
        <translation>{card}在牌桌上被移动。</translation>
    </message>
    <message>
        <source>{player} rearranged {cards_text}.</source>
        <translation>{player}重新排列了{cards_text}。</translation>
    </message>
    <message>
        <source>Turn {turn} began ({active}).</source>
        <translation>第{turn}回合开始（{active}）。</translation>
    </message>
    <message>
        <source>Step: {step}.</source>
        <translation>步骤：{step}。</translation>
    </message>
    <message>
        <source>{name} triggers ({cause}).</source>
        <translation>{name}触发（{cause}）。</translation>
    </message>
    <message>
        <source>An effect applies to {card} ({duration}).</source>
        <translation>一个效应对{card}生效（{duration}）。</translation>
    </message>
    <message>
        <source>An effect on {card} ended.</source>
        <translation>{card}上的一个效应终止。</translation>
    </message>
    <message>
        <source>{player} gained control of {card}.</source>
        <translation>{player}获得了{card}的操控权。</translation>
    </message>
    <message>
        <source>{card} transformed.</source>
        <translation>{card}已转化。</translation>
    </message>
    <message>
        <source>{player} created {card}{copy_text}.</source>
        <translation>{player}派出了{card}{copy_text}。</translation>
    </message>
    <message>
        <source>{card} became a copy of {of}.</source>
        <translation>{card}成为了{of}的复制品。</translation>
    </message>
    <message>
        <source>{card} entered the battlefield{how}.</source>
        <translation>{card}进入了战场{how}。</translation>
    </message>
    <message>
        <source>{card} left the battlefield.</source>
        <translation>{card}离开了战场。</translation>
    </message>
    <message>
        <source>{player} looked at {cards_text}.</source>
        <translation>{player}检视了{cards_text}。</translation>
    </message>
    <message>
        <source>{card} was revealed{to_text}.</source>
        <translation>{card}被展示{to_text}。</translation>
    </message>
    <message>
        <source>{player} tried to draw from an empty library.</source>
        <translation>{player}试图从空牌库抓牌。</translation>
    </message>
    <message>
        <source>{player} milled {cards_text}.</source>
        <translation>{player}碾磨了{cards_text}。</translation>
    </message>
    <message>
        <source>{player} put back the top of {owner}&apos;s library: {top} on top, {bottom} at the bottom, {graveyard} into the graveyard.</source>
        <translation>{player}放回了{owner}的牌库顶：{top}置于顶，{bottom}置于底，{graveyard}置入坟墓场。</translation>
    </message>
    <message>
        <source>{player} searched {owner}&apos;s {zone} and found {cards_text}.</source>
        <translation>{player}搜寻了{owner}的{zone}并找到{cards_text}。</translation>
    </message>
    <message>
        <source>{player} took a mulligan (number {mulligans}).</source>
        <translation>{player}进行了再调度（第{mulligans}次）。</translation>
    </message>
    <message>
        <source>{card} resolved{modes_text}.</source>
        <translation>{card}已结算{modes_text}。</translation>
    </message>
    <message numerus="yes">
        <source>{player} drew %n card(s){cards_text}.</source>
        <translation>
            <numerusform>{player}抓了%n张牌{cards_text}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {counter} counter(s) on {card}.</source>
        <translation>
            <numerusform>{card}上有%n个{counter}指示物。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} was dealt %n damage.</source>
        <translation>
            <numerusform>{card}受到%n点伤害。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) on the bottom of their library.</source>
        <translation>
            <numerusform>{player}将%n张牌置于其牌库底。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} kept their hand (%n mulligan(s)).</source>
        <translation>
            <numerusform>{player}保留了手牌（%n次再调度）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} manifested {card}.</source>
        <translation>{player}显化了{card}。</translation>
    </message>
    <message>
        <source>{player} cloaked {card}.</source>
        <translation>{player}遮掩了{card}。</translation>
    </message>
    <message>
        <source>{player} manifested dread: {card}.</source>
        <translation>{player}进行了惊惧显化：{card}。</translation>
    </message>
    <message>
        <source>{card} was turned face down.</source>
        <translation>{card}被翻成牌面朝下。</translation>
    </message>
    <message>
        <source>{card} was turned face up {route_text}.</source>
        <translation>{card}{route_text}翻回正面。</translation>
    </message>
    <message>
        <source>{card} returned to the battlefield from the {frm}.</source>
        <translation>{card}从{frm}回到战场。</translation>
    </message>
    <message>
        <source>{player} cast {card}.</source>
        <translation>{player}施放了{card}。</translation>
    </message>
    <message>
        <source>{player} played {card}.</source>
        <translation>{player}使用了{card}。</translation>
    </message>
    <message>
        <source>{card} was countered.</source>
        <translation>{card}被反击。</translation>
    </message>
    <message>
        <source>{player} may play {card} ({until}).</source>
        <translation>{player}可以使用{card}（{until}）。</translation>
    </message>
    <message>
        <source>{player} may no longer play {card}.</source>
        <translation>{player}不能再使用{card}。</translation>
    </message>
    <message>
        <source>{card} died.</source>
        <translation>{card}死去了。</translation>
    </message>
    <message>
        <source>{card} was exiled from the {frm}.</source>
        <translation>{card}从{frm}被放逐。</translation>
    </message>
    <message>
        <source>{card} moved from {owner}&apos;s {frm} to the {to}.</source>
        <translation>{card}从{owner}的{frm}移到了{to}。</translation>
    </message>
    <message>
        <source>{card} ceased to exist.</source>
        <translation>{card}消失了。</translation>
    </message>
    <message>
        <source>{player} left the game.</source>
        <translation>{player}离开了游戏。</translation>
    </message>
    <message>
        <source>The game ended.</source>
        <translation>游戏结束了。</translation>
    </message>
    <message>
        <source>The rules mode is now {mode} (was {old}).</source>
        <translation>规则模式现在是{mode}（之前是{old}）。</translation>
    </message>
    <message>
        <source>{actor} overrode the rules ({command}).</source>
        <translation>{actor}忽略了规则（{command}）。</translation>
    </message>
    <message>
        <source>{player}: life {old} → {new}{paid}.</source>
        <translation>{player}：生命 {old} → {new}{paid}。</translation>
    </message>
    <message>
        <source>{player} rolled {dice}: {results}.</source>
        <translation>{player}掷出{dice}：{results}。</translation>
    </message>
    <message>
        <source>{player} flipped a coin: {result}.</source>
        <translation>{player}掷硬币：{result}。</translation>
    </message>
    <message>
        <source>{player} pointed from {arrow_from} to {arrow_to}.</source>
        <translation>{player}从{arrow_from}指向{arrow_to}。</translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s) taken off the table.</source>
        <translation>
            <numerusform>从牌桌上移除了%n个箭头。</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} untapped all their permanents ({n_cards}).</source>
        <translation>{player}重置了其所有永久物（{n_cards}）。</translation>
    </message>
    <message>
        <source>{by} asks {to} to allow: {command}{request_cards}.</source>
        <translation>{by}请求{to}允许：{command}{request_cards}。</translation>
    </message>
    <message>
        <source>{to} {answer_word} {by}&apos;s request ({command}).</source>
        <translation>{to}{answer_word}{by}的请求（{command}）。</translation>
    </message>
    <message>
        <source>{by} withdrew the request to {to} ({command}).</source>
        <translation>{by}撤回了对{to}的请求（{command}）。</translation>
    </message>
    <message>
        <source>{by}&apos;s request to {to} ({command}) is void: {void_text}.</source>
        <translation>{by}对{to}的请求（{command}）已失效：{void_text}。</translation>
    </message>
    <message>
        <source>{player} has priority.</source>
        <translation>{player}拥有优先权。</translation>
    </message>
    <message>
        <source>{player} passed priority to {next}.</source>
        <translation>{player}将优先权让给{next}。</translation>
    </message>
    <message>
        <source>{card} finished resolving: {player} has priority.</source>
        <translation>{card}已结算完毕：{player}拥有优先权。</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>An object with no mana cost has mana value 0.</source>
        <translation>没有法术力费用的物件，其法术力值为0。</translation>
    </message>
    <message>
        <source>A permanent enters the battlefield face up unless something says face down.</source>
        <translation>永久物以牌面朝上进入战场，除非有东西说明牌面朝下。</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it whenever you have priority; it does not use the stack.</source>
        <translation>将牌面朝下的永久物翻回正面是特殊动作：只要你拥有优先权就可以进行；它不使用堆叠。</translation>
    </message>
    <message>
        <source>Sorcery-speed cards are cast only in your own main phase with an empty stack; instants whenever you have priority.</source>
        <translation>法术速度的牌只能在你自己的行动阶段且堆叠为空时施放；瞬间则在你拥有优先权时即可施放。</translation>
    </message>
    <message>
        <source>You play a land only in your own main phase, with an empty stack.</source>
        <translation>你只能在自己的行动阶段且堆叠为空时使用地。</translation>
    </message>
    <message>
        <source>Normally you may play one land each turn.</source>
        <translation>通常你每回合可以使用一个地。</translation>
    </message>
    <message>
        <source>Nothing lets you play a land when it is not your turn.</source>
        <translation>在不是你的回合时，没有任何东西能让你使用地。</translation>
    </message>
    <message>
        <source>An Equipment can be attached to a creature; it affects the creature it is attached to, face down or not.</source>
        <translation>武具可以结附于生物；无论该生物是否牌面朝下，都会影响其所结附的生物。</translation>
    </message>
    <message>
        <source>A creature spell (without flash) is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>生物咒语（没有闪现）只能在你自己的行动阶段、你拥有优先权且堆叠为空时施放。</translation>
    </message>
    <message>
        <source>A sorcery is cast only in your own main phase, when you have priority and the stack is empty.</source>
        <translation>法术只能在你自己的行动阶段、你拥有优先权且堆叠为空时施放。</translation>
    </message>
    <message>
        <source>When all players pass in succession, the top spell or ability of the stack, the last one put there, resolves first.</source>
        <translation>当所有牌手连续让过时，堆叠最上方的咒语或异能，即最后放上去的那个，最先结算。</translation>
    </message>
    <message>
        <source>A permanent that stops being a creature, such as a face-down land turned face up, is removed from combat.</source>
        <translation>不再是生物的永久物，例如翻回正面的牌面朝下的地，会被移出战斗。</translation>
    </message>
    <message>
        <source>In the cleanup step, damage wears off and &quot;until end of turn&quot; and &quot;this turn&quot; effects end, all at the same time.</source>
        <translation>在清除步骤中，伤害移除，“直到回合结束”和“本回合”的效应同时终止。</translation>
    </message>
    <message>
        <source>Leaves-the-battlefield abilities, &quot;dies&quot; abilities among them, look back in time: they see the permanent as it was just before it left, a face-down 2/2 creature if it was face down.</source>
        <translation>离开战场时的异能，包括“死去”异能，会回溯：它们看到的是永久物刚离开之前的样子，若它曾是牌面朝下，则是一个牌面朝下的2/2生物。</translation>
    </message>
    <message>
        <source>The controller of a resolving spell or ability follows its instructions in the order written: what it says to do is what is done.</source>
        <translation>正在结算的咒语或异能的操控者按书写顺序执行其指示：它说要做什么就做什么。</translation>
    </message>
    <message>
        <source>A creature with damage marked on it at least equal to its toughness is destroyed (a state-based action); no other creature is.</source>
        <translation>身上标记的伤害至少等于其防御力的生物会被消灭（状态动作）；其他生物则不会。</translation>
    </message>
    <message>
        <source>Continuous effects apply in layers, after copy effects and face-down values: so other effects can still change a face-down permanent&apos;s characteristics.</source>
        <translation>持续性效应按层次生效，在复制效应和牌面朝下的数值之后：因此其他效应仍可以改变牌面朝下的永久物的特征。</translation>
    </message>
    <message>
        <source>A card that changes zones becomes a new object with no memory of the old one.</source>
        <translation>改变区域的牌会成为一个新物件，不记得原来的物件。</translation>
    </message>
    <message>
        <source>To manifest, put the card onto the battlefield face down as a 2/2 creature.</source>
        <translation>要显化，将该牌以牌面朝下的2/2生物放进战场。</translation>
    </message>
    <message>
        <source>Any time you have priority, you may turn a manifested permanent you control face up this way if its card is a creature card and has a mana cost: show all players that it is and what that cost is, pay it, and turn it face up (a special action). A non-creature card, or one with no mana cost, can&apos;t.</source>
        <translation>只要你拥有优先权，若一个由你操控的显化的永久物之牌是具有法术力费用的生物牌，你便可以用这种方式将其翻回正面：向所有牌手展示它是生物牌以及该费用为何，支付之，并将其翻回正面（特殊动作）。非生物牌或没有法术力费用的牌则不行。</translation>
    </message>
    <message>
        <source>A manifested card that has morph may also be turned face up for its morph cost.</source>
        <translation>具有变身异能的显化牌也可以支付其变身费用翻回正面。</translation>
    </message>
    <message>
        <source>A manifested card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>具有伪装异能的显化牌也可以支付其伪装费用翻回正面。</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, each with its own entry number.</source>
        <translation>多张牌逐一显化，每张都有自己的登场编号。</translation>
    </message>
    <message>
        <source>If an effect would turn a manifested instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>若某效应会将显化的瞬间或法术牌翻回正面，则改为向所有牌手展示该牌，且它维持牌面朝下。</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action: put the card onto the battlefield face down as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>遮掩是独立的关键字动作：将该牌以牌面朝下、具有守护{2}、无名称、无副类别且无法术力费用的2/2生物放进战场。</translation>
    </message>
    <message>
        <source>Any time you have priority you may turn a cloaked permanent you control face up this way only if its card is a creature card and has a mana cost: show that, then pay that cost. Its ward {2} ends with the face-down values.</source>
        <translation>只要你拥有优先权，仅当一个由你操控的遮掩的永久物之牌是具有法术力费用的生物牌时，你才可以用这种方式将其翻回正面：展示之，然后支付该费用。其守护{2}随牌面朝下的数值一起终止。</translation>
    </message>
    <message>
        <source>A cloaked card that has morph may also be turned face up for its morph cost.</source>
        <translation>具有变身异能的遮掩牌也可以支付其变身费用翻回正面。</translation>
    </message>
    <message>
        <source>A cloaked card that has disguise may also be turned face up for its disguise cost.</source>
        <translation>具有伪装异能的遮掩牌也可以支付其伪装费用翻回正面。</translation>
    </message>
    <message>
        <source>If an effect would turn a cloaked instant or sorcery card face up, it is revealed to all players instead and stays face down.</source>
        <translation>若某效应会将遮掩的瞬间或法术牌翻回正面，则改为向所有牌手展示该牌，且它维持牌面朝下。</translation>
    </message>
    <message>
        <source>To manifest dread, look at the top two cards of your library, manifest one and put the other into your graveyard.</source>
        <translation>要惊惧显化，检视你牌库顶的两张牌，显化其中一张，并将另一张置入你的坟墓场。</translation>
    </message>
    <message>
        <source>Abilities that trigger whenever you manifest dread trigger even if the library had too few cards.</source>
        <translation>每当你惊惧显化时会触发的异能，即使牌库中的牌太少也会触发。</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent targets it, their spell or ability is countered unless they pay {2}.</source>
        <translation>守护{2}：当对手以它为目标时，其咒语或异能会被反击，除非该牌手支付{2}。</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature for {3}.</source>
        <translation>具有变身异能的牌可以支付{3}以牌面朝下的2/2生物施放。</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as morph, allows it.</source>
        <translation>除非有变身等东西允许，否则牌不能牌面朝下施放。</translation>
    </message>
    <message>
        <source>A face-down permanent that would have morph face up may be turned up for its morph cost, any time you have priority.</source>
        <translation>一个若牌面朝上便会具有变身异能的牌面朝下的永久物，可以在你拥有优先权时支付其变身费用翻回正面。</translation>
    </message>
    <message>
        <source>A disguised permanent is a face-down 2/2 with ward {2}.</source>
        <translation>伪装的永久物是具有守护{2}的牌面朝下的2/2。</translation>
    </message>
    <message>
        <source>A card with disguise may be cast face down for {3}, as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.</source>
        <translation>具有伪装异能的牌可以支付{3}牌面朝下施放，成为具有守护{2}、无名称、无副类别且无法术力费用的2/2生物。</translation>
    </message>
    <message>
        <source>Cards can&apos;t be cast face down unless something, such as disguise, allows it.</source>
        <translation>除非有伪装等东西允许，否则牌不能牌面朝下施放。</translation>
    </message>
    <message>
        <source>A disguised permanent may be turned face up for its disguise cost.</source>
        <translation>伪装的永久物可以支付其伪装费用翻回正面。</translation>
    </message>
    <message>
        <source>A copy takes the copiable values of what it copies, not counters or other effects on it. As the rule&apos;s example says, a copy of a face-down creature is a face-up 2/2 creature with no name and no abilities, its face-down values (with ward {2} if that creature was disguised or cloaked).</source>
        <translation>复制品会获得所复制之物的可复制数值，而不会获得其上的指示物或其他效应。如该规则的示例所说，牌面朝下之生物的复制品是一个牌面朝上、无名称且无异能的2/2生物，即其牌面朝下的数值（若该生物曾被伪装或遮掩，则具有守护{2}）。</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has only the characteristics the rule or effect that made it face down gives it; those are its copiable values, so a copy of it takes them.</source>
        <translation>牌面朝下的咒语或永久物只具有使其牌面朝下的规则或效应所赋予的特征；这些就是其可复制数值，因此其复制品会获得这些数值。</translation>
    </message>
    <message>
        <source>When nothing lists other values, a face-down object is a 2/2 creature with no name, no mana cost, no subtypes and no abilities.</source>
        <translation>若没有列出其他数值，牌面朝下的物件是无名称、无法术力费用、无副类别且无异能的2/2生物。</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; you can&apos;t look at other players&apos; face-down objects unless an effect lets you.</source>
        <translation>你可以随时查看由你操控的牌面朝下的咒语和永久物；除非有效应允许，否则你不能查看其他牌手的牌面朝下的物件。</translation>
    </message>
    <message>
        <source>Every face-down spell and permanent must stay easy to tell apart: the order they arrived in and what made each one face down must stay clear, and they may never be mixed up.</source>
        <translation>每个牌面朝下的咒语和永久物都必须容易区分：它们到来的顺序以及各自因何牌面朝下必须保持清楚，且绝不可以混在一起。</translation>
    </message>
    <message>
        <source>A colorless object has no color.</source>
        <translation>无色的物件没有颜色。</translation>
    </message>
    <message>
        <source>An object is the color or colors of the mana symbols in its mana cost, whatever the color of its frame.</source>
        <translation>物件的颜色是其法术力费用中法术力符号的颜色，与其边框颜色无关。</translation>
    </message>
    <message>
        <source>An object with no colored mana symbols in its mana cost, or with no mana cost, is colorless, unless something else (a color indicator, an effect) gives it a color.</source>
        <translation>法术力费用中没有有色法术力符号或没有法术力费用的物件为无色，除非其他东西（颜色标示、效应）给予它颜色。</translation>
    </message>
    <message>
        <source>A color indicator, a colored dot by the type line, gives a card its color; a face-down object has none.</source>
        <translation>颜色标示是类别栏旁的彩色圆点，它给予牌颜色；牌面朝下的物件没有颜色标示。</translation>
    </message>
    <message>
        <source>When a card that is not on the stack has {X} in its mana cost, X is 0, even if the card&apos;s text says what X is.</source>
        <translation>若不在堆叠上的牌的法术力费用中有{X}，则X为0，即使该牌的叙述说明了X是多少。</translation>
    </message>
    <message>
        <source>Megamorph is morph plus a +1/+1 counter: as the permanent turns face up, it gets the counter only if its megamorph cost was paid to turn it up.</source>
        <translation>超变身即变身加上一个+1/+1指示物：该永久物翻回正面时，只有在为将它翻回正面而支付了其超变身费用的情况下，才会得到该指示物。</translation>
    </message>
    <message>
        <source>A card cast face down is turned face down before it is put on the stack: casting it, everything sees only the face-down spell, a 2/2 creature spell with no name and no abilities other than those its way of casting gives it (ward {2} with disguise).</source>
        <translation>牌面朝下施放的牌在放上堆叠之前就已牌面朝下：施放时，一切都只看到这个牌面朝下的咒语，即一个无名称、除其施放方式所给予的异能（伪装则为守护{2}）外没有异能的2/2生物咒语。</translation>
    </message>
    <message>
        <source>A face-down permanent turns face up only when a rule (morph, disguise, the manifest or cloak special action) or an effect turns it up; there is no general way, and a face-down spell normally can&apos;t be turned face up.</source>
        <translation>牌面朝下的永久物只有在规则（变身、伪装、显化或遮掩的特殊动作）或效应将其翻回正面时才会翻回正面；没有通用的方法，且牌面朝下的咒语通常不能翻回正面。</translation>
    </message>
    <message>
        <source>Turning face up does not make a new object: it does not enter the battlefield again, and effects on it keep applying.</source>
        <translation>翻回正面不会产生新物件：它不会再次进入战场，其上的效应继续生效。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield, or a face-down spell that leaves the stack for anywhere but the battlefield, is revealed to all players; so is everything face down that a player owns when they leave the game, and everything face down when the game ends. A face-down spell that resolves is not revealed.</source>
        <translation>离开战场的牌面朝下永久物，或离开堆叠前往战场以外任何地方的牌面朝下咒语，会向所有牌手展示；牌手离开游戏时其拥有的所有牌面朝下之物，以及游戏结束时所有牌面朝下之物亦然。结算的牌面朝下咒语不会被展示。</translation>
    </message>
    <message>
        <source>A face-down instant or sorcery in a merged permanent is revealed instead of being turned face up.</source>
        <translation>融合永久物中牌面朝下的瞬间或法术会被展示，而非翻回正面。</translation>
    </message>
    <message>
        <source>A face-down permanent that becomes a copy still looks face down; the copied values show once it turns face up.</source>
        <translation>成为复制品的牌面朝下永久物看起来仍是牌面朝下；复制的数值会在其翻回正面后显现。</translation>
    </message>
    <message>
        <source>A player may concede at any time; they leave the game at once and lose it.</source>
        <translation>牌手可以随时认输；他会立即离开游戏并输掉游戏。</translation>
    </message>
    <message>
        <source>The active player gets priority at the start of most steps and phases; nobody gets priority in the untap step, and usually nobody does in the cleanup step.</source>
        <translation>主动牌手在大多数步骤和阶段开始时获得优先权；在重置步骤中没有人获得优先权，在清除步骤中通常也没有人获得。</translation>
    </message>
    <message>
        <source>The active player receives priority after a spell or ability (other than a mana ability) resolves.</source>
        <translation>咒语或异能（法术力异能除外）结算后，主动牌手获得优先权。</translation>
    </message>
    <message>
        <source>A player who passes priority gives it to the next player in turn order.</source>
        <translation>让过优先权的牌手将其交给按回合顺序的下一位牌手。</translation>
    </message>
    <message>
        <source>When all players pass in succession without acting, the top spell or ability of the stack resolves; with the stack empty, the step or phase ends.</source>
        <translation>当所有牌手依次让过且未进行动作时，堆叠顶端的咒语或异能结算；若堆叠为空，则该步骤或阶段结束。</translation>
    </message>
    <message>
        <source>A step or phase ends when the stack is empty and all players pass in succession.</source>
        <translation>当堆叠为空且所有牌手依次让过时，步骤或阶段结束。</translation>
    </message>
    <message>
        <source>Each time all players pass in succession, the spell or ability on top of the stack resolves.</source>
        <translation>每当所有牌手依次让过时，堆叠顶端的咒语或异能便结算。</translation>
    </message>
    <message>
        <source>An instant or sorcery spell resolves in steps, one after another: its instructions are followed in order, and nobody receives priority until it has finished resolving (then the active player does, 117.3b).</source>
        <translation>瞬间或法术咒语按步骤逐一结算：依序执行其指示，在其结算完毕之前无人获得优先权（之后由主动牌手获得，117.3b）。</translation>
    </message>
    <message>
        <source>A double-faced card cast face down or put onto the battlefield face down has the face-down characteristics, and stays hidden in an opaque sleeve or as a substitute card.</source>
        <translation>牌面朝下施放或牌面朝下放进战场的双面牌具有牌面朝下的特征，并以不透明的牌套或替代牌保持隐藏。</translation>
    </message>
    <message>
        <source>A permanent that transforms is still the same object: effects on it keep applying.</source>
        <translation>转化的永久物仍是同一个物件：其上的效应继续生效。</translation>
    </message>
    <message>
        <source>Each player draws a starting hand, normally seven cards. To take a mulligan, shuffle your hand into your library, draw a new hand of that size, then put as many of those cards on the bottom of your library as the mulligans you have taken, in any order. Once you keep, those cards are your opening hand and you may take no more mulligans.</source>
        <translation>每位牌手抓起手牌，通常为七张。要再调度，将你的手牌洗入牌库，抓同样数量的新手牌，然后将与你已再调度次数相同数量的牌以任意顺序置于牌库底。一旦你保留，这些牌就是你的起手牌，且你不能再进行再调度。</translation>
    </message>
    <message>
        <source>In a multiplayer game, and in any Brawl game, the first mulligan a player takes doesn&apos;t count toward the cards they put on the bottom.</source>
        <translation>在多人游戏以及任何Brawl游戏中，牌手的第一次再调度不计入要置于底部的牌数。</translation>
    </message>
    <message>
        <source>The starting player takes the game&apos;s first turn.</source>
        <translation>起始牌手进行游戏的第一个回合。</translation>
    </message>
    <message>
        <source>In a two-player game, the player who plays first skips the draw step of their first turn.</source>
        <translation>在双人游戏中，先手的牌手跳过其第一个回合的抓牌步骤。</translation>
    </message>
    <message>
        <source>In multiplayer games other than Two-Headed Giant, no player skips the draw step of their first turn.</source>
        <translation>在双头巨人以外的多人游戏中，没有牌手会跳过其第一个回合的抓牌步骤。</translation>
    </message>
    <message>
        <source>You draw a card by putting the top card of your library into your hand.</source>
        <translation>你通过将牌库顶牌置入手上来抓一张牌。</translation>
    </message>
    <message>
        <source>Graveyard, battlefield, stack, exile and command are public zones: everyone sees the faces of the cards there (except cards allowed to be face down). Library and hand are hidden zones.</source>
        <translation>坟墓场、战场、堆叠、放逐区和指挥区是公开区域：每个人都能看到那里的牌的正面（允许牌面朝下的牌除外）。牌库和手牌是隐藏区域。</translation>
    </message>
    <message>
        <source>A library is one face-down pile: players can&apos;t look at its cards or change their order.</source>
        <translation>牌库是一叠牌面朝下的牌：牌手不能查看其中的牌，也不能改变其顺序。</translation>
    </message>
    <message>
        <source>When an effect puts two or more cards in the same place in a library at once, their owner may put them in any order and doesn&apos;t reveal that order.</source>
        <translation>当效应同时将两张或更多牌置于牌库中同一位置时，其拥有者可以任意排列它们，且无需展示该顺序。</translation>
    </message>
    <message>
        <source>You may look at your own hand at any time; you can&apos;t look at another player&apos;s hand, though you may count its cards.</source>
        <translation>你可以随时查看自己的手牌；你不能查看其他牌手的手牌，但可以数其张数。</translation>
    </message>
    <message>
        <source>To reveal a card, show it to all players; a card an effect reveals stays revealed as long as that effect needs it.</source>
        <translation>要展示一张牌，就向所有牌手出示它；被效应展示的牌，在该效应需要期间一直保持展示。</translation>
    </message>
    <message>
        <source>Revealing a card doesn&apos;t move it out of the zone it is in.</source>
        <translation>展示一张牌不会使它离开所在的区域。</translation>
    </message>
    <message>
        <source>When cards in a library are shuffled or otherwise reordered, a revealed card that is reordered stops being revealed and becomes a new object.</source>
        <translation>当牌库中的牌被洗牌或以其他方式重新排列时，被重新排列的已展示的牌不再处于展示状态，并成为新物件。</translation>
    </message>
    <message>
        <source>Looking at a card works like revealing it, except that only the player told to look sees it.</source>
        <translation>检视一张牌与展示它相同，只是只有被告知检视的牌手能看到它。</translation>
    </message>
    <message>
        <source>To scry N, look at the top N cards of your library, then put any number of them on the bottom in any order and the rest back on top in any order.</source>
        <translation>要占卜N，检视你牌库顶的N张牌，然后将其中任意数量的牌以任意顺序置于牌库底，其余以任意顺序置回牌库顶。</translation>
    </message>
    <message>
        <source>To search a zone for a card, look at all its cards (even in a hidden zone) and find one that matches the description.</source>
        <translation>要在某区域中搜寻一张牌，查看其中所有的牌（即使是隐藏区域），并找出一张符合描述的牌。</translation>
    </message>
    <message>
        <source>Searching a hidden zone for cards with a stated quality (a card type, a color, ...), you may find fewer of them, or none, even if they are there.</source>
        <translation>在隐藏区域中搜寻具有指定性质（牌的类别、颜色……）的牌时，即使它们就在那里，你也可以找出较少的数量或不找出。</translation>
    </message>
    <message>
        <source>Searching a hidden zone simply for a number of cards (&quot;a card&quot;), you must find that many, or as many as the zone holds.</source>
        <translation>在隐藏区域中仅搜寻一定数量的牌（“一张牌”）时，你必须找出那么多张，或找出该区域所有的牌。</translation>
    </message>
    <message>
        <source>Cards found by a search are revealed only if the effect that searches says to reveal them.</source>
        <translation>搜寻找到的牌只有在进行搜寻的效应说要展示时才会展示。</translation>
    </message>
    <message>
        <source>To shuffle a library, put its cards in a random order so that no player knows their order.</source>
        <translation>将牌库洗牌，就是将其中的牌随机排序，让没有牌手知道其顺序。</translation>
    </message>
    <message>
        <source>When an effect has you search a library, shuffle it and then put found cards in a certain place, the found cards aren&apos;t part of the shuffle.</source>
        <translation>当效应让你搜寻牌库、洗牌，然后将找到的牌置于特定位置时，找到的牌不参与洗牌。</translation>
    </message>
    <message>
        <source>A game ends at once when a player wins, when it is a draw, or when it is restarted.</source>
        <translation>当有牌手获胜、游戏和局或游戏重新开始时，游戏立即结束。</translation>
    </message>
    <message>
        <source>A card&apos;s owner is the player who started the game with it; each player acts only for themselves.</source>
        <translation>牌的拥有者是以这张牌开始游戏的牌手；每位牌手只为自己行动。</translation>
    </message>
    <message>
        <source>A permanent is a card or token on the battlefield.</source>
        <translation>永久物是在战场上的牌或衍生物。</translation>
    </message>
    <message>
        <source>A permanent&apos;s owner is its card&apos;s owner; its controller is, unless an effect says otherwise, the player under whose control it entered the battlefield.</source>
        <translation>永久物的拥有者是其牌的拥有者；除非有效应另有说明，其操控者是它在其操控下进入战场的玩家。</translation>
    </message>
    <message>
        <source>A permanent&apos;s status: tapped or untapped, flipped or not, face up or face down, phased in or out. It is face up unless something puts it face down.</source>
        <translation>永久物的状态：横置或未横置、翻转或未翻转、牌面朝上或牌面朝下、相位存在或相位离开。除非有东西使其牌面朝下，否则它是牌面朝上。</translation>
    </message>
    <message>
        <source>A permanent&apos;s status is not a characteristic of it.</source>
        <translation>永久物的状态不是其特征。</translation>
    </message>
    <message>
        <source>A token that is in a zone other than the battlefield ceases to exist.</source>
        <translation>在战场以外区域的衍生物会消失。</translation>
    </message>
    <message>
        <source>A token that has left the battlefield can&apos;t move to another zone or come back onto the battlefield.</source>
        <translation>已离开战场的衍生物不能移到其他区域，也不能回到战场。</translation>
    </message>
    <message>
        <source>A target is an object or player a spell or ability will affect, chosen as it is put on the stack; it must be what the spell or ability says it can target.</source>
        <translation>目标是咒语或异能将影响的物件或牌手，在将其放上堆叠时选择；它必须是该咒语或异能说明可以作为目标的东西。</translation>
    </message>
    <message>
        <source>A player can&apos;t pay a cost without the resources to pay it in full.</source>
        <translation>牌手若没有足够资源全额支付，就不能支付费用。</translation>
    </message>
    <message>
        <source>An alternative cost is paid instead of a spell&apos;s mana cost, when something allows it (casting face down for {3} with morph or disguise is one); you choose it as you cast the spell.</source>
        <translation>替代性费用是在有东西允许时代替咒语法术力费用支付的费用（以变身或伪装支付{3}牌面朝下施放即是一例）；你在施放该咒语时选择它。</translation>
    </message>
    <message>
        <source>Only one alternative cost can be applied to a spell as it is cast.</source>
        <translation>施放咒语时只能对其使用一项替代性费用。</translation>
    </message>
    <message>
        <source>A player can pay life only if their life total is at least the amount to pay.</source>
        <translation>只有当生命总值至少等于要支付的数量时，牌手才能支付生命。</translation>
    </message>
    <message>
        <source>Gaining or losing 0 life is no life gain or loss: nothing happens.</source>
        <translation>获得或失去0点生命不算获得或失去生命：无事发生。</translation>
    </message>
    <message>
        <source>A player who must draw from an empty library draws nothing and loses the next time state-based actions are checked.</source>
        <translation>必须从空牌库抓牌的牌手什么也不抓，并在下次检查状态动作时输掉游戏。</translation>
    </message>
    <message>
        <source>A counter is a marker on an object or player; there can&apos;t be fewer than none.</source>
        <translation>指示物是物件或牌手身上的标记；数量不能少于零。</translation>
    </message>
    <message>
        <source>Two objects share a name only if each has a name and the names are the same; an object with no name shares a name with nothing.</source>
        <translation>只有当两个物件都有名称且名称相同时，它们才具有相同名称；没有名称的物件不与任何东西同名。</translation>
    </message>
    <message>
        <source>When a card with {X} in its mana cost is not on the stack, X is 0 in its mana value.</source>
        <translation>当一张法术力费用中有{X}的牌不在堆叠上时，其法术力值中的X为0。</translation>
    </message>
    <message>
        <source>A creature&apos;s activated ability with the tap symbol can&apos;t be used unless the creature has been under its controller&apos;s control continuously since their most recent turn began.</source>
        <translation>具有横置符号的生物起动式异能，只有在该生物自其操控者最近一个回合开始时起就一直受其操控时才能使用。</translation>
    </message>
    <message>
        <source>An instant can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>瞬间不能进入战场；若将要进入，则留在原处。</translation>
    </message>
    <message>
        <source>A land can&apos;t be cast as a spell; it is played.</source>
        <translation>地不能作为咒语施放；它是被使用的。</translation>
    </message>
    <message>
        <source>A sorcery can&apos;t enter the battlefield; if it would, it stays where it is.</source>
        <translation>法术不能进入战场；若将要进入，则留在原处。</translation>
    </message>
    <message>
        <source>An instant or sorcery card that would enter the battlefield stays in its previous zone instead.</source>
        <translation>将要进入战场的瞬间或法术牌，改为留在其原来的区域。</translation>
    </message>
    <message>
        <source>A player who plays with the top card of their library revealed shows each new top card as soon as it is on top.</source>
        <translation>展示牌库顶牌进行游戏的牌手，会在每张新的顶牌一到顶部时就展示它。</translation>
    </message>
    <message>
        <source>A spell is on the stack from when it is cast until it resolves, is countered or otherwise leaves.</source>
        <translation>咒语从被施放起就在堆叠上，直到它结算、被反击或以其他方式离开。</translation>
    </message>
    <message>
        <source>A card exiled face down can&apos;t be looked at, except by players an effect allows.</source>
        <translation>牌面朝下放逐的牌不能被查看，除非是效应所允许的牌手。</translation>
    </message>
    <message>
        <source>An effect that exiles cards face down may let certain players look at them.</source>
        <translation>将牌牌面朝下放逐的效应可以允许特定牌手查看它们。</translation>
    </message>
    <message>
        <source>In the untap step the active player untaps all their permanents.</source>
        <translation>在重置步骤中，主动牌手重置其所有永久物。</translation>
    </message>
    <message>
        <source>To cast a spell, announce it, make the choices, find the total cost and pay it; then it is cast.</source>
        <translation>要施放咒语，宣告之、做出选择、确定总费用并支付；然后它就被施放了。</translation>
    </message>
    <message>
        <source>As you cast a spell you announce its choices: its modes if it is modal, an alternative or additional cost, the value of X.</source>
        <translation>施放咒语时，你要宣告其选择：若为模式咒语则宣告其模式，以及替代性或额外费用、X的值。</translation>
    </message>
    <message>
        <source>A player may cast a card only from a zone some rule or effect lets them cast it from (normally the hand).</source>
        <translation>牌手只能从规则或效应允许其施放的区域（通常是手上）施放牌。</translation>
    </message>
    <message>
        <source>Triggered abilities trigger when their event happens and are put on the stack the next time a player would receive priority.</source>
        <translation>触发式异能在其事件发生时触发，并在下一次有牌手将获得优先权时被放上堆叠。</translation>
    </message>
    <message>
        <source>A modal spell (&quot;Choose one —&quot; and a list) is cast with its modes chosen, as many as it says and each only once; it does only what the chosen modes say.</source>
        <translation>模式咒语（“选择一项～”及其列表）在施放时选择模式，数量如其所述，每项只能选一次；它只执行所选模式的内容。</translation>
    </message>
    <message>
        <source>Only an &quot;if&quot; right after the trigger condition (&quot;When ..., if ..., ...&quot;) is checked as the ability triggers and again as it resolves; an &quot;if&quot; anywhere else in its text is checked only as it resolves, and the ability triggers whatever it says.</source>
        <translation>只有紧接在触发条件之后的“如果”（“当……时，如果……，……”）会在异能触发时检查，并在其结算时再次检查；其叙述中其他位置的“如果”只在结算时检查，而且无论其内容如何，该异能都会触发。</translation>
    </message>
    <message>
        <source>When a trigger event happens, the ability triggers; its controller puts it on the stack the next time a player would receive priority.</source>
        <translation>触发事件发生时，异能触发；其操控者在下一次有牌手将获得优先权时将其放上堆叠。</translation>
    </message>
    <message>
        <source>A player may activate an activated ability any time they have priority.</source>
        <translation>牌手只要拥有优先权，就可以起动起动式异能。</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step.</source>
        <translation>在重置步骤中，没有牌手会获得优先权。</translation>
    </message>
    <message>
        <source>Normally no player receives priority during the cleanup step.</source>
        <translation>通常在清除步骤中，没有牌手会获得优先权。</translation>
    </message>
    <message>
        <source>An activated ability is written &quot;[Cost]: [Effect.]&quot;.</source>
        <translation>起动式异能写作“[费用]：[效应。]”。</translation>
    </message>
    <message>
        <source>To activate an ability is to put it on the stack and pay its costs; only the controller of its object may, and only while they have priority.</source>
        <translation>起动异能就是将其放上堆叠并支付其费用；只有其物件的操控者可以这样做，且只能在其拥有优先权时。</translation>
    </message>
    <message>
        <source>A permanent that turns face up or face down gets a new timestamp.</source>
        <translation>翻回正面或翻成牌面朝下的永久物会获得新的时间印记。</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply while it is being turned face up; they are replacement effects.</source>
        <translation>“当[此]翻回正面时”的异能在其翻回正面的过程中生效；它们是替代性效应。</translation>
    </message>
    <message>
        <source>A player can&apos;t mill more cards than their library holds; an empty library mills nothing.</source>
        <translation>牌手碾磨的牌不能多于其牌库中的牌数；空牌库不会碾磨任何牌。</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform; anything else doesn&apos;t.</source>
        <translation>只有双面永久物可以转化；其他的都不行。</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be manifested and stays where it is.</source>
        <translation>若效应说明某牌不能进入战场，则它不能被显化，并留在原处。</translation>
    </message>
    <message>
        <source>Several cards are cloaked one at a time.</source>
        <translation>多张牌逐一遮掩。</translation>
    </message>
    <message>
        <source>If an effect says a card can&apos;t enter the battlefield, it can&apos;t be cloaked and stays where it is.</source>
        <translation>若效应说明某牌不能进入战场，则它不能被遮掩，并留在原处。</translation>
    </message>
    <message>
        <source>A player with 0 or less life loses the game (a state-based action).</source>
        <translation>生命为0或更少的牌手输掉游戏（状态动作）。</translation>
    </message>
    <message>
        <source>A player who attempted to draw from an empty library since the last check loses the game (a state-based action).</source>
        <translation>自上次检查以来曾试图从空牌库抓牌的牌手输掉游戏（状态动作）。</translation>
    </message>
    <message>
        <source>A player with ten or more poison counters loses the game (a state-based action).</source>
        <translation>有十个或更多中毒指示物的牌手输掉游戏（状态动作）。</translation>
    </message>
    <message>
        <source>A creature with toughness 0 or less is put into its owner&apos;s graveyard (a state-based action).</source>
        <translation>防御力为0或更少的生物会置入其拥有者的坟墓场（状态动作）。</translation>
    </message>
    <message>
        <source>If a player controls two or more legendary permanents with the same name, they choose one and put the rest into their owners&apos; graveyards (the legend rule).</source>
        <translation>若牌手操控两个或更多同名的传奇永久物，他选择其中一个，并将其余的置入其拥有者的坟墓场（传奇规则）。</translation>
    </message>
    <message>
        <source>A copy takes the copied object&apos;s copiable values, as modified by other copy effects and its face-down status; other effects and counters are not copied.</source>
        <translation>复制品会获得被复制物件的可复制数值（经其他复制效应及其牌面朝下状态修改）；其他效应和指示物不会被复制。</translation>
    </message>
    <message>
        <source>A permanent that is already face down can&apos;t be turned face down again.</source>
        <translation>已经牌面朝下的永久物不能再次翻成牌面朝下。</translation>
    </message>
    <message>
        <source>An object put onto the battlefield face down is face down as it enters: its own enters abilities don&apos;t apply.</source>
        <translation>牌面朝下放进战场的物件在进场时即为牌面朝下：其自身的进场异能不会生效。</translation>
    </message>
    <message>
        <source>&quot;As [this] is turned face up&quot; abilities apply as the permanent turns face up.</source>
        <translation>“当[此]翻回正面时”的异能在该永久物翻回正面时生效。</translation>
    </message>
    <message>
        <source>A face-down card revealed because it left is judged as the card itself, ignoring effects that applied to the face-down object.</source>
        <translation>因离开而展示的牌面朝下的牌，以牌本身来判断，忽略曾对牌面朝下物件生效的效应。</translation>
    </message>
    <message>
        <source>A card that can&apos;t enter the battlefield (an instant or sorcery front face) stays where it is.</source>
        <translation>不能进入战场的牌（正面为瞬间或法术）留在原处。</translation>
    </message>
    <message>
        <source>A double-faced card turned face up is turned up with its front face up; a face-down double-faced permanent can&apos;t transform.</source>
        <translation>双面牌翻回正面时以正面朝上；牌面朝下的双面永久物不能转化。</translation>
    </message>
    <message>
        <source>A double-faced permanent on the battlefield can&apos;t be turned face down.</source>
        <translation>战场上的双面永久物不能翻成牌面朝下。</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, all objects they own leave the game with them, and effects that give them control of objects end.</source>
        <translation>当牌手离开多人游戏时，他拥有的所有物件随他离开游戏，给予他物件操控权的效应也会终止。</translation>
    </message>
    <message>
        <source>Once a player has left the game, nothing can happen to them.</source>
        <translation>牌手一旦离开游戏，就不会再有任何事发生在他身上。</translation>
    </message>
    <message>
        <source>To surveil N, look at the top N cards of your library, then put any number of them into your graveyard and the rest back on top in any order.</source>
        <translation>要刺探N，检视你牌库顶的N张牌，然后将其中任意数量的牌置入你的坟墓场，其余以任意顺序置回牌库顶。</translation>
    </message>
    <message>
        <source>Once activated or triggered, an ability exists on the stack independently of its source: what happens to the source afterwards, even its destruction or removal, doesn&apos;t affect the ability.</source>
        <translation>异能一旦起动或触发，就独立于其来源存在于堆叠上：之后来源发生什么，即使是被消灭或移除，都不影响该异能。</translation>
    </message>
    <message>
        <source>As a spell or ability with targets resolves, it checks whether they are still legal: a target that left its zone, or whose characteristics changed so that it can&apos;t be targeted, is illegal. If every target is illegal, the spell or ability doesn&apos;t resolve: it is removed from the stack, and a spell goes to its owner&apos;s graveyard.</source>
        <translation>有目标的咒语或异能结算时，会检查目标是否仍然合法：已离开其所在区域的目标，或特征已改变以致不能再被指定为目标的目标，都不合法。如果所有目标都不合法，该咒语或异能不会结算：它会从堆叠上移除，咒语则进入其拥有者的坟墓场。</translation>
    </message>
    <message>
        <source>A permanent with protection from a quality can&apos;t be the target of spells with that quality, nor of abilities from sources with that quality.</source>
        <translation>具有某性质保护的永久物不能成为具有该性质之咒语的目标，也不能成为来自具有该性质之来源的异能的目标。</translation>
    </message>
    <message>
        <source>Activating Primordial Mist&apos;s last ability doesn&apos;t trigger abilities that trigger when something is turned face up.</source>
        <translation>起动Primordial Mist的最后一个异能，不会触发某物翻回正面时触发的异能。</translation>
    </message>
    <message>
        <source>You still pay all costs for a spell cast this way, and you follow the normal timing permissions and restrictions of the card you play.</source>
        <translation>以此方式施放的咒语，你仍需支付所有费用，并遵守你所使用之牌的正常时机许可与限制。</translation>
    </message>
    <message>
        <source>Casting an exiled card makes it leave exile: you can&apos;t cast it more than once.</source>
        <translation>施放一张被放逐的牌会使其离开放逐区：你不能施放它超过一次。</translation>
    </message>
    <message>
        <source>If you don&apos;t play the exiled card this turn, it stays exiled.</source>
        <translation>若你本回合没有使用该被放逐的牌，它会留在放逐区。</translation>
    </message>
    <message>
        <source>You may exile a face-down token you control to activate the ability, but you won&apos;t be able to cast that token.</source>
        <translation>你可以放逐一个由你操控、牌面朝下的衍生物来起动该异能，但你将无法施放该衍生物。</translation>
    </message>
    <message>
        <source>The face-down permanent is a 2/2 creature with no name, mana cost, creature types or abilities; other effects that apply to it can still grant or change any of these characteristics.</source>
        <translation>牌面朝下的永久物是没有名称、法术力费用、生物类别或异能的2/2生物；其他对其生效的效应仍可以给予或改变这些特征中的任何一项。</translation>
    </message>
    <message>
        <source>The face-down characteristics are copiable values: a copy of a face-down creature is a 2/2 colorless face-up creature with no abilities.</source>
        <translation>牌面朝下的特征是可复制数值：牌面朝下之生物的复制品是一个牌面朝上、无色、无异能的2/2生物。</translation>
    </message>
    <message>
        <source>Unlike a face-down creature cast with morph, a manifested creature card may still be turned face up for its mana cost after it loses its abilities.</source>
        <translation>与用变身牌面朝下施放的生物不同，显化的生物牌在失去其异能之后，仍可以支付其法术力费用翻回正面。</translation>
    </message>
    <message>
        <source>You must reveal a face-down permanent you control that leaves the battlefield, and all face-down spells and permanents you control when you leave the game or the game ends.</source>
        <translation>你操控的牌面朝下永久物离开战场时，你必须展示它；当你离开游戏或游戏结束时，你必须展示你操控的所有牌面朝下的咒语和永久物。</translation>
    </message>
    <message>
        <source>Your face-down spells and permanents must be easy to tell apart: you may not mix them up to confuse other players, and the order they entered and the ability that made each one face down (manifest, cloak, morph or disguise, among others) must stay clear.</source>
        <translation>你牌面朝下的咒语和永久物必须容易区分：你不可以把它们混在一起来迷惑其他牌手，而且它们进场的顺序以及让各自牌面朝下的异能（显化、遮掩、变身或伪装等）都必须保持清楚。</translation>
    </message>
    <message>
        <source>If your library holds only one card when you manifest dread, you look at it and manifest it, with no option to put it into your graveyard; with no cards, you do nothing.</source>
        <translation>若你惊惧显化时牌库中只有一张牌，你检视它并显化它，不能选择将它置入你的坟墓场；若没有牌，你什么也不做。</translation>
    </message>
    <message>
        <source>What the card itself says (its rules text).</source>
        <translation>牌本身所说的内容（其规则叙述）。</translation>
    </message>
</context>
<context>
    <name>verdicts</name>
    <message>
        <source>Face down it is a colorless 2/2 creature with no name, no mana cost (mana value 0), no subtypes and no abilities.</source>
        <translation>牌面朝下时，它是无色、无名称、无法术力费用（法术力值为0）、无副类别且无异能的2/2生物。</translation>
    </message>
    <message>
        <source>Face down it is a colorless 2/2 creature with ward {{2}} and nothing else.</source>
        <translation>牌面朝下时，它是具有守护{{2}}的无色2/2生物，此外什么都没有。</translation>
    </message>
    <message>
        <source>Face down it has only the characteristics the effect lists: {listed}.</source>
        <translation>牌面朝下时，它只具有该效应所列出的特征：{listed}。</translation>
    </message>
    <message>
        <source>Other effects, counters and attachments still apply on top of its face-down values.</source>
        <translation>其他效应、指示物和结附之物仍在其牌面朝下的数值之上生效。</translation>
    </message>
    <message>
        <source>A face-down permanent has no name, so it never shares a name with anything; the legend rule ignores it.</source>
        <translation>牌面朝下的永久物没有名称，因此绝不会与任何东西同名；传奇规则会忽略它。</translation>
    </message>
    <message>
        <source>It enters face down: its own enters abilities do not apply, but other permanents see a 2/2 creature enter.</source>
        <translation>它以牌面朝下进场：其自身的进场异能不会生效，但其他永久物会看到一个2/2生物进场。</translation>
    </message>
    <message>
        <source>It is already face down; turning it face down again does nothing.</source>
        <translation>它已经牌面朝下；再次将其翻成牌面朝下没有任何作用。</translation>
    </message>
    <message>
        <source>A double-faced permanent can&apos;t be turned face down; nothing happens.</source>
        <translation>双面永久物不能翻成牌面朝下；无事发生。</translation>
    </message>
    <message>
        <source>Turning face up or down gives it a new timestamp.</source>
        <translation>翻回正面或翻成牌面朝下会给它一个新的时间印记。</translation>
    </message>
    <message>
        <source>You control it, so you may look at its face at any time.</source>
        <translation>你操控它，因此可以随时查看其正面。</translation>
    </message>
    <message>
        <source>Only its controller may look at a face-down {what}.</source>
        <translation>只有其操控者可以查看牌面朝下的{what}。</translation>
    </message>
    <message>
        <source>Control decides who may look: {controller} controls it now.</source>
        <translation>由操控权决定谁可以查看：现在由{controller}操控它。</translation>
    </message>
    <message>
        <source>Face-down exiled cards may be seen only by players an effect allows.</source>
        <translation>牌面朝下放逐的牌，只有效应所允许的牌手可以看到。</translation>
    </message>
    <message>
        <source>Turning a permanent face up needs priority, and nobody has priority in this step ({step}). Wait until you have priority.</source>
        <translation>将永久物翻回正面需要优先权，而在此步骤（{step}）中无人拥有优先权。请等到你拥有优先权。</translation>
    </message>
    <message>
        <source>Only the player who controls a face-down permanent may turn it face up; {controller} controls it.</source>
        <translation>只有操控牌面朝下之永久物的牌手可以将其翻回正面；现在由{controller}操控。</translation>
    </message>
    <message>
        <source>A face-down spell on the stack can&apos;t be turned face up; wait until it resolves.</source>
        <translation>堆叠上牌面朝下的咒语不能翻回正面；请等它结算。</translation>
    </message>
    <message>
        <source>It was {method_text} and its card is a creature card: you may turn it face up for its mana cost {cost}.</source>
        <translation>它是以{method_text}方式牌面朝下的，且其牌是生物牌：你可以支付其法术力费用{cost}将其翻回正面。</translation>
    </message>
    <message>
        <source>The mana-cost route looks at the card itself, ignoring copy and type-changing effects on the permanent.</source>
        <translation>法术力费用的途径看的是牌本身，会忽略永久物上的复制效应和改变类别的效应。</translation>
    </message>
    <message>
        <source>Losing its abilities doesn&apos;t stop a manifested or cloaked creature card from turning face up for its mana cost.</source>
        <translation>失去异能并不会阻止显化或遮掩的生物牌支付其法术力费用翻回正面。</translation>
    </message>
    <message>
        <source>Its card is not a creature card, so it can&apos;t be turned face up for a mana cost.</source>
        <translation>其牌不是生物牌，因此不能支付法术力费用翻回正面。</translation>
    </message>
    <message>
        <source>Its card has no mana cost, so the mana-cost route does not exist.</source>
        <translation>其牌没有法术力费用，因此不存在法术力费用的途径。</translation>
    </message>
    <message>
        <source>X is 0 when a manifested card is turned face up: the cost is {cost}.</source>
        <translation>显化的牌翻回正面时X为0：费用为{cost}。</translation>
    </message>
    <message>
        <source>It may be turned face up either for its mana cost or for its {keyword} cost.</source>
        <translation>它可以支付其法术力费用或其{keyword}费用翻回正面。</translation>
    </message>
    <message>
        <source>It would have morph face up: you may turn it face up for {cost}.</source>
        <translation>牌面朝上时它会具有变身：你可以支付{cost}将其翻回正面。</translation>
    </message>
    <message>
        <source>Paying its megamorph cost {cost} also puts a +1/+1 counter on it.</source>
        <translation>支付其超变身费用{cost}还会在其上放置一个+1/+1指示物。</translation>
    </message>
    <message>
        <source>Turned face up another way, a megamorph card gets no +1/+1 counter.</source>
        <translation>以其他方式翻回正面的超变身牌不会获得+1/+1指示物。</translation>
    </message>
    <message>
        <source>It would have disguise face up: you may turn it face up for {cost}.</source>
        <translation>牌面朝上时它会具有伪装：你可以支付{cost}将其翻回正面。</translation>
    </message>
    <message>
        <source>Its cost is not mana ({cost}); it can be used only when that cost can be paid now.</source>
        <translation>其费用不是法术力（{cost}）；只有在现在能够支付该费用时才能使用。</translation>
    </message>
    <message>
        <source>It would have no {keyword} face up because it has lost its abilities, so that route is closed.</source>
        <translation>由于它已失去异能，牌面朝上时不会具有{keyword}，因此该途径已关闭。</translation>
    </message>
    <message>
        <source>It is copying another object: the {keyword} route uses the copied object&apos;s cost.</source>
        <translation>它正在复制另一个物件：{keyword}途径使用被复制物件的费用。</translation>
    </message>
    <message>
        <source>It was not manifested or cloaked, so its mana cost can&apos;t turn it face up; use its {keyword} cost.</source>
        <translation>它不是被显化或遮掩的，因此其法术力费用无法将其翻回正面；请使用其{keyword}费用。</translation>
    </message>
    <message>
        <source>No rule lets you turn this face up: it became face down by {method_text} and its card has no morph or disguise. Only an effect can turn it face up.</source>
        <translation>没有规则让你将其翻回正面：它因{method_text}而牌面朝下，且其牌没有变身或伪装。只有效应可以将其翻回正面。</translation>
    </message>
    <message>
        <source>A face-down Forest from Yedora whose card has {keyword} may be turned face up for that cost.</source>
        <translation>来自Yedora的牌面朝下的Forest，若其牌具有{keyword}，可以支付该费用翻回正面。</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays face down.</source>
        <translation>效应不能将瞬间或法术牌翻回正面：改为向所有牌手展示它，且它维持牌面朝下。</translation>
    </message>
    <message>
        <source>An effect turns it face up; no cost, whatever made it face down.</source>
        <translation>效应将它翻回正面；无论它因何牌面朝下，都不需费用。</translation>
    </message>
    <message>
        <source>A double-faced card turns face up with its front face up.</source>
        <translation>双面牌翻回正面时以正面朝上。</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform; nothing happens.</source>
        <translation>牌面朝下的双面永久物不能转化；无事发生。</translation>
    </message>
    <message>
        <source>Its front face is not a permanent, so it can&apos;t be turned face up.</source>
        <translation>其正面不是永久物，因此不能翻回正面。</translation>
    </message>
    <message>
        <source>It becomes a land when it turns face up; that is not a land play, and if it stops being a creature it is removed from combat.</source>
        <translation>翻回正面时它会成为地；这不算使用地，若它不再是生物，就会被移出战斗。</translation>
    </message>
    <message>
        <source>It is the same permanent: tapped state, counters, damage, attachments and combat status stay.</source>
        <translation>它是同一个永久物：横置状态、指示物、伤害、结附之物和战斗状态都保持不变。</translation>
    </message>
    <message>
        <source>Nothing enters the battlefield: enters abilities don&apos;t trigger.</source>
        <translation>没有东西进入战场：进场异能不会触发。</translation>
    </message>
    <message>
        <source>Its &quot;as it is turned face up&quot; ability applies now ({detail}).</source>
        <translation>其“当它翻回正面时”的异能现在生效（{detail}）。</translation>
    </message>
    <message>
        <source>Turned-face-up abilities trigger: {names}.</source>
        <translation>翻回正面时的异能触发：{names}。</translation>
    </message>
    <message>
        <source>{name} triggers: {player} gains 1 life for each creature they control ({n} now).</source>
        <translation>{name}触发：{player}每操控一个生物，便获得1点生命（目前为{n}）。</translation>
    </message>
    <message>
        <source>The ward {{2}} it had while face down ends.</source>
        <translation>它在牌面朝下时具有的守护{{2}}终止。</translation>
    </message>
    <message>
        <source>Effects that already applied to it keep applying face up.</source>
        <translation>已经对其生效的效应在其牌面朝上后继续生效。</translation>
    </message>
    <message>
        <source>Check state-based actions now: {detail}.</source>
        <translation>现在检查状态动作：{detail}。</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield is revealed to all players: it was {name}.</source>
        <translation>离开战场的牌面朝下永久物会向所有牌手展示：它是{name}。</translation>
    </message>
    <message>
        <source>A face-down spell leaving the stack for anywhere but the battlefield is revealed to all players: it was {name}.</source>
        <translation>离开堆叠前往战场以外任何地方的牌面朝下咒语会向所有牌手展示：它是{name}。</translation>
    </message>
    <message>
        <source>The game is over: every face-down spell and permanent is revealed.</source>
        <translation>游戏结束：所有牌面朝下的咒语和永久物都会被展示。</translation>
    </message>
    <message>
        <source>{player} leaves the game: their face-down spells and permanents are revealed.</source>
        <translation>{player}离开游戏：其牌面朝下的咒语和永久物都会被展示。</translation>
    </message>
    <message>
        <source>The revealed card is judged as printed, ignoring effects.</source>
        <translation>被展示的牌按印制的样子判断，忽略效应。</translation>
    </message>
    <message>
        <source>It enters face up as a new object; its enters abilities work.</source>
        <translation>它作为新物件以牌面朝上进场；其进场异能会生效。</translation>
    </message>
    <message>
        <source>An instant or sorcery card can&apos;t enter the battlefield; it stays where it is.</source>
        <translation>瞬间或法术牌不能进入战场；它留在原处。</translation>
    </message>
    <message>
        <source>It enters face down as a new object with a new entry number.</source>
        <translation>它作为具有新登场编号的新物件以牌面朝下进场。</translation>
    </message>
    <message>
        <source>A face-down token leaving the battlefield is revealed and then ceases to exist.</source>
        <translation>离开战场的牌面朝下衍生物会被展示，然后消失。</translation>
    </message>
    <message>
        <source>A copy of a face-down permanent takes its face-down copiable values, not counters or other effects: a face-up colorless 2/2 creature with no name, no creature types and no abilities, but with ward {{2}} if it copies a disguised or cloaked creature. Nothing is revealed.</source>
        <translation>牌面朝下永久物的复制品会获得其牌面朝下的可复制数值，而不会获得指示物或其他效应：一个牌面朝上、无色、无名称、无生物类别且无异能的2/2生物，但若复制的是伪装或遮掩的生物，则具有守护{{2}}。不会展示任何东西。</translation>
    </message>
    <message>
        <source>It still looks like a face-down 2/2; the copied values show once it turns face up.</source>
        <translation>它看起来仍是一个牌面朝下的2/2；复制的数值会在其翻回正面后显现。</translation>
    </message>
    <message>
        <source>Face-down permanents may not be mixed to confuse opponents; their order and markers must stay clear.</source>
        <translation>不可以为了迷惑对手而混杂牌面朝下的永久物；它们的顺序和标记必须保持清楚。</translation>
    </message>
    <message>
        <source>A face-down object needs its entry number and method marker.</source>
        <translation>牌面朝下的物件需要其登场编号和方式标记。</translation>
    </message>
    <message>
        <source>Several cards are manifested one at a time, with consecutive entry numbers.</source>
        <translation>多张牌逐一显化，登场编号连续。</translation>
    </message>
    <message>
        <source>{restriction}: the card isn&apos;t manifested and stays where it is.</source>
        <translation>{restriction}：该牌不会被显化，并留在原处。</translation>
    </message>
    <message>
        <source>The library is empty: nothing is manifested (this is not a draw).</source>
        <translation>牌库是空的：没有牌被显化（这不是抓牌）。</translation>
    </message>
    <message>
        <source>Look at the top two cards: manifest one, put the other into the graveyard.</source>
        <translation>检视顶部的两张牌：显化其中一张，将另一张置入坟墓场。</translation>
    </message>
    <message>
        <source>Only one card in the library: it is manifested; nothing goes to the graveyard.</source>
        <translation>牌库中只有一张牌：它被显化；没有牌进入坟墓场。</translation>
    </message>
    <message>
        <source>The library is empty: manifest dread does nothing.</source>
        <translation>牌库是空的：惊惧显化没有任何作用。</translation>
    </message>
    <message>
        <source>&quot;Whenever you manifest dread&quot; abilities trigger even when part or all of it was impossible.</source>
        <translation>“每当你惊惧显化时”的异能，即使部分或全部无法进行也会触发。</translation>
    </message>
    <message>
        <source>The chosen card can&apos;t be manifested, so every looked-at card goes to the graveyard.</source>
        <translation>所选的牌不能被显化，因此所有被检视的牌都进入坟墓场。</translation>
    </message>
    <message>
        <source>Cast face down as a 2/2 creature spell for {cost}, at creature-spell timing.</source>
        <translation>支付{cost}以牌面朝下的2/2生物咒语施放，时机与生物咒语相同。</translation>
    </message>
    <message>
        <source>It has no {keyword}, so it can&apos;t be cast face down that way.</source>
        <translation>它没有{keyword}，因此不能以这种方式牌面朝下施放。</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost and can&apos;t be combined with another one.</source>
        <translation>牌面朝下施放是替代性费用，不能与其他替代性费用组合。</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell for targeting.</source>
        <translation>在选择目标时，牌面朝下的咒语视为生物咒语。</translation>
    </message>
    <message>
        <source>Primordial Mist: at the beginning of your end step you may manifest the top card of your library.</source>
        <translation>Primordial Mist：在你的结束步骤开始时，你可以显化你的牌库顶牌。</translation>
    </message>
    <message>
        <source>Primordial Mist exiles only a face-down permanent you control.</source>
        <translation>Primordial Mist只放逐由你操控、牌面朝下的永久物。</translation>
    </message>
    <message>
        <source>Exiling it face up is not turning it face up: no turned-face-up abilities trigger.</source>
        <translation>将其牌面朝上放逐不算将其翻回正面：翻回正面时的异能不会触发。</translation>
    </message>
    <message>
        <source>You may cast it this turn at its normal timing, paying its costs ({cost}).</source>
        <translation>本回合你可以在其正常时机施放它，并支付其费用（{cost}）。</translation>
    </message>
    <message>
        <source>You may play this land now; it uses your land play.</source>
        <translation>你现在可以使用这张地；这会用掉你本回合使用地的机会。</translation>
    </message>
    <message>
        <source>You can play this land only in your main phase with an empty stack and a land play left: {reason}.</source>
        <translation>你只能在你的行动阶段、堆叠为空且仍有使用地的机会时使用这张地：{reason}。</translation>
    </message>
    <message>
        <source>The permission was used: once it left exile it can&apos;t be played again.</source>
        <translation>该许可已经用掉：它一旦离开放逐区，就不能再次使用。</translation>
    </message>
    <message>
        <source>The permission to play {name} has ended; it stays in exile.</source>
        <translation>使用{name}的许可已经结束；它留在放逐区。</translation>
    </message>
    <message>
        <source>A face-down token may pay the cost, but it ceases to exist: nothing to play.</source>
        <translation>牌面朝下的衍生物可以支付该费用，但它会消失：没有可使用的东西。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: you cast an instant or sorcery from your hand, so manifest the top card of your library.</source>
        <translation>Cryptic Pursuit：你从手上施放了瞬间或法术，因此显化你的牌库顶牌。</translation>
    </message>
    <message>
        <source>Cast from somewhere other than your hand: Cryptic Pursuit does not manifest.</source>
        <translation>不是从你手上施放的：Cryptic Pursuit不会显化。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: the face-down creature was an instant or sorcery card; exile it, and you may cast it until the end of your next turn.</source>
        <translation>Cryptic Pursuit：该牌面朝下的生物是瞬间或法术牌；将其放逐，直到你的下一个回合结束，你可以施放它。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: it was not an instant or sorcery card, so it stays in the graveyard.</source>
        <translation>Cryptic Pursuit：它不是瞬间或法术牌，因此留在坟墓场。</translation>
    </message>
    <message>
        <source>It left the battlefield without dying: Cryptic Pursuit does not trigger (it is still revealed).</source>
        <translation>它没有死去就离开了战场：Cryptic Pursuit不会触发（它仍会被展示）。</translation>
    </message>
    <message>
        <source>The permission to cast {name} has ended; it stays in exile.</source>
        <translation>施放{name}的许可已经结束；它留在放逐区。</translation>
    </message>
    <message>
        <source>{name} can be cast only {when}.</source>
        <translation>{name}只能在{when}施放。</translation>
    </message>
    <message>
        <source>Cast {name} for {cost}.</source>
        <translation>支付{cost}施放{name}。</translation>
    </message>
    <message>
        <source>Nothing lets you cast it from the {zone}.</source>
        <translation>没有东西让你从{zone}施放它。</translation>
    </message>
    <message>
        <source>A land is played, not cast.</source>
        <translation>地是被使用的，不是被施放的。</translation>
    </message>
    <message>
        <source>You may play this land; it uses your land play.</source>
        <translation>你可以使用这张地；这会用掉你本回合使用地的机会。</translation>
    </message>
    <message>
        <source>You can&apos;t play a land now: {reason}.</source>
        <translation>你现在不能使用地：{reason}。</translation>
    </message>
    <message>
        <source>Nothing lets you play it from the {zone}.</source>
        <translation>没有东西让你从{zone}使用它。</translation>
    </message>
    <message>
        <source>It is not yours to play.</source>
        <translation>它不是由你来使用的。</translation>
    </message>
    <message>
        <source>{name} is not on the stack.</source>
        <translation>{name}不在堆叠上。</translation>
    </message>
    <message>
        <source>It is not on the battlefield.</source>
        <translation>它不在战场上。</translation>
    </message>
    <message>
        <source>It is face up already (a copy of a face-down creature is face up too); there is nothing to turn up.</source>
        <translation>它已经牌面朝上（牌面朝下之生物的复制品也是牌面朝上）；没有可翻回正面的东西。</translation>
    </message>
    <message>
        <source>There is no {route} route for this permanent: it would not have {route} if it were face up.</source>
        <translation>此永久物没有{route}途径：若它牌面朝上，也不会具有{route}。</translation>
    </message>
    <message>
        <source>That card is in a hidden zone you may not look at.</source>
        <translation>那张牌位于你不能查看的隐藏区域。</translation>
    </message>
    <message>
        <source>It is face up; everyone can see it.</source>
        <translation>它牌面朝上；每个人都能看到。</translation>
    </message>
    <message>
        <source>{restriction}: it can&apos;t enter the battlefield.</source>
        <translation>{restriction}：它不能进入战场。</translation>
    </message>
    <message>
        <source>Only a double-faced permanent can transform.</source>
        <translation>只有双面永久物可以转化。</translation>
    </message>
    <message>
        <source>The library is empty: nothing to draw.</source>
        <translation>牌库是空的：没有牌可抓。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation>{player}已离开游戏。</translation>
    </message>
    <message>
        <source>{actor} can&apos;t act for {player}.</source>
        <translation>{actor}不能代替{player}行动。</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>{actor} can&apos;t make {player} leave the game: only a player concedes.</source>
        <translation>{actor}不能让{player}离开游戏：只有玩家本人可以认输。</translation>
    </message>
    <message>
        <source>{actor} can&apos;t end the game for {player}: concede to leave it (the game ends when one player is left).</source>
        <translation>{actor}不能替{player}结束游戏：认输即可离开（只剩一名玩家时游戏结束）。</translation>
    </message>
    <message>
        <source>This acts on {player}&apos;s things: it is a request to {player}, carried out only if {player} accepts.</source>
        <translation>这会作用于{player}的东西：这是对{player}的请求，仅在{player}接受时执行。</translation>
    </message>
    <message>
        <source>{player} accepted {actor}&apos;s request: it is carried out as the table is now.</source>
        <translation>{player}接受了{actor}的请求：按牌桌当前状态执行。</translation>
    </message>
    <message>
        <source>{player} declined {actor}&apos;s request: nothing changes.</source>
        <translation>{player}拒绝了{actor}的请求：不会有任何变化。</translation>
    </message>
    <message>
        <source>{actor} withdrew the request to {player}.</source>
        <translation>{actor}撤回了对{player}的请求。</translation>
    </message>
    <message>
        <source>There is no request {request} waiting for an answer.</source>
        <translation>没有等待回应的请求{request}。</translation>
    </message>
    <message>
        <source>{actor} can&apos;t answer or withdraw this request: it is {player}&apos;s.</source>
        <translation>{actor}不能回应或撤回此请求：这属于{player}。</translation>
    </message>
    <message>
        <source>Table trust: {actor} acts on {player}&apos;s things without asking.</source>
        <translation>牌桌信任：{actor}无需询问即操作{player}的东西。</translation>
    </message>
    <message>
        <source>Table trust is on: players may act on each other&apos;s things without asking, never seeing another&apos;s hidden cards that way.</source>
        <translation>牌桌信任已开启：玩家可以无需询问即操作彼此的东西，但绝不会因此看到他人的隐藏牌。</translation>
    </message>
    <message>
        <source>Table trust is off: an action on another&apos;s things is a request.</source>
        <translation>牌桌信任已关闭：对他人东西的动作是一个请求。</translation>
    </message>
    <message>
        <source>Table trust is {on} already: nothing changes.</source>
        <translation>牌桌信任已经是{on}：不会有任何变化。</translation>
    </message>
    <message>
        <source>{actor} can&apos;t turn table trust on during a game of more than two players; choose it when the game starts.</source>
        <translation>{actor}不能在超过两名玩家的游戏中开启牌桌信任；请在游戏开始时选择。</translation>
    </message>
    <message>
        <source>That spell is not {what}, so it can&apos;t be targeted.</source>
        <translation>该咒语不是{what}，因此不能成为目标。</translation>
    </message>
    <message>
        <source>Moved.</source>
        <translation>已移动。</translation>
    </message>
    <message>
        <source>That permanent is not face down: {reason}.</source>
        <translation>该永久物不是牌面朝下：{reason}。</translation>
    </message>
    <message>
        <source>&quot;Until end of turn&quot; effects end and damage wears off.</source>
        <translation>“直到回合结束”的效应终止，伤害移除。</translation>
    </message>
    <message>
        <source>{name} triggers: {what}.</source>
        <translation>{name}触发：{what}。</translation>
    </message>
    <message>
        <source>Ward triggers: {name} is countered unless {player} pays {cost}.</source>
        <translation>守护触发：除非{player}支付{cost}，否则反击{name}。</translation>
    </message>
    <message>
        <source>{name}, chosen: {modes}</source>
        <translation>{name}，所选模式：{modes}</translation>
    </message>
    <message>
        <source>{name} offers these modes: {modes} Choose from {least} to {most} of them, each once.</source>
        <translation>{name}提供以下模式：{modes} 从中选择{least}至{most}个，每个只能选一次。</translation>
    </message>
    <message numerus="yes">
        <source>{player} attempted to draw from an empty library (%n time(s)): they lose the next time state-based actions are checked.</source>
        <translation>
            <numerusform>{player}试图从空牌库抓牌（%n次）：下次检查状态动作时该牌手输掉游戏。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Name exactly the top %n card(s) of that library, each once.</source>
        <translation>
            <numerusform>准确指定该牌库顶的%n张牌，每张一次。</numerusform>
        </translation>
    </message>
    <message>
        <source>The rest of the library is shuffled first; the cards found go on top and are not part of the shuffle.</source>
        <translation>先将牌库其余部分洗牌；找到的牌置于顶部，不参与洗牌。</translation>
    </message>
    <message numerus="yes">
        <source>{player} must first put %n card(s) from their hand on the bottom of their library.</source>
        <translation>
            <numerusform>{player}必须先将手上的%n张牌置于其牌库底。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts exactly %n card(s) on the bottom (one per mulligan that counts), not {got}.</source>
        <translation>
            <numerusform>{player}须恰好将%n张牌置于底部（每次计数的再调度一张），而不是{got}张。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n {counter} counter(s): there can&apos;t be fewer than none.</source>
        <translation>
            <numerusform>{player}有%n个{counter}指示物：不能少于零个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}): an activated ability can&apos;t be activated now.</source>
        <translation>在此步骤（{step}）中无人拥有优先权：现在无法起动起动式异能。</translation>
    </message>
    <message>
        <source>{player} passes priority: {to} receives it.</source>
        <translation>{player}让过优先权：由{to}获得。</translation>
    </message>
    <message>
        <source>Every player has passed in succession: the top object of the stack resolves.</source>
        <translation>所有牌手依次让过：堆叠顶端的对象结算。</translation>
    </message>
    <message>
        <source>Every player has passed in succession with the stack empty: the step may end.</source>
        <translation>堆叠为空时所有牌手依次让过：该步骤可以结束。</translation>
    </message>
    <message>
        <source>{player} does not hold priority ({holder} does): only the player with priority passes it.</source>
        <translation>{player}没有优先权（{holder}拥有）：只有拥有优先权的牌手才能让过。</translation>
    </message>
    <message>
        <source>Nobody has priority in this step ({step}), so there is none to pass.</source>
        <translation>此步骤（{step}）中无人拥有优先权，因此没有可让过的优先权。</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves, so there is none to pass. Finish its resolution first.</source>
        <translation>咒语结算期间无人拥有优先权，因此没有可让过的优先权。请先结束其结算。</translation>
    </message>
    <message>
        <source>Nobody has priority while a spell resolves: this action needs priority unless the resolving effect itself allows it.</source>
        <translation>咒语结算期间无人拥有优先权：除非正在结算的效应本身允许，此动作需要优先权。</translation>
    </message>
    <message>
        <source>The resolution is over: the active player ({player}) receives priority.</source>
        <translation>结算已结束：主动牌手（{player}）获得优先权。</translation>
    </message>
    <message>
        <source>That spell is not resolving, so there is no resolution to finish.</source>
        <translation>该咒语并未在结算，因此没有可结束的结算。</translation>
    </message>
    <message>
        <source>Its card is an instant or sorcery card, not a creature card, so no special action can turn it face up (not for its mana cost either): that action is not available, and nothing is revealed.</source>
        <translation>它的牌是瞬间或法术牌，不是生物牌，因此任何特殊行动都无法将其翻回正面（支付其法术力费用也不行）：该行动不可用，也不会展示任何东西。</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>不是你的回合</translation>
    </message>
    <message>
        <source>it is not your main phase</source>
        <translation>不是你的行动阶段</translation>
    </message>
    <message>
        <source>the stack is not empty</source>
        <translation>堆叠不为空</translation>
    </message>
    <message>
        <source>when you have priority</source>
        <translation>在你拥有优先权时</translation>
    </message>
    <message>
        <source>nobody has priority in this step</source>
        <translation>此步骤中无人拥有优先权</translation>
    </message>
    <message>
        <source>in your main phase while the stack is empty</source>
        <translation>在你的行动阶段且堆叠为空时</translation>
    </message>
    <message>
        <source>you have already played a land this turn</source>
        <translation>你本回合已经使用过地</translation>
    </message>
    <message>
        <source>Creature cards can&apos;t enter the battlefield from graveyards or libraries</source>
        <translation>生物牌不能从坟墓场或牌库进入战场</translation>
    </message>
    <message>
        <source>you may manifest the top card of your library</source>
        <translation>你可以显化你的牌库顶牌</translation>
    </message>
    <message>
        <source>manifest the top card of your library</source>
        <translation>显化你的牌库顶牌</translation>
    </message>
    <message>
        <source>manifest dread</source>
        <translation>惊惧显化</translation>
    </message>
    <message>
        <source>it is not on the battlefield</source>
        <translation>它不在战场上</translation>
    </message>
    <message>
        <source>it is face up</source>
        <translation>它牌面朝上</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>咒语</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>永久物</translation>
    </message>
    <message>
        <source>a creature spell</source>
        <translation>生物咒语</translation>
    </message>
    <message>
        <source>a noncreature spell</source>
        <translation>非生物咒语</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>效应</translation>
    </message>
    <message>
        <source>The library is empty: nothing is milled.</source>
        <translation>牌库是空的：没有牌被碾磨。</translation>
    </message>
    <message>
        <source>A face-down spell has none of its card&apos;s abilities: it can be countered whatever its card says.</source>
        <translation>牌面朝下的咒语不具有其牌上的任何异能：无论其牌上写着什么，都可以被反击。</translation>
    </message>
    <message>
        <source>Exiling a face-down permanent you control face up is the cost; once the ability resolves, you may play that card this turn.</source>
        <translation>将一个由你操控、牌面朝下的永久物牌面朝上放逐是费用；该异能结算后，本回合你可以使用该牌。</translation>
    </message>
    <message>
        <source>{player} plays with the top card of their library revealed: every player knows it, and each new top card as soon as it is on top (a draw of several cards reveals each one before it is drawn).</source>
        <translation>{player}展示牌库顶牌进行游戏：所有牌手都知道这张牌，且每张新的顶牌一到顶部就会知道（抓多张牌时，每张牌在抓之前都会被展示）。</translation>
    </message>
    <message>
        <source>{player} already plays with the top card of their library revealed: nothing changes.</source>
        <translation>{player}已经在展示牌库顶牌进行游戏：没有任何改变。</translation>
    </message>
    <message>
        <source>{player} doesn&apos;t play with the top card of their library revealed: nothing changes.</source>
        <translation>{player}没有在展示牌库顶牌进行游戏：没有任何改变。</translation>
    </message>
    <message>
        <source>The library is empty: there is nothing to look at.</source>
        <translation>牌库是空的：没有可检视的东西。</translation>
    </message>
    <message>
        <source>{player} may arrange only cards they have looked at; they don&apos;t know {count} of them.</source>
        <translation>{player}只能排列他检视过的牌；其中有{count}张他并不知道。</translation>
    </message>
    <message>
        <source>A search finds only cards of the zone searched: {count} of them are not in {owner}&apos;s {zone}.</source>
        <translation>搜寻只能找到所搜寻区域中的牌：其中{count}张不在{owner}的{zone}中。</translation>
    </message>
    <message>
        <source>A search for &quot;a card&quot; with no stated quality must find one while the zone holds any.</source>
        <translation>搜寻未指定性质的“一张牌”时，只要该区域中有牌就必须找出一张。</translation>
    </message>
    <message>
        <source>A search for a card with a stated quality may find nothing.</source>
        <translation>搜寻具有指定性质的牌时可以什么都找不到。</translation>
    </message>
    <message>
        <source>Revealed cards stay where they are; face-down objects stay face down.</source>
        <translation>被展示的牌留在原处；牌面朝下的物件维持牌面朝下。</translation>
    </message>
    <message>
        <source>Mulligans are taken before the game begins; it has begun.</source>
        <translation>再调度在游戏开始前进行；游戏已经开始。</translation>
    </message>
    <message>
        <source>{player} has kept their opening hand.</source>
        <translation>{player}已保留其起手牌。</translation>
    </message>
    <message>
        <source>{player}&apos;s mulligans have left them no cards: they keep an empty hand.</source>
        <translation>{player}再调度后没有剩下任何牌：保留空手。</translation>
    </message>
    <message>
        <source>{player} has no cards to put on the bottom of their library.</source>
        <translation>{player}没有可置于牌库底的牌。</translation>
    </message>
    <message>
        <source>Only cards of {player}&apos;s hand go on the bottom, each once.</source>
        <translation>只有{player}手上的牌可以置于底部，每张一次。</translation>
    </message>
    <message>
        <source>In a game that began with more than two players, the first mulligan is free.</source>
        <translation>在以多于两位牌手开始的游戏中，第一次再调度免费。</translation>
    </message>
    <message>
        <source>The game begins: turn 1 is {player}&apos;s.</source>
        <translation>游戏开始：第1回合是{player}的回合。</translation>
    </message>
    <message>
        <source>In a two-player game the starting player skips the draw of their first turn: {player} draws no card in turn 1&apos;s draw step.</source>
        <translation>在双人游戏中，起始牌手跳过第一个回合的抓牌：{player}在第1回合的抓牌步骤中不抓牌。</translation>
    </message>
    <message>
        <source>{player} has {life} life and can&apos;t pay {amount}: a player can pay life only if their life total is at least the amount.</source>
        <translation>{player}有{life}点生命，不能支付{amount}：只有当生命总值至少等于该数量时，牌手才能支付生命。</translation>
    </message>
    <message>
        <source>A change of 0 is no change: nothing happens (no life is gained or lost).</source>
        <translation>变化为0不算变化：无事发生（没有获得或失去生命）。</translation>
    </message>
    <message>
        <source>{player} has {life} life: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player}有{life}点生命：会在下次检查状态动作时输掉游戏（由牌手决定：离开游戏或结束游戏）。</translation>
    </message>
    <message>
        <source>{player} has {n} poison counters: they lose the game the next time state-based actions are checked (the players&apos; move: leave the game or end it).</source>
        <translation>{player}有{n}个中毒指示物：会在下次检查状态动作时输掉游戏（由牌手决定：离开游戏或结束游戏）。</translation>
    </message>
    <message>
        <source>No counters are put on or removed: nothing happens.</source>
        <translation>没有放置或移去指示物：无事发生。</translation>
    </message>
    <message>
        <source>{player} has left the game: nothing happens to them.</source>
        <translation>{player}已离开游戏：不会有任何事发生在他身上。</translation>
    </message>
    <message>
        <source>That token left the battlefield and ceased to exist; nothing can bring it back.</source>
        <translation>该衍生物已离开战场并消失；没有任何东西能让它回来。</translation>
    </message>
    <message>
        <source>Only a permanent can have a note; a note is gone when its card changes zones.</source>
        <translation>只有永久物可以有备注；当其牌改变区域时备注就会消失。</translation>
    </message>
    <message>
        <source>{player} controls no tapped permanent.</source>
        <translation>{player}没有操控横置的永久物。</translation>
    </message>
    <message>
        <source>Only the newest entry that is not taken back yet can be taken back (entry {last}).</source>
        <translation>只能撤回最新一条尚未撤回的记录（记录{last}）。</translation>
    </message>
    <message>
        <source>Taken back; what {players} saw stays known: nobody can unsee a card.</source>
        <translation>已撤回；{players}看到的内容仍然为人所知：没有人能忘记看过的牌。</translation>
    </message>
    <message>
        <source>{player} controls no permanent with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player}没有操控具有该异能（{ability}）的永久物，因此无法起动。</translation>
    </message>
    <message>
        <source>{player} controls no face-up permanent {card} with that ability ({ability}), so it can&apos;t be activated.</source>
        <translation>{player}没有操控具有该异能（{ability}）的牌面朝上永久物{card}，因此无法起动。</translation>
    </message>
    <message>
        <source>Only {player}, who controlled the face-down creature&apos;s Pursuit ability as it died, may cast that card.</source>
        <translation>只有在该牌面朝下的生物死去时操控其Pursuit异能的{player}，才能施放那张牌。</translation>
    </message>
    <message>
        <source>Effects that gave {player} control of objects end: each goes back to the player who would otherwise control it.</source>
        <translation>给予{player}物件操控权的效应终止：每个物件都回到原本会操控它的牌手手中。</translation>
    </message>
    <message>
        <source>The objects {player} owns leave the game with them.</source>
        <translation>{player}拥有的物件随他一起离开游戏。</translation>
    </message>
</context>
</TS>
