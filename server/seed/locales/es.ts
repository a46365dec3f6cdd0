// TODO(w22, issue 22): the es demo content, written next; until then a copy of English so the seed
// and the type check run.
import type { SeedText } from './types';
import { text as en } from './en';

export const text: SeedText = en;
