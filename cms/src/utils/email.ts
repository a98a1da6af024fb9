import type { Core } from '@strapi/strapi';

interface EmailService {
  send(options: { to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

/** Strapi's email plugin (config/plugins.ts: nodemailer with the SMTP_* settings). */
export const emailService = (strapi: Core.Strapi): EmailService =>
  strapi.plugin('email').service<EmailService>('email');
