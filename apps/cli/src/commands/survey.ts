import { type Command } from 'commander';
import { z } from 'zod';
import {
  lintDefinition,
  loadDefinition,
  walkInputSchema,
  walkSurvey,
  type SurveyDefinition,
} from '@maplepack/survey-engine';
import { resolveMedication, SURVEY_TAG_NAMES, SURVEY_V1_5 } from '@maplepack/survey-content';
import { InputError, parseInput, readJsonInput, runJsonCommand } from '../io';

/** The definition used when `--definition` is not given (survey v1.5), and the tags lint checks against. */
const BUILT_IN: { definition: unknown; knownTags?: readonly string[] } | undefined = {
  definition: SURVEY_V1_5,
  knownTags: SURVEY_TAG_NAMES,
};

/** Medications are named by label (brand or generic) or by their stable ref. */
function medicationItem(text: string): { ref: string; label: string } | undefined {
  const medication = resolveMedication(text);
  return medication === undefined ? undefined : { ref: medication.ref, label: medication.label };
}

const tagListSchema = z.array(z.string());

interface DefinitionOptions {
  definition?: string;
}

function definitionFrom(options: DefinitionOptions): {
  definition: SurveyDefinition;
  knownTags?: readonly string[];
} {
  let json: unknown;
  let knownTags: readonly string[] | undefined;
  if (options.definition !== undefined) {
    json = readJsonInput(options.definition);
  } else if (BUILT_IN !== undefined) {
    json = BUILT_IN.definition;
    knownTags = BUILT_IN.knownTags;
  } else {
    throw new InputError('--definition FILE is required (no built-in survey definition yet)');
  }
  const loaded = loadDefinition(json);
  if (!loaded.ok) throw new InputError(`definition: ${loaded.message}`);
  return knownTags === undefined
    ? { definition: loaded.definition }
    : { definition: loaded.definition, knownTags };
}

/** `maplepack survey walk` and `maplepack survey lint` (CONTRACTS §1). */
export function registerSurvey(program: Command): void {
  const survey = program.command('survey').description('Walk and check the survey definition.');

  survey
    .command('walk')
    .description(
      'Walk the survey with given answers, as a person answering would; prints { path, end, at, tags }.',
    )
    .argument(
      '[file]',
      'JSON input { today, loggedIn?, account?, answers } (standard input when - or missing)',
    )
    .option('--definition <file>', 'survey definition JSON (default: survey v1.5)')
    .action(async (file: string | undefined, options: DefinitionOptions) => {
      await runJsonCommand(() => {
        const { definition } = definitionFrom(options);
        const input = parseInput(walkInputSchema, readJsonInput(file));
        const result = walkSurvey(definition, input, { listItem: medicationItem });
        if (!result.ok) throw new InputError(result.message);
        return result.walk;
      });
    });

  survey
    .command('lint')
    .description('Check the survey definition; prints { findings } and exits 1 when there are any.')
    .option('--definition <file>', 'survey definition JSON (default: survey v1.5)')
    .option('--known-tags <file>', 'JSON array of the tags choices may carry')
    .action(async (options: DefinitionOptions & { knownTags?: string }) => {
      let findings = 0;
      await runJsonCommand(() => {
        const { definition, knownTags } = definitionFrom(options);
        const tags =
          options.knownTags === undefined
            ? knownTags
            : parseInput(tagListSchema, readJsonInput(options.knownTags));
        const result = lintDefinition(definition, tags === undefined ? {} : { knownTags: tags });
        findings = result.length;
        return { findings: result };
      });
      if (findings > 0) process.exitCode = 1;
    });
}
