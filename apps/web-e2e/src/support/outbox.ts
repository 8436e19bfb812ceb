import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** An e-mail the server wrote to its outbox (no SMTP in the e2e run), decoded as far as specs need. */
export interface WrittenMail {
  to: string;
  subject: string;
  /** The whole message with quoted-printable undone: headers, text and HTML parts. */
  body: string;
}

/** Where serve.mjs's server writes e-mails: DATA_DIR/outbox under the folder the config chose. */
function outboxDir(): string {
  const dataDir = process.env['MAPLEPACK_E2E_DATA_DIR'];
  if (!dataDir) throw new Error('MAPLEPACK_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'data', 'outbox');
}

/** Undoes quoted-printable (soft line breaks, =XX bytes); the shop's e-mails are ASCII. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const header = (eml: string, name: string): string =>
  new RegExp(`^${name}: (.*)$`, 'm').exec(eml)?.[1]?.trim() ?? '';

async function readOutbox(): Promise<WrittenMail[]> {
  const dir = outboxDir();
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const eml = await readFile(path.join(dir, file), 'utf8');
      return { to: header(eml, 'To'), subject: header(eml, 'Subject'), body: decodeQuotedPrintable(eml) };
    }),
  );
}

/** The newest e-mail to `to` with this subject, waiting for the server to write it. */
export async function mailTo(to: string, subject: string): Promise<WrittenMail> {
  let found: WrittenMail | undefined;
  await expect
    .poll(async () => {
      found = (await readOutbox()).filter((mail) => mail.to === to && mail.subject === subject).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  if (found === undefined) throw new Error(`no e-mail '${subject}' to ${to}`);
  return found;
}

/** The path and query of the first link in `mail` to `pathname` (e-mails name the public URL). */
export function linkIn(mail: WrittenMail, pathname: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+(${pathname}\\?token=[\\w.-]+)`).exec(mail.body);
  if (match?.[1] === undefined) throw new Error(`no ${pathname} link in '${mail.subject}'`);
  return match[1];
}
