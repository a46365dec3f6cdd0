'use client';
// Reject with a reason code (what the buyer reads, translated in their language: previewed here)
// and an optional staff note (never shown to the buyer). Identity checks may also name the photos
// to send again.
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { identityPhoto, identityRejectionReason } from '@/lib/api/schemas/account';
import { rechargeRejectionReason, rejectionReason } from '@/lib/api/schemas/wallet';
import { NoteDialog } from '../kit/note-dialog';
import styles from '../kit/panels.module.css';

export type DecideKind = 'recharge' | 'withdraw' | 'refund' | 'identity';
export interface Rejection {
  reasonCode: string;
  note: string;
  photos: ('front' | 'back')[];
}

function codesOf(kind: DecideKind): readonly string[] {
  if (kind === 'recharge') return rechargeRejectionReason.options;
  if (kind === 'identity') return identityRejectionReason.options;
  return rejectionReason.options;
}

export function RejectDialog({
  kind,
  open,
  busy,
  error,
  onClose,
  onReject,
}: {
  kind: DecideKind;
  open: boolean;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onReject: (r: Rejection) => void;
}) {
  const t = useTranslations('console');
  const tr = useTranslations();
  const codes = codesOf(kind);
  const [reasonCode, setReasonCode] = useState<string>(codes[0] ?? 'other');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<('front' | 'back')[]>([]);
  const legendId = useId();
  const buyerReads =
    kind === 'identity'
      ? tr(`account.identityRejection.${reasonCode}` as never)
      : tr(`wallet.rejection.${reasonCode}` as never);

  return (
    <NoteDialog
      open={open}
      onClose={onClose}
      title={t('decide.rejectTitle')}
      confirmLabel={t('decide.reject')}
      tone="danger"
      busy={busy}
      onConfirm={() => onReject({ reasonCode, note: note.trim(), photos })}
      note={{ label: t('decide.note'), hint: t('decide.noteHint'), value: note, onChange: setNote }}
      error={error}
    >
      <fieldset className={styles.choices} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {t('decide.reasonCode')}
        </legend>
        {codes.map((code) => (
          <label key={code} className={styles.choice}>
            <input
              type="radio"
              name="reasonCode"
              value={code}
              checked={reasonCode === code}
              onChange={() => setReasonCode(code)}
            />
            {t(`reasonCodes.${code}` as never)}
          </label>
        ))}
      </fieldset>
      <p className={styles.preview}>
        <span className={styles.muted}>{t('decide.buyerReads')}</span> {buyerReads}
      </p>
      {kind === 'identity' ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('decide.photos')}</legend>
          {identityPhoto.options.map((p) => (
            <label key={p} className={styles.choice}>
              <input
                type="checkbox"
                checked={photos.includes(p)}
                onChange={(e) => setPhotos((list) => (e.target.checked ? [...list, p] : list.filter((x) => x !== p)))}
              />
              {t(`identity.${p}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </NoteDialog>
  );
}
