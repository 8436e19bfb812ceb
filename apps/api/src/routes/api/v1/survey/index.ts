import {
  GUEST_SURVEYS_COOKIE_NAME,
  surveyParamsSchema,
  surveySubmitRequestSchema,
  type SurveyProfileResponse,
  type SurveyResponse,
  type SurveyResultsResponse,
  type SurveySubmitResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { completeSurveyMailing } from '../../../../http/mailing-http';
import { parseRequest } from '../../../../http/parse-request';
import { PUBLIC_RATE_RULES, limitPerIp } from '../../../../http/public-rate-limit';
import { requestLanguage } from '../../../../http/request-language';
import { requireCustomer } from '../../../../plugins/app/auth';
import { type AuthCustomer } from '../../../../services/accounts/auth-service';
import { type SurveyFailure } from '../../../../services/survey/survey-service';

/** A guest who signs up within 30 days can still bring the survey to the new account. */
const GUEST_SURVEYS_COOKIE_SECONDS = 30 * 24 * 60 * 60;

const STATUS: Record<SurveyFailure['code'], number> = {
  'survey.invalid': 400,
  'survey.exited': 422,
  'survey.conflict': 409,
  'survey.not-found': 404,
};
const failure = (result: SurveyFailure): ApiError =>
  new ApiError(STATUS[result.code], result.code, result.message);

/**
 * The caller of the results and the profile, read alike: a token that came and failed (expired,
 * revoked, forged) is not silently a guest's, the person is told to sign in again (401, as at the
 * checkout); no token at all is a guest.
 */
const callerOf = (request: FastifyRequest): AuthCustomer | null =>
  request.authFailure === null ? request.customer : requireCustomer(request);

/**
 * The health assessment (spec §7). POST is open to guests (linked to the customer when signed in;
 * a guest's survey only from the browser that made it, named in a signed httpOnly cookie);
 * GET is the owner's only: 401 for a guest, 404 for anyone else's id, so ids reveal nothing.
 * The answers are never logged (logger.ts redacts `value` and `submission`).
 */
const survey: FastifyPluginAsync = async (app) => {
  app.post(
    '/survey',
    { onRequest: limitPerIp(app, PUBLIC_RATE_RULES.surveyPerIp) },
    async (request, reply): Promise<SurveySubmitResponse> => {
      const body = parseRequest(surveySubmitRequestSchema, request.body, 'body');
      const submissions = app.surveys.submissions;
      const madeHere = submissions.madeBy(request.cookies[GUEST_SURVEYS_COOKIE_NAME]);
      const result = await submissions.submit(
        body,
        request.customer,
        app.now(),
        madeHere,
        requestLanguage(request),
      );
      if (!result.ok) throw failure(result);
      // A guest's survey is bound to this browser: only it may later attach the survey to an account.
      if (request.customer === null) {
        reply.setCookie(GUEST_SURVEYS_COOKIE_NAME, submissions.guestCookie(madeHere, body.id), {
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          path: '/api/v1',
          maxAge: GUEST_SURVEYS_COOKIE_SECONDS,
        });
      }
      await completeSurveyMailing(app, request, reply, body.value);
      await app.surveys.resultsMail.afterSubmit(
        body.id,
        body.value,
        request.customer?.id ?? null,
        app.now(),
        requestLanguage(request),
      );
      return result.debug === undefined
        ? { recommendation: result.recommendation }
        : { recommendation: result.recommendation, debug: result.debug };
    },
  );

  // The results page's data: the caller's latest assessment, never the answers (see the service).
  app.get('/survey/results', async (request): Promise<SurveyResultsResponse> => {
    const caller = callerOf(request);
    const submissions = app.surveys.submissions;
    const madeHere = submissions.madeBy(request.cookies[GUEST_SURVEYS_COOKIE_NAME]);
    const result = await submissions.results(caller, madeHere);
    if (!result.ok) throw failure(result);
    const { ok: _ok, ...response } = result;
    return response;
  });

  // The caller's own safety profile, for the cart's checkPack: a customer's latest survey, else (and a
  // guest's) the newest survey made in this browser (signed cookie). Health data: never cached, never logged.
  app.get('/survey/profile', async (request, reply): Promise<SurveyProfileResponse> => {
    const caller = callerOf(request);
    const guestSurveys = app.surveys.submissions.madeBy(request.cookies[GUEST_SURVEYS_COOKIE_NAME]);
    const profile = await app.surveys.profiles.profileOfCaller(caller?.id ?? null, guestSurveys);
    reply.header('cache-control', 'no-store');
    return { profile };
  });

  app.get('/survey/:survey_id', async (request): Promise<SurveyResponse> => {
    const customer = requireCustomer(request);
    const { survey_id } = parseRequest(surveyParamsSchema, request.params, 'params');
    const result = await app.surveys.submissions.get(survey_id, customer);
    if (!result.ok) throw failure(result);
    const { ok: _ok, ...response } = result;
    return response;
  });
};

export default survey;
