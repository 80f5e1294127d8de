import Stripe from 'stripe';
import type { AppConfig } from '../config/config.js';

/** The Stripe client, or null without STRIPE_SECRET_KEY (self-hosted: admins set plans). STRIPE_BASE_URL says where the API is. */
export function createStripeClient(config: AppConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = new URL(config.STRIPE_BASE_URL);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.STRIPE_SECRET_KEY, {
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}
