import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { fakeServer, readBody, send, sendJson } from './fake-server.js';

/**
 * A Stripe API fake written from Stripe's API reference: form-encoded requests with Bearer secret keys,
 * `POST /v1/customers`, `POST /v1/checkout/sessions` (mode, success_url, line_items required; the session's
 * `url` is the fake's hosted page), `POST /v1/billing_portal/sessions` (customer required),
 * `DELETE /v1/subscriptions/:id`, and errors as `{ error: { type, message, param } }` with Stripe's statuses.
 * Its hosted Checkout page creates the subscription, posts the signed events (checkout.session.completed,
 * customer.subscription.created) to the app's webhook, and redirects back to success_url with the session id.
 */
export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where the hosted pages post their events (the app's /api/billing/webhook). */
  setWebhookUrl(url: string): void;
  customers: Map<string, Record<string, unknown>>;
  sessions: Map<string, CheckoutSession>;
  subscriptions: Map<string, Record<string, unknown>>;
  /** Every API request: method, path and the form fields. */
  requests: Array<{ method: string; path: string; form: Record<string, string> }>;
  /** Signs an event as Stripe does (Stripe-Signature: t=..,v1=..) and posts it to the webhook; returns the app's answer. */
  postEvent(event: Record<string, unknown>, options?: { secret?: string }): Promise<{ status: number; body: string }>;
  /** The event object Stripe would send for this object. */
  event(type: string, object: Record<string, unknown>): Record<string, unknown>;
  close(): Promise<void>;
}

interface CheckoutSession extends Record<string, unknown> {
  id: string;
  form: Record<string, string>;
}

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function stripeError(response: ServerResponse, status: number, type: string, message: string, param?: string): void {
  sendJson(response, status, { error: { type, message, ...(param ? { param } : {}) } }, { 'request-id': id('req') });
}

/** Stripe's metadata[key]=value form fields as an object. */
function metadataOf(form: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.startsWith(`${prefix}[`) ? /^\[([^\]]+)\]$/.exec(key.slice(prefix.length)) : null;
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe(secretKey);
  let webhookUrl = '';
  let base = '';
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, CheckoutSession>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const requests: FakeStripe['requests'] = [];

  const event = (type: string, object: Record<string, unknown>) => ({
    id: id('evt'),
    object: 'event',
    api_version: '2025-11-17.clover',
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

  const postEvent = async (payloadEvent: Record<string, unknown>, options: { secret?: string } = {}) => {
    const payload = JSON.stringify(payloadEvent);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return { status: answer.status, body: await answer.text() };
  };

  const subscriptionFor = (session: CheckoutSession): Record<string, unknown> => {
    const form = session.form;
    const trialDays = Number(form['subscription_data[trial_period_days]'] ?? 0);
    const interval = form['line_items[0][price_data][recurring][interval]'] ?? 'month';
    const start = now();
    const periodEnd = trialDays > 0 ? start + trialDays * 86_400 : start + (interval === 'year' ? 365 : 30) * 86_400;
    return {
      id: id('sub'),
      object: 'subscription',
      customer: session.customer,
      status: trialDays > 0 ? 'trialing' : 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      trial_start: trialDays > 0 ? start : null,
      trial_end: trialDays > 0 ? periodEnd : null,
      metadata: metadataOf(form, 'subscription_data[metadata]'),
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: periodEnd,
            quantity: 1,
            price: {
              id: id('price'),
              object: 'price',
              currency: form['line_items[0][price_data][currency]'],
              unit_amount: Number(form['line_items[0][price_data][unit_amount]']),
              recurring: { interval, interval_count: 1 },
              lookup_key: null,
              metadata: {},
              product: id('prod'),
            },
          },
        ],
      },
    };
  };

  const api = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const auth = request.headers.authorization ?? '';
    if (auth !== `Bearer ${secretKey}`) {
      return stripeError(
        response,
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${auth.replace(/^Bearer /, '').slice(0, 8)}****`,
      );
    }
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    requests.push({ method: request.method ?? 'GET', path, form });
    if (request.method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        created: now(),
        email: form.email ?? null,
        name: form.name ?? null,
        livemode: false,
        metadata: metadataOf(form, 'metadata'),
      };
      customers.set(customer.id, customer);
      return sendJson(response, 200, customer);
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      if (!form.mode) return stripeError(response, 400, 'invalid_request_error', 'Missing required param: mode.', 'mode');
      if (!form.success_url)
        return stripeError(response, 400, 'invalid_request_error', 'Missing required param: success_url.', 'success_url');
      if (form.mode === 'subscription' && !form['line_items[0][price]'] && !form['line_items[0][price_data][unit_amount]']) {
        return stripeError(response, 400, 'invalid_request_error', 'Missing required param: line_items.', 'line_items');
      }
      if (form.customer && !customers.has(form.customer))
        return stripeError(response, 400, 'invalid_request_error', `No such customer: '${form.customer}'`, 'customer');
      const sessionId = id('cs_test');
      const session: CheckoutSession = {
        id: sessionId,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: metadataOf(form, 'metadata'),
        success_url: form.success_url,
        cancel_url: form.cancel_url ?? null,
        subscription: null,
        created: now(),
        expires_at: now() + 86_400,
        livemode: false,
        url: `${base}/c/pay/${sessionId}`,
        form,
      };
      sessions.set(sessionId, session);
      const { form: _form, ...visible } = session;
      return sendJson(response, 200, visible);
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!form.customer) return stripeError(response, 400, 'invalid_request_error', 'Missing required param: customer.', 'customer');
      if (!customers.has(form.customer))
        return stripeError(response, 400, 'invalid_request_error', `No such customer: '${form.customer}'`, 'customer');
      const portalId = id('bps');
      return sendJson(response, 200, {
        id: portalId,
        object: 'billing_portal.session',
        configuration: id('bpc'),
        created: now(),
        customer: form.customer,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: form.return_url ?? null,
        url: `${base}/p/session/${portalId}`,
      });
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (request.method === 'DELETE' && cancel) {
      const subscription = subscriptions.get(cancel[1]!);
      if (!subscription) return stripeError(response, 404, 'invalid_request_error', `No such subscription: '${cancel[1]}'`, 'id');
      Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
      sendJson(response, 200, subscription);
      // Stripe sends the deletion event too; the account may already be gone (the app must not mind).
      void postEvent(event('customer.subscription.deleted', subscription)).catch(() => undefined);
      return;
    }
    return stripeError(response, 404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path}).`);
  };

  /** The hosted Checkout page: a form that "pays" (no card in the fake) and goes back to success_url. */
  const hosted = async (request: IncomingMessage, response: ServerResponse, sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open')
      return send(response, 404, 'text/html', '<h1>This checkout session is no longer available</h1>');
    if (request.method === 'GET') {
      const amount = (Number(session.form['line_items[0][price_data][unit_amount]']) / 100).toFixed(2);
      const trial = session.form['subscription_data[trial_period_days]'];
      return send(
        response,
        200,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main><h1>Fake Stripe Checkout</h1>
         <p>${session.form['line_items[0][price_data][product_data][name]'] ?? ''}: $${amount} / ${session.form['line_items[0][price_data][recurring][interval]']}</p>
         ${trial ? `<p>${trial}-day free trial</p>` : ''}
         <form method="post"><button type="submit">${trial ? 'Start trial' : 'Subscribe'}</button></form></main></body></html>`,
      );
    }
    await readBody(request);
    const subscription = subscriptionFor(session);
    subscriptions.set(subscription.id as string, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: trialIsFree(session) ? 'no_payment_required' : 'paid',
      subscription: subscription.id,
    });
    const { form: _form, ...completed } = session;
    await postEvent(event('checkout.session.completed', completed));
    await postEvent(event('customer.subscription.created', subscription));
    const back = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
    send(response, 303, 'text/plain', 'Redirecting', { location: back });
  };

  const server = fakeServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const pay = /^\/c\/pay\/([^/]+)$/.exec(path);
    if (pay) return hosted(request, response, pay[1]!);
    if (path.startsWith('/p/session/'))
      return send(response, 200, 'text/html', '<!doctype html><title>Fake Stripe portal</title><h1>Fake customer portal</h1>');
    return api(request, response, path);
  });
  const { url } = await server.listen();
  base = url;
  return {
    url,
    secretKey,
    webhookSecret,
    setWebhookUrl: (target) => {
      webhookUrl = target;
    },
    customers,
    sessions,
    subscriptions,
    requests,
    postEvent,
    event,
    close: () => server.close(),
  };
}

function trialIsFree(session: CheckoutSession): boolean {
  return Number(session.form['subscription_data[trial_period_days]'] ?? 0) > 0;
}
