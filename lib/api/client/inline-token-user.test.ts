// @vitest-environment happy-dom
// The user a page's inline scripts act for, read by the serialized function alone.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeJwt } from './test-server';
import { inlineScriptCall, inlineTokenUser } from './inline-token-user';

// Its source alone, as the pages carry it: nothing of this module in scope.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const read = new Function(`return (${inlineTokenUser.toString()})`) as () => (tokenKey: string) => string;
const userOf = read();

describe('inlineTokenUser (serialized)', () => {
  afterEach(() => localStorage.clear());

  it("reads the access token's sub, as the app does", () => {
    localStorage.setItem('accessToken', fakeJwt(4_000_000_000, '42'));
    expect(userOf('accessToken')).toBe('42');
  });

  it('is no one (-) without a token, with an unreadable one, or without a sub', () => {
    expect(userOf('accessToken')).toBe('-');
    localStorage.setItem('accessToken', 'not.a$jwt');
    expect(userOf('accessToken')).toBe('-');
    const noSub = Buffer.from(JSON.stringify({ exp: 4_000_000_000 })).toString('base64url');
    localStorage.setItem('accessToken', `e30.${noSub}.sig`);
    expect(userOf('accessToken')).toBe('-');
  });
});

describe('inlineScriptCall', () => {
  it('calls the boot function with its JSON arguments, `<` escaped, and the user reader last', () => {
    const source = inlineScriptCall(
      (a: string, b: { x: number }, who: (k: string) => string) => {
        (globalThis as { __seen?: unknown }).__seen = [a, b, who('accessToken')];
      },
      ['</script>', { x: 1 }],
    );
    expect(source).not.toContain('</script>');
    localStorage.setItem('accessToken', fakeJwt(4_000_000_000, '7'));
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function(source) as () => void;
    run();
    expect((globalThis as { __seen?: unknown }).__seen).toEqual(['</script>', { x: 1 }, '7']);
    localStorage.clear();
  });
});
