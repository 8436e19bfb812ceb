import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATA_KEY_FILE, decodeDataKey, loadDataKey } from './data-key';

describe('loadDataKey', () => {
  it('uses DATA_KEY as hex or base64', () => {
    const hex = 'ab'.repeat(32);
    expect(loadDataKey({ dataKey: hex, dataDir: '/nonexistent' })).toEqual(Buffer.from(hex, 'hex'));
    const base64 = Buffer.alloc(32, 9).toString('base64');
    expect(decodeDataKey(base64)).toEqual(Buffer.alloc(32, 9));
  });

  it('generates a key file for the embedded database once, readable by the owner only', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'maplepack-key-')), 'data');
    const first = loadDataKey({ dataKey: null, dataDir });
    const second = loadDataKey({ dataKey: null, dataDir });
    expect(first).toHaveLength(32);
    expect(second).toEqual(first);
    const file = path.join(dataDir, DATA_KEY_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});
