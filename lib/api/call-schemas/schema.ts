// The shape of one call's schemas; a helper that keeps each entry's own types.
import type { z } from 'zod';

export interface CallSchemas<Req extends z.ZodType, Res extends z.ZodType> {
  request: Req;
  response: Res;
  summary: string;
}

export const schema = <Req extends z.ZodType, Res extends z.ZodType>(s: CallSchemas<Req, Res>): CallSchemas<Req, Res> =>
  s;
