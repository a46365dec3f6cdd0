// The server's envelopes come from the contract (lib/api/envelope.ts); these names keep call sites short.
import { failure, success, type FailureDetail } from '@/lib/api/envelope';

export function okEnvelope<T>(result: T) {
  return success(result);
}

export function errorEnvelope(code: number, message: string, detail: FailureDetail) {
  return failure(code, message, detail);
}
