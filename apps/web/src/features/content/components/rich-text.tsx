/**
 * Content text as paragraphs: a blank line starts a new one. The content is plain text (the seed
 * holds no markup), rendered as React text nodes, so nothing in it can inject HTML or script.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
