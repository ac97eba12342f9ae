/** For rich content (a profile card with buttons), use a popover: a dialog-like panel, not a menu. */
import { Mail, MessageSquare } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

export function MenuPopover() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="tonal" color="secondary">
          View profile
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72" aria-label="Zoe Laurent">
        <div className="flex items-center gap-3">
          <Avatar alt="Zoe Laurent" size="lg" />
          <div className="flex min-w-0 flex-col">
            <span className="font-semibold">Zoe Laurent</span>
            <span className="truncate text-sm text-muted-foreground">Product designer, Paris</span>
          </div>
        </div>
        <div className="mt-4 flex gap-2">
          <Button size="sm" className="flex-1">
            <MessageSquare aria-hidden />
            Message
          </Button>
          <Button size="sm" variant="outline" className="flex-1">
            <Mail aria-hidden />
            Email
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
