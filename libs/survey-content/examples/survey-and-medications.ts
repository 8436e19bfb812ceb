import { walkSurvey } from '@maplepack/survey-engine';
import {
  MEDICATIONS,
  SURVEY_V1_5,
  SURVEY_VERSION,
  classesOf,
  searchMedications,
} from '@maplepack/survey-content';

console.log(`survey ${SURVEY_VERSION}: ${SURVEY_V1_5.fields.length} fields`);
console.log(`${MEDICATIONS.length} medications`);

// The search box: case, accents and punctuation are ignored; brand and generic names both match.
console.log(searchMedications('warfa').map((medication) => medication.label));
console.log(classesOf(['Coumadin']));

// The real survey, walked as far as these answers go (the refs of STABLE_REFS never change).
const walked = walkSurvey(SURVEY_V1_5, {
  today: '2026-11-21',
  loggedIn: false,
  answers: { name: 'Ana', consent: true, email: 'ana@example.com', birthday: '04121990', sex: 'Female' },
});
if (!walked.ok) throw new Error(walked.message);
console.log(walked.walk.end, 'at', walked.walk.at, walked.walk.tags);
const declined = walkSurvey(SURVEY_V1_5, {
  today: '2026-11-21',
  loggedIn: false,
  answers: { name: 'Ana', consent: false },
});
if (declined.ok) console.log(declined.walk.end, 'at', declined.walk.at);
