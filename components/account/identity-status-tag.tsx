'use client';
import { useTranslations } from 'next-intl';
import type { CallResult } from '@/lib/api/registry';
import { Tag, type TagTone } from '@/components/ui/tag';

type Status = CallResult<'getInfo'>['identityStatus'];

const TONE: Record<Status, TagTone> = { none: 'neutral', pending: 'warning', verified: 'success', rejected: 'error' };

/** The identity verification state as a pill: not submitted, under review, verified, rejected. */
export function IdentityStatusTag({ status }: { status: Status }) {
  const t = useTranslations('account');
  return (
    <span data-testid="identity-status" data-status={status}>
      <Tag tone={TONE[status]}>{t(`identityStatus.${status}`)}</Tag>
    </span>
  );
}
