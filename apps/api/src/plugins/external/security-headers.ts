import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers on every answer (@fastify/helmet's defaults: CSP, HSTS, nosniff, frameguard…). */
export default fp(
  async (app) => {
    await app.register(helmet, { global: true });
  },
  { name: 'security-headers' },
);
