// The login screen's return target: where a visitor sent to log in goes back to afterwards.
// It travels as `?from=/mine/bank/?x=1` (a locale-less in-app key) and is only followed when it
// names a screen of the route table, so a crafted link cannot send anyone off-site.
import { routeBySegment, type RouteId } from '@/lib/routes';

export const RETURN_PARAM = 'from';

export interface ReturnTarget {
  id: RouteId;
  query: URLSearchParams;
}

/** The screen and query a `from` value names, or null when it is missing or not one of ours. */
export function parseReturnTarget(from: string | null | undefined): ReturnTarget | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  const [path = '', search = ''] = from.split(/\?(.*)/s, 2);
  const id = routeBySegment(path);
  if (id === undefined || id === 'login' || id === 'register') return null;
  return { id, query: new URLSearchParams(search) };
}
