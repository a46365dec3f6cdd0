'use client';
// Identity verification (mine/identity/): the current submission and its status (the document
// number only ever shown masked, as the server sends it), or the form: real name, document
// number, a photo of the front and optionally the back. A rejected submission shows why and the
// form again.
import { useLocale, useTranslations } from 'next-intl';
import { useIdentity } from '@/lib/api/hooks/use-reads';
import type { FieldError } from '@/lib/api/reasons';
import type { CallResult } from '@/lib/api/registry';
import { useApiForm } from '@/lib/form/use-api-form';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { Cell, CellList } from '@/components/ui/cell-list';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import { IdentityStatusTag } from './identity-status-tag';
import { UploadField } from '@/components/ui/upload-field';
import styles from './account.module.css';

/** The server's upload limit (docs/operators.md "Uploads"): a larger photo is refused before sending. */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

type Submission = NonNullable<CallResult<'getIdentity'>>;

export function IdentityScreen() {
  const t = useTranslations('account');
  const identity = useIdentity({});
  return (
    <CallView
      call={identity}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={5} />
        </SkeletonGroup>
      }
    >
      {(current) =>
        current === null || current.status === 'rejected' ? (
          <>
            {current ? <SubmissionCard submission={current} /> : null}
            <Card title={current ? t('identityAgain') : t('identityFormTitle')}>
              <p className={styles.intro}>{t('identityIntro')}</p>
              <IdentityForm />
            </Card>
          </>
        ) : (
          <SubmissionCard submission={current} />
        )
      }
    </CallView>
  );
}

function SubmissionCard({ submission }: { submission: Submission }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <Card
        className={styles.spaced}
        title={t('identitySubmission')}
        actions={<IdentityStatusTag status={submission.status} />}
      >
        <p className={styles.intro}>{t(`identityExplain.${submission.status}`)}</p>
        {submission.status === 'rejected' && submission.reason ? (
          <p className={styles.reason} role="note">
            {t('identityReason', { reason: submission.reason })}
          </p>
        ) : null}
      </Card>
      <CellList>
        <Cell label={t('realName')} value={submission.realName} />
        <Cell label={t('idNumber')} value={<span data-testid="id-number">{submission.idNumber}</span>} />
        <Cell label={t('submittedAt')} value={date.format(new Date(submission.submittedAt))} />
        {submission.reviewedAt ? (
          <Cell label={t('reviewedAt')} value={date.format(new Date(submission.reviewedAt))} />
        ) : null}
      </CellList>
    </>
  );
}

const NO_PHOTO: FieldError = { rule: 'uploaded_image' };
const EMPTY = { realName: '', idNumber: '', frontImage: '', backImage: '' };

function IdentityForm() {
  const t = useTranslations('account');
  const say = useFieldErrorText();
  const form = useApiForm('submitIdentity', {
    initial: EMPTY,
    toInput: (v) => ({
      realName: v.realName.trim(),
      idNumber: v.idNumber.replace(/\s/g, ''),
      frontImage: v.frontImage,
      backImage: v.backImage === '' ? undefined : v.backImage,
    }),
    onSuccess: () => toast(t('identitySubmitted')),
  });
  const { values, errors, set } = form;
  return (
    <Form
      label={t('identityFormTitle')}
      onSubmit={form.submit}
      error={form.formError}
      submitLabel={t('identitySubmit')}
      busy={form.isSubmitting}
    >
      <TextField
        label={t('realName')}
        name="realName"
        autoComplete="name"
        hint={t('realNameHint')}
        value={values.realName}
        onChange={(v) => set('realName', v)}
        error={say(errors.realName)}
      />
      <TextField
        label={t('idNumber')}
        name="idNumber"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('idNumberHint')}
        maxLength={30}
        value={values.idNumber}
        onChange={(v) => set('idNumber', v)}
        error={say(errors.idNumber)}
      />
      <UploadField
        name="frontImage"
        label={t('frontImage')}
        hint={t('photoHint')}
        maxSize={PHOTO_MAX_BYTES}
        onChange={({ urls }) => set('frontImage', urls[0] ?? '')}
        // No photo yet reads "Upload the image first", not the URL rule the empty value broke.
        error={say(errors.frontImage && values.frontImage === '' ? NO_PHOTO : errors.frontImage)}
      />
      <UploadField
        name="backImage"
        label={`${t('backImage')} (${t('optional')})`}
        maxSize={PHOTO_MAX_BYTES}
        onChange={({ urls }) => set('backImage', urls[0] ?? '')}
        error={say(errors.backImage)}
      />
    </Form>
  );
}
