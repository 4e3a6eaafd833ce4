export { formatDate, formatRegistrationDate, formatLoginTime, todayIso, dateInputValue, dayInZone } from './dates';
export { REGISTRATION_TYPE_LABELS } from './registration';
