'use client';
// A content row's outdated languages as one tag in its card's head (issue 41 #6): "Outdated:
// 简体中文, Français". Every row reads the one "Needs translation" list (contentStale, one request
// for the whole screen), so a list of notices costs no request per row.
import { useTranslations } from 'next-intl';
import { Tag } from '@/components/ui/tag';
import type { OperatorInput } from '@/lib/api/operator/calls';
import { LOCALE_NAMES } from '@/lib/i18n/config';
import { useConsoleRead } from '../kit/use-console-read';

type Entity = OperatorInput<'contentTexts'>['entity'];

export function OutdatedTag({ entity, id }: { entity: Entity; id: number }) {
  const t = useTranslations('console.content');
  const stale = useConsoleRead('contentStale', {});
  const locales = (stale.data ?? []).filter((r) => r.entity === entity && r.id === id).map((r) => r.locale);
  if (locales.length === 0) return null;
  return (
    <span data-testid={`outdated-${entity}-${id}`}>
      <Tag tone="warning">{t('outdatedIn', { languages: locales.map((l) => LOCALE_NAMES[l]).join(', ') })}</Tag>
    </span>
  );
}
