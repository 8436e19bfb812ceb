import { Command, Option } from 'commander';
import { registerAdmin } from './commands/admin';
import { registerPrice } from './commands/price';
import { registerRecommend } from './commands/recommend';
import { registerRenewals } from './commands/renewals';
import { registerSurvey } from './commands/survey';
import { registerSeed } from './commands/seed';
import { registerTest } from './commands/test-suite';
import { WALK_INPUT_HELP } from './commands/walk-help';
import { registerTableFormat, setInvocation } from './core/session';
import { priceTable, recommendTable, walkTable } from './table-formats';

/** The commands that read input documents, by path: each gets `--jsonl` and `--format`. */
const INPUT_COMMANDS = {
  price: priceTable,
  recommend: recommendTable,
  'survey walk': walkTable,
} as const;

const BATCH_HELP = `
Batches: --jsonl reads one input per line (from the file, or standard input) and writes one output per
line, in order, in one process; a bad line writes { "error": { "line", "message" } } in its place and the
command then exits 2. --format table prints a summary for people instead of JSON.`;

/** `survey walk` for the command at `survey > walk`; `price` for a top-level one. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at !== null && at.parent !== null; at = at.parent) {
    names.unshift(at.name());
  }
  return names.join(' ');
}

function findCommand(program: Command, commandPathText: string): Command | undefined {
  let at: Command | undefined = program;
  for (const name of commandPathText.split(' ')) at = at?.commands.find((c) => c.name() === name);
  return at;
}

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
  registerTest(program, buildProgram);
  registerSeed(program);
  registerRenewals(program);
  registerAdmin(program);

  for (const [name, format] of Object.entries(INPUT_COMMANDS)) {
    registerTableFormat(name, format);
    const command = findCommand(program, name);
    if (command === undefined) throw new Error(`maplepack has no '${name}' command`);
    command
      .option('--jsonl', 'one input per line in, one output per line out')
      .addOption(
        new Option('--format <format>', 'json, or table: a readable summary')
          .choices(['json', 'table'])
          .default('json'),
      );
    // recommend reads the same input as survey walk; its own file describes only its output.
    if (name === 'recommend') {
      command.addHelpText(
        'after',
        `${WALK_INPUT_HELP}
Output: { recommendedTier, tiers: { "1": [{ id, name, reason, am, pm }], "2": [...], "3": [...] },
  excluded: [{ id, name, why }] }: each tier lists all its products, those of lower tiers included;
  excluded lists what a safety rule removed, with the reason.
Exit codes: 0 recommended, 2 bad input (one line on standard error naming the field), 1 a bug.`,
      );
    }
    command.addHelpText('after', BATCH_HELP);
  }

  program.hook('preAction', (_program, command) => {
    const options = command.opts<{ jsonl?: boolean; format?: 'json' | 'table' }>();
    const source = command.processedArgs[0] as unknown;
    setInvocation({
      command: commandPath(command),
      source: typeof source === 'string' ? source : undefined,
      jsonl: options.jsonl === true,
      format: options.format ?? 'json',
    });
  });
  return program;
}
