import { Fragment, type ReactNode } from 'react';

/**
 * A sentence of the catalogue with links in it: each link's text is written between [ and ] in the
 * message ('[Take the assessment] or [build your pack].'), so a translator reads the whole sentence and
 * may move the links. `links[i]` draws the i-th. Not <Trans>: its runtime would join the entry chunk,
 * where lib/i18n/react.tsx lives, and cost every page about 1 KB gzip.
 */
export function LinkedText({ message, links }: { message: string; links: ((text: string) => ReactNode)[] }) {
  const parts = message.split(/\[([^\]]*)\]/);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part === '' ? null : <Fragment key={index}>{part}</Fragment>;
        const link = links[(index - 1) / 2];
        return <Fragment key={index}>{link === undefined ? part : link(part)}</Fragment>;
      })}
    </>
  );
}
