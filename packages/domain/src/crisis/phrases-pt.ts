import { toldSuicide } from "./context-lexicon.ts";
import type { CrisisPhraseList } from "./phrase-types.ts";

const PILLS = "remedios|remedio|comprimidos|pilulas|cartela|cartelas|calmantes|rivotril|paracetamol|dipirona";

/** Portuguese (Brazil and Portugal), accents optional, internet shortcuts (vc, pq, n, tô = to). */
export const portuguesePhrases: CrisisPhraseList = {
  lang: "pt",
  spaced: true,
  phrases: [
    {
      keyword: "quero morrer",
      tier: 1,
      pattern:
        "(?:quero|queria|qro|vou|to com vontade de|vontade de|prefiro|preciso|so quero) (?:\\S+ )?(?:morrer|morre|morer|morreer)|quero morrer|(?:queria|quero|preferia|prefiro) (?:estar|ta|tar) mort[oa]",
      unless: "morrer de (?:rir|fome|vergonha|sono|tedio|calor|frio|saudade|vontade)|morrendo de",
    },
    {
      keyword: "vou me matar",
      tier: 1,
      pattern:
        "me matar|me mato(?! (?:de|estudando|estudiando|trabajando|trabalhando))|vou me mata|me suicid\\w*|(?:acabar|terminar) com (?:a )?minha vida|tirar (?:a )?minha (?:propria )?vida|me jogar (?:da|de|do|na frente)|me enforcar|me desvivir",
      unless: "minha mae vai me matar|essa prova|me matar de rir",
    },
    {
      keyword: "suicídio",
      tier: 1,
      pattern: "suicid\\w*|se matar|tirar a propria vida|se mata",
      general: true,
      unless: `setembro amarelo|prevencao|campanha|${toldSuicide}`,
    },
    {
      keyword: "não quero mais viver",
      tier: 1,
      pattern:
        "(?:nao|n) quero mais viver|nao quero (?:mais )?(?:viver|existir|estar vivo|estar viva)|n quero viver|nao aguento mais viver|cansad[oa] de viver",
    },
    {
      keyword: "isso é um adeus",
      tier: 1,
      pattern:
        "(?:isso|isto|esse) e um adeus|adeus (?:pra sempre|a todos)|(?:essa|esta) e (?:a )?minha ultima mensagem|amanha (?:eu )?nao vou (?:estar|tar) mais aqui|nao vou estar mais aqui|quando (?:voces|vc|você) (?:lerem|ler) isso|(?:ja )?vou ter ido|me despedi (?:da|do|de)|escrevi cartas (?:pra|para) (?:minha|meu|meus)",
      unless: "ferias|viagem|intercambio|mudanca|formatura|ate amanha|semestre",
    },
    {
      keyword: "eu tenho um plano",
      tier: 1,
      pattern: "(?:eu )?tenho um plano|hoje a noite e a noite|e hoje a noite",
      closes: "e uma data|pra (?:hoje|acabar|morrer|me matar)|ja decidi",
    },
    {
      keyword: "eu tenho um plano",
      tier: 1,
      pattern:
        "(?:ja )?escolhi (?:o dia|a data)|(?:ja )?ta tudo (?:pronto|planejado)|ja decidi (?:o dia|como)",
      unless: "festa|viagem|casamento|prova|vestibular|aniversario|mudanca",
    },
    { keyword: "eu tenho um plano", tier: 1, pattern: "chegou a hora|e agora|adeus", gate: "risk" },
    {
      keyword: "remédios",
      tier: 1,
      pattern: `(?:juntei|guardei|juntando|guardando) (?:todos )?(?:os |meus )?(?:${PILLS})|(?:tomei|engoli) (?:a )?(?:cartela|caixa|caixinha|vidro) (?:inteira|inteiro|toda|todo)|(?:tomei|engoli) (?:todos|todas) (?:os|as|meus|minhas)|(?:hoje a noite |hj a noite )?(?:eu )?tomo tudo|(?:quantos|quantas) (?:${PILLS})(?: \\S+){0,4} (?:matam|mata|pra morrer|e fatal)|dose (?:letal|fatal)`,
    },
    {
      keyword: "vou pular",
      tier: 1,
      pattern:
        "vou pular|(?:to|estou|tô) (?:no|na) (?:terraco|telhado|ponte|beirada|laje)(?: \\S+){0,5}|comprei uma corda|(?:me )?cortei (?:fundo|profundo) demais|nao para de sangrar",
      unless: "piscina|paraquedas|bungee|vista|foto|por do sol|festa|churrasco|corda de pular",
    },
    {
      keyword: "quando eu não estiver mais aqui",
      tier: 1,
      pattern:
        "diz (?:pra|para|a) minha \\S+ que (?:eu )?(?:sinto muito|amo|desculpa)|quando eu (?:nao )?estiver mais aqui|cuidem do meu (?:gato|cachorro)|nao vou mais precisar|dei (?:meu|minha|meus|minhas) \\S+(?: \\S+){0,6} precisar|(?:to |estou )?doando (?:todas )?(?:as )?minhas coisas|jeito menos doloroso|forma menos dolorosa|(?:logo )?nada disso vai importar|(?:logo )?(?:eu )?nao vou ser mais um peso|(?:minha familia|todo mundo|meus pais) (?:finalmente )?(?:vai|vao) ficar livre(?:s)? de mim|deixei minhas senhas|caso aconteca alguma coisa comigo",
      unless: "ferias|viagem|mudanca|brecho|doacao|caridade|bazar",
    },
    {
      keyword: "quero sumir",
      tier: 1,
      pattern:
        "(?:quero|queria|qro) sumir (?:desse|deste) mundo|sumir pra sempre|(?:deixar|parar) de existir|(?:ir|quero ir) embora (?:pra sempre|desse mundo)|(?:ir )?encontrar (?:minha|meu) \\S+(?: \\S+){0,5} (?:sem (?:ela|ele)|aqui)|dar um fim (?:nisso|em tudo|a tudo)|acabar com tudo|(?:pronta|pronto) pra partir",
    },
    {
      keyword: "não quero acordar",
      tier: 3,
      pattern: "dormir e nao acordar|nao (?:quero )?(?:mais )?acordar|dormir pra sempre",
    },
    {
      keyword: "remédios",
      tier: 1,
      pattern: `(?:to|tô|estou) com (?:os |meus )?(?:${PILLS}|corda|faca|lamina) na mao|(?:os |meus )?(?:${PILLS}) (?:na minha frente|do meu lado|prontos)|tomei tudo(?: \\S+){0,3}|(?:to|tô|estou) nos trilhos|(?:carta de despedida|carta de adeus)|(?:hoje de noite|hoje a noite|hj a noite) quando todo mundo (?:dormir|estiver dormindo)|quando todo mundo dormir (?:eu )?(?:faco|vou fazer)`,
      unless: "festa|surpresa|presente|sair escondid\\w*",
    },
    {
      keyword: "quero sumir",
      tier: 1,
      pattern:
        "(?:quero|queria) ir embora (?:dessa|desta) vida|(?:quero|queria) que tudo acabe de vez|nao quero mais (?:estar|ficar) (?:nesse|neste) mundo|me jogar do (?:predio|prediO|telhado|viaduto)",
    },
    {
      keyword: "me corto",
      tier: 3,
      pattern:
        "(?:continuo |to |tô |estou )?me (?:machucando|machuquei|machuco|cortei|cortando|queimei|queimo|queimando|bato|batendo|ferindo|feri|arranhando)|cortes (?:novos )?n(?:as|os) (?:pernas|bracos|coxas|pulsos)",
      unless:
        "cabelo|franja|unha|cozinhando|papel|jogando|treino|pelo|cabello|unas|capelli|forno|fogao|sol|sem querer",
    },
    {
      keyword: "quero sumir",
      tier: 1,
      pattern:
        "ir e (?:nao|nunca) voltar|nunca mais voltar|(?:descansar|dormir) pra sempre|(?:com|junto d[ao]) (?:minha|meu) \\S+ no ceu|(?:que )?minha vida (?:acabe|termine)|nao quero mais existir",
    },
    {
      keyword: "última noite",
      tier: 1,
      pattern:
        "(?:essa e |e )?minha ultima noite(?! (?:em|no|na|aqui|com))|contando os (?:comprimidos|remedios)|ninguem vai me achar (?:ate|antes)",
      unless: "viagem|ferias|intercambio|em casa",
    },
    {
      keyword: "eu tenho um plano",
      tier: 1,
      pattern: "vou fazer (?:isso )?(?:daqui uma hora|hoje a noite|as \\d+)",
      gate: "risk",
    },
    {
      keyword: "me corto",
      tier: 3,
      pattern:
        "pulsos (?:tao |estao )?marcados|lamina do apontador|risquei o braco|hematomas onde ninguem|me automutilei",
    },
    {
      keyword: "me corto",
      tier: 3,
      pattern:
        "me (?:belisco|mordo|puno|mutilo|firo|fero|coco|soco|arranho|queimo|corto|bato|machuco) (?:ate|quando|desde|de proposito|toda|todo|pra)|soco na parede|lamina n[oa] (?:braco|pulso|perna|coxa)|esconder (?:os |as |meus |minhas )?(?:cortes|cicatrizes|marcas)|escondo (?:os |as )?(?:cortes|cicatrizes|marcas)|cicatrizes n(?:os|o|as) (?:bracos|braco|pulsos|pernas)|ate (?:sangrar|ferir|ficar roxo)|arranco a pele",
      unless: "cabelo|unha|sem querer|cozinhando|jogando|treino|de rir",
    },
    {
      keyword: "me corto",
      tier: 3,
      pattern:
        "(?:to|tô|tou|estou|tava|estava|fico|ficava) me (?:cortando|machucando|queimando|ferindo|batendo|mordendo|arranhando|mutilando|beliscando)|(?:preciso|quero|queria|vou|tenho vontade de|to com vontade de|sinto vontade de|vontade de|pensando em) me (?:cortar|machucar|queimar|ferir|bater|morder|arranhar|mutilar)|me (?:cortando|machucando|queimando|ferindo|batendo|mordendo|arranhando|mutilando|beliscando) (?:escondid\\w*|de novo|toda|todo)",
      unless: "cabelo|unha|sem querer|cozinhando|jogando|treino|de rir|de fome",
    },
    {
      keyword: "ficariam melhor sem mim",
      tier: 2,
      pattern:
        "melhor sem mim|ninguem (?:ia|iria|vai) (?:perceber|notar|sentir (?:minha )?falta)(?: \\S+){0,3}|ngm (?:ia|vai) (?:perceber|notar)",
    },
    { keyword: "sou um peso", tier: 2, pattern: "(?:sou|eu sou) (?:um|uma) (?:peso|fardo|estorvo)" },
    {
      keyword: "não vejo saída",
      tier: 2,
      pattern:
        "nao (?:vejo|tem|ha|tenho) (?:nenhuma )?saida|(?:me sinto|to|estou|sinto) pres[oa](?! no transito)|sem saida",
    },
    {
      keyword: "não aguento mais",
      tier: 2,
      pattern:
        "(?:nao|n) aguento mais|nao dou mais conta|nao suporto mais|nao consigo mais (?:viver|continuar)",
      unless: "ansiedade pra|de ansiedade|esperar|de vontade",
    },
    {
      keyword: "não faz sentido viver",
      tier: 2,
      pattern:
        "nao faz sentido (?:continuar )?(?:viver|vivendo)|nao vejo sentido (?:em|na|de) (?:viver|vida|nada)|(?:completamente|totalmente|muito) sozinh[oa](?! (?:em casa|na viagem))|(?:a|minha) vida nao tem sentido|nada (?:nunca )?vai mudar|pra que continuar|nao sei (?:por|pra) que (?:ainda )?(?:to|estou) aqui|sem esperanca|(?:eu )?nao valho nada|nao sirvo pra nada|desisti de tudo|(?:me sinto )?vazi[oa]|cansad[oa] de (?:tudo|viver)",
      unless: "temporada|jogo|time|classificar|prova|vestibular",
    },
    {
      keyword: "me corto",
      tier: 3,
      pattern:
        "me cort(?:o|ar|ando|ei)|(?:faco|faço) cortes|bato a cabeca|me machuquei de proposito|vontade de me cortar|(?:tô|to|estou) me cortando|corto (?:os|as|meus|minhas) (?:bracos|pulsos|coxas|pernas)|automutil\\w*|me machuc(?:o|ar|ando) (?:de proposito|pra)|me machuco|queimo (?:meus|os) bracos|me arranho|ate sangrar|me bato|autolesao",
      unless: "cabelo|franja|unha|cozinhando|papel|jogando|treino|pelo|cabello|unas|capelli",
    },
    {
      keyword: "muitos remédios",
      tier: 3,
      pattern: `tomei (?:\\S+ )?demais|tomei muit[oa]s? (?:${PILLS})|overdose`,
    },
    {
      keyword: "quero sumir",
      tier: 3,
      pattern: "quero sumir|queria sumir|queria nunca ter nascido",
      unless: "vergonha|kkk+",
    },
    { keyword: "crise de pânico", tier: 3, pattern: "crise de panico|ataque de panico|crise de ansiedade" },
    {
      keyword: "luto",
      tier: 3,
      pattern: "faleceu|morreu|enterro|velorio|luto|perdi (?:meu|minha)|se matou|se suicidou",
      gate: "grief",
    },
  ],
};
