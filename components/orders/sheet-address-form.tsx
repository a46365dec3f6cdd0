'use client';
// A delivery address added inside the delivery sheet, for a buyer who has none yet: the request
// goes on without leaving the sheet (and without losing the item being delivered). The address
// screens have the full form (postal code, default choice); this one asks what a parcel needs.
// The server makes a user's first address the default; the saved one is then selected.
import { useTranslations } from 'next-intl';
import type { CallResult } from '@/lib/api/registry';
import { normalizePhone } from '@/lib/format';
import { useApiForm } from '@/lib/form/use-api-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { useFieldErrorText } from '@/components/ui/use-error-text';

type Address = CallResult<'addAddress'>;

export function SheetAddressForm({ onSaved, onCancel }: { onSaved: (a: Address) => void; onCancel: () => void }) {
  const t = useTranslations('addresses');
  const o = useTranslations('orders');
  const say = useFieldErrorText();
  const form = useApiForm('addAddress', {
    initial: { name: '', phone: '', region: '', detail: '' },
    toInput: (v) => ({
      name: v.name.trim(),
      phone: normalizePhone(v.phone),
      region: v.region.trim(),
      detail: v.detail.trim(),
      isDefault: true,
    }),
    onSuccess: onSaved,
  });
  const { values, errors, set } = form;
  return (
    <Form
      label={o('newAddressTitle')}
      onSubmit={form.submit}
      error={form.formError}
      submitLabel={o('saveAddress')}
      busy={form.isSubmitting}
      footer={
        <Button variant="secondary" onClick={onCancel}>
          {o('cancel')}
        </Button>
      }
    >
      <TextField
        label={t('name')}
        name="name"
        autoComplete="shipping name"
        maxLength={40}
        value={values.name}
        onChange={(v) => set('name', v)}
        error={say(errors.name)}
      />
      <TextField
        label={t('phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="shipping tel"
        value={values.phone}
        onChange={(v) => set('phone', v)}
        error={say(errors.phone)}
      />
      <TextField
        label={t('region')}
        name="region"
        autoComplete="off"
        hint={t('regionHint')}
        maxLength={120}
        value={values.region}
        onChange={(v) => set('region', v)}
        error={say(errors.region)}
      />
      <TextField
        label={t('detail')}
        name="detail"
        autoComplete="shipping street-address"
        maxLength={200}
        value={values.detail}
        onChange={(v) => set('detail', v)}
        error={say(errors.detail)}
      />
    </Form>
  );
}
