import {
  shippingMethodParamsSchema,
  shippingRateRequestSchema,
  shippingZoneParamsSchema,
  type ShippingMethodResponse,
  type ShippingRateResponse,
  type ShippingZoneResponse,
} from '@maplepack/api-contract';
import { shopDay } from '@maplepack/calendar';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError, notFound } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';

const zoneNotFound = () => notFound('shipping.zone-not-found', 'Shipping zone not found');

const shipping: FastifyPluginAsync = async (app) => {
  app.get('/shipping-zones', async (): Promise<ShippingZoneResponse[]> => app.services.shipping.zones());

  app.get('/shipping-zones/:id', async (request): Promise<ShippingZoneResponse> => {
    const { id } = parseRequest(shippingZoneParamsSchema, request.params, 'params');
    const zone = await app.services.shipping.zone(id);
    if (zone === undefined) throw zoneNotFound();
    return zone;
  });

  app.get('/shipping-zones/:id/methods', async (request): Promise<ShippingMethodResponse[]> => {
    const { id } = parseRequest(shippingZoneParamsSchema, request.params, 'params');
    const methods = await app.services.shipping.methods(id, shopDay(app.now()));
    if (methods === undefined) throw zoneNotFound();
    return methods;
  });

  app.get('/shipping-zones/:id/methods/:instanceId', async (request): Promise<ShippingMethodResponse> => {
    const { id, instanceId } = parseRequest(shippingMethodParamsSchema, request.params, 'params');
    const method = await app.services.shipping.method(id, instanceId, shopDay(app.now()));
    if (method === undefined) throw notFound('shipping.method-not-found', 'Shipping method not found');
    return method;
  });

  app.post('/shipping-rate', async (request): Promise<ShippingRateResponse> => {
    const body = parseRequest(shippingRateRequestSchema, request.body, 'body');
    const result = await app.services.shipping.rate(body, shopDay(app.now()));
    if (!result.ok) throw new ApiError(422, result.code, result.message, 'postal_code');
    return result.rate;
  });
};

export default shipping;
