import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callGroupsText } from '../call-groups-text';
import { callNames } from '../call-facts';
import { callSchemas } from '../call-schemas';
import { calls as account } from '../call-schemas/account';
import { calls as aftersale } from '../call-schemas/aftersale';
import { calls as auth } from '../call-schemas/auth';
import { calls as catalog } from '../call-schemas/catalog';
import { calls as chat } from '../call-schemas/chat';
import { calls as content } from '../call-schemas/content';
import { calls as notify } from '../call-schemas/notify';
import { calls as orders } from '../call-schemas/orders';
import { calls as upload } from '../call-schemas/upload';
import { calls as wallet } from '../call-schemas/wallet';
import { CALL_GROUP } from './call-groups';

const modules: Record<string, object> = {
  account,
  aftersale,
  auth,
  catalog,
  chat,
  content,
  notify,
  orders,
  upload,
  wallet,
};

describe('call groups', () => {
  it('name, for every call, the module that holds its schemas (the same ones the server uses)', () => {
    for (const name of callNames) {
      const group = modules[CALL_GROUP[name]] as Record<string, unknown>;
      expect(group[name], name).toBe(callSchemas[name]);
    }
  });

  it('put every call of a module in that module’s group', () => {
    for (const [group, calls] of Object.entries(modules))
      for (const name of Object.keys(calls)) expect(CALL_GROUP[name as keyof typeof CALL_GROUP], name).toBe(group);
  });

  it('is the file generated from the schema modules (run npm run openapi)', () => {
    expect(readFileSync(new URL('./call-groups.ts', import.meta.url), 'utf8')).toBe(callGroupsText());
  });
});
