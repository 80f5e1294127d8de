import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../shared/logger.js';

export interface ConfirmationMail {
  to: string;
  siteTitle: string;
  ownerName: string;
  confirmUrl: string;
  forgetUrl: string;
}

/**
 * Mail for the demand test through SMTP_URL (nodemailer). Without it nothing is sent: signups made then are stored as
 * needing no confirmation and count as made, and the visitor gets the deletion link on the thank-you page instead.
 */
export class SignupMailer {
  private readonly transport: Transporter | null;

  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  async sendConfirmation(mail: ConfirmationMail): Promise<void> {
    if (!this.transport) return;
    const text = [
      `You asked for early access to ${mail.siteTitle}.`,
      '',
      `Confirm your email address: ${mail.confirmUrl}`,
      '',
      `If this was not you, ignore this email: without confirmation ${mail.ownerName} does not count the signup.`,
      `Delete your signup at any time: ${mail.forgetUrl}`,
    ].join('\n');
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: `Confirm your early access to ${mail.siteTitle}`, text });
    } catch (error) {
      this.logger.warn({ err: error }, 'demand test confirmation email not sent');
    }
  }

  async sendSummary(to: string, subject: string, text: string): Promise<void> {
    if (!this.transport) return;
    await this.transport.sendMail({ from: this.from, to, subject, text });
  }

  close(): void {
    this.transport?.close();
  }
}
