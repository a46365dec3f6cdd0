// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContract } from '@/lib/api/client/contract-loader';
import { configureApi } from '@/lib/api/client/config';
import { memoryTokenStore } from '@/lib/api/client/tokens';
import { samples } from '@/lib/api/samples';
import type { UploadRequest, UploadResponse, UploadTransport } from '@/lib/upload';
import en from '@/messages/en.json';
import { renderEn } from './test-utils';
import { UploadField, type UploadState } from './upload-field';

let toasts: string[];
beforeEach(() => {
  toasts = [];
  configureApi({
    baseUrl: 'http://api.test',
    tokens: memoryTokenStore(),
    toast: (t) => toasts.push(t),
    translate: (k) => `t:${k}`,
    onLoginRequired: () => undefined,
  });
});
afterEach(cleanup);
// The schemas load on demand in the app; here they are loaded once up front.
beforeAll(() => loadContract());

const ok = (): UploadResponse => ({
  status: 200,
  body: JSON.stringify({ code: 200, message: 'ok', result: samples.uploadImages.result }),
  header: () => null,
});
const file = (bytes: number, name = 'a.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** A transport the test finishes by hand: each request waits until `finish(i, response)`. */
function manualTransport() {
  const requests: { request: UploadRequest; resolve: (r: UploadResponse) => void }[] = [];
  const transport: UploadTransport = (request) =>
    new Promise((resolve) => {
      requests.push({ request, resolve });
    });
  return { transport, requests };
}

const pick = async (files: File[]) => {
  const input = screen.getByTestId('upload-input');
  await act(async () => {
    fireEvent.change(input, { target: { files } });
    await Promise.resolve();
  });
};
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('UploadField', () => {
  it('keeps the focus: from the add button to the new photo’s Remove, and back to add after removing', async () => {
    const { transport, requests } = manualTransport();
    renderEn(<UploadField label="Receipt" transport={transport} onChange={() => undefined} />);
    screen.getByTestId('upload-input').focus();
    await pick([file(100)]);
    await settle();
    const remove = screen.getByRole('button', { name: en.ui.uploadRemove.replace('{index}', '1') });
    expect(document.activeElement).toBe(remove);
    act(() => requests[0]!.resolve(ok()));
    await settle();
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeTruthy();
    expect(document.activeElement).toBe(remove);
    fireEvent.click(remove);
    await settle();
    expect(document.activeElement).toBe(screen.getByTestId('upload-input'));
  });

  it('shows real progress, then the stored image, and reports its URL', async () => {
    const { transport, requests } = manualTransport();
    const states: UploadState[] = [];
    renderEn(<UploadField label="Receipt" transport={transport} onChange={(s) => states.push(s)} />);
    await pick([file(100)]);
    await settle();
    expect(requests).toHaveLength(1);
    act(() => requests[0]!.request.onProgress(40, 100));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(states.at(-1)).toEqual({ urls: [], uploading: true });
    act(() => requests[0]!.resolve(ok()));
    await settle();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Image 1' }).getAttribute('src')).toBe(samples.uploadImages.result.thumb);
    expect(states.at(-1)).toEqual({ urls: [samples.uploadImages.result.url], uploading: false });
    // maxCount 1 reached: the add button is gone.
    expect(screen.queryByTestId('upload-input')).toBeNull();
  });

  it('refuses a file over maxSize with "exceeds size limit" and sends nothing', async () => {
    const { transport, requests } = manualTransport();
    const onOversize = vi.fn();
    renderEn(
      <UploadField label="Receipt" maxSize={1000} transport={transport} onOversize={onOversize} onChange={() => {}} />,
    );
    await pick([file(1001)]);
    await settle();
    expect(requests).toHaveLength(0);
    expect(toasts).toEqual(['t:errors.exceedsSizeLimit']);
    expect(onOversize).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByRole('listitem')).toHaveLength(1); // only the add button
  });

  it('takes at most 9 images when multiple, and hides the add button at maxCount', async () => {
    const { transport, requests } = manualTransport();
    renderEn(<UploadField label="Photos" multiple maxCount={9} transport={transport} onChange={() => {}} />);
    expect(screen.getByTestId('upload-input').hasAttribute('multiple')).toBe(true);
    await pick(Array.from({ length: 10 }, (_, i) => file(10, `p${i}.png`)));
    await settle();
    expect(requests).toHaveLength(9);
    expect(screen.getByRole('list', { name: 'Images, 9 of 9' })).toBeTruthy();
    expect(screen.queryByTestId('upload-input')).toBeNull();
  });

  it('toasts the server message when an upload is refused, and offers Retry', async () => {
    const { transport, requests } = manualTransport();
    renderEn(<UploadField label="Receipt" transport={transport} onChange={() => {}} />);
    await pick([file(10)]);
    await settle();
    act(() =>
      requests[0]!.resolve({
        status: 400,
        body: JSON.stringify({ code: 400, message: 'file: must be a PNG, JPEG, WebP or GIF image' }),
        header: () => null,
      }),
    );
    await settle();
    expect(toasts).toEqual(['file: must be a PNG, JPEG, WebP or GIF image']);
    expect(screen.getByText(en.ui.uploadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.ui.retry }));
    await settle();
    expect(requests).toHaveLength(2);
  });

  it('is frozen when disabled', () => {
    renderEn(<UploadField label="Receipt" disabled onChange={() => {}} />);
    expect(screen.getByTestId<HTMLInputElement>('upload-input').disabled).toBe(true);
  });
});
