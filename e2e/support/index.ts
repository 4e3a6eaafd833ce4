export { portalUrl, DEMO_ACCOUNTS, demoPassword, adminPanelAccount, signIn, submitLogin, expectSignedIn, expectToast } from './portal';
export { allEmails, lastEmailTo } from './mail';
