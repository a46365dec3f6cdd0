import { describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { RUNTIME_API, runtimeRule, type RequestFacts } from './cache-rules';

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
    expect(runtimeRule(facts('/api/front/GetNotice'))).toBe('content');
    expect(runtimeRule(facts('/api/front/GetArtical?id=3'))).toBe('content');
    expect(runtimeRule(facts('/api/front/getCompany?id=1'))).toBe('content');
    // The update check always asks the server.
    expect(runtimeRule(facts('/api/front/GetAppUpdateConfig'))).toBeNull();
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
