import { Avatar, initials, type AvatarProps } from '@/components/ui/avatar';
import { tones } from '@/components/ui/tone';
import type { User } from '../types';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'fallback' | 'color'> {
  user: Pick<User, 'id' | 'name' | 'avatar'>;
  /** Names the picture for screen readers; leave false when the name is written next to it. @default false */
  labelled?: boolean;
}

/** The user's picture, or their initials on a colour of their own (stable per id) when they have none. */
export function UserAvatar({ user, labelled = false, ...props }: UserAvatarProps) {
  return (
    <Avatar
      src={user.avatar || undefined}
      alt={labelled ? user.name : ''}
      color={tones[user.id % tones.length]}
      fallback={
        <span
          aria-hidden={!labelled || undefined}
          role={labelled ? 'img' : undefined}
          aria-label={labelled ? user.name : undefined}
        >
          {initials(user.name)}
        </span>
      }
      {...props}
    />
  );
}
