import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type z } from 'zod';
import { type PageSchemas } from '../page-schemas-loader';
import { bannerPicture, cardHeading, cardItem, cards, lead, muted, scrollTarget } from './content.css';
import { PageContent } from './page-content';

/** Spec §2: the exit screens link to /team?to=advisory-board, which opens at the advisory board. */
export const SCROLL_TO_QUERY_KEY = 'to';

type TeamAcf = z.output<PageSchemas['teamAcfSchema']>;

function TeamBody({ acf }: { acf: TeamAcf }) {
  const [search] = useSearchParams();
  const { t } = useLingui();
  const board = acf.advisory_board;
  const boardHeading = useRef<HTMLHeadingElement>(null);
  const scrollToBoard = search.get(SCROLL_TO_QUERY_KEY) === board.anchor;

  useEffect(() => {
    const heading = boardHeading.current;
    if (!scrollToBoard || heading === null) return;
    // Focus too, so keyboard and screen-reader users start where the link promised.
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [scrollToBoard]);

  return (
    <>
      <img src="/art/team.svg" width={1200} height={300} alt="" className={bannerPicture} decoding="async" />
      <p className={lead}>{acf.title}</p>
      <p>{acf.intro}</p>
      <ul className={cards} aria-label={t`Team members`}>
        {acf.team.map((member) => (
          <li key={member.name} className={cardItem}>
            <h2 className={cardHeading}>{member.name}</h2>
            <p className={muted}>{member.role}</p>
            <p>{member.bio}</p>
          </li>
        ))}
      </ul>
      <section id={board.anchor} aria-labelledby={`${board.anchor}-heading`}>
        <h2 id={`${board.anchor}-heading`} ref={boardHeading} tabIndex={-1} className={scrollTarget}>
          {board.title}
        </h2>
        <p>{board.intro}</p>
        <ul className={cards}>
          {board.members.map((member) => (
            <li key={member.name} className={cardItem}>
              <h3 className={cardHeading}>{member.name}</h3>
              <p className={muted}>{member.credentials}</p>
              <p>{member.focus}</p>
            </li>
          ))}
        </ul>
        {board.contact !== undefined && <p>{board.contact}</p>}
      </section>
    </>
  );
}

/** The team page body: the team, then the advisory board section with its anchor. */
export function TeamContent() {
  return (
    <PageContent slug="team" schema={(schemas) => schemas.teamAcfSchema}>
      {(acf) => <TeamBody acf={acf} />}
    </PageContent>
  );
}
