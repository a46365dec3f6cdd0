// The server's envelopes come from the contract (lib/api/envelope.ts); these names keep call sites short.
import { failure, success, type ErrorsField } from '@/lib/api/envelope';

export function okEnvelope<T>(result: T) {
  return success(result);
}

export function errorEnvelope(code: number, message: string, errors?: ErrorsField) {
  return failure(code, message, errors);
}
