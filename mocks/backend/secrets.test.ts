import { specHash } from '@generated/manifest/index';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../node';
import { secretOf, secretsKey, storeSecrets } from './secrets';
import { MockStore, type StoreSnapshot } from './store';

const ADMIN_KEY = 'bmsSystemAdmin';

describe('the mock backend’s secrets (passwords kept apart from the records)', () => {
  it('a stored secret is saved with the changed tables, so it survives a reload', async () => {
    const saved: StoreSnapshot[] = [];
    const persistence = { load: async () => saved.at(-1), save: async (snapshot: StoreSnapshot) => void saved.push(structuredClone(snapshot)), clear: async () => {} };
    const store = new MockStore({ version: specHash, seed: DEFAULT_SEED, persistence });
    storeSecrets(store, ADMIN_KEY, 42, { password: 'hash-42' });
    await store.flush();
    expect(saved.at(-1)?.tables[secretsKey(ADMIN_KEY)]).toContainEqual({ id: 42, password: 'hash-42' });

    const reloaded = new MockStore({ version: specHash, seed: DEFAULT_SEED, persistence });
    await reloaded.restore();
    expect(secretOf(reloaded, ADMIN_KEY, 42, 'password')).toBe('hash-42');
  });
});
