/**
 * A small set of emoji, loaded only when the picker opens. A full picker (frimousse, emoji-mart)
 * fetches its emoji data from a CDN at run time, which the demo's same-origin rule forbids.
 */
import { useTranslation } from 'react-i18next';

const emoji = [
  '😀',
  '😄',
  '😁',
  '😂',
  '🙂',
  '😉',
  '😊',
  '😍',
  '😘',
  '😎',
  '🤔',
  '😴',
  '😅',
  '😢',
  '😮',
  '😡',
  '🥳',
  '🤝',
  '👍',
  '👎',
  '👏',
  '🙌',
  '🙏',
  '💪',
  '👋',
  '✅',
  '❌',
  '⭐',
  '🔥',
  '🎉',
  '💡',
  '📌',
  '📎',
  '📅',
  '☕',
  '❤️',
];

export interface ChatEmojiPickerProps {
  onPick: (emoji: string) => void;
}

export default function ChatEmojiPicker({ onPick }: ChatEmojiPickerProps) {
  const { t } = useTranslation('chat');
  return (
    <div role="group" aria-label={t('composer.emoji')} className="grid grid-cols-6 gap-1">
      {emoji.map((e) => (
        <button
          key={e}
          type="button"
          onClick={() => onPick(e)}
          className="grid size-9 place-items-center rounded-md text-xl outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          {e}
        </button>
      ))}
    </div>
  );
}
