import {
  surveyParamsSchema,
  surveyProfileResponseSchema,
  surveyResponseSchema,
  surveyResultsResponseSchema,
  surveySubmitRequestSchema,
  surveySubmitResponseSchema,
  type SurveyProfileResponse,
  type SurveyResponse,
  type SurveyResultsResponse,
  type SurveySubmitResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type SurveySubmitBody = z.input<typeof surveySubmitRequestSchema>;

export function surveyCalls(http: Http) {
  return {
    /** POST /survey: id (a UUID the caller generates), value (JSON string of answers), version '1.5'. */
    async submit(body: SurveySubmitBody, options?: CallOptions): Promise<SurveySubmitResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'survey',
          response: surveySubmitResponseSchema,
          body: { schema: surveySubmitRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** GET /survey/{survey_id}: the signed-in owner's submission. */
    async get(surveyId: string, options?: CallOptions): Promise<SurveyResponse> {
      const received = await http(
        {
          method: 'GET',
          path: `survey/${encodeURIComponent(surveyId)}`,
          response: surveyResponseSchema,
          params: { schema: surveyParamsSchema, value: { survey_id: surveyId } },
        },
        options,
      );
      return received.data;
    },

    /**
     * GET /survey/results: the caller's latest assessment for the results page (the signed-in
     * customer's, else the one this browser made as a guest); a 404 `survey.not-found` when there is none.
     */
    async results(options?: CallOptions): Promise<SurveyResultsResponse> {
      const received = await http(
        { method: 'GET', path: 'survey/results', response: surveyResultsResponseSchema },
        options,
      );
      return received.data;
    },

    /** GET /survey/profile: the caller's safety profile from their last assessment (null without one). */
    async profile(options?: CallOptions): Promise<SurveyProfileResponse> {
      const received = await http(
        { method: 'GET', path: 'survey/profile', response: surveyProfileResponseSchema },
        options,
      );
      return received.data;
    },
  };
}
