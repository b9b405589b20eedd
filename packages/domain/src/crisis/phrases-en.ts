import { INNOCENT, LAUGH, OTHERS, SELF } from "./lexicon-en.ts";
import type { CrisisPhrase } from "./phrase-types.ts";
import { specPhraseEntries } from "./phrases-en-spec.ts";

const PILLS = "pills|meds|medication|medicine|tablets|painkillers|sleeping pills|💊";
const DEATH = "die+|be dead|💀|⚰|🪦|☠";
const INTENT = "want\\w*|wish|need|going|ready|planning|plan|trying|about|tempted|thinking (?:about|of)";

/** English beyond the SPEC lists: inflections, synonyms, misspellings, slang, warning signs, others. */
const tier1: readonly CrisisPhrase[] = [
  {
    keyword: "kill myself",
    tier: 1,
    pattern: `kill(?:ing|ed|s)? (?:${SELF})`,
    unless: INNOCENT.killHyperbole,
    negated: "tier3",
  },
  { keyword: "kill myself", tier: 1, pattern: `(?:kill|kills|killing) (?:${OTHERS})`, general: true },
  { keyword: "kms", tier: 1, pattern: "kms", unless: "\\d+ ?kms|kms (?:away|from|to|per|an|a day|run|walk)" },
  { keyword: "want to die", tier: 1, pattern: `(?:${INTENT}) to (?:${DEATH})`, unless: INNOCENT.wantToDie },
  {
    keyword: "want to die",
    tier: 1,
    pattern:
      "wish (?:i|id) (?:was|were|could) (?:dead|die|just die)|wish i (?:wasnt|werent) alive|want to be in (?:a|my) (?:coffin|grave|⚰|🪦)",
  },
  { keyword: "rather be dead", tier: 1, pattern: "(?:be )?better off dead|if i (?:was|were) dead" },
  {
    keyword: "end my life",
    tier: 1,
    pattern: "(?:end|ending|ended|take|taking|took) (?:my|his|her|their) (?:own )?life",
    general: true,
  },
  { keyword: "end my life", tier: 1, pattern: "(?:end|ending|ended|take|taking) my (?:own )?life" },
  {
    keyword: "commit suicide",
    tier: 1,
    pattern: "(?:commit|committing|comit|commiting) (?:suicide|sucide|suicde|suiside)",
    general: true,
  },
  {
    keyword: "suicidal",
    tier: 1,
    pattern: "suicid\\w*|sucid\\w*|suicde|suisid\\w*|suiside|suicidle|sewerslide|self ?unalive",
    general: true,
    unless:
      "(?:committed|died by|died of) suicide|suicide (?:prevention|awareness|squad|statistics|rates?|lifeline training)",
  },
  { keyword: "unalive", tier: 1, pattern: "un ?aliv(?:e|ing|ed)(?: (?:my|him|her|them) ?(?:self|selves))?" },
  {
    keyword: "kys",
    tier: 1,
    pattern: "(?:i|im|ill|going to|want to|should|might|about to|ready to|just) (?:just |gonna )?kys",
  },
  {
    keyword: "end it all",
    tier: 1,
    pattern:
      "end(?:ing)? (?:it all|everything|things)|want (?:it|this|everything|the pain|my life) (?:all )?to (?:end|be over|stop forever)|end it (?:tonight|now|today|for good)",
    unless:
      "end(?:ing)? things with|end it all (?:on|with) (?:a|an|the)|end everything (?:on|with) (?:a|an|the)",
  },
  {
    keyword: "end it all",
    tier: 1,
    pattern:
      "(?:thinking (?:about|of)|want to|going to|about to|ready to|plan(?:ning)? to|decided to|keep thinking about) end(?:ing)? it|end(?:ing)? it (?:tonight|today|now|soon|for good)",
    unless: "end(?:ing)? it with (?:my|him|her|them|a|an|the)|end it (?:all )?(?:on|with) (?:a|an|the)",
  },
  {
    keyword: "rather be dead",
    tier: 1,
    pattern:
      "better off (?:in the ground|in a grave|six feet under)|might as well be dead|(?:feel|feeling) like dying|(?:ways|how) to (?:die|kill (?:my ?self|yourself))|lethal dose|how (?:much|many) \\w+ (?:\\w+ )?(?:would|does it take to|to|will) (?:kill me|die|be lethal)",
  },
  {
    keyword: "want to die",
    tier: 1,
    pattern: "want (?:it|this|everything|the pain) (?:all )?to stop(?: \\w+){0,4} forever",
  },
  { keyword: "this is goodbye", tier: 1, pattern: "goodbye|farewell", gate: "risk" },
  {
    keyword: "this is goodbye",
    tier: 1,
    pattern:
      "tell (?:my (?:mom|mum|dad|mother|father|parents|family|sister|brother|friends)|them|everyone|her|him) (?:that )?(?:im sorry|i love (?:her|him|them|you))",
    unless: "sorry (?:for|about|i (?:missed|forgot|broke|was late|cant come))",
  },
  {
    keyword: "stockpiling pills",
    tier: 1,
    pattern:
      "(?:got|have|ive got) (?:the|my|all the|enough) (?:pills|meds|rope|gun|knife|blade|razor)s? (?:ready|here|with me|in my hand|lined up|counted)",
  },
  {
    keyword: "won't be here tomorrow",
    tier: 1,
    pattern:
      "(?:ill|i will|im going to) be gone (?:soon|forever|for good|by tomorrow|tonight)|(?:wont|will not) be a (?:problem|burden|bother) (?:to|for) (?:anyone|anybody|you|them) (?:much longer|for long|anymore|soon)|dont worry about me anymore",
    unless: INNOCENT.absence,
  },
  {
    keyword: "i have a plan",
    tier: 1,
    pattern:
      "(?:scared|afraid|terrified) (?:of )?what i (?:might|will|could|am going to|m going to) do|dont trust my ?self (?:anymore|tonight|right now|alone)",
  },
  {
    keyword: "can't live anymore",
    tier: 1,
    pattern:
      "(?:dont|dont really|no longer|never) want to (?:live|be alive)(?: anymore| any more)?|cant live (?:like this|anymore)",
  },
  {
    keyword: "hang myself",
    tier: 1,
    pattern: `hang(?:ing)? (?:${SELF}|${OTHERS})|noose|shoot (?:${SELF})|drown (?:${SELF})|poison (?:${SELF})`,
  },
  {
    keyword: "jump off",
    tier: 1,
    pattern:
      "jump(?:ing)? (?:off|from|in front of) (?:a|the|my|this)? ?(?:bridge|building|roof|cliff|balcony|train|bus|window|ledge|tower)|step in front of (?:a|the) (?:train|bus|car|truck)",
  },
  { keyword: "slit my wrists", tier: 1, pattern: "slit(?:ting)? (?:my|his|her|their) (?:wrists?|throat)" },
  {
    keyword: "overdose",
    tier: 1,
    pattern: `(?:going|want|wanna|planning|plan|thinking about|thinking of|ready|threaten\\w*) (?:to )?(?:overdos\\w*|od)|(?:take|taking|swallow|took|swallowed) (?:all|every one) (?:of )?(?:my|the|these|those)? ?(?:${PILLS})|(?:took|taken|swallowed) (?:a|the) whole bottle`,
  },
  {
    keyword: "stockpiling pills",
    tier: 1,
    pattern: `(?:saving|saved|stockpil\\w*|hoard\\w*|stash\\w*|collect\\w*) (?:up )?(?:all )?(?:my |some |enough )?(?:${PILLS})|enough (?:${PILLS}) (?:saved|to|for)|how many (?:${PILLS}) (?:it )?(?:would |does it |will it |to )?(?:take|kill)|(?:💊 ?){3,}`,
  },
  {
    keyword: "this is goodbye",
    tier: 1,
    pattern:
      "(?:saying|said|say) (?:my )?(?:final |last )?goodbyes|(?:final|last) goodbyes?|goodbye forever|(?:say|said|saying) goodbye to every(?:one|body)|wanted to say goodbye",
    unless:
      "airport|trip|moving|semester|summer|graduat\\w*|camp|party|host family|leaving for|see you|next week|for now|abroad",
  },
  {
    keyword: "this is goodbye",
    tier: 1,
    pattern:
      "this is my (?:last|final) (?:message|goodbye|note|post|text)|goodbye (?:message|post|video|text)|(?:suicide|goodbye) (?:note|letter)s?|(?:wrote|writing|written) (?:goodbye )?(?:letters?|notes?) (?:to|for) (?:my )?(?:family|everyone|parents|mom|dad|friends|loved ones)",
    unless:
      "for (?:today|tonight|now|the day|this week)|see you|tomorrow|until|cover letter|thank you note|application",
  },
  {
    keyword: "when I'm gone",
    tier: 1,
    pattern:
      "(?:after|when|once) im (?:gone|dead|not here)|after i die|take care of my (?:cat|dog|pets?|kids|plants) (?:when|after|once)",
    unless: "remember|legacy|impact|someday|one day|years|old|when im gone for|abroad|trip|vacation|semester",
  },
  {
    keyword: "giving things away",
    tier: 1,
    pattern:
      "(?:wont|will not) (?:need|be needing) (?:it|them|this|these|that|those|my \\w+|any of (?:it|this|them))(?: \\w+)? anymore|put(?:ting)? my affairs in order",
  },
  {
    keyword: "giving things away",
    tier: 1,
    pattern:
      "(?:gave|giving|give|given|gave) (?:away )?(?:all |most )?(?:of )?(?:my|her|his|their) (?:things|stuff|belongings|possessions)(?: away)?",
    gate: "risk",
  },
  {
    keyword: "won't be here tomorrow",
    tier: 1,
    pattern:
      "(?:wont|not going to) be around (?:much )?(?:longer|for long|anymore)|wont be here (?:much longer|anymore|next week)",
    unless: `${INNOCENT.absence}|moving|graduat\\w*|semester|leaving`,
  },
  {
    keyword: "i have a plan",
    tier: 1,
    pattern:
      "ive got a plan|i know how (?:i will|ill|im going to) do it|(?:im|i am) (?:going to|about to|ready to) do it(?: tonight| now| today)?|bought (?:a )?(?:rope|gun)|tonight is the night",
    gate: "risk",
  },
  {
    keyword: "medical emergency",
    tier: 1,
    pattern: "(?:wont|isnt|not|cant) (?:wake|waking) (?:him |her |them )?up|not breathing|unresponsive",
    gate: "risk",
  },
  { keyword: "want to die", tier: 1, pattern: "⚰|🪦|🪢|🔫", gate: "risk" },
  { keyword: "💊", tier: 1, pattern: "💊", gate: "risk" },
];

const tier2: readonly CrisisPhrase[] = [
  {
    keyword: "no point in living",
    tier: 2,
    pattern:
      "(?:whats|what is) the point (?:of|in) (?:living|life|being alive|going on|anything)|no point (?:in|of) (?:living|life|being alive|going on|anything)|(?:no|(?:dont|cant) see (?:any|a)|without (?:any|a)) reason to (?:live|keep going|go on|be alive|keep living)|nothing to live for|not worth living|(?:life|lifes|living) (?:is )?(?:not|isnt) worth (?:it|living)|(?:dont|cant) see the point (?:of|in) (?:anything|living|life|going on)|see no point in (?:anything|living|life)",
  },
  {
    keyword: "can't take this anymore",
    tier: 2,
    pattern:
      "hate (?:being alive|existing|living)|i cant (?:anymore|any more)|cant do (?:it|life) anymore|want (?:it|the pain|everything) to stop",
  },
  {
    keyword: "no hope left",
    tier: 2,
    pattern:
      "(?:feel|feeling|im|everything is|life is|its all) (?:so |completely |totally )?hopeless|no hope (?:left|anymore)|lost all hope|(?:given|giving) up on (?:life|everything|myself|living|hope)",
    unless: `${LAUGH}|hopeless (?:at|with|when it comes to)`,
  },
  {
    keyword: "i'm worthless",
    tier: 2,
    pattern:
      "(?:feel|feeling|im|so|completely|totally|utterly|shes|hes|theyre) worthless|(?:a|such a) waste of (?:space|oxygen|air)",
  },
  {
    keyword: "i'm a burden",
    tier: 2,
    pattern:
      "(?:feel like|im|such) (?:such )?a burden|(?:a|am a|is a|hes a|shes a) burden (?:to|on|for) (?:everyone|everybody|my family|his family|her family|them|us|my parents|all)",
  },
  {
    keyword: "better off without me",
    tier: 2,
    pattern:
      "(?:better|happier) (?:off )?without me|(?:everyone|everybody|the world|they|we|family) (?:would|will|d) be (?:better|happier) (?:off )?without (?:him|her|them)|would be (?:better|happier) (?:off )?if i (?:wasnt|werent|was not|were not) (?:here|around|alive)",
  },
  {
    keyword: "nobody would notice if i was gone",
    tier: 2,
    pattern:
      "(?:no one|nobody) (?:would|will|d) (?:even )?(?:notice|care) (?:if|when) i (?:was|were|am|m)? ?(?:gone|dead|died|disappeared|wasnt here|vanished)|(?:no one|nobody) (?:would|will) (?:even )?miss me|wont be missed|(?:nobody|no one) cares (?:about (?:me|her|him|them)|if i)",
  },
  {
    keyword: "completely alone",
    tier: 2,
    pattern:
      "(?:feel|im) (?:so |totally |all )?alone in (?:this|the world)|nobody understands me|i have no one",
    unless: INNOCENT.solo,
  },
  {
    keyword: "can't take this anymore",
    tier: 2,
    pattern:
      "cant (?:do|take|handle|bear|cope with) (?:this|it|life) (?:anymore|any more|much longer)|cant do this anymore|cant keep (?:living|going|doing this)|(?:im )?(?:done|finished) with (?:life|living)|tired of (?:living|life|being alive|existing)",
  },
  {
    keyword: "don't want to be here anymore",
    tier: 2,
    pattern:
      "dont want to (?:be here|exist) (?:anymore|any more|no more)|dont want to exist|want to not (?:exist|be here|be alive)|(?:want|wish) (?:to|i could) stop existing|wish i didnt exist|stop existing",
    unless: "be here anymore (?:at|in) (?:this|my) (?:school|job|class|town|city|university|dorm|country)",
  },
  { keyword: "kys", tier: 2, pattern: "kys|kill (?:yourself|urself|your self)" },
  {
    keyword: "want to be with them again",
    tier: 2,
    pattern: "want to (?:be with|join|see) (?:him|her|them|my \\w+) again|want to join (?:him|her|them)",
    gate: "loss",
  },
  {
    keyword: "no point in living",
    tier: 2,
    pattern: "my life is over",
    unless: `${LAUGH}|if|unless|when (?:my|mom|dad|they)`,
  },
  {
    keyword: "can't take this anymore",
    tier: 2,
    pattern: "(?:so )?tired of (?:everything|it all)",
    gate: "risk",
  },
  { keyword: "no one cares about me", tier: 2, pattern: "(?:no one|nobody) (?:loves|wants|cares about) me" },
  {
    keyword: "can't take this anymore",
    tier: 2,
    pattern: "(?:im )?done with (?:everything|it all)",
    gate: "risk",
  },
];

const tier3: readonly CrisisPhrase[] = [
  {
    keyword: "hurt myself",
    tier: 3,
    pattern: `(?:hurt|hurting|harm|harming) (?:${SELF}|${OTHERS})`,
    unless: INNOCENT.accident,
    negated: "tier3",
  },
  {
    keyword: "self-harm",
    tier: 3,
    pattern: "self ?harm\\w*|selfharm\\w*|self injur\\w*|self mutilat\\w*",
    general: true,
    negated: "tier3",
  },
  {
    keyword: "cut myself",
    tier: 3,
    pattern: `cut(?:ting|s)? (?:${SELF}|${OTHERS}|my (?:arms?|wrists?|legs?|thighs?|skin))`,
    unless: INNOCENT.cutAccident,
    negated: "tier3",
  },
  {
    keyword: "been cutting",
    tier: 3,
    pattern: "(?:started|keep|kept|still|stop|relapsed) cutting|cutting again|cut again|relapsed",
    unless: INNOCENT.cutting,
    negated: "tier3",
  },
  {
    keyword: "hurt myself",
    tier: 3,
    pattern: `(?:burn\\w*|hit|hitting|punch\\w*|scratch\\w*|starv\\w*|bit|biting|punish\\w*) (?:${SELF})(?! (?:with (?:the )?(?:door|oven|iron|stove)))|punch(?:ing)? walls|bang(?:ing)? my head`,
    unless: "cooking|stove|oven|sunburn|accident\\w*|iron",
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
    pattern: `(?:took|taken|swallowed|take) (?:too many|a lot of|lots of|way too many|so many|a bunch of) (?:${PILLS})|overdos(?:e|ing)(?! on)`,
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
    pattern: "(?:never|not) wake up|sleep forever|go to sleep and (?:not|never) wake up",
    unless: INNOCENT.earlyWake,
  },
  { keyword: "grieving so hard", tier: 3, pattern: "grief|grieving", gate: "grief" },
  {
    keyword: "passed away",
    tier: 3,
    pattern:
      "died|passed away|passed on|(?:mom|mother|mum|dad|father|brother|sister|grandma|grandmother|grandpa|grandfather|friend|baby|son|daughter|wife|husband|he|she) (?:just )?passed|lost (?:my|our) (?:mom|mother|dad|father|brother|sister|son|daughter|baby|wife|husband|partner|best friend|friend|grandma|grandmother|grandpa|grandfather|child|boyfriend|girlfriend)|(?:committed|died by) suicide|killed (?:him|her|them) ?sel\\w+|took (?:his|her|their) (?:own )?life",
    gate: "grief",
    unless: `${INNOCENT.tech}|battery|car|plant`,
  },
];

/** The English list: SPEC 5.4 first (its keywords win), then the additions of each tier. */
export const englishPhrases: readonly CrisisPhrase[] = [...specPhraseEntries, ...tier1, ...tier2, ...tier3];
