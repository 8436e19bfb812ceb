import { type ValidationCode } from '../validation-messages';

/** The validation messages of spec §5 in French, by the engine's failure code ('Nom requis' is the issue's). */
export const FRENCH_VALIDATION_MESSAGES: Readonly<Record<ValidationCode, string>> = {
  'name.required': 'Nom requis',
  'name.too_short': 'Le nom doit contenir au moins 2\u00a0lettres.',
  'name.invalid': 'Entrez un nom valide.',
  'email.invalid': 'Veuillez entrer une adresse courriel valide.',
  'date.invalid': 'Entrez une date valide. Veuillez respecter le format MM/JJ/AAAA.',
  'selection.empty': 'Choisissez au moins une option.',
  'medications.empty': 'Ajoutez au moins un médicament.',
};

/** The French message for a failed check; a code this table does not know keeps the engine's message. */
export function frenchValidationMessage(failure: { code: string; message: string }): string {
  const messages: Readonly<Record<string, string>> = FRENCH_VALIDATION_MESSAGES;
  return messages[failure.code] ?? failure.message;
}
