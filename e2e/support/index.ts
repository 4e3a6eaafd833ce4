export {
  portalUrl,
  DEMO_ACCOUNTS,
  demoPassword,
  adminPanelAccount,
  signIn,
  submitLogin,
  expectSignedIn,
  expectToast,
  type DemoUsername,
} from './portal';
export { lastEmailTo, allEmails, type CapturedEmail } from './mail';
