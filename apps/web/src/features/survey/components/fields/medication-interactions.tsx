import { medicationByRef } from '@maplepack/survey-content';
import { type MedicationItem } from '@maplepack/survey-engine';
import { useMemo } from 'react';
import { groupInteractions, interactionsFor } from '../../interaction-checker';
import { finding, findingExclude, list } from './fields.css';

export const NO_INTERACTIONS_TEXT = 'We found no interactions with the products we carry.';

/**
 * What a medication means for the pack, from the recommendation library's interaction rules: the
 * products left out, moved to the evening pack, or kept with advice, and why.
 */
export function MedicationInteractions({ item }: { item: MedicationItem }) {
  const groups = useMemo(() => {
    const medication = medicationByRef(item.ref);
    return medication === undefined ? [] : groupInteractions(interactionsFor(medication));
  }, [item.ref]);
  if (groups.length === 0) return <p className={finding}>{NO_INTERACTIONS_TEXT}</p>;
  return (
    <ul className={list} aria-label={`How ${item.label} changes your pack`}>
      {groups.map((group) => (
        <li
          key={group.ruleId}
          className={group.action === 'exclude' ? `${finding} ${findingExclude}` : finding}
        >
          {group.text}
        </li>
      ))}
    </ul>
  );
}
