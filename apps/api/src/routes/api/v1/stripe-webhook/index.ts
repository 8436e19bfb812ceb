import { type StripeWebhookResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';

/**
 * POST /stripe/webhook: Stripe's events, verified over the exact bytes Stripe signed. This plugin
 * is encapsulated, so the raw-body JSON parser below applies to this route only.
 */
const stripeWebhook: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/stripe/webhook', async (request): Promise<StripeWebhookResponse> => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['stripe-signature'];
    const signature = typeof header === 'string' ? header : undefined;
    const verified = app.payments.gateway.verifyWebhook(rawBody, signature, app.now());
    if (!verified.ok) {
      throw new ApiError(
        verified.code === 'payment.webhook-unavailable' ? 404 : 400,
        verified.code,
        verified.message,
      );
    }
    const applied = app.renewals.webhooks
      ? await app.renewals.webhooks.apply(verified, app.now())
      : (await app.payments.applyEvent(verified.event), { duplicate: false });
    request.log.info(
      { eventId: verified.eventId, type: verified.type, duplicate: applied.duplicate },
      'stripe webhook',
    );
    return { received: true, type: verified.type };
  });
};

export default stripeWebhook;
