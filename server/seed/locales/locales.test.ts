// The demo content's words in every locale (issue 22): complete, safe HTML that the sanitiser keeps
// as written, the placeholders the seed fills, and each language's glossary, register and
// typography (the rules lib/i18n/glossary.test.ts applies to the app's messages, read from the same
// per-locale glossary files).
import { describe, expect, it } from 'vitest';
import gEn from '@/lib/i18n/glossary/en.json';
import gEs from '@/lib/i18n/glossary/es.json';
import gFr from '@/lib/i18n/glossary/fr.json';
import gZhCN from '@/lib/i18n/glossary/zh-CN.json';
import gZhTW from '@/lib/i18n/glossary/zh-TW.json';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { sanitizeBody } from '../../content/sanitize';
import { SEED_TEXT } from './index';

interface Forbidden {
  pattern: string;
  why: string;
}
interface Glossary {
  register: { forbidden: Forbidden[] };
  typography: { straightApostrophe: boolean; frenchSpacing: boolean; invertedMarks: boolean };
  concepts: { forbidden: Forbidden[] }[];
  forbidden: Forbidden[];
}
const GLOSSARIES: Record<Locale, Glossary> = { en: gEn, fr: gFr, es: gEs, 'zh-CN': gZhCN, 'zh-TW': gZhTW };

/** Every string of a locale's text by its path (`items.jade-bangle.name`). */
function leaves(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** The HTML fields: item descriptions, notice and agreement bodies, the company's intro. */
const isHtml = (path: string) =>
  /^(items\..*\.description|notices\..*\.body|agreements\..*\.body|company\.intro)$/.test(path);

/** What a reader sees: the text between the tags. */
const plain = (s: string) => s.replace(/<[^>]+>/g, ' ').replace(/ {2,}/g, ' ');

/** Each locale's word for "demo", said in the first paragraph of every agreement. */
const DEMO_WORD: Record<Locale, RegExp> = {
  en: /\bdemo\b/i,
  fr: /démonstration/i,
  es: /demostración/i,
  'zh-CN': /演示/,
  'zh-TW': /示範/,
};

/** Quotation marks a locale never uses: fr and es « », zh-CN “ ”, zh-TW 「 」. */
const QUOTES: Record<Locale, RegExp> = {
  en: /["«»「」]/u,
  fr: /[“”"「」]/u,
  es: /[“”"「」]/u,
  'zh-CN': /["«»「」]/u,
  'zh-TW': /[“”"«»]/u,
};

const PLACEHOLDERS: Record<string, string[]> = {
  defaultNickname: ['{last4}'],
  'sms.login': ['{code}', '{minutes}'],
  'sms.register': ['{code}', '{minutes}'],
  'sms.payPassword': ['{code}', '{minutes}'],
  'sms.deleteAccount': ['{code}', '{minutes}'],
};

const english = leaves(SEED_TEXT.en);

describe.each(LOCALES)('seed text %s', (locale) => {
  const all = leaves(SEED_TEXT[locale]);
  const glossary = GLOSSARIES[locale];

  it('has every text of English, none empty', () => {
    expect([...all.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, value] of all) expect(value.trim(), path).not.toBe('');
  });

  it('writes HTML the server’s sanitiser keeps unchanged, in paragraphs', () => {
    for (const [path, value] of all) {
      if (!isHtml(path)) {
        expect(value, `${path} is plain text`).not.toMatch(/[<>]/);
        continue;
      }
      expect(sanitizeBody(value), path).toBe(value);
      expect(value, path).toMatch(/^<(p|h2)>/);
      expect(
        value.match(/<\/?([a-z0-9]+)/g)?.every((t) => /^<\/?(p|h2|ul|li|strong|em)$/.test(t)),
        path,
      ).toBe(true);
    }
  });

  it('keeps item names short enough for a card title', () => {
    // en's names are at most 24 characters (types.ts); a translation gets a little room, Chinese half.
    const max = locale.startsWith('zh') ? 12 : 26;
    const long = Object.entries(SEED_TEXT[locale].items).filter(([, item]) => [...item.name].length > max);
    expect(long.map(([key, item]) => `${key}: ${item.name}`)).toEqual([]);
  });

  it('says at the top of every agreement that it is demo text', () => {
    for (const [key, agreement] of Object.entries(SEED_TEXT[locale].agreements)) {
      const first = agreement.body.slice(0, agreement.body.indexOf('</p>'));
      expect(first, key).toMatch(DEMO_WORD[locale]);
    }
  });

  it('keeps the placeholders the seed and the SMS sender fill, and no other', () => {
    for (const [path, value] of all) {
      const want = PLACEHOLDERS[path] ?? [];
      expect((value.match(/\{[^}]*\}/g) ?? []).sort(), path).toEqual([...want].sort());
    }
  });

  it('uses the glossary’s terms and register (no forbidden word)', () => {
    const rules = [
      ...glossary.register.forbidden,
      ...glossary.forbidden,
      ...glossary.concepts.flatMap((c) => c.forbidden),
    ];
    const found: string[] = [];
    for (const [path, value] of all)
      for (const rule of rules) {
        const hit = new RegExp(rule.pattern, 'iu').exec(plain(value));
        if (hit) found.push(`${path}: “${hit[0]}”  ← ${rule.why}`);
      }
    expect(found).toEqual([]);
  });

  it('follows the typography of the language', () => {
    const bad: string[] = [];
    for (const [path, value] of all) {
      const v = plain(value);
      const say = (why: string) => bad.push(`${path}  ← ${why}`);
      if (!glossary.typography.straightApostrophe && v.includes("'")) say('straight apostrophe: use ’');
      if (QUOTES[locale].test(v)) say('quotation marks of another language');
      if (glossary.typography.frenchSpacing) {
        if (/(^|[^\u202F])[?!;]/u.test(v)) say('? ! ; need a narrow no-break space (U+202F) before');
        if (/(^|[^\u202F]):(\s|$)/u.test(v)) say('a colon needs a narrow no-break space (U+202F) before');
        if (/«(?!\u00A0)/u.test(v) || /(?<!\u00A0)»/u.test(v)) say('« » need a no-break space (U+00A0) inside');
      }
      if (glossary.typography.invertedMarks) {
        if ((v.match(/\?/g) ?? []).length !== (v.match(/¿/g) ?? []).length) say('a question opens with ¿');
        if ((v.match(/!/g) ?? []).length !== (v.match(/¡/g) ?? []).length) say('an exclamation opens with ¡');
      }
      if (locale.startsWith('zh')) {
        if (/你/u.test(v)) say('您, never 你');
        // Chinese punctuation is full width: a Latin comma, colon or semicolon after a Han character is a slip.
        if (/\p{Script=Han}[,;:!?]/u.test(v)) say('full-width punctuation after Chinese (，；：！？)');
      }
    }
    expect(bad).toEqual([]);
  });
});

describe.each(LOCALES.filter((l) => l !== 'en'))('seed text %s, translated', (locale) => {
  it('is written in its language, not copied from English', () => {
    // Short words may be the same (Jade, Bronze, General); no sentence is.
    const copies = [...leaves(SEED_TEXT[locale])].filter(
      ([path, value]) => (isHtml(path) || path.startsWith('sms.')) && value === english.get(path),
    );
    expect(copies.map(([path]) => path)).toEqual([]);
  });
});

describe('issue 41: what names claim', () => {
  it.each(LOCALES)(
    '%s: the scroll painted “in the manner of” the Song is named as a style, not a period piece',
    (locale) => {
      const { name } = SEED_TEXT[locale].items['song-dynasty-scroll'];
      expect(name).toMatch(/style|estilo|仿/iu);
      expect(name).not.toMatch(/dynast|dinast|宋代|宋朝/iu);
    },
  );

  it('the company page shows one legal name and one address in every locale: they are never translated', () => {
    const { name, address } = SEED_TEXT.en.company;
    for (const locale of LOCALES)
      expect({ locale, ...SEED_TEXT[locale].company, intro: '' }).toEqual({ locale, name, address, intro: '' });
  });
});
