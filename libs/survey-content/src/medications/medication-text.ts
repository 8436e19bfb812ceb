/**
 * Folds a label or a query for matching: accents dropped (NFD, combining marks removed), lower-cased,
 * and every run of punctuation or spaces made one space, so 'TRI CYCLEN', 'tri-cyclen' and 'Tri-Cyclen'
 * compare equal. Labels are unique under this folding (the generator and a test check it).
 */
export function foldMedicationText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
