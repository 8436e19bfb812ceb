import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockEmbeddedDatabase } from './embedded-lock';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'maplepack-lock-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the embedded database lock', () => {
  it('is taken, written with the pid, and released', () => {
    const dataDir = path.join(folder, 'pglite');
    const release = lockEmbeddedDatabase(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses while another live process holds it, and takes it over once that process is gone', async () => {
    const dataDir = path.join(folder, 'pglite');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(`${dataDir}.lock`, String(other.pid));
      expect(() => lockEmbeddedDatabase(dataDir)).toThrow(
        `the embedded database in ${dataDir} is in use by another process (pid ${other.pid}): stop it first, or use DATABASE_URL`,
      );
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    const release = lockEmbeddedDatabase(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
