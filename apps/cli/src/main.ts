import { buildProgram } from './program';

// A reader that stops early (`maplepack price --jsonl cases.jsonl | head`) closes the pipe: the
// output is no longer wanted, so stop quietly as other command-line tools do, without a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  process.stderr.write(`maplepack: cannot write the output (${error.code ?? error.message})\n`);
  process.exit(1);
});

void buildProgram().parseAsync(process.argv);
