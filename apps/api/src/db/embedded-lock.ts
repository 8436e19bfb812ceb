import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Whether a process with this id is running on this machine. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's folder for this process: PGlite is one process's database, and a
 * second process writing the same files (the server and `maplepack renewals run`, say) would corrupt
 * them. A lock left by a process that died is taken over. Answers the release, or throws a message
 * a person can act on.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new Error(
          `the embedded database in ${dataDir} is in use by another process (pid ${holder}): stop it first, or use DATABASE_URL`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock the embedded database in ${dataDir}`);
}
