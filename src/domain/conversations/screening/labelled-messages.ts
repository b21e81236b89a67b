/**
 * The labelled messages' format (LABELLED-MESSAGES.md), read for training and for
 * eval:messages: one JSON object per line.
 */
import type { MessageExample } from './message-model';

export interface LabelledMessage {
  text: string;
  label: 'honest' | 'scam';
  family: string;
  role: 'buyer' | 'seller';
  template: string;
  language: string;
  split: string;
  listing: { title: string; description: string } | null;
}

/** The lines of a labelled file; `name` is for error messages. */
export function parseLabelledMessages(content: string, name: string): LabelledMessage[] {
  return content
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      const row = JSON.parse(line) as Partial<LabelledMessage>;
      if (typeof row.text !== 'string' || (row.label !== 'honest' && row.label !== 'scam') || (row.role !== 'buyer' && row.role !== 'seller')) {
        throw new Error(`${name}:${number}: needs text, label (honest|scam) and role (buyer|seller)`);
      }
      return {
        text: row.text,
        label: row.label,
        family: row.family ?? 'unknown',
        role: row.role,
        template: row.template ?? `line-${number}`,
        language: row.language ?? 'en',
        split: row.split ?? 'dev',
        listing: row.listing ?? null,
      };
    });
}

export const exampleOf = (row: LabelledMessage): MessageExample => ({ text: row.text, role: row.role, scam: row.label === 'scam' });
