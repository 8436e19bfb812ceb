import { type Command } from 'commander';
import { recommend } from '@maplepack/recommendation';
import { recommendationMessages } from '@maplepack/recommendation/fr';
import { InputError, readJsonInput, runJsonCommand } from '../io';
import { assertKnownAnswers } from '../known-answers';
import { parseWalkInput } from '../walk-input';

/** `maplepack recommend` (CONTRACTS §1): survey answers to tiers with reasons, with survey v1.5 and the catalogue. */
export function registerRecommend(program: Command): void {
  program
    .command('recommend')
    .description(
      'Recommend products from survey answers (the same input as `survey walk`); prints { recommendedTier, tiers, excluded, walk }. ' +
        'Only answers on the walked path count (a question the path never asks is ignored; a missing answer counts as not given); ' +
        'a walk that ends in an exit recommends nothing (recommendedTier null, empty tiers). ' +
        'Reasons are in the input\'s "lang" ("en", the default, or "fr").',
    )
    .argument(
      '[file]',
      'JSON input { today, loggedIn?, account?, answers, lang? } (standard input when - or missing)',
    )
    .action(async (file: string | undefined) => {
      await runJsonCommand(() => {
        const { input, lang } = parseWalkInput(readJsonInput(file));
        assertKnownAnswers(input.answers);
        const result = recommend(input, { messages: recommendationMessages(lang) });
        if (!result.ok) throw new InputError(result.message);
        const { recommendedTier, tiers, excluded } = result.recommendation;
        return {
          recommendedTier,
          tiers: { '1': tiers[1], '2': tiers[2], '3': tiers[3] },
          excluded,
          walk: result.walk,
        };
      });
    });
}
