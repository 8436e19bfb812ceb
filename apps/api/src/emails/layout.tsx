import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Text,
} from '@react-email/components';
import { Fragment, type ReactNode } from 'react';
import { type Language, type MailTexts } from './mail-language';
import { Only, useMailPart } from './render-mail';
import { ACCOUNT_PATH, PRIVACY_PATH, SHOP } from './shop';

/** The layout's own words: the signature, the footer's links and the unsubscribe line. */
export const LAYOUT_TEXTS: MailTexts<{
  team: string;
  account: string;
  privacy: string;
  unsubscribeBefore: string;
  unsubscribeLink: string;
  unsubscribeText: string;
}> = {
  en: {
    team: 'The Maplepack team',
    account: 'My account',
    privacy: 'Privacy policy',
    unsubscribeBefore: 'To stop all mailing-list e-mails from Maplepack, ',
    unsubscribeLink: 'unsubscribe',
    unsubscribeText: 'To stop all mailing-list e-mails from Maplepack',
  },
  fr: {
    team: 'L’équipe Maplepack',
    account: 'Mon compte',
    privacy: 'Politique de confidentialité',
    unsubscribeBefore: 'Pour ne plus recevoir aucun courriel de la liste d’envoi de Maplepack, ',
    unsubscribeLink: 'désabonnez-vous',
    unsubscribeText: 'Pour ne plus recevoir aucun courriel de la liste d’envoi de Maplepack',
  },
};

const RED = '#c8102e';
const body = {
  fontFamily: 'Arial, sans-serif',
  color: '#222',
  lineHeight: '1.5',
  backgroundColor: '#ffffff',
};
const container = { maxWidth: '600px', padding: '0 16px' };
const small = { fontSize: '12px', lineHeight: '18px', color: '#555', margin: '4px 0' };

/**
 * The shop's e-mail: the Maplepack header, the body, and the footer with the company, its address
 * and contact e-mail, links to the account and the privacy page, and why the person gets it
 * (`why`); mailing-list e-mail adds its unsubscribe link. Every link is built from `publicUrl`.
 */
export function MailLayout(props: {
  publicUrl: string;
  /** The inbox preview line (HTML only). */
  preview?: string;
  why: string;
  unsubscribeLink?: string;
  /** The reader's language (English when not given). */
  language?: Language;
  children: ReactNode;
}) {
  const account = `${props.publicUrl}${ACCOUNT_PATH}`;
  const privacy = `${props.publicUrl}${PRIVACY_PATH}`;
  const language = props.language ?? 'en';
  const t = LAYOUT_TEXTS[language];
  const sep = language === 'fr' ? '\u00a0: ' : ': ';
  return (
    <Html lang={language === 'fr' ? 'fr-CA' : 'en'}>
      <Head />
      <Only part="html">{props.preview === undefined ? null : <Preview>{props.preview}</Preview>}</Only>
      <Body style={body}>
        <Container style={container}>
          <Only part="html">
            <Heading as="h1" style={{ color: RED, fontSize: '24px', margin: '24px 0 8px' }}>
              Maplepack
            </Heading>
          </Only>
          {props.children}
          <Text>{t.team}</Text>
          <Hr />
          <Only part="html">
            <Text style={small}>{`${SHOP.name}, ${SHOP.address}`}</Text>
            <Text style={small}>
              <Link href={`mailto:${SHOP.contactEmail}`}>{SHOP.contactEmail}</Link>
              {' · '}
              <Link href={account}>{t.account}</Link>
              {' · '}
              <Link href={privacy}>{t.privacy}</Link>
            </Text>
            <Text style={small}>{props.why}</Text>
            {props.unsubscribeLink === undefined ? null : (
              <Text style={small}>
                {t.unsubscribeBefore}
                <Link href={props.unsubscribeLink}>{t.unsubscribeLink}</Link>.
              </Text>
            )}
          </Only>
          <Only part="text">
            <Text>
              <Lines lines={[`${SHOP.name}, ${SHOP.address}`, SHOP.contactEmail]} />
            </Text>
            <Text>
              <Lines lines={[`${t.account}${sep}${account}`, `${t.privacy}${sep}${privacy}`]} />
            </Text>
            <Text>{props.why}</Text>
            {props.unsubscribeLink === undefined ? null : (
              <Text>{`${t.unsubscribeText}${sep}${props.unsubscribeLink}`}</Text>
            )}
          </Only>
        </Container>
      </Body>
    </Html>
  );
}

/** Lines of one paragraph, split by line breaks. */
export function Lines({ lines }: { lines: readonly ReactNode[] }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index === 0 ? null : <br />}
      {line}
    </Fragment>
  ));
}

/** A paragraph. */
export function P({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '12px 0' }}>{children}</Text>;
}

/** A second-level heading ("What happens next"). */
export function H2({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ fontSize: '18px', margin: '20px 0 8px' }}>
      {children}
    </Heading>
  );
}

/** A short list. */
export function Items({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The call to action: a red button in the HTML, "`text ?? label`: link" on its own line in the
 * plain text.
 */
export function ActionButton({
  href,
  label,
  text,
  language,
}: {
  href: string;
  label: string;
  text?: string;
  language?: Language;
}) {
  if (useMailPart() === 'text')
    return <P>{`${text ?? label}${language === 'fr' ? '\u00a0: ' : ': '}${href}`}</P>;
  return (
    <Button
      href={href}
      style={{
        display: 'inline-block',
        padding: '10px 18px',
        background: RED,
        color: '#ffffff',
        textDecoration: 'none',
        borderRadius: '4px',
        margin: '8px 0',
      }}
    >
      {label}
    </Button>
  );
}
