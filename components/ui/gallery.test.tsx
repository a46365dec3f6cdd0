// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gallery, type GalleryLabels } from './gallery';

afterEach(cleanup);

const labels: GalleryLabels = {
  region: 'Photos of a vase',
  open: (n, total) => `Open photo ${n} of ${total}`,
  photo: (n, total) => `Vase, photo ${n} of ${total}`,
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  failed: 'preview image failed',
  none: 'No photo',
};
const images = [{ url: '/a.png' }, { url: '/b.png' }];
// The preview's code loads at the first opening (lazily, as in the browser); up to 5 s, the first
// import transforms the module, slow on a loaded machine.
const openedPreview = () => screen.findByRole('dialog', {}, { timeout: 5000 });

describe('Gallery', () => {
  it('opens the tapped photo full screen, moves between photos and closes', async () => {
    render(<Gallery images={images} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 2' }));
    const dialog = await openedPreview();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/b.png');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "preview image failed" when the full photo cannot load', async () => {
    render(<Gallery images={images} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 2' }));
    fireEvent.error((await openedPreview()).querySelector('img')!);
    expect(screen.getByRole('alert').textContent).toBe('preview image failed');
  });

  it('zooms with a pinch of two fingers', async () => {
    render(<Gallery images={images} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 2' }));
    await openedPreview();
    const stage = screen.getByTestId('gallery-stage');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 300, clientY: 100 });
    expect(screen.getByRole('dialog').querySelector('img')?.style.transform).toContain('scale(2)');
  });

  it('shows a placeholder without photos', () => {
    render(<Gallery images={[]} labels={labels} />);
    expect(screen.getByRole('img', { name: 'No photo' })).toBeTruthy();
  });
});
