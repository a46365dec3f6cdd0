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

describe('Gallery', () => {
  it('opens the tapped photo full screen, moves between photos and closes', () => {
    render(<Gallery images={images} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 2' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/b.png');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "preview image failed" when the full photo cannot load', () => {
    render(<Gallery images={images} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 2' }));
    fireEvent.error(screen.getByRole('dialog').querySelector('img')!);
    expect(screen.getByRole('alert').textContent).toBe('preview image failed');
  });

  it('zooms with a pinch of two fingers', () => {
    render(<Gallery images={images} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 2' }));
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
