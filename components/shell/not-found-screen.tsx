import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { routeHref } from '@/lib/nav/href';

/** What a screen shows when it calls notFound() (an item that does not exist, say). */
export function NotFoundScreen() {
  const t = useTranslations('errors');
  const locale = useLocale();
  return (
    <div className="app-frame">
      <main className="not-found">
        <h1 className="not-found__title">{t('notFoundTitle')}</h1>
        <p>{t('notFoundBody')}</p>
        <Link className="button" href={routeHref(locale, 'home')}>
          {t('notFoundHome')}
        </Link>
      </main>
    </div>
  );
}
