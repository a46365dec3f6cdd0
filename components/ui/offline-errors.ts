// One offline message per screen: when the network is gone, every read that has nothing stored
// fails the same way, and home showed three identical error panels under the offline banner. The
// error states that fail for that reason take a place in line here; only the first shows.
import { useEffect, useId, useSyncExternalStore } from 'react';

const line: string[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const first = () => line[0] ?? null;

/** True when this offline error is the one the screen shows (false while `offline` is false). */
export function useFirstOfflineError(offline: boolean): boolean {
  const id = useId();
  useEffect(() => {
    if (!offline) return;
    line.push(id);
    notify();
    return () => {
      const at = line.indexOf(id);
      if (at >= 0) line.splice(at, 1);
      notify();
    };
  }, [offline, id]);
  const shown = useSyncExternalStore(subscribe, first, () => null);
  return !offline || shown === id;
}
