/**
 * An expected failure to answer as `{ error: { code, message } }` with a 4xx status. Services
 * return result unions; routes turn a failed result into an ApiError, so no route builds an error
 * body by hand. `field` names the request field at fault when there is one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Its French when the table cannot know it (zod's own words about a field): i18n/error-messages-fr.ts. */
    readonly french?: string,
  ) {
    super(message);
  }
}

export const notFound = (code: string, message: string): ApiError => new ApiError(404, code, message);
