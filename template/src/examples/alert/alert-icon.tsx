/** Any icon can replace the tone's default one; `icon={false}` removes it. */
import { Gift, Rocket, ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

export function AlertIcon() {
  return (
    <div className="grid gap-3">
      <Alert color="primary" icon={<Rocket aria-hidden />}>
        Version 2.4 is out: faster tables and a new calendar view.
      </Alert>
      <Alert color="secondary" icon={<Gift aria-hidden />}>
        Invite a teammate and get one month free.
      </Alert>
      <Alert color="success" icon={<ShieldCheck aria-hidden />}>
        Two-factor authentication is on for every admin.
      </Alert>
      <Alert color="info" icon={false}>
        No icon: the text alone carries the message.
      </Alert>
    </div>
  );
}
