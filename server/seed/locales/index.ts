// The demo content's words in every locale the app speaks, for the seed (issue 22). English is the
// default and the fallback; every other locale has the same shape, checked by the compiler.
import type { Locale } from '@/lib/i18n/config';
import type { SeedText } from './types';
import { text as en } from './en';
import { text as es } from './es';
import { text as fr } from './fr';
import { text as zhCN } from './zh-CN';
import { text as zhTW } from './zh-TW';

export const SEED_TEXT: Record<Locale, SeedText> = { en, fr, es, 'zh-CN': zhCN, 'zh-TW': zhTW };

export type { SeedText } from './types';
