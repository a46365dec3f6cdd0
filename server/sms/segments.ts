// How many SMS segments a text takes (issue 41: every code SMS fits in one). A text written only in
// the GSM 03.38 alphabet is sent as GSM-7: 160 characters, or 153 per part once split, a character of
// the extension table counting twice. Any other character (’, a no-break space, ó, Chinese) makes the
// whole text UCS-2: 70 characters, or 67 per part.

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Sent as an escape and the character: two septets each. */
const GSM7_EXTENSION = '^{}\\[~]|€\f';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export function smsEncoding(text: string): SmsEncoding {
  return [...text].every((c) => GSM7_BASIC.includes(c) || GSM7_EXTENSION.includes(c)) ? 'GSM-7' : 'UCS-2';
}

/** Segments of `text`: 1 up to 160 septets (GSM-7) or 70 code units (UCS-2), then 153 or 67 per part. */
export function smsSegments(text: string): number {
  if (smsEncoding(text) === 'GSM-7') {
    const septets = [...text].reduce((n, c) => n + (GSM7_EXTENSION.includes(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  // UCS-2 counts UTF-16 code units: a character outside the BMP (an emoji) takes two.
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}
