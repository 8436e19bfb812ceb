/**
 * WinAnsiEncoding's codes 0x80 to 0x9F in order (PDF 1.4 Appendix D), NUL where it has none:
 * French needs œ and ’ from here. Latin-1's own letters (é, à, ç, « », the non-breaking space)
 * have the same code in WinAnsi.
 */
const WIN_ANSI_80_TO_9F = '€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ';

/** The characters outside Latin-1 that WinAnsi has, with their one-byte codes. */
export const WIN_ANSI_CODES: ReadonlyMap<string, number> = new Map<string, number>([
  ...[...WIN_ANSI_80_TO_9F].flatMap((char, index): [string, number][] =>
    char === '\0' ? [] : [[char, 0x80 + index]],
  ),
  // No glyph of their own: the narrow and figure non-breaking spaces print as the non-breaking
  // space, the non-breaking hyphen as a hyphen.
  ['\u202f', 0xa0],
  ['\u2007', 0xa0],
  ['\u2011', 0x2d],
]);

/** Text as the one-byte codes of WinAnsiEncoding (held as a latin1 string); '?' where it has none. */
export function toWinAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, (char) =>
    String.fromCharCode(WIN_ANSI_CODES.get(char) ?? 0x3f),
  );
}

/**
 * Text that the 14 standard PDF fonts can print, still as Unicode (for a PDF library that encodes
 * WinAnsi itself): line breaks and tabs become spaces, a character WinAnsi lacks (a CJK name, an
 * emoji) becomes '?' rather than the wrong glyphs, the spaces and hyphen above become theirs.
 */
export function winAnsiPrintable(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/gu, (char) => {
    if (/\s/.test(char) && !WIN_ANSI_CODES.has(char)) return ' ';
    const code = WIN_ANSI_CODES.get(char);
    if (code === undefined) return '?';
    return code < 0x80 || code > 0x9f ? String.fromCharCode(code) : char;
  });
}
