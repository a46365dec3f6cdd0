// Weak-password check (NIST 800-63B): at least 8 characters (the contract's schema), no
// composition rules, but refuse what attackers try first: a bundled list of common and breached
// passwords, one repeated character or pattern, a plain sequence, blank text, the phone number.
import { readFileSync } from 'node:fs';

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter((l) => l && !l.startsWith('#')),
);

const ROWS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** "abcdefgh", "87654321", "qwertyui": a run along the alphabet, the digits or a keyboard row. */
function isRun(p: string): boolean {
  return ROWS.some((row) => {
    const both = row + row + [...row].reverse().join('') + [...row].reverse().join('');
    return both.includes(p);
  });
}

/** Whether the bundled list holds it (case-insensitive); the console's stricter check reuses it. */
export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase());

/** The reason a password is refused, or null when it is acceptable. */
export function weakPasswordReason(password: string, phone?: string): string | null {
  const p = password.toLowerCase();
  if (p.trim().length === 0) return 'must not be blank';
  if (COMMON.has(p) || COMMON.has(p.trim())) return 'is a common password: choose another';
  if (new Set(p).size < 3) return 'repeats too few characters: choose another';
  if (isRun(p)) return 'is a simple sequence: choose another';
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (digits.length >= 6 && p.replace(/\D/g, '').includes(digits.slice(-6)) && p.replace(/\D/g, '').length >= 6)
    return 'must not contain your phone number';
  return null;
}
