// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/lib/api/schemas/chat';
import type { OutgoingMessage } from '@/lib/realtime';
import { renderEn } from '@/components/ui/test-utils';
import { MessageList, type MessageListProps } from './message-list';

afterEach(cleanup);

const ME = 7;
const OTHER = 9;

function message(id: number, senderId = OTHER, text = `message ${id}`): ChatMessage {
  return {
    id,
    groupId: 1,
    clientId: `client-${id}`,
    sender: { id: senderId, nickname: senderId === ME ? 'Me' : 'Lin', avatar: null },
    text,
    image: null,
    createdAt: '2026-11-23T10:00:00.000Z',
  };
}

function outgoing(status: OutgoingMessage['status'], failure: OutgoingMessage['failure'] = null): OutgoingMessage {
  return { clientId: 'pending-1', groupId: 1, text: 'hello there', image: null, status, failure };
}

function props(over: Partial<MessageListProps> = {}): MessageListProps {
  return {
    messages: [message(1), message(2)],
    outgoing: [],
    me: ME,
    hasOlder: false,
    loadingOlder: false,
    onLoadOlder: vi.fn(),
    onRetry: vi.fn(),
    onDiscard: vi.fn(),
    ...over,
  };
}

/** happy-dom has no layout: give the scroll area a size and a position. */
function layout(el: HTMLElement, { height, client, top }: { height: number; client: number; top: number }) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => height });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => client });
  el.scrollTop = top;
}

describe('MessageList', () => {
  it('opens a photo full screen: its alt text, Close focused, Escape closes and returns the focus', async () => {
    const photo = { ...message(3), text: null, image: '/uploads/chat/photo.png' };
    renderEn(<MessageList {...props({ messages: [message(1), photo] })} />);
    const open = screen.getByRole('button', { name: 'Open full screen: Photo from Lin' });
    open.focus();
    fireEvent.click(open);
    // The viewer's code loads at the first opening (lazily, as in the browser).
    // Up to 5 s: the first import transforms the module, slow on a loaded machine.
    const viewer = await screen.findByRole('dialog', { name: 'Photo from Lin' }, { timeout: 5000 });
    expect(within(viewer).getByRole<HTMLImageElement>('img', { name: 'Photo from Lin' }).src).toContain(
      '/uploads/chat/photo.png',
    );
    const close = within(viewer).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(viewer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    // The Close button closes it too.
    fireEvent.click(open);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a message being sent as pending, then as stored', () => {
    const view = renderEn(<MessageList {...props({ outgoing: [outgoing('pending')] })} />);
    const pending = screen.getByText('hello there').closest('li') as HTMLElement;
    expect(pending.dataset.status).toBe('pending');
    expect(within(pending).getByText('Sending…')).toBeTruthy();

    view.rerender(<MessageList {...props({ messages: [message(1), message(2), message(3, ME, 'hello there')] })} />);
    const sent = screen.getByText('hello there').closest('li') as HTMLElement;
    expect(sent.dataset.status).toBeUndefined();
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(screen.queryByText('Not sent')).toBeNull();
  });

  it('shows a failed message with its reason, Retry and Remove', () => {
    const onRetry = vi.fn();
    const onDiscard = vi.fn();
    renderEn(
      <MessageList
        {...props({
          outgoing: [outgoing('failed', { reason: 'rate_limited', retryAfter: 3 })],
          onRetry,
          onDiscard,
        })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not sent');
    expect(alert.textContent).toContain('You are sending too fast.');
    expect(alert.textContent).toContain('try again in 3 s');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith('pending-1');
    fireEvent.click(within(alert).getByRole('button', { name: 'Remove' }));
    expect(onDiscard).toHaveBeenCalledWith('pending-1');
  });

  it('translates the size limit and falls back for an unknown reason', () => {
    const view = renderEn(
      <MessageList {...props({ outgoing: [outgoing('failed', { reason: 'message_too_long' })] })} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('too long (1000 characters at most)');
    view.rerender(<MessageList {...props({ outgoing: [outgoing('failed', { reason: 'weird' })] })} />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong on our side');
  });

  it('renders markup as text and links only http(s) URLs, safely', () => {
    const { container } = renderEn(
      <MessageList
        {...props({
          messages: [
            message(1, OTHER, '<img src=x onerror=window.__pwned=1> see https://example.com/a javascript:alert(1)'),
          ],
        })}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=window.__pwned=1>/)).toBeTruthy();
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/a');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('stays at the bottom when a message arrives and the user is there', () => {
    const view = renderEn(<MessageList {...props()} />);
    const scroller = screen.getByTestId('message-scroller');
    layout(scroller, { height: 2000, client: 500, top: 1500 });
    fireEvent.scroll(scroller);
    layout(scroller, { height: 2100, client: 500, top: 1500 });
    view.rerender(<MessageList {...props({ messages: [message(1), message(2), message(3)] })} />);
    expect(scroller.scrollTop).toBe(2100);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
  });

  it('shows a "New messages" pill when the user scrolled up, and goes down on tap', () => {
    const view = renderEn(<MessageList {...props()} />);
    const scroller = screen.getByTestId('message-scroller');
    layout(scroller, { height: 2000, client: 500, top: 600 });
    fireEvent.scroll(scroller);
    view.rerender(<MessageList {...props({ messages: [message(1), message(2), message(3), message(4)] })} />);
    expect(scroller.scrollTop).toBe(600);
    const pill = screen.getByRole('button', { name: /New messages/ });
    expect(pill.textContent).toContain('2 new messages');
    const scrollTo = vi.fn();
    scroller.scrollTo = scrollTo as never;
    act(() => {
      fireEvent.click(pill);
    });
    expect(scrollTo).toHaveBeenCalledWith({ top: 2000, behavior: 'smooth' });
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
  });

  it('goes to the bottom for the user’s own message even when scrolled up', () => {
    const view = renderEn(<MessageList {...props()} />);
    const scroller = screen.getByTestId('message-scroller');
    layout(scroller, { height: 2000, client: 500, top: 600 });
    fireEvent.scroll(scroller);
    view.rerender(<MessageList {...props({ outgoing: [outgoing('pending')] })} />);
    expect(scroller.scrollTop).toBe(2000);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
  });

  it('asks for older messages near the top and offers a button for them', () => {
    const onLoadOlder = vi.fn();
    const view = renderEn(<MessageList {...props({ hasOlder: true, onLoadOlder })} />);
    const scroller = screen.getByTestId('message-scroller');
    layout(scroller, { height: 2000, client: 500, top: 1500 });
    onLoadOlder.mockClear();
    fireEvent.scroll(scroller);
    expect(onLoadOlder).not.toHaveBeenCalled();
    layout(scroller, { height: 2000, client: 500, top: 40 });
    fireEvent.scroll(scroller);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(onLoadOlder).toHaveBeenCalledTimes(2);
    view.rerender(<MessageList {...props({ hasOlder: true, loadingOlder: true, onLoadOlder })} />);
    expect(screen.getByText('Loading earlier messages…')).toBeTruthy();
    view.rerender(<MessageList {...props({ hasOlder: false, onLoadOlder })} />);
    expect(screen.getByText('This is the start of the conversation.')).toBeTruthy();
  });

  it('keeps the message on screen in place when older messages are prepended', () => {
    const view = renderEn(<MessageList {...props({ messages: [message(5), message(6)], hasOlder: true })} />);
    const scroller = screen.getByTestId('message-scroller');
    const item = (id: number) => scroller.querySelector(`[data-key="m${id}"]`) as HTMLElement;
    let top6 = 400;
    Object.defineProperty(item(5), 'offsetTop', { configurable: true, get: () => top6 - 400 });
    Object.defineProperty(item(6), 'offsetTop', { configurable: true, get: () => top6 });
    for (const id of [5, 6]) Object.defineProperty(item(id), 'offsetHeight', { configurable: true, get: () => 400 });
    layout(scroller, { height: 1000, client: 500, top: 450 });
    fireEvent.scroll(scroller);
    // Older messages take 1200 px above: message 6 moves down by that much, and so does the view.
    top6 = 1600;
    layout(scroller, { height: 2200, client: 500, top: 450 });
    view.rerender(
      <MessageList
        {...props({ messages: [message(2), message(3), message(4), message(5), message(6)], hasOlder: true })}
      />,
    );
    expect(scroller.scrollTop).toBe(1650);
    expect(screen.queryByRole('button', { name: /New messages/ })).toBeNull();
  });
});
