// The per-locale glossary (lib/i18n/glossary/*.json, docs/i18n.md) checked over every message of
// every locale: one term per concept, one register, each language's typography, and ICU plurals
// for every count. Messages are parsed with the ICU parser next-intl itself uses, so the checks read
// what a user sees (each plural branch as its own sentence), never argument or tag names.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';
import gEn from './glossary/en.json';
import gEs from './glossary/es.json';
import gFr from './glossary/fr.json';
import gZhCN from './glossary/zh-CN.json';
import gZhTW from './glossary/zh-TW.json';
import { LOCALES, type Locale } from './config';

/** A pattern no message may match (case-insensitive), except in the keys listed (`a.b` or `a.*`). */
interface Forbidden {
  pattern: string;
  why: string;
  except?: string[];
}
interface Concept {
  concept: string;
  term: string;
  /** Why this term and not another, where the choice is not obvious (zh 冻结 vs 停用). */
  why?: string;
  /** What each of `keys` must contain: the preferred term, as a pattern. */
  expect: string;
  keys: string[];
  forbidden: Forbidden[];
}
interface Glossary {
  locale: string;
  register: { choice: string; forbidden: Forbidden[] };
  typography: { straightApostrophe: boolean; frenchSpacing: boolean; invertedMarks: boolean };
  concepts: Concept[];
  forbidden: Forbidden[];
}

const MESSAGES: Record<Locale, unknown> = { en, fr, es, 'zh-CN': zhCN, 'zh-TW': zhTW };
const GLOSSARIES: Record<Locale, Glossary> = { en: gEn, fr: gFr, es: gEs, 'zh-CN': gZhCN, 'zh-TW': gZhTW };
/** The concepts every locale names; a locale adds its own where its words need a decision (zh-TW 追蹤). */
const CONCEPTS = [
  'consign',
  'pickup',
  'withdraw',
  'recharge',
  'held',
  'points',
  'token',
  'payPassword',
  'identity',
  'notice',
  'item',
];
const isZh = (locale: Locale) => locale.startsWith('zh');

function flatten(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const FLAT = Object.fromEntries(LOCALES.map((l) => [l, flatten(MESSAGES[l])])) as Record<Locale, Map<string, string>>;
const AST = Object.fromEntries(LOCALES.map((l) => [l, new Map([...FLAT[l]].map(([k, v]) => [k, parse(v)]))])) as Record<
  Locale,
  Map<string, MessageFormatElement[]>
>;

/** Every sentence a message can show: one per combination of plural/select branches. */
function variants(elements: MessageFormatElement[]): string[] {
  let out = [''];
  for (const el of elements) {
    let parts: string[];
    if (el.type === TYPE.literal) parts = [el.value];
    else if (el.type === TYPE.pound) parts = ['#'];
    else if (el.type === TYPE.plural || el.type === TYPE.select)
      parts = Object.values(el.options).flatMap((o) => variants(o.value));
    else if (el.type === TYPE.tag) parts = variants(el.children).map((c) => `<${el.value}>${c}</${el.value}>`);
    else parts = [`{${el.value}}`];
    out = out.flatMap((a) => parts.map((b) => a + b));
  }
  return out;
}

type ArgKind = 'plain' | 'number' | 'plural' | 'select' | 'date' | 'time';
/** Each argument of a message and how it is used; a `#` counts as a number use of its plural's argument. */
function argKinds(elements: MessageFormatElement[], out = new Map<string, Set<ArgKind>>()) {
  const add = (name: string, kind: ArgKind) => out.set(name, (out.get(name) ?? new Set()).add(kind));
  for (const el of elements) {
    if (el.type === TYPE.argument) add(el.value, 'plain');
    else if (el.type === TYPE.number) add(el.value, 'number');
    else if (el.type === TYPE.date) add(el.value, 'date');
    else if (el.type === TYPE.time) add(el.value, 'time');
    else if (el.type === TYPE.tag) argKinds(el.children, out);
    else if (el.type === TYPE.plural || el.type === TYPE.select) {
      add(el.value, el.type === TYPE.plural ? 'plural' : 'select');
      for (const o of Object.values(el.options)) argKinds(o.value, out);
    }
  }
  return out;
}

function plurals(elements: MessageFormatElement[], out: { arg: string; options: string[] }[] = []) {
  for (const el of elements) {
    if (el.type === TYPE.plural) out.push({ arg: el.value, options: Object.keys(el.options) });
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const o of Object.values(el.options)) plurals(o.value, out);
    if (el.type === TYPE.tag) plurals(el.children, out);
  }
  return out;
}

/**
 * Arguments that receive a count. A count is passed as a number (never a pre-formatted string) and
 * shown through ICU: `{x, plural, …}` with `#`, or `{x, number}` where the words do not change
 * (Chinese; "{volume, number} sold"). `seconds` is left out: it is always shown with the unit's
 * symbol ("12 s", "12 秒"), which has no plural. Positions ("photo {n} of {total}") are not counts.
 */
const COUNT_ARGS = new Set(['count', 'minutes', 'points', 'score', 'volume', 'quantity']);
const COUNT_ARGS_BY_KEY: Record<string, string[]> = {
  'rules.min_length': ['min'],
  'rules.max_length': ['max'],
  'rules.min_items': ['min'],
  'rules.max_items': ['max'],
};
const isCount = (key: string, arg: string) => COUNT_ARGS.has(arg) || (COUNT_ARGS_BY_KEY[key] ?? []).includes(arg);

const keyMatches = (key: string, patterns: string[] = []) =>
  patterns.some((p) => (p.endsWith('.*') ? key.startsWith(p.slice(0, -1)) : key === p));

/** "key: sentence  ← why" for every message that matches a forbidden pattern outside its exceptions. */
function offences(locale: Locale, rules: Forbidden[]): string[] {
  const found: string[] = [];
  for (const rule of rules) {
    const re = new RegExp(rule.pattern, 'iu');
    for (const [key, ast] of AST[locale]) {
      if (keyMatches(key, rule.except)) continue;
      const hit = variants(ast).find((v) => re.test(v));
      if (hit !== undefined) found.push(`${key}: ${hit}  ← /${rule.pattern}/ ${rule.why}`);
    }
  }
  return found;
}

describe.each(LOCALES)('glossary %s', (locale) => {
  const glossary = GLOSSARIES[locale];
  const flat = FLAT[locale];

  it('defines every concept once, with keys that exist', () => {
    expect(glossary.locale).toBe(locale);
    const names = glossary.concepts.map((c) => c.concept);
    expect(new Set(names).size, 'a concept defined twice').toBe(names.length);
    expect(CONCEPTS.filter((c) => !names.includes(c))).toEqual([]);
    for (const c of glossary.concepts) {
      expect(c.keys.length, c.concept).toBeGreaterThan(0);
      for (const k of c.keys) expect(flat.has(k), `${c.concept}: ${k}`).toBe(true);
    }
  });

  it.each(glossary.concepts.map((c) => c.concept))(
    'says %s with the preferred term, never a forbidden variant',
    (name) => {
      const concept = glossary.concepts.find((c) => c.concept === name)!;
      const re = new RegExp(concept.expect, 'iu');
      const missing = concept.keys.filter((k) => !variants(AST[locale].get(k)!).every((v) => re.test(v)));
      expect(missing.map((k) => `${k}: ${flat.get(k)}  ← lacks “${concept.term}”`)).toEqual([]);
      expect(offences(locale, concept.forbidden)).toEqual([]);
    },
  );

  it('avoids the other words this locale has ruled out', () => {
    expect(offences(locale, glossary.forbidden)).toEqual([]);
  });

  it(`keeps one register (${glossary.register.choice})`, () => {
    expect(offences(locale, glossary.register.forbidden)).toEqual([]);
  });

  it('follows the typography of the language', () => {
    const bad: string[] = [];
    for (const [key, ast] of AST[locale])
      for (const v of variants(ast)) {
        const say = (why: string) => bad.push(`${key}: ${JSON.stringify(v)}  ← ${why}`);
        if (!glossary.typography.straightApostrophe && v.includes("'")) say('straight apostrophe: use ’');
        if (/ {2}/.test(v)) say('double space');
        if (glossary.typography.frenchSpacing) {
          // Narrow no-break space (U+202F) before ? ! ; and before a colon that ends a clause;
          // no-break space (U+00A0) inside « ». A plain space would let the sign wrap alone.
          if (/(^|[^\u202F])[?!;]/u.test(v)) say('? ! ; need a narrow no-break space (U+202F) before');
          if (/(^|[^\u202F]):(\s|$)/u.test(v)) say('a colon needs a narrow no-break space (U+202F) before');
          if (/«(?!\u00A0)/u.test(v) || /(?<!\u00A0)»/u.test(v)) say('« » need a no-break space (U+00A0) inside');
          if (/[“”"]/u.test(v)) say('quotation marks are « »');
        }
        if (glossary.typography.invertedMarks) {
          if ((v.match(/\?/g) ?? []).length !== (v.match(/¿/g) ?? []).length) say('a question opens with ¿');
          if ((v.match(/!/g) ?? []).length !== (v.match(/¡/g) ?? []).length) say('an exclamation opens with ¡');
        }
      }
    expect(bad).toEqual([]);
  });
});

describe('ICU arguments and plurals', () => {
  const english = AST.en;

  it.each(LOCALES.filter((l) => l !== 'en'))('%s uses the same arguments as English in every message', (locale) => {
    const differ: string[] = [];
    for (const [key, ast] of english) {
      const theirs = AST[locale].get(key);
      if (!theirs) continue; // missing keys are messages.test.ts's concern
      const want = [...argKinds(ast).keys()].sort().join(',');
      const got = [...argKinds(theirs).keys()].sort().join(',');
      if (want !== got) differ.push(`${key}: {${got}} instead of {${want}}`);
    }
    expect(differ).toEqual([]);
  });

  it.each(LOCALES)('%s shows every count through ICU, with a plural where the words change', (locale) => {
    const bad: string[] = [];
    for (const [key, ast] of AST[locale]) {
      const kinds = argKinds(ast);
      const enKinds = argKinds(english.get(key) ?? []);
      for (const [arg, used] of kinds) {
        if (isCount(key, arg) && [...used].some((k) => k !== 'plural' && k !== 'number'))
          bad.push(`${key}: {${arg}} is a count: use {${arg}, plural, …} with # or {${arg}, number}`);
        // A plural in English is a plural in every language that has one (Chinese has only "other").
        if (!isZh(locale) && enKinds.get(arg)?.has('plural') && !used.has('plural'))
          bad.push(`${key}: {${arg}} is a plural in English but not here`);
      }
      for (const p of plurals(ast)) {
        const need = isZh(locale) ? ['other'] : ['one', 'other'];
        if (!need.every((o) => p.options.includes(o))) bad.push(`${key}: {${p.arg}, plural} lacks ${need.join('/')}`);
        if (isZh(locale) && p.options.includes('one')) bad.push(`${key}: Chinese has no “one” plural category`);
      }
    }
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)('%s formats every message with counts 0, 1, 2 and 12345', (locale) => {
    const t = createTranslator({
      locale,
      messages: MESSAGES[locale] as Record<string, unknown>,
      onError: (e) => {
        throw e;
      },
    });
    // Loosely typed: the keys and values are read from the messages themselves, not the app's types.
    const say = (key: string, values: Record<string, unknown>) =>
      (t.markup as unknown as (this: void, k: string, v: Record<string, unknown>) => string)(key, values);
    for (const n of [0, 1, 2, 12345])
      for (const [key, ast] of AST[locale]) {
        const values: Record<string, unknown> = {};
        for (const [arg, used] of argKinds(ast))
          values[arg] =
            used.has('plural') || used.has('number') ? n : used.has('date') || used.has('time') ? new Date(0) : 'X';
        const tags = (els: MessageFormatElement[]): void =>
          els.forEach((el) => {
            if (el.type === TYPE.tag) {
              values[el.value] = (chunks: string) => chunks;
              tags(el.children);
            } else if (el.type === TYPE.plural || el.type === TYPE.select)
              Object.values(el.options).forEach((o) => tags(o.value));
          });
        tags(ast);
        const text = say(key, values);
        expect(text, key).not.toMatch(/[{}]/);
        if (n === 12345 && [...argKinds(ast)].some(([a, u]) => isCount(key, a) && u.size > 0))
          expect(text, `${key} groups digits`).not.toContain('12345');
      }
  });
});

describe('findings of issue 22 stay fixed', () => {
  it.each(LOCALES)('%s: the pickup intro names the real button', (locale) => {
    const flat = FLAT[locale];
    expect(flat.get('orders.pickupIntro')).toContain(flat.get('orders.deliver'));
  });

  it.each(LOCALES)('%s: the auction hours show the zone’s own name, with no “time” added around it', (locale) => {
    // {zone} is the localized name from Intl ("China Standard Time", « heure normale de la Chine »,
    // 中国标准时间), which already says it is a time: "({zone} time)" doubled it.
    expect(FLAT[locale].get('home.auction.hours')).toMatch(/[(（]\{zone\}[)）]/u);
  });

  it.each(['fr', 'es'] as const)('%s: the stock line agrees with its count (es said “Quedan 1”)', (locale) => {
    const t = createTranslator({ locale, messages: MESSAGES[locale] as Record<string, unknown> });
    const say = (count: number) =>
      (t as unknown as (this: void, k: string, v: Record<string, unknown>) => string)('goods.stock', { count });
    // Only the number may differ between one and two: a verb or noun that changes needs the plural.
    const one = say(1).replace('1', '#');
    const two = say(2).replace('2', '#');
    if (locale === 'es') expect([one, two]).toEqual(['Queda #', 'Quedan #']);
    else expect(one === two || /\{count, plural/.test(FLAT[locale].get('goods.stock')!)).toBe(true);
  });

  it.each(LOCALES.filter(isZh))(
    '%s: the first message of a chat is not introduced with 以上 (“all of the above”)',
    (locale) => {
      expect(FLAT[locale].get('chat.beginning')).not.toMatch(/以上|上面/u);
    },
  );
});

describe('findings of issue 41 stay fixed', () => {
  it('fr: the stock line adds no urgency English lacks (“{count} left”, never « Plus que »)', () => {
    expect(FLAT.fr.get('goods.stock')).not.toMatch(/plus que|plus qu’|seulement|dernier/iu);
  });

  it.each(['fr', 'es'] as const)(
    '%s: an item with no earlier sale is not “never sold” (it may have just sold)',
    (locale) => {
      expect(FLAT[locale].get('saleHistory.empty')).not.toMatch(/jamais|nunca/iu);
    },
  );

  it.each(LOCALES.filter(isZh))('%s: bidding closed now is not “not open yet” (暂未开放)', (locale) => {
    expect(FLAT[locale].get('detail.statusClosed')).not.toMatch(/暂未|暫未|尚未|未开放|未開放/u);
  });

  // {name} is any item, address or person: masculine or feminine, one or several (« Tasses de
  // dégustation »). A verb or participle after it must agree with it, so no message builds one:
  // the name follows a label instead (« Livré : {name} », « Entregado: {name} »).
  it.each(['fr', 'es'] as const)('%s: no verb or participle agrees with a {name}', (locale) => {
    // The name opening a clause as its subject, then a verb: « {name} a été livré », « {name} vuelve ».
    const verbs = {
      fr: 'est|sont|sera|seront|a|ont|va|vont',
      es: 'vuelve|vuelven|se|está|están|es|son|fue|ha|han|va|van',
    }[locale];
    const agrees = new RegExp(`(^|[.:;!?]\\s*)\\{name\\}\\s+(${verbs})(?!\\p{L})`, 'u');
    const bad = [...AST[locale]]
      .filter(([, ast]) => argKinds(ast).has('name'))
      .flatMap(([key, ast]) =>
        variants(ast)
          .filter((v) => agrees.test(v))
          .map((v) => `${key}: ${v}`),
      );
    expect(bad).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s: “as of” reads right before a time and before a date with a time', (locale) => {
    const t = createTranslator({ locale, messages: MESSAGES[locale] as Record<string, unknown> });
    const at = new Date(Date.UTC(2026, 10, 28, 10, 16));
    // The banner passes a time alone (today) or a date and time (components/pwa/offline-banner.tsx).
    for (const options of [{ timeStyle: 'short' }, { dateStyle: 'medium', timeStyle: 'short' }] as const) {
      const time = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
      const text = (t as unknown as (this: void, k: string, v: Record<string, unknown>) => string)('pwa.asOf', {
        time,
      });
      // « à 28 nov. 2026 », « a las 28 nov 2026 »: a preposition of the hour before a date.
      expect(text).not.toMatch(/(^|\s)(à|a las|au|le)\s+\d/u);
    }
  });

  it('fr: a size unit is written with a no-break space (« 5 Mo »), never a plain one', () => {
    const bad = [...AST.fr].flatMap(([key, ast]) =>
      variants(ast)
        .filter((v) => /\d (Mo|Ko|Go|octets?)(?!\p{L})/u.test(v))
        .map((v) => `${key}: ${v}`),
    );
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)('%s: the proof’s size limit is a number the locale formats, not “5 MB” passed in', (locale) => {
    expect(FLAT[locale].get('recharge.proofHint')).toContain('{size, number, ::unit/megabyte}');
    const t = createTranslator({ locale, messages: MESSAGES[locale] as Record<string, unknown> });
    const text = (t as unknown as (this: void, k: string, v: Record<string, unknown>) => string)('recharge.proofHint', {
      size: 5,
    });
    expect(text).toContain(locale === 'fr' ? '5\u202FMo' : '5 MB');
  });

  it.each(LOCALES)(
    '%s: a field marked optional reads as the language writes it (zh: full-width “（選填）”)',
    (locale) => {
      const t = createTranslator({ locale, messages: MESSAGES[locale] as Record<string, unknown> });
      const say = (key: string) =>
        (t as unknown as (this: void, k: string, v: Record<string, unknown>) => string)(key, { label: 'X' });
      const want = {
        en: 'X (optional)',
        fr: 'X (facultatif)',
        es: 'X (opcional)',
        'zh-CN': 'X（选填）',
        'zh-TW': 'X（選填）',
      };
      expect([say('form.optional'), say('account.optional')]).toEqual([want[locale], want[locale]]);
    },
  );
});
