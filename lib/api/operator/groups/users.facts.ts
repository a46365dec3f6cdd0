// The users group's operator calls: their facts (zod-free; the schemas are in ./users.ts).
import { ALL, SUPPORT, read, write, type Fact } from './define';

export const usersFacts = {
  userFind: read('/users/find', ALL),
  userList: read('/users', ALL, { paged: true }),
  userDetail: read('/users/detail', ALL),
  userFreeze: write('/users/freeze', SUPPORT),
} satisfies Record<string, Fact>;
