import { useLingui } from '@lingui/react/macro';
import { medicationByRef } from '@maplepack/survey-content';
import { ENGLISH_MESSAGES, type RecommendationMessages } from '@maplepack/recommendation';
import { type MedicationItem } from '@maplepack/survey-engine';
import { useEffect, useMemo, useState } from 'react';
import { recommendationMessages } from '../../../../lib/i18n/recommendation-messages';
import { groupInteractions, interactionsFor } from '../../interaction-checker';
import { useProductNames } from '../../product-names';
import { finding, findingExclude, list } from './fields.css';

/** The recommendation's sentences in the page's language (French ones load once, on a French page). */
function useRecommendationMessages(): RecommendationMessages | null {
  const { i18n } = useLingui();
  const [loaded, setLoaded] = useState<{ locale: string; messages: RecommendationMessages } | null>(null);
  const locale = i18n.locale;
  useEffect(() => {
    if (locale === 'en') return;
    let current = true;
    void recommendationMessages().then((messages) => current && setLoaded({ locale, messages }));
    return () => {
      current = false;
    };
  }, [locale]);
  if (locale === 'en') return ENGLISH_MESSAGES;
  return loaded?.locale === locale ? loaded.messages : null;
}

/**
 * What a medication means for the pack, from the recommendation library's interaction rules: the
 * products left out, moved to the evening pack, or kept with advice, and why, in the page's language.
 */
export function MedicationInteractions({ item }: { item: MedicationItem }) {
  const { t, i18n } = useLingui();
  const messages = useRecommendationMessages();
  const productName = useProductNames();
  const locale = i18n.locale;
  const groups = useMemo(() => {
    const medication = medicationByRef(item.ref);
    if (medication === undefined || messages === null || productName === null) return null;
    // `locale` is read by the sentences (the message reader): a switch writes them again.
    void locale;
    return groupInteractions(interactionsFor(medication, undefined, { messages, productName }));
  }, [item.ref, messages, productName, locale]);
  if (groups === null) return null;
  if (groups.length === 0)
    return <p className={finding}>{t`We found no interactions with the products we carry.`}</p>;
  const name = item.label;
  return (
    <ul className={list} aria-label={t`How ${name} changes your pack`}>
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
