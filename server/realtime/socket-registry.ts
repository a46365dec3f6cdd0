// The open WebSockets of this process, indexed the ways the server needs to find them: all of them
// (broadcasts, shutdown), by user (private events, the per-user cap), by session (closing a revoked
// session's sockets) and by client address (the per-address caps). One place keeps the indexes in
// step, so a socket is counted from its upgrade to its close and never twice.
export interface RegisteredSocket {
  /** Client address (the same one fastify's request.ip would give: proxy hops trusted per config). */
  readonly address: string;
  /** Set once the auth frame was accepted. */
  userId: number | null;
  /** The session (refresh-token family) the access token belongs to. */
  family: string | null;
}

export class SocketRegistry<S extends RegisteredSocket> {
  private readonly all = new Set<S>();
  private readonly users = new Map<number, Set<S>>();
  private readonly families = new Map<string, Set<S>>();
  private readonly addresses = new Map<string, { open: number; unauthenticated: number }>();

  /** A new, not yet authenticated socket. */
  add(s: S): void {
    this.all.add(s);
    const a = this.addresses.get(s.address) ?? { open: 0, unauthenticated: 0 };
    a.open += 1;
    if (s.userId === null) a.unauthenticated += 1;
    this.addresses.set(s.address, a);
  }

  /** The socket's auth frame was accepted. */
  authenticate(s: S, userId: number, family: string): void {
    if (!this.all.has(s) || s.userId !== null) return;
    s.userId = userId;
    s.family = family;
    index(this.users, userId, s);
    index(this.families, family, s);
    const a = this.addresses.get(s.address);
    if (a) a.unauthenticated -= 1;
  }

  remove(s: S): void {
    if (!this.all.delete(s)) return;
    const a = this.addresses.get(s.address);
    if (a) {
      a.open -= 1;
      if (s.userId === null) a.unauthenticated -= 1;
      if (a.open === 0) this.addresses.delete(s.address);
    }
    if (s.userId !== null) unindex(this.users, s.userId, s);
    if (s.family !== null) unindex(this.families, s.family, s);
  }

  has(s: S): boolean {
    return this.all.has(s);
  }

  sockets(): Iterable<S> {
    return this.all;
  }

  ofUser(userId: number): readonly S[] {
    return [...(this.users.get(userId) ?? [])];
  }

  ofFamily(family: string): readonly S[] {
    return [...(this.families.get(family) ?? [])];
  }

  /** Open sockets from this address, and how many of them have not authenticated yet. */
  atAddress(address: string): { open: number; unauthenticated: number } {
    return { ...(this.addresses.get(address) ?? { open: 0, unauthenticated: 0 }) };
  }

  authenticated(): number {
    let n = 0;
    for (const set of this.users.values()) n += set.size;
    return n;
  }
}

function index<K, S>(map: Map<K, Set<S>>, key: K, s: S): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(s);
}

function unindex<K, S>(map: Map<K, Set<S>>, key: K, s: S): void {
  const set = map.get(key);
  set?.delete(s);
  if (set?.size === 0) map.delete(key);
}
