import { winston, formats } from '@strapi/logger';

export default {
  transports: [
    new winston.transports.Console({
      level: process.env.LOG_LEVEL || 'http',
      format: formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss.SSS' }),
    }),
  ],
};
