import { useTranslation } from 'react-i18next';
import { CustomizerChoices } from '@/components/layout/customizer/customizer-choices';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The Appearance tab: the customizer's own choices as a page. Both render CustomizerChoices, which
 * reads and writes lib/settings, so a choice made here shows in the drawer and the other way round;
 * each applies at once and is kept in this browser (no server involved).
 */
export default function AppearanceTab() {
  const { t } = useTranslation('account');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('appearance.title')}</CardTitle>
        <CardDescription>{t('appearance.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <CustomizerChoices className="grid gap-6 md:grid-cols-2" />
      </CardContent>
    </Card>
  );
}
