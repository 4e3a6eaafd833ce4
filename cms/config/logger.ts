import { winston, formats } from '@strapi/logger';
import { settings } from '../src/platform/settings';

// A function, so each start (tests start several portals in one process) takes its own LOG_LEVEL.
export default () => ({
  transports: [
    new winston.transports.Console({
      level: settings().server.logLevel,
      format: formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss.SSS' }),
    }),
  ],
});
