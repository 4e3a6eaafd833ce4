import { secrets } from '../src/platform/runtime';

export default () => ({
  auth: { secret: secrets().adminJwtSecret },
  apiToken: { salt: secrets().apiTokenSalt },
  transfer: { token: { salt: secrets().transferTokenSalt } },
  secrets: { encryptionKey: secrets().encryptionKey },
  flags: { nps: false, promoteEE: false },
  autoOpen: false,
  watchIgnoreFiles: ['**/.data/**'],
});
