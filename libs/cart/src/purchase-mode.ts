import { z } from 'zod';

/**
 * Spec §4 "Purchase mode". The access lib decides the mode; the cart only needs to know it, so the
 * union is restated here to keep the cart free of a dependency on access.
 */
export const purchaseModeSchema = z.enum([
  'signedin_healthassessment',
  'signedin_buildmypack',
  'guest_healthassessment',
  'guest_buildmypack',
]);
export type PurchaseMode = z.infer<typeof purchaseModeSchema>;
