/** The input of `survey walk` and `recommend` (CONTRACTS §1), for their `--help`. */
export const WALK_INPUT_HELP = `
Input: one JSON object; every key below is known, any other key is bad input (exit 2), at any depth.
  today      YYYY-MM-DD, required: the day the survey is taken (ages are counted on it)
  loggedIn   optional, default false: a signed-in person, who skips what the account knows
  account    optional { firstName?, email?, birthday? } (birthday as MMDDYYYY) of the signed-in person
  answers    { <question ref>: <answer> }; every key must be a question's ref (maplepack survey refs
             lists them with their choices); a question without an answer is not answered
  lang       optional, "en" (default) or "fr": the language of recommend's reasons and exclusions
             (survey walk accepts it too and prints the same refs)
A choice is named by its label in English or in French (any case; survey refs --lang fr lists the French
ones: "Féminin", "J’accepte", "Oui") or by its ref.
Answers, by question type:
  yes_no, legal      true or false, or a choice label ("Yes", "I accept", "Oui", "J’accepte")
  date               "MMDDYYYY" (a day that exists), e.g. "05141990"
  short_text, email  a string
  multiple_choice    one choice: its label (any case) or its ref; multi-select: an array of them
  list_choice        an array of medication names, generic or brand ("Sertraline", "Zoloft")
  statement          no answer: a screen (part covers, notices) moves on by itself, or leaves the survey
  { "each": [...] }  successive answers to a question asked more than once (concerns_fallback)`;
