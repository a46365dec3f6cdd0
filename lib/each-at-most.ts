// A bounded number of tasks at once, shared by the service worker (pages fetched a few at a time,
// lib/pwa/service-worker.ts) and the server (push sends, server/notify/push.ts).
/**
 * Runs `task` on every item, at most `limit` at a time, in order of the list. Rejects with the
 * first failure, after which no further task starts (the ones running finish on their own).
 */
export async function eachAtMost<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
