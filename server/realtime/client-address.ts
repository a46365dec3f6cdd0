// The client address of a WebSocket upgrade, decided exactly as fastify decides request.ip for the
// same TRUST_PROXY setting (server/app.ts): the upgrade never reaches fastify's router, so the
// per-address caps need their own reading. The same library fastify uses (@fastify/proxy-addr)
// believes X-Forwarded-For hop by hop, from the nearest peer outwards, only while the hop is a
// configured proxy address or named range (`loopback`…); the first untrusted hop is the client.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) is 1.2.3.4. */
function normalise(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m?.[1] ?? address;
}

const compiled = new WeakMap<string[], (address: string, hop: number) => boolean>();

function trustFn(entries: string[]): (address: string, hop: number) => boolean {
  let fn = compiled.get(entries);
  if (!fn) {
    fn = proxyAddr.compile(entries);
    compiled.set(entries, fn);
  }
  return fn;
}

export function clientAddress(req: IncomingMessage, trust: Config['trustProxy']): string {
  if (trust === false) return normalise(req.socket.remoteAddress ?? 'unknown');
  return normalise(proxyAddr(req, trustFn(trust)));
}
