import { partColor, type PartCover } from '@maplepack/survey-engine';
import { useSurveyWords } from '../../survey-words';
import { partLabel, partLine } from './fields.css';

/** 'PART {n}' and the part's colour line, above a part cover's title. */
export function PartCoverHeader({ part }: { part: PartCover }) {
  const { ui } = useSurveyWords();
  return (
    <>
      <p className={partLabel}>{ui.partCover(part.number)}</p>
      <hr className={partLine} style={{ background: partColor(part) }} aria-hidden="true" />
    </>
  );
}
