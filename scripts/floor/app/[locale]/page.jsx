import { setRequestLocale } from 'next-intl/server';
import { Body } from './body';

export default async function Page({ params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <Body />;
}
