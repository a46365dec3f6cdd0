'use client';
// The banner on every screen while the account is suspended (issue 37 #2): what happened, what
// still works (signing in, browsing, chat, orders, asking for delivery) and what is paused (buy,
// consign, recharge, withdraw, the withdrawal card: the calls server/auth/frozen.ts refuses).
// It scrolls away with the page like the offline banner, and publishes its height as
// --suspended-banner-height so a screen one viewport tall (the chat) leaves room for it.
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import styles from './suspended-banner.module.css';

export const SUSPENDED_HEIGHT_VAR = '--suspended-banner-height';

export default function SuspendedBanner() {
  const t = useTranslations('suspended');
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement.style;
    const el = banner.current;
    if (!el) return;
    const publish = () => root.setProperty(SUSPENDED_HEIGHT_VAR, `${el.getBoundingClientRect().height}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty(SUSPENDED_HEIGHT_VAR);
    };
  }, []);
  return (
    <div ref={banner} className={styles.banner} data-testid="suspended-banner">
      <strong className={styles.title}>{t('title')}</strong>
      <span className={styles.body}>{t('body')}</span>
    </div>
  );
}
