import { t } from '@lingui/core/macro';
import { type SurveyProgress } from '@maplepack/survey-engine';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useLingui } from '../../../lib/i18n/react';
import * as css from './survey-progress-bar.css';

/** The progress bars' words, in one place, in the page's language. */
export const PROGRESS_MESSAGES = {
  partsLabel: () => t`Assessment progress`,
  partText: (part: number, parts: number, title: string) =>
    title === '' ? t`Part ${part} of ${parts}` : t`Part ${part} of ${parts}: ${title}`,
  partLabel: (part: number) => t`Progress in part ${part}`,
  questionText: (question: number) => (question === 0 ? t`Starting this part` : t`Question ${question}`),
  questionValue: (questionText: string, percent: number, part: number) =>
    t`${questionText}, ${percent}% of part ${part}`,
} as const;

/**
 * Where the person stands: one bar for the parts (part n of 4) and one for the screens of this part,
 * both announced as progress bars with their values and a text a screen reader reads.
 */
export function SurveyProgressBar({ progress }: { progress: SurveyProgress }) {
  useLingui();
  const { part, parts, partTitle, question, partPercent } = progress;
  if (part === 0 || parts === 0) return null;
  const partText = PROGRESS_MESSAGES.partText(part, parts, partTitle);
  const questionText = PROGRESS_MESSAGES.questionText(question);
  return (
    <div className={css.progress}>
      <p className={css.caption} aria-hidden="true">
        {partText} · {questionText}
      </p>
      <div
        role="progressbar"
        aria-label={PROGRESS_MESSAGES.partsLabel()}
        aria-valuemin={0}
        aria-valuemax={parts}
        aria-valuenow={part}
        aria-valuetext={partText}
        className={css.parts}
      >
        {Array.from({ length: parts }, (_, index) => (
          <span key={index} className={index < part ? css.partDone : css.partTodo} />
        ))}
      </div>
      <div
        role="progressbar"
        aria-label={PROGRESS_MESSAGES.partLabel(part)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={partPercent}
        aria-valuetext={PROGRESS_MESSAGES.questionValue(questionText, partPercent, part)}
        className={css.track}
      >
        <span className={css.fill} style={assignInlineVars({ [css.fillWidth]: `${partPercent}%` })} />
      </div>
    </div>
  );
}
