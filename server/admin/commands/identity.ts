// Operator commands for identity verification: list submissions, approve or reject one.
// ID is the user's id (one submission per user). The full document number is shown here, to
// the operator only; the user API answers it masked.
import { identityRejectionReason } from '@/lib/api/schemas/account';
import { requireFlag, UsageError, type AdminCommand, type ParsedArgs } from '../command';

const STATUSES = ['pending', 'verified', 'rejected'];

function idArg(args: ParsedArgs): number {
  const raw = args.positional[0];
  if (!raw) throw new UsageError('ID (the user id) is required');
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError('ID must be a positive whole number');
  return n;
}

interface IdentityOut {
  id: number;
  phone: string;
  realName: string;
  idNumber: string;
  status: string;
  reason: string | null;
  reasonCode?: string | null;
  submittedAt: string;
  frontImage: string;
  backImage: string | null;
}
const identityLine = (i: IdentityOut) =>
  [
    `user ${i.id}`,
    i.phone,
    i.realName,
    i.idNumber,
    i.reasonCode ? `${i.status} (${i.reasonCode})` : i.status,
    i.submittedAt,
    i.frontImage,
    i.backImage ?? '-',
    ...(i.reason ? [i.reason] : []),
  ].join('\t');

export const identityCommands: AdminCommand[] = [
  {
    name: 'identity list',
    usage: 'identity list [--status pending|verified|rejected] [--json]',
    run: (args, client) => {
      const status = args.flags.status;
      if (status !== undefined && !STATUSES.includes(status))
        throw new UsageError(`--status must be one of ${STATUSES.join(', ')}`);
      return client.get('/identities', status ? { status } : {});
    },
    format: (r) => (r as IdentityOut[]).map(identityLine).join('\n') || 'No identity submissions.',
  },
  {
    name: 'identity approve',
    usage: 'identity approve ID [--json]',
    run: (args, client) => client.post('/identities/decide', { id: idArg(args), decision: 'approve' }),
    format: (r) => `Verified: ${identityLine(r as IdentityOut)}`,
  },
  {
    name: 'identity reject',
    // --code is what the user reads, translated; --reason a note for staff (never shown to the user).
    usage: `identity reject ID --code ${identityRejectionReason.options.join('|')} [--reason R] [--photos front,back] [--json]`,
    run: (args, client) => {
      // --photos: the photos to send again; the user keeps the rest of the submission.
      const photos = args.flags.photos?.split(',').map((p) => p.trim());
      if (photos?.some((p) => p !== 'front' && p !== 'back'))
        throw new UsageError('--photos is a list of front and/or back, e.g. --photos front,back');
      return client.post('/identities/decide', {
        id: idArg(args),
        decision: 'reject',
        ...(args.flags.code === undefined
          ? { reason: requireFlag(args, 'reason') }
          : { reasonCode: args.flags.code, ...(args.flags.reason ? { reason: args.flags.reason } : {}) }),
        ...(photos ? { photos } : {}),
      });
    },
    format: (r) => `Rejected: ${identityLine(r as IdentityOut)}`,
  },
];
