// Operator passwords: the buyers' weak-password check (server/auth/weak-passwords.ts), and what a
// staff password of 12+ characters adds to it: a listed password padded with digits or signs
// ("password1234", "2024iloveyou!"), a short pattern repeated ("abcabcabcabc"), the operator's own
// name. Temporary passwords the server makes pass the same check.
import { isCommonPassword, weakPasswordReason } from '../../auth';

/** Whether `p` is a listed password with only digits, signs or spaces before or after it. */
function paddedCommon(p: string): boolean {
  const letter = /\p{L}/u;
  let lead = 0;
  while (lead < p.length && !letter.test(p.charAt(lead))) lead++;
  let trail = p.length;
  while (trail > 0 && !letter.test(p.charAt(trail - 1))) trail--;
  // Every cut inside the padding on each side ("qwerty123" + "456": listed, then padding); with no
  // letter at all, every part ("123456789" + "012").
  for (let i = 0; i <= lead; i++) {
    for (let j = Math.max(trail, i + 1); j <= p.length; j++) {
      if ((i > 0 || j < p.length) && isCommonPassword(p.slice(i, j))) return true;
    }
  }
  return false;
}

/** The reason an operator's password is refused, or null when it is acceptable. */
export function operatorPasswordReason(password: string, name: string): string | null {
  const weak = weakPasswordReason(password);
  if (weak) return weak;
  const p = password.toLowerCase();
  if (paddedCommon(p)) return 'is a common password with digits or signs added: choose another';
  if (/^(.{1,6})\1+$/su.test(p)) return 'repeats a short pattern: choose another';
  // Containing it: from three characters on (a one-letter name is in every other password).
  const n = name.toLowerCase();
  if (p === n || (n.length >= 3 && p.includes(n))) return 'must not contain your operator name';
  return null;
}
