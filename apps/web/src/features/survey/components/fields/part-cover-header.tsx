import { partColor, partCoverText, type PartCover } from '@maplepack/survey-engine';
import { partLabel, partLine } from './fields.css';

/** 'PART {n}' and the part's colour line, above a part cover's title. */
export function PartCoverHeader({ part }: { part: PartCover }) {
  return (
    <>
      <p className={partLabel}>{partCoverText(part.number)}</p>
      <hr className={partLine} style={{ background: partColor(part) }} aria-hidden="true" />
    </>
  );
}
