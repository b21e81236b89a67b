/**
 * The inbound SMTP listener (INBOUND_SMTP_PORT): where MAIL_DOMAIN's MX delivers replies
 * to relay addresses. It is a receiver, not a relay: nobody logs in (AUTH is off), only
 * `reply+{token}@MAIL_DOMAIN` is a recipient (anything else is 550 at RCPT TO), one
 * recipient per transaction (a second is 452, which a sending server retries in a
 * transaction of its own), and a message over 1 MB is 552 (announced with SIZE, so a
 * sender can know before sending).
 *
 * One client cannot shut the others out: an address (an IPv6 /64) holds at most
 * `maxConnectionsPerClient` connections at once (more are 421 at once), and a connection
 * has `mailFromTimeoutMs` from its greeting to its first MAIL FROM, however it trickles
 * commands meanwhile (421 after). A sending server says MAIL FROM within a second of the
 * greeting; a connection that idles there only holds a slot of `maxClients`. smtp-server's
 * own idle timeout (socketTimeout) has no notion of a stage, hence the deadline here.
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
import { SMTPServer, type SMTPServerDataStream, type SMTPServerError, type SMTPServerSession } from 'smtp-server';
import { replyTokenOf } from '../domain/conversations/inbound/parse-inbound-mail';
import { NO_SUCH_MAILBOX, type InboundMailResult } from '../domain/conversations/inbound/receive-inbound-mail';
import { isAppError } from '../domain/shared/errors';
import { i18nFor } from '../i18n/catalogues';
import { errorText } from '../i18n/error-text';
import { clientNetwork } from '../domain/limits/client-network';

export const INBOUND_MAIL_MAX_BYTES = 1024 * 1024;
/** Connections open at once, whoever holds them. */
export const INBOUND_SMTP_MAX_CLIENTS = 100;
/** Connections one client (an IPv4 address, an IPv6 /64) holds at once: a sending server needs one or two. */
export const INBOUND_SMTP_CONNECTIONS_PER_CLIENT = 5;
/** From the greeting to the first MAIL FROM. */
export const INBOUND_SMTP_MAIL_FROM_TIMEOUT_MS = 30_000;

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
  /** Connections one client may hold at once; default INBOUND_SMTP_CONNECTIONS_PER_CLIENT. */
  maxConnectionsPerClient?: number;
  /** Milliseconds from the greeting to the first MAIL FROM; default INBOUND_SMTP_MAIL_FROM_TIMEOUT_MS. */
  mailFromTimeoutMs?: number;
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

/**
 * The connections each client holds, and each connection's deadline for MAIL FROM. A
 * connection is counted from onConnect to onClose; one refused at onConnect never is.
 */
function connectionLimits(options: { perClient: number; mailFromTimeoutMs: number; closeSlow(sessionId: string): void }) {
  const held = new Map<string, number>();
  const sessions = new Map<string, { client: string; deadline: NodeJS.Timeout | null }>();
  const stopDeadline = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (session?.deadline) clearTimeout(session.deadline);
    if (session) session.deadline = null;
  };
  return {
    /** Counts the connection in, or answers why not. */
    open(session: SMTPServerSession): SMTPServerError | null {
      const client = clientNetwork(session.remoteAddress);
      const count = held.get(client) ?? 0;
      if (count >= options.perClient) {
        return smtpError(421, `Too many connections from your address (at most ${options.perClient} at once): try again later`);
      }
      held.set(client, count + 1);
      const deadline = setTimeout(() => options.closeSlow(session.id), options.mailFromTimeoutMs);
      deadline.unref();
      sessions.set(session.id, { client, deadline });
      return null;
    },
    mailFrom: stopDeadline,
    close(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) return;
      stopDeadline(sessionId);
      sessions.delete(sessionId);
      const count = (held.get(session.client) ?? 1) - 1;
      if (count > 0) held.set(session.client, count);
      else held.delete(session.client);
    },
  };
}

export async function startInboundSmtp(options: InboundSmtpOptions): Promise<InboundSmtp> {
  const maxBytes = options.maxBytes ?? INBOUND_MAIL_MAX_BYTES;
  const mailFromTimeoutMs = options.mailFromTimeoutMs ?? INBOUND_SMTP_MAIL_FROM_TIMEOUT_MS;
  const limits = connectionLimits({
    perClient: options.maxConnectionsPerClient ?? INBOUND_SMTP_CONNECTIONS_PER_CLIENT,
    mailFromTimeoutMs,
    closeSlow(sessionId) {
      for (const connection of server.connections) {
        // A 421 closes the connection; onClose then counts it out.
        if (connection.id === sessionId) connection.send(421, `No MAIL FROM within ${Math.round(mailFromTimeoutMs / 1000)} s: closing connection`);
      }
    },
  });
  const server: SMTPServer = new SMTPServer({
    name: options.mailDomain,
    banner: 'Cityboard replies',
    size: maxBytes,
    rejectOversized: true,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    maxRecipients: 1,
    disableReverseLookup: true,
    logger: false,
    maxClients: INBOUND_SMTP_MAX_CLIENTS,
    socketTimeout: 60_000,
    closeTimeout: 10_000,
    onConnect(session, callback) {
      const refusal = limits.open(session);
      if (refusal) options.log?.info({ session: session.id, remoteAddress: session.remoteAddress }, `inbound SMTP refused: ${refusal.message}`);
      callback(refusal);
    },
    onMailFrom(_address, session, callback) {
      limits.mailFrom(session.id);
      callback();
    },
    onClose(session) {
      limits.close(session.id);
    },
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
