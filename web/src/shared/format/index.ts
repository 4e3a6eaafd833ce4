export { formatDate, formatRegistrationDate, formatLoginTime, todayIso } from './dates';
