import { runCli } from './run-cli';

describe('maplepack', () => {
  it('prints help and exits 0', () => {
    const result = runCli(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: maplepack');
  });

  it('rejects an unknown command with exit 2', () => {
    const result = runCli(['frobnicate']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/unknown command/i);
  });
});
