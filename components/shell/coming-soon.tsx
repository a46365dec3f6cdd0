import { getTranslations } from 'next-intl/server';

/** The body of screens a later issue builds: says so plainly, shows no made-up data. */
export async function ComingSoon() {
  const t = await getTranslations('screen');
  return (
    <section className="coming-soon" data-testid="coming-soon">
      <h2 className="coming-soon__title">{t('comingSoonTitle')}</h2>
      <p>{t('comingSoon')}</p>
    </section>
  );
}
