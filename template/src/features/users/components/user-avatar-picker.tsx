import { useTranslation } from 'react-i18next';
import { initials } from '@/components/ui/avatar';
import { RadioGroup, RadioTile } from '@/components/ui/radio-group';
import type { FieldControlProps } from '@/components/ui/field';
import { cn } from '@/lib/cn';

/** The illustrated portraits shipped in public/images/avatars, offered when adding or editing a user. */
export const avatarChoices = [1, 2, 3, 4, 5, 6].map((n) => `${import.meta.env.BASE_URL}images/avatars/avatar-${n}.svg`);

export interface UserAvatarPickerProps extends Partial<FieldControlProps> {
  /** The chosen picture's URL; '' for initials. */
  value: string;
  onChange: (value: string) => void;
  /** Whose initials the first choice shows. */
  name: string;
}

/** Initials or one of the portraits, as a row of round radio tiles (arrow keys move the choice). */
export function UserAvatarPicker({ value, onChange, name, ...aria }: UserAvatarPickerProps) {
  const { t } = useTranslation('users');
  // A picture from elsewhere (set through the API) stays selectable as it is.
  const choices = value && !avatarChoices.includes(value) ? ['', value, ...avatarChoices] : ['', ...avatarChoices];
  const tile =
    'size-11 shrink-0 overflow-hidden rounded-full p-0 data-[state=checked]:ring-2 data-[state=checked]:ring-primary-graphic data-[state=checked]:ring-offset-2 data-[state=checked]:ring-offset-card';
  return (
    <RadioGroup
      {...aria}
      value={value}
      onValueChange={onChange}
      orientation="horizontal"
      // Inside a form Radix adds a hidden input beside each tile, placed outside it (to the left in
      // right-to-left pages): keep those inside the group so the page never scrolls sideways.
      className="relative -m-1 flex flex-wrap gap-2.5 overflow-hidden p-1"
    >
      {choices.map((choice, index) => (
        <RadioTile
          key={choice || 'initials'}
          value={choice}
          aria-label={choice ? t('form.avatarPicture', { number: index }) : t('form.avatarInitials')}
          className={cn(tile, !choice && 'text-xs font-semibold')}
        >
          {choice ? (
            <img src={choice} alt="" className="size-full object-cover" />
          ) : (
            <span aria-hidden>{initials(name) || 'AB'}</span>
          )}
        </RadioTile>
      ))}
    </RadioGroup>
  );
}
