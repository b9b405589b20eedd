/**
 * Words that change how a matched phrase is read. Regular-expression sources in natural spelling; they
 * go through the same folding as the phrases. See decision 0012 for why each list exists.
 */

/**
 * Risk words: with one of these elsewhere in the message or in the recent conversation, an everyday
 * phrase ("this is it", "I have a plan") is read as a risk signal, and innocent framings stop counting.
 */
export const riskWords = [
  "suicid\\w*|sucid\\w*|kill\\w* (?:my ?self|me)|kms|kys|unaliv\\w*|die|dying|dead|death|end (?:it|my life|things|everything)",
  "overdos\\w*|pills|meds|rope|noose|gun|knife|blade|razor|jump off|goodbye|farewell|last (?:message|words|note)",
  "wont (?:need|be needing)|hopeless|worthless|burden|no point|no reason|pain|bleed\\w*|miss me|better off|cant (?:do|take|go on) (?:this|it|anymore)",
  "when im gone|after im gone|forgive me|sorry for everything|doesnt matter anymore|nothing matters|love you all",
  "(?:written|wrote|writing|made|updated) (?:a |my )will|i love (?:you|them) all|everyone to know i love|(?:written|wrote|left) (?:the |a |my )?(?:goodbye )?notes?",
  "im (?:so |just )?done(?! (?:with|for|applying|submitting|studying|packing|eating|working|now|at))",
  "trapped|numb|(?:no one|nobody) (?:will|would|cares)|never wake|sleep forever",
  "💊|🔪|⚰|🪦|🩸|🪢|🔫",
  "morir|muerte|matar\\w*|suicid\\w*|pastillas|adiós|mourir|tuer|mort|adieu|sterben|umbringen|tabletten|tot sein|abschied",
  "morrer|matar|remédios|adeus|morire|uccid\\w*|ammazz\\w*|pillole|addio|मर|आत्महत्या|गोलियाँ",
  "موت|أموت|انتحار|حبوب|وداع|মর|আত্মহত্যা|ওষুধ|বিদায়",
].join("|");

/** Risk words of Chinese, matched anywhere (no spaces between words). */
export const riskWordsUnspaced = "死|自杀|药|绝望|轻生";

/** Distress: a loss counts as acute grief (tier 3) only with one of these. */
export const distressWords = [
  "cant (?:get out of bed|stop crying|cope|function|eat|sleep|breathe|handle|bear|deal|go on|move on|focus|think|stop thinking|take)",
  "dont know how to (?:cope|go on|live|keep going|move on|get through)|falling apart|fall apart|breaking down|broke down",
  "(?:so|feel|feeling) (?:empty|numb|lost|broken|hollow|alone)|devastated|heartbroken|shattered|overwhelm\\w*|unbearable",
  "too much|nothing helps|crying (?:all|every|nonstop|non stop|constantly)|keep crying|cry every|miss (?:him|her|them) so much",
  "(?:havent|didnt|cant) (?:left|leave|get out of) (?:my )?(?:room|bed|house)|want to be with (?:him|her|them)|struggling|drowning|destroyed|in pieces|hurts so much|no reason|cant stop|consum\\w*",
  "no puedo (?:levantarme|dejar de llorar|más|con esto|seguir)|vací[oa]|no sé cómo seguir|destrozad[oa]|no dejo de llorar",
  "je n'arrive (?:plus|pas) à|je m'effondre|effondrée?|dévasté|pleure sans arrêt",
  "kann nicht (?:aufhören zu weinen|mehr|aufstehen)|am boden zerstört|halte es nicht aus",
  "não consigo (?:parar de chorar|levantar|viver)|arrasad[oa]|não aguento",
  "non riesco (?:a smettere di piangere|ad alzarmi|a vivere)|distrutt[oa]|non ce la faccio",
  "सहन नहीं|रोना बंद नहीं|बर्दाश्त नहीं|टूट गया|टूट गई",
  "لا أستطيع (?:التوقف عن البكاء|التحمل|النهوض)|منهار|منهارة",
  "সহ্য করতে পারছি না|কান্না থামাতে পারছি না|ভেঙে পড়েছি",
].join("|");

/** A death in the message: with it, "I want to be with her again" is a risk signal. */
export const lossWords =
  "died|passed|passed away|death|funeral|grave|heaven|lost (?:my|our)|murió|falleció|décédée?|est morte?|gestorben|morreu|faleceu|è mort[oa]|توفي|توفيت|مات|ماتت|निधन|মারা গেছে";

/** Distress of Chinese, matched anywhere. */
export const distressWordsUnspaced = "走不出来|受不了|撑不住|起不来床|一直哭|不停地哭|崩溃";

/** Someone real, not a character: a friend at risk is never an essay topic. */
export const realPersonWords =
  "my (?:\\w+ )?(?:friend|roommate|sister|brother|mom|mum|mother|dad|father|cousin|partner|boyfriend|girlfriend|wife|husband|son|daughter|classmate|kid|child|aunt|uncle|colleague|coworker|teammate|bf|gf|bestie)|(?:a|one) (?:friend|girl|guy|boy|student|classmate) (?:in|at|from) my";

/** Study, fiction and awareness work: a phrase about people in general is not a crisis there. */
export const academicWords =
  "essay|paper|research|thesis|presentation|project|class|course|lecture|book|novel|movie|film|play|poem|song|lyrics|character|author|article|awareness|prevention|statistics|rates|hamlet|shakespeare|story|episode|series|hero|villain|volunteer\\w*|booth|campaign|psychology|sociology";

/** A negation right before a phrase ("I would never kill myself", "I'm not going to ..."). */
export const negationBefore =
  "(?:never|not|dont|doesnt|didnt|wont|wouldnt|shouldnt|isnt|arent|aint|no intention of|no plans? to)(?: \\S+){0,2}";

/** First person right before a phrase: the person speaks about themselves. */
export const firstPersonBefore = "(?:(?:i|im|ive|id|ill|me|myself)(?: \\S+){0,3}|my)";
