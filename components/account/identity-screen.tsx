'use client';
// Identity verification (mine/identity/): the current submission and its status (the document
// number only ever shown masked, as the server sends it), or the form: real name, document
// number, a photo of the front and optionally the back. A rejected submission shows why and the
// form again, filled with what was sent: the name, the number (kept on the server unless a new
// one is typed; it only ever comes back masked) and every photo the operator did not reject.
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
import { Image } from '@/components/ui/image';
import styles from './account.module.css';
import { MAX_UPLOAD_BYTES } from '@/lib/api/limits';

const PHOTO_MAX_BYTES = MAX_UPLOAD_BYTES;

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
              <IdentityForm previous={current} />
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
        {/* The reason in words from its code; the operator's note is for staff. */}
        {submission.status === 'rejected' ? (
          <p className={styles.reason} role="note">
            {t('identityReason', { reason: t(`identityRejection.${submission.reasonCode ?? 'other'}`) })}
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
type Keep = 'idNumber' | 'frontImage' | 'backImage';

/** What a new submission may keep from the rejected one: the number, and the photos not rejected. */
export function keepable(previous: Submission | null): Set<Keep> {
  const out = new Set<Keep>();
  if (previous?.status !== 'rejected') return out;
  out.add('idNumber');
  if (!previous.rejectedPhotos.includes('front') && previous.frontImage !== '') out.add('frontImage');
  if (!previous.rejectedPhotos.includes('back') && previous.backImage !== null) out.add('backImage');
  return out;
}

function IdentityForm({ previous }: { previous: Submission | null }) {
  const t = useTranslations('account');
  const say = useFieldErrorText();
  const canKeep = keepable(previous);
  const rejected = new Set(previous?.status === 'rejected' ? previous.rejectedPhotos : []);
  const form = useApiForm('submitIdentity', {
    initial: { ...EMPTY, realName: previous?.realName ?? '' },
    toInput: (v) => {
      const idNumber = v.idNumber.replace(/\s/g, '');
      // An empty field keeps what was sent before, where that may be kept.
      const keep = [...canKeep].filter((field) => (field === 'idNumber' ? idNumber : v[field]) === '');
      return {
        realName: v.realName.trim(),
        idNumber: idNumber === '' ? undefined : idNumber,
        frontImage: v.frontImage === '' ? undefined : v.frontImage,
        backImage: v.backImage === '' ? undefined : v.backImage,
        keep: keep.length > 0 ? keep : undefined,
      };
    },
    onSuccess: () => toast(t('identitySubmitted')),
  });
  const { values, errors, set } = form;
  const last4 = previous?.idNumber.slice(-4) ?? '';
  const photoNote = (photo: 'front' | 'back', field: 'frontImage' | 'backImage') =>
    rejected.has(photo) ? (
      <p className={`${styles.reason} ${styles.photoNote}`} role="note" data-testid={`${photo}-rejected`}>
        {t('identityPhotoRejected')}
      </p>
    ) : canKeep.has(field) && previous ? (
      <div className={styles.kept} data-testid={`${photo}-kept`}>
        <Image
          src={field === 'frontImage' ? previous.frontImage : (previous.backImage ?? '')}
          alt={t(photo === 'front' ? 'identityKeptFrontAlt' : 'identityKeptBackAlt')}
          width={88}
          height={88}
        />
        <p className={styles.intro}>{t('identityPhotoKept')}</p>
      </div>
    ) : null;
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
        placeholder={canKeep.has('idNumber') ? previous?.idNumber : undefined}
        hint={canKeep.has('idNumber') ? t('identityKeepNumber', { last4 }) : t('idNumberHint')}
        maxLength={30}
        value={values.idNumber}
        onChange={(v) => set('idNumber', v)}
        error={say(errors.idNumber)}
      />
      <UploadField
        name="frontImage"
        label={canKeep.has('frontImage') ? t('optional', { label: t('frontImage') }) : t('frontImage')}
        hint={t('photoHint')}
        maxSize={PHOTO_MAX_BYTES}
        onChange={({ urls }) => set('frontImage', urls[0] ?? '')}
        // No photo yet reads "Upload the image first", not the URL rule the empty value broke.
        error={say(errors.frontImage && values.frontImage === '' ? NO_PHOTO : errors.frontImage)}
      />
      {/* Under its field: the photo the reviewer rejected, or the one kept from last time. */}
      {photoNote('front', 'frontImage')}
      <UploadField
        name="backImage"
        label={t('optional', { label: t('backImage') })}
        maxSize={PHOTO_MAX_BYTES}
        onChange={({ urls }) => set('backImage', urls[0] ?? '')}
        error={say(errors.backImage)}
      />
      {photoNote('back', 'backImage')}
    </Form>
  );
}
