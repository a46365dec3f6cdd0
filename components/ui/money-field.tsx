'use client';
// An amount: the value is integer minor units (what the contract sends), the text is what the
// user types; on leaving the field it is shown in the locale's currency format.
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { formatMoney, minorDigits, parseMoneyInput } from '@/lib/format';
import { TextField, type TextFieldProps } from './field';

export type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onChange: (minor: number | null) => void;
  currency?: string;
};

export function MoneyField({ value, onChange, currency, onBlur, onFocus, ...props }: MoneyFieldProps) {
  const locale = useLocale();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null ? '' : formatMoney(value, locale, currency));
  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      value={shown}
      onFocus={(event) => {
        // Editing shows the plain number (no currency sign or grouping) so it can be typed over.
        setDraft(value === null ? '' : String(value / 10 ** minorDigits(currency)));
        onFocus?.(event);
      }}
      onChange={(text) => {
        setDraft(text);
        onChange(text.trim() === '' ? null : parseMoneyInput(text, currency));
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
