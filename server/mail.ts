import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

type MailKind = 'invitation' | 'password-reset';

type MailMessage = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  /** The verification or reset link the message carries. */
  link: string;
  sentAt: string;
};

/**
 * Text from a record (a person's name) as it may appear inside a mail's text: on one line, without
 * control characters, so it can never start a line of its own (a forged link, a fake signature).
 * Names are refused with CR/LF at the API; this also covers any stored before that rule.
 */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
}

/** Mail that was not handed to an SMTP server: what tests and local runs read links from. */
export interface Outbox {
  readonly messages: readonly MailMessage[];
  /** The newest message to `to` (case-insensitive), optionally of one kind. */
  latest(to: string, kind?: MailKind): MailMessage | undefined;
  clear(): void;
}

export interface Mailer {
  send(message: Omit<MailMessage, 'sentAt'>): Promise<void>;
  readonly outbox: Outbox;
}

export type MailerOptions = {
  /** Send through this SMTP server (smtp:// or smtps:// URL) instead of the outbox. */
  smtpUrl?: string;
  from?: string;
  /** Append each message as a JSON line here; null keeps messages in memory only. */
  outboxFile?: string | null;
  /** Print each message to the console (the local-development outbox). */
  print?: boolean;
};

// A long-running server keeps only the newest messages in memory.
const MEMORY_LIMIT = 500;

function createOutbox(): Outbox & { add(message: MailMessage): void } {
  const messages: MailMessage[] = [];
  return {
    messages,
    latest(to, kind) {
      const address = to.toLowerCase();
      return messages.findLast(
        (m) => m.to.toLowerCase() === address && (kind === undefined || m.kind === kind),
      );
    },
    clear() {
      messages.length = 0;
    },
    add(message) {
      messages.push(message);
      if (messages.length > MEMORY_LIMIT) messages.splice(0, messages.length - MEMORY_LIMIT);
    },
  };
}

/** One mailer for invitations, resends and reset links: SMTP when configured, otherwise an outbox. */
export function createMailer(options: MailerOptions = {}): Mailer {
  const outbox = createOutbox();
  const from = options.from ?? 'Referral Network <no-reply@localhost>';
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  return {
    outbox,
    async send(draft) {
      const message: MailMessage = { ...draft, sentAt: new Date().toISOString() };
      if (transport) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        return;
      }
      outbox.add(message);
      if (options.print)
        console.log(`\n[outbox] To: ${message.to}\n[outbox] ${message.subject}\n[outbox] ${message.link}\n`);
      if (options.outboxFile) {
        await mkdir(path.dirname(options.outboxFile), { recursive: true });
        await appendFile(options.outboxFile, `${JSON.stringify(message)}\n`);
      }
    },
  };
}
