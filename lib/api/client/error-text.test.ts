import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';
import { payPassword } from '../schemas/common';
import { REASONS, RULES } from '../reasons';
import { zodFields } from '../rules';
import { ApiError } from './api-error';
import { errorText, fieldErrorText } from './error-text';

const ALL = { en, fr, es, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('reason and rule texts', () => {
  it.each(Object.entries(ALL))('%s translates every reason and every rule', (_locale, messages) => {
    const reasons = messages.reasons as Record<string, string>;
    const rules = messages.rules as Record<string, string>;
    const missing = [
      ...REASONS.filter((r) => !reasons[r]?.trim()).map((r) => `reasons.${r}`),
      ...RULES.filter((r) => !rules[r]?.trim()).map((r) => `rules.${r}`),
    ];
    expect(missing).toEqual([]);
    expect(reasons.unknown?.trim()).toBeTruthy();
  });

  it.each(Object.entries(ALL))('%s uses the same rule parameters as English', (_locale, messages) => {
    for (const rule of RULES) {
      expect(placeholders((messages.rules as Record<string, string>)[rule] ?? ''), rule).toEqual(
        placeholders((en.rules as Record<string, string>)[rule] ?? ''),
      );
    }
  });
});

describe('errorText and fieldErrorText', () => {
  const t = createTranslator({ locale: 'zh-CN', messages: zhCN });

  it('translates a refusal by its reason, not by the server text', () => {
    const error = new ApiError({
      code: 422,
      message: 'payPassword: is wrong',
      shown: false,
      reason: 'wrong_pay_password',
    });
    expect(errorText(t, error)).toBe('支付密码错误。');
  });

  it('falls back to the request layer key, then to a generic text', () => {
    expect(errorText(t, new ApiError({ code: 5, message: 'x', shown: true, key: 'errors.network' }))).toBe(
      zhCN.errors.network,
    );
    expect(errorText(t, new ApiError({ code: 502, message: 'Bad Gateway', shown: true }))).toBe(zhCN.reasons.unknown);
    expect(errorText(t, new Error('boom'))).toBe(zhCN.reasons.unknown);
  });

  it('translates field rules with their parameters, and reasons used as rules', () => {
    expect(fieldErrorText(t, { rule: 'min_length', params: { min: 8 } })).toBe('至少 8 个字符。');
    expect(fieldErrorText(t, 'wrong_pay_password')).toBe('支付密码错误。');
    expect(fieldErrorText(t, 'no-such-rule')).toBe(zhCN.rules.invalid);
  });

  it('gives a client-side check the same rule the server sends', () => {
    const parsed = payPassword.safeParse('12');
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(zodFields(parsed.error)).toEqual({ '': { rule: 'digits', params: { count: 6 } } });
  });
});
