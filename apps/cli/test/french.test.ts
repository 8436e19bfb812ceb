import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { jsonLines, linesOf, tempFolder } from './fixtures';
import { jsonOf, runCli } from './run-cli';

interface Product {
  id: number;
  name: string;
  reason: string;
  am: number;
  pm: number;
}
interface Output {
  recommendedTier: number | null;
  tiers: Record<'1' | '2' | '3', Product[]>;
  excluded: { id: number; name: string; why: string }[];
  walk: { end: string; at: string };
}

/** The young woman of the shared profiles, every choice she picks given by its French label. */
const FRENCH_ANSWERS = {
  ...SURVEY_PROFILES.youngWoman.answers,
  consent: 'J’accepte',
  sex: 'Féminin',
  pregnancy_status: 'Aucune de ces situations',
  supplement_attitude: 'J’en prends quelques-uns de temps en temps',
  allergies: ['Aucune à ma connaissance'],
  chronic_conditions: ['Aucune de ces maladies'],
  diet_type: 'Je mange de tout',
  fish_intake: 'rarement ou jamais',
  produce_intake: '3 ou 4',
  dairy_intake: '1 ou 2',
  sun_exposure: 'Quelques fois par semaine',
  activity_level: 'Activité légère, comme la marche et les tâches ménagères',
  stress_frequency: 'Souvent',
  stress_feeling: ['Tension ou anxiété', 'Difficulté à dormir'],
  sleep_quality: 'Correct la plupart des nuits',
  concerns: ['Sommeil', 'Énergie et stress'],
  sleep_trouble: ["La difficulté à m'endormir"],
  sleep_hours: 'De 6 à 7',
  sleep_screens: 'Oui',
  energy_level: 'J’ai un coup de fatigue en après-midi',
  energy_caffeine: '3 ou plus',
  energy_burnout: 'Non',
  concerns_fallback: 'Voir mes recommandations',
  medications: 'Non',
  pack_format: 'Un sachet par jour',
  final_consent: 'J’accepte',
};

const ENGLISH_WORDS = /\b(you|your|the|and|with|for|which|told|helps?|left out)\b/i;

describe('maplepack in French', () => {
  const english = SURVEY_PROFILES.youngWoman;
  const french = { ...english, answers: FRENCH_ANSWERS };

  it('walks French choice labels as it walks the English ones and the refs', () => {
    const fromEnglish = runCli(['survey', 'walk'], JSON.stringify(english));
    const fromFrench = runCli(['survey', 'walk'], JSON.stringify({ ...french, lang: 'fr' }));
    expect(fromFrench.stderr).toBe('');
    expect(fromFrench.status).toBe(0);
    expect(jsonOf(fromFrench)).toEqual(jsonOf(fromEnglish));
    expect(jsonOf(fromFrench)).toMatchObject({ end: 'submit', at: 'final_consent' });
    // No lang: French labels are read all the same.
    expect(jsonOf(runCli(['survey', 'walk'], JSON.stringify(french)))).toEqual(jsonOf(fromEnglish));
  });

  it('recommends the same products from French labels, with every reason in French when lang is fr', () => {
    const fromEnglish = jsonOf(runCli(['recommend'], JSON.stringify(english))) as Output;
    const result = runCli(['recommend'], JSON.stringify({ ...french, lang: 'fr' }));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const fromFrench = jsonOf(result) as Output;
    const withoutWords = (output: Output) =>
      Object.values(output.tiers).map((tier) => tier.map(({ reason: _reason, ...rest }) => rest));
    expect(withoutWords(fromFrench)).toEqual(withoutWords(fromEnglish));
    expect(fromFrench.recommendedTier).toBe(fromEnglish.recommendedTier);
    for (const product of fromFrench.tiers['3']) {
      expect([product.reason, ENGLISH_WORDS.test(product.reason)]).toEqual([product.reason, false]);
    }
    const magnesium = fromFrench.tiers['3'].find((product) => product.id === 2301);
    expect(magnesium?.reason).toMatch(/^Vous nous avez dit que le sommeil vous préoccupe/);
  });

  it('prints English reasons, byte for byte the same, without lang or with lang en; French labels too', () => {
    const plain = runCli(['recommend'], JSON.stringify(english)).stdout;
    expect(runCli(['recommend'], JSON.stringify({ ...english, lang: 'en' })).stdout).toBe(plain);
    expect(runCli(['recommend'], JSON.stringify(french)).stdout).toBe(plain);
    expect(plain).toContain('"reason": "You told us');
  });

  it('says an exclusion in French', () => {
    const input = {
      today: '2026-11-21',
      lang: 'fr',
      answers: {
        birthday: '03151980',
        sex: 'Féminin',
        concerns: ['Cognition et santé du cerveau'],
        cognition_concerns: ['Les oublis'],
        medication_list: ['Coumadin'],
      },
    };
    const output = jsonOf(runCli(['recommend'], JSON.stringify(input))) as Output;
    expect(output.excluded).toContainEqual(
      expect.objectContaining({
        id: 2520,
        why: 'Avec Coumadin\u00a0: cette plante éclaircit aussi le sang, ce qui augmente le risque de saignement.',
      }),
    );
  });

  it('reads a French generic name as the medication it names: « Warfarine » leaves out vitamin K like Warfarin, and the reason says « Warfarine »', () => {
    // A woman told of low bone density is offered vitamin K2, unless she takes a blood thinner.
    const input = (medications: Record<string, unknown>) => ({
      today: '2026-11-21',
      answers: {
        birthday: '05141960',
        sex: 'Féminin',
        concerns: ['Os, muscles et articulations'],
        bones_pain: false,
        bones_cramps: false,
        bones_density: true,
        ...medications,
      },
    });
    const onMedication = (name: string) => input({ medications: true, medication_list: [name] });
    const offered = jsonOf(runCli(['recommend'], JSON.stringify(input({ medications: false })))) as Output;
    expect(
      Object.values(offered.tiers)
        .flat()
        .map((product) => product.id),
    ).toContain(2207);

    const english = runCli(['recommend'], JSON.stringify(onMedication('Warfarin')));
    expect(english.status).toBe(0);
    const vitaminK = (jsonOf(english) as Output).excluded.find((product) => product.id === 2207);
    expect(vitaminK?.why).toMatch(/^With Warfarin: vitamin K works against blood thinners/);
    // The same products and exclusions; the reason names the medication as the person knows it.
    for (const french of ['Warfarine', 'warfarine', 'WARFARINE']) {
      const result = runCli(['recommend'], JSON.stringify(onMedication(french)));
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe(english.stdout.replaceAll('Warfarin', 'Warfarine'));
    }
    // The walk takes it too, and so do other French names.
    const walked = runCli(['survey', 'walk'], JSON.stringify(onMedication('Acide acétylsalicylique')));
    expect(walked.stderr).toBe('');
    expect(walked.status).toBe(0);
  });

  it('takes lang per line with --jsonl', () => {
    const result = runCli(['recommend', '--jsonl'], jsonLines([{ ...french, lang: 'fr' }, english]));
    expect(result.status).toBe(0);
    const [first, second] = linesOf(result.stdout).map((line) => JSON.parse(line) as Output);
    expect(first?.tiers['1'][0]?.reason).toMatch(/^Une multivitamine/);
    expect(second?.tiers['1'][0]?.reason).toMatch(/^A daily multivitamin/);
  });

  it('refuses a language it does not speak, and a French label that is no choice, naming the field', () => {
    const german = runCli(['recommend'], JSON.stringify({ ...english, lang: 'de' }));
    expect(german.status).toBe(2);
    expect(german.stderr).toMatch(/^maplepack: lang: .*"en".*"fr"/);
    const typo = runCli(
      ['survey', 'walk'],
      JSON.stringify({ ...french, answers: { ...FRENCH_ANSWERS, sex: 'Femelle' } }),
    );
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain("answers.sex: unknown choice 'Femelle'");
  });

  it('lists the French titles and labels with survey refs --lang fr, and exports the French survey', () => {
    const refs = jsonOf(runCli(['survey', 'refs', '--lang', 'fr'])) as {
      ref: string;
      title: string;
      choices: string[];
    }[];
    expect(refs.find((entry) => entry.ref === 'sex')).toMatchObject({
      title: 'Quel sexe vous a été assigné à la naissance?',
      choices: ['Féminin', 'Masculin', 'Autre'],
    });
    const exported = runCli(['survey', 'export', '--lang', 'fr']);
    expect(exported.status).toBe(0);
    const { write } = tempFolder('maplepack-fr-');
    const file = write('survey-fr.json', exported.stdout);
    // The French definition is a definition like any other: walk (its labels are French) and lint read it.
    const walked = runCli(['survey', 'walk', '--definition', file], JSON.stringify(french));
    expect(walked.stderr).toBe('');
    expect(jsonOf(walked)).toEqual(jsonOf(runCli(['survey', 'walk'], JSON.stringify(english))));
    expect(runCli(['survey', 'lint', '--definition', file]).status).toBe(0);
  });

  it('lint checks the French of the built-in survey (and finds it complete)', () => {
    const lint = runCli(['survey', 'lint']);
    expect(lint.status).toBe(0);
    expect(jsonOf(lint)).toEqual({ findings: [] });
    expect(runCli(['survey', 'lint', '--help']).stdout).toContain('lint.missing_translation');
  });
});
