/** A run of survey text: plain text, or a link written `[text](/path)`. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string; internal: boolean };

const LINK = /\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/** Site paths become router links; http(s) addresses open elsewhere; anything else stays text. */
function classify(href: string): { internal: boolean } | null {
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: true };
  if (/^https?:\/\/[^\s/]/i.test(href)) return { internal: false };
  return null;
}

/**
 * Splits survey text into paragraphs (a blank line between them) of text and links. Only the link
 * form `[text](href)` is understood; everything else, HTML included, stays literal text, so a
 * description can never inject markup. Links to other schemes (javascript:, data:) stay text.
 */
export function parseSurveyText(source: string): TextPart[][] {
  return source
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => {
      const parts: TextPart[] = [];
      let last = 0;
      for (const match of paragraph.matchAll(LINK)) {
        const [whole, text = '', href = ''] = match;
        const kind = classify(href);
        if (kind === null) continue;
        if (match.index > last) parts.push({ kind: 'text', text: paragraph.slice(last, match.index) });
        parts.push({ kind: 'link', text, href, internal: kind.internal });
        last = match.index + whole.length;
      }
      if (last < paragraph.length) parts.push({ kind: 'text', text: paragraph.slice(last) });
      return mergeText(parts);
    });
}

function mergeText(parts: TextPart[]): TextPart[] {
  const merged: TextPart[] = [];
  for (const part of parts) {
    const previous = merged[merged.length - 1];
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text;
    else merged.push(part);
  }
  return merged;
}
