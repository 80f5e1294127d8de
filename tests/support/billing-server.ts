import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * A test server that bills through a fake Stripe: the server holds the fake's keys and base URL, and
 * the fake's hosted Checkout posts its signed events to the server's webhook. The caller stops both.
 */
export async function startBillingServer(
  environment: Record<string, string | undefined> = {},
): Promise<{ stripe: FakeStripe; server: TestServer }> {
  const stripe = await startFakeStripe();
  try {
    const server = await startTestServer({
      ...environment,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_BASE_URL: stripe.url,
    });
    stripe.setWebhookUrl(`${server.url}/api/billing/webhook`);
    return { stripe, server };
  } catch (error) {
    await stripe.close();
    throw error;
  }
}
