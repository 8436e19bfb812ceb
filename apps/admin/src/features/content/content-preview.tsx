import { type ReactNode } from 'react';

/** Fields shown as a heading over the text that follows them, as the storefront's pages do. */
const HEADINGS = new Set(['question', 'heading', 'name', 'title']);

/** A text as the storefront's RichText shows it: one paragraph per blank-line block, **bold** bold. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((block, index) => (
        <p key={index}>
          {block
            .split(/(\*\*[^*]+\*\*)/)
            .map((part, at) =>
              part.startsWith('**') && part.endsWith('**') ? (
                <strong key={at}>{part.slice(2, -2)}</strong>
              ) : (
                part
              ),
            )}
        </p>
      ))}
    </>
  );
}

function Value({ value, level }: { value: unknown; level: number }): ReactNode {
  if (typeof value === 'string') return <Paragraphs text={value} />;
  if (Array.isArray(value))
    return (
      <>
        {value.map((item, index) => (
          <Value key={index} value={item} level={level} />
        ))}
      </>
    );
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const Heading = `h${Math.min(level, 6)}` as 'h3';
    const headings = entries.filter(([key, item]) => HEADINGS.has(key) && typeof item === 'string');
    // Levels go down only under a heading shown, so the outline never skips one (axe heading-order).
    const below = headings.length > 0 ? level + 1 : level;
    return (
      <section>
        {headings.map(([key, item]) => (
          <Heading key={key}>{item as string}</Heading>
        ))}
        {entries
          .filter(([key, item]) => !(HEADINGS.has(key) && typeof item === 'string'))
          .filter(([key]) => key !== 'anchor' && key !== 'route')
          .map(([key, item]) => (
            <Value key={key} value={item} level={below} />
          ))}
      </section>
    );
  }
  return null;
}

/**
 * The page as the storefront lays it out: the page's title as its lead, then each item's heading
 * (question, section heading, name) over its text. A simple render of the same fields, not the
 * storefront's components, which need the storefront's stores and styles (docs/decisions.md).
 */
export function ContentPreview({ title, acf }: { title: string; acf: Record<string, unknown> }) {
  const { title: lead, last_updated: lastUpdated, ...rest } = acf;
  return (
    <article aria-label="Preview">
      <h3>{title}</h3>
      {typeof lead === 'string' && lead !== title && <p>{lead}</p>}
      {typeof lastUpdated === 'string' && <p>Last updated: {lastUpdated}</p>}
      <Value value={rest} level={4} />
    </article>
  );
}
