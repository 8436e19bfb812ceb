import { TRIAL_PROGRAM_MESSAGES, type TrialProgramResponse } from '@maplepack/api-contract';
import { type TrialProgramRepository } from '../db/repositories/trial-program-repository';

export type MarkOrderedResult =
  | { ok: true; status: TrialProgramResponse }
  | { ok: false; code: 'trial-program.already-ordered'; message: string };

/** The trial program: one trial pack per e-mail, for people who have never ordered. */
export class TrialProgramService {
  constructor(private readonly entries: TrialProgramRepository) {}

  async status(email: string): Promise<TrialProgramResponse> {
    const entry = await this.entries.byEmail(email);
    const orderedAt = entry?.orderedAt ?? null;
    const eligible = orderedAt === null && !(await this.entries.hasOrders(email));
    return { email, ordered: orderedAt !== null, ordered_at: orderedAt?.toISOString() ?? null, eligible };
  }

  async markOrdered(email: string, now: Date): Promise<MarkOrderedResult> {
    const marked = await this.entries.markOrdered(email, now);
    if (marked === undefined) {
      return { ok: false, code: 'trial-program.already-ordered', message: TRIAL_PROGRAM_MESSAGES.alreadyOrdered };
    }
    return { ok: true, status: await this.status(email) };
  }
}
