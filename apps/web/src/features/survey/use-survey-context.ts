import { type ApiClient } from '@maplepack/api-client';
import { type AuthUser } from '@maplepack/access';
import { type Account, type SessionContext } from '@maplepack/survey-engine';
import { useEffect, useState } from 'react';
import { shopDay } from '@maplepack/calendar';
import { useAuthStore } from '../../stores/auth-store';

export type SurveyContextState = { status: 'loading' } | { status: 'ready'; context: SessionContext };

const MMDDYYYY = /^\d{8}$/;

/**
 * The birthday of the person's earlier survey (GET /api/v1/survey/{survey_id}), so the survey need
 * not ask it again; undefined when there is none or the call fails (spec §8: survey-fetch errors
 * are swallowed).
 */
export async function earlierBirthday(
  api: Pick<ApiClient, 'survey'>,
  surveyId: string | null | undefined,
): Promise<string | undefined> {
  if (surveyId === null || surveyId === undefined || surveyId === '') return undefined;
  try {
    const earlier = await api.survey.get(surveyId);
    const birthday = earlier.submission['birthday'];
    return typeof birthday === 'string' && MMDDYYYY.test(birthday) ? birthday : undefined;
  } catch {
    return undefined;
  }
}

function accountOf(user: AuthUser, birthday: string | undefined): Account {
  return {
    ...(user.first_name.trim() === '' ? {} : { firstName: user.first_name.trim() }),
    ...(user.email.trim() === '' ? {} : { email: user.email.trim() }),
    ...(birthday === undefined ? {} : { birthday }),
  };
}

/**
 * Who is taking the assessment: a guest, or a signed-in person whose account (first name, email,
 * earlier birthday) the survey skips. Waits while the session is being restored, and for a signed-in
 * person while the api client (null) is still loading; a guest needs no call.
 */
export function useSurveyContext(api: Pick<ApiClient, 'survey'> | null, now: () => Date): SurveyContextState {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const [state, setState] = useState<SurveyContextState>({ status: 'loading' });
  // Only a signed-in person's context needs the client: a guest's is not made again when it arrives.
  const accountApi = status === 'signed-in' ? api : null;

  useEffect(() => {
    if (status === 'unknown') return;
    const today = shopDay(now());
    if (status !== 'signed-in' || user === null) {
      setState({ status: 'ready', context: { today, authenticated: false } });
      return;
    }
    if (accountApi === null) return;
    let current = true;
    void earlierBirthday(accountApi, user.survey_id).then((birthday) => {
      if (current)
        setState({
          status: 'ready',
          context: { today, authenticated: true, account: accountOf(user, birthday) },
        });
    });
    return () => {
      current = false;
    };
  }, [accountApi, now, status, user]);

  return state;
}
