// Operator commands for identity verification: list submissions, approve or reject one.
// ID is the user's id (one submission per user). The full document number is shown here, to
// the operator only; the user API answers it masked.
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { identityListRequest } from '@/lib/api/operator/schemas';
import { identityPhoto, identityRejectionReason } from '@/lib/api/schemas/account';
import { command, contract, requireFlag, UsageError, type AdminCommand, type ParsedArgs } from '../command';

const STATUSES = identityListRequest.shape.status.def.innerType.options;

function idArg(args: ParsedArgs): number {
  const raw = args.positional[0];
  if (!raw) throw new UsageError('ID (the user id) is required');
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError('ID must be a positive whole number');
  return n;
}

const identityLine = (i: OperatorAnswer<'decideIdentity'>) =>
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
  command({
    name: 'identity list',
    usage: 'identity list [--status pending|verified|rejected] [--json]',
    run: (args, client) => {
      const raw = args.flags.status;
      const status = STATUSES.find((s) => s === raw);
      if (raw !== undefined && !status) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}`);
      return contract(client).call('identityList', status ? { status } : {});
    },
    format: (rows) => rows.map(identityLine).join('\n') || 'No identity submissions.',
  }),
  command({
    name: 'identity approve',
    usage: 'identity approve ID [--json]',
    run: (args, client) => contract(client).call('decideIdentity', { id: idArg(args), decision: 'approve' }),
    format: (i) => `Verified: ${identityLine(i)}`,
  }),
  command({
    name: 'identity reject',
    // --code is what the user reads, translated; --reason a note for staff (never shown to the user).
    usage: `identity reject ID --code ${identityRejectionReason.options.join('|')} [--reason R] [--photos front,back] [--json]`,
    run: (args, client) => {
      // --photos: the photos to send again; the user keeps the rest of the submission.
      const named = args.flags.photos?.split(',').map((p) => p.trim());
      const photos = named?.map((p) => identityPhoto.options.find((o) => o === p));
      if (photos?.some((p) => p === undefined))
        throw new UsageError('--photos is a list of front and/or back, e.g. --photos front,back');
      const code = args.flags.code;
      const reasonCode = identityRejectionReason.options.find((c) => c === code);
      if (code !== undefined && !reasonCode)
        throw new UsageError(`--code is one of ${identityRejectionReason.options.join(', ')}`);
      return contract(client).call('decideIdentity', {
        id: idArg(args),
        decision: 'reject',
        ...(reasonCode === undefined
          ? { reason: requireFlag(args, 'reason') }
          : { reasonCode, ...(args.flags.reason ? { reason: args.flags.reason } : {}) }),
        ...(photos ? { photos: photos.filter((p) => p !== undefined) } : {}),
      });
    },
    format: (i) => `Rejected: ${identityLine(i)}`,
  }),
];
