import { addCalendarDays } from '@maplepack/calendar';

/**
 * One dated version of something prices are computed with (a tax rule, a shipping cost, a postal
 * surcharge): in force from `effectiveFrom` to `effectiveTo`, both inclusive (YYYY-MM-DD; null: open).
 */
export interface DatedVersion {
  id: number;
  /** What versions must not overlap within: a tax rule's country, province and name; a method; a prefix. */
  key: string;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/**
 * A staff change to a schedule (issue 18). `add` schedules a new version; `end` sets a version's last
 * day; `edit` changes a version not yet in force (its values, and here its dates and key).
 */
export type ScheduleChange =
  | { kind: 'add'; key: string; effectiveFrom: string; effectiveTo: string | null }
  | { kind: 'end'; id: number; effectiveTo: string }
  | { kind: 'edit'; id: number; key: string; effectiveFrom: string; effectiveTo: string | null };

/**
 * What to write when a change is accepted: the versions whose last day changes (the one ended, or
 * the open one a new version supersedes), besides the change itself.
 */
export type SchedulePlan =
  | { ok: true; ends: { id: number; effectiveTo: string }[] }
  | { ok: false; message: string };

export const SCHEDULE_MESSAGES = {
  startsInPast: 'It cannot start before today: prices already computed must not change.',
  endsBeforeStart: 'It cannot end before it starts.',
  endsInPast: 'It cannot end before yesterday: prices already computed must not change.',
  alreadyEnded: 'It has already ended: its days are past and cannot change.',
  alreadyInForce: 'It is already in force: it can only be ended, never changed retroactively.',
  notFound: 'There is no such version.',
  overlaps: (from: string, to: string | null) =>
    `It would overlap the version in force from ${from}${to === null ? '' : ` to ${to}`}: end or change that one first.`,
} as const;

/** Whether a version is in force on `day` (YYYY-MM-DD). */
export function inForceOn(
  version: Pick<DatedVersion, 'effectiveFrom' | 'effectiveTo'>,
  day: string,
): boolean {
  return version.effectiveFrom <= day && (version.effectiveTo === null || version.effectiveTo >= day);
}

/** The versions in force on `day`, in their order. */
export function versionsInForce<V extends Pick<DatedVersion, 'effectiveFrom' | 'effectiveTo'>>(
  versions: readonly V[],
  day: string,
): V[] {
  return versions.filter((version) => inForceOn(version, day));
}

const overlap = (
  a: Pick<DatedVersion, 'effectiveFrom' | 'effectiveTo'>,
  b: Pick<DatedVersion, 'effectiveFrom' | 'effectiveTo'>,
): boolean =>
  (a.effectiveTo === null || a.effectiveTo >= b.effectiveFrom) &&
  (b.effectiveTo === null || b.effectiveTo >= a.effectiveFrom);

/** The first version of `key` (other than `except`) the span overlaps, after the planned `ends`. */
function firstOverlap(
  versions: readonly DatedVersion[],
  span: { key: string; effectiveFrom: string; effectiveTo: string | null },
  except: number | null,
  ends: readonly { id: number; effectiveTo: string }[],
): DatedVersion | undefined {
  return versions
    .filter((version) => version.key === span.key && version.id !== except)
    .map((version) => {
      const end = ends.find((planned) => planned.id === version.id);
      return end === undefined ? version : { ...version, effectiveTo: end.effectiveTo };
    })
    .find((version) => overlap(version, span));
}

/**
 * Checks a change against a schedule on the shop's `today` (YYYY-MM-DD) and says what else to write.
 * The past is never rewritten: nothing starts before today, nothing ends before yesterday (ending
 * yesterday takes a version out of force from today on), an ended version stays ended and a version
 * already in force can only be ended. Versions of one key never overlap. Adding a version after an
 * open one of the same key ends that one the day before (a province's new rate from a date); moving
 * a scheduled version's start moves the end of the version it followed with it.
 */
export function planScheduleChange(
  versions: readonly DatedVersion[],
  change: ScheduleChange,
  today: string,
): SchedulePlan {
  const refuse = (message: string): SchedulePlan => ({ ok: false, message });
  const yesterday = addCalendarDays(today, -1);
  if (change.kind === 'end') {
    const version = versions.find((candidate) => candidate.id === change.id);
    if (version === undefined) return refuse(SCHEDULE_MESSAGES.notFound);
    if (version.effectiveTo !== null && version.effectiveTo < today)
      return refuse(SCHEDULE_MESSAGES.alreadyEnded);
    if (change.effectiveTo < version.effectiveFrom) return refuse(SCHEDULE_MESSAGES.endsBeforeStart);
    if (change.effectiveTo < yesterday) return refuse(SCHEDULE_MESSAGES.endsInPast);
    const ends = [{ id: version.id, effectiveTo: change.effectiveTo }];
    const clash = firstOverlap(versions, { ...version, effectiveTo: change.effectiveTo }, version.id, []);
    if (clash !== undefined)
      return refuse(SCHEDULE_MESSAGES.overlaps(clash.effectiveFrom, clash.effectiveTo));
    return { ok: true, ends };
  }
  const edited =
    change.kind === 'edit' ? versions.find((candidate) => candidate.id === change.id) : undefined;
  if (change.kind === 'edit') {
    if (edited === undefined) return refuse(SCHEDULE_MESSAGES.notFound);
    if (edited.effectiveFrom <= today) return refuse(SCHEDULE_MESSAGES.alreadyInForce);
  }
  if (change.effectiveFrom < today) return refuse(SCHEDULE_MESSAGES.startsInPast);
  if (change.effectiveTo !== null && change.effectiveTo < change.effectiveFrom)
    return refuse(SCHEDULE_MESSAGES.endsBeforeStart);
  const dayBefore = addCalendarDays(change.effectiveFrom, -1);
  const ends: { id: number; effectiveTo: string }[] = [];
  let except: number | null = null;
  if (change.kind === 'edit' && edited !== undefined) {
    const version = edited;
    except = version.id;
    const followed = versions.find(
      (candidate) =>
        candidate.key === version.key &&
        candidate.id !== version.id &&
        candidate.effectiveTo === addCalendarDays(version.effectiveFrom, -1),
    );
    if (followed !== undefined && change.key === version.key && followed.effectiveFrom <= dayBefore)
      ends.push({ id: followed.id, effectiveTo: dayBefore });
  } else {
    const open = versions.find(
      (candidate) =>
        candidate.key === change.key &&
        candidate.effectiveTo === null &&
        candidate.effectiveFrom < change.effectiveFrom,
    );
    if (open !== undefined) ends.push({ id: open.id, effectiveTo: dayBefore });
  }
  const clash = firstOverlap(versions, change, except, ends);
  if (clash !== undefined) return refuse(SCHEDULE_MESSAGES.overlaps(clash.effectiveFrom, clash.effectiveTo));
  return { ok: true, ends };
}

/**
 * The schedule once an accepted plan is written (`newId` names an added version): what the service
 * writes, as a pure function the tests check invariants on.
 */
export function applySchedulePlan(
  versions: readonly DatedVersion[],
  change: ScheduleChange,
  plan: Extract<SchedulePlan, { ok: true }>,
  newId: number,
): DatedVersion[] {
  const ended = versions.map((version) => {
    const end = plan.ends.find((planned) => planned.id === version.id);
    return end === undefined ? version : { ...version, effectiveTo: end.effectiveTo };
  });
  if (change.kind === 'add')
    return [
      ...ended,
      { id: newId, key: change.key, effectiveFrom: change.effectiveFrom, effectiveTo: change.effectiveTo },
    ];
  if (change.kind === 'edit')
    return ended.map((version) =>
      version.id === change.id
        ? {
            id: version.id,
            key: change.key,
            effectiveFrom: change.effectiveFrom,
            effectiveTo: change.effectiveTo,
          }
        : version,
    );
  return ended;
}
