/** Initials avatars in every tone; the initials come from the `alt` name. */
import { Avatar } from '@/components/ui/avatar';
import { tones } from '@/components/ui/tone';

const people = ['Nora Kim', 'Sam Patel', 'Lea Fischer', 'Omar Haddad', 'Ines Costa', 'Tom Becker'];

export function AvatarColors() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {tones.map((tone, index) => (
        <Avatar key={tone} alt={people[index]} color={tone} />
      ))}
    </div>
  );
}
