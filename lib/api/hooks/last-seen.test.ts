// Offline reading of what a user last saw (docs/pwa.md, "Last seen, offline"): a read that fails
// at the network level answers the stored answer of the same user, marked "as of" its time; it
// is never another user's, and every stored answer goes when who is logged in changes.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { samples } from '../samples';
import { configureApi } from '../client/config';
import { emitSessionChange } from '../client/session-events';
import { memoryTokenStore } from '../client/tokens';
import { fakeJwt, sendJson, startTestServer, type TestServer } from '../client/test-server';
import { fetchCall } from './keys';
import { lastSeenTextKey } from '@/lib/storage';
import { clearLastSeen, lastSeenStore, recallRead, rememberRead, rememberText } from './last-seen';

/** A browser's local storage (the node environment has none; happy-dom's fetch refuses the test server). */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return Array.from(this.items.keys())[i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  keys() {
    return Array.from(this.items.keys());
  }
}
const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tokensOf = (sub: string) => memoryTokenStore({ access: fakeJwt(Math.floor(Date.now() / 1000) + 3600, sub) });
/** The network is gone: every fetch fails as a browser's does offline. */
const offlineFetch = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  clearLastSeen();
  configureApi({ baseUrl: server.base, tokens: tokensOf('7'), fetch: (...a) => globalThis.fetch(...a) });
});

describe('last seen', () => {
  it('answers a read offline with the same user’s last answer, as of its time', async () => {
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getInfo.result }));
    const online = await fetchCall(['getInfo', {}, null]);
    expect(online).toEqual(samples.getInfo.result);
    expect(lastSeenStore.oldest()).toBeNull();

    configureApi({ fetch: offlineFetch });
    const offline = await fetchCall(['getInfo', {}, null]);
    expect(offline).toEqual(samples.getInfo.result);
    expect(lastSeenStore.oldest()).toEqual(expect.any(Number));
  });

  it('keeps the platform’s receiving accounts: the recharge page opens offline (issue 37 #4c)', async () => {
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.GetBankInfo.result }));
    await fetchCall(['GetBankInfo', {}, 'en']);
    configureApi({ fetch: offlineFetch });
    expect(await fetchCall(['GetBankInfo', {}, 'en'])).toEqual(samples.GetBankInfo.result);
  });

  it('keeps the watchlist: an item offline shows the heart it last knew (issue 37 #4b)', async () => {
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.GetWatchList.result }));
    await fetchCall(['GetWatchList', {}, 'en']);
    configureApi({ fetch: offlineFetch });
    expect(await fetchCall(['GetWatchList', {}, 'en'])).toEqual(samples.GetWatchList.result);
  });

  it('never answers another user’s: the stored answer is the reader’s own', async () => {
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getInfo.result }));
    await fetchCall(['getInfo', {}, null]);
    configureApi({ tokens: tokensOf('8'), fetch: offlineFetch });
    await expect(fetchCall(['getInfo', {}, null])).rejects.toMatchObject({ code: 5 });
  });

  it('never answers another locale’s: the locale is part of the key (issue 22)', async () => {
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getInfo.result }));
    await fetchCall(['getInfo', {}, 'fr']);
    configureApi({ fetch: offlineFetch });
    await expect(fetchCall(['getInfo', {}, 'zh-CN'])).rejects.toMatchObject({ code: 5 });
    expect(await fetchCall(['getInfo', {}, 'fr'])).toEqual(samples.getInfo.result);
  });

  it('forgets everything when who is logged in changes (logout)', () => {
    rememberRead('["getInfo",{}]', { nickname: 'A' });
    expect(recallRead('["getInfo",{}]')).not.toBeNull();
    emitSessionChange({ userId: null });
    expect(recallRead('["getInfo",{}]')).toBeNull();
    expect(storage.keys().filter((k) => k.startsWith('lastSeen'))).toEqual([]);
  });

  it('keeps a text a screen showed under its user and locale, and forgets it with the user', () => {
    rememberText('balance', 'en', '¥123.45');
    rememberText('balance', 'en', 'x'.repeat(65));
    expect(storage.getItem(`lastSeen:7:${lastSeenTextKey('balance', 'en')}`)).toBe('¥123.45');
    emitSessionChange({ userId: null });
    expect(storage.keys().filter((k) => k.startsWith('lastSeen'))).toEqual([]);
  });

  it('keeps a server error an error (only the network falls back), and keeps no card data', async () => {
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.getInfo.result }));
    await fetchCall(['getInfo', {}, null]);
    server.handle((_req, res) => sendJson(res, 500, { code: 500, message: 'boom', result: null }));
    await expect(fetchCall(['getInfo', {}, null])).rejects.toMatchObject({ status: 500 });
    server.handle((_req, res) => sendJson(res, 200, { code: 200, result: samples.GetUserBankInfo.result }));
    await fetchCall(['GetUserBankInfo', {}, null]);
    expect(recallRead('["GetUserBankInfo",{},null]')).toBeNull();
  });
});
