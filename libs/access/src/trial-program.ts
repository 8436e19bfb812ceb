import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { type RouteLocation } from './route-location';

type RouteValues = Pick<RouteLocation, 'params' | 'query'>;

function isTrialFlag(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}

/**
 * A route carries the trial marker when it has a `trialProgram` route param or query param (any value
 * but '', 'false' or '0') or a `campaign` param or query param equal to 'trialprogram'.
 */
export function hasTrialProgram(route: RouteValues): boolean {
  return (
    isTrialFlag(route.params['trialProgram']) ||
    isTrialFlag(route.query['trialProgram']) ||
    route.params['campaign'] === TRIAL_CAMPAIGN ||
    route.query['campaign'] === TRIAL_CAMPAIGN
  );
}

/**
 * Carries the trial campaign from the previous route into the next one's `campaign` query param, so a
 * trial visitor keeps free shipping while browsing. Returns `next` itself when nothing changes: when
 * the previous route had no trial marker or `next` already names a campaign.
 */
export function carryTrialCampaign<R extends RouteValues>(previous: RouteValues | null, next: R): R {
  if (previous === null || !hasTrialProgram(previous)) return next;
  if (next.query['campaign'] !== undefined || next.params['campaign'] !== undefined) return next;
  return { ...next, query: { ...next.query, campaign: TRIAL_CAMPAIGN } };
}
