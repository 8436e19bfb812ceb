import type { InteractionAction } from './interaction-rules';

export type ViolationKind = 'interaction' | 'pregnancy' | 'allergy' | 'diet' | 'upper-limit' | 'timing';

/** One safety finding about one product of a pack, in words a person can read. */
export interface Violation {
  productId: number;
  productName: string;
  kind: ViolationKind;
  /** `exclude` refuses the pack; `separate` and `warn` are advice shown next to the product. */
  action: InteractionAction;
  ruleId: string;
  message: string;
}
