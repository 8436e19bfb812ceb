import { carryTrialCampaign, hasTrialProgram } from './trial-program';

const at = (query: Record<string, string> = {}, params: Record<string, string> = {}) => ({ query, params });

describe('trial program marker', () => {
  it.each([
    [at({}, { trialProgram: 'trialprogram' }), true],
    [at({ trialProgram: 'true' }), true],
    [at({ trialProgram: 'false' }), false],
    [at({ trialProgram: '' }), false],
    [at({ campaign: 'trialprogram' }), true],
    [at({}, { campaign: 'trialprogram' }), true],
    [at({ campaign: 'spring' }), false],
    [at(), false],
  ])('%j → %s', (route, expected) => {
    expect(hasTrialProgram(route)).toBe(expected);
  });

  it('adds the campaign to the next route and keeps its other values', () => {
    expect(carryTrialCampaign(at({ campaign: 'trialprogram' }), at({ x: '1' }, { id: '2' }))).toEqual(
      at({ x: '1', campaign: 'trialprogram' }, { id: '2' }),
    );
  });

  it('returns the same route when there is nothing to carry', () => {
    const next = at({ x: '1' });
    expect(carryTrialCampaign(null, next)).toBe(next);
    expect(carryTrialCampaign(at(), next)).toBe(next);
    const withCampaign = at({ campaign: 'spring' });
    expect(carryTrialCampaign(at({ campaign: 'trialprogram' }), withCampaign)).toBe(withCampaign);
  });
});
