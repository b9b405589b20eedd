import type { CrisisPhraseList } from "./phrase-types.ts";

/** Spanish, as people write it in chat (accents optional, "q" for "que"). */
export const spanishPhrases: CrisisPhraseList = {
  lang: "es",
  spaced: true,
  phrases: [
    {
      keyword: "quiero morirme",
      tier: 1,
      pattern:
        "(?:me quiero|quiero|quisiera|me voy a|voy a|tengo ganas de|ganas de|prefiero) morir(?:me)?|me quiero morir|ojalá (?:me muera|estuviera muerto|estuviera muerta)",
      unless:
        "morir(?:me)? de (?:la )?(?:risa|vergüenza|hambre|sueño|aburrimiento|ganas|calor|frío|amor|envidia|emoción)",
    },
    {
      keyword: "quiero matarme",
      tier: 1,
      pattern:
        "matarme|me (?:quiero|voy a|voy a|pienso) matar|suicidarme|me (?:quiero|voy a) suicidar|quitarme la vida|acabar con mi vida|terminar con mi vida",
      unless: "matarme (?:estudiando|trabajando|entrenando|de risa)",
    },
    {
      keyword: "suicidio",
      tier: 1,
      pattern: "suicid\\w*|matarse|se (?:quiere|va a) matar|quitarse la vida",
      general: true,
    },
    {
      keyword: "no quiero vivir",
      tier: 1,
      pattern:
        "(?:ya )?no quiero (?:seguir )?vivir|no quiero vivir más|no quiero seguir viviendo|no quiero estar vivo|no quiero estar viva",
    },
    {
      keyword: "acabar con todo",
      tier: 1,
      pattern:
        "acabar con todo|terminar con todo|(?:este es|es) mi último mensaje|adiós para siempre|me despido de todos|regalando mis cosas",
    },
    {
      keyword: "tengo un plan",
      tier: 1,
      pattern: "tengo un plan|ya tengo todo (?:listo|preparado)|esta noche es la noche|ya es hora",
      gate: "risk",
    },
    {
      keyword: "estarían mejor sin mí",
      tier: 2,
      pattern:
        "(?:estarían|estarian|estaría|estarian todos|estarán|vivirían) mejor sin mí|mejor sin mí|mejor si (?:yo )?no (?:existiera|estuviera|existo)",
    },
    {
      keyword: "soy una carga",
      tier: 2,
      pattern: "soy (?:una|un) (?:carga|estorbo|peso)|solo soy una carga",
    },
    { keyword: "no hay salida", tier: 2, pattern: "no (?:hay|tengo|veo|le veo) (?:ninguna )?salida" },
    {
      keyword: "no aguanto más",
      tier: 2,
      pattern:
        "no aguanto más|ya no aguanto|no puedo más|ya no puedo más|no lo soporto más|(?:ya )?no puedo seguir(?: así| viviendo| adelante)?",
      unless: "ganas|emoción|esperar|ansias",
    },
    {
      keyword: "no tiene sentido vivir",
      tier: 2,
      pattern:
        "no tiene sentido vivir|la vida no tiene sentido|mi vida no tiene sentido|no vale la pena vivir|no tengo (?:razones|motivos|razón) para vivir|nada tiene sentido",
    },
    {
      keyword: "me siento completamente solo",
      tier: 2,
      pattern:
        "(?:completamente|totalmente) sol[oa]|a nadie le importo|nadie me quiere|nadie se preocupa por mí|no le importo a nadie",
    },
    {
      keyword: "sin esperanza",
      tier: 2,
      pattern: "sin esperanza|no tengo esperanza|perdí toda esperanza|no valgo nada|soy un fracaso total",
    },
    {
      keyword: "me corto",
      tier: 3,
      pattern:
        "me corto|cortarme|me estoy cortando|me he cortado|me cort[eé] (?:los brazos|las muñecas|las piernas)",
      unless: "pelo|cabello|uñas|flequillo|papel|cocinando|cuchillo de cocina",
    },
    {
      keyword: "autolesión",
      tier: 3,
      pattern: "autolesi\\w*|me hago daño|hacerme daño|lastimarme|me lastimo|me hago cortes",
    },
    {
      keyword: "demasiadas pastillas",
      tier: 3,
      pattern:
        "(?:tomé|tome|me tomé|me tome|me he tomado) (?:demasiadas|muchas|un montón de) (?:pastillas|pildoras|píldoras)|sobredosis",
    },
    {
      keyword: "ojalá no hubiera nacido",
      tier: 3,
      pattern: "ojalá no hubiera nacido|desearía no haber nacido|no debí haber nacido",
    },
    {
      keyword: "quiero desaparecer",
      tier: 3,
      pattern: "quiero desaparecer|desaparecer para siempre|no quiero despertar(?:me)?",
      unless: "vergüenza|jaja\\w*|jeje\\w*",
    },
    {
      keyword: "ataque de pánico",
      tier: 3,
      pattern: "ataque de pánico|crisis de ansiedad|estoy perdiendo la cabeza",
    },
    {
      keyword: "duelo",
      tier: 3,
      pattern: "murió|falleció|se murió|perdí a mi|funeral|velorio|luto|duelo",
      gate: "grief",
    },
  ],
};
