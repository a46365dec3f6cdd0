// Card numbers: grouped in fours on screen, masked except the last four in lists.

/** "6011000990139424" → "6011 0009 9013 9424" (spaces and dashes in the input are ignored). */
export function groupCardNumber(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  return digits.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Any card number (full, masked, or just the last four) → "**** **** **** 9424". */
export function maskCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `**** **** **** ${digits.slice(-4)}`;
}

/** Only the digits of what was typed, for sending (12–19 digits expected). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}
