export { formatDate, formatRegistrationDate, formatLoginTime, todayIso, dateInputValue } from './dates';
export { REGISTRATION_TYPE_LABELS } from './registration';
