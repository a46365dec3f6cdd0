'use client';
// The goods lists' search bar: a labelled search box (type=search, Enter or the Search button
// searches), the recent searches of this device while the box has focus (one tap searches again,
// "Clear history" forgets them), the sort order and the price range (a sheet with two amounts,
// checked with the contract's own getProductList schema so a range upside down is said under the
// field, exactly as the server would refuse it). The query itself lives in the URL (goods-list.tsx).
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { loadCallContract } from '@/lib/api/client/contract-loader';
import { DEFAULT_CURRENCY, formatMoney, minorDigits } from '@/lib/format';
import { KEYWORD_MAX, SORTS, type GoodsQuery, type GoodsSort } from '@/lib/search/goods-query';
import { clearRecentSearches, readRecentSearches, rememberSearch } from '@/lib/search/recent-searches';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/dialog';
import { MoneyField } from '@/components/ui/money-field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import styles from './goods-search.module.css';

/** A price for the range's button: whole amounts without the cents ("CN¥500 – CN¥1,000" fits). */
function shortMoney(minor: number, locale: string): string {
  const unit = 10 ** minorDigits();
  if (minor % unit !== 0) return formatMoney(minor, locale);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: DEFAULT_CURRENCY,
    maximumFractionDigits: 0,
  }).format(minor / unit);
}

export interface GoodsSearchProps {
  query: GoodsQuery;
  onChange: (next: GoodsQuery) => void;
}

export function GoodsSearch({ query, onChange }: GoodsSearchProps) {
  const t = useTranslations('goods.search');
  const locale = useLocale();
  const inputId = useId();
  const sortId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(query.keyword);
  const [focused, setFocused] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [priceOpen, setPriceOpen] = useState(false);

  // The box follows the URL (Back, a shared link, "Clear search"): adjusted while rendering.
  const [shown, setShown] = useState(query.keyword);
  if (shown !== query.keyword) {
    setShown(query.keyword);
    setDraft(query.keyword);
  }

  function search(keyword: string) {
    const text = keyword.trim().slice(0, KEYWORD_MAX);
    if (text) setRecent(rememberSearch(text));
    setDraft(text);
    setFocused(false);
    input.current?.blur();
    onChange({ ...query, keyword: text });
  }

  const price =
    query.minPrice !== undefined && query.maxPrice !== undefined
      ? t('priceRange', { min: shortMoney(query.minPrice, locale), max: shortMoney(query.maxPrice, locale) })
      : query.minPrice !== undefined
        ? t('priceFrom', { min: shortMoney(query.minPrice, locale) })
        : query.maxPrice !== undefined
          ? t('priceUpTo', { max: shortMoney(query.maxPrice, locale) })
          : t('priceAny');
  const showRecent = focused && recent.length > 0;

  return (
    <div className={styles.bar}>
      <form
        role="search"
        aria-label={t('label')}
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          search(draft);
        }}
        onFocus={() => {
          // Read when the box is used: the prerendered HTML has no device storage.
          if (!focused) setRecent(readRecentSearches());
          setFocused(true);
        }}
        onBlur={(event) => {
          // Still open while focus moves to a recent search or Clear history (keyboard).
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <div className={styles.row}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('label')}
          </label>
          <div className={styles.box}>
            <input
              ref={input}
              id={inputId}
              className={styles.input}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={KEYWORD_MAX}
              placeholder={t('placeholder')}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') input.current?.blur();
              }}
            />
            {draft ? (
              <button
                type="button"
                className={styles.clear}
                aria-label={t('clear')}
                onClick={() => {
                  if (query.keyword) search('');
                  else setDraft('');
                  input.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          <Button type="submit" className={styles.submit}>
            {t('submit')}
          </Button>
        </div>
        {showRecent ? (
          // Taps on these keep the focus in the box (no blur closing the list under the finger).
          <div className={styles.recent} onPointerDown={(event) => event.preventDefault()}>
            <div className={styles.recentHead}>
              <h2 className={styles.recentTitle}>{t('recentTitle')}</h2>
              <Button
                variant="plain"
                onClick={() => {
                  clearRecentSearches();
                  setRecent([]);
                  input.current?.focus();
                }}
              >
                {t('recentClear')}
              </Button>
            </div>
            <ul className={styles.recentList}>
              {recent.map((text) => (
                <li key={text}>
                  <button
                    type="button"
                    className={styles.recentItem}
                    aria-label={t('recentSearch', { query: text })}
                    onClick={() => search(text)}
                  >
                    {text}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </form>
      <div className={styles.row}>
        <label htmlFor={sortId} className={styles.sortLabel}>
          {t('sortLabel')}
        </label>
        <select
          id={sortId}
          className={styles.select}
          value={query.sort}
          onChange={(event) => onChange({ ...query, sort: event.target.value as GoodsSort })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.price}
          aria-haspopup="dialog"
          data-active={query.minPrice !== undefined || query.maxPrice !== undefined}
          onClick={() => setPriceOpen(true)}
        >
          <span className="visually-hidden">{t('price')}: </span>
          {price}
        </button>
      </div>
      {priceOpen ? (
        <PriceSheet
          query={query}
          onClose={() => setPriceOpen(false)}
          onApply={(minPrice, maxPrice) => {
            setPriceOpen(false);
            onChange({ ...query, minPrice, maxPrice });
          }}
        />
      ) : null}
    </div>
  );
}

function PriceSheet({
  query,
  onClose,
  onApply,
}: {
  query: GoodsQuery;
  onClose: () => void;
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const t = useTranslations('goods.search');
  const fieldText = useFieldErrorText();
  const [min, setMin] = useState<number | null>(query.minPrice ?? null);
  const [max, setMax] = useState<number | null>(query.maxPrice ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function apply() {
    const minPrice = min ?? undefined;
    const maxPrice = max ?? undefined;
    setBusy(true);
    try {
      // The server's own rule for the range (productListRequest): the same text either side.
      const contract = await loadCallContract('getProductList');
      const checked = contract.schemas.request.safeParse({ minPrice, maxPrice });
      if (!checked.success) {
        const fields = contract.zodFields(checked.error);
        const text: Record<string, string> = {};
        for (const [path, rule] of Object.entries(fields))
          if (path === 'minPrice' || path === 'maxPrice') text[path] = fieldText(rule) ?? '';
        if (Object.keys(text).length > 0) {
          setErrors(text);
          return;
        }
      }
      onApply(minPrice, maxPrice);
    } catch {
      // Without the schemas (offline before they were cached) the list's own read checks the range.
      onApply(minPrice, maxPrice);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Sheet open title={t('priceTitle')} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <div className={styles.priceFields}>
          <MoneyField
            label={t('minPrice')}
            value={min}
            onChange={(v) => {
              setMin(v);
              setErrors({});
            }}
            error={errors.minPrice}
          />
          <MoneyField
            label={t('maxPrice')}
            value={max}
            onChange={(v) => {
              setMax(v);
              setErrors({});
            }}
            error={errors.maxPrice}
          />
        </div>
        <div className={styles.priceActions}>
          <Button variant="secondary" onClick={() => onApply(undefined, undefined)}>
            {t('priceReset')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('priceApply')}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
