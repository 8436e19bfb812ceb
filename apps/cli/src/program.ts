import { Command } from 'commander';
import { registerPrice } from './commands/price';
import { registerRecommend } from './commands/recommend';
import { registerSurvey } from './commands/survey';
import { registerSeed } from './commands/seed';

/** The `maplepack` command with every subcommand registered. */
export function buildProgram(): Command {
  const program = new Command('maplepack')
    .description('Maplepack rules from the command line: pricing, the survey and recommendations.')
    .version('0.1.0')
    .showHelpAfterError()
    .configureOutput({
      writeErr: (text) => process.stderr.write(text),
    })
    // Usage errors (unknown command or option) are bad input too: exit 2, like a bad document.
    .exitOverride((error) => {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') process.exit(0);
      process.exit(error.code === 'commander.help' ? 0 : 2);
    });
  registerPrice(program);
  registerRecommend(program);
  registerSurvey(program);
  registerSeed(program);
  return program;
}
