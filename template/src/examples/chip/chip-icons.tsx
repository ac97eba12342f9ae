/** A leading icon or avatar: people, places and categories read faster with a picture. */
import { MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Chip } from '@/components/ui/chip';

export function ChipIcons() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Chip icon={<Star aria-hidden />} color="warning">
        {t('chips.demo.featured')}
      </Chip>
      <Chip icon={<MapPin aria-hidden />} color="info" variant="outline">
        {t('chips.demo.lisbon')}
      </Chip>
      <Chip className="ps-0.5" icon={<Avatar alt="Ines Costa" size="xs" variant="solid" />}>
        Ines Costa
      </Chip>
      <Chip
        className="ps-0.5"
        color="success"
        icon={<Avatar alt="Tom Becker" size="xs" variant="solid" color="success" />}
      >
        Tom Becker
      </Chip>
    </div>
  );
}
