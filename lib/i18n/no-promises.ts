// Nothing Gavel shows may promise a return on an item or vouch for where it comes from (issue 41,
// docs/i18n.md "No promise of return"): a collectible bought here is not an investment, and the
// platform does not authenticate. The words below, in the five locales, are allowed only in a
// sentence that denies them ("resale is not guaranteed", « aucune garantie de revente »). Used by
// lib/i18n/no-promises.test.ts (messages) and server/seed/no-promises.test.ts (seed content).

/** A claim: the words that make it, in any locale (a text is checked against all of them). */
const CLAIMS: { why: string; pattern: RegExp }[] = [
  { why: 'profit', pattern: /\bprofit|\bbénéfice|\bganancia|\bbeneficio/iu },
  { why: 'guarantee', pattern: /\bguarantee|\bgaranti|\bgarantiza|\bgarantía|\bwarrant(?:y|ied)\b/iu },
  {
    why: 'appreciation',
    pattern: /\bappreciat|\bplus-value|\bplusval[ií]a|\brevaloriz|\bvalue (?:grows|rises|increases)/iu,
  },
  { why: 'return', pattern: /\breturns? on\b|\byield\b|\brentabilit|\brendement|\brentabilidad|\brendimiento/iu },
  { why: 'investment', pattern: /\binvest(?:ment|ing|or)?\b|\binvestiss|\binversi[oó]n/iu },
  { why: 'return (zh)', pattern: /收益|升值|回报|回報|保值|增值|保本|稳赚|穩賺|赚钱|賺錢|投资|投資|理财|理財/u },
  {
    why: 'authenticity / provenance',
    pattern:
      /\bauthentic(?:ity|ated|ate)?\b|\bprovenance|\bgenuine\b|\bcertified\b|\bauthenti(?:que|cité)|\bauténtic|\bautenticidad|\bprocedencia|正品|真品|真迹|真跡|鉴定证书|鑑定證書/iu,
  },
];

/** Whole words (any script: `\b` knows only ASCII letters, so « ningún » would never end). */
const words = (...list: string[]) => `(?<!\\p{L})(?:${list.join('|')})(?!\\p{L})`;

/** A sentence that denies what it names: a negation in any of the five languages. */
const DENIAL = new RegExp(
  [
    words('not', 'no', 'never', 'nor', 'without', 'cannot', 'none', 'nothing'),
    words('ne', 'pas', 'jamais', 'aucun', 'aucune', 'sans', 'ni', 'rien'),
    words('nunca', 'ningún', 'ninguna', 'ninguno', 'sin', 'nada'),
    "(?<!\\p{L})n[’']|n[’']t(?!\\p{L})",
    '不|没有|沒有|无|無|并非|並非|未',
  ].join('|'),
  'iu',
);

/** The sentences of a text: HTML tags and sentence ends split it. */
export function sentences(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, '\n')
    .split(/[.!?;。！？；\n]+(?:\s|$)|[。！？；\n]/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Each sentence of `text` that promises a return or vouches for provenance, with why. */
export function promises(text: string): { sentence: string; why: string }[] {
  const out: { sentence: string; why: string }[] = [];
  for (const sentence of sentences(text)) {
    if (DENIAL.test(sentence)) continue;
    for (const claim of CLAIMS) if (claim.pattern.test(sentence)) out.push({ sentence, why: claim.why });
  }
  return out;
}

/** Every string in a nested object (messages, seed texts), by its dotted key. */
export function stringsOf(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => stringsOf(v, key ? `${key}.${k}` : k));
}
