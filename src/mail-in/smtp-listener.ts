/**
 * The inbound SMTP listener (INBOUND_SMTP_PORT): where MAIL_DOMAIN's MX delivers replies
 * to relay addresses. It is a receiver, not a relay: nobody logs in (AUTH is off), only
 * `reply+{token}@MAIL_DOMAIN` is a recipient (anything else is 550 at RCPT TO), one
 * recipient per transaction (a second is 452, which a sending server retries in a
 * transaction of its own), and a message over 1 MB is 552 (announced with SIZE, so a
 * sender can know before sending).
 *
 * STARTTLS is off: smtp-server's built-in certificate has a published key, which would
 * only look like encryption. TLS belongs in front of the listener (an MTA or proxy that
 * holds the domain's certificate), or the provider's hook posts to /api/inbound-mail.
 *
 * The answer after DATA says what became of the reply: 250 when it was added (or was a
 * machine's mail, silently dropped), 550 for an unknown token ("no such mailbox", nothing
 * more), 550 with the reason when the conversation refused it, 451 (try again later) when
 * something failed on our side.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerError } from 'smtp-server';
import { replyTokenOf } from '../domain/conversations/inbound/parse-inbound-mail';
import { NO_SUCH_MAILBOX, type InboundMailResult } from '../domain/conversations/inbound/receive-inbound-mail';
import { isAppError } from '../domain/shared/errors';
import { i18nFor } from '../i18n/catalogues';
import { errorText } from '../i18n/error-text';

export const INBOUND_MAIL_MAX_BYTES = 1024 * 1024;

export interface InboundEnvelope {
  /** MAIL FROM; '' for the null sender (bounces). */
  sender: string;
  /** RCPT TO: one relay address. */
  recipients: string[];
}

export interface InboundSmtpLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface InboundSmtpOptions {
  port: number;
  host: string;
  mailDomain: string;
  onMessage(raw: Buffer, envelope: InboundEnvelope): Promise<InboundMailResult>;
  log?: InboundSmtpLog;
  /** Bytes; default 1 MB. */
  maxBytes?: number;
}

export interface InboundSmtp {
  /** The port it listens on (the one chosen when asked for 0). */
  port: number;
  close(): Promise<void>;
}

function smtpError(responseCode: number, message: string): SMTPServerError {
  return Object.assign(new Error(message), { responseCode });
}

const EMPTY_REPLY = 'Your reply has no text of its own to add (attachments are not carried): write your message in the body of the mail';

/** The SMTP answer for what became of a message: a line for 250, or the error to send. */
export function smtpAnswer(outcome: { result: InboundMailResult } | { error: unknown }): { ok: string } | { error: SMTPServerError; ours: boolean } {
  if ('result' in outcome) {
    const { result } = outcome;
    if (result.status === 'added') return { ok: 'OK: reply added to the conversation' };
    // Told to the writer through their own server's bounce: a reply with nothing but quoted text or a photo.
    if (result.reason === 'empty') return { error: smtpError(550, EMPTY_REPLY), ours: false };
    return { ok: 'OK: automatic mail, not added' };
  }
  const { error } = outcome;
  if (isAppError(error)) {
    if (error.kind === 'not_found') return { error: smtpError(550, NO_SUCH_MAILBOX), ours: false };
    if (error.kind === 'rate_limited') return { error: smtpError(451, 'Too many messages right now: try again later'), ours: false };
    // The writer holds the token: they are told what the web form would tell them (a closed conversation, a refused message).
    // SMTP replies are ASCII-minded and read by mail servers first: English, as the API's default.
    return { error: smtpError(550, errorText(i18nFor('en').t, error.message, error.values).replace(/[\r\n]+/g, ' ')), ours: false };
  }
  return { error: smtpError(451, 'Temporary failure: try again later'), ours: true };
}

/** Reads a DATA stream into one buffer; past the limit the bytes are dropped (smtp-server answers 552). */
function readMessage(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    stream.on('data', (chunk: Buffer) => {
      if (length + chunk.length <= maxBytes) chunks.push(chunk);
      length += chunk.length;
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export async function startInboundSmtp(options: InboundSmtpOptions): Promise<InboundSmtp> {
  const maxBytes = options.maxBytes ?? INBOUND_MAIL_MAX_BYTES;
  const server = new SMTPServer({
    name: options.mailDomain,
    banner: 'Cityboard replies',
    size: maxBytes,
    rejectOversized: true,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    maxRecipients: 1,
    disableReverseLookup: true,
    logger: false,
    maxClients: 100,
    socketTimeout: 60_000,
    closeTimeout: 10_000,
    onRcptTo(address, _session, callback) {
      callback(replyTokenOf(address.address, options.mailDomain) ? null : smtpError(550, NO_SUCH_MAILBOX));
    },
    onData(stream, session, callback) {
      const envelope: InboundEnvelope = {
        sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
      };
      readMessage(stream, maxBytes)
        .then(async (raw) => {
          // Over the limit: smtp-server answers 552 whatever is answered here.
          if (stream.sizeExceeded) return callback(smtpError(552, 'Message exceeds the maximum size'));
          const answer = await options.onMessage(raw, envelope).then(
            (result) => smtpAnswer({ result }),
            (error: unknown) => smtpAnswer({ error }),
          );
          if ('ok' in answer) {
            options.log?.info({ session: session.id }, `inbound mail: ${answer.ok}`);
            return callback(null, answer.ok);
          }
          if (answer.ours) options.log?.warn({ err: answer.error, session: session.id }, 'inbound mail failed');
          else options.log?.info({ session: session.id, code: answer.error.responseCode }, `inbound mail refused: ${answer.error.message}`);
          return callback(answer.error);
        })
        .catch((error: unknown) => {
          options.log?.warn({ err: error, session: session.id }, 'inbound mail could not be read');
          callback(smtpError(451, 'Temporary failure: try again later'));
        });
    },
  });
  server.on('error', (error) => options.log?.warn({ err: error }, 'inbound SMTP error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
