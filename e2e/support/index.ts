export {
  portalUrl,
  DEMO_ACCOUNTS,
  demoPassword,
  adminPanelAccount,
  signIn,
  submitLogin,
  expectSignedIn,
  expectToast,
  openLoginPage,
  openToasts,
  toastBox,
} from './portal';
export { allEmails, lastEmailTo } from './mail';
export { localIn } from './time';
