// @vitest-environment happy-dom
// The gate as an exported page meets it: the HTML holds the screen's skeleton (who is logged in
// is not known when it is built), then React hydrates it on a device with or without a session.
import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/lib/api/client/test-server';
import { sessionTokens } from '@/lib/session/session-store';
import en from '@/messages/en.json';
import { LoginGate } from './login-gate';

const redirect = vi.fn();
vi.mock('@/lib/nav/use-nav', () => ({ useNav: () => ({ redirect }) }));

const page = (
  <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
    <LoginGate fallback={<p>skeleton</p>}>
      <p>the screen</p>
    </LoginGate>
  </NextIntlClientProvider>
);

let container: HTMLElement;
let root: Root | undefined;

/** The exported HTML (rendered without a session, as at build time), then hydrated here. */
function hydrateExported() {
  container.innerHTML = renderToString(page);
  expect(container.textContent).toBe('skeleton');
  act(() => {
    root = hydrateRoot(container, page);
  });
}

beforeEach(() => {
  redirect.mockClear();
  sessionTokens.clear();
  window.history.replaceState(null, '', '/en/mine/');
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  sessionTokens.clear();
});

describe('LoginGate on an exported page', () => {
  it('with a session: the skeleton hydrates, then the screen takes its place; nobody is redirected', () => {
    sessionTokens.set(fakeJwt(Math.floor(Date.now() / 1000) + 3600), 'refresh');
    hydrateExported();
    expect(container.textContent).toBe('the screen');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('without one: the skeleton stays and the visitor is sent to log in, with the way back (the screen, without its locale)', () => {
    hydrateExported();
    expect(container.textContent).toBe('skeleton');
    expect(redirect).toHaveBeenCalledWith('login', { from: '/mine/' });
  });

  it('a session that ends takes the screen away and sends the user to log in', () => {
    sessionTokens.set(fakeJwt(Math.floor(Date.now() / 1000) + 3600), 'refresh');
    hydrateExported();
    expect(container.textContent).toBe('the screen');
    act(() => sessionTokens.clear());
    expect(container.textContent).toBe('skeleton');
    expect(redirect).toHaveBeenCalledWith('login', { from: '/mine/' });
  });
});
