import { useLingui } from '@lingui/react/macro';
import { validateMedications, type MedicationItem } from '@maplepack/survey-engine';
import { searchMedicationMatches } from '@maplepack/survey-content';
import { Button, VisuallyHidden } from '@maplepack/ui';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useSurveyWords } from '../../survey-words';
import { type FieldBodyProps } from './field-body-props';
import { describedBy, FieldError } from './field-error';
import {
  actions,
  list,
  medication,
  medicationHeader,
  medicationName,
  note,
  resultButton,
  textInput,
} from './fields.css';
import { MedicationInteractions } from './medication-interactions';

function itemsOf(answer: unknown): MedicationItem[] {
  if (!Array.isArray(answer)) return [];
  return answer.filter(
    (item): item is MedicationItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as MedicationItem).ref === 'string' &&
      typeof (item as MedicationItem).label === 'string',
  );
}

/**
 * list_choice: search the medication list, add results to the person's list, see at once what
 * each medication changes in the pack (the interaction checker), Continue with at least one.
 * Enter in the search box adds the top result; with an empty box it continues.
 */
export function MedicationField(props: FieldBodyProps) {
  const { field, answer, error, onAnswer, headingId, errorId } = props;
  const { t } = useLingui();
  const { ui } = useSurveyWords();
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<MedicationItem[]>(() => itemsOf(answer));
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const noteId = `${baseId}-note`;
  const resultsId = `${baseId}-results`;

  const results = useMemo(() => {
    const added = new Set(items.map((item) => item.ref));
    // Each entry by the name that matched (« Warfarine » for Warfarin): the person's list, and the
    // reasons the recommendation gives, name it as they typed it.
    return searchMedicationMatches(query)
      .map(({ medication: found, matched }) => ({ ref: found.ref, label: matched }))
      .filter((found) => !added.has(found.ref));
  }, [query, items]);
  const searching = query.trim() !== '';
  const canContinue = validateMedications(items).ok;
  // The content's description already is the note in survey v1.5; show it once.
  const showNote = field.properties.description?.trim() !== ui.medicationNote;

  const add = (item: MedicationItem) => {
    setItems((current) =>
      current.some((m) => m.ref === item.ref) ? current : [...current, { ref: item.ref, label: item.label }],
    );
    setQuery('');
    const name = item.label;
    setAnnouncement(t`${name} added to your medications.`);
    input.current?.focus();
  };
  const remove = (item: MedicationItem) => {
    setItems((current) => current.filter((m) => m.ref !== item.ref));
    const name = item.label;
    setAnnouncement(t`${name} removed from your medications.`);
    input.current?.focus();
  };
  const submit = () => {
    if (canContinue) onAnswer(items);
  };
  const removeLabel = (name: string) => t`Remove ${name}`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const top = results[0];
    if (searching && top !== undefined) add(top);
    else if (!searching) submit();
  };

  return (
    <>
      <input
        ref={input}
        className={textInput}
        type="search"
        value={query}
        placeholder={field.properties.placeholder ?? ui.medicationPlaceholder}
        autoComplete="off"
        aria-labelledby={headingId}
        aria-describedby={describedBy(showNote && noteId, error !== null && errorId)}
        aria-controls={resultsId}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {showNote && (
        <p id={noteId} className={note}>
          {ui.medicationNote}
        </p>
      )}
      <div id={resultsId}>
        {searching && results.length === 0 && <p className={note}>{ui.medicationNoResults}</p>}
        {results.length > 0 && (
          <ul className={list} aria-label={t`Search results`}>
            {results.map((found) => (
              <li key={found.ref}>
                <button type="button" className={resultButton} onClick={() => add(found)}>
                  <VisuallyHidden>
                    {t({ message: 'Add', comment: 'Before a medication name in the search results' })}{' '}
                  </VisuallyHidden>
                  {found.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div role="status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      {items.length > 0 && (
        <section aria-labelledby={`${baseId}-mine`}>
          <h2 id={`${baseId}-mine`} className={medicationName}>
            {t`Your medications`}
          </h2>
          <ul className={list}>
            {items.map((item) => (
              <li key={item.ref} className={medication}>
                <div className={medicationHeader}>
                  <h3 className={medicationName}>{item.label}</h3>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={removeLabel(item.label)}
                    onClick={() => remove(item)}
                  >
                    {t`Remove`}
                  </Button>
                </div>
                <MedicationInteractions item={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <FieldError id={errorId} message={error} />
      <div className={actions}>
        <Button onClick={submit} disabled={!canContinue}>
          {ui.continueButton}
        </Button>
      </div>
    </>
  );
}
