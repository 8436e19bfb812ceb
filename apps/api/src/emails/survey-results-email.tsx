import { type OutgoingMail } from '../adapters/mail/interface';
import { ActionButton, MailLayout, P } from './layout';
import { mailFormat, type Language, type MailTexts } from './mail-language';
import { CopyLink } from './password-emails';
import { renderMail } from './render-mail';

/** The web app's results page (apps/web routes: /health-assessment/results). */
export const SURVEY_RESULTS_PATH = '/health-assessment/results';

/** The results e-mail's words in each language. */
export const SURVEY_RESULTS_TEXTS: MailTexts<{
  subject: string;
  why: string;
  preview: string;
  hi: (name: string | null) => string;
  thanks: string;
  button: string;
  where: string;
  privacy: string;
}> = {
  en: {
    subject: 'Your Maplepack results are ready',
    why: 'You get this e-mail because you asked for a copy of your results when you took the Maplepack health assessment. It is sent once; it does not add you to our mailing list.',
    preview: 'Your recommendations are ready',
    hi: (name) => (name === null || name === '' ? 'Hi,' : `Hi ${name},`),
    thanks:
      'Thank you for taking the Maplepack health assessment. Your personalized recommendations are ready.',
    button: 'See my results',
    where:
      'Your results open on the device and browser you took the assessment with. On another device, sign in ' +
      'to your Maplepack account (or create one with this e-mail address from that browser) to see them there.',
    privacy:
      'To keep your health information private, this e-mail does not repeat your answers or your recommended ' +
      'products.',
  },
  fr: {
    subject: 'Vos résultats Maplepack sont prêts',
    why: 'Vous recevez ce courriel parce que vous avez demandé une copie de vos résultats en répondant au questionnaire santé de Maplepack. Il est envoyé une seule fois et ne vous inscrit pas à notre liste d’envoi.',
    preview: 'Vos recommandations sont prêtes',
    hi: (name) => (name === null || name === '' ? 'Bonjour,' : `Bonjour ${name},`),
    thanks:
      'Merci d’avoir répondu au questionnaire santé de Maplepack. Vos recommandations personnalisées sont prêtes.',
    button: 'Voir mes résultats',
    where:
      'Vos résultats s’ouvrent sur l’appareil et dans le navigateur utilisés pour répondre au questionnaire. Sur un autre ' +
      'appareil, connectez-vous à votre compte Maplepack (ou créez-en un avec cette adresse courriel dans ce navigateur) pour les y voir.',
    privacy:
      'Pour protéger vos renseignements de santé, ce courriel ne reprend ni vos réponses ni les produits recommandés.',
  },
};

export const SURVEY_RESULTS_SUBJECT = SURVEY_RESULTS_TEXTS.en.subject;

/** Why this e-mail comes: the person asked for it on the assessment's e-mail step. */
export const SURVEY_RESULTS_WHY = SURVEY_RESULTS_TEXTS.en.why;

/**
 * "We will email you a copy of your results" (the assessment's e-mail step). Under Quebec's Law 25
 * and PIPEDA a health answer is sensitive information and an inbox is not a safe place for it, so
 * the e-mail holds only the first name the person gave and a link to the results page: no answers,
 * no products, no reasons (docs/decisions.md, "Results page and the e-mailed results").
 * `language`: the language of the request that asked for it (the person may be a guest).
 */
export function surveyResultsEmail(options: {
  to: string;
  firstName: string | null;
  publicUrl: string;
  language?: Language | undefined;
}): Promise<OutgoingMail> {
  const { to, firstName, publicUrl } = options;
  const f = mailFormat(options.language);
  const t = SURVEY_RESULTS_TEXTS[f.language];
  const link = `${publicUrl}${SURVEY_RESULTS_PATH}`;
  return renderMail(
    { to, subject: t.subject },
    <MailLayout publicUrl={publicUrl} why={t.why} preview={t.preview} language={f.language}>
      <P>{t.hi(firstName)}</P>
      <P>{t.thanks}</P>
      <ActionButton href={link} label={t.button} language={f.language} />
      <CopyLink href={link} language={f.language} />
      <P>{t.where}</P>
      <P>{t.privacy}</P>
    </MailLayout>,
  );
}
