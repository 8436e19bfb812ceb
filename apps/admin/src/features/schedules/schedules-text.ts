import { type AdminTaxRule } from '@maplepack/api-contract';

/** The tax rules' and shipping rates' words (kept beside their pages). */
export const SCHEDULES_TEXT = {
  status: { past: 'Ended', current: 'In force', scheduled: 'Scheduled' } satisfies Record<
    AdminTaxRule['status'],
    string
  >,
  open: 'open',
  from: 'From',
  to: 'To',
  state: 'Status',
  actions: 'Change',
  endOn: 'Last day',
  end: 'End',
  endLabel: (what: string) => `Last day of ${what}`,
  endButton: (what: string) => `End ${what}`,
  ended: 'The end date was saved.',
  scheduled: 'The change was scheduled.',
  pastHint:
    'Prices already computed never change: a change starts today or later, and a rule in force can only be ended.',
  taxes: {
    title: 'Tax rules',
    province: 'Province',
    anyProvince: 'Every province',
    inForceOn: 'In force on (empty: every date)',
    apply: 'Show',
    found: (count: number) => (count === 1 ? '1 rule' : `${count} rules`),
    none: 'No rule matches.',
    tax: 'Tax',
    rate: 'Rate',
    priority: 'Priority',
    edit: 'Edit',
    editLabel: (what: string) => `Edit ${what}`,
    newTitle: 'Schedule a tax rule',
    editTitle: (what: string) => `Change the scheduled ${what}`,
    name: 'Name (e.g. HST, GST, QST)',
    ratePercent: 'Rate (%)',
    priorityField: 'Priority (1: federal or harmonized, 2: provincial)',
    compound: 'Compound (taxed on top of the other taxes)',
    shipping: 'Also taxes shipping',
    startsOn: 'First day in force',
    endsOn: 'Last day in force (empty: open)',
    save: 'Schedule the rule',
    saveEdit: 'Save the change',
    cancelEdit: 'Cancel the change',
    ruleName: (rule: Pick<AdminTaxRule, 'state' | 'name' | 'effective_from'>) =>
      `${rule.state} ${rule.name} from ${rule.effective_from}`,
  },
  shipping: {
    title: 'Shipping rates',
    setting: { cost: 'Cost', min_amount: 'Free shipping over' } as Record<string, string>,
    amount: 'Amount ($)',
    newAmount: (title: string, setting: string) => `Schedule a new ${setting.toLowerCase()} for ${title}`,
    schedule: 'Schedule',
    surcharges: 'Postal-code surcharges',
    surchargesHint:
      'Added to Canada Post’s cost for postal codes that start with the prefix (the longest wins), and still charged when an order ships free.',
    prefix: 'Prefix',
    area: 'Area',
    allCanada: 'All of Canada',
    newSurcharge: 'Schedule a surcharge',
    surchargeName: (prefix: string, from: string) =>
      `surcharge ${prefix === '' ? 'all' : prefix} from ${from}`,
    versionName: (title: string, from: string) => `${title} from ${from}`,
  },
  invalidDate: 'Please enter a date as YYYY-MM-DD.',
} as const;
