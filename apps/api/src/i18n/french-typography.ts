/**
 * French punctuation as a Quebec text sets it (OQLF): a non-breaking space before the colon and
 * inside « », none before ; ! ?. Texts are written with ordinary spaces and set once here, so the
 * space never breaks a line between a word and its colon.
 */
export function frenchTypography(text: string): string {
  return text.replace(/ :/g, '\u00a0:').replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»');
}
