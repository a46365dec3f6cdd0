// The floor with a photo as its largest element, put on the page by the client after hydration
// (its URL preloaded by the HTML, so only the scripts stand before it): the least a screen whose
// largest element comes from data can do on this stack (docs/benchmarks.md, "The bound").
import { preload } from 'react-dom';
import { setRequestLocale } from 'next-intl/server';
import { PhotoBody } from './photo-body';

export default async function Page({ params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  preload('/photo.png', { as: 'image', fetchPriority: 'high' });
  return <PhotoBody />;
}
