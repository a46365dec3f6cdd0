'use client';
// The custom navigation bar (spec section 2): Back (not on tab pages), the screen's title,
// and the language menu.
import { useTranslations } from 'next-intl';
import { Suspense, useRef } from 'react';
import { useNav } from '@/lib/nav/use-nav';
import { BackIcon, GlobeIcon } from '@/components/icons/tab-icons';
import { LanguageList } from './language-menu';
import { ScreenTitle, type QueryTitle } from './screen-title';

export function NavBar({ title, showBack, titleWith }: { title: string; showBack: boolean; titleWith?: QueryTitle }) {
  const t = useTranslations('nav');
  const nav = useNav();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <header className="nav-bar">
      <div className="nav-bar__side">
        {showBack ? (
          <button type="button" className="icon-button" onClick={() => nav.back()} aria-label={t('back')}>
            <BackIcon />
          </button>
        ) : null}
      </div>
      <h1 className="nav-bar__title">
        {titleWith ? (
          <Suspense fallback={title}>
            <ScreenTitle title={title} when={titleWith} />
          </Suspense>
        ) : (
          title
        )}
      </h1>
      <div className="nav-bar__side nav-bar__side--end">
        <button
          type="button"
          className="icon-button"
          aria-label={t('language')}
          aria-haspopup="dialog"
          onClick={() => dialog.current?.showModal()}
        >
          <GlobeIcon />
        </button>
      </div>
      <dialog ref={dialog} className="sheet" aria-labelledby="language-dialog-title">
        <h2 id="language-dialog-title" className="sheet__title">
          {t('chooseLanguage')}
        </h2>
        <LanguageList headingId="language-dialog-title" />
        <form method="dialog">
          <button type="submit" className="button button--secondary">
            {t('close')}
          </button>
        </form>
      </dialog>
    </header>
  );
}
