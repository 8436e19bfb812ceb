import { CONCERN_FALLBACK_THRESHOLD, type Field, type LogicRule } from '@maplepack/survey-engine';
import { multi, partCover, single } from './build-fields';
import { BONES_SECTION } from './concerns/bones';
import { COGNITION_SECTION } from './concerns/cognition';
import { type ConcernSection } from './concerns/concern-section';
import { ENERGY_SECTION } from './concerns/energy';
import { GUT_SECTION } from './concerns/gut';
import { HORMONES_SECTION } from './concerns/hormones';
import { IMMUNE_SECTION } from './concerns/immune';
import { MIGRAINES_SECTION } from './concerns/migraines';
import { SKIN_SECTION } from './concerns/skin';
import { SLEEP_SECTION } from './concerns/sleep';
import { always, picked, rule, selectedFewerThan, toField } from './logic';
import { PART_STYLE } from './part-style';

/** The nine sections in the fixed order the concern list visits them (spec §3 option order). */
export const CONCERN_SECTIONS: readonly ConcernSection[] = [
  HORMONES_SECTION,
  GUT_SECTION,
  BONES_SECTION,
  SKIN_SECTION,
  IMMUNE_SECTION,
  SLEEP_SECTION,
  ENERGY_SECTION,
  MIGRAINES_SECTION,
  COGNITION_SECTION,
];

function firstFieldRef(section: ConcernSection): string {
  const first = section.fields[0];
  if (first === undefined) throw new Error(`Concern section ${section.concernRef} has no questions`);
  return first.ref;
}

const concerns: Field = {
  ...multi('concerns', {
    // The UI fills in the greeting and the count, with 'concern' or 'concerns' (spec §2).
    title: "{greeting}, let's address your N concern(s).",
    description: 'Pick the areas you would like support with. We will go through each one with you.',
    button_text: "Let's Go!",
    choices: [
      ...CONCERN_SECTIONS.map((section) => ({
        ref: section.concernRef,
        label: section.label,
        tags: [section.tag],
      })),
      { ref: 'concern_all', label: 'Take me through it all', exclusive: true, all: true },
      { ref: 'concern_none', label: 'Nothing for now', exclusive: true, empty: true },
    ],
  }),
  accumulation: true,
};

/** PART 3: the concern list, the nine sections it opens, and the fallback offered at the end. */
export const PART_3_FIELDS: Field[] = [
  partCover('part_3', PART_STYLE[3], {
    description: 'Tell us what you would like to feel better about, and we will dig a little deeper.',
  }),
  concerns,
  ...CONCERN_SECTIONS.flatMap((section) => section.fields),
  single('concerns_fallback', {
    title: 'Is there anything else you would like to work on?',
    description: 'You can add more concerns now, or see what we recommend.',
    vertical: true,
    choices: [
      { ref: 'fallback_more_concerns', label: 'Wait! I want to address more concerns' },
      { ref: 'fallback_see_recommendations', label: "Let's see recommendations" },
    ],
  }),
];

/**
 * The concern list jumps to the first picked section in fixed order; the engine skips sections
 * already visited. With nothing left to visit, fewer than 9 picks offer the fallback, else Part 4.
 * 'Nothing for now' clears the selection, so it also lands on the fallback: one gentle chance to
 * add a concern before the recommendations.
 */
export const PART_3_LOGIC: LogicRule[] = [
  rule(
    'concerns',
    ...CONCERN_SECTIONS.map((section) =>
      toField(firstFieldRef(section), picked('concerns', section.concernRef)),
    ),
    toField('concerns_fallback', selectedFewerThan('concerns', CONCERN_FALLBACK_THRESHOLD)),
    toField('part_4', always),
  ),
  ...CONCERN_SECTIONS.flatMap((section) => section.logic),
  rule(
    'concerns_fallback',
    toField('concerns', picked('concerns_fallback', 'fallback_more_concerns')),
    toField('part_4', always),
  ),
];
