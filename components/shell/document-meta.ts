// Shared <head> settings of the three root documents (entry, screens, 404).
import type { Metadata, Viewport } from 'next';

export const APP_VIEWPORT: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // The bars pad themselves with the safe-area insets.
  viewportFit: 'cover',
  themeColor: '#D43030',
};

export const APP_ICONS: Metadata['icons'] = {
  icon: [
    { url: '/icons/icon.svg', type: 'image/svg+xml' },
    { url: '/icons/icon-192.png', sizes: '192x192' },
  ],
  apple: { url: '/icons/apple-touch-icon.png', sizes: '180x180' },
};
