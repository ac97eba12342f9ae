/** `side` and `align` place the menu around its button; it flips when there is no room. */
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const sides = ['top', 'bottom', 'left', 'right'] as const;

export function MenuLocation() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {sides.map((side) => (
        <DropdownMenu key={side}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" className="capitalize">
              {side}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent side={side} align="center">
            <DropdownMenuItem>Profile</DropdownMenuItem>
            <DropdownMenuItem>Settings</DropdownMenuItem>
            <DropdownMenuItem>Log out</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ))}
    </div>
  );
}
