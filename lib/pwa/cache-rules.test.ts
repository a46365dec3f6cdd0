import { describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { httpRequest, LANG_PARAM as REQUEST_LANG_PARAM } from '@/lib/api/client/http-request';
import { LANG_PARAM, RUNTIME_API, runtimeRule, type RequestFacts } from './cache-rules';

const ORIGIN = 'https://gavel.example';

function facts(path: string, over: Partial<RequestFacts> = {}): RequestFacts {
  return { url: new URL(path, ORIGIN), method: 'GET', destination: '', authorized: false, origin: ORIGIN, ...over };
}

describe('runtime cache rules', () => {
  it('caches only public GET reads of the registry', () => {
    const byPath = new Map(Object.values(calls).map((c) => [c.path as string, c]));
    for (const path of Object.keys(RUNTIME_API)) {
      const call = byPath.get(path);
      expect(call, path).toBeDefined();
      expect(call?.method).toBe('GET');
      expect(call?.auth).toBe(false);
    }
  });

  it('sends the dictionary, notices, articles and the company page through their caches', () => {
    expect(runtimeRule(facts('/api/front/getAllDictList'))).toBe('dict');
    expect(runtimeRule(facts('/api/front/GetNotice?lang=en'))).toBe('content');
    expect(runtimeRule(facts('/api/front/GetArtical?id=3&lang=zh-CN'))).toBe('content');
    expect(runtimeRule(facts('/api/front/getCompany?id=1&lang=fr'))).toBe('content');
    // The update check always asks the server.
    expect(runtimeRule(facts('/api/front/GetAppUpdateConfig'))).toBeNull();
  });

  it('keeps each locale’s content apart: the locale is in the URL the cache is keyed by (issue 22)', () => {
    // The request layer and the worker name the parameter alike.
    expect(LANG_PARAM).toBe(REQUEST_LANG_PARAM);
    const zh = httpRequest('GetArtical', { id: 2 }, ORIGIN, 'zh-CN');
    const fr = httpRequest('GetArtical', { id: 2 }, ORIGIN, 'fr');
    expect(runtimeRule(facts(zh.url))).toBe('content');
    expect(runtimeRule(facts(fr.url))).toBe('content');
    // Workbox keys a runtime cache entry by the request URL: two locales, two entries.
    expect(new URL(zh.url).href).not.toBe(new URL(fr.url).href);
    expect(new URL(fr.url).searchParams.get('lang')).toBe('fr');
    // A read that does not say its locale (or names an unknown one) is never stored.
    expect(runtimeRule(facts('/api/front/GetArtical?id=2'))).toBeNull();
    expect(runtimeRule(facts('/api/front/GetArtical?id=2&lang=de'))).toBeNull();
  });

  it('never caches authenticated calls, money, chat or POSTs', () => {
    for (const call of Object.values(calls)) {
      if (call.auth || call.method === 'POST') expect(runtimeRule(facts(call.path)), call.path).toBeNull();
    }
    expect(runtimeRule(facts('/api/front/GetNotice', { method: 'POST' }))).toBeNull();
    expect(runtimeRule(facts('/api/front/GetNotice', { authorized: true }))).toBeNull();
    expect(runtimeRule(facts('/api/chat/messages'))).toBeNull();
    expect(runtimeRule(facts('/uploads/a.png', { destination: 'image', authorized: true }))).toBeNull();
  });

  it('caches images from any origin, but not other files', () => {
    expect(runtimeRule(facts('/uploads/a.png', { destination: 'image' }))).toBe('image');
    expect(runtimeRule(facts('https://cdn.example/p.jpg', { destination: 'image' }))).toBe('image');
    expect(runtimeRule(facts('/uploads/a.png'))).toBeNull();
    expect(runtimeRule(facts('https://other.example/api/front/GetNotice'))).toBeNull();
  });

  it('never stores a private upload (identity photo, receipt), from any origin', () => {
    const signed = '/uploads/private/0123456789abcdef0123456789abcdef.png?exp=1&u=2&sig=x';
    expect(runtimeRule(facts(signed, { destination: 'image' }))).toBeNull();
    expect(runtimeRule(facts(`https://api.example${signed}`, { destination: 'image' }))).toBeNull();
  });
});
