/** Removable chips: each has its own named remove button; here they are the recipients of an email. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';

const everyone = ['anna@acme.io', 'bruno@acme.io', 'chloe@acme.io', 'dev@acme.io'];

export function ChipClosable() {
  const { t } = useTranslation('ui-components');
  const [recipients, setRecipients] = useState(everyone);
  return (
    <div className="flex flex-col items-start gap-3">
      <div className="flex min-h-7 flex-wrap gap-2">
        {recipients.map((email) => (
          <Chip
            key={email}
            color="secondary"
            onRemove={() => setRecipients((list) => list.filter((item) => item !== email))}
            removeLabel={t('chips.demo.remove', { email })}
          >
            {email}
          </Chip>
        ))}
      </div>
      <Button
        size="sm"
        variant="text"
        onClick={() => setRecipients(everyone)}
        disabled={recipients.length === everyone.length}
      >
        {t('chips.demo.reset')}
      </Button>
    </div>
  );
}
