// The client address of a WebSocket upgrade, decided like fastify's request.ip for the same
// TRUST_PROXY setting (server/app.ts): the upgrade never reaches fastify's router, so the
// per-address caps need their own reading. X-Forwarded-For is believed only hop by hop, from the
// nearest peer outwards, while the hop is a trusted proxy; the first untrusted hop is the client.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Config } from '../config';

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) is 1.2.3.4. */
function normalise(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m?.[1] ?? address;
}

const lists = new WeakMap<string[], BlockList>();

/** Proxy addresses or subnets (`10.0.0.0/8`) as a BlockList, built once per setting. */
function trustedList(entries: string[]): BlockList {
  let list = lists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [addr = '', bits] = entry.split('/');
    const type = isIPv6(addr) ? 'ipv6' : 'ipv4';
    if (!isIPv4(addr) && !isIPv6(addr)) continue;
    if (bits === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(bits), type);
  }
  lists.set(entries, list);
  return list;
}

function trusted(trust: Config['trustProxy'], address: string, hop: number): boolean {
  if (trust === false) return false;
  if (typeof trust === 'number') return hop < trust;
  const type = isIPv6(address) ? 'ipv6' : isIPv4(address) ? 'ipv4' : null;
  return type !== null && trustedList(trust).check(address, type);
}

export function clientAddress(req: IncomingMessage, trust: Config['trustProxy']): string {
  const peer = normalise(req.socket.remoteAddress ?? 'unknown');
  if (trust === false) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => normalise(a.trim()))
    .filter(Boolean)
    .reverse();
  const hops = [peer, ...forwarded];
  for (let i = 0; i < hops.length - 1; i += 1) {
    if (!trusted(trust, hops[i] as string, i)) return hops[i] as string;
  }
  return hops[hops.length - 1] as string;
}
