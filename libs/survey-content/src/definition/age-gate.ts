/**
 * The shop's age gate, in one place (spec §1 and §4): the assessment and the packs are for adults
 * from ADULT_AGE; from SENIOR_CAUTION_AGE a caution consent comes first; a birthday giving more than
 * MAX_PLAUSIBLE_AGE is taken for a mistyped year. The survey's logic, its texts and the recommender
 * (which also refuses an account's birthday under ADULT_AGE) all read these.
 */
export const ADULT_AGE = 19;
export const SENIOR_CAUTION_AGE = 65;
export const MAX_PLAUSIBLE_AGE = 110;
