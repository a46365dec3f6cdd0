// Rendering kit components in unit tests: English messages, like a screen under /en/.
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import en from '@/messages/en.json';

export function renderEn(ui: ReactElement, options?: RenderOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper, ...options });
}

/** A controllable IntersectionObserver: `intersect()` reports every observed node in view. */
export function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; nodes: Set<Element> }>();
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; nodes: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, nodes: new Set() };
      observers.add(this.entry);
    }
    observe(node: Element) {
      this.entry.nodes.add(node);
    }
    unobserve(node: Element) {
      this.entry.nodes.delete(node);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    intersect() {
      for (const { callback, nodes } of [...observers])
        callback(
          [...nodes].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    },
    get count() {
      return observers.size;
    },
  };
}
