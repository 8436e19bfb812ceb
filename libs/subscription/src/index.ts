export { allowedEvents, apply, canApply } from './apply';
export {
  CANCEL_NOTE_MAX_LENGTH,
  CANCEL_REASONS,
  cancelNoteSchema,
  cancelReasonSchema,
  type CancelReason,
} from './cancel-reason';
export { describeLogEntry } from './describe-log-entry';
export { isDue } from './due';
export {
  DEFAULT_RETRY_SCHEDULE,
  nextRetryAt,
  RETRIES_EXHAUSTED,
  retryDue,
  retryScheduleSchema,
  type RetryDecision,
  type RetrySchedule,
} from './dunning';
export { type ApplyOptions } from './event-rule';
export { humanDate } from './human-date';
export { addHours, dateOfInstant, instantSchema, type Instant } from './instant';
export {
  cancellationSchema,
  holdReasonSchema,
  lifecycleStatusSchema,
  openRenewalSchema,
  subscriptionLifecycleSchema,
  type Cancellation,
  type HoldReason,
  type LifecycleStatus,
  type OpenRenewal,
  type SubscriptionLifecycle,
} from './lifecycle';
export {
  CUSTOMER_EVENT_TYPES,
  customerEventSchema,
  ENGINE_EVENT_TYPES,
  engineEventSchema,
  isCustomerEventType,
  LIFECYCLE_EVENT_TYPES,
  lifecycleEventSchema,
  PAUSE_MONTHS,
  type CustomerEvent,
  type CustomerEventInput,
  type CustomerEventType,
  type EngineEvent,
  type LifecycleEvent,
  type LifecycleEventInput,
  type LifecycleEventType,
} from './lifecycle-event';
export { checkLifecycleInvariants } from './lifecycle-invariants';
export {
  type LifecycleEffect,
  type LifecycleRefusal,
  type LifecycleRefusalCode,
  type LifecycleResult,
} from './lifecycle-result';
export { lifecycleLogEntrySchema, type LifecycleLogEntry, type LifecycleLogKind } from './log-entry';
export { MOVE_DATE_MAX_MONTHS, moveDateRange } from './move-date-range';
export { addPeriods, anchoredDateIn, periodKeyOf, periodKeySchema, type PeriodKey } from './period-key';
export { DEFAULT_REMINDER_DAYS_BEFORE, reminderDue, type ReminderDecision } from './reminder';
export {
  addMonths,
  BILLING_INTERVAL,
  BILLING_PERIOD,
  FIRST_RENEWAL_AFTER_DAYS,
  firstAnchoredDateFrom,
  firstRenewalDate,
} from './renewal-date';
export { startSubscription } from './start-subscription';
