import { shopDay } from '@maplepack/calendar';
import { taxListQuerySchema, type TaxRuleResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { setPaginationHeaders } from '../../../../http/pagination-headers';
import { parseRequest } from '../../../../http/parse-request';

const taxes: FastifyPluginAsync = async (app) => {
  app.get('/taxes', async (request, reply): Promise<TaxRuleResponse[]> => {
    const query = parseRequest(taxListQuerySchema, request.query, 'query');
    // Tax law follows the shop's calendar day (calendar's shopDay, Toronto), whatever the server's zone.
    const today = shopDay(app.now());
    const page = await app.services.taxes.list(query, today);
    setPaginationHeaders(reply, page.total, query.per_page);
    return page.items;
  });
};

export default taxes;
