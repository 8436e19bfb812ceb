import { purchaseModeOf, showsHealthAssessmentButton } from './purchase-mode';

describe('purchase mode', () => {
  it.each([
    [{ id: 1, status: 200 }, true, 'signedin_healthassessment', false],
    [{ id: 1, status: 200 }, false, 'signedin_buildmypack', false],
    [null, true, 'guest_healthassessment', true],
    [null, false, 'guest_buildmypack', true],
    [{ id: 1, status: 401 }, true, 'guest_healthassessment', true],
  ] as const)('user %j with survey cart %s is %s (button shown: %s)', (user, hasSurveyCart, mode, button) => {
    expect(purchaseModeOf({ user, hasSurveyCart })).toBe(mode);
    expect(showsHealthAssessmentButton(mode)).toBe(button);
  });
});
