import type en from '@/messages/en.json';
import type { Locale } from './config';

export type Messages = typeof en;

/** One locale's messages; a dynamic import so a page bundles only the locale it renders. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'fr':
      return (await import('@/messages/fr.json')).default;
    case 'es':
      return (await import('@/messages/es.json')).default;
    case 'zh-CN':
      return (await import('@/messages/zh-CN.json')).default;
    case 'zh-TW':
      return (await import('@/messages/zh-TW.json')).default;
    default:
      return (await import('@/messages/en.json')).default;
  }
}
