// The demo content's words in every locale the app speaks, for the seed (issue 22). English is the
// default and the fallback; every other locale has the same shape, checked by the compiler.
import type { Locale } from '@/lib/i18n/config';
import { RUNTIME_TEXT } from '../../texts';
import type { SeedText } from './types';
import { text as en } from './en';
import { text as es } from './es';
import { text as fr } from './fr';
import { text as zhCN } from './zh-CN';
import { text as zhTW } from './zh-TW';

/** Each locale's demo content with the runtime texts (server/texts), checked together by locales.test.ts. */
export const SEED_TEXT: Record<Locale, SeedText> = {
  en: { ...en, ...RUNTIME_TEXT.en },
  fr: { ...fr, ...RUNTIME_TEXT.fr },
  es: { ...es, ...RUNTIME_TEXT.es },
  'zh-CN': { ...zhCN, ...RUNTIME_TEXT['zh-CN'] },
  'zh-TW': { ...zhTW, ...RUNTIME_TEXT['zh-TW'] },
};

export type { SeedDemoText, SeedText } from './types';
