'use client';
// The console's one-form pages (sign-in, choose a password): a narrow panel on the page's
// background with the language choice, the title, a line under it, and the form.
import type { ReactNode } from 'react';
import { LanguageSelect } from '../kit/language-select';
import styles from './sign-in.module.css';

export function FormPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <div className={styles.languageRow}>
          <LanguageSelect />
        </div>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}
