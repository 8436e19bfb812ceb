import { surveyIn } from '@maplepack/survey-content';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n/i18n';
import { findPageHeading, loadFrench, renderAt } from '../../../testing';
import { SURVEY_PROGRESS_KEY } from '../survey-progress';
import { sessionAt, storeProgress } from '../test-support/session-at';

const TODAY = new Date('2026-11-21T15:00:00Z');
const FRENCH = surveyIn('fr');

function frenchField(ref: string) {
  const field = FRENCH.fields.find((candidate) => candidate.ref === ref);
  if (field === undefined) throw new Error(`no field '${ref}'`);
  return field;
}
const frenchChoice = (ref: string, choiceRef: string) =>
  frenchField(ref).properties.choices?.find((choice) => choice.ref === choiceRef)?.label ?? '';
const heading = (name: string) => screen.queryByRole('heading', { level: 1, name });

let user: ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  jest.useFakeTimers({ now: TODAY });
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  window.localStorage.clear();
  await loadFrench();
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
  i18n.activate('en');
});

describe('the assessment at /fr/health-assessment', () => {
  it('opens in French: the welcome, the intro, the part cover and the first question, with the French checks', async () => {
    renderAt('/fr/health-assessment');
    await findPageHeading();
    const [welcome] = FRENCH.welcome;
    expect(
      await screen.findByRole('heading', { level: 2, name: welcome?.title ?? 'a French welcome' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Questionnaire santé | Maplepack');
    await user.click(screen.getByRole('button', { name: 'Commencer' }));
    expect(await screen.findByRole('heading', { level: 1, name: frenchField('intro').title })).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(2500));
    expect(heading('À propos de vous')).toBeInTheDocument();
    expect(screen.getByText('PARTIE 1')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    const name = frenchField('name').title;
    expect(heading(name)).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name });
    expect(box).toHaveAttribute('placeholder', 'Prénom');
    // The parts' bar speaks French too.
    expect(screen.getByRole('progressbar', { name: 'Progression du questionnaire' })).toHaveAttribute(
      'aria-valuetext',
      'Partie 1 sur 4\u00a0: À propos de vous',
    );
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nom requis');
    await user.type(box, 'Anne{Enter}');
    expect(heading(frenchField('consent').title)).toBeInTheDocument();
    // Answers are kept by ref, whatever the language shown.
    expect(JSON.parse(window.localStorage.getItem(SURVEY_PROGRESS_KEY) ?? '{}')).toMatchObject({
      submission: { name: 'Anne' },
    });
  });

  it('reads progress saved on the English page in French: same question, answers shown by their French label', async () => {
    const profile = SURVEY_PROFILES.youngWoman;
    storeProgress(sessionAt({ ...profile, stopAt: 'allergies' }));
    renderAt('/fr/health-assessment');
    expect(
      await screen.findByRole('heading', { level: 1, name: frenchField('allergies').title }),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progression du questionnaire' })).toHaveAttribute(
      'aria-valuetext',
      'Partie 1 sur 4\u00a0: À propos de vous',
    );
    expect(
      screen
        .getByRole('progressbar', { name: 'Progression dans la partie 1' })
        .getAttribute('aria-valuetext'),
    ).toMatch(/^Question \d+, \d+\u00a0% de la partie 1$/);

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    const region = screen.getByRole('region', { name: frenchField('supplement_attitude').title });
    const picked = frenchChoice('supplement_attitude', 'attitude_some');
    expect(within(region).getByRole('button', { name: picked })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(region).getByRole('button', { name: picked }));
    expect(heading(frenchField('allergies').title)).toBeInTheDocument();
    // The answer is stored by its ref, as on the English page, which reads it again as before.
    const saved = JSON.parse(window.localStorage.getItem(SURVEY_PROGRESS_KEY) ?? '{}') as {
      submission: Record<string, { ref?: string }>;
    };
    expect(saved.submission['supplement_attitude']?.ref).toBe('attitude_some');
  });
});
