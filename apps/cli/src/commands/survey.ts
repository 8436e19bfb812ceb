import { Option, type Command } from 'commander';
import { z } from 'zod';
import {
  lintDefinition,
  loadDefinition,
  loadDefinitionForLint,
  walkSurvey,
  type SurveyDefinition,
} from '@maplepack/survey-engine';
import {
  lintTranslation,
  resolveMedication,
  STABLE_REFS,
  SURVEY_LANGUAGES,
  SURVEY_TAG_NAMES,
  SURVEY_V1_5,
  SURVEY_V1_5_TRANSLATIONS,
  surveyIn,
  translateDefinition,
  type SurveyLanguage,
} from '@maplepack/survey-content';
import { InputError, parseInput, readJsonFile, readJsonInput, runJsonCommand } from '../io';
import { parseWalkInput } from '../walk-input';
import { surveyRefs } from './survey-refs';
import { WALK_INPUT_HELP } from './walk-help';

/** Medications are named by label (brand or generic) or by their stable ref. */
function medicationItem(text: string): { ref: string; label: string } | undefined {
  const medication = resolveMedication(text);
  return medication === undefined ? undefined : { ref: medication.ref, label: medication.label };
}

const tagListSchema = z.array(z.string());

interface LanguageOptions {
  lang: SurveyLanguage;
}

function languageOption(): Option {
  return new Option('--lang <lang>', 'the language of the texts').choices(SURVEY_LANGUAGES).default('en');
}

interface DefinitionOptions {
  definition?: string;
}

// Under --jsonl the action runs once per line: a --definition file is read and checked once.
const loaded = new Map<string, SurveyDefinition>();

/** The definition to walk: `--definition FILE` (survey format 1.5), else the built-in survey v1.5. */
function definitionFrom(options: DefinitionOptions): SurveyDefinition {
  if (options.definition === undefined) return SURVEY_V1_5;
  const cached = loaded.get(options.definition);
  if (cached !== undefined) return cached;
  const result = loadDefinition(readJsonFile(options.definition));
  if (!result.ok) throw new InputError(`definition: ${result.message}`);
  loaded.set(options.definition, result.definition);
  return result.definition;
}

const LINT_HELP = `
Checks the survey definition (the built-in survey v1.5, or --definition FILE of any version) and prints
{ "findings": [{ code, ref, message }] }; exits 1 when there are any, 2 when FILE is not a definition.
Findings:
  lint.duplicate_ref            two questions or screens share a ref
  lint.missing_stable_ref       a ref of CONTRACTS.md §2 (welcome, name, concerns, final_consent, …) is missing
  lint.missing_jump_target      a jump to a question or screen that does not exist
  lint.self_jump                a question that jumps to itself
  lint.loop                     questions that jump in a loop (only the concern list and its fallback may)
  lint.unreachable              a question or thank-you screen nothing reaches, also after final_consent
  lint.duplicate_choice_ref     a choice ref used twice ($$SUBMIT$$ and $$ABORT$$ excepted)
  lint.unknown_tag              a choice tag the recommendation does not know (the shop's tags, or --known-tags)
  lint.missing_rule_ref, lint.duplicate_rule, lint.missing_condition_ref, lint.bad_cumulative_list
                                logic rules and conditions naming what does not exist
The built-in survey is also checked in every other language it is written in (French), each finding's
ref naming the text (sex.title, sex.choices.sex_female.label):
  lint.missing_translation      a text of the survey with no French
  lint.empty_translation        a French text that is blank
  lint.stale_translation        a French text for a question, choice or text the survey no longer has
  lint.untranslated_link        a French text whose links ([text](/path)) differ from the English
A --definition FILE is checked for its structure only.
--known-tags FILE is a JSON array of tag names, e.g. ["BComplex", "Melatonin"].`;

/** `maplepack survey walk|lint|export|refs` (CONTRACTS §1). */
export function registerSurvey(program: Command): void {
  const survey = program.command('survey').description('Walk, check, export and list the survey definition.');

  survey
    .command('walk')
    .description(
      'Walk the survey with given answers, as a person answering would; prints { path, end, at, tags }.',
    )
    .argument(
      '[file]',
      'JSON input { today, loggedIn?, account?, answers, lang? } (standard input when - or missing)',
    )
    .option('--definition <file>', 'survey definition JSON (default: survey v1.5)')
    .addHelpText(
      'after',
      `${WALK_INPUT_HELP}
Output: { path: [refs of every screen met], end: submit | exit | unanswered, at: <ref>, tags: [...] }
  end is submit at final_consent, exit at the screen or choice that leaves the survey, or unanswered at
  the first question with no answer.
Exit codes: 0 walked, 2 bad input (one line on standard error naming the field), 1 a bug.`,
    )
    .action(async (file: string | undefined, options: DefinitionOptions) => {
      await runJsonCommand(() => {
        const definition = definitionFrom(options);
        const { input } = parseWalkInput(readJsonInput(file), definition);
        const result = walkSurvey(definition, input, { listItem: medicationItem });
        if (!result.ok) throw new InputError(result.message);
        return result.walk;
      });
    });

  survey
    .command('lint')
    .description('Check the survey definition; prints { findings } and exits 1 when there are any.')
    .option('--definition <file>', 'survey definition JSON, any version (default: survey v1.5)')
    .option('--known-tags <file>', "JSON array of the tags choices may carry (default: the shop's tags)")
    .addHelpText('after', LINT_HELP)
    .action(async (options: DefinitionOptions & { knownTags?: string }) => {
      let findings = 0;
      await runJsonCommand(() => {
        let definition = SURVEY_V1_5 as Parameters<typeof lintDefinition>[0];
        const builtIn = options.definition === undefined;
        if (options.definition !== undefined) {
          const result = loadDefinitionForLint(readJsonFile(options.definition));
          if (!result.ok) throw new InputError(`definition: ${result.message}`);
          definition = result.definition;
        }
        const knownTags =
          options.knownTags === undefined
            ? SURVEY_TAG_NAMES
            : parseInput(tagListSchema, readJsonFile(options.knownTags));
        const result = [
          ...lintDefinition(definition, { knownTags, stableRefs: STABLE_REFS }),
          ...(builtIn
            ? Object.entries(SURVEY_V1_5_TRANSLATIONS).flatMap(([lang, texts]) =>
                lintTranslation(SURVEY_V1_5, texts, lang as 'fr'),
              )
            : []),
        ];
        findings = result.length;
        return { findings: result };
      });
      if (findings > 0) process.exitCode = 1;
    });

  survey
    .command('export')
    .description('Print the built-in survey definition (v1.5) as JSON, the format --definition reads.')
    .addOption(languageOption())
    .addHelpText(
      'after',
      `
Edit the output and pass it back with --definition to walk or lint a changed survey:
  npx maplepack survey export > survey.json
  npx maplepack survey lint --definition survey.json
--lang fr prints the survey as a French reader sees it: the same refs, tags and logic, the texts in French.`,
    )
    .action(async (options: LanguageOptions) => {
      await runJsonCommand(() => surveyIn(options.lang));
    });

  survey
    .command('refs')
    .description('List every question and screen in order: [{ ref, type, title, choices, answer }].')
    .option('--definition <file>', 'survey definition JSON (default: survey v1.5)')
    .addOption(languageOption())
    .addHelpText(
      'after',
      `
Each entry: ref (the key of an answer), type (welcome, thankyou, or the question type), title, choices (the
labels an answer may use, any case; a choice's ref works too; for medication_list, the medication names,
generic and brand) and answer (what the answer looks like).
Write walk and recommend inputs from it without reading the source. --lang fr lists the French titles and
choice labels, which walk and recommend accept as well as the English ones and the refs.`,
    )
    .action(async (options: DefinitionOptions & LanguageOptions) => {
      await runJsonCommand(() => {
        const definition = definitionFrom(options);
        const texts = options.lang === 'en' ? undefined : SURVEY_V1_5_TRANSLATIONS[options.lang];
        return surveyRefs(texts === undefined ? definition : translateDefinition(definition, texts));
      });
    });
}
