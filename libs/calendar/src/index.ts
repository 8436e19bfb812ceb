export {
  addCalendarDays,
  dateParts,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  formatDate,
  isIsoDate,
  isoDateSchema,
  laterDate,
  parseIsoDate,
  type DateParts,
  type IsoDate,
} from './calendar-date';
export {
  parseShopInstant,
  SHOP_TIME_ZONE,
  shopDay,
  shopMonth,
  startOfShopDay,
  type ClockReading,
} from './shop-time';
