// The upgrade's client address follows TRUST_PROXY like fastify's request.ip: nothing trusted, or
// proxy addresses, subnets and named ranges; a forged X-Forwarded-For never picks the address.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const req = (peer: string, xff?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  }) as IncomingMessage;

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(req('::ffff:10.0.0.5', '203.0.113.9'), false)).toBe('10.0.0.5');
  });

  it('takes a named range as fastify does (loopback)', () => {
    expect(clientAddress(req('127.0.0.1', '203.0.113.9'), ['loopback'])).toBe('203.0.113.9');
    expect(clientAddress(req('::ffff:127.0.0.1', '203.0.113.9'), ['loopback'])).toBe('203.0.113.9');
    expect(clientAddress(req('198.51.100.1', '127.0.0.1'), ['loopback'])).toBe('198.51.100.1');
  });

  it('trusts only the listed proxies and subnets', () => {
    const trust = ['127.0.0.1', '10.0.0.0/8'];
    expect(clientAddress(req('127.0.0.1', '203.0.113.9, 10.1.2.3'), trust)).toBe('203.0.113.9');
    // A client that is not a listed proxy cannot choose its address.
    expect(clientAddress(req('198.51.100.1', '203.0.113.9'), trust)).toBe('198.51.100.1');
    // The first untrusted hop is the client, even if a forged one stands further out.
    expect(clientAddress(req('10.0.0.1', '1.1.1.1, 198.51.100.2'), trust)).toBe('198.51.100.2');
  });
});
