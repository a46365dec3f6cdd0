// Where the server may send a Web Push message (docs/notifications.md, "Where pushes may go"). A
// push endpoint is a URL a user gives us and the server then connects to: without these checks it
// is a way to make the server open connections inside its own network (SSRF): the database, the
// cloud metadata service, an admin port on loopback.
//
// Two checks, both needed:
// - when a subscription is saved (`checkEndpoint`): https only, no user:password@, the default
//   port, and a host that is neither a refused address literal nor a local name. The URL is
//   normalised by the WHATWG parser first, so 2130706433, 0x7f.1 and 0177.0.0.1 are all 127.0.0.1.
// - when connecting (`guardedLookup`, used by the push agent): every address a name resolves to is
//   checked, so a name that resolves to a private address at send time (DNS rebinding, or a record
//   changed after saving) is never connected to.
//
// Refused: every address that is not public unicast. IPv4: 0/8, 10/8, 100.64/10 (CGNAT), 127/8,
// 169.254/16, 172.16/12, 192.0.0/24, 192.0.2/24, 192.168/16, 198.18/15, 198.51.100/24, 203.0.113/24,
// 224/4 (multicast), 240/4 (reserved, broadcast). IPv6: anything outside 2000::/3 (which refuses
// ::, ::1, fe80::/10, fc00::/7, ff00::/8, ::ffff:0:0/96 IPv4-mapped and 64:ff9b::/96 NAT64, the
// last two whatever IPv4 address they carry), and inside it 2001::/32 (Teredo), 2001:db8::/32
// (documentation) and 2002::/16 (6to4): those three embed or stand for addresses we cannot vet.
//
// `allowPrivate` (PUSH_ALLOW_PRIVATE_ENDPOINTS=true, refused in production: push-env.ts) lets
// tests use a push receiver on 127.0.0.1 on any port. It never allows http or userinfo.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const refusedV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refusedV4.addSubnet(net, prefix, 'ipv4');

const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const refusedV6 = new BlockList();
refusedV6.addSubnet('2001::', 32, 'ipv6');
refusedV6.addSubnet('2001:db8::', 32, 'ipv6');
refusedV6.addSubnet('2002::', 16, 'ipv6');

/** True when `address` (an IP literal, IPv6 without brackets) is not public unicast. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refusedV4.check(address, 'ipv4');
  if (family === 6) return !globalV6.check(address, 'ipv6') || refusedV6.check(address, 'ipv6');
  return true;
}

/** Names that only ever mean this machine or its own network, whatever DNS says. */
function isLocalName(host: string): boolean {
  const name = host.replace(/\.$/, '');
  // One label ("postgres", "metadata"): a search-domain name of the local network.
  return !name.includes('.') || name === 'localhost' || /\.(localhost|local|internal|home\.arpa|lan)$/.test(name);
}

export type EndpointCheck = { ok: true; endpoint: string } | { ok: false; why: string };

/**
 * Checks a push endpoint as the WHATWG URL parser reads it; answers the normalised URL to store
 * (so the sender never reads the text differently from what was checked).
 */
export function checkEndpoint(raw: string, allowPrivate = false): EndpointCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, why: 'not a URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, why: 'must be https' };
  if (url.username !== '' || url.password !== '') return { ok: false, why: 'must not carry a user name or password' };
  if (allowPrivate) return { ok: true, endpoint: url.href };
  // Push services listen on 443; another port is a way to reach other services of a public host.
  if (url.port !== '') return { ok: false, why: 'must use the default https port' };
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host) !== 0 ? isRefusedAddress(host) : isLocalName(host))
    return { ok: false, why: 'must be a public push service' };
  return { ok: true, endpoint: url.href };
}

/** Raised when a push endpoint's host resolves to (or is) an address we do not connect to. */
export class RefusedAddressError extends Error {
  readonly code = 'PUSH_ADDRESS_REFUSED';
  constructor(host: string) {
    super(`push endpoint ${host} resolves to an address that is not public`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for net/tls connections: resolves as dns.lookup does (`resolve`: tests answer
 * chosen addresses) and refuses the connection when ANY address is refused (a name with one
 * private address among public ones too: Node's happy-eyeballs may try any of them).
 */
export function guardedLookup(resolve: Resolve = dnsLookup) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string; hints?: number },
    callback: LookupCallback,
  ): void => {
    resolve(hostname, { ...options, all: true } as LookupAllOptions, (err, addresses) => {
      if (err) return callback(err, []);
      if (addresses.length === 0 || addresses.some((a) => isRefusedAddress(a.address)))
        return callback(new RefusedAddressError(hostname), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}
