import { Link } from '../../../../components/router-link';
import { parseSurveyText } from './markdown-links';

/**
 * Survey text (descriptions, exit screens) as paragraphs with its `[text](/path)` links rendered as
 * router links. Everything is a React text node or a link element: no HTML is ever injected.
 */
export function SurveyText({ text, className, id }: { text: string; className?: string; id?: string }) {
  const paragraphs = parseSurveyText(text);
  return (
    <div id={id} className={className}>
      {paragraphs.map((parts, index) => (
        <p key={index}>
          {parts.map((part, partIndex) =>
            part.kind === 'text' ? (
              part.text
            ) : part.internal ? (
              <Link key={partIndex} to={part.href}>
                {part.text}
              </Link>
            ) : (
              <a key={partIndex} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.text}
              </a>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
