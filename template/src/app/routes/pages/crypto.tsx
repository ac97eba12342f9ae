/** /pages/crypto: the wallet's holdings and the market's prices. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { CryptoHoldings } from '@/features/crypto/components/crypto-holdings';
import { CryptoPrices } from '@/features/crypto/components/crypto-prices';

export default function CryptoScreen() {
  const { t } = useTranslation(['crypto', 'nav']);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:pages') }, { label: t('nav:routes.pages-crypto') }]}
      />
      <CryptoHoldings />
      <CryptoPrices />
    </div>
  );
}
