// The shape of one call's schemas; a helper that keeps each entry's own types.
import type { z } from 'zod/mini';

export interface CallSchemas<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  request: Req;
  response: Res;
  summary: string;
}

export const schema = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  s: CallSchemas<Req, Res>,
): CallSchemas<Req, Res> => s;
