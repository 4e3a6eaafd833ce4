import { secrets } from '../src/platform/runtime';

export default () => ({
  auth: { secret: secrets().adminJwtSecret },
  apiToken: { salt: secrets().apiTokenSalt },
  transfer: { token: { salt: secrets().transferTokenSalt } },
  secrets: { encryptionKey: secrets().encryptionKey },
  flags: { nps: false, promoteEE: false },
  // The portal uses neither Strapi's AI features nor its preview: off, so the panel offers them
  // nowhere and its preview question gets "disabled" (204) instead of "not configured" (404).
  ai: { enabled: false },
  preview: { enabled: false },
  autoOpen: false,
  watchIgnoreFiles: ['**/.data/**'],
});
