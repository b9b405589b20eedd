/**
 * Words that change how a matched phrase is read. Regular-expression sources in natural spelling; they
 * go through the same folding as the phrases (accents, apostrophes and "I am" folded). Decision 0050
 * says why each list exists. Unspaced lists (Chinese) match anywhere; the others between words.
 */
import type { LanguageCode } from "../languages.ts";

/**
 * Risk words: with one of these elsewhere in the message or in the recent conversation, an everyday
 * phrase ("goodbye", "I gave my things away") is read as a risk signal, and innocent framings stop
 * counting. Deliberately narrower than the phrase lists: a word here makes other words dangerous.
 */
export const riskWords = [
  "suicid\\w*|kill (?:my ?self|me)|kms|kys|unaliv\\w*|(?:to|i|id|ill|gonna|wanna|just|should|could|i will|i could|going to|want to) die|dying inside|be dead|better off dead|death wish",
  "end (?:it all|my life|things|everything)|ending (?:it|my life|things)|overdos\\w*|pills|meds|rope|noose|gun|blade|razor|jump off|goodbye|farewell|last (?:message|words|note|goodbye)",
  "wont (?:need|be needing)|no point in living|no reason to live|bleed\\w*|miss me|better off without|cant (?:do|take|go on) (?:this|it|anymore)|im (?:so |just )?done(?! (?:with|for|applying|submitting|studying|packing|eating|working|now|at))",
  "when im gone|after im gone|forgive me|sorry for everything|doesnt matter anymore|nothing matters|love you all|dont want to (?:live|be here|exist)",
  "(?:written|wrote|writing|made|updated) (?:a |my )will|i love (?:you|them) all|(?:written|wrote|left) (?:the |a |my )?(?:goodbye )?notes?",
  "(?:no one|nobody) (?:will|would|cares)|never wake|sleep forever|not wake up|tired of (?:living|life|being alive)",
  "💊|🔪|⚰|🪦|🩸|🪢|🔫",
  "morir\\w*|muert[oa]|matarme|suicid\\w*|pastillas|adios|despedirme|no quiero vivir",
  "mourir|me tuer|suicid\\w*|adieu|en finir|crever",
  "sterben|umbringen|tabletten|tot sein|abschied|suizid\\w*|selbstmord\\w*",
  "morrer|me matar|remedios|adeus|suicid\\w*",
  "morire|uccidermi|ammazzarmi|pillole|addio|suicid\\w*|farla finita",
  "मर\\S*|आत्महत्या|गोलिया\\S*|marna|marne|suicide|khudkushi",
  "موت|اموت|انتحار|انتحر|حبوب|وداع|اقتل نفسي",
  "মর\\S*|আত্মহত্যা|ওষুধ|বিদায়|more jete|morte|attohotta",
].join("|");

/** Risk words of Chinese, matched anywhere (no spaces between words). */
export const riskWordsUnspaced = "死|自杀|安眠药|绝望|轻生|紫砂|遗书|跳楼|割腕|不想活";

/** Distress: a loss counts as acute grief (tier 3) with one of these, or with a recent date. */
export const distressWords = [
  "cant (?:get out of bed|stop crying|cope|function|eat|sleep|breathe|handle|bear|deal|go on|move on|focus|think|stop thinking|take|concentrate)",
  "dont know how to (?:cope|go on|live|keep going|move on|get through)|falling apart|fall apart|breaking down|broke down|broke me|broken",
  "(?:so|feel|feeling|completely) (?:empty|numb|lost|broken|hollow|alone)|devastated|heartbroken|shattered|overwhelm\\w*|unbearable",
  "too much|nothing helps|crying|cry every|miss (?:him|her|them) so much|keep thinking about|scared|still cant",
  "(?:havent|didnt|cant) (?:left|leave|get out of) (?:my )?(?:room|bed|house)|want to be with (?:him|her|them)|struggling|drowning|destroyed|in pieces|hurts so much|no reason|cant stop|consum\\w*|grieving|grief",
  "no puedo (?:levantarme|dejar de llorar|mas|con esto|seguir|concentrarme)|vaci[oa]|no se como seguir|destrozad[oa]|no dejo de llorar|me voy a romper|no se va|no dejo de pensar",
  "je narrive (?:plus|pas) a|je meffondre|effondree?|devaste|pleure|je sais pas comment continuer|vide|part pas|jy pense",
  "kann nicht (?:aufhoren zu weinen|mehr|aufstehen)|kann mich auf nichts|am boden zerstort|halte es nicht aus|breche zusammen|leer|weiß nicht wie|geht nicht weg|denk standig",
  "nao consigo (?:parar de chorar|levantar|viver|me concentrar)|arrasad[oa]|nao aguento|desmoronando|nao paro de|nao passa|vazi[oa]|nao sei como seguir",
  "non riesco (?:a smettere di piangere|ad alzarmi|a vivere|a concentrarmi)|distrutt[oa]|non ce la faccio|sto crollando|non passa|vuot[oa]|non so come andare avanti|ci penso sempre",
  "सहन नहीं|रोना बंद नहीं|बर्दाश्त नहीं|टूट (?:गया|गई|रहा|रही)|दर्द जाता|समझ नहीं|ध्यान नहीं|khaali|samajh nahi|dhyan nahi|bhool nahi",
  "لا أستطيع|ما اقدر|ما أقدر|منهار|منهارة|فراغ|الوجع|ما اعرف كيف",
  "সহ্য করতে পারছি না|কান্না থামাতে পারছি না|ভেঙে পড়\\S*|ফাঁকা|ভুলতে পারছি না|bujhte parchi na|mon dite parchi na|koshto",
].join("|");

/** Distress of Chinese, matched anywhere. */
export const distressWordsUnspaced =
  "走不出来|受不了|撑不住|起不来床|一直哭|不停地哭|崩溃|不知道怎么办|集中不了|空空|很痛|忘不了|难过";

/** A recent loss (a grief message about last week is acute even without a word of distress). */
export const recencyWords = [
  "yesterday|today|this morning|tonight|last (?:night|week|month|weekend)|(?:\\w+ )?(?:days|weeks) ago|tomorrow|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|just (?:died|passed|lost)|since (?:my|his|her)|in (?:january|february|march|april|may|june|july|august|september|october|november|december)",
  "ayer|hoy|esta manana|la semana pasada|el mes pasado|hace (?:unos )?dias|manana|desde que|en (?:junio|julio|mayo)",
  "hier|aujourdhui|ce matin|la semaine derniere|le mois dernier|demain|depuis|en (?:juin|juillet|mai)",
  "gestern|heute|letzte woche|letzten monat|morgen|seit|im (?:juni|juli|mai)",
  "ontem|hoje|semana passada|mes passado|amanha|desde que|em (?:junho|julho|maio)",
  "ieri|oggi|stamattina|la settimana scorsa|il mese scorso|domani|da quando|a (?:giugno|luglio|maggio)",
  "कल|आज|पिछले (?:हफ्ते|महीने)|के बाद|जून|pichle (?:hafte|mahine)|ke baad|aaj|kal",
  "امبارح|اليوم|الصبح|الأسبوع الماضي|الشهر الماضي|بكرة|من وفاة|يونيو",
  "গত (?:সপ্তাহে|মাসে)|আজ|কাল|পর|june|gotokal|aj|kal|por",
].join("|");
export const recencyWordsUnspaced = "昨天|今天|上周|上个月|明天|以后|六月|早上";

/** A death in the message: with it, "I want to be with her again" is a risk signal. */
export const lossWords =
  "died|dead|passed|passed away|death|funeral|grave|heaven|lost (?:my|our)|miss (?:him|her|them)|murio|fallecio|se fue|decedee?|est morte?|gestorben|morreu|faleceu|e mort[oa]|توفي|توفيت|مات|ماتت|निधन|गुज़र|मारा|মারা গেছে|guzar|mara gel|mara geche";
export const lossWordsUnspaced = "去世|走了|死了|离开了我们|过世";

/** Someone real and close, not a character: a friend at risk is never an essay topic. */
export const realPersonWords =
  "my (?:\\w+ )?(?:friend|roommate|sister|brother|mom|mum|mother|dad|father|cousin|partner|boyfriend|girlfriend|wife|husband|son|daughter|classmate|kid|child|aunt|uncle|colleague|coworker|teammate|bf|gf|bestie)|(?:a|one) (?:friend|girl|guy|boy|student|classmate) (?:in|at|from) my|mi (?:amig[oa]|herman[oa]|novi[oa])|mon ami|ma (?:soeur|copine)|mein (?:freund|bruder)|meine (?:freundin|schwester)|meu amig|minha (?:amiga|irma)|il mio amico|la mia amica";

/** Study, fiction and awareness work: a phrase about people in general is not a crisis there. */
export const academicWords = [
  "essay|paper|research|thesis|presentation|project|class|course|lecture|book|novel|movie|film|play|poem|poetry|song|lyrics|character|author|article|awareness|prevention|statistics|rates?|hamlet|shakespeare|story|episode|series|hero|heroine|villain|volunteer\\w*|booth|campaign|psychology|sociology|theory|durkheim|symboli[sz]\\w*|portray\\w*|history of|nursing|peer counsel\\w*|counselor|counsellor|warning signs|risk factors|research summary|assess",
  "trabajo|ensayo|investigacion|tesis|clase|novela|pelicula|libro|poesia|poema|cancion|personaje|autor|protagonista|campana|prevencion|psicologia|sociologia|teoria|simboliza|consejero|voluntari\\w*",
  "memoire|dissertation|expose|cours|roman|film|livre|poeme|chanson|personnage|auteur|heros|campagne|prevention|psycho|socio|theorie|symbolise|piece|benevole",
  "hausarbeit|referat|studie|vorlesung|roman|film|buch|gedicht|lied|figur|hauptfigur|autor|kampagne|pravention|psychologie|soziologie|theorie|bedeutet das|ehrenamtliche\\w*|werther",
  "trabalho|pesquisa|tese|aula|romance|filme|livro|poema|musica|personagem|autor|protagonista|campanha|prevencao|setembro amarelo|psicologia|sociologia|teoria|simboliza|voluntario",
  "tesina|tesi|ricerca|lezione|romanzo|film|libro|poesia|canzone|personaggio|autore|protagonista|campagna|prevenzione|psicologia|sociologia|teoria|simboleggia|volontario|ortis",
  "असाइनमेंट|निबंध|शोध|उपन्यास|कहानी|फिल्म|किताब|कविता|किरदार|अभियान|मनोविज्ञान|समाजशास्त्र|सिद्धांत|वॉलंटियर|assignment|novel|kahani|kirdar|campaign|hero",
  "بحث|رواية|فيلم|كتاب|قصيدة|شخصية|البطل|حملة|توعية|الوقاية|علم النفس|علم الاجتماع|نظرية|دوركهايم|يرمز|المتطوع|مسرحية|لمادة",
  "অ্যাসাইনমেন্ট|উপন্যাস|গল্প|সিনেমা|বই|কবিতা|চরিত্র|ক্যাম্পেইন|মনোবিজ্ঞান|সমাজবিজ্ঞান|তত্ত্ব|দুরখেইম|স্বেচ্ছাসেবক|uponnashe|nayok|golpe|choritro|campaign",
].join("|");
export const academicWordsUnspaced =
  "论文|作业|研究|小说|电影|书里|诗|歌词|主人公|主角|角色|维特|宣传|预防|心理学|社会学|涂尔干|象征|志愿者";

/** Long ago: with a sign of recovery, a past crisis is told, not lived (tier 3 at most). */
export const pastWords = [
  "(?:\\d+|a few|few|two|three|four|five|six|many|some|several|couple of) (?:years?|yrs) ago|years ago|used to|back (?:in|when)|when i was (?:younger|a kid|a teen|\\d+|in)|in high school|as a teen\\w*|in the past|there was a time|went through|i was suicidal|survived|in (?:19|20)\\d\\d|once when",
  "hace (?:\\w+ )?anos|en la (?:prepa|secundaria|escuela)|hubo una epoca|sobrevivi|intente|me (?:cortaba|lastimaba|autolesionaba)|queria (?:morir|matarme)",
  "il y a (?:\\w+ )?ans|au lycee|au college|il fut un temps|jai survecu|tentative|je me (?:coupais|scarifiais)|je voulais mourir",
  "vor (?:\\w+ )?jahren|fruher|in der schulzeit|es gab eine zeit|uberlebt|versuch|wollte ich sterben|(?:habe|hab) mich (?:vor|geritzt|geschnitten)",
  "anos atras|ha (?:\\w+ )?anos|no ensino medio|teve uma epoca|sobrevivi|tentei|tentativa|me (?:cortava|machucava)|queria morrer",
  "anni fa|al liceo|ce stato un periodo|sopravvissut\\w*|tentato|tentativo|mi (?:tagliavo|facevo del male)|volevo morire",
  "साल पहले|स्कूल में|कोशिश|पहुँचाती थी|पहुँचाता था|चाहता था|चाहती थी|saal pehle|ek waqt tha|attempt kiya|kaatti thi|kaatta tha",
  "من سنين|قبل (?:\\w+ )?سنين|بالثانوية|كان في وقت|نجوت|محاولة|حاولت|كنت (?:اجرح|أجرح|ابي|أبي|اأذي|أأذي)",
  "বছর আগে|স্কুলে থাকতে|চেষ্টা|কাটতাম|চাইতাম|করতাম|bochor age|ekta somoy chilo|cheshta|katatam|korechilam",
].join("|");
export const pastWordsUnspaced = "几年前|年前|高中的时候|以前|有一段时间|未遂|走出来";

/** Recovery and being well now. */
export const recoveryWords = [
  "doing (?:well|better|great|good|ok|okay)|(?:im|i am) (?:ok|okay|fine|good|better|well|safe|in a good place|grateful|proud)|therapy (?:really )?helped|helped me|grateful|proud|clean for|havent (?:hurt|cut|self harmed)|recovery|recovered|heal\\w*|peer mentor|help (?:others|other people)|training to be|study(?:ing)? psychology|a long road|better now|okay now|ok now|stayed",
  "estoy (?:muy )?bien|me ayudo|ayudar a otros|limpi[oa]|lo supere|la supere|estudio psicologia",
  "je vais bien|ma (?:beaucoup )?aide|aider les autres|jai arrete|derriere moi|jetudie",
  "geht es mir gut|geholfen|helfe ich|nicht mehr|hinter mir|studiere",
  "to bem|estou bem|ajudou|ajudo outras|limpa|superei|estudo psicologia",
  "sto bene|mi ha aiutato|aiuto gli altri|smesso|passato|studio psicologia",
  "ठीक हूँ|मदद मिली|उबर|theek hoon|madad karti|madad karta|peeche chhoot",
  "بخير|ساعدني|أساعد|اساعد|متوقف|عديته|أدرس|ادرس",
  "ভালো আছি|সাহায্য করেছে|সাহায্য করি|বেঁচে ফিরে|bhalo achi|sahajjo kori|pichone|করি না",
].join("|");
export const recoveryWordsUnspaced = "好多了|帮了我|帮助别人|已经两年|都过去了|走出来|读心理学";

/** A crisis now, whatever the past: "again", "lately", "tonight". */
export const currentWords =
  "again|lately|these days|right now|tonight|today|relapse\\w*|still|otra vez|de nuevo|encore|wieder|de novo|di nuovo|फिर से|phir se|abar|আবার|مرة ثانية|رجعت";
export const currentWordsUnspaced = "又开始|又|今晚|最近";

/** Celebration: "this is it!!" before a wedding is not a goodbye. */
export const excitementWords =
  "thanks|thank you|thx|ty|will do|good idea|finally|excited|so happy|yay|lets go|woo+|omg|yess+|cant wait to|🎉|🥳|😍|🙌|💃|✨|party|concert|premiere|prom|wedding|graduation|game day|match day|season opener|dream|chose|picked|got in|accepted|the dress|the one|por fin|emocionad\\w*|enfin|endlich|finalmente|आखिरकार|اخيرا|অবশেষে";
export const excitementWordsUnspaced = "终于|太开心|激动";

/** Someone else's words: a song, a book, a role, a habit ("my coach always yells"). */
export const quoteAttributionWords =
  "song|lyrics?|line|movie|film|book|novel|poem|character|villain|hero|meme|caption|tiktok|video|show|episode|quote\\w*|coach|teacher|professor|prof|pastor|priest|sermon|always (?:says|said|yells|tells)|keeps? (?:quoting|saying)|goes|cancion|pelicula|libro|entrenador|profe|dice siempre|siempre (?:dice|grita)|chanson|film|livre|coach|prof|dit toujours|lied|film|buch|trainer|lehrer|sagt immer|musica|filme|livro|tecnico|professor|sempre (?:fala|diz|grita)|canzone|libro|allenatore|prof|dice sempre|गाने|फिल्म|coach|sir|hamesha|أغنية|الفيلم|المدرب|الأستاذ|دايما|গানে|সিনেমায়|coach|sir|sobsomoy";
export const quoteAttributionWordsUnspaced = "歌词|电影|教练|老师|总是|总说|反派";

/** Negations before a phrase, per language: "I would never ...", "no quiero ...", "我不想...". */
export const negationWords: Record<LanguageCode, string> = {
  en: "never|not|dont|doesnt|didnt|wont|wouldnt|shouldnt|couldnt|isnt|arent|aint|nor|no (?:intention|plans?|thoughts?|urge|desire|wish)(?: \\S+)?|(?:dont|do not|not) (?:feel like|think|really|even|actually|plan|intend)(?: i| im)?",
  es: "no|nunca|jamas|ni|no es que(?: \\S+)?|no (?:estoy|ando) pensando en|no tengo (?:ningun |ninguna )?(?:plan|intencion|idea)(?:es)? de|no pienso|sin (?:pensamientos|ganas|intencion) de",
  fr: "pas|jamais|ne|n|ni|non|aucune intention de|pas que je(?: \\S+)?|je pense pas (?:a|au)|pas envie de|sans (?:pensees|envie|intention) de",
  de: "nicht|nie|niemals|kein|keine|keinen|nicht dass ich(?: \\S+)?|nicht vor|keine (?:absicht|plane|gedanken)",
  pt: "nao|nunca|jamais|nem|nao e que(?: eu)?(?: \\S+)?|nao (?:to|estou|tou) pensando em|nenhum plano de|sem (?:pensamentos|vontade|intencao) de",
  zh: "不|没|没有|别|不会|绝不|才不|并不",
  hi: "नहीं|नही|न|मत|कभी नहीं|nahi|nahin|nhi|na|mat|kabhi nahi",
  ar: "لا|ما|مش|مو|لن|لم|ماني|مب",
  bn: "না|নই|নয়|কখনো না|na|nai|noy|kokhono na",
  it: "non|mai|ne|non e che(?: \\S+)?|non sto pensando (?:di|a)|niente pensieri di|nessuna intenzione di|senza (?:pensieri|voglia) di",
};

/** Someone else's suicide, told (a loss to grieve, not a risk of one's own). */
export const toldSuicide =
  "se suicido|se suicidou|sest suicide|si e suicidat\\w*|hat sich (?:\\S+ )?(?:umgebracht|das leben genommen)|se mato|se matou|se quito la vida|tirou a propria vida|si e tolto la vita|took (?:his|her|their) own life|(?:committed|died by) suicide|killed (?:himself|herself|themselves)|suicide kar (?:li|liya|lee)|attohotta kor(?:eche|echilo)|আত্মহত্যা করেছে|ने आत्महत्या कर ली|انتحر|انتحرت";

/** Common words of the Latin-script languages: the language a message is most likely in. */
export const commonWords: Partial<Record<LanguageCode, string>> = {
  en: "the and i you to is my it of im dont just this that with for me be was have am so not but what do",
  es: "el la que de y no me mi es por para con una un lo estoy quiero ya muy pero se los las del mas como",
  fr: "le la les je de et pas ne un une est pour mon ma mes que suis jai cest avec des du en au plus tout",
  de: "ich der die das und nicht ist zu mich mir ein eine es mit auf bin habe hab mein meine den dem sie wie",
  pt: "o a que de e nao eu me meu minha um uma pra para com to estou voce isso mais do da em os as",
  it: "il la che di e non mi sono un una per con ho mio mia questo piu ma ci lo gli le del della",
  hi: "main mai mujhe hai hoon hu nahi kya ki ka ke ko se aur bhi ab kuch raha rahi tha thi",
  bn: "ami amar ar na ki kore korchi chai ache nei theke jonno ekhon keno hoye",
};

/** First person right before a phrase (English): the person speaks about themselves. */
export const firstPersonBefore = "(?:i|im|ive|id|ill)(?: \\S+){0,3}";

/** Third person right before a phrase (English): someone else's words or people in general. */
export const otherPersonBefore =
  "(?:they|he|she|someone|somebody|anyone|people|person|you|character|hero|author|protagonist|who|students|teens|men|women|one|er|sie|jemand|man|il|elle|quelquun|on|el|ella|alguien|ele|ela|alguem|lui|lei|qualcuno|dice que|dit quil|sagt|vo|wo|woh|वो|वह|कोई|koi|kirdar|किरदार|nayok|নায়ক|choritro|চরিত্র|সে|هو|هي|البطل|حدا|احد|أحد)(?: \\S+){0,1}";
