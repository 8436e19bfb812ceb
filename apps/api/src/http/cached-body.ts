import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A JSON answer serialized and compressed once, with its ETag, for read-heavy routes whose data
 * changes rarely (the products list): a cache hit costs a header comparison or a buffer write,
 * not a serialization and a compression per request.
 */
export interface CachedBody {
  /** The JSON's UTF-8 bytes: sent as they are, not encoded again (and measured again) per request. */
  readonly json: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** Weak: the br, gzip and identity answers are the same data in different bytes (RFC 9110 §8.8.1). */
  readonly etag: string;
}

export function cachedBody(value: unknown): CachedBody {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return {
    json,
    br: brotliCompressSync(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
    }),
    gzip: gzipSync(json, { level: 9 }),
    etag: `W/"${hash}"`,
  };
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** br when the client takes it, else gzip, else none; a coding with q=0 is refused. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Answers with `body`: 304 when the client's copy is current, else the JSON in the best encoding it
 * accepts. `no-cache` lets browsers keep the answer and revalidate it on every use.
 */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.header('etag', body.etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(body.json);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}
