import {
  legalChoices,
  type Choice,
  type Field,
  type FieldProperties,
  type FieldType,
  type PartCover,
} from '@maplepack/survey-engine';
import { type SurveyTag } from '../tags';

/** A choice as the content writes it: the ref doubles as the id, tags are checked against SURVEY_TAGS. */
export interface ChoiceSpec {
  ref: string;
  label: string;
  tags?: readonly SurveyTag[];
  exclusive?: boolean;
  all?: boolean;
  empty?: boolean;
  img?: string;
  disclaimer?: string;
}

interface TextSpec {
  title: string;
  auth_title?: string;
  description?: string;
  auth_description?: string;
}

export function choice(spec: ChoiceSpec): Choice {
  const { tags, ...rest } = spec;
  const out: Choice = { id: spec.ref, ...rest };
  if (tags !== undefined && tags.length > 0) out.tags = [...tags];
  return out;
}

function base(ref: string, type: FieldType, text: TextSpec): Field {
  const properties: FieldProperties = {};
  if (text.description !== undefined) properties.description = text.description;
  if (text.auth_description !== undefined) properties.auth_description = text.auth_description;
  // Spec §3: no question is required by the engine; the screens validate what they need.
  const field: Field = {
    id: ref,
    ref,
    title: text.title,
    type,
    validations: { required: false },
    properties,
  };
  if (text.auth_title !== undefined) field.auth_title = text.auth_title;
  return field;
}

function withProperties(field: Field, extra: FieldProperties): Field {
  return { ...field, properties: { ...field.properties, ...extra } };
}

/** A part cover: the UI renders 'PART {n}' above the title, in the part's colour and background. */
export function partCover(ref: string, part: PartCover, text: Omit<TextSpec, 'title'> = {}): Field {
  return withProperties(base(ref, 'statement', { ...text, title: part.title }), { part });
}

/**
 * An info screen inside a part. `timeoutMs` -1 (the default) waits for the button, because these
 * screens carry safety or eligibility text a person must have the chance to read.
 */
export function notice(
  ref: string,
  text: TextSpec & { button_text?: string; button_route?: string; timeoutMs?: number },
): Field {
  const field = withProperties(base(ref, 'statement', text), {
    no_part: true,
    button_text: text.button_text ?? 'Ok got it!',
    ...(text.button_route === undefined ? {} : { button_route: text.button_route }),
  });
  return { ...field, timeout: text.timeoutMs ?? -1 };
}

/**
 * Yes/No with the engine's pair (Yes id 0 true, No id 1 false); `yesTags` and `noTags` attach to
 * the answer that calls for them (a No can matter too, e.g. no animal-derived ingredients).
 */
export function yesNo(
  ref: string,
  text: TextSpec & { yesTags?: readonly SurveyTag[]; noTags?: readonly SurveyTag[] },
): Field {
  const yes: Choice = { id: 0, ref: `${ref}_yes`, label: 'Yes', value: true };
  const no: Choice = { id: 1, ref: `${ref}_no`, label: 'No', value: false };
  if (text.yesTags !== undefined && text.yesTags.length > 0) yes.tags = [...text.yesTags];
  if (text.noTags !== undefined && text.noTags.length > 0) no.tags = [...text.noTags];
  return withProperties(base(ref, 'yes_no', text), { choices: [yes, no] });
}

export function legal(ref: string, text: TextSpec): Field {
  return withProperties(base(ref, 'legal', text), { choices: legalChoices(ref) });
}

export function single(
  ref: string,
  text: TextSpec & { choices: readonly ChoiceSpec[]; vertical?: boolean },
): Field {
  return withProperties(base(ref, 'multiple_choice', text), {
    choices: text.choices.map(choice),
    allow_multiple_selection: false,
    ...(text.vertical === true ? { vertical_alignment: true } : {}),
  });
}

export function multi(
  ref: string,
  text: TextSpec & { choices: readonly ChoiceSpec[]; columns?: number; button_text?: string },
): Field {
  return withProperties(base(ref, 'multiple_choice', text), {
    choices: text.choices.map(choice),
    allow_multiple_selection: true,
    num_of_columns: text.columns ?? 2,
    ...(text.button_text === undefined ? {} : { button_text: text.button_text }),
  });
}

export function shortText(ref: string, text: TextSpec & { placeholder: string }): Field {
  return withProperties(base(ref, 'short_text', text), { placeholder: text.placeholder });
}

export function email(ref: string, text: TextSpec & { placeholder: string }): Field {
  return withProperties(base(ref, 'email', text), { placeholder: text.placeholder });
}

export function date(ref: string, text: TextSpec): Field {
  return withProperties(base(ref, 'date', text), { structure: 'MMDDYYYY', separator: '/' });
}

export function listChoice(ref: string, text: TextSpec & { placeholder: string; listSource: string }): Field {
  return withProperties(base(ref, 'list_choice', text), {
    placeholder: text.placeholder,
    list_source: text.listSource,
  });
}
