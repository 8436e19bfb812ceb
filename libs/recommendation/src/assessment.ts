import type { Allergen } from '@maplepack/catalog';
import {
  ageOn,
  chosenChoices,
  isBooleanAnswer,
  resolveSelection,
  walkAnswer,
  walkSurvey,
  type Field,
  type ListItemLookup,
  type SurveyDefinition,
  type WalkInput,
  type WalkResult,
  type WalkSingleValue,
} from '@maplepack/survey-engine';
import {
  classesOf,
  foldMedicationText,
  medicationAliases,
  resolveMedication,
} from '@maplepack/survey-content';
import type { Signals } from './need-rule';
import type { Profile, ProfileMedication } from './profile';

/** What the recommendation reads from a set of answers: the person, and the signals for the rules. */
export interface Assessment {
  profile: Profile;
  signals: Signals;
}

export type AssessmentResult =
  | { ok: true; assessment: Assessment }
  | { ok: false; code: 'answers.invalid'; message: string };

const ALLERGY_TAGS: Readonly<Record<string, Allergen>> = {
  DairyAllergy: 'dairy',
  FishAllergy: 'fish',
  ShellfishAllergy: 'shellfish',
  GelatinAllergy: 'gelatin',
  EggAllergy: 'egg',
  CornAllergy: 'corn',
  SoyAllergy: 'soy',
  WheatAllergy: 'wheat',
  GlutenAllergy: 'gluten',
  NutAllergy: 'nuts',
};

// A medication keeps the name the person gave when it is one of the entry's other names (« Warfarine »
// for Warfarin): the reasons then name it as they know it. Its ref and classes are the entry's.
const medicationLookup: ListItemLookup = (given) => {
  const medication = resolveMedication(given);
  if (medication === undefined) return undefined;
  const folded = foldMedicationText(given);
  const alias = medicationAliases(medication).find((name) => foldMedicationText(name) === folded);
  return { ref: medication.ref, label: alias ?? medication.label };
};

function valuesOf(value: WalkInput['answers'][string]): WalkSingleValue[] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value.each : [value];
}

/**
 * What the person's supplements may contain, from their diet and the follow-up questions: a vegan
 * who does not need every product to be vegan, or a vegetarian comfortable with animal-derived
 * ingredients, is not restricted; a vegetarian who is not comfortable with them is, like a vegan.
 */
function supplementDiet(tags: ReadonlySet<string>, yesNo: ReadonlyMap<string, boolean>): Profile['diet'] {
  if (tags.has('VeganOnly') || tags.has('AnimalFree')) return 'vegan';
  if (tags.has('Vegan')) return yesNo.get('vegan_supplements') === false ? 'omnivore' : 'vegan';
  if (tags.has('Vegetarian')) return yesNo.get('animal_products') === true ? 'omnivore' : 'vegetarian';
  if (tags.has('Pescatarian')) return 'pescatarian';
  return 'omnivore';
}

const SEX_BY_REF: Readonly<Record<string, Profile['sex']>> = {
  sex_female: 'female',
  sex_male: 'male',
  sex_other: 'other',
};

/** The sex choice by its ref (so a definition in any language reads the same), else its English label. */
function sexOf(choice: { ref: string; label: string } | undefined): Profile['sex'] {
  if (choice === undefined) return null;
  const byRef = SEX_BY_REF[choice.ref];
  if (byRef !== undefined) return byRef;
  const lower = choice.label.toLowerCase();
  return lower === 'female' || lower === 'male' || lower === 'other' ? lower : null;
}

function ageFrom(birthday: string | undefined, today: string): number | null {
  if (birthday === undefined || !/^\d{8}$/.test(birthday)) return null;
  try {
    const age = ageOn(birthday, today);
    return age >= 0 ? age : null;
  } catch {
    return null;
  }
}

/**
 * Reads answers given as `survey walk` takes them (CONTRACTS §1), every answer counting whether or
 * not the flow would reach it. The recommendation does not use it on raw input: `assessWalk` first
 * keeps the answers of the walked path. An unknown question is ignored; an unknown choice or
 * medication is an error naming the answer. A choice is given by its ref or its label in
 * `definition` (`answersWithChoiceRefs` of survey-content reads the other languages' labels first).
 */
export function assessAnswers(definition: SurveyDefinition, input: WalkInput): AssessmentResult {
  const fields = new Map<string, Field>(definition.fields.map((field) => [field.ref, field]));
  const tags = new Set<string>();
  const evidence = new Map<string, string>();
  const medications: ProfileMedication[] = [];
  // Yes/no answers as the screen sends them, whether given as true/false, a label or a choice ref.
  const yesNo = new Map<string, boolean>();
  let sexChoice: { ref: string; label: string } | undefined;
  let birthday = input.account?.birthday;

  for (const [ref, raw] of Object.entries(input.answers)) {
    const field = fields.get(ref);
    if (!field) continue;
    for (const value of valuesOf(raw)) {
      const answered = walkAnswer(field, value, medicationLookup);
      if (!answered.ok) return { ok: false, code: 'answers.invalid', message: answered.message };
      const answer = answered.answer;
      if (field.type === 'date' && typeof answer === 'string') birthday = answer;
      if (field.type === 'yes_no' && isBooleanAnswer(answer)) yesNo.set(ref, answer.value);
      if (field.type === 'list_choice' && Array.isArray(answer)) {
        for (const item of answer) {
          const known = resolveMedication(item.ref);
          if (known) medications.push({ label: item.label, classes: classesOf([known.ref]) });
        }
        continue;
      }
      let choices = chosenChoices(field, answer);
      if (field.properties.allow_multiple_selection && Array.isArray(answer)) {
        const all = field.properties.choices ?? [];
        const refs = resolveSelection(
          answer.map((a) => a.ref),
          all,
        );
        choices = all.filter((choice) => refs.includes(choice.ref));
      }
      if (ref === 'sex') sexChoice = choices[0];
      for (const choice of choices) {
        for (const tag of choice.tags ?? []) {
          tags.add(tag);
          if (!evidence.has(tag)) evidence.set(tag, choice.label);
        }
      }
    }
  }

  const pregnancy: Profile['pregnancy'] = tags.has('Pregnant')
    ? 'pregnant'
    : tags.has('Breastfeeding')
      ? 'breastfeeding'
      : tags.has('TryingToConceive')
        ? 'trying'
        : 'none';
  const diet = supplementDiet(tags, yesNo);
  const allergies = [
    ...new Set(
      Object.entries(ALLERGY_TAGS)
        .filter(([tag]) => tags.has(tag))
        .map(([, allergen]) => allergen),
    ),
  ];

  return {
    ok: true,
    assessment: {
      profile: {
        age: ageFrom(birthday, input.today),
        sex: sexOf(sexChoice),
        pregnancy,
        allergies,
        diet,
        medications,
        smoker: tags.has('Smoker'),
      },
      signals: { tags, evidence },
    },
  };
}

/** Where the walk of an assessment ended (CONTRACTS §1 `recommend`'s `walk`). */
export interface WalkEnd {
  end: WalkResult['end'];
  at: string;
}

export type WalkAssessmentResult =
  | { ok: true; walk: WalkEnd; assessment: Assessment }
  | { ok: false; code: 'answers.invalid'; message: string };

/**
 * The answers of `input` that its walk used: an answer to a question the path never asks is left
 * out, and of `{ each }` answers only those given on the question's visits.
 */
export function answersOnPath(
  walk: Pick<WalkResult, 'path'>,
  answers: WalkInput['answers'],
): WalkInput['answers'] {
  const visits = new Map<string, number>();
  for (const ref of walk.path) visits.set(ref, (visits.get(ref) ?? 0) + 1);
  const kept: WalkInput['answers'] = {};
  for (const [ref, value] of Object.entries(answers)) {
    const times = visits.get(ref) ?? 0;
    if (times === 0) continue;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      kept[ref] = { each: value.each.slice(0, times) };
    } else kept[ref] = value;
  }
  return kept;
}

/**
 * What `recommend` reads (CONTRACTS §1): walks the survey as a person answering `input` would,
 * passing over questions without an answer (`unanswered: 'pass'`), and assesses only the answers of
 * the walked path. The walk's end says whether the person would have reached a recommendation
 * (`exit`: they would not). An answer that fits no question of the path is an error naming it.
 * Choices are given by ref or by their label in `definition`, as in `assessAnswers`.
 */
export function assessWalk(definition: SurveyDefinition, input: WalkInput): WalkAssessmentResult {
  const walked = walkSurvey(definition, input, { unanswered: 'pass', listItem: medicationLookup });
  if (!walked.ok) return { ok: false, code: 'answers.invalid', message: walked.message };
  const assessed = assessAnswers(definition, {
    ...input,
    answers: answersOnPath(walked.walk, input.answers),
  });
  if (!assessed.ok) return assessed;
  return { ok: true, walk: { end: walked.walk.end, at: walked.walk.at }, assessment: assessed.assessment };
}
