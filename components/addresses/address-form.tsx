'use client';
// Add (addAddress) or edit (updateAddress) a delivery address: recipient, phone, region, street
// and number, an optional postal code, and whether it is the default. Checked with the call's
// own schema before sending; server field errors land under their fields.
import { useTranslations } from 'next-intl';
import type { CallResult } from '@/lib/api/registry';
import { normalizePhone } from '@/lib/format';
import { useApiForm } from '@/lib/form/use-api-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';

export type Address = CallResult<'GetAddressList'>[number];

const EMPTY = { name: '', phone: '', region: '', detail: '', postalCode: '', isDefault: '' };
type Values = typeof EMPTY;

function valuesOf(address: Address | undefined): Values {
  if (!address) return EMPTY;
  return {
    name: address.name,
    phone: address.phone,
    region: address.region,
    detail: address.detail,
    postalCode: address.postalCode ?? '',
    isDefault: address.isDefault ? 'yes' : '',
  };
}

export function addressInput(v: Values, id?: number) {
  const postalCode = v.postalCode.trim();
  return {
    ...(id === undefined ? {} : { id }),
    name: v.name.trim(),
    phone: normalizePhone(v.phone),
    region: v.region.trim(),
    detail: v.detail.trim(),
    postalCode: postalCode === '' ? undefined : postalCode,
    isDefault: v.isDefault === 'yes',
  };
}

export interface AddressFormProps {
  /** The address being edited; none: a new one. */
  address?: Address;
  /** Whether this is the user's first address (it becomes the default anyway). */
  first?: boolean;
  onDone: (saved: Address) => void;
}

export function AddressForm({ address, first = false, onDone }: AddressFormProps) {
  const t = useTranslations('addresses');
  const tForm = useTranslations('form');
  const optional = (label: string) => tForm('optional', { label });
  const say = useFieldErrorText();
  const form = useApiForm(address ? 'updateAddress' : 'addAddress', {
    initial: valuesOf(address),
    toInput: (v) => addressInput(v, address?.id),
    onSuccess: (saved) => {
      toast(t('saved'));
      onDone(saved);
    },
  });
  const { values, errors, set } = form;
  return (
    <Form
      label={address ? t('editTitle') : t('addTitle')}
      onSubmit={form.submit}
      error={form.formError}
      submitLabel={t('save')}
      busy={form.isSubmitting}
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
        hint={t('phoneHint')}
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
        hint={t('detailHint')}
        maxLength={200}
        value={values.detail}
        onChange={(v) => set('detail', v)}
        error={say(errors.detail)}
      />
      <TextField
        label={optional(t('postalCode'))}
        name="postalCode"
        autoComplete="shipping postal-code"
        maxLength={12}
        value={values.postalCode}
        onChange={(v) => set('postalCode', v)}
        error={say(errors.postalCode)}
      />
      <CheckboxField
        name="isDefault"
        // The server keeps one default: it moves only when another address is chosen.
        disabled={address?.isDefault === true}
        hint={address?.isDefault ? t('defaultStays') : first && !address ? t('firstIsDefault') : undefined}
        checked={values.isDefault === 'yes'}
        onChange={(checked) => set('isDefault', checked ? 'yes' : '')}
      >
        {t('makeDefault')}
      </CheckboxField>
    </Form>
  );
}
