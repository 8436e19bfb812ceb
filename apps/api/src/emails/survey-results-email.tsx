import { type OutgoingMail } from '../adapters/mail/interface';
import { ActionButton, MailLayout, P } from './layout';
import { CopyLink } from './password-emails';
import { renderMail } from './render-mail';

/** The web app's results page (apps/web routes: /health-assessment/results). */
export const SURVEY_RESULTS_PATH = '/health-assessment/results';

export const SURVEY_RESULTS_SUBJECT = 'Your Maplepack results are ready';

/** Why this e-mail comes: the person asked for it on the assessment's e-mail step. */
export const SURVEY_RESULTS_WHY =
  'You get this e-mail because you asked for a copy of your results when you took the Maplepack health assessment. It is sent once; it does not add you to our mailing list.';

/**
 * "We will email you a copy of your results" (the assessment's e-mail step). Under Quebec's Law 25
 * and PIPEDA a health answer is sensitive information and an inbox is not a safe place for it, so
 * the e-mail holds only the first name the person gave and a link to the results page: no answers,
 * no products, no reasons (docs/decisions.md, "Results page and the e-mailed results").
 */
export function surveyResultsEmail(options: {
  to: string;
  firstName: string | null;
  publicUrl: string;
}): Promise<OutgoingMail> {
  const { to, firstName, publicUrl } = options;
  const link = `${publicUrl}${SURVEY_RESULTS_PATH}`;
  const greeting = firstName === null || firstName === '' ? 'Hi,' : `Hi ${firstName},`;
  const where =
    'Your results open on the device and browser you took the assessment with. On another device, sign in ' +
    'to your Maplepack account (or create one with this e-mail address from that browser) to see them there.';
  const privacy =
    'To keep your health information private, this e-mail does not repeat your answers or your recommended ' +
    'products.';
  return renderMail(
    { to, subject: SURVEY_RESULTS_SUBJECT },
    <MailLayout publicUrl={publicUrl} why={SURVEY_RESULTS_WHY} preview="Your recommendations are ready">
      <P>{greeting}</P>
      <P>
        Thank you for taking the Maplepack health assessment. Your personalized recommendations are ready.
      </P>
      <ActionButton href={link} label="See my results" />
      <CopyLink href={link} />
      <P>{where}</P>
      <P>{privacy}</P>
    </MailLayout>,
  );
}
