/** Avatars fall back to initials; a group overlaps them and mirrors in right-to-left layouts. */
import { Avatar, AvatarGroup } from '@/components/ui/avatar';

const team = [
  { name: 'Olivia Sparks', color: 'primary' },
  { name: 'Howard Lloyd', color: 'success' },
  { name: 'Hallie Richards', color: 'info' },
  { name: 'Alice Cobb', color: 'warning' },
] as const;

export function AvatarGroupExample() {
  return (
    <div className="flex flex-wrap items-center gap-6">
      <AvatarGroup>
        {team.map((person) => (
          <Avatar key={person.name} alt={person.name} color={person.color} />
        ))}
      </AvatarGroup>
      <div className="flex items-center gap-3">
        <Avatar alt="Jordan Stevenson" size="lg" variant="solid" />
        <div className="flex flex-col">
          <span className="text-sm font-semibold">Jordan Stevenson</span>
          <span className="text-xs text-muted-foreground">Admin</span>
        </div>
      </div>
    </div>
  );
}
