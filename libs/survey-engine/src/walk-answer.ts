import { parseMmddyyyy } from './age';
import { type Answer, type MedicationItem } from './answers';
import { type Choice, type Field } from './definition';
import { type WalkSingleValue } from './walk-input';

/** Finds a list_choice item (a medication) by the label a person typed; undefined when unknown. */
export type ListItemLookup = (label: string, field: Field) => MedicationItem | undefined;

export type WalkAnswerResult = { ok: true; answer: Answer } | { ok: false; message: string };

function findChoice(choices: readonly Choice[], text: string): Choice | undefined {
  const lower = text.trim().toLowerCase();
  return (
    choices.find((choice) => choice.ref === text) ??
    choices.find((choice) => choice.label.toLowerCase() === lower)
  );
}

function unknownChoice(field: Field, text: string): WalkAnswerResult {
  const known = (field.properties.choices ?? []).map((choice) => `'${choice.label}'`).join(', ');
  return { ok: false, message: `answers.${field.ref}: unknown choice '${text}' (choices: ${known})` };
}

function wrongShape(field: Field, expected: string): WalkAnswerResult {
  return { ok: false, message: `answers.${field.ref}: expected ${expected} for this ${field.type} question` };
}

/**
 * Turns a `survey walk` value into the answer the screen would send: true/false (or a choice
 * label) for yes_no and legal, the text for date/short_text/email, choice labels
 * (case-insensitive) or refs for choices, item labels for list_choice.
 */
export function walkAnswer(field: Field, value: WalkSingleValue, lookup: ListItemLookup): WalkAnswerResult {
  const choices = field.properties.choices ?? [];
  switch (field.type) {
    case 'yes_no':
    case 'legal': {
      if (typeof value === 'boolean') return { ok: true, answer: { value } };
      if (typeof value !== 'string') return wrongShape(field, 'true or false');
      const choice = findChoice(choices, value);
      if (choice === undefined || typeof choice.value !== 'boolean') return unknownChoice(field, value);
      return { ok: true, answer: { value: choice.value } };
    }
    case 'date':
      if (typeof value !== 'string') return wrongShape(field, 'an MMDDYYYY date');
      return parseMmddyyyy(value) === undefined
        ? {
            ok: false,
            message: `answers.${field.ref}: '${value}' is not a date that exists (expected MMDDYYYY)`,
          }
        : { ok: true, answer: value };
    case 'short_text':
    case 'email':
      return typeof value === 'string' ? { ok: true, answer: value } : wrongShape(field, 'a string');
    case 'multiple_choice': {
      const multi = field.properties.allow_multiple_selection === true;
      const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
      if (texts === undefined || (!multi && texts.length !== 1)) {
        return wrongShape(field, multi ? 'an array of choices' : 'one choice');
      }
      const picked: { ref: string; label: string }[] = [];
      for (const text of texts) {
        const choice = findChoice(choices, text);
        if (choice === undefined) return unknownChoice(field, text);
        picked.push({ ref: choice.ref, label: choice.label });
      }
      const [first] = picked;
      return { ok: true, answer: multi || first === undefined ? picked : first };
    }
    case 'list_choice': {
      const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
      if (texts === undefined) return wrongShape(field, 'an array of item names');
      const items: MedicationItem[] = [];
      for (const text of texts) {
        const item = lookup(text, field);
        if (item === undefined) return { ok: false, message: `answers.${field.ref}: unknown item '${text}'` };
        items.push(item);
      }
      return { ok: true, answer: items };
    }
    case 'statement':
      return wrongShape(field, 'no answer');
  }
}
