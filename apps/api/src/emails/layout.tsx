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
import { Only, useMailPart } from './render-mail';
import { ACCOUNT_PATH, PRIVACY_PATH, SHOP } from './shop';

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
  children: ReactNode;
}) {
  const account = `${props.publicUrl}${ACCOUNT_PATH}`;
  const privacy = `${props.publicUrl}${PRIVACY_PATH}`;
  return (
    <Html lang="en">
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
          <Text>The Maplepack team</Text>
          <Hr />
          <Only part="html">
            <Text style={small}>{`${SHOP.name}, ${SHOP.address}`}</Text>
            <Text style={small}>
              <Link href={`mailto:${SHOP.contactEmail}`}>{SHOP.contactEmail}</Link>
              {' · '}
              <Link href={account}>My account</Link>
              {' · '}
              <Link href={privacy}>Privacy policy</Link>
            </Text>
            <Text style={small}>{props.why}</Text>
            {props.unsubscribeLink === undefined ? null : (
              <Text style={small}>
                {'To stop all mailing-list e-mails from Maplepack, '}
                <Link href={props.unsubscribeLink}>unsubscribe</Link>.
              </Text>
            )}
          </Only>
          <Only part="text">
            <Text>
              <Lines lines={[`${SHOP.name}, ${SHOP.address}`, SHOP.contactEmail]} />
            </Text>
            <Text>
              <Lines lines={[`My account: ${account}`, `Privacy policy: ${privacy}`]} />
            </Text>
            <Text>{props.why}</Text>
            {props.unsubscribeLink === undefined ? null : (
              <Text>{`To stop all mailing-list e-mails from Maplepack: ${props.unsubscribeLink}`}</Text>
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
export function ActionButton({ href, label, text }: { href: string; label: string; text?: string }) {
  if (useMailPart() === 'text') return <P>{`${text ?? label}: ${href}`}</P>;
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
