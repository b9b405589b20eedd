import { toldSuicide } from "./context-lexicon.ts";
import { GAP, INNOCENT, LAUGH, LOVED, MEANS, OTHERS, PILLS, SELF } from "./lexicon-en.ts";
import type { CrisisPhrase } from "./phrase-types.ts";
import { specPhraseEntries } from "./phrases-en-spec.ts";

/** "I'd rather die than X" where X is an everyday dread, not a life. */
const RATHER_IDIOM = `rather (?:be dead|die) than (?:wear|eat|be seen|sit through|listen to|watch|take an?|give a|do (?:a|the|my)|go to (?:a|the|that|this) (?:party|class|lecture|meeting|concert|game|dance|prom|gym|dentist)|admit|lose to|apologi[sz]e|speak|talk to|ask|read|sing|dance)|${LAUGH}`;
const DEATH = "die+|dye|dei|di|dy|be dead|💀|⚰|🪦|☠";
const INTENT =
  "want\\w*|wish|need|going|ready|planning|plan|trying|about|tempted|deserve|thinking (?:about|of|bout|abt)|decided|gonna|finna|like|prefer";
const SOON =
  "soon|tonight|today|tomorrow|this week|this weekend|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|tonight|tomorrow)";

/**
 * English beyond the product.md#crisis-detection lists: inflections, synonyms, phone spellings, slang,
 * warning signs, others.
 */
const tier1: readonly CrisisPhrase[] = [
  // Suicide said outright.
  {
    keyword: "kill myself",
    tier: 1,
    pattern: `kill(?:ing|ed|s)? (?:${SELF})|k ?m ?s|kms+`,
    unless: INNOCENT.killHyperbole,
  },
  {
    keyword: "kill myself",
    tier: 1,
    pattern: `(?:kill|kills|killing) (?:${OTHERS})`,
    general: true,
    unless: toldSuicide,
  },
  {
    keyword: "want to die",
    tier: 1,
    pattern: `(?:${INTENT}) (?:to )?(?:${DEATH})`,
    unless: INNOCENT.wantToDie,
  },
  {
    keyword: "want to die",
    tier: 1,
    pattern:
      "wish (?:i|id) (?:was|were|could|would) (?:dead|die|just die|be dead)|wish i (?:wasnt|werent) alive|want to be (?:in (?:a|my|the) (?:coffin|grave|ground|casket|⚰|🪦)|six feet under)|(?:want|wish|wanna|ready|rather) (?:to )?be six feet under|(?:want|wanna|wish) (?:to )?(?:be )?dead|i (?:just )?wanna be dead|want to die die|(?:feel|feeling) like dying|(?:i|im) dying inside and want",
  },
  {
    keyword: "rather be dead",
    tier: 1,
    pattern:
      "(?:be )?better off dead|better off (?:in the ground|in a grave|six feet under)|if i (?:was|were) dead|might as well be dead|rather (?:be dead|die)",
    unless: RATHER_IDIOM,
  },
  {
    keyword: "end my life",
    tier: 1,
    pattern: "(?:end|ending|ended|take|taking|took) (?:his|her|their) (?:own )?life",
    general: true,
    unless: toldSuicide,
  },
  {
    keyword: "end my life",
    tier: 1,
    pattern: "(?:end|ending|take|taking|finish|finishing) my (?:own )?(?:life|lyfe|existence)",
  },
  {
    keyword: "commit suicide",
    tier: 1,
    pattern: "(?:commit|committing|comit|commiting) (?:suicide|sucide|suicde|suiside)",
    general: true,
  },
  {
    keyword: "suicidal",
    tier: 1,
    pattern:
      "suicid\\w*|sucid\\w*|suicde|suisid\\w*|suiside|suicidle|sewer ?slide|self ?unalive|s word|su1c1d\\w*|suic1d\\w*",
    general: true,
    unless: `(?:committed|died by|died of) suicide|suicide (?:prevention|awareness|squad|statistics|rates?|lifeline training|hotline number)|(?:commit|committed|died by) (?:suicide|sucide)|${toldSuicide}`,
  },
  {
    keyword: "suicidal",
    tier: 1,
    pattern:
      "(?:im|feel|feeling|been|getting|so|very|really|been having) (?:so |very |really |kinda |pretty |super |extremely |always |still |getting |feeling |lowkey |literally )?suicid\\w*|suicidal (?:thoughts|ideation|again|urges)|thinking (?:about|of|abt) suicide|plan(?:ning)? (?:my )?suicide",
  },
  {
    keyword: "unalive",
    tier: 1,
    pattern:
      "un ?aliv(?:e|ing|ed|es)?(?: (?:my|him|her|them) ?(?:self|selves))?|unalve|unlive my ?self|unalivr",
  },
  {
    keyword: "kys",
    tier: 1,
    pattern:
      "(?:i|im|ill|going to|want to|should|might|about to|ready to|just|gonna) (?:just |really |honestly )?kys(?: my ?self)?|kys my ?self",
  },
  {
    keyword: "end it all",
    tier: 1,
    pattern:
      "end(?:ing)? (?:it all|everything|things|all of it|this life)|want (?:it|this|everything|the pain|my life) (?:all )?to (?:end|be over|stop forever)|end it (?:tonight|now|today|for good|all)",
    unless:
      "end(?:ing)? things with|end it all (?:on|with) (?:a|an|the)|end everything (?:on|with) (?:a|an|the)",
  },
  {
    keyword: "end it all",
    tier: 1,
    pattern:
      "(?:thinking (?:about|of|bout|abt)|want to|going to|about to|ready to|plan(?:ning)? to|decided to|keep thinking about|gonna|im going to) end(?:ing)? it|end(?:ing)? it (?:tonight|today|now|soon|for good)|im going to end it|imma end it",
    unless:
      "end(?:ing)? it with (?:my|him|her|them|a|an|the)|end it (?:all )?(?:on|with) (?:a|an|the)|relationship|breakup|break up",
  },
  {
    keyword: "end it all",
    tier: 1,
    pattern:
      "want (?:it|this|everything|the pain) (?:all )?to stop(?: \\S+){0,4} forever|(?:done|finished) with (?:this|the) world|(?:ready|want|going) to leave (?:this|the) (?:world|earth|life)|leave (?:this|the) world (?:for good|tonight|soon)",
  },
  {
    keyword: "method",
    tier: 1,
    pattern:
      "(?:ways|how) to (?:die|kill (?:my ?self|yourself|urself)|end (?:my|your) life)|lethal dose|fatal dose|(?:most )?painless (?:way|method) to (?:die|go)|(?:most )?painless way (?:to go|out)|how (?:much|many) \\S+ (?:\\S+ )?(?:would|does it take to|to|will|is) (?:kill (?:me|you|a person|someone)|die|be lethal|not wake up|be fatal|od)|how long (?:does it|would it|will it) take to (?:bleed out|die|drown|suffocate|overdose)|how high (?:do you|you|would i|do i|does) (?:need to |have to )?(?:fall|jump)|how (?:high|tall) (?:a|the) \\S+ (?:to|would) (?:die|kill)|(?:highest|tallest) bridge|which bridge (?:\\S+ ){0,5}(?:highest|tallest)|how many \\S+ (?:it )?(?:would|will|does it) take(?: to)?|what happens (?:to your body )?if you (?:take|swallow) (?:a whole|an entire|the whole) (?:bottle|pack|box)",
  },
  // Means, plans and imminent danger.
  {
    keyword: "hang myself",
    tier: 1,
    pattern: `hang(?:ing)? (?:${SELF}|${OTHERS})|noose|shoot (?:${SELF})|drown (?:${SELF})|poison (?:${SELF})|gas (?:${SELF})|(?:throw|throwing|yeet|yeeting) (?:${SELF}) (?:off|from|into|in front|under)|set (?:${SELF}) on fire`,
  },
  {
    keyword: "jump off",
    tier: 1,
    pattern:
      "jump(?:ing)? (?:off|from|in front of) (?:a|the|my|this)? ?(?:\\S+ )?(?:bridge|building|roof|cliff|balcony|train|bus|window|ledge|tower|parking garage|car park|overpass)|(?:step|walk|jump|throw myself) in front of (?:a|the) (?:train|bus|car|truck|subway)|jump in front of the train|drive (?:my car )?(?:into|off) (?:a|the) (?:river|lake|wall|tree|bridge|cliff|ocean|sea)|crash my car on purpose",
  },
  {
    keyword: "slit my wrists",
    tier: 1,
    pattern:
      "slit(?:ting)? (?:my|his|her|their) (?:wrists?|throat)|cut(?:ting)? my (?:wrists?|throat) (?:open|deep|tonight|for real)",
  },
  {
    keyword: "overdose",
    tier: 1,
    pattern: `(?:going|want|wanna|planning|plan|thinking about|thinking of|ready|threaten\\w*|gonna) (?:to )?(?:overdos\\w*|od)|(?:take|taking|swallow|took|swallowed) (?:all|every one|everything|the rest) (?:of )?(?:my|the|these|those)? ?(?:${PILLS})|(?:took|taken|swallowed|ate|downed|chugged) (?:a|the|my|an) (?:whole|entire|full) (?:bottle|pack|box|packet|strip|blister)|(?:already |just )?(?:took|swallowed|taken|downed) (?:like |about |around |over )?\\d+ (?:of )?(?:my |the |these )?(?:\\S+ )?(?:pills|tablets|meds)|(?:took|swallowed|taken) everything in (?:the|my) (?:medicine|bathroom) (?:cabinet|cupboard)|od (?:tonight|tonite|now|today)`,
  },
  {
    keyword: "stockpiling pills",
    tier: 1,
    pattern: `(?:saving|saved|stockpil\\w*|hoard\\w*|stash\\w*|collect\\w*) (?:up )?(?:all )?(?:my |some |enough |the )?(?:${PILLS})|enough (?:${PILLS}) (?:saved|to|for)|(?:pills|meds|tablets) (?:are )?(?:counted|lined up|ready)|(?:💊 ?){3,}|(?:got|have|ive got|ive) (?:the|my|all the|enough) (?:${MEANS})s? (?:ready|here|with me|in my (?:hand|hands|lap|pocket|bag)|lined up|counted)`,
  },
  {
    keyword: "means at hand",
    tier: 1,
    pattern: `(?:${MEANS})s? (?:is |are )?(?:in my (?:lap|hand|hands|pocket)|on my (?:desk|bed|lap|nightstand)|next to me)|(?:sitting|lying|standing) (?:in|on) (?:the|my) (?:bathtub|tub|bath|floor|bed) with (?:a|the|my) (?:razor|blade|knife|gun|rope|pills)|bought (?:a |the )?(?:rope|gun|noose|razor blades?)(?: today| yesterday| online)?`,
    unless: `${INNOCENT.tools}|camping|hiking|climbing|trip|boat|sail\\w*|gym|moving|tie|swing|hammock|jump rope|tug`,
  },
  {
    keyword: "on the edge",
    tier: 1,
    pattern:
      "(?:im|i am) (?:standing |sitting )?(?:on|at) (?:the )?(?:edge of the )?(?:roof|ledge|edge|bridge|railing|tracks|top floor)(?: of (?:\\S+ ){0,2}(?:building|bridge|garage|tower))?|(?:top floor|roof) (?:\\S+ ){0,3}(?:not coming down|going to jump|gonna jump)|not coming (?:back )?down|(?:standing|sitting) on (?:the|a) (?:bridge|ledge|roof|railing)",
    unless: INNOCENT.highPlace,
  },
  {
    keyword: "bleeding",
    tier: 1,
    pattern:
      "(?:cut|cuts|went|sliced) (?:too |really |so |very )?deep(?: this time)?|(?:wont|cant|doesnt|isnt) stop(?:ping)? (?:the )?bleed\\w*|bleeding (?:a lot|so much|everywhere|out)|lost (?:a lot of|so much) blood",
    unless: INNOCENT.cutAccident,
  },
  {
    keyword: "this is goodbye",
    tier: 1,
    pattern: "goodbye|farewell|bye forever|goodbye forever",
    gate: "risk",
  },
  {
    keyword: "this is goodbye",
    tier: 1,
    pattern:
      "(?:tell|let) (?:my (?:mom|mum|dad|mother|father|parents|family|sister|brother|friends)|them|everyone|her|him) (?:that |know )?(?:im sorry|i love (?:her|him|them|you)|i am sorry)|please tell (?:my )?(?:\\S+ ){0,2}(?:im sorry|i love)",
    unless:
      "sorry (?:for|about|i (?:missed|forgot|broke|was late|cant come))|(?:running|be) late|cant make it|missed",
  },
  {
    keyword: "this is goodbye",
    tier: 1,
    pattern:
      "(?:saying|said|say) (?:my )?(?:final |last )?goodbyes|(?:final|last) goodbyes?|(?:say|said|saying) goodbye to (?:every(?:one|body)|my (?:sister|brother|family|mom|dad|parents|friends|dog|cat))|wanted to say (?:thank you|thanks) (?:for everything )?and goodbye|(?:just )?wanted to say goodbye",
    unless:
      "airport|trip|moving|semester|summer|graduat\\w*|camp|party|host family|leaving for|see you|next week|for now|abroad|so sad!|tomorrow|before (?:i|we) (?:leave|go|fly)",
  },
  {
    keyword: "this is goodbye",
    tier: 1,
    pattern:
      "this is my (?:last|final) (?:message|goodbye|note|post|text|words)|(?:my )?(?:last|final) message (?:to|for) (?:anyone|everyone|you|the world)|goodbye (?:message|post|video|text)|(?:suicide|goodbye) (?:note|letter)s?|(?:wrote|writing|written|left) (?:goodbye )?(?:letters?|notes?) (?:to|for) (?:my )?(?:family|everyone|parents|mom|dad|friends|loved ones|sister|brother)|(?:the|my) (?:letters?|notes?) (?:is|are) (?:on|in|under) (?:my|the) (?:bed|desk|table|pillow|drawer)|(?:written|wrote) the (?:notes|letters)",
    unless:
      "for (?:today|tonight|now|the day|this week)|see you|tomorrow|until|cover letter|thank you note|application|recommendation|lecture|class|exam|study|reference",
  },
  {
    keyword: "when I'm gone",
    tier: 1,
    pattern:
      "(?:after|when|once|for when) im (?:gone|dead|not (?:here|around))|after i die|(?:take care of|feed|look after) my (?:cat|dog|pets?|kids|plants|fish|hamster) (?:when|after|once)|by the time (?:anyone|you|u|they|someone|people|my \\S+) (?:reads?|sees?|finds?) this|(?:ill|i will) be gone by",
    unless:
      "remember (?:me|that)|legacy|impact|someday|one day|in (?:\\d+|a few|many) years|when im old|when im gone for|abroad|trip|vacation|semester|this weekend|at work|on holiday|travel\\w*",
  },
  {
    keyword: "giving things away",
    tier: 1,
    pattern:
      "(?:wont|will not|not going to|dont|wont be) (?:need|be needing|use|be using) (?:it|them|this|these|that|those|my \\S+|any of (?:it|this|them))(?: \\S+)? (?:anymore|any more|where im going|after|soon|much longer)|(?:wont|will not) (?:need|be needing) (?:them|it|these|those)(?= (?:and|so|anyway|i|its|now))|put(?:ting)? my affairs in order|(?:updated|wrote|made|finished) my will",
  },
  {
    keyword: "giving things away",
    tier: 1,
    pattern:
      "(?:gave|giving|give|given|gave) (?:away )?(?:all |most |the rest )?(?:of )?(?:my) (?:things|stuff|belongings|possessions|clothes|books|games|guitar|laptop|dog|cat|pets?|jewel\\w*|collection)(?: away)?|(?:giving|gave|give) (?:all )?(?:my )?(?:stuff|things) away",
    unless: INNOCENT.givingAway,
  },
  {
    keyword: "giving things away",
    tier: 1,
    pattern:
      "(?:gave|giving|give|given|gives) (?:away )?(?:all |most )?(?:of )?(?:her|his|their) (?:things|stuff|belongings|possessions)(?: away)?",
    general: true,
    unless: INNOCENT.givingAway,
  },
  {
    keyword: "won't be here tomorrow",
    tier: 1,
    pattern: `(?:ill|i will|im going to|i am going to) be gone (?:soon|forever|for good|by (?:tomorrow|tonight|morning)|tonight)|(?:wont|will not) be a (?:problem|burden|bother) (?:to|for|on) (?:anyone|anybody|you|them|my family|everyone|anybody) (?:much longer|for long|anymore|soon)|(?:soon|shortly) i (?:wont|will not) be a (?:burden|problem|bother)|dont worry about me anymore|(?:family|they|everyone|parents|you all|world) (?:will|\\S+ will|is going to) (?:finally )?be (?:free|rid) of me|(?:easier|better) for (?:everyone|everybody|them|my family) (?:when|once|after) im (?:gone|not around|not here|dead)`,
    unless: INNOCENT.absence,
  },
  {
    keyword: "won't be here tomorrow",
    tier: 1,
    pattern:
      "(?:wont|not going to) be around (?:much )?(?:longer|for long|anymore|for (?:it|them|that|next|the))|wont be here (?:much longer|anymore|next week|for (?:it|them|that))",
    unless: INNOCENT.absence,
  },
  {
    keyword: "won't matter soon",
    tier: 1,
    pattern: `(?:it|this|that|none of (?:this|it)|nothing)(?: all)? (?:wont|will not|doesnt|isnt going to) matter (?:${SOON}|anyway|much longer|anymore)|(?:none of (?:this|it)|it all|nothing) (?:will|is going to) matter (?:${SOON}|anyway|by next week|much longer)|(?:itll|it will|everything will) (?:all )?be over (?:${SOON})`,
    unless: "in (?:\\d+|ten|five|a few|twenty|the long run|the grand scheme)|years from now|long run",
  },
  {
    keyword: "i have a plan",
    tier: 1,
    pattern:
      "(?:scared|afraid|terrified) (?:of )?what i (?:might|will|could|am going to|m going to) do|dont trust my ?self (?:anymore|tonight|right now|alone)|i know (?:how|when) and (?:i know )?(?:when|how)|(?:picked|chose|set|decided on|have) (?:a|the) (?:date|day)(?: for it| to do it)?|(?:ive|i have|i) (?:got|made|have) (?:a|the) plan and (?:a|the) (?:date|time|day)|it(?:s| is) (?:all )?(?:decided|planned)(?: now)?|everything is (?:ready|planned|set)|(?:before|when|after) (?:my parents|everyone|my family|they|my roommates?) (?:\\S+ )?(?:wakes? up|is asleep|are asleep|fall asleep|gets? home|leave)",
    unless:
      "trip|party|surprise|wedding|vacation|move|moving|apartment|exam|essay|project|presentation|birthday|gift|date night|interview|flight",
  },
  {
    keyword: "i have a plan",
    tier: 1,
    pattern:
      "(?:im|i am) (?:going to|about to|ready to) do it(?: tonight| now| today| soon)?|tonight (?:is|s) the night|(?:ive|i have|ive got|i got|i made) a plan",
    closes:
      "and (?:a|the) (?:date|time|day|way)|for (?:tonight|it|how)|to (?:end|kill|die|do it|go)|its (?:decided|happening)|now|already|ready|goodbye|bye|im sorry",
  },
  {
    keyword: "medical emergency",
    tier: 1,
    pattern: "(?:wont|isnt|not|cant) (?:wake|waking) (?:him |her |them )?up|not breathing|unresponsive",
    gate: "risk",
  },
  {
    keyword: "this is goodbye",
    tier: 1,
    pattern:
      "(?:want|wanted|need) (?:everyone|you all|you guys|them|my family|everybody|all of you) to know (?:that )?i love (?:them|you|everyone|you all|all of you)|if (?:something|anything) (?:happens|happened|were to happen) to me|(?:my )?(?:passwords?|pins?|bank details) (?:are |is )?(?:in|on|under|written)",
    unless:
      "thanksgiving|christmas|birthday|holiday|wedding|graduation|anniversary|happy|trip|flight|travel\\w*|hike|surgery|operation|abroad|vacation|concert|festival|drive|climb|reset|forgot|manager|app",
  },
  {
    keyword: "can't live anymore",
    tier: 1,
    pattern:
      "(?:dont|dont really|no longer|never) want to (?:live|be alive)(?: anymore| any more| no more)?|(?:dont|do not) wanna (?:live|be alive)|cant live (?:like this|anymore|any more|no more|with (?:this|myself))|(?:dont|do not) want to be alive (?:anymore|ne more|no more|any more)",
  },
  { keyword: "want to die", tier: 1, pattern: "⚰|🪦|🪢|🔫", gate: "risk" },
  { keyword: "💊", tier: 1, pattern: "💊", gate: "risk" },
  // Slang, algospeak, euphemisms.
  {
    keyword: "euphemism",
    tier: 1,
    pattern:
      "(?:forever|permanent|eternal|endless|dirt|everlasting) (?:nap|sleep|rest|logout|log out|vacation)|(?:take|taking) the (?:long|big) (?:sleep|nap)|check(?:ing)? out (?:of (?:life|this world) )?(?:for good|permanently|early)|meet my maker|(?:want|like|ready|wanna) to rest in peace|(?:want|wanna|ready|going|wish i could) (?:to )?be gone (?:for good|forever|permanently)|catch the (?:bus|train) (?:to heaven|for good)|(?:ready|want|wanna|going|time) to (?:go|leave)(?: \\S+)? (?:for good|forever|permanently)",
  },
  {
    keyword: "want to be with them again",
    tier: 1,
    pattern: `(?:want to|ready to|going to|wanna|gonna|time to) go (?:be with|join|see) (?:my )?(?:${LOVED})|(?:be with|join|see) (?:my )?(?:${LOVED}) (?:in heaven|up there|on the other side)|(?:want|ready|going) to join (?:my )?(?:${LOVED})(?: \\S+){0,6} (?:ready to go|im ready|soon|now)`,
  },
];

/** Families found missing by the second batch of tuning messages: means at hand, places, timing. */
const imminentFamilies: readonly CrisisPhrase[] = [
  {
    keyword: "means at hand",
    tier: 1,
    pattern: `(?:the |my |all the |all my )?(?:${MEANS})s? (?:are |is )?(?:(?:right )?in front of me|next to me|beside me|in my hand|in my hands|ready|lined up|on the (?:table|desk|bed))|(?:have|got) (?:a|the|my) (?:knife|gun|razor|blade|rope)(?: \\S+){0,3} (?:going to|gonna) use it|going to use (?:it|the knife|the gun|the rope) tonight|(?:the )?rope is (?:tied|ready|up)|engine running in the garage`,
    unless: `${INNOCENT.tools}|camping|hiking|climbing|boat|sail\\w*|gym|moving|tie|swing|hammock|jump rope|vitamins|prescribed|doctor|pharmacy`,
  },
  {
    keyword: "on the edge",
    tier: 1,
    pattern:
      "(?:im|i am) (?:standing |sitting |lying )?(?:at|on|by) (?:the )?(?:train |railway |subway )?(?:tracks|rails|railway line)|(?:floor|roof|bridge|balcony|ledge|railing)(?: \\S+){0,4} (?:climbing over|about to jump|going to jump|gonna jump)|climbing over (?:the )?(?:railing|balcony|ledge|edge)|(?:one way trip|jump) off (?:the |my )?(?:balcony|roof|bridge|building)",
    unless: INNOCENT.highPlace,
  },
  {
    keyword: "overdose",
    tier: 1,
    pattern: `(?:already|just) (?:took|swallowed|taken|downed) (?:them|it|everything|it all|all of (?:them|it)|my (?:whole |entire )?(?:prescription|${PILLS}))|(?:took|swallowed) (?:them all|it all|everything|all of them) (?:\\S+ ){0,2}(?:ago|already)|(?:swallowed|took|taken) my (?:whole|entire) (?:prescription|bottle|supply)`,
  },
  {
    keyword: "i have a plan",
    tier: 1,
    pattern:
      "(?:tonight|tomorrow|friday|saturday|sunday|monday) (?:night )?(?:after|when|once) (?:everyone|everybody|my (?:parents|family|roommates?)|they)(?: \\S+){0,3} (?:asleep|sleeps|sleeping|goes? to bed|go to bed|leaves?|gone)|(?:after|when|once) (?:everyone|everybody) (?:goes to bed|is asleep|falls asleep)(?: \\S+){0,3} (?:thats when|ill|im going)|everythings? (?:is )?set|(?:goodbye|farewell) (?:letter|note)s? (?:is |are )?(?:on|in|under)|(?:put|left) (?:it|the letter|the note|my letter) on (?:my|her|his) (?:\\S+ )?pillow",
    unless: "party|surprise|gift|birthday|sneak out|movie|game|trip|vacation",
  },
  {
    keyword: "cut myself",
    tier: 1,
    pattern:
      "(?:im )?(?:cutting|going to cut) (?:really |so )?deep(?: tonight)?|dont care if i (?:wake up|survive|live)",
  },
  {
    keyword: "euphemism",
    tier: 1,
    pattern:
      "(?:log|logging) off (?:permanently|for good|forever)|(?:go|going) to bed forever|ctb|catch(?:ing)? the bus (?:tonight|soon)|end(?:ing)? my (?:story|chapter)(?! (?:for|in|about|essay))|(?:everything|it all) to go dark forever|(?:be|go) with my (?:\\S+) (?:\\S+ ){0,6}(?:im ready|ready to go)",
  },
];

/** Compositional families: a subject, a verb of harm or of going, and its object, a few words apart. */
const HARM_VERB =
  "cut|cuts|cutting|burn|burns|burned|burnt|burning|scratch|scratched|scratching|hit|hitting|hurt|hurting|harm|harmed|harming|punch|punched|punching|bruise|bruised|starve|starving|carve|carved|slice|sliced|stab|stabbed";
const BODY = "my ?self|my (?:arms?|wrists?|legs?|thighs?|skin|body|stomach|hips?|hands?|face)";
const compositional: readonly CrisisPhrase[] = [
  {
    keyword: "this is goodbye",
    tier: 1,
    pattern:
      "(?:this is|its|tonight is) my (?:last|final) night(?! (?:in|at|here|of|before|with|as|on))|counting (?:the |my |out )?(?:pills|meds|tablets)|(?:nobody|no one) (?:will|is going to|would|gonna) find me (?:until|till|before)|with (?:the|a|my) (?:blade|razor|knife|rope|gun|pills) (?:and|right now|now|ready)|(?:door|doors) locked and (?:the|a|my) (?:blade|razor|knife|pills|rope)",
    unless: `${INNOCENT.absence}|${INNOCENT.tools}|camp|summer|home`,
  },
  {
    keyword: "i have a plan",
    tier: 1,
    pattern:
      "(?:im doing|ill do|im going to do|gonna do|going to do|doing) it (?:in (?:an|one|\\d+|a few|two) (?:hours?|minutes?|mins)|at (?:\\d+|midnight))",
    gate: "risk",
  },
  {
    keyword: "cut myself",
    tier: 3,
    pattern:
      "(?:wrists?|arms?|thighs?|legs?) (?:are |is )?(?:all )?(?:marked|scarred|covered)(?: up)?|(?:blade|razor) (?:from|out of) (?:the |a |my )?(?:pencil )?sharpener|(?:pencil )?sharpener (?:\\S+ ){0,2}(?:for|to get) the blade|(?:compass|scissors) to (?:scratch|cut) my|bruise\\w* (?:\\S+ ){0,4}where (?:no one|nobody)|i shd|(?:did|done) sh|sh (?:again|last night|tonight)|i (?:cut|burn) when (?:im|i get|i feel)|do it to my ?self|deserve (?:the |to feel )?pain|hide (?:my |the )?(?:cuts|scars|marks) (?:with|under)|long sleeves to (?:hide|cover)",
    unless: INNOCENT.cutAccident,
  },
  {
    keyword: "hurt myself",
    tier: 3,
    pattern: `(?:i|im|ive|i keep|i still|been|keep|started|cant stop) (?:\\S+ ){0,3}(?:${HARM_VERB}) (?:\\S+ ){0,2}(?:${BODY})|(?:${BODY}) (?:raw|until (?:it|they) bleeds?|till (?:it|they) bleeds?)|(?:new|fresh) (?:cuts|scars|burns) (?:on|in) my`,
    unless: `${INNOCENT.accident}|${INNOCENT.cutAccident}|hair|nails|sunburn|oven|stove|iron`,
  },
  {
    keyword: "euphemism",
    tier: 1,
    pattern:
      "(?:exit|leave|quit) (?:this|the) (?:world|life|earth)|(?:go|leave) and (?:never|not) come back|(?:go|be) (?:be )?with (?:my )?(?:mom|mum|dad|mother|father|grandma|grandpa|brother|sister|friend) in heaven",
  },
];

const tier2: readonly CrisisPhrase[] = [
  {
    keyword: "no point in living",
    tier: 2,
    pattern:
      "(?:whats|what is) the point (?:of|in) (?:even )?(?:living|life|being alive|going on|anything|trying|it all|waking up|existing|getting up|me)|(?:whats|what is) the point (?:anymore|of anything)|no point (?:in|of) (?:living|life|being alive|going on|anything|trying|existing)|(?:no|(?:dont|cant) see (?:any|a)|without (?:any|a)) reason (?:for me )?to (?:live|keep going|go on|be alive|keep living|stay)|nothing to live for|not worth living|(?:life|lifes|living|my life) (?:is )?(?:not|isnt) worth (?:it|living)|(?:dont|cant) see the point (?:of|in) (?:anything|living|life|going on|trying)|see no point in (?:anything|living|life)|(?:life|my life|everything) is (?:so )?(?:pointless|meaningless)|nothing (?:will|is) ever (?:going to )?(?:change|get better)(?! than)|(?:its|it is) never going to get better(?! than)",
    unless: `${INNOCENT.philosophy}|${LAUGH}|without (?:coffee|music|wifi)`,
  },
  {
    keyword: "can't take this anymore",
    tier: 2,
    pattern:
      "hate (?:being alive|existing|living|my ?self and (?:i )?hate my life)|i cant (?:anymore|any more|no more)|cant do (?:it|life|this) (?:anymore|any more|no more)|want (?:it|the pain|everything) to stop|cant (?:do|take|handle|bear|cope with|deal with) (?:this|it|life|any of this) (?:anymore|any more|no more|much longer)|cant keep (?:living|going|doing this)|(?:im )?(?:done|finished) with (?:life|living)|(?:so )?tired of (?:living|life|being alive|existing|everything|it all)(?! (?:being|costing|that|about|getting))|(?:exhausted|tired) of (?:fighting|trying)|(?:im|i am) (?:so )?done with (?:everything|it all|all of it)",
    unless: `on my (?:list|to do)|for (?:today|the day|the week|the semester)|(?:my|the) (?:homework|assignments?|chores|tasks|exams?)|expensive|prices|traffic|weather|${LAUGH}`,
  },
  {
    keyword: "no hope left",
    tier: 2,
    pattern:
      "(?:feel|feeling|im|everything is|life is|its all|my life is|so) (?:so |completely |totally |utterly )?hopeless|no hope (?:left|anymore)|lost all hope|(?:given|giving) up on (?:life|everything|myself|living|hope)|(?:ive|i have|i) (?:completely )?given up(?! on (?:the|that|this|my) (?:idea|plan|job|course|class|major|team|diet|project|app|draft|essay|book))",
    unless: `${LAUGH}|hopeless (?:at|with|when it comes to|romantic)|${INNOCENT.givenUp}`,
  },
  {
    keyword: "i'm worthless",
    tier: 2,
    pattern:
      "(?:feel|feeling|im|so|completely|totally|utterly|shes|hes|theyre) worthless|(?:a|such a|just a) waste of (?:space|oxygen|air|life)|(?:im|i am) (?:a )?(?:failure|failing) at (?:everything|life)|(?:im|i am) (?:a )?(?:total |complete )?failure as a (?:person|human|daughter|son)|(?:ill|i will) never be (?:good )?enough|(?:im|i am) (?:never|not) (?:good )?enough for anyone",
  },
  {
    keyword: "i'm a burden",
    tier: 2,
    pattern:
      "(?:feel like|im|such) (?:such )?a burden|(?:a|am a|is a|hes a|shes a) burden (?:to|on|for) (?:everyone|everybody|my family|his family|her family|them|us|my parents|all|anyone|anybody)",
  },
  {
    keyword: "better off without me",
    tier: 2,
    pattern:
      "(?:better|happier|easier) (?:off )?without me|(?:everyone|everybody|the world|they|we|family) (?:would|will|d) be (?:better|happier) (?:off )?without (?:him|her|them)|would be (?:better|happier|easier) (?:off )?if i (?:wasnt|werent|was not|were not|was gone|wasnt here|wasnt around|disappeared|died) ?(?:here|around|alive)?|(?:happier|better off) if i (?:wasnt|werent) (?:here|around|alive)",
  },
  {
    keyword: "nobody would notice if i was gone",
    tier: 2,
    pattern:
      "(?:no one|nobody) (?:would|will|d) (?:even )?(?:notice|care) (?:if|when) i (?:was|were|am|m)? ?(?:gone|dead|died|disappeared|wasnt here|vanished|left)|(?:no one|nobody) (?:would|will|d) (?:even )?(?:notice|care|miss me) if i (?:disappeared|died|vanished|was gone)|(?:no one|nobody) (?:would|will) (?:even )?miss me|wont be missed|(?:nobody|no one) cares (?:about (?:me|her|him|them)|if i)|(?:no one|nobody) (?:sees|notices) (?:it|me)",
  },
  {
    keyword: "completely alone",
    tier: 2,
    pattern:
      "(?:feel|im) (?:so |totally |all )?alone in (?:this|the world)|nobody understands me|i have no one|i have nobody",
    unless: INNOCENT.solo,
  },
  {
    keyword: "don't want to be here anymore",
    tier: 2,
    pattern:
      "dont want to (?:be here|exist) (?:anymore|any more|no more)|dont want to exist|(?:just )?not exist (?:anymore|any more)|(?:want|wish i could|wanna) (?:to )?(?:just )?not exist|want to not (?:exist|be here|be alive)|(?:want|wish) (?:to|i could) stop existing|wish i didnt exist|stop existing|(?:dont|do not) want to be here anymore|(?:wanna|want to) stop existing",
    unless:
      "be here anymore (?:at|in) (?:this|my) (?:school|job|class|town|city|university|dorm|country|group|club)",
  },
  { keyword: "kys", tier: 2, pattern: "kys|kill (?:yourself|urself|your self)" },
  {
    keyword: "want to be with them again",
    tier: 2,
    pattern: `want to (?:be with|join|see) (?:${LOVED}|my \\S+) again|want to join (?:${LOVED}|my \\S+)|(?:want|ready|wanna) to (?:be with|join) (?:my )?(?:${LOVED})`,
    gate: "loss",
  },
  {
    keyword: "no point in living",
    tier: 2,
    pattern: "my life is over",
    unless: `${LAUGH}|if|unless|when (?:my|mom|dad|they)`,
  },
  {
    keyword: "no one cares about me",
    tier: 2,
    pattern: "(?:no one|nobody) (?:loves|wants|cares about|would care about) me",
  },
  {
    keyword: "i feel trapped",
    tier: 2,
    pattern:
      "(?:feel|feeling|im|so) (?:so |completely )?trapped(?! in (?:traffic|an elevator|the elevator|a meeting|class|the car|the rain|snow|a lecture))|trapped in my (?:own )?(?:head|mind|life|body)|(?:cant|dont) see (?:a|any) way (?:out|forward)|no way out",
    unless:
      "travel|town|job|major|career|what careers|should i|city|want to (?:move|travel|leave|explore)|maze|escape room|puzzle|game|elevator|parking|garage|lot|lol",
  },
  {
    keyword: "pain is unbearable",
    tier: 2,
    pattern:
      "(?:the )?pain (?:never|wont|doesnt) (?:stops?|go away|ends?|let up)|(?:so|too) much pain (?:i cant|to (?:bear|handle))",
    unless: INNOCENT.physicalPain,
  },
  {
    keyword: "i hate my life",
    tier: 2,
    pattern: "(?:i )?hate my (?:life|lyfe|existence)|i hate my ?self so much|hate everything about my ?self",
    unless: LAUGH,
  },
];

const tier3: readonly CrisisPhrase[] = [
  {
    keyword: "don't want to wake up",
    tier: 3,
    pattern:
      "(?:want|wanna|wish|ready|like|need|going) (?:to )?(?:just )?(?:rest|sleep|nap) (?:forever|for good|eternally|permanently)",
  },
  {
    keyword: "hurt myself",
    tier: 3,
    pattern: `(?:hurt|hurting|harm|harming) (?:${SELF}|${OTHERS})`,
    unless: INNOCENT.accident,
  },
  {
    keyword: "self-harm",
    tier: 3,
    pattern: "self ?harm\\w*|selfharm\\w*|self injur\\w*|self mutilat\\w*|s ?h relapse|sh scars",
    general: true,
  },
  {
    keyword: "cut myself",
    tier: 3,
    pattern: `cut(?:ting|s)? (?:${SELF}|${OTHERS}|my (?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?))|(?:new|fresh) (?:cuts|scars)|made new ones|covered in (?:scars|cuts)`,
    unless: INNOCENT.cutAccident,
  },
  {
    keyword: "been cutting",
    tier: 3,
    pattern:
      "(?:started|keep|kept|still|stop|relapsed|been) cutting|cutting again|cut again|relapsed|cutting is the only",
    unless: INNOCENT.cutting,
  },
  {
    keyword: "cut myself",
    tier: 3,
    pattern: `(?:took|take|taking) a (?:blade|razor|knife) to my (?:arm|arms|wrist|wrists|leg|legs|skin|thigh|thighs)|urge to (?:cut|self harm|hurt myself)|(?:made|make|making) my ?self bleed|(?:pick|picking|scratch|scratching) (?:at )?my skin (?:till|until) (?:it )?bleeds?|(?:hit|hitting|whip) my (?:legs|arms|self) with|(?:slam|slamming|smash|smashing|bang|banging) my (?:hand|hands|head|fist) (?:in|into|against|on) (?:the )?\\S+ on purpose|burned my (?:wrist|arm|arms|skin|hand) with|razor (?:in|for) (?:my )?(?:\\S+ ){0,3}(?:for when|when it gets)|(?:relapsed|\\d+ days clean)(?: \\S+){0,6} cut|self harming since`,
    unless: INNOCENT.cutAccident,
  },
  {
    keyword: "hurt myself",
    tier: 3,
    pattern: `(?:burn\\w*|hit|hitting|punch\\w*|scratch\\w*|starv\\w*|bit|biting|punish\\w*|carv\\w*|choke|choking) (?:${SELF})(?! (?:with (?:the )?(?:door|oven|iron|stove)))|punch(?:ing)? (?:the )?walls?|bang(?:ing|ed)? my head|scratch(?:ing)? (?:my )?(?:skin|arms?) until (?:it )?bleeds?|carv(?:e|ed|ing) (?:\\S+ ){0,3}into my (?:skin|arm|wrist|leg|thigh)|(?:hurt|cut|burn) (?:my ?self )?on purpose|need to (?:hurt|cut) (?:my ?self)?`,
    unless: "cooking|stove|oven|sunburn|accident\\w*|iron|lol",
  },
  { keyword: "hurt myself", tier: 3, pattern: "🔪|🩸|🗡", gate: "risk" },
  {
    keyword: "having a breakdown",
    tier: 3,
    pattern: "(?:mental|nervous) breakdown|(?:having|had|have) (?:a )?breakdown",
    unless: `${LAUGH}|${INNOCENT.breakdown}`,
  },
  {
    keyword: "losing my mind",
    tier: 3,
    pattern: "(?:losing|lose) my mind|going crazy and scared",
    unless: `${LAUGH}|${INNOCENT.losingMind}`,
  },
  {
    keyword: "having a panic attack",
    tier: 3,
    pattern: "panic attacks?",
    unless: `(?:almost|nearly) (?:had|have)|${LAUGH}`,
  },
  {
    keyword: "can't control my thoughts",
    tier: 3,
    pattern:
      "intrusive thoughts|thoughts (?:wont|dont) stop|(?:hearing|hear) voices|voices (?:in my head|telling me)",
  },
  {
    keyword: "took too many pills",
    tier: 3,
    pattern: `(?:took|taken|swallowed|take) (?:too many|a lot of|lots of|way too many|so many|a bunch of) (?:${PILLS})|overdos(?:e|ing|ed)(?! on)`,
    unless: `${INNOCENT.overdosedOn}|${LAUGH}`,
  },
  {
    keyword: "wish i could just disappear",
    tier: 3,
    pattern:
      "(?:want|wish i could|wanna|should|could) (?:to )?(?:just )?(?:disappear|vanish)(?: forever)?|disappear forever",
    unless: `${INNOCENT.embarrassment}|${LAUGH}`,
  },
  {
    keyword: "wish i'd never been born",
    tier: 3,
    pattern: "wish i (?:was|were|had) never (?:been )?born|wish i wasnt born|shouldnt have been born",
  },
  {
    keyword: "don't want to wake up",
    tier: 3,
    pattern:
      "(?:never|not) wake up|sleep forever|go to sleep and (?:not|never) wake up|(?:dont|never) want to wake up",
    unless: INNOCENT.earlyWake,
  },
  { keyword: "drowning", tier: 3, pattern: "(?:im|i am|feel like im) (?:drowning|suffocating)(?! in)" },
  {
    keyword: "feel empty",
    tier: 3,
    pattern: `(?:i|im) (?:feel|feeling) (?:so |completely |totally |really )?(?:empty|numb|hollow)(?: inside)?|(?:im|i am) (?:so )?empty inside|dying inside`,
  },
  {
    keyword: "grieving so hard",
    tier: 3,
    pattern: "(?:im|i am|been|still) grieving|grieving (?:for|over|my)",
  },
  { keyword: "grieving so hard", tier: 3, pattern: "grief|grieving", gate: "grief" },
  {
    keyword: "passed away",
    tier: 3,
    pattern: `died|passed away|passed on|buried (?:my|our)|(?:mom|mother|mum|dad|father|brother|sister|grandma|grandmother|grandpa|grandfather|friend|baby|son|daughter|wife|husband|he|she) (?:just )?passed|lost (?:my|our) (?:mom|mother|dad|father|brother|sister|son|daughter|baby|wife|husband|partner|best friend|friend|grandma|grandmother|grandpa|grandfather|child|boyfriend|girlfriend|cousin|aunt|uncle)|(?:committed|died by) suicide|killed (?:him|her|them) ?sel\\w+|took (?:his|her|their) (?:own )?life|(?:death|loss) of my`,
    gate: "grief",
    unless: `(?:${INNOCENT.deviceOrGame}) (?:just )?died|died (?:in|on) (?:the|that) (?:game|level)|${GAP}died (?:laughing|of laughter)|lost (?:my|our) (?:\\S+ )?(?:game|match|keys|phone|wallet)`,
  },
];

/** The English list: product.md#crisis-detection first (its keywords win), then each tier's additions. */
export const englishPhrases: readonly CrisisPhrase[] = [
  ...specPhraseEntries,
  ...tier1,
  ...imminentFamilies,
  ...compositional,
  ...tier2,
  ...tier3,
];
