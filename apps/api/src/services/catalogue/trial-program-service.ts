import { type TrialProgramResponse } from '@maplepack/api-contract';
import { type TrialProgramRepository } from '../../db/repositories/trial-program-repository';

/**
 * The trial program: one trial order per e-mail, for people who have never ordered. The status
 * answers only what the checkout needs (eligible or not); the trial is used up by the order that
 * takes it, in the order's own transaction (OrderPlacement), never by a separate call.
 */
export class TrialProgramService {
  constructor(private readonly entries: TrialProgramRepository) {}

  async eligible(email: string, customerId: number | null = null): Promise<boolean> {
    const entry = await this.entries.byEmail(email);
    return (entry?.orderedAt ?? null) === null && !(await this.entries.hasOrders(email, customerId));
  }

  async status(email: string): Promise<TrialProgramResponse> {
    return { email, eligible: await this.eligible(email) };
  }
}
