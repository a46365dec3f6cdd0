import { redirect } from 'next/navigation';
import { ROUTES } from '@/lib/routes';

/** `/<locale>/` has no screen of its own: it is the home tab. */
export default async function LocaleIndex({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  redirect(`/${locale}/${ROUTES.home.segment}`);
}
