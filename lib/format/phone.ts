// Phone numbers: sent as E.164-ish digits, shown masked.

/** What was typed ("+44 7700-900 123") → what the API accepts ("+447700900123"). */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return plus + trimmed.replace(/\D/g, '');
}

/** "13800138000" → "138****8000": first three and last four kept; short numbers keep the last two. */
export function maskPhone(value: string): string {
  const phone = normalizePhone(value);
  const plus = phone.startsWith('+') ? '+' : '';
  const digits = phone.slice(plus.length);
  if (digits.length >= 8) return `${plus}${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
  return `${plus}${'*'.repeat(Math.max(0, digits.length - 2))}${digits.slice(-2)}`;
}
