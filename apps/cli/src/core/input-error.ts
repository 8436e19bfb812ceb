/** Bad input from the caller: printed as one line on standard error, exit code 2 (CONTRACTS §1). */
export class InputError extends Error {
  override readonly name = 'InputError';
}
