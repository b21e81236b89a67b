/**
 * Starting the inbound SMTP listener for a running app: replies by mail go to the
 * conversation service like replies on the web. Off (null) while INBOUND_SMTP_PORT is
 * unset.
 */
import type { Config } from '../config';
import { receiveInboundMail, type ReplyByMailTarget } from '../domain/conversations/inbound/receive-inbound-mail';
import { startInboundSmtp, type InboundSmtp, type InboundSmtpLog } from './smtp-listener';

export async function startInboundMail(options: {
  /** Without the connection settings, the listener's defaults. */
  config: Pick<Config, 'inboundSmtpPort' | 'host' | 'mailDomain'> & Partial<Pick<Config, 'inboundSmtpConnectionsPerClient' | 'inboundSmtpMailFromTimeoutMs'>>;
  conversations: ReplyByMailTarget;
  log: InboundSmtpLog;
}): Promise<InboundSmtp | null> {
  const { config, conversations, log } = options;
  if (config.inboundSmtpPort === undefined) return null;
  const listener = await startInboundSmtp({
    port: config.inboundSmtpPort,
    host: config.host,
    mailDomain: config.mailDomain,
    maxConnectionsPerClient: config.inboundSmtpConnectionsPerClient,
    mailFromTimeoutMs: config.inboundSmtpMailFromTimeoutMs,
    log,
    onMessage: (raw, envelope) =>
      receiveInboundMail(conversations, raw, { mailDomain: config.mailDomain, envelopeRecipients: envelope.recipients, envelopeSender: envelope.sender }),
  });
  log.info({ port: listener.port, mailDomain: config.mailDomain }, `Inbound mail: SMTP listener on port ${listener.port} for reply+…@${config.mailDomain}`);
  return listener;
}
