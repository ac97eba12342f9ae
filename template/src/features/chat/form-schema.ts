/**
 * The composer's checks, made before anything is sent (the server makes them again). They answer
 * problems as i18n keys of the `chat` namespace, with their values.
 */
import { attachmentTypes, maxAttachmentBytes, maxMessageLength } from './constants';

export interface ComposerProblem {
  key: 'errors.empty' | 'errors.tooLong' | 'errors.tooLarge' | 'errors.wrongType';
  values?: Record<string, string | number>;
}

/** Why a picked file cannot be attached, or null. */
export function attachmentProblem(file: { name: string; size: number; type: string }): ComposerProblem | null {
  if (!attachmentTypes.includes(file.type)) return { key: 'errors.wrongType', values: { name: file.name } };
  if (file.size > maxAttachmentBytes) return { key: 'errors.tooLarge', values: { name: file.name } };
  return null;
}

/** Why the message cannot be sent as it is, or null. */
export function messageProblem(text: string, hasAttachment: boolean): ComposerProblem | null {
  const trimmed = text.trim();
  if (!trimmed && !hasAttachment) return { key: 'errors.empty' };
  if (trimmed.length > maxMessageLength) return { key: 'errors.tooLong', values: { max: maxMessageLength } };
  return null;
}
