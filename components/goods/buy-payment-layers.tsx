'use client';
// The layers of the buy's pay-password step (buy-payment.tsx), loaded when first needed: the PIN
// pad and the dialog that offers to set a pay password first.
import { useTranslations } from 'next-intl';
import { PAY_PASSWORD_LENGTH } from '@/lib/api/limits';
import { Dialog } from '@/components/ui/dialog';
import { Link } from '@/components/ui/link';
import { PinPad } from '@/components/ui/pin-pad';
import styles from './product-detail.module.css';

export interface BuyPaymentLayersProps {
  pad: boolean;
  setFirst: boolean;
  /** The total, formatted. */
  total: string;
  busy: boolean;
  padError: string | null;
  /** The pay-password screen. */
  href: string;
  onPin: (pin: string) => Promise<void>;
  showPad: (open: boolean) => void;
  showSetFirst: (open: boolean) => void;
  /** "Forgot it?": the buy is kept for the way back. */
  onLeave: () => void;
  /** "Set a pay password" in the dialog: to the pay-password screen. */
  onSet: () => void;
}

export default function BuyPaymentLayers(p: BuyPaymentLayersProps) {
  const t = useTranslations('detail');
  return (
    <>
      <PinPad
        open={p.pad}
        onClose={() => {
          if (!p.busy) p.showPad(false);
        }}
        title={t('pinTitle')}
        description={t('pinFor', { total: p.total })}
        length={PAY_PASSWORD_LENGTH}
        onComplete={(pin) => void p.onPin(pin)}
        busy={p.busy}
        busyLabel={t('pinChecking')}
        error={p.padError}
        footer={
          <Link href={p.href} className={styles.inlineLink} onClick={p.onLeave} data-testid="pin-forgot">
            {t('pinForgot')}
          </Link>
        }
      />
      <Dialog
        open={p.setFirst}
        onClose={() => p.showSetFirst(false)}
        title={t('setPayPassword')}
        confirmLabel={t('setPayPassword')}
        onConfirm={() => {
          p.onLeave();
          p.showSetFirst(false);
          p.onSet();
        }}
      >
        <p data-testid="pay-password-first">{t('payPasswordFirst')}</p>
      </Dialog>
    </>
  );
}
