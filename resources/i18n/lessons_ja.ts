<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>lessons</name>
    <message>
        <source>Tracking markers: entry order and method</source>
        <translation>目印：登場順と方法</translation>
    </message>
    <message>
        <source>Your Soul Summons resolves: manifest the top card of your library. Watch the marker it gets: #1 says it is the first face-down card of the game, and &apos;manifest&apos; says how it became face down.</source>
        <translation>あなたのSoul Summonsが解決します：ライブラリーの一番上のカードを予示してください。付く目印に注目してください：#1はゲームで最初の裏向きのカードであること、「予示」はどのように裏向きになったかを示します。</translation>
    </message>
    <message>
        <source>Manifest the top card of your library.</source>
        <translation>ライブラリーの一番上のカードを予示してください。</translation>
    </message>
    <message>
        <source>The table gives the new face-down creature its marker by itself: #1, manifest.</source>
        <translation>テーブルが新しい裏向きのクリーチャーに自動で目印を付けます：#1、予示。</translation>
    </message>
    <message>
        <source>#1 is a face-down 2/2. Both players can see its number and method; only you may see its face.</source>
        <translation>#1は裏向きの2/2です。両プレイヤーがその番号と方法を見られますが、表面を見られるのはあなただけです。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel from your hand face down, using morph: it is a 2/2 creature spell for {3}. It gets the next number, #2, and the method &apos;morph&apos;.</source>
        <translation>手札のExalted Angelを変異で裏向きに唱えてください：{3}の2/2クリーチャー呪文です。次の番号#2と、方法「変異」が付きます。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down, choosing morph.</source>
        <translation>Exalted Angelを裏向きで唱え、変異を選んでください。</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise or megamorph.</source>
        <translation>Exalted Angelが持つのは変異で、変装や大変異ではありません。</translation>
    </message>
    <message>
        <source>Numbers are never reused, so #2 will always mean this card while it stays face down.</source>
        <translation>番号は再利用されないので、このカードが裏向きであるかぎり#2は常にこのカードを指します。</translation>
    </message>
    <message>
        <source>The method on the marker must be true: Exalted Angel has morph, so it is cast face down with morph, and the marker says so.</source>
        <translation>目印の方法は正しくなければなりません：Exalted Angelは変異を持つので変異で裏向きに唱えられ、目印もそう示します。</translation>
    </message>
    <message>
        <source>Your Angel resolves. Then your opponent&apos;s Lightning Bolt deals 3 damage to your face-down creature #1, the one that entered first. Put #1 into your graveyard.</source>
        <translation>Angelが解決します。次に、対戦相手のLightning Boltが、先に戦場に出たあなたの裏向きのクリーチャー#1に3点のダメージを与えます。#1を墓地に置いてください。</translation>
    </message>
    <message>
        <source>Two face-down 2/2s look alike; the marker #1 tells you which one the Bolt hit.</source>
        <translation>裏向きの2/2は2体とも同じに見えます。Boltがどちらに当たったかは目印#1でわかります。</translation>
    </message>
    <message>
        <source>Move #1 (not #2) to your graveyard.</source>
        <translation>#1（#2ではなく）を墓地に移動してください。</translation>
    </message>
    <message>
        <source>The entry number settled which creature died without anyone revealing anything. As it left the battlefield it was revealed: a Forest.</source>
        <translation>誰も何も公開せずに、登場番号でどのクリーチャーが死亡したかが決まりました。戦場を離れるときに公開されました：Forestです。</translation>
    </message>
    <message>
        <source>That is #2. The Bolt hit #1, the creature that entered first: only the creature with lethal damage dies, and the order must stay clear so both players agree which face-down creature is which.</source>
        <translation>それは#2です。Boltが当たったのは先に出た#1です：致死ダメージを受けたクリーチャーだけが死亡し、どの裏向きのクリーチャーがどれかを両プレイヤーが合意できるよう、順番は明確でなければなりません。</translation>
    </message>
    <message>
        <source>Turn #2 face up. Read its marker first: it says morph, so the way up is its morph cost, {2}{W}{W}.</source>
        <translation>#2を表向きにしてください。まず目印を読みましょう：変異とあるので、表向きにする方法は変異コスト{2}{W}{W}です。</translation>
    </message>
    <message>
        <source>Turn #2 face up and choose its morph cost.</source>
        <translation>#2を表向きにし、変異コストを選んでください。</translation>
    </message>
    <message>
        <source>A card cast face down with morph was not manifested, so its mana cost is no way up.</source>
        <translation>変異で裏向きに唱えたカードは予示されたものではないので、マナ・コストでは表向きにできません。</translation>
    </message>
    <message>
        <source>The marker says morph, not manifest. Only manifested or cloaked creature cards may turn up for their mana cost; that is why the method must stay clear.</source>
        <translation>目印は予示ではなく変異です。マナ・コストで表向きにできるのは予示か偽装されたクリーチャー・カードだけです。だから方法は明確でなければなりません。</translation>
    </message>
    <message>
        <source>Peeking: your face-down cards, not theirs</source>
        <translation>見る：自分の裏向きのカードは見てよいが、相手のものは見られない</translation>
    </message>
    <message>
        <source>You may look at the face-down spells and permanents you control whenever you like. You may not look at anyone else&apos;s. Control decides, not ownership.</source>
        <translation>あなたがコントロールしている裏向きの呪文やパーマネントはいつでも見られます。他人のものは見られません。決めるのはオーナーではなくコントロールです。</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s turn. You control the face-down creature #1: peek at it.</source>
        <translation>対戦相手のターンです。あなたは裏向きのクリーチャー#1をコントロールしています：それを見てください。</translation>
    </message>
    <message>
        <source>Look at #1, your own face-down creature.</source>
        <translation>自分の裏向きのクリーチャー#1を見てください。</translation>
    </message>
    <message>
        <source>You may look at your own face-down cards at any time, even on your opponent&apos;s turn.</source>
        <translation>自分の裏向きのカードは、対戦相手のターンでもいつでも見られます。</translation>
    </message>
    <message>
        <source>It is Grizzly Bears. Peeking at your own face-down cards is always fine; it tells your opponent nothing.</source>
        <translation>Grizzly Bearsです。自分の裏向きのカードを見るのはいつでも問題ありません。対戦相手には何も伝わりません。</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s, and only its controller may look at it. You will see it if you gain control of it, if an effect lets you look at it, or when it is revealed, for example when it leaves the battlefield or the game ends.</source>
        <translation>#2は対戦相手のもので、見られるのはそのコントローラーだけです。そのコントロールを得たとき、効果で見ることが認められたとき、または公開されたとき（戦場を離れたときやゲーム終了時など）に見られます。</translation>
    </message>
    <message>
        <source>Your opponent cast Act of Treason: they control your #1 until end of turn. While they control it, only they may peek. Let the turn end: move on to the next turn.</source>
        <translation>対戦相手がAct of Treasonを唱えました：ターン終了時まで、相手があなたの#1をコントロールします。相手がコントロールしている間は、相手だけが見られます。ターンを終わらせて、次のターンに進んでください。</translation>
    </message>
    <message>
        <source>Don&apos;t peek now: pass the turn.</source>
        <translation>今は見ないで、ターンを進めてください。</translation>
    </message>
    <message>
        <source>Act of Treason&apos;s control change ends with the turn.</source>
        <translation>Act of Treasonによるコントロールの変更はターンとともに終わります。</translation>
    </message>
    <message>
        <source>The turn ended and #1 came back to you.</source>
        <translation>ターンが終わり、#1はあなたの元に戻りました。</translation>
    </message>
    <message>
        <source>It is your card, but your opponent controls it now, and control decides who may look. They may peek at your Bears until the turn ends; you may not.</source>
        <translation>あなたのカードですが、今は対戦相手がコントロールしていて、誰が見られるかはコントロールで決まります。ターン終了まで相手はあなたのBearsを見られますが、あなたは見られません。</translation>
    </message>
    <message>
        <source>You control #1 again. Peek at it once more.</source>
        <translation>#1を再びコントロールしています。もう一度見てください。</translation>
    </message>
    <message>
        <source>Look at #1.</source>
        <translation>#1を見てください。</translation>
    </message>
    <message>
        <source>Now you may look again and your opponent may not.</source>
        <translation>今はあなたが見られて、対戦相手は見られません。</translation>
    </message>
    <message>
        <source>Turning a manifested card face up</source>
        <translation>予示されたカードを表向きにする</translation>
    </message>
    <message>
        <source>You may turn a manifested card face up for its mana cost only if it is a creature card with a mana cost. A manifested land without morph or disguise gives you no way to turn it up yourself, though an effect can; a manifested instant or sorcery is never turned face up: an effect that tries only reveals it.</source>
        <translation>予示されたカードをマナ・コストで表向きにできるのは、それがマナ・コストを持つクリーチャー・カードである場合だけです。変異も変装も持たない予示された土地は自分では表向きにできません（効果ならできます）。予示されたインスタントやソーサリーは決して表向きになりません：そうしようとする効果はそれを公開するだけです。</translation>
    </message>
    <message>
        <source>You have three manifested cards, #1, #2 and #3, each a face-down 2/2 creature. Peek if you like: #1 is Grizzly Bears, a creature card with mana cost {1}{G}. Turn #1 face up for its mana cost.</source>
        <translation>あなたは予示されたカードを3枚持っています：#1、#2、#3、それぞれ裏向きの2/2クリーチャーです。見てもかまいません：#1はマナ・コスト{1}{G}のクリーチャー・カード、Grizzly Bearsです。#1をマナ・コストで表向きにしてください。</translation>
    </message>
    <message>
        <source>Use &apos;Turn face up&apos; on #1 and choose its mana cost, {1}{G}.</source>
        <translation>#1に「表向きにする」を使い、マナ・コスト{1}{G}を選んでください。</translation>
    </message>
    <message>
        <source>Only a creature card can be turned up for its mana cost; #1 is one.</source>
        <translation>マナ・コストで表向きにできるのはクリーチャー・カードだけです。#1はそうです。</translation>
    </message>
    <message>
        <source>Turning face up is a special action: it doesn&apos;t use the stack and nobody can respond to it. It is the same creature, now face up.</source>
        <translation>表向きにすることは特別な処理です：スタックを使わず、誰も対応できません。同じクリーチャーが、今は表向きになっています。</translation>
    </message>
    <message>
        <source>#2 is a manifested Forest. It is not a creature card and has no morph or disguise, so you have no way to turn it up yourself (only an effect could), and it stays a face-down 2/2 creature that can still fight. It is your declare attackers step: attack with #2 by tapping it.</source>
        <translation>#2は予示されたForestです。クリーチャー・カードではなく、変異も変装も持たないので、自分で表向きにする方法はありません（効果ならできます）。それでも戦える裏向きの2/2クリーチャーのままです。今はあなたの攻撃クリーチャー指定ステップです：#2をタップして攻撃してください。</translation>
    </message>
    <message>
        <source>Tap #2 to attack with it.</source>
        <translation>#2をタップして攻撃してください。</translation>
    </message>
    <message>
        <source>You have no way to turn it up yourself: a land is not a creature card, and it has no morph or disguise. Only an effect could turn it up.</source>
        <translation>自分で表向きにする方法はありません：土地はクリーチャー・カードではなく、変異も変装も持ちません。表向きにできるのは効果だけです。</translation>
    </message>
    <message>
        <source>A manifested land fights on as a 2/2. If an effect turns it face up, it becomes a Forest land and leaves combat; if it leaves the battlefield, it is revealed.</source>
        <translation>予示された土地は2/2として戦い続けます。効果で表向きになるとForestという土地になって戦闘から取り除かれ、戦場を離れれば公開されます。</translation>
    </message>
    <message>
        <source>#3 is a Lightning Bolt. An instant is not a creature card either, so the special action of paying its mana cost {R} to turn it up is not available; nothing is revealed.</source>
        <translation>#3はLightning Boltです。インスタントもクリーチャー・カードではないので、マナ・コスト{R}を支払って表向きにする特別な処理はできません。何も公開されません。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Break Open resolves: it turns a face-down creature face up, and they chose your #3. Carry out the effect on #3 and see what happens to an instant.</source>
        <translation>対戦相手のBreak Openが解決します：裏向きのクリーチャー1体を表向きにするもので、相手はあなたの#3を選びました。#3に効果を実行して、インスタントがどうなるか見てください。</translation>
    </message>
    <message>
        <source>Turn #3 face up by the effect (Break Open), not for a cost.</source>
        <translation>コストではなく効果（Break Open）で#3を表向きにしてください。</translation>
    </message>
    <message>
        <source>The face-down Bolt is a permanent, but it can&apos;t be a face-up one: it is shown to everyone and stays face down.</source>
        <translation>裏向きのBoltはパーマネントですが、表向きのパーマネントにはなれません：全員に見せられ、裏向きのままです。</translation>
    </message>
    <message>
        <source>An effect can&apos;t turn an instant or sorcery card face up: it is revealed to all players instead and stays a face-down 2/2, and nothing that cares about turning face up triggers.</source>
        <translation>効果はインスタント・カードやソーサリー・カードを表向きにできません：代わりにすべてのプレイヤーに公開され、裏向きの2/2のままで、表向きになることを条件とするものは何も誘発しません。</translation>
    </message>
    <message>
        <source>Morph and megamorph</source>
        <translation>変異と大変異</translation>
    </message>
    <message>
        <source>Cast Den Protector face down and choose megamorph.</source>
        <translation>Den Protectorを裏向きで唱え、大変異を選んでください。</translation>
    </message>
    <message>
        <source>Casting face down is an alternative cost of {3}, at the time you could cast a creature.</source>
        <translation>裏向きで唱えることは{3}の代替コストで、クリーチャーを唱えられるタイミングで行います。</translation>
    </message>
    <message>
        <source>Den Protector has megamorph. It can be cast face down only with a keyword it really has.</source>
        <translation>Den Protectorは大変異を持っています。裏向きで唱えられるのは、実際に持っているキーワードによってだけです。</translation>
    </message>
    <message>
        <source>Den Protector resolves and becomes your face-down creature #1. Now cast Exalted Angel face down with morph.</source>
        <translation>Den Protectorが解決し、あなたの裏向きのクリーチャー#1になりました。次にExalted Angelを変異で裏向きに唱えてください。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down and choose morph.</source>
        <translation>Exalted Angelを裏向きで唱え、変異を選んでください。</translation>
    </message>
    <message>
        <source>The Angel resolves as #2. Turn #1 (Den Protector) face up for its megamorph cost {1}{G}: it also gets a +1/+1 counter.</source>
        <translation>Angelは#2として解決します。#1（Den Protector）を大変異コスト{1}{G}で表向きにしてください：+1/+1カウンターも置かれます。</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its megamorph cost, {1}{G}.</source>
        <translation>#1を表向きにし、大変異コスト{1}{G}を選んでください。</translation>
    </message>
    <message>
        <source>Its mana cost is no way up: it was cast face down, not manifested.</source>
        <translation>マナ・コストでは表向きにできません：予示されたのではなく、裏向きで唱えられたものです。</translation>
    </message>
    <message>
        <source>Den Protector is a 3/2 with its +1/+1 counter. It did not enter the battlefield again; its &apos;when turned face up&apos; ability triggers.</source>
        <translation>Den Protectorは+1/+1カウンターが置かれた3/2です。戦場に出直してはいません。その「表向きになったとき」の能力が誘発します。</translation>
    </message>
    <message>
        <source>Paying {1}{G} as its mana cost is not a way up for a creature cast face down; the cost to pay is its megamorph cost (which happens to be {1}{G} too), and only that gives the counter.</source>
        <translation>裏向きで唱えたクリーチャーは、マナ・コストとして{1}{G}を支払っても表向きにできません。支払うのは大変異コスト（たまたま同じ{1}{G}）で、カウンターが置かれるのはそれだけです。</translation>
    </message>
    <message>
        <source>It is now your opponent&apos;s upkeep. You may turn a face-down permanent face up any time you have priority, even on their turn. Turn #2 (Exalted Angel) face up for its morph cost {2}{W}{W}.</source>
        <translation>今は対戦相手のアップキープです。優先権を持っているときなら、相手のターンでも裏向きのパーマネントを表向きにできます。#2（Exalted Angel）を変異コスト{2}{W}{W}で表向きにしてください。</translation>
    </message>
    <message>
        <source>Plain morph gives no counter.</source>
        <translation>通常の変異ではカウンターは置かれません。</translation>
    </message>
    <message>
        <source>A 4/5 Angel, no counter: only megamorph adds one.</source>
        <translation>4/5のAngelで、カウンターはありません：カウンターを置くのは大変異だけです。</translation>
    </message>
    <message>
        <source>Exalted Angel&apos;s mana cost is {4}{W}{W}, but it was cast face down with morph, so only its morph cost {2}{W}{W} turns it up.</source>
        <translation>Exalted Angelのマナ・コストは{4}{W}{W}ですが、変異で裏向きに唱えたので、表向きにできるのは変異コスト{2}{W}{W}だけです。</translation>
    </message>
    <message>
        <source>Disguise: ward {2} while face down</source>
        <translation>変装：裏向きの間は護法{2}</translation>
    </message>
    <message>
        <source>A card with disguise is cast face down for {3} like a morph, but while it is face down it has ward {2}. Turned face up for its disguise cost, it loses that ward and does not enter the battlefield again.</source>
        <translation>変装を持つカードは変異と同様に{3}で裏向きに唱えますが、裏向きの間は護法{2}を持ちます。変装コストで表向きにすると、その護法を失い、戦場に出直すこともありません。</translation>
    </message>
    <message>
        <source>Cast Hunted Bonebrute face down using disguise, for {3}.</source>
        <translation>Hunted Bonebruteを変装で、{3}で裏向きに唱えてください。</translation>
    </message>
    <message>
        <source>Cast it face down and choose disguise.</source>
        <translation>裏向きで唱え、変装を選んでください。</translation>
    </message>
    <message>
        <source>Hunted Bonebrute has disguise, not morph.</source>
        <translation>Hunted Bonebruteが持つのは変装で、変異ではありません。</translation>
    </message>
    <message>
        <source>Disguise and morph are different keywords. Its marker will say &apos;disguise&apos;, which tells your opponent it has ward {2}.</source>
        <translation>変装と変異は別のキーワードです。目印には「変装」と表示され、護法{2}を持つことが対戦相手にわかります。</translation>
    </message>
    <message>
        <source>It resolves as your face-down #1: a 2/2 with ward {2}. If your opponent targets it with a spell or ability, that is countered unless they pay {2}. Peek at #1.</source>
        <translation>あなたの裏向きの#1として解決します：護法{2}を持つ2/2です。対戦相手が呪文や能力でこれを対象にすると、{2}を支払わないかぎりそれは打ち消されます。#1を見てください。</translation>
    </message>
    <message>
        <source>Ward {2} is the only ability it has face down. Its own abilities don&apos;t exist until it is face up.</source>
        <translation>裏向きの間に持つ能力は護法{2}だけです。それ自身の能力は、表向きになるまで存在しません。</translation>
    </message>
    <message>
        <source>Turn #1 face up for its disguise cost {1}{B}.</source>
        <translation>#1を変装コスト{1}{B}で表向きにしてください。</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its disguise cost.</source>
        <translation>#1を表向きにし、変装コストを選んでください。</translation>
    </message>
    <message>
        <source>It was cast face down, not manifested, so its mana cost {2}{B} is no way up.</source>
        <translation>予示されたのではなく裏向きで唱えられたものなので、マナ・コスト{2}{B}では表向きにできません。</translation>
    </message>
    <message>
        <source>Only manifested or cloaked cards use their mana cost. A disguised card turns up for its disguise cost.</source>
        <translation>マナ・コストを使うのは予示か偽装されたカードだけです。変装したカードは変装コストで表向きになります。</translation>
    </message>
    <message>
        <source>Cloak</source>
        <translation>偽装</translation>
    </message>
    <message>
        <source>Cryptic Coat enters the battlefield. Its ability cloaks the top card of your library: cloak it.</source>
        <translation>Cryptic Coatが戦場に出ます。その能力はライブラリーの一番上のカードを偽装します：偽装してください。</translation>
    </message>
    <message>
        <source>Cloak the top card of your library (not manifest).</source>
        <translation>ライブラリーの一番上のカードを偽装してください（予示ではありません）。</translation>
    </message>
    <message>
        <source>A cloaked card is a face-down 2/2 with ward {2}.</source>
        <translation>偽装されたカードは、護法{2}を持つ裏向きの2/2です。</translation>
    </message>
    <message>
        <source>#1 is cloaked: a 2/2 with ward {2}, and its marker says &apos;cloak&apos;.</source>
        <translation>#1は偽装されています：護法{2}を持つ2/2で、目印には「偽装」と表示されます。</translation>
    </message>
    <message>
        <source>Cryptic Coat says cloak, and cloak is its own keyword action, not a manifest: a cloaked card has ward {2} while face down, and its marker must say &apos;cloak&apos; so your opponent knows.</source>
        <translation>Cryptic Coatは偽装すると書いていて、偽装は予示ではなくそれ自体がキーワード処理です：偽装されたカードは裏向きの間は護法{2}を持ち、対戦相手にわかるよう目印に「偽装」と表示しなければなりません。</translation>
    </message>
    <message>
        <source>Cryptic Coat then attaches itself to the creature it cloaked. Attach Cryptic Coat to #1.</source>
        <translation>次にCryptic Coatは、偽装したクリーチャーに自身をつけます。Cryptic Coatを#1につけてください。</translation>
    </message>
    <message>
        <source>Attach the Coat to #1.</source>
        <translation>Coatを#1につけてください。</translation>
    </message>
    <message>
        <source>Equipment and counters on a face-down creature still count: other effects can still change its face-down characteristics.</source>
        <translation>裏向きのクリーチャーについている装備品やカウンターも有効です：他の効果は裏向きの特性をさらに変更できます。</translation>
    </message>
    <message>
        <source>Peek at #1: it is Grizzly Bears, a creature card. A cloaked creature card can be turned face up for its mana cost, just like a manifested one. Turn #1 face up for {1}{G}.</source>
        <translation>#1を見てください：クリーチャー・カードのGrizzly Bearsです。偽装されたクリーチャー・カードは、予示されたものと同様にマナ・コストで表向きにできます。#1を{1}{G}で表向きにしてください。</translation>
    </message>
    <message>
        <source>Turn #1 face up and choose its mana cost.</source>
        <translation>#1を表向きにし、マナ・コストを選んでください。</translation>
    </message>
    <message>
        <source>Grizzly Bears has no disguise or morph; its mana cost is the way up.</source>
        <translation>Grizzly Bearsは変装も変異も持ちません。表向きにする方法はマナ・コストです。</translation>
    </message>
    <message>
        <source>The ward {2} from cloaking is gone, and the Coat stays attached: it is the same creature.</source>
        <translation>偽装による護法{2}はなくなり、Coatはついたままです：同じクリーチャーです。</translation>
    </message>
    <message>
        <source>Cloaked does not mean disguised. A cloaked card turns up for its mana cost if it is a creature card, or for disguise or morph only if the card has that keyword.</source>
        <translation>偽装は変装とは違います。偽装されたカードは、クリーチャー・カードならマナ・コストで表向きになり、変装や変異ではそのキーワードを持つ場合にだけ表向きになります。</translation>
    </message>
    <message>
        <source>Manifest dread with Break Down the Door</source>
        <translation>Break Down the Doorで戦慄予示</translation>
    </message>
    <message>
        <source>Manifest dread: look at the top two cards of your library, manifest one and put the other into your graveyard. With one card left you manifest that one; with none, nothing happens.</source>
        <translation>戦慄予示：ライブラリーの一番上から2枚を見て、1枚を予示し、もう1枚を墓地に置きます。1枚しか残っていなければそれを予示し、1枚もなければ何も起こりません。</translation>
    </message>
    <message>
        <source>Cast one Break Down the Door.</source>
        <translation>Break Down the Doorを1枚唱えてください。</translation>
    </message>
    <message>
        <source>It resolves: manifest dread. Look at the top two cards of your library, a Forest and Grizzly Bears. Manifest one, and the other goes to your graveyard. Keep the Bears: a manifested creature card can be turned face up later.</source>
        <translation>解決します：戦慄予示です。ライブラリーの一番上の2枚、ForestとGrizzly Bearsを見てください。1枚を予示し、もう1枚は墓地に置きます。Bearsを残しましょう：予示されたクリーチャー・カードは後で表向きにできます。</translation>
    </message>
    <message>
        <source>Manifest dread and choose to keep Grizzly Bears.</source>
        <translation>戦慄予示し、Grizzly Bearsを残すことを選んでください。</translation>
    </message>
    <message>
        <source>The card you don&apos;t keep goes to your graveyard face up, for everyone to see.</source>
        <translation>残さなかったカードは表向きで墓地に置かれ、全員が見られます。</translation>
    </message>
    <message>
        <source>#1 is your manifested Bears (its marker says &apos;manifest dread&apos;); the Forest is in your graveyard.</source>
        <translation>#1は予示されたBears（目印は「予示（戦慄）」）で、Forestは墓地にあります。</translation>
    </message>
    <message>
        <source>You may keep either card, but you would have no way to turn a manifested Forest up yourself. The Bears can be, for {1}{G}: keep the Bears.</source>
        <translation>どちらのカードを残してもかまいませんが、予示されたForestを自分で表向きにする方法はありません。Bearsなら{1}{G}でできます：Bearsを残してください。</translation>
    </message>
    <message>
        <source>You cast a second Break Down the Door and it resolves. Only one card is left in your library. Manifest dread again.</source>
        <translation>2枚目のBreak Down the Doorを唱え、解決します。ライブラリーにはカードが1枚しか残っていません。もう一度戦慄予示してください。</translation>
    </message>
    <message>
        <source>Manifest dread; there is nothing to choose.</source>
        <translation>戦慄予示してください。選ぶものはありません。</translation>
    </message>
    <message>
        <source>A third Break Down the Door resolves, and your library is empty. Manifest dread anyway and see what happens.</source>
        <translation>3枚目のBreak Down the Doorが解決し、ライブラリーは空です。それでも戦慄予示して、どうなるか見てください。</translation>
    </message>
    <message>
        <source>Manifest dread with an empty library.</source>
        <translation>空のライブラリーで戦慄予示してください。</translation>
    </message>
    <message>
        <source>Primordial Mist: manifest, then exile to play</source>
        <translation>Primordial Mist：予示して、追放してプレイ</translation>
    </message>
    <message>
        <source>At the beginning of your end step Primordial Mist lets you manifest the top card of your library. Its other ability exiles a face-down permanent you control face up, and you may play that card this turn only, at its normal timing, using your land play for a land.</source>
        <translation>あなたの終了ステップの開始時に、Primordial Mistでライブラリーの一番上のカードを予示できます。もう1つの能力は、あなたがコントロールしている裏向きのパーマネントを表向きで追放し、そのカードをこのターンのみ、通常のタイミングでプレイできるようにします。土地なら土地のプレイを使います。</translation>
    </message>
    <message>
        <source>Exile #1 with Primordial Mist.</source>
        <translation>Primordial Mistで#1を追放してください。</translation>
    </message>
    <message>
        <source>Only face-down permanents you control can pay this cost.</source>
        <translation>このコストを支払えるのは、あなたがコントロールしている裏向きのパーマネントだけです。</translation>
    </message>
    <message>
        <source>#4 is your opponent&apos;s face-down creature. The cost is a face-down permanent you control.</source>
        <translation>#4は対戦相手の裏向きのクリーチャーです。コストはあなたがコントロールしている裏向きのパーマネントです。</translation>
    </message>
    <message>
        <source>Play the Forest from exile.</source>
        <translation>追放領域からForestをプレイしてください。</translation>
    </message>
    <message>
        <source>Playing it uses your land play for the turn.</source>
        <translation>それをプレイすると、このターンの土地のプレイを使います。</translation>
    </message>
    <message>
        <source>Playing a land from exile with Mist counts as your land play for the turn.</source>
        <translation>Primordial Mistで追放領域から土地をプレイすると、このターンの土地のプレイとして数えます。</translation>
    </message>
    <message>
        <source>Move on to your end step.</source>
        <translation>終了ステップに進んでください。</translation>
    </message>
    <message>
        <source>Go to the end step.</source>
        <translation>終了ステップに進んでください。</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s manifest comes at the beginning of your end step.</source>
        <translation>Primordial Mistの予示は、あなたの終了ステップの開始時に行われます。</translation>
    </message>
    <message>
        <source>Primordial Mist triggers: you may manifest the top card of your library. It is a &apos;may&apos;.</source>
        <translation>Primordial Mistが誘発します：ライブラリーの一番上のカードを予示してもよいです。「してもよい」です。</translation>
    </message>
    <message>
        <source>Primordial Mist&apos;s trigger: manifest the top card of your library.</source>
        <translation>Primordial Mistの誘発：ライブラリーの一番上のカードを予示してください。</translation>
    </message>
    <message>
        <source>The new face-down creature gets the next number, #5: numbers are never reused, not even #1, which left the battlefield.</source>
        <translation>新しい裏向きのクリーチャーには次の番号#5が付きます：番号は再利用されず、戦場を離れた#1でさえそうです。</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist. It is your other Forest.</source>
        <translation>Primordial Mistで#2を追放してください。もう1枚のForestです。</translation>
    </message>
    <message>
        <source>Exile #2 with Primordial Mist.</source>
        <translation>Primordial Mistで#2を追放してください。</translation>
    </message>
    <message>
        <source>A second Forest, now in exile with permission to play it this turn.</source>
        <translation>2枚目のForestが、このターンにプレイする許可とともに追放領域にあります。</translation>
    </message>
    <message>
        <source>You can&apos;t play that Forest now: you have already played a land this turn, and it is not your main phase. Exile #3 with Primordial Mist instead: it is a Lightning Bolt.</source>
        <translation>今そのForestはプレイできません：このターンすでに土地をプレイしていて、メイン・フェイズでもありません。代わりにPrimordial Mistで#3を追放してください：Lightning Boltです。</translation>
    </message>
    <message>
        <source>Exile #3 with Primordial Mist.</source>
        <translation>Primordial Mistで#3を追放してください。</translation>
    </message>
    <message>
        <source>A land from Mist needs your main phase, an empty stack and a land play left.</source>
        <translation>Primordial Mistによる土地には、メイン・フェイズと空のスタックと残っている土地のプレイが必要です。</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the land, not play it anytime or as an extra land: you need your main phase, an empty stack and an unused land play.</source>
        <translation>Primordial Mistが認めるのはその土地をプレイすることで、いつでもプレイすることや追加の土地としてプレイすることではありません：メイン・フェイズ、空のスタック、未使用の土地のプレイが必要です。</translation>
    </message>
    <message>
        <source>An instant may be cast whenever you have priority, even in your end step. Cast the Lightning Bolt from exile.</source>
        <translation>インスタントは優先権を持っているときならいつでも、終了ステップでも唱えられます。追放領域からLightning Boltを唱えてください。</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from exile.</source>
        <translation>追放領域からLightning Boltを唱えてください。</translation>
    </message>
    <message>
        <source>You pay its costs as usual ({R}); Mist only lets you play it.</source>
        <translation>コストはいつもどおり（{R}）支払います。Primordial Mistはそれをプレイすることを認めるだけです。</translation>
    </message>
    <message>
        <source>The Bolt resolves. Now exile #5 with Primordial Mist: it is the Grizzly Bears you just manifested.</source>
        <translation>Boltが解決します。次にPrimordial Mistで#5を追放してください：さっき予示したGrizzly Bearsです。</translation>
    </message>
    <message>
        <source>Exile #5 with Primordial Mist.</source>
        <translation>Primordial Mistで#5を追放してください。</translation>
    </message>
    <message>
        <source>Grizzly Bears is a creature: you could cast it only in your main phase, and the permission lasts only this turn. Move on to the next turn and watch the permission end.</source>
        <translation>Grizzly Bearsはクリーチャーです：唱えられるのはメイン・フェイズだけで、許可はこのターンだけ有効です。次のターンに進んで、許可が終わるのを見てください。</translation>
    </message>
    <message>
        <source>Move on; you can&apos;t cast the Bears in your end step.</source>
        <translation>先に進んでください。終了ステップにBearsは唱えられません。</translation>
    </message>
    <message>
        <source>The permission ends with the turn; the card stays in exile.</source>
        <translation>許可はターンとともに終わり、カードは追放されたままです。</translation>
    </message>
    <message>
        <source>The Bears and the second Forest stay in exile for good: Mist&apos;s permission was for this turn only.</source>
        <translation>Bearsと2枚目のForestはずっと追放されたままです：Primordial Mistの許可はこのターンだけでした。</translation>
    </message>
    <message>
        <source>Primordial Mist lets you play the card, but only at its normal timing: a creature spell needs your main phase and an empty stack. This is your end step.</source>
        <translation>Primordial Mistはカードをプレイすることを認めますが、通常のタイミングでだけです：クリーチャー呪文にはメイン・フェイズと空のスタックが必要です。今は終了ステップです。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit: cast, manifest, and a face-down instant dying</source>
        <translation>Cryptic Pursuit：唱える、予示する、裏向きのインスタントが死亡する</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt from your hand. Watch Cryptic Pursuit: casting an instant or sorcery from your hand makes it trigger.</source>
        <translation>手札からLightning Boltを唱えてください。Cryptic Pursuitに注目：手札からインスタントかソーサリーを唱えると誘発します。</translation>
    </message>
    <message>
        <source>Cast Lightning Bolt.</source>
        <translation>Lightning Boltを唱えてください。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit triggers: you will manifest the top card of your library.</source>
        <translation>Cryptic Pursuitが誘発します：ライブラリーの一番上のカードを予示します。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger resolves first: manifest the top card of your library.</source>
        <translation>Cryptic Pursuitの誘発が先に解決します：ライブラリーの一番上のカードを予示してください。</translation>
    </message>
    <message>
        <source>Peek at #1: it is a Counterspell, an instant, face down as a 2/2.</source>
        <translation>#1を見てください：インスタントのCounterspellが、2/2として裏向きになっています。</translation>
    </message>
    <message>
        <source>Your Bolt resolves. Then your opponent&apos;s Shock deals 2 damage to #1, your face-down 2/2. It dies: put #1 into your graveyard.</source>
        <translation>Boltが解決します。次に、対戦相手のShockが裏向きの2/2である#1に2点のダメージを与えます。それは死亡します：#1を墓地に置いてください。</translation>
    </message>
    <message>
        <source>Move #1 to your graveyard.</source>
        <translation>#1を墓地に移動してください。</translation>
    </message>
    <message>
        <source>A face-down instant can&apos;t be turned face up to save it.</source>
        <translation>裏向きのインスタントは、守るために表向きにすることはできません。</translation>
    </message>
    <message>
        <source>#1 is a Counterspell. An instant is not a creature card, so the special action of turning it up for its mana cost is not available and you can&apos;t save it this way; but Cryptic Pursuit rewards you when it dies.</source>
        <translation>#1はCounterspellです。インスタントはクリーチャー・カードではないので、マナ・コストで表向きにする特別な処理は使えず、この方法では守れません。しかし死亡したときにCryptic Pursuitが報いてくれます。</translation>
    </message>
    <message>
        <source>Cryptic Pursuit&apos;s trigger exiled the Counterspell: you may cast it until the end of your next turn, at its normal timing, paying its costs. Now it is your opponent&apos;s turn and they cast Gray Ogre. Counterspell is an instant: cast it from exile.</source>
        <translation>Cryptic Pursuitの誘発がCounterspellを追放しました：次のあなたのターンの終了時まで、通常のタイミングで、コストを支払って唱えてもよいです。今は対戦相手のターンで、相手がGray Ogreを唱えました。Counterspellはインスタントです：追放領域から唱えてください。</translation>
    </message>
    <message>
        <source>Cast Counterspell from exile.</source>
        <translation>追放領域からCounterspellを唱えてください。</translation>
    </message>
    <message>
        <source>You cast it from exile, not from your hand, so Cryptic Pursuit does not manifest this time.</source>
        <translation>手札からではなく追放領域から唱えたので、今回Cryptic Pursuitは予示しません。</translation>
    </message>
    <message>
        <source>Reveal duties</source>
        <translation>公開の義務</translation>
    </message>
    <message>
        <source>A face-down card is revealed to everyone when it leaves the battlefield, when a face-down spell leaves the stack for anywhere but the battlefield (say, countered), and when the game ends. That is how everyone can check it was played fairly.</source>
        <translation>裏向きのカードは、戦場を離れるとき、裏向きの呪文が戦場以外の場所へスタックを離れるとき（打ち消されたときなど）、そしてゲーム終了時に全員に公開されます。そうして全員が公正にプレイされたかを確認できます。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using morph.</source>
        <translation>Exalted Angelを変異で裏向きに唱えてください。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph.</source>
        <translation>Exalted Angelを変異で裏向きに唱えてください。</translation>
    </message>
    <message>
        <source>Your opponent answers with Essence Scatter, which counters a creature spell, and it resolves. Carry it out: counter your face-down spell #4.</source>
        <translation>対戦相手はクリーチャー呪文を打ち消すEssence Scatterで応じ、それが解決します。実行してください：あなたの裏向きの呪文#4を打ち消します。</translation>
    </message>
    <message>
        <source>Counter #4; it goes to your graveyard.</source>
        <translation>#4を打ち消してください。それは墓地に置かれます。</translation>
    </message>
    <message>
        <source>A countered face-down spell is revealed to everyone, so your opponent can check that it really had morph.</source>
        <translation>打ち消された裏向きの呪文は全員に公開されるので、対戦相手は本当に変異を持っていたかを確認できます。</translation>
    </message>
    <message>
        <source>Next your opponent&apos;s Unsummon returns your face-down #1 to your hand. Move #1 to your hand.</source>
        <translation>次に対戦相手のUnsummonが、あなたの裏向きの#1を手札に戻します。#1を手札に移動してください。</translation>
    </message>
    <message>
        <source>Return #1 to your hand.</source>
        <translation>#1を手札に戻してください。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone, even on its way to your hand: it was Grizzly Bears.</source>
        <translation>戦場を離れる裏向きのパーマネントは、手札に戻る場合でも全員に公開されます：Grizzly Bearsでした。</translation>
    </message>
    <message>
        <source>Your opponent concedes. End the game: every face-down card still on the battlefield is revealed.</source>
        <translation>対戦相手が投了します。ゲームを終了してください：戦場に残っている裏向きのカードはすべて公開されます。</translation>
    </message>
    <message>
        <source>End the game.</source>
        <translation>ゲームを終了してください。</translation>
    </message>
    <message>
        <source>When the game ends all face-down spells and permanents are revealed: your #2 was a Lightning Bolt, their #3 Llanowar Elves.</source>
        <translation>ゲームが終了すると、裏向きの呪文とパーマネントはすべて公開されます：あなたの#2はLightning Bolt、相手の#3はLlanowar Elvesでした。</translation>
    </message>
    <message>
        <source>Not while the game is on: only its controller may look. When the game ends every face-down card is revealed to everyone anyway.</source>
        <translation>ゲーム中はできません：見られるのはコントローラーだけです。ゲームが終了すれば、いずれにせよ裏向きのカードはすべて全員に公開されます。</translation>
    </message>
    <message>
        <source>Never mix up face-down cards</source>
        <translation>裏向きのカードを決して混ぜない</translation>
    </message>
    <message>
        <source>Tidy your side of the table: move #3 to another place. Moving a card is fine; its marker goes with it.</source>
        <translation>自分の側を整理しましょう：#3を別の場所に移動してください。カードを動かすのは問題ありません。目印も一緒に動きます。</translation>
    </message>
    <message>
        <source>Drag #3 somewhere else on your side.</source>
        <translation>#3を自分の側の別の場所にドラッグしてください。</translation>
    </message>
    <message>
        <source>#3 is still #3 and still &apos;cloak&apos;. Moving is fine; mixing up is not.</source>
        <translation>#3は#3のままで、「偽装」のままです。動かすのはかまいませんが、混ぜてはいけません。</translation>
    </message>
    <message>
        <source>Swapping face-down cards so your opponent loses track of which is which is never allowed, not even your own.</source>
        <translation>どれがどれか対戦相手にわからなくなるように裏向きのカードを入れ替えることは、自分のカード同士でも決して許されません。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Shock deals 2 damage to #2 and it dies. Put #2 into your graveyard, and only #2.</source>
        <translation>対戦相手のShockが#2に2点のダメージを与え、それは死亡します。#2を、#2だけを墓地に置いてください。</translation>
    </message>
    <message>
        <source>Move #2 to your graveyard.</source>
        <translation>#2を墓地に移動してください。</translation>
    </message>
    <message>
        <source>It is revealed as it leaves: everyone sees it was the card the Shock hit.</source>
        <translation>離れるときに公開されます：Shockが当たったカードだったことが全員にわかります。</translation>
    </message>
    <message>
        <source>It was revealed as it left: a Forest. Had the cards been mixed up, nobody could tell which one the Shock had hit.</source>
        <translation>離れるときに公開されました：Forestです。カードが混ぜられていたら、Shockがどれに当たったか誰にもわからなかったでしょう。</translation>
    </message>
    <message>
        <source>Swapping #2 with #1 now would hide which creature the Shock hit.</source>
        <translation>今#2と#1を入れ替えると、Shockがどのクリーチャーに当たったかが隠れてしまいます。</translation>
    </message>
    <message>
        <source>That is #1. The Shock hit #2, and only the creature with lethal damage dies; the markers say which is which.</source>
        <translation>それは#1です。Shockが当たったのは#2で、致死ダメージを受けたクリーチャーだけが死亡します。どれがどれかは目印が示します。</translation>
    </message>
    <message>
        <source>Copies of face-down creatures and losing abilities</source>
        <translation>裏向きのクリーチャーのコピーと能力の喪失</translation>
    </message>
    <message>
        <source>A copy of a face-down creature takes its face-down copiable values, not its counters or other effects on it: a face-up 2/2 with no name and no abilities (with ward {2} if the original was disguised or cloaked). A face-down morph creature that has lost its abilities can&apos;t be turned up for its morph cost; a manifested creature card still can, for its mana cost.</source>
        <translation>裏向きのクリーチャーのコピーは、カウンターや他の効果ではなく、裏向きのコピー可能な値を得ます：名前も能力も持たない表向きの2/2（元が変装や偽装されたものなら護法{2}付き）。能力を失った変異の裏向きのクリーチャーは変異コストで表向きにできませんが、予示されたクリーチャー・カードはマナ・コストでまだ表向きにできます。</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart.</source>
        <translation>Cackling Counterpartを唱えてください。</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #1.</source>
        <translation>解決します：#1のコピーであるトークンを生成してください。</translation>
    </message>
    <message>
        <source>Make a token copy of #1.</source>
        <translation>#1のトークンのコピーを作ってください。</translation>
    </message>
    <message>
        <source>The copy takes only the face-down copiable values: a 2/2 with nothing else.</source>
        <translation>コピーが得るのは裏向きのコピー可能な値だけです：それ以外何もない2/2です。</translation>
    </message>
    <message>
        <source>The token is a face-up colorless 2/2 creature with no name, no creature type and no abilities. It is not face down: nothing to turn up, nothing to reveal, and it is certainly not an Exalted Angel.</source>
        <translation>トークンは、名前もクリーチャー・タイプも能力も持たない表向きの無色の2/2クリーチャーです。裏向きではありません：表向きにするものも公開するものもなく、もちろんExalted Angelでもありません。</translation>
    </message>
    <message>
        <source>Your opponent casts Turn to Frog twice: #1 and #2 each lose all abilities and become 1/1 Frogs until end of turn. #2 is a manifested Grizzly Bears: turn it face up for its mana cost {1}{G}.</source>
        <translation>対戦相手がTurn to Frogを2回唱えます：#1と#2はそれぞれターン終了時まですべての能力を失い、1/1のカエルになります。#2は予示されたGrizzly Bearsです：マナ・コスト{1}{G}で表向きにしてください。</translation>
    </message>
    <message>
        <source>Turn #2 face up for its mana cost.</source>
        <translation>#2をマナ・コストで表向きにしてください。</translation>
    </message>
    <message>
        <source>The mana-cost route looks only at the card: a creature card with a mana cost. Losing abilities doesn&apos;t matter.</source>
        <translation>マナ・コストによる方法はカードだけを見ます：マナ・コストを持つクリーチャー・カードです。能力を失っていても関係ありません。</translation>
    </message>
    <message>
        <source>It is a face-up Grizzly Bears, and still a 1/1 Frog with no abilities until end of turn: effects already applied keep applying.</source>
        <translation>表向きのGrizzly Bearsですが、ターン終了時までは能力を持たない1/1のカエルのままです：すでに適用された効果は適用され続けます。</translation>
    </message>
    <message>
        <source>Every face-down card carries a public marker: its entry number (#1, #2, ...) and how it became face down. The number tells everyone which card is which; the method keeps clear how it became face down, as the rules require. When you turn one face up, you show all players the cost you turn it up for.</source>
        <translation>裏向きのカードにはすべて公開の目印が付きます：登場番号（#1、#2、…）と、どのように裏向きになったかです。番号でどのカードがどれかが全員にわかり、方法はルールが求めるとおり、どのように裏向きになったかを明確に保ちます。表向きにするときは、表向きにするためのコストをすべてのプレイヤーに示します。</translation>
    </message>
    <message>
        <source>You showed all players its morph cost as you turned it up: that showing is what lets your opponent check that the turn-up is legal. The marker keeps its method clear meanwhile.</source>
        <translation>表向きにするとき、あなたはその変異コストをすべてのプレイヤーに示しました：それを示すことで、対戦相手は表向きにすることが正当かを確認できます。それまでの間、目印がその方法を明確に保ちます。</translation>
    </message>
    <message>
        <source>#2 is a Forest. A land is not a creature card, so the mana-cost route does not exist for it: you have no way to turn it up yourself, though an effect could (708.7).</source>
        <translation>#2はForestです。土地はクリーチャー・カードではないので、マナ・コストによる方法はありません：あなた自身が表向きにする方法はありませんが、効果によって表向きになることはあります（708.7）。</translation>
    </message>
    <message>
        <source>A card with morph or megamorph can be cast face down as a 2/2 creature for {3} and later turned face up for its morph cost, whenever you have priority. Megamorph also puts a +1/+1 counter on it, but only when it is turned face up for its megamorph cost.</source>
        <translation>変異や大変異を持つカードは、{3}で裏向きの2/2クリーチャーとして唱え、後で優先権を持っているときにいつでも変異コストで表向きにできます。大変異ではさらに+1/+1カウンターが1個置かれますが、それは大変異コストで表向きにしたときだけです。</translation>
    </message>
    <message>
        <source>Cast Den Protector face down using megamorph. Face down it is a 2/2 creature spell with no name, no abilities and no mana cost, so its mana value is 0; you pay {3} instead of its mana cost, an alternative cost.</source>
        <translation>Den Protectorを大変異で裏向きに唱えてください。裏向きのそれは名前も能力もマナ・コストも持たない2/2クリーチャー呪文なので、マナ総量は0です。そのマナ・コストの代わりに{3}を支払います。これは代替コストです。</translation>
    </message>
    <message>
        <source>The ward it had while face down is gone; face up it has its own abilities: menace, its enters ability, its dies ability and disguise. It did not enter the battlefield, so its enters ability does not trigger.</source>
        <translation>裏向きの間に持っていた護法はなくなり、表向きではそれ自身の能力（威迫、戦場に出たときの能力、死亡したときの能力、変装）を持ちます。戦場に出たわけではないので、戦場に出たときの能力は誘発しません。</translation>
    </message>
    <message>
        <source>Cloak is its own keyword action, not a kind of manifest: a cloaked card is put onto the battlefield as a face-down 2/2 with ward {2}, and abilities that trigger whenever you manifest don&apos;t see it. A cloaked creature card can be turned face up for its mana cost, and then the ward ends.</source>
        <translation>偽装はそれ自体がキーワード処理であり、予示の一種ではありません：偽装されたカードは護法{2}を持つ裏向きの2/2として戦場に出て、あなたが予示するたびに誘発する能力はそれを見ません。偽装されたクリーチャー・カードはマナ・コストで表向きにでき、そのとき護法は終わります。</translation>
    </message>
    <message>
        <source>Cast Break Down the Door from your hand, choosing its third mode, manifest dread, as you cast it.</source>
        <translation>手札からBreak Down the Doorを唱えてください。唱えるときに、3番目のモード、戦慄予示を選びます。</translation>
    </message>
    <message>
        <source>With one card left you look at it and must manifest it; you can&apos;t put it into your graveyard instead, and nothing goes there.</source>
        <translation>1枚しか残っていなければ、それを見て予示しなければなりません。代わりに墓地に置くことはできず、墓地には何も置かれません。</translation>
    </message>
    <message>
        <source>Nothing happens: nothing is manifested and nothing goes to the graveyard. Only a player who had to draw from an empty library loses for it, and manifest dread draws nothing, so you don&apos;t lose. Abilities that trigger whenever you manifest dread still trigger.</source>
        <translation>何も起こりません：何も予示されず、墓地にも何も置かれません。それで敗北するのは空のライブラリーからカードを引かなければならなかったプレイヤーだけで、戦慄予示はカードを引かないので、あなたは敗北しません。戦慄予示するたびに誘発する能力は誘発します。</translation>
    </message>
    <message>
        <source>Activate Primordial Mist&apos;s ability: exiling a face-down permanent you control face up is its cost, and once the ability resolves you may play that card this turn. Exile your #1.</source>
        <translation>Primordial Mistの能力を起動してください：あなたがコントロールしている裏向きのパーマネントを表向きで追放することがそのコストで、その能力が解決したら、このターンそのカードをプレイしてもよいです。#1を追放してください。</translation>
    </message>
    <message>
        <source>It was a Forest, now face up in exile. Exiling it paid the cost; the permission to play it comes when the ability resolves. This is not turning it face up, so &apos;when turned face up&apos; abilities don&apos;t trigger.</source>
        <translation>それはForestで、今は追放領域に表向きであります。追放することでコストを支払いました。それをプレイする許可は、その能力が解決したときに得られます。これは表向きにすることではないので、「表向きになったとき」の能力は誘発しません。</translation>
    </message>
    <message>
        <source>Mist&apos;s ability has resolved. It is your main phase, the stack is empty and you haven&apos;t played a land this turn: play the Forest from exile.</source>
        <translation>Mistの能力は解決しました。あなたのメイン・フェイズで、スタックは空、このターンまだ土地をプレイしていません：追放領域からForestをプレイしてください。</translation>
    </message>
    <message>
        <source>Whenever you cast an instant or sorcery spell from your hand, Cryptic Pursuit manifests the top card of your library. Whenever a face-down creature you control dies, whatever its card is, it triggers; as the trigger resolves, it exiles the card if it is an instant or sorcery card, and you may cast it until the end of your next turn.</source>
        <translation>あなたが手札からインスタントかソーサリーの呪文を唱えるたび、Cryptic Pursuitはライブラリーの一番上のカードを予示します。あなたがコントロールしている裏向きのクリーチャーが死亡するたび、そのカードが何であれ誘発します。その能力が解決するとき、そのカードがインスタントかソーサリーのカードなら追放し、次のあなたのターンの終了時まで唱えてもよいです。</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: a Counterspell. A face-down creature you controlled died, so Cryptic Pursuit triggers, as it would for any card; as the trigger resolves, the card is an instant card, so it is exiled, and you may cast it until the end of your next turn.</source>
        <translation>戦場を離れるときに公開されました：Counterspellです。あなたがコントロールしていた裏向きのクリーチャーが死亡したので、どのカードであってもそうであるように、Cryptic Pursuitが誘発します。その能力が解決するとき、そのカードはインスタント・カードなので追放され、次のあなたのターンの終了時まで唱えてもよいです。</translation>
    </message>
    <message>
        <source>You may move your cards around the table, but face-down permanents must never be shuffled or swapped, on purpose or by accident: which card is which, and the order they arrived in, must always stay clear.</source>
        <translation>テーブル上で自分のカードを動かしてもかまいませんが、裏向きのパーマネントは、わざとであれうっかりであれ、決して混ぜたり入れ替えたりしてはいけません：どのカードがどれか、どの順で来たかは常に明確でなければなりません。</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart, choosing your face-down #1 as its target as you cast it: it makes a token that&apos;s a copy of target creature you control.</source>
        <translation>Cackling Counterpartを唱えてください。唱えるときに、裏向きの#1を対象に選びます：あなたがコントロールしている対象のクリーチャーのコピーであるトークンを生成します。</translation>
    </message>
    <message>
        <source>Face down, #1 had no morph to lose; but Turn to Frog&apos;s effect keeps applying when it turns face up, so face up it would have no morph, and it can&apos;t be turned up for its morph cost until the effect ends.</source>
        <translation>裏向きの#1には失う変異がありませんでした。しかしTurn to Frogの効果は表向きになっても適用され続けるので、表向きでは変異を持たず、効果が終わるまで変異コストで表向きにすることはできません。</translation>
    </message>
    <message>
        <source>Move on to the next turn: Turn to Frog ends at the end of this turn.</source>
        <translation>次のターンに進んでください：Turn to Frogはこのターンの終わりに終了します。</translation>
    </message>
    <message>
        <source>Pass the turn.</source>
        <translation>ターンを進めてください。</translation>
    </message>
    <message>
        <source>#1 is a plain face-down 2/2 again.</source>
        <translation>#1は再びただの裏向きの2/2です。</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s upkeep. #1 would have morph again: turn it face up for its morph cost {2}{W}{W}.</source>
        <translation>対戦相手のアップキープです。#1は再び変異を持つことになります：変異コスト{2}{W}{W}で表向きにしてください。</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost.</source>
        <translation>#1を変異コストで表向きにしてください。</translation>
    </message>
    <message>
        <source>With Turn to Frog gone, the morph route is open again.</source>
        <translation>Turn to Frogがなくなり、変異による方法が再び使えます。</translation>
    </message>
    <message>
        <source>The token copy is face up: it was never face down, so there is nothing to turn up.</source>
        <translation>トークンのコピーは表向きです：一度も裏向きになっていないので、表向きにするものはありません。</translation>
    </message>
    <message>
        <source>Searching and shuffling</source>
        <translation>探すことと切り直すこと</translation>
    </message>
    <message>
        <source>A search lets you look at every card of your library, but the card you find is revealed only when the effect says so; a search for a card with a stated quality may find nothing, a search for &quot;a card&quot; must find one if it can. Then the library is shuffled, and after a shuffle nobody knows which card is where, not even a card everyone saw go there.</source>
        <translation>探すときはライブラリーのすべてのカードを見られますが、見つけたカードが公開されるのは効果がそう指示するときだけです。特定の性質を持つカードを探す場合は何も見つけなくてもよく、「カード1枚」を探す場合はできるかぎり見つけなければなりません。その後ライブラリーは切り直され、切り直した後はどのカードがどこにあるか誰にもわかりません。全員がそこに置かれるのを見たカードでさえそうです。</translation>
    </message>
    <message>
        <source>Your opponent casts Griptide on your face-down #1, and it resolves: it puts that creature on top of its owner&apos;s library. Put your #1 on top of your library.</source>
        <translation>対戦相手があなたの裏向きの#1を対象にGriptideを唱え、解決します：そのクリーチャーをオーナーのライブラリーの一番上に置きます。#1をライブラリーの一番上に置いてください。</translation>
    </message>
    <message>
        <source>Move #1 to the top of your library.</source>
        <translation>#1をライブラリーの一番上に移動してください。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed.</source>
        <translation>戦場を離れる裏向きのパーマネントは公開されます。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to everyone (708.9): everyone saw that the card now on top of your library is Grizzly Bears.</source>
        <translation>戦場を離れる裏向きのパーマネントは全員に公開されます（708.9）：ライブラリーの一番上にあるカードがGrizzly Bearsであることを全員が見ました。</translation>
    </message>
    <message>
        <source>You cast Demonic Tutor, and it resolves: search your library for a card, put that card into your hand, then shuffle. Find the Lightning Bolt. Demonic Tutor doesn&apos;t say to reveal the card.</source>
        <translation>Demonic Tutorを唱え、解決します：ライブラリーからカードを1枚探し、手札に加え、その後切り直します。Lightning Boltを見つけてください。Demonic Tutorはカードを公開するとは書いていません。</translation>
    </message>
    <message>
        <source>Search your library, take the Lightning Bolt to your hand, don&apos;t reveal it, and shuffle.</source>
        <translation>ライブラリーを探し、Lightning Boltを公開せずに手札に加え、切り直してください。</translation>
    </message>
    <message>
        <source>The search is for &quot;a card&quot;: you must find one.</source>
        <translation>「カード1枚」を探すので、1枚見つけなければなりません。</translation>
    </message>
    <message>
        <source>Your opponent doesn&apos;t know which card you took: a found card is revealed only if the effect says so (701.23e). And the shuffle made the Grizzly Bears everyone saw just one more unknown card: after a shuffle no player knows the library&apos;s order (701.24a), and a revealed card that is reordered stops being revealed (701.20d).</source>
        <translation>どのカードを取ったか対戦相手にはわかりません：見つけたカードが公開されるのは効果がそう指示する場合だけです（701.23e）。そして切り直しによって、全員が見たGrizzly Bearsもただの未知のカードになりました：切り直した後はどのプレイヤーもライブラリーの順番を知らず（701.24a）、並べ替えられた公開済みのカードは公開されていない状態になります（701.20d）。</translation>
    </message>
    <message>
        <source>Demonic Tutor searches for &quot;a card&quot;, with no stated quality: while your library holds a card, you must find one (701.23d).</source>
        <translation>Demonic Tutorは特定の性質なしに「カード1枚」を探します：ライブラリーにカードがあるかぎり、1枚見つけなければなりません（701.23d）。</translation>
    </message>
    <message>
        <source>That is true of a search for cards with a stated quality (701.23b). Demonic Tutor searches simply for &quot;a card&quot;: while your library holds a card, you must find one (701.23d).</source>
        <translation>それは特定の性質を持つカードを探す場合の話です（701.23b）。Demonic Tutorは単に「カード1枚」を探します：ライブラリーにカードがあるかぎり、1枚見つけなければなりません（701.23d）。</translation>
    </message>
    <message>
        <source>You cast Lay of the Land, and it resolves: search your library for a basic land card, reveal it, put it into your hand, then shuffle. Find the Forest and reveal it.</source>
        <translation>Lay of the Landを唱え、解決します：ライブラリーから基本土地カードを1枚探し、公開し、手札に加え、その後切り直します。Forestを見つけて公開してください。</translation>
    </message>
    <message>
        <source>Search your library, take the Forest to your hand and reveal it, then shuffle.</source>
        <translation>ライブラリーを探し、Forestを公開して手札に加え、切り直してください。</translation>
    </message>
    <message>
        <source>This time the card tells you to reveal what you find.</source>
        <translation>今回はカードが、見つけたものを公開するよう指示しています。</translation>
    </message>
    <message>
        <source>Lay of the Land says to reveal the card, so everyone saw the Forest on its way to your hand.</source>
        <translation>Lay of the Landはカードを公開するよう指示しているので、Forestが手札に加わるのを全員が見ました。</translation>
    </message>
    <message>
        <source>You cast your second Lay of the Land, and it resolves. You decide to leave the Island in your library: find nothing, then shuffle.</source>
        <translation>2枚目のLay of the Landを唱え、解決します。Islandをライブラリーに残すことにします：何も見つけず、切り直してください。</translation>
    </message>
    <message>
        <source>Search your library and find nothing (fail to find), then shuffle.</source>
        <translation>ライブラリーを探して何も見つけず（見つけない）、切り直してください。</translation>
    </message>
    <message>
        <source>A basic land card is a card with a stated quality.</source>
        <translation>基本土地カードは特定の性質を持つカードです。</translation>
    </message>
    <message>
        <source>A search for cards with a stated quality, here a basic land card, may find nothing even when such a card is there (701.23b). You still shuffle, and nobody knows the order of your library (701.24a).</source>
        <translation>特定の性質（ここでは基本土地カード）を持つカードを探す場合、そのカードがあっても何も見つけなくてかまいません（701.23b）。それでも切り直し、ライブラリーの順番は誰にもわかりません（701.24a）。</translation>
    </message>
    <message>
        <source>Looking at the top, scry and surveil</source>
        <translation>一番上を見る、占術、諜報</translation>
    </message>
    <message>
        <source>Looking at the top cards of your library shows them to you alone. You decide where they go only after you&apos;ve looked: scry puts them on the top or the bottom, surveil on the top or into the graveyard. Cards you put back on top or at the bottom are known to you alone, until the library is shuffled.</source>
        <translation>ライブラリーの一番上のカードを見ると、あなただけに見えます。置き場所を決めるのは見た後です：占術なら一番上か一番下へ、諜報なら一番上か墓地へ。一番上や一番下に戻したカードは、ライブラリーが切り直されるまであなただけが知っています。</translation>
    </message>
    <message>
        <source>You cast Preordain, and it resolves: scry 2, then draw a card. To scry 2, first look at the top two cards of your library.</source>
        <translation>Preordainを唱え、解決します：占術2を行い、その後カードを1枚引きます。占術2では、まずライブラリーの一番上の2枚を見ます。</translation>
    </message>
    <message>
        <source>Look at the top 2 cards of your library.</source>
        <translation>ライブラリーの一番上の2枚を見てください。</translation>
    </message>
    <message>
        <source>Scrying starts with a look; you choose where the cards go after.</source>
        <translation>占術は見ることから始まります。カードの置き場所はその後で選びます。</translation>
    </message>
    <message>
        <source>You see Lightning Bolt and Forest. Looking shows a card only to the player who looks (701.20e): your opponent doesn&apos;t know them.</source>
        <translation>Lightning BoltとForestが見えます。見ることは、見るプレイヤーだけにカードを見せます（701.20e）：対戦相手はそれらを知りません。</translation>
    </message>
    <message>
        <source>You haven&apos;t looked at those cards yet: to scry, you first look at the top cards (701.22a), and until then no player may look at the cards in your library (401.2).</source>
        <translation>まだそれらのカードを見ていません：占術ではまず一番上のカードを見て（701.22a）、それまではどのプレイヤーもライブラリーのカードを見られません（401.2）。</translation>
    </message>
    <message>
        <source>Finish the scry: put the Forest back on top and the Lightning Bolt on the bottom of your library.</source>
        <translation>占術を終えてください：Forestを一番上に戻し、Lightning Boltをライブラリーの一番下に置きます。</translation>
    </message>
    <message>
        <source>Forest on top, Lightning Bolt on the bottom.</source>
        <translation>Forestを一番上に、Lightning Boltを一番下に。</translation>
    </message>
    <message>
        <source>Both cards you looked at go back: each one on the top or on the bottom.</source>
        <translation>見たカードは2枚とも戻ります：それぞれ一番上か一番下へ。</translation>
    </message>
    <message>
        <source>Your opponent knows you scried 2, but not which cards went where: the Forest on top and the Bolt at the bottom are known to you alone.</source>
        <translation>あなたが占術2を行ったことは対戦相手にわかりますが、どのカードがどこに行ったかはわかりません：一番上のForestと一番下のBoltを知っているのはあなただけです。</translation>
    </message>
    <message>
        <source>Scry 2 puts back both cards you looked at, any number of them on the bottom and the rest on top (701.22a): say where the Lightning Bolt goes too.</source>
        <translation>占術2では見たカードを2枚とも戻し、好きな枚数を一番下に、残りを一番上に置きます（701.22a）：Lightning Boltの置き場所も指定してください。</translation>
    </message>
    <message>
        <source>Preordain&apos;s last part: draw a card.</source>
        <translation>Preordainの最後の部分：カードを1枚引きます。</translation>
    </message>
    <message>
        <source>Draw a card: the top card of your library goes into your hand.</source>
        <translation>カードを1枚引いてください：ライブラリーの一番上のカードが手札に加わります。</translation>
    </message>
    <message>
        <source>You drew the Forest you had put on top. The Lightning Bolt at the bottom of your library is still known to you, and only to you.</source>
        <translation>一番上に置いたForestを引きました。ライブラリーの一番下のLightning Boltは、引き続きあなただけが知っています。</translation>
    </message>
    <message>
        <source>You cast Consider, and it resolves: surveil 1, then draw a card. Look at the top card of your library.</source>
        <translation>Considerを唱え、解決します：諜報1を行い、その後カードを1枚引きます。ライブラリーの一番上のカードを見てください。</translation>
    </message>
    <message>
        <source>Look at the top card of your library.</source>
        <translation>ライブラリーの一番上のカードを見てください。</translation>
    </message>
    <message>
        <source>It is Grizzly Bears, and only you know it.</source>
        <translation>Grizzly Bearsで、それを知っているのはあなただけです。</translation>
    </message>
    <message>
        <source>Surveil also starts with looking at the top card (701.25a): you choose where it goes only after you&apos;ve seen it.</source>
        <translation>諜報も一番上のカードを見ることから始まります（701.25a）：置き場所を選ぶのは見た後です。</translation>
    </message>
    <message>
        <source>Put the Grizzly Bears into your graveyard.</source>
        <translation>Grizzly Bearsを墓地に置いてください。</translation>
    </message>
    <message>
        <source>Surveil: the card you looked at goes into your graveyard.</source>
        <translation>諜報：見たカードを墓地に置きます。</translation>
    </message>
    <message>
        <source>The graveyard is a public zone, so everyone sees the Grizzly Bears now (400.2).</source>
        <translation>墓地は公開領域なので、今は全員がGrizzly Bearsを見られます（400.2）。</translation>
    </message>
    <message>
        <source>Consider&apos;s last part: draw a card.</source>
        <translation>Considerの最後の部分：カードを1枚引きます。</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>カードを1枚引いてください。</translation>
    </message>
    <message>
        <source>You drew a card you hadn&apos;t seen: an Island.</source>
        <translation>見ていなかったカードを引きました：Islandです。</translation>
    </message>
    <message>
        <source>Say an effect now tells you to shuffle your library. Shuffle it, and see what happens to what you knew.</source>
        <translation>ここで効果がライブラリーを切り直すよう指示したとします。切り直して、知っていたことがどうなるか見てください。</translation>
    </message>
    <message>
        <source>Shuffle your library.</source>
        <translation>ライブラリーを切り直してください。</translation>
    </message>
    <message>
        <source>After a shuffle no player knows the order of the library&apos;s cards (701.24a): you no longer know where your Lightning Bolt is.</source>
        <translation>切り直した後は、どのプレイヤーもライブラリーのカードの順番を知りません（701.24a）：Lightning Boltがどこにあるか、もうわかりません。</translation>
    </message>
    <message>
        <source>The London mulligan</source>
        <translation>ロンドン・マリガン</translation>
    </message>
    <message>
        <source>Unhappy with the hand you drew? Take a mulligan: shuffle your hand into your library, draw a new hand of seven, then put as many of those cards on the bottom of your library as the mulligans you have taken, in the order you choose. Nobody else learns which cards went there. Once everyone has kept, the game begins; in a two-player game the starting player skips the draw step of their first turn.</source>
        <translation>引いた手札が気に入りませんか？マリガンしましょう：手札をライブラリーに加えて切り直し、新しく7枚引き、これまでにマリガンした回数と同じ枚数を好きな順番でライブラリーの一番下に置きます。どのカードが置かれたかは他の誰にもわかりません。全員がキープしたらゲームが始まります。2人対戦では、開始プレイヤーは最初のターンのドロー・ステップを飛ばします。</translation>
    </message>
    <message>
        <source>You are the starting player, so you declare first. Your hand has six lands and a Grizzly Bears: take a mulligan.</source>
        <translation>あなたは開始プレイヤーなので、最初に宣言します。手札は土地6枚とGrizzly Bearsです：マリガンしてください。</translation>
    </message>
    <message>
        <source>Take a mulligan: your hand is shuffled into your library and you draw seven.</source>
        <translation>マリガンしてください：手札がライブラリーに加えられて切り直され、7枚引きます。</translation>
    </message>
    <message>
        <source>Your hand went into your library, the library was shuffled and you drew seven. In this lesson your library held no other cards, so the new seven are the same cards; in a game they would be seven random cards from your whole library.</source>
        <translation>手札はライブラリーに加えられ、ライブラリーが切り直され、7枚引きました。このレッスンではライブラリーに他のカードがなかったので、新しい7枚は同じカードです。実際のゲームでは、ライブラリー全体からの無作為な7枚になります。</translation>
    </message>
    <message>
        <source>Cards go to the bottom of your library only as part of a mulligan, one for each mulligan you have taken (103.5), and you haven&apos;t taken one yet.</source>
        <translation>カードがライブラリーの一番下に置かれるのはマリガンの一部としてだけで、マリガン1回につき1枚です（103.5）。まだマリガンしていません。</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so before anything else put one card of your new hand on the bottom of your library: the Mountain.</source>
        <translation>マリガンを1回したので、まず新しい手札から1枚をライブラリーの一番下に置いてください：Mountainです。</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom of your library.</source>
        <translation>Mountainをライブラリーの一番下に置いてください。</translation>
    </message>
    <message>
        <source>One mulligan: one card.</source>
        <translation>マリガン1回：1枚。</translation>
    </message>
    <message>
        <source>Nothing reveals the card you put on the bottom, and your opponent can look neither at your hand (402.3) nor into your library (401.2): you alone know the Mountain is there.</source>
        <translation>一番下に置いたカードは何によっても公開されず、対戦相手はあなたの手札（402.3）もライブラリー（401.2）も見られません：Mountainがそこにあることを知っているのはあなただけです。</translation>
    </message>
    <message>
        <source>Putting cards on the bottom is part of taking the mulligan (103.5): keep only once your card is on the bottom.</source>
        <translation>カードを一番下に置くことはマリガンの一部です（103.5）：カードを一番下に置いてからキープしてください。</translation>
    </message>
    <message>
        <source>You have taken one mulligan, so one card goes to the bottom (103.5). Here every mulligan counts: only in a multiplayer game, or in any Brawl game, does the first mulligan not count toward the cards you put on the bottom (103.5c).</source>
        <translation>マリガンを1回したので、1枚を一番下に置きます（103.5）。ここではすべてのマリガンが数えられます：一番下に置く枚数に最初のマリガンが数えられないのは、多人数戦かブロール戦だけです（103.5c）。</translation>
    </message>
    <message>
        <source>Still six lands and one spell. Take a second mulligan.</source>
        <translation>まだ土地6枚と呪文1枚です。2回目のマリガンをしてください。</translation>
    </message>
    <message>
        <source>Take another mulligan.</source>
        <translation>もう一度マリガンしてください。</translation>
    </message>
    <message>
        <source>Your hand was shuffled into your library, Mountain and all, and you drew seven again.</source>
        <translation>手札はMountainごとライブラリーに加えられて切り直され、再び7枚引きました。</translation>
    </message>
    <message>
        <source>You have taken two mulligans: put two cards on the bottom of your library, in the order you choose: first the Mountain, then an Island under it.</source>
        <translation>マリガンを2回したので、好きな順番で2枚をライブラリーの一番下に置いてください：まずMountain、その下にIslandです。</translation>
    </message>
    <message>
        <source>Put the Mountain and then an Island on the bottom.</source>
        <translation>Mountain、次にIslandを一番下に置いてください。</translation>
    </message>
    <message>
        <source>Two mulligans: two cards.</source>
        <translation>マリガン2回：2枚。</translation>
    </message>
    <message>
        <source>You chose their order (103.5), and it isn&apos;t revealed: just as when an effect puts several cards in one place in a library at once, their owner orders them without revealing the order (401.4).</source>
        <translation>順番はあなたが選び（103.5）、公開されません：効果が複数のカードを同時にライブラリーの同じ位置に置く場合と同様に、オーナーは順番を公開せずに並べます（401.4）。</translation>
    </message>
    <message>
        <source>You have taken two mulligans, so two cards go to the bottom (103.5).</source>
        <translation>マリガンを2回したので、2枚を一番下に置きます（103.5）。</translation>
    </message>
    <message>
        <source>Your two cards go to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>まず2枚を一番下に置きます：それはマリガンの一部です（103.5）。</translation>
    </message>
    <message>
        <source>Keep your five cards.</source>
        <translation>5枚をキープしてください。</translation>
    </message>
    <message>
        <source>Keep your hand.</source>
        <translation>手札をキープしてください。</translation>
    </message>
    <message>
        <source>These five cards are your opening hand.</source>
        <translation>この5枚があなたの初期手札です。</translation>
    </message>
    <message>
        <source>Your opponent keeps their seven. The game begins: go on to the first main phase of your first turn. In a two-player game the starting player skips the draw step of their first turn, so you draw no card.</source>
        <translation>対戦相手は7枚をキープします。ゲーム開始：最初のターンの戦闘前メイン・フェイズに進んでください。2人対戦では開始プレイヤーは最初のターンのドロー・ステップを飛ばすので、カードを引きません。</translation>
    </message>
    <message>
        <source>Go on to your first main phase.</source>
        <translation>戦闘前メイン・フェイズに進んでください。</translation>
    </message>
    <message>
        <source>Turn 1 is yours, and as the starting player of a two-player game you skipped its draw step (103.8a).</source>
        <translation>ターン1はあなたのターンで、2人対戦の開始プレイヤーとしてドロー・ステップを飛ばしました（103.8a）。</translation>
    </message>
    <message>
        <source>Once you keep, those cards are your opening hand and you may take no further mulligans (103.5).</source>
        <translation>キープしたら、それが初期手札になり、それ以上マリガンできません（103.5）。</translation>
    </message>
    <message>
        <source>Mulligans with three or more players</source>
        <translation>3人以上でのマリガン</translation>
    </message>
    <message>
        <source>In a game that begins with more than two players, the first mulligan you take is free: it doesn&apos;t count toward the cards you put on the bottom. And, except in Two-Headed Giant, nobody skips the draw step of their first turn, the starting player included.</source>
        <translation>3人以上で始まるゲームでは、最初のマリガンは無料です：一番下に置く枚数に数えません。また、双頭巨人戦を除き、開始プレイヤーを含めて誰も最初のターンのドロー・ステップを飛ばしません。</translation>
    </message>
    <message>
        <source>Three players: you are the starting player. Your opening hand has six lands and one spell: take a mulligan.</source>
        <translation>3人対戦で、あなたが開始プレイヤーです。初期手札は土地6枚と呪文1枚です：マリガンしてください。</translation>
    </message>
    <message>
        <source>Take a mulligan.</source>
        <translation>マリガンしてください。</translation>
    </message>
    <message>
        <source>You drew seven again (in this lesson your library held no other cards, so they are the same seven). This first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): none go there now.</source>
        <translation>再び7枚引きました（このレッスンではライブラリーに他のカードがないので、同じ7枚です）。この最初のマリガンは一番下に置く枚数に数えません（103.5c）：今は何も置きません。</translation>
    </message>
    <message>
        <source>In a multiplayer game your first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): after it there is nothing to put there.</source>
        <translation>多人数戦では、最初のマリガンは一番下に置く枚数に数えません（103.5c）：その後に置くものはありません。</translation>
    </message>
    <message>
        <source>Two mulligans, and only the second counts: put one card on the bottom of your library, the Mountain.</source>
        <translation>マリガン2回で、数えるのは2回目だけです：1枚、Mountainをライブラリーの一番下に置いてください。</translation>
    </message>
    <message>
        <source>Put the Mountain on the bottom.</source>
        <translation>Mountainを一番下に置いてください。</translation>
    </message>
    <message>
        <source>The first mulligan was free: one card.</source>
        <translation>最初のマリガンは無料でした：1枚。</translation>
    </message>
    <message>
        <source>Only you know which card went to the bottom.</source>
        <translation>どのカードが一番下に行ったか知っているのはあなただけです。</translation>
    </message>
    <message>
        <source>In a multiplayer game the first mulligan doesn&apos;t count toward the cards you put on the bottom (103.5c): two mulligans, one card.</source>
        <translation>多人数戦では、最初のマリガンは一番下に置く枚数に数えません（103.5c）：マリガン2回で1枚です。</translation>
    </message>
    <message>
        <source>Your card goes to the bottom first: that is part of the mulligan (103.5).</source>
        <translation>まずカードを一番下に置きます：それはマリガンの一部です（103.5）。</translation>
    </message>
    <message>
        <source>Keep your six cards.</source>
        <translation>6枚をキープしてください。</translation>
    </message>
    <message>
        <source>These six cards are your opening hand.</source>
        <translation>この6枚があなたの初期手札です。</translation>
    </message>
    <message>
        <source>Both opponents keep. The game begins: go on to the draw step of your first turn.</source>
        <translation>対戦相手は2人ともキープします。ゲーム開始：最初のターンのドロー・ステップに進んでください。</translation>
    </message>
    <message>
        <source>Go on to your draw step.</source>
        <translation>ドロー・ステップに進んでください。</translation>
    </message>
    <message>
        <source>In a multiplayer game like this one (Two-Headed Giant aside), nobody skips the draw step of their first turn, not even the starting player: draw your card.</source>
        <translation>このような多人数戦では（双頭巨人戦を除き）、開始プレイヤーも含めて誰も最初のターンのドロー・ステップを飛ばしません：カードを引いてください。</translation>
    </message>
    <message>
        <source>In this lesson your library held only the Mountain you put on the bottom, so you drew it back.</source>
        <translation>このレッスンではライブラリーには一番下に置いたMountainしかなかったので、それを引き戻しました。</translation>
    </message>
    <message>
        <source>When you may turn a card face up</source>
        <translation>カードを表向きにできるとき</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even on your opponent&apos;s turn and while a spell is waiting on the stack. No player gets priority in the untap step, so nobody can take that special action there.</source>
        <translation>裏向きのパーマネントを表向きにすることは特別な処理です：優先権を持っているときならいつでも、対戦相手のターンでも、スタックで呪文が待っている間でも行えます。アンタップ・ステップでは誰も優先権を得ないので、そこでは誰もその特別な処理を行えません。</translation>
    </message>
    <message>
        <source>It is your opponent&apos;s untap step. Move on to their upkeep.</source>
        <translation>対戦相手のアンタップ・ステップです。相手のアップキープに進んでください。</translation>
    </message>
    <message>
        <source>Go to the next step: the upkeep.</source>
        <translation>次のステップ、アップキープに進んでください。</translation>
    </message>
    <message>
        <source>Nobody gets priority in the untap step, so nobody can take the special action to turn a permanent face up there.</source>
        <translation>アンタップ・ステップでは誰も優先権を得ないので、そこではパーマネントを表向きにする特別な処理を誰も行えません。</translation>
    </message>
    <message>
        <source>In the upkeep the active player gets priority first; when they pass it, you get it.</source>
        <translation>アップキープでは、まずアクティブ・プレイヤーが優先権を得ます。相手がパスすると、あなたが得ます。</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and the special action needs priority. Wait for the upkeep.</source>
        <translation>アンタップ・ステップの間はどのプレイヤーも優先権を得ず（ルール502.4）、特別な処理には優先権が必要です。アップキープを待ってください。</translation>
    </message>
    <message>
        <source>No player receives priority during the untap step (rule 502.4), and this special action needs priority too, whatever the cost. Wait for the upkeep.</source>
        <translation>アンタップ・ステップの間はどのプレイヤーも優先権を得ず（ルール502.4）、この特別な処理にも、コストにかかわらず優先権が必要です。アップキープを待ってください。</translation>
    </message>
    <message>
        <source>In the upkeep your opponent casts Lightning Bolt at #1. Bolt is on the stack and you have priority: turn #1 face up for its morph cost {2}{W}{W} in response.</source>
        <translation>アップキープに対戦相手が#1を対象にLightning Boltを唱えます。Boltはスタックにあり、あなたは優先権を持っています：それに対応して、#1を変異コスト{2}{W}{W}で表向きにしてください。</translation>
    </message>
    <message>
        <source>A special action doesn&apos;t use the stack: nobody can respond to it, and Bolt is still waiting to resolve.</source>
        <translation>特別な処理はスタックを使いません：誰も対応できず、Boltは解決を待ったままです。</translation>
    </message>
    <message>
        <source>To turn #1 up you showed all players its morph cost, paid it and turned it face up: it is Exalted Angel, a 4/5, before Bolt resolves. Turning it up did not make a new object, so Bolt still resolves against it.</source>
        <translation>#1を表向きにするため、変異コストを全プレイヤーに示し、支払い、表向きにしました：Boltが解決する前に、4/5のExalted Angelになりました。表向きにしても新しいオブジェクトにはならないので、Boltはそれに対して解決します。</translation>
    </message>
    <message>
        <source>You could turn #2 up now too, but Bolt is aimed at #1: turning #2 up does not save #1.</source>
        <translation>今#2も表向きにできますが、Boltの対象は#1です：#2を表向きにしても#1は守れません。</translation>
    </message>
    <message>
        <source>Bolt resolves: 3 damage to Exalted Angel, which survives with toughness 5. When you have priority again in the upkeep, turn #2 face up for its mana cost {1}{G}.</source>
        <translation>Boltが解決します：Exalted Angelに3点のダメージ。タフネス5なので生き残ります。アップキープで再び優先権を得たら、#2をマナ・コスト{1}{G}で表向きにしてください。</translation>
    </message>
    <message>
        <source>A manifested creature card can be turned up for its mana cost whenever you have priority, on any player&apos;s turn.</source>
        <translation>予示されたクリーチャー・カードは、どのプレイヤーのターンでも、優先権を持っているときならいつでもマナ・コストで表向きにできます。</translation>
    </message>
    <message>
        <source>For the mana-cost route you show all players that the card is a creature card and what its mana cost is, pay that cost, then turn it face up. Once it is face up, everyone sees the card.</source>
        <translation>マナ・コストによる方法では、そのカードがクリーチャー・カードであることとマナ・コストを全プレイヤーに示し、そのコストを支払ってから表向きにします。表向きになれば、全員がそのカードを見られます。</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph. A manifested creature card turns up for its mana cost.</source>
        <translation>Grizzly Bearsは変異を持ちません。予示されたクリーチャー・カードはマナ・コストで表向きになります。</translation>
    </message>
    <message>
        <source>Manifested cards with morph or disguise: two ways up</source>
        <translation>変異や変装を持つ予示されたカード：表向きにする2つの方法</translation>
    </message>
    <message>
        <source>A manifested or cloaked permanent whose card is a creature card with a mana cost can be turned face up for that mana cost. If the card also has morph or disguise, it can be turned up for that cost as well: you choose either way.</source>
        <translation>予示や偽装されたパーマネントで、そのカードがマナ・コストを持つクリーチャー・カードなら、そのマナ・コストで表向きにできます。カードが変異や変装も持つなら、そのコストでも表向きにできます：どちらかを選びます。</translation>
    </message>
    <message>
        <source>#1 is a manifested Exalted Angel. Ask the table which ways #1 can be turned face up.</source>
        <translation>#1は予示されたExalted Angelです。#1をどの方法で表向きにできるか、テーブルに尋ねてください。</translation>
    </message>
    <message>
        <source>Ask for the turn-up routes of #1.</source>
        <translation>#1を表向きにする方法を尋ねてください。</translation>
    </message>
    <message>
        <source>Two ways: its mana cost {4}{W}{W}, because it is a creature card with a mana cost, or its morph cost {2}{W}{W}, because it has morph.</source>
        <translation>2つの方法があります：マナ・コストを持つクリーチャー・カードなのでマナ・コスト{4}{W}{W}、または変異を持つので変異コスト{2}{W}{W}です。</translation>
    </message>
    <message>
        <source>Turn #1 face up the cheaper way: for its morph cost {2}{W}{W}.</source>
        <translation>#1を安いほうの方法、変異コスト{2}{W}{W}で表向きにしてください。</translation>
    </message>
    <message>
        <source>Use the morph route.</source>
        <translation>変異による方法を使ってください。</translation>
    </message>
    <message>
        <source>Morph costs {2}{W}{W}; the mana cost is {4}{W}{W}.</source>
        <translation>変異コストは{2}{W}{W}、マナ・コストは{4}{W}{W}です。</translation>
    </message>
    <message>
        <source>Exalted Angel is face up, for {2}{W}{W}.</source>
        <translation>Exalted Angelが{2}{W}{W}で表向きになりました。</translation>
    </message>
    <message>
        <source>Paying the mana cost {4}{W}{W} is a legal way up too, but this step asks for the cheaper morph cost.</source>
        <translation>マナ・コスト{4}{W}{W}を支払うのも正当な方法ですが、このステップでは安い変異コストを求めています。</translation>
    </message>
    <message>
        <source>Exalted Angel has morph, not disguise: there is no disguise cost to pay.</source>
        <translation>Exalted Angelが持つのは変異で、変装ではありません：支払う変装コストはありません。</translation>
    </message>
    <message>
        <source>#2 is a cloaked Hunted Bonebrute, which has disguise. Turn it face up for its disguise cost {1}{B}.</source>
        <translation>#2は偽装されたHunted Bonebruteで、変装を持っています。変装コスト{1}{B}で表向きにしてください。</translation>
    </message>
    <message>
        <source>Use the disguise route.</source>
        <translation>変装による方法を使ってください。</translation>
    </message>
    <message>
        <source>A cloaked card with disguise may be turned up for its disguise cost, as well as for its mana cost if it is a creature card.</source>
        <translation>変装を持つ偽装されたカードは変装コストで表向きにでき、クリーチャー・カードならマナ・コストでも表向きにできます。</translation>
    </message>
    <message>
        <source>Hunted Bonebrute is face up, and the ward {2} that cloak gave it has ended. It was put onto the battlefield face down, so its enters ability did not trigger, and turning it face up doesn&apos;t trigger it either.</source>
        <translation>Hunted Bonebruteが表向きになり、偽装によって得た護法{2}はなくなりました。裏向きで戦場に出たので戦場に出たときの能力は誘発しておらず、表向きにしても誘発しません。</translation>
    </message>
    <message>
        <source>Face-down spells on the stack</source>
        <translation>スタック上の裏向きの呪文</translation>
    </message>
    <message>
        <source>A card cast face down is a face-down spell: only its controller may look at it, and it normally can&apos;t be turned face up on the stack. If it is countered it is revealed to all players as it moves to the graveyard; if it resolves it becomes a face-down permanent and is not revealed.</source>
        <translation>裏向きで唱えたカードは裏向きの呪文です：見られるのはコントローラーだけで、通常スタック上では表向きにできません。打ち消されたら墓地に移動するときに全プレイヤーに公開され、解決したら裏向きのパーマネントになり、公開されません。</translation>
    </message>
    <message>
        <source>Cast Akroma, Angel of Fury face down for {3} with morph.</source>
        <translation>Akroma, Angel of Furyを変異で{3}で裏向きに唱えてください。</translation>
    </message>
    <message>
        <source>Cast Akroma face down (morph).</source>
        <translation>Akromaを裏向きで唱えてください（変異）。</translation>
    </message>
    <message>
        <source>A card with morph may be cast face down as a 2/2 creature spell for {3}.</source>
        <translation>変異を持つカードは{3}で裏向きの2/2クリーチャー呪文として唱えられます。</translation>
    </message>
    <message>
        <source>On the stack it is a face-down 2/2 creature spell with no name and no abilities. You control it, so you may look at it; your opponent may not.</source>
        <translation>スタック上では、名前も能力も持たない裏向きの2/2クリーチャー呪文です。あなたがコントロールしているのであなたは見られますが、対戦相手は見られません。</translation>
    </message>
    <message>
        <source>Casting Akroma face up for its mana cost is allowed, but then everyone sees it. This step asks you to cast it face down.</source>
        <translation>Akromaをマナ・コストで表向きに唱えることもできますが、そうすると全員に見られます。このステップでは裏向きで唱えることを求めています。</translation>
    </message>
    <message>
        <source>Your opponent casts Essence Scatter targeting your face-down spell. Look at your face-down spell on the stack.</source>
        <translation>対戦相手があなたの裏向きの呪文を対象にEssence Scatterを唱えます。スタック上の裏向きの呪文を見てください。</translation>
    </message>
    <message>
        <source>Look at your face-down spell.</source>
        <translation>裏向きの呪文を見てください。</translation>
    </message>
    <message>
        <source>You may look at a face-down spell you control at any time.</source>
        <translation>あなたがコントロールしている裏向きの呪文はいつでも見られます。</translation>
    </message>
    <message>
        <source>It is Akroma, Angel of Fury, whose card says it can&apos;t be countered. Face down that ability does not exist: it is a 2/2 creature spell with no abilities, so Essence Scatter can target it and counter it. That is why Akroma was chosen here.</source>
        <translation>Akroma, Angel of Furyです。そのカードには打ち消されないと書かれています。裏向きではその能力は存在しません：能力を持たない2/2のクリーチャー呪文なので、Essence Scatterの対象になり、打ち消されます。だからここではAkromaが選ばれています。</translation>
    </message>
    <message>
        <source>It was revealed as it left the battlefield: your opponent now knows it was Hunted Bonebrute. It died face down, a 2/2 whose only ability was ward, so its &apos;when this dies&apos; ability does not trigger: a dies ability looks back at the permanent as it was on the battlefield.</source>
        <translation>戦場を離れるときに公開されました：対戦相手は今、それがHunted Bonebruteだったことを知っています。それは護法だけを持つ裏向きの2/2として死亡したので、「死亡したとき」の能力は誘発しません：死亡したときの能力は、戦場にあったときのパーマネントを参照します。</translation>
    </message>
    <message>
        <source>Morph lets you turn a face-down permanent face up. Spells normally can&apos;t be turned face up (rule 708.7): it is still a spell on the stack.</source>
        <translation>変異で表向きにできるのは裏向きのパーマネントです。呪文は通常表向きにできません（ルール708.7）：それはまだスタック上の呪文です。</translation>
    </message>
    <message>
        <source>Essence Scatter resolves and counters your spell. Put the countered face-down spell into your graveyard.</source>
        <translation>Essence Scatterが解決し、あなたの呪文を打ち消します。打ち消された裏向きの呪文を墓地に置いてください。</translation>
    </message>
    <message>
        <source>Move the countered spell to the graveyard.</source>
        <translation>打ち消された呪文を墓地に移動してください。</translation>
    </message>
    <message>
        <source>A face-down spell that moves from the stack to any zone other than the battlefield is revealed to all players.</source>
        <translation>スタックから戦場以外の領域に移動する裏向きの呪文は、全プレイヤーに公開されます。</translation>
    </message>
    <message>
        <source>It was revealed to all players as it moved: your opponent now knows it was Akroma.</source>
        <translation>移動するときに全プレイヤーに公開されました：対戦相手は今、それがAkromaだったことを知っています。</translation>
    </message>
    <message>
        <source>Now cast Exalted Angel face down for {3} with morph.</source>
        <translation>次にExalted Angelを変異で{3}で裏向きに唱えてください。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down (morph).</source>
        <translation>Exalted Angelを裏向きで唱えてください（変異）。</translation>
    </message>
    <message>
        <source>A face-down 2/2 creature spell again.</source>
        <translation>再び裏向きの2/2クリーチャー呪文です。</translation>
    </message>
    <message>
        <source>Your opponent lets it resolve: it becomes a face-down permanent. Look at it.</source>
        <translation>対戦相手はそれを解決させます：裏向きのパーマネントになります。それを見てください。</translation>
    </message>
    <message>
        <source>Look at your face-down creature.</source>
        <translation>裏向きのクリーチャーを見てください。</translation>
    </message>
    <message>
        <source>Resolving, a face-down spell becomes a face-down permanent and is not revealed: only you know it is Exalted Angel.</source>
        <translation>解決すると、裏向きの呪文は裏向きのパーマネントになり、公開されません：Exalted Angelだと知っているのはあなただけです。</translation>
    </message>
    <message>
        <source>The legend rule after a turn-up, and copies of face-down permanents</source>
        <translation>表向きにした後のレジェンド・ルールと、裏向きのパーマネントのコピー</translation>
    </message>
    <message>
        <source>Face-down permanents have no name and are not legendary, so the legend rule ignores them. Once you control two legendary permanents with the same name face up, you choose one and the rest are put into their owners&apos; graveyards. A copy of a face-down permanent copies only its face-down copiable values: a face-up colorless 2/2 creature with no name, plus ward {2} if it copies a disguised or cloaked permanent.</source>
        <translation>裏向きのパーマネントは名前を持たず伝説でもないので、レジェンド・ルールはそれを無視します。同じ名前を持つ表向きの伝説のパーマネントを2つコントロールすると、1つを選び、残りはオーナーの墓地に置かれます。裏向きのパーマネントのコピーは裏向きのコピー可能な値だけをコピーします：名前を持たない表向きの無色の2/2クリーチャーで、変装や偽装されたパーマネントをコピーした場合は護法{2}も持ちます。</translation>
    </message>
    <message>
        <source>#1 and #2 are both Akroma, Angel of Fury, face down. Turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>#1と#2はどちらも裏向きのAkroma, Angel of Furyです。#1を変異コスト{3}{R}{R}{R}で表向きにしてください。</translation>
    </message>
    <message>
        <source>#2 is still face down: it has no name and is not legendary, so the legend rule does not apply.</source>
        <translation>#2はまだ裏向きです：名前を持たず伝説でもないので、レジェンド・ルールは適用されません。</translation>
    </message>
    <message>
        <source>#1 is face down because of morph. Morph lets you turn it up for its morph cost; no rule lets you turn it up for its mana cost.</source>
        <translation>#1は変異によって裏向きです。変異では変異コストで表向きにでき、マナ・コストで表向きにできるルールはありません。</translation>
    </message>
    <message>
        <source>Now turn #2 face up for its morph cost too.</source>
        <translation>次に#2も変異コストで表向きにしてください。</translation>
    </message>
    <message>
        <source>Turn #2 face up for its morph cost.</source>
        <translation>#2を変異コストで表向きにしてください。</translation>
    </message>
    <message>
        <source>You now control two legendary permanents named Akroma, Angel of Fury: the legend rule applies as state-based actions are checked.</source>
        <translation>Akroma, Angel of Furyという名前の伝説のパーマネントを2つコントロールしています：状態起因処理のチェック時にレジェンド・ルールが適用されます。</translation>
    </message>
    <message>
        <source>The legend rule: choose one of your two Akromas and put the other into your graveyard.</source>
        <translation>レジェンド・ルール：2体のAkromaのうち1体を選び、もう1体を墓地に置いてください。</translation>
    </message>
    <message>
        <source>Move one Akroma to your graveyard.</source>
        <translation>Akromaを1体墓地に移動してください。</translation>
    </message>
    <message>
        <source>It is put into the graveyard; it is not destroyed or sacrificed.</source>
        <translation>墓地に置かれます。破壊でも生け贄でもありません。</translation>
    </message>
    <message>
        <source>One Akroma stays on the battlefield.</source>
        <translation>Akromaは1体が戦場に残ります。</translation>
    </message>
    <message>
        <source>Not #3: the legend rule puts only one of your two Akromas into the graveyard. #3 is face down, with no name, and is not legendary, and nothing else puts it there.</source>
        <translation>#3ではありません：レジェンド・ルールが墓地に置くのは2体のAkromaのうち1体だけです。#3は裏向きで名前を持たず伝説でもなく、他に何もそれを墓地に置きません。</translation>
    </message>
    <message>
        <source>Cast Cackling Counterpart: it will make a token that&apos;s a copy of your face-down #3, a disguised Hunted Bonebrute.</source>
        <translation>Cackling Counterpartを唱えてください：変装したHunted Bonebruteである裏向きの#3のコピーであるトークンを生成します。</translation>
    </message>
    <message>
        <source>It resolves: create a token that&apos;s a copy of #3.</source>
        <translation>解決します：#3のコピーであるトークンを生成してください。</translation>
    </message>
    <message>
        <source>Make a token copy of #3.</source>
        <translation>#3のトークンのコピーを作ってください。</translation>
    </message>
    <message>
        <source>The token copies #3&apos;s face-down values: a face-up colorless 2/2 creature with no name and ward {2}. It is not a Hunted Bonebrute, and nothing about #3 is revealed.</source>
        <translation>トークンは#3の裏向きの値をコピーします：名前を持たず護法{2}を持つ表向きの無色の2/2クリーチャーです。Hunted Bonebruteではなく、#3について何も公開されません。</translation>
    </message>
    <message>
        <source>Not while Cackling Counterpart is resolving: nobody has priority during a resolution, and turning a permanent face up needs priority. Make the copy first.</source>
        <translation>Cackling Counterpartの解決中はできません：解決中は誰も優先権を持たず、パーマネントを表向きにするには優先権が必要です。先にコピーを作ってください。</translation>
    </message>
    <message>
        <source>Double-faced cards face down</source>
        <translation>裏向きの両面カード</translation>
    </message>
    <message>
        <source>A double-faced card can be manifested or cloaked; it stays hidden, in an opaque sleeve or as a substitute card. While it is face down it can&apos;t transform; when it is turned face up, its front face is up, so its front face decides whether it can be turned up for its mana cost. A double-faced permanent can&apos;t be turned face down.</source>
        <translation>両面カードは予示や偽装ができます。不透明なスリーブか代理カードで隠されたままです。裏向きの間は変身できず、表向きになると第1面が上になるので、マナ・コストで表向きにできるかどうかは第1面で決まります。両面のパーマネントは裏向きにできません。</translation>
    </message>
    <message>
        <source>#1 is a manifested Delver of Secrets, a double-faced card. Its front face is a creature with mana cost {U}: turn it face up for {U}.</source>
        <translation>#1は予示されたDelver of Secretsで、両面カードです。第1面はマナ・コスト{U}のクリーチャーです：{U}で表向きにしてください。</translation>
    </message>
    <message>
        <source>Turn #1 face up for its mana cost.</source>
        <translation>#1をマナ・コストで表向きにしてください。</translation>
    </message>
    <message>
        <source>The front face decides: Delver of Secrets is a creature with a mana cost.</source>
        <translation>第1面で決まります：Delver of Secretsはマナ・コストを持つクリーチャーです。</translation>
    </message>
    <message>
        <source>It is turned face up with its front face up: a 1/1 Delver of Secrets.</source>
        <translation>第1面を上にして表向きになります：1/1のDelver of Secretsです。</translation>
    </message>
    <message>
        <source>A face-down double-faced permanent can&apos;t transform: nothing would happen. Turn it face up first.</source>
        <translation>裏向きの両面パーマネントは変身できません：何も起こりません。先に表向きにしてください。</translation>
    </message>
    <message>
        <source>Delver of Secrets has no morph. Its front face is a creature card with a mana cost, so it turns up for that mana cost.</source>
        <translation>Delver of Secretsは変異を持ちません。第1面がマナ・コストを持つクリーチャー・カードなので、そのマナ・コストで表向きになります。</translation>
    </message>
    <message>
        <source>An effect now tells you to transform #1. Transform it.</source>
        <translation>ここで効果が#1を変身させるよう指示します。変身させてください。</translation>
    </message>
    <message>
        <source>Transform Delver of Secrets.</source>
        <translation>Delver of Secretsを変身させてください。</translation>
    </message>
    <message>
        <source>Face up, it can transform: it is now Insectile Aberration, a 3/2, and still the same permanent.</source>
        <translation>表向きなら変身できます：今は3/2のInsectile Aberrationで、同じパーマネントのままです。</translation>
    </message>
    <message>
        <source>An effect that tries to turn a double-faced permanent face down does nothing (rule 712.16), so this would not change the table; and this step asks you to transform it.</source>
        <translation>両面のパーマネントを裏向きにしようとする効果は何もしないので（ルール712.16）、テーブルは変わりません。このステップでは変身させることを求めています。</translation>
    </message>
    <message>
        <source>Leaving a multiplayer game, and the end of the game</source>
        <translation>多人数戦から離れることと、ゲームの終了</translation>
    </message>
    <message>
        <source>If a player leaves the game, every face-down permanent and face-down spell that player owns is revealed to all players. At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>プレイヤーがゲームから離れると、そのプレイヤーがオーナーである裏向きのパーマネントと裏向きの呪文はすべて全プレイヤーに公開されます。ゲーム終了時には、裏向きのパーマネントと裏向きの呪文がすべて全プレイヤーに公開されます。</translation>
    </message>
    <message>
        <source>Four players are in the game. Look at your face-down #1.</source>
        <translation>4人のプレイヤーがゲームにいます。あなたの裏向きの#1を見てください。</translation>
    </message>
    <message>
        <source>You may look at face-down permanents you control at any time, and at no one else&apos;s.</source>
        <translation>あなたがコントロールしている裏向きのパーマネントはいつでも見られますが、他の人のものは見られません。</translation>
    </message>
    <message>
        <source>It is your manifested Grizzly Bears. Players B, C and D don&apos;t know it.</source>
        <translation>あなたの予示されたGrizzly Bearsです。プレイヤーB、C、Dはそれを知りません。</translation>
    </message>
    <message>
        <source>#3 is controlled by player C. You can&apos;t look at face-down permanents another player controls.</source>
        <translation>#3はプレイヤーCがコントロールしています。他のプレイヤーがコントロールしている裏向きのパーマネントは見られません。</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. Everything C owns left the game with them, and their face-down permanent #3 and face-down spell were revealed to all players as they left. Now the game ends: end it.</source>
        <translation>プレイヤーCが投了してゲームから離れます。Cがオーナーであるものはすべて一緒にゲームから離れ、その裏向きのパーマネント#3と裏向きの呪文は離れるときに全プレイヤーに公開されました。ここでゲームを終了します：終了してください。</translation>
    </message>
    <message>
        <source>At the end of the game, every face-down permanent and face-down spell is revealed to all players.</source>
        <translation>ゲーム終了時には、裏向きのパーマネントと裏向きの呪文がすべて全プレイヤーに公開されます。</translation>
    </message>
    <message>
        <source>Every face-down permanent was revealed: your #1 is a Grizzly Bears, and player B&apos;s cloaked #2 is a Forest. Everyone can check that each face-down card was what it was meant to be.</source>
        <translation>裏向きのパーマネントはすべて公開されました：あなたの#1はGrizzly Bears、プレイヤーBの偽装された#2はForestです。それぞれの裏向きのカードが本来あるべきものだったか、全員が確認できます。</translation>
    </message>
    <message>
        <source>#2 is player B&apos;s: only its controller may take the special action to turn it face up. At the end of the game it is revealed anyway.</source>
        <translation>#2はプレイヤーBのものです：それを表向きにする特別な処理を行えるのはコントローラーだけです。ゲーム終了時には、いずれにせよ公開されます。</translation>
    </message>
    <message>
        <source>You may concede at any time, and then your face-down #1 would be revealed as you leave; but this step asks you to end the game for everyone.</source>
        <translation>いつでも投了できます。そうすると離れるときにあなたの裏向きの#1が公開されますが、このステップでは全員のためにゲームを終了することを求めています。</translation>
    </message>
    <message>
        <source>Ward on disguised and cloaked permanents</source>
        <translation>変装したパーマネントと偽装されたパーマネントの護法</translation>
    </message>
    <message>
        <source>A disguised or cloaked permanent has ward {2} while it is face down. When an opponent&apos;s spell targets it, ward triggers: the spell is countered unless that player pays {2}. Once the permanent is turned face up, that ward ends, unless the card itself has ward.</source>
        <translation>変装や偽装されたパーマネントは、裏向きの間は護法{2}を持ちます。対戦相手の呪文がそれを対象にすると護法が誘発します：そのプレイヤーが{2}を支払わないかぎり、その呪文は打ち消されます。パーマネントが表向きになると、カード自体が護法を持たないかぎり、その護法は終わります。</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #1. Face down, #1 has ward {2}, so ward triggers. Your opponent does not pay {2}: counter Murder.</source>
        <translation>対戦相手が変装したあなたの#1を対象にMurderを唱えます。裏向きの#1は護法{2}を持つので、護法が誘発します。対戦相手は{2}を支払いません：Murderを打ち消してください。</translation>
    </message>
    <message>
        <source>Counter Murder: put it from the stack into its owner&apos;s graveyard.</source>
        <translation>Murderを打ち消してください：スタックからオーナーの墓地に置きます。</translation>
    </message>
    <message>
        <source>Ward {2}: when an opponent&apos;s spell targets it, counter that spell unless its controller pays {2}.</source>
        <translation>護法{2}：対戦相手の呪文がこれを対象にしたとき、そのコントローラーが{2}を支払わないかぎり、その呪文を打ち消す。</translation>
    </message>
    <message>
        <source>Murder is countered and #1 stays on the battlefield, still face down: nothing about it was revealed.</source>
        <translation>Murderは打ち消され、#1は裏向きのまま戦場に残ります：それについて何も公開されていません。</translation>
    </message>
    <message>
        <source>Ward counters Murder, so Murder never destroys #1, and nothing else puts it into the graveyard: #1 stays on the battlefield, face down.</source>
        <translation>護法がMurderを打ち消すので、Murderが#1を破壊することはなく、他に何も#1を墓地に置きません：#1は裏向きのまま戦場に残ります。</translation>
    </message>
    <message>
        <source>Your opponent casts a second Murder at #1 and pays {2} for ward this time, so Murder is not countered. It resolves: put #1 into your graveyard.</source>
        <translation>対戦相手が2枚目のMurderを#1に唱え、今回は護法のために{2}を支払うので、Murderは打ち消されません。解決します：#1を墓地に置いてください。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players.</source>
        <translation>戦場を離れる裏向きのパーマネントは全プレイヤーに公開されます。</translation>
    </message>
    <message>
        <source>Your opponent paid {2}, so ward did not counter the second Murder, and it has already resolved: there is nothing on the stack to counter.</source>
        <translation>対戦相手が{2}を支払ったので、護法は2枚目のMurderを打ち消さず、それはすでに解決しています：スタックに打ち消すものはありません。</translation>
    </message>
    <message>
        <source>#2 is a cloaked Grizzly Bears with ward {2}. Turn it face up for its mana cost {1}{G}.</source>
        <translation>#2は護法{2}を持つ偽装されたGrizzly Bearsです。マナ・コスト{1}{G}で表向きにしてください。</translation>
    </message>
    <message>
        <source>Face up it is Grizzly Bears, which has no ward: the ward {2} that cloak gave it ended when it turned face up.</source>
        <translation>表向きではGrizzly Bearsで、護法を持ちません：偽装によって得た護法{2}は表向きになったときに終わりました。</translation>
    </message>
    <message>
        <source>Cloaked is not disguised: a cloaked creature card turns up for its mana cost, and Grizzly Bears has no disguise cost.</source>
        <translation>偽装は変装とは違います：偽装されたクリーチャー・カードはマナ・コストで表向きになり、Grizzly Bearsには変装コストがありません。</translation>
    </message>
    <message>
        <source>What to announce, and what to answer</source>
        <translation>何を宣言し、何に答えるか</translation>
    </message>
    <message>
        <source>When you cast a card face down, say how: with morph or with disguise. Everything that tells your face-down spells and permanents apart must stay clear to every player: what made each one face down, the order they were cast or entered, their counters, which attacked last turn. You answer those questions; what a face-down card is, you never have to say. A face-down permanent is revealed when it leaves the battlefield, and everything face down is revealed at the end of the game.</source>
        <translation>カードを裏向きで唱えるときは、どうやって唱えるかを言ってください：変異か、変装か。あなたの裏向きの呪文やパーマネントを区別するものはすべて、全プレイヤーにとって明確でなければなりません：それぞれを何が裏向きにしたか、唱えられた順番や戦場に出た順番、置かれているカウンター、前のターンにどれが攻撃したか。これらの質問には答えます。裏向きのカードが何であるかは、決して言う必要はありません。裏向きのパーマネントは戦場を離れるときに公開され、ゲーム終了時には裏向きのものすべてが公開されます。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down using its morph ability, and say so: &quot;a face-down spell, cast with morph&quot;. What made it face down must stay clear to your opponent; its name stays yours alone.</source>
        <translation>Exalted Angelを変異能力で裏向きで唱え、そう宣言してください：「変異で唱えた裏向きの呪文」。何が裏向きにしたかは対戦相手にとって明確でなければなりません。その名前はあなただけが知るものです。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down with morph, for {3}.</source>
        <translation>Exalted Angelを変異で{3}で裏向きに唱えてください。</translation>
    </message>
    <message>
        <source>The marker shows its entry number and how it became face down, &quot;morph&quot;; never its name.</source>
        <translation>マーカーはその入場番号と、どうやって裏向きになったか（「変異」）を示します。名前は決して示しません。</translation>
    </message>
    <message>
        <source>It is on the stack as #3, a face-down spell cast with morph. Your opponent knows how it became face down and when; only you know it is an Exalted Angel.</source>
        <translation>それは#3としてスタックにあります。変異で唱えた裏向きの呪文です。対戦相手は、それがどうやって、いつ裏向きになったかを知っています。Exalted Angelだと知っているのはあなただけです。</translation>
    </message>
    <message>
        <source>Grizzly Bears has no morph, and nothing else lets you cast it face down. Announcing &quot;morph&quot; for it would be false, and the card would be revealed when it leaves the battlefield and at the end of the game.</source>
        <translation>Grizzly Bearsは変異を持たず、ほかに裏向きで唱えることを認めるものもありません。それに「変異」と宣言するのは偽りであり、そのカードは戦場を離れるときとゲーム終了時に公開されます。</translation>
    </message>
    <message>
        <source>Your face-down spell resolves and becomes #3. Your manifested #1 attacked last turn and has a +1/+1 counter: those differences must stay clear too. The counter shows on it; write the note &quot;attacked last turn&quot; on #1.</source>
        <translation>あなたの裏向きの呪文が解決され、#3になります。あなたの予示された#1は前のターンに攻撃し、+1/+1カウンターが置かれています：こうした違いも明確でなければなりません。カウンターはその上に見えています。#1に「前のターンに攻撃した」とメモを書いてください。</translation>
    </message>
    <message>
        <source>Write a note on #1.</source>
        <translation>#1にメモを書いてください。</translation>
    </message>
    <message>
        <source>Which face-down creature attacked last turn is one of the differences that must stay clear.</source>
        <translation>前のターンにどの裏向きのクリーチャーが攻撃したかは、明確でなければならない違いの一つです。</translation>
    </message>
    <message>
        <source>Anyone at the table can now tell #1 from #3: its order, how it became face down, its counter and what it did last turn. When your opponent asks about these, tell them.</source>
        <translation>これでテーブルの誰もが#1と#3を区別できます：順番、どうやって裏向きになったか、#1のカウンター、そして前のターンに何をしたか。対戦相手にこれらを聞かれたら、答えてください。</translation>
    </message>
    <message>
        <source>Swapping #1 and #3 would hide which one attacked, which one has the counter and which one was cast with morph. Face-down permanents may never be mixed up.</source>
        <translation>#1と#3を入れ替えると、どれが攻撃したか、どれにカウンターがあるか、どれが変異で唱えられたかが隠れてしまいます。裏向きのパーマネントは決して混ぜてはなりません。</translation>
    </message>
    <message>
        <source>Your opponent asks what #1 and #3 are. That you never have to tell while they are face down: only you may look at them. Look at #3.</source>
        <translation>対戦相手が#1と#3は何かと尋ねます。裏向きである間、それは決して言う必要はありません：見てよいのはあなただけです。#3を見てください。</translation>
    </message>
    <message>
        <source>Look at #3.</source>
        <translation>#3を見てください。</translation>
    </message>
    <message>
        <source>You may look at face-down spells and permanents you control at any time; nobody else may, unless an effect lets them.</source>
        <translation>あなたがコントロールする裏向きの呪文やパーマネントは、いつでも見られます。効果が認めない限り、ほかの誰も見られません。</translation>
    </message>
    <message>
        <source>Its identity is yours to keep until it leaves the battlefield or the game ends: then it is revealed to all players, and everyone can check that it could be cast with morph.</source>
        <translation>それが何であるかは、戦場を離れるかゲームが終わるまであなただけのものです：そのとき全プレイヤーに公開され、誰もがそれを変異で唱えられたことを確認できます。</translation>
    </message>
    <message>
        <source>#2 is your opponent&apos;s. You may ask how it became face down (its marker says disguise), when it entered and what it did, but not what it is.</source>
        <translation>#2は対戦相手のものです。どうやって裏向きになったか（マーカーには変装とあります）、いつ戦場に出たか、何をしたかは尋ねられますが、それが何であるかは尋ねられません。</translation>
    </message>
    <message>
        <source>Leaving a game with other players&apos; face-down cards</source>
        <translation>他のプレイヤーの裏向きのカードを持ったままゲームを離れる</translation>
    </message>
    <message>
        <source>When a player leaves a multiplayer game, everything they own leaves with them, and effects that gave them control of other players&apos; objects end: those objects stay in the game, usually back under their owners&apos; control. Every face-down permanent and spell the leaving player owns is revealed to all players, and by the official rulings, so is every face-down spell and permanent they control.</source>
        <translation>プレイヤーが多人数戦のゲームから離れると、そのプレイヤーがオーナーであるものはすべて一緒にゲームから離れ、他のプレイヤーのオブジェクトのコントロールをそのプレイヤーに与えていた効果は終了します：それらのオブジェクトはゲームに残り、通常はオーナーのコントロール下に戻ります。離れるプレイヤーがオーナーである裏向きのパーマネントと呪文はすべて全プレイヤーに公開され、公式ルーリングによれば、そのプレイヤーがコントロールする裏向きの呪文とパーマネントもすべて公開されます。</translation>
    </message>
    <message>
        <source>Four players are in the game. Earlier effects gave player C control of your manifested #1, and gave you control of player B&apos;s face-down #2. Look at #2.</source>
        <translation>4人のプレイヤーがゲームにいます。以前の効果により、プレイヤーCはあなたの予示された#1のコントロールを得て、あなたはプレイヤーBの裏向きの#2のコントロールを得ました。#2を見てください。</translation>
    </message>
    <message>
        <source>Look at #2.</source>
        <translation>#2を見てください。</translation>
    </message>
    <message>
        <source>Control, not ownership, decides who may look at a face-down permanent.</source>
        <translation>裏向きのパーマネントを誰が見てよいかを決めるのは、オーナーではなくコントロールです。</translation>
    </message>
    <message>
        <source>#2 is an Exalted Angel. Player B owns it, but you control it, so you may look at it. Your own #1 is now player C&apos;s to look at, not yours.</source>
        <translation>#2はExalted Angelです。オーナーはプレイヤーBですが、コントロールしているのはあなたなので、見てかまいません。あなた自身の#1は、今はあなたではなくプレイヤーCが見るものです。</translation>
    </message>
    <message>
        <source>#1 is your card, but player C controls it: while they do, only they may look at it.</source>
        <translation>#1はあなたのカードですが、プレイヤーCがコントロールしています：その間、見てよいのはCだけです。</translation>
    </message>
    <message>
        <source>Player C concedes and leaves the game. The cloaked #3 they owned left the game with them, revealed to all. The effect that gave them control of your #1 ended, so #1 is yours again, and by the rulings C revealed it too, as a face-down permanent they controlled. Look at #1.</source>
        <translation>プレイヤーCが投了してゲームから離れます。Cがオーナーだった偽装された#3は、全員に公開されて一緒にゲームから離れました。あなたの#1のコントロールをCに与えていた効果は終了したので、#1は再びあなたのものです。そしてルーリングにより、Cはそれも自分がコントロールしていた裏向きのパーマネントとして公開しました。#1を見てください。</translation>
    </message>
    <message>
        <source>Look at #1: you control it again.</source>
        <translation>#1を見てください：再びあなたがコントロールしています。</translation>
    </message>
    <message>
        <source>When a player leaves, what they own leaves with them, and effects that gave them control of other players&apos; objects end.</source>
        <translation>プレイヤーが離れると、そのプレイヤーがオーナーであるものは一緒にゲームから離れ、他のプレイヤーのオブジェクトのコントロールを与えていた効果は終了します。</translation>
    </message>
    <message>
        <source>#1 is your Grizzly Bears, still face down on the battlefield under your control. Players B and D saw it as C left, and #3 was a Forest.</source>
        <translation>#1はあなたのGrizzly Bearsで、あなたのコントロール下で戦場に裏向きのまま残っています。Cが離れるときにプレイヤーBとDはそれを見ました。そして#3はForestでした。</translation>
    </message>
    <message>
        <source>Only objects the leaving player still controls after their control effects end are exiled. C&apos;s control of #1 ended as C left, so #1 stays on the battlefield, yours.</source>
        <translation>追放されるのは、コントロールを与える効果が終了した後もなお離れるプレイヤーがコントロールしているオブジェクトだけです。#1に対するCのコントロールはCが離れるときに終了したので、#1はあなたのものとして戦場に残ります。</translation>
    </message>
    <message>
        <source>Now you concede and leave the game, while you still control player B&apos;s #2. Leave the game.</source>
        <translation>今度はあなたが、プレイヤーBの#2をまだコントロールしたまま投了してゲームから離れます。ゲームから離れてください。</translation>
    </message>
    <message>
        <source>Concede: leave the game.</source>
        <translation>投了してください：ゲームから離れます。</translation>
    </message>
    <message>
        <source>What you own leaves the game with you, revealed; what you control but don&apos;t own goes back to its owner, and you reveal it too.</source>
        <translation>あなたがオーナーであるものは公開されてあなたと一緒にゲームから離れます。オーナーではないがコントロールしているものはオーナーに戻り、それもあなたが公開します。</translation>
    </message>
    <message>
        <source>Your #1 left the game with you, revealed. #2 stays on the battlefield, face down, under player B&apos;s control again, and you revealed it as you left: player D now knows it is an Exalted Angel.</source>
        <translation>あなたの#1は公開されてあなたと一緒にゲームから離れました。#2は裏向きのまま戦場に残り、再びプレイヤーBのコントロール下にあります。あなたは離れるときにそれを公開しました：プレイヤーDは今、それがExalted Angelだと知っています。</translation>
    </message>
    <message>
        <source>Players B and D are still playing: only you leave, and the game goes on without you.</source>
        <translation>プレイヤーBとDはまだプレイしています：離れるのはあなただけで、ゲームはあなた抜きで続きます。</translation>
    </message>
    <message>
        <source>Responding with a turn-up</source>
        <translation>表向きにして対応する</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, even with a spell on the stack, and it doesn&apos;t use the stack. A spell whose every target has become illegal by the time it would resolve doesn&apos;t resolve. An ability already on the stack, such as a ward trigger, resolves even if its source has changed. And a dies ability triggers only if the creature had it when it died: face down, it had no abilities.</source>
        <translation>裏向きのパーマネントを表向きにすることは特別な処理です：優先権を持っているときならいつでも、スタックに呪文があっても行えて、スタックを使いません。解決時に対象がすべて不正になっている呪文は解決されません。護法の誘発のように、すでにスタックにある能力は、その発生源が変わっても解決されます。そして「死亡したとき」の能力は、クリーチャーが死亡したときにその能力を持っていた場合にだけ誘発します：裏向きなら能力を持っていませんでした。</translation>
    </message>
    <message>
        <source>Your opponent casts Swords to Plowshares targeting your face-down #1. Face down, #1 is a colorless 2/2 with no abilities, so it is a legal target. Respond before Swords resolves: turn #1 face up for its morph cost {3}{R}{R}{R}.</source>
        <translation>対戦相手があなたの裏向きの#1を対象にSwords to Plowsharesを唱えます。裏向きの#1は能力を持たない無色の2/2なので、適正な対象です。Swordsが解決される前に対応してください：#1を変異コスト{3}{R}{R}{R}で表向きにします。</translation>
    </message>
    <message>
        <source>Turn #1 face up for its morph cost while Swords to Plowshares is still on the stack.</source>
        <translation>Swords to Plowsharesがまだスタックにある間に、#1を変異コストで表向きにしてください。</translation>
    </message>
    <message>
        <source>Turning a face-down permanent face up is a special action: you may take it any time you have priority, and it doesn&apos;t use the stack.</source>
        <translation>裏向きのパーマネントを表向きにすることは特別な処理です：優先権を持っているときならいつでも行え、スタックを使いません。</translation>
    </message>
    <message>
        <source>#1 is Akroma, Angel of Fury, with protection from white, and Swords to Plowshares is still on the stack: turning face up didn&apos;t use the stack, so there was nothing for your opponent to respond to.</source>
        <translation>#1はプロテクション（白）を持つAkroma, Angel of Furyで、Swords to Plowsharesはまだスタックにあります：表向きにすることはスタックを使わなかったので、対戦相手が対応できるものはありませんでした。</translation>
    </message>
    <message>
        <source>#1 was cast face down with morph: it turns face up only for its morph cost, {3}{R}{R}{R}, not for its mana cost.</source>
        <translation>#1は変異で裏向きに唱えられました：表向きにできるのは変異コスト{3}{R}{R}{R}でだけで、マナ・コストではできません。</translation>
    </message>
    <message>
        <source>Swords to Plowshares tries to resolve. Its only target, Akroma, now has protection from white, so that target is illegal and Swords doesn&apos;t resolve. Put Swords to Plowshares into your opponent&apos;s graveyard.</source>
        <translation>Swords to Plowsharesが解決されようとします。その唯一の対象であるAkromaは今プロテクション（白）を持つので、その対象は不正であり、Swordsは解決されません。Swords to Plowsharesを対戦相手の墓地に置いてください。</translation>
    </message>
    <message>
        <source>Move Swords to Plowshares from the stack to its owner&apos;s graveyard.</source>
        <translation>Swords to Plowsharesをスタックからオーナーの墓地に移してください。</translation>
    </message>
    <message>
        <source>A spell whose every target has become illegal doesn&apos;t resolve: it does nothing and goes to its owner&apos;s graveyard.</source>
        <translation>対象がすべて不正になった呪文は解決されません：何もせず、オーナーの墓地に置かれます。</translation>
    </message>
    <message>
        <source>Swords to Plowshares did nothing: Akroma stays on the battlefield and nobody gains life. It was not countered; it simply didn&apos;t resolve.</source>
        <translation>Swords to Plowsharesは何もしませんでした：Akromaは戦場に残り、誰もライフを得ません。打ち消されたのではなく、単に解決されなかったのです。</translation>
    </message>
    <message>
        <source>Your opponent casts Murder targeting your disguised #2. Face down it has ward {2}, so ward triggers and its ability goes on the stack above Murder. If your opponent pays {2}, Murder will resolve; face up, Hunted Bonebrute would die with its dies ability. Turn #2 face up for its disguise cost {1}{B} now.</source>
        <translation>対戦相手が変装したあなたの#2を対象にMurderを唱えます。裏向きの#2は護法{2}を持つので、護法が誘発し、その能力がMurderの上にスタックに置かれます。対戦相手が{2}を支払えばMurderは解決されます。表向きなら、Hunted Bonebruteは「死亡したとき」の能力を持ったまま死亡します。今、#2を変装コスト{1}{B}で表向きにしてください。</translation>
    </message>
    <message>
        <source>Turn #2 face up for its disguise cost.</source>
        <translation>#2を変装コストで表向きにしてください。</translation>
    </message>
    <message>
        <source>The ward ability is already on the stack: it exists independently of #2 and resolves even though #2 no longer has ward.</source>
        <translation>護法の能力はすでにスタックにあります：#2とは独立して存在し、#2がもう護法を持っていなくても解決されます。</translation>
    </message>
    <message>
        <source>#2 is Hunted Bonebrute, face up and without ward; the ward ability that triggered is still on the stack above Murder.</source>
        <translation>#2はHunted Bonebruteで、表向きになり護法を持っていません。誘発した護法の能力はまだMurderの上でスタックにあります。</translation>
    </message>
    <message>
        <source>Murder has not resolved: the ward ability above it on the stack resolves first, and nothing else puts #2 into your graveyard.</source>
        <translation>Murderはまだ解決されていません：スタックでその上にある護法の能力が先に解決され、ほかに#2をあなたの墓地に置くものはありません。</translation>
    </message>
    <message>
        <source>The ward ability resolves, and your opponent doesn&apos;t pay {2}. Counter Murder.</source>
        <translation>護法の能力が解決され、対戦相手は{2}を支払いません。Murderを打ち消してください。</translation>
    </message>
    <message>
        <source>Once triggered, an ability doesn&apos;t depend on its source any more.</source>
        <translation>いったん誘発した能力は、もうその発生源に依存しません。</translation>
    </message>
    <message>
        <source>Murder is countered by the ward ability, though #2 no longer has ward: once triggered, that ability was on the stack independently of its source.</source>
        <translation>#2はもう護法を持っていませんが、Murderは護法の能力によって打ち消されます：いったん誘発したその能力は、発生源とは独立してスタックにありました。</translation>
    </message>
    <message>
        <source>Your opponent casts their second Murder at Hunted Bonebrute. Face up it has no ward, and Murder resolves: put Hunted Bonebrute into your graveyard.</source>
        <translation>対戦相手が2枚目のMurderをHunted Bonebruteに唱えます。表向きでは護法を持たず、Murderは解決されます：Hunted Bonebruteをあなたの墓地に置いてください。</translation>
    </message>
    <message>
        <source>Move Hunted Bonebrute to your graveyard.</source>
        <translation>Hunted Bonebruteをあなたの墓地に移してください。</translation>
    </message>
    <message>
        <source>A dies ability looks back: it triggers if the creature had it just before it died.</source>
        <translation>「死亡したとき」の能力は過去を参照します：クリーチャーが死亡する直前にその能力を持っていれば誘発します。</translation>
    </message>
    <message>
        <source>Hunted Bonebrute died face up, so its dies ability triggers: each opponent loses 3 life. Had it died face down, it would have had no abilities, and nothing would have triggered.</source>
        <translation>Hunted Bonebruteは表向きで死亡したので、その「死亡したとき」の能力が誘発します：各対戦相手は3点のライフを失います。裏向きで死亡していたら能力を持っておらず、何も誘発しなかったでしょう。</translation>
    </message>
    <message>
        <source>Mana value 0 and no color</source>
        <translation>マナ総量0と色なし</translation>
    </message>
    <message>
        <source>A face-down spell or permanent has no mana cost, so its mana value is 0, and no colored mana symbols and no color indicator, so it is colorless. A spell that checks mana value, color or card type sees only these face-down values: Fatal Push destroys a face-down Exalted Angel, Essence Scatter can counter a face-down spell, and Negate can&apos;t target one.</source>
        <translation>裏向きの呪文やパーマネントはマナ・コストを持たないのでマナ総量は0であり、色マナ・シンボルも色指標も持たないので無色です。マナ総量や色やカード・タイプを参照する呪文は、この裏向きの値しか見ません：Fatal Pushは裏向きのExalted Angelを破壊し、Essence Scatterは裏向きの呪文を打ち消せますが、Negateはそれを対象にできません。</translation>
    </message>
    <message>
        <source>Player B controls the face-down creature #1. Fatal Push destroys target creature if it has mana value 2 or less. Cast Fatal Push targeting #1.</source>
        <translation>プレイヤーBは裏向きのクリーチャー#1をコントロールしています。Fatal Pushは、対象のクリーチャーのマナ総量が2以下ならそれを破壊します。#1を対象としてFatal Pushを唱えてください。</translation>
    </message>
    <message>
        <source>Cast Fatal Push.</source>
        <translation>Fatal Pushを唱えてください。</translation>
    </message>
    <message>
        <source>A face-down permanent has no mana cost, so its mana value is 0.</source>
        <translation>裏向きのパーマネントはマナ・コストを持たないので、マナ総量は0です。</translation>
    </message>
    <message>
        <source>Fatal Push is on the stack. Whatever card #1 is, face down it is a 2/2 creature with mana value 0.</source>
        <translation>Fatal Pushがスタックにあります。#1がどのカードであっても、裏向きではマナ総量0の2/2クリーチャーです。</translation>
    </message>
    <message>
        <source>You don&apos;t need to know the card: Fatal Push checks the mana value of the face-down creature, which is 0. And you may not look at a face-down permanent another player controls.</source>
        <translation>カードを知る必要はありません：Fatal Pushが参照するのは裏向きのクリーチャーのマナ総量で、それは0です。また、他のプレイヤーがコントロールしている裏向きのパーマネントは見られません。</translation>
    </message>
    <message>
        <source>Fatal Push resolves: #1 has mana value 0, so it is destroyed. Put it into its owner&apos;s graveyard.</source>
        <translation>Fatal Pushが解決します：#1のマナ総量は0なので破壊されます。オーナーの墓地に置いてください。</translation>
    </message>
    <message>
        <source>Move #1 to the graveyard.</source>
        <translation>#1を墓地に置いてください。</translation>
    </message>
    <message>
        <source>It was revealed as it left: Exalted Angel, mana value 6 face up. Face down its mana value was 0, so Fatal Push destroyed it.</source>
        <translation>離れるときに公開されました：表向きではマナ総量6のExalted Angelです。裏向きではマナ総量が0だったので、Fatal Pushが破壊しました。</translation>
    </message>
    <message>
        <source>Only the controller of #1, player B, may turn it face up. Had B turned it face up before Fatal Push resolved, its mana value would have been 6 and Fatal Push would not have destroyed it.</source>
        <translation>#1を表向きにできるのは、そのコントローラーであるプレイヤーBだけです。Fatal Pushが解決する前にBが表向きにしていれば、マナ総量は6になり、Fatal Pushはそれを破壊しなかったでしょう。</translation>
    </message>
    <message>
        <source>Player B casts Akroma, Angel of Fury face down with morph. Negate counters target noncreature spell; Essence Scatter counters target creature spell. Cast the one that can counter B&apos;s face-down spell.</source>
        <translation>プレイヤーBがAkroma, Angel of Furyを変異で裏向きに唱えます。Negateは対象のクリーチャーでない呪文を打ち消し、Essence Scatterは対象のクリーチャー呪文を打ち消します。Bの裏向きの呪文を打ち消せる方を唱えてください。</translation>
    </message>
    <message>
        <source>Cast Essence Scatter.</source>
        <translation>Essence Scatterを唱えてください。</translation>
    </message>
    <message>
        <source>A face-down spell is a 2/2 creature spell: only what checks for a creature spell can target it.</source>
        <translation>裏向きの呪文は2/2のクリーチャー呪文です：クリーチャー呪文を参照するものだけがそれを対象にできます。</translation>
    </message>
    <message>
        <source>A face-down spell is a creature spell with mana value 0 and no color, whatever card it is: Essence Scatter can target it.</source>
        <translation>裏向きの呪文は、どのカードであっても、マナ総量0で色のないクリーチャー呪文です：Essence Scatterはそれを対象にできます。</translation>
    </message>
    <message>
        <source>Negate can target only a noncreature spell, and the face-down spell is a creature spell, whatever card it is: Negate can&apos;t target it.</source>
        <translation>Negateが対象にできるのはクリーチャーでない呪文だけで、裏向きの呪文は、どのカードであってもクリーチャー呪文です：Negateはそれを対象にできません。</translation>
    </message>
    <message>
        <source>Essence Scatter resolves. Put the countered face-down spell into its owner&apos;s graveyard.</source>
        <translation>Essence Scatterが解決します。打ち消された裏向きの呪文をオーナーの墓地に置いてください。</translation>
    </message>
    <message>
        <source>Counter the face-down spell.</source>
        <translation>裏向きの呪文を打ち消してください。</translation>
    </message>
    <message>
        <source>It was revealed as it moved: Akroma, Angel of Fury, a red card with mana value 8 face up. On the stack it was a colorless creature spell with mana value 0.</source>
        <translation>移動するときに公開されました：Akroma, Angel of Fury、表向きではマナ総量8の赤のカードです。スタック上ではマナ総量0の無色のクリーチャー呪文でした。</translation>
    </message>
    <message>
        <source>Cards exiled face down</source>
        <translation>裏向きで追放されたカード</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows. It is not a face-down permanent or spell, so the reveals of rule 708.9 don&apos;t apply to it: it is not revealed when the game ends. A face-down permanent that leaves the battlefield is revealed, even when it goes to exile.</source>
        <translation>裏向きで追放されたカードは、それを追放した効果が認めたプレイヤーしか見られません。それは裏向きのパーマネントでも呪文でもないので、ルール708.9の公開は適用されません：ゲームの終了時にも公開されません。戦場を離れる裏向きのパーマネントは、追放領域に行く場合でも公開されます。</translation>
    </message>
    <message>
        <source>An effect exiled one of your cards face down and lets you look at it. Look at your face-down card in exile.</source>
        <translation>ある効果があなたのカードを1枚裏向きで追放し、あなたがそれを見ることを認めています。追放領域にある裏向きのカードを見てください。</translation>
    </message>
    <message>
        <source>Look at your card in exile.</source>
        <translation>追放領域にあるあなたのカードを見てください。</translation>
    </message>
    <message>
        <source>A card exiled face down can be looked at only by the players the exiling effect allows.</source>
        <translation>裏向きで追放されたカードは、それを追放した効果が認めたプレイヤーしか見られません。</translation>
    </message>
    <message>
        <source>It is your Grizzly Bears. The effect that exiled it lets you look at it; player B may not.</source>
        <translation>あなたのGrizzly Bearsです。それを追放した効果は、あなたが見ることを認めていますが、プレイヤーBには認めていません。</translation>
    </message>
    <message>
        <source>The effect that exiled player B&apos;s card face down lets only player B look at it. You may not look at it.</source>
        <translation>プレイヤーBのカードを裏向きで追放した効果は、プレイヤーBにしかそれを見ることを認めていません。あなたは見られません。</translation>
    </message>
    <message>
        <source>An effect exiles your manifested #1. Move it to exile.</source>
        <translation>ある効果があなたの予示された#1を追放します。追放してください。</translation>
    </message>
    <message>
        <source>Move #1 to exile.</source>
        <translation>#1を追放してください。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players, whichever zone it goes to.</source>
        <translation>戦場を離れる裏向きのパーマネントは、どの領域に行くとしても、全プレイヤーに公開されます。</translation>
    </message>
    <message>
        <source>#1 was a face-down permanent: it was revealed to all players as it left the battlefield. It is a Forest, now face up in exile.</source>
        <translation>#1は裏向きのパーマネントでした：戦場を離れるときに全プレイヤーに公開されました。それはForestで、今は追放領域に表向きで置かれています。</translation>
    </message>
    <message>
        <source>Moving #1 to the graveyard would reveal it too, but this step&apos;s effect exiles it.</source>
        <translation>#1を墓地に置いても公開されますが、このステップの効果はそれを追放します。</translation>
    </message>
    <message>
        <source>The game ends. End it, and see which cards are revealed.</source>
        <translation>ゲームが終了します。終了させて、どのカードが公開されるか見てください。</translation>
    </message>
    <message>
        <source>At the end of the game, face-down permanents and face-down spells are revealed; cards exiled face down are neither.</source>
        <translation>ゲームの終了時には裏向きのパーマネントと裏向きの呪文が公開されます。裏向きで追放されたカードはそのどちらでもありません。</translation>
    </message>
    <message>
        <source>Nothing was revealed: the two cards exiled face down are not permanents or spells, so rule 708.9 doesn&apos;t reveal them. Each stays known only to the player the exiling effect allowed to look at it.</source>
        <translation>何も公開されませんでした：裏向きで追放された2枚のカードはパーマネントでも呪文でもないので、ルール708.9はそれらを公開しません。それぞれ、効果が見ることを認めたプレイヤーだけが知っているままです。</translation>
    </message>
    <message>
        <source>Even at the end of the game, player B&apos;s card exiled face down is not revealed, and you may not look at it.</source>
        <translation>ゲームの終了時でも、プレイヤーBの裏向きで追放されたカードは公開されず、あなたはそれを見られません。</translation>
    </message>
    <message>
        <source>For judges: when a reveal is missed</source>
        <translation>ジャッジ向け：公開し忘れたとき</translation>
    </message>
    <message>
        <source>A face-down permanent leaving the battlefield, a face-down spell leaving the stack for any zone but the battlefield, and every face-down permanent and spell at the end of the game must be revealed to all players: that is how the others check it was played legally. Here the table reveals them and the log keeps each reveal. At a paper table, once an unrevealed card is in a hidden set of cards, only its owner knows which card it was. Tournament rules, not this table, decide the penalty: the Magic Infraction Procedure Guide, section 2.3 (Game Play Error — Hidden Card Error), covers errors that publicly available information alone can&apos;t correct. This lesson was written without the guide&apos;s current dated text: read the current guide, or ask the head judge.</source>
        <translation>戦場を離れる裏向きのパーマネント、スタックから戦場以外の領域に移動する裏向きの呪文、そしてゲームの終了時のすべての裏向きのパーマネントと呪文は、全プレイヤーに公開しなければなりません：それによって他のプレイヤーは適正にプレイされたことを確認します。ここではテーブルがそれらを公開し、ログに各公開が残ります。紙のカードのテーブルでは、公開されなかったカードが非公開のカードの集まりに入ると、それがどのカードだったかはオーナーしか知りません。ペナルティを決めるのはこのテーブルではなくトーナメントのルールです：Magic Infraction Procedure Guideの2.3節（Game Play Error — Hidden Card Error）は、公開されている情報だけでは修正できない誤りを扱います。このレッスンはその文書の最新の日付入りの本文を読まずに書かれました：最新の文書を読むか、ヘッド・ジャッジに尋ねてください。</translation>
    </message>
    <message>
        <source>An effect returns your face-down #1 to your hand, where an Island is already. Move #1 to your hand.</source>
        <translation>ある効果があなたの裏向きの#1をあなたの手札に戻します。手札にはすでにIslandがあります。#1を手札に加えてください。</translation>
    </message>
    <message>
        <source>Move #1 to your hand.</source>
        <translation>#1を手札に加えてください。</translation>
    </message>
    <message>
        <source>A face-down permanent that leaves the battlefield is revealed to all players as it moves.</source>
        <translation>戦場を離れる裏向きのパーマネントは、移動するときに全プレイヤーに公開されます。</translation>
    </message>
    <message>
        <source>#1 was revealed as it moved, and the log shows it: Exalted Angel, a card with morph, so casting it face down was legal. Had it gone into your hand unrevealed, no one but you could tell it from the Island: the other player could never check it.</source>
        <translation>#1は移動するときに公開され、ログにもそれが示されています：Exalted Angel、変異を持つカードなので、裏向きで唱えたのは適正でした。公開されずに手札に入っていたら、あなた以外の誰もそれをIslandと区別できず、他のプレイヤーは決して確認できなかったでしょう。</translation>
    </message>
    <message>
        <source>Turning #1 face up for its morph cost is legal, but not this step: here an effect returns it to your hand, and it is revealed as it moves.</source>
        <translation>#1を変異コストで表向きにすることは適正ですが、このステップではありません：ここでは効果がそれを手札に戻し、移動するときに公開されます。</translation>
    </message>
    <message>
        <source>Cast Exalted Angel face down again, for {3} with morph.</source>
        <translation>Exalted Angelをもう一度、変異で{3}を支払って裏向きで唱えてください。</translation>
    </message>
    <message>
        <source>It is a face-down spell again. Player B saw it as it went to your hand, but on the stack it is still a face-down 2/2 creature spell.</source>
        <translation>再び裏向きの呪文です。手札に戻るときにプレイヤーBはそれを見ましたが、スタック上では今も裏向きの2/2クリーチャー呪文です。</translation>
    </message>
    <message>
        <source>Casting Exalted Angel face up for its mana cost is legal, but this step asks you to cast it face down.</source>
        <translation>Exalted Angelをマナ・コストで表向きに唱えることは適正ですが、このステップでは裏向きで唱えることを求めています。</translation>
    </message>
    <message>
        <source>Player B casts Essence Scatter, and it resolves: your face-down spell is countered. Put it into your graveyard.</source>
        <translation>プレイヤーBがEssence Scatterを唱え、それが解決します：あなたの裏向きの呪文は打ち消されます。それをあなたの墓地に置いてください。</translation>
    </message>
    <message>
        <source>It was revealed as it left the stack, and the log shows it. In a graveyard it is face up for everyone to check.</source>
        <translation>スタックを離れるときに公開され、ログにもそれが示されています。墓地では表向きなので、誰でも確認できます。</translation>
    </message>
    <message>
        <source>The game ends with your manifested #2 still on the battlefield. End the game.</source>
        <translation>あなたの予示された#2が戦場にあるまま、ゲームが終了します。ゲームを終了してください。</translation>
    </message>
    <message>
        <source>#2 was revealed to all players, and the log shows it: a Grizzly Bears. A player who gathers up their cards without revealing their face-down permanents leaves the other player no way to check them; what a judge does then is decided by the tournament rules, not by the Comprehensive Rules.</source>
        <translation>#2は全プレイヤーに公開され、ログにもそれが示されています：Grizzly Bearsです。裏向きのパーマネントを公開せずにカードを片付けてしまうプレイヤーは、他のプレイヤーがそれを確認する手段をなくしてしまいます。そのときジャッジが何をするかは、総合ルールではなくトーナメントのルールが決めます。</translation>
    </message>
    <message>
        <source>Conceding would reveal #2 too, as you leave the game, but you would lose: this step asks you to end the game.</source>
        <translation>投了してもゲームを離れるときに#2は公開されますが、あなたは負けます：このステップではゲームを終了することを求めています。</translation>
    </message>
</context>
</TS>
