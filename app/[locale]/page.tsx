import { redirect } from 'next/navigation';

/** `/<locale>/` has no screen of its own: it is the home tab. */
export default async function LocaleIndex({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  redirect(`/${locale}/home/`);
}
