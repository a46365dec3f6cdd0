'use client';
// Failures in the reader's language: a call's reason (or the request layer's own message key),
// and a field's rule with its parameters. Thin hooks over lib/api's errorText / fieldErrorText.
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { errorText, fieldErrorText } from '@/lib/api/client/error-text';
import type { FieldError } from '@/lib/api/reasons';

export function useErrorText(): (error: unknown) => string {
  const t = useTranslations();
  return useCallback((error: unknown) => errorText(t, error), [t]);
}

export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const t = useTranslations();
  return useCallback((error: FieldError | undefined) => (error ? fieldErrorText(t, error) : undefined), [t]);
}

/** A form-level failure: a field rule no field shows, or any thrown error. */
export function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && 'rule' in value && typeof value.rule === 'string';
}
