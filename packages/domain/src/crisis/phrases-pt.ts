import type { CrisisPhraseList } from "./phrase-types.ts";

/** Portuguese (Brazil and Portugal); "tô"/"to" for "estou", accents optional. */
export const portuguesePhrases: CrisisPhraseList = {
  lang: "pt",
  spaced: true,
  phrases: [
    {
      keyword: "quero morrer",
      tier: 1,
      pattern: "(?:quero|vou|queria|prefiro|preferia|tenho vontade de) morrer|queria estar mort[oa]",
      unless: "morrer de (?:rir|vergonha|fome|tédio|saudade|vontade|calor|frio)",
    },
    {
      keyword: "vou me matar",
      tier: 1,
      pattern:
        "me matar|matar-me|me suicidar|tirar (?:a )?minha (?:própria )?vida|acabar com (?:a )?minha vida|acabar com tudo",
      unless: "me matar de (?:estudar|trabalhar|rir)",
    },
    { keyword: "suicídio", tier: 1, pattern: "suicid\\w*|se matar|tirar a (?:própria )?vida", general: true },
    {
      keyword: "não quero mais viver",
      tier: 1,
      pattern: "não quero (?:mais )?viver(?: mais)?|não quero mais estar aqui|cansei de viver",
    },
    {
      keyword: "esta é minha última mensagem",
      tier: 1,
      pattern: "(?:essa|esta) é (?:a )?minha última mensagem|adeus para sempre|carta de despedida",
    },
    {
      keyword: "tenho um plano",
      tier: 1,
      pattern: "tenho um plano|hoje é a noite|chegou a hora",
      gate: "risk",
    },
    {
      keyword: "não aguento mais",
      tier: 2,
      pattern: "não aguento mais|não suporto mais|não consigo mais",
      unless: "vontade|esperar|ansiedade para|ansios[oa]",
    },
    {
      keyword: "sou um fardo",
      tier: 2,
      pattern: "sou um (?:fardo|peso)|um peso para (?:todos|minha família)",
    },
    { keyword: "não há saída", tier: 2, pattern: "não (?:tem|há|vejo|existe) (?:nenhuma )?saída|sem saída" },
    { keyword: "melhor sem mim", tier: 2, pattern: "melhor sem mim" },
    {
      keyword: "completamente sozinho",
      tier: 2,
      pattern: "(?:completamente|totalmente) sozinh[oa]|ninguém se importa comigo|ninguém liga pra mim",
    },
    {
      keyword: "sem esperança",
      tier: 2,
      pattern:
        "sem esperança|não há esperança|a vida não tem sentido|(?:não vejo|sem) sentido (?:em|na|de) (?:viver|vida)|não vale a pena viver|não sirvo pra nada|não sirvo para nada",
    },
    {
      keyword: "me corto",
      tier: 3,
      pattern: "me corto|me cortar|me cortando|automutila\\w*|me machucar|me machuco",
      unless: "cabelo|pelo|unha|franja",
    },
    {
      keyword: "remédios demais",
      tier: 3,
      pattern:
        "(?:remédios|comprimidos|pílulas|remedio|remedios) demais|muitos (?:remédios|comprimidos)|overdose",
    },
    {
      keyword: "quero sumir",
      tier: 3,
      pattern: "quero sumir|sumir para sempre|quero desaparecer|não quero acordar|queria nunca ter nascido",
      unless: "vergonha|kkk\\w*|haha\\w*",
    },
    { keyword: "crise de pânico", tier: 3, pattern: "crise de pânico|ataque de pânico|crise de ansiedade" },
    { keyword: "luto", tier: 3, pattern: "morreu|faleceu|velório|luto|enterro", gate: "grief" },
  ],
};
