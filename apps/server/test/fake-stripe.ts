// A small local stand-in for the Stripe endpoints the adapter uses (node:http on 127.0.0.1), so the
// real SDK can be tested without a network. It keeps intents, customers, cards and refunds (partial
// ones too) in memory, lists charges and refunds by page (limit, starting_after, created[gte]) newest
// first, honours Idempotency-Key like Stripe, and can be told to hang (provider timeout).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Card = { id: string; customer: string | null; brand: string; last4: string; exp_month: number; exp_year: number };
type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  refunded: boolean;
  amount_refunded: number;
  /** Unix seconds of the charge, once succeeded. */
  charged_at: number | null;
};
type Refund = { id: string; object: 'refund'; amount: number; status: string; payment_intent: string; created: number };

export type FakeStripe = {
  port: number;
  requests: { method: string; path: string; idempotencyKey: string | undefined; form: Record<string, string> }[];
  intents: Map<string, Intent>;
  /** Every refund made, oldest first; a test may change `created` to place one in time. */
  refunds: Refund[];
  /** What Stripe.js does in the browser: confirm the intent with a card. */
  succeed: (intentId: string, card?: Partial<Card>) => Intent;
  intentJson: (intentId: string) => object;
  hang: boolean;
  close: () => Promise<void>;
};

let seq = 0;
const nextId = (p: string) => `${p}_${(++seq).toString(36)}${Date.now().toString(36)}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  const cards = new Map<string, Card>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const pending = new Set<ServerResponse>();
  const refunds: Refund[] = [];
  const now = () => Math.floor(Date.now() / 1000);

  /** A list answer as Stripe pages it: newest first, `limit` a page, after `starting_after`. */
  function page<T extends { id: string; created: number }>(all: T[], query: URLSearchParams, path: string) {
    const gte = query.get('created[gte]');
    const rows = all.filter((r) => gte === null || r.created >= Number(gte)).reverse();
    const after = query.get('starting_after');
    const from = after ? rows.findIndex((r) => r.id === after) + 1 : 0;
    const limit = Number(query.get('limit') ?? 10);
    const data = rows.slice(from, from + limit);
    return { status: 200, body: { object: 'list', data, has_more: from + limit < rows.length, url: path } };
  }

  function intentJson(id: string, expand: string[] = []) {
    const pi = intents.get(id)!;
    const pm = pi.payment_method ? cards.get(pi.payment_method) : undefined;
    const paymentMethod = expand.includes('payment_method') && pm ? cardJson(pm) : pi.payment_method;
    const charge = pi.status === 'succeeded' ? chargeJson(pi) : null;
    const { refunded: _r, amount_refunded: _a, charged_at: _c, ...rest } = pi;
    return { ...rest, payment_method: paymentMethod, latest_charge: expand.includes('latest_charge') ? charge : (charge?.id ?? null) };
  }
  const chargeJson = (pi: Intent) => ({
    id: `ch_${pi.id}`,
    object: 'charge',
    amount: pi.amount,
    status: 'succeeded',
    paid: true,
    payment_intent: pi.id,
    created: pi.charged_at ?? now(),
    refunded: pi.refunded,
    amount_refunded: pi.amount_refunded,
  });
  const cardJson = (c: Card) => ({
    id: c.id,
    object: 'payment_method',
    type: 'card',
    customer: c.customer,
    card: { brand: c.brand, last4: c.last4, exp_month: c.exp_month, exp_year: c.exp_year },
  });

  function route(method: string, path: string, form: Record<string, string>, query: URLSearchParams): { status: number; body: unknown } {
    const expand = [...query.entries(), ...Object.entries(form)].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    if (method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: nextId('cus'), object: 'customer', email: form.email ?? null } };
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const metadata = Object.fromEntries(Object.entries(form).filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
      const pi: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        customer: form.customer ?? null,
        payment_method: form.payment_method ?? null,
        setup_future_usage: form.setup_future_usage ?? null,
        metadata,
        last_payment_error: null,
        refunded: false,
        amount_refunded: 0,
        charged_at: null,
      };
      intents.set(id, pi);
      if (form.confirm === 'true') {
        const card = pi.payment_method ? cards.get(pi.payment_method) : undefined;
        if (!card || card.last4 === '0002') {
          pi.last_payment_error = { message: 'Your card was declined.' };
          return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: intentJson(id) } } };
        }
        pi.status = 'succeeded';
        pi.charged_at = now();
      }
      return { status: 200, body: intentJson(id, expand) };
    }
    const get = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && get) {
      if (!intents.has(get[1]!)) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
      return { status: 200, body: intentJson(get[1]!, expand) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = intents.get(form.payment_intent ?? '');
      if (!pi || pi.status !== 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', message: 'This PaymentIntent does not have a successful charge to refund.' } } };
      const amount = form.amount === undefined ? pi.amount - pi.amount_refunded : Number(form.amount);
      if (amount <= 0 || pi.amount_refunded + amount > pi.amount) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.` } } };
      }
      pi.amount_refunded += amount;
      pi.refunded = pi.amount_refunded === pi.amount;
      const refund: Refund = { id: nextId('re'), object: 'refund', amount, status: 'succeeded', payment_intent: pi.id, created: now() };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (method === 'GET' && path === '/v1/refunds') return page(refunds, query, path);
    if (method === 'GET' && path === '/v1/charges') {
      const charges = [...intents.values()].filter((pi) => pi.status === 'succeeded').sort((a, b) => (a.charged_at ?? 0) - (b.charged_at ?? 0));
      return page(charges.map(chargeJson), query, path);
    }
    const pmGet = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && pmGet) {
      const card = cards.get(pmGet[1]!);
      if (!card) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' } } };
      return { status: 200, body: cardJson(card) };
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (method === 'POST' && detach) {
      const card = cards.get(detach[1]!);
      if (!card?.customer) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'The payment method is not attached to a customer' } } };
      card.customer = null;
      cards.delete(card.id);
      return { status: 200, body: cardJson({ ...card, customer: null }) };
    }
    const list = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path);
    if (method === 'GET' && list) {
      const data = [...cards.values()].filter((c) => c.customer === list[1]).map(cardJson);
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const fake: FakeStripe = {
    port: 0,
    requests: [],
    intents,
    refunds,
    hang: false,
    succeed(intentId, card = {}) {
      const pi = intents.get(intentId)!;
      const pm: Card = { id: nextId('pm'), customer: null, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, ...card };
      if (pi.setup_future_usage && pi.customer) pm.customer = pi.customer;
      cards.set(pm.id, pm);
      Object.assign(pi, { status: 'succeeded', payment_method: pm.id, charged_at: now() });
      return pi;
    },
    intentJson: (id) => intentJson(id),
    close: () =>
      new Promise((resolve) => {
        for (const res of pending) res.destroy();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(raw));
      const key = req.headers['idempotency-key'] as string | undefined;
      fake.requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key, form });
      if (fake.hang) {
        pending.add(res);
        return;
      }
      const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : null;
      const reply = (cacheKey && replies.get(cacheKey)) || route(req.method ?? 'GET', url.pathname, form, url.searchParams);
      if (cacheKey) replies.set(cacheKey, reply);
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.port = (server.address() as AddressInfo).port;
  return fake;
}
