// When the whole contract's chunk does not arrive (offline before the service worker cached it),
// loadContract rejects with the network error, translated, that forms show as it is; the next
// call tries the chunk again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CODES } from '../codes';

const chunk = vi.hoisted(() => ({ fails: true }));
vi.mock('./contract', async (importOriginal) => {
  if (chunk.fails) throw new Error('Loading chunk 2012 failed');
  return importOriginal();
});

// A fresh request layer per test, so the chunk is not already loaded (modules are re-imported).
async function freshLoader() {
  const { configureApi } = await import('./config');
  configureApi({ translate: (key) => `t:${key}` });
  return { ...(await import('./contract-loader')), ...(await import('./api-error')) };
}

beforeEach(() => {
  vi.resetModules();
});

describe('loadContract', () => {
  it('rejects with the translated network error when the chunk does not arrive', async () => {
    chunk.fails = true;
    const { loadContract, isApiError } = await freshLoader();
    const error: unknown = await loadContract().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: CLIENT_CODES.network, key: 'errors.network', message: 't:errors.network' });
  });

  it('gives the contract once the chunk arrives', async () => {
    chunk.fails = false;
    const { loadContract } = await freshLoader();
    const contract = await loadContract();
    expect(typeof contract.callSchemas.login.request.safeParse).toBe('function');
  });
});
