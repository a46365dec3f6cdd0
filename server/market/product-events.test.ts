import { describe, expect, it } from 'vitest';
import type { EventBus, Handler, Json } from '../realtime/bus';
import { ProductEvents, PRODUCTS_TOPIC } from './product-events';

/** A bus that delivers synchronously and records what was published (unit-test fake). */
function fakeBus() {
  const handlers = new Map<string, Handler>();
  const published: Json[] = [];
  const bus: EventBus = {
    publish: (_topic, payload) => {
      published.push(payload);
      return Promise.resolve();
    },
    subscribe: (topic, handler) => {
      handlers.set(topic, handler);
      return () => handlers.delete(topic);
    },
    onResync: () => () => undefined,
    close: () => Promise.resolve(),
  };
  return { bus, published, deliver: (payload: Json) => handlers.get(PRODUCTS_TOPIC)?.(payload) };
}

describe('ProductEvents', () => {
  it('marks an item sold out; an edit of it (from any process) clears the mark', () => {
    const { bus, deliver } = fakeBus();
    const events = new ProductEvents(bus);
    events.markSoldOut(7, events.generation());
    expect(events.isSoldOut(7)).toBe(true);
    deliver({ kind: 'stock', id: null });
    expect(events.isSoldOut(7)).toBe(true);
    deliver({ kind: 'edit', id: 7 });
    expect(events.isSoldOut(7)).toBe(false);
    events.close();
  });

  it('an answer sent before a restock arrived does not mark the item', () => {
    const { bus, deliver } = fakeBus();
    const events = new ProductEvents(bus);
    const before = events.generation();
    deliver({ kind: 'edit', id: 9 });
    events.bought(9, 0, before);
    events.markSoldOut(9, before);
    expect(events.isSoldOut(9)).toBe(false);
    events.bought(9, 0, events.generation());
    expect(events.isSoldOut(9)).toBe(true);
    events.close();
  });

  it('drops cached lists on every change and announces buys once per burst', async () => {
    const { bus, published } = fakeBus();
    const events = new ProductEvents(bus);
    await events.lists.get('p1', () => Promise.resolve({ call: 'getProductList', resultJson: '{}' }));
    expect(events.lists.size).toBe(1);
    for (let i = 0; i < 5; i++) events.bought(1, 10 - i, events.generation());
    expect(events.lists.size).toBe(0);
    await new Promise((r) => setTimeout(r, 150));
    expect(published).toEqual([{ kind: 'stock', id: null }]);
    events.close();
  });
});
