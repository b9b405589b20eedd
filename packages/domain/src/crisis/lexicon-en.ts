/** Reusable English pattern pieces for the phrase lists (regular-expression sources, natural spelling). */

export const SELF = "my ?self|myslef|mysef|myslf|meself";
export const OTHERS = "him ?self|her ?self|them ?selves|them ?self";
export const LAUGH = "lol|lmao|lmfao|haha\\w*|hehe\\w*|jk|just kidding|xd|😂|🤣|😅|😆|💀";
/** A few words of any kind (bounded, so matching stays linear). */
export const GAP = "(?:\\S+ ){0,3}";
export const PILLS =
  "pills|meds|medication|medicine|tablets|painkillers|sleeping pills|tylenol|paracetamol|ibuprofen|advil|xanax|antidepressants|insulin|💊";
export const MEANS = `${PILLS}|rope|gun|knife|blade|razor|razors|noose|belt|bottle`;
/** Close people whose death someone may want to follow ("I want to go be with grandpa"). */
export const LOVED =
  "mom|mum|mother|mama|dad|father|papa|grandma|grandpa|granny|grandmother|grandfather|nana|nan|gran|brother|sister|son|daughter|baby|wife|husband|friend|best friend|bestie|boyfriend|girlfriend|partner|cousin|aunt|uncle|him|her|them";

/** Innocent framings of listed phrases, each a safety decision recorded in decisions 0013 and 0050. */
export const INNOCENT = {
  killHyperbole:
    "kill\\w* (?:my ?self) (?:studying|working|over|with (?:work|homework|studying)|at (?:the gym|work|practice)|trying|to (?:finish|get|make|meet|study|pass))|killed my ?self laughing|kill my ?self laughing",
  wantToDie:
    "(?:want\\w*|wish|going) to die (?:of|from) (?:boredom|embarrassment|shame|cringe|laughter|laughing|the cuteness|cuteness|jealousy|happiness)|want\\w* to die laughing|die (?:without|with regrets|before i (?:find|make|do|see|achieve|accomplish|have|get|know|travel))|die (?:old|happy|peacefully|in peace|knowing|fulfilled|doing)|(?:die|dye|di) (?:my|his|her|their|your|the|it|them|some) (?:hair|shirt|clothes|eyebrows|beard)|(?:die|dye) (?:it|them|my hair)|tie dye|hair dye",
  absence:
    "spending the|staying (?:at|with|over)|sleepover|(?:the )?night at|appointment|dentist|doctor|trip|travel\\w*|flight|out of town|vacation|holiday|(?:in|for|at|have|skip\\w*) (?:\\S+ )?class|shift|conference|visit\\w*|wedding|interview|camp|retreat|exam|tournament|at work|(?:for|have|got) work|moving|graduat\\w*|semester|abroad|no signal|no wifi|offline|phone (?:is|will) (?:be )?off|retreat|game (?:tomorrow|tonight|day)",
  physicalPain:
    "knee|back|tooth|teeth|head|stomach|leg|arm|foot|ankle|shoulder|neck|period|cramps|migraine|injur\\w*|surgery|marathon|dentist|wisdom|broken|sprain\\w*|burn|hip|wrist|muscle|physio",
  solo: "this weekend|(?:any )?fun ideas|any ideas|travel\\w*|trip|hike\\w*|hiking|solo|backpack\\w*|loved it|enjoy\\w*|explor\\w*|on my own and|adventure|(?:at|in) (?:the|my) (?:apartment|dorm room|house)",
  philosophy:
    "camus|nihilis\\w*|philosoph\\w*|essay|absurd\\w*|argues?|wrote|book|quote|class|unless|sartre|existentialis\\w*",
  career:
    "(?:with|in|for) (?:my|this|the) (?:current )?(?:major|project|career|course|class|degree|application|essay|business|thesis|startup)|what should i (?:switch|study|major|do)|switch (?:to|majors)",
  accident:
    "playing|during|practice|at (?:the )?(?:gym|work|training)|while (?:playing|running|skiing|cooking|lifting|working|hiking|climbing|dancing|training)|skiing|running|lifting|hiking|climbing|dancing|training|skating|surfing|cooking|accident\\w*|by accident|sprain\\w*|injur\\w*|fell|falling|tripped",
  cutting:
    "cutting (?:back|down|out|class\\w*|carbs|sugar|coupons|hair|my (?:own )?hair|costs|corners|ties|the|fabric|wood|paper|vegetables|onions|grass|school|weight|caffeine|it close|meat|footage|video\\w*|clips?|and editing|my losses|in line|teeth)|cutting (?:\\S+ )?(?:footage|video|clips|film|reel)",
  cutAccident:
    "cooking|shaving|chopping|slicing|by accident|accidentally|paper cut|kitchen|opening (?:a|the)|on (?:a|the|some) (?:glass|paper|can|fence|rock|nail|knife)",
  breakdown: "car|laptop|computer|engine|phone|over (?:which|what)|about (?:which|what)|choos\\w*|pick\\w*",
  losingMind: "trying to|over (?:which|what|this|these|the)|choos\\w*|pick\\w*|decid\\w*",
  overdosedOn:
    "(?:overdosed|overdosing|overdose) on (?:coffee|caffeine|sugar|netflix|candy|chocolate|tv|anime|energy drinks|red bull|cuteness|memes|kdramas|music|books|studying|work)",
  embarrassment: "embarrass\\w*|awkward|presentation|cringe|after (?:that|i|my)|tripped|so embarrassing",
  earlyWake:
    "early|for (?:class|school|work|the|my)|at \\d|\\d ?am|before noon|on (?:monday|mondays|weekends?)|morning (?:for|at)",
  tech: "laptop|computer|crash\\w*|save\\w*|file|game|data|backup|document|hard drive|phone|wifi|poker|casino|bet|match|final|essay|homework|draft",
  givenUp:
    "given up (?:on )?(?:sugar|meat|chocolate|coffee|caffeine|soda|alcohol|social media|instagram|tiktok|twitter|smoking|drinking|candy|sweets|junk food|gluten|dairy|carbs|netflix|gaming|video games)|for lent|given up trying to (?:choose|decide|pick|understand|figure|find|get)|given up on (?:the|that|this|my) (?:idea|plan|job|course|class|major|team|diet|project|app|draft|essay|book)",
  cantGoOn:
    "cant go on (?:the|a|an|this|that|our|his|her|their|your|vacation|holiday|stage|tour|break|leave|social|instagram|tiktok|twitter|campus|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|trips?|dates?|field trips?)",
  /** Things people give away for ordinary reasons. */
  givingAway:
    "moving|move out|abroad|declutter\\w*|minimalis\\w*|kondo|garage sale|yard sale|donat\\w*|charity|thrift|new (?:apartment|place|house)|graduat\\w*|dorm|outgrown|freshm[ae]n|upgrade\\w*|new one|spring cleaning",
  /** "Dead", "die" and "kill" in sport, games and gadgets. */
  deviceOrGame:
    "battery|phone|laptop|charger|car|engine|game|level|boss|character|respawn|lives|round|match|server|plant|fish tank",
  /** Being on a roof, bridge or ledge for an ordinary reason. */
  highPlace:
    "view|photo|pic|picture|sunset|sunrise|party|bar|garden|rooftop|hang ?out|picnic|studying|fix\\w*|repair\\w*|traffic|bus|car|driving|walking|way to|cycling|bike|run|jog|tour|lol|stars|fireworks|drone",
  /** A knife or a razor for an ordinary reason. */
  tools:
    "shav\\w*|cook\\w*|kitchen|chop\\w*|slic\\w*|legs|beard|craft|box|package|opening|art|carv\\w* (?:a|the|pumpkin|wood)",
} as const;
