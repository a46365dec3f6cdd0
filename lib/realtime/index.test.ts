// The instance the hooks create during render must not need a browser: the static export
// prerenders screens in Node, with no page location and no WebSocket.
import { describe, expect, it } from 'vitest';
import { configureApi } from '../api/client/config';
import { memoryTokenStore } from '../api/client/tokens';
import { createRealtime } from './index';

describe('createRealtime', () => {
  it('can be created and read without a page, and stays offline without a token', () => {
    configureApi({ baseUrl: '', tokens: memoryTokenStore() });
    const rt = createRealtime();
    expect(rt.connection.state()).toBe('offline');
    expect(rt.chat.groupsView()).toEqual({ groups: [], loaded: false, error: null });
    rt.connection.start();
    expect(rt.connection.state()).toBe('offline');
    rt.dispose();
  });
});
