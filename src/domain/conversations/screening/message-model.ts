/**
 * The message text model: the listing screener's classifier (moderation/text-classifier.ts,
 * logistic regression over hashed words, word pairs, and character pairs for Japanese)
 * trained on the labelled messages by `npm run train:messages` and shipped as
 * message-text-model.json. It reads what the rules read (readMessage: folded, links,
 * addresses and phone numbers as placeholder words) with who sends it as one more word,
 * since the same request means something else from a seller than from a buyer.
 */
import { scamProbability, strongestScamWords, trainTextModel, type TextModel, type TrainOptions } from '../../moderation/text-classifier';
import type { SenderRole } from './message-signals';
import { readMessage } from './message-text';
import shippedModel from './message-text-model.json';

export const SHIPPED_MESSAGE_MODEL: TextModel = shippedModel as TextModel;

export interface MessageExample {
  text: string;
  role: SenderRole;
  scam: boolean;
}

/** The text the model reads: the sender's role as a word, then the message as screening folds it. */
export function modelTextOf(body: string, role: SenderRole): string {
  return `xx${role}xx ${readMessage(body).text}`;
}

export function trainMessageModel(examples: readonly MessageExample[], options: TrainOptions = {}): TextModel {
  return trainTextModel(
    examples.map((e) => ({ title: '', description: modelTextOf(e.text, e.role), scam: e.scam })),
    options,
  );
}

export function messageScamProbability(model: TextModel, body: string, role: SenderRole): number {
  return scamProbability(model, '', modelTextOf(body, role));
}

export function strongestMessageScamWords(model: TextModel, body: string, role: SenderRole): string[] {
  return strongestScamWords(model, '', modelTextOf(body, role));
}
