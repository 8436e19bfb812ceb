/**
 * A finished answer: a status and a JSON body. Idempotent creates store it and a retry replays it,
 * failures included, so services that support replays return this rather than a result union.
 */
export interface HttpAnswer {
  status: number;
  body: unknown;
}

export const errorAnswer = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): HttpAnswer => ({
  status,
  body: { error: { code, message, ...extra } },
});
