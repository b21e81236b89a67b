/**
 * What receiving a reply asks of the conversation service, with a service that records
 * its calls: the stripped text for a person's reply, nothing for machine mail or an
 * empty reply, "no such mailbox" without a relay address.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { receiveInboundMail, type ReplyByMailTarget } from './receive-inbound-mail';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';
const options = { mailDomain: 'cityboard.example' };

function recorder(): ReplyByMailTarget & { calls: [string, { body: string; fromEmail: string | null }][] } {
  const calls: [string, { body: string; fromEmail: string | null }][] = [];
  return { calls, postByReplyToken: async (token, input) => void calls.push([token, input]) };
}

const mail = (body: string, headers = '') =>
  `From: Anna <Anna@Example.com>\nTo: reply+${TOKEN}@cityboard.example\nSubject: Re: desk\n${headers}\n${body}\n`;

describe('receiving a reply', () => {
  it('adds the stripped text as the token’s participant', async () => {
    const service = recorder();
    const result = await receiveInboundMail(service, mail('Yes, 75 is fine.\n\nOn Sun, Nov 24, 2024 at 3:02 PM Cityboard wrote:\n> Could you do 75?'), options);
    expect(result).toEqual({ status: 'added', truncated: false });
    expect(service.calls).toEqual([[TOKEN, { body: 'Yes, 75 is fine.', fromEmail: 'anna@example.com' }]]);
  });

  it('says when a long reply was cut', async () => {
    const service = recorder();
    expect(await receiveInboundMail(service, mail('long '.repeat(600)), options)).toEqual({ status: 'added', truncated: true });
    expect(service.calls[0]![1].body.length).toBeLessThanOrEqual(2000);
  });

  it('ignores machine mail and replies with no text of their own, calling nothing', async () => {
    const service = recorder();
    expect(await receiveInboundMail(service, mail('I am away.', 'Auto-Submitted: auto-replied\n'), options)).toEqual({ status: 'ignored', reason: 'auto_reply' });
    expect(await receiveInboundMail(service, mail('> Could you do 75?'), options)).toEqual({ status: 'ignored', reason: 'empty' });
    expect(await receiveInboundMail(service, mail('Yes.'), { ...options, envelopeSender: '' })).toEqual({ status: 'ignored', reason: 'bounce' });
    expect(service.calls).toEqual([]);
  });

  it('a mail to no relay address is "No such mailbox" (not_found)', async () => {
    const service = recorder();
    const raw = 'From: anna@example.com\nTo: someone@cityboard.example\nSubject: hi\n\nYes.\n';
    await expect(receiveInboundMail(service, raw, options)).rejects.toSatisfy(
      (error) => error instanceof AppError && error.kind === 'not_found' && error.message === 'No such mailbox',
    );
    expect(service.calls).toEqual([]);
  });

  it('passes the service’s refusal on', async () => {
    const refusing: ReplyByMailTarget = {
      postByReplyToken: async () => {
        throw new AppError('gone', 'This conversation is closed.');
      },
    };
    await expect(receiveInboundMail(refusing, mail('Still there?'), options)).rejects.toMatchObject({ kind: 'gone' });
  });
});
