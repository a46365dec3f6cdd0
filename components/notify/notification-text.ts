'use client';
// A notification's title and body in the reader's language, from its type and data
// (messages `notify.types.<type>`): amounts formatted for the locale, a rejection's reason code
// added in words (`wallet.rejection.<code>`; an identity check's `account.identityRejection.<code>`,
// an after-sale request's `afterSale.rejection.<code>`).
import { useLocale, useTranslations } from 'next-intl';
import type { CallResult } from '@/lib/api/registry';
import { formatMoney } from '@/lib/format';

type Notification = CallResult<'GetNotifications'>['items'][number];

export function useNotificationText() {
  const t = useTranslations('notify');
  const reasons = useTranslations('wallet.rejection');
  const identityReasons = useTranslations('account.identityRejection');
  const afterSaleReasons = useTranslations('afterSale.rejection');
  const locale = useLocale();
  return (n: Notification) => {
    const d = n.data;
    const values = {
      name: d.name ?? '',
      amount: d.amount === undefined ? '' : formatMoney(d.amount, locale),
      approved: d.approved === false ? 'false' : 'true',
      suspended: d.suspended === true ? 'true' : 'false',
      startTime: d.startTime ?? '',
    };
    const title = t(`types.${n.type}.title`, values);
    let body = t(`types.${n.type}.body`, values);
    // An after-sale rejection carries its code without `approved` (the type says it): as push does.
    if ((d.approved === false || n.type === 'aftersale_rejected') && d.reasonCode) {
      const reason =
        n.type === 'identity_decided'
          ? identityReasons(d.reasonCode as 'other')
          : n.type === 'aftersale_rejected'
            ? afterSaleReasons(d.reasonCode as 'other')
            : reasons(d.reasonCode as 'other');
      // Chinese sentences follow each other without a space.
      body = `${body}${locale.startsWith('zh') ? '' : ' '}${reason}`;
    }
    return { title, body };
  };
}
