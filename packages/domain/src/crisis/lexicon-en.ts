/** Reusable English pattern pieces for the phrase lists (regular-expression sources, natural spelling). */

export const SELF = "my ?self|myslef|mysef|myslf|meself";
export const OTHERS = "him ?self|her ?self|them ?selves|them ?self";
export const LAUGH = "lol|lmao|lmfao|haha\\w*|hehe\\w*|jk|just kidding|xd|😂|🤣|😅|😆|💀";

/** Innocent framings of listed phrases, each a safety decision recorded in decision 0012. */
export const INNOCENT = {
  killHyperbole:
    "kill\\w* (?:my ?self) (?:studying|working|over|with (?:work|homework|studying)|at (?:the gym|work|practice)|trying|to (?:finish|get|make|meet|study|pass))|killed my ?self laughing|kill my ?self laughing",
  wantToDie:
    "want\\w* to die (?:of|from) (?:boredom|embarrassment|shame|cringe|laughter|laughing|the cuteness|cuteness|jealousy)|want\\w* to die laughing|die (?:without|with regrets|before i (?:find|make|do|see|achieve|accomplish|have|get|know|travel))|die (?:old|happy|peacefully|in peace|knowing|fulfilled|doing)|die (?:my|his|her|their|your) hair",
  absence:
    "spending|staying|sleepover|night at|morning|appointment|dentist|doctor|trip|travel\\w*|flight|out of town|vacation|holiday|class|shift|conference|visit\\w*|wedding|interview|camp|retreat|exam|because|since i|game|tournament|work",
  physicalPain:
    "knee|back|tooth|teeth|head|stomach|leg|arm|foot|ankle|shoulder|neck|period|cramps|migraine|injur\\w*|surgery|marathon|dentist|wisdom|broken|sprain\\w*|burn",
  solo: "this weekend|fun|ideas|travel\\w*|trip|hike\\w*|hiking|solo|backpack\\w*|loved it|enjoy\\w*|explor\\w*|on my own and|adventure",
  philosophy:
    "camus|nihilis\\w*|philosoph\\w*|essay|absurd\\w*|argues?|wrote|book|quote|class|unless|sartre|existentialis\\w*",
  career: "major|project|career|course|class|degree|application|essay|job|business|what should i|switch",
  accident:
    "playing|during|practice|at (?:the )?(?:gym|work|training)|while (?:playing|running|skiing|cooking|lifting|working|hiking|climbing|dancing|training)|skiing|running|lifting|hiking|climbing|dancing|training|skating|surfing|cooking|accident\\w*|by accident|sprain\\w*|injur\\w*|fell|falling|tripped",
  cutting:
    "cutting (?:back|down|out|class\\w*|carbs|sugar|coupons|hair|my (?:own )?hair|costs|corners|ties|the|fabric|wood|paper|vegetables|onions|grass|school|weight|caffeine|it close|meat)",
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
} as const;
