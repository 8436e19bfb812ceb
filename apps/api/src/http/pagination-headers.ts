import { PAGINATION_HEADERS, totalPages } from '@maplepack/api-contract';
import { type FastifyReply } from 'fastify';

/** WooCommerce's X-WP-Total and X-WP-TotalPages on a paged collection. */
export function setPaginationHeaders(reply: FastifyReply, total: number, perPage: number): void {
  reply.header(PAGINATION_HEADERS.total, String(total));
  reply.header(PAGINATION_HEADERS.totalPages, String(totalPages(total, perPage)));
}
