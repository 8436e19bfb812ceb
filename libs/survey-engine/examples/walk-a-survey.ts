import { lintDefinition, loadDefinition, walkSurvey, yesNoChoices } from '@maplepack/survey-engine';

// A three-question survey: women are asked about pregnancy, everyone else goes straight to consent.
const loaded = loadDefinition({
  id: 'tiny',
  title: 'Tiny survey',
  version: '1.5',
  welcome: [{ ref: 'welcome', title: 'Welcome', properties: { button_text: 'Start' } }],
  thankyou: [{ ref: 'exit_declined', title: 'Not to worry!' }],
  fields: [
    {
      id: 'f1',
      ref: 'sex',
      title: 'What is your sex?',
      type: 'multiple_choice',
      properties: {
        choices: [
          { id: 'c1', ref: 'sex_female', label: 'Female' },
          { id: 'c2', ref: 'sex_male', label: 'Male' },
        ],
      },
    },
    {
      id: 'f2',
      ref: 'pregnant',
      title: 'Are you pregnant?',
      type: 'yes_no',
      properties: { choices: yesNoChoices('pregnant', { yesTags: ['Pregnant'] }) },
    },
    {
      id: 'f3',
      ref: 'final_consent',
      title: 'Ready?',
      type: 'multiple_choice',
      properties: {
        choices: [
          { id: 'z1', ref: '$$SUBMIT$$', label: 'I accept' },
          { id: 'z2', ref: '$$ABORT$$', label: 'Exit Assessment' },
        ],
      },
    },
  ],
  logic: [
    {
      type: 'field',
      ref: 'sex',
      actions: [
        {
          action: 'jump',
          details: { to: { type: 'field', value: 'final_consent' } },
          condition: {
            op: 'is',
            vars: [
              { type: 'field', value: 'sex' },
              { type: 'choice', value: 'sex_male' },
            ],
          },
        },
      ],
    },
  ],
});
if (!loaded.ok) throw new Error(loaded.message);
const survey = loaded.definition;

// The linter sees what a reader would miss: here a thank-you screen that no jump reaches.
for (const finding of lintDefinition(survey)) console.log('lint:', finding.code, finding.message);

// Answers are keyed by question ref; only the questions on the walked path are asked.
const answerSets: Array<Record<string, string | boolean>> = [
  { sex: 'Female', pregnant: true, final_consent: 'I accept' },
  { sex: 'Male', pregnant: true, final_consent: 'I accept' },
  { sex: 'Female', pregnant: false },
  { sex: 'Male', final_consent: 'Exit Assessment' },
];
for (const answers of answerSets) {
  const walked = walkSurvey(survey, { today: '2026-11-21', loggedIn: false, answers });
  if (!walked.ok) console.log(walked.code, walked.message);
  else console.log(walked.walk.end, walked.walk.at, walked.walk.path.join(' > '), walked.walk.tags);
}
const typo = walkSurvey(survey, { today: '2026-11-21', loggedIn: false, answers: { sexx: 'Male' } });
if (!typo.ok) console.log(typo.code, typo.message);
