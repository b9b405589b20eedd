import { toldSuicide } from "./context-lexicon.ts";
import type { CrisisPhraseList } from "./phrase-types.ts";

// Hindi in Latin letters is spelt many ways: "chahta/chahata/chata", "hoon/hu/hun", "nahi/nhi/nai".
const WANT = "cha?h?a?(?:ta|ti|te)|chahiye|chahye|chaiye";
const NOT = "nahi|nahin|nhi|nai|ni|nahee";
const AM = "hoon|hun|hu|hoo|h|hai|hain";
const MIND = "mann?|mn|mun";
const IDIOM =
  "हंस|हँस|भूख|चाय|बैटरी|एग्जाम|इंतज़ार|इंतजार|hans|bhook|bhukh|chai|battery|exam|intezaar|intezar|thak ke|mara ja raha|mara jaa raha|maar raha hai|jaan le lega";

/**
 * Hindi in Devanagari and in the Latin letters many people type it with. Nasal marks, nukta, virama and
 * long vowels fold in both (हूँ = हूं = हु, ज़िंदगी = जिन्दगी = जिदगि), so phone spellings meet.
 */
export const hindiPhrases: CrisisPhraseList = {
  lang: "hi",
  spaced: true,
  phrases: [
    {
      keyword: "मरना चाहता हूँ",
      tier: 1,
      pattern: `मर जाना है|मरना है|मरना (?:चाहता|चाहती|चहता|चहती|चाहते)|मर जाना (?:चाहता|चाहती|चाहते)|मरने का मन|मर जाऊं|मर जाऊँ|मौत चाहिए|जीना नहीं (?:है|चाहता|चाहती)|मुझे (?:अब )?जीना नहीं|जीने (?:का|की) (?:मन|इच्छा|चाह) नहीं|जिंदा नहीं रहना|m[ae]r(?:na|ne)? (?:${WANT})|mar (?:jana|jaana|jaan) (?:${WANT}|h|hai)|mujhe mar jana|marne ka (?:${MIND})|(?:${MIND}) (?:krta|karta|kar raha|kr rha) (?:${AM}) mar ja(?:u|un|aun|aau)|mar jaun|mar jaau|maut chahiye|(?:jeena|jina) (?:${NOT}) (?:${AM}|${WANT})|jeene ka (?:${MIND}) (?:${NOT})|zinda (?:${NOT}) rehna|zindagi se thak (?:gaya|gya|gayi|gyi) (?:${AM}) marna`,
      unless: IDIOM,
    },
    {
      keyword: "आत्महत्या",
      tier: 1,
      pattern: "आत्महत्या|आतमहतया|खुदकुशी|ख़ुदकुशी|सुसाइड|khud ?kh?ush?i|aatmahatya|atmahatya",
      general: true,
      unless: `prevention|campaign|अभियान|जोखिम कारक|सिद्धांत|novel|kahani|${toldSuicide}`,
    },
    {
      keyword: "आत्महत्या",
      tier: 1,
      pattern:
        "(?:suicide|sucide|suside|suiside|khudkhushi|khudkushi|आत्महत्या|सुसाइड) (?:kr|kar|karna|karne|कर|करना|करने) (?:lunga|lungi|lu|lun|loonga|chahta|chahti|ka|लूंगा|लूंगी|चाहता|चाहती|का)",
    },
    {
      keyword: "खुद को मार डालूँगा",
      tier: 1,
      pattern:
        "(?:खुद|अपने आप) को (?:मार|ख़त्म|खत्म) (?:डालूंगा|डालूंगी|दूंगा|दूंगी|लूंगा|लूंगी|देना|डालना|कर|करना)|अपनी (?:ज़िंदगी|जिंदगी|जान) (?:ख़त्म|खत्म|ले)|जान दे (?:दूंगा|दूंगी|दूं)|फांसी (?:लगा|लगाऊंगा|लगा लूंगा|लगा लूंगी)|ज़हर खा|(?:khud|apne aap|apne ap) ko (?:maar|mar|khatam|khatm|khtm|khatam kar|khatm kar) (?:dunga|dungi|daalunga|dalunga|lunga|lungi|dena|du|doon|lu|loon|dalu)|apni (?:zindagi|jaan|jindagi|zindgi) (?:khatam|khatm|le)|jaan de (?:dunga|dungi|du)|phansi (?:laga|lagaunga|laga lunga)|zeher kha",
    },
    {
      keyword: "मेरे पास योजना है",
      tier: 1,
      pattern:
        "मेरे पास (?:एक )?(?:योजना|प्लान) है|आज रात ही (?:वो रात है)?|mere (?:paas|pas) (?:ek )?plan (?:hai|h)|aaj raat hi",
      closes: "और तारीख|तारीख भी|aur (?:date|tareekh)",
    },
    {
      keyword: "मेरे पास योजना है",
      tier: 1,
      pattern:
        "(?:गोलियां|गोलियाँ|दवाइयां) जमा कर|(?<!बहुत )सारी (?:गोलियां|गोलियाँ) खा (?:लूंगा|लूंगी|ली)|(?:नींद की )?(?:पूरी )?शीशी खा ली|चिट्ठी लिख दी|छत पे खड़ा|कूदने वाला|कूदने वाली|रस्सी खरीद|(?:आखिरी|आख़िरी) (?:मैसेज|संदेश)|पुल पर खड़ी|पुल पर खड़ा|जा चुका होऊंगा|जा चुकी होऊंगी|(?:goliyan|goliya|dawai) jama|saari goliyan|poori sheeshi|neend ki goliyan kha|chitthi likh di|chhat (?:pe|par) khad[ai]|kudne wal[ai]|rassi khareed|(?:aakhri|akhri|aakhiri) (?:message|msg|sandesh)|khoon ruk (?:nahi|nhi) raha|gehra kaat|alvida (?:keh|kah) (?:diya|di)|din tay kar liya|tareekh tay",
      unless: "शादी|पार्टी|ट्रिप|shaadi|party|trip|exam",
    },
    {
      keyword: "यह अलविदा है",
      tier: 1,
      pattern:
        "(?:ye|yeh|yah) (?:alvida|alvidaa) (?:hai|h)|(?:ये|यह) अलविदा है|(?:kal|aaj raat) (?:se )?(?:main|mai|me) (?:yahan|yaha|yahaan) (?:nahi|nhi) (?:rahunga|rahungi|hounga|houngi)|कल (?:से )?मैं (?:यहाँ|यहां) नहीं (?:रहूंगा|रहूंगी|रहूँगा|रहूँगी)",
      unless: "college|school|trip|semester|shift|कॉलेज|ट्रिप|hostel|होस्टल",
    },
    {
      keyword: "मेरे पास योजना है",
      tier: 1,
      pattern: "waqt aa gaya|वक्त आ गया|समय आ गया|alvida|अलविदा",
      gate: "risk",
    },
    {
      keyword: "मेरे जाने के बाद",
      tier: 1,
      pattern:
        "(?:mujhe|मुझे) (?:ab )?(?:zarurat|jarurat|ज़रूरत|जरूरत) (?:nahi|नहीं) (?:padegi|पड़ेगी)|कितनी (?:गोलियां|गोलियाँ)(?: \\S+){0,3} (?:मर|मौत)|kitni goliyan(?: \\S+){0,3} mar|(?:mummy|maa|papa|मम्मी|माँ) (?:ko|को) (?:bolna|kehna|बोलना|कहना) (?:sorry|सॉरी|माफ)|(?:किसी|kisi) (?:पर|par) बोझ नहीं रहूंगा|bojh nahi rahunga|(?:mere|मेरे) (?:jaane|जाने) (?:ke|के) (?:baad|बाद)|(?:kam|sabse kam) dard wala tarika|सबसे कम दर्द|कोई फर्क नहीं पड़ेगा|फर्क नहीं पड़ेगा|(?:saman|saamaan|सामान) (?:baant|बांट)|पासवर्ड (?:डायरी|में)|मुझे कुछ हो जाए|(?:mujhse|मुझसे) (?:chutkara|छुटकारा) (?:mil|मिल)",
    },
    {
      keyword: "दुनिया से चले जाना",
      tier: 1,
      pattern: `(?:sona|so jana) (?:${WANT}) (?:hoon |hu )?aur kabhi na uth\\S*|कभी न उठूं|दुनिया (?:से|छोड़कर) चले? जाना|duniya (?:se|chhod ke) chale? ja|sab khatam kar (?:dena|dunga|dungi|du)|सब (?:खत्म|ख़त्म) कर (?:दूंगा|दूंगी|देना)|upar wale ke (?:paas|pas) ja|(?:dadi|nani|maa|papa) ke paas (?:jaana|jana)|(?:दादी|नानी|माँ|पापा) के पास जाना|hamesha ke liye so (?:jaunga|jaungi|jau)|हमेशा के लिए सो|exist (?:hi )?(?:nahi|nhi) karna|ab aur jeena (?:nahi|nhi)|chutkara chahiye|छुटकारा चाहिए`,
    },
    {
      keyword: "गोलियाँ सामने",
      tier: 1,
      pattern:
        "(?:goliyan|goliya|dawai|rassi|blade) (?:mere )?(?:saamne|samne|haath mein|paas) (?:rakhi|rakha|padi|pada|hai|hain)|(?:गोलियां|गोलियाँ|रस्सी|ब्लेड) (?:मेरे )?(?:सामने|हाथ में)|(?:रेल की )?पटरी पर (?:हूँ|हूं|खड़ा|खड़ी)|(?:railway |rail ki )?(?:patri|track) (?:pe|par) (?:hoon|hu|khada|khadi)|(?:आखिरी|आख़िरी) चिट्ठी|(?:aakhri|akhri) (?:chitthi|letter)|(?:aaj raat )?sab so (?:jayenge|jaayenge|jaenge) (?:tab|to) (?:kar|kar dunga|kar dungi)|सब सो जाएंगे तब|pul se kood (?:jaunga|jaungi|jau)|पुल से कूद",
    },
    {
      keyword: "दुनिया से चले जाना",
      tier: 1,
      pattern:
        "hamesha ke liye (?:sona|so jana)|हमेशा के लिए (?:सोना|सो जाना)|ज़िंदगी से निकल जाना|zindagi se nikal jana|हमेशा के लिए (?:खत्म|ख़त्म) करना|hamesha ke liye khatam|(?:is |iss )?duniya (?:mein|me) (?:ab )?(?:nahi|nhi) rehna|इस दुनिया में (?:अब )?नहीं रहना",
    },
    {
      keyword: "खुद को नुकसान",
      tier: 3,
      pattern:
        "khud ko (?:kaat|kata|chot|hurt|maar|mara)\\S*|(?:haath|hath|kalai) jala\\S*|(?:कट|kat) (?:के|ke) (?:निशान|nishaan|nishan)|खुद को (?:बार बार |तब तक )?(?:चोट|मार)\\S*",
      unless: "सब्ज़ी|सब्जी|खाना बना|sabzi|khana|galti se|गलती से",
    },
    {
      keyword: "दुनिया से चले जाना",
      tier: 1,
      pattern:
        "hamesha ke liye chal[ai] (?:jaunga|jaungi|jaana)|sab khatam karna (?:hai|h)|duniya (?:ko )?chhod (?:dunga|dungi|du|dena)|upar chal[ai] (?:jaunga|jaungi|jaana)|gayab ho jana (?:hai|h) hamesha|(?:wapas|vapas) (?:nahi|nhi|na) (?:aana|aaunga|aungi)|हमेशा के लिए आराम|(?:maa|papa|dadi|nani) ke (?:paas|pas) upar|existence (?:नहीं|nahi)|(?:zindagi|ज़िंदगी|जिंदगी) (?:khatam|खत्म|ख़त्म) ho (?:jaaye|jaye|जाए)|ज़िंदगी खत्म हो जाए",
    },
    {
      keyword: "आखिरी रात",
      tier: 1,
      pattern:
        "(?:ये|यह) मेरी (?:आखिरी|आख़िरी) रात|meri (?:aakhri|akhri) raat|goliyan gin|गोलियां गिन|subah tak mujhe koi nahi (?:dhundhega|dhoondhega)|सुबह तक मुझे कोई नहीं",
    },
    {
      keyword: "मेरे पास योजना है",
      tier: 1,
      pattern: "एक घंटे में कर (?:दूंगा|दूंगी)|ek ghante mein kar (?:dunga|dungi)",
      gate: "risk",
    },
    {
      keyword: "खुद को नुकसान",
      tier: 3,
      pattern:
        "कलाई पर (?:फिर से )?निशान|शार्पनर से ब्लेड|haath khurch\\S*|chot lagat[ai] (?:hoon|hu)|jahan koi na dekhe|khud ko kaatna",
    },
    {
      keyword: "जीने का कोई मतलब नहीं",
      tier: 2,
      pattern: `जीने का कोई (?:मतलब|फ़ायदा|फायदा|मकसद) नहीं|(?:ज़िंदगी|जिंदगी|मेरी ज़िंदगी) (?:बेकार|बेमानी) है|(?:jeene|jine) ka koi (?:matlab|fayda|maksad) (?:${NOT})|(?:zindagi|jindagi) ka koi (?:matlab|maqsad) (?:${NOT})|(?:ज़िंदगी|जिंदगी|zindagi|jindagi) (?:से|se) thak (?:gaya|gya|gayi|gyi)|(?:ज़िंदगी|जिंदगी) से थक (?:गया|गई)|kuch (?:${NOT}) badlega|kya fayda|क्या फायदा|हार मान ली|haar maan li|(?:zinda|जिंदा) kyun|क्यों जिंदा`,
    },
    {
      keyword: "मैं बोझ हूँ",
      tier: 2,
      pattern:
        "(?:सब|सबके|सबपर|परिवार|घरवालों) (?:पर|के लिए) (?:बोझ|भार)|बोझ हूं|बोझ हूँ|(?:bojh|boj) (?:hoon|hu|hun)|sab par bojh",
    },
    {
      keyword: "मेरे बिना सब बेहतर होंगे",
      tier: 2,
      pattern:
        "मेरे बिना (?:सब|सभी|सब लोग) (?:बेहतर|खुश)|mere bina sab (?:behtar|khush)|पता भी नहीं चलेगा|pata bhi (?:nahi|nhi) chalega|किसी को मेरी कमी नहीं|kisi ko meri kami",
    },
    {
      keyword: "बर्दाश्त नहीं होता",
      tier: 2,
      pattern:
        "(?:बर्दाश्त|सहन) नहीं (?:होता|हो रहा)|और नहीं सह (?:सकता|सकती)|(?:bardasht|bardaasht|sahan) (?:nahi|nhi) (?:hota|ho raha)|ab aur (?:nahi|nhi) (?:jhela|sehna|seh)|अब और नहीं",
    },
    {
      keyword: "बिलकुल अकेला",
      tier: 2,
      pattern:
        "(?:बिलकुल|बिल्कुल|एकदम) अकेल[ाी]|कोई उम्मीद नहीं|कोई रास्ता नहीं बचा|किसी को मेरी परवाह नहीं|कोई कीमत नहीं|किसी काम का नहीं|किसी काम की नहीं|bilkul akel[ai]|koi (?:raasta|rasta) (?:nahi|nhi) bacha|koi umeed (?:nahi|nhi)|kisi kaam ka (?:nahi|nhi)|phas[ai] hua|फंसा हुआ|फंसी हुई",
      unless: "सीज़न|सीजन|season|match|क्वालीफाई",
    },
    {
      keyword: "खुद को नुकसान",
      tier: 3,
      pattern:
        "(?:खुद|अपने आप) को (?:नुकसान|चोट|काट)|खुद को काटने|ब्लेड से|kalai kaat|sar (?:deewar|diwar) (?:pe|par) (?:maar|mar)\\S*|chot pahunch|(?:हाथ|कलाई|जांघ) (?:पर )?काट|काटती हूं|काटता हूं|khud ko (?:nuksan|nuksaan|chot|kaat|hurt|maarta|marta)|(?:haath|hath|kalai) kaat|jalata hoon|jalati hoon|noch(?:ti|ta)",
      unless: "सब्ज़ी|सब्जी|खाना बना|sabzi|khana",
    },
    {
      keyword: "बहुत सारी गोलियाँ",
      tier: 3,
      pattern:
        "बहुत (?:सारी |ज़्यादा |ज्यादा )?(?:गोलियाँ|गोलियां|दवाइयाँ|दवाइयां|दवा|दवाई) खा (?:ली|लीं|लिया|लिए)|ओवरडोज़|ओवरडोज",
    },
    {
      keyword: "पैनिक अटैक",
      tier: 3,
      pattern: "पैनिक अटैक|गायब हो जाना चाहत[ाीे]|काश मैं पैदा ही न होत[ाी]|gayab ho jana",
    },
    {
      keyword: "शोक",
      tier: 3,
      pattern:
        "निधन|गुज़र ग(?:ए|ई)|गुजर ग(?:ए|ई)|चल बस(?:े|ी)|अंतिम संस्कार|खो दिया|guzar (?:gaye|gayi|jaane)|chala gaya|chali gayi|mar gaya|mar gayi|suicide kar (?:li|liya)|ने आत्महत्या कर ली",
      gate: "grief",
    },
  ],
};
