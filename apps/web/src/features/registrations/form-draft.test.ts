import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './form-draft';
import { initialValues } from './registration-form';

/** The tab's session storage, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  all() {
    return [...this.items.values()].join('\n');
  }
}
let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
});

describe('the registration draft', () => {
  it('brings the answers back after a reload, without the card or the password, per club', () => {
    const v = initialValues();
    v.membership = { ...v.membership, first_name: 'Ana', email: 'ana@example.test', password: 'secret-pass-1' };
    v.athletes[0] = { ...v.athletes[0]!, first_name: 'Lia', date_of_birth: '2016-04-02' };
    v.card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana' };
    saveDraft('demo', 'family', v, store);

    expect(store.all()).not.toContain('4242');
    expect(store.all()).not.toContain('secret-pass-1');
    const back = loadDraft('demo', 'family', store);
    expect(back.membership).toMatchObject({ first_name: 'Ana', email: 'ana@example.test', password: '' });
    expect(back.athletes[0]).toMatchObject({ first_name: 'Lia', date_of_birth: '2016-04-02' });
    expect(back.card).toEqual({ number: '', expiry: '', cvc: '', name: '' });
    // Another club's form starts empty.
    expect(loadDraft('other', 'family', store).membership.first_name).toBe('');
  });

  it('is gone once cleared (after a successful registration), and a broken draft gives an empty form', () => {
    saveDraft('demo', 'family', { ...initialValues(), voucher_code: 'SPRING' }, store);
    clearDraft('demo', 'family', store);
    expect(loadDraft('demo', 'family', store).voucher_code).toBe('');
    store.setItem('springboard:registration-draft:demo:family', '{not json');
    expect(loadDraft('demo', 'family', store)).toMatchObject({ voucher_code: '', athletes: [expect.anything()] });
  });
});
