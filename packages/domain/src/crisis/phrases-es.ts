import { toldSuicide } from "./context-lexicon.ts";
import type { CrisisPhraseList } from "./phrase-types.ts";

const IDIOM_DIE =
  "morir(?:me|se)? de (?:la )?(?:risa|verguenza|hambre|sueno|aburrimiento|ganas|calor|frio|amor|envidia|emocion|miedo|pena|curiosidad)|me muero (?:de|por)";
const PILLS =
  "pastillas|pildoras|medicamentos|medicinas|remedios|calmantes|clonazepam|paracetamol|ibuprofeno";

/** Spanish, as people write it in chat (accents optional, "q" for "que", "kiero"). */
export const spanishPhrases: CrisisPhraseList = {
  lang: "es",
  spaced: true,
  phrases: [
    {
      keyword: "quiero morirme",
      tier: 1,
      pattern:
        "(?:me quiero|quiero|quisiera|me voy a|voy a|tengo ganas de|ganas de|prefiero|necesito|deseo|me gustaria|solo quiero|me dan ganas de) morir(?:me)?|me quiero morir|ojala (?:me muera|me muriera|estuviera muert[oa]|no existiera)|(?:quiero|prefiero|preferiria|quisiera) estar muert[oa]|mejor (?:estar )?muert[oa]|me quiero morir ya",
      unless: IDIOM_DIE,
    },
    {
      keyword: "quiero matarme",
      tier: 1,
      pattern:
        "matarme|me (?:quiero|voy a|pienso|tengo que|quisiera) matar|me mato(?! (?:estudiando|trabajando|de))|suicidarme|me (?:quiero|voy a|pienso) suicidar|quitarme la vida|(?:acabar|terminar) con mi vida|me (?:voy a|quiero) quitar la vida|desvivir(?:me)?|auto ?desvivirme|hacerme (?:el )?unalive",
      unless:
        "matarme (?:estudiando|trabajando|entrenando|de risa)|mi (?:mama|mamá|papa|jefe|profe) me va a matar",
    },
    {
      keyword: "suicidio",
      tier: 1,
      pattern:
        "suicid\\w*|matarse|se (?:quiere|va a) (?:matar|suicidar|morir)|quitarse la vida|quiere morir(?:se)?",
      general: true,
      unless: `(?:prevencion|campana|tasa|tasas|estadisticas) (?:del |de )?suicidio|${toldSuicide}`,
    },
    {
      keyword: "no quiero vivir",
      tier: 1,
      pattern:
        "(?:ya )?no quiero (?:seguir )?(?:vivir|viviendo)|no quiero estar viv[oa]|no quiero vivir mas|ya no quiero (?:existir|estar viv[oa])",
    },
    {
      keyword: "acabar con todo",
      tier: 1,
      pattern:
        "acabar con todo|terminar con todo|acabar con esto (?:de una vez|para siempre)|(?:este es|es) mi ultimo mensaje|adios para siempre|me despido (?:de todos|para siempre)|me despedi de (?:mi|mis|todos)|esto es (?:un )?adios|(?:manana )?ya no voy a estar (?:aqui|mas|aca)|manana (?:ya )?no (?:voy a estar|estare)|cuando (?:lean|leas|vean|veas) esto(?: ya)?|ya no (?:estare|voy a estar)(?: aqui| mas)?",
      unless:
        "hasta (?:manana|luego|pronto)|nos vemos|vacaciones|viaje|clase|semestre|graduacion|(?:adios|despido) (?:al|a la) (?:escuela|prepa|universidad)",
    },
    {
      keyword: "tengo un plan",
      tier: 1,
      pattern: "(?:ya )?tengo un plan|esta noche es la noche",
      closes:
        "y (?:ya )?(?:elegi|tengo|escogi|una|un) (?:el |la )?(?:dia|fecha)|para (?:esta noche|matarme|morir|hacerlo)|ya (?:esta|es) decidido",
    },
    {
      keyword: "tengo un plan",
      tier: 1,
      pattern:
        "ya (?:elegi|escogi|decidi) (?:el dia|la fecha|como)|ya tengo todo (?:listo|preparado|planeado)|ya se como (?:y cuando|lo voy a hacer)|ya (?:lo )?decidi(?:, | )(?:esta noche|manana)",
      unless: "viaje|fiesta|boda|cumple|mudanza|examen|carrera|universidad|vacaciones",
    },
    {
      keyword: "tengo un plan",
      tier: 1,
      pattern: "ya es hora|llego la hora|es el momento|adios|me despido",
      gate: "risk",
    },
    {
      keyword: "pastillas",
      tier: 1,
      pattern: `(?:${PILLS}) (?:juntadas|guardadas|listas|contadas)|(?:junte|guarde|tengo guardadas|he juntado) (?:todas )?(?:las |mis )?(?:${PILLS})|me (?:las )?(?:voy a )?tom(?:o|ar) todas|me tome (?:todo el frasco|todas las (?:${PILLS})|la caja entera|toda la caja|el frasco entero)|(?:cuantas|cuantos) (?:${PILLS})(?: \\S+){0,3} (?:para morir|hacen falta|matan|son mortales|es mortal)|dosis (?:letal|mortal)`,
    },
    {
      keyword: "voy a saltar",
      tier: 1,
      pattern:
        "(?:voy a|quiero|me voy a) (?:saltar|tirarme|aventarme|lanzarme|colgarme|ahorcarme)|me (?:voy a|quiero) (?:tirar|aventar|lanzar|colgar|ahorcar)|estoy en (?:la azotea|el techo|el puente|la orilla|el borde)(?: \\S+){0,4} (?:saltar|tirarme)|compre una (?:cuerda|soga|navaja)|ojala me (?:atropell\\w+|pase algo)|me voy a tirar (?:del|de un|desde|por|al|a las vias)",
      unless: "piscina|alberca|paracaidas|bungee|tirolesa|a la cama|al sofa",
    },
    {
      keyword: "sangrando",
      tier: 1,
      pattern: "(?:no para|no deja) de sangrar|me corte (?:muy |demasiado )?(?:profundo|hondo)",
    },
    {
      keyword: "cuando ya no esté",
      tier: 1,
      pattern:
        "diganle a (?:mi|mis) \\S+ que (?:l[oa]s? )?(?:quiero|amo|siento|perdon)|(?:cuando|despues de que) (?:yo )?(?:no este|ya no este|me haya ido|me muera|me vaya)|cuiden (?:a|de) mi (?:perro|gato|perrito|gatito|mascota)|(?:ya )?no (?:los|las|la|lo) voy a necesitar|no me van a hacer falta|regale (?:mi|mis|todas mis) \\S+(?: \\S+){0,6} (?:necesitar|falta)|(?:estoy )?regalando (?:todas )?mis cosas|forma menos dolorosa|manera menos dolorosa|(?:como|formas? de) (?:matarse|suicidarse|morir sin dolor)|pronto (?:ya )?nada (?:de esto )?(?:va a importar|importara)|pronto ya no (?:voy a ser|sere) una carga|(?:mi familia|todos|mis papas|mis padres) (?:por fin )?(?:va|van) a estar (?:tranquil\\w+|mejor|en paz|bien) sin mi|(?:deje|dejo) (?:mis |las )?contrasenas|por si me pasa algo|(?:escribi|deje|tengo) (?:las |unas )?cartas (?:para|a) (?:mi|mis) (?:familia|papas|padres|mama|papa|hermanos?|hermanas?|amigos)",
      unless:
        "vacaciones|viaje|mudanza|me mudo|intercambio|donar|donacion|beca|examen|navidad|cumpleanos|aniversario|boda",
    },
    {
      keyword: "irme de este mundo",
      tier: 1,
      pattern:
        "(?:me quiero|quiero|quisiera) ir(?:me)? de este mundo|irme de este mundo|(?:me quiero|quiero) ir para siempre|irme para siempre|reunirme con mi \\S+|(?:lista|listo) para irme|descansar para siempre",
    },
    {
      keyword: "no quiero despertar",
      tier: 3,
      pattern:
        "dormir y no despertar|no despertar (?:nunca|mas|jamas)|quisiera no despertar|dormir para siempre",
    },
    {
      keyword: "pastillas",
      tier: 1,
      pattern: `(?:tengo )?(?:las |mis |todas las )?(?:${PILLS}|cuerda|navaja|cuchilla|pistola) (?:en la mano|en las manos|frente a mi|delante de mi|aqui conmigo|listas?)|(?:me tome|me trague|tome) (?:todas|todos) (?:mis|las|los) (?:${PILLS})(?: \\S+){0,3}|(?:me tome|me trague) todo(?: \\S+){0,3} (?:hace|ya)`,
    },
    {
      keyword: "voy a saltar",
      tier: 1,
      pattern:
        "estoy en (?:las vias|los rieles|la via) del (?:tren|metro)|(?:me voy a|voy a) (?:aventar|tirar|lanzar) (?:del|de un|desde el) (?:puente|edificio|techo|balcon)",
    },
    {
      keyword: "cuando ya no esté",
      tier: 1,
      pattern:
        "(?:escribi|deje|tengo) (?:mi |una |la )?carta de despedida|carta de despedida (?:esta )?(?:en|sobre)|(?:esta noche |manana )?cuando (?:todos|todo el mundo|mis papas|mis padres) (?:se )?(?:duerman|esten dormidos|se vayan)(?: \\S+){0,3} (?:lo voy a hacer|lo hago|me voy)|lo voy a hacer esta noche",
      unless: "fiesta|sorpresa|regalo|escaparme|salir|peli",
    },
    {
      keyword: "irme de este mundo",
      tier: 1,
      pattern:
        "(?:me quiero|quiero|quisiera) ir (?:de aqui )?(?:para siempre|de la vida)|(?:ya )?no quiero (?:seguir|estar) en este mundo|(?:quiero|ya quiero) que todo se acabe(?: \\S+)? para siempre|(?:quiero )?dormirme para siempre",
    },
    {
      keyword: "me corto",
      tier: 3,
      pattern:
        "me (?:sigo |volvi a |estoy )?(?:corto|corte|cortando|cortar|quemo|queme|quemando|quemar|pego|golpeo|golpee|golpeando|lastimo|lastime|lastimando|hago dano|hice dano|haciendo dano|hiero|heri|hiriendo|arano|rasguno)|cortes (?:nuevos )?en (?:los |las |mis )?(?:brazos|piernas|munecas|muslos)",
      unless:
        "pelo|cabello|unas|flequillo|papel|cocinando|cuchillo de cocina|fleco|horno|estufa|sarten|sol|jugando|partido|me pego (?:mi|el|la|un)|me pegaron|me pego el",
    },
    {
      keyword: "irme de este mundo",
      tier: 1,
      pattern:
        "(?:descansar|dormir|dormirme) para siempre|(?:irme|ir|me quiero ir|quiero irme) y no (?:volver|regresar)(?: nunca)?|(?:con|junto a) (?:mi )?(?:mama|papa|abuel[oa]|herman[oa]|madre|padre)(?: \\S+){0,2} (?:al|en el) cielo|(?:que )?(?:se acabe|termine|acabe) mi vida|mi vida (?:se acabe|termine)",
    },
    {
      keyword: "última noche",
      tier: 1,
      pattern:
        "(?:esta es |es )?mi ultima noche(?! (?:en|de|aqui|con))|contando las (?:pastillas|pildoras)|nadie me va a encontrar hasta|(?:con|tengo) (?:la|una) (?:navaja|cuchilla) (?:y|en)",
      unless: "viaje|vacaciones|intercambio|en casa|campamento",
    },
    {
      keyword: "tengo un plan",
      tier: 1,
      pattern: "lo hago (?:en una hora|esta noche|a las \\d+)",
      gate: "risk",
    },
    {
      keyword: "tengo un plan",
      tier: 1,
      pattern:
        "(?:ya )?tome la decision(?: \\S+){0,3} hoy es el dia|(?:ya )?no (?:quiero|voy a) bajar(?: de aqui)?",
      unless: "examen|boda|cumple|viaje|carrera|universidad|escaleras|montana",
    },
    { keyword: "tengo un plan", tier: 1, pattern: "hoy es el dia", closes: "ya lo decidi|adios" },
    {
      keyword: "me corto",
      tier: 3,
      pattern:
        "(?:esconder|escondo|tapo|tapar) (?:los |mis )?(?:cortes|cicatrices|marcas)|mangas largas para (?:tapar|esconder)|(?:munecas|brazos|piernas) marcad[oa]s|me marque (?:los brazos|las munecas|las piernas)|cuchilla del sacapuntas|sacapuntas (?:para|por) la cuchilla|moretones donde nadie|me autolesione",
    },
    {
      keyword: "me corto",
      tier: 3,
      pattern:
        "me (?:estoy|estaba|sigo|segui) (?:cortando|lastimando|haciendo dano|quemando|golpeando|hiriendo|pegando|arañando|aranando)|(?:necesito|quiero|quisiera|voy a|tengo ganas de|ganas de|pienso en|me dan ganas de) (?:cortarme|lastimarme|hacerme dano|quemarme|golpearme|herirme|pegarme|aranarme)",
      unless: "pelo|cabello|unas|flequillo|papel|cocinando|horno|sol|jugando|partido|sin querer",
    },
    {
      keyword: "estarían mejor sin mí",
      tier: 2,
      pattern:
        "(?:estarian|estaria|estaran|vivirian|estarian todos|serian) (?:mas felices|mejor) sin mi|mejor sin mi|mejor si (?:yo )?no (?:existiera|estuviera|existo)|nadie (?:notaria|se daria cuenta|me extranaria|lo notaria)(?: si)?",
    },
    {
      keyword: "soy una carga",
      tier: 2,
      pattern: "soy (?:una|un) (?:carga|estorbo|peso)|solo soy (?:una carga|un estorbo)",
    },
    {
      keyword: "no hay salida",
      tier: 2,
      pattern:
        "no (?:hay|tengo|veo|le veo) (?:ninguna )?salida|(?:me siento )?atrapad[oa](?! en (?:el trafico|el trabajo|clase))",
    },
    {
      keyword: "no aguanto más",
      tier: 2,
      pattern:
        "no aguanto mas|ya no aguanto|no puedo mas|ya no puedo mas|no lo soporto mas|(?:ya )?no puedo seguir(?: asi| viviendo| adelante)?|no puedo con (?:esto|mi vida)|ya no puedo con mi vida",
      unless: "ganas|emocion|esperar|ansias|calor|hambre",
    },
    {
      keyword: "no tiene sentido vivir",
      tier: 2,
      pattern:
        "no tiene sentido (?:seguir )?(?:vivir|viviendo)|la vida no tiene sentido|mi vida no tiene sentido|no le veo sentido a (?:nada|la vida|vivir)|nada tiene sentido|no vale la pena vivir|no tengo (?:razones|motivos|razon|motivo) para vivir|para que seguir|no se para que sigo (?:aqui|viv[oa])|nada va a cambiar nunca|nunca va a cambiar nada",
    },
    {
      keyword: "me siento completamente solo",
      tier: 2,
      pattern:
        "(?:completamente|totalmente) sol[oa]|a nadie le importo|nadie me quiere|nadie se preocupa por mi|no le importo a nadie",
    },
    {
      keyword: "sin esperanza",
      tier: 2,
      pattern:
        "(?:estoy |me siento |vivo )?sin esperanza|no tengo esperanza|perdi (?:toda )?(?:la )?esperanza|no valgo nada|soy un fracaso|no sirvo para nada|(?:hart|cansad)[oa] de vivir|(?:ya )?me rendi|vaci[oa] (?:y sin|por dentro)|estoy vaci[oa]",
      unless: "caso perdido|examen|partido|equipo|temporada|clasificar",
    },
    {
      keyword: "me corto",
      tier: 3,
      pattern:
        "me corto|cortarme|me estoy cortando|me he cortado|me corte (?:los brazos|las munecas|las piernas|otra vez)|me corto (?:los brazos|las piernas|las munecas)",
      unless: "pelo|cabello|unas|flequillo|papel|cocinando|cuchillo de cocina|fleco|cabelo|capelli",
    },
    {
      keyword: "autolesión",
      tier: 3,
      pattern:
        "autolesi\\w*|me hago dano|hacerme dano|lastimarme|me lastimo|me hago (?:cortes|heridas)|me (?:rasguno|arano) (?:la piel )?hasta|me golpeo la cabeza|ganas de cortarme|volvi a cortarme|me quemo (?:los brazos|la piel|con)|me rasguno|me rascu\\w* hasta|me pego (?:cuando|a mi mism[oa])|me golpeo|me castigo|hasta sangrar",
      unless: "jugando|entrenando|partido|accidente|cocinando",
    },
    {
      keyword: "demasiadas pastillas",
      tier: 3,
      pattern: `(?:tome|me tome|me he tomado) (?:demasiadas|muchas|un monton de) (?:${PILLS})|sobredosis`,
    },
    {
      keyword: "ojalá no hubiera nacido",
      tier: 3,
      pattern: "ojala no hubiera nacido|desearia no haber nacido|no debi haber nacido",
    },
    {
      keyword: "quiero desaparecer",
      tier: 3,
      pattern:
        "quiero desaparecer|desaparecer para siempre|no quiero despertar(?:me)?|dejar de existir|quiero dejar de existir",
      unless: "verguenza|jaja\\w*|jeje\\w*",
    },
    {
      keyword: "ataque de pánico",
      tier: 3,
      pattern: "ataque de panico|crisis de ansiedad|estoy perdiendo la cabeza",
    },
    {
      keyword: "duelo",
      tier: 3,
      pattern:
        "murio|fallecio|se murio|perdi a mi|funeral|velorio|luto|duelo|se quito la vida|se suicido|el entierro",
      gate: "grief",
    },
  ],
};
