/**
 * Folds a label or a query for matching: accents dropped (NFD, combining marks removed), lower-cased,
 * the ligatures œ and æ written out (« œstrogènes » and « oestrogenes » are typed alike),
 * and every run of punctuation or spaces made one space, so 'TRI CYCLEN', 'tri-cyclen' and 'Tri-Cyclen'
 * compare equal. Labels are unique under this folding (the generator and a test check it).
 */
export function foldMedicationText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
