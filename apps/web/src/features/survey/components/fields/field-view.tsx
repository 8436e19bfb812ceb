import { usesWideLayout, type Field } from '@maplepack/survey-engine';
import { Loader } from '@maplepack/ui';
import { type ComponentType, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '../../../../lib/i18n/react';
import { useSurveyWords } from '../../survey-words';
import { DateField } from './date-field';
import { EmailField } from './email-field';
import { type FieldBodyProps } from './field-body-props';
import { type FieldViewProps } from './field-props';
import { fieldTitle, initialRemainingConcerns } from './field-title';
import { description as descriptionClass, frame, heading, partCover, wide } from './fields.css';
import { LegalField } from './legal-field';
import { MultiChoiceField } from './multi-choice-field';
import { PartCoverHeader } from './part-cover-header';
import { ShortTextField } from './short-text-field';
import { SingleChoiceField } from './single-choice-field';
import { StatementField } from './statement-field';
import { SurveyText } from './survey-text';
import { YesNoField } from './yes-no-field';
import { preloadable } from '../../../../lib/preloadable';

// The medication list (~1,900 names) and the catalogue load only when someone reaches that step.
const MedicationField = preloadable('field-view/MedicationField', () =>
  import('./medication-field').then((module) => ({ default: module.MedicationField })),
);

function bodyFor(field: Field): ComponentType<FieldBodyProps> {
  switch (field.type) {
    case 'legal':
      return LegalField;
    case 'yes_no':
      return YesNoField;
    case 'multiple_choice':
      return field.properties.allow_multiple_selection === true ? MultiChoiceField : SingleChoiceField;
    case 'statement':
      return StatementField;
    case 'short_text':
      return ShortTextField;
    case 'email':
      return EmailField;
    case 'date':
      return DateField;
    case 'list_choice':
      return MedicationField;
  }
}

/**
 * One survey field: its title (auth_title for signed-in people; the wide layout from 35
 * characters), its description with links, and the input its type calls for. Focus moves to the
 * title when a new field shows, so screen readers read the question first.
 */
export function FieldView(props: FieldViewProps) {
  // A new field is a new screen: its inputs, messages and focus start afresh.
  return <FieldScreen key={props.field.ref} {...props} />;
}

function FieldScreen(props: FieldViewProps) {
  const { field, authenticated, greetingName, autoFocusHeading = true } = props;
  useLingui();
  const { ui } = useSurveyWords();
  const [remaining, setRemaining] = useState(() =>
    initialRemainingConcerns(field, props.answer, props.visited),
  );
  const { title, description } = fieldTitle(field, {
    authenticated,
    greetingName,
    remainingConcerns: remaining,
    greet: ui.concernGreeting,
  });
  const baseId = useId();
  const headingId = `${baseId}-title`;
  const descriptionId = description === undefined ? undefined : `${baseId}-description`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const part =
    field.type === 'statement' && field.properties.no_part !== true ? field.properties.part : undefined;
  const Body = bodyFor(field);

  // Only when the screen appears: later prop changes must not pull focus away from the inputs.
  useEffect(() => {
    if (autoFocusHeading) headingRef.current?.focus();
  }, []);

  const isWide = usesWideLayout(title);
  const classes = [frame, isWide ? wide : '', part?.background_image !== undefined ? partCover : ''];
  return (
    <section
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-field-type={field.type}
      data-layout={isWide ? 'wide' : 'standard'}
      style={
        part?.background_image === undefined
          ? undefined
          : { backgroundImage: `url("${encodeURI(part.background_image)}")` }
      }
    >
      {part !== undefined && <PartCoverHeader part={part} />}
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className={heading}>
        {title}
      </h1>
      {description !== undefined && (
        <SurveyText id={descriptionId} className={descriptionClass} text={description} />
      )}
      <Suspense fallback={<Loader />}>
        <Body
          {...props}
          headingId={headingId}
          descriptionId={descriptionId}
          errorId={`${baseId}-error`}
          onRemainingConcernsChange={setRemaining}
        />
      </Suspense>
    </section>
  );
}
