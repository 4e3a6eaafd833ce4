export { formatDate, formatRegistrationDate, formatLoginTime, todayIso, dateInputValue, dayInZone } from './dates';
