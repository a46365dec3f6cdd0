'use client';
// The Exports card (mkt23): a date range and one download link per export the operator's role may
// call (docs/console.md "Exports": GET /api/console/exports/<what>?from=&to=, the session cookie,
// no CSRF header for a GET; a download is `Sec-Fetch-Dest: document`, which the server accepts, unlike
// an `<img>` or a HEAD). The range is checked here first by the contract (a date between 2000 and
// 2100, `to` not before `from`, which the server answers 400 too) so a bad range is a field error,
// not a downloaded error page.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { consolePath, roleMay, type OperatorCallName } from '@/lib/api/operator/facts';
import type { FieldErrors } from '@/lib/api/reasons';
import { checkInput } from '@/lib/console/transport';
import { useMe } from '../kit/console-screen';
import styles from '../kit/panels.module.css';
import own from './orders.module.css';

const EXPORTS = [
  ['orders', 'exportOrders'],
  ['ledger', 'exportLedger'],
  ['audit', 'exportAudit'],
] as const satisfies readonly (readonly [string, OperatorCallName])[];

type Range = { from: string; to: string };

/**
 * The range's field errors: the contract's (a date, inside its years, `to` not before `from`), with
 * `to` before `from` said in its own words when both dates are otherwise fine.
 */
function rangeErrors(range: Range): { contract: FieldErrors; toBeforeFrom: boolean } {
  const input = Object.fromEntries(Object.entries(range).filter(([, v]) => v !== ''));
  const contract = checkInput('exportOrders', input) ?? {};
  const valid = (day: string) => !checkInput('exportOrders', { from: day });
  const toBeforeFrom =
    range.from !== '' && range.to !== '' && range.to < range.from && valid(range.from) && valid(range.to);
  return { contract, toBeforeFrom };
}

function exportHref(what: string, range: Range): string {
  const q = new URLSearchParams(Object.entries(range).filter(([, v]) => v !== ''));
  const s = q.toString();
  return `${consolePath(`export${what[0]?.toUpperCase()}${what.slice(1)}` as OperatorCallName)}${s ? `?${s}` : ''}`;
}

export function OrderExports() {
  const t = useTranslations('console.exports');
  const fieldText = useFieldErrorText();
  const me = useMe();
  const [range, setRange] = useState<Range>({ from: '', to: '' });
  const [shown, setShown] = useState(false);
  const allowed = EXPORTS.filter(([, call]) => roleMay(me.role, call));
  if (allowed.length === 0) return null;
  const { contract, toBeforeFrom } = rangeErrors(range);
  const errorOf = (k: keyof Range) => {
    if (!shown) return undefined;
    if (k === 'to' && toBeforeFrom) return t('toBeforeFrom');
    return contract[k] ? fieldText(contract[k]) : undefined;
  };
  const invalid = toBeforeFrom || Object.keys(contract).length > 0;
  return (
    <Card title={t('title')}>
      <p className={`${styles.muted} ${own.intro}`}>{t('intro')}</p>
      <div className={`${styles.filters} ${own.fit}`}>
        <TextField
          label={t('from')}
          type="date"
          value={range.from}
          onChange={(v) => {
            setShown(true);
            setRange((r) => ({ ...r, from: v }));
          }}
          error={errorOf('from')}
        />
        <TextField
          label={t('to')}
          type="date"
          value={range.to}
          onChange={(v) => {
            setShown(true);
            setRange((r) => ({ ...r, to: v }));
          }}
          error={errorOf('to')}
        />
      </div>
      <div className={own.downloads}>
        {allowed.map(([what]) => (
          <a
            key={what}
            className={own.download}
            href={exportHref(what, range)}
            download
            aria-disabled={invalid || undefined}
            onClick={(e) => {
              if (!invalid) return;
              e.preventDefault();
              setShown(true);
            }}
          >
            {t(`download.${what}`)}
          </a>
        ))}
      </div>
    </Card>
  );
}
