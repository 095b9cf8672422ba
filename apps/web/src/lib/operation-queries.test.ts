// The cache identity of a call: one entry per operation, club, user (where the answer is the
// caller's own) and request, and a change that reaches every cached input of an operation for its
// club, and no other club's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { programOperations } from '@springboard/contract/operations/programs';
import { settingsOperations } from '@springboard/contract/operations/settings';
import { userOperations } from '@springboard/contract/operations/users';
import { createApiClient } from './api-client';
import { invalidateOperations, operationKey, operationQueryOptions, operationStaleTime } from './operation-queries';

const alice = { club: 'riverside', user: 'user-alice' };
const bob = { club: 'riverside', user: 'user-bob' };
const otherClub = { club: 'hillside', user: 'user-alice' };

describe('operationKey', () => {
  it('gives the same key for the same operation, input, club and user', () => {
    const a = operationKey(athleteOperations.get, alice, { params: { id: 'a1' } });
    const b = operationKey(athleteOperations.get, { ...alice }, { params: { id: 'a1' } });
    expect(b).toEqual(a);
  });

  it('gives one key to the same request however its input is written', () => {
    const bare = operationKey(userOperations.list, alice, { query: {} });
    expect(operationKey(userOperations.list, alice, { query: { role: undefined } })).toEqual(bare);
    expect(operationKey(membershipOperations.list, alice, { query: { negative_balance: undefined } })).toEqual(
      operationKey(membershipOperations.list, alice, { query: {} }),
    );
    expect(operationKey(userOperations.list, alice, { query: { role: 'staff' } })).not.toEqual(bare);
  });

  it('tells apart the inputs, the operations and the clubs', () => {
    const a1 = operationKey(athleteOperations.get, alice, { params: { id: 'a1' } });
    expect(operationKey(athleteOperations.get, alice, { params: { id: 'a2' } })).not.toEqual(a1);
    expect(operationKey(athleteOperations.enrollments, alice, { params: { id: 'a1' } })).not.toEqual(a1);
    expect(operationKey(athleteOperations.get, otherClub, { params: { id: 'a1' } })).not.toEqual(a1);
  });

  it("keys the caller's own data by the user: another user never reads the previous one's copy", () => {
    expect(operationKey(membershipOperations.mine, bob, {})).not.toEqual(operationKey(membershipOperations.mine, alice, {}));
    expect(operationKey(athleteOperations.list, { club: 'riverside', user: null }, {})).not.toEqual(
      operationKey(athleteOperations.list, alice, {}),
    );
  });

  it('shares a public read between visitors and every user (the boot code prefetches it signed out)', () => {
    const visitor = operationKey(programOperations.list, { club: 'riverside', user: null }, {});
    expect(operationKey(programOperations.list, alice, {})).toEqual(visitor);
    expect(operationKey(programOperations.list, bob, {})).toEqual(visitor);
    expect(operationKey(programOperations.list, otherClub, {})).not.toEqual(visitor);
  });
});

describe('operationQueryOptions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches once for the boot code and the screen: the prefetched answer is the one a screen reads', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ success: true, data: [] }), { status: 200 });
    });
    const client = new QueryClient();
    const api = createApiClient('riverside', null);
    await client.prefetchQuery(operationQueryOptions(programOperations.list, {}, { club: 'riverside', user: null }, api));
    // The landing's grid, signed in: the same entry, fresh for the operation's staleTime.
    const shown = await client.fetchQuery(operationQueryOptions(programOperations.list, {}, alice, api));
    expect(shown).toEqual([]);
    expect(urls).toEqual(['/api/programs']);
    expect(operationStaleTime(programOperations.list)).toBe(60_000);
    expect(operationStaleTime(athleteOperations.list)).toBe(0);
  });
});

describe('invalidateOperations', () => {
  function seeded() {
    const client = new QueryClient();
    const put = (key: readonly unknown[]) => client.setQueryData(key, { seeded: true });
    put(operationKey(athleteOperations.get, alice, { params: { id: 'a1' } }));
    put(operationKey(athleteOperations.get, bob, { params: { id: 'a2' } }));
    put(operationKey(athleteOperations.list, alice, {}));
    put(operationKey(athleteOperations.get, otherClub, { params: { id: 'a1' } }));
    put(operationKey(membershipOperations.mine, alice, {}));
    put(operationKey(settingsOperations.get, alice, {}));
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
    return { client, stale };
  }

  it("marks every input and user of the operation stale for the club, and nothing else, nor another club's", async () => {
    const { client, stale } = seeded();
    await invalidateOperations(client, 'riverside', [athleteOperations.get]);
    expect(stale(operationKey(athleteOperations.get, alice, { params: { id: 'a1' } }))).toBe(true);
    expect(stale(operationKey(athleteOperations.get, bob, { params: { id: 'a2' } }))).toBe(true);
    expect(stale(operationKey(athleteOperations.list, alice, {}))).toBe(false);
    expect(stale(operationKey(athleteOperations.get, otherClub, { params: { id: 'a1' } }))).toBe(false);
    expect(stale(operationKey(membershipOperations.mine, alice, {}))).toBe(false);
  });

  it("takes a domain's declarations for every read of the domain", async () => {
    const { client, stale } = seeded();
    await invalidateOperations(client, 'riverside', [athleteOperations, settingsOperations.get]);
    expect(stale(operationKey(athleteOperations.get, alice, { params: { id: 'a1' } }))).toBe(true);
    expect(stale(operationKey(athleteOperations.list, alice, {}))).toBe(true);
    expect(stale(operationKey(settingsOperations.get, alice, {}))).toBe(true);
    expect(stale(operationKey(membershipOperations.mine, alice, {}))).toBe(false);
    expect(stale(operationKey(athleteOperations.get, otherClub, { params: { id: 'a1' } }))).toBe(false);
  });

  it('refetches a read on screen, and settles once its fresh answer is in', async () => {
    const client = new QueryClient();
    let served = 0;
    const key = operationKey(athleteOperations.list, alice, {});
    // A screen showing the list: an observer subscribed to the query, as useQuery is.
    const onScreen = new QueryObserver(client, { queryKey: key, queryFn: async () => [`athletes v${++served}`] });
    const unsubscribe = onScreen.subscribe(() => undefined);
    await vi.waitFor(() => expect(onScreen.getCurrentResult().data).toEqual(['athletes v1']));

    await invalidateOperations(client, 'riverside', [athleteOperations]);
    expect(onScreen.getCurrentResult().data).toEqual(['athletes v2']);
    // Another club's change leaves this club's list as it is.
    await invalidateOperations(client, 'hillside', [athleteOperations]);
    expect(served).toBe(2);
    unsubscribe();
  });
});
