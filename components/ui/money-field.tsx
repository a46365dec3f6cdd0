'use client';
// An amount: the value is integer minor units (what the contract sends), the text is exactly what
// the user typed. The text is never rewritten under the caret (it used to turn into "CN¥1.00" on
// leaving and back into "1" on focus, which dropped the selection: going back and typing "50"
// gave 150), so typing, pasting, selecting and editing in the middle work as in any text field.
// What will be sent is read back under it, large, in the locale's currency format.
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { formatMoney, minorDigits, parseMoneyInput } from '@/lib/format';
import { TextField, type TextFieldProps } from './field';

export type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'readout'> & {
  value: number | null;
  onChange: (minor: number | null) => void;
  currency?: string;
};

/** The plain number for a value set from outside: 6650 → "66.5". */
function plainText(value: number | null, currency: string | undefined): string {
  return value === null ? '' : String(value / 10 ** minorDigits(currency));
}

const parse = (text: string, currency: string | undefined) =>
  text.trim() === '' ? null : parseMoneyInput(text, currency);

export function MoneyField({ value, onChange, currency, ...props }: MoneyFieldProps) {
  const locale = useLocale();
  const [text, setText] = useState(() => plainText(value, currency));
  const parsed = parse(text, currency);
  // A value set from outside (a reset, a prefill) replaces the text; the user's own never is.
  if (value !== parsed) setText(plainText(value, currency));
  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      value={text}
      readout={parsed === null ? '' : formatMoney(parsed, locale, currency)}
      onChange={(next) => {
        setText(next);
        onChange(parse(next, currency));
      }}
    />
  );
}
